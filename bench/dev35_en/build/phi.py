"""Span-recording document builder, locale formatters and invented-case factory."""
import datetime as dt
import re
import string

import pools as P

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


class Phi:
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABEL, t
        assert v and v == v.strip(), repr(v)
        self.v = v
        self.t = t

    def __repr__(self):
        return f"Phi({self.v!r},{self.t})"


_PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        self.parts.append(s)
        self.n += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, Phi):
                self.spans.append((self.n, self.n + len(it.v), it.t, it.v))
                self.t(it.v)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                self.t(str(it))

    def w(self, template, ctx=None, **kw):
        pos = 0
        for m in _PH.finditer(template):
            self.t(template[pos:m.start()])
            key = m.group(1)
            if key in kw:
                val = kw[key]
            else:
                val = ctx[key]
            self.add(val)
            pos = m.end()
        self.t(template[pos:])

    def text(self):
        return "".join(self.parts)


def plain(items):
    """Text of a Phi / list / str without recording."""
    if isinstance(items, Phi):
        return items.v
    if isinstance(items, (list, tuple)):
        return "".join(plain(x) for x in items)
    return str(items)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    f = {
        "mdy": f"{m:02d}/{dd:02d}/{y}",
        "mdy_nz": f"{m}/{dd}/{y}",
        "mdy_s": f"{m}/{dd}/{y % 100:02d}",
        "mdy_dash": f"{m:02d}-{dd:02d}-{y}",
        "dmy": f"{dd:02d}/{m:02d}/{y}",
        "dmy_s": f"{dd}/{m}/{y % 100:02d}",
        "dmy_nz": f"{dd}/{m}/{y}",
        "dmy_dot": f"{dd:02d}.{m:02d}.{y}",
        "dmy_dash": f"{dd:02d}-{m:02d}-{y}",
        "iso": f"{y}-{m:02d}-{dd:02d}",
        "long_us": f"{MONTHS[m - 1]} {dd}, {y}",
        "long": f"{dd} {MONTHS[m - 1]} {y}",
        "ord": f"{ordinal(dd)} {MONTHS[m - 1]} {y}",
        "abbr": f"{dd} {MON[m - 1]} {y}",
        "abbr_us": f"{MON[m - 1]} {dd}, {y}",
        "dmon": f"{dd:02d}-{MON[m - 1]}-{y}",
        "DMON": f"{dd:02d}-{MON[m - 1].upper()}-{y}",
        "dmony": f"{dd}-{MON[m - 1]}-{y % 100:02d}",
        "dmon_sp": f"{dd:02d} {MON[m - 1].upper()} {y}",
        "wd_long_us": f"{WEEKDAYS[d.weekday()]}, {MONTHS[m - 1]} {dd}, {y}",
        "wd_long": f"{WEEKDAYS[d.weekday()]} {dd} {MONTHS[m - 1]} {y}",
        "wd_ord": f"{WEEKDAYS[d.weekday()]} {ordinal(dd)} {MONTHS[m - 1]}",
        "wd_short_us": f"{WD[d.weekday()]} {m}/{dd}",
        "wd_short": f"{WD[d.weekday()]} {dd}/{m:02d}",
        "wd_abbr": f"{WD[d.weekday()]} {dd} {MON[m - 1]}",
        "md": f"{m}/{dd}",
        "dm": f"{dd}/{m:02d}",
        "dm_s": f"{dd}/{m}",
        "month_year": f"{MONTHS[m - 1]} {y}",
        "mon_year": f"{MON[m - 1]} {y}",
        "mm_yyyy": f"{m:02d}/{y}",
        "year": f"{y}",
        "day_month": f"{dd} {MONTHS[m - 1]}",
        "month_day": f"{MONTHS[m - 1]} {dd}",
        "ord_month": f"{ordinal(dd)} {MONTHS[m - 1]}",
        "month": MONTHS[m - 1],
        "weekday": WEEKDAYS[d.weekday()],
    }
    return f[style]


