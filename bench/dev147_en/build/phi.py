"""Piece-based document builder and invented PHI value generators.

All randomness comes from the single random.Random(147) that make.py passes
to init(); nothing else creates a generator.
"""
import datetime as dt
import re

import pools as P

R = None


def init(rng):
    global R
    R = rng


def ch(seq):
    return R.choice(seq)


def maybe(p):
    return R.random() < p


def dig(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def let(n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(alphabet) for _ in range(n))


LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{(\w+)\}")


class Doc:
    """Builds a note left to right; spans are recorded as values are appended."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, s):
        if s:
            self.buf.append(s)
            self.n += len(s)

    def p(self, s, typ):
        if typ is None:
            self.t(s)
            return
        assert typ in LABEL, typ
        assert s and s == s.strip(), repr(s)
        self.spans.append((self.n, self.n + len(s), typ))
        self.t(s)

    def add(self, v):
        if v is None:
            return
        if isinstance(v, (int, float)):
            self.t(str(v))
        elif isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for item in v:
                self.add(item)

    def f(self, tmpl, **kw):
        parts = _FIELD.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.t(part)
            else:
                self.add(kw[part])

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.t("\n")

    def text(self):
        return "".join(self.buf)


def join(items, sep=", ", last=None):
    """Join piece-values into one piece list."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(last if (last is not None and i == len(items) - 1) else sep)
        out.append(it)
    return out


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"]


def ordn(d):
    if 10 <= d % 100 <= 20:
        return f"{d}th"
    return f"{d}" + {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy_s", "dmy_dot", "dmy_dots", "d_mon_y",
               "d_mon_y_sp", "d_month_y", "dth_month_y", "iso", "ddmonyy",
               "d_mon_y_sp", "dmy"]
SHORT_STYLES = ["dm", "dm0", "wd_dm", "wd_dth", "wd_dth_month", "d_mon",
                "dth_month", "wd_full_dm", "wd"]


def fmt_date(d, style):
    m3 = MONTHS[d.month - 1][:3]
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy_s":
        return f"{d.day}/{d.month}/{d.year % 100:02d}"
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmy_dots":
        return f"{d.day}.{d.month}.{d.year % 100:02d}"
    if style == "d_mon_y":
        return f"{d.day:02d}-{m3}-{d.year}"
    if style == "d_mon_y_sp":
        return f"{d.day} {m3} {d.year}"
    if style == "d_month_y":
        return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if style == "dth_month_y":
        return f"{ordn(d.day)} {MONTHS[d.month - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "ddmonyy":
        return f"{d.day:02d}{m3.upper()}{d.year % 100:02d}"
    if style == "dm":
        return f"{d.day}/{d.month}"
    if style == "dm0":
        return f"{d.day:02d}/{d.month:02d}"
    if style == "wd_dm":
        return f"{WD3[d.weekday()]} {d.day}/{d.month}"
    if style == "wd_dth":
        return f"{WD_ALT[d.weekday()]} {ordn(d.day)}"
    if style == "wd_dth_month":
        return f"{WEEKDAYS[d.weekday()]} {ordn(d.day)} {MONTHS[d.month - 1]}"
    if style == "wd_full_dm":
        return f"{WEEKDAYS[d.weekday()]} {d.day:02d}/{d.month:02d}/{d.year}"
    if style == "d_mon":
        return f"{d.day} {m3}"
    if style == "dth_month":
        return f"{ordn(d.day)} {MONTHS[d.month - 1]}"
    if style == "wd":
        return WEEKDAYS[d.weekday()]
    if style == "month_y":
        return f"{MONTHS[d.month - 1]} {d.year}"
    if style == "mon_y":
        return f"{m3} {d.year}"
    if style == "mm_yyyy":
        return f"{d.month:02d}/{d.year}"
    if style == "month":
        return MONTHS[d.month - 1]
    if style == "y":
        return str(d.year)
    raise ValueError(style)


def date(d, style=None, short=False):
    if style is None:
        style = ch(SHORT_STYLES if short else FULL_STYLES)
    return (fmt_date(d, style), "DATE")


def rand_date(lo=2022, hi=2025):
    start = dt.date(lo, 1, 1).toordinal()
    end = dt.date(hi, 12, 31).toordinal()
    return dt.date.fromordinal(R.randint(start, end))


def shift(d, days):
    return d + dt.timedelta(days=days)


def past_year(today, lo=1, hi=40):
    return str(today.year - R.randint(lo, hi))


# ---------------------------------------------------------------- ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def age_p(age, sex=None, style=None):
    """Pieces for an age with optional sex letter; the number alone is the span."""
    sx = sex or "M"
    if style is None:
        style = ch(["nM", "n M", "nyo", "n y/o", "n-year-old", "aged n",
                    "nM", "n yrs", "ny", "(n)", "n-yr-old", "n yo", "nF/nM",
                    "age n", "words"])
    a = (str(age), "AGE")
    if style == "nM" or style == "nF/nM":
        return [a, sx]
    if style == "n M":
        return [a, " " + sx]
    if style == "nyo":
        return [a, "yo"]
    if style == "n y/o":
        return [a, " y/o"]
    if style == "n-year-old":
        return [a, "-year-old"]
    if style == "n-yr-old":
        return [a, "-yr-old"]
    if style == "aged n":
        return ["aged ", a]
    if style == "age n":
        return ["age ", a]
    if style == "n yrs":
        return [a, " yrs"]
    if style == "ny":
        return [a, "y"]
    if style == "(n)":
        return ["(", a, ")"]
    if style == "n yo":
        return [a, " yo"]
    if style == "words":
        return [(words(age), "AGE"), "-year-old"]
    raise ValueError(style)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, today, sex=None, age=None, lo=18, hi=97, country="UK"):
        self.sex = sex or ch("MF")
        self.first = ch(P.MALE_FIRST if self.sex == "M" else P.FEMALE_FIRST)
        self.last = ch(P.SURNAMES)
        self.mid = ch("ABCDEFGHJKLMNPRSTW") if maybe(0.35) else None
        self.age = age if age is not None else R.randint(lo, hi)
        born = today.year - self.age
        self.dob = dt.date(born, 1, 1) + dt.timedelta(days=R.randint(0, 364))
        if (self.dob.month, self.dob.day) > (today.month, today.day):
            self.dob = dt.date(self.dob.year - 1, self.dob.month, min(self.dob.day, 28))
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = ch(["Mrs", "Ms", "Miss", "Mrs", "Ms"])
        self.country = country
        self.sexword = "M" if self.sex == "M" else "F"
        self.he = "he" if self.sex == "M" else "she"
        self.his = "his" if self.sex == "M" else "her"
        self.him = "him" if self.sex == "M" else "her"

    def initials(self, dots=False):
        a, b = self.first[0], self.last.replace("'", "")[0]
        if self.last.startswith(("O'", "Mac ", "Ni ", "O ", "ap ", "da ", "de ", "van ")):
            b = self.last.split()[-1][0] if " " in self.last else self.last[2]
        return f"{a}.{b}." if dots else f"{a}{b}"


