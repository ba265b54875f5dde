"""Clinical text blocks with no PHI: reasons for calls, lab values, drugs,
eponyms, scores, device model names and other hard negatives."""


def _b(s):
    return [x.strip() for x in s.split("|") if x.strip()]


DRUGS = _b("adrenaline 1 mg IV|amiodarone 300 mg|naloxone 400 mcg IM|furosemide 40 mg IV|"
           "enoxaparin 1.5 mg/kg|Tazocin 4.5 g|vancomycin 1 g|Actrapid 10 units + 50 ml 50% glucose|"
           "metoprolol 5 mg IV|alteplase|tenecteplase|calcium gluconate 10% 30 ml|"
           "salbutamol 5 mg nebs|hydrocortisone 100 mg IV|co-amoxiclav 1.2 g|"
           "lorazepam 2 mg IV|levetiracetam 60 mg/kg|midazolam 10 mg buccal|"
           "oxycodone 5 mg PO|morphine 2.5 mg SC|haloperidol 0.5 mg|ondansetron 4 mg|"
           "paracetamol 1 g IV|gentamicin 5 mg/kg|digoxin 500 mcg|magnesium 2 g|"
           "tranexamic acid 1 g|Sinemet 25/100|apixaban 5 mg BD|warfarin|insulin glargine|"
           "dexamethasone 6.6 mg|ceftriaxone 2 g|aciclovir 10 mg/kg|Vitamin K 10 mg IV|"
           "Octaplex|noradrenaline 0.1 mcg/kg/min|GTN spray|aspirin 300 mg|ticagrelor 180 mg")

EPONYMS = _b("Glasgow Coma Scale|Parkinson's disease|Addisonian crisis|Cushing's|"
             "Hartmann's procedure|Guedel airway|Yankauer sucker|Foley catheter|Swan-Ganz line|"
             "Hickman line|Mallampati III|Kussmaul breathing|Cheyne-Stokes breathing|"
             "Wenckebach|Mobitz II|Bell's palsy|Guillain-Barré|Crohn's flare|Hodgkin lymphoma|"
             "Wernicke's|Stevens-Johnson|Sengstaken-Blakemore tube|Glasgow-Blatchford score|"
             "Wells score|CURB-65|Rockall score|Waterlow score|Braden score|Apgar|"
             "Murphy's sign|Trousseau's sign|Alzheimer's dementia|Down syndrome|"
             "Whipple's procedure|Ludwig's angina|Brugada pattern|Takotsubo|Still's disease")

MODELS = _b("Tellan T7 pager|Multiline X40 handset|Corvex CX-210 alphanumeric pager|"
            "Halden HR-5 radio|BeaconCall 300 nurse call|SafeLink 8440 DECT phone|"
            "Zeta R Series defibrillator|HeartGuard MRx|LUCAS 3 chest compression system|"
            "i-gel size 4|EZ-IO drill|Level 1 rapid infuser|GlideScope|Alaris GP pump|"
            "Vocalink VX2 badge|PageStar 6 console|Nortel-style PBX|CallTrack v7.4 recorder")

SCORES = ["NEWS2 %d", "NEWS %d", "MEWS %d", "GCS %d/15", "qSOFA %d", "PEWS %d", "ATS %d",
          "ESI %d", "CTAS %d", "Waterlow %d", "pain %d/10", "RASS -%d"]


def score(rng):
    s = rng.choice(SCORES)
    return s % rng.randrange(1, 10) if "GCS" not in s else s % rng.randrange(3, 16)


def obs(rng):
    parts = []
    if rng.random() < 0.8:
        parts.append("BP %d/%d" % (rng.randrange(68, 190), rng.randrange(35, 110)))
    if rng.random() < 0.8:
        parts.append("HR %d" % rng.randrange(38, 170))
    if rng.random() < 0.6:
        parts.append("RR %d" % rng.randrange(8, 40))
    if rng.random() < 0.7:
        parts.append("SpO2 %d%% %s" % (rng.randrange(78, 100),
                                        rng.choice(["RA", "on 2L NC", "on 15L NRB", "on 40% venturi",
                                                    "on air", "on 4L"])))
    if rng.random() < 0.5:
        parts.append("T %.1f" % (rng.randrange(345, 405) / 10))
    if rng.random() < 0.3:
        parts.append("BM %.1f" % (rng.randrange(12, 300) / 10))
    if not parts:
        parts.append("HR %d" % rng.randrange(38, 170))
    return ", ".join(parts)


