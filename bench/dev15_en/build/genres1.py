"""Genres 1-4: geriatric CGA, NICU progress note, antenatal clinic note, occupational health assessment."""
import datetime as dt

import pools
from common import Ctx, facility_header, audit_line, transcription_line, patient_line
from doc import Doc, num_words, decade_segs, time_str, handle_for, age_at
from locales import D, L, AN, MONTHS, MON, WEEKDAYS, ordinal

TD = dt.timedelta


EQUALITY_LAW = {"US": "Americans with Disabilities Act (1990)", "UK": "Equality Act 2010",
                "IE": "Employment Equality Acts 1998-2015", "CA": "Accessible Canada Act (2019)",
                "AU": "Disability Discrimination Act 1992", "NZ": "Human Rights Act 1993",
                "IN": "Rights of Persons with Disabilities Act, 2016", "PH": "Magna Carta for Disabled Persons (RA 7277)",
                "KE": "Persons with Disabilities Act 2003"}


def _weekday_plural(dd):
    return WEEKDAYS[dd.weekday()] + "s"


# ===========================================================================
def geriatric(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(71, 102)
    dob = c.dob_for(age)
    hosp = Lc.hospital()
    cons = c.clin("doctor", "geri")
    reg = c.clin("doctor")
    nurse = c.clin("nurse")
    ot = c.clin("other")
    ot.cred = r.choice(["OT", "OTR/L", "BSc OT", "MSc OT"])
    gp = c.clin("doctor", "gp")
    practice = Lc.clinic()
    dept = r.choice(["Department of Medicine for Older People", "Geriatric Medicine", "Frailty Assessment Unit",
                     "Care of the Elderly Service", "Senior Health Clinic", "Older Adults Outpatients"])
    facility_header(c, d, hosp, dept, url=c.chance(0.3), email=c.chance(0.3))
    d(r.choice(["COMPREHENSIVE GERIATRIC ASSESSMENT", "Comprehensive Geriatric Assessment (CGA)", "CGA — Frailty Clinic"]), "\n\n")
    mrn = c.mrn()
    nh = c.nhid()
    patient_line(c, d, p, age, dob, mrn, extra_id=nh)
    d("Address: ", c.addr(), "\n")
    d("Home tel: ", c.phone(), "\n")
    where = r.randrange(3)
    d("Date of assessment: ", c.date(c.visit), " ", time_str(r, c.uk), "\n")
    if where == 0:
        d("Setting: outpatient clinic, room ", (str(r.randint(1, 30)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"), "\n")
    elif where == 1:
        ward = r.choice(["Rowan Ward", "Ward 7B", "Heather Unit", "Kingfisher Ward", "Bluebell Unit", "Magnolia Ward"])
        d("Setting: inpatient, ", (ward, "HOSPITAL"), ", bay ", (str(r.randint(1, 6)), "LOCATION_OTHER"), " bed ",
          (str(r.randint(1, 30)), "LOCATION_OTHER"), "\n")
    else:
        d("Setting: domiciliary visit (patient's home)\n")
    # referral
    d("Referred by: ", c.dr(gp), r.choice([", ", " of ", " at "]), (practice, "HOSPITAL"), " on ",
      c.date(c.visit - TD(days=r.randint(10, 80))), "\n")
    fam_rel = r.choice(["daughter", "son", "niece", "daughter-in-law", "grandson"])
    fam_sex = "M" if fam_rel in ("son", "grandson") else "F"
    fam = c.rel(p, fam_sex, same=fam_rel in ("son", "grandson") or c.chance(0.3))
    d("Present: patient, ", fam_rel, " ", c.pname(fam, r.choice(["full", "first"]), "FAMILY"), ", occupational therapist ", c.dr(ot, cred=False, title=False),
      "\n\n")

    # HPI
    prof = c.job()
    t = c.title(p)
    d("HISTORY\n")
    ag = r.randrange(4)
    if ag == 0:
        d(t, (p.surname, "PATIENT"), " is a ", c.age(age, p.sex, "yo_hyphen", "retired "), (prof, "PROFESSION"))
    elif ag == 1:
        d(c.pname(p, "first"), " is ", c.age(age, p.sex, r.choice(["aged", "aged_words"])), ", a retired ", (prof, "PROFESSION"))
    elif ag == 2:
        d(t, (p.surname, "PATIENT"), " is a former ", (prof, "PROFESSION"), " ", decade_segs(r, age, p.sex))
    else:
        d(c.age(age, p.sex, r.choice(["sexafter", "sexafter_space", "sexbefore"])), ", ex-", (prof, "PROFESSION"), ",")
    nick = pools.NICKNAMES.get(p.given)
    if nick and c.chance(0.7):
        d(" (", r.choice(["known as ", "prefers ", "goes by "]), (r.choice(nick), "PATIENT"), ")")
    nfalls = r.randint(2, 6)
    since = c.visit - TD(days=r.randint(40, 300))
    d(r.choice([" referred with ", " who presents with ", " seen today because of "]),
      r.choice([f"{nfalls} falls", f"{num_words(nfalls)} falls", "recurrent falls"]), " since ", c.my(since) if c.chance(0.5) else c.date(since),
      r.choice([", the last on ", "; most recent fall on ", ". Last fall "]),
      (WEEKDAYS[(c.visit - TD(days=r.randint(2, 9))).weekday()], "DATE"),
      r.choice([" night", " morning", ""]), " getting up to the toilet. ",
      r.choice(["No loss of consciousness. ", "Possible brief LOC per neighbour ", "Unwitnessed; found on the floor by neighbour "]))
    neighbour = c.person()
    if d.buf[-1].endswith("neighbour "):
        d(c.pname(neighbour, r.choice(["full", "first"]), "FAMILY"), ", who holds the key safe code. ")
    else:
        d("Neighbour ", c.pname(neighbour, r.choice(["full", "first"]), "FAMILY"), " has a key safe code and checks in daily. ")
    d(r.choice(["Weight loss of 4 kg over 6 months. ", "Appetite reduced; MUST score 2. ", "Continence: new urge incontinence x 3 weeks. "]))
    d(p.he.capitalize(), " reports low mood since ", r.choice(["the death of ", "losing "]), p.his, " ",
      "husband" if p.sex == "F" else "wife", " ", (c.rel(p, "M" if p.sex == "F" else "F").given, "FAMILY"),
      " in ", c.year(c.visit - TD(days=r.randint(400, 3000))), ".\n\n")

    d("PAST MEDICAL HISTORY\n")
    for item in r.sample(pools.GERI_PMH, r.randint(3, 6)):
        d("- ", item, "\n")
    d("- fractured neck of femur (", r.choice(["left", "right"]), ") ", c.year(c.visit - TD(days=r.randint(700, 5000))),
      ", ", r.choice(["cemented hemiarthroplasty", "DHS fixation", "Austin Moore prosthesis"]), " at ", (Lc.hospital(), "HOSPITAL"), "\n\n")
    d("MEDICATIONS (", r.choice(["from blister pack", "per GP summary", "reconciled with ", "dispensed by "]))
    if c.chance(0.5):
        d((Lc.clinic("pharmacy"), "HOSPITAL"))
    d(")\n")
    for m in r.sample(pools.GERI_MEDS, r.randint(5, 9)):
        d("  ", m, "\n")
    d("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "codeine — confusion", "nil known"]), "\n\n")

    d("FUNCTION / COGNITION\n")
    d(f"Barthel {r.randint(8, 19)}/20; Clinical Frailty Scale {r.randint(4, 7)}; ",
      r.choice([f"MoCA {r.randint(14, 27)}/30", f"Montreal Cognitive Assessment {r.randint(14, 27)}/30", f"AMTS {r.randint(5, 10)}/10",
                f"ACE-III {r.randint(55, 92)}/100"]), f"; 4AT {r.randint(0, 5)}; TUG {r.randint(12, 38)} s; "
      f"Waterlow {r.randint(8, 20)}; GDS-15 {r.randint(2, 12)}.\n")
    d("Mobilises with ", r.choice(["a Zimmer frame", "a four-wheeled walker", "one stick", "furniture-walking"]),
      "; needs help of one for washing. Uses a pendant alarm. Hearing aids bilaterally.\n\n")

    d("SOCIAL\n")
    if c.chance(0.5):
        sp_ = c.rel(p, "M" if p.sex == "F" else "F")
        spage = max(60, age + r.randint(-6, 6))
        d("Lives with ", "husband" if p.sex == "F" else "wife", " ", c.pname(sp_, r.choice(["first", "full"]), "FAMILY"), " (",
          (str(spage), "AGE"), r.choice([")", ", himself frail)" if sp_.sex == "M" else ", herself frail)"]))
    else:
        d("Widowed since ", c.year(c.visit - TD(days=r.randint(400, 6000))), ", lives alone")
    city = Lc.city_only()
    d(" in a ", r.choice(["two-storey house", "bungalow", "ground-floor flat", "sheltered housing flat", "retirement village unit"]),
      " in ", (city, "CITY"), ". ")
    d(fam_rel.capitalize(), " ", c.pname(fam, "first", "FAMILY"), r.choice([" visits every ", " calls on ", " does the shopping on "]),
      _weekday_plural(c.visit + TD(days=r.randint(0, 6))), " and is contactable on ", c.phone("mobile"),
      r.choice([".", " or by email at "]))
    if d.buf[-1].endswith("at "):
        d(c.email(fam), ".")
    d(" ")
    other, olab = c.kin(p, ["son", "daughter", "sister", "brother", "nephew", "niece"])
    abroad = r.choice([("Dubai", "United Arab Emirates"), ("Toronto", "Canada"), ("Perth", "Australia"), ("Auckland", "New Zealand"),
                       ("Manchester", "England"), ("Singapore", "Singapore"), ("Nairobi", "Kenya"), ("Manila", "Philippines"),
                       ("Boston", "USA"), ("Doha", "Qatar"), ("Cork", "Ireland"), ("Chennai", "India"), ("Vancouver", "Canada")])
    d("Another relative, ", olab, " ", c.pname(other, "full", "FAMILY"), ", lives in ", (abroad[0], "CITY"), ", ", (abroad[1], "COUNTRY"), ". ")
    d("Formerly worked ", r.choice(["for ", "at "]), (Lc.employer(), "ORGANIZATION"), " for ", str(r.randint(10, 40)), " years. ")
    d("Care package: ", r.choice(["BD", "TDS", "QDS"]), " calls from ", (r.choice(pools.CARE_AGENCIES), "ORGANIZATION"), ". ")
    if c.chance(0.5):
        d("Attends ", (r.choice(pools.CHURCHES), "ORGANIZATION"), " on ", _weekday_plural(c.visit + TD(days=r.randint(0, 6))), ". ")
    poa = c.rel(p, r.choice("FM"), same=c.chance(0.6))
    d(r.choice(["Lasting power of attorney (health & welfare): ", "Enduring power of attorney: ", "Health care proxy: ",
                "Substitute decision-maker: "]), c.pname(poa, "full", "FAMILY"), ", ", c.phone("mobile"), ".\n\n")

    d("EXAMINATION\n")
    d(f"BP {r.randint(120, 170)}/{r.randint(60, 95)} lying, {r.randint(95, 140)}/{r.randint(50, 85)} standing at 3 min; "
      f"HR {r.randint(52, 104)} {r.choice(['reg', 'irreg irreg'])}; SpO2 {r.randint(91, 99)}% RA; T {r.choice(['36.4', '36.9', '37.2'])}; "
      f"weight {r.randint(38, 92)}.{r.randint(0, 9)} kg; BMI {r.randint(16, 31)}.{r.randint(0, 9)}.\n")
    d(r.choice(["Bradykinesia and cogwheel rigidity R>L, consistent with Parkinson's. ", "Romberg positive. ",
                "No focal neurology; plantars flexor (no Babinski). ", "Pitting oedema to mid-shin bilaterally. "]),
      r.choice(["Heberden's nodes. ", "Grade 2/6 ejection systolic murmur. ", "Chest clear. "]), "\n")
    d("Bloods (")
    d(c.date(c.visit - TD(days=r.randint(1, 10))), f"): Na {r.randint(126, 144)}, K {r.randint(33, 55) / 10}, urea {r.randint(40, 180) / 10}, "
      f"creat {r.randint(60, 190)}, eGFR {r.randint(22, 80)}, Hb {r.randint(88, 145)}, MCV {r.randint(78, 106)}, B12 {r.randint(110, 600)}, "
      f"TSH {r.randint(5, 80) / 10}, CRP {r.choice(['<5', '12', '38'])}, vit D {r.randint(18, 90)} nmol/L.\n\n")

    d("IMPRESSION / PLAN\n")
    d("1. Falls — multifactorial (postural hypotension, polypharmacy, sarcopenia). Stop zopiclone; reduce amlodipine.\n")
    d("2. Cognition — ", r.choice(["MCI vs early Alzheimer's", "likely vascular dementia", "delirium superimposed on dementia"]),
      "; CT head requested (order no. ", (f"{L(r, 2)}{D(r, 7)}", "IDNUM"), ").\n")
    d("3. OT home visit ", c.sdate(c.visit + TD(days=r.randint(3, 14)), weekday=True), " with ", c.dr(ot, title=False, cred=False), ".\n")
    d("4. DEXA booked for ", c.date(c.visit + TD(days=r.randint(14, 60))), "; start denosumab if T-score below -2.5.\n")
    d("5. Strength and balance classes at ", (Lc.landmark(), "LOCATION_OTHER"), " — Otago exercise programme.\n")
    d("6. Review in clinic ", c.date(c.visit + TD(days=r.randint(28, 120))), " or sooner via the frailty nurse, ",
      c.dr(nurse, title=False), ", bleep ", (Lc.pager(), "PHONE"), ".\n")
    d("Escalation: discussed ", r.choice(["ReSPECT", "TEP", "ACP", "POLST"]), " form with ", c.pname(p, "first"), " and ",
      c.pname(fam, "first", "FAMILY"), "; remains for full active treatment.\n\n")
    d(c.dr(cons, title=True, cred=True), "\n", r.choice(["Consultant Geriatrician", "Consultant in Medicine for Older People",
                                                         "Attending Geriatrician", "Geriatrician"]), "\n")
    lab, lv = c.lic()
    d(lab, " ", lv, "\n")
    if c.chance(0.5):
        d("Seen with ", c.dr(reg, title=True, cred=False), " (registrar)\n")
    d("cc: ", c.dr(gp, title=True, cred=False), ", ", (practice, "HOSPITAL"), ", fax ", c.phone("fax", typ="FAX"), "\n")
    if c.chance(0.6):
        audit_line(c, d, cons)
    else:
        transcription_line(c, d, cons)
    return d


# ===========================================================================
def nicu(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    mother = c.person(sex="F")
    father = c.rel(mother, "M", same=c.chance(0.5))
    surname = mother.surname if c.chance(0.6) else father.surname
    bsex = r.choice("FM")
    baby = c.person(sex=bsex, origin=mother.origin, surname=surname, with_middle=False)
    hosp = Lc.hospital()
    unit = r.choice(["Kōwhai Nursery", "Starlight NICU", "Ward 21 Neonatal Unit", "Puffin Special Care Baby Unit",
                     "Acorn Neonatal Unit", "Seahorse Neonatal Unit", "Bluebird SCN"])
    dol = r.randint(2, 60)
    dob = c.visit - TD(days=dol)
    ga_w = r.randint(23, 36)
    ga_d = r.randint(0, 6)
    pma_days = ga_w * 7 + ga_d + dol
    med_bw = {23: 560, 24: 650, 25: 760, 26: 880, 27: 1000, 28: 1150, 29: 1300, 30: 1450, 31: 1620, 32: 1800, 33: 2000,
              34: 2250, 35: 2480, 36: 2700}[ga_w]
    bw = int(med_bw * r.uniform(0.75, 1.2))
    grav = r.randint(1, 5)
    para = r.randint(0, grav - 1)
    has_sib = para > 0 and c.chance(0.75)
    neo = c.clin("doctor", "neo")
    reg = c.clin("doctor")
    nn = c.clin("nurse")
    sw = c.clin("other")
    d((hosp, "HOSPITAL"), " — ", (unit, "HOSPITAL"), "\n")
    d(r.choice(["NEONATAL PROGRESS NOTE", "NICU Daily Progress Note", "Neonatal Ward Round Note"]), "\n")
    d("Date: ", c.date(c.visit), "  Time: ", time_str(r, c.uk), "\n")
    mrn = c.mrn()
    bname = r.randrange(4)
    if bname == 0:
        d("Name: ", "Baby " + ("Boy " if bsex == "M" else "Girl "), (surname, "PATIENT"), "\n")
    elif bname == 1:
        d("Name: ", (baby.given + " " + surname, "PATIENT"), "\n")
    elif bname == 2:
        d("Name: ", "BABY OF ", (mother.full().upper(), "FAMILY"), "\n")
    else:
        d("Name: ", (surname.upper(), "PATIENT"), f", Twin {r.choice(['1', '2', 'A', 'B'])}", "\n")
    d(mrn[0], " ", mrn[1], "   Cot ", (str(r.randint(1, 32)), "LOCATION_OTHER"), "\n")
    d("DOB: ", c.date(dob), " at ", time_str(r, c.uk), "   ")
    k = r.randrange(4)
    if k == 0:
        d("DOL ", (str(dol), "AGE"))
    elif k == 1:
        d("Day ", (str(dol), "AGE"), " of life")
    elif k == 2:
        d("Age: ", (str(dol), "AGE"), " days")
    else:
        wk, rem = divmod(dol, 7)
        if wk >= 1 and rem == 0:
            d("Age ", (str(wk), "AGE"), " weeks" if wk > 1 else " week")
        else:
            d("Age ", (str(dol), "AGE"), r.choice([" days", "d"] + (["/7"] if dol < 7 else [])))
    d(f"   GA at birth {ga_w}+{ga_d} weeks   CGA {pma_days // 7}+{pma_days % 7}\n")
    d(f"Birth weight {bw} g   Today {bw + r.randint(-100, 15 * dol + 20)} g   HC {r.randint(22, 34)}.{r.randint(0, 9)} cm\n\n")

    d("BACKGROUND\n")
    mage = r.randint(17, 44)
    fage = max(18, mage + r.randint(-3, 10))
    d("Born to ", c.pname(mother, r.choice(["full", "full", "first"]), "FAMILY"), ", ", c.age(mage, "F", r.choice(["yo_hyphen", "paren", "aged", "y/o"]), "woman"),
      f" G{grav}P{para}, ",
      r.choice(["blood group O Rh+", "blood group A neg (anti-D given)", "B Rh+", "O neg"]), ", GBS ",
      r.choice(["negative", "positive (IAP > 4 h)", "unknown"]), ". ")
    d(r.choice(["Emergency LSCS for ", "SVD after ", "Category 1 CS for ", "Vaginal breech delivery after "]),
      r.choice(["pathological CTG", "PPROM at 26 weeks", "severe pre-eclampsia", "antepartum haemorrhage", "preterm labour"]),
      f". Apgars {r.randint(1, 6)}, {r.randint(4, 8)}, {r.randint(7, 10)}. ")
    if c.chance(0.5):
        d("In-utero transfer from ", (Lc.hospital(), "HOSPITAL"), " on ", c.date(dob - TD(days=r.randint(0, 3))), ". ")
    else:
        d("Ex-utero transfer from ", (Lc.hospital(), "HOSPITAL"), " by the retrieval team (", c.dr(reg, cred=False), ") on DOL ",
          (str(r.randint(0, 2)), "AGE"), ". ")
    d("Antenatal steroids: ", r.choice(["complete course", "one dose", "none"]), "; MgSO4 given.\n\n")

    d("SYSTEMS\n")
    d("Resp: ", r.choice(["CPAP PEEP 6, FiO2 0.25", "HFNC 6 L/min, FiO2 0.30", "SIMV PIP 18 PEEP 5 rate 40, FiO2 0.35", "self-ventilating in air"]),
      f"; caffeine citrate 5 mg/kg daily; {r.randint(0, 12)} desats, {r.randint(0, 4)} bradys in 24 h.\n")
    d(f"CVS: HR 140-170, MAP {r.randint(28, 48)}, PDA on echo {r.choice(['closed', '1.8 mm L-R', 'not seen'])}.\n")
    d(f"FEN: EBM {r.randint(2, 40)} mL 2-hourly via OGT (total {r.randint(120, 180)} mL/kg/d), PN weaning; glucose {r.randint(30, 90) / 10} mmol/L.\n")
    d(f"Jaundice: SBR {r.randint(90, 310)} µmol/L, phototherapy {r.choice(['started', 'stopped', 'not required'])}.\n")
    d(f"Neuro: cranial USS {r.choice(['normal', 'grade I IVH left', 'bilateral grade II IVH', 'no PVL'])}; Moro present.\n")
    d(f"ID: CRP {r.randint(1, 60)}, blood culture (lab no. ", (f"{r.choice(['BC', 'MB', 'M'])}{D(r, 2)}-{D(r, 6)}", "IDNUM"),
      ") ", r.choice(["negative at 48 h", "pending", "grew CoNS — likely contaminant"]), ".\n")
    d("Screening: newborn blood spot card no. ", (f"{D(r, 3)}{D(r, 4)}{D(r, 3)}" if c.chance(0.5) else f"NBS-{D(r, 8)}", "IDNUM"),
      " sent ", c.date(dob + TD(days=r.randint(2, 5))), "; ROP screen due ", c.sdate(c.visit + TD(days=r.randint(1, 14)), weekday=c.chance(0.5)),
      "; hearing screen ", r.choice(["passed", "refer L ear", "pending"]), ".\n\n")

    d("FAMILY / SOCIAL\n")
    fjob = c.job()
    mjob = c.job()
    d("Father ", c.pname(father, r.choice(["full", "first"]), "FAMILY"), " (", (str(fage), "AGE"), ") works as a ", (fjob, "PROFESSION"),
      r.choice([" and", " at " ]))
    if d.buf[-1] == " at ":
        d((Lc.employer(), "ORGANIZATION"), " and")
    d(" visited ", r.choice(["last night", "this morning", "yesterday evening"]), ". ")
    d("Mother ", r.choice(["is a ", "works as a ", "was a "]), (mjob, "PROFESSION"), r.choice([" on maternity leave", "", " (self-employed)"]),
      ", expressing ", r.choice(["well", "small volumes", "via the hospital pump"]), ". ")
    if has_sib:
        sib = c.rel(baby, r.choice("FM"))
        sage = r.randint(1, max(1, min(14, mage - 17)))
        d(r.choice(["Older sibling ", "Big brother " if sib.sex == "M" else "Big sister "]), c.pname(sib, "first", "FAMILY"), ", ",
          c.age(sage, sib.sex, r.choice(["aged", "paren", "yo_hyphen"]), "child"), ", ", r.choice(["at home with grandmother", "visited with parents", "has had chickenpox"]), ". ")
    d("Parents' contact: ", c.phone("mobile"), r.choice([" (mum)", " (Mum)", " (mother)"]), ", ", c.phone("mobile"), r.choice([" (dad)", " (father)"]), ". ")
    d("Family live at ", c.addr(), r.choice([" — 90 min drive", "", "; parking permit issued"]), ". ")
    d("Social worker ", c.dr(sw, title=False, cred=c.chance(0.5)), " seen family ", (WEEKDAYS[(c.visit - TD(days=r.randint(1, 6))).weekday()], "DATE"),
      ".\n\n")

    d("PLAN\n")
    d("- Continue current respiratory support, wean FiO2 to target SpO2 91-95%\n")
    d("- Increase feeds by 20 mL/kg/d; fortify when 150 mL/kg/d\n")
    d("- Repeat SBR at 06:00; U&E and bone profile ", c.sdate(c.visit + TD(days=r.randint(1, 3)), weekday=True), "\n")
    d("- Update parents at family meeting ", c.date(c.visit + TD(days=r.randint(1, 5))), " 14:00 with ", c.dr(neo, cred=False), "\n")
    if c.chance(0.5):
        d("- Interpreter (", r.choice(["Tagalog", "Punjabi", "Swahili", "Mandarin", "Polish", "Samoan", "Te reo Māori"]), ") booked: ",
          (c.person().full(), "DOCTOR"), "\n")
    d("\n", c.dr(nn, title=False, cred=True), r.choice([" (bedside nurse)", ", NICU nurse", ""]), "\n")
    d(c.dr(neo, title=True, cred=True), ", ", r.choice(["Consultant Neonatologist", "Neonatal Attending", "Neonatologist"]))
    if c.chance(0.5):
        d(", ext. ", (D(r, 4, True), "PHONE"))
    d("\n")
    audit_line(c, d, neo)
    return d


# ===========================================================================
def antenatal(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person(sex="F")
    age = r.randint(16, 46)
    dob = c.dob_for(age)
    gaw = r.randint(8, 40)
    gad = r.randint(0, 6)
    edd = c.visit + TD(days=(40 * 7) - (gaw * 7 + gad))
    lmp = edd - TD(days=280)
    grav = r.randint(1, 6)
    para = r.randint(0, grav - 1)
    hosp = Lc.hospital()
    mw = c.clin("nurse")
    mw.cred = r.choice(["RM", "RM", "CNM", "RN RM", "midwife"])
    ob = c.clin("doctor", "obs")
    gp = c.clin("doctor", "gp")
    facility_header(c, d, hosp, r.choice(["Antenatal Clinic", "Maternity Outpatients", "Obstetric Clinic", "Midwifery-led Clinic",
                                          "High-Risk Pregnancy Clinic"]), fax=c.chance(0.5), url=c.chance(0.2))
    mrn = c.mrn()
    d(r.choice(["ANTENATAL VISIT", "Antenatal Clinic Note", "OBSTETRIC REVIEW"]), " — ", c.date(c.visit), "\n")
    d("Patient: ", c.pname(p, r.choice(["full", "LAST_First", "last_first"])), "   ", mrn[0], " ", mrn[1], "\n")
    d("DOB ", c.date(dob), " (", c.age(age, "F", r.choice(["y", "yrs", "years_old"])), ")   ")
    hp = c.hplan()
    d(hp[0], " ", hp[1], "\n")
    d("Address: ", c.addr(), "   Mobile: ", c.phone("mobile"), "\n")
    d(f"G{grav}P{para}", r.choice([f"+{r.randint(0, 2)}", ""]), f"   GA {gaw}+{gad} weeks by ", r.choice(["dating scan", "LMP", "CRL"]),
      "   LMP ", c.date(lmp), "   EDD ", c.date(edd), "\n\n")
    d("Seen by: ", c.dr(mw, title=False, cred=True), r.choice([" (midwife)", " — community midwife", ""]), " with ", c.dr(ob, cred=True), "\n")
    if c.chance(0.4):
        d("Interpreter: ", (c.person().full(), "DOCTOR"), " (", r.choice(["Dari", "Tigrinya", "Tagalog", "Hindi", "Swahili", "Arabic", "Polish"]),
          ", via phone)\n")
    d("\n")
    d("HISTORY\n")
    d(c.pname(p, "first"), " is a ", c.age(age, "F", r.choice(["yo_hyphen", "year_old_space", "words_hyphen"]), "woman"),
      f" G{grav}P{para} ", r.choice(["attending for routine review", "referred for raised BP", "seen for reduced fetal movements",
                                       "booked late after arriving from "]))
    if d.buf[-1].endswith("from "):
        d((r.choice(["Kenya", "the Philippines", "India", "Ireland", "Brazil", "Afghanistan", "Eritrea", "Samoa", "Poland"]).replace("the ", ""), "COUNTRY"),
          " in ", c.my(c.visit - TD(days=r.randint(20, 90))))
    d(". ")
    d(r.choice(["Good fetal movements. ", "Reports headaches and visual disturbance. ", "Some pelvic girdle pain. ",
                "Heartburn worse at night. "]))
    if para > 0:
        prev_child = c.rel(p, r.choice("FM"), same=c.chance(0.7))
        cy = c.visit - TD(days=r.randint(500, 4000))
        d("Previous: ", r.choice(["SVD", "emergency LSCS for failure to progress", "ventouse delivery", "elective CS (breech)"]), " in ",
          c.year(cy), " at ", (Lc.hospital(), "HOSPITAL"), r.choice(["", " (PPH 1.2 L)", " — 3rd-degree tear"]), "; ",
          "son " if prev_child.sex == "M" else "daughter ", c.pname(prev_child, "first", "FAMILY"), " is now ",
          (str(age_at(cy, c.visit)), "AGE"), ". ")
    d("PMH: ", r.choice(["asthma", "hypothyroidism (TSH 2.1 on 75 mcg)", "nil", "GDM in last pregnancy", "sickle trait",
                        "epilepsy on lamotrigine"]), ". ")
    partner = c.person(sex=r.choice("MMMF"))
    page = max(18, age + r.randint(-4, 12))
    job = c.job()
    d("Partner ", c.pname(partner, r.choice(["full", "first"]), "FAMILY"), " (", (str(page), "AGE"), ") is a ", (job, "PROFESSION"), ". ")
    pjob = c.job()
    d(c.pname(p, "first"), " works as a ", (pjob, "PROFESSION"), " at ", (Lc.employer(), "ORGANIZATION"),
      "; maternity leave planned from ", c.date(edd - TD(days=r.randint(14, 60))), ". ")
    d("Smoking: ", r.choice(["never", "stopped at 8 weeks", "5/day, CO reading 9 ppm"]), ". Alcohol: none. ")
    d("Edinburgh Postnatal Depression Scale ", str(r.randint(2, 16)), r.choice([" (antenatal)", ""]), ".\n\n")

    d("EXAMINATION\n")
    d(f"BP {r.randint(100, 165)}/{r.randint(60, 110)}, urine {r.choice(['NAD', 'protein +', 'protein ++', 'glucose +'])}, "
      f"SFH {max(10, gaw + r.randint(-3, 3))} cm, {r.choice(['cephalic', 'breech', 'transverse', 'variable'])}, "
      f"FH {r.randint(120, 160)} bpm on Doppler. Weight {r.randint(52, 120)} kg, BMI at booking {r.randint(18, 44)}.\n")
    d(f"Bloods: Hb {r.randint(92, 135)} g/L, ferritin {r.randint(6, 80)}, OGTT fasting {r.randint(40, 62) / 10} / 2 h {r.randint(50, 110) / 10} mmol/L, "
      f"{r.choice(['Rh D negative — anti-D 1500 IU given', 'Rh D positive', 'Kleihauer pending'])}. Bishop score {r.randint(1, 9)} (if relevant).\n")
    d("Scan (accession ", (f"{r.choice(['US', 'OB', 'RAD'])}{D(r, 8)}", "IDNUM"), ") on ", c.date(c.visit - TD(days=r.randint(0, 14))),
      f": EFW {int(max(20, 3400 * (min(gaw, 40) / 40) ** 3.2) * r.uniform(0.85, 1.15))} g ({r.randint(3, 97)}th centile), AFI {r.randint(5, 24)} cm, UA PI normal.\n")
    if c.chance(0.5):
        d("NIPT sample ", (f"NIPT-{D(r, 6)}-{L(r, 1)}", "IDNUM"), " low chance for T21/T18/T13.\n")
    d("\nPLAN\n")
    d("- Next appointment ", c.sdate(c.visit + TD(days=r.randint(7, 28)), weekday=True), " with ", c.dr(mw, title=False, cred=False), "\n")
    d("- ", r.choice(["Aspirin 150 mg nocte until 36/40", "Serial growth scans 4-weekly", "Iron infusion booked"] +
                     (["GTT at 26-28 weeks", "anomaly scan at 20/40"] if gaw < 24 else ["Induction of labour discussed for 41+0", "GBS swab at 36/40"])), "\n")
    venue = {"US": ["the Riverside Family Center", "Pioneer Community Hall"], "UK": ["Wexcombe Leisure Centre", "the Sure Start Children's Centre hall"],
             "IE": ["St. Colman's Parish Hall", "Ballinaclash Community Centre"], "CA": ["Polar Bear Arena community room", "Maison de la Famille"],
             "AU": ["Kembla Surf Club function room", "the Banksia Community Hall"], "NZ": ["Kōwhai Community House", "the Riccarton Marae"],
             "IN": ["Lakshmi Kalyana Mandapam", "the Anganwadi Centre No. 12"], "PH": ["Barangay Hall Malinta", "the Covered Court, Purok 3"],
             "KE": ["the Tumaini Hall", "Kileleshwa Social Hall"]}[Lc.code]
    d("- Antenatal class at ", (r.choice(venue), "LOCATION_OTHER"),
      *((" on ", WEEKDAYS[r.randint(0, 6)] + "s (weekly)") if c.chance(0.5) else
        (" starting ", c.sdate(c.visit + TD(days=r.randint(2, 9)), weekday=True))), "\n")
    d("- Birth plan: ", r.choice(["labour ward", "birth centre", "home birth"]), " at ", (hosp, "HOSPITAL"), "; triage line ",
      c.phone(ext=c.chance(0.3)), " (24 h)\n")
    d("- Letter to GP ", c.dr(gp, cred=False), ", ", (Lc.clinic(), "HOSPITAL"), "\n\n")
    d(c.dr(ob, title=True, cred=True), "  ", r.choice(["Consultant Obstetrician", "Obstetrics & Gynaecology Registrar", "OB/GYN Attending"]), "\n")
    lab, lv = c.lic()
    d(lab, ": ", lv, "  |  ", c.email(ob.p, org_dom(c, hosp)), "\n")
    if c.chance(0.5):
        audit_line(c, d, mw)
    return d


def org_dom(c, name):
    from doc import org_domain
    return org_domain(name, c.L.code)


# ===========================================================================
def occupational(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(18, 66)
    dob = c.dob_for(age)
    job, exposure = r.choice(pools.OCC_JOBS)
    emp = Lc.employer()
    site = r.choice(pools.WORKSITES)
    prov = Lc.clinic("occ")
    ohp = c.clin("doctor", "occ")
    oha = c.clin("nurse")
    mgr = c.person()
    facility_header(c, d, prov, r.choice(["Occupational Health Service", "Workplace Health", "Employee Health & Wellbeing"]),
                    fax=c.chance(0.4), email=True, url=c.chance(0.3))
    d(r.choice(["OCCUPATIONAL HEALTH ASSESSMENT", "Fitness for Work Assessment", "Pre-placement / Health Surveillance Report",
                "Management Referral — OH Report"]), "\n")
    d("Case ref: ", (f"OH-{c.visit.year}-{D(r, 5)}" if c.chance(0.5) else f"{L(r, 2)}{D(r, 6)}", "IDNUM"), "    Date: ", c.date(c.visit), "\n\n")
    d("Employee: ", c.pname(p, r.choice(["full", "LAST_FIRST", "full_mid"])), "\n")
    d("DOB: ", c.date(dob), "   Age ", (str(age), "AGE"), "\n")
    d("Employee no.: ", (r.choice([f"E{D(r, 6)}", f"{D(r, 5)}-{L(r, 2)}", f"{L(r, 3)}{D(r, 4)}"]), "IDNUM"), "\n")
    d("Job title: ", (job, "PROFESSION"), "\n")
    d("Employer: ", (emp, "ORGANIZATION"), "\n")
    d("Work location: ", (site, "LOCATION_OTHER"), ", ", (Lc.city_only(), "CITY"), "\n")
    d("Line manager: ", c.pname(mgr, r.choice(["full", "full", "init_last"]), "FAMILY"), " (", c.email(mgr, org_dom(c, emp)), ")\n")
    x = c.ssn()
    if x and c.chance(0.5):
        d(x[0], " ", x[1], "\n")
    d("Home address: ", c.addr(), "\n")
    d("Mobile: ", c.phone("mobile"), "\n\n")

    d("REASON FOR REFERRAL\n")
    reason = r.randrange(4)
    if reason == 0:
        d("Management referral from ", c.pname(mgr, "first", "FAMILY"), " following ", str(r.randint(2, 5)), " episodes of absence since ",
          c.date(c.visit - TD(days=r.randint(60, 200))), " with low back pain.")
    elif reason == 1:
        d("Annual health surveillance (", exposure, ").")
    elif reason == 2:
        d("Pre-placement assessment before starting as ", (job, "PROFESSION"), " on ", c.date(c.visit + TD(days=r.randint(7, 40))), ".")
    else:
        d("Return-to-work assessment after ", r.choice(["knee arthroscopy", "COVID-19 with fatigue", "MI and PCI", "a fractured wrist",
                                                      "depression"]), "; absent since ", c.date(c.visit - TD(days=r.randint(20, 150))), ".")
    d(" HR contact ", c.pname(c.person(), "full", "FAMILY"), " copied.\n\n")

    d("OCCUPATIONAL HISTORY\n")
    prev_job = c.job()
    d("New to this role; planned pattern " if reason == 2 else "In current role for " + str(r.randint(1, 25)) + " years, ", r.choice(["12-h rotating shifts", "nights 4-on-4-off", "days Mon-Fri", "split shifts"]),
      ". Previously a ", (prev_job, "PROFESSION"), " with ", (Lc.employer(), "ORGANIZATION"), " (", c.year(c.visit - TD(days=r.randint(2000, 6000))),
      "-", c.year(c.visit - TD(days=r.randint(400, 1900))), "). ")
    d("Exposures: ", exposure, ". PPE: ", r.choice(["FFP3 respirator (face-fit passed)", "ear defenders, SNR 30 dB", "nitrile gloves",
                                                   "powered air respirator", "hi-vis, steel toe caps"]), ". ")
    d("Holds a ", r.choice(["counterbalance forklift licence", "HGV class C+E licence", "heavy rigid licence", "crane operator ticket"]),
      " no. ", (Lc.driver_licence(), "LICENSE"), " (expires ", c.date(c.visit + TD(days=r.randint(60, 1400))), "). ")
    d("Site access by fingerprint reader, biometric enrolment ID ", (r.choice([f"FP-{D(r, 6)}", f"BIO{D(r, 7)}", f"PV-{D(r, 4)}-{L(r, 2)}",
                                                                              f"IRIS-{AN(r, 8)}"]), "BIOID"), ".\n\n")
    d("HEALTH\n")
    d(f"BP {r.randint(110, 160)}/{r.randint(65, 100)}, BMI {r.randint(19, 38)}, Snellen R 6/{r.choice(['6', '9', '12'])} L 6/{r.choice(['6', '9', '12'])}, "
      f"Ishihara {r.randint(13, 17)}/17. ")
    d(f"Audiometry: {r.choice(['H1', 'H2', 'H3'])} (HSE categorisation), 4 kHz dip {r.randint(20, 60)} dB HL bilaterally. ")
    d(f"Spirometry FEV1 {r.randint(20, 45) / 10} L ({r.randint(60, 110)}% pred), FVC {r.randint(30, 60) / 10} L, ratio {r.randint(60, 85)}%. ")
    d(r.choice(["HAVS Stockholm Workshop Scale 1V/1SN. ", "Blood lead 1.2 µmol/L (action level 2.4). ", "Epworth 7/24. ",
                "Skin: hand dermatitis, patch test booked. ", "Urinary HDI metabolite below guidance value. "]))
    d("Past history: ", r.choice(["L4/5 disc prolapse", "asthma since childhood", "type 1 diabetes (HbA1c 61)", "anxiety", "nil significant"]), ".\n\n")
    d("OPINION\n")
    fit = r.choice(["Fit for role without restriction.", "Fit with adjustments: no night shifts for 6 weeks, avoid lifting > 15 kg.",
                    "Temporarily unfit; review in 4 weeks.", "Fit; phased return over 4 weeks starting "])
    d(fit)
    if fit.endswith("starting "):
        rtw = c.visit + TD(days=r.randint(3, 21))
        while rtw.weekday() > 4:
            rtw += TD(days=1)
        d((WEEKDAYS[rtw.weekday()] + r.choice([" ", ", "]) + c.L.date(rtw), "DATE"), ".")
    d(" The ", EQUALITY_LAW[Lc.code], " is ", r.choice(["likely", "unlikely"]), " to apply. Next surveillance due ", c.my(c.visit + TD(days=365)), ".\n")
    d("Consent: ", c.pname(p, "first"), " has seen this report before release to ", (emp, "ORGANIZATION"), ".\n\n")
    d(c.dr(ohp, title=True, cred=True), r.choice([", Occupational Physician", ", Consultant in Occupational Medicine", ""]), "\n")
    lab, lv = c.lic()
    d(lab, " ", lv, "\n")
    d(c.dr(oha, title=False, cred=True), ", OH Advisor, direct line ", c.phone(ext=c.chance(0.5)), "\n")
    audit_line(c, d, ohp)
    return d
