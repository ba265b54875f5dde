"""PHI value generators: people, addresses, dates, contacts, identifiers."""
import datetime as dt

import pools as PL
from textutil import P, words, ordinal

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]
WD3 = [w[:3] for w in WDAYS]
ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool=LETTERS):
    return "".join(rng.choice(pool) for _ in range(n))


# ----------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle=None, dob=None):
        self.first, self.last, self.sex, self.middle, self.dob = first, last, sex, middle, dob
        self.nick = PL.NICKNAMES.get(first)
        self.title = None
        self.cred = ""
        self.reg = None
        self.user = None
        self.role = None

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    def age_on(self, d):
        b = self.dob
        return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def make_person(rng, country, sex=None, age_lo=18, age_hi=85, ref=None):
    sex = sex or rng.choice("FM")
    pool = PL.FIRST_F if sex == "F" else PL.FIRST_M
    first = rng.choice(pool)
    last = rng.choice(PL.SURNAMES)
    middle = rng.choice(pool) if rng.random() < 0.45 else None
    if middle == first:
        middle = None
    ref = ref or dt.date(2024, 1, 1)
    age = rng.randint(age_lo, age_hi)
    dob = ref - dt.timedelta(days=age * 365 + age // 4 + rng.randint(1, 360))
    p = Person(first, last, sex, middle, dob)
    if sex == "F":
        p.title = rng.choice(["Ms", "Mrs", "Ms", "Miss"])
    else:
        p.title = "Mr"
    return p


def title(p, country, rng):
    t = p.title
    if country in ("US", "CA") and rng.random() < 0.7:
        return t + "."
    if rng.random() < 0.15:
        return t + "."
    return t


def uname(p, rng):
    f, l = p.first.lower(), p.last.lower().replace(" ", "").replace("'", "").replace(".", "")
    f = f.replace("é", "e").replace("ō", "o").replace("á", "a")
    form = rng.randint(0, 5)
    if form == 0:
        return f[0] + l
    if form == 1:
        return "%s.%s" % (f, l)
    if form == 2:
        return "%s%s%d" % (f[0], l[:6], rng.randint(1, 99))
    if form == 3:
        return "%s_%s" % (f, l[0])
    if form == 4:
        return "%s%s" % (f[:3], l[:3])
    return "%s.%s%d" % (f, l[0], rng.randint(10, 99))


def nm(p, style, typ, rng=None, country="US"):
    """Render a name as pieces; titles and credentials stay outside spans."""
    f, l = p.first, p.last
    mi = p.middle[0] if p.middle else None
    if style == "full":
        return [P(typ, "%s %s" % (f, l))]
    if style == "fml":
        return [P(typ, "%s %s. %s" % (f, mi, l) if mi else "%s %s" % (f, l))]
    if style == "fmlfull":
        return [P(typ, "%s %s %s" % (f, p.middle, l) if p.middle else "%s %s" % (f, l))]
    if style == "lf":
        return [P(typ, "%s, %s" % (l, f))]
    if style == "LF":
        s = "%s, %s" % (l.upper(), f.upper())
        if mi:
            s += " " + mi
        return [P(typ, s)]
    if style == "Lf":
        return [P(typ, "%s, %s" % (l.upper(), f))]
    if style == "title":
        return [title(p, country, rng) + " ", P(typ, l)]
    if style == "titlefull":
        return [title(p, country, rng) + " ", P(typ, "%s %s" % (f, l))]
    if style == "first":
        return [P(typ, f)]
    if style == "nick":
        return [P(typ, p.nick or f)]
    if style == "init":
        if rng and rng.random() < 0.5:
            return [P(typ, "%s.%s." % (f[0], l[0]))]
        return [P(typ, "%s%s" % (f[0], l[0]))]
    if style == "initlow":
        return [P(typ, ("%s%s" % (f[0], l[0])).lower())]
    if style == "ilast":
        return [P(typ, "%s. %s" % (f[0], l))]
    if style == "firstl":
        return [P(typ, "%s %s." % (f, l[0]))]
    if style == "last":
        return [P(typ, l)]
    if style == "dr":
        return [rng.choice(["Dr ", "Dr. "]) if rng else "Dr ", P(typ, l)]
    if style == "drfull":
        return [rng.choice(["Dr ", "Dr. "]) if rng else "Dr ", P(typ, "%s %s" % (f, l))]
    if style == "cred":
        sep = rng.choice([", ", " "]) if rng else ", "
        return [P(typ, "%s %s" % (f, l)), (sep + p.cred) if p.cred else ""]
    if style == "ilastcred":
        return [P(typ, "%s. %s" % (f[0], l)), (", " + p.cred) if p.cred else ""]
    raise ValueError(style)


def prac_name(p, rng, country, formal=True):
    """Practitioner reference as used in a note."""
    if p.title == "Dr":
        return nm(p, rng.choice(["dr", "drfull", "cred"] if formal else ["dr", "dr", "first"]), "DOCTOR", rng, country)
    return nm(p, rng.choice(["full", "cred", "cred"] if formal else ["first", "full"]), "DOCTOR", rng, country)


# ------------------------------------------------------------------ dates
def rdate(rng, lo=dt.date(2021, 6, 1), hi=dt.date(2025, 5, 31)):
    return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))