LABS = [
    ("K+", "mmol/L", 6.2, 7.9, "3.5-5.3"), ("Potassium", "mmol/L", 2.0, 2.6, "3.5-5.3"),
    ("Na", "mmol/L", 112, 121, "133-146"), ("Sodium", "mmol/L", 158, 166, "133-146"),
    ("Glucose", "mmol/L", 1.1, 2.3, "3.5-7.8"), ("Hb", "g/L", 48, 64, "130-170"),
    ("Platelets", "x10^9/L", 5, 19, "150-400"), ("INR", "", 6.1, 11.5, "0.8-1.2"),
    ("Lactate", "mmol/L", 4.1, 9.8, "0.5-2.2"), ("Troponin T", "ng/L", 480, 9800, "<14"),
    ("Calcium (adj)", "mmol/L", 3.3, 3.9, "2.2-2.6"), ("Creatinine", "umol/L", 560, 1020, "59-104"),
    ("pH", "", 6.95, 7.14, "7.35-7.45"), ("Neutrophils", "x10^9/L", 0.1, 0.4, "2.0-7.5"),
    ("Phosphate", "mmol/L", 0.15, 0.29, "0.8-1.5"), ("Paracetamol", "mg/L", 120, 310, "-"),
    ("CK", "U/L", 14000, 68000, "40-320"), ("Magnesium", "mmol/L", 0.2, 0.38, "0.7-1.0"),
    ("Ammonia", "umol/L", 110, 260, "<50"), ("Blood culture", "", 0, 0, "-"),
    ("Digoxin", "ug/L", 3.1, 5.4, "0.5-2.0"), ("Lithium", "mmol/L", 1.8, 3.2, "0.4-1.0"),
]
CULTURE = _b("Gram-positive cocci in clusters (2/2 bottles)|Gram-negative bacilli, aerobic bottle|"
             "Gram-positive cocci in chains|yeasts seen, anaerobic bottle|Gram-negative diplococci in CSF")


def lab(rng):
    name, unit, lo, hi, ref = rng.choice(LABS)
    if name == "Blood culture":
        return name, rng.choice(CULTURE), "", "-"
    v = lo + (hi - lo) * rng.random()
    if hi >= 100:
        val = "%d" % round(v)
    elif hi >= 10:
        val = "%.1f" % v
    else:
        val = "%.2f" % v if hi < 1 or name == "pH" else "%.1f" % v
    return name, val, unit, ref


def lab_phrase(rng):
    name, val, unit, _ = lab(rng)
    return ("%s %s %s" % (name, val, unit)).strip()


