"""Invented people, per-note context and shared header / sign-off blocks."""
import datetime

import pools
from nb import P
from geo import dg, lt
from geo2 import pick_country

FEMALE = pools.FEMALE.split()
MALE = pools.MALE.split()
SURN = [s.replace("_", " ") for s in pools.SURNAMES.split()]

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"][n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


class Person:
    def __init__(self, r, typ, sex=None, last=None, age=None, ref=None):
        self.typ = typ
        self.sex = sex or r.choice("MF")
        self.first = r.choice(FEMALE if self.sex == "F" else MALE)
        self.middle = r.choice(FEMALE if self.sex == "F" else MALE) if r.random() < 0.3 else None
        if self.middle == self.first:
            self.middle = None
        self.last = last or r.choice(SURN)
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = r.choice(["Mrs", "Mrs", "Ms", "Miss"])
        self.age = age
        self.dob = None
        if age is not None and ref is not None:
            self.dob = ref - datetime.timedelta(days=age * 365 + r.randint(20, 340) + age // 4)
            # exact age from dob
            a = ref.year - self.dob.year - ((ref.month, ref.day) < (self.dob.month, self.dob.day))
            self.age = a
        self.nick = pools.NICK.get(self.first)

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"

    @property
    def He(self):
        return self.he.capitalize()

    @property
    def His(self):
        return self.his.capitalize()

    def initials(self, dots=True):
        parts = [self.first[0]] + ([self.middle[0]] if self.middle and not dots else []) + [self.last[0]]
        return (".".join(parts) + ".") if dots else "".join(parts)

    def n(self, style="full"):
        t = self.typ
        if style == "full":
            return P(t, "%s %s" % (self.first, self.last))
        if style == "fullmid":
            if self.middle:
                return P(t, "%s %s. %s" % (self.first, self.middle[0], self.last))
            return P(t, "%s %s" % (self.first, self.last))
        if style == "fullname":
            if self.middle:
                return P(t, "%s %s %s" % (self.first, self.middle, self.last))
            return P(t, "%s %s" % (self.first, self.last))
        if style == "formal":
            return [self.title + " ", P(t, self.last)]
        if style == "formalfull":
            return [self.title + " ", P(t, "%s %s" % (self.first, self.last))]
        if style == "lastfirst":
            m = (" " + self.middle[0]) if self.middle else ""
            return P(t, "%s, %s%s" % (self.last.upper(), self.first.upper(), m.upper()))
        if style == "lastfirstmix":
            return P(t, "%s, %s" % (self.last, self.first))
        if style == "last":
            return P(t, self.last)
        if style == "first":
            return P(t, self.first)
        if style == "nick":
            return P(t, self.nick or self.first)
        if style == "init":
            return P(t, self.initials(True))
        if style == "initnd":
            return P(t, self.initials(False))
        if style == "caps":
            return P(t, "%s %s" % (self.first.upper(), self.last.upper()))
        if style == "initlast":
            return P(t, "%s. %s" % (self.first[0], self.last))
        if style == "firstinit":
            return P(t, "%s %s." % (self.first, self.last[0]))
        raise ValueError(style)


CREDS = {
    "neuro": {"US": ["MD", "DO", "MD, PhD"], "CA": ["MD, FRCPC", "MD FRCPC"], "UK": ["MRCP", "FRCP", "PhD FRCP", "MBBS MRCP(UK)"],
              "IE": ["MD FRCPI", "MRCPI", "FRCPI"], "AU": ["FRACP", "MBBS FRACP"], "NZ": ["FRACP", "MBChB FRACP"],
              "ZA": ["FCP(SA) Neurol", "MBChB FCN(SA)"], "IN": ["MD DM (Neuro)", "DM (Neuro)", "DNB (Neuro)"]},
    "gp": {"US": ["MD", "DO"], "CA": ["MD CCFP", "CCFP"], "UK": ["MRCGP"], "IE": ["MICGP"], "AU": ["FRACGP"], "NZ": ["FRNZCGP"],
           "ZA": ["MBChB"], "IN": ["MBBS"]},
    "surg": {"US": ["MD"], "CA": ["FRCSC"], "UK": ["FRCS (SN)"], "IE": ["FRCSI"], "AU": ["FRACS"], "NZ": ["FRACS"],
             "ZA": ["FCS(SA) Neurosurg"], "IN": ["MCh (Neurosurgery)"]},
    "radiol": {"US": ["MD"], "CA": ["FRCPC"], "UK": ["FRCR"], "IE": ["FFR RCSI"], "AU": ["FRANZCR"], "NZ": ["FRANZCR"],
               "ZA": ["FC Rad(SA)"], "IN": ["MD (Radiology)"]},
    "nurse": {"US": ["RN", "RN, MSN", "APRN"], "CA": ["RN", "RN, BScN"], "UK": ["RGN", "RN", "BSc (Hons) RN", "RN MSc"],
              "IE": ["RGN", "RANP"], "AU": ["RN", "NP"], "NZ": ["RN", "NP"], "ZA": ["RN"], "IN": ["RN", "BSc Nursing"]},
}
AHP_CREDS = ["BSc", "MSc", "PhD", "BSc (Hons)"]
US_TITLES = {"neuro": ["Attending Neurologist", "Movement Disorders Neurologist", "Neurology Resident", "Movement Disorders Fellow"],
             "nurse": ["Parkinson's Nurse Navigator", "Clinical Nurse Specialist", "Nurse Practitioner", "RN Care Coordinator"]}


class Clin(Person):
    """A clinician or staff member (DOCTOR)."""

    def __init__(self, r, c, kind, title=None):
        Person.__init__(self, r, "DOCTOR")
        self.kind = kind
        if title is None and c.code in ("US", "CA") and kind in US_TITLES:
            title = r.choice(US_TITLES[kind])
        self.job = title or r.choice(pools.CLIN_TITLES.get(kind, ["General Practitioner"]))
        if kind == "gp":
            self.job = "Family Physician" if c.code in ("US", "CA") else "General Practitioner"
        self.is_dr = kind in ("neuro", "surg", "radiol", "gp") or (kind == "ahp" and "psycholog" in self.job and r.random() < 0.6)
        self.title = "Dr" if self.is_dr else self.title
        self.lic = c.clin_lic(r, kind if kind in ("nurse", "ahp") else "neuro")
        if kind in CREDS:
            self.cred = r.choice(CREDS[kind][c.code])
        elif kind == "ahp":
            self.cred = r.choice(AHP_CREDS + (["MCSP", "HCPC reg."] if c.code == "UK" else []))
        else:
            self.cred = ""
        if kind == "nurse" and title and ("Carer" in title or "Care Assistant" in title or "Manager" in title or
                                           title in ("CNA", "Med Aide")):
            self.cred = ""
        self.low_init = (self.first[0] + self.last[0]).lower()

    def sig(self):
        """Signature line items: 'Dr [Name]' or '[Name], RN'."""
        if self.is_dr:
            return ["Dr ", self.n("full")]
        return [self.n("full")] + ([" " + self.cred] if self.cred else [])

    def ref(self, r):
        """In-text reference."""
        k = r.random()
        if self.is_dr:
            return ["Dr ", self.n("last")] if k < 0.6 else ["Dr ", self.n("full")]
        if k < 0.5:
            return [self.n("full")]
        if k < 0.8:
            return [self.n("first")]
        return [self.title + " ", self.n("last")]


class Ctx:
    def __init__(self, r, country=None, age_range=(52, 88), ref=None):
        self.r = r
        self.c = country or pick_country(r)
        self.us = self.c.us_spell
        if ref is None:
            ref = datetime.date(2019, 1, 7) + datetime.timedelta(days=r.randint(0, 2350))
        self.d0 = ref
        a = r.randint(*age_range)
        self.pt = Person(r, "PATIENT", age=a, ref=ref)
        self.addr = self.c.address(r)
        self.hosp = self.c.hospital(r)
        self.hosp_addr = self.c.address(r)
        self.hosp_addr["city"] = self.addr["city"] if r.random() < 0.4 else self.hosp_addr["city"]
        self.practice = self.c.practice(r)
        self.prac_addr = self.c.address(r)
        for k in ("city", "county", "state"):
            self.prac_addr.pop(k, None)
            if k in self.addr:
                self.prac_addr[k] = self.addr[k]
        self.gp = Clin(r, self.c, "gp")
        self.neuro = Clin(r, self.c, "neuro")
        self.nurse = Clin(r, self.c, "nurse", title=r.choice(
            ["Parkinson's Nurse Navigator", "Movement Disorders Nurse Practitioner", "Clinical Nurse Specialist"]
            if self.c.code in ("US", "CA") else
            ["Parkinson's Disease Nurse Specialist", "PD Nurse Specialist", "Movement Disorders CNS", "Clinical Nurse Specialist"]))
        self.mrn = self.c.mrn(r)
        self.nhs = self.c.nhs(r)
        self.fam = []
        self.spouse = None

    # ---- small builders ----
    def D(self, d, style=None):
        if style is None:
            style = self.r.choice(["num", "num", "num", "long", "abbr"])
        return P("DATE", self.c.date(d, style, self.r))

    def days(self, n):
        return self.d0 + datetime.timedelta(days=n)

    def phone(self, kind="land"):
        return P("PHONE", self.c.phone(self.r, kind))

    def fax(self):
        return P("FAX", self.c.fax(self.r))

    def email(self, person=None, generic=None):
        r = self.r
        dom = r.choice(["example.org", "example.org", "example.com", "example.net"])
        if person is not None:
            f, l = person.first.lower(), "".join(ch for ch in person.last.lower() if ch.isalpha())
            f = "".join(ch for ch in f if ch.isalpha())
            loc = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, r.randint(1, 99)), "%s_%s" % (f, l)])
        else:
            loc = generic or r.choice(["pdnurses", "movement.disorders", "neuro.secretaries", "neurology.admin",
                                       "parkinsons.team", "neuro.outpatients"])
        return P("EMAIL", "%s@%s" % (loc, dom))

    def url(self, path=None):
        r = self.r
        host = r.choice(["www.example.org", "www.example.com", "portal.example.net", "www.example.net",
                         "patients.example.org"])
        p = path or r.choice(["pd-nurse", "movement-disorders/referrals", "patient-info/apomorphine",
                              "dbs/after-surgery", "neurology/letters", "falls-service", "parkinsons/exercise"])
        pre = r.choice(["", "", "https://", "http://"])
        return P("URL", "%s%s/%s" % (pre, host, p))

    def family(self, rel=None, same_name=None):
        r = self.r
        rel = rel or r.choice(["wife", "husband", "daughter", "son", "partner", "son-in-law", "niece", "neighbour",
                               "brother", "sister", "friend", "granddaughter"])
        sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "son-in-law": "M", "niece": "F",
               "brother": "M", "sister": "F", "granddaughter": "F"}.get(rel)
        if rel == "wife" and self.pt.sex == "F" and r.random() < 0.8:
            rel, sex = "husband", "M"
        if rel == "husband" and self.pt.sex == "M" and r.random() < 0.8:
            rel, sex = "wife", "F"
        same = same_name if same_name is not None else rel in ("wife", "husband", "son", "daughter", "brother") and r.random() < 0.75
        f = Person(r, "FAMILY", sex=sex, last=self.pt.last if same else None)
        f.rel = rel
        self.fam.append(f)
        if rel in ("wife", "husband", "partner") and self.spouse is None:
            self.spouse = f
        return f

    def age(self, style=None, person=None):
        """Age of the patient with its surrounding words."""
        r = self.r
        a = (person or self.pt).age
        style = style or r.choice(["yo", "year", "year", "yr", "aged", "words"])
        if style == "yo":
            return [P("AGE", str(a)), r.choice([" yo", "yo", " y/o", " yr old"])]
        if style == "year":
            return [P("AGE", str(a)), "-year-old"]
        if style == "yr":
            return [P("AGE", str(a)), r.choice(["yr", " yrs", "y"])]
        if style == "aged":
            return [r.choice(["aged ", "age ", "Age: "]), P("AGE", str(a))]
        if style == "sexchar":
            return [P("AGE", str(a)), (self.pt.sex if r.random() < 0.5 else " " + self.pt.sex)]
        if style == "words":
            return [P("AGE", words(a)), "-year-old"]
        raise ValueError(style)

    def id_pairs(self, n=2):
        """A few of the patient's identifiers as 'Label: value' pieces."""
        r = self.r
        out = []
        lab, val = self.mrn
        out.append([lab + ": ", P("MRN", val)])
        if self.nhs:
            out.append([self.nhs[0] + ": ", P("MRN", self.nhs[1])])
        if n > len(out) and r.random() < 0.6:
            lab, val = self.c.plan(r)
            out.append([lab, ": ", P("HEALTHPLAN", val)])
        return out[:max(n, 1) if not self.nhs else max(n, 2)]


