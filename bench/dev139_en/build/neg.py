"""Clinical vocabulary and hard negatives: none of the strings produced here is PHI.

Labs, vitals, drugs with sigs, ICD-10/CPT/HCPCS/NDC codes, scores, eponyms, clock times and
sentences that use name-like ordinary words (will, hope, grace period, bill, stone, page ...).
"""

MEDS = [("metformin", "500 mg tab", "1 tab PO BID with meals"), ("metformin ER", "750 mg tab", "2 tabs PO daily with supper"),
        ("lisinopril", "10 mg tab", "1 tab PO daily"), ("lisinopril", "20 mg tab", "take 1 by mouth once daily"),
        ("amlodipine", "5 mg tab", "1 PO qd"), ("atorvastatin", "40 mg tab", "1 tab PO qhs"),
        ("rosuvastatin", "10 mg", "1 tab daily"), ("losartan", "50 mg tab", "1 tab PO daily"),
        ("hydrochlorothiazide", "25 mg", "1 tab qAM"), ("levothyroxine", "75 mcg", "1 tab PO qAM on empty stomach"),
        ("omeprazole", "20 mg cap", "1 cap PO daily before breakfast"), ("pantoprazole", "40 mg", "1 tab BID x 8 wks"),
        ("sertraline", "50 mg", "1 tab PO daily"), ("escitalopram", "10 mg", "1 tab daily"),
        ("bupropion XL", "150 mg", "1 tab qAM"), ("trazodone", "50 mg", "1/2-1 tab qhs prn sleep"),
        ("gabapentin", "300 mg cap", "1 cap PO TID"), ("albuterol HFA", "90 mcg/act", "2 puffs q4-6h prn SOB/wheeze"),
        ("fluticasone-salmeterol", "250/50 mcg", "1 inh BID, rinse mouth"), ("tiotropium", "18 mcg", "inhale 1 cap daily"),
        ("insulin glargine", "100 units/mL pen", "22 units SC qhs"), ("insulin lispro", "100 units/mL", "per sliding scale AC meals"),
        ("semaglutide", "1 mg/0.75 mL pen", "1 mg SC once weekly"), ("dulaglutide", "1.5 mg/0.5 mL", "inject weekly"),
        ("empagliflozin", "10 mg", "1 tab daily"), ("apixaban", "5 mg", "1 tab PO BID"),
        ("warfarin", "5 mg", "as directed per INR"), ("clopidogrel", "75 mg", "1 tab daily"),
        ("aspirin EC", "81 mg", "1 tab daily"), ("metoprolol succinate", "50 mg ER", "1 tab PO daily"),
        ("carvedilol", "6.25 mg", "1 tab BID with food"), ("furosemide", "20 mg", "1 tab qAM"),
        ("spironolactone", "25 mg", "1 tab daily"), ("montelukast", "10 mg", "1 tab qhs"),
        ("cetirizine", "10 mg", "1 tab daily prn"), ("tamsulosin", "0.4 mg cap", "1 cap 30 min after same meal daily"),
        ("finasteride", "5 mg", "1 tab daily"), ("alendronate", "70 mg", "1 tab weekly, upright 30 min"),
        ("vitamin D3", "2000 IU", "1 cap daily"), ("cyclobenzaprine", "10 mg", "1 tab TID prn spasm, #20"),
        ("meloxicam", "15 mg", "1 tab daily with food"), ("naproxen", "500 mg", "1 tab BID prn"),
        ("hydrocodone-acetaminophen", "5-325 mg", "1 tab q6h prn severe pain, #12"),
        ("methylphenidate ER", "36 mg", "1 tab qAM"), ("lisdexamfetamine", "30 mg cap", "1 cap qAM"),
        ("buprenorphine-naloxone", "8-2 mg film", "1 film SL daily"), ("adalimumab", "40 mg/0.4 mL pen", "inject SC q14 days"),
        ("dupilumab", "300 mg/2 mL", "300 mg SC every other week"), ("EpiPen", "0.3 mg auto-injector", "use IM prn anaphylaxis, #2"),
        ("prednisone", "10 mg", "taper per instructions"), ("amoxicillin", "875 mg", "1 tab BID x 10 days"),
        ("nitrofurantoin", "100 mg cap", "1 cap BID x 5 days"), ("ondansetron ODT", "4 mg", "1 tab q8h prn nausea"),
        ("topiramate", "25 mg", "1 tab qhs"), ("sumatriptan", "50 mg", "1 tab at onset, may repeat in 2 h"),
        ("estradiol", "1 mg", "1 tab daily"), ("norethindrone", "0.35 mg", "1 tab daily same time"),
        ("budesonide-formoterol", "160/4.5", "2 puffs BID"), ("pregabalin", "75 mg cap", "1 cap BID"),
        ("quetiapine", "25 mg", "1 tab qhs"), ("donepezil", "10 mg", "1 tab qhs"), ("allopurinol", "100 mg", "1 tab daily"),
        ("colchicine", "0.6 mg", "1 tab daily prn flare"), ("potassium chloride ER", "20 mEq", "1 tab daily")]

