"""Genres: WHO checklist, recovery handover, ward round, day-surgery discharge, phone follow-up."""
import datetime

import clinical as K
import makers as M
import pools as P
from common import pt_block, signature, audit, hosp_head, lic, M_date, natid_label
from core import Note, name, doc, date, age, addr


def who_checklist(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    n.t("WHO SURGICAL SAFETY CHECKLIST - " + rng.choice(["adapted for", "local version,", ""]) + " ")
    n.p(C.hosp, "HOSPITAL"); n.t("\n")
    pt_block(rng, C, n)
    n.t("Date: "); n.p(M_date(rng, C.op_date), "DATE"); n.t("   Theatre: "); n.p(C.theatre, "LOCATION_OTHER"); n.t("\n")
    n.t("Procedure: " + proc[0] + "   Side: " + rng.choice(["Left", "Right", "N/A", "Bilateral"]) + "\n\n")
    n.t("TEAM BRIEF (" + K.time_(rng, 7, 8) + ")\n")
    n.t("Team introduced by name and role: ")
    team = [(C.surgeon, "surgeon"), (C.asst, "assistant"), (C.anaes, "anaesthetist"), (C.odp, "ODP"),
            (C.nurse, "scrub"), (M.clinician(rng, C.country, "nurse"), "runner")]
    for i, (p, role) in enumerate(team):
        if i:
            n.t(", ")
        name(rng, p, "DOCTOR", rng.choice(["full", "given", "init_last", "given_init"]))(n)
        n.t(" (" + role + ")")
    n.t(".\n\nSIGN IN (before induction)  " + K.time_(rng, 8, 10) + "\n")
    n.t("[x] Patient confirmed identity: name, DOB "); n.p(M_date(rng, C.dob, rng.choice(["dmy_slash", "long", "dmy_dot2"])), "DATE")
    n.t(", wristband " + rng.choice(["MRN", "hosp no"]) + " "); n.p(C.mrn, "MRN"); n.t("\n")
    n.t("[x] Site marked   [x] Consent signed   [x] Anaesthesia machine check   [x] Pulse oximeter on\n")
    n.t("[x] Allergy: " + rng.choice(K.ALLERGIES) + "   [" + rng.choice(["x", " "]) + "] Difficult airway/aspiration risk\n")
    n.t("[x] Risk of >500 mL blood loss: " + rng.choice(["no", "yes - 2 units crossmatched"]))
    if rng.random() < 0.5:
        n.t(" G&S sample no. "); n.p(M.idnum(rng, "order"), "IDNUM")
    n.t("\n\nTIME OUT (before incision)  " + K.time_(rng, 9, 12) + "\n")
    n.t("[x] Antibiotic prophylaxis within 60 min   [x] VTE prophylaxis   [x] Imaging displayed\n")
    n.t("[x] Surgeon: critical steps, duration ~%d min, EBL %d mL\n" % (rng.randint(25, 180), rng.randint(10, 500)))
    n.t("[x] Anaesthetist: " + rng.choice(["no concerns", "OSA - careful with opioids", "on GTN patch", "BMI 44, ramped"]) + "\n")
    n.t("[x] Nursing: sterility confirmed (indicator results), equipment issues: " + rng.choice(["none", "diathermy pad replaced", "light source swapped"]) + "\n")
    if rng.random() < 0.6:
        n.t("[x] Implant available and checked: ")
        it = rng.choice(K.IMPLANTS)
        n.t(it[0] + " " + it[1] + " serial "); n.p(M.device(rng), "DEVICE"); n.t("\n")
    n.t("\nSIGN OUT  " + K.time_(rng, 11, 17) + "\n")
    n.t("[x] Procedure recorded   [x] Counts correct (swabs, sharps, instruments)\n")
    n.t("[x] Specimens labelled: ")
    if proc[2]:
        n.t(proc[2] + " - specimen "); n.p(M.idnum(rng, "spec"), "IDNUM")
    else:
        n.t("none")
    n.t("\n[x] Key concerns for recovery: " + rng.choice(["PONV risk high", "check distal pulses", "none", "block in situ - protect limb"]) + "\n\n")
    n.t("Completed by: "); doc(rng, C.odp, rng.choice(["full", "upper_full"]), cred=False)(n); n.t(", ")
    lic(rng, C, C.odp, nurse=True)(n); n.t("\n")
    n.t("Checklist lead: "); doc(rng, C.nurse, rng.choice(["full", "init_last"]), cred=False)(n)
    n.t("  Login "); n.p(M.username(rng, C.nurse), "USERNAME"); n.t("\n")
    if rng.random() < 0.4:
        n.t("Debrief: " + rng.choice(["list overran 40 min", "good team working", "missing tray reported"]) + " - logged as "); n.p(M.idnum(rng, "incident"), "IDNUM"); n.t("\n")
    return n


def pacu_handover(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    low = rng.random() < 0.5
    n.t(rng.choice(["RECOVERY HANDOVER (SBAR)", "PACU handover", "Recovery Unit - Handover & Discharge"]) + "\n")
    n.t("Arrived bay "); n.p(str(rng.randint(1, 16)), "LOCATION_OTHER"); n.t(" at " + K.time_(rng, 9, 18) + " on ")
    n.p(M_date(rng, C.op_date, rng.choice(["dmy_slash", "dm", "wd_short", "short_mon"])), "DATE"); n.t("\n")
    n.t("S: "); name(rng, C.pt, "PATIENT", rng.choice(["full", "title_last", "given", "title_full"]))(n)
    n.t(", "); age(rng, C.age, C.sex)(n); n.t(", " + (rng.choice(["MRN ", "UR "]) if rng.random() < 0.6 else ""))
    n.p(C.mrn, "MRN"); n.t(", post " + proc[0].lower() + " under " + rng.choice(["GA", "spinal", "GA + block", "sedation"]) + ".\n")
    n.t("B: " + "; ".join(rng.sample(K.PMH, 2)) + ". Allergies: " + rng.choice(K.ALLERGIES) + ".\n")
    n.t("A: " + K.vitals(rng) + ". Pain %d/10. PONV: %s. Sedation score %d. Bromage %d.\n" % (
        rng.randint(0, 8), rng.choice(["nil", "nausea, given cyclizine", "vomited x1"]), rng.randint(0, 2), rng.randint(0, 3)))
    n.t("Given in recovery: " + ", ".join(rng.sample(K.ANAES_DRUGS, 2)) + ".\n")
    n.t("R: Back to "); n.p(C.ward, "HOSPITAL"); n.t(" bed "); n.p(C.bed, "LOCATION_OTHER")
    n.t(" when Aldrete >= 9. " + rng.choice(["Check Hb 4 h post-op.", "Obs hourly x4.", "PCA morphine 1 mg/5 min lockout.", "Drain output to be charted."]) + "\n\n")
    n.t("Handed over by: "); doc(rng, C.anaes, rng.choice(["title_last", "full"]))(n)
    n.t("   Received by: "); doc(rng, C.nurse2, rng.choice(["full", "given_init", "title_full"]), cred=True)(n); n.t("\n")
    if rng.random() < 0.5:
        n.t("Ward nurse collecting: "); doc(rng, M.clinician(rng, C.country, "nurse"), rng.choice(["given", "full"]), cred=False)(n)
        n.t(" (ward phone "); n.p(M.bleep(rng), "PHONE"); n.t(")\n")
    if rng.random() < 0.5:
        n.t("Next of kin: " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["full", "given", "title_last"]))(n)
        n.t(", waiting in " + rng.choice(["the ", "", ""]))
        n.p(rng.choice(["Alder Building", "Penrose Wing", "Harrington Pavilion", "Kahurangi Building"]), "LOCATION_OTHER")
        n.t(" cafe; phoned " + K.time_(rng, 10, 19) + " on "); n.p(C.rel_phone, "PHONE"); n.t(".\n")
    if rng.random() < 0.4:
        n.t("Infusion pump ID "); n.p(M.device(rng), "DEVICE"); n.t(" - PCA programmed and double-checked.\n")
    n.t("Discharged from recovery " + K.time_(rng, 10, 20) + ".\n")
    if low:
        n.t("\nverbal handover notes (scribed by "); name(rng, C.nurse2, "DOCTOR", "initials")(n); n.t("):\n")
        n.t('"this is ' ); name(rng, C.pt, "PATIENT", "given")(n)
        n.t(', ' ); age(rng, C.age, C.sex, rng.choice(["words", "bare"]))(n)
        n.t(rng.choice([" this year", ""]) + ', came in from ' ); n.p(C.addr["city"], "CITY")
        n.t(' this morning, ' + ("her" if C.sex == "F" else "his") + ' ' + C.rel2_role + ' ' )
        name(rng, C.rel2, "FAMILY", "given")(n); n.t(' is the contact."\n')
    return n


def ward_round(rng, C):
    n = Note()
    pod = rng.randint(1, 6)
    d = C.op_date + datetime.timedelta(days=pod)
    n.t(rng.choice(["WARD ROUND", "Surgical ward round", "Post-take / ward round entry", "Consultant WR"]) + " - ")
    n.p(M_date(rng, d, rng.choice(["wd_slash", "dmy_slash", "wd_long", "dm", "dmy_dot2"])), "DATE"); n.t(" " + K.time_(rng, 7, 10) + "\n")
    n.p(C.ward, "HOSPITAL"); n.t(", " + C.bay_kind); n.p(C.bay, "LOCATION_OTHER"); n.t(", bed "); n.p(C.bed, "LOCATION_OTHER"); n.t("\n")
    n.t("WR led by "); doc(rng, C.surgeon, "title_last")(n); n.t(" / "); doc(rng, C.asst, rng.choice(["title_last", "full", "given"]))(n)
    n.t(" / " + rng.choice(["FY1 ", "SHO ", "PA "])); name(rng, M.clinician(rng, C.country, "junior"), "DOCTOR", rng.choice(["full", "given", "init_last"]))(n)
    n.t("\n\n"); name(rng, C.pt, "PATIENT", rng.choice(["full", "last_first_up", "title_last", "initials_dot"]))(n)
    n.t(" " ); age(rng, C.age, C.sex, rng.choice(["sex", "yo", "y_o", "sex_sp"]))(n)
    n.t("  POD %d " % pod + K.proc_for(rng, C.sex)[0].lower() + " (" ); n.p(M_date(rng, C.op_date, rng.choice(["dm", "dmy_slash", "d_month"])), "DATE"); n.t(")\n")
    n.t("S: " + rng.choice(["pain controlled, mobilised with physio", "nauseated overnight, not eating", "passing flatus, BO x1",
                             "confused overnight per nursing staff", "feels well, keen to go home"]) + ".\n")
    n.t("O: " + K.vitals(rng) + ". NEWS2 %d.\n" % rng.randint(0, 6))
    n.t("   Abdo " + rng.choice(["soft, appropriately tender", "mildly distended", "wound clean and dry"]) + ". Calves SNT. Drain %d mL serous.\n" % rng.randint(0, 200))
    n.t("   Bloods: " + K.labs(rng, rng.randint(4, 7), ", ") + "\n")
    n.t("A: " + rng.choice(["progressing well", "ileus", "AKI stage 1 - pre-renal", "wound erythema - ?SSI", "delirium, likely multifactorial"]) + ".\n")
    n.t("P:\n1. " + rng.choice(["Stop IV fluids, encourage oral", "Chest X-ray, sputum culture", "Fluid challenge 250 mL, review UO", "Swab wound, start flucloxacillin"]) + "\n")
    n.t("2. Continue enoxaparin 40 mg OD, TEDs\n3. OT/physio review for discharge planning\n")
    r = rng.random()
    if r < 0.5:
        n.t("4. Spoke to " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["full", "title_last", "given"]))(n)
        n.t(" by phone ("); n.p(C.rel_phone, "PHONE"); n.t(") - aware of plan. ")
        n.t(rng.choice(["Lives at ", "Home address "])); addr(rng, C.addr, "short")(n); n.t(", stairs to bedroom.\n")
    else:
        n.t("4. Discharge to "); n.p(rng.choice(P.CARE_HOMES), "HOSPITAL"); n.t(" when medically fit; manager ")
        name(rng, C.rel2, "FAMILY", rng.choice(["full", "title_last"]))(n); n.t(" tel "); n.p(M.phone(rng, C.country, False), "PHONE"); n.t("\n")
    n.t("5. EDD "); n.p(M_date(rng, C.dc_date + datetime.timedelta(days=pod), rng.choice(["dm", "wd_short", "weekday", "dmy_slash"])), "DATE"); n.t("\n")
    if rng.random() < 0.4:
        n.t("Patient asked that employer ("); n.p(C.employer, "ORGANIZATION"); n.t(") be sent a fit note - done.\n")
    n.t("\n"); name(rng, C.asst, "DOCTOR", rng.choice(["full", "init_last", "upper_full"]))(n)
    n.t(" " + rng.choice(["FY2", "CT1", "SpR", "Reg", "RMO"]) + " bleep "); n.p(M.bleep(rng), "PHONE"); n.t("\n")
    if rng.random() < 0.5:
        n.t(LIC[C.country] + " "); n.p(M.license_(rng, C.country), "LICENSE"); n.t("\n")
    return n


