"""Genres: tracheostomy insertion record, daily tracheostomy round note, tube change record."""
import datetime as dt

import ids
import clin as K
from core import (NB, PAT, DOC, FAM, AGE, DATE, HOSP, LOC, MRN, SSN, HP, ACC, LIC, DEV, BIO,
                  IDN, PH, PROF, CTRY)
from case import banner, sign, clin, pt_name, pt_ref, dr_name, age_sex, nok_line, social, footer_audit


def _days(c, a, b):
    return c.d0 + dt.timedelta(days=c.r.randint(a, b))


def insertion(c):
    r = c.r
    n = NB()
    perc = r.random() < 0.6
    title = r.choice(["Tracheostomy Insertion Record", "Procedure Note - Tracheostomy",
                      "PERCUTANEOUS TRACHEOSTOMY - OPERATION NOTE" if perc else "Surgical Tracheostomy Op Note"])
    banner(n, c, title, dept=r.choice(["Critical Care", "Intensive Care Unit", "ENT Theatres",
                                       "Adult ICU", "Head & Neck Surgery"]))
    op = clin(c, "icu_cons" if perc else "ent_cons")
    asst = clin(c, "icu_reg" if perc else "ent_reg")
    an = clin(c, "anaes")
    nurse = clin(c, "nurse")
    h, m = r.randint(8, 16), r.choice([0, 10, 15, 20, 30, 40, 45])
    dur = r.randint(18, 75)
    h2, m2 = h + (m + dur) // 60, (m + dur) % 60
    n.ln("Date of procedure: ", DATE(c.fd(c.d0)), "   Start %02d:%02d  Finish %02d:%02d" % (h, m, h2, m2))
    if perc:
        icu = {"US": ["MICU", "SICU", "Neuro ICU", "CVICU"], "CA": ["ICU", "MSICU", "CVICU"],
               "UK": ["ITU", "ICU", "Critical Care", "Neuro ITU"]}.get(c.cc, ["ICU", "Critical Care", "ICU", "HDU"])
        n.ln("Location: ", r.choice(icu), " bed ", LOC(c.bed))
    else:
        n.ln("Location: ", r.choice(["Theatre ", "OR ", "Main theatres, suite "]), LOC(str(r.randint(1, 14))))
    n.ln("Operator: ", dr_name(c, op, "full"), " (", op.title, ")")
    n.ln(r.choice(["Assistant", "Bronchoscopist", "2nd operator"]), ": ", dr_name(c, asst, "full"))
    n.ln(c.sp("Anaesthetist").replace("Anaesthetist", c.sp("anaesthetist").capitalize()), ": ",
         dr_name(c, an, r.choice(["full", "fi"])))
    n.ln(r.choice(["Scrub nurse", "Airway nurse", "Circulating RN"]), ": ", DOC(nurse.p.f(r.choice(["full", "first_i"]))))
    if c.cc == "US" and r.random() < 0.5:
        n.ln("Case #: ", IDN(ids.idnum(c, "order")), "   ", c.acct[0], ": ", ACC(c.acct[1]))
    if c.ssn and r.random() < 0.3:
        n.ln("Face sheet ", c.ssn[0], ": ", SSN(c.ssn[1]))
    n.ln("")
    n.ln("INDICATION")
    n.add(age_sex(c), " ", r.choice(["admitted", "adm", "transferred in"]), " ",
          DATE(c.fd(_days(c, -25, -6))), " with ", r.choice(K.INDICATIONS), ". ")
    if r.random() < 0.5:
        n.add("Intubated ", DATE(c.fd_short(_days(c, -20, -5))), "; ")
    n.ln(r.choice(["Failed SBT x2. ", "Anticipated prolonged ventilation. ", "Unable to protect airway. ",
                   "Day 11 of mechanical ventilation. "]))
    if r.random() < 0.5:
        n.ln("Background: ", r.choice(["COPD, T2DM, HTN", "AF on apixaban (held 48 h)", "IHD, CKD 3a",
                                       "nil significant", "OSA on CPAP, BMI 38"]), ". ", social(c))
    n.ln("")
    n.ln("CONSENT")
    if r.random() < 0.5:
        n.ln(r.choice(["Patient lacks capacity - Consent Form 4 completed. ",
                       "Consent from health care proxy. ", "Best interests decision documented. "]),
             "Discussed with ", c.nok_rel, " ", FAM(c.nok.f(r.choice(["full", "first"]))),
             r.choice([" by phone (", " at bedside ("]), PH(c.nok_phone), ") on ",
             DATE(c.fd(_days(c, -2, 0))), ".")
    else:
        n.ln("Written consent obtained from patient (nodding/writing board). Risks incl. bleeding, "
             "infection, tube displacement, pneumothorax, tracheal stenosis discussed.")
    n.ln("")
    n.ln("PRE-PROCEDURE")
    n.ln("- ", K.coag(c), "; ", K.labs(c))
    n.ln("- ", K.airway_grade(c), ". ", r.choice(["Neck extension adequate.", "Short neck, BMI 34.",
                                                  "US neck: no vessels over ring 2-3."]))
    n.ln("- Enteral feed stopped ", r.choice(["6 h", "4 h", "at 02:00"]), " pre-procedure; heparin held. ",
         "Pre-oxygenated FiO2 1.0.")
    if c.cc in ("UK", "IE", "AU", "NZ") and r.random() < 0.5:
        n.ln("- WHO checklist completed; ", r.choice(["NAP4", "DAS"]), " difficult airway trolley present.")
    n.ln("")
    n.ln("PROCEDURE")
    size = K.tube(c)
    if perc:
        n.ln(r.choice(["Percutaneous dilatational tracheostomy under bronchoscopic guidance ",
                       "PDT, Seldinger technique, bronchoscopic guidance "]),
             "(", r.choice(["Ambu aScope 4", "Olympus BF-P190", "aScope 4 Broncho Regular"]), "). ",
             "ETT withdrawn to ", str(r.randint(17, 21)), " cm at lips. ",
             ("Lidocaine 1% with epinephrine 1:100,000, 5 ml infiltrated. " if c.cc in ("US", "CA") else
              "Lignocaine 2% with adrenaline 4 ml. " if c.cc in ("AU", "NZ") else
              "Lidocaine 1% with adrenaline 1:200,000, 5 ml infiltrated. "),
             "Needle entry between tracheal rings ", r.choice(["1-2", "2-3", "2-3", "3-4"]),
             " in midline, confirmed on scope. ",
             r.choice(["Ciaglia Blue Rhino single-step dilator.", "Griggs guidewire dilating forceps.",
                       "Portex UltraPerc dilator."]))
    else:
        n.ln("Horizontal skin incision 2 cm below cricoid. Strap muscles separated in midline, ",
             r.choice(["thyroid isthmus divided and ligated (2-0 Vicryl)", "isthmus retracted superiorly"]),
             ". ", r.choice(["Bjork flap fashioned from ring 2, sutured to inferior skin edge.",
                             "Window excised ring 2-3.", "Vertical slit ring 3, stay sutures placed."]),
             " Maturation sutures x4.")
    n.ln("Tube: ", size)
    n.ln("Tube serial no: ", DEV(ids.serial(c)), r.choice(["   LOT ", "   Lot: "]), DEV(ids.serial(c, "lot")))
    n.ln("Position confirmed: ", r.choice(["capnography + bronchoscopy", "ETCO2 trace and scope, tip 4 cm above carina",
                                           "EtCO2, bilateral air entry, CXR"]), ". EBL ", str(r.randint(5, 60)),
         " ml. ", r.choice(["No complications.", "Minor venous ooze, controlled with pressure.",
                            "Transient desat to 86%, recovered.", "Nil immediate complications."]))
    n.ln("Secured with ", r.choice(["sutures x2 and Velcro ties", "tapes, 2 fingers loose",
                                    "flange sutures + tie holder"]), ". ", K.cuff(c), ".")
    if r.random() < 0.45:
        n.ln("Tracheal aspirate sent for MC&S, specimen no. ", IDN(ids.idnum(c, "specimen")), ".")
    n.ln("")
    n.ln("POST-OP PLAN")
    n.ln("1. ", r.choice(["CXR post procedure", "CXR - no pneumothorax", "Check CXR"]), ".")
    n.ln("2. Sutures out on ", DATE(c.fd(_days(c, 5, 7))), "; first tube change not before day 7 (",
         DATE(c.fd_short(_days(c, 7, 10))), ").")
    n.ln("3. Bedhead sign completed (", r.choice(["green", "NTSP tracheostomy", "trach"]),
         " algorithm). ", K.spare_line(c, size.split(",")[0]), ".")
    n.ln("4. Humidification ", r.choice(["via heated circuit", "Swedish nose when off vent", "cold water nebs"]),
         "; inner cannula checks ", r.choice(["4-hourly", "q4h", "8-hourly", "TDS and PRN"]), ".")
    n.ln("5. Refer to ", c.sp("SLT"), " and trach team once cuff-down tolerated.")
    if r.random() < 0.4:
        n.ln("6. Update ", c.nok_rel, " ", FAM(c.nok.f("first")), ".")
    n.ln("")
    sign(n, c, op)
    if r.random() < 0.3:
        n.ln("Dictated by ", DOC(op.p.f("INIT")), " / typed by ", DOC(c.person().f("low_init")))
    if r.random() < 0.3:
        footer_audit(n, c)
    return n


