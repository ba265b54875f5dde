"""Per-note context: the invented patient, family, staff, places, identifiers; shared section writers."""
import datetime as dt

import pools
from core import B, P, Locale, Person, Staff, idgen, numword

AGE_RANGE = {
    "general_medicine": (19, 94), "surgical_admission": (18, 90), "ortho_trauma": (16, 95), "stroke_unit": (38, 97),
    "elderly_falls": (71, 101), "memory_clinic": (58, 96), "maternity": (17, 45), "neonatal": (0, 0),
    "paediatric_ward": (0, 15), "camhs": (8, 17), "adult_psychiatry": (18, 80), "icu_stepdown": (19, 88),
    "palliative_care": (34, 99), "discharge_letter": (18, 96), "ed_reattendance": (16, 92),
}

ROLES = {
    "US": {"att": [("attending", "MD"), ("attending", "DO")], "res": [("PGY-2", "MD"), ("PGY-3", "MD"), ("intern", "MD"), ("PGY-1", "DO")],
           "nurse": [("RN", "RN"), ("charge nurse", "RN"), ("RN", "BSN, RN")], "np": [("NP", "NP"), ("PA", "PA-C"), ("APRN", "APRN")],
           "ahp": [("PT", "PT, DPT"), ("OT", "OTR/L"), ("pharmacist", "PharmD"), ("social worker", "LCSW"), ("case manager", "RN"), ("SLP", "CCC-SLP"), ("dietitian", "RD")]},
    "UK": {"att": [("Consultant", "FRCP"), ("Consultant", "MBBS"), ("Consultant", "FRCS")], "res": [("ST4", "MBChB"), ("FY1", "MBBS"), ("SHO", "MBBS"), ("Registrar", "MRCP"), ("CT2", "MBChB")],
           "nurse": [("Staff Nurse", "RN"), ("Ward Sister", "RN"), ("Charge Nurse", "RN"), ("HCA", "HCA")], "np": [("ANP", "ANP"), ("PA", "PA")],
           "ahp": [("physiotherapist", "MCSP"), ("OT", "OT"), ("pharmacist", "MRPharmS"), ("social worker", "SW"), ("discharge coordinator", "RN"), ("SALT", "SLT"), ("dietitian", "RD")]},
    "CA": {"att": [("attending", "MD, FRCPC"), ("staff physician", "MD")], "res": [("R2", "MD"), ("R3", "MD"), ("R1", "MD")],
           "nurse": [("RN", "RN"), ("RPN", "RPN")], "np": [("NP", "NP")],
           "ahp": [("PT", "PT"), ("OT", "OT Reg. (Ont.)"), ("pharmacist", "RPh"), ("social worker", "MSW, RSW"), ("RT", "RRT")]},
    "AU": {"att": [("Consultant", "FRACP"), ("Consultant", "FRACS"), ("VMO", "MBBS")], "res": [("Registrar", "MBBS"), ("RMO", "MBBS"), ("Intern", "MD")],
           "nurse": [("RN", "RN"), ("CNC", "RN"), ("EN", "EN"), ("NUM", "RN")], "np": [("NP", "NP")],
           "ahp": [("physio", "physiotherapist"), ("OT", "OT"), ("pharmacist", "pharmacist"), ("social worker", "SW"), ("dietitian", "APD")]},
    "IE": {"att": [("Consultant", "FRCPI"), ("Consultant", "MB BCh")], "res": [("Registrar", "MRCPI"), ("SHO", "MB"), ("Intern", "MB BCh")],
           "nurse": [("Staff Nurse", "RGN"), ("CNM2", "RGN"), ("CNS", "RGN")], "np": [("ANP", "RANP")],
           "ahp": [("physiotherapist", "MISCP"), ("OT", "OT"), ("pharmacist", "MPSI"), ("medical social worker", "MSW")]},
    "NZ": {"att": [("SMO", "FRACP"), ("Consultant", "FRACS")], "res": [("Registrar", "MBChB"), ("House Officer", "MBChB"), ("RMO", "MBChB")],
           "nurse": [("RN", "RN"), ("CNS", "RN"), ("Charge Nurse Manager", "RN")], "np": [("NP", "NP")],
           "ahp": [("physiotherapist", "physio"), ("OT", "OT"), ("pharmacist", "pharmacist"), ("social worker", "SW"), ("kaitiaki", "Māori health worker")]},
    "ZA": {"att": [("Consultant", "FCP(SA)"), ("Specialist", "MBChB")], "res": [("Registrar", "MBChB"), ("Medical Officer", "MBChB"), ("Intern", "MBChB"), ("Community Service MO", "MBChB")],
           "nurse": [("Sister", "RN"), ("Professional Nurse", "RN"), ("Staff Nurse", "EN")], "np": [("Clinical Associate", "BCMP")],
           "ahp": [("physiotherapist", "physio"), ("OT", "OT"), ("pharmacist", "pharmacist"), ("social worker", "SW"), ("dietitian", "RD")]},
}

