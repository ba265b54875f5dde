"""Per-note context: the patient, relatives, care team, places and results."""
import datetime

import pools
from core import (chance, pick, wpick, make_person, title_for, make_address, phone, email_for, mrn, healthplan,
                  ssn, account, hospital, organisation, license_no, username_for, fmt_date, num_words,
                  DMY_STYLES, MDY_STYLES, CA_STYLES, url, digits, letters, WORK_DOMAINS)

ROLE_TITLES = {
    "neph": {"UK": ["Consultant Nephrologist", "Consultant Renal Physician"], "US": ["Attending Nephrologist", "Nephrologist"],
             "Canada": ["Nephrologist", "Staff Nephrologist"], "Australia": ["Staff Specialist, Renal Medicine", "Consultant Nephrologist", "Renal Physician"],
             "New Zealand": ["Consultant Renal Physician", "Nephrologist"], "Ireland": ["Consultant Nephrologist"]},
    "nurse": {"UK": ["Advanced Kidney Care Nurse Specialist", "Pre-dialysis CNS", "Renal Clinical Nurse Specialist"],
              "US": ["CKD Nurse Practitioner", "Nephrology Nurse Educator", "RN, CKD Care Coordinator"],
              "Canada": ["Multi-Care Kidney Clinic RN", "Nurse Practitioner, Kidney Care", "Renal Nurse Educator"],
              "Australia": ["CKD Clinical Nurse Consultant", "Renal Nurse Practitioner", "Kidney Supportive Care CNC"],
              "New Zealand": ["Renal Nurse Specialist", "Pre-dialysis Nurse Educator"],
              "Ireland": ["CNS Advanced Kidney Care", "Renal Nurse Specialist", "ANP Nephrology"]},
    "reg": {"UK": ["Renal Registrar", "Specialty Registrar (ST5) Renal"], "US": ["Nephrology Fellow"], "Canada": ["Nephrology Resident"],
            "Australia": ["Renal Advanced Trainee", "Renal Registrar"], "New Zealand": ["Renal Registrar"], "Ireland": ["SpR Nephrology"]},
}
CREDS = {"UK": ["MRCP", "FRCP", "MRCP(UK)"], "US": ["MD", "DO", "MD, FASN"], "Canada": ["MD, FRCPC", "MD"],
         "Australia": ["FRACP", "MBBS, FRACP"], "New Zealand": ["FRACP", "MBChB, FRACP"], "Ireland": ["MRCPI", "FRCPI"]}


NICKS = {"James": "Jim", "William": "Bill", "Robert": "Bob", "Thomas": "Tom", "Michael": "Mick", "Kenneth": "Ken",
         "Daniel": "Danny", "Matthew": "Matt", "Stephen": "Steve", "Andrew": "Andy", "Derek": "Del", "Philip": "Phil",
         "Margaret": "Peggy", "Elizabeth": "Betty", "Patricia": "Pat", "Susan": "Sue", "Valerie": "Val", "Gillian": "Gill",
         "Deborah": "Debbie", "Sandra": "Sandy", "Catriona": "Cat", "Alasdair": "Ally", "Pádraig": "Paddy", "Dafydd": "Dai",
         "Giuseppe": "Joe", "Salvatore": "Sal", "Francisco": "Paco", "Guadalupe": "Lupe", "Konstantinos": "Kostas",
         "Dimitrios": "Jim", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Funmilayo": "Funmi", "Krzysztof": "Chris",
         "Małgorzata": "Gosia", "Oleksandr": "Sasha", "Jean-François": "J-F", "Rodel": "Del", "Wiremu": "Bill",
         "Rawiri": "Dave", "Abdirahman": "Abdi", "Harpreet": "Harry", "Jaswinder": "Jas", "Rupinder": "Ruby"}


