"""Fictional people, places, identifiers and their many surface formats.
Every formatter returns a segment list usable by Note.add(): plain strings for
non-PHI text, (value, TYPE) tuples for PHI."""
import datetime as dt

import pools as P

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMW[n]
    t, u = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUMW[u])


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


# ---------------------------------------------------------------- dates
def date_str(d, country, style):
    y, m, da = d.year, d.month, d.day
    if style == "num":
        return (f"{da:02d}/{m:02d}/{y}" if country == "UK" else f"{m:02d}/{da:02d}/{y}")
    if style == "numshort":
        return (f"{da}/{m}/{y % 100:02d}" if country == "UK" else f"{m}/{da}/{y % 100:02d}")
    if style == "numloose":
        return (f"{da}/{m}/{y}" if country == "UK" else f"{m}/{da}/{y}")
    if style == "dm":
        return f"{da}/{m}" if country == "UK" else f"{m}/{da}"
    if style == "dot":
        return f"{da:02d}.{m:02d}.{y % 100:02d}"
    if style == "iso":
        return f"{y}-{m:02d}-{da:02d}"
    if style == "mon":
        return (f"{da} {MON[m - 1]} {y}" if country == "UK" else f"{MON[m - 1]} {da}, {y}")
    if style == "monhy":
        return f"{da:02d}-{MON[m - 1]}-{y}"
    if style == "long":
        return (f"{da} {MONTH[m - 1]} {y}" if country == "UK" else f"{MONTH[m - 1]} {da}, {y}")
    if style == "ord":
        return (f"{ordinal(da)} {MONTH[m - 1]} {y}" if country == "UK"
                else f"{MONTH[m - 1]} {ordinal(da)}, {y}")
    if style == "wd":
        return (f"{WD[d.weekday()]} {da} {MONTH[m - 1]} {y}" if country == "UK"
                else f"{WD[d.weekday()]}, {MONTH[m - 1]} {da}, {y}")
    if style == "wds":
        return (f"{WDS[d.weekday()]} {da}/{m}" if country == "UK"
                else f"{WDS[d.weekday()]} {m}/{da}")
    if style == "monyr":
        return f"{MONTH[m - 1]} {y}"
    if style == "monyrs":
        return f"{MON[m - 1]} {y}"
    if style == "year":
        return str(y)
    if style == "daymon":
        return f"{da} {MON[m - 1]}" if country == "UK" else f"{MON[m - 1]} {da}"
    raise ValueError(style)


FULL_STYLES = ["num", "num", "num", "numshort", "numloose", "iso", "mon", "mon", "monhy",
               "long", "ord"]


