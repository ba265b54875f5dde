"""Genres: cardiac catheter report, surgical MDT outcome, device clinic check."""
import datetime

from doc import Doc, P
from case import Case
import blocks as B
import fake as F
import findings as FD
import pool_clinical as C
import pool_places as PL

INTERVENTION = {
    "rtof": ["Percutaneous pulmonary valve implantation: pre-stenting with %s, then %s." % (C.STENTS[1], C.VALVES[0]),
             "Diagnostic only; balloon sizing of RVOT (waist 27 mm) - suitable for %s." % C.VALVES[1]],
    "fontan": ["Haemodynamic assessment; coil occlusion of two venovenous collaterals (Concerto coils).",
               "Fenestration test occlusion then closure with %s." % C.OCCLUDERS[4],
               "Stenting of LPA narrowing (%s)." % C.STENTS[4]],
    "tga_atrial": ["Stenting of superior baffle obstruction with %s." % C.STENTS[2],
                   "Baffle leak closure with %s prior to transvenous lead placement." % C.OCCLUDERS[1]],
    "tga_aso": ["Balloon angioplasty of LPA (12 mm Atlas balloon).", "Diagnostic study and selective coronary angiography."],
    "cctga": ["Diagnostic study with systemic RV end-diastolic pressure assessment.",
              "Coronary sinus venography for CRT planning."],
    "coa": ["Stenting of recoarctation with %s; gradient 24 -> 3 mmHg." % C.STENTS[0],
            "Diagnostic study; peak-to-peak gradient 9 mmHg, no intervention."],
    "ebstein": ["Diagnostic study; no intervention.", "Test occlusion of PFO - not tolerated (RA pressure rose to 16)."],
    "avsd": ["Diagnostic study before left AV valve surgery; coronaries normal."],
    "eisen": ["Vasoreactivity testing with inhaled nitric oxide 40 ppm - non-responder.",
              "Diagnostic right heart catheter on macitentan - PVR unchanged."],
    "pa_conduit": ["Melody valve-in-conduit after pre-stenting (%s)." % C.STENTS[1],
                   "Balloon dilation of conduit and compliance test (coronary compression excluded)."],
    "asd": ["Device closure with %s (stretched diameter 22 mm)." % C.OCCLUDERS[0],
            "Balloon sizing only - rim deficient, referred for surgery."],
}


