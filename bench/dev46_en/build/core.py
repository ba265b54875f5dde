"""Core machinery: span-tracking note builder, people, places, formats, identifiers."""
import datetime as dt
import string

import pools as P

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


class S:
    """A PHI value: becomes one gold span when added to a Note."""
    __slots__ = ("typ", "text")

    def __init__(self, typ, text):
        assert typ in LABEL, typ
        assert text and text == text.strip(), repr(text)
        self.typ = typ
        self.text = text

    def __repr__(self):
        return "S(%s,%r)" % (self.typ, self.text)


_FMT = string.Formatter()


class Note:
    def __init__(self, ctx=None):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.ctx = ctx

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.buf.append(it)
                self.pos += len(it)
            elif isinstance(it, S):
                self.spans.append({"start": self.pos, "end": self.pos + len(it.text),
                                   "label": LABEL[it.typ], "type": it.typ, "text": it.text})
                self.buf.append(it.text)
                self.pos += len(it.text)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            elif callable(it):
                self.add(it())
            else:
                raise TypeError(repr(it))
        return self

    def f(self, tmpl, **kw):
        for lit, field, spec, conv in _FMT.parse(tmpl):
            if lit:
                self.add(lit)
            if field is not None:
                if field in kw:
                    val = kw[field]
                else:
                    val = self.ctx.v[field]
                self.add(val)
        return self

    def text(self):
        return "".join(self.buf)


# ------------------------------------------------------------------ helpers
def wchoice(rng, weights):
    keys = list(weights.keys())
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + (" and " + num_words(r) if r else "")


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    m = MONTHS[d.month - 1]
    mon = m[:3]
    wd = WEEKDAYS[d.weekday()]
    return {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy_short": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy_yy": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "d_month_y": "%d %s %d" % (d.day, m, d.year),
        "d_mon_y": "%02d-%s-%d" % (d.day, mon, d.year),
        "d_MON_y": "%02d-%s-%d" % (d.day, mon.upper(), d.year),
        "d_mon_y_sp": "%d %s %d" % (d.day, mon, d.year),
        "ordinal": "%s %s %d" % (ordinal(d.day), m, d.year),
        "wd_d_month_y": "%s %d %s %d" % (wd, d.day, m, d.year),
        "wd_dmy": "%s %02d/%02d/%d" % (wd[:3], d.day, d.month, d.year),
        "wdabbr_dm": "%s %d/%d" % (wd[:3], d.day, d.month),
        "dmy_dot": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "iso": d.isoformat(),
        "month_d_y": "%s %d, %d" % (m, d.day, d.year),
        "mon_d_y": "%s %d, %d" % (mon, d.day, d.year),
        "monp_d_y": "%s %d, %d" % (mon + ("." if m != mon else ""), d.day, d.year),
        "wd_month_d_y": "%s, %s %d, %d" % (wd, m, d.day, d.year),
        "ymd_slash": "%d/%02d/%02d" % (d.year, d.month, d.day),
        "y_mon_d": "%d-%s-%02d" % (d.year, mon, d.day),
        "y_MON_d": "%d-%s-%02d" % (d.year, mon.upper(), d.day),
        "dm": "%d/%d" % (d.day, d.month),
        "md": "%d/%d" % (d.month, d.day),
        "d_month": "%d %s" % (d.day, m),
        "month_d": "%s %d" % (m, d.day),
        "month_y": "%s %d" % (m, d.year),
        "mon_y": "%s %d" % (mon, d.year),
        "mm_yyyy": "%02d/%d" % (d.month, d.year),
        "y": "%d" % d.year,
        "month": m,
        "weekday": wd,
    }[style]


