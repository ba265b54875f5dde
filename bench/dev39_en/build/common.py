"""Per-note world (patient, family, staff, institutions, dates) and shared clinical pools."""

import datetime as dt
from render import P, Doc
from locales import Locale, fmt_date
from cast import Cast
import pools

D = dt.date
TD = dt.timedelta

# ------------------------------------------------------------------ medications
# (generic US name, UK/AU name, strengths, route, freq key, indication)
MEDS = [
    ("acetaminophen", "paracetamol", {"US": ["650 mg", "500 mg", "1 g"], "x": ["500 mg", "1 g"]}, "PO", "qds", "pain"),
    ("furosemide", "furosemide", ["20 mg", "40 mg", "80 mg"], "PO", "od", "fluid overload"),
    ("apixaban", "apixaban", ["2.5 mg", "5 mg"], "PO", "bd", "atrial fibrillation"),
    ("metoprolol succinate", "bisoprolol", {"US": ["25 mg", "50 mg"], "x": ["1.25 mg", "2.5 mg", "5 mg"]}, "PO", "od", "rate control"),
    ("amlodipine", "amlodipine", ["5 mg", "10 mg"], "PO", "od", "hypertension"),
    ("atorvastatin", "atorvastatin", ["20 mg", "40 mg", "80 mg"], "PO", "nocte", "secondary prevention"),
    ("metformin", "metformin", ["500 mg", "1 g"], "PO", "bd", "type 2 diabetes"),
    ("insulin glargine", "insulin glargine", ["10 units", "14 units", "22 units"], "SC", "nocte", "diabetes"),
    ("omeprazole", "lansoprazole", {"US": ["20 mg", "40 mg"], "x": ["15 mg", "30 mg"]}, "PO", "od", "GORD prophylaxis"),
    ("donepezil", "donepezil", ["5 mg", "10 mg"], "PO", "nocte", "Alzheimer's dementia"),
    ("levothyroxine", "levothyroxine", ["50 mcg", "75 mcg", "100 mcg"], "PO", "od", "hypothyroidism"),
    ("sertraline", "sertraline", ["50 mg", "100 mg"], "PO", "od", "depression"),
    ("tamsulosin", "tamsulosin", ["0.4 mg", "400 micrograms"], "PO", "od", "BPH"),
    ("alendronate", "alendronic acid", ["70 mg"], "PO", "weekly", "osteoporosis"),
    ("cholecalciferol", "colecalciferol", {"US": ["1000 units", "2000 units"], "x": ["800 units", "1000 units", "25 micrograms"]}, "PO", "od", "vitamin D deficiency"),
    ("senna", "senna", ["8.6 mg", "15 mg", "7.5 mg"], "PO", "nocte", "constipation"),
    ("polyethylene glycol", "macrogol", {"US": ["17 g"], "x": ["1 sachet", "2 sachets"]}, "PO", "od", "constipation"),
    ("lisinopril", "ramipril", {"US": ["5 mg", "10 mg", "20 mg"], "x": ["1.25 mg", "2.5 mg", "5 mg", "10 mg"]}, "PO", "od", "hypertension"),
    ("enoxaparin", "enoxaparin", ["40 mg", "1 mg/kg"], "SC", "od", "VTE prophylaxis"),
    ("ceftriaxone", "ceftriaxone", ["1 g", "2 g"], "IV", "od", "pneumonia"),
    ("amoxicillin-clavulanate", "co-amoxiclav", {"US": ["875/125 mg"], "x": ["625 mg", "500/125 mg"]}, "PO", "tds", "infection"),
    ("doxycycline", "doxycycline", ["100 mg"], "PO", "bd", "infection"),
    ("prednisone", "prednisolone", ["40 mg", "30 mg", "5 mg"], "PO", "od", "COPD exacerbation"),
    ("albuterol inhaler", "salbutamol inhaler", ["2 puffs", "100 mcg 2 puffs"], "INH", "prn", "breathlessness"),
    ("tiotropium", "tiotropium", ["18 mcg", "2.5 mcg 2 puffs"], "INH", "od", "COPD"),
    ("gabapentin", "gabapentin", ["100 mg", "300 mg"], "PO", "tds", "neuropathic pain"),
    ("oxycodone", "oxycodone", ["5 mg", "2.5 mg"], "PO", "prn", "breakthrough pain"),
    ("quetiapine", "quetiapine", ["12.5 mg", "25 mg"], "PO", "nocte", "agitation"),
    ("mirtazapine", "mirtazapine", ["15 mg", "7.5 mg"], "PO", "nocte", "low mood / appetite"),
    ("memantine", "memantine", ["10 mg", "20 mg"], "PO", "od", "dementia"),
    ("rivastigmine patch", "rivastigmine patch", ["4.6 mg/24 h", "9.5 mg/24 h"], "TD", "od", "dementia"),
    ("clopidogrel", "clopidogrel", ["75 mg"], "PO", "od", "stroke prevention"),
    ("aspirin", "aspirin", {"US": ["81 mg"], "x": ["75 mg", "100 mg"]}, "PO", "od", "secondary prevention"),
    ("spironolactone", "spironolactone", ["25 mg", "12.5 mg"], "PO", "od", "heart failure"),
    ("digoxin", "digoxin", ["62.5 mcg", "125 mcg"], "PO", "od", "rate control"),
    ("warfarin", "warfarin", ["as per INR"], "PO", "od", "anticoagulation"),
    ("allopurinol", "allopurinol", ["100 mg", "300 mg"], "PO", "od", "gout"),
    ("calcium carbonate", "calcium carbonate", ["500 mg", "1.25 g"], "PO", "bd", "bone health"),
    ("finasteride", "finasteride", ["5 mg"], "PO", "od", "BPH"),
    ("latanoprost eye drops", "latanoprost eye drops", ["1 drop both eyes"], "EYE", "nocte", "glaucoma"),
    ("pregabalin", "pregabalin", ["25 mg", "75 mg"], "PO", "bd", "neuropathic pain"),
    ("zopiclone", "zopiclone", ["3.75 mg", "7.5 mg"], "PO", "nocte", "insomnia"),
    ("trazodone", "trazodone", ["50 mg"], "PO", "nocte", "sleep"),
    ("ferrous sulfate", "ferrous sulfate", ["325 mg", "200 mg"], "PO", "od", "iron deficiency"),
    ("thiamine", "thiamine", ["100 mg"], "PO", "tds", "supplement"),
    ("sodium chloride 0.9%", "sodium chloride 0.9%", ["1 L over 8 h", "80 mL/h"], "IV", "cont", "hydration"),
    ("piperacillin-tazobactam", "piperacillin-tazobactam", ["4.5 g"], "IV", "tds", "sepsis"),
    ("vancomycin", "vancomycin", ["1 g", "1.25 g"], "IV", "bd", "MRSA cover"),
    ("heparin", "heparin", ["5000 units"], "SC", "bd", "VTE prophylaxis"),
    ("ondansetron", "ondansetron", ["4 mg"], "IV", "prn", "nausea"),
    ("lactulose", "lactulose", ["15 mL", "20 mL"], "PO", "bd", "constipation"),
    ("nitrofurantoin", "nitrofurantoin", ["100 mg", "50 mg"], "PO", "bd", "UTI"),
    ("mirabegron", "mirabegron", ["25 mg", "50 mg"], "PO", "od", "overactive bladder"),
    ("levetiracetam", "levetiracetam", ["500 mg", "250 mg"], "PO", "bd", "seizure prophylaxis"),
    ("baclofen", "baclofen", ["5 mg", "10 mg"], "PO", "tds", "spasticity"),
]