def round_note(c):
    r = c.r
    n = NB()
    k = r.random()
    if k < 0.3:
        return _round_list(c, n)
    if k < 0.5:
        return _round_flow(c, n)
    title = r.choice(["Tracheostomy Team Ward Round", "Trach Round Note", "Daily Tracheostomy Review",
                      "TRACHEOSTOMY SAFETY ROUND"])
    banner(n, c, title, dept="Tracheostomy Team")
    cns = clin(c, "cns")
    day = r.randint(2, 40)
    n.ln(DATE(c.fd(c.d0)), " ", c.time(), "  ", r.choice(["Trach day", "Day post-insertion:", "Post-trach day"]),
         " ", str(day))
    n.add("Seen by: ", DOC(cns.p.f(r.choice(["full", "fi"]))), " (", cns.title, ")")
    if r.random() < 0.5:
        n.add(" with ", c.sp("physio"), " ", DOC(clin(c, "physio").p.f(r.choice(["full", "first"]))))
    n.ln("")
    n.ln("Location: ", HOSP(c.ward_name), ", bed ", LOC(c.bed))
    n.ln("")
    n.ln("S: ", K.typo(c, r.choice(["Pt reports feeling 'chesty' overnight.", "Communicating with writing board and mouthing.",
                          "Patient asleep on arrival, roused easily.", "Nil complaints, keen to talk.",
                          "Says throat sore around tube, paracetamol helps.",
                          "Pt mouthed 'when is the tube coming out' - reassured, explained plan."])))
    if r.random() < 0.4:
        n.ln("   ", c.nok_rel.capitalize(), " ", FAM(c.nok.f("first")), " visiting, ",
             r.choice(["asking about going home.", "asking when voice returns.", "happy with progress."]))
    n.ln("O: ", K.obs(c))
    n.ln("   Tube: ", K.tube(c), "; ", r.choice(["inserted", "PDT", "surgical trach"]), " ",
         DATE(c.fd_short(c.d0 - dt.timedelta(days=day))))
    n.ln("   ", K.cuff(c))
    n.ln("   ", K.typo(c, K.secretions(c)), ". ", r.choice(["Cough: strong, effective.", "Weak cough, needs suction.",
                                                 "Good cough to tube."]))
    n.ln("   ", K.stoma_site(c), ".")
    n.ln("   Inner cannula ", r.choice(["changed", "cleaned", "checked"]), " ", r.choice(["q4h", "4-hourly", "TDS"]),
         " - ", r.choice(["clean", "some crusting", "partially occluded at 06:00, changed"]), ".")
    if r.random() < 0.5:
        n.ln("   ", r.choice(["Bloods: ", "Labs: "]), K.labs(c))
    n.ln("   Bedside equipment: ", r.choice(["all present and in date", "spare inner cannula missing - replaced",
                                             "tracheal dilators absent, restocked", "complete"]),
         "; bedhead sign ", r.choice(["present", "updated", "missing - replaced"]), ".")
    n.ln("A: ", r.choice(["Progressing well with weaning.", "Not yet ready for cuff deflation.",
                          "Tolerating cuff down 4 h/day.", "Ready for downsize.",
                          "Increasing secretion load - ?VAP."]))
    n.ln("P:")
    plans = [
        "Cuff deflation trial %s, 2 h x2 today, SLT to attend" % r.choice(["with", "-"]),
        "Downsize to %s" % K.tube(c, short=True),
        "Continue saline nebs 5 ml QDS; sputum sample sent",
        "Speaking valve assessment with %s" % c.sp("SLT"),
        "Refer dietitian - NG feeds, %s to assess swallow" % c.sp("SLT"),
        "Sit out in chair, mobilise with physio",
        "Capping trial when cuffless and tolerating valve",
        "Change tapes daily, 2-person technique",
    ]
    for i, pl in enumerate(r.sample(plans, r.randint(2, 4))):
        n.ln("  ", str(i + 1), ") ", pl.replace("SLT", c.sp("SLT")).replace("physio", c.sp("physio")))
    if r.random() < 0.5:
        n.ln("  Next review ", DATE(c.fd_short(c.d0 + dt.timedelta(days=r.randint(1, 3))))
             , r.choice(["", " am", " on round"]))
    n.ln("")
    sign(n, c, cns, style=r.choice(["plain", "uk", "bleep", "dash"]))
    return n