def fd(d, country, style):
    us = country in ("US", "CA")
    m, dd, y = d.month, d.day, d.year
    if style == "num":
        if country == "US":
            return "%02d/%02d/%d" % (m, dd, y)
        if country == "CA":
            return d.isoformat()
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "num1":
        if country in ("US",):
            return "%d/%d/%d" % (m, dd, y)
        if country == "CA":
            return "%02d/%02d/%d" % (dd, m, y)
        return "%d/%d/%d" % (dd, m, y)
    if style == "num2":
        if country == "US":
            return "%d/%d/%02d" % (m, dd, y % 100)
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dots":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y) if us else "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "short":
        return "%s %d, %d" % (MON3[m - 1], dd, y) if us else "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "dmon":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "dmonu":
        return "%02d-%s-%d" % (dd, MON3[m - 1].upper(), y)
    if style == "wdlong":
        w = WDAYS[d.weekday()]
        return "%s, %s %d, %d" % (w, MONTHS[m - 1], dd, y) if us else "%s %d %s %d" % (w, dd, MONTHS[m - 1], y)
    if style == "wdshort":
        w = WD3[d.weekday()]
        if country == "US":
            return "%s %d/%d" % (w, m, dd)
        if country == "CA":
            return "%s %s %d" % (w, MON3[m - 1], dd)
        return "%s %d/%d" % (w, dd, m)
    if style == "wddm":
        w = WD3[d.weekday()]
        return "%s %s %d" % (w, MON3[m - 1], dd) if us else "%s %d %s" % (w, dd, MON3[m - 1])
    if style == "wdnum":
        return "%s %s" % (WD3[d.weekday()], fd(d, country, "num"))
    if style == "dm":
        if country == "US":
            return "%d/%d" % (m, dd)
        if country == "CA":
            return "%s %d" % (MON3[m - 1], dd)
        return "%d/%d" % (dd, m)
    if style == "daymonth":
        return "%s %d" % (MONTHS[m - 1], dd) if us else "%d %s" % (dd, MONTHS[m - 1])
    if style == "ord":
        return "%s %s" % (MONTHS[m - 1], ordinal(dd)) if us else "%s %s" % (ordinal(dd), MONTHS[m - 1])
    if style == "ordy":
        return "%s %s, %d" % (MONTHS[m - 1], ordinal(dd), y) if us else "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mony":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mmyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "wd":
        return WDAYS[d.weekday()]
    if style == "month":
        return MONTHS[m - 1]
    raise ValueError(style)


FULL_STYLES = ["num", "num", "num1", "long", "short", "dmon", "num2", "ordy"]


def dpick(rng, d, country, styles=None):
    return fd(d, country, rng.choice(styles or FULL_STYLES))


HOLIDAYS = {
    "US": ["Christmas", "Thanksgiving", "the Fourth of July", "Labor Day", "New Year's", "Easter", "Memorial Day weekend"],
    "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "the August bank holiday", "Bonfire Night"],
    "AU": ["Christmas", "Boxing Day", "Easter", "Anzac Day", "Australia Day", "the Queen's Birthday long weekend"],
    "CA": ["Christmas", "Thanksgiving", "Canada Day", "Easter", "Boxing Day", "Victoria Day"],
    "NZ": ["Christmas", "Waitangi Day", "Easter", "Anzac Day", "Boxing Day", "Matariki"],
}


