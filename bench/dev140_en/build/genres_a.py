"""Genres A: ED triage, ED clinician note, minor injuries, paediatric ED, ATMIST."""
import pools
import neg
import blocks as B
from phi import m, dig

COMPLAINTS = [
    ("chest pain", "central chest tightness radiating to L arm, onset at rest"),
    ("shortness of breath", "worsening SOB over 3/7, productive cough, green sputum"),
    ("abdominal pain", "RIF pain since yesterday, anorexic, vomited x2"),
    ("headache", "sudden onset occipital headache 'worst ever', maximal within 1 min"),
    ("collapse", "witnessed collapse in shop queue, brief LOC, no jerking"),
    ("fall", "mechanical fall at home, long lie ~4 hrs, unable to get up"),
    ("fever", "fever 5/7, myalgia, retro-orbital pain, rash on day 4"),
    ("seizure", "generalised tonic-clonic seizure lasting ~3 min, post-ictal"),
    ("overdose", "took tablets after argument, declines to say how many"),
    ("head injury", "struck head on kerb after alcohol, ?LOC, vomited once"),
    ("back pain", "low back pain after lifting, no saddle anaesthesia, no urinary sx"),
    ("palpitations", "fast irregular heartbeat since 06:00, mild dizziness"),
    ("snake bite", "bitten on R foot while working in field at dusk, swelling to knee"),
    ("allergic reaction", "lip swelling and urticaria after eating at a wedding"),
    ("PV bleeding", "PV bleeding at 9/40, passing clots, LMP 2 months ago"),
    ("asthma", "wheeze and SOB, using blue inhaler every hour, PEFR 45% best"),
    ("DKA", "polyuria, polydipsia, vomiting, BM HI on home meter"),
    ("confusion", "increasingly muddled over 48 h, new urinary incontinence"),
    ("cellulitis", "red hot swollen L lower leg, spreading despite oral abx"),
    ("burn", "scald to R forearm from kettle, ~2% TBSA superficial partial thickness"),
]
ARRIVAL = ["walk-in", "self-presented", "brought by family", "ambulance", "ambulance (blue light)",
           "GP referral", "police", "private car", "108 ambulance", "referred from PHC", "NAS ambulance"]


def _arrival(c):
    r = c.r
    a = r.choice(ARRIVAL)
    if c.country != "India" and a in ("108 ambulance", "referred from PHC"):
        a = "ambulance"
    if c.country != "Ireland" and a == "NAS ambulance":
        a = "ambulance"
    return a


