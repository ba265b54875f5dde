"""Per-note context: patient, relatives, clinicians, care sites, addresses, identifiers."""
import datetime

import ids
import pools_names as PN
import pools_places as PP

TITLE_DOT = ("US", "CA")


class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    def initials(self):
        return self.first[0] + self.last[0]


def person(rng, sex=None):
    if sex is None:
        sex = "F" if rng.random() < 0.55 else "M"
    first = rng.choice(PN.FEMALE if sex == "F" else PN.MALE)
    last = rng.choice(PN.SURNAMES)
    middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.35 else None
    p = Person(first, middle, last, sex)
    p.title = "Mr" if sex == "M" else rng.choice(("Mrs", "Mrs", "Mrs", "Ms", "Miss"))
    return p


# ------------------------------------------------------------------ name renderings
def title_of(p, country, rng=None):
    t = getattr(p, "title", "Mr" if p.sex == "M" else "Mrs")
    return t + "." if country in TITLE_DOT and t != "Miss" else t


def N(p, typ, style, country="UK", rng=None):
    """A name as a list of plain strings and (value, TYPE) tuples; titles stay outside."""
    f, l, m = p.first, p.last, p.middle
    if style == "full":
        return [(f + " " + l, typ)]
    if style == "fullmid":
        return [(f + " " + (m + ". " if m else "") + l, typ)]
    if style == "inv":
        return [(l + ", " + f, typ)]
    if style == "INV":
        return [(l.upper() + ", " + f + (" " + m if m else ""), typ)]
    if style == "INVALL":
        return [(l.upper() + ", " + f.upper(), typ)]
    if style == "title":
        return [title_of(p, country, rng) + " ", (l, typ)]
    if style == "titlefull":
        return [title_of(p, country, rng) + " ", (f + " " + l, typ)]
    if style == "first":
        return [(f, typ)]
    if style == "last":
        return [(l, typ)]
    if style == "init":
        return [(p.initials(), typ)]
    if style == "initdots":
        return [(f[0] + "." + l[0] + ".", typ)]
    if style == "firstinit":
        return [(f + " " + l[0] + ".", typ)]
    if style == "initlast":
        return [(f[0] + ". " + l, typ)]
    if style == "dr":
        return ["Dr. " if country in TITLE_DOT else "Dr ", (l, typ)]
    if style == "drfull":
        return ["Dr. " if country in TITLE_DOT else "Dr ", (f + " " + l, typ)]
    if style == "drinit":
        return ["Dr. " if country in TITLE_DOT else "Dr ", (f[0] + " " + l, typ)]
    raise ValueError(style)


def pick_style(rng, styles):
    return styles[rng.randrange(len(styles))]


# ------------------------------------------------------------------ addresses
class Addr:
    pass


def street_line(rng, country, base=None, num=None):
    base = base or rng.choice(PP.STREET_BASES)
    suf = rng.choice(PP.STREET_SUFFIX[country])
    num = num or rng.choice((rng.randrange(1, 60), rng.randrange(1, 200), rng.randrange(100, 9999) if country in ("US", "CA") else rng.randrange(1, 120)))
    s = "%d %s %s" % (num, base, suf)
    r = rng.random()
    if country == "UK" and r < 0.15:
        s = "Flat %d, %s" % (rng.randrange(1, 12), s)
    elif country == "US" and r < 0.2:
        s = "%s, Apt %d%s" % (s, rng.randrange(1, 9), rng.choice("ABCD"))
    elif country == "CA" and r < 0.15:
        s = "%d-%s" % (rng.randrange(101, 1200), s)
    elif country == "AU" and r < 0.25:
        s = "%d/%s" % (rng.randrange(1, 20), s)
    elif country == "NZ" and r < 0.2:
        s = "%d%s %s %s" % (num, rng.choice("ABC"), base, suf)
    elif country == "IE" and r < 0.15:
        s = "Apt %d, %s" % (rng.randrange(1, 30), s)
    return s


TOWNS = {"UK": PP.UK_TOWNS, "US": PP.US_TOWNS, "CA": PP.CA_TOWNS, "AU": PP.AU_TOWNS, "NZ": PP.NZ_TOWNS,
         "IE": PP.IE_TOWNS}


