"""Pre-operative anaesthesia assessment."""
import pools
from phi import Doc, P, F, U
from common import (make_patient, team, dr, sticker, us_header, sign_line, vitals, vit_str, time_str,
                    nok_phrase, he, his, him, make_gp, sex_word, lic, sec_initials)

PROCS = [
    ("Laparoscopic cholecystectomy", None, True), ("Total laparoscopic hysterectomy + BSO", "F", False),
    ("Open right inguinal hernia repair (mesh)", None, True), ("Laparoscopic sleeve gastrectomy", None, False),
    ("Total thyroidectomy", None, False), ("Laparoscopic anterior resection", None, False),
    ("Laparoscopic right hemicolectomy", None, False), ("Hysteroscopy + polypectomy", "F", True),
    ("Vaginal hysterectomy + anterior repair", "F", False), ("LLETZ under GA", "F", True),
    ("Laparoscopic excision of endometriosis", "F", True), ("Left breast WLE + sentinel node biopsy", "F", True),
    ("TURP", "M", False), ("Laparoscopic ventral hernia repair", None, False),
    ("Haemorrhoidectomy", None, True), ("Open myomectomy", "F", False),
    ("Diagnostic laparoscopy + dye test", "F", True), ("Laparoscopic ovarian cystectomy", "F", True),
]


def comorbids(ctx, pt):
    out = []
    us = ctx.loc == "US"
    pool = ["htn", "dm", "osa", "af", "ihd", "asthma", "ppm", "ckd", "hypo", "dvt", "gord", "ra", "t1pump", "smoker"]
    for k in ctx.sample(pool, ctx.ri(2, 4)):
        if k == "htn":
            out.append("Hypertension - amlodipine 5 mg OD, ramipril %d mg OD. Home readings ~%d/%d." % (ctx.ch([2, 5, 10]), ctx.ri(128, 150), ctx.ri(78, 92)))
        elif k == "dm":
            out.append(F("Type 2 diabetes - metformin 1 g BD, gliclazide 80 mg BD. {a} {d}.",
                         a=("A1c %.1f%%" % (ctx.ri(62, 94) / 10)) if us else ("HbA1c %d mmol/mol" % ctx.ri(44, 79)),
                         d=["(", ctx.D(ctx.days(-ctx.ri(20, 90))), ")"]))
        elif k == "osa":
            out.append(F("OSA on CPAP (AirSense 10, serial {sn}), good compliance - asked to bring machine on the day.",
                         sn=ctx.device_sn("cpap")))
        elif k == "af":
            out.append("Paroxysmal AF - apixaban 5 mg BD, bisoprolol 2.5 mg. CHA2DS2-VASc %d. Hold apixaban 48 h pre-op; no bridging." % ctx.ri(1, 4))
        elif k == "ihd":
            out.append(F("IHD - DES to LAD {d} at {h}. Aspirin 75 mg, atorvastatin 80 mg. No angina; climbs 2 flights. "
                         "Echo {d2}: LVEF %d%%, no significant valve disease." % ctx.ri(45, 62),
                         d=ctx.Dmy(ctx.days(-ctx.ri(400, 3000))), h=ctx.H(ctx.hospital()), d2=ctx.D(ctx.days(-ctx.ri(30, 300)))))
        elif k == "asthma":
            out.append(F("Asthma - salbutamol PRN, beclometasone 200 mcg BD. Never ventilated. Last exacerbation {d}.",
                         d=ctx.Dmy(ctx.days(-ctx.ri(60, 900)))))
        elif k == "ppm":
            out.append(F("Complete heart block - dual-chamber PPM implanted {d} at {h} (Medtronic Azure, serial {sn}). "
                         "Last check {d2}: normal function, %d%% paced. Cardiac physiology to reprogram pre-op." % ctx.ri(30, 99),
                         d=ctx.D(ctx.days(-ctx.ri(300, 3000))), h=ctx.H(ctx.hospital()), sn=ctx.device_sn("ppm"),
                         d2=ctx.D(ctx.days(-ctx.ri(20, 200)))))
        elif k == "ckd":
            out.append("CKD stage 3a, eGFR %d. Avoid NSAIDs." % ctx.ri(45, 59))
        elif k == "hypo":
            out.append("Hypothyroidism - levothyroxine %d mcg, TSH normal." % ctx.ch([50, 75, 100, 125]))
        elif k == "dvt":
            out.append(F("Provoked DVT {y} after knee arthroscopy; completed 3 months rivaroxaban.", y=ctx.Dy(ctx.days(-ctx.ri(700, 5000)))))
        elif k == "gord":
            out.append("GORD - omeprazole 20 mg OD, well controlled, no nocturnal regurgitation.")
        elif k == "ra":
            out.append(F("Rheumatoid arthritis - methotrexate 15 mg weekly, folic acid. C-spine flexion/extension "
                         "films {d}: no atlanto-axial instability.", d=ctx.D(ctx.days(-ctx.ri(30, 200)))))
        elif k == "t1pump":
            out.append(F("Type 1 diabetes on insulin pump (serial {sn}) with CGM. Pump to stay on in theatre, basal "
                         "rate to be reduced 20%% - diabetes team aware.", sn=ctx.device_sn("pump")))
        elif k == "smoker":
            out.append("Current smoker %d/day (%d pack-years). Advised to stop; referred to smoking cessation." % (ctx.ri(5, 25), ctx.ri(8, 45)))
    return out


