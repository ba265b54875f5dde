"""Marker rendering and locale-aware PHI generators for dev24_en."""
import datetime as dt
import re

from pools import (SURNAMES, GIVEN_F, GIVEN_M, NICKNAMES, ORIGIN_MIX, STREET_NAMES, STREET_TYPES,
                   US_TOWNS, UK_TOWNS, CA_TOWNS, AU_TOWNS, IE_TOWNS, NZ_TOWNS, IN_TOWNS, HOSPITALS,
                   CLINICS, WARDS, ORGS, INSURERS, PROFESSIONS, COUNTRIES,
                   PHARMACIES, CAREHOMES, DIALYSIS, SCHOOLS, LANDMARKS)

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_S, _M, _E = "\x01", "\x02", "\x03"
_RX = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def P(typ, val):
    assert typ in LABEL_OF, typ
    val = str(val)
    assert val == val.strip() and val, repr(val)
    return f"{_S}{typ}{_M}{val}{_E}"


def render(marked):
    out, spans, pos, n = [], [], 0, 0
    for m in _RX.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        typ, val = m.group(1), m.group(2)
        spans.append({"start": n, "end": n + len(val), "label": LABEL_OF[typ], "type": typ, "text": val})
        out.append(val)
        n += len(val)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    assert _S not in text and _M not in text and _E not in text, "unbalanced marker"
    return text, spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def num_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


DMY = {"UK", "IE", "AU", "NZ", "IN"}


class Person:
    def __init__(self, ctx, typ, sex=None, origin=None, with_middle=None):
        r = ctx.r
        self.ctx, self.typ = ctx, typ
        self.sex = sex or r.choice("FM")
        origin = origin or ctx.origin()
        self.origin = origin
        pool = GIVEN_F if self.sex == "F" else GIVEN_M
        self.given = r.choice(pool[origin])
        so = origin if r.random() < 0.85 else ctx.origin()
        self.surname = r.choice(SURNAMES[so])
        if with_middle is None:
            with_middle = r.random() < 0.35
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW") if with_middle else None

    # --- forms
    def full(self):
        return P(self.typ, f"{self.given} {self.surname}")

    def full_mi(self):
        if self.mi:
            return P(self.typ, f"{self.given} {self.mi}. {self.surname}")
        return self.full()

    def last(self):
        return P(self.typ, self.surname)

    def first(self):
        return P(self.typ, self.given)

    def first_lc(self):
        return P(self.typ, self.given.lower())

    def nick(self):
        return P(self.typ, NICKNAMES.get(self.given, self.given))

    def rev(self):
        s = f"{self.surname}, {self.given}"
        if self.mi and self.ctx.r.random() < 0.6:
            s += f" {self.mi}"
        return P(self.typ, s)

    def rev_caps(self):
        s = f"{self.surname.upper()}, {self.given.upper()}"
        if self.mi:
            s += f" {self.mi}"
        return P(self.typ, s)

    def caps_last(self):
        return P(self.typ, f"{self.given} {self.surname.upper()}")

    def initials(self):
        g = self.given[0]
        s = [w[0] for w in self.surname.replace("-", " ").split() if w[0].isupper()] or [self.surname[0]]
        return P(self.typ, f"{g}.{''.join(x + '.' for x in s[-1:])}")

    def initials_lc(self):
        return P(self.typ, (self.given[0] + self.surname[0]).lower())

    def init_last(self):
        return P(self.typ, f"{self.given[0]}. {self.surname}")

    def title(self):
        if self.sex == "M":
            t = "Mr"
        else:
            t = self.ctx.r.choice(["Mrs", "Ms", "Ms", "Miss"])
        if self.ctx.loc in ("US", "CA", "IN"):
            t += "."
        return t

    def titled(self):
        return f"{self.title()} {self.last()}"

    def dr(self, full=False):
        d = "Dr." if self.ctx.loc in ("US", "CA", "IN") else "Dr"
        return f"{d} {self.full() if full else self.last()}"

    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")

    def any_ref(self):
        r = self.ctx.r
        return r.choice([self.titled, self.titled, self.first, self.full, self.last])()