class Ctx:
    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        r = rng
        self.us = country == "US"
        self.si = country != "US"
        self.anaemia = "anemia" if country in ("US", "Canada") else "anaemia"
        self.haem = "hem" if country in ("US", "Canada") else "haem"
        start = datetime.date(2021, 2, 1)
        self.date = start + datetime.timedelta(days=r.randrange(0, 1600))
        while self.date.weekday() >= 5:
            self.date += datetime.timedelta(days=1)
        self.styles = {"US": MDY_STYLES, "Canada": CA_STYLES}.get(country, DMY_STYLES)
        self.dstyle = pick(r, self.styles)
        self.pt = make_person(r, country)
        self.title = title_for(r, self.pt, country)
        self.nick = None
        if chance(r, 0.3):
            if self.pt.middle and chance(r, 0.5):
                self.nick = self.pt.middle
            else:
                self.nick = NICKS.get(self.pt.first)
        self.age = int(wpick(r, [(r.randrange(22, 45), 1), (r.randrange(45, 65), 3), (r.randrange(65, 80), 4), (r.randrange(80, 98), 2)]))
        dob_y = self.date.year - self.age
        self.dob = datetime.date(dob_y, 1, 1) + datetime.timedelta(days=r.randrange(0, 364))
        if (self.dob.month, self.dob.day) > (self.date.month, self.date.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        self.addr = make_address(r, country)
        self.home = phone(r, country)
        self.mob = phone(r, country, "mobile")
        self.email = email_for(r, self.pt)
        self.mrn = mrn(r, country)
        self.mrn_label = pick(r, {"UK": ["Hosp No", "Hospital No.", "MRN", "Unit No"], "US": ["MRN", "MR#", "Med Rec #"],
                                  "Canada": ["MRN", "Chart #", "Hospital #"], "Australia": ["UR No", "MRN", "URN"],
                                  "New Zealand": ["Hospital No", "Patient No"], "Ireland": ["MRN", "Hospital No", "Chart No"]}[country])
        self.hp = healthplan(r, country)
        self.ssn = ssn(r, country)
        self.acct = account(r, country)
        self.prof = pick(r, pools.PROFESSIONS)
        self.retired = self.age >= 66 or chance(r, 0.15)
        self.employer = organisation(r, "job:" + self.prof)
        self.lang = pick(r, pools.LANGUAGES[self.pt.origin])
        self.fam = []
        for _ in range(r.randrange(1, 4)):
            sex = pick(r, "MF")
            rel = pick(r, pools.RELATIONS_M if sex == "M" else pools.RELATIONS_F)
            same = rel in ("wife", "husband", "son", "daughter", "brother", "sister") and chance(r, 0.6)
            p = make_person(r, country, sex=sex, origin=self.pt.origin, last=self.pt.last if same else None)
            for _ in range(5):
                if p.first != self.pt.first and all(p.first != f["p"].first for f in self.fam):
                    break
                p = make_person(r, country, sex=sex, origin=self.pt.origin, last=p.last)
            age, rel = self._rel_age(rel, sex)
            self.fam.append({"p": p, "rel": rel, "phone": phone(r, country, pick(r, ["mobile", "land"])), "age": age})
        self.friend = {"p": make_person(r, country), "rel": pick(r, pools.FRIENDS)}
        self.hosp = hospital(r, country)
        self.hosp2 = hospital(r, country)
        self.hosp_addr = make_address(r, country)
        self.hosp_phone = phone(r, country)
        self.hosp_fax = phone(r, country)
        self.dept_email = pick(r, ["akc.team", "renal.secretaries", "kidneycare", "ckd.clinic", "predialysis",
                                   "renal-admin", "nephrology.office"]) + "@" + pick(r, WORK_DOMAINS[country])
        self.sat = hospital(r, country, "satellite")
        self.practice = hospital(r, country, "practice")
        self.practice_addr = make_address(r, country)
        for k in ("city", "county", "state", "st", "zip"):
            self.practice_addr[k] = self.addr[k]
        z = self.addr["zip"]
        if country == "UK":
            self.practice_addr["zip"] = z.split(" ")[0] + " %d%s" % (r.randrange(1, 10), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        elif country == "Canada":
            self.practice_addr["zip"] = z[:3] + " %d%s%d" % (r.randrange(10), letters(r, 1, "ABCEGHJKLMNPRSTVWXYZ"), r.randrange(10))
        elif country == "Ireland":
            self.practice_addr["zip"] = z[:3] + " " + letters(r, 4, "ACDEFHKNPRTVWXY0123456789")
        self.practice_phone = phone(r, country)
        self.practice_fax = phone(r, country)
        self.pharmacy = hospital(r, country, "pharmacy")
        self.gp = make_person(r, country)
        self.neph = make_person(r, country)
        self.reg = make_person(r, country)
        self.nurse = make_person(r, country)
        self.diet = make_person(r, country)
        self.pharm = make_person(r, country)
        self.surg = make_person(r, country)
        self.coord = make_person(r, country)
        self.sw = make_person(r, country)
        self.sec = make_person(r, country)
        self.neph_title = pick(r, ROLE_TITLES["neph"][country])
        self.nurse_title = pick(r, ROLE_TITLES["nurse"][country])
        self.reg_title = pick(r, ROLE_TITLES["reg"][country])
        self.cred = pick(r, CREDS[country])
        self.lic = {k: license_no(r, country, k) for k in ("doctor", "nurse", "dietitian", "pharmacist")}
        self.surg_title = pick(r, ["Mr", "Mr", "Prof"] if self.surg.sex == "M" else ["Ms", "Miss", "Prof"]) \
            if country in ("UK", "Ireland") else "Dr"
        self.cause = pick(r, pools.CAUSES)
        cm = [c for c in pools.COMORBIDS if not (self.pt.sex == "F" and "prostat" in c)]
        self.comorb = r.sample(cm, r.randrange(3, 7))
        if "diabetic" in self.cause and not any("diabetes" in c for c in self.comorb):
            self.comorb.insert(0, "Type 2 diabetes mellitus")
        md = [m for m in pools.MEDS if not (self.pt.sex == "F" and "Tamsulosin" in m)]
        self.meds = r.sample(md, r.randrange(5, 11))
        self.series = self._series()
        self.kfre2 = round(r.uniform(3, 45), 1)
        self.kfre5 = round(min(95, self.kfre2 * r.uniform(1.8, 2.6)), 1)

    def _rel_age(self, rel, sex):
        r, a = self.rng, self.age
        if rel in ("wife", "husband", "partner"):
            g = a + r.randrange(-8, 9)
        elif rel in ("brother", "sister"):
            g = a + r.randrange(-10, 11)
        elif rel in ("son", "daughter", "son-in-law", "daughter-in-law"):
            g = a - r.randrange(22, 38)
        elif rel in ("niece", "nephew"):
            g = a - r.randrange(20, 40)
        elif rel in ("grandson", "granddaughter"):
            g = a - r.randrange(42, 60)
        else:
            g = a + r.randrange(20, 32)
            if g > 96:
                rel = "son" if sex == "M" else "daughter"
                g = a - r.randrange(22, 38)
        if g < 18:
            rel = "father" if sex == "M" else "mother"
            g = a + r.randrange(20, 32)
        return max(18, min(g, 99)), rel

    # ---------------- dates
    def D(self, d, style=None):
        return ("DATE", fmt_date(d, style or self.dstyle))

    def Dalt(self, d):
        return ("DATE", fmt_date(d, pick(self.rng, self.styles)))

    def ago(self, days):
        return self.date - datetime.timedelta(days=days)

    def ahead(self, days):
        return self.date + datetime.timedelta(days=days)

    def long_style(self):
        return {"US": "month_d_y", "Canada": "month_d_y"}.get(self.c, pick(self.rng, ["d_month_y", "dth_month_y", "d_month_y"]))

    # ---------------- names
    def P(self, style=None):
        p, r = self.pt, self.rng
        if style is None:
            style = pick(r, ["title_last", "title_last", "first", "title_full", "full"])
        if style == "title_last":
            return [self.title + " ", ("PATIENT", p.last)]
        if style == "title_full":
            return [self.title + " ", ("PATIENT", p.full)]
        if style == "full":
            return [("PATIENT", p.full)]
        if style == "fml":
            return [("PATIENT", p.fml)]
        if style == "first":
            return [("PATIENT", self.nick or p.first)]
        if style == "last_first_up":
            return [("PATIENT", p.last.upper() + ", " + p.first + ((" " + p.middle[0]) if p.middle else ""))]
        if style == "LAST_FIRST":
            return [("PATIENT", (p.last + ", " + p.first + ((" " + p.middle[0]) if p.middle else "")).upper())]
        if style == "last_first":
            return [("PATIENT", p.last + ", " + p.first)]
        if style == "FULL":
            return [("PATIENT", p.full.upper())]
        if style == "first_LAST":
            return [("PATIENT", p.first + " " + p.last.upper())]
        if style == "initials":
            i = p.initials
            return [("PATIENT", ".".join(i) + "." if chance(r, 0.4) else i)]
        if style == "last":
            return [("PATIENT", p.last)]
        raise ValueError(style)

    def Dr(self, p, style=None, cred=None):
        r = self.rng
        dr = "Dr." if self.c in ("US", "Canada") and chance(r, 0.6) else "Dr"
        if style is None:
            style = pick(r, ["dr_full", "dr_last", "dr_full"])
        if style == "dr_full":
            return [dr + " ", ("DOCTOR", p.full)]
        if style == "dr_last":
            return [dr + " ", ("DOCTOR", p.last)]
        if style == "full":
            return [("DOCTOR", p.full)] + ([", " + cred] if cred else [])
        if style == "init_last":
            return [("DOCTOR", p.first[0] + ". " + p.last)] + ([", " + cred] if cred else [])
        if style == "last_init":
            return [("DOCTOR", p.last + " " + p.first[0])]
        if style == "initials":
            return [("DOCTOR", p.initials)]
        if style == "first":
            return [("DOCTOR", p.first)]
        raise ValueError(style)

    def F(self, i=0, style=None):
        f = self.fam[i % len(self.fam)]
        p, r = f["p"], self.rng
        if style is None:
            style = pick(r, ["first", "full", "first"])
        return [("FAMILY", p.first if style == "first" else p.full)]

    def rel(self, i=0):
        return self.fam[i % len(self.fam)]["rel"]

    def poss(self):
        return "his" if self.pt.sex == "M" else "her"

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    # ---------------- ages
    def A(self, style=None, n=None):
        n = self.age if n is None else n
        r = self.rng
        if style is None:
            style = pick(r, ["yo", "year-old", "aged", "y", "yo_ns", "year-old"])
        if style == "year-old":
            return [("AGE", str(n)), "-year-old"]
        if style == "yo":
            return [("AGE", str(n)), " yo"]
        if style == "yo_ns":
            return [("AGE", str(n)), "yo"]
        if style == "y":
            return [("AGE", str(n)), "y"]
        if style == "aged":
            return ["aged ", ("AGE", str(n) if chance(r, 0.85) else num_words(n))]
        if style == "words":
            return [("AGE", num_words(n)), "-year-old"]
        if style == "sex":
            return [("AGE", str(n)), pick(r, [" ", ""]), self.pt.sex]
        if style == "bare":
            return [("AGE", str(n))]
        raise ValueError(style)

    # ---------------- ids
    def hp_pieces(self):
        return [self.hp[0] + ": ", ("HEALTHPLAN", self.hp[1])]

    def mrn_pieces(self):
        return [self.mrn_label + ": ", ("MRN", self.mrn)]

    def uname(self, p):
        return ("USERNAME", username_for(self.rng, p))

    def eml(self, p):
        return ("EMAIL", email_for(self.rng, p, self.c))

    def ph(self, kind="land"):
        return ("PHONE", phone(self.rng, self.c, kind))

    # ---------------- results
    def _series(self):
        r = self.rng
        n = r.randrange(4, 9)
        g = r.uniform(18, 42)
        slope = r.uniform(0.5, 7.0)
        pts = []
        d = self.date
        for i in range(n):
            pts.append((d, g + slope * i * 0.35 + r.uniform(-1.5, 1.5)))
            d = d - datetime.timedelta(days=r.randrange(75, 200))
        pts.reverse()
        out = []
        for d, eg in pts:
            eg = max(6, int(round(eg)))
            out.append({"d": d, "egfr": eg, "cr": self.creat(eg), "acr": round(r.uniform(3, 250), 1),
                        "hb": r.randrange(86, 128), "k": round(r.uniform(4.0, 6.3), 1), "bic": r.randrange(15, 27),
                        "po4": round(r.uniform(0.9, 2.1), 2), "pth": round(r.uniform(5, 60), 1),
                        "ferr": r.randrange(40, 650), "tsat": r.randrange(9, 42), "alb": r.randrange(29, 46)})
        return out

    def creat(self, egfr):
        k, a, f = (0.9, -1.2, 1.0) if self.pt.sex == "M" else (0.7, -1.2, 1.012)
        scr = k * (egfr / (142 * (0.9938 ** self.age) * f)) ** (1 / a)
        return int(round(scr * 88.4)) if self.si else round(scr, 2)

    def u(self, what):
        si = self.si
        return {"cr": "umol/L" if si else "mg/dL", "hb": "g/L" if si else "g/dL", "acr": "mg/mmol" if si else "mg/g",
                "po4": "mmol/L" if si else "mg/dL", "pth": "pmol/L" if si else "pg/mL", "alb": "g/L" if si else "g/dL"}[what]

    def val(self, pt, what):
        v = pt[what]
        if self.si:
            return str(v)
        conv = {"hb": lambda x: "%.1f" % (x / 10), "acr": lambda x: "%d" % round(x * 8.84),
                "po4": lambda x: "%.1f" % (x * 3.1), "pth": lambda x: "%d" % round(x * 9.43), "alb": lambda x: "%.1f" % (x / 10)}
        return conv[what](v) if what in conv else str(v)

    def stage(self, eg=None):
        eg = self.series[-1]["egfr"] if eg is None else eg
        g = "G5" if eg < 15 else "G4" if eg < 30 else "G3b" if eg < 45 else "G3a"
        acr = self.series[-1]["acr"]
        a = "A3" if acr > 30 else "A2" if acr >= 3 else "A1"
        return g + a

    def slope(self):
        s = self.series
        days = (s[-1]["d"] - s[0]["d"]).days or 1
        return round((s[0]["egfr"] - s[-1]["egfr"]) / days * 365.25, 1)
