"""Core helpers: PHI markers, one-pass offset computation, invented people, dates, contacts and IDs."""
import datetime
import random

from pools import *  # noqa: F401,F403
import pools as P

RNG = random.Random(109)
R = RNG

TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP", "COUNTRY",
         "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
         "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION"]
CATEGORY = {}
for _t in ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"]:
    CATEGORY[_t] = "NAME"
CATEGORY["AGE"] = "AGE"
CATEGORY["DATE"] = "DATE"
for _t in ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"]:
    CATEGORY[_t] = "LOCATION"
for _t in ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"]:
    CATEGORY[_t] = "ID"
for _t in ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"]:
    CATEGORY[_t] = "CONTACT"
CATEGORY["PROFESSION"] = "PROFESSION"
TIDX = {t: i for i, t in enumerate(TYPES)}

OPEN = "\ue000"   # private-use marker: start of a PHI value (followed by one type character)
CLOSE = "\ue001"  # private-use marker: end of a PHI value
TBASE = 0xE100


def p(t, v):
    """Wrap a PHI value in private markers."""
    v = str(v)
    assert t in TIDX, t
    assert v and v == v.strip(), repr(v)
    assert OPEN not in v and CLOSE not in v
    return OPEN + chr(TBASE + TIDX[t]) + v + CLOSE


def vlen(s):
    """Visible length of a marked string."""
    n = 0
    skip = False
    for c in s:
        if skip:
            skip = False
            continue
        if c == OPEN:
            skip = True
            continue
        if c == CLOSE:
            continue
        n += 1
    return n


def pad(s, w):
    return s + " " * max(1, w - vlen(s))


def finalize(raw, lower):
    """Lower-case (optionally) the marked text, then strip markers in ONE left-to-right pass."""
    if lower:
        raw = raw.lower()
    out = []
    spans = []
    pos = 0
    i = 0
    cur = None
    n = len(raw)
    while i < n:
        c = raw[i]
        if c == OPEN:
            assert cur is None, "nested marker"
            cur = (TYPES[ord(raw[i + 1]) - TBASE], pos, len(out))
            i += 2
            continue
        if c == CLOSE:
            t, st, k = cur
            spans.append({"start": st, "end": pos, "label": CATEGORY[t], "type": t,
                          "text": "".join(out[k:])})
            cur = None
            i += 1
            continue
        out.append(c)
        pos += 1
        i += 1
    assert cur is None
    return "".join(out), spans


def ch(seq):
    return R.choice(seq)


def chance(x):
    return R.random() < x


# ---------------------------------------------------------------- dates
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MON3 = [m[:3] for m in MON]


def rdate(y0=2021, y1=2025):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(R.randint(a, b))


def dob_for_age(age, ref):
    y = ref.year - age
    d = datetime.date(y, R.randint(1, 12), R.randint(1, 28))
    if (d.month, d.day) > (ref.month, ref.day):
        d = d.replace(year=y - 1 if False else y)
    return d


def age_at(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


def fdate(d, reg, style=None):
    us = reg == "US"
    if style is None:
        style = ch(["num", "num", "num2", "iso", "mon", "dmon", "num"])
    if style == "num":
        return f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "num2":
        return f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day}/{d.month}/{d.year % 100:02d}"
    if style == "iso":
        return d.isoformat()
    if style == "mon":
        return f"{MON3[d.month - 1]} {d.day}, {d.year}" if us else f"{d.day} {MON3[d.month - 1]} {d.year}"
    if style == "dmon":
        return f"{d.day:02d}-{MON3[d.month - 1]}-{d.year}"
    if style == "dmonu":
        return f"{d.day:02d}-{MON3[d.month - 1].upper()}-{d.year}"
    if style == "short":
        return f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
    if style == "wdshort":
        return f"{WD3[d.weekday()]} {d.month}/{d.day}" if us else f"{WD3[d.weekday()]} {d.day}/{d.month}"
    if style == "wdlong":
        if us:
            return f"{WD[d.weekday()]}, {MON[d.month - 1]} {d.day}, {d.year}"
        return f"{WD[d.weekday()]} {d.day} {MON[d.month - 1]} {d.year}"
    if style == "wd":
        return WD[d.weekday()]
    if style == "monyear":
        return f"{MON[d.month - 1]} {d.year}"
    if style == "mmyyyy":
        return f"{d.month:02d}/{d.year}"
    if style == "year":
        return str(d.year)
    if style == "daymon":
        return f"{MON3[d.month - 1]} {d.day}" if us else f"{d.day} {MON3[d.month - 1]}"
    raise ValueError(style)


