"""Per-note context: invented people, places, organisations, identifiers, and
helpers that render them as PHI items (P objects inside item lists)."""
import datetime
from core import P
import fmt
import pools_names as N
import pools_places as PL
import clinical as C

DOC_CREDS = {
    "UK": ["MBChB FRCA FFPMRCA", "MBBS MRCP", "BM BCh FRCP", "MBBS MRCPsych", "MBChB FRCP (Neurology)",
           "MBBS FRCA", "MB BCh BAO MRCPCH", "MBBS FRCP FFPMRCA"],
    "AU": ["MBBS FANZCA FFPMANZCA", "MBBS FRACP", "MBBS FRACGP", "BMed FAChPM", "MBBS (Hons) FRACP",
           "MD FRANZCP", "MBBS FRACGP FACRRM"],
    "CA": ["MD FRCPC", "MD CCFP", "MD CCFP(PC)", "MD FRCPC (Neurology)", "MDCM FRCPC"],
    "US": ["MD", "DO", "MD, MPH", "MD, FAAPMR", "MD", "DO, FAAFP"],
}
NURSE_CREDS = {"UK": ["RGN", "RN", "NMP", "CNS"], "AU": ["RN", "NP", "CNC"], "CA": ["RN", "NP", "RPN"],
               "US": ["RN", "NP", "APRN", "LPN"]}
PHARM_CREDS = {"UK": ["MPharm", "MRPharmS"], "AU": ["BPharm", "MPS"], "CA": ["BScPhm", "RPh", "PharmD"],
               "US": ["PharmD", "RPh"]}
SPECIALTY = ["Pain Medicine", "Neurology", "Paediatric Neurology", "Palliative Medicine", "Psychiatry",
             "Rheumatology", "Addiction Medicine", "General Practice (special interest)", "Oncology",
             "Rehabilitation Medicine"]
FAM_REL = ["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother",
           "friend", "neighbour", "carer", "son-in-law", "niece", "flatmate"]


class Place:
    def __init__(self, street, city, region, zipc, country):
        self.street, self.city, self.region, self.zip, self.country = street, city, region, zipc, country


class Org:
    def __init__(self, name, typ, place, phone, fax, email, url):
        self.name, self.typ, self.place, self.phone, self.fax, self.email, self.url = \
            name, typ, place, phone, fax, email, url


class Staff:
    def __init__(self, person, creds, regs, role, email, phone):
        self.p, self.creds, self.regs, self.role, self.email, self.phone = person, creds, regs, role, email, phone


def make_person(rng, sex=None, last=None):
    sex = sex or rng.choice(["F", "M", "F", "M", "F", "M", "X"])
    if sex == "F":
        first = rng.choice(N.FEMALE)
    elif sex == "M":
        first = rng.choice(N.MALE)
    else:
        first = rng.choice(N.NEUTRAL)
    mid = None
    if rng.random() < 0.45:
        mid = rng.choice(N.FEMALE if sex == "F" else N.MALE if sex == "M" else N.NEUTRAL)
        if mid == first:
            mid = None
    if last is None:
        last = rng.choice(N.SURNAMES)
        if rng.random() < 0.06:
            last2 = rng.choice(N.SURNAMES)
            if " " not in last and " " not in last2 and last2 != last:
                last = last + "-" + last2
    return fmt.Person(first, mid, last, sex, N.NICK.get(first))


def _compound(rng):
    a = rng.choice(PL.TOWN_A)
    if a.endswith(" "):
        return a + rng.choice([x for x in PL.TOWN_A if not x.endswith(" ")]) + rng.choice(PL.TOWN_B)
    return a + rng.choice(PL.TOWN_B)


def town(rng, country):
    if country == "UK":
        return _compound(rng) if rng.random() < 0.9 else rng.choice(["Leeds", "Cardiff", "Bristol", "Glasgow"])
    if country == "AU":
        r = rng.random()
        if r < 0.45:
            return rng.choice(PL.AU_A) + rng.choice(PL.AU_B)
        if r < 0.8:
            return rng.choice(PL.AU_EN)
        return _compound(rng)
    if country == "CA":
        r = rng.random()
        if r < 0.45:
            return rng.choice(PL.CA_EN)
        if r < 0.65:
            return rng.choice(PL.CA_FR)
        return _compound(rng)
    return rng.choice(PL.US_EN) if rng.random() < 0.6 else _compound(rng)


