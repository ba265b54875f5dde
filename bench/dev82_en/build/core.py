"""Composition core: private PHI markers, persons, dates, ages, addresses.

Every PHI value is wrapped in private control-character markers while the text is
composed; strip_markers() removes them and records exact offsets.  Offsets are never
recovered by searching the finished text.
"""

import datetime as dt
import re

from names import ORIGINS, NICK, ORIGIN_WEIGHTS, EPONYM_SURNAMES, ABBREV_BLACKLIST
from locales import LOCALES

from markers import OPEN, SEP, CLOSE

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def tag(typ, val):
    if typ not in LABEL:
        raise ValueError(f"unknown type {typ}")
    if not val or val != val.strip() or "\n" in val or any(c in val for c in (OPEN, SEP, CLOSE)):
        raise ValueError(f"bad value {val!r}")
    return f"{OPEN}{typ}{SEP}{val}{CLOSE}"


def tidy(raw):
    """Whitespace tidy on the marked text (markers hold no whitespace at their edges)."""
    raw = re.sub(r"[ \t]+\n", "\n", raw)
    raw = re.sub(r"\n{4,}", "\n\n\n", raw)
    raw = re.sub(r"(?<=\S)  +(?=\S)", lambda m: m.group(0) if len(m.group(0)) <= 2 else "  ", raw)
    return raw.strip("\n ") + "\n"


def strip_markers(raw):
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(raw)
    while i < n:
        j = raw.find(OPEN, i)
        if j < 0:
            chunk = raw[i:]
            if SEP in chunk or CLOSE in chunk:
                raise ValueError("stray marker")
            out.append(chunk)
            pos += len(chunk)
            break
        chunk = raw[i:j]
        if SEP in chunk or CLOSE in chunk:
            raise ValueError("stray marker")
        out.append(chunk)
        pos += len(chunk)
        k = raw.index(SEP, j)
        e = raw.index(CLOSE, k)
        typ = raw[j + 1:k].upper()
        val = raw[k + 1:e]
        if OPEN in val or SEP in val:
            raise ValueError("nested marker")
        spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        i = e + 1
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    rest = n - 100
    return "one hundred" + ("" if rest == 0 else " and " + words(rest))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def article_for(s):
    s = s.lower()
    if s.startswith("8") or s.startswith("eight") or s.startswith("eleven") or s in ("11", "18") \
            or re.match(r"^(11|18)\b", s):
        return "an"
    return "a"


DATE_FORMATS = {
    "en-GB": [("dmy", 30), ("dmy1", 6), ("dmy2", 6), ("ord", 10), ("dlong", 10), ("dmon", 6), ("dmonyy", 6),
              ("dmonyyyy", 4), ("dmydot", 4), ("wd_dlong", 4), ("wd_ord", 3), ("ordof", 3), ("DMONYYYY", 3)],
    "en-IE": [("dmy", 30), ("dmy1", 6), ("dmy2", 4), ("ord", 12), ("dlong", 10), ("dmon", 6), ("dmonyy", 5),
              ("dmydot", 5), ("wd_dlong", 4), ("ordof", 4), ("dmydash", 4)],
    "en-AU": [("dmy", 26), ("dmy1", 12), ("dmy2", 6), ("dlong", 12), ("ord", 6), ("dmon", 8), ("dmonyy", 5),
              ("dmydot", 4), ("wd_dlong", 4), ("iso", 3)],
    "en-NZ": [("dmy1", 20), ("dmy", 16), ("dmy2", 6), ("dlong", 14), ("ord", 6), ("dmon", 8), ("dmonyy", 4),
              ("wd_dlong", 4), ("dmydot", 3)],
    "en-CA": [("iso", 26), ("mdy", 18), ("mon_d_y", 8), ("dmon", 6), ("dlong", 6), ("wd_mdy", 4), ("dmy", 4),
              ("DMONYYYY", 4), ("mdy_short", 3)],
    "en-ZA": [("dmy", 22), ("ymd_slash", 14), ("dlong", 12), ("ord", 6), ("iso", 6), ("dmon", 6), ("dmydot", 4),
              ("wd_dlong", 3), ("dmonyy", 3)],
}
NUMERIC_FORMATS = {"en-GB": ["dmy", "dmy", "dmy1", "dmy2"], "en-IE": ["dmy", "dmy", "dmydot"],
                   "en-AU": ["dmy", "dmy1"], "en-NZ": ["dmy1", "dmy"], "en-CA": ["iso", "iso", "mdy_short"],
                   "en-ZA": ["ymd_slash", "dmy", "iso"]}


