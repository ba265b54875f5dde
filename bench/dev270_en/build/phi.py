"""Document builder and PHI surface-form formatters for dev270_en.

Offsets are recorded while the text is appended (single pass); the finished
text is never searched for PHI strings.
"""
import datetime as dt
import re
import unicodedata

LABEL = {
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

_KEY = re.compile(r"\{(\w+)\}")


class Doc:
    """Append-only note builder. Pieces: str (plain), (str, TYPE) PHI, or lists."""

    def __init__(self, case=None):
        self.sloppy = bool(case is not None and case.rng.random() < .2)
        self.parts = []
        self.spans = []
        self.n = 0
        self.case = case

    def t(self, s):
        if self.sloppy and len(s) > 1 and self.case.rng.random() < .12:
            s = s.replace(": ", ":  ", 1).replace(". ", ".  ", 1).replace("\n", " \n", 1)
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, s, typ):
        if typ is None:
            return self.t(s)
        if typ not in LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad span %r" % s)
        if self.spans and self.spans[-1][1] > self.n:
            raise ValueError("overlap")
        self.spans.append((self.n, self.n + len(s), typ))
        return self.t(s)

    def add(self, x):
        if x is None:
            return self
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, tuple):
            return self.p(x[0], x[1])
        if isinstance(x, list):
            for y in x:
                self.add(y)
            return self
        raise TypeError(repr(x))

    def w(self, tpl, **kw):
        """Write a template; {key} is taken from kw or resolved by the case."""
        pos = 0
        for m in _KEY.finditer(tpl):
            self.t(tpl[pos:m.start()])
            key = m.group(1)
            self.add(kw[key] if key in kw else self.case.r(key))
            pos = m.end()
        self.t(tpl[pos:])
        return self

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        out = []
        for s, e, typ in self.spans:
            out.append({"start": s, "end": e, "label": LABEL[typ], "type": typ,
                        "text": text[s:e]})
        return text, out


# ---------------------------------------------------------------- basics

def digits(rng, n, first_nonzero=False):
    s = "".join(str(rng.randrange(10)) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(rng.randrange(1, 10)) + s[1:]
    return s


UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def letters(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128)


def slug(s):
    s = ascii_fold(s).lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


# ---------------------------------------------------------------- dates

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


FULL_STYLES = {
    "UK": ["dmy", "dmy", "dmy", "d/m/yy", "dd.mm.yy", "d Mon yyyy", "d Month yyyy",
           "ord Month yyyy", "iso", "dd-Mon-yyyy", "Wdy d Mon yyyy", "Weekday d Month yyyy",
           "dd/mm/yy"],
    "AU": ["dmy", "dmy", "dmy", "d/m/yy", "d Mon yyyy", "d Month yyyy", "iso",
           "dd-Mon-yyyy", "Wdy dd/mm/yyyy", "dd/mm/yy", "dd.mm.yyyy"],
    "US": ["mdy", "mdy", "mdy", "m/d/yy", "Month d, yyyy", "Mon d, yyyy", "iso",
           "mm-dd-yyyy", "Wdy m/d/yyyy", "Weekday, Month d, yyyy", "mm/dd/yy"],
    "CA": ["iso", "iso", "Month d, yyyy", "dmy", "d Month yyyy", "Mon d, yyyy",
           "dd-Mon-yyyy", "Wdy yyyy-mm-dd", "mdy"],
}


def fmt_date(rng, d, country, style=None):
    st = style or rng.choice(FULL_STYLES[country])
    D, M, Y = d.day, d.month, d.year
    mon, month, wd = MON[M - 1][:3], MON[M - 1], WDAY[d.weekday()]
    if st == "dmy":
        return rng.choice(["%02d/%02d/%04d", "%d/%d/%04d"]) % (D, M, Y)
    if st == "mdy":
        return rng.choice(["%02d/%02d/%04d", "%d/%d/%04d"]) % (M, D, Y)
    if st == "d/m/yy":
        return "%d/%d/%02d" % (D, M, Y % 100)
    if st == "m/d/yy":
        return "%d/%d/%02d" % (M, D, Y % 100)
    if st == "dd/mm/yy":
        return "%02d/%02d/%02d" % (D, M, Y % 100)
    if st == "mm/dd/yy":
        return "%02d/%02d/%02d" % (M, D, Y % 100)
    if st == "dd.mm.yy":
        return "%02d.%02d.%02d" % (D, M, Y % 100)
    if st == "dd.mm.yyyy":
        return "%02d.%02d.%04d" % (D, M, Y)
    if st == "d Mon yyyy":
        return "%d %s %d" % (D, mon, Y)
    if st == "d Month yyyy":
        return "%d %s %d" % (D, month, Y)
    if st == "ord Month yyyy":
        return "%s %s %d" % (_ord(D), month, Y)
    if st == "iso":
        return "%04d-%02d-%02d" % (Y, M, D)
    if st == "dd-Mon-yyyy":
        return "%02d-%s-%d" % (D, mon.upper() if rng.random() < .4 else mon, Y)
    if st == "Wdy d Mon yyyy":
        return "%s %d %s %d" % (wd[:3], D, mon, Y)
    if st == "Weekday d Month yyyy":
        return "%s %d %s %d" % (wd, D, month, Y)
    if st == "Wdy dd/mm/yyyy":
        return "%s %02d/%02d/%04d" % (wd[:3], D, M, Y)
    if st == "Month d, yyyy":
        return "%s %d, %d" % (month, D, Y)
    if st == "Mon d, yyyy":
        return "%s %d, %d" % (mon, D, Y)
    if st == "mm-dd-yyyy":
        return "%02d-%02d-%04d" % (M, D, Y)
    if st == "Wdy m/d/yyyy":
        return "%s %d/%d/%04d" % (wd[:3], M, D, Y)
    if st == "Weekday, Month d, yyyy":
        return "%s, %s %d, %d" % (wd, month, D, Y)
    if st == "Wdy yyyy-mm-dd":
        return "%s %04d-%02d-%02d" % (wd[:3], Y, M, D)
    raise ValueError(st)


def fmt_short(rng, d, country):
    """Date without year (table rows, diary entries)."""
    D, M = d.day, d.month
    mon, wd = MON[M - 1][:3], WDAY[d.weekday()][:3]
    if country == "US":
        opts = ["%d/%d" % (M, D), "%02d/%02d" % (M, D), "%s %d" % (mon, D),
                "%s %d/%d" % (wd, M, D)]
    elif country == "CA":
        opts = ["%s %d" % (mon, D), "%02d-%02d" % (M, D), "%s %s %d" % (wd, mon, D)]
    else:
        opts = ["%d/%d" % (D, M), "%02d/%02d" % (D, M), "%d %s" % (D, mon),
                "%s %d/%d" % (wd, D, M), "%s %d %s" % (wd, D, mon)]
    return rng.choice(opts)


def fmt_month_year(rng, d, country):
    opts = ["%s %d" % (MON[d.month - 1], d.year), "%s %d" % (MON[d.month - 1][:3], d.year),
            "%s-%02d" % (MON[d.month - 1][:3], d.year % 100), "%02d/%d" % (d.month, d.year)]
    return rng.choice(opts)


def add_days(d, n):
    return d + dt.timedelta(days=n)


def holiday(rng, country):
    pool = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Christmas Eve",
                   "the August bank holiday"],
            "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day",
                   "Memorial Day", "New Year's Eve"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "Boxing Day"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Easter"]}
    return rng.choice(pool[country])


