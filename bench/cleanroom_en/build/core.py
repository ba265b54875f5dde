"""Core machinery: inline PHI markers, personas, and value formatters.

Templates build text with P(type, value) markers embedded in ordinary Python
strings; parse() strips the markers and records exact character offsets.
"""
import datetime as dt
import string

import pools

LABEL_OF = {
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

_O, _M, _C = "\x01", "\x02", "\x03"


def P(typ, value):
    assert typ in LABEL_OF, typ
    value = str(value)
    assert value == value.strip() and value, repr(value)
    return f"{_O}{typ}{_M}{value}{_C}"


def PT(typ, value):
    """Like P but keeps a leading article outside the span ('the Royal Albion')."""
    value = str(value)
    if value.startswith("the "):  # a capitalised "The" is part of the name (The Beeches Surgery)
        return value[:4] + P(typ, value[4:])
    return P(typ, value)


def parse(marked):
    out = []
    spans = []
    i = 0
    pos = 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch == _O:
            j = marked.index(_M, i)
            k = marked.index(_C, j)
            typ = marked[i + 1:j]
            val = marked[j + 1:k]
            assert _O not in val, val
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL_OF[typ],
                          "type": typ, "orig_label": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


# ------------------------------------------------------------------ dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    f = {
        "us": f"{m}/{dd}/{y}", "us0": f"{m:02d}/{dd:02d}/{y}", "us2": f"{m}/{dd}/{y % 100:02d}",
        "us02": f"{m:02d}/{dd:02d}/{y % 100:02d}", "md": f"{m}/{dd}", "md0": f"{m:02d}/{dd:02d}",
        "iso": d.isoformat(), "long": f"{MONTHS[m - 1]} {dd}, {y}", "abbr": f"{MON[m - 1]} {dd}, {y}",
        "abbr_nc": f"{MON[m - 1]} {dd} {y}", "uk": f"{dd:02d}/{m:02d}/{y}", "uk1": f"{dd}/{m}/{y}",
        "uk2": f"{dd:02d}/{m:02d}/{y % 100:02d}", "uk_long": f"{dd} {MONTHS[m - 1]} {y}",
        "uk_abbr": f"{dd} {MON[m - 1]} {y}", "ord": f"{ordinal(dd)} {MONTHS[m - 1]} {y}",
        "ord_us": f"{MONTHS[m - 1]} {ordinal(dd)}", "ord_uk": f"{ordinal(dd)} {MONTHS[m - 1]}",
        "dmy_dash": f"{dd:02d}-{MON[m - 1]}-{y}", "compact": f"{dd:02d}{MON[m - 1].upper()}{y}",
        "dot": f"{dd:02d}.{m:02d}.{y}", "wk_md": f"{WK[d.weekday()]} {m}/{dd}",
        "wk_long": f"{WEEKDAYS[d.weekday()]}, {MONTHS[m - 1]} {dd}, {y}",
        "uk_wk": f"{WEEKDAYS[d.weekday()]} {ordinal(dd)} {MONTHS[m - 1]}",
        "uk_wk_y": f"{WEEKDAYS[d.weekday()]} {dd} {MONTHS[m - 1]} {y}",
        "wk_dm": f"{WK[d.weekday()]} {dd}/{m}", "my": f"{MONTHS[m - 1]} {y}",
        "my_abbr": f"{MON[m - 1]} {y}", "my_num": f"{m:02d}/{y}", "y": f"{y}",
        "month": MONTHS[m - 1], "weekday": WEEKDAYS[d.weekday()], "wk": WK[d.weekday()],
        "dm": f"{dd}/{m}", "mon_d": f"{MON[m - 1]} {dd}", "month_d": f"{MONTHS[m - 1]} {dd}",
        "d_mon": f"{dd} {MON[m - 1]}", "iso_slash": f"{y}/{m:02d}/{dd:02d}",
        "caps_abbr": f"{MON[m - 1].upper()} {dd} {y}", "ymd": f"{y}{m:02d}{dd:02d}",
    }
    return f[style]