def pd(d, reg, style=None):
    return p("DATE", fdate(d, reg, style))


def ftime(h=None, m=None, colon=True):
    h = R.randint(0, 23) if h is None else h
    m = R.choice([0, 5, 10, 12, 15, 20, 24, 30, 32, 40, 42, 45, 50, 55]) if m is None else m
    return f"{h:02d}:{m:02d}" if colon else f"{h:02d}{m:02d}"


# ---------------------------------------------------------------- people
def given(sex):
    if chance(0.16):
        return ch(P.WORD_GIVEN_F if sex == "F" else P.WORD_GIVEN_M)
    return ch(P.GIVEN_F if sex == "F" else P.GIVEN_M)


def surname():
    return ch(P.WORD_SURNAMES) if chance(0.15) else ch(P.SURNAMES)


def person(sex=None, age=None, ref=None):
    sex = sex or ch("FM")
    d = {"sex": sex, "first": given(sex), "last": surname(),
         "mid": ch("ABCDEFGHJKLMNPRSTW") if chance(0.4) else ""}
    if age is not None:
        d["age"] = age
        d["dob"] = dob_for_age(age, ref)
        d["age"] = age_at(d["dob"], ref)
    return d


def title(per):
    if per["sex"] == "M":
        t = "Mr"
    else:
        t = ch(["Mrs", "Ms", "Miss", "Ms"])
    return t + ("." if chance(0.3) else "")


def name(per, t, form=None):
    """Render a (patient or family) name; titles stay outside the span."""
    f, l, m = per["first"], per["last"], per["mid"]
    form = form or ch(["full", "full", "lastfirst", "LASTFIRST", "title", "title", "title", "fi", "inits",
                       "first", "fulltitle", "ilast"])
    if form == "full":
        return p(t, f"{f} {m}. {l}" if m and chance(0.5) else f"{f} {l}")
    if form == "lastfirst":
        return p(t, f"{l}, {f}" + (f" {m}" if m else ""))
    if form == "LASTFIRST":
        return p(t, f"{l.upper()}, {f.upper()}" + (f" {m}" if m else ""))
    if form == "title":
        return f"{title(per)} " + p(t, l)
    if form == "fulltitle":
        return f"{title(per)} " + p(t, f"{f} {l}")
    if form == "fi":
        return p(t, f"{f} {l[0]}.")
    if form == "inits":
        return p(t, ch([f"{f[0]}.{l[0]}.", f"{f[0]}{l[0]}", f"{f[0]}.{m + '.' if m else ''}{l[0]}."]))
    if form == "first":
        return p(t, f)
    if form == "last":
        return p(t, l)
    if form == "ilast":
        return p(t, f"{f[0]}. {l}")
    if form == "surname_only_upper":
        return p(t, l.upper())
    raise ValueError(form)


def staff(kind=None):
    kind = kind or ch(["doc", "doc", "nurse", "nurse", "other"])
    per = person()
    per["kind"] = kind
    per["cred"] = ch(P.CREDS_DOC if kind == "doc" else P.CREDS_NURSE if kind == "nurse" else P.CREDS_OTHER)
    per["inits"] = (per["first"][0] + (per["mid"] or "") + per["last"][0]).upper()
    if chance(0.5):
        per["inits"] = per["first"][0] + per["last"][0]
    per["user"] = ch([
        (per["first"][0] + per["last"]).lower().replace("'", "").replace(" ", "").replace("-", ""),
        (per["last"] + per["first"][0]).lower().replace("'", "").replace(" ", "").replace("-", "")
        + str(R.randint(1, 9)),
        (per["first"] + "." + per["last"]).lower().replace("'", "").replace(" ", ""),
        (per["first"][0] + per["last"][:5]).lower().replace("'", "").replace(" ", "") + str(R.randint(10, 99)),
    ])
    return per


