"""Build one invented case (patient, places, staff, identifiers) and its template context."""
import datetime as dt

import pools as P
from phi import Case, Phi, Person, fmt_date, DATE_STYLES, LONG_STYLES, SHORT_NOYEAR, rd, rl, num_words, WEEKDAYS

LEX = {
    "US": dict(gpw="PCP", gpw_long="primary care physician", apap="acetaminophen", mum="mom", ed="ED", mobile="cell",
               post="ZIP", ae="ED", paeds="peds", ortho="ortho", xray="X-ray", nappy="diaper",
               ambo="EMS", rego="plate", fever="fever", temp_unit="F", colour="color", mins="min"),
    "CA": dict(gpw="family physician", gpw_long="family physician", apap="acetaminophen", mum="mom", ed="ED",
               mobile="cell", post="Postal code", ae="ED", paeds="peds", ortho="ortho", xray="X-ray", nappy="diaper",
               ambo="EMS", rego="plate", fever="fever", temp_unit="C", colour="colour", mins="min"),
    "UK": dict(gpw="GP", gpw_long="GP", apap="paracetamol", mum="mum", ed="ED", mobile="mobile", post="Postcode",
               ae="A&E", paeds="paeds", ortho="T&O", xray="X-ray", nappy="nappy", ambo="ambulance",
               rego="reg", fever="temperature", temp_unit="C", colour="colour", mins="mins"),
    "IE": dict(gpw="GP", gpw_long="GP", apap="paracetamol", mum="mam", ed="ED", mobile="mobile", post="Eircode",
               ae="ED", paeds="paeds", ortho="ortho", xray="X-ray", nappy="nappy", ambo="ambulance", rego="reg",
               fever="temperature", temp_unit="C", colour="colour", mins="mins"),
    "AU": dict(gpw="GP", gpw_long="GP", apap="paracetamol", mum="mum", ed="ED", mobile="mobile", post="Postcode",
               ae="ED", paeds="paeds", ortho="ortho", xray="X-ray", nappy="nappy", ambo="ambulance", rego="rego",
               fever="fever", temp_unit="C", colour="colour", mins="mins"),
    "NZ": dict(gpw="GP", gpw_long="GP", apap="paracetamol", mum="mum", ed="ED", mobile="mobile", post="Postcode",
               ae="ED", paeds="paeds", ortho="ortho", xray="X-ray", nappy="nappy", ambo="ambulance", rego="rego",
               fever="fever", temp_unit="C", colour="colour", mins="mins"),
}

REL_POOL = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister", "brother", "friend",
            "neighbour", "flatmate", "carer", "niece", "nephew", "grandson", "granddaughter"]


def title_for(per, age):
    if per.sex == "M":
        return "Master" if age < 12 else "Mr"
    if age < 16:
        return "Miss"
    return "Mrs" if age > 35 and per.last and hash_str(per.first) % 2 else "Ms"


def hash_str(s):
    return sum(ord(ch) * (i + 1) for i, ch in enumerate(s))


def postal(c, region):
    r, loc = c.r, c.loc
    if loc == "US":
        pre = r.choice(region[2])
        z = pre + rd(r, 5 - len(pre))
        if r.random() < 0.12:
            z += "-" + rd(r, 4)
        return z
    if loc == "CA":
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{r.choice(region[2])}{rd(r, 1)}{r.choice(L)} {rd(r, 1)}{r.choice(L)}{rd(r, 1)}"
    if loc == "UK":
        a = r.choice(P.UK_POST_AREAS)
        return f"{a}{r.randint(1, 29)} {rd(r, 1)}{rl(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    if loc == "IE":
        return f"{r.choice(P.IE_ROUTING)} {''.join(r.choice('ACDEFHKNPRTVWXY0123456789') for _ in range(4))}"
    if loc == "AU":
        lo, hi = r.choice(region[2])
        return f"{r.randint(lo, hi):04d}"
    if loc == "NZ":
        return f"{r.randint(1010, 9893):04d}"
    raise ValueError