DATE_STYLES = {
    "US": ["mdy", "mdy", "mdy_nz", "mdy_s", "abbr_us", "long_us", "dmon", "iso", "mdy_dash"],
    "CA": ["iso", "iso", "long_us", "abbr_us", "dmy", "mdy", "dmon", "DMON"],
    "UK": ["dmy", "dmy", "abbr", "long", "dmy_s", "dmy_dot", "dmon", "DMON", "ord", "dmon_sp"],
    "IE": ["dmy", "dmy", "abbr", "long", "dmy_dot", "dmon", "ord", "dmy_dash"],
    "AU": ["dmy", "dmy", "dmy_nz", "abbr", "long", "dmy_s", "dmon", "DMON"],
    "NZ": ["dmy", "dmy", "dmy_nz", "abbr", "long", "dmon", "dmy_s"],
}
LONG_STYLES = {
    "US": ["long_us", "abbr_us"], "CA": ["long_us", "abbr_us", "long"],
    "UK": ["long", "ord", "abbr"], "IE": ["long", "ord", "abbr"], "AU": ["long", "abbr"], "NZ": ["long", "abbr"],
}
SHORT_NOYEAR = {"US": ["md"], "CA": ["md", "dm"], "UK": ["dm", "dm_s"], "IE": ["dm", "dm_s"], "AU": ["dm", "dm_s"],
                "NZ": ["dm", "dm_s"]}

_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")


def slug(s):
    s = s.lower()
    for a, b in (("ō", "o"), ("ā", "a"), ("ū", "u"), ("ē", "e"), ("ī", "i"), ("é", "e"), ("è", "e"), ("á", "a"),
                 ("í", "i"), ("ó", "o"), ("ú", "u"), ("ç", "c"), ("ł", "l"), ("ś", "s"), ("ń", "n"), ("ż", "z"),
                 ("ą", "a"), ("ę", "e"), ("ö", "o"), ("ü", "u"), ("ä", "a"), ("ş", "s"), ("ı", "i"), ("ğ", "g"),
                 ("â", "a"), ("ê", "e"), ("ñ", "n"), ("ʻ", "")):
        s = s.replace(a, b)
    return "".join(ch for ch in s if ch.isalnum())


# ---------------------------------------------------------------------------
# random identifier helpers

DIG = string.digits
UP = string.ascii_uppercase


