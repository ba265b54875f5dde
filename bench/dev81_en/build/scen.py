"""Per-note scenario: one invented patient with relatives, staff and places."""
import datetime as dt

import pools
from phi import P

SYMPTOMS = {
    "old": ["new confusion", "a poor appetite", "a cough that won't shift", "swollen ankles", "dizziness on standing",
            "a fall in the bathroom", "chest tightness", "black stools", "breathlessness walking to the letterbox",
            "a red hot shin", "more forgetfulness than usual", "new incontinence", "a sore that won't heal on the heel",
            "shaky hands", "vomiting after meals", "hallucinations at night"],
    "kid": ["a barking cough", "a temp and a rash", "a sore ear", "wheeze at night", "vomiting and not drinking",
            "a sore tummy", "a limp", "an itchy scalp", "nosebleeds", "headaches after school", "a hacking cough",
            "red eyes with gunk", "a swollen lip after peanuts", "a bumpy rash on the arms"],
    "adult": ["burning when peeing", "migraines", "lower back pain", "palpitations", "heavy periods",
              "a lump in the neck", "heartburn every night", "tingling feet", "ringing in the left ear",
              "chest pain on exertion", "a rash on both legs", "anxiety and no sleep", "knee swelling",
              "blood in the stool", "a cough with green phlegm", "sharp pain under the ribs"],
}

REL = {
    "old": [("dad", "mum", "son", "daughter"), ("grandad", "nan", "grandson", "granddaughter"),
            ("lolo", "lola", "grandson", "granddaughter"), ("father-in-law", "mother-in-law", "son-in-law", "daughter-in-law"),
            ("uncle", "aunty", "nephew", "niece"), ("father", "mother", "son", "daughter"),
            ("neighbour", "neighbour", "neighbour", "neighbour"), ("dad", "mum", "son", "daughter")],
    "kid": [("son", "daughter", "dad", "mum"), ("boy", "girl", "dad", "mum"), ("grandson", "granddaughter", "grandad", "nana"),
            ("stepson", "stepdaughter", "stepdad", "stepmum"), ("nephew", "niece", "uncle", "aunty"), ("son", "daughter", "dad", "mum")],
    "adult": [("husband", "wife", "husband", "wife"), ("partner", "partner", "partner", "partner"),
              ("brother", "sister", "brother", "sister"), ("son", "daughter", "dad", "mum")],
}


def article(word):
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


class Scen:
    def __init__(self, c, age=None, self_writer=None):
        self.c = c
        r = c.r
        self.a = age if age is not None else c.rand_age()
        self.sex = c.ch("FM")
        self.p = c.person(self.sex)
        self.dob = c.dob(self.a)
        self.grp = "old" if self.a >= 65 else ("kid" if self.a <= 15 else "adult")
        self.sym = c.ch(SYMPTOMS[self.grp])
        self.sym2 = c.ch([x for x in SYMPTOMS[self.grp] if x != self.sym])
        # writer: the patient or a relative
        if self_writer is None:
            self_writer = self.grp == "adult" and c.maybe(0.6)
        self.self_writer = bool(self_writer) and self.grp != "kid"
        self_writer = self.self_writer
        self.w = c.person()   # writer / main relative
        pm, pf, wm, wf = c.ch(REL[self.grp])
        self.ptrel = pm if self.sex == "M" else pf
        self.wrel = wm if self.w.sex == "M" else wf
        if c.loc in ("US", "CA", "PH"):
            self.ptrel = self.ptrel.replace("mum", "mom")
            self.wrel = self.wrel.replace("mum", "mom")
        self.he = "he" if self.sex == "M" else "she"
        self.him = "him" if self.sex == "M" else "her"
        self.his = "his" if self.sex == "M" else "her"
        self.rel2 = c.person()
        self.rel2w = c.ch([x for x, s in pools.RELATIONS if s in (None, self.rel2.sex)])
        self.doc = c.person()
        self.doc2 = c.person()
        self.nurse = c.person(sex=c.ch("FFM"))
        self.staff = c.person()
        self.town = c.town()
        self.town2 = c.town()
        self.clinic = c.ch(pools.CLINICS[c.loc])
        self.hosp = c.ch(pools.HOSPITALS[c.loc])
        self.pharm = c.ch(pools.PHARMACIES[c.loc])
        self.school = c.ch(pools.SCHOOLS[c.loc])
        self.emp = c.employer()
        self.prof = c.profession()
        self.wprof = c.profession()
        self.mrn = c.mrn()
        self.hp = c.healthplan()
        self.phone = c.phone()
        self.phone2 = c.phone()
        self.clinic_phone = c.phone("office")
        self.email = c.email(self.p)
        self.wemail = c.email(self.w)
        self.handle = c.handle(self.w if not self_writer else self.p)
        self.onset = c.days_ago(1, 18)
        self.prev = c.days_ago(25, 400)
        self.next = c.days_ahead(2, 40)
        self.ward = c.ch(pools.WARDS)

    # shortcuts returning marked text
    def pt(self, style=None):
        return self.c.nm(self.p, "PATIENT", style)

    def ptf(self):
        return P("PATIENT", self.p.first)

    def wr(self, style=None):
        return self.c.nm(self.w, "FAMILY", style)

    def dr(self, style=None):
        return self.c.doc(self.doc, style)

    def dr2(self, style=None):
        return self.c.doc(self.doc2, style)

    def rn(self, style=None):
        return self.c.doc(self.nurse, style)

    def age(self, kind="adj"):
        c = self.c
        if kind == "adj":
            return c.age_adj(self.a)
        if kind == "pred":
            return c.age_pred(self.a)
        return c.age_tag(self.a, self.sex)

    def town_p(self, second=False):
        return P("CITY", self.town2 if second else self.town)

    def clinic_p(self):
        return P("HOSPITAL", self.clinic)

    def hosp_p(self):
        return P("HOSPITAL", self.hosp)

    def pharm_p(self):
        return P("HOSPITAL", self.pharm)

    def school_p(self):
        return P("ORGANIZATION", self.school)

    def emp_p(self):
        return P("ORGANIZATION", self.emp)

    def dob_p(self):
        return self.c.date(self.dob, self.c.ch(["num", "num", "long", "iso", "dash", "num_short"]))
