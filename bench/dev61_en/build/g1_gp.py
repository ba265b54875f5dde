"""Genre 1: general practice / family medicine consultations."""
from phi import P, fmt_date, shift
from blocks import demo_block, audit_line, med_lines, prior_entries

GENRE = "gp_consultation"

PROBLEMS = [
    dict(cc="productive cough and fever", hx="cough for 5/7 with green sputum, fevers, mild SOB on exertion",
         ex="crackles R base, no wheeze", ax="community-acquired LRTI, CURB-65 0",
         rx="amoxicillin 500 mg TDS x 5/7"),
    dict(cc="low back pain", hx="lifting injury at work 2/52 ago, pain radiates to L buttock, no saddle anaesthesia, bladder and bowels normal",
         ex="SLR 70 degrees bilat, power 5/5 throughout, reflexes normal", ax="mechanical LBP, no red flags",
         rx="naproxen 500 mg BD with omeprazole 20 mg OD"),
    dict(cc="low mood", hx="PHQ-9 16, poor sleep, early morning waking, no active SI, protective factors good",
         ex="kempt, reactive affect, no psychotic features", ax="moderate depressive episode",
         rx="sertraline 50 mg OD"),
    dict(cc="dysuria", hx="frequency and dysuria 3/7, no loin pain, no vaginal discharge, not pregnant",
         ex="afebrile, no renal angle tenderness, urine dip nitrite +ve leucs ++", ax="lower UTI",
         rx="nitrofurantoin 100 mg MR BD x 3/7"),
    dict(cc="raised BP on home readings", hx="home BP average 152/94 over 7/7, occasional headaches, no chest pain",
         ex="BP 156/92 R arm, fundi not examined, HS normal", ax="stage 2 hypertension",
         rx="amlodipine 5 mg OD"),
    dict(cc="knee pain", hx="gradual onset R knee pain, worse on stairs, no locking, Baker's cyst query from physio",
         ex="crepitus, small effusion, McMurray's negative", ax="OA knee",
         rx="paracetamol 1 g QDS PRN and topical ibuprofen gel"),
    dict(cc="diabetes annual review", hx="HbA1c 62 mmol/mol (was 58), eGFR >90, feet checked, no ulcers",
         ex="monofilament intact, pulses palpable, BMI 32.4", ax="T2DM suboptimal control",
         rx="metformin increased to 1 g BD"),
    dict(cc="asthma review", hx="using Ventolin 4-5 times a week, night waking x2/wk, ACT score 15",
         ex="chest clear, PEFR 380 (best 460)", ax="asthma partially controlled",
         rx="Fostair 100/6 2 puffs BD, inhaler technique checked"),
    dict(cc="rash", hx="itchy rash on hands for 3/52, works with cleaning chemicals, no new soaps",
         ex="erythematous scaly patches dorsum both hands, no vesicles", ax="irritant contact dermatitis",
         rx="emollient QDS and hydrocortisone 1% BD x 7/7"),
    dict(cc="palpitations", hx="intermittent fluttering, 2-3 episodes/wk, no syncope, caffeine 6 cups/day",
         ex="pulse 78 regular, HS I+II+0", ax="palpitations ?ectopics, ?paroxysmal AF",
         rx="ECG and 7-day Holter requested; TFTs, FBC, U&E"),
    dict(cc="fatigue", hx="tired all the time for 3/12, heavy periods, no weight loss, no night sweats",
         ex="pale conjunctivae, no lymphadenopathy", ax="?iron deficiency anaemia",
         rx="FBC, ferritin, coeliac screen; ferrous fumarate 210 mg BD pending results"),
    dict(cc="headache", hx="bilateral pressing headache most days for 6/52, paracetamol daily, no visual change",
         ex="fundi normal, cranial nerves intact, no meningism", ax="tension-type headache with medication overuse",
         rx="stop daily analgesia, amitriptyline 10 mg ON"),
]

CONSULT_TYPES = ["face to face", "telephone", "home visit", "F2F", "walk-in", "extended appt"]