def street(rng, country):
    n = rng.randint(1, 2400 if country in ("US", "CA") else 240)
    nm = rng.choice(PL.STREET_NAMES)
    ty = rng.choice(PL.ST_TYPES[country])
    base = "%d %s %s" % (n, nm, ty)
    r = rng.random()
    if country == "UK":
        if r < 0.18:
            return "Flat %d, %s" % (rng.randint(1, 30), base)
        if r < 0.25:
            return "%s, %s %s" % (rng.choice(PL.UK_HOUSE), nm, ty)
        return base
    if country == "AU":
        if r < 0.25:
            return "%d/%s" % (rng.randint(1, 40), base)
        if r < 0.35:
            return "Unit %d, %s" % (rng.randint(1, 40), base)
        if r < 0.4:
            return "PO Box %d" % rng.randint(10, 9999)
        return base
    if country == "CA":
        if r < 0.2:
            return "%d-%s" % (rng.randint(100, 2600), base)
        if r < 0.3:
            return "%s, Unit %d" % (base, rng.randint(1, 40))
        return base
    if r < 0.25:
        return "%s, %s %s" % (base, rng.choice(["Apt", "Apt.", "Unit", "#", "Suite"]),
                              str(rng.randint(1, 40)) + rng.choice(["", "", "B", "C"]))
    if r < 0.3:
        return "PO Box %d" % rng.randint(100, 99999)
    return base


def make_place(rng, country, region):
    st = street(rng, country)
    city = town(rng, country)
    if country == "UK":
        reg = region if rng.random() < 0.55 else None
        z = fmt.uk_postcode(rng)
    elif country == "AU":
        reg = region
        pre = rng.choice(region[2])
        z = pre + fmt.digits(rng, 4 - len(pre))
    elif country == "CA":
        reg = region
        z = fmt.ca_postal(rng, region[2])
    else:
        reg = region
        z = rng.choice(region[2]) + fmt.digits(rng, 2)
        if rng.random() < 0.15:
            z += "-" + fmt.digits(rng, 4)
    return Place(st, city, reg, z, country)


def area_code(rng, country, region):
    if country == "UK":
        return None
    return rng.choice(region[3])


class Ctx:
    pass


def make_org(rng, ctx, name, typ, role=None, near=True):
    place = make_place(rng, ctx.country, ctx.region if near else ctx.pick_region(rng))
    ac = area_code(rng, ctx.country, place.region) if place.region else None
    ph = fmt.phone(rng, ctx.country, ac)
    fx = fmt.phone(rng, ctx.country, ac)
    return Org(name, typ, place, ph, fx, fmt.email_org(rng, name, role), fmt.url_org(rng, name))


def make_staff(rng, ctx, kind):
    p = make_person(rng, rng.choice(["F", "M"]))
    c = ctx.country
    if kind == "doc":
        creds = rng.choice(DOC_CREDS[c])
        regs = fmt.prescriber_reg(rng, c)
        role = rng.choice(SPECIALTY)
    elif kind == "nurse":
        creds = rng.choice(NURSE_CREDS[c])
        regs = []
        role = rng.choice(["Clinical Nurse Specialist", "Nurse Coordinator", "Patient Care Coordinator",
                           "Nurse Practitioner", "Practice Nurse"])
    elif kind == "pharm":
        creds = rng.choice(PHARM_CREDS[c])
        regs = [fmt.pharm_reg(rng, c)]
        role = rng.choice(["Superintendent Pharmacist", "Responsible Pharmacist", "Dispensing Pharmacist",
                           "Pharmacist in charge", "Clinical Pharmacist"])
    else:
        creds = ""
        regs = []
        role = rng.choice(["Medical Secretary", "Patient Services", "Clinic Administrator", "Reception",
                           "Dispensary Technician", "Client Care Associate", "Scribe"])
    return Staff(p, creds, regs, role, fmt.email_staff(rng, p), None)


