"""Invented hospitals, practices, schools, employers, insurers and staff roles."""
import pools_places as PL
import ids

B2 = ["Vale", "Ridge", "Park", "Hill", "Valley", "Point", "Heights", "Green",
      "Meadows", "Downs", "Bay", "Cross"]


def xname(x):
    a = x.ch(PL.NAME_A)
    if x.p(0.75):
        return a + x.ch(PL.NAME_B)
    return "%s %s" % (a, x.ch(B2))


def saint(x):
    return x.ch(PL.SAINTS)


def hospital(x, kind="hosp"):
    c, X = x.c, xname(x)
    S = saint(x)
    T = {
        "US": {"hosp": ["%s Regional Medical Center", "%s Memorial Hospital",
                        "St. " + S + " Medical Center", "%s Community Hospital",
                        "%s University Hospital"],
               "aud": ["%s Hearing & Balance Center", "%s Audiology Associates",
                       "%s Hearing Clinic", "%s ENT & Allergy"],
               "kids": ["%s Children's Hospital", "Children's Hospital of %s"],
               "gp": ["%s Family Medicine", "%s Primary Care", "%s Internal Medicine Group",
                      "%s Pediatrics"]},
        "UK": {"hosp": ["%s General Hospital", "%s District General Hospital",
                        "%s Royal Infirmary", "St " + S + "'s Hospital",
                        "%s Community Hospital", "%s Hospitals NHS Foundation Trust"],
               "aud": ["%s Hearing Centre", "%s Audiology", "%s Health Centre"],
               "kids": ["%s Children's Hospital", "%s Child Development Centre"],
               "gp": ["%s Surgery", "%s Medical Practice", "%s Health Centre",
                      "%s Group Practice"]},
        "CA": {"hosp": ["%s Health Sciences Centre", "%s General Hospital",
                        "%s Regional Hospital", "St. " + S + "'s Hospital"],
               "aud": ["%s Hearing Clinic", "%s Audiology Centre", "%s Hearing & Tinnitus Clinic"],
               "kids": ["%s Children's Hospital", "%s Children's Treatment Centre"],
               "gp": ["%s Family Health Team", "%s Medical Clinic", "%s Community Health Centre"]},
        "AU": {"hosp": ["%s Base Hospital", "%s Health Service", "%s Hospital",
                        "%s Private Hospital", "St " + S + "'s Hospital"],
               "aud": ["%s Hearing", "%s Hearing Clinic", "%s Audiology"],
               "kids": ["%s Children's Hospital", "%s Child Health Centre"],
               "gp": ["%s Medical Centre", "%s Family Practice", "%s Medical Clinic"]},
        "IE": {"hosp": ["%s Regional Hospital", "St " + S + "'s Hospital",
                        "%s University Hospital", "%s General Hospital"],
               "aud": ["%s Hearing Centre", "%s Audiology Clinic"],
               "kids": ["%s Children's Health", "%s Children's Hospital"],
               "gp": ["%s Medical Centre", "%s Primary Care Centre", "%s Family Practice"]},
        "NZ": {"hosp": ["%s Hospital", "%s Base Hospital", "%s Regional Hospital"],
               "aud": ["%s Hearing", "%s Audiology", "%s Hearing Clinic"],
               "kids": ["%s Children's Health Centre", "%s Child Development Service"],
               "gp": ["%s Medical Centre", "%s Health Centre", "%s Family Doctors"]},
    }[c][kind]
    t = x.ch(T)
    return t % X if "%s" in t else t


def ward(x, kind="adult"):
    if kind == "neo":
        return x.ch(["Kingfisher", "Puffin", "Otter", "Snowdrop", "Seahorse", "Starfish", "Kiwi"]) + " " + \
            x.ch(["Neonatal Unit", "Special Care Baby Unit", "NICU"])
    if kind == "paed":
        return x.ch(["Dolphin", "Starfish", "Wombat", "Possum", "Tūī", "Maple Leaf"]) + " " + x.ch(["Ward", "Unit"])
    return x.ch(["Lapwing", "Curlew", "Skylark", "Bluebell", "Heron", "Juniper", "Rowan"]) + " " + \
        x.ch(["Ward", "Unit", "Oncology Unit", "Day Unit"])


