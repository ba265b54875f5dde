"""Case factory and shared clinical material for dev221_en."""
import datetime

import phi

from pools import (US_CITIES, CA_CITIES, EMPLOYERS, JOBS, CLINICS, HOSPITALS, INSURERS, CA_BOARD,
                   EMAIL_DOMAINS)
from phi import (Person, Address, doctor, rand_date, plus, years_between, D, fd, phone, ssn, sin,
                 mrn, digits, letters, npi, private_ip, age_words)

US_STYLES = ("us", "us", "us_n", "us_s", "long", "abbr", "us", "dots", "iso")
CA_STYLES = ("iso", "iso", "dmy", "long", "dmy_l", "ymd_slash", "abbr", "us_n", "ora")

STATE_AGENCY = {"OH": "BWC", "CA": "DWC", "TX": "TDI-DWC", "NY": "WCB", "PA": "Bureau of WC",
                "FL": "Division of Workers' Compensation"}


class Case:
    def __init__(self, rng, country, industry=None, age_range=(19, 66), start=(2019, 1, 1), end=(2025, 6, 30)):
        self.rng = rng
        self.country = country
        phi.COUNTRY[0] = country
        cities = US_CITIES if country == "US" else CA_CITIES
        self.cityrec = rng.choice(cities)
        same = [c for c in cities if c[1] == self.cityrec[1]]
        self.st = self.cityrec[1]
        self.stfull = self.cityrec[2]
        self.area = self.cityrec[4]
        self.board = CA_BOARD.get(self.st) if country == "CA" else STATE_AGENCY.get(self.st, "state WC board")
        self.pt = Person(rng, "PATIENT")
        self.pt_addr = Address(rng, rng.choice(same), country)
        self.pt_phone = phone(rng, self.pt_addr.area)
        self.pt_email = self.pt.email(rng, rng.choice(("example.com", "example.net", "mail.test")))
        self.visit = rand_date(rng, start, end)
        while self.visit.weekday() >= 5:
            self.visit = plus(self.visit, 1)
        age = rng.randint(*age_range)
        self.dob = datetime.date(self.visit.year - age, 1, 1) + datetime.timedelta(days=rng.randint(0, 364))
        self.age = years_between(self.dob, self.visit)
        if industry is None:
            emp, ind = rng.choice(EMPLOYERS)
        elif industry == "hospital":
            emp, ind = rng.choice(HOSPITALS), "hospital"
        else:
            opts = [e for e in EMPLOYERS if e[1] == industry]
            emp, ind = rng.choice(opts)
        self.employer, self.industry = emp, ind
        self.emp_typ = "HOSPITAL" if ind in ("carehome", "hospital") else "ORGANIZATION"
        self.emp_addr = Address(rng, self.cityrec, country, industrial=ind not in ("carehome", "hospital"))
        self.emp_phone = phone(rng, self.area, ext=rng.random() < 0.3)
        self.job = rng.choice(JOBS[ind])
        self.clinic = rng.choice(CLINICS)
        self.clinic_addr = Address(rng, self.cityrec, country, biz=True)
        self.clinic_phone = phone(rng, self.area)
        self.clinic_fax = phone(rng, self.area)
        slug = self.clinic.lower().replace(" - ", "-").replace(" ", "")[:18].strip("-")
        self.clinic_url = rng.choice(("www.%s.example.org" % slug, "https://%s.example.com" % slug,
                                      "www.example.org/%s" % slug, "https://www.%s.test/patients" % slug))
        self.hospital = rng.choice(HOSPITALS)
        self.doc = doctor(rng, "md")
        self.mid = doctor(rng, "mid")
        self.nurse = doctor(rng, "nurse")
        self.ma = Person(rng, "DOCTOR", cred=rng.choice(("MA", "CMA", "LPN", "OHT")))
        self.doi = plus(self.visit, -rng.randint(0, 150))
        self.mrn = mrn(rng)
        self.empid = rng.choice(("EMP-", "", "E", "W", "#")) + digits(rng, rng.choice((5, 6, 7)))
        if self.empid.startswith("#"):
            self.empid = self.empid[1:]
        self.ssn = ssn(rng) if country == "US" else sin(rng)
        self.ssn_label = "SSN" if country == "US" else "SIN"
        self.claim = self._claim()
        self.policy = rng.choice(("WCP", "WC", "POL-", "")) + digits(rng, 7) + rng.choice(("", "-0%d" % rng.randint(1, 9)))
        self.insurer = rng.choice(INSURERS)
        self.adjuster = Person(rng, "FAMILY")
        self.adj_phone = phone(rng, rng.choice((self.area, "800", "614", "312", "860") if country == "US" else (self.area, "800", "416", "604", "514")), ext=rng.random() < 0.5)
        self.adj_fax = phone(rng, rng.choice((self.area, "888", "877")))
        self.adj_email = self.adjuster.email(rng, rng.choice(("claims.example.org", "example.com", "insure.test")))
        self.sup = Person(rng, "FAMILY")
        self.sup_phone = phone(rng, self.area)
        self.hr = Person(rng, "FAMILY")
        self.hr_email = self.hr.email(rng, rng.choice(EMAIL_DOMAINS))
        self.acct = rng.choice(("", "V", "ENC", "A")) + digits(rng, rng.choice((7, 8, 9)))
        self.ds = rng.choice(US_STYLES if country == "US" else CA_STYLES)
        self.time_fmt = rng.choice(("24", "ampm", "24c"))

    def _claim(self):
        rng = self.rng
        if self.country == "CA":
            if self.st == "ON":
                return digits(rng, 8)
            if self.st == "BC":
                return digits(rng, 8)
            return rng.choice(("C", "")) + digits(rng, 7)
        k = rng.randrange(4)
        if k == 0:
            return "WC-%d-%s" % (self.visit.year if hasattr(self, "visit") else 2022, digits(rng, 6))
        if k == 1:
            return "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 8))
        if k == 2:
            return "%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 2))
        return digits(rng, 10)

    # --- helpers returning Doc.put items
    def d(self, date, style=None):
        if style is None:
            style = self.ds if self.rng.random() < 0.85 else self.rng.choice(US_STYLES if self.country == "US" else CA_STYLES)
        return D(date, style)

    def E(self, f=None):
        name = self.employer
        if f == "caps":
            name = name.upper()
        return (name, self.emp_typ)

    def P(self, f=None):
        return self.pt.n(f)

    def ptitle(self):
        return self.pt.tl()

    def agev(self, f=None):
        a = self.age
        f = f or self.rng.choice(("n", "n", "n", "n", "w"))
        return (age_words(a) if f == "w" else str(a), "AGE")

    def clock(self):
        self._clk = self.rng.randint(6 * 60, 17 * 60)
        return self._fmt(self._clk)

    def later(self, lo=5, hi=60):
        if not hasattr(self, "_clk"):
            self.clock()
        self._clk = min(self._clk + self.rng.randint(lo, hi), 23 * 60 + 55)
        return self._fmt(self._clk)

    def _fmt(self, mins):
        h, m = divmod(mins, 60)
        return self._hm(h, m)

    def time(self):
        h = self.rng.randint(6, 19)
        m = self.rng.choice((0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 47, 50, 55))
        return self._hm(h, m)

    def _hm(self, h, m):
        if self.time_fmt == "24":
            return "%02d%02d" % (h, m)
        if self.time_fmt == "24c":
            return "%02d:%02d" % (h, m)
        return "%d:%02d %s" % (h % 12 or 12, m, "AM" if h < 12 else "PM")

    def sexw(self, short=False):
        if short:
            return self.pt.sex
        return "male" if self.pt.sex == "M" else "female"

    def ip(self):
        return private_ip(self.rng)

    def npi(self):
        return npi(self.rng)

    def weight_unit(self):
        return "kg" if self.country == "CA" and self.rng.random() < 0.6 else "lb"


