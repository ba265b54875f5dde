"""Shared builder, formatters and note context for dev216_en (author 216).

Offsets are computed in one pass: NB.w() appends text pieces and records a
span for every (TYPE, value) tuple at the current position.
"""
import datetime as dt
import unicodedata

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


class NB:
    """Note builder: append pieces, record spans as they are appended."""

    def __init__(self, lower=False):
        self.parts = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)
        return s

    def w(self, *args):
        for a in args:
            if a is None:
                continue
            if isinstance(a, str):
                self._add(a)
            elif isinstance(a, tuple):
                typ, val = a
                if val != val.strip() or not val:
                    raise ValueError("bad span value %r" % (val,))
                start = self.pos
                v = self._add(val)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                                   "type": typ, "text": v})
            elif isinstance(a, list):
                self.w(*a)
            else:
                raise TypeError(a)
        return self

    def cell(self, width, *args):
        start = self.pos
        self.w(*args)
        used = self.pos - start
        self._add(" " * max(1, width - used))
        return self

    def text(self):
        return "".join(self.parts)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).replace("'", "").replace(" ", "")


# ---------------------------------------------------------------- people
def person(rng, cc, sex=None):
    if sex is None:
        sex = rng.choice(["F", "M"])
    if cc == "AU":
        first = rng.choice(P.AU_FIRST_F if sex == "F" else P.AU_FIRST_M)
        last = rng.choice(P.AU_LAST)
        if rng.random() < 0.08:
            first = rng.choice(P.IE_FIRST_F if sex == "F" else P.IE_FIRST_M)
    else:
        first = rng.choice(P.IE_FIRST_F if sex == "F" else P.IE_FIRST_M)
        last = rng.choice(P.IE_LAST)
        if rng.random() < 0.08:
            last = rng.choice(P.AU_LAST)
    if sex == "F" and cc == "IE" and last.startswith("Ó "):
        last = "Ní " + last[2:]
    if sex == "M" and last.startswith("Ní "):
        last = "Ó " + last[3:]
    mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else None
    return {"first": first, "last": last, "mid": mid, "sex": sex, "nick": P.NICK.get(first)}


def nm(p, style):
    f, l, m = p["first"], p["last"], p["mid"]
    if style == "full":
        return f + " " + l
    if style == "fml":
        return (f + " " + m + ". " + l) if m else (f + " " + l)
    if style == "lf":
        return l + ", " + f
    if style == "LF":
        return l.upper() + ", " + f
    if style == "LFU":
        return l.upper() + ", " + f.upper() + ((" " + m) if m else "")
    if style == "il":
        return f[0] + ". " + l
    if style == "i2":
        return f[0] + " " + l
    if style == "first":
        return f
    if style == "last":
        return l
    if style == "inits":
        return f[0] + "." + l.replace("'", "").split()[-1][0] + "."
    if style == "INITS":
        return f[0] + l.replace("'", "").split()[-1][0]
    if style == "nick":
        return p["nick"] or f
    raise ValueError(style)


def title(p, rng=None, married=True):
    if p.get("child"):
        return "Master" if p["sex"] == "M" else "Miss"
    if p["sex"] == "M":
        return "Mr"
    if rng is not None and rng.random() < 0.3:
        return "Ms"
    return "Mrs" if married else "Ms"


