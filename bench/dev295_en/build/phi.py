"""Note builder (single-pass offsets) and PHI surface-form generators."""
import datetime as dt

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Append text pieces; PHI pieces record their offsets as they are written."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, *parts):
        for s in parts:
            self.buf.append(s)
            self.n += len(s)
        return self

    def p(self, s, typ):
        assert s and typ in LABEL, (s, typ)
        start = self.n
        self.buf.append(s)
        self.n += len(s)
        self.spans.append((start, self.n, typ))
        return self

    def text(self):
        return "".join(self.buf)


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


def fdate(r, d, c, style=None):
    """Format a date for country c."""
    us = c in ("US", "CA")
    styles = ["num", "num", "long", "short", "num2"]
    if c == "CA":
        styles = ["iso", "iso", "long", "short", "num"]
    if style is None:
        style = r.choice(styles)
    m, dd, y = d.month, d.day, d.year
    if style == "num":
        if us:
            return f"{m:02d}/{dd:02d}/{y}" if r.random() < 0.6 else f"{m}/{dd}/{y}"
        return f"{dd:02d}/{m:02d}/{y}" if r.random() < 0.7 else f"{dd}/{m}/{y}"
    if style == "num2":
        if us:
            return f"{m}/{dd}/{y % 100:02d}"
        sep = r.choice(["/", ".", "/"])
        return f"{dd:02d}{sep}{m:02d}{sep}{y % 100:02d}"
    if style == "iso":
        return f"{y}-{m:02d}-{dd:02d}"
    if style == "long":
        if us or c == "CA":
            return f"{MON[m - 1]} {dd}, {y}"
        return r.choice([f"{dd} {MON[m - 1]} {y}", f"{ordinal(dd)} {MON[m - 1]} {y}"])
    if style == "short":
        if us:
            return f"{MON[m - 1][:3]} {dd}, {y}"
        return r.choice([f"{dd} {MON[m - 1][:3]} {y}", f"{dd:02d}-{MON[m - 1][:3]}-{y}",
                         f"{dd}-{MON[m - 1][:3]}-{y % 100:02d}"])
    if style == "wk":
        w = WD[d.weekday()]
        if us or c == "CA":
            return r.choice([f"{w}, {MON[m - 1]} {dd}, {y}", f"{w[:3]} {m}/{dd}", f"{w} {m}/{dd}"])
        return r.choice([f"{w} {dd} {MON[m - 1]} {y}", f"{w[:3]} {dd}/{m}", f"{w} {ordinal(dd)} {MON[m - 1]}",
                         f"{w[:3]} {dd} {MON[m - 1][:3]}"])
    if style == "dm":
        if us or c == "CA":
            return r.choice([f"{m}/{dd}", f"{MON[m - 1][:3]} {dd}", f"{MON[m - 1]} {dd}"])
        return r.choice([f"{dd}/{m}", f"{dd} {MON[m - 1][:3]}", f"{ordinal(dd)} {MON[m - 1]}"])
    if style == "my":
        return r.choice([f"{MON[m - 1]} {y}", f"{MON[m - 1][:3]} {y}", f"{m:02d}/{y}"])
    if style == "y":
        return str(y)
    raise ValueError(style)


def d_add(d, days):
    return d + dt.timedelta(days=days)


def art(word):
    return "an" if word[:1].lower() in "aeiou" or word.startswith(("HGV", "MRI")) else "a"


def digits(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0161", "0191", "0117", "01904", "01482", "01229", "01392", "01603"]
US_AREAS = ["614", "503", "512", "916", "313", "412", "404", "612", "602", "919", "608", "303", "207"]
CA_AREAS = ["416", "604", "403", "902", "204", "306", "506", "613", "250", "780"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["03", "04", "06", "07", "09"]


def phone(r, c, kind="land"):
    if c == "UK":
        if kind == "mob":
            return r.choice([f"07{digits(r, 3)} 555 {digits(r, 3)}", f"07{digits(r, 3)} 555{digits(r, 3)}"])
        a = r.choice(UK_AREAS)
        return r.choice([f"{a} 555 {digits(r, 4)}", f"{a} 555{digits(r, 4)}", f"({a}) 555 {digits(r, 4)}"])
    if c in ("US", "CA"):
        a = r.choice(US_AREAS if c == "US" else CA_AREAS)
        x = f"01{digits(r, 2)}"
        return r.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"({a}) 555-{x}"])
    if c == "AU":
        if kind == "mob":
            return f"04{digits(r, 2)} 555 {digits(r, 3)}"
        return f"({r.choice(AU_AREAS)}) 555{digits(r, 1)} {digits(r, 4)}"
    if kind == "mob":
        return f"02{r.choice('1279')} 555 {digits(r, 4)}"
    return f"({r.choice(NZ_AREAS)}) 555 {digits(r, 4)}"


