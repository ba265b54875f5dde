"""Genres: pre-assessment clinic note, anaesthetic chart, operation note, theatre list."""
import datetime

import clinical as K
import makers as M
import pools as P
from common import pt_block, signature, audit, hosp_head, lic, M_date, natid_label, SSN_LABEL, HP_LABEL
from core import Note, name, doc, date, age, addr


def preassess(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    C.proc = proc
    hosp_head(rng, C, n, rng.choice(["Pre-operative Assessment Clinic", "PREASSESSMENT UNIT",
                                     "Anaesthetic Pre-assessment (nurse-led)"]))
    pt_block(rng, C, n, full=rng.random() < 0.6)
    n.t("Seen: "); n.p(M_date(rng, C.preop_date), "DATE"); n.t(" " + K.time_(rng) + "  by ")
    doc(rng, C.nurse)(n); n.t("\n")
    n.t("Planned procedure: " + proc[0] + " (" + proc[1] + ") under ")
    doc(rng, C.surgeon, "title_last")(n); n.t(", provisional date ")
    n.p(M_date(rng, C.op_date, rng.choice(["long", "wd_long", "dmy_slash", "d_month"])), "DATE"); n.t("\n\n")
    n.t("HPC: ")
    age(rng, C.age, C.sex)(n)
    n.t(" " + ("woman" if C.sex == "F" else "man") + " listed for " + proc[0].lower() + " for " + proc[3] + ".\n")
    n.t("PMH: " + "; ".join(rng.sample(K.PMH, rng.randint(2, 5))) + "\n")
    n.t("Meds: " + ", ".join(rng.sample(K.MEDS, rng.randint(1, 5))) + "\n")
    n.t("Allergies: " + rng.choice(K.ALLERGIES) + "\n")
    n.t("Anaesthetic hx: ")
    r = rng.random()
    if r < 0.4:
        n.t("GA for appendicectomy in "); n.p(str(C.op_date.year - rng.randint(3, 30)), "DATE")
        n.t(" at "); n.p(C.hosp2, "HOSPITAL"); n.t(", uneventful.\n")
    elif r < 0.7:
        n.t("mother ("); name(rng, C.rel, "FAMILY", "given")(n)
        n.t(") had prolonged apnoea after suxamethonium - query pseudocholinesterase deficiency, letter from ")
        n.p(C.hosp2, "HOSPITAL"); n.t(" requested.\n")
    else:
        n.t("none previous.\n")
    n.t("\nSocial: ")
    if rng.random() < 0.5:
        n.t("works as a "); n.p(C.job, "PROFESSION"); n.t(" at "); n.p(C.employer, "ORGANIZATION")
    else:
        n.t("retired; formerly "); n.p(C.job, "PROFESSION")
    n.t(". Lives with " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["full", "given"]))(n)
    n.t(" (" + rng.choice(["a ", "works as a ", "who is a "])); n.p(C.rel_job, "PROFESSION"); n.t(")")
    n.t(". Smoker %d pack-years, alcohol %d units/week.\n" % (rng.randint(0, 40), rng.randint(0, 30)))
    if rng.random() < 0.35:
        n.t("Born in "); n.p(C.abroad, "COUNTRY"); n.t(", moved here in "); n.p(str(C.op_date.year - rng.randint(2, 40)), "DATE"); n.t(".\n")
    n.t("\nExamination: " + K.vitals(rng) + ". Wt %d kg, Ht %d cm, BMI %.1f.\n" % (
        rng.randint(48, 130), rng.randint(150, 195), rng.uniform(19, 44)))
    n.t("Airway: " + K.airway(rng) + ". Dentition: " + rng.choice(["own teeth", "upper denture", "crowned incisors", "loose LL2"]) + ".\n")
    n.t("Functional capacity: " + rng.choice([">4 METs", "climbs 2 flights", "limited by knee pain, <4 METs", "walks dog 3 km daily"]) + ". ")
    n.t("STOP-BANG %d. Rockwood CFS %d. Apfel %d.\n" % (rng.randint(0, 7), rng.randint(1, 7), rng.randint(0, 4)))
    if rng.random() < 0.3:
        n.t("Cardiac device: dual chamber pacemaker, " + rng.choice(["Medtronic Azure", "Biotronik Enitra"]) + " SN ")
        n.p(M.device(rng), "DEVICE"); n.t(", last check "); n.p(M_date(rng, C.ref_date, rng.choice(["month_year", "dmy_slash"])), "DATE")
        n.t(" at "); n.p(C.hosp2, "HOSPITAL"); n.t(" pacing clinic.\n")
    n.t("\nInvestigations (" ); n.p(M_date(rng, C.preop_date, rng.choice(["dm", "dmy_slash", "short_mon"])), "DATE"); n.t("):\n")
    n.t(K.labs(rng, rng.randint(5, 9), rng.choice(["  ", "\n", " | "])) + "\n")
    n.t("ECG: " + rng.choice(["SR 72, normal axis", "AF rate 88", "SR with 1st degree HB", "NSR, LBBB (old)"]) + ". MRSA screen: "
        + rng.choice(["negative", "sent", "positive - decolonise"]) + ".\n")
    n.t("\nPlan: " + K.asa(rng) + ". " + rng.choice(["Suitable for day case.", "Inpatient - needs HDU bed.", "Refer to anaesthetist.", "Proceed."]))
    n.t(" Fasting: food until 02:00, clear fluids until 06:30. ")
    if rng.random() < 0.5:
        n.t("Hold apixaban 48 h pre-op. ")
    n.t("Escort: " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["given", "full", "title_last"]))(n)
    n.t(", tel "); n.p(C.rel_phone, "PHONE"); n.t(".\n")
    if rng.random() < 0.5:
        n.t("Patient given fasting leaflet: "); n.p(M.url(rng), "URL"); n.t("\n")
    if rng.random() < 0.4:
        n.t("GP: "); doc(rng, C.gp, "title_last")(n); n.t(", "); n.p(C.gp_practice, "HOSPITAL"); n.t("\n")
    n.t("\n"); signature(rng, C, n, C.nurse, nurse=True, role="Pre-op Nurse Practitioner")
    if rng.random() < 0.6:
        audit(rng, C, n, C.nurse)
    return n


