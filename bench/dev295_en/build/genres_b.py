"""Genres: interventional procedure note, spinal cord stimulator trial record,
acute pain team ward round entry."""
import clinical as K
import common as C
import phi as H
import pools as P

ANTICOAG = ["Apixaban held 72 h (last dose 08:00 three days ago).", "Not anticoagulated. Aspirin continued.",
            "Clopidogrel stopped 7 days ago per ASRA guidance after cardiology agreement.", "No anticoagulants or antiplatelets.",
            "Warfarin held 5 days; INR today 1.1.", "Enoxaparin prophylaxis held 12 h."]


def _hm(r, lo=7, hi=16):
    return f"{r.randint(lo, hi):02d}:{r.choice(['02', '10', '18', '25', '34', '41', '47', '55'])}"


def procedure(r, ctx):
    n = H.Note()
    c = ctx.c
    dx = r.choice([d for d in K.DX if d["proc"] and "scs" not in d["proc"][:1]] or K.DX)
    key = r.choice([p for p in dx["proc"] if p != "scs"] or ["ilesi"])
    pr = K.PROC[key]
    ops = [H.Person(r, c) for _ in range(4)]
    layout = r.choice(["form", "narrative"])
    n.t(r.choice(["INTERVENTIONAL PAIN PROCEDURE NOTE", "Procedure Record - Pain Intervention", "PROCEDURE NOTE"]) + "\n")
    n.p(ctx.hosp, "HOSPITAL").t(" - " + r.choice(["Day Surgery Unit", "Interventional Suite", "Pain Procedure Room", "Theatres"]))
    n.t(", " + r.choice(["Theatre ", "Room ", "Procedure room "])).p(str(r.randint(1, 12)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER")
    if r.random() < 0.4:
        n.t(", ").p(r.choice(P.BUILDINGS), "LOCATION_OTHER")
    n.t("\n\n")
    C.banner(n, r, ctx, r.choice(["sticker", "inline"]), addr=r.random() < 0.4)
    n.t("Episode: ").p(ctx.acct, "ACCOUNT").t("\n")
    n.t("Date of procedure: ").p(ctx.d(r, style=r.choice(["num", "long", "wk", "short"])), "DATE")
    n.t("   In room " + _hm(r, 8, 9) + "  Needle " + _hm(r, 9, 10) + "  Out " + _hm(r, 10, 11) + "\n\n")
    if layout == "form":
        n.t("Operator: ")
        H.dr(n, r, ctx.consultant)
        lab, val = ctx.lic
        n.t(" (" + lab + " ").p(val, "LICENSE").t(")\nAssistant: ")
        H.name(n, r, ops[0], "DOCTOR", r.choice(["full", "finit"]))
        n.t(", " + C.NURSE_CRED[c] + "\nRadiographer: ")
        H.name(n, r, ops[1], "DOCTOR", r.choice(["full", "finit", "first"]))
        n.t("\nAnaesthetic support: " + r.choice(["none - local only", "sedation by "]))
        if n.buf[-1].endswith("by "):
            H.dr(n, r, ops[2], "title")
        n.t("\n\nIndication: " + dx["dx"] + ". " + r.choice(["Previous block gave 70% relief for 4 months.", "Diagnostic blocks x2 with >80% concordant relief.", "First procedure.", "Repeat procedure, last on "]))
        if n.buf[-1].endswith("on "):
            n.p(ctx.d(r, H.d_add(ctx.visit, -r.randint(100, 400)), r.choice(["num", "my", "dm"])), "DATE").t(".")
        n.t("\nProcedure: " + pr[0] + "\n\nPRE-PROCEDURE CHECKS\n")
        n.t("[x] Consent form 1 signed " + r.choice(["in clinic on ", "today, "]))
        n.p(ctx.d(r, H.d_add(ctx.visit, -r.randint(0, 60)), r.choice(["num", "dm"])), "DATE").t("\n")
        n.t("[x] Allergies: " + r.choice(K.ALLERGIES) + "\n[x] Anticoagulation: " + r.choice(ANTICOAG) + "\n")
        n.t("[x] BM " + f"{r.uniform(4.5, 11.5):.1f}" + " mmol/L; BP " + f"{r.randint(110, 160)}/{r.randint(60, 95)}" + "\n")
        n.t("[x] Escort home: ")
        rel, f = ctx.fam[0]
        H.name(n, r, f, "FAMILY", r.choice(["full", "first"]))
        n.t(" (" + rel + "), tel ").p(H.phone(r, c, "mob"), "PHONE").t("\n")
        n.t("[x] WHO sign-in and time-out completed " + _hm(r, 9, 9) + ", led by ")
        H.name(n, r, ops[3], "DOCTOR", r.choice(["full", "first"]))
        n.t("\n\nTECHNIQUE\nPosition: " + r.choice(["prone with pillow under abdomen", "supine", "lateral decubitus", "sitting"]) + ". ")
        n.t("Aseptic technique: chlorhexidine 2% in 70% alcohol, sterile drapes, mask, gown and gloves.\n")
        n.t("Local: 1% lidocaine 5 mL skin and track. Needle: " + pr[2] + ".\n")
        n.t("Imaging: " + r.choice(["fluoroscopy (C-arm)", "ultrasound, linear 6-13 MHz probe", "CT guidance"]) + "; " + pr[4] + ".\n")
        n.t("Injectate: " + pr[3] + ".\n")
        if key in ("rfa", "crfa", "sijrf", "gnrf"):
            n.t("Generator: " + r.choice(P.RF_MODELS) + ".\n")
        n.t("Coding: " + r.choice(K.CODES[c]) + "; ICD-10 " + K.icd(dx) + ".\n")
        n.t(f"Screening time {r.randint(8, 95)} s, DAP {r.uniform(0.2, 4.8):.2f} Gy.cm2. Blood loss nil. EBL < 5 mL.\n")
        n.t("Complications: " + r.choice(["none", "transient vasovagal, settled supine", "none; brief paraesthesia on needle advance", "none"]) + ".\n\n")
        n.t("POST-PROCEDURE\nObs stable at 30 min. NRS pre " + str(r.randint(5, 9)) + "/10, post " + str(r.randint(0, 4)) + "/10. Mobilised independently.\n")
        n.t("Pain diary given for 2 weeks. Telephone review by nurse on ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(7, 21)), r.choice(["wk", "dm"])), "DATE")
        n.t(". Clinic review in 3 months.\nAdvice sheet: ").p(H.url(r, "after-your-injection"), "URL").t("\n\n")
        C.signature(n, r, ctx, sign_word=False)
    else:
        n.t("Procedure: " + pr[0] + ".\nIndication: " + dx["dx"] + ".\n\n")
        H.name(n, r, ctx.pt, "PATIENT", r.choice(["title", "titlefull", "first"]))
        n.t(" is a ")
        H.age_form(n, r, ctx, "year-old")
        n.t(" known to ")
        H.dr(n, r, ctx.consultant, "title")
        n.t(r.choice(["'s team", "'s clinic", ""]) + ". Consent confirmed; risks discussed again. " + r.choice(ANTICOAG) + " Allergies: " + r.choice(K.ALLERGIES) + ".\n\n")
        n.t("In the " + r.choice(["prone", "lateral", "supine"]) + " position and under full asepsis, the skin was infiltrated with 1% lidocaine. ")
        n.t("A " + pr[2] + " was advanced under " + r.choice(["fluoroscopic", "ultrasound"]) + " guidance; " + pr[4] + ". ")
        n.t(pr[3][0].upper() + pr[3][1:] + " was injected after negative aspiration. ")
        n.t("The procedure was well tolerated and there were no immediate complications.\n")
        n.t("Codes: " + r.choice(K.CODES[c]) + " | dx " + K.icd(dx) + "\n\n")
        n.t("Team: ")
        H.name(n, r, ops[0], "DOCTOR", "full")
        n.t(" (" + C.NURSE_CRED[c] + "), ")
        H.name(n, r, ops[1], "DOCTOR", r.choice(["full", "finit"]))
        n.t(" (radiographer), ")
        H.dr(n, r, ops[2], "title")
        n.t(" (fellow).\n")
        n.t("Discharged home at " + _hm(r, 11, 15) + " with " + ctx.his + " ")
        C.fam_mention(n, r, ctx, 0)
        n.t(". Not to drive for 24 h.\n\n")
        n.t("Follow-up: telephone call ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(10, 21)), "dm"), "DATE")
        n.t(", clinic ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(60, 120)), "my"), "DATE").t(". Results copy to ")
        H.dr(n, r, ctx.gp, "title")
        n.t(", ").p(ctx.practice, "HOSPITAL").t(".\n\n")
        H.dr(n, r, ctx.consultant, "titlefull")
        n.t("\n" + C.CONS_ROLE[c] + "\n")
        if c == "US":
            n.t("NPI: ").p(H.licence(r, c, "NPI")[1], "LICENSE").t("\n")
    return n


def scs(r, ctx):
    n = H.Note()
    c = ctx.c
    dx = r.choice([d for d in K.DX if "scs" in d["proc"]] + [K.DX[0]])
    model = r.choice(P.DEVICE_MODELS)
    start = ctx.visit
    n.t(r.choice(["SPINAL CORD STIMULATOR TRIAL RECORD", "Neuromodulation Service - SCS Trial", "SCS TRIAL: PLACEMENT, PROGRAMMING AND OUTCOME"]) + "\n")
    n.p(ctx.hosp, "HOSPITAL").t(" / ").p(ctx.clinic, "HOSPITAL").t("\n\n")
    C.banner(n, r, ctx, r.choice(["lines", "table", "sticker"]), phone=True)
    n.t("Neuromodulation case no: ").p(H.idnum(r, "case"), "IDNUM").t("\n")
    if c == "US":
        n.t("Prior authorisation: ").p(f"PA{H.digits(r, 8)}", "IDNUM").t(" (").p(r.choice(P.INSURERS), "ORGANIZATION").t(")\n")
    n.t("\nIndication: " + dx["dx"] + ".\n")
    n.t("Selection: MDT discussion ").p(ctx.d(r, H.d_add(start, -r.randint(30, 120)), r.choice(["num", "long"])), "DATE")
    n.t("; psychology assessment by ")
    psy = H.Person(r, c)
    H.dr(n, r, psy, r.choice(["title", "titlefull"]))
    n.t(" on ").p(ctx.d(r, H.d_add(start, -r.randint(20, 150)), r.choice(["num", "dm", "short"])), "DATE")
    n.t(" - " + r.choice(["no contraindication", "suitable; expectations discussed", "suitable after 4 sessions of CBT"]) + ".\n")
    n.t("MRI whole spine " + r.choice(["no canal stenosis at T8-T10", "adequate dorsal CSF at target levels"]) + ". Platelets " + str(r.randint(160, 380)) + ", INR 1.0.\n\n")
    n.t("PLACEMENT (").p(ctx.d(r, start, r.choice(["wk", "num"])), "DATE").t(")\n")
    pr = K.PROC["scs"]
    n.t("Operator: ")
    H.dr(n, r, ctx.consultant)
    n.t(". " + pr[2] + "; " + pr[3] + ", " + pr[4] + ". Paraesthesia mapping " + r.choice(["covered the left leg and buttock", "concordant with both legs", "covered the axial back and right leg"]) + ".\n")
    n.t("System: " + model + ".\n")
    n.t("Trial stimulator serial no. ").p(H.device_serial(r), "DEVICE").t("\nLead 1 SN ").p(H.device_serial(r), "DEVICE")
    n.t("  Lead 2 SN ").p(H.device_serial(r), "DEVICE").t("\n")
    if r.random() < 0.6:
        n.t("Patient remote ID: ").p(H.device_serial(r), "DEVICE").t("\n")
    n.t(r.choice(["Anchored to skin with sutures and Steri-Strips; occlusive dressing.", "Leads externalised and dressed; cefazolin 2 g IV pre-incision."]) + "\n\n")
    n.t("PROGRAMMING\n")
    for i in range(r.randint(1, 3)):
        n.t(f"Program {i + 1}: contacts {r.randint(1, 4)}+/{r.randint(5, 8)}-, {r.choice(['10 kHz', '60 Hz', '1 kHz', '40 Hz burst', '500 Hz'])}, "
            f"PW {r.choice([30, 90, 210, 300, 450])} us, amplitude {r.uniform(0.5, 6.0):.1f} mA\n")
    n.t("Programmed by device clinical specialist with ")
    H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["full", "finit"]))
    n.t(" (neuromodulation CNS).\n\nTRIAL DIARY\n| Day | Date | NRS (avg) | Sleep (h) | Steps | Rescue doses |\n|---|---|---|---|---|---|\n")
    days = r.randint(5, 8)
    base = r.randint(6, 9)
    for dday in range(1, days + 1):
        d = H.d_add(start, dday)
        n.t(f"| {dday} | ").p(ctx.d(r, d, r.choice(["dm", "wk", "dm"])), "DATE")
        nrs = max(1, base - r.randint(1, 5))
        n.t(f" | {nrs} | {r.randint(3, 8)} | {r.randint(800, 6500)} | {r.randint(0, 3)} |\n")
    n.t("\nTrial period: ").p(ctx.d(r, H.d_add(start, 1), "dm"), "DATE").t(r.choice(["-", " - ", " to "])).p(ctx.d(r, H.d_add(start, days), "dm"), "DATE")
    n.t("\nBaseline NRS " + str(base) + "/10, ODI (Oswestry) " + str(r.randint(40, 70)) + "% -> " + str(r.randint(18, 45)) + "%.\n")
    n.t("OUTCOME: " + r.choice(["Successful trial - >50% relief, improved sleep and walking.", "Equivocal - 30-40% relief; not proceeding.",
                                "Successful; patient keen for permanent implant.", "Unsuccessful - lead migration day 3, paraesthesia lost."]) + "\n")
    n.t("Leads removed ").p(ctx.d(r, H.d_add(start, days + 1), r.choice(["dm", "num"])), "DATE").t(" by ")
    H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["first", "finit", "full"]))
    n.t(", tips intact, site clean.\n")
    if r.random() < 0.7:
        n.t("Permanent implant provisionally listed for ").p(ctx.d(r, H.d_add(start, r.randint(40, 120)), r.choice(["long", "my", "num"])), "DATE")
        n.t(" at ").p(r.choice(P.HOSPITALS[c]), "HOSPITAL").t(". Implant card to be issued. MRI-conditional system counselling done.\n")
    n.t("Patient contact during trial: ").p(ctx.mobile, "PHONE").t(" / ").p(ctx.email, "EMAIL").t("\n")
    n.t("24-h neuromodulation line: ").p(H.phone(r, c), "PHONE").t("\n\n")
    C.signature(n, r, ctx, sign_word=False)
    return n


def ward_round(r, ctx):
    n = H.Note()
    c = ctx.c
    if r.random() < 0.35:
        return _round_list(r, ctx, n)
    head = r.choice(["APS WR", "ACUTE PAIN SERVICE REVIEW", "Acute Pain Team ward round", "APT review"])
    n.t(head + " - ").p(ctx.d(r, style=r.choice(["num", "wk", "num2", "short"])), "DATE").t(" " + _hm(r, 8, 12) + "\n")
    if r.random() < 0.5:
        C.banner(n, r, ctx, "inline", addr=False, hp=r.random() < 0.5)
    n.t("Location: ").p(ctx.ward, "HOSPITAL").t(", " + r.choice(["bed ", "Bay 3 bed ", "side room "]))
    n.p(str(r.randint(1, 30)), "LOCATION_OTHER").t(", ").p(ctx.hosp, "HOSPITAL").t("\n")
    n.t("Seen by: ")
    H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["full", "first", "finit"]))
    n.t(" (APS CNS)" + r.choice([" and ", " with "]))
    H.dr(n, r, ctx.consultant, r.choice(["title", "titlefull"]))
    n.t("\n\n")
    op = r.choice(["laparotomy and anterior resection", "right total knee replacement", "posterior spinal fusion L3-S1",
                   "open right nephrectomy", "left thoracotomy", "right hemicolectomy", "multiple rib fractures (L 4-9)", "Whipple's procedure"])
    pod = r.randint(0, 4)
    n.t("S: ")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["first", "title", "first", "nick"]))
    n.t(" " + r.choice(["reports pain 3/10 at rest and 6/10 on coughing.", "says the pain is 'much better than yesterday'.",
                         "complains of itch and nausea overnight.", "in severe pain, 8/10, unable to deep breathe."]) + " ")
    if r.random() < 0.5:
        n.t(ctx.his.capitalize() + " ")
        C.fam_mention(n, r, ctx, 0, "first")
        n.t(" at bedside, concerned about drowsiness.")
    n.t("\nBackground: ")
    H.age_form(n, r, ctx, r.choice(["yo2", "sexage", "yo"]))
    n.t(", POD " + str(pod) + " " + op + ". " + r.choice(K.PMH) + ". Pre-op opioids: " + r.choice(["nil", "oxycodone MR 20 mg BD", "methadone 40 mg daily (OST)", "buprenorphine 16 mg SL daily (OST)", "tramadol 50 mg QDS"]) + ".\n")
    mode = r.choice(["epidural", "pca", "ketamine", "wound"])
    n.t("O: " + K.vitals(r) + ". Sedation score " + str(r.randint(0, 2)) + ". PONV " + str(r.randint(0, 2)) + ".\n")
    if mode == "epidural":
        lv = r.randint(6, 11)
        n.t(f"Thoracic epidural T{lv}/{lv + 1}: levobupivacaine 0.1% + fentanyl 2 microgram/mL at {r.randint(6, 14)} mL/h, "
            f"PCEA 3 mL/20 min. Block T{r.randint(4, 7)}-L{r.randint(1, 2)} to ice bilaterally, Bromage {r.randint(0, 1)}. Site clean, catheter at {r.randint(9, 12)} cm at skin.\n")
    elif mode == "pca":
        n.t(f"PCA ({r.choice(P.PCA_MODELS)}, pump SN ").p(H.device_serial(r), "DEVICE")
        n.t(f"): morphine 1 mg bolus, 5 min lockout. {r.randint(10, 60)} mg used in 24 h, {r.randint(15, 90)} demands/{r.randint(10, 40)} good.\n")
    elif mode == "ketamine":
        n.t(f"Ketamine infusion 0.{r.randint(1, 2)} mg/kg/h via dedicated line; no hallucinations. Lidocaine infusion 1 mg/kg/h, ECG monitored.\n")
    else:
        n.t(f"Wound catheter with ropivacaine 0.2% at {r.randint(5, 10)} mL/h; rectus sheath catheters bilateral.\n")
    n.t("Charted: " + ctx.para + " 1 g QDS, " + r.choice(["parecoxib 40 mg BD", "ibuprofen 400 mg TDS", "no NSAID (AKI)"]) + ", oxycodone IR 5-10 mg 2-hourly PRN, ondansetron 4 mg PRN, naloxone 100 microgram PRN.\n")
    n.t("A: " + r.choice(["Adequate analgesia, functional.", "Inadequate - breakthrough on movement.", "Over-sedated, RR 9 at 06:00 - naloxone given x1.", "Good analgesia; ready to step down."]) + "\n")
    n.t("P:\n")
    C.bullets(n, r.sample(["Continue current regimen; review tomorrow.", "Remove epidural at 10:00 after enoxaparin timing checked (last dose > 12 h).",
                           "Step down to oral: oxycodone MR 10 mg BD + IR PRN, 5-day discharge supply max.", "Stop PCA once tolerating oral intake.",
                           "Add pregabalin 75 mg BD for 5 days.", "Resume usual OST dose; confirm with dispensing pharmacy.",
                           "Avoid codeine. Physio to mobilise.", "Escalate to anaesthetist on call if RR < 10 or sedation score 2."], 3), "  - ")
    if r.random() < 0.5:
        n.t("OST dose confirmed with ").p(ctx.pharmacy, "HOSPITAL").t(" on ").p(H.phone(r, c), "PHONE").t(".\n")
    n.t("\nAPS bleep ").p(H.pager(r, c), "PHONE").t(" / ext ").p("555" + H.digits(r, 1) if r.random() < 0.5 else H.digits(r, 1) + "555", "PHONE")
    n.t("\n")
    H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["full", "finit"]))
    n.t(r.choice([", APS CNS", " RN, acute pain", ", Acute Pain Nurse Specialist"]) + "\n")
    return n