def pt_ref(rng, p):
    """A mid-text mention of the patient: list of args."""
    r = rng.random()
    if p.get("child"):
        return [("PATIENT", p["first"] if r < 0.8 else nm(p, "full"))]
    if r < 0.45:
        return [title(p, rng) + " ", ("PATIENT", p["last"])]
    if r < 0.75:
        return [("PATIENT", p["first"])]
    if r < 0.85 and p["nick"]:
        return [("PATIENT", p["nick"])]
    return [("PATIENT", nm(p, "full"))]


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DATE_STYLES = ["dmy", "dmy", "dmy", "dmy2", "dmyd", "d_mon_y", "d_month_y", "d_month_y", "dth_month_y",
               "wd_full", "wd_short", "dmony", "iso", "dmy_nz"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fdate(d, style):
    if style == "dmy":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmyd":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dth_month_y":
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "wd_full":
        return "%s %d %s %d" % (WD[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_short":
        return "%s %d/%d" % (WD[d.weekday()][:3], d.day, d.month)
    if style == "dmony":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dmy_nz":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "d_month":
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    if style == "month_y":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_y":
        return "%s-%02d" % (MONTHS[d.month - 1][:3], d.year % 100)
    if style == "year":
        return str(d.year)
    raise ValueError(style)


def rdate(rng, a, b):
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))


def shift(d, days):
    return d + dt.timedelta(days=days)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def rtime(rng):
    h = rng.choice([8, 9, 9, 10, 10, 11, 11, 12, 13, 14, 14, 15, 15, 16, 17])
    m = rng.choice([0, 0, 15, 30, 30, 45, 10, 40])
    if rng.random() < 0.5:
        return "%02d:%02d" % (h, m)
    return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "am" if h < 12 else "pm")


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def a_an(word):
    w = word.lower()
    if w.startswith("8") or w.startswith("eight") or w.startswith("eleven") or w in ("11", "18") \
            or w.startswith("11 ") or w.startswith("18 ") or w[:1] in "aeiou":
        return "an"
    return "a"


def numword(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


# ---------------------------------------------------------------- contacts
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def phone(rng, cc, kind="land", area=None):
    """kind: land or mobile. Every local number starts with 555 (fictional)."""
    if cc == "AU":
        if kind == "mobile":
            pre = rng.choice(P.AU_MOBILE_PREFIX)
            tail = digits(rng, 3)
            s = rng.randint(0, 3)
            if s == 0:
                return "%s 555 %s" % (pre, tail)
            if s == 1:
                return "%s555%s" % (pre, tail)
            if s == 2:
                return "+61 %s 555 %s" % (pre[1:], tail)
            return "%s 555 %s" % (pre, tail)
        area = area or rng.choice(["02", "03", "07", "08"])
        loc = "555" + digits(rng, 5)
        s = rng.randint(0, 4)
        if s in (0, 1):
            return "(%s) %s %s" % (area, loc[:4], loc[4:])
        if s == 2:
            return "%s %s %s" % (area, loc[:4], loc[4:])
        if s == 3:
            return "+61 %s %s %s" % (area[1:], loc[:4], loc[4:])
        return area + loc
    if kind == "mobile":
        pre = rng.choice(P.IE_MOBILE_PREFIX)
        tail = digits(rng, 4)
        s = rng.randint(0, 3)
        if s in (0, 1):
            return "%s 555 %s" % (pre, tail)
        if s == 2:
            return "+353 %s 555 %s" % (pre[1:], tail)
        return "%s-555%s" % (pre, tail)
    area = area or "01"
    tail = digits(rng, 4)
    s = rng.randint(0, 4)
    if s in (0, 1):
        return "(%s) 555 %s" % (area, tail)
    if s == 2:
        return "%s 555 %s" % (area, tail)
    if s == 3:
        return "+353 %s 555 %s" % (area[1:], tail)
    return "%s-555%s" % (area, tail)


def with_ext(rng, ph):
    return ph + rng.choice([" ext. ", " ext ", " x"]) + str(rng.randint(2, 48))


def email_for(rng, p, generic=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if generic:
        return generic + "@" + dom
    f = ascii_fold(p["first"]).lower()
    l = ascii_fold(p["last"]).lower()
    s = rng.randint(0, 4)
    if s == 0:
        return "%s.%s@%s" % (f, l, dom)
    if s == 1:
        return "%s%s%d@%s" % (f[0], l, rng.randint(1, 99), dom)
    if s == 2:
        return "%s_%s@%s" % (f, l[:4], dom)
    if s == 3:
        return "%s%s@%s" % (f, rng.randint(60, 99), dom)
    return "%s.%s@%s" % (f[0], l, dom)


def slug(s):
    s = ascii_fold(s.replace("&", "and")).lower()
    return "".join(c for c in s if c.isalnum())


def url_for(rng, practice):
    sl = slug(practice)
    s = rng.randint(0, 3)
    if s == 0:
        return "www.example.com/" + sl
    if s == 1:
        return "https://www.example.org/" + sl
    if s == 2:
        return sl + ".example.net"
    return "https://example.com/clinics/" + sl


def username(rng, p):
    f = ascii_fold(p["first"]).lower()
    l = ascii_fold(p["last"]).lower()
    s = rng.randint(0, 4)
    if s == 0:
        return f[0] + l
    if s == 1:
        return f[0] + l + str(rng.randint(1, 9))
    if s == 2:
        return f + "." + l
    if s == 3:
        return l + f[0]
    return f + "_" + l[:3] + str(rng.randint(10, 99))


def ipaddr(rng):
    r = rng.randint(0, 2)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if r == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))


