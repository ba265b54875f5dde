"""Single-pass note builder and PHI surface-form renderers (dev218)."""
import datetime
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_WORD = re.compile(r"[A-Za-z]{6,}")


def _typo(rng, s):
    words = list(_WORD.finditer(s))
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    kind = rng.random()
    if kind < 0.6:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif kind < 0.8:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


class Note:
    """Append pieces; record spans as PHI pieces are appended."""

    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.buf = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if not s:
            return
        if self.typo and len(s) > 18 and self.rng.random() < self.typo:
            s = _typo(self.rng, s)
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad span %r" % s)
        if typ not in LABEL:
            raise ValueError(typ)
        self.spans.append({"start": self.pos, "end": self.pos + len(s), "label": LABEL[typ],
                           "type": typ, "text": s})
        self.buf.append(s)
        self.pos += len(s)

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self.t(it)
            elif isinstance(it, tuple):
                self.p(it[0], it[1])
            elif isinstance(it, list):
                self.w(*it)
            else:
                raise TypeError(repr(it))

    def f(self, tmpl, **kw):
        parts = re.split(r"\{(\w+)\}", tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self.t(part)
            else:
                self.w(kw[part])

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- persons
class Person:
    def __init__(self, given, family, sex, middle="", nick="", title=""):
        self.given = given
        self.family = family
        self.sex = sex
        self.middle = middle
        self.nick = nick
        self.title = title
        self.cred = ""
        self.role = ""
        self.lic = []
        self.phone = ""
        self.email = ""
        self.user = ""


def _ttl(p, country):
    t = p.title or ("Mr" if p.sex == "M" else "Mrs")
    if country == "US" and t in ("Mr", "Mrs", "Ms", "Dr"):
        t += "."
    return t


def nm(p, typ, style, country="US"):
    """Return pieces for a name in the given style; titles/credentials kept outside the span."""
    g, f, m = p.given, p.family, p.middle
    if style == "full":
        return [(g + " " + f, typ)]
    if style == "fullmid":
        return [((g + " " + m + ". " + f) if m else (g + " " + f), typ)]
    if style == "last":
        return [(f, typ)]
    if style == "first":
        return [(g, typ)]
    if style == "nick":
        return [(p.nick or g, typ)]
    if style == "title":
        return [_ttl(p, country) + " ", (f, typ)]
    if style == "titlefull":
        return [_ttl(p, country) + " ", (g + " " + f, typ)]
    if style == "titleinit":
        return [_ttl(p, country) + " ", (g[0] + " " + f if country == "UK" else g[0] + ". " + f, typ)]
    if style == "caps":
        return [(f.upper() + ", " + g.upper() + ((" " + m) if m else ""), typ)]
    if style == "capslast":
        return [(f.upper(), typ)]
    if style == "capsfirst":
        return [(f.upper() + " " + g, typ)]
    if style == "ukcaps":
        return [(g + " " + f.upper(), typ)]
    if style == "rev":
        return [(f + ", " + g, typ)]
    if style == "init":
        return [(g[0] + "." + f[0] + ".", typ)]
    if style == "init2":
        return [(g[0] + f[0], typ)]
    if style == "ilast":
        return [((g[0] + ". " + f) if country == "US" else (g[0] + " " + f), typ)]
    if style == "lowinit":
        return [((g[0] + f[0]).lower(), typ)]
    if style == "cred":
        return [(g + " " + f, typ), ", " + p.cred] if p.cred else [(g + " " + f, typ)]
    if style == "credsp":
        return [(g + " " + f, typ), " " + p.cred] if p.cred else [(g + " " + f, typ)]
    if style == "dr":
        return [("Dr. " if country == "US" else "Dr ") + "", (f, typ)]
    if style == "drfull":
        return [("Dr. " if country == "US" else "Dr "), (g + " " + f, typ)]
    if style == "drinit":
        return [("Dr. " if country == "US" else "Dr "), ((g[0] + ". " + f) if country == "US" else (g[0] + " " + f), typ)]
    raise ValueError(style)


def staff_ref(p, country, rng, formal=True):
    """A varied way to name a clinician (physician titles only for doctors)."""
    isdoc = p.role in ("attending", "consultant", "fellow", "resident", "registrar", "sho", "surgeon",
                       "intensivist", "anaesthetist", "neurologist", "radiologist")
    r = rng.random()
    if isdoc:
        if p.title in ("Mr", "Ms", "Miss") and country == "UK":
            return [p.title + " ", (p.family, "DOCTOR")] if r < 0.6 else [p.title + " ", (p.given[0] + " " + p.family, "DOCTOR")]
        if r < 0.35:
            return nm(p, "DOCTOR", "dr", country)
        if r < 0.55:
            return nm(p, "DOCTOR", "drfull", country)
        if r < 0.7:
            return nm(p, "DOCTOR", "cred", country)
        if r < 0.8:
            return nm(p, "DOCTOR", "drinit", country)
        if r < 0.9 and not formal:
            return nm(p, "DOCTOR", "first", country)
        return nm(p, "DOCTOR", "full", country)
    if r < 0.45:
        return nm(p, "DOCTOR", "cred", country)
    if r < 0.65 and not formal:
        return nm(p, "DOCTOR", "first", country)
    if r < 0.8:
        return nm(p, "DOCTOR", "full", country)
    if r < 0.9:
        return nm(p, "DOCTOR", "credsp", country)
    return nm(p, "DOCTOR", "ilast", country)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]


