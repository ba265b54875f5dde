"""PHI value generators and renderers. Every PHI value is wrapped with T(type, value)."""
import datetime as dt
import pools as P

M0, M1, M2 = "\ue000", "\ue001", "\ue002"


def T(typ, val):
    val = str(val)
    assert val and val == val.strip() and M0 not in val, (typ, val)
    return f"{M0}{typ}{M1}{val}{M2}"


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
MON3 = [m[:3] for m in MON]
MON3[8] = "Sept"

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    rest = n - 100
    return "a hundred" if rest == 0 else "a hundred and " + words(rest)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None):
        self.first, self.last, self.sex, self.middle, self.nick = first, last, sex, middle, nick

    def title(self, rng, country):
        dot = "." if country == "US" and rng.random() < 0.7 else ""
        if not getattr(self, "_title", None):
            self._title = "Mr" if self.sex == "M" else rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
        return self._title + dot


def person(rng, sex=None, nick_p=0.25):
    sex = sex or rng.choice("FM")
    first = rng.choice(P.FEMALE if sex == "F" else P.MALE)
    last = rng.choice(P.SURNAMES)
    if rng.random() < 0.12:
        last = last + "-" + rng.choice(P.SURNAMES).replace(" ", "")
    middle = rng.choice(P.FEMALE if sex == "F" else P.MALE) if rng.random() < 0.5 else None
    if middle == first:
        middle = None
    nick = None
    if first in P.NICK and rng.random() < 0.7:
        nick = rng.choice(P.NICK[first])
    elif rng.random() < nick_p:
        nick = rng.choice(["Nan", "Pop", "Nonna", "Yiayia", "Babcia", "Ma", "Bubbe", "Oma",
                           "Tata", "Sonny", "Sis", "Bunty", "Chook", "Bubbles", "Skip",
                           "Lofty", "Curly", "Ginger", "Tiny", "Duchess"])
    return Person(first, last, sex, middle, nick)


def name(rng, p, typ, style=None, country="US"):
    """Return a marked name in a random surface form; titles stay outside the span."""
    styles = ["full", "full", "fml", "lf", "caps", "title", "title", "first", "init_last",
              "first_init", "initials", "last"]
    if p.nick:
        styles.append("nick")
    st = style or rng.choice(styles)
    mi = p.middle[0] if p.middle else None
    if st == "full":
        return T(typ, f"{p.first} {p.last}")
    if st == "fml":
        if not mi:
            return T(typ, f"{p.first} {p.last}")
        return T(typ, f"{p.first} {mi}. {p.last}" if rng.random() < 0.6 else f"{p.first} {p.middle} {p.last}")
    if st == "lf":
        return T(typ, f"{p.last}, {p.first}")
    if st == "caps":
        v = f"{p.last.upper()}, {p.first.upper()}" + (f" {mi}" if mi else "")
        return T(typ, v)
    if st == "title":
        return f"{p.title(rng, country)} {T(typ, p.last)}"
    if st == "first":
        return T(typ, p.first)
    if st == "nick":
        return T(typ, p.nick or p.first)
    if st == "init_last":
        return T(typ, f"{p.first[0]}. {p.last}")
    if st == "first_init":
        return T(typ, f"{p.first} {p.last[0]}.")
    if st == "initials":
        parts = [p.first[0]] + ([mi] if mi else []) + [p.last.replace("'", "")[0]]
        return T(typ, "".join(x + "." for x in parts) if rng.random() < 0.5 else "".join(parts))
    if st == "last":
        return T(typ, p.last)
    raise ValueError(st)


def initials(p, dots=False):
    s = p.first[0] + p.last.replace("'", "")[0]
    return ".".join(s) + "." if dots else s


