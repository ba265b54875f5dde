"""Note builder with single-pass offsets, plus PHI surface-form generators for dev184_en."""
import datetime as dt
import re

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_FIELD = re.compile(r"\{(\w+)\}")


class NB:
    """Append-only note builder: every piece is appended once and span offsets are recorded as we go."""

    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        self.buf.append(s)
        self.pos += len(s)
        return self

    def p(self, s, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad span %r" % s)
        self.spans.append((self.pos, self.pos + len(s), typ))
        self.buf.append(s)
        self.pos += len(s)
        return self

    def f(self, tmpl, **kw):
        """Template with {field}s; a field value is plain text (str) or (value, TYPE) or a list of those."""
        parts = _FIELD.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self.t(part)
            else:
                self.put(kw[part])
        return self

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DATE_STYLES = ["mdy", "mdy", "mdy", "mdy_nz", "mdy_s", "long", "abbr", "dmy", "iso", "mdy_dash"]


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy_nz":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy_s":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdy_dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "abbr_nc":
        return "%s %d %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "dmy":
        return "%02d-%s-%04d" % (dd, MONTHS[m - 1][:3], y)
    if style == "dmy_sp":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "wd_md":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, dd)
    if style == "wd_mdy":
        return "%s %02d/%02d/%04d" % (WDAYS[d.weekday()][:3], m, dd, y)
    if style == "wd_long":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "md_long":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "my_num":
        return "%02d/%04d" % (m, y)
    if style == "y":
        return "%d" % y
    if style == "wd":
        return WDAYS[d.weekday()]
    if style == "mon":
        return MONTHS[m - 1]
    raise ValueError(style)


def D(d, style):
    return (fdate(d, style), "DATE")


def rand_date(rng, y0=2022, y1=2025):
    start = dt.date(y0, 1, 3)
    end = dt.date(y1, 6, 27)
    return start + dt.timedelta(days=rng.randrange((end - start).days))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def hhmm(rng, h0=7, h1=18, colon=True):
    h = rng.randint(h0, h1)
    m = rng.choice([0, 5, 10, 12, 15, 20, 24, 30, 35, 40, 42, 45, 50, 55])
    return ("%02d:%02d" % (h, m)) if colon else ("%02d%02d" % (h, m))


def ampm(rng, h0=7, h1=17):
    h = rng.randint(h0, h1)
    m = rng.choice([0, 15, 30, 45, 10, 20, 40, 50])
    suf = "AM" if h < 12 else "PM"
    h12 = h if h <= 12 else h - 12
    return "%d:%02d %s" % (h12, m, suf)


# ---------------------------------------------------------------- ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    def name(self, style):
        f, m, l = self.first, self.middle, self.last
        if style == "fl":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, m, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "lfm":
            return "%s, %s %s." % (l, f, m)
        if style == "LF":
            return ("%s, %s" % (l, f)).upper()
        if style == "LFM":
            return ("%s, %s %s" % (l, f, m)).upper()
        if style == "l":
            return l
        if style == "f":
            return f
        if style == "nick":
            return P.NICK.get(f, f)
        if style == "ini":
            return "%s.%s." % (f[0], l[0])
        if style == "INI":
            return "%s%s" % (f[0], l[0])
        if style == "ini3":
            return "%s%s%s" % (f[0], m, l[0])
        if style == "low_ini":
            return ("%s%s" % (f[0], l[0])).lower()
        if style == "fi":
            return "%s %s." % (f, l[0])
        if style == "fL":
            return "%s. %s" % (f[0], l)
        if style == "FL":
            return ("%s %s" % (f, l)).upper()
        raise ValueError(style)

    def user(self, rng):
        base = rng.choice([
            (self.first[0] + self.last).lower(), (self.first + "." + self.last).lower(),
            (self.first + self.last[0]).lower(), (self.last + self.first[0]).lower(),
            (self.first[0] + self.middle + self.last).lower(),
        ])
        base = re.sub(r"[^a-z.]", "", base)
        return base + rng.choice(["", "", str(rng.randint(1, 9)), str(rng.randint(10, 99))])


def person(rng, sex="F", used=None):
    firsts = P.F_FIRST if sex == "F" else P.M_FIRST
    for _ in range(50):
        pp = Person(rng.choice(firsts), rng.choice("ABCDEFGHJKLMNPRSTW"), rng.choice(P.LAST), sex)
        key = (pp.first, pp.last)
        if used is None or key not in used:
            if used is not None:
                used.append(key)
            return pp
    return pp