PROBLEMS = [("Type 2 diabetes mellitus without complications", "E11.9"), ("Type 2 DM with hyperglycemia", "E11.65"),
            ("Essential (primary) hypertension", "I10"), ("Hyperlipidemia, unspecified", "E78.5"),
            ("Mixed hyperlipidemia", "E78.2"), ("Hypothyroidism, unspecified", "E03.9"),
            ("Hashimoto's thyroiditis", "E06.3"), ("Graves disease", "E05.00"), ("GERD without esophagitis", "K21.9"),
            ("Barrett's esophagus without dysplasia", "K22.70"), ("Crohn's disease of small intestine", "K50.00"),
            ("Major depressive disorder, recurrent, mild", "F33.0"), ("Generalized anxiety disorder", "F41.1"),
            ("ADHD, combined type", "F90.2"), ("Moderate persistent asthma, uncomplicated", "J45.40"),
            ("COPD, unspecified", "J44.9"), ("Obstructive sleep apnea", "G47.33"), ("Obesity, BMI 35.0-35.9", "E66.9"),
            ("Chronic kidney disease, stage 3a", "N18.31"), ("Atrial fibrillation, paroxysmal", "I48.0"),
            ("Heart failure with reduced EF", "I50.22"), ("Osteoarthritis of right knee", "M17.11"),
            ("Low back pain", "M54.50"), ("Carpal tunnel syndrome, left", "G56.02"), ("Bell's palsy", "G51.0"),
            ("Parkinson's disease", "G20"), ("Alzheimer's disease, late onset", "G30.1"), ("Migraine without aura", "G43.009"),
            ("Raynaud's syndrome", "I73.00"), ("Sjogren syndrome", "M35.00"), ("Gout, unspecified", "M10.9"),
            ("Osteoporosis without fracture", "M81.0"), ("Benign prostatic hyperplasia with LUTS", "N40.1"),
            ("Vitamin D deficiency", "E55.9"), ("Iron deficiency anemia", "D50.9"), ("Opioid use disorder, moderate", "F11.20"),
            ("Tobacco use disorder", "F17.210"), ("Atopic dermatitis", "L20.9"), ("Plaque psoriasis", "L40.0"),
            ("Baker's cyst, right knee", "M71.21"), ("Meniere's disease, bilateral", "H81.03"), ("Dupuytren's contracture", "M72.0"),
            ("Encounter for annual wellness visit", "Z00.00"), ("Encounter for immunization", "Z23"),
            ("Long-term (current) use of insulin", "Z79.4"), ("Long-term use of anticoagulants", "Z79.01"),
            ("Nephrolithiasis (kidney stone)", "N20.0"), ("Poison ivy dermatitis", "L23.7"),
            ("Down syndrome", "Q90.9"), ("Hodgkin lymphoma, in remission", "C81.90"), ("Tourette's disorder", "F95.2")]

