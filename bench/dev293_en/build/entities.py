"""People, places, identifiers and contacts for one note (the note context)."""

import datetime as _dt

import pools as PL
from core import P, Dates, years_between, add_days

COUNTRY_NAMES = {
    "UK": ["United Kingdom", "UK", "United Kingdom"],
    "IE": ["Ireland", "Republic of Ireland", "Ireland"],
    "US": ["USA", "United States", "U.S.A."],
    "AU": ["Australia"],
    "CA": ["Canada"],
}
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        return "%s %s. %s" % (self.first, self.middle, self.last)

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def upper_lf(self):
        return "%s, %s %s" % (self.last.upper(), self.first.upper(), self.middle)

    def initials(self, dots=True):
        if dots:
            return "%s.%s." % (self.first[0], self.last[0])
        return "%s%s" % (self.first[0], self.last[0])

    def first_last_initial(self):
        return "%s %s." % (self.first, self.last[0])

    def init_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def nick(self):
        return PL.NICKNAMES.get(self.first, self.first)


def mk_person(rng, sex=None, last=None):
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(PL.FIRST_M if sex == "M" else PL.FIRST_F)
    middle = rng.choice(LETTERS)
    return Person(first, middle, last or rng.choice(PL.SURNAMES), sex)


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


def stem(rng):
    return rng.choice(PL.STREET_STEMS)


# ---------------------------------------------------------------- addresses

class Address:
    pass


def mk_address(rng, country, town=None, region=None):
    a = Address()
    a.country = country
    a.region_key = None
    num = str(rng.choice([rng.randint(1, 99), rng.randint(1, 240), rng.randint(100, 9800)]
                         if country in ("US", "CA", "AU") else
                         [rng.randint(1, 60), rng.randint(1, 180)]))
    st = "%s %s" % (stem(rng), rng.choice(PL.STREET_TYPES[country]))
    line = "%s %s" % (num, st)
    a.base = line
    if rng.random() < 0.22:
        ff = rng.choice(PL.FLAT_FORMS[country]).replace("{n}", str(rng.randint(1, 40)))
        if ff.endswith("/"):
            line = ff + line
        elif country in ("US", "CA"):
            line = line + ", " + ff
        else:
            line = ff + ", " + line
    a.street = line
    a.street_name = st
    if country == "UK":
        a.region = region or rng.choice(PL.UK_REGIONS)
        a.region_abbr = None
        a.region_key = a.region
        pool = PL.UK_TOWNS_BY_REGION.get(a.region)
        if pool is None:
            excl = set(sum(PL.UK_TOWNS_BY_REGION.values(), []))
            pool = [t for t in PL.TOWNS["UK"] if t not in excl]
        a.town = town or rng.choice(pool)
        area = "BT" if a.region == "Northern Ireland" else rng.choice(PL.UK_POST_AREAS[:-1])
        a.zip = "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2))
    elif country == "IE":
        a.region = None
        a.region_abbr = None
        a.town = town or rng.choice(PL.TOWNS["IE"])
        a.zip = "%s %s%s%s%s" % (rng.choice(PL.IE_ROUTING), rng.choice(LETTERS), digits(rng, 1),
                                 rng.choice(LETTERS), digits(rng, 1))
    elif country == "US":
        nm, ab = region or rng.choice(PL.US_STATES)
        a.region, a.region_abbr = nm, ab
        a.region_key = (nm, ab)
        a.town = town or rng.choice(PL.TOWNS["US"])
        a.zip = PL.US_ZIP_PREFIX[ab] + digits(rng, 3)
        if rng.random() < 0.15:
            a.zip += "-" + digits(rng, 4)
    elif country == "AU":
        nm, ab, pre = region or rng.choice(PL.AU_STATES)
        a.region, a.region_abbr = nm, ab
        a.region_key = (nm, ab, pre)
        a.town = town or rng.choice(PL.TOWNS["AU"])
        a.zip = pre + digits(rng, 3)
    else:
        nm, ab, lets = region or rng.choice(PL.CA_PROVINCES)
        a.region, a.region_abbr = nm, ab
        a.region_key = (nm, ab, lets)
        a.town = town or rng.choice(PL.TOWNS["CA"])
        a.zip = "%s%d%s %d%s%d" % (rng.choice(lets), rng.randint(0, 9), rng.choice(LETTERS),
                                   rng.randint(0, 9), rng.choice(LETTERS), rng.randint(0, 9))
    a.country_name = rng.choice(COUNTRY_NAMES[country])
    return a