def _round_list(c, n):
    r = c.r
    cns = clin(c, "cns")
    hdr = r.choice(["TRACH TEAM ROUND", "Tracheostomy Team - Patient List", "Trachy round list"])
    n.ln(hdr, " - ", HOSP(c.hosp["name"]), " - ", DATE(c.fd(c.d0, r.choice(["wd_dmy", "wd_long", "d_month_y"])
                                                         if c.cc != "US" else r.choice(["wd_us_long", "us"]))))
    n.add("Team: ", DOC(cns.p.f("full")), " (", cns.title, "), ", DOC(clin(c, "physio").p.f("full")),
          " (", c.sp("physio"), ")")
    if r.random() < 0.5:
        n.add(", ", c.sp("SLT"), " ", DOC(clin(c, "slt").p.f("first_i")))
    n.ln("")
    n.ln("")
    pts = [c.pt] + [c.person() for _ in range(r.randint(2, 4))]
    for i, p in enumerate(pts):
        ward = c.ward_name if i == 0 else c.ward()
        bed = c.bed if i == 0 else str(r.randint(1, 30))
        mrn = c.mrn if i == 0 else "".join(str(r.randint(0, 9)) if ch.isdigit() else ch for ch in c.mrn)
        age = c.age if i == 0 else r.randint(22, 91)
        n.ln(str(i + 1), ". ", HOSP(ward), " ", r.choice(["bed ", "b", "Bed "]), LOC(bed), " - ",
             PAT(p.f(r.choice(["LF", "lf", "full"]))), " ", AGE(str(age)), p.sex, " (", MRN(mrn), ")")
        d = r.randint(2, 60)
        n.ln("   ", K.tube(c, short=True), r.choice([" cuffed", " cuffless", " fenestrated"]),
             ", day ", str(d), ". ", r.choice(K.INDICATIONS).capitalize() if r.random() < 0.5 else
             r.choice(["Weaning well.", "On CPAP 5 via trach overnight.", "Self-ventilating on 28%."]))
        n.ln("   ", K.secretions(c), ". ", r.choice(["Cuff down 6 h yesterday.", "Cuff up, aspirating.",
                                                     "PMV 30 min TDS.", "Capped since yesterday 14:00."]))
        if r.random() < 0.4:
            n.ln("   Plan: tube change due ", DATE(c.fd_short(c.d0 + dt.timedelta(days=r.randint(1, 6)))))
        else:
            n.ln("   Plan: ", r.choice(["downsize today", "continue cuff-down trials", "decannulate if capped 24 h",
                                        c.sp("SLT") + " FEES next week", "change to cuffless"]))
    n.ln("")
    n.ln("Outstanding: ", r.choice(["2 referrals pending from ", "1 new referral from "]),
         r.choice(["ICU", "neurosurgery", "the stroke unit", "HDU"]), "; ",
         r.choice(["audit forms to ", "ward teaching with "]), HOSP(c.ward()), " ",
         DATE(c.fd_short(c.d0 + dt.timedelta(days=r.randint(1, 5)))), ".")
    sign(n, c, cns, style="bleep")
    return n