def rd(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def rl(r, n, alphabet=UP):
    return "".join(r.choice(alphabet) for _ in range(n))


def luhn_digit(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def wrong_digit(r, right):
    return r.choice([d for d in DIG if d != right])


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None):
        self.first, self.last, self.sex, self.middle, self.nick = first, last, sex, middle, nick

    @property
    def full(self):
        return f"{self.first} {self.last}"

    @property
    def fullm(self):
        return f"{self.first} {self.middle}. {self.last}" if self.middle else self.full

    @property
    def inits(self):
        return "".join(w[0] for w in (self.first + " " + self.last).replace("-", " ").split()
                       if w[0].isupper() or w[0] in "ÓÉ")


class Case:
    """All invented facts for one note; `r` is the shared Random."""

    def __init__(self, r, loc, genre):
        self.r = r
        self.loc = loc
        self.genre = genre
        self.used_last = set()
        self.used_first = set()

    # ---- choices -------------------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def person(self, sex=None, middle_prob=0.2):
        r = self.r
        sex = sex or r.choice("MF")
        for _ in range(200):
            first = r.choice(P.GIVEN_M if sex == "M" else P.GIVEN_F)
            last = r.choice(P.SURNAMES)
            if first not in self.used_first and last not in self.used_last and first != last:
                break
        self.used_first.add(first)
        self.used_last.add(last)
        middle = r.choice(P.MIDDLE_INITIALS) if r.random() < middle_prob else None
        nick = P.NICKNAMES.get(first)
        return Person(first, last, sex, middle, nick)

    def relative(self, pt, rel):
        """Relative; shares surname with a probability."""
        sex = {"wife": "F", "husband": "M", "mother": "F", "father": "M", "daughter": "F", "son": "M",
               "sister": "F", "brother": "M", "grandmother": "F", "grandfather": "M", "aunt": "F",
               "uncle": "M", "niece": "F", "nephew": "M", "granddaughter": "F", "grandson": "M",
               "mum": "F", "dad": "M", "mom": "F"}.get(rel)
        per = self.person(sex)
        if rel in ("mother", "father", "daughter", "son", "sister", "brother", "mum", "dad", "mom",
                   "grandson", "granddaughter") and self.r.random() < 0.6:
            self.used_last.discard(per.last)
            per.last = pt.last
        return per

    # ---- dates ---------------------------------------------------------
    def D(self, d, style=None):
        return Phi(fmt_date(d, style or self.ds), "DATE")

    def Dl(self, d):
        return Phi(fmt_date(d, self.dl), "DATE")

    def Dn(self, d):
        return Phi(fmt_date(d, self.dn), "DATE")

    def days(self, n):
        return self.visit - dt.timedelta(days=n)

    def wd(self, n):
        return Phi(WEEKDAYS[self.days(n).weekday()], "DATE")

    def age_phi(self, words=False, age=None):
        a = self.age if age is None else age
        return Phi(num_words(a) if words else str(a), "AGE")

    # ---- phones ----------------------------------------------------------
    def phone(self, kind="mobile", typ="PHONE"):
        r, loc = self.r, self.loc
        if loc in ("US", "CA"):
            area = r.choice(self.area_codes)
            num = f"01{rd(r, 2)}"
            fmt = r.choice(["({a}) 555-{n}", "{a}-555-{n}", "{a}.555.{n}", "({a}) 555-{n}", "{a}-555-{n}",
                            "1-{a}-555-{n}", "+1 {a} 555 {n}"])
            return Phi(fmt.format(a=area, n=num), typ)
        if loc == "UK":
            if kind == "mobile":
                n = rd(r, 3)
                fmt = r.choice(["07700 900{n}", "07700 900{n}", "07700900{n}", "+44 7700 900{n}", "07700 900 {n}"])
                return Phi(fmt.format(n=n), typ)
            code, pre = r.choice([("01632", "960"), ("0113", "496 0"), ("0114", "496 0"), ("0115", "496 0"),
                                  ("0116", "496 0"), ("0117", "496 0"), ("0118", "496 0"), ("0121", "496 0"),
                                  ("0131", "496 0"), ("0141", "496 0"), ("0151", "496 0"), ("0161", "496 0"),
                                  ("020", "7946 0"), ("028", "9649 6")])
            return Phi(f"{code} {pre}{rd(r, 3)}", typ)
        if loc == "IE":
            if kind == "mobile":
                pre = r.choice(["083", "085", "086", "087", "089"])
                n = rd(r, 3)
                fmt = r.choice(["{p} 555 0{n}", "{p}-555-0{n}", "+353 {q} 555 0{n}", "{p} 5550{n}"])
                return Phi(fmt.format(p=pre, q=pre[1:], n=n), typ)
            code = r.choice(["021", "091", "061", "051", "066", "071", "074", "053", "056", "045", "01", "064",
                             "094", "090", "042"])
            fmt = r.choice(["({c}) 555 0{n}", "{c} 555 0{n}", "{c}-5550{n}"])
            return Phi(fmt.format(c=code, n=rd(r, 3)), typ)
        if loc == "AU":
            if kind == "mobile":
                n = rd(r, 3)
                fmt = r.choice(["0491 570 {n}", "0491 570 {n}", "0491570{n}", "+61 491 570 {n}"])
                return Phi(fmt.format(n=n), typ)
            code = self.state_code
            blk = r.choice(["5550", "7010"])
            fmt = r.choice(["({c}) {b} {n}", "{c} {b} {n}", "({c}) {b}{n}"])
            return Phi(fmt.format(c=code, b=blk, n=rd(r, 4)), typ)
        if loc == "NZ":
            if kind == "mobile":
                pre = r.choice(["021", "022", "027"])
                fmt = r.choice(["{p} 555 0{n}", "{p} 555 0{n}", "+64 {q} 555 0{n}"])
                return Phi(fmt.format(p=pre, q=pre[1:], n=rd(r, 3)), typ)
            fmt = r.choice(["({c}) 555 0{n}", "{c} 555 0{n}", "{c}-555-0{n}"])
            return Phi(fmt.format(c=self.state_code, n=rd(r, 3)), typ)
        raise ValueError(loc)

    def phone_ext(self):
        base = self.phone("landline")
        ext = self.ch(["ext. {e}", "ext {e}", "x{e}", "extn {e}", "Ext. {e}"]).format(
            e=rd(self.r, self.ch([2, 3, 4])))
        return Phi(base.v + " " + ext, "PHONE")

    def pager(self):
        r = self.r
        if self.loc in ("US", "CA"):
            return Phi(r.choice([f"{r.randint(2, 9)}-{rd(r, 4)}", rd(r, 4), f"{rd(r, 3)}-{rd(r, 4)}"]), "PHONE")
        return Phi(rd(r, r.choice([4, 4, 3, 5])), "PHONE")

    # ---- e-mail and web --------------------------------------------------
    def email_personal(self, per):
        r = self.r
        f, l = slug(per.first), slug(per.last)
        user = r.choice([f"{f}.{l}", f"{f}{l}{rd(r, 2)}", f"{f[0]}{l}", f"{f}_{l}", f"{l}.{f}{rd(r, 1)}",
                         f"{f}{rd(r, 4)}", f"{f[0]}.{l}{rd(r, 2)}"])
        dom = r.choice(["example.com", "example.net", "example.org", "mail.example", "inbox.example",
                        "post.example.com", "webmail.example.net"])
        return Phi(f"{user}@{dom}", "EMAIL")

    def email_staff(self, per, inst):
        f, l = slug(per.first), slug(per.last)
        user = self.ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}.{l}{rd(self.r, 1)}"])
        return Phi(f"{user}@{self.domain(inst)}", "EMAIL")

    def email_generic(self, box, inst):
        return Phi(f"{box}@{self.domain(inst)}", "EMAIL")

    def domain(self, inst):
        words = [w for w in re.split(r"[\s'’\-]+", inst) if w]
        short = slug("".join(words[:3]))[:24]
        # only reserved names: example.com/.net/.org (RFC 2606) and the .example TLD
        tail = {"UK": ["nhs.example", "example"], "IE": ["hse.example", "example"],
                "AU": ["health.example", "example.org"], "NZ": ["health.example", "example"],
                "CA": ["example", "health.example"], "US": ["example.org", "example.com", "example"]}[self.loc]
        # deterministic per institution name (avoid python hash)
        idx = sum(ord(c) for c in inst) % len(tail)
        return f"{short}.{tail[idx]}"

    def url(self, inst, path=None):
        dom = self.domain(inst)
        path = path or self.ch(["portal", "patient-portal", "results", "appointments", "exercises",
                                "discharge-advice", "book", "aftercare", "myhealth/login"])
        pre = self.ch(["https://www.", "www.", "https://", "https://portal."])
        return Phi(f"{pre}{dom}/{path}", "URL")

    def ip(self):
        r = self.r
        return Phi(r.choice([
            f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}",
            f"192.168.{r.randint(0, 40)}.{r.randint(2, 254)}",
            f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(1, 254)}",
            f"203.0.113.{r.randint(1, 254)}", f"198.51.100.{r.randint(1, 254)}", f"192.0.2.{r.randint(1, 254)}",
        ]), "IPADDR")

    def username(self, per):
        f, l = slug(per.first), slug(per.last)
        r = self.r
        return Phi(r.choice([f"{f[0]}{l}", f"{f[0]}{l}{r.randint(1, 9)}", f"{l}{f[0]}", f"{f}.{l}",
                             f"{f[:3]}{l[:3]}{rd(r, 2)}", f"{l[:5]}{f[0]}{rd(r, 2)}", f"{f[0]}{l[:6]}"]).lower(),
                   "USERNAME")

    # ---- identifiers -----------------------------------------------------
    def mrn(self):
        r, loc = self.r, self.loc
        if loc == "US":
            v = r.choice([rd(r, 8), "00" + rd(r, 6), rd(r, 7), "E" + rd(r, 7), f"{rd(r, 3)}-{rd(r, 2)}-{rd(r, 2)}",
                          "M" + rd(r, 8)])
        elif loc == "UK":
            v = r.choice(["K" + rd(r, 7), "H" + rd(r, 6), "RX" + rd(r, 6), "D" + rd(r, 7), "M" + rd(r, 7),
                          rl(r, 1) + rd(r, 6) + rl(r, 1)])
        elif loc == "IE":
            v = r.choice([rd(r, 7), "0" + rd(r, 6), rd(r, 6)])
        elif loc == "AU":
            v = r.choice([rd(r, 7), rd(r, 6), "0" + rd(r, 6), rd(r, 8)])
        elif loc == "NZ":
            v = "Z" + rl(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ") + rd(r, 4)
        else:
            v = r.choice([rd(r, 7), "H" + rd(r, 7), rd(r, 8), "C" + rd(r, 6)])
        return Phi(v, "MRN")

    def account(self):
        r, loc = self.r, self.loc
        y = self.visit.year % 100
        if loc == "US":
            v = r.choice([rd(r, 10), rd(r, 9), f"{rd(r, 4)}-{rd(r, 4)}", "V" + rd(r, 9), "FIN" + rd(r, 8)])
        elif loc == "UK":
            v = r.choice([f"ED{y}{rd(r, 6)}", f"{y}/{rd(r, 6)}", f"AE-{y}-{rd(r, 5)}", rd(r, 8)])
        elif loc == "IE":
            v = r.choice([f"ED{rd(r, 7)}", f"{y}{rd(r, 6)}", f"EP{rd(r, 7)}"])
        elif loc == "AU":
            v = r.choice(["E" + rd(r, 7), "EP" + rd(r, 8), f"{rd(r, 4)} {rd(r, 4)}", "IP" + rd(r, 7)])
        elif loc == "NZ":
            v = r.choice(["EV" + rd(r, 7), rd(r, 9), f"{y}-{rd(r, 6)}"])
        else:
            v = r.choice(["V" + rd(r, 9), rd(r, 10), f"{rd(r, 3)}-{rd(r, 3)}-{rd(r, 3)}"])
        return Phi(v, "ACCOUNT")

    def healthplan(self, kind=None):
        """Returns (label text, Phi)."""
        r, loc = self.r, self.loc
        if loc == "US":
            k = kind or r.choice(["member", "member", "medicaid", "medicare", "group"])
            if k == "member":
                return "Member ID", Phi(rl(r, 3) + rd(r, 9), "HEALTHPLAN")
            if k == "group":
                return "Group #", Phi(rd(r, r.choice([5, 6, 7])), "HEALTHPLAN")
            if k == "medicaid":
                return "Medicaid ID", Phi(rl(r, 2) + rd(r, 8), "HEALTHPLAN")
            al = "ACDEFGHJKMNPQRTUVWXY"
            mbi = (str(r.randint(1, 9)) + rl(r, 1, al) + r.choice(al + DIG) + rd(r, 1) + "-" + rl(r, 1, al) +
                   r.choice(al + DIG) + rd(r, 1) + "-" + rl(r, 2, al) + rd(r, 2))
            return "Medicare MBI", Phi(mbi, "HEALTHPLAN")
        if loc == "UK":
            base = rd(r, 9)
            w = sum(int(c) * (10 - i) for i, c in enumerate(base))
            chk = (11 - w % 11) % 11
            right = "0" if chk == 11 else ("X" if chk == 10 else str(chk))
            last = wrong_digit(r, right)
            num = base + last
            v = r.choice([f"{num[:3]} {num[3:6]} {num[6:]}", num, f"{num[:3]}-{num[3:6]}-{num[6:]}"])
            return "NHS No", Phi(v, "HEALTHPLAN")
        if loc == "IE":
            k = kind or r.choice(["gms", "ins"])
            if k == "gms":
                return "Medical Card No", Phi(rd(r, 7) + rl(r, 1), "HEALTHPLAN")
            return "Insurance membership", Phi(rd(r, 8), "HEALTHPLAN")
        if loc == "AU":
            k = kind or r.choice(["medicare", "medicare", "medicare", "dva", "fund"])
            if k == "medicare":
                base = str(r.randint(2, 6)) + rd(r, 7)
                w = [1, 3, 7, 9, 1, 3, 7, 9]
                chk = str(sum(int(c) * w[i] for i, c in enumerate(base)) % 10)
                num = base + wrong_digit(r, chk) + str(r.randint(1, 9))
                v = r.choice([f"{num[:4]} {num[4:9]} {num[9]}", num])
                return "Medicare No", Phi(v, "HEALTHPLAN")
            if k == "dva":
                return "DVA file no", Phi(r.choice(["N", "V", "Q", "W", "S", "T"]) + rl(r, 1, "XSW") + rd(r, 6),
                                          "HEALTHPLAN")
            return "Health fund member no", Phi(rd(r, 8), "HEALTHPLAN")
        if loc == "NZ":
            k = kind or r.choice(["ins", "csc"])
            if k == "csc":
                return "Community Services Card", Phi(rd(r, 4) + " " + rd(r, 4) + " " + rd(r, 4), "HEALTHPLAN")
            return "Insurance member no", Phi(r.choice(["K", "M", "T"]) + rd(r, 8), "HEALTHPLAN")
        # CA
        ab = self.state_abbr
        if ab == "ON":
            base = str(r.randint(1, 9)) + rd(r, 8)
            num = base + wrong_digit(r, luhn_digit(base))
            return "OHIP", Phi(f"{num[:4]}-{num[4:7]}-{num[7:]}-{rl(r, 2)}", "HEALTHPLAN")
        if ab == "BC":
            return "PHN", Phi(f"9{rd(r, 3)} {rd(r, 3)} {rd(r, 3)}", "HEALTHPLAN")
        if ab == "AB":
            return "AHCIP", Phi(f"{rd(r, 5)}-{rd(r, 4)}", "HEALTHPLAN")
        if ab == "QC":
            pt = self.pt
            lt = (slug(pt.last).upper() + "XXX")[:3] + slug(pt.first).upper()[0]
            yy = self.dob.year % 100
            mm = self.dob.month + (50 if pt.sex == "F" else 0)
            return "RAMQ", Phi(f"{lt} {yy:02d}{mm:02d} {self.dob.day:02d}{rd(r, 2)}", "HEALTHPLAN")
        return "Health card", Phi(f"{rd(r, 3)} {rd(r, 3)} {rd(r, 3)}", "HEALTHPLAN")

    def ssn(self):
        r, loc = self.r, self.loc
        if loc == "US":
            return "SSN", Phi(f"9{rd(r, 2)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}", "SSN")
        if loc == "UK":
            pre = r.choice(["QQ", "TN", "BG", "GB", "NK", "KN", "ZZ"])
            n = rd(r, 6)
            v = r.choice([f"{pre} {n[:2]} {n[2:4]} {n[4:]} {r.choice('ABCD')}", f"{pre}{n}{r.choice('ABCD')}"])
            return "NI No", Phi(v, "SSN")
        if loc == "IE":
            return "PPSN", Phi(rd(r, 7) + rl(r, 1) + r.choice(["", "A", "W"]), "SSN")
        if loc == "CA":
            n = "0" + rd(r, 8)
            return "SIN", Phi(r.choice([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}"]), "SSN")
        if loc == "AU":
            return "Centrelink CRN", Phi(f"{rd(r, 3)} {rd(r, 3)} {rd(r, 3)}{rl(r, 1)}", "SSN")
        return "IRD no", Phi(f"{rd(r, 3)}-{rd(r, 3)}-{rd(r, 3)}", "SSN")

    def driver_licence(self):
        r, loc = self.r, self.loc
        if loc == "US":
            v = r.choice([rl(r, 1) + rd(r, 7), rl(r, 1) + rd(r, 12), f"{rl(r, 1)}{rd(r, 3)}-{rd(r, 4)}-{rd(r, 4)}",
                          rd(r, 9), rl(r, 2) + rd(r, 6)])
        elif loc == "UK":
            pt = self.pt
            sn = (slug(pt.last).upper() + "99999")[:5]
            y = self.dob.year % 100
            mm = self.dob.month + (50 if pt.sex == "F" else 0)
            ini = (slug(pt.first).upper()[0] + (pt.middle or "9"))
            v = f"{sn}{y // 10}{mm:02d}{self.dob.day:02d}{y % 10}{ini}9{rl(r, 2)}"
        elif loc == "IE":
            v = rd(r, 9)
        elif loc == "AU":
            v = rd(r, r.choice([8, 9, 10]))
        elif loc == "NZ":
            v = rl(r, 2) + rd(r, 6)
        else:
            v = f"{rl(r, 1)}{rd(r, 4)}-{rd(r, 5)}-{rd(r, 5)}"
        return Phi(v, "LICENSE")

    def clin_licence(self, role):
        """(label, Phi) for a clinician's registration number."""
        r, loc = self.r, self.loc
        if loc == "US":
            if role in ("doctor", "pa", "np") and r.random() < 0.6:
                base = "80840" + str(r.choice([1, 2])) + rd(r, 8)
                chk = luhn_digit(base)
                return "NPI", Phi(base[5:] + wrong_digit(r, chk), "LICENSE")
            if role == "doctor":
                b = rl(r, 2, "ABFGM") + rd(r, 6)
                s = int(b[2]) + int(b[4]) + int(b[6]) + 2 * (int(b[3]) + int(b[5]) + int(b[7]))
                return "DEA", Phi(b + wrong_digit(r, str(s % 10)), "LICENSE")
            if role == "paramedic":
                return "NREMT", Phi("P" + rd(r, 6), "LICENSE")
            return "Lic", Phi(r.choice(["RN", "PT", "OT", "PA"]) + rd(r, 6), "LICENSE")
        if loc == "UK":
            if role == "doctor":
                return "GMC", Phi("9" + rd(r, 6), "LICENSE")
            if role == "paramedic":
                return "HCPC", Phi("PA9" + rd(r, 5), "LICENSE")
            if role == "physio":
                return "HCPC", Phi("PH9" + rd(r, 5), "LICENSE")
            if role == "ot":
                return "HCPC", Phi("OT9" + rd(r, 5), "LICENSE")
            return "NMC PIN", Phi(f"{r.randint(27, 29)}{rl(r, 1)}{rd(r, 4)}{rl(r, 1)}", "LICENSE")
        if loc == "IE":
            if role == "doctor":
                return "MCRN", Phi("9" + rd(r, 5), "LICENSE")
            if role in ("physio", "ot"):
                return "CORU", Phi(("PT" if role == "physio" else "OT") + "9" + rd(r, 5), "LICENSE")
            if role == "paramedic":
                return "PHECC", Phi("9" + rd(r, 4) + "-" + rl(r, 1), "LICENSE")
            return "NMBI PIN", Phi("9" + rd(r, 5), "LICENSE")
        if loc == "AU":
            pre = {"doctor": "MED", "nurse": "NMW", "physio": "PHY", "ot": "OCC", "paramedic": "PAR",
                   "np": "NMW", "pharmacist": "PHA"}.get(role, "NMW")
            return "AHPRA", Phi(pre + "000" + "9" + rd(r, 6), "LICENSE")
        if loc == "NZ":
            if role == "doctor":
                return "MCNZ", Phi("9" + rd(r, 4), "LICENSE")
            if role == "physio":
                return "PBNZ reg", Phi("9" + rd(r, 4), "LICENSE")
            if role == "paramedic":
                return "PCNZ", Phi("9" + rd(r, 5), "LICENSE")
            return "NCNZ", Phi("9" + rd(r, 5), "LICENSE")
        if role == "doctor":
            return "CPSO" if self.state_abbr == "ON" else "Licence", Phi("9" + rd(r, 5), "LICENSE")
        return "Reg. no.", Phi("9" + rd(r, 6), "LICENSE")

    def plate(self):
        r, loc = self.r, self.loc
        if loc == "US":
            v = r.choice([f"{r.randint(1, 9)}{rl(r, 3)}{rd(r, 3)}", f"{rl(r, 3)}-{rd(r, 4)}", f"{rl(r, 3)} {rd(r, 4)}",
                          f"{rd(r, 3)} {rl(r, 3)}"])
        elif loc == "UK":
            v = f"{rl(r, 2, 'ABCDEFGHKLMNOPRSVWY')}{r.choice(['19', '69', '20', '70', '21', '71', '22', '72', '15', '65', '18', '68'])} {rl(r, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"
        elif loc == "IE":
            v = f"{r.choice(['151', '161', '171', '181', '191', '201', '211', '222', '231', '242'])}-{r.choice(['C', 'KY', 'G', 'MO', 'L', 'W', 'WX', 'D', 'KE', 'TS'])}-{r.randint(100, 29999)}"
        elif loc == "AU":
            v = r.choice([f"{rl(r, 3)}-{rd(r, 3)}", f"{rd(r, 1)}{rl(r, 2)}{rd(r, 1)}{rl(r, 2)}", f"{rd(r, 3)} {rl(r, 3)}",
                          f"{rl(r, 2)}{rd(r, 2)}{rl(r, 2)}"])
        elif loc == "NZ":
            v = f"{rl(r, 3)}{rd(r, 3)}"
        else:
            v = r.choice([f"{rl(r, 4)} {rd(r, 3)}", f"{rl(r, 2)}{rd(r, 1)} {rd(r, 2)}{rl(r, 1)}"])
        return Phi(v, "VEHICLE")

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        r = self.r
        return Phi(r.choice(["1", "2", "3", "J", "K", "W", "S", "V"]) + "".join(r.choice(al) for _ in range(16)),
                   "VEHICLE")

    def device_serial(self):
        r = self.r
        return Phi(r.choice([f"{rl(r, 3)}{rd(r, 6)}", f"{rl(r, 2)}{rd(r, 7)}", f"{rd(r, 2)}{rl(r, 2)}{rd(r, 6)}",
                             f"SN{rd(r, 8)}", f"{rl(r, 3)}{rd(r, 6)}{rl(r, 1)}", f"{rl(r, 1)}{rd(r, 3)}-{rd(r, 5)}"]),
                   "DEVICE")

    def bioid(self):
        r = self.r
        return Phi(r.choice([f"FP-{rd(r, 5)}", f"BIO-{rd(r, 8)}", f"PV{rd(r, 6)}", f"IR-{rd(r, 6)}",
                             f"BT{rl(r, 2)}{rd(r, 5)}", f"FPR{rd(r, 7)}"]), "BIOID")

    def idnum(self, kind):
        r = self.r
        y = self.visit.year
        yy = y % 100
        v = {
            "accession": lambda: r.choice([f"{rl(r, 1)}{yy}-{rd(r, 4)}", f"RA{rd(r, 8)}", f"ACC{rd(r, 7)}",
                                           f"{yy}{rl(r, 2)}{rd(r, 6)}"]),
            "specimen": lambda: r.choice([f"SP-{yy}-{rd(r, 5)}", f"{yy}H{rd(r, 6)}", f"L{rd(r, 9)}",
                                          f"{rl(r, 2)}{rd(r, 6)}"]),
            "order": lambda: r.choice([f"ORD{rd(r, 8)}", f"{rd(r, 9)}", f"RX{rd(r, 7)}"]),
            "cad": lambda: r.choice([f"CAD{rd(r, 7)}", f"{yy}{rd(r, 6)}", f"INC-{y}-{rd(r, 5)}",
                                     f"{rd(r, 4)}-{rd(r, 4)}"]),
            "case": lambda: r.choice([f"PIC-{y}-{rd(r, 5)}", f"{yy}/{rd(r, 5)}", f"CASE{rd(r, 7)}",
                                      f"P{yy}{rd(r, 6)}"]),
            "police": lambda: r.choice([f"CR/{rd(r, 5)}/{yy}", f"{rd(r, 4)}{yy}{rd(r, 4)}", f"E{rd(r, 8)}"]),
            "referral": lambda: r.choice([f"RF{rd(r, 7)}", f"REF-{yy}-{rd(r, 5)}", f"{rd(r, 3)} {rd(r, 3)} {rd(r, 4)}"]),
            "job": lambda: rd(r, r.choice([6, 7])),
            "passport": lambda: r.choice([f"{rl(r, 2)}{rd(r, 7)}", f"{rd(r, 9)}", f"{rl(r, 1)}{rd(r, 7)}"]),
            "script": lambda: r.choice([f"{rd(r, 8)}", f"SC{rd(r, 6)}", f"{rl(r, 3)}{rd(r, 5)}"]),
            "claim": lambda: r.choice([f"{rl(r, 2)}{rd(r, 8)}", f"{rl(r, 1)}{rd(r, 7)}", f"{rd(r, 11)}"]),
            "contact": lambda: r.choice([f"PN-{rd(r, 5)}", f"CS{rd(r, 6)}", f"{rl(r, 3)}-{rd(r, 4)}"]),
            "cert": lambda: r.choice([f"{rl(r, 2)}{rd(r, 6)}", f"YF{rd(r, 7)}"]),
        }[kind]()
        return Phi(v, "IDNUM")