def addr_lines(rng, a, country_line=None, town_upper=None):
    """Address as a list of lines (each a list of pieces)."""
    c = a.country
    town = a.town
    if town_upper is None:
        town_upper = c == "AU" and rng.random() < 0.5
    if town_upper:
        town = town.upper()
    lines = [[P(a.street, "STREET")]]
    if c == "UK":
        lines.append([P(town, "CITY")])
        if a.region != "England" and rng.random() < 0.3:
            lines.append([P(a.region, "STATE")])
        lines.append([P(a.zip, "ZIP")])
    elif c == "IE":
        lines.append([P(town, "CITY")])
        lines.append([P(a.zip, "ZIP")])
    elif c == "US":
        lines.append([P(town, "CITY"), ", ", P(a.region_abbr, "STATE"), " ", P(a.zip, "ZIP")])
    elif c == "AU":
        lines.append([P(town, "CITY"), " ", P(a.region_abbr, "STATE"), " ", P(a.zip, "ZIP")])
    else:
        lines.append([P(town, "CITY"), ", ", P(a.region_abbr, "STATE"), "  ", P(a.zip, "ZIP")])
    if country_line is None:
        country_line = rng.random() < 0.2
    if country_line:
        lines.append([P(a.country_name, "COUNTRY")])
    return lines


def addr_inline(rng, a, with_country=False):
    out = []
    for i, ln in enumerate(addr_lines(rng, a, country_line=with_country, town_upper=False)):
        if i:
            out.append(", ")
        out.extend(ln)
    return out


def addr_block(d, rng, a, indent="", country_line=None):
    for ln in addr_lines(rng, a, country_line=country_line):
        d.line(indent, ln)


# ---------------------------------------------------------------- contacts

def phone(rng, country, kind="land", region=None):
    if country == "UK":
        if kind == "mobile":
            n = "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
            return n if rng.random() < 0.8 else "+44 7%s 555%s" % (n[2:5], n[-3:])
        if rng.random() < 0.5:
            return "01%s %s" % (digits(rng, 3), "555" + digits(rng, 3))
        return "0%s 555 %s" % (rng.choice(["113", "114", "115", "116", "117", "118", "131", "141", "151", "161", "191", "29", "28"]),
                               digits(rng, 4))
    if country == "IE":
        if kind == "mobile":
            n = "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
            return n if rng.random() < 0.8 else "+353 " + n[1:]
        return rng.choice(["(0%s) 555 %s", "0%s 555 %s"]) % (rng.choice(["1", "21", "61", "91", "51", "66", "74", "94"]),
                                                            digits(rng, 4))
    if country == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        area = {"NSW": "2", "VIC": "3", "TAS": "3", "QLD": "7", "SA": "8", "WA": "8"}.get(region) or rng.choice("2378")
        return "(0%s) 5550 %s" % (area, digits(rng, 4))
    area = "%d%s" % (rng.randint(2, 9), digits(rng, 2))
    tail = "01" + digits(rng, 2) if rng.random() < 0.6 else digits(rng, 4)
    f = rng.randrange(5)
    if f == 0:
        return "(%s) 555-%s" % (area, tail)
    if f == 1:
        return "%s-555-%s" % (area, tail)
    if f == 2:
        return "%s.555.%s" % (area, tail)
    if f == 3:
        return "+1 %s 555 %s" % (area, tail)
    return "(%s) 555-%s" % (area, tail)


def with_ext(rng, num):
    return num + rng.choice([" ext. ", " ext ", " x", " Ext "]) + str(rng.randint(20, 4999))


def bleep(rng):
    return rng.choice(["555%s" % digits(rng, 1), "555-%s" % digits(rng, 4), "4-555%s" % digits(rng, 1)])