def street_line(c, unit_prob=0.25):
    r, loc = c.r, c.loc
    base = r.choice(P.STREET_BASE + P.STREET_BASE_LOCAL[loc] * 2)
    suf = r.choice(P.STREET_SUFFIX[loc])
    if suf.lower() in base.lower() or base.lower().endswith(("view", "side", "field", "crest")) and suf in ("View",):
        suf = "Road"
    num = r.choice([r.randint(1, 60), r.randint(1, 250), r.randint(100, 9999) if loc in ("US", "CA") else
                    r.randint(1, 120)])
    name = f"{base} {suf}"
    if r.random() < unit_prob:
        u = r.randint(1, 24)
        if loc == "US":
            return r.choice([f"{num} {name}, Apt {u}{r.choice(['', 'A', 'B', 'C'])}", f"{num} {name} Unit {u}",
                             f"{num} {name}, #{u}"])
        if loc == "CA":
            return r.choice([f"{u}-{num} {name}", f"Unit {u}, {num} {name}", f"{num} {name}, Apt {u}"])
        if loc == "UK":
            return r.choice([f"Flat {u}, {num} {name}", f"{num}{r.choice('ab')} {name}"])
        if loc == "IE":
            return r.choice([f"Apt {u}, {num} {name}", f"{num} {name}"])
        if loc == "AU":
            return r.choice([f"{u}/{num} {name}", f"Unit {u}, {num} {name}"])
        if loc == "NZ":
            return r.choice([f"{u}/{num} {name}", f"Flat {u}, {num} {name}", f"{num}{r.choice('ABC')} {name}"])
    return f"{num} {name}"


class Addr:
    pass


def make_addr(c, same_region=True, unit_prob=0.25):
    r, loc = c.r, c.loc
    a = Addr()
    a.street = street_line(c, unit_prob)
    a.town = r.choice(P.TOWNS[loc])
    a.suburb = None
    a.region = c.region if same_region else c.pick_region()
    if loc == "NZ":
        a.suburb = r.choice([t for t in P.TOWNS["NZ"] if t != a.town])
    a.zip = postal(c, a.region)
    return a


def addr_parts(c, a, style="line", with_country=False):
    """List of Phi/str for an address. style: line | lines | label."""
    loc = c.loc
    S = Phi(a.street, "STREET")
    T = Phi(a.town, "CITY")
    Z = Phi(a.zip, "ZIP")
    sep = "\n" if style == "lines" else ", "
    parts = [S, sep]
    if loc == "US":
        parts += [T, ", ", Phi(a.region[1] if c.r.random() < 0.9 else a.region[0], "STATE"), " ", Z]
    elif loc == "CA":
        parts += [T, ", " if c.r.random() < 0.7 else " ", Phi(a.region[1], "STATE"), "  " if c.r.random() < 0.3 else " ", Z]
    elif loc == "AU":
        parts += [T, " " if c.r.random() < 0.6 else ", ", Phi(a.region[1], "STATE"), " ", Z]
    elif loc == "UK":
        parts += [T, sep]
        if c.r.random() < 0.45:
            parts += [Phi(a.region, "CITY"), sep]
        parts += [Z]
    elif loc == "IE":
        parts += [T, sep]
        if c.r.random() < 0.8:
            parts += [Phi("Co. " + a.region, "CITY"), sep]
        parts += [Z]
    elif loc == "NZ":
        parts += [Phi(a.suburb, "CITY"), sep, T, " ", Z]
    if with_country:
        parts += [sep, Phi(P.COUNTRY_NAME[loc], "COUNTRY")]
    return parts


