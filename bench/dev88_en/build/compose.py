"""Composition helpers: PHI values are wrapped in private markers while a note is written,
then one pass strips the markers and records offsets. Offsets are never searched for."""
import datetime as dt

import pools

OPEN, MID, CLOSE = "\x01", "\x02", "\x03"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def m(typ, value):
    """Mark one PHI value."""
    value = str(value)
    assert typ in LABEL, typ
    assert value == value.strip() and value, repr(value)
    assert OPEN not in value and CLOSE not in value
    return f"{OPEN}{typ}{MID}{value}{CLOSE}"


def strip(marked):
    """Remove markers, return (text, spans). Single left-to-right pass."""
    out = []
    spans = []
    pos = 0  # length of out text so far
    i = 0
    n = len(marked)
    while i < n:
        c = marked[i]
        if c == OPEN:
            j = marked.index(MID, i)
            typ = marked[i + 1:j].upper()
            k = marked.index(CLOSE, j)
            val = marked[j + 1:k]
            assert OPEN not in val and MID not in val, "nested marker"
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            assert c not in (MID, CLOSE), "stray marker"
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


# numbers to words -----------------------------------------------------------------
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


# people ---------------------------------------------------------------------------
def _split(spec):
    sex, out = None, []
    for tok in spec.split():
        if tok.startswith("M:"):
            sex, tok = "M", tok[2:]
        elif tok.startswith("F:"):
            sex, tok = "F", tok[2:]
        out.append((tok, sex))
    return out


GIVEN = {k: _split(v) for k, v in pools.GIVEN.items()}
SURN = {}
for k, v in pools.SURNAME.items():
    toks = v.split()
    # rejoin multi-word surnames written with a capitalised particle
    joined, skip = [], False
    for idx, t in enumerate(toks):
        if skip:
            skip = False
            continue
        if t in ("Ni", "Dela") and idx + 1 < len(toks):
            joined.append(t + " " + toks[idx + 1]); skip = True
        elif t == "Van" and idx + 2 < len(toks):
            joined.append("Van der " + toks[idx + 2]); skip = True
        elif t == "der":
            continue
        else:
            joined.append(t)
    SURN[k] = joined
SURN["german_dutch"] = [s for s in SURN["german_dutch"] if s != "Berg"]
ORIGINS = list(GIVEN)


class Person:
    def __init__(self, rng, typ, sex=None, origin=None):
        self.rng = rng
        self.typ = typ
        o1 = origin or rng.choice(ORIGINS)
        cands = [g for g in GIVEN[o1] if sex is None or g[1] == sex]
        self.first, self.sex = rng.choice(cands)
        o2 = o1 if rng.random() < 0.7 else rng.choice(ORIGINS)
        self.last = rng.choice(SURN[o2])
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW")

    # each returns a marked string (titles and credentials outside the span)
    def full(self):
        return m(self.typ, f"{self.first} {self.last}")

    def fml(self):
        return m(self.typ, f"{self.first} {self.mid}. {self.last}")

    def first_only(self):
        return m(self.typ, self.first)

    def last_only(self):
        return m(self.typ, self.last)

    def rev(self):
        r = self.rng.random()
        if r < 0.4:
            return m(self.typ, f"{self.last.upper()}, {self.first.upper()} {self.mid}")
        if r < 0.7:
            return m(self.typ, f"{self.last}, {self.first}")
        return m(self.typ, f"{self.last.upper()}, {self.first.upper()}")

    def caps(self):
        return m(self.typ, f"{self.first.upper()} {self.last.upper()}")

    def first_init(self):
        return m(self.typ, f"{self.first} {self.last[0]}.")

    def initials(self, style=None):
        f, l = self.first[0], self.last.replace("'", "")[0]
        style = style or self.rng.choice(["JS", "J.S.", "js", "JMS"])
        val = {"JS": f + l, "J.S.": f"{f}.{l}.", "js": (f + l).lower(), "JMS": f + self.mid + l}[style]
        return m(self.typ, val)

    def title(self):
        if self.sex == "M":
            return self.rng.choice(pools.TITLES_M)
        return self.rng.choice(pools.TITLES_F)

    def formal(self):
        return f"{self.title()} {self.last_only()}"

    def dr(self):
        return f"{self.rng.choice(pools.TITLES_DR)} {self.rng.choice([self.last_only, self.last_only, self.full])()}"

    def any(self):
        f = self.rng.choice([self.full, self.full, self.formal, self.first_only, self.last_only, self.fml,
                             self.first_init, self.rev, self.caps])
        return f()

    def username(self):
        r = self.rng.random()
        f, l = self.first.lower().replace("'", "").replace("-", ""), \
            self.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        if r < 0.3:
            u = f[0] + l + str(self.rng.randint(1, 99))
        elif r < 0.5:
            u = f + "." + l
        elif r < 0.7:
            u = f + "_" + self.rng.choice(pools.USER_WORDS)
        elif r < 0.85:
            u = self.rng.choice(pools.USER_WORDS) + str(self.rng.randint(50, 99))
        else:
            u = l[:6] + f[0] + str(self.rng.randint(1, 9))
        return u

    def email_addr(self):
        dom = self.rng.choice(["example.com", "example.org", "example.net", "mail.example.com"])
        return self.username().replace("_", ".") + "@" + dom