def anaes_chart(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    n.t("ANAESTHETIC RECORD    "); n.p(C.hosp, "HOSPITAL"); n.t("\n")
    n.t("Theatre "); n.p(C.theatre, "LOCATION_OTHER"); n.t("    Date "); n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "dmy_upper", "iso", "dmy_dot2"])), "DATE")
    n.t("    Case ID "); n.p(C.case_id, "IDNUM"); n.t("\n")
    pt_block(rng, C, n)
    n.t("Wt %d kg  Ht %d cm  " % (rng.randint(45, 125), rng.randint(150, 195)) + K.asa(rng) + ("E" if rng.random() < 0.2 else "") + "\n")
    n.t("Anaesthetist: "); doc(rng, C.anaes)(n); n.t("   Bleep "); n.p(M.bleep(rng), "PHONE"); n.t("\n")
    n.t("Assistant: "); doc(rng, C.odp, rng.choice(["full", "init_last", "given_init"]), cred=False)(n); n.t(" ODP\n")
    if rng.random() < 0.5:
        n.t("Supervising consultant: "); doc(rng, M.clinician(rng, C.country, "anaes"), "title_last")(n); n.t(" (available, not present)\n")
    n.t("Procedure: " + proc[0] + "   Surgeon: "); doc(rng, C.surgeon, "title_last")(n); n.t("\n\n")
    n.t("Machine: " + rng.choice(["GE Aisys CS2", "Draeger Primus", "Mindray A7", "Draeger Perseus A500"]) + " s/n ")
    n.p(M.device(rng), "DEVICE"); n.t("  checked " + K.time_(rng, 7, 8) + "\n")
    if rng.random() < 0.5:
        n.t("Video laryngoscope asset "); n.p(M.device(rng), "DEVICE"); n.t("\n")
    n.t("\nTIME   EVENT\n")
    t0 = datetime.datetime(2024, 1, 1, rng.randint(8, 15), rng.choice([0, 10, 20, 30, 40, 50]))
    evs = ["Pre-oxygenation, monitoring attached (ECG, NIBP, SpO2, BIS)", "Induction: " + ", ".join(rng.sample(K.ANAES_DRUGS, 3)),
           rng.choice(["i-gel size 4 inserted first attempt", "ETT 7.5 cuffed, Cormack-Lehane grade 2, VL used", "RSI: ETT 8.0, grade 1 view"]),
           "Antibiotic: " + rng.choice(["cefazolin 2 g", "co-amoxiclav 1.2 g", "teicoplanin 400 mg", "gentamicin 160 mg"]),
           "Knife to skin", rng.choice(K.ANAES_DRUGS), "Hypotension MAP 58 - metaraminol 0.5 mg x2",
           rng.choice(K.ANAES_DRUGS), "Skin closed", "Reversal: " + rng.choice(["sugammadex 200 mg", "neostigmine 2.5 mg + glycopyrrolate 0.5 mg", "not required"]),
           "Extubated awake, to recovery"]
    for i, e in enumerate(evs):
        t0 += datetime.timedelta(minutes=rng.randint(2, 25))
        n.t(t0.strftime("%H:%M") + "  " + e + "\n")
    n.t("\nRegional: " + (rng.choice(K.REGIONAL) if rng.random() < 0.6 else "none") + "\n")
    n.t("Fluids: Hartmann's %d mL. EBL %d mL. UO %d mL.\n" % (rng.choice([500, 1000, 1500]), rng.randint(5, 600), rng.randint(0, 400)))
    n.t("Warming: Bair Hugger. VTE: TEDs + IPC. Eyes taped. Pressure areas checked.\n")
    if rng.random() < 0.55:
        n.t("CD cabinet accessed "); n.t(K.time_(rng)); n.t(" biometric ID "); n.p(M.bioid(rng), "BIOID")
        n.t(" ("); name(rng, C.odp, "DOCTOR", rng.choice(["init_last", "initials", "full"]))(n); n.t("), witness ")
        n.p(M.bioid(rng), "BIOID"); n.t("\n")
    n.t("PONV prophylaxis: ondansetron + dexamethasone. Post-op analgesia: paracetamol 1 g QDS, oxycodone 5 mg PRN.\n")
    n.t("Handed to recovery nurse "); doc(rng, C.nurse2, rng.choice(["full", "given", "init_last"]), cred=False)(n); n.t(" at " + K.time_(rng, 9, 18) + ".\n")
    if rng.random() < 0.5:
        n.t("Difficult airway alert letter given; copy to GP ("); n.p(C.gp_practice, "HOSPITAL"); n.t(").\n")
    n.t("\n"); signature(rng, C, n, C.anaes, role="Anaesthetist")
    if rng.random() < 0.7:
        audit(rng, C, n, C.anaes)
    return n