def holiday(rng, country):
    """Returns pieces: leading 'the ' and trailing words stay outside the span."""
    h = rng.choice(HOLIDAYS[country])
    if h.startswith("the "):
        h = h[4:]
        tail = ""
        for suf in (" long weekend", " bank holiday"):
            if h.endswith(suf):
                h, tail = h[:-len(suf)], suf
        return ["the ", P("DATE", h), tail]
    if h.endswith(" weekend"):
        return [P("DATE", h[:-8]), " weekend"]
    return [P("DATE", h)]


# ----------------------------------------------------------------- ages
def age_pieces(age, rng, sex="F", styles=None):
    st = rng.choice(styles or ["yo", "yearold", "yearold", "yo2", "sexage", "aged", "ydash", "words"])
    a = str(age)
    if st == "yo":
        return [P("AGE", a), " yo"]
    if st == "yo2":
        return [P("AGE", a), rng.choice(["yo", "y/o", "y.o."])]
    if st == "yearold":
        return [P("AGE", a), "-year-old"]
    if st == "sexage":
        return [P("AGE", a), rng.choice([" ", ""]) + sex]
    if st == "aged":
        return ["aged ", P("AGE", a)]
    if st == "ydash":
        return [P("AGE", a), rng.choice(["y", " yrs", " years old"])]
    if st == "words":
        return [P("AGE", words(age)), "-year-old"]
    raise ValueError(st)


# -------------------------------------------------------------- contacts
AREAS = {"US": ["216", "503", "802", "720", "612", "919", "480", "412", "207", "360", "512", "608", "734", "617", "505"],
         "CA": ["416", "604", "403", "902", "204", "306", "514", "506", "613", "250"]}


def phone(rng, country, kind="land", ext=False):
    if country in ("US", "CA"):
        a = rng.choice(AREAS[country])
        line = "01%02d" % rng.randint(0, 99)
        form = rng.choice(["({a}) 555-{l}", "{a}-555-{l}", "{a}.555.{l}", "+1 {a} 555 {l}", "({a}) 555-{l}", "1-{a}-555-{l}"])
        s = form.format(a=a, l=line)
    elif country == "UK":
        if kind == "mobile":
            s = rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % digits(rng, 3)
        else:
            area = "01" + digits(rng, 3)
            s = rng.choice(["%s 555%s", "%s 555 %s", "+44 %s 555%s"])
            s = s % ((area if not s.startswith("+") else area[1:]), digits(rng, 3))
    elif country == "AU":
        if kind == "mobile":
            s = rng.choice(["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        else:
            st = rng.choice("2378")
            s = rng.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (st, digits(rng, 4))
    else:  # NZ
        if kind == "mobile":
            s = rng.choice(["021 555 %s", "027 555 %s", "022 555 %s"]) % digits(rng, 4)
        else:
            st = rng.choice("34679")
            s = rng.choice(["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s"]) % (st, digits(rng, 4))
    if ext:
        s += rng.choice([" ext. %d", " ext %d", " x%d"]) % rng.randint(2, 240)
    return s


def pager(rng):
    return rng.choice(["555-%s", "555 %s", "4-555%s"]) % digits(rng, 4)


DOMAINS = ["example.com", "example.org", "example.net"]


def slugify(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif ch in "ōō":
            out.append("o")
        elif ch in "é":
            out.append("e")
        elif ch in " -&'":
            out.append("-")
    s = "".join(out)
    while "--" in s:
        s = s.replace("--", "-")
    return s.strip("-")


def person_email(rng, p):
    f = slugify(p.first).replace("-", "")
    l = slugify(p.last).replace("-", "")
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, rng.randint(1, 99)),
                        "%s%d" % (f, rng.randint(60, 99)), "%s.%s" % (l, f[0])])
    return "%s@%s" % (local, rng.choice(DOMAINS))