def ed_triage(c, d):
    r = c.r
    pc, hpc = r.choice(COMPLAINTS)
    tn = c.staff()
    d.line(r.choice(["TRIAGE ASSESSMENT", "ED Triage Note", "Nursing Triage", "Triage - Emergency Department"]))
    d.line(f"{m('HOSPITAL', c.hospital)} | {dt_line(c)}")
    if r.random() < 0.5:
        d.line(f"Patient: {B.pt(c, r.choice(['LF', 'LFU']))}   {B.age(c)}   {m('MRN', c.mrn())}")
        if r.random() < 0.5:
            d.line(f"DOB {B.dob(c)}  Att {m('ACCOUNT', c.account())}")
    else:
        B.demo_block(c, d, gp=r.random() < 0.5, nok=r.random() < 0.6)
    d.line(f"Arrival mode: {_arrival(c)}   Time: {c.time()}")
    if r.random() < 0.4:
        d.line(f"Accompanied by {r.choice(B.REL_F + B.REL_M)} {B.fam(c)}, contact {m('PHONE', c.phone(True))}")
    d.line(f"PC: {pc}")
    d.line(f"HPC: {hpc}." + (f" Symptoms since {m('DATE', c.holiday())}." if r.random() < 0.15 else ""))
    if r.random() < 0.5:
        d.line(f"Seen at {m('HOSPITAL', c.other_hospital() if r.random() < 0.5 else c.miu())} on {B.dt(c, c.past(2, 60))} for same.")
    d.line("Obs: " + B.vitals(c))
    cat = r.choice(["MTS Cat 2 (Orange)", "MTS 3 Yellow", "Cat 4 Green", "ESI 2", "Triage RED", "Triage YELLOW",
                    "P1", "ATS 3", "MTS Cat 1 RED"])
    d.line(f"Triage category: {cat}")
    d.line("Allergies: " + B.allergies(c))
    for x in neg.lines(r, r.randint(1, 2)):
        d.line(x)
    area = r.choice(["Majors", "Resus", "Minors", "Ambulatory", "Paeds", "Fit to sit", "Red zone", "Yellow zone"])
    d.line(f"Streamed to {area} {r.choice(['cubicle', 'bay', 'bed', 'trolley'])} {m('LOCATION_OTHER', str(r.randint(1, 24)) + r.choice(['', '', 'A', 'B']))}")
    if r.random() < 0.5:
        d.line(f"Safeguarding screen: {r.choice(['no concerns', 'negative', 'see note'])}. Lives {r.choice(['alone', 'with ' + r.choice(['wife', 'husband', 'daughter', 'son', 'partner']) + ' ' + B.fam(c, style='first')])} in {m('CITY', c.town)}.")
    if r.random() < 0.4:
        d.line(f"Works as {m('PROFESSION', r.choice(pools.PROFESSIONS))} at {m('ORGANIZATION', c.employer())}.")
    d.line(f"Triage RN: {B.nurse(c, tn)}  {c.time()}")
    if r.random() < 0.5:
        d.line(f"Logged by {m('USERNAME', c.username(tn))} at {m('IPADDR', c.ip())}")


def dt_line(c):
    r = c.r
    return r.choice([f"Date: {B.dt(c)}", f"{B.dt(c)} {c.time()}", f"Arrived {B.dt(c)} at {c.hhmm()}h"])


