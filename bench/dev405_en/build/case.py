"""A donation case: the people, places, identifiers and dates one note uses.

Every choice draws from the single random.Random passed in."""

import datetime

import ids
import pools_misc as PM
import pools_names as PN
import pools_places as PP

BRIT = {"UK", "IE", "AU", "NZ"}

_AMER = [("haemorrhage", "hemorrhage"), ("ischaemic", "ischemic"),
         ("oedema", "edema"), ("anaesthe", "anesthe"), ("haemo", "hemo"),
         ("noradrenaline", "norepinephrine"), ("paediatric", "pediatric"),
         ("centre", "center"), ("organis", "organiz"), ("authoris", "authoriz"),
         ("haem", "hem"), ("colour", "color"), ("programme", "program"),
         ("hypercholesterolaemia", "hypercholesterolemia"), ("appendicectomy", "appendectomy"),
         ("theatre", "OR"), ("Hartmann's solution", "lactated Ringer's"),
         ("mobilis", "mobiliz"), ("2nd set of BSDT", "2nd brain death exam"), ("BSDT", "brain death testing"),
         ("brain stem tests", "brain death examinations"), ("recognis", "recogniz"), ("apologis", "apologiz")]


def loc(c, s):
    """Localise spelling of plain clinical text for North America."""
    if c not in ("US", "CA"):
        return s
    for a, b in _AMER:
        s = s.replace(a, b)
    return s


class Person:
    def __init__(self, first, last, sex, mid=None):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def title(self, rng, married=None):
        if self.sex == "M":
            return "Mr"
        return rng.choice(["Mrs", "Ms", "Ms", "Miss"])


def person(rng, sex=None):
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(PN.MALE if sex == "M" else PN.FEMALE)
    last = rng.choice(PN.SURNAMES)
    mid = rng.choice("ABCDEFGHJKLMNPRST") if rng.random() < 0.3 else None
    return Person(first, last, sex, mid)


def nm(rng, p, typ, style=None, title=None):
    """Return pieces for a name. The title is outside the span."""
    styles = ["full", "full", "full", "title", "lastfirst", "fi_last", "first"]
    if style is None:
        style = rng.choice(styles)
    if style == "full":
        return (p.first + " " + p.last, typ)
    if style == "mid":
        if p.mid:
            return ("%s %s. %s" % (p.first, p.mid, p.last), typ)
        return (p.first + " " + p.last, typ)
    if style == "title":
        t = title or p.title(rng)
        return [t + " ", (p.last, typ)]
    if style == "titlefull":
        t = title or p.title(rng)
        return [t + " ", (p.first + " " + p.last, typ)]
    if style == "lastfirst":
        return ("%s, %s" % (p.last.upper(), p.first), typ)
    if style == "LASTFIRST":
        return ("%s, %s%s" % (p.last.upper(), p.first.upper(), " " + p.mid if p.mid else ""), typ)
    if style == "fi_last":
        return ("%s. %s" % (p.first[0], p.last), typ)
    if style == "first":
        return (p.first, typ)
    if style == "last":
        return (p.last, typ)
    if style == "initials":
        return ("%s.%s." % (p.first[0], p.last[0]), typ)
    if style == "inits":
        return ((p.first[0] + p.last[0]).upper(), typ)
    if style == "lowinits":
        return ((p.first[0] + p.last[0]).lower(), typ)
    raise ValueError(style)


class Staff(Person):
    pass


def staff(rng, c, role, avoid=()):
    p = person(rng)
    while p.last in avoid:
        p = person(rng)
    s = Staff(p.first, p.last, p.sex, p.mid)
    s.role = role
    doctorish = role in ("consultant", "registrar", "surgeon", "neuro", "pathologist",
                         "physician", "anaesthetist", "fellow", "medex", "scientist_c")
    if doctorish:
        s.tt = "Mr" if (role == "surgeon" and c in ("UK", "IE") and rng.random() < 0.6 and p.sex == "M") else \
            ("Ms" if (role == "surgeon" and c in ("UK", "IE") and rng.random() < 0.6) else "Dr")
        if role == "scientist_c":
            s.tt = "Dr"
    else:
        s.tt = "Mr" if p.sex == "M" else rng.choice(["Ms", "Mrs"])
    s.user = ids.username(rng, p.first, p.last)
    s.lic = ids.licence(rng, c, nurse=not doctorish)
    s.phone = ids.phone(rng, c, rng.choice(["mobile", "land", "ext"]))
    s.bleep = ids.phone(rng, c, "bleep")
    s.email = ids.email(rng, p.first, p.last)
    return s