# ---------------------------------------------------------------- identifiers
ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def ac(rng, chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def medicare(rng):
    d = str(rng.randint(2, 6)) + digits(rng, 9)
    s = rng.randint(0, 3)
    if s == 0:
        return d[:4] + " " + d[4:9] + " " + d[9]
    if s == 1:
        return d
    if s == 2:
        return d[:4] + " " + d[4:9] + " " + d[9] + "/" + str(rng.randint(1, 5))
    return d[:4] + "-" + d[4:9] + "-" + d[9]


def ndis_no(rng):
    d = "43" + digits(rng, 7)
    return rng.choice([d, d[:3] + " " + d[3:6] + " " + d[6:]])


def fund_member(rng):
    s = rng.randint(0, 3)
    if s == 0:
        return digits(rng, 8) + "-0" + str(rng.randint(1, 4))
    if s == 1:
        return ac(rng, UP, 3) + digits(rng, 6)
    if s == 2:
        return digits(rng, 4) + " " + digits(rng, 4)
    return "M" + digits(rng, 9)


def ie_medcard(rng):
    return rng.choice([digits(rng, 7) + ac(rng, UP, 1), "MC " + digits(rng, 2) + "-" + digits(rng, 6),
                       digits(rng, 8)])


def ie_policy(rng):
    return rng.choice([digits(rng, 2) + "-" + digits(rng, 6) + "-" + digits(rng, 1),
                       "POL" + digits(rng, 7), ac(rng, UP, 2) + digits(rng, 8)])


def dva_no(rng):
    return rng.choice(["N", "V", "Q", "W", "S"]) + rng.choice(["X", "SM", "SS", ""]) + digits(rng, 6)


def ppsn(rng):
    d = rng.choice(["9" + digits(rng, 6), "000" + digits(rng, 4)])
    return d + rng.choice(["A", "B", "C", "D", "F", "H", "K", "M", "P", "T", "W"]) + rng.choice(["", "", "A", "W", "H"])


def tfn(rng):
    d = "9" + digits(rng, 8)
    return rng.choice([d[:3] + " " + d[3:6] + " " + d[6:], d])


def crn(rng):
    d = rng.choice(["9" + digits(rng, 8), "000" + digits(rng, 6)])
    return rng.choice([d[:3] + " " + d[3:6] + " " + d[6:] + ac(rng, "ABCHJKLTVX", 1), d + ac(rng, "ABCHJKLTVX", 1)])


def client_no(rng):
    s = rng.randint(0, 5)
    if s == 0:
        return "C" + digits(rng, 6)
    if s == 1:
        return "PT-" + digits(rng, 5)
    if s == 2:
        return digits(rng, 5)
    if s == 3:
        return ac(rng, UP, 3) + "-" + digits(rng, 4)
    if s == 4:
        return digits(rng, 7)
    return "CL" + digits(rng, 4) + ac(rng, UP, 1)


def urn(rng):
    return rng.choice([digits(rng, 7), digits(rng, 6), "MRN" + digits(rng, 7), "0" + digits(rng, 6)])


def invoice_no(rng):
    return rng.choice(["INV-" + digits(rng, 6), "#" + digits(rng, 5), digits(rng, 4) + "-" + digits(rng, 4),
                       "INV" + digits(rng, 7), "R" + digits(rng, 6)])


def provider_no(rng):
    return digits(rng, 6) + rng.choice("0123456789ABCDEFGHJK") + rng.choice("ABCDEFHJKLTWXY")


def ahpra(rng, pre):
    return pre + "000" + digits(rng, 7)


def abn(rng):
    d = str(rng.randint(1, 9)) + digits(rng, 10)
    return d[:2] + " " + d[2:5] + " " + d[5:8] + " " + d[8:]


def claim_no(rng):
    return rng.choice(["CLM" + digits(rng, 7), digits(rng, 2) + "/" + digits(rng, 6), "WC-" + digits(rng, 8),
                       ac(rng, UP, 2) + digits(rng, 6) + ac(rng, UP, 1)])


def ref_no(rng):
    return rng.choice(["REF-" + digits(rng, 5), "R" + digits(rng, 2) + "-" + digits(rng, 4), digits(rng, 8),
                       "SR" + digits(rng, 6)])


def serial(rng):
    s = rng.randint(0, 5)
    if s == 0:
        return ac(rng, ALNUM, 3) + "-" + ac(rng, ALNUM, 6)
    if s == 1:
        return digits(rng, 4) + "-" + digits(rng, 4) + "-" + digits(rng, 2)
    if s == 2:
        return digits(rng, 4) + ac(rng, UP, 1) + digits(rng, 4)
    if s == 3:
        return ac(rng, UP, 2) + digits(rng, 8)
    if s == 4:
        return "SN" + digits(rng, 9)
    return ac(rng, UP, 1) + digits(rng, 2) + ac(rng, UP, 1) + ac(rng, ALNUM, 5)


def asset_tag(rng):
    return rng.choice(["EQ-", "LN", "AT-", "HSE-A"]) + digits(rng, 5)


def bio_id(rng, kind):
    pre = {"fp": ["FP-", "FPT", "BIO-FP-"], "voice": ["VP-", "VS", "VOX-"], "face": ["FT-", "FACE", "FID-"],
           "palm": ["PV-", "PALM"]}[kind]
    return rng.choice(pre) + digits(rng, rng.choice([5, 6, 8]))


def plate(rng, cc, state=None):
    if cc == "IE":
        yr = rng.choice(["06", "08", "11", "131", "142", "151", "162", "171", "182", "191", "192", "201", "211",
                         "221", "222", "231", "232", "241"])
        co = rng.choice(["C", "D", "G", "KY", "L", "LK", "MO", "SO", "WX", "KK", "W", "T", "WH", "MH", "LH", "CE"])
        return "%s-%s-%d" % (yr, co, rng.randint(1, 39999))
    s = rng.randint(0, 3)
    if s == 0:
        return ac(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + digits(rng, 3)
    if s == 1:
        return digits(rng, 1) + ac(rng, UP, 2) + digits(rng, 1) + ac(rng, UP, 2)
    if s == 2:
        return ac(rng, UP, 2) + digits(rng, 2) + ac(rng, UP, 2)
    return digits(rng, 3) + ac(rng, UP, 3)


def vin(rng):
    return ac(rng, "JKLMNRSTVWZ", 1) + ac(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 16)


def drv_licence(rng, cc):
    if cc == "IE":
        return rng.choice([digits(rng, 9), digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)])
    return rng.choice([digits(rng, 8), digits(rng, 9), digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)])