# ---------------------------------------------------------------- clinical pools
INJURIES = (
    dict(key="lbp", part="low back", side=None,
         mech=("was lifting a {n}-lb case from a pallet and felt a sharp pull in the low back",
               "twisted while loading a trailer and developed low back pain",
               "bent to pick up a dropped tote and felt a 'pop' in the lumbar area"),
         dx="Lumbar strain", icd="S39.012A",
         exam="Paraspinal tenderness L3-S1, R>L. Flexion to 50 deg with pain. SLR negative bilaterally. "
              "Motor 5/5 LE, DTRs 2+ symmetric, sensation intact.",
         rx="ibuprofen 600 mg PO TID with food, cyclobenzaprine 5 mg qHS PRN"),
    dict(key="shoulder", part="shoulder", side=True,
         mech=("was reaching overhead to pull a box from the top shelf and felt pain in the {s} shoulder",
               "caught a falling load with the {s} arm", "repetitive overhead work on the line, gradual onset {s} shoulder pain"),
         dx="Strain of rotator cuff, {s} shoulder", icd="S46.011A",
         exam="{S} shoulder: TTP anterolateral acromion. AROM flex 140, abd 120, ER 60. Hawkins-Kennedy positive, "
              "Neer's positive, drop arm negative. Strength 4/5 supraspinatus.",
         rx="naproxen 500 mg BID, ice 20 min TID, HEP for pendulums"),
    dict(key="lac", part="hand", side=True,
         mech=("cut the {s} hand with a box cutter while breaking down cartons",
               "sustained a laceration to the {s} palm on a sheet-metal edge"),
         dx="Laceration without foreign body of {s} hand", icd="S61.412A",
         exam="2.5 cm linear laceration {s} thenar eminence, clean edges, no FB, FDS/FDP intact, "
              "2-pt discrimination < 5 mm, cap refill < 2 sec.",
         rx="Repaired with 5 simple interrupted 4-0 nylon after 1% lidocaine digital block. Tdap given."),
    dict(key="knee", part="knee", side=True,
         mech=("slipped on a wet floor near the wash bay and landed on the {s} knee",
               "stepped off the dock plate and twisted the {s} knee"),
         dx="Sprain of {s} knee", icd="S83.91XA",
         exam="{S} knee: mild effusion, medial joint line tenderness, McMurray's negative, Lachman firm endpoint, "
              "varus/valgus stable. Able to bear weight 4 steps (Ottawa knee rule negative).",
         rx="RICE, knee sleeve, acetaminophen 1 g q8h PRN"),
    dict(key="ankle", part="ankle", side=True,
         mech=("stepped off the last rung of the trailer ladder and inverted the {s} ankle",
               "rolled the {s} ankle on uneven gravel in the yard"),
         dx="Sprain of {s} ankle", icd="S93.401A",
         exam="Swelling and ecchymosis over {s} ATFL. No bony tenderness at posterior malleoli or base of 5th MT "
              "(Ottawa ankle rules negative). Anterior drawer 1+.",
         rx="Aircast stirrup brace, crutches PRN, ibuprofen 400-600 mg TID"),
    dict(key="eye", part="eye", side=True,
         mech=("was grinding without a face shield when debris struck the {s} eye",
               "felt something fly into the {s} eye while cutting rebar"),
         dx="Foreign body in cornea, {s} eye", icd="T15.02XA",
         exam="VA 20/25 OD, 20/30 OS. Fluorescein: 1 mm metallic FB at 4 o'clock with small rust ring, "
              "Seidel negative. No hyphema.",
         rx="FB removed with 25G needle under tetracaine; erythromycin ointment QID x 5 days"),
    dict(key="cts", part="wrist", side=True,
         mech=("reports 3 months of numbness in the {s} thumb, index and middle finger with repetitive scanning",
               "gradual tingling of the {s} hand at night; job involves repetitive wrist flexion on the deboning line"),
         dx="Carpal tunnel syndrome, {s} upper limb", icd="G56.01",
         exam="Phalen's positive at 30 sec {s}, Tinel's positive at carpal tunnel, Durkan's positive. "
              "No thenar atrophy. Grip (Jamar pos 2) 28 kg {s} vs 36 kg contralateral.",
         rx="neutral wrist splint at night, NSAID PRN, NCS/EMG ordered"),
    dict(key="crush", part="finger", side=True,
         mech=("caught the {s} index finger between a roller and a pallet jack",
               "had the {s} middle finger pinched in a press die"),
         dx="Crushing injury of {s} index finger", icd="S67.190A",
         exam="Subungual hematoma > 50% of nail bed {s} index, TTP distal phalanx, FDP intact. "
              "X-ray: nondisplaced tuft fracture.",
         rx="Trephination performed, aluminum finger splint, cephalexin 500 mg QID x 5 d"),
    dict(key="burn", part="forearm", side=True,
         mech=("was splashed with fryer oil on the {s} forearm", "contacted a hot steam line with the {s} forearm"),
         dx="Burn of second degree of {s} forearm", icd="T22.211A",
         exam="6 x 4 cm partial-thickness burn {s} volar forearm, blistered, blanching, < 1% TBSA.",
         rx="Debrided, silver sulfadiazine 1% daily dressing changes"),
    dict(key="head", part="head", side=None,
         mech=("was struck on the head by a falling carton from a rack (hard hat on)",
               "hit the head on a low beam in the mezzanine"),
         dx="Concussion without loss of consciousness", icd="S06.0X0A",
         exam="Glasgow Coma Scale 15. PERRL, EOMI, no nystagmus. Romberg negative, tandem gait intact. SCAT5 symptom score 11.",
         rx="Cognitive and physical rest 24-48 h, acetaminophen PRN, avoid NSAIDs first 48 h"),
    dict(key="elbow", part="elbow", side=True,
         mech=("reports lateral {s} elbow pain after weeks of using a torque gun", "gradual {s} elbow pain with repetitive gripping"),
         dx="Lateral epicondylitis, {s} elbow", icd="M77.12",
         exam="TTP {s} lateral epicondyle, pain with resisted wrist extension (Cozen's positive), "
              "Mill's positive. Grip painful.",
         rx="counterforce strap, topical diclofenac 1% gel QID, eccentric exercises"),
    dict(key="neck", part="neck", side=None,
         mech=("was the restrained driver of a company vehicle that was rear-ended at a light",
               "had the truck rear-ended while stopped in traffic"),
         dx="Strain of muscle of neck", icd="S16.1XXA",
         exam="Cervical paraspinal and trapezius TTP, ROM rotation 60/70 deg, Spurling's negative, "
              "UE neuro intact. Canadian C-spine rule low risk.",
         rx="methocarbamol 750 mg TID PRN, heat, gentle ROM"),
    dict(key="heat", part="whole body", side=None,
         mech=("became dizzy and nauseated while roofing in high heat", "collapsed briefly while working near the furnace line"),
         dx="Heat exhaustion", icd="T67.3XXA",
         exam="T 38.1 C on arrival, HR 118, mucous membranes dry, mentation normal. CK 412.",
         rx="oral and IV rehydration (1 L NS), cool environment, BMP checked"),
    dict(key="wrist_fx", part="wrist", side=True,
         mech=("fell from the third step of a ladder onto an outstretched {s} hand", "slipped on ice in the parking lot and fell on the {s} wrist"),
         dx="Fracture of distal radius, {s}, closed", icd="S52.501A",
         exam="{S} wrist swelling, dinner-fork deformity absent, snuffbox nontender, NV intact. "
              "XR: minimally displaced extra-articular distal radius fracture.",
         rx="sugar-tong splint, ortho referral, acetaminophen/ibuprofen alternating"),
)

