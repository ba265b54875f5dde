"""ICU, anaesthetic, theatre list, trauma team genres."""
import datetime as dt
from core import M
from locales import digits, letters
from common import header, nok, nok_line, social, gp_line, signature
import pools as P


def icu_admission(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(19, 91)
    dob = c.dob(age)
    he, his = ("he", "his") if pt.sex == "M" else ("she", "her")
    cons = c.doc()
    reg = c.doc()
    ref = c.doc()
    dx = r.choice([
        ("urosepsis with septic shock", "E. coli bacteraemia, noradrenaline 0.18 mcg/kg/min"),
        ("community-acquired pneumonia with type 1 respiratory failure", "FiO2 0.7 on HFNO 60 L/min, PaO2 61 mmHg"),
        ("diabetic ketoacidosis", "pH 6.98, ketones 7.2, glucose 34"),
        ("post-cardiac arrest (VF, ROSC 14 min)", "TTM 36 degrees, sedated on propofol/fentanyl"),
        ("perforated diverticulitis post Hartmann's", "lactate 4.1, ongoing vasopressor requirement"),
        ("status epilepticus", "intubated in ED after levetiracetam and phenytoin loading"),
        ("acute pancreatitis (gallstone)", "CRP 312, Ca 1.91, IAP 18 mmHg"),
        ("severe asthma", "pH 7.18, pCO2 9.4 kPa, MgSO4 given"),
    ])
    icu = r.choice(["ICU", "Intensive Care Unit", "GICU", "MICU", "CICU", "ITU"])
    t = []
    t.append(f"{icu.upper()} ADMISSION NOTE" if r.random() < 0.5 else f"{icu} Admission - {c.H()}")
    t.append(header(c, pt, age, dob))
    t.append(f"Admitted to {icu}: {c.D()} {c.time()}   Bed {c.BED()}" + (f"   ({c.WARD()})" if r.random() < 0.5 else ""))
    t.append(f"Referred by: {ref.dr()} ({r.choice(['ED', 'Medicine', 'Surgery', 'Rapid Response', 'Outreach'])}), bleep {c.PAGER()}" if not c.us else f"Referred by: {ref.dr()} ({r.choice(['ED', 'Hospitalist', 'Surgery', 'RRT'])}), pager {c.PAGER()}")
    t.append(f"Consultant/Attending: {cons.dr()}    Admitting: {reg.full()}, {c.cred()}")
    t.append("")
    t.append("Reason for admission:")
    t.append(f"{pt.formal() if r.random() < 0.6 else pt.first()} is a {c.AGE(age, pt.sex)} {'man' if pt.sex == 'M' else 'woman'} with {dx[0]}. {dx[1]}.")
    hist_date = c.days(-r.randint(1, 4))
    t.append(f"Presented to {c.H() if r.random() < 0.6 else c.Hnew()} ED on {c.D(hist_date)} after {r.choice(['3 days of fever and rigors', 'a collapse at home', 'worsening dyspnoea over 48 h', 'vomiting and abdominal pain', 'a witnessed seizure at work'])}." +
             (f" Transferred from {c.Hnew()} by retrieval team ({r.choice(['road', 'fixed-wing', 'rotary'])}); retrieval ref {c.ID()}." if r.random() < 0.4 else ""))
    t.append("")
    t.append("PMHx: " + ", ".join(r.sample(["T2DM (HbA1c 71)", "HTN", "AF on apixaban", "COPD GOLD 3", "CKD 3b", "IHD, PCI " + "LAD", "obesity BMI 41", "alcohol use disorder", "depression", "hypothyroidism", "previous PE"], 4)))
    if r.random() < 0.4:
        t.append(f"Previous ICU admission {c.D(c.days(-r.randint(200, 2000)))} at {c.Hnew()} ({r.choice(['pneumonia', 'DKA', 'overdose', 'post-op'])}).")
    t.append("Social: " + social(c, pt, age))
    t.append(gp_line(c))
    t.append(nok_line(c, pt))
    t.append("")
    t.append("Examination:")
    t.append(f"A: {r.choice(['ETT 8.0 at 23 cm lips', 'patent, own airway', 'ETT 7.5 at 21 cm', 'tracheostomy in situ'])}")
    t.append(f"B: {r.choice(['SIMV-PC, PEEP 10, FiO2 0.55', 'HFNO 50 L/min FiO2 0.6', 'PSV 12/6, FiO2 0.35', 'NIV IPAP 16 EPAP 8'])}; RR {r.randint(14, 34)}; SpO2 {r.randint(88, 99)}%")
    t.append(f"C: HR {r.randint(58, 138)}, MAP {r.randint(55, 82)}, CRT {r.randint(2, 5)} s; art line L radial, CVC R IJ (5-lumen)")
    t.append(f"D: GCS {r.choice(['3T', '15', '10', '8', '14'])}, pupils 3 mm equal reactive; RASS {r.choice(['-4', '-2', '0', '+1'])}")
    t.append(f"E: T {r.randint(355, 396) / 10} C; abdomen {r.choice(['soft', 'distended, tender RIF', 'peritonitic', 'soft, laparotomy wound clean'])}")
    t.append("")
    t.append("Investigations:")
    t.append(f"  ABG {c.time()}: pH {r.randint(698, 745) / 100:.2f}  pCO2 {r.randint(30, 90) / 10}  pO2 {r.randint(70, 200) / 10}  HCO3 {r.randint(8, 30)}  BE {r.randint(-18, 3)}  Lac {r.randint(8, 92) / 10}")
    t.append(f"  Hb {r.randint(68, 150)}  WCC {r.randint(20, 290) / 10}  Plt {r.randint(40, 420)}  Cr {r.randint(55, 420)}  K {r.randint(31, 62) / 10}")
    t.append(f"  Blood cultures x2 sent (lab no. {c.ID()}, {c.ID()}); CXR {r.choice(['R lower zone consolidation', 'bilateral infiltrates', 'ETT in satisfactory position', 'clear'])}")
    if r.random() < 0.5:
        t.append(f"  CT {r.choice(['abdomen/pelvis', 'head', 'chest (CTPA)'])} {c.D()}: accession {c.ID()} - reported by {c.doc().dr()}.")
    t.append("")
    t.append("Plan:")
    plan = [r.choice(["Lung protective ventilation, Vt 6 ml/kg PBW", "Wean HFNO as tolerated", "SBT in morning if FiO2 < 0.4"]),
            r.choice(["Noradrenaline to MAP > 65", "Fluid balance neutral", "Vasopressin if NA > 0.25"]),
            r.choice(["Piperacillin-tazobactam 4.5 g q6h, review with micro", "Meropenem 1 g q8h", "Ceftriaxone + clarithromycin"]),
            "VTE prophylaxis: enoxaparin 40 mg daily", "Stress ulcer prophylaxis: pantoprazole 40 mg IV",
            f"Family meeting with {r.choice(['wife', 'son', 'daughter', 'partner'])} {c.person('FAMILY', family=pt.family).first()} tomorrow {r.choice(['10:00', '14:00', '16:30'])}"]
    if r.random() < 0.5:
        plan.append(f"Discussed with {cons.dr()} who agrees with plan")
    for i, p in enumerate(plan, 1):
        t.append(f"{i}. {p}")
    t.append("")
    t.append(f"Escalation status: {r.choice(['full escalation', 'for CPR, for RRT', 'not for CPR - form completed, discussed with family', 'ceiling: NIV, not for intubation'])}")
    t.append(signature(c))
    return "\n".join(t)


def icu_daily(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(18, 90)
    dob = c.dob(age)
    day = r.randint(2, 24)
    t = []
    adm = c.days(-day + 1)
    if r.random() < 0.5:
        t.append(f"ICU Daily Review - {c.DW()} - Day {day}")
        t.append(f"{pt.last_first()}  {c.loc.mrn_label()} {c.MRN()}  {c.AGE(age, pt.sex)}  Bed {c.BED()}")
    else:
        t.append(f"{c.DW()} | {r.choice(['Intensive Care', 'ICU', 'Critical Care'])} ward round | {c.H()} | {c.WARD()} bed {c.BED()}")
        t.append(header(c, pt, age, dob))
    t.append(f"Admitted {c.D(adm)} with {r.choice(['septic shock secondary to cholangitis', 'polytrauma (MVC)', 'H1N1 influenza ARDS', 'post-op AAA repair', 'ischaemic bowel, post laparotomy', 'necrotising fasciitis R thigh', 'Guillain-Barre syndrome', 'intracerebral haemorrhage'])}.")
    rnd = [c.doc() for _ in range(r.randint(2, 4))]
    t.append("Round: " + ", ".join(p.dr() if i == 0 else p.full() for i, p in enumerate(rnd)))
    t.append("")
    t.append("Overnight: " + r.choice([f"Desaturated at {c.time()}, FiO2 increased to 0.6; bronchoscopy by {c.doc().dr()} - mucus plug cleared.",
                                        "Settled. Noradrenaline weaned from 0.12 to 0.04.",
                                        f"Agitated, self-extubation attempt {c.time()}; dexmedetomidine started.",
                                        "New AF 140s, amiodarone 300 mg loaded, now SR.",
                                        f"Reviewed by renal ({c.doc().dr()}), CRRT started at {c.time()}."]))
    t.append("")
    sys = [("Neuro", ["RASS -2 on propofol 150 mg/h", "GCS 11T, CAM-ICU positive", "off sedation, obeying commands", "EVD draining 8 ml/h, ICP 12"]),
           ("Resp", ["PSV 10/5 FiO2 0.35, P/F 260", "PC 22/10 FiO2 0.5", "HFNO 40 L/min 0.4", "trache day 5, cuff down trials"]),
           ("CVS", ["NA 0.06, MAP 70", "off pressors since 06:00", "MAP 78 on nil support", "dobutamine 5, lactate 1.4"]),
           ("Renal", ["UO 0.4 ml/kg/h, Cr 214", "CRRT CVVHDF, balance -1.2 L", "Cr improving 188 -> 141", "anuric"]),
           ("GI", ["NG feeds 65 ml/h goal reached", "TPN via PICC", "BO x1, abdomen soft", "high NG aspirates 900 ml"]),
           ("Heme", ["Hb 79 - transfused 1 unit", "Plt 62, no bleeding", "INR 1.6", "on heparin infusion, APTT 72"]),
           ("ID", ["Day 5 pip-taz, CRP 142", "BAL grew Klebsiella (lab no. LAB)", "afebrile 24 h", "line changed - tip sent"])]
    for name, opts in sys:
        s = r.choice(opts)
        if "LAB" in s:
            s = s.replace("(lab no. LAB)", "") + f" (specimen {c.ID()})"
        t.append(f"{name}: {s}")
    t.append("")
    t.append("Lines: " + r.choice([f"CVC R IJ inserted {c.DS(adm)}; art line L radial {c.DS(adm)}",
                                   f"PICC L basilic (line serial {c.DEV()}) since {c.DS(adm)}",
                                   f"Vascath R femoral {c.DS(c.days(-2))}, CVC L subclavian {c.DS(adm)}"]))
    if r.random() < 0.45:
        t.append(f"Ventilator: {r.choice(['Hamilton C6', 'Draeger V500', 'Servo-u', 'PB980'])} asset tag {c.DEV()}; infusion pumps {c.DEV()}, {c.DEV()}")
    if r.random() < 0.3:
        t.append(f"Bedside monitor network address {c.IP()} (central station alarm forwarding enabled).")
    t.append("")
    t.append("Family: " + r.choice([
        (lambda rp: f"Spoke with {rp[0]} {rp[1].full()} by phone ({c.PH()}) at {c.time()} - updated.")(nok(c, pt)),
        f"{pt.formal()}'s {r.choice(['wife', 'husband', 'mother', 'son'])} {c.person('FAMILY', family=pt.family).first()} visited; questions answered.",
        f"Family meeting {c.DW(c.days(1))} {c.time()} with {c.person('FAMILY').full()} and {c.person('FAMILY').full()}; interpreter booked ({r.choice(['Samoan', 'Polish', 'Vietnamese', 'Arabic', 'Portuguese'])}).",
        "No contact yet - social work asked to trace NOK."]))
    t.append("")
    t.append("Plan today:")
    for p in r.sample(["SBT at 10:00", "wean propofol, start daily sedation hold", "repeat CT head", "physio - sit out of bed",
                       "chase micro sensitivities", f"OT for washout with {c.doc().dr()}", "dietitian review", "step-down to HDU if stable",
                       "remove urinary catheter", "start enteral nimodipine", "tracheostomy discussion with family"], 4):
        t.append(f"- {p}")
    if r.random() < 0.5:
        t.append(f"\nPortal message sent to family via {M('URL', c.loc.url(c.hosp_name))}.")
    t.append("")
    t.append(signature(c))
    return "\n".join(t)


def anaesthetic(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(2, 94)
    dob = c.dob(age)
    an = c.doc()
    trainee = c.doc()
    odp = c.doc()
    surg = c.doc()
    word = "Anesthesia" if c.us else "Anaesthetic"
    op = r.choice(["Laparoscopic cholecystectomy", "ORIF distal radius", "Hemiarthroplasty R hip", "Emergency laparotomy",
                   "Debridement and split skin graft", "Flexor tendon repair", "Posterior spinal fixation T10-L2",
                   "Washout and VAC change", "Tracheostomy", "Appendicectomy" if not c.us else "Laparoscopic appendectomy",
                   "Intramedullary nail femur", "Carpal tunnel release"])
    t = []
    t.append(f"{word.upper()} RECORD" + r.choice(["", f"  -  {c.H()}", f"  -  Theatre {M('LOCATION_OTHER', str(r.randint(1, 14)))}"]))
    t.append(header(c, pt, age, dob))
    t.append(f"Date: {c.D()}   Theatre: {r.choice(['', 'OR ', 'Main '])}{M('LOCATION_OTHER', str(r.randint(1, 16)))}   Session: {r.choice(['AM', 'PM', 'Emergency', 'CEPOD', 'Trauma'])}")
    t.append(f"{'Anesthesiologist' if c.us else 'Anaesthetist'}: {an.dr()}   Trainee: {trainee.full()}   {'CRNA' if c.us else 'ODP/Anaes nurse'}: {odp.full()}")
    t.append(f"Surgeon: {surg.dr()}   Procedure: {op}")
    t.append("")
    t.append("PRE-OP ASSESSMENT")
    t.append(f"ASA {r.choice(['I', 'II', 'III', 'IV', 'IIIE', 'IVE'])}   Wt {r.randint(12, 40) if age < 12 else r.randint(45, 130)} kg   Ht {r.randint(90, 150) if age < 12 else r.randint(150, 195)} cm   Fasted from {c.time()}")
    t.append("Airway: Mallampati " + r.choice(["1", "2", "3"]) + f", MO {r.choice(['>3', '3', '2.5'])} FB, TMD normal, {r.choice(['full dentition', 'upper denture', 'loose UL1', 'edentulous'])}")
    t.append("Hx: " + r.choice(["PONV after previous GA", "OSA on CPAP", "no previous anaesthetic problems", "malignant hyperthermia in family - trigger-free", "difficult intubation " + "documented"]) +
             (f" (previous GA at {c.Hnew()} {M('DATE', str(c.today.year - r.randint(1, 15)))})" if r.random() < 0.5 else ""))
    if r.random() < 0.35:
        t.append(f"Alert card/letter from {c.Hnew()} reviewed; difficult airway database ref {c.ID()}.")
    t.append(f"Meds: {r.choice(['apixaban (last dose 48 h)', 'metformin, ramipril', 'nil', 'sertraline, salbutamol PRN', 'warfarin - INR 1.3 today'])}. Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'latex', 'codeine (vomiting)', 'chlorhexidine - anaphylaxis'])}")
    if age < 16:
        par = c.person("FAMILY", family=pt.family)
        t.append(f"Consent for anaesthesia from {r.choice(['mother', 'father'])} {par.full()}; child's school: {M('ORGANIZATION', c.loc.school())}.")
    t.append("")
    t.append("INDUCTION  " + c.time())
    t.append(r.choice(["IV: propofol 180 mg, fentanyl 100 mcg, rocuronium 50 mg", "RSI: ketamine 100 mg, rocuronium 80 mg", "Gas induction sevoflurane/O2, then IV access 22G",
                       "Spinal: 0.5% heavy bupivacaine 2.6 ml + fentanyl 15 mcg, L3/4, 25G pencil point", "Regional: supraclavicular block, 20 ml 0.5% ropivacaine under US"]))
    t.append(f"Airway: {r.choice(['ETT 7.0 cuffed, grade 1 view McGrath', 'iGel size 4', 'ETT 8.0, grade 2, bougie', 'N/A - sedation only', 'ETT 5.0 cuffed, 14 cm'])}")
    t.append(f"Lines: {r.choice(['18G L hand', '16G R ACF, art line L radial', '20G L foot', '14G x2, CVC R IJ'])}")
    t.append(f"Maintenance: {r.choice(['sevoflurane MAC 0.9 in O2/air', 'TIVA propofol/remifentanil (Marsh/Minto)', 'desflurane 6%'])}")
    t.append("")
    t.append("Time   HR   BP        SpO2  EtCO2  Notes")
    tt = r.randint(7, 20) * 60 + r.randint(0, 3) * 15
    for i in range(r.randint(4, 7)):
        tm = tt + i * 15
        note = r.choice(["", "", "knife to skin", "metaraminol 0.5 mg", "tourniquet up 250 mmHg", "cefazolin 2 g", "TXA 1 g", "PONV prophylaxis: ondansetron 4 mg"])
        t.append(f"{tm // 60 % 24:02d}:{tm % 60:02d}  {r.randint(55, 110):<4} {r.randint(85, 150)}/{r.randint(40, 90):<5} {r.randint(94, 100):<5} {r.randint(30, 45):<6} {note}".rstrip())
    t.append("")
    t.append(f"Machine check: {r.choice(['Aisys CS2', 'Primus', 'Flow-i', 'Perseus A500'])} serial {c.DEV()} - passed {c.time()}")
    if r.random() < 0.4:
        t.append(f"Cell saver S/N {c.DEV()}; returned {r.randint(150, 900)} ml.")
    if r.random() < 0.5:
        t.append(f"Blood: G&S sample {c.ID()}; {r.choice(['2 units', '4 units', 'no units'])} crossmatched.")
    t.append(f"Fluids: {r.randint(500, 3500)} ml CSL/Hartmann's. EBL {r.randint(20, 1500)} ml. UO {r.randint(0, 600)} ml.")
    t.append(f"Emergence {c.time()}: {r.choice(['smooth, extubated awake', 'coughing on tube, extubated deep', 'to ICU intubated'])}. Handover to PACU/recovery nurse {c.doc('DOCTOR').full()}.")
    t.append("Post-op: " + r.choice(["PCA morphine 1 mg/5 min lockout", "oxycodone PRN, paracetamol QID", "epidural 0.125% bupivacaine + fentanyl 8 ml/h",
                                      "continuous nerve catheter ropivacaine 0.2% 6 ml/h"]))
    t.append("")
    lab, lic = c.LIC()
    t.append(f"{an.sig(c.cred())}   {lab} {lic}")
    if r.random() < 0.5:
        t.append(f"Record created by {an.user()} on {c.D()} {c.time()}; workstation {c.IP()}")
    return "\n".join(t)


def theatre_list(c):
    r = c.r
    surg = c.doc()
    an = c.doc()
    d = c.today
    word = "OPERATING ROOM SCHEDULE" if c.us else r.choice(["THEATRE LIST", "OPERATING LIST", "Theatre list"])
    spec = r.choice(["Trauma & Orthopaedics" if not c.us else "Orthopedics", "Emergency General Surgery", "Plastics / Hand", "Burns", "Spinal", "Colorectal"])
    t = []
    tno = M("LOCATION_OTHER", str(r.randint(1, 18)))
    t.append(f"{word} - {c.H()} - Theatre {tno}")
    t.append(f"{c.DW(d)}   {spec}   Session: {r.choice(['All day', 'AM 08:00-13:00', 'PM 13:30-18:00', 'Emergency'])}")
    t.append(f"Surgeon: {surg.dr()}    {'Anesthesia' if c.us else 'Anaesthetist'}: {an.dr()}    Coordinator: {c.doc().full()} (ext {M('PHONE', str(r.randint(2000, 8999)))})")
    t.append("")
    t.append("# | Name | " + c.loc.mrn_label() + " | Age/Sex | Ward | Procedure | Notes")
    t.append("-" * 70)
    procs = {"Trauma": ["DHS L NOF #", "Hemiarthroplasty R", "ORIF ankle (Weber B)", "IM nail tibia", "MUA + K-wires distal radius", "Washout open fracture"],
             "General": ["Lap appendicectomy", "Laparotomy ? perforation", "Incision and drainage perianal abscess", "Lap cholecystectomy", "Hernia repair (incarcerated)", "EUA rectum"],
             "Hand": ["Flexor tendon repair FDP ring", "Washout septic flexor sheath", "Digital nerve repair", "ORIF 5th MC neck", "Revision amputation tip index", "Carpal tunnel decompression"],
             "Burns": ["Tangential excision + SSG", "Escharotomy", "Dressing change under GA", "Biobrane application", "Harvest + mesh 1.5:1"]}
    key = "Trauma" if "rtho" in spec or "Spinal" in spec else "Hand" if "Hand" in spec else "Burns" if "Burns" in spec else "General"
    for i in range(1, r.randint(4, 8)):
        p = c.person("PATIENT")
        age = r.randint(55, 98) if key == 'Trauma' and r.random() < 0.6 else r.randint(16, 90) if key != 'Burns' else r.randint(1, 80)
        ward = c.WARD() if r.random() < 0.8 else r.choice(["ED", "SDU", "DOSA", "ICU"])
        note = r.choice(["", "", "diabetic - first", "latex allergy", "on apixaban, held 48h", "interpreter needed", "NBM from 02:00",
                         f"consent by {r.choice(['son', 'daughter', 'wife'])} {c.person('FAMILY').full()} (LPA)", "MRSA +ve - last", f"bed {c.BED()} booked ICU"])
        name = r.choice([p.last_first(True), p.full(), p.last_first(False)])
        t.append(f"{i} | {name} | {c.MRN()} | {M('AGE', age)}{p.sex} | {ward} | {r.choice(procs[key])} | {note}".rstrip(" |"))
    t.append("")
    t.append(f"List compiled by {c.doc().user()} {c.D(d - dt.timedelta(days=1))} {c.time()}. Changes to theatre coordinator bleep {c.PAGER()}." if not c.us else
             f"Schedule built by {c.doc().user()} {c.D(d - dt.timedelta(days=1))} {c.time()}. Changes: OR desk {c.PH()}.")
    if r.random() < 0.4:
        t.append(f"Implant rep: {c.person('FAMILY').full()} ({M('ORGANIZATION', c.loc.employer().split()[0] + ' Orthopaedic Supplies')}), {c.PH()}")
    return "\n".join(t)


def trauma_activation(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(15, 88)
    dob = c.dob(age)
    tl = c.doc()
    t = []
    lvl = r.choice(["Level 1", "Full", "Tier 1", "Code Red", "Major Trauma"])
    t.append(f"TRAUMA TEAM ACTIVATION - {lvl}")
    t.append(f"{c.H()}   {c.D()}   Pre-alert {c.time()}   Arrival {c.time()}")
    unknown = r.random() < 0.25
    if unknown:
        alias = r.choice(["Trauma", "Unknown", "Major"]) + " " + r.choice(["Alpha", "Bravo", "Zulu", "Juliet", "Echo", "Tango"])
        t.append(f"Registered as: {alias.upper()} (temporary {c.loc.mrn_label()} {c.MRN()})")
        t.append(f"Identified {c.time()} via {r.choice(['driver licence', 'wallet', 'police', 'family'])}: {pt.full()}, DOB {c.D(dob)}, {c.loc.mrn_label()} {c.MRN()}")
        t.append(f"Biometric ID (fingerprint) used for identity confirmation: {M('BIOID', r.choice(['FP-', 'BIO-', 'FPX']) + digits(r, 6))}")
    else:
        t.append(header(c, pt, age, dob))
    t.append("")
    mech = r.choice(["MVC", "motorbike vs car", "fall from height", "pedestrian vs car", "assault", "farm quad bike rollover", "stab wound", "cyclist vs truck"])
    t.append(f"MIST (from {r.choice(['paramedic', 'HEMS', 'ambulance', 'retrieval'])} crew {c.doc().full()}):")
    t.append(f"M - {mech}" + (f"; {r.choice(['driver', 'passenger'])} of {r.choice(['sedan', 'ute', 'SUV', 'van'])} reg {M('VEHICLE', c.loc.plate())}, est {r.randint(40, 110)} km/h, {r.choice(['airbags deployed', 'rollover', 'prolonged extrication 40 min'])}" if mech in ("MVC", "motorbike vs car") else "") +
             (f" at {M('LOCATION_OTHER', r.choice(['the ' + c.loc.town() + ' roundabout', c.loc.town() + ' quarry', 'the ' + r.choice(P.STREET_A) + ' Bridge', r.choice(P.STREET_A) + ' Shopping Centre car park']))}" if r.random() < 0.5 else "") +
             f", {c.TOWN()}")
    if mech in ("MVC", "motorbike vs car", "cyclist vs truck") and r.random() < 0.6:
        t.append(f"    Other vehicle: VIN {M('VEHICLE', ''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(17)))}; police incident no. {c.ID()}")
    t.append(f"I - {r.choice(['L chest wall tenderness, reduced AE', 'open R tibial fracture', 'scalp lac, GCS 9', 'abdominal bruising (seatbelt sign)', 'L flank stab wound 3 cm', 'pelvic pain, unstable'])}")
    t.append(f"S - HR {r.randint(60, 150)} BP {r.randint(70, 160)}/{r.randint(40, 95)} RR {r.randint(10, 36)} SpO2 {r.randint(84, 100)}% GCS {r.randint(3, 15)}")
    t.append(f"T - {r.choice(['pelvic binder, 2x 16G, TXA 1 g', 'C-collar, 1 unit O-neg pre-hospital', 'needle decompression L 2nd ICS', 'fentanyl 100 mcg, splinted'])}")
    t.append("")
    t.append("Team:")
    roles = ["Trauma team leader", "Airway", "Procedures", "Scribe", "Runner", "Radiographer", "Blood bank contact"]
    for role in r.sample(roles, r.randint(4, 6)):
        d = c.doc()
        t.append(f"  {role}: {d.dr() if role in ('Trauma team leader', 'Airway') else d.full()}" + (f" (pager {c.PAGER()})" if r.random() < 0.3 else ""))
    t.append("")
    t.append("Primary survey:")
    t.append(f"<C> {r.choice(['no catastrophic haemorrhage', 'tourniquet R thigh applied 14:02 pre-hosp'])}")
    t.append(f"A: {r.choice(['patent, talking', 'RSI in resus bay ' + str(r.randint(1, 4)), 'snoring, jaw thrust'])}")
    t.append(f"B: {r.choice(['L HTx - finger thoracostomy then ICC 28F', 'equal AE', 'flail segment R'])}")
    t.append(f"C: {r.choice(['MTP activated, 4:4:1 given', 'FAST positive RUQ', 'pelvis binder, HR settling'])}")
    t.append(f"D: GCS {r.randint(3, 15)}, pupils {r.choice(['equal', 'L>R sluggish'])}; BM {r.randint(40, 130) / 10}")
    t.append(f"E: T {r.randint(340, 372) / 10}; log roll - {r.choice(['no step', 'step at T12', 'sacral abrasion'])}")
    t.append("")
    t.append(f"Bloods: trauma pack, VBG lactate {r.randint(10, 90) / 10}; blood bank sample {c.ID()}; MTP no. {c.ID()}")
    t.append(f"Imaging: CT trauma series {c.time()} (accession {c.ID()}); reported by {c.doc().dr()}")
    t.append("")
    t.append("Collateral: " + r.choice([
        f"{r.choice(['Wife', 'Husband', 'Mother', 'Flatmate'])} {c.person('FAMILY').full()} contacted on {c.PH()}, en route from {c.TOWN()}.",
        f"Employer ({c.ORG()}) rang - works there as a {c.PROF()}; supervisor {c.person('FAMILY').full()} {c.PH()}.",
        f"Police ({c.person('FAMILY').full()}, badge {c.ID()}) present; {pt.formal()}'s phone contacts: {c.person('FAMILY').first()} {c.PH()}.",
        "No NOK identified yet; social work paged."]))
    if r.random() < 0.5:
        t.append(f"Patient's own details: lives at {c.address(True)}; licence no. {M('LICENSE', c.loc.dl())}.")
    t.append("")
    disp = r.choice(["theatre (damage control laparotomy)", "IR for pelvic embolisation", f"ICU bed {c.BED()}", f"trauma ward ({c.WARD()})", f"{c.WARD()}, bed {c.BED()}"])
    t.append(f"Disposition: {disp} at {c.time()}")
    t.append(f"TTL: {tl.dr()}" + (f", {c.cred()}" if r.random() < 0.5 else "") + f"   Scribe: {c.doc().full()}   Documented in {'EHR' if c.us else 'EPR'} by {c.doc().user()}")
    return "\n".join(t)
