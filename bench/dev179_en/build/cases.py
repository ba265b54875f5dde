"""Case (patient + encounter + staff) generator for dev179_en."""
import datetime

import pools as PL
import clinical as CL


class Staff:
    def __init__(self, person, cred, role):
        self.p, self.cred, self.role = person, cred, role


def hospital_name(g, country):
    if g.chance(0.25):
        stem = g.pick(PL.HOSP_SAINTS)
    else:
        stem = g.pick(PL.HOSP_STEMS)
    suf = g.pick(PL.HOSP_SUFFIX_CA if country == "CA" else PL.HOSP_SUFFIX_US)
    return stem + " " + suf


def hosp_short(g, name):
    words = [w for w in name.replace("'s", "").replace(".", "").split() if w[0].isupper()]
    ab = "".join(w[0] for w in words)
    return ab if len(ab) >= 3 else name.split()[0] + " " + name.split()[-1]


def make_staff(g, country):
    s = {}
    s["att"] = Staff(g.person(), g.pick(["MD", "MD", "DO", "MD, FRCPC" if country == "CA" else "MD, FCCM"]), "attending")
    s["fellow"] = Staff(g.person(), "MD", "fellow")
    s["res"] = Staff(g.person(), g.pick(["MD", "MD", "DO", "MD (PGY-2)", "MD, PGY3"]), "resident")
    s["app"] = Staff(g.person(), g.pick(["NP", "ACNP", "PA-C", "NP-C"]) if country == "US" else "NP", "app")
    s["rn_day"] = Staff(g.person(), g.pick(["RN", "RN", "RN, BSN", "RN, CCRN"]), "rn")
    s["rn_night"] = Staff(g.person(), g.pick(["RN", "RN", "RN, CCRN"]), "rn")
    s["charge"] = Staff(g.person(), "RN", "charge")
    s["rt"] = Staff(g.person(), g.pick(["RRT", "RT", "RRT-ACCS"]), "rt")
    s["pharm"] = Staff(g.person(), g.pick(["PharmD", "PharmD, BCCCP", "RPh"]), "pharm")
    s["sw"] = Staff(g.person(), g.pick(["MSW", "LCSW", "MSW, RSW"]), "sw")
    s["chap"] = Staff(g.person(), g.pick(["MDiv", "BCC", ""]), "chaplain")
    s["diet"] = Staff(g.person(), g.pick(["RD", "RD, LD"]), "dietitian")
    s["surg"] = Staff(g.person(), "MD", "surgeon")
    s["anes"] = Staff(g.person(), g.pick(["MD", "CRNA"]), "anesthesia")
    s["pcp"] = Staff(g.person(), g.pick(["MD", "DO", "NP"]), "pcp")
    s["clerk"] = Staff(g.person(), "", "unit clerk")
    s["scribe"] = Staff(g.person(), "", "scribe")
    s["pt"] = Staff(g.person(), g.pick(["PT", "DPT"]), "physio")
    s["nm"] = Staff(g.person(), g.pick(["RN, MSN", "RN"]), "nurse manager")
    return s


