"""PHI value generators and surface formatters. All values invented; markers wrap every PHI value."""
import datetime as dt
import random
import string

from pools import *  # noqa: F401,F403

R = random.Random(125)
S, MID, E = "\ue000", "\ue001", "\ue002"


def m(t, v):
    v = str(v)
    assert v == v.strip() and v, (t, v)
    return S + t + MID + v + E


def ch(seq):
    return R.choice(seq)


def p(x):
    return R.random() < x


def ri(a, b):
    return R.randint(a, b)


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool=string.ascii_uppercase):
    return "".join(R.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- numbers
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, sex=None, role=None):
        self.sex = sex or ch("FM")
        pool = GIVEN_F if self.sex == "F" else GIVEN_M
        self.first = ch(pool)
        self.last = ch(SURNAMES)
        if p(0.08):
            other = ch(SURNAMES)
            if " " not in other and "'" not in other and other != self.last:
                self.last = self.last + "-" + other
        self.middle = ch(pool) if p(0.45) else None
        if self.middle == self.first:
            self.middle = None
        self.nick = ch(NICKNAMES) if p(0.15) else None
        self.role = role
        self._user = None

    @property
    def mi(self):
        return self.middle[0] if self.middle else ch(string.ascii_uppercase.replace("X", ""))

    def initials(self):
        return self.first[0] + self.last[0]

    def username(self):
        if self._user is None:
            f = "".join(c for c in self.first.lower() if c.isascii() and c.isalpha())
            last = "".join(c for c in self.last.lower() if c.isascii() and c.isalpha())
            style = ri(0, 6)
            u = [f[0] + last, f[0] + last + str(ri(1, 99)), last + f[0], f + "." + last,
                 f[0] + (self.middle[0].lower() if self.middle else "x") + last[:6],
                 last[:5] + f[:2] + str(ri(1, 9)), f + last[0] + str(ri(10, 999))][style]
            self._user = u
        return self._user


def title(person):
    if person.sex == "F":
        return ch(["Ms.", "Ms", "Mrs.", "Mrs", "Miss", "Ms."])
    return ch(["Mr.", "Mr", "Mr."])


def pname(person, form=None, t="PATIENT"):
    """Name of a patient/relative; titles stay outside the span."""
    f = form or ch(["full", "full", "fml", "lf", "title", "title", "first", "LF", "init", "fi", "fI",
                    "last", "titlefull", "UP"])
    P = person
    if f == "full":
        return m(t, f"{P.first} {P.last}")
    if f == "fml":
        mid = P.middle if (P.middle and p(0.4)) else P.mi + "."
        return m(t, f"{P.first} {mid} {P.last}")
    if f == "lf":
        return m(t, f"{P.last}, {P.first}")
    if f == "LF":
        mid = " " + P.mi if p(0.5) else ""
        return m(t, f"{P.last.upper()}, {P.first.upper()}{mid}")
    if f == "UP":
        return m(t, f"{P.first.upper()} {P.last.upper()}")
    if f == "title":
        return title(P) + " " + m(t, P.last)
    if f == "titlefull":
        return title(P) + " " + m(t, f"{P.first} {P.last}")
    if f == "first":
        return m(t, P.first)
    if f == "last":
        return m(t, P.last)
    if f == "init":
        return m(t, ch([f"{P.first[0]}.{P.last[0]}.", f"{P.first[0]}{P.last[0]}", f"{P.first[0]}.{P.mi}.{P.last[0]}."]))
    if f == "fi":
        return m(t, f"{P.first} {P.last[0]}.")
    if f == "fI":
        return m(t, f"{P.first[0]}. {P.last}")
    if f == "nick":
        return m(t, P.nick or P.first)
    raise ValueError(f)