NAME_STYLES = ["full", "full", "LAST_comma", "LAST_sp", "title", "title",
               "title_full", "first", "init_last", "last_init", "mid",
               "full_caps", "init_dot_last"]


def nm(p, typ="PATIENT", style=None):
    if style is None:
        style = ch(NAME_STYLES)
    if style == "full":
        return [(f"{p.first} {p.last}", typ)]
    if style == "mid":
        if p.mid:
            return [(f"{p.first} {p.mid}. {p.last}", typ)]
        return [(f"{p.first} {p.last}", typ)]
    if style == "LAST_comma":
        return [(f"{p.last.upper()}, {p.first}", typ)]
    if style == "LAST_sp":
        return [(f"{p.last.upper()} {p.first}", typ)]
    if style == "full_caps":
        return [(f"{p.first.upper()} {p.last.upper()}", typ)]
    if style == "title":
        return [p.title + " ", (p.last, typ)]
    if style == "title_full":
        return [p.title + " ", (f"{p.first} {p.last}", typ)]
    if style == "first":
        return [(p.first, typ)]
    if style == "last":
        return [(p.last, typ)]
    if style == "init_last":
        return [(f"{p.first[0]} {p.last}", typ)]
    if style == "init_dot_last":
        return [(f"{p.first[0]}. {p.last}", typ)]
    if style == "last_init":
        return [(f"{p.last}, {p.first[0]}", typ)]
    if style == "initials":
        return [(p.initials(dots=maybe(0.5)), typ)]
    if style == "nick":
        return [(P.NICKNAMES.get(p.first, p.first), typ)]
    raise ValueError(style)


class Staff(Person):
    def __init__(self, today, role="doc", grade=None):
        super().__init__(today, lo=24, hi=64)
        self.role = role
        self.grade = grade or (ch(P.GRADES) if role == "doc" else ch(P.NURSE_TITLES))
        self.user = username(self)


