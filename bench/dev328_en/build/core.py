"""Core machinery: span-recording document builder, formatters and identifier makers.

Offsets are recorded in a single pass: every piece of text is appended in order and an
entity's start/end are noted at the moment it is appended. Nothing searches finished text.
"""
import datetime as dt
import re
import unicodedata

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


class E:
    """An entity value: text plus fine type."""
    __slots__ = ("s", "t")

    def __init__(self, s, t):
        if t not in TYPE2LABEL:
            raise ValueError(t)
        if s != s.strip() or not s:
            raise ValueError("bad entity text %r" % s)
        self.s = s
        self.t = t


PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")

TYPOS = [("patient", "pateint"), ("received", "recieved"), ("prognosis", "prognsis"),
         ("discussed", "discused"), ("medication", "medicaiton"), ("assessment", "assesment"),
         ("because", "becuase"), ("family", "famliy"), ("separate", "seperate"), ("which", "whcih"),
         ("confirmed", "confimred"), ("occasionally", "occasionaly")]


class Doc:
    def __init__(self, rng, k=None, typos=0):
        self.rng = rng
        self.k = k or {}
        self.parts = []
        self.n = 0
        self.spans = []
        self.typos = typos

    def add(self, s):
        if not s:
            return
        if self.typos > 0 and len(s) > 20:
            for a, b in TYPOS:
                if a in s and self.rng.random() < 0.15:
                    s = s.replace(a, b, 1)
                    self.typos -= 1
                    break
        self.parts.append(s)
        self.n += len(s)

    def ent(self, s, t):
        e = E(s, t)
        start = self.n
        self.parts.append(e.s)
        self.n += len(e.s)
        self.spans.append((start, self.n, TYPE2LABEL[e.t], e.t, e.s))

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.add(v)
        elif isinstance(v, E):
            self.ent(v.s, v.t)
        elif isinstance(v, (list, tuple)):
            for x in v:
                self.put(x)
        elif isinstance(v, int):
            self.add(str(v))
        else:
            raise TypeError(repr(v))

    def w(self, tpl, **kw):
        pos = 0
        for m in PH.finditer(tpl):
            self.add(tpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                self.put(kw[key])
            else:
                self.put(self.k[key])
            pos = m.end()
        self.add(tpl[pos:])

    def ln(self, tpl="", **kw):
        self.w(tpl + "\n", **kw)

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- helpers

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
ABB = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "", ascii_fold(s).lower())


def wpick(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= weights[k]
        if r < 0:
            return k
    return keys[-1]


def fmt_date(d, st):
    y, m, dd = d.year, d.month, d.day
    if st == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if st == "dmy1":
        return "%d/%d/%d" % (dd, m, y)
    if st == "dmys":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if st == "dmyd":
        return "%02d.%02d.%d" % (dd, m, y)
    if st == "dMy":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if st == "dby":
        return "%d %s %d" % (dd, ABB[m - 1], y)
    if st == "d-b-y":
        return "%02d-%s-%d" % (dd, ABB[m - 1], y)
    if st == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if st == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if st == "mdy1":
        return "%d/%d/%d" % (m, dd, y)
    if st == "mdys":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if st == "Mdy":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if st == "bdy":
        return "%s %d, %d" % (ABB[m - 1], dd, y)
    if st == "WdMy":
        return "%s %d %s %d" % (WD[d.weekday()], dd, MON[m - 1], y)
    if st == "WMdy":
        return "%s, %s %d, %d" % (WD[d.weekday()], MON[m - 1], dd, y)
    if st == "wdm":
        return "%s %d/%d" % (WD[d.weekday()][:3], dd, m)
    if st == "wmd":
        return "%s %d/%d" % (WD[d.weekday()][:3], m, dd)
    if st == "My":
        return "%s %d" % (MON[m - 1], y)
    if st == "by":
        return "%s %d" % (ABB[m - 1], y)
    if st == "y":
        return str(y)
    if st == "dM":
        return "%d %s" % (dd, MON[m - 1])
    if st == "Md":
        return "%s %d" % (MON[m - 1], dd)
    if st == "Wd":
        return WD[d.weekday()]
    raise ValueError(st)


NUM_STYLES = {"AU": ["dmy", "dmy", "dmy1", "d-b-y", "dby", "dmyd"], "NZ": ["dmy", "dmy1", "dby", "d-b-y"],
              "CA": ["iso", "iso", "Mdy", "d-b-y", "bdy", "dby"], "US": ["mdy", "mdy", "mdy1", "bdy", "mdys"]}
LONG_STYLES = {"AU": ["dMy", "dby"], "NZ": ["dMy"], "CA": ["Mdy", "dMy"], "US": ["Mdy"]}


def clock(rng, country, h=None, m=None):
    h = rng.randint(8, 19) if h is None else h
    m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 47, 50, 55]) if m is None else m
    if country == "US" and rng.random() < 0.6:
        hh = h % 12 or 12
        return "%d:%02d %s" % (hh, m, "AM" if h < 12 else "PM")
    return "%02d:%02d" % (h, m) if rng.random() < 0.7 else "%02d%02d" % (h, m)