# ---------------------------------------------------------------- contacts

UK_AREA = ["0113", "0161", "0114", "0191", "0117", "0115", "0116", "0151", "0121",
           "01632", "01482", "01904", "01274", "01524", "029", "0131", "01792"]


def phone(rng, country, kind="land", ext=False):
    if country == "UK":
        if kind == "mob":
            a = "07" + digits(rng, 3)
            s = rng.choice(["%s 555 %s", "%s 555%s", "+44 %s 555 %s"])
            s = s % (a if not s.startswith("+") else a[1:], digits(rng, 3))
        elif kind == "free":
            s = rng.choice(["0800 555 %s", "0808 555 %s"]) % digits(rng, 4)
        else:
            a = rng.choice(UK_AREA)
            s = rng.choice(["%s 555 %s", "(%s) 555 %s", "%s 555%s"]) % (a, digits(rng, 4))
        if ext:
            s += rng.choice([" ext ", " ext. ", " x", " Ext "]) + digits(rng, 4, True)
        return s
    if country == "AU":
        if kind == "mob":
            s = rng.choice(["04%s 555 %s", "+61 4%s 555 %s", "04%s555%s"]) % (
                digits(rng, 2), digits(rng, 3))
        elif kind == "free":
            s = rng.choice(["1800 555 %s", "1300 555 %s"]) % digits(rng, 3)
        else:
            s = rng.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (
                rng.choice("2378"), digits(rng, 4))
        if ext:
            s += rng.choice([" ext ", " x"]) + digits(rng, 3, True)
        return s
    # US / CA
    a = str(rng.randrange(2, 10)) + digits(rng, 2)
    if kind == "free":
        a = rng.choice(["800", "888", "877", "866"])
    n = digits(rng, 4)
    s = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s-555-%s",
                    "(%s) 555-%s", "1-%s-555-%s"]) % (a, n)
    if ext:
        s += rng.choice([" ext. ", " ext ", " x", " x."]) + digits(rng, 4, True)
    return s