def dr(s, style=None):
    """Clinician name pieces; titles stay outside the span."""
    if style is None:
        style = ch(["Dr_last", "Dr_last", "Dr_init", "Dr_full", "full", "last",
                    "Dr_init_dot"])
    T = "DOCTOR"
    if style == "Dr_last":
        return ["Dr ", (s.last, T)]
    if style == "Dr_init":
        return ["Dr ", (f"{s.first[0]} {s.last}", T)]
    if style == "Dr_init_dot":
        return ["Dr. ", (f"{s.first[0]}. {s.last}", T)]
    if style == "Dr_full":
        return ["Dr ", (f"{s.first} {s.last}", T)]
    if style == "full":
        return [(f"{s.first} {s.last}", T)]
    if style == "last":
        return [(s.last, T)]
    if style == "first":
        return [(s.first, T)]
    if style == "initials":
        return [(s.initials(), T)]
    if style == "prof":
        return ["Prof ", (s.last, T)]
    if style == "nurse":
        pre = ["Sr ", "SN ", "Staff Nurse ", "CNM ", "CNM2 "] if s.country == "IE" else ["Sr ", "SN ", "Staff Nurse ", "Charge Nurse "]
        return [ch(pre), (s.last, T)]
    if style == "nurse_full":
        return [(f"{s.first} {s.last}", T), ch([", RN", " RGN", " (SN)", ", staff nurse"])]
    raise ValueError(style)


def username(p):
    f, l_ = p.first.lower().replace(" ", ""), re.sub(r"[^a-z]", "", p.last.lower())
    style = R.randint(0, 6)
    if style == 0:
        return f"{f[0]}{l_}{R.randint(1, 9)}"
    if style == 1:
        return f"{f}.{l_}"
    if style == 2:
        return f"{l_[:5]}{f[0]}"
    if style == 3:
        return f"{f[0]}{l_[0]}{dig(5)}"
    if style == 4:
        return f"{l_}{f[0]}{dig(2)}".upper()
    if style == 5:
        return f"{f[:3]}{l_[:3]}{dig(1)}"
    return f"{f[0]}_{l_}"


# ---------------------------------------------------------------- places
def uk_postcode():
    area = ch(["JX", "QA", "QE", "XV", "VZ", "JQ", "QR", "XL", "JW", "QY"])
    return f"{area}{R.randint(1, 29)} {R.randint(1, 9)}{let(2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def eircode():
    return f"{ch('BGJQUZ')}{dig(2)} {ch('ACDEFHKNPRTVWXY')}{dig(1)}{let(1, 'ACDEFHKNPRTVWXY')}{dig(1)}"


def street():
    s = f"{R.randint(1, 220)} {ch(P.STREET_NAMES)}"
    if maybe(0.2):
        s = f"{ch(P.UNIT_PREFIX)} {R.randint(1, 40)}{ch(['', '', 'A', 'B'])}, " + s
    return s


class Address:
    def __init__(self, country="UK"):
        self.country = country
        self.street = street()
        if country == "IE":
            self.town = ch(P.TOWNS_IE)
            self.county = ch(P.COUNTIES_IE)
            self.post = eircode() if maybe(0.8) else None
        elif country == "US":
            self.town = ch(P.US_TOWNS)
            self.county = None
            self.state = ch(P.US_STATES)
            self.post = f"{R.randint(1, 99):02d}{dig(3)}"
        else:
            self.town = ch(P.TOWNS_UK)
            self.county = ch(P.COUNTIES_UK) if maybe(0.45) else None
            self.post = uk_postcode()

    def pieces(self, sep=", ", abbr_state=None):
        out = [(self.street, "STREET"), sep, (self.town, "CITY")]
        if self.country == "US":
            full, ab = self.state
            use_ab = maybe(0.6) if abbr_state is None else abbr_state
            out += [", ", (ab if use_ab else full, "STATE"), " ", (self.post, "ZIP")]
            return out
        if self.county:
            if self.country == "IE":
                out += [sep, "Co. ", (self.county, "CITY")]
            else:
                out += [sep, (self.county, "CITY")]
        if self.post:
            out += [sep if self.country == "IE" or maybe(0.5) else " ", (self.post, "ZIP")]
        return out


def hospital(country, avoid=None):
    pool = [h for h in (P.HOSPITALS_IE if country == "IE" else P.HOSPITALS_UK) if h != avoid]
    return ch(pool)


def gp_practice(country):
    return ch(P.GP_PRACTICES_IE if country == "IE" else P.GP_PRACTICES_UK)


def town(country):
    return ch(P.TOWNS_IE if country == "IE" else P.TOWNS_UK)