def digits(rng, n, first=None):
    s = "".join(str(rng.randint(0, 9)) for _ in range(n))
    if first is not None:
        s = first + s[1:]
    return s


LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


# ------------------------------------------------------------- contact values

def phone(rng, country, kind="land", area=None):
    """Fictional numbers: every one carries the 555 block."""
    if country == "AU":
        if kind == "mob":
            return "04%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999))
        if kind == "intl":
            return "+61 4%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999))
        if kind == "free":
            return "1800 555 %03d" % rng.randint(0, 999)
        return "(%s) %d555 %04d" % (area or "03", rng.randint(3, 9), rng.randint(0, 9999))
    if country == "NZ":
        if kind == "mob":
            return "02%s 555 %04d" % (rng.choice("1279"), rng.randint(0, 9999))
        if kind == "intl":
            return "+64 2%s 555 %04d" % (rng.choice("1279"), rng.randint(0, 9999))
        if kind == "free":
            return "0800 555 %03d" % rng.randint(0, 999)
        a = area or "09"
        return rng.choice(["(%s) 555 %04d", "%s 555 %04d"]) % (a, rng.randint(0, 9999))
    if country in ("CA", "US"):
        a = area or "503"
        n = rng.randint(100, 199)
        if kind == "free":
            return "1-800-555-%04d" % n
        f = rng.choice(["(%s) 555-%04d", "%s-555-%04d", "(%s) 555-%04d", "%s.555.%04d", "+1 %s 555 %04d"])
        return f % (a, n)
    if country == "UK":
        return rng.choice(["+44 7700 555%03d", "+44 1632 555 %03d", "07700 555%03d"]) % rng.randint(0, 999)
    if country == "IE":
        return "+353 8%d 555 %04d" % (rng.randint(3, 7), rng.randint(0, 9999))
    return "+%d 555 %04d %03d" % (rng.choice([30, 39, 49, 31, 63, 84, 91, 27, 356, 961]), rng.randint(0, 9999), rng.randint(0, 999))


def email(rng, first, last, domain=None, style=None):
    dom = domain or rng.choice(["example.com", "example.com", "example.net", "example.org"])
    f, l = slug(first), slug(last)
    st = style if style is not None else rng.randint(0, 5)
    if st == 0:
        lp = "%s.%s" % (f, l)
    elif st == 1:
        lp = "%s%s" % (f[0], l)
    elif st == 2:
        lp = "%s.%s%d" % (f, l, rng.randint(1, 99))
    elif st == 3:
        lp = "%s_%s" % (l, f)
    elif st == 4:
        lp = "%s%d" % (f, rng.randint(40, 79))
    else:
        lp = "%s.%s" % (f[0], l)
    return "%s@%s" % (lp, dom)


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


def username(rng, first, last):
    f, l = slug(first), slug(last)
    return rng.choice(["%s%s" % (f[0], l[:8]), "%s%s%d" % (f[0], l[:7], rng.randint(1, 9)),
                       "%s.%s" % (f, l[:6]), "%s%s" % (l[:6], f[0]), "%s_%s%02d" % (f[:3], l[:3], rng.randint(1, 99))])


def postcode(rng, country, st):
    pre = st[2]
    if country == "AU":
        return pre + digits(rng, 3)
    if country == "NZ":
        return pre + digits(rng, 3)
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (rng.choice(pre), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9),
                                  rng.choice(L), rng.randint(0, 9))
    z = rng.choice(pre) + digits(rng, 2)
    if rng.random() < 0.15:
        z += "-" + digits(rng, 4)
    return z


def vehicle(rng, country):
    k = rng.random()
    if k < 0.15:
        vin = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        return vin
    if country == "AU":
        return rng.choice(["%d%s %d%s" % (rng.randint(1, 9), letters(rng, 2), rng.randint(1, 9), letters(rng, 2)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))])
    if country == "NZ":
        return "%s%s" % (letters(rng, 3), digits(rng, 3))
    if country == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (digits(rng, 3), letters(rng, 3))])
    return rng.choice(["%s %s" % (digits(rng, 3), letters(rng, 3)), "%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def dt_add(d, days):
    return d + dt.timedelta(days=days)


def lc(s):
    """Lower-case a role title but keep acronyms (MAID, AMP, IMP) as written."""
    return " ".join(w if (sum(ch.isupper() for ch in w) > 1) else w.lower() for w in s.split(" "))