def phone_ext(r, c):
    base = phone(r, c)
    return base + r.choice([f" ext. {digits(r, 4)}", f" x{digits(r, 3)}", f" ext {digits(r, 4)}"])


def pager(r, c):
    if c in ("US", "CA"):
        return r.choice([f"555-{digits(r, 4)}", f"{r.choice(US_AREAS)}-555-{digits(r, 4)}"])
    return r.choice(["555" + digits(r, 1), digits(r, 1) + "555", "555" + digits(r, 2)])


def email(r, first, last, domain=None):
    dom = domain or r.choice(["example.com", "example.net", "example.org"])
    f, l = first.lower(), last.lower().replace(" ", "").replace("'", "")
    return r.choice([f"{f}.{l}@{dom}", f"{f[0]}{l}@{dom}", f"{f}{l[:3]}{r.randint(1, 99)}@{dom}",
                     f"{l}.{f[0]}@{dom}"])


def url(r, slug=None):
    dom = r.choice(["example.org", "example.com", "example.net"])
    slug = slug or r.choice(["painprogramme", "pain/resources", "portal/login", "pmp/week1",
                             "flare-plan", "scs-support", "telehealth/join", "opioid-info"])
    return r.choice([f"https://www.{dom}/{slug}", f"www.{dom}/{slug}", f"https://portal.{dom}/{slug}",
                     f"{dom}/{slug}"])


def ipaddr(r):
    k = r.randint(0, 2)
    if k == 0:
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    if k == 1:
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"


def username(r, first, last):
    l = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    return r.choice([f"{first[0].lower()}{l}", f"{first[0].lower()}{l}{r.randint(1, 9)}",
                     f"{l}.{first[0].lower()}", f"{first.lower()}_{l[:4]}", f"{l[:6]}{first[0].lower()}{r.randint(10, 99)}"])


# ---------------------------------------------------------------- identifiers
def mrn(r, c):
    if c == "UK":
        return r.choice([f"H{digits(r, 7)}", f"RX{digits(r, 6)}", f"K{digits(r, 6)}"])
    if c == "US":
        return r.choice([digits(r, 8), f"00{digits(r, 6)}", f"M{digits(r, 7)}"])
    if c == "AU":
        return r.choice([digits(r, 6), digits(r, 7), f"{digits(r, 2)}-{digits(r, 5)}"])
    if c == "CA":
        return r.choice([digits(r, 7), f"C{digits(r, 7)}"])
    return r.choice([f"{digits(r, 6)}", f"KH{digits(r, 6)}"])


def healthplan(r, c):
    """National health-system number (NHS, Medicare, provincial card, NHI) or US member id."""
    if c == "UK":
        return r.choice([f"{digits(r, 3)} {digits(r, 3)} {digits(r, 4)}", digits(r, 10)])
    if c == "US":
        return r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"W{digits(r, 9)}", f"{letters(r, 1)}{digits(r, 8)}{letters(r, 2)}"])
    if c == "AU":
        return r.choice([f"{r.randint(2, 6)}{digits(r, 3)} {digits(r, 5)} {r.randint(1, 5)}", f"{r.randint(2, 6)}{digits(r, 9)}"])
    if c == "CA":
        return r.choice([f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}",
                         f"9{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"])
    return f"{letters(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{digits(r, 4)}"


HP_LABEL = {"UK": "NHS No", "US": "Member ID", "AU": "Medicare No", "CA": "Health Card", "NZ": "NHI"}
MRN_LABEL = {"UK": "Hosp No", "US": "MRN", "AU": "UR", "CA": "Chart #", "NZ": "Hospital No"}


