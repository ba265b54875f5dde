"""Shared generators for dev193: people, dates, addresses, contacts and identifiers.

Every function takes the note's random.Random instance explicitly.
"""
import datetime as dt

from pools import (FIRST, LAST, NICK, US_PLACES, IE_PLACES, IE_DUBLIN_DISTRICT, ZA_PLACES,
                   STREET_NAMES, STREET_SUFFIX, HOSPITALS, CLIN_CRED)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


# ---------------------------------------------------------------- dates
def rand_date(r, y0=2019, y1=2024):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(r.randint(start, end))


def shift(d, days):
    return d + dt.timedelta(days=days)


def dob_for(r, age, ref):
    """A date of birth giving exactly `age` on `ref`."""
    while True:
        y = ref.year - age - r.choice([0, 1])
        cand = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        if age_on(cand, ref) == age:
            return cand


def age_on(dob, ref):
    a = ref.year - dob.year
    if (ref.month, ref.day) < (dob.month, dob.day):
        a -= 1
    return a


DATE_STYLES = ["num", "num", "num", "short", "long", "abbr", "iso", "dash"]


def fd(d, style, c):
    """Format a date in a country-flavoured style."""
    us = c == "US"
    if style == "num":
        return "%02d/%02d/%d" % ((d.month, d.day, d.year) if us else (d.day, d.month, d.year))
    if style == "nump":
        return "%d/%d/%d" % ((d.month, d.day, d.year) if us else (d.day, d.month, d.year))
    if style == "short":
        return "%d/%d/%02d" % ((d.month, d.day, d.year % 100) if us else (d.day, d.month, d.year % 100))
    if style == "long":
        return ("%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)) if us else \
            ("%d %s %d" % (d.day, MONTHS[d.month - 1], d.year))
    if style == "abbr":
        return ("%s %d, %d" % (MON3[d.month - 1], d.day, d.year)) if us else \
            ("%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year))
    if style == "iso":
        return ("%d/%02d/%02d" % (d.year, d.month, d.day)) if c == "ZA" else d.isoformat()
    if style == "dash":
        return ("%02d-%02d-%d" % (d.month, d.day, d.year)) if us else ("%02d.%02d.%d" % (d.day, d.month, d.year))
    if style == "dm":
        return ("%d/%d" % (d.month, d.day)) if us else ("%d/%d" % (d.day, d.month))
    if style == "wk":
        return "%s %s" % (WD3[d.weekday()], fd(d, "dm", c))
    if style == "wklong":
        return ("%s, %s" % (WDAYS[d.weekday()], fd(d, "long", c))) if us else \
            ("%s %s" % (WDAYS[d.weekday()], fd(d, "long", c)))
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "my3":
        return "%s-%02d" % (MON3[d.month - 1], d.year % 100)
    if style == "year":
        return str(d.year)
    if style == "upper":
        return ("%02d%s%d" % (d.day, MON3[d.month - 1].upper(), d.year))
    raise ValueError(style)


def D(d, style, c):
    return (fd(d, style, c), "DATE")


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, c, sex=None, age=None, ref=None, last=None):
        self.c = c
        self.sex = sex or r.choice(["M", "F"])
        self.first = r.choice(FIRST[c][self.sex])
        self.last = last or r.choice(LAST[c])
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = NICK.get(self.first)
        self.age = age
        self.dob = dob_for(r, age, ref) if age is not None and ref is not None else None

    def full(self):
        return "%s %s" % (self.first, self.last)


def title_of(p, c, married=False):
    t = "Mr" if p.sex == "M" else ("Mrs" if married else "Ms")
    return t + "." if c == "US" else t


def nm(p, style, typ):
    """Name pieces for a person; titles stay outside the span."""
    c = p.c
    if style == "full":
        return [(p.full(), typ)]
    if style == "full_mi":
        return [("%s %s. %s" % (p.first, p.mi, p.last), typ)]
    if style == "last_first":
        return [("%s, %s" % (p.last, p.first), typ)]
    if style == "LAST_FIRST":
        return [("%s, %s %s" % (p.last.upper(), p.first.upper(), p.mi), typ)]
    if style == "LAST_FIRST2":
        return [("%s, %s" % (p.last.upper(), p.first), typ)]
    if style == "init_last":
        return [("%s. %s" % (p.first[0], p.last), typ)]
    if style == "first":
        return [(p.first, typ)]
    if style == "last":
        return [(p.last, typ)]
    if style == "title_last":
        return [title_of(p, c) + " ", (p.last, typ)]
    if style == "title_full":
        return [title_of(p, c) + " ", (p.full(), typ)]
    if style == "initials":
        return [("%s.%s." % (p.first[0], p.last.split()[-1][0].upper()), typ)]
    if style == "initials2":
        return [("%s%s" % (p.first[0], p.last.split()[-1][0].upper()), typ)]
    if style == "first_li":
        return [("%s %s." % (p.first, p.last[0].upper()), typ)]
    if style == "nick":
        return [(p.nick or p.first, typ)]
    if style == "dr_last":
        return ["Dr. " if c == "US" else "Dr ", (p.last, typ)]
    if style == "dr_full":
        return ["Dr. " if c == "US" else "Dr ", (p.full(), typ)]
    if style == "dr_init":
        return ["Dr. " if c == "US" else "Dr ", ("%s. %s" % (p.first[0], p.last), typ)]
    raise ValueError(style)


PT_STYLES = ["full", "full", "title_last", "first", "full_mi", "last_first", "init_last",
             "title_full"]


class Clin(Person):
    def __init__(self, r, c, role="doc"):
        Person.__init__(self, r, c)
        self.role = role
        self.cred = r.choice(CLIN_CRED[c][role])
        self.lic = license_for(r, c, role)

    def sig(self, r, style=None):
        """Signature pieces: credential outside the span."""
        style = style or r.choice(["cred", "cred", "dr", "plain", "cred_mi"])
        if style == "dr" and self.role == "doc":
            return nm(self, "dr_full", "DOCTOR")
        if style == "cred_mi":
            return [("%s %s. %s" % (self.first, self.mi, self.last), "DOCTOR"), ", " + self.cred]
        if style == "plain":
            return [(self.full(), "DOCTOR")]
        return [(self.full(), "DOCTOR"), ", " + self.cred]

    def ref(self, r):
        """Short reference in running text."""
        if self.role == "doc":
            return nm(self, r.choice(["dr_last", "dr_last", "dr_full", "dr_init"]), "DOCTOR")
        st = r.choice(["full", "first", "title_last", "full"])
        if st == "title_last":
            return ["Nurse ", (self.last, "DOCTOR")] if self.role == "nurse" else nm(self, "full", "DOCTOR")
        return nm(self, st, "DOCTOR")


def license_for(r, c, role):
    if c == "US":
        if role in ("doc", "np"):
            return ("NPI", "1%09d" % r.randint(0, 999999999))
        if role == "pharm":
            return ("Lic", "RPH.%06d" % r.randint(0, 999999))
        return ("Lic", "RN%07d" % r.randint(0, 9999999))
    if c == "IE":
        if role == "doc":
            return ("IMC No.", "%06d" % r.randint(10000, 429999))
        if role == "pharm":
            return ("PSI No.", "%05d" % r.randint(1000, 99999))
        return ("NMBI PIN", "%06d" % r.randint(100000, 199999))
    if role == "doc":
        return ("HPCSA", "MP %07d" % r.randint(0, 999999))
    if role == "pharm":
        return ("SAPC", "P%08d" % r.randint(0, 99999999))
    return ("SANC", "%08d" % r.randint(10000000, 19999999))


def dea(r, last):
    return "%s%s%07d" % (r.choice("ABFM"), last[0].upper() if last[0].isalpha() else "X",
                         r.randint(0, 9999999))


# ---------------------------------------------------------------- addresses
def address(r, c):
    num = r.randint(1, 980) if c == "US" else r.randint(1, 160)
    st = "%d %s %s" % (num, r.choice(STREET_NAMES[c]), r.choice(STREET_SUFFIX[c]))
    a = {"c": c}
    if c == "US":
        if r.random() < 0.3:
            st += r.choice([", Apt %d" % r.randint(1, 40), ", Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                            " Unit %d" % r.randint(1, 30), ", #%d" % r.randint(100, 499)])
        city, sab, sname, zp = r.choice(US_PLACES)
        a.update(street=st, city=city, state=sab, state_name=sname,
                 zip=zp + "%02d" % r.randint(1, 99))
        if r.random() < 0.15:
            a["zip"] += "-%04d" % r.randint(1000, 9999)
    elif c == "IE":
        if r.random() < 0.2:
            st = "Apt %d, %s" % (r.randint(1, 60), st)
        town, county, key = r.choice(IE_PLACES)
        a.update(street=st, city=town, county=county, state=county,
                 zip="%s %s%s%s%s" % (key, r.choice("ACDEFHKNPRTVWXY"), r.randint(0, 9),
                                      r.choice("ACDEFHKNPRTVWXY0123456789"),
                                      r.choice("ACDEFHKNPRTVWXY0123456789")))
        a["district"] = IE_DUBLIN_DISTRICT.get(key)
    else:
        if r.random() < 0.2:
            st = "Unit %d, %s" % (r.randint(1, 40), st)
        sub, city, prov, code = r.choice(ZA_PLACES)
        a.update(street=st, suburb=sub, city=city, state=prov, zip=code)
    return a


def addr_pieces(a, r, multiline=False):
    """Address split into its parts; separators plain."""
    sep = "\n" if multiline else ", "
    c = a["c"]
    if c == "US":
        st_style = r.random()
        return [(a["street"], "STREET"), sep, (a["city"], "CITY"), ", ",
                (a["state"] if st_style < 0.85 else a["state_name"], "STATE"), " ", (a["zip"], "ZIP")]
    if c == "IE":
        out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
        if a.get("district"):
            out += [sep, (a["district"], "CITY")]
        elif r.random() < 0.8:
            out += [sep, ("Co. " + a["county"], "CITY")]
        out += [sep, (a["zip"], "ZIP")]
        return out
    out = [(a["street"], "STREET"), sep, (a["suburb"], "CITY")]
    if a["city"] != a["suburb"]:
        out += [sep, (a["city"], "CITY")]
    if r.random() < 0.5:
        out += [sep, (a["state"], "STATE")]
    out += [sep if multiline else ", ", (a["zip"], "ZIP")]
    return out


def town_pieces(a, r):
    """Town-level mention for running text (city plus state/county)."""
    c = a["c"]
    if c == "US":
        return [(a["city"], "CITY"), ", ", (a["state"], "STATE")]
    if c == "IE":
        if r.random() < 0.5:
            return [(a["city"], "CITY")]
        return [(a["city"], "CITY"), ", ", ("Co. " + a["county"], "CITY")]
    return [(a["suburb"], "CITY")] if r.random() < 0.5 else [(a["city"], "CITY")]


# ---------------------------------------------------------------- contacts
US_AREA = ["614", "520", "518", "410", "610", "508", "559", "915", "937", "912", "253", "208",
           "402", "919", "414", "218", "860", "509", "517", "928", "601", "505", "973", "978"]
IE_LAND = ["01", "021", "091", "061", "065", "066", "064", "051", "056", "071", "094", "074",
           "090", "044", "041", "042", "046", "057", "059", "053", "052", "045"]
IE_MOB = ["083", "085", "086", "087", "089"]
ZA_LAND = ["011", "012", "021", "031", "033", "043", "041", "015", "013", "051", "057", "014",
           "053", "044", "047"]
ZA_MOB = ["072", "073", "076", "078", "082", "083", "084", "060", "071"]


def phone(r, c, mobile=None, ext=False):
    if mobile is None:
        mobile = r.random() < 0.5
    if c == "US":
        ac = r.choice(US_AREA)
        ln = "01%02d" % r.randint(0, 99)
        s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "(%s) 555-%s"]) % (ac, ln)
        if ext:
            s += r.choice([" ext. %d", " x%d", " ext %d"]) % r.randint(10, 4999)
        return s
    if c == "IE":
        ac = r.choice(IE_MOB if mobile else IE_LAND)
        ln = "%04d" % r.randint(0, 9999)
        s = r.choice(["%s 555 %s", "(%s) 555 %s", "+353 %s 555 %s", "%s-555%s", "%s 555%s"])
        if s.startswith("+353"):
            s = s % (ac[1:], ln)
        else:
            s = s % (ac, ln)
        if ext:
            s += r.choice([" ext. %d", " (ext %d)"]) % r.randint(100, 499)
            if s.endswith(")"):
                s = s[:-1]
                s = s.replace(" (ext", " ext")
        return s
    ac = r.choice(ZA_MOB if mobile else ZA_LAND)
    ln = "%04d" % r.randint(0, 9999)
    s = r.choice(["%s 555 %s", "(%s) 555-%s", "+27 %s 555 %s", "%s5550%s", "%s 555 %s"])
    if s.startswith("+27"):
        s = s % (ac[1:], ln)
    elif s == "%s5550%s":
        s = "%s555%s" % (ac, ln)
    else:
        s = s % (ac, ln)
    if ext:
        s += " ext %d" % r.randint(100, 499)
    return s


EMAIL_DOM = ["example.com", "example.org", "example.net"]


def _slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email(r, p=None, local=None, sub=None):
    if local is None:
        f, l = _slug(p.first), _slug(p.last)
        local = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l[:4], r.randint(1, 99)),
                          "%s%d" % (f, r.randint(70, 2099) % 100), "%s.%s%d" % (l, f[0], r.randint(1, 9))])
    dom = r.choice(EMAIL_DOM)
    if sub:
        dom = sub + "." + dom
    return "%s@%s" % (local, dom)