def _social(c):
    p = c.pt
    r = c.r
    bits = []
    rel = c.rel("sp", c.ch("wife", "husband", "partner")) if p.age > 22 else c.rel("mum", "mother")
    bits.append("Lives with %s %s" % (c.his(), rel.relation if rel.relation != "partner" else "partner")
                + " " + c.nm(rel, c.ch("g", "full", "g")))
    if p.age < 67:
        emp = c.pl("employer")
        bits.append("%s %s at %s" % (c.He(), c.job_phrase(), emp))
    else:
        bits.append("Retired %s" % P("PROFESSION", p.profession))
    bits.append(c.ch("Smokes 10/day", "Ex-smoker, quit %s" % c.dd(c.ago(400, 4000), "y"),
                     "Never smoked", "Vapes daily"))
    bits.append(c.ch("alcohol ~14 u/wk", "no alcohol", "alcohol 20-30 u/wk (AUDIT-C 8)",
                     "drinks socially"))
    return ". ".join(bits) + "."


def layout_ehr(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr", creds=c.ch("MRCGP", "MBBS", "FRACGP", "CCFP", "MBChB"))
    pr = c.r.choice(PROBLEMS)
    L = []
    L.append("%s - Consultation record" % c.pl("practice"))
    L.append("Patient: %s  (%s)  DOB %s  %s %s" % (c.nm(p, c.ch("uc", "u", "full")),
                                                 c.age(p.age, c.ch("sex", "sex_s", "yo_c")),
                                                 c.dob(), p.pid[0] + ":", P("MRN", p.pid[1])))
    L.append("Date: %s %02d:%02d   Clinician: %s (%s)   Type: %s" % (
        c.dd(c.today), c.r.randint(8, 17), c.r.choice([0, 10, 20, 30, 40, 50]),
        c.doc(gp, style="ts"), c.loc.gp_word, c.r.choice(CONSULT_TYPES)))
    L.append("Address: %s   Mob: %s" % (c.addr_inline(), P("PHONE", p.mob)))
    L.append("")
    L.append("S: %s %s presents with %s. %s." % (c.age(p.age, c.ch("yo", "words")), c.sex_word(),
                                                  pr["cc"], pr["hx"][0].upper() + pr["hx"][1:]))
    if c.chance(0.6):
        who = c.rel("acc", c.ch("daughter", "son", "friend", "sister", "brother", "neighbour"))
        L.append("   Attended with %s %s %s, who %s." % (c.his(), who.relation, c.nm(who, c.ch("g", "full")), c.ch(
            "gave collateral", "translated (%s speaker)" % c.ch("Polish", "Yoruba", "Tamil", "Arabic", "Somali"),
            "is worried about %s" % c.him(), "drove %s here" % c.him())))
    L.append("   PMH: %s (dx %s); %s." % (c.eponym(), c.dd(c.ago(800, 6000), c.ch("y", "my")),
                                          c.ch("appendicectomy", "T2DM", "hypothyroidism", "GORD",
                                               "previous #wrist")))
    L.append("   SH: " + _social(c))
    if c.chance(0.6):
        L.append("   Obs taken by %s before consultation." % c.role_name(c.staff("hca", "HCA", None)))
    L.append("O: %s. %s. %s." % (c.obs(), pr["ex"][0].upper() + pr["ex"][1:], c.ch("GCS 15", "NAD otherwise",
                                                                                 "Alert, orientated")))
    L.append("A: %s." % pr["ax"])
    L.append("P: %s." % pr["rx"])
    if c.chance(0.5):
        d1 = c.today
        d2 = shift(d1, c.r.choice([7, 14, 28]))
        L.append("   Fit note issued %s to %s - not fit for work." % (c.dd(d1), c.dd(d2)))
    if c.chance(0.6):
        L.append("   Referred to %s %s (%s)." % (c.ch("Physiotherapy at", "MSK service at", "Medical OPD,",
                                                 "Rapid access clinic at"), c.pl("acute"),
                                        c.ch("routine", "urgent", "2WW")))
    L.append("   Safety-netting: if worse, SOB, chest pain -> %s / %s. Review %s." % (
        c.ch(c.loc.helpline, "OOH", "ED", "A&E"), c.loc.emergency,
        c.ch("2/52", "in 1/12", "PRN", c.dd(c.ahead(7, 30), c.ch("wd_short", "partial", "ordM", "wd")))))
    L.append("   Repeat meds reviewed:")
    L += med_lines(c, prefix="     ")
    L.append("")
    L += prior_entries(c)
    L.append("")
    L.append(audit_line(c, gp))
    if c.chance(0.5):
        rec = c.staff("rec", "receptionist", None)
        L.append("Appt booked by %s, %s." % (c.nm(rec, c.ch("g", "full")), c.ch("receptionist", "care navigator")))
    return "\n".join(L)


def layout_narrative(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    pr = c.r.choice(PROBLEMS)
    pr2 = c.r.choice(PROBLEMS)
    rel = c.rel("carer", c.ch("daughter", "son", "wife", "husband", "granddaughter", "niece"))
    L = []
    L.append("%s" % c.pl("practice"))
    L.append("Consultation note - %s" % c.dd(c.today, c.ch("wd_full", "ord", "dMy")))
    L.append("Re: %s, DOB %s, %s %s, %s" % (c.nm(p, c.ch("uc", "full")), c.dob(), p.pid[0], P("MRN", p.pid[1]),
                                       c.addr_inline()))
    L.append("")
    L.append("%s is a %s %s who %s. %s attended today, accompanied by %s %s, %s, regarding %s." % (
        c.nm(p, c.ch("tf", "full", "ts")), c.age(p.age, c.ch("yo", "words")), c.ch("man", "gentleman")
        if p.sex == "m" else c.ch("woman", "lady"), c.job_phrase(), c.nm(p, c.ch("ts", "g")),
        c.his(), rel.relation, c.nm(rel, c.ch("g", "full", "tf")), pr["cc"]))
    L.append("")
    L.append("History: %s. %s first noticed this around %s, shortly after returning from %s where %s had been visiting family since %s." % (
        pr["hx"][0].upper() + pr["hx"][1:], c.He(), c.holiday(), c.country(foreign=True), c.he(),
        c.dd(c.ago(40, 120), c.ch("my", "dM", "ordM", "dMon"))))
    L.append("%s says %s %s has been \"keeping an eye\" on %s and phones most evenings from %s." % (
        c.He(), c.his(), rel.relation, c.him(), c.city()))
    L.append("")
    L.append("Background includes %s and %s (managed at %s since %s). Current medication: %s." % (
        c.eponym(), pr2["ax"], c.pl("acute"), c.dd(c.ago(365, 5000), "y"), "; ".join(c.drugs(3))))
    L.append("")
    L.append("Examination: %s. %s. %s." % (c.obs(), pr["ex"][0].upper() + pr["ex"][1:], c.scale()))
    L.append("")
    L.append("Impression: %s." % pr["ax"])
    L.append("")
    L.append("Plan: %s. I have asked %s to book a follow-up with the practice nurse, %s %s, on %s, and to ring %s if things change. %s was given written information and the practice email (%s)." % (
        pr["rx"][0].upper() + pr["rx"][1:], c.nm(p, c.ch("ts", "g")),
        c.ch("Sr", "nurse", "Sister", "PN"), c.nm(c.staff("pn", "practice nurse", None, nurse=True), "full"),
        c.dd(c.ahead(5, 21), c.ch("wd_ordM", "wd_short", "dM", "partial")), c.tel("land"),
        c.He(), c.org_email(c.plname("practice"))))
    L.append("")
    L.append("%s, %s" % (c.doc(gp, style="tf"), c.loc.gp_word))
    if c.chance(0.5):
        L.append("%s %s" % (gp.reg[0], P("LICENSE", gp.reg[1])))
    return "\n".join(L)


def layout_problem(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    L = []
    L.append("PATIENT SUMMARY - %s" % c.pl("practice", upper=c.chance(0.3)))
    L += demo_block(c, style=c.ch("fields", "table"))
    L.append("")
    L.append("Active problems")
    for i in range(c.r.randint(3, 5)):
        d = c.ago(200, 9000)
        st = c.ch("my", "y", "dmy", "mony", "dash4")
        L.append("  %-12s %s" % (c.dd(d, st), c.ch(
            "Type 2 diabetes mellitus", "Essential hypertension", "Asthma", "Depression",
            c.eponym(), "CKD stage 3a", "Osteoarthritis R hip", "Atrial fibrillation",
            "Gestational diabetes (resolved)" if p.sex == "f" else "Gout", "Obstructive sleep apnoea - CPAP")))
    L.append("Past problems")
    L.append("  %s  Fractured L wrist (fall at %s)" % (c.dd(c.ago(3000, 9000), "y"), c.pl("landmark")))
    L.append("  %s  Appendicectomy at %s" % (c.dd(c.ago(3000, 12000), c.ch("y", "my")), c.pl("acute", "old")))
    L.append("Family history: %s %s had %s at %s; %s died aged %s (MI)." % (
        c.his(), "mother" if c.chance(0.5) else "father", c.ch("Parkinson's disease", "Alzheimer's disease", "Crohn's disease",
                                                               "Graves' disease", "Hodgkin lymphoma", "Cushing's syndrome"),
        c.age(c.r.randint(45, 80), "bare"), "grandfather", c.age(c.r.randint(50, 90), "bare")))
    L.append("Social: %s" % _social(c))
    L.append("Allergies: %s" % c.ch("penicillin (rash)", "NKDA", "codeine (vomiting)", "elastoplast"))
    L.append("")
    L.append("Repeat medication")
    L += med_lines(c, prefix="  ")
    L.append("")
    L.append("Last reviewed %s by %s. Next medication review due %s." % (
        c.dd(c.today), c.doc(gp, style=c.ch("ts", "tis")), c.dd(c.ahead(150, 365), c.ch("my", "mony", "m_y_num"))))
    pharm = c.pl("pharmacy")
    L.append("Nominated pharmacy: %s, %s. Tel %s" % (pharm, c.city(), c.tel("land")))
    return "\n".join(L)


def layout_terse(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    pr = c.r.choice(PROBLEMS)
    L = demo_block(c, style="strip", with_nok=c.chance(0.5))
    L.append("-" * 60)
    L.append("%s %s %s" % (c.dd(c.today, c.ch("dot", "dmy2", "dash")), c.ch("TC", "F2F", "HV", "Tel"),
                           P("DOCTOR", gp.initials(dots=False))))
    L.append("%s %s c/o %s." % (c.nm(p, c.ch("ini", "uc", "g")), c.age(p.age, c.ch("sex", "yo_c", "y")), pr["cc"]))
    L.append(pr["hx"] + ".")
    L.append("?PMH - " + c.ch("nil", "HTN, T2DM", "asthma", c.eponym()) + ". NKDA.")
    L.append("SH: %s, %s. %s" % (P("PROFESSION", p.profession), c.ch("lives alone", "lives w/ family",
                                                                      "lives w/ partner"),
                                 c.ch("", "Car reg %s - drives for work." % P("VEHICLE", c.loc.plate(c.r)))))
    L.append("O/E " + c.obs() + ". " + pr["ex"] + ".")
    L.append("Imp: " + pr["ax"] + ".")
    L.append("Plan: " + pr["rx"] + ". SN given (%s / %s). r/v " % (c.loc.helpline, c.loc.emergency) + c.ch("2/52", "1/52", "PRN", "6/52") + ".")
    if c.chance(0.7):
        L.append("Pt prefers call-back on %s (mob) not landline. Email OK: %s." % (P("PHONE", p.mob), P("EMAIL", p.email)))
    if c.chance(0.6):
        d0 = c.ago(2, 10)
        L.append("Previous contact %s w/ %s - %s." % (c.dd(d0, c.ch("partial", "partial_pad", "wd_short")),
                                                      c.doc(c.staff("gp2", "GP", "Dr"), style="ts"),
                                                      c.ch("abx started", "bloods requested", "OOH review",
                                                           "seen by ANP")))
    L.append("Bloods: FBC, U&E, LFT, TFT, HbA1c - phleb %s at %s." % (
        c.dd(c.ahead(1, 10), c.ch("wd", "wd_short", "partial")), c.pl("clinic")))
    L.append("Next appt: %s with %s." % (c.dd(c.ahead(10, 40), c.ch("wd_short", "partial", "dmy2")),
                                         c.nm(c.staff("pn", "practice nurse", None, nurse=True), c.ch("g", "full"))))
    L.append("")
    L += prior_entries(c, header=c.ch("Earlier:", "Prev:", "Journal:"))
    return "\n".join(L)


def layout_cross_border(c):
    """Visitor/registration consultation with overseas history."""
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    fc = c.foreign_country_name()
    L = []
    L.append("New patient registration check - %s" % c.pl("practice"))
    L.append("Seen by %s, %s" % (c.doc(gp, style="tf"), c.dd(c.today)))
    L.append("")
    L.append("%s, %s, DOB %s, %s %s, %s %s." % (
        c.nm(p, "uc"), c.age(p.age, c.ch("yo_s", "yrs")), c.dob(), p.natid[0], P("SSN", p.natid[1]),
        p.pid[0], P("MRN", p.pid[1])))
    L.append("Moved to %s from %s in %s. Previously registered with %s in %s. Records requested from Dr %s's clinic by email to %s." % (
        c.country(), P("COUNTRY", fc), c.dd(c.ago(60, 900), c.ch("my", "y", "mony")),
        c.ch("a family doctor", "a polyclinic", "a private clinic"), P("CITY", c.r.choice(
            ["Vila Serrana", "Porto Calvo", "Nova Aurora", "Ravensfjord", "Santa Lucena", "Kandari",
             "Mirembe", "Lumbala"])),
        P("DOCTOR", c.r.choice(["Ferreira", "Mendes", "Nakamya", "Okello", "Rahman", "Haddad", "Silva"])),
        P("EMAIL", c.ch("records", "clinic", "secretaria") + "@" + c.ch("example.com", "example.net"))))
    L.append("Address now: %s. Mobile %s. Interpreter: %s." % (c.addr_inline(), P("PHONE", p.mob),
                                                                 c.ch("not required", "Portuguese", "Luganda", "Arabic", "Tagalog")))
    L.append("%s %s at %s; %s." % (c.He(), c.job_phrase(), c.pl("employer"),
                                   c.ch("sponsored work visa", "student visa", "family reunion visa",
                                        "citizen returning after 10 years abroad")))
    L.append("")
    L.append("Vaccinations: MMR x2 (card seen), BCG scar L arm, Hep B course completed %s." % c.dd(c.ago(2000, 7000), "y"))
    L.append("Screening: TB symptom screen negative. IGRA requested. HIV/Hep B/C offered and accepted.")
    L.append("Meds brought from overseas: %s." % "; ".join(c.drugs(2)))
    L.append("Family: %s %s (%s) and two children, %s (%s) and %s (%s), registering next week." % (
        c.his(), "wife" if p.sex == "m" else "husband", c.nm(c.rel("sp", "wife" if p.sex == "m" else "husband"), "g"),
        c.nm(c.rel("k1", "son"), "g"), c.age(c.r.randint(2, 15), "bare"),
        c.nm(c.rel("k2", "daughter"), "g"), c.age(c.r.randint(1, 12), "bare")))
    if p.plan:
        L.append("%s: %s" % (p.plan[0], P("HEALTHPLAN", p.plan[1])))
    L.append("Plan: routine bloods, BP check with HCA %s on %s. Book %s for travel clinic before trip back to %s over %s." % (
        c.nm(c.staff("hca", "HCA", None), "g"), c.dd(c.ahead(3, 14), c.ch("wd", "wd_short")),
        c.ch("next available", "a double slot"), P("COUNTRY", fc), c.holiday()))
    return "\n".join(L)


LAYOUTS = [("ehr_soap", layout_ehr), ("narrative", layout_narrative),
           ("problem_summary", layout_problem), ("terse_shorthand", layout_terse),
           ("registration_crossborder", layout_cross_border)]


def patient(c):
    return c.make_patient(18, 92)