# ---------------------------------------------------------------- addresses
def address(rng, cc, near=None):
    if cc == "AU":
        pool = [x for x in P.AU_PLACES if near is None or x[1] == near["state"]]
        sub, st, pc = rng.choice(pool)
        name = rng.choice(P.AU_STREET_NAMES) + " " + rng.choice(P.AU_STREET_TYPES)
        n = rng.randint(1, 240)
        s = rng.randint(0, 9)
        if s <= 4:
            line = "%d %s" % (n, name)
        elif s <= 6:
            line = "%d/%d %s" % (rng.randint(1, 24), n, name)
        elif s == 7:
            line = "Unit %d, %d %s" % (rng.randint(1, 30), n, name)
        elif s == 8:
            line = "Apt %d, %d %s" % (rng.randint(1, 60), n, name)
        else:
            line = "Lot %d %s" % (rng.randint(1, 90), name)
        return {"cc": cc, "street": line, "city": sub, "state": st, "zip": pc, "area": P.AU_AREA[st]}
    town, county, rk, area = rng.choice([x for x in P.IE_PLACES if near is None or x[1] == near["county"]])
    name = rng.choice(P.IE_STREET_NAMES) + " " + rng.choice(P.IE_STREET_TYPES)
    s = rng.randint(0, 6)
    if s <= 3:
        line = "%d %s" % (rng.randint(1, 120), name)
    elif s == 4:
        line = "%s, %s" % (rng.choice(P.IE_HOUSE_NAMES), name)
    elif s == 5:
        line = "Apt %d, %s" % (rng.randint(1, 40), name)
    else:
        line = "No. %d %s" % (rng.randint(1, 60), name)
    code = rk + " " + ac(rng, "ACDEFHKNPRTVWXY", 1) + ac(rng, "ACDEFHKNPRTVWXY0123456789", 3)
    return {"cc": cc, "street": line, "city": town, "county": county, "zip": code, "area": area,
            "district": P.DUBLIN_DISTRICT.get(town)}


