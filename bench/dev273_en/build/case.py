"""Persona / case generation and name/address renderers."""
from core import P
import phi
import pool_names as PN
import pool_places as PL

COUNTRIES = ["UK", "UK", "UK", "UK", "IE", "IE", "AU", "AU", "CA", "CA", "NZ", "NZ"]

JOBS = ["bus driver", "postman", "school cook", "welder", "staff nurse", "care assistant",
        "HGV driver", "joiner", "bricklayer", "dinner lady", "teaching assistant",
        "shop assistant", "warehouse operative", "chef", "fisherman", "dairy farmer", "shearer",
        "miner", "steelworker", "accountant", "taxi driver", "cleaner", "hairdresser",
        "electrician", "plumber", "seamstress", "machinist", "security guard", "forklift driver",
        "civil servant", "librarian", "primary school teacher", "lorry driver", "merchant seaman",
        "printer", "barber", "mechanic", "carpenter", "kitchen porter", "delivery driver",
        "call centre agent", "bookkeeper", "tiler", "landscaper", "nanny", "dental receptionist",
        "software developer", "civil engineer", "railway signaller", "milkman", "publican",
        "lollipop lady", "painter and decorator", "textile worker", "orchard picker",
        "meatworker", "truck driver", "childminder", "church organist", "bank clerk",
        "stonemason", "scaffolder", "social worker", "midwife", "paramedic", "pharmacist",
        "university lecturer", "uber driver", "cafe owner", "nail technician", "crane operator",
        "fruit picker", "tradie", "farmhand", "builder's labourer", "Royal Mail sorter"]
JOB_PREFIX = ["retired ", "former ", "works as a ", "worked as a ", "ex-", "was a ",
              "currently a ", "semi-retired "]

RELS_F = ["wife", "daughter", "sister", "mother", "granddaughter", "niece", "partner",
          "neighbour", "friend", "daughter-in-law", "cousin", "aunt"]
RELS_M = ["husband", "son", "brother", "father", "grandson", "nephew", "partner",
          "neighbour", "friend", "son-in-law", "cousin", "uncle"]

LANGS = ["Polish", "Ukrainian", "Romanian", "Arabic", "Dari", "Tigrinya", "Somali", "Urdu",
         "Punjabi", "Bengali", "Sylheti", "Tagalog", "Vietnamese", "Cantonese", "Mandarin",
         "Samoan", "Tongan", "Portuguese", "Tamil", "Farsi", "Irish", "Welsh", "Te Reo Maori",
         "French", "Nepali", "Lithuanian"]

LW_ROLES = {
    "UK": ["Social Prescribing Link Worker", "SPLW", "Link Worker", "Care Coordinator",
           "Health & Wellbeing Coach", "Community Connector"],
    "IE": ["Social Prescribing Link Worker", "Link Worker", "Community Health Worker",
           "Social Prescribing Coordinator"],
    "AU": ["Community Link Worker", "Social Prescribing Navigator", "Care Navigator",
           "Wellbeing Connector"],
    "CA": ["Social Prescribing Navigator", "Community Navigator", "Link Ambassador",
           "Community Health Worker"],
    "NZ": ["Health Improvement Practitioner", "Health Coach", "Community Connector",
           "Kaiawhina", "Social Prescribing Navigator"],
}
SERVICE_FORMS = ["{t} Community Connectors", "{w} Social Prescribing Service",
                 "{t} Link Worker Team", "{w} Wellbeing Partnership", "Connect {t}",
                 "{t} Neighbourhood Navigators", "{w} Community Links"]
TITLES_F = ["Mrs", "Ms", "Miss", "Mrs.", "Ms."]
TITLES_M = ["Mr", "Mr."]


class Person:
    def __init__(self, first, last, sex, middle=None, title=None):
        self.first, self.last, self.sex, self.middle, self.title = first, last, sex, middle, title

    @property
    def full(self):
        return self.first + " " + self.last


class Org:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def make_person(rng, sex=None, title=True):
    sex = sex or rng.choice("MF")
    first = rng.choice(PN.FEMALE if sex == "F" else PN.MALE)
    if rng.random() < 0.04:
        first = rng.choice(PN.NEUTRAL)
    last = rng.choice(PN.SURNAMES)
    mid = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.3 else None
    t = rng.choice(TITLES_F if sex == "F" else TITLES_M) if title else None
    return Person(first, last, sex, mid, t)


