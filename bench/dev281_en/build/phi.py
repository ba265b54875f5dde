"""Note builder (single-pass offsets) and PHI formatters for dev281_en."""
import datetime as _dt
import re

import pools as P

TYPE2LABEL = {
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

_PH = re.compile(r"\{([A-Z_]+)\}")


class Doc:
    """Append-only note text; PHI spans are recorded as they are appended."""

    def __init__(self, lower=False):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ == "_":
            return self.t(s)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad PHI value %r" % s)
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": TYPE2LABEL[typ], "type": typ, "text": s})
        self.buf.append(s)
        self.pos += len(s)
        return self

    def w(self, tmpl, *vals):
        """Write a template; {TYPE} consumes the next value as a span, {_} as text."""
        parts = _PH.split(tmpl)
        vi = 0
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self.t(part)
            else:
                self.p(vals[vi], part)
                vi += 1
        if vi != len(vals):
            raise ValueError("template/value mismatch: %r" % tmpl)
        return self

    def nm(self, person, typ, form="full"):
        pre, core = person.form(form)
        if pre:
            self.t(pre)
        return self.p(core, typ)

    def text(self):
        return "".join(self.buf)


class Person:
    def __init__(self, first, middle, last, sex, age=None, dob=None):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex
        self.age, self.dob = age, dob
        self.title = ""
        self.prof = None

    def form(self, f):
        fi = self.first[0]
        li = self.last.replace("'", "").replace(".", "")[0]
        t = self.title or {"F": "Ms", "M": "Mr"}[self.sex]
        if f == "full":
            return "", "%s %s" % (self.first, self.last)
        if f == "fml":
            return "", "%s %s. %s" % (self.first, self.middle, self.last)
        if f == "lf":
            return "", "%s, %s" % (self.last.upper(), self.first.upper())
        if f == "lfm":
            return "", "%s, %s %s" % (self.last.upper(), self.first.upper(), self.middle)
        if f == "lf_mixed":
            return "", "%s, %s" % (self.last, self.first)
        if f == "t_last":
            return t + " ", self.last
        if f == "t_full":
            return t + " ", "%s %s" % (self.first, self.last)
        if f == "dr_last":
            return "Dr ", self.last
        if f == "dr_dot_last":
            return "Dr. ", self.last
        if f == "dr_full":
            return "Dr ", "%s %s" % (self.first, self.last)
        if f == "first":
            return "", self.first
        if f == "last":
            return "", self.last
        if f == "i_last":
            return "", "%s. %s" % (fi, self.last)
        if f == "inits":
            return "", "%s.%s." % (fi, li)
        if f == "inits3":
            return "", "%s%s%s" % (fi, self.middle, li)
        if f == "inits_lc":
            return "", ("%s%s" % (fi, li)).lower()
        if f == "upper":
            return "", "%s %s" % (self.first.upper(), self.last.upper())
        raise ValueError(f)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Ctx:
    """Per-note context: country, service, and formatters drawing from one rng."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.us = country == "US"
        self.service = rng.choice(P.SERVICES[country])
        self.svc_short = P.SERVICE_SHORT[self.service]
        self.domain = P.SERVICE_DOMAIN[self.service]
        y = rng.choice([2023, 2024, 2024, 2025])
        self.today = _dt.date(y, 1, 1) + _dt.timedelta(days=rng.randrange(0, 360 if y < 2025 else 170))
        self.home_city = self.city()

    # ------------------------------------------------------------ basics
    def ch(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def digits(self, n, first_nonzero=False):
        s = "".join(self.r.choice("0123456789") for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = self.r.choice("123456789") + s[1:]
        return s

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alpha) for _ in range(n))

    # ------------------------------------------------------------ people
    def person(self, sex=None, amin=17, amax=74):
        sex = sex or self.ch("FM")
        first = self.ch(P.FEMALE if sex == "F" else P.MALE)
        last = self.ch(P.SURNAMES)
        age = self.r.randint(amin, amax)
        t = self.today
        anniv = t.replace(year=t.year - age, day=28) if (t.month, t.day) == (2, 29) else t.replace(year=t.year - age)
        dob = anniv - _dt.timedelta(days=self.r.randint(1, 360))
        p = Person(first, self.ch(P.MIDDLE_INITIALS), last, sex, age, dob)
        if sex == "F":
            p.title = self.ch(["Ms", "Mrs", "Miss", "Ms"])
        else:
            p.title = "Mr"
        p.prof = self.ch(P.PROFESSIONS)
        return p

    def staff(self, doctor=False):
        p = self.person(amin=25, amax=64)
        if doctor:
            p.title = "Dr"
        p.role = self.ch(P.STAFF_ROLES[self.c])
        p.cred = self.ch(P.DOC_CREDS[self.c] if doctor else P.CREDS[self.c])
        return p

    # ------------------------------------------------------------ dates
    def days(self, n):
        return self.today + _dt.timedelta(days=n)

    def fd(self, d, style=None):
        if style is None:
            style = self.ch(["num", "num", "num", "long", "med", "iso"])
        dd, mm, yy = d.day, d.month, d.year
        if style == "num":
            return "%02d/%02d/%04d" % ((mm, dd, yy) if self.us else (dd, mm, yy))
        if style == "num_short":
            return "%d/%d/%02d" % ((mm, dd, yy % 100) if self.us else (dd, mm, yy % 100))
        if style == "dot":
            return "%02d.%02d.%04d" % (dd, mm, yy)
        if style == "dash":
            return "%02d-%02d-%04d" % ((mm, dd, yy) if self.us else (dd, mm, yy))
        if style == "long":
            if self.us:
                return "%s %d, %d" % (MONTHS[mm - 1], dd, yy)
            return "%d %s %d" % (dd, MONTHS[mm - 1], yy)
        if style == "med":
            if self.us:
                return "%s %d, %d" % (MONTHS[mm - 1][:3], dd, yy)
            return "%d %s %d" % (dd, MONTHS[mm - 1][:3], yy)
        if style == "dmy_abbr":
            return "%02d-%s-%04d" % (dd, MONTHS[mm - 1][:3], yy)
        if style == "dmy_upper":
            return "%02d%s%04d" % (dd, MONTHS[mm - 1][:3].upper(), yy)
        if style == "iso":
            return "%04d-%02d-%02d" % (yy, mm, dd)
        if style == "wd_long":
            wd = WEEKDAYS[d.weekday()]
            if self.us:
                return "%s, %s %d, %d" % (wd, MONTHS[mm - 1], dd, yy)
            return "%s %d %s %d" % (wd, dd, MONTHS[mm - 1], yy)
        if style == "wd_short":
            wd = WEEKDAYS[d.weekday()][:3]
            return "%s %d/%d" % ((wd, mm, dd) if self.us else (wd, dd, mm))
        if style == "ordinal":
            if self.us:
                return "%s %s" % (MONTHS[mm - 1], _ord(dd))
            return "%s %s" % (_ord(dd), MONTHS[mm - 1])
        if style == "month_year":
            return "%s %d" % (MONTHS[mm - 1], yy)
        if style == "mon_year":
            return "%s %d" % (MONTHS[mm - 1][:3], yy)
        if style == "year":
            return str(yy)
        if style == "dm":
            return "%d/%d" % ((mm, dd) if self.us else (dd, mm))
        raise ValueError(style)

    def dob_str(self, p):
        return self.fd(p.dob, self.ch(["num", "num", "dmy_abbr", "iso", "long", "dash"]))

    # ------------------------------------------------------------ contacts
    def phone(self, kind="land"):
        r, c, d = self.r, self.c, self.digits
        if c in ("US", "CA"):
            area = self.ch(["614", "503", "612", "480", "412", "608", "303", "615", "402", "859"]
                           if c == "US" else ["416", "604", "403", "902", "514", "306", "204", "613"])
            if kind == "free":
                return self.ch(["1-800-555-", "1-888-555-", "1 (866) 555-"]) + d(4)
            n = "555-01" + d(2)
            f = r.randint(0, 4)
            s = ["(%s) %s" % (area, n), "%s-%s" % (area, n), "%s.%s" % (area, n.replace("-", ".")),
                 "+1 %s %s" % (area, n.replace("-", " ")), "%s %s" % (area, n)][f]
            if kind == "ext":
                s += self.ch([" ext. ", " x", " ext "]) + d(3, True)
            return s
        if c == "UK":
            if kind == "mobile":
                return self.ch(["07700 555", "07911 555", "07456 555", "07833 555"]) + d(3)
            if kind == "free":
                return "0300 555 " + d(4)
            s = self.ch(["0113 555 ", "0161 555 ", "0117 555 ", "01632 555", "029 5555 ",
                         "0131 555 ", "+44 20 5550 "]) + d(4 if True else 3)
            if kind == "ext":
                s += self.ch([" ext ", " x"]) + d(4, True)
            return s
        if c == "AU":
            if kind == "mobile":
                return self.ch(["0412 555 ", "0433 555 ", "0400 555 ", "+61 423 555 "]) + d(3)
            if kind == "free":
                return self.ch(["1300 555 ", "1800 555 "]) + d(3)
            s = self.ch(["(02) 5550 ", "(03) 5550 ", "(07) 5550 ", "(08) 5550 ", "+61 2 5550 "]) + d(4)
            if kind == "ext":
                s += " ext " + d(3, True)
            return s
        if c == "IE":
            if kind == "mobile":
                return self.ch(["087 555 ", "086 555 ", "083 555 ", "+353 85 555 "]) + d(4)
            if kind == "free":
                return "1800 555 " + d(3)
            s = self.ch(["(01) 555 ", "021 555 ", "091 555 ", "+353 1 555 "]) + d(4)
            if kind == "ext":
                s += " ext " + d(3, True)
            return s
        # NZ
        if kind == "mobile":
            return self.ch(["021 555 ", "022 555 ", "027 555 ", "+64 21 555 "]) + d(4)
        if kind == "free":
            return "0800 555 " + d(3)
        s = self.ch(["(09) 555 ", "(04) 555 ", "(03) 555 ", "07 555 ", "+64 9 555 "]) + d(4)
        if kind == "ext":
            s += " ext " + d(3, True)
        return s

    def pager(self):
        return self.ch(["555", "5-555", "555-", "4-555"]) + self.digits(self.r.randint(1, 2), True)

    def email(self, p=None, org=False):
        dom = self.ch(["example.com", "example.net", "example.org"])
        if org or p is None:
            box = self.ch(["donorcare", "donor.services", "lookback", "clinical.support",
                           "bookings", "haemovigilance", "donor.medical", "plasma.team",
                           "contactcentre", "recruitment"])
            return "%s@%s.example.org" % (box, self.domain)
        f, l = p.first.lower().replace("'", ""), p.last.lower().replace("'", "").replace(" ", "")
        l = l.replace(".", "")
        box = self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l[:4], self.r.randint(1, 99)),
                       "%s%d" % (f, self.r.randint(70, 2009)), "%s.%s" % (l, f[0])])
        if org:
            return "%s@%s.%s" % (box, self.domain, dom)
        return "%s@%s" % (box, dom)

    def staff_email(self, p):
        f = p.first.lower().replace("'", "")
        l = p.last.lower().replace("'", "").replace(" ", "").replace(".", "")
        return "%s.%s@%s.example.org" % (f, l, self.domain)

    def url(self, path=None):
        path = path or self.ch(["book", "eligibility", "donor-portal", "my-donations",
                                "plasma", "results/secure", "appointments?ref=sms",
                                "travel-check", "iron", "faq/deferrals"])
        return self.ch(["www.%s.example.org/%s", "https://%s.example.org/%s",
                        "https://my.%s.example.net/%s"]) % (self.domain, path)

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (r.randint(0, 254), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(1, 254))

    def username(self, p):
        f, l = p.first.lower()[0], p.last.lower().replace("'", "").replace(" ", "").replace(".", "")
        return self.ch(["%s%s" % (f, l[:7]), "%s.%s" % (f, l), "%s%s%d" % (f, l[:5], self.r.randint(1, 99)),
                        "%s_%s" % (l[:6], f), "u%s" % self.digits(6)])