WARD_CONCERNS = [
    lambda r: "%s, %s" % (score(r), obs(r)),
    lambda r: "%s on repeat, ECG ?peaked T waves" % lab_phrase(r),
    lambda r: "c/o central chest pain, %s, ECG done" % obs(r),
    lambda r: "unwitnessed fall, on apixaban, %s, small lac to occiput" % score(r),
    lambda r: "hypo BM %.1f, given 150 ml 10%% glucose, repeat BM %.1f" % (r.randrange(12, 30) / 10,
                                                                           r.randrange(35, 80) / 10),
    lambda r: "POD %d Hartmann's, tachy %d, abdo distended" % (r.randrange(1, 6), r.randrange(110, 150)),
    lambda r: "new AF rate %d, BP %d/%d" % (r.randrange(130, 180), r.randrange(85, 130), r.randrange(50, 80)),
    lambda r: "missed Sinemet doses (Parkinson's), now rigid and not swallowing",
    lambda r: "pulled out PICC line, bleeding controlled with pressure",
    lambda r: "transfusion reaction? T %.1f, rigors, unit stopped at %d ml" % (r.randrange(380, 402) / 10,
                                                                              r.randrange(40, 200)),
    lambda r: "Na %d, confused, ?SIADH, fluid restrict 1 L" % r.randrange(114, 126),
    lambda r: "agitated, pulling at Foley catheter, %s" % r.choice(["needs r/v", "4AT 6", "CAM +ve"]),
    lambda r: "drowsy post morphine, RR %d, ?naloxone" % r.randrange(6, 10),
    lambda r: "SOB, %s, CXR requested" % obs(r),
    lambda r: "seizure lasting %d min, midazolam 10 mg buccal given, now post-ictal" % r.randrange(3, 9),
    lambda r: "melaena x%d, Hb %d (was %d), Glasgow-Blatchford %d" % (r.randrange(2, 5), r.randrange(62, 85),
                                                                      r.randrange(100, 130), r.randrange(8, 16)),
    lambda r: "urine output %d ml over last %d h, catheterised" % (r.randrange(10, 60), r.randrange(4, 9)),
    lambda r: "family concerned re new confusion, %s" % score(r),
    lambda r: "needs TTO signing for discharge tomorrow + warfarin dose (INR %.1f)" % (r.randrange(15, 45) / 10),
    lambda r: "IV access lost x%d, needs cannula for %s" % (r.randrange(2, 4), r.choice(DRUGS)),
    lambda r: "Kussmaul breathing, ketones %.1f, ?DKA, VBG pH %.2f" % (r.randrange(30, 70) / 10,
                                                                        r.randrange(698, 728) / 100),
    lambda r: "chest drain swinging, bubbling stopped, %s" % obs(r),
    lambda r: "post-op urinary retention, bladder scan %d ml" % r.randrange(650, 1200),
    lambda r: "CURB-65 %d, sats dropping, %s" % (r.randrange(2, 5), obs(r)),
    lambda r: "pt wishes to self-discharge, lacks capacity? needs r/v",
    lambda r: "GCS dropped %d->%d, pupils equal, on DOAC" % (r.randrange(13, 16), r.randrange(8, 13)),
    lambda r: "QTc %d ms post citalopram OD, K %.1f" % (r.randrange(490, 560), r.randrange(30, 38) / 10),
    lambda r: "stridor post thyroidectomy, neck swelling",
    lambda r: "drug chart needs rewriting (Tazocin due 22:00)",
    lambda r: "%d/7 hx of D&V, now dry, lactate %.1f, needs fluids + r/v" % (r.randrange(2, 6), r.randrange(21, 50) / 10),
    lambda r: "on Sinemet 25/100 and co-careldopa CR, swallow assessment failed - needs NG / alt route",
    lambda r: "adrenaline 1:1000 0.5 ml IM given x1 for ?anaphylaxis, BP %d/%d" % (r.randrange(80, 110), r.randrange(40, 70)),
    lambda r: "syringe driver alarming, %s" % r.choice(["occlusion", "battery low", "end of infusion"]),
]


def concern(rng):
    return rng.choice(WARD_CONCERNS)(rng)


ARREST_RHYTHMS = ["VF", "pVT", "PEA", "asystole", "PEA -> VF", "VF -> asystole", "bradycardia 20s"]
ARREST_TYPES_UK = ["ADULT CARDIAC ARREST", "PERI-ARREST", "PAEDIATRIC CARDIAC ARREST",
                   "OBSTETRIC EMERGENCY", "NEONATAL EMERGENCY", "MAJOR HAEMORRHAGE", "TRAUMA CALL",
                   "ADULT CARDIAC ARREST", "ADULT CARDIAC ARREST"]
ARREST_TYPES_US = ["CODE BLUE - ADULT", "CODE BLUE - PEDS", "RAPID RESPONSE", "STROKE ALERT",
                   "STEMI ALERT", "CODE BLUE - ADULT", "OB RAPID RESPONSE", "MASSIVE TRANSFUSION"]
ARREST_TYPES_AU = ["CODE BLUE", "MET CALL", "CODE BLUE - PAEDIATRIC", "MET CALL", "OBSTETRIC MET",
                   "CODE BLUE", "TRAUMA CALL (TIER 1)"]
ARREST_TYPES_CA = ["CODE BLUE", "CODE BLUE - PEDIATRIC", "CODE 66 (RAPID RESPONSE)", "CODE BLUE",
                   "CODE PINK", "STEMI ALERT"]


