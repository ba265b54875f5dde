"""Genre 1: anaesthesia pre-assessment and intra-operative anaesthetic records."""
from phi import an, cap, M, AG, HO, LO, CO, UN
from common import patient, staff, relative, prof, job_phrase, esign, dictation, print_banner, cred, yr_back, sex_word
import clin

PROCS = [("laparoscopic cholecystectomy", "General Surgery"), ("total knee replacement", "Orthopaedics"),
         ("right total hip arthroplasty", "Orthopaedics"), ("TURP", "Urology"), ("laparoscopic hysterectomy", "Gynaecology"),
         ("open inguinal hernia repair", "General Surgery"), ("thyroidectomy", "ENT"), ("ORIF left distal radius", "Orthopaedics"),
         ("elective caesarean section", "Obstetrics"), ("anterior resection", "Colorectal"), ("carotid endarterectomy", "Vascular"),
         ("septorhinoplasty", "ENT"), ("cystoscopy and ureteric stent", "Urology"), ("lumbar microdiscectomy", "Spine"),
         ("bariatric sleeve gastrectomy", "Upper GI"), ("EVAR", "Vascular"), ("mastectomy and SLNB", "Breast"),
         ("shoulder arthroscopy", "Orthopaedics"), ("tonsillectomy", "ENT"), ("radical prostatectomy (robotic)", "Urology")]
PREV = ["appendicectomy", "tonsillectomy", "knee arthroscopy", "C-section", "cholecystectomy", "hernia repair",
        "wisdom teeth extraction", "ORIF ankle", "colonoscopy under sedation", "carpal tunnel release"]
PREV_PROB = ["no problems", "PONV", "severe PONV", "difficult cannulation", "slow to wake", "no issues reported",
             "sore throat only", "emergence delirium"]


def _airway(c):
    r = c.r
    return ("Mallampati %s, TMD %s, mouth opening %s, neck %s, dentition: %s" %
            (r.choice(["I", "II", "III", "IV"]), r.choice([">6.5 cm", "6 cm", "<6 cm", "3 FB"]),
             r.choice([">3 FB", "3 cm", "2 FB", "adequate"]), r.choice(["full ROM", "reduced extension", "full flex/ext"]),
             r.choice(["own teeth, good", "upper denture", "crowns UR1 UL1", "loose LL2", "edentulous", "bridge lower left"])))


