"""Single-pass note builder and PHI surface-form generators (dev221_en)."""
import datetime
import re

from pools import (MALE, FEMALE, NICK, SURNAMES, INITIALS, STREET_NAMES, US_SUFFIX, CA_SUFFIX,
                   UNITS, EMAIL_DOMAINS)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

TYPOS = {
    "patient": "pateint", "received": "recieved", "tomorrow": "tommorow", "bilateral": "bilaterl",
    "complains": "complans", "restrictions": "restrictons", "evaluation": "evalution",
    "lifting": "liftng", "shoulder": "shoudler", "examination": "examinaton", "therapy": "theraphy",
    "with": "wiht", "the": "teh", "and": "adn", "pain": "pian", "follow": "folow",
    "occasional": "occassional", "separate": "seperate", "right": "rigth", "tolerated": "tolerted",
    "symptoms": "symtoms", "negative": "negaitve", "approximately": "approximatly",
    "recommend": "reccomend", "knee": "kne", "was": "ws", "currently": "currenlty",
}
_WORD = re.compile(r"[A-Za-z]+")


class Doc:
    """Collects text pieces and spans in one pass."""

    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.spans = []
        self.pos = 0
        self.last_phi = False

    def _typo(self, s):
        if not self.typo:
            return s
        rng = self.rng

        def sub(m):
            w = m.group(0)
            lw = w.lower()
            if lw in TYPOS and rng.random() < self.typo:
                t = TYPOS[lw]
                return t.upper() if w.isupper() and len(w) > 1 else (t.capitalize() if w[0].isupper() else t)
            return w
        return _WORD.sub(sub, s)

    def t(self, s):
        if not s:
            return
        if self.last_phi and s[0] == "." and self.parts and self.parts[-1].endswith(".") and not s.startswith(".."):
            s = s[1:]
            if not s:
                return
        self.last_phi = False
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        assert typ in LABEL, typ
        assert s and s == s.strip(), repr(s)
        if self.lower:
            s = s.lower()
        start = self.pos
        self.last_phi = True
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})

    def put(self, v):
        """v: str (plain), (str, TYPE) (PHI), list/tuple-of-items (sequence), or None."""
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str) and v[1] in LABEL:
            self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def f(self, tmpl, **kw):
        pos = 0
        for m in re.finditer(r"\{(\w+)\}", tmpl):
            self.t(tmpl[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- dates
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

FULL_STYLES = ("us", "us_n", "us_s", "iso", "long", "abbr", "dmy", "dmy_l", "ora", "wd", "dots",
               "ymd_slash", "abbr_nc")


def fd(d, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_n":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_s":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "ymd_slash":
        return "%04d/%02d/%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (mon, dd, y)
    if style == "abbr":
        return "%s %d, %d" % (mon[:3], dd, y)
    if style == "abbr_nc":
        return "%s %d %d" % (mon[:3], dd, y)
    if style == "dmy":
        return "%d %s %d" % (dd, mon[:3], y)
    if style == "dmy_l":
        return "%d %s %d" % (dd, mon, y)
    if style == "ora":
        return "%02d-%s-%d" % (dd, mon[:3].upper(), y)
    if style == "dots":
        return "%02d.%02d.%04d" % (m, dd, y)
    if style == "wd":
        return "%s, %s %d, %d" % (DAYS[d.weekday()], mon, dd, y)
    if style == "wds":
        return "%s %d/%d" % (DAYS[d.weekday()][:3], m, dd)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "mon_d":
        return "%s %d" % (mon, dd)
    if style == "mon_d_s":
        return "%s %d" % (mon[:3], dd)
    if style == "my":
        return "%s %d" % (mon, y)
    if style == "my_s":
        return "%s %d" % (mon[:3], y)
    if style == "my_n":
        return "%02d/%04d" % (m, y)
    if style == "y":
        return "%d" % y
    if style == "mon":
        return mon
    if style == "wday":
        return DAYS[d.weekday()]
    raise ValueError(style)


def D(d, style):
    return (fd(d, style), "DATE")


def rand_date(rng, start, end):
    a = datetime.date(*start).toordinal()
    b = datetime.date(*end).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def plus(d, days):
    return d + datetime.timedelta(days=days)


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def age_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, typ, sex=None, cred=None):
        self.typ = typ
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(MALE if self.sex == "M" else FEMALE)
        self.last = rng.choice(SURNAMES)
        if rng.random() < 0.12:
            self.last = self.last + "-" + rng.choice(SURNAMES) if rng.random() < 0.5 else self.last
        self.mid = rng.choice(INITIALS) if rng.random() < 0.55 else ""
        self.cred = cred
        self.rng = rng

    def full(self):
        return "%s %s. %s" % (self.first, self.mid, self.last) if self.mid else "%s %s" % (self.first, self.last)

    def form(self, f):
        fi = self.first[0]
        li = self.last[0]
        mid = self.mid
        if f == "fl":
            return "%s %s" % (self.first, self.last)
        if f == "full":
            return self.full()
        if f == "lf":
            return "%s, %s" % (self.last, self.first)
        if f == "lfm":
            return "%s, %s %s" % (self.last, self.first, mid) if mid else "%s, %s" % (self.last, self.first)
        if f == "LF":
            s = "%s, %s %s" % (self.last, self.first, mid) if mid else "%s, %s" % (self.last, self.first)
            return s.upper()
        if f == "LF2":
            return ("%s,%s" % (self.last, self.first)).upper()
        if f == "caps":
            return self.full().upper()
        if f == "last":
            return self.last
        if f == "LAST":
            return self.last.upper()
        if f == "first":
            return self.first
        if f == "nick":
            return NICK.get(self.first, self.first)
        if f == "fi":
            return "%s. %s" % (fi, self.last)
        if f == "fil":
            return "%s %s." % (self.first, li)
        if f == "init":
            return "%s.%s." % (fi, li)
        if f == "init3":
            return "%s.%s.%s." % (fi, mid, li) if mid else "%s.%s." % (fi, li)
        if f == "INI":
            return "%s%s" % (fi, li)
        if f == "ini":
            return ("%s%s" % (fi, li)).lower()
        raise ValueError(f)

    def n(self, f=None, typ=None):
        if f is None:
            f = self.rng.choice(("fl", "full", "fl", "last", "lf", "fi"))
        return (self.form(f), typ or self.typ)

    def title(self, dotted=True):
        if self.typ == "DOCTOR" and self.cred and self.cred.split(",")[0] in ("MD", "DO"):
            return "Dr. " if dotted else "Dr "
        t = "Mr" if self.sex == "M" else self.rng.choice(("Ms", "Ms", "Mrs"))
        return t + (". " if dotted else " ")

    def tl(self, dotted=True):
        """Title + surname: title outside the span."""
        return [self.title(dotted), (self.last, self.typ)]

    def sig(self, f="fl"):
        """Name followed by credentials (outside the span)."""
        if self.cred:
            return [(self.form(f), self.typ), ", " + self.cred]
        return [(self.form(f), self.typ)]

    def drn(self, f="last"):
        return ["Dr. ", (self.form(f), self.typ)]

    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")

    def username(self, rng):
        style = rng.randrange(5)
        if style == 0:
            u = (self.first[0] + self.last).lower()
        elif style == 1:
            u = (self.first + "." + self.last).lower()
        elif style == 2:
            u = (self.first[0] + self.last[:6]).lower() + str(rng.randint(1, 99))
        elif style == 3:
            u = (self.last[:5] + self.first[0]).upper()
        else:
            u = (self.first[:3] + self.last[:3]).lower() + str(rng.randint(1, 9))
        return re.sub(r"[^A-Za-z0-9.]", "", u)

    def email(self, rng, domain=None):
        dom = domain or rng.choice(EMAIL_DOMAINS)
        style = rng.randrange(4)
        if style == 0:
            u = self.first + "." + self.last
        elif style == 1:
            u = self.first[0] + self.last
        elif style == 2:
            u = self.first + self.last[0] + str(rng.randint(1, 99))
        else:
            u = self.last + "." + self.first[0]
        u = re.sub(r"[^A-Za-z0-9.]", "", u).lower()
        return u + "@" + dom


CREDS_MD = ("MD", "DO", "MD, MPH", "MD, FACOEM", "DO, MPH", "MD, CCFP", "MD, FRCPC", "MD, CIME")
CREDS_MID = ("PA-C", "NP", "FNP-C", "APRN", "NP-PHC")
CREDS_NURSE = ("RN", "RN, COHN-S", "RN, CCM", "LPN", "RN, BSN", "RN, COHN")


COUNTRY = ["US"]  # set per note by common.Case so credentials fit the country
CA_ONLY = ("CCFP", "FRCPC", "NP-PHC")
US_ONLY = ("FACOEM", "CIME", "FNP-C", "APRN", "COHN-S", "DO")


def doctor(rng, kind="md"):
    pool = {"md": CREDS_MD, "mid": CREDS_MID, "nurse": CREDS_NURSE}.get(kind)
    if pool:
        bad = CA_ONLY if COUNTRY[0] == "US" else US_ONLY
        pool = [p for p in pool if not any(b in p for b in bad)]
    cred = rng.choice(pool) if pool else kind
    return Person(rng, "DOCTOR", cred=cred)


# ---------------------------------------------------------------- contacts / ids
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def phone(rng, area, style=None, ext=False):
    line = "01%02d" % rng.randint(0, 99) if rng.random() < 0.8 else "%04d" % rng.randint(1000, 9999)
    style = style if style is not None else rng.randrange(7)
    if style == 0:
        s = "(%s) 555-%s" % (area, line)
    elif style == 1:
        s = "%s-555-%s" % (area, line)
    elif style == 2:
        s = "%s.555.%s" % (area, line)
    elif style == 3:
        s = "+1 %s 555 %s" % (area, line)
    elif style == 4:
        s = "1-%s-555-%s" % (area, line)
    elif style == 5:
        s = "(%s)555-%s" % (area, line)
    else:
        s = "%s 555-%s" % (area, line)
    if ext:
        s += rng.choice((" ext. ", " x", " ext ", " Ext. ")) + str(rng.randint(10, 4999))
    return s


def tollfree(rng):
    return "1-%s-555-01%02d" % (rng.choice(("800", "866", "877", "888")), rng.randint(0, 99))


def ssn(rng):
    if rng.random() < 0.75:
        a = "9%02d" % rng.randint(0, 99)
    else:
        a = "000"
    s = "%s-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))
    return s if rng.random() < 0.85 else s.replace("-", " ")


def sin(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def mrn(rng):
    k = rng.randrange(5)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return "MR" + digits(rng, 7)
    if k == 2:
        return "E" + digits(rng, 7)
    if k == 3:
        return "%s-%s" % (digits(rng, 3), digits(rng, 5))
    return digits(rng, 6)


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def med_license(rng, prov=None):
    k = rng.randrange(4)
    if prov:
        return digits(rng, 5)
    if k == 0:
        return "MD." + digits(rng, 6)
    if k == 1:
        return letters(rng, 1) + digits(rng, 5)
    if k == 2:
        return "%s-%s" % (digits(rng, 2), digits(rng, 6))
    return digits(rng, 7)


def cdl(rng, st):
    k = rng.randrange(4)
    if k == 0:
        return letters(rng, 1) + digits(rng, 12)
    if k == 1:
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))
    if k == 2:
        return digits(rng, 9)
    return letters(rng, 2) + digits(rng, 6)


def ca_dl(rng, prov):
    if prov == "ON":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if prov == "QC":
        return letters(rng, 1) + digits(rng, 12)
    return digits(rng, 7)


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice("1234") + "".join(rng.choice(pool) for _ in range(16))


def plate(rng, country="US"):
    k = rng.randrange(3)
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3)) if k else "%s%s %s" % (letters(rng, 2), digits(rng, 1), letters(rng, 3))
    if k == 0:
        return "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3))
    if k == 1:
        return "%s-%s" % (letters(rng, 3), digits(rng, 4))
    return "%s %s" % (letters(rng, 2), digits(rng, 5))


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ---------------------------------------------------------------- addresses
class Address:
    def __init__(self, rng, city, country, industrial=False, biz=False):
        from pools import INDUSTRIAL_ST
        self.city, self.st, self.stfull, pref, self.area = city
        self.country = country
        num = rng.randint(12, 9890) if rng.random() < 0.8 else rng.randint(1, 99)
        if industrial:
            street = "%d %s" % (num, rng.choice(INDUSTRIAL_ST))
        elif country == "CA" and self.st == "QC" and rng.random() < 0.6:
            street = "%d rue %s" % (num, rng.choice(("Saint-Denis", "des Erables", "Principale",
                                                        "Sainte-Catherine", "du Moulin", "Laurier")))
        elif not biz and rng.random() < 0.08:
            street = rng.choice(("RR 3", "Rural Route 2", "County Road %d" % rng.randint(2, 40),
                                 "Concession %d" % rng.randint(2, 12) if country == "CA" else "Box %d" % rng.randint(10, 900)))
        else:
            suf = rng.choice(US_SUFFIX if country == "US" else CA_SUFFIX)
            pre = rng.choice(("", "", "", "N ", "S ", "E ", "W ", "North ")) if country == "US" else ""
            street = "%d %s%s %s" % (num, pre, rng.choice(STREET_NAMES), suf)
        if not industrial and not biz and rng.random() < 0.25:
            street += ", " + rng.choice(UNITS).format(n=rng.randint(1, 420), l=rng.choice("ABCD"))
        elif (industrial or biz) and rng.random() < 0.3:
            street += ", " + rng.choice(("Suite %d", "Unit %d", "Bldg %d") if industrial else ("Suite %d", "Suite %d", "Unit %d", "Ste %d")) % rng.randint(1, 400)
        self.street = street
        if country == "US":
            self.zip = pref + digits(rng, 2)
            if rng.random() < 0.15:
                self.zip += "-" + digits(rng, 4)
        else:
            L = "ABCEGHJKLMNPRSTVWXYZ"
            self.zip = "%s%d%s %d%s%d" % (pref, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                                          rng.choice(L), rng.randint(0, 9))

    def parts(self, style=0, full_state=False, country_name=None, sep=", "):
        st = (self.stfull if full_state else self.st, "STATE")
        cy = None
        if country_name:
            cy = [sep if style == 1 else ", ", (country_name, "COUNTRY")]
        if style == 1:  # two lines
            return [(self.street, "STREET"), "\n", (self.city, "CITY"), ", ", st, "  " if self.country == "CA" else " ", (self.zip, "ZIP"), cy]
        if style == 2:  # all caps-ish postal block
            return [(self.street.upper(), "STREET"), "\n", (self.city.upper(), "CITY"), " ", (st[0].upper(), "STATE"), "  ", (self.zip, "ZIP"), cy]
        return [(self.street, "STREET"), ", ", (self.city, "CITY"), ", ", st, " ", (self.zip, "ZIP"), cy]

    def cityst(self, full_state=False):
        return [(self.city, "CITY"), ", ", (self.stfull if full_state else self.st, "STATE")]