def ordn(d):
    if 10 <= d % 100 <= 20:
        return str(d) + "th"
    return str(d) + {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


DATE_FMTS_US = ["us1", "us2", "us3", "us4", "us5", "us6", "iso", "md", "wk", "us7", "usdash"]
DATE_FMTS_UK = ["uk1", "uk2", "uk3", "uk4", "uk5", "uk6", "uk7", "iso", "wkuk", "uk8", "uk9"]


def fd(d, fmt):
    D, M, Y = d.day, d.month, d.year
    if fmt == "us1":
        return "%02d/%02d/%04d" % (M, D, Y)
    if fmt == "us2":
        return "%d/%d/%02d" % (M, D, Y % 100)
    if fmt == "us3":
        return "%d/%d/%04d" % (M, D, Y)
    if fmt == "us4":
        return "%s %d, %d" % (MONTHS[M - 1], D, Y)
    if fmt == "us5":
        return "%s %d, %d" % (MON3[M - 1], D, Y)
    if fmt == "us6":
        return "%02d-%s-%04d" % (D, MON3[M - 1], Y)
    if fmt == "usdash":
        return "%02d-%02d-%04d" % (M, D, Y)
    if fmt == "iso":
        return "%04d-%02d-%02d" % (Y, M, D)
    if fmt == "md":
        return "%d/%d" % (M, D)
    if fmt == "wk":
        return "%s %d/%d" % (WD3[d.weekday()], M, D)
    if fmt == "wkl":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[M - 1], D, Y)
    if fmt == "us7":
        return "%s %d" % (MONTHS[M - 1], D)
    if fmt == "uk1":
        return "%02d/%02d/%04d" % (D, M, Y)
    if fmt == "uk2":
        return "%d/%d/%02d" % (D, M, Y % 100)
    if fmt == "uk3":
        return "%d %s %d" % (D, MONTHS[M - 1], Y)
    if fmt == "uk4":
        return "%d %s %d" % (D, MON3[M - 1], Y)
    if fmt == "uk5":
        return "%s %s" % (ordn(D), MONTHS[M - 1])
    if fmt == "uk6":
        return "%02d.%02d.%02d" % (D, M, Y % 100)
    if fmt == "uk7":
        return "%02d-%s-%02d" % (D, MON3[M - 1], Y % 100)
    if fmt == "uk8":
        return "%d/%d" % (D, M)
    if fmt == "uk9":
        return "%02d/%02d/%02d" % (D, M, Y % 100)
    if fmt == "wkuk":
        return "%s %s %s" % (WDAYS[d.weekday()], ordn(D), MONTHS[M - 1])
    if fmt == "wkuk2":
        return "%s %d/%d" % (WD3[d.weekday()], D, M)
    if fmt == "my":
        return "%s %d" % (MONTHS[M - 1], Y)
    if fmt == "my3":
        return "%s %d" % (MON3[M - 1], Y)
    if fmt == "y":
        return str(Y)
    if fmt == "mon":
        return MONTHS[M - 1]
    if fmt == "wd":
        return WDAYS[d.weekday()]
    if fmt == "mmyy":
        return "%02d/%04d" % (M, Y)
    raise ValueError(fmt)


def short_fmt(fmt):
    """The short (day+month) companion of a house format."""
    if fmt in ("us1", "us2", "us3", "us4", "us5", "us6", "md", "wk", "us7", "usdash"):
        return "md"
    if fmt == "iso":
        return "iso"
    return "uk8"


def dt(d, fmt):
    return (fd(d, fmt), "DATE")