CPT = [("99213", "Office visit, est pt, low MDM"), ("99214", "Office visit, est pt, moderate MDM"),
       ("99204", "Office visit, new pt, moderate MDM"), ("G0439", "Annual wellness visit, subsequent"),
       ("G0438", "Annual wellness visit, initial"), ("99397", "Preventive visit, est, 65+"),
       ("99395", "Preventive visit, est, 18-39"), ("99441", "Telephone E/M 5-10 min"), ("99213-95", "Telehealth visit"),
       ("36415", "Routine venipuncture"), ("80053", "Comprehensive metabolic panel"), ("83036", "Hemoglobin A1c"),
       ("80061", "Lipid panel"), ("85025", "CBC w/ auto diff"), ("84443", "TSH"), ("81002", "Urinalysis, non-auto"),
       ("90471", "Immunization admin, first"), ("90472", "Immunization admin, each addl"),
       ("90686", "Influenza vaccine, quadrivalent, PF"), ("90750", "Zoster vaccine, recombinant"),
       ("93000", "ECG with interpretation"), ("96127", "Brief emotional/behavioral assessment"),
       ("99490", "Chronic care management, 20 min"), ("G2012", "Virtual check-in"), ("99406", "Tobacco cessation counseling")]

VACCINES = [("Influenza, quadrivalent, PF", "150", "49281-0422-50"), ("Tdap (Boostrix)", "115", "58160-0842-11"),
            ("Td", "09", "13533-0131-01"), ("Shingrix (RZV)", "187", "58160-0823-11"),
            ("PCV20 (Prevnar 20)", "216", "0005-2000-10"), ("PPSV23 (Pneumovax 23)", "33", "0006-4837-03"),
            ("Hep B (Engerix-B)", "43", "58160-0821-11"), ("Hep A, adult", "52", "58160-0826-11"),
            ("MMR II", "03", "0006-4681-00"), ("Varicella (Varivax)", "21", "0006-4827-00"),
            ("HPV9 (Gardasil 9)", "165", "0006-4121-02"), ("MenACWY (MenQuadfi)", "203", "49281-0590-05"),
            ("MenB (Bexsero)", "163", "58160-0976-20"), ("DTaP-IPV (Kinrix)", "130", "58160-0812-11"),
            ("COVID-19 mRNA, updated", "313", "80777-0104-99"), ("RSV (Arexvy)", "303", "58160-0848-11"),
            ("Typhoid Vi", "101", "49281-0790-20"), ("Yellow fever (YF-Vax)", "37", "49281-0915-01"),
            ("IPV (Ipol)", "10", "49281-0860-10"), ("Hib (ActHIB)", "48", "49281-0545-03")]

SITE_ROUTE = [("L deltoid", "IM"), ("R deltoid", "IM"), ("L deltoid", "IM"), ("L vastus lateralis", "IM"),
              ("R vastus lateralis", "IM"), ("R arm", "SC"), ("L arm", "SC")]
SITES = ["L deltoid", "R deltoid", "L vastus lateralis", "R vastus lateralis", "L arm", "R arm", "PO"]
ROUTES = ["IM", "IM", "SC", "IM", "PO"]


def clock(rng, style=None):
    h, m = rng.randrange(24), rng.randrange(60)
    style = style or rng.choice(["24", "24c", "12"])
    if style == "24":
        return "%02d%02d" % (h, m)
    if style == "24c":
        return "%02d:%02d" % (h, m)
    return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")


def clock_biz(rng):
    h, m = rng.randrange(8, 17), rng.choice([0, 15, 20, 30, 40, 45])
    return rng.choice(["%d:%02d %s", "%d:%02d%s"]) % ((h % 12) or 12, m, rng.choice(["AM", "am", "a"]) if h < 12 else rng.choice(["PM", "pm", "p"]))


def vitals(rng, sep=", "):
    sbp = rng.randrange(104, 168)
    v = ["BP %d/%d" % (sbp, rng.randrange(62, 98)), "HR %d" % rng.randrange(56, 104), "RR %d" % rng.randrange(12, 20),
         "T %.1f F" % (rng.randrange(970, 1004) / 10), "SpO2 %d%% RA" % rng.randrange(93, 100),
         "Wt %.1f kg" % (rng.randrange(480, 1320) / 10), "BMI %.1f" % (rng.randrange(190, 420) / 10)]
    if rng.random() < 0.3:
        v.append("Pain %d/10" % rng.randrange(0, 8))
    return sep.join(v)