def _round_list(r, ctx, n):
    c = ctx.c
    n.t("ACUTE PAIN SERVICE - DAILY ROUND LIST\n").p(ctx.hosp, "HOSPITAL").t("   Date: ").p(ctx.d(r), "DATE").t("\n")
    n.t("Team today: ")
    H.dr(n, r, ctx.consultant, "title")
    n.t(" (consultant), ")
    H.name(n, r, ctx.nurse, "DOCTOR", "full")
    n.t(" (CNS), ")
    reg = H.Person(r, c)
    H.dr(n, r, reg, "title")
    n.t(" (registrar, bleep ").p(H.pager(r, c), "PHONE").t(")\n\n")
    n.t("| Ward/Bed | Patient | Age | " + H.MRN_LABEL[c] + " | Procedure / POD | Modality | Plan |\n|---|---|---|---|---|---|---|\n")
    pts = [ctx.pt] + [H.Person(r, c) for _ in range(r.randint(3, 6))]
    for i, p in enumerate(pts):
        n.t("| ").p(ctx.ward if i == 0 else r.choice(P.WARDS), "HOSPITAL").t("/").p(str(r.randint(1, 30)), "LOCATION_OTHER").t(" | ")
        H.name(n, r, p, "PATIENT", r.choice(["UPPER", "lastfirst", "finit", "full"]))
        n.t(" | ").p(str(ctx.age if i == 0 else r.randint(18, 94)), "AGE").t(" | ").p(H.mrn(r, c), "MRN").t(" | ")
        n.t(r.choice(["TKR", "lap AR", "PSF", "thoracotomy", "# NOF", "rib #", "open AAA", "hip hemiarthroplasty", "laparotomy"]) + " D" + str(r.randint(0, 5)) + " | ")
        n.t(r.choice(["epidural", "PCA morphine", "PCA oxycodone", "ketamine", "SAB + oral", "ESP catheter", "fascia iliaca block"]) + " | ")
        n.t(r.choice(["cont", "step down", "remove catheter", "review pm", "wean", "d/c APS"]) + " |\n")
    n.t("\nHandover to on-call anaesthetist at 17:00. Outstanding: epidural removal on ")
    n.p(r.choice(P.WARDS), "HOSPITAL").t(" after platelet count.\nCompiled by ")
    H.name(n, r, ctx.nurse, "DOCTOR", "finit")
    n.t(" (login ").p(H.username(r, ctx.nurse.first, ctx.nurse.last), "USERNAME").t(")\n")
    return n
