"""Shared machinery for dev211_en: note assembly with single-pass offsets, formats, context."""
import datetime as dt
import unicodedata

import pools as PL

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


class Note:
    """Assembles a note piece by piece; every span offset is taken from the running position."""

    def __init__(self, lowercase=False):
        self.lc = lowercase
        self.parts = []
        self.spans = []
        self.pos = 0

    def _put(self, s):
        if self.lc:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._put(it)
                continue
            val, typ = it
            if typ is None:
                self._put(val)
                continue
            if typ not in TYPES:
                raise ValueError("bad type " + typ)
            if not val or val != val.strip():
                raise ValueError("bad span value %r" % val)
            start = self.pos
            v = self._put(val)
            self.spans.append({"start": start, "end": self.pos, "label": TYPES[typ],
                               "type": typ, "text": v})
        return self

    def cell(self, item, w):
        """Add one table cell padded to width w (at least one trailing space)."""
        v = item if isinstance(item, str) else item[0]
        self.add(item)
        self._put(" " * max(1, w - len(v)))
        return self

    def ln(self, *items):
        self.add(*items)
        self._put("\n")
        return self

    def text(self):
        return "".join(self.parts)


def asc(s):
    n = unicodedata.normalize("NFKD", s)
    return "".join(c for c in n if not unicodedata.combining(c))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_nopad":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "abbr_nc":
        return "%s %d %d" % (MON[m - 1], dd, y)
    if style == "dmy_mon":
        return "%02d-%s-%04d" % (dd, MON[m - 1], y)
    if style == "dmy_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "bb":
        return "%02d%s%04d" % (dd, MON[m - 1].upper(), y)
    if style == "dmy_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "wd_md":
        return "%s %d/%d" % (WDAY[d.weekday()][:3], m, dd)
    if style == "wd_mon_d":
        return "%s %s %d" % (WDAY[d.weekday()][:3], MON[m - 1], dd)
    if style == "wd_long":
        return "%s, %s %d, %d" % (WDAY[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wd":
        return WDAY[d.weekday()]
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "my_abbr":
        return "%s %d" % (MON[m - 1], y)
    if style == "y":
        return str(y)
    if style == "mon_d":
        return "%s %d" % (MONTHS[m - 1], dd)
    raise ValueError(style)


US_DSTYLES = ["us", "us", "us_nopad", "us_short", "long", "abbr", "dmy_mon", "iso"]
CA_DSTYLES = ["iso", "iso", "long", "dmy_long", "dmy_mon", "bb", "abbr", "dmy_slash"]
LETTERS = "ABCDEFGHJKLMNPRSTVWXYZ"
PC_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    if t >= 10:
        return str(n)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


class Person:
    def __init__(self, first, mid, last, sex, nick=None):
        self.first, self.mid, self.last, self.sex, self.nick = first, mid, last, sex, nick

    def f(self, style):
        fi, la, mi = self.first, self.last, self.mid
        if style == "fl":
            return fi + " " + la
        if style == "fml":
            return "%s %s. %s" % (fi, mi, la) if mi else fi + " " + la
        if style == "LF":
            return "%s, %s" % (la.upper(), fi.upper())
        if style == "LFM":
            return "%s, %s %s" % (la.upper(), fi.upper(), mi) if mi else "%s, %s" % (la.upper(), fi.upper())
        if style == "Lf":
            return "%s, %s" % (la, fi)
        if style == "Lfm":
            return "%s, %s %s." % (la, fi, mi) if mi else "%s, %s" % (la, fi)
        if style == "fil":
            return "%s. %s" % (fi[0], la)
        if style == "l":
            return la
        if style == "f":
            return fi
        if style == "ini":
            return "%s.%s." % (fi[0], la[0])
        if style == "INI":
            return (fi[0] + la[0]).upper()
        if style == "ini3":
            return (fi[0] + (mi or "") + la[0]).upper()
        if style == "nick":
            return self.nick or fi
        if style == "nickl":
            return "%s %s" % (self.nick or fi, la)
        if style == "FL":
            return (fi + " " + la).upper()
        if style == "flinit":
            return "%s %s." % (fi, la[0])
        raise ValueError(style)

    def title(self):
        return "Mr." if self.sex == "M" else "Ms."


def fill(rng, pat):
    out = []
    esc = False
    for c in pat:
        if esc:
            out.append(c)
            esc = False
        elif c == "\\":
            esc = True
        elif c == "d":
            out.append(str(rng.randint(0, 9)))
        elif c == "L":
            out.append(rng.choice(LETTERS))
        elif c == "A":
            out.append(rng.choice(LETTERS + "0123456789"))
        else:
            out.append(c)
    return "".join(out)


REL_SEX = {"wife": "F", "husband": "M", "mother": "F", "father": "M", "daughter": "F", "son": "M", "sister": "F",
           "brother": "M", "aunt": "F", "uncle": "M", "grandmother": "F", "grandfather": "M", "niece": "F",
           "nephew": "M", "boyfriend": "M", "girlfriend": "F", "stepfather": "M", "stepmother": "F", "mom": "F",
           "dad": "M"}
MRN_PATS = ["dddddddd", "MRddddddd", "Edddddddd", "dd-dd-dd-dd", "ddddddd", "Kdddddd", "00dddddd",
            "dddddd-d"]
ACCT_PATS = ["dddd-dddd", "dddddddddd", "Vdddddddd", "ddddddddd", "ENC-dddddddd", "dddddd-ddd"]
CRED = {
    "md": ["MD", "MD", "DO", "MD, FRCPC", "MD PhD"], "md_ca": ["MD, FRCPC", "MD FRCPC", "MD", "MDCM, FRCPC"],
    "rn": ["RN", "RN", "BSN, RN", "RN, OCN"], "rn_ca": ["RN", "RN", "BScN, RN", "RPN"],
    "tech": ["MT(ASCP)", "MLS(ASCP)CM", "MLT", "SBB(ASCP)", "BB(ASCP)"],
    "tech_ca": ["MLT", "MLT", "RT", "ART"],
    "pharm": ["PharmD", "RPh", "PharmD, BCPS"], "pharm_ca": ["RPh", "PharmD", "BScPharm"],
    "np": ["NP", "FNP-C", "PA-C", "APRN"], "np_ca": ["NP", "NP-Adult", "RN(EC)"],
}


class Ctx:
    """Per-note world: patient, place, hospital, staff, date and phone style."""

    def __init__(self, rng, country, age_lo=18, age_hi=90, sex=None):
        self.rng = r = rng
        self.country = country
        self.us = country == "US"
        if self.us:
            c = r.choice(PL.US_CITIES)
            self.city, self.st, self.stname, zb, self.area, self.county = c
            self.zip = zb + "%02d" % r.randint(1, 99)
            if r.random() < 0.15:
                self.zip += "-%04d" % r.randint(1, 9999)
            h = r.choice(PL.US_HOSPITALS)
        else:
            c = r.choice(PL.CA_CITIES)
            self.city, self.st, self.stname, fsa, self.area, self.county = c
            self.zip = "%s%d%s %d%s%d" % (fsa, r.randint(0, 9), r.choice(PC_LETTERS), r.randint(0, 9),
                                          r.choice(PC_LETTERS), r.randint(0, 9))
            h = r.choice(PL.CA_HOSPITALS)
        self.hosp, self.hshort, self.hdom = h
        self.hstreet = "%d %s %s" % (r.randint(10, 2999), r.choice(PL.STREET_NAMES), r.choice(PL.STREET_TYPES))
        self.street = self.mk_street()
        self.sex = sex or r.choice("MF")
        self.pt = self.person(self.sex)
        self.age = r.randint(age_lo, age_hi)
        self.enc = dt.date(2019, 1, 1) + dt.timedelta(days=r.randint(0, 2370))
        bday = dt.date(2001, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        y = self.enc.year - self.age
        try:
            b = bday.replace(year=y)
        except ValueError:
            b = dt.date(y, 2, 28)
        if (b.month, b.day) > (self.enc.month, self.enc.day):
            b = b.replace(year=y - 1) if not (b.month == 2 and b.day == 29) else dt.date(y - 1, 2, 28)
        self.dob = b
        self.dstyle = r.choice(US_DSTYLES if self.us else CA_DSTYLES)
        self.pstyle = r.choice(["paren", "paren", "dash", "dot", "plus1", "space", "one"])
        self.mrn_pat = r.choice(MRN_PATS)
        self.mrn = fill(r, self.mrn_pat)
        self.acct = fill(r, r.choice(ACCT_PATS))
        self.used_names = [self.pt.last]

    # --- people -------------------------------------------------------------
    def person(self, sex=None, last=None):
        r = self.rng
        sex = sex or r.choice("MF")
        first = r.choice(PL.MALE if sex == "M" else PL.FEMALE)
        if last is None:
            for _ in range(20):
                last = r.choice(PL.SURNAMES)
                if last not in getattr(self, "used_names", []):
                    break
            if hasattr(self, "used_names"):
                self.used_names.append(last)
        mid = r.choice(LETTERS) if r.random() < 0.45 else None
        nick = PL.NICKS.get(first)
        return Person(first, mid, last, sex, nick)

    def rel(self, rel=None, same_last=0.5):
        """A relative or friend whose sex fits the relation word; returns (relation, Person)."""
        r = self.rng
        rel = rel or r.choice(PL.RELATIONS)
        sx = REL_SEX.get(rel) or r.choice("MF")
        if rel == "spouse":
            sx = "F" if self.sex == "M" else "M"
            rel = "wife" if sx == "F" else "husband"
        last = self.pt.last if (r.random() < same_last and rel not in ("friend", "neighbour")) else None
        return rel, self.person(sx, last=last)

    def staff(self, role="md"):
        p = self.person()
        key = role if self.us else role + "_ca"
        p.cred = self.rng.choice(CRED.get(key, CRED[role]))
        return p

    def uname(self, p):
        if getattr(p, "un", None):
            return p.un
        p.un = self._uname(p)
        return p.un

    def _uname(self, p):
        r = self.rng
        base = "".join(c for c in asc(p.first[0] + p.last).lower() if c.isalnum())
        form = r.randint(0, 3)
        if form == 0:
            return base
        if form == 1:
            return base[:7] + str(r.randint(1, 99))
        if form == 2:
            return "".join(c for c in asc(p.first).lower() if c.isalnum())[:6] + "." + base[1:6]
        return base.upper()[:8]

    def P(self, style):
        return (self.pt.f(style), "PATIENT")

    # --- dates --------------------------------------------------------------
    def d(self, date, style=None):
        if not self.us and style in ("md", "wd_md"):
            style = "mon_d" if style == "md" else "wd_mon_d"
        return (fdate(date, style or self.dstyle), "DATE")

    def days(self, n):
        return self.enc + dt.timedelta(days=n)

    def dob_t(self, style=None):
        return self.d(self.dob, style)

    # --- contact ------------------------------------------------------------
    def num(self, area=None, style=None):
        a = area or self.area
        used = self.__dict__.setdefault("used_lines", [])
        line = "01%02d" % self.rng.randint(0, 99)
        while line in used and len(used) < 90:
            line = "01%02d" % self.rng.randint(0, 99)
        used.append(line)
        s = style or self.pstyle
        if s == "paren":
            return "(%s) 555-%s" % (a, line)
        if s == "dash":
            return "%s-555-%s" % (a, line)
        if s == "dot":
            return "%s.555.%s" % (a, line)
        if s == "plus1":
            return "+1 %s 555 %s" % (a, line)
        if s == "one":
            return "1-%s-555-%s" % (a, line)
        return "%s 555 %s" % (a, line)

    def phone(self, ext=None, typ="PHONE", area=None):
        v = self.num(area)
        if ext is None:
            ext = self.rng.random() < 0.2
        if ext:
            v += self.rng.choice([" ext. ", " x", " ext ", " x."]) + str(self.rng.randint(2, 9999))
        return (v, typ)

    def fax(self):
        return (self.num(), "FAX")

    def pager(self):
        r = self.rng
        return (r.choice(["%d-%04d" % (r.randint(2, 8), r.randint(0, 9999)), "%04d" % r.randint(1000, 9999),
                          "%05d" % r.randint(20000, 89999)]), "PHONE")

    def email(self, p=None, generic=None):
        r = self.rng
        tld = r.choice(["example.org", "example.org", "example.com", "example.net"])
        if p is None:
            local = generic or r.choice(["bloodbank", "transfusion.service", "tms", "hemeclinic",
                                         "anticoag", "apheresis"])
            return ("%s@%s.%s" % (local, self.hdom, tld), "EMAIL")
        local = "".join(c for c in asc(p.first).lower() if c.isalpha())
        last = "".join(c for c in asc(p.last).lower() if c.isalpha())
        local = r.choice([local + "." + last, local[0] + last, last + local[0] + str(r.randint(1, 99))])
        dom = r.choice([self.hdom + "." + tld, tld, "mail." + tld])
        return ("%s@%s" % (local, dom), "EMAIL")

    def url(self, path=None):
        r = self.rng
        tld = r.choice(["example.org", "example.com", "example.net"])
        host = r.choice(["www." + self.hdom + "." + tld, "portal." + self.hdom + "." + tld, "www." + tld,
                         self.hdom + "." + tld])
        path = path or r.choice(["/mychart", "/patient-portal", "/bloodbank/requests", "/hemovigilance",
                                 "/anticoag/selftest", "/hemophilia/log", "/ltc/labs", "/appointments"])
        pre = r.choice(["https://", "https://", "http://", ""])
        if pre == "" and not host.startswith("www."):
            pre = "https://"
        return (pre + host + path, "URL")

    def ip(self):
        r = self.rng
        k = r.randint(0, 2)
        if k == 0:
            v = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k == 1:
            v = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        else:
            v = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        return (v, "IPADDR")

    # --- identifiers --------------------------------------------------------
    def mrn_t(self):
        return (self.mrn, "MRN")

    def acct_t(self):
        return (self.acct, "ACCOUNT")

    def din(self):
        r = self.rng
        yy = "%02d" % (self.enc.year % 100)
        fac = r.choice(["W0412", "W0374", "W1182", "W0933", "W2047", "T0651", "W3310"])
        ser = "%06d" % r.randint(0, 999999)
        k = r.random()
        if k < 0.6:
            return (fac + " " + yy + " " + ser, "IDNUM")
        if k < 0.85:
            return (fac + yy + ser, "IDNUM")
        return (fac + " " + yy + " " + ser + " " + r.choice("ABCDEFGH0123"), "IDNUM")

    def accession(self):
        r = self.rng
        yy = "%02d" % (self.enc.year % 100)
        pat = r.choice(["BB" + yy + "-dddddd", "S" + yy + "-dddd", "H" + yy + "-ddddd", yy + ":BB:dddddd",
                        "Tdddddddd", "C" + yy + "dddddd", "XM-" + yy + "-ddddd"])
        return (fill(r, pat), "IDNUM")

    def idnum(self, pat):
        return (fill(self.rng, pat), "IDNUM")

    def npi(self):
        return ("1" + fill(self.rng, "ddddddddd"), "LICENSE")

    def lic(self, kind="md"):
        r = self.rng
        if kind == "md":
            pat = r.choice(["MD-ddddd", "Gdddddd", "dd.dddddd", "Cddddd"]) if self.us else r.choice(["ddddd", "dddddd", "Rdddd"])
        elif self.us:
            pat = r.choice(["RN dddddd", "ddddddd", "MT-dddddd"])
        else:
            pat = r.choice(["M\\LT-dddd", "ddddddd", "Rdddd"])
        return (fill(r, pat), "LICENSE")

    def lic_label(self):
        return {"ON": "CPSO #", "BC": "CPSBC #", "QC": "CMQ #", "AB": "CPSA #", "MB": "CPSM #"}.get(self.st, "Licence #")

    def dea(self):
        return (fill(self.rng, "LLddddddd"), "LICENSE")

    def dl(self):
        r = self.rng
        if self.us:
            pat = r.choice(["Ldddddddd", "dddddddd", "Ldd-ddd-dddd", "LLLddddddd", "ddd-ddd-ddd"])
        else:
            pat = r.choice(["Ldddd-ddddd-ddddd", "ddddddd", "dddddd-ddd", "Lddddddddd"])
        return (fill(r, pat), "LICENSE")

    def ssn(self):
        r = self.rng
        if self.us:
            return ("9%02d-%02d-%04d" % (r.randint(0, 99), r.randint(1, 99), r.randint(1, 9999)), "SSN")
        sep = r.choice([" ", "-"])
        return ("9%02d%s%03d%s%03d" % (r.randint(0, 99), sep, r.randint(0, 999), sep, r.randint(0, 999)), "SSN")

    def healthplan(self):
        r = self.rng
        if self.us:
            pat = r.choice(["LLLddddddddd", "Wddddddddd", "dLLdLLdLLdd", "ZGPdddddddd", "ddddddddd-dd",
                            "Mddddddddd", "LLLdddddd"])
            label = r.choice(["Member ID", "Insurance ID", "Policy #", "Subscriber ID", "Medicaid ID",
                              "Medicare MBI"])
        else:
            label, pat = PL.HEALTH_CARD[self.st]
        return label, (fill(r, pat), "HEALTHPLAN")

    def group(self):
        return (fill(self.rng, self.rng.choice(["dddddd", "GRP-ddddd", "Ldddd-ddd"])), "HEALTHPLAN")

    def serial(self, prefix=None):
        r = self.rng
        pat = r.choice(["LdLddddd", "LL-ddddddd", "ddLLdddd", "SNdddddddd", "LLL-dddd-ddd", "dddddddd"])
        v = fill(r, pat)
        if prefix:
            v = prefix + v
        return (v, "DEVICE")

    def plate(self):
        r = self.rng
        if self.us:
            pat = r.choice(["dLLLddd", "LLL-dddd", "LLL dddd", "dddLLL", "LLdLddd"])
        else:
            pat = r.choice(["LLLL ddd", "LLLL-ddd", "LLd Ldd", "LLL ddd", "dddLLL"])
        return (fill(r, pat), "VEHICLE")

    def vin(self):
        r = self.rng
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return ("".join(r.choice(al) for _ in range(17)), "VEHICLE")

    def bioid(self):
        r = self.rng
        return (fill(r, r.choice(["PV-dddddd", "FP-ddddd", "IR-dddd-dddd", "PVdddddddd", "BIO-LLddddd"])), "BIOID")

    # --- places -------------------------------------------------------------
    def mk_street(self):
        r = self.rng
        base = "%d %s %s" % (r.randint(3, 9899), r.choice(PL.STREET_NAMES), r.choice(PL.STREET_TYPES))
        k = r.random()
        if k < 0.25:
            base += ", " + r.choice(PL.UNITS)
        elif k < 0.35 and not self.us:
            base = "%d-%s" % (r.randint(101, 2404), base)
        elif k < 0.40:
            base = "PO Box %d" % r.randint(10, 9999)
        return base

    def addr(self, note, street=None, sep=", ", oneline=True, country=False):
        """Write street, city, state zip as separate spans."""
        street = street or self.street
        note.add((street, "STREET"), "\n" if not oneline else sep, (self.city, "CITY"), ", ",
                 (self.st, "STATE"), self.rng.choice([" ", "  "]), (self.zip, "ZIP"))
        if country:
            note.add(", " if oneline else "\n", ("Canada" if not self.us else self.rng.choice(["USA", "United States"]), "COUNTRY"))

    def holiday(self):
        return (self.rng.choice(PL.HOLIDAYS_US if self.us else PL.HOLIDAYS_CA), "DATE")

    # --- units --------------------------------------------------------------
    def hb(self, v):
        return "%.1f g/dL" % v if self.us else "%d g/L" % round(v * 10)

    def plt(self, v):
        return "%d K/uL" % v if self.us else "%d x10^9/L" % v

    def wbc(self, v):
        return "%.1f K/uL" % v if self.us else "%.1f x10^9/L" % v

    def ferr(self, v):
        return "%d ng/mL" % v if self.us else "%d ug/L" % v

    def creat(self, v):
        return "%.2f mg/dL" % v if self.us else "%d umol/L" % round(v * 88.4)

    def bili(self, v):
        return "%.1f mg/dL" % v if self.us else "%d umol/L" % round(v * 17.1)

    def temp(self, c):
        if "tf" not in self.__dict__:
            self.tf = self.us and self.rng.random() < 0.6
        if self.tf:
            return "%.1f F" % (c * 9 / 5 + 32)
        return "%.1f C" % c

    def wt(self, kg):
        if "wlb" not in self.__dict__:
            self.wlb = self.us and self.rng.random() < 0.4
        if self.wlb:
            return "%d lb" % round(kg * 2.2046)
        return "%.1f kg" % kg

    def hdr_contact(self, note):
        """Hospital name + address + phone/fax line."""
        note.ln((self.hosp, "HOSPITAL"))
        self.addr(note, street=self.hstreet)
        note.ln()
        note.ln("Tel ", self.phone(ext=False), "  |  Fax ", self.fax())


def age_phrase(ctx, note, age=None, sex=None):
    """Write an age expression with the AGE span inside it."""
    r = ctx.rng
    a = ctx.age if age is None else age
    sx = sex or ctx.sex
    k = r.randint(0, 7)
    if a < 18 and k in (0, 4, 5, 6):
        note.add((str(a) if k != 6 else words(a), "AGE"), r.choice(["-year-old ", " y/o ", "-yr-old "]),
                 "boy" if sx == "M" else "girl")
    elif k == 0:
        note.add((str(a), "AGE"), "-year-old ", "man" if sx == "M" else "woman")
    elif k == 1:
        note.add((str(a), "AGE"), " yo ", sx)
    elif k == 2:
        note.add((str(a), "AGE"), "yo ", "M" if sx == "M" else "F")
    elif k == 3:
        note.add((str(a), "AGE"), " ", sx)
    elif k == 4:
        note.add((str(a), "AGE"), "-yr-old ", "male" if sx == "M" else "female")
    elif k == 5:
        note.add((str(a), "AGE"), " y/o ", "male" if sx == "M" else "female")
    elif k == 6:
        note.add((words(a) if a < 100 else str(a), "AGE"), "-year-old ", "gentleman" if sx == "M" else "lady")
    else:
        note.add((str(a), "AGE"), sx)