RESTRICTIONS = (
    "No lifting over {n} lb", "No lifting > {n} lbs", "Lift/carry max {n} lb occasional",
    "No overhead work with the {s} arm", "No repetitive gripping {s} hand",
    "Sit/stand as needed", "No climbing ladders", "No operating forklift or PIT",
    "No commercial driving", "Keep wound clean and dry; glove over dressing",
    "Limit walking to 15 min/hour", "No kneeling or squatting", "No use of vibrating tools",
    "Must wear splint at work", "Seated work only", "Max 6 hours/day", "No push/pull > {n} lb",
    "Safety glasses at all times", "No work at heights", "Avoid hot environments",
)

PMH = ("HTN", "type 2 diabetes", "hyperlipidemia", "asthma (mild intermittent)", "GERD", "OSA on CPAP",
       "hypothyroidism", "depression", "obesity", "migraine", "prediabetes", "seasonal allergies",
       "anxiety", "gout", "Raynaud phenomenon", "Hashimoto thyroiditis", "Bell's palsy (resolved)",
       "essential tremor (not Parkinson's)", "Dupuytren contracture", "Crohn disease, in remission", "none")
MEDS = ("lisinopril 10 mg daily", "metformin 500 mg BID", "atorvastatin 20 mg nightly", "amlodipine 5 mg daily",
        "levothyroxine 75 mcg daily", "sertraline 50 mg daily", "omeprazole 20 mg daily",
        "albuterol HFA 2 puffs q4-6h PRN", "HCTZ 25 mg daily", "losartan 50 mg daily",
        "gabapentin 300 mg TID", "meloxicam 15 mg daily", "cyclobenzaprine 10 mg qHS PRN",
        "cetirizine 10 mg daily", "montelukast 10 mg qHS", "allopurinol 100 mg daily",
        "fluticasone nasal 1 spray each nostril daily", "escitalopram 10 mg daily",
        "insulin glargine 22 units qHS", "sumatriptan 50 mg PRN", "vitamin D3 1000 IU daily")
