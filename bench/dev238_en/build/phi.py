"""Note builder and PHI surface-form generators for dev238_en (author 238)."""
import datetime as dt
import re
import unicodedata

import pools_names as PN
import pools_places as PP
from ids import (a_number, account, bioid, case_no, device_sn, digits, healthplan, letters,  # noqa: F401
                 license_no, mrn, ssn, vehicle)

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
_FIELD = re.compile(r"\{(\w+)\}")


class Doc:
    """Accumulates text pieces; PHI offsets are recorded as pieces are appended."""

    def __init__(self, lower=False, typo_rng=None, typo_rate=0.0):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0
        self.typo_rng = typo_rng
        self.typo_rate = typo_rate

    def _typo(self, s):
        """Occasionally swap two adjacent letters inside one word of a literal (non-PHI) piece."""
        r = self.typo_rng
        if r is None or len(s) < 30 or r.random() >= self.typo_rate:
            return s
        cand = [i for i in range(1, len(s) - 2) if s[i].isalpha() and s[i + 1].isalpha() and s[i - 1].isalpha()
                and s[i + 2].isalpha() and s[i] != s[i + 1]]
        if not cand:
            return s
        i = r.choice(cand)
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]

    def t(self, s):
        if not s:
            return
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s), "label": LABEL[typ],
                           "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            if v[0] is not None:
                self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def f(self, tpl, **kw):
        pieces = _FIELD.split(tpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                self.t(piece)
            else:
                self.put(kw[piece])

    def text(self):
        return "".join(self.parts)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(rng, d, country, style=None):
    """Surface form of a full date. US puts month first; UK/CA/AU usually day first."""
    us = country == "US"
    if style is None:
        style = rng.choice(["num", "num", "num", "num2", "iso", "long", "long", "abbr", "dash", "dot",
                            "num", "long", "abbr"])
    m, dd, y = d.month, d.day, d.year
    if style == "num":
        if us:
            return rng.choice(["%02d/%02d/%d" % (m, dd, y), "%d/%d/%d" % (m, dd, y)])
        return rng.choice(["%02d/%02d/%d" % (dd, m, y), "%d/%d/%d" % (dd, m, y)])
    if style == "num2":
        return ("%d/%d/%02d" % (m, dd, y % 100)) if us else ("%d/%d/%02d" % (dd, m, y % 100))
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "long":
        if us or (country == "CA" and rng.random() < 0.5):
            return rng.choice(["%s %d, %d" % (MONTHS[m - 1], dd, y), "%s %d %d" % (MONTHS[m - 1], dd, y)])
        return rng.choice(["%d %s %d" % (dd, MONTHS[m - 1], y), "%d%s %s %d" % (dd, _ord(dd), MONTHS[m - 1], y)])
    if style == "abbr":
        if us:
            return rng.choice(["%s %d, %d" % (MONTHS[m - 1][:3], dd, y), "%s. %d, %d" % (MONTHS[m - 1][:3], dd, y)])
        return rng.choice(["%d %s %d" % (dd, MONTHS[m - 1][:3], y), "%02d %s %02d" % (dd, MONTHS[m - 1][:3], y % 100)])
    if style == "dash":
        return rng.choice(["%02d-%s-%d" % (dd, MONTHS[m - 1][:3].upper(), y), "%d-%s-%d" % (dd, MONTHS[m - 1][:3], y)])
    if style == "dot":
        return "%02d.%02d.%d" % (dd, m, y) if not us else "%02d.%02d.%d" % (m, dd, y)
    if style == "short":  # no year
        return ("%d/%d" % (m, dd)) if us else ("%d/%d" % (dd, m))
    if style == "wkday":
        wd = WEEKDAYS[d.weekday()]
        if us:
            return rng.choice(["%s %d/%d" % (wd[:3], m, dd), "%s, %s %d" % (wd, MONTHS[m - 1], dd),
                               "%s %d/%d/%d" % (wd[:3], m, dd, y)])
        return rng.choice(["%s %d/%d" % (wd[:3], dd, m), "%s %d %s" % (wd, dd, MONTHS[m - 1]),
                           "%s, %d %s %d" % (wd, dd, MONTHS[m - 1], y)])
    if style == "my":
        return rng.choice(["%s %d" % (MONTHS[m - 1], y), "%s %d" % (MONTHS[m - 1][:3], y),
                           "%02d/%d" % (m, y), "%s-%02d" % (MONTHS[m - 1][:3], y % 100)])
    if style == "month":
        return MONTHS[m - 1]
    if style == "year":
        return str(y)
    raise ValueError(style)


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, max(span, 0)))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def time_str(rng):
    h, mi = rng.randint(7, 19), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    return rng.choice(["%02d:%02d" % (h, mi), "%02d:%02d" % (h, mi), "%d:%02d %s" % ((h - 1) % 12 + 1, mi, "pm" if h >= 12 else "am"),
                       "%02d%02dh" % (h, mi), "%02d:%02d hrs" % (h, mi)])