def add_days(d, k):
    return d + datetime.timedelta(days=k)


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return NUMWORDS[a]
    if a >= 100:
        return "one hundred" + ("" if a == 100 else " and " + age_words(a - 100))
    t, u = divmod(a, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


def age_pieces(a, sex, rng, country="US"):
    """Varied age expressions; only the number is a span."""
    s = "M" if sex == "M" else "F"
    r = rng.randrange(12)
    A = (str(a), "AGE")
    if r == 0:
        return [A, "-year-old " + ("man" if s == "M" else "woman")]
    if r == 1:
        return [A, " yo " + s]
    if r == 2:
        return [A, "yo " + ("male" if s == "M" else "female")]
    if r == 3:
        return [A, s]
    if r == 4:
        return [A, " y/o " + ("gentleman" if s == "M" else "lady")]
    if r == 5:
        return [A, " " + s]
    if r == 6:
        return [A, "-yr-old " + ("M" if s == "M" else "F")]
    if r == 7:
        return [(age_words(a), "AGE"), "-year-old " + ("man" if s == "M" else "woman")]
    if r == 8:
        return [A, "yr old " + ("male" if s == "M" else "female")]
    if r == 9:
        return [A, " year old " + ("gent" if s == "M" else "lady")]
    if r == 10:
        return [A, "y " + s]
    return [A, "-y/o " + s]


# ---------------------------------------------------------------- contact and ids
def dig(rng, k):
    return "".join(str(rng.randrange(10)) for _ in range(k))


def letters(rng, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pool[rng.randrange(len(pool))] for _ in range(k))


def us_phone(rng, area, style=None):
    line = "01%02d" % rng.randrange(100)
    st = style if style is not None else rng.randrange(6)
    if st == 0:
        return "(%s) 555-%s" % (area, line)
    if st == 1:
        return "%s-555-%s" % (area, line)
    if st == 2:
        return "%s.555.%s" % (area, line)
    if st == 3:
        return "(%s) 555-%s ext. %d" % (area, line, rng.randrange(100, 9999))
    if st == 4:
        return "555-%s" % line
    return "+1 %s 555 %s" % (area, line)


def uk_phone(rng, stem, style=None):
    st = style if style is not None else rng.randrange(5)
    if st == 0 or st == 1:
        return stem + dig(rng, 3)
    if st == 2:
        return "07700 900" + dig(rng, 3)
    if st == 3:
        return stem + dig(rng, 3) + " ext " + dig(rng, 4)
    return "+44 " + (stem[1:]) + dig(rng, 3)


def uk_postcode(rng, area):
    inward = "ABDEFGHJLNPQRSTUWXYZ"
    return "%s%d %d%s" % (area, rng.randrange(1, 28), rng.randrange(10), letters(rng, 2, inward))


def us_zip(rng, z3):
    z = z3 + dig(rng, 2)
    if rng.random() < 0.15:
        z += "-" + dig(rng, 4)
    return z


def ssn(rng):
    if rng.random() < 0.75:
        a = "9" + dig(rng, 2)
    else:
        a = "000"
    s = "%s-%s-%s" % (a, dig(rng, 2), dig(rng, 4))
    if rng.random() < 0.15:
        s = s.replace("-", "")
    return s


def ni_number(rng):
    return "Q%s %s %s %s %s" % (letters(rng, 1, "ABCEHJKLMNPRSTWXYZ"), dig(rng, 2), dig(rng, 2), dig(rng, 2),
                                 letters(rng, 1, "ABCD"))


def nhs_number(rng):
    return "%d%s %s %s" % (rng.randrange(4, 8), dig(rng, 2), dig(rng, 3), dig(rng, 4))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "1" + letters(rng, 2, "FGHNTJ") + "".join(pool[rng.randrange(len(pool))] for _ in range(14))


def us_plate(rng):
    r = rng.randrange(3)
    if r == 0:
        return "%d%s%s" % (rng.randrange(1, 9), letters(rng, 3), dig(rng, 3))
    if r == 1:
        return "%s-%s" % (letters(rng, 3), dig(rng, 4))
    return "%s %s" % (letters(rng, 3), dig(rng, 3))


def uk_reg(rng):
    return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.choice([19, 68, 70, 21, 71, 22, 72, 15, 65, 18]),
                          letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))


def private_ip(rng):
    r = rng.randrange(3)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def username(rng, p):
    r = rng.randrange(6)
    g, f = p.given.lower(), p.family.lower().replace("'", "").replace(" ", "").replace("-", "")
    if r == 0:
        return g[0] + f[:7] + str(rng.randrange(1, 9))
    if r == 1:
        return g + "." + f
    if r == 2:
        return (g[0] + f[:6]).upper() + str(rng.randrange(1, 4))
    if r == 3:
        return f[:5] + g[:2]
    if r == 4:
        return g[0] + f[:6]
    return f + g[0] + str(rng.randrange(10, 99))


def email_for(rng, p, domain):
    g, f = p.given.lower(), p.family.lower().replace("'", "").replace(" ", "").replace("-", "")
    r = rng.randrange(4)
    if r == 0:
        return "%s.%s@%s" % (g, f, domain)
    if r == 1:
        return "%s%s@%s" % (g[0], f, domain)
    if r == 2:
        return "%s.%s%d@%s" % (g, f, rng.randrange(1, 99), domain)
    return "%s_%s@%s" % (f, g[:3], domain)