def layout_form(c, pt):
    r = c.r
    h = c.hosp_name()
    proc, spec = r.choice(PROCS)
    surg, nurse, anaes = staff(c), staff(c, "F"), staff(c)
    gp = staff(c)
    op_date = c.plus(c.today, r.randint(5, 40))
    nok = relative(c, pt)
    L = []
    uk = c.loc != "US"
    L.append("%s\n%s" % (HO(h), "PRE-OPERATIVE ASSESSMENT CLINIC" if r.random() < .5 else "Pre-Anaesthetic Assessment Record"))
    idl = {"GB": "NHS No", "AU": "Medicare No", "CA": "Health Card"}.get(c.loc, "Member ID")
    L.append("Surname: %s   Forename: %s   %s: %s   %s: %s" % (
        M("PATIENT", pt.last.upper()), pt.fn, "Hosp No" if c.loc == "GB" else "UR" if c.loc == "AU" else "MRN",
        c.mrn(), idl, c.hplan()))
    L.append("DOB: %s   Age: %s   Sex: %s" % (c.D(pt.dob), AG(pt.age), sex_word(pt, 1)))
    L.append("Address: %s" % c.addr_line())
    L.append("Home tel: %s   Mobile: %s" % (c.phone(False), c.phone(True)))
    L.append("GP: %s, %s" % (gp.dr, c.hosp("gp")))
    L.append("")
    L.append("Date of assessment: %s    Seen in: %s" % (c.D(c.today), r.choice(["clinic", "telephone clinic", "video clinic"])))
    L.append("Proposed procedure: %s (%s)   Listed for: %s   Surgeon: %s%s %s" % (
        proc, spec, c.D(op_date), "Mr" if uk and surg.sex == "M" else "Ms" if uk else "Dr", c.dot if not uk else "", surg.ln))
    L.append("")
    L.append("PAST MEDICAL HISTORY")
    for cond in clin.pmh(c):
        L.append("  - %s%s" % (cond, r.choice(["", " (dx %s)" % c.Y(yr_back(c)), " since %s" % c.Y(yr_back(c)), ", well controlled"])))
    pv = r.choice(PREV)
    L.append("Previous anaesthetics: %s %s at %s - %s" % (pv, c.Y(yr_back(c, 2, 30)), c.hosp(), r.choice(PREV_PROB)))
    if r.random() < .5:
        sib = relative(c, pt, r.choice(["sister", "brother", "mother"]))
        L.append("Family hx: %s %s had %s after a GA in %s; no formal testing." % (
            sib.rel, sib.fn, r.choice(["prolonged paralysis (?suxamethonium apnoea)", "a high temperature (?MH)", "severe PONV"]), c.Y(yr_back(c, 3, 30))))
    else:
        L.append("Family hx of anaesthetic problems: denies MH / sux apnoea.")
    L.append("")
    L.append("MEDICATIONS\n" + clin.meds(c))
    L.append("Allergies: %s" % clin.allergy(c))
    L.append("")
    L.append("SOCIAL: %s. Lives with %s %s in a %s. Smoking: %s. Alcohol: %d units/wk." % (
        cap(job_phrase(c)), nok.rel, nok.full, r.choice(["house", "flat", "bungalow", "2-storey home, bedroom upstairs"]),
        r.choice(["never", "ex, quit %s" % c.Y(yr_back(c, 1, 20)), "10/day", "vapes"]), r.randint(0, 30)))
    L.append("Functional capacity: %s. DASI %d. Est METs %s." % (
        r.choice(["climbs 2 flights without stopping", "walks dog 30 min daily", "limited by knee pain", "SOB after 1 flight"]),
        r.randint(12, 58), r.choice([">4", "<4", "~4"])))
    L.append("")
    L.append("AIRWAY: " + _airway(c))
    L.append("OBS: " + clin.vitals(c, 0) + ", BMI " + clin.bmi(c))
    L.append("BLOODS (%s): %s" % (c.D(c.plus(c.today, -r.randint(0, 10))), clin.labs(c, "preop", 0)))
    L.append("ECG: %s. %s" % (r.choice(["SR 68, normal axis", "AF rate 84", "SR with 1st degree AV block", "SR, LBBB (old)"]),
                              r.choice(["Echo %s: EF %d%%, no significant valve disease." % (c.Dmy(c.plus(c.today, -r.randint(30, 500))), r.randint(35, 65)),
                                        "No echo required.", "CPET booked."])))
    L.append("STOP-BANG %d/8. Clinical Frailty Scale %d. ASA %s." % (r.randint(0, 7), r.randint(1, 6), r.choice(["I", "II", "III", "III", "IV"])))
    L.append("")
    L.append("PLAN:\n- %s\n- %s\n- %s" % (
        r.choice(["GA + ETT, consider RSI (GORD)", "spinal + sedation offered, pt keen", "GA/LMA", "regional block + GA"]),
        r.choice(["Hold metformin on day of surgery", "Omit ACEi morning of surgery", "Bridging not required - stop apixaban 48h",
                  "Bring CPAP machine on the day"]),
        r.choice(["Anaesthetic consultant review requested", "Fit to proceed", "Needs HDU bed post-op", "Repeat K+ on admission"])))
    L.append("Information leaflet given; can also view at %s." % c.url())
    L.append("")
    L.append("NOK: %s (%s) tel %s" % (nok.full, nok.rel, c.phone(True)))
    L.append("Assessed by: %s, %s, Pre-assessment%s%s" % (
        nurse.full, cred(c, "nurse"), " - bleep " if uk else " - ext ", c.pager()))
    L.append("Reviewed by: %s, %s%s" % (anaes.drfull, "Consultant Anaesthetist" if uk else "Anesthesiology",
                                        "  (GMC %s)" % c.medlic() if c.loc == "GB" else "  (AHPRA %s)" % c.medlic() if c.loc == "AU" else ""))
    return "\n".join(L)