ALLERGIES = ("NKDA", "NKDA", "NKDA", "PCN (rash)", "sulfa (hives)", "codeine (nausea)", "latex", "shellfish",
             "No known allergies")
SURGERIES = ("appendectomy", "L knee arthroscopy", "cholecystectomy", "C-section", "ORIF R ankle",
             "tonsillectomy", "carpal tunnel release", "umbilical hernia repair", "lumbar microdiscectomy L5-S1")


def vitals(rng, country, style=0):
    sbp = rng.randint(108, 162)
    dbp = rng.randint(64, 98)
    hr = rng.randint(58, 104)
    rr = rng.choice((12, 14, 16, 16, 18, 20))
    spo2 = rng.randint(94, 100)
    ht_in = rng.randint(60, 76)
    wt = rng.randint(118, 295)
    bmi = round(wt / (ht_in * ht_in) * 703, 1)
    if country == "CA" and rng.random() < 0.7:
        temp = "%.1f C" % (rng.randint(361, 375) / 10)
        ht = "%d cm" % round(ht_in * 2.54)
        w = "%.1f kg" % (wt * 0.4536)
    else:
        temp = "%.1f F" % (rng.randint(970, 995) / 10)
        ht = "%d'%d\"" % divmod(ht_in, 12) if rng.random() < 0.5 else "%d in" % ht_in
        w = "%d lb" % wt
    if style == 0:
        return "BP %d/%d | HR %d | RR %d | T %s | SpO2 %d%% RA | Ht %s | Wt %s | BMI %s" % (
            sbp, dbp, hr, rr, temp, spo2, ht, w, bmi)
    if style == 1:
        return "Vitals: BP %d/%d, P %d, R %d, Temp %s, O2 sat %d%% on room air. Ht %s, Wt %s (BMI %s)." % (
            sbp, dbp, hr, rr, temp, spo2, ht, w, bmi)
    return "T %s  P %d  R %d  BP %d/%d  SaO2 %d%%  wt %s" % (temp, hr, rr, sbp, dbp, spo2, w)


