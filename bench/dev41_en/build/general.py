"""General medical presentations used by clerking and ward-round notes."""
from markup import M, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, COUNTRY, ORG, PROF, CITY, DATE
from clinical import num, accession, vitals, setprof
import pools

MEDS = ["amlodipine 5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg ON", "metformin 1 g BD",
        "gliclazide 80 mg BD", "bisoprolol 2.5 mg OD", "apixaban 5 mg BD", "levothyroxine 100 mcg OD",
        "omeprazole 20 mg OD", "lansoprazole 30 mg OD", "paracetamol 1 g QDS PRN", "sertraline 50 mg OD",
        "furosemide 40 mg OM", "tiotropium 18 mcg OD", "salbutamol 100 mcg PRN", "donepezil 10 mg ON",
        "tamsulosin 400 mcg OD", "alendronic acid 70 mg weekly", "adcal-D3 1 tab BD", "mirtazapine 15 mg ON",
        "insulin glargine 18 units ON", "co-codamol 30/500 2 tabs QDS PRN", "warfarin (INR target 2-3)",
        "edoxaban 60 mg OD", "empagliflozin 10 mg OD", "spironolactone 25 mg OD", "allopurinol 100 mg OD",
        "prednisolone 5 mg OD", "methotrexate 15 mg once weekly", "folic acid 5 mg weekly",
        "quetiapine 25 mg ON", "pregabalin 75 mg BD", "senna 15 mg ON", "Laxido 1 sachet BD"]
MEDS_US = {"OD": "daily", "ON": "qHS", "BD": "BID", "QDS": "QID", "OM": "qAM", "TDS": "TID"}

ALLERGIES = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "codeine (vomiting)", "sulfa (hives)",
             "latex", "trimethoprim (rash)", "ACE inhibitor (angioedema)", "clarithromycin (GI upset)",
             "shellfish", "elastoplast"]


def meds(ctx, n):
    r = ctx.rng
    ms = r.sample(MEDS, n)
    if ctx.loc.code in ("US", "CA"):
        out = []
        for m in ms:
            for k, v in MEDS_US.items():
                m = m.replace(" " + k, " " + v)
            out.append(m.replace("Laxido", "PEG 3350").replace("adcal-D3", "calcium/vit D"))
        ms = out
    return ms


def pmh_pool(ctx):
    r = ctx.rng
    pool = [("T2DM", True), ("hypertension", False), ("AF", True), ("COPD", True), ("CKD stage 3a", False),
            ("IHD - PCI to RCA", True), ("CABG x3", True), ("osteoarthritis knees", False), ("hypothyroidism", False),
            ("depression", False), ("TIA", True), ("left hip replacement", True), ("prostate cancer, treated", True),
            ("breast cancer - WLE + radiotherapy", True), ("GORD", False), ("gout", False),
            ("vascular dementia", True), ("Parkinson's disease", True), ("asthma", False), ("cholecystectomy", True),
            ("OSA on CPAP", True), ("polymyalgia rheumatica", True), ("rheumatoid arthritis", False),
            ("peripheral vascular disease", False), ("macular degeneration", False), ("hypercholesterolaemia", False)]
    sexbad = "breast" if ctx.pt.sex == "M" else "prostate"
    pool = [p for p in pool if not p[0].startswith(sexbad)]
    items = r.sample(pool, r.randint(3, 6))
    out = []
    for cond, dated in items:
        if dated and r.random() < 0.75:
            days = r.randint(200, 9000)
            kind = r.choice(["year", "year", "month_year", "mon_year"])
            out.append("%s (%s)" % (cond, ctx.d(ctx.ago(days), kind)))
        else:
            out.append(cond)
    return out


