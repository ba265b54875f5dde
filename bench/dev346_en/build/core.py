"""Note builder and PHI value generators for dev346_en (single-pass offsets)."""
import datetime
import re

import pools as PL

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_SLOT = re.compile(r"\{(\w+)\}")


class P(object):
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABEL_OF, t
        self.v = v
        self.t = t


class Note(object):
    """Appends pieces and records each PHI piece's offsets as it is placed."""

    def __init__(self, lower):
        self.buf = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def _put(self, s, t=None):
        if self.lower:
            low = s.lower()
            assert len(low) == len(s)
            s = low
        if t is not None:
            self.spans.append({"start": self.pos, "end": self.pos + len(s), "label": LABEL_OF[t],
                               "type": t, "text": s})
        self.buf.append(s)
        self.pos += len(s)

    def add(self, x):
        if x is None:
            return
        if isinstance(x, P):
            self._put(x.v, x.t)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            self._put(str(x))

    def f(self, tmpl, **kw):
        for i, part in enumerate(_SLOT.split(tmpl)):
            if i % 2 == 0:
                if part:
                    self._put(part)
            else:
                self.add(kw[part])

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- small helpers
def dig(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def let(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def wchoice(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
       "sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dstr(d, style, cc):
    us = cc == "US"
    m, dd, y = d.month, d.day, d.year
    if style == "num":
        return "%02d/%02d/%d" % ((m, dd, y) if us else (dd, m, y))
    if style == "nums":
        return "%d/%d/%d" % ((m, dd, y) if us else (dd, m, y))
    if style == "num2":
        return "%02d/%02d/%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
    if style == "dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return ("%s %d, %d" % (MON[m - 1], dd, y)) if us or cc == "CA" else ("%d %s %d" % (dd, MON[m - 1], y))
    if style == "abbr":
        return "%02d-%s-%d" % (dd, MON[m - 1][:3], y)
    if style == "abbr2":
        return "%d %s %d" % (dd, MON[m - 1][:3], y) if not us else "%s %d, %d" % (MON[m - 1][:3], dd, y)
    if style == "upper":
        return "%02d-%s-%d" % (dd, MON[m - 1][:3].upper(), y)
    if style == "my":
        return "%s %d" % (MON[m - 1], y)
    if style == "mys":
        return "%s %d" % (MON[m - 1][:3], y)
    if style == "mnum":
        return "%02d/%d" % (m, y)
    if style == "y":
        return str(y)
    if style == "dm":
        return ("%d/%d" % (m, dd)) if us else ("%02d/%02d" % (dd, m))
    if style == "wk":
        return ("%s, %s %d, %d" % (DAY[d.weekday()], MON[m - 1], dd, y)) if us else \
            ("%s %d %s %d" % (DAY[d.weekday()], dd, MON[m - 1], y))
    if style == "wks":
        return "%s %s" % (DAY[d.weekday()][:3], dstr(d, "nums", cc))
    if style == "dmon":
        return ("%s %d" % (MON[m - 1], dd)) if us else ("%d %s" % (dd, MON[m - 1]))
    raise ValueError(style)


FULL_STYLES = ["num", "num", "nums", "num2", "long", "abbr", "abbr2", "iso", "upper", "dot"]


def D(r, d, style=None, cc="UK"):
    if style is None:
        style = r.choice(FULL_STYLES)
        if cc == "CA" and style in ("num", "nums", "num2", "dot"):
            style = r.choice(["iso", "long", "abbr2"])
        if cc == "US" and style == "dot":
            style = "num"
    return P(dstr(d, style, cc), "DATE")


def rdate(r, y0=2019, y1=2025):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


def plus(d, days):
    return d + datetime.timedelta(days=days)


# ---------------------------------------------------------------- people
AMBIG_INI = {"MD", "DO", "RN", "NP", "PA", "GP", "ED", "DM", "MS", "OT", "PT", "CT", "ID", "OK", "IN", "OR", "ME", "MA",
             "PE", "HR", "BP", "AF", "IV", "NG", "TB", "HB", "CA", "SA", "WA", "NT", "NZ", "UK", "US", "IE", "AU", "ON",
             "NS", "BC", "AB", "MB", "NB", "PE", "SK", "VA", "NY", "IL", "OH", "AZ", "MI", "WI", "NE", "TN", "NC", "CT"}


class Person(object):
    def __init__(self, r, kind, sex=None):
        self.kind = kind
        self.sex = sex or r.choice("FM")
        self.first = r.choice(PL.FEMALE if self.sex == "F" else PL.MALE)
        self.middle = r.choice(PL.FEMALE if self.sex == "F" else PL.MALE) if r.random() < 0.45 else None
        self.last = r.choice(PL.SURNAMES)
        while (self.first[0] + self.last[0]) in AMBIG_INI:
            self.last = r.choice(PL.SURNAMES)
        if r.random() < 0.08:
            self.last = self.last + "-" + r.choice(PL.SURNAMES)
        self.title = ("Mrs" if r.random() < 0.6 else r.choice(["Ms", "Miss"])) if self.sex == "F" else "Mr"
        self.nick = self.first[:3] if r.random() < 0.15 and len(self.first) > 5 else None

    def s(self, style):
        f, l, m = self.first, self.last, self.middle
        if style == "full":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, m[0], l) if m else "%s %s" % (f, l)
        if style == "fmfl":
            return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "LF":
            return "%s, %s" % (l.upper(), f)
        if style == "LFU":
            return "%s, %s%s" % (l.upper(), f.upper(), (" " + m[0]) if m else "")
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "last":
            return l
        if style == "first":
            return f
        if style == "il":
            return "%s. %s" % (f[0], l)
        if style == "ilns":
            return "%s %s" % (f[0], l)
        if style == "ini":
            return "%s%s" % (f[0], l[0])
        if style == "inil":
            return ("%s%s" % (f[0], l[0])).lower()
        if style == "idot":
            return "%s.%s." % (f[0], l[0])
        if style == "fi":
            return "%s %s." % (f, l[0])
        if style == "upper":
            return ("%s %s" % (f, l)).upper()
        raise ValueError(style)

    def n(self, style):
        return P(self.s(style), self.kind)

    def rn(self, r, styles=("full", "full", "fml", "il", "last", "LF")):
        return self.n(r.choice(styles))


def age_p(r, age, fmt=None):
    return P(words(age) if fmt == "w" else str(age), "AGE")


def agesex(r, age, sex):
    """e.g. 78F, 78 F, 78yo F, seventy-eight-year-old woman -> list pieces."""
    k = r.randint(0, 5)
    a = P(str(age), "AGE")
    if k == 0:
        return [a, sex]
    if k == 1:
        return [a, " " + sex]
    if k == 2:
        return [a, "yo " + sex]
    if k == 3:
        return [a, "/" + sex]
    if k == 4:
        return [a, "-year-old " + ("woman" if sex == "F" else "man")]
    return [a, " y.o. " + ("female" if sex == "F" else "male")]


# ---------------------------------------------------------------- places
def street(r, cc):
    num = r.randint(1, 240)
    nm = "%s %s" % (r.choice(PL.STREET_STEMS), r.choice(PL.SUFFIX[cc]))
    k = r.random()
    if cc in ("US", "CA"):
        num = r.randint(10, 9800)
        s = "%d %s" % (num, nm)
        if k < 0.2:
            s += r.choice([", Apt %d%s" % (r.randint(1, 30), r.choice("ABCD")), " Unit %d" % r.randint(1, 40),
                           ", Apt. %d" % r.randint(101, 912)])
        return s
    if cc == "AU" and k < 0.25:
        return "%d/%d %s" % (r.randint(1, 24), num, nm)
    if cc in ("UK", "IE", "NZ") and k < 0.15:
        return "Flat %d, %d %s" % (r.randint(1, 12), num, nm)
    if cc in ("UK", "IE") and k < 0.22:
        return "%s %s, %d %s" % (r.choice(["Rose", "Ivy", "Holly", "Meadow", "Orchard"]),
                                 r.choice(["Cottage", "House", "Lodge"]), num, nm)
    return "%d %s" % (num, nm)


def postcode(r, cc, pre):
    if cc == "UK":
        return "%s%d %d%s" % (pre, r.randint(1, 19), r.randint(1, 9), let(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "IE":
        return "%s %s" % (pre, r.choice("ACDEFHKNPRTVWXY") + dig(r, 1) + r.choice("ACDEFHKNPRTVWXY") + dig(r, 1))
    if cc == "US":
        z = pre + dig(r, 2)
        return z + ("-" + dig(r, 4) if r.random() < 0.15 else "")
    if cc == "CA":
        return "%s %d%s%d" % (pre, r.randint(1, 9), r.choice("ABCEGHJKLMNPRSTVWXYZ"), r.randint(1, 9))
    base = int(pre)
    return "%04d" % (base + r.randint(0, 9))


class Addr(object):
    def __init__(self, r, cc, place=None):
        self.cc = cc
        pl = place or r.choice(PL.PLACES[cc])
        self.city, self.region, self.abbr, pre = pl
        self.street = street(r, cc)
        self.zip = postcode(r, cc, pre)
        self.place = pl

    def region_p(self, r, full=False):
        if self.region is None:
            return None
        if self.cc in ("UK", "IE"):
            return P(self.region, "CITY")
        if self.abbr and not full:
            return P(self.abbr, "STATE")
        return P(self.region, "STATE")

    def line(self, r, street=True, country=False):
        """One-line address as pieces."""
        out = []
        if street:
            out += [P(self.street, "STREET"), ", "]
        out.append(P(self.city, "CITY"))
        rg = self.region_p(r, full=r.random() < 0.25)
        if self.cc in ("US", "CA", "AU"):
            out += [", " if self.cc != "AU" or r.random() < 0.5 else " ", rg, " " if self.cc != "CA" else "  ",
                    P(self.zip, "ZIP")]
        elif self.cc == "IE":
            if rg is not None and self.region != self.city or r.random() < 0.4:
                out += [", Co. ", rg]
            out += [", ", P(self.zip, "ZIP")]
        elif self.cc == "NZ":
            out += [" ", P(self.zip, "ZIP")]
        else:
            if rg is not None and r.random() < 0.4:
                out += [", ", rg]
            out += [" " if r.random() < 0.5 else ", ", P(self.zip, "ZIP")]
        if country:
            out += [", ", P(r.choice(PL.COUNTRY_NAME[self.cc]), "COUNTRY")]
        return out

    def block(self, r, country=False, upper=False):
        """Multi-line address block (ends with newline)."""
        up = (lambda s: s.upper()) if upper else (lambda s: s)
        out = [P(up(self.street), "STREET"), "\n"]
        rg = self.region_p(r, full=r.random() < 0.3)
        if rg is not None:
            rg = P(up(rg.v), rg.t)
        if self.cc in ("US", "CA", "AU"):
            out += [P(up(self.city), "CITY"), ", " if self.cc != "AU" else " ", rg, "  ", P(self.zip, "ZIP"), "\n"]
        elif self.cc == "IE":
            out += [P(up(self.city), "CITY"), "\n"]
            if self.region != self.city:
                out += [up("Co. "), rg, "\n"]
            out += [P(self.zip, "ZIP"), "\n"]
        elif self.cc == "NZ":
            out += [P(up(self.city), "CITY"), " ", P(self.zip, "ZIP"), "\n"]
        else:
            out += [P(up(self.city), "CITY"), "\n"]
            if rg is not None and r.random() < 0.5:
                out += [rg, "\n"]
            out += [P(self.zip, "ZIP"), "\n"]
        if country:
            out += [P(up(r.choice(PL.COUNTRY_NAME[self.cc])), "COUNTRY"), "\n"]
        return out


CUR = [None]  # country of the note being built (set by case.Case)


def site_name(r, pats):
    p = r.choice(pats)
    return p.replace("{s}", r.choice(PL.stems_for(CUR[0]))).replace("{t}", r.choice(PL.SAINTS))


def ward(r, cc):
    k = r.random()
    if cc == "US" and k < 0.5:
        return "%d %s" % (r.randint(3, 9), r.choice(["North", "South", "East", "West"]))
    if k < 0.65:
        return "%s Ward" % r.choice(PL.WARD_NAMES)
    return "Ward %d%s" % (r.randint(1, 40), r.choice(["", "", "A", "B"]))


# ---------------------------------------------------------------- contacts
UK_AREA = ["0113", "0114", "0117", "01603", "01332", "01792", "029", "01224", "01382", "01752", "01392",
           "0161", "01942", "01473", "01228", "01524", "01904", "01482", "01204", "0118", "024", "01642",
           "0191", "01463", "028", "01622", "01422", "01872"]
IE_AREA = ["021", "091", "061", "051", "071", "090", "056", "042", "066", "074", "041", "065", "094", "044"]
NA_AREA = ["614", "937", "520", "518", "716", "608", "402", "208", "804", "919", "509", "503", "217", "918",
           "508", "860", "515", "865", "517", "570", "613", "905", "519", "902", "204", "306", "403", "780",
           "250", "506", "705"]
AU_AREA = ["02", "03", "07", "08"]
NZ_AREA = ["07", "06", "03", "09", "04"]


def phone(r, cc, mobile=None, ext=False, city=None):
    mob = r.random() < 0.35 if mobile is None else mobile
    ac = PL.AREA.get((cc, city))
    k = r.randint(0, 3)
    if cc == "UK":
        if mob:
            s = ["07%s 555%s", "07%s 555 %s", "+44 7%s 555%s"][k % 3] % (dig(r, 3), dig(r, 3))
        else:
            a = ac or r.choice(UK_AREA)
            if len(a) == 5:
                s = ["%s 555%s", "(%s) 555%s", "%s 555 %s", "%s555%s"][k] % (a, dig(r, 3))
            else:
                s = ["%s 555 %s" % (a, dig(r, 4)), "(%s) 555 %s" % (a, dig(r, 4)), "%s 555%s" % (a, dig(r, 4)),
                     "+44 %s 555 %s" % (a[1:], dig(r, 4))][k]
    elif cc == "IE":
        if mob:
            s = ["08%s 555 %s", "08%s-555%s", "+353 8%s 555 %s", "08%s 555%s"][k] % (r.choice("3567"), dig(r, 4))
        else:
            a = ac or r.choice(IE_AREA)
            s = ["(%s) 555 %s" % (a, dig(r, 4)), "%s-555%s" % (a, dig(r, 4)), "%s 555 %s" % (a, dig(r, 4)),
                 "+353 %s 555 %s" % (a[1:], dig(r, 4))][k]
    elif cc in ("US", "CA"):
        a = ac or r.choice(NA_AREA[:20] if cc == "US" else NA_AREA[20:])
        ln = "01" + dig(r, 2) if r.random() < 0.7 else dig(r, 4)
        s = ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s"][k] % (a, ln)
    elif cc == "AU":
        if mob:
            s = ["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s", "04%s 555 %s"][k] % (dig(r, 2), dig(r, 3))
        else:
            a = ac or r.choice(AU_AREA)
            s = ["(%s) 5550 %s", "%s 5550 %s", "(%s) 5551 %s", "+61 %s 5550 %s"][k] % (
                a if k != 3 else a[1:], dig(r, 4))
    else:
        if mob:
            s = ["02%s 555 %s", "02%s-555-%s", "+64 2%s 555 %s", "02%s 555%s"][k] % (r.choice("1279"), dig(r, 4))
        else:
            a = ac or r.choice(NZ_AREA)
            s = ["(%s) 555 %s" % (a, dig(r, 4)), "%s-555 %s" % (a, dig(r, 4)), "%s 555 %s" % (a, dig(r, 4)),
                 "+64 %s 555 %s" % (a[1:], dig(r, 4))][k]
    if ext:
        s += r.choice([" ext. %d" % r.randint(2, 899), " x%d" % r.randint(100, 9999), " ext %d" % r.randint(2000, 7999)])
    return P(s, "PHONE")


def fax(r, cc, city=None):
    p = phone(r, cc, mobile=False, city=city)
    return P(p.v, "FAX")


def bleep(r):
    return P(r.choice(["555%d" % r.randint(0, 9), "555%02d" % r.randint(0, 99), "4-555%d" % r.randint(0, 9),
                       "#555%d" % r.randint(0, 9)]).lstrip("#"), "PHONE")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "", s.lower())


GENERIC = {"hospital", "general", "regional", "royal", "infirmary", "university", "medical", "centre", "center",
           "memorial", "community", "district", "base", "health", "sciences", "private", "public", "surgery",
           "practice", "group", "family", "team", "clinic", "primary", "care", "internal", "medicine", "associates",
           "the", "doctors", "pathology", "diagnostic", "laboratories", "imaging", "st", "st."}


def dom(org):
    """Domain label for an invented organisation, e.g. 'Westhaven Regional Hospital' -> 'westhaven-rh'."""
    w = org.replace("'s", "s").split()
    core = [x for x in w if x.lower() not in GENERIC]
    gen = [x for x in w if x.lower() in GENERIC]
    base = slug("".join(core)) or slug(org)[:10]
    tail = "".join(x[0].lower() for x in gen if x[0].isalpha())
    return base + ("-" + tail if tail else "")


def email_person(r, p, org=None):
    tld = r.choice(["example.org", "example.net", "example.com"])
    if org:
        tld = "%s.%s" % (dom(org), tld)
    f, l = slug(p.first), slug(p.last)
    loc = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, r.randint(1, 99)),
                    "%s_%s" % (f, l), "%s%s%02d" % (f, l[0], r.randint(0, 99))])
    return P("%s@%s" % (loc, tld), "EMAIL")