HOLIDAYS_US = ("Thanksgiving", "Christmas Eve", "Fourth of July", "Memorial Day", "Labor Day", "New Year's Eve",
               "Black Friday", "Christmas", "Easter")
HOLIDAYS_CA = ("Canada Day", "Victoria Day", "Boxing Day", "Labour Day", "Thanksgiving", "Christmas Eve", "Family Day",
               "New Year's Day", "Civic Holiday")


def holiday_phrase(c):
    rng = c.rng
    h = rng.choice(HOLIDAYS_US if c.country == "US" else HOLIDAYS_CA)
    the = "the " if h in ("Fourth of July", "Civic Holiday") else ""
    k = rng.randrange(4)
    if k == 0:
        return ["Was working mandatory overtime ahead of " + the, (h, "DATE"), ". "]
    if k == 1:
        return ["Symptoms worse since " + the, (h, "DATE"), ". "]
    if k == 2:
        return ["Plans to be off over " + the, (h, "DATE"), " weekend regardless. "]
    return ["Injury occurred during the ", (h, "DATE"), " rush. "]


def vehicle_bits(c):
    """Identifiers of a road vehicle involved in the event (list for Doc.put)."""
    from phi import plate, vin
    rng = c.rng
    k = rng.randrange(4)
    if k == 0:
        return ["tractor unit ", (str(rng.randint(100, 9899)), "VEHICLE"), ", plate ", (plate(rng, c.country), "VEHICLE"), " (", (c.st, "STATE"), ")"]
    if k == 1:
        return ["VIN ", (vin(rng), "VEHICLE")]
    if k == 2:
        return ["plate ", (plate(rng, c.country), "VEHICLE"), ", VIN ", (vin(rng), "VEHICLE")]
    return ["company van, licence plate ", (plate(rng, c.country), "VEHICLE")]


