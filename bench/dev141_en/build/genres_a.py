"""Genres A: well-child visit, newborn nursery, NICU, paediatric inpatient progress."""
from phi import Note, Ctx, Person
from blocks import pick, letterhead, demo, vitals, labs, meds, allergies, problems, social, sig, transcription, cc, audit, fam_hx
import neg

VACC = [("DTaP-IPV-Hib", "90698", 40, 600), ("DTaP", "90700", 40, 2600), ("IPV", "90713", 40, 2600), ("Hep B", "90744", 0, 600),
        ("PCV15", "90671", 40, 600), ("PCV13", "90670", 40, 600), ("Rotavirus (RV5)", "90680", 40, 250), ("MMR", "90707", 350, 2600),
        ("Varicella", "90716", 350, 2600), ("Hep A", "90633", 350, 900), ("MMRV", "90710", 350, 4500), ("Tdap", "90715", 3800, 7000),
        ("HPV9", "90651", 3300, 7000), ("MenACWY", "90734", 3800, 7000), ("Influenza IIV4", "90686", 180, 7000),
        ("COVID-19 mRNA", "91318", 180, 7000), ("MenB", "90620", 5800, 7000), ("Nirsevimab", "90380", 0, 240)]


VYEAR = {"COVID-19 mRNA": (2021, 2099), "Nirsevimab": (2023, 2099), "PCV15": (2022, 2099), "PCV13": (2010, 2022), "MenB": (2015, 2099)}


def vacc_ok(name, year):
    lo, hi = VYEAR.get(name, (1990, 2099))
    return lo <= year <= hi


def vacc_for(c):
    ok = [v for v in VACC if v[2] <= c.age_days <= v[3] and vacc_ok(v[0], c.visit.year)]
    return ok or VACC[-4:-2]


def vacc_lines(n, c, k, given_by=True):
    r = c.r
    pool = vacc_for(c)
    sites = ["IM L thigh", "IM R thigh", "IM R VL"] if c.age_days < 900 else ["IM L deltoid", "IM R deltoid", "IM L arm"]
    for name, cpt, _, _ in r.sample(pool, min(k, len(pool))):
        n.f("  {0} ({1}) - lot {2}, {4} {5}", name, "CPT " + cpt if r.random() < 0.5 else "CVX " + str(r.randint(8, 220)),
            c.idnum("lot"), "%02d/%d" % (r.randint(1, 12), c.visit.year + 1), "PO" if "Rota" in name else pick(c, *sites), "2 mL" if "Rota" in name else "0.5 mL")
        if given_by:
            n.w(", by ", (c.doc("rn").form(r.choice(["INI", "fl", "full"])), "DOCTOR"))
        n.w("\n")