def ed_clinician(c, d):
    r = c.r
    pc, hpc = r.choice(COMPLAINTS)
    doc = c.staff()
    d.line(r.choice(["ED CLINICIAN NOTE", "Emergency Medicine - Clerking", "ED Doctor's Notes", "CASUALTY CASE SHEET"]))
    B.demo_block(c, d, kv=r.random() < 0.7)
    role = c.role()
    d.line(f"Seen by {B.titled(c, doc, role)} at {c.time()} on {B.dt(c)}")
    d.line("")
    d.line(f"PC: {pc}")
    rel, q = B.relative_pair(c)
    hp = f"{B.age(c)} presenting with {hpc}. "
    hp += f"History from pt and {rel} {m('FAMILY', q.form(r, r.choice(['first', 'full'])))}. "
    hp += r.choice([f"Symptoms began on {B.dt(c, c.shift(-r.randint(1, 6)), 'weekday')} evening. ",
                    f"Well until {B.dt(c, c.shift(-r.randint(1, 9)), r.choice(['dm', 'wkshort', 'dmony']))}. ",
                    f"Similar episode in {B.dt(c, c.past(60, 900), r.choice(['my', 'month', 'y']))}, admitted to {m('HOSPITAL', c.other_hospital())}. ",
                    f"Onset around {B.dt(c, None, 'weekday')} lunchtime. ",
                    f"Started at a family gathering on {m('DATE', c.holiday())}. ",
                    f"Unwell since {m('DATE', c.holiday())}; worse over last 48 h. "])
    hp += r.choice(["No red flags. ", "Denies fever, rigors. ", "No recent travel. ", f"Returned from {m('COUNTRY', r.choice(pools.FOREIGN_COUNTRIES))} 10 days ago. "])
    d.line("HPC: " + hp.strip())
    B.problems(c, d)
    if r.random() < 0.5:
        d.line(f"FHx: {r.choice(['father', 'mother', 'brother'])} {r.choice(['MI', 'stroke', 'bowel cancer', 'sudden death'])} aged {m('AGE', r.randint(38, 79))}"
               + (f"; {r.choice(['mother', 'sister'])} died at {m('AGE', r.randint(50, 95))}" if r.random() < 0.5 else "") + ".")
    B.meds(c, d)
    d.line("Allergies: " + B.allergies(c))
    sh = r.choice([f"Lives with {rel} in a house in {m('CITY', c.town)}", f"Lives alone, {m('HOSPITAL', r.choice(pools.CARE_HOMES))} resident" if c.age > 75 else "Lives with partner",
                   f"Lives in hostel on {m('STREET', c.street())}", "Independent with ADLs"])
    occ = m("PROFESSION", r.choice(pools.PROFESSIONS))
    d.line(f"SHx: {sh}. {r.choice(['Works as a', 'Occupation:', 'Employed as', 'Retired;'])} {occ}{' at ' + m('ORGANIZATION', c.employer()) if r.random() < 0.5 else ''}. "
           f"Smoker {r.randint(0, 40)} pack-years, ETOH {r.randint(0, 60)} u/wk.")
    if r.random() < 0.3:
        dev = r.choice(["PPM", "ICD", "CRT-D", "insulin pump", "VNS", "implanted loop recorder"])
        d.line(f"{dev} in situ, serial {m('DEVICE', c.device_serial())}, last check {B.dt(c, c.past(30, 400), r.choice(['my', 'dmy']))} at {m('HOSPITAL', c.other_hospital())}.")
    d.line("O/E: " + B.vitals(c))
    for x in neg.lines(r, r.randint(2, 4)):
        d.line(x)
    if r.random() < 0.6:
        B.labs(c, d)
    d.line(f"Imp: {r.choice(pools.ICD)[1]}; ddx {r.choice(pools.ICD)[1]}")
    d.line("Plan:")
    steps = [f"Discussed with {B.dr(c)} ({r.choice(['medical reg', 'surgical SHO', 'ortho', 'cardiology', 'gen med'])}) - accepted",
             "IV fluids, analgesia, antiemetic", "Repeat trop at 3h", f"Refer to {m('HOSPITAL', r.choice(pools.WARDS))} (AMU)",
             f"Update {rel} {m('FAMILY', q.form(r, 'first'))} on {m('PHONE', c.phone(True))}",
             "Safety-net advice given verbally and written", f"Review in CDU, bed {m('LOCATION_OTHER', str(r.randint(1, 12)))}"]
    for s in r.sample(steps, r.randint(3, 5)):
        d.line(f"- {s}")
    B.sig(c, d, doc, role=role)
    if r.random() < 0.3:
        B.audit(c, d)


MIU_INJ = [("ankle", "inversion injury playing football", "Ottawa ankle rules positive", "Weber A fracture lateral malleolus",
            "Aircast boot, FWB as able"),
           ("wrist", "FOOSH on ice", "ASB tenderness", "Colles fracture, dorsally angulated", "backslab, ortho referral"),
           ("hand", "punched a wall", "tender 5th MC neck", "Boxer's fracture 5th metacarpal", "neighbour strapping, VFC"),
           ("finger", "caught in door at work", "nail bed laceration", "tuft fracture", "nail bed repair, abx"),
           ("knee", "twisted knee at work", "effusion, Lachman's test equivocal", "?ACL - no fracture", "hinged knee brace, physio"),
           ("shoulder", "fell off bicycle", "step deformity ACJ", "ACJ sprain grade II", "broad arm sling"),
           ("forearm", "laceration from broken glass", "4 cm laceration, tendons intact", "simple laceration", "5 x 4-0 Ethilon sutures"),
           ("eye", "grinding metal without goggles", "FB on cornea, fluorescein uptake", "corneal FB removed", "chloramphenicol ointment"),
           ("foot", "dropped pallet on foot at work", "bruised, tender 2nd MT", "no fracture", "analgesia, RICE"),
           ("head", "hit head on cupboard door", "small scalp haematoma", "minor head injury", "head injury advice")]