def arrest_course(rng):
    """Short resus summary (plain text)."""
    rhythm = rng.choice(ARREST_RHYTHMS)
    lines = ["Initial rhythm %s." % rhythm]
    if "VF" in rhythm or "VT" in rhythm:
        lines.append("Shocked x%d (%s J biphasic)." % (rng.randrange(1, 5), rng.choice(["150", "200", "150-360"])))
        lines.append("Adrenaline 1 mg x%d, amiodarone 300 mg after 3rd shock." % rng.randrange(1, 4))
    else:
        lines.append("Adrenaline 1 mg (10 ml 1:10,000) x%d, 4Hs & 4Ts reviewed." % rng.randrange(1, 6))
    lines.append(rng.choice(["Airway: Guedel + BVM, then i-gel size 4.", "Intubated by anaes SpR, ETCO2 %.1f kPa."
                             % (rng.randrange(25, 55) / 10), "LUCAS 3 applied for CT transfer.",
                             "EZ-IO left humeral head.", "VBG: K %.1f, lactate %.1f, pH %.2f." %
                             (rng.randrange(30, 75) / 10, rng.randrange(20, 140) / 10, rng.randrange(680, 730) / 100)]))
    out = rng.choice(["ROSC after %d min of CPR." % rng.randrange(4, 35),
                      "Resuscitation discontinued after %d min; time of death recorded." % rng.randrange(15, 45),
                      "ROSC at %d min, GCS 3, to ICU for TTM." % rng.randrange(5, 25),
                      "Patient not in arrest - vasovagal, GCS 15 on team arrival.",
                      "Peri-arrest: rapid AF, DC cardioversion 120 J synchronised, SR restored."])
    lines.append(out)
    return " ".join(lines)


CALL_OUTCOMES = ["answered", "ans", "no answer", "engaged", "voicemail left", "answered 2nd attempt",
                 "acknowledged", "diverted to mobile", "NR x2 then answered", "busy in theatre - will call back"]

ROLES_UK = ["Med Reg", "Surg Reg", "Ortho SHO", "Medical SHO", "FY1 (nights)", "CCU nurse",
            "Anaes Reg", "Obs Reg", "Paeds Reg", "Hospital at Night practitioner", "Outreach",
            "ITU Reg", "Gen Surg SHO", "Urology SpR", "Site Manager", "Psych liaison", "Porter supervisor"]
ROLES_US = ["Hospitalist (nocturnist)", "Surgery resident", "Ortho resident", "Medicine intern",
            "Rapid Response RN", "Anesthesia resident", "OB resident", "Peds resident",
            "Respiratory Therapy", "ICU fellow", "House Supervisor", "Cardiology fellow",
            "Neuro resident", "Chaplain on call", "Security dispatch"]
ROLES_AU = ["Med Reg", "Surg Reg", "After Hours RMO", "ICU Liaison", "AHNM", "Ortho Reg",
            "Anaes Reg", "O&G Reg", "Paeds Reg", "Intern (after hours)", "MET nurse", "Wardsperson"]
ROLES_CA = ["Internal Medicine resident", "General Surgery resident", "Hospitalist", "CCRT RN",
            "Anesthesia resident", "Obstetrics resident", "Pediatrics resident", "RT on call",
            "Patient Care Manager", "ICU resident", "Psychiatry resident"]
ROLES_IE = ["Medical Reg", "Surgical Reg", "Medical SHO", "Intern (on call)", "Anaesthetic Reg",
            "Obs/Gynae Reg", "CNM3 (night)", "Paeds Reg", "ICU Reg", "Ortho SHO", "ANP (ED)"]


def roles(country):
    return {"UK": ROLES_UK, "US": ROLES_US, "AU": ROLES_AU, "CA": ROLES_CA, "IE": ROLES_IE}[country]