def hospital(rng, c):
    stem = rng.choice(PP.HOSP_STEMS[c])
    suf = rng.choice(PP.HOSP_SUFFIX[c])
    name = stem + " " + suf
    words = [w for w in name.replace("-", " ").split() if w[0].isalpha()]
    abbr = "".join(w[0] for w in words if w[0].isupper())
    if len(abbr) < 2:
        abbr = None
    return {"name": name, "abbr": abbr, "stem": stem}


def unit(rng, c):
    return rng.choice(PP.UNIT_STEMS) + " " + rng.choice(PP.UNIT_KIND[c])


def practice(rng, c):
    return rng.choice(PP.PRACTICE_STEMS) + " " + rng.choice(PP.PRACTICE_KIND[c])


def address(rng, c):
    g = rng.choice(PP.GEO[c])
    town = rng.choice(g[3])
    reg = g[:3]
    z = ids.postcode(rng, c)
    if c == "UK":
        z = PP.UK_PC.get(town, "LS") + z.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    if c == "CA":
        z = rng.choice({"ON": "KLMNP", "MB": "R", "SK": "S", "AB": "T", "BC": "V", "NS": "B", "NB": "E",
                        "QC": "GHJ"}[reg[1]]) + z[1:]
    if c == "AU":
        z = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08",
             "ACT": "26"}[reg[1]] + z[1:]
        z = z[:4]
    return {"street": ids.street(rng, c, PP.STREET_STEMS, PP.STREET_SUFFIX), "town": town,
            "region": reg, "zip": z}


def addr_pieces(rng, c, a, sep=", ", full=True):
    """Street, town, region, postcode as separate spans."""
    name, abbr, rtype = a["region"]
    out = [(a["street"], "STREET"), sep, (a["town"], "CITY")]
    if c in ("US", "CA", "AU"):
        out += [", " if c != "AU" else " ", (abbr if (abbr and rng.random() < 0.75) else name, rtype)]
        out += [" " if c != "CA" else "  " if rng.random() < 0.1 else " ", (a["zip"], "ZIP")]
    elif c == "IE":
        if rng.random() < 0.6:
            out += [", Co. ", (name, "CITY")]
        out += [sep, (a["zip"], "ZIP")]
    elif c == "NZ":
        out += [" ", (a["zip"], "ZIP")]
    else:
        if full and rng.random() < 0.4:
            out += [sep, (name, "CITY")]
        out += [sep, (a["zip"], "ZIP")]
    return out


def employer_for(rng, prof):
    for keys, emps in PP.EMPLOYER_BY_KEY:
        if prof and any(w in prof for w in keys):
            return rng.choice(emps)
    return None


def profession(rng, c):
    p = rng.choice(PM.PROFESSIONS)
    if c in ("US", "CA"):
        p = PM.PROF_US.get(p, p)
    return p