def sname(per, form=None):
    """Render a staff name (DOCTOR type); titles and credentials stay outside the span."""
    f, l, m, c = per["first"], per["last"], per["mid"], per["cred"]
    isdoc = per["kind"] == "doc"
    forms = ["drlast", "drfull", "fullcred", "ilastcred", "inits", "lastfirst", "full"] if isdoc else \
        ["fullcred", "ilastcred", "inits", "full", "fullcred", "firstcred", "lastfirst"]
    form = form or ch(forms)
    if form == "drlast":
        return ch(["Dr ", "Dr. ", "Dr ", "Prof ", "Prof. "]) + p("DOCTOR", l)
    if form == "drfull":
        return ch(["Dr ", "Dr. "]) + p("DOCTOR", f"{f} {m}. {l}" if m and chance(0.4) else f"{f} {l}")
    if form == "fullcred":
        return p("DOCTOR", f"{f} {l}") + ch([", ", " "]) + c
    if form == "firstcred":
        return p("DOCTOR", f"{f} {l[0]}.") + " " + c
    if form == "ilastcred":
        return p("DOCTOR", f"{f[0]}. {l}") + ch([", ", " "]) + c
    if form == "inits":
        return p("DOCTOR", per["inits"])
    if form == "lastfirst":
        return p("DOCTOR", f"{l}, {f}")
    if form == "full":
        return p("DOCTOR", f"{f} {l}")
    if form == "last":
        return p("DOCTOR", l)
    raise ValueError(form)


RELS = ["wife", "husband", "daughter", "son", "partner", "mother", "father", "sister", "brother", "niece",
        "nephew", "neighbour", "friend", "carer", "granddaughter", "grandson", "son-in-law", "daughter-in-law"]


def relative(rel=None):
    rel = rel or ch(RELS)
    sex = "F" if rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter", "daughter-in-law") else \
        "M" if rel in ("husband", "son", "father", "brother", "nephew", "grandson", "son-in-law") else None
    per = person(sex)
    per["rel"] = rel
    return per


def fam(per, form=None):
    form = form or ch(["full", "first", "first", "title", "fulltitle", "full"])
    return name(per, "FAMILY", form)


# ---------------------------------------------------------------- ages
WORDNUM = {61: "sixty-one", 67: "sixty-seven", 72: "seventy-two", 78: "seventy-eight", 83: "eighty-three",
           88: "eighty-eight", 91: "ninety-one", 92: "ninety-two", 95: "ninety-five", 54: "fifty-four",
           45: "forty-five", 39: "thirty-nine", 86: "eighty-six", 97: "ninety-seven"}


def rage():
    r = R.random()
    if r < 0.08:
        return R.randint(16, 35)
    if r < 0.35:
        return R.randint(36, 64)
    if r < 0.9:
        return R.randint(65, 89)
    return R.randint(90, 101)


def agesex(per, style=None):
    a, s = per["age"], per["sex"]
    style = style or ch(["yo", "yo_", "sp", "slash", "cat", "yof", "yrold", "y"])
    if style == "yo":
        return p("AGE", a) + ch([" yo", " y/o", " yo", " yr old"]) + " " + ("F" if s == "F" else "M")
    if style == "yo_":
        return p("AGE", a) + "yo" + ("F" if s == "F" else "M")
    if style == "sp":
        return p("AGE", a) + " " + s
    if style == "slash":
        return p("AGE", a) + "/" + s
    if style == "cat":
        return p("AGE", a) + s
    if style == "yof":
        return p("AGE", a) + ch([" yo ", "yo "]) + ("female" if s == "F" else "male")
    if style == "yrold":
        return p("AGE", a) + "-year-old " + ("woman" if s == "F" else "man")
    if style == "y":
        return p("AGE", a) + "y " + s
    raise ValueError(style)


def age_word(a):
    if a in WORDNUM and chance(0.5):
        return p("AGE", WORDNUM[a])
    return p("AGE", a)