# ------------------------------------------------------------------ dates
def fdate(rng, d, country, style=None):
    us = country == "US"
    styles = ["num", "num", "num", "num2", "long", "long", "abbr", "wd_long", "wd_short", "iso",
              "ord", "md"]
    st = style or rng.choice(styles)
    if st == "num":
        return (f"{d.month:02d}/{d.day:02d}/{d.year}" if rng.random() < 0.6 else f"{d.month}/{d.day}/{d.year}") if us \
            else (f"{d.day:02d}/{d.month:02d}/{d.year}" if rng.random() < 0.7 else f"{d.day}/{d.month}/{d.year}")
    if st == "num2":
        return f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if st == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if st == "long":
        return f"{MON[d.month-1]} {d.day}, {d.year}" if us else f"{d.day} {MON[d.month-1]} {d.year}"
    if st == "abbr":
        return f"{MON3[d.month-1]} {d.day}, {d.year}" if us else f"{d.day:02d}-{MON3[d.month-1][:3]}-{d.year}"
    if st == "ord":
        return f"{MON[d.month-1]} {ordinal(d.day)}" if us else f"{ordinal(d.day)} {MON[d.month-1]} {d.year}"
    if st == "wd_long":
        w = WD[d.weekday()]
        return f"{w}, {MON[d.month-1]} {d.day}, {d.year}" if us else f"{w} {d.day} {MON[d.month-1]} {d.year}"
    if st == "wd_short":
        w = rng.choice([WD3, WD_ALT])[d.weekday()]
        return f"{w} {d.month}/{d.day}" if us else f"{w} {d.day}/{d.month}"
    if st == "iso":
        return d.isoformat()
    if st == "md":
        return f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
    if st == "dm":
        return f"{MON[d.month-1]} {d.day}" if us else f"{d.day} {MON[d.month-1]}"
    if st == "my":
        return f"{MON[d.month-1]} {d.year}" if rng.random() < 0.8 else f"{MON3[d.month-1][:3]} {d.year}"
    if st == "year":
        return str(d.year)
    if st == "wd":
        return WD[d.weekday()]
    if st == "month":
        return MON[d.month - 1]
    raise ValueError(st)


HOLIDAYS = {"US": ["Christmas", "Thanksgiving", "Easter", "Memorial Day", "the Fourth of July",
                   "Labor Day", "New Year's Eve", "Christmas Eve", "Veterans Day", "Halloween"],
            "UK": ["Christmas", "Boxing Day", "Easter", "Easter Sunday", "New Year's Day",
                   "Bonfire Night", "Christmas Eve", "Remembrance Sunday", "Mothering Sunday"],
            "AU": ["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Easter",
                   "Christmas Eve", "New Year's Day", "Melbourne Cup Day", "Mother's Day"]}


def holiday(rng, country):
    h = rng.choice(HOLIDAYS[country])
    if h.startswith("the "):
        return "the " + T("DATE", h[4:])
    return T("DATE", h)


# ------------------------------------------------------------------ ages
def age(rng, n, style=None):
    styles = ["yo_hy", "yo_hy", "yo", "yo_tight", "aged", "aged_w", "yrs", "colon", "sexafter",
              "y/o", "w_hy", "paren", "sex_tight", "yo_tight"]
    st = style or rng.choice(styles)
    w = words(n)
    return {
        "yo_hy": f"{T('AGE', n)}-year-old",
        "yo": f"{T('AGE', n)} yo",
        "yo_tight": f"{T('AGE', n)}yo",
        "aged": f"aged {T('AGE', n)}",
        "aged_w": f"aged {T('AGE', w)}",
        "yrs": f"{T('AGE', n)} yrs",
        "colon": f"Age: {T('AGE', n)}",
        "sexafter": f"{T('AGE', n)} {rng.choice(['F', 'M'])}",
        "y/o": f"{T('AGE', n)} y/o",
        "w_hy": f"{T('AGE', w)}-year-old",
        "paren": f"({T('AGE', n)})",
        "sex_tight": f"{T('AGE', n)}{rng.choice(['F', 'M', 'yoF', 'yoM'])}",
    }[st]


# ------------------------------------------------------------------ places
def town(rng):
    t = rng.choice(P.TOWN_A) + rng.choice(P.TOWN_B)
    return rng.choice(P.TOWN_PRE) + t + rng.choice(P.TOWN_POST)


