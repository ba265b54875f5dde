"""Genres part A: inpatient / acute documents."""
import datetime as dt

from core import (US_STATES, m, fmt_date, vitals, lab_table, abg, meds_lines, EPONYM_PHRASES, ICD, SNOMED, MEDS, words)
from pools import (US_HOSPITALS, UK_HOSPITALS, UK_PRACTICES, US_CLINICS, WARDS, EMPLOYERS, PROFESSIONS, COUNTRIES,
                   PHARMACIES, CARE_HOMES, SCHOOLS, INSURERS, CHURCHES)


def hosp(c):
    return c.r.choice(UK_HOSPITALS if c.uk else US_HOSPITALS)


def H(c, name=None, upper=False):
    name = name or c.hosp
    return m("HOSPITAL", name.upper() if upper else name)


def pt_header(c, title, extra=True):
    """A templated EHR banner."""
    r, p = c.r, c.pt
    lines = []
    if r.random() < .5:
        lines.append(f"{H(c, upper=True)}")
    else:
        lines.append(f"{H(c)} - {r.choice(['Department of Medicine', 'Division of Acute Care', 'Clinical Records', 'Health Information Management'])}")
    lines.append(title.upper())
    lines.append("=" * len(title))
    if c.uk:
        lines.append(f"Name: {p.title} {c.P(r.choice(['Fl', 'fl', 'LF', 'fml']))}    DOB: {c.D(p.dob)} ({c.A(p.age, 'y')})")
        lines.append(f"NHS No: {m('MRN', c.nhs())}    Hosp No: {m('MRN', c.mrn())}"
                     + (f"    NI No: {m('SSN', c.ssn())}" if r.random() < .15 else ""))
    else:
        lines.append(f"Patient: {c.P(r.choice(['LF', 'LFc', 'lfm', 'LFc2']))}    MRN: {m('MRN', c.mrn())}    "
                     f"DOB: {c.D(p.dob, r.choice(['us1', 'us2', 'iso']))}    Age: {c.A(p.age, 'bare')}    Sex: {p.sex}")
        if extra:
            lines.append(f"Acct #: {m('ACCOUNT', c.acct())}    FIN: {m('ACCOUNT', c.acct())}"
                         + (f"    SSN: {m('SSN', c.ssn())}" if r.random() < .35 else ""))
        if r.random() < .3:
            lines.append(f"Ins: {m('ORGANIZATION', r.choice(INSURERS))}  Member ID {m('HEALTHPLAN', c.plan())}  "
                         f"Grp {m('HEALTHPLAN', c.plan())}")
    return "\n".join(lines)


def sign_block(c, who, role=None, e=True):
    r = c.r
    out = [f"{r.choice(['Electronically signed by', 'Signed', 'Authenticated by', 'Signed:'])} {c.Dr(who)}"
           + (f" ({role})" if role else "") + f" on {c.D(c.nd)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}"]
    if e and r.random() < .7:
        out.append(f"User: {m('USERNAME', who.user(r))}   Workstation {m('IPADDR', c.ip())}")
    if r.random() < .6:
        if c.uk:
            out.append(f"GMC {m('LICENSE', c.lic('gmc'))}   Bleep {m('PHONE', c.bleep())}")
        else:
            out.append(f"NPI: {m('LICENSE', c.lic('npi'))}   Pager: {m('PHONE', c.bleep())}")
    return "\n".join(out)


def dictation(c, who):
    r = c.r
    t = c.doc("typist")
    d1 = c.nd
    d2 = c.nd + dt.timedelta(days=r.randint(0, 3))
    return r.choice([
        f"D: {c.D(d1, 'us1' if not c.uk else 'uk1')}  T: {c.D(d2, 'us1' if not c.uk else 'uk1')}\n"
        f"{c.N(who, 'INI', 'DOCTOR')}/{c.N(t, 'inil', 'DOCTOR')}   Job #{m('IDNUM', c.idn('ord'))}",
        f"Dictated by {c.Dr(who, 'fl', cred=False)}; transcribed by {c.N(t, 'fl', 'DOCTOR')} {c.D(d2)}",
        f"DD/{c.N(t, 'inil', 'DOCTOR')}   dictated {c.D(d1)}, typed {c.D(d2)}",
    ])