class Case:
    def __init__(self, rng, c):
        self.rng = rng
        self.c = c
        self.brit = c in BRIT
        self.date = ids.rand_date(rng)
        sex = rng.choice("MF")
        self.donor = person(rng, sex)
        self.age = rng.choice([rng.randrange(16, 86), rng.randrange(35, 72), rng.randrange(45, 70)])
        self.dob = ids.dob_for_age(rng, self.date, self.age)
        self.prof = profession(rng, c) if self.age >= 18 else None
        self.employer = employer_for(rng, self.prof)
        self.addr = address(rng, c)
        self.born = rng.choice(PP.WORLD) if rng.random() < 0.35 else None
        home = {"UK": ("England", "Scotland", "Wales"), "US": ("United States",), "CA": ("Canada",),
                "AU": ("Australia",), "IE": ("Ireland",), "NZ": ("New Zealand",)}[c]
        abroad = [w for w in PP.WORLD if w not in home]
        if self.born in home:
            self.born = rng.choice(abroad)
        self.travel = rng.choice(abroad)
        self.hosp = hospital(rng, c)
        self.unit = unit(rng, c)
        self.bed = str(rng.randrange(1, 28)) + (rng.choice("AB") if rng.random() < 0.2 else "")
        self.room = rng.choice(["%d%02d" % (rng.randrange(2, 9), rng.randrange(1, 40)),
                                str(rng.randrange(1, 12))])
        self.theatre = str(rng.randrange(1, 16))
        self.gp_practice = practice(rng, c)
        self.gp = person(rng)
        self.tx = [hospital(rng, c) for _ in range(3)]
        self.org = rng.choice(PP.DONOR_ORGS[c])
        self.town_h = rng.choice(PP.TOWNS[c])
        # next of kin
        rels = list(PN.RELATIONS[sex])
        if self.age >= 45:
            rels = [r for r in rels if r not in ("grandmother", "aunt", "uncle")]
        if self.age >= 68:
            rels = [r for r in rels if r not in ("mother", "father")]
        if self.age < 30:
            rels = [r for r in rels if r not in ("son", "daughter", "stepson", "stepdaughter", "ex-wife", "nephew", "niece")]
        rng.shuffle(rels)
        self.nok = []
        for r in rels[:rng.randrange(2, 5)]:
            rs = PN.REL_SEX[r] or rng.choice("MF")
            p = person(rng, rs)
            if r in ("son", "daughter", "father", "brother", "sister", "stepson", "stepdaughter",
                     "nephew", "niece") and rng.random() < 0.6:
                p.last = self.donor.last
            if r in ("wife", "husband") and rng.random() < 0.7:
                p.last = self.donor.last
            p.rel = r
            p.phone = ids.phone(rng, c, rng.choice(["mobile", "mobile", "land"]))
            p.prof = profession(rng, c)
            off = {"son": -28, "daughter": -28, "stepson": -25, "stepdaughter": -25, "mother": 27, "father": 29,
                   "grandmother": 50, "aunt": 25, "uncle": 25, "nephew": -25, "niece": -25}.get(r, 0)
            p.age = max(16, min(95, self.age + off + rng.randrange(-6, 7)))
            self.nok.append(p)
        # staff
        self.coord = staff(rng, c, "coord", (self.donor.last,))
        self.coord2 = staff(rng, c, "coord", (self.donor.last,))
        self.cons = staff(rng, c, "consultant", (self.donor.last,))
        self.reg = staff(rng, c, "registrar", (self.donor.last,))
        self.nurse = staff(rng, c, "nurse", (self.donor.last,))
        self.surg = staff(rng, c, "surgeon", (self.donor.last,))
        self.surg2 = staff(rng, c, "surgeon", (self.donor.last,))
        self.sci = staff(rng, c, "scientist", (self.donor.last,))
        self.scic = staff(rng, c, "scientist_c", (self.donor.last,))
        self.hub = staff(rng, c, "hub", (self.donor.last,))
        self.chap = staff(rng, c, "chaplain", (self.donor.last,))
        # identifiers
        self.mrn = ids.mrn(rng, c)
        self.nat = ids.national_health(rng, c)
        self.ssn = ids.ssn(rng, c)
        self.donor_id = ids.donor_id(rng, c)
        self.ref = ids.ref_no(rng, self.date.year, "REF")
        self.acct = ids.account(rng)
        self.plan = ids.insurer_id(rng, c)
        # dates
        self.adm = self.date - datetime.timedelta(days=rng.randrange(0, 6))
        self.don_date = self.date + datetime.timedelta(days=rng.randrange(0, 2))
        cause = PM.CAUSES[rng.randrange(len(PM.CAUSES))]
        self.cause = loc(c, cause[0])
        self.cause_short = cause[1]
        self.path = cause[2]
        self.bg = rng.choice(PM.BLOOD_GROUPS)
        self.height = rng.randrange(150, 195)
        self.weight = rng.randrange(48, 120)
        self.pmh = sorted(rng.sample(PM.PMH, rng.randrange(1, 4)))
        self.faith = rng.choice(PM.FAITHS)
        self.hobby = rng.choice([h for h in PM.HOBBIES if (h != "kapa haka" or c == "NZ")
                                 and (h != "hurling" or c == "IE")])

    # convenience ---------------------------------------------------------
    def d(self, d, style=None):
        return (ids.fmt_date(self.rng, self.c, d, style), "DATE")

    def L(self, s):
        return loc(self.c, s)

    def hname(self, h, abbr_ok=True):
        if abbr_ok and h["abbr"] and self.rng.random() < 0.2:
            return (h["abbr"], "HOSPITAL")
        return (h["name"], "HOSPITAL")

    def kin(self, i=0):
        return self.nok[i % len(self.nok)]

    def coord_role(self):
        return {"UK": "SNOD", "US": "OPO coordinator", "CA": "donation coordinator",
                "AU": "donation specialist nurse", "IE": "donor coordinator",
                "NZ": "donor coordinator"}[self.c]

    def unit_word(self):
        return {"UK": "ITU", "US": "ICU", "CA": "ICU", "AU": "ICU", "IE": "ICU", "NZ": "ICU"}[self.c]

    def theatre_word(self):
        return "theatre" if self.brit else "OR"