def inst_name(c, kind, town=None):
    r, loc = c.r, c.loc
    T = town or r.choice(P.TOWNS[loc])
    S = r.choice(P.SAINTS)
    B = r.choice(P.BRANDS)
    Tr = r.choice(P.TREES_BIRDS)
    St = r.choice(P.STREET_BASE + P.STREET_BASE_LOCAL[loc])
    TB = r.choice(P.THERAPY_BRANDS)
    pats = {
        "hospital": {
            "US": ["{T} General Hospital", "{T} Regional Medical Center", "Mercy {T} Hospital",
                   "St. {S}'s Medical Center", "{T} Memorial Hospital", "{T} Community Hospital",
                   "{B} Medical Center"],
            "UK": ["{T} General Hospital", "Royal {T} Infirmary", "{T} District General Hospital", "St {S}'s Hospital",
                   "{T} University Hospital", "Royal {T} Hospital"],
            "IE": ["{T} University Hospital", "St. {S}'s Hospital", "{T} General Hospital", "{T} Regional Hospital",
                   "Our Lady's Hospital {T}", "Mercy Hospital {T}"],
            "AU": ["{T} Base Hospital", "{T} Hospital", "{T} District Hospital", "St {S}'s Hospital",
                   "Royal {T} Hospital", "{T} Health Campus"],
            "NZ": ["{T} Hospital", "{T} Base Hospital", "{T} Regional Hospital"],
            "CA": ["{T} General Hospital", "{T} Health Centre", "St. {S}'s Hospital", "{T} Regional Health Centre",
                   "{T} District Hospital", "Hôpital {T}"],
        },
        "urgent": {
            "US": ["{T} Urgent Care", "{B} Urgent Care", "{B} Walk-In Clinic", "{B} Urgent Care {T}"],
            "CA": ["{T} Walk-In Clinic", "{B} Urgent Care Centre", "{T} Urgent Care Centre"],
            "AU": ["{T} Urgent Care Clinic", "{B} After Hours Medical", "{B} Urgent Care"],
            "UK": ["{T} Urgent Treatment Centre", "{T} UTC"],
            "IE": ["{B} Urgent Care", "{T} Urgent Care Centre", "{T} GP Out of Hours Centre"],
            "NZ": ["{T} Accident & Medical", "{B} Urgent Care", "{T} Urgent Doctors"],
        },
        "miu": {
            "UK": ["{T} Minor Injuries Unit", "{T} Minor Injury Unit", "{T} Community Hospital"],
            "IE": ["{T} Injury Unit", "{T} Local Injury Unit"],
            "NZ": ["{T} Accident & Medical Clinic", "{T} Minor Injuries Clinic"],
            "AU": ["{T} Minor Injury Clinic", "{T} Urgent Care Centre"],
            "US": ["{T} Urgent Care"], "CA": ["{T} Minor Injuries Clinic"],
        },
        "gp": {
            "US": ["{T} Family Medicine", "{B} Primary Care", "{T} Internal Medicine Associates",
                   "{B} Family Health Center"],
            "UK": ["{St} Surgery", "{T} Medical Practice", "{T} Health Centre", "{Tr} House Surgery",
                   "{T} Group Practice", "{St} Road Surgery"],
            "IE": ["{T} Medical Centre", "{St} Medical Practice", "{T} Family Practice", "{T} Primary Care Centre"],
            "AU": ["{T} Medical Centre", "{St} Family Practice", "{T} Medical Group", "{T} Family Clinic"],
            "NZ": ["{T} Medical Centre", "{T} Health", "{St} Family Doctors", "{T} Medical"],
            "CA": ["{T} Family Health Team", "{T} Medical Clinic", "{B} Family Practice", "{T} Community Health Centre"],
        },
        "sexual": {
            "UK": ["{T} Centre for Sexual Health", "{T} Sexual Health Clinic", "{T} GUM Clinic", "{S} Clinic"],
            "IE": ["{T} STI Clinic", "{T} Sexual Health Centre", "{T} GUM/STI Clinic"],
            "AU": ["{T} Sexual Health Clinic", "{T} Sexual Health Centre", "{T} Sexual Health Service"],
            "NZ": ["{T} Sexual Health Service", "{T} Sexual Health Clinic"],
            "US": ["{T} Sexual Health Clinic", "{B} STD Clinic", "{T} Reproductive Health Center"],
            "CA": ["{T} Sexual Health Clinic", "{B} Sexual Health Centre", "{T} STI Clinic"],
        },
        "travel": {k: ["{T} Travel Clinic", "{B} Travel Health", "{T} Travel Medicine Centre",
                       "{B} Travel Clinic"] for k in ("US", "UK", "IE", "AU", "NZ", "CA")},
        "physio": {
            "US": ["{TB} Physical Therapy", "{T} Physical Therapy & Sports Medicine", "{B} Physical Therapy"],
            "CA": ["{TB} Physiotherapy & Rehab", "{T} Physiotherapy Clinic", "{B} Physiotherapy"],
            "UK": ["{TB} Physiotherapy", "{T} Physio", "{T} Community Physiotherapy", "{TB} Sports Injury Clinic"],
            "IE": ["{TB} Physiotherapy", "{T} Physiotherapy Clinic", "{T} Sports Physio"],
            "AU": ["{TB} Physiotherapy", "{T} Physio", "{T} Sports & Spinal Physio"],
            "NZ": ["{TB} Physiotherapy", "{T} Physio", "{T} Sports Physio"],
        },
        "ot": {k: ["{T} Community Occupational Therapy Service", "{T} Hand Therapy Clinic", "{TB} Occupational Therapy",
                   "{T} Community Rehab Team", "{T} Hand & Upper Limb Clinic"] for k in ("US", "UK", "IE", "AU", "NZ", "CA")},
        "pharmacy": {k: ["{T} Pharmacy", "{B} Pharmacy", "{St} Pharmacy", "{T} Chemist"] for k in
                     ("US", "UK", "IE", "AU", "NZ", "CA")},
        "carehome": {k: ["{Tr} Lodge Care Home", "{T} Nursing Home", "{Tr} House Residential Care",
                         "St {S}'s Nursing Home", "{Tr} Court Care Centre"] for k in ("US", "UK", "IE", "AU", "NZ", "CA")},
        "ward": {k: ["{Tr} Ward", "{Tr} Unit", "{Tr} Ward"] for k in ("US", "UK", "IE", "AU", "CA")},
    }
    if kind == "ward" and loc == "NZ":
        return f"{r.choice(P.NZ_WARDS)} Ward"
    pat = r.choice(pats[kind][loc])
    return pat.format(T=T, S=S, B=B, Tr=Tr, St=St, TB=TB)