def street(rng, country, unit=None):
    num = rng.choice([rng.randint(1, 99), rng.randint(1, 399), rng.randint(100, 9999)])
    if country == "UK" and rng.random() < 0.15:
        num = f"{rng.randint(1, 60)}{rng.choice('ab')}"
    s = f"{num} {rng.choice(P.STREET_NAME)} {rng.choice(P.STREET_SUF[country])}"
    u = unit if unit is not None else rng.random() < 0.3
    if u:
        if country == "US":
            s += rng.choice([", Apt ", ", Apt. ", " #", ", Unit "]) + str(rng.randint(1, 40)) + rng.choice(["", "B", "C"])
        elif country == "UK":
            s = rng.choice(["Flat ", "Flat "]) + str(rng.randint(1, 12)) + ", " + s
        else:
            s = f"{rng.randint(1, 24)}/" + s if rng.random() < 0.6 else f"Unit {rng.randint(1, 24)}, " + s
    return s


def postcode(rng, country, state=None):
    if country == "US":
        z = f"{rng.randint(1, 99999):05d}"
        return z + (f"-{rng.randint(0, 9999):04d}" if rng.random() < 0.2 else "")
    if country == "UK":
        L = "ABCDEFGHJKLMNPRSTUWYZ"
        a = rng.choice(L) + (rng.choice(L) if rng.random() < 0.6 else "")
        return f"{a}{rng.randint(1, 29)} {rng.randint(0, 9)}{rng.choice(L)}{rng.choice(L)}"
    pre = state[2] if state else "2"
    return pre + "".join(str(rng.randint(0, 9)) for _ in range(4 - len(pre)))


def care_home(rng, country):
    stem = rng.choice(P.HOME_STEM)
    return f"{stem} {rng.choice(P.HOME_SUF[country])}"


def wing(rng):
    return f"{rng.choice(P.WING)} {rng.choice(P.WING_SUF)}"


def hospital(rng, country, t=None):
    r = rng.random()
    if r < 0.25:
        return f"{rng.choice(P.SAINTS)} Hospital"
    if r < 0.35 and t:
        return f"{t} {rng.choice(P.HOSP_SUF[country])}"
    return f"{rng.choice(P.HOSP_STEM)} {rng.choice(P.HOSP_SUF[country])}"


def practice(rng, country):
    stem = rng.choice(P.STREET_NAME + P.HOSP_STEM)
    return f"{stem} {rng.choice(P.PRACTICE_SUF[country])}"


def hospice(rng):
    return f"{rng.choice(P.HOME_STEM + P.SAINTS)} {rng.choice(P.HOSPICE_SUF)}"


def agency(rng, country):
    return f"{rng.choice(P.AGENCY_STEM)} {rng.choice(P.AGENCY_SUF[country])}"


def pharmacy(rng, country):
    return f"{rng.choice(P.STREET_NAME + P.EMP_STEM)} {rng.choice(P.PHARM_SUF[country])}"


def employer(rng):
    return f"{rng.choice(P.EMP_STEM)} {rng.choice(P.EMP_SUF)}"


def ward(rng):
    return f"{rng.choice(P.WARD)} Ward"


def room(rng):
    return rng.choice([str(rng.randint(1, 60)), f"{rng.randint(1, 3)}{rng.randint(0, 2)}{rng.randint(1, 9)}",
                       f"{rng.randint(1, 40)}{rng.choice('ABCD')}", f"G{rng.randint(1, 20)}",
                       f"{rng.randint(100, 340)}-{rng.choice('AB')}"])


