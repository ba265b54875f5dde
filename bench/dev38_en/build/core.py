"""Core helpers for dev38-en: in-line span markup, people, locales, identifiers.

Text is composed with P(value, TYPE), which wraps the value in control
characters; render() strips them and returns (text, spans).  This keeps
every PHI value tied to its type at the point where it is written.
"""
import datetime as dt
import re

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

_O, _S, _C = "\x02", "\x1f", "\x03"
_MARK = re.compile("\x02([A-Z_]+)\x1f([^\x02\x03]*)\x03")


def P(value, typ):
    value = str(value)
    assert typ in LABEL_OF, typ
    assert value and value == value.strip(), repr(value)
    return f"{_O}{typ}{_S}{value}{_C}"


_ART = re.compile("\\b([Aa]) ((?:\x02[A-Z_]+\x1f)?)(?=(?:[aeioAEIO]|HGV|IT |RN|LPN|MRI|ECG|NHS|8|11|18|80|[uU]nder|[uU]nd|[uU]ph|[uU]pp|[uU]lt|[uU]nc|[uU]nw))")


def fix_articles(marked):
    """'a' -> 'an' before a vowel sound, also when the next word is inside a span."""
    return _ART.sub(lambda m: ("An" if m.group(1) == "A" else "an") + " " + m.group(2), marked)


def render(marked):
    marked = fix_articles(marked)
    out, spans, pos, last = [], [], 0, 0
    for m in _MARK.finditer(marked):
        seg = marked[last:m.start()]
        out.append(seg)
        pos += len(seg)
        val = m.group(2)
        spans.append({"start": pos, "end": pos + len(val), "label": LABEL_OF[m.group(1)],
                      "type": m.group(1), "text": val})
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    assert _O not in text and _C not in text and _S not in text
    return text, spans


# ----------------------------------------------------------------- words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    return str(n)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def add_days(d, n):
    return d + dt.timedelta(days=n)


def years_between(a, b):
    y = b.year - a.year - ((b.month, b.day) < (a.month, a.day))
    return y


def months_between(a, b):
    m = (b.year - a.year) * 12 + (b.month - a.month) - (1 if b.day < a.day else 0)
    return m


# ----------------------------------------------------------------- people
class Person:
    def __init__(self, given, family, sex, middle=None, nick=None):
        self.given, self.family, self.sex, self.middle, self.nick = given, family, sex, middle, nick

    @property
    def full(self):
        return f"{self.given} {self.family}"

    def fmt(self, style):
        g, f, m = self.given, self.family, self.middle
        mi = (m[0] + ".") if m else ""
        if style == "full":
            return f"{g} {f}"
        if style == "full_mi":
            return f"{g} {mi} {f}" if m else f"{g} {f}"
        if style == "full_mid":
            return f"{g} {m} {f}" if m else f"{g} {f}"
        if style == "last_first":
            return f"{f}, {g}"
        if style == "LAST_first":
            return f"{f.upper()}, {g}"
        if style == "LAST_FIRST_MI":
            return f"{f.upper()}, {g.upper()}" + (f" {m[0]}" if m else "")
        if style == "first_LAST":
            return f"{g} {f.upper()}"
        if style == "given":
            return g
        if style == "family":
            return f
        if style == "nick":
            return self.nick or g
        if style == "init":
            return "".join(x[0] for x in (g, f)).upper()
        if style == "init_dot":
            return f"{g[0]}.{f[0]}."
        if style == "init_last":
            return f"{g[0]}. {f}"
        if style == "given_init":
            return f"{g} {f[0]}."
        if style == "lower_init":
            return (g[0] + f[0]).lower()
        raise ValueError(style)


def pick_origin(r, locale):
    w = pools.ORIGIN_WEIGHTS[locale]
    keys = list(w.keys())
    return r.choices(keys, weights=[w[k] for k in keys])[0]


# names already used in the current note (reset per note) so that two different
# people in one note never share a full name, and clinicians never share a surname
# with the patient's family
USED = {"full": [], "given": [], "family": []}


def reset_names():
    USED["full"].clear()
    USED["given"].clear()
    USED["family"].clear()


