"""A per-note case: patient, family, staff, places and identifiers."""

from core import P, pick, chance
import phi
import pools

GENOTYPES = [
    # key, short, long, group, weight
    ("SS", "HbSS", "sickle cell anaemia (HbSS)", "scd", 30),
    ("SC", "HbSC", "HbSC disease", "scd", 12),
    ("SB0", "HbS/beta0 thalassaemia", "sickle beta-zero thalassaemia", "scd", 6),
    ("SB+", "HbS/beta+ thalassaemia", "sickle beta-plus thalassaemia", "scd", 4),
    ("SDP", "HbSD-Punjab", "HbSD-Punjab disease", "scd", 2),
    ("TM", "beta thalassaemia major", "transfusion-dependent beta thalassaemia", "thal", 14),
    ("EB", "HbE/beta thalassaemia", "HbE/beta thalassaemia", "thal", 5),
    ("HH", "HbH disease", "HbH disease (alpha thalassaemia)", "thal", 3),
    ("TI", "beta thalassaemia intermedia", "non-transfusion-dependent beta thalassaemia", "thal", 3),
]

US_SPELL = {"thalassaemia": "thalassemia", "anaemia": "anemia", "haem": "hem",
            "Haem": "Hem", "paediatric": "pediatric", "Paediatric": "Pediatric"}


