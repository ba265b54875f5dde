"""Genres part B: letters, consults, procedures, diagnostics."""
import datetime as dt

from core import m, fmt_date, vitals, lab_table, abg, meds_lines, EPONYM_PHRASES, ICD, SNOMED, MEDS, words
from pools import (US_HOSPITALS, UK_HOSPITALS, UK_PRACTICES, US_CLINICS, WARDS, EMPLOYERS, PROFESSIONS, COUNTRIES,
                   PHARMACIES, CARE_HOMES, SCHOOLS, INSURERS, UK_TOWNS)
from genres_a import H, hosp, pt_header, sign_block, dictation, social, family_hx


def letterhead(c, dept):
    r = c.r
    ha = c.address()
    out = [H(c, upper=r.random() < .4), dept,
           f"{m('STREET', ha['street'])}, {m('CITY', ha['city'])}" + (f" {m('ZIP', ha['zip'])}" if r.random() < .7 else ""),
           f"Tel: {m('PHONE', c.phone('land'))}   Fax: {m('FAX', c.phone('fax'))}"]
    if r.random() < .6:
        out.append(f"Email: {m('EMAIL', r.choice(['cardiology.secretaries', 'gastro.admin', 'outpatients', 'medsecs.ward'])+'@nhs.net')}"
                   f"   Web: {m('URL', c.url())}")
    return "\n".join(out)


def re_line(c):
    r, p = c.r, c.pt
    a = c.address()
    c.pt_addr = a
    s = (f"Re: {p.title} {c.P(r.choice(['Fl', 'fl', 'fml', 'LF']))}, DOB {c.D(p.dob, r.choice(['uk1', 'ukdot', 'uka']))}, "
         f"NHS No {m('MRN', c.nhs())}")
    s += f"\n{c.addr_inline(a)}"
    if r.random() < .5:
        s += f"\nHospital No: {m('MRN', c.mrn())}   Tel: {m('PHONE', c.phone('mob'))}"
    return s


def uk_sig(c, who, grade):
    r = c.r
    sec = c.doc("sec")
    out = ["Yours sincerely,", "", "", f"{c.Dr(who, r.choice(['fl', 'FL', 'fml']), title=r.random() < .5)}",
           f"{grade}"]
    if r.random() < .6:
        out.append(f"GMC No. {m('LICENSE', c.lic('gmc'))}")
    out.append(f"Secretary: {c.N(sec, r.choice(['fl', 'f']), 'DOCTOR')}, ext. {m('PHONE', r.randint(2000, 7999))}")
    if r.random() < .6:
        out.append(f"Dictated {c.D(c.nd, 'uk1')}  Typed {c.D(c.nd + dt.timedelta(days=r.randint(1, 6)), 'uk1')}  "
                   f"{c.N(who, 'INI', 'DOCTOR')}/{c.N(sec, 'inil', 'DOCTOR')}")
    return "\n".join(out)


def gp_block(c):
    r = c.r
    gp = c.doc("gp")
    a = c.address()
    c.gp = gp
    return (f"{c.Dr(gp, r.choice(['fl', 'il']), cred=False, title=True)}\n{m('HOSPITAL', r.choice(UK_PRACTICES))}\n"
            f"{m('STREET', a['street'])}\n{m('CITY', a['city'])}\n{m('ZIP', a['zip'])}")


# ============================================================ discharge letter UK
def discharge_letter_uk(c):
    r, p = c.r, c.pt
    cons = c.doc("cons")
    adm = c.ago(2, 25)
    lines = [letterhead(c, r.choice(["Department of Elderly Care", "Acute Medical Unit", "Respiratory Medicine", "Trauma & Orthopaedics"])),
             "", f"Date: {c.D(c.nd, r.choice(['ukl', 'ukord', 'uk1']))}", "", gp_block(c), "",
             "INPATIENT DISCHARGE LETTER", re_line(c), "",
             f"Admitted: {c.D(adm)}   Discharged: {c.D(c.nd)}   Ward: {m('HOSPITAL', r.choice(WARDS))} "
             f"(bay {m('LOCATION_OTHER', r.randint(1, 6))}, bed {m('LOCATION_OTHER', r.randint(1, 6))})",
             f"Consultant: {c.Dr(cons, title=True)}",
             "",
             f"Dear {c.Dr(c.gp, 'l', cred=False, title=True)},",
             "",
             f"I saw {p.title} {c.P('l')} on the ward round on {c.D(adm + dt.timedelta(days=1), 'wd')}. "
             f"{'He' if p.sex == 'M' else 'She'} is a {c.A(p.age)} retired {m('PROFESSION', r.choice(PROFESSIONS))} from "
             f"{m('CITY', r.choice(UK_TOWNS)[0])} who was admitted via ED after {r.choice(['a fall at home', 'increasing breathlessness', 'a collapse in ' + m('ORGANIZATION', r.choice(['Tesco', 'Asda', 'the Co-op'])), 'confusion'])}.",
             f"Diagnosis: {r.choice(['Community-acquired pneumonia (CURB-65 2)', 'Infective exacerbation of COPD', 'Fractured neck of femur - hemiarthroplasty', 'Hyponatraemia (Na 118)'])}.",
             f"Background: {'; '.join(r.sample(EPONYM_PHRASES[:12], 2))}; T2DM (HbA1c 64 mmol/mol); CKD G3a.",
             "",
             "Investigations:", lab_table(r, True, r.randint(4, 7)),
             f"CXR {c.D(adm, 'dmuk')}: right lower lobe consolidation. Repeat {c.D(c.nd - dt.timedelta(days=1), 'dmuk')}: improving.",
             "",
             "Medications on discharge:", meds_lines(r, r.randint(4, 8)),
             f"Dosette prepared by {m('HOSPITAL', r.choice(PHARMACIES))}.",
             "",
             "Actions for GP:",
             f"1. Repeat U&E in 1 week (around {c.D(c.ahead(6, 8), r.choice(['dmon', 'wduk']))}).",
             f"2. Please review bisoprolol dose; HR 54 on discharge.",
             f"3. Fracture clinic {c.D(c.ahead(10, 21), r.choice(['uk1', 'wdluk']))} at 10:30.",
             "",
             f"Social: lives alone in a bungalow; daughter {c.N(c.fam(sex='F'), 'fl', 'FAMILY')} ({m('PHONE', c.phone('mob'))}) is next of kin. "
             f"Package of care from {m('ORGANIZATION', r.choice(['BrightCare Homecare', 'Helping Hands Domiciliary Care', 'Caremark Calderdale']))} QDS restarted.",
             "", uk_sig(c, cons, r.choice(["Consultant Physician", "Specialty Registrar (ST5)", "Foundation Doctor FY1"])),
             "", f"cc: {p.title} {c.P('fl')}, {c.addr_inline(c.pt_addr)}",
             f"cc: {c.Dr(c.doc(), 'fl')}, community matron"]
    return "\n".join(lines)