def layout_us_eval(c, pt):
    r = c.r
    h = c.hosp_name()
    proc, spec = r.choice(PROCS)
    surg, att, crna = staff(c), staff(c), staff(c)
    dos = c.plus(c.today, r.randint(0, 14))
    sp = relative(c, pt, "spouse")
    L = []
    L.append(print_banner(c, pt))
    L.append("")
    L.append("%s - Department of Anesthesiology" % HO(h))
    L.append("PRE-ANESTHESIA EVALUATION")
    L.append("Patient: %s    MRN: %s    DOB: %s    Age: %s    Sex: %s" % (pt.LF, c.mrn(), c.D(pt.dob), AG(pt.age), sex_word(pt, 1)))
    L.append("Encounter #: %s    Date of service: %s    Location: %s" % (c.acct(), c.D(c.today), r.choice(["PAT clinic", "Pre-op holding", "Same day surgery"])))
    L.append("Planned procedure: %s    Surgeon: %s    Scheduled: %s" % (proc, surg.drfull, c.Dwd(dos)))
    L.append("")
    L.append("HPI: %s with %s presenting for %s. %s" % (
        c.age_sex(pt.age, pt.sex), ", ".join(clin.pmh(c, 3)), proc,
        r.choice(["Reports good exercise tolerance.", "Denies chest pain, orthopnea, PND.", "Recent URI, resolved %s." % c.Dmy(c.plus(c.today, -20)),
                  "Admitted for CHF exacerbation %s, since stable." % c.Dmy(c.plus(c.today, -r.randint(60, 300)))])))
    L.append("")
    L.append("Anesthesia history: %s %s - %s. Family history: %s." % (
        r.choice(PREV), c.Y(yr_back(c, 2, 30)), r.choice(PREV_PROB),
        r.choice(["negative for MH", "brother %s had 'trouble waking up' (details unknown)" % relative(c, pt, "brother").fn, "negative for MH and pseudocholinesterase deficiency"])))
    L.append("")
    L.append("Medications:\n" + clin.meds(c, style=2))
    L.append("Allergies: " + clin.allergy(c))
    L.append("")
    L.append("Social: %s; married to %s. Tobacco: %s. EtOH: %s. Drugs: denies." % (
        job_phrase(c), sp.fn, r.choice(["never", "former, 20 pk-yr", "1 ppd"]), r.choice(["social", "none", "2-3 beers/night"])))
    L.append("")
    L.append("ROS: negative except as in HPI.")
    L.append("Exam: " + clin.vitals(c, 1))
    L.append("Airway: " + _airway(c))
    L.append("CV: RRR, %s. Lungs: %s." % (r.choice(["no murmur", "2/6 SEM RUSB"]), r.choice(["CTAB", "scattered wheeze", "bibasilar crackles"])))
    L.append("")
    L.append("Labs (%s):\n%s" % (c.D(c.plus(c.today, -r.randint(1, 20))), clin.labs(c, "preop", 1)))
    L.append("EKG: %s" % r.choice(["NSR, nonspecific ST changes", "sinus brady 54", "AF, CVR", "NSR"]))
    if r.random() < .5:
        L.append("CIED: %s %s, SN %s, implanted %s. Last interrogation %s - %s. Plan magnet/reprogram per EP." % (
            r.choice(["Medtronic", "Boston Scientific", "Abbott", "Biotronik"]), r.choice(["dual-chamber PPM", "ICD", "CRT-D"]),
            c.serial(), c.Y(yr_back(c, 1, 10)), c.D(c.plus(c.today, -r.randint(20, 200))), r.choice(["normal function", "battery 6.2 yrs", "not pacer dependent"])))
    L.append("")
    L.append("ASA class: %s   Mallampati: %s   NPO status confirmed." % (r.choice(["II", "III", "III", "IV"]), r.choice(["II", "III"])))
    L.append("Plan: %s. Risks incl. sore throat, dental injury, PONV, awareness discussed with patient%s. Questions answered; consent signed." % (
        r.choice(["GETA", "MAC with propofol", "spinal", "GA with LMA", "GETA + TAP blocks"]),
        r.choice(["", " and spouse %s" % sp.full, " and daughter %s" % relative(c, pt, "daughter").full])))
    L.append("")
    L.append("%s, %s (attending)  NPI %s" % (att.full, cred(c), c.npi()))
    L.append("Note prepared with %s, CRNA" % crna.full)
    L.append(esign(c, att))
    return "\n".join(L)


