"""Marker-based composition: PHI and hard negatives are wrapped while the note is built;
render() strips the markers and records offsets in one pass."""
import datetime as dt
import re
import pools as PL

PS, MID, PE = "\ue000", "\ue001", "\ue002"
NS, NE = "\ue003", "\ue004"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


def P(t, v):
    assert t in LABEL, t
    v = str(v)
    assert v == v.strip() and v, (t, v)
    return f"{PS}{t}{MID}{v}{PE}"


def N(k, v):
    return f"{NS}{k}{MID}{v}{NE}"


_STRIP = re.compile("[\ue000\ue003][^\ue001]*\ue001|[\ue002\ue004]")


def vlen(s):
    return len(_STRIP.sub("", s))


def pad(s, w):
    return s + " " * max(1, w - vlen(s))


def render(marked):
    out = []
    n = 0
    spans, negs = [], []
    i = 0
    cur = None
    L = len(marked)
    while i < L:
        c = marked[i]
        if c in (PS, NS):
            assert cur is None, "nested marker"
            j = marked.index(MID, i)
            cur = (c, marked[i + 1:j], n)
            i = j + 1
            continue
        if c in (PE, NE):
            kind, t, start = cur
            assert (kind == PS) == (c == PE)
            val = "".join(out)[start:n] if False else None
            if c == PE:
                spans.append({"start": start, "end": n, "label": LABEL[t.upper()], "type": t.upper()})
            else:
                negs.append({"start": start, "end": n, "kind": t.lower()})
            cur = None
            i += 1
            continue
        out.append(c)
        n += 1
        i += 1
    assert cur is None
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans, negs


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("MF")
        self.given = rng.choice(PL.GIVEN_M if self.sex == "M" else PL.GIVEN_F)
        self.surname = rng.choice(PL.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.4 else ""

    def initials(self):
        g = "".join(p[0] for p in re.split(r"[ -]", self.given) if p)
        s = "".join(p[0] for p in self.surname.split() if p[0].isupper()) or self.surname[0].upper()
        return (g[:2] + s[:1]).upper()


def _ttl(p, rng):
    if p.sex == "M":
        t = "Mr"
    else:
        t = rng.choice(["Mrs", "Ms", "Ms", "Miss"])
    return t + ("." if rng.random() < 0.35 else "")


def pat(p, rng, t="PATIENT", style=None):
    """a surface form of a patient/family name, title outside the span"""
    styles = ["full", "full", "caps_comma", "comma", "init_sur", "given_init", "initials", "initials_dot",
              "title", "title", "given", "sur", "caps", "comma_mid", "full_mid", "caps_comma_mid"]
    st = style or rng.choice(styles)
    g, s, m = p.given, p.surname, p.mid
    if st in ("comma_mid", "full_mid", "caps_comma_mid") and not m:
        m = rng.choice("ABCDEJKLMRST")
    if st == "full":
        return P(t, f"{g} {s}")
    if st == "full_mid":
        return P(t, f"{g} {m}. {s}")
    if st == "caps_comma":
        return P(t, f"{s.upper()}, {g.upper()}")
    if st == "caps_comma_mid":
        return P(t, f"{s.upper()}, {g.upper()} {m}")
    if st == "comma":
        return P(t, f"{s}, {g}")
    if st == "comma_mid":
        return P(t, f"{s}, {g} {m}")
    if st == "init_sur":
        return P(t, f"{g[0]}. {s}" if rng.random() < 0.6 else f"{g[0]} {s}")
    if st == "given_init":
        return P(t, f"{g} {s[0].upper()}.")
    if st == "initials":
        return P(t, p.initials())
    if st == "initials_dot":
        return P(t, ".".join(p.initials()) + ".")
    if st == "title":
        return _ttl(p, rng) + " " + P(t, s)
    if st == "given":
        return P(t, g)
    if st == "sur":
        return P(t, s)
    if st == "caps":
        return P(t, f"{g.upper()} {s.upper()}")
    raise ValueError(st)


def doc(p, rng, style=None):
    """clinician surface forms; titles/credentials outside"""
    st = style or rng.choice(["dr", "dr", "drdot", "dr_init", "full_cred", "init_sur_cred", "sur", "prof",
                              "given_cred", "comma", "initials"])
    g, s = p.given, p.surname
    if st == "dr":
        return "Dr " + P("DOCTOR", s)
    if st == "drdot":
        return "Dr. " + P("DOCTOR", s)
    if st == "dr_init":
        return rng.choice(["Dr ", "Dr. "]) + P("DOCTOR", f"{g[0]}. {s}")
    if st == "full_cred":
        return P("DOCTOR", f"{g} {s}") + rng.choice([", ", " "]) + N("cred", rng.choice(PL.CREDS))
    if st == "init_sur_cred":
        return P("DOCTOR", f"{g[0]} {s}") + " " + N("cred", rng.choice(PL.CREDS))
    if st == "sur":
        return P("DOCTOR", s)
    if st == "prof":
        return rng.choice(["Prof ", "Prof. "]) + P("DOCTOR", s)
    if st == "given_cred":
        return P("DOCTOR", g) + " " + N("cred", rng.choice(["RN", "RN", "NP", "RPh", "BN", "RGON"]))
    if st == "comma":
        return P("DOCTOR", f"{s}, {g}")
    if st == "initials":
        return P("DOCTOR", p.initials())
    raise ValueError(st)


def nurse(p, rng):
    st = rng.random()
    if st < 0.3:
        return rng.choice(["nurse ", "RN ", "rn: ", "nurse: "]) + P("DOCTOR", p.given)
    if st < 0.55:
        return P("DOCTOR", f"{p.given} {p.surname[0].upper()}.") + " " + N("cred", rng.choice(["RN", "EN", "RGON", "BN"]))
    if st < 0.8:
        return P("DOCTOR", f"{p.given} {p.surname}") + ", " + N("cred", rng.choice(["RN", "RN", "CNS", "RPN"]))
    return P("DOCTOR", p.initials())


def username(p, rng):
    g = re.sub(r"[^a-z]", "", p.given.lower())
    s = re.sub(r"[^a-z]", "", p.surname.lower())
    st = rng.randrange(5)
    if st == 0:
        u = g[0] + s + str(rng.randint(1, 9))
    elif st == 1:
        u = s + "." + g[0]
    elif st == 2:
        u = g + "_" + s[:3]
    elif st == 3:
        u = s[:5] + g[:2] + str(rng.randint(10, 99))
    else:
        u = g[0] + s[0] + str(rng.randint(100, 999))
    return P("USERNAME", u)


# ---------------------------------------------------------------- dates
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDF = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rdate(rng, lo=2019, hi=2025):
    a = dt.date(lo, 1, 1).toordinal()
    b = dt.date(hi, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(a, b))


def dstr(d, region, rng, style=None):
    us = region == "US"
    styles = ["num4", "num4", "num2", "iso", "dmy_mon", "dmy_mon_dash", "mdy_long", "short", "short",
              "wd_short", "dmy_long", "compact", "wd_full"]
    if region == "CA":
        styles += ["iso", "iso"]
    if region in ("NZ", "SG"):
        styles += ["dmy_mon", "dmy_mon_dash"]
    st = style or rng.choice(styles)
    m, dd, y = d.month, d.day, d.year
    if st == "num4":
        return f"{m:02d}/{dd:02d}/{y}" if us else f"{dd:02d}/{m:02d}/{y}"
    if st == "num2":
        return f"{m}/{dd}/{y % 100:02d}" if us else f"{dd}/{m}/{y % 100:02d}"
    if st == "iso":
        return d.isoformat()
    if st == "dmy_mon":
        return f"{dd} {MON[m - 1]} {y}"
    if st == "dmy_mon_dash":
        return f"{dd:02d}-{MON[m - 1]}-{y}"
    if st == "mdy_long":
        return f"{MONTH[m - 1]} {dd}, {y}" if rng.random() < 0.6 else f"{MON[m - 1]} {dd}, {y}"
    if st == "short":
        return f"{m}/{dd}" if us else f"{dd}/{m}"
    if st == "wd_short":
        return f"{WD[d.weekday()]} {m}/{dd}" if us else f"{WD[d.weekday()]} {dd}/{m}"
    if st == "dmy_long":
        return f"{dd} {MONTH[m - 1]} {y}"
    if st == "compact":
        return f"{dd:02d}{MON[m - 1]}{y % 100:02d}"
    if st == "wd_full":
        return (f"{WDF[d.weekday()]}, {MONTH[m - 1]} {dd}, {y}" if us else f"{WDF[d.weekday()]} {dd} {MONTH[m - 1]} {y}")
    if st == "monyear":
        return f"{MONTH[m - 1]} {y}" if rng.random() < 0.5 else f"{MON[m - 1]} {y}"
    if st == "year":
        return str(y)
    if st == "md":
        return f"{MON[m - 1]} {dd}" if us else f"{dd} {MON[m - 1]}"
    raise ValueError(st)


def D(d, region, rng, style=None):
    return P("DATE", dstr(d, region, rng, style))


HOLIDAYS = {"US": ["Christmas", "Thanksgiving", "New Year's Day", "July 4th", "Labor Day", "Christmas Eve"],
            "CA": ["Christmas", "Canada Day", "Thanksgiving", "Boxing Day", "Victoria Day"],
            "NZ": ["Christmas", "Waitangi Day", "Boxing Day", "Anzac Day", "Matariki"],
            "SG": ["Christmas", "Chinese New Year", "Hari Raya Puasa", "Deepavali", "National Day"]}


def tm(rng):
    return N("time", f"{rng.randint(0, 23):02d}:{rng.choice([0, 5, 10, 12, 15, 20, 30, 40, 45, 50, 55]):02d}")


def tm4(rng):
    return N("time", f"{rng.randint(0, 23):02d}{rng.choice([0, 10, 15, 30, 45]):02d}")


# ---------------------------------------------------------------- contact / ids
def phone(region, rng, t="PHONE"):
    x = f"01{rng.randint(0, 99):02d}"
    if region in ("US", "CA"):
        a = rng.choice(["212", "416", "604", "312", "902", "780", "503", "614", "204", "907"])
        st = rng.randrange(5)
        v = [f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"+1 {a} 555 {x}", f"1-{a}-555-{x}"][st]
        if t == "PHONE" and rng.random() < 0.15:
            v += rng.choice([" ext. ", " x", " ext "]) + str(rng.randint(10, 4999))
    elif region == "NZ":
        a = rng.choice(["9", "7", "6", "4", "3"])
        st = rng.randrange(4)
        v = [f"(0{a}) 555 {x}", f"0{a} 555 {x}", f"+64 {a} 555 {x}", f"021 555 {x}"][st]
    else:
        st = rng.randrange(3)
        v = [f"6555 {x}", f"+65 6555 {x}", f"+65 9555-{x}"][st]
    return P(t, v)


def pager(rng):
    return P("PHONE", rng.choice([f"{rng.randint(1, 9)}-{rng.randint(1000, 9999)}", f"{rng.randint(1000, 9999)}",
                                 f"#{rng.randint(100, 999)}"[1:]]))


def email(p, rng):
    g = re.sub(r"[^a-z]", "", p.given.lower())
    s = re.sub(r"[^a-z]", "", p.surname.lower())
    local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}{rng.randint(1, 99)}", f"{g}_{s[:4]}"])
    return P("EMAIL", f"{local}@{rng.choice(['example.com', 'example.org', 'example.net'])}")


