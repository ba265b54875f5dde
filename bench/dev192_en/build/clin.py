"""Per-note context, clinical value generators and shared blocks (headers, signatures)."""
import fmt as F
import pools as P


class Ctx:
    pass


def _street(rng, country):
    name = rng.choice(P.STREET_NAMES)
    if country == "US":
        typ = rng.choice(P.US_STREET_TYPES)
        num = rng.randrange(10, 9900)
        base = "%d %s %s" % (num, name, typ)
        k = rng.randrange(6)
        if k == 0:
            base += ", Apt %d%s" % (rng.randrange(1, 30), rng.choice(["", "A", "B", "C"]))
        elif k == 1:
            base += " Unit %d" % rng.randrange(1, 40)
        elif k == 2 and rng.random() < 0.3:
            base = "PO Box %d" % rng.randrange(100, 9999)
        return base
    typ = rng.choice(P.AU_STREET_TYPES)
    num = rng.randrange(1, 400)
    k = rng.randrange(6)
    if k == 0:
        return "%d/%d %s %s" % (rng.randrange(1, 20), num, name, typ)
    if k == 1:
        return "Unit %d, %d %s %s" % (rng.randrange(1, 20), num, name, typ)
    if k == 2 and rng.random() < 0.4:
        return "Lot %d %s %s" % (rng.randrange(1, 90), name, typ)
    return "%d %s %s" % (num, name, typ)


def make_addr(rng, country):
    if country == "US":
        city, st, zp = rng.choice(P.US_PLACES)
        z = zp + "%02d" % rng.randrange(100)
        if rng.random() < 0.15:
            z += "-%04d" % rng.randrange(10000)
    else:
        city, st, z = rng.choice(P.AU_PLACES)
    return {"street": _street(rng, country), "city": city, "state": st, "zip": z}


def make_ctx(rng, country, lower):
    c = Ctx()
    c.rng, c.country, c.lower = rng, country, lower
    c.us = country == "US"
    c.d0 = F.rand_date(rng)
    styles = F.US_STYLES if c.us else F.AU_STYLES
    c.ds = rng.choice(styles)
    c.mixdates = rng.random() < 0.25
    c.pt = F.Person(rng)
    c.age = rng.randrange(19, 91) if rng.random() < 0.9 else rng.randrange(90, 99)
    c.dob = F.dob_for_age(rng, c.d0, c.age)
    c.age = F.age_on(c.dob, c.d0)
    c.addr = make_addr(rng, country)
    c.phone_home = F.phone(rng, country, c.addr["state"], "land")
    c.phone_mob = F.phone(rng, country, c.addr["state"], "mobile")
    c.mrn = F.mrn(rng, country)
    c.hp = F.healthplan(rng, country)
    c.acct = F.account(rng, country)
    c.ssn = F.ssn(rng, country)
    c.hosp = rng.choice(P.US_HOSPITALS if c.us else P.AU_HOSPITALS)
    c.unit = rng.choice(P.US_DIALYSIS_UNITS if c.us else P.AU_DIALYSIS_UNITS)
    c.ward = rng.choice(P.US_WARDS if c.us else P.AU_WARDS)
    c.gp_practice = rng.choice(P.US_PCP if c.us else P.AU_GP)
    c.pharmacy = rng.choice(P.US_PHARMACIES if c.us else P.AU_PHARMACIES)
    c.hosp_addr = make_addr(rng, country)
    c.hosp_addr["city"], c.hosp_addr["state"], c.hosp_addr["zip"] = \
        c.addr["city"], c.addr["state"], c.addr["zip"][:4] + str(rng.randrange(10)) if c.us else c.addr["zip"]
    if c.us:
        c.hosp_addr["zip"] = c.addr["zip"][:3] + "%02d" % rng.randrange(100)
    c.hosp_phone = F.phone(rng, country, c.addr["state"], "land")
    c.hosp_fax = F.phone(rng, country, c.addr["state"], "land")
    c.prof = rng.choice(P.PROFESSIONS)
    c.retired = (c.age > 67 and rng.random() < 0.85) or (c.age > 55 and rng.random() < 0.35)
    c.staff = {}
    c.fam = []
    for _ in range(rng.randrange(1, 4)):
        p = F.Person(rng)
        rels = P.RELATIONS_M if p.sex == "M" else P.RELATIONS_F
        if c.age > 62:
            rels = [r for r in rels if r not in OLD_GONE]
        if c.age < 36:
            rels = [r for r in rels if r not in YOUNG_NONE]
        rel = rng.choice(rels)
        if c.us and rel == "neighbour":
            rel = "neighbor"
        if rel not in ("friend", "neighbour") and rng.random() < 0.65:
            p.last = c.pt.last
        c.fam.append((rel, p))
    c.tx = False
    return c


