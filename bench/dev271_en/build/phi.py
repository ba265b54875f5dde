"""PHI formatters: people and their surface forms, dates, addresses, sites,
contacts. Everything returns lists of plain strings and P pieces."""
import datetime
import unicodedata

import pools
import regions as R
from notebuilder import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

_BAD = {"Te", "Dela", "Ó'Ceallaigh", "Whare", "Cruz"}
SURNAMES = [s for s in pools.SURNAME if s not in _BAD] + pools.COMPOUND_SURNAME
FEMALE = [f for f in pools.FEMALE_FIRST if f not in ("Babajide", "Emeka")]
MALE = list(pools.MALE_FIRST)


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in s.lower() if ch.isalnum())


# ---------------------------------------------------------------- dates

def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(rng, d, country, style=None):
    us = country == "US"
    if style is None:
        style = rng.choice(["num", "num", "num", "long", "abbr", "num_short", "iso", "dash",
                            "ord", "dot", "compact", "num"])
    m, dd, y = d.month, d.day, d.year
    mon, mab = MONTHS[m - 1], MONTHS[m - 1][:3]
    if style == "num":
        return "%02d/%02d/%d" % ((m, dd, y) if us else (dd, m, y))
    if style == "num_short":
        return "%d/%d/%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
    if style == "dot":
        return "%02d.%02d.%d" % ((m, dd, y) if us else (dd, m, y)) if rng.random() < 0.6 else \
            "%d.%d.%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (mon, dd, y) if us else "%d %s %d" % (dd, mon, y)
    if style == "ord":
        return "%s %s %d" % (mon, ordinal(dd), y) if us else "%s %s %d" % (ordinal(dd), mon, y)
    if style == "abbr":
        return "%s %d, %d" % (mab, dd, y) if us else "%d %s %d" % (dd, mab, y)
    if style == "dash":
        return rng.choice(["%02d-%s-%d" % (dd, mab, y), "%02d-%s-%02d" % (dd, mab.upper(), y % 100),
                           "%d-%s-%d" % (dd, mab, y)])
    if style == "compact":
        return "%02d%s%d" % (dd, mab.upper(), y)
    if style == "wk_long":
        wd = WEEKDAYS[d.weekday()]
        return "%s, %s %d, %d" % (wd, mon, dd, y) if us else "%s %d %s %d" % (wd, dd, mon, y)
    if style == "wk_short":
        wd = WEEKDAYS[d.weekday()][:3]
        return "%s %d/%d" % (wd, m, dd) if us else "%s %d/%d" % (wd, dd, m)
    if style == "dm":
        return "%d/%d" % ((m, dd) if us else (dd, m))
    if style == "dmon":
        return "%s %d" % (mab, dd) if us else "%d %s" % (dd, mab)
    if style == "month_year":
        return rng.choice(["%s %d" % (mon, y), "%s %d" % (mab, y), "%02d/%d" % (m, y)])
    if style == "year":
        return str(y)
    raise ValueError(style)


def D(rng, d, country, style=None):
    return P("DATE", fmt_date(rng, d, country, style))


def rand_date(rng, start, end):
    span = (end - start).days
    return start + datetime.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


def age_phrase(rng, age, short=False):
    """surface forms of an age: returns items"""
    a = str(age)
    if short:
        k = rng.randint(0, 3)
        return [[P("AGE", a), "F"], [P("AGE", a), "yo F"], [P("AGE", a), "y/o"],
                [P("AGE", a), "y F"]][k]
    k = rng.randint(0, 8)
    if k == 0:
        return [P("AGE", a), "-year-old"]
    if k == 1:
        return ["aged ", P("AGE", a)]
    if k == 2:
        return [P("AGE", a), " yo"]
    if k == 3:
        return [P("AGE", a), "yo"]
    if k == 4:
        return ["a ", P("AGE", age_words(age)), "-year-old"]
    if k == 5:
        return [P("AGE", a), " year old"]
    if k == 6:
        return ["age ", P("AGE", a)]
    if k == 7:
        return [P("AGE", a), "F"]
    return [P("AGE", a), " y/o"]