def ssn(r, c):
    if c == "CA":
        return f"9{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
    return r.choice([f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}", f"000-{digits(r, 2)}-{digits(r, 4)}",
                     f"9{digits(r, 8)}"])


def account(r):
    return r.choice([f"{digits(r, 4)}-{digits(r, 4)}", f"V{digits(r, 8)}", f"ENC{digits(r, 7)}",
                     digits(r, 9), f"A{digits(r, 2)}-{digits(r, 6)}"])


def licence(r, c, kind=None):
    if c == "US":
        kind = kind or r.choice(["DEA", "NPI"])
        if kind == "DEA":
            return "DEA", f"{r.choice('ABFM')}{letters(r, 1)}{digits(r, 7)}"
        if kind == "NPI":
            return "NPI", f"1{digits(r, 9)}"
        return "State lic.", f"{letters(r, 2)}{digits(r, 6)}"
    if c == "UK":
        return (r.choice(["GMC", "GMC No"]), digits(r, 7)) if kind != "NMC" else ("NMC PIN", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 4)}{letters(r, 1)}")
    if c == "AU":
        if kind == "presc":
            return "Prescriber No", digits(r, 7)
        return "AHPRA", f"MED{digits(r, 10)}"
    if c == "CA":
        return r.choice(["CPSO #", "CPSBC #", "Licence #"]), digits(r, 5)
    return r.choice(["MCNZ", "MCNZ No"]), digits(r, 5)


def device_serial(r):
    return r.choice([f"NAX{digits(r, 6)}", f"SN{digits(r, 8)}", f"{letters(r, 3)}-{digits(r, 5)}-{letters(r, 1)}",
                     f"{digits(r, 2)}{letters(r, 2)}{digits(r, 5)}"])


def plate(r, c):
    if c == "UK":
        return f"{letters(r, 2)}{r.randint(10, 73)} {letters(r, 3)}"
    if c == "US":
        return f"{r.randint(1, 9)}{letters(r, 3)}{digits(r, 3)}"
    if c == "AU":
        return r.choice([f"{letters(r, 3)}-{digits(r, 3)}", f"{digits(r, 1)}{letters(r, 3)}{digits(r, 3)}"])
    if c == "CA":
        return f"{letters(r, 4)} {digits(r, 3)}"
    return f"{letters(r, 3)}{digits(r, 3)}"


def vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(pool) for _ in range(17))


def bioid(r):
    return r.choice([f"FP-{digits(r, 5)}", f"IRIS-{digits(r, 6)}", f"BIO{digits(r, 7)}", f"PV-{digits(r, 4)}-{letters(r, 2)}"])


def idnum(r, kind):
    y = r.randint(22, 25)
    forms = {
        "uds": [f"UDS-{y}-{digits(r, 5)}", f"U{y}{digits(r, 6)}", f"TOX{digits(r, 6)}"],
        "acc": [f"S{y}-{digits(r, 4)}", f"RAD{digits(r, 7)}", f"{letters(r, 2)}{digits(r, 8)}"],
        "ref": [f"REF-{digits(r, 6)}", f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)}", f"ER{digits(r, 7)}"],
        "pdmp": [f"RPT-{digits(r, 8)}", f"Q{digits(r, 9)}", f"{digits(r, 4)}-{digits(r, 4)}-{digits(r, 2)}"],
        "agr": [f"OTA-20{y}-{digits(r, 4)}", f"OSA{digits(r, 5)}", f"CSA-{digits(r, 6)}"],
        "claim": [f"{digits(r, 8)}", f"WC-{digits(r, 6)}", f"CLM{digits(r, 7)}", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 5)}"],
        "order": [f"ORD{digits(r, 7)}", f"{digits(r, 9)}", f"RX{digits(r, 8)}"],
        "case": [f"MDT-{y}-{digits(r, 3)}", f"PMP{y}-{digits(r, 4)}"],
    }
    return r.choice(forms[kind])