def anaes_hx(ctx, pt):
    r = ctx.rng.random()
    prevh = ctx.hospital()
    if r < 0.35:
        return [F("GA for {op} {y} at {h} - uneventful.", op=ctx.ch(["appendicectomy", "knee arthroscopy", "caesarean section" if pt.sex == "F" else "shoulder surgery",
                                                                   "dental extractions", "carpal tunnel release"]),
                  y=ctx.Dy(ctx.days(-ctx.ri(500, 9000))), h=ctx.H(prevh)),
                " No family history of anaesthetic problems."]
    if r < 0.6:
        return [F("Severe PONV after GA for {op} ({y}). ", op=ctx.ch(["laparoscopic sterilisation", "tonsillectomy", "hernia repair"]),
                  y=ctx.Dy(ctx.days(-ctx.ri(500, 9000)))), "No FHx of MH or suxamethonium apnoea."]
    if r < 0.8:
        rel = ctx.person("FAMILY", sex=ctx.ch("FM"), origin=pt.origin, family=pt.family)
        rw = "mother" if rel.sex == "F" else "father"
        return [F("No personal problems. FHx: {his} {rw} {n} had prolonged paralysis after suxamethonium in {y} "
                  "(?butyrylcholinesterase deficiency). Plasma cholinesterase level + phenotype sent {d}.",
                  his=his(pt), rw=rw, n=rel.full(), y=ctx.Dy(ctx.days(-ctx.ri(2000, 12000))), d=ctx.D(ctx.today))]
    rel = ctx.person("FAMILY", sex="M", origin=pt.origin, family=pt.family)
    return [F("No previous GA. {His} brother {n} is MH susceptible (IVCT positive, {y}, {h}) - "
              "treat as MH susceptible: volatile-free TIVA, clean machine, dantrolene available.",
              His=his(pt, True), n=rel.giv(), y=ctx.Dy(ctx.days(-ctx.ri(700, 6000))), h=ctx.H(ctx.hospital()))]


def airway(ctx):
    return "Mallampati %s, mouth opening %s, TMD %s, neck ROM %s. Dentition: %s." % (
        ctx.ch(["I", "II", "II", "III", "IV"]), ctx.ch([">3 FB", "3 FB", "2 FB"]),
        ctx.ch([">6.5 cm", "6 cm", "<6 cm"]), ctx.ch(["full", "full", "reduced extension"]),
        ctx.ch(["own teeth, good repair", "crown UR1", "upper denture", "loose LL2 - warned", "edentulous"]))