def clinic_sub(name):
    w = [x for x in _slug_words(name) if x not in ("st", "the", "and", "of")]
    return "".join(w[:2])


def _slug_words(name):
    out, cur = [], ""
    for ch in name.lower():
        if ch.isalnum():
            cur += ch
        else:
            if cur:
                out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def url(r, sub, path=None):
    dom = r.choice(EMAIL_DOM)
    path = path or r.choice(["", "/portal", "/travel", "/book", "/patients/login", "/repeat-rx",
                             "/forms/consent", "/telehealth/join"])
    pre = r.choice(["https://", "https://www.", "www.", "http://"])
    return "%s%s.%s%s" % (pre, sub, dom, path)


def ip(r):
    k = r.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))


def username(r, p):
    f, l = _slug(p.first), _slug(p.last)
    return r.choice(["%s%s%d" % (f[0], l, r.randint(1, 9)), "%s.%s" % (f, l[:1]), "%s_%s" % (l[:6], f[:2]),
                     ("%s%s" % (l[:5], f[0])).upper() + "%02d" % r.randint(1, 99), "%s%s" % (f, l[:3])])


# ---------------------------------------------------------------- identifiers
def mrn(r, c):
    if c == "US":
        return r.choice(["%08d" % r.randint(0, 99999999), "MR-%07d" % r.randint(0, 9999999),
                         "%d-%03d-%03d" % (r.randint(10, 99), r.randint(0, 999), r.randint(0, 999))])
    if c == "IE":
        return r.choice(["H%06d" % r.randint(0, 999999), "%07d" % r.randint(0, 9999999),
                         "MRN%06d" % r.randint(0, 999999)])
    return r.choice(["%d/%05d" % (r.randint(2005, 2023), r.randint(0, 99999)),
                     "PN%08d" % r.randint(0, 99999999), "F%06d" % r.randint(0, 999999)])