def presentation(ctx, kind):
    r = ctx.rng
    pt = ctx.pt
    he, his, him, He, His = pt.he, pt.his, pt.him, pt.He, pt.His
    d = {}
    onset = ctx.ago(r.randint(1, 5))
    if kind == "uti_sepsis":
        d["pc"] = "confusion and fever"
        d["hpc"] = ("%s %s (%s) reports %s has been increasingly muddled since %s, with rigors overnight and "
                    "reduced oral intake. Dysuria noted by carers. No falls, no head injury. Usually independent "
                    "with a frame, manages own medications with a dosette from %s." % (
                        His, ctx.nok_rel, ctx.nok.first(), he, ctx.d(onset, "weekday"), HOSP(pharm(ctx))))
        d["exam"] = "Drowsy but rousable, GCS %d (E3V4M6). Dry mucous membranes. Suprapubic tenderness. Chest clear. No neck stiffness." % 13
        d["ix"] = "WCC %s, CRP %s, lactate %s, Cr %s (baseline %s). Urine dip: nitrites ++, leucocytes +++. Urine MC&S %s, blood cultures %s." % (
            num(r, 12, 22, 1), num(r, 80, 260), num(r, 2.1, 4.4, 1), num(r, 110, 240), num(r, 70, 100),
            IDN(accession(r, "lab")), IDN(accession(r, "lab")))
        d["imp"] = "Urosepsis with AKI stage %d and hypoactive delirium" % r.randint(1, 2)
        d["plan"] = ["Sepsis 6 completed within 1 h; IV gentamicin stat then co-amoxiclav as per micro",
                     "IV fluids 500 mL bolus then maintenance; hold metformin and ramipril",
                     "Delirium screen (4AT %d); collateral from %s" % (r.randint(4, 9), ctx.nok.full()),
                     "Catheter only if retention; bladder scan"]
    elif kind == "fall_nof":
        d["pc"] = "fall with right hip pain"
        d["hpc"] = ("Tripped on a rug at home on %s evening; unable to get up, on the floor approx %d h until "
                    "found by %s (%s). Shortened, externally rotated R leg. No LOC, no preceding chest pain or "
                    "palpitations." % (ctx.d(onset, "weekday"), r.randint(1, 10), ctx.nok.full(), ctx.nok_rel))
        d["exam"] = "R leg shortened and externally rotated. Distal NV intact. Skin: grade 1 pressure area sacrum. CK %s." % num(r, 300, 4800)
        d["ix"] = "XR pelvis %s: displaced intracapsular #NOF. Hb %s, Cr %s. ECG SR. CXR clear." % (
            IDN(accession(r, "rad")), num(r, 98, 135), num(r, 60, 130))
        d["imp"] = "Displaced R intracapsular NOF fracture; long lie"
        d["plan"] = ["Orthogeriatric pathway; fascia iliaca block given in ED", "For hemiarthroplasty on next list (%s)" % ctx.d(ctx.later(1), "wd"),
                     "G&S, consent, mark", "Falls and bone health review"]
    elif kind == "cellulitis":
        d["pc"] = "red, hot, swollen left leg"
        d["hpc"] = ("%d days of spreading erythema L shin from a small wound sustained gardening on %s. Fevers. "
                    "Seen by %s %s (%s) and given flucloxacillin, not improving." % (
                        r.randint(2, 5), ctx.d(onset, "weekday"), ctx.V["gp"], ctx.gp.dr(), HOSP(ctx.practice)))
        d["exam"] = "Erythema L lower leg to mid-calf, marked at %s. Warm, tender. No crepitus. Interdigital tinea." % ctx.time
        d["ix"] = "WCC %s, CRP %s. Wound swab %s." % (num(r, 10, 18, 1), num(r, 60, 220), IDN(accession(r, "lab")))
        d["imp"] = "Cellulitis L leg, Eron class %s" % r.choice(["II", "II", "III"])
        d["plan"] = ["IV flucloxacillin (clindamycin if pen allergic)", "Elevate leg; mark margins", "Treat tinea; emollients",
                     "Consider OPAT / %s referral if stable" % ctx.V["vw"]]
    elif kind == "gibleed":
        d["pc"] = "coffee-ground vomiting and melaena"
        d["hpc"] = ("Two episodes of coffee-ground vomit and black tarry stool since %s. Takes ibuprofen for "
                    "back pain (bought from %s). On %s. Dizzy on standing." % (
                        ctx.d(onset), HOSP(pharm(ctx)), r.choice(["aspirin 75 mg", "apixaban", "no anticoagulant", "sertraline"])))
        d["exam"] = "Pale. HR %d, BP %d/%d. PR: melaena. Epigastric tenderness." % (r.randint(96, 124), r.randint(88, 112), r.randint(50, 70))
        d["ix"] = "Hb %s (baseline %s), urea %s. Glasgow-Blatchford %d. G&S %s." % (num(r, 62, 95), num(r, 120, 140), num(r, 12, 28, 1), r.randint(8, 15), IDN(accession(r, "lab")))
        d["imp"] = "Upper GI bleed, likely peptic ulcer"
        d["plan"] = ["2 large-bore cannulae; transfuse to Hb > 70", "IV PPI post-OGD only if indicated", "OGD within 24 h - booked with Dr %s" % DOC(r.choice(pools.SURNAMES)),
                     "Stop NSAID"]
    elif kind == "dka":
        d["pc"] = "vomiting and abdominal pain"
        d["hpc"] = ("Type 1 diabetes since age %s. 2 days vomiting, missed insulin since %s. Pump user "
                    "(pump serial %s) - site change overdue." % (AGE(str(r.randint(4, 30))), ctx.d(onset, "weekday"),
                                                                 M("DEVICE", "%s%07d" % (r.choice(["NG", "PM", "TS"]), r.randint(0, 9999999)))))
        d["exam"] = "Kussmaul breathing. Dry. Abdomen soft, mildly tender."
        d["ix"] = "pH %s, bicarbonate %s, ketones %s mmol/L, glucose %s mmol/L, K %s." % (
            num(r, 6.95, 7.2, 2), num(r, 5, 14, 1), num(r, 3.5, 7, 1), num(r, 18, 35, 1), num(r, 4.0, 6.2, 1))
        d["imp"] = "Moderate DKA"
        d["plan"] = ["FRIII per DKA protocol; pump off", "Fluids per protocol, K replacement", "Hourly CBG/ketones; HDU review",
                     "Diabetes team %s" % ctx.d(ctx.later(1), "wd")]
    elif kind == "stroke":
        d["pc"] = "sudden right arm weakness and word-finding difficulty"
        d["hpc"] = ("Witnessed by %s %s at %s; last known well %s. FAST positive. CT head (%s): no haemorrhage; "
                    "CTA: L M2 occlusion. Thrombolysed %s; discussed with thrombectomy centre (%s)." % (
                        ctx.nok_rel, ctx.nok.first(), ctx.time, ctx.time, IDN(accession(r, "rad")), ctx.d(ctx.today),
                        HOSP(ctx.loc.hosp_name(ctx.loc.town()))))
        d["exam"] = "NIHSS %d. Expressive dysphasia, R facial droop, R arm 2/5." % r.randint(5, 14)
        d["ix"] = "Glucose %s. ECG: AF. BP %d/%d." % (num(r, 5, 9, 1), r.randint(150, 185), r.randint(80, 105))
        d["imp"] = "L MCA ischaemic stroke, new AF"
        d["plan"] = ["Post-thrombolysis obs", "NBM until SLT swallow screen", "Repeat CT 24 h", "Anticoagulation decision at day %d" % r.choice([3, 6, 12])]
    elif kind == "aki":
        d["pc"] = "reduced urine output and lethargy"
        d["hpc"] = ("Diarrhoea and vomiting for %d days after a family event %s; continued ramipril, "
                    "furosemide and metformin." % (r.randint(2, 5), r.choice(["on " + ctx.d(onset, "weekday"), "at " + ctx.holiday(), "over " + ctx.holiday()])))
        d["exam"] = "Dry. Postural drop. Bladder not palpable."
        d["ix"] = "Cr %s (baseline %s), K %s, urea %s. USS KUB booked (%s)." % (num(r, 220, 480), num(r, 80, 120), num(r, 4.8, 6.6, 1), num(r, 15, 35, 1), IDN(accession(r, "rad")))
        d["imp"] = "AKI stage %d, pre-renal" % r.randint(2, 3)
        d["plan"] = ["Hold nephrotoxics (sick day rules)", "IV fluids; strict fluid balance", "Repeat U&E 6 h", "Renal if not improving"]
    elif kind == "chestpain":
        d["pc"] = "central chest pain"
        d["hpc"] = ("Central heavy chest pain at rest at %s on %s, radiating to jaw, %d minutes, with sweating. "
                    "Called ambulance. Aspirin 300 mg given by paramedics." % (
                        ctx.time, ctx.d(ctx.today, "weekday"), r.randint(20, 90)))
        d["exam"] = "Comfortable now. HS normal. Chest clear. No oedema."
        d["ix"] = "ECG: %s. hs-trop %s -> %s ng/L." % (r.choice(["ST depression V4-6", "T wave inversion inferiorly", "no acute changes"]), num(r, 8, 60), num(r, 30, 900))
        d["imp"] = "ACS - NSTEMI likely"
        d["plan"] = ["Fondaparinux, aspirin, ticagrelor", "Cardiology referral for inpatient angiography", "Echo", "Lipids, HbA1c"]
    elif kind == "sob":
        d["pc"] = "shortness of breath"
        d["hpc"] = ("Increasing breathlessness for %d days, now at rest, with productive cough and fever. "
                    "Normally walks to the shops. Seen at %s walk-in %s." % (r.randint(2, 7), HOSP(ctx.practice), ctx.d(onset)))
        d["exam"] = "RR %d. Coarse crackles R base. Bronchial breathing." % r.randint(22, 30)
        d["ix"] = "CXR: RLL consolidation. CRP %s. ABG on air: pO2 %s kPa." % (num(r, 60, 300), num(r, 7.2, 9.5, 1))
        d["imp"] = "CAP, CURB-65 %d" % r.randint(1, 3)
        d["plan"] = ["Antibiotics per guideline", "O2 target 94-98%", "Sputum and blood cultures", "VTE prophylaxis"]
    else:  # delirium / collapse
        d["pc"] = "collapse ?cause"
        d["hpc"] = ((r.choice(["Found on the floor of the kitchen by a neighbour, %s, on %s morning.",
                              "Collapsed at the bus stop outside " + LOC(r.choice(["%s Shopping Centre", "%s Town Hall", "%s Leisure Centre", "%s Library", "%s Memorial Park"]) % r.choice(pools.COMPANY_A)) + "; neighbour %s called an ambulance on %s morning."]) + " Unclear downtime. "
                    "%s lives alone, package of care from %s twice daily.") % (
                        FAM(r.choice(pools.FEMALE + pools.MALE) + " " + r.choice(pools.SURNAMES)), ctx.d(ctx.today, "weekday"), He,
                        ORG("%s %s" % (r.choice(pools.COMPANY_A), r.choice(["Home Care", "Care Services", "Homecare Ltd"])))))
        d["exam"] = "Bruising L forehead. Orthostatic drop %d mmHg. No focal neurology." % r.randint(10, 40)
        d["ix"] = "CK %s, Na %s, CT head (%s): no acute bleed." % (num(r, 200, 3000), num(r, 122, 140), IDN(accession(r, "rad")))
        d["imp"] = "Collapse ?orthostatic ?arrhythmic; long lie"
        d["plan"] = ["Lying/standing BP", "Telemetry 24 h", "Falls assessment; PT/OT", "Medication review"]
    return d


GEN_KINDS = ["uti_sepsis", "fall_nof", "cellulitis", "gibleed", "dka", "stroke", "aki", "chestpain", "sob", "collapse"]


def pharm(ctx):
    from common import pharmacy
    return pharmacy(ctx.rng, ctx.addr["city"], ctx.loc.code)