US_FULL = ["us", "us", "us0", "us0", "us2", "long", "abbr", "iso", "dmy_dash", "us02"]
UK_FULL = ["uk", "uk", "uk", "uk_long", "uk_abbr", "ord", "uk2", "dot", "uk1", "iso"]


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, first, last, sex, middle=None, origin=None, cred=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.origin, self.cred = origin, cred

    @property
    def mi(self):
        return self.middle[0] if self.middle else None


def pick_origin(rng, uk):
    w = pools.ORIGIN_WEIGHTS_UK if uk else pools.ORIGIN_WEIGHTS_US
    keys = sorted(w)
    return rng.choices(keys, weights=[w[k] for k in keys])[0]


def make_person(rng, uk, sex=None, last=None, origin=None):
    sex = sex or rng.choice("MF")
    origin = origin or pick_origin(rng, uk)
    males, females, surs = pools.ORIGINS[origin]
    given = males if sex == "M" else females
    if rng.random() < 0.15:  # mixed-origin names happen
        o2 = pick_origin(rng, uk)
        given = pools.ORIGINS[o2][0 if sex == "M" else 1]
    first = rng.choice(given)
    if last is None:
        if rng.random() < 0.1:
            last = rng.choice(pools.ORIGINS[pick_origin(rng, uk)][2])
        else:
            last = rng.choice(surs)
        if rng.random() < 0.03:
            last = f"{last}-{rng.choice(pools.ORIGINS[pick_origin(rng, uk)][2])}"
    middle = None
    if rng.random() < 0.55:
        middle = rng.choice(pools.ORIGINS[origin][0 if sex == "M" else 1])
        if middle == first:
            middle = None
    return Person(first, last, sex, middle, origin)


def title(p, uk, rng):
    if p.sex == "M":
        t = "Mr"
    else:
        t = rng.choice(["Mrs", "Ms", "Ms", "Miss"] if uk else ["Mrs", "Ms", "Ms"])
    if not uk:
        t += "."
    return t


def initials(p, dots=True, middle=True):
    parts = [p.first[0]]
    if middle and p.middle:
        parts.append(p.middle[0])
    parts.append(p.last[0])
    if dots:
        return ".".join(parts) + "."
    return "".join(parts)


def name_str(p, style):
    """Plain string for a name style (no marker). Some styles carry a trailing dot
    (initial); those are handled by the caller via nm()."""
    f, l = p.first, p.last
    mi = p.mi
    if style == "full":
        return f"{f} {l}"
    if style == "fml":
        return f"{f} {mi}. {l}" if mi else f"{f} {l}"
    if style == "fmfull":
        return f"{f} {p.middle} {l}" if p.middle else f"{f} {l}"
    if style == "lf":
        return f"{l}, {f}"
    if style == "lfm":
        return f"{l}, {f} {mi}" if mi else f"{l}, {f}"
    if style == "LF":
        return f"{l.upper()}, {f.upper()}" + (f" {mi.upper()}" if mi else "")
    if style == "LF2":
        return f"{l.upper()},{f.upper()}"
    if style == "caps":
        return f"{f.upper()} {l.upper()}"
    if style == "last":
        return l
    if style == "LAST":
        return l.upper()
    if style == "first":
        return f
    if style == "fi":
        return f"{f[0]}. {l}"
    if style == "fi_nodot":
        return f"{f[0]} {l}"
    if style == "fl":
        return f"{f} {l[0]}."
    if style == "init":
        return initials(p, dots=False)
    if style == "init_dot":
        return initials(p, dots=True)
    if style == "lower":
        return f.lower()
    if style == "lowerfull":
        return f"{f.lower()} {l.lower()}"
    if style == "abfull":  # Mr A.B. Surname style (initials + surname)
        return f"{f[0]}.{mi}. {l}" if mi else f"{f[0]}. {l}"
    raise KeyError(style)


def nm(p, typ, style):
    # initials keep their dots inside the span, as in the guideline ("Maria K.", "J.S.")
    return P(typ, name_str(p, style))


# ------------------------------------------------------------------ numbers
def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n, pool=string.ascii_uppercase):
    return "".join(rng.choice(pool) for _ in range(n))


def us_area(rng):
    while True:
        a = rng.randint(201, 989)
        if a % 100 != 11 and str(a)[1] != "9":
            return str(a)