def make_case(g, country=None):
    c = {}
    if country is None:
        country = "US" if g.chance(0.62) else "CA"
    c["country"] = country
    scen = g.pick(CL.SCEN)
    c["scen"] = scen
    place = g.us_place() if country == "US" else g.ca_place()
    c["place"] = place
    # patient's home may be in a different town of the same state/province
    home = place
    if g.chance(0.4):
        cands = [p for p in (PL.US_PLACES if country == "US" else PL.CA_PLACES) if p[1] == place[1]]
        home = g.pick(cands)
    c["home"] = home
    c["city"], c["st"], c["st_name"] = home[0], home[1], home[2]
    c["zip"] = g.zipcode(home, country)
    c["street"] = g.street(country)
    c["area"] = g.pick(home[4])
    c["hosp_area"] = g.pick(place[4])
    sex = g.pick(["M", "F"])
    c["sex"] = sex
    c["pt"] = g.person(sex)
    a0, a1 = scen["ages"]
    c["age"] = g.ri(a0, a1)
    if g.chance(0.04):
        c["age"] = g.ri(90, 102) if a1 > 85 else c["age"]
    adm = g.date_between(2023, 2025)
    if adm > datetime.date(2025, 9, 30):
        adm = adm - datetime.timedelta(days=200)
    c["adm"] = adm
    c["today"] = adm + datetime.timedelta(days=g.ri(0, 9))
    bm, bd = g.ri(1, 12), g.ri(1, 28)
    byear = adm.year - c["age"]
    if (bm, bd) > (adm.month, adm.day):
        byear -= 1
    dob = datetime.date(byear, bm, bd)
    c["dob"] = dob
    c["phone"] = g.phone(c["area"])
    c["cell"] = g.phone(c["area"])
    c["email"] = g.email(c["pt"])
    c["mrn"] = g.mrn(country)
    c["acct"] = g.acct()
    c["hp"] = g.healthplan(country, place[1])
    c["hp2"] = g.healthplan("US") if country == "US" else g.healthplan("CA", "ON")
    c["group"] = g.group_no()
    c["insurer"] = g.pick(PL.INSURERS_US if country == "US" else PL.INSURERS_CA)
    c["ssn"] = g.ssn(country)
    c["hosp"] = hospital_name(g, country)
    c["hosp_short"] = hosp_short(g, c["hosp"])
    c["hosp_city"], c["hosp_st"] = place[0], place[1]
    c["ref_hosp"] = hospital_name(g, country)
    while c["ref_hosp"] == c["hosp"]:
        c["ref_hosp"] = hospital_name(g, country)
    c["ward"] = g.pick(PL.WARD_NAMES)
    c["ward2"] = g.pick(PL.WARD_NAMES)
    c["icu"] = scen["unit"]
    c["room"] = str(g.ri(1, 9)) + str(g.ri(0, 2)) + "%02d" % g.ri(1, 40) if g.chance(0.5) else str(g.ri(1, 36))
    c["bed"] = str(g.ri(1, 24)) + g.pick(["", "", "A", "B"])
    c["staff"] = make_staff(g, country)
    fam = []
    n = g.ri(1, 3)
    rels = g.sample(PL.RELATIONS, n)
    for rel in rels:
        if rel in ("wife", "mother", "daughter", "sister", "niece", "granddaughter", "fiancee",
                   "stepdaughter", "aunt"):
            fs = "F"
        elif rel in ("husband", "father", "son", "brother", "nephew", "grandson"):
            fs = "M"
        else:
            fs = None
        fp = g.person(fs)
        if rel in ("son", "daughter", "father", "mother", "brother", "sister", "grandson",
                   "granddaughter") and g.chance(0.6):
            fp.last = c["pt"].last
        if rel in ("wife", "husband") and g.chance(0.7):
            fp.last = c["pt"].last
        fage = None
        if rel in ("son", "daughter", "niece", "nephew"):
            fage = max(16, c["age"] - g.ri(20, 38))
        elif rel in ("wife", "husband", "partner"):
            fage = max(18, c["age"] + g.ri(-8, 8))
        elif rel in ("mother", "father"):
            fage = c["age"] + g.ri(19, 35)
        fam.append({"rel": rel, "p": fp, "phone": g.phone(g.pick(home[4])), "age": fage,
                    "email": g.email(fp)})
    c["fam"] = fam
    c["prof"] = g.pick(PL.PROFESSIONS)
    c["employer"] = g.pick(PL.EMPLOYERS)
    c["fam_prof"] = g.pick(PL.PROFESSIONS)
    c["church"] = g.pick(PL.CHURCHES)
    c["ems"] = g.pick(PL.EMS)
    c["birth_country"] = g.pick(PL.COUNTRIES)
    c["ltc"] = g.pick(PL.LTC_NAMES)
    c["pharmacy"] = g.pick(PL.PHARMACIES)
    c["clinic"] = g.pick(PL.HOSP_STEMS) + " " + g.pick(PL.CLINIC_STEMS)
    c["allergy"] = g.pick(CL.ALLERGIES)
    c["code"] = g.pick(CL.CODE_STATUS)
    c["weight"] = g.ri(42, 148)
    c["height"] = g.ri(150, 193)
    return c
