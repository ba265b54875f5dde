"""Per-note context: the patient, family, CF team, sites and identifiers."""
import datetime as dt

import pools as P
import phi as H
import clin as CL
from phi import UK, US, CA, AU, IE, pick, chance

PAED_P = {"clinic_letter": 0.4, "annual_review": 0.45, "micro_report": 0.35, "home_iv": 0.3,
          "modulator": 0.45, "physio": 0.4, "dietetic": 0.55, "transplant": 0.05, "cohort_list": 0.4,
          "phone_log": 0.5, "travel_letter": 0.4, "remote_monitoring": 0.3, "discharge": 0.35,
          "psychosocial": 0.5}

CONS_CRED = {UK: ["FRCP", "MD FRCP", "MB ChB FRCP", "PhD FRCP", ""], US: ["MD", "MD", "MD, MPH", "DO"],
             CA: ["MD, FRCPC", "MD FRCPC", "MD"], AU: ["FRACP", "MBBS FRACP", "MBBS, PhD, FRACP"],
             IE: ["FRCPI", "MB BCh BAO FRCPI", "MD FRCPI"]}
PAED_CRED = {UK: ["FRCPCH", "MRCPCH", "MD FRCPCH"], US: ["MD", "MD, FAAP"], CA: ["MD, FRCPC"],
             AU: ["FRACP", "MBBS FRACP"], IE: ["FRCPI", "MRCPCH"]}
CRED = {
    "cns": {UK: ["RN", "RGN", "RSCN", "RN BSc"], US: ["RN", "BSN, RN", "MSN, APRN"], CA: ["RN", "BScN, RN"],
            AU: ["RN", "CNC"], IE: ["RGN", "RCN", "RNP"]},
    "physio": {UK: ["MCSP", "BSc MCSP", ""], US: ["RRT", "PT, DPT", "RRT-NPS"], CA: ["PT", "MScPT"],
               AU: ["APAM", "BPhty"], IE: ["MISCP", ""]},
    "diet": {UK: ["RD", "BSc RD"], US: ["RDN, LD", "MS, RD", "RDN"], CA: ["RD", "PDt"], AU: ["APD", "AdvAPD"],
             IE: ["MINDI", "RD"]},
    "pharm": {UK: ["MRPharmS", "MPharm"], US: ["PharmD", "PharmD, BCPS"], CA: ["BScPharm", "PharmD"],
              AU: ["BPharm"], IE: ["MPSI"]},
    "psych": {UK: ["DClinPsy", "CPsychol"], US: ["PhD", "PsyD"], CA: ["PhD, CPsych"], AU: ["MPsych"],
              IE: ["DClinPsych"]},
    "sw": {UK: ["", "BA SW"], US: ["LCSW", "MSW, LICSW"], CA: ["MSW, RSW"], AU: ["BSW"], IE: ["CQSW", "MSW"]},
}
ROLE_TITLE = {
    "cns": {UK: "CF Clinical Nurse Specialist", US: "CF Nurse Coordinator", CA: "CF Clinic Nurse",
            AU: "CF Clinical Nurse Consultant", IE: "CF Clinical Nurse Specialist"},
    "physio": {UK: "Specialist CF Physiotherapist", US: "CF Respiratory Therapist", CA: "CF Physiotherapist",
               AU: "Senior CF Physiotherapist", IE: "Senior CF Physiotherapist"},
    "diet": {UK: "Specialist CF Dietitian", US: "CF Registered Dietitian", CA: "CF Dietitian",
             AU: "CF Dietitian", IE: "Senior CF Dietitian"},
    "pharm": {UK: "Specialist CF Pharmacist", US: "CF Clinical Pharmacist", CA: "CF Clinic Pharmacist",
              AU: "Respiratory Pharmacist", IE: "CF Pharmacist"},
    "psych": {UK: "Clinical Psychologist", US: "Psychologist", CA: "Psychologist", AU: "Clinical Psychologist",
              IE: "Senior Clinical Psychologist"},
    "sw": {UK: "CF Social Worker", US: "Social Worker", CA: "Social Worker", AU: "Social Worker",
           IE: "Medical Social Worker"},
}