class Case:
    def __init__(self, rng, country, lower, age_range=(1, 45), group=None, genre="", keys=None, sex=None):
        self.rng = rng
        self.country = country
        self.lower = lower
        self.us = country in ("US", "CA")
        self.used = set()
        self.sex = sex or pick(rng, ["F", "M"])
        gens = [g for g in GENOTYPES if (group is None or g[3] == group) and (keys is None or g[0] in keys)]
        tot = sum(g[4] for g in gens)
        x = rng.random() * tot
        for g in gens:
            x -= g[4]
            if x < 0:
                break
        self.gkey, self.gshort, self.glong, self.group = g[0], self.sp(g[1]), self.sp(g[2]), g[3]
        self.enc = phi.rand_date(rng, 2016, 2024)
        if self.enc.weekday() >= 5 and genre not in ("pain_crisis_admission", "telephone_advice_log"):
            self.enc = phi.add_days(self.enc, 7 - self.enc.weekday())
        self.age = rng.randint(*age_range)
        self.dob = phi.years_before(self.enc, self.age, rng)
        self.pt = self.person("PATIENT", self.sex, middle=chance(rng, 0.35))
        fam_last = self.pt.last
        self.mother = self.person("FAMILY", "F", last=fam_last if chance(rng, 0.7) else None)
        self.father = self.person("FAMILY", "M", last=fam_last if chance(rng, 0.8) else None)
        self.sib = self.person("FAMILY", pick(rng, ["F", "M"]), last=fam_last)
        self.partner = self.person("FAMILY", "M" if self.sex == "F" else "F")
        self.addr = phi.Address(rng, country)
        hpool = [h for h in pools.HOSPITALS[country] if genre.startswith("antenatal") or "Women" not in h]
        self.hosp = P("HOSPITAL", pick(rng, hpool))
        others = [h for h in pools.HOSPITALS[country] if h != self.hosp[0]]
        self.hosp2 = P("HOSPITAL", pick(rng, others))
        self.gp_practice = P("HOSPITAL", pick(rng, pools.GP_PRACTICE[country]))
        self.pharmacy = P("HOSPITAL", pick(rng, pools.PHARMACIES[country]))
        self.ward = P("HOSPITAL", pick(rng, pools.WARDS))
        self.day_unit = P("HOSPITAL", pick(rng, pools.DAY_UNITS))
        self.school = P("ORGANIZATION", pick(rng, pools.SCHOOLS[country]))
        self.college = P("ORGANIZATION", pick(rng, pools.COLLEGES[country]))
        self.employer = P("ORGANIZATION", pick(rng, pools.EMPLOYERS))
        self.origin = P("COUNTRY", pick(rng, pools.ORIGIN_COUNTRIES))
        self.mrn = phi.mrn(rng, country)
        self.hlab, self.hno = phi.health_no(rng, country, self.addr.region[1])
        s = phi.ssn(rng, country)
        self.ssn_lab, self.ssn = s if s else (None, None)
        self.acct_lab, self.acct = phi.account(rng, country)
        self.home_tel = P("PHONE", phi.phone(rng, country, "land"))
        self.mob = P("PHONE", phi.phone(rng, country, "mobile"))
        self.mum_mob = P("PHONE", phi.phone(rng, country, "mobile"))
        self.dad_mob = P("PHONE", phi.phone(rng, country, "mobile"))
        if self.age < 1:
            self.weight = rng.randint(4, 9)
        elif self.age < 13:
            self.weight = 2 * self.age + 8 + rng.randint(-3, 5)
        else:
            self.weight = rng.randint(42, 92)
        self.staff = {}
        self.drug = self.t("hu") if self.group == "scd" else pick(rng, ["deferasirox", "deferiprone", self.t("dfo")])
        self.prof_pt = P("PROFESSION", pick(rng, pools.PROFESSIONS))
        self.prof_mum = P("PROFESSION", pick(rng, pools.PROFESSIONS))
        self.prof_dad = P("PROFESSION", pick(rng, pools.PROFESSIONS))

    # -- helpers ------------------------------------------------------
    def sp(self, s):
        if self.us:
            for k in sorted(US_SPELL):
                s = s.replace(k, US_SPELL[k])
        return s

    def person(self, typ, sex, last=None, middle=False):
        rng = self.rng
        firsts = {u[0] for u in self.used}
        lasts = {u[1] for u in self.used}
        doc_lasts = {u[1] for u in self.used if u[2] == "DOCTOR"}
        while True:
            first = pick(rng, pools.FIRST_F if sex == "F" else pools.FIRST_M)
            l = last or pick(rng, pools.SURNAMES)
            bad = first in firsts or (typ == "DOCTOR" and l in lasts) or (typ != "DOCTOR" and l in doc_lasts)
            if not bad:
                break
            last = None
        self.used.add((first, l, typ))
        mid = chr(65 + rng.randrange(26)) if middle else None
        return phi.Person(first, l, sex, typ, mid)

    def doc(self, role):
        """Staff member for a role; the same person reused within the note."""
        if role not in self.staff:
            self.staff[role] = self.person("DOCTOR", pick(self.rng, ["F", "M"]),
                                           middle=chance(self.rng, 0.2))
        return self.staff[role]

    @property
    def child(self):
        return self.age < 16

    def he(self, cap=False):
        s = "she" if self.sex == "F" else "he"
        return s.capitalize() if cap else s

    def his(self, cap=False):
        s = "her" if self.sex == "F" else "his"
        return s.capitalize() if cap else s

    def him(self):
        return "her" if self.sex == "F" else "him"

    def son(self):
        return "daughter" if self.sex == "F" else "son"

    def parent(self):
        return self.mother if chance(self.rng, 0.7) else self.father

    def rel(self, p):
        return "mother" if p is self.mother else ("father" if p is self.father else "partner")

    def date(self, d=None, styles=None):
        return phi.dseg(self.rng, d or self.enc, self.country, styles)

    def before(self, lo, hi):
        return phi.add_days(self.enc, -self.rng.randint(lo, hi))

    def after(self, lo, hi):
        d = phi.add_days(self.enc, self.rng.randint(lo, hi))
        if d.weekday() >= 5:
            d = phi.add_days(d, 7 - d.weekday())
        return d

    def age_s(self, form=None):
        return phi.age_seg(self.rng, self.age, self.sex, form)

    def dob_s(self, styles=None):
        return phi.dseg(self.rng, self.dob, self.country, styles or ["num", "num", "long", "dmon", "num_us", "iso", "abbr"])

    def phone(self, kind="land"):
        return P("PHONE", phi.phone(self.rng, self.country, kind))

    def fax(self):
        return P("FAX", phi.phone(self.rng, self.country, "land"))

    def bleep(self):
        return P("PHONE", phi.bleep(self.rng))

    def lic(self, nurse=False):
        return phi.licence(self.rng, self.country, nurse)

    # terminology
    def t(self, key):
        c = self.country
        table = {
            "ed": {"UK": "A&E", "IE": "ED", "US": "ER", "CA": "ED", "AU": "ED"},
            "gp": {"UK": "GP", "IE": "GP", "US": "PCP", "CA": "family physician", "AU": "GP"},
            "hb": {"UK": "haemoglobin", "IE": "haemoglobin", "US": "hemoglobin", "CA": "hemoglobin",
                   "AU": "haemoglobin"},
            "haem": {"UK": "Haematology", "IE": "Haematology", "US": "Hematology", "CA": "Hematology",
                     "AU": "Haematology"},
            "paed": {"UK": "Paediatric", "IE": "Paediatric", "US": "Pediatric", "CA": "Pediatric",
                     "AU": "Paediatric"},
            "reg": {"UK": "SpR", "IE": "SpR", "US": "fellow", "CA": "fellow", "AU": "registrar"},
            "cons": {"UK": "Consultant Haematologist", "IE": "Consultant Haematologist",
                     "US": "Attending Hematologist", "CA": "Staff Hematologist", "AU": "Consultant Haematologist"},
            "hbu": {"UK": "g/L", "IE": "g/L", "US": "g/dL", "CA": "g/L", "AU": "g/L"},
            "emerg": {"UK": "999", "IE": "112", "US": "911", "CA": "911", "AU": "000"},
            "para": {"UK": "paracetamol", "IE": "paracetamol", "US": "acetaminophen", "CA": "acetaminophen",
                     "AU": "paracetamol"},
            "hu": {"UK": "hydroxycarbamide", "IE": "hydroxycarbamide", "US": "hydroxyurea",
                   "CA": "hydroxyurea", "AU": "hydroxyurea"},
            "dfo": {"UK": "desferrioxamine", "IE": "desferrioxamine", "US": "deferoxamine",
                    "CA": "deferoxamine", "AU": "desferrioxamine"},
            "mum": {"UK": "mum", "IE": "mam", "US": "mom", "CA": "mom", "AU": "mum"},
        }
        return table[key][c]

    def hb(self, base=None):
        """Haemoglobin value string in the country's unit."""
        v = base if base is not None else self.rng.randint(62, 118)
        if self.country == "US":
            return "%.1f g/dL" % (v / 10.0)
        return "%d g/L" % v

    def nhs_line(self):
        return [self.hlab + " ", self.hno]

    def id_block(self, rng, sep="\n", ssn_p=0.5):
        """Standard patient identifier header pieces."""
        out = ["Name: ", pick(rng, [self.pt.LF(), self.pt.full(), self.pt.lf()]), sep,
               "DOB: ", self.dob_s(), sep,
               pick(rng, ["MRN: ", "Hosp No: ", "Unit No: ", "MRN ", "URN: "]) if self.country != "AU"
               else pick(rng, ["URN: ", "UR No: ", "MRN: "]), self.mrn, sep,
               self.hlab + ": ", self.hno]
        if self.ssn and chance(rng, ssn_p):
            out += [sep, self.ssn_lab + ": ", self.ssn]
        return out