# ---------------------------------------------------------------- contacts
def phone(country="UK", kind=None):
    if country == "US":
        a = ch(["617", "312", "216", "503", "718", "412", "602", "303"])
        n = dig(4)
        return ch([f"({a}) 555-{n}", f"{a}-555-{n}", f"+1 {a} 555 {n}", f"{a}.555.{n}"])
    if country == "IE":
        kind = kind or ch(["land", "mob", "mob"])
        if kind == "land":
            a = ch(["01", "021", "091", "061", "051", "074", "066"])
            n = dig(4)
            return ch([f"({a}) 555 {n}", f"{a} 555 {n}", f"+353 {a[1:]} 555 {n}", f"{a}-555{n}"])
        m = ch(["083", "085", "086", "087", "089"])
        n = dig(4)
        return ch([f"{m} 555 {n}", f"{m}-555-{n}", f"+353 {m[1:]} 555 {n}", f"{m}555{n}"])
    kind = kind or ch(["land", "mob", "mob"])
    if kind == "land":
        a = ch(["01632", "0113", "0161", "0117", "01234", "01908", "028 90", "0131", "029 20"])
        n = dig(4)
        return ch([f"{a} 555 {n}", f"{a} 555{n}", f"({a}) 555 {n}", f"{a}-555-{n}"])
    m = "07" + dig(3)
    n = dig(3)
    return ch([f"{m} 555 {n}", f"{m} 555{n}", f"{m}555{n}", f"+44 {m[1:]} 555 {n}", f"{m}-555-{n}"])


def bleep():
    v = ch([f"555{R.randint(0, 9)}", f"{R.randint(1, 9)}555", f"555{dig(2)}",
            f"{R.randint(1, 9)}555{R.randint(0, 9)}", f"{dig(2)}555"])
    return v


def switch_ext(country):
    base = phone(country, "land")
    return base + ch([" ext ", " ext. ", " x", " (ext ", " Ext: "]).replace("(", "") + dig(4)


def email(p=None, dept=None):
    dom = ch(["example.org", "example.net", "example.com"])
    if p is not None:
        f = re.sub(r"[^a-z]", "", p.first.lower())
        l_ = re.sub(r"[^a-z]", "", p.last.lower())
        loc = ch([f"{f}.{l_}", f"{f[0]}{l_}", f"{l_}.{f}{R.randint(1, 99)}", f"{f}{l_[0]}"])
        sub = ch(["", "", "", "hse.", "nhs.", "mail.", "hospital."])
        return f"{loc}@{sub}{dom}"
    dept = dept or ch(["amu.referrals", "medreg.oncall", "bedmanagement", "ccot",
                       "discharge.lounge", "pharmacy.medsrec", "mdt.coordinator",
                       "theatres.booking", "outpatients", "site.team"])
    return f"{dept}@{dom}"


def url(slug=None):
    host = ch(["www.example.org", "portal.example.net", "intranet.example.com",
               "www.example.com", "patients.example.org", "ehr.example.net"])
    slug = slug or ch(["amu/escalation", "leaflets/warfarin", "site-report/today",
                       "mdt/lung", "trakcare/pt", "clinics/resp", "theatres/emergency-list",
                       "outreach/referral", "medsrec/form", "heart-failure/selfcare"])
    return ch(["https://", "http://", "", "https://"]) + f"{host}/{slug}"


def ipaddr():
    k = R.randint(0, 2)
    if k == 0:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if k == 1:
        return f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"
    return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


# ---------------------------------------------------------------- identifiers
def mrn(country="UK"):
    if country == "IE":
        return ch([dig(7), f"{R.randint(1, 9)}{dig(6)}", f"MRN{dig(6)}", f"0{dig(6)}"])
    return ch([f"H{dig(7)}", dig(8), f"K{dig(7)}", f"M{dig(7)}", f"RX{dig(6)}",
               f"{let(1)}{dig(6)}{let(1)}", f"HGH-{dig(6)}"])


def nhs_no():
    d = "9" + dig(9)
    return ch([f"{d[:3]} {d[3:6]} {d[6:]}", d, f"{d[:3]}-{d[3:6]}-{d[6:]}"])


def chi_no(dob):
    return f"{dob.day:02d}{dob.month:02d}{dob.year % 100:02d}{dig(4)}"


def med_card():
    return ch([f"{dig(7)}{let(1)}", f"GMS {dig(6)}{let(1)}", f"{dig(8)}", f"DVC{dig(6)}"])


def insurer_no():
    return ch([f"ALB-{dig(7)}", f"VH {dig(8)}", f"{dig(8)}-0{R.randint(1, 4)}",
               f"LH{dig(6)}{let(1)}", f"XKZ{dig(6)}", f"EC/{dig(4)}/{dig(5)}",
               f"{let(3)}{dig(6)}"])