LIC = {"UK": "GMC", "IE": "IMC no.", "AU": "AHPRA", "NZ": "MCNZ"}


def dsu_discharge(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    n.p(C.hosp, "HOSPITAL"); n.t("\n"); n.p(rng.choice(["Treetops Day Unit", "Cedar Suite", "Banksia Unit"]), "HOSPITAL")
    n.t("\n"); addr(rng, M.address(rng, C.country), "multi")(n)
    n.t("\nTel: "); n.p(C.hosp_phone(), "PHONE"); n.t("  Fax: "); n.p(M.phone(rng, C.country, False), "FAX"); n.t("\n\n")
    n.t("Date: "); n.p(M_date(rng, C.op_date, rng.choice(["long", "ord_long", "dmy_slash"])), "DATE"); n.t("\n\n")
    n.t("To: "); doc(rng, C.gp, rng.choice(["title_full", "title_last"]), cred=False)(n); n.t("\n")
    n.p(C.gp_practice, "HOSPITAL"); n.t("\n"); addr(rng, M.address(rng, C.country), "multi")(n); n.t("\n\n")
    n.t("Dear "); doc(rng, C.gp, "title_last")(n); n.t(",\n\n")
    n.t("Re: "); name(rng, C.pt, "PATIENT", rng.choice(["title_full", "full", "upper_full"]))(n); n.t(", DOB ")
    n.p(M_date(rng, C.dob, rng.choice(["dmy_slash", "long"])), "DATE"); n.t(", " + natid_label(rng, C) + " "); n.p(C.natid, "MRN")
    n.t("\n"); addr(rng, C.addr, "line")(n); n.t("\n\n")
    n.t("Your patient attended the day surgery unit on "); n.p(M_date(rng, C.op_date, rng.choice(["wd_long", "long", "d_month"])), "DATE")
    n.t(" for " + proc[0].lower() + " under the care of "); doc(rng, C.surgeon, "title_last")(n); n.t(".\n\n")
    n.t("Diagnosis: " + proc[3] + "\nAnaesthetic: " + rng.choice(["GA", "spinal", "LA + sedation", "GA + nerve block"]) + " ("); doc(rng, C.anaes, "title_last")(n); n.t(")\n")
    n.t("Complications: " + rng.choice(["none", "mild PONV, settled", "vasovagal episode in recovery", "urinary retention - catheterised, TWOC planned"]) + "\n")
    n.t("Discharge medication: " + ", ".join(rng.sample(["paracetamol 1 g QDS x5 days", "ibuprofen 400 mg TDS with food", "codeine 30 mg QDS PRN x10",
                                                         "laxido 1 sachet BD", "chloramphenicol eye drops QDS", "dalteparin 5000 units OD x28 days"], 3)) + "\n")
    n.t("Wound care: " + rng.choice(["dressings off at 48 h", "sutures absorbable", "clips out day 10-12 at surgery"]) + ".\n")
    n.t("Follow-up: " + rng.choice(["telephone call ", "clinic review ", "results letter "]))
    n.p(M_date(rng, C.clinic_date, rng.choice(["wd_long", "month_year", "dmy_slash", "long"])), "DATE"); n.t("\n\n")
    n.t("Escorted home by " + C.rel_role + " "); name(rng, C.rel, "FAMILY", rng.choice(["full", "given", "title_full"]))(n)
    if rng.random() < 0.6:
        n.t(" (vehicle reg "); n.p(M.vehicle(rng, C.country), "VEHICLE"); n.t(", parking concession issued)")
    n.t(". Responsible adult for 24 h confirmed.\n")
    if rng.random() < 0.4:
        n.t("Fit note: 2 weeks, for employer "); n.p(C.employer, "ORGANIZATION"); n.t(" (works as "); n.p(C.job, "PROFESSION"); n.t(").\n")
    n.t("\nIf problems: DSU "); n.p(C.hosp_phone(), "PHONE"); n.t(" (07:30-20:00) or out of hours "); n.p(M.phone(rng, C.country, False), "PHONE")
    n.t(".\nResults and letters: "); n.p(M.url(rng), "URL"); n.t("\n\nYours sincerely,\n\n")
    doc(rng, C.asst, "full")(n); n.t("\n" + rng.choice(["Surgical Registrar", "Specialty Doctor", "Day Surgery Nurse Practitioner"]) + " on behalf of ")
    doc(rng, C.surgeon, "title_last")(n); n.t("\ncc: "); name(rng, C.pt, "PATIENT", "title_last")(n); n.t(" (patient copy)\n")
    return n


def phone_followup(rng, C):
    n = Note()
    proc = K.proc_for(rng, C.sex)
    lower_dialogue = rng.random() < 0.6
    n.t(rng.choice(["Post-op telephone follow-up", "DAY SURGERY - NEXT DAY CALL", "24h post-discharge phone call"]) + "\n")
    n.t("Call date: "); n.p(M_date(rng, C.fu_date), "DATE"); n.t("  " + K.time_(rng, 9, 17) + "\n")
    n.t("Caller: "); doc(rng, C.nurse, rng.choice(["full", "given_init", "title_full"]))(n); n.t("\n")
    n.t("Number dialled: "); n.p(rng.choice([C.mobile, C.phone]), "PHONE"); n.t(rng.choice([" (mobile)", " (home)", ""]) + "\n")
    n.t("Patient: "); name(rng, C.pt, "PATIENT")(n); n.t("  "); n.p(C.mrn, "MRN"); n.t("\n")
    n.t("Procedure "); n.p(M_date(rng, C.op_date, rng.choice(["dm", "dmy_slash", "wd_short"])), "DATE"); n.t(": " + proc[0] + "\n\n")
    if rng.random() < 0.35:
        n.t("No answer at " + K.time_(rng, 9, 11) + "; voicemail left. Second attempt successful.\n")
    n.t("Spoke to: " + rng.choice(["patient", "patient and " + C.rel_role, C.rel_role]) + "\n")
    n.t("Pain: %d/10, " % rng.randint(0, 7) + rng.choice(["managing with regular paracetamol", "needed codeine overnight", "worse on coughing"]) + "\n")
    n.t("Nausea: " + rng.choice(["none", "mild, settled", "vomited twice"]) + ". Eating/drinking: yes. PU: yes. BO: " + rng.choice(["not yet", "yes"]) + "\n")
    n.t("Wound: " + rng.choice(["dry", "small ooze, dressing changed by " + C.rel_role, "bruised, no redness"]) + ". Sore throat: " + rng.choice(["mild", "no"]) + "\n\n")
    n.t("Conversation:\n")
    if lower_dialogue:
        n.t("pt: hiya, yeah it's "); name(rng, C.pt, "PATIENT", "given")(n); n.t(" here. my " + C.rel_role + " ")
        name(rng, C.rel, "FAMILY", "given")(n); n.t(" stayed over.\n")
        n.t("rn: how's the pain been?\npt: not bad. i'm meant to be back at ")
        n.p(C.employer, "ORGANIZATION"); n.t(" on "); n.p(M_date(rng, C.clinic_date, rng.choice(["weekday", "d_month", "dm"])), "DATE")
        n.t(" - i'm a "); n.p(C.job, "PROFESSION"); n.t(" so it's on my feet all day.\n")
        n.t("rn: give it the full two weeks. any problems ring us on "); n.p(C.hosp_phone(), "PHONE"); n.t(".\n")
        if rng.random() < 0.5:
            n.t("pt: we're off to "); n.p(C.abroad, "COUNTRY")
            if rng.random() < 0.5:
                n.t(" at "); n.p(rng.choice(["easter", "christmas", "new year"]), "DATE")
            else:
                n.t(" at the end of the month")
            n.t(", is that ok to fly?\n")
            n.t("rn: check with "); doc(rng, C.surgeon, "title_last")(n); n.t("'s secretary.\n")
    else:
        n.t("Patient reports feeling well. " + C.rel_role.capitalize() + " ("); name(rng, C.rel, "FAMILY", rng.choice(["full", "given"]))(n)
        n.t(") assisting at home at "); addr(rng, C.addr, "short")(n); n.t(".\n")
        n.t("Advised re: signs of infection, VTE, when to seek help (ED / GP / 111).\n")
    n.t("\nOutcome: " + rng.choice(["no concerns - discharged from DSU follow-up", "GP review advised", "asked to attend DSU for wound check",
                                     "referred to on-call registrar"]) + ".\n")
    if rng.random() < 0.4:
        n.t("Satisfaction survey sent to "); n.p(M.email(rng, C.pt), "EMAIL"); n.t("\n")
    if rng.random() < 0.5:
        audit(rng, C, n, C.nurse)
    return n
