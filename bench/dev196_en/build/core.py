"""Note builder, people, formatters and the per-note context for dev196_en."""
import datetime
import re

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_TOK = re.compile(r"\{([A-Z_]+|-)\}")


class Note:
    """Accumulates text pieces and records spans while appending (single pass)."""

    def __init__(self, lower=False):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    def _put(self, s):
        s = str(s)
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.buf.append(s)
        self.pos += len(s)
        return s

    def t(self, *ss):
        for s in ss:
            self._put(s)

    def e(self, typ, val):
        if typ == "PROFESSION" and val.startswith("retired "):
            self._put("retired ")
            val = val[8:]
        start = self.pos
        s = self._put(val)
        assert s and s == s.strip(), repr(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": s})

    def f(self, tpl, *vals):
        parts = _TOK.split(tpl)
        # English article before a profession: "a electrician" -> "an electrician"
        vi = 0
        for k in range(1, len(parts), 2):
            if parts[k] == "PROFESSION" and parts[k - 1].endswith(" a ") and str(vals[vi])[:1].lower() in "aeiou":
                parts[k - 1] = parts[k - 1][:-2] + "an "
            vi += 1
        i = 0
        for k, part in enumerate(parts):
            if k % 2 == 0:
                if part:
                    self._put(part)
            else:
                v = vals[i]
                i += 1
                if part == "-":
                    self._put(v)
                else:
                    self.e(part, v)
        assert i == len(vals), (tpl, vals)

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle="", nick=""):
        self.first, self.last, self.sex, self.mi, self.nick = first, last, sex, middle, nick

    @property
    def fl(self):
        return self.first + " " + self.last

    @property
    def fml(self):
        return self.first + " " + (self.mi + ". " if self.mi else "") + self.last

    @property
    def lf(self):
        return self.last + ", " + self.first

    @property
    def LF(self):
        return (self.last + ", " + self.first + (" " + self.mi if self.mi else "")).upper()

    @property
    def ini(self):
        return self.first[0] + "." + self.last[0] + "."

    @property
    def ini2(self):
        return (self.first[0] + self.last.replace("'", "").replace(" ", "")[0]).upper()

    @property
    def fi_last(self):
        return self.first[0] + ". " + self.last

    @property
    def known(self):
        return self.nick or self.first

    @property
    def uname(self):
        base = (self.first[0] + self.last).lower()
        return "".join(c for c in base if c.isascii() and c.isalpha())

    def title(self, rng):
        if self.sex == "M":
            return "Mr"
        return rng.choice(["Ms", "Mrs", "Ms"])


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(k):
    if k < 20:
        return ONES[k]
    return TENS[k // 10] + ("-" + ONES[k % 10] if k % 10 else "")


def cap(s):
    return s[:1].upper() + s[1:]


def make_person(rng, country, sex=None, nick_p=0.15):
    if sex is None:
        sex = rng.choice(["M", "F"])
    if country == "US":
        first = rng.choice(P.US_MALE if sex == "M" else P.US_FEMALE)
        last = rng.choice(P.US_LAST)
    else:
        first = rng.choice(P.IE_MALE if sex == "M" else P.IE_FEMALE)
        last = rng.choice(P.IE_LAST)
    mi = rng.choice(P.MIDDLE_INITIALS) if rng.random() < 0.45 else ""
    nick = ""
    if rng.random() < nick_p:
        opts = [n for (f, n) in P.NICK if f == first]
        if opts:
            nick = rng.choice(opts)
    return Person(first, last, sex, mi, nick)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


US_STYLES = ["us_slash", "us_slash", "us_short", "us_long", "us_abbr", "iso", "us_dash"]
IE_STYLES = ["ie_slash", "ie_slash", "ie_dot", "ie_long", "ie_abbr", "ie_upper", "ie_ord"]


def fd(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "us_abbr":
        return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "us_dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "ie_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "ie_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "ie_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "ie_abbr":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "ie_upper":
        return "%02d-%s-%04d" % (dd, MONTHS[m - 1][:3].upper(), y)
    if style == "ie_ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    raise ValueError(style)


def fd_wk(d, country, rng):
    """Weekday with date, one span."""
    wd = WDAYS[d.weekday()]
    if country == "US":
        return rng.choice(["%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                           "%s %d/%d" % (wd[:3], d.month, d.day),
                           "%s %02d/%02d/%04d" % (wd[:3], d.month, d.day, d.year)])
    return rng.choice(["%s %s %s" % (wd, ordinal(d.day), MONTHS[d.month - 1]),
                       "%s %d/%d" % (wd[:3], d.day, d.month),
                       "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)])


def fd_short(d, country):
    """Day and month without year (table columns)."""
    if country == "US":
        return "%d/%d" % (d.month, d.day)
    return "%02d/%02d" % (d.day, d.month)


def month_year(d, rng):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year),
                       "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                       "%02d/%d" % (d.month, d.year)])


def add(d, days):
    return d + datetime.timedelta(days=days)


def rand_date(rng, y0=2021, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


# ---------------------------------------------------------------- numbers
DIG = "0123456789"
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UP) for _ in range(n))


def phone(rng, country, code, kind="land"):
    """All numbers carry a 555 exchange (fictional)."""
    if country == "US":
        last = "01" + digits(rng, 2)
        style = rng.randrange(5)
        if style == 0:
            s = "(%s) 555-%s" % (code, last)
        elif style == 1:
            s = "%s-555-%s" % (code, last)
        elif style == 2:
            s = "%s.555.%s" % (code, last)
        elif style == 3:
            s = "+1 %s 555 %s" % (code, last)
        else:
            s = "1-%s-555-%s" % (code, last)
        return s
    if kind == "mob":
        pre = rng.choice(["083", "085", "086", "087", "089"])
        tail = digits(rng, 4)
        return rng.choice(["%s 555 %s" % (pre, tail), "+353 %s 555 %s" % (pre[1:], tail),
                           "%s-555%s" % (pre, tail)])
    tail = digits(rng, 4)
    return rng.choice(["(%s) 555 %s" % (code, tail), "%s 555 %s" % (code, tail),
                       "+353 %s 555 %s" % (code[1:], tail), "%s-555 %s" % (code, tail)])


def ext(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext. "]) + digits(rng, rng.choice([3, 4]))


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def slug(s):
    return "".join(c for c in s.lower() if c.isascii() and c.isalnum())


# ---------------------------------------------------------------- places
EIR = "ACDEFHKNPRTVWXY"


def eircode(rng, key):
    u = rng.choice(EIR) + rng.choice(DIG + EIR) + rng.choice(DIG + EIR) + rng.choice(DIG + EIR)
    return key + " " + u


class Addr:
    def __init__(self, rng, country):
        self.country = country
        if country == "US":
            city, st, stname, zp, ac = rng.choice(P.US_PLACES)
            self.city, self.state, self.state_name, self.area = city, st, stname, ac
            self.zip = zp + digits(rng, 2)
            if rng.random() < 0.2:
                self.zip += "-" + digits(rng, 4)
            street = "%d %s" % (rng.randint(3, 9899), rng.choice(P.US_STREETS))
            if rng.random() < 0.25:
                street += ", " + rng.choice(P.US_UNITS)
            self.street = street
        else:
            town, county, key, std = rng.choice(P.IE_PLACES)
            self.city, self.state, self.area = town, county, std
            self.state_name = county
            self.zip = eircode(rng, key)
            r = rng.random()
            if r < 0.12:
                self.street = rng.choice(P.IE_TOWNLANDS)
            elif r < 0.25:
                self.street = "%s, %d %s" % (rng.choice(P.IE_UNITS), rng.randint(1, 40),
                                             rng.choice(P.IE_STREETS))
            else:
                self.street = "%d %s" % (rng.randint(1, 120), rng.choice(P.IE_STREETS))
            self.dublin = county == "Dublin" and key.startswith("D")

    def write(self, n, rng, sep=", ", full_state=False, country_line=False):
        """Street, city, state/county, zip as separate spans."""
        n.e("STREET", self.street)
        n.t(sep)
        n.e("CITY", self.city)
        if self.country == "US":
            n.t(", ")
            n.e("STATE", self.state_name if full_state else self.state)
            n.t(" ")
            n.e("ZIP", self.zip)
            if country_line:
                n.t(sep)
                n.e("COUNTRY", rng.choice(["USA", "United States"]))
        else:
            if self.dublin:
                n.t(sep)
                n.e("CITY", "Dublin " + str(int(self.zip[1:3])))
            else:
                n.t(sep + rng.choice(["Co. ", "Co. ", "County "]))
                n.e("CITY", self.state)
            n.t(sep)
            n.e("ZIP", self.zip)
            if country_line:
                n.t(sep)
                n.e("COUNTRY", "Ireland")


# ---------------------------------------------------------------- clinicians
class Clin(Person):
    pass


def make_clin(rng, country, role):
    p = make_person(rng, country, nick_p=0)
    c = Clin(p.first, p.last, p.sex, p.mi, "")
    c.role = role
    c.country = country
    if country == "US":
        cred = {"surgeon": ["MD", "MD", "DO", "MD, FAAOS"], "junior": ["MD", "DO"],
                "pa": ["PA-C"], "np": ["NP", "FNP-C"], "physio": ["PT, DPT", "DPT", "PT"],
                "nurse": ["RN", "RN, BSN"], "anaes": ["MD", "CRNA"], "rad": ["MD"],
                "gp": ["MD", "DO"], "at": ["ATC", "LAT, ATC"], "sports": ["MD", "DO, CAQSM"]}
        c.cred = rng.choice(cred.get(role, ["MD"]))
        c.lic = rng.choice(["NPI", "NPI", "DEA", "Lic"]) if role in ("surgeon", "junior", "gp", "sports", "rad") else \
            rng.choice(["NPI", "Lic"])
        c.npi = "1" + digits(rng, 9)
        c.dea = rng.choice("ABFM") + c.last[0].upper() + digits(rng, 7)
        c.statelic = rng.choice(["", "MD", "G", "DO"]) + digits(rng, 5 + rng.randrange(2))
        c.title = "Dr." if c.cred.startswith(("MD", "DO")) else ""
    else:
        cred = {"surgeon": ["FRCS (Tr & Orth)", "MCh FRCSI (Tr & Orth)", "FRCSI"],
                "junior": ["MRCSI", "MB BCh BAO", "MRCS"], "physio": ["MISCP", "BSc Physio, MISCP"],
                "nurse": ["RGN", "CNM II", "RANP"], "anaes": ["FCAI", "FFARCSI"],
                "rad": ["FFR RCSI", "FRCR"], "gp": ["MICGP", "MRCGP"], "at": ["CAT(C)"],
                "sports": ["FFSEM", "MICGP, FFSEM"], "pa": ["PA"], "np": ["RANP"]}
        c.cred = rng.choice(cred.get(role, ["MB"]))
        c.mcrn = digits(rng, 6)
        c.coru = "PH" + digits(rng, 6)
        c.nmbi = digits(rng, 6)
        if role == "surgeon":
            c.title = "Mr" if c.sex == "M" else rng.choice(["Ms", "Miss"])
            if rng.random() < 0.25:
                c.title = "Prof."
        elif role in ("physio", "nurse", "at", "pa", "np"):
            c.title = ""
        else:
            c.title = "Dr"
    return c


def lic_line(n, c, rng):
    """Write a licence/registration for a clinician."""
    if c.country == "US":
        k = c.lic
        if k == "NPI":
            n.f("NPI {LICENSE}", c.npi)
        elif k == "DEA":
            n.f("DEA# {LICENSE}", c.dea)
        else:
            n.f(rng.choice(["State Lic. {LICENSE}", "License # {LICENSE}", "Lic. no. {LICENSE}"]), c.statelic)
    else:
        if c.role == "physio":
            n.f("CORU Reg. No. {LICENSE}", c.coru)
        elif c.role == "nurse":
            n.f("NMBI PIN {LICENSE}", c.nmbi)
        else:
            n.f(rng.choice(["MCRN {LICENSE}", "IMC No. {LICENSE}", "Medical Council No. {LICENSE}"]), c.mcrn)