def minor_injuries(c, d):
    r = c.r
    part, mech, exam, dx, tx = r.choice(MIU_INJ)
    enp = c.staff()
    unit = c.miu()
    d.line(m("HOSPITAL", unit))
    d.line(r.choice(["Minor Injury Record", "MIU Attendance", "Injury Unit Clinical Record", "Minor Injuries - ENP Note"]))
    d.line(f"{B.pt(c, r.choice(['LFU', 'LF', 'full']))}, {B.age(c)}, {m('MRN', c.mrn())}  Attended {B.dt(c)} {c.time()}")
    if r.random() < 0.6:
        d.line(f"Address: {B.address(c)}   Tel: {m('PHONE', c.phone())}")
    d.line(f"GP: {m('HOSPITAL', c.gp_practice)}")
    setting = r.choice([f"at work ({m('ORGANIZATION', c.employer())})", f"at {B.lm(c)}",
                        f"at {m('ORGANIZATION', r.choice(pools.CLUBS))} training", "at home", f"outside {B.lm(c)}"])
    d.line(f"Mechanism: {mech} {setting} on {B.dt(c, c.shift(-r.randint(0, 3)), r.choice(['weekday', 'dm', 'wkshort']))}.")
    d.line(f"Occupation: {m('PROFESSION', r.choice(pools.PROFESSIONS))}; hand dominance {r.choice(['R', 'L'])}.")
    d.line(f"O/E {part}: {exam}. NV intact distally. CRT < 2s.")
    if r.random() < 0.5:
        d.line(f"X-ray {part} (acc {m('IDNUM', c.specimen())}): {dx}.")
    else:
        d.line(f"Dx: {dx}.")
    d.line(f"Tx: {tx}. {r.choice(['Tetanus UTD.', 'Tetanus booster given.', 'Tetanus not required.'])}")
    if r.random() < 0.5:
        d.line(f"Fracture clinic {B.dt(c, c.shift(r.randint(2, 8)), r.choice(['wkd', 'wkshort', 'dmy']))} at {m('HOSPITAL', c.hospital)}; "
               f"VFC will phone on {m('PHONE', c.phone(True))}.")
    if r.random() < 0.4:
        d.line(f"Fit note / cert for {m('ORGANIZATION', c.employer())} given ({r.randint(3, 14)} days).")
    if r.random() < 0.3:
        d.line(f"Vehicle: attended in own car {m('VEHICLE', c.plate())} - advised not to drive in {r.choice(['boot', 'sling', 'cast'])}.")
    for x in neg.lines(r, r.randint(1, 3)):
        d.line(x)
    d.line(f"Leaflet: {m('URL', c.url())}")
    B.sig(c, d, enp, role=r.choice(["ENP", "ANP", "ECP", "Paramedic"]))