def fmt_date(d, f):
    yy = f"{d.year % 100:02d}"
    if f == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if f == "dmy1":
        return f"{d.day}/{d.month}/{d.year}"
    if f == "dmy2":
        return f"{d.day:02d}/{d.month:02d}/{yy}"
    if f == "dmydot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if f == "dmydash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if f == "ord":
        return f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"
    if f == "ordof":
        return f"{ordinal(d.day)} of {MONTHS[d.month - 1]} {d.year}"
    if f == "dlong":
        return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if f == "dmon":
        return f"{d.day} {MON[d.month - 1]} {d.year}"
    if f == "dmonyy":
        return f"{d.day:02d}-{MON[d.month - 1]}-{yy}"
    if f == "dmonyyyy":
        return f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"
    if f == "DMONYYYY":
        return f"{d.day:02d}-{MON[d.month - 1].upper()}-{d.year}"
    if f == "my":
        return f"{MONTHS[d.month - 1]} {d.year}"
    if f == "mony":
        return f"{MON[d.month - 1]} {d.year}"
    if f == "mony_short":
        return f"{MON[d.month - 1]}-{yy}"
    if f == "y":
        return str(d.year)
    if f == "wd_dlong":
        return f"{WD[d.weekday()]} {d.day} {MONTHS[d.month - 1]} {d.year}"
    if f == "wd_ord":
        return f"{WD[d.weekday()]} {ordinal(d.day)} {MONTHS[d.month - 1]}"
    if f == "wd_comma":
        return f"{WD[d.weekday()]}, {ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"
    if f == "wds_dm":
        return f"{WDS[d.weekday()]} {d.day}/{d.month}"
    if f == "wds_dmy":
        return f"{WDS[d.weekday()]} {d.day:02d}/{d.month:02d}/{d.year}"
    if f == "dm":
        return f"{d.day}/{d.month}"
    if f == "md":
        return f"{d.month}/{d.day}"
    if f == "dlong_noy":
        return f"{d.day} {MONTHS[d.month - 1]}"
    if f == "ord_noy":
        return f"{ordinal(d.day)} {MONTHS[d.month - 1]}"
    if f == "iso":
        return f"{d.year}-{d.month:02d}-{d.day:02d}"
    if f == "ymd_slash":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if f == "mdy":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if f == "wd_mdy":
        return f"{WD[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"
    if f == "mon_d_y":
        return f"{MON[d.month - 1]} {d.day}, {d.year}"
    if f == "mdy_short":
        return f"{d.month:02d}/{d.day:02d}/{yy}"
    if f == "wd":
        return WD[d.weekday()]
    raise ValueError(f)


class Person:
    def __init__(self, typ, given, middle, surname, sex, title, nick, origin):
        self.typ = typ
        self.given = given
        self.middle = middle
        self.surname = surname
        self.sex = sex
        self.title = title
        self.nick = nick
        self.origin = origin

    @property
    def sur_init(self):
        for ch in self.surname:
            if ch.isupper():
                return ch
        return self.surname[0].upper()

    @property
    def initials(self):
        return self.given[0] + (self.middle[0] if self.middle else "") + self.sur_init

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"