def make_person(r, locale, sex=None, family=None, origin=None, middle_p=0.35, new_family=False):
    if sex is None:
        sex = r.choice("FM")
    origin = origin or pick_origin(r, locale)
    fem, mal, sur = pools.ORIGINS[origin]
    fixed_family = family
    for _ in range(50):
        given = r.choice(fem if sex == "F" else mal)
        family = fixed_family if fixed_family is not None else r.choice(sur)
        if f"{given} {family}" in USED["full"] or given in USED["given"] or given == family:
            continue
        if new_family and family in USED["family"]:
            continue
        break
    USED["full"].append(f"{given} {family}")
    USED["given"].append(given)
    USED["family"].append(family)
    middle = None
    if r.random() < middle_p:
        middle = r.choice(pools.MIDDLE_F if sex == "F" else pools.MIDDLE_M)
    nick = pools.NICKNAMES.get(given)
    p = Person(given, family, sex, middle, nick)
    p.origin = origin
    return p


def title(r, p, locale, married=None):
    dot = "." if locale in ("US", "CA") else ""
    if p.sex == "M":
        return "Mr" + dot
    return r.choice(["Ms" + dot, "Mrs" + dot, "Ms" + dot]) if married is None else (
        ("Mrs" + dot) if married else ("Ms" + dot))