DATE_STYLES = {
    "AU": ["dmy", "dmy", "dmy", "dmy_short", "dmy_yy", "d_month_y", "d_mon_y", "d_MON_y",
           "d_mon_y_sp", "ordinal", "dmy_dot", "iso"],
    "NZ": ["dmy", "dmy", "dmy_short", "dmy_yy", "d_month_y", "d_month_y", "d_mon_y", "d_MON_y",
           "d_mon_y_sp", "ordinal", "dmy_dot"],
    "CA": ["iso", "iso", "iso", "month_d_y", "mon_d_y", "monp_d_y", "d_MON_y", "d_mon_y",
           "ymd_slash", "y_mon_d", "y_MON_d", "dmy"],
}
NARR_STYLES = {
    "AU": ["d_month_y", "dmy", "dmy_short", "d_mon_y_sp", "ordinal"],
    "NZ": ["d_month_y", "dmy", "dmy_short", "d_mon_y_sp", "ordinal"],
    "CA": ["month_d_y", "mon_d_y", "iso", "monp_d_y", "d_month_y"],
}


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, given, sur, sex, origin, middle=None, nick=None):
        self.given, self.sur, self.sex, self.origin = given, sur, sex, origin
        self.middle, self.nick = middle, nick
        self.title = None
        self.cred = ""
        self.role = None
        self.user = None

    @property
    def full(self):
        return "%s %s" % (self.given, self.sur)

    @property
    def mi(self):
        return self.middle[0] if self.middle else None

    def initials(self, dots=False):
        parts = [self.given[0]]
        if self.middle:
            parts.append(self.middle[0])
        parts.append(self.sur.replace("'", "")[0])
        parts = [p.upper() for p in parts]
        return ".".join(parts) + "." if dots else "".join(parts)


def pick_origin(rng, loc):
    return wchoice(rng, P.ORIGIN_W[loc])


def make_person(rng, loc, sex=None, origin=None, used=None, middle_p=0.45):
    for _ in range(50):
        o = origin or pick_origin(rng, loc)
        s = sex or rng.choice("MF")
        pool = P.GIVEN_M[o] if s == "M" else P.GIVEN_F[o]
        if not pool:
            continue
        g = rng.choice(pool)
        so = o
        if rng.random() < 0.12:  # mixed heritage / married names
            so = pick_origin(rng, loc)
        sur = rng.choice(P.SURN[so])
        if used is not None and (sur in used or g in used):
            continue
        mid = None
        if rng.random() < middle_p:
            mp = P.GIVEN_M[o] if s == "M" else P.GIVEN_F[o]
            mid = rng.choice(mp)
            if mid == g or (used is not None and mid in used):
                mid = None
        nick = P.NICKNAMES.get(g)
        p = Person(g, sur, s, o, mid, nick)
        if used is not None:
            used.add(sur)
            used.add(g)
            if mid:
                used.add(mid)
        return p
    raise RuntimeError("could not make person")


def username(rng, person, style=None):
    g = person.given.lower().replace(" ", "").replace("-", "").replace("'", "")
    s = person.sur.lower().replace(" ", "").replace("-", "").replace("'", "")
    g = _ascii(g)
    s = _ascii(s)
    style = style if style is not None else rng.randrange(7)
    if style == 0:
        u = g[0] + s
    elif style == 1:
        u = "%s.%s" % (g, s)
    elif style == 2:
        u = "%s%s%d" % (g[0], s, rng.randint(1, 9))
    elif style == 3:
        u = "%s%s" % (s, g[0])
    elif style == 4:
        u = "%s.%s" % (s[:6], g[0])
    elif style == 5:
        u = "%s%s" % (g[:3], s[:3])
    else:
        u = "%s_%s%02d" % (g[0], s, rng.randint(1, 40))
    return u


