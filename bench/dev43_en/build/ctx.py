"""Per-note context: the invented patient, relatives, staff and places."""
import datetime as dt

import content
import inst
from loc import Locale
from phi import P, num_words

CREDS = {
    "gp": {"US": ["MD", "DO", "MD", "MD, FAAFP"], "CA": ["MD, CCFP", "MD", "MD CCFP"], "UK": ["MBChB MRCGP", "MBBS MRCGP", "MRCGP", "MBBS"],
           "IE": ["MB MICGP", "MB BCh BAO", "MICGP"], "AU": ["MBBS FRACGP", "FRACGP", "MBBS"], "NZ": ["MBChB FRNZCGP", "FRNZCGP", "MBChB"]},
    "physician": {"US": ["MD", "DO"], "CA": ["MD, FRCPC", "MD"], "UK": ["MRCP", "FRCP", "MBBS"], "IE": ["MRCPI", "FRCPI"],
                  "AU": ["FRACP", "MBBS"], "NZ": ["FRACP", "MBChB"]},
    "nurse": {"US": ["RN", "BSN, RN", "RN", "LPN"], "CA": ["RN", "RPN", "RN"], "UK": ["RGN", "RN", "Staff Nurse"],
              "IE": ["RGN", "RNP", "CNM2"], "AU": ["RN", "CN", "RN"], "NZ": ["RN", "RN", "CNS"]},
    "np": {"US": ["FNP-C", "NP", "APRN", "PA-C"], "CA": ["NP-PHC", "NP"], "UK": ["ANP", "ACP"], "IE": ["RANP"], "AU": ["NP"], "NZ": ["NP"]},
    "pharmacist": {"US": ["PharmD", "RPh", "PharmD, BCACP"], "CA": ["RPh", "BScPharm"], "UK": ["MRPharmS", "MPharm"], "IE": ["MPSI"],
                   "AU": ["BPharm", "MPS"], "NZ": ["BPharm", "MPS"]},
    "clerk": None, "coordinator": {"US": ["RN, CCM", "MSW", "RN"], "CA": ["RN", "MSW"], "UK": ["RGN", ""], "IE": ["RGN", ""],
                                   "AU": ["RN", ""], "NZ": ["RN", ""]},
    "social": {"US": ["LCSW", "MSW"], "CA": ["MSW, RSW", "RSW"], "UK": ["SW", ""], "IE": ["MSW", ""], "AU": ["BSW", ""], "NZ": ["RSW", ""]},
    "tech": {"US": ["CCDS", "RCES", "CCT"], "CA": ["RCT", "CCDS"], "UK": ["", "CCDS"], "IE": ["", "CCDS"], "AU": ["", "CEPIA"], "NZ": ["", "CCDS"]},
}
DR_JOBS = ("gp", "physician")

RELS = [("wife", "F", "spouse"), ("husband", "M", "spouse"), ("partner", None, "spouse"), ("daughter", "F", "child"),
        ("son", "M", "child"), ("mother", "F", "parent"), ("father", "M", "parent"), ("sister", "F", "sib"),
        ("brother", "M", "sib"), ("neighbour", None, "other"), ("friend", None, "other"), ("carer", None, "other"),
        ("granddaughter", "F", "grandchild"), ("grandson", "M", "grandchild"), ("son-in-law", "M", "inlaw"),
        ("daughter-in-law", "F", "inlaw"), ("niece", "F", "other"), ("flatmate", None, "other")]