FREQ_WORD = {"od": "od", "bd": "bd", "tds": "tds", "qds": "qds", "nocte": "nocte",
             "prn": "prn", "weekly": "weekly", "cont": "cont"}

PMH = [
    ("hypertension", None), ("type 2 diabetes mellitus", "dx"), ("atrial fibrillation", "dx"),
    ("ischaemic heart disease", None), ("CABG x3", "op"), ("NSTEMI", "ev"), ("COPD", None),
    ("chronic kidney disease stage 3b", None), ("osteoarthritis both knees", None),
    ("right total knee replacement", "op"), ("left total hip replacement", "op"),
    ("breast cancer, left mastectomy", "op"), ("prostate cancer, treated with radiotherapy", "ev"),
    ("hypothyroidism", None), ("depression", None), ("gout", None), ("glaucoma", None),
    ("macular degeneration", None), ("TIA", "ev"), ("left MCA stroke", "ev"),
    ("heart failure with reduced ejection fraction", "dx"), ("osteoporosis with vertebral fractures", "dx"),
    ("right neck of femur fracture, DHS", "op"), ("cholecystectomy", "op"), ("colon cancer, right hemicolectomy", "op"),
    ("benign prostatic hyperplasia", None), ("pernicious anaemia", None), ("polymyalgia rheumatica", "dx"),
    ("Parkinson's disease", "dx"), ("peripheral vascular disease", None), ("aortic stenosis, TAVI", "op"),
    ("permanent pacemaker for complete heart block", "op"), ("hiatus hernia", None),
    ("cataract surgery both eyes", "op"), ("pulmonary embolism", "ev"), ("alcohol excess, now abstinent", None),
    ("asthma", None), ("migraine", None), ("obesity (BMI 41)", None), ("anxiety disorder", None),
    ("appendicectomy", "op"),
]


