"""Genre: chemotherapy day unit (nursing records, pharmacy checks, triage calls)."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import story as S
from doc import Doc, X

KEY = "cdu"

REGIMEN_DRUGS = {
    "CAPOX": [("oxaliplatin", "130 mg/m2", "IV over 2 h in 500 mL glucose 5%")],
    "FOLFOX": [("oxaliplatin", "85 mg/m2", "IV over 2 h"), ("folinic acid", "350 mg", "IV over 2 h"),
               ("fluorouracil", "400 mg/m2", "IV bolus"), ("fluorouracil", "2400 mg/m2", "CIVI over 46 h via ambulatory pump")],
    "FOLFIRI plus bevacizumab": [("bevacizumab", "5 mg/kg", "IV over 30 min"), ("irinotecan", "180 mg/m2", "IV over 90 min"),
                                 ("fluorouracil", "2400 mg/m2", "CIVI over 46 h via ambulatory pump")],
    "R-CHOP-21": [("rituximab", "375 mg/m2", "IV, rate escalation"), ("cyclophosphamide", "750 mg/m2", "IV over 30 min"),
                  ("doxorubicin", "50 mg/m2", "IV bolus via fast-running drip"), ("vincristine", "1.4 mg/m2 (max 2 mg)", "IV in 50 mL over 10 min")],
    "ABVD": [("doxorubicin", "25 mg/m2", "IV bolus"), ("bleomycin", "10,000 units/m2", "IV over 30 min"),
             ("vinblastine", "6 mg/m2", "IV over 10 min"), ("dacarbazine", "375 mg/m2", "IV over 60 min, protect from light")],
    "carboplatin and paclitaxel": [("paclitaxel", "175 mg/m2", "IV over 3 h via 0.2 micron filter"), ("carboplatin", "AUC 5", "IV over 60 min")],
    "carboplatin and pemetrexed with pembrolizumab": [("pembrolizumab", "200 mg", "IV over 30 min"), ("pemetrexed", "500 mg/m2", "IV over 10 min"),
                                                      ("carboplatin", "AUC 5", "IV over 60 min")],
    "docetaxel": [("docetaxel", "75 mg/m2", "IV over 60 min")],
    "EC": [("epirubicin", "90 mg/m2", "IV bolus via fast-running drip"), ("cyclophosphamide", "600 mg/m2", "IV bolus")],
    "weekly paclitaxel": [("paclitaxel", "80 mg/m2", "IV over 60 min")],
    "trastuzumab and pertuzumab": [("pertuzumab", "420 mg", "IV over 30-60 min"), ("trastuzumab", "6 mg/kg", "IV over 30 min")],
    "gemcitabine and carboplatin": [("gemcitabine", "1000 mg/m2", "IV over 30 min"), ("carboplatin", "AUC 5", "IV over 60 min")],
    "nivolumab": [("nivolumab", "480 mg", "IV over 30 min")],
    "FEC-100": [("fluorouracil", "500 mg/m2", "IV bolus"), ("epirubicin", "100 mg/m2", "IV bolus"), ("cyclophosphamide", "500 mg/m2", "IV bolus")],
    "bendamustine and rituximab": [("rituximab", "375 mg/m2", "IV"), ("bendamustine", "90 mg/m2", "IV over 30-60 min")],
    "gemcitabine and nab-paclitaxel": [("nab-paclitaxel", "125 mg/m2", "IV over 30 min"), ("gemcitabine", "1000 mg/m2", "IV over 30 min")],
}
PREMEDS = ["ondansetron 8 mg PO", "dexamethasone 8 mg IV", "chlorphenamine 10 mg IV", "paracetamol 1 g PO", "famotidine 20 mg IV",
           "aprepitant 125 mg PO", "granisetron 1 mg IV", "hydrocortisone 100 mg IV"]
TTO = ["ondansetron 8 mg BD x 3 days", "dexamethasone 4 mg BD x 3 days", "metoclopramide 10 mg TDS PRN",
       "filgrastim 30 MU SC daily days 5-11", "pegfilgrastim 6 mg SC day 2 (on-body injector)", "loperamide 2 mg PRN",
       "mouthwash benzydamine QDS", "aprepitant 80 mg days 2-3"]


def _regimen(R):
    name = R.choice(list(REGIMEN_DRUGS))
    return name, REGIMEN_DRUGS[name]


def _bsa(R):
    h = R.randint(150, 192)
    w = R.uniform(47, 118)
    bsa = ((h * w) / 3600) ** 0.5
    return h, w, bsa


def nursing_record(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    nurse = C.staff("nurse", "nurse1")
    chk = C.staff("nurse", "nurse2")
    pharm = C.staff("pharm", "pharm")
    cons = C.staff("medonc", "cons")
    reg_name, drugs = _regimen(R)
    h, w, bsa = _bsa(R)
    cyc = R.randint(1, 8)
    unit = C.ward() if R.random() < 0.7 else None
    if L == "US":
        doc.line(R.choice(["Infusion Center Nursing Note", "OUTPATIENT INFUSION - NURSING ADMINISTRATION RECORD"]))
    else:
        doc.line(R.choice(["CHEMOTHERAPY DAY UNIT - NURSING ADMINISTRATION RECORD", "SACT Day Unit Nursing Note",
                           "Chemo Suite - Treatment Record", "Day Oncology Unit Record", "Ambulatory Care Unit - SACT record"]))
    doc.add(X("HOSPITAL", C.hosp.name))
    if unit:
        doc.add(", ", X("HOSPITAL", unit))
    doc.add("   Chair ", X("LOCATION_OTHER", str(R.randint(1, 24))), "\n")
    doc.line("Date: ", C.D(C.today), "   Arrived ", "%02d:%02d" % (R.randint(8, 11), R.randint(0, 59)))
    doc.blank()
    B.pt_header(doc, C, style=R.choice(["table", "inline", "upper"]), show_addr=R.random() < 0.35)
    doc.line("Ht ", str(h), " cm  Wt ", "%.1f" % w, " kg  BSA ", "%.2f" % bsa, " m2   Allergies: ", R.choice(CL.ALLERGIES))
    doc.line("Regimen: ", reg_name, "  Cycle ", str(cyc), " Day 1   Consultant: ", cons.t_last(C.period))
    doc.line("Prescription order ", X("IDNUM", LC.order_no(R)), " clinically screened by ", pharm.full(), " (pharmacist) on ",
             C.D(C.days(-1)))
    doc.blank()
    doc.line("PRE-TREATMENT CHECKS")
    pre = C.days(-R.randint(1, 3))
    doc.line("- Pre-assessment: ", R.choice(["telephone", "face to face", "nurse-led clinic"]), " by ",
             C.staff("nurse", "preassess").full(), " on ", C.D(pre), "; toxicity ", R.choice(["nil of note", "G1 fatigue", "G1 neuropathy, stable",
                                                                                           "G1 nausea"]))
    doc.line("- Bloods (", C.D(pre), "): ", CL.labs_block(R, "inline").strip())
    doc.line("- Consent signed ", C.D(C.days(-R.randint(20, 120))), ", re-confirmed verbally today")
    doc.line("- Obs: T ", "%.1f" % R.uniform(36.0, 37.4), "  HR ", str(R.randint(60, 100)), "  BP ", "%d/%d" % (R.randint(100, 150), R.randint(60, 90)),
             "  SpO2 ", str(R.randint(94, 100)), "%")
    if R.random() < 0.2:
        doc.line("- Identity confirmed: wristband x2 identifiers + fingerprint (biometric ID ", X("BIOID", LC.bioid(R, "fingerprint")), ")")
    doc.blank()
    doc.line("ACCESS")
    a = R.random()
    if a < 0.45:
        doc.line("Implanted port (", R.choice(["PowerPort", "BardPort", "Port-a-Cath"]), ", SN ", X("DEVICE", LC.device_serial(R)),
                 ") accessed with 20G non-coring needle; good flush and blood return.")
    elif a < 0.7:
        doc.line("PICC ", R.choice(["right", "left"]), " basilic, ", R.choice(["4Fr single lumen", "5Fr double lumen"]),
                 ", external length ", str(R.randint(0, 4)), " cm, lot ", X("DEVICE", LC.device_serial(R)), "; dressing changed.")
    else:
        doc.line("Peripheral cannula 22G ", R.choice(["left", "right"]), " forearm, first attempt; flashback and flush satisfactory.")
    doc.blank()
    doc.line("ADMINISTRATION")
    t = dt.datetime(2000, 1, 1, R.randint(9, 11), R.choice([0, 10, 20, 30, 40, 50]))
    pm = R.sample(PREMEDS, 2)
    for drug in pm:
        doc.line("%02d:%02d  " % (t.hour, t.minute), drug, "   ", nurse.initials(), "/", chk.initials())
        t += dt.timedelta(minutes=15)
    for d, dose, route in drugs:
        doc.line("%02d:%02d  " % (t.hour, t.minute), d, " ", dose, " ", route, "   ", nurse.initials(), "/", chk.initials())
        t += dt.timedelta(minutes=R.choice([30, 45, 60, 90]))
    doc.line("Reactions: ", R.choice(["none", "none observed", "mild flushing at 15 min, infusion paused 10 min and restarted at half rate, settled",
                                      "nil"]))
    doc.blank()
    doc.line("DISCHARGE")
    doc.line("TTO: ", "; ".join(R.sample(TTO, 2)))
    doc.line("Next cycle: ", C.D(C.days(R.choice([14, 21, 28]))), R.choice(["", " (bloods 48 h before at GP)", " - letter given"]))
    if R.random() < 0.35:
        doc.line("Parking concession issued for vehicle reg ", X("VEHICLE", LC.vehicle_plate(R, L)), " (valid to ",
                 C.D(C.days(R.randint(60, 180))), ")")
    doc.line("24-hour triage line reinforced: ", X("PHONE", C.phone("land")))
    if R.random() < 0.4 and p.family:
        f = p.family[0]
        doc.line("Collected by ", f.rel, " ", f.full() if R.random() < 0.5 else f.firstname(), ", ",
                 X("PHONE", C.phone("mobile")))
    doc.blank()
    doc.line("Nurse: ", nurse.full(), ", ", nurse.creds, R.choice(["", "  (SACT competent)"]))
    doc.line("Second checker: ", chk.full())
    if R.random() < 0.6:
        doc.line("Record saved by ", nurse.username(), " on ", C.D(C.today), " ", "%02d:%02d" % (t.hour, t.minute))
    return doc


def pharmacy_check(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    ph1 = C.staff("pharm", "pharm")
    ph2 = C.staff("pharm", "pharm2")
    tech = C.staff("clerk", "tech")
    cons = C.staff("medonc", "cons")
    reg_name, drugs = _regimen(R)
    h, w, bsa = _bsa(R)
    cyc = R.randint(1, 8)
    doc.line(R.choice(["ONCOLOGY PHARMACY - CLINICAL VERIFICATION", "Chemotherapy prescription screening",
                       "Aseptic Services / Oncology Pharmacy Verification"]))
    doc.line(X("HOSPITAL", C.hosp.name), " Pharmacy Department   Tel ", X("PHONE", C.hosp.phone + LC.extension(R, L)))
    doc.blank()
    doc.line("Patient: ", p.LCF(), "   ", p.mrn_label, " ", X("MRN", p.mrn), "   DOB ", C.D(p.dob), "   (", C.age(), R.choice(["y", " yrs"]), ")")
    doc.line("Prescriber: ", cons.t_full(C.period), "   Order no: ", X("IDNUM", LC.order_no(R)))
    doc.line("Regimen: ", reg_name, ", cycle ", str(cyc), "   Planned date: ", C.D(C.days(1)))
    doc.line("Height ", str(h), " cm; weight ", "%.1f" % w, " kg (", C.D(C.days(-R.randint(1, 6))), "); BSA ", "%.2f" % bsa,
             " m2 (Mosteller)")
    if cyc > 1:
        first = C.days(-R.choice([14, 21, 28]) * (cyc - 1))
        doc.add("Previous cycles: ")
        step = (C.today - first).days // max(1, cyc - 1)
        for i in range(cyc - 1):
            d = first + dt.timedelta(days=i * step)
            while d.weekday() >= 5:
                d += dt.timedelta(days=1)
            doc.add("C%d " % (i + 1), C.D(d), "; " if i < cyc - 2 else "\n")
    if R.random() < 0.6:
        doc.line("Deliver to: ", X("HOSPITAL", C.ward()), R.choice(["", " (chair " + "booked)"]))
    doc.blank()
    doc.line("Doses:")
    for d, dose, route in drugs:
        doc.line("  ", d.ljust(18), dose.ljust(22), route)
    doc.blank()
    doc.line("Checks:")
    for c in R.sample(["Weight within 10% of baseline - no recalculation", "Cumulative anthracycline dose checked (within limit)",
                       "CrCl (Cockcroft-Gault) ", "Interaction screen: no significant interactions with regular meds",
                       "Dose banding applied per national tables", "Hepatitis B serology reviewed (negative)",
                       "G-CSF prescribed as primary prophylaxis", "Antiemetic schedule appropriate (high emetogenic risk)",
                       "DPD status checked - normal", "Dose reduced to 80% per consultant note"], 4):
        if c.startswith("CrCl"):
            carbo = any(d == "carboplatin" for d, _, _ in drugs)
            doc.line("  - ", c, str(R.randint(45, 120)), " mL/min", ", carboplatin dose recalculated" if carbo else ", no adjustment needed")
        else:
            doc.line("  - ", c)
    doc.blank()
    doc.line("Allergies: ", R.choice(CL.ALLERGIES), "   Bloods (", C.D(C.days(-1)), "): ", CL.labs_block(R, "inline").strip())
    doc.line("Comment: ", R.choice(["Clinically appropriate. Released to aseptic unit.", "Queried carboplatin dose with prescriber - amended.",
                                    "Check weight at next cycle (loss of 6% since C1).", "Within dose limits; no changes required."]))
    doc.line("Verified: ", ph1.full(), R.choice([", ", " "]), ph1.creds, "  ", C.D(C.today))
    if L in ("UK", "IE") and R.random() < 0.5:
        doc.line("GPhC reg " if L == "UK" else "PSI reg ", X("LICENSE", "%07d" % R.randint(2000000, 2299999)))
    doc.line("Final check: ", ph2.full(), "   Compounded by: ", tech.full(), " (ATO)")
    doc.line("Worklist user: ", ph1.username(), "   Batch ", X("IDNUM", "B%02d%05d" % (C.today.year % 100, R.randint(0, 99999))))
    return doc


def triage_call(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    nurse = C.staff("nurse", "triage")
    cons = C.staff("medonc", "cons")
    onc_reg = C.staff("fellow", "oncreg")
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer)
    reg_name = C.regimen
    last = C.days(-R.randint(5, 12))
    doc.line(R.choice(["24-HOUR ONCOLOGY TRIAGE - TELEPHONE ASSESSMENT", "Acute Oncology Helpline Log", "Oncology Advice Line Call Record"]))
    doc.line(X("HOSPITAL", C.hosp.name))
    t = "%02d:%02d" % (R.randint(0, 23), R.randint(0, 59))
    doc.line("Call received: ", C.D(C.today), " ", t, "   Call taken by: ", nurse.full(), R.choice([" RN", ", triage nurse", ""]))
    caller_fam = p.family and R.random() < 0.5
    if caller_fam:
        f = R.choice(p.family)
        doc.line("Caller: ", f.rel, " - ", f.full(), "   Callback no: ", X("PHONE", C.phone("mobile")))
        if R.random() < 0.6:
            doc.line("Verbatim: \"hi it's ", X("FAMILY", f.first.lower()), ", ", X("PATIENT", p.first.lower()), "'s ",
                     f.rel, " - ", C.he, " ", R.choice(["just isn't right tonight", "has been shivering since lunch",
                                                      "can't keep anything down", "says " + C.his + " chest feels tight"]),
                     "\"")
    else:
        doc.line("Caller: patient   Callback no: ", X("PHONE", p.mobile if R.random() < 0.6 else p.phone))
    doc.line("Patient: ", p.fml(), "  DOB ", C.D(p.dob), "  ", p.mrn_label, " ", X("MRN", p.mrn))
    if not caller_fam and R.random() < 0.2:
        doc.line("Caller identity confirmed by voiceprint on the triage line (voiceprint ID ", X("BIOID", LC.bioid(R, "voice")), ")")
    doc.line("Diagnosis: ", C.dx, "   Treatment: ", reg_name, ", last given ", C.D(last), "   Consultant: ", cons.t_last(C.period))
    doc.blank()
    doc.line("Allergies: ", R.choice(CL.ALLERGIES), "   Regular meds: ", ", ".join(R.sample(CL.MEDS, 3)))
    if p.family and not caller_fam and R.random() < 0.6:
        f = R.choice(p.family)
        doc.line("NOK: ", f.full(), " (", f.rel, ") ", X("PHONE", C.phone("mobile")))
    prob, adv = R.choice([("fever 38.4 and rigors", "attend immediately for neutropenic sepsis assessment; do not take paracetamol before"),
                          ("vomiting x6 in 24 h, unable to keep fluids down", "attend for IV fluids and antiemetics"),
                          ("diarrhoea 7 episodes since this morning", "attend for assessment; bring stool chart"),
                          ("new shortness of breath", "attend immediately; call 999/ambulance if worse"),
                          ("painful swollen left calf", "attend today for assessment and Doppler"),
                          ("mouth ulcers, unable to eat", "mouthwash as per leaflet, soft diet; review in the unit tomorrow")])
    if L in ("US", "CA"):
        adv = adv.replace("999/ambulance", "911")
    elif L == "AU":
        adv = adv.replace("999/ambulance", "000")
    elif L == "NZ":
        adv = adv.replace("999/ambulance", "111")
    elif L == "IE":
        adv = adv.replace("999/ambulance", "999 or 112")
    doc.line("Presenting problem: ", prob)
    if R.random() < 0.6:
        gp, practice = C.gp_and_practice()
        doc.line("GP: ", gp.t_full(C.period), ", ", X("HOSPITAL", practice.name), "   Last admission: ",
                 C.D(C.days(-R.randint(30, 300))) if R.random() < 0.6 else "none")
    doc.line("Assessment (", "UKONS tool" if L in ("UK", "IE") else "triage tool", "): ", R.choice(["RED - advised to attend immediately",
                                                                                              "AMBER - 2 ambers, review within 4 h"]))
    doc.line("Details: ", "; ".join(R.sample(CL.TOX, 2)), ". Temp ", "%.1f" % R.uniform(36.4, 39.2), ". ",
             R.choice(["Passing urine normally.", "Reduced urine output today.", "Eating and drinking small amounts.",
                       "No bleeding or bruising."]))
    doc.line("Advice given: ", adv, ".")
    doc.blank()
    ward = C.ward()
    if R.random() < 0.5:
        doc.add("Action: Advised to attend ", X("HOSPITAL", ward), " (assessment bay ", X("LOCATION_OTHER", str(R.randint(1, 18))), ")")
    else:
        doc.add("Action: Advised to attend ", X("HOSPITAL", ward), ", bed ", X("LOCATION_OTHER", str(R.randint(1, 28))))
    doc.add(". Handed over to ", onc_reg.t_full(C.period), ", ", "oncology fellow, pager " if L in ("US", "CA") else "oncology registrar, bleep ",
            X("PHONE", LC.pager(R, L)), ".\n")
    if caller_fam and R.random() < 0.5:
        doc.line(f.firstname(), " will drive ", C.him, " in; ETA ", str(R.choice([20, 30, 45, 60])), " min.")
    doc.line("Follow-up call: ", C.D(C.days(1)), " by day team.")
    doc.blank()
    doc.line(nurse.full(), "   ", nurse.username(), "   ", C.D(C.today))
    return doc


def us_infusion_visit(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    np_ = C.staff("np", "np")
    att = C.staff("medonc", "cons")
    rn = C.staff("nurse", "nurse1")
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer)
    cyc = R.randint(2, 10)
    h, w, bsa = _bsa(R)
    oral = ("olaparib", "niraparib", "osimertinib", "alectinib", "capecitabine", "letrozole", "palbociclib", "enzalutamide",
            "abiraterone", "apalutamide", "dabrafenib", "temozolomide", "trifluridine", "cabozantinib", "lomustine", "PCV")
    if any(o in C.regimen for o in oral):
        C.regimen = R.choice([k for k in REGIMEN_DRUGS if not k.startswith(("R-", "ABVD", "bendamustine"))])
    doc.line(R.choice(["INFUSION CENTER - PRE-TREATMENT VISIT", "Provider Visit Prior to Chemotherapy", "Treatment Day Provider Note"]))
    doc.line("Location: ", X("HOSPITAL", C.hosp.name), ", ", X("HOSPITAL", C.ward()), ", bay ", X("LOCATION_OTHER", str(R.randint(1, 30))))
    doc.line("Pt: ", p.LCF(), "  DOB: ", C.D(p.dob), "  MRN: ", X("MRN", p.mrn), "  CSN: ", X("ACCOUNT", p.account))
    if p.plans and R.random() < 0.7:
        doc.line("Payer: ", X("ORGANIZATION", p.plan_org) if p.plan_org else "Medicare", "  ", p.plans[0][0], ": ",
                 X("HEALTHPLAN", p.plans[0][1]))
        if R.random() < 0.5:
            doc.line("Prior authorization #: ", X("IDNUM", "PA%08d" % R.randint(0, 99999999)), " approved through ",
                     C.D(C.days(R.randint(60, 180))))
    doc.line("Date: ", C.D(C.today), "   Provider: ", np_.fml(), ", ", np_.creds, "   Supervising: ", att.t_full(True))
    doc.blank()
    doc.add("S: ", C.ptl(True), " is a ", C.age(), " y/o ", "woman" if p.sex == "F" else "man", " with ", C.dx,
            " here for C", str(cyc), "D1 of ", C.regimen, ". ", *S.interval(C, 2))
    doc.blank()
    doc.blank()
    doc.line("O: Wt ", "%.1f" % w, " kg, BSA ", "%.2f" % bsa, ". ", S.exam(C, 2))
    doc.line("Labs ", C.D(C.today), ": ", CL.labs_block(R, "us").strip())
    doc.blank()
    doc.line("A/P: OK to treat with ", C.regimen, " C", str(cyc), ".")
    doc.line("- ", R.choice(["Continue full dose.", "Dose reduce by 20% for G2 neuropathy.", "Delay 1 week for ANC 0.9."]))
    doc.line("- RTC ", C.D(C.days(R.choice([14, 21]))), " for next cycle; restaging scans after C", str(cyc + 2), ".")
    doc.line("- Treatment plan reviewed with ", rn.full(), ", ", rn.creds, ".")
    if R.random() < 0.4:
        doc.line("- Remote monitoring: home BP cuff paired (device ID ", X("DEVICE", LC.device_serial(R, "BPM")), "), readings via ",
                 X("URL", "https://portal." + C.hosp.domain + "/rpm"), ".")
    doc.blank()
    B.ehr_footer(doc, C, np_, att)
    return doc


def generate(C):
    R, L = C.R, C.L
    if L == "US":
        v = R.choices([nursing_record, pharmacy_check, triage_call, us_infusion_visit], [3, 2, 2, 4])[0]
    else:
        v = R.choices([nursing_record, pharmacy_check, triage_call, us_infusion_visit], [5, 2, 3, 1 if L == "CA" else 0])[0]
    return v(C), v.__name__
