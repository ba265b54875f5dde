"""Composition helpers: PHI values are wrapped in private marker characters while a note is composed;
finalize() strips the markers and records offsets in one pass (offsets are never searched for).
Hard negatives are wrapped with a second marker pair and recorded in meta (unannotated)."""
import datetime as dt

import pools as PL

S, M, E = "\x01", "\x02", "\x03"       # PHI: S type M value E
NS, NE = "\x04", "\x05"                # hard negative: NS kind M value NE

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_MARKS = set(S + M + E + NS + NE)


def P(t, v):
    v = str(v)
    assert t in LABEL, t
    assert v and v == v.strip() and not (_MARKS & set(v)), (t, v)
    return S + t + M + v + E


def N(v, kind):
    v = str(v)
    assert v and not (_MARKS & set(v)), v
    return NS + kind + M + v + NE


def finalize(raw, lower=False):
    out, spans, negs = [], [], []
    i, n, pos = 0, len(raw), 0
    while i < n:
        c = raw[i]
        if c == S or c == NS:
            j = raw.index(M, i)
            kind = raw[i + 1:j]
            k = raw.index(E if c == S else NE, j)
            val = raw[j + 1:k]
            assert not (_MARKS & set(val)), repr(raw[i:k + 1])
            rec = {"start": pos, "end": pos + len(val)}
            if c == S:
                rec.update(label=LABEL[kind], type=kind)
                spans.append(rec)
            else:
                rec["kind"] = kind
                negs.append(rec)
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            assert c not in _MARKS, repr(raw[max(0, i - 30):i + 30])
            out.append(c)
            pos += 1
            i += 1
    text = "".join(out)
    if lower:
        text = text.lower()
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    spans.sort(key=lambda s: s["start"])
    return text, spans, negs


# ---------------------------------------------------------------- numbers / words
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
       9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth",
       15: "fifteenth", 16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth",
       20: "twentieth", 30: "thirtieth"}


def words(n, hyphen=True):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + (("-" if hyphen else " ") + ONES[o] if o else "")
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + (" and " + words(r, hyphen) if r else "")


def ordinal(d):
    if d in ORD:
        return ORD[d]
    t, o = divmod(d, 10)
    return TENS[t] + " " + ORD[o]


def year_words(y):
    if 2000 <= y < 2010:
        return "two thousand " + ONES[y - 2000] if y > 2000 else "two thousand"
    hi, lo = divmod(y, 100)
    return words(hi, False) + " " + (("oh " + ONES[lo]) if lo < 10 else words(lo, False))


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, rng, region, style=None):
    """Full calendar date in a region-appropriate style."""
    m, dd, y = d.month, d.day, d.year
    mon, mo3, wd, wd3 = MON[m - 1], MON[m - 1][:3], DAY[d.weekday()], DAY[d.weekday()][:3]
    if region == "US":
        styles = [f"{m:02d}/{dd:02d}/{y}", f"{m}/{dd}/{y}", f"{m}/{dd}/{y % 100:02d}", f"{mo3} {dd}, {y}",
                  f"{mon} {dd}, {y}", f"{y}-{m:02d}-{dd:02d}", f"{dd:02d}-{mo3.upper()}-{y}",
                  f"{wd}, {mon} {dd}, {y}", f"{m:02d}-{dd:02d}-{y}"]
    else:
        styles = [f"{dd:02d}/{m:02d}/{y}", f"{dd}/{m}/{y}", f"{dd}/{m}/{y % 100:02d}", f"{dd} {mo3} {y}",
                  f"{dd} {mon} {y}", f"{y}-{m:02d}-{dd:02d}", f"{dd:02d}-{mo3.upper()}-{y}",
                  f"{dd:02d}.{m:02d}.{y % 100:02d}", f"{wd} {dd} {mon} {y}", f"{dd}{mo3.upper()}{y}"]
    return styles[style] if style is not None else rng.choice(styles)


def fmt_short(d, rng, region):
    """Partial / weekday date: day-month, weekday + day/month, month-year."""
    m, dd = d.month, d.day
    wd3, mo3 = DAY[d.weekday()][:3], MON[m - 1][:3]
    if region == "US":
        styles = [f"{m}/{dd}", f"{wd3} {m}/{dd}", f"{mo3} {dd}", f"{DAY[d.weekday()]} {m}/{dd}",
                  f"{m:02d}/{dd:02d}"]
    else:
        styles = [f"{dd}/{m}", f"{wd3} {dd}/{m}", f"{dd} {mo3}", f"{DAY[d.weekday()]} {dd}/{m}",
                  f"{dd}/{m:02d}", f"{dd}-{mo3}"]
    return rng.choice(styles)