def social(c, full=True):
    r, p = c.r, c.pt
    prof = r.choice(PROFESSIONS)
    emp = r.choice(EMPLOYERS)
    rel = c.fam(sex="F" if p.sex == "M" else "M")
    relw = "wife" if p.sex == "M" else r.choice(["husband", "partner"])
    ch = c.fam()
    bits = [
        r.choice([f"Works as a {m('PROFESSION', prof)} at {m('ORGANIZATION', emp)}.",
                  f"Retired {m('PROFESSION', prof)}.", f"Employed by {m('ORGANIZATION', emp)} as a {m('PROFESSION', prof)}.",
                  f"Former {m('PROFESSION', prof)}, on long-term sick since {c.D(c.ago(200, 2000), 'y')}."]),
        f"Lives with {relw} {c.N(rel, r.choice(['f', 'fl']), 'FAMILY')} ({c.A(max(18, p.age + r.randint(-6, 6)), 'bare')}"
        f"{', ' + m('PROFESSION', r.choice(PROFESSIONS)) if r.random() < .5 else ''}).",
    ]
    if r.random() < .35:
        bits.append(f"Born in {m('COUNTRY', r.choice(COUNTRIES))}; came to "
                    + (f"{m('CITY', c.addr_city())} in {c.D(c.ago(2000, 15000), 'y')}." if r.random() < .5 else "this country as a child."))
    elif not c.uk and r.random() < .5:
        bits.append(f"Grew up in {m('STATE', r.choice(list(US_STATES.values())))}, moved here {c.D(c.ago(1000, 9000), 'y')}.")
    if full:
        bits.append(f"{r.choice(['Son', 'Daughter', 'Nephew', 'Niece'])} {c.N(ch, 'fl', 'FAMILY')} lives in "
                    f"{m('CITY', c.addr_city())} and visits weekly.")
        bits.append(r.choice(["Never smoker. Alcohol 10 units/week.", "Ex-smoker, 30 pack-years, quit 8 years ago.",
                              "Smokes 15/day. Denies illicit drugs.", "Alcohol: 2-3 drinks/wk. No drugs."]))
    return " ".join(bits)


def _addr_city(c):
    a = c.address()
    return a["city"]


def family_hx(c):
    r = c.r
    return r.choice([f"Father died at {m('AGE', r.randint(45, 88))} of MI. Mother alive, {m('AGE', r.randint(60, 99))}, with T2DM.",
                     f"Mother had breast cancer at {m('AGE', r.randint(35, 70))}. Brother ({m('AGE', r.randint(20, 80))}) has hypertension.",
                     "No family history of premature cardiac death.",
                     f"Sister diagnosed with Crohn's disease aged {m('AGE', r.randint(14, 40))}; father had Parkinson's disease."])