CREDS_MD = ["MD", "MD", "MD", "DO", "MD, FACOG", "MD, MPH"]
CREDS = {"ob": CREDS_MD + ["CNM", "CNM", "WHNP-BC", "NP"], "rei": ["MD", "MD, FACOG", "DO", "MD, PhD"],
         "rn": ["RN", "RN, BSN", "LPN", "RN"], "ma": ["MA", "CMA", "LPN"], "sono": ["RDMS", "RDMS, RVT", "RDMS"],
         "gc": ["MS, CGC", "MS, LCGC", "MGC, CGC"], "emb": ["ELD(ABB)", "TS(ABB)", "BS", "MS"],
         "andro": ["MT(ASCP)", "BS, ALD", "CLS"], "lc": ["IBCLC", "RN, IBCLC"], "res": ["MD", "DO"]}


# ---------------------------------------------------------------- numbers and contacts
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def phone(rng, area=None, style=None):
    area = area or rng.choice(P.AREA_CODES)
    tail = "01" + digits(rng, 2)
    style = style or rng.choice(["dash", "dash", "paren", "paren", "dot", "plain1"])
    if style == "dash":
        return "%s-555-%s" % (area, tail)
    if style == "paren":
        return "(%s) 555-%s" % (area, tail)
    if style == "dot":
        return "%s.555.%s" % (area, tail)
    if style == "plain1":
        return "1-%s-555-%s" % (area, tail)
    if style == "local":
        return "555-%s" % tail
    raise ValueError(style)


def ext(rng):
    return rng.choice([" ext. ", " x", " ext ", " Ext. "]) + digits(rng, rng.choice([3, 4]))