def fmt_spoken(d, rng, need_year=False):
    m, dd, y = d.month, d.day, d.year
    opts = [f"{MON[m - 1]} {ordinal(dd)} {year_words(y)}", f"the {ordinal(dd)} of {MON[m - 1]} {year_words(y)}",
            f"{MON[m - 1]} {dd} {y}", f"{m} {dd} {y % 100:02d}" if False else f"{MON[m - 1]} {ordinal(dd)} {y}"]
    if not need_year:
        opts.append(f"{MON[m - 1]} {ordinal(dd)}")
    return rng.choice(opts)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.given = rng.choice(PL.GIVEN_F if self.sex == "F" else PL.GIVEN_M)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.sur = rng.choice(PL.SURNAMES)

    def init(self):
        g = [w[0] for w in self.given.replace("-", " ").split()][0]
        s = [w[0] for w in self.sur.replace("-", " ").replace("'", " ").split() if w[0].isalpha()][-1]
        return g.upper() + s.upper()

    def form(self, rng, style=None):
        g, s = self.given, self.sur
        forms = {
            "full": f"{g} {s}", "full_mi": f"{g} {self.mid}. {s}", "sur": s, "given": g,
            "sur_comma": f"{s}, {g}", "caps_comma": f"{s.upper()}, {g.upper()}",
            "caps_comma_mi": f"{s.upper()}, {g.upper()} {self.mid}", "caps": f"{g.upper()} {s.upper()}",
            "given_init": f"{g} {self.init()[1]}.", "init_dots": f"{self.init()[0]}.{self.init()[1]}.",
            "init": self.init(), "init_lower": self.init().lower(), "g_sur": f"{g[0]}. {s}",
            "caps_sur": s.upper(),
        }
        if style is None:
            style = rng.choice(list(forms))
        return forms[style]


TITLES_F = ["Mrs", "Mrs.", "Ms", "Ms.", "Miss"]
TITLES_M = ["Mr", "Mr."]
DR_TITLES = ["Dr", "Dr.", "Dr", "Prof", "Prof."]


def prof_a(v):
    return ("an " if v[0].lower() in "aeiou" else "a ") + P("PROFESSION", v)


def title_for(p, rng):
    return rng.choice(TITLES_F if p.sex == "F" else TITLES_M)


# ---------------------------------------------------------------- identifiers and contact data
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def phone(rng, region, ext=False):
    nn = rng.randint(0, 99)
    nnn = rng.randint(0, 999)
    if region == "US":
        a = rng.choice(PL.US_AREAS)
        v = rng.choice([f"({a}) 555-01{nn:02d}", f"{a}-555-01{nn:02d}", f"{a}.555.01{nn:02d}",
                        f"1-{a}-555-01{nn:02d}", f"({a})555-01{nn:02d}"])
    elif region == "UK":
        v = rng.choice([f"020 5550 1{nnn:03d}", f"+44 20 5550 1{nnn:03d}", f"0161 555 01{nn:02d}",
                        f"07700 555 0{nn:02d}", f"01632 555 01{nn:02d}"])
        v = v.replace("07700 555 0", "07700 555 01") if v.startswith("07700") else v
    else:
        v = rng.choice([f"(02) 5550 1{nnn:03d}", f"+61 3 5550 1{nnn:03d}", f"0491 555 01{nn // 10}",
                        f"(07) 5550 1{nnn:03d}", f"08 5550 1{nnn:03d}"])
    if ext:
        v += rng.choice([f" ext. {rng.randint(10, 999)}", f" x{rng.randint(100, 9999)}", f" ext {rng.randint(2, 89)}"])
    return v


def pager(rng):
    return rng.choice([f"{rng.randint(2, 8)}-{rng.randint(1000, 9999)}", f"{rng.randint(1000, 9999)}",
                       f"{rng.randint(20000, 89999)}"])


