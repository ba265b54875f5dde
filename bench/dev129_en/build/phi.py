"""PHI value makers, people and per-note context. Every PHI value is wrapped by M()."""
import datetime as dt
import unicodedata
import pools as P

OPEN, MID, CLOSE = "\ue000", "\ue001", "\ue002"


def M(t, v):
    v = str(v)
    assert v and v == v.strip() and OPEN not in v, (t, v)
    return f"{OPEN}{t}{MID}{v}{CLOSE}"


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128)


def digits(r, n, first_nonzero=False):
    s = "".join(r.choice("0123456789") for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def letters(r, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(alphabet) for _ in range(n))


def wchoice(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, country, sex=None, origin=None, family=None):
        self.r = r
        self.country = country
        self.sex = sex or r.choice("FM")
        self.origin = origin or wchoice(r, P.ORIGINS[country])
        key = {"anglo": "anglo", "indian": "indian", "filipino": "filipino", "other": "other"}[self.origin]
        self.given = r.choice(P.GIVEN[key + ("_f" if self.sex == "F" else "_m")])
        self.family = family or r.choice(P.FAMILY_NAMES[key])
        self.middle = None
        if r.random() < 0.35:
            if self.origin == "filipino":  # mother's maiden name as middle name
                self.middle = r.choice(P.FAMILY_NAMES["filipino"])
            else:
                self.middle = r.choice(P.GIVEN[r.choice(["anglo_f", "anglo_m", "indian_m", "other_m"])])
        nk = P.NICKS.get(self.given)
        self.nick = nk if nk else r.choice(P.GENERIC_NICKS[key])

    # plain string forms -------------------------------------------------
    def first(self):
        return self.given

    def last(self):
        return self.family

    def full(self):
        return f"{self.given} {self.family}"

    def mid_init(self):
        return self.middle[0] + "." if self.middle else letters(self.r, 1) + "."

    def full_mid(self):
        return f"{self.given} {self.mid_init()} {self.family}"

    def first_init(self):
        return f"{self.given} {self.family[0]}."

    def init_last(self):
        return f"{self.given[0]}. {self.family}"

    def initials(self, style=None):
        g = self.given[0]
        f = self.family.replace("Dela ", "D").replace("De ", "D").replace("Delos ", "D")[0]
        style = style or self.r.choice(["dots", "plain", "plain", "lower"])
        if style == "dots":
            return f"{g}.{f}."
        if style == "lower":
            return (g + f).lower()
        return g + f

    def last_comma(self, upper=False):
        s = f"{self.family}, {self.given}"
        if self.middle and self.r.random() < 0.5:
            s += " " + self.middle[0]
        return s.upper() if upper else s

    def email_local(self):
        g = ascii_fold(self.given).lower().replace(" ", "").replace(".", "").replace("-", "")
        f = ascii_fold(self.family).lower().replace(" ", "").replace("'", "")
        r = self.r
        return r.choice([f"{g}.{f}", f"{g}{f[0]}{digits(r, 2)}", f"{g[0]}{f}", f"{g}_{f}{digits(r, 2)}",
                         f"{f}.{g}{digits(r, 4)}", f"{g}.{f[0]}"])

    def username(self):
        g = ascii_fold(self.given).lower().replace(" ", "").replace(".", "").replace("-", "")
        f = ascii_fold(self.family).lower().replace(" ", "").replace("'", "")
        r = self.r
        return r.choice([f"{g[0]}{f}{r.randint(1, 99)}", f"{g}_{f[:4]}", f"{g}{digits(r, 2)}", f"{f}{g[0]}",
                         f"{g}.{f}", f"{self.nick.lower().replace(' ', '').replace('-', '')}_{digits(r, 3)}",
                         f"{g[:3]}{f[:3]}{r.randint(1, 9)}"])


def title_for(p, r):
    return r.choice(P.TITLES_F[p.country] if p.sex == "F" else P.TITLES_M[p.country])


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WABBR = [["Mon"], ["Tue", "Tues"], ["Wed"], ["Thu", "Thurs"], ["Fri"], ["Sat"], ["Sun"]]
HOLIDAYS = {
    "US": ["Christmas", "Thanksgiving", "the Fourth of July", "New Year's Day", "Memorial Day", "Labor Day",
           "Christmas Eve", "Easter"],
    "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "Christmas Eve", "Good Friday"],
    "IN": ["Diwali", "Holi", "Pongal", "Onam", "Eid", "Raksha Bandhan", "Ganesh Chaturthi", "Republic Day",
           "Dussehra"],
    "PH": ["Christmas", "Holy Week", "All Saints' Day", "Christmas Eve", "New Year's Eve", "Independence Day",
           "Undas", "Maundy Thursday"],
}


def ordn(n):
    return str(n) + ("th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def rand_date(r, y0=2023, y1=2025):
    a = dt.date(y0, 1, 1).toordinal()
    b = dt.date(y1, 12, 31).toordinal()
    return dt.date.fromordinal(r.randint(a, b))


def rand_dob(r, age):
    today = dt.date(2025, 6, 1)
    return dt.date.fromordinal(today.toordinal() - int(age * 365.25) - r.randint(0, 360))


def fmt_date(r, d, country, style):
    m, dd, y = d.month, d.day, d.year
    wd = d.weekday()
    dayfirst = country in ("UK", "IN")
    if style == "num_full":
        if country == "US":
            return r.choice([f"{m:02d}/{dd:02d}/{y}", f"{m}/{dd}/{y}"])
        if country == "PH":
            return r.choice([f"{m:02d}/{dd:02d}/{y}", f"{m:02d}-{dd:02d}-{y}"])
        if country == "IN":
            return r.choice([f"{dd:02d}-{m:02d}-{y}", f"{dd:02d}/{m:02d}/{y}", f"{dd:02d}.{m:02d}.{y}"])
        return r.choice([f"{dd:02d}/{m:02d}/{y}", f"{dd}/{m}/{y}"])
    if style == "num_short":
        return f"{dd}/{m}/{y % 100:02d}" if dayfirst else f"{m}/{dd}/{y % 100:02d}"
    if style == "num_md":
        return f"{dd}/{m}" if dayfirst else f"{m}/{dd}"
    if style == "long":
        if dayfirst:
            return r.choice([f"{dd} {MONTHS[m - 1]} {y}", f"{ordn(dd)} {MONTHS[m - 1]} {y}", f"{dd} {MABBR[m - 1]} {y}"])
        return r.choice([f"{MONTHS[m - 1]} {dd}, {y}", f"{MABBR[m - 1]} {dd}, {y}", f"{MABBR[m - 1]}{'.' if m != 5 else ''} {dd}, {y}"])
    if style == "abbr":
        if dayfirst:
            return r.choice([f"{dd} {MABBR[m - 1]}", f"{ordn(dd)} {MONTHS[m - 1]}", f"{dd} {MONTHS[m - 1]}"])
        return r.choice([f"{MABBR[m - 1]} {dd}", f"{MONTHS[m - 1]} {dd}", f"{MONTHS[m - 1]} {ordn(dd)}"])
    if style == "wd_num":
        w = r.choice(WABBR[wd])
        return f"{w} {dd}/{m}" if dayfirst else f"{w} {m}/{dd}"
    if style == "wd_long":
        if dayfirst:
            return r.choice([f"{WDAYS[wd]} {dd} {MONTHS[m - 1]}", f"{WDAYS[wd]}, {ordn(dd)} {MONTHS[m - 1]}",
                             f"{WDAYS[wd]} {ordn(dd)}"])
        return r.choice([f"{WDAYS[wd]}, {MONTHS[m - 1]} {dd}, {y}", f"{WDAYS[wd]}, {MONTHS[m - 1]} {dd}",
                         f"{WDAYS[wd]} the {ordn(dd)}"])
    if style == "iso":
        return d.isoformat()
    if style == "month_year":
        return r.choice([f"{MONTHS[m - 1]} {y}", f"{MABBR[m - 1]} {y}"])
    if style == "year":
        return str(y)
    if style == "month":
        return MONTHS[m - 1]
    if style == "weekday":
        return r.choice([WDAYS[wd]] * 3 + WABBR[wd])
    if style == "day_ord":
        return ordn(dd)
    raise ValueError(style)


# ---------------------------------------------------------------- contact data
def phone(r, country, ext=None):
    d4 = digits(r, 4)
    if country == "US":
        a = digits(r, 1, True) + digits(r, 2)
        while a[0] in "01" or a == "555":
            a = digits(r, 1, True) + digits(r, 2)
        v = r.choice([f"({a}) 555-{d4}", f"{a}-555-{d4}", f"{a}.555.{d4}", f"+1 {a} 555 {d4}",
                      f"555-{d4}", f"1-{a}-555-{d4}", f"({a})555-{d4}"])
    elif country == "UK":
        v = r.choice([f"07{digits(r, 3)} 555 {digits(r, 3)}", f"01{digits(r, 3)} 555{digits(r, 3)}",
                      f"01{digits(r, 3)} 555 {digits(r, 3)}", f"+44 7{digits(r, 3)} 555 {digits(r, 3)}",
                      f"020 7555 {d4}", f"0{digits(r, 3)} 555 {d4}"])
    elif country == "IN":
        p = r.choice(["98", "97", "94", "99", "70", "88", "91", "63"])
        v = r.choice([f"+91 {p}555 {digits(r, 5)}", f"{p}555{digits(r, 5)}", f"{p}555 {digits(r, 5)}",
                      f"0{digits(r, 2, True)}-2555 {d4}", f"+91-{p}555-{digits(r, 5)}", f"0{p}555 {digits(r, 5)}"])
    else:
        n = r.choice(["917", "918", "927", "998", "906", "945", "966"])
        v = r.choice([f"+63 {n} 555 {d4}", f"0{n}-555-{d4}", f"0{n} 555 {d4}", f"(02) 8555-{d4}",
                      f"(049) 555-{d4}", f"0{n}5551{digits(r, 3)}", f"+639{n[1:]}555{d4}"])
    if ext is None:
        ext = r.random() < 0.08
    if ext:
        v += r.choice([f" ext. {r.randint(2, 499)}", f" x{r.randint(100, 999)}", f" ext {r.randint(10, 99)}",
                       f" loc. {r.randint(100, 350)}"])
    return v


def pager(r):
    return r.choice([f"{r.randint(2, 9)}-{digits(r, 4)}", digits(r, 4, True), f"#{digits(r, 4, True)}"[1:],
                     digits(r, 5, True)])


DOMAINS = ["example.com", "example.org", "example.net"]
SUBS = ["mail", "portal", "clinic", "care", "health", "inbox", "staff", "telehealth", "pharmacy", "billing"]


def domain(r, sub_p=0.4):
    d = r.choice(DOMAINS)
    if r.random() < sub_p:
        d = r.choice(SUBS) + "." + d
    return d


def email(r, person=None, role=None):
    if person is not None:
        loc = person.email_local()
    else:
        loc = role or r.choice(["frontdesk", "appointments", "billing", "refills", "info", "triage",
                                "hr.leave", "records", "admin", "nurseline", "claims", "reception"])
    return f"{loc}@{domain(r)}"


def url(r):
    d = domain(r, 0.5)
    pre = r.choice(["", "", "www.", "https://", "https://www.", "http://"])
    if pre.endswith("www.") and not d.startswith("example"):
        pre = pre[:-4]
    path = r.choice(["", "/portal", "/login", "/refill", "/appointments", "/forms/sick-note",
                     f"/room/{letters(r, 3)}{digits(r, 3)}", f"/pay?inv={digits(r, 6)}", "/telehealth",
                     "/patient/messages", f"/r/{letters(r, 5).lower()}", "/help/reset-password",
                     f"/visit/{digits(r, 5)}"])
    return pre + d + path


def ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    if k == 1:
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"


# ---------------------------------------------------------------- identifiers
def mrn(r, country):
    if country == "US":
        return r.choice([digits(r, 8), f"{digits(r, 3)}-{digits(r, 4)}", f"M{digits(r, 7)}", digits(r, 7, True)])
    if country == "UK":
        return r.choice([f"{digits(r, 3, True)} {digits(r, 3)} {digits(r, 4)}", f"K{digits(r, 7)}",
                         f"RX{digits(r, 6)}", digits(r, 10, True)])
    if country == "IN":
        return r.choice([f"{r.randint(20, 25)}/{digits(r, 6)}", f"UH{digits(r, 8)}", f"SMH-{digits(r, 6)}",
                         f"OP{digits(r, 7)}"])
    return r.choice([f"{r.randint(10, 25)}-{digits(r, 6)}", f"HRN{digits(r, 6)}", f"SRMC-{digits(r, 7)}"])


def ssn(r, country):
    if country == "IN":
        return r.choice([f"9{digits(r, 3)} {digits(r, 4)} {digits(r, 4)}", f"9{digits(r, 11)}"])
    if country == "PH":
        return r.choice([f"00-0{digits(r, 6)}-{digits(r, 1)}", f"000-{digits(r, 3)}-{digits(r, 3)}"])
    return r.choice([f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}", f"000-{digits(r, 2)}-{digits(r, 4)}",
                     f"9{digits(r, 8)}"])


def healthplan(r, country):
    if country == "US":
        return r.choice([letters(r, 3) + digits(r, 6), f"W{digits(r, 9)}", f"{letters(r, 2)}{digits(r, 8)}-01",
                         f"GRP-{digits(r, 5)}", f"{digits(r, 3)}{letters(r, 2)}{digits(r, 5)}"])
    if country == "UK":
        return r.choice([f"AP-{digits(r, 7)}", f"THM{digits(r, 8)}", f"{digits(r, 6)}/{letters(r, 2)}"])
    if country == "IN":
        return r.choice([f"SHI/{digits(r, 4)}/{digits(r, 7)}", f"P/{digits(r, 6)}/01/{r.randint(2023, 2025)}/{digits(r, 6)}",
                         f"NM{digits(r, 9)}", f"TPA-{digits(r, 8)}"])
    return r.choice([f"{digits(r, 2)}-{digits(r, 9)}-{digits(r, 1)}", f"KHMO-{digits(r, 8)}",
                     f"MHP{digits(r, 7)}"])


def account(r, country):
    return r.choice([f"{digits(r, 4)}-{digits(r, 4)}", f"ACC{digits(r, 7)}", f"V{digits(r, 7)}",
                     f"ENC-{digits(r, 8)}", f"INV/{digits(r, 4)}/{digits(r, 5)}", digits(r, 9, True),
                     f"BL{digits(r, 6)}", f"{letters(r, 1)}{digits(r, 2)}-{digits(r, 6)}"])


def license_(r, country, kind=None):
    kind = kind or r.choice(["dea", "npi", "state", "dl"])
    if kind == "dea":
        return letters(r, 2) + digits(r, 7)
    if kind == "npi":
        return "1" + digits(r, 9)
    if kind == "dl":
        if country == "UK":
            return f"{letters(r, 5)}{digits(r, 6)}{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}"
        if country == "IN":
            return f"{letters(r, 2)}{r.randint(10, 50)} {r.randint(2005, 2023)}{digits(r, 7)}"
        if country == "PH":
            return f"N{digits(r, 2)}-{digits(r, 2)}-{digits(r, 6)}"
        return f"{letters(r, 1)}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}"
    if country == "UK":
        return r.choice([digits(r, 7, True), f"{digits(r, 2)}{letters(r, 1)}{digits(r, 4)}{letters(r, 1)}"])
    if country == "IN":
        return r.choice([f"KMC-{digits(r, 5)}", f"MMC/{r.randint(2001, 2020)}/{digits(r, 5)}", digits(r, 6, True)])
    if country == "PH":
        return digits(r, 7, True)
    return r.choice([f"ME{digits(r, 6)}", f"RN{digits(r, 7)}", f"{letters(r, 1)}-{digits(r, 5)}"])


def device(r):
    return r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"GX-{digits(r, 5)}-{letters(r, 1)}",
                     f"{digits(r, 1)}{letters(r, 1)}{digits(r, 1)}{letters(r, 1)}{digits(r, 4)}",
                     f"PMP-{digits(r, 6)}", f"HA{digits(r, 8)}", f"SN{digits(r, 9)}",
                     f"{letters(r, 2)}{digits(r, 2)}-{digits(r, 5)}", f"35{digits(r, 13)}"])