def postcode(r, c):
    if c == "UK":
        out = r.choice([f"{letters(r, 2)}{r.randint(1, 29)}", f"{letters(r, 1)}{r.randint(1, 19)}"])
        return f"{out} {r.randint(1, 9)}{letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    if c == "US":
        z = f"{r.randint(1, 9)}{digits(r, 4)}"
        return z if r.random() < 0.85 else f"{z}-{digits(r, 4)}"
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
    return f"{r.randint(1, 9)}{digits(r, 3)}"


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, c, sex=None):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.middle = r.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        while self.middle == self.first:
            self.middle = r.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = r.choice(P.SURNAMES)
        self.c = c
        self.dot = c in ("US", "CA")
        if self.sex == "F":
            self.title = r.choice(["Mrs", "Ms", "Ms", "Miss"])
        else:
            self.title = "Mr"
        self.nick = P.NICK.get(self.first)

    def tt(self, t=None):
        t = t or self.title
        if self.dot and t != "Miss":
            return t + "."
        return t


def name(n, r, who, typ, form=None, title=None):
    """Write a person's name. Titles (Dr, Mrs …) are written outside the span."""
    forms = ["full", "full", "title", "titlefull", "lastfirst", "first", "init", "finit", "mid", "UPPER"]
    form = form or r.choice(forms)
    if form in ("title", "titlefull"):
        n.t((title or who.tt()) + " ")
        n.p(who.last if form == "title" else f"{who.first} {who.last}", typ)
    elif form == "full":
        n.p(f"{who.first} {who.last}", typ)
    elif form == "mid":
        n.p(f"{who.first} {who.middle[0]}. {who.last}" if who.dot else f"{who.first} {who.middle} {who.last}", typ)
    elif form == "lastfirst":
        n.p(f"{who.last}, {who.first}", typ)
    elif form == "UPPER":
        n.p(f"{who.last.upper()}, {who.first.upper()} {who.middle[0]}", typ)
    elif form == "first":
        n.p(who.first, typ)
    elif form == "last":
        n.p(who.last, typ)
    elif form == "nick":
        n.p(who.nick or who.first, typ)
    elif form == "init":
        parts = who.last.replace("-", " ").split()
        n.p(r.choice([f"{who.first[0]}.{parts[0][0]}.", f"{who.first[0]}{parts[0][0]}"]), typ)
    elif form == "finit":
        n.p(f"{who.first[0]}. {who.last}" if r.random() < 0.6 else f"{who.first[0]} {who.last}", typ)
    else:
        raise ValueError(form)
    return n


class Staff(Person):
    def __init__(self, r, c, role):
        super().__init__(r, c)
        self.role = role
        self.creds = role


def dr(n, r, s, form=None):
    """Clinician with 'Dr' title (title outside)."""
    f = form or r.choice(["title", "titlefull", "titlefull", "title"])
    if f in ("title", "titlefull"):
        return name(n, r, s, "DOCTOR", f, title="Dr." if s.dot and r.random() < 0.7 else "Dr")
    return name(n, r, s, "DOCTOR", f)


def address(n, r, ctx, oneline=True, who=None):
    a = who or ctx.addr
    n.p(a["street"], "STREET")
    n.t(", " if oneline else "\n")
    n.p(a["city"], "CITY")
    c = ctx.c
    if c == "UK":
        if a.get("county") and r.random() < 0.5:
            n.t(", " if oneline else "\n").p(a["county"], "CITY")
        n.t(", " if oneline else "\n").p(a["zip"], "ZIP")
    elif c == "NZ":
        n.t(" " if r.random() < 0.6 else ", ").p(a["zip"], "ZIP")
    else:
        n.t(", " if c != "AU" or r.random() < 0.5 else " ")
        n.p(a["state"][1] if r.random() < 0.8 else a["state"][0], "STATE")
        n.t(" " if c != "CA" or r.random() < 0.5 else "  ").p(a["zip"], "ZIP")
    return n


def make_addr(r, c):
    num = r.randint(1, 240)
    st = f"{num} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX[c])}"
    if r.random() < 0.2:
        if c == "US":
            st += r.choice([f", Apt {r.randint(1, 30)}", f" Apt {r.randint(1, 9)}{r.choice('ABC')}", f", Unit {r.randint(1, 12)}"])
        elif c == "CA":
            st = f"{r.randint(101, 1208)}-{st}"
        else:
            st = P.UNIT_FMT[c].format(n=r.randint(1, 24)) + st
    a = {"street": st, "city": r.choice(P.TOWNS[c]), "zip": postcode(r, c)}
    if c in P.STATES:
        a["state"] = r.choice(P.STATES[c])
    if c == "UK":
        a["county"] = r.choice(P.UK_COUNTIES)
    return a