# ---------------------------------------------------------------- people

class Person:
    def __init__(self, typ, first, last, middle=None, title=None, cred=None, role=None,
                 female=True):
        self.typ, self.first, self.last = typ, first, last
        self.middle, self.title, self.cred, self.role = middle, title, cred, role
        self.female = female

    def mi(self):
        return self.middle[0] if self.middle else None

    def N(self, s):
        return P(self.typ, s)

    def full(self):
        return self.N("%s %s" % (self.first, self.last))

    def full_mid(self):
        if self.middle:
            return self.N("%s %s. %s" % (self.first, self.mi(), self.last))
        return self.full()

    def init_last(self):
        return self.N("%s. %s" % (self.first[0], self.last))

    def last_first(self, upper=False, mid=False):
        s = "%s, %s" % (self.last, self.first)
        if mid and self.middle:
            s += " " + (self.middle if upper else self.mi())
        return self.N(s.upper() if upper else s)

    def initials(self, dots=True):
        parts = [self.first[0]] + ([self.mi()] if self.middle and not dots else []) + [self.last[0]]
        return self.N(".".join(parts) + "." if dots else "".join(parts))

    def t_last(self, title=None):
        t = title or self.title
        return [t + " ", self.N(self.last)] if t else [self.N(self.last)]

    def t_full(self, title=None):
        t = title or self.title
        return [t + " ", self.full()] if t else [self.full()]

    def first_n(self):
        return self.N(self.first)

    def with_cred(self):
        out = [self.full()]
        if self.cred:
            out.append(", " + self.cred if self.typ == "DOCTOR" and self.cred.startswith(("RN", "NP", "CNM")) else " " + self.cred)
        return out

    def any_form(self, rng, formal=False):
        """a random running-text reference"""
        k = rng.randint(0, 5 if not formal else 3)
        if k == 0:
            return self.t_last()
        if k == 1:
            return self.t_full()
        if k == 2:
            return [self.full()]
        if k == 3:
            return [self.init_last()] if self.typ != "PATIENT" else self.t_last()
        if k == 4:
            return [self.first_n()]
        return [self.full_mid()]

    def email(self, rng, domain=None):
        f, l = ascii_slug(self.first), ascii_slug(self.last)
        dom = domain or rng.choice(["example.com", "example.org", "example.net"])
        k = rng.randint(0, 4)
        local = [f + "." + l, f[0] + l, f + l[:3] + str(rng.randint(1, 99)), f + "_" + l, l + f[0]][k]
        return local + "@" + dom

    def username(self, rng):
        f, l = ascii_slug(self.first), ascii_slug(self.last)
        k = rng.randint(0, 4)
        return [f[0] + l, f[0] + l + str(rng.randint(1, 9)), f + "." + l, l[:5] + f[:2],
                f[0] + l[:6] + "_" + rng.choice(["rn", "md", "ph", "cns", "admin"])][k]


def female_first(rng):
    return rng.choice(FEMALE)


def new_person(rng, typ, female=True, title=None, cred=None, role=None, middle_p=0.35):
    first = rng.choice(FEMALE if female else MALE)
    last = rng.choice(SURNAMES)
    middle = rng.choice(FEMALE if female else MALE) if rng.random() < middle_p else None
    if middle == first:
        middle = None
    return Person(typ, first, last, middle, title, cred, role, female)


