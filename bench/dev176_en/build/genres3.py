"""Paediatric ED note and paediatric ward handover list."""
import pools as P
from core import (Note, Case, add_days, fmt_date, phone, serial, idnum, digits, letters, plate, vin, ssn,
                  license_no, age_parts, age_compact, Person, short_date, wt_kg)
from genres1 import stamp, hhmm, pager

INSURERS = ["Northstar Health Plan", "Summit Mutual Health", "Keystone Family Health", "Heartland Kids Care",
            "Cascade Benefit Trust", "Lone Pine Health Cooperative"]

PRES = [
    dict(k="bronchiolitis", lo=30, hi=330, cc="cough, increased work of breathing x2d",
         hpi="URTI sx x3d, now fast breathing and feeding ~50%% of usual. %d wet diapers in 24h. Sibling at daycare sick.",
         ex="RR 62, SpO2 89% RA, subcostal + intercostal indrawing, diffuse crackles and wheeze. Cap refill 2s.",
         course="NP suction, trial of HFNC 1 L/kg/min, FiO2 0.35. RVP: RSV positive. No CXR indicated.",
         dx="RSV bronchiolitis with hypoxemia", disp="admit"),
    dict(k="croup", lo=200, hi=1800, cc="barky cough, stridor overnight",
         hpi="2 d of coryza, woke at 0300 with barky cough and noisy breathing. No drooling. Imms UTD. %d prior episodes.",
         ex="Stridor at rest when upset, mild suprasternal retraction. Westley score 3. SpO2 97% RA.",
         course="Dexamethasone 0.6 mg/kg PO given. Rac epi neb x1 at triage. Observed 4 h post - no stridor at rest.",
         dx="Croup, moderate", disp="home"),
    dict(k="febrile infant", lo=8, hi=58, cc="fever 38.3 rectal at home",
         hpi="Fever noted by parents, feeding a bit less. No cough. Born term, no NICU stay, mom GBS neg. %d sick contacts.",
         ex="T 38.6 R, HR 172, well appearing, AF soft, no focus found.",
         course="Step-by-step: UA (cath) LE neg, nitrite neg. CBC/CRP/PCT: PCT 0.2, ANC 6.1. Blood cx + urine cx sent. Low risk.",
         dx="Fever without source, low-risk febrile infant", disp="home"),
    dict(k="gastro", lo=200, hi=2500, cc="vomiting and diarrhea",
         hpi="Vomiting x %d episodes since last night, now NBNB, 6 loose stools. Last void 8 h ago. Daycare outbreak.",
         ex="Mildly dry mucosa, CRT 2-3 s, abd soft non-tender. Clinical Dehydration Scale 3.",
         course="Ondansetron 0.15 mg/kg ODT. ORT 5 mL q2-3min, tolerated 300 mL over 2 h. Voided.",
         dx="Acute gastroenteritis with mild-mod dehydration", disp="home"),
    dict(k="fracture", lo=1400, hi=4500, cc="R arm pain after fall",
         hpi="Fell ~%d ft from monkey bars at recess, FOOSH. Immediate pain, deformity. No LOC. Last ate 1200.",
         ex="Dorsal angulation distal R forearm, NV intact, radial pulse 2+, AIN/PIN/ulnar intact. Skin intact.",
         course="Intranasal fentanyl 1.5 mcg/kg, then ibuprofen. XR: distal radius + ulna fx, 25 deg angulation. Ketamine sedation + closed reduction by ortho, sugar-tong splint.",
         dx="Distal radius and ulna fracture, closed", disp="home"),
    dict(k="head injury", lo=300, hi=5000, cc="head injury",
         hpi="Fell from height approx %d ft onto hardwood. Cried immediately, vomited x1. No LOC per witnesses. Acting normally now.",
         ex="GCS 15, 3 cm boggy parietal hematoma, no step. Pupils 3 mm reactive. Neuro exam normal.",
         course="PECARN: observation vs CT - shared decision, observed 4 h, tolerated PO, no further emesis.",
         dx="Minor head injury / scalp hematoma", disp="home"),
    dict(k="asthma", lo=1100, hi=5800, cc="SOB, wheeze",
         hpi="Known asthma, on fluticasone 125 mcg BID (poor adherence). URTI x2d, using salbutamol q1-2h since %d pm.",
         ex="PRAM 7. Diffuse wheeze, indrawing, speaking in phrases. SpO2 91% RA.",
         course="Salbutamol 10 puffs + ipratropium x3 back-to-back, dex 0.3 mg/kg, MgSO4 40 mg/kg IV. PRAM 4 after 2 h.",
         dx="Acute asthma exacerbation, moderate-severe", disp="admit"),
    dict(k="ingestion", lo=400, hi=1500, cc="possible ingestion",
         hpi="Found with grandmother's pill organizer open ~%d min PTA, ? 2 x amlodipine 5 mg missing. No sx.",
         ex="Alert, HR 118, BP 94/58, glucose 5.4, normal exam.",
         course="Poison Centre consulted (case #%s). ECG normal, observe 6 h with q1h vitals. Stable.",
         dx="Possible amlodipine ingestion - no toxicity", disp="home"),
    dict(k="appendicitis", lo=2200, hi=6000, cc="abdominal pain, RLQ",
         hpi="Periumbilical pain since yesterday, now RLQ, anorexia, vomited x%d. Fever 38.2. Pain with bumps in car.",
         ex="Tender RLQ with guarding, + Rovsing, + hop test. pARS 7.",
         course="WBC 15.8, CRP 42. US: non-compressible appendix 9 mm with fat stranding. Morphine, NPO, pip-tazo. Surgery consulted.",
         dx="Acute appendicitis", disp="admit"),
    dict(k="DKA", lo=2500, hi=6000, cc="vomiting, lethargic",
         hpi="3 wk polyuria/polydipsia, %d lb wt loss, now vomiting and abdominal pain. No known DM.",
         ex="Kussmaul breathing, dry, GCS 14, CRT 3 s.",
         course="VBG pH 7.08, HCO3 6, glucose 32.4, BHB 6.1, K 5.2. 10 mL/kg NS bolus, then insulin 0.05 U/kg/h per DKA protocol, 2-bag system. Neuro vitals q1h.",
         dx="New-onset T1DM in moderate-severe DKA", disp="picu"),
    dict(k="febrile seizure", lo=300, hi=1800, cc="seizure",
         hpi="GTC seizure lasting ~%d min at home, self-resolved. Febrile 39.4 with URTI. No prior seizures; dad had febrile sz as child.",
         ex="Post-ictal, now back to baseline. Neuro normal. No meningismus. R TM bulging.",
         course="Ibuprofen, observed 3 h. No LP indicated. Amoxicillin for AOM.",
         dx="Simple febrile seizure; acute otitis media", disp="home"),
    dict(k="MVC", lo=700, hi=6000, cc="MVC",
         hpi="Restrained rear passenger in booster, side impact at ~%d km/h, airbags deployed. Ambulatory at scene.",
         ex="Seatbelt sign absent. Mild L neck tenderness, no midline tenderness, neuro intact. Abdo soft.",
         course="Canadian C-spine/NEXUS: cleared clinically. FAST negative. Analgesia, observed 4 h.",
         dx="MVC - minor soft tissue injury", disp="home"),
    dict(k="laceration", lo=700, hi=4000, cc="chin laceration",
         hpi="Slipped at pool deck %d h ago, 2.5 cm chin lac. Tetanus UTD.",
         ex="2.5 cm linear lac, clean edges, no FB, no dental injury.",
         course="LET topical 30 min, irrigated, 5-0 fast-absorbing gut x4. Child life present.",
         dx="Simple chin laceration, repaired", disp="home"),
]