# ============================================================ GP referral UK
def gp_referral_uk(c):
    r, p = c.r, c.pt
    gp = c.doc("gp")
    prac = r.choice(UK_PRACTICES)
    pa = c.address()
    lines = [f"{m('HOSPITAL', prac)}", f"{m('STREET', pa['street'])}, {m('CITY', pa['city'])}, {m('ZIP', pa['zip'])}",
             f"Tel {m('PHONE', c.phone('land'))}  Fax {m('FAX', c.phone('fax'))}  Practice code {m('IDNUM', 'B' + str(r.randint(80000, 89999)))}",
             "", r.choice(["URGENT SUSPECTED CANCER REFERRAL (2WW)", "ROUTINE REFERRAL", "e-RS REFERRAL LETTER"]),
             f"UBRN: {m('IDNUM', f'{r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}')}",
             f"To: {r.choice(['Colorectal', 'Rheumatology', 'Gynaecology', 'Dermatology', 'Memory Clinic'])} team, {m('HOSPITAL', hosp(c))}",
             f"Date: {c.D(c.nd)}", "",
             f"Patient: {c.P('LF')} ({p.title})   DOB: {c.D(p.dob, 'uk1')}   Age: {c.A(p.age, 'bare')}",
             f"NHS number: {m('MRN', c.nhs())}",
             f"Address: {c.addr_inline(c.address())}",
             f"Home {m('PHONE', c.phone('land'))}   Mobile {m('PHONE', c.phone('mob'))}   Email {m('EMAIL', c.email())}",
             f"Interpreter: {r.choice(['not required', 'Polish', 'Urdu', 'BSL', 'Tigrinya'])}",
             "", f"Dear {r.choice(['Colleague', 'Dr ' + m('DOCTOR', c.doc().last)])},", "",
             f"Thank you for seeing this {c.A(p.age)} {m('PROFESSION', r.choice(PROFESSIONS))} who "
             f"{r.choice(['moved here from ' + m('COUNTRY', r.choice(COUNTRIES)) + ' in ' + c.D(c.ago(400, 4000), 'y'), 'has been registered with us since ' + c.D(c.ago(400, 9000), 'my')])}. "
             f"{r.choice(['She', 'He'])} presented on {c.D(c.ago(3, 30), r.choice(['dmon', 'wdluk', 'full']))} with "
             f"{r.choice(['6 weeks of change in bowel habit and PR bleeding', 'a pigmented lesion on the back, 7-point score 4', 'symmetrical small joint synovitis', 'progressive memory loss over 18 months'])}.",
             f"FIT {r.randint(10, 400)} ug Hb/g. Hb {r.randint(80, 140)} g/L, ferritin {r.randint(4, 200)}.",
             f"PMH: {r.choice(EPONYM_PHRASES)}; hypertension since {c.D(c.ago(1000, 7000), 'y')}.",
             f"Social: {social(c, full=False)}",
             f"{c.relN(['Her husband', 'His wife', 'Her sister', 'His son'], 'fl')} will accompany; "
             f"please contact on {m('PHONE', c.phone('mob'))}. Unavailable {c.D(c.ahead(5, 20), 'short')} to {c.D(c.ahead(21, 35), 'short')} (holiday in "
             f"{m('COUNTRY', r.choice(COUNTRIES))}).",
             "", "Current medication:", meds_lines(r, r.randint(3, 6)),
             "Allergies: penicillin (anaphylaxis 1998)".replace("1998", m("DATE", str(c.ago(3000, 9000).year))),
             "", "Yours sincerely", "", f"{c.Dr(gp, r.choice(['fl', 'FL']), title=True)}",
             f"GMC {m('LICENSE', c.lic('gmc'))}", f"Referral generated by {m('USERNAME', gp.user(r))} via EMIS"]
    return "\n".join(lines)


# ============================================================ outpatient clinic letter UK
def outpatient_clinic_letter_uk(c):
    r, p = c.r, c.pt
    cons = c.doc("cons")
    spec = r.choice(["Rheumatology", "Neurology", "Diabetes & Endocrinology", "Respiratory", "Urology", "Gastroenterology"])
    lines = [letterhead(c, f"{spec} Outpatients"), "",
             f"Clinic date: {c.D(c.nd)}    Dictated: {c.D(c.nd + dt.timedelta(days=r.randint(0, 4)))}",
             f"Clinic: {r.choice(['MDT', 'new patient', 'follow-up', 'virtual (telephone)'])}, Room {m('LOCATION_OTHER', r.randint(1, 30))}, "
             f"{m('LOCATION_OTHER', r.choice(['Outpatient Block C', 'the Jubilee Building', 'Level 2 Wolfson Centre', 'the Brunswick Wing']))}",
             "", gp_block(c), "", re_line(c), "",
             "Diagnoses:", f"1. {r.choice(['Seropositive rheumatoid arthritis (DAS28 4.6)', 'Focal epilepsy', 'Type 1 diabetes', 'Asthma - poorly controlled', 'BPH', 'Ulcerative colitis'])}",
             f"2. {r.choice(EPONYM_PHRASES[:12])}", "",
             f"Dear {c.Dr(c.gp, 'l', cred=False, title=True)},", "",
             f"I reviewed {c.P(r.choice(['f', 'fl']))} in clinic today with {r.choice(['her mother', 'his partner', 'her son', 'his daughter'])}, "
             f"{c.N(c.fam(), 'f', 'FAMILY')}. {c.P('f')} is now {c.A(p.age, 'bare')} and works as a {m('PROFESSION', r.choice(PROFESSIONS))} "
             f"for {m('ORGANIZATION', r.choice(EMPLOYERS))}; {r.choice(['she', 'he'])} had {r.randint(3, 20)} days off since we last met in "
             f"{c.D(c.ago(60, 200), r.choice(['mon', 'my']))}.",
             f"Since starting {r.choice(['methotrexate 15 mg weekly', 'lamotrigine 100 mg BD', 'a hybrid closed loop', 'Trimbow 2 puffs BD', 'mesalazine 2.4 g OD'])} on "
             f"{c.D(c.ago(90, 400), 'full')} things have improved.",
             f"Today: {vitals(r, True)}. {r.choice(['DAS28-CRP 3.1', 'FEV1 2.1 L (68% predicted)', 'HbA1c 58 mmol/mol', 'IPSS 14', 'Mayo score 1'])}.",
             f"Recent bloods ({c.D(c.ago(3, 20), 'short')}): {lab_table(r, True, 4).replace(chr(10), '; ')}",
             f"Device: {r.choice(['Dexcom G7 sensor', 'Omnipod 5 pod', 'VNS generator', 'CPAP ResMed AirSense 11'])}, serial {m('DEVICE', c.devsn())}." if r.random() < .6 else
             f"Plan to check {r.choice(['DEXA', 'MRI spine', 'EEG', 'flow rate'])}.",
             "Plan:",
             f"- continue current treatment; repeat bloods every 3 months (next {c.D(c.ahead(80, 100), 'my')})",
             f"- I will see {'him' if p.sex == 'M' else 'her'} again in {r.choice(['4', '6', '12'])} months, around {c.D(c.ahead(100, 300), 'my')}",
             f"- advice line {m('PHONE', c.phone('land'))} (Mon-Fri), or email {m('EMAIL', c.email(c.doc(), work=True))}",
             "", uk_sig(c, cons, f"Consultant in {spec}"),
             f"cc: Patient  |  {c.Dr(c.doc(), 'fl')}, {spec} Nurse Specialist"]
    return "\n".join(lines)