def email_for(rng, person, digitsok=True):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    f, l = person.first.lower(), person.last.lower().replace("'", "").replace(" ", "")
    form = rng.randrange(5)
    if form == 0:
        user = "%s.%s" % (f, l)
    elif form == 1:
        user = "%s%s" % (f[0], l)
    elif form == 2:
        user = "%s_%s%s" % (f, l[:4], digits(rng, 2))
    elif form == 3:
        user = "%s%s" % (l, digits(rng, 2))
    else:
        user = "%s.%s%s" % (f, l[0], digits(rng, 2))
    return "%s@%s" % (user, dom)


def slug(name):
    out = []
    for ch in name.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def org_email(rng, orgname, box=None):
    box = box or rng.choice(["reception", "admin", "enquiries", "medicals", "referrals", "info"])
    dom = rng.choice(["example.org", "example.com", "example.net"])
    s = slug(orgname).replace("-", "")[:18]
    return "%s.%s@%s" % (box, s, dom) if rng.random() < 0.5 else "%s@%s.%s" % (box, s, dom)


def org_url(rng, orgname):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    s = slug(orgname)
    f = rng.randrange(4)
    if f == 0:
        return "www.%s/%s" % (dom, s)
    if f == 1:
        return "https://www.%s/%s" % (dom, s)
    if f == 2:
        return "https://%s.%s" % (s.replace("-", "")[:20], dom)
    return "http://%s/%s/contact" % (dom, s)


def private_ip(rng):
    f = rng.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if f == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


# ---------------------------------------------------------------- identifiers

def driver_licence(rng, country, person, dob, region_abbr=None):
    if country == "UK":
        sur = "".join(ch for ch in person.last.upper() if ch.isalpha())[:5].ljust(5, "9")
        m = dob.month + (50 if person.sex == "F" else 0)
        core = "%s%d%02d%02d%d%s%s%d%s" % (sur, (dob.year // 10) % 10, m, dob.day, dob.year % 10,
                                          person.first[0], person.middle, rng.randint(0, 9),
                                          letters(rng, 2))
        return core if rng.random() < 0.7 else "%s %s %s %s" % (core[:5], core[5:11], core[11:14], core[14:])
    if country == "IE":
        return digits(rng, 9)
    if country == "AU":
        return rng.choice([digits(rng, 8), digits(rng, 9), "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
    if country == "CA":
        if region_abbr == "ON":
            return "%s%s-%s-%s" % (person.last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return rng.choice([digits(rng, 7), "%s-%s" % (digits(rng, 6), digits(rng, 3)), digits(rng, 9)])
    f = rng.randrange(4)
    if f == 0:
        return "%s%s" % (rng.choice(LETTERS), digits(rng, 7))
    if f == 1:
        return "%s%s-%s-%s" % (rng.choice(LETTERS), digits(rng, 3), digits(rng, 4), digits(rng, 4))
    if f == 2:
        return digits(rng, 9)
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 66, 67, 68, 69, 70, 71, 72, 73]), letters(rng, 3))
    if country == "IE":
        return "%d%d-%s-%s" % (rng.randint(14, 24), rng.randint(1, 2), rng.choice(["KY", "CK", "G", "MO", "WX", "LK", "TS", "DL"]),
                               str(rng.randint(100, 29999)))
    if country == "AU":
        return rng.choice(["%d%s %d%s" % (rng.randint(1, 9), letters(rng, 2), rng.randint(1, 9), letters(rng, 2)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 4))])


def vin(rng):
    return "".join(rng.choice(VINCH) for _ in range(17))


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.15:
            return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "T", "W", "H", "K"]))
    return None


def mrn(rng, country):
    f = rng.randrange(4)
    if country == "UK":
        return ["%s%s" % (rng.choice(["K", "H", "M", "R"]), digits(rng, 7)), "RHB%s" % digits(rng, 6),
                digits(rng, 8), "H%s" % digits(rng, 6)][f]
    if country == "AU":
        return ["%s" % digits(rng, 7), "UR%s" % digits(rng, 6), "MRN %s" % digits(rng, 6), digits(rng, 8)][f].replace("MRN ", "")
    return ["%s" % digits(rng, 8), "MR%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "00%s" % digits(rng, 6)][f]


def nhs_number(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def healthplan(rng, country, region_abbr=None):
    if country == "AU":
        return "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
    if country == "CA":
        if region_abbr == "ON":
            return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "%s%s" % (digits(rng, 7), rng.choice(LETTERS))
    if country == "US":
        return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)), "W%s" % digits(rng, 9),
                           "%s-%s" % (letters(rng, 2), digits(rng, 7)), "1EG4-TE5-MK%s" % digits(rng, 2)])
    return None