CRED = {"md": ["MD", "MD", "DO", "MD, FRCPC", "MD, CCFP(EM)", "MD FACEP"], "res": ["MD", "MD, PGY-2", "DO, PGY-3", "MD (resident)"],
        "rn": ["RN", "RN", "RN, BSN", "RN, CEN", "LPN", "RPN"], "np": ["NP", "NP-C", "FNP-BC"], "pa": ["PA-C", "PA"],
        "medic": ["Paramedic", "PCP", "ACP", "EMT-P", "NRP", "CCP"], "emt": ["EMT", "EMT-B", "EMR"],
        "pharm": ["PharmD", "RPh", "BScPhm"], "sw": ["MSW", "LCSW", "RSW"], "rt": ["RRT", "RT"], "scribe": ["scribe"],
        "tox": ["MD", "MD, ABMT"], "psych": ["MD", "MD, FRCPC", "DO"], "spi": ["RN, CSPI", "PharmD, CSPI", "CSPI"]}


COUNTRY = ["US"]  # set per note by blocks.Ctx
CA_ONLY = ("FRCPC", "CCFP", "RPN", "BScPhm", "RSW", "PCP", "ACP", "CCP")
US_ONLY = ("FACEP", "LCSW", "NRP", "EMT-P", "ABMT", "FNP-BC", "DO")


def doc(person, form=None, role=None):
    """Clinician/staff name; titles and credentials outside."""
    P = person
    role = role or P.role or "md"
    if getattr(P, "cred", None) is None or P.cred_role != role:
        bad = CA_ONLY if COUNTRY[0] == "US" else US_ONLY
        opts = [x for x in CRED.get(role, ["RN"]) if not any(b in x for b in bad)] or ["RN"]
        P.cred, P.cred_role = ch(opts), role
    cred = P.cred
    f = form or ch(["drlast", "drfull", "fullcred", "fullcred", "lastfirstcred", "fIcred", "fullsp", "dr_nodot",
                    "fmlcred", "UPcred"])
    if role not in ("md", "res", "tox", "psych") and f.startswith("dr"):
        f = "fullcred"
    if f == "drlast":
        return "Dr. " + m("DOCTOR", P.last)
    if f == "dr_nodot":
        return "Dr " + m("DOCTOR", P.last)
    if f == "drfull":
        return ch(["Dr. ", "Dr "]) + m("DOCTOR", f"{P.first} {P.last}")
    if f == "fullcred":
        return m("DOCTOR", f"{P.first} {P.last}") + ", " + cred
    if f == "fullsp":
        return m("DOCTOR", f"{P.first} {P.last}") + " " + cred
    if f == "lastfirstcred":
        return m("DOCTOR", f"{P.last}, {P.first}") + " " + cred
    if f == "fIcred":
        return m("DOCTOR", f"{P.first[0]}. {P.last}") + ", " + cred
    if f == "fmlcred":
        return m("DOCTOR", f"{P.first} {P.mi}. {P.last}") + ", " + cred
    if f == "UPcred":
        return m("DOCTOR", f"{P.last.upper()}, {P.first.upper()}") + " " + cred.upper()
    if f == "plain":
        return m("DOCTOR", f"{P.first} {P.last}")
    if f == "first":
        return m("DOCTOR", P.first)
    if f == "last":
        return m("DOCTOR", P.last)
    raise ValueError(f)