# ============================================================ cardiology consult
def cardiology_consult(c):
    r, p = c.r, c.pt
    card, ref = c.doc("card"), c.doc("ref")
    lines = [pt_header(c, "Cardiology Consultation"),
             f"Date of consult: {c.D(c.nd)}   Location: {r.choice(['Telemetry', '5 West', 'CCU', 'Ward'])} rm {m('LOCATION_OTHER', c.room())}",
             f"Requesting: {c.Dr(ref, title=True, cred=False)} ({r.choice(['Hospitalist', 'Gen Surg', 'Ortho', 'AMU'])})  "
             f"Reason: {r.choice(['new AF with RVR', 'troponin rise pre-op', 'syncope ?arrhythmia', 'device check - ICD shocks'])}",
             "",
             f"HPI: {c.A(p.age, r.choice(['yo', 'yearold', 'sex']))} with {r.choice(['HTN, HLD', 'ischaemic cardiomyopathy', 'HCM', 'bicuspid AV'])}. "
             f"{r.choice(['Dual-chamber pacemaker', 'Single-chamber ICD', 'CRT-D', 'Loop recorder'])} "
             f"({r.choice(['Medtronic Azure XT', 'Boston Scientific Resonate', 'Abbott Assurity MRI', 'Biotronik Edora 8', 'Medtronic LINQ II'])}, "
             f"model {r.choice(['W1DR01', 'D433', 'PM2272', 'LNQ22'])}) implanted {c.D(c.ago(400, 4000), r.choice(['my', 'y', 'full']))} at "
             f"{m('HOSPITAL', hosp(c))}; SN {m('DEVICE', c.devsn())}. Leads: RA SN {m('DEVICE', c.devsn())}, RV SN {m('DEVICE', c.devsn())}.",
             f"Prior cath {c.D(c.ago(200, 3000), 'full')}: {r.choice(['LAD 70%, DES x1', 'non-obstructive CAD', 'RCA CTO, collaterals'])}. "
             f"Followed by {c.Dr(c.doc(), 'il', title=True, cred=False)} at {m('HOSPITAL', r.choice(US_CLINICS if not c.uk else UK_HOSPITALS))}.",
             f"FHx: {family_hx(c)}",
             f"Social: {social(c, full=False)}",
             "",
             f"Exam: {vitals(r, c.uk)}. JVP {r.randint(4, 14)} cm. S1 S2, {r.choice(['ESM 3/6 radiating to carotids', 'no murmur', 'soft PSM apex'])}.",
             f"ECG: {r.choice(['AF 138, QRS 92, QTc 468', 'SR 62, 1st deg AVB (PR 236), RBBB', 'paced rhythm 70, occasional PVCs'])}.",
             f"Echo ({c.D(c.ago(0, 30), 'short')}): LVEF {r.randint(20, 65)}%, LVIDd {r.uniform(4.2, 7.1):.1f} cm, TAPSE {r.randint(10, 26)} mm, "
             f"AV Vmax {r.uniform(1.2, 4.9):.1f} m/s, mean PG {r.randint(5, 60)} mmHg, RVSP {r.randint(20, 70)}.",
             "Labs: " + lab_table(r, c.uk, 5).replace("\n", "; "),
             f"Scores: CHA2DS2-VASc {r.randint(0, 8)}, HAS-BLED {r.randint(0, 5)}, NYHA {r.choice(['I', 'II', 'III', 'IV'])}, CCS {r.randint(1, 4)}.",
             f"Device interrogation ({r.choice(['CareLink', 'LATITUDE', 'Merlin'])}, transmission {m('IDNUM', c.idn('ord'))}): battery {r.uniform(2.6, 3.2):.2f} V, "
             f"RV threshold {r.uniform(0.5, 2):.1f} V @ 0.4 ms, impedance {r.randint(300, 900)} ohm, AF burden {r.randint(0, 60)}%.",
             "",
             "Impression/Recs:",
             "1. " + r.choice(["Rate control with metoprolol; start apixaban 5 mg BID.", "Type 2 MI - no invasive strategy.", "Schedule EPS/ablation."]),
             f"2. Outpatient Holter; clinic with {c.Dr(card, 'l', title=True, cred=False)} on {c.D(c.ahead(14, 60), r.choice(['full', 'wdus', 'wduk']))}.",
             f"3. Remote monitoring enrolled: portal {m('URL', c.url())}; home monitor IP {m('IPADDR', c.ip())}." if r.random() < .5 else
             "3. Will follow.",
             "",
             f"Thank you for this consult. {c.Dr(card, title=True)}",
             f"Cell {m('PHONE', c.phone())}   {m('EMAIL', c.email(card, work=True))}"]
    return "\n".join(lines)


