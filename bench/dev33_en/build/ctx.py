"""Per-note context: the invented patient, family, clinicians, places and identifiers."""
import datetime as dt

import fmt
import pools
from doc import P

LOCALES = ["US", "UK", "CA", "AU", "IE", "NZ"]


def wchoice(R, d):
    keys = sorted(d)
    tot = sum(d[k] for k in keys)
    x = R.random() * tot
    for k in keys:
        x -= d[k]
        if x < 0:
            return k
    return keys[-1]


def fem_surname(last, origin):
    if origin == "polish":
        for a, b in (("ski", "ska"), ("cki", "cka"), ("dzki", "dzka")):
            if last.endswith(a):
                return last[: -len(a)] + b
    return last


# initials that would read as a clinical abbreviation are lengthened with a middle initial
CLASH = {"GP", "DN", "OT", "PT", "RN", "MD", "DR", "NP", "SW", "ED", "CT", "HR", "BP", "RR", "OD", "BD", "PR", "IV", "IM",
         "SC", "PO", "MR", "MS", "ST", "NG", "AF", "MI", "PE", "DO", "OK", "UK", "US", "AM", "PM", "NB", "CC", "TT", "ID",
         "IT", "RA", "SA", "WA", "NT", "LA", "MA", "ME", "PA", "OR", "IN", "HE", "SO", "TO", "AN", "AT", "BE", "BY", "GO",
         "NO", "ON", "UP", "WE", "IS", "IF", "OF", "AS", "EN", "CN", "DM", "HB", "OE", "RX", "TX", "DX", "HX", "SX", "FH"}


class Person:
    def __init__(self, R, loc, typ, sex=None, origin=None, last=None, first=None, mixed=0.2, avoid=()):
        self.R = R
        self.typ = typ
        self.sex = sex or R.choice("FM")
        self.origin = origin or wchoice(R, pools.ORIGIN_W[loc])
        if first is None:
            for _ in range(12):
                o = self.origin if R.random() > mixed else wchoice(R, pools.ORIGIN_W[loc])
                first = R.choice(pools.GIVEN_F[o] if self.sex == "F" else pools.GIVEN_M[o])
                if first not in avoid and pools.NICK.get(first, [None])[0] not in avoid:
                    break
        self.first = first
        if last is None:
            last = R.choice(pools.SURN[self.origin])
        if self.sex == "F":
            last = fem_surname(last, self.origin)
        self.last = last
        self.mi = R.choice("ABCDEFGHJKLMNPRSTW") if R.random() < 0.45 else None
        nicks = pools.NICK.get(first)
        self.nick = R.choice(nicks) if nicks and R.random() < 0.7 else None

    # name renderings -------------------------------------------------------
    def n(self, form="full"):
        f, l = self.first, self.last
        if form == "full":
            s = f"{f} {l}"
        elif form == "fmi":
            s = f"{f} {self.mi}. {l}" if self.mi else f"{f} {l}"
        elif form == "first":
            s = f
        elif form == "last":
            s = l
        elif form == "lf":
            s = f"{l}, {f}"
        elif form == "lfmi":
            s = f"{l}, {f} {self.mi}" if self.mi else f"{l}, {f}"
        elif form == "caps":
            s = f"{l.upper()}, {f.upper()}" + (f" {self.mi}" if self.mi else "")
        elif form == "capsfull":
            s = f"{f.upper()} {l.upper()}"
        elif form == "init":
            s = f"{self._i(f)}.{self._i(l)}."
        elif form == "initnd":
            s = f"{self._i(f)}{self._i(l)}"
            if s in CLASH:
                s = f"{self._i(f)}{self.mi or 'X'}{self._i(l)}"
        elif form == "initlow":
            s = f"{self._i(f)}{self._i(l)}".lower()
            if s.upper() in CLASH:
                s = f"{self._i(f)}{self.mi or 'x'}{self._i(l)}".lower()
        elif form == "finit":
            s = f"{self._i(f)}. {l}"
        elif form == "firstinit":
            s = f"{f} {self._i(l)}."
        elif form == "lower":
            s = f.lower()
        elif form == "lowerfull":
            s = f"{f} {l}".lower()
        elif form == "nick":
            s = self.nick or f
        else:
            raise ValueError(form)
        return P(s, self.typ)

    @staticmethod
    def _i(x):
        x = x.replace("'", "")
        return x[0].upper()


