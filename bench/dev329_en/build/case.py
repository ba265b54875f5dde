"""Builds one invented case: patient, family/carers, services, clinicians, dates, IDs."""

import datetime as dt

from core import Person, Staff, pick, wpick, chance, digits, letters
import names
import places
import clinical
from locale_fmt import Locale, rand_date, workday, add_days, dob_for_age, age_on

ASCII = {"á": "a", "à": "a", "ã": "a", "â": "a", "é": "e", "è": "e", "ê": "e", "ë": "e",
         "í": "i", "ı": "i", "ó": "o", "ö": "o", "ô": "o", "ú": "u", "ü": "u", "ç": "c",
         "ş": "s", "ł": "l", "ń": "n", "ś": "s", "ż": "z", "ź": "z", "ą": "a", "ę": "e",
         "ō": "o", "ū": "u", "ā": "a"}


def ascii_name(s):
    out = []
    for ch in s.lower():
        ch = ASCII.get(ch, ch)
        if "a" <= ch <= "z":
            out.append(ch)
    return "".join(out)


def username(rng, p):
    f, l = ascii_name(p.first), ascii_name(p.last)
    return pick(rng, [f[0] + l, f + "." + l, l + f[0], f[0] + l + digits(rng, 1, True),
                      (l[:6] + f[:2]).upper(), f[0] + "." + l, l + "." + f[0] + digits(rng, 2)])


def email(rng, p, domain=None):
    f, l = ascii_name(p.first), ascii_name(p.last)
    if domain is None:
        domain = pick(rng, ["example.com", "example.org", "example.net"])
    local = pick(rng, [f + "." + l, f[0] + l, f + l[0] + digits(rng, 2), l + "." + f, f + "_" + l])
    return local + "@" + domain


ROLE_SETS = {
    "lead": {
        "UK": [("Consultant in Special Care Dentistry", "BDS MFDS MSc FDS(SCD)"),
               ("Specialist in Special Care Dentistry", "BDS MJDF MSCD"),
               ("Senior Dental Officer", "BDS DPDS")],
        "IE": [("Senior Dental Surgeon (Special Care)", "BDentSc MFD"),
               ("Consultant in Special Care Dentistry", "BDS MFDS FFD")],
        "US": [("Attending Dentist, Special Needs Dentistry", "DDS"),
               ("Director, Dental Care for Persons with Disabilities", "DMD MPH")],
        "CA": [("Dentist, Special Care Program", "DMD"), ("Staff Dentist", "DDS MSc")],
        "AU": [("Specialist in Special Needs Dentistry", "BDSc DClinDent"),
               ("Senior Dentist, Special Needs Unit", "BDS")],
        "NZ": [("Special Care Dentist", "BDS MDS"), ("Hospital Dental Officer", "BDS")],
        "ZA": [("Dentist, Special Care Clinic", "BChD"), ("Senior Dentist, Oral Health Centre", "BDS")],
        "SG": [("Consultant, Special Care Dentistry", "BDS MDS"), ("Dental Officer", "BDS")],
    },
}

NURSE_ROLES = {"UK": ("Dental Nurse", "Cert. Dental Sedation Nursing"),
               "IE": ("Dental Nurse", "NEBDN"), "US": ("Dental Assistant", "CDA"),
               "CA": ("Dental Assistant", "RDA"), "AU": ("Dental Assistant", "Cert IV"),
               "NZ": ("Dental Assistant", ""), "ZA": ("Dental Assistant", ""),
               "SG": ("Dental Surgery Assistant", "")}
THERAPIST_ROLES = {"UK": [("Dental Therapist", "Dip DH DT"), ("Dental Hygienist", "Dip DH")],
                   "IE": [("Dental Hygienist", "Dip DH")], "US": [("Dental Hygienist", "RDH")],
                   "CA": [("Dental Hygienist", "RDH")],
                   "AU": [("Oral Health Therapist", "BOH")], "NZ": [("Oral Health Therapist", "BOH")],
                   "ZA": [("Oral Hygienist", "BOH")], "SG": [("Oral Health Therapist", "Dip OHT")]}
ANAES = {"UK": ("Consultant Anaesthetist", "MB ChB FRCA"), "IE": ("Consultant Anaesthetist", "FCAI"),
         "US": ("Anesthesiologist", "MD"), "CA": ("Anesthesiologist", "MD FRCPC"),
         "AU": ("Anaesthetist", "MBBS FANZCA"), "NZ": ("Anaesthetist", "MBChB FANZCA"),
         "ZA": ("Anaesthesiologist", "MBChB FCA(SA)"), "SG": ("Consultant Anaesthesiologist", "MBBS MMed")}
ADMIN = ["Clinic Administrator", "Booking Clerk", "Medical Secretary", "Patient Services Coordinator",
         "Receptionist", "Waiting List Coordinator"]
NURSE_OTHER = {"UK": "RGN", "IE": "RGN", "US": "RN", "CA": "RN", "AU": "RN", "NZ": "RN",
               "ZA": "RN", "SG": "RN"}


def dentist_title(rng, L, p):
    if L.code in ("US", "CA"):
        return "Dr."
    return "Dr"