def op_note(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    v = rng.random()
    if v < 0.5:
        n.t("OPERATION NOTE\n"); pt_block(rng, C, n)
    else:
        n.t("Op note - "); name(rng, C.pt, "PATIENT", rng.choice(["full", "last_first_up", "title_last"]))(n)
        n.t(", "); age(rng, C.age, C.sex, rng.choice(["sex", "yo", "y_o", "sex_sp"]))(n); n.t(", ")
        n.t(rng.choice(["MRN ", "Hosp no ", "UR "])); n.p(C.mrn, "MRN"); n.t("\n")
    n.t("Date of operation: "); n.p(M_date(rng, C.op_date), "DATE"); n.t("  Start " + K.time_(rng, 8, 12) + "  Finish " + K.time_(rng, 12, 17) + "\n")
    n.t("Hospital: "); n.p(C.hosp, "HOSPITAL"); n.t(", theatre "); n.p(C.theatre, "LOCATION_OTHER"); n.t("\n")
    n.t("Surgeon: "); doc(rng, C.surgeon)(n); n.t("\nAssistant: "); doc(rng, C.asst)(n)
    n.t("\nAnaesthetist: "); doc(rng, C.anaes)(n); n.t("\nScrub: "); doc(rng, C.nurse, rng.choice(["full", "given_init", "init_last"]), cred=False)(n)
    n.t("\nAnaesthesia: " + rng.choice(["GA + LA infiltration", "spinal + sedation", "GA with ETT", "LA only", "GA, LMA, regional block"]) + "\n")
    n.t("Operation: " + proc[0] + "\nIndication: " + proc[3] + "\n")
    n.t("Antibiotics: " + rng.choice(["cefazolin 2 g at induction", "none", "co-amoxiclav 1.2 g IV", "gentamicin + metronidazole"]) + ". VTE: LMWH + TEDs.\n\n")
    n.t("Findings: " + rng.choice(["thick-walled gallbladder with multiple stones, Calot's triangle clearly displayed",
                                    "indirect sac, cord lipoma excised", "perforated appendix with local pus",
                                    "grade IV OA medial compartment, intact collaterals", "2 cm firm lesion, clear margins macroscopically",
                                    "inflamed sigmoid with pericolic abscess", "large tonsils, no bleeding points at end"]) + ".\n")
    n.t("Procedure: " + rng.choice(["Supine. WHO checklist completed. Chlorhexidine prep and drape. ",
                                     "Lloyd-Davies position. Prep with povidone-iodine. ",
                                     "Lateral decubitus. Tourniquet 300 mmHg, applied " + K.time_(rng) + ". "]))
    n.t(rng.choice(["Hasson open entry at umbilicus, 12 mm port; 5 mm ports x2. ", "Standard incision. ", "Medial parapatellar approach. "]))
    n.t("Haemostasis secured. Counts correct x2. Closure with " + rng.choice(["3/0 Monocryl subcuticular", "staples", "PDS loop + clips", "Vicryl 2/0 and Ethilon 4/0"]) + ".\n")
    if rng.random() < 0.55:
        n.t("\nIMPLANTS\n")
        for it, model in rng.sample(K.IMPLANTS, rng.randint(1, 3)):
            n.t("  " + it + " - " + model + "  LOT "); n.p(M.device(rng), "DEVICE")
            if rng.random() < 0.5:
                n.t("  REF "); n.p(M.device(rng), "DEVICE")
            n.t("\n")
    if proc[2]:
        n.t("Specimen: " + proc[2] + " to histology, request no. "); n.p(M.idnum(rng, "order"), "IDNUM"); n.t("\n")
    n.t("EBL %d mL. Drains: %s.\n" % (rng.randint(5, 700), rng.choice(["none", "Robinson drain", "Redivac x1", "Blake 19Fr"])))
    n.t("\nPost-op instructions:\n- " + K.vitals(rng).split(",")[0] + " obs per protocol\n- Eat and drink as tolerated\n")
    n.t("- " + rng.choice(["Day case if mobile and voided", "FBC and U&E POD 1", "Check X-ray in recovery", "Remove drain POD 2"]) + "\n")
    n.t("- Clips out at practice nurse day 10 ("); n.p(C.gp_practice, "HOSPITAL"); n.t(")\n")
    n.t("- Review in clinic "); n.p(M_date(rng, C.clinic_date, rng.choice(["month_year", "long", "dmy_slash", "wd_long"])), "DATE")
    n.t(" with "); doc(rng, C.surgeon, "title_last")(n); n.t("\n")
    if rng.random() < 0.4:
        n.t("- Update given to " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["given", "full", "title_last"]))(n)
        n.t(" on "); n.p(C.rel_phone, "PHONE"); n.t("\n")
    n.t("\n"); signature(rng, C, n, rng.choice([C.surgeon, C.asst]), role=rng.choice(["Consultant Surgeon", "Surgical Registrar", "SpR"]))
    if rng.random() < 0.5:
        audit(rng, C, n, C.asst)
    return n


