"""Clinical content (no PHI): regimens, presenting problems, observations, labs."""

# name: (drugs [(drug, dose, unit, route, duration)], cycle days, diagnoses, flags)
REGIMENS = {
    "FOLFOX": ([("oxaliplatin", 85, "mg/m2", "IV", "2 h"), ("folinic acid", 350, "mg", "IV", "2 h"),
                ("fluorouracil", 400, "mg/m2", "IV bolus", "5 min"),
                ("fluorouracil", 2400, "mg/m2", "CIVI", "46 h")], 14,
               ["adenocarcinoma of the sigmoid colon, T3N1", "metastatic rectal adenocarcinoma (liver mets)",
                "colorectal cancer, adjuvant"], "pump"),
    "CAPOX": ([("oxaliplatin", 130, "mg/m2", "IV", "2 h"), ("capecitabine", 1000, "mg/m2", "PO BD", "D1-14")],
              21, ["adenocarcinoma of the caecum, stage III", "colon cancer (Dukes C)"], ""),
    "FOLFIRINOX": ([("oxaliplatin", 85, "mg/m2", "IV", "2 h"), ("irinotecan", 180, "mg/m2", "IV", "90 min"),
                    ("folinic acid", 400, "mg/m2", "IV", "2 h"),
                    ("fluorouracil", 2400, "mg/m2", "CIVI", "46 h")], 14,
                   ["locally advanced pancreatic adenocarcinoma", "borderline resectable pancreatic cancer"],
                   "pump"),
    "EC": ([("epirubicin", 90, "mg/m2", "IV bolus", "slow push"),
            ("cyclophosphamide", 600, "mg/m2", "IV", "30 min")], 21,
           ["left breast carcinoma, ER+ HER2-, neoadjuvant", "right breast IDC grade 3, triple negative"],
           "vesicant"),
    "Docetaxel": ([("docetaxel", 75, "mg/m2", "IV", "1 h")], 21,
                  ["metastatic castration-resistant prostate cancer", "breast cancer (EC-T, T phase)"], ""),
    "Paclitaxel weekly": ([("paclitaxel", 80, "mg/m2", "IV", "1 h")], 7,
                          ["HER2-negative breast cancer", "recurrent ovarian carcinoma"], ""),
    "Carboplatin/Paclitaxel": ([("carboplatin", "AUC5", "", "IV", "1 h"),
                                ("paclitaxel", 175, "mg/m2", "IV", "3 h")], 21,
                               ["high-grade serous ovarian carcinoma, FIGO IIIC",
                                "squamous NSCLC, stage IV"], ""),
    "Carbo/Pemetrexed/Pembrolizumab": ([("pembrolizumab", 200, "mg", "IV", "30 min"),
                                        ("pemetrexed", 500, "mg/m2", "IV", "10 min"),
                                        ("carboplatin", "AUC5", "", "IV", "1 h")], 21,
                                       ["non-squamous NSCLC, PD-L1 20%", "lung adenocarcinoma, stage IVA"],
                                       "immuno"),
    "Cisplatin/Etoposide": ([("cisplatin", 75, "mg/m2", "IV", "2 h"), ("etoposide", 100, "mg/m2", "IV", "D1-3")],
                            21, ["extensive-stage small cell lung cancer", "limited-stage SCLC with RT"], ""),
    "R-CHOP": ([("rituximab", 375, "mg/m2", "IV", "per rate"), ("cyclophosphamide", 750, "mg/m2", "IV", "30 min"),
                ("doxorubicin", 50, "mg/m2", "IV bolus", "slow push"),
                ("vincristine", 1.4, "mg/m2 (max 2 mg)", "IV", "10 min"),
                ("prednisolone", 100, "mg", "PO", "D1-5")], 21,
               ["diffuse large B-cell lymphoma, stage IIIB", "DLBCL (IPI 3)"], "vesicant"),
    "ABVD": ([("doxorubicin", 25, "mg/m2", "IV bolus", "slow push"), ("bleomycin", 10000, "units/m2", "IV", "15 min"),
              ("vinblastine", 6, "mg/m2", "IV", "10 min"), ("dacarbazine", 375, "mg/m2", "IV", "1 h")], 28,
             ["classical Hodgkin lymphoma, stage IIA", "nodular sclerosing Hodgkin lymphoma"], "vesicant"),
    "FLOT": ([("docetaxel", 50, "mg/m2", "IV", "1 h"), ("oxaliplatin", 85, "mg/m2", "IV", "2 h"),
              ("folinic acid", 200, "mg/m2", "IV", "1 h"), ("fluorouracil", 2600, "mg/m2", "CIVI", "24 h")], 14,
             ["gastro-oesophageal junction adenocarcinoma (Siewert II)", "gastric adenocarcinoma, perioperative"],
             "pump"),
    "Gemcitabine/Cisplatin": ([("cisplatin", 25, "mg/m2", "IV", "1 h"), ("gemcitabine", 1000, "mg/m2", "IV", "30 min")],
                              21, ["cholangiocarcinoma, unresectable", "muscle-invasive bladder cancer"], ""),
    "Ipilimumab/Nivolumab": ([("nivolumab", 1, "mg/kg", "IV", "30 min"), ("ipilimumab", 3, "mg/kg", "IV", "30 min")],
                             21, ["metastatic melanoma, BRAF wild-type", "stage IV cutaneous melanoma"], "immuno"),
    "Pembrolizumab": ([("pembrolizumab", 400, "mg", "IV", "30 min")], 42,
                      ["metastatic melanoma, adjuvant", "PD-L1 high NSCLC", "MSI-high colorectal cancer"],
                      "immuno"),
    "BEP": ([("bleomycin", 30000, "units", "IV", "D1, 8, 15"), ("etoposide", 100, "mg/m2", "IV", "D1-5"),
             ("cisplatin", 20, "mg/m2", "IV", "D1-5")], 21,
            ["non-seminomatous germ cell tumour, IGCCCG intermediate"], ""),
    "Doxorubicin/Ifosfamide": ([("doxorubicin", 60, "mg/m2", "IV bolus", "slow push"),
                                ("ifosfamide", 3000, "mg/m2", "IV", "D1-3"), ("mesna", 3000, "mg/m2", "IV", "D1-3")],
                               21, ["high-grade soft tissue sarcoma of thigh", "Ewing sarcoma, pelvis"], "vesicant"),
    "Capecitabine": ([("capecitabine", 1250, "mg/m2", "PO BD", "D1-14")], 21,
                     ["metastatic breast cancer", "adjuvant rectal cancer post CRT"], ""),
    "Cisplatin weekly + RT": ([("cisplatin", 40, "mg/m2", "IV", "1 h")], 7,
                              ["oropharyngeal SCC, HPV+", "cervical carcinoma, FIGO IIB"], ""),
}
REG_NAMES = sorted(REGIMENS)