def org_name(c, kind="employer", town=None):
    r = c.r
    T = town or r.choice(P.TOWNS[c.loc])
    if kind == "employer":
        return r.choice(["{s} {k}", "{s} {k}", "{t} {k}"]).format(s=r.choice(P.EMPLOYER_STEM), k=r.choice(P.EMPLOYER_KIND),
                                                                 t=T)
    if kind == "school":
        return r.choice(["{t} {k}", "St {S}'s {k}", "{s} {k}"]).format(t=T, S=r.choice(P.SAINTS), k=r.choice(P.SCHOOL_KIND),
                                                                      s=r.choice(P.EMPLOYER_STEM))
    if kind == "club":
        return f"{T} {r.choice(P.CLUB_KIND)}"
    if kind == "church":
        return r.choice(["St {S}'s {k}", "{t} {k}"]).format(S=r.choice(P.SAINTS), t=T, k=r.choice(P.CHURCH_KIND))
    if kind == "insurer":
        return r.choice(P.INSURERS[c.loc])
    raise ValueError(kind)


def landmark(c):
    r = c.r
    T = r.choice(P.TOWNS[c.loc])
    St = r.choice(P.STREET_BASE + P.STREET_BASE_LOCAL[c.loc])
    return r.choice(["{t} {k}", "{s} {k}"]).format(t=T, s=St, k=r.choice(P.LANDMARK_KIND))


def building(c):
    r = c.r
    return f"{r.choice(P.TREES_BIRDS + P.STREET_BASE)} {r.choice(P.BUILDING_KIND)}"


