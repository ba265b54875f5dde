"""PHI surface forms: people, dates, ages, addresses, contacts, identifiers."""
import datetime as dt

import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]

UK, US, CA, AU, IE = "United Kingdom", "United States", "Canada", "Australia", "Ireland"
COUNTRIES = [UK, US, CA, AU, IE]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


# --------------------------------------------------------------------------- people
class Person:
    def __init__(self, first, mid, last, sex, typ):
        self.first, self.mid, self.last, self.sex, self.typ = first, mid, last, sex, typ
        self.cred = ""
        self.role = ""
        self.lic = None
        self.title = ""

    def full(self):
        return (self.first + " " + self.last, self.typ)

    def mfull(self):
        return (self.first + " " + self.mid + ". " + self.last, self.typ)

    def fn(self):
        return (self.first, self.typ)

    def ln(self):
        return (self.last, self.typ)

    def lf(self, caps=False):
        s = self.last + ", " + self.first
        return (s.upper() if caps else s, self.typ)

    def ini(self, dots=True):
        a, b = self.first[0], self.last.replace("O'", "O")[0]
        if self.last.startswith("Mc") or self.last.startswith("Mac"):
            b = "M"
        return ((a + "." + b + ".") if dots else (a + b), self.typ)

    def fi_last(self):
        return (self.first[0] + ". " + self.last, self.typ)

    def first_li(self):
        return (self.first + " " + self.last[0] + ".", self.typ)


def person(rng, typ, sex=None, last=None):
    if sex is None:
        sex = pick(rng, "FM")
    first = pick(rng, P.FIRST_F if sex == "F" else P.FIRST_M)
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW")
    return Person(first, mid, last or pick(rng, P.SURNAMES), sex, typ)


def pt_title(rng, p, country, child=False):
    dot = "." if country in (US, CA) and chance(rng, 0.8) else ""
    if child:
        return "Master" if p.sex == "M" else "Miss"
    if p.sex == "M":
        return "Mr" + dot
    return pick(rng, ["Ms", "Ms", "Mrs", "Miss"]) + ("" if dot == "" else ("." if chance(rng, 0.7) else ""))


def titled(rng, p, country, child=False):
    """'Mr Smith' style: title outside the span."""
    if p.typ == "DOCTOR":
        t = p.title or ("Dr." if country in (US, CA) else "Dr")
    else:
        t = pt_title(rng, p, country, child)
    return [t + " ", p.ln()]


def titled_full(rng, p, country):
    t = p.title or ("Dr." if country in (US, CA) else "Dr")
    return [t + " ", p.full()]


def any_name(rng, p, country, weights=None):
    """A random surface form for a person (patient/family)."""
    forms = weights or ["full", "full", "first", "title", "mfull", "lf", "ini"]
    f = pick(rng, forms)
    if f == "full":
        return p.full()
    if f == "first":
        return p.fn()
    if f == "title":
        return titled(rng, p, country)
    if f == "mfull":
        return p.mfull()
    if f == "lf":
        return p.lf(caps=chance(rng, 0.5))
    if f == "ini":
        return p.ini(dots=chance(rng, 0.6))
    if f == "last":
        return p.ln()
    if f == "fil":
        return p.fi_last()
    return p.full()


def signoff(rng, p, country, with_title=True):
    """'Dr Jane Doe, MD' or 'Jane Doe RN' ; credentials outside the span."""
    out = []
    if with_title and p.title:
        out.append(p.title + " ")
    out.append(p.full() if chance(rng, 0.8) else p.mfull())
    if p.cred:
        out.append((", " if chance(rng, 0.6) else " ") + p.cred)
    return out


# --------------------------------------------------------------------------- dates
def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(max(1, span)))