def school(x, level="primary"):
    X = xname(x)
    c = x.c
    if level == "early":
        t = x.ch(["%s Nursery", "%s Early Learning Centre", "%s Preschool",
                  "%s Kindergarten" if c in ("AU", "NZ") else "%s Day Nursery",
                  "%s Kindy" if c in ("AU", "NZ") else "%s Childcare Centre"])
    elif level == "primary":
        t = x.ch({"US": ["%s Elementary School", "%s Elementary"],
                  "CA": ["%s Public School", "%s Elementary School"],
                  "UK": ["%s Primary School", "%s Primary Academy", "%s C of E Primary School"],
                  "AU": ["%s Primary School", "%s State School"],
                  "IE": ["St " + saint(x) + "'s National School", "Scoil %s", "%s National School"],
                  "NZ": ["%s School", "%s Primary School"]}[c])
    else:
        t = x.ch({"US": ["%s High School", "%s Middle School"],
                  "CA": ["%s Secondary School", "%s Collegiate"],
                  "UK": ["%s Academy", "%s High School", "%s School"],
                  "AU": ["%s High School", "%s College"],
                  "IE": ["%s Community School", "%s College"],
                  "NZ": ["%s College", "%s High School"]}[c])
    return t % X if "%s" in t else t


EMP = {
    "ind": ["%s Steel Fabrication", "%s Foundry", "%s Engineering", "%s Precast Concrete", "%s Packaging",
            "%s Print Works", "%s Quarry Products", "%s Timber Mill", "%s Mining", "%s Boilerworks"],
    "build": ["%s Construction", "%s Builders", "%s Roofing", "%s Scaffolding", "%s Demolition"],
    "land": ["%s Tree Services", "%s Landscapes", "%s Forestry"],
    "motor": ["%s Motors", "%s Panel & Paint", "%s Auto Repairs"],
    "farm": ["%s Farm", "%s Dairy Co-operative", "%s Orchards", "%s Pastoral Co"],
    "music": ["%s Studios", "%s Social Club", "%s Live", "%s Arms"],
    "trans": ["%s Logistics", "%s Freight", "%s Bus Company", "%s Rail Services", "%s Airport Services", "%s Haulage"],
    "office": ["%s Insurance", "%s Accountants", "%s Solicitors", "%s Contact Centre", "%s Software", "%s Partnership"],
    "council": ["%s District Council", "%s County Council", "%s City Council"],
    "shop": ["%s Foods", "%s Bakery", "%s Salon", "%s Bistro", "%s Supermarket"],
    "care": ["%s Care Group", "%s Home Care"],
}


def employer(x, cat=None):
    """Invented employer for a job category; None where the job has no named employer."""
    if cat == "none":
        return None
    if cat == "school":
        return school(x, x.ch(["primary", "secondary"]))
    cat = cat if cat in EMP else x.ch(["ind", "build", "trans", "office", "council", "shop"])
    t = x.ch(EMP[cat]) % xname(x)
    if cat in ("ind", "build", "motor", "land", "office", "care"):
        if x.c == "UK" and x.p(0.3):
            t += " Ltd"
        elif x.c in ("AU", "NZ") and x.p(0.3):
            t += " Pty Ltd" if x.c == "AU" else " Ltd"
        elif x.c == "US" and x.p(0.3):
            t += " Inc"
    return t


def care_home(x):
    return xname(x) + x.ch([" Care Home", " Nursing Home", " Lodge", " Residential Care", " House"])


def insurer(x):
    X = xname(x)
    return x.ch(["%s Health Plan", "%s Mutual Health", "%s Health Fund", "%s Assurance",
                 "%s Health Insurance", "%s Medical Benefits"]) % X


def club(x):
    X = xname(x)
    return x.ch(["%s Baptist Church", "%s Deaf Club", "%s Bowls Club", "%s Brass Band",
                 "%s Rugby Club", "%s Pipe Band", "%s Community Choir", "%s Gun Club",
                 "%s Hard of Hearing Group", "%s Methodist Church"]) % X


DEPTS = {
    "aud": ["Department of Audiology", "Audiology Department", "Adult Hearing Services",
            "Audiology & Hearing Therapy", "Hearing Services"],
    "paed": ["Paediatric Audiology", "Children's Hearing Service", "Paediatric Audiology Service"],
    "ent": ["ENT Outpatients", "Department of Otolaryngology", "ENT Department"],
    "ci": ["Cochlear Implant Programme", "Auditory Implant Service", "Implantable Hearing Devices Service"],
    "vest": ["Balance Clinic", "Vestibular Assessment Service", "Audiovestibular Medicine"],
    "nhsp": ["Newborn Hearing Screening Programme", "Newborn Hearing Service"],
    "tin": ["Tinnitus & Hyperacusis Service", "Tinnitus Clinic", "Hearing Therapy"],
}
US_DEPTS = {"paed": ["Pediatric Audiology", "Division of Pediatric Audiology"],
            "ent": ["Department of Otolaryngology-Head and Neck Surgery", "ENT Clinic"],
            "nhsp": ["Early Hearing Detection & Intervention (EHDI) Program", "Newborn Hearing Program"],
            "ci": ["Cochlear Implant Program"]}