# ---------------------------------------------------------------- ages
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


def age_phrase(rng, age, sex=None, words_ok=True, adj=False):
    """Pieces for an age mention. Sex letter, units and hyphens stay outside the span.
    adj=True gives forms that read after the article 'a' ('a 34-year-old')."""
    a = str(age)
    sx = sex or "M"
    if age == 0:
        mo = str(rng.randint(1, 11))
        return [(mo, "AGE"), rng.choice(["-month-old", " months", " mo", "/12"])] if adj else \
            [(mo, "AGE"), rng.choice([" months", " mo", "/12", " months old"])]
    if words_ok and rng.random() < 0.08 and age < 100:
        return [(age_words(age), "AGE"), rng.choice(["-year-old", " year old"] if adj else ["-year-old", " year old", " years old"])]
    c = rng.randrange(11)
    if adj and c in (6, 7):
        c = rng.choice([0, 9, 10])
    if c == 0:
        return [(a, "AGE"), "-year-old"]
    if c == 1:
        return [(a, "AGE"), " yo"]
    if c == 2:
        return [(a, "AGE"), "yo"]
    if c == 3:
        return [(a, "AGE"), " y/o"]
    if c == 4:
        return [(a, "AGE"), sx]
    if c == 5:
        return [(a, "AGE"), " " + sx]
    if c == 6:
        return ["aged ", (a, "AGE")]
    if c == 7:
        return [(a, "AGE"), " yrs"]
    if c == 8:
        return [(a, "AGE"), "-yr-old"]
    if c == 9:
        return [(a, "AGE"), " year old"]
    return [(a, "AGE"), "yo " + sx]


# ---------------------------------------------------------------- people
def weighted_origin(rng):
    keys = list(PN.ORIGIN_WEIGHTS.keys())
    tot = sum(PN.ORIGIN_WEIGHTS[k] for k in keys)
    x = rng.randrange(tot)
    for k in keys:
        x -= PN.ORIGIN_WEIGHTS[k]
        if x < 0:
            return k
    return keys[-1]


