"""People (patient, family, staff) and their mention forms.

A mention form returns a list of pieces for Note.add(): plain strings are
text, (value, TYPE) tuples are PHI.  Titles and credentials stay outside.
"""
import ids
import pools_names as PN
import pools_places as PP


def pick_origin(rng, cc):
    w = PP_sorted_weights(cc)
    total = sum(x for _, x in w)
    r = rng.random() * total
    for k, x in w:
        r -= x
        if r < 0:
            return k
    return w[-1][0]


def PP_sorted_weights(cc):
    d = PN.COUNTRY_ORIGINS[cc]
    return [(k, d[k]) for k in sorted(d)]


def pick_name(rng, cc, sex, origin=None):
    if origin is None:
        origin = pick_origin(rng, cc)
    male, female, sur = PN.ORIGINS[origin]
    first = rng.choice(male if sex == "M" else female)
    if rng.random() < 0.2:
        # surname from another origin now and then (mixed families)
        sur = PN.ORIGINS[pick_origin(rng, cc)][2]
    return first, rng.choice(sur), origin


def initials(first, last):
    a = "".join(w[0] for w in first.replace("-", " ").split())
    b = "".join(w[0] for w in last.replace("-", " ").split() if w[0].isalpha())
    return (a + b).upper()


class Person:
    def __init__(self, rng, cc, sex, typ, first=None, last=None, origin=None):
        if first is None or last is None:
            f, l, origin = pick_name(rng, cc, sex, origin)
            first = first or f
            last = last or l
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.origin = origin
        self.cc = cc
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.35 else ""
        self.nick = None
        if first in PN.NICKNAMES and rng.random() < 0.5:
            self.nick = rng.choice(PN.NICKNAMES[first])
        dot = "." if cc in ("US", "CA") else ""
        if sex == "M":
            self.title = "Mr" + dot
        else:
            self.title = rng.choice(["Mrs", "Ms", "Ms", "Miss"]) + dot
        self.drt = "Dr" + dot
        self.role = ""
        self.cred = ""
        self.lic = None
        self.lic_label = ""
        self.phone = None
        self.email = None
        self.user = None
        self.age = None
        self.rel = ""
        self.job = None

    # forms -------------------------------------------------------------
    def full(self):
        return [(self.first + " " + self.last, self.typ)]

    def full_mid(self):
        if self.mid:
            return [("%s %s. %s" % (self.first, self.mid, self.last), self.typ)]
        return self.full()

    def rev(self):
        m = (" " + self.mid) if self.mid else ""
        return [("%s, %s%s" % (self.last.upper(), self.first, m), self.typ)]

    def rev_plain(self):
        return [("%s, %s" % (self.last, self.first), self.typ)]

    def upper(self):
        return [("%s %s" % (self.first.upper(), self.last.upper()), self.typ)]

    def titled(self):
        return [self.title + " ", (self.last, self.typ)]

    def doc(self):
        return [self.drt + " ", (self.last, self.typ)]

    def doc_full(self):
        return [self.drt + " ", (self.first + " " + self.last, self.typ)]

    def given(self):
        return [(self.first, self.typ)]

    def called(self):
        return [(self.nick or self.first, self.typ)]

    def ini(self):
        return [(initials(self.first, self.last), self.typ)]

    def ini_dots(self):
        i = initials(self.first, self.last)
        return [(".".join(i) + ".", self.typ)]

    def first_ini(self):
        return [("%s %s." % (self.first, self.last[0]), self.typ)]

    def ini_last(self):
        return [("%s. %s" % (self.first[0], self.last), self.typ)]