SPECIALTY_TITLES = {
    "general_medicine": "General Medicine", "surgical_admission": "General Surgery", "ortho_trauma": "Trauma & Orthopaedics",
    "stroke_unit": "Stroke Medicine", "elderly_falls": "Medicine for Older People", "memory_clinic": "Old Age Psychiatry",
    "maternity": "Obstetrics", "neonatal": "Neonatology", "paediatric_ward": "Paediatrics", "camhs": "CAMHS",
    "adult_psychiatry": "Adult Psychiatry", "icu_stepdown": "Critical Care", "palliative_care": "Palliative Medicine",
    "discharge_letter": "General Medicine", "ed_reattendance": "Emergency Medicine",
}


LABR = {"Hb": (78, 162, "%.0f"), "WCC": (2.1, 24, "%.1f"), "Plt": (45, 610, "%.0f"), "Na": (122, 148, "%.0f"), "K": (2.9, 6.1, "%.1f"),
        "Urea": (2.5, 31, "%.1f"), "Creat": (48, 420, "%.0f"), "eGFR": (11, 90, "%.0f"), "CRP": (1, 320, "%.0f"), "ALT": (8, 410, "%.0f"),
        "Bili": (3, 88, "%.0f"), "Alb": (18, 46, "%.0f"), "INR": (0.9, 4.2, "%.1f"), "Mg": (0.5, 1.1, "%.2f"), "Lactate": (0.5, 6.5, "%.1f"),
        "Trop": (3, 2400, "%.0f")}