def fill(rng, form, country, town=None):
    w = rng.choice(PL.PRACTICE_WORDS)
    t = town or rng.choice(PL.TOWN_LIST[country])
    c = rng.choice(PL.COUNTIES.get(country, ["Kerry"]))
    out = form.format(w=w, t=t, s=rng.choice(PL.SAINTS), o=rng.choice(PL.OLD_THINGS),
                      wd=rng.choice(PL.WARD_NAMES), c=c)
    if out.startswith("the ") and not out.startswith("the Old"):
        out = out[4:]
    elif out.startswith("the Old"):
        out = out[4:]
    return out


def name(p, typ, rng, form=None):
    """Render a person's name; titles stay outside the span."""
    forms = ["full", "full", "title_last", "title_full", "first", "last_first", "init_last",
             "full_mid", "caps_last_first", "initials"]
    form = form or rng.choice(forms)
    title = p.title or ("Mr" if p.sex == "M" else "Ms")
    if form == "full":
        return P(typ, p.full)
    if form == "title_last":
        return [title + " ", P(typ, p.last)]
    if form == "title_full":
        return [title + " ", P(typ, p.full)]
    if form == "first":
        return P(typ, p.first)
    if form == "last":
        return P(typ, p.last)
    if form == "last_first":
        return P(typ, p.last + ", " + p.first)
    if form == "caps_last_first":
        return P(typ, p.last.upper() + ", " + p.first.upper() + (" " + p.middle if p.middle else ""))
    if form == "init_last":
        return P(typ, p.first[0] + rng.choice([". ", " "]) + p.last)
    if form == "full_mid":
        return P(typ, p.first + " " + (p.middle or "J") + ". " + p.last)
    if form == "initials":
        a = p.first[0] + (p.last[0] if p.last[0].isupper() else p.last.split()[-1][0])
        return P(typ, rng.choice([a.upper(), a.upper(), a[0] + "." + a[1] + "."]))
    if form == "initials_lc":
        a = p.first[0] + p.last.split()[-1][0]
        return P(typ, a.lower())
    if form == "first_init":
        return P(typ, p.first + " " + p.last[0] + ".")
    raise ValueError(form)


def doc(p, rng, form=None):
    """Clinician/staff name, 'Dr' outside."""
    form = form or rng.choice(["dr_last", "dr_full", "full", "full", "dr_last", "init_last"])
    if form == "dr_last":
        return [rng.choice(["Dr ", "Dr. ", "Dr "]), P("DOCTOR", p.last)]
    if form == "dr_full":
        return [rng.choice(["Dr ", "Dr. "]), P("DOCTOR", p.full)]
    return name(p, "DOCTOR", rng, form)


class Case:
    pass