def us_like(code):
    return code in ("US", "CA")


class World:
    """Everything one note may mention. Attributes become template keys."""

    def __init__(self, rng, code, genre, age_range=(66, 97)):
        self.rng = r = rng
        self.code = code
        self.genre = genre
        self.loc = loc = Locale(code, rng)
        self.v = loc.v
        self.cast = cast = Cast(loc, rng)
        self.today = D(2023, 1, 2) + TD(days=r.randrange(1390))
        sex = r.choice("FM")
        self.pt = cast.person("PATIENT", sex=sex, middle_p=0.45)
        lo, hi = age_range
        age = lo + int((hi - lo + 1) * (r.random() ** 0.6))
        by = self.today.year - age
        bm, bd = r.randint(1, 12), r.randint(1, 28)
        self.dob_d = D(by, bm, bd)
        self.age_n = self.today.year - by - ((self.today.month, self.today.day) < (bm, bd))
        self.sex = sex
        he = sex == "M"
        self.he, self.his, self.him = ("he", "his", "him") if he else ("she", "her", "her")
        self.He, self.His = ("He", "His") if he else ("She", "Her")
        self.mf = "M" if he else "F"
        self.sexw = "male" if he else "female"
        self.manwoman = "man" if he else "woman"
        self.gentlelady = "gentleman" if he else "lady"
        self.addr = loc.address()
        self.mrn = loc.mrn()
        self.nhs = loc.nhs() if code in ("UK",) else (loc.nhi() if code == "NZ" else None)
        self.nhs_label = {"UK": "NHS No", "NZ": "NHI"}.get(code, "")
        self.acct = loc.acct()
        self.hp_label, self.hp = loc.healthplan()
        self.nat_label, self.natid = loc.natid()
        self.home_phone = loc.phone()
        self.mobile = loc.mobile()
        self.email = cast.personal_email(self.pt)
        self.profession = P(r.choice(pools.PROFESSIONS), "PROFESSION")
        self.employer = P(cast.employer(), "ORGANIZATION")
        self.birth_country = P(r.choice(pools.COUNTRIES), "COUNTRY")
        # family
        self.family = []
        married = age > 28 and r.random() < 0.6
        self.spouse = None
        if married:
            ssex = "M" if sex == "F" else "F"
            if r.random() < 0.06:
                ssex = sex
            same = r.random() < 0.65
            self.spouse = cast.person("FAMILY", sex=ssex, last=self.pt.last_s if same else None, middle_p=0.1)
            self.spouse.rel = r.choice(["husband", "partner"]) if ssex == "M" else r.choice(["wife", "partner"])
            if ssex == sex:
                self.spouse.rel = "partner"
            self.spouse.married = same
            self.pt.married = same
            self.family.append(self.spouse)
        nkids = r.choice([0, 1, 1, 2, 2, 3]) if age > 40 else r.choice([0, 0, 1])
        self.kids = []
        for i in range(nkids):
            ksex = r.choice("FM")
            keep = ksex == "M" and r.random() < 0.8 or r.random() < 0.3
            k = cast.person("FAMILY", sex=ksex, last=self.pt.last_s if keep else None, middle_p=0.05)
            k.rel = "son" if ksex == "M" else "daughter"
            k.married = not keep and ksex == "F"
            self.kids.append(k)
            self.family.append(k)
        others = [("neighbour" if code != "US" else "neighbor"), "friend", "niece", "nephew", "carer" if code != "US" else "caregiver", "brother", "sister"]
        orel = r.choice(others)
        osex = "F" if orel in ("niece", "sister") else ("M" if orel in ("nephew", "brother") else r.choice("FM"))
        self.other = cast.person("FAMILY", sex=osex, middle_p=0.0)
        self.other.rel = orel
        self.family.append(self.other)
        # next of kin
        self.nok = self.spouse or (self.kids[0] if self.kids else self.other)
        self.nok_phone = loc.mobile()
        self.nok_phone2 = loc.phone()
        self.fam_profession = P(r.choice(pools.PROFESSIONS), "PROFESSION")
        # staff
        self.att = cast.staff("doctor")
        self.reg = cast.staff("junior")
        self.jr = cast.staff("junior")
        self.nurses = [cast.staff("nurse", middle_p=0.15) for _ in range(7)]
        self.rn = self.nurses[0]
        self.rn2 = self.nurses[1]
        self.rn3 = self.nurses[2]
        self.cnm = self.nurses[3]
        self.pharm = cast.staff("pharmacist")
        self.physio = cast.staff("physio")
        self.ot = cast.staff("ot")
        self.slt = cast.staff("slt")
        self.sw = cast.staff("sw")
        self.diet = cast.staff("dietitian")
        self.gp = cast.staff("gp")
        # institutions
        self.hosp_s = cast.hospital_name()
        self.hosp = P(self.hosp_s, "HOSPITAL")
        h2 = cast.hospital_name()
        while h2 == self.hosp_s:
            h2 = cast.hospital_name()
        self.hosp2 = P(h2, "HOSPITAL")
        self.ward = P(cast.ward_name(), "HOSPITAL")
        self.practice_s = cast.practice_name()
        self.practice = P(self.practice_s, "HOSPITAL")
        self.pharmacy_s = cast.pharmacy_name()
        self.pharmacy = P(self.pharmacy_s, "HOSPITAL")
        if self.age_n >= 68:
            self.carehome = P(cast.care_home_name(), "HOSPITAL")
        else:
            self.carehome = P("%s %s" % (loc.town(), r.choice(["Rehabilitation Centre" if code != "US" else "Rehabilitation Center",
                                                                "Transitional Care Unit", "Community Rehab Unit"])), "HOSPITAL")
        self.hosp_addr = loc.address()
        self.gp_addr = loc.address()
        self.hosp_phone = loc.phone()
        self.hosp_fax = loc.fax()
        self.gp_phone = loc.phone()
        self.gp_fax = loc.fax()
        self.ward_phone = loc.phone(ext=r.random() < 0.4)
        self.pharm_phone = loc.phone()
        self.pharm_fax = loc.fax()
        self.hosp_url = cast.url(self.hosp_s)
        self.room = P(r.choice(["%d%s" % (r.randint(2, 9), "%02d" % r.randint(1, 40)),
                                "%d%s" % (r.randint(100, 999), r.choice(["", "A", "B"])),
                                "%d" % r.randint(1, 40)]), "LOCATION_OTHER")
        self.bed = P(str(r.randint(1, 32)), "LOCATION_OTHER")
        self.bay = P(str(r.randint(1, 8)) if r.random() < 0.7 else r.choice("ABCDEF"), "LOCATION_OTHER")
        self.building = P(r.choice(pools.BUILDINGS), "LOCATION_OTHER")
        self.pt_ref_style = r.choice(["formal", "formal", "formal", "first", "full", "pt"])

    # ---------------------------------------------------------------- helpers
    def age(self, n=None):
        return P(str(self.age_n if n is None else n), "AGE")

    def d(self, date, style=None):
        return self.loc.d(date, style)

    def ago(self, days):
        return self.today - TD(days=days)

    def ahead(self, days):
        return self.today + TD(days=days)

    NAME_OVERRIDE = {
        "CA": {"co-amoxiclav": "amoxicillin-clavulanate", "colecalciferol": "vitamin D3", "macrogol": "PEG 3350",
               "prednisolone": "prednisone", "alendronic acid": "alendronate"},
        "AU": {"co-amoxiclav": "amoxicillin-clavulanate", "alendronic acid": "alendronate"},
        "NZ": {"co-amoxiclav": "amoxicillin clavulanate", "alendronic acid": "alendronate"},
    }

    def med_name(self, m):
        if self.code == "US" or (self.code == "CA" and m[0] == "acetaminophen"):
            return m[0]
        return self.NAME_OVERRIDE.get(self.code, {}).get(m[1], m[1])

    def dose(self, m):
        d = m[2]
        if isinstance(d, dict):
            d = d["US"] if self.code == "US" else d["x"]
        return self.rng.choice(d)

    def med_ok(self, m):
        if self.age_n < 60 and m[0] in ("donepezil", "memantine", "rivastigmine patch", "alendronate"):
            return False
        if self.sex == "F" and m[0] in ("tamsulosin", "finasteride"):
            return False
        return True

    def freq(self, key):
        v = self.v
        return {"od": v["od"], "bd": v["bd"], "tds": v["tds"], "qds": v["qds"], "nocte": v["nocte"],
                "prn": (v["prn"] if self.code != "US" else "q6h PRN"), "weekly": "once weekly",
                "cont": "continuous"}[key]

    ACUTE = {"ceftriaxone", "doxycycline", "amoxicillin-clavulanate", "nitrofurantoin", "piperacillin-tazobactam",
             "vancomycin", "enoxaparin", "ondansetron", "sodium chloride 0.9%", "heparin", "prednisone"}
    CONFLICT = [{"warfarin", "apixaban", "enoxaparin", "heparin"}, {"clopidogrel", "warfarin"},
                {"donepezil", "rivastigmine patch"}, {"zopiclone", "trazodone"}, {"senna", "lactulose", "polyethylene glycol"}]

    def pick_meds(self, n, must=()):
        r = self.rng
        pool = [m for m in MEDS if (m[3] != "IV" or self.genre in ("icu", "mar", "handover", "discharge")) and self.med_ok(m)
                and not (self.genre in ("falls", "memory") and m[0] in self.ACUTE)]
        chosen = [m for m in MEDS if m[0] in must]
        rest = [m for m in pool if m not in chosen]
        r.shuffle(rest)
        for m in rest:
            if len(chosen) >= n:
                break
            names = {c[0] for c in chosen}
            if any(m[0] in g and names & (g - {m[0]}) for g in self.CONFLICT):
                continue
            chosen.append(m)
        return chosen

    def ptref(self):
        """A mention of the patient in running text."""
        r = self.rng
        s = self.pt_ref_style
        pt = self.pt
        if s == "formal":
            return r.choice([pt.mr, pt.mr, pt.mr, "the patient"])
        if s == "first":
            return r.choice([pt.nick if pt.nick_s else pt.first, pt.first, pt.first])
        if s == "full":
            return r.choice([pt.full, pt.mr, "the patient"])
        return r.choice(["the patient", "pt", pt.mr, ["pt ", pt.inid]])

    def Ptref(self):
        x = self.ptref()
        if isinstance(x, str):
            return x[0].upper() + x[1:]
        return x

    def fam(self, p):
        """'his daughter Beth' style composite."""
        return [self.his + " " + p.rel + " ", p.first if self.rng.random() < 0.6 else p.full]

    MRN_LBL = {"US": ["MRN", "MR#", "Med Rec #"], "CA": ["MRN", "Chart #", "MRN"],
               "UK": ["Hosp No", "Hospital No", "MRN", "Unit No"], "IE": ["MRN", "Hosp No", "Chart No"],
               "AU": ["UR", "UR No", "MRN"], "NZ": ["NHI", "NHI No"]}

    def mrn_lbl(self):
        return self.rng.choice(self.MRN_LBL[self.code])

    def ctx(self, **extra):
        c = dict(self.__dict__)
        c["mrn_lbl"] = self.mrn_lbl
        c.update(extra)
        c["age"] = self.age()
        c["ptref"] = self.ptref
        c["Ptref"] = self.Ptref
        c["dob"] = self.d(self.dob_d, self.loc.main_style if self.loc.main_style not in ("D-MON-Y",) else "mdy4")
        c["today_d"] = self.d(self.today)
        for k, v in self.v.items():
            c["v_" + k] = v
        return c


def yr(world, years_ago):
    return P(str(world.today.year - years_ago), "DATE")


def landmark(w):
    art, name = w.rng.choice(pools.LANDMARKS)
    return [art, P(name, "LOCATION_OTHER")] if art else [P(name, "LOCATION_OTHER")]