def doc_reg(rng, country, kind="med"):
    """Registration / licence number for a clinician."""
    if kind == "ot":
        return {"UK": "OT%s" % digits(rng, 5), "IE": "OT%s" % digits(rng, 6),
                "AU": "OCC000%s" % digits(rng, 7), "US": "%s" % digits(rng, 6),
                "CA": "%s" % digits(rng, 5)}[country]
    if kind == "optom":
        return {"UK": "01-%s" % digits(rng, 5), "IE": "OPT%s" % digits(rng, 4),
                "AU": "OPT000%s" % digits(rng, 7), "US": "OD%s" % digits(rng, 5),
                "CA": "%s" % digits(rng, 5)}[country]
    if kind == "adi":
        return digits(rng, 6)
    return {"UK": digits(rng, 7), "IE": digits(rng, 6), "AU": "MED000%s" % digits(rng, 7),
            "US": "1%s" % digits(rng, 9), "CA": digits(rng, 5)}[country]


# ---------------------------------------------------------------- organisations

def _fill(rng, form, country="UK", town=None):
    return (form.replace("{s}", stem(rng)).replace("{t}", town or rng.choice(PL.TOWNS[country]))
            .replace("{x}", rng.choice(PL.SAINTS)).replace("{q}", rng.choice(PL.QUEENS))
            .replace("{a}", rng.choice(PL.SURNAMES)).replace("{b}", rng.choice(PL.SURNAMES)))


def practice_name(rng, country):
    return _fill(rng, rng.choice(PL.PRACTICE_FORMS[country]), country)


def hospital_name(rng, country, town=None):
    return _fill(rng, rng.choice(PL.HOSPITAL_FORMS[country]), country, town)


def named(rng, forms, country="UK", town=None):
    return _fill(rng, rng.choice(forms), country, town)


def employer_name(rng, country):
    return _fill(rng, rng.choice(PL.EMPLOYER_FORMS[country]), country)


class Clinic:
    """A named care site with address and contacts."""

    def __init__(self, rng, country, name, town=None, region=None):
        self.name = name
        if region is None and town is not None and country == "UK":
            region = "England"
        self.addr = mk_address(rng, country, town=town, region=region)
        self.addr.street = self.addr.base
        self.phone = phone(rng, country, region=self.addr.region_abbr)
        self.fax = phone(rng, country, region=self.addr.region_abbr)
        self.email = org_email(rng, name)
        self.url = org_url(rng, name)


# ---------------------------------------------------------------- the context

class Ctx:
    @property
    def employer(self):
        p = self.profession
        if any(w in p for w in ("driver", "operator", "courier", "chauffeur", "operative")):
            return self.employer_drive
        return self.employer_gen


def title_for(rng, p, dotted):
    if p.sex == "M":
        t = "Mr"
    else:
        t = rng.choice(["Mrs", "Ms", "Ms", "Miss"])
    return t + "." if dotted else t