STAFF_ROLES = {
    # key: (role text by country-group, credential options, licence kind)
    "cons": ({"UK": "Consultant in Rehabilitation Medicine", "IE": "Consultant in Rehabilitation Medicine",
              "US": "Attending Physiatrist", "CA": "Physiatrist",
              "AU": "Rehabilitation Physician", "NZ": "Rehabilitation Medicine Specialist"},
             {"UK": ["FRCP", "MRCP"], "IE": ["FRCPI", "MRCPI"], "US": ["MD", "DO"], "CA": ["MD, FRCPC"],
              "AU": ["FAFRM (RACP)"], "NZ": ["FAFRM (RACP)"]}, "doctor"),
    "reg": ({"UK": "Specialty Registrar (ST5)", "IE": "Specialist Registrar", "US": "PM&R Resident (PGY-3)",
             "CA": "PM&R Resident", "AU": "Advanced Trainee", "NZ": "Rehabilitation Registrar"},
            {"UK": ["MRCP"], "IE": ["MRCPI"], "US": ["MD"], "CA": ["MD"], "AU": ["MBBS"], "NZ": ["MBChB"]},
            "doctor"),
    "physio": ({"UK": "Senior Physiotherapist", "IE": "Senior Physiotherapist", "US": "Physical Therapist",
                "CA": "Physiotherapist", "AU": "Senior Physiotherapist", "NZ": "Physiotherapist"},
               {"UK": ["MCSP", "BSc (Hons) MCSP"], "IE": ["MISCP"], "US": ["PT, DPT", "PT, NCS"],
                "CA": ["PT, MScPT"], "AU": ["APAM", "BPhty"], "NZ": ["BHSc (Physio)"]}, "physio"),
    "ot": ({"UK": "Occupational Therapist", "IE": "Senior Occupational Therapist", "US": "Occupational Therapist",
            "CA": "Occupational Therapist", "AU": "Occupational Therapist", "NZ": "Occupational Therapist"},
           {"UK": ["BSc OT", "MSc, RCOT"], "IE": ["BSc OT"], "US": ["OTR/L", "MS, OTR/L"], "CA": ["OT Reg. (Ont.)", "MScOT"],
            "AU": ["BOccThy"], "NZ": ["BHSc (OT)"]}, "ot"),
    "slt": ({"UK": "Speech and Language Therapist", "IE": "Speech and Language Therapist",
             "US": "Speech-Language Pathologist", "CA": "Speech-Language Pathologist",
             "AU": "Speech Pathologist", "NZ": "Speech-Language Therapist"},
            {"UK": ["BSc, MRCSLT"], "IE": ["BSc SLT"], "US": ["MS, CCC-SLP"], "CA": ["MHSc, S-LP(C)"],
             "AU": ["CPSP"], "NZ": ["MSLT"]}, "slt"),
    "psych": ({"UK": "Consultant Clinical Neuropsychologist", "IE": "Senior Clinical Neuropsychologist",
               "US": "Clinical Neuropsychologist", "CA": "Neuropsychologist",
               "AU": "Clinical Neuropsychologist", "NZ": "Clinical Psychologist"},
              {"UK": ["DClinPsy", "PhD, CPsychol"], "IE": ["DClinPsych"], "US": ["PhD, ABPP-CN", "PsyD"],
               "CA": ["PhD, C.Psych."], "AU": ["MPsych (ClinNeuro)"], "NZ": ["DClinPsy"]}, "psych"),
    "nurse": ({"UK": "Rehabilitation Nurse", "IE": "Clinical Nurse Manager", "US": "RN Case Manager",
               "CA": "Registered Nurse", "AU": "Clinical Nurse Consultant", "NZ": "Charge Nurse"},
              {"UK": ["RN"], "IE": ["RGN"], "US": ["RN, CRRN", "BSN, RN"], "CA": ["RN"], "AU": ["RN"], "NZ": ["RN"]},
              "nurse"),
    "sw": ({"UK": "Social Worker", "IE": "Medical Social Worker", "US": "Social Worker", "CA": "Social Worker",
            "AU": "Social Worker", "NZ": "Social Worker"},
           {"UK": ["BA SW"], "IE": ["MSW"], "US": ["LCSW", "MSW, LICSW"], "CA": ["MSW, RSW"], "AU": ["BSW, AMHSW"],
            "NZ": ["RSW"]}, "sw"),
    "ta": ({"UK": "Rehabilitation Assistant", "IE": "Therapy Assistant", "US": "Rehab Tech", "CA": "Rehab Assistant",
            "AU": "Allied Health Assistant", "NZ": "Therapy Assistant"}, {}, None),
    "diet": ({"UK": "Dietitian", "IE": "Dietitian", "US": "Registered Dietitian", "CA": "Registered Dietitian",
              "AU": "Dietitian", "NZ": "Dietitian"}, {"US": ["RDN"], "CA": ["RD"], "AU": ["APD"]}, None),
    "gp": ({"UK": "General Practitioner", "IE": "General Practitioner", "US": "Primary Care Physician",
            "CA": "Family Physician", "AU": "General Practitioner", "NZ": "General Practitioner"},
           {"UK": ["MRCGP"], "IE": ["MICGP"], "US": ["MD"], "CA": ["MD, CCFP"], "AU": ["FRACGP"], "NZ": ["FRNZCGP"]},
           "doctor"),
    "drive": ({"UK": "Driving Assessor (OT)", "IE": "Driving Assessor (OT)", "US": "Certified Driver Rehabilitation Specialist",
               "CA": "Driver Rehabilitation OT", "AU": "OT Driver Assessor", "NZ": "OT Driving Assessor"},
              {"US": ["OTR/L, CDRS"]}, "ot"),
    "voc": ({"UK": "Vocational Rehabilitation Specialist", "IE": "Vocational Rehabilitation Coordinator",
             "US": "Vocational Rehabilitation Counselor", "CA": "Return-to-Work Specialist",
             "AU": "Rehabilitation Consultant", "NZ": "Vocational Case Manager"},
            {"US": ["CRC"], "AU": ["CRC"]}, "ot"),
}