def theatre_list(rng, C):
    n = Note()
    c = C.country
    n.t(rng.choice(["THEATRE LIST", "Operating List", "ELECTIVE LIST - FINAL"]) + "  |  "); n.p(C.hosp, "HOSPITAL")
    n.t("\nTheatre "); n.p(C.theatre, "LOCATION_OTHER"); n.t("  |  "); n.p(M_date(rng, C.op_date, rng.choice(["wd_long", "wd_slash", "dmy_slash", "wd_short"])), "DATE")
    n.t("  |  " + rng.choice(["AM", "PM", "All day"]) + " session\n")
    n.t("Surgeon: "); doc(rng, C.surgeon, rng.choice(["title_last", "title_full"]))(n)
    n.t("   Anaesthetist: "); doc(rng, C.anaes, rng.choice(["title_last", "full"]))(n)
    n.t("\nCoordinator: "); doc(rng, C.nurse, "full", cred=False)(n); n.t(" ext "); n.p(M.digits(rng, 4), "PHONE"); n.t("\n\n")
    pipe = rng.random() < 0.5
    if pipe:
        n.t("| # | Time | Patient | " + rng.choice(["MRN", "Hosp No", "UR"]) + " | Age | Procedure | Ward | Notes |\n|---|---|---|---|---|---|---|---|\n")
    else:
        n.t("No  Time   Patient                    Hosp No     Age  Procedure                         Ward\n")
    k = rng.randint(4, 8)
    for i in range(k):
        p = C.pt if i == 0 else M.person(rng, c)
        a = C.age if i == 0 else rng.randint(18, 94)
        mr = C.mrn if i == 0 else M.mrn(rng, c)
        proc = K.proc_for(rng, p.sex)[0]
        ward = rng.choice(P.WARDS + ["DSU", "DSU", "SAU", "ICU"])
        tm = "%02d:%02d" % (8 + i, rng.choice([0, 15, 30, 45]))
        if pipe:
            n.t("| %d | %s | " % (i + 1, tm)); name(rng, p, "PATIENT", rng.choice(["last_first_up", "last_first", "init_last"]))(n)
            n.t(" | "); n.p(mr, "MRN"); n.t(" | "); age(rng, a, p.sex, rng.choice(["bare", "sex", "yo"]))(n)
            n.t(" | " + proc + " | ")
            if ward in P.WARDS:
                n.p(ward, "HOSPITAL")
            else:
                n.t(ward)
            n.t(" | " + rng.choice(["", "latex allergy", "diabetic - first", "MRSA +", "needs interpreter", "BMI 48", "on apixaban - stopped"]) + " |\n")
        else:
            nm = p.family.upper() + ", " + p.given
            n.t("%-3d %s  " % (i + 1, tm)); n.p(nm, "PATIENT"); n.t(" " * max(1, 27 - len(nm)))
            n.p(mr, "MRN"); n.t(" " * max(1, 12 - len(mr))); n.p(str(a), "AGE"); n.t(" " * max(1, 5 - len(str(a))))
            n.t(proc[:33].strip()); n.t(" " * max(1, 34 - len(proc[:33].strip())))
            if ward in P.WARDS:
                n.p(ward, "HOSPITAL")
            else:
                n.t(ward)
            n.t("\n")
    n.t("\nLate addition: ")
    p = M.person(rng, c)
    name(rng, p, "PATIENT", rng.choice(["full", "title_last", "last_first_up"]))(n)
    n.t(" (" ); age(rng, rng.randint(18, 90), p.sex, rng.choice(["yo", "sex", "y_o"]))(n); n.t(") from "); n.p(rng.choice(P.WARDS), "HOSPITAL")
    n.t(" bed "); n.p(str(rng.randint(1, 30)), "LOCATION_OTHER"); n.t(" - " + rng.choice(["I&D abscess", "MUA wrist", "washout", "EUA"]) + ". Booking ref ")
    n.p(M.idnum(rng, "booking"), "IDNUM"); n.t(".\n")
    n.t("Equipment: stack checked, " + rng.choice(["image intensifier booked", "cell saver available", "Harmonic scalpel requested", "arthroscopy tower"]) + ".\n")
    n.t("List printed "); n.p(M_date(rng, C.op_date - datetime.timedelta(days=1), rng.choice(["dmy_slash", "dm", "short_mon"])), "DATE")
    n.t(" 16:" + "%02d" % rng.randint(0, 59) + " by "); n.p(M.username(rng, C.nurse), "USERNAME"); n.t("\n")
    if rng.random() < 0.4:
        n.t("Queries: theatre reception "); n.p(C.hosp_phone(), "PHONE"); n.t(" / "); n.p(M.email(rng), "EMAIL"); n.t("\n")
    return n