# presenting problems: ukons item, grade, stories, working diagnosis, ICD-10
PROBLEMS = {
    "fever": ("Temperature", "RED",
              ["temp {t} at home with shivers", "felt hot and cold, temp {t} on home thermometer",
               "rigors about 30 min after PICC flush, temp {t}", "temp {t}, feels 'wiped out'"],
              "neutropenic sepsis", "D70.1"),
    "unwell": ("Feeling unwell", "RED",
               ["generally unwell, off legs, not eating", "feels 'not right', drowsy per family, temp {t}"],
               "sepsis, source unclear", "A41.9"),
    "diarrhoea": ("Diarrhoea", "AMBER",
                  ["{n} loose stools in 24h above baseline, Bristol type 6-7", "watery diarrhoea x{n} today, some cramping",
                   "{n} episodes overnight, no blood, drinking ok"], "SACT-induced diarrhoea", "K52.1"),
    "colitis": ("Diarrhoea", "RED",
                ["{n} watery stools/day, blood streaked, abdominal pain - on immunotherapy",
                 "diarrhoea x{n} with mucus, cramps; immunotherapy cycle recently"],
                "immune-related colitis (irAE)", "K52.1"),
    "vomiting": ("Nausea/vomiting", "AMBER",
                 ["vomited x{n} in 24h despite ondansetron", "nausea ++, vomiting x{n}, keeping sips down only"],
                 "chemotherapy-induced nausea and vomiting", "R11.2"),
    "mucositis": ("Oral/stomatitis", "AMBER",
                  ["painful mouth ulcers, managing soft diet", "sore mouth, white patches, struggling to swallow fluids"],
                  "oral mucositis", "K12.3"),
    "sob": ("Breathlessness", "RED",
            ["SOB on minimal exertion, new since last cycle", "breathless walking to toilet, sats 91% on home probe"],
            "?PE / ?pneumonitis", "R06.0"),
    "chestpain": ("Chest pain", "RED",
                  ["central chest tightness during pump infusion", "chest pain at rest, radiating to L arm"],
                  "?fluoropyrimidine coronary vasospasm", "R07.4"),
    "rash": ("Skin", "AMBER",
             ["itchy maculopapular rash trunk and arms", "acneiform rash face and chest, some weeping"],
             "cutaneous toxicity", "L27.0"),
    "bleeding": ("Bleeding", "RED",
                 ["nosebleed >30 min not settling", "new petechiae on shins and gum bleeding"],
                 "thrombocytopenia with bleeding", "D69.5"),
    "ppe": ("Hand-foot", "AMBER",
            ["red painful palms and soles, skin peeling", "tender soles, finding walking difficult"],
            "palmar-plantar erythrodysaesthesia", "L27.1"),
    "neuro": ("Neuropathy", "GREEN",
              ["tingling fingers with cold drinks, settles in 2 days", "numb fingertips, dropping buttons"],
              "SACT-induced peripheral neuropathy", "G62.0"),
    "constipation": ("Constipation", "AMBER",
                     ["bowels not open for {n} days, bloated", "constipated {n}/7, passing wind"],
                     "constipation", "K59.0"),
    "leg": ("Pain", "AMBER",
            ["swollen painful L calf for 2 days", "R leg swelling up to knee, warm"],
            "?DVT", "I80.2"),
    "confusion": ("Confusion", "RED",
                  ["family report new confusion and thirst", "increasingly muddled, drowsy, passing lots of urine"],
                  "?hypercalcaemia of malignancy", "E83.5"),
    "back": ("Pain", "RED",
             ["new thoracic back pain, worse lying flat, legs feel heavy", "band-like back pain and tingling legs"],
             "?metastatic spinal cord compression", "G95.2"),
}
PROB_NAMES = sorted(PROBLEMS)
IMMUNO_PROBS = ["colitis", "rash", "sob", "fever", "diarrhoea", "confusion", "unwell"]