OLD_GONE = ("mother", "father", "aunt", "uncle")
YOUNG_NONE = ("son", "daughter", "grandson", "granddaughter", "son-in-law", "daughter-in-law", "niece", "nephew")


def fam_age(c, rel):
    r, a = c.rng, c.age
    if rel in ("mother", "father"):
        return min(101, a + r.randrange(18, 38))
    if rel in ("aunt", "uncle"):
        return min(99, a + r.randrange(14, 30))
    if rel in ("son", "daughter", "son-in-law", "daughter-in-law"):
        return max(18, a - r.randrange(19, 36))
    if rel in ("grandson", "granddaughter"):
        return max(16, a - r.randrange(42, 58))
    if rel in ("niece", "nephew"):
        return max(16, a - r.randrange(14, 32))
    if rel in ("wife", "husband", "partner"):
        return max(19, a + r.randrange(-8, 9))
    if rel in ("brother", "sister"):
        return max(16, a + r.randrange(-12, 13))
    return r.randrange(20, 86)


def staff(c, role):
    if role not in c.staff:
        c.staff[role] = F.Person(c.rng)
    return c.staff[role]


CREDS_US = {"neph": ["MD", "DO", "MD, FASN"], "surg": ["MD, FACS", "MD"], "rn": ["RN", "RN, CNN", "BSN, RN"],
            "tech": ["CCHT", "PCT", "CHT"], "diet": ["RD, LDN", "RDN", "MS, RD, CSR"],
            "sw": ["LCSW", "MSW", "LMSW"], "coord": ["RN, CCTC", "BSN, RN, CCTC"], "np": ["NP-C", "APRN", "PA-C"],
            "path": ["MD", "MD, PhD"], "res": ["MD", "DO"], "pharm": ["PharmD", "PharmD, BCPS"],
            "gp": ["MD", "DO"], "rad": ["MD"]}
CREDS_AU = {"neph": ["FRACP", "MBBS FRACP", "MBBS, FRACP, PhD"], "surg": ["FRACS", "MBBS FRACS"],
            "rn": ["RN", "CNS", "CNC", "NUM"], "tech": ["EN", "RN"], "diet": ["APD", "AdvAPD"],
            "sw": ["BSW", "MSW, AASW"], "coord": ["RN, CNC", "CNC"], "np": ["NP", "RN NP"],
            "path": ["FRCPA", "MBBS FRCPA"], "res": ["MBBS", "MD"], "pharm": ["BPharm", "BPharm MClinPharm"],
            "gp": ["FRACGP", "MBBS FRACGP"], "rad": ["FRANZCR"]}
DR_ROLES = ("neph", "surg", "path", "res", "gp", "rad")


def D(c, d, style=None):
    if style is None:
        style = c.rng.choice(F.US_STYLES if c.us else F.AU_STYLES) if c.mixdates else c.ds
    return ("DATE", F.fdate(d, style))


def dr(c):
    return "Dr." if c.us and c.rng.random() < 0.7 else "Dr"


def pname(c, form=None, title=None):
    rng = c.rng
    if form is None:
        form = rng.choice(["full", "full", "fml", "lf", "LF", "last", "first"])
    val = c.pt.form(form)
    out = []
    if title is None:
        title = form in ("last", "full", "LAST") and rng.random() < 0.6
    if title:
        out.append(c.pt.title(c.country, rng) + " ")
    out.append(("PATIENT", val))
    return out


def dname(c, person, role="neph", mode=None):
    rng = c.rng
    creds = (CREDS_US if c.us else CREDS_AU)[role]
    isdr = role in DR_ROLES
    if mode is None:
        if isdr:
            mode = rng.choice(["dr_last", "dr_full", "full_cred", "full_cred", "dr_full", "il_cred", "lf"])
        else:
            mode = rng.choice(["full_cred", "full_cred", "first", "full", "il_cred", "fi"])
    if mode == "dr_last":
        return [dr(c) + " ", ("DOCTOR", person.form("last"))]
    if mode == "dr_full":
        return [dr(c) + " ", ("DOCTOR", person.form("full"))]
    if mode == "full_cred":
        return [("DOCTOR", person.form("full")), rng.choice([", ", " "]) + rng.choice(creds)]
    if mode == "il_cred":
        return [("DOCTOR", person.form("il")), ", " + rng.choice(creds)]
    if mode == "lf":
        return [("DOCTOR", person.form("lf"))]
    if mode == "fml_cred":
        return [("DOCTOR", person.form("fml")), ", " + rng.choice(creds)]
    if mode == "first":
        return [("DOCTOR", person.form("first"))]
    if mode == "fi":
        return [("DOCTOR", person.form("fi"))]
    if mode == "full":
        return [("DOCTOR", person.form("full"))]
    if mode == "ini":
        return [("DOCTOR", person.form("ini3"))]
    raise ValueError(mode)