def ehic():
    return f"80{dig(3)} {dig(10)}"


def ni_no():
    pre = ch(["QQ", "ZZ", "BG", "NK", "KN", "TN"])
    return ch([f"{pre} {dig(2)} {dig(2)} {dig(2)} {ch('ABCD')}", f"{pre}{dig(6)}{ch('ABCD')}"])


def ppsn():
    return f"{dig(7)}{let(1)}" + ch(["", "A", "W", "T"])


def us_ssn():
    if maybe(0.6):
        return f"9{dig(2)}-{dig(2)}-{dig(4)}"
    return f"000-{dig(2)}-{dig(4)}"


def account():
    return ch([dig(8), f"E{dig(4)}-{dig(6)}", f"{dig(4)}-{dig(4)}", f"CSN {dig(10)}"[4:],
               f"A{dig(2)}/{dig(5)}", f"INV-{dig(6)}", f"SP{dig(7)}", f"ENC{dig(8)}",
               f"{dig(3)}/{dig(6)}"])


def gmc():
    return str(R.randint(4000000, 7999999))


def nmc_pin():
    return f"{dig(2)}{let(1)}{dig(4)}{let(1)}"


def imc():
    return str(R.randint(100000, 499999))


def gphc():
    return "20" + dig(5)


def hcpc():
    return "PA" + dig(5 + R.randint(0, 1))


def nmbi():
    return dig(6)


def driving_licence(p):
    s = re.sub(r"[^A-Z]", "", p.last.upper())
    s = (s + "99999")[:5]
    return f"{s}{dig(6)}{p.first[0]}{ch('ABCDEFHJKMNPR')}9{let(2)}"


def device_id():
    return ch([f"{let(3)}{dig(6)}", f"{let(3)} {dig(6)}{let(1)}", f"SD-{dig(5)}",
               f"CP{dig(4)}-{dig(4)}", f"{dig(2)}{let(2)}{dig(6)}", f"ASSET {dig(6)}"[6:],
               f"{let(2)}-{dig(4)}-{dig(4)}", f"S/N {dig(9)}"[4:]])


def uk_plate():
    return f"{let(2, 'ABCDEFGHKLMNOPRSVWY')}{ch(['1', '2', '6', '7'])}{R.randint(0, 9)} {let(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"


def ie_plate():
    y = ch(["12", "131", "142", "151", "162", "171", "182", "191", "201", "212", "222", "231", "241"])
    return f"{y}-{ch(['QX', 'JV', 'ZB', 'UQ', 'Q', 'J'])}-{R.randint(1, 39999)}"


def fleet_no():
    return ch([dig(4), f"{let(2)}{dig(3)}", f"{dig(2)}-{dig(3)}"])


def vin():
    return "SAJ" + let(3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + dig(2) + let(3) + dig(6)


def bio_id():
    return ch([f"FP-{dig(5)}", f"PV-{dig(5)}", f"BIO{dig(6)}", f"IR-{dig(4)}{let(1)}",
               dig(6), f"FPR{dig(4)}-{dig(2)}"])


def idnum(kind=None):
    kind = kind or ch(["lab", "rad", "datix", "ubrn", "spec", "gs", "order", "inc", "sg"])
    y = R.randint(22, 25)
    if kind == "lab":
        return ch([f"{y}H{dig(6)}", f"L{y}-{dig(6)}", f"{dig(2)}{let(1)}{dig(7)}"])
    if kind == "rad":
        return ch([f"RAD{y}-{dig(7)}", f"CT{dig(8)}", f"XR{y}{dig(6)}", f"MRI{dig(6)}"])
    if kind == "datix":
        return ch([f"W{dig(6)}", f"DX-20{y}-{dig(4)}", f"IR{dig(5)}"])
    if kind == "ubrn":
        return f"{dig(4)} {dig(4)} {dig(4)}"
    if kind == "spec":
        return ch([f"H{y}-{dig(5)}", f"S{y}-{dig(4)}", f"C{y}/{dig(4)}"])
    if kind == "gs":
        return f"{y}B{dig(5)}"
    if kind == "order":
        return ch([dig(8), f"ORD{dig(7)}"])
    if kind == "inc":
        return ch([f"INC{dig(7)}", dig(7), f"{y}{dig(6)}"])
    if kind == "sg":
        return ch([f"SG-{dig(4)}", f"MASH/{dig(5)}", f"CR-20{y}-{dig(3)}"])
    if kind == "coroner":
        return f"{2000 + y}/{dig(4)}"
    raise ValueError(kind)