def cath_report(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    d.ln(P(K.centre, "HOSPITAL"), " - ", rng.choice(["Cardiac Catheter Laboratory", "Congenital Cath Lab",
                                                     "Interventional Cardiology"]))
    d.ln(rng.choice(["CARDIAC CATHETERISATION REPORT", "Catheter Procedure Report", "CARDIAC CATHETERIZATION - CONGENITAL"]))
    d.nl()
    d.ln("Patient: ", K.pn(rng.choice(["comma", "full"])), "    MRN: ", P(K.mrn, "MRN"), "    DOB: ", K.d(K.dob, "num"),
         "    Age: ", K.age_p())
    if K.c == "US":
        d.ln("Acct: ", P(K.acct, "ACCOUNT"), rng.choice(["    SSN: ", "    SS#: "]), P(K.ssn, "SSN"))
    elif K.nhs:
        d.ln("NHS No: ", P(K.nhs, "MRN"))
    d.ln("Procedure date: ", K.dv(rng.choice(["num", "wd", "long"])), "    Case no: ", P(F.idnum(rng, "cath"), "IDNUM"),
         "    Room: ", P(rng.choice(["1", "2", "3", "C2", "4A"]), "LOCATION_OTHER"))
    if rng.random() < 0.55:
        d.ln("Identity check: wristband + biometric ID ", P(F.bioid(rng), "BIOID"), " confirmed at WHO sign-in")
    d.ln("Primary operator: ", K.dr("interv", "title_full"), "    Second operator: ", K.dr("fellow", "title_full"))
    d.ln("Anaesthetist: ", K.dr("anaes", "title_last"), "    Scrub: ", K.nm("scrub", "full"),
         "    Radiographer: ", K.nm("radiog", "init_last"), "    Physiologist: ", K.nm("phys", "first"))
    d.ln("Anaesthesia: ", rng.choice(["GA with ETT", "local anaesthetic + conscious sedation (midazolam/fentanyl)",
                                      "GA, TOE guidance"]))
    d.ln("Indication: ", K.L["dx"], " - ", rng.choice(["pre-intervention haemodynamics", "worsening exercise capacity",
                                                       "MDT recommendation", "pre-transplant assessment"]))
    if rng.random() < 0.5:
        d.ln("MDT reference: ", P(F.idnum(rng, "mdt"), "IDNUM"), " (discussed ", K.d(K.rel(-rng.randint(14, 90))), ")")
    d.nl().ln("Access")
    d.ln(rng.choice(["RFV 8 Fr, RFA 5 Fr (ultrasound guided)", "RIJV 7 Fr, RFA 4 Fr", "RFV 22 Fr (DrySeal), LFV 7 Fr, RFA 5 Fr",
                     "LFV 6 Fr, RFA 4 Fr"]), "; heparin %d units, ACT %d s." % (rng.choice([3000, 5000, 7000, 10000]),
                                                                                     rng.randint(220, 310)))
    d.ln("Equipment: ", ", ".join(rng.sample(C.CATH_KIT, 3)), ". System: ", rng.choice(C.CATH_SYSTEMS), ".")
    d.nl().ln("Haemodynamics (mmHg)")
    for site, val in FD.cath_haemo(rng, K.L):
        d.ln("  %-16s %s" % (site, val))
    d.ln("Saturations (%): ", ", ".join("%s %d" % s for s in FD.cath_sats(rng, K.L)))
    qp = rng.uniform(2.2, 4.5)
    d.ln("Calculations (assumed VO2 125 ml/min/m2, Fick): Qp %.1f, Qs %.1f L/min/m2, Qp:Qs %.1f, PVR %.1f WU.m2, TPG %d mmHg" % (
        qp, qp * rng.uniform(0.8, 1.1), rng.uniform(0.7, 1.6), rng.uniform(0.8, 9.5), rng.randint(3, 14)))
    d.nl().ln("Angiography / Intervention")
    d.ln(rng.choice(INTERVENTION[K.L["key"]]))
    if rng.random() < 0.6:
        impl = rng.choice(C.VALVES[:3] + C.OCCLUDERS + C.STENTS)
        d.w("Implant: ", impl, ", serial ", P(F.device_serial(rng, "other"), "DEVICE"))
        if rng.random() < 0.5:
            d.w(", lot ", P(str(rng.randint(10000, 99999)) + rng.choice(["", "A", "-01"]), "DEVICE"))
        d.nl()
    d.ln("Contrast: ", rng.choice(["Omnipaque 350", "Visipaque 320", "iohexol"]), " %d ml. Fluoroscopy %.1f min. DAP %d cGy.cm2. "
         "Air kerma %d mGy." % (rng.randint(40, 260), rng.uniform(6, 48), rng.randint(600, 9800), rng.randint(60, 900)))
    d.ln("Haemostasis: ", rng.choice(["figure-of-eight suture RFV, manual pressure RFA", "Perclose ProGlide x2",
                                      "Angio-Seal 6 Fr", "manual compression 15 min"]))
    d.ln("Complications: ", rng.choice(["none", "none", "transient complete heart block, resolved",
                                        "small groin haematoma", "atrial tachycardia on wire manipulation, self-terminated"]))
    d.nl().ln("Conclusion / Plan")
    if rng.random() < 0.4:
        d.ln("1. Results to surgical MDT on ", K.d(K.rel(rng.randint(7, 30))))
    else:
        d.ln("1. ", rng.choice(["Favourable haemodynamics for continued Fontan circulation." if K.L["key"] == "fontan" else
                                "Successful procedure.", "Elevated filling pressures - optimise diuretics."]))
    d.ln("2. Overnight on ", P(rng.choice(PL.WARDS), "HOSPITAL"), ", bay ", P(str(rng.randint(1, 6)), "LOCATION_OTHER"),
         ", bed ", P(str(rng.randint(1, 28)), "LOCATION_OTHER"), "; echo and CXR before discharge")
    d.ln("3. ", rng.choice(["Aspirin 75 mg for 6 months", "Endocarditis prophylaxis advice re implant",
                            "Resume warfarin tonight, bridging not required", "Device card issued"]))
    d.nl()
    B.e_sign(d, K, "interv")
    if K.c == "US" and rng.random() < 0.6:
        d.ln("NPI: ", P(F.license_no(rng, "US"), "LICENSE"))
    return d, K


def surgical_mdt(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    mdt_day = K.visit
    d.ln(P(K.centre, "HOSPITAL"))
    d.ln(rng.choice(["Congenital Cardiac Surgical MDT - Outcome", "JOINT CARDIAC SURGICAL CONFERENCE - OUTCOME FORM",
                     "ACHD Medical-Surgical MDM Outcome"]))
    d.ln("Meeting date: ", K.d(mdt_day, rng.choice(["wd", "num", "long"])), "    Case ",
         str(rng.randint(1, 12)), " of ", str(rng.randint(12, 18)), "    Ref: ", P(F.idnum(rng, "mdt"), "IDNUM"))
    d.nl()
    d.ln("Chair: ", K.dr("chair", "title_full"))
    att = [K.dr("surg", "title_full"), K.dr("cons", "title_full"), K.dr("interv", "title_last"), K.dr("rad", "title_last"),
           K.dr("anaes", "title_last"), K.nm("cns", "full"), K.nm("coord", "full")]
    d.w("Present: ")
    for i, a in enumerate(att):
        d.w("; " if i else "", a)
    d.ln(" (", rng.choice(["CNS", "MDT coordinator"]), ")")
    d.nl()
    d.w("Patient: ", K.pn(rng.choice(["upper", "full", "comma"])), "  ")
    K.ids_line(d, sep="  ")
    d.ln("Age: ", K.age_p(), "    Referring consultant: ", K.dr("cons", "title_last"), "    Local hospital: ",
         P(K.local_hosp, "HOSPITAL"))
    d.nl().ln("Diagnosis and history")
    d.ln(K.L["dx"])
    K.hist_block(d)
    for pr in K.L["problems"]:
        d.ln("- ", pr)
    d.nl().ln("Current status")
    d.w("NYHA ", K.L["nyha"], ". ", rng.choice(["Works full time as a ", "Employed as a ", "Previously worked as a "]),
        P(K.prof, "PROFESSION"), ". ")
    if rng.random() < 0.5:
        d.w("Lives in ", P(K.addr["city"], "CITY"))
        if rng.random() < 0.4:
            d.w(", ", P(K.addr["rfull"] if K.c in ("UK", "IE") else K.addr["rab"], "CITY" if K.c in ("UK", "IE") else "STATE"), ".")
        else:
            d.w(rng.choice([" (2 h travel).", "."]))
    d.w(" ", rng.choice(["Symptomatic with exertional dyspnoea.", "Asymptomatic but progressive RV dilatation.",
                         "Recurrent atrial arrhythmia despite ablation.", "Declining CPET performance."])).nl()
    d.nl().ln("Investigations reviewed")
    ech = K.rel(-rng.randint(10, 80))
    d.ln("- Echo ", K.d(ech, "num"), ": ", FD.echo_text(rng, K.L)[0])
    cm = K.rel(-rng.randint(20, 160))
    rows = FD.cmr_rows(rng, K.L)
    d.ln("- CMR ", K.d(cm, rng.choice(["num", "my"])), ": ", "; ".join("%s %s" % (a, b) for a, b, _, _ in rows[:4]))
    v = FD.cpet_vals(rng, K.L)
    d.ln("- CPET: peak VO2 %s ml/kg/min (%s%%), VE/VCO2 %s" % (v["pvo2"], v["pct"], v["slope"]))
    if rng.random() < 0.5:
        d.ln("- Cath ", K.d(K.rel(-rng.randint(20, 200)), "my"), ": ", rng.choice(INTERVENTION[K.L["key"]]))
    d.nl().ln("Question for MDT")
    q = {"rtof": "Timing and mode of pulmonary valve replacement (surgical vs PPVI)?",
         "fontan": "Suitability for Fontan revision vs referral for transplant assessment?",
         "tga_atrial": "Tricuspid valve surgery or CRT for failing systemic RV?",
         "tga_aso": "Neo-aortic root replacement threshold?", "cctga": "Systemic TV replacement (mechanical)?",
         "coa": "Ascending aorta replacement at time of AVR?", "ebstein": "Cone repair vs TV replacement?",
         "avsd": "Left AV valve re-repair vs replacement?", "eisen": "Listing for heart-lung transplantation?",
         "pa_conduit": "Surgical conduit replacement vs transcatheter valve-in-conduit?",
         "asd": "Surgical closure given deficient rims?"}[K.L["key"]]
    d.ln(q)
    d.nl().ln("Discussion")
    d.w(rng.choice(["Anatomy reviewed on 3D reconstruction. ", "Imaging reviewed with radiology. ",
                    "Surgical risk discussed at length. "]))
    d.w("EuroSCORE II %.1f%%; STS PROM %.1f%%; Aristotle basic score %.1f. " % (rng.uniform(1, 9), rng.uniform(0.8, 7),
                                                                              rng.uniform(4, 11)))
    d.w(rng.choice(["Re-do sternotomy x", "Previous sternotomies: "]), str(rng.randint(1, 4)), ". ")
    d.w(rng.choice(["Consensus reached.", "Surgeon and interventionist in agreement.", "Differing views; see outcome."])).nl()
    if rng.random() < 0.6:
        B.hard_neg_line(d, K)
    d.nl().ln("OUTCOME")
    d.ln(rng.choice(["1. Accept for surgery: ", "1. Recommend: ", "1. For "]),
         rng.choice(["surgical PVR (25-27 mm bioprosthesis) with RVOT aneurysmectomy and cryoablation",
                     "transcatheter PPVI (%s)" % C.VALVES[1], "Fontan conversion + arrhythmia surgery",
                     "refer to transplant centre", "continued surveillance, re-discuss in 12 months",
                     "systemic tricuspid valve replacement (mechanical)", "Bentall procedure"]))
    d.ln("2. Urgency: ", rng.choice(["routine (<6 months)", "soon (<3 months)", "urgent inpatient"]),
         "; provisional date ", K.d(K.rel(rng.randint(30, 160)), rng.choice(["num", "long", "my"])))
    d.ln("3. Pre-op: ", rng.choice(["dental review", "CT chest (re-entry planning)", "anaesthetic pre-assessment",
                                    "coronary angiography"]))
    d.ln("4. Outcome to be communicated to patient by ", K.dr("cons", "title_last"), " and to ", K.gp_word(), " ",
         K.dr("gp", "title_full"), " (", P(K.practice, "HOSPITAL"), ")")
    d.nl()
    d.ln("Outcome recorded by: ", K.nm("coord", "full"), " (MDT coordinator)  Tel ", P(F.phone(rng, K.c), "PHONE"))
    d.ln("Confirmed: ", K.dr("chair", "title_last"), " ", K.d(mdt_day, "num"))
    if rng.random() < 0.5:
        d.ln("Outcome faxed to referring unit: ", P(F.phone(rng, K.c, "fax").split(" ext")[0].split(" x")[0], "FAX"))
    return d, K


def device_clinic(rng, lower):
    K = Case(rng, device=True)
    d = Doc(rng, lower)
    kind = K.L["device"]
    maker, model = rng.choice(C.PACERS if kind == "pacer" else C.ICDS)
    remote = rng.random() < 0.45
    d.ln(P(K.centre, "HOSPITAL"), " - ", rng.choice(["Pacing and Devices Clinic", "Cardiac Rhythm Management",
                                                     "Device Clinic (ACHD)"]))
    d.ln("REMOTE DEVICE TRANSMISSION REVIEW" if remote else rng.choice(["PACEMAKER FOLLOW-UP", "DEVICE INTERROGATION REPORT",
                                                                         "ICD / PACEMAKER CHECK"]))
    d.nl()
    d.w("Patient: ", K.pn(rng.choice(["comma", "full"])), "   ")
    K.ids_line(d)
    d.ln("Check date: ", K.dv(rng.choice(["num", "short"])), "    Ref: ", P(F.idnum(rng, "device"), "IDNUM"))
    d.ln("Underlying: ", K.L["dx"])
    impl = K.rel(-rng.randint(400, 4000))
    d.ln("Device: ", maker, " ", model, "    Serial no: ", P(F.device_serial(rng, maker), "DEVICE"))
    d.ln("Implanted: ", K.d(impl, rng.choice(["num", "my"])), " at ", P(rng.choice([K.centre, K.local_hosp]), "HOSPITAL"),
         " by ", K.dr("implanter", "title_last"))
    leads = rng.sample(C.LEADS, 2)
    d.ln("Leads: ", rng.choice(["RA", "Atrial (LA appendage via baffle)"]), " ", leads[0], " SN ",
         P(F.device_serial(rng, maker), "DEVICE"), "; ", rng.choice(["RV", "subpulmonary LV", "systemic RV"]), " ", leads[1],
         " SN ", P(F.device_serial(rng, maker), "DEVICE"))
    if remote:
        d.ln("Monitoring: ", C.REMOTE[maker], "; transmitter SN ", P(F.device_serial(rng, "other"), "DEVICE"),
             ", last connection from ", P(F.ip(rng), "IPADDR"))
    d.nl().ln("Measurements")
    d.ln("  Battery: %s (%.2f V), longevity ~%d years" % (rng.choice(["OK", "good"]), rng.uniform(2.95, 3.1), rng.randint(4, 12)))
    d.ln("  %-6s %-14s %-12s %-12s" % ("Lead", "Threshold", "Sensing", "Impedance"))
    d.ln("  %-6s %-14s %-12s %-12s" % ("RA", "%.1f V @ 0.4 ms" % rng.uniform(0.5, 1.5), "%.1f mV" % rng.uniform(1.2, 4.5),
                                       "%d ohm" % rng.randint(380, 720)))
    d.ln("  %-6s %-14s %-12s %-12s" % ("V", "%.2f V @ 0.4 ms" % rng.uniform(0.5, 1.75), "%.1f mV" % rng.uniform(6, 18),
                                      "%d ohm" % rng.randint(400, 900)))
    if kind == "icd":
        d.ln("  HV impedance %d ohm; zones VF >%d bpm, VT %d-%d bpm (ATP x3 then shock)" % (
            rng.randint(45, 80), rng.choice([200, 214, 222]), rng.choice([171, 180]), rng.choice([200, 214])))
    d.ln("Mode ", rng.choice(["DDDR 50/130", "AAIR<=>DDDR 60", "DDD 60/120", "VVIR 50" if "Micra" in model else "DDIR 60"]),
         "; AP %d%%, VP %d%%" % (rng.randint(0, 99), rng.randint(0, 99)))
    d.nl().ln("Events since last check (", K.d(K.rel(-rng.randint(90, 365)), "num"), ")")
    x = rng.randint(0, 4)
    if x == 1:
        d.ln("3 AHR episodes, longest 4 h 12 min (atrial flutter, 2:1) on ", K.d(K.rel(-rng.randint(5, 80)), "num"))
    elif x == 2 and kind == "icd":
        d.ln("1 VT episode (CL 300 ms) terminated by ATP on ", K.d(K.rel(-rng.randint(5, 80)), rng.choice(["num", "wds"])))
    else:
        d.ln(rng.choice(["No arrhythmic events.", "NSVT x2 (max 9 beats).", "Mode switch 1.2% burden.",
                         "No treated episodes."]))
    d.nl().ln("Actions / Plan")
    d.ln("- ", rng.choice(["No reprogramming", "Output reduced to 2.5 V to save battery",
                           "Lower rate increased to 60 bpm", "AT/AF therapies enabled"]))
    if kind == "icd":
        d.ln("- ", rng.choice(["Driving: no shocks, no restriction (Group 1)", "Driving advice re ICD reiterated",
                               "Driving: 6-month restriction after appropriate shock"]))
    else:
        d.ln("- ", rng.choice(["Driving: no restriction (pacemaker, Group 1)", "Driving advice given",
                               "Driving: 1 week after generator change (DVLA)"]))
    if rng.random() < 0.35:
        d.ln("- Patient's vehicle ", P(F.plate(rng, K.c), "VEHICLE"), " noted for disabled-bay permit renewal")
    if rng.random() < 0.6:
        d.ln("- Next ", rng.choice(["in-clinic check ", "remote transmission ", "check due "]),
             K.d(K.rel(rng.randint(80, 380)), rng.choice(["my", "num"])))
    else:
        d.ln("- Next ", rng.choice(["in-clinic check in 12 months", "remote transmission in 3 months",
                                    "EOL monitoring monthly"]))
    if rng.random() < 0.4:
        d.ln("- ", K.nm("phys", "first"), " to email summary to ", P(F.email_for(rng, K.s("cons").first, K.s("cons").last), "EMAIL"))
    d.nl()
    d.ln("Physiologist: ", K.nm("phys", rng.choice(["full", "init_last"])), rng.choice([", IBHRE CCDS", ", Chief Cardiac Physiologist",
                                                                                          ", RCCP"]))
    d.ln("Reviewed: ", K.dr("ep", "title_full"), ", ", K.creds())
    if rng.random() < 0.3:
        d.ln("Logged by user ", K.user("phys"), " on ", K.dv("iso"))
    return d, K