def make_ctx(rng, country, genre):
    c = Ctx()
    c.rng = rng
    c.country = country
    c.genre = genre

    def pick_region(r):
        if country == "UK":
            return (r.choice(PL.UK_COUNTY), None, None, None)
        if country == "AU":
            return r.choice(PL.AU_STATES)
        if country == "CA":
            return r.choice(PL.CA_PROVS)
        return r.choice(PL.US_STATES)
    c.pick_region = pick_region
    c.region = pick_region(rng)
    c.ind = rng.choice(C.INDICATIONS)
    c.visit = fmt.rand_date(rng, datetime.date(2021, 6, 1), datetime.date(2025, 9, 30))
    lo, hi = c.ind["ages"]
    age_target = rng.randint(lo, hi)
    c.dob = fmt.add_days(c.visit, -int(age_target * 365.25) - rng.randint(0, 360))
    c.age = c.visit.year - c.dob.year - ((c.visit.month, c.visit.day) < (c.dob.month, c.dob.day))
    c.paed = c.age < 18
    c.pt = make_person(rng, "F" if c.ind["key"] == "endo" else None)
    c.addr = make_place(rng, country, c.region)
    ac = area_code(rng, country, c.region)
    c.phone_home = fmt.phone(rng, country, ac)
    c.phone_mob = fmt.phone(rng, country, ac, mobile=True) if country in ("UK", "AU") else fmt.phone(rng, country, ac)
    c.email = fmt.email_person(rng, c.pt)
    c.user = fmt.username(rng, c.pt)
    c.mrn = fmt.mrn(rng, country)
    c.hp = fmt.healthplan(rng, country)
    c.ssn = fmt.ssn(rng, country)
    c.dstyle = rng.choice(fmt.FULL_STYLES[country])
    # clinic + staff
    cname = rng.choice(PL.CLINIC_A) + " " + rng.choice(PL.CLINIC_B)
    c.clinic = make_org(rng, c, cname, "HOSPITAL")
    c.building = rng.choice(PL.BUILDINGS) if rng.random() < 0.3 else None
    c.doc = make_staff(rng, c, "doc")
    if c.paed:
        c.doc.role = rng.choice(["Paediatric Neurology", "Paediatric Neurology", "Paediatrics (Epilepsy)"])
    elif c.ind["key"] in ("epi_adult", "ms", "pd", "tourette", "migraine"):
        c.doc.role = rng.choice(["Neurology", "Neurology", "Pain Medicine"])
    elif c.ind["key"] in ("cinv", "cancerpain"):
        c.doc.role = rng.choice(["Palliative Medicine", "Oncology"])
    elif c.ind["key"] == "ptsd":
        c.doc.role = "Psychiatry"
    elif c.doc.role in ("Paediatric Neurology", "Psychiatry", "Oncology", "Palliative Medicine"):
        c.doc.role = "Pain Medicine"
    c.doc2 = make_staff(rng, c, "doc")
    c.nurse = make_staff(rng, c, "nurse")
    c.admin = make_staff(rng, c, "admin")
    c.pharmacist = make_staff(rng, c, "pharm")
    c.gp = make_staff(rng, c, "doc")
    gp_b = rng.choice(PL.PRACTICE_B[country])
    gp_a = rng.choice([rng.choice(PL.STREET_NAMES), town(rng, country), rng.choice(PL.TOWN_A).strip() + "field"])
    c.gp_prac = make_org(rng, c, gp_a + " " + gp_b, "HOSPITAL")
    pname = rng.choice(PL.CLINIC_A + PL.STREET_NAMES) + " " + rng.choice(PL.PHARM_B)
    c.pharmacy = make_org(rng, c, pname, "HOSPITAL", "dispensary", near=rng.random() < 0.6)
    c.producer = rng.choice(PL.PRODUCER)
    c.courier = rng.choice(PL.COURIER)
    c.insurer = rng.choice(PL.INSURER)
    if rng.random() < 0.5:
        hn = "St " + rng.choice(PL.SAINTS) + "'s " + rng.choice(["Hospital", "Hospital", "Medical Centre"])
    else:
        hn = town(rng, country) + " " + rng.choice(PL.HOSP_B)
    c.hospital = hn
    c.ward = rng.choice(PL.WARDS)
    # family
    if c.paed:
        rel = rng.choice(["mother", "father", "mum", "dad", "grandmother", "foster carer"])
    else:
        rel = rng.choice(FAM_REL)
    same = rel in ("wife", "husband", "daughter", "son", "mother", "father", "mum", "dad", "sister", "brother")
    c.fam_rel = rel
    fsex = "F" if rel in ("wife", "daughter", "mother", "mum", "sister", "niece", "grandmother") else \
        "M" if rel in ("husband", "son", "father", "dad", "brother", "son-in-law") else None
    c.fam = make_person(rng, fsex, c.pt.last if same and rng.random() < 0.8 else None)
    c.fam_phone = fmt.phone(rng, country, ac, mobile=country in ("UK", "AU"))
    if c.paed:
        c.fam_age = rng.randint(c.age + 18, c.age + 45) if rel == "grandmother" else rng.randint(max(22, c.age + 18), c.age + 40)
    elif rel in ("daughter", "son", "niece", "son-in-law"):
        c.fam_age = rng.randint(16, max(17, c.age - 18))
    elif rel in ("mother", "father"):
        c.fam_age = rng.randint(c.age + 17, c.age + 38)
    else:
        c.fam_age = rng.randint(max(18, c.age - 12), c.age + 12)
    # occupation
    r = rng.random()
    if c.paed:
        c.job = None
        c.retired = False
        c.school = town(rng, country) + " " + rng.choice(PL.SCHOOL_B)
        c.fam_job = rng.choice(PL.PROFESSIONS)
    else:
        c.school = None
        c.fam_job = rng.choice(PL.PROFESSIONS)
        c.job = rng.choice(PL.PROFESSIONS)
        c.retired = c.age >= 66 or (r < 0.15 and c.age >= 55)
    c.employer = (rng.choice(PL.EMPLOYER_A) + " " + rng.choice(PL.EMPLOYER_B)) if rng.random() < 0.75 else \
        (town(rng, country) + " " + rng.choice(PL.COUNCIL_B))
    c.charity = rng.choice(PL.CHARITY)
    # product, devices
    if c.paed:
        c.prod = C.PRODUCTS[rng.choice(C.PAED_PRODUCTS)]
    else:
        c.prod = C.PRODUCTS[rng.choice(C.PRODUCTS_FOR.get(c.ind["key"], C.PRODUCTS_FOR["pain"]))]
    c.vape = rng.choice(C.VAPORISERS)
    c.vape_sn = fmt.device_serial(rng)
    c.dev2 = rng.choice(C.OTHER_DEVICES)
    c.dev2_sn = fmt.device_serial(rng)
    c.plate = fmt.plate(rng, country)
    c.vin = fmt.vin(rng)
    c.dl = fmt.driver_licence(rng, country, c.pt)
    c.bio = fmt.bioid(rng)
    c.ip = fmt.ip_private(rng)
    c.acct = fmt.account(rng)
    c.detail = rng.choice(c.ind["detail"])
    c.tried = rng.sample(c.ind["tried"], min(len(c.ind["tried"]), rng.randint(3, 5)))
    if c.paed:
        c.comorbid = rng.sample(C.COMORBID_PAED, rng.randint(1, 3))
        c.conmeds = rng.sample(C.CONCOMITANT_PAED, rng.randint(2, 4))
    else:
        c.comorbid = rng.sample(C.COMORBID, rng.randint(1, 4))
        c.conmeds = rng.sample(C.CONCOMITANT, rng.randint(2, 5))
    c.allergy = rng.choice(C.ALLERGIES)
    c.onset_year = c.visit.year - rng.randint(1, max(1, min(25, c.age - 1)))
    c.room = rng.choice(["Room ", "Consult Room ", "Rm ", "Clinic room "]), \
        rng.choice([str(rng.randint(1, 14)), "%d%s" % (rng.randint(1, 6), rng.choice("ABC")), "G.%02d" % rng.randint(1, 20)])
    return c