def dfmt(d, country, style):
    us = country == US
    ca = country == CA
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "numnz":
        if us:
            return "%d/%d/%d" % (d.month, d.day, d.year)
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "short":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dots":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "long":
        if us or ca:
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "med":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
    if style == "medsp":
        if us or ca:
            return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if style == "wd":
        w = WD3[d.weekday()]
        if us:
            return "%s %d/%d" % (w, d.month, d.day)
        return "%s %d/%d" % (w, d.day, d.month)
    if style == "wdlong":
        w = WDAYS[d.weekday()]
        if us or ca:
            return "%s, %s %d, %d" % (w, MONTHS[d.month - 1], d.day, d.year)
        return "%s %d %s %d" % (w, d.day, MONTHS[d.month - 1], d.year)
    if style == "dm":
        if us or ca:
            return "%s %d" % (MON3[d.month - 1], d.day)
        return "%d %s" % (d.day, MON3[d.month - 1])
    if style == "dmnum":
        if us:
            return "%d/%d" % (d.month, d.day)
        return "%d/%d" % (d.day, d.month)
    if style == "ord":
        n = d.day
        suf = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return "%d%s %s" % (n, suf, MONTHS[d.month - 1])
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "my3":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if style == "mynum":
        return "%02d/%d" % (d.month, d.year)
    if style == "y":
        return str(d.year)
    if style == "m":
        return MONTHS[d.month - 1]
    raise ValueError(style)


FULL_STYLES = ["num", "num", "numnz", "short", "long", "med", "medsp", "iso", "dots"]


def D(d, country, style):
    if country in (US, CA) and style == "dots":
        style = "num"
    return (dfmt(d, country, style), "DATE")


def Dr(rng, d, country, styles=None):
    return D(d, country, pick(rng, styles or FULL_STYLES))


# --------------------------------------------------------------------------- ages
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])


def age_of(dob, on):
    a = on.year - dob.year
    if (on.month, on.day) < (dob.month, dob.day):
        a -= 1
    return a


def AGE(rng, n, sex=None, style=None):
    """Age expression; only the number (digits or words) is the span."""
    s = str(n)
    st = style or pick(rng, ["yo", "yo_ns", "year-old", "aged", "y", "sex", "years", "words",
                             "year-old", "aged"])
    if st == "yo":
        return [(s, "AGE"), " yo"]
    if st == "yo_ns":
        return [(s, "AGE"), "yo"]
    if st == "year-old":
        return [(s, "AGE"), "-year-old"]
    if st == "aged":
        return ["aged ", (s, "AGE")]
    if st == "y":
        return [(s, "AGE"), "y"]
    if st == "sex":
        return [(s, "AGE"), (" " if chance(rng, 0.5) else ""), sex or "F"]
    if st == "years":
        return [(s, "AGE"), " years"]
    if st == "words":
        return [(words(n), "AGE"), "-year-old"]
    if st == "wordsaged":
        return ["aged ", (words(n), "AGE")]
    raise ValueError(st)


# --------------------------------------------------------------------------- addresses
def _ukpc(rng):
    a = pick(rng, ["KW", "HX", "LS", "WN", "CM", "BD", "PR", "TQ", "NR", "CA", "SY", "DL", "TA", "ME"])
    return "%s%d %d%s%s" % (a, rng.randint(1, 29), rng.randint(0, 9),
                            pick(rng, "ABDEFGHJLNPQRSTUWXYZ"), pick(rng, "ABDEFGHJLNPQRSTUWXYZ"))


def _eircode(rng):
    al = "ACDEFHKNPRTVWXY"
    return "%s%02d %s%d%s%d" % (pick(rng, al), rng.randint(10, 99), pick(rng, al),
                                rng.randint(0, 9), pick(rng, al), rng.randint(0, 9))


def _capc(rng):
    L = "ABCEGHJKLMNPRSTVXY"
    return "%s%d%s %d%s%d" % (pick(rng, L), rng.randint(0, 9), pick(rng, L), rng.randint(0, 9),
                              pick(rng, L), rng.randint(0, 9))


class Addr:
    pass