def email(rng, pp=None, role=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if pp is not None:
        local = rng.choice([(pp.first + "." + pp.last), (pp.first[0] + pp.last), (pp.first + pp.last[0]),
                            (pp.first + "_" + pp.last + digits(rng, 2)), (pp.last + pp.first[0] + digits(rng, 2))])
        local = re.sub(r"[^A-Za-z0-9._]", "", local).lower()
    else:
        local = role or rng.choice(["frontdesk", "billing", "ivfnurse", "scheduling", "genetics", "priorauth"])
    return local + "@" + dom


def url(rng, slug=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    slug = slug or rng.choice(["portal", "patients", "fertility", "billing/pay", "forms/intake", "telehealth",
                               "mychart/login", "education/pregnancy", "videovisit"])
    pre = rng.choice(["https://www.", "www.", "https://", "http://"])
    return pre + dom + "/" + slug


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def ssn(rng):
    a = rng.choice(["9%02d" % rng.randint(0, 99), "000"])
    return "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4))


def mrn(rng):
    k = rng.randrange(5)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return "E" + digits(rng, 7)
    if k == 2:
        return "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if k == 3:
        return "MR" + digits(rng, 6)
    return digits(rng, 7)


def account(rng):
    k = rng.randrange(4)
    if k == 0:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if k == 1:
        return digits(rng, 10)
    if k == 2:
        return "FIN%s" % digits(rng, 9)
    return "V%s" % digits(rng, 8)


def healthplan(rng):
    k = rng.randrange(4)
    if k == 0:
        return letters(rng, 3) + digits(rng, 9)
    if k == 1:
        return "W" + digits(rng, 9)
    if k == 2:
        return "%s%s-%s" % (letters(rng, 2), digits(rng, 6), digits(rng, 2))
    return digits(rng, 11)


def group_no(rng):
    return rng.choice(["GRP-", "", "G"]) + digits(rng, rng.choice([6, 7]))


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def state_lic(rng):
    return rng.choice(["G", "A", "C", "RN", "NM"]) + digits(rng, rng.choice([5, 6, 7]))


def device_sn(rng):
    return rng.choice(["SN", "V", "ES", "K", "GX", ""]) + letters(rng, 1) + digits(rng, rng.choice([5, 6, 7]))


def lot(rng):
    return letters(rng, 2) + digits(rng, 4) + letters(rng, 1)


def plate(rng):
    k = rng.randrange(3)
    if k == 0:
        return "%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3))
    if k == 1:
        return "%s-%s" % (letters(rng, 3), digits(rng, 4))
    return "%s %s" % (letters(rng, 3), digits(rng, 3))


def vin(rng):
    return letters(rng, 1, "123456789JKLSWY") + letters(rng, 4, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + \
        digits(rng, 4) + letters(rng, 2) + digits(rng, 6)


def bioid(rng):
    return rng.choice(["PV-", "FP-", "PS", "BIO-", "FPR"]) + digits(rng, rng.choice([5, 6, 7]))


def accession(rng, pre=None, year=None):
    pre = pre or rng.choice(["S", "GYN", "CY", "SP", "US", "NG", "MG"])
    yy = (year % 100) if year else rng.randint(22, 25)
    return "%s%02d-%s" % (pre, yy, digits(rng, rng.choice([4, 5, 6])))


def prel(pp, rng):
    """Relation word that fits the partner's sex."""
    if pp.sex == "M":
        return rng.choice(["husband", "husband", "partner", "fiance", "boyfriend"])
    return rng.choice(["wife", "wife", "partner", "girlfriend"])


def art(w):
    return "an" if w[:1].lower() in "aeiou" else "a"


def fam_rel(rng, sex=None):
    """(relation, sex) for a relative or friend."""
    pairs = [("mother", "F"), ("sister", "F"), ("aunt", "F"), ("friend", "F"), ("daughter", "F"), ("father", "M"),
             ("brother", "M"), ("son", "M"), ("friend", "M"), ("neighbor", "F"), ("cousin", "M")]
    if sex:
        pairs = [p for p in pairs if p[1] == sex]
    return rng.choice(pairs)


def street(rng):
    n = str(rng.randint(2, 9899))
    s = "%s %s %s" % (n, rng.choice(P.STREET_NAMES), rng.choice(P.STREET_SUFFIX))
    if rng.random() < 0.3:
        u = rng.choice(P.UNIT)
        s += (", " if rng.random() < 0.6 else " ") + u + ("" if u == "#" else " ") + \
            rng.choice([str(rng.randint(1, 40)), str(rng.randint(100, 420)), "%d%s" % (rng.randint(1, 9), rng.choice("ABCD"))])
    return s


def city(rng):
    c = rng.choice(P.CITIES)
    return {"city": c[0], "st": c[1], "state": c[2], "zip": c[3] + digits(rng, 2)}


def orgname(rng, patterns, used_last=None):
    pat = rng.choice(patterns)
    return pat.format(P=rng.choice(P.PLACE_WORDS), S=rng.choice(P.SAINTS), L=rng.choice(P.LAST),
                      L2=rng.choice(P.LAST))


# ---------------------------------------------------------------- per-note context
class Ctx:
    pass


def make_ctx(rng, kind="ob", age_lo=19, age_hi=44):
    c = Ctx()
    used = []
    c.pt = person(rng, "F", used)
    c.partner = person(rng, rng.choice(["M", "M", "M", "F"]), used)
    c.partner.last = c.pt.last if rng.random() < 0.55 else c.partner.last
    c.mother = person(rng, "F", used)
    c.baby = person(rng, rng.choice("FM"), used)
    c.baby.last = c.pt.last if rng.random() < 0.5 else c.partner.last
    c.docs = [person(rng, rng.choice("FFM"), used) for _ in range(6)]
    c.age = rng.randint(age_lo, age_hi)
    c.partner_age = max(19, c.age + rng.randint(-4, 9))
    c.visit = rand_date(rng)
    c.dob = add_days(c.visit, -(c.age * 365 + rng.randint(10, 350) + c.age // 4))
    c.ds = rng.choice(DATE_STYLES)
    c.mrn = mrn(rng)
    c.acct = account(rng)
    c.addr = street(rng)
    c.loc = city(rng)
    c.site_loc = city(rng) if rng.random() < 0.35 else c.loc
    c.site_addr = street(rng)
    c.hosp = orgname(rng, P.HOSP_PATTERNS)
    c.clinic = orgname(rng, P.CLINIC_PATTERNS)
    c.fert = orgname(rng, P.FERT_PATTERNS)
    c.imaging = orgname(rng, P.IMAGING_PATTERNS)
    c.pharm = orgname(rng, P.PHARM_PATTERNS)
    c.area = rng.choice(P.AREA_CODES)
    c.pt_phone = phone(rng)
    c.site_phone = phone(rng, c.area)
    c.site_fax = phone(rng, c.area)
    pe = rng.choice(P.PROF_EMP)
    c.prof, c.employer = pe[0], rng.choice(pe[1])
    c.p_employer = rng.choice(P.EMPLOYERS)
    c.p_prof = rng.choice(P.PROFESSIONS)
    c.insurer = rng.choice(P.INSURERS)
    c.member = healthplan(rng)
    c.group = group_no(rng)
    c.lab = rng.choice(P.LABS)
    c.country = rng.choice(P.COUNTRIES)
    c.pt_email = email(rng, c.pt)
    return c


def dob_age(c, nb, style=None, lead="DOB: ", age_fmt=" ({a}y)"):
    """Emit a DOB + age fragment."""
    nb.t(lead)
    nb.p(fdate(c.dob, style or c.ds), "DATE")
    if age_fmt:
        nb.f(age_fmt, a=(str(c.age), "AGE"))


def addr_block(nb, street_s, loc, sep="\n", zip_sep=" ", full_state=False):
    nb.p(street_s, "STREET")
    nb.t(sep)
    nb.p(loc["city"], "CITY")
    nb.t(", ")
    nb.p(loc["state"] if full_state else loc["st"], "STATE")
    nb.t(zip_sep)
    nb.p(loc["zip"], "ZIP")