def peds_ed(rng, country, ref):
    pr = rng.choice(PRES)
    days = rng.randint(pr["lo"], pr["hi"])
    c = Case(rng, country, ref, days)
    n = Note(rng)
    n.x(rng.choice(["PEDIATRIC EMERGENCY DEPARTMENT NOTE", "Paediatric Emergency - Physician Record", "ED Provider Note (Peds)",
                    "CHILDREN'S EMERGENCY - MD NOTE"]), "\n")
    n.x((c.hosp, "HOSPITAL"), rng.choice([" - Pediatric ED", " Emergency Department", ""]), "\n\n")
    n.x("Name: ", c.P(rng.choice(["LF", "lf", "full"])), "    Age: ", age_compact(days), "    Sex: ", c.sex, "\n")
    n.x("DOB: ", c.dob_item(), "    MRN: ", (c.mrn, "MRN"), "    ", rng.choice(["Visit #: ", "FIN: ", "Enc: "]), (c.acct, "ACCOUNT"), "\n")
    ah = rng.randint(0, 21)
    n.x("Arrival: ", c.d(0), " %02d:%02d" % (ah, rng.randint(0, 59)), "    Mode: ", rng.choice(["walk-in", "EMS", "private vehicle", "walk-in", "EMS (ALS)"]), "\n")
    if "EMS" in n.parts[-1] and rng.random() < 0.6:
        n.x("EMS unit ", (str(rng.randint(10, 899)), "VEHICLE"), ", run # ", (idnum(rng, "EMS"), "IDNUM"), "\n")
    n.x("Triage: ", "CTAS %d" % rng.randint(2, 4) if country == "CA" else "ESI %d" % rng.randint(2, 4), " by ", c.rn(0), "    Room: ",
        rng.choice(["Peds ", "Fast Track ", "Resus ", "", "P-"]), (str(rng.randint(1, 24)), "LOCATION_OTHER"), "\n")
    if country == "US" and rng.random() < 0.45:
        n.x("Guarantor: ", c.dad_ref("LF") if rng.random() < 0.5 else c.mom_ref("full"), "   SSN: ", (ssn(rng, country), "SSN"), "\n")
        n.x("Primary ins: ", (rng.choice(INSURERS), "ORGANIZATION"), "   Member ID: ", (c.hp, "HEALTHPLAN"), "   Group: ",
            (digits(rng, 5) + letters(rng, 1), "HEALTHPLAN"), "\n")
    elif country == "CA":
        n.x("Health card: ", (c.hp, "HEALTHPLAN"), " (", (c.st, "STATE"), ")\n")
    n.x("Address: ", c.address(), "   Ph: ", (c.home_ph, "PHONE"), "\n\n")
    n.x("CC: ", pr["cc"], "\n\n")
    n.t("HPI: ")
    n.x(c.age(), " ", rng.choice(["previously healthy ", "ex-%d wk prem " % rng.randint(26, 35), "fully immunized ", ""]),
        c.boy_girl(), " brought in by ", rng.choice(["mom", "dad", "both parents", "grandmother", "daycare staff" if days < 1700 else "school staff"]))
    who = n.parts[-1]
    if who == "mom":
        n.x(" (", c.mom_ref("full"), ")")
    elif who == "dad":
        n.x(" (", c.dad_ref("full"), ")")
    elif who == "grandmother":
        n.x(" (", (c.granny.f(rng, "full"), "FAMILY"), ")")
    elif who.endswith("staff"):
        n.x(" from ", (c.school, "ORGANIZATION"))
    n.t(". ")
    arg = rng.randint(2, 12)
    hpi = pr["hpi"] % arg
    n.typo(hpi + "\n")
    if pr["k"] == "fracture" and rng.random() < 0.7:
        n.x("Injury occurred at ", (c.school, "ORGANIZATION"), "; school called mom at work (", (rng.choice(P.EMPLOYERS), "ORGANIZATION"), ").\n")
    if pr["k"] == "MVC":
        n.x("Police on scene (Officer ", (rng.choice(P.NURSE_L), "FAMILY"), "), report # ", (idnum(rng, "PR"), "IDNUM"), ". Family vehicle plate ",
            (plate(rng, country), "VEHICLE"))
        if rng.random() < 0.5:
            n.x(", VIN ", (vin(rng), "VEHICLE"))
        n.x(". Driver (", c.dad_ref("first"), ", ", (str(c.dad_age), "AGE"), ") assessed in adult ED.\n")
    if pr["k"] == "ingestion":
        n.x("Lives with grandmother ", (c.granny.f(rng, "full"), "FAMILY"), " at ", (c.street, "STREET"), " weekdays while parents work.\n")
    n.t("\n")
    n.typo("PMHx: %s. Meds: %s. Allergies: %s. Imms: %s.\n" % (
        rng.choice(["nil", "eczema", "recurrent AOM, PE tubes", "asthma", "VSD closed spontaneously", "GERD"]),
        rng.choice(["none", "vit D", "salbutamol PRN", "cetirizine", "none"]), rng.choice(["NKDA", "NKDA", "amoxicillin (rash)", "peanut"]),
        rng.choice(["UTD", "UTD per parent", "behind - missed last set", "declined"])))
    if rng.random() < 0.45:
        n.x("Social: lives with parents in ", (c.city, "CITY"), ". ")
        if rng.random() < 0.6:
            n.x("Mom is a ", (c.mom_job, "PROFESSION"), ". ")
        if days > 1800:
            n.x("Grade %d at " % min(12, max(1, days // 365 - 5)), (c.school, "ORGANIZATION"), ".")
        n.t("\n")
    if rng.random() < 0.3:
        n.x("Recent travel: ", (rng.choice(P.COUNTRIES), "COUNTRY"), " ", rng.choice(["x3 wk, returned ", "visiting family, back "]),
            c.ds(-rng.randint(3, 20)), ".\n")
    n.t("\nEXAM: Wt %.1f kg. T %.1f HR %d RR %d BP %d/%d SpO2 %d%%\n" % (
        wt_kg(rng, days), rng.uniform(36.5, 39.8), rng.randint(90, 180), rng.randint(18, 64), rng.randint(80, 125),
        rng.randint(40, 80), rng.randint(89, 100)))
    n.typo(pr["ex"] + "\n\n")
    n.t("ED COURSE / MDM:\n")
    crs = pr["course"]
    if "%s" in crs:
        n.t(crs.split("%s")[0])
        n.p(idnum(rng, "PC"), "IDNUM")
        n.t(crs.split("%s")[1] + "\n")
    else:
        n.typo(crs + "\n")
    if rng.random() < 0.4:
        n.x(hhmm(rng), " Discussed w/ ", rng.choice(["ortho", "gen surg", "PICU", "endo", "ID", "peds medicine"]), " ",
            c.doc(2, "dr_last"), rng.choice([" (pgr ", " (tel "]), pager(c), ").\n")
    if rng.random() < 0.35:
        n.x("Labs: req # ", (idnum(rng, "R"), "IDNUM"), "; specimen ", (idnum(rng, "S"), "IDNUM"), ".\n")
    n.x("\nDx: ", pr["dx"], "\n")
    disp = pr["disp"]
    if disp == "home":
        n.x("Dispo: discharged home with ", rng.choice(["mom", "parents", "dad"]), " at ", "%02d%02d" % ((ah + rng.randint(2, 6)) % 24, rng.choice([0, 10, 25, 40, 55])), ". ")
        n.typo(rng.choice(["Return if resp distress, dehydration, lethargy. ", "Fever/ibuprofen dosing reviewed. ",
                           "Cast care handout. Fracture clinic in 7-10 d. ", "Head injury advice sheet given. "]))
        n.x("F/u with PCP ", c.doc(3, "dr_last"), " at ", (c.clinic, "HOSPITAL"), " in ", rng.choice(["24-48 h", "2-3 days", "1 wk"]), ".\n")
    elif disp == "admit":
        n.x("Dispo: admit to peds medicine, ", (c.ward, "HOSPITAL"), ", under ", c.doc(2, "dr_last"), ". Bed ",
            (str(rng.randint(1, 30)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER"), ".\n")
    else:
        n.x("Dispo: PICU, accepted by ", c.doc(2, "dr_last"), ". Family updated. Mom's cell ", (c.mom_cell, "PHONE"), ".\n")
    n.t("\n")
    if rng.random() < 0.35:
        n.x("Scribed by ", (c.nurses[3].f(rng, "full"), "DOCTOR"), " for ", c.doc(0, "dr_last"), ".\n")
    n.x(c.doc(1, rng.choice(["full_md", "fi_md"])), rng.choice([", PGY-1", ", PGY-3", " (resident)", ""]), "\n")
    n.x("Attending: I saw and examined the patient and agree with the above. ", c.doc(0, rng.choice(["full_md", "dr_full"])),
        " ", c.d(0 if ah < 17 else 1), " %02d:%02d" % ((ah + rng.randint(3, 7)) % 24, rng.randint(0, 59)), "\n")
    return n, c


# ------------------------------------------------------------------ ward handover list
PROBS = [
    (30, 400, "bronchiolitis (RSV), HFNC 8 L FiO2 0.30", ["wean HFNC per pathway", "NG feeds if PO <50%"], "Watcher",
     "if FiO2 >0.5 or apneas - call RT + PICU outreach"),
    (1000, 6000, "status asthmaticus, day %d", ["sal 5 puffs q2h -> q3h if PRAM <4", "dex dose 2 due 0800"], "Stable",
     "if PRAM >8 despite back-to-back - Mg + PICU"),
    (2000, 6000, "perforated appy POD %d", ["pip-tazo, day 3/7", "advance diet as tol", "JP drain output q shift"], "Stable",
     "fever >39 - cultures, page surg"),
    (2500, 6200, "new dx T1DM, resolved DKA", ["SC insulin - glargine qHS, lispro w/ meals", "diabetes teaching day %d/3"], "Stable",
     "BG <4 - treat per hypoglycemia protocol"),
    (14, 60, "febrile infant, cultures neg at 36 h", ["d/c amp/cef at 48 h if cx neg", "bili tomorrow AM"], "Stable",
     "new fever - re-examine, consider LP"),
    (365, 5000, "pneumonia w/ effusion, chest tube day %d", ["chest tube to -20 suction", "tPA dose 2 of 3 at 1000", "CXR in AM"],
     "Watcher", "if tube stops draining/resp distress - CXR stat, call surg"),
    (30, 4000, "cellulitis L leg", ["cefazolin IV -> PO cephalexin if afebrile 24 h", "mark borders q shift"], "Stable",
     "spreading past margins - US for abscess"),
    (1, 20, "hyperbilirubinemia on double phototherapy", ["TSB q6h", "feeds q3h, top up w/ formula"], "Stable",
     "TSB within 50 of exchange line - call fellow"),
    (3000, 6500, "anorexia nervosa, medically unstable (HR 42)", ["refeeding labs PO4/Mg/K BID", "cardiac monitor overnight",
                                                                   "1:1 meal support"], "Watcher",
     "HR <40 or PO4 <0.8 - call senior"),
    (200, 2000, "gastro w/ dehydration, NG rehydration", ["NG ORS 10 mL/kg/h x4h", "reassess volume status at 0200"], "Stable",
     "no UO 6 h - lytes, IV fluids"),
    (500, 6000, "sickle cell VOC", ["PCA morphine, check sedation q1h", "IS q2h while awake"], "Watcher",
     "chest pain/new O2 req - ACS workup, CXR, call heme"),
    (60, 900, "FTT admission, calorie counts", ["calorie count day %d", "feeding obs with OT"], "Stable", "none"),
    (3000, 6500, "mild TBI post MVC", ["neuro vitals q2h", "concussion education"], "Stable", "GCS drop - CT head + neurosurg"),
]


def ward_handover(rng, country, ref):
    c = Case(rng, country, ref, rng.randint(100, 4000))
    n = Note(rng)
    nightly = rng.random() < 0.5
    n.x((c.ward, "HOSPITAL"), rng.choice([" - Peds Medicine Handover (I-PASS)", " Sign-out List", " HANDOVER", " - Team B Handoff"]), "\n")
    n.x((c.hosp, "HOSPITAL"), "   ", (fmt_date(rng, ref, country, rng.choice(["wk_md", "wk_long", "iso", "us", "wk_mon"])), "DATE"),
        " ", "1900" if nightly else "0730", "\n")
    n.x("Day team: ", c.doc(0, "dr_last"), " (attending), ", [(c.docs[1].f(rng, rng.choice(["last", "full", "fi_last"])), "DOCTOR")],
        " (R2)  ->  Night: ", [(c.docs[2].f(rng, rng.choice(["last", "full", "first"])), "DOCTOR")], " (R1)\n")
    n.x("Charge RN: ", c.rn(0), "  ext ", (phone(rng, c.hosp_area, style="local", ext=False), "PHONE"), "   Senior pager ", pager(c), "\n")
    n.t("=" * 60 + "\n")
    k = rng.randint(4, 7)
    used = []
    probs = rng.sample(PROBS, k)
    for i, pr in enumerate(probs):
        lo, hi, ill, acts, sev, cont = pr
        pc = Case(rng, country, ref, rng.randint(lo, hi))
        n.x(rng.choice(["Rm ", "Bed ", "", "Room "]), (str(rng.randint(1, 40)) + rng.choice(["", "", "-1", "-2", "A", "B"]), "LOCATION_OTHER"), " | ",
            pc.P(rng.choice(["LF", "lf", "full", "lf"])), " | ", age_compact(pc.age_days), " ", pc.sex)
        if rng.random() < 0.6:
            n.x(" | MRN ", (pc.mrn, "MRN"))
        n.x(" | adm ", (short_date(rng, add_days(ref, -rng.randint(0, 9)), country), "DATE"))
        if rng.random() < 0.5:
            n.x(" | ", pc.doc(0, "dr_last"))
        n.t("\n")
        n.t("  I: %s\n" % sev)
        n.t("  P: ")
        n.x(age_parts(rng, pc.age_days, rng.choice(["%sy", "%s yo", "%s y/o", "%s-year-old"]) if pc.age_days >= 730 else None))
        ill_s = ill % rng.randint(1, 4) if "%d" in ill else ill
        n.typo(" " + pc.sex + " w/ " + ill_s + ". ")
        if rng.random() < 0.4:
            n.t(rng.choice(["Wt %.1f kg. " % wt_kg(rng, pc.age_days), "NKDA. ", "Allergy: PCN. ", "Isolation: droplet/contact. "]))
        n.t("\n  A: ")
        acts2 = [a % rng.randint(1, 3) if "%d" in a else a for a in acts]
        n.typo("; ".join(acts2) + "\n")
        n.t("  S: ")
        fam = rng.random()
        if fam < 0.45:
            n.x("mom ", pc.mom_ref(rng.choice(["first", "full"])), " at bedside, cell ", (pc.mom_cell, "PHONE"))
        elif fam < 0.65:
            n.x("dad ", pc.dad_ref("first"), " staying overnight")
        elif fam < 0.8:
            n.x("foster mom ", (Person(rng.choice(P.ADULT_F), rng.choice(P.SURN)).f(rng, "full"), "FAMILY"), " - %s worker aware, consent via worker" % ("CAS" if country == "CA" else "CPS"))
        else:
            n.x("family from ", (pc.city, "CITY"), ", not at bedside overnight; call ", (pc.home_ph, "PHONE"), " with changes")
        n.t("\n")
        n.t("  C: %s\n" % cont)
        if rng.random() < 0.25:
            n.x("  To do: f/u ", rng.choice(["blood cx", "urine cx", "CSF PCR", "echo report"]), " (", (idnum(rng, "M"), "IDNUM"), ")")
            n.x(", d/c planning w/ SW ", [(c.nurses[3].f(rng, rng.choice(["first", "full"])), "DOCTOR")], "\n")
        if rng.random() < 0.2:
            n.x("  Home O2 concentrator SN ", (serial(rng), "DEVICE"), " delivered ", (short_date(rng, add_days(ref, 1), country), "DATE"), "\n")
        n.t("-" * 40 + "\n")
    n.t("\nPending admissions from ED: %d. " % rng.randint(0, 3))
    n.t(rng.choice(["Beds available: 2 (iso room x1).", "Full - overflow to surgical floor.", "1 bed, needs cleaning."]) + "\n")
    n.x("Handover given by ", [(c.docs[1].f(rng, "first"), "DOCTOR")], " / received by ", [(c.docs[2].f(rng, "first"), "DOCTOR")], "\n")
    return n, c