# ============================================================ admission note
def admission_note(c):
    r, p = c.r, c.pt
    att, res, nurse = c.doc("att"), c.doc("res"), c.doc("rn")
    adm = c.nd
    room = c.room()
    a = c.address()
    lines = [pt_header(c, r.choice(["Admission History and Physical", "Admission Clerking", "H&P - Admission"]))]
    lines.append(f"Admit date: {c.D(adm)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}    "
                 + (f"Ward: {m('HOSPITAL', r.choice(WARDS))}, Bed {m('LOCATION_OTHER', r.randint(1, 30))}" if c.uk else
                    f"Room {m('LOCATION_OTHER', room)}  Bed {m('LOCATION_OTHER', r.choice(['A', 'B', '1', '2']))}"))
    lines.append(f"Attending: {c.Dr(att, title=True, cred=False)}    Admitting resident: {c.Dr(res)}")
    lines.append(f"PCP: {c.Dr(c.doc(), 'lf', cred=False)} at {m('HOSPITAL', r.choice(UK_PRACTICES if c.uk else US_CLINICS))}, "
                 f"tel {m('PHONE', c.phone('land' if c.uk else 'any'))}")
    lines.append(f"Address: {c.addr_inline(a)}")
    lines.append("")
    lines.append("CHIEF COMPLAINT: " + r.choice(["chest pain", "shortness of breath x3 days", "fall at home", "fever and confusion",
                                                  "abdominal pain, vomiting", "syncope"]))
    lines.append("")
    lines.append(f"HPI: {c.P(r.choice(['fl', 'f']))} is a {c.A(p.age)} {'man' if p.sex == 'M' else 'woman'} with "
                 f"{r.choice(['HTN, T2DM, CKD 3b', 'COPD (GOLD 3), AF on apixaban', 'HFrEF (EF 30%), ICD in situ', 'alcohol use disorder, cirrhosis Child-Pugh B'])} "
                 f"who presents with {r.choice(['3 days of', '1 week of', '48 hours of'])} worsening symptoms. "
                 f"Symptoms began on {c.D(c.ago(2, 6), r.choice(['wd', 'short']))} while at "
                 f"{r.choice(['work at ' + m('ORGANIZATION', r.choice(EMPLOYERS)), 'church (' + m('ORGANIZATION', r.choice(CHURCHES)) + ')', 'home'])}. "
                 f"Was seen in {m('HOSPITAL', r.choice(US_CLINICS if not c.uk else UK_PRACTICES))} on {c.D(c.ago(7, 20), 'short')} and started on "
                 f"{r.choice(MEDS)[0]}. Last admission {c.D(c.ago(60, 900), r.choice(['my', 'mya', 'full']))} at "
                 f"{m('HOSPITAL', hosp(c))} for {r.choice(['CAP', 'NSTEMI', 'GI bleed', 'DKA'])}.")
    lines.append(f"Collateral from {r.choice(['wife', 'husband', 'daughter', 'son', 'neighbour'])} "
                 f"{c.N(c.fam(), 'fl', 'FAMILY')} (mobile {m('PHONE', c.phone())}).")
    lines.append("")
    lines.append("PMH:\n- " + "\n- ".join(r.sample(EPONYM_PHRASES[:13], 2) + [
        f"CABG x3 in {c.D(c.ago(1500, 6000), 'y')}", f"appendicectomy age {m('AGE', r.randint(6, 30))}",
        f"ICD-10 {r.choice(ICD)}"]))
    lines.append("")
    lines.append("MEDICATIONS:\n" + meds_lines(r, r.randint(4, 7), r.choice(["list", "num"])))
    lines.append("\nSOCIAL: " + social(c))
    lines.append("FAMILY HX: " + family_hx(c))
    lines.append("\nEXAM: " + vitals(r, c.uk))
    lines.append(r.choice(["Gen: NAD. CVS: irregularly irregular, no murmurs. Resp: bibasal creps. Abd: soft, Murphy's negative.",
                           "Alert, oriented x3. JVP +4 cm. Pitting oedema to knees. Calves soft - no Baker's cyst.",
                           "GCS 14 (E4 V4 M6). Chest clear. Abdo SNT. Foley catheter placed in ED."]))
    lines.append("\nLABS:\n" + lab_table(r, c.uk))
    lines.append(f"\nECG: AF 112 bpm, LBBB. CXR: {r.choice(['clear', 'R lower zone consolidation', 'small bilateral effusions'])}.")
    lines.append("\nASSESSMENT/PLAN:\n1. " + r.choice(["Sepsis ?source - cultures, pip-taz 4.5 g IV q8h", "ADHF - furosemide 80 mg IV BID, daily weights",
                                                       "NSTEMI - ACS protocol, cardiology review"]))
    lines.append(f"2. VTE prophylaxis: enoxaparin 40 mg SC daily.\n3. Code status: {r.choice(['Full code', 'DNACPR - discussed with patient and son', 'DNR/DNI'])}. "
                 f"HCP: {c.N(c.fam(), 'fl', 'FAMILY')}, {m('PHONE', c.phone())}.")
    lines.append(f"4. Dispo: expect {r.randint(2, 6)} days; aim discharge {c.D(c.ahead(2, 6), 'wd')}.")
    lines.append(f"Discussed with {c.Dr(nurse, 'f', cred=False)} (charge nurse) and {c.Dr(att, 'l', cred=False, title=True)}.")
    lines.append("")
    lines.append(sign_block(c, res))
    return "\n".join(lines)


