"""Per-note context: locale, facility, clinicians, patient and family."""
import datetime as dt
import re

import pools
from core import P, make_person, reset_names, years_between, months_between, num_words, add_days, Person
from locales import LOCALES


def slug(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


class Clin:
    def __init__(self, person, role, cred, lic, username):
        self.p, self.role, self.cred, self.lic, self.username = person, role, cred, lic, username

    @property
    def is_dr(self):
        return self.role in ("doc", "paed", "obs") and not any(
            x in self.cred for x in ("PA-C", "NP", "FNP", "CPNP", "PNP"))


class Ctx:
    pass


def facility_name(r, loc, kind, city):
    c = loc.code
    pw = r.choice(pools.PLACE_WORDS)
    saint = r.choice(pools.SAINTS)
    sur = r.choice(pools.ORIGINS["anglo"][2] + pools.ORIGINS["irish"][2] + pools.ORIGINS["scottish_welsh"][2])
    if kind == "practice":
        opts = {
            "US": [f"{pw} Family Medicine", f"{pw} Family Health Center", f"{city} Community Health Center",
                   f"{sur} Family Practice", f"{pw} Primary Care", f"{city} Internal & Family Medicine"],
            "UK": [f"{pw} Surgery", f"{pw} Medical Practice", f"{pw} Health Centre", f"The {pw} Practice",
                   f"{city} Medical Group"],
            "CA": [f"{pw} Family Health Team", f"{city} Medical Clinic", f"{pw} Community Health Centre",
                   f"{pw} Family Practice"],
            "AU": [f"{pw} Medical Centre", f"{pw} Family Practice", f"{city} GP Clinic", f"{pw} Medical Clinic"],
            "IE": [f"{pw} Medical Centre", f"{pw} Family Practice", f"{city} Health Centre",
                   f"{sur} Medical Practice"],
            "NZ": [f"{pw} Medical Centre", f"{pw} Health", f"{city} Family Doctors", f"{pw} Medical"],
        }[c]
    elif kind == "hospital":
        opts = {
            "US": [f"{city} General Hospital", f"{city} Regional Medical Center", f"St. {saint}'s Medical Center",
                   f"{pw} Memorial Hospital"],
            "UK": [f"{city} General Hospital", f"{city} Royal Infirmary", f"St {saint}'s Hospital",
                   f"{city} District Hospital"],
            "CA": [f"{city} General Hospital", f"{city} Health Sciences Centre", f"St. {saint}'s Hospital"],
            "AU": [f"{city} Base Hospital", f"{city} Hospital", f"St {saint}'s Hospital", f"{pw} Hospital"],
            "IE": [f"University Hospital {city}", f"{city} General Hospital", f"St. {saint}'s Hospital",
                   f"{city} Regional Hospital"],
            "NZ": [f"{city} Hospital", f"{city} Base Hospital", f"{pw} Hospital"],
        }[c]
    elif kind == "children":
        opts = {
            "US": [f"{city} Children's Hospital", f"{pw} Pediatrics", f"{pw} Children's Clinic"],
            "UK": [f"{city} Children's Hospital", f"{city} Child Development Centre", f"{pw} Children's Unit"],
            "CA": [f"{city} Children's Hospital", f"{pw} Pediatric Clinic"],
            "AU": [f"{city} Children's Hospital", f"{pw} Paediatric Clinic"],
            "IE": [f"{city} Children's University Hospital", f"{pw} Paediatric Unit"],
            "NZ": [f"{city} Children's Hospital", f"{pw} Child Health Centre"],
        }[c]
    elif kind == "maternity":
        opts = {
            "US": [f"{city} Women's Health Center", f"{pw} OB/GYN Associates", f"{city} Birth Center"],
            "UK": [f"{city} Maternity Unit", f"{pw} Birth Centre", f"{city} Women's Hospital"],
            "CA": [f"{city} Midwifery Collective", f"{pw} Women's Health Clinic"],
            "AU": [f"{city} Women's Hospital", f"{pw} Maternity Clinic"],
            "IE": [f"{city} Maternity Hospital", f"{pw} Maternity Unit"],
            "NZ": [f"{city} Maternity Centre", f"{pw} Birthing Unit"],
        }[c]
    elif kind == "pharmacy":
        opts = [f"{sur}'s Pharmacy", f"{pw} Pharmacy", f"{city} Chemist", f"{pw} Pharmacy"]
        if c == "US":
            opts = [f"{pw} Drug", f"{sur} Pharmacy", f"{city} Apothecary"]
    elif kind == "smoking":
        opts = {
            "US": [f"{city} Tobacco Treatment Clinic", f"{pw} Quit Center"],
            "UK": [f"{city} Stop Smoking Service", f"{pw} Stop Smoking Clinic"],
            "CA": [f"{city} Quit Smoking Clinic", f"{pw} Tobacco Cessation Clinic"],
            "AU": [f"{city} Quit Clinic", f"{pw} Smoking Cessation Clinic"],
            "IE": [f"{city} Stop Smoking Clinic", f"{pw} Quit Clinic"],
            "NZ": [f"{city} Stop Smoking Clinic", f"{pw} Quit Clinic"],
        }[c]
    elif kind == "travel":
        opts = [f"{pw} Travel Clinic", f"{city} Travel Health Centre", f"{pw} Travel Medicine"]
    elif kind == "community":
        opts = {
            "US": [f"{city} County Health Department Clinic", f"{pw} Community Clinic"],
            "UK": [f"{pw} Health Centre", f"{city} Community Clinic", f"{pw} Clinic"],
            "CA": [f"{city} Public Health Unit", f"{pw} Community Health Centre"],
            "AU": [f"{city} Community Health Centre", f"{pw} Maternal and Child Health Centre"],
            "IE": [f"{city} Primary Care Centre", f"{pw} Health Centre"],
            "NZ": [f"{pw} Plunket Rooms", f"{city} Community Health Centre"],
        }[c]
    else:
        raise ValueError(kind)
    return r.choice(opts)


def school_name(r, loc, level, city):
    pw = r.choice(pools.PLACE_WORDS)
    saint = r.choice(pools.SAINTS)
    c = loc.code
    if level == "primary":
        opts = {"US": [f"{pw} Elementary School", f"{city} Elementary", f"{pw} Elementary"],
                "UK": [f"{pw} Primary School", f"{city} C of E Primary School", f"St {saint}'s RC Primary",
                       f"{pw} Infant School", f"{pw} Junior School"],
                "CA": [f"{pw} Public School", f"École {pw}", f"{city} Elementary School"],
                "AU": [f"{pw} Primary School", f"{city} State School", f"St {saint}'s Primary"],
                "IE": [f"Scoil {saint}", f"{city} National School", f"St. {saint}'s National School"],
                "NZ": [f"{pw} School", f"{city} Primary School", f"{pw} Kura"]}[c]
    elif level == "secondary":
        opts = {"US": [f"{city} High School", f"{pw} Middle School", f"{pw} High School"],
                "UK": [f"{city} Academy", f"{pw} High School", f"{city} Community College", f"{pw} Academy"],
                "CA": [f"{city} Secondary School", f"{pw} Collegiate", f"{pw} High School"],
                "AU": [f"{city} High School", f"{pw} Secondary College", f"{city} State High School"],
                "IE": [f"{city} Community School", f"Colaiste {saint}", f"St. {saint}'s College"],
                "NZ": [f"{city} College", f"{pw} High School", f"{city} Intermediate"]}[c]
    else:  # nursery / daycare
        opts = [f"{pw} Nursery", f"Little {r.choice(['Acorns', 'Explorers', 'Sprouts', 'Owls', 'Stars'])} Day Nursery",
                f"{city} Playgroup", f"{pw} Early Learning Centre"]
        if c == "US":
            opts = [f"{pw} Daycare", f"Little {r.choice(['Acorns', 'Explorers', 'Sprouts'])} Learning Center"]
        if c == "NZ":
            opts = [f"{pw} Kindergarten", f"{city} Kohanga Reo", f"{pw} Early Learning Centre"]
    return r.choice(opts)


def make_clin(r, loc, role, sex=None):
    p = make_person(r, loc.code, sex=sex, middle_p=0.1, new_family=True)
    return Clin(p, role, loc.cred(role), loc.licence(role), loc.username(p))


def new_ctx(r, code, genre):
    reset_names()
    c = Ctx()
    c.r = r
    c.loc = LOCALES[code](r)
    c.code = code
    c.genre = genre
    loc = c.loc
    start = dt.date(2023, 1, 2)
    c.visit = add_days(start, r.randint(0, 1050))
    while c.visit.weekday() == 6 or (c.visit.month, c.visit.day) in ((12, 25), (12, 26), (1, 1)):
        c.visit = add_days(c.visit, 1)
    c.time = f"{r.randint(8, 17):02d}:{r.choice(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55', '12', '48', '07'])}"
    c.addr = loc.address()
    c.city, c.state = c.addr["city"], c.addr["state"]
    # facility in same city (usually) with its own street address
    fa = loc.address()
    fa["city"], fa["state"] = c.addr["city"], c.addr["state"]
    fa["zip"] = c.loc.zip_near(c.addr)
    if r.random() < 0.15 and code in ("US",):
        fa["street"] = fa["street"].split(",")[0] + f", Suite {r.randint(100, 450)}"
    c.fac_addr = fa
    c.practice = facility_name(r, loc, "practice", c.city)
    c.hospital = facility_name(r, loc, "hospital", r.choice([c.city, r.choice(pools.CITIES[code])[0]]))
    if code == "CA":
        c.ph, c.fax, c.area = loc.phone_pair(c.state)
    elif code == "AU":
        c.ph, c.fax, c.area = loc.phone_pair(c.state)
    else:
        c.ph, c.fax, c.area = loc.phone_pair()
    s = slug(c.practice)[:22]
    c.domain = r.choice([f"{s}.example.org", f"{s}.example.com", f"{s}.example"])
    c.url = r.choice([f"www.{c.domain}", f"https://www.{c.domain}", f"https://{c.domain}/book",
                      f"www.{c.domain}/appointments", f"https://portal.{c.domain}"])
    c.clinic_email = r.choice(["reception", "admin", "appointments", "info", "frontdesk"]) + "@" + c.domain
    return c


def make_family(r, loc, patient, relation, sex=None, same_surname=True, same_origin=0.85):
    fam = patient.family if same_surname else None
    origin = getattr(patient, "origin", None) if r.random() < same_origin else None
    if sex is None:
        sex = {"mother": "F", "father": "M", "wife": "F", "husband": "M", "sister": "F", "brother": "M",
               "grandmother": "F", "grandfather": "M", "daughter": "F", "son": "M", "aunt": "F", "uncle": "M",
               "nan": "F", "stepfather": "M"}.get(relation, r.choice("FM"))
    p = make_person(r, loc.code, sex=sex, family=fam, origin=origin, middle_p=0.05)
    p.relation = relation
    return p


def age_phrase(r, years, style=None):
    """Adult/teen age in years, marked."""
    a = P(str(years), "AGE")
    styles = ["yo", "y.o.", "year-old", "aged", "yrs", "y", "word"]
    s = style or r.choice(styles)
    if s == "word":
        return P(num_words(years), "AGE") + "-year-old"
    return {"yo": f"{a} yo", "y.o.": f"{a} y.o.", "year-old": f"{a}-year-old", "aged": f"aged {a}",
            "yrs": f"{a} yrs", "y": f"{a}y", "yoc": f"{a}yo"}[s]


def child_age(dob, visit):
    """Return (number, unit) suitable for a child: days/weeks/months/years."""
    days = (visit - dob).days
    if days < 28:
        return days, "days"
    if days < 7 * 13:
        return days // 7, "weeks"
    m = months_between(dob, visit)
    if m < 24:
        return m, "months"
    if m < 36 and days % 2:
        return m, "months"
    return years_between(dob, visit), "years"


def child_age_phrase(r, n, unit, style=None):
    a = P(str(n), "AGE")
    u1 = unit[:-1] if n == 1 else unit
    s = style or r.choice(["old", "hyphen", "age", "short", "plain"])
    if s == "plain":
        return f"{a} {u1}"
    if s == "old":
        return f"{a} {u1} old"
    if s == "hyphen":
        return f"{a}-{unit[:-1]}-old"
    if s == "age":
        return f"aged {a} {u1}"
    short = {"days": "d", "weeks": "wk", "months": "mo", "years": "y"}[unit]
    if unit == "months" and r.random() < 0.5:
        short = "m"
    if unit == "weeks" and r.random() < 0.5:
        short = "/52 old" if False else "wks"
    return f"{a}{short}" if short in ("d", "m", "y") else f"{a} {short}"