def address(rng, country, town_idx=None, street=None):
    a = Addr()
    a.country = country
    if town_idx is None:
        town_idx = rng.randrange(len(TOWNS[country]))
    a.town_idx = town_idx
    if country == "UK":
        t = PP.UK_TOWNS[town_idx if town_idx is not None else rng.randrange(len(PP.UK_TOWNS))]
        a.town, a.region, a.region_type, a.area, a.scot = t[0], t[1], "CITY", t[3], t[4]
        a.postcode = ids.uk_postcode(rng, t[2])
        a.region_full = t[1]
    elif country == "US":
        t = PP.US_TOWNS[town_idx if town_idx is not None else rng.randrange(len(PP.US_TOWNS))]
        a.town, a.region, a.region_full, a.region_type, a.area = t[0], t[1], t[2], "STATE", t[4]
        a.postcode = ids.us_zip(rng, t[3])
    elif country == "CA":
        t = PP.CA_TOWNS[town_idx if town_idx is not None else rng.randrange(len(PP.CA_TOWNS))]
        a.town, a.region, a.region_full, a.region_type, a.area = t[0], t[1], t[2], "STATE", t[4]
        a.postcode = ids.ca_postal(rng, t[3])
    elif country == "AU":
        t = PP.AU_TOWNS[town_idx if town_idx is not None else rng.randrange(len(PP.AU_TOWNS))]
        a.town, a.region, a.region_full, a.region_type, a.area = t[0], t[1], t[2], "STATE", t[5]
        a.postcode = ids.au_postcode(rng, t[3], t[4])
    elif country == "NZ":
        t = PP.NZ_TOWNS[town_idx if town_idx is not None else rng.randrange(len(PP.NZ_TOWNS))]
        a.town, a.region, a.region_full, a.region_type, a.area = t[0], t[1], t[1], "STATE", t[4]
        a.postcode = ids.au_postcode(rng, t[2], t[3])
    else:
        t = PP.IE_TOWNS[town_idx if town_idx is not None else rng.randrange(len(PP.IE_TOWNS))]
        a.town, a.region, a.region_full, a.region_type, a.area = t[0], t[1], t[1], "CITY", t[3]
        a.postcode = ids.eircode(rng, t[2])
    if not hasattr(a, "scot"):
        a.scot = 0
    a.street = street or street_line(rng, country)
    return a


def addr_items(a, style="multi", sep="\n", with_street=True, upper_town=False):
    """Address as items; parts become separate spans."""
    out = []
    if with_street:
        out += [(a.street, "STREET"), "," + (" " if style == "single" else "") if style == "single" else sep]
    town = a.town.upper() if upper_town else a.town
    c = a.country
    if c == "UK":
        out.append((town, "CITY"))
        if a.region and style == "multi":
            out += [sep, (a.region, "CITY")]
        out += [sep if style == "multi" else " ", (a.postcode, "ZIP")]
    elif c in ("US", "CA"):
        out += [(town, "CITY"), ", ", (a.region, "STATE"), " " if c == "US" else "  ", (a.postcode, "ZIP")]
    elif c == "AU":
        out += [(town, "CITY"), " ", (a.region, "STATE"), " ", (a.postcode, "ZIP")]
    elif c == "NZ":
        out += [(town, "CITY"), " ", (a.postcode, "ZIP")]
    else:
        out.append((town, "CITY"))
        out += [sep if style == "multi" else ", ", "Co. ", (a.region, "CITY")]
        out += [sep if style == "multi" else ", ", (a.postcode, "ZIP")]
    return out