class Ctx(dict):
    """dict of template values plus structured attributes."""
    pass


def _inst(R, pat, T, S, W, N=None, Sa=None, Tr=None, Wd=None):
    return pat.format(T=T, S=S, W=W, S2=S, N=N or "", Sa=Sa or "", Tr=Tr or "", Wd=Wd or "")


HOSP_PATS = {
    "US": ["{T} General Hospital", "{T} Medical Center", "{Sa} Hospital", "{Sa} Medical Center",
           "{T} Regional Medical Center", "{T} Memorial Hospital", "{W} Community Hospital",
           "University Hospital of {T}"],
    "UK": ["{T} General Hospital", "{T} District General Hospital", "{Sa} Hospital", "Royal {T} Infirmary",
           "{T} Community Hospital", "{T} Royal Hospital", "{T} University Hospital"],
    "CA": ["{T} General Hospital", "{T} Health Centre", "{Sa} Hospital", "{T} Regional Health Centre",
           "{T} District Hospital", "{W} Hospital"],
    "AU": ["{T} Hospital", "{T} Base Hospital", "{T} District Hospital", "{Sa} Hospital", "{T} Private Hospital",
           "{T} Health Service"],
    "NZ": ["{T} Hospital", "{T} Base Hospital", "{W} Hospital", "{T} Public Hospital"],
    "IE": ["{T} University Hospital", "{T} General Hospital", "{Sa} Hospital", "{T} Community Hospital",
           "{Sa} University Hospital", "{T} Regional Hospital"],
}
HOSPICE_PATS = {
    "US": ["{T} Hospice", "{W} Hospice", "Hospice of {T}", "{T} Hospice & Palliative Care", "{Sa} Hospice",
           "{W} Hospice House"],
    "UK": ["{Sa} Hospice", "{W} Hospice", "{T} Hospice", "{Tr} House Hospice"],
    "CA": ["{W} Hospice", "{T} Residential Hospice", "{Sa} Hospice", "{T} Hospice"],
    "AU": ["{T} Palliative Care Unit", "{W} Hospice", "{Sa} Hospice", "{T} Hospice"],
    "NZ": ["{T} Hospice", "{W} Hospice", "Hospice {T}"],
    "IE": ["{W} Hospice", "{T} Hospice", "{Sa} Hospice", "{T} Specialist Palliative Care Unit"],
}
PRACTICE_PATS = {
    "US": ["{T} Family Medicine", "{T} Primary Care Associates", "{W} Internal Medicine", "{W} Family Practice",
           "{T} Community Health Center"],
    "UK": ["{T} Surgery", "{W} Medical Practice", "{St} Health Centre", "{T} Group Practice", "{W} Surgery",
           "{St} Surgery"],
    "CA": ["{T} Family Health Team", "{W} Medical Clinic", "{T} Community Health Centre", "{W} Family Practice"],
    "AU": ["{T} Medical Centre", "{W} Family Practice", "{St} Medical Clinic", "{T} General Practice"],
    "NZ": ["{T} Medical Centre", "{W} Health", "{T} Family Doctors", "{W} Medical Centre"],
    "IE": ["{T} Medical Centre", "{St} Family Practice", "{T} Health Centre", "{W} Medical Practice"],
}
PHARM_PATS = {
    "US": ["{T} Pharmacy", "{S}'s Drug Store", "{W} Apothecary", "{T} Community Pharmacy"],
    "UK": ["{T} Pharmacy", "{S} Chemist", "{W} Pharmacy", "{St} Pharmacy"],
    "CA": ["{T} Pharmacy", "{W} Drugs", "{S} Pharmacy", "{T} Apothecary"],
    "AU": ["{T} Pharmacy", "{W} Chemist", "{T} Discount Chemist", "{S}'s Pharmacy"],
    "NZ": ["{T} Pharmacy", "{W} Pharmacy", "{T} Village Pharmacy"],
    "IE": ["{S}'s Pharmacy", "{T} Pharmacy", "{W} Pharmacy", "{S} Pharmacy"],
}
CAREHOME_PATS = {
    "US": ["{W} Skilled Nursing & Rehabilitation", "{W} Care Center", "{T} Assisted Living", "{W} Senior Living",
           "{W} Nursing Home", "{Sa} Home"],
    "UK": ["{W} Care Home", "{W} Nursing Home", "{Tr} Lodge", "{W} House", "{S} Court Residential Home",
           "{Tr} Lodge Nursing Home"],
    "CA": ["{W} Long-Term Care Home", "{W} Manor", "{W} Lodge", "{Sa} Villa", "{T} Long-Term Care"],
    "AU": ["{W} Aged Care", "{W} Gardens Residential Care", "{Sa} Aged Care", "{T} Aged Care Home",
           "{W} Lodge"],
    "NZ": ["{W} Rest Home", "{W} Lifecare", "{W} Rest Home and Hospital", "{T} Care Home"],
    "IE": ["{W} Nursing Home", "{Sa} Nursing Home", "{T} Community Nursing Unit", "{W} House Nursing Home"],
}
NURSTEAM_PATS = {
    "US": ["{T} Visiting Nurse Association", "{W} Home Health", "{T} Home Health Services"],
    "UK": ["{T} District Nursing Team", "{T} Community Nursing Team", "{W} Neighbourhood Nursing Team"],
    "CA": ["{T} Home Care Nursing", "{W} Community Nursing", "{T} Palliative Home Care Team"],
    "AU": ["{T} Community Nursing", "{T} Community Palliative Care Service", "{W} District Nursing"],
    "NZ": ["{T} District Nursing", "{T} Community Nursing Service", "{W} Community Health"],
    "IE": ["{T} Public Health Nursing", "{T} Community Intervention Team", "{T} Primary Care Team"],
}