def user(person):
    return m("USERNAME", person.username())


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_AB = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fdate(d, style):
    mo, dy, y = d.month, d.day, d.year
    M, Mb = MONTHS[mo - 1], MONTHS[mo - 1][:3]
    return {
        "mdy": f"{mo:02d}/{dy:02d}/{y}", "mdy1": f"{mo}/{dy}/{y}", "mdy2": f"{mo}/{dy}/{y % 100:02d}",
        "iso": f"{y}-{mo:02d}-{dy:02d}", "long": f"{M} {dy}, {y}", "abbr": f"{Mb} {dy}, {y}",
        "dmy": f"{dy} {M} {y}", "dmyb": f"{dy} {Mb} {y}", "dmyB": f"{dy:02d}-{Mb.upper()}-{y}",
        "dmyh": f"{dy:02d}-{Mb}-{y}", "md": f"{mo}/{dy}", "mdz": f"{mo:02d}/{dy:02d}", "Md": f"{M} {dy}",
        "Mbd": f"{Mb} {dy}", "Mord": f"{M} {ordinal(dy)}", "my": f"{M} {y}", "mby": f"{Mb} {y}",
        "y": f"{y}", "mdyd": f"{mo:02d}-{dy:02d}-{y}", "dotted": f"{y}.{mo:02d}.{dy:02d}",
        "wd": WDAYS[d.weekday()], "wdab": f"{WD_AB[d.weekday()]} {mo}/{dy}",
        "wdlong": f"{WDAYS[d.weekday()]}, {M} {dy}, {y}", "wdmd": f"{WDAYS[d.weekday()]} {mo}/{dy}",
        "wdab2": f"{WD_AB[d.weekday()]}, {Mb} {dy}", "mY": f"{mo}/{y}", "ord_of": f"the {ordinal(dy)} of {M}",
    }[style]


FULL_US = ["mdy", "mdy", "mdy1", "mdy2", "long", "abbr", "iso", "dmyB", "mdyd"]
FULL_CA = ["iso", "iso", "dmyb", "dmy", "long", "abbr", "dmyh", "mdy", "dotted"]


def D(d, style=None, ctx=None):
    if style is None or style == "full":
        style = ch(FULL_CA if (ctx and ctx.country == "CA") else FULL_US)
    elif style == "short":
        style = ch(["md", "Md", "Mbd", "Mord", "mdz", "wdab", "wd", "ord_of"])
    elif style == "any":
        style = ch(FULL_US + FULL_CA + ["md", "Md", "Mbd", "my", "wdlong", "wdab", "wdmd", "Mord", "wdab2"])
    return m("DATE", fdate(d, style))


HOLIDAYS_US = [("Christmas", 12, 25), ("Christmas Eve", 12, 24), ("New Year's Eve", 12, 31), ("New Year's Day", 1, 1),
               ("the Fourth of July", 7, 4), ("July 4th", 7, 4), ("Halloween", 10, 31), ("Thanksgiving", 11, 25),
               ("Labor Day", 9, 2), ("Memorial Day", 5, 27), ("St. Patrick's Day", 3, 17), ("Easter", 4, 9)]
HOLIDAYS_CA = [("Christmas", 12, 25), ("Boxing Day", 12, 26), ("Canada Day", 7, 1), ("Victoria Day", 5, 20),
               ("Labour Day", 9, 2), ("Thanksgiving", 10, 14), ("Family Day", 2, 17), ("New Year's Eve", 12, 31),
               ("Halloween", 10, 31), ("Remembrance Day", 11, 11), ("Easter Monday", 4, 1)]


def holiday(ctx):
    name, mo, dy = ch(HOLIDAYS_CA if ctx.country == "CA" else HOLIDAYS_US)
    if name.startswith("the "):
        return "the " + m("DATE", name[4:])
    return m("DATE", name)