def ssn(r, c):
    if c == "US":
        return r.choice(["9%02d-%02d-%04d", "9%02d %02d %04d", "9%02d%02d%04d"]) % (
            r.randint(0, 99), r.randint(1, 99), r.randint(1, 9999))
    if c == "IE":
        return "9%06d%s%s" % (r.randint(0, 999999), r.choice("ABCDEFHKLMPRTW"), r.choice(["", "", "A", "W"]))
    if r.random() < 0.8:
        return "9%012d" % r.randint(0, 999999999999)
    return "000%010d" % r.randint(0, 9999999999)


def ssn_label(c, r):
    if c == "US":
        return r.choice(["SSN", "SSN", "SS#", "Social Security No."])
    if c == "IE":
        return r.choice(["PPSN", "PPS No.", "PPSN"])
    return r.choice(["ID No.", "SA ID", "RSA ID number"])


def plan(r, c):
    """(label, value) health-plan identifier."""
    if c == "US":
        k = r.random()
        if k < 0.35:
            return ("Member ID", "%s%s%s%06d" % (r.choice("XYZWKH"), r.choice("KLMNPQ"), r.choice("ZRTV"),
                                                 r.randint(0, 999999)))
        if k < 0.6:
            return ("Medicaid ID", "%s%08d" % (r.choice(["", "MC", "NY"]), r.randint(0, 99999999)))
        if k < 0.8:
            return ("MBI", "%d%s%d%s-%s%s%d-%s%s%d%d" % (
                r.randint(1, 9), r.choice("EGHJK"), r.randint(0, 9), r.choice("ACDEFGHJKM"),
                r.choice("TUVWX"), r.choice("ACDE"), r.randint(0, 9), r.choice("MNPQR"),
                r.choice("KMNP"), r.randint(0, 9), r.randint(0, 9)))
        return ("Policy #", "%s-%07d" % (r.choice(["HMO", "PPO", "EPO"]), r.randint(0, 9999999)))
    if c == "IE":
        k = r.random()
        if k < 0.5:
            return ("Medical card no.", "%07d%s" % (r.randint(0, 9999999), r.choice("ABCDEHKLMN")))
        if k < 0.7:
            return ("GP visit card no.", "DVC%06d" % r.randint(0, 999999))
        return ("Insurance member no.", "%03d-%05d-%02d" % (r.randint(0, 999), r.randint(0, 99999), r.randint(0, 99)))
    return ("Medical aid no.", r.choice(["%09d", "%08d", "MA%07d"]) % r.randint(0, 9999999))