def addr_items(c, a=None, oneline=True, state_full=False):
    a = a or c.addr
    st = a["state"]
    if state_full:
        st = (P.US_STATE_NAMES if c.us else P.AU_STATE_NAMES).get(st, st)
    if c.us:
        tail = [("CITY", a["city"]), ", ", ("STATE", st), " ", ("ZIP", a["zip"])]
    else:
        tail = [("CITY", a["city"]), " " if c.rng.random() < 0.7 else ", ", ("STATE", st), " ", ("ZIP", a["zip"])]
    sep = ", " if oneline else "\n"
    return [("STREET", a["street"]), sep] + tail


def fam(c, i=0):
    return c.fam[min(i, len(c.fam) - 1)]


def prof_phrase(c, cap=False):
    rng = c.rng
    if c.retired:
        pre = "retired "
    else:
        pre = ["works as a ", "employed as a ", "occupation: ", "works part-time as a "][rng.randrange(4)]
    if cap:
        pre = pre[0].upper() + pre[1:]
    return [pre, ("PROFESSION", c.prof)]


# ---------------------------------------------------------------- labs
LABS = {
    "hb": ("Hgb", "g/dL", 8.4, 12.6, 1, "Hb", "g/L", 84, 126, 0),
    "urea": ("BUN", "mg/dL", 35, 95, 0, "Urea", "mmol/L", 12, 34, 1),
    "cr": ("Creat", "mg/dL", 5.5, 12.5, 1, "Creat", "umol/L", 480, 1150, 0),
    "k": ("K", "mEq/L", 3.5, 6.2, 1, "K", "mmol/L", 3.5, 6.2, 1),
    "na": ("Na", "mEq/L", 131, 143, 0, "Na", "mmol/L", 131, 143, 0),
    "hco3": ("CO2", "mEq/L", 17, 28, 0, "HCO3", "mmol/L", 17, 28, 0),
    "ca": ("Ca", "mg/dL", 8.0, 10.3, 1, "Ca corr", "mmol/L", 2.02, 2.58, 2),
    "phos": ("Phos", "mg/dL", 3.1, 8.2, 1, "PO4", "mmol/L", 0.95, 2.65, 2),
    "alb": ("Albumin", "g/dL", 2.9, 4.4, 1, "Albumin", "g/L", 27, 43, 0),
    "pth": ("iPTH", "pg/mL", 140, 980, 0, "PTH", "pmol/L", 11, 98, 1),
    "ferr": ("Ferritin", "ng/mL", 120, 1150, 0, "Ferritin", "ug/L", 120, 1150, 0),
    "tsat": ("TSAT", "%", 14, 46, 0, "TSAT", "%", 14, 46, 0),
    "ktv": ("spKt/V", "", 1.08, 1.92, 2, "Kt/V", "", 1.08, 1.92, 2),
    "urr": ("URR", "%", 61, 81, 0, "URR", "%", 61, 81, 0),
    "glu": ("Glucose", "mg/dL", 78, 265, 0, "Glucose", "mmol/L", 4.3, 14.8, 1),
    "wbc": ("WBC", "K/uL", 3.6, 11.5, 1, "WCC", "x10^9/L", 3.6, 11.5, 1),
    "plt": ("Plt", "K/uL", 110, 390, 0, "Plt", "x10^9/L", 110, 390, 0),
    "mg": ("Mg", "mg/dL", 1.5, 2.7, 1, "Mg", "mmol/L", 0.68, 1.12, 2),
    "a1c": ("HbA1c", "%", 5.6, 9.8, 1, "HbA1c", "%", 5.6, 9.8, 1),
    "txcr": ("Creat", "mg/dL", 0.9, 2.4, 2, "Creat", "umol/L", 78, 210, 0),
    "egfr": ("eGFR", "mL/min/1.73m2", 28, 82, 0, "eGFR", "mL/min/1.73m2", 28, 82, 0),
    "tac": ("Tacrolimus trough", "ng/mL", 3.4, 13.8, 1, "Tacrolimus trough", "ug/L", 3.4, 13.8, 1),
    "txurea": ("BUN", "mg/dL", 14, 48, 0, "Urea", "mmol/L", 5.1, 17.5, 1),
    "crp": ("CRP", "mg/L", 1, 48, 0, "CRP", "mg/L", 1, 48, 0),
    "uacr": ("UACR", "mg/g", 12, 950, 0, "uACR", "mg/mmol", 1.5, 110, 1),
    "bkv": ("BK PCR", "copies/mL", 0, 0, 0, "BK PCR", "copies/mL", 0, 0, 0),
}


