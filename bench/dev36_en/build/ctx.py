"""Per-note context: the invented patient, staff, institutions and identifiers, and the
helpers that write them into text already marked as PHI."""
import datetime as dt
import string

from phi import M
from locales import LOCALES, fmt_date, MONTHS, WEEKDAYS
import pools as P


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.dob = None

    @property
    def full(self):
        return f"{self.first} {self.last}"

    def initials(self, dots=False):
        parts = [self.first] + ([self.middle] if self.middle else []) + self.last.replace("-", " ").split()
        parts = [p for p in parts if p not in ("Mac", "Da", "De", "Van")] or parts
        ini = [p[0].upper() for p in parts[:3]]
        if dots:
            return ".".join(ini) + "."
        return "".join(ini)


CREDS = {
    "US": {"doc": ["MD", "MD", "DO", "MD, PhD", "MD, FACP"], "surg": ["MD", "MD, FACS", "DO"], "np": ["NP", "FNP-C", "PA-C", "APRN"],
           "rn": ["RN", "RN, BSN", "RN"], "pharm": ["PharmD", "RPh"], "tech": ["RPSGT", "RRT", "CRT"]},
    "CA": {"doc": ["MD", "MD, FRCPC", "MD FRCPC"], "surg": ["MD, FRCSC", "MD FRCSC"], "np": ["NP", "RN(EC)"], "rn": ["RN", "RN, BScN"],
           "pharm": ["RPh", "PharmD"], "tech": ["RRT", "RPSGT"]},
    "UK": {"doc": ["MBChB MRCP", "MBBS FRCP", "BM BCh", "MBBS BSc MRCP(UK)", "FRCP"], "surg": ["MBChB FRCS (Urol)", "FRCS (Urol)", "MD FRCS"],
           "np": ["ANP", "CNS"], "rn": ["RGN", "RN", "Staff Nurse"], "pharm": ["MPharm"], "tech": ["Sleep Physiologist", "Clinical Physiologist"]},
    "IE": {"doc": ["MB BCh BAO MRCPI", "FRCPI", "MB MRCPI", "MB BCh BAO"], "surg": ["FRCSI", "FRCSI (Urol)"], "np": ["RANP", "CNS"],
           "rn": ["RGN", "CNM1"], "pharm": ["MPharm MPSI"], "tech": ["Clinical Measurement Scientist"]},
    "AU": {"doc": ["MBBS FRACP", "MBBS (Hons) FRACP", "MBBS", "BMed FRACP"], "surg": ["MBBS FRACS (Urol)", "FRACS"], "np": ["NP", "CNC"],
           "rn": ["RN", "CNS", "CN"], "pharm": ["BPharm"], "tech": ["Sleep Scientist", "Respiratory Scientist"]},
    "NZ": {"doc": ["MBChB FRACP", "MBChB", "MBChB FRACP PhD"], "surg": ["MBChB FRACS", "FRACS (Urol)"], "np": ["NP", "CNS"], "rn": ["RN"],
           "pharm": ["BPharm"], "tech": ["Sleep Physiologist"]},
}


class Staff(Person):
    def __init__(self, first, last, sex, middle=None, kind="doc", cred="", lic=None, role=""):
        super().__init__(first, last, sex, middle)
        self.kind, self.cred, self.lic, self.role = kind, cred, lic, role