def make_staff(rng, L, kind):
    c = L.code
    p = names.make_person(rng, c, title_dot=c in ("US", "CA"))
    if kind == "lead":
        roles = [r for r in ROLE_SETS["lead"][c] if r[1]]
        role, creds = pick(rng, roles)
        p.title = dentist_title(rng, L, p)
        lab, reg = L.dentist_reg(rng)
    elif kind == "dentist":
        role = pick(rng, ["Dental Officer", "Specialty Dentist", "Staff Dentist", "Speciality Registrar in SCD"]
                    if c in ("UK", "IE") else ["Staff Dentist", "Dental Officer", "Dental Resident"])
        creds = pick(rng, ["BDS", "BDS MFDS", "BDentSc", "DDS", "BDSc"]) if c != "US" else "DDS"
        p.title = dentist_title(rng, L, p)
        lab, reg = L.dentist_reg(rng)
    elif kind == "nurse":
        role, creds = NURSE_ROLES[c]
        lab, reg = L.dentist_reg(rng) if c == "UK" else ("", "")
    elif kind == "therapist":
        role, creds = pick(rng, THERAPIST_ROLES[c])
        lab, reg = L.dentist_reg(rng)
    elif kind == "anaes":
        role, creds = ANAES[c]
        p.title = "Dr." if c in ("US", "CA") else "Dr"
        lab, reg = L.doctor_reg(rng)
    elif kind == "admin":
        role, creds = pick(rng, ADMIN), ""
        lab, reg = "", ""
    elif kind == "gdp":
        role, creds = ("General Dental Practitioner" if c != "US" else "General Dentist"), \
            pick(rng, ["BDS", "BDS", "BDentSc", "DDS", "DMD", "BDSc", "BChD"])
        p.title = dentist_title(rng, L, p)
        lab, reg = L.dentist_reg(rng)
    elif kind == "gp":
        role, creds = ("General Practitioner" if c != "US" else "Primary Care Physician"), \
            pick(rng, ["MBBS", "MB BCh BAO", "MD", "MBChB MRCGP", "MBBS FRACGP"])
        p.title = "Dr." if c in ("US", "CA") else "Dr"
        lab, reg = L.doctor_reg(rng)
    elif kind == "nurse_ch":
        role, creds = pick(rng, ["Registered Nurse", "Deputy Manager", "Clinical Lead", "Home Manager"]), \
            NURSE_OTHER[c]
        lab, reg = "", ""
    else:
        raise ValueError(kind)
    s = Staff(p, role, creds, lab, reg)
    s.user = username(rng, p)
    return s


RELATIONS = [("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"),
             ("daughter", "F"), ("son", "M"), ("wife", "F"), ("husband", "M"),
             ("niece", "F"), ("nephew", "M"), ("aunt", "F"), ("partner", None)]


class Case:
    pass