def vehicle(r, country, vin=None):
    if vin or (vin is None and r.random() < 0.15):
        return letters(r, 1, "123456789JKLMNPRSTVWXYZ") + letters(r, 16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    if country == "US":
        return r.choice([f"{digits(r, 1, True)}{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 4)}",
                         f"{letters(r, 3)} {digits(r, 3)}"])
    if country == "UK":
        return f"{letters(r, 2)}{r.randint(10, 74)} {letters(r, 3)}"
    if country == "IN":
        st = r.choice(["MH", "KA", "TN", "KL", "GJ", "PB", "TS", "WB", "UP", "DL"])
        return r.choice([f"{st} {r.randint(1, 50):02d} {letters(r, 2)} {digits(r, 4)}",
                         f"{st}{r.randint(1, 50):02d}{letters(r, 2)}{digits(r, 4)}"])
    return r.choice([f"{letters(r, 3)} {digits(r, 4)}", f"{letters(r, 3)}-{digits(r, 3)}", f"{digits(r, 3)}{letters(r, 2)}"])


def bioid(r):
    return r.choice([f"FP-{digits(r, 5)}", f"FPT-{digits(r, 6)}", f"IR{digits(r, 7)}", f"VP-{digits(r, 5)}",
                     f"PV{digits(r, 6)}", f"FID-{digits(r, 4)}-{digits(r, 4)}", f"BIO{letters(r, 2)}{digits(r, 5)}"])


def idnum(r, kind=None):
    kind = kind or r.choice(["acc", "ord", "spec", "case", "req", "rx", "inc", "tkt", "ref", "lab"])
    return {
        "acc": lambda: f"S{r.randint(22, 25)}-{digits(r, 4)}",
        "ord": lambda: f"ORD-{digits(r, 7)}",
        "spec": lambda: f"SP{digits(r, 8)}",
        "case": lambda: f"CASE-{digits(r, 5)}",
        "req": lambda: f"RQ{digits(r, 6)}",
        "rx": lambda: digits(r, 7, True),
        "inc": lambda: f"IR-{r.randint(2023, 2025)}-{digits(r, 4)}",
        "tkt": lambda: f"TKT-{digits(r, 6)}",
        "ref": lambda: f"REF/{digits(r, 5)}",
        "lab": lambda: f"LAB{digits(r, 6)}",
        "ubrn": lambda: f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)}",
        "emp": lambda: r.choice([f"EMP{digits(r, 5)}", f"E-{digits(r, 6)}", f"{letters(r, 2)}{digits(r, 4)}"]),
        "osca": lambda: f"OSCA-{digits(r, 6)}",
    }[kind]()


# ---------------------------------------------------------------- ages
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def age_words(n):
    if n < 20:
        return NUMW[n]
    t, u = divmod(n, 10)
    if t >= 10:
        return str(n)
    return TENS[t] + ("" if u == 0 else "-" + NUMW[u])
