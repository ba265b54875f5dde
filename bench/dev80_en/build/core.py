"""Markers, value generators and renderers for dev80_en.

Every PHI value is wrapped in private markers while a note is composed:
    \\x02TYPE\\x1fvalue\\x03
`finish()` strips them left to right and records the offsets; nothing is ever
found again by searching the finished text.
"""
import datetime as dt
import re

import pools as PL

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

SO, SEP, SC = "\x02", "\x1f", "\x03"
MARK_RE = re.compile("\x02([A-Z_]+)\x1f([^\x02\x03\x1f]*)\x03")


def P(typ, value):
    """Wrap one PHI value in markers."""
    value = str(value)
    assert typ in TYPE2LABEL, typ
    assert value and value == value.strip(), repr(value)
    assert not any(ch in value for ch in (SO, SEP, SC, "\n")), repr(value)
    return SO + typ + SEP + value + SC


def finish(marked, lower=False):
    """Strip markers, return (text, spans). Offsets are counted while stripping."""
    lines = [ln.rstrip() for ln in marked.strip("\n").split("\n")]
    out_lines, blank = [], 0
    for ln in lines:
        if ln == "":
            blank += 1
            if blank > 1:
                continue
        else:
            blank = 0
        out_lines.append(ln)
    marked = "\n".join(out_lines).strip() + "\n"
    # a value that ends in its own full stop (an initial) absorbs a sentence full stop
    marked = re.sub("(\x1f[^\x03]*\\.)\x03\\.", "\\1\x03", marked)
    parts, spans, pos, i = [], [], 0, 0
    for m in MARK_RE.finditer(marked):
        pre = marked[i:m.start()]
        assert SO not in pre and SC not in pre and SEP not in pre, "stray marker"
        if lower:
            low = pre.lower()
            assert len(low) == len(pre)
            pre = low
        parts.append(pre)
        pos += len(pre)
        typ, val = m.group(1), m.group(2)
        if lower:
            low = val.lower()
            assert len(low) == len(val)
            val = low
        spans.append({"start": pos, "end": pos + len(val), "label": TYPE2LABEL[typ], "type": typ, "text": val})
        parts.append(val)
        pos += len(val)
        i = m.end()
    tail = marked[i:]
    assert SO not in tail and SC not in tail and SEP not in tail, "stray marker"
    parts.append(tail.lower() if lower else tail)
    text = "".join(parts)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans


# ------------------------------------------------------------------ numbers as words
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
         "fifteen sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    rest = n - 100
    return "one hundred" + (" and " + words(rest) if rest else "")


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def fmt_date(d, f):
    m, y, day = d.month, d.year, d.day
    mon = MONTHS[m - 1][:3]
    if f == "mdy":
        return f"{m:02d}/{day:02d}/{y}"
    if f == "mdy_nz":
        return f"{m}/{day}/{y}"
    if f == "mdy2":
        return f"{m}/{day}/{y % 100:02d}"
    if f == "mdy_dash":
        return f"{m:02d}-{day:02d}-{y}"
    if f == "iso":
        return d.isoformat()
    if f == "long":
        return f"{MONTHS[m - 1]} {day}, {y}"
    if f == "dmony":
        return f"{day} {mon} {y}"
    if f == "dmonthy":
        return f"{day} {MONTHS[m - 1]} {y}"
    if f == "dmy_mon":
        return f"{day:02d}-{mon}-{y}"
    if f == "upper":
        return f"{day:02d}{mon.upper()}{y}"
    if f == "mon_dy":
        return f"{mon} {day}, {y}"
    if f == "wk_long":
        return f"{WEEKDAYS[d.weekday()]}, {MONTHS[m - 1]} {day}, {y}"
    if f == "md":
        return f"{m}/{day}"
    if f == "md0":
        return f"{m:02d}/{day:02d}"
    if f == "mon_d":
        return f"{mon} {day}"
    if f == "month_d":
        return f"{MONTHS[m - 1]} {day}"
    if f == "d_month":
        return f"{day} {MONTHS[m - 1]}"
    if f == "wk_md":
        return f"{WD3[d.weekday()]} {m}/{day}"
    if f == "wk_mon_d":
        return f"{WEEKDAYS[d.weekday()]}, {MONTHS[m - 1]} {day}"
    if f == "wk":
        return WEEKDAYS[d.weekday()]
    if f == "wk3":
        return WD3[d.weekday()]
    if f == "my":
        return f"{MONTHS[m - 1]} {y}"
    if f == "mony":
        return f"{mon} {y}"
    if f == "my_num":
        return f"{m:02d}/{y}"
    if f == "y":
        return str(y)
    raise ValueError(f)


