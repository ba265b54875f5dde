"""Marker helpers, people, dates and per-note context for dev69_en.

Every PHI value is wrapped as \\x01TYPE\\x02value\\x03 while a note is composed; `strip_markers`
removes the markers and returns the gold offsets. Offsets never come from searching the text."""
import datetime as dt

import pools as P

SO, SEP, SE = "\x01", "\x02", "\x03"

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def M(t, v):
    assert t in LABEL_OF, t
    v = str(v)
    assert v and v == v.strip() and "\n" not in v, repr(v)
    return f"{SO}{t}{SEP}{v}{SE}"


def strip_markers(s):
    out, spans = [], []
    i, n, pos = 0, len(s), 0
    while i < n:
        c = s[i]
        if c == SO:
            j = s.index(SEP, i)
            t = s[i + 1:j].upper()
            k = s.index(SE, j)
            v = s[j + 1:k]
            assert SO not in v and SEP not in v, "nested marker"
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL_OF[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        else:
            assert c not in (SEP, SE), "stray marker"
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONF = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDF = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_STYLES = ["us", "us", "us", "us_short", "md", "md", "wd_md", "long", "iso", "dmon", "mon_day"]
UK_STYLES = ["uk", "uk", "uk", "uk_long", "uk_dm", "uk_wd", "dmon", "iso", "uk_short"]


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    return {
        "us": f"{m:02d}/{dd:02d}/{y}",
        "us1": f"{m}/{dd}/{y}",
        "us_short": f"{m}/{dd}/{y % 100:02d}",
        "md": f"{m}/{dd}",
        "wd_md": f"{WD[d.weekday()]} {m}/{dd}",
        "long": f"{MONF[m - 1]} {dd}, {y}",
        "long_wd": f"{WDF[d.weekday()]}, {MONF[m - 1]} {dd}, {y}",
        "iso": f"{y}-{m:02d}-{dd:02d}",
        "dmon": f"{dd:02d}-{MON[m - 1]}-{y}",
        "DMON": f"{dd:02d}-{MON[m - 1].upper()}-{y}",
        "mon_day": f"{MON[m - 1]} {dd}",
        "mon_year": f"{MONF[m - 1]} {y}",
        "mon_y_short": f"{MON[m - 1]} {y}",
        "year": f"{y}",
        "compact": f"{y}{m:02d}{dd:02d}",
        "uk": f"{dd:02d}/{m:02d}/{y}",
        "uk_short": f"{dd}/{m}/{y % 100:02d}",
        "uk_long": f"{dd} {MONF[m - 1]} {y}",
        "uk_dm": f"{dd}/{m}",
        "uk_wd": f"{WD[d.weekday()]} {dd}/{m}",
        "uk_wd_long": f"{WDF[d.weekday()]} {dd} {MONF[m - 1]} {y}",
        "dot": f"{dd:02d}.{m:02d}.{y}",
    }[style]


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


class Person:
    def __init__(self, R, sex=None, first=None, last=None, typ="PATIENT"):
        self.sex = sex or R.choice("MF")
        self.first = first or R.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F)
        self.last = last or R.choice(P.LAST)
        self.mi = R.choice(P.MIDDLE_INIT)
        self.nick = R.choice(P.NICK_M if self.sex == "M" else P.NICK_F)
        self.typ = typ
        self.R = R
        self.title = R.choice(["Mr", "Mr.", "Mr"]) if self.sex == "M" else R.choice(["Mrs", "Ms", "Mrs.", "Ms.", "Miss"])

    def m(self, v):
        return M(self.typ, v)

    # surface forms -------------------------------------------------------
    def full(self):
        return self.m(f"{self.first} {self.last}")

    def full_mid(self):
        return self.m(f"{self.first} {self.mi}. {self.last}")

    def last_first(self):
        return self.m(f"{self.last}, {self.first}")

    def caps_lfm(self):
        return self.m(f"{self.last.upper()}, {self.first.upper()} {self.mi}")

    def caps_full(self):
        return self.m(f"{self.first.upper()} {self.last.upper()}")

    def given(self):
        return self.m(self.first)

    def surname(self):
        return self.m(self.last)

    def tlast(self, title=None):
        return f"{title or self.title} {self.m(self.last)}"

    def initials(self, dots=True):
        a, b = self.first[0], self.last[0]
        return self.m(f"{a}.{b}." if dots else f"{a}{b}")

    def given_init(self):
        return self.m(f"{self.first} {self.last[0]}.")

    def nickname(self):
        return self.m(self.nick)

    def any(self, R):
        return R.choice([self.full, self.full, self.surname, self.given, self.full_mid])()


class Staff(Person):
    def __init__(self, R, role="MD"):
        super().__init__(R, typ="DOCTOR")
        self.role = role
        self.cred = role

    def dr(self, dot=None):
        t = self.R.choice(["Dr.", "Dr"]) if dot is None else ("Dr." if dot else "Dr")
        return f"{t} {self.m(self.last)}"

    def drfull(self):
        t = self.R.choice(["Dr.", "Dr"])
        return f"{t} {self.m(self.first + ' ' + self.last)}"

    def withcred(self):
        return f"{self.m(self.first + ' ' + self.last)}, {self.cred}"

    def withcred_nocomma(self):
        return f"{self.m(self.first + ' ' + self.last)} {self.cred}"

    def lower_initials(self):
        return self.m((self.first[0] + self.last[0]).lower())

    def username(self, R):
        f, l = self.first.lower().replace("-", ""), self.last.lower().replace("'", "").replace("-", "")
        form = R.choice(P.USERNAME_FORMS)
        return M("USERNAME", form.format(f=f, l=l, fi=f[0], n=R.randint(1, 9)))

    def email(self, R):
        f, l = self.first.lower().replace("-", ""), self.last.lower().replace("'", "").replace("-", "")
        dom = R.choice(["example.org", "example.com", "example.net"])
        return M("EMAIL", R.choice([f"{f}.{l}@{dom}", f"{f[0]}{l}@{dom}", f"{l}.{f[0]}@{dom}"]))
