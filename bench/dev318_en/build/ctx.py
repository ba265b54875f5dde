"""Per-note context (patient, clinicians, care sites) and lipid-clinic
clinical content for dev318_en. Clinical content is deliberately rich in
non-PHI look-alikes: lab values, doses, scores, eponyms, device models."""

from core import Person
from pools import WARDS
from names import ORIGINS, COUNTRY_ORIGINS, STAFF_EXTRA
from locale_fmt import Loc, rand_date, dob_for_age, add_days

VARIANTS = [
    ("LDLR", "c.681C>G", "p.(Asp227Glu)", "pathogenic"),
    ("LDLR", "c.1444G>A", "p.(Asp482Asn)", "pathogenic"),
    ("LDLR", "c.259T>G", "p.(Trp87Gly)", "pathogenic"),
    ("LDLR", "c.2054C>T", "p.(Pro685Leu)", "pathogenic"),
    ("LDLR", "c.1775G>A", "p.(Gly592Glu)", "pathogenic"),
    ("LDLR", "c.313+1G>A", "p.?", "pathogenic"),
    ("LDLR", "c.1846-1G>A", "p.?", "likely pathogenic"),
    ("LDLR", "c.1285G>A", "p.(Val429Met)", "pathogenic"),
    ("LDLR", "c.662A>G", "p.(Asp221Gly)", "likely pathogenic"),
    ("LDLR", "exon 13-15 deletion", "", "pathogenic"),
    ("LDLR", "c.1567G>A", "p.(Val523Met)", "likely pathogenic"),
    ("APOB", "c.10580G>A", "p.(Arg3527Gln)", "pathogenic"),
    ("APOB", "c.10579C>T", "p.(Arg3527Trp)", "pathogenic"),
    ("PCSK9", "c.381T>A", "p.(Ser127Arg)", "pathogenic"),
    ("PCSK9", "c.646T>C", "p.(Phe216Leu)", "likely pathogenic"),
    ("LDLR", "c.1048C>T", "p.(Arg350*)", "pathogenic"),
]

STATINS = [("atorvastatin", [10, 20, 40, 80]), ("rosuvastatin", [5, 10, 20, 40]),
           ("simvastatin", [20, 40]), ("pravastatin", [20, 40]), ("pitavastatin", [2, 4])]

CONSULT_TITLES = ["Consultant Chemical Pathologist", "Consultant in Metabolic Medicine",
                  "Consultant Lipidologist", "Consultant Physician (Lipids)",
                  "Consultant Endocrinologist", "Consultant Cardiologist",
                  "Clinical Lead, Lipid Service"]
CONSULT_TITLES_US = ["Attending Physician, Preventive Cardiology", "Director, Lipid Clinic",
                     "Lipidologist", "Attending, Endocrinology", "Associate Professor of Medicine"]


def person(rr, sex=None, middle_p=0.15, origin=None, code=None):
    """an invented person; origin is a naming tradition from names.ORIGINS"""
    sex = sex or rr.pick(["M", "F"])
    if origin is None:
        origin = rr.weighted(COUNTRY_ORIGINS[code]) if code else rr.weighted(STAFF_EXTRA)
    o = ORIGINS[origin]
    first = rr.pick(o[sex])
    mid = None
    if rr.chance(middle_p):
        mid = rr.pick(o[sex])
        if mid == first:
            mid = None
    p = Person(first, rr.pick(o["S"]), sex, mid)
    p.origin = origin
    return p


def staff(rr, code, sex=None):
    """a clinician or clerk: local mix plus an international workforce"""
    if rr.chance(0.6):
        return person(rr, sex, 0.1, code=code)
    return person(rr, sex, 0.1)


def relative(rr, last, sex=None, same_surname=0.7, origin=None):
    """a relative; shares the patient's naming tradition most of the time"""
    sex = sex or rr.pick(["M", "F"])
    if origin is None or rr.chance(0.1):
        org = rr.pick(sorted(ORIGINS)) if origin is None else rr.weighted(STAFF_EXTRA)
    else:
        org = origin
    p = person(rr, sex, 0.0, origin=org)
    if rr.chance(same_surname):
        p.last = last
    return p