# ============================================================ oncology note
def oncology_note(c):
    r, p = c.r, c.pt
    onc, nurse = c.doc("onc"), c.doc("cns")
    dx = r.choice([("Carcinoma of the left breast, ER+/PR+/HER2-", "pT2 pN1a M0, grade 2 (Nottingham 7/9)", "AC-T: doxorubicin 60 mg/m2 + cyclophosphamide 600 mg/m2 q21d x4 then paclitaxel 80 mg/m2 weekly x12"),
                   ("Adenocarcinoma of the sigmoid colon", "T3 N2a M1a (liver), KRAS wild type", "FOLFOX + panitumumab q14d"),
                   ("Diffuse large B-cell lymphoma", "Ann Arbor stage IIIB, IPI 3", "R-CHOP-21 x6"),
                   ("Classical Hodgkin lymphoma", "stage IIA, bulky", "ABVD x4 then ISRT 30 Gy"),
                   ("NSCLC, adenocarcinoma RUL", "cT2a N2 M0 (IIIA), PD-L1 TPS 60%", "carboplatin AUC5 / pemetrexed 500 mg/m2 + pembrolizumab 200 mg q3w"),
                   ("Prostate adenocarcinoma", "Gleason 4+4=8, ISUP 4, PSA 38, cT3a", "docetaxel 75 mg/m2 q3w + ADT")])
    c1 = c.ago(40, 200)
    lines = [pt_header(c, r.choice(["Oncology Clinic Note", "Medical Oncology Follow-up", "Chemotherapy Day Unit - Pre-treatment Review"])),
             f"Visit: {c.D(c.nd)}   Clinic: {m('HOSPITAL', r.choice(['Desert Sky Oncology', 'Bramble Day Unit', 'Cedar Unit', 'Harriet Moss Cancer Centre', 'Kingfisher Chemotherapy Suite']))}"
             f"   Chair {m('LOCATION_OTHER', r.randint(1, 24))}",
             f"Oncologist: {c.Dr(onc, title=True)}   CNS: {c.Dr(nurse, 'fl')}  (key worker, {m('PHONE', c.phone())})",
             f"Trial: {r.choice(['none', 'KEYNOTE-style study, subject ID ' + m('IDNUM', f'{r.randint(100, 999)}-{r.randint(1000, 9999)}')])}",
             "",
             f"DIAGNOSIS: {dx[0]}, diagnosed {c.D(c.ago(200, 900), r.choice(['my', 'full']))} (biopsy {m('IDNUM', c.idn('acc'))}).",
             f"STAGE: {dx[1]}. ECOG {r.randint(0, 3)}.",
             f"REGIMEN: {dx[2]}.",
             "",
             "TREATMENT HISTORY",
             "| Cycle | Date | Dose level | Toxicity (CTCAE) |", "|---|---|---|---|"]
    d = c1
    for i in range(r.randint(3, 6)):
        lines.append(f"| C{i+1}D1 | {c.D(d, r.choice(['us1', 'uk1', 'iso', 'dmyup']) if r.random() < .8 else 'short')} | "
                     f"{r.choice(['100%', '100%', '80%', '75%'])} | {r.choice(['nil', 'G1 nausea', 'G2 neuropathy', 'G3 neutropenia', 'G1 fatigue'])} |")
        d = d + dt.timedelta(days=r.choice([14, 21, 21]))
    lines += ["",
              f"INTERVAL HISTORY: {c.P(r.choice(['f', 'fl', 'l']))} attends with {r.choice(['partner', 'husband', 'wife', 'sister', 'friend'])} "
              f"{c.N(c.fam(), 'fl', 'FAMILY')}. Since C{r.randint(2, 5)} reports {r.choice(['mucositis G2', 'fatigue', 'tingling in fingers', 'diarrhoea 4-6/day'])}. "
              f"Weight {r.uniform(45, 110):.1f} kg (baseline {r.uniform(45, 110):.1f}). BSA {r.uniform(1.5, 2.2):.2f} m2.",
              f"Missed work at {m('ORGANIZATION', r.choice(EMPLOYERS))}; employer letter provided. Planning a trip for {m('DATE', r.choice(['Christmas', 'Thanksgiving', 'Easter', 'Diwali', 'Eid', 'New Year']))}.",
              "",
              f"LABS today: ANC {r.uniform(0.3, 6):.1f}, Hb {r.randint(80, 140)}, Plt {r.randint(40, 400)}, CEA {r.uniform(1, 400):.1f}, CA 15-3 {r.randint(10, 200)}, LDH {r.randint(150, 900)}.",
              f"CT CAP {c.D(c.ago(5, 30), 'full')} (acc {m('IDNUM', c.idn('rad'))}): {r.choice(['partial response per RECIST 1.1 (-38%)', 'stable disease', 'new liver lesions - PD'])}.",
              "",
              "PLAN:",
              f"- proceed C{r.randint(3, 8)}D1 {c.D(c.ahead(0, 7), r.choice(['wd', 'short']))}; dose reduce oxaliplatin to 65 mg/m2",
              f"- PICC / port-a-cath (Bard PowerPort, SN {m('DEVICE', c.devsn())}) flushing monthly",
              f"- restaging scan after C6 (~{c.D(c.ahead(40, 90), 'my')})",
              f"- MDT {c.D(c.ahead(2, 12), r.choice(['wd', 'short']))}; chemo hotline 24/7 {m('PHONE', c.phone())}",
              "",
              sign_block(c, onc)]
    return "\n".join(lines)