def dept(x, kind):
    if x.c in ("US", "CA") and kind in US_DEPTS:
        return x.ch(US_DEPTS[kind])
    return x.ch(DEPTS[kind])


EMAIL_LOCAL = {"aud": ["audiology", "audiology.admin", "hearing.services"],
               "paed": ["paed.audiology", "childrens.hearing"], "ent": ["ent.referrals", "ent.admin"],
               "ci": ["ci.team", "implant.programme"], "vest": ["vestibular", "balance.clinic"],
               "nhsp": ["newbornhearing", "ehdi"], "tin": ["tinnitus.clinic", "hearing.therapy"]}


URL_PATH = {"aud": ["hearing", "audiology/portal", "patient/booking"], "paed": ["childrens-hearing", "paediatric-audiology"],
            "ent": ["ent/referrals"], "ci": ["ci-programme", "implants"], "vest": ["balance", "vestibular"],
            "nhsp": ["newborn-hearing"], "tin": ["tinnitus-support", "tinnitus"]}


def site(x, kind="hosp", dkind="aud"):
    pl = x.place()
    s = {"name": hospital(x, kind), "dept": dept(x, dkind), "place": pl,
         "street": x.street(unit_p=0)}
    if x.c == "US" and x.p(0.4):
        s["street"] = s["street"].split(",")[0] + ", Suite %d" % x.r.randint(100, 450)
    s["phone"] = x.phone(pl)
    s["fax"] = x.phone(pl)
    s["email"] = x.email(None, x.ch(EMAIL_LOCAL.get(dkind, ["audiology"])))
    s["url"] = x.url(x.ch(URL_PATH.get(dkind, ["hearing"])))
    return s


# ---- staff roles ---------------------------------------------------------
ROLES = {
    "aud": {
        "US": [("Au.D., CCC-A", "Audiologist"), ("AuD", "Clinical Audiologist"),
               ("M.S., CCC-A", "Audiologist"), ("AuD, FAAA", "Staff Audiologist")],
        "UK": [("", "Specialist Audiologist"), ("MSc", "Clinical Scientist (Audiology)"),
               ("BSc (Hons)", "Audiologist"), ("", "Highly Specialist Audiologist"),
               ("", "Associate Audiologist"), ("MSc", "Principal Clinical Scientist")],
        "CA": [("M.Cl.Sc., Aud(C)", "Audiologist"), ("Au.D., Reg. CASLPO", "Audiologist"),
               ("M.Sc.", "Audiologist")],
        "AU": [("MClinAud, MAudA (CCP)", "Audiologist"), ("BAppSc, MAud", "Senior Audiologist"),
               ("MAudSt", "Audiologist")],
        "IE": [("MSc Audiology", "Senior Audiologist"), ("BSc, MSc", "Clinical Specialist Audiologist"),
               ("MSc", "Audiologist")],
        "NZ": [("MAud, MNZAS", "Audiologist"), ("MAud", "Senior Audiologist"),
               ("MAud(Hons), MNZAS", "Paediatric Audiologist")],
    },
    "ent": {
        "US": [("MD, FACS", "Otolaryngologist"), ("MD", "Neurotologist"), ("DO", "Otolaryngology")],
        "UK": [("FRCS (ORL-HNS)", "Consultant ENT Surgeon"), ("MBBS, FRCS", "Consultant Otologist")],
        "CA": [("MD, FRCSC", "Otolaryngologist-Head & Neck Surgeon")],
        "AU": [("FRACS", "ENT Surgeon"), ("MBBS, FRACS", "Otolaryngologist")],
        "IE": [("FRCSI", "Consultant Otolaryngologist"), ("MCh, FRCSI (ORL-HNS)", "Consultant ENT Surgeon")],
        "NZ": [("FRACS", "Otolaryngologist"), ("MBChB, FRACS", "ENT Surgeon")],
    },
    "gp": {
        "US": [("MD", "Primary Care Physician"), ("DO", "Family Medicine"), ("FNP-C", "Nurse Practitioner"),
               ("PA-C", "Physician Assistant")],
        "UK": [("MRCGP", "General Practitioner"), ("MBChB", "GP Partner")],
        "CA": [("MD, CCFP", "Family Physician"), ("NP-PHC", "Nurse Practitioner")],
        "AU": [("FRACGP", "General Practitioner"), ("MBBS", "GP")],
        "IE": [("MICGP", "General Practitioner"), ("MB BCh BAO", "GP")],
        "NZ": [("FRNZCGP", "General Practitioner"), ("MBChB", "GP")],
    },
    "paed": {
        "US": [("MD", "Developmental Pediatrician"), ("MD", "Pediatrician")],
        "UK": [("MRCPCH", "Consultant Paediatrician"), ("FRCPCH", "Community Paediatrician")],
        "CA": [("MD, FRCPC", "Pediatrician")],
        "AU": [("FRACP", "Paediatrician")],
        "IE": [("MRCPI", "Consultant Paediatrician")],
        "NZ": [("FRACP", "Paediatrician")],
    },
    "avm": {
        "US": [("MD", "Otoneurologist")],
        "UK": [("FRCP", "Consultant in Audiovestibular Medicine")],
        "CA": [("MD, FRCPC", "Neuro-otologist")],
        "AU": [("FRACP", "Neuro-otologist")],
        "IE": [("MRCPI", "Consultant Audiovestibular Physician")],
        "NZ": [("FRACP", "Neuro-otologist")],
    },
}
OTHER_ROLES = {
    "tod": [("", "Teacher of the Deaf"), ("", "Qualified Teacher of the Deaf"),
            ("", "Itinerant Teacher of the Deaf/Hard of Hearing")],
    "slt": [("CCC-SLP", "Speech-Language Pathologist"), ("", "Speech and Language Therapist"),
            ("", "Auditory-Verbal Therapist")],
    "psych": [("DClinPsy", "Clinical Psychologist"), ("PhD", "Psychologist")],
    "assist": [("", "Audiology Assistant"), ("", "Hearing Aid Technician"), ("", "Audiology Support Worker")],
    "screener": [("", "Newborn Hearing Screener"), ("", "Screening Co-ordinator")],
    "admin": [("", "Medical Secretary"), ("", "Booking Clerk"), ("", "Patient Services Coordinator"),
              ("", "Clinic Administrator")],
    "nurse": [("RN", "Clinical Nurse Specialist"), ("RGN", "Staff Nurse"), ("RN", "Practice Nurse")],
    "ci_coord": [("", "Cochlear Implant Coordinator"), ("MSc", "Implant Audiologist")],
    "radio": [("FRCR", "Consultant Neuroradiologist"), ("MD", "Radiologist")],
    "genet": [("", "Genetic Counsellor"), ("MRCP", "Clinical Geneticist")],
    "hv": [("RN", "Health Visitor"), ("", "Public Health Nurse")],
}