def us_phone(rng, style=None):
    a, ex, ln = us_area(rng), str(rng.randint(201, 989)), digits(rng, 4)
    if rng.random() < 0.35:
        ex = "555"
        ln = "01" + digits(rng, 2)
    style = style or rng.choice(["paren", "dash", "dash", "dot", "paren_nosp", "plus1", "plain10"])
    s = {"paren": f"({a}) {ex}-{ln}", "dash": f"{a}-{ex}-{ln}", "dot": f"{a}.{ex}.{ln}",
         "paren_nosp": f"({a}){ex}-{ln}", "plus1": f"+1 {a} {ex} {ln}", "plain10": f"{a}{ex}{ln}",
         "one": f"1-{a}-{ex}-{ln}"}[style]
    return s


def us_ext(rng, s):
    return s + rng.choice([f" ext. {rng.randint(2, 9999)}", f" x{rng.randint(100, 9999)}",
                           f" ext {rng.randint(10, 999)}", f", ext. {rng.randint(100, 999)}"])


UK_AREAS = ["020", "0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141",
            "0151", "0161", "0191", "01223", "01224", "01228", "01392", "01452", "01482",
            "01603", "01632", "01752", "01865", "01904", "029", "028"]


def uk_phone(rng, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.4
    if mobile:
        s = "07" + str(rng.randint(100, 999)) + " " + digits(rng, 6)
        if rng.random() < 0.2:
            s = "+44 (0)7" + s[2:5] + " " + s[6:9] + " " + s[9:]
        elif rng.random() < 0.2:
            s = "+44 7" + s[2:5] + " " + s[6:]
        return s
    a = rng.choice(UK_AREAS)
    if len(a) == 3:
        return f"{a} {rng.randint(2, 8)}{digits(rng, 3)} {digits(rng, 4)}"
    if len(a) == 4:
        return f"{a} {rng.randint(2, 9)}{digits(rng, 2)} {digits(rng, 4)}"
    return f"{a} {rng.randint(2, 9)}{digits(rng, 5)}" if rng.random() < 0.5 else f"{a} {rng.randint(2, 9)}{digits(rng, 2)} {digits(rng, 3)}"


def nhs_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        if d[0] == 0:
            continue
        tot = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, d)) + str(chk)
        return rng.choice([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def us_ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    s = f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
    return s if rng.random() < 0.85 else s.replace("-", "")


def uk_nino(rng):
    pre = rng.choice(["AB", "JT", "NE", "PX", "SK", "WL", "YZ", "RG", "KM", "CE", "TH", "HS"])
    d = digits(rng, 6)
    suf = rng.choice("ABCD")
    return rng.choice([f"{pre} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{pre}{d}{suf}"])


def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def npi(rng):
    while True:
        base = "1" + digits(rng, 8)
        for c in "0123456789":
            if luhn_ok("80840" + base + c):
                return base + c


def dea(rng, last):
    first = rng.choice("ABFGM")
    second = last[0].upper() if last[0].isascii() and last[0].isalpha() else "X"
    d = [rng.randint(0, 9) for _ in range(6)]
    c = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return f"{first}{second}{''.join(map(str, d))}{c}"


def mrn(rng, uk=False):
    if uk:
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6),
                           digits(rng, 8), letters(rng, 2) + digits(rng, 6) + letters(rng, 1)])
    return rng.choice([digits(rng, 8), digits(rng, 7), "00" + digits(rng, 6),
                       f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 2)}", "E" + digits(rng, 7),
                       "MR" + digits(rng, 6), digits(rng, 10)])


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", digits(rng, 10), "V" + digits(rng, 11),
                       "FIN" + digits(rng, 9), f"ENC-{digits(rng, 8)}", digits(rng, 12), "A" + digits(rng, 8)])


def healthplan(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                       f"{letters(rng, 3)}-{digits(rng, 9)}-0{rng.randint(1, 4)}",
                       f"{rng.randint(1, 9)}{letters(rng, 2, 'ACDEFGHJKMNPQRTUVWXY')}{rng.randint(0, 9)}-{letters(rng, 2, 'ACDEFGHJKMNPQRTUVWXY')}{rng.randint(0, 9)}-{letters(rng, 2, 'ACDEFGHJKMNPQRTUVWXY')}{digits(rng, 2)}",
                       "MA" + digits(rng, 9), digits(rng, 11), f"{letters(rng, 2)}{digits(rng, 8)}"])