# ---------------------------------------------------------------- renderers
def age_item(ctx, rng, val=None, form=None):
    v = ctx.age if val is None else val
    form = form if form is not None else rng.randrange(10)
    if form == 0:
        return [P("AGE", str(v)), "-year-old"]
    if form == 1:
        return [P("AGE", str(v)), " yo"]
    if form == 2:
        return [P("AGE", str(v)), "yo"]
    if form == 3:
        return ["aged ", P("AGE", str(v))]
    if form == 4:
        return [P("AGE", str(v)), " y/o"]
    if form == 5:
        return [P("AGE", str(v)), " year old"]
    if form == 6:
        return [P("AGE", fmt.words(v)), "-year-old"] if v < 100 else [P("AGE", str(v)), "-year-old"]
    if form == 7:
        return [P("AGE", str(v)), "yr old"]
    if form == 8:
        return ["age ", P("AGE", str(v))]
    return [P("AGE", str(v)), " years old"]


def sexchar(ctx):
    return {"F": "F", "M": "M", "X": "X"}[ctx.pt.sex]


def pt(ctx, rng, styles=None):
    st = rng.choice(styles or ["full", "full", "lf", "LF", "full_mid", "FULLUP", "lf_mid"])
    return P("PATIENT", fmt.nm(ctx.pt, st))