def make_inst(R, loc, pats, towns):
    pat = R.choice(pats[loc])
    S = R.choice(pools.SURN[wchoice(R, pools.ORIGIN_W[loc])])
    return pat.format(T=R.choice(towns), S=S, W=R.choice(pools.NICE_WORDS), Sa=R.choice(pools.SAINTS),
                      Tr=R.choice(pools.TREES), St=R.choice(pools.STREET_BASE))


def make_org(R, loc, kind, towns):
    S = R.choice(pools.SURN[wchoice(R, pools.ORIGIN_W[loc])])
    S2 = R.choice(pools.SURN[wchoice(R, pools.ORIGIN_W[loc])])
    T = R.choice(towns)
    W = R.choice(pools.NICE_WORDS).replace("The ", "")
    if kind == "employer":
        pat = R.choice(pools.EMPLOYER_PAT)
    elif kind == "church":
        pat = R.choice(pools.CHURCH_PAT)
    elif kind == "agency":
        pat = R.choice(pools.AGENCY_PAT)
    elif kind == "funeral":
        pat = "{S} " + R.choice(pools.FUNERAL_SUF)
    elif kind == "landmark":
        pat = R.choice(pools.LANDMARKS)
    elif kind == "support":
        pat = R.choice(pools.SUPPORT_ORG_PAT)
        if loc != "UK" and "Citizens Advice" in pat:
            pat = "{T} Community Legal Centre"
    elif kind == "supplier":
        pat = R.choice(pools.SUPPLIER_ORG_PAT)
    else:
        pat = R.choice(pools.OTHER_ORG_PAT)
        if loc != "UK" and "Women's Institute" in pat:
            pat = "{T} Seniors' Club"
        if loc != "AU" and "RSL" in pat:
            pat = "{T} Bowls Club"
        if loc != "UK" and "British Legion" in pat:
            pat = "{T} Veterans' Club"
    return pat.format(S=S, S2=S2, T=T, W=W, Sa=R.choice(pools.SAINT_PLAIN), N=R.choice(pools.AGENCY_N))