CREDS = {
    "UK": ["MBChB MRCOG", "FRCOG", "MBBS MRCGP DRCOG", "MD FRCOG", "BM BCh MRCOG", "MBBS FRCP",
           "MRCGP DFSRH", "MBChB FRCP"],
    "IE": ["MB BCh BAO MRCPI", "MRCOG MICGP", "FRCPI", "MB MRCOG", "MICGP DCH"],
    "AU": ["MBBS FRANZCOG", "FRACGP", "MBBS FRACP", "FRANZCOG CREI", "MBBS DRANZCOG"],
    "CA": ["MD FRCSC", "MD CCFP", "MD FRCPC", "MD, MSCP", "MD CCFP(EM)"],
    "US": ["MD", "DO", "MD, MSCP", "MD, FACOG", "DO, NCMP", "MD, PhD"],
}
SPEC_ROLE = {
    "UK": ["Consultant Gynaecologist", "Consultant in Reproductive Medicine",
           "Menopause Specialist", "GP with Extended Role in Menopause",
           "Consultant Endocrinologist", "Specialty Registrar (ST6) O&G", "Associate Specialist"],
    "IE": ["Consultant Obstetrician & Gynaecologist", "Menopause Specialist GP",
           "Consultant Endocrinologist", "Specialist Registrar"],
    "AU": ["Gynaecologist", "Menopause Physician", "Endocrinologist", "Sexual & Reproductive Health Physician",
           "Senior Registrar"],
    "CA": ["Gynecologist", "Menopause Clinic Physician", "Endocrinologist", "Family Physician, Menopause Clinic"],
    "US": ["Gynecologist", "Menopause Practitioner", "Reproductive Endocrinologist",
           "Internal Medicine / Women's Health", "Ob/Gyn"],
}
NURSE_ROLE = {"UK": "Menopause Clinical Nurse Specialist", "IE": "Advanced Nurse Practitioner",
              "AU": "Women's Health Nurse", "CA": "Nurse Practitioner", "US": "Nurse Practitioner"}
NURSE_CRED = {"UK": "RGN", "IE": "RANP", "AU": "RN", "CA": "NP", "US": "NP-C"}


# ---------------------------------------------------------------- places

class Addr:
    def __init__(self, street, city, region, region_abbr, zip_, country, locality=None):
        self.street, self.city, self.region, self.region_abbr = street, city, region, region_abbr
        self.zip, self.country, self.locality = zip_, country, locality


def town(rng, country):
    pre = rng.choice(pools.TOWN_PRE[country])
    suf = rng.choice(pools.TOWN_SUF[country])
    t = pre + suf
    if country == "US" and rng.random() < 0.15:
        t = rng.choice(["East ", "West ", "North ", "New ", "Port ", "Fort "]) + t
    if country == "UK" and rng.random() < 0.12:
        t = t + rng.choice([" on Sea", "-upon-Tarn", " Magna", " St Jude"])
    if country == "CA" and rng.random() < 0.1:
        t = rng.choice(["Saint-", "Sainte-", "Lac-"]) + rng.choice(["Aubin", "Florence", "Brûlé", "Olivier"])
    return t


def street(rng, country, unit_p=0.2):
    num = rng.choice([rng.randint(1, 99), rng.randint(1, 250), rng.randint(100, 9999)
                      if country in ("US", "CA") else rng.randint(1, 180)])
    name = rng.choice(pools.STREET_NAME) + " " + rng.choice(pools.STREET_TYPE[country])
    s = "%d %s" % (num, name)
    if rng.random() < unit_p:
        if country == "US":
            s += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randint(1, 40)) + rng.choice(["", "B", "C"])
        elif country == "AU":
            s = "%d/%s" % (rng.randint(1, 24), s)
        elif country == "CA":
            s = "%d-%s" % (rng.randint(101, 1808), s) if rng.random() < 0.6 else s + ", Suite " + str(rng.randint(100, 600))
        elif country == "UK":
            s = "Flat %d, %s" % (rng.randint(1, 12), s) if rng.random() < 0.7 else rng.choice(pools.HOUSE_NAME) + ", " + s
        else:
            s = "Apt %d, %s" % (rng.randint(1, 30), s)
    return s