def account(r):
    return r.choice(["%07d" % r.randint(0, 9999999), "V%d-%07d" % (r.randint(19, 24), r.randint(0, 9999999)),
                     "%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)),
                     "ENC%08d" % r.randint(0, 99999999), "INV-%06d" % r.randint(0, 999999)])


def specimen(r, d):
    return r.choice(["S%02d-%05d" % (d.year % 100, r.randint(0, 99999)),
                     "%s%07d" % (r.choice(["A", "M", "L", "MB"]), r.randint(0, 9999999)),
                     "%02d%s%06d" % (d.year % 100, r.choice(["MIC", "CHM", "SER", "VIR"]), r.randint(0, 999999))])


def device_sn(r, kind):
    pre = {"cgm": ["8", "3M", "SM"], "pump": ["PMP-", "NG", "T:"], "pace": ["PJN", "RNF", "CLK"],
           "gluco": ["GLU-", "AC", "GM"], "cpap": ["2212", "CP", "ASV-"], "bp": ["HB", "BPM-", "OM"],
           "hear": ["R-", "PH", "SN"], "icd": ["ICD", "BSC"], "inh": ["SI-", "EH"]}[kind]
    p = r.choice(pre)
    return "%s%s%d%s" % (p, "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(r.randint(0, 2))),
                         r.randint(100000, 9999999), r.choice(["", "", "A", "X"]))