# ------------------------------------------------------------------ contact
def phone(rng, country, ext=None):
    d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))
    if country == "US":
        a = f"{rng.randint(2, 9)}{d(2)}"
        s = rng.choice([f"({a}) 555-{d(4)}", f"{a}-555-{d(4)}", f"{a}.555.{d(4)}", f"+1 {a} 555 {d(4)}",
                        f"1-{a}-555-{d(4)}"])
    elif country == "UK":
        s = rng.choice([f"0{rng.randint(113, 199)} 555 {d(4)}", f"07700 555{d(3)}", f"07{d(3)} 555 {d(3)}",
                        f"+44 {rng.randint(113, 199)} 555 {d(4)}", f"(0{rng.randint(1130, 1999)}) 555{d(3)}"])
    else:
        s = rng.choice([f"(0{rng.choice('2378')}) 5550 {d(4)}", f"0{rng.choice('2378')} 5550 {d(4)}",
                        f"04{d(2)} 555 {d(3)}", f"+61 {rng.choice('2378')} 5550 {d(4)}",
                        f"04{d(2)} 555{d(3)}"])
    if ext or (ext is None and rng.random() < 0.12):
        s += rng.choice([" ext. ", " ext ", " x", " extn "]) + str(rng.randint(2, 4999))
    return s


def pager(rng, country):
    if country == "UK":
        return str(rng.randint(1000, 9999))
    return rng.choice([f"{rng.randint(1, 9)}-{rng.randint(1000, 9999)}", str(rng.randint(10000, 99999)),
                       f"#{rng.randint(1000, 9999)}"]).lstrip("#")


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email(rng, p=None, org=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    sub = rng.choice(["", "", "", "mail.", "care.", "staff.", "nhs.", "health.", "family."])
    if p is None:
        local = rng.choice(["admin", "office", "reception", "enquiries", "nursing", "duty.manager",
                            "intake", "referrals", "bereavement", "clinic", "pharmacy"])
        if org:
            sub = slug([w for w in org.split() if w not in ("St.", "Our")][0])[:12] + "."
    else:
        f, l = slug(p.first), slug(p.last)
        local = rng.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{rng.randint(1, 99)}", f"{l}.{f[0]}",
                            f"{f}_{l}{rng.randint(40, 79)}"])
    return f"{local}@{sub}{dom}"


