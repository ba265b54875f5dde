"""Composition helpers: marked values, span recovery, people, dates, identifiers, contacts.

A PHI value is wrapped as  \\x01TYPE\\x02value\\x03  while a note is composed. A hard negative
(something that looks like PHI but is not) is wrapped as  \\x04kind\\x02value\\x03 .
strip() removes the markers in one left-to-right pass and records offsets as it goes;
offsets are never found by searching the finished text.
"""
import datetime as _dt
import re

import pools as P

O, NEG, MID, C = "\x01", "\x04", "\x02", "\x03"

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def M(t, v):
    """Mark a PHI value of fine type t."""
    assert t in TYPE2LABEL, t
    v = str(v)
    assert v and v == v.strip() and not any(ch in v for ch in (O, NEG, MID, C)), repr(v)
    return f"{O}{t}{MID}{v}{C}"


def N(kind, v):
    """Mark a hard negative (kept unannotated; offsets go to meta)."""
    v = str(v)
    return f"{NEG}{kind}{MID}{v}{C}"


def strip(marked):
    out, spans, negs = [], [], []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch == O or ch == NEG:
            j = marked.index(MID, i)
            k = marked.index(C, j)
            tag = marked[i + 1:j]
            val = marked[j + 1:k]
            if ch == O:
                t = tag.upper()
                spans.append({"start": pos, "end": pos + len(val), "label": TYPE2LABEL[t], "type": t,
                              "text": val})
            else:
                negs.append([pos, pos + len(val), tag.lower()])
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans, negs


_SEG = re.compile(r"([\x01\x04][^\x02]*\x02[^\x03]*\x03)")


def plain_map(marked, fn):
    """Apply fn to the text outside markers only."""
    parts = _SEG.split(marked)
    return "".join(p if (p.startswith(O) or p.startswith(NEG)) else fn(p) for p in parts)


def add_typos(rng, marked, n):
    """Swap two inner letters of up to n plain words (never inside a marked value)."""
    budget = [n]

    def fn(seg):
        if budget[0] <= 0:
            return seg
        words = re.split(r"(\W+)", seg)
        for idx, w in enumerate(words):
            if budget[0] > 0 and len(w) >= 5 and w.isalpha() and w.islower() and rng.random() < 0.12:
                p = rng.randrange(1, len(w) - 2)
                words[idx] = w[:p] + w[p + 1] + w[p] + w[p + 2:]
                budget[0] -= 1
        return "".join(words)

    return plain_map(marked, fn)


# ---------------------------------------------------------------- people
def pick_origin(rng, region):
    d = P.REGION_ORIGINS[region]
    return rng.choices(list(d), weights=list(d.values()))[0]


class Person:
    def __init__(self, rng, region, sex=None, origin=None, age=None):
        self.rng = rng
        self.origin = origin or pick_origin(rng, region)
        self.sex = sex or rng.choice("FM")
        f, m = P.GIVEN[self.origin]
        self.given = rng.choice(f if self.sex == "F" else m)
        self.surname = rng.choice(P.SURNAMES[self.origin])
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.age = age if age is not None else rng.randint(18, 96)

    def initials(self):
        parts = (self.given.split() + self.surname.split())
        return "".join(p[0].upper() for p in parts if p[0].isalpha())[:3]

    def value(self, form):
        g, s = self.given, self.surname
        if form == "full":
            return f"{g} {s}"
        if form == "given":
            return g
        if form == "surname":
            return s
        if form == "given_init":
            return f"{g} {s[0].upper()}."
        if form == "given_init_nodot":
            return f"{g} {s[0].upper()}"
        if form == "sur_comma":
            return f"{s}, {g}"
        if form == "caps":
            return f"{g} {s}".upper()
        if form == "caps_comma":
            return f"{s}, {g} {self.mid}".upper()
        if form == "init":
            return self.initials()
        if form == "init_dots":
            return ".".join(self.initials()) + "."
        if form == "init_sur":
            return f"{g[0]}. {s}"
        if form == "full_mid":
            return f"{g} {self.mid}. {s}"
        raise ValueError(form)