# ============================================================ labour and delivery note
def labour_and_delivery_note(c):
    r, p = c.r, c.pt
    mw, ob = c.doc("mw"), c.doc("ob")
    g = r.randint(1, 6)
    pa = r.randint(0, g - 1)
    ga = f"{r.randint(34, 41)}+{r.randint(0, 6)}"
    dod = c.nd
    bsex = r.choice("MF")
    baby = c.fam(last=p.last, sex=bsex)
    partner = c.fam(sex="M")
    lines = [f"{H(c)} - {r.choice(['LABOUR WARD', 'LABOR & DELIVERY', 'BIRTH CENTRE', 'DELIVERY SUITE'])}",
             r.choice(["DELIVERY NOTE", "INTRAPARTUM RECORD / BIRTH SUMMARY", "L&D PROGRESS AND DELIVERY NOTE"]),
             f"Mother: {c.P(r.choice(['LF', 'fl', 'LFc']))}   {c.A(p.age, r.choice(['yo', 'bare', 'y']))}   {m('MRN', c.mrn())}   "
             f"Room {m('LOCATION_OTHER', r.randint(1, 16))}",
             f"G{g}P{pa}{'+' + str(r.randint(0, 2)) if c.uk else ''}  EDD {c.D(dod + dt.timedelta(days=r.randint(-14, 14)))}  GA {ga} weeks  "
             f"Blood group {r.choice(['O Rh+', 'A Rh-', 'B+', 'AB+'])}  GBS {r.choice(['neg', 'pos', 'unknown'])}  BMI {r.uniform(19, 42):.1f}",
             f"Booked at: {m('HOSPITAL', r.choice(UK_PRACTICES + US_CLINICS))}   Community midwife: {c.N(c.doc(), 'fl', 'DOCTOR')}",
             f"Birth partner: {c.N(partner, r.choice(['fl', 'f']), 'FAMILY')} ({r.choice(['husband', 'partner', 'boyfriend'])}, {m('PROFESSION', r.choice(PROFESSIONS))}), "
             f"mobile {m('PHONE', c.phone())}; also mother {c.N(c.fam(sex='F'), 'f', 'FAMILY')}",
             "",
             "LABOUR",
             f"{c.D(dod - dt.timedelta(days=r.randint(0, 1)), 'short')} {r.randint(0, 23):02d}:{r.randint(0, 59):02d} SROM, clear liquor. Contractions 3:10.",
             f"VE {r.randint(0, 23):02d}:{r.randint(0, 59):02d}: cx {r.randint(2, 6)} cm, {r.choice(['fully effaced', '80% effaced', 'thin'])}, station {r.choice(['-2', '-1', '0'])}, ROA, membranes absent. Bishop score {r.randint(4, 11)}.",
             f"VE {r.randint(0, 23):02d}:{r.randint(0, 59):02d}: fully dilated, station +1, OA. CTG: baseline {r.randint(110, 160)}, variability 5-15, accels present, no decels - normal.",
             f"Syntocinon {r.choice(['2', '4', '6', '12'])} mU/min. Epidural sited {r.randint(0, 23):02d}:{r.randint(0, 59):02d} by {c.Dr(c.doc('anaes'), 'fl', title=True, cred=False)} (block T10, Bromage 0).",
             "",
             "DELIVERY",
             f"Date/time of birth: {c.D(dod)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
             f"Mode: {r.choice(['SVD', 'ventouse (Kiwi)', 'forceps (Neville-Barnes)', 'Cat 2 LSCS'])}   Presentation: cephalic   Perineum: {r.choice(['intact', '1st degree', '2nd degree - sutured', '3a tear - repaired in theatre'])}",
             f"Baby: {'girl' if bsex == 'F' else 'boy'}, name {c.N(baby, r.choice(['f', 'fl']), 'FAMILY')}  Birth weight {r.randint(2100, 4600)} g  "
             f"Apgars {r.randint(5, 9)}/{r.randint(7, 10)}/{r.randint(8, 10)} (1/5/10 min)",
             f"Cord gases: arterial pH {r.uniform(7.05, 7.35):.2f}, BE {r.uniform(-12, -1):.1f}; venous pH {r.uniform(7.15, 7.42):.2f}",
             f"Baby wristband/ID: {m('MRN', c.mrn())}   Cord clamped at 2 min. Vit K IM given. Skin to skin. Breastfeeding initiated.",
             f"Third stage: active, Syntometrine IM, placenta complete. EBL {r.randint(150, 1800)} mL (QBL).",
             "",
             f"Midwife: {c.Dr(mw, r.choice(['fl', 'f', 'FL']))}   Obstetrician: {c.Dr(ob, title=True)}",
             f"Student midwife {c.N(c.doc(), 'f', 'DOCTOR')} attended under supervision.",
             f"Postnatal: to {m('HOSPITAL', r.choice(WARDS))}, bed {m('LOCATION_OTHER', r.randint(1, 30))}. Newborn exam due {c.D(dod + dt.timedelta(days=1), 'wd')}. "
             f"Birth registration info: {m('URL', c.url())}"]
    return "\n".join(lines)


# ============================================================ operative report
def operative_report(c):
    r, p = c.r, c.pt
    surg, asst, anaes, scrub, circ = c.doc("surg"), c.doc("asst"), c.doc("anaes"), c.doc("scrub"), c.doc("circ")
    proc = r.choice([("Right total knee arthroplasty", [("Zimmer NexGen femoral component", "5950-11-01"), ("Zimmer NexGen tibial tray", "5952-62-03"), ("Palacos R+G bone cement 40 g", "66036722")]),
                     ("Left total hip arthroplasty", [("Stryker Trident shell 54 mm", "502-11-54E"), ("Accolade II stem size 4", "6721-0435"), ("X3 liner 36 mm", "623-10-54E")]),
                     ("Laparoscopic cholecystectomy", [("Ethicon ENDOPATH clip applier", "ER320"), ("Endo Catch bag", "173050G")]),
                     ("Dual-chamber pacemaker insertion", [("Medtronic Azure XT DR MRI", "W1DR01"), ("CapSureFix Novus lead 52 cm", "5076-52"), ("CapSureFix Novus lead 58 cm", "5076-58")]),
                     ("Open inguinal hernia repair (Lichtenstein)", [("Prolene mesh 6x11 cm", "PPM3"), ("Vicryl 2-0", "J317H")]),
                     ("ORIF left distal radius", [("Synthes 2.4 mm VA-LCP plate", "02.111.040"), ("locking screws x7", "212.101")])])
    lines = [f"{H(c, upper=True)}", "OPERATIVE REPORT" if not c.uk else "OPERATION NOTE",
             f"Patient: {c.P('LFc')}   MRN {m('MRN', c.mrn())}   DOB {c.D(p.dob)}   {c.A(p.age, 'sex')}",
             f"Date of surgery: {c.D(c.nd)}   {'Theatre' if c.uk else 'OR'} {m('LOCATION_OTHER', r.randint(1, 14))}   Case #{m('IDNUM', c.idn('ord'))}",
             f"Knife to skin {r.randint(7, 15):02d}:{r.randint(0, 59):02d}   Closure {r.randint(9, 18):02d}:{r.randint(0, 59):02d}",
             "",
             f"Surgeon: {c.Dr(surg, title=True)}",
             f"Assistant: {c.Dr(asst, r.choice(['fl', 'il']))}",
             f"Anaesthetist: {c.Dr(anaes, 'fl')}   Anaesthesia: {r.choice(['GA + ETT', 'spinal + sedation', 'GA + LMA, adductor canal block'])}",
             f"Scrub: {c.N(scrub, r.choice(['fl', 'f']), 'DOCTOR')}   Circulator: {c.N(circ, r.choice(['fl', 'f']), 'DOCTOR')}   Rep present: {c.N(c.doc(), 'fl', 'DOCTOR')} (device rep)",
             "",
             f"PREOP DIAGNOSIS: {r.choice(['Primary OA', 'Symptomatic cholelithiasis', 'Complete heart block', 'Reducible R inguinal hernia', 'Distal radius fracture'])}",
             f"PROCEDURE: {proc[0]}",
             f"ASA {r.randint(1, 4)}. WHO checklist completed. Abx: cefazolin 2 g IV {r.randint(7, 12):02d}:{r.randint(0, 59):02d}. TXA 1 g.",
             "",
             "FINDINGS: " + r.choice(["Grade IV chondral loss medial compartment, large osteophytes.", "Chronic cholecystitis, Calot's triangle dissected - critical view of safety achieved.",
                                       "Good R and V sensing, thresholds 0.6 V.", "Indirect sac, Nyhus IIIb."]),
             "",
             "DESCRIPTION: " + r.choice(["Supine, tourniquet 300 mmHg 62 min. Medial parapatellar approach. Bone cuts with guides, trial components, cemented.",
                                          "Four-port technique, pneumoperitoneum 12 mmHg. Cystic duct and artery clipped and divided. GB removed in bag via umbilical port.",
                                          "Left subclavian pocket, axillary vein access x2, leads positioned and tested, generator connected and pocket closed in layers.",
                                          "Lichtenstein repair, mesh secured with Prolene 2-0, ilioinguinal nerve preserved."]),
             "",
             "IMPLANTS:",
             "| Item | Manufacturer REF | LOT | Serial |", "|---|---|---|---|"]
    for nm, ref in proc[1]:
        lot = f"{r.choice('ABCDEFGHJK')}{r.randint(100000, 999999)}"
        sn = m('DEVICE', c.devsn()) if r.random() < .75 else "n/a"
        lines.append(f"| {nm} | REF {ref} | LOT {lot} | {sn} |")
    lines += ["",
              f"EBL: {r.randint(10, 900)} mL. Fluids: {r.randint(500, 3000)} mL CSL. UO {r.randint(50, 800)} mL (Foley). Drains: {r.choice(['none', '1 x 10 Fr Blake', 'Redivac x1'])}.",
              f"Specimens: {r.choice(['gallbladder to histology (specimen ' + m('IDNUM', c.idn('acc')) + ')', 'none', 'femoral head to bone bank'])}.",
              f"Counts correct x2 (confirmed by {c.N(circ, 'f', 'DOCTOR')}). Complications: none.",
              f"Post-op: to {r.choice(['PACU', 'recovery', 'HDU'])} bay {m('LOCATION_OTHER', r.randint(1, 20))}, then {m('HOSPITAL', r.choice(WARDS))}. "
              f"DVT prophylaxis, mobilise POD 0. Wound check {c.D(c.ahead(10, 14), 'short')}.",
              f"Implant card given to patient; registry ({r.choice(['NJR', 'AJRR'])}) ID {m('IDNUM', c.idn('ref'))}.",
              f"Family ({c.relN(['wife', 'husband', 'son', 'daughter'], 'f')}) updated by phone {m('PHONE', c.phone())}.",
              "", sign_block(c, surg), dictation(c, surg)]
    return "\n".join(lines)