class Ctx:
    def __init__(self, r, loc):
        self.r, self.loc = r, loc
        self.used_ids = set()

    # ------------------------------------------------------------ random helpers
    def c(self, seq):
        return self.r.choice(seq)

    def digits(self, n, first_nonzero=True):
        s = "".join(self.r.choice("0123456789") for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = self.r.choice("123456789") + s[1:]
        return s

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def origin(self):
        mix = ORIGIN_MIX[self.loc]
        return self.r.choices(list(mix), weights=list(mix.values()))[0]

    def person(self, typ, **kw):
        return Person(self, typ, **kw)

    def doctor(self, **kw):
        return Person(self, "DOCTOR", **kw)

    # ------------------------------------------------------------ dates
    def visit_date(self):
        return dt.date(2022, 1, 3) + dt.timedelta(days=self.r.randrange(0, 1300))

    def dob_for_age(self, visit, age):
        return visit - dt.timedelta(days=int(age * 365.25) + self.r.randrange(1, 360))

    @staticmethod
    def age_on(dob, d):
        return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))

    def fmt(self, d, style=None):
        r, loc = self.r, self.loc
        if style is None:
            if loc == "US":
                style = r.choices(["mdy", "mdy", "mdy_np", "long", "short_mon", "iso", "mdy2"], k=1)[0]
            elif loc == "CA":
                style = r.choice(["iso", "iso", "long", "dmy", "short_mon", "mdy"])
            else:
                style = r.choice(["dmy", "dmy", "dmy_long", "dmon", "dmy_np", "ord", "dmy2", "dotted"])
        m, dd, y = d.month, d.day, d.year
        if style == "mdy":
            return f"{m:02d}/{dd:02d}/{y}"
        if style == "mdy_np":
            return f"{m}/{dd}/{y}"
        if style == "mdy2":
            return f"{m}/{dd}/{y % 100:02d}"
        if style == "long":
            return f"{MONTHS[m-1]} {dd}, {y}"
        if style == "short_mon":
            return f"{MONTHS[m-1][:3]} {dd}, {y}"
        if style == "iso":
            return f"{y}-{m:02d}-{dd:02d}"
        if style == "dmy":
            return f"{dd:02d}/{m:02d}/{y}"
        if style == "dmy_np":
            return f"{dd}/{m}/{y}"
        if style == "dmy2":
            return f"{dd}/{m}/{y % 100:02d}"
        if style == "dmy_long":
            return f"{dd} {MONTHS[m-1]} {y}"
        if style == "dmon":
            return f"{dd:02d}-{MONTHS[m-1][:3]}-{y}"
        if style == "ord":
            return f"{ordinal(dd)} {MONTHS[m-1]} {y}"
        if style == "dotted":
            return f"{dd:02d}.{m:02d}.{y}"
        if style == "short":  # no year
            return f"{m}/{dd}" if loc in ("US", "CA") else f"{dd}/{m}"
        if style == "wd":
            w = WDAYS[d.weekday()]
            if loc in ("US", "CA"):
                return r.choice([f"{w[:3]} {m}/{dd}", f"{w}, {MONTHS[m-1]} {dd}, {y}", f"{w} {m}/{dd}/{y}"])
            return r.choice([f"{w[:3]} {dd}/{m}", f"{w} {dd} {MONTHS[m-1]}", f"{w}, {dd} {MONTHS[m-1]} {y}"])
        if style == "monyear":
            return r.choice([f"{MONTHS[m-1]} {y}", f"{MONTHS[m-1][:3]} {y}", f"{m:02d}/{y}"])
        if style == "year":
            return str(y)
        if style == "daymon":
            return f"{MONTHS[m-1][:3]} {dd}" if loc in ("US", "CA") else r.choice([f"{dd} {MONTHS[m-1][:3]}", f"{ordinal(dd)} {MONTHS[m-1]}"])
        raise ValueError(style)

    def D(self, d, style=None):
        return P("DATE", self.fmt(d, style))

    def days(self, d, n):
        return d + dt.timedelta(days=n)

    # ------------------------------------------------------------ contact
    def phone_raw(self, kind="any"):
        r, loc = self.r, self.loc
        if kind == "any":
            kind = r.choice(["mobile", "land"])
        x2 = f"{r.randrange(0, 100):02d}"
        if loc in ("US", "CA"):
            area = r.choice(["312", "614", "503", "919", "617", "402", "720", "505", "216", "813"]) if loc == "US" \
                else r.choice(["416", "613", "604", "403", "204", "902", "514", "306"])
            n = f"555-01{x2}"
            return r.choice([f"({area}) {n}", f"{area}-{n}", f"{area}.555.01{x2}", f"+1 {area} 555 01{x2}",
                             f"{area}-{n}"])
        if loc == "UK":
            if kind == "mobile":
                return r.choice([f"07700 900{r.randrange(0, 1000):03d}", f"+44 7700 900{r.randrange(0, 1000):03d}"])
            return r.choice([f"01632 960{r.randrange(0, 1000):03d}", f"0113 496 0{r.randrange(0, 1000):03d}",
                             f"020 7946 0{r.randrange(0, 1000):03d}"])
        if loc == "AU":
            if kind == "mobile":
                return r.choice(["0491 570 156", "0491 570 157", "0491 570 158", "0491 570 159", "0491 570 110",
                                 "0491 570 313", "0491 571 266", "0491 572 549", "0491 573 770", "0491 574 118",
                                 "0491 575 254", "0491 576 398", "0491 577 426", "0491 578 957", "0491 579 212"])
            return r.choice([f"(02) 5550 {r.randrange(1000, 2000)}", f"(03) 7010 {r.randrange(1000, 2000)}",
                             f"(07) 5550 {r.randrange(1000, 2000)}", f"(08) 5550 {r.randrange(1000, 2000)}"])
        if loc == "IE":
            if kind == "mobile":
                return r.choice([f"087 555 01{x2}", f"086 555 01{x2}", f"+353 87 555 01{x2}"])
            return r.choice([f"(01) 555 01{x2}", f"(021) 555 01{x2}", f"094 555 01{x2}"])
        if loc == "NZ":
            if kind == "mobile":
                return r.choice([f"021 555 01{x2}", f"027 555 01{x2}", f"+64 21 555 01{x2}"])
            return r.choice([f"(09) 555 01{x2}", f"(03) 555 01{x2}", f"07 555 01{x2}"])
        if loc == "IN":
            if kind == "mobile":
                return r.choice([f"+91 98765 01{r.randrange(100, 1000)}", f"98450 01{r.randrange(100, 1000)}",
                                 f"+91-99000-01{r.randrange(100, 1000)}"])
            return r.choice([f"080-2555 01{x2}", f"(044) 2555 01{x2}", f"022 2555 01{x2}"])
        raise ValueError(loc)

    def phone(self, kind="any"):
        return P("PHONE", self.phone_raw(kind))

    def phone_ext(self):
        base = self.phone_raw("land")
        return P("PHONE", base + self.r.choice([f" ext. {self.r.randrange(100, 9999)}", f" x{self.r.randrange(100, 999)}",
                                                f" ext {self.r.randrange(2000, 7999)}"]))

    def fax(self):
        return P("FAX", self.phone_raw("land"))

    def pager(self):
        r = self.r
        return P("PHONE", r.choice([f"{r.randrange(1, 9)}-{r.randrange(1000, 9999)}", str(r.randrange(1000, 9999)),
                                    f"#{r.randrange(200, 999)}"[1:]]))

    def email_raw(self, p, kind="personal"):
        r = self.r
        g = p.given.lower().replace(" ", "").replace("'", "")
        s = p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
        g = g.translate(str.maketrans("áéíóúāēīōūçñöüąęłśżćčšž", "aeiouaeioucnouaelszccsz"))
        s = s.translate(str.maketrans("áéíóúāēīōūçñöüąęłśżćčšž", "aeiouaeioucnouaelszccsz"))
        tld = {"US": "com", "CA": "ca", "UK": "co.uk", "AU": "com.au", "IE": "ie", "NZ": "co.nz", "IN": "in"}[self.loc]
        if kind == "personal":
            user = r.choice([f"{g}.{s}", f"{g[0]}{s}{r.randrange(1, 99)}", f"{s}.{g}", f"{g}{s[:1]}{r.randrange(60, 99)}",
                             f"{g}_{s}"])
            dom = r.choice([f"example.{tld}", f"mailbox.example.{tld}", f"inbox.example.{tld}", "example.net", "example.org"])
        else:
            user = r.choice([f"{g}.{s}", f"{g[0]}.{s}", f"{s}{g[0]}"])
            dom = r.choice([f"health.example.{tld}", f"hospital.example.{tld}", "clinic.example.org"])
        return f"{user}@{dom}"

    def email(self, p, kind="personal"):
        return P("EMAIL", self.email_raw(p, kind))

    def team_email(self, name):
        tld = {"US": "org", "CA": "ca", "UK": "nhs.uk", "AU": "org.au", "IE": "ie", "NZ": "org.nz", "IN": "in"}[self.loc]
        return P("EMAIL", f"{name}@health.example.{tld}")

    def url(self, kind="portal", key=None):
        r = self.r
        tld = {"US": "org", "CA": "ca", "UK": "org.uk", "AU": "org.au", "IE": "ie", "NZ": "org.nz", "IN": "in"}[self.loc]
        if kind == "portal":
            return P("URL", r.choice([f"https://portal.{r.choice(['lakeside', 'harbour', 'northgate', 'kestrel', 'wattle'])}health.example.{tld}/login",
                                      f"www.{r.choice(['mychart', 'patientsknow', 'myhealthhub', 'carelink'])}.example.{tld}",
                                      f"https://myrecord.example.{tld}/patient/{r.randrange(10000, 99999)}"]))
        if kind == "photo":
            return P("URL", r.choice([f"https://medphoto.example.{tld}/case/{r.randrange(10000, 99999)}",
                                      f"https://imaging.example.{tld}/derm/view?id={r.randrange(100000, 999999)}",
                                      f"pacs.example.{tld}/photo/{r.randrange(1000, 9999)}-{r.randrange(10, 99)}"]))
        if kind == "video":
            return P("URL", r.choice([f"https://vc.example.{tld}/room/{self.letters(3).lower()}-{r.randrange(1000, 9999)}",
                                      f"https://attend.example.{tld}/wait/{r.randrange(100000, 999999)}"]))
        if kind == "info":
            key = key or r.choice(['ent', 'urology', 'vascular', 'eyes', 'haematology'])
            return P("URL", r.choice([f"www.{key}-clinic.example.{tld}", f"https://www.example.{tld}/services/{key}",
                                      f"https://{r.choice(['harbour', 'northgate', 'kestrel', 'wattle', 'riverlea'])}health.example.{tld}/{key}/book"]))
        raise ValueError(kind)

    def ip(self):
        r = self.r
        return P("IPADDR", r.choice([f"10.{r.randrange(0, 255)}.{r.randrange(0, 255)}.{r.randrange(1, 254)}",
                                     f"192.168.{r.randrange(0, 20)}.{r.randrange(2, 254)}",
                                     f"192.0.2.{r.randrange(2, 254)}", f"198.51.100.{r.randrange(2, 254)}",
                                     f"203.0.113.{r.randrange(2, 254)}"]))

    def username(self, p):
        r = self.r
        g = p.given.lower().translate(str.maketrans("áéíóúöüçñ", "aeiououcn")).replace(" ", "").replace("'", "")
        s = p.surname.lower().translate(str.maketrans("áéíóúöüçñąęłśżćčšž", "aeiououcnaelszccsz")).replace(" ", "").replace("'", "").replace("-", "")
        return P("USERNAME", r.choice([f"{g[0]}{s}{r.randrange(1, 9)}", f"{g}.{s}", f"{s[:5]}{g[0]}", f"{g[0]}{s[:6]}",
                                       f"{s}{g[:2]}{r.randrange(10, 99)}", f"{g}_{s[:3]}"]))

    # ------------------------------------------------------------ identifiers
    def uniq(self, f):
        for _ in range(50):
            v = f()
            if v not in self.used_ids:
                self.used_ids.add(v)
                return v
        return v

    def mrn_raw(self):
        r, loc = self.r, self.loc
        if loc == "US":
            return self.uniq(lambda: r.choice([self.digits(8, False), f"{self.digits(3)}-{self.digits(2, False)}-{self.digits(2, False)}",
                                               "M" + self.digits(7), self.digits(7)]))
        if loc == "CA":
            return self.uniq(lambda: r.choice([self.digits(7), "CR" + self.digits(6), f"{self.digits(2)}-{self.digits(6, False)}"]))
        if loc == "UK":
            return self.uniq(lambda: r.choice([self.letters(1) + self.digits(6), "RX" + self.letters(1) + self.digits(7), self.digits(8, False)]))
        if loc == "AU":
            return self.uniq(lambda: r.choice([self.digits(7), self.digits(6), "MR" + self.digits(6)]))
        if loc == "IE":
            return self.uniq(lambda: r.choice([self.digits(7, False), self.digits(6), "H" + self.digits(6)]))
        if loc == "NZ":
            return self.uniq(lambda: self.letters(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + self.digits(6))
        if loc == "IN":
            return self.uniq(lambda: r.choice([f"UH{self.digits(8)}", f"{r.randrange(2015, 2025)}/{self.digits(6, False)}",
                                               f"{self.letters(3)}.{self.digits(7)}"]))

    def national_health_no(self):
        """(label, value, type) for the country-wide patient number, where one exists."""
        r, loc = self.r, self.loc
        if loc == "UK":
            return ("NHS No", f"{self.digits(3)} {self.digits(3, False)} {self.digits(4, False)}", "MRN")
        if loc == "NZ":
            return ("NHI", self.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + self.digits(4, False), "MRN")
        if loc == "CA":
            prov = r.choice(["OHIP", "PHN", "RAMQ", "AHCIP"])
            if prov == "OHIP":
                v = f"{self.digits(4)}-{self.digits(3, False)}-{self.digits(3, False)}-{self.letters(2)}"
            elif prov == "RAMQ":
                v = f"{self.letters(4)} {self.digits(4, False)} {self.digits(4, False)}"
            else:
                v = f"9{self.digits(3, False)} {self.digits(3, False)} {self.digits(3, False)}"
            return (prov, v, "HEALTHPLAN")
        if loc == "AU":
            return ("Medicare", f"{r.randrange(2, 7)}{self.digits(3, False)} {self.digits(5, False)} {r.randrange(1, 9)}", "HEALTHPLAN")
        if loc == "IE":
            return ("Medical card no.", f"{self.digits(6)}{self.letters(1)}", "HEALTHPLAN")
        if loc == "IN":
            return ("PM-JAY ID", f"PM{self.letters(1)}{self.digits(8)}", "HEALTHPLAN")
        if loc == "US":
            return ("Medicare MBI", f"{r.randrange(1, 9)}{self.letters(1)}{self.letters(1)}{r.randrange(0, 9)}-{self.letters(1)}{self.letters(1)}{r.randrange(0, 9)}-{self.letters(2)}{r.randrange(10, 99)}", "HEALTHPLAN")

    def ssn(self):
        r, loc = self.r, self.loc
        if loc == "US":
            return ("SSN", f"{r.randrange(100, 899):03d}-{r.randrange(10, 99)}-{r.randrange(1000, 9999)}")
        if loc == "UK":
            return ("NI No", f"Q{self.letters(1, 'ABCEGHJKLMNPRSTWXYZ')} {self.digits(2, False)} {self.digits(2, False)} {self.digits(2, False)} {r.choice('ABCD')}")
        if loc == "CA":
            return ("SIN", f"{self.digits(3)} {self.digits(3, False)} {self.digits(3, False)}")
        if loc == "IE":
            return ("PPSN", f"{self.digits(7)}{self.letters(1)}{r.choice(['', 'A', 'W'])}")
        if loc == "AU":
            return ("TFN", f"{self.digits(3)} {self.digits(3, False)} {self.digits(3, False)}")
        if loc == "NZ":
            return ("IRD no.", f"{self.digits(3)}-{self.digits(3, False)}-{self.digits(3, False)}")
        if loc == "IN":
            return ("Aadhaar", f"{r.randrange(2, 9)}{self.digits(3, False)} {self.digits(4, False)} {self.digits(4, False)}")

    def healthplan(self):
        r = self.r
        ins = self.c(INSURERS[self.loc])
        mem = r.choice([f"{self.letters(3)}{self.digits(6)}", f"{self.digits(3)}-{self.digits(4, False)}-{self.digits(2, False)}",
                        f"{self.letters(1)}{self.digits(9)}", f"W{self.digits(8)}"])
        grp = r.choice([f"GRP-{self.digits(5)}", self.digits(6), f"{self.letters(2)}{self.digits(4)}"])
        return ins, mem, grp

    def account(self):
        r = self.r
        return r.choice([f"{self.digits(4)}-{self.digits(4, False)}", self.digits(9), f"E{self.digits(8)}", f"V{self.digits(7)}",
                         f"{self.digits(2)}-{self.digits(6, False)}", f"IP/{r.randrange(2022, 2026)}/{self.digits(5)}"])

    def license(self, doctor=True):
        r, loc = self.r, self.loc
        if doctor:
            if loc == "US":
                return r.choice([("NPI", self.digits(10)), ("DEA", self.letters(2) + self.digits(7)),
                                 ("Lic#", f"{self.letters(1)}{self.digits(5)}")])
            if loc == "UK":
                return r.choice([("GMC", self.digits(7)), ("NMC PIN", f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"),
                                 ("GPhC", self.digits(7))])
            if loc == "CA":
                return r.choice([("CPSO #", self.digits(5)), ("CPSBC", self.digits(5)), ("Billing #", self.digits(6))])
            if loc == "AU":
                return r.choice([("AHPRA", f"MED000{self.digits(7)}"), ("Prescriber No.", self.digits(7)), ("Provider No.", f"{self.digits(6)}{self.letters(2)}")])
            if loc == "IE":
                return r.choice([("MCRN", self.digits(6)), ("IMC Reg.", self.digits(6)), ("NMBI PIN", self.digits(6))])
            if loc == "NZ":
                return r.choice([("MCNZ", self.digits(5)), ("NCNZ", self.digits(6))])
            if loc == "IN":
                return r.choice([("KMC Reg. No.", self.digits(5)), ("MMC Reg. No.", f"{r.randrange(2000, 2020)}/{self.digits(5)}"),
                                 ("NMC Reg.", self.digits(6))])
        # driver's licence
        if loc == "US":
            return ("DL", r.choice([f"{self.letters(1)}{self.digits(7)}", self.digits(9), f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}"]))
        if loc == "UK":
            return ("driving licence no.", f"{self.letters(5)}{self.digits(6)}{self.letters(2)}{self.digits(1)}{self.letters(2)}")
        if loc == "IN":
            return ("DL No.", f"{self.letters(2)}{self.digits(2)} {r.randrange(2005, 2023)}{self.digits(7)}")
        return ("licence no.", r.choice([self.digits(8), f"{self.letters(1)}{self.digits(7)}", f"{self.digits(3)} {self.digits(3)} {self.digits(3)}"]))

    def plate(self):
        r, loc = self.r, self.loc
        if loc == "US":
            return r.choice([f"{r.randrange(1, 9)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}", f"{self.letters(3)} {self.digits(3)}"])
        if loc == "UK":
            return f"{self.letters(2)}{r.randrange(10, 74)} {self.letters(3)}"
        if loc == "IE":
            return f"{r.randrange(141, 242)}-{r.choice(['D', 'C', 'G', 'MO', 'KY', 'WW', 'LK'])}-{r.randrange(100, 99999)}"
        if loc == "CA":
            return r.choice([f"{self.letters(4)} {self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}"])
        if loc == "AU":
            return r.choice([f"{self.letters(3)}-{self.digits(3)}", f"{self.digits(1)}{self.letters(3)}{self.digits(3)}"])
        if loc == "NZ":
            return f"{self.letters(3)}{self.digits(3)}"
        if loc == "IN":
            return f"{r.choice(['KA', 'TN', 'MH', 'DL', 'TS', 'GJ', 'KL', 'WB'])} {r.randrange(1, 60):02d} {self.letters(2)} {self.digits(4)}"

    def vin(self):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def serial(self, prefix=None):
        r = self.r
        pre = prefix if prefix is not None else self.letters(r.randrange(2, 4))
        if not pre:
            return self.uniq(lambda: r.choice([self.digits(10), f"{self.digits(8)}{self.letters(1)}", f"{self.letters(1)}{self.digits(9)}"]))
        return self.uniq(lambda: r.choice([f"{pre}{self.digits(6)}", f"{pre}-{self.digits(7)}", f"{self.digits(2)}{pre}{self.digits(5)}",
                                           f"{pre}{self.digits(4)}{self.letters(2)}"]))

    def accession(self, prefix=None):
        r = self.r
        y = r.randrange(22, 26)
        pre = prefix or r.choice(["S", "H", "C", "M", "BX", "CY", "LAB", "R", "SP"])
        return self.uniq(lambda: r.choice([f"{pre}{y}-{self.digits(5)}", f"{pre}{y}/{self.digits(6, False)}",
                                           f"{self.digits(2)}{pre}{self.digits(6, False)}", f"{pre}-{self.digits(8, False)}"]))

    # ------------------------------------------------------------ places
    def address(self):
        """dict with marked parts and composed single-line / multi-line forms."""
        r, loc = self.r, self.loc
        num = r.randrange(1, 240)
        st = f"{self.c(STREET_NAMES)} {self.c(STREET_TYPES[loc])}"
        unit = ""
        if loc == "US":
            town, sa, sn, zp = self.c(US_TOWNS)
            if r.random() < 0.3:
                unit = r.choice([f", Apt {r.randrange(1, 40)}{r.choice(['', 'B', 'C'])}", f" Unit {r.randrange(1, 20)}", f", #{r.randrange(100, 999)}"])
            street = f"{num}{r.choice(['', '', ' N', ' W', ' E'])} {st}{unit}"
            z = zp + self.digits(2, False) + (f"-{self.digits(4, False)}" if r.random() < 0.25 else "")
            state = sa if r.random() < 0.85 else sn
            parts = dict(street=P("STREET", street), city=P("CITY", town), state=P("STATE", state), zip=P("ZIP", z))
            line = f"{parts['street']}, {parts['city']}, {parts['state']} {parts['zip']}"
            multi = f"{parts['street']}\n{parts['city']}, {parts['state']} {parts['zip']}"
        elif loc == "CA":
            town, sa, sn, fsa = self.c(CA_TOWNS)
            if r.random() < 0.3:
                street = f"{r.randrange(100, 2400)}-{num} {st}"
            else:
                street = f"{num} {st}"
            z = f"{fsa}{r.randrange(0, 10)}{self.letters(1, 'ABCEGHJKLMNPRSTVXY')} {r.randrange(0, 10)}{self.letters(1, 'ABCEGHJKLMNPRSTVWXYZ')}{r.randrange(0, 10)}"
            state = sa if r.random() < 0.8 else sn
            parts = dict(street=P("STREET", street), city=P("CITY", town), state=P("STATE", state), zip=P("ZIP", z))
            line = f"{parts['street']}, {parts['city']}, {parts['state']} {parts['zip']}"
            multi = f"{parts['street']}\n{parts['city']} {parts['state']}  {parts['zip']}"
        elif loc == "UK":
            town, county, pa = self.c(UK_TOWNS)
            if r.random() < 0.25:
                street = f"Flat {r.randrange(1, 12)}, {r.choice(['Mill House', 'Kestrel Court', 'Abbey Mansions', 'Harbour View'])}, {num} {st}"
            else:
                street = f"{num} {st}"
            z = f"{pa}{r.randrange(1, 30)} {r.randrange(1, 10)}{self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
            parts = dict(street=P("STREET", street), city=P("CITY", town), county=P("CITY", county), zip=P("ZIP", z))
            if r.random() < 0.5:
                line = f"{parts['street']}, {parts['city']}, {parts['county']} {parts['zip']}"
                multi = f"{parts['street']}\n{parts['city']}\n{parts['county']}\n{parts['zip']}"
            else:
                line = f"{parts['street']}, {parts['city']} {parts['zip']}"
                multi = f"{parts['street']}\n{parts['city']}\n{parts['zip']}"
        elif loc == "AU":
            town, sa, sn, d1 = self.c(AU_TOWNS)
            street = f"{r.choice(['', '', f'Unit {r.randrange(1, 9)}/', f'{r.randrange(1, 30)}/'])}{num} {st}"
            z = d1 + self.digits(3, False)
            parts = dict(street=P("STREET", street), city=P("CITY", town), state=P("STATE", sa), zip=P("ZIP", z))
            line = f"{parts['street']}, {parts['city']} {parts['state']} {parts['zip']}"
            multi = f"{parts['street']}\n{parts['city'].upper() if False else parts['city']} {parts['state']} {parts['zip']}"
        elif loc == "IE":
            town, county, rk = self.c(IE_TOWNS)
            street = r.choice([f"{num} {st}", f"{r.choice(['Rose Cottage', 'The Old Forge', 'Cnoc na Gréine', 'Ard Mhuire'])}, {st}"])
            z = f"{rk} {self.letters(1, 'ACDEFHKNPRTVWXY')}{r.randrange(0, 10)}{self.letters(1, 'ACDEFHKNPRTVWXY')}{r.randrange(0, 10)}"
            parts = dict(street=P("STREET", street), city=P("CITY", town), county=P("CITY", county), zip=P("ZIP", z))
            line = f"{parts['street']}, {parts['city']}, {parts['county']}, {parts['zip']}"
            multi = f"{parts['street']}\n{parts['city']}\n{parts['county']}\n{parts['zip']}"
        elif loc == "NZ":
            town, region, pc = self.c(NZ_TOWNS)
            street = f"{r.choice(['', '', f'{r.randrange(1, 9)}/', f'Flat {r.randrange(1, 6)}, '])}{num} {st}"
            z = pc + self.digits(2, False)
            parts = dict(street=P("STREET", street), city=P("CITY", town), state=P("STATE", region), zip=P("ZIP", z))
            line = f"{parts['street']}, {parts['city']}, {parts['state']} {parts['zip']}"
            multi = f"{parts['street']}\n{parts['city']}\n{parts['state']} {parts['zip']}"
        else:  # IN
            loca, city, state, pin = self.c(IN_TOWNS)
            street = r.choice([f"Flat {r.randrange(1, 12)}{r.choice('ABCD')}, {r.choice(['Lotus Residency', 'Sai Enclave', 'Green Park Apartments', 'Shree Ganesh Towers'])}, {r.randrange(1, 18)}th Cross",
                               f"H.No. {r.randrange(1, 40)}-{r.randrange(1, 300)}, {st}", f"{num}, {st}"])
            z = pin + self.digits(3, False)
            z = z if r.random() < 0.6 else f"{z[:3]} {z[3:]}"
            parts = dict(street=P("STREET", street), city=P("CITY", loca), town=P("CITY", city), state=P("STATE", state), zip=P("ZIP", z))
            line = f"{parts['street']}, {parts['city']}, {parts['town']} - {parts['zip']}, {parts['state']}"
            multi = f"{parts['street']}\n{parts['city']}\n{parts['town']} {parts['zip']}\n{parts['state']}"
        parts["line"], parts["multi"] = line, multi
        return parts

    def town(self):
        """a marked town from this locale (CITY)."""
        loc = self.loc
        tbl = {"US": US_TOWNS, "CA": CA_TOWNS, "UK": UK_TOWNS, "AU": AU_TOWNS, "IE": IE_TOWNS, "NZ": NZ_TOWNS, "IN": IN_TOWNS}[loc]
        t = self.c(tbl)
        return P("CITY", t[1] if loc == "IN" else t[0])

    def authority(self):
        return {"US": "the state DMV", "CA": "the provincial licensing authority", "UK": "the DVLA", "IE": "the NDLS",
                "AU": "the state driver licensing authority", "NZ": "NZTA", "IN": "the RTO"}[self.loc]

    def town_name(self):
        return self.town().split("\x02")[1].rstrip("\x03")

    def hospital(self):
        return P("HOSPITAL", self.c(HOSPITALS[self.loc]))

    def clinic(self):
        return P("HOSPITAL", self.c(CLINICS[self.loc]))

    def ward(self):
        return P("HOSPITAL", self.c(WARDS))

    def pharmacy(self):
        return P("HOSPITAL", self.c(PHARMACIES[self.loc]))

    def carehome(self):
        return P("HOSPITAL", self.c(CAREHOMES[self.loc]))

    def dialysis(self):
        return P("HOSPITAL", self.c(DIALYSIS))

    def school(self):
        return P("ORGANIZATION", self.c(SCHOOLS[self.loc]))

    def landmark(self):
        return P("LOCATION_OTHER", self.c(LANDMARKS))

    def org(self):
        return P("ORGANIZATION", self.c(ORGS[self.loc]))

    def prof(self, p=None):
        return P("PROFESSION", self.c(PROFESSIONS))

    def country(self):
        own = {"US": "USA", "CA": "Canada", "UK": "Scotland", "AU": "Australia", "IE": "Ireland", "NZ": "New Zealand", "IN": "India"}[self.loc]
        return P("COUNTRY", self.c([x for x in COUNTRIES if x != own]))

    def age(self, n, words=False):
        return P("AGE", num_words(n) if words else str(n))

    def sexch(self, p):
        return p.sex


def _pick_style(self):
    r = self.r
    if self.loc == "US":
        return r.choice(["mdy", "mdy_np", "mdy2", "short_mon"])
    if self.loc == "CA":
        return r.choice(["iso", "short_mon", "dmy"])
    return r.choice(["dmy", "dmon", "dmy_np", "dmy2", "dotted"])


Ctx.pick_style = _pick_style
