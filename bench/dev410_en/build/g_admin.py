"""Service genres: pre-assessment, critical incident report, handover sheet."""
import core as K
import blocks as B
import pools as P

pick, chance = K.pick, K.chance


def preassessment(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    D(pick(rng, ["OBSTETRIC ANAESTHETIC PRE-ASSESSMENT", "Antenatal " + T["an"].capitalize() + " Assessment",
                 "PRE-" + T["an"].upper() + " ASSESSMENT (MATERNITY)"]), "\n", ("HOSPITAL", C.hosp), " - ",
      pick(rng, ["Antenatal Clinic", "Pre-op Assessment", "Day Assessment Unit"]), "\n")
    D("Date: ", C.date(C.d0), "\n\nDEMOGRAPHICS\n")
    D("Name: ", ("PATIENT", pt.form(rng, pick(rng, ["full", "mid", "last_first"]))))
    if pt.first in P.NICK and chance(rng, 0.7):
        D(" (prefers '", ("PATIENT", P.NICK[pt.first]), "')")
    D("\nDOB: ", C.date(C.dob), "   Age: ", ("AGE", str(C.age)), "\n")
    D(C.mrn_label(), ": ", ("MRN", C.mrn), "   ", C.nhs_label(), ": ", ("HEALTHPLAN", C.hp), "\n")
    if C.ssn_label() and chance(rng, 0.85):
        D(C.ssn_label(), ": ", ("SSN", C.ssn), "\n")
    if c in ("US", "AU", "IE") and chance(rng, 0.5):
        D("Private cover: ", ("ORGANIZATION", C.insurer), ", member no. ", ("HEALTHPLAN", K.letters(rng, 2) + K.digits(rng, 7)), "\n")
    D("Address: ")
    K.write_addr(D, C.addr, country=chance(rng, 0.15))
    D("\nPhone: ", ("PHONE", C.mob), pick(rng, [" (mob)", ""]))
    if chance(rng, 0.5):
        D(" / ", ("PHONE", C.home), " (home)")
    if chance(rng, 0.5):
        D("\nEmail: ", ("EMAIL", C.pt_email))
    D("\nOccupation: ", ("PROFESSION", C.prof))
    if chance(rng, 0.6):
        D(" (", ("ORGANIZATION", C.employer), ")")
    D("\nNOK: ", ("FAMILY", C.partner.full()), " (", C.rel, ") ", ("PHONE", K.phone(rng, c, mobile=True)), "\n")
    D(T["gp"].upper() if c != "CA" else "Family physician", ": Dr ", ("DOCTOR", C.gp.form(rng, pick(rng, ["full", "init_last"]))), ", ",
      ("HOSPITAL", C.gp_practice), "\n")
    if C.origin:
        D("Country of birth: ", ("COUNTRY", C.origin), "\n")
    if C.lang:
        D("Interpreter needed: ", C.lang, pick(rng, ["", " (prefers female interpreter)"]), "\n")
    D("\nOBSTETRIC\n", C.gp_str(), ", EDD ", C.date(C.edd), " (", C.gest(), " today). ")
    if C.para:
        y1 = C.d0.year - rng.randint(2, 7)
        D("\nPrevious: ", ("DATE", str(y1)), " ", pick(rng, ["SVD with epidural", "em CS under spinal (Cat 2, FTP)", "instrumental, GA for retained placenta",
                                                        "SVD, no analgesia"]), " at ")
        if C.origin and chance(rng, 0.5):
            D("a hospital in ", ("COUNTRY", C.origin))
        else:
            D(("HOSPITAL", C.hosp2))
        D(pick(rng, [" - uneventful", " - 'epidural only worked on one side'", " - PPH 1.5 L", ""]), ".")
    D("\n\nPMH: ", B.pmh(rng, C.para), "\nPrevious anaesthetics: ", pick(rng, ["nil", "GA for appendicectomy, PONV", "GA for ERPC - no problems",
                                                                      "dental GA as child", "spinal for previous CS - good"]))
    if chance(rng, 0.3):
        D(" (", ("DATE", str(C.d0.year - rng.randint(3, 15))), ")")
    D("\nFamily hx of anaesthetic problems: ", pick(rng, ["none known", "none", "sister had 'slow to wake' after GA - no details"]), "\n")
    D("Medications: ", C.meds, "\nAllergies: ", B.allergy(rng), "\n")
    D("Social: ", pick(rng, ["non-smoker, no alcohol", "ex-smoker (stopped at booking)", "smokes 5/day", "vapes"]),
      "; lives with ", C.rel, ".\n")
    D("\nEXAMINATION\nWt ", str(C.wt), " kg, Ht ", str(C.ht), " cm, BMI ", str(C.bmi), ", BP ", "%d/%d" % (rng.randint(100, 150), rng.randint(60, 98)),
      ". ", B.airway(rng), ".\nBack: ", pick(rng, ["spinous processes easily palpable", "difficult landmarks - US-guided", "scoliosis convex R",
                                                  "midline scar L4-S1 (previous discectomy)"]), ". Heart sounds normal, chest clear.\n")
    D("Investigations: ", B.labs(rng), pick(rng, ["", "; ECG SR 88", "; echo EF 60%, no structural disease"]), ".\n")
    D("\nPLAN: ", pick(rng, ["neuraxial suitable; early epidural advised", "ASA 2, routine care", "senior review in labour; alert on EPR",
                             "spinal for elective CS; group & save 72 h prior", "refer to high-risk obstetric anaesthesia clinic"]), ". ")
    if chance(rng, 0.3):
        D("Parking: partner will drive (", ("VEHICLE", K.vehicle(rng, c)), ") - parking permit requested.")
    D("\n\nPre-assessed by: ")
    if chance(rng, 0.5):
        B.signoff(D, C, C.reg, C.reg.role, date=C.d0)
    else:
        B.signoff(D, C, C.mw2, pick(rng, ["Pre-op Assessment Nurse", "Antenatal Clinic Midwife"]), date=C.d0)
    if chance(rng, 0.3):
        B.audit_footer(D, C, C.mw2)


SCENARIOS = ["pump", "route", "airway", "highblock", "delay", "transfer", "cd", "epr"]


def incident(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    sc = pick(rng, SCENARIOS)
    D(pick(rng, ["CRITICAL INCIDENT REPORT", "Patient Safety Incident Report", "Adverse Event / Near Miss Report",
                 "Clinical Incident Form - Obstetric " + T["an"].capitalize()]), "\n")
    ref = K.idnum(rng, "incident")
    if ref.startswith("IR-"):
        ref = "IR-%d-%s" % (C.d0.year, ref[-5:])
    t_inc = C.tick(0, 1)
    D("Ref: ", ("IDNUM", ref), "   Reported: ", C.date(K.shift(C.d0, rng.randint(0, 2)), "num"), " " + K.ftime(rng), "\n")
    D("Incident date/time: ", C.date(C.d0, pick(rng, ["num", "wk", "mon"])), " " + t_inc, "\n")
    D("Location: ", ("HOSPITAL", C.hosp), ", ")
    if sc in ("airway", "highblock", "cd"):
        D("obstetric ", T["th"].lower() if T["th"] == "Theatre" else T["th"], " ", ("LOCATION_OTHER", C.theatre))
    else:
        D("Delivery Suite room ", ("LOCATION_OTHER", C.room))
    D("\nCategory: ", {"pump": "Medical device / equipment", "route": "Medication - wrong route (near miss)", "airway": "Airway / anaesthesia",
                      "highblock": "Neuraxial - high block", "delay": "Delay in care / communication", "transfer": "Transfer / ambulance delay",
                      "cd": "Controlled drug discrepancy", "epr": "IT system / documentation"}[sc], "\n")
    D("Harm: ", pick(rng, ["no harm", "low harm", "moderate harm", "near miss"]), "\n\n")
    D("Patient: ", ("PATIENT", pt.form(rng, pick(rng, ["full", "upper", "dotinit"]))), "  ", C.mrn_label(), " ", ("MRN", C.mrn),
      "  DOB ", C.date(C.dob, "num"), "\n")
    D("Staff involved: Dr ", ("DOCTOR", C.reg.full()), " (", C.reg.role, "); ", ("DOCTOR", C.mw.full()), " (", C.mw.role, ")")
    if chance(rng, 0.6):
        D("; ", ("DOCTOR", C.odp.full()), " (", C.odp.role, ")")
    D("\n\nDESCRIPTION\n")
    if sc == "pump":
        D("Epidural pump (", pick(rng, ["CADD-Solis", "Sapphire"]), ", serial ", ("DEVICE", K.device_id(rng)),
          ") found running PIEB at 10 ml every 20 min instead of 40 min. Programme library on pump at network address ",
          ("IPADDR", K.ipaddr(rng)), " had not updated. Patient had Bromage 2 and BP 86/44; treated with phenylephrine. "
          "Pump removed from use and quarantined with Medical Physics (asset ", ("DEVICE", K.device_id(rng)), ").\n")
    elif sc == "route":
        D("Bag of 0.1% bupivacaine + fentanyl was spiked and connected to the IV cannula extension instead of the epidural filter. "
          "Noticed by ", ("DOCTOR", C.mw2.full()), " before the pump was started. Epidural line is yellow NRFit; the extension used was a "
          "Luer-lock. No drug given IV.\n")
    elif sc == "airway":
        D("Cat 1 ", T["cs"], " under GA for cord prolapse. Grade 3 view with McGrath MAC; two attempts failed. Declared failed "
          "intubation per OAA/DAS (2015) algorithm, i-gel size 4 inserted, oxygenation maintained, decision to proceed with surgery "
          "on i-gel. ", T["senior"].capitalize(), " Dr ", ("DOCTOR", C.cons.last), " arrived at ", C.tick(6, 15), ".\n")
    elif sc == "highblock":
        D("After 20 ml top-up for theatre the patient complained of arm weakness and difficulty breathing; block T1 to cold. "
          "Supported with head-up, oxygen and reassurance; no intubation required. Catheter likely migrated intrathecally - "
          "aspirated CSF on testing.\n")
    elif sc == "delay":
        D("Epidural requested at ", t_inc, "; ", T["anst"], " (bleep ", ("PHONE", K.bleep(rng)), ") was in main theatres for a "
          "trauma laparotomy. Escalation to consultant on call (", ("PHONE", K.phone(rng, c, mobile=True)), ") at ", C.tick(40, 60),
          ". Epidural sited 95 min after request. Patient and her ", C.rel, " ", ("FAMILY", C.partner.full()), " unhappy with wait.\n")
    elif sc == "transfer":
        D("In-utero transfer to ", ("HOSPITAL", C.hosp2), " requested. Ambulance (vehicle ", ("VEHICLE", K.vehicle(rng, c)),
          ") arrived 70 min after call; crew had been diverted. Epidural running during transfer; ", T["anst"],
          " escort not available. Handover by phone to Dr ", ("DOCTOR", C.obst.last), ".\n")
    elif sc == "cd":
        D("End-of-shift CD check: one fentanyl 100 mcg ampoule unaccounted for. Cabinet log shows access by biometric IDs ",
          ("BIOID", K.bioid(rng)), " and ", ("BIOID", K.bioid(rng)), " between ", C.tick(-300, -200), " and ", C.tick(60, 150),
          ". Later found in ", T["th"].lower() if T["th"] == "Theatre" else T["th"], " ", ("LOCATION_OTHER", str(rng.randint(1, 4))),
          " drug tray, unopened. Staff fingerprint re-enrolment requested for ID ", ("BIOID", K.bioid(rng)), ".\n")
    else:
        D("EPR unavailable for 40 min; epidural chart written on paper and later back-entered by user ", ("USERNAME", C.reg.username(rng)),
          " from workstation ", ("IPADDR", K.ipaddr(rng)), ". Top-up doses were double-documented.\n")
    if chance(rng, 0.3):
        D("A second login (", ("USERNAME", C.mw.username(rng)), ") was found active on the same terminal.\n")
    D("\nIMMEDIATE ACTIONS\n- ", pick(rng, ["patient assessed, obs stable", "consultant informed", "device quarantined",
                                           "pharmacy informed", "Datix completed"]), "\n- ", pick(rng, ["duty of candour conversation",
                                                                                                 "debrief held with team", "escalated to risk team"]))
    if chance(rng, 0.6):
        D(" with patient and ", ("FAMILY", C.partner.first), " on ", C.date(K.shift(C.d0, 1), pick(rng, ["short", "num"])))
    D("\n\nCONTRIBUTING FACTORS\n")
    D.typo(pick(rng, ["Staffing: single middle-grade covering Delivery Suite and main theatres. Swiss cheese model applied at review.",
                      "Equipment: similar packaging of epidural and IV bags; NRFit not universal.",
                      "Communication: handover at 20:00 did not mention the pending top-up.",
                      "Task: high workload, three emergencies in one hour; fatigue (night 4 of 4)."]) + "\n", 0.12)
    D("\nLEARNING / ACTIONS\n")
    for i in sorted(rng.sample(range(6), rng.randint(2, 3))):
        D("- ", ["Share at obstetric anaesthesia M&M and Delivery Suite safety huddle", "Add to simulation programme (PROMPT-style scenario)",
                 "Review pump drug library version control with Medical Physics", "Audit epidural response times against OAA standard (30 min)",
                 "Remind staff: NRFit connectors for all neuraxial lines", "Update local guideline and circulate via newsletter"][i], "\n")
    D("\nReported by: ", ("DOCTOR", C.mw.full()), ", ", C.mw.role, "  ext ", ("PHONE", K.ext(rng)), "  ",
      ("EMAIL", C.mw.email(rng, pick(rng, ["example.org", "example.net"]))), "\n")
    D("Login: ", ("USERNAME", C.mw.username(rng)), "\n")
    D("Handler: ", ("DOCTOR", C.cons.full()), ", ", T["cons"], " (lead for obstetric ", T["anx"], ")  ",
      C.date(K.shift(C.d0, rng.randint(3, 14)), "num"), "\n")


HANDOVER_ISSUES = [
    "epidural working well, plt {plt}", "PET on MgSO4, art line, plt {plt}", "IOL day 2, wants epidural when ARM",
    "BMI {bmi}, epidural sited early", "twins, epidural in situ, for ?CS", "VBAC, epidural in situ", "PDPH day 2 - for EBP today?",
    "post Cat 1 GA CS, HDU obs", "JW - no blood, cell salvage checked", "remi PCA - plt {plt}", "needs review: unilateral block",
    "sepsis ?chorio, epidural deferred", "elective CS tomorrow, fasting from 02:00", "PPH 2.1 L, stable, Hb {hb}",
]


def handover(D, C):
    rng, c, T = C.rng, C.c, C.T
    D(pick(rng, ["OBSTETRIC ANAESTHESIA HANDOVER", "Obstetric " + T["an"].capitalize() + " Handover Sheet", "LABOUR WARD ANAESTHETIC HANDOVER"]),
      " - ", ("HOSPITAL", C.hosp), "\n")
    D("Date: ", C.date(C.d0, pick(rng, ["num", "wk", "mon"])), "   Shift: ", pick(rng, ["night -> day 08:00", "day -> night 20:00", "twilight 17:00"]), "\n")
    D("On call: Cons Dr ", ("DOCTOR", C.cons.last), " (", ("PHONE", K.phone(rng, c, mobile=True)), ")  |  Reg Dr ", ("DOCTOR", C.reg.form(rng, "init_last")),
      " bleep ", ("PHONE", K.bleep(rng)), "  |  ", C.odp.role, " ", ("DOCTOR", C.odp.first), "  |  Coord ", ("DOCTOR", C.mw.full()), "\n\n")
    D("Rm   Patient                 Age  Gest/Par   Issue / plan\n")
    n = rng.randint(4, 8)
    rooms = rng.sample(range(1, 15), n)
    for i in range(n):
        p = C.pt if i == 0 else C.namer.person(female=True)
        a = C.age if i == 0 else rng.randint(17, 46)
        D(("LOCATION_OTHER", str(rooms[i])), " " * (5 - len(str(rooms[i]))))
        nm = p.form(rng, pick(rng, ["last_first", "upper", "full", "init_last"]))
        D(("PATIENT", nm), " " * max(1, 24 - len(nm)), ("AGE", str(a)), "   ")
        g = rng.randint(1, 5)
        D("%d+%d G%dP%d  " % (rng.randint(33, 41), rng.randint(0, 6), g, rng.randint(0, g - 1)))
        D(pick(rng, HANDOVER_ISSUES).format(plt=rng.randint(55, 320), bmi=rng.randint(38, 60), hb=rng.randint(68, 110)))
        if chance(rng, 0.25):
            D(" (", C.mrn_label(), " ", ("MRN", K.mrn(rng, c)), ")")
        D("\n")
    D("\nWard reviews: ")
    p = C.namer.person(female=True)
    D(("PATIENT", p.form(rng, pick(rng, ["full", "init_last"]))), " - ", ("HOSPITAL", C.ward), " bed ", ("LOCATION_OTHER", C.bed),
      " - ", pick(rng, ["PDPH day 2", "post-GA debrief", "numb L thigh", "back pain at epidural site"]), "\n")
    D("Elective list: ", str(rng.randint(1, 4)), " cases; first ", ("PATIENT", C.namer.person(female=True).last), " - ",
      pick(rng, ["placenta praevia, cell salvage", "breech", "repeat CS x2", "maternal request"]), "\n")
    D("\nJobs:\n")
    jobs = [lambda: D("- call Dr ", ("DOCTOR", C.obst.last), " at ", ("HOSPITAL", C.hosp2), " re possible transfer (", ("PHONE", K.phone(rng, c)), ")\n"),
            lambda: D("- chase FBC for ", ("PATIENT", C.pt.last), " (sample ", ("IDNUM", K.idnum(rng)), ")\n"),
            lambda: D("- pump ", ("DEVICE", K.device_id(rng)), " alarming occlusion - biomed informed\n"),
            lambda: D("- car ", ("VEHICLE", K.vehicle(rng, c)), " parked in ambulance bay, security aware\n"),
            lambda: D("- ", ("FAMILY", C.partner.full()), " (partner rm ", ("LOCATION_OTHER", str(rooms[0])), ") asking for update - please speak to them\n"),
            lambda: D("- ", B.neg_sentence(rng), "\n"),
            lambda: D("- EPR login ", ("USERNAME", C.reg.username(rng)), " locked - IT ticket ", ("IDNUM", K.idnum(rng, "order")), "\n")]
    for j in rng.sample(range(len(jobs)), rng.randint(2, 5)):
        jobs[j]()
    D("\nHanded over by ", ("DOCTOR", C.reg.form(rng, "initials")), " to ", ("DOCTOR", C.namer.person().form(rng, "initials")), " at ",
      pick(rng, ["08:05", "20:10", "08:15", "17:30"]), "\n")