def layout_uk_poac(ctx, pt, T, proc, cm):
    d = Doc()
    h = ctx.hospital()
    d.w(U(ctx.H(h)), "\n", ctx.ch(["PRE-OPERATIVE ASSESSMENT CLINIC", "Pre-assessment Unit", "PRE-ASSESSMENT - ANAESTHETIC RECORD"]), "\n")
    if ctx.chance(0.5):
        d.w(sticker(ctx, pt), "\n")
    else:
        lab, nat = pt.natid
        d.w("Name: ", pt.full_mid(), "    DOB: ", ctx.D(pt.dob), " (", P(str(pt.age), "AGE"), " yrs)\n")
        d.w(lab, ": ", nat, "    Hospital no: ", pt.mrn, "\n")
        d.w("Address: ", ctx.addr_inline(pt.addr), "\n")
    d.w("Tel: ", pt.mob, "  (best number for day of surgery)\n")
    surg_date = ctx.days(ctx.ri(5, 40))
    d.w("Date of assessment: ", ctx.D(ctx.today), "    Proposed date of surgery: ", ctx.Dwk(surg_date), "\n")
    d.w("Procedure: ", proc[0], "    Surgeon: ", dr(T["cons"], "init"), "\n")
    d.w("Mode: ", "Day case" if proc[2] else "Inpatient (est. LOS %d nights)" % ctx.ri(1, 5), "\n\n")
    d.w("MEDICAL HISTORY\n")
    for c in cm:
        d.w(" - ", c, "\n")
    d.w("\nANAESTHETIC HISTORY\n", anaes_hx(ctx, pt), "\n\n")
    d.w("SYSTEMS ENQUIRY\n")
    d.w("Chest pain: ", ctx.ch(["No", "No", "Yes - see above"]), "   SOB: ", ctx.ch(["No", "On exertion (MRC 2)"]),
        "   Exercise tolerance: ", ctx.ch([">4 METs", "1 mile on flat", "limited by knees"]), "\n")
    d.w("Reflux: ", ctx.ch(["No", "Yes, controlled"]), "   Loose teeth/crowns: see airway   Pregnancy test: ",
        "N/A" if pt.sex == "M" or pt.age > 55 else ctx.ch(["negative", "to do on day"]), "\n")
    v = vitals(ctx)
    d.w("\nOBS: ", vit_str(ctx, v, "slash"), "   Wt %d kg  Ht %d cm  BMI %d\n" % (ctx.ri(52, 128), ctx.ri(150, 192), ctx.ri(20, 44)))
    d.w("AIRWAY: ", airway(ctx), "\n")
    d.w("INVESTIGATIONS (", ctx.D(ctx.today), "): FBC, U&E, G&S", ", ECG - SR %d" % ctx.ri(55, 92), ", MRSA screen\n\n")
    d.w("SOCIAL: ")
    if pt.retired:
        d.w("Retired ", pt.prof, ". ")
    else:
        d.w("Works as ", "an " if pt.prof.text[0] in "aeiou" else "a ", pt.prof, ". ")
    d.w("Alcohol %d units/wk. Lives with " % ctx.ri(0, 28), nok_phrase(ctx, pt), ".\n")
    if proc[2]:
        veh = ctx.vehicle()
        d.w("Escort home: ", pt.nok.rel, " ", pt.nok.giv(), " (", pt.nok.tel, "), driving - car reg ", veh, ". Will stay 24 h.\n")
    d.w("\nOutcome: ", ctx.ch(["Fit to proceed", "Fit to proceed - ASA 2", "Refer to anaesthetist (see below)"]), "\n")
    nurse = T["nurse"]
    nurse.role = "nurse"
    d.w("Assessed by: ", nurse.full(), ", ", ctx.ch(["Pre-assessment Nurse", "Staff Nurse", "Sister"]), "   ")
    lab, licv = ctx.license(nurse)
    d.w(lab, " ", licv, "\n\n")
    an = ctx.staff("anaesthetist", title="Dr")
    d.w("ANAESTHETIC REVIEW ", ctx.D(ctx.days(ctx.ri(0, 3))), "\n")
    d.w("ASA %s. " % ctx.ch(["II", "II", "III", "III"]), ctx.ch([
        "Plan GA + ETT, PONV prophylaxis (dexamethasone + ondansetron), multimodal analgesia, TAP blocks.",
        "Plan spinal + sedation; GA backup. Discussed pros/cons.",
        "Plan GA (LMA), local infiltration by surgeon, day case suitable.",
        "Plan TIVA, ETT; HDU post-op for first night."]), "\n")
    d.w("Risks discussed incl. sore throat, dental damage, PONV, awareness, anaphylaxis. ", pt.titled(), " ", ctx.ch(["happy to proceed", "wishes to proceed", "has questions - info leaflet given"]), ".\n")
    d.w(dr(an, "full"), ", Consultant Anaesthetist, ", lic(ctx, an), ", ", ctx.ext(), "\n")
    return d