# ------------------------------------------------------------------ staff
ROLES = {
    "fls": {"UK": ("Fracture Liaison Nurse Specialist", "RGN"), "US": ("FLS Coordinator", "RN, BSN"),
            "CA": ("Fracture Liaison Coordinator", "RN"), "AU": ("Fracture Liaison CNC", "RN"),
            "NZ": ("FLS Clinical Nurse Specialist", "RN"), "IE": ("CNS Fracture Liaison", "RGN")},
    "cons": {"UK": ("Consultant Orthogeriatrician", "MBChB FRCP"), "US": ("Endocrinology", "MD"),
             "CA": ("Rheumatologist", "MD FRCPC"), "AU": ("Staff Specialist, Endocrinology", "FRACP"),
             "NZ": ("Consultant Geriatrician", "FRACP"), "IE": ("Consultant Geriatrician", "MB BCh BAO FRCPI")},
    "reg": {"UK": ("Specialty Registrar", "MBBS MRCP"), "US": ("PGY-2 Resident", "MD"),
            "CA": ("PGY-3 Resident", "MD"), "AU": ("Advanced Trainee", "MBBS"),
            "NZ": ("Medical Registrar", "MBChB"), "IE": ("Specialist Registrar", "MB MRCPI")},
    "dxa": {"UK": ("DXA Radiographer", "BSc (Hons)"), "US": ("Bone Densitometry Technologist", "RT(R)(BD)"),
            "CA": ("Bone Density Technologist", "MRT(R)"), "AU": ("Bone Densitometry Radiographer", "BMedRad"),
            "NZ": ("Medical Imaging Technologist", "MRT"), "IE": ("Clinical Specialist Radiographer", "BSc")},
    "gp": {"UK": ("General Practitioner", "MRCGP"), "US": ("Primary Care", "MD"), "CA": ("Family Physician", "MD CCFP"),
           "AU": ("General Practitioner", "FRACGP"), "NZ": ("General Practitioner", "FRNZCGP"),
           "IE": ("General Practitioner", "MICGP")},
    "nurse": {"UK": ("Staff Nurse", "RN"), "US": ("Infusion Nurse", "RN, CRNI"), "CA": ("Registered Nurse", "RN"),
              "AU": ("Registered Nurse", "RN"), "NZ": ("Registered Nurse", "RN"), "IE": ("Staff Nurse", "RGN")},
    "physio": {"UK": ("Physiotherapist", "MCSP"), "US": ("Physical Therapist", "PT, DPT"),
               "CA": ("Physiotherapist", "PT"), "AU": ("Physiotherapist", "BPhty"),
               "NZ": ("Physiotherapist", "BPhty"), "IE": ("Senior Physiotherapist", "MISCP")},
    "ot": {"UK": ("Occupational Therapist", "BSc OT"), "US": ("Occupational Therapist", "OTR/L"),
           "CA": ("Occupational Therapist", "OT Reg."), "AU": ("Occupational Therapist", "BOccThy"),
           "NZ": ("Occupational Therapist", "NZROT"), "IE": ("Occupational Therapist", "BSc OT")},
    "pharm": {"UK": ("Clinical Pharmacist", "MPharm"), "US": ("Clinical Pharmacist", "PharmD"),
              "CA": ("Clinical Pharmacist", "BScPhm"), "AU": ("Clinical Pharmacist", "BPharm"),
              "NZ": ("Clinical Pharmacist", "BPharm"), "IE": ("Senior Pharmacist", "MPharm")},
    "rad": {"UK": ("Consultant Radiologist", "FRCR"), "US": ("Radiologist", "MD"), "CA": ("Radiologist", "MD FRCPC"),
            "AU": ("Radiologist", "FRANZCR"), "NZ": ("Radiologist", "FRANZCR"), "IE": ("Consultant Radiologist", "FFR RCSI")},
}


class Staff(Person):
    pass


def staff(rng, c, role):
    p = person(rng, "F" if rng.random() < 0.6 else "M")
    s = Staff(p.first, p.middle, p.last, p.sex)
    s.role, s.cred = ROLES[role][c.country]
    kind = "doctor" if role in ("cons", "reg", "gp", "rad") else "nurse"
    if role in ("physio", "ot", "pharm", "dxa"):
        s.lic_label, s.lic = ids.allied_licence(rng, c.country, role)
    else:
        s.lic_label, s.lic = ids.licence(rng, c.country, kind)
    s.user = ids.username(rng, s.first, s.last)
    s.email = ids.email_person(rng, s.first, s.last)
    s.is_doctor = kind == "doctor"
    return s


# ------------------------------------------------------------------ care sites
class Site:
    pass


def hospital(rng, country, name=None):
    names = PP.HOSPITALS[country]
    i = names.index(name) if name else rng.randrange(len(names))
    h = Site()
    h.name = names[i]
    h.town_idx = (i * 7 + 3) % len(TOWNS[country])
    k = PP.COUNTRIES.index(country)
    st = "%d %s %s" % (10 + i * 13 + k * 7, PP.STREET_BASES[(i * 11 + 5 + k * 9) % len(PP.STREET_BASES)],
                       PP.STREET_SUFFIX[country][i % len(PP.STREET_SUFFIX[country])])
    h.addr = address(rng, country, h.town_idx, st)
    h.phone = ids.phone(rng, country, h.addr.area)
    h.fax = ids.phone(rng, country, h.addr.area)
    slug = ids.slug(h.name.split()[0] + " " + h.name.split()[1])
    h.email = rng.choice(("fls", "bonehealth", "fracture.liaison", "osteoporosis", "dxa")) + "." + slug + "@" + rng.choice(ids.DOMAINS)
    h.url = rng.choice(("www.", "https://www.", "https://")) + rng.choice(ids.DOMAINS) + "/" + slug + \
        rng.choice(("", "/bone-health", "/fracture-liaison", "/patients/osteoporosis", "/fls"))
    h.ward = rng.choice(PP.WARDS[country])
    h.dayunit = rng.choice(PP.DAY_UNITS[country])
    return h


