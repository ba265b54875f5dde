"""Shared machinery: span markers, invented people/places/identifiers, formatters."""
import datetime as dt
import re
import pools as PL

TYPE2LABEL = {
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
S, M, E = "\x01", "\x02", "\x03"


def P(t, v):
    """Mark value v as PHI of fine type t."""
    v = str(v)
    assert t in TYPE2LABEL, t
    assert v and v == v.strip() and not any(c in v for c in S + M + E), repr(v)
    return f"{S}{t}{M}{v}{E}"


def parse(marked):
    out, spans, n, i = [], [], 0, 0
    while i < len(marked):
        j = marked.find(S, i)
        if j < 0:
            out.append(marked[i:]); break
        out.append(marked[i:j]); n += j - i
        k = marked.index(M, j); l = marked.index(E, k)
        t, v = marked[j + 1:k], marked[k + 1:l]
        spans.append({"start": n, "end": n + len(v), "label": TYPE2LABEL[t], "type": t, "text": v})
        out.append(v); n += len(v); i = l + 1
    return "".join(out), spans


# ---------------------------------------------------------------- helpers
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_word(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + NUMWORDS[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_word(n - 100))


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fdate(d, style):
    m, y, dd = d.month, d.year, d.day
    mon = MONTHS[m - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    return {
        "us": f"{m}/{dd}/{y}", "us0": f"{m:02d}/{dd:02d}/{y}", "us2": f"{m}/{dd}/{y % 100:02d}",
        "uk": f"{dd:02d}/{m:02d}/{y}", "uk1": f"{dd}/{m}/{y}", "uk2": f"{dd:02d}/{m:02d}/{y % 100:02d}",
        "iso": f"{y}-{m:02d}-{dd:02d}", "dmon": f"{dd:02d}-{mon}-{y}", "dmonU": f"{dd:02d}-{mon.upper()}-{y}",
        "dmy": f"{dd} {mon} {y}", "dmonthy": f"{dd} {MONTHS[m-1]} {y}", "mdy": f"{MONTHS[m-1]} {dd}, {y}",
        "mdy3": f"{mon} {dd}, {y}", "ord": f"{ordinal(dd)} {MONTHS[m-1]} {y}", "dot": f"{dd:02d}.{m:02d}.{y}",
        "mil": f"{dd:02d}{mon.upper()}{y}", "wk_uk": f"{wd} {dd} {MONTHS[m-1]} {y}",
        "wk_us": f"{wd}, {MONTHS[m-1]} {dd}, {y}", "wk_short_us": f"{wd[:3]} {m}/{dd}",
        "wk_short_uk": f"{wd[:3]} {dd}/{m}", "dm_uk": f"{dd}/{m}", "md_us": f"{m}/{dd}",
        "dmon_short": f"{dd} {mon}", "mon_d": f"{mon} {dd}", "my": f"{MONTHS[m-1]} {y}",
        "mony": f"{mon} {y}", "y": f"{y}", "my_num": f"{m:02d}/{y}",
    }[style]


DATE_STYLES = {
    "US": ["us", "us0", "us0", "mdy", "mdy3", "us2", "iso", "mil", "dmonU"],
    "GB": ["uk", "uk", "dmonthy", "dmy", "ord", "uk2", "dmon", "iso", "uk1"],
    "AU": ["uk", "uk1", "dmonthy", "dmy", "iso", "dmon", "uk2"],
    "CA": ["iso", "iso", "mdy", "dmonthy", "us0", "uk", "dmon", "dmy"],
}
SHORT_STYLES = {"US": ["md_us", "mon_d", "wk_short_us"], "GB": ["dm_uk", "dmon_short", "wk_short_uk"],
                "AU": ["dm_uk", "dmon_short", "wk_short_uk"], "CA": ["mon_d", "dmon_short", "md_us"]}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Georgia", "GA"), ("Illinois", "IL"),
           ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Arizona", "AZ"),
           ("Massachusetts", "MA"), ("North Carolina", "NC"), ("Tennessee", "TN"), ("Iowa", "IA"),
           ("Kentucky", "KY"), ("Colorado", "CO"), ("Wisconsin", "WI"), ("New Mexico", "NM"),
           ("Virginia", "VA"), ("Missouri", "MO"), ("Maine", "ME")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"),
           ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
}
US_AREA = ["614", "503", "512", "404", "217", "412", "616", "651", "602", "617", "919", "615",
           "319", "859", "303", "608", "505", "804", "314", "207"]
CA_AREA = {"ON": ["416", "613", "519", "705"], "BC": ["604", "250"], "AB": ["403", "780"],
           "MB": ["204"], "NS": ["902"], "SK": ["306"], "NB": ["506"], "NL": ["709"]}
GB_GEO = [("01632", "96{}"), ("020", "7946 {}"), ("0113", "496 {}"), ("0114", "496 {}"),
          ("0115", "496 {}"), ("0116", "496 {}"), ("0117", "496 {}"), ("0118", "496 {}"),
          ("0121", "496 {}"), ("0131", "496 {}"), ("0141", "496 {}"), ("0151", "496 {}"),
          ("0161", "496 {}"), ("028", "9649 6{}"), ("029", "2018 {}")]
AU_AREA = {"NSW": "02", "VIC": "03", "QLD": "07", "WA": "08", "SA": "08", "TAS": "03"}
CONS = "BCDFGHJKLMNPRSTVWXYZ"
ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle


class Gen:
    """Per-note factory of invented entities, all drawn from one Random."""

    def __init__(self, rng, loc):
        self.r, self.loc = rng, loc
        self.used_last = set()

    # -- basics
    def ch(self, seq):
        return self.r.choice(seq)

    def digits(self, n, first_nonzero=False):
        s = "".join(self.r.choice("0123456789") for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def letters(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    # -- people
    def person(self, sex=None):
        r = self.r
        sex = sex or r.choice("FM")
        for _ in range(50):
            last = r.choice(PL.SURNAMES)
            if last not in self.used_last:
                break
        self.used_last.add(last)
        if r.random() < 0.08:
            last2 = r.choice(PL.SURNAMES)
            if last2 not in self.used_last and " " not in last and "-" not in last and " " not in last2 and "-" not in last2:
                last = f"{last}-{last2}"; self.used_last.add(last2)
        first = r.choice(PL.FIRST_F if sex == "F" else PL.FIRST_M)
        mid = None
        if r.random() < 0.45:
            mid = r.choice(PL.FIRST_F if sex == "F" else PL.FIRST_M).split()[0]
        return Person(first, last, sex, mid)

    REL_F = {"wife", "mother", "daughter", "sister", "aunt", "grandmother", "granddaughter", "niece", "dtr", "mum", "mom"}
    REL_M = {"husband", "father", "son", "brother", "nephew", "uncle", "grandson", "dad"}

    def relp(self, rels):
        rel = self.r.choice(rels)
        sex = "F" if rel.split()[0] in self.REL_F else "M" if rel.split()[0] in self.REL_M else None
        return self.person(sex), rel

    def title(self, p, dot=None):
        dot = (self.loc in ("US", "CA")) if dot is None else dot
        if p.sex == "M":
            t = "Mr"
        else:
            t = self.r.choice(["Mrs", "Ms", "Ms", "Miss"])
        return t + ("." if dot else "")

    def dr(self):
        return "Dr." if self.loc in ("US", "CA") and self.r.random() < 0.8 else "Dr"

    def nm(self, p, style=None):
        r = self.r
        style = style or r.choice(["full", "full", "full", "fml", "lf", "LF", "i_last"])
        mi = p.middle[0] if p.middle else None
        if style == "full":
            return f"{p.first} {p.last}"
        if style == "fml":
            return f"{p.first} {mi}. {p.last}" if mi else f"{p.first} {p.last}"
        if style == "fmid":
            return f"{p.first} {p.middle} {p.last}" if p.middle else f"{p.first} {p.last}"
        if style == "lf":
            return f"{p.last}, {p.first}"
        if style == "LF":
            return f"{p.last.upper()}, {p.first.upper()}" + (f" {mi}" if mi else "")
        if style == "LFs":
            return f"{p.last.upper()} {p.first}"
        if style == "i_last":
            return f"{p.first[0]}. {p.last}" if r.random() < 0.6 else f"{p.first[0]} {p.last}"
        if style == "last":
            return p.last
        if style == "first":
            return p.first
        if style == "inits":
            a = p.first[0] + (mi or "") + p.last[0]
            return ".".join(a) + "." if r.random() < 0.5 else a
        if style == "lower_inits":
            return (p.first[0] + p.last[0]).lower()
        if style == "user":
            base = (strip_acc(p.first[0]).lower() + re.sub(r"[^a-z]", "", strip_acc(p.last).lower()))[:10]
            return base + (str(r.randint(1, 9)) if r.random() < 0.5 else "")
        raise ValueError(style)

    # -- places
    def town(self):
        r = self.r
        a, b = r.choice(PL.TOWN_A), r.choice(PL.TOWN_B)
        while a[-1] == b[0] or (a[-1] == "l" and b.startswith("ley")):
            b = r.choice(PL.TOWN_B)
        return r.choice(PL.TOWN_PREFIX) + a + b

    def county(self):
        r = self.r
        a = r.choice(PL.TOWN_A)
        base = a + r.choice([x for x in ["ton", "ley", "mere", "wold", "by", "ham"] if x[0] != a[-1]])
        suf = r.choice(PL.COUNTY_B)
        return base + suf if self.loc == "GB" else base + " County"

    def street(self):
        r = self.r
        kind = {"GB": PL.STREET_B_GB, "US": PL.STREET_B_US, "AU": PL.STREET_B_AU, "CA": PL.STREET_B_CA}[self.loc]
        num = r.randint(1, 240) if self.loc != "US" else r.randint(10, 9899)
        base = f"{num} {r.choice(PL.STREET_A)} {r.choice(kind)}"
        x = r.random()
        if x < 0.15:
            base = (f"Flat {r.randint(1, 24)}, " if self.loc == "GB" else f"Unit {r.randint(1, 30)}/") + base if self.loc in ("GB", "AU") else base + f", Apt {r.randint(1, 40)}{r.choice(['', 'B', 'C'])}"
        elif x < 0.2 and self.loc == "CA":
            base = f"{r.randint(100, 2400)}-{base}"
        return base

    def state(self):
        if self.loc == "GB":
            return None
        return self.ch(STATES[self.loc])

    def postcode(self, st=None):
        r = self.r
        if self.loc == "US":
            z = f"{r.randint(10000, 99950):05d}"
            return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.15 else "")
        if self.loc == "GB":
            a = self.letters(r.choice([1, 2]))
            return f"{a}{r.randint(1, 29)} {r.randint(1, 9)}{self.letters(2)}"
        if self.loc == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return f"{r.choice(L)}{r.randint(0,9)}{r.choice(L)} {r.randint(0,9)}{r.choice(L)}{r.randint(0,9)}"
        return f"{r.randint(2000, 7999)}"

    def address(self):
        st = self.state()
        return {"street": self.street(), "city": self.town(), "county": self.county() if self.loc in ("GB", "US") and self.r.random() < 0.5 else None,
                "state": st, "zip": self.postcode(st)}

    def fmt_addr(self, a, sep=", ", abbrev=None, country=False):
        """Return marked address string."""
        parts = [P("STREET", a["street"]), P("CITY", a["city"])]
        if self.loc == "GB":
            if a.get("county"):
                parts.append(P("CITY", a["county"]))
            s = sep.join(parts) + sep + P("ZIP", a["zip"])
        else:
            st = a["state"]
            use_ab = abbrev if abbrev is not None else self.r.random() < 0.75
            stv = st[1] if use_ab else st[0]
            if self.loc == "AU":
                s = sep.join(parts) + " " + P("STATE", stv) + " " + P("ZIP", a["zip"])
            else:
                s = sep.join(parts) + ", " + P("STATE", stv) + ("  " if self.loc == "CA" and self.r.random() < 0.3 else " ") + P("ZIP", a["zip"])
        if country:
            s += sep + P("COUNTRY", {"US": self.ch(["USA", "United States"]), "GB": self.ch(["United Kingdom", "UK", "England"]),
                                     "CA": "Canada", "AU": "Australia"}[self.loc])
        return s

    def hospital(self, town=None):
        r = self.r
        town = town or self.town()
        pat = {
            "GB": ["{t} General Hospital", "{t} Royal Infirmary", "St {s}'s Hospital", "{t} Community Hospital",
                   "Royal {t} Hospital", "{t} and District General Hospital", "{t} Victoria Hospital"],
            "US": ["{t} General Hospital", "{t} Regional Medical Center", "St. {s} Medical Center",
                   "{l} Memorial Hospital", "{t} Valley Hospital", "Mercy {t} Hospital", "{t} Community Health System"],
            "CA": ["{t} General Hospital", "{t} Health Centre", "St. {s}'s Hospital", "{t} District Hospital",
                   "Hôpital {s}", "{t} Regional Health Centre"],
            "AU": ["{t} Base Hospital", "{t} Hospital", "St {s}'s Private Hospital", "{t} District Health Service",
                   "Royal {t} Hospital", "{t} Health Campus"],
        }[self.loc]
        return r.choice(pat).format(t=town, s=r.choice(PL.SAINTS), l=r.choice(PL.SURNAMES))

    def practice(self):
        r = self.r
        pat = {
            "GB": ["{t} Surgery", "{a} Medical Practice", "{a} Health Centre", "The {a} Practice", "{t} Medical Group"],
            "US": ["{t} Family Medicine", "{a} Primary Care", "{t} Internal Medicine Associates", "{a} Pediatrics & Family Care"],
            "CA": ["{t} Family Health Team", "{a} Medical Clinic", "{t} Community Health Centre"],
            "AU": ["{t} Medical Centre", "{a} Family Practice", "{t} GP Super Clinic", "{a} Street Medical"],
        }[self.loc]
        return r.choice(pat).format(t=self.town(), a=r.choice(PL.STREET_A))

    def care_home(self):
        r = self.r
        return r.choice(["{a} House", "{a} Lodge Nursing Home", "{a} Court Care Home", "{a} Manor",
                         "{a} Gardens Aged Care", "{a} Place Residential Care", "{a} Skilled Nursing Facility"]).format(a=r.choice(PL.STREET_A))

    def ward(self):
        r = self.r
        return r.choice(["{w} Ward", "{w} Ward", "{w} Unit", "{s} Ward"]).format(w=r.choice(PL.WARD_NAMES), s=r.choice(PL.SAINTS))

    def employer(self):
        r = self.r
        k = r.random()
        if k < 0.6:
            return f"{r.choice(PL.ORG_WORDS)} {r.choice(PL.ORG_KIND)}"
        if k < 0.8:
            return f"{r.choice(PL.SURNAMES)} & Sons {r.choice(PL.ORG_KIND)}"
        return f"{self.town()} {r.choice(['Primary School', 'High School', 'Council', 'Co-operative', 'Bowls Club', 'Baptist Church'])}"

    def insurer(self):
        return f"{self.ch(PL.ORG_WORDS)} {self.ch(PL.INSURER_KIND)}"

    def lawfirm(self):
        r = self.r
        return f"{r.choice(PL.SURNAMES)} {r.choice(['&', 'and'])} {r.choice(PL.SURNAMES)} {r.choice(PL.LAW_KIND)}"

    def slug(self, s):
        return re.sub(r"[^a-z0-9]+", "", strip_acc(s).lower())[:18]

    # -- contact
    def phone(self, st=None, style=None, mob=None):
        r = self.r
        if mob is None:
            mob = r.random() < 0.25
        if self.loc in ("US", "CA"):
            ac = r.choice(CA_AREA.get(st[1], ["416"]) if (self.loc == "CA" and st) else US_AREA)
            ln = f"555-01{r.randint(0, 99):02d}"
            style = style or r.choice(["paren", "dash", "dash", "dot", "intl"])
            n = {"paren": f"({ac}) {ln}", "dash": f"{ac}-{ln}", "dot": f"{ac}.{ln.replace('-', '.')}",
                 "intl": f"+1 {ac} {ln.replace('-', ' ')}"}[style]
            return n
        if self.loc == "GB":
            if mob:
                n = f"07700 900{r.randint(0, 999):03d}"
                return n if r.random() < 0.8 else "+44 7700 900" + n[-3:]
            a, b = r.choice(GB_GEO)
            if a == "01632":
                return f"01632 960{r.randint(0, 999):03d}"
            if a == "028":
                return f"028 9649 6{r.randint(0, 999):03d}"
            if a == "029":
                return f"029 2018 0{r.randint(0, 999):03d}"
            if a == "020":
                return f"020 7946 0{r.randint(0, 999):03d}"
            return f"{a} 496 0{r.randint(0, 999):03d}"
        # AU
        if mob:
            return f"0491 57{r.randint(0, 9)} {r.randint(0, 999):03d}"
        ac = AU_AREA.get(st[1], "02") if st else "02"
        mid = r.choice(["5550", "7010"])
        n = f"{mid} {r.randint(0, 9999):04d}"
        return r.choice([f"({ac}) {n}", f"{ac} {n}", f"+61 {ac[1]} {n}"])

    def ext(self):
        return self.ch([f" ext. {self.r.randint(100, 9999)}", f" x{self.r.randint(1000, 9999)}", f" ext {self.r.randint(2000, 7999)}"])

    def email(self, p=None, dom=None, generic=None):
        r = self.r
        if generic:
            local = generic
        elif p is not None:
            f, l = self.slug(p.first), self.slug(p.last)
            local = r.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{f}{l[:4]}{r.randint(1, 99)}", f"{l}{f[0]}", f"{f}_{l}"])
        else:
            local = "info"
        dom = dom or r.choice(["example.com", "example.net", "example.org", "mail.example.com"])
        return f"{local}@{dom}"

    def domain(self, org):
        suf = {"GB": "example.nhs.uk", "US": "example.org", "CA": "example.ca", "AU": "example.org.au"}[self.loc]
        # keep it within reserved example domains
        suf = self.ch(["example.org", "example.com", "example.net"]) if self.r.random() < 0.6 else suf
        return f"{self.slug(org)[:14]}.{suf}"

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.5:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if k < 0.8:
            return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    # -- identifiers
    def mrn(self):
        r = self.r
        return {"US": lambda: r.choice([self.digits(8), "MR" + self.digits(7), self.digits(3) + "-" + self.digits(4) + "-" + self.digits(2), "E" + self.digits(9)]),
                "GB": lambda: r.choice([self.letters(1) + self.digits(6), "RX" + self.digits(7), self.digits(8), self.letters(3) + self.digits(5)]),
                "CA": lambda: r.choice([self.digits(7), "M" + self.digits(8), self.digits(2) + "-" + self.digits(6)]),
                "AU": lambda: r.choice([self.digits(7), "UR" + self.digits(6), self.digits(8)])}[self.loc]()

    def nhs(self):
        return f"{self.digits(3, True)} {self.digits(3)} {self.digits(4)}" if self.r.random() < 0.8 else self.digits(10, True)

    def natid(self):
        r = self.r
        if self.loc == "US":
            return f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}"
        if self.loc == "GB":
            a = r.choice("DFIQUV") + r.choice("ABCEGHJKLMNPRSTWXYZ")
            d = self.digits(6)
            return f"{a}{d}{r.choice('ABCD')}" if r.random() < 0.5 else f"{a} {d[:2]} {d[2:4]} {d[4:]} {r.choice('ABCD')}"
        if self.loc == "CA":
            return f"0{self.digits(2)} {self.digits(3)} {self.digits(3)}"
        return f"{self.digits(3)} {self.digits(3)} {self.digits(3)}"  # AU TFN-like

    def healthcard(self, st=None):
        r = self.r
        if self.loc == "CA":
            if st and st[1] == "ON":
                return f"{self.digits(4, True)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}"
            return f"9{self.digits(3)} {self.digits(3)} {self.digits(3)}"
        if self.loc == "AU":
            return f"{r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {r.randint(1, 9)}" + (f"-{r.randint(1, 5)}" if r.random() < 0.3 else "")
        if self.loc == "US":
            return r.choice([self.letters(3) + self.digits(9), self.letters(1) + self.digits(8) + "0" + str(r.randint(1, 4)),
                             self.digits(9) + self.letters(1), f"{self.letters(2)}{self.digits(7)}-0{r.randint(1, 3)}"])
        return self.letters(3) + self.digits(7)  # GB private insurer membership

    def group(self):
        return self.ch([f"GRP-{self.digits(6)}", self.digits(6), f"{self.letters(2)}{self.digits(5)}", f"0{self.digits(4)}-{self.digits(3)}"])

    def claim(self):
        return self.ch([f"CLM-{self.r.randint(2019, 2026)}-{self.digits(7)}", self.digits(12), f"{self.letters(1)}{self.digits(10)}", f"{self.digits(4)}-{self.digits(6)}-{self.digits(2)}"])

    def acct(self):
        return self.ch([f"{self.digits(4)}-{self.digits(4)}", self.digits(10), self.digits(9), f"V{self.digits(8)}", f"ENC{self.digits(7)}"])

    def npi(self):
        return "1" + self.digits(9)

    def dea(self):
        return self.letters(2) + self.digits(7)

    def prof_licence(self, st=None):
        r = self.r
        if self.loc == "US":
            ab = st[1] if st else "OH"
            return r.choice([f"{ab}-{self.digits(6)}", f"MD{self.digits(6)}", f"{self.digits(2)}-{self.digits(5)}"])
        if self.loc == "GB":
            return self.digits(7, True)
        if self.loc == "CA":
            return self.digits(5, True)
        return "MED" + self.digits(10)

    def nmc(self):
        return f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"

    def ref(self, prefix=None, year=None):
        r = self.r
        prefix = prefix if prefix is not None else r.choice(["REF", "R", "", "CASE", "C"])
        y = year or (self.event.year if hasattr(self, "event") else r.randint(2019, 2026))
        fm = r.choice(["{p}{y}-{n}", "{p}-{n}", "{p}{n}", "{p}{y}/{n}"])
        s = fm.format(p=prefix, y=y, n=self.digits(r.choice([4, 5, 6]))).replace("--", "-")
        return s.lstrip("-/")

    def serial(self):
        r = self.r
        return r.choice([self.letters(3) + self.digits(6), self.digits(8), f"SN{self.digits(7)}", f"{self.letters(2)}-{self.digits(5)}-{self.letters(1)}", f"{self.digits(4)}{self.letters(2)}{self.digits(4)}"])

    def plate(self):
        r = self.r
        if self.loc == "GB":
            return f"{self.letters(2)}{r.randint(10, 74)} {self.letters(3)}"
        if self.loc == "US":
            return r.choice([f"{r.randint(1, 9)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}", f"{self.letters(3)} {self.digits(4)}"])
        if self.loc == "CA":
            return f"{self.letters(4)} {self.digits(3)}"
        return f"{self.digits(1)}{self.letters(2)} {self.digits(1)}{self.letters(2)}" if r.random() < 0.5 else f"{self.letters(3)}-{self.digits(3)}"

    def vin(self):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    # -- ages and dates
    def dob_for(self, ref_date, amin, amax):
        r = self.r
        age = int(r.triangular(amin, amax, min(amax, 74)))
        y = ref_date.year - age
        d = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        if (d.month, d.day) > (ref_date.month, ref_date.day):
            age -= 1
        return d, age

    def date_in(self, y0=2019, y1=2026):
        r = self.r
        start = dt.date(y0, 1, 1).toordinal()
        end = dt.date(y1, 10, 31).toordinal()
        return dt.date.fromordinal(r.randint(start, end))

    def plus(self, d, a, b):
        return d + dt.timedelta(days=self.r.randint(a, b))

    def time(self, h0=0, h1=23, style=None):
        r = self.r
        h, m = r.randint(h0, h1), r.choice(range(0, 60, r.choice([1, 5, 15])))
        style = style or ("12" if self.loc == "US" and r.random() < 0.5 else "24")
        if style == "24":
            return f"{h:02d}:{m:02d}" if r.random() < 0.8 else f"{h:02d}{m:02d}"
        hh = h % 12 or 12
        return f"{hh}:{m:02d} {'AM' if h < 12 else 'PM'}" if r.random() < 0.7 else f"{hh}:{m:02d}{'am' if h < 12 else 'pm'}"

    def profession(self):
        return self.ch(PL.PROFESSIONS)


MARK_RE = re.compile("\x01[A-Z_]+\x02|\x03")


def vis(s):
    return MARK_RE.sub("", s)


def lj(s, w):
    """Left-justify a marked string by its visible width."""
    return s + " " * max(0, w - len(vis(s)))


def strip_acc(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