# ---------------------------------------------------------------- contacts
def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def phone(reg, mobile=None):
    mobile = chance(0.35) if mobile is None else mobile
    if reg in ("US", "CA"):
        a = ch(P.REGION[reg]["area"])
        last = "01" + digits(2)
        return ch([f"{a}-555-{last}", f"({a}) 555-{last}", f"{a}.555.{last}", f"{a} 555 {last}",
                   f"1-{a}-555-{last}"])
    if reg == "UK":
        if mobile:
            return ch([f"07700 555 {digits(3)}", f"07700 555{digits(3)}", f"+44 7700 555 {digits(3)}"])
        return ch([f"0161 555 0{digits(3)}", f"020 5550 {digits(4)}", f"0113 555 0{digits(3)}",
                   f"01632 555{digits(3)}"])
    if reg == "AU":
        if mobile:
            return ch([f"04{digits(2)} 555 {digits(3)}", f"04{digits(2)}555{digits(3)}", f"+61 4{digits(2)} 555 {digits(3)}"])
        return ch([f"(0{ch('2378')}) 5550 {digits(4)}", f"0{ch('2378')} 5550 {digits(4)}"])
    raise ValueError(reg)


def phone_ext(reg):
    ph = phone(reg, mobile=False)
    return ph + ch([" ext. ", " ext ", " x", " x"]) + str(R.randint(10, 9999))


def pager(reg):
    if reg == "US":
        return ch([f"{R.randint(1, 9)}-{R.randint(1000, 9999)}", f"{R.randint(20000, 89999)}"])
    return str(R.randint(1000, 9999))


def pager_word(reg):
    return {"US": ch(["pager", "pgr", "pager #"]), "UK": ch(["bleep", "bleep", "blp"]),
            "CA": ch(["pager", "pgr"]), "AU": ch(["pager", "page"])}[reg]


def email(per, org=False):
    dom = ch(["example.com", "example.org", "example.net"])
    if org:
        sub = ch(["mail", "health", "clinic", "staff", ""])
        dom = (sub + "." + dom) if sub else dom
    f = per["first"].lower().replace("'", "").replace(" ", "")
    l = per["last"].lower().replace("'", "").replace(" ", "")
    loc = ch([f"{f}.{l}", f"{f[0]}{l}", f"{l}{R.randint(1, 99)}", f"{f}_{l[0]}", f"{f}{l}{R.randint(60, 99)}"])
    return f"{loc}@{dom}"


def url():
    return ch([f"www.example.org/portal/{digits(5)}", f"https://portal.example.net/patient/{digits(6)}",
               f"https://results.example.com/r/{digits(4)}-{digits(3)}", f"www.example.com/myhealth",
               f"http://telehealth.example.org/room/{digits(5)}", f"https://www.example.net/careplan?id={digits(6)}"])


def ipaddr():
    r = R.random()
    if r < 0.45:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if r < 0.75:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    return f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"


# ---------------------------------------------------------------- identifiers
def mrn(reg):
    if reg == "US":
        return ch([digits(8), "00" + digits(6), "E" + digits(7), "MR" + digits(7)])
    if reg == "UK":
        return ch(["RX" + digits(7), "K" + digits(6), "H" + digits(7), digits(2) + "Q" + digits(5)])
    if reg == "CA":
        return ch(["M" + digits(7), digits(9), digits(4) + "-" + digits(4)])
    return ch([digits(7), digits(6), "UR" + digits(6)])


def mrn_label(reg):
    return {"US": ch(["MRN", "MRN:", "MR#"]), "UK": ch(["Hosp No", "Hospital no.", "MRN", "Unit No"]),
            "CA": ch(["MRN", "Chart #", "MRN:"]), "AU": ch(["UR", "URN", "UR No", "MRN"])}[reg]


def account(reg):
    return ch([f"{digits(4)}-{digits(4)}", "V" + digits(8), "FIN " + digits(9) if False else digits(10),
               "ENC" + digits(7), f"A{digits(3)}-{digits(5)}"])


def account_label():
    return ch(["Acct", "Acct #", "Encounter", "FIN", "Visit #", "Episode", "Billing acct"])