ROLE_CRED = {
    "US": {"doctor": ["MD", "MD", "DO"], "resident": ["MD", "MD, PGY-2", "DO, PGY-3"], "nurse": ["RN", "RN, BSN", "RN"],
           "np": ["NP", "FNP-C", "APRN"], "pa": ["PA-C"], "paramedic": ["EMT-P", "Paramedic", "NRP"],
           "emt": ["EMT-B", "EMT"], "physio": ["PT, DPT", "DPT", "PT"], "ot": ["OTR/L", "OT"],
           "pharmacist": ["PharmD", "RPh"], "spi": ["RN, CSPI", "PharmD, CSPI", "CSPI"], "scribe": ["scribe"]},
    "CA": {"doctor": ["MD", "MD, CCFP(EM)", "MD, FRCPC"], "resident": ["MD (PGY-2)", "R2"], "nurse": ["RN", "RN"],
           "np": ["NP", "RN(EC)"], "pa": ["CCPA"], "paramedic": ["PCP", "ACP"], "emt": ["PCP"],
           "physio": ["PT", "MScPT"], "ot": ["OT Reg. (Ont.)", "OT"], "pharmacist": ["RPh"],
           "spi": ["RN, CSPI"], "scribe": ["scribe"]},
    "UK": {"doctor": ["", "MRCEM", "FRCEM", "MBBS"], "resident": ["ST3", "FY2", "CT1", "ST5"],
           "nurse": ["RGN", "Staff Nurse", "Band 6", "RN"], "np": ["ENP", "ANP", "ACP"], "pa": ["PA"],
           "paramedic": ["Paramedic", "HCPC Paramedic", "Specialist Paramedic"], "emt": ["ECA", "AAP"],
           "physio": ["MCSP", "Physiotherapist", "BSc MCSP"], "ot": ["OT", "BSc (Hons) OT"],
           "pharmacist": ["MRPharmS"], "spi": ["SPI"], "scribe": ["ward clerk"]},
    "IE": {"doctor": ["MRCEM", "MB BCh BAO", "FCEM", ""], "resident": ["SHO", "Reg", "SpR"],
           "nurse": ["RGN", "CNM2", "RANP"], "np": ["RANP", "ANP"], "pa": ["PA"],
           "paramedic": ["Paramedic", "Advanced Paramedic", "AP"], "emt": ["EMT"],
           "physio": ["MISCP", "Chartered Physiotherapist"], "ot": ["OT", "MAOT"],
           "pharmacist": ["MPSI"], "spi": ["SPI"], "scribe": ["clerk"]},
    "AU": {"doctor": ["FACEM", "MBBS", "FRACGP", ""], "resident": ["RMO", "Registrar", "PHO"],
           "nurse": ["RN", "CNS", "CN"], "np": ["NP", "Nurse Practitioner"], "pa": ["PA"],
           "paramedic": ["Paramedic", "ICP", "Intensive Care Paramedic"], "emt": ["Ambulance Officer"],
           "physio": ["APAM", "B.Physio", "Physiotherapist"], "ot": ["OT", "B.OccThy"],
           "pharmacist": ["B.Pharm"], "spi": ["SPI", "B.Pharm"], "scribe": ["ward clerk"]},
    "NZ": {"doctor": ["FACEM", "MBChB", "FRNZCGP", ""], "resident": ["RMO", "Registrar", "PGY2"],
           "nurse": ["RN", "CNS"], "np": ["NP", "Nurse Practitioner"], "pa": ["PA"],
           "paramedic": ["Paramedic", "ICP", "Extended Care Paramedic"], "emt": ["EMT"],
           "physio": ["NZRP", "Physiotherapist", "MNZSP"], "ot": ["NZROT", "OT"],
           "pharmacist": ["BPharm"], "spi": ["SPI"], "scribe": ["ward clerk"]},
}