def email_team(r, org, team=None):
    team = team or r.choice(["fls", "bonehealth", "dxa.bookings", "fracture.liaison", "osteoporosis",
                             "infusion.unit", "orthogeriatrics", "reception", "admin"])
    return P("%s@%s.%s" % (team, dom(org), r.choice(["example.org", "example.net", "example.com"])), "EMAIL")


def url(r, org):
    s = dom(org)
    return P(r.choice(["https://portal.%s.example.org/bone-health" % s, "www.example.org/%s/fls" % s,
                       "https://book.example.net/dxa?site=%s" % s, "%s.example.com/osteoporosis" % s,
                       "https://www.%s.example.org/appointments" % s, "example.net/%s-bookings" % s,
                       "https://myhealth.example.com/%s" % s]), "URL")


def ip(r):
    k = r.randint(0, 2)
    if k == 0:
        s = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    elif k == 1:
        s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    else:
        s = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
    return P(s, "IPADDR")


def username(r, p):
    f, l = slug(p.first), slug(p.last)
    return P(r.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], r.randint(1, 9)),
                       "%s_%s" % (l[:7], f[0]), "%s%s" % (l[:5], f[:2])]), "USERNAME")


# ---------------------------------------------------------------- identifiers
def mrn(r, cc, city=""):
    if cc == "UK":
        if city in ("Aberdeen", "Dundee", "Inverness"):
            return P(dig(r, 10), "MRN")
        return P(r.choice(["K%s" % dig(r, 7), "RX%s" % dig(r, 8), "M%s" % dig(r, 6), "H00%s" % dig(r, 5),
                           "%s%s" % (let(r, 1), dig(r, 7))]), "MRN")
    if cc == "IE":
        return P(r.choice([dig(r, 7), "0%s" % dig(r, 6), "MN%s" % dig(r, 6)]), "MRN")
    if cc == "US":
        return P(r.choice([dig(r, 8), "E%s" % dig(r, 7), "MR-%s-%s" % (dig(r, 3), dig(r, 4)), "00%s" % dig(r, 7)]), "MRN")
    if cc == "CA":
        return P(r.choice(["H%s" % dig(r, 8), dig(r, 7), "%s-%s" % (dig(r, 2), dig(r, 6))]), "MRN")
    if cc == "AU":
        return P(r.choice([dig(r, 6), "00%s" % dig(r, 6), "%s%s" % (let(r, 1), dig(r, 6))]), "MRN")
    return P(r.choice([dig(r, 7), "%s%s" % (let(r, 2), dig(r, 6))]), "MRN")