def _ascii(s):
    pairs = {"é": "e", "è": "e", "ê": "e", "ë": "e", "à": "a", "â": "a", "î": "i", "ï": "i", "ô": "o",
             "û": "u", "ù": "u", "ç": "c", "É": "E", "È": "E", "ō": "o", "ū": "u", "ā": "a", "ī": "i",
             "ē": "e", "Ā": "A", "Ō": "O", "ł": "l", "ó": "o", "ś": "s", "ń": "n", "ż": "z", "ą": "a",
             "ę": "e", "ő": "o", "ö": "o", "ü": "u", "ä": "a", "ß": "ss", "ñ": "n"}
    tbl = str.maketrans(pairs)
    s = s.translate(tbl)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum() or ch in "._"))


# ------------------------------------------------------------------ places
class Address:
    def __init__(self):
        self.unit = None
        self.number = None
        self.street_full = None
        self.street_abbr = None
        self.suburb = None
        self.city = None
        self.state = None
        self.state_full = None
        self.postcode = None
        self.country = None
        self.loc = None
        self.pobox = None
        self.level = None

    def street(self, abbr=False, style=0):
        name = self.street_abbr if abbr else self.street_full
        if self.pobox:
            return self.pobox
        base = "%s %s" % (self.number, name)
        if self.unit:
            if self.loc == "CA":
                if style == 1:
                    return "%s, Unit %s" % (base, self.unit)
                return "%s-%s %s" % (self.unit, self.number, name)
            if style == 1:
                return "Unit %s, %s" % (self.unit, base)
            if self.loc == "NZ" and style == 2:
                return "Flat %s, %s" % (self.unit, base)
            return "%s/%s %s" % (self.unit, self.number, name)
        if self.level:
            return "Level %s, %s" % (self.level, base)
        return base


def ca_postcode(rng, letters):
    L = "ABCEGHJKLMNPRSTVXY"
    L2 = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (rng.choice(letters), rng.randint(0, 9), rng.choice(L2), rng.randint(0, 9),
                              rng.choice(L2), rng.randint(0, 9))


def make_address(rng, loc, unit_p=0.2, near=None, level_p=0.0, state=None):
    a = Address()
    a.loc = loc
    names = P.STREET_NAMES[loc]
    typ = rng.choice(P.STREET_TYPES[loc])
    sname = rng.choice(names)
    a.street_full = "%s %s" % (sname, typ[0])
    a.street_abbr = "%s %s" % (sname, typ[1])
    a.number = str(rng.choice([rng.randint(1, 60), rng.randint(1, 200), rng.randint(1, 999),
                               rng.randint(1000, 4999)] if loc == "CA" else
                              [rng.randint(1, 60), rng.randint(1, 200), rng.randint(1, 450)]))
    if rng.random() < unit_p:
        a.unit = str(rng.choice([rng.randint(1, 12), rng.randint(1, 40), rng.randint(101, 1808)]
                                if loc == "CA" else [rng.randint(1, 12), rng.randint(1, 30)]))
    elif rng.random() < level_p:
        a.level = str(rng.randint(1, 9))
    if near is not None:
        a.suburb, a.city, a.state, a.state_full, pc_base = near.suburb, near.city, near.state, \
            near.state_full, near.postcode
        a.postcode = pc_base
        return a
    if loc == "AU":
        st = state or wchoice(rng, {"NSW": 30, "VIC": 25, "QLD": 20, "SA": 7, "WA": 10, "TAS": 4, "NT": 2,
                                    "ACT": 3})
        a.state = st
        a.state_full = P.AU_STATES[st][0]
        a.suburb = rng.choice(P.AU_PLACES[st])
        lo, hi = P.AU_STATES[st][2]
        a.postcode = "%04d" % rng.randint(lo, hi)
    elif loc == "NZ":
        reg = state or wchoice(rng, {"Auckland": 30, "Wellington": 10, "Canterbury": 12, "Otago": 5,
                            "Southland": 2, "Waikato": 9, "Bay of Plenty": 7, "Hawke's Bay": 5,
                            "Manawatū-Whanganui": 5, "Taranaki": 3, "Northland": 5, "Nelson": 3,
                            "Gisborne": 2, "Marlborough": 2, "West Coast": 2})
        code, (lo, hi), places = P.NZ_REGIONS[reg]
        sub, city = rng.choice(places)
        a.suburb, a.city = sub, city
        a.state = reg
        a.state_full = reg
        a.postcode = "%04d" % rng.randint(lo, hi)
    else:
        pv = state or wchoice(rng, P.CA_PROV_W)
        a.state = pv
        a.state_full = P.CA_PROV[pv][0]
        a.suburb = rng.choice(P.CA_CITIES[pv])
        a.postcode = ca_postcode(rng, P.CA_PROV[pv][1])
    return a