CRED = {
    "US": {"doctor": ["MD", "DO", "MD, FAAHPM"], "np": ["FNP-BC", "ANP-BC", "NP", "DNP, ACHPN"],
           "nurse": ["RN", "RN, BSN", "RN, CHPN", "LPN", "RN, CHPN"], "pharmacist": ["PharmD", "PharmD, BCGP", "RPh"],
           "sw": ["LCSW", "MSW", "LMSW", "LICSW"], "ot": ["OTR/L"], "pt": ["PT, DPT"], "chaplain": ["M.Div., BCC"]},
    "UK": {"doctor": ["MRCP", "MBChB", "MRCGP", "FRCP"], "np": ["ANP", "RN, ANP"],
           "nurse": ["RN", "RGN", "RN, QN", "RN DN", "BSc RN"], "pharmacist": ["MPharm, IP", "MPharm", "Clinical Pharmacist"],
           "sw": ["Social Worker", "BA SW"], "ot": ["OT", "BSc OT"], "pt": ["MCSP"], "chaplain": ["Chaplain"]},
    "CA": {"doctor": ["MD, CCFP(PC)", "MD, FRCPC", "MD"], "np": ["NP-PHC", "NP"],
           "nurse": ["RN", "RPN", "RN, BScN", "RN, CHPCN(C)"], "pharmacist": ["RPh", "BScPhm, RPh", "PharmD"],
           "sw": ["MSW, RSW", "RSW"], "ot": ["OT Reg. (Ont.)"], "pt": ["PT"], "chaplain": ["Spiritual Care Provider"]},
    "AU": {"doctor": ["FRACP, FAChPM", "MBBS, FRACGP", "MBBS"], "np": ["NP", "RN, NP"],
           "nurse": ["RN", "CNC", "RN, CNS", "EN"], "pharmacist": ["B.Pharm, AACPA", "BPharm", "MClinPharm"],
           "sw": ["BSW", "AMHSW"], "ot": ["OT"], "pt": ["Physio"], "chaplain": ["Pastoral Care"]},
    "IE": {"doctor": ["MB BCh BAO, MRCPI", "MICGP", "MRCPI"], "np": ["RANP", "ANP"],
           "nurse": ["RGN", "CNM2", "PHN", "RGN, RPN", "CNS"], "pharmacist": ["MPharm", "MPSI"],
           "sw": ["MSW", "Medical Social Worker"], "ot": ["OT"], "pt": ["MISCP"], "chaplain": ["Chaplain"]},
    "NZ": {"doctor": ["MBChB, FRACP", "FRNZCGP", "MBChB"], "np": ["NP", "RN, NP"],
           "nurse": ["RN", "RN, CNS", "EN", "RN, PGDip"], "pharmacist": ["BPharm", "BPharm, PGCertClinPharm"],
           "sw": ["RSW", "MSW"], "ot": ["OT"], "pt": ["Physio"], "chaplain": ["Chaplain"]},
}


def clinician(R, loc, role, avoid_last=None):
    for _ in range(20):
        p = Person(R, loc, "DOCTOR", mixed=0.35)
        if avoid_last is None or p.last not in avoid_last:
            break
    if avoid_last is not None:
        avoid_last.add(p.last)
    p.role = role
    p.cred = R.choice(CRED[loc][role])
    p.lic = fmt.license_no(R, loc, role if role != "doctor" else "doctor")
    p.user = fmt.username(R, p.first, p.last)
    p.dr = role == "doctor"
    return p


def _used(*ps):
    out = set()
    for p in ps:
        for q in (p if isinstance(p, list) else [p]):
            out.add(q.first)
            if q.nick:
                out.add(q.nick)
    return out