# ============================================================ anaesthesia record
def anaesthesia_record(c):
    r, p = c.r, c.pt
    an, odp = c.doc("an"), c.doc("odp")
    t0 = r.randint(7, 15)
    lines = [f"{H(c)}  ANAESTHETIC RECORD" if c.uk else f"{H(c)}  ANESTHESIA RECORD",
             f"{c.P('LFc2')}  {m('MRN', c.mrn())}  {c.A(p.age, r.choice(['y', 'bare', 'yo2']))} {p.sex}  Wt {r.randint(45, 150)} kg  Ht {r.randint(150, 195)} cm",
             f"Date {c.D(c.nd, r.choice(['uk1', 'us1', 'iso', 'dmyup']))}  Location: {'Theatre' if c.uk else 'OR'} {m('LOCATION_OTHER', r.randint(1, 16))}  "
             f"Proc: {r.choice(['lap appendicectomy', 'TURP', 'L TKR', 'hysteroscopy', 'EVAR', 'tonsillectomy'])}",
             f"Anaesthetist: {c.Dr(an, r.choice(['fl', 'il', 'FL']))}   {'ODP' if c.uk else 'CRNA'}: {c.Dr(odp, 'fl')}",
             f"Supervising: {c.Dr(c.doc(), 'il', title=True)}" if r.random() < .5 else f"Trainee: {c.Dr(c.doc(), 'fl', cred=False)} (CT2)",
             "",
             f"PRE-OP: ASA {r.choice(['I', 'II', 'III', 'IV'])}{r.choice(['', 'E'])}. Mallampati {r.choice(['I', 'II', 'III'])}, TMD >6.5 cm, mouth opening 3 FB, "
             f"dentition: {r.choice(['own teeth', 'upper denture', 'crowns UR1 UL1', 'loose LL2'])}. Fasted from 02:00. "
             f"Airway hx: difficult intubation {c.D(c.ago(300, 4000), 'y')} at {m('HOSPITAL', hosp(c))} (alert card).",
             f"PMH: {r.choice(EPONYM_PHRASES)}. OSA - STOP-BANG {r.randint(0, 8)}. METs >{r.randint(1, 6)}. Allergy: {r.choice(['NKDA', 'penicillin', 'chlorhexidine', 'rocuronium?'])}.",
             f"Consent: GA, risks discussed incl. awareness 1:20,000. Pt's {c.relN(['son', 'daughter', 'wife', 'husband'], 'f')} present.",
             "",
             "INDUCTION: " + r.choice(["propofol 180 mg, fentanyl 100 mcg, rocuronium 50 mg", "RSI: thiopentone 350 mg, sux 100 mg", "sevoflurane gas induction"]),
             f"AIRWAY: {r.choice(['ETT 7.5 cuffed @ 22 cm lips', 'i-gel size 4', 'VL (C-MAC 3), CL grade 2a, bougie'])}. Bilateral AE, ETCO2 trace.",
             f"Lines: {r.choice(['18G L hand', '20G R ACF + 20G art line L radial', '16G x2'])}. BIS {r.randint(40, 60)}.",
             "",
             "TIME | HR | BP | SpO2 | EtCO2 | MAC | Notes",
             "-----+----+----+------+-------+-----+------"]
    for k in range(r.randint(5, 9)):
        lines.append(f"{t0 + k // 4:02d}:{(k % 4) * 15:02d} | {r.randint(50, 110)} | {r.randint(85, 160)}/{r.randint(45, 95)} | "
                     f"{r.randint(94, 100)} | {r.uniform(4.0, 6.2):.1f} | {r.uniform(0.6, 1.2):.1f} | "
                     f"{r.choice(['', 'incision', 'phenylephrine 100 mcg', 'ondansetron 4 mg', 'dexa 6.6 mg', 'paracetamol 1 g IV', ''])}")
    lines += ["",
              f"FLUIDS: Hartmann's {r.randint(500, 2500)} mL. EBL {r.randint(0, 800)} mL. UO {r.randint(0, 600)} mL.",
              f"Infusion pump (Alaris GH) asset/serial {m('DEVICE', c.devsn())}; warmer SN {m('DEVICE', c.devsn())}." if r.random() < .6 else
              "Infusion pumps: standard theatre pool.",
              f"EMERGENCE: reversed with sugammadex 200 mg. Extubated awake {t0 + 2:02d}:{r.randint(0, 59):02d}. PONV score {r.randint(0, 4)}.",
              f"To recovery bay {m('LOCATION_OTHER', r.randint(1, 20))}; handover to {c.Dr(c.doc(), 'f', cred=False)}, recovery nurse.",
              f"Controlled drugs witnessed by {c.N(c.doc(), 'fl', 'DOCTOR')}. CD register page {r.randint(1, 200)}.",
              "",
              f"Record closed by {m('USERNAME', an.user(r))} {c.D(c.nd, 'short')} {t0 + 3:02d}:{r.randint(0, 59):02d}"
              + (f"  DEA {m('LICENSE', c.lic('dea'))}" if not c.uk else f"  GMC {m('LICENSE', c.lic('gmc'))}")]
    return "\n".join(lines)