def paeds_ed(c, d):
    r = c.r
    p = c.patient
    mum = c.relative(True, "F")
    dad = c.relative(r.random() < 0.7, "M")
    sib = c.relative(True)
    sib_rel = "Brother" if sib.sex == "M" else "Sister"
    doc = c.staff()
    d.line(r.choice(["PAEDIATRIC ED NOTE", "Children's ED - Clinician Assessment", "Paediatric Emergency Record"]))
    d.line(m("HOSPITAL", r.choice([c.hospital, "Dunmoreagh Children's Hospital" if c.country == "Ireland" else c.hospital])))
    months = r.randint(2, 23)
    if c.age == 0:
        ag = r.choice([m("AGE", months) + " months", m("AGE", months) + "-month-old"])
    else:
        ag = B.age(c)
    if c.age:
        ag = B.age_kv(c)
    d.line(f"Name: {B.pt(c, r.choice(['LF', 'full', 'LFU']))}   Age: {ag}   DOB: {B.dob(c)}")
    for lab, val in B.id_lines(c)[:2]:
        d.line(f"{lab}: {val}")
    d.line(f"Weight: {round(r.uniform(3.5, 55), 1)} kg ({r.choice(['measured', 'estimated', 'parent reported'])})")
    d.line(f"Accompanied by: mother {m('FAMILY', mum.form(r, 'full'))} ({m('PHONE', c.phone(True))})"
           + (f" and father {m('FAMILY', dad.form(r, 'first'))}" if r.random() < 0.5 else ""))
    d.line(f"School/nursery: {m('ORGANIZATION', c.school())}   HV/PHN: {m('DOCTOR', c.staff().form(r, 'full'))}")
    pcs = ["fever and not feeding", "barking cough, stridor at rest", "vomiting and diarrhoea x2/7",
           "fall from trampoline, L elbow pain", "head injury - fell off sofa", "febrile convulsion",
           "swallowed a button battery ?", "rash - non-blanching?", "limp, refusing to weight bear",
           "wheeze, increased WOB", "ingested grandmother's tablets"]
    d.line(f"PC: {r.choice(pcs)}")
    d.line(f"HPC: Per mum {m('FAMILY', mum.first)}, {m('PATIENT', p.first)} was well until {B.dt(c, c.shift(-r.randint(1, 4)), r.choice(['weekday', 'dm', 'wkshort']))}. "
           f"{sib_rel} {m('FAMILY', sib.first)} ({m('AGE', r.randint(1, 14))}) has had similar symptoms. "
           f"Attends {m('ORGANIZATION', c.school())}.")
    d.line(f"Birth hx: term, SVD, {r.choice(['no SCBU', 'SCBU 3 days', 'NICU at ' + c.other_hospital()])}. Imms: {r.choice(['up to date', 'UTD per red book', 'incomplete - 12/12 jabs due'])}.")
    d.line("Obs: " + B.vitals(c, full=False) + f", PEWS {r.randint(0, 8)}, CRT {r.randint(1, 4)} s")
    d.line(r.choice(["Well looking, playful.", "Miserable but consolable.", "Lethargic, mottled peripheries."]))
    for x in neg.paeds_lines(r, r.randint(1, 3)):
        d.line(x)
    d.line(f"Safeguarding: {r.choice(['no concerns', 'story consistent with injury', 'CP-IS checked - no plan', 'discussed with safeguarding nurse ' + B.staffname(c)])}. "
           f"Social worker: {r.choice(['nil', 'not known', m('FAMILY', c.person().form(r, 'full')) + ' (' + r.choice(['Tusla', 'CSC', 'CWC']) + ')'])}")
    if r.random() < 0.5:
        d.line(f"Mum works as {m('PROFESSION', r.choice(pools.PROFESSIONS))}; dad {m('PROFESSION', r.choice(pools.PROFESSIONS))}.")
    d.line(f"Plan: {r.choice(['oral challenge', 'dexamethasone 0.15 mg/kg stat, obs 1h', 'Calpol/Nurofen, safety-net', 'admit to ' + m('HOSPITAL', r.choice(pools.WARDS))])}. "
           f"Return if {r.choice(['not drinking', 'drowsy', 'rash spreads', 'breathing worse'])}.")
    d.line(f"Info: {m('URL', c.url())}")
    B.sig(c, d, doc)


