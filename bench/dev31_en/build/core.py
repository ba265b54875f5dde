"""Note builder and per-note context (people, dates, contact details)."""
import datetime as dt
from pools import FEMALE, MALE, SURNAMES, PROF, TEEN_JOBS
from locales import Loc, COUNTRIES, COUNTRY_OF

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    def __init__(self):
        self.parts = []

    def __call__(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, list):
                self(*it)
            elif isinstance(it, tuple):
                v, t = it
                v = str(v)
                assert t in LABEL, t
                assert v == v.strip() and v, repr(v)
                self.parts.append((v, t))
            else:
                self.parts.append((str(it), None))
        return self

    def build(self):
        text, spans = "", []
        for v, t in self.parts:
            if t:
                spans.append({"start": len(text), "end": len(text) + len(v), "label": LABEL[t], "type": t, "text": v})
            text += v
        return text, spans


class Person:
    def __init__(self, given, surname, sex, mi):
        self.given, self.surname, self.sex, self.mi = given, surname, sex, mi

    @property
    def full(self):
        return f"{self.given} {self.surname}"


class Ctx:
    def __init__(self, rng, code):
        self.r = rng
        self.L = Loc(code, rng)
        self.code = code
        self.used = set()

    def ch(self, s):
        return self.r.choice(s)

    def rnd(self):
        return self.r.random()

    # people
    def person(self, sex=None, surname=None):
        sex = sex or self.ch("FM")
        pool = FEMALE if sex == "F" else MALE
        while True:
            g = self.ch(pool)
            if g not in self.used:
                break
        self.used.add(g)
        return Person(g, surname or self.ch(SURNAMES), sex, self.ch("ABCDEFGHJKLMNPRSTW"))

    def nm(self, p, typ, form=None):
        forms = ["full", "full", "fullmi", "rev", "REV", "given", "sur"]
        form = form or self.ch(forms)
        v = {"full": p.full, "fullmi": f"{p.given} {p.mi}. {p.surname}", "rev": f"{p.surname}, {p.given}",
             "REV": f"{p.surname.upper()}, {p.given.upper()}", "given": p.given, "sur": p.surname,
             "init": f"{p.given[0]}.{p.surname[0]}.", "INIT": f"{p.given[0]}{p.surname[0]}",
             "low": p.given.lower(), "gi": f"{p.given} {p.surname[0]}.", "lowinit": f"{p.given[0].lower()}{p.surname[0].lower()}",
             "revmi": f"{p.surname.upper()}, {p.given.upper()} {p.mi}"}[form]
        return (v, typ)

    def title(self, p):
        return "Mr" if p.sex == "M" else self.ch(["Ms", "Mrs", "Miss", "Ms"])

    def dr(self, p, form=None):
        """Dr + name items"""
        f = form or self.ch(["sur", "full", "full", "gi"])
        return [self.ch(["Dr ", "Dr. "]) if self.code != "UK" else "Dr ", self.nm(p, "DOCTOR", f)]

    # dates
    def day(self, base=None, lo=-400, hi=0):
        base = base or self.enc
        return base + dt.timedelta(days=self.r.randint(lo, hi))

    def D(self, d, **kw):
        return (self.L.date(d, **kw), "DATE")

    def dob_for_age(self, years=0, days=None):
        if days is not None:
            return self.enc - dt.timedelta(days=days)
        return self.enc - dt.timedelta(days=int(years * 365.25) + self.r.randint(5, 300))

    def month_year_item(self):
        return (self.L.month_year(self.day(lo=-700, hi=-30)), "DATE")

    def age_of(self, dob):
        a = self.enc.year - dob.year - ((self.enc.month, self.enc.day) < (dob.month, dob.day))
        return a

    # contact
    def ph(self, kind="any"):
        return (self.L.phone(kind), "PHONE")

    def fax(self):
        return (self.L.phone("land"), "FAX")

    def email(self, p=None, org=None):
        dom = self.ch(["mailbox.example", "inbox.example.net", "postmail.example.com", "webmail.example.org"])
        if org:
            slug = "".join(ch for ch in org.lower() if ch.isalnum())[:18]
            dom = slug + self.L.tld()
        if p:
            u = self.ch([f"{p.given.lower()}.{p.surname.lower()}", f"{p.given[0].lower()}{p.surname.lower()}",
                         f"{p.given.lower()}{self.r.randint(1, 99)}", f"{p.surname.lower()}.{p.given[0].lower()}"])
        else:
            u = self.ch(["referrals", "admin", "maternity.triage", "safeguarding", "slt.admin", "eds.team", "pmh.referrals", "ldnurse"])
        u = "".join(ch for ch in u if ch.isalnum() or ch in "._-")
        return (f"{u}@{dom}", "EMAIL")

    def url(self, org):
        slug = "".join(ch for ch in org.lower() if ch.isalnum() or ch == " ").replace(" ", "-")[:28].strip("-")
        path = self.ch(["", "/portal", "/patients/portal", "/maternity/app", "/resources/feeding", "/referral", "/cyp/self-help", "/telehealth/join"])
        pre = self.ch(["www.", "https://www.", "https://", "portal."])
        return (f"{pre}{slug}{self.L.tld()}{path}", "URL")

    def user(self, p):
        return (self.ch([f"{p.given[0].lower()}{p.surname.lower()}{self.r.randint(1, 9)}", f"{p.given.lower()}.{p.surname[0].lower()}",
                         f"{p.surname.lower()[:6]}{p.given[0].lower()}", f"{p.given[:3].lower()}{p.surname[:3].lower()}{self.r.randint(10, 99)}"]), "USERNAME")

    def addr(self, oneline=None):
        return self.L.address(oneline)

    def prof(self):
        return (self.ch(PROF), "PROFESSION")

    def teenjob(self):
        return (self.ch(TEEN_JOBS), "PROFESSION")

    def country(self):
        return (self.ch(COUNTRIES), "COUNTRY")

    def home_country(self):
        return (COUNTRY_OF[self.code], "COUNTRY")

    def age(self, n, words=False):
        W = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
        if words and n <= 20:
            return (W[n], "AGE")
        if words and n < 100:
            T = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
            return (T[n // 10] + ("" if n % 10 == 0 else "-" + W[n % 10]), "AGE")
        return (str(n), "AGE")

    def time(self):
        return f"{self.r.randint(0, 23):02d}:{self.r.choice(['00', '05', '10', '15', '20', '25', '30', '40', '45', '50', '55'])}"