UKONS_ITEMS = ["Temperature", "Chills/rigors", "Feeling unwell", "Breathlessness", "Chest pain",
               "Nausea", "Vomiting", "Oral/stomatitis", "Diarrhoea", "Constipation", "Urinary",
               "Bleeding/bruising", "Skin", "Hand-foot", "Neuropathy", "Pain", "Fatigue", "Confusion"]

ANTIEMETICS = ["ondansetron 8 mg BD", "metoclopramide 10 mg TDS PRN", "domperidone 10 mg TDS",
               "dexamethasone 4 mg BD D2-3", "aprepitant 125/80/80", "olanzapine 5 mg nocte",
               "cyclizine 50 mg TDS PRN", "levomepromazine 6.25 mg nocte"]
ABX = ["piperacillin-tazobactam 4.5 g IV", "meropenem 1 g IV", "cefepime 2 g IV",
       "ceftazidime 2 g IV", "tazocin 4.5 g IV + gentamicin 5 mg/kg"]
SUPPORT = ["loperamide 4 mg then 2 mg after each loose stool (max 16 mg/day)",
           "Difflam mouthwash", "Caphosol rinses", "urea 10% cream", "pregabalin 75 mg BD",
           "G-CSF (filgrastim) D5-10", "pegfilgrastim 6 mg SC D2", "laxido 1-2 sachets daily",
           "senna 15 mg nocte", "omeprazole 20 mg OD", "allopurinol 300 mg OD"]
EPONYMS = ["Hickman line", "PICC", "Port-a-Cath", "Lhermitte's sign", "Raynaud's phenomenon",
           "Cushingoid", "Trousseau's sign", "Virchow's node", "Horner's syndrome",
           "Stevens-Johnson syndrome", "Guillain-Barre", "Addisonian crisis", "Bell's palsy"]