LIC_LABEL = {
    ("UK", "doctor"): "GMC No.", ("UK", "nurse"): "NMC PIN", ("UK", "allied"): "HCPC",
    ("US", "doctor"): "NPI", ("US", "nurse"): "Lic #", ("US", "allied"): "Lic #",
    ("AU", "doctor"): "AHPRA", ("AU", "nurse"): "AHPRA", ("AU", "allied"): "AHPRA",
    ("AU", "slt"): "SPA No.",
    ("CA", "doctor"): "CPSO #", ("CA", "nurse"): "CNO Reg #", ("CA", "allied"): "Reg. #",
    ("IE", "doctor"): "MCRN", ("IE", "nurse"): "NMBI PIN", ("IE", "allied"): "CORU Reg.",
    ("NZ", "doctor"): "MCNZ", ("NZ", "nurse"): "NCNZ", ("NZ", "allied"): "Reg. No.",
}


def username(rng, p):
    f = p.first.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    s = rng.randrange(5)
    if s == 0:
        return f[0] + l + str(rng.randint(1, 9))
    if s == 1:
        return (l[:6] + f[0]).upper()
    if s == 2:
        return f + "." + l
    if s == 3:
        return l + f[:2]
    return f[0] + l[:7] + ids.digits(rng, 2)


def email(rng, p, domain=None):
    f = p.first.lower().replace("'", "").replace(" ", "")
    l = p.last.lower().replace("'", "").replace(" ", "")
    dom = domain or rng.choice(["example.org", "example.net", "example.com"])
    s = rng.randrange(3)
    if s == 0:
        return "%s.%s@%s" % (f, l, dom)
    if s == 1:
        return "%s%s@%s" % (f[0], l, dom)
    return "%s.%s%s@%s" % (f, l, ids.digits(rng, 2), dom)


def make_staff(rng, cc, key, org_domain):
    sex = rng.choice("MF")
    p = Person(rng, cc, sex, "DOCTOR")
    roles, creds, kind = STAFF_ROLES[key]
    p.role = roles[cc]
    p.cred = rng.choice(creds[cc]) if cc in creds else ""
    p.kind = kind
    if kind == "doctor":
        p.lic = ids.licence_doctor(rng, cc)
        p.lic_label = LIC_LABEL[(cc, "doctor")]
    elif kind in ("nurse",):
        p.lic = ids.licence_allied(rng, cc, "nurse")
        p.lic_label = LIC_LABEL[(cc, "nurse")]
    elif kind:
        p.lic = ids.licence_allied(rng, cc, kind)
        p.lic_label = LIC_LABEL.get((cc, kind), LIC_LABEL[(cc, "allied")])
    p.is_dr = kind == "doctor" or key == "psych"
    p.user = username(rng, p)
    p.email = email(rng, p, org_domain)
    p.ext = ids.extension(rng)
    p.bleep = ids.pager(rng, cc)
    return p


FAMILY_REL_M = ["son", "brother", "father", "nephew", "friend", "neighbour", "grandson", "son-in-law"]
FAMILY_REL_F = ["daughter", "sister", "mother", "niece", "friend", "neighbour", "granddaughter",
                "daughter-in-law"]


def make_family(rng, cc, patient, age):
    fam = []
    # spouse / partner
    if age >= 24 and rng.random() < 0.7:
        sex = "F" if patient.sex == "M" else "M"
        if rng.random() < 0.1:
            sex = patient.sex
        rel = rng.choice(PN.RELATIONS_SPOUSE[sex if sex != patient.sex else ("M" if sex == "F" else "F")]) \
            if sex != patient.sex else "partner"
        rel = {"M": "husband", "F": "wife"}[sex] if rel != "partner" else "partner"
        same = rng.random() < 0.6
        sp = Person(rng, cc, sex, "FAMILY", last=patient.last if same else None,
                    origin=patient.origin)
        sp.rel = rel
        sp.age = max(19, age + rng.randint(-6, 5))
        fam.append(sp)
    # children or parents
    if age >= 45:
        for _ in range(rng.randint(1, 2)):
            sex = rng.choice("MF")
            ch = Person(rng, cc, sex, "FAMILY",
                        last=patient.last if rng.random() < 0.6 else None, origin=patient.origin)
            ch.rel = "son" if sex == "M" else "daughter"
            ch.age = rng.randint(max(18, age - 40), max(19, age - 19))
            fam.append(ch)
    else:
        sex = rng.choice("MF")
        par = Person(rng, cc, sex, "FAMILY", last=patient.last, origin=patient.origin)
        par.rel = "father" if sex == "M" else "mother"
        par.age = age + rng.randint(22, 34)
        fam.append(par)
    sex = rng.choice("MF")
    o = Person(rng, cc, sex, "FAMILY")
    o.rel = rng.choice(["friend", "neighbour", "brother" if sex == "M" else "sister"])
    if o.rel in ("brother", "sister") and rng.random() < 0.6:
        o.last = patient.last
    fam.append(o)
    for f in fam:
        f.phone = ids.phone(rng, cc, "mobile" if rng.random() < 0.75 else "land")
        if rng.random() < 0.5:
            f.job = rng.choice(PP.OCC_FAMILY)
        f.email = email(rng, f, rng.choice(["example.com", "example.net"]))
    return fam