# ============================================================ progress note (SOAP)
def progress_note_soap(c):
    r, p = c.r, c.pt
    doc, rn = c.doc("doc"), c.doc("rn")
    hd = r.randint(2, 9)
    lines = []
    if r.random() < .5:
        lines.append(f"PROGRESS NOTE - HOSPITAL DAY {hd}    {c.D(c.nd, r.choice(['wdlus', 'wdluk']) if r.random() < .3 else 'full')} {r.randint(6, 11):02d}:{r.randint(0, 59):02d}")
        lines.append(f"{c.P('LFc2' if not c.uk else 'Fl')}  {c.A(p.age, 'sex')}  {m('MRN', c.mrn())}  Rm {m('LOCATION_OTHER', c.room())}")
    else:
        lines.append(pt_header(c, "Daily Progress Note", extra=False))
        lines.append(f"Date of service: {c.D(c.nd)}    HD#{hd}    POD {r.randint(1, 5)}")
    lines.append(f"Team: {r.choice(['Medicine B', 'Gen Surg Firm 2', 'Hospitalist Team 4', 'Care of the Elderly'])}  "
                 f"Consultant/attending: {c.Dr(c.doc('att'), title=True, cred=False)}")
    lines.append("")
    lines.append("S: " + r.choice([f"Pt reports slept poorly; pain 4/10. Wife {c.N(c.fam(sex='F'), 'f', 'FAMILY')} at bedside overnight.",
                                   f"\"I feel much better\" per pt. Tolerating diet. Son {c.N(c.fam(sex='M'), 'f', 'FAMILY')} called for update.",
                                   "No acute events overnight. Denies CP/SOB. BM x1, Bristol type 4."]))
    lines.append("O: " + vitals(r, c.uk))
    lines.append(f"   I/O 24h: {r.randint(800, 2600)}/{r.randint(600, 3200)} mL. Wt {r.uniform(50, 120):.1f} kg (adm {r.uniform(50, 120):.1f}).")
    lines.append(lab_table(r, c.uk, r.randint(4, 6)))
    lines.append(f"   Micro: BCx from {c.D(c.ago(1, 4), 'short')} NGTD; urine cx {r.choice(['E. coli >10^5', 'mixed growth', 'negative'])}.")
    lines.append("A: " + r.choice(["Improving CAP. CURB-65 2.", "AKI resolving - Cr trending down.", "Cellulitis L leg, improving margin.",
                                   "Delirium multifactorial, 4AT 5."]))
    lines.append("P:")
    lines.append(f" - continue {r.choice(MEDS)[0]}; step down to PO {c.D(c.ahead(1, 3), r.choice(['wd', 'short']))} if afebrile")
    lines.append(f" - PT/OT to see today; {c.Dr(c.doc('pt'), 'f', cred=False)} from physio aware")
    lines.append(f" - SW referral re: discharge to {m('HOSPITAL', r.choice(CARE_HOMES))}")
    lines.append(f" - f/u echo (order {m('IDNUM', c.idn('ord'))})")
    if r.random() < .6:
        lines.append(f"Discussed with pt's daughter {c.N(c.fam(sex='F'), 'fl', 'FAMILY')} by phone ({m('PHONE', c.phone())}), "
                     f"a {m('PROFESSION', r.choice(PROFESSIONS))} who works nights.")
    lines.append("")
    lines.append(f"{c.Dr(doc, r.choice(['fl', 'FL', 'il']))}"
                 + (f"  Pager {m('PHONE', c.bleep())}" if not c.uk else f"  bleep {m('PHONE', c.bleep())}"))
    if r.random() < .5:
        lines.append(f"Cosigned: {c.Dr(c.doc('att'), 'lf')} {c.D(c.nd, 'short')}")
    return "\n".join(lines)