def well_child(r, country, lower):
    age = r.choice([r.randint(3, 27), r.randint(28, 400), r.randint(400, 1500), r.randint(1500, 6500)])
    c = Ctx(r, country, "well", age)
    n = Note(lower)
    p = c.pt
    if r.random() < 0.6:
        letterhead(n, c, site=(c.clinic, "HOSPITAL"))
    n.w(pick(c, "WELL CHILD VISIT", "Well Child Check", "HEALTH SUPERVISION VISIT", "Preventive Visit - Pediatrics",
             "Enhanced Well-Baby Visit" if not c.us else "EPSDT Well Visit"), "\n")
    demo(n, c)
    n.f(pick(c, "Accompanied by {0} and {1}.\n", "Here with {0}; {1} on speakerphone.\n", "Brought in by {0} ({2}) and {1}.\n"),
        c.guardian.n("FAMILY", "full", "first"), c.other("F").n("FAMILY", "full"), c.grel)
    n.w("\nINTERVAL HISTORY: ")
    n.f(pick(c, "{0} is {4} here for routine check. ", "{1} {2} presenting for well visit. ", "Pt {0}, {1}, last seen {3}. "),
        p.n("PATIENT", "first", "nick", "full"), c.age(), pick(c, "boy" if p.sex == "M" else "girl", "child"), c.dd(-r.randint(60, 400)), c.aage())
    n.f(pick(c, "Parent concerns: {0}. ", "Concerns today: {0}. ", "No concerns except {0}. "),
        pick(c, "picky eating", "night waking", "rash on cheeks", "toe walking", "snoring", "tantrums at daycare", "constipation",
             "screen time", "bedwetting"))
    if r.random() < 0.5:
        n.f("Seen in ED at {0} on {1} for {2}. ", c.hospital(other=True), c.dd(-r.randint(10, 120)),
            pick(c, "croup", "fever", "a forehead laceration", "gastroenteritis", "bronchiolitis"))
    n.w(neg.gen(r, c.us, 1), "\n")
    if age < 365:
        n.w("Nutrition: ", pick(c, "breastfed on demand, 8-10x/day", "formula 4-5 oz q3h", "purees twice daily + breastmilk"), ". ")
        n.w("Sleep: ", pick(c, "back to sleep in own crib", "room-sharing, bassinet", "wakes x2 to feed"), ". ")
    else:
        n.w("Nutrition: ", pick(c, "whole milk 16 oz/day, table foods", "varied diet, picky with vegetables", "skips breakfast, 2 sodas/day"), ". ")
        n.w("Sleep: ", pick(c, "10-11 h/night", "bedtime routine, falls asleep independently", "phone in bedroom, sleeps ~7 h"), ". ")
    n.w("Dev: ", neg.some(r, neg.DEV, 1), "\n\n")
    social(n, c, detail=r.random() < 0.7)
    if r.random() < 0.4:
        fam_hx(n, c)
    n.w("\n")
    vitals(n, c)
    n.w("\nEXAM: ", neg.exam(r, c.age_days, 3) + (" " + neg.some(r, neg.NEWBORN, 1) if age < 60 else ""), "\n\n")
    n.w("SCREENING: ", pick(c, "Hgb 11.8 g/dL (POC). ", "Lead level <3.3 mcg/dL. ", "Hearing OAE pass. ", "Vision: instrument-based screen pass. ",
                            "Dental home established. ", "PHQ-A 3. "), neg.some(r, neg.DEV, 1), "\n")
    k = r.randint(1, 4)
    n.w("\nIMMUNIZATIONS GIVEN TODAY (", c.dd(0, "mdy" if c.us else "iso"), "):\n")
    vacc_lines(n, c, k)
    n.f(pick(c, "VIS given to {0}, consent signed.\n", "Risks/benefits reviewed with {0}; no contraindications.\n"), c.guardian.n("FAMILY", "first", "full"))
    n.w("\nASSESSMENT/PLAN:\n")
    n.f("1. Well child, {0} - growing and developing well.\n", c.age())
    if age < 365:
        n.w("2. ", pick(c, "Guidance: safe sleep, no honey in infancy, vitamin D.", "Guidance: rear-facing car seat, tummy time, fever precautions."), "\n")
    elif age < 1100:
        n.w("2. ", pick(c, "Anticipatory guidance per Bright Futures: car seat, water safety, screen time, dental.", "Guidance: toilet training readiness, reading daily, poison safety."), "\n")
    else:
        n.w("2. ", pick(c, "Guidance: bike helmet, sunscreen, reading daily.", "Guidance: social media, sleep hygiene, seat belts, helmets.", "Guidance: puberty, nutrition, physical activity 60 min/day."), "\n")
    if r.random() < 0.5:
        n.f("3. Referral to {0} for {1}; their number {2}.\n", (r.choice(["Harlow Early Intervention", "Birchmere Infant Hearing Program", "Kestrel Speech & Language Services", "Juniper Flats Pediatric Dental"]), "ORGANIZATION"),
            pick(c, "speech evaluation", "audiology", "dental", "feeding therapy"), c.phone())
    rtc = r.choice([(61, "in 2 months"), (91, "in 3 months"), (183, "in 6 months"), (365, "in 1 year")])
    n.f("RTC {0} for next well visit ({1}) or PRN.\n", rtc[1], c.dd(rtc[0], r.choice(["monthy", "mony", "my"])))
    if r.random() < 0.3:
        n.f("Portal access set up for {0}: username {1}.\n", c.guardian.n("FAMILY", "first"), c.user(c.guardian))
    n.w("\n")
    sig(n, c, "att")
    if r.random() < 0.3:
        n.f("Scribed by {0} in the presence of Dr. {1}.\n", c.doc("scribe").n("DOCTOR", "full"), c.doc("att").n("DOCTOR", "last"))
    return n, c