class Staff:
    def __init__(self, c, role, sex=None):
        self.per = c.person(sex, middle_prob=0.1)
        self.role = role
        self.cred = c.ch(ROLE_CRED.get(c.loc, ROLE_CRED["UK"]).get(role, [""]))
        self.dr = role in ("doctor", "resident")
        self._lic = None
        self.c = c

    def lic(self):
        if self._lic is None:
            role = "doctor" if self.role in ("doctor", "resident") else self.role
            self._lic = self.c.clin_licence(role)
        return self._lic


def name_keys(prefix, per, typ, title=None):
    D = {}
    D[prefix] = Phi(per.full, typ)
    D[prefix + "_f"] = Phi(per.first, typ)
    D[prefix + "_l"] = Phi(per.last, typ)
    D[prefix + "_m"] = Phi(per.fullm, typ)
    D[prefix + "_LF"] = Phi(f"{per.last.upper()}, {per.first}", typ)
    D[prefix + "_LFU"] = Phi(f"{per.last.upper()}, {per.first.upper()}" + (f" {per.middle}" if per.middle else ""),
                             typ)
    D[prefix + "_lf"] = Phi(f"{per.last}, {per.first}", typ)
    ini = per.inits
    D[prefix + "_ini"] = Phi(".".join(ini) + ".", typ)
    D[prefix + "_INI"] = Phi(ini, typ)
    D[prefix + "_lc"] = Phi(ini.lower(), typ)
    D[prefix + "_fL"] = Phi(f"{per.first} {per.last[0]}.", typ)
    D[prefix + "_Fl"] = Phi(f"{per.first[0]}. {per.last}", typ)
    D[prefix + "_Fl2"] = Phi(f"{per.first[0]} {per.last}", typ)
    D[prefix + "_nick"] = Phi(per.nick or per.first, typ)
    D[prefix + "_low"] = Phi(per.first.lower(), typ)
    D[prefix + "_FULLU"] = Phi(f"{per.first.upper()} {per.last.upper()}", typ)
    if title:
        D[prefix + "_t"] = title
    return D


def build_case(r, loc, genre, age_lo, age_hi, visit=None, sex=None):
    c = Case(r, loc, genre)
    c.L = LEX[loc]
    # geography
    if loc == "US":
        c.pick_region = lambda: r.choice(P.US_STATES)
    elif loc == "CA":
        c.pick_region = lambda: r.choice(P.CA_PROVINCES)
    elif loc == "AU":
        c.pick_region = lambda: r.choice(P.AU_STATES)
    elif loc == "UK":
        c.pick_region = lambda: r.choice(P.UK_COUNTIES)
    elif loc == "IE":
        c.pick_region = lambda: r.choice(P.IE_COUNTIES)
    else:
        c.pick_region = lambda: r.choice(P.NZ_REGIONS)
    c.region = c.pick_region()
    if loc in ("US", "CA"):
        c.area_codes = c.region[3]
        c.state_abbr = c.region[1]
    elif loc == "AU":
        c.state_code = c.region[3]
        c.state_abbr = c.region[1]
    elif loc == "NZ":
        c.state_code = c.region[1]
        c.state_abbr = None
    else:
        c.state_abbr = None
    # dates
    c.ds = r.choice(DATE_STYLES[loc])
    c.dl = r.choice(LONG_STYLES[loc])
    c.dn = r.choice(SHORT_NOYEAR[loc])
    start = dt.date(2019, 1, 1)
    c.visit = visit or start + dt.timedelta(days=r.randint(0, (dt.date(2026, 10, 31) - start).days))
    c.age = r.randint(age_lo, age_hi)
    bday_offset = r.randint(0, 364)
    c.dob = dt.date(c.visit.year - c.age - 1, 1, 1) + dt.timedelta(days=bday_offset)
    # recompute exact age from dob
    a = c.visit.year - c.dob.year - ((c.visit.month, c.visit.day) < (c.dob.month, c.dob.day))
    if a != c.age:
        c.dob = c.dob.replace(year=c.dob.year + (a - c.age)) if not (c.dob.month == 2 and c.dob.day == 29) else \
            c.dob.replace(year=c.dob.year + (a - c.age), day=28)
        a = c.visit.year - c.dob.year - ((c.visit.month, c.visit.day) < (c.dob.month, c.dob.day))
    c.age = a
    # people
    c.pt = c.person(sex, middle_prob=0.35)
    c.title = title_for(c.pt, c.age)
    c.addr = make_addr(c)
    # facility town in the same region
    c.fac_town = r.choice(P.TOWNS[loc])
    return c