def num(rng, lo, hi, dec):
    v = lo + (hi - lo) * rng.random()
    if dec == 0:
        return str(int(round(v)))
    return ("%." + str(dec) + "f") % v


def lab(c, key):
    s = LABS[key]
    if c.us:
        name, unit, lo, hi, dec = s[0:5]
    else:
        name, unit, lo, hi, dec = s[5:10]
    if key == "bkv":
        return name, c.rng.choice(["not detected", "<500", "not detected", "1,200"]), "copies/mL"
    return name, num(c.rng, lo, hi, dec), unit


def lab_str(c, key):
    name, v, u = lab(c, key)
    return "%s %s%s" % (name, v, (" " + u) if u else "")


def vitals(c):
    rng = c.rng
    sbp = rng.randrange(98, 188)
    dbp = rng.randrange(52, 104)
    hr = rng.randrange(56, 108)
    t = ("%.1f F" % (97.0 + rng.random() * 2.6)) if c.us else ("%.1f C" % (36.1 + rng.random() * 1.4))
    spo2 = rng.randrange(92, 100)
    wt = "%.1f kg" % (48 + rng.random() * 80)
    return {"bp": "%d/%d" % (sbp, dbp), "hr": str(hr), "temp": t, "spo2": "%d%%" % spo2, "wt": wt,
            "rr": str(rng.randrange(12, 22))}


CAUSES = ["diabetic nephropathy", "hypertensive nephrosclerosis", "IgA nephropathy", "FSGS",
          "ADPKD", "lupus nephritis (class IV)", "reflux nephropathy", "Alport syndrome",
          "membranous nephropathy", "ANCA-associated vasculitis", "obstructive uropathy",
          "chronic glomerulonephritis, biopsy not performed", "unknown cause (small kidneys)",
          "analgesic nephropathy", "cardiorenal syndrome", "post-partum HUS"]
COMORB = ["type 2 diabetes mellitus", "type 1 diabetes", "hypertension", "ischaemic heart disease",
          "heart failure with reduced EF", "atrial fibrillation", "peripheral vascular disease",
          "COPD", "obstructive sleep apnoea", "gout", "hypothyroidism", "depression",
          "hepatitis C (treated, SVR)", "previous CVA", "morbid obesity (BMI 41)",
          "secondary hyperparathyroidism", "anaemia of CKD", "diabetic retinopathy"]
HD_MEDS_US = ["sevelamer carbonate 800 mg TID with meals", "calcium acetate 667 mg 2 caps TID with meals",
              "cinacalcet 30 mg daily", "calcitriol 0.25 mcg daily", "Nephro-Vite 1 tab daily",
              "amlodipine 10 mg daily", "carvedilol 12.5 mg BID", "atorvastatin 40 mg nightly",
              "aspirin 81 mg daily", "insulin glargine 18 units qHS", "furosemide 80 mg BID",
              "ferric citrate 1 g TID with meals", "lanthanum 1000 mg TID", "midodrine 10 mg pre-HD",
              "epoetin alfa 6,000 units IV with HD", "doxercalciferol 2 mcg IV TIW", "hydralazine 25 mg TID",
              "allopurinol 100 mg daily", "pantoprazole 40 mg daily", "gabapentin 100 mg qHS"]
HD_MEDS_AU = ["sevelamer 800 mg TDS with meals", "calcium carbonate 1.5 g TDS with meals",
              "cinacalcet 30 mg mane", "calcitriol 0.25 mcg daily", "Renal multivitamin 1 tab daily",
              "amlodipine 10 mg mane", "metoprolol 50 mg BD", "atorvastatin 40 mg nocte",
              "aspirin 100 mg mane", "insulin glargine 18 units nocte", "frusemide 80 mg BD",
              "sucroferric oxyhydroxide 500 mg TDS", "lanthanum 1000 mg TDS", "midodrine 5 mg pre-dialysis",
              "darbepoetin 40 mcg IV weekly", "sodium bicarbonate 840 mg BD", "irbesartan 150 mg daily",
              "allopurinol 100 mg daily", "pantoprazole 40 mg daily", "pregabalin 25 mg nocte"]