def tube_change(c):
    r = c.r
    n = NB()
    title = r.choice(["Tracheostomy Tube Change Record", "TRACHY TUBE CHANGE", "Tube Change - Procedure Record"])
    banner(n, c, title, dept=r.choice(["Tracheostomy Team", "ENT", "Respiratory Therapy", "Airway Service"]))
    a = clin(c, r.choice(["cns", "ent_reg", "physio"]))
    b = clin(c, "nurse")
    nth = r.choice(["1st", "2nd", "3rd", "4th", "routine 28-day", "routine 30-day", "first"])
    n.ln("Date: ", DATE(c.fd(c.d0)), "   Time: ", c.time(day=True), "   Change: ", nth)
    n.ln("Reason: ", r.choice(["First change (day 7 post PDT)", "Routine scheduled change",
                               "Cuff leak - pilot balloon not holding", "Downsizing for weaning",
                               "Change to fenestrated tube for speech", "Blocked inner cannula / crusting",
                               "Change to cuffless for decannulation pathway"]))
    n.ln("Performed by: ", dr_name(c, a, "full"), ", ", a.title)
    n.ln("Assisted by: ", DOC(b.p.f(r.choice(["full", "fi"]))), r.choice([", RN", ", staff nurse", ""]))
    n.ln("")
    n.ln("Pre-change checks")
    if r.random() < 0.35:
        n.ln("[x] Patient ID confirmed: wristband + ", r.choice(["palm-vein scan ID ", "biometric wristband ref ",
                                                                  "fingerprint ID "]), BIO(ids.bioid(c)))
    else:
        n.ln("[x] Patient ID confirmed: name, DOB ", DATE(c.fd(c.dob)), ", ", r.choice(["MRN", "hosp no"]), " ",
             MRN(c.mrn))
    n.ln("[x] Fasted ", r.choice(["4 h", "2 h (feeds off)", "6 h"]), "   [x] Emergency equipment + O2 + suction")
    n.ln("[x] Spare tubes: same size and one smaller   [x] ", r.choice(["Consent verbal", "Best interests"]))
    n.ln("Pre SpO2 ", str(r.randint(92, 99)), "% on ", r.choice(["RA", "28%", "2 L"]), ", RR ", str(r.randint(14, 24)))
    n.ln("")
    old = K.tube(c)
    new = K.tube(c)
    n.ln("Removed: ", old)
    if r.random() < 0.5:
        n.ln("  serial ", DEV(ids.serial(c)))
    n.ln("Inserted: ", new)
    n.ln("  LOT ", DEV(ids.serial(c, "lot")), r.choice(["  REF ", "  cat no. "]),
         r.choice(["100/800/070", "515070", "DFEN 6", "S-6DCT", "PORTEX 8.0"]), "   SN ", DEV(ids.serial(c)))
    n.ln("Technique: ", r.choice(["obturator, first attempt", "over suction catheter (Seldinger), 1st attempt",
                                  "over Frova introducer", "obturator - 2 attempts, slight resistance"]))
    n.ln("Stoma: ", K.stoma_site(c), ".")
    n.ln("Post: SpO2 ", str(r.randint(92, 100)), "%, bilateral chest expansion, ", r.choice(["ETCO2 trace confirmed",
                                                                                          "Mapleson C + EtCO2 ok",
                                                                                          "good airflow, pt coughed"]),
         ". ", K.cuff(c) if "cuffless" not in new else "Cuffless tube.")
    n.ln("Complications: ", r.choice(["none", "nil", "minor bleeding from granulation", "coughing ++, settled"]))
    n.ln("")
    n.ln("Next change due: ", DATE(c.fd(c.d0 + dt.timedelta(days=r.choice([28, 30, 30, 7, 14])))),
         r.choice(["", " (community)", " - trach team to book"]))
    n.ln("Bedhead sign and passport updated: ", r.choice(["yes", "Y", "yes - copy to ward"]))
    if r.random() < 0.3:
        n.ln("Old tube returned to ", r.choice(["supplier", "Biomedical Engineering"]), " - incident ref ",
             IDN(ids.idnum(c, "incident")), r.choice([" (cuff fault)", ""]))
    n.ln("")
    sign(n, c, a)
    if r.random() < 0.4:
        n.ln("Witness: ", DOC(b.p.f("full")), ", ", b.title)
    if r.random() < 0.25:
        footer_audit(n, c, a.p)
    return n