def newborn(r, country, lower):
    c = Ctx(r, country, "newborn", r.randint(1, 3))
    n = Note(lower)
    p = c.pt
    bb = "Baby Boy" if p.sex == "M" else "Baby Girl"
    if r.random() < 0.5:
        letterhead(n, c, dept=pick(c, "Mother-Baby Unit", "Newborn Nursery", "Well Baby Nursery"))
    kind = r.choice(["H&P", "Progress", "Discharge"])
    n.w(pick(c, "NEWBORN ", "Newborn "), {"H&P": "ADMISSION H&P", "Progress": "PROGRESS NOTE", "Discharge": "DISCHARGE EXAM"}[kind], "\n")
    n.f("Patient: {0} {1}   ({2})\n", bb, (p.last, "PATIENT"), pick(c, "singleton", "twin A", "twin B"))
    n.f("MRN: {0}   Acct: {1}   Unit/Room: {2}, {3}\n", c.mrn_v, c.acct_v, (c.ward, "HOSPITAL"), c.room())
    n.f("Born: {0} at {1}   Age: {2}\n", c.d(c.dob), "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), c.age(kv=True))
    n.f("Mother: {0}, {1}, MRN {2}, blood type {3}\n", c.mom.n("FAMILY", "full", "LF"), c.years(c.mom_age), c.mrn(),
        pick(c, "O+", "A+", "B-", "O-", "AB+"))
    n.f(pick(c, "Father of baby: {0}, involved, works as {1}.\n", "FOB {0} present; {2}.\n", "Partner: {0} ({2}).\n"),
        c.dad.n("FAMILY", "full", "first"), c.aprof(), c.prof())
    n.f("Delivering provider: {0}    Pediatrician: {1}, {2}\n\n", c.dr("ob"), c.dr("pcp"), (c.clinic, "HOSPITAL"))
    n.f("BIRTH HX: {0}g, GA {1} {2}/7 wk. ", str(r.randint(2450, 4400)), str(r.randint(36, 41)), str(r.randint(0, 6)))
    n.w(neg.some(r, neg.NEWBORN, 4), "\n")
    gp = r.randint(1, 5)
    n.f("Maternal hx: {0} yo G{1}P{2}; {3}. Prenatal care at {4} since {5}.\n", (str(c.mom_age), "AGE"), str(gp),
        str(r.randint(1, gp)), pick(c, "GDM diet-controlled", "hypothyroid on levothyroxine", "uncomplicated", "PIH, on labetalol", "anxiety on sertraline"),
        (c.clinic if r.random() < 0.5 else c.hosp, "HOSPITAL"), c.dd(-r.randint(150, 250), "monthy"))
    n.w("\n")
    vitals(n, c, style=r.choice(["kv", "line"]))
    n.w("Exam: ", neg.exam(r, c.age_days, 2) + " " + neg.some(r, neg.NEWBORN, 1), "\n")
    n.f("\nSecurity: Hugs tag #{0} applied; footprints on file ({1}); ID bands matched with mother ({2}).\n",
        c.device(), c.bioid(), pick(c, "4-band system", "2 bands", "band # verified by RN"))
    n.f("Newborn screen: kit {0}, collected {1} {2} by {3}.\n", c.idnum("nbs"), c.d(c.day(-c.age_days + 1)),
        "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), c.dr("rn", "bare"))
    n.f("Hep B vaccine lot {0} given {1}. ", c.idnum("lot"), c.d(c.dob, "md"))
    n.w(pick(c, "Bili at 24 h: 6.1 mg/dL (TcB). ", "TSB 142 umol/L at 30 h. ", "Coombs neg. "), "\n")
    n.w("\nA/P:\n1. Term newborn, ", pick(c, "AGA", "LGA", "SGA"), pick(c, ", doing well.", ", feeding well.", ", mild jaundice - repeat TcB in AM."), "\n")
    n.w("2. Feeding: ", pick(c, "exclusive breastfeeding, lactation following", "formula 15-30 mL q3h", "combo feeding"), "\n")
    if kind == "Discharge":
        n.f("3. Discharge home today {0} with {1}. Follow-up with {2} at {3} on {4} (tel {5}).\n", c.dd(0, "wdmd"),
            c.mom.n("FAMILY", "first"), c.dr("pcp", "title"), (c.clinic, "HOSPITAL"), c.dd(r.randint(2, 4)), c.phone())
        n.f("   Car seat checked by {0}; home address {1}.\n", c.dr("rn", "bare"), c.addr(False))
    else:
        n.f("3. Anticipate discharge {0} if feeding well. Social work to see {1} re: {2}.\n", c.dd(r.randint(1, 2), "wd"),
            c.mom.n("FAMILY", "first", "last"), pick(c, "limited supports", "housing", "transportation", "prior DCFS involvement"))
    n.w("\n")
    sig(n, c, r.choice(["att", "res", "np"]))
    return n, c


def nicu(r, country, lower):
    dol = r.randint(2, 90)
    c = Ctx(r, country, "nicu", dol)
    n = Note(lower)
    p = c.pt
    ga = r.randint(23, 35)
    bw = r.randint(480, 2400)
    n.w(pick(c, "NICU DAILY PROGRESS NOTE", "Neonatal Intensive Care - Progress Note", "NICU Attending Note", "NICU Weekly Summary"), "\n")
    n.f("{0}, {1}  Bed {2}  {3}\n", (c.hosp, "HOSPITAL"), pick(c, "Level III NICU", "Level IV NICU", "NICU"), c.room(),
        pick(c, "", "(isolette)", "(open crib)", "(giraffe)"))
    n.f("Name: {0}   MRN {1}   DOB {2}   Date: {3}\n", p.n("PATIENT", "LF", "full", "LFM"), c.mrn_v, c.d(c.dob), c.dd(0))
    n.f("GA at birth {0} {1}/7 wk, BW {2} g. Chronological age {3}, PMA {4} {5}/7 wk.\n", str(ga), str(r.randint(0, 6)),
        str(bw), c.age(kv=True), str(ga + dol // 7), str(r.randint(0, 6)))
    n.f("Weight today {0} g ({1} g), TFI {2} mL/kg/d.\n\n", str(bw + dol * r.randint(8, 18)), pick(c, "+20", "+35", "-10", "+15"), str(r.randint(130, 170)))
    n.w("RESP: ", pick(c, "NIPPV 22/6, FiO2 0.28", "CPAP +6, FiO2 21-25%", "HFNC 2 L, RA", "SIMV PC/PS, rate 30", "RA since yesterday"), ". ",
        pick(c, "Caffeine citrate 5 mg/kg daily; 3 A/B/D events, self-resolved.", "CXR: mild RDS changes.", "No events x48h."), "\n")
    n.w("CV: ", pick(c, "hemodynamically stable; small PDA on echo, no treatment.", "soft murmur, echo pending.", "BP appropriate for PMA."), "\n")
    n.w("FEN/GI: ", pick(c, "EBM 24 kcal/oz 28 mL q3h via NG, 2 PO attempts/day.", "TPN + IL, advancing feeds 20 mL/kg/d.", "ad lib PO, cue-based."), "\n")
    n.w("ID: ", pick(c, "BCx NGTD at 48 h; ampicillin/gentamicin stopped.", "no active issues.", "MRSA screen negative."), "\n")
    n.w("HEME: ", pick(c, "Hct 0.32, on iron.", "bili 9.1, below phototherapy threshold.", "transfused PRBC 15 mL/kg."), "\n")
    n.w("NEURO: ", pick(c, "HUS: no IVH.", "HUS grade I IVH on the left, repeat in 1 wk.", "normal tone; Sarnat stage 1 resolved."), "\n")
    if r.random() < 0.4:
        n.f("DEVICES: PICC placed {0} ({1}); home apnea monitor SN {2} to be issued.\n", c.dd(-r.randint(1, 10), "md"),
            pick(c, "R basilic, tip at SVC/RA junction", "L saphenous"), c.device())
    n.w("SOCIAL: ")
    n.f(pick(c, "Parents {0} and {1} visited today, updated at bedside. ", "Mom {0} pumping 600 mL/day; dad {1} does kangaroo care. ",
             "{0} (mother) called at 02:00 for update; {1} visiting {3}. "), c.mom.n("FAMILY", "first", "full"),
        c.dad.n("FAMILY", "first", "full"), None, c.dd(1, "wd"))
    n.f(pick(c, "Family lives in {0}, about 2 h away; staying at {3} room {1}.\n", "Family from {0}; SW following.\n",
             "Interpreter ({2}) used.\n"), c.city(other=True), c.room(), pick(c, "Spanish", "Arabic", "Somali", "Punjabi", "Tigrinya", "Vietnamese"),
        (r.choice(["Harbourlight Family House", "Kestrel Family Residence", "Tamarack Parents' Lodge"]), "ORGANIZATION"))
    if r.random() < 0.5:
        labs(n, c, r.sample(["CBC", "LYTES", "BILI", "GAS"], 2))
    meds(n, c, "neo", header="Meds")
    n.f("PLAN discussed on rounds with {0} (fellow), {1}, and bedside RN {2}.\n", c.dr("fellow", "cred"), c.dr("np"), c.dr("rn", "bare"))
    n.f("Eye exam (ROP) due {0}. Hearing screen before d/c. Car seat challenge when PMA > 36 wk.\n", c.dd(r.randint(3, 14), r.choice(["md", "monthd", "wdmd"])))
    n.w("\n")
    if r.random() < 0.6:
        n.w("Attending attestation: I examined the baby and agree with the plan as documented by ", c.dr("res", "cred"), ". Critical care time 35 min.\n")
    sig(n, c, "att")
    if r.random() < 0.3:
        audit(n, c)
    return n, c


def inpatient(r, country, lower):
    c = Ctx(r, country, "inpatient", r.randint(20, 6500))
    n = Note(lower)
    p = c.pt
    dx = r.choice(["bronchiolitis", "asthma exacerbation", "community-acquired pneumonia", "periorbital cellulitis", "DKA, resolving",
                   "dehydration 2/2 AGE", "febrile infant, r/o SBI", "osteomyelitis L tibia", "UTI/pyelonephritis", "Kawasaki disease"])
    hd = r.randint(1, 9)
    n.w(pick(c, "PEDIATRIC HOSPITAL MEDICINE PROGRESS NOTE", "Peds Ward Daily Progress Note", "Paediatrics Inpatient - Progress Note", "Gen Peds Team B - SOAP note"), "\n")
    n.f("{0} | Rm {1} | {2} | HD #{3} | {4}\n", (c.ward, "HOSPITAL"), c.room(), (c.hosp, "HOSPITAL"), str(hd), c.dd(0, r.choice(["wdfull", "mdy", "iso", "dmony"])))
    n.f("Pt: {0}  MRN {1}  {2}\n", p.n("PATIENT", "LF", "full", "LFM"), c.mrn_v, c.age_sex())
    n.f("Team: {0} (attending), {1} (resident), {2} (student)\n\n", c.dr("att", "title"), c.dr("res", "bare"), c.doc("ms").n("DOCTOR", "full", "first"))
    n.f("S: {0} is {1} with {2}, admitted {3}. ", p.n("PATIENT", "first", "full"), c.aage(), dx, c.dd(-hd, r.choice(["md", "wdmd", "mondy"])))
    n.f(pick(c, "Overnight: {0} per {1}. ", "Per mom ({2}) {0}. ", "{0}; dad {3} at bedside. "), pick(c, "afebrile, drinking better", "1 fever to 39.1 at 03:00",
        "more WOB at 02:00, increased HFNC to 8 L", "slept well, pain 2/10"), c.dr("rn", "bare"), c.mom.n("FAMILY", "first"), c.dad.n("FAMILY", "first"))
    n.w(neg.some(r, neg.ED, 1), "\n\nO: ")
    vitals(n, c, label=False)
    n.w("I/O: ", str(r.randint(600, 2200)), "/", str(r.randint(400, 1900)), " mL, UOP ", "%.1f" % r.uniform(0.8, 3.0), " mL/kg/h\n")
    n.w("Exam: ", neg.exam(r, c.age_days, 2), "\n")
    labs(n, c)
    if r.random() < 0.5:
        n.f("Micro: BCx from {0} NGTD; UCx {1} >100k E. coli, pan-S (order {2}).\n", c.dd(-hd, "md"), pick(c, "cath", "clean catch"), c.idnum("order"))
    meds(n, c, "inp")
    n.w("\nA/P: ")
    n.f("{0} {1} with {2}, {3}.\n", c.age(), pick(c, "M" if p.sex == "M" else "F", "previously healthy", "ex-28 wk"), dx,
        pick(c, "improving", "clinically stable", "slower to improve than expected"))
    n.w(" - ", pick(c, "wean O2 to RA, spot checks q4h", "continue IV abx, transition to PO when afebrile 24h", "advance diet as tolerated",
                    "consult ID re: duration", "Child Life for IV start", "repeat labs in AM"), "\n")
    n.w(" - Dispo: ")
    n.f(pick(c, "anticipate d/c {0} if stable.\n", "home {0} vs {1}.\n", "likely {0}; follow-up with PCP {2}.\n"), c.dd(1, r.choice(["wd", "md", "wdmd"])),
        c.dd(2, "wd"), c.dr("pcp", "title"))
    if r.random() < 0.3:
        n.f(" - Family: mom is {0} and must return to work {1}; letter provided to {2}.\n", c.aprof(), c.dd(3, "wd"), c.org("employer"))
    n.w("\n")
    sig(n, c, "res")
    if r.random() < 0.5:
        n.w("Seen and examined with resident; agree with above. ", c.dr("att", "cred"), "\n")
    return n, c


GENRES = [("well_child_visit", well_child), ("newborn_nursery", newborn), ("nicu_note", nicu), ("peds_inpatient_progress", inpatient)]
