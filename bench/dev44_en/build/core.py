"""Core machinery: inline PHI markers, rendering, formatting helpers and the
invented 'world' (people, places, institutions, identifiers).

Templates build text with M(type, value), which wraps the value in control
characters.  render() strips the markers and returns the plain text plus exact
Python str offsets, so every span is correct by construction.
"""
import datetime as dt
import string

import pools

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_S, _P, _E = "\x01", "\x02", "\x03"


def M(typ, value):
    value = str(value)
    if typ not in LABEL_OF:
        raise ValueError("unknown type %r" % typ)
    if not value or value != value.strip():
        raise ValueError("bad span value %r" % value)
    for ch in (_S, _P, _E):
        if ch in value:
            raise ValueError("nested marker in %r" % value)
    return _S + typ + _P + value + _E


def render(marked):
    # tidy: strip trailing spaces on every line, collapse 3+ blank lines
    lines = [ln.rstrip(" \t") for ln in marked.split("\n")]
    out_lines = []
    blank = 0
    for ln in lines:
        if ln.strip() == "":
            blank += 1
            if blank > 1:
                continue
        else:
            blank = 0
        out_lines.append(ln)
    marked = "\n".join(out_lines).strip("\n") + "\n"
    out, spans, pos, i = [], [], 0, 0
    while True:
        j = marked.find(_S, i)
        plain = marked[i:] if j < 0 else marked[i:j]
        if _P in plain or _E in plain:
            raise ValueError("stray marker near %r" % plain[-60:])
        out.append(plain)
        pos += len(plain)
        if j < 0:
            break
        k = marked.find(_P, j)
        e = marked.find(_E, k)
        typ = marked[j + 1:k]
        val = marked[k + 1:e]
        spans.append({"start": pos, "end": pos + len(val), "label": LABEL_OF[typ],
                      "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        i = e + 1
    text = "".join(out)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans


# ---------------------------------------------------------------- formatting
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK = [w[:3] for w in WEEKDAYS]

DATE_STYLES_FULL = ["mdy", "mdy", "mdy", "mdy_nz", "mdy_nz", "mdy2", "iso", "long", "abbr",
                    "dmy_abbr", "mdy_dash", "dmy_sp", "DMY_UP"]


def fdate(d, style):
    y, m, day = d.year, d.month, d.day
    if style == "mdy":
        return "%02d/%02d/%d" % (m, day, y)
    if style == "mdy_nz":
        return "%d/%d/%d" % (m, day, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "mdy2z":
        return "%02d/%02d/%02d" % (m, day, y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, day)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if style == "abbr":
        return "%s %d, %d" % (MON[m - 1], day, y)
    if style == "dmy_abbr":
        return "%02d-%s-%d" % (day, MON[m - 1], y)
    if style == "DMY_UP":
        return "%02d-%s-%d" % (day, MON[m - 1].upper(), y)
    if style == "dmy_sp":
        return "%d %s %d" % (day, MON[m - 1], y)
    if style == "mdy_dash":
        return "%02d-%02d-%d" % (m, day, y)
    if style == "md":
        return "%d/%d" % (m, day)
    if style == "mdz":
        return "%02d/%02d" % (m, day)
    if style == "wk_long":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], day, y)
    if style == "wk_md":
        return "%s %d/%d" % (WK[d.weekday()], m, day)
    if style == "wk":
        return WEEKDAYS[d.weekday()]
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "my":
        return "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "month":
        return MONTHS[m - 1]
    if style == "md_long":
        return "%s %d" % (MONTHS[m - 1], day)
    if style == "md_ord":
        suf = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
        return "%s %d%s" % (MONTHS[m - 1], day, suf)
    raise ValueError(style)


def short_style(full_style):
    """A matching no-year style for in-stay references."""
    return {"mdy": "mdz", "mdy_nz": "md", "mdy2": "md", "mdy2z": "mdz", "iso": "md",
            "long": "md_long", "abbr": "md_long", "dmy_abbr": "md", "DMY_UP": "md",
            "dmy_sp": "md", "mdy_dash": "md"}.get(full_style, "md")


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + ("" if r == 0 else " " + num_words(r))


def fphone(area, last4, style, ext=None):
    n = "555-" + last4
    if style == "paren":
        s = "(%s) %s" % (area, n)
    elif style == "dash":
        s = "%s-%s" % (area, n)
    elif style == "dot":
        s = "%s.555.%s" % (area, last4)
    elif style == "space":
        s = "%s 555 %s" % (area, last4)
    elif style == "plus":
        s = "+1 %s-%s" % (area, n)
    elif style == "one":
        s = "1-%s-%s" % (area, n)
    elif style == "slash":
        s = "%s/%s" % (area, n)
    elif style == "parennospace":
        s = "(%s)%s" % (area, n)
    else:
        raise ValueError(style)
    if ext:
        s += ext
    return s


PHONE_STYLES = ["paren", "paren", "paren", "dash", "dash", "dash", "dot", "space", "plus", "one",
                "slash", "parennospace"]


# ---------------------------------------------------------------- people
# two-letter initials that would read as clinical abbreviations or credentials
BAD_INITIALS = {"DO", "MD", "RN", "PA", "NP", "OR", "ED", "ER", "IV", "PO", "GI", "OT", "PT", "BP", "HR", "CT",
                "US", "MR", "MS", "DC", "NC", "IN", "OK", "ME", "AM", "PM", "SC", "HS", "RA", "LE", "CM", "MA",
                "NO", "SO", "TO", "AS", "AT", "IS", "IT", "OF", "ON", "UP", "BE", "BY", "GO", "HE", "WE", "DR",
                "ID", "AN", "HA", "RR", "SN", "OD", "OS", "EF", "CC", "PE", "RN", "LPN"}


class Person:
    def __init__(self, typ, first, last, sex, middle=None, nick=None, cred=None, spec=None,
                 username=None):
        self.typ = typ
        self.first, self.last, self.sex = first, last, sex
        self.middle, self.nick = middle, nick
        self.cred, self.spec = cred, spec
        self.username = username
        self.npi = None
        self.dea = None
        self.lic = None

    # raw strings
    @property
    def mi(self):
        return self.middle[0] if self.middle else None

    def raw(self, fmt):
        f, l, mi = self.first, self.last, self.mi
        if fmt == "full":
            return "%s %s" % (f, l)
        if fmt == "fml":
            return "%s %s. %s" % (f, mi, l) if mi else "%s %s" % (f, l)
        if fmt == "fmidl":
            return "%s %s %s" % (f, self.middle, l) if self.middle else "%s %s" % (f, l)
        if fmt == "LFM":
            return ("%s, %s %s" % (l, f, mi) if mi else "%s, %s" % (l, f)).upper()
        if fmt == "LF_UP":
            return ("%s, %s" % (l, f)).upper()
        if fmt == "LF":
            return "%s, %s" % (l, f)
        if fmt == "LFm":
            return "%s, %s %s." % (l, f, mi) if mi else "%s, %s" % (l, f)
        if fmt == "LF_nospace":
            return "%s,%s" % (l.upper(), f.upper())
        if fmt == "last":
            return l
        if fmt == "LAST":
            return l.upper()
        if fmt == "first":
            return f
        if fmt == "nick":
            return self.nick or f
        if fmt == "fi_last":
            return "%s. %s" % (f[0], l)
        if fmt == "first_li":
            return "%s %s." % (f, l[0])
        if fmt == "init":
            return "%s.%s." % (f[0], l[0])
        if fmt == "INIT":
            s = "%s%s" % (f[0], l[0])
            if s.upper() in BAD_INITIALS:
                s = "%s%s%s" % (f[0], (mi or "X"), l[0])
            return s
        if fmt == "init3":
            return ("%s%s%s" % (f[0], mi, l[0])) if mi else "%s%s" % (f[0], l[0])
        if fmt == "init_lower":
            s = ("%s%s" % (f[0], l[0])).lower()
            if s.upper() in BAD_INITIALS:
                s = ("%s%s%s" % (f[0], (mi or "x"), l[0])).lower()
            return s
        if fmt == "FULL_UP":
            return ("%s %s" % (f, l)).upper()
        raise ValueError(fmt)

    def m(self, fmt="full"):
        return M(self.typ, self.raw(fmt))

    # convenience
    def title(self):
        if self.typ == "DOCTOR":
            return "Dr."
        return "Mr." if self.sex == "M" else ("Mrs." if self.middle and len(self.last) % 2 else "Ms.")

    def dr(self, style="Dr. last"):
        """Doctor reference with title/credential outside the span."""
        c = self.cred or "MD"
        if style == "Dr. last":
            return "Dr. " + self.m("last")
        if style == "Dr last":
            return "Dr " + self.m("last")
        if style == "Dr. full":
            return "Dr. " + self.m("full")
        if style == "full, cred":
            return self.m("full") + ", " + c
        if style == "fml, cred":
            return self.m("fml") + ", " + c
        if style == "full cred":
            return self.m("full") + " " + c
        if style == "fi_last cred":
            return self.m("fi_last") + " " + c
        if style == "LF cred":
            return self.m("LF") + " " + c
        if style == "LFM":
            return self.m("LFM") + " " + c
        if style == "LF_UP":
            return self.m("LF_UP") + ", " + c
        if style == "full":
            return self.m("full")
        if style == "last":
            return self.m("last")
        raise ValueError(style)

    @property
    def he(self):
        return {"M": "he", "F": "she"}.get(self.sex, "they")

    @property
    def his(self):
        return {"M": "his", "F": "her"}.get(self.sex, "their")

    @property
    def him(self):
        return {"M": "him", "F": "her"}.get(self.sex, "them")


ALNUM_UP = string.ascii_uppercase + string.digits
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class World:
    """All invented entities, drawn from one seeded RNG."""

    def __init__(self, rng):
        self.rng = rng
        self.used = set()
        self.towns = self._make_towns(190)
        self.counties = sorted(set(r for r in pools.TOWN_ROOTS))
        self.states = pools.STATES
        self.new_note()

    # ---------- uniqueness helper
    def uniq(self, fn, tries=200):
        for _ in range(tries):
            v = fn()
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("could not make unique value")

    def _make_towns(self, n):
        r = self.rng
        out = []
        seen = set()
        while len(out) < n:
            root = r.choice(pools.TOWN_ROOTS)
            suf = r.choice(pools.TOWN_SUFFIX)
            if suf in ("ville", "ton", "ford", "burg") and root[-1] in "aeiouy":
                suf = " " + r.choice(["Falls", "Springs", "Creek"])
            t = root + suf
            if t not in seen:
                seen.add(t)
                out.append(t)
        return out

    # ---------- names
    def given(self, sex):
        r = self.rng
        return r.choice(pools.MALE if sex == "M" else pools.FEMALE)

    def surname(self):
        r = self.rng
        if r.random() < 0.05:
            return r.choice(pools.SURNAMES_SPECIAL)
        return r.choice(pools.SURNAMES)

    def new_note(self):
        """start a fresh note: people inside one note never share a first or last name
        (except relatives deliberately given the patient's surname)"""
        self.note_first = set()
        self.note_last = set()

    def person(self, typ, sex=None, middle_p=0.5, last=None):
        r = self.rng
        sex = sex or r.choice("MF")
        for _ in range(50):
            first = self.given(sex)
            if first not in self.note_first and first not in self.note_last:
                break
        if last is None:
            for _ in range(50):
                last = self.surname()
                if last not in self.note_last and last not in self.note_first:
                    break
        self.note_first.add(first)
        self.note_last.add(last)
        mid = None
        if r.random() < middle_p:
            mid = self.given(r.choice("MF"))
        nick = pools.NICKNAMES.get(first) if r.random() < 0.7 else None
        p = Person(typ, first, last, sex, middle=mid, nick=nick)
        return p

    def clinician(self, cred=None, spec=None):
        r = self.rng
        p = self.person("DOCTOR", middle_p=0.6)
        p.cred = cred or r.choice(["MD"] * 7 + ["DO"] * 2 + ["MD, PhD"])
        p.spec = spec
        p.username = self.username(p)
        p.npi = self.uniq(lambda: r.choice("12") + "".join(r.choice(string.digits) for _ in range(9)))
        p.dea = self.uniq(lambda: r.choice("ABFM") + p.last[0].upper().replace("'", "X")
                          + "".join(r.choice(string.digits) for _ in range(7)))
        p.lic = self.uniq(lambda: r.choice(["", "MD", "A", "G", "DO-", "MD."])
                          + "".join(r.choice(string.digits) for _ in range(r.choice([5, 6, 7]))))
        return p

    def staff(self, cred):
        p = self.person("DOCTOR", middle_p=0.3)
        p.cred = cred
        p.username = self.username(p)
        return p

    def username(self, p):
        r = self.rng
        last = "".join(ch for ch in p.last.lower() if ch.isalpha())
        first = "".join(ch for ch in p.first.lower() if ch.isascii() and ch.isalpha()) or "x"
        last = "".join(ch for ch in last if ch.isascii()) or "user"
        style = r.randrange(7)
        if style == 0:
            u = first[0] + last
        elif style == 1:
            u = last + first[0] + str(r.randint(1, 9))
        elif style == 2:
            u = first + "." + last
        elif style == 3:
            u = (first[0] + last[:6]).upper()
        elif style == 4:
            u = first[0] + last[:7] + "%02d" % r.randint(1, 99)
        elif style == 5:
            u = last[:5] + first[:2]
        else:
            u = first[:3] + last[:3] + str(r.randint(10, 999))
        return self.uniq(lambda: u if u not in self.used else u + str(r.randint(2, 99)))

    # ---------- places
    def state(self, abbr=None):
        if abbr:
            for s in self.states:
                if s[0] == abbr:
                    return s
        return self.rng.choice(self.states)

    def town(self):
        return self.rng.choice(self.towns)

    def zipcode(self, st, plus4=False):
        r = self.rng
        lo, hi = st[3]
        z = "%03d%02d" % (r.randint(lo, hi), r.randint(1, 99))
        if plus4:
            z += "-%04d" % r.randint(1, 9999)
        return z

    def street(self, unit_p=0.25, kind="home"):
        r = self.rng
        num = str(r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1000, 9999),
                            r.randint(10000, 29999)]))
        if r.random() < 0.12:
            name = r.choice(pools.NUMBERED)
        else:
            name = r.choice(pools.STREET_NAMES)
        typ = r.choice(pools.STREET_TYPES)
        pre = ""
        if r.random() < 0.18:
            pre = r.choice(["N ", "S ", "E ", "W ", "N. ", "S. ", "E. ", "W. ", "NE ", "SW "])
        s = "%s %s%s %s" % (num, pre, name, typ)
        if r.random() < 0.04 and kind == "home":
            s = "RR %d Box %d" % (r.randint(1, 9), r.randint(10, 499))
        if r.random() < 0.03 and kind == "home":
            s = "PO Box %d" % r.randint(100, 9999)
        if r.random() < unit_p:
            if kind == "home":
                u = r.choice(["Apt %d", "Apt %dB", "Apt. %d", "Unit %d", "#%d", "Lot %d", "Apt %dC"])
            else:
                u = r.choice(["Suite %d", "Ste %d", "Suite %d", "Floor %d"])
            s += r.choice([", ", " "]) + (u % r.randint(1, 450))
        return s

    def address(self, st=None, kind="home", unit_p=0.25):
        r = self.rng
        st = st or self.state()
        return {"street": self.street(unit_p=unit_p, kind=kind), "city": self.town(),
                "state": st, "zip": self.zipcode(st, plus4=r.random() < 0.15)}

    def phone(self, st, style=None, ext_p=0.0):
        r = self.rng
        area = r.choice(st[2])
        # the fictional 555-0100..0199 block only holds 100 numbers per area
        # code; prefer unused numbers but allow reuse once a code fills up
        last4 = None
        for _ in range(40):
            cand = "01%02d" % r.randint(0, 99)
            if (cand, area) not in self.used:
                last4 = cand
                break
        if last4 is None:
            last4 = "01%02d" % r.randint(0, 99)
        self.used.add((last4, area))
        ext = None
        if r.random() < ext_p:
            ext = r.choice([" ext. %d", " x%d", " ext %d", " Ext. %d", " x%d"]) % r.randint(2, 8999)
        return {"area": area, "last4": last4, "ext": ext}

    def inst_name(self, patterns):
        r = self.rng
        while True:
            pat = r.choice(patterns)
            s = pat.format(town=self.town(), saint=r.choice(pools.SAINTS),
                           surname=r.choice(pools.SURNAMES), surname2=r.choice(pools.SURNAMES),
                           virtue=r.choice(pools.VIRTUES), virtue2=r.choice(pools.VIRTUES2))
            words = s.replace("-", " ").split()
            if any(a == b for a, b in zip(words, words[1:])):
                continue
            if len(set(words)) < len(words) and "&" not in s:
                continue
            return s

    def institution(self, patterns, st, kind="work"):
        r = self.rng
        name = self.uniq(lambda: self.inst_name(patterns))
        words = ["".join(ch for ch in wd.lower() if ch.isascii() and ch.isalnum()) for wd in name.split()]
        words = [wd for wd in words if wd and wd not in ("of", "the", "and")]
        generic = {"hospital", "medical", "center", "regional", "memorial", "general", "community",
                   "health", "associates", "clinic", "group", "practice", "family", "care"}
        core_w = [wd for wd in words if wd not in generic] or words[:1]
        style = r.randrange(4)
        if style == 0:
            dom = "".join(wd[0] for wd in words) + r.choice([".org", "health.org", ".com"])
        elif style == 1:
            dom = "".join(core_w)[:18] + r.choice(["health.org", ".org", "med.org", "care.com"])
        elif style == 2 and len("".join(words)) <= 24:
            dom = "".join(words) + ".org"
        elif style == 2:
            dom = "".join(wd[0] for wd in words[:-1]) + words[-1] + ".org"
        else:
            dom = "-".join(core_w[:2]) + r.choice(["-health.org", "-medical.com", ".net", "-hospital.org"])
        inst = {"name": name, "addr": self.address(st, kind=kind, unit_p=0.35),
                "phone": self.phone(st), "fax": self.phone(st), "domain": dom}
        return inst

    # ---------- identifiers
    def digits(self, n):
        return "".join(self.rng.choice(string.digits) for _ in range(n))

    def mrn(self, style):
        r = self.rng
        d = self.digits
        f = {
            0: lambda: "%08d" % r.randint(100000, 99999999),
            1: lambda: d(7),
            2: lambda: "MR" + d(7),
            3: lambda: "E" + d(7),
            4: lambda: d(4) + "-" + d(4),
            5: lambda: "H" + d(8),
            6: lambda: d(3) + "-" + d(2) + "-" + d(2),
            7: lambda: d(10),
            8: lambda: "M" + d(6),
        }[style]
        return self.uniq(f)

    def ssn(self):
        r = self.rng
        return self.uniq(lambda: "%03d-%02d-%04d" % (r.randint(900, 999), r.randint(1, 49),
                                                   r.randint(1, 9999)))

    def account(self, style):
        r = self.rng
        d = self.digits
        f = {
            0: lambda: d(9),
            1: lambda: d(4) + "-" + d(4),
            2: lambda: "V" + d(8),
            3: lambda: d(10),
            4: lambda: "FIN" + d(8),
            5: lambda: "A" + d(9),
            6: lambda: d(6) + "-" + d(3),
        }[style]
        return self.uniq(f)

    def healthplan(self, kind):
        r = self.rng
        L = lambda n: "".join(r.choice(string.ascii_uppercase) for _ in range(n))
        d = self.digits
        if kind == "member":
            f = r.choice([lambda: L(3) + d(6), lambda: "W" + d(9), lambda: L(2) + d(7) + "01",
                          lambda: d(9) + "A", lambda: "U" + d(8) + "-01", lambda: L(3) + "H" + d(8)])
        elif kind == "group":
            f = r.choice([lambda: d(5), lambda: d(6) + "-" + d(3), lambda: "GRP" + d(5),
                          lambda: L(1) + d(6)])
        elif kind == "mbi":
            A = "ACDEFGHJKMNPQRTUVWXY"
            def f():
                c = [r.choice("123456789"), r.choice(A), r.choice(A + "0123456789"),
                     r.choice(string.digits), r.choice(A), r.choice(A + "0123456789"),
                     r.choice(string.digits), r.choice(A), r.choice(A), r.choice(string.digits),
                     r.choice(string.digits)]
                s = "".join(c)
                return s[:4] + "-" + s[4:7] + "-" + s[7:] if r.random() < 0.5 else s
        elif kind == "medicaid":
            f = r.choice([lambda: d(11), lambda: L(2) + d(8), lambda: d(9) + L(1)])
        else:
            raise ValueError(kind)
        return self.uniq(f)

    def idnum(self, kind, year):
        r = self.rng
        d = self.digits
        yy = "%02d" % (year % 100)
        f = {
            "accession": r.choice([lambda: "RAD" + yy + d(7), lambda: d(8), lambda: "CT-" + yy + "-" + d(6),
                                   lambda: "A" + d(9), lambda: yy + "-" + d(6)]),
            "path": r.choice([lambda: "S" + yy + "-" + d(4), lambda: "SP-" + yy + "-" + d(5),
                              lambda: "SP" + yy + "-" + d(5), lambda: "P" + yy + "-" + d(5)]),
            "lab": r.choice([lambda: d(10), lambda: "L" + d(8), lambda: yy + d(3) + "-" + d(4)]),
            "order": r.choice([lambda: d(8), lambda: "ORD" + d(7), lambda: d(9)]),
            "job": r.choice([lambda: d(7), lambda: d(6), lambda: "J" + d(6)]),
            "ems": r.choice([lambda: "20" + yy + "-" + d(5), lambda: d(8)]),
            "police": r.choice([lambda: yy + "-" + d(6), lambda: "RPT-" + d(7)]),
            "req": r.choice([lambda: "REQ" + d(7), lambda: d(7)]),
            "case": r.choice([lambda: yy + "-" + d(4), lambda: "C" + yy + "-" + d(5)]),
            "referral": r.choice([lambda: "RF" + d(8), lambda: d(9)]),
            "rx": r.choice([lambda: "RX" + d(7), lambda: d(7)]),
            "blood": r.choice([lambda: "W" + d(4) + yy + d(6), lambda: "BB-" + d(6)]),
        }[kind]
        return self.uniq(f)

    def npi(self):
        r = self.rng
        return self.uniq(lambda: r.choice("12") + self.digits(9))

    def dl(self, st):
        r = self.rng
        d = self.digits
        L = lambda: r.choice(string.ascii_uppercase)
        return self.uniq(r.choice([lambda: L() + d(7), lambda: L() + d(3) + "-" + d(4) + "-" + d(4),
                                   lambda: d(9), lambda: L() + d(12), lambda: d(3) + "-" + d(3) + "-" + d(3)]))

    def device_sn(self):
        r = self.rng
        d = self.digits
        L = lambda n: "".join(r.choice(string.ascii_uppercase) for _ in range(n))
        return self.uniq(r.choice([lambda: L(3) + d(6), lambda: L(3) + d(6) + L(1), lambda: d(7) + "-" + d(3),
                                   lambda: "SN" + d(8), lambda: L(2) + d(7), lambda: d(10)]))

    def vin(self):
        r = self.rng
        return self.uniq(lambda: "".join(r.choice(VIN_CHARS) for _ in range(17)))

    def plate(self):
        r = self.rng
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))
        d = self.digits
        return self.uniq(r.choice([lambda: d(1) + L(3) + d(3), lambda: L(3) + "-" + d(4), lambda: L(3) + d(4),
                                   lambda: L(3) + " " + d(3), lambda: d(3) + " " + L(3)]))

    def bioid(self):
        r = self.rng
        d = self.digits
        return self.uniq(r.choice([lambda: "FP-" + d(5), lambda: "PV-" + d(7), lambda: "BIO" + d(8),
                                   lambda: "IR-" + d(5), lambda: "VP" + d(6) + "-" + d(2)]))

    def ip(self):
        r = self.rng
        return self.uniq(r.choice([
            lambda: "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
            lambda: "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254)),
            lambda: "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254)),
        ]))