def rand_date(y0=2018, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(ri(start, end))


# ---------------------------------------------------------------- ages
def age(a, style=None, sex=None):
    sx = sex or ch("MF")
    st = style or ch(["yo_hy", "yo_hy", "yo_hy", "yo", "yo_tight", "y/o", "y.o.", "words", "yr-old", "yrs"])
    A = m("AGE", str(a))
    if st == "words" and a < 110:
        return m("AGE", words(a)) + "-year-old"
    if st == "words":
        st = "yo_hy"
    return {"yo_hy": f"{A}-year-old", "yo": f"{A} yo", "yo_tight": f"{A}yo", "y/o": f"{A} y/o",
            "y.o.": f"{A} y.o.", "sexL": f"{A}{sx}", "sexsp": f"{A} {sx}", "age": f"age {A}",
            "aged": f"aged {A}", "years old": f"{A} years old", "yr-old": f"{A}-yr-old", "yrs": f"{A} yrs",
            "sexslash": f"{sx}/{A}", "agecolon": f"Age: {A}"}[st]


# ---------------------------------------------------------------- places
def city_name():
    root = ch(CITY_ROOTS)
    suf = ch(CITY_SUFFIX)
    pre = ch(CITY_PREFIX) if not suf else ""
    if suf in ("ville", "ton"):
        root = root.split(" ")[0].rstrip("e")
    return pre + root + suf


def county_name():
    return ch(COUNTIES) + " County"


def street():
    n = ri(2, 9899)
    rt = ch(STREET_ROOTS) + " " + ch(STREET_TYPES)
    r = R.random()
    if r < 0.55:
        s = f"{n} {rt}"
    elif r < 0.75:
        s = f"{n} {rt}, " + ch(UNIT_FORMS).format(n=ri(1, 1450), l=ch("ABCDEF"))
    elif r < 0.85:
        s = f"{ri(1, 40)}-{n} {rt}"
    elif r < 0.92:
        s = f"{n} {ch(['North', 'South', 'East', 'West', 'N', 'SW', 'NE'])} {rt}"
    else:
        s = ch([f"PO Box {ri(10, 9999)}", f"RR {ri(1, 9)}, {n} Concession {ri(1, 14)}", f"{n} County Road {ri(2, 99)}",
                f"{n} Highway {ri(2, 199)}"])
    return s


ZIPL = "ABCEGHJKLMNPRSTVXY"


def zipcode(country):
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{ch(ZIPL)}{ri(0, 9)}{ch(L)} {ri(0, 9)}{ch(L)}{ri(0, 9)}"
    z = f"{ri(1, 99):02d}{ri(0, 999):03d}"
    if z.startswith("00"):
        z = "1" + z[1:]
    return z + (f"-{ri(0, 9999):04d}" if p(0.2) else "")


def hospital_name(city=None):
    root = city if (city and p(0.35)) else ch(HOSP_ROOTS)
    return f"{root} {ch(HOSP_SUFFIX)}"


def clinic_name():
    r = ch(CITY_ROOTS + STREET_ROOTS)
    return f"{r} {ch(UC_SUFFIX)}"


def pharmacy_name():
    return f"{ch(SURNAMES + STREET_ROOTS)} {ch(PHARM_SUFFIX)}"


def carehome_name():
    return f"{ch(STREET_ROOTS + CITY_ROOTS)} {ch(CAREHOME_SUFFIX)}"


def employer_name():
    r = R.random()
    if r < 0.65:
        return f"{ch(ORG_ROOTS)} {ch(ORG_SUFFIX)}" + (ch([" Inc", " Ltd", " LLC", " Co"]) if p(0.2) else "")
    if r < 0.75:
        return f"{ch(SURNAMES)} & Sons {ch(ORG_SUFFIX)}"
    return f"{ch(CITY_ROOTS)} {ch(SCHOOL_SUFFIX)}"


def school_name():
    return f"{ch(CITY_ROOTS + STREET_ROOTS)} {ch(SCHOOL_SUFFIX)}"


def church_name():
    return ch(CHURCH_FORMS).format(r=ch(STREET_ROOTS))


def landmark():
    return ch(LANDMARKS).format(r=ch(STREET_ROOTS + CITY_ROOTS))


def lm_marked():
    v = landmark()
    if v.startswith("the "):
        return "the " + m("LOCATION_OTHER", v[4:])
    return m("LOCATION_OTHER", v)


def country_other():
    return ch(OTHER_COUNTRIES)


# ---------------------------------------------------------------- contacts
def area():
    while True:
        a = f"{ri(2, 9)}{ri(0, 9)}{ri(0, 9)}"
        if a[1:] != "11" and a != "555":
            return a


def phone(style=None, ext=None):
    a = area()
    last = f"{ri(100, 199):04d}" if p(0.6) else f"{ri(0, 9999):04d}"
    st = style or ch(["paren", "dash", "dash", "dot", "one", "plus", "seven", "space"])
    s = {"paren": f"({a}) 555-{last}", "dash": f"{a}-555-{last}", "dot": f"{a}.555.{last}",
         "one": f"1-{a}-555-{last}", "plus": f"+1 {a} 555 {last}", "seven": f"555-{last}",
         "space": f"{a} 555 {last}", "tollfree": f"1-800-555-{last}"}[st]
    if ext or (ext is None and p(0.12)):
        s += ch([f" ext. {ri(2, 9999)}", f" x{ri(100, 9999)}", f" ext {ri(10, 999)}"])
    return s


def pager():
    return ch([f"{ri(2, 9)}-{ri(1000, 9999)}", f"{ri(10000, 99999)}", f"{ri(1000, 9999)}", phone("dash", ext=False),
               f"{ri(2, 9)}{ri(1000, 9999)}", f"{area()}-555-{ri(0, 9999):04d}"])


def email(person=None):
    dom = ch(["example.com", "example.org", "example.net", "mail.example.com", "health.example.org",
              "ed.example.org", "poison.example.net"])
    if person:
        f = "".join(c for c in person.first.lower() if c.isascii() and c.isalpha())
        l = "".join(c for c in person.last.lower() if c.isascii() and c.isalpha())
        local = ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{ri(1, 99)}", f"{l}.{f}", f"{f}_{l}{ri(70, 99)}", f"{f}{ri(100, 999)}"])
    else:
        local = ch(["ed.followup", "intake", "triage.desk", "records", "transfer.centre", "tox.consult", "obs.unit",
                    "er-scheduling", "discharge.nurse", "psych.liaison", "telestroke"])
    return f"{local}@{dom}"


def url():
    host = ch(["portal.example.org", "www.example.com", "myhealth.example.net", "example.org", "er.example.com",
               "poison.example.org", "telehealth.example.net", "records.example.com", "www.example.org"])
    path = ch(["", "/followup", "/ed-discharge", "/results", "/patient/" + digits(6), "/concussion-info",
               "/virtual/room-" + digits(4), "/forms/release", "/tox/case/" + digits(5), "/wound-care",
               "/stroke/consult/" + digits(5)])
    pre = ch(["https://", "https://", "http://", ""])
    if not pre and not host.startswith("www"):
        pre = "https://"
    return pre + host + path


def ip():
    r = R.random()
    if r < 0.4:
        return f"10.{ri(0, 255)}.{ri(0, 255)}.{ri(1, 254)}"
    if r < 0.7:
        return f"172.{ri(16, 31)}.{ri(0, 255)}.{ri(1, 254)}"
    return f"192.168.{ri(0, 255)}.{ri(1, 254)}"


# ---------------------------------------------------------------- identifiers
def mrn():
    return ch([digits(8), "00" + digits(6), "E" + digits(7), f"MR-{digits(3)}-{digits(4)}", digits(7),
               letters(1) + digits(8), f"{digits(3)} {digits(3)} {digits(3)}", "H" + digits(6)])


def account():
    return ch([f"{digits(4)}-{digits(4)}", digits(10), "V" + digits(9), f"FIN {digits(9)}"[4:], f"ENC{digits(8)}",
               f"A{digits(3)}-{digits(5)}", digits(12)])


def ssn(country):
    if country == "CA":
        return ch([f"9{digits(2)} {digits(3)} {digits(3)}", f"9{digits(2)}-{digits(3)}-{digits(3)}", "9" + digits(8)])
    return ch([f"9{digits(2)}-{digits(2)}-{digits(4)}", f"000-{digits(2)}-{digits(4)}", "9" + digits(8)])


def healthplan(country, kind=None):
    if country == "CA":
        k = kind or ch(["ohip", "bcphn", "ramq", "ab", "generic"])
        return {"ohip": f"{digits(4)}-{digits(3)}-{digits(3)}-{letters(2)}", "bcphn": f"9{digits(3)} {digits(3)} {digits(3)}",
                "ramq": f"{letters(4)} {digits(4)} {digits(4)}", "ab": f"{digits(5)}-{digits(4)}",
                "generic": letters(3) + digits(7)}[k]
    return ch([letters(3) + digits(6), f"W{digits(4)} {digits(5)}", f"{digits(1)}{letters(2)}{digits(1)}-{letters(2)}{digits(1)}-{letters(2)}{digits(2)}",
               f"{letters(2)}{digits(9)}", f"MCD{digits(8)}", f"{digits(3)}{letters(1)}{digits(5)}", f"GRP-{digits(5)}"])


def license_(kind):
    return {"dea": letters(2) + digits(7), "npi": ch("12") + digits(9), "mdlic": ch([f"MD{digits(6)}", f"A{digits(5)}", f"{digits(5)}", f"LIC-{digits(6)}"]),
            "dl_us": ch([f"{letters(1)}{digits(3)}-{digits(4)}-{digits(4)}", letters(1) + digits(7), digits(9), f"{letters(2)}{digits(6)}"]),
            "dl_ca": ch([f"{letters(1)}{digits(4)}-{digits(5)}-{digits(5)}", digits(7), f"{letters(1)}{digits(4)}-{digits(6)}"]),
            "medic": ch([f"P-{digits(5)}", f"{digits(6)}", f"EMS{digits(5)}", f"NR{digits(7)}"]),
            "rn": ch([f"RN{digits(6)}", f"{digits(7)}", f"RN-{digits(5)}"])}[kind]


def device_id():
    return ch([letters(3) + digits(6), f"{letters(3)}{digits(6)}{letters(1)}", f"PMP-{digits(5)}-{digits(1)}",
               f"HM3-{digits(5)}", f"{digits(2)}{letters(1)}{digits(5)}", f"SN{digits(8)}", f"{letters(2)}-{digits(4)}-{digits(4)}"])


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(R.choice(al) for _ in range(17))


def plate(country):
    if country == "CA":
        return ch([f"{letters(4)} {digits(3)}", f"{letters(3)} {digits(3)}", f"{digits(3)} {letters(3)}", f"{letters(2)}{digits(1)} {digits(2)}{letters(1)}"])
    return ch([f"{digits(1)}{letters(3)}{digits(3)}", f"{letters(3)}-{digits(4)}", f"{letters(3)} {digits(4)}",
               f"{digits(3)}-{letters(3)}", f"{letters(2)}{digits(5)}"])


def bioid():
    return ch([f"FP-{digits(5)}", f"{digits(4)}-{digits(4)}", f"IR-{digits(5)}", f"PV{digits(4)}",
               f"VP-{digits(4)}", f"FR-{digits(4)}-{letters(1)}", f"BIO{digits(7)}", f"LS{digits(6)}"])


def idnum(kind=None):
    k = kind or ch(["acc", "order", "spec", "case", "req", "inc", "pcr", "police", "poison"])
    return {"acc": ch([f"S{digits(2)}-{digits(4)}", f"{digits(2)}-{digits(6)}", f"CT{digits(7)}", f"ACC{digits(8)}"]),
            "order": ch([f"ORD{digits(8)}", digits(9), f"{digits(4)}-{digits(5)}"]),
            "spec": ch([f"SP-{digits(4)}-{digits(2)}", f"{letters(1)}{digits(2)}-{digits(5)}", f"BC{digits(6)}"]),
            "case": ch([f"{digits(2)}-{digits(5)}", f"CASE-{digits(6)}", f"{letters(2)}{digits(6)}"]),
            "req": ch([f"REQ{digits(6)}", f"R{digits(7)}"]),
            "inc": ch([f"INC{digits(7)}", f"{digits(2)}-{digits(6)}", f"E{digits(8)}"]),
            "pcr": ch([f"PCR-{digits(7)}", f"{digits(10)}", f"ePCR {digits(8)}"[5:]]),
            "police": ch([f"{digits(2)}-{digits(5)}", f"RPT{digits(6)}", f"GO {digits(4)}-{digits(6)}"[3:]]),
            "poison": ch([f"PC{digits(7)}", f"{digits(6)}-{digits(3)}", f"T{digits(8)}"])}[k]