class Ctx:
    def __init__(self, rr, code, genre, lower, age_range=(18, 78)):
        self.rr = rr
        self.genre = genre
        self.lower = lower
        self.L = Loc(code, rr)
        L = self.L
        self.code = code
        self.visit = rand_date(rr, 2016, 2024)
        self.age = rr.int(*age_range)
        self.pt = person(rr, code=code)
        self.origin = self.pt.origin
        self.dob = dob_for_age(rr, self.visit, self.age)
        self.town = L.town()
        self.addr_town = self.town
        self.phone = L.phone()
        self.mobile = L.phone(mobile=True)
        self.email = L.email(self.pt)
        self.mrn = L.mrn()
        self.nat = L.national()
        self.hosp_town = L.town()
        self.hospital = L.hospital(self.hosp_town)
        self.hosp_phone = L.phone()
        self.hosp_fax = L.phone()
        self.dept_email = L.email(dept=rr.pick(["lipidclinic", "fh.service", "lipids",
                                                "cardiometabolic", "fh-cascade", "lipid.nurses"]))
        cons_sex = rr.pick(["M", "F"])
        self.cons = staff(rr, code, cons_sex)
        self.cons_title = rr.pick(["Dr", "Dr", "Dr", "Prof"]) + ("." if L.us else "")
        self.cons_role = rr.pick(CONSULT_TITLES_US if L.us else CONSULT_TITLES)
        self.reg = staff(rr, code)
        self.nurse = staff(rr, code, rr.pick(["F", "F", "M"]))
        self.gc = staff(rr, code, rr.pick(["F", "F", "M"]))
        self.diet = staff(rr, code, rr.pick(["F", "F", "M"]))
        self.gp = staff(rr, code)
        self.practice = L.practice()
        self.practice_town = L.town()
        self.typist = staff(rr, code, "F")
        self.ward = rr.pick(WARDS)
        self.variant = rr.pick(VARIANTS)
        self.statin = rr.pick(STATINS)
        self.prof = None

    def rel(self, sex=None, same_surname=0.7):
        return relative(self.rr, self.pt.last, sex, same_surname, self.origin)

    def ethnicity(self):
        if self.origin == "anglo":
            return self.rr.pick({"GB": ["White British", "White - British", "Not stated"],
                                 "IE": ["White - other", "White British"],
                                 "US": ["White", "Caucasian", "Non-Hispanic White"],
                                 "CA": ["White", "Caucasian", "European"],
                                 "AU": ["Caucasian", "Australian (non-Indigenous)", "Not stated"],
                                 "NZ": ["NZ European", "European", "Pakeha"],
                                 "ZA": ["White", "White South African"],
                                 "SG": ["Eurasian", "Others"]}[self.code])
        return self.rr.pick(ORIGINS[self.origin]["eth"])

    def staff(self, sex=None):
        return staff(self.rr, self.code, sex)

    # name renderings --------------------------------------------------
    def pt_full(self):
        return ("PATIENT", self.pt.full())

    def pt_formal(self):
        return [self.pt.title(self.L.us) + " ", ("PATIENT", self.pt.last)]

    def dr(self, p, style=None, title=None):
        """pieces for a clinician name"""
        t = title or self.L.doc_title()
        st = style or self.rr.pick(["full", "full", "last", "init"])
        if st == "full":
            return [t + " ", ("DOCTOR", p.fl())] if t else [("DOCTOR", p.fl())]
        if st == "last":
            return [t + " ", ("DOCTOR", p.last)]
        if st == "init":
            return [t + " ", ("DOCTOR", p.init_last())] if t else [("DOCTOR", p.init_last())]
        if st == "bare":
            return [("DOCTOR", p.fl())]
        raise ValueError(st)

    def date(self, d, style=None):
        return ("DATE", self.L.date(d, style))

    # clinical ----------------------------------------------------------
    def ldl_units(self):
        return "mg/dL" if self.L.mgdl else "mmol/L"

    def fmt_ldl(self, mmol):
        if self.L.mgdl:
            return "%d" % round(mmol * 38.67)
        return "%.1f" % mmol

    def fmt_tg(self, mmol):
        if self.L.mgdl:
            return "%d" % round(mmol * 88.57)
        return "%.1f" % mmol

    def panel(self, severity=1.0, treated=False):
        rr = self.rr
        ldl = rr.uni(4.6, 7.8) * severity
        if treated:
            ldl = ldl * rr.uni(0.3, 0.6)
        hdl = rr.uni(0.9, 1.8)
        tg = rr.uni(0.7, 2.6)
        tc = ldl + hdl + tg / 2.2
        return {"TC": tc, "LDL": ldl, "HDL": hdl, "TG": tg, "nonHDL": tc - hdl,
                "LPA": rr.int(8, 260), "APOB": round(ldl * 0.27 + rr.uni(0.1, 0.3), 2)}

    def statin_str(self):
        name, doses = self.statin
        return "%s %d mg %s" % (name, self.rr.pick(doses), self.rr.pick(["nocte", "once daily", "OD", "at night", "daily"]))

    def variant_str(self):
        g, c, p, cls = self.variant
        s = g + " " + c
        if p:
            s += " " + p
        return s

    def ppl_unit_lines(self, pnl):
        """list of lipid profile lines with reference ranges and flags (no PHI)"""
        def fl(v, hi=None, lo=None):
            if hi is not None and v > hi:
                return "  H"
            if lo is not None and v < lo:
                return "  L"
            return ""
        u = self.ldl_units()
        if self.L.mgdl:
            return ["Total cholesterol  %s mg/dL   (<200)%s" % (self.fmt_ldl(pnl["TC"]), fl(pnl["TC"], 5.17)),
                    "LDL-C (direct)     %s mg/dL   (<100)%s" % (self.fmt_ldl(pnl["LDL"]), fl(pnl["LDL"], 2.59)),
                    "HDL-C              %s mg/dL   (>40)%s" % (self.fmt_ldl(pnl["HDL"]), fl(pnl["HDL"], None, 1.03)),
                    "Triglycerides      %s mg/dL   (<150)%s" % (self.fmt_tg(pnl["TG"]), fl(pnl["TG"], 1.69)),
                    "Non-HDL-C          %s mg/dL   (<130)%s" % (self.fmt_ldl(pnl["nonHDL"]), fl(pnl["nonHDL"], 3.36)),
                    "Lp(a)              %d nmol/L  (<75)%s" % (pnl["LPA"], fl(pnl["LPA"], 75)),
                    "ApoB               %d mg/dL   (<90)%s" % (round(pnl["APOB"] * 100), fl(pnl["APOB"], 0.9))]
        return ["Total cholesterol  %.1f %s   (<5.0)%s" % (pnl["TC"], u, fl(pnl["TC"], 5.0)),
                "LDL-C (calc)       %.1f %s   (<3.0)%s" % (pnl["LDL"], u, fl(pnl["LDL"], 3.0)),
                "HDL-C              %.2f %s  (>1.0)%s" % (pnl["HDL"], u, fl(pnl["HDL"], None, 1.0)),
                "Triglycerides      %.1f %s   (<1.7)%s" % (pnl["TG"], u, fl(pnl["TG"], 1.7)),
                "Non-HDL-C          %.1f %s   (<4.0)%s" % (pnl["nonHDL"], u, fl(pnl["nonHDL"], 4.0)),
                "Lp(a)              %d nmol/L  (<75)%s" % (pnl["LPA"], fl(pnl["LPA"], 75)),
                "ApoB               %.2f g/L   (0.55-1.25)%s" % (pnl["APOB"], fl(pnl["APOB"], 1.25))]

    def sign_license(self, role="doctor"):
        lab, val = self.L.license(role)
        return [lab + " ", ("LICENSE", val)]

    def ward_or_none(self):
        return self.ward