# ============================================================ radiology report
def radiology_report(c):
    r, p = c.r, c.pt
    rad, refd = c.doc("rad"), c.doc("refd")
    study = r.choice([("CT CHEST ABDOMEN PELVIS WITH CONTRAST", "Omnipaque 350, 100 mL", "DLP 812 mGy.cm"),
                      ("MRI BRAIN WITH AND WITHOUT GADOLINIUM", "gadobutrol 7.5 mL", "1.5T Siemens Aera"),
                      ("CT PULMONARY ANGIOGRAM", "Omnipaque 350, 70 mL", "DLP 310 mGy.cm"),
                      ("US ABDOMEN", "n/a", "Philips EPIQ"), ("XR CHEST PA AND LATERAL", "n/a", "DAP 0.08 Gy.cm2"),
                      ("MAMMOGRAM BILATERAL SCREENING", "n/a", "Hologic 3D")])
    acc = c.idn("rad")
    lines = [f"{H(c)} - {r.choice(['Department of Radiology', 'Diagnostic Imaging', 'Imaging Services'])}",
             f"PATIENT: {c.P(r.choice(['LF', 'LFc']))}   DOB: {c.D(p.dob)}   AGE: {c.A(p.age, 'bare')}   SEX: {p.sex}",
             f"MRN: {m('MRN', c.mrn())}   ACCESSION: {m('IDNUM', acc)}   ORDER: {m('IDNUM', c.idn('ord'))}",
             f"EXAM: {study[0]}   DATE: {c.D(c.nd)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
             f"REFERRING: {c.Dr(refd, r.choice(['lf', 'LF', 'fl']), cred=r.random() < .5)}   LOCATION: {r.choice(['ED', 'Inpatient', 'OP'])} "
             f"{m('LOCATION_OTHER', c.room())}",
             "",
             f"CLINICAL HISTORY: {c.A(p.age, r.choice(['yo2', 'sex', 'yearold']))} {r.choice(['with weight loss, ?malignancy', 'SOB, raised D-dimer, Wells 4.5', 'headache, known Hodgkin lymphoma', 'RUQ pain, Murphy sign +', 'cough', 'screening'])}.",
             f"TECHNIQUE: {study[0].title()}. Contrast: {study[1]}. {study[2]}.",
             f"COMPARISON: {r.choice(['None.', 'CT ' + c.D(c.ago(90, 900)) + ' from ' + m('HOSPITAL', hosp(c)) + '.', 'Prior study dated ' + c.D(c.ago(30, 700), 'full') + '.'])}",
             "",
             "FINDINGS:",
             r.choice([f"Lungs: {r.randint(3, 14)} mm RUL nodule (series 4 image {r.randint(20, 200)}), previously {r.randint(2, 10)} mm. No effusion.",
                       "Filling defects in R lower lobe segmental arteries. RV/LV ratio 1.1. No infarct.",
                       f"Gallbladder distended with {r.randint(1, 30)} mm calculus, wall 4 mm, pericholecystic fluid. CBD 5 mm.",
                       "Enhancing 2.1 cm lesion in L frontal lobe with vasogenic oedema; 3 mm midline shift.",
                       "BI-RADS 2. Scattered fibroglandular density (B). Benign calcifications L breast."]),
             r.choice(["Liver: 2 hypodense lesions, largest 18 mm seg VII. Adrenals normal. No lymphadenopathy.",
                       "Baker's cyst incidentally noted in the L popliteal fossa on scout.", "Heart size normal. No pneumothorax.",
                       "Incidental Bosniak II cyst L kidney.", "Degenerative change L4/5. No aggressive bone lesion."]),
             f"Lines/devices: {r.choice(['ETT 4 cm above carina, NGT below diaphragm', 'ICD with RV lead', 'none', 'R PICC tip at cavoatrial junction'])}.",
             "",
             "IMPRESSION:",
             f"1. {r.choice(['Findings consistent with acute PE.', 'Acute calculous cholecystitis.', 'Solitary brain metastasis vs primary.', 'Growing RUL nodule - Brock 18%.', 'No acute cardiopulmonary process.'])}",
             f"2. {r.choice(['Recommend follow-up CT in 3 months.', 'LI-RADS 3.', 'Fleischner: CT 6-12 months.', 'No further imaging.'])}",
             "",
             f"Critical result called to {c.Dr(refd, 'fl', cred=False, title=r.random() < .5)} by {c.Dr(rad, 'l', cred=False, title=True)} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} "
             f"on {c.D(c.nd, 'short')}, read-back confirmed. ({m('PHONE', c.phone())})" if r.random() < .6 else
             "No critical findings.",
             "",
             f"Dictated by: {c.Dr(rad, r.choice(['fl', 'FL', 'lf']))}" + (f"   Resident: {c.Dr(c.doc(), 'fl', cred=False, title=True)}" if r.random() < .4 else ""),
             f"Signed: {c.D(c.nd, 'full')} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}   PACS user {m('USERNAME', rad.user(r))}  from {m('IPADDR', c.ip())}",
             f"Images: {m('URL', c.url())}" if r.random() < .4 else ""]
    return "\n".join(x for x in lines if x != "")