def area_code(rng, addr):
    if addr.loc == "AU":
        return P.AU_STATES[addr.state][1]
    if addr.loc == "NZ":
        return P.NZ_REGIONS[addr.state][0]
    return rng.choice(P.CA_PROV[addr.state][2])


def phone(rng, loc, kind="land", addr=None, style=None, ext=False):
    """Return a fictional phone number string."""
    if loc == "AU":
        if kind == "mob":
            d = "%03d" % rng.randint(0, 999)
            st = style if style is not None else rng.randrange(5)
            s = ["0491 570 %s" % d, "0491570%s" % d, "+61 491 570 %s" % d, "0491 570 %s" % d,
                 "0491-570-%s" % d][st]
        else:
            ac = area_code(rng, addr) if addr else rng.choice(["02", "03", "07", "08"])
            blk = rng.choice(["5550", "5550", "7010"])
            d = "%04d" % rng.randint(0, 9999)
            st = style if style is not None else rng.randrange(5)
            s = ["(%s) %s %s" % (ac, blk, d), "%s %s %s" % (ac, blk, d), "+61 %s %s %s" % (ac[1], blk, d),
                 "(%s) %s %s" % (ac, blk, d), "%s%s%s" % (ac, blk, d)][st]
    elif loc == "NZ":
        d = "%03d" % rng.randint(100, 199)
        if kind == "mob":
            pre = rng.choice(["021", "022", "027", "029"])
            st = style if style is not None else rng.randrange(4)
            s = ["%s 555 0%s" % (pre, d), "%s5550%s" % (pre, d), "+64 %s 555 0%s" % (pre[1:], d),
                 "%s 555 0%s" % (pre, d)][st]
        else:
            ac = area_code(rng, addr) if addr else rng.choice(["09", "04", "03", "07", "06"])
            st = style if style is not None else rng.randrange(5)
            s = ["(%s) 555 0%s" % (ac, d), "%s 555 0%s" % (ac, d), "+64 %s 555 0%s" % (ac[1], d),
                 "%s-555 0%s" % (ac, d), "(%s) 555-0%s" % (ac, d)][st]
    else:
        ac = area_code(rng, addr) if addr else rng.choice(["416", "604", "403", "514", "613", "204"])
        d = "%02d" % rng.randint(0, 99)
        st = style if style is not None else rng.randrange(6)
        s = ["(%s) 555-01%s" % (ac, d), "%s-555-01%s" % (ac, d), "%s.555.01%s" % (ac, d),
             "+1 %s 555 01%s" % (ac, d), "1-%s-555-01%s" % (ac, d), "(%s) 555-01%s" % (ac, d)][st]
    if ext:
        e = rng.randint(100, 9999)
        s += rng.choice([" ext. %d", " ext %d", " x%d", " Ext %d"]) % e
    return s


def pager(rng):
    st = rng.randrange(4)
    if st == 0:
        return "%d-%04d" % (rng.randint(2, 8), rng.randint(0, 9999))
    if st == 1:
        return "%04d" % rng.randint(1000, 9999)
    if st == 2:
        return "%d" % rng.randint(100, 999)
    return "%d" % rng.randint(40000, 89999)