def plate(r, c):
    if c == "US":
        return r.choice(["%d%s%03d" % (r.randint(1, 9), "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)), r.randint(0, 999)),
                         "%s %04d" % ("".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)), r.randint(0, 9999)),
                         "%s-%s%d" % ("".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)), r.randint(1, 9), r.randint(10, 99))])
    if c == "IE":
        return "%d%d-%s-%d" % (r.randint(12, 24), r.choice([1, 2]), r.choice(["D", "C", "G", "KY", "LK", "MO", "WX", "TN", "L", "MH"]),
                               r.randint(10, 99999))
    prov = r.choice(["CA", "CY", "ND", "NU", "CJ", "CF"])
    if r.random() < 0.5:
        return "%s %03d-%03d" % (prov, r.randint(1, 999), r.randint(0, 999))
    return "%s %02d %s GP" % ("".join(r.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(2)), r.randint(10, 99),
                              "".join(r.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(2)))


def vin(r):
    cs = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(cs) for _ in range(17))


def bioid(r):
    return r.choice(["FP-%05d" % r.randint(0, 99999), "BIO-%07d" % r.randint(0, 9999999),
                     "IRIS-%s%04d" % (r.choice("ABCDEFGH"), r.randint(0, 9999)),
                     "FPT%08d" % r.randint(0, 99999999), "PV-%06d" % r.randint(0, 999999)])


ACUTE_WORDS = ("Hospital", "Medical Center")


def acute(c):
    """Named hospitals (for ED attendances, implants, admissions)."""
    return [h for h in HOSPITALS[c] if any(w in h for w in ACUTE_WORDS)]


def general(c):
    """Named care sites other than travel clinics."""
    return [h for h in HOSPITALS[c] if "Travel" not in h]


def clinic(r, c, pool=None):
    name = r.choice(pool or HOSPITALS[c])
    sub = clinic_sub(name)
    return {"name": name, "addr": address(r, c), "phone": phone(r, c, mobile=False),
            "fax": phone(r, c, mobile=False), "email": email(r, local=r.choice(
                ["reception", "info", "admin", "travel", "nurses", "frontdesk", "referrals"]), sub=sub),
            "url": url(r, sub), "sub": sub}