def url(rng, org=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    s = slug([w for w in org.split() if w not in ("St.", "Our")][0]) if org else rng.choice(["portal", "family", "careplans", "visits"])
    return rng.choice([f"www.{s}.{dom}", f"https://{s}.{dom}/family", f"https://www.{dom}/{s}",
                       f"http://portal.{dom}/{s}/{rng.randint(100, 9999)}", f"{s}.{dom}/updates",
                       f"https://{dom}/r/{rng.randint(1000, 99999)}"])


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if r < 0.7:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def username(rng, p):
    f, l = slug(p.first), slug(p.last)
    return rng.choice([f"{f[0]}{l}", f"{f[0]}{l}{rng.randint(1, 9)}", f"{l}.{f[0]}", f"{f}.{l}",
                       f"{l[:5]}{f[:2]}", f"{f[0]}{l[:6]}{rng.randint(10, 99)}", f"{f}{rng.randint(1, 99)}"])


# ------------------------------------------------------------------ identifiers
def _d(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _L(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def mrn(rng, country):
    if country == "US":
        return rng.choice([_d(rng, 8), f"{_d(rng, 3)}-{_d(rng, 4)}", f"E{_d(rng, 7)}", f"MR{_d(rng, 6)}"])
    if country == "UK":
        return rng.choice([f"{_L(rng, 1)}{_d(rng, 7)}", f"RX{_d(rng, 6)}", f"{_d(rng, 2)}{_L(rng, 1)}{_d(rng, 5)}"])
    return rng.choice([_d(rng, 7), f"UR{_d(rng, 6)}", f"{_d(rng, 3)}-{_d(rng, 3)}-{_d(rng, 1)}"])


def resident_id(rng):
    return rng.choice([f"RES-{_d(rng, 5)}", f"R{_d(rng, 4)}", f"{_L(rng, 2)}{_d(rng, 4)}", f"CL-{_d(rng, 6)}"])


def nhs_number(rng):
    return f"999 {_d(rng, 3)} {_d(rng, 4)}" if rng.random() < 0.7 else f"999{_d(rng, 7)}"


def ssn(rng, country):
    if country == "US":
        return rng.choice([f"9{_d(rng, 2)}-{_d(rng, 2)}-{_d(rng, 4)}", f"000-{_d(rng, 2)}-{_d(rng, 4)}",
                           f"9{_d(rng, 8)}"])
    if country == "UK":
        pre = rng.choice(["QQ", "QZ", "DQ", "FY", "VU", "UV", "IQ", "DF"])
        n = _d(rng, 6)
        return rng.choice([f"{pre} {n[:2]} {n[2:4]} {n[4:]} {rng.choice('ABCD')}", f"{pre}{n}{rng.choice('ABCD')}"])
    return rng.choice([f"9{_d(rng, 2)} {_d(rng, 3)} {_d(rng, 3)}{_L(rng, 1)}", f"9{_d(rng, 8)}{_L(rng, 1)}"])


def mbi(rng):
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN = A + "0123456789"
    c = [str(rng.randint(1, 9)), rng.choice(A), rng.choice(AN), str(rng.randint(0, 9)), rng.choice(A),
         rng.choice(AN), str(rng.randint(0, 9)), rng.choice(A), rng.choice(A), str(rng.randint(0, 9)),
         str(rng.randint(0, 9))]
    s = "".join(c)
    return s if rng.random() < 0.5 else f"{s[:4]}-{s[4:7]}-{s[7:]}"


def healthplan(rng, country, kind=None):
    kinds = {"US": ["mbi", "medicaid", "member", "group"], "UK": ["policy"], "AU": ["medicare", "dva", "fund"]}[country]
    k = kind or rng.choice(kinds)
    return {
        "mbi": lambda: mbi(rng),
        "medicaid": lambda: rng.choice([f"MCD{_d(rng, 8)}", f"{_d(rng, 9)}A", f"W{_d(rng, 8)}"]),
        "member": lambda: rng.choice([f"{_L(rng, 3)}{_d(rng, 6)}", f"{_L(rng, 1)}{_d(rng, 9)}"]),
        "group": lambda: rng.choice([f"GRP-{_d(rng, 5)}", f"{_d(rng, 6)}-{_L(rng, 2)}"]),
        "policy": lambda: rng.choice([f"MHI-{_d(rng, 4)}-{_d(rng, 2)}", f"{_L(rng, 2)}{_d(rng, 7)}", f"POL{_d(rng, 6)}"]),
        "medicare": lambda: rng.choice([f"{rng.randint(2, 6)}{_d(rng, 3)} {_d(rng, 5)} {rng.randint(1, 9)}",
                                        f"{rng.randint(2, 6)}{_d(rng, 9)}"]),
        "dva": lambda: f"{_L(rng, 1, 'NVQWST')}{_L(rng, 1, 'XS')}{_d(rng, 6)}",
        "fund": lambda: rng.choice([f"HF-{_d(rng, 8)}", f"{_d(rng, 8)}{_L(rng, 1)}"]),
    }[k]()


HP_LABEL = {"mbi": ["Medicare MBI", "MBI", "Medicare ID"], "medicaid": ["Medicaid #", "Medicaid ID"],
            "member": ["Member ID", "Subscriber ID"], "group": ["Group", "Group no."],
            "policy": ["Policy no.", "Insurer ref"], "medicare": ["Medicare No.", "Medicare card"],
            "dva": ["DVA File No.", "DVA Gold Card"], "fund": ["Health fund member no.", "Fund member"]}


def account(rng):
    return rng.choice([f"{_d(rng, 4)}-{_d(rng, 4)}", f"V{_d(rng, 7)}", f"{_d(rng, 9)}", f"ENC-{_d(rng, 6)}",
                       f"FA-{_d(rng, 5)}", f"{_L(rng, 2)}{_d(rng, 6)}-{_d(rng, 2)}", f"AC/{_d(rng, 6)}"])


def license_(rng, country, kind=None):
    kinds = {"US": ["npi", "dea", "state", "dl"], "UK": ["gmc", "nmc", "dl"], "AU": ["ahpra", "presc", "dl"]}[country]
    k = kind or rng.choice(kinds)
    if k == "npi":
        return f"{rng.choice('12')}{_d(rng, 9)}"
    if k == "dea":
        return f"{_L(rng, 2, 'ABFGMP')}{_d(rng, 7)}"
    if k == "state":
        return rng.choice([f"{_d(rng, 7)}", f"RN{_d(rng, 6)}", f"{_L(rng, 2)}-{_d(rng, 5)}"])
    if k == "gmc":
        return _d(rng, 7)
    if k == "nmc":
        return f"{_d(rng, 2)}{_L(rng, 1)}{_d(rng, 4)}{_L(rng, 1)}"
    if k == "ahpra":
        return f"{rng.choice(['MED', 'NMW', 'PHA', 'OCC'])}{_d(rng, 10)}"
    if k == "presc":
        return _d(rng, 7)
    if k == "dl":
        if country == "US":
            return rng.choice([f"{_L(rng, 1)}{_d(rng, 7)}", f"{_L(rng, 1)}{_d(rng, 3)}-{_d(rng, 4)}-{_d(rng, 4)}"])
        if country == "UK":
            return f"{_L(rng, 5)}{_d(rng, 6)}{_L(rng, 2)}{_d(rng, 1)}{_L(rng, 2)}"
        return _d(rng, 8)
    raise ValueError(k)


def device(rng):
    return rng.choice([f"{_L(rng, 3)}{_d(rng, 6)}", f"SN{_d(rng, 8)}", f"{_d(rng, 4)}-{_L(rng, 2)}-{_d(rng, 4)}",
                       f"BED-{_d(rng, 5)}", f"OC{_d(rng, 1)}-{_d(rng, 7)}", f"{_d(rng, 2)}{_L(rng, 1)}{_d(rng, 5)}",
                       f"PA-{_d(rng, 5)}", f"{_L(rng, 2)}{_d(rng, 3)}{_L(rng, 2)}{_d(rng, 2)}"])


def vehicle(rng, country, vin=False):
    if vin:
        A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(rng.choice(A) for _ in range(17))
    if country == "US":
        return rng.choice([f"{rng.randint(1, 9)}{_L(rng, 3)}{_d(rng, 3)}", f"{_L(rng, 3)}-{_d(rng, 4)}",
                           f"{_L(rng, 3)} {_d(rng, 3)}"])
    if country == "UK":
        return f"{_L(rng, 2)}{_d(rng, 2)} {_L(rng, 3)}"
    return rng.choice([f"{_d(rng, 1)}{_L(rng, 3)}{_d(rng, 3)}", f"{_L(rng, 3)}-{_d(rng, 3)}", f"{_L(rng, 2)}-{_d(rng, 2)}-{_L(rng, 2)}"])


def bioid(rng):
    return rng.choice([f"FP-{_d(rng, 5)}", f"BT-{_d(rng, 7)}", f"VP{_d(rng, 6)}", f"PV-{_d(rng, 4)}",
                       f"FR-{_d(rng, 5)}", f"RS{_d(rng, 4)}-{_L(rng, 2)}", f"{_L(rng, 2)}{_d(rng, 6)}"])


def idnum(rng, kind=None):
    y = rng.randint(21, 25)
    k = kind or rng.choice(["acc", "spec", "order", "ref", "datix", "ir", "sg", "dols", "polst",
                            "respect", "rx", "case", "pkg", "mac"])
    return {
        "acc": f"{_L(rng, 1)}{y}-{_d(rng, 4)}",
        "spec": f"{y}-{_L(rng, 2)}-{_d(rng, 5)}",
        "order": f"ORD-{_d(rng, 7)}",
        "ref": f"REF-20{y}-{_d(rng, 5)}",
        "datix": f"DTX-{_d(rng, 5)}",
        "ir": f"IR-{y}-{_d(rng, 4)}",
        "sg": f"SG/{_d(rng, 4)}/{y}",
        "dols": f"DOLS-{_d(rng, 4)}-{y}",
        "polst": f"{_d(rng, 6)}",
        "respect": f"RSP-{_d(rng, 5)}",
        "rx": f"{_d(rng, 7)}",
        "case": f"CC-{y}-{_d(rng, 4)}",
        "pkg": f"CP/{_d(rng, 6)}",
        "mac": f"AC{_d(rng, 8)}",
    }[k]