# ------------------------------------------------------------------ identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def medicare_au(rng, style=None):
    while True:
        d = [rng.randint(2, 6)] + [rng.randint(0, 9) for _ in range(7)]
        w = [1, 3, 7, 9, 1, 3, 7, 9]
        chk = sum(a * b for a, b in zip(d, w)) % 10
        bad = (chk + rng.randint(1, 9)) % 10  # deliberately invalid check digit
        issue = rng.randint(1, 6)
        s = "".join(map(str, d)) + str(bad) + str(issue)
        irn = rng.randint(1, 5)
        st = style if style is not None else rng.randrange(5)
        return ["%s %s %s" % (s[:4], s[4:9], s[9]), s, "%s %s %s/%d" % (s[:4], s[4:9], s[9], irn),
                "%s-%d" % (s, irn), "%s %s %s-%d" % (s[:4], s[4:9], s[9], irn)][st]


def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def luhn_bad(rng, prefix, n):
    while True:
        s = prefix + digits(rng, n - len(prefix))
        if not luhn_ok(s):
            return s


def ihi(rng):
    s = luhn_bad(rng, "800360", 16)
    return "%s %s %s %s" % (s[:4], s[4:8], s[8:12], s[12:])


NHI_AL = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def nhi(rng):
    while True:
        ls = [rng.choice(NHI_AL) for _ in range(3)]
        ds = [rng.randint(0, 9) for _ in range(3)]
        vals = [NHI_AL.index(c) + 1 for c in ls] + ds
        tot = sum(v * w for v, w in zip(vals, [7, 6, 5, 4, 3, 2]))
        cs = tot % 11
        chk = (11 - cs) % 10 if cs else None
        last = rng.randint(0, 9)
        if chk is not None and last == chk:
            continue
        return "".join(ls) + "".join(map(str, ds)) + str(last)


def sin_ca(rng, style=None):
    s = luhn_bad(rng, "0", 9)
    st = style if style is not None else rng.randrange(3)
    return ["%s %s %s" % (s[:3], s[3:6], s[6:]), "%s-%s-%s" % (s[:3], s[3:6], s[6:]), s][st]


def ird_nz(rng):
    s = digits(rng, 9)
    return rng.choice(["%s-%s-%s" % (s[:3], s[3:6], s[6:]), "%s-%s-%s" % (s[1:3], s[3:6], s[6:]), s])


def tfn_au(rng):
    s = digits(rng, 9)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def ca_hcn(rng, prov, person=None, dob=None):
    if prov == "ON":
        s = luhn_bad(rng, str(rng.randint(1, 9)), 10)
        vc = letters(rng, 2, "ABCDEFGHJKLMNPRSTVWXYZ")
        return rng.choice(["%s-%s-%s-%s" % (s[:4], s[4:7], s[7:], vc), "%s %s %s %s" % (s[:4], s[4:7], s[7:], vc),
                           "%s%s" % (s, vc), "%s-%s-%s" % (s[:4], s[4:7], s[7:])])
    if prov == "BC":
        s = "9" + digits(rng, 9)
        return rng.choice(["%s %s %s" % (s[:4], s[4:7], s[7:]), s])
    if prov == "AB":
        s = digits(rng, 9)
        return rng.choice(["%s-%s" % (s[:5], s[5:]), s])
    if prov == "QC" and person is not None and dob is not None:
        sur = _ascii(person.sur.upper().replace(" ", "").replace("-", ""))
        sur = (sur + "XXX")[:3]
        g = _ascii(person.given.upper())[:1] or "X"
        mm = dob.month + (50 if person.sex == "F" else 0)
        s = "%s%s %02d%02d %02d%s" % (sur, g, dob.year % 100, mm, dob.day, digits(rng, 2))
        return s
    if prov in ("NS", "NL"):
        s = digits(rng, 10 if prov == "NS" else 12)
        return "%s %s %s" % (s[:4], s[4:7], s[7:])
    if prov == "PE":
        return digits(rng, 8)
    s = digits(rng, 9)
    return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s])