def title(rng, sex, dotted=None):
    base = {"F": rng.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"]), "M": "Mr"}[sex]
    if dotted is None:
        dotted = rng.random() < 0.3
    return base + ("." if dotted else "")


def drtitle(rng):
    return rng.choice(["Dr", "Dr", "Dr", "Dr.", "Prof", "Prof.", "Dr"])


# ---------------------------------------------------------------- dates
WD_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_INFORMAL = ["mon", "tues", "weds", "thurs", "fri", "sat", "sun"]
WD_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]


def rand_date(rng, y0=2023, y1=2025):
    start = _dt.date(y0, 1, 1).toordinal()
    end = _dt.date(y1, 12, 28).toordinal()
    return _dt.date.fromordinal(rng.randint(start, end))


def dob(rng, age):
    y = 2024 - age
    return _dt.date(y, rng.randint(1, 12), rng.randint(1, 28))


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fmt_date(rng, d, region, style=None):
    styles = ["dmy_slash", "dmy_slash", "dmy_short", "d_month_y", "d_mon_y", "ord_month", "wd_dm",
              "wd_long", "month_year", "dmy_dot", "iso", "dm", "wd_ord"]
    if region == "IN":
        styles += ["dmy_dash", "dmy_dash"]
    if region == "ZA":
        styles += ["iso", "ymd_slash"]
    st = style or rng.choice(styles)
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    wd = d.weekday()
    if st == "dmy_slash":
        return f"{dd:02d}/{mm:02d}/{yy}" if rng.random() < 0.6 else f"{dd}/{mm}/{yy}"
    if st == "dmy_short":
        return f"{dd:02d}/{mm:02d}/{yy % 100:02d}"
    if st == "dmy_dash":
        return f"{dd:02d}-{mm:02d}-{yy}"
    if st == "dmy_dot":
        return f"{dd:02d}.{mm:02d}.{yy % 100:02d}"
    if st == "iso":
        return f"{yy}-{mm:02d}-{dd:02d}"
    if st == "ymd_slash":
        return f"{yy}/{mm:02d}/{dd:02d}"
    if st == "d_month_y":
        return f"{dd} {mon} {yy}"
    if st == "d_mon_y":
        return f"{dd} {mon[:3]} {yy}"
    if st == "ord_month":
        return f"{ordinal(dd)} {mon}" if rng.random() < 0.5 else f"{ordinal(dd)} of {mon}"
    if st == "wd_dm":
        return f"{WD_SHORT[wd]} {dd}/{mm}"
    if st == "wd_long":
        return f"{WD_LONG[wd]}, {dd} {mon} {yy}" if rng.random() < 0.5 else f"{WD_LONG[wd]} {dd} {mon}"
    if st == "month_year":
        return f"{mon} {yy}"
    if st == "dm":
        return f"{dd}/{mm}"
    if st == "wd_ord":
        return f"{WD_SHORT[wd]} {ordinal(dd)}"
    if st == "wd_informal":
        return WD_INFORMAL[wd]
    if st == "wd_only":
        return WD_LONG[wd]
    if st == "the_ord":
        return ordinal(dd)
    if st == "year":
        return str(yy)
    raise ValueError(st)


def D(rng, d, region, style=None):
    return M("DATE", fmt_date(rng, d, region, style))


def weekday_word(rng, d):
    return M("DATE", rng.choice([WD_INFORMAL[d.weekday()], WD_LONG[d.weekday()], WD_SHORT[d.weekday()]]))