MOD_APPROVED = {"iva": dt.date(2012, 8, 1), "eti": dt.date(2019, 11, 1), "vanza": dt.date(2025, 1, 15)}


class Ctx:
    def sp(self, uk, us):
        return us if self.country in (US, CA) else uk

    def lic(self, p, role):
        if p.lic is None:
            lab, val = H.license_for(self.rng, self.country, role)
            if val is None:
                val = H.npi_or_dea(self.rng, lab)
            p.lic = (lab, val)
        return p.lic

    def unit(self):
        if self.paed:
            return self.sp("Paediatric Cystic Fibrosis Service", "Pediatric Cystic Fibrosis Center")
        return self.sp("Adult Cystic Fibrosis Centre", "Adult Cystic Fibrosis Program")


def staff(rng, C, role):
    p = H.person(rng, "DOCTOR")
    p.role = role
    if role in ("cons", "cons2", "gp", "reg", "micro", "txdoc", "ophth", "endo"):
        p.title = "Dr." if C.country in (US, CA) else "Dr"
        if role in ("cons", "cons2", "txdoc") and chance(rng, 0.15):
            p.title = "Prof" if C.country != US else "Dr."
        if role in ("cons", "cons2", "txdoc"):
            p.cred = pick(rng, (PAED_CRED if C.paed and role != "txdoc" else CONS_CRED)[C.country])
        elif role == "reg":
            p.cred = pick(rng, {UK: ["MRCP", "MRCPCH", "MBBS"], US: ["MD", "DO"], CA: ["MD"], AU: ["MBBS"],
                                IE: ["MRCPI", "MB"]}[C.country])
        elif role == "micro":
            p.cred = pick(rng, ["FRCPath", "MD", "FRCPath, PhD"])
    else:
        p.cred = pick(rng, CRED.get(role, {}).get(C.country, [""]))
    return p


