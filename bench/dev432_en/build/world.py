"""The invented world of dev432_en: pharmacies with their staff, practices,
hospitals, and per-note patients.  Built once from the rng passed by make.py."""
import ids
import util
import pools_names as PN
import pools_places as PP
import pools_orgs as PO

COUNTRIES = ["UK", "IE", "CA", "AU", "US"]


class Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def _postcode(rng, country, town):
    if country == "UK":
        return "%s %d%s" % (town.prefix, rng.randrange(1, 10),
                            ids.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "IE":
        pool = "ACDEFHKNPRTVWXY0123456789"
        return "%s %s" % (town.prefix, "".join(rng.choice(pool) for _ in range(4)))
    if country == "CA":
        return "%s %d%s%d" % (town.prefix, rng.randrange(10),
                              rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    if country == "AU":
        return town.prefix
    return town.prefix + ids.digits(rng, 2)


def towns(country):
    out = []
    if country == "UK":
        for t, c, pc, ac in PP.UK_TOWNS:
            out.append(Obj(city=t, county=c, state="", state_name="", prefix=pc, area=ac))
    elif country == "IE":
        for t, c, pc, ac in PP.IE_TOWNS:
            out.append(Obj(city=t, county=c, state="", state_name="", prefix=pc, area=ac))
    elif country == "CA":
        for t, s, sn, pc, ac in PP.CA_CITIES:
            out.append(Obj(city=t, county="", state=s, state_name=sn, prefix=pc, area=ac))
    elif country == "AU":
        for t, s, sn, pc, ac in PP.AU_TOWNS:
            out.append(Obj(city=t, county="", state=s, state_name=sn, prefix=pc, area=ac))
    else:
        for t, s, sn, pc, ac in PP.US_CITIES:
            out.append(Obj(city=t, county="", state=s, state_name=sn, prefix=pc, area=ac))
    return out


def street(rng, country):
    if country == "UK":
        st = "%d %s %s" % (rng.randrange(1, 180), rng.choice(PP.UK_STREET_STEMS),
                           rng.choice(PP.UK_STREET_SUFFIX))
        r = rng.random()
        if r < 0.12:
            st = "Flat %d, %s" % (rng.randrange(1, 24), st)
        elif r < 0.17:
            st = "%d%s %s" % (rng.randrange(1, 90), rng.choice("ab"), st.split(" ", 1)[1])
        return st
    if country == "IE":
        if rng.random() < 0.3:
            return "%d %s" % (rng.randrange(1, 60), rng.choice(["Cois Farraige", "Ard Mhuire",
                                                                 "Knockane Heights", "Ballymore Park",
                                                                 "Friary Court", "Abbey Meadows"]))
        return "%d %s %s" % (rng.randrange(1, 120), rng.choice(PP.IE_STREET_STEMS),
                             rng.choice(PP.IE_STREET_SUFFIX))
    if country == "CA":
        st = "%d %s %s" % (rng.randrange(10, 2400), rng.choice(PP.CA_STREET_STEMS),
                           rng.choice(PP.CA_STREET_SUFFIX))
        if rng.random() < 0.25:
            st = "%d-%s" % (rng.randrange(101, 1200), st)
        return st
    if country == "AU":
        st = "%d %s %s" % (rng.randrange(1, 200), rng.choice(PP.AU_STREET_STEMS),
                           rng.choice(PP.AU_STREET_SUFFIX))
        if rng.random() < 0.2:
            st = "%d/%s" % (rng.randrange(1, 20), st)
        return st
    st = "%d %s %s" % (rng.randrange(100, 9900), rng.choice(PP.US_STREET_STEMS),
                       rng.choice(PP.US_STREET_SUFFIX))
    if rng.random() < 0.3:
        st = "%s, %s" % (st, rng.choice(PP.US_UNITS))
    return st


def address(rng, country, town=None):
    town = town or rng.choice(towns(country))
    return Obj(street=street(rng, country), city=town.city, county=town.county,
               state=town.state, state_name=town.state_name,
               zip=_postcode(rng, country, town), area=town.area, country=country)


def person_name(rng, female=None):
    if female is None:
        female = rng.random() < 0.55
    first = rng.choice(PN.FEMALE if female else PN.MALE)
    last = rng.choice(PN.SURNAMES)
    middle = ""
    if rng.random() < 0.25:
        middle = rng.choice(PN.FEMALE if female else PN.MALE)
    return female, first, middle, last


def staff_member(rng, country, role):
    female, first, middle, last = person_name(rng)
    s = Obj(first=first, last=last, middle=middle, female=female, role=role)
    s.initials = (first[:1] + last[:1]).upper()
    s.user = ids.username(rng, first, last)
    if role in ("pharmacist", "independent prescriber", "pharmacy technician", "locum pharmacist"):
        if country == "UK":
            s.reg, s.reg_label = ids.gphc(rng), "GPhC"
        elif country == "IE":
            s.reg, s.reg_label = ids.psi(rng), "PSI"
        elif country == "AU":
            s.reg, s.reg_label = ids.ahpra(rng), "AHPRA"
        elif country == "CA":
            s.reg, s.reg_label = ids.ocp(rng), "Reg #"
        else:
            s.reg, s.reg_label = "RPH" + ids.digits(rng, 6), "Lic"
    else:
        s.reg, s.reg_label = "", ""
    return s


def pharmacy(rng, country):
    town = rng.choice(towns(country))
    if rng.random() < 0.15:
        stem = rng.choice(PO.PHARM_FAMILY)
    else:
        stem = rng.choice(PO.PHARM_STEMS)
    name = "%s %s" % (stem, rng.choice(PO.PHARM_SUFFIX[country]))
    ph = Obj(name=name, stem=stem, country=country,
             addr=address(rng, country, town))
    ph.phone = ids.phone(rng, country, town.area)
    ph.fax = ids.phone(rng, country, town.area)
    ph.email = ids.org_email(rng, stem)
    ph.url = ids.url(rng, stem)
    ph.ods = ids.ods_pharmacy(rng)
    ph.premises = ids.premises_reg(rng)
    ph.ip = ids.ip(rng)
    roles = ["pharmacist", "pharmacist", "independent prescriber", "pharmacy technician",
             "dispenser", "dispenser", "counter assistant", "driver", "pre-reg trainee"]
    ph.staff = [staff_member(rng, country, r) for r in roles]
    ph.van = ids.vehicle(rng, country)
    ph.town = town
    ph.local_practices = [practice(rng, country, town) for _ in range(2)]
    return ph


def practice(rng, country, town=None):
    town = town or rng.choice(towns(country))
    name = "%s %s" % (rng.choice(PO.PRACTICE_STEMS), rng.choice(PO.PRACTICE_SUFFIX[country]))
    pr = Obj(name=name, addr=address(rng, country, town), country=country)
    pr.phone = ids.phone(rng, country, town.area)
    pr.fax = ids.phone(rng, country, town.area)
    pr.email = ids.org_email(rng, name.split(" ")[0], rng.choice(["reception", "admin", "prescriptions"]))
    pr.ods = ids.ods_practice(rng)
    pr.doctors = []
    for _ in range(rng.randrange(2, 5)):
        female, first, middle, last = person_name(rng)
        d = Obj(first=first, last=last, middle="", female=female)
        d.gmc = ids.gmc(rng)
        d.npi = ids.npi(rng)
        d.dea = ids.dea(rng, last)
        d.code = ids.prescriber_code(rng)
        pr.doctors.append(d)
    return pr


def hospital(rng, country):
    town = rng.choice(towns(country))
    name = "%s %s" % (rng.choice(PO.HOSP_STEMS), rng.choice(PO.HOSP_SUFFIX[country]))
    h = Obj(name=name, addr=address(rng, country, town), country=country)
    h.phone = ids.phone(rng, country, town.area)
    h.fax = ids.phone(rng, country, town.area)
    h.wards = util.sample(rng, PO.WARD_NAMES, 4)
    h.email = ids.org_email(rng, name.split(" ")[0], "pharmacy.discharge")
    return h


class World:
    def __init__(self, rng):
        self.pharmacies = {}
        self.practices = {}
        self.hospitals = {}
        for c in COUNTRIES:
            n = {"UK": 22, "IE": 6, "CA": 6, "AU": 6, "US": 5}[c]
            self.pharmacies[c] = [pharmacy(rng, c) for _ in range(n)]
            self.practices[c] = [practice(rng, c) for _ in range(n)]
            for ph_ in self.pharmacies[c]:
                self.practices[c].extend(ph_.local_practices)
            self.hospitals[c] = [hospital(rng, c) for _ in range(max(3, n // 2))]

    def pick_pharmacy(self, rng, c):
        return rng.choice(self.pharmacies[c])

    def pick_practice(self, rng, c):
        return rng.choice(self.practices[c])

    def pick_hospital(self, rng, c):
        return rng.choice(self.hospitals[c])


def patient(rng, country, on, age_range=(18, 96), female=None, town=None):
    female, first, middle, last = person_name(rng, female)
    age = rng.randrange(age_range[0], age_range[1] + 1)
    dob = util.dob_for_age(rng, age, on)
    p = Obj(female=female, first=first, middle=middle, last=last, age=age, dob=dob,
            country=country)
    if female:
        p.title = rng.choice(PN.TITLES_F) if age >= 18 else "Miss"
    else:
        p.title = "Mr" if age >= 18 else "Master"
    if rng.random() < 0.03:
        p.title = "Mx"
    p.nick = PN.NICK.get(first, "")
    p.addr = address(rng, country, town)
    p.mobile = ids.phone(rng, country, mobile=True)
    p.home = ids.phone(rng, country, p.addr.area)
    p.email = ids.email_for(rng, first, last)
    p.profession = rng.choice(PO.PROFESSIONS)
    p.employer = rng.choice(PO.EMPLOYERS)
    p.user = ids.patient_username(rng, first, last)
    if country == "UK":
        p.nhs = ids.nhs_number(rng)
        p.exempt = ids.exemption_cert(rng)
    elif country == "IE":
        p.ppsn = ids.ppsn(rng)
        p.gms = ids.ie_medical_card(rng) if rng.random() < 0.6 else ids.ie_dps(rng)
        p.gms_label = "GMS no." if p.gms[0].isdigit() else "DPS no."
    elif country == "CA":
        p.hcn = ids.ca_health_card(rng, p.addr.state)
        p.sin = ids.ca_sin(rng)
    elif country == "AU":
        p.medicare = ids.au_medicare(rng)
        p.irn = str(rng.randrange(1, 6))
        p.ihi = ids.au_ihi(rng)
        p.dva = ids.au_dva(rng)
    else:
        p.member = ids.us_member(rng)
        p.group = ids.us_group(rng)
        p.ssn = ids.us_ssn(rng)
    p.profile = ids.digits(rng, rng.choice([5, 6, 7]))
    p.hosp_no = ids.hosp_number(rng)
    fam = []
    if age >= 70:
        rels = [r for r in PO.RELATIONS if r not in ("mother", "father")]
    elif age < 35:
        rels = [r for r in PO.RELATIONS if r not in ("daughter", "son", "granddaughter", "grandson",
                                                     "daughter-in-law", "son-in-law")]
    else:
        rels = [r for r in PO.RELATIONS if r not in ("granddaughter", "grandson")]
    for rel in util.sample(rng, rels, 3):
        ff = rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter",
                     "daughter-in-law")
        fm = rel in ("husband", "son", "father", "brother", "nephew", "grandson", "son-in-law")
        f2, fn, _, ln = person_name(rng, True if ff else (False if fm else None))
        if rel in ("wife", "husband", "daughter", "son", "grandson", "granddaughter") and rng.random() < 0.6:
            ln = last
        fam.append(Obj(rel=rel, first=fn, last=ln, female=f2,
                       phone=ids.phone(rng, country, mobile=True)))
    p.family = fam
    return p