class World:
    def __init__(self, rng):
        self.rng = rng
        self.used = {}

    def _fresh(self, make):
        for _ in range(40):
            p = make()
            if p["full"] not in self.used:
                break
        self.used[p["full"]] = 1
        return p

    def person(self, origin, sex, family=None):
        rng = self.rng
        mg, fg, fam, style = PN.ORIGINS[origin]

        def make():
            given = rng.choice(mg if sex == "M" else fg)
            middle = None
            if style == "burmese":
                syl = mg if sex == "M" else fg
                parts = [rng.choice(syl) for _ in range(rng.choice([2, 3, 3]))]
                full = " ".join(parts)
                return {"given": parts[0], "middle": None, "family": full, "sex": sex, "origin": origin,
                        "full": full, "mononym": True}
            if style == "patronym":
                last = family or rng.choice(fam)
                if rng.random() < 0.35:
                    middle = last
                    last = rng.choice(fam)
            elif style == "hispanic":
                last = family or rng.choice(fam)
                if rng.random() < 0.5:
                    last = last + " " + rng.choice(fam)
                if rng.random() < 0.25:
                    middle = rng.choice(mg if sex == "M" else fg)
            else:
                last = family or rng.choice(fam)
                if origin in ("arabic", "kurdish") and rng.random() < 0.3:
                    middle = rng.choice(mg)
                elif origin in ("ukrainian",) and rng.random() < 0.4:
                    middle = rng.choice(mg) + ("ovych" if sex == "M" else "ivna")
            full = " ".join(x for x in [given, middle, last] if x)
            return {"given": given, "middle": middle, "family": last, "sex": sex, "origin": origin,
                    "full": full, "mononym": False}
        return self._fresh(make)

    def staff(self):
        rng = self.rng

        def make():
            g, f = rng.choice(PN.STAFF_GIVEN), rng.choice(PN.STAFF_FAMILY)
            mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.15 else None
            full = g + (" " + mid + "." if mid else "") + " " + f
            return {"given": g, "middle": mid, "family": f, "sex": rng.choice("MF"), "origin": "staff",
                    "full": full, "mononym": False}
        return self._fresh(make)

    def other(self):
        rng = self.rng

        def make():
            sx = rng.choice("MF")
            g = rng.choice(PN.OTHER_M if sx == "M" else PN.OTHER_F)
            f = rng.choice(PN.OTHER_FAMILY + PN.STAFF_FAMILY)
            return {"given": g, "middle": None, "family": f, "sex": sx, "origin": "other",
                    "full": g + " " + f, "mononym": False}
        return self._fresh(make)


def title(rng, p, dot=None):
    if dot is None:
        dot = rng.random() < 0.35
    if p["sex"] == "M":
        t = "Mr"
    else:
        t = rng.choice(["Ms", "Ms", "Mrs", "Miss"])
    return t + ("." if dot else "")


def nm(rng, p, style=None):
    """A surface form of a person's name (the span text)."""
    if p.get("mononym"):
        style = style or rng.choice(["full", "full", "full", "upper", "given"])
        if style in ("full", "last", "lastfirst", "init_last", "given_init"):
            return p["full"]
        if style == "upper" or style == "upper_lastfirst":
            return p["full"].upper()
        if style == "initials":
            return "".join(x[0] + "." for x in p["full"].split())
        return p["full"]
    g, m, f = p["given"], p["middle"], p["family"]
    if style is None:
        style = rng.choice(["full", "full", "full", "lastfirst", "upper_lastfirst", "given", "init_last",
                            "given_init", "last", "full"])
    if style == "full":
        return p["full"]
    if style == "short":
        return g + " " + f
    if style == "lastfirst":
        return f + ", " + g + (" " + m if m and rng.random() < 0.5 else "")
    if style == "upper_lastfirst":
        return (f + ", " + g + (" " + m if m and rng.random() < 0.5 else "")).upper()
    if style == "upper":
        return p["full"].upper()
    if style == "given":
        return g
    if style == "last":
        return f
    if style == "init_last":
        return g[0] + ". " + f if rng.random() < 0.7 else g[0] + " " + f
    if style == "given_init":
        return g + " " + f[0] + "."
    if style == "initials":
        parts = [g] + ([m] if m and rng.random() < 0.4 else []) + f.split()[:1]
        return rng.choice(["".join(x[0] for x in parts).upper(), ".".join(x[0] for x in parts).upper() + "."])
    raise ValueError(style)


def staff_sig(rng, s):
    """Clinician name forms usable after a title or before credentials."""
    return rng.choice([s["full"], s["given"] + " " + s["family"], s["given"][0] + ". " + s["family"], s["family"]])


def username(rng, p):
    g, f = ascii_fold(p["given"]).lower().replace("-", ""), ascii_fold(p["family"]).lower().replace(" ", "").replace("'", "").replace("-", "")
    c = rng.randrange(6)
    if c == 0:
        return g[0] + f[:7] + str(rng.randint(1, 9))
    if c == 1:
        return g + "." + f
    if c == 2:
        return rng.choice(PN.USERNAME_STEMS) + "_" + f[:6]
    if c == 3:
        return (f[:5] + g[:2]).upper() + str(rng.randint(10, 99))
    if c == 4:
        return g[:3] + f[:3] + str(rng.randint(100, 999))
    return f + g[0]