class Ctx:
    def __init__(self, rng, code, genre):
        self.r = rng
        self.code = code
        self.genre = genre
        self.L = Locale(code, rng)
        start = dt.date(2023, 1, 2)
        self.today = start + dt.timedelta(days=rng.randrange(0, 1395))
        self.pt = None
        self.v = None
        self.fam = []
        self.staff = []
        self._probs = None
        self._meds = None
        self._allergy = None
        self._job_said = False

    # ---------------------------------------------------------------- dates
    def days(self, n):
        return self.today + dt.timedelta(days=n)

    def wdays(self, n):
        """n days from today, moved off a weekend (appointments)."""
        x = self.today + dt.timedelta(days=n)
        while x.weekday() >= 5:
            x += dt.timedelta(days=1)
        return x

    def D(self, date=None, style=None):
        return self.L.d(date or self.today, style)

    def DH(self, date=None):
        return self.L.dh(date or self.today)

    def DW(self, date=None, **kw):
        return self.L.dwd(date or self.today, **kw)

    def wd(self, date, short=False):
        return self.L.d(date, "wd3" if short else "wd")

    # -------------------------------------------------------------- patient
    def patient(self, age=(18, 90), sex=None):
        r = self.r
        L = self.L
        years = r.randint(age[0], age[1])
        extra = r.randrange(0, 365)
        dob = self.today - dt.timedelta(days=int(years * 365.25) + extra)
        p = L.person("PATIENT", sex)
        p.dob = dob
        p.age = self.today.year - dob.year - ((self.today.month, self.today.day) < (dob.month, dob.day))
        p.age_months = (self.today.year - dob.year) * 12 + self.today.month - dob.month - (self.today.day < dob.day)
        p.addr = L.address()
        p.mobile = L.phone("mobile")
        p.home = L.phone("landline")
        p.email = p.email(inst.patient_mail_domain(L))
        p.mrn = L.mrn()
        p.nh = L.national_health()
        p.ssn = L.ssn()
        p.prof = None
        p.employer = None
        p.retired = False
        if 18 <= p.age <= 80:
            p.prof = self.profession()
            if p.age >= 67:
                p.retired = True
            elif r.random() < 0.75:
                p.employer = inst.employer(L)
        self.pt = p
        self.v = content.vocab(L, p.sex)
        self.v["_age"] = p.age
        return p

    def profession(self):
        r = self.r
        if r.random() < 0.2:
            return r.choice(content.PROF_LOCAL[self.code])
        return r.choice(content.PROFESSIONS)

    def relative(self, rel=None, kind=None):
        r = self.r
        pt = self.pt
        opts = RELS
        if kind:
            opts = [x for x in RELS if x[2] == kind]
        if rel:
            opts = [x for x in RELS if x[0] == rel]
        # keep ages plausible
        if pt.age < 16:
            opts = [x for x in opts if x[2] in ("parent", "sib")] or [("mother", "F", "parent")]
            if not rel and r.random() < 0.75:
                opts = [x for x in opts if x[2] == "parent"] or opts
        elif pt.age < 45:
            opts = [x for x in opts if x[2] not in ("grandchild", "inlaw")] or opts
            if pt.age < 26:
                opts = [x for x in opts if x[2] != "child"] or opts
        name, sex, kind2 = r.choice(opts)
        if name == "wife" and pt.sex == "F" and r.random() < 0.7:
            name, sex = "husband", "M"
        if name == "husband" and pt.sex == "M" and r.random() < 0.7:
            name, sex = "wife", "F"
        fam = None
        if kind2 in ("spouse", "child", "parent", "sib", "grandchild") and r.random() < 0.65:
            fam = pt.family
        q = self.L.person("FAMILY", sex, family=fam)
        if fam:
            from loc import polish_gender
            q.family = polish_gender(fam, q.sex)
        q.relation = name
        if kind2 == "spouse":
            q.age = max(18, pt.age + r.randint(-6, 6))
        elif kind2 == "child":
            q.age = max(1, pt.age - r.randint(22, 38))
        elif kind2 == "parent":
            q.age = pt.age + r.randint(21, 40)
        elif kind2 == "grandchild":
            q.age = max(1, pt.age - r.randint(45, 65))
        elif kind2 == "sib" and pt.age < 16:
            q.age = max(1, pt.age + r.randint(-5, 6))
        else:
            q.age = max(16, pt.age + r.randint(-15, 15))
        q.dob = self.today - dt.timedelta(days=int(q.age * 365.25) + r.randrange(1, 360))
        q.phone = self.L.phone("mobile")
        q.prof = self.profession() if 20 <= q.age <= 70 else None
        self.fam.append(q)
        return q

    def clin(self, job="gp", sex=None):
        r = self.r
        q = self.L.person("DOCTOR", sex)
        q.job = job
        table = CREDS.get(job)
        q.cred = r.choice(table[self.code]) if table else ""
        if q.job in DR_JOBS and self.code == "UK" and r.random() < 0.3:
            q.cred = ""
        self.staff.append(q)
        return q

    # ---------------------------------------------------------------- ages
    def age_item(self, p=None, words=False):
        p = p or self.pt
        if words and p.age >= 2:
            return P("AGE", num_words(p.age))
        return P("AGE", str(p.age))

    def age_sex(self, p=None):
        """A header-style age/sex phrase: '64 yo M', '58F', '64-year-old woman', etc."""
        r = self.r
        p = p or self.pt
        if p.age < 2:
            m = max(1, p.age_months)
            return r.choice([[P("AGE", str(m)), "-month-old"], [P("AGE", str(m)), " mo ", p.sex],
                             [P("AGE", str(m)), " months"]])
        a = P("AGE", str(p.age))
        sx = p.sex
        word = {"M": r.choice(["male", "man"]), "F": r.choice(["female", "woman"])}[sx]
        if p.age < 16:
            word = "boy" if sx == "M" else "girl"
        c = r.randrange(9)
        if c == 0:
            return [a, " yo ", sx]
        if c == 1:
            return [a, sx]
        if c == 2:
            return [a, " y/o ", word]
        if c == 3:
            return [a, "-year-old ", word]
        if c == 4:
            return [a, " ", sx]
        if c == 5:
            return [a, "yo ", word]
        if c == 6:
            return [a, " yr old ", word]
        if c == 7:
            return [a, "y ", sx]
        return [a, "-yr-old ", sx]

    def sexword(self, p=None):
        p = p or self.pt
        return {"M": "Male", "F": "Female"}[p.sex]