def layout_us(ctx, pt, T, proc, cm):
    d = Doc()
    d.w(ctx.ch(["ANESTHESIA PRE-PROCEDURE EVALUATION", "Anesthesiology Preoperative Evaluation", "PRE-ANESTHESIA ASSESSMENT"]), "\n")
    h = ctx.hospital()
    d.w(ctx.H(h), " - ", ctx.ch(["Preoperative Clinic", "Pre-Admission Testing", "Perioperative Services"]), "\n")
    more = []
    if ctx.chance(0.45):
        more = ["Patient ID verified: name/DOB + palm-vein scan (ID ", ctx.bioid(), ")\n"]
    d.w(us_header(ctx, pt, more=more))
    lab, hp = pt.hp
    d.w("Insurance: ", lab, " ", hp, "\n")
    surg_date = ctx.days(ctx.ri(2, 30))
    d.w("Procedure: ", proc[0], "   Scheduled: ", ctx.D(surg_date), "\n")
    an = ctx.staff("anaesthetist", title="Dr.", cred="MD")
    d.w("Surgeon: ", dr(T["cons"], "full"), "    Anesthesiologist: ", an.full(), ", MD\n\n")
    d.w("HPI: ", P(str(pt.age), "AGE"), " yo ", "F" if pt.sex == "F" else "M", " presenting for ", proc[0].lower(), ". ",
        ctx.ch(["Denies chest pain, dyspnea, syncope.", "Reports good functional capacity (>4 METs).", "Limited by chronic back pain but walks 2 blocks."]), "\n\n")
    d.w("PMH:\n")
    for c in cm:
        d.w("  * ", c, "\n")
    d.w("PSH/Anesthesia hx: ", anaes_hx(ctx, pt), "\n")
    d.w("NPO: ", ctx.ch(["Instructed: solids until midnight, clears until 2 h prior.", "Standard NPO instructions given verbally and in writing."]), "\n")
    d.w("Social: ", "retired " if pt.retired else "", pt.prof, "; ", ctx.ch([["never smoker"], ["former smoker, quit ", ctx.Dy(ctx.ri(1990, 2018))], ["vapes daily"]]),
        "; EtOH ", ctx.ch(["social", "none", "2-3 drinks/wk"]), ".\n")
    d.w("Health care proxy: ", pt.nok.full(), " (", pt.nok.rel, ") ", pt.nok.tel, "\n\n")
    v = vitals(ctx)
    d.w("EXAM: ", vit_str(ctx, v, "labels"), "\n")
    d.w("Airway: ", airway(ctx), "\n")
    d.w("CV: RRR, no murmur.  Resp: CTAB.\n")
    d.w("Labs/Studies: BMP and CBC ", ctx.D(ctx.days(-ctx.ri(1, 14))), " WNL. EKG ", ctx.D(ctx.days(-ctx.ri(1, 30))), ": NSR, no acute changes.\n\n")
    d.w("ASA Class: ", ctx.ch(["2", "2", "3", "3E"]), "\n")
    d.w("Plan: ", ctx.ch(["GETA, PONV prophylaxis, post-op multimodal analgesia.", "MAC vs GA per surgeon; ERAS pathway.",
                          "GA/ETT with RSI (GERD), TAP blocks, standard monitors."]), "\n")
    d.w("Risks, benefits and alternatives discussed with patient and ", his(pt), " ",
        pt.nok.rel, "; questions answered; consent signed.\n\n")
    d.w(sign_line(ctx, an, when=ctx.today, time=time_str(ctx, 8, 17), lic=True, esign=True))
    if ctx.chance(0.5):
        d.w("Note accessed by ", ctx.username(an), " from ", ctx.ip(), "\n")
    return d