# ---------------------------------------------------------------- numbers / contacts
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def phone(rng, region, kind="any"):
    r = rng
    two = f"{r.randint(0, 99):02d}"
    three = f"{r.randint(0, 999):03d}"
    if region == "UK":
        opts = [f"0{r.choice(['113', '117', '1603', '1792', '1382', '1772', '161', '1204'])} 555 01{two}",
                f"07700 555 01{r.randint(0, 9)}{r.randint(0, 9)}", f"+44 20 5550 1{three}", f"07555 501{three}"]
    elif region == "IE":
        opts = [f"0{r.choice(['21', '91', '61', '1', '71'])} 555 01{two}", f"08{r.choice('5678')} 555 01{two}",
                f"+353 1 555 01{two}", f"+353 87 555 01{two}"]
    elif region == "AU":
        opts = [f"(0{r.choice('2378')}) 5550 1{three}", f"04{two} 555 01{r.randint(0, 9)}",
                f"+61 4{two} 555 01{r.randint(0, 9)}", f"0{r.choice('2378')} 5550 1{three}"]
    elif region == "IN":
        opts = [f"+91 98555 01{three}", f"0{r.choice(['484', '20', '422', '522', '712'])} 555 01{two}",
                f"98555 01{three}", f"+91-98555-01{three}"]
    else:
        opts = [f"0{r.choice(['21', '31', '11', '12', '41'])} 555 01{two}", f"08{r.choice('234')} 555 01{two}",
                f"+27 82 555 01{two}", f"+27 21 555 01{two}"]
    v = r.choice(opts)
    if kind == "ext":
        v += r.choice([f" ext. {r.randint(200, 499)}", f" ext {r.randint(20, 99)}", f" x{r.randint(100, 999)}"])
    return v


def bleep(rng):
    return rng.choice([f"{rng.randint(1000, 9999)}", f"4-{rng.randint(1000, 9999)}", f"{rng.randint(100, 999)}"])