def make_case(rng, country, start=dt.date(2021, 1, 4), end=dt.date(2025, 6, 27)):
    L = Locale(country)
    k = Case()
    k.c = country
    k.L = L
    if country == "US":
        L.notation = "universal"
    elif country in ("UK", "IE"):
        L.notation = "palmer" if chance(rng, 0.65) else "fdi"
    else:
        L.notation = "fdi"
    k.visit = workday(rand_date(rng, start, end))
    band = wpick(rng, [("young", 2), ("adult", 5), ("older", 3)])
    age = {"young": rng.randrange(6, 19), "adult": rng.randrange(19, 65),
           "older": rng.randrange(65, 99)}[band]
    k.dob = dob_for_age(rng, k.visit, age)
    k.age = age_on(k.dob, k.visit)
    k.pt = names.make_person(rng, country, title_dot=country in ("US", "CA"))
    if k.age < 18:
        k.pt.title = "Master" if k.pt.sex == "M" and country == "UK" and chance(rng, 0.3) else ""
    k.addr = L.address(rng)
    k.phone = L.phone(rng)
    k.mobile = L.phone(rng, "mobile")
    k.mrn = L.mrn(rng)
    k.natid = L.national_id(rng, k.dob)
    k.hp = L.healthplan(rng)
    k.ssn = L.ssn(rng, k.dob)
    k.acct = L.account(rng)
    k.ref = L.referral_ref(rng)
    child = k.age < 18
    k.conds = clinical.conditions(rng, L, rng.randrange(1, 4), child)
    k.meds = clinical.meds(rng, rng.randrange(0, 4 if child else 6), child)
    k.allergy = pick(rng, clinical.ALLERGIES)
    k.comm = pick(rng, clinical.COMMUNICATION)
    k.behav = clinical.BEHAVIOUR[rng.randrange(len(clinical.BEHAVIOUR))]
    # occupation
    k.prof = None
    if k.age >= 19 and chance(rng, 0.45):
        k.prof = pick(rng, clinical.PROFESSIONS)
        k.prof_lead = "retired " if k.age >= 66 else pick(rng, ["works part-time as a ", "former ",
                                                                 "previously worked as a ", "works as a "])
    # residence & people
    if k.age < 18:
        res = "family"
    elif k.age >= 75:
        res = wpick(rng, [("care_home", 6), ("family", 2), ("alone", 2)])
    else:
        res = wpick(rng, [("family", 4), ("supported", 3), ("care_home", 2), ("alone", 1)])
    k.res = res
    if k.age < 18:
        rel = pick(rng, [("mother", "F"), ("father", "M"), ("mother", "F"), ("grandmother", "F"),
                         ("foster mother", "F")])
    elif k.age >= 65:
        rel = pick(rng, [("daughter", "F"), ("son", "M"), ("wife", "F"), ("husband", "M"),
                         ("niece", "F"), ("nephew", "M")])
    else:
        rel = pick(rng, RELATIONS)
    k.rel = rel[0]
    k.fam = names.relative_of(rng, country, k.pt, rel_sex=rel[1],
                              same_surname=0.75 if rel[0] not in ("partner", "niece", "nephew") else 0.2)
    dot = "." if country in ("US", "CA") else ""
    if k.rel in ("wife", "mother", "grandmother", "foster mother", "aunt"):
        k.fam.title = pick(rng, ["Mrs", "Ms"]) + dot
    elif k.fam.sex == "M":
        k.fam.title = "Mr" + dot
    k.fam_phone = L.phone(rng, "mobile")
    k.fam_email = email(rng, k.fam)
    k.fam_prof = pick(rng, clinical.PROFESSIONS) if chance(rng, 0.3) else None
    k.carer = names.make_person(rng, country)
    k.carer_role = pick(rng, ["support worker", "key worker", "care assistant", "senior carer",
                              "support worker", "team leader"])
    k.care_home = places.care_home(rng, country)
    k.ch_addr = L.address(rng)
    k.ch_phone = L.phone(rng)
    k.room = str(rng.randrange(1, 60)) + pick(rng, ["", "", "", "A", "B"])
    k.provider = places.org(rng, country, "provider")
    k.dayc = places.org(rng, country, "daycentre" if k.age >= 19 else "school")
    k.ch_nurse = make_staff(rng, L, "nurse_ch")
    # services
    k.service = places.scd_service(rng, country)
    k.hosp = places.hospital(rng, country)
    k.svc_addr = L.address(rng)
    k.svc_addr["city"] = k.addr["city"] if chance(rng, 0.3) else k.svc_addr["city"]
    k.svc_phone = L.phone(rng)
    k.svc_fax = L.phone(rng)
    dom = pick(rng, ["example.org", "example.net", "example.com"])
    k.svc_email = pick(rng, ["scd.referrals", "specialcare", "communitydental", "cds.admin",
                             "dental.bookings", "scd"]) + "@" + dom
    k.svc_url = pick(rng, ["www.", "https://www.", "https://"]) + dom + "/" + \
        pick(rng, ["special-care-dentistry", "scd", "community-dental", "dental/special-care",
                   "patients/dental", "easyread/dental-visit"])
    k.trust = places.org(rng, country, "trust")
    k.ward = places.ward(rng)
    k.lead = make_staff(rng, L, "lead")
    k.dentist = make_staff(rng, L, "dentist")
    k.nurse = make_staff(rng, L, "nurse")
    k.nurse2 = make_staff(rng, L, "nurse")
    k.ther = make_staff(rng, L, "therapist")
    k.anaes = make_staff(rng, L, "anaes")
    k.admin = make_staff(rng, L, "admin")
    k.gdp = make_staff(rng, L, "gdp")
    k.gdp_practice = places.practice(rng, country)
    k.gdp_addr = L.address(rng)
    k.gdp_phone = L.phone(rng)
    k.gdp_email = pick(rng, ["reception", "info", "hello", "admin"]) + "@" + \
        pick(rng, ["example.com", "example.net"])
    k.gp = make_staff(rng, L, "gp")
    k.gp_practice = places.gp_practice(rng, country)
    k.referral_date = add_days(k.visit, -rng.randrange(20, 240))
    k.next_date = workday(add_days(k.visit, rng.randrange(14, 120)))
    k.birth_country = None
    if chance(rng, 0.25):
        from locale_fmt import BIRTH_COUNTRIES
        k.birth_country = pick(rng, BIRTH_COUNTRIES)
    return k


def pt_ref(rng, k, styles=None):
    """A short in-text reference to the patient."""
    if styles is None:
        if k.age < 18:
            styles = ["first", "first", "nick"]
        else:
            styles = ["title_last", "title_last", "first", "title_last"]
    st = pick(rng, styles)
    if st == "title_last" and not k.pt.title:
        st = "first"
    return k.pt.name(st, "PATIENT")


def carer_ref(rng, k, cap=False):
    """'her mother Ana Lowe' style pieces for the main accompanying person."""
    who = k.rel
    poss = k.pt.his()
    lead = (poss.capitalize() if cap else poss) + " " + who + " "
    return [lead] + k.fam.name(pick(rng, ["full", "first", "full", "title_full"]), "FAMILY")


def paid_carer_ref(rng, k):
    return [k.carer_role + " "] + k.carer.name(pick(rng, ["full", "first", "full"]), "FAMILY")