def drives(c, inj):
    return inj["key"] == "neck" or c.industry in ("trucking", "municipal", "energy", "utility")


RX_SHORT = {"lbp": "ibuprofen", "shoulder": "naproxen and ice", "lac": "laceration repair and wound care", "knee": "RICE and a knee sleeve",
            "ankle": "an Aircast brace", "eye": "foreign body removal and antibiotic ointment", "cts": "night splinting",
            "crush": "trephination and splinting", "burn": "dressing changes", "head": "relative rest", "elbow": "a counterforce strap",
            "neck": "methocarbamol and heat", "heat": "rehydration", "wrist_fx": "splint immobilization"}
HEAVY_WORDS = ("rebar", "trailer", "grinding", "press die", "sheet-metal", "torque gun", "roofing", "furnace", "deboning",
               "dock plate", "pallet jack", "steam line", "wash bay", "yard", "company vehicle", "truck", "production floor", "line")
SOFT_IND = ("carehome", "hospital", "education", "retail", "hospitality")


def lab_panel(rng, kinds=("bmp", "cbc")):
    """Multi-line lab panel (non-PHI numbers, units and analyte names)."""
    out = []
    sep = rng.choice(("  ", " | ", ", "))
    for k in kinds:
        if k == "bmp":
            vals = ["Na %d" % rng.randint(134, 145), "K %.1f" % (rng.randint(34, 51) / 10), "Cl %d" % rng.randint(97, 108),
                    "CO2 %d" % rng.randint(20, 30), "BUN %d" % rng.randint(7, 26), "Cr %.2f" % (rng.randint(58, 128) / 100),
                    "Glu %d" % rng.randint(72, 188)]
        elif k == "cbc":
            vals = ["WBC %.1f" % (rng.randint(42, 118) / 10), "Hgb %.1f" % (rng.randint(118, 171) / 10),
                    "Hct %.1f" % (rng.randint(355, 505) / 10), "Plt %d" % rng.randint(150, 390)]
        elif k == "lft":
            vals = ["ALT %d" % rng.randint(9, 64), "AST %d" % rng.randint(11, 52), "Alk Phos %d" % rng.randint(44, 128),
                    "T bili %.1f" % (rng.randint(2, 14) / 10), "Alb %.1f" % (rng.randint(35, 49) / 10)]
        elif k == "ck":
            vals = ["CK %d U/L" % rng.randint(90, 2400), "Lactate %.1f" % (rng.randint(8, 34) / 10), "UA SG 1.0%02d" % rng.randint(10, 35)]
        elif k == "lead":
            vals = ["Blood lead %d ug/dL" % rng.randint(1, 38), "ZPP %d ug/dL" % rng.randint(15, 90)]
        elif k == "chol":
            vals = ["RBC cholinesterase %.1f U/g Hb" % (rng.randint(250, 380) / 10), "plasma ChE %d U/L" % rng.randint(2900, 9800)]
        elif k == "lipid":
            vals = ["TC %d" % rng.randint(140, 260), "LDL %d" % rng.randint(60, 180), "HDL %d" % rng.randint(30, 80),
                    "TG %d" % rng.randint(60, 320), "HbA1c %.1f%%" % (rng.randint(48, 92) / 10)]
        else:
            continue
        out.append(sep.join(vals))
    lead = rng.choice(("Labs: ", "LAB RESULTS\n  ", "Lab: "))
    return lead + ("\n  " if lead.endswith("  ") else "; ").join(out) + "\n"


