"""Composition helpers: PHI values are wrapped in private-use marker characters while a note is
composed; finalize() strips the markers in one left-to-right pass and records the offsets.
Offsets are never found by searching the finished text."""
import datetime as dt

from pools import (GIVEN_F, GIVEN_M, SURNAMES, US_STATES, CA_PROVINCES, CITIES, STREET_NAMES,
                   STREET_SUFFIX, UNITS, AREA_CODES, EMAIL_DOMAINS)

M_OPEN, M_MID, M_CLOSE = "\ue000", "\ue001", "\ue002"

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(typ, value):
    """Wrap one PHI value."""
    value = str(value)
    assert typ in LABEL_OF, typ
    assert value and value == value.strip(), repr(value)
    assert not any(m in value for m in (M_OPEN, M_MID, M_CLOSE))
    return f"{M_OPEN}{typ}{M_MID}{value}{M_CLOSE}"


def finalize(marked):
    """Strip markers in one pass; return (text, spans)."""
    out, spans = [], []
    pos = 0
    i, n = 0, len(marked)
    while i < n:
        c = marked[i]
        if c == M_OPEN:
            j = marked.index(M_MID, i)
            k = marked.index(M_CLOSE, j)
            typ = marked[i + 1:j]
            val = marked[j + 1:k]
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL_OF[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


# ---------------------------------------------------------------- people
CRED_LIKE = {"MD", "RN", "NP", "DO", "PA", "DM", "OR", "ED", "GI", "BP", "HR", "RR", "IV", "PO", "CT", "MS", "MI", "HD",
             "OT", "PT", "ST", "SR", "SB", "AF", "VT", "BM", "DC", "ER", "IM", "IR", "LE", "NS", "UA"}
class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.given = rng.choice(GIVEN_F if self.sex == "F" else GIVEN_M)
        self.middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.6 else ""
        self.surname = rng.choice(SURNAMES)
        # avoid initials that spell a credential or clinical abbreviation (MD, RN, DO ...)
        while self.initials().upper() in CRED_LIKE:
            self.surname = rng.choice(SURNAMES)

    def initials(self):
        return self.given[0] + self.surname[0]

    def form(self, rng, style=None):
        g, m, s = self.given, self.middle, self.surname
        styles = ["full", "full", "fullmi", "lastfirst", "LASTFIRST", "CAPS", "given_init", "given", "last"]
        style = style or rng.choice(styles)
        if style == "full":
            return f"{g} {s}"
        if style == "fullmi":
            return f"{g} {m}. {s}" if m else f"{g} {s}"
        if style == "lastfirst":
            return f"{s}, {g}"
        if style == "LASTFIRST":
            return (f"{s}, {g} {m}" if m else f"{s}, {g}").upper()
        if style == "CAPS":
            return f"{g} {s}".upper()
        if style == "given_init":
            return f"{g} {s[0]}."
        if style == "given":
            return g
        if style == "last":
            return s
        if style == "init":
            return self.initials()
        if style == "initdot":
            return f"{g[0]}.{s[0]}."
        if style == "initlow":
            return self.initials().lower()
        if style == "g_dot_s":
            return f"{g[0]}. {s}"
        if style == "gs_tight":
            return f"{g[0]}.{s}"
        raise ValueError(style)

    def title(self, rng):
        t = {"F": ["Mrs", "Ms", "Miss"], "M": ["Mr"]}[self.sex]
        t = rng.choice(t)
        return t + ("." if rng.random() < 0.5 else "")

    def pron(self):
        return ("she", "her", "her") if self.sex == "F" else ("he", "him", "his")


def pt_ref(rng, p, styles=None):
    """Patient reference with optional title; title kept outside the span."""
    style = rng.choice(styles or ["title", "given", "full", "title", "lastfirst", "given_init"])
    if style == "title":
        return f"{p.title(rng)} {P('PATIENT', p.surname)}"
    return P("PATIENT", p.form(rng, style))


def dr_ref(rng, d, styles=None):
    """Clinician reference: titles and credentials outside the span."""
    style = rng.choice(styles or ["dr", "drdot", "full_md", "prof", "last_first", "full"])
    if style == "dr":
        return f"Dr {P('DOCTOR', d.surname)}"
    if style == "drdot":
        return f"Dr. {P('DOCTOR', d.surname)}"
    if style == "drfull":
        return f"Dr. {P('DOCTOR', d.given + ' ' + d.surname)}"
    if style == "full_md":
        return f"{P('DOCTOR', d.given + ' ' + d.surname)}, {rng.choice(['MD', 'MD', 'DO', 'MBBS', 'MD, FRCPC'])}"
    if style == "prof":
        return f"Prof{rng.choice(['', '.'])} {P('DOCTOR', d.surname)}"
    if style == "last_first":
        return P("DOCTOR", f"{d.surname}, {d.given}")
    if style == "full":
        return P("DOCTOR", d.form(rng, rng.choice(["full", "fullmi", "g_dot_s"])))
    raise ValueError(style)


def staff_ref(rng, s, cred):
    style = rng.choice(["full_cred", "full_cred", "given_role", "gdot_cred", "caps"])
    if style == "full_cred":
        return f"{P('DOCTOR', s.given + ' ' + s.surname)}, {cred}"
    if style == "gdot_cred":
        return f"{P('DOCTOR', s.given[0] + '. ' + s.surname)} {cred}"
    if style == "caps":
        return f"{P('DOCTOR', (s.given + ' ' + s.surname).upper())} {cred}"
    role = {"RN": "nurse", "RT": "RT", "RRT": "RT", "PharmD": "pharmacist", "CNA": "aide"}.get(cred, "nurse")
    return f"{role} {P('DOCTOR', s.given)}"


def username(rng, p):
    g, s = p.given.lower().replace(" ", "").replace("-", ""), p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice([f"{g[0]}{s}", f"{g[0]}{s}{rng.randint(1, 9)}", f"{s}.{g[0]}", f"{g}_{s[:4]}",
                       f"{g[0]}{s[:5]}{rng.randint(10, 99)}", f"rn_{s[:6]}", f"{s[:6]}{g[0]}"])


# ---------------------------------------------------------------- ages
_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def age_phrase(rng, age, sex):
    """Return a marked age expression with a plausible surrounding form."""
    a = P("AGE", age)
    sx = sex
    forms = [f"{a}-year-old", f"{a} yo", f"{a}yo {sx}", f"{a} {sx}", f"{a}{sx}", f"aged {a}", f"{a} y/o",
             f"{a} year old", f"age {a}", f"{a}-yr-old"]
    if rng.random() < 0.12:
        return f"{P('AGE', words(age))}-year-old"
    return rng.choice(forms)


# ---------------------------------------------------------------- dates
MONTHS = "January February March April May June July August September October November December".split()
WDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def rand_date(rng, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def dob_for(rng, age, ref):
    y = ref.year - age
    d = dt.date(y, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    if (ref.month, ref.day) < (d.month, d.day):
        d = d.replace(year=d.year - 1) if not (d.month == 2 and d.day == 29) else dt.date(d.year - 1, 2, 28)
    return d


def fmt_date(rng, d, style=None):
    styles = ["mdY", "mdY", "mdy", "iso", "iso", "Mdy_long", "dMonY", "MonDY", "DMONY", "mdY0"]
    style = style or rng.choice(styles)
    if style == "mdY":
        return f"{d.month}/{d.day}/{d.year}"
    if style == "mdY0":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "mdy":
        return f"{d.month}/{d.day}/{d.year % 100:02d}"
    if style == "iso":
        return d.isoformat()
    if style == "Mdy_long":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "dMonY":
        return f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"
    if style == "MonDY":
        return f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}"
    if style == "DMONY":
        return f"{d.day:02d}-{MONTHS[d.month - 1][:3].upper()}-{d.year}"
    if style == "DMONYtight":
        return f"{d.day:02d}{MONTHS[d.month - 1][:3].upper()}{d.year}"
    if style == "md":
        return f"{d.month}/{d.day}"
    if style == "wd_md":
        return f"{WDAYS[d.weekday()][:3]} {d.month}/{d.day}"
    if style == "wd_long":
        return f"{WDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "monY":
        return f"{MONTHS[d.month - 1]} {d.year}"
    if style == "Y":
        return str(d.year)
    if style == "Mon_d":
        return f"{MONTHS[d.month - 1][:3]} {d.day}"
    if style == "wday":
        return WDAYS[d.weekday()]
    raise ValueError(style)


def D(rng, d, style=None):
    return P("DATE", fmt_date(rng, d, style))


def plus(d, days):
    return d + dt.timedelta(days=days)


# ---------------------------------------------------------------- places / contact
def address(rng, canada=None):
    canada = rng.random() < 0.45 if canada is None else canada
    num = rng.randint(2, 9890)
    street = f"{num} {rng.choice(STREET_NAMES)} {rng.choice(STREET_SUFFIX)}"
    if rng.random() < 0.3:
        street += ", " + rng.choice(UNITS).format(n=rng.randint(1, 1408))
    city = rng.choice(CITIES)
    if canada:
        prov, abbr = rng.choice(CA_PROVINCES)
        letters = "ABCEGHJKLMNPRSTVXY"
        z = f"{rng.choice(letters)}{rng.randint(0, 9)}{rng.choice(letters)} {rng.randint(0, 9)}{rng.choice(letters)}{rng.randint(0, 9)}"
    else:
        prov, abbr = rng.choice(US_STATES)
        z = f"{rng.randint(1001, 99950):05d}" + (f"-{rng.randint(1000, 9999)}" if rng.random() < 0.2 else "")
    st = abbr if rng.random() < 0.75 else prov
    return street, city, st, z


def addr_marked(rng, canada=None, one_line=True):
    s, c, st, z = address(rng, canada)
    if one_line:
        return f"{P('STREET', s)}, {P('CITY', c)}, {P('STATE', st)} {P('ZIP', z)}"
    return f"{P('STREET', s)}\n{P('CITY', c)}, {P('STATE', st)}  {P('ZIP', z)}"


def phone(rng, ext=False):
    a = rng.choice(AREA_CODES)
    last = f"01{rng.randint(0, 99):02d}"
    f = rng.choice(["({a}) 555-{l}", "{a}-555-{l}", "{a}.555.{l}", "+1 {a} 555 {l}", "1-{a}-555-{l}", "({a}) 555-{l}"])
    s = f.format(a=a, l=last)
    if ext:
        s += rng.choice([f" ext. {rng.randint(2, 9999)}", f" x{rng.randint(100, 9999)}", f" ext {rng.randint(10, 999)}"])
    return s


def pager(rng):
    return rng.choice([f"{rng.randint(2, 9)}-{rng.randint(1000, 9999)}", f"{rng.randint(10000, 99999)}",
                       f"{rng.randint(1000, 9999)}"])


def email(rng, p):
    g = p.given.lower().replace(" ", "").replace("-", "")
    s = p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
    local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}{rng.randint(1, 99)}", f"{g}{s[0]}{rng.randint(60, 99)}", f"{g}_{s}"])
    dom = rng.choice(EMAIL_DOMAINS)
    if rng.random() < 0.3:
        dom = rng.choice(["mail", "clinic", "health", "portal"]) + "." + dom
    return f"{local}@{dom}"


def url(rng):
    dom = rng.choice(EMAIL_DOMAINS)
    host = rng.choice(["www.", "", "portal.", "myhealth.", "clinic."]) + dom
    path = rng.choice(["", "/portal", "/patients/login", "/upload", "/kidney-care", "/referrals/form-7",
                       "/rpm/dashboard", "/bp", "/records/request"])
    scheme = rng.choice(["", "", "https://", "http://"])
    return scheme + host + path


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if k == 1:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


# ---------------------------------------------------------------- identifiers
def _L(rng, k):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def _N(rng, k):
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def mrn(rng):
    return rng.choice([_N(rng, 8), _N(rng, 7), "00" + _N(rng, 6), f"{_L(rng, 1)}{_N(rng, 7)}", f"{_N(rng, 3)}-{_N(rng, 3)}-{_N(rng, 3)}"])


def ssn(rng):
    # fictional by construction: 9xx area or 000 area, never issued
    if rng.random() < 0.7:
        return f"9{_N(rng, 2)}-{_N(rng, 2)}-{_N(rng, 4)}"
    return rng.choice([f"000-{_N(rng, 2)}-{_N(rng, 4)}", f"000 {_N(rng, 3)} {_N(rng, 3)}"])


def healthplan(rng):
    return rng.choice([f"{_L(rng, 3)}{_N(rng, 9)}", f"{_N(rng, 4)} {_N(rng, 3)} {_N(rng, 3)} {_L(rng, 2)}",
                       f"{_N(rng, 1)}{_L(rng, 2)}{_N(rng, 1)}-{_L(rng, 2)}{_N(rng, 1)}-{_L(rng, 2)}{_N(rng, 2)}",
                       f"GRP-{_N(rng, 5)}", f"{_L(rng, 1)}{_N(rng, 8)}01", f"{_N(rng, 10)}"])


def account(rng):
    return rng.choice([f"{_N(rng, 4)}-{_N(rng, 4)}", f"{_N(rng, 9)}", f"V{_N(rng, 8)}", f"E{_N(rng, 7)}",
                       f"{_N(rng, 2)}-{_N(rng, 6)}"])


def license_(rng, kind=None):
    kind = kind or rng.choice(["DEA", "NPI", "lic", "dl"])
    if kind == "DEA":
        return _L(rng, 2) + _N(rng, 7)
    if kind == "NPI":
        return "1" + _N(rng, 9)
    if kind == "lic":
        return rng.choice([f"{_N(rng, 5)}", f"MD-{_N(rng, 5)}", f"RN{_N(rng, 6)}", f"{_L(rng, 1)}{_N(rng, 6)}"])
    return f"{_L(rng, 1)}{_N(rng, 4)}-{_N(rng, 5)}-{_N(rng, 5)}"


def device_sn(rng):
    return rng.choice([f"{_L(rng, 3)}{_N(rng, 6)}", f"{_N(rng, 2)}{_L(rng, 1)}-{_N(rng, 5)}", f"{_L(rng, 2)}{_N(rng, 1)}-{_N(rng, 8)}",
                       f"SN{_N(rng, 9)}", f"{_L(rng, 1)}{_N(rng, 3)}-{_L(rng, 2)}-{_N(rng, 4)}"])


def vehicle(rng):
    return rng.choice([f"{_N(rng, 1)}{_L(rng, 3)}{_N(rng, 3)}", f"{_L(rng, 4)} {_N(rng, 3)}", f"{_L(rng, 3)}-{_N(rng, 4)}",
                       f"{_N(rng, 1)}{_L(rng, 4)}{_N(rng, 2)}{_L(rng, 1)}{_N(rng, 6)}{_L(rng, 1)}{_N(rng, 2)}"])


def bioid(rng):
    return rng.choice([f"PV-{_N(rng, 5)}", f"FP-{_N(rng, 5)}", f"IRT-{_N(rng, 5)}", f"BIO{_N(rng, 7)}", f"{_L(rng, 2)}{_N(rng, 6)}"])


def idnum(rng, kind=None):
    kind = kind or rng.choice(["acc", "ord", "spec", "req", "case"])
    if kind == "acc":
        return f"{_L(rng, 1)}{rng.randint(19, 25)}-{_N(rng, 5)}"
    if kind == "ord":
        return f"ORD{_N(rng, 7)}"
    if kind == "spec":
        return f"{_N(rng, 2)}{_L(rng, 2)}{_N(rng, 6)}"
    if kind == "req":
        return f"RQ-{_N(rng, 6)}"
    if kind == "din":
        return f"W{_N(rng, 4)} {_N(rng, 2)} {_N(rng, 6)}"
    return f"{rng.randint(19, 25)}-{_N(rng, 4)}"