def addr_args(rng, a, style=None, upper_city=False):
    """Return args for NB.w. style: line, lines."""
    style = style or rng.choice(["line", "line", "lines"])
    sep = "\n" if style == "lines" else ", "
    if a["cc"] == "AU":
        city = a["city"].upper() if (upper_city or (style == "lines" and rng.random() < 0.5)) else a["city"]
        st = a["state"] if rng.random() < 0.85 else P.AU_STATE_FULL[a["state"]]
        mid = ", " if rng.random() < 0.3 else " "
        return [("STREET", a["street"]), sep, ("CITY", city), mid, ("STATE", st), " ", ("ZIP", a["zip"])]
    out = [("STREET", a["street"]), sep, ("CITY", a["city"])]
    if a["district"]:
        out += [sep, ("CITY", a["district"])]
    elif rng.random() < 0.85 and a["county"] != a["city"]:
        out += [sep, ("CITY", rng.choice(["Co. ", "Co. ", "County "]) + a["county"])]
    if rng.random() < 0.9:
        out += [sep, ("ZIP", a["zip"])]
    return out


# ---------------------------------------------------------------- context
def clinician(rng, cc, disc):
    d = P.DISC[disc]
    p = person(rng, cc, rng.choice(["F", "F", "F", "M"]))
    if cc == "AU":
        creds = rng.choice(d["creds_au"])
        if disc == "dietetics":
            reg_label, reg = "APD no.", str(rng.randint(10000, 99999))
        elif disc == "speech":
            reg_label, reg = "SPA member no.", str(rng.randint(10000, 59999))
        else:
            reg_label, reg = "AHPRA Reg.", ahpra(rng, d["au_reg"])
        role = d["role"]
    else:
        creds = rng.choice(d["creds_ie"])
        if disc == "psychology":
            reg_label, reg = "PSI Membership No.", "M" + digits(rng, 5)
        elif disc == "podiatry":
            reg_label, reg = "Membership No.", "PD" + digits(rng, 5)
        else:
            reg_label, reg = "CORU Reg. No.", d["ie_reg"] + "0" + digits(rng, 5)
        role = d.get("ie_role", d["role"])
        if disc == "psychology":
            role = rng.choice(["Clinical Psychologist", "Counselling Psychologist", "Senior Psychologist"])
    return {"p": p, "creds": creds, "reg_label": reg_label, "reg": reg, "role": role,
            "prov": provider_no(rng) if cc == "AU" else None}