def _round_flow(c, n):
    """Nursing 24-h tracheostomy care flowsheet with time-stamped checks."""
    r = c.r
    n.ln(r.choice(["TRACHEOSTOMY CARE BUNDLE - 24 h", "Trach care flowsheet", "Tracheostomy Safety Checklist (daily)"]))
    n.ln(pt_name(c, "LF"), "   ", r.choice(["MRN", "Hosp no", "UR"]), " ", MRN(c.mrn), "   ", HOSP(c.ward_name),
         " bed ", LOC(c.bed), "   ", DATE(c.fd(c.d0)))
    tb = K.tube(c)
    n.ln("Tube: ", tb, "   Inserted ", DATE(c.fd(c.d0 - dt.timedelta(days=r.randint(2, 50)))))
    n.ln("")
    n.ln("Time  | Inner cannula | Cuff (cmH2O) | Suction        | Stoma/dressing | SpO2 | Init")
    nurses = [c.person() for _ in range(r.randint(2, 3))]
    h = r.choice([6, 7, 8])
    for _ in range(r.randint(4, 7)):
        nu = r.choice(nurses)
        n.ln("%02d:00 | " % (h % 24), r.choice(["changed      ", "cleaned      ", "checked      "]), " | ",
             ("n/a" if "cuffless" in tb else r.choice(["22", "24", "26", "deflated", "20", "28"])).ljust(12), " | ",
             r.choice(["x1 thin white ", "x2 thick      ", "nil           ", "x1 blood-tinge"]), " | ",
             r.choice(["clean, dry     ", "dressing chngd ", "slight ooze    ", "tapes changed  "]), " | ",
             str(r.randint(91, 100)), "%  | ", DOC(nu.f("INIT")))
        h += r.choice([2, 4, 4])
    n.ln("")
    n.ln("Bedside equipment check (each shift): ", r.choice(["complete x3", "complete x2, dilators missing at 22:00 - replaced",
                                                              "complete"]))
    n.ln("Humidification: ", r.choice(["heated humidifier MR850 at 37 C", "HME changed 24-hourly", "saline nebs QDS"]))
    n.ln("Escalations: ", r.choice(["nil", "outreach called 03:10 for desat, resolved after suction",
                                    "doctor informed of blood-stained secretions"]))
    n.ln("")
    n.ln("Signatures / initials")
    for nu in nurses:
        n.ln("  ", DOC(nu.f("INIT")), " = ", DOC(nu.f(r.choice(["full", "fi"]))), r.choice([", RN", ", EN", ", HCA", ""]),
             r.choice(["  (days)", "  (nights)", ""]))
    return n