class Clin:
    def __init__(self, person, cred, role, kind):
        self.p, self.cred, self.role, self.kind = person, cred, role, kind


def clin(x, kind, sex=None):
    p = x.person(sex, middle_p=0.1)
    if kind in ROLES:
        cred, role = x.ch(ROLES[kind][x.c])
    else:
        cred, role = x.ch(OTHER_ROLES[kind])
        if kind == "slt" and x.c != "US" and cred == "CCC-SLP":
            cred = ""
    return Clin(p, cred, role, kind)


def lic_for(x, cl):
    """(label, value) licence/registration for a clinician, or None."""
    c, k = x.c, cl.kind
    if k == "aud":
        return {"US": x.ch([("NPI", ids.license(x, "npi")), ("Lic.", ids.license(x, "state"))]),
                "UK": x.ch([("HCPC", ids.license(x, "hcpc_cs")), ("RCCP", "RCCP" + x.dig(4)),
                            ("HCPC", ids.license(x, "hcpc_had"))]),
                "CA": ("Reg. No.", ids.license(x, "caslpo")),
                "AU": x.ch([("Provider No.", ids.license(x, "provider")),
                            ("AudA member no.", ids.license(x, "aud_au"))]),
                "IE": ("Reg.", "AUD" + x.dig(4)),
                "NZ": ("Cert.", ids.license(x, "nzas"))}[c]
    if k in ("ent", "gp", "paed", "avm"):
        return {"US": x.ch([("NPI", ids.license(x, "npi")), ("DEA", ids.license(x, "dea"))]),
                "UK": ("GMC", ids.license(x, "gmc")),
                "CA": ("CPSO", ids.license(x, "cpso")),
                "AU": x.ch([("AHPRA", ids.license(x, "ahpra")), ("Provider No.", ids.license(x, "provider"))]),
                "IE": ("IMC", ids.license(x, "imc")),
                "NZ": ("MCNZ", ids.license(x, "mcnz"))}[c]
    return None