def healthplan(reg):
    if reg == "US":
        return ch([ch("XKZWQJ") + ch("ABCHMRT") + ch("EKLZ") + digits(6), "MBR" + digits(8), digits(3) + "-" + digits(6) + "-01",
                   "H" + digits(9)])
    if reg == "UK":
        return ch([f"999 {digits(3)} {digits(4)}", f"999{digits(7)}"])
    if reg == "CA":
        return ch([f"9{digits(3)}-{digits(3)}-{digits(3)}-{ch(['AB', 'KX', 'ML', 'TR'])}", f"9{digits(3)} {digits(3)} {digits(3)}"])
    return ch([f"{R.randint(2, 6)}{digits(3)} {digits(5)} {R.randint(1, 9)}", f"{R.randint(2, 6)}{digits(9)}"])


def healthplan_label(reg):
    return {"US": ch(["Member ID", "Member #", "Policy no.", "Subscriber ID"]),
            "UK": ch(["NHS No", "NHS number", "NHS no."]),
            "CA": ch(["OHIP", "Health card", "PHN", "Health card #"]),
            "AU": ch(["Medicare", "Medicare no.", "Medicare #"])}[reg]


def ssn(reg):
    if reg == "US":
        return ch([f"9{digits(2)}-{digits(2)}-{digits(4)}", f"000-{digits(2)}-{digits(4)}", f"9{digits(8)}"])
    return ch([f"9{digits(2)} {digits(3)} {digits(3)}", f"9{digits(2)}-{digits(3)}-{digits(3)}"])


def ssn_label(reg):
    return {"US": ch(["SSN", "SSN:", "Social Security #"]), "CA": ch(["SIN", "SIN:"]),
            "AU": ch(["TFN", "Tax file no."]), "UK": "NI"}[reg]


def license_(reg, kind=None):
    kind = kind or ch(["npi", "dea", "reg", "dl"])
    if kind == "npi":
        return "NPI", "1" + digits(9)
    if kind == "dea":
        return "DEA", ch("ABFM") + ch("BCHKLMPRTW") + digits(7)
    if kind == "dl":
        if reg == "US":
            return ch(["DL", "Driver's lic"]), ch("ABCDFGKLMNPRSTW") + digits(7)
        if reg == "UK":
            return "Driving licence", f"{ch(['PEMBE', 'HARRI', 'NOWAK', 'CHENX'])}{digits(6)}{ch('ABCJ')}{ch('DEKMN')}9{ch('ABCXY')}{digits(2)}"
        if reg == "CA":
            return "DL", f"{ch('BDKMPRT')}{digits(4)}-{digits(5)}-{digits(5)}"
        return "Licence no.", digits(8)
    if reg == "US":
        return ch(["Lic", "State lic #"]), ch(["MD", "RN", "LN"]) + digits(6)
    if reg == "UK":
        return ch(["GMC", "NMC PIN"]), ch([digits(7), f"{digits(2)}{ch('ABCIJ')}{digits(4)}{ch('EOW')}"])
    if reg == "CA":
        return ch(["CPSO #", "CPSO", "CNO reg"]), digits(5)
    return "AHPRA", ch(["MED", "NMW"]) + "000" + digits(7)


def device_id():
    return ch([ch(["PJN", "RXQ", "ALR", "KTV", "MZB"]) + digits(6), f"{digits(2)}-{digits(5)}",
               f"SN{digits(8)}", f"{ch(['AX', 'BT', 'CQ'])}{digits(4)}-{digits(3)}"])


def vehicle(reg):
    if reg == "UK":
        return f"{ch(['AB', 'KX', 'LM', 'YR', 'GT', 'WP'])}{R.randint(10, 24)} {ch(['CDE', 'PLM', 'XRT', 'BHN', 'VOW'])}"
    if reg == "AU":
        return ch([f"{R.randint(1, 9)}{ch(['ABC', 'KTW', 'ZPR', 'FHL'])}-{digits(3)}", f"{ch(['XQ', 'BV', 'MN'])}{digits(2)}{ch(['RT', 'LK'])}"])
    if reg == "CA":
        return ch([f"{ch(['CBXK', 'BRTM', 'AHLZ'])} {digits(3)}", f"{ch(['KW', 'PT'])}{digits(1)} {digits(3)}"])
    return ch([f"{R.randint(1, 9)}{ch(['ABC', 'KTW', 'ZPR', 'FHL', 'XMG'])}{digits(3)}",
               f"1FT{ch(['EW', 'FW'])}1E{digits(2)}{ch(['K', 'L', 'M'])}FA{digits(5)}"])