def letterhead(ctx, dept=None, contact=True):
    """Hospital name, generic department, address and contact lines."""
    r, c = ctx.r, ctx.c
    dept = dept or r.choice(["Department of Neurology", "Movement Disorders Service", "Parkinson's Service",
                             "Neurosciences Directorate", "Regional Movement Disorders Unit",
                             "Care of the Elderly - Parkinson's Clinic", "Neurology Outpatients"])
    out = [P("HOSPITAL", ctx.hosp), "\n", dept, "\n"]
    inline = r.random() < 0.5
    out += c.addr_lines(ctx.hosp_addr, r, inline=inline)
    if r.random() < 0.22:
        out += [", " if inline else "\n", P("COUNTRY", c.name if c.code != "US" else r.choice(["USA", "United States"]))]
    out.append("\n")
    if contact:
        bits = [["Tel: ", ctx.phone("ext" if r.random() < 0.3 else "land")]]
        if r.random() < 0.7:
            bits.append(["Fax: ", ctx.fax()])
        if r.random() < 0.5:
            bits.append(["Email: ", ctx.email()])
        if r.random() < 0.2:
            bits.append(["Web: ", ctx.url()])
        for i, b in enumerate(bits):
            out += ([r.choice(["  |  ", "   ", "\n"])] if i else []) + b
        out.append("\n")
    return out