def group_no(rng):
    return rng.choice([digits(rng, 5), "GRP" + digits(rng, 6), f"{digits(rng, 3)}-{letters(rng, 2)}{digits(rng, 3)}"])


def accession(rng, y, kind="rad"):
    yy = y % 100
    if kind == "path":
        return rng.choice([f"S{yy}-{rng.randint(100, 49999)}", f"SP-{yy}-{digits(rng, 5)}",
                           f"{rng.choice('SCFH')}{yy}-{digits(rng, 4)}", f"PA{y}-{digits(rng, 6)}"])
    if kind == "rad":
        return rng.choice([f"CT-{yy}-{digits(rng, 6)}", f"RAD{y}{digits(rng, 6)}", digits(rng, 9),
                           f"MR{digits(rng, 8)}", f"ACC{digits(rng, 7)}", f"XR.{digits(rng, 7)}"])
    if kind == "order":
        return rng.choice([f"ORD-{digits(rng, 7)}", digits(rng, 9), f"REQ{digits(rng, 6)}"])
    if kind == "rx":
        return rng.choice([digits(rng, 7), f"RX{digits(rng, 7)}", f"{digits(rng, 3)}-{digits(rng, 4)}"])
    if kind == "lab":
        return rng.choice([f"L{digits(rng, 9)}", f"{letters(rng, 2)}{digits(rng, 6)}", f"C{yy}{digits(rng, 6)}"])
    raise KeyError(kind)


def device_sn(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), f"{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 2)}",
                       letters(rng, 3) + digits(rng, 6) + letters(rng, 1), f"SN{digits(rng, 8)}",
                       f"{letters(rng, 2)}{digits(rng, 3)}-{digits(rng, 5)}", digits(rng, 10),
                       f"PS-{digits(rng, 7)}"])


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vehicle(rng, uk=False, vin=False):
    if vin:
        return "".join(rng.choice(VIN_CH) for _ in range(17))
    if uk:
        return f"{letters(rng, 2)}{rng.randint(10, 74)} {letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"
    return rng.choice([f"{rng.randint(1, 9)}{letters(rng, 3)}{digits(rng, 3)}", f"{letters(rng, 3)}-{digits(rng, 4)}",
                       f"{letters(rng, 3)} {digits(rng, 4)}", f"{digits(rng, 3)} {letters(rng, 3)}",
                       f"{letters(rng, 2)}{digits(rng, 5)}"])


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"PV-{digits(rng, 7)}", f"IRS-{digits(rng, 5)}-{letters(rng, 1)}",
                       f"BIO-{digits(rng, 7)}", f"VP{digits(rng, 6)}", f"FID{digits(rng, 8)}"])


def license_no(rng, kind, person=None):
    if kind == "npi":
        return npi(rng)
    if kind == "dea":
        return dea(rng, person.last if person else "X")
    if kind == "gmc":
        return digits(rng, 7)
    if kind == "state":
        return rng.choice([f"MD.{digits(rng, 7)}", f"{letters(rng, 1)}{digits(rng, 5)}", f"RN-{digits(rng, 6)}",
                           f"{digits(rng, 2)}-{digits(rng, 6)}", f"DO{digits(rng, 5)}"])
    if kind == "dl_us":
        return rng.choice([f"{letters(rng, 1)}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
                           f"{letters(rng, 1)}{digits(rng, 7)}", digits(rng, 9), f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"])
    if kind == "dl_uk":
        ln = (person.last.upper() + "99999")
        ln = "".join(ch for ch in ln if ch.isascii() and ch.isalnum())[:5]
        return f"{ln}{digits(rng, 6)}{person.first[0].upper()}{letters(rng, 1)}9{letters(rng, 2)}"
    if kind == "nmc":
        return f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}"
    raise KeyError(kind)


def ip_addr(rng):
    r = rng.random()
    if r < 0.4:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if r < 0.55:
        return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if r < 0.65:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if r < 0.9:
        return f"{rng.randint(24, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"2001:db8:{rng.randint(0, 65535):x}:{rng.randint(0, 65535):x}::{rng.randint(1, 65535):x}"


def ascii_fold(s):
    table = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ñ": "n", "ã": "a", "ç": "c",
             "ê": "e", "ł": "l", "ś": "s", "ź": "z", "ż": "z", "ą": "a", "ę": "e", "ń": "n",
             "ó": "o", "ü": "u", "ö": "o", "ä": "a", "ş": "s", "ı": "i", "ğ": "g", "ë": "e",
             "Ł": "L", "Ö": "O", "Ç": "C", "Ş": "S", "Ż": "Z", "Ś": "S"}
    return "".join(table.get(ch, ch) for ch in s)