def bioid():
    return ch([f"FP-{digits(5)}", f"PV-{digits(6)}", f"IRIS-{digits(5)}", f"BIO{digits(7)}", f"VEIN-{digits(4)}-{digits(2)}"])


def idnum(kind=None):
    kind = kind or ch(["acc", "ord", "spec", "req", "case"])
    y = R.randint(21, 25)
    return {"acc": ch([f"S{y}-{digits(4)}", f"ACC{digits(8)}", f"H{y}-{digits(5)}", f"CH{y}{digits(6)}"]),
            "ord": ch([f"ORD-{digits(7)}", f"{digits(9)}", f"OE{digits(7)}", f"RX{digits(8)}"]),
            "spec": ch([f"SP{y}-{digits(6)}", f"{digits(2)}{ch('BCHMU')}{digits(6)}"]),
            "req": ch([f"REQ {digits(6)}", f"RQ-{digits(7)}"]),
            "case": ch([f"{y}-{digits(4)}", f"CASE{digits(6)}", f"OR{y}-{digits(5)}"])}[kind]


def username(per):
    return per["user"]


# ---------------------------------------------------------------- addresses
def street(reg):
    n = R.randint(1, 480)
    s = ch(P.REGION[reg]["streets"])
    if reg == "AU" and chance(0.4):
        return f"{R.randint(1, 12)}/{n} {s}"
    if reg == "US" and chance(0.3):
        return f"{n} {s}, Apt {R.randint(1, 40)}{ch(['', 'B', 'C'])}"
    if reg == "CA" and chance(0.3):
        return f"{n} {s}, Unit {R.randint(1, 30)}"
    if reg == "UK" and chance(0.3):
        return f"Flat {R.randint(1, 12)}, {n} {s}"
    return f"{n} {s}"


def postcode(reg):
    if reg == "US":
        return f"{R.randint(10000, 99899)}"
    if reg == "UK":
        return f"{ch(['LS', 'NR', 'BS', 'HG', 'SK', 'DD', 'SA', 'IP', 'CA', 'WF', 'TR'])}{R.randint(1, 19)} {R.randint(1, 9)}{ch('ABDEFGHJLNPQRSTUWXYZ')}{ch('ABDEFGHJLNPQRSTUWXYZ')}"
    if reg == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return f"{ch('KLMNPRSTV')}{R.randint(0, 9)}{ch(L)} {R.randint(0, 9)}{ch(L)}{R.randint(0, 9)}"
    return f"{R.choice([2, 3, 4, 5, 6, 7])}{digits(3)}"


def address(reg, oneline=None, country=None):
    """Address split into its parts, each its own span."""
    st = p("STREET", street(reg))
    city = p("CITY", ch(P.REGION[reg]["cities"]))
    z = p("ZIP", postcode(reg))
    if reg == "UK":
        region = p("CITY", ch(P.REGION[reg]["counties"])) if chance(0.4) else None
    else:
        region = p("STATE", ch(P.REGION[reg]["states"]))
    oneline = chance(0.6) if oneline is None else oneline
    cty = p("COUNTRY", ch(P.HOME_COUNTRY[reg])) if (country or (country is None and chance(0.15))) else None
    if oneline:
        parts = [st, city]
        if reg == "UK":
            if region:
                parts.append(region)
            parts.append(z)
            s = ", ".join(parts)
        else:
            s = ", ".join(parts) + ", " + region + " " + z if reg != "AU" else ", ".join(parts) + " " + region + " " + z
        if cty:
            s += ", " + cty
        return s
    lines = [st]
    if reg == "UK":
        lines.append(city)
        if region:
            lines.append(region)
        lines.append(z)
    elif reg == "AU":
        lines.append(city + " " + region + " " + z)
    else:
        lines.append(city + ", " + region + " " + z)
    if cty:
        lines.append(cty)
    return "\n".join(lines)