def natid(r, cc, city=""):
    """National patient identifier (NHS/CHI/H&C/NHI/IHI) -> MRN by convention."""
    if cc == "UK":
        v = dig(r, 10)
        return P(r.choice(["%s %s %s" % (v[:3], v[3:6], v[6:]), v, "%s-%s-%s" % (v[:3], v[3:6], v[6:])]), "MRN")
    if cc == "NZ":
        return P(let(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + dig(r, 4) if r.random() < 0.7 else
                 let(r, 3) + dig(r, 2) + let(r, 2), "MRN")
    if cc == "IE":
        return P(dig(r, 10), "MRN")
    return mrn(r, cc)


def natid_label(cc, city=""):
    if cc == "UK":
        if city in ("Aberdeen", "Dundee", "Inverness"):
            return "CHI"
        if city == "Belfast":
            return "H&C No"
        return "NHS No"
    return {"NZ": "NHI", "IE": "IHI"}.get(cc, "MRN")


def healthplan(r, cc):
    """(label, value) for the country's public/private cover."""
    if cc == "US":
        k = r.randint(0, 3)
        if k == 0:
            v = "%d%s%s%d-%s%s%d-%s%s%d%d" % (r.randint(1, 9), let(r, 1), r.choice("ABCDEFGHJK0123456789"),
                                             r.randint(0, 9), let(r, 1), r.choice("ACDE0123456789"),
                                             r.randint(0, 9), let(r, 1), let(r, 1), r.randint(0, 9), r.randint(0, 9))
            return "Medicare MBI", P(v, "HEALTHPLAN")
        if k == 1:
            return "Member ID", P("%s%s" % (let(r, 3), dig(r, 6)), "HEALTHPLAN")
        if k == 2:
            return "Policy #", P("%s%s" % (let(r, 1), dig(r, 8)), "HEALTHPLAN")
        return "Subscriber ID", P("%s%s" % (dig(r, 9), let(r, 2)), "HEALTHPLAN")
    if cc == "CA":
        k = r.randint(0, 2)
        if k == 0:
            return "OHIP", P("%s-%s-%s-%s" % (dig(r, 4), dig(r, 3), dig(r, 3), let(r, 2)), "HEALTHPLAN")
        if k == 1:
            return "PHN", P("%s %s %s" % (dig(r, 4), dig(r, 3), dig(r, 3)), "HEALTHPLAN")
        return "Health card", P("%s-%s" % (dig(r, 5), dig(r, 4)), "HEALTHPLAN")
    if cc == "AU":
        k = r.randint(0, 2)
        if k == 0:
            return "Medicare", P("%d%s %s %d" % (r.randint(2, 6), dig(r, 3), dig(r, 5), r.randint(1, 9)), "HEALTHPLAN")
        if k == 1:
            return "Medicare No", P("%d%s%s" % (r.randint(2, 6), dig(r, 8), "-%d" % r.randint(1, 5)), "HEALTHPLAN")
        return "DVA Gold Card", P("%s%s" % (r.choice(["NX", "VX", "QX", "WX"]), dig(r, 6)), "HEALTHPLAN")
    if cc == "IE":
        k = r.randint(0, 1)
        if k == 0:
            return "Medical card no.", P("%s%s" % (dig(r, 7), let(r, 1)), "HEALTHPLAN")
        return "GMS no.", P(dig(r, 6), "HEALTHPLAN")
    if cc == "NZ":
        return "Community Services Card", P(dig(r, 8), "HEALTHPLAN")
    return "Private policy no.", P("%s-%s" % (let(r, 2), dig(r, 7)), "HEALTHPLAN")


def ssn(r, cc):
    if cc == "US":
        return "SSN", P(r.choice(["9%s-%s-%s" % (dig(r, 2), dig(r, 2), dig(r, 4)),
                                  "000-%s-%s" % (dig(r, 2), dig(r, 4))]), "SSN")
    if cc == "CA":
        return "SIN", P("9%s %s %s" % (dig(r, 2), dig(r, 3), dig(r, 3)), "SSN")
    if cc == "UK":
        return "NI No", P("QQ 9%s %s %s %s" % (dig(r, 1), dig(r, 2), dig(r, 2), r.choice("ABCD")), "SSN")
    if cc == "IE":
        return "PPSN", P("9%s%s" % (dig(r, 6), let(r, 1) + r.choice(["", "A", "W"])), "SSN")
    if cc == "NZ":
        return "IRD no.", P("9%s-%s-%s" % (dig(r, 1), dig(r, 3), dig(r, 3)), "SSN")
    return "TFN", P("9%s %s %s" % (dig(r, 2), dig(r, 3), dig(r, 3)), "SSN")


def account(r, cc):
    k = r.randint(0, 4)
    lab = ["Acct", "Encounter", "Visit No", "Episode", "Billing ref"][k]
    if cc == "US":
        v = ["%s-%s" % (dig(r, 4), dig(r, 4)), "E%s" % dig(r, 9), "V%s" % dig(r, 7), dig(r, 10), "INV-%s" % dig(r, 6)][k]
    else:
        v = [dig(r, 8), "%s%s" % (let(r, 2), dig(r, 7)), "%s/%s" % (dig(r, 2), dig(r, 6)), dig(r, 9),
             "INV%s" % dig(r, 6)][k]
    return lab, P(v, "ACCOUNT")


def license(r, cc, role="doc"):
    if cc == "UK":
        lab, v = {"doc": ("GMC", dig(r, 7)), "nurse": ("NMC PIN", "%s%s%s%s" % (dig(r, 2), let(r, 1), dig(r, 4), let(r, 1))),
                  "rad": ("HCPC", "RA%s" % dig(r, 5)), "pharm": ("GPhC", "20%s" % dig(r, 5))}[role]
    elif cc == "IE":
        lab, v = {"doc": ("IMC", dig(r, 6)), "nurse": ("NMBI PIN", dig(r, 6)), "rad": ("CORU", "RAD%s" % dig(r, 6)),
                  "pharm": ("PSI", dig(r, 5))}[role]
    elif cc == "US":
        lab, v = {"doc": r.choice([("NPI", "1" + dig(r, 9)), ("DEA", let(r, 2) + dig(r, 7)),
                                   ("Lic", "MD-%s" % dig(r, 5))]),
                  "nurse": ("RN Lic", "RN%s" % dig(r, 6)), "rad": ("ARRT", dig(r, 6)), "pharm": ("NPI", "1" + dig(r, 9))}[role]
    elif cc == "CA":
        lab, v = {"doc": r.choice([("CPSO", dig(r, 5)), ("CPSA", "0" + dig(r, 5)), ("Billing #", dig(r, 6))]),
                  "nurse": ("CNO", dig(r, 7)), "rad": ("CAMRT", dig(r, 6)), "pharm": ("OCP", dig(r, 6))}[role]
    elif cc == "AU":
        lab, v = {"doc": r.choice([("AHPRA", "MED000%s" % dig(r, 7)), ("Prescriber No", dig(r, 7)),
                                   ("Provider No", "%s%s" % (dig(r, 6), let(r, 2)))]),
                  "nurse": ("AHPRA", "NMW000%s" % dig(r, 7)), "rad": ("AHPRA", "MRP000%s" % dig(r, 7)),
                  "pharm": ("AHPRA", "PHA000%s" % dig(r, 7))}[role]
    else:
        lab, v = {"doc": ("MCNZ", dig(r, 5)), "nurse": ("NCNZ", dig(r, 6)), "rad": ("MRTB", dig(r, 5)),
                  "pharm": ("PCNZ", dig(r, 5))}[role]
    return lab, P(v, "LICENSE")


def idnum(r, kind):
    y = r.randint(19, 25)
    v = {"dxa": r.choice(["DXA-%d-%s" % (y, dig(r, 6)), "DX%d%s" % (y, dig(r, 5)), "RAD%s" % dig(r, 7)]),
         "lab": r.choice(["S%d-%s" % (y, dig(r, 7)), "%d:LB%s" % (y, dig(r, 7)), "B%s%s" % (let(r, 1), dig(r, 8))]),
         "order": r.choice(["ORD-%s" % dig(r, 6), "%s%s" % (let(r, 2), dig(r, 6)), "REQ %s" % dig(r, 6)]),
         "ref": r.choice(["FLS-20%d-%s" % (y, dig(r, 4)), "REF%s" % dig(r, 6), "%s %s %s" % (dig(r, 4), dig(r, 4), dig(r, 4))]),
         "case": r.choice(["C%s" % dig(r, 6), "HFR-%s" % dig(r, 6), "%s/%d" % (dig(r, 4), y)])}[kind]
    return P(v, "IDNUM")


def serial(r):
    return P(r.choice(["%s%s" % (dig(r, 6), let(r, 1)), "%s-%s" % (dig(r, 4), dig(r, 5)), "SN%s" % dig(r, 7),
                       "%s%s" % (let(r, 3), dig(r, 6)), "H%s" % dig(r, 5)]), "DEVICE")


def plate(r, cc):
    if r.random() < 0.1:
        return P(let(r, 3) + dig(r, 2) + let(r, 3) + dig(r, 9), "VEHICLE")
    v = {"UK": "%s%s %s" % (let(r, 2), dig(r, 2), let(r, 3)),
         "IE": "%s-%s-%s" % (r.choice(["19", "201", "212", "221", "232", "241"]), r.choice(["C", "G", "L", "KK", "D", "MO"]),
                             dig(r, r.randint(3, 5))),
         "US": r.choice(["%d%s%s" % (r.randint(1, 9), let(r, 3), dig(r, 3)), "%s-%s" % (let(r, 3), dig(r, 4))]),
         "CA": "%s %s" % (let(r, 4), dig(r, 3)),
         "AU": r.choice(["%d%s%s" % (r.randint(1, 9), let(r, 3), dig(r, 3)), "%s-%s" % (let(r, 3), dig(r, 3))]),
         "NZ": "%s%s" % (let(r, 3), dig(r, 3))}[cc]
    return P(v, "VEHICLE")


def bioid(r):
    return P(r.choice(["PV-%s" % dig(r, 6), "FP-%s" % dig(r, 5), "BIO-%d-%s" % (r.randint(2019, 2025), dig(r, 6)),
                       "IRIS-%s" % dig(r, 5), "VP%s" % dig(r, 6)]), "BIOID")


def batch(r):
    """Medication lot/batch numbers: not PHI by convention (hard negative)."""
    return r.choice(["%s%s%s" % (let(r, 1), dig(r, 4), let(r, 2)), "1%s" % dig(r, 6), "%s%s" % (let(r, 2), dig(r, 5))])