# dates ----------------------------------------------------------------------------
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def date_str(rng, d, style=None):
    style = style or rng.choice(["mdy", "mdy", "mdy_short", "iso", "long", "long", "dmy_mon", "mon_d",
                                 "dash_mon", "md", "md", "wd_md", "wd_long", "mdy_dots", "mdy_pad"])
    mo, da, yr = d.month, d.day, d.year
    if style == "mdy":
        return f"{mo:02d}/{da:02d}/{yr}"
    if style == "mdy_pad":
        return f"{mo}/{da}/{yr}"
    if style == "mdy_short":
        return f"{mo}/{da}/{yr % 100:02d}"
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return f"{MON[mo - 1]} {da}, {yr}"
    if style == "dmy_mon":
        return f"{da} {MON[mo - 1][:3]} {yr}"
    if style == "mon_d":
        return f"{MON[mo - 1][:3]} {da}"
    if style == "dash_mon":
        return f"{da:02d}-{MON[mo - 1][:3].upper()}-{yr}"
    if style == "md":
        return f"{mo}/{da}"
    if style == "wd_md":
        return f"{WD[d.weekday()][:3]} {mo}/{da}"
    if style == "wd_long":
        return f"{WD[d.weekday()]}, {MON[mo - 1]} {da}, {yr}"
    if style == "mdy_dots":
        return f"{mo:02d}.{da:02d}.{yr}"
    if style == "month_year":
        return f"{MON[mo - 1]} {yr}"
    if style == "mon_year":
        return f"{MON[mo - 1][:3]} {yr}"
    if style == "year":
        return str(yr)
    if style == "weekday":
        return WD[d.weekday()]
    if style == "month":
        return MON[mo - 1]
    raise ValueError(style)


def D(rng, d, style=None):
    return m("DATE", date_str(rng, d, style))


def rand_date(rng, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


# identifiers and contact ------------------------------------------------------------
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def mrn(rng):
    return rng.choice([lambda: digits(rng, 8), lambda: "00" + digits(rng, 6), lambda: "E" + digits(rng, 7),
                       lambda: digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3),
                       lambda: "MR" + digits(rng, 7), lambda: digits(rng, 4) + "-" + digits(rng, 4)])()


def ssn(rng):
    pre = rng.choice(["9" + digits(rng, 2), "000"])
    return rng.choice(["{}-{}-{}", "{} {} {}"]).format(pre, digits(rng, 2), digits(rng, 4))


def healthplan(rng):
    return rng.choice([lambda: letters(rng, 3) + digits(rng, 6), lambda: "W" + digits(rng, 9),
                       lambda: "HP-" + digits(rng, 5) + "-" + digits(rng, 2), lambda: digits(rng, 8) + "B",
                       lambda: letters(rng, 2) + digits(rng, 7) + "-01", lambda: "GRP" + digits(rng, 6)])()


def account(rng):
    return rng.choice([lambda: digits(rng, 4) + "-" + digits(rng, 4), lambda: "2" + digits(rng, 9),
                       lambda: "V" + digits(rng, 8), lambda: "FIN" + digits(rng, 8),
                       lambda: "ENC-" + digits(rng, 7), lambda: digits(rng, 10)])()


def dea(rng):
    return rng.choice("ABFM") + rng.choice(LET) + digits(rng, 7)


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def statelic(rng):
    return rng.choice([lambda: letters(rng, 1) + digits(rng, 5), lambda: digits(rng, 2) + "-" + digits(rng, 6),
                       lambda: "RN" + digits(rng, 6), lambda: "LIC-" + digits(rng, 5)])()


def driverlic(rng):
    return rng.choice([lambda: letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                       lambda: letters(rng, 1) + digits(rng, 8), lambda: digits(rng, 9)])()


def device(rng):
    return rng.choice([lambda: letters(rng, 3) + digits(rng, 6), lambda: letters(rng, 2) + "-" + digits(rng, 6),
                       lambda: digits(rng, 4) + "-" + digits(rng, 5), lambda: "SN" + digits(rng, 8),
                       lambda: letters(rng, 1) + digits(rng, 2) + letters(rng, 1) + digits(rng, 5)])()


def vin(rng):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(alpha) for _ in range(17))