TX_MEDS_US = ["tacrolimus (Prograf) %s mg BID", "mycophenolate mofetil 1000 mg BID", "prednisone 5 mg daily",
              "valganciclovir 450 mg daily", "trimethoprim-sulfamethoxazole SS 1 tab daily",
              "nystatin 5 mL swish and swallow QID", "famotidine 20 mg daily", "amlodipine 5 mg daily",
              "magnesium oxide 400 mg BID", "insulin lispro sliding scale", "aspirin 81 mg daily"]
TX_MEDS_AU = ["tacrolimus (Prograf) %s mg BD", "mycophenolate mofetil 1 g BD", "prednisolone 5 mg mane",
              "valganciclovir 450 mg daily", "co-trimoxazole 160/800 mg Mon/Wed/Fri",
              "nystatin 1 mL QID", "pantoprazole 40 mg daily", "amlodipine 5 mg daily",
              "magnesium aspartate 500 mg BD", "insulin aspart per BSL", "aspirin 100 mg daily"]


def hd_meds(c, k):
    pool = HD_MEDS_US if c.us else HD_MEDS_AU
    idx = sorted(c.rng.sample(range(len(pool)), k))
    return [pool[i] for i in idx]


def tx_meds(c, k, tac_dose):
    pool = TX_MEDS_US if c.us else TX_MEDS_AU
    idx = [0] + sorted(c.rng.sample(range(1, len(pool)), k - 1))
    return [pool[i] % tac_dose if i == 0 else pool[i] for i in idx]


# ---------------------------------------------------------------- shared blocks
def facility_header(n, c, dept, site=None):
    rng = c.rng
    site = site or c.hosp
    k = rng.randrange(4)
    up = rng.random() < 0.4
    if k == 0:
        n.ln(("HOSPITAL", site.upper() if up else site))
        n.ln(dept)
        n.ln(*addr_items(c, c.hosp_addr))
        n.ln("Ph: ", ("PHONE", c.hosp_phone), "   Fax: ", ("FAX", c.hosp_fax))
    elif k == 1:
        n.ln(("HOSPITAL", site), " - ", dept)
        n.ln("Tel ", ("PHONE", c.hosp_phone), " | Fax ", ("FAX", c.hosp_fax))
    elif k == 2:
        n.ln(dept.upper(), ", ", ("HOSPITAL", site))
        n.ln(*addr_items(c, c.hosp_addr))
    else:
        n.ln(("HOSPITAL", site), " | ", dept, " | ", ("STREET", c.hosp_addr["street"]), ", ",
             ("CITY", c.hosp_addr["city"]))
    n.ln()


def demo_block(n, c, extra=()):
    """Patient identification block in one of several layouts."""
    rng = c.rng
    k = rng.randrange(4)
    mrn_lbl = rng.choice(["MRN", "MRN#", "Med Rec #"]) if c.us else rng.choice(["UR", "URN", "MRN", "UR No."])
    if k == 0:
        n.ln("Patient: ", *pname(c, rng.choice(["LFM", "LF", "lf"]), False), "    ", mrn_lbl, ": ", ("MRN", c.mrn))
        n.ln("DOB: ", D(c, c.dob), " (", ("AGE", str(c.age)), rng.choice([" y", "y", " yrs", ""]), ")    Sex: ", c.pt.sex)
    elif k == 1:
        n.ln("Name: ", *pname(c, rng.choice(["full", "fml", "lf"]), False))
        n.ln(mrn_lbl, ": ", ("MRN", c.mrn))
        n.ln("D.O.B.: " if not c.us else "DOB: ", D(c, c.dob), "   Age: ", ("AGE", str(c.age)))
        n.ln("Address: ", *addr_items(c))
    elif k == 2:
        n.ln(("PATIENT", c.pt.form("LFM")), " | ", mrn_lbl, " ", ("MRN", c.mrn), " | ", D(c, c.dob), " | ",
             ("AGE", str(c.age)), c.pt.sex)
    else:
        n.ln("RE: ", *pname(c, rng.choice(["full", "fml"]), True), ", DOB ", D(c, c.dob))
        n.ln(*addr_items(c))
        n.ln(mrn_lbl, " ", ("MRN", c.mrn))
    for e in extra:
        if e == "hp":
            lbl = rng.choice(["Medicare MBI", "Member ID", "Policy #", "Medicaid ID"]) if c.us else \
                rng.choice(["Medicare No", "Medicare", "DVA No", "Health fund no."])
            n.ln(lbl, ": ", ("HEALTHPLAN", c.hp))
        elif e == "acct":
            n.ln(rng.choice(["Encounter #", "Acct", "Visit No", "FIN"]), ": ", ("ACCOUNT", c.acct))
        elif e == "phone":
            n.ln("Ph: ", ("PHONE", c.phone_home), "  Mob: " if not c.us else "  Cell: ", ("PHONE", c.phone_mob))
    n.ln()