# ============================================================ ICU daily note
def icu_daily_note(c):
    r, p = c.r, c.pt
    ints, rn, rt = c.doc("int"), c.doc("rn"), c.doc("rt")
    bed = r.randint(1, 24)
    lines = [f"{H(c, upper=r.random() < .5)} {r.choice(['MICU', 'CVICU', 'Critical Care Unit', 'ITU', 'Neuro ICU'])} - DAILY NOTE",
             f"{c.P('LF')}   Bed {m('LOCATION_OTHER', bed)}   {m('MRN', c.mrn())}   ICU day {r.randint(2, 20)}   {c.D(c.nd)}",
             f"DOB {c.D(p.dob)} ({c.A(p.age, 'bare')}y {p.sex})  Wt {r.randint(48, 140)} kg  IBW {r.randint(50, 80)} kg",
             f"Intensivist: {c.Dr(ints, title=True)}   Bedside RN: {c.Dr(rn, 'fl')}   RT: {c.Dr(rt, 'f', cred=False)}",
             "",
             "EVENTS (24h): " + r.choice([f"Self-extubated {c.D(c.ago(0, 1), 'wd')} 03:10, reintubated. ",
                                         "Increasing pressor requirement overnight; vasopressin added. ",
                                         "CT head done - no acute change. "]) +
             f"Family meeting held with {c.relN(['wife', 'husband', 'mother', 'sister'], 'fl')} and "
             f"brother {c.N(c.fam(sex='M'), 'f', 'FAMILY')}.",
             "",
             "VENT: " + r.choice([f"AC/VC  Vt {r.randint(350, 550)} mL  RR set {r.randint(12, 28)}/total {r.randint(12, 34)}  PEEP {r.randint(5, 16)}  FiO2 {r.choice(['0.35', '0.40', '0.50', '0.60', '0.80'])}",
                                  f"PSV {r.randint(5, 16)}/{r.randint(5, 10)}  FiO2 {r.randint(28, 60)}%  Vt ~{r.randint(300, 600)} mL  RSBI {r.randint(30, 120)}",
                                  f"PRVC Vt 6 mL/kg IBW, PEEP {r.randint(8, 14)}, Pplat {r.randint(18, 32)}, driving P {r.randint(8, 16)}"]),
             f"ABG {r.randint(0, 23):02d}:{r.randint(0, 59):02d}: {abg(r)}  P/F {r.randint(80, 380)}",
             "",
             "DRIPS:",
             f"  noradrenaline {r.uniform(0.02, 0.6):.2f} mcg/kg/min | vasopressin 0.03 U/min | propofol {r.randint(10, 60)} mcg/kg/min",
             f"  fentanyl {r.randint(25, 200)} mcg/h | insulin per protocol {r.uniform(0.5, 6):.1f} U/h | heparin {r.randint(600, 1600)} U/h (anti-Xa 0.42)",
             "",
             "LINES: " + r.choice([f"R IJ CVC (inserted {c.D(c.ago(1, 7), 'short')}), L radial art line, 16G PIV x2, Foley, OGT",
                                   f"L subclavian TLC day {r.randint(1, 9)}, R femoral HD cath, PICC (placed {c.D(c.ago(3, 30), 'short')})",
                                   "R IJ Vascath, arterial line (R brachial), Foley catheter, NG tube at 60 cm"]),
             "",
             "FLOWSHEET (07:00-07:00)",
             f"  IN  {r.randint(1800, 5200)} mL (cryst {r.randint(500, 2000)}, blood {r.choice([0, 300, 600])}, feeds {r.randint(300, 1500)})",
             f"  OUT {r.randint(900, 4800)} mL (UO {r.randint(200, 2800)}, drain {r.randint(0, 400)}, NG {r.randint(0, 600)})",
             f"  NET {r.choice(['+', '-'])}{r.randint(100, 3200)} mL   cumulative +{r.randint(1, 14)}.{r.randint(0, 9)} L",
             f"  Tmax {r.uniform(36.5, 39.9):.1f}  MAP {r.randint(55, 95)}  CVP {r.randint(4, 18)}  RASS {r.choice(['-4', '-3', '-2', '-1', '0'])}  CPOT {r.randint(0, 6)}",
             "",
             "LABS: " + lab_table(r, c.uk, 7).replace("\n", "\n  "),
             "",
             "A/P by system:",
             f"Neuro: sedation hold {c.D(c.nd, 'wd')} AM. CAM-ICU positive.",
             "CVS: septic shock, wean NA to MAP >65. Echo: EF 35%, no effusion.",
             f"Resp: ARDS, lung-protective ventilation; proning session #{r.randint(1, 4)}.",
             "Renal: CRRT CVVHDF, effluent 25 mL/kg/h, net UF 100 mL/h.",
             f"ID: day {r.randint(2, 10)} meropenem; cultures {m('IDNUM', c.idn('acc'))} pending.",
             f"Lines/devices: insulin pump SN {m('DEVICE', c.devsn())} removed on admission; IABP console serial {m('DEVICE', c.devsn())}." if r.random() < .5
             else "Lines/devices: reviewed, all required.",
             f"Dispo: remains ICU. Family ({c.N(c.fam(), 'f', 'FAMILY')}) updated at {r.randint(13, 18)}:00 - number on file {m('PHONE', c.phone())}.",
             "",
             sign_block(c, ints)]
    return "\n".join(lines)