def new_addr(rng, country, unit_p=0.2):
    if country == "US":
        st = rng.choice(R.US_STATES)
    elif country == "AU":
        st = rng.choice(R.AU_STATES)
    elif country == "CA":
        st = rng.choice(R.CA_PROV)
    elif country == "UK":
        c = rng.choice(R.UK_COUNTY)
        st = (c, None)
    else:
        st = ("Co. " + rng.choice(R.IE_COUNTY), None)
    loc = rng.choice(pools.LOCALITY) if country in ("UK", "IE") and rng.random() < 0.15 else None
    return Addr(street(rng, country, unit_p), town(rng, country), st[0], st[1],
                R.postcode(rng, country, st[1]), country, loc)


def region_items(a, abbr=True):
    if a.country in ("UK", "IE"):
        if a.region.startswith("Co. "):
            return ["Co. ", P("CITY", a.region[4:])]
        return [P("CITY", a.region)]
    return [P("STATE", a.region_abbr if abbr and a.region_abbr else a.region)]


def addr_items(rng, a, oneline=False, with_region=None):
    """address split into its parts; returns list of line-item-lists"""
    c = a.country
    if with_region is None:
        with_region = c in ("US", "AU", "CA") or rng.random() < 0.5
    if c in ("US", "CA"):
        l1 = [P("STREET", a.street)]
        sep = "  " if c == "CA" and rng.random() < 0.5 else " "
        l2 = [P("CITY", a.city), ", ", region_items(a, rng.random() < 0.85), sep, P("ZIP", a.zip)]
        lines = [l1, l2]
    elif c == "AU":
        l1 = [P("STREET", a.street)]
        up = rng.random() < 0.4
        l2 = [P("CITY", a.city.upper() if up else a.city), " ", region_items(a, True), " ", P("ZIP", a.zip)]
        lines = [l1, l2]
    else:
        lines = [[P("STREET", a.street)]]
        if a.locality:
            lines.append([P("CITY", a.locality)])
        lines.append([P("CITY", a.city)])
        if with_region:
            lines.append(region_items(a))
        lines.append([P("ZIP", a.zip)])
    if rng.random() < 0.06:
        lines.append([P("COUNTRY", R.country_name(c))])
    if oneline:
        out = []
        for i, l in enumerate(lines):
            if i:
                out.append(", " if c not in ("AU",) or i != 1 else ", ")
            out.append(l)
        return [out]
    return lines


class Site:
    def __init__(self, kind, name, addr, phone, fax, email, url):
        self.kind, self.name, self.addr = kind, name, addr
        self.phone, self.fax, self.email, self.url = phone, fax, email, url


def hospital_name(rng, country, a, acute=False):
    if acute:
        k = rng.choice([0, 1, 2])
        if k == 0:
            return "St %s's %s" % (rng.choice(pools.SAINT), rng.choice(["Hospital", "University Hospital", "General Hospital"]))
        suf = rng.choice(["General Hospital", "University Hospital", "District Hospital", "Memorial Hospital",
                          "Infirmary", "Regional Hospital", "Base Hospital", "Medical Center" if country == "US" else "Hospital"])
        return "%s %s" % (a.city if k == 1 else rng.choice(pools.SURNAME[:150]), suf)
    k = rng.randint(0, 5)
    if k == 0:
        return "St %s's %s" % (rng.choice(pools.SAINT), rng.choice(["Hospital", "University Hospital", "Women's Hospital"]))
    if k == 1:
        return "%s %s" % (a.city, rng.choice(pools.HOSP_SUFFIX))
    if k == 2:
        return "%s %s" % (rng.choice(pools.SURNAME[:150]), rng.choice(pools.HOSP_SUFFIX))
    if k == 3:
        return "%s %s" % (a.city, rng.choice(pools.CLINIC_SUFFIX))
    if k == 4:
        return "The %s %s" % (rng.choice(pools.COMPANY_A), rng.choice(pools.CLINIC_SUFFIX))
    return "%s %s" % (rng.choice(pools.COMPANY_A), rng.choice(pools.CLINIC_SUFFIX))