COMORB = ["T2DM (HbA1c 58)", "HTN", "AF on apixaban", "COPD (GOLD 2)", "CKD 3a", "hypothyroidism",
          "previous MI 2 stents", "asthma", "Crohn's disease", "Parkinson's disease", "OSA on CPAP",
          "hep B core Ab positive (on entecavir)", "gout", "osteoarthritis", "depression",
          "Barrett's oesophagus", "Graves' disease (treated)", "Hashimoto's thyroiditis"]
ALLERGY = ["NKDA", "penicillin (rash)", "co-trimoxazole (SJS)", "latex", "NKDA", "codeine (vomiting)",
           "chlorhexidine (urticaria)", "NKDA"]

PLAN = {
    "fever": ["Continue {abx}; review at 48h with cultures", "Empirical {abx}; daily FBC; consider oral switch at 48h if afebrile"],
    "unwell": ["Sepsis screen, {abx}, IV fluids; review at 48h", "Broad-spectrum {abx}; CT CAP if no source"],
    "diarrhoea": ["Loperamide regimen, stool MC&S + C. diff, IV fluids, daily U&E",
                  "Hold oral SACT; stool chart (Bristol); check Mg/K"],
    "colitis": ["Methylprednisolone 1 mg/kg IV, stool MC&S + C. diff, flexi sig if no response in 72h",
                "Hold immunotherapy; IV steroids; gastro opinion re infliximab if steroid-refractory"],
    "vomiting": ["Regular levomepromazine + ondansetron, IV fluids, check Ca and U&E",
                 "Antiemetic ladder escalated; consider olanzapine; AXR if abdominal pain"],
    "mucositis": ["Difflam/Caphosol, PRN oramorph, SALT review, swab for HSV/candida",
                  "Soft diet, nystatin, IV fluids if oral intake poor"],
    "sob": ["CTPA today; LMWH treatment dose meanwhile", "HRCT chest ?pneumonitis; O2 to target 94-98%"],
    "chestpain": ["Stop 5-FU pump; serial ECG + troponin; cardiology advice re rechallenge",
                  "GTN PRN, ECG monitoring; fluoropyrimidine on hold"],
    "rash": ["Topical steroids + oral antihistamine; photograph; derm review if >30% BSA",
             "Doxycycline 100 mg OD; emollients; review in 1 week"],
    "bleeding": ["Platelet transfusion, nasal pack, hold LMWH", "FBC + clotting; platelets if <10 or bleeding"],
    "ppe": ["Urea cream, analgesia, hold fluoropyrimidine/taxane until G1", "Dose reduce to 75% per protocol"],
    "neuro": ["Monitor; if G2 persisting consider stopping oxaliplatin", "Reduce oxaliplatin to 75%"],
    "constipation": ["Laxido 2 sachets BD, PR exam, AXR if vomiting", "Stimulant + osmotic laxative; review opioid and 5-HT3 antagonist use"],
    "leg": ["Doppler US today; apixaban per Khorana/Wells assessment", "LMWH treatment dose pending duplex"],
    "confusion": ["IV 0.9% saline 3-4 L/24h then zoledronic acid 4 mg (adjust for CrCl)",
                  "Correct calcium; CT head if no improvement"],
    "back": ["MRI whole spine within 24h; dexamethasone 16 mg + PPI; flat bed rest pending MRI",
             "Urgent MRI; spinal team + clinical oncology referral"],
}
ADVICE = {
    "diarrhoea": "loperamide 4 mg then 2 mg after each loose stool (max 16 mg/day), push fluids",
    "colitis": "do not start loperamide - needs same-day review",
    "vomiting": "regular antiemetics, small sips, ring back if unable to keep fluids down",
    "mucositis": "Difflam mouthwash, soft diet, regular paracetamol",
    "rash": "emollient + antihistamine, avoid sun, photo via patient app",
    "ppe": "urea 10% cream, cool soaks, rest feet, hold tablets until reviewed",
    "neuro": "keep warm, avoid cold drinks, report if affecting buttons/writing",
    "constipation": "laxido 1-2 sachets daily + senna 15 mg nocte, fluids",
    "leg": "same-day DVT clinic referral",
}