def make_ctx(rng, cc, disc, age_lo=18, age_hi=92):
    c = {"cc": cc, "disc": disc, "country": "Australia" if cc == "AU" else "Ireland"}
    c["date"] = rdate(rng, dt.date(2022, 2, 1), dt.date(2025, 6, 27))
    while c["date"].weekday() >= 5 and rng.random() < 0.85:
        c["date"] = shift(c["date"], 1)
    age = rng.randint(age_lo, age_hi)
    c["dob"] = shift(c["date"], -(age * 365 + age // 4 + rng.randint(1, 360)))
    c["age"] = age_on(c["dob"], c["date"])
    c["pt"] = person(rng, cc)
    if c["age"] < 18:
        c["pt"]["child"] = True
    c["addr"] = address(rng, cc)
    c["home_ph"] = phone(rng, cc, "land", c["addr"]["area"])
    c["mob"] = phone(rng, cc, "mobile")
    c["email"] = email_for(rng, c["pt"])
    c["client_no"] = client_no(rng)
    if cc == "AU":
        c["medicare"] = medicare(rng)
        c["irn"] = str(rng.randint(1, 6))
        c["crn"] = crn(rng)
    else:
        c["medcard"] = ie_medcard(rng)
        c["ppsn"] = ppsn(rng)
    c["fund"] = rng.choice(P.INSURERS[cc][:3] if cc == "AU" else P.INSURERS[cc][:3])
    c["fund_no"] = fund_member(rng) if cc == "AU" else ie_policy(rng)
    c["prof"] = rng.choice(P.PROFESSIONS)
    c["employer"] = rng.choice(P.EMPLOYERS[cc])
    # GP
    c["gp"] = person(rng, cc)
    while c["gp"]["last"] == c["pt"]["last"]:
        c["gp"] = person(rng, cc)
    c["gp_prac"] = rng.choice(P.GP_PRACTICES[cc])
    c["gp_addr"] = address(rng, cc, c["addr"])
    if rng.random() < 0.5:
        c["gp_addr"]["city"] = c["addr"]["city"]
        for k in ("state", "zip", "area", "county", "district"):
            if k in c["addr"]:
                c["gp_addr"][k] = c["addr"][k]
    if cc == "IE":
        c["gp_addr"]["zip"] = c["gp_addr"]["zip"][:4] + ac(rng, "ACDEFHKNPRTVWXY", 1) + ac(rng, "ACDEFHKNPRTVWXY0123456789", 3)
    c["gp_ph"] = phone(rng, cc, "land", c["gp_addr"]["area"])
    c["gp_fax"] = phone(rng, cc, "land", c["gp_addr"]["area"])
    c["gp_prov"] = provider_no(rng)
    c["hosp"] = rng.choice(P.HOSPITALS[cc])
    # clinician and practice
    c["clin"] = clinician(rng, cc, disc)
    while c["clin"]["p"]["last"] == c["pt"]["last"]:
        c["clin"] = clinician(rng, cc, disc)
    c["clin2"] = clinician(rng, cc, disc)
    c["prac"] = rng.choice(P.PRACTICES[disc][cc])
    pa = address(rng, cc, c["addr"])
    if rng.random() < 0.6:
        pa["city"] = c["addr"]["city"]
        for k in ("state", "zip", "area", "county", "district"):
            if k in c["addr"]:
                pa[k] = c["addr"][k]
    if cc == "IE":
        pa["zip"] = pa["zip"][:4] + ac(rng, "ACDEFHKNPRTVWXY", 1) + ac(rng, "ACDEFHKNPRTVWXY0123456789", 3)
    c["prac_addr"] = pa
    c["prac_ph"] = phone(rng, cc, "land", pa["area"])
    c["prac_fax"] = phone(rng, cc, "land", pa["area"])
    c["prac_email"] = email_for(rng, None, rng.choice(["admin", "reception", "info", "hello", "referrals", "bookings"]))
    c["prac_url"] = url_for(rng, c["prac"])
    c["abn"] = abn(rng)
    c["clin_email"] = email_for(rng, c["clin"]["p"])
    # family
    sp_sex = "M" if c["pt"]["sex"] == "F" else "F"
    if rng.random() < 0.1:
        sp_sex = c["pt"]["sex"]
    sp = person(rng, cc, sp_sex)
    if rng.random() < 0.7:
        sp["last"] = c["pt"]["last"]
    kid = person(rng, cc)
    while kid["first"] == c["pt"]["first"] or sp["first"] == c["pt"]["first"]:
        kid = person(rng, cc)
        sp = person(rng, cc, sp_sex)
        sp["last"] = c["pt"]["last"]
    if rng.random() < 0.6:
        kid["last"] = c["pt"]["last"]
    c["spouse"] = sp
    c["spouse_rel"] = {"M": rng.choice(["husband", "husband", "partner"]), "F": rng.choice(["wife", "wife", "partner"])}[sp_sex]
    c["kid"] = kid
    c["kid_rel"] = "son" if kid["sex"] == "M" else "daughter"
    c["kid_ph"] = phone(rng, cc, "mobile")
    if c["age"] < 18:
        sp["last"] = c["pt"]["last"]
        kid["last"] = c["pt"]["last"]
        c["spouse_rel"] = "mother" if sp_sex == "F" else "father"
        c["kid_rel"] = "brother" if kid["sex"] == "M" else "sister"
    c["friend"] = person(rng, cc)
    return c


# ---------------------------------------------------------------- shared blocks
def letterhead(nb, rng, c):
    s = rng.randint(0, 3)
    pr = c["prac"]
    if s == 0:
        nb.w(("HOSPITAL", pr.upper() if rng.random() < 0.5 else pr), "\n")
        nb.w(addr_args(rng, c["prac_addr"], "line"), "\n")
        nb.w("Ph: ", ("PHONE", c["prac_ph"]), "  |  Fax: ", ("FAX", c["prac_fax"]), "\n")
        nb.w("E: ", ("EMAIL", c["prac_email"]), "  |  W: ", ("URL", c["prac_url"]), "\n")
        if c["cc"] == "AU":
            nb.w("ABN ", ("IDNUM", c["abn"]), "\n")
    elif s == 1:
        nb.w(("HOSPITAL", pr), " · ", addr_args(rng, c["prac_addr"], "line"), " · T ", ("PHONE", c["prac_ph"]),
             " · ", ("EMAIL", c["prac_email"]), "\n")
    elif s == 2:
        nb.w("=" * 60, "\n", ("HOSPITAL", pr), "\n", addr_args(rng, c["prac_addr"], "lines"), "\n")
        nb.w("Tel ", ("PHONE", c["prac_ph"]), "\n")
        if rng.random() < 0.6:
            nb.w("Fax ", ("FAX", c["prac_fax"]), "\n")
        nb.w(("URL", c["prac_url"]), "\n", "=" * 60, "\n")
    else:
        nb.w(("HOSPITAL", pr), "\n", addr_args(rng, c["prac_addr"], "line"), "\n")
        nb.w("Phone ", ("PHONE", c["prac_ph"]), " Fax ", ("FAX", c["prac_fax"]), " Email ", ("EMAIL", c["prac_email"]), "\n")
        if c["cc"] == "AU" and rng.random() < 0.6:
            nb.w("ABN: ", ("IDNUM", c["abn"]), "\n")
    nb.w("\n")


def signature(nb, rng, c, who=None, closing=None):
    cl = who or c["clin"]
    if closing is None:
        closing = rng.choice(["Kind regards,", "Yours sincerely,", "Regards,", "With thanks,", "Many thanks,", "Warm regards,"])
    if closing:
        nb.w(closing, "\n\n")
    nb.w(("DOCTOR", nm(cl["p"], rng.choice(["full", "full", "fml", "il"]))))
    if rng.random() < 0.6:
        nb.w(", " if rng.random() < 0.5 else " ", cl["creds"])
    nb.w("\n", cl["role"])
    if rng.random() < 0.5:
        nb.w(" | ", ("HOSPITAL", c["prac"]))
    nb.w("\n", cl["reg_label"], " ", ("LICENSE", cl["reg"]))
    if cl["prov"] and rng.random() < 0.75:
        nb.w(rng.choice(["  Provider No. ", " | Medicare provider ", "\nProvider number: "]), ("LICENSE", cl["prov"]))
    nb.w("\n")
    if rng.random() < 0.6:
        nb.w(rng.choice(["E: ", "Email: ", ""]), ("EMAIL", c["clin_email"]), "\n")
    if rng.random() < 0.3:
        nb.w("Direct line: ", ("PHONE", with_ext(rng, c["prac_ph"])), "\n")


def footer(nb, rng, c, p_use=0.45):
    if rng.random() > p_use:
        return
    s = rng.randint(0, 3)
    nb.w("\n", "-" * 40, "\n")
    d = shift(c["date"], rng.randint(0, 3))
    if s == 0:
        nb.w("Printed ", ("DATE", fdate(d, "dmy")), " ", rtime(rng), " by user ", ("USERNAME", username(rng, c["clin"]["p"])),
             " | Page 1 of 1\n")
    elif s == 1:
        nb.w("Created by ", ("USERNAME", username(rng, c["clin"]["p"])), " on ", ("DATE", fdate(d, "d_mon_y")),
             ". Client record ", ("MRN", c["client_no"]), ".\n")
    elif s == 2:
        nb.w("CONFIDENTIAL - contains health information. If received in error please phone ", ("PHONE", c["prac_ph"]),
             " and destroy.\n")
    else:
        nb.w("Doc ID ", ("IDNUM", "DOC-" + digits(rng, 6)), " | last edited ", ("DATE", fdate(d, "iso")), " ", rtime(rng),
             " (", ("USERNAME", username(rng, c["clin2"]["p"])), ")\n")