class DateFmt:
    """A note-level preferred date style plus occasional variation."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.main = rng.choice(FULL_STYLES)
        if country == "UK" and self.main == "numloose" and rng.random() < 0.5:
            self.main = "dot"

    def __call__(self, d, style=None):
        if style is None:
            style = self.main if self.rng.random() < 0.85 else self.rng.choice(FULL_STYLES)
        return [(date_str(d, self.country, style), "DATE")]

    def short(self, d):
        return [(date_str(d, self.country, self.rng.choice(["dm", "dm", "daymon", "wds"])),
                 "DATE")]


def rand_date(rng, start=dt.date(2019, 1, 2), end=dt.date(2025, 9, 30)):
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def plus(d, days):
    return d + dt.timedelta(days=days)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, typ, sex=None, surname=None):
        self.typ = typ
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = surname or rng.choice(P.SURNAMES)
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else ""
        self.nick = P.NICK.get(self.first)
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = rng.choice(["Mrs", "Ms", "Miss", "Ms"])

    def full(self):
        return f"{self.first} {self.last}"

    def fml(self):
        return f"{self.first} {self.mi}. {self.last}" if self.mi else self.full()

    def initials(self):
        return f"{self.first[0]}.{self.last[0]}."

    def seg(self, form, dot=True):
        """Rendered forms; title and credentials stay outside the span."""
        T = self.typ
        td = self.title + ("." if dot and self.title in ("Mr", "Mrs", "Ms", "Dr") else "")
        if form == "full":
            return [(self.full(), T)]
        if form == "fml":
            return [(self.fml(), T)]
        if form == "lf":
            return [(f"{self.last}, {self.first}" + (f" {self.mi}" if self.mi else ""), T)]
        if form == "LF":
            return [(f"{self.last.upper()}, {self.first}", T)]
        if form == "LFU":
            return [(f"{self.last.upper()}, {self.first.upper()}"
                     + (f" {self.mi}" if self.mi else ""), T)]
        if form == "FLU":
            return [(f"{self.first} {self.last.upper()}", T)]
        if form == "first":
            return [(self.first, T)]
        if form == "nick":
            return [(self.nick or self.first, T)]
        if form == "last":
            return [(self.last, T)]
        if form == "init":
            return [(self.initials(), T)]
        if form == "initnd":
            return [(self.first[0] + self.last[0], T)]
        if form == "fi_last":
            return [(f"{self.first[0]}. {self.last}", T)]
        if form == "t_last":
            return [td + " ", (self.last, T)]
        if form == "t_full":
            return [td + " ", (self.full(), T)]
        if form == "first_i":
            return [(f"{self.first} {self.last[0]}.", T)]
        raise ValueError(form)


PT_FORMS_REF = ["t_last", "t_last", "t_last", "first", "last", "full", "fi_last", "nick"]


class Staff(Person):
    def __init__(self, rng, country, role, cred, dr=True):
        super().__init__(rng, "DOCTOR")
        self.country = country
        self.role = role
        self.cred = cred
        self.dr = dr
        if country == "UK" and role.startswith(("Consultant Plastic", "Consultant Burns")) \
                and rng.random() < 0.6:
            self.pref = self.title  # UK surgeons keep Mr/Ms
        elif dr:
            self.pref = "Dr" if country == "UK" else "Dr."
        else:
            self.pref = ""
        self.user = (self.first[0] + self.last.replace("'", "").replace(" ", "")
                     .replace(".", "")).lower()[:10] + str(rng.randint(1, 99))
        self.email = email_for(rng, self)
        self.bleep = str(rng.randint(5550, 5559)) if rng.random() < 0.5 else \
            "555" + str(rng.randint(10, 99))
        self.lic = license_for(rng, country, role, cred)

    def ref(self, rng, form=None):
        if form is None:
            form = rng.choice(["pl", "pl", "pfl", "fl_cred", "fl_cred", "fml_cred"])
        if form == "pl" and self.pref:
            return [self.pref + " ", (self.last, "DOCTOR")]
        if form == "pfl" and self.pref:
            return [self.pref + " ", (self.full(), "DOCTOR")]
        if form == "fml_cred":
            return [(self.fml(), "DOCTOR")] + ([", " + self.cred] if self.cred else [])
        if form == "first":
            return [(self.first, "DOCTOR")]
        if form == "init":
            return [(self.first[0] + self.last[0], "DOCTOR")]
        return [(self.full(), "DOCTOR")] + ([", " + self.cred] if self.cred else [])


def art(word):
    """Indefinite article for a word or an age number."""
    w = word.lower()
    if w[:1] in "aeiou8" or w in ("11", "18") or w.startswith(("11", "18")) and len(w) == 2:
        return "an"
    return "a"


def license_for(rng, country, role, cred=""):
    r = role.lower()
    nurse = ("nurse" in r or "sister" in r or "charge" in r
             or any(x in ("RN", "RGN", "RN,") for x in cred.split()))
    if country == "UK":
        if nurse:
            return ("NMC PIN", f"{rng.randint(0, 99):02d}{rng.choice('ABCDEFGHIJ')}"
                    f"{rng.randint(1000, 9999)}{rng.choice('EOSCW')}")
        if "therap" in r or "physio" in r:
            return ("HCPC", ("PH" if "physio" in r else "OT") + str(rng.randint(10000, 99999)))
        if "photograph" in r:
            return ("IMI reg", f"IMI-{rng.randint(1000, 9999)}")
        return ("GMC", str(rng.randint(4000000, 7999999)))
    if nurse:
        return ("RN Lic", f"RN{rng.randint(100000, 999999)}")
    if "physical" in r:
        return ("PT Lic", f"PT{rng.randint(10000, 99999)}")
    if "therap" in r:
        return ("CHT #", str(rng.randint(10000, 99999)))
    if "photograph" in r:
        return ("Cert", f"RBP-{rng.randint(100, 999)}")
    return ("NPI", "1" + str(rng.randint(100000000, 999999999)))


def email_for(rng, p, domain=None):
    dom = domain or rng.choice(["example.org", "example.com", "example.net",
                                "mail.example.org", "trust.example.net"])
    base = rng.choice([f"{p.first}.{p.last}", f"{p.first[0]}{p.last}", f"{p.first}{p.last[0]}",
                       f"{p.first}_{p.last}{rng.randint(1, 99)}"])
    base = base.lower().replace("'", "").replace(" ", "").replace("..", ".")
    return f"{base}@{dom}"


# ---------------------------------------------------------------- contact
def phone(rng, country, city=None, style=None, kind="land"):
    if country == "UK":
        if kind == "mobile":
            return f"07{rng.randint(100, 999)} 555{rng.randint(100, 999)}"
        area = P.UK_AREA.get(city) or rng.choice(["0113", "0161", "0117", "01632", "0121",
                                                    "01904", "01483"])
        tail = f"0{rng.randint(100, 199)}"
        s = style if style is not None else rng.randint(0, 3)
        if s == 0:
            return f"{area} 555 {tail}"
        if s == 1:
            return f"+44 {area[1:]} 555 {tail}"
        if s == 2:
            return f"({area}) 555{tail}"
        return f"{area} 555{tail}"
    ac = None
    for c in P.US_PLACES:
        if c[0] == city:
            ac = rng.choice(c[4])
    ac = ac or rng.choice(["617", "312", "404", "713", "215", "206"])
    tail = f"01{rng.randint(0, 99):02d}"
    s = style if style is not None else rng.randint(0, 4)
    if s == 0:
        return f"({ac}) 555-{tail}"
    if s == 1:
        return f"{ac}-555-{tail}"
    if s == 2:
        return f"{ac}.555.{tail}"
    if s == 3:
        return f"+1 {ac} 555 {tail}"
    return f"1-{ac}-555-{tail}"


def phone_ext(rng, country, city=None):
    p = phone(rng, country, city)
    return p + rng.choice([" ext. ", " ext ", " x", " Ext "]) + str(rng.randint(200, 7999))


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    if k == 1:
        return f"192.168.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


def url(rng, kind="portal"):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    paths = {
        "portal": ["https://portal.{d}/login", "https://mychart.{d}/", "www.{d}/patient-portal",
                   "https://{d}/myrecord"],
        "leaflet": ["www.{d}/burns/aftercare", "https://{d}/scar-care-leaflet.pdf",
                    "https://www.{d}/hand-therapy/exercises", "{d}/burns-advice",
                    "https://{d}/pressure-garments/care"],
        "upload": ["https://photos.{d}/upload", "https://images.{d}/clinical/secure",
                   "https://teleburns.{d}/referral"],
    }[kind]
    return rng.choice(paths).format(d=dom)


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        return rng.choice([f"{letters(rng, 1)}{digits(rng, 7)}", f"RX{digits(rng, 6)}",
                           f"{digits(rng, 8)}", f"H{digits(rng, 6)}{letters(rng, 1)}"])
    return rng.choice([digits(rng, 8), f"00{digits(rng, 7)}", f"MR-{digits(rng, 7)}",
                       f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 2)}"])


def nhs(rng):
    return f"999 {digits(rng, 3)} {digits(rng, 4)}"


def ssn(rng):
    first = rng.choice(["9" + digits(rng, 2), "000"])
    return f"{first}-{digits(rng, 2)}-{digits(rng, 4)}"


def member_id(rng):
    return rng.choice([f"{letters(rng, 3)}{digits(rng, 9)}", f"W{digits(rng, 10)}",
                       f"{letters(rng, 2)}-{digits(rng, 7)}", f"{digits(rng, 3)}{letters(rng, 2)}{digits(rng, 5)}"])


def group_no(rng):
    return rng.choice([f"{digits(rng, 5)}-{letters(rng, 1)}", f"GRP{digits(rng, 6)}", digits(rng, 6)])


def account(rng, country):
    return rng.choice([f"{digits(rng, 10)}", f"ENC-{digits(rng, 8)}", f"V{digits(rng, 9)}",
                       f"{digits(rng, 4)}-{digits(rng, 4)}", f"A{digits(rng, 7)}"])


def idnum(rng, kind):
    if kind == "spec":
        return rng.choice([f"S{rng.randint(19, 25)}-{rng.randint(1000, 99999)}",
                           f"HX{digits(rng, 6)}", f"PATH-{digits(rng, 5)}/{rng.randint(19, 25)}"])
    if kind == "photo":
        return rng.choice([f"IMG-{digits(rng, 7)}", f"MP{digits(rng, 6)}", f"PHOTO-{digits(rng, 5)}-{letters(rng, 1)}"])
    if kind == "case":
        return rng.choice([f"TH{digits(rng, 6)}", f"OR-{digits(rng, 7)}", f"CASE {digits(rng, 5)}"])
    if kind == "ref":
        return rng.choice([f"BRN-{digits(rng, 5)}", f"REF{digits(rng, 7)}", f"ERS-{digits(rng, 4)}-{digits(rng, 4)}",
                           f"TR-{rng.randint(19, 25)}-{digits(rng, 4)}"])
    if kind == "order":
        return rng.choice([f"ORD{digits(rng, 8)}", f"RX-{digits(rng, 6)}", f"PO-{digits(rng, 6)}"])
    if kind == "incident":
        return rng.choice([f"IR-{digits(rng, 6)}", f"DATIX {digits(rng, 6)}", f"INC{digits(rng, 7)}"])
    raise ValueError(kind)


def device_sn(rng, kind):
    if kind == "npwt":
        return rng.choice([f"VUL{digits(rng, 8)}", f"RT-{digits(rng, 6)}-{letters(rng, 2)}", f"PICO{digits(rng, 7)}"])
    if kind == "doppler":
        return rng.choice([f"CSD-{digits(rng, 6)}", f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 5)}"])
    if kind == "expander":
        return f"{letters(rng, 2)}{digits(rng, 7)}"
    if kind == "dermatome":
        return rng.choice([f"ZD{digits(rng, 6)}", f"PAD-{digits(rng, 5)}"])
    if kind == "pump":
        return rng.choice([f"ALR{digits(rng, 7)}", f"IVP-{digits(rng, 6)}"])
    if kind == "laser":
        return f"CO2-{digits(rng, 4)}-{letters(rng, 2)}"
    if kind == "camera":
        return f"{letters(rng, 3)}{digits(rng, 7)}"
    raise ValueError(kind)


def vehicle(rng, country):
    if country == "UK":
        return f"{letters(rng, 2)}{rng.randint(10, 74)} {letters(rng, 3)}"
    if rng.random() < 0.3:
        return "1" + letters(rng, 2) + digits(rng, 1) + letters(rng, 2) + digits(rng, 2) \
            + letters(rng, 1) + digits(rng, 1) + letters(rng, 1) + digits(rng, 6)
    return rng.choice([f"{rng.randint(1, 9)}{letters(rng, 3)}{digits(rng, 3)}",
                       f"{letters(rng, 3)}-{digits(rng, 4)}", f"{letters(rng, 3)} {digits(rng, 3)}"])


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"PV-{digits(rng, 6)}", f"IRIS-{letters(rng, 2)}{digits(rng, 4)}",
                       f"BIO{digits(rng, 7)}"])


# ---------------------------------------------------------------- address
def address(rng, country, place=None):
    if country == "UK":
        town, county, pcs = place or rng.choice(P.UK_PLACES)
        num = rng.randint(1, 240)
        street = f"{num} {rng.choice(P.STREET_NAMES)} {rng.choice(P.UK_SUFFIX)}"
        if rng.random() < 0.15:
            street = f"Flat {rng.randint(1, 30)}, " + street
        pc = f"{rng.choice(pcs)} {rng.randint(1, 9)}{letters(rng, 2)}"
        return {"street": street, "city": town, "region": county, "zip": pc, "country": "UK"}
    city, st, stname, z3, _ = place or rng.choice(P.US_PLACES)
    street = f"{rng.randint(10, 9899)} {rng.choice(P.US_STREET_NAMES)} {rng.choice(P.US_SUFFIX)}"
    r = rng.random()
    if r < 0.15:
        street += f", Apt {rng.randint(1, 40)}{rng.choice(['', 'A', 'B', 'C'])}"
    elif r < 0.22:
        street += f" #{rng.randint(100, 999)}"
    return {"street": street, "city": city, "region": st, "region_long": stname,
            "zip": z3 + digits(rng, 2) + (("-" + digits(rng, 4)) if rng.random() < 0.1 else ""),
            "country": "US"}


def addr_seg(a, rng, multiline=False, with_region=None, with_country=False):
    sep = "\n" if multiline else ", "
    out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
    if a["country"] == "UK":
        if with_region if with_region is not None else rng.random() < 0.35:
            out += [sep, (a["region"], "CITY")]
        out += [sep if multiline else " ", (a["zip"], "ZIP")]
        if with_country:
            out += [sep, (rng.choice(["United Kingdom", "UK"]), "COUNTRY")]
    else:
        st = a["region"] if rng.random() < 0.8 else a["region_long"]
        out += [", ", (st, "STATE"), " ", (a["zip"], "ZIP")]
        if with_country:
            out += [sep, (rng.choice(["USA", "United States"]), "COUNTRY")]
    return out


def age_seg(rng, age, ctx="yo"):
    """Age with surrounding words; only the number is the span."""
    if age < 1:
        return [(str(max(1, int(age * 12))), "AGE"), " months old"]
    if ctx == "yo":
        k = rng.randint(0, 6)
        if k == 0:
            return [(str(age), "AGE"), "-year-old"]
        if k == 1:
            return [(str(age), "AGE"), " yo"]
        if k == 2:
            return [(str(age), "AGE"), "yo"]
        if k == 3:
            return [(str(age), "AGE"), " y/o"]
        if k == 4:
            return [(str(age), "AGE"), " year old"]
        if k == 5 and age < 100:
            return [(num_words(age), "AGE"), "-year-old"]
        return [(str(age), "AGE"), "-yr-old"]
    return [(str(age), "AGE")]