HOLIDAYS = {
    "en-GB": ["Christmas", "Boxing Day", "Easter Sunday", "New Year's Day", "Christmas Eve", "Bonfire Night", "Easter Monday"],
    "en-IE": ["Christmas", "St Stephen's Day", "St Patrick's Day", "Easter Sunday", "New Year's Eve", "Christmas Eve"],
    "en-AU": ["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "New Year's Eve", "Easter Sunday"],
    "en-NZ": ["Christmas", "Boxing Day", "Waitangi Day", "Anzac Day", "Matariki", "New Year's Day"],
    "en-CA": ["Christmas", "Canada Day", "Thanksgiving", "Boxing Day", "Victoria Day", "New Year's Day"],
    "en-ZA": ["Christmas", "Heritage Day", "Freedom Day", "Youth Day", "Day of Goodwill", "New Year's Day", "Women's Day"],
}


class Ctx:
    """Per-note composition context."""

    def __init__(self, r, code, lc=False):
        self.r = r
        self.code = code
        self.L = LOCALES[code](r)
        self.lc = lc
        self.used_people = set()

    # ---------------------------------------------------------- basics
    def t(self, typ, val):
        val = str(val)
        if self.lc:
            val = val.lower()
        return tag(typ, val)

    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def wpick(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.random() * tot
        for v, w in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][0]

    def cap(self, s):
        if self.lc:
            return s
        return s[0].upper() + s[1:] if s else s

    def low(self, s):
        return s.lower() if self.lc else s

    # ---------------------------------------------------------- diagnoses (sex-aware hard negatives)
    def _diag_pool(self):
        import neg
        sex = getattr(self, "sex", None)
        bad = ("breast", "postmenopausal") if sex == "M" else ("prostate",) if sex == "F" else ()
        return [d for d in neg.DIAG if not any(b in d[1] for b in bad)]

    def diags(self, k=None):
        k = k or self.r.randint(2, 5)
        return self.r.sample(self._diag_pool(), k)

    def diag1(self):
        return self.r.choice(self._diag_pool())

    # ---------------------------------------------------------- persons
    def person(self, typ, sex=None, origin=None, title=None):
        r = self.r
        for _ in range(200):
            sx = sex or r.choice("MF")
            org = origin or self.wpick(ORIGIN_WEIGHTS[self.code])
            pool = ORIGINS[org]
            given = r.choice(pool[sx])
            sur = r.choice(pool["S"])
            if sur in EPONYM_SURNAMES or sur == given:
                continue
            middle = None
            if r.random() < 0.45:
                mo = org if r.random() < 0.7 else self.wpick(ORIGIN_WEIGHTS[self.code])
                middle = r.choice(ORIGINS[mo][sx])
                if middle == given:
                    middle = None
            key = (given, sur)
            if key in self.used_people:
                continue
            p = Person(typ, given, middle, sur, sx, None, None, org)
            if p.initials in ABBREV_BLACKLIST or (p.given[0] + p.sur_init) in ABBREV_BLACKLIST:
                continue
            self.used_people.add(key)
            if title:
                p.title = title
            elif sx == "M":
                p.title = "Mr"
            else:
                p.title = r.choice(["Mrs", "Mrs", "Ms", "Miss", "Ms"])
            nicks = NICK.get(given)
            p.nick = r.choice(nicks) if nicks else None
            return p
        raise RuntimeError("no person")

    def doctor(self, sex=None, title=None):
        p = self.person("DOCTOR", sex)
        p.title = title or self.wpick([("Dr", 10), ("Prof", 1)])
        return p

    def staff(self, sex=None):
        p = self.person("DOCTOR", sex)
        p.title = None
        return p

    def nm(self, p, form=None, end=False):
        """Render a person.  Titles stay outside the span.  end=True avoids forms ending in '.'."""
        r = self.r
        T = p.typ
        if form is None:
            form = r.choice(["full", "title_sur", "full", "title_sur", "given", "title_init_sur"])
        g, s = p.given, p.surname
        mi = p.middle[0] if p.middle else None
        title = p.title or ("Mr" if p.sex == "M" else "Ms")
        if self.lc:
            title = title.lower()
        if form == "full":
            return self.t(T, f"{g} {s}")
        if form == "full_mid":
            if not mi:
                return self.t(T, f"{g} {s}")
            return self.t(T, r.choice([f"{g} {mi}. {s}", f"{g} {mi} {s}", f"{g} {p.middle} {s}"]))
        if form == "title_sur":
            return f"{title} " + self.t(T, s)
        if form == "title_dot_sur":
            return f"{title}. " + self.t(T, s)
        if form == "title_either_sur":
            return (f"{title}. " if r.random() < 0.3 else f"{title} ") + self.t(T, s)
        if form == "title_init_sur":
            if mi:
                v = r.choice([f"{g[0]}.{mi}. {s}", f"{g[0]}{mi} {s}", f"{g[0]} {mi} {s}", f"{g[0]}.{mi}.{s}"])
            else:
                v = r.choice([f"{g[0]}. {s}", f"{g[0]} {s}"])
            return f"{title} " + self.t(T, v)
        if form == "title_full":
            return f"{title} " + self.t(T, f"{g} {s}")
        if form == "SUR_Given":
            return self.t(T, f"{s.upper()}, {g}")
        if form == "SUR_GIVEN":
            return self.t(T, f"{s.upper()}, {g.upper()}" + (f" {mi}" if mi else ""))
        if form == "Sur_Given":
            return self.t(T, f"{s}, {g}" + (f" {mi}." if mi and not end and r.random() < 0.3 else ""))
        if form == "given":
            return self.t(T, g)
        if form == "given_init":
            if end:
                return self.t(T, f"{g} {s[0] if s[0].isupper() else p.sur_init}")
            return self.t(T, f"{g} {p.sur_init}.")
        if form == "inits":
            return self.t(T, p.initials)
        if form == "inits_dot":
            if end:
                return self.t(T, p.initials)
            return self.t(T, ".".join(p.given[0] + p.sur_init) + ".")
        if form == "nick":
            return self.t(T, p.nick or g)
        if form == "sur":
            return self.t(T, s)
        if form == "init_sur":
            return self.t(T, f"{g[0]} {s}" if r.random() < 0.5 else f"{g[0]}. {s}")
        raise ValueError(form)

    def any_name(self, p, end=False):
        return self.nm(p, self.ch(["full", "title_sur", "title_sur", "given", "title_init_sur", "full_mid",
                                   "title_full", "title_dot_sur"]), end=end)

    def ref_name(self, p, end=False):
        """How a letter refers back to the patient."""
        if p.typ == "PATIENT":
            return self.nm(p, self.ch(["title_sur", "title_sur", "title_sur", "given", "title_dot_sur"]), end=end)
        return self.nm(p, self.ch(["title_sur", "full", "given"]), end=end)

    # ---------------------------------------------------------- dates
    def rand_date(self, start=2018, end=2026):
        r = self.r
        a = dt.date(start, 1, 1)
        b = dt.date(end, 10, 31)
        return a + dt.timedelta(days=r.randint(0, (b - a).days))

    def D(self, d, f=None):
        if f is None:
            f = self.wpick(DATE_FORMATS[self.code])
        return self.t("DATE", fmt_date(d, f))

    def Dn(self, d):
        return self.t("DATE", fmt_date(d, self.ch(NUMERIC_FORMATS[self.code])))

    def Dpart(self, d):
        """Month-year or year only (for 'in ...' / 'since ...')."""
        return self.t("DATE", fmt_date(d, self.ch(["my", "mony", "y", "my", "mony_short"])))

    def Dday(self, d):
        """Day without year, or weekday alone (for 'on ...')."""
        return self.t("DATE", fmt_date(d, self.ch(["wd_ord", "dlong_noy", "ord_noy", "wd"])))

    def Dshort(self, d):
        if self.code == "en-CA":
            f = self.ch(["md", "mon_d_y", "iso"])
        else:
            f = self.ch(["dm", "wds_dm", "dlong_noy", "ord_noy", "wds_dmy"])
        return self.t("DATE", fmt_date(d, f))

    def holiday(self):
        return self.t("DATE", self.ch(HOLIDAYS[self.code]))

    def before(self, d, lo, hi):
        return d - dt.timedelta(days=self.r.randint(lo, hi))

    def after(self, d, lo, hi):
        return d + dt.timedelta(days=self.r.randint(lo, hi))

    # ---------------------------------------------------------- ages
    def age_val(self, n, words_ok=True):
        if words_ok and self.r.random() < 0.15:
            return self.t("AGE", words(n))
        return self.t("AGE", str(n))

    def age_adj(self, n, art=True):
        """'a 94-year-old' etc."""
        r = self.r
        useword = r.random() < 0.15
        v = words(n) if useword else str(n)
        f = r.choice(["{a}-year-old", "{a}-year-old", "{a} year old", "{a}-yr-old", "{a}-year old"])
        core = f.replace("{a}", self.t("AGE", v))
        return (article_for(v) + " " + core) if art else core

    def aged(self, n):
        r = self.r
        v = words(n) if r.random() < 0.15 else str(n)
        return r.choice(["aged {a}", "aged {a} years", "age {a}", "aged {a}"]).replace("{a}", self.t("AGE", v))

    def age_short(self, n, sex):
        r = self.r
        sx = sex if not self.lc else sex.lower()
        f = r.choice(["{a}yo", "{a} yo", "{a} y/o", "{a}" + sx, "{a} " + sx, "{a}y", "{a} yrs", "{a}yrs"])
        return f.replace("{a}", self.t("AGE", str(n)))

    # ---------------------------------------------------------- places
    def addr_lines(self, a, country=False):
        L = self.L
        t = self.t
        lines = [t("STREET", a["street"])]
        code = self.code
        if code in ("en-GB", "en-IE"):
            lines.append(t("CITY", a["town"]))
            if a["region"]:
                lines.append(t("CITY", a["region"]))
            lines.append(t("ZIP", a["postcode"]))
        elif code == "en-AU":
            lines.append(f"{t('CITY', a['town'])} {t('STATE', a['region'])} {t('ZIP', a['postcode'])}")
        elif code == "en-CA":
            lines.append(f"{t('CITY', a['town'])}, {t('STATE', a['region'])}  {t('ZIP', a['postcode'])}")
        elif code == "en-NZ":
            lines.append(t("CITY", a["town"]) + " " + t("ZIP", a["postcode"]))
            if a["region"]:
                lines.append(t("STATE", a["region"]))
        else:
            lines.append(t("CITY", a["town"]))
            if self.r.random() < 0.6:
                lines.append(f"{t('STATE', a['region'])} {t('ZIP', a['postcode'])}")
            else:
                lines.append(f"{t('STATE', a['region'])}, {t('ZIP', a['postcode'])}")
        if country:
            lines.append(t("COUNTRY", L.country))
        return lines

    def addr_inline(self, a, short=False):
        t = self.t
        code = self.code
        if short:
            return f"{t('STREET', a['street'])}, {t('CITY', a['town'])}"
        if code in ("en-GB", "en-IE"):
            mid = f", {t('CITY', a['region'])}" if a["region"] else ""
            return f"{t('STREET', a['street'])}, {t('CITY', a['town'])}{mid} {t('ZIP', a['postcode'])}"
        if code == "en-AU":
            return f"{t('STREET', a['street'])}, {t('CITY', a['town'])} {t('STATE', a['region'])} {t('ZIP', a['postcode'])}"
        if code == "en-CA":
            return f"{t('STREET', a['street'])}, {t('CITY', a['town'])}, {t('STATE', a['region'])} {t('ZIP', a['postcode'])}"
        if code == "en-NZ":
            return f"{t('STREET', a['street'])}, {t('CITY', a['town'])} {t('ZIP', a['postcode'])}"
        return f"{t('STREET', a['street'])}, {t('CITY', a['town'])}, {t('STATE', a['region'])}, {t('ZIP', a['postcode'])}"

    # ---------------------------------------------------------- contacts
    def email_for(self, p=None, org=None, local_opts=None):
        r = self.r
        dom = self.L.email_domain()
        if p is not None:
            g = "".join(c for c in p.given.lower() if c.isalnum())
            s = "".join(c for c in p.surname.lower() if c.isalnum())
            local = r.choice([f"{g}.{s}", f"{g[0]}.{s}", f"{s}{g[0]}", f"{g}{s}{r.randint(1, 99)}", f"{g}.{s}{r.randint(2, 9)}"])
        else:
            base = "".join(c for c in (org or "clinic").lower() if c.isalnum() or c == " ").split()
            opts = [".".join(base[:2]), base[0] + r.choice([".admin", ".referrals", ".office", ".secretary", "-team"])]
            if local_opts:
                opts += list(local_opts)
            local = r.choice(opts)
        return self.t("EMAIL", f"{local}@{dom}")

    def tel(self, kind="land", ext=False):
        v = self.L.landline() if kind == "land" else self.L.mobile()
        if ext and self.r.random() < 0.5:
            v += self.L.ext()
        return self.t("PHONE", v)

    def fax(self):
        return self.t("FAX", self.L.landline())

    def bleep(self):
        return self.t("PHONE", self.L.bleep())

    def pick_age(self, old=0.45):
        r = self.r
        if r.random() < old:
            return r.choice([90, 90, 91, 91, 92, 92, 93, 93, 94, 94, 95, 95, 96, 96, 97, 98, 99, 100, 101, 102, 103, 104, 106])
        return r.randint(19, 89)


class Case:
    """The cast and facts of one note."""

    def __init__(self, ctx, age=None, sex=None, old=0.45, min_age=18):
        r = ctx.r
        L = ctx.L
        self.ctx = ctx
        self.pt = ctx.person("PATIENT", sex)
        ctx.sex = self.pt.sex
        a = age if age is not None else ctx.pick_age(old)
        self.age = max(a, min_age) if age is None else a
        self.now = ctx.rand_date()
        m, d = r.randint(1, 12), r.randint(1, 28)
        by = self.now.year - self.age
        if (m, d) > (self.now.month, self.now.day):
            by -= 1
        self.dob = dt.date(by, m, d)
        self.addr = L.address()
        self.health = L.health_no()
        self.mrn = L.hosp_no()
        self.prof = r.choice(L_PROF(ctx.code)) if r.random() < 0.85 else None
        self.retired = self.age >= 66 or (self.age > 58 and r.random() < 0.4)
        self.employer = L.employer()
        self.birth_country = r.choice(BIRTH_COUNTRIES.get(self.pt.origin, ["Portugal"]))
        self.rels = []
        n_rel = r.choice([1, 2, 2, 3])
        for _ in range(n_rel):
            sx = r.choice("MF")
            from locales import RELATIONS_M, RELATIONS_F
            rel = r.choice(RELATIONS_M if sx == "M" else RELATIONS_F)
            if rel in ("son", "daughter", "brother", "sister", "grandson", "granddaughter", "nephew", "niece", "cousin"):
                fp = ctx.person("FAMILY", sx, origin=self.pt.origin if r.random() < 0.8 else None)
                if r.random() < 0.6 and rel in ("son", "brother", "grandson", "nephew"):
                    fp.surname = self.pt.surname
                elif r.random() < 0.4:
                    fp.surname = self.pt.surname
            elif rel in ("wife", "husband") and r.random() < 0.8:
                fp = ctx.person("FAMILY", sx, origin=self.pt.origin if r.random() < 0.7 else None)
                fp.surname = self.pt.surname
            else:
                fp = ctx.person("FAMILY", sx)
            self.rels.append((rel, fp))
        self.gp = ctx.doctor()
        self.practice = L.practice()
        self.practice_addr = L.address()
        self.cons = ctx.doctor()
        self.hosp = L.hospital()
        self.trust = L.trust()
        self.ward = L.ward()
        self.phone = L.landline()
        self.mob = L.mobile()

    def set_age(self, n):
        """Change the age and keep the date of birth consistent with it."""
        self.age = n
        m, d = self.dob.month, self.dob.day
        by = self.now.year - n
        if (m, d) > (self.now.month, self.now.day):
            by -= 1
        self.dob = dt.date(by, m, d)

    @property
    def rel0(self):
        return self.rels[0]



def L_PROF(code):
    from locales import PROFESSIONS, LOC_PROFESSIONS
    return PROFESSIONS + LOC_PROFESSIONS.get(code, [])


BIRTH_COUNTRIES = {
    "anglo": ["England", "Wales", "Scotland", "Northern Ireland", "New Zealand", "Canada", "Australia", "Jamaica", "Kenya"],
    "wordname": ["England", "Barbados", "Trinidad", "Jamaica", "Zimbabwe", "Canada", "Scotland"],
    "irish": ["Ireland", "Northern Ireland", "England", "United States"],
    "scottish": ["Scotland", "Canada", "New Zealand", "England"],
    "welsh": ["Wales", "Argentina", "England"],
    "hispanic": ["Spain", "Chile", "Colombia", "Mexico", "Argentina", "Peru", "Uruguay"],
    "zulu_xhosa": ["South Africa", "Eswatini", "Lesotho", "Zimbabwe"],
    "afrikaans": ["South Africa", "Namibia"],
    "west_african": ["Nigeria", "Ghana", "Senegal", "Sierra Leone", "Mali", "Cameroon"],
    "south_asian": ["India", "Pakistan", "Bangladesh", "Sri Lanka", "Kenya", "Uganda", "Fiji"],
    "east_asian": ["Hong Kong", "China", "Japan", "South Korea", "Vietnam", "Malaysia", "Singapore", "Taiwan"],
    "east_european": ["Poland", "Ukraine", "Romania", "Slovakia", "Serbia", "Hungary", "Lithuania", "Czech Republic"],
    "arabic": ["Iraq", "Syria", "Egypt", "Lebanon", "Yemen", "Sudan", "Jordan", "Morocco"],
    "maori_pacific": ["New Zealand", "Samoa", "Tonga", "Cook Islands", "Fiji", "Niue"],
    "aboriginal": ["Australia"],
    "invented": ["Portugal", "Malta", "Cyprus", "Iceland", "Belgium"],
}
