"""Clinical filler for dev110_en: the hard negatives (labs, vitals, drugs, scores, eponyms,
ICD-10 codes, clock times, wound measurements, ordinary words that are also names).
None of this text is PHI and none of it is ever marked. The random generator is the
one make.py creates (random.Random(110)); it is attached as TB.R before use."""


class TB:
    R = None

    MEDS = [
        ("metoprolol tartrate", "25 mg", "PO", "BID"), ("lisinopril", "10 mg", "PO", "daily"),
        ("furosemide", "40 mg", "PO", "qAM"), ("apixaban", "5 mg", "PO", "BID"),
        ("warfarin", "2.5 mg", "PO", "qHS"), ("atorvastatin", "40 mg", "PO", "qHS"),
        ("levothyroxine", "75 mcg", "PO", "daily before breakfast"), ("metformin", "500 mg", "PO", "BID with meals"),
        ("insulin glargine", "18 units", "SC", "qHS"), ("insulin lispro", "4 units", "SC", "TID AC"),
        ("carbidopa-levodopa", "25-100 mg", "PO", "TID"), ("donepezil", "10 mg", "PO", "qHS"),
        ("memantine", "10 mg", "PO", "BID"), ("sertraline", "50 mg", "PO", "daily"),
        ("mirtazapine", "7.5 mg", "PO", "qHS"), ("quetiapine", "25 mg", "PO", "qHS"),
        ("acetaminophen", "650 mg", "PO", "q6h PRN pain"), ("oxycodone", "5 mg", "PO", "q4h PRN"),
        ("tramadol", "50 mg", "PO", "q8h PRN"), ("gabapentin", "300 mg", "PO", "TID"),
        ("pantoprazole", "40 mg", "PO", "daily"), ("omeprazole", "20 mg", "PO", "daily"),
        ("senna", "8.6 mg", "PO", "BID"), ("polyethylene glycol", "17 g", "PO", "daily"),
        ("docusate", "100 mg", "PO", "BID"), ("vitamin D3", "2000 units", "PO", "daily"),
        ("cefazolin", "2 g", "IV", "q8h"), ("vancomycin", "1250 mg", "IV", "q24h"),
        ("enoxaparin", "40 mg", "SC", "daily"), ("amlodipine", "5 mg", "PO", "daily"),
        ("tamsulosin", "0.4 mg", "PO", "qHS"), ("potassium chloride", "20 mEq", "PO", "daily"),
        ("prednisone", "10 mg", "PO", "daily"), ("albuterol", "2.5 mg", "neb", "q4h PRN SOB"),
        ("tiotropium", "18 mcg", "inh", "daily"), ("ferrous sulfate", "325 mg", "PO", "daily"),
        ("baclofen", "10 mg", "PO", "TID"), ("hydrocodone-acetaminophen", "5-325 mg", "PO", "q6h PRN"),
        ("trazodone", "50 mg", "PO", "qHS PRN insomnia"), ("nitrofurantoin", "100 mg", "PO", "BID x 5 days"),
    ]
    DX = [
        ("Parkinson's disease", "G20"), ("Alzheimer's dementia", "G30.9"), ("unspecified dementia", "F03.90"),
        ("hypertension", "I10"), ("type 2 diabetes", "E11.9"), ("diabetic neuropathy", "E11.40"),
        ("CHF with reduced EF", "I50.22"), ("CKD stage 3", "N18.30"), ("COPD", "J44.9"),
        ("R hip fracture s/p ORIF", "S72.001D"), ("L TKA aftercare", "Z47.1"), ("CVA with L hemiparesis", "I69.354"),
        ("atrial fibrillation", "I48.91"), ("pressure injury sacrum stage 3", "L89.153"),
        ("oropharyngeal dysphagia", "R13.12"), ("difficulty walking", "R26.2"), ("muscle weakness", "M62.81"),
        ("history of falling", "Z91.81"), ("sepsis due to UTI, resolved", "A41.9"), ("major depressive disorder", "F32.9"),
        ("osteoarthritis of knee", "M17.11"), ("Guillain-Barre syndrome, recovering", "G61.0"),
        ("Hashimoto's thyroiditis", "E06.3"), ("peripheral vascular disease", "I73.9"),
        ("pneumonia, resolving", "J18.9"), ("lumbar spinal stenosis", "M48.061"), ("end-stage renal disease on HD", "N18.6"),
        ("metastatic lung cancer", "C34.90"), ("adult failure to thrive", "R62.7"), ("anemia of chronic disease", "D63.8"),
    ]
    CAREPROBS = [
        ("Risk for falls r/t impaired balance, Morse 65", "No falls with injury", "Low bed, floor mats, non-skid socks, toileting q2h, PT 5x/wk"),
        ("Impaired skin integrity: sacral pressure injury", "Wound will decrease in size by 25%", "Turn q2h, LAL mattress, Braden weekly, dietitian consult"),
        ("ADL self-care deficit", "Resident will dress upper body with set-up", "OT 5x/wk, adaptive equipment, allow extra time"),
        ("Nutrition risk, wt loss 6% in 30 days", "Weight stable +/- 2 lb", "Health shakes BID, weekly weights, assist with meals"),
        ("Pain r/t OA knees", "Pain <= 3/10", "Scheduled acetaminophen 650 mg q6h, heat packs, reposition"),
        ("Cognitive loss, BIMS 7", "Will participate in 2 activities weekly", "Simple cues, consistent caregivers, memory book"),
        ("Behavioral symptoms: exit-seeking", "No elopement attempts", "Wander guard, redirect, 1:1 activities at 15:00"),
        ("Urinary incontinence", "Continent episodes increase", "Prompted voiding q3h, monitor for UTI, barrier cream"),
        ("Dysphagia", "No s/s aspiration", "Mech soft diet, nectar-thick liquids, HOB 30 degrees, SLP 5x/wk"),
        ("Anticoagulant therapy", "No bleeding events", "INR per protocol, monitor for bruising, fall precautions"),
        ("Psychotropic drug use", "GDR attempted by next quarter", "Behavior monitoring, PHQ-9 quarterly, pharmacy review"),
        ("Discharge planning", "Safe discharge home with services", "Home eval by PT/OT, DME order, caregiver training"),
    ]
    EPONYMS = [
        "Babinski sign negative bilaterally", "Foley catheter draining clear yellow urine",
        "history of Parkinson's disease with resting tremor", "Hoyer lift with 2 staff for transfers",
        "Homans sign negative", "Baker's cyst behind R knee on ultrasound", "Trendelenburg gait noted",
        "old Bell's palsy, residual R facial weakness", "Kennedy terminal ulcer suspected on sacrum",
        "Cheyne-Stokes breathing at night", "Romberg positive", "Heberden's nodes both hands",
        "Dupuytren's contracture L hand", "Alzheimer's disease, moderate stage", "Colles fracture L wrist 2 yrs ago",
        "Hashimoto's on replacement", "Raynaud's phenomenon in cold", "Graves' disease s/p RAI",
        "Sjogren's dry eyes", "Meniere's disease with vertigo", "Addison's disease on hydrocortisone",
        "Clostridioides difficile negative", "Kernig sign negative", "Tinel sign positive at R wrist",
        "Crohn's disease in remission", "Barrett's esophagus on PPI", "Lewy body features",
    ]
    HOMOGRAPHS = [
        "Pt will need reminders to use call light.", "Family hopes for return home.", "She says grace before meals.",
        "Requests king-size blanket from home.", "Will continue current plan.", "Hope is to improve transfers.",
        "Tolerated baked chicken and rice.", "Will page the on-call if SBP > 180.", "Visual fields full to confrontation.",
        "Short of breath with exertion.", "Strong cough, clears secretions.", "Young grandchildren visit on weekends.",
        "Walked with the grace of a dancer, per daughter.", "Best time for therapy is mid-morning.",
        "Rich in protein supplement ordered.", "Heart sounds: S1 S2, no rub, no gallop; no bell-heard murmur.",
        "Gait: short steps, mild shuffle.", "Stone-faced affect noted by staff.", "Miles of walking daily before admission.",
        "Price of insurance copay discussed with social services.", "Love of music noted; enjoys hymns.",
        "Mark on R shin from old injury.", "Will reassess next week.", "Frank hematuria absent.",
        "Rose from chair without arm push.", "Joy noted when grandchildren called.", "Faith important to resident.",
        "May need PEG if intake stays poor.", "Wood floors at home; throw rugs removed.", "Hunt for hearing aid: found in laundry.",
        "Cook-chill meals delivered by kitchen.", "Bill for DME sent to payer.", "Page 2 of 3.",
        "Frost on windows; room temp adjusted.", "Day shift reports good intake.", "Dawn to dusk blinds open per preference.",
        "Small-volume voids.", "Brooks no argument about bedtime, per staff.", "Hill outside the building: use wheelchair.",
        "Sharp pain L knee with flexion.", "Swift improvement in sats after neb.", "Winter coat in closet.",
    ]

    @classmethod
    def r(cls):
        return cls.R

    @classmethod
    def num(cls, a, b, nd=1):
        return f"{cls.R.uniform(a, b):.{nd}f}"

    @classmethod
    def time(cls):
        R = cls.R
        return f"{R.randint(0, 23):02d}:{R.choice(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55', '12', '48'])}"

    @classmethod
    def vitals(cls):
        R = cls.R
        t, hr, rr = cls.num(96.8, 100.9), R.randint(52, 118), R.randint(12, 26)
        sb, db, sp = R.randint(92, 178), R.randint(48, 98), R.randint(86, 99)
        st = R.choice(["a", "b", "c", "d"])
        o2 = R.choice(["RA", "2L NC", "3 L NC", "room air"])
        if st == "a":
            return f"T {t} HR {hr} RR {rr} BP {sb}/{db} SpO2 {sp}% {o2}"
        if st == "b":
            return f"BP: {sb}/{db} | P: {hr} | R: {rr} | T: {t}F | O2 sat: {sp}% on {o2}"
        if st == "c":
            return f"temp {t}, pulse {hr}, resp {rr}, BP {sb}/{db}, SpO2 {sp}%"
        return f"VS {t}-{hr}-{rr}-{sb}/{db}-{sp}% (T-HR-RR-BP-SpO2); pain {R.randint(0, 8)}/10"

    @classmethod
    def labs(cls):
        R = cls.R
        pool = [f"Na {R.randint(128, 148)}", f"K {cls.num(3.1, 5.6)}", f"Cl {R.randint(94, 110)}",
                f"CO2 {R.randint(19, 31)}", f"BUN {R.randint(8, 64)}", f"Cr {cls.num(0.6, 2.9, 2)}",
                f"Glu {R.randint(68, 310)}", f"Hgb {cls.num(7.2, 14.8)}", f"Hct {cls.num(22, 44)}",
                f"WBC {cls.num(3.1, 17.9)}", f"Plt {R.randint(96, 420)}", f"INR {cls.num(0.9, 3.6)}",
                f"Alb {cls.num(2.1, 4.2)}", f"Mg {cls.num(1.4, 2.6)}", f"Ca {cls.num(7.9, 10.4)}",
                f"TSH {cls.num(0.3, 8.9, 2)}", f"HbA1c {cls.num(5.4, 10.9)}%", f"BNP {R.randint(40, 2900)}",
                f"CRP {cls.num(0.2, 14.0)}", f"Phos {cls.num(2.2, 5.1)}"]
        k = R.randint(4, 9)
        items = R.sample(pool, k)
        st = R.choice(["space", "units", "fishbone", "colon"])
        if st == "units":
            u = {"Na": "mmol/L (135-145)", "K": "mmol/L (3.5-5.1)", "Cr": "mg/dL (0.6-1.2)", "Hgb": "g/dL (12-16)",
                 "Plt": "K/uL", "BUN": "mg/dL", "Glu": "mg/dL", "WBC": "K/uL"}
            return ", ".join(f"{i} {u.get(i.split()[0], '')}".rstrip() for i in items)
        if st == "colon":
            return "; ".join(i.replace(" ", ": ", 1) for i in items)
        return ", ".join(items)

    @classmethod
    def scores(cls, n=3):
        R = cls.R
        pool = [f"Braden {R.randint(9, 22)}", f"Morse {R.choice([0, 15, 25, 35, 45, 55, 65, 75, 90])}",
                f"BIMS {R.randint(0, 15)}/15", f"PHQ-9 {R.randint(0, 21)}", f"GCS {R.randint(9, 15)}",
                f"MMSE {R.randint(8, 30)}/30", f"MoCA {R.randint(9, 29)}/30", f"PAINAD {R.randint(0, 8)}",
                f"Berg {R.randint(8, 54)}/56", f"Norton {R.randint(6, 19)}", f"Barthel {R.randint(10, 95)}",
                f"GDS {R.randint(0, 12)}/15", f"MNA {R.randint(5, 14)}", f"PPS {R.choice([20, 30, 40, 50, 60])}%"]
        return ", ".join(R.sample(pool, n))

    @classmethod
    def wound(cls):
        R = cls.R
        a, b = cls.num(0.3, 9.5), cls.num(0.2, 7.5)
        if R.random() < 0.7:
            return f"{a} x {b} x {cls.num(0.1, 2.5)} cm"
        return f"{a} cm x {b} cm"

    @classmethod
    def skin(cls):
        R = cls.R
        return R.choice([f"Stage 2 sacrum {cls.wound()}, Braden {R.randint(10, 16)}",
                         f"intact, Braden {R.randint(15, 20)}", f"DTPI R heel {cls.wound()}; skin tear L forearm {cls.wound()}",
                         f"bruising bilat forearms; Braden {R.randint(12, 18)}, Norton {R.randint(8, 15)}"])

    @classmethod
    def exam(cls):
        R = cls.R
        return R.choice(["Lungs: crackles bibasilar. Heart: irregularly irregular. Ext: 2+ pitting edema to knees.",
                         "Alert, oriented x2. RRR, no murmur. Lungs clear. Abd soft, NT. " + R.choice(cls.EPONYMS) + ".",
                         "Gen: frail, NAD. Resting tremor R hand, cogwheel rigidity. " + R.choice(cls.EPONYMS) + ".",
                         "Neuro: L pronator drift, strength 3/5 LUE. Skin: " + cls.skin() + ".",
                         "HEENT: dry mucosa. CV: S1S2. Resp: diminished R base. GU: " + R.choice(cls.EPONYMS) + "."])

    @classmethod
    def plan(cls):
        R = cls.R
        m = R.choice(cls.MEDS)
        return R.choice([f"Continue {m[0]} {m[1]} {m[3]}.", f"Increase {m[0]} to {m[1]} {m[3]}.",
                         f"Hold {m[0]} x 24 h, recheck BMP in 3 days.", f"Start {m[0]} {m[1]} {m[2]} {m[3]}; monitor K and Cr.",
                         f"Repeat CBC in 1 week; goal Hgb > 8.", f"Wean O2 to keep SpO2 88-92%.",
                         f"Fall precautions; PT/OT to continue 5x/wk.", f"Code status reviewed: {R.choice(['full code', 'DNR'])}."])

    @classmethod
    def eponym_sentence(cls):
        R = cls.R
        e = R.choice(cls.EPONYMS)
        return e[0].upper() + e[1:] + ". " + R.choice(["ICD-10 ", "Codes: ", "Dx codes "]) + ", ".join(
            d[1] for d in R.sample(cls.DX, 2)) + "."

    @classmethod
    def homograph(cls):
        return cls.R.choice(cls.HOMOGRAPHS)

    @classmethod
    def filler(cls):
        R = cls.R
        return R.choice(["Denies CP/SOB.", "Tolerating diet, intake 75%.", "No BM x 2 days; senna given.",
                         "Slept 6 hours.", "Voiding via " + R.choice(["Foley catheter", "brief", "urinal"]) + ".",
                         "Weight " + str(R.randint(100, 240)) + " lb.", "Incontinence care provided q2h."])