class Ctx:
    def __init__(self, rng, code, genre):
        self.r = r = rng
        self.code = code
        self.genre = genre
        self.L = L = Locale(code, rng)
        self.us = code == "US"
        self.dot = "." if L.dot else ""
        self.d0 = dt.date(2019, 1, 1) + dt.timedelta(days=r.randrange(0, 2370))
        lo, hi = AGE_RANGE[genre]
        if genre == "maternity":
            sex = "F"
        else:
            sex = r.choice("MF")
        self.sex = sex
        self.pt = self.new_person("PATIENT", sex, middle=r.random() < 0.5)
        self.age = r.randint(lo, hi)
        days = r.randrange(0, 365)
        try:
            self.dob = self.d0.replace(year=self.d0.year - self.age) - dt.timedelta(days=days)
        except ValueError:
            self.dob = self.d0.replace(year=self.d0.year - self.age, day=28) - dt.timedelta(days=days)
        if genre == "neonatal":
            self.dob = self.d0 - dt.timedelta(days=r.randrange(0, 12))
        self.addr = L.address()
        kids = genre in ("neonatal", "paediatric_ward")
        self.hosp = r.choice(L.d["childrens"] if kids and r.random() < 0.5 else L.d["hospitals"])
        self.hosp2 = r.choice([h for h in L.d["hospitals"] if h != self.hosp])
        self.ward = r.choice(L.d["wards"])
        self.bed = str(r.randrange(1, 32))
        self.room = r.choice(["%d%s" % (r.randrange(2, 9), "%02d" % r.randrange(1, 40)), "%d%s" % (r.randrange(100, 999), r.choice(["", "A", "B"]))])
        self.bay = str(r.randrange(1, 8))
        self.mrn = idgen(r, L, "MRN")
        self.nat = idgen(r, L, "NATIONAL_HEALTH") if code != "US" or self.age >= 65 else idgen(r, L, "PLAN")
        self.ssn = idgen(r, L, "SSN")
        self.acct = idgen(r, L, "ACCOUNT")
        self.plan = idgen(r, L, "PLAN")
        self.domain = self.make_domain(self.hosp)
        self.pt_phone = L.phone("mobile")
        self.home_phone = L.phone("land")
        roles = ROLES[code]
        self.att = self.new_staff(roles["att"])
        self.res = self.new_staff(roles["res"])
        self.res2 = self.new_staff(roles["res"])
        self.nurse = self.new_staff(roles["nurse"])
        self.nurse2 = self.new_staff(roles["nurse"])
        self.np = self.new_staff(roles["np"])
        self.ahp = [self.new_staff([x]) for x in r.sample(roles["ahp"], min(3, len(roles["ahp"])))]
        self.gp = self.new_staff([("GP", "MBBS" if code != "US" else "MD")])
        self.practice = r.choice(L.d["practices"])
        self.practice_addr = L.address()
        self.specialty = SPECIALTY_TITLES[genre]
        self.family = {}
        self.occ = r.choice(pools.PROFESSIONS)
        self.retired = self.age >= 67

    def make_domain(self, hosp):
        r = self.r
        words = [w for w in hosp.replace("'", "").replace(".", "").replace("-", " ").split()
                 if w.lower() not in ("of", "the", "at", "and", "hospital", "medical", "center", "centre", "health", "service", "sciences")]
        stem = "".join(w.lower() for w in words)
        if r.random() < 0.4:
            stem = "".join(w[0].lower() for w in hosp.replace("-", " ").split() if w[0].isalpha() and w.lower() not in ("of", "the", "at"))
        stem = "".join(ch for ch in stem if ch.isascii() and ch.isalnum())
        tld = {"US": [".org", "health.org", "-health.org"], "UK": [".nhs.uk", "-tr.nhs.uk"], "CA": [".ca", "health.ca"],
               "AU": [".health.gov.au", ".org.au"], "IE": [".hse.ie", ".ie"], "NZ": [".health.nz", ".co.nz"],
               "ZA": [".gov.za", ".co.za"]}[self.code]
        return stem + r.choice(tld)

    # ---------------------------------------------------------------- people
    def new_person(self, typ, sex=None, middle=False, last=None):
        r = self.r
        sex = sex or r.choice("MF")
        first = r.choice(pools.FEMALE if sex == "F" else pools.MALE)
        mid = None
        if middle:
            mid = r.choice(pools.FEMALE if sex == "F" else pools.MALE)
        return Person(first, last or r.choice(pools.SURNAMES), sex, typ, mid)

    def new_staff(self, options):
        r = self.r
        role, cred = r.choice(options)
        sex = r.choice("MF")
        first = r.choice(pools.FEMALE if sex == "F" else pools.MALE)
        return Staff(first, r.choice(pools.SURNAMES), sex, role, cred, r.choice(pools.MALE + pools.FEMALE) if r.random() < 0.3 else None)

    def spouse(self):
        if not hasattr(self, "_spouse"):
            x = self.r.random()
            self._spouse = ("wife" if self.sex == "M" else "husband") if x < 0.92 else ("husband" if self.sex == "M" else "wife")
        return self._spouse

    def rel(self, relation):
        """Relative of the patient, cached per relation."""
        if relation in self.family:
            return self.family[relation]
        r = self.r
        sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
               "brother": "M", "partner": None, "niece": "F", "nephew": "M", "grandmother": "F", "grandfather": "M",
               "aunt": "F", "uncle": "M", "friend": None, "neighbour": None, "neighbor": None, "carer": None,
               "stepfather": "M", "foster carer": None, "granddaughter": "F", "grandson": "M"}.get(relation)
        same = relation in ("son", "daughter", "mother", "father", "sister", "brother", "grandmother", "grandfather",
                            "husband", "wife", "grandson", "granddaughter") and r.random() < 0.65
        p = self.new_person("FAMILY", sex, last=self.pt.last if same else None)
        self.family[relation] = p
        return p

    # ---------------------------------------------------------------- pieces
    def date(self, offset=0, style="num"):
        return P(self.L.date(self.d0 + dt.timedelta(days=offset), style), "DATE")

    def dob_p(self, style="num"):
        return P(self.L.date(self.dob, style), "DATE")

    def age_p(self, words=False):
        if words and self.age >= 20:
            return P(numword(self.age), "AGE")
        return P(str(self.age), "AGE")

    def sexletter(self):
        return self.sex

    def pname(self, form=None):
        r = self.r
        pt = self.pt
        form = form or r.choice(["title", "title", "title", "full", "first", "last"])
        if form == "title":
            return [pt.title(self.L, married=None if pt.sex == "F" else None) + " ", pt.l()]
        if form == "full":
            return pt.full()
        if form == "first":
            return pt.f()
        if form == "last":
            return pt.l()
        if form == "fml":
            return pt.fml()
        if form == "inits":
            return pt.inits()
        if form == "caps":
            return pt.lf(caps=True, mid=True)
        if form == "lf":
            return pt.lf()
        raise ValueError(form)

    def he(self):
        return "he" if self.sex == "M" else "she"

    def He(self):
        return self.he().capitalize()

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    def mf(self):
        return "man" if self.sex == "M" else "woman"

    def phone(self, kind="land"):
        return P(self.L.phone(kind), "PHONE")

    def fax(self):
        return P(self.L.phone("land"), "FAX")

    def hosp_p(self, short_ok=True):
        ab = self.L.d["abbr"].get(self.hosp)
        if short_ok and ab and self.r.random() < 0.3:
            return P(ab, "HOSPITAL")
        return P(self.hosp, "HOSPITAL")

    def addr_pieces(self, a=None, multiline=False):
        a = a or self.addr
        sep = "\n" if multiline else ", "
        out = [P(a["street"], "STREET"), sep, P(a["city"], "CITY")]
        c = self.code
        if c in ("US", "CA"):
            out += [", " if not multiline else ", ", P(a["state"][1], "STATE"), "  " if c == "CA" and multiline else " ", P(a["zip"], "ZIP")]
        elif c == "AU":
            out += [" ", P(a["state"][1], "STATE"), " ", P(a["zip"], "ZIP")]
        elif c == "UK":
            if "county" in a:
                out += [sep, P(a["county"], "CITY")]
            out += [sep, P(a["zip"], "ZIP")]
        elif c == "IE":
            out += [sep, P(a["county"], "CITY"), sep, P(a["zip"], "ZIP")]
        elif c == "NZ":
            out += [" ", P(a["zip"], "ZIP")]
        elif c == "ZA":
            out += [sep, P(a["state"][0], "STATE"), sep, P(a["zip"], "ZIP")]
        return out

    def city_p(self, a=None):
        return P((a or self.addr)["city"], "CITY")

    def state_long(self):
        if "state" in self.addr:
            return P(self.addr["state"][0], "STATE")
        return None

    def ward_p(self):
        return P(self.ward, "HOSPITAL")

    def dr(self, s, form=None):
        return s.dr(self.L, form)

    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def country(self):
        return P(self.r.choice(pools.COUNTRIES), "COUNTRY")

    def profession(self, retired_ok=True):
        r = self.r
        p = r.choice(pools.PROFESSIONS)
        return p

    def occ_p(self):
        """the patient's own occupation, stable through the note"""
        return P(self.occ, "PROFESSION")

    def mr(self, s):
        """Mr/Ms for a surgeon (UK-style) or Dr."""
        if self.code in ("US", "CA"):
            return "Dr."
        if self.r.random() < 0.25:
            return "Dr"
        return "Mr" if s.sex == "M" else self.r.choice(["Ms", "Miss", "Mrs"])

    def job(self):
        p = self.r.choice(pools.PROFESSIONS)
        from core import an
        return [an(p) + " ", P(p, "PROFESSION")]

    def acc(self):
        return P(idgen(self.r, self.L, "ACC"), "IDNUM")

    def idn(self, kind, typ):
        return P(idgen(self.r, self.L, kind), typ)

    # ---------------------------------------------------------------- labels per locale
    def nat_label(self):
        if self.code == "US" and self.age < 65:
            return "Medicaid ID" if self.r.random() < 0.4 else "Member ID"
        return {"US": "Medicare MBI", "UK": "NHS No", "CA": "Health Card #", "AU": "Medicare No", "IE": "Medical Card No",
                "NZ": "NHI", "ZA": "Medical aid no"}[self.code]

    def ssn_label(self):
        return {"US": "SSN", "UK": "NI No", "CA": "SIN", "AU": "TFN", "IE": "PPSN", "NZ": "IRD No", "ZA": "ID No"}[self.code]

    def mrn_label(self):
        return self.pick({"US": ["MRN", "MR#", "Med Rec #", "MRN#"], "UK": ["Hosp No", "Hospital Number", "MRN", "RXH No"],
                          "CA": ["MRN", "Chart #"], "AU": ["URN", "UR No", "MRN"], "IE": ["MRN", "Hospital No", "Chart No"],
                          "NZ": ["Hospital No", "MRN"], "ZA": ["Folder No", "Hospital No", "MRN"]}[self.code])

    def lic_label(self, s):
        c = self.code
        if c == "US":
            return self.pick(["NPI", "NPI #", "State Lic"])
        return {"UK": "GMC", "CA": "CPSO #", "AU": "AHPRA", "IE": "IMC No", "NZ": "MCNZ", "ZA": "HPCSA"}[c]

    def lic_val(self, s):
        c = self.code
        if c == "US":
            return P(idgen(self.r, self.L, "NPI"), "LICENSE")
        return P(idgen(self.r, self.L, "MEDLIC"), "LICENSE")

    def ed(self):
        return {"US": "ED", "UK": "ED", "CA": "ED", "AU": "ED", "IE": "ED", "NZ": "ED", "ZA": "casualty"}[self.code] if self.r.random() < 0.8 else \
            {"US": "ER", "UK": "A&E", "CA": "emerg", "AU": "ED", "IE": "ED", "NZ": "ED", "ZA": "EC"}[self.code]

    def bleep(self):
        return self.r.choice(["pager", "pgr", "beeper"]) if self.code in ("US", "CA") else "bleep"

    def mum(self):
        return {"US": "mom", "CA": "mom"}.get(self.code, "mum")

    # ---------------------------------------------------------------- sections
    def header(self, b, title=None):
        r = self.r
        L = self.L
        style = r.choice(["kv", "kv", "line", "sticker", "table"])
        if title:
            b.line(title)
            if r.random() < 0.5:
                b.line("=" * len(title))
        if style == "kv":
            b.line("Patient: {n}", n=r.choice([self.pt.full(), self.pt.lf(caps=True, mid=True), self.pt.fml(), self.pt.lf()]))
            b.line("DOB: {d}   Age: {a}   Sex: {s}", d=self.dob_p(), a=self.age_p(), s=self.sex)
            b.line("{l} {m}", l=self.mrn_label(), m=P(self.mrn, "MRN"))
            if r.random() < 0.6:
                b.line("{l}: {v}", l=self.nat_label(), v=P(self.nat, "HEALTHPLAN"))
            if self.code in ("US", "ZA") and r.random() < 0.2:
                b.line("{l}: {v}", l=self.ssn_label(), v=P(self.ssn, "SSN"))
            if r.random() < 0.5:
                b.line("Address: {a}", a=self.addr_pieces())
            if r.random() < 0.45:
                b.line("Tel: {p}", p=P(self.pt_phone, "PHONE"))
            if r.random() < 0.5:
                b.line("Location: {h}, {w}, {bed}", h=self.hosp_p(), w=self.ward_p(),
                       bed=r.choice([["Bed ", P(self.bed, "LOCATION_OTHER")], ["Room ", P(self.room, "LOCATION_OTHER")],
                                     ["Bay ", P(self.bay, "LOCATION_OTHER"), " Bed ", P(self.bed, "LOCATION_OTHER")]]))
            if r.random() < 0.4:
                b.line("Encounter: {e}", e=P(self.acct, "ACCOUNT"))
        elif style == "line":
            b.line("{n} | {l} {m} | DOB {d} | {a}{s} | {h}",
                   n=self.pt.lf(caps=True, mid=r.random() < 0.5), l=self.mrn_label(), m=P(self.mrn, "MRN"), d=self.dob_p(),
                   a=self.age_p(), s=self.sex, h=self.hosp_p())
            if r.random() < 0.6:
                b.line("Acct {a} | Rm {rm} | Attending: {att}", a=P(self.acct, "ACCOUNT"), rm=P(self.room, "LOCATION_OTHER"),
                       att=self.att.fi_last() if r.random() < 0.5 else self.att.lf())
        elif style == "sticker":
            b.line("Name: {t} {n}    {l}: {m}", t=self.pt.title(L), n=[P(self.pt.first + " " + self.pt.last.upper(), "PATIENT")],
                   l=self.mrn_label(), m=P(self.mrn, "MRN"))
            b.line("DOB: {d} ({a}y)    {nl}: {nv}", d=self.dob_p(), a=self.age_p(), nl=self.nat_label(), nv=P(self.nat, "HEALTHPLAN"))
            b.line("{a}", a=self.addr_pieces())
            if r.random() < 0.5:
                b.line("GP: {g}, {pr}", g=self.dr(self.gp), pr=P(self.practice, "HOSPITAL"))
        else:
            b.line("| Field | Value |")
            b.line("|---|---|")
            b.line("| Name | {n} |", n=self.pt.full())
            b.line("| DOB | {d} |", d=self.dob_p())
            b.line("| Age | {a} |", a=self.age_p())
            b.line("| {l} | {m} |", l=self.mrn_label(), m=P(self.mrn, "MRN"))
            if r.random() < 0.6:
                b.line("| {l} | {v} |", l=self.nat_label(), v=P(self.nat, "HEALTHPLAN"))
            b.line("| Site | {h} |", h=self.hosp_p())
            if r.random() < 0.6:
                b.line("| Ward/Bed | {w} / {bd} |", w=self.ward_p(), bd=P(self.bed, "LOCATION_OTHER"))
            if r.random() < 0.5:
                b.line("| Visit | {a} |", a=P(self.acct, "ACCOUNT"))
        b.t("\n")

    def signature(self, b, s=None, when=0):
        r = self.r
        L = self.L
        s = s or self.pick([self.res, self.att, self.res2])
        style = r.choice(["esign", "block", "simple", "bleep", "dictated"])
        tm = "%02d:%02d" % (r.randrange(6, 23), r.randrange(60))
        if style == "esign":
            b.line("Electronically signed by {n} on {d} at {t}{u}", n=s.signed(L), d=self.date(when), t=tm,
                   u=[" (user: ", s.username(r), ")"] if r.random() < 0.6 else "")
        elif style == "block":
            b.line("{n}", n=s.signed(L))
            b.line("{role}, {sp}", role=s.role, sp=self.specialty)
            if r.random() < 0.7:
                b.line("{ll} {lv}", ll=self.lic_label(s), lv=self.lic_val(s))
            if r.random() < 0.5:
                b.line("{k} {p}", k=r.choice([self.bleep().capitalize(), "Ext", "Tel"]), p=P(L.pager() if r.random() < 0.6 else L.phone(), "PHONE"))
            if r.random() < 0.3:
                b.line("{e}", e=s.email(r, self.domain))
        elif style == "simple":
            b.line("{n} {d} {t}", n=s.signed(L), d=self.date(when), t=tm)
        elif style == "bleep":
            b.line("{x} ({role}) {bl} {p}", bl=self.bleep(), x=s.dr(L) if s.is_dr else s.full(), role=s.role, p=P(L.pager(), "PHONE"))
        else:
            b.line("Dictated by {n}; transcribed by {tr} on {d}", n=s.signed(L),
                   tr=P(r.choice("abcdefghjklmnprstw") + r.choice("abcdefghjklmnprstw"), "DOCTOR"), d=self.date(when + r.randrange(0, 3)))
            b.line("{a}/{bb}", a=s.inits(dots=False), bb=P(r.choice("abcdefghjklmnprstw") + r.choice("abcdefghjklmnprstw"), "DOCTOR"))

    def social(self, b, heading="Social history"):
        r = self.r
        b.line("{h}:", h=heading)
        items = []
        liv = r.choice([self.spouse(), "partner", "daughter", "son", None, None])
        if liv:
            p = self.rel(liv)
            items.append(["Lives with ", liv, " ", p.full() if r.random() < 0.5 else p.f(), " in a ",
                          r.choice(["two-storey house", "ground-floor flat" if self.code != "US" else "ranch house", "bungalow", "apartment", "terraced house"]),
                          " in ", self.city_p()])
        else:
            items.append(["Lives alone in ", self.city_p(), r.choice([", independent with ADLs", ", uses a stick outdoors", ""])])
        if self.age >= 66 and r.random() < 0.8:
            items.append(["Retired ", P(r.choice(pools.PROFESSIONS), "PROFESSION")])
        elif self.age >= 16:
            if r.random() < 0.6:
                items.append(["Works as ", self.job(), " at ", P(r.choice(self.L.d["employers"]), "ORGANIZATION")])
            else:
                items.append(["Occupation: ", P(r.choice(pools.PROFESSIONS), "PROFESSION")])
        items.append([r.choice(["Never smoker", "Current smoker 10/day", "Smokes 20 pack-years"])])
        if r.random() < 0.5:
            items[-1] = ["Ex-smoker, quit in ", P(str(self.d0.year - r.randrange(2, 30)), "DATE")]
        items.append([r.choice(["Alcohol: nil", "Alcohol ~14 units/week", "Social drinker", "Drinks 2-3 beers nightly"])])
        if r.random() < 0.4:
            items.append(["Born in ", self.country(), ", moved to ", self.city_p(), " in ", P(str(self.d0.year - r.randrange(3, 40)), "DATE")])
        if r.random() < 0.45:
            k = r.choice(["daughter", "son", "niece", "neighbour" if self.code != "US" else "neighbor", "friend"])
            p = self.rel(k)
            items.append(["NOK: ", p.full(), " (", k, ") ", self.phone("mobile")])
        for it in items:
            b.line("- {x}", x=it)
        b.t("\n")

    def family_hx(self, b):
        r = self.r
        b.line("Family history:")
        fa = r.randrange(48, 92)
        mo = r.randrange(50, 98)
        b.line("- Father died at {a} of {c}", a=P(str(fa), "AGE"), c=r.choice(["MI", "lung cancer", "a stroke", "COPD", "unknown causes"]))
        b.line("- Mother {m}", m=r.choice([["alive, ", P(str(mo), "AGE"), ", with ", r.choice(["T2DM", "hypertension", "dementia", "AF"])],
                                            ["died aged ", P(str(mo), "AGE"), " (", r.choice(["breast cancer", "heart failure", "old age"]), ")"]]))
        if r.random() < 0.5:
            b.line("- Sister {n} has {c}", n=self.rel("sister").f(), c=r.choice(["type 1 diabetes", "coeliac disease", "MS", "bipolar disorder"]))
        b.t("\n")

    def labs(self, b, days=(-2, -1, 0)):
        r = self.r
        b.line("Results:")
        names = r.sample(["Hb", "WCC", "Plt", "Na", "K", "Urea", "Creat", "eGFR", "CRP", "ALT", "Bili", "Alb", "INR", "Mg", "Lactate", "Trop"], 6)
        cols = [self.date(d, r.choice(["short", "num"])) for d in days]
        b.f("{x}", x="Test    ")
        for i, c in enumerate(cols):
            b.f("| {c} ", c=c)
        b.t("\n")
        for n in names:
            b.t(n.ljust(8))
            lo, hi, fmt = LABR[n]
            for _ in days:
                b.t("| %s " % (fmt % (lo + r.random() * (hi - lo))))
            b.t("\n")
        if r.random() < 0.6:
            b.line("Sample no. {s} ({d})", s=self.acc(), d=self.date(days[-1]))
        b.t("\n")