def build(R, loc, genre, idx):
    c = Ctx()
    c.loc = loc
    c.genre = genre
    c.R = R
    c.df = fmt.DateFmt(R, loc)
    towns = fmt.make_towns(R, loc, 6)
    c.towns = towns

    # dates
    base = dt.date(2021, 1, 4) + dt.timedelta(days=R.randint(0, 365 * 5 - 10))
    c.d0 = base
    age = R.choice([R.randint(48, 70), R.randint(66, 92), R.randint(70, 96), R.randint(80, 103)])
    if genre == "care_home_review":
        age = R.randint(72, 103)
    c.age = age
    dob = base - dt.timedelta(days=365 * age + R.randint(1, 360) + age // 4)
    # recompute exact age
    a = base.year - dob.year - ((base.month, base.day) < (dob.month, dob.day))
    c.age = a
    c.dob = dob

    # patient
    pt = Person(R, loc, "PATIENT", mixed=0.15)
    c.pt = pt
    fem = pt.sex == "F"
    c.fem = fem
    if loc == "US":
        title = R.choice(["Mrs.", "Ms."]) if fem else "Mr."
    else:
        title = R.choice(["Mrs", "Ms", "Mrs", "Miss"]) if fem else "Mr"
    c.title = title
    for k, v in {"he": "she" if fem else "he", "He": "She" if fem else "He", "his": "her" if fem else "his",
                 "His": "Her" if fem else "His", "him": "her" if fem else "him", "Title": title,
                 "man": "woman" if fem else "man", "gent": "lady" if fem else "gentleman",
                 "sex": "F" if fem else "M", "sexw": "female" if fem else "male",
                 "hisher_own": "her own" if fem else "his own", "himself": "herself" if fem else "himself"}.items():
        c[k] = v

    # address
    c.street = fmt.street_line(R, loc)
    c.town = towns[0]
    if loc == "US":
        st = R.choice(pools.US_STATES)
        c.state = st
    elif loc == "CA":
        st = R.choice(pools.CA_PROV)
        c.state = st
    elif loc == "AU":
        st = R.choice(pools.AU_STATES)
        c.state = st
    else:
        c.state = None
    c.zip = fmt.postcode(R, loc, c.state)
    c.county = None
    if loc == "IE":
        c.county = R.choice(pools.IE_COUNTIES)
    elif loc == "UK" and R.random() < 0.3:
        c.county = R.choice(pools.UK_COUNTIES)
    elif loc == "NZ":
        c.city2 = towns[5]  # larger city for NZ addresses with suburb
    c.region = R.choice(pools.NZ_REGIONS) if loc == "NZ" else None

    # family
    fam = []
    married = R.random() < 0.62
    widowed = (not married) and R.random() < 0.6
    spouse_sex = ("M" if fem else "F") if R.random() < 0.93 else pt.sex
    if married or widowed:
        sp = Person(R, loc, "FAMILY", sex=spouse_sex, origin=pt.origin if R.random() < 0.8 else None, avoid=_used(pt, fam),
                    last=pt.last if R.random() < 0.8 else None)
        sp.rel = {"F": "wife", "M": "husband"}[sp.sex] if spouse_sex != pt.sex or R.random() < 0.5 else "partner"
        sp.alive = married
        sp.age = max(40, c.age + R.randint(-8, 6))
        fam.append(sp)
    nkids = R.choice([0, 1, 2, 2, 3, 3, 4])
    if c.age < 55:
        nkids = min(nkids, 2)
    for i in range(nkids):
        s = R.choice("FM")
        ch = Person(R, loc, "FAMILY", sex=s, origin=pt.origin, last=pt.last if (s == "M" or R.random() < 0.45) else None,
                    avoid=_used(pt, fam))
        ch.rel = "daughter" if s == "F" else "son"
        ch.alive = True
        ch.age = max(18, c.age - R.randint(22, 38))
        fam.append(ch)
    extra = R.choice(["sister", "brother", "niece", "nephew", "friend", "neighbour", "granddaughter", "grandson",
                      "daughter-in-law", "son-in-law", "stepdaughter", "cousin"])
    sx = "F" if extra in ("sister", "niece", "granddaughter", "daughter-in-law", "stepdaughter") else (
        "M" if extra in ("brother", "nephew", "grandson", "son-in-law") else R.choice("FM"))
    ex = Person(R, loc, "FAMILY", sex=sx, origin=pt.origin if R.random() < 0.6 else None, avoid=_used(pt, fam),
                last=pt.last if extra in ("brother", "sister", "grandson", "granddaughter") and R.random() < 0.7 else None)
    ex.rel = extra if loc not in ("US", "CA") or extra != "neighbour" else "neighbor"
    ex.alive = True
    ex.age = R.randint(20, 80)
    fam.append(ex)
    for f in fam:
        f.phone = fmt.phone(R, loc, "mobile" if R.random() < 0.7 else "land")
        f.email = f"{fmt.slug(f.first)}.{fmt.slug(f.last)}{R.choice(['', '', str(R.randint(1, 99))])}@{R.choice(['example.com', 'example.net', 'mail.example.org', 'example.org'])}"
        f.prof = R.choice(pools.PROFESSIONS)
        f.town = R.choice(towns[1:])
    c.fam = fam
    c.spouse = fam[0] if (married or widowed) else None
    c.married = married
    c.widowed = widowed
    alive = [f for f in fam if f.alive]
    c.nok = alive[0] if (married and R.random() < 0.7) else R.choice(alive)
    c.kids = [f for f in fam if f.rel in ("son", "daughter")]

    c.prof = R.choice(pools.PROFESSIONS)
    c.country = R.choice(pools.ORIGIN_COUNTRY.get(pt.origin, pools.COUNTRIES)) if R.random() < 0.8 else R.choice(pools.COUNTRIES)
    c.abroad = R.choice(pools.COUNTRIES)

    # phones
    c.ph_home = fmt.phone(R, loc, "land")
    c.ph_mob = fmt.phone(R, loc, "mobile")
    c.pt_email = f"{fmt.slug(pt.first)[:1]}{fmt.slug(pt.last)}{dob.year % 100:02d}@{R.choice(['example.com', 'example.net', 'mail.example.org'])}"

    # clinicians
    c.author_role = None
    used = {pt.last} | {f.last for f in fam}
    c.doc = clinician(R, loc, "doctor", used)
    c.doc2 = clinician(R, loc, "doctor", used)
    c.gp = clinician(R, loc, "doctor", used)
    c.nurse = clinician(R, loc, "nurse", used)
    c.nurse2 = clinician(R, loc, "nurse", used)
    c.np = clinician(R, loc, "np", used)
    c.pharm = clinician(R, loc, "pharmacist", used)
    c.sw = clinician(R, loc, "sw", used)
    c.ot = clinician(R, loc, "ot", used)
    c.physio = clinician(R, loc, "pt", used)
    c.chap = clinician(R, loc, "chaplain", used)
    c.typist = clinician(R, loc, "nurse", used)

    # institutions
    c.hosp = make_inst(R, loc, HOSP_PATS, towns)
    c.hosp2 = make_inst(R, loc, HOSP_PATS, towns[2:])
    c.hospice = make_inst(R, loc, HOSPICE_PATS, towns)
    c.practice = make_inst(R, loc, PRACTICE_PATS, towns)
    c.pharmacy = make_inst(R, loc, PHARM_PATS, towns)
    c.carehome = make_inst(R, loc, CAREHOME_PATS, towns)
    c.nursteam = make_inst(R, loc, NURSTEAM_PATS, towns)
    ww = [w for w in pools.WARD_WORDS if w not in ("Kowhai", "Tui", "Waratah", "Banksia")] + (
        ["Kowhai", "Tui", "Rata", "Pohutukawa"] if loc == "NZ" else (["Waratah", "Banksia", "Wattle"] if loc == "AU" else []))
    c.ward = R.choice(ww) + R.choice([" Ward", " Ward", " Unit", " Suite"]) if loc != "US" else R.choice(
        [R.choice(ww) + " Unit", R.choice(ww) + " Pavilion", R.choice(ww) + " Wing", f"{R.randint(2, 9)} {R.choice(['North', 'South', 'East', 'West'])}"])
    c.room = R.choice([str(R.randint(1, 40)), f"{R.randint(2, 9)}{R.randint(10, 40)}", f"{R.randint(2, 9)}{R.randint(10, 40)}{R.choice('AB')}"])
    c.bed = str(R.randint(1, 28))
    c.church = make_org(R, loc, "church", towns)
    c.agency = make_org(R, loc, "agency", towns)
    c.employer = make_org(R, loc, "employer", towns)
    c.funeral = make_org(R, loc, "funeral", towns)
    c.org_other = make_org(R, loc, "other", towns)
    c.org_support = make_org(R, loc, "support", towns)
    c.org_supplier = make_org(R, loc, "supplier", towns)
    c.landmark = make_org(R, loc, "landmark", towns)
    c.landlord = R.choice([f"{R.choice(pools.NICE_WORDS).replace('The ', '')} Housing Association", f"{towns[0]} Council Housing",
                           f"{R.choice(pools.SURN['english'])} Lettings", f"{R.choice(pools.NICE_WORDS).replace('The ', '')} Homes Trust"])
    c.solicitor = f"{R.choice(pools.SURN[wchoice(R, pools.ORIGIN_W[loc])])} {R.choice(['& Co Solicitors', 'Legal', 'and Partners', 'Law'])}"

    words = [w for w in c.hosp.replace("'", "").split() if w not in ("St", "St.", "The", "Royal", "University", "Hospital", "of", "Our", "Lady")]
    dom = fmt.slug(words[0] if words else "district") + R.choice(["health", "hospital", "gen", "med"])
    c.dom = dom + R.choice([".example.org", ".example.net", ".example.com"])
    c.hdom = fmt.slug(c.hospice.replace("Hospice", "").strip().split()[-1] if c.hospice.split() else "hospice") + "hospice.example.org"
    box = {"palliative_care": ["palliative.care", "pallcare.referrals", "spct"], "hospice_admission": ["admissions", "hospice.referrals"],
           "community_nursing": ["community.nursing", "dn.team", "districtnurses"], "care_home_review": ["carehomes.team", "gp.carehomes"],
           "home_visit": ["reception", "frailty.team", "homevisits"], "pharmacist_review": ["pharmacy.team", "medsreview"],
           "telehealth_followup": ["telehealth", "virtualcare", "remote.monitoring"],
           "discharge_planning_social_work": ["dischargehub", "socialwork", "patientflow"]}[genre]
    c.team_email = f"{R.choice(box)}@{c.dom}"

    # identifiers
    c.mrn = fmt.mrn(R, loc)
    c.mrn2 = fmt.hosp_mrn(R, loc)
    c.nhs = fmt.nhs_number(R) if loc == "UK" else None
    c.ssn = fmt.ssn(R, loc)
    c.hp = fmt.healthplan(R, loc)
    c.hp2 = fmt.healthplan(R, loc) if loc in ("US", "AU") else None
    c.acct = fmt.account(R, loc)
    c.ref = fmt.idnum(R, "ref")
    c.acc = fmt.idnum(R, "accession")
    c.order = fmt.idnum(R, "order")
    c.ip = fmt.ip(R)
    c.plate = fmt.plate(R, loc)
    c.vin = fmt.vin(R)
    c.dl = fmt.driver_licence(R, loc, pt.last, pt.first, dob)
    c.bio = fmt.bioid(R)
    c.pt_user = f"{fmt.slug(pt.first)}{fmt.slug(pt.last)[:1]}{dob.year}" if R.random() < 0.5 else f"{fmt.slug(pt.last)}{R.randint(1, 99)}"
    return c