def address(rng, country, town=None, like=None):
    a = Addr()
    a.country = country
    sfx = pick(rng, P.STREET_SUFFIX[country])
    nm = pick(rng, P.STREET_NAMES)
    num = rng.randint(1, 240)
    if country in (US, CA) and chance(rng, 0.5):
        num = rng.randint(100, 9899)
    if country in (US, CA) and chance(rng, 0.35):
        sfx = P.STREET_ABBR.get(sfx, sfx)
    st = "%d %s %s" % (num, nm, sfx)
    r = rng.random()
    if country == UK and r < 0.2:
        st = "Flat %d, %s" % (rng.randint(1, 24), st)
    elif country == US and r < 0.25:
        st = st + ", Apt %d%s" % (rng.randint(1, 40), pick(rng, ["", "A", "B", "C"]))
    elif country == CA and r < 0.2:
        st = "Unit %d, %s" % (rng.randint(1, 30), st)
    elif country == AU and r < 0.25:
        st = "%d/%s" % (rng.randint(1, 12), st)
    elif country == IE and r < 0.3:
        st = "%d %s %s" % (rng.randint(1, 80), pick(rng, P.STREET_NAMES), pick(rng, ["Park", "Lawn", "Grove", "Heights"]))
    a.street = st
    a.city = town or pick(rng, P.TOWNS[country])
    reg = pick(rng, P.REGIONS[country])
    a.region_full, a.region_abbr = reg
    if like is not None:
        a.city, a.region_full, a.region_abbr = like.city, like.region_full, like.region_abbr
    if country == UK:
        a.zip = _ukpc(rng)
    elif country == US:
        a.zip = "%05d" % rng.randint(10000, 99899)
        if chance(rng, 0.15):
            a.zip += "-%04d" % rng.randint(1000, 9999)
    elif country == CA:
        a.zip = _capc(rng)
    elif country == AU:
        a.zip = "%d" % rng.randint(2000, 7499)
    else:
        a.zip = _eircode(rng)
    return a


def region_val(rng, a, abbr_pref=0.7):
    if a.country in (UK,):
        return (a.region_full, "CITY")
    if a.country == IE:
        return ["Co. ", (a.region_full, "CITY")]
    if a.region_abbr and chance(rng, abbr_pref):
        return (a.region_abbr, "STATE")
    return (a.region_full, "STATE")


def addr_lines(rng, a, county=None):
    """List of lines (each a value) for a postal address block."""
    lines = [[(a.street, "STREET")]]
    if a.country == UK:
        lines.append([(a.city, "CITY")])
        if county if county is not None else chance(rng, 0.4):
            lines.append([(a.region_full, "CITY")])
        lines.append([(a.zip, "ZIP")])
    elif a.country == IE:
        lines.append([(a.city, "CITY")])
        lines.append(["Co. ", (a.region_full, "CITY")])
        if chance(rng, 0.85):
            lines.append([(a.zip, "ZIP")])
    elif a.country == US:
        lines.append([(a.city, "CITY"), ", ", region_val(rng, a, 0.9), " ", (a.zip, "ZIP")])
    elif a.country == CA:
        lines.append([(a.city, "CITY"), " ", region_val(rng, a, 0.8), "  ", (a.zip, "ZIP")])
    else:
        lines.append([(a.city, "CITY"), " ", region_val(rng, a, 0.9), " ", (a.zip, "ZIP")])
    return lines


def addr_inline(rng, a):
    out = []
    for i, ln in enumerate(addr_lines(rng, a)):
        if i:
            out.append(", ")
        out.append(ln)
    return out