GEN = {"father": (1, 1), "mother": (1, 2), "uncle": (1, 3), "aunt": (1, 4), "brother": (2, 1),
       "sister": (2, 2), "cousin": (2, 3), "son": (3, 1), "daughter": (3, 2), "nephew": (3, 3),
       "niece": (3, 4)}


def family_tree(rr, ctx, n_min=3, n_max=7):
    """relatives of the proband, ordered by generation: dicts with Person,
    relation, age, vital and testing status"""
    out = []
    used = set()
    base = ctx.age
    for _ in range(rr.int(n_min, n_max)):
        sex = rr.pick(["M", "F"])
        rels = ["father", "brother", "son", "uncle", "nephew", "cousin"] if sex == "M" else \
            ["mother", "sister", "daughter", "aunt", "niece", "cousin"]
        rel = rr.pick(rels)
        if rel in ("father", "mother") and rel in used:
            continue
        if rel in ("son", "daughter") and base < 24:
            continue
        if rel in ("nephew", "niece") and base < 20:
            continue
        used.add(rel)
        p = relative(rr, ctx.pt.last, sex, 0.75 if rel not in ("aunt", "niece", "cousin") else 0.35, ctx.origin)
        if rel in ("father", "mother"):
            age = base + rr.int(20, 36)
        elif rel in ("uncle", "aunt"):
            age = base + rr.int(18, 40)
        elif rel in ("son", "daughter"):
            age = rr.int(1, base - 20)
        elif rel in ("nephew", "niece"):
            age = rr.int(1, max(2, base - 16))
        else:
            age = max(3, base + rr.int(-12, 12))
        dead = age > 58 and rr.chance(0.35 if age < 80 else 0.7)
        if dead:
            age = rr.int(min(age, 44), min(age, 88))
        status = rr.pick(["variant positive", "variant negative", "not yet tested", "not yet tested",
                          "declined testing", "invited"])
        if age < 5 and status in ("variant positive", "variant negative", "declined testing"):
            status = "not yet tested"
        out.append({"p": p, "rel": rel, "age": age, "dead": dead, "sex": sex, "status": status})
    out.sort(key=lambda m: GEN[m["rel"]])
    return out


def visit_dates(rr, ctx, n, gap=(60, 200)):
    d = ctx.visit
    out = []
    for _ in range(n):
        d = add_days(d, -rr.int(*gap))
        out.append(d)
    return list(reversed(out))