# ============================================================ ED triage and note
def ed_triage_and_note(c):
    r, p = c.r, c.pt
    tn, edd = c.doc("tn"), c.doc("edd")
    arr = c.nd
    veh = r.random() < .5
    a = c.address()
    lines = [f"{H(c)} EMERGENCY DEPARTMENT",
             f"ED Visit: {m('ACCOUNT', c.acct())}   Arrival: {c.D(arr)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}   "
             f"Mode: {r.choice(['ambulance', 'walk-in', 'police', 'private car'])}",
             f"Patient: {c.P('LFc')}   {c.A(p.age, 'sex')}   MRN {m('MRN', c.mrn())}",
             f"Home: {c.addr_inline(a)}   Ph {m('PHONE', c.phone())}",
             f"NOK: {c.N(c.fam(), r.choice(['fl', 'lf']), 'FAMILY')} ({r.choice(['mother', 'partner', 'son', 'friend', 'flatmate'])}) {m('PHONE', c.phone())}",
             "",
             "TRIAGE",
             f"Triage RN: {c.Dr(tn, 'fl')}   Acuity: {r.choice(['ESI 2', 'ESI 3', 'MTS Orange', 'MTS Yellow', 'CTAS 3'])}",
             f"CC: {r.choice(['MVC, neck pain', 'fall from ladder', 'SOB', 'overdose', 'chest pain', 'laceration L hand'])}",
             vitals(r, c.uk), f"Pain {r.randint(0, 10)}/10  GCS 15  BM {r.uniform(3.5, 22):.1f}",
             f"Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'codeine - vomiting', 'latex'])}",
             f"Registration: identity confirmed by palm-vein scan, biometric ID {m('BIOID', c.bio())}" if r.random() < .4 else
             f"Registration: ID band applied, {'NHS No ' + m('MRN', c.nhs()) if c.uk else 'SSN ' + m('SSN', c.ssn())}",
             f"Placed in {r.choice(['Resus', 'Majors', 'Minors', 'Pod C'])} {r.choice(['bay', 'cubicle', 'room'])} {m('LOCATION_OTHER', r.randint(1, 30))}",
             "",
             "PROVIDER NOTE"]
    if veh:
        lines.append(f"HPI: {c.A(p.age, 'yo2')} restrained driver of a {r.choice(['silver Honda Civic', 'blue Ford Transit van', 'white Toyota Corolla'])} "
                     f"(plate {m('VEHICLE', c.plate())}) struck on the driver side at ~30 mph on "
                     f"{c.D(arr, 'wd')} evening near {m('LOCATION_OTHER', r.choice(['the Riverside Mall', 'Junction 27 roundabout', 'Kingsway Bridge', 'the Old Mill car park', 'Exit 14 overpass']))}. "
                     f"Police officer on scene ({c.N(c.doc(), 'il', 'FAMILY')}, badge {m('IDNUM', r.randint(1000, 9999))}).")
        lines.append(f"Other driver's insurer: {m('ORGANIZATION', r.choice(INSURERS))}. VIN recorded by police: {m('VEHICLE', c.vin())}.")
    else:
        lines.append(f"HPI: {c.P('f')} is a {c.A(p.age)} {m('PROFESSION', r.choice(PROFESSIONS))} brought in by "
                     f"{c.relN(['her partner', 'his roommate', 'a coworker', 'their neighbour'], 'f')} after "
                     f"{r.choice(['collapsing at work', 'a witnessed seizure', 'taking ~20 tablets of paracetamol'])} at "
                     f"{m('ORGANIZATION', r.choice(EMPLOYERS))} this afternoon.")
    lines.append(f"PMH: {r.choice(EPONYM_PHRASES)}; {r.choice(EPONYM_PHRASES)}. Last tetanus {c.D(c.ago(400, 4000), 'y')}.")
    lines.append(f"Exam: {r.choice(['C-spine tender midline', 'Abdo soft, seatbelt sign absent', 'L hand 3 cm lac, FDP intact'])}. "
                 f"{r.choice(['Kernig negative', 'Babinski downgoing', 'Romberg negative'])}.")
    lines.append(f"Results: {lab_table(r, c.uk, 5)}")
    lines.append(f"Imaging: CT C-spine (acc {m('IDNUM', c.idn('rad'))}) - no fracture.")
    lines.append(f"MDM: Wells score {r.choice(['0', '1.5', '3'])}; HEART score {r.randint(1, 7)}. "
                 f"Discussed with {r.choice(['ortho', 'surgical', 'medical'])} registrar {c.Dr(c.doc(), 'fl', cred=False)} (ext. {m('PHONE', r.randint(2000, 7999))}).")
    lines.append(f"Dispo: {r.choice(['admit to', 'discharged home, GP', 'transfer to'])} "
                 f"{m('HOSPITAL', r.choice(WARDS) if c.uk else hosp(c))}. Return precautions given. Work note for "
                 f"{c.D(arr, 'short')}-{c.D(arr + dt.timedelta(days=r.randint(2, 7)), 'short')}.")
    lines.append("")
    lines.append(f"{c.Dr(edd, title=r.random() < .5)}  {c.D(arr, 'short')} {r.randint(0, 23):02d}{r.randint(0, 59):02d}")
    if r.random() < .5:
        lines.append(f"Scribe: {c.N(c.doc(), 'fl', 'DOCTOR')} for {c.Dr(edd, 'l', cred=False, title=True)}")
    return "\n".join(lines)