def make_case(rng, country=None):
    c = Case()
    c.country = country = country or rng.choice(COUNTRIES)
    c.rng = rng
    c.pt = make_person(rng)
    c.sex = c.pt.sex
    c.he, c.his, c.him = ("he", "his", "him") if c.sex == "M" else ("she", "her", "her")
    c.He, c.His = c.he.capitalize(), c.his.capitalize()
    c.pref = PN.NICKNAMES.get(c.pt.first) if rng.random() < 0.7 else None
    c.age = rng.choice([rng.randrange(19, 45), rng.randrange(45, 66), rng.randrange(66, 80),
                        rng.randrange(66, 80), rng.randrange(80, 97)])
    c.base = phi.rand_date(rng)
    c.dob = phi.add_days(c.base, -(c.age * 365 + rng.randrange(30, 330)))
    # address
    c.town = rng.choice(PL.TOWN_LIST[country])
    sw = rng.choice(PL.STREET_WORDS) + " " + rng.choice(PL.STREET_TYPES[country])
    num = str(rng.randrange(1, 180))
    if rng.random() < 0.3:
        num = rng.choice(PL.FLAT_PREFIX[country]).format(n=rng.randrange(1, 40)) + num
    c.street = num + " " + sw
    if country in ("UK", "IE") and rng.random() < 0.08:
        c.street = rng.choice(PL.HOUSE_NAMES) + ", " + sw
    if country in ("UK", "IE"):
        c.county = rng.choice(PL.COUNTIES[country])
        c.region = P("CITY", c.county)
        c.region_long = c.region
    else:
        full, ab = rng.choice(PL.STATES[country])
        c.region = P("STATE", ab if ab and rng.random() < 0.7 else full)
        c.region_long = P("STATE", full)
    c.pc = phi.postcode(rng, country)
    c.home_tel = phi.phone(rng, country, mobile=False)
    c.mob = phi.phone(rng, country, mobile=True)
    c.email = phi.email(rng, c.pt.first, c.pt.last)
    c.username = phi.username(rng, c.pt.first, c.pt.last).lower()
    c.mrn = phi.mrn(rng, country)
    c.hp = phi.healthplan(rng, country)
    c.ssn = phi.ssn(rng, country)
    c.ben = phi.benefit_ref(rng, country)
    c.job = (rng.choice(JOB_PREFIX), rng.choice(JOBS))
    # practice
    c.practice = fill(rng, rng.choice(PL.PRACTICE_FORMS[country]), country, c.town if rng.random() < 0.5 else None)
    c.pr_street = str(rng.randrange(1, 300)) + " " + rng.choice(PL.STREET_WORDS) + " " + rng.choice(PL.STREET_TYPES[country])
    c.pr_town = c.town if rng.random() < 0.7 else rng.choice(PL.TOWN_LIST[country])
    c.pr_pc = phi.postcode(rng, country)
    c.pr_tel = phi.phone(rng, country, mobile=False)
    c.pr_fax = phi.phone(rng, country, mobile=False)
    c.pr_email = phi.team_email(rng, c.practice, rng.choice(["reception", "admin", "practice.manager", "referrals", "enquiries"]))
    c.gp = make_person(rng, title=False)
    c.gp2 = make_person(rng, title=False)
    c.gp_lic = phi.license_clin(rng, country)
    c.hospital = fill(rng, rng.choice(PL.HOSPITAL_FORMS), country)
    # link worker & service
    c.lw = make_person(rng, title=False)
    c.lw_role = rng.choice(LW_ROLES[country])
    c.service = fill(rng, rng.choice(SERVICE_FORMS), country, c.town if rng.random() < 0.5 else None)
    c.lw_user = phi.username(rng, c.lw.first, c.lw.last)
    c.lw_tel = phi.phone(rng, country, mobile=rng.random() < 0.5, ext=rng.random() < 0.25)
    c.lw_email = phi.email(rng, c.lw.first, c.lw.last, org=c.service)
    c.admin = make_person(rng, title=False)
    # family
    c.fam = []
    for _ in range(rng.choice([1, 2, 2, 3])):
        s = rng.choice("MF")
        rel = rng.choice(RELS_F if s == "F" else RELS_M)
        per = make_person(rng, sex=s)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother",
                   "father", "granddaughter", "grandson") and rng.random() < 0.7:
            per.last = c.pt.last
        fam = Org(rel=rel, p=per, age=None, job=None, tel=phi.phone(rng, country, mobile=True))
        if rng.random() < 0.35:
            fam.job = rng.choice(JOBS)
        if rel in ("daughter", "son", "granddaughter", "grandson", "niece", "nephew"):
            fam.age = max(3, c.age - rng.randrange(20, 35) - (20 if "grand" in rel else 0))
        elif rng.random() < 0.3:
            fam.age = max(18, c.age + rng.randrange(-8, 9))
        c.fam.append(fam)
    c.origin = rng.choice(PL.ORIGIN_COUNTRIES) if rng.random() < 0.35 else None
    c.lang = rng.choice(LANGS) if c.origin and rng.random() < 0.6 else None
    # community resources
    c.group = make_group(rng, country, c.town)
    c.group2 = make_group(rng, country, c.town)
    c.agency = Org(name=fill(rng, rng.choice(PL.AGENCY_FORMS[country]), country, c.town),
                   officer=make_person(rng), tel=phi.phone(rng, country, mobile=False, ext=rng.random() < 0.3))
    c.foodbank = Org(name=fill(rng, rng.choice(["{t} Food Bank", "{t} Community Pantry", "{w} Food Share",
                                                "{t} Foodbank Network", "{w} Community Larder", "{t} Food Hub"]), country, c.town),
                     venue=fill(rng, rng.choice(PL.VENUE_FORMS), country, c.town),
                     tel=phi.phone(rng, country, mobile=False),
                     coord=make_person(rng, title=False))
    c.employer = rng.choice(PL.EMPLOYERS)
    c.church = fill(rng, rng.choice(PL.CHURCHES), country, c.town)
    c.estate = fill(rng, rng.choice(PL.ESTATES), country, c.town)
    c.plate = phi.plate(rng, country)
    c.ip = phi.ipaddr(rng)
    return c