def layout_intraop(c, pt):
    r = c.r
    h = c.hosp_name()
    proc, spec = r.choice(PROCS)
    a1, a2, odp, surg, rec = staff(c), staff(c), staff(c), staff(c), staff(c, "F")
    uk = c.loc != "US"
    L = []
    L.append("%s    %s    Page 1 of 2" % (HO(h), "INTRA-OPERATIVE ANAESTHETIC RECORD" if uk else "ANESTHESIA RECORD"))
    L.append("%s %s   Theatre: %s" % ("Pt:" if r.random() < .5 else "Name:", pt.LF, "Theatre " + LO(str(r.randint(1, 14))) if uk else LO("OR %d" % r.randint(1, 22))))
    L.append("%s %s   DOB %s   Wt %d kg   Ht %d cm   ASA %s%s" % (
        "UR" if c.loc == "AU" else "MRN", c.mrn(), c.D(pt.dob), r.randint(48, 130), r.randint(150, 195),
        r.choice(["1", "2", "3", "3", "4"]), r.choice(["", "E"])))
    L.append("Date: %s   Procedure: %s   Surgeon: %s" % (c.D(c.today), proc, surg.full))
    L.append("Anaesthetist(s): %s (consultant), %s (%s)   %s: %s" % (
        a1.drfull, a2.drfull, r.choice(["registrar", "fellow", "CT2", "resident"]),
        "ODP" if c.loc == "GB" else "Anaes nurse" if c.loc == "AU" else "CRNA", odp.full))
    L.append("WHO sign-in %02d:%02d   time-out %02d:%02d   Consent: signed   Fasted: yes   Site marked: yes" % (
        r.randint(7, 9), r.randint(0, 59), r.randint(8, 10), r.randint(0, 59)))
    L.append("")
    L.append("Time  | HR  | NIBP    | SpO2 | EtCO2 | Agent     | Event")
    L.append("------+-----+---------+------+-------+-----------+--------------------")
    hh, mm = r.randint(7, 13), r.randint(0, 50)
    events = ["induction", "ETT 7.5 cuffed, grade 1", "knife to skin", "", "phenylephrine 100 mcg", "", "abx redose",
              "", "closure", "reversal", "extubated awake", "to recovery"]
    t = hh * 60 + mm
    for i, ev in enumerate(events):
        t += r.randint(5, 18)
        L.append("%02d:%02d | %3d | %3d/%-3d | %3d  | %4.1f  | %-9s | %s" % (
            (t // 60) % 24, t % 60, r.randint(55, 110), r.randint(85, 150), r.randint(45, 90), r.randint(94, 100),
            r.uniform(4.2, 5.8), r.choice(["sevo 2.0", "sevo 1.8", "des 6.0", "TIVA"]) if ev not in ("induction", "to recovery") else "-", ev))
    L.append("")
    L.append("Drugs: fentanyl %d mcg, propofol %d mg, rocuronium %d mg, dexamethasone 6.6 mg, ondansetron 4 mg, cefazolin 2 g, "
             "paracetamol 1 g, %s. Sugammadex %d mg." % (r.choice([50, 100, 150]), r.randint(80, 220), r.choice([30, 40, 50, 60]),
                                                       r.choice(["morphine 6 mg", "hydromorphone 0.6 mg", "ketamine 20 mg", "parecoxib 40 mg"]), r.choice([200, 400])))
    L.append("Airway: %s. Cormack-Lehane %s. Lines: %s." % (
        r.choice(["VL (C-MAC) ETT 7.0", "DL Mac 3, ETT 8.0", "i-gel size 4", "ETT 7.5 oral, 22 cm at lips"]),
        r.choice(["1", "2a", "2b", "3"]), r.choice(["18G L hand, 20G R forearm", "16G R ACF + R radial art line", "20G L hand"])))
    L.append("Regional: %s" % r.choice(["none", "US-guided ESP block T7 bilat, 20 ml 0.25% bupi each", "spinal 2.4 ml 0.5% heavy bupi + 100 mcg diamorphine",
                                         "adductor canal block, 15 ml ropi 0.5%", "TAP blocks bilat"]))
    L.append("Fluids: Hartmann's %d ml. EBL %d ml. UO %d ml. Temp nadir %.1f C (warmer on)." % (
        r.choice([500, 1000, 1500, 2000]), r.randint(20, 900), r.randint(0, 600), r.uniform(35.4, 36.8)))
    L.append("Equipment: anaesthetic machine asset %s; BIS monitor SN %s; fluid warmer SN %s." % (c.serial(), c.serial(), c.serial()))
    if r.random() < .4:
        L.append("Patient device: %s SN %s - %s pre-op, %s post-op." % (
            r.choice(["ICD", "spinal cord stimulator", "cochlear implant", "PPM"]), c.serial(), "deactivated", "reactivated"))
    L.append("Specimens: %s, lab no %s." % (r.choice(["gallbladder", "uterus", "thyroid", "none sent", "prostate"]), c.idn("@##-#####")))
    L.append("")
    L.append("Handover to %s, %s nurse, %s %s at %02d:%02d. Stable, pain %d/10." % (
        rec.full, "recovery" if uk else "PACU", "bay" if uk else "bed", LO(str(r.randint(1, 16))), r.randint(9, 17), r.randint(0, 59), r.randint(0, 6)))
    L.append("Post-op plan: %s. Ward: %s." % (r.choice(["PCA morphine", "oral analgesia", "epidural infusion", "ketamine infusion"]),
                                            c.ward() if uk else HO("%d %s" % (r.randint(3, 9), r.choice(["West", "North", "South"])))))
    L.append("")
    L.append("Record completed by %s %s" % (a2.full, "(" + a2.un + ")"))
    L.append("Anaesthetic record ID %s   Case %s" % (c.idn("AR-########"), c.acct()))
    return "\n".join(L)


def layout_terse(c, pt):
    r = c.r
    proc, spec = r.choice(PROCS)
    a = staff(c)
    L = []
    L.append("anaesthetic note %s %02d:%02d" % (c.D(c.today, "dmy" if c.loc != "US" else "us_s"), r.randint(7, 20), r.randint(0, 59)))
    L.append("pt: %s  %s  dob %s" % (M("PATIENT", (pt.first + " " + pt.last).lower()), c.mrn(), c.D(pt.dob)))
    L.append("for %s today under %s" % (proc, r.choice(["mr", "dr", "ms"]) + " " + staff(c).m(staff(c).last.lower())))
    L.append("")
    L.append("%s%s, %s. bg %s." % (AG(pt.age), "m" if pt.sex == "M" else "f", ", ".join(x.lower() for x in clin.pmh(c, 2)),
                                  r.choice(["ex-smoker", "no cardioresp sx", "mets>4", "lives alone, indep"])))
    L.append("last ate %02d:00, clear fluids till %02d:30." % (r.randint(0, 6), r.randint(5, 7)))
    L.append("meds: " + clin.meds(c, 3, 1).lower())
    L.append("allergy: " + clin.allergy(c).lower())
    L.append("airway: mp%s, good mouth opening, %s" % (r.randint(1, 3), r.choice(["no teeth issues", "capped front teeth", "beard"])))
    L.append(clin.vitals(c, 3))
    L.append("")
    L.append("plan %s, %s. discussed risks incl %s. happy to proceed." % (
        r.choice(["ga/lma", "ga ett rsi", "spinal", "sedation + block"]), r.choice(["ponv prophylaxis x2", "tiva", "multimodal analgesia"]),
        r.choice(["sore throat, dental damage, awareness, ponv", "hypotension, headache, nerve damage"])))
    nk = relative(c, pt)
    L.append("%s (%s) waiting in day surgery lounge, mob %s - pls call when in recovery." % (nk.fn, nk.rel, c.phone(True)))
    L.append("")
    L.append("intraop: uneventful. induction smooth. %s. abx given %02d:%02d. ebl minimal." % (
        r.choice(["lma first pass", "grade 1 view, ett 7.0", "spinal first pass L3/4"]), r.randint(8, 15), r.randint(0, 59)))
    L.append("to %s %s, comfortable." % (r.choice(["recovery bay", "pacu bed"]), LO(str(r.randint(1, 12)))))
    L.append("")
    L.append("%s / %s %s" % (a.m(a.last.lower() + " " + a.first[0].lower()), r.choice(["anaes reg", "ca-2", "consultant"]), r.choice(["bleep", "pgr", "pager"])) + " " + c.pager())
    return "\n".join(L)


def layout_letter(c, pt):
    r = c.r
    h = c.hosp_name()
    proc, spec = r.choice(PROCS)
    a, surg, typ = staff(c), staff(c), staff(c)
    op = c.plus(c.today, r.randint(7, 60))
    L = []
    L.append("%s\nDepartment of Anaesthesia\n%s\nSecretary: %s   Fax: %s" % (HO(h), c.addr_line(c.town_name()), c.phone(False, ext=r.random() < .5), c.fax()))
    L.append("")
    L.append(c.D(c.today, "long" if c.loc != "US" else "long_us"))
    L.append("")
    L.append("%s\n%s\n%s" % (surg.drfull if c.loc == "US" else "Mr " + surg.full, "Consultant " + spec, HO(h)))
    L.append("")
    L.append("Dear %s%s %s," % ("Dr" if c.loc == "US" else "Mr", c.dot, surg.ln))
    L.append("")
    L.append("Re: %s, DOB %s, %s %s" % (pt.full, c.D(pt.dob), "Hosp no." if c.loc == "GB" else "MRN", c.mrn()))
    L.append("%s" % c.addr_line())
    L.append("")
    L.append("Thank you for asking me to see this %s-year-old %s, who is listed for %s on %s. I saw %s in the high-risk anaesthetic clinic on %s, accompanied by %s %s." % (
        AG(pt.age), ("man" if pt.sex == "M" else "woman"),
        proc, c.D(op), pt.him, c.WDAY(c.today), pt.his, (lambda f: "%s %s" % (f.rel, f.full))(relative(c, pt))))
    L.append("")
    conds = clin.pmh(c, 3)
    L.append("%s has a background of %s, %s and %s. %s" % (
        pt.tl, conds[0], conds[1], conds[2],
        r.choice(["The main concern is %s obstructive sleep apnoea (STOP-BANG %d) which has never been formally assessed." % (pt.his, r.randint(5, 8)),
                  "%s echo from %s shows an EF of %d%% with moderate AS (mean gradient %d mmHg)." % (pt.his.capitalize(), c.Dmy(c.plus(c.today, -120)), r.randint(30, 55), r.randint(20, 38)),
                  "%s was admitted to %s in %s with a non-STEMI and had a drug-eluting stent to the LAD." % (pt.he.capitalize(), c.hosp(), c.Dmy(c.plus(c.today, -r.randint(100, 400))))])))
    L.append("")
    L.append("%s is %s and %s. %s walks about %d metres on the flat before stopping. Current medications are:\n%s" % (
        pt.he.capitalize(), an(prof(c)), r.choice(["lives independently", "is the main carer for %s %s" % (pt.his, relative(c, pt, "spouse").rel), "lives in a care home (%s)" % c.hosp("carehome")]),
        pt.he.capitalize(), r.randint(50, 800), clin.meds(c, 5, 0)))
    L.append("")
    L.append("On examination: %s. Airway assessment unremarkable. Bloods: %s." % (clin.vitals(c, 0), clin.labs(c, "basic", 0)))
    L.append("")
    L.append("Plan: I would recommend %s. %s I have discussed the increased risk of %s and %s understands and wishes to proceed. I have asked the waiting list office (%s) to book a %s bed." % (
        r.choice(["a spinal anaesthetic with light sedation", "general anaesthesia with invasive monitoring", "a formal sleep study before surgery"]),
        r.choice(["Please continue aspirin peri-operatively.", "Clopidogrel should be stopped 7 days pre-op after discussion with cardiology.", ""]),
        r.choice(["post-operative delirium", "cardiac complications", "respiratory complications"]), pt.he, c.phone(False), r.choice(["HDU", "level 2", "ICU"])))
    L.append("")
    L.append("Yours sincerely,\n\n\n%s\nConsultant Anaesthetist\n%s" % (a.drfull, c.email(a)))
    L.append("")
    L.append("cc: %s, %s\n    %s (patient)" % (staff(c).drfull, c.hosp("gp"), pt.full))
    L.append("")
    L.append(dictation(c, a, typ))
    return "\n".join(L)


LAYOUTS = [layout_form, layout_us_eval, layout_intraop, layout_terse, layout_letter]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 18, 94)
    ok = [l for l in LAYOUTS if not (l is layout_us_eval and c.loc != "US")]
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = ok[n % len(ok)]
    return lay(c, pt), lay.__name__, pt