# --------------------------------------------------------------------------- contacts
def _d(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def phone(rng, country, kind=None):
    kind = kind or pick(rng, ["land", "land", "mobile"])
    if country == UK:
        if kind == "mobile":
            s = pick(rng, ["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % _d(rng, 3)
        else:
            ac = pick(rng, ["0113", "0114", "0117", "0121", "0151", "0161", "0191", "01632", "01904", "01482"])
            if len(ac) == 5:
                s = "%s 555%s" % (ac, _d(rng, 3))
            else:
                s = pick(rng, ["%s 555 %s", "%s 555%s", "(%s) 555 %s"]) % (ac, _d(rng, 4))
    elif country in (US, CA):
        ac = str(rng.randint(2, 9)) + _d(rng, 2)
        tail = "01" + _d(rng, 2)
        s = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "(%s) 555-%s"]) % (ac, tail)
    elif country == AU:
        if kind == "mobile":
            s = pick(rng, ["04%s 555 %s", "+61 4%s 555 %s"]) % (_d(rng, 2), _d(rng, 3))
        else:
            s = pick(rng, ["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (pick(rng, "2378"), _d(rng, 4))
    else:
        if kind == "mobile":
            s = pick(rng, ["08%s 555 %s", "+353 8%s 555 %s"]) % (pick(rng, "35679"), _d(rng, 4))
        else:
            s = pick(rng, ["(0%s) 555 %s", "0%s 555 %s", "+353 %s 555 %s"]) % (
                pick(rng, ["1", "21", "61", "91", "66", "51", "74"]), _d(rng, 4))
    return s


def PH(rng, country, kind=None, ext=0.0):
    s = phone(rng, country, kind)
    if chance(rng, ext):
        s += pick(rng, [" ext. ", " ext ", " x", " Ext "]) + _d(rng, 4)
    return (s, "PHONE")


def FX(rng, country):
    return (phone(rng, country, "land"), "FAX")


def bleep(rng):
    if chance(rng, 0.5):
        return "555" + str(rng.randint(1, 9))
    return str(rng.randint(1, 9)) + "555"


def email_of(rng, p, dom=None):
    first = p.first.lower()
    last = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    form = rng.randrange(4)
    if form == 0:
        u = first + "." + last
    elif form == 1:
        u = first[0] + last
    elif form == 2:
        u = first + "." + last + str(rng.randint(1, 99))
    else:
        u = last + "." + first[0]
    return (u + "@" + (dom or pick(rng, ["example.org", "example.net", "example.com"])), "EMAIL")


def unit_email(rng, paed):
    u = pick(rng, ["paedscf", "cfteam.paeds", "childrens.cf"] if paed else ["adultcf", "cf.unit", "cfnurses", "cfcentre"])
    return (u + "@" + pick(rng, ["example.org", "example.net", "example.com"]), "EMAIL")


def url(rng, kind="portal"):
    host = pick(rng, ["www.example.org", "example.org", "portal.example.net", "www.example.com",
                      "https://www.example.org", "https://portal.example.com", "cf.example.net"])
    path = {
        "portal": ["/mycf", "/patient-portal", "/myhealth/login", "/cfportal"],
        "spiro": ["/homespiro", "/remote-monitoring/cf", "/spirometry/upload", "/telecf"],
        "info": ["/cf/travel", "/cf-clinic/advice", "/cf/infection-control", "/cf/ivs-at-home"],
        "video": ["/attend", "/video-clinic/cf", "/vc/room", "/telehealth"],
    }[kind]
    return (host + pick(rng, path), "URL")


def ip(rng):
    r = rng.randrange(3)
    if r == 0:
        s = "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    elif r == 1:
        s = "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    else:
        s = "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return (s, "IPADDR")


def username(rng, p):
    if getattr(p, "user", None):
        return (p.user, "USERNAME")
    f = rng.randrange(4)
    last = p.last.lower().replace("'", "").replace("-", "").replace(" ", "")
    if f == 0:
        u = p.first[0].lower() + last[:7]
    elif f == 1:
        u = p.first.lower() + "." + last
    elif f == 2:
        u = last[:5] + p.first[0].lower() + str(rng.randint(1, 9))
    else:
        u = p.first.lower()[:4] + last[:4] + pick(rng, P.USER_SUFFIX)
    p.user = u
    return (u, "USERNAME")


# --------------------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == UK:
        s = pick(rng, ["%s%s" % (pick(rng, "KRNHMT"), _d(rng, 7)), _d(rng, 8), "RX%s" % _d(rng, 6)])
    elif country == US:
        s = pick(rng, [_d(rng, 8), "%s-%s" % (_d(rng, 3), _d(rng, 5)), "E" + _d(rng, 7)])
    elif country == CA:
        s = pick(rng, [_d(rng, 7), "%s %s" % (_d(rng, 3), _d(rng, 4)), "MRN" + _d(rng, 6)])
    elif country == AU:
        s = pick(rng, [_d(rng, 7), "%s%s" % (pick(rng, "JBT"), _d(rng, 6))])
    else:
        s = pick(rng, [_d(rng, 7), "%s%s" % (pick(rng, "AG"), _d(rng, 6))])
    return s


MRN_LABEL = {UK: ["Hospital No", "Hosp No", "Unit No", "Hospital number"],
             US: ["MRN", "MR#", "Med Rec #"], CA: ["MRN", "Chart #", "Chart No"],
             AU: ["UR No", "URN", "UR"], IE: ["MRN", "Hospital No", "Chart No"]}


def healthplan(rng, country):
    """(label, value) for the national/insurer beneficiary number."""
    if country == UK:
        return pick(rng, ["NHS No", "NHS number", "NHS No."]), "999 %s %s" % (_d(rng, 3), _d(rng, 4))
    if country == US:
        lab = pick(rng, ["Member ID", "Insurance ID", "Medicaid ID", "Subscriber ID"])
        if lab == "Medicaid ID":
            return lab, "%s%s" % (_d(rng, 9), pick(rng, "ABCDEFG"))
        return lab, "%s%s" % ("".join(pick(rng, "ABCDEFGHJKLMNPRSTWXYZ") for _ in range(3)), _d(rng, 9))
    if country == CA:
        return pick(rng, [("Health Card No", None), ("OHIP", None), ("PHN", None)])[0], \
            "%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), pick(rng, ["AB", "XY", "KT", "MM", "RS"]))
    if country == AU:
        return pick(rng, ["Medicare No", "Medicare", "Medicare card"]), "%s %s %s" % (
            str(rng.randint(2, 6)) + _d(rng, 3), _d(rng, 5), str(rng.randint(1, 9)))
    return pick(rng, ["Medical Card No", "GMS No", "IHI"]), "%s%s" % (_d(rng, 7), pick(rng, "ABCDEFHKLMNPRTW"))


def ssn(rng, country):
    if country == US:
        if chance(rng, 0.7):
            return "9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4))
        return "000-%s-%s" % (_d(rng, 2), _d(rng, 4))
    if country == CA:
        return "9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))
    if country == IE:
        return "9%s%s" % (_d(rng, 6), pick(rng, ["A", "B", "T", "W", "FA", "KA"]))
    return "9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4))


def acct(rng, country):
    return pick(rng, ["%s-%s" % (_d(rng, 4), _d(rng, 4)), "V%s" % _d(rng, 8), _d(rng, 9),
                      "ENC-%s" % _d(rng, 7), "%s%s" % (pick(rng, "ABK"), _d(rng, 8))])


def license_for(rng, country, role):
    """(label, value) registration/licence number of a clinician."""
    if country == UK:
        if role in ("physio",):
            return "HCPC", "PH%s" % _d(rng, 6)
        if role in ("diet",):
            return "HCPC", "DT%s" % _d(rng, 6)
        if role in ("cns", "nurse"):
            return "NMC PIN", "%s%s%s%s" % (_d(rng, 2), pick(rng, "ABCDEFGHJ"), _d(rng, 4), pick(rng, "ENOSW"))
        if role == "pharm":
            return "GPhC", _d(rng, 7)
        if role == "sw":
            return "SWE Reg", "SW%s" % _d(rng, 6)
        if role == "psych":
            return "HCPC", "PYL%s" % _d(rng, 6)
        return "GMC", str(rng.randint(3, 7)) + _d(rng, 6)
    if country == US:
        if role in ("doc", "cons", "reg", "gp"):
            return pick(rng, ["NPI", "NPI", "DEA"]), None
        pre = {"cns": "RN", "nurse": "RN", "physio": "RT", "diet": "RD", "pharm": "RPH", "sw": "LCSW", "psych": "PSY"}.get(role, "RN")
        return "Lic #", "%s%s" % (pre, _d(rng, 6))
    if country == CA:
        if role in ("doc", "cons", "reg", "gp"):
            return pick(rng, ["CPSO #", "Licence No", "CPSBC"]), _d(rng, 5)
        return "Reg No", _d(rng, 6)
    if country == AU:
        pre = {"physio": "PHY", "diet": "DIE", "cns": "NMW", "nurse": "NMW", "pharm": "PHA", "psych": "PSY", "sw": "SWK"}.get(role, "MED")
        return pick(rng, ["AHPRA", "AHPRA Reg", "Reg"]), "%s%s" % (pre, "000" + _d(rng, 7))
    if role in ("doc", "cons", "reg", "gp"):
        return pick(rng, ["MCRN", "IMC No"]), _d(rng, 6)
    return pick(rng, ["NMBI PIN", "CORU Reg", "PSI Reg"]), _d(rng, 6)


def npi_or_dea(rng, lab):
    if lab == "NPI":
        return "1" + _d(rng, 9)
    return "%s%s%s" % (pick(rng, "ABFM"), pick(rng, "ABCDEFGHKLMNPRSTW"), _d(rng, 7))


def device_sn(rng, kind):
    forms = {
        "neb": ["%s-%s%s" % (_d(rng, 3), pick(rng, "ABCK"), _d(rng, 6)), "EF%s" % _d(rng, 7),
                "SN%s" % _d(rng, 8)],
        "port": ["%s%s" % (pick(rng, ["RFP", "RFK", "PWP"]), _d(rng, 6)), "%s-%s" % (_d(rng, 5), _d(rng, 4))],
        "spiro": ["%s%s" % (pick(rng, ["A2", "SB", "NV", "VT"]), _d(rng, 7)), "%s-%s" % (_d(rng, 4), _d(rng, 5))],
        "vest": ["SV%s" % _d(rng, 6), "HFCWO-%s" % _d(rng, 5)],
        "cgm": ["%s%s%s%s" % (_d(rng, 1), pick(rng, "GHKMNQ"), pick(rng, "ABCQRT"), _d(rng, 3)) + pick(rng, "ABCDEF"),
                "PU%s" % _d(rng, 7)],
        "conc": ["OC%s" % _d(rng, 7), "%s%s" % (pick(rng, ["POC", "INO"]), _d(rng, 6))],
        "pump": ["LV%s" % _d(rng, 6), "EP%s-%s" % (_d(rng, 3), _d(rng, 4))],
    }[kind]
    return (pick(rng, forms), "DEVICE")


def plate(rng, country):
    L = "ABCDEFGHJKLMNPRSTVWXY"
    if country == UK:
        s = "%s%s%02d %s%s%s" % (pick(rng, L), pick(rng, L), rng.randint(11, 74), pick(rng, L), pick(rng, L), pick(rng, L))
    elif country == US:
        if chance(rng, 0.5):
            s = "%d%s%s%s%d%d%d" % (rng.randint(1, 9), pick(rng, L), pick(rng, L), pick(rng, L),
                                    rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 9))
        else:
            s = "%s%s%s-%04d" % (pick(rng, L), pick(rng, L), pick(rng, L), rng.randint(0, 9999))
    elif country == CA:
        s = "%s%s%s%s %d%d%d" % (pick(rng, L), pick(rng, L), pick(rng, L), pick(rng, L),
                                 rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 9))
    elif country == AU:
        s = "%d%s%s%s %d%d%d" % (rng.randint(1, 9), pick(rng, L), pick(rng, L), pick(rng, L),
                                 rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 9))
    else:
        s = "%d-%s-%d" % (rng.randint(12, 24) * 10 + rng.randint(1, 2), pick(rng, ["C", "KY", "G", "MO", "L", "D", "CE", "TS"]),
                          rng.randint(100, 29999))
    return (s, "VEHICLE")