REQ = {"ppe": ("capecitabine", "fluorouracil", "docetaxel"), "chestpain": ("capecitabine", "fluorouracil"),
       "neuro": ("oxaliplatin", "paclitaxel", "docetaxel", "vincristine", "vinblastine", "cisplatin"),
       "colitis": ("nivolumab", "ipilimumab", "pembrolizumab")}
SITE = [("colo", "CRC"), ("rect", "CRC"), ("caec", "CRC"), ("pancrea", "UGI"), ("gastr", "UGI"),
        ("cholangio", "HPB"), ("breast", "BR"), ("lung", "LU"), ("NSCLC", "LU"), ("SCLC", "LU"),
        ("lymphoma", "LY"), ("DLBCL", "LY"), ("prostate", "URO"), ("bladder", "URO"), ("germ", "URO"),
        ("melanoma", "SKIN"), ("ovarian", "GYN"), ("cervical", "GYN"), ("oropharyn", "HN"), ("sarcoma", "SARC")]


def site_code(dx):
    for key, code in SITE:
        if key in dx:
            return code
    return "ONC"


def sex_ok(dx, sex):
    if any(w in dx for w in ("prostate", "germ cell")):
        return sex == "M"
    if any(w in dx for w in ("ovarian", "cervical", "breast", "FIGO", "HER2")):
        return sex == "F"
    return True