def org_email(rng, slug, box=None):
    box = box or rng.choice(["reception", "info", "admin", "bookings", "accounts", "hello"])
    return rng.choice(["%s.%s@%s", "%s+%s@%s"]) % (box, slug, rng.choice(DOMAINS)) if rng.random() < 0.5 \
        else "%s@%s" % (slug.replace("-", ""), rng.choice(DOMAINS))


def org_url(rng, slug, path=None):
    dom = rng.choice(DOMAINS)
    pre = rng.choice(["www.", "https://www.", "https://", ""])
    s = "%s%s/%s" % (pre, dom, slug)
    if path:
        s += "/" + path
    return s


def private_ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


# ------------------------------------------------------------- addresses
def postcode(rng, country, state_abbr=None):
    if country == "US":
        z = "%05d" % rng.randint(1000, 99950)
        if rng.random() < 0.15:
            z += "-" + digits(rng, 4)
        return z
    if country == "UK":
        return "%s%d %d%s" % (letters(rng, 2), rng.randint(1, 29), rng.randint(0, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "AU":
        base = {"NSW": 2, "VIC": 3, "QLD": 4, "SA": 5, "WA": 6, "TAS": 7, "NT": 0, "ACT": 2}.get(state_abbr, 2)
        if base == 0:
            return "08%02d" % rng.randint(0, 99)
        return "%d%03d" % (base, rng.randint(0, 999))
    if country == "CA":
        first = {"ON": "KLMNP", "BC": "V", "AB": "T", "NS": "B", "MB": "R", "SK": "S", "QC": "GHJ", "NB": "E"}.get(state_abbr, "K")
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (rng.choice(first), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
    return "%04d" % rng.randint(110, 9893)


class Addr:
    pass


def make_address(rng, country, city=None, unit_p=0.2, state=None):
    a = Addr()
    a.country = country
    big = country in ("US", "CA")
    num = rng.randint(1, 2899 if big else 240)
    street = "%d %s %s" % (num, rng.choice(PL.STREET_ROOTS), rng.choice(PL.STREET_TYPES[country]))
    if rng.random() < unit_p:
        u = rng.choice(PL.UNIT_FORMS[country])
        n = str(rng.randint(1, 24)) + (rng.choice(["", "", "A", "B"]) if country == "US" else "")
        if u.endswith("/"):
            street = u.format(n=n) + street
        elif country == "UK":
            street = u.format(n=n) + ", " + street
        else:
            street = street + ", " + u.format(n=n)
    a.street = street
    a.city = city or rng.choice(PL.CITIES[country])
    st = state or rng.choice(PL.STATES[country])
    a.state_full, a.state_abbr = st
    a.zip = postcode(rng, country, a.state_abbr)
    a.use_county = country == "UK" and rng.random() < 0.4
    a.use_region = country == "NZ" and rng.random() < 0.25
    return a


def addr_pieces(a, rng, style="line", full_state=False, with_country=False):
    """Address parts as pieces. style: line (one line) or multi (lines)."""
    c = a.country
    sep = "\n" if style == "multi" else ", "
    st = a.state_full if full_state else a.state_abbr
    out = [P("STREET", a.street), sep, P("CITY", a.city)]
    if c == "US":
        out += [", ", P("STATE", st), " ", P("ZIP", a.zip)]
    elif c == "CA":
        out += [", " if style != "multi" else " ", P("STATE", st), "  " if style == "multi" else " ", P("ZIP", a.zip)]
    elif c == "AU":
        out += [" ", P("STATE", st), " ", P("ZIP", a.zip)]
    elif c == "UK":
        if a.use_county:
            out += [sep, P("CITY", a.state_full)]
        out += [sep, P("ZIP", a.zip)]
    else:
        if a.use_region:
            out += [sep, P("STATE", a.state_full)]
        out += [" ", P("ZIP", a.zip)]
    if with_country:
        out += [sep, P("COUNTRY", rng.choice(PL.COUNTRY_NAMES[c]))]
    return out


def country_piece(name):
    if name.startswith("the "):
        return ["the ", P("COUNTRY", name[4:])]
    return [P("COUNTRY", name)]


def building_piece(name):
    if name.startswith("the "):
        return ["the ", P("LOCATION_OTHER", name[4:])]
    return [P("LOCATION_OTHER", name)]