def plate(rng):
    return rng.choice([lambda: digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                       lambda: letters(rng, 3) + "-" + digits(rng, 4), lambda: letters(rng, 3) + " " + digits(rng, 3),
                       lambda: digits(rng, 3) + letters(rng, 3)])()


def bioid(rng):
    return rng.choice([lambda: "FP-" + digits(rng, 5), lambda: "PV" + digits(rng, 7),
                       lambda: "IR-" + digits(rng, 5), lambda: "VP-" + digits(rng, 4),
                       lambda: "BIO" + digits(rng, 6)])()


def accession(rng, yr):
    y = yr % 100
    return rng.choice([lambda: f"RAD-{y}-{digits(rng, 7)}", lambda: f"A{y}-{digits(rng, 5)}",
                       lambda: f"CT{y}{digits(rng, 6)}", lambda: f"{digits(rng, 9)}", lambda: f"MR-{digits(rng, 6)}"])()


def specimen(rng, yr):
    y = yr % 100
    return rng.choice([lambda: f"S{y}-{digits(rng, 4)}", lambda: f"SP-{y}-{digits(rng, 5)}",
                       lambda: f"C{y}-{digits(rng, 4)}", lambda: f"BM{y}-{digits(rng, 3)}",
                       lambda: f"NG{y}-{digits(rng, 5)}"])()


def ordernum(rng):
    return rng.choice([lambda: "ORD" + digits(rng, 8), lambda: "REQ-" + digits(rng, 5), lambda: digits(rng, 9),
                       lambda: "RX" + digits(rng, 7), lambda: "CASE-" + digits(rng, 5)])()


def phone(rng, area=None, style=None):
    area = area or rng.choice(pools.AREA)
    last = "01" + digits(rng, 2)
    style = style or rng.choice(["paren", "paren", "dash", "dash", "dots", "plus", "seven"])
    if style == "paren":
        s = f"({area}) 555-{last}"
    elif style == "dash":
        s = f"{area}-555-{last}"
    elif style == "dots":
        s = f"{area}.555.{last}"
    elif style == "plus":
        s = f"+1 {area} 555 {last}"
    else:
        s = f"555-{last}"
    if rng.random() < 0.12:
        s += rng.choice([f" ext. {digits(rng, 3)}", f" x{digits(rng, 4)}", f" ext {digits(rng, 2)}"])
    return s


def pager(rng):
    return rng.choice([lambda: f"{rng.randint(2, 8)}-{digits(rng, 4)}", lambda: digits(rng, 5),
                       lambda: "#" + digits(rng, 4)])()


def ip(rng):
    return rng.choice([lambda: f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       lambda: f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       lambda: f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"])()


def slug(s):
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in s)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


# places ---------------------------------------------------------------------------
def city(rng):
    r = rng.random()
    if r < 0.55:
        return rng.choice(pools.CITY_A) + rng.choice(pools.CITY_B)
    if r < 0.85:
        return rng.choice(pools.CITY_A) + rng.choice(pools.CITY_B) + " " + rng.choice(pools.CITY_C)
    return rng.choice(pools.COUNTIES) + " County"


def street(rng):
    s = f"{rng.randint(2, 9899)} {rng.choice(pools.STREET_N)} {rng.choice(pools.STREET_T)}"
    if rng.random() < 0.3:
        s += ", " + rng.choice(pools.UNIT)
    elif s.endswith("."):
        s = s[:-1]  # an abbreviation point only where it cannot be read as a sentence full stop
    return s


def zipc(rng):
    z = f"{rng.randint(10000, 99899):05d}"
    if rng.random() < 0.15:
        z += "-" + digits(rng, 4)
    return z


def hospital(rng, kind=None):
    stem = rng.choice(pools.HOSP_STEM)
    if kind and kind in pools.CLINIC_KIND and rng.random() < 0.65:
        return f"{stem} {rng.choice(pools.CLINIC_KIND[kind])}"
    return f"{stem} {rng.choice(pools.HOSP_KIND)}"


def acronym(name):
    return "".join(w[0] for w in name.replace("-", " ").split() if w[0].isupper())


def pharmacy(rng):
    return f"{rng.choice(pools.PHARM_STEM)} {rng.choice(pools.PHARM_KIND)}"


def employer(rng):
    return f"{rng.choice(pools.ORG_STEM)} {rng.choice(pools.ORG_KIND)}"


def school(rng):
    stem = rng.choice(pools.ORG_STEM + [p.split()[0] for p in pools.HOSP_STEM[:8]] + ["Lincoln-Okafor", "Cesar Chavez",
                                                                                     "Wildflower", "Riverside"])
    stem = stem.replace("'s", "").replace(" & Sons", "")
    return f"{stem} {rng.choice(pools.SCHOOL_KIND)}"


def the_split(value):
    """'the X' -> ('the ', 'X')."""
    if value.startswith("the "):
        return "the ", value[4:]
    return "", value