def signoff(ctx, clin, closing=None, lic=None):
    r = ctx.r
    closing = closing or r.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,",
                                   "Many thanks,", "Best regards,"])
    out = [closing, "\n\n\n"] + clin.sig() + ["\n", clin.job, "\n"]
    if lic or (lic is None and r.random() < 0.45):
        out += [clin.lic[0], " ", P("LICENSE", clin.lic[1]), "\n"]
    return out


def typist(ctx):
    if getattr(ctx, "_typist", None) is None:
        ctx._typist = Clin(ctx.r, ctx.c, "admin", title="Medical Secretary")
    return ctx._typist


def typist_line(ctx, clin, dictated, typed):
    r = ctx.r
    typ = typist(ctx)
    k = r.random()
    if k < 0.4:
        return ["\n", P("DOCTOR", clin.initials(False).upper()), "/", P("DOCTOR", typ.low_init), "  D: ",
                ctx.D(dictated, "num"), "  T: ", ctx.D(typed, "num"), "\n"]
    if k < 0.7:
        return ["\nDictated but not signed. DD/", P("DOCTOR", typ.low_init), "  ", ctx.D(typed, "num"), "\n"]
    return ["\nTyped by ", typ.n("full"), " (", typ.job, ") on ", ctx.D(typed), "\n"]