def injury(rng, industry=None):
    while True:
        inj = rng.choice(INJURIES)
        mechs = inj["mech"]
        if industry in SOFT_IND:
            mechs = [m for m in mechs if not any(w in m for w in HEAVY_WORDS)]
        if mechs:
            break
    side = rng.choice(("right", "left")) if inj["side"] else ""
    out = dict(inj)
    out["s"] = side
    out["mech"] = rng.choice(mechs).format(s=side, n=rng.choice((35, 40, 50, 60, 75)))
    for k in ("dx", "exam", "part"):
        out[k] = inj[k].format(s=side, S=side.capitalize())
    out["part_s"] = (side + " " + inj["part"]).strip()
    out["rx_short"] = RX_SHORT.get(inj["key"], "NSAIDs")
    out["rx"] = out["rx"].rstrip(".")
    return out


RESTR_BY = {
    "lbp": (0, 1, 2, 5, 10, 11, 14, 16), "shoulder": (0, 2, 3, 16, 18, 6), "lac": (4, 9, 0, 12), "knee": (5, 6, 10, 11, 14, 18),
    "ankle": (5, 6, 10, 11, 14, 18), "eye": (17, 18, 7), "cts": (4, 12, 13, 0), "crush": (4, 9, 13, 12), "burn": (9, 19, 4),
    "head": (7, 8, 18, 15, 17), "elbow": (4, 12, 13, 2), "neck": (3, 8, 0, 15), "heat": (19, 15, 18), "wrist_fx": (13, 4, 0, 12, 16),
}


def restrictions(rng, inj, k=3):
    side = inj.get("s") or "right"
    pool = [RESTRICTIONS[i] for i in RESTR_BY.get(inj.get("key"), range(len(RESTRICTIONS)))]
    picks = rng.sample(pool, min(k, len(pool)))
    return [r.format(n=rng.choice((10, 15, 20, 25, 30, 40)), s=side) for r in picks]


def pick_meds(rng, k):
    return rng.sample(MEDS, k)


def pick_pmh(rng):
    k = rng.choice((0, 1, 1, 2, 2, 3))
    return rng.sample(PMH[:-1], k) if k else ["none"]