def bleep(rng):
    return rng.choice(["555%d" % rng.randrange(10), "%d555" % rng.randrange(2, 10),
                       "555%02d" % rng.randrange(100), "4-555%d" % rng.randrange(10)])


EMAIL_DOM = ["example.com", "example.org", "example.net"]


def email(rng, first, last):
    f, l = slug(first).replace("-", ""), slug(last).replace("-", "")
    loc = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l),
                      "%s.%s%d" % (f, l, rng.randrange(1, 99)), "%s%s" % (l, f[0])])
    return "%s@%s" % (loc, rng.choice(EMAIL_DOM))


def team_email(rng, stem):
    loc = rng.choice(["stomacare", "stoma.team", "colorectal.cns", "ostomy.nursing",
                      "stn.referrals", "bowelscreening", "woc.nurses"])
    return "%s.%s@%s" % (loc, slug(stem).replace("-", "")[:12], rng.choice(EMAIL_DOM))


def url(rng, stem):
    s = slug(stem)
    dom = rng.choice(EMAIL_DOM)
    return rng.choice(["www.%s/%s" % (dom, s), "https://www.%s/%s/reorder" % (dom, s),
                       "https://%s/%s" % (dom, s), "http://www.%s/%s/stoma-care" % (dom, s),
                       "%s/%s/patients" % (dom, s), "https://portal.%s/%s?login=1" % (dom, s)])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers

def mrn(rng, country):
    if country == "UK":
        return rng.choice(["K" + digits(rng, 6), "RX" + digits(rng, 7), "H" + digits(rng, 7),
                           digits(rng, 8), "M" + digits(rng, 6) + letters(rng, 1)])
    if country == "US":
        return rng.choice([digits(rng, 8), "E" + digits(rng, 7), "MR-" + digits(rng, 7),
                           digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 3)])
    if country == "AU":
        return rng.choice([digits(rng, 7, True), digits(rng, 6, True),
                           "00" + digits(rng, 6), "MR" + digits(rng, 6)])
    return rng.choice([digits(rng, 7, True), "H" + digits(rng, 7),
                       letters(rng, 3) + "-" + digits(rng, 6)])


def healthplan(rng, country, dob=None, last="X", first="X"):
    """National health / insurance beneficiary numbers (HEALTHPLAN)."""
    if country == "UK":
        if dob is not None and rng.random() < .15:  # Scottish CHI-style, DOB-derived
            return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4))
        a, b, c = digits(rng, 3, True), digits(rng, 3), digits(rng, 4)
        return rng.choice(["%s %s %s", "%s%s%s", "%s-%s-%s"]) % (a, b, c)
    if country == "AU":
        return rng.choice(["%s %s %s" % ("2" + digits(rng, 3), digits(rng, 5), digits(rng, 1)),
                           "%s%s" % ("3" + digits(rng, 8), digits(rng, 1)),
                           "%s %s %s-%d" % ("4" + digits(rng, 3), digits(rng, 5),
                                            digits(rng, 1), rng.randrange(1, 6))])
    if country == "CA":
        k = rng.randrange(4)
        if k == 0:
            return "%s-%s-%s-%s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3),
                                    letters(rng, 2))
        if k == 1:
            return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if k == 2:
            return "%s-%s" % (digits(rng, 5, True), digits(rng, 4))
        fl = ascii_fold(last).upper().replace(" ", "").replace("'", "").replace("-", "")
        fl = (fl + "XXX")[:3] + ascii_fold(first)[:1].upper()
        return "%s %s %s" % (fl, digits(rng, 4), digits(rng, 4))
    # US
    mbi = "%d%s%s%s-%s%s%s-%s%s%s%s" % (
        rng.randrange(1, 10), letters(rng, 1), rng.choice(UP + "0123456789"), digits(rng, 1),
        letters(rng, 1), rng.choice(UP + "0123456789"), digits(rng, 1), letters(rng, 1),
        letters(rng, 1), digits(rng, 1), digits(rng, 1))
    return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), mbi,
                       "U" + digits(rng, 8) + "01", digits(rng, 3) + letters(rng, 2) + digits(rng, 5)])


def au_private(rng):
    return rng.choice([digits(rng, 8, True), "HF" + digits(rng, 7), digits(rng, 9, True)])


def group_no(rng):
    return rng.choice(["GRP" + digits(rng, 6), digits(rng, 6), "G-" + digits(rng, 5),
                       digits(rng, 5) + "-" + letters(rng, 3)])