def make_ctx(rng, country, genre, lower):
    C = Ctx()
    C.rng, C.country, C.genre, C.lower = rng, country, genre, lower
    C.paed = chance(rng, PAED_P[genre])
    C.d0 = H.rand_date(rng, dt.date(2019, 1, 7), dt.date(2025, 9, 30))
    if C.paed:
        age = pick(rng, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 8, 10, 12, 14])
    else:
        age = pick(rng, list(range(17, 33)) * 3 + list(range(33, 50)) * 2 + list(range(50, 68)))
    sex = pick(rng, "FM")
    C.dob = C.d0 - dt.timedelta(days=int(365.25 * age) + rng.randrange(1, 360))
    C.age = H.age_of(C.dob, C.d0)
    C.pt = H.person(rng, "PATIENT", sex=sex)
    C.sex = sex
    C.mum = H.person(rng, "FAMILY", "F", C.pt.last if chance(rng, 0.75) else None)
    C.dad = H.person(rng, "FAMILY", "M", C.pt.last if chance(rng, 0.8) else None)
    C.partner = H.person(rng, "FAMILY", "M" if sex == "F" and chance(rng, 0.85) else "F")
    C.sib = H.person(rng, "FAMILY", None, C.pt.last)
    C.sib_age = max(0, C.age + pick(rng, [-6, -4, -3, -2, 2, 3, 5]))
    C.carer = C.mum if chance(rng, 0.65) else C.dad
    C.cl = CL.make_clin(rng, C.paed, C.age, sex, C.d0)
    if C.cl.mod:
        earliest = max(C.dob + dt.timedelta(days=800), MOD_APPROVED[C.cl.mod])
        if earliest >= C.d0 - dt.timedelta(days=30):
            C.cl.mod = None if C.cl.mod != "vanza" or C.d0.year < 2020 else "eti"
            if C.cl.mod and max(C.dob + dt.timedelta(days=800), MOD_APPROVED["eti"]) >= C.d0 - dt.timedelta(days=30):
                C.cl.mod = None
    C.mod_start = None
    if C.cl.mod:
        earliest = max(C.dob + dt.timedelta(days=800), MOD_APPROVED[C.cl.mod])
        C.mod_start = H.rand_date(rng, earliest, C.d0 - dt.timedelta(days=28))
    if C.cl.sweat_on is not None and not C.cl.mod:
        C.cl.sweat_on = None
    # team
    C.cons = staff(rng, C, "cons")
    C.cons2 = staff(rng, C, "cons2")
    C.reg = staff(rng, C, "reg")
    C.gp = staff(rng, C, "gp")
    C.cns = staff(rng, C, "cns")
    C.cns2 = staff(rng, C, "cns")
    C.physio = staff(rng, C, "physio")
    C.diet = staff(rng, C, "diet")
    C.pharm = staff(rng, C, "pharm")
    C.psych = staff(rng, C, "psych")
    C.sw = staff(rng, C, "sw")
    C.micro = staff(rng, C, "micro")
    C.bms = staff(rng, C, "bms")
    C.txdoc = staff(rng, C, "txdoc")
    C.sec = staff(rng, C, "sec")
    C.homenurse = staff(rng, C, "cns")
    C.homenurse.cred = pick(rng, CRED["cns"][country])
    # sites
    cs = P.CENTRES[country]
    C.centre = pick(rng, cs["paed"] if C.paed else cs["adult"])
    C.adult_centre = pick(rng, cs["adult"])
    C.local = pick(rng, cs["local"])
    C.gp_site = pick(rng, cs["gp"])
    C.tx = pick(rng, cs["tx"])
    C.pharmacy = pick(rng, cs["pharm"])
    C.ward = pick(rng, P.WARDS)
    C.building = pick(rng, P.BUILDINGS)
    C.homecare = pick(rng, P.HOMECARE)
    sch = P.SCHOOLS[country]
    if C.age < 4:
        C.school = pick(rng, P.NURSERIES)
    elif C.age < 11:
        C.school = pick(rng, [x for x in sch if any(k in x for k in ("Primary", "Elementary", "NS", "State School", "Public School"))])
    else:
        C.school = pick(rng, [x for x in sch if not any(k in x for k in ("Primary", "Elementary", "NS", "State School", "Public School"))])
    C.uni = pick(rng, P.UNIS[country])
    C.employer = pick(rng, P.EMPLOYERS)
    C.club = pick(rng, P.CLUBS)
    C.addr = H.address(rng, country)
    C.centre_addr = H.address(rng, country)
    C.gp_addr = H.address(rng, country, like=C.addr if chance(rng, 0.6) else None)
    # identifiers
    C.mrn = H.mrn(rng, country)
    C.mrn_label = pick(rng, H.MRN_LABEL[country])
    C.hp_label, C.hp = H.healthplan(rng, country)
    C.acct = H.acct(rng, country)
    C.ssn = H.ssn(rng, country)
    # contacts
    C.unit_phone = H.phone(rng, country, "land")
    C.unit_fax = H.phone(rng, country, "land")
    C.unit_email = H.unit_email(rng, C.paed)[0]
    C.pt_phone = H.phone(rng, country, "mobile")
    C.home_phone = H.phone(rng, country, "land")
    # occupations
    profs = P.PROFESSIONS + (P.PROFESSIONS_US if country == US else [])
    C.prof = pick(rng, profs)
    C.mum_prof = pick(rng, profs)
    C.dad_prof = pick(rng, profs)
    C.partner_prof = pick(rng, profs)
    return C


def unit_header(C, d, with_contacts=True):
    """Letterhead block: hospital, unit, address, phone/fax/email."""
    rng = C.rng
    d.line("{h}", h=(C.centre, "HOSPITAL"))
    d.line(C.unit())
    if chance(rng, 0.7):
        d.line("{b}", b=[(C.building, "LOCATION_OTHER")] if chance(rng, 0.3) else "Level %d, Outpatients" % rng.randint(1, 6))
        for ln in H.addr_lines(rng, C.centre_addr, county=False):
            d.line("{a}", a=ln)
    if with_contacts:
        d.line("Tel: {p}   Fax: {f}", p=(C.unit_phone, "PHONE"), f=(C.unit_fax, "FAX"))
        if chance(rng, 0.6):
            d.line("Email: {e}", e=(C.unit_email, "EMAIL"))
        if chance(rng, 0.2):
            d.line("Web: {u}", u=H.url(rng, "info"))