# ----------------------------------------------------------------- locale
class Locale:
    code = ""
    order = "dmy"
    spelling = "uk"

    def __init__(self, r):
        self.r = r
        self.street_counter = 0

    # ---- dates ---------------------------------------------------------
    def fmt_date(self, d, style):
        M, Mon, wd = MONTHS[d.month - 1], MONTHS[d.month - 1][:3], WEEKDAYS[d.weekday()]
        us = self.order == "mdy"
        if style == "num":
            if self.order == "ymd":
                return d.strftime("%Y-%m-%d")
            return d.strftime("%m/%d/%Y") if us else d.strftime("%d/%m/%Y")
        if style == "num_short":
            return (f"{d.month}/{d.day}/{d.year % 100:02d}" if us
                    else f"{d.day}/{d.month}/{d.year % 100:02d}")
        if style == "num_nopad":
            return f"{d.month}/{d.day}/{d.year}" if us else f"{d.day}/{d.month}/{d.year}"
        if style == "dots":
            return d.strftime("%d.%m.%Y")
        if style == "long":
            return f"{M} {d.day}, {d.year}" if us else f"{d.day} {M} {d.year}"
        if style == "long_ord":
            return f"{M} {ordinal(d.day)}, {d.year}" if us else f"{ordinal(d.day)} {M} {d.year}"
        if style == "abbr":
            return f"{Mon} {d.day}, {d.year}" if us else f"{d.day} {Mon} {d.year}"
        if style == "dash":
            return f"{d.day:02d}-{Mon}-{d.year}"
        if style == "dash_up":
            return f"{d.day:02d}-{Mon.upper()}-{d.year}"
        if style == "wk_long":
            return f"{wd}, {M} {d.day}, {d.year}" if us else f"{wd} {d.day} {M} {d.year}"
        if style == "wk_short":
            return (f"{wd[:3]} {d.month}/{d.day}" if us else f"{wd[:3]} {d.day}/{d.month}")
        if style == "wk_dm":
            return f"{wd} {ordinal(d.day)}" if not us else f"{wd} the {ordinal(d.day)}"
        if style == "iso":
            return d.strftime("%Y-%m-%d")
        if style == "dm":
            return f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
        if style == "day_month":
            return f"{M} {d.day}" if us else f"{d.day} {M}"
        if style == "ord_month":
            return f"{M} {ordinal(d.day)}" if us else f"{ordinal(d.day)} {M}"
        if style == "month_year":
            return f"{M} {d.year}"
        if style == "mon_year":
            return f"{Mon} {d.year}"
        if style == "year":
            return str(d.year)
        if style == "month":
            return M
        if style == "weekday":
            return wd
        raise ValueError(style)

    def D(self, d, style):
        return P(self.fmt_date(d, style), "DATE")

    def num_style(self):
        return "num"

    # ---- generic numbers ----------------------------------------------
    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"203.0.113.{r.randint(1, 254)}", f"198.51.100.{r.randint(1, 254)}",
                         f"192.0.2.{r.randint(1, 254)}"])

    def device_serial(self):
        r = self.r
        return r.choice([f"SN{self.digits(8)}", f"{self.letters(3)}{self.digits(6)}",
                         f"{self.letters(2)}-{self.digits(5)}-{self.letters(1)}",
                         f"{self.digits(4)}-{self.digits(4)}-{self.letters(2)}",
                         f"{self.letters(1)}{self.digits(7)}"])

    def accession(self):
        r = self.r
        y = r.choice(["23", "24", "25"])
        return r.choice([f"{self.letters(1)}{y}-{self.digits(5)}", f"{y}{self.letters(2)}{self.digits(6)}",
                         f"{self.letters(2)}{self.digits(7)}", f"{self.digits(2)}-{self.digits(3)}-{self.digits(4)}",
                         f"ACC{self.digits(8)}"])

    def batch(self):
        r = self.r
        return r.choice([f"{self.letters(2)}{self.digits(4)}", f"{self.letters(1)}{self.digits(3)}{self.letters(2)}",
                         f"{self.digits(2)}{self.letters(1)}{self.digits(2)}{self.letters(1)}",
                         f"{self.letters(3)}{self.digits(3)}{self.letters(1)}", f"{self.digits(1)}{self.letters(2)}{self.digits(3)}",
                         f"{self.letters(1)}{self.digits(5)}"])

    def account(self):
        r = self.r
        return r.choice([self.digits(8), f"{self.digits(4)}-{self.digits(4)}", f"V{self.digits(9)}",
                         f"E{self.digits(7)}", f"{self.digits(3)}{self.digits(6)}", f"FIN{self.digits(8)}"])

    def username(self, person):
        r = self.r
        g, f = person.given.lower().replace("'", "").replace(" ", "").replace("-", ""), \
            person.family.lower().replace("'", "").replace(" ", "").replace("-", "")
        return r.choice([f"{g[0]}{f}", f"{g[0]}{f}{r.randint(1, 9)}", f"{g}.{f}", f"{f}{g[0]}",
                         f"{g[:3]}{f[:3]}{r.randint(10, 99)}", f"{g}{f[0]}"])

    def email(self, person, kind="personal"):
        r = self.r
        g = re.sub(r"[^a-z]", "", person.given.lower())
        f = re.sub(r"[^a-z]", "", person.family.lower())
        if kind == "personal":
            dom = r.choice(["example.com", "example.net", "example.org", "mail.example",
                            "inbox.example.com", "post.example.net"])
            local = r.choice([f"{g}.{f}", f"{g}{f}{r.randint(1, 99)}", f"{g[0]}{f}", f"{f}.{g}{r.randint(70, 99)}",
                              f"{g}_{f[:4]}", f"{g}{r.randint(1980, 2012)}"])
        else:
            dom = kind
            local = r.choice([f"{g}.{f}", f"{g[0]}.{f}", f"{g[0]}{f}"])
        return f"{local}@{dom}"

    def plate(self):
        return self.letters(3) + self.digits(3)

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{self.digits(5)}", f"BIO-{self.digits(6)}", f"PV{self.digits(7)}",
                         f"VB-{self.letters(2)}{self.digits(5)}", f"BM{self.digits(6)}"])

    # ---- addresses -----------------------------------------------------
    def city(self):
        c, st = self.r.choice(pools.CITIES[self.code])
        return c, st

    def street_line(self):
        r = self.r
        word = r.choice(pools.STREET_WORDS)
        suf = r.choice(pools.STREET_SUFFIX[self.code])
        num = r.choice([r.randint(1, 60), r.randint(1, 250), r.randint(100, 9999)]) \
            if self.code in ("US", "CA") else r.choice([r.randint(1, 40), r.randint(1, 180)])
        return self._street(num, word, suf)

    def _street(self, num, word, suf):
        return f"{num} {word} {suf}"


def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_bad(digits_wo_check):
    """Return digits + a check digit that deliberately FAILS the Luhn check."""
    for c in "0123456789":
        if luhn_ok(digits_wo_check + c):
            good = c
            break
    return digits_wo_check + str((int(good) + 3) % 10)