class Scn:
    """One clinical story, numbers consistent within a note."""

    def __init__(self, r, c, genre=None):
        self.r = r
        while True:
            self.reg = r.choice(REG_NAMES)
            drugs, self.cyclen, dxs, self.flag = REGIMENS[self.reg]
            self.dx = r.choice(dxs)
            if sex_ok(self.dx, c.sex):
                break
        self.drugs = drugs
        self.immuno = self.flag == "immuno"
        self.cycle = r.randint(1, 6)
        self.day = r.randint(2, 16) if self.cyclen > 7 else r.randint(2, 6)
        pool = IMMUNO_PROBS if self.immuno and r.random() < 0.7 else PROB_NAMES
        if genre == "triage_call_log":
            pool = pool + ["fever"] * 4
        names = [d[0] for d in drugs]
        while True:
            self.prob = r.choice(pool)
            need = REQ.get(self.prob)
            if not need or any(x in names for x in need):
                break
        if genre == "neutropenic_sepsis_pathway":
            self.prob = r.choice(["fever", "fever", "unwell"])
        self.item, self.grade, stories, self.wdx, self.icd = PROBLEMS[self.prob]
        febrile = self.prob in ("fever", "unwell") or r.random() < 0.2
        self.febrile = febrile
        self.temp = round(r.uniform(37.6, 39.6), 1) if febrile else round(r.uniform(36.2, 37.3), 1)
        self.story = r.choice(stories).format(t="%.1f" % self.temp, n=r.randint(4, 9))
        self.hr = r.randint(96, 132) if febrile else r.randint(64, 100)
        self.sbp = r.randint(82, 108) if febrile and r.random() < 0.5 else r.randint(104, 156)
        self.dbp = max(40, self.sbp - r.randint(32, 62))
        self.rr = r.randint(18, 28) if febrile else r.randint(12, 20)
        self.spo2 = r.randint(90, 96) if self.prob == "sob" else r.randint(94, 99)
        self.news = min(12, (3 if self.temp >= 39.1 else 1 if self.temp >= 38.1 else 0) +
                        (2 if self.hr >= 111 else 1 if self.hr >= 91 else 0) +
                        (3 if self.sbp <= 90 else 2 if self.sbp <= 100 else 0) +
                        (2 if self.rr >= 21 else 0) + (2 if self.spo2 <= 93 else 0))
        neutro = febrile and r.random() < (0.9 if genre == "neutropenic_sepsis_pathway" else 0.7)
        self.neut = round(r.uniform(0.05, 0.9), 2) if neutro else round(r.uniform(1.2, 6.5), 1)
        self.wcc = round(self.neut + r.uniform(0.3, 2.5), 1)
        self.hb = r.randint(78, 128)
        self.plt = r.randint(8, 60) if self.prob == "bleeding" else r.randint(70, 320)
        self.crp = r.randint(40, 310) if febrile else r.randint(2, 40)
        self.lact = round(r.uniform(1.9, 4.6), 1) if febrile else round(r.uniform(0.6, 1.8), 1)
        self.creat = r.randint(52, 160)
        self.na = r.randint(126, 142)
        self.k = round(r.uniform(3.1, 5.2), 1)
        self.ca = round(r.uniform(2.9, 3.6), 2) if self.prob == "confusion" else round(r.uniform(2.15, 2.55), 2)
        if febrile and self.neut < 1.0 and self.prob not in ("fever", "unwell"):
            self.wdx = "neutropenic sepsis; " + self.wdx
            self.icd = "D70.1"
        self.mascc = r.randint(14, 20) if febrile else r.randint(21, 26)
        self.ps = r.choice([0, 1, 1, 1, 2, 2])
        self.line = r.choice([None, "PICC", "PICC", "port", "Hickman line", None])
        self.ht = r.randint(150, 192)
        self.wt = round(r.uniform(48, 112), 1)
        self.bsa = round(((self.ht * self.wt) / 3600) ** 0.5, 2)
        self.crcl = r.randint(38, 118)
        self.comorb = r.sample(COMORB, r.randint(0, 3))
        self.allergy = r.choice(ALLERGY)
        self.abx = r.choice(ABX)
        self.antiemetic = r.choice(ANTIEMETICS)
        self.support = r.choice(SUPPORT)
        self.ttn = r.randint(22, 95)  # minutes to antibiotics
        self.plan = r.choice(PLAN[self.prob]).replace("{abx}", self.abx)
        self.advice = ADVICE.get(self.prob, self.support)

    def line_text(self):
        return {None: "peripheral access only", "PICC": "PICC (R basilic)", "port": "implanted port (Port-a-Cath)",
                "Hickman line": "Hickman line"}[self.line]

    def doses(self):
        out = []
        for drug, dose, unit, route, dur in self.drugs:
            if isinstance(dose, str):
                mg = int(round(5 * (self.crcl + 25) / 10.0) * 10)
                out.append((drug, "%s (Calvert, CrCl %d)" % (dose, self.crcl), "%d mg" % mg, route, dur))
            elif unit.startswith("mg/m2"):
                v = dose * self.bsa
                if drug == "vincristine":
                    v = min(v, 2.0)
                shown = "%.1f mg" % v if v < 10 else "%d mg" % int(round(v / 5.0) * 5)
                out.append((drug, "%s %s" % (dose, unit), shown, route, dur))
            elif unit == "mg/kg":
                out.append((drug, "%s mg/kg" % dose, "%d mg" % int(dose * self.wt), route, dur))
            elif unit == "units/m2":
                out.append((drug, "%s units/m2" % dose, "%d units" % (int(dose * self.bsa / 100) * 100), route, dur))
            else:
                out.append((drug, "%s %s" % (dose, unit), "%s %s" % (dose, unit), route, dur))
        return out

    def labs(self, us=False, sep=", "):
        if us:
            items = ["WBC %.1f" % self.wcc, "ANC %s" % self.neut, "Hgb %.1f" % (self.hb / 10.0),
                     "Plt %d" % self.plt, "Cr %.2f" % (self.creat / 88.4), "Na %d" % self.na,
                     "K %.1f" % self.k, "lactate %.1f" % self.lact, "CRP %.1f mg/dL" % (self.crp / 10.0)]
        else:
            items = ["WCC %.1f" % self.wcc, "neuts %s" % self.neut, "Hb %d" % self.hb, "plt %d" % self.plt,
                     "CRP %d" % self.crp, "creat %d" % self.creat, "Na %d" % self.na, "K %.1f" % self.k,
                     "adj Ca %.2f" % self.ca, "lactate %.1f" % self.lact]
        return sep.join(items)

    def obs(self):
        return "T %.1f, HR %d, BP %d/%d, RR %d, SpO2 %d%% RA" % (
            self.temp, self.hr, self.sbp, self.dbp, self.rr, self.spo2)
