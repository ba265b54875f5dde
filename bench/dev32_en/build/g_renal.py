"""Genre: renal and dialysis unit notes."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi

CAUSES = ["diabetic nephropathy", "hypertensive nephrosclerosis", "IgA nephropathy", "ADPKD",
          "FSGS", "reflux nephropathy", "membranous nephropathy", "unknown aetiology (small kidneys)",
          "lupus nephritis", "ANCA vasculitis", "obstructive uropathy"]
MACHINES = ["Fresenius 5008S", "Fresenius 4008S", "Nikkiso DBB-EXA", "Baxter AK 98", "B. Braun Dialog+",
            "NxStage System One"]


def unit_name(c):
    r = c.r
    base = c.paddr.city if c.chance(0.6) else c.hosp.addr.city
    return Phi("%s %s" % (base, r.choice(["Satellite Dialysis Unit", "Renal Unit", "Haemodialysis Unit" if not c.na else "Dialysis Center",
                                          "Kidney Centre" if not c.us else "Kidney Center", "Dialysis Unit"])), "HOSPITAL")


def access(c):
    r = c.r
    return r.choice(["L radiocephalic AVF", "R brachiocephalic AVF", "L brachiobasilic AVF (transposed)",
                     "R IJ tunnelled line", "L forearm AV graft", "L IJ tunnelled dialysis catheter"])


def hd_session(c):
    r = c.r
    d = Doc()
    e = c.env()
    unit = unit_name(c)
    n1 = c.staff("Dialysis Nurse")
    n2 = c.staff("Dialysis Nurse")
    title = r.choice(["HAEMODIALYSIS TREATMENT RECORD", "HD Session Record", "Dialysis Run Sheet", "Haemodialysis Flowsheet"])
    if c.na:
        title = title.replace("HAEMO", "HEMO").replace("Haemo", "Hemo")
    d.add(unit, "\n", title, "\n\n")
    d.add("Patient: ", c.pt.caps(r.choice([0, 1, 3])), "   ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "   DOB: ", c.Dh(c.dob), "   Age: ", c.A(), "\n")
    wd = c.visit.weekday()
    sched = r.choice(["3x/week", "3 sessions/week", "thrice weekly"]) if wd != 6 else "extra session"
    d.add("Date: ", c.Dw(c.visit) if c.chance(0.4) else c.Dh(c.visit), "   Schedule: ", sched, " ", r.choice(["AM", "PM", "twilight"]),
          "   Chair: ", Phi(str(r.randint(1, 24)), "LOCATION_OTHER"))
    if c.chance(0.5):
        d.add("   Bay: ", Phi(r.choice("ABCDE"), "LOCATION_OTHER"))
    d.add("\n")
    d.add("Machine: ", r.choice(MACHINES), "  S/N ", Phi(LF.serial(r, r.choice(["FM", "NK", "BX", "5X"])) if c.chance(0.7) else LF.digits(r, 4) + "-" + LF.digits(r, 5), "DEVICE"), "\n")
    if c.chance(0.35):
        d.add("Patient ID verification: palm-vein scan matched (biometric ID ", Phi("PV-" + LF.digits(r, 6), "BIOID"), ")\n")
    d.add("Cause of ESKD: ", c.spx(r.choice(CAUSES)), ".  HD since ", c.My(c.past(120, 3000)), "\n")
    acc = access(c)
    if "line" in acc or "catheter" in acc:
        d.add("Access: ", acc, " inserted ", c.D(c.past(20, 400)), " (interventional radiology, Dr", c.dot, " ", c.doctor("IR").sur(), ")\n\n")
    else:
        d.add("Access: ", acc, " created ", c.D(c.past(90, 2500)), " by ", r.choice(["Mr", "Ms", "Dr"]), c.dot, " ", c.doctor("Vascular").sur(), "\n\n")
    dw = r.uniform(52, 108)
    pre = dw + r.uniform(0.8, 3.8)
    post = dw + r.uniform(-0.3, 0.8)
    d.add("Prescription: %d h, Qb %d, Qd %d, dialysate %dK/%.2fCa, %s\n" % (
        r.choice([3, 4, 4, 5]), r.choice([250, 300, 350, 400]), r.choice([300, 500, 500, 700]), r.choice([1, 2, 2, 3]),
        r.choice([1.25, 1.5, 1.75]), r.choice(["heparin 1000 u bolus + 500 u/h", "tinzaparin 3500 u", "heparin-free (bleeding risk)", "enoxaparin 40 mg"])))
    d.add("Target weight %.1f kg | Pre %.1f kg | Post %.1f kg | UF goal %.1f L\n\n" % (dw, pre, post, pre - dw))
    d.add("Pre-dialysis assessment: ", r.choice(["alert, no SOB", "mildly SOB, ankles swollen", "well, no complaints", "c/o cramps last session"]),
          "; temp ", "%.1f" % r.uniform(35.9, 37.6) if not c.us else "%.1f F" % r.uniform(96.8, 99.6), "; access ", r.choice(["thrill +, bruit +", "good thrill", "line site clean, dressing changed"]),
          "; BG ", clin.glucose(c), "\n\n")
    d.add("Time  | BP      | HR  | Qb  | VP  | AP   | Comment\n")
    t = r.randint(7, 13) * 60 + r.choice([0, 15, 30])
    for i in range(r.randint(4, 6)):
        cm = r.choice(["", "", "", "cramps - UF paused", "asymptomatic", "BP dropped, 200 mL NaCl", "asleep", "needle repositioned"])
        d.add("%02d:%02d | %d/%d | %d  | %d | %d | -%d | %s\n" % (t // 60, t % 60, r.randint(88, 176), r.randint(48, 96), r.randint(56, 104),
                                                               r.choice([250, 300, 350]), r.randint(110, 220), r.randint(120, 250), cm))
        t += r.choice([30, 45, 60])
    d.add("\nDrugs given on dialysis: ", r.choice(["darbepoetin 40 micrograms IV", "epoetin 4000 units IV", "iron sucrose 100 mg IV", "nil"]),
          r.choice(["", "; alfacalcidol 1 microgram IV", "; hep B booster"]), "\n")
    if c.chance(0.5):
        d.add("Bloods taken: monthly panel + ", r.choice(["HBsAg", "blood cultures (line)", "tacrolimus level", "ferritin"]), " - lab no ",
              Phi(r.choice(["", "H", "B"]) + LF.digits(r, 8), "IDNUM"), "\n")
    d.add("Post-dialysis: ", clin.vitals(c, 3, weight=post), "; needles removed, haemostasis ".replace("haemostasis", c.sp("haemostasis")),
          str(r.randint(5, 20)), " min.\n")
    d.add("\nNursing notes: ", r.choice(["Cannulated x2 with 15G needles, good flows.", "Arterial needle infiltrated at first attempt - re-sited.",
                                        "Line locked with TauroLock post session.", "Thrill and bruit present; no signs of infection."]), " ")
    d.add(r.choice([["Pt ", c.pt.initials(dots=c.chance(0.5)), " reports "], "Pt reports ", "Patient states "]), r.choice(["good week.", "itching ++ - discussed phosphate binders.",
                                                                  "missed last session (", "fluid intake ~1.5 L/day."]))
    if d.parts[-1].endswith("("):
        d.add(c.Dw(c.ago(r.choice([2, 3]))), ") due to ", r.choice(["transport failure", "a family funeral", "feeling unwell"]), ".")
    d.add("\n")
    k = r.randint(0, 2)
    if k == 0:
        d.add("Transport: ", Phi(r.choice(P.TRANSPORT_COS), "ORGANIZATION"), " - pickup ", r.choice(["06:15", "06:40", "11:30", "16:00"]),
              ", contact ", Phi(c.phone("land"), "PHONE"), ".\n")
    elif k == 1:
        d.add("Transport: own car - parking permit, reg ", Phi(LF.plate(r, c.L), "VEHICLE"), ".\n")
    else:
        f = c.relative()
        d.add("Transport: ", f.rel, " ", f.first(), " drives ", e["him"], " (mobile ", Phi(f.phone, "PHONE"), ").\n")
    d.add("\nCommenced by: ", n1.initials(dots=False), "   Checked by: ", n2.initials(dots=False), "   Completed by: ", n1.full(), ", ", r.choice(["RN", "CN", "Staff Nurse", "RGN"]), "\n")
    return d


def monthly_review(c):
    r = c.r
    d = Doc()
    e = c.env()
    unit = unit_name(c)
    neph = c.doctor("Nephrologist")
    diet = c.staff("Renal Dietitian")
    sw = c.staff("Renal Social Worker")
    d.add(unit, " - ", r.choice(["Monthly Quality Review", "Dialysis MDT / Ward Round", "Monthly HD Review", "Consultant Review (HD)"]), "\n")
    d.add("Date: ", c.Dh(c.visit), "\n\n")
    d.add(CH.pt_name_header(c), "  (", c.A(), e["sexc"], ")  ")
    for lab, val in CH.id_list(c, plans=c.L in ("US", "AU")):
        d.add(lab, " ", val, "  ")
    d.add("\n")
    d.add("Renal diagnosis: ", c.spx(r.choice(CAUSES)), "; ", r.choice(["HD", "HDF", "HD"]), " ", r.choice(["3x/week", "2x/week (incremental)"]),
          ", ", access(c), "\n")
    d.add("Consultant: Dr", c.dot, " ", neph.full(), "   Named nurse: ", c.staff("Dialysis Nurse").full(), "\n")
    d.add("Present: ", neph.init_sur(), ", ", diet.full(), " (dietitian), ", sw.full(), " (social work), ", c.staff("Charge Nurse").full(), " (charge nurse)\n\n")
    d.add("Interval history: ", r.choice(["No admissions since last review.", "Admitted to ", "Two missed sessions this month.",
                                         "Reports poor sleep and restless legs.", "Fell at home - no injury."]))
    if d.parts[-1].endswith("to "):
        d.add(c.hosp.N(), " ", c.D(c.ago(r.randint(8, 28))), " - ", c.D(c.ago(r.randint(2, 7))), " with ", r.choice(["line sepsis", "fluid overload", "hyperkalaemia".replace("aemia", "emia" if c.na else "aemia")]), ".")
    d.add(" Pre-dialysis BP averaging %d/%d; IDWG %.1f kg.\n" % (r.randint(110, 170), r.randint(60, 95), r.uniform(0.8, 4.0)))
    d.add("Current meds: ", "; ".join(clin.pick_meds(c, clin.RENAL_MEDS, r.randint(4, 6))), "\n\n")
    d.add("Bloods:\n")
    dates = [c.ago(r.randint(60, 66)), c.ago(r.randint(30, 36)), c.ago(r.randint(1, 6))]
    d.add("                ")
    for dd in dates:
        d.add(c.Dt(dd), "   ")
    d.add("\n")
    rows = [("Hb", lambda: ("%.1f" % r.uniform(9.0, 12.5)) if (c.us or c.L == "IE") else str(r.randint(90, 125))),
            ("K", lambda: "%.1f" % r.uniform(4.0, 6.3)), ("Phos", lambda: ("%.1f" % r.uniform(3.5, 7.5)) if c.us else "%.2f" % r.uniform(1.1, 2.4)),
            ("Adj Ca", lambda: ("%.1f" % r.uniform(8.4, 10.2)) if c.us else "%.2f" % r.uniform(2.1, 2.6)),
            ("PTH", lambda: str(r.randint(18, 120)) if not c.us else str(r.randint(150, 900))),
            ("Ferritin", lambda: str(r.randint(150, 900))), ("TSAT %", lambda: str(r.randint(14, 42))),
            ("Albumin", lambda: str(r.randint(28, 42)) if not c.us else "%.1f" % r.uniform(2.8, 4.2)),
            ("URR %", lambda: str(r.randint(62, 78))), ("spKt/V", lambda: "%.2f" % r.uniform(1.1, 1.7))]
    for name, fn in rows:
        d.add("%-16s" % name, "   ".join(fn().ljust(len(c.Dt(dates[0]).text)) for _ in dates), "\n")
    d.add("\nIssues:\n")
    issues = [
        ["1. " + c.sp("Anaemia"), " - ", r.choice(["Hb below target; increase darbepoetin to 60 micrograms weekly.", "ESA dose unchanged.", "IV iron loading course."])],
        ["2. Bone-mineral - phosphate ", r.choice(["high; ", "at target; "]), "seen by ", diet.full(), " (dietitian) on ", c.D(c.ago(r.randint(2, 20))), "."],
        ["3. Fluid - IDWG ", "%.1f" % r.uniform(1.0, 4.2), " kg; target weight ", r.choice(["reduced by 0.5 kg", "unchanged", "increased by 0.5 kg"]), "."],
        ["4. Access - ", r.choice(["flows good.", "fistulogram booked " , "high venous pressures - duplex requested."])],
    ]
    for it in issues:
        d.add(it)
        if isinstance(it[-1], str) and it[-1].endswith("booked "):
            d.add(c.D(c.later(r.randint(3, 20))), ".")
        d.add("\n")
    k = r.randint(0, 2)
    if k == 0:
        ctry = r.choice(P.COUNTRIES)
        fu = Phi("%s %s" % (r.choice(["Clinica", "Centro de Dialise", "Hemodialysis Centre", "Dialysis Centre", "Nephrocare"]), r.choice(["Atlantico", "Marina", "Sol", "Central", "Riviera"])), "HOSPITAL")
        d.add("5. Holiday dialysis - ", e["he"], " plans to travel to ", Phi(ctry, "COUNTRY"), " ", c.D(c.later(r.randint(30, 90))), " to ",
              c.D(c.later(r.randint(95, 120))), ". Sessions requested at ", fu, "; referral pack sent to ",
              Phi("bookings@%s.com" % "".join(ch for ch in fu.text.lower() if ch.isalnum())[:18], "EMAIL"), " by ", sw.full(), ".\n")
    elif k == 1:
        d.add("5. Transplant - ", r.choice(["active on deceased donor list since ", "suspended from list since ", "work-up in progress, referred "]),
              c.D(c.ago(r.randint(60, 900))), ". ", r.choice(["Living donor assessment of ", "Potential donor: "]))
        f = c.relative(r.choice(["daughter", "son", "sister", "brother", "wife" if c.sex == "M" else "husband"]))
        d.add(e["his"], " ", f.rel, " ", f.full(), " (age ", c.A(c.rel_age(f.rel)), ").\n")
    else:
        d.add("5. Social - ", sw.full(), " (social worker) assisting with ", r.choice(["housing application", "benefits review", "carer support",
              "advance care planning"]), ". ", CH.social(c, brief=True), "\n")
    d.add("\nDiscussion: ", PR.para(c, e, "renal", 1, 3), PR.para(c, e, "discussion", 1, 3), "\n")
    d.add("\nPlan agreed with ", c.pt.t() if c.chance(0.6) else "patient", ". Next review ", c.D(c.later(r.randint(25, 35))), ".\n")
    d.add("\n", neph.init_sur(), r.choice([", Consultant Nephrologist", ", Nephrology", " (Renal)"]), "\n")
    return d


def clinic_letter(c):
    r = c.r
    d = Doc()
    e = c.env()
    neph = c.doctor(r.choice(["Consultant Nephrologist", "Consultant Renal Physician", "Nephrologist"]))
    CH.letterhead(d, c, r.choice(["Renal Unit", "Department of Nephrology", "Kidney Care Service", "Renal Medicine Outpatients"]),
                  email=c.chance(0.5), url=c.chance(0.3))
    d.add("\n", r.choice(["Clinic date: ", "Seen: "]), c.Dh(c.visit), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    CH.re_line(d, c)
    d.nl()
    eg = r.randint(9, 28)
    d.add("Diagnosis:\n1. CKD stage ", "5" if eg < 15 else "4", " (eGFR ", str(eg), ") secondary to ", c.spx(r.choice(CAUSES)), "\n")
    d.add("2. ", r.choice(["Hypertension", "Type 2 diabetes", "Renal " + c.sp("anaemia"), "Secondary hyperparathyroidism"]), "\n")
    d.add("3. ", r.choice(["Gout", c.sp("Ischaemic") + " heart disease", "Peripheral vascular disease", "Obesity"]), "\n\n")
    d.add("Medication: ", "; ".join(clin.pick_meds(c, clin.RENAL_MEDS, r.randint(3, 6))), "\n\n")
    d.add("I reviewed ", c.pt.t(), " in the ", r.choice(["low clearance", "advanced kidney care", "CKD", "pre-dialysis"]), " clinic today", r.choice([" with ", " accompanied by "]))
    f = c.relative()
    d.add(e["his"], " ", f.rel, " ", f.first(), ". ")
    d.add(e["He"], " ", r.choice(["remains asymptomatic from a uraemic point of view".replace("uraemic", "uremic" if c.us else "uraemic"),
                                  "reports increasing fatigue and itch", "has noticed reduced appetite and some nausea in the mornings",
                                  "feels well"]), ". ")
    d.add("Blood pressure ", "%d/%d" % (r.randint(118, 172), r.randint(64, 98)), ", weight ", "%.1f kg" % r.uniform(50, 120), ". ")
    d.add("Bloods from ", c.D(c.ago(r.randint(3, 20))), ": creatinine ", clin.creat(c), ", potassium ", clin.k_val(c),
          ", bicarbonate ", str(r.randint(16, 26)), ", Hb ", clin.hb(c), ".\n\n")
    d.add(PR.para(c, e, "general_history", 1, 3), PR.para(c, e, "renal", 1, 2), "\n\n")
    d.add("We discussed kidney replacement therapy options in detail. ", e["He"], " ",
          r.choice(["favours home haemodialysis".replace("haemo", "hemo" if c.us else "haemo"), "would prefer peritoneal dialysis",
                    "wishes to pursue conservative kidney management", "would like to be assessed for pre-emptive transplantation"]),
          ". I have referred ", e["him"], " to ", r.choice(["Mr", "Ms", "Dr"]), c.dot, " ", c.doctor("Vascular").sur(), " at ", c.hospital().N(),
          " for ", r.choice(["formation of an AV fistula", "vein mapping", "PD catheter insertion", "transplant assessment"]), ".\n\n")
    if c.chance(0.6):
        d.add("Past history:\n", CH.pmh_block(c), "\n")
    if c.chance(0.6):
        d.add(CH.social(c, brief=c.chance(0.5)), "\n\n")
    d.add(r.choice(["Plan:", "Actions:"]), "\n- Repeat bloods in 4 weeks\n- Dietitian review re potassium\n- ",
          r.choice(["Hepatitis B vaccination course", "Start sodium bicarbonate 1 g bd", "Increase amlodipine to 10 mg", "Counselled re fluid balance"]),
          "\n- Review in clinic ", c.D(c.later(r.randint(28, 90))), "\n\n")
    CH.signature(d, c, neph, neph.role, lic=c.licence_for(neph) if c.chance(0.5) else None)
    d.nl()
    if c.chance(0.6):
        CH.cc_block(d, c, pt=True)
    if c.chance(0.5):
        CH.dictation(d, c, neph)
    if c.chance(0.45):
        CH.confidential(d, c)
    return d


def pd_review(c):
    r = c.r
    d = Doc()
    e = c.env()
    nurse = c.staff(r.choice(["PD Nurse Specialist", "Home Therapies Nurse", "PD Clinical Nurse Consultant"]))
    d.add(c.hosp.N(), " - ", r.choice(["Home Therapies Unit", "Peritoneal Dialysis Unit", "Home Dialysis Service"]), "\n")
    d.add(r.choice(["PD HOME VISIT", "PD Clinic Review", "Peritoneal Dialysis Review"]), " - ", c.Dh(c.visit), "\n\n")
    d.add("Name: ", CH.pt_name_header(c), "   DOB ", c.Dh(c.dob), "\n")
    d.add(c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "\n")
    d.add("Address: ", c.addr_inline(c.paddr), "   Tel ", Phi(c.ptel, "PHONE"), "\n")
    d.add("Consultant: Dr", c.dot, " ", c.doctor("Nephrology").full(), "   GP: Dr", c.dot, " ", c.gp.init_sur(), "\n\n")
    mod = r.choice(["APD", "CAPD"])
    pd_start = c.ago(r.randint(60, 1500))
    d.add("Modality: ", mod, " since ", c.D(pd_start), "; ", r.choice(["Tenckhoff catheter", "PD catheter (swan-neck)"]),
          " inserted ", c.D(pd_start - dt.timedelta(days=r.randint(14, 40))), ".\n")
    if mod == "APD":
        d.add("Cycler: ", r.choice(["Baxter HomeChoice Claria", "Fresenius sleep-safe harmony"]), ", SN ", Phi(LF.serial(r, r.choice(["HC", "SSH"])), "DEVICE"),
              "; ", r.choice(["Sharesource", "PatientOnLine"]), " remote monitoring account ", c.username(c.pt), ".\n")
        d.add("Prescription: %d x %d L exchanges over %d h, last fill %d L %s\n" % (
            r.randint(4, 6), r.choice([2, 2, 2]), r.randint(8, 10), r.choice([1, 2]), r.choice(["icodextrin", "1.36% glucose"])))
    else:
        d.add("Prescription: 4 exchanges/day (", r.choice(["1.36% x3, icodextrin overnight", "2.27% x2, 1.36% x2"]), ")\n")
    d.add("Exit site: ", r.choice(["clean and dry, no crust", "slight erythema <2 mm - mupirocin", "good, well healed"]), ". ")
    d.add("Effluent: ", r.choice(["clear", "clear", "slightly cloudy - sample sent (lab no ", "clear, no fibrin"]))
    if d.parts[-1].endswith("no "):
        d.add(Phi(r.choice(["MB", "M"]) + LF.digits(r, 7), "IDNUM"), ")")
    d.add(".\n")
    d.add("Fluid: wt %.1f kg, BP %d/%d, " % (r.uniform(52, 110), r.randint(106, 170), r.randint(60, 96)), c.sp("oedema"), " ", r.choice(["nil", "ankles", "to knees"]), ". ")
    d.add("Daily UF ~", str(r.randint(200, 1400)), " mL; urine output ~", str(r.randint(0, 1200)), " mL.\n")
    d.add("Last PET ", c.D(c.ago(r.randint(30, 300))), ": ", r.choice(["high average transporter", "low average", "high transporter"]), "; weekly Kt/V %.2f.\n" % r.uniform(1.5, 2.4))
    d.add("Home: ", r.choice(["storage of supplies adequate", "needs more storage space - supplier informed",
                              "deliveries from " ]))
    if d.parts[-1].endswith("from "):
        d.add(Phi(r.choice(["Renalcare Home Deliveries", "HomeDial Supplies", "Vantage Medical Logistics"]), "ORGANIZATION"), " every 4 weeks")
    d.add(". ")
    f = c.relative()
    d.add(f.first(), " (", f.rel, ") ", r.choice(["helps with connections", "is now trained as a backup", "works shifts and is often away"]), ".\n")
    d.add("Bloods ", c.D(c.ago(r.randint(2, 20))), ": Hb ", clin.hb(c), ", K ", clin.k_val(c), ", albumin ", str(r.randint(26, 40)) + " g/L" if not c.us else "%.1f g/dL" % r.uniform(2.6, 4.0),
          ", phosphate ", "%.2f mmol/L" % r.uniform(1.0, 2.3) if not c.us else "%.1f mg/dL" % r.uniform(3.2, 7.0), ".\n")
    d.add("Meds: ", "; ".join(clin.pick_meds(c, clin.RENAL_MEDS, r.randint(3, 5))), "\n")
    d.add("Peritonitis history: ", r.choice(["nil", "one episode (", "two episodes, last "]))
    if d.parts[-1].endswith("(") or d.parts[-1].endswith("last "):
        d.add(c.My(c.ago(r.randint(60, 600))), r.choice([", CNS", ", Staph aureus", ", culture negative"]), ")" if d.parts[-1].endswith("(") else "")
    d.add("\n")
    d.add("Plan: ", r.choice(["continue current prescription", "increase to 5 exchanges", "PET in 3 months", "retrain on aseptic technique"]),
          "; next visit ", c.Dw(c.next_weekday(14, 40)), ".\n\n")
    d.add(nurse.full(), ", ", nurse.role, "  ", Phi(c.phone("mob"), "PHONE"), "\n")
    return d


def social_work_letter(c):
    """Letter from the renal social worker supporting a benefits / entitlement application."""
    r = c.r
    d = Doc()
    e = c.env()
    sw = c.staff("Renal Social Worker")
    unit = unit_name(c)
    d.add(unit, "\n", c.addr_inline(c.hosp.addr), "\n", "Tel ", Phi(LF.sibling(r, c.hosp.phone), "PHONE"), "\n\n")
    d.add(c.D(c.visit), "\n\n")
    target = {"UK": "To whom it may concern (Personal Independence Payment assessment)",
              "IE": "The Medical Card Central Assessment Office",
              "US": "Social Security Administration - Disability Determination Services",
              "CA": "Disability Support Program - Adjudication Unit" if c.plans and c.plans[0][0] == "OHIP" else "Income Assistance Program",
              "AU": "Centrelink - Disability Support Pension",
              "NZ": "Work and Income - Supported Living Payment"}[c.L]
    d.add(target, "\n\n")
    d.add("Re: ", c.pt.tf(), "\n", "Date of birth: ", c.Dh(c.dob), "\n")
    if c.ssn:
        d.add(c.ssn[0], ": ", Phi(c.ssn[1], "SSN"), "\n")
    if c.plans and c.L not in ("US",):
        d.add(c.plans[0][0], ": ", Phi(c.plans[0][1], "HEALTHPLAN"), "\n")
    d.add("Address: ", c.addr_inline(c.paddr), "\n\n")
    d.add("I am the social worker for the above patient, who has end-stage kidney disease and has required ",
          c.sp("haemodialysis"), " three times a week since ", c.My(c.ago(r.randint(90, 2000))), " at ", unit, ". ")
    d.add("Each session lasts four hours plus travel, and ", e["he"], " is usually exhausted for the rest of the day. ")
    if not c.retired:
        d.add(e["He"], " previously worked as ", CH.art(c.prof), " ", Phi(c.prof, "PROFESSION"), " with ", Phi(c.employer, "ORGANIZATION"),
              " but has been unable to work since ", c.D(c.ago(r.randint(60, 700))), ". ")
    else:
        d.add(e["He"], " is retired and relies on ", e["his"], " ", c.relative().rel, " for day-to-day help. ")
    d.add("\n\n", PR.para(c, e, "social", 1, 2))
    d.add("\n\n", e["His"], " nephrologist, Dr", c.dot, " ", c.doctor("Nephrology").full(), ", is happy to provide further medical evidence if required. ")
    d.add("Please contact me on the number above or at ", c.staff_email(sw), " if you need any further information.\n\n")
    d.add("In summary, ", e["his"], " condition and its treatment have a substantial and long-term effect on ", e["his"], " ability to ",
          r.choice(["work", "prepare meals and manage finances", "travel independently", "carry out day-to-day activities"]),
          ". ", e["He"], " also has ", r.choice(["diabetes with peripheral neuropathy", "heart failure", "osteoarthritis of both knees", "depression"]),
          ", which adds to these difficulties. ", e["His"], " next review with the renal team is on ", c.D(c.next_weekday(14, 60)), ".\n\n")
    d.add("Yours faithfully,\n\n", sw.full(), "\n", sw.role, "\n")
    if c.L in ("UK", "IE", "NZ", "AU"):
        lab = {"UK": "Social Work England reg. no.", "IE": "CORU reg. no.", "NZ": "SWRB reg. no.", "AU": "AASW member no."}[c.L]
        d.add(lab, " ", Phi(("SW" if c.L == "UK" else "") + LF.digits(r, 6), "LICENSE"), "\n")
    return d


def us_facility(c):
    """US outpatient dialysis facility admission / face sheet + nephrology note."""
    r = c.r
    d = Doc()
    e = c.env()
    fac = Phi("%s %s" % (c.paddr.city, r.choice(["Dialysis Center", "Kidney Care", "Dialysis Clinic", "Renal Center"])), "HOSPITAL")
    neph = c.doctor("Nephrology")
    d.add(fac, "\n", c.addr_lines(c.hosp.addr)[0], ", ", c.addr_lines(c.hosp.addr)[1], "\n")
    d.add("Phone ", Phi(c.phone("land"), "PHONE"), "  Fax ", Phi(c.phone("land"), "FAX"), "\n\n")
    d.add(r.choice(["PATIENT FACE SHEET / ADMISSION", "NEW PATIENT ADMISSION - OUTPATIENT HEMODIALYSIS", "Facility Admission Record"]), "\n")
    d.add("Name: ", c.pt.caps(1), "    Sex: ", e["sexc"], "    DOB: ", c.Dh(c.dob), "  (", c.A(), ")\n")
    d.add("Address: ", c.addr_inline(c.paddr), "\n")
    d.add("Home phone: ", Phi(c.ptel, "PHONE"), "   Cell: ", Phi(c.pmob, "PHONE"), "\n")
    if c.ssn:
        d.add(c.ssn[0], ": ", Phi(c.ssn[1], "SSN"), "   ")
    d.add("MRN: ", Phi(c.mrn, "MRN"), "   Acct: ", Phi(c.acct, "ACCOUNT"), "\n")
    d.add("Primary insurance: ", Phi(c.insurer, "ORGANIZATION"), "  ID ", Phi(c.plans[0][1], "HEALTHPLAN"), "  Group ", Phi(c.plans[1][1], "HEALTHPLAN"), "\n")
    if len(c.plans) > 2:
        d.add("Medicare MBI: ", Phi(c.plans[2][1], "HEALTHPLAN"), "\n")
    first_hd = c.ago(r.randint(20, 80))
    d.add("CMS-2728 completed ", c.Dh(c.ago(r.randint(1, 19))), "; first dialysis date ", c.Dh(first_hd), "\n")
    f = c.relative()
    d.add("Emergency contact: ", f.full(), " (", f.rel, ")  ", Phi(f.phone, "PHONE"), "\n")
    d.add("Employer: ", Phi(c.employer, "ORGANIZATION") if not c.retired else "retired", "   Occupation: ", Phi(c.prof, "PROFESSION"), "\n\n")
    d.add("NEPHROLOGY ADMISSION NOTE\n")
    d.add(c.pt.t(), " is ", CH.num_art(c.age), " ", c.A(), "-year-old ", e["sex"], " with ESRD secondary to ", c.spx(r.choice(CAUSES)),
          ", initiated on hemodialysis at ", c.hosp.N(), " ", c.D(first_hd), " after presenting with ",
          r.choice(["volume overload", "uremic symptoms", "hyperkalemia (K 7.1)", "metabolic acidosis"]), ". ")
    d.add("Access: ", access(c), ". Chair ", Phi(str(r.randint(1, 30)), "LOCATION_OTHER"), ", ", "3x/week, ", r.choice(["first", "second", "third"]), " shift.\n")
    d.add("Rx: 4 h, ", r.choice(["F180NR", "Optiflux 200", "Revaclear 400"]), ", Qb 400, Qd 600, 2K/2.5Ca, EDW %.1f kg.\n" % r.uniform(55, 130))
    d.add("PMH:\n", CH.pmh_block(c))
    d.add("Allergies: ", CH.allergies(c), "\n")
    d.add("Meds: ", "; ".join(clin.pick_meds(c, clin.RENAL_MEDS, r.randint(4, 6))), "\n")
    d.add("Hep B sAg neg, sAb ", r.choice(["<10 - vaccination series started", "immune"]), "; HCV neg; HIV neg (", c.Dh(c.ago(r.randint(5, 30))), ").\n")
    d.add("Transplant referral sent to ", c.hospital().N(), " ", c.D(c.later(r.randint(0, 14))), ".\n\n")
    d.add(neph.full(), ", MD  ", "NPI ", Phi(LF.npi(r), "LICENSE"), "\n")
    CH.ehr_footer(d, c, neph, ip=CH.rand_ip(c) if c.chance(0.5) else None, user=c.chance(0.6))
    return d


def build(c):
    r = c.r
    if c.L == "US":
        f = r.choice([us_facility, hd_session, monthly_review, social_work_letter, us_facility])
    else:
        f = r.choice([hd_session, monthly_review, clinic_letter, pd_review, social_work_letter, hd_session])
    return f(c), f.__name__