def _clean(s):
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum())


def username(rng, p):
    f, l = _clean(p.first), _clean(p.last)
    return rng.choice([f"{f[0]}{l}", f"{f[0]}{l}{rng.randint(1, 9)}", f"{f}.{l}", f"{l}{f[0]}",
                       f"{f}{l[0]}{rng.randint(10, 99)}", f"{f[0]}{l[:6]}{rng.randint(1, 3)}",
                       f"{f}_{l}", f"{l[:5]}{f[:2]}", f"{f}{rng.randint(1950, 2005)}"])


def email(rng, p, domain=None):
    f, l = _clean(p.first), _clean(p.last)
    local = rng.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{rng.randint(1, 99)}", f"{l}.{f}",
                        f"{f}_{l[0]}", f"{f}{rng.randint(60, 99)}", f"{f[0]}.{l}"])
    return f"{local}@{domain or rng.choice(pools.EMAIL_DOMAINS)}"


def slug(name):
    s = ascii_fold(name).lower().replace("st. ", "st").replace("'", "").replace("&", "and")
    return "".join(ch for ch in s if ch.isalnum())


def us_zip(rng, prefix):
    z = prefix + digits(rng, 2)
    if rng.random() < 0.1:
        z += "-" + digits(rng, 4)
    return z


UK_IN_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"


def uk_postcode(rng, area):
    if area in ("SW", "W", "EC", "WC") and rng.random() < 0.25:
        outward = f"{area}1{rng.choice('ABCEHKMNPRSTUVWXY')}"
    elif area in ("E", "W", "N", "SE", "SW", "NW"):
        outward = f"{area}{rng.randint(1, 20)}"
    else:
        outward = f"{area}{rng.randint(1, 28 if len(area) == 1 else 20)}"
    return f"{outward} {rng.randint(0, 9)}{rng.choice(UK_IN_LETTERS)}{rng.choice(UK_IN_LETTERS)}"


def us_street(rng, unit_p=0.25):
    num = rng.choice([str(rng.randint(1, 99)), str(rng.randint(100, 999)), str(rng.randint(1000, 19999))])
    base = rng.choice(pools.US_STREET_BASES)
    suf = rng.choice(pools.US_STREET_SUFFIX)
    if rng.random() < 0.12:
        s = f"{num} {rng.choice(['N', 'S', 'E', 'W', 'North', 'West'])} {base} {suf}"
    elif rng.random() < 0.05:
        s = f"{num} County Road {rng.randint(2, 999)}"
    elif rng.random() < 0.05:
        s = f"PO Box {rng.randint(10, 9999)}"
    else:
        s = f"{num} {base} {suf}"
    if rng.random() < unit_p:
        u = rng.choice(pools.US_UNITS)
        s += rng.choice([", ", " "]) + f"{u} {rng.choice([str(rng.randint(1, 40)), str(rng.randint(1, 9)) + rng.choice('ABCD'), str(rng.randint(100, 520))])}".replace("# ", "#")
    return s


def uk_street(rng, flat_p=0.2):
    base = rng.choice(pools.UK_STREET_BASES)
    suf = rng.choice(pools.UK_STREET_SUFFIX)
    num = rng.randint(1, 240)
    r = rng.random()
    if r < flat_p:
        return f"Flat {rng.randint(1, 30)}, {num} {base} {suf}"
    if r < flat_p + 0.05:
        return f"{rng.choice(pools.UK_HOUSE_NAMES)}, {base} {suf}"
    return f"{num} {base} {suf}"