def _fix(s):
    return s


# ============================================================ discharge summary (US-ish / mixed)
def discharge_summary(c):
    r, p = c.r, c.pt
    att = c.doc("att")
    adm = c.ago(3, 20)
    a = c.address()
    pcp = c.doc("pcp")
    lines = [pt_header(c, "Discharge Summary"),
             f"Admission: {c.D(adm)}    Discharge: {c.D(c.nd)}    LOS {(c.nd - adm).days} d",
             f"Attending: {c.Dr(att, 'lf')}    Service: {r.choice(['Hospital Medicine', 'Cardiology', 'General Surgery', 'Geriatrics'])}",
             f"Discharge to: {r.choice(['home with services', 'SNF - ' + m('HOSPITAL', r.choice(CARE_HOMES)), 'home', 'rehab unit'])}",
             f"PCP: {c.Dr(pcp, title=True, cred=False)}, {m('HOSPITAL', r.choice(US_CLINICS if not c.uk else UK_PRACTICES))}, "
             f"fax {m('FAX', c.phone('fax'))}",
             "",
             "PRINCIPAL DIAGNOSIS: " + r.choice(["Acute on chronic systolic HF (I50.23)", "Sepsis due to UTI (A41.51)",
                                                  "Upper GI bleed - duodenal ulcer (K26.4)", "COPD exacerbation (J44.1)"]),
             "SECONDARY: " + ", ".join(r.sample(["T2DM", "CKD 3a", "AF", "hypothyroidism", "OSA on CPAP", "Parkinson's disease", "gout"], 3)),
             "",
             "HOSPITAL COURSE:",
             f"{c.P(r.choice(['fl', 'l']))} {'' if r.random() < .5 else '(' + m('PATIENT', p.nick) + ')'} is a {c.A(p.age)} "
             f"{'M' if p.sex == 'M' else 'F'} admitted on {c.D(adm, 'short')} with {r.choice(['decompensated HF', 'urosepsis', 'melaena', 'hypoxia'])}. "
             f"Diuresed with IV furosemide; net -{r.randint(2, 9)}.{r.randint(0, 9)} L. "
             f"Echo {c.D(adm + dt.timedelta(days=1), 'short')}: EF {r.randint(20, 60)}%. "
             f"EGD on {c.D(adm + dt.timedelta(days=2), 'wd')} by {c.Dr(c.doc(), 'il', cred=False, title=True)} showed Forrest IIb ulcer, clipped. "
             f"Hgb nadir {r.uniform(6.5, 9):.1f}, transfused 2 u PRBC.",
             f"Course complicated by {r.choice(['delirium', 'AKI (Cr peak 2.4)', 'hypokalaemia', 'a fall on the ward'])} on {c.D(adm + dt.timedelta(days=3), 'short')}.",
             f"Goals of care discussed with pt and {c.relN(['daughter', 'son', 'husband', 'wife'], 'fl')} "
             f"(HCPOA, {m('PHONE', c.phone())}).",
             "",
             "DISCHARGE MEDICATIONS:",
             meds_lines(r, r.randint(5, 9), "num"),
             "STOPPED: naproxen. CHANGED: metoprolol tartrate -> succinate.",
             f"Rx sent to {m('HOSPITAL', r.choice(PHARMACIES))}" + (f" #{m('IDNUM', r.randint(1000, 19999))}" if r.random() < .4 else "")
             + f", {m('CITY', a['city'])}.",
             "",
             "DISCHARGE LABS: " + lab_table(r, c.uk, 5).replace("\n", "; "),
             "",
             "FOLLOW-UP:",
             f"- {c.Dr(pcp, 'l', cred=False, title=True)} within 7 days ({c.D(c.ahead(4, 9), r.choice(['wdus', 'wduk', 'full']))} {r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])})",
             f"- Cardiology clinic {c.D(c.ahead(14, 40), r.choice(['my', 'full']))}; call {m('PHONE', c.phone())} to confirm",
             f"- Labs (BMP) on {c.D(c.ahead(3, 6), 'short')}",
             f"Patient portal: {m('URL', c.url())}",
             "",
             sign_block(c, att),
             f"cc: {c.Dr(pcp, 'fl')}; {c.Dr(c.doc(), 'fl')}",
             dictation(c, att)]
    return "\n".join(lines)


Ctx_addr_city = None


def install(CtxCls):
    CtxCls.addr_city = _addr_city