def url(rng):
    host = rng.choice(["www.example.org", "portal.example.com", "example.net", "records.example.org",
                       "www.example.com", "implants.example.net"])
    path = rng.choice(["/portal", "/pt/" + str(rng.randint(10000, 99999)), "/hd/run?id=" + str(rng.randint(100, 999)),
                       "/registry/" + rng.choice("ABCDEFG") + str(rng.randint(1000, 9999)), "", "/bedboard",
                       "/lab/track", "/rx/refill"])
    pre = rng.choice(["", "", "https://", "http://"])
    return P("URL", f"{pre}{host}{path}")


def ip(rng):
    st = rng.randrange(3)
    if st == 0:
        return P("IPADDR", f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}")
    if st == 1:
        return P("IPADDR", f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}")
    return P("IPADDR", f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}")


def dig(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def let(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(region, rng):
    if region == "NZ":
        return P("MRN", let(rng, 3) + dig(rng, 4))
    if region == "SG":
        return P("MRN", rng.choice(["M", "H", ""]) + dig(rng, 7))
    if region == "CA":
        return P("MRN", rng.choice([dig(rng, 7), f"{dig(rng, 4)}-{dig(rng, 2)}", "H" + dig(rng, 6)]))
    return P("MRN", rng.choice([dig(rng, 8), dig(rng, 7), f"{dig(rng, 3)}-{dig(rng, 2)}-{dig(rng, 2)}"]))


def ssn(region, rng):
    if region == "CA":
        return P("SSN", f"0{dig(rng, 2)} {dig(rng, 3)} {dig(rng, 3)}")
    pre = rng.choice(["9" + dig(rng, 2), "000"])
    return P("SSN", f"{pre}-{dig(rng, 2)}-{dig(rng, 4)}")


def healthplan(region, rng):
    if region == "CA":
        return P("HEALTHPLAN", rng.choice([f"{dig(rng, 4)} {dig(rng, 3)} {dig(rng, 3)} {let(rng, 2)}",
                                          f"{dig(rng, 9)}", f"{let(rng, 4)}{dig(rng, 8)}"]))
    if region == "SG":
        return P("HEALTHPLAN", rng.choice([f"MS{dig(rng, 8)}", f"IP-{dig(rng, 6)}-{let(rng, 1)}"]))
    if region == "NZ":
        return P("HEALTHPLAN", rng.choice([f"SX{dig(rng, 7)}", f"{let(rng, 2)}{dig(rng, 6)}-0{rng.randint(1, 9)}"]))
    return P("HEALTHPLAN", rng.choice([f"{let(rng, 3)}{dig(rng, 6)}", f"W{dig(rng, 9)}", f"{dig(rng, 1)}{let(rng, 2)}{dig(rng, 1)}-{let(rng, 2)}{dig(rng, 1)}-{let(rng, 2)}{dig(rng, 2)}"]))


def account(rng):
    return P("ACCOUNT", rng.choice([f"{dig(rng, 4)}-{dig(rng, 4)}", dig(rng, 10), f"V{dig(rng, 8)}",
                                   f"E{dig(rng, 2)}-{dig(rng, 6)}", f"FIN{dig(rng, 9)}"]))


def license_(region, rng, kind=None):
    k = kind or rng.choice(["dea", "npi", "med"])
    if k == "dea":
        return P("LICENSE", let(rng, 2) + dig(rng, 7))
    if k == "npi":
        return P("LICENSE", dig(rng, 10))
    if k == "dl":
        return P("LICENSE", rng.choice([f"{let(rng, 1)}{dig(rng, 7)}", f"{let(rng, 2)}{dig(rng, 6)}", f"{let(rng, 1)}{dig(rng, 4)}-{dig(rng, 5)}-{dig(rng, 5)}"]))
    return P("LICENSE", {"US": f"MD{dig(rng, 6)}", "CA": f"CPS-{dig(rng, 5)}", "NZ": dig(rng, 5),
                         "SG": f"M{dig(rng, 5)}{let(rng, 1)}"}[region])


def device_sn(rng):
    return P("DEVICE", rng.choice([f"{let(rng, 3)}{dig(rng, 6)}", f"{dig(rng, 1)}{let(rng, 1)}{dig(rng, 1)}-{dig(rng, 6)}",
                                  f"SN{dig(rng, 8)}", f"{let(rng, 2)}-{dig(rng, 5)}-{let(rng, 1)}", f"A{dig(rng, 4)}{let(rng, 2)}{dig(rng, 3)}"]))


def plate(region, rng):
    v = {"US": rng.choice([f"{dig(rng, 1)}{let(rng, 3)}{dig(rng, 3)}", f"{let(rng, 3)}-{dig(rng, 4)}"]),
         "CA": rng.choice([f"{let(rng, 4)} {dig(rng, 3)}", f"{let(rng, 3)} {dig(rng, 3)}"]),
         "NZ": f"{let(rng, 3)}{dig(rng, 3)}",
         "SG": f"S{let(rng, 2)}{dig(rng, 4)}{let(rng, 1)}"}[region]
    return P("VEHICLE", v)


def vin(rng):
    return P("VEHICLE", "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)))


def bioid(rng):
    return P("BIOID", rng.choice([f"FP-{dig(rng, 5)}", f"PV-{dig(rng, 6)}", f"BIO{dig(rng, 7)}",
                                 f"IRIS-{let(rng, 2)}{dig(rng, 4)}", f"fp{dig(rng, 6)}"]))


def idnum(rng, kind="acc"):
    y = rng.randint(19, 25)
    v = {"acc": rng.choice([f"S{y}-{dig(rng, 5)}", f"{let(rng, 2)}{y}-{dig(rng, 6)}", f"A{dig(rng, 9)}", f"{y}{let(rng, 1)}{dig(rng, 6)}"]),
         "rx": rng.choice([f"RX{dig(rng, 7)}", dig(rng, 7), f"{dig(rng, 3)}-{dig(rng, 5)}"]),
         "unit": rng.choice([f"W{dig(rng, 4)} {y} {dig(rng, 6)}", f"{let(rng, 1)}{dig(rng, 12)}", f"DU-{dig(rng, 8)}"]),
         "order": rng.choice([f"ORD{dig(rng, 8)}", f"{dig(rng, 9)}", f"O-{dig(rng, 6)}"]),
         "req": rng.choice([f"REQ-{dig(rng, 6)}", f"RQ{dig(rng, 7)}"]),
         "case": rng.choice([f"C{y}-{dig(rng, 4)}", f"OR-{dig(rng, 6)}", f"BK{dig(rng, 6)}"])}[kind]
    return P("IDNUM", v)


def room(rng):
    return P("LOCATION_OTHER", rng.choice([str(rng.randint(100, 899)), f"{rng.randint(2, 9)}{rng.randint(10, 40)}{rng.choice('ABCD')}",
                                          f"{rng.randint(1, 40)}", f"{rng.randint(3, 12)}-{rng.randint(1, 30):02d}"]))


def bed(rng):
    return P("LOCATION_OTHER", rng.choice([str(rng.randint(1, 32)), f"{rng.randint(1, 30)}{rng.choice('AB')}",
                                          f"{rng.randint(1, 6)}-{rng.randint(1, 6)}"]))


def street(region, rng):
    s = rng.choice(PL.STREET_NAMES[region])
    n = rng.randint(2, 2899)
    if region == "SG":
        return P("STREET", f"Blk {rng.randint(101, 999)} {s} #{rng.randint(2, 25):02d}-{rng.randint(1, 399)}")
    if region == "NZ" and rng.random() < 0.3:
        return P("STREET", f"Flat {rng.randint(1, 9)}, {n % 300} {s}")
    if rng.random() < 0.25:
        return P("STREET", f"{n} {s}, {rng.choice(['Apt', 'Unit', 'Apt.'])} {rng.randint(1, 40)}")
    return P("STREET", f"{n} {s}")


def zipc(region, rng):
    if region == "US":
        return P("ZIP", dig(rng, 5) if rng.random() < 0.8 else f"{dig(rng, 5)}-{dig(rng, 4)}")
    if region == "CA":
        return P("ZIP", f"{let(rng, 1)}{dig(rng, 1)}{let(rng, 1)} {dig(rng, 1)}{let(rng, 1)}{dig(rng, 1)}")
    if region == "NZ":
        return P("ZIP", str(rng.randint(1010, 9893)))
    return P("ZIP", f"{rng.randint(10, 82)}{dig(rng, 4)}")


def address(region, rng):
    if region == "SG":
        z = zipc(region, rng)
        return street(region, rng) + ", " + P("CITY", "Singapore") + " " + (z if rng.random() < 0.6 else "(" + z + ")")
    parts = street(region, rng) + ", " + P("CITY", rng.choice(PL.CITIES[region]))
    if region == "NZ":
        if rng.random() < 0.4:
            parts += ", " + P("STATE", rng.choice(PL.STATES["NZ"]))
        return parts + " " + zipc(region, rng)
    return parts + ", " + P("STATE", rng.choice(PL.STATES[region])) + " " + zipc(region, rng)


def hosp(region, rng):
    return P("HOSPITAL", rng.choice(PL.HOSPITALS[region]))


def ward(region, rng):
    return P("HOSPITAL", rng.choice(PL.WARDS[region]))


def age_of(rng, lo=18, hi=97):
    return rng.randint(lo, hi)


NUMW = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(a):
    if a < 20 or a > 99:
        return str(a)
    t, o = (a // 10) * 10, a % 10
    return NUMW[t] + ("-" + ONES[o] if o else "")


def agesex(a, sex, rng):
    st = rng.randrange(10)
    if st == 0:
        return P("AGE", a) + "yo " + sex
    if st == 1:
        return P("AGE", a) + " yo " + sex
    if st == 2:
        return P("AGE", a) + sex
    if st == 3:
        return P("AGE", a) + " " + sex
    if st == 4:
        return P("AGE", a) + "/" + sex
    if st == 5:
        return sex + "/" + P("AGE", a)
    if st == 6:
        return P("AGE", a) + "-year-old " + ("man" if sex == "M" else "woman")
    if st == 7:
        return "aged " + P("AGE", a if rng.random() < 0.6 else age_words(a))
    if st == 8:
        return P("AGE", a) + "y " + sex
    return P("AGE", a) + " y/o " + sex


def lab_run(rng, n=None):
    labs = [("Na", lambda: rng.randint(126, 148)), ("K", lambda: round(rng.uniform(2.9, 6.1), 1)),
            ("Cl", lambda: rng.randint(92, 110)), ("HCO3", lambda: rng.randint(16, 30)),
            ("BUN", lambda: rng.randint(6, 80)), ("Cr", lambda: round(rng.uniform(0.6, 7.8), 1)),
            ("Hgb", lambda: round(rng.uniform(6.4, 15.9), 1)), ("Hb", lambda: rng.randint(64, 159)),
            ("Plt", lambda: rng.randint(40, 420)), ("WBC", lambda: round(rng.uniform(2.1, 22.0), 1)),
            ("INR", lambda: round(rng.uniform(0.9, 4.2), 1)), ("Lac", lambda: round(rng.uniform(0.6, 6.0), 1)),
            ("Trop", lambda: rng.randint(3, 2400)), ("CRP", lambda: rng.randint(1, 310)),
            ("Mg", lambda: round(rng.uniform(0.5, 1.2), 2)), ("Phos", lambda: round(rng.uniform(0.7, 2.6), 2)),
            ("eGFR", lambda: rng.randint(6, 95)), ("Glu", lambda: rng.randint(3, 25)), ("BGL", lambda: round(rng.uniform(3.1, 22.4), 1))]
    k = n or rng.randint(3, 7)
    items = rng.sample(labs, k)
    sep = rng.choice([" ", ", ", "; ", " / "])
    out = []
    for name, f in items:
        v = f()
        j = rng.choice([" ", ":", " ", "="])
        s = f"{name}{j}{v}"
        if rng.random() < 0.2:
            s += rng.choice([" (L)", " (H)", " H", " L", " *"])
        out.append(N("lab", s))
    return sep.join(out)


def vitals(rng, compact=False):
    t = round(rng.uniform(35.8, 39.6), 1)
    hr = rng.randint(48, 138)
    sbp = rng.randint(78, 192)
    dbp = rng.randint(38, 108)
    rr = rng.randint(10, 32)
    sp = rng.randint(84, 100)
    items = [N("vital", f"T {t}"), N("vital", f"HR {hr}"), N("vital", f"BP {sbp}/{dbp}"), N("vital", f"RR {rr}"),
             N("vital", f"SpO2 {sp}%") + rng.choice(["", " RA", " 2L NP", " on 4L"])]
    if compact:
        items = [N("vital", f"{t}"), N("vital", f"{hr}"), N("vital", f"{sbp}/{dbp}"), N("vital", f"{rr}"), N("vital", f"{sp}")]
    return items


def drug(rng):
    d, sig = rng.choice(PL.DRUGS)
    return N("drug", d) + " " + N("sig", sig)


def word_neg(rng):
    w, phrase = rng.choice(PL.WORD_NEGS)
    i = phrase.index(w)
    return phrase[:i] + N("word", w) + phrase[i + len(w):]


def score(rng):
    return N("score", rng.choice([f"GCS {rng.randint(3, 15)}", f"GCS E{rng.randint(1, 4)}V{rng.randint(1, 5)}M{rng.randint(1, 6)}",
                                  f"NYHA {rng.choice(['I', 'II', 'III', 'IV'])}", f"APGAR {rng.randint(4, 9)}/{rng.randint(7, 10)}",
                                  f"Morse {rng.choice([25, 35, 45, 55, 65, 75])}", f"Braden {rng.randint(10, 22)}",
                                  f"NEWS {rng.randint(0, 11)}", f"PEWS {rng.randint(0, 7)}", f"ASA {rng.randint(1, 4)}",
                                  f"CFS {rng.randint(2, 8)}", f"pain {rng.randint(0, 10)}/10", f"4AT {rng.randint(0, 8)}"]))


def meas(rng):
    return N("measure", rng.choice([f"wt {round(rng.uniform(42, 140), 1)} kg", f"ht {rng.randint(148, 196)} cm",
                                    f"BMI {round(rng.uniform(17, 44), 1)}", f"UO {rng.randint(5, 220)} ml/h",
                                    f"EF {rng.randint(15, 65)}%", f"{rng.randint(1, 9)} x {rng.randint(1, 9)} cm wound",
                                    f"drain {rng.randint(0, 400)} ml",
                                    f"qty {rng.choice([14, 28, 30, 56, 60, 90, 100])}", f"{rng.randint(1, 5)} units PRBC",
                                    f"x{rng.randint(2, 14)} days", f"dose {rng.choice([250, 500, 1000, 1250])} mg"]))