def layout_pac(ctx, pt, T, proc, cm):
    """AU / NZ pre-admission clinic note."""
    d = Doc()
    h = ctx.hospital()
    d.w(ctx.H(h), " | ", ctx.ch(["Pre-Admission Clinic", "Anaesthetic Pre-Admission Clinic", "PAC"]), "\n")
    nat_lab, nat = pt.natid
    d.w("Patient: ", pt.LF(), "   DOB ", ctx.D(pt.dob), "   Age ", P(str(pt.age), "AGE"), "\n")
    d.w({"AU": "URN", "NZ": "NHI", "CA": "MRN", "IE": "MRN", "UK": "Hosp No", "US": "MRN"}[ctx.loc], ": ",
        nat if ctx.loc == "NZ" else pt.mrn, "    ")
    lab, hp = pt.hp
    d.w(lab, ": ", hp, "\n")
    d.w("Address: ", ctx.addr_inline(pt.addr), "    Ph: ", pt.mob, "\n")
    d.w("NOK: ", pt.nok.full(), " (", pt.nok.rel, ") ", pt.nok.tel, "\n")
    if ctx.loc == "AU" and ctx.chance(0.5):
        d.w(("Pension" if pt.age > 65 else "Health care") + " concession card - ", ctx.ssn_label(), ": ", pt.ssn, "\n")
    gp, prac = make_gp(ctx)
    d.w("GP: ", dr(gp, "full"), ", ", P(prac["name"], "HOSPITAL"), "\n")
    surg = ctx.days(ctx.ri(3, 25))
    d.w("Planned: ", proc[0], " with ", dr(T["cons"], "full"), " on ", ctx.D(surg), "\n\n")
    d.w("Hx:\n")
    for c in cm:
        d.w("- ", c, "\n")
    d.w("- Anaesthetic: ", anaes_hx(ctx, pt), "\n")
    d.w("Meds reconciled with ", ctx.ch(["pharmacist", "community pharmacy list", "webster pack"]), ".\n")
    d.w("Allergies: ", ctx.ch(["NKDA", "penicillin (rash)", "codeine (vomiting)", "elastoplast"]), "\n\n")
    d.w("Exam: ", vit_str(ctx, vitals(ctx), "line"), ". ", airway(ctx), "\n")
    d.w("Ix: FBC, EUC, LFT, coags, ECG (", ctx.D(ctx.today), ")\n\n")
    d.w("Impression: ASA ", ctx.ch(["2", "3"]), ", suitable for ", ctx.ch(["day surgery", "admission day of surgery", "overnight stay"]), ".\n")
    d.w("Plan: ", ctx.ch(["GA/LMA, regular paracetamol, limit opioids.", "GA/ETT, consider spinal morphine.", "Regional + sedation, discuss on the day."]), "\n")
    if proc[2] or ctx.chance(0.3):
        d.w("Discharge: must have responsible adult overnight - ", pt.nok.giv(), " confirmed; will drive (rego ", ctx.vehicle(), ").\n")
    if pt.sex == "F" and pt.age < 52:
        d.w("Pregnancy test on admission. LMP ", ctx.D(ctx.days(-ctx.ri(3, 26))), ".\n")
    an = ctx.staff("anaesthetist", title="Dr")
    d.w("\n", dr(an, "full"), " - Anaesthetic ", ctx.ch(["Consultant", "Registrar", "Fellow"]), "  ", ctx.pager(), "\n")
    lab, licv = ctx.license(an)
    d.w(lab, ": ", licv, "\n")
    return d