NONSENSE_CALLS = [
    "withheld - silent call, disconnected after 00:00:40",
    "caller asked for the canteen opening hours - advised 07:30",
    "automated marketing call - disconnected",
    "fire alarm test announcement (weekly) - zone 3 - no action",
    "caller requested visiting hours - 14:00-20:00, 2 visitors per bed",
    "internal test call from IT (PBX failover test) - OK",
    "lift alarm activated - estates bleeped, lift stuck between L2 and L3, released, no injuries",
    "hoax call re bomb threat? - security + police informed per policy, stood down",
    "caller asking for parking permit office - given direct line hours",
    "call dropped during transfer - caller rang back, reconnected",
]

SHIFT_STATS = [
    "Calls offered: %d  Answered: %d  Abandoned: %d  ASA: 00:00:%02d",
    "Total inbound %d / answered %d / abandoned %d / avg answer %02ds",
]


def shift_stats(rng):
    off = rng.randrange(180, 900)
    ab = rng.randrange(3, 40)
    t = rng.choice(SHIFT_STATS)
    return t % (off, off - ab, ab, rng.randrange(4, 30))


NONDOC = ("Security", "Chaplain", "House Supervisor", "Porter", "Site Manager", "Wardsperson", "AHNM",
          "Patient Care Manager", "RT on call", "Respiratory", "MET nurse", "CCRT", "Outreach", "CNM",
          "ANP", "CCU nurse", "Rapid Response RN", "practitioner", "ICU Liaison", "Psych liaison")


def is_doc_role(role):
    return not any(k in role for k in NONDOC)


def role_staff(r, c, doc_only=False):
    """Pick an on-call role for the country and a staff member who holds it."""
    rl = roles(c.c)
    if doc_only:
        rl = [x for x in rl if is_doc_role(x)]
    role = r.choice(rl)
    return role, c.staff(doctor=is_doc_role(role), role=role)


OUTPT_DRUGS = _b("amlodipine 5 mg OD|metformin 500 mg BD|atorvastatin 40 mg nocte|ramipril 2.5 mg|"
                 "bisoprolol 2.5 mg|levothyroxine 75 mcg|sertraline 50 mg|omeprazole 20 mg|apixaban 5 mg BD|"
                 "warfarin (per INR)|furosemide 40 mg OD|Sinemet 25/100 TDS|donepezil 10 mg|"
                 "insulin glargine 20 units|salbutamol inhaler PRN|tiotropium 18 mcg|prednisolone 5 mg|"
                 "allopurinol 100 mg|tamsulosin 400 mcg|gabapentin 300 mg TDS|co-codamol 30/500 PRN|"
                 "Eliquis 2.5 mg BID|lisinopril 10 mg daily|Jardiance 10 mg|Entresto 24/26 mg BID|"
                 "spironolactone 25 mg|methotrexate 15 mg weekly|folic acid 5 mg|lithium 400 mg")

HPI_BITS = _b("Denies fever or rigors.|Home BP readings 182/96, 176/101 this morning.|"
              "Pain 6/10, worse on movement.|Took 2 x paracetamol 500 mg at 07:00 with little effect.|"
              "No chest pain, no SOB at rest.|Passing urine normally.|Some nausea, no vomiting.|"
              "Weight up 2.5 kg in 3 days per home scales.|Fingerstick glucose 17.8 before lunch.|"
              "Ankles more swollen, sleeping on 3 pillows.|Missed last 2 doses as ran out.|"
              "Wound photo sent via portal - erythema 2 cm around incision.|Bowels not opened for 4 days.|"
              "Pulse oximeter at home reads 91-93%.|Symptoms for 3/7, worse over last 24h.|"
              "Seen in clinic 2/52 ago, told to ring if no better.|Uses co-codamol 30/500 two tabs QDS.|Headache since waking, no visual change.|"
              "Has had 3 falls in the past 2 weeks, no head injury.|Taking fluids, eating small amounts.")
ADVICE = _b("Advised to attend ED if chest pain, collapse or new weakness.|Red-flag symptoms explained; "
            "caller verbalised understanding.|Continue current medications; do not double up missed doses.|"
            "Repeat bloods booked at phlebotomy.|Increase furosemide to 40 mg BD for 3 days then review.|"
            "Hold metformin while vomiting (sick-day rules).|Keep wound dry, dressing change at practice.|"
            "Call back line given for overnight concerns.|Message sent to provider for same-day review.|"
            "Prescription sent electronically to pharmacy.")
