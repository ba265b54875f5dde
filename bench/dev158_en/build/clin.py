"""Clinical (non-PHI) content for dev158_en: diagnoses, plans, obs, meds, alerts.

Nothing here is PHI; these are the look-alikes a ward note is full of.
"""

DX = {
    "med": ["CAP", "LRTI", "IECOPD", "decompensated CCF", "UTI + delirium",
            "cellulitis L) leg", "cellulitis R) foot", "AKI on CKD3b", "hyponatraemia (Na 121)",
            "fall ?cause, long lie", "syncope ?cardiac", "NSTEMI", "new AF w RVR",
            "DKA - resolving", "upper GI bleed, Hb 72", "pyelonephritis", "PE - on heparin",
            "L) MCA stroke", "TIA", "hypoglycaemia", "ETOH withdrawal - CIWA",
            "urosepsis", "asp pneumonia", "COVID-19 pneumonitis", "influenza A",
            "hypercalcaemia", "SBP", "anaemia for Ix", "Guillain-Barré - monitoring FVC"],
    "surg": ["#NOF R) - ORIF", "#NOF L) - hemiarthroplasty", "lap chole", "SBO - conservative",
             "lap appendicectomy", "Hartmann's procedure", "L) TKR", "R) THR",
             "diverticulitis", "perf DU - washout", "incarcerated inguinal hernia",
             "open AAA repair", "R) BKA", "TURP", "Colles # ORIF", "ischaemic toes - angio",
             "Whipple's", "ex-lap + adhesiolysis", "pilonidal abscess", "acute cholecystitis",
             "L) hemicolectomy", "I&D abscess", "ankle # (Weber B) ORIF"],
    "aged": ["delirium on dementia", "BPSD", "failure to cope at home", "recurrent falls",
             "deconditioning", "Parkinson's disease - off state", "polypharmacy review",
             "UTI", "constipation + overflow", "pubic rami #", "T12 wedge #",
             "hypoactive delirium", "Lewy body dementia - agitation"],
    "rehab": ["post #NOF reconditioning", "stroke rehab - R) hemi", "post BKA - prosthetic training",
              "GBS rehab", "post TKR mobilising", "post-ICU weakness", "spinal cord injury T10",
              "TBI - slow stream", "post-op deconditioning (Hartmann's)"],
}
WARD_KIND_SPEC = {"med": ["Gen Med", "General Medicine", "Respiratory", "Cardiology",
                          "Renal", "Gastro", "AMU"],
                  "surg": ["Gen Surg", "Colorectal", "Ortho", "Vascular", "Urology",
                           "Orthogeriatrics", "Upper GI"],
                  "aged": ["Geriatrics", "Aged Care", "Geri Med", "OPH"],
                  "rehab": ["Rehab", "AT&R", "GEM", "Subacute"]}

ISSUES = ["NEWS {news}", "ADDS {news}", "O2 {o2}L NP", "RA sats {sat}%", "IVAB day {d}",
          "IDC in situ", "PIVC R) ACF day {d}", "PICC", "NBM from midnight", "FBC/EUC mane",
          "BGL {bgl}", "BGLs QID", "fluid restrict 1.2 L", "strict FBC", "pain {p}/10",
          "4AT {fourat}", "Waterlow {wl}", "Braden {br}", "MUST 2", "1:1 special overnight",
          "bed alarm on", "hi-lo bed + mats", "falls risk (Ontario 17)", "SAFE-T mattress",
          "TEDs + clexane", "NG feeds @ 60 mL/hr", "drain 40 mL serous", "wound VAC",
          "stoma active", "BO day {d}", "BNO x4 days", "telemetry", "neuro obs 2/24",
          "CIWA {ciwa}", "Hb {hb}", "K {k}", "INR {inr}", "troponin {trop}", "CRP {crp}",
          "chest physio", "incentive spirometry", "PAC x2", "SPC", "NIV overnight",
          "modified MET criteria", "NFR/ no MET", "AMBER care bundle", "PEG feeds"]
PLANS = ["d/c home today once meds ready", "awaiting OT home visit", "for PT review re: stairs",
         "SW ref - carer stress", "ACAT referral sent", "await NASC assessment",
         "chase CT brain report", "for colonoscopy tomorrow", "repeat EUC 1600",
         "wean O2 to RA", "switch to oral ABx", "for theatre - 2nd on list", "await ortho review",
         "family meeting booked", "for TCP/ step-down", "GEM referral", "await RACF bed offer",
         "goals of care discussion", "for rehab assessment", "pharmacy to do Webster pack",
         "needs escort to MRI 1400", "remove IDC TWOC 0600", "dietitian r/v",
         "geri consult", "for ECHO", "PICC insertion booked", "hold anticoag for procedure",
         "transport to be booked", "EDD may slip - awaiting placement"]