def account(rng, country, kind="enc"):
    if kind == "sup":
        return rng.choice([letters(rng, 2) + "-" + digits(rng, 6), "C" + digits(rng, 7),
                           digits(rng, 6, True), letters(rng, 3) + digits(rng, 5)])
    return rng.choice([digits(rng, 4) + "-" + digits(rng, 4), digits(rng, 9, True),
                       "V" + digits(rng, 8), "%02d-%s-%s" % (rng.randrange(19, 26),
                                                             digits(rng, 3), digits(rng, 4)),
                       "ENC" + digits(rng, 7), "FIN" + digits(rng, 8)])


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                           "000-%s-%s" % (digits(rng, 2), digits(rng, 4)),
                           "9%s%s%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))])
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3),
                                                       digits(rng, 3))
    if country == "AU":  # Centrelink customer reference number
        return rng.choice(["9%s %s %s%s", "9%s%s%s%s"]) % (
            digits(rng, 2), digits(rng, 3), digits(rng, 3), letters(rng, 1))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 3))


def license_no(rng, country, role="doc"):
    if country == "UK":
        if role == "nurse":
            return "%s%s%s%s" % (digits(rng, 2), rng.choice("ACDEIJY"), digits(rng, 4),
                                 rng.choice("EOAS"))
        return digits(rng, 7, True)
    if country == "US":
        if role == "dea":
            return letters(rng, 2) + digits(rng, 7)
        if role == "nurse":
            return rng.choice(["RN" + digits(rng, 6), digits(rng, 7, True)])
        return "1" + digits(rng, 9)
    if country == "AU":
        if role == "prov":
            return digits(rng, 6, True) + letters(rng, 2)
        return ("NMW" if role == "nurse" else "MED") + "000" + digits(rng, 7)
    if role == "nurse":
        return digits(rng, 8, True)
    return digits(rng, 5, True)


def device_sn(rng, kind="sn"):
    if kind == "lot":
        return rng.choice([digits(rng, 2) + letters(rng, 1) + digits(rng, 5),
                           "L" + digits(rng, 7), digits(rng, 8) + letters(rng, 1)])
    return rng.choice([letters(rng, 2) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                       letters(rng, 3) + digits(rng, 6), digits(rng, 2) + letters(rng, 1)
                       + digits(rng, 7), "SN" + digits(rng, 8),
                       letters(rng, 1) + digits(rng, 3) + letters(rng, 2) + digits(rng, 4)])


def vehicle(rng, country, vin=False):
    if vin:
        vin = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        return vin
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), "%02d" % rng.choice([15, 16, 18, 19, 20, 21,
                                                               66, 67, 68, 69, 70, 71, 72]),
                            letters(rng, 3))
    if country == "US":
        return rng.choice(["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "AU":
        return rng.choice(["%d%s %d%s" % (rng.randrange(1, 10), letters(rng, 2),
                                          rng.randrange(1, 10), letters(rng, 2)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)),
                           "%s%s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)),
                       "%s %s" % (letters(rng, 3), digits(rng, 3))])


def bioid(rng):
    return rng.choice(["PV-" + digits(rng, 6), "VP-" + digits(rng, 5), "FP-" + digits(rng, 5),
                       "BIO-" + letters(rng, 2) + digits(rng, 4), "PVS" + digits(rng, 7)])


def idnum(rng, country, kind):
    y = rng.randrange(19, 26)
    if kind == "ubrn":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if kind == "order":
        return rng.choice(["ORD-20%d-%s" % (y, digits(rng, 6)), "SO-" + digits(rng, 7),
                           "%s%s" % (letters(rng, 2), digits(rng, 8)), digits(rng, 7, True)])
    if kind == "histo":
        return rng.choice(["H%d/%s" % (y, digits(rng, 5)), "S%d-%s" % (y, digits(rng, 4)),
                           "%s%d-%s" % (rng.choice(["SP", "HS", "CP"]), y, digits(rng, 5))])
    if kind == "kit":
        return rng.choice([digits(rng, 10, True), letters(rng, 2) + digits(rng, 8),
                           "FIT-" + digits(rng, 8)])
    if kind == "mdt":
        return rng.choice(["MDT-%d-%s" % (y, digits(rng, 4)), "CR%d/%s" % (y, digits(rng, 3))])
    if kind == "incident":
        return rng.choice(["IR-20%d-%s" % (y, digits(rng, 4)), "W" + digits(rng, 6),
                           "INC" + digits(rng, 7)])
    if kind == "rx":
        return rng.choice([digits(rng, 10, True), letters(rng, 2) + digits(rng, 7),
                           "RX" + digits(rng, 8)])
    if kind == "passport":
        if country == "AU":
            return rng.choice(["PA", "PB", "N"]) + digits(rng, 7)
        if country == "CA":
            return letters(rng, 2) + digits(rng, 6)
        return digits(rng, 9, True)
    if kind == "screen":
        return rng.choice(["SC" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 5),
                           "EP" + digits(rng, 6)])
    if kind == "req":
        return rng.choice(["REQ" + digits(rng, 6), digits(rng, 7, True), "R" + digits(rng, 8)])
    return rng.choice(["REF/" + digits(rng, 6), "CR-" + digits(rng, 6)])