def bioid(rng, kind=None):
    kind = kind or pick(rng, ["palm", "finger", "voice", "generic"])
    s = {"palm": pick(rng, ["PV-%s" % _d(rng, 6), "PVS%s" % _d(rng, 8)]),
         "finger": pick(rng, ["FP-%s" % _d(rng, 5), "FPT-%s-%s" % (_d(rng, 3), _d(rng, 4))]),
         "voice": pick(rng, ["VP%s" % _d(rng, 7), "VB-%s" % _d(rng, 6)]),
         "generic": "BIO-%s-%s" % (_d(rng, 4), _d(rng, 3))}[kind]
    return (s, "BIOID")


def specimen(rng, year=None):
    y = "%02d" % ((year or 2023) % 100)
    return (pick(rng, ["M%s-%s" % (y, _d(rng, 6)), "%sM%s" % (y, _d(rng, 7)), "MB%s%s" % (y, _d(rng, 5)),
                       "S%s-%s" % (y, _d(rng, 5)), "L%s" % _d(rng, 9)]), "IDNUM")


def idnum(rng, kind):
    f = {
        "rx": ["RX%s" % _d(rng, 7), "%s-%s" % (_d(rng, 4), _d(rng, 4)), "EPS %s" % _d(rng, 8)],
        "order": ["ORD%s" % _d(rng, 7), "HC-%s" % _d(rng, 6), "%s/%s" % (_d(rng, 5), _d(rng, 2))],
        "ref": ["%s %s %s" % (_d(rng, 4), _d(rng, 4), _d(rng, 4)), "REF-%s" % _d(rng, 6), "TX%s" % _d(rng, 5)],
        "pa": ["PA%s" % _d(rng, 8), "%s%s" % (_d(rng, 6), pick(rng, "ABC"))],
        "passport": ["%s%s" % (pick(rng, ["P", "PA", "X", "LK", "GB"]), _d(rng, 7)), _d(rng, 9)],
        "booking": ["".join(pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))],
    }[kind]
    return (pick(rng, f), "IDNUM")


def room(rng):
    return (pick(rng, [str(rng.randint(1, 14)), "%d%s" % (rng.randint(1, 9), pick(rng, "ABC")),
                       "%d.%02d" % (rng.randint(1, 4), rng.randint(1, 30))]), "LOCATION_OTHER")