def base_ctx(c):
    """Context entries shared by all genres."""
    r = c.r
    pt = c.pt
    X = {}
    X.update(name_keys("pt", pt, "PATIENT"))
    X["Mr"] = c.title
    m = pt.sex == "M"
    X.update({"he": "he" if m else "she", "He": "He" if m else "She", "his": "his" if m else "her",
              "His": "His" if m else "Her", "him": "him" if m else "her", "himself": "himself" if m else "herself",
              "hes": "he's" if m else "she's",
              "sx": "M" if m else "F", "sex": "male" if m else "female", "Sex": "Male" if m else "Female"})
    if c.age < 2:
        X["man"] = "infant"
    elif c.age < 13:
        X["man"] = "boy" if m else "girl"
    elif c.age < 18:
        X["man"] = "young man" if m else "young woman"
    else:
        X["man"] = "man" if m else "woman"
    X["age"] = c.age_phi()
    X["agew"] = c.age_phi(words=True)
    X["dob"] = c.D(c.dob)
    X["dv"] = c.D(c.visit)
    X["dvl"] = c.Dl(c.visit)
    X["dvn"] = c.Dn(c.visit)
    X["dv_iso"] = c.D(c.visit, "iso")
    X["dv_wd"] = Phi(fmt_date(c.visit, "wd_long_us" if c.loc in ("US", "CA") else "wd_long"), "DATE")
    X["wday"] = Phi(WEEKDAYS[c.visit.weekday()], "DATE")
    X["dv_wds"] = Phi(fmt_date(c.visit, c.ch(["wd_short_us", "wd_short_us"] if c.loc == "US" else
                                              ["wd_short", "wd_abbr"])), "DATE")
    a = c.addr
    X["street"] = Phi(a.street, "STREET")
    X["town"] = Phi(a.town, "CITY")
    X["zip"] = Phi(a.zip, "ZIP")
    X["addr"] = addr_parts(c, a, "line")
    X["addr_ml"] = addr_parts(c, a, "lines")
    if c.loc in ("US", "CA", "AU"):
        X["region"] = Phi(a.region[1], "STATE")
        X["region_full"] = Phi(a.region[0], "STATE")
    elif c.loc == "NZ":
        X["region"] = Phi(c.region[0], "STATE")
        X["region_full"] = X["region"]
    elif c.loc == "IE":
        X["region"] = Phi("Co. " + a.region, "CITY")
        X["region_full"] = Phi("County " + a.region, "CITY")
    else:
        X["region"] = Phi(a.region, "CITY")
        X["region_full"] = X["region"]
    X["country_home"] = Phi(P.COUNTRY_NAME[c.loc], "COUNTRY")
    X["ph_m"] = c.phone("mobile")
    X["ph_h"] = c.phone("landline")
    X["email"] = c.email_personal(pt)
    X["mrn"] = c.mrn()
    X["acct"] = c.account()
    hl, hp = c.healthplan()
    X["hp_l"], X["hp"] = hl, hp
    sl, ss = c.ssn()
    X["ssn_l"], X["ssn"] = sl, ss
    X.update({k: v for k, v in c.L.items() if v is not None})
    return X


def hhmm(r, lo=0, hi=23, colon=True):
    h = r.randint(lo, hi)
    m = r.randint(0, 59)
    return f"{h:02d}:{m:02d}" if colon else f"{h:02d}{m:02d}"