def email(rng, p, domain=None):
    g = ascii_fold(p["given"]).lower().replace(" ", "").replace("-", "")
    f = ascii_fold(p["family"]).lower().replace(" ", "").replace("'", "").replace("-", "")
    dom = domain or rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                "health.example.org", "clinic.example.net"])
    loc = rng.choice([g + "." + f, g[0] + f, f + "." + g[0], g + f[:1] + str(rng.randint(1, 99)), g + "_" + f])
    return loc + "@" + dom


def org_email(rng, org):
    stem = re.sub(r"[^a-z]", "", ascii_fold(org).lower())[:14] or "office"
    return rng.choice(["referrals", "intake", "admin", "info", "health", "casework", "bookings"]) + "@" + stem + "." + \
        rng.choice(["example.org", "example.com", "example.net"])


def url(rng, org):
    stem = re.sub(r"[^a-z]", "", ascii_fold(org).lower())[:16] or "clinic"
    tail = rng.choice(["", "/portal", "/refer", "/newcomers", "/interpreters", "/patient-login", "/forms/consent",
                       "/appointments"])
    return rng.choice(["www.", "https://www.", "https://", "http://"]) + stem + "." + \
        rng.choice(["example.org", "example.com", "example.net"]) + tail


def ipaddr(rng):
    c = rng.randrange(3)
    if c == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if c == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ---------------------------------------------------------------- contact numbers
AREA = {"US": ["317", "260", "502", "208", "814", "315", "614", "404", "970", "402", "605", "701", "978", "603",
               "802", "207", "616", "313", "320", "507", "806", "713", "619", "916", "520", "801", "509", "253"],
        "CA": ["416", "647", "905", "519", "613", "204", "403", "780", "306", "604", "778", "514", "902", "506"],
        "UK": ["0113", "0114", "0121", "0161", "0151", "0116", "0115", "029", "0141", "0131", "0191", "01274", "024",
               "0117", "01642", "01733"],
        "AU": ["02", "03", "07", "08"]}