HCN_LABEL = {"ON": ["OHIP #", "HCN", "OHIP No.", "Health Card #"], "BC": ["PHN", "MSP #", "PHN:"],
             "AB": ["AHCIP #", "PHN", "ULI"], "QC": ["RAMQ", "NAM", "RAMQ #"],
             "MB": ["PHIN", "MHSC #"], "SK": ["HSN", "Sask Health #"], "NS": ["HCN", "MSI #"],
             "NB": ["Medicare #", "HCN"], "NL": ["MCP #", "HCN"], "PE": ["PEI Health #", "HCN"],
             "NU": ["NU Health Care #", "HCN"], "NT": ["NWT HSN", "HCN"], "YT": ["YHCIP #", "HCN"]}


def mrn(rng, loc):
    st = rng.randrange(6)
    if loc == "AU":
        return [digits(rng, 7), digits(rng, 6), "%s%s" % (rng.choice("0123"), digits(rng, 6)),
                digits(rng, 8), "%s%s" % (letters(rng, 1, "MKRTHS"), digits(rng, 6)),
                "%s-%s" % (digits(rng, 3), digits(rng, 4))][st]
    if loc == "NZ":
        return nhi(rng)
    return ["%s" % digits(rng, 7), "H%s" % digits(rng, 7), "M%s" % digits(rng, 7), "00%s" % digits(rng, 6),
            "%s-%s" % (digits(rng, 2), digits(rng, 5)), "R%s" % digits(rng, 8)][st]


def hosp_no_nz(rng):
    return rng.choice(["%s%s" % (letters(rng, 1, "ACHKTW"), digits(rng, 6)), digits(rng, 7)])


def dva_au(rng):
    return "%s%s%s" % (rng.choice("NVQSWT"), rng.choice(["X", "X", "SM", "WW", "BW"]), digits(rng, 6)) \
        if rng.random() < 0.8 else "%s%s" % (rng.choice("NVQSWT"), digits(rng, 6))


def pension_au(rng):
    return "%s %s %s%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), rng.choice("ABCDEFHJKLMNPRSTX"))


def fund_member(rng):
    st = rng.randrange(4)
    return ["%s%s" % (letters(rng, 3), digits(rng, 6)), "%s %s" % (digits(rng, 4), digits(rng, 4)),
            "%s-%s" % (digits(rng, 7), digits(rng, 2)), "%s%s%s" % (letters(rng, 1), digits(rng, 8), letters(rng, 1))][st]


def provider_au(rng):
    return "%s%s%s" % (digits(rng, 6), rng.choice("0123456789ABCDEFGHJK"), rng.choice("ABCDEFGHJKLMNPQRTWXY"))


def prescriber_au(rng):
    return digits(rng, 7)


def ahpra(rng, prefix="MED"):
    return "%s%s" % (prefix, "000" + digits(rng, 7))


def mcnz(rng):
    return digits(rng, 5)


def hpi_cpn(rng):
    return "%s%s" % (digits(rng, 2), letters(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ"))


def cpso(rng):
    return digits(rng, rng.choice([5, 6]))


def billing_ca(rng):
    return digits(rng, 6)


def driver_licence(rng, loc, state=None):
    if loc == "AU":
        return rng.choice([digits(rng, 8), digits(rng, 9), "%s%s" % (letters(rng, 2), digits(rng, 6))])
    if loc == "NZ":
        return "%s%s" % (letters(rng, 2), digits(rng, 6))
    if state == "ON":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if state == "AB":
        return "%s-%s" % (digits(rng, 6), digits(rng, 3))
    if state == "QC":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 6), digits(rng, 2))
    return digits(rng, 7)