def sign_block(n, c, person, role, title=None, when=None):
    rng = c.rng
    k = rng.randrange(5)
    when = when or c.d0
    if k == 0:
        n.ln("Electronically signed by ", *dname(c, person, role, "full_cred"), " on ", D(c, when), " ",
             "%02d:%02d" % (rng.randrange(7, 20), rng.randrange(60)))
        if c.us:
            n.ln("NPI: ", ("LICENSE", F.npi(rng)))
    elif k == 1:
        n.ln(rng.choice(["Kind regards,", "Yours sincerely,", "Regards,"]))
        n.ln()
        n.ln(*dname(c, person, role, "dr_full" if role in DR_ROLES else "full_cred"))
        if title:
            n.ln(title)
        if c.us:
            if rng.random() < 0.5 or role not in DR_ROLES:
                n.ln("NPI ", ("LICENSE", F.npi(rng)), "  |  Pager ", ("PHONE", F.pager(rng)))
            else:
                n.ln("NPI ", ("LICENSE", F.npi(rng)), "   DEA ", ("LICENSE", F.dea(rng, person.last)))
        else:
            n.ln("Provider No. ", ("LICENSE", F.digits(rng, 6) + rng.choice("0123456789") + rng.choice("ABHJKLTWXY")))
    elif k == 2:
        n.ln("-- ", *dname(c, person, role, "il_cred"), rng.choice([" / ", " | "]), title or "Nephrology")
        n.ln("user: ", ("USERNAME", F.username(rng, person.first, person.last)), "  ",
             D(c, when), " ", "%02d:%02d" % (rng.randrange(7, 20), rng.randrange(60)))
    elif k == 3:
        n.ln("Signed: ", *dname(c, person, role, "full_cred"))
        if not c.us:
            n.ln("AHPRA: ", ("LICENSE", F.ahpra(rng, "MED" if role in DR_ROLES else rng.choice(["NMW", "MED"]))))
        else:
            n.ln("Lic #: ", ("LICENSE", rng.choice(["A", "G", "C", "MD"]) + F.digits(rng, 5)),
                 *(["  DEA: ", ("LICENSE", F.dea(rng, person.last))] if role in DR_ROLES and rng.random() < 0.5 else []))
        n.ln("Email: ", ("EMAIL", F.email(rng, person.first, person.last)))
    else:
        n.ln(*dname(c, person, role, "fml_cred"))
        if title:
            n.ln(title + ", ", ("HOSPITAL", c.hosp))
        n.ln("Ph ", ("PHONE", c.hosp_phone + (F.ext(rng) if rng.random() < 0.5 else "")))


def dict_footer(n, c, author):
    """Transcription footer: dictated/typed dates and typist initials."""
    rng = c.rng
    typist = F.Person(rng)
    n.ln("D: ", D(c, c.d0), "  T: ", D(c, F.add_days(c.d0, rng.randrange(0, 3))))
    n.ln(("DOCTOR", author.form("ini2")), "/", ("DOCTOR", typist.form("ini3")), "  Job #",
         ("IDNUM", F.digits(rng, rng.choice([6, 7, 8]))))


def cc_block(n, c, gp):
    rng = c.rng
    n.ln("cc:")
    n.ln("  ", *dname(c, gp, "gp", rng.choice(["dr_full", "full_cred"])), ", ", ("HOSPITAL", c.gp_practice),
         ", Fax ", ("FAX", F.phone(rng, c.country, c.addr["state"], "land")))
    if rng.random() < 0.5:
        n.ln("  ", ("HOSPITAL", c.unit))
    if rng.random() < 0.5:
        n.ln("  Patient")