# ============================================================ pathology report
def pathology_report(c):
    r, p = c.r, c.pt
    path, surg = c.doc("path"), c.doc("surg")
    acc = c.idn("acc")
    coll = c.ago(1, 10)
    spec = r.choice([("Left breast, wide local excision", "Invasive carcinoma NST, grade 2 (Nottingham 3+2+2=7)", "pT2 (24 mm) pN0 (0/2 SLN)", "ER 8/8, PR 6/8, HER2 1+ negative, Ki-67 18%"),
                     ("Prostate, radical prostatectomy", "Acinar adenocarcinoma, Gleason 3+4=7 (GG2)", "pT2c pN0 (0/12)", "margins negative; PNI present"),
                     ("Colon, sigmoid resection", "Adenocarcinoma, moderately differentiated", "pT3 pN1b (3/19) M1 not assessed", "MMR proficient (MLH1/PMS2/MSH2/MSH6 retained)"),
                     ("Skin, left upper back, excision", "Superficial spreading melanoma, Breslow 1.3 mm, Clark level IV", "pT2a", "mitoses 2/mm2, no ulceration, margins 6 mm"),
                     ("Gallbladder", "Chronic cholecystitis with cholelithiasis", "n/a", "no dysplasia or malignancy"),
                     ("Lymph node, left cervical, core biopsy", "Classical Hodgkin lymphoma, nodular sclerosis", "n/a", "CD30+, CD15+, CD20-, PAX5 weak")])
    lines = [f"{H(c, upper=r.random() < .5)}  {r.choice(['Department of Cellular Pathology', 'Anatomic Pathology', 'Histopathology Laboratory'])}",
             "SURGICAL PATHOLOGY REPORT",
             f"Accession: {m('IDNUM', acc)}    Req #: {m('IDNUM', c.idn('ord'))}",
             f"Patient: {c.P(r.choice(['LF', 'LFc', 'lfm']))}    DOB: {c.D(p.dob)}    Age/Sex: {c.A(p.age, 'bare')}/{p.sex}",
             f"MRN: {m('MRN', c.mrn())}    Encounter: {m('ACCOUNT', c.acct())}",
             f"Collected: {c.D(coll)} {r.randint(7, 17):02d}:{r.randint(0, 59):02d}   Received: {c.D(coll + dt.timedelta(days=1))}   "
             f"Reported: {c.D(c.nd)}",
             f"Submitting: {c.Dr(surg, 'lf', cred=False, title=r.random() < .5)}, {m('HOSPITAL', hosp(c))}",
             f"Copy to: {c.Dr(c.doc(), 'lf', cred=False)}",
             "",
             f"SPECIMEN: {spec[0]}",
             f"CLINICAL: {r.choice(['?malignancy', 'screen-detected lesion', 'PSA 9.2', 'change in mole', 'RUQ pain'])}. Prior: {m('IDNUM', c.idn('acc'))} ({c.D(c.ago(30, 600), 'y')}).",
             "",
             f"MACROSCOPY: Received in formalin labelled with the patient's name \"{c.P('FL')}\" and hospital number. "
             f"{r.randint(10, 120)} x {r.randint(10, 80)} x {r.randint(5, 40)} mm, {r.randint(5, 300)} g. Inked, serially sliced, blocks A1-A{r.randint(4, 20)}.",
             "",
             f"MICROSCOPY: {spec[1]}. {r.choice(['LVI not seen.', 'LVI present.', 'No necrosis.'])}",
             f"IHC: {spec[3]}.",
             f"SYNOPTIC: {spec[2]}. SNOMED {r.choice(SNOMED)}; M-code 8500/3. ICD-O topography C50.4.",
             "",
             f"DIAGNOSIS: {spec[0].upper()} - {spec[1].upper()}.",
             "",
             f"Reported by: {c.Dr(path, r.choice(['fl', 'FL', 'fml']), title=r.random() < .5)}  {c.D(c.nd, 'short')}",
             f"Second opinion: {c.Dr(c.doc(), 'il', cred=False, title=True)} (concurs).",
             f"Grossed by {c.N(c.doc(), 'inil', 'DOCTOR')} (BMS)   Typed by {c.N(c.doc(), 'f', 'DOCTOR')}",
             f"Lab accreditation UKAS {r.randint(8000, 9999)}" if c.uk else f"CLIA {r.randint(10, 99)}D{r.randint(1000000, 9999999)}"]
    return "\n".join(lines)


# ============================================================ endoscopy report
def endoscopy_report(c):
    r, p = c.r, c.pt
    endo, nurse = c.doc("endo"), c.doc("en")
    scope = r.choice(["Olympus CF-HQ190L", "Olympus GIF-H290", "Pentax EG29-i10", "Fujifilm EC-760ZP"])
    lines = [f"{H(c)} {r.choice(['Endoscopy Unit', 'GI Lab', 'Lakeshore Endoscopy Center'])}",
             r.choice(["COLONOSCOPY REPORT", "OGD REPORT", "UPPER GI ENDOSCOPY", "FLEXIBLE SIGMOIDOSCOPY REPORT"]),
             f"Patient: {c.P(r.choice(['Fl', 'LF', 'fl']))}   {m('MRN', c.mrn())}   DOB {c.D(p.dob)} ({c.A(p.age, 'y')})",
             f"Date: {c.D(c.nd)}   Room {m('LOCATION_OTHER', r.randint(1, 8))}   Referrer: {c.Dr(c.doc(), 'fl', title=True, cred=False)} ({m('HOSPITAL', r.choice(UK_PRACTICES if c.uk else US_CLINICS))})",
             f"Endoscopist: {c.Dr(endo, r.choice(['fl', 'il']))}   Nurses: {c.N(nurse, 'fl', 'DOCTOR')}, {c.N(c.doc(), 'f', 'DOCTOR')}",
             f"Scope: {scope} (serial {m('DEVICE', c.devsn())})   Decontam cycle {r.randint(1000, 99999)}",
             f"Indication: {r.choice(['FIT positive (180)', 'IDA', 'dysphagia', 'Barrett surveillance', 'BCSP surveillance', 'Crohn disease assessment'])}",
             f"Sedation: midazolam {r.choice(['1', '2', '3'])} mg, fentanyl {r.choice(['25', '50', '75'])} mcg; Entonox. Comfort score {r.randint(1, 5)}/5.",
             f"Bowel prep: {r.choice(['Plenvu', 'Moviprep', 'GoLytely'])}, BBPS {r.randint(3, 9)} (3/3/2).",
             "",
             "FINDINGS:",
             r.choice(["Caecum reached (AO, TI intubated), withdrawal 11 min. 8 mm sessile polyp at 35 cm (Paris 0-Is), cold snare.",
                       f"Barrett's oesophagus C{r.randint(0, 6)}M{r.randint(1, 8)} (Prague), no visible lesion. Seattle protocol biopsies.",
                       "Forrest Ib ulcer in D1, 2 x hemoclips + adrenaline 1:10,000 8 mL. Rockall 5.",
                       "Patchy inflammation TI, SES-CD 6. Pseudopolyps sigmoid. Mayo endoscopic score 2."]),
             f"Histology: pots 1-{r.randint(2, 6)}, specimen {m('IDNUM', c.idn('acc'))}.",
             "",
             "IMPRESSION / PLAN:",
             f"- {r.choice(['Surveillance colonoscopy in 3 years', 'PPI high dose, repeat OGD 8 weeks', 'Discuss at IBD MDT', 'Await histology'])}",
             f"- Results letter to {c.Dr(c.doc(), 'l', cred=False, title=True)}; follow-up clinic {c.D(c.ahead(20, 90), r.choice(['my', 'full']))}",
             f"- Escort: {c.N(c.fam(), r.choice(['fl', 'f']), 'FAMILY')} ({r.choice(['husband', 'wife', 'son', 'friend', 'neighbour'])}), {m('PHONE', c.phone())}",
             "",
             f"Report generated by {c.Dr(endo, 'fl', cred=False)} via Endobase   {c.D(c.nd, 'short')} {r.randint(8, 17):02d}:{r.randint(0, 59):02d}   user {m('USERNAME', endo.user(r))}"]
    return "\n".join(lines)