def ambulance_handover(c, d):
    r = c.r
    crew1, crew2 = c.staff(), c.staff()
    d.line(r.choice(["AMBULANCE HANDOVER - ATMIST", "Pre-alert / ATMIST handover", "PCR handover summary (ATMIST)"]))
    d.line(f"CAD/Incident: {m('IDNUM', c.case_ref('cad'))}   Date: {B.dt(c)}   Call {c.time()}  At hospital {c.time()}")
    d.line(f"Vehicle reg: {m('VEHICLE', c.plate())}   Receiving: {m('HOSPITAL', c.hospital)} {r.choice(['Resus', 'Majors', 'ED'])}")
    sexw = "male" if c.sex == "M" else "female"
    d.line(f"A - {B.age(c)} {sexw}, {B.pt(c, r.choice(['full', 'LF']))} (ID from {r.choice(['bank card', 'driving licence', 'family', 'carer', 'Aadhaar card', 'phone contacts'])})")
    if r.random() < 0.4:
        d.line(f"    Driving licence no {m('LICENSE', c.driving_licence())}")
    if r.random() < 0.25:
        d.line(f"    Visitor from {m('COUNTRY', r.choice(pools.FOREIGN_COUNTRIES))}; travel insurance {m('HEALTHPLAN', c.healthplan())}")
    d.line(f"T - {c.time()} on {B.dt(c, None, r.choice(['dm', 'wkshort', 'weekday']))}")
    mech = r.choice([f"RTC - driver of car {m('VEHICLE', c.plate())} vs lamppost, ~40 mph, airbags deployed",
                     f"fall from ladder ~3 m at {m('ORGANIZATION', c.employer())} site",
                     f"found collapsed at {B.lm(c)}",
                     f"pedestrian struck by {r.choice(['bus', 'van', 'auto-rickshaw', 'tractor'])} on {m('STREET', c.road())}",
                     f"assault outside {B.lm(c)}, kicked to head",
                     "fall down 12 stairs at home", f"motorbike {m('VEHICLE', c.plate())} vs car, helmet on"])
    d.line(f"M - {mech}")
    d.line(f"I - {r.choice(['head injury, ?#NOF', 'deformed R femur, chest wall tenderness', 'scalp lac, ?C-spine', 'chest pain, ST elevation inferior leads', 'GCS drop, ?ICH', 'open tib/fib L'])}")
    d.line(f"S - {B.vitals(c, full=False)}")
    d.line(f"T - {r.choice(['O2 15L', 'IV access x2 16G', 'morphine 10 mg IV', 'TXA 1g IV', 'Kendrick splint', 'pelvic binder', 'aspirin 300 mg, GTN x2', 'scoop + collar'])}; "
           f"{r.choice(['Entonox', 'ondansetron 4 mg', 'fluids 250 mL', 'nil else'])}")
    if r.random() < 0.5:
        d.line(f"Scene: {B.address(c)}. {r.choice(['Police on scene', 'Fire service extricated', 'Bystander CPR 4 min'])}"
               + (f", crime ref {m('IDNUM', c.case_ref('police'))}" if r.random() < 0.5 else "") + ".")
    rel, q = B.relative_pair(c)
    d.line(f"NOK: {rel} {m('FAMILY', q.form(r, 'full'))} {r.choice(['travelling separately', 'informed by police', 'on scene'])}, {m('PHONE', c.phone(True))}")
    if r.random() < 0.4:
        d.line(f"Monitor/defib asset {m('DEVICE', c.asset())} - ECG strips attached.")
    if r.random() < 0.3:
        d.line(f"Pt has {r.choice(['pacemaker', 'ICD', 'insulin pump'])} SN {m('DEVICE', c.device_serial())} (card in wallet).")
    lab1, v1 = c.licence_staff("paramedic")
    d.line(f"Crew: {m('DOCTOR', crew1.form(r, 'full'))} (Paramedic, {lab1} {m('LICENSE', v1)}) / {m('DOCTOR', crew2.form(r, 'il'))} ({r.choice(['EMT', 'AAP', 'Tech', 'ECA'])})")
    d.line(f"Handed to: {B.nurse(c)} at {c.time()}. Handover delay {r.randint(0, 190)} min.")
    if r.random() < 0.5:
        d.line(f"ePCR uploaded from {m('IPADDR', c.ip())} by {m('USERNAME', c.username(crew1))}")
    for x in neg.lines(r, r.randint(0, 2)):
        d.line(x)