def plate(rng, loc, state=None):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if loc == "AU":
        return rng.choice(["%s%s%s" % (letters(rng, 3, L), digits(rng, 2), letters(rng, 1, L)),
                           "%s%s%s" % (digits(rng, 1), letters(rng, 2, L), digits(rng, 1) + letters(rng, 2, L)),
                           "%s %s" % (digits(rng, 3), letters(rng, 3, L)),
                           "%s-%s" % (letters(rng, 3, L), digits(rng, 3)),
                           "%s%s%s" % (digits(rng, 1), letters(rng, 3, L), digits(rng, 3))])
    if loc == "NZ":
        return rng.choice(["%s%s" % (letters(rng, 3, L), digits(rng, 3)),
                           "%s%s" % (letters(rng, 2, L), digits(rng, 4))])
    return rng.choice(["%s %s" % (letters(rng, 4, L), digits(rng, 3)),
                       "%s%s %s%s" % (letters(rng, 2, L), digits(rng, 1), digits(rng, 2), letters(rng, 1, L)),
                       "%s-%s" % (letters(rng, 3, L), digits(rng, 4)),
                       "%s %s" % (digits(rng, 3), letters(rng, 3, L))])


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(al) for _ in range(17))


def device_serial(rng, kind="generic"):
    st = rng.randrange(7)
    return ["%s%s" % (letters(rng, 3), digits(rng, 6)), "%s%s%s" % (letters(rng, 3), digits(rng, 6), letters(rng, 1)),
            "%s-%s" % (letters(rng, 2), digits(rng, 7)), digits(rng, 11),
            "%s%s%s" % (digits(rng, 4), letters(rng, 1), digits(rng, 5)),
            "SN%s" % digits(rng, 8), "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 7))][st]


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "BIO-%s" % digits(rng, 6), "IR%s" % digits(rng, 7),
                       "VP-%s-%s" % (digits(rng, 3), digits(rng, 4)), "FPT%s" % digits(rng, 6),
                       "PV-%s" % digits(rng, 6)])


def ip_addr(rng):
    st = rng.randrange(6)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if st == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    if st == 2:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    if st == 3:
        return "203.0.113.%d" % rng.randint(1, 254)
    if st == 4:
        return "198.51.100.%d" % rng.randint(1, 254)
    return "2001:db8:%x:%x::%x" % (rng.randint(0, 65535), rng.randint(0, 65535), rng.randint(1, 4095))


def lab_no(rng, yy=None):
    yy = yy if yy is not None else rng.randint(21, 26)
    st = rng.randrange(7)
    return ["%02d-%s" % (yy, digits(rng, 7)), "%s%02d-%s" % (letters(rng, 1, "SHBCM"), yy, digits(rng, 5)),
            "%s%s" % (digits(rng, 2), digits(rng, 8)), "L%s" % digits(rng, 9),
            "%s%s%s" % (letters(rng, 2), yy, digits(rng, 6)), "%s-%s-%s" % (letters(rng, 2), yy, digits(rng, 5)),
            "%s/%s" % (digits(rng, 6), yy)][st]


def generic_id(rng, prefix=None, n=6):
    p = prefix if prefix is not None else rng.choice(["", "REF-", "RQ", "ORD-", "CASE-", "R"])
    return "%s%s" % (p, digits(rng, n))


def account_no(rng):
    st = rng.randrange(6)
    return ["%s" % digits(rng, 8), "V%s" % digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
            "E%s" % digits(rng, 7), "INV-%s" % digits(rng, 6), "%s%s" % (letters(rng, 2), digits(rng, 7))][st]


def slug(name):
    s = _ascii(name.lower().replace("&", "and").replace("'", ""))
    s = "".join(ch for ch in s if ch.isalnum())
    return s


TLD = {"AU": [".com.au", ".org.au", ".net.au"], "NZ": [".co.nz", ".org.nz", ".nz"],
       "CA": [".ca", ".ca", ".com", ".org"]}