def email(rng, p=None, staff=False):
    dom = rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "nhs.example.net",
                      "health.example.org"])
    if p is None:
        base = rng.choice(["ward", "admissions", "referrals", "pharmacy", "records", "bedmgmt"]) + str(rng.randint(1, 9))
    else:
        g = p.given.lower().replace(" ", "").replace("-", "")
        s = p.sur.lower().replace(" ", "").replace("'", "").replace("-", "")
        base = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}{rng.randint(1, 99)}", f"{g}_{s[0]}",
                           f"{g}{s}{rng.randint(50, 99)}"])
    return f"{base}@{dom}"


def url(rng):
    dom = rng.choice(["example.org", "example.com", "example.net", "portal.example.org", "intranet.example.net"])
    path = rng.choice(["/portal", "/patient/login", f"/referral/{rng.randint(1000, 9999)}", "/myhealth",
                       f"/forms/falls?id={rng.randint(100, 999)}", "/telehealth/room7", ""])
    return rng.choice([f"https://{dom}{path}", f"www.{dom}{path}", f"http://{dom}{path}"]).replace("www.portal", "portal")


def ip(rng):
    return rng.choice([f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"])


def username(rng, p):
    g = p.given.lower().replace(" ", "").replace("-", "")
    s = p.sur.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice([f"{g[0]}{s}{rng.randint(1, 9)}", f"{s}.{g[0]}", f"{g}{s[0]}", f"{s[:5]}{g[:2]}",
                       f"u{digits(rng, 6)}", f"{g[0]}{s[0]}{digits(rng, 4)}"])


def ssn(rng, region):
    if region == "UK":
        return rng.choice([f"QQ {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice('ABCD')}",
                           f"{rng.choice('DFQUV')}{rng.choice('ABCEH')}{digits(rng, 6)}{rng.choice('ABCD')}"])
    return rng.choice([f"9{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}", f"000-{digits(rng, 2)}-{digits(rng, 4)}",
                       f"9{digits(rng, 8)}"])


def mrn(rng, region):
    if region == "UK":
        return rng.choice([f"999 {digits(rng, 3)} {digits(rng, 4)}", f"RX{digits(rng, 6)}", f"K{digits(rng, 7)}",
                           f"999{digits(rng, 7)}"])
    if region == "AU":
        return rng.choice([f"{digits(rng, 7)}", f"UR{digits(rng, 6)}", f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}"])
    return rng.choice([f"{digits(rng, 8)}", f"00{digits(rng, 6)}", f"MR-{digits(rng, 7)}", f"{letters(rng, 3)}{digits(rng, 7)}"])


def healthplan(rng, region):
    if region == "AU":
        return rng.choice([f"{digits(rng, 4)} {digits(rng, 5)} {rng.randint(1, 9)}", f"{digits(rng, 10)}",
                           f"DVA {letters(rng, 1)}X{digits(rng, 6)}".replace("DVA ", "")])
    if region == "UK":
        return rng.choice([f"BUPA-{digits(rng, 8)}", f"AXP{digits(rng, 7)}", f"PMI/{digits(rng, 6)}"])
    return rng.choice([f"{letters(rng, 3)}{digits(rng, 6)}", f"W{digits(rng, 9)}", f"{digits(rng, 3)}-{digits(rng, 5)}-{digits(rng, 2)}",
                       f"GRP{digits(rng, 5)}", f"{letters(rng, 2)}{digits(rng, 8)}"])


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", f"V{digits(rng, 8)}", f"ENC{digits(rng, 9)}",
                       f"{digits(rng, 10)}", f"A{digits(rng, 6)}", f"FIN {digits(rng, 8)}".replace("FIN ", "F")])


def license_(rng, region):
    if region == "UK":
        return rng.choice([f"{digits(rng, 7)}", f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}"])
    if region == "AU":
        return rng.choice([f"MED000{digits(rng, 7)}", f"NMW000{digits(rng, 7)}", f"PHA000{digits(rng, 7)}"])
    return rng.choice([f"{letters(rng, 2)}{digits(rng, 7)}", f"1{digits(rng, 9)}", f"MD{digits(rng, 6)}",
                       f"RN{digits(rng, 7)}"])


def device_sn(rng):
    return rng.choice([f"{letters(rng, 3)}{digits(rng, 6)}", f"{digits(rng, 4)}-{letters(rng, 1)}-{digits(rng, 5)}",
                       f"SN{digits(rng, 8)}", f"{letters(rng, 2)}{digits(rng, 2)}-{digits(rng, 6)}",
                       f"{digits(rng, 3)}{letters(rng, 2)}{digits(rng, 4)}"])


def plate(rng, region):
    if region == "UK":
        return f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}"
    if region == "AU":
        return rng.choice([f"{digits(rng, 1)}{letters(rng, 3)}-{digits(rng, 3)}", f"{letters(rng, 3)}{digits(rng, 3)}",
                           f"{letters(rng, 3)} {digits(rng, 2)}{letters(rng, 1)}"])
    return rng.choice([f"{digits(rng, 1)}{letters(rng, 3)}{digits(rng, 3)}", f"{letters(rng, 3)}-{digits(rng, 4)}",
                       f"VIN 1{letters(rng, 2)}{digits(rng, 2)}{letters(rng, 3)}{digits(rng, 8)}".replace("VIN ", "")])


def vin(rng):
    return "1" + letters(rng, 2) + digits(rng, 2) + letters(rng, 4) + digits(rng, 8)


def dea(rng):
    return letters(rng, 2) + digits(rng, 7)


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"BIO{digits(rng, 6)}", f"PV-{digits(rng, 4)}-{digits(rng, 2)}",
                       f"IRIS{digits(rng, 5)}", f"FPR{digits(rng, 7)}"])