def email(rng, person=None, org=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if org:
        loc = re.sub(r"[^a-z]", "", org.lower())[:14] or "office"
        return f"{rng.choice(['reception', 'admin', 'bookings', 'hr', 'ohs', 'scripts'])}.{loc}@{dom}"
    g = re.sub(r"[^a-z]", "", person.given.lower())
    s = re.sub(r"[^a-z]", "", person.surname.lower())
    return rng.choice([f"{g}.{s}@{dom}", f"{g[0]}{s}{rng.randint(1, 99)}@{dom}", f"{g}{rng.randint(60, 99)}@{dom}",
                       f"{s}.{g[0]}@mail.{dom}"])


def username(rng, person):
    g = re.sub(r"[^a-z]", "", person.given.lower())
    s = re.sub(r"[^a-z]", "", person.surname.lower())
    return rng.choice([f"{g}{s[0]}{rng.randint(1, 99)}", f"{g[0]}{s}", f"{g}_{s}{rng.randint(1, 9)}",
                       f"{s}{g[0]}{rng.randint(10, 99)}", f"{g}.{s[:3]}", f"{g}{rng.randint(1950, 2005)}"])


def url(rng, name):
    slug = re.sub(r"[^a-z]", "", name.lower())[:16] or "clinic"
    dom = rng.choice(["example.org", "example.com", "example.net"])
    return rng.choice([f"www.{dom}/{slug}", f"https://{dom}/{slug}/book", f"{slug}.{dom}",
                       f"https://www.{dom}/{slug}/repeat-scripts", f"{dom}/r/{slug}{rng.randint(10, 99)}"])


def ip(rng):
    return rng.choice([f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"])


def mrn(rng, region):
    if region == "UK":
        return rng.choice([f"999 {digits(rng, 3)} {digits(rng, 4)}", f"RX{digits(rng, 6)}", f"H{digits(rng, 7)}"])
    if region == "IE":
        return rng.choice([f"{digits(rng, 7)}", f"MRN{digits(rng, 6)}", f"0{digits(rng, 6)}"])
    if region == "AU":
        return rng.choice([f"{digits(rng, 7)}", f"UR{digits(rng, 6)}"])
    if region == "IN":
        return rng.choice([f"UHID-{digits(rng, 8)}", f"{rng.choice(['KMC', 'SIMS', 'AIM'])}{digits(rng, 6)}"])
    return rng.choice([f"HN{digits(rng, 7)}", f"{digits(rng, 8)}", f"P{digits(rng, 6)}"])


def ssn(rng, region):
    if region == "UK":
        return rng.choice([f"QQ {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}",
                           f"QQ{digits(rng, 6)}{rng.choice('ABCD')}"])
    if region == "IE":
        return f"000{digits(rng, 4)}{rng.choice(['T', 'TA', 'W', 'H'])}"
    if region == "AU":
        return f"000 {digits(rng, 3)} {digits(rng, 3)}"
    if region == "IN":
        return f"000{digits(rng, 1)} {digits(rng, 4)} {digits(rng, 4)}"
    return f"000{digits(rng, 10)}"


def healthplan(rng, region):
    if region == "AU":
        return rng.choice([f"{rng.randint(2, 6)}{digits(rng, 3)} {digits(rng, 5)} {rng.randint(1, 9)}",
                           f"HBF{digits(rng, 7)}", f"{digits(rng, 8)}"])
    if region == "ZA":
        return rng.choice([f"{digits(rng, 9)}", f"MA-{digits(rng, 7)}", f"{digits(rng, 8)}/0{rng.randint(1, 4)}"])
    if region == "IN":
        return rng.choice([f"POL/{digits(rng, 4)}/{digits(rng, 6)}", f"PMJAY-{digits(rng, 9)}",
                           f"{digits(rng, 3)}-{digits(rng, 7)}"])
    if region == "IE":
        return rng.choice([f"{digits(rng, 8)}", f"MED{digits(rng, 6)}", f"GMS {digits(rng, 6)}{rng.choice('ABCT')}"])
    return rng.choice([f"{rng.choice(['BU', 'AX', 'VT'])}{digits(rng, 7)}", f"{digits(rng, 8)}-0{rng.randint(1, 3)}"])


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", f"ACC{digits(rng, 6)}", f"BK-{digits(rng, 5)}",
                       f"{digits(rng, 8)}", f"INV{digits(rng, 5)}", f"APT{digits(rng, 6)}"])


def idnum(rng):
    return rng.choice([f"RX-{digits(rng, 6)}", f"S{rng.randint(23, 25)}-{digits(rng, 5)}",
                       f"REF{digits(rng, 6)}", f"ORD{digits(rng, 7)}", f"{rng.choice('ABCDEFGH')}{digits(rng, 2)}-{digits(rng, 4)}",
                       f"CASE/{digits(rng, 4)}", f"E{digits(rng, 3)}{rng.choice('ABCDE')}{digits(rng, 3)}"])


def license_no(rng, region):
    if region == "UK":
        return rng.choice([f"{digits(rng, 7)}", f"{rng.choice(['BROWN', 'SHAHX', 'MACLE', 'WOODX'])}{digits(rng, 6)}"
                           f"{rng.choice('ABCDJ')}{rng.choice('ABCDJ')}9{rng.choice('ABCDJ')}{rng.choice('ABCDJ')}"])
    if region == "IE":
        return rng.choice([f"{digits(rng, 6)}", f"{digits(rng, 9)}"])
    if region == "AU":
        return rng.choice([f"MED000{digits(rng, 7)}", f"{digits(rng, 8)}", f"NMW000{digits(rng, 7)}"])
    if region == "IN":
        return rng.choice([f"KL-{digits(rng, 2)}-{digits(rng, 11)}", f"MCI-{digits(rng, 5)}", f"TNMC {digits(rng, 5)}"])
    return rng.choice([f"MP0{digits(rng, 6)}", f"PS0{digits(rng, 6)}", f"{digits(rng, 10)}"])


def license_label(rng, region, who="doctor"):
    if who == "driver":
        return rng.choice(["driving licence no.", "licence no", "DL no.", "driver's licence #"])
    return {"UK": rng.choice(["GMC", "GMC no.", "GPhC reg"]), "IE": rng.choice(["IMC No.", "PSI reg", "IMC"]),
            "AU": rng.choice(["AHPRA", "Prescriber no.", "AHPRA reg"]),
            "IN": rng.choice(["Reg. No.", "MCI Reg", "KMC reg no"]),
            "ZA": rng.choice(["HPCSA", "HPCSA no.", "Practice no"])}[region]


def device_sn(rng):
    return rng.choice([f"SN{digits(rng, 8)}", f"{rng.choice(['PJN', 'RTX', 'KLM', 'QZ'])}{digits(rng, 6)}",
                       f"{digits(rng, 4)}-{digits(rng, 4)}-{rng.choice('ABCDEFGH')}{digits(rng, 2)}",
                       f"M{digits(rng, 3)}{rng.choice('KLMNP')}{digits(rng, 5)}"])


def plate(rng, region):
    L = "ABCDEFGHJKLMNPRSTVWXY"
    l = lambda n: "".join(rng.choice(L) for _ in range(n))
    if region == "UK":
        return f"{l(2)}{rng.randint(10, 24)} {l(3)}"
    if region == "IE":
        return f"{rng.randint(141, 242)}-{rng.choice(['C', 'G', 'L', 'KY', 'MO', 'D'])}-{rng.randint(100, 9999)}"
    if region == "AU":
        return rng.choice([f"{l(3)}-{digits(rng, 3)}", f"{rng.randint(1, 9)}{l(3)}{digits(rng, 3)}"])
    if region == "IN":
        return f"{rng.choice(['KL', 'MH', 'TN', 'KA', 'GJ'])} {rng.randint(1, 60):02d} {l(2)} {digits(rng, 4)}"
    return rng.choice([f"{l(2)} {digits(rng, 2)} {l(2)} GP", f"CA {digits(rng, 3)}-{digits(rng, 3)}",
                       f"N{l(1)} {digits(rng, 5)}"])


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"BIO{digits(rng, 6)}", f"PV-{digits(rng, 4)}-{rng.choice('ABCD')}",
                       f"IRIS{digits(rng, 5)}", f"VR{digits(rng, 6)}"])