# ------------------------------------------------------------------ institutions
class Inst:
    def __init__(self, name, kind, addr, loc):
        self.name, self.kind, self.addr, self.loc = name, kind, addr, loc
        self.phone = None
        self.fax = None
        self.domain = None

    def email(self, rng, local=None):
        local = local or rng.choice(["reception", "admin", "referrals", "info", "enquiries", "bookings",
                                     "frontdesk", "results", "office"])
        return "%s@%s" % (local, self.domain)

    def url(self, rng):
        st = rng.randrange(5)
        if st == 0:
            return "www.%s" % self.domain
        if st == 1:
            return "https://www.%s" % self.domain
        if st == 2:
            return "https://%s/%s" % (self.domain, rng.choice(["book", "portal", "patients", "referrals",
                                                               "telehealth", "results"]))
        if st == 3:
            return "www.%s/%s" % (self.domain, rng.choice(["contact", "services", "new-patients"]))
        return "https://portal.%s" % self.domain


def make_inst(rng, loc, kind, near_addr=None, used=None):
    tables = {"hospital": P.HOSP_PATTERNS, "practice": P.PRACTICE_PATTERNS, "pharmacy": P.PHARM_PATTERNS,
              "aged": P.AGED_PATTERNS, "lab": P.LAB_PATTERNS, "imaging": P.IMAGING_PATTERNS,
              "allied": P.ALLIED_PATTERNS, "org": P.EMPLOYER_PATTERNS, "school": P.SCHOOL_PATTERNS,
              "club": P.CLUB_PATTERNS, "church": P.CHURCH_PATTERNS}
    if kind in tables:
        pats = tables[kind][loc]
    else:
        pats = P.SUB_ALLIED[kind]
    for _ in range(40):
        pat = rng.choice(pats)
        addr = make_address(rng, loc, unit_p=0.1, level_p=0.25 if kind in ("practice", "allied", "imaging") else 0.05,
                            state=near_addr.state if near_addr is not None else None)
        if near_addr is not None and rng.random() < (0.75 if kind in ("hospital", "imaging") else 0.92):
            addr.suburb, addr.city, addr.state, addr.state_full, addr.postcode = (
                near_addr.suburb, near_addr.city, near_addr.state, near_addr.state_full, near_addr.postcode)
        place = addr.city or addr.suburb
        fr = rng.choice(P.FR_SAINTS)
        name = pat.format(X=rng.choice(P.INST_STEMS[loc]).replace("_", " "), S=rng.choice(P.SAINTS),
                          P=place, ST=addr.street_full.split(" ")[0] if " " in addr.street_full else addr.street_full,
                          F=fr, F2=rng.choice(["du Lac-Vert", "des Érables", "Saint-Laurent", "de la Rivière",
                                               "Boréale", "du Parc", "Val-Joli", "des Pins"]),
                          SUR=rng.choice(P.SURN[pick_origin(rng, loc)]))
        if used is not None and name in used:
            continue
        if used is not None:
            used.add(name)
        inst = Inst(name, kind, addr, loc)
        inst.phone = phone(rng, loc, "land", addr)
        inst.fax = phone(rng, loc, "land", addr)
        base = slug(name)
        if len(base) > 22:
            words = [w for w in name.replace("'", "").split() if w]
            base = slug("".join(w[0] for w in words[:-1]) + words[-1]) if len(words) > 1 else base[:18]
        inst.domain = base + rng.choice(TLD[loc])
        return inst
    raise RuntimeError("inst")


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def years_before(d, years, rng):
    try:
        base = d.replace(year=d.year - years)
    except ValueError:
        base = d.replace(year=d.year - years, day=28)
    return base - dt.timedelta(days=rng.randint(1, 360))


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def tl(ctx, tmpl, **kw):
    """Template -> list of items (strings, spans, callables) resolved against kw and ctx.v."""
    out = []
    for lit, field, spec, conv in _FMT.parse(tmpl):
        if lit:
            out.append(lit)
        if field is not None:
            out.append(kw[field] if field in kw else ctx.v[field])
    return out