def phone(rng, country, ext_ok=True):
    d4 = "01%02d" % rng.randint(0, 99)
    if country in ("US", "CA"):
        a = rng.choice(AREA[country])
        s = rng.choice(["(%s) 555-%s" % (a, d4), "%s-555-%s" % (a, d4), "%s.555.%s" % (a, d4),
                        "+1 %s 555 %s" % (a, d4), "1-%s-555-%s" % (a, d4), "(%s)555-%s" % (a, d4)])
    elif country == "UK":
        if rng.random() < 0.3:
            mob = "07%d%02d" % (rng.randint(3, 9), rng.randint(0, 99))
            s = rng.choice(["%s 555%03d" % (mob, rng.randint(0, 999)), "+44 %s 555 %03d" % (mob[1:], rng.randint(0, 999))])
        else:
            a = rng.choice(AREA["UK"])
            s = rng.choice(["%s 555 %s" % (a, d4), "+44 %s 555 %s" % (a[1:], d4), "(%s) 555 %s" % (a, d4)])
    else:
        if rng.random() < 0.3:
            s = rng.choice(["04%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999)),
                            "+61 4%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999))])
        else:
            a = rng.choice(AREA["AU"])
            s = rng.choice(["(%s) 5550 %04d" % (a, rng.randint(0, 9999)), "%s 5550 %04d" % (a, rng.randint(0, 9999)),
                            "+61 %s 5550 %04d" % (a[1:], rng.randint(0, 9999))])
    if ext_ok and rng.random() < 0.15:
        s += rng.choice([" ext. %d" % rng.randint(10, 9999), " x%d" % rng.randint(100, 9999), " ext %d" % rng.randint(10, 999)])
    return s


def pager(rng, country):
    if country == "UK":
        return rng.choice(["555%d" % rng.randint(0, 9), "555%02d" % rng.randint(0, 99)])
    return rng.choice(["555-01%02d" % rng.randint(0, 99), "555%02d" % rng.randint(0, 99), "5-555%d" % rng.randint(0, 9)])


def tollfree(rng, country):
    if country in ("US", "CA"):
        return rng.choice(["1-800-555-01%02d" % rng.randint(0, 99), "1-888-555-01%02d" % rng.randint(0, 99),
                           "(877) 555-01%02d" % rng.randint(0, 99)])
    if country == "UK":
        return rng.choice(["0800 555 01%02d" % rng.randint(0, 99), "0330 555 01%02d" % rng.randint(0, 99)])
    return rng.choice(["1300 555 %03d" % rng.randint(0, 999), "131 555"])


# ---------------------------------------------------------------- addresses
def _zip(rng, country, pre):
    if country == "US":
        z = pre + digits(rng, 2)
        return z + ("-" + digits(rng, 4) if rng.random() < 0.15 else "")
    if country == "UK":
        inward = str(rng.randint(1, 9)) + letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
        return pre + str(rng.randint(1, 19)) + " " + inward
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (pre, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
    return pre + digits(rng, 2)


class Place:
    def __init__(self, rng, country):
        self.country = country
        if country == "US":
            c = rng.choice(PP.US_CITIES)
            self.city, self.state, self.abbr, pre = c
        elif country == "CA":
            c = rng.choice(PP.CA_CITIES)
            self.city, self.state, self.abbr, pre = c
        elif country == "AU":
            c = rng.choice(PP.AU_CITIES)
            self.city, self.state, self.abbr, pre = c
        else:
            c = rng.choice(PP.UK_CITIES)
            self.city, pre = c
            self.state = self.abbr = None
        self.pre = pre
        self.zip = _zip(rng, country, pre)
        self.street = street(rng, country)

    def near(self, rng):
        """Another address in the same town (new street and postcode, same postcode area)."""
        other = Place.__new__(Place)
        other.__dict__.update(self.__dict__)
        other.zip = _zip(rng, self.country, self.pre)
        other.street = street(rng, self.country)
        return other


def street(rng, country):
    n = rng.choice([rng.randint(1, 99), rng.randint(100, 999), rng.randint(1000, 9999)])
    name = rng.choice(PP.STREET_NAMES)
    if country == "US":
        s = "%d %s %s" % (n, name, rng.choice(PP.US_SUFFIX))
        r = rng.random()
        if r < 0.25:
            s += rng.choice([" Apt %d%s" % (rng.randint(1, 40), rng.choice(["", "A", "B", "C"])), " #%d" % rng.randint(100, 420),
                             ", Apt %d" % rng.randint(1, 30), " Unit %d" % rng.randint(1, 12)])
        return s
    if country == "UK":
        s = "%d %s %s" % (n % 300 + 1, name, rng.choice(PP.UK_SUFFIX))
        if rng.random() < 0.35:
            s = rng.choice(["Flat %d, " % rng.randint(1, 24), "Flat %d%s, " % (rng.randint(1, 9), rng.choice("ABC")),
                            "Room %d, " % rng.randint(1, 60)]) + s
        return s
    if country == "CA":
        s = "%d %s %s" % (n, name, rng.choice(PP.CA_SUFFIX))
        if rng.random() < 0.3:
            s = rng.choice(["%d-" % rng.randint(101, 2210), "Unit %d, " % rng.randint(1, 30)]) + s
        return s
    s = "%d %s %s" % (n % 400 + 1, name, rng.choice(PP.AU_SUFFIX))
    if rng.random() < 0.3:
        s = rng.choice(["%d/" % rng.randint(1, 40), "Unit %d, " % rng.randint(1, 30)]) + s
    return s


def address(rng, pl, style=None):
    """Address pieces split into STREET / CITY / STATE / ZIP spans."""
    style = style or rng.choice(["line", "line", "multi"])
    sep = "\n" if style == "multi" else ", "
    out = [(pl.street, "STREET"), sep, (pl.city, "CITY")]
    if pl.country == "UK":
        out += [sep if style == "multi" else " ", (pl.zip, "ZIP")] if rng.random() < 0.5 else [sep, (pl.zip, "ZIP")]
        return out
    if pl.country == "AU":
        out += [" ", (pl.abbr, "STATE"), " ", (pl.zip, "ZIP")]
        return out
    st = pl.abbr if rng.random() < 0.85 else pl.state
    out += [", ", (st, "STATE"), rng.choice([" ", "  "]), (pl.zip, "ZIP")]
    return out