FULL_US = ["mdy", "mdy", "mdy_nz", "mdy2", "iso", "long", "dmony", "dmy_mon", "upper", "mon_dy", "mdy_dash"]
FULL_CA = ["iso", "iso", "dmony", "long", "dmonthy", "dmy_mon", "mon_dy", "mdy"]
SHORT = ["md", "md", "md0", "mon_d", "month_d", "wk_md", "wk_mon_d", "d_month"]


class Person:
    def __init__(self, first, middle, last, sex, typ, origin, nick=None):
        self.first, self.middle, self.last = first, middle, last
        self.sex, self.typ, self.origin, self.nick = sex, typ, origin, nick

    @property
    def li(self):
        caps = [ch for ch in self.last if ch.isupper()]
        return caps[0] if caps else self.last[0].upper()

    @property
    def fi(self):
        return self.first[0]


class Ctx:
    def __init__(self, rng, genre, locale, lower):
        self.r = rng
        self.genre = genre
        self.locale = locale
        self.lower = lower
        self.used_first = set()
        self.used_last = set()

    # ---------------------------------------------------------- small helpers
    def ch(self, *opts):
        if len(opts) == 1 and isinstance(opts[0], (list, tuple)):
            return self.r.choice(opts[0])
        return self.r.choice(opts)

    def chance(self, p):
        return self.r.random() < p

    def maybe(self, p, text, alt=""):
        return text if self.r.random() < p else alt

    def digits(self, n, lead_nonzero=False):
        s = "".join(self.r.choice("0123456789") for _ in range(n))
        if lead_nonzero and s[0] == "0":
            s = self.r.choice("123456789") + s[1:]
        return s

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def shuffle(self, seq):
        seq = list(seq)
        self.r.shuffle(seq)
        return seq

    # ---------------------------------------------------------- people
    def _origin(self):
        tot = sum(w for _, w in PL.ORIGIN_WEIGHTS)
        x = self.r.uniform(0, tot)
        for o, w in PL.ORIGIN_WEIGHTS:
            x -= w
            if x <= 0:
                return o
        return "anglo"

    def person(self, typ, sex=None, origin=None, last=None):
        origin = origin or self._origin()
        sex = sex or self.ch("F", "M")
        pool = PL.FIRST[origin][0 if sex == "M" else 1]
        for _ in range(20):
            first = self.r.choice(pool)
            if first not in self.used_first:
                break
        self.used_first.add(first)
        if last is None:
            lorigin = origin if self.chance(0.85) else self._origin()
            for _ in range(20):
                last = self.r.choice(PL.LAST[lorigin])
                if last not in self.used_last:
                    break
        self.used_last.add(last)
        middle = self.letters(1, "ABCDEFGHJKLMNPRSTW")
        nick = None
        if first in PL.NICK:
            nick = self.r.choice(PL.NICK[first])
        elif self.chance(0.3):
            nick = self.r.choice(PL.GENERIC_NICKS)
        return Person(first, middle, last, sex, typ, origin, nick)

    def form(self, p, f):
        if f == "full":
            return f"{p.first} {p.last}"
        if f == "fml":
            return f"{p.first} {p.middle}. {p.last}"
        if f == "fml_nodot":
            return f"{p.first} {p.middle} {p.last}"
        if f == "LFM":
            return f"{p.last.upper()}, {p.first.upper()} {p.middle}"
        if f == "LF_up":
            return f"{p.last.upper()}, {p.first.upper()}"
        if f == "LF":
            return f"{p.last}, {p.first}"
        if f == "LFm":
            return f"{p.last}, {p.first} {p.middle}."
        if f == "first":
            return p.first
        if f == "last":
            return p.last
        if f == "fi":
            return f"{p.first} {p.li}."
        if f == "f_last":
            return f"{p.fi}. {p.last}"
        if f == "init_dot":
            return f"{p.fi}.{p.li}."
        if f == "init":
            return f"{p.fi}{p.li}"
        if f == "init3":
            return f"{p.fi}{p.middle}{p.li}"
        if f == "init_low":
            return f"{p.fi}{p.li}".lower()
        if f == "nick":
            return p.nick or p.first
        if f == "upper":
            return f"{p.first} {p.last}".upper()
        if f == "nick_last":
            return f"{p.nick or p.first} {p.last}"
        raise ValueError(f)

    def nm(self, p, f=None, typ=None):
        f = f or self.ch("full", "full", "full", "fml", "LF", "f_last")
        return P(typ or p.typ, self.form(p, f))

    def title(self, p, dot=None):
        if dot is None:
            dot = self.chance(0.55)
        t = {"M": "Mr", "F": self.ch("Mrs", "Ms", "Ms")}[p.sex]
        return t + ("." if dot else "")

    def mr(self, p, dot=None):
        return f"{self.title(p, dot)} {P(p.typ, p.last)}"

    def dr(self, p, style=None):
        style = style or self.ch("Dr. L", "Dr L", "Dr. FL", "Dr. L", "Dr. Fi", "Dr FL", "Dr. fL")
        if style == "Dr. L":
            return f"Dr. {P(p.typ, p.last)}"
        if style == "Dr L":
            return f"Dr {P(p.typ, p.last)}"
        if style == "Dr. FL":
            return f"Dr. {P(p.typ, self.form(p, 'full'))}"
        if style == "Dr FL":
            return f"Dr {P(p.typ, self.form(p, 'full'))}"
        if style == "Dr. Fi":
            return f"Dr. {P(p.typ, self.form(p, 'fi'))}"
        if style == "Dr. fL":
            return f"Dr. {P(p.typ, self.form(p, 'f_last'))}"
        if style == "Prof":
            return f"{self.ch('Prof.', 'Prof')} {P(p.typ, p.last)}"
        raise ValueError(style)

    def cred(self, p, cred, f=None):
        f = f or self.ch("full", "full", "fml", "f_last", "fi")
        sep = self.ch(", ", ", ", " ")
        return f"{P(p.typ, self.form(p, f))}{sep}{cred}"

    # ---------------------------------------------------------- dates
    def rand_date(self, y0=2019, y1=2026):
        start = dt.date(y0, 1, 1).toordinal()
        end = dt.date(y1, 10, 31).toordinal()
        return dt.date.fromordinal(self.r.randint(start, end))

    def full_fmts(self):
        return FULL_CA if self.locale == "CA" else FULL_US

    def D(self, d, f=None):
        f = f or self.ch(self.full_fmts())
        return P("DATE", fmt_date(d, f))

    def Ds(self, d, f=None):
        return P("DATE", fmt_date(d, f or self.ch(SHORT)))

    def plus(self, d, days):
        return d + dt.timedelta(days=days)

    def dob_for(self, age, ref):
        y = ref.year - age
        start = dt.date(y - 1, ref.month, min(ref.day, 28)) + dt.timedelta(days=1)
        off = self.r.randint(0, 360)
        return start + dt.timedelta(days=off)

    def holiday(self):
        return self.ch(PL.HOLIDAYS_CA if self.locale == "CA" else PL.HOLIDAYS_US)

    # ---------------------------------------------------------- ages
    def adult_age(self, lo=19, hi=89, p_old=0.2):
        if self.chance(p_old):
            return self.r.randint(90, 104)
        return self.r.randint(lo, hi)

    def A(self, n, f=None, sex=None):
        f = f or self.ch("yo", "yo_ns", "yrold", "y/o", "sexF", "sex_sp", "aged", "words", "yrs", "yoa")
        s = sex or "F"
        if f == "yo":
            return f"{P('AGE', n)} yo"
        if f == "yo_ns":
            return f"{P('AGE', n)}yo"
        if f == "yrold":
            return f"{P('AGE', n)}-year-old"
        if f == "y/o":
            return f"{P('AGE', n)} y/o"
        if f == "yoa":
            return f"{P('AGE', n)} y.o."
        if f == "sexF":
            return f"{P('AGE', n)}{s}"
        if f == "sex_sp":
            return f"{P('AGE', n)} {s}"
        if f == "aged":
            return f"aged {P('AGE', n)}"
        if f == "words":
            return f"{P('AGE', words(n))}-year-old"
        if f == "yrs":
            return f"{P('AGE', n)} yrs"
        if f == "yold":
            return f"{P('AGE', n)} years old"
        if f == "bare":
            return P("AGE", n)
        raise ValueError(f)

    # ---------------------------------------------------------- places
    def state(self):
        if self.locale == "CA":
            return self.ch(PL.CA_PROVS)
        return self.ch(PL.US_STATES)

    def town(self):
        return self.ch(PL.CA_TOWNS if self.locale == "CA" else PL.US_TOWNS)

    def zipc(self):
        if self.locale == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return (f"{self.ch(list(L))}{self.r.randint(0, 9)}{self.ch(list(L))} "
                    f"{self.r.randint(0, 9)}{self.ch(list(L))}{self.r.randint(0, 9)}")
        z = self.digits(5, lead_nonzero=True)
        if self.chance(0.12):
            z += "-" + self.digits(4)
        return z

    def street(self, unit_p=0.3):
        num = str(self.r.randint(2, 9899))
        pre = self.maybe(0.12, self.ch("N ", "S ", "E ", "W ", "NE ", "SW "))
        s = f"{num} {pre}{self.ch(PL.STREET_NAMES)} {self.ch(PL.STREET_TYPES)}"
        if self.chance(unit_p):
            s += self.ch(f", Apt {self.r.randint(1, 40)}", f" Apt {self.r.randint(1, 9)}{self.ch('A', 'B', 'C')}",
                         f", Unit {self.r.randint(1, 220)}", f" #{self.r.randint(1, 420)}",
                         f", Lot {self.r.randint(1, 90)}", f", Suite {self.r.randint(100, 450)}")
        if self.chance(0.05):
            s = self.ch(f"PO Box {self.r.randint(10, 9999)}", f"RR {self.r.randint(1, 9)}")
        return s

    def address(self):
        st = self.state()
        return {"street": self.street(), "city": self.town(), "state": st[0], "st": st[1], "zip": self.zipc()}

    def addr_inline(self, a, state_full=None):
        if state_full is None:
            state_full = self.chance(0.25)
        stv = a["state"] if state_full else a["st"]
        return (f"{P('STREET', a['street'])}, {P('CITY', a['city'])}, {P('STATE', stv)} "
                f"{P('ZIP', a['zip'])}")

    def addr_block(self, a):
        return (f"{P('STREET', a['street'])}\n{P('CITY', a['city'])}, {P('STATE', a['st'])}  "
                f"{P('ZIP', a['zip'])}")

    def hospital(self):
        return self.ch(PL.CA_HOSPITALS if self.locale == "CA" else PL.US_HOSPITALS)

    def clinic(self, kind="pc"):
        if kind == "pc":
            return self.ch(PL.PRIMARY_CLINICS)
        if kind == "peds":
            return self.ch(PL.PEDS_CLINICS)
        return self.ch(PL.PRIMARY_CLINICS + PL.SPECIALTY_CLINICS)

    # ---------------------------------------------------------- contacts
    def phone(self, kind=None, ext=None):
        kind = kind or "na"
        nn = f"{self.r.randint(0, 99):02d}"
        if kind == "na":
            a = self.ch(PL.AREA_CA if self.locale == "CA" else PL.AREA_US)
            s = self.ch(f"{a}-555-01{nn}", f"({a}) 555-01{nn}", f"({a}) 555-01{nn}", f"{a}.555.01{nn}",
                        f"{a}-555-01{nn}", f"+1 {a} 555 01{nn}", f"1-{a}-555-01{nn}", f"{a} 555 01{nn}")
            if ext or (ext is None and self.chance(0.08)):
                s += self.ch(f" ext. {self.r.randint(2, 9999)}", f" x{self.r.randint(100, 9999)}",
                             f" ext {self.r.randint(10, 999)}")
            return s
        if kind == "local":
            return f"555-01{nn}"
        if kind == "uk":
            x = self.digits(3)
            return self.ch(f"020 7946 0{x}", f"0161 496 0{x}", f"07700 900{x}", f"+44 7700 900{x}",
                           f"+44 20 7946 0{x}")
        if kind == "au":
            x = self.r.randint(110, 159)
            return self.ch(f"0491 570 {x}", f"+61 491 570 {x}")
        if kind == "pager":
            return self.ch(f"{self.r.randint(2, 8)}-{self.digits(4)}", self.digits(5, True),
                           self.digits(4, True))
        if kind in PL.INTL_CC:
            return f"+{PL.INTL_CC[kind]} {self.r.randint(1, 99)} 555 01{nn}"
        raise ValueError(kind)

    def PH(self, kind=None, ext=None):
        return P("PHONE", self.phone(kind, ext))

    def FX(self):
        return P("FAX", self.phone("na", False))

    def email(self, p=None, org=False):
        tld = self.ch("com", "org", "net")
        if org:
            user = self.ch("frontdesk", "referrals", "intake", "billing", "scheduling", "ltc.admissions",
                           "homecare", "dialysis.ops", "transport")
            sub = self.maybe(0.4, self.ch("mail.", "clinic.", "care.", "rehab.", "portal."))
            return f"{user}@{sub}example.{tld}"
        base = p.first.lower().replace(" ", "").replace("-", "").replace("'", "")
        last = p.last.lower().replace(" ", "").replace("-", "").replace("'", "")
        user = self.ch(f"{base}.{last}", f"{base[0]}{last}", f"{base}{last[0]}{self.r.randint(1, 99)}",
                       f"{last}.{base[0]}", f"{base}_{self.r.randint(1950, 2010)}")
        return f"{user}@example.{tld}"

    def url(self, kind="portal"):
        tld = self.ch("com", "org", "net")
        path = self.ch("portal", "mychart/activate", "patient/login", "billing/pay", "rehab/exercises",
                       "forms/fmla", "video/visit", "kidney/education", "ob/classes", "peds/vaccines",
                       "records/request")
        return self.ch(f"www.example.{tld}/{path}", f"https://portal.example.{tld}/{path}",
                       f"https://example.{tld}/{path}", f"http://www.example.{tld}/{path}",
                       f"example.{tld}/{path}")

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"
        if k == 1:
            return f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"
        return f"192.168.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"

    def username(self, p):
        f = p.first.lower().replace(" ", "").replace("-", "").replace("'", "")
        l = p.last.lower().replace(" ", "").replace("-", "").replace("'", "")
        return self.ch(f"{f[0]}{l}", f"{f[0]}{l}{self.r.randint(1, 9)}", f"{f}.{l[:1]}", f"{l}{f[0]}",
                       f"{f[0]}{p.middle.lower()}{l[:6]}", f"{l[:5]}{f[:2]}{self.r.randint(10, 99)}",
                       f"{f}_{l[:3]}")

    # ---------------------------------------------------------- identifiers
    def mrn(self):
        if self.locale == "CA":
            return self.ch(self.digits(7, True), f"{self.letters(1)}{self.digits(6)}", self.digits(9, True),
                           f"{self.digits(2)}-{self.digits(6)}")
        return self.ch(self.digits(8), f"E{self.digits(7)}", f"{self.digits(2)}-{self.digits(2)}-{self.digits(2)}-{self.digits(2)}",
                       self.digits(7, True), f"M{self.digits(8)}", f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}")

    def acct(self):
        return self.ch(f"{self.digits(4)}-{self.digits(4)}", self.digits(9, True), f"ENC{self.digits(10)}",
                       f"V{self.digits(11)}", f"{self.digits(10, True)}", f"HAR{self.digits(8)}",
                       f"{self.letters(2)}{self.digits(8)}")

    def ssn(self):
        a = self.r.randint(900, 999)
        return self.ch(f"{a}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}",
                       f"{a} {self.r.randint(1, 99):02d} {self.r.randint(1, 9999):04d}")

    def ni(self):
        d = [f"{self.r.randint(0, 99):02d}" for _ in range(3)]
        suf = self.ch("A", "B", "C", "D")
        return self.ch(f"QQ {d[0]} {d[1]} {d[2]} {suf}", f"QQ{d[0]}{d[1]}{d[2]}{suf}")

    def nhs(self):
        return f"999 {self.digits(3)} {self.digits(4)}"

    def member(self):
        if self.locale == "CA":
            return self.ch(f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}",
                           f"{self.digits(4)} {self.digits(3)} {self.digits(3)}", f"{self.digits(10, True)}",
                           f"{self.digits(9, True)}")
        return self.ch(f"{self.letters(3)}{self.digits(9)}", f"W{self.digits(9)}",
                       f"{self.r.randint(1, 9)}{self.letters(2)}{self.r.randint(1, 9)}-{self.letters(2)}{self.r.randint(1, 9)}-{self.letters(2)}{self.digits(2)}",
                       f"{self.letters(2)}{self.digits(8)}{self.r.randint(0, 9)}", f"{self.digits(11, True)}")

    def group(self):
        return self.ch(self.digits(6), f"{self.digits(4)}-{self.letters(1)}", f"GRP{self.digits(5)}",
                       f"{self.letters(1)}{self.digits(7)}")

    def dea(self, p=None):
        l2 = (p.last[0].upper() if p else self.letters(1))
        return f"{self.ch('A', 'B', 'F', 'M')}{l2}{self.digits(7)}"

    def npi(self):
        return self.ch("1", "2") + self.digits(9)

    def lic(self, kind="md"):
        if kind == "md":
            return self.ch(f"{self.letters(2)}-{self.digits(5)}", self.digits(6, True), f"{self.digits(2)}.{self.digits(6)}",
                           f"MD{self.digits(6)}")
        if kind == "rn":
            return self.ch(f"RN{self.digits(6)}", f"{self.digits(7, True)}", f"N{self.digits(6)}")
        if kind == "dl":
            return self.ch(f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}",
                           f"{self.letters(1)}{self.digits(8)}", f"{self.digits(9, True)}",
                           f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}")
        raise ValueError(kind)

    def serial(self):
        return self.ch(f"{self.letters(3)}{self.digits(6)}", f"{self.letters(3)}{self.digits(6)}{self.letters(1)}",
                       f"{self.digits(5)}-{self.letters(1)}{self.digits(1)}", f"{self.digits(1)}{self.letters(2)}{self.digits(5)}",
                       f"SN{self.digits(8)}", f"{self.letters(2)}{self.digits(4)}{self.letters(2)}{self.digits(2)}")

    def plate(self):
        if self.locale == "CA":
            return self.ch(f"{self.letters(4)} {self.digits(3)}", f"{self.letters(3)} {self.digits(3)}",
                           f"{self.digits(3)} {self.letters(3)}")
        return self.ch(f"{self.r.randint(1, 9)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)} {self.digits(4)}",
                       f"{self.letters(3)}-{self.digits(4)}", f"{self.digits(3)} {self.letters(3)}",
                       f"{self.letters(2)}{self.digits(5)}")

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(al) for _ in range(17))

    def bioid(self):
        return self.ch(f"FP-{self.digits(5)}", f"PV-{self.digits(7)}", f"IR-{self.digits(2)}{self.letters(1)}{self.digits(2)}",
                       f"BIO{self.digits(8)}", f"FT-{self.digits(6)}", f"VP{self.digits(6)}")

    def idnum(self, kind="acc"):
        y = self.r.randint(19, 26)
        if kind == "acc":
            return self.ch(f"S{y}-{self.digits(4)}", f"RAD-20{y}-{self.digits(7)}", f"{self.digits(8, True)}",
                           f"CT{self.digits(8)}", f"US-{self.digits(6)}", f"XR{y}{self.digits(6)}",
                           f"SP{y}-{self.digits(5)}")
        if kind == "order":
            return self.ch(f"ORD{self.digits(9, True)}", f"{self.digits(9, True)}", f"OR-{self.digits(7)}")
        if kind == "spec":
            return self.ch(f"SP-{y}-{self.digits(5)}", f"{self.digits(2)}{self.letters(1)}{self.digits(6)}",
                           f"BB{self.digits(6)}", f"M{y}-{self.digits(5)}")
        if kind == "req":
            return self.ch(f"REQ-{self.digits(5)}", f"R{self.digits(8)}")
        if kind == "job":
            return self.digits(self.r.randint(6, 8), True)
        if kind == "case":
            return self.ch(f"{y}-{self.digits(5)}", f"CM-{self.digits(6)}", f"20{y}-{self.digits(6)}")
        if kind == "rx":
            return self.digits(7, True)
        if kind == "auth":
            return self.ch(f"A{self.digits(7)}", f"PA-{self.digits(8)}", f"{self.digits(10, True)}")
        if kind == "ref":
            return self.ch(f"REF-{self.digits(6)}", f"RF{self.digits(7)}")
        raise ValueError(kind)