def site_url(rng, name):
    slug = "-".join(w for w in ascii_slug_words(name)[:3])
    dom = rng.choice(["example.org", "example.com", "example.net"])
    k = rng.randint(0, 3)
    if k == 0:
        return "www.%s.%s" % (slug, dom)
    if k == 1:
        return "https://%s.%s/menopause" % (slug, dom)
    if k == 2:
        return "www.%s/%s" % (dom, slug)
    return "https://www.%s/clinics/%s" % (dom, slug)


SLUG_STOP = {"the", "st", "of", "and", "s"}


def ascii_slug_words(name):
    return [ascii_slug(w) for w in name.replace("'s", "").split() if ascii_slug(w) and ascii_slug(w) not in SLUG_STOP]


def art(word):
    """indefinite article for a following word"""
    if word.startswith(("HGV", "HR ", "IT ", "MP", "NHS")):
        return "an "
    if word.lower().startswith(("uni", "use", "eu")):
        return "a "
    return "an " if word[0].lower() in "aeiou" else "a "


def new_site(rng, country, kind, addr=None):
    a = addr or new_addr(rng, country, unit_p=0.1)
    if kind == "hospital":
        name = hospital_name(rng, country, a)
    elif kind == "acute":
        name = hospital_name(rng, country, a, acute=True)
    elif kind == "fertility":
        name = "%s %s" % (rng.choice([a.city, rng.choice(pools.COMPANY_A)]),
                          rng.choice(["Fertility Centre", "Reproductive Medicine Unit", "IVF Clinic",
                                      "Assisted Conception Unit", "Fertility Associates"]))
    elif kind == "practice":
        base = rng.choice([a.city, rng.choice(pools.STREET_NAME).replace("'s", ""),
                           rng.choice(pools.COMPANY_A), rng.choice(pools.LOCALITY)])
        name = "%s %s" % (base, rng.choice(pools.PRACTICE_SUFFIX[country]))
    elif kind == "pharmacy":
        base = rng.choice([a.city, rng.choice(pools.SURNAME[:200]) + "'s", rng.choice(pools.COMPANY_A),
                           rng.choice(pools.STREET_NAME).replace("'s", "")])
        name = "%s %s" % (base, rng.choice(pools.PHARMACY_SUFFIX[country]))
    else:
        name = "%s %s" % (rng.choice(pools.COMPANY_A), rng.choice(pools.COMPANY_B))
    slug = ascii_slug_words(name)
    em = rng.choice(["%s.%s", "%s-%s", "%s%s"]) % (slug[0], slug[1] if len(slug) > 1 else "clinic")
    em = rng.choice(["admin", "menopause", "reception", "info", em, "bookings", "secretaries"]) + "@" + \
        rng.choice(["", slug[0] + "."]) + rng.choice(["example.org", "example.com", "example.net"])
    return Site(kind, name, a, R.phone(rng, country), R.phone(rng, country), em, site_url(rng, name))


def employer_name(rng, country, city):
    k = rng.randint(0, 6)
    if k <= 2:
        return "%s %s" % (rng.choice(pools.COMPANY_A), rng.choice(pools.COMPANY_B))
    if k == 3:
        return "%s %s" % (city, rng.choice(pools.SCHOOL_B))
    if k == 4:
        return "%s %s" % (rng.choice(pools.SAINT), rng.choice(pools.SCHOOL_B)) if rng.random() < 0.5 else \
            "St %s's %s" % (rng.choice(pools.SAINT), rng.choice(pools.SCHOOL_B))
    if k == 5:
        return "%s %s" % (city, rng.choice(["Borough Council", "City Council", "County Council",
                                           "Credit Union", "Fire & Rescue Service", "Library Service"]))
    return "%s & %s %s" % (rng.choice(pools.SURNAME[:200]), rng.choice(pools.SURNAME[200:]),
                           rng.choice(["Solicitors", "Ltd", "Accountants", "Builders", "Associates"]))


def country(name):
    if name.startswith("the "):
        return ["the ", P("COUNTRY", name[4:])]
    return [P("COUNTRY", name)]


def insurer_name(rng):
    return "%s %s" % (rng.choice(pools.INSURER_A), rng.choice(pools.INSURER_B))