def street(rng, region):
    w = rng.choice(P.STREET_WORDS)
    k = rng.choice(P.STREET_KINDS[region])
    n = rng.randint(1, 220)
    v = f"{n} {w} {k}"
    r = rng.random()
    if r < 0.15:
        v = f"Flat {rng.randint(1, 30)}, {v}"
    elif r < 0.25 and region in ("AU", "ZA"):
        v = f"Unit {rng.randint(1, 20)}/{n} {w} {k}" if region == "AU" else f"{rng.randint(1, 40)} {w} Court, {v}"
    elif r < 0.3 and region == "IN":
        v = f"H.No. {rng.randint(1, 99)}-{rng.randint(1, 999)}, {w} {k}"
    return v


def postcode(rng, region):
    L = "ABDEFGHJLNPQRSTUWXY"
    if region == "UK":
        a = rng.choice(["LS", "BS", "NR", "SA", "DD", "PR", "EX", "BL", "LU", "HU", "SK", "WV", "PA", "DE", "RG",
                        "LL", "OL", "IP", "LA", "S"])
        return f"{a}{rng.randint(1, 19)} {rng.randint(1, 9)}{rng.choice(L)}{rng.choice(L)}"
    if region == "IE":
        return f"{rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(10, 99)} {rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(1, 9)}" \
               f"{rng.choice('ACDEFHKNPRTVWXY')}{rng.randint(1, 9)}"
    if region == "AU":
        return str(rng.choice([2, 3, 4, 6, 7]) * 1000 + rng.randint(0, 999))
    if region == "IN":
        return f"{rng.randint(11, 85)}{digits(rng, 4)}" if rng.random() < 0.7 else f"{rng.randint(11, 85)}{digits(rng, 1)} {digits(rng, 3)}"
    return f"{rng.randint(1, 9)}{digits(rng, 3)}" if rng.random() < 0.8 else f"0{digits(rng, 3)}"


def facility(rng, region, kind):
    w = rng.choice(P.FAC_WORDS)
    c = rng.choice(P.CITIES[region])
    s = rng.choice(P.SAINTS)
    pat = {"hospital": P.HOSPITAL_PATTERNS[region], "practice": P.PRACTICE_PATTERNS[region],
           "pharmacy": P.PHARMACY_PATTERNS[region], "physio": P.PHYSIO_PATTERNS,
           "carehome": P.CARE_HOME_PATTERNS}[kind]
    return rng.choice(pat).format(W=w, C=c, S=s)
