"""People, places and organisations for one case (all invented)."""
import datetime

import ids
import pools_names as PN
import pools_places as PL
from core import P


class Person(object):
    def __init__(self, first, last, sex, middle=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle
        self.title = None
        self.role = ""
        self.creds = ""
        self.lic_kind = None
        self.lic = None
        self.user = None
        self.email = None
        self.bleep = None
        self.rel = None

    def initials(self):
        return (self.first[0] + (self.middle[0] if self.middle else "") + self.last.replace("'", "")[0]).upper()


def new_person(rng, sex=None, middle_p=0.25):
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(PN.FIRST_M if sex == "M" else PN.FIRST_F)
    last = rng.choice(PN.SURNAMES)
    if rng.random() < 0.06:
        last = last + "-" + rng.choice(PN.SURNAMES)
    middle = None
    if rng.random() < middle_p:
        middle = rng.choice(PN.FIRST_M if sex == "M" else PN.FIRST_F)
        if middle == first:
            middle = None
    return Person(first, last, sex, middle)


def name(p, typ, form="fl"):
    """Return a Phi for a rendering of a person's name."""
    f, l, m = p.first, p.last, p.middle
    if form == "fl":
        v = "%s %s" % (f, l)
    elif form == "fml":
        v = "%s %s. %s" % (f, m[0], l) if m else "%s %s" % (f, l)
    elif form == "fmfull":
        v = "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
    elif form == "lf":
        v = "%s, %s" % (l, f)
    elif form == "LF":
        v = "%s, %s" % (l.upper(), f.upper()) + (" %s" % m[0].upper() if m else "")
    elif form == "LFs":
        v = "%s %s" % (l.upper(), f)
    elif form == "l":
        v = l
    elif form == "f":
        v = f
    elif form == "fi":
        v = "%s. %s" % (f[0], l)
    elif form == "fi2":
        v = "%s %s" % (f[0], l)
    elif form == "fli":
        v = "%s %s." % (f, l.replace("'", "")[0])
    elif form == "init":
        v = ".".join(p.initials()) + "."
    elif form == "INIT":
        v = p.initials()
    elif form == "ini_low":
        v = p.initials().lower()
    elif form == "nick":
        v = PN.NICK.get(f, f)
    else:
        raise ValueError(form)
    return P(v, typ)


def rand_form(rng, p, typ, forms=("fl", "fl", "fl", "fml", "lf", "fi")):
    return name(p, typ, rng.choice(forms))


def username(rng, p):
    f, l = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    return rng.choice([f[0] + l + ids.digits(rng, 1), f[0] + l, l + f[0] + ids.digits(rng, 2),
                       (l[:6] + f[0]).upper(), f + "." + l, f[0] + "." + l + ids.digits(rng, 1),
                       l[:5] + f[:2] + ids.digits(rng, 1)])


# ------------------------------------------------------------ addresses
class Addr(object):
    def __init__(self, c, street, city, region, region_abbr, zipc, house=None):
        self.c = c
        self.street = street
        self.city = city
        self.region = region
        self.region_abbr = region_abbr
        self.zip = zipc
        self.house = house


def street_line(rng, c):
    n = rng.randrange(1, 240)
    nm = rng.choice(PL.STREET_NAMES)
    if c == "UK":
        s = "%d %s %s" % (n, nm, rng.choice(PL.UK_ST))
        if rng.random() < 0.15:
            s = "Flat %d, %s" % (rng.randrange(1, 30), s)
    elif c == "IE":
        s = "%d %s %s" % (n, nm, rng.choice(PL.IE_ST))
        if rng.random() < 0.15:
            s = "Apt %d, %s" % (rng.randrange(1, 40), s)
    elif c == "AU":
        s = "%d %s %s" % (n, nm, rng.choice(PL.AU_ST))
        if rng.random() < 0.2:
            s = "%d/%s" % (rng.randrange(1, 20), s)
    else:
        s = "%d %s %s" % (rng.randrange(10, 9900), nm, rng.choice(PL.US_ST))
        if rng.random() < 0.2:
            s += rng.choice([", Apt %d", ", Unit %d", " #%d", ", Suite %d"]) % rng.randrange(1, 400)
    return s


def postcode(rng, c, key):
    L = "ABDEFGHJLNPQRSTUWXYZ"
    if c == "UK":
        return "%s%d %d%s" % (key, rng.randrange(1, 30), rng.randrange(10), ids.letters(rng, 2, L))
    if c == "US":
        z = key + ids.digits(rng, 2)
        return z + "-" + ids.digits(rng, 4) if rng.random() < 0.2 else z
    if c == "CA":
        return "%s%d%s %d%s%d" % (key, rng.randrange(10), ids.letters(rng, 1, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10),
                                  ids.letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    if c == "AU":
        return key + ids.digits(rng, 3)
    if c == "IE":
        x = "ACDEFHKNPRTVWXY0123456789"
        return "%s %s" % (key, "".join(rng.choice(x) for _ in range(4)))
    raise ValueError(c)


def new_addr(rng, c, near=None):
    if c == "UK":
        town, county, key = near or rng.choice(PL.UK_TOWNS)
        house = rng.choice(PL.UK_HOUSE_NAMES) if rng.random() < 0.07 else None
        return Addr(c, street_line(rng, c), town, county, None, postcode(rng, c, key), house)
    if c == "IE":
        town, county, key = near or rng.choice(PL.IE_TOWNS)
        house = rng.choice(PL.IE_HOUSE_NAMES) if rng.random() < 0.07 else None
        return Addr(c, street_line(rng, c), town, county, None, postcode(rng, c, key), house)
    pool = {"US": PL.US_CITIES, "CA": PL.CA_CITIES, "AU": PL.AU_CITIES}[c]
    city, st, ab, key = near or rng.choice(pool)
    return Addr(c, street_line(rng, c), city, st, ab, postcode(rng, c, key))


def addr_lines(a, rng, county=None):
    """Address as a list of lines (each a piece list)."""
    lines = []
    if a.house:
        lines.append([P(a.house, "STREET")])
    lines.append([P(a.street, "STREET")])
    if a.c == "UK":
        lines.append([P(a.city, "CITY")])
        if county if county is not None else rng.random() < 0.4:
            lines.append([P(a.region, "CITY")])
        lines.append([P(a.zip, "ZIP")])
    elif a.c == "IE":
        lines.append([P(a.city, "CITY")])
        if a.region != a.city:
            lines.append(["Co. ", P(a.region, "CITY")])
        lines.append([P(a.zip, "ZIP")])
    elif a.c == "AU":
        lines.append([P(a.city.upper() if rng.random() < 0.4 else a.city, "CITY"), " ", P(a.region_abbr, "STATE"), " ",
                      P(a.zip, "ZIP")])
    else:
        lines.append([P(a.city, "CITY"), ", ", P(a.region_abbr, "STATE"), " ", P(a.zip, "ZIP")])
    return lines


def addr_block(a, rng, sep="\n", county=None):
    out = []
    for i, ln in enumerate(addr_lines(a, rng, county)):
        if i:
            out.append(sep)
        out.append(ln)
    return out


def addr_inline(a, rng):
    return addr_block(a, rng, ", ", county=False)


def town_region(a, rng):
    """'Leeds' / 'Springfield, IL' / 'Ballincollig, Co. Cork' style mention."""
    if a.c in ("US", "CA", "AU"):
        if rng.random() < 0.5:
            return [P(a.city, "CITY"), ", ", P(a.region if rng.random() < 0.5 else a.region_abbr, "STATE")]
        return [P(a.city, "CITY")]
    if a.c == "IE" and rng.random() < 0.5 and a.city != a.region:
        return [P(a.city, "CITY"), ", Co. ", P(a.region, "CITY")]
    return [P(a.city, "CITY")]


# ------------------------------------------------------------ organisations
class Hospital(object):
    pass


def hospital_name(rng, c):
    stem = rng.choice(PL.STEMS)
    if c == "UK":
        pats = ["%s General Hospital", "%s Royal Infirmary", "%s University Hospital", "%s District General Hospital",
                "St %s's Hospital", "%s Community Hospital", "Royal %s Hospital"]
    elif c == "IE":
        pats = ["%s University Hospital", "St %s's Hospital", "%s Regional Hospital", "Mercy Hospital %s",
                "%s General Hospital"]
    elif c == "AU":
        pats = ["%s Base Hospital", "%s Health Service", "%s District Hospital", "St %s's Hospital",
                "%s University Hospital", "Royal %s Hospital"]
    elif c == "CA":
        pats = ["%s Health Sciences Centre", "%s General Hospital", "St. %s's Hospital", "%s Regional Health Centre",
                "%s University Hospital"]
    else:
        pats = ["%s Regional Medical Center", "%s Memorial Hospital", "%s University Medical Center",
                "St. %s Medical Center", "%s Community Hospital", "%s Health System"]
    pat = rng.choice(pats)
    if "St" in pat and "%s's" in pat or pat.startswith("St. %s M"):
        return pat % rng.choice(PL.SAINTS)
    return pat % stem


def new_hospital(rng, c):
    h = Hospital()
    h.c = c
    h.name = hospital_name(rng, c)
    h.addr = new_addr(rng, c)
    h.phone = ids.phone(rng, c, "land")
    h.fax = ids.phone(rng, c, "land")
    words = [w.replace("'s", "") for w in h.name.split() if w not in ("St", "St.", "Royal", "Mercy", "Hospital")]
    stem = words[0]
    h.stem = stem
    h.email = ids.dept_email(rng, stem)
    h.url = ids.url(rng, stem)
    h.mrn_style = ids.mrn_style(rng, c)
    h.wards = ["%s Ward" % w for w in rng.sample(PL.WARD_NAMES, 3)] + ["Ward %d%s" % (rng.randrange(1, 40), rng.choice(["", "A", "B"]))]
    h.infusion_unit = "%s %s" % (rng.choice(PL.WARD_NAMES), rng.choice(PL.UNIT_WORDS))
    h.building = rng.choice(PL.BUILDINGS)
    h.advice_phone = ids.phone(rng, c, "land")
    h.lab = rng.choice(PL.LABS)
    h.ip_net = "10.%d.%d" % (rng.randrange(256), rng.randrange(256))
    return h


def practice_name(rng, c, addr):
    stem = rng.choice(PL.STEMS)
    if c in ("US",):
        pats = ["%s Family Medicine", "%s Primary Care Associates", "%s Internal Medicine Group", "%s Family Health Center"]
    elif c == "CA":
        pats = ["%s Family Health Team", "%s Medical Clinic", "%s Family Practice"]
    elif c == "AU":
        pats = ["%s Medical Centre", "%s Family Practice", "%s General Practice", "%s Clinic"]
    else:
        pats = ["%s Surgery", "%s Medical Centre", "%s Health Centre", "The %s Practice", "%s Family Practice"]
    return rng.choice(pats) % stem


class GP(object):
    pass


def new_gp(rng, c, near=None):
    g = GP()
    g.p = new_person(rng, middle_p=0.05)
    g.p.title = "Dr"
    g.addr = new_addr(rng, c, near)
    g.practice = practice_name(rng, c, g.addr)
    g.phone = ids.phone(rng, c, "land")
    g.fax = ids.phone(rng, c, "land")
    g.email = ids.email_for(rng, g.practice.split()[0], "reception") if rng.random() < 0.5 else \
        ids.email_for(rng, g.p.first, g.p.last)
    return g


def org_name(rng, c):
    stem = rng.choice(PL.STEMS)
    if c == "US" and rng.random() < 0.6:
        return "%s %s" % (stem, rng.choice(PL.US_ORG_HEADS))
    return "%s %s" % (stem, rng.choice(PL.ORG_HEADS))


def school_name(rng):
    return "%s %s" % (rng.choice(PL.STEMS), rng.choice(PL.SCHOOL_HEADS))


def university_name(rng):
    return rng.choice(["University of %s", "%s University", "%s Institute of Technology", "%s College"]) % rng.choice(PL.STEMS)


def near_tuple(c, city):
    pool = {"UK": PL.UK_TOWNS, "IE": PL.IE_TOWNS, "US": PL.US_CITIES, "CA": PL.CA_CITIES, "AU": PL.AU_CITIES}[c]
    for t in pool:
        if t[0] == city:
            return t
    return None


def today_range():
    return datetime.date(2019, 1, 7), datetime.date(2025, 6, 27)