def make_group(rng, country, town):
    nm = fill(rng, rng.choice(PL.GROUP_FORMS), country, town if rng.random() < 0.6 else None)
    venue = fill(rng, rng.choice(PL.VENUE_FORMS), country, town if rng.random() < 0.5 else None)
    if rng.random() < 0.15:
        venue = rng.choice(PL.CAFES)
    day = rng.choice(["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays",
                      "Saturday mornings", "every other Wednesday", "the first Tuesday of the month",
                      "Thursday afternoons", "fortnightly on Fridays"])
    tm = rng.choice(["10:00-12:00", "10am-12", "1.30-3.30pm", "2-4pm", "10.30am", "11:00-13:00",
                     "6-8pm", "9.30-11"])
    return Org(name=nm, venue=venue, leader=make_person(rng, title=False),
               tel=phi.phone(rng, country, mobile=rng.random() < 0.5),
               url=phi.url(rng, nm), email=phi.team_email(rng, nm, rng.choice(["hello", "info", "contact", "bookings", "admin", "groups"])), day=day, time=tm,
               room=rng.choice(PL.ROOMS))


def pt(c, rng, form=None):
    return name(c.pt, "PATIENT", rng, form)


def pt_short(c, rng):
    """A short later mention of the patient."""
    opts = ["title_last", "first", "title_last", "initials"]
    f = rng.choice(opts)
    if f == "first" and c.pref and rng.random() < 0.5:
        return P("PATIENT", c.pref)
    return name(c.pt, "PATIENT", rng, f)


def fam_ref(c, rng, f=None, form=None):
    f = f or rng.choice(c.fam)
    form = form or rng.choice(["first", "first", "full", "first", "full", "title_last"])
    if f.rel == "landlord" and form == "first":
        form = "title_last"
    return name(f.p, "FAMILY", rng, form)


def address(c, rng, sep=", ", with_region=None, street=None, town=None, pc=None):
    """Address pieces: street, town, region, postcode."""
    out = [P("STREET", street or c.street), sep, P("CITY", town or c.town)]
    if with_region is None:
        with_region = rng.random() < (0.45 if c.country in ("UK", "IE") else 0.9)
    if c.country == "IE" and with_region:
        out += [sep, rng.choice(["Co. ", "County ", "Co "]), P("CITY", c.county)]
    elif with_region:
        out += [sep if c.country in ("UK", "NZ") else (" " if rng.random() < 0.5 else sep), c.region]
    out += [sep if c.country in ("UK", "IE", "NZ") else " ", P("ZIP", pc or c.pc)]
    return out


def practice_addr(c, rng, sep=", "):
    return [P("STREET", c.pr_street), sep, P("CITY", c.pr_town), sep if c.country != "CA" else " ",
            P("ZIP", c.pr_pc)]


def age_phrase(c, rng):
    a = str(c.age)
    k = rng.randrange(8)
    if k == 0:
        return [P("AGE", a), "-year-old"]
    if k == 1:
        return [P("AGE", a), " yo"]
    if k == 2:
        return [P("AGE", a), "yo"]
    if k == 3:
        return ["aged ", P("AGE", a)]
    if k == 4:
        return [P("AGE", a), " y/o"]
    if k == 5:
        return [P("AGE", phi.age_word(c.age)), "-year-old"]
    if k == 6:
        return [P("AGE", a), " years old"]
    return [P("AGE", a), "yrs"]


def job_phrase(c, rng):
    pre, job = c.job
    if c.age >= 66:
        pre = rng.choice(["retired ", "former ", "ex-", "retired ", "semi-retired "])
    elif pre in ("retired ", "semi-retired "):
        pre = rng.choice(["works as a ", "currently a ", "worked as a "])
    art = "an " if job[0] in "aeiouAEIOU" else "a "
    pre = pre.replace(" a ", " " + art.strip() + " ")
    return [pre, P("PROFESSION", job)]


def job_clause(c, rng):
    """Verb phrase: 'is a retired postman', 'works as an electrician'."""
    job = c.job[1]
    art = "an " if job[0] in "aeiouAEIOU" else "a "
    if c.age >= 66:
        opts = [["is a retired ", P("PROFESSION", job)], ["used to be " + art, P("PROFESSION", job)],
                ["worked as " + art, P("PROFESSION", job), " until retirement"], ["is a former ", P("PROFESSION", job)]]
    else:
        opts = [["works as " + art, P("PROFESSION", job)], ["is " + art, P("PROFESSION", job), " (currently off sick)"],
                ["was " + art, P("PROFESSION", job), " until recently"], ["works part-time as " + art, P("PROFESSION", job)]]
    return rng.choice(opts)


def room(org):
    pre, val = org.room
    return [pre, P("LOCATION_OTHER", val)]