def labs(rng):
    rows = [("Sodium", "%d" % rng.randrange(133, 146), "mmol/L", "136-145"), ("Potassium", "%.1f" % (rng.randrange(34, 53) / 10), "mmol/L", "3.5-5.1"),
            ("Chloride", "%d" % rng.randrange(97, 109), "mmol/L", "98-107"), ("CO2", "%d" % rng.randrange(20, 31), "mmol/L", "22-29"),
            ("BUN", "%d" % rng.randrange(7, 31), "mg/dL", "7-20"), ("Creatinine", "%.2f" % (rng.randrange(58, 160) / 100), "mg/dL", "0.60-1.20"),
            ("eGFR", "%d" % rng.randrange(38, 110), "mL/min/1.73m2", ">60"), ("Glucose", "%d" % rng.randrange(78, 240), "mg/dL", "70-99"),
            ("Hemoglobin A1c", "%.1f" % (rng.randrange(52, 110) / 10), "%", "<5.7"), ("LDL-C", "%d" % rng.randrange(58, 190), "mg/dL", "<100"),
            ("HDL-C", "%d" % rng.randrange(30, 80), "mg/dL", ">40"), ("Triglycerides", "%d" % rng.randrange(70, 320), "mg/dL", "<150"),
            ("TSH", "%.2f" % (rng.randrange(30, 780) / 100), "mIU/L", "0.45-4.50"), ("ALT", "%d" % rng.randrange(10, 70), "U/L", "7-56"),
            ("AST", "%d" % rng.randrange(10, 60), "U/L", "10-40"), ("WBC", "%.1f" % (rng.randrange(38, 120) / 10), "K/uL", "4.0-11.0"),
            ("Hgb", "%.1f" % (rng.randrange(98, 168) / 10), "g/dL", "12.0-16.0"), ("Plt", "%d" % rng.randrange(140, 420), "K/uL", "150-400"),
            ("Vit D 25-OH", "%d" % rng.randrange(11, 60), "ng/mL", "30-100"), ("UACR", "%d" % rng.randrange(4, 240), "mg/g", "<30"),
            ("INR", "%.1f" % (rng.randrange(9, 36) / 10), "", "2.0-3.0 (on warfarin)"), ("PSA", "%.2f" % (rng.randrange(20, 700) / 100), "ng/mL", "<4.00")]
    pick = rng.sample(rows, rng.randrange(4, 9))
    out = []
    for name, val, unit, ref in pick:
        out.append("  %-16s %6s %-14s (%s)" % (name, val, unit, ref))
    return "\n".join(out)


def screens(rng):
    s = ["PHQ-2 score %d" % rng.randrange(0, 7), "PHQ-9 %d" % rng.randrange(0, 22), "GAD-7 %d" % rng.randrange(0, 18),
         "AUDIT-C %d" % rng.randrange(0, 8), "Mini-Cog %d/5" % rng.randrange(2, 6), "MoCA %d/30" % rng.randrange(18, 31),
         "TUG %d sec" % rng.randrange(7, 19), "Epworth %d" % rng.randrange(2, 18), "STOP-BANG %d/8" % rng.randrange(1, 7),
         "Morse fall score %d" % rng.choice([0, 15, 25, 45, 60]), "Katz ADL %d/6" % rng.randrange(3, 7),
         "Lawton IADL %d/8" % rng.randrange(4, 9), "Snellen 20/%d OU" % rng.choice([20, 25, 30, 40, 50])]
    return rng.sample(s, rng.randrange(2, 5))


EPONYM_SENT = ["Tinel and Phalen signs positive on the left.", "Murphy's sign negative.", "McMurray negative, Lachman stable.",
               "Romberg negative; gait steady.", "Babinski downgoing bilaterally.", "Homans sign negative, no calf tenderness.",
               "Epley maneuver performed in office with relief.", "Valsalva did not reproduce symptoms.",
               "Holter monitor ordered for palpitations.", "Foley removed prior to discharge per summary.",
               "Wells score 0, low pretest probability.", "Ottawa ankle rules negative, no x-ray needed.",
               "Beers criteria reviewed; stopped diphenhydramine.", "Tanner stage 3.", "Apgar scores 8 and 9 per birth record.",
               "Glasgow Coma Scale 15 on arrival per ED note.", "Hx of Bell's palsy, resolved.", "Baker's cyst noted on US.",
               "Parkinson's disease followed by neurology.", "Raynaud's worse in cold weather.", "Barrett's on last EGD, repeat in 3 yrs.",
               "Hashimoto's on levothyroxine.", "Crohn's in remission on adalimumab.", "Graves disease s/p RAI, now hypothyroid.",
               "Down syndrome, lives with family, attends day program.", "Meniere's: low-salt diet reviewed.",
               "Cushingoid features absent.", "Addison's disease ruled out (AM cortisol normal).",
               "Wilson's disease screen not indicated.", "Hunter syndrome carrier testing discussed with genetics."]