def layout_narr(ctx, pt, T, proc, cm):
    """IE / CA narrative consult-style note."""
    d = Doc()
    h = ctx.hospital()
    an = ctx.staff("anaesthetist", title="Dr" if ctx.loc != "CA" else "Dr.")
    d.w(ctx.ch(["Anaesthesia Pre-operative Consultation", "ANAESTHESIA CONSULT - PREOP", "Pre-anaesthetic assessment"]), "\n")
    d.w(ctx.H(h), ", ", ctx.ch(["Day Ward", "Surgical Admissions Lounge", "Pre-op Clinic"]), "\n")
    d.w("Date: ", ctx.D(ctx.today), "\n")
    d.w("RE: ", pt.full(), ", DOB ", ctx.D(pt.dob), ", MRN ", pt.mrn)
    lab, hp = pt.hp
    d.w(", ", lab, " ", hp, "\n")
    if ctx.loc == "IE" and ctx.chance(0.5):
        d.w("PPSN: ", pt.ssn, "\n")
    d.w("\n")
    d.w("I saw ", pt.titled(), " today in the pre-operative clinic ahead of ", his(pt), " planned ", proc[0].lower(),
        " under ", dr(T["cons"], "full"), ", provisionally scheduled for ", ctx.Dwk(ctx.days(ctx.ri(4, 30))), ". ")
    if pt.given in pools.NICKNAMES and ctx.chance(0.7):
        d.w("(", pt.nick(), " to friends and family.) ")
    d.w(pt.titled(), " is a ", P(str(pt.age), "AGE"), "-year-old ", "retired " if pt.retired else "", pt.prof,
        " who lives in ", P(pt.addr["city"], "CITY"), " with ", nok_phrase(ctx, pt), ".\n\n")
    d.w("Relevant history:\n")
    for c in cm:
        d.w("  - ", c, "\n")
    d.w("\n", anaes_hx(ctx, pt), "\n\n")
    d.w("On examination ", vit_str(ctx, vitals(ctx), "line"), ". ", airway(ctx), " Heart sounds normal, chest clear.\n\n")
    d.w("Investigations: Hb %d, eGFR %d, ECG sinus rhythm.\n\n" % (ctx.ri(108, 156), ctx.ri(45, 90)))
    d.w("Plan: ASA ", ctx.ch(["II", "III"]), ". ", ctx.ch(["General anaesthetic with ETT, PONV prophylaxis.",
                                                         "Spinal anaesthetic preferred by patient; GA as backup.",
                                                         "GA with LMA; regional block by surgeon."]), " ")
    d.w("I have discussed the common and serious risks and ", he(pt), " consents to proceed. Should there be any change in ",
        his(pt), " health, please contact the pre-op clinic on ", ctx.phone("land"), " or ", ctx.ext(), ".\n\n")
    d.w(dr(an, "full"), "\n", ctx.ch(["Consultant Anaesthetist", "Anesthesiologist", "Specialist Registrar in Anaesthesia"]), "\n")
    lab, licv = ctx.license(an)
    d.w(lab, " ", licv, "\n")
    if ctx.chance(0.5):
        d.w("Dictated but not read. ", an.initials(False), "/", sec_initials(ctx), "\n")
    d.w("cc: ", dr(T["cons"], "full"), "; ")
    gp, prac = make_gp(ctx)
    d.w(dr(gp, "full"), ", ", P(prac["name"], "HOSPITAL"), "\n")
    return d


def generate(ctx):
    proc = ctx.ch(PROCS)
    pt = make_patient(ctx, sex=proc[1], age_range=(19, 88))
    T = team(ctx, surgical=True)
    cm = comorbids(ctx, pt)
    loc = ctx.loc
    if loc == "US":
        lay = layout_us
    elif loc == "UK":
        lay = ctx.ch([layout_uk_poac, layout_uk_poac, layout_narr])
    elif loc in ("AU", "NZ"):
        lay = ctx.ch([layout_pac, layout_pac, layout_uk_poac])
    else:
        lay = ctx.ch([layout_narr, layout_narr, layout_us if loc == "CA" else layout_uk_poac])
    return lay(ctx, pt, T, proc, cm)