class Ctx:
    """Everything one note needs: the patient, their world, the service."""

    def __init__(self, r, c, year_lo=2022, year_hi=2025, age=(19, 91)):
        self.c = c
        self.pt = Person(r, c)
        self.age = r.randint(*age)
        self.visit = dt.date(r.randint(year_lo, year_hi), r.randint(1, 12), r.randint(1, 28))
        self.dob = dt.date(self.visit.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.visit.month, self.visit.day):
            self.dob = dt.date(self.dob.year - 1, self.dob.month, self.dob.day)
        self.addr = make_addr(r, c)
        self.mrn = mrn(r, c)
        self.hp = healthplan(r, c)
        self.ssn = ssn(r, c)
        self.phone = phone(r, c, "land")
        self.mobile = phone(r, c, "mob")
        self.email = email(r, self.pt.first, self.pt.last)
        self.job = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS)
        self.hosp = r.choice(P.HOSPITALS[c])
        self.clinic = r.choice(P.PAIN_CLINICS[c])
        self.practice = r.choice(P.PRACTICES[c])
        self.pharmacy = r.choice(P.PHARMACIES[c])
        self.ward = r.choice(P.WARDS)
        self.gp = Person(r, c)
        self.consultant = Person(r, c)
        self.nurse = Person(r, c)
        used = {self.pt.last}
        for who in (self.gp, self.consultant, self.nurse):
            while who.last in used:
                who.last = r.choice(P.SURNAMES)
            used.add(who.last)
        self.fam = [(r.choice(P.RELATIONS), Person(r, c)) for _ in range(2)]
        for rel, f in self.fam:
            if rel in ("wife", "daughter", "mother", "sister", "granddaughter"):
                f.sex = "F"
                f.first = r.choice(P.FIRST_F)
            elif rel in ("husband", "son", "father", "brother", "son-in-law"):
                f.sex = "M"
                f.first = r.choice(P.FIRST_M)
            if rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "granddaughter") and r.random() < 0.7:
                f.last = self.pt.last
        self.town_hosp_phone = phone(r, c)
        self.fax = phone(r, c)
        self.acct = account(r)
        self.lic = licence(r, c)
        self.prog = "program" if c in ("US", "CA") else "programme"
        self.gp_word = {"UK": "GP", "US": "PCP", "AU": "GP", "CA": "family physician", "NZ": "GP"}[c]
        self.para = "acetaminophen" if c in ("US", "CA") else "paracetamol"
        self.ed = {"UK": "A&E", "US": "ED", "AU": "ED", "CA": "ED", "NZ": "ED"}[c]

    @property
    def he(self):
        return "she" if self.pt.sex == "F" else "he"

    @property
    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    @property
    def him(self):
        return "her" if self.pt.sex == "F" else "him"

    def d(self, r, d=None, style=None):
        return fdate(r, d or self.visit, self.c, style)


def age_form(n, r, ctx, style=None):
    """Write an age with its context words; only the number/word is the span."""
    a = ctx.age
    sx = ctx.pt.sex
    style = style or r.choice(["yo", "year-old", "yo2", "sexage", "aged", "y", "ageword"])
    if style == "yo":
        n.p(str(a), "AGE").t(r.choice([" yo ", " y/o ", " y.o. "]))
        n.t("female" if sx == "F" else "male")
    elif style == "yo2":
        n.p(str(a), "AGE").t("yo " + ("F" if sx == "F" else "M"))
    elif style == "year-old":
        n.p(str(a), "AGE").t("-year-old " + ("woman" if sx == "F" else "man"))
    elif style == "sexage":
        n.p(str(a), "AGE").t(("F" if sx == "F" else "M"))
    elif style == "aged":
        n.t("aged ").p(str(a), "AGE")
    elif style == "y":
        n.p(str(a), "AGE").t(" y")
    else:
        n.p(num_word(a), "AGE").t("-year-old " + ("woman" if sx == "F" else "man"))
    return n


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_word(a):
    if a < 20:
        return ONES[a]
    t, o = divmod(a, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")