MEDS = ["paracetamol 1 g QID", "oxycodone 5 mg PRN 4/24", "enoxaparin 40 mg SC daily",
        "pip-taz 4.5 g IV q8h", "ceftriaxone 1 g IV daily", "frusemide 40 mg IV BD",
        "metoprolol 25 mg BD", "apixaban 5 mg BD", "Movicol 1 sachet BD",
        "insulin glargine 18 units nocte", "haloperidol 0.5 mg PO PRN", "thiamine 100 mg TDS",
        "amoxicillin 1 g TDS", "doxycycline 100 mg BD", "prednisolone 40 mg mane",
        "tramadol 50 mg PRN", "pantoprazole 40 mg daily", "ondansetron 4 mg PRN",
        "levodopa/carbidopa 100/25 QID (time-critical)", "vancomycin - trough mane",
        "KCl 10 mmol IV over 1 hr", "gentamicin 320 mg - level due", "morphine 2.5 mg SC PRN",
        "melatonin 2 mg nocte", "lactulose 20 mL BD", "Panadeine Forte 2 tabs PRN"]
ALERTS = ["Falls risk", "MRSA", "VRE", "CPE contact", "Allergy: penicillin (rash)",
          "Allergy: sulfa", "NKDA", "NFR", "Wandering risk", "Aggression alert",
          "PI stage 2 sacrum", "Interpreter req", "Hearing impaired", "Diabetic",
          "Anticoagulated", "Dysphagia - IDDSI 4", "Bariatric", "Airborne precautions",
          "Droplet precautions", "Vision impaired", "Latex allergy", "Dementia", "ACD on file"]
MOBILITY = ["indep", "S/B", "1 assist + 4WW", "2 assist", "hoist", "FWB with frame",
            "NWB L) leg", "bed rest", "stand-by assist", "PUF", "w/chair", "TTWB"]
DIET = ["full ward diet", "diabetic diet", "IDDSI 5 minced", "IDDSI 4 puree", "NBM",
        "clear fluids", "low salt", "thickened fluids L2", "FTT", "renal diet"]
DISCH_DEST = ["home", "home with family", "home + HACC", "RACF", "rehab", "TCP",
              "respite", "interhospital", "step-down", "sister's home"]
TRANSPORT = ["family", "taxi", "PTS stretcher", "PTS seated", "ambulance", "own car",
             "hospital shuttle", "wheelchair taxi", "community transport"]
DC_STATUS = ["Confirmed", "Probable", "Possible", "Not today", "Pending", "Delayed"]
DELAYS = ["awaiting RACF placement", "awaiting transport", "meds not ready",
          "awaiting d/c summary", "awaiting bloods", "family unable to collect until 1700",
          "awaiting equipment (4WW + shower chair)", "awaiting allied health clearance",
          "guardianship application", "awaiting consultant review", "home not ready",
          "NDIS plan pending", "awaiting ACAT", "awaiting NASC", "pending imaging"]


NZ_SWAP = {"ACAT": "NASC", "HACC": "home support", "NDIS": "MoH disability", "TCP": "AT&R step-down",
           "RACF": "rest home"}
AU_SWAP = {"NASC": "ACAT"}


def localise(g, s):
    for a, b in (NZ_SWAP if g.cc == "NZ" else AU_SWAP).items():
        s = s.replace(a, b)
    return s


def delay(g):
    return localise(g, g.c(DELAYS))


def plan(g):
    return localise(g, g.c(PLANS))


def oral_meds(g, n):
    return g.r.sample([m for m in MEDS if " IV" not in m and "trough" not in m and "level" not in m], n)


def fill(g, s):
    return s.format(news=g.ri(0, 7), o2=g.ri(1, 4), sat=g.ri(89, 99), d=g.ri(1, 6),
                    bgl="%.1f" % (g.ri(40, 180) / 10), p=g.ri(0, 8), fourat=g.ri(0, 8),
                    wl=g.ri(8, 24), br=g.ri(10, 20), ciwa=g.ri(2, 16),
                    hb=g.ri(68, 140), k="%.1f" % (g.ri(29, 59) / 10),
                    inr="%.1f" % (g.ri(9, 38) / 10), trop=g.ri(4, 900),
                    crp=g.ri(3, 280))


def issues(g, n):
    return [fill(g, s) for s in g.r.sample(ISSUES, n)]


def obs(g):
    return "T %.1f HR %d BP %d/%d RR %d SpO2 %d%% %s" % (
        g.ri(358, 391) / 10, g.ri(58, 128), g.ri(88, 176), g.ri(48, 96), g.ri(12, 30),
        g.ri(86, 100), g.c(["RA", "2L NP", "4L NP", "HFNP 30L/40%"]))


def kind(g):
    return g.c(["med", "med", "surg", "aged", "rehab", "surg", "aged"])


def spec(g, k):
    return g.c(WARD_KIND_SPEC[k])


def dx(g, k):
    return g.c(DX[k])


def time(g, lo=0, hi=23):
    return "%02d%02d" % (g.ri(lo, hi), g.c([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def time_pair(g, lo=8, hi=20):
    """Two ordered HHMM times (e.g. in/out) between lo and hi hours."""
    a = g.ri(lo * 60, hi * 60 - 30)
    b = a + g.ri(20, min(240, hi * 60 + 120 - a))
    a -= a % 5
    b -= b % 5
    return "%02d%02d" % (a // 60, a % 60), "%02d%02d" % ((b // 60) % 24, b % 60)


def time_colon(g, lo=0, hi=23):
    return "%02d:%02d" % (g.ri(lo, hi), g.ri(0, 59))