class Ctx:
    def __init__(self, rng, loc, genre, idx):
        self.r = rng
        self.loc = loc
        self.L = LOCALES[loc](rng)
        self.genre = genre
        self.idx = idx
        self.used_last = []
        self.used_first = []
        self.dstyle = self.L.date_style()
        self.dot = "." if self.L.title_dot and rng.random() < 0.8 else ""
        self.uk = self.L.uk

    # ------------------------------------------------------------ helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    @staticmethod
    def an(word):
        w = word.lower()
        if w.startswith(("hgv", "honest", "hour")):
            return "an"
        if w.startswith(("uni", "use", "euro", "one")):
            return "a"
        return "an" if w[:1] in "aeiou" else "a"

    def lc(self, s):
        """lower-case the first letter of a reason/title unless it is an acronym or eponym"""
        first = s.split()[0]
        if len(first) > 1 and (first[1].isupper() or first[1].isdigit() or "'" in first):
            return s
        return s[0].lower() + s[1:]

    def sp(self, us, uk):
        return uk if self.uk else us

    def new_person(self, sex=None, middle_p=0.3):
        r = self.r
        sex = sex or r.choice("MF")
        for _ in range(200):
            first = r.choice(P.FEMALE if sex == "F" else P.MALE)
            last = r.choice(P.SURNAMES)
            if (last in self.used_last or first in self.used_first or first == last
                    or first in self.used_last or last in self.used_first):
                continue
            # first names must not appear inside another used surname and vice versa
            break
        self.used_last.append(last)
        self.used_first.append(first)
        middle = None
        if r.random() < middle_p:
            middle = r.choice(P.MIDDLE_INITIALS) if r.random() < 0.7 else r.choice(P.FEMALE if sex == "F" else P.MALE)
            if len(middle) > 1 and middle in self.used_first:
                middle = r.choice(P.MIDDLE_INITIALS)
        return Person(first, last, sex, middle)

    def new_staff(self, kind="doc", role="", sex=None):
        p = self.new_person(sex=sex, middle_p=0.15)
        cred = self.r.choice(CREDS[self.loc][kind]) if kind in CREDS[self.loc] else ""
        lic = self.L.lic(kind) if kind in ("doc", "np") or (kind == "rn" and self.r.random() < 0.3) else None
        s = Staff(p.first, p.last, p.sex, p.middle, kind, cred, lic, role)
        return s

    # ------------------------------------------------------------ dates
    def date(self, d, style=None):
        if style is None:
            style = self.dstyle if self.r.random() < 0.75 else self.L.date_style()
        return M("DATE", fmt_date(d, style))

    def ddate(self, d):
        """date in the note's main style, always"""
        return M("DATE", fmt_date(d, self.dstyle))

    def sdate(self, d, mode=None):
        if mode is None:
            mode = self.r.choice([0, 0, 1, 2, 3])
        return M("DATE", self.L.short_date(d, mode))

    def my(self, d, mode=None):
        if mode is None:
            mode = self.r.choice([0, 0, 1, 2])
        return M("DATE", self.L.month_year(d, mode))

    def yr(self, d):
        y = d.year if isinstance(d, dt.date) else int(d)
        return M("DATE", str(y))

    def wday(self, d):
        return M("DATE", WEEKDAYS[d.weekday()])

    def month(self, d):
        return M("DATE", MONTHS[d.month - 1])

    def past(self, lo, hi, base=None):
        base = base or self.visit
        return base - dt.timedelta(days=self.r.randint(lo, hi))

    def future(self, lo, hi, base=None):
        base = base or self.visit
        return base + dt.timedelta(days=self.r.randint(lo, hi))

    def between(self, start, end=None, margin=30):
        """a date after start (a date or a year) and at least margin days before end (default: visit)"""
        end = end or self.visit
        if not isinstance(start, dt.date):
            start = dt.date(int(start), 1, 1) + dt.timedelta(days=self.r.randint(0, 300))
        lo, hi = start.toordinal(), end.toordinal() - margin
        if hi <= lo:
            return dt.date.fromordinal(lo)
        return dt.date.fromordinal(self.r.randint(lo, hi))

    def past_year(self, lo, hi):
        y = self.visit.year - self.r.randint(lo, hi)
        return max(y, self.pt.dob.year + 12)

    # ------------------------------------------------------------ patient
    def setup_patient(self, age_lo, age_hi, sex=None, visit=None):
        r = self.r
        self.pt = self.new_person(sex=sex, middle_p=0.35)
        if visit is None:
            start = dt.date(2019, 1, 2)
            visit = start + dt.timedelta(days=r.randint(0, 2490))
        self.visit = visit
        age = r.randint(age_lo, age_hi)
        dob = dt.date(visit.year - age, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        a = visit.year - dob.year - ((visit.month, visit.day) < (dob.month, dob.day))
        self.pt.dob = dob
        self.age = a
        sex = self.pt.sex
        if sex == "M":
            self.pt.title = "Mr"
        else:
            self.pt.title = r.choice(["Mrs", "Ms", "Ms", "Miss"] if a < 70 else ["Mrs", "Mrs", "Ms", "Miss"])
        self.he, self.his, self.him = ("he", "his", "him") if sex == "M" else ("she", "her", "her")
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.man = "man" if sex == "M" else "woman"
        self.addr = self.L.address()
        self.home_phone = self.L.phone()
        self.mobile = self.L.phone(mobile=True)
        self.email = None
        nick = P.NICK.get(self.pt.first)
        self.pt.nick = r.choice(nick) if nick else None

    def title(self, t):
        if t in ("Mr", "Mrs", "Ms", "Dr", "Prof", "Sr", "Mx") and self.dot:
            return t + "."
        return t

    def P(self, form=None):
        """the patient's name in one of many forms"""
        p = self.pt
        r = self.r
        if form is None:
            form = r.choice(["title", "title", "title", "full", "first", "title"])
        if form == "title":
            return f"{self.title(p.title)} {M('PATIENT', p.last)}"
        if form == "full":
            return M("PATIENT", p.full)
        if form == "fullmid":
            if p.middle:
                mid = p.middle if len(p.middle) > 1 else p.middle + "."
                return M("PATIENT", f"{p.first} {mid} {p.last}")
            return M("PATIENT", p.full)
        if form == "first":
            return M("PATIENT", p.first)
        if form == "last":
            return M("PATIENT", p.last)
        if form == "LASTfirst":
            mid = f" {p.middle[0]}" if p.middle else ""
            return M("PATIENT", f"{p.last.upper()}, {p.first.upper()}{mid}")
        if form == "Lastfirst":
            return M("PATIENT", f"{p.last}, {p.first}")
        if form == "LAST_first":
            return M("PATIENT", f"{p.last.upper()}, {p.first}")
        if form == "initials":
            return M("PATIENT", p.initials(dots=r.random() < 0.5))
        if form == "titlefull":
            return f"{self.title(p.title)} {M('PATIENT', p.full)}"
        if form == "firstinit":
            return M("PATIENT", f"{p.first} {p.last[0]}.")
        if form == "nick":
            return M("PATIENT", p.nick or p.first)
        raise ValueError(form)

    def Pref(self):
        """a name reference inside narrative, or a pronoun-free generic"""
        return self.P(self.r.choice(["title", "title", "title", "first", "full"]))

    def AGE(self, a=None):
        return M("AGE", str(self.age if a is None else a))

    def age_phrase(self):
        r = self.r
        s = "M" if self.pt.sex == "M" else "F"
        a = self.AGE()
        sex_w = "male" if s == "M" else "female"
        return r.choice([f"{a}-year-old {self.man}", f"{a}-year-old {self.man}", f"{a} y/o {s}", f"{a}yo {s}",
                         f"{a} year old {sex_w}", f"{a}{s}", f"{a} yo {sex_w}", f"{a}-yr-old {sex_w}"])

    def art_age(self):
        return "an" if self.age in (8, 11, 18) or 80 <= self.age <= 89 else "a"

    def a_age_phrase(self):
        return f"{self.art_age()} {self.age_phrase()}"

    def a_age_phrase_long(self):
        p = self.age_phrase_long()
        if p.startswith(("man", "woman")):
            return "a " + p
        if p.startswith("\x01AGE\x02e") or p.startswith("\x01AGE\x02a"):
            return "an " + p
        if p.startswith("\x01AGE\x02"):
            return (("a " + p) if not p[5].isdigit() else f"{self.art_age()} {p}")
        return f"{self.art_age()} {p}"

    def age_words(self, n=None):
        n = self.age if n is None else n
        ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 20:
            return ones[n]
        return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")

    def age_phrase_long(self):
        if self.r.random() < 0.08:
            return self.r.choice([f"{self.man} aged {M('AGE', self.age_words())}", f"{M('AGE', self.age_words())}-year-old {self.man}"])
        return self.r.choice([f"{self.AGE()}-year-old {self.man}", f"{self.AGE()} year old {self.man}",
                              f"{self.man} aged {self.AGE()}"])

    # ------------------------------------------------------------ staff
    def S(self, s, form=None):
        """a staff member's name (DOCTOR) with title or credentials outside the span"""
        r = self.r
        d = self.dot
        if form is None:
            form = r.choice(["dr_full", "dr_last", "full_cred", "dr_full"] if s.kind == "doc" else ["full_cred", "full", "first"])
        mid = ""
        if s.middle and len(s.middle) == 1 and r.random() < 0.5:
            mid = f" {s.middle}."
        dr = getattr(s, "surg_title", None) or "Dr"
        if form == "dr_full":
            return f"{dr}{d} {M('DOCTOR', s.first + mid + ' ' + s.last)}"
        if form == "dr_last":
            return f"{dr}{d} {M('DOCTOR', s.last)}"
        if form == "prof":
            return f"Prof{d} {M('DOCTOR', s.first + ' ' + s.last)}"
        if form == "full_cred":
            c = f", {s.cred}" if s.cred and r.random() < 0.7 else (f" {s.cred}" if s.cred else "")
            return f"{M('DOCTOR', s.first + mid + ' ' + s.last)}{c}"
        if form == "full":
            return M("DOCTOR", s.first + " " + s.last)
        if form == "first":
            return M("DOCTOR", s.first)
        if form == "init_last":
            return M("DOCTOR", f"{s.first[0]}. {s.last}")
        if form == "initials":
            return M("DOCTOR", s.initials())
        if form == "lower_initials":
            return M("DOCTOR", s.initials().lower())
        if form == "last":
            return M("DOCTOR", s.last)
        if form == "LAST_first":
            return M("DOCTOR", f"{s.last.upper()}, {s.first.upper()}")
        if form == "nurse_last":
            return f"{r.choice(['Sr', 'Nurse', 'Sister'])}{'.' if d and r.random() < 0.3 else ''} {M('DOCTOR', s.last)}"
        raise ValueError(form)

    def lic_str(self, s):
        if not s.lic:
            return ""
        lab, val = s.lic
        return f"{lab} {M('LICENSE', val)}" if self.r.random() < 0.5 else f"{lab}: {M('LICENSE', val)}"

    # ------------------------------------------------------------ family
    def new_family(self, rel):
        r = self.r
        sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M",
               "sister": "F", "brother": "M", "partner": r.choice("MF"), "niece": "F", "nephew": "M",
               "friend": r.choice("MF"), "neighbour": r.choice("MF"), "neighbor": r.choice("MF"),
               "granddaughter": "F", "grandson": "M", "carer": r.choice("MF"), "caregiver": r.choice("MF"),
               "flatmate": r.choice("MF"), "roommate": r.choice("MF"), "stepdaughter": "F", "stepson": "M",
               "fiancée": "F", "fiancé": "M", "aunt": "F", "uncle": "M"}.get(rel, r.choice("MF"))
        if rel == "husband" and self.pt.sex == "M":
            pass
        f = self.new_person(sex=sex, middle_p=0.0)
        # spouses and children often share the surname
        if rel in ("wife", "husband", "daughter", "son", "mother", "father", "brother", "sister",
                   "granddaughter", "grandson") and r.random() < 0.55:
            self.used_last.remove(f.last)
            f.last = self.pt.last
        f.rel = rel
        return f

    def fam(self, rel):
        if rel == "wife" and self.pt.sex == "F" and self.r.random() < 0.7:
            rel = "husband"
        if rel == "husband" and self.pt.sex == "M" and self.r.random() < 0.7:
            rel = "wife"
        f = self.new_family(rel)
        self.family.append(f)
        return f

    def F(self, f, form=None):
        r = self.r
        if form is None:
            form = r.choice(["first", "full", "first", "full"])
        if form == "first":
            return M("FAMILY", f.first)
        if form == "full":
            return M("FAMILY", f.full)
        if form == "title":
            t = "Mr" if f.sex == "M" else r.choice(["Mrs", "Ms"])
            return f"{self.title(t)} {M('FAMILY', f.last)}"
        raise ValueError(form)

    # ------------------------------------------------------------ institutions
    def make_hospital(self):
        r = self.r
        pat = r.choice(P.HOSP_PATTERNS[self.loc])
        stem = r.choice(P.LOCAL_STEMS[self.loc] + P.HOSP_STEMS[:12])
        name = pat.format(stem=stem, saint=r.choice(P.SAINTS))
        if name.startswith("Mercy Hospital") and r.random() < 0.5:
            name = f"Mercy Hospital {r.choice(P.LOCAL_STEMS[self.loc])}"
        addr = self.L.address()
        dom = self._ascii(stem).lower().replace(" ", "").replace("'", "").replace("-", "") + r.choice(["health", "hospital", "med", "", "hosp"])
        tld = {"US": [".example.org", ".example.com"], "CA": [".example.ca", ".example.org"],
               "UK": [".example.nhs.uk", ".example.org.uk"], "IE": [".example.ie"],
               "AU": [".example.org.au", ".example.gov.au"], "NZ": [".example.org.nz", ".example.co.nz"]}[self.loc]
        dom = dom + r.choice(tld)
        return {"name": name, "stem": stem, "addr": addr, "phone": self.L.phone(), "fax": self.L.phone(),
                "domain": dom}

    def make_practice(self):
        r = self.r
        pat = r.choice(P.PRACTICE_PATTERNS[self.loc])
        name = pat.format(stem=r.choice(P.LOCAL_STEMS[self.loc]), root=r.choice(P.STREET_ROOTS))
        words = [w for w in self._ascii(name).lower().replace("'", "").replace("-", " ").split() if w not in ("the", "clinique", "medicale")]
        dom = "".join(words[:2])
        dom += r.choice({"US": [".example.com", ".example.org"], "CA": [".example.ca"], "UK": [".example.nhs.uk"],
                         "IE": [".example.ie"], "AU": [".example.com.au"], "NZ": [".example.co.nz"]}[self.loc])
        return {"name": name, "addr": self.L.address(), "phone": self.L.phone(), "fax": self.L.phone(), "domain": dom}

    def pharmacy(self):
        r = self.r
        return r.choice(P.PHARMACY_PATTERNS).format(stem=r.choice(P.LOCAL_STEMS[self.loc]), root=r.choice(P.STREET_ROOTS))

    def email_for(self, person, domain):
        r = self.r
        f = self._ascii(person.first).lower()
        l = self._ascii(person.last).lower().replace("'", "").replace(" ", "").replace("-", "")
        return r.choice([f"{f}.{l}@{domain}", f"{f[0]}{l}@{domain}", f"{l}.{f}@{domain}", f"{f}.{l}@{domain}"])

    def patient_email(self):
        r = self.r
        p = self.pt
        f = self._ascii(p.first).lower()
        l = self._ascii(p.last).lower().replace("'", "").replace(" ", "").replace("-", "")
        local = r.choice([f"{f}.{l}", f"{f}{l}{p.dob.year % 100:02d}", f"{f[0]}{l}{r.randint(1, 99)}",
                          f"{l}_{f}", f"{f}{r.randint(100, 999)}"])
        return f"{local}@{r.choice(P.EMAIL_DOMAINS)}"

    @staticmethod
    def _ascii(s):
        tr = str.maketrans("áéíóúàèìòùâêîôûäëïöüñçãõśńżźłćęąóōāīūēøåÁÉÍÓÚÑÇŚŃŻŹŁĆÓŌĀĪŪĒØÅ",
                           "aeiouaeiouaeiouaeiouncaosnzzlceaooaiueoaAEIOUNCSNZZLCOOAIUEOA")
        return s.translate(tr)

    def username(self, person):
        r = self.r
        f = self._ascii(person.first).lower()
        l = self._ascii(person.last).lower().replace("'", "").replace(" ", "").replace("-", "")
        return r.choice([f"{f[0]}{l}{r.randint(1, 9)}", f"{l}{f[0]}", f"{f}.{l}", f"{f[0]}{l[:5]}{r.randint(10, 99)}",
                         f"{l[:6]}{f[:2]}"])

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(2, 254)}",
                         f"203.0.113.{r.randint(2, 254)}", f"198.51.100.{r.randint(2, 254)}",
                         f"192.0.2.{r.randint(2, 254)}"])

    def digits(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def accession(self, kind="lab"):
        r = self.r
        y = self.visit.year % 100
        if kind == "path":
            return r.choice([f"S{y}-{r.randint(100, 39999)}", f"{r.choice(['H', 'SP', 'HS', 'P'])}{y}-{r.randint(1000, 99999)}",
                             f"{r.choice(['E', 'U', 'G'])}{y}/{r.randint(1000, 29999)}"])
        if kind == "rad":
            return r.choice([f"RAD{self.digits(8)}", f"{self.digits(9)}", f"CT-{y}-{self.digits(6)}",
                             f"ACC {self.digits(7)}".replace("ACC ", ""), f"{self.letters(2)}{self.digits(7)}"])
        if kind == "micro":
            return r.choice([f"M{y}-{self.digits(6)}", f"{y}M{self.digits(7)}", f"MB-{self.digits(7)}"])
        return r.choice([f"{y}{self.letters(1)}{self.digits(6)}", f"L{self.digits(8)}", f"{self.digits(2)}-{self.digits(3)}-{self.digits(4)}",
                         f"C{self.digits(7)}", f"{self.letters(2)}{self.digits(6)}"])

    def serial(self, prefix=None):
        r = self.r
        if prefix is None:
            prefix = r.choice(["", self.letters(3), self.letters(2)])
        return r.choice([f"{prefix}{self.digits(6)}{self.letters(1)}", f"{prefix}{self.digits(9)}",
                         f"{prefix}{self.digits(2)}{self.letters(2)}{self.digits(5)}",
                         f"{self.digits(11)}", f"{prefix}-{self.digits(7)}".lstrip("-")])