def idnum(rng, kind):
    y = rng.randint(19, 25)
    return {
        "acc": rng.choice([f"S{y}-{digits(rng, 4)}", f"ACC{digits(rng, 8)}", f"H{y}/{digits(rng, 5)}"]),
        "order": rng.choice([f"ORD{digits(rng, 7)}", f"{digits(rng, 9)}", f"RX-{digits(rng, 6)}"]),
        "spec": rng.choice([f"SP{digits(rng, 7)}", f"{y}M{digits(rng, 6)}", f"BC-{digits(rng, 5)}"]),
        "inc": rng.choice([f"DX-20{y}-{digits(rng, 5)}", f"IR{digits(rng, 6)}", f"RL{digits(rng, 7)}",
                           f"INC-{digits(rng, 6)}"]),
        "job": rng.choice([f"{digits(rng, 6)}", f"J{digits(rng, 7)}", f"DICT-{digits(rng, 5)}"]),
        "photo": rng.choice([f"IMG_{digits(rng, 4)}", f"WND-{digits(rng, 6)}", f"PH{digits(rng, 5)}"]),
        "case": rng.choice([f"AMB-{digits(rng, 7)}", f"C{y}-{digits(rng, 5)}", f"{digits(rng, 8)}"]),
    }[kind]


# ---------------------------------------------------------------- addresses
def address(rng, region):
    """Returns dict of parts (raw values)."""
    if region == "US":
        city, stf, sta = rng.choice(PL.US_CITIES)
        st = f"{rng.randint(2, 9899)} {rng.choice(PL.US_STREETS)}"
        if rng.random() < 0.3:
            st += rng.choice([f", Apt {rng.randint(1, 40)}", f" Unit {rng.randint(1, 12)}{rng.choice('ABC')}",
                              f", #{rng.randint(2, 300)}"])
        return {"street": st, "city": city, "state": rng.choice([sta, sta, stf]), "zip": digits(rng, 5),
                "county": rng.choice(PL.US_COUNTIES)}
    if region == "UK":
        st = f"{rng.randint(1, 220)} {rng.choice(PL.UK_STREETS)}"
        if rng.random() < 0.25:
            st = f"Flat {rng.randint(1, 30)}, " + st
        return {"street": st, "city": rng.choice(PL.UK_TOWNS), "state": None, "zip": rng.choice(PL.UK_POSTCODES),
                "county": rng.choice(PL.UK_COUNTIES)}
    town, sta, pc = rng.choice(PL.AU_TOWNS)
    st = f"{rng.randint(1, 180)} {rng.choice(PL.AU_STREETS)}"
    if rng.random() < 0.3:
        st = f"{rng.randint(1, 20)}/{st}"
    return {"street": st, "city": town, "state": rng.choice([sta, sta, PL.AU_STATE_FULL[sta]]), "zip": pc,
            "county": None}


def addr_line(a, rng, sep=", "):
    parts = [P("STREET", a["street"]), P("CITY", a["city"])]
    tail = []
    if a["state"]:
        tail.append(P("STATE", a["state"]))
    elif a["county"] and rng.random() < 0.5:
        parts.append(P("CITY", a["county"]))
    tail.append(P("ZIP", a["zip"]))
    return sep.join(parts) + (sep if not a["state"] else (sep if rng.random() < 0.5 else " ")) + " ".join(tail)