def hosp(reg, kind="hospitals"):
    return p("HOSPITAL", ch(P.REGION[reg][kind]))


# ---------------------------------------------------------------- clinical negatives
def labs(reg, n=None):
    us = reg == "US"
    pool = [("Na", lambda: R.randint(126, 148), ""), ("K", lambda: round(R.uniform(2.9, 6.2), 1), ""),
            ("Cl", lambda: R.randint(94, 112), ""), ("HCO3", lambda: R.randint(16, 31), ""),
            ("Glu", lambda: R.randint(64, 320) if us else round(R.uniform(3.5, 18), 1), ""),
            ("Mg", lambda: round(R.uniform(0.5, 1.2), 2) if not us else round(R.uniform(1.3, 2.6), 1), ""),
            ("INR", lambda: round(R.uniform(0.9, 4.2), 1), ""), ("CRP", lambda: R.randint(1, 280), ""),
            ("WBC" if us else "WCC", lambda: round(R.uniform(2.1, 22), 1), ""),
            ("Hgb" if us else "Hb", lambda: round(R.uniform(7, 16.5), 1) if us else R.randint(70, 165), ""),
            ("Plt", lambda: R.randint(40, 520), ""), ("Lactate", lambda: round(R.uniform(0.6, 6.5), 1), ""),
            ("ALT", lambda: R.randint(8, 410), ""), ("Bili", lambda: R.randint(3, 90), ""),
            ("TSH", lambda: round(R.uniform(0.1, 9), 2), ""), ("HbA1c", lambda: round(R.uniform(5.2, 11.5), 1), "%"),
            ("eGFR", lambda: R.randint(12, 95), "")]
    pool += [("BUN", lambda: R.randint(6, 68), ""), ("Cr", lambda: round(R.uniform(0.5, 4.1), 2), "")] if us else \
        [("Urea", lambda: round(R.uniform(2.5, 28), 1), ""), ("Creat", lambda: R.randint(45, 390), "")]
    n = n or R.randint(3, 7)
    items = R.sample(pool, n)
    sep = ch([" ", ", ", " / ", "  "])
    return sep.join(f"{a} {f()}{u}" for a, f, u in items)


def vitals(reg):
    us = reg == "US"
    t = f"{round(R.uniform(97.2, 102.4), 1)}F" if us and chance(0.6) else f"{round(R.uniform(35.8, 39.4), 1)}"
    parts = [f"HR {R.randint(48, 132)}", f"RR {R.randint(12, 32)}", f"BP {R.randint(86, 182)}/{R.randint(44, 104)}",
             f"SpO2 {R.randint(86, 100)}% {ch(['RA', 'on 2L', 'RA', 'on 4L NP', 'on 28% VM'])}", f"T {t}"]
    if chance(0.3):
        parts.append(f"GCS {ch([15, 15, 14, 13, 12])}")
    if chance(0.3) and not us:
        parts.append(f"NEWS2 {R.randint(0, 9)}")
    return ch([" ", ", ", "  "]).join(parts)


def drug_line(sig=True):
    d, dose, route, freq = ch(P.DRUGS)
    return f"{d} {dose} {route} {freq}" if sig else f"{d} {dose}"


def score():
    return ch([f"GCS {ch([15, 14, 13, 9])}", f"NEWS2 {R.randint(0, 8)}", f"Wells score {R.randint(0, 6)}",
               f"APGAR {R.randint(6, 9)}/{R.randint(8, 10)}", f"CURB-65 {R.randint(0, 4)}",
               f"CHA2DS2-VASc {R.randint(1, 7)}", f"Braden {R.randint(10, 22)}", f"Waterlow {R.randint(5, 25)}",
               f"Morse fall score {R.randint(15, 95)}", f"MUST {R.randint(0, 3)}", f"pain score {R.randint(0, 10)}/10",
               f"ASA {R.randint(1, 4)}", f"MEWS {R.randint(0, 6)}", f"4AT {R.randint(0, 8)}"])


def eponym():
    return ch(P.EPONYM_PHRASES)


def wordfill():
    return ch(P.WORD_FILLERS)