def mk_ctx(rng, country, age_range=(19, 88), year_range=(2019, 2025)):
    c = Ctx()
    c.country = country
    c.rng = rng
    c.D = Dates(rng, country)
    c.dotted = rng.random() < (0.75 if country in ("US", "CA") else 0.25)
    c.dr = "Dr." if c.dotted else "Dr"
    y0, y1 = year_range
    c.visit = _dt.date(rng.randint(y0, y1), rng.randint(1, 12 if y1 > 2024 else 12), rng.randint(1, 28))
    if c.visit > _dt.date(2025, 6, 28):
        c.visit = _dt.date(2025, rng.randint(1, 6), rng.randint(1, 28))
    lo, hi = age_range
    if rng.random() < 0.03 and hi >= 85:
        age = rng.randint(90, 96)
    else:
        age = rng.randint(lo, hi)
    c.dob = _dt.date(c.visit.year - age - 1, rng.randint(1, 12), rng.randint(1, 28))
    if (c.dob.month, c.dob.day) < (c.visit.month, c.visit.day):
        c.dob = c.dob.replace(year=c.dob.year + 1)
    c.age = years_between(c.dob, c.visit)
    c.pt = mk_person(rng)
    c.title = title_for(rng, c.pt, c.dotted)
    c.addr = mk_address(rng, country)
    c.region = c.addr.region
    c.phone = phone(rng, country, region=c.addr.region_abbr)
    c.mobile = phone(rng, country, "mobile")
    c.email = email_for(rng, c.pt)
    c.lic = driver_licence(rng, country, c.pt, c.dob, c.addr.region_abbr)
    c.mrn = mrn(rng, country)
    c.nhs = nhs_number(rng) if country == "UK" else None
    c.ssn = ssn(rng, country)
    c.plan = healthplan(rng, country, c.addr.region_abbr)
    c.group_no = "GRP-%s" % digits(rng, 5) if country == "US" else None
    c.profession = rng.choice(PL.PROFESSIONS)
    if c.age >= 70 and not c.profession.startswith("retired") and rng.random() < 0.7:
        c.profession = "retired " + c.profession
    c.employer_drive = employer_name(rng, country)
    c.employer_gen = named(rng, PL.GENERAL_EMPLOYERS, country)
    c.plate = plate(rng, country)
    c.vin = vin(rng)
    bad = {"UK": ("Holden", "Chevrolet", "Ford F-150", "Dodge"), "IE": ("Holden", "Chevrolet", "Ford F-150", "Dodge", "Vauxhall"),
           "US": ("Holden", "Vauxhall", "Skoda"), "CA": ("Holden", "Vauxhall", "Skoda"),
           "AU": ("Vauxhall", "Chevrolet", "Ford F-150", "Dodge")}[country]
    c.car = rng.choice([v for v in PL.VEHICLES[:19] if not v.startswith(bad)])
    # family member
    c.rel = rng.choice(PL.RELATIONS)
    rsex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
            "mother": "F", "father": "M", "son-in-law": "M", "daughter-in-law": "F", "niece": "F",
            "nephew": "M"}.get(c.rel)
    same_last = c.rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father") and rng.random() < 0.7
    c.fam = mk_person(rng, rsex, c.pt.last if same_last else None)
    c.fam_phone = phone(rng, country, "mobile")
    # clinicians and sites
    c.gp = mk_person(rng)
    c.gp_reg = doc_reg(rng, country)
    c.practice = Clinic(rng, country, practice_name(rng, country), town=c.addr.town,
                        region=c.addr.region_key)
    c.hosp = hospital_name(rng, country)
    c.cons = mk_person(rng)
    c.ot = mk_person(rng)
    c.ot_reg = doc_reg(rng, country, "ot")
    c.adi = mk_person(rng)
    c.adi_reg = doc_reg(rng, country, "adi")
    c.optom = mk_person(rng)
    c.optom_reg = doc_reg(rng, country, "optom")
    c.nurse = mk_person(rng)
    c.sec = mk_person(rng)
    c.ref = "%s%s" % (letters(rng, rng.choice([0, 2, 3])), digits(rng, rng.choice([6, 7, 8, 9])))
    c.acct = rng.choice(["%s" % digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                         "INV-%s" % digits(rng, 6), "E%s" % digits(rng, 9)])
    return c


def country_lower(country):
    return {"UK": "UK", "IE": "Ireland", "US": "US", "AU": "Australia", "CA": "Canada"}[country]


def days_before(c, lo, hi):
    return add_days(c.visit, -c.rng.randint(lo, hi))


def days_after(c, lo, hi):
    return add_days(c.visit, c.rng.randint(lo, hi))


def working(c):
    """The patient's occupation for 'works as a ...' sentences (never 'retired ...')."""
    if c.profession.startswith("retired"):
        c.profession = c.rng.choice([p for p in PL.PROFESSIONS if not p.startswith("retired")])
    return c.profession