WORD_SENT = ["Will call back if symptoms worsen.", "Pt will pick up at pharmacy tomorrow.", "Denies frank hematuria.",
             "Hx kidney stone 2 yrs ago, passed spontaneously.", "Rash consistent with poison ivy.", "Page 2 of 3",
             "Paged on-call provider, no callback in 15 min, paged again.", "Long-acting insulin held last night.",
             "Little change since last visit.", "Young adult, lives independently.", "Skin warm, dry, no brown discharge.",
             "Mark the date of onset on the symptom diary.", "Rose to 160s systolic when off meds.", "Iris and pupils normal.",
             "Hazel eyes, PERRL.", "Amber urine, good volume per pt.", "Stone-free on CT.", "Grant of coverage pending medical review.",
             "Will need a new prior auth each year.", "Walker at home; no falls.", "Summer camp form requested.",
             "May take with or without food.", "Patient may return to work without restrictions.",
             "Banks of fluorescent lights trigger migraine.", "Faith is important to the patient; declines blood products.",
             "Joy reported in activities (PHQ item 1: 0).", "Bell rang at front desk, no answer after hours.",
             "Dawn phenomenon suspected; check 3 AM glucose.", "Wood stove in home; CO detector present.", "Strong family support.",
             "Best contact is cell.", "King-size bed; uses wedge pillow.", "Room is down the hall from the nurses' station.",
             "Ivy League application essay stress.", "Moody and irritable per family.", "Love handles, wants weight loss.",
             "Frank discussion about goals of care.", "Will follow.", "Hope to taper steroid by next visit.", "Price of insulin is a barrier."]
BILL_SENT = ["There is a 30-day grace period before the account goes to collections.", "Self-pay / cash price quoted: $45.00.",
             "The bill was resubmitted to the secondary payer.", "Please do not pay this bill until insurance processes the claim.",
             "Price estimate provided per No Surprises Act.", "Ask about prompt-pay discount; Medicare claims are filed for you."]
STAFF_SENT = ["Hope this helps!", "We hope you are feeling better.", "Will send a reminder closer to the date.",
              "Please bring your meter and all pill bottles.", "May take with or without food.", "Grace period for forms is 5 business days."]
PT_SENT = ["Will call back if it gets worse.", "I hope it's nothing serious.", "My faith keeps me going through all this.",
           "I got a bill from you guys for $45, is that right?", "The grace period on my insurance ends soon.",
           "My kidney stone came back I think.", "Got into some poison ivy too lol.", "I'll mark it on my calendar.",
           "I may be a little late.", "Will my insurance cover it?", "Joy of joys, the pharmacy lost it again.",
           "Price at the pharmacy was crazy.", "Sorry for the long message, I hope you don't mind.", "Pretty sure the stone passed."]

PUBLIC = ["Medicare", "Medicaid", "CMS", "CDC", "FDA", "ACIP", "VFC", "HIPAA", "NCQA", "DEA", "SSA", "OSHA", "USPSTF",
          "VAERS", "Tricare", "the VA"]


def neg_sentence(rng, kind=None):
    kind = kind or rng.choice(["ep", "word", "word"])
    return rng.choice({"ep": EPONYM_SENT, "word": WORD_SENT, "bill": BILL_SENT, "staff": STAFF_SENT, "pt": PT_SENT}[kind])


def med_line(rng, i=None, m=None):
    d, s, sig = m or rng.choice(MEDS)
    pre = "%d. " % i if i else "- "
    return "%s%s %s - %s" % (pre, d, s, sig)


def meds(rng, n):
    return [rng.choice(MEDS) for _ in range(n)]