def pt_ref(ctx, rng, allow_first=True):
    r = rng.random()
    if r < 0.45:
        return [fmt.title_for(ctx.pt, rng), " ", P("PATIENT", ctx.pt.last)]
    if r < 0.7 and allow_first:
        return P("PATIENT", fmt.nm(ctx.pt, rng.choice(["first", "first", "nick"])))
    if r < 0.85:
        return P("PATIENT", fmt.nm(ctx.pt, rng.choice(["full", "il"])))
    return P("PATIENT", fmt.nm(ctx.pt, rng.choice(["init", "init2", "last"])))


def person_item(p, typ, rng, styles):
    return P(typ, fmt.nm(p, rng.choice(styles)))


def dr(staff, rng, styles=None):
    st = rng.choice(styles or ["last", "full", "il", "full", "last", "il2"])
    t = rng.choice(["Dr ", "Dr. ", "Dr ", "Dr "])
    return [t, P("DOCTOR", fmt.nm(staff.p, st))]


def doc_sig(staff, rng):
    st = rng.choice(["full", "full_mid", "full", "il"])
    r = rng.random()
    items = []
    if r < 0.3:
        items += ["Dr ", P("DOCTOR", fmt.nm(staff.p, st))]
    else:
        items += [P("DOCTOR", fmt.nm(staff.p, st))]
        if staff.creds:
            items += [rng.choice([" ", ", "]), staff.creds]
    return items


def staff_name(staff, rng, styles=None):
    return P("DOCTOR", fmt.nm(staff.p, rng.choice(styles or ["full", "first", "full", "il"])))


def regs_items(staff, rng, sep=" | "):
    out = []
    for i, (lab, val) in enumerate(staff.regs):
        if i:
            out.append(sep)
        out += [lab, rng.choice([" ", ": ", " No. ", " #"]), P("LICENSE", val)]
    return out


def dt(ctx, rng, d, style=None):
    if style is None:
        style = ctx.dstyle if rng.random() < 0.65 else rng.choice(fmt.FULL_STYLES[ctx.country])
    return P("DATE", fmt.dstr(d, style))


def dts(ctx, rng, d):
    return P("DATE", fmt.date_short(rng, d, ctx.country))


def region_items(place, rng, abbr_p=0.75):
    if place.region is None:
        return None
    if place.country == "UK":
        return P("CITY", place.region[0])
    if rng.random() < abbr_p:
        return P("STATE", place.region[1])
    return P("STATE", place.region[0])


def addr_inline(place, rng, with_street=True):
    items = []
    if with_street:
        items += [P("STREET", place.street), ", "]
    city = place.city.upper() if (place.country == "AU" and rng.random() < 0.4) else place.city
    items.append(P("CITY", city))
    reg = region_items(place, rng)
    if place.country == "UK":
        if reg is not None:
            items += [", ", reg]
        items += [rng.choice([" ", ", "]), P("ZIP", place.zip)]
    elif place.country == "AU":
        items += [" ", reg, rng.choice([" ", "  "]), P("ZIP", place.zip)]
    else:
        items += [", ", reg, rng.choice([" ", "  "]), P("ZIP", place.zip)]
    return items


def addr_block(place, rng, indent=""):
    items = [indent, P("STREET", place.street), "\n"]
    if place.country == "UK":
        items += [indent, P("CITY", place.city), "\n"]
        if place.region is not None and rng.random() < 0.6:
            items += [indent, P("CITY", place.region[0]), "\n"]
        items += [indent, P("ZIP", place.zip), "\n"]
    else:
        items += [indent] + addr_inline(place, rng, with_street=False) + ["\n"]
    return items


def org(o):
    return P(o.typ, o.name)


def letterhead(ctx, rng, o=None, building=True):
    o = o or ctx.clinic
    items = [P(o.typ, o.name if rng.random() < 0.8 else o.name.upper()), "\n"]
    if building and ctx.building and o is ctx.clinic:
        items += [P("LOCATION_OTHER", ctx.building), "\n"]
    items += addr_block(o.place, rng)
    r = rng.random()
    items += [rng.choice(["Tel: ", "T: ", "Ph ", "Phone: "]), P("PHONE", o.phone)]
    if r < 0.7:
        items += [rng.choice(["  Fax: ", " | F: ", "   Fax "]), P("FAX", o.fax)]
    items.append("\n")
    if rng.random() < 0.7:
        items += [rng.choice(["Email: ", "E: ", ""]), P("EMAIL", o.email)]
        if rng.random() < 0.5:
            items += ["  ", P("URL", o.url)]
        items.append("\n")
    return items