def practice(rng, country, near=None):
    p = Site()
    p.name = rng.choice(PP.PRACTICES[country])
    p.addr = address(rng, country, near.town_idx if near is not None and rng.random() < 0.7 else None)
    p.phone = ids.phone(rng, country, p.addr.area)
    p.fax = ids.phone(rng, country, p.addr.area)
    p.email = ids.slug(p.name)[:18].strip("-") + "@" + rng.choice(ids.DOMAINS)
    return p


def occupation(rng, sex):
    while True:
        o = rng.choice(PP.OCCUPATIONS)
        if sex == "F" and o in ("postman", "fisherman"):
            continue
        if sex == "M" and o in ("postwoman", "seamstress"):
            continue
        return o


# ------------------------------------------------------------------ the context
class Ctx:
    pass


def make(rng, country, age_range=(52, 97)):
    c = Ctx()
    c.country = country
    c.us = country in ("US", "CA")
    c.today = ids.rand_date(rng, datetime.date(2021, 1, 4), datetime.date(2025, 6, 27))
    sex = "F" if rng.random() < 0.78 else "M"
    c.pt = person(rng, sex)
    c.female = sex == "F"
    c.age = rng.randrange(age_range[0], age_range[1] + 1)
    bday = ids.rand_date(rng, datetime.date(2001, 1, 1), datetime.date(2001, 12, 31))
    by = c.today.year - c.age - (1 if (bday.month, bday.day) > (c.today.month, c.today.day) else 0)
    c.dob = datetime.date(by, bday.month, bday.day)
    c.hosp = hospital(rng, country)
    c.addr = address(rng, country, c.hosp.town_idx if rng.random() < 0.55 else None)
    c.phone = ids.phone(rng, country, c.addr.area)
    c.mobile = ids.phone(rng, country, c.addr.area, "mobile")
    c.pt_email = ids.email_person(rng, c.pt.first, c.pt.last)
    c.mrn = ids.mrn(rng, country)
    c.nat_label, c.nat = None, None
    if country == "UK":
        if c.addr.scot:
            c.nat_label, c.nat = "CHI", ids.chi_number(rng, c.dob, c.female)
        else:
            c.nat_label, c.nat = "NHS No", ids.nhs_number(rng)
    elif country == "AU":
        c.nat_label, c.nat = "IHI", ids.ihi(rng)
    elif country == "NZ":
        c.nat_label, c.nat = "NHI", c.mrn
    c.hp_label, c.hp = {"US": "Member ID", "CA": "Health Card", "AU": "Medicare No", "IE": "GMS No",
                        "NZ": "Policy No", "UK": "Policy No"}[country], None
    if country == "CA":
        c.hp_label = {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP"}.get(c.addr.region, "Health Card")
    c.hp = ids.healthplan(rng, country, c.addr.region)
    c.ssn = ids.ssn(rng, country) if country in ("US", "CA", "IE") else None
    c.ssn_label = {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(country)
    c.insurer = rng.choice(PP.INSURERS[country])
    c.other_hosp = hospital(rng, country)
    c.prac = practice(rng, country, c.addr)
    c.gp = staff(rng, c, "gp")
    c.fls = staff(rng, c, "fls")
    c.cons = staff(rng, c, "cons")
    c.typist = person(rng)
    rel_sex = "F" if rng.random() < 0.6 else "M"
    c.rel = person(rng, rel_sex)
    if rng.random() < 0.6:
        c.rel.last = c.pt.last
    c.rel_word = rng.choice(PN.RELATIONS_F if rel_sex == "F" else PN.RELATIONS_M)
    if c.us:
        c.rel_word = c.rel_word.replace("neighbour", "neighbor")
    c.rel_phone = ids.phone(rng, country, c.addr.area, "mobile" if country != "US" else "land")
    c.occ = occupation(rng, sex)
    c.employer = rng.choice(PP.EMPLOYERS)
    c.year = c.today.year
    c.acct = ids.account(rng, country, c.year)
    return c


def D(c, d, style):
    return (ids.fmt_date(d, style, c.country), "DATE")


def sp(c, uk, us):
    """Spelling by country."""
    return us if c.country == "US" else uk
