"""Thirteen specialty/procedural genres. Each function takes a Note and returns marked text."""
from core import m, ORGS, PROFESSIONS, HOLIDAYS, WEEKDAYS, WARDS, BUILDINGS, COUNTRIES, INSURERS


EXTRA_ICD = {
    "endoscopy": [("Z12.11", "screening colonoscopy"), ("K63.5", "colon polyp"), ("K22.70", "Barrett oesophagus"), ("D50.9", "iron deficiency anaemia"), ("K26.9", "duodenal ulcer"), ("K80.50", "choledocholithiasis")],
    "cathlab": [("I21.4", "NSTEMI"), ("I21.19", "inferior STEMI"), ("I20.8", "stable angina"), ("I25.10", "CAD"), ("Z95.5", "coronary stent")],
    "dialysis": [("N18.6", "ESRD"), ("Z99.2", "dependence on dialysis"), ("D63.1", "anaemia in CKD"), ("N25.81", "secondary hyperparathyroidism"), ("E87.5", "hyperkalaemia")],
    "paediatric": [("H66.90", "otitis media"), ("J45.909", "asthma"), ("F90.0", "ADHD"), ("L20.9", "atopic dermatitis"), ("R62.51", "failure to thrive"), ("Z00.129", "well child")],
    "transplant": [("Z94.0", "kidney transplant status"), ("Z76.82", "awaiting organ transplant"), ("K74.60", "cirrhosis"), ("I50.22", "HFrEF"), ("Z79.899", "long-term drug therapy")],
    "anaesthesia": [("G47.33", "OSA"), ("E11.9", "type 2 diabetes"), ("I10", "hypertension"), ("N18.3", "CKD stage 3"), ("Z01.818", "pre-procedural exam")],
    "genetics": [("Z80.3", "family history of breast cancer"), ("Z15.01", "genetic susceptibility to breast cancer"), ("Q87.40", "Marfan syndrome"), ("I42.1", "HCM"), ("Z84.81", "family history of genetic disease")],
    "derm": [("L57.0", "actinic keratosis"), ("Z85.828", "history of skin cancer")],
    "ortho": [("W11", "fall from ladder"), ("M25.561", "pain in right knee")],
}


def dx(N, key):
    return "Diagnoses: " + N.icd(EXTRA_ICD[key]) + "\n"


def tm(r):
    return f"{r.randint(6, 22):02d}:{r.randint(0, 59):02d}"


def tmh(r):
    return f"{r.randint(6, 22):02d}{r.randint(0, 59):02d}h"


# ------------------------------------------------------------------ 1 cardiology clinic
CARD_MEDS = ["metoprolol succinate 100 mg PO daily", "bisoprolol 5 mg PO daily", "apixaban 5 mg PO BID",
             "rivaroxaban 20 mg PO with supper", "atorvastatin 80 mg PO qHS", "rosuvastatin 20 mg daily",
             "sacubitril/valsartan 97/103 mg PO BID", "spironolactone 25 mg daily", "furosemide 40 mg PO BID",
             "amiodarone 200 mg PO daily", "digoxin 0.125 mg PO daily", "ramipril 5 mg daily",
             "nitroglycerin 0.4 mg SL q5min PRN chest pain", "dapagliflozin 10 mg daily", "ivabradine 5 mg BID"]
CARD_ICD = [("I48.91", "atrial fibrillation"), ("I50.22", "chronic systolic heart failure"), ("I10", "hypertension"),
            ("I25.10", "coronary artery disease"), ("I35.0", "aortic stenosis"), ("E78.5", "hyperlipidaemia"),
            ("I49.5", "sick sinus syndrome"), ("R55", "syncope")]


def cardiology(N):
    r = N.r
    pt, d0, d1 = N.pt, N.doc(0), N.doc(1)
    son = N.doc(2)
    T = [N.header(r.choice(["Cardiology Clinic Note", "Cardiology Follow-up", "Heart Function Clinic"]))]
    if r.random() < 0.5:
        T.append(N.demographics())
    ref = N.doc(3)
    T.append(f"\nReferring: {ref.title()} ({m('HOSPITAL', N.P.hospital())})\n")
    T.append(r.choice([
        f"HPI: {pt.title()} is a {N.age_s()} {r.choice(['retired', 'semi-retired', 'working'])} {m('PROFESSION', r.choice(PROFESSIONS))} with HFrEF (LVEF 30-35%), NYHA class {r.choice(['II', 'III'])}, seen for follow-up. "
        f"Last seen {N.D(N.earlier(60, 200))}. Reports {r.choice(['2-pillow orthopnoea', 'no PND', 'palpitations on ' + m('DATE', r.choice(WEEKDAYS)) + ' evening', 'ankle swelling'])}. {N.ordinary(r.randint(1, 2))}",
        f"hpi: {N.age_s()} w/ afib, CHA2DS2-VASc {r.randint(2, 6)}, HAS-BLED {r.randint(0, 3)}. ED visit {N.D(N.earlier(10, 60), 'md')} at {m('HOSPITAL', N.P.hospital())} for RVR. {N.ordinary(r.randint(1, 2))}",
        f"Reason for visit: syncope on {N.D(N.earlier(5, 40), 'wklong')} while at work ({m('ORGANIZATION', r.choice(ORGS))}). Witnessed by coworker {N.fam[1].n('full')}. {N.ordinary(r.randint(1, 2))}",
    ]) + "\n")
    T.append(N.social() + "\n")
    T.append(N.meds(CARD_MEDS) + "\n")
    T.append(N.vitals() + "\n")
    T.append("Exam: JVP 3 cm ASA, S1 S2 normal, grade 2/6 systolic murmur at RUSB, no S3. Chest clear. No peripheral oedema.\n" if r.random() < 0.5 else
             "ex: jvp not elevated, hs s1s2 +sm, lungs cta, no edema, pulses 2+\n")
    # ECG
    T.append(f"\nECG ({N.D(None, 'md')} {tm(r)}): {r.choice(['sinus rhythm', 'atrial fibrillation', 'sinus bradycardia', 'paced rhythm'])} {r.randint(48, 110)} bpm, "
             f"PR {r.randint(120, 220)} ms, QRS {r.randint(80, 150)} ms, QTc {r.randint(390, 490)} ms, axis {r.choice(['+30', '-15', '+60', '-45'])}. "
             f"{r.choice(['No acute ST changes.', 'LBBB, unchanged.', 'Wenckebach at night on Holter.', 'LVH by Sokolow-Lyon criteria.'])}\n")
    # Echo
    rows = [("LVEF", f"{r.randint(20, 65)}", "%"), ("LVIDd", f"{r.uniform(3.8, 6.9):.1f}", "cm"),
            ("IVSd", f"{r.uniform(0.7, 1.5):.1f}", "cm"), ("LA diameter", f"{r.uniform(3.0, 5.2):.1f}", "cm"),
            ("E/A", f"{r.uniform(0.6, 2.4):.1f}", ""), ("E/e'", f"{r.randint(6, 18)}", ""),
            ("TAPSE", f"{r.uniform(1.2, 2.6):.1f}", "cm"), ("RVSP", f"{r.randint(22, 60)}", "mmHg"),
            ("AV peak velocity", f"{r.uniform(1.2, 4.6):.1f}", "m/s"), ("AVA (VTI)", f"{r.uniform(0.6, 2.1):.1f}", "cm2")]
    T.append(f"\nTRANSTHORACIC ECHO  Study {m('IDNUM', N.P.idnum('study'))}  {N.D()}  Sonographer: {son.cred(r.choice([', RDCS', ' RDCS', ', RCS']))}\n")
    if r.random() < 0.5:
        T.append("\n".join(f"{a:<18}{b:>6} {c}" for a, b, c in rows) + "\n")
    else:
        T.append("| Measure | Value | Unit |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows) + "\n")
    if r.random() < 0.5:
        T.append(f"Device: {r.choice(['dual-chamber pacemaker', 'ICD', 'CRT-D', 'loop recorder'])} (model Vireo DR-2), serial {m('DEVICE', N.P.device())}, implanted {N.D(N.earlier(300, 2000), 'my')} at {m('HOSPITAL', N.P.hospital())}. "
                 f"Remote monitoring via {m('URL', N.P.url())}.\n")
    T.append(N.labs() + "\n")
    T.append(f"\nAssessment/Plan:\n1. {N.icd(CARD_ICD)}.\n2. Continue GDMT; uptitrate as BP allows.\n3. Return {N.D(N.later(30, 120), r.choice(['mon_d', 'wkshort', 'us']))} with {d1.title()} (ext. {m('PHONE', N.P.ext())}).\n")
    if r.random() < 0.5:
        T.append(N.rare_ids(1) + "\n")
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 2 oncology consult + flowsheet
ONC_ICD = [("C50.912", "breast cancer, left"), ("C18.7", "sigmoid colon cancer"), ("C34.90", "NSCLC"),
           ("C83.30", "DLBCL"), ("C61", "prostate cancer"), ("C25.9", "pancreatic adenocarcinoma"),
           ("C56.9", "ovarian cancer")]
REGIMENS = [("FOLFOX", ["oxaliplatin 85 mg/m2", "leucovorin 400 mg/m2", "5-FU 2400 mg/m2"]),
            ("AC-T", ["doxorubicin 60 mg/m2", "cyclophosphamide 600 mg/m2"]),
            ("R-CHOP", ["rituximab 375 mg/m2", "cyclophosphamide 750 mg/m2", "doxorubicin 50 mg/m2", "vincristine 1.4 mg/m2"]),
            ("carboplatin/pemetrexed", ["carboplatin AUC 5", "pemetrexed 500 mg/m2"]),
            ("gemcitabine/nab-paclitaxel", ["gemcitabine 1000 mg/m2", "nab-paclitaxel 125 mg/m2"])]


def oncology(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    rn = [N.doc(2), N.doc(4)]
    reg, drugs = r.choice(REGIMENS)
    T = [N.header(r.choice(["Medical Oncology Consultation", "Oncology New Patient Consult", "Hematology/Oncology Note"]))]
    T.append(N.demographics() if r.random() < 0.6 else "")
    T.append(f"\nReferred by {N.doc(3).title()} of {m('HOSPITAL', N.P.hospital())} (fax {N.phone('FAX')}).\n")
    T.append(r.choice([
        f"History: {pt.n('full')} is a {N.age_s()} {N.sexword()} with {r.choice(ONC_ICD)[1]} diagnosed {N.D(N.earlier(20, 120), 'my')}. Biopsy {m('IDNUM', N.P.idnum('path'))} at {m('HOSPITAL', N.P.hospital())} on {N.D(N.earlier(15, 60))}. ECOG {r.randint(0, 2)}, Karnofsky {r.choice([70, 80, 90])}%. {N.ordinary(r.randint(1, 2))}",
        f"hx: {N.age_s()} dx {r.choice(ONC_ICD)[1]} {N.D(N.earlier(20, 120), 'mon_y')}; path {m('IDNUM', N.P.idnum('path'))}; ECOG {r.randint(0, 2)}. {pt.title()} accompanied by {N.his()} {N.rel(0, ['daughter', 'son', 'spouse', 'niece'])} {N.fam[0].n('full')}. {N.ordinary(r.randint(1, 2))}",
    ]) + "\n")
    T.append(N.social() + "\n")
    T.append(N.vitals() + f" BSA {r.uniform(1.5, 2.3):.2f} m2.\n")
    T.append(f"\nPlan: {reg} q{r.choice([14, 21])} days x {r.randint(4, 8)} cycles. Port placement booked {N.D(N.later(2, 10), r.choice(['wkshort', 'mon_d', 'us']))}. Ondansetron 8 mg PO q8h PRN, dexamethasone 8 mg daily x 3 days.\n")
    T.append(f"\nCHEMOTHERAPY FLOWSHEET -- {reg}\n")
    k = r.randrange(3)
    n = r.randint(3, 6)
    sep = {0: " | ", 1: "\t", 2: ","}[k]
    hdr = ["Cycle", "Date", "Dose %", "ANC", "Plt", "Hgb", "Cr", "Wt kg", "RN"]
    lines = [sep.join(hdr).strip()]
    if k == 0:
        lines = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)]
    dd = N.later(0, 3)
    import datetime as dt
    for c in range(1, n + 1):
        row = [str(c), N.D(dd, r.choice(['us', 'md', 'iso', 'dmy'])), str(r.choice([100, 100, 80, 75])), f"{r.uniform(0.8, 6):.1f}",
               str(r.randint(60, 380)), f"{r.uniform(8.5, 14):.1f}", f"{r.uniform(0.6, 1.4):.2f}", f"{r.uniform(52, 110):.1f}",
               r.choice(rn).initials()]
        lines.append(("| " + " | ".join(row) + " |") if k == 0 else sep.join(row))
        dd = dd + dt.timedelta(days=r.choice([14, 21]))
    T.append("\n".join(lines) + "\n")
    T.append("Drugs: " + "; ".join(drugs) + ". Premeds per protocol.\n")
    T.append(f"RN key: {rn[0].initials()} = {rn[0].cred(', RN')}; {rn[1].initials()} = {rn[1].cred(', RN')}\n")
    T.append(N.labs() + "\n")
    T.append(f"Dx: {N.icd(ONC_ICD)}\n")
    if r.random() < 0.6:
        T.append(f"Trial screening no. {m('IDNUM', 'NCT-' + str(r.randint(10000, 99999)) + '-' + str(r.randint(100, 999)))} (site {m('HOSPITAL', N.hosp)}). " + N.rare_ids(1) + "\n")
    T.append(f"Nurse navigator: {N.doc(2).n('full')} {N.phone()}.\n")
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 3 endoscopy
def endoscopy(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    proc = r.choice(["Colonoscopy", "EGD", "Flexible sigmoidoscopy", "EGD and colonoscopy", "ERCP"])
    T = [N.header(f"{proc} Report")]
    T.append(f"Endoscopist: {d0.title()}   Fellow: {N.doc(1).title()}   Nurse: {N.doc(2).n('full')}, RN\n")
    T.append(f"Location: {N.hospital()} Endoscopy Suite, {N.room()}\n")
    T.append(f"Indication: {r.choice(['screening, family history of colon cancer (father at ' + m('AGE', str(r.randint(45, 70))) + ')', 'iron deficiency anaemia, Hgb ' + str(round(r.uniform(7.5, 11), 1)) + ' g/dL', 'dysphagia to solids', 'surveillance of Barrett oesophagus', 'positive FIT ' + N.D(N.earlier(20, 90), 'mon_d')])}.\n")
    T.append(f"Patient: {pt.n('lastfirst')}, {N.age_s()}. ASA class {r.choice(['I', 'II', 'III'])}. Mallampati {r.choice(['I', 'II', 'III'])}.\n")
    T.append(f"Sedation: propofol {r.randint(80, 300)} mg IV by {N.doc(3).title()} (anaesthesia). Start {tm(r)}, end {tm(r)}.\n")
    T.append(f"Prep: {r.choice(['PEG 4 L split dose', 'sodium picosulfate'])}; Boston Bowel Prep Score {r.randint(5, 9)} (3/3/3).\n" if 'olon' in proc else "Topical lidocaine spray; bite block placed.\n")
    f = r.choice([
        f"Findings: {r.randint(1, 4)} sessile polyps {r.randint(3, 12)} mm in the {r.choice(['ascending', 'transverse', 'sigmoid'])} colon removed by cold snare; sent as specimen {m('IDNUM', N.P.idnum('spec'))}. Diverticulosis in sigmoid. Retroflexion: small internal haemorrhoids.",
        f"findings: z-line irregular at 38 cm, Prague C2M4; LA grade B esophagitis; hiatal hernia 3 cm. bx x{r.randint(4, 8)} jar {m('IDNUM', N.P.idnum('spec'))}. no Mallory-Weiss tear.",
        f"Findings: clean-based duodenal ulcer 8 mm (Forrest III); CLO test sent ({m('IDNUM', N.P.idnum('acc'))}). Gastric antrum erythematous.",
        f"Findings: CBD dilated 11 mm with two filling defects; biliary sphincterotomy, balloon sweep, stones cleared. Stent 10 Fr x 7 cm, lot {m('DEVICE', N.P.device())}.",
    ])
    T.append(f + "\n")
    T.append(f"Withdrawal time {r.randint(6, 14)} min. EBL minimal. No immediate complications. {N.ordinary(r.randint(1, 2))}\n")
    T.append(N.vitals() + "\n")
    T.append(f"Recommendations: await pathology; repeat procedure in {r.choice([3, 5, 7, 10])} years; results to {N.doc(4).title()}. Resume apixaban {N.D(N.later(1, 3), r.choice(['wkshort', 'mon_d', 'md']))}.\n")
    T.append(f"Escort: {N.fam[0].n(r.choice(['full', 'given']))} ({N.rel(0, ['spouse', 'daughter', 'friend', 'neighbour'])}), phone {N.phone()}.\n")
    if r.random() < 0.55:
        T.append(f"Images archived: {m('URL', N.P.url())}; scope serial {m('DEVICE', N.P.device())}. " + N.rare_ids(1) + "\n")
    T.append(dx(N, "endoscopy"))
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 4 cath lab
def cathlab(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    T = [N.header(r.choice(["Cardiac Catheterization Report", "Cath Lab Procedure Note", "PCI Report"]))]
    T.append(f"Case # {m('IDNUM', N.P.idnum('case'))}   Lab: Cath Lab {m('LOCATION_OTHER', str(r.randint(1, 4)))}   Date: {N.D()}\n")
    T.append(f"Operator: {d0.cred()}   Assistant: {N.doc(1).title()}   Scrub: {N.doc(2).n('full')} RN   Recorder: {N.doc(4).n('full')}, RCIS\n")
    T.append(f"Patient {pt.n('caps')}, {N.age_s()}, weight {r.randint(50, 130)} kg. Allergies: iodinated contrast (hives) -- premedicated.\n")
    T.append(f"Indication: {r.choice(['NSTEMI, Trop I 1840 ng/L', 'stable angina CCS III, positive stress test', 'STEMI, inferior, door-to-balloon 58 min', 'pre-TAVI workup'])}.\n")
    T.append(f"Access: right radial, 6 Fr. Heparin 5000 units IV; ACT {r.randint(220, 340)} s. Contrast {r.randint(60, 240)} mL iohexol. Fluoro {r.uniform(4, 30):.1f} min, {r.randint(300, 2400)} mGy.\n")
    T.append("Hemodynamics:\n")
    T.append("\n".join([f"  AO   {r.randint(100, 160)}/{r.randint(55, 85)} mmHg", f"  LV   {r.randint(100, 160)}/{r.randint(5, 25)} mmHg",
                        f"  PCWP {r.randint(8, 28)} mmHg", f"  PA   {r.randint(22, 60)}/{r.randint(8, 25)} mmHg", f"  CO   {r.uniform(3.2, 6.5):.1f} L/min (Fick)"]) + "\n")
    T.append("Coronary angiography:\n| Vessel | Stenosis | TIMI |\n|---|---|---|\n" +
             "\n".join(f"| {v} | {r.choice([0, 30, 50, 70, 90, 99, 100])}% | {r.randint(0, 3)} |" for v in ["LM", "LAD prox", "LAD mid", "LCx", "OM1", "RCA prox", "RCA mid", "PDA"]) + "\n")
    T.append(f"Intervention: DES 3.0 x {r.choice([15, 18, 22, 28])} mm to {r.choice(['mid LAD', 'prox RCA', 'LCx'])}, lot {m('DEVICE', N.P.device())}; post-dilated NC 3.5. Final TIMI 3 flow. TR band applied {tm(r)}.\n")
    T.append(f"Complications: none. {N.ordinary(r.randint(1, 2))}\n")
    T.append(f"Plan: DAPT (aspirin 81 mg + ticagrelor 90 mg BID) x 12 months; transfer to {m('HOSPITAL', r.choice(WARDS))} {N.room()}. Family ({N.his()} {N.rel(0, ['wife', 'husband', 'son', 'daughter'])} {N.fam[0].n('given')}) updated by phone {N.phone()} at {tm(r)}.\n")
    if r.random() < 0.6:
        T.append(N.rare_ids(r.randint(1, 2)) + "\n")
    T.append(f"Images: {m('URL', N.P.url())}\n" if r.random() < 0.4 else "")
    T.append(dx(N, "cathlab"))
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 5 dialysis run sheet
def dialysis(N):
    r = N.r
    pt = N.pt
    T = [N.header(r.choice(["Haemodialysis Run Sheet", "HD Treatment Record", "Dialysis Flowsheet"]))]
    T.append(f"Unit: {N.hospital()} -- {m('HOSPITAL', r.choice(WARDS))}   Chair {m('LOCATION_OTHER', str(r.randint(1, 24)))}   Shift: {r.choice(['MWF AM', 'TTS PM', 'MWF PM'])}\n")
    T.append(f"Nephrologist: {N.doc(0).title()}  Charge RN: {N.doc(1).n('full')}  Tech: {N.doc(2).n('given')} (user {N.doc(2).user()})\n")
    T.append(f"Access: {r.choice(['L radiocephalic AVF', 'R brachiobasilic AVF', 'R IJ tunnelled CVC', 'L forearm AVG'])} created {N.D(N.earlier(200, 2000), 'my')}. Thrill +, bruit +.\n")
    T.append(f"Rx: {r.choice(['Revaclear 400', 'FX80'])} dialyzer, QB {r.choice([300, 350, 400])}, QD {r.choice([500, 600, 800])}, 2K/2.5Ca bath, heparin 1000 u bolus. EDW {r.uniform(55, 110):.1f} kg. Machine serial {m('DEVICE', N.P.device())}.\n")
    T.append("\nrow,date,time_on,time_off,pre_wt_kg,post_wt_kg,UF_L,BP_pre,BP_post,QB,Kt/V,RN\n")
    import datetime as dt
    d = N.vdate - dt.timedelta(days=r.randint(10, 20))
    rn = [N.doc(1), N.doc(3)]
    rows = []
    for i in range(1, r.randint(4, 7) + 1):
        pre = r.uniform(60, 100)
        rows.append(",".join([str(i), N.D(d, r.choice(["iso", "us", "md"])), tm(r), tm(r), f"{pre:.1f}", f"{pre - r.uniform(1, 3.5):.1f}",
                              f"{r.uniform(1, 3.8):.1f}", f"{r.randint(110, 180)}/{r.randint(55, 95)}", f"{r.randint(100, 160)}/{r.randint(50, 90)}",
                              str(r.choice([300, 350, 400])), f"{r.uniform(1.1, 1.7):.2f}", r.choice(rn).initials()]))
        d = d + dt.timedelta(days=r.choice([2, 2, 3]))
    T.append("\n".join(rows) + "\n")
    T.append("\nMonthly labs:\n" + N.labs() + "\n")
    T.append(f"Meds given on HD: epoetin alfa {r.choice([4000, 6000, 10000])} units IV, iron sucrose 100 mg IV, calcitriol 0.5 mcg. Sevelamer 800 mg TID with meals.\n")
    T.append(f"Notes: {pt.title()} {r.choice(['cramped at hour 3, UF paused, NS 200 mL given', 'tolerated well', 'arrived late, missed ' + m('DATE', r.choice(WEEKDAYS)) + ' run'])}. "
             f"Transport by {m('ORGANIZATION', r.choice(['Calloway Medi-Van', 'Tilden Accessible Transit', 'Redfern Care Cabs']))}, van plate {m('VEHICLE', N.P.plate())}. {N.ordinary(r.randint(1, 2))}\n")
    T.append(f"Transplant referral: sent to {m('HOSPITAL', N.P.hospital())} on {N.D(N.earlier(30, 300))}. Contact {N.fam[0].n('full')} ({N.rel(0, ['wife', 'husband', 'son', 'daughter', 'sister'])}) {N.phone()}.\n")
    if r.random() < 0.5:
        T.append(N.rare_ids(1) + "\n")
    T.append(f"RN signature: {rn[0].cred(', RN')} {tm(r)}\n")
    T.append(dx(N, "dialysis"))
    T.append(N.signature(N.doc(0), extra=False))
    return "".join(T)


# ------------------------------------------------------------------ 6 obstetric / labour
def obstetric(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    g, p = r.randint(1, 6), 0
    p = r.randint(0, g - 1)
    T = [N.header(r.choice(["Labour and Delivery Admission Note", "L&D Progress Note", "Antenatal Clinic Visit"]))]
    T.append(N.demographics() if r.random() < 0.5 else "")
    T.append(f"\n{pt.n('full')}, {N.age_s()}, G{g}P{p} at {r.randint(24, 41)}+{r.randint(0, 6)} weeks by {r.choice(['dating US', 'LMP'])}. LMP {N.D(N.earlier(180, 280))}; EDD {N.D(N.later(1, 90))}.\n")
    T.append(f"Partner {N.fam[0].n(r.choice(['full', 'given']))} present{', works as a ' + m('PROFESSION', r.choice(PROFESSIONS)) if r.random() < 0.5 else ''}. Doula: {N.fam[1].n('full')}.\n")
    T.append(f"Prenatal care at {m('HOSPITAL', N.P.hospital())} with {N.doc(1).title()}. Blood type O+, GBS {r.choice(['negative', 'positive', 'unknown'])}, rubella immune. GCT {r.randint(90, 180)} mg/dL.\n")
    T.append(N.vitals() + "\n")
    T.append(r.choice([
        f"SVE at {tm(r)}: {r.randint(2, 10)}/{r.choice([50, 70, 80, 90, 100])}/{r.choice(['-2', '-1', '0', '+1'])}, vertex, membranes {r.choice(['intact', 'ruptured, clear fluid'])}. Bishop score {r.randint(3, 11)}.",
        f"sve {tm(r)} {r.randint(2, 10)}cm/{r.choice([70, 90, 100])}%/0; ctx q{r.randint(2, 5)}min; fhr baseline {r.randint(120, 160)}, mod var, +accels, no decels (cat I).",
    ]) + "\n")
    T.append(r.choice(["Foley bulb placed for cervical ripening. ", "Foley catheter in situ. ", "", "Wells score 0 (leg swelling). "]))
    T.append(f"Meds: oxytocin {r.randint(2, 20)} mU/min, epidural (bupivacaine 0.1% + fentanyl 2 mcg/mL) placed {tm(r)} by {N.doc(3).title()}; Pen G 5 MU IV then 2.5 MU q4h.\n")
    if r.random() < 0.6:
        sex = r.choice(["female", "male"])
        T.append(f"Delivery: {N.D(None, r.choice(['wklong', 'us', 'long']))} at {tm(r)}, SVD, live {sex} infant, {r.randint(2400, 4300)} g, APGAR {r.randint(5, 9)} and {r.randint(7, 10)}. EBL {r.randint(200, 900)} mL. "
                 f"Placenta delivered intact; 2nd degree tear repaired with 3-0 Vicryl. Baby {N.fam[1].n('given') if False else m('FAMILY', N.P.given('F' if sex == 'female' else 'M'))} to {m('HOSPITAL', r.choice(WARDS))}, {N.room()}.\n")
    T.append(f"Hx: previous C-section {N.D(N.earlier(500, 2500), 'y')} at {m('HOSPITAL', N.P.hospital())}; GDM on insulin. Due date near {m('DATE', r.choice(HOLIDAYS))}. {N.ordinary(r.randint(1, 2))}\n")
    T.append(f"Dx: {r.choice(['O24.410 gestational diabetes', 'O13.3 gestational hypertension', 'Z34.83 supervision of normal pregnancy', 'O42.00 PROM'])}\n")
    if r.random() < 0.45:
        T.append(N.rare_ids(1) + "\n")
    T.append(f"Midwife: {N.doc(2).n('full')}, RM; page {m('PHONE', N.P.pager())}\n")
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 7 paediatric clinic + growth chart
def paediatric(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    mom, dad = N.fam
    T = [N.header(r.choice(["Paediatric Clinic Note", "Well Child Visit", "Pediatric Follow-up"]))]
    T.append(f"\n{pt.n(r.choice(['full', 'given']))} is a {N.age_s(m('AGE', str(N.age)) + r.choice(['-year-old', ' yo', ' y/o']))} seen with {N.rel(0, ['mother', 'father', 'grandmother', 'foster mother'])} {mom.n(r.choice(['full', 'given']))}. "
             f"Attends {m('ORGANIZATION', r.choice(['Brightwater Elementary School', 'Alder Creek Middle School', 'Little Acorns Daycare', 'Tamarack Montessori']))}. {N.ordinary(r.randint(1, 2))}\n")
    T.append(f"Parents: {mom.n('full')} ({m('PROFESSION', r.choice(PROFESSIONS))}) and {dad.n('full')} ({m('PROFESSION', r.choice(PROFESSIONS))}). Sibling {m('FAMILY', N.P.given(r.choice('MF')))}, {m('AGE', str(r.randint(1, 15)))}.\n")
    T.append(f"Concern: {r.choice(['recurrent otitis media', 'poor weight gain', 'asthma follow-up', 'ADHD medication review', 'eczema flare'])}. Immunisations up to date (last {N.D(N.earlier(30, 400))}).\n")
    T.append(N.vitals() + "\n")
    T.append("\nGROWTH CHART\n")
    import datetime as dt
    k = r.randrange(2)
    base_age_mo = max(1, N.age * 12 - r.randint(0, 6))
    if k == 0:
        T.append("Date\tAge (mo)\tWt (kg)\tWt %ile\tHt (cm)\tHt %ile\tBMI\n")
    else:
        T.append(f"{'Date':<14}{'Age':<8}{'Wt kg':>7}{'%ile':>6}{'Ht cm':>7}{'%ile':>6}\n")
    d = N.vdate - dt.timedelta(days=30 * 4 * 5)
    am = max(1, base_age_mo - 20)
    for i in range(5):
        wt = 3 + am * 0.25 + r.uniform(-1, 1)
        ht = 50 + am * 0.7 + r.uniform(-2, 2)
        if k == 0:
            T.append("\t".join([N.D(d, r.choice(['us', 'iso'])), m('AGE', str(am)), f"{wt:.1f}", str(r.randint(3, 97)), f"{ht:.1f}", str(r.randint(3, 97)), f"{r.uniform(14, 22):.1f}"]) + "\n")
        else:
            ds = N.D(d, 'us')
            T.append(f"{ds}    {m('AGE', str(am))} mo{' ' * (4 - len(str(am)))}{wt:>7.1f}{r.randint(3, 97):>6}{ht:>7.1f}{r.randint(3, 97):>6}\n")
        d = d + dt.timedelta(days=120)
        am += 4
    T.append(f"\nExam: TMs {r.choice(['clear', 'bulging R', 'dull bilaterally'])}, lungs clear, Tanner stage {r.randint(1, 4)}. No Koplik spots.\n")
    T.append(f"Plan: amoxicillin {r.choice([250, 400])} mg/5 mL, {r.randint(3, 10)} mL PO BID x 10 days; salbutamol MDI 2 puffs q4h PRN. Return {N.D(N.later(14, 180), r.choice(['mon_d', 'wkshort', 'us']))}. Dental at {m('HOSPITAL', N.P.hospital())}.\n")
    T.append(f"Forms for {m('ORGANIZATION', r.choice(['Alder Creek School Board', 'Brightwater Elementary School', 'Larkspur Summer Camp']))} faxed to {N.phone('FAX')}.\n")
    if r.random() < 0.5:
        T.append(f"Custody: {dad.title()} has access this {m('DATE', r.choice(WEEKDAYS))} and over {m('DATE', r.choice(HOLIDAYS))}. " + N.rare_ids(1) + "\n")
    T.append(dx(N, "paediatric"))
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 8 orthopaedics
def orthopaedic(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    side = r.choice(["right", "left"])
    T = [N.header(r.choice(["Orthopaedic Clinic Note", "Fracture Clinic", "Sports Medicine / Ortho Follow-up"]))]
    T.append(f"\nCC: {side} {r.choice(['knee pain', 'hip pain', 'shoulder pain', 'wrist fracture', 'ankle fracture'])}.\n")
    T.append(r.choice([
        f"HPI: {pt.title()}, {N.age_s()}, {m('PROFESSION', r.choice(PROFESSIONS))} at {m('ORGANIZATION', r.choice(ORGS))}, fell from a ladder on {N.D(N.earlier(3, 40), r.choice(['wklong', 'mon_d', 'us']))}. Seen in ED at {m('HOSPITAL', N.P.hospital())}. WSIB/WC claim {m('IDNUM', 'WC-' + str(r.randint(100000, 999999)))}.",
        f"hpi: {N.age_s()}, twisting injury playing hockey {N.D(N.earlier(3, 40), 'md')}; now {r.randint(2, 8)}/10 pain. works as {m('PROFESSION', r.choice(PROFESSIONS))}. {N.rel(0, ['wife', 'husband', 'partner', 'brother', 'sister'])} {N.fam[0].n('given')} drove {N.his()} in.",
        f"HPI: {pt.n('full')} returns {r.randint(2, 12)} weeks after {side} TKA ({N.D(N.earlier(14, 90))}, {d0.title()}). Walking with cane. {N.ordinary(r.randint(1, 2))}",
    ]) + "\n")
    T.append(N.meds(["naproxen 500 mg PO BID with food", "acetaminophen 1 g PO QID", "hydromorphone 1 mg PO q4h PRN",
                     "enoxaparin 40 mg SC daily x 14 days", "celecoxib 200 mg daily", "vitamin D 1000 IU daily",
                     "alendronate 70 mg weekly"]) + "\n")
    T.append(N.vitals() + "\n")
    T.append(r.choice([f"Wells score for DVT {r.randint(0, 3)}; calf soft. ", "Wells criteria low risk. ", "Babinski negative bilaterally. ", ""]))
    T.append(f"Exam: {r.choice(['Lachman negative, McMurray positive medially', 'Neer and Hawkins positive', 'Thomas test negative, Trendelenburg positive', 'anatomical snuffbox tender', 'Ottawa ankle rules positive'])}; {N.ordinary(r.randint(1, 2))} ROM 0-{r.randint(90, 130)} degrees. NVI distally.\n")
    T.append(f"Imaging: XR {side} {r.choice(['knee', 'hip', 'wrist', 'ankle'])} {N.D(N.earlier(0, 10), 'md')} (acc {m('IDNUM', N.P.idnum('acc'))}): {r.choice(['Weber B fracture, undisplaced', 'Colles fracture, dorsal angulation 15 degrees', 'Kellgren-Lawrence grade 3 OA', 'well-fixed components'])}.\n")
    T.append(f"Implant: {r.choice(['Triathlon', 'Attune', 'Persona'])} knee, size {r.randint(3, 7)}, lot/serial {m('DEVICE', N.P.device())}.\n" if r.random() < 0.5 else "")
    T.append(f"Plan: PT at {m('HOSPITAL', N.P.hospital())} 2x/week; off work until {N.D(N.later(14, 60), r.choice(['mon_d', 'us', 'long']))}; note to employer {m('ORGANIZATION', r.choice(ORGS))}. Follow up {r.choice(['6 weeks', '3 months'])} in {N.room()}.\n")
    T.append(f"Dx: {r.choice(['M17.11 primary OA right knee', 'S82.61 lateral malleolus fracture', 'S52.5 distal radius fracture', 'M75.1 rotator cuff syndrome', 'Z96.651 presence of knee prosthesis'])}\n")
    if r.random() < 0.55:
        T.append(N.rare_ids(r.randint(1, 2)) + "\n")
    T.append(f"Cast tech: {N.doc(2).n('full')}; scribe: {N.doc(4).n('full')}\n")
    T.append(dx(N, "ortho"))
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 9 dermatology
def dermatology(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    T = [N.header(r.choice(["Dermatology Consultation", "Skin Clinic Note", "Mohs Surgery Note"]))]
    T.append(f"\n{pt.n(r.choice(['fullmi', 'full']))} ({N.age_s()}), referred by {N.doc(3).title()} for {r.choice(['a changing pigmented lesion', 'psoriasis', 'chronic hand dermatitis', 'acne', 'suspected BCC on the nose'])}. {N.ordinary(r.randint(1, 2))}\n")
    T.append(f"Occupational: {m('PROFESSION', r.choice(PROFESSIONS))}; {r.choice(['outdoor work', 'frequent hand washing', 'latex glove use'])}. Fitzpatrick type {r.choice(['I', 'II', 'III', 'IV', 'V'])}. Family hx melanoma ({r.choice(['mother', 'father', 'brother'])}, age {m('AGE', str(r.randint(30, 80)))}).\n")
    T.append(f"Exam: {r.choice(['6 mm asymmetric macule, L upper back, irregular border, ABCDE 4/5', 'well-demarcated plaques on elbows and knees, PASI 12.4, BSA 9%', 'pearly papule 7 mm L nasal ala with telangiectasia', 'lichenified plaques on dorsal hands'])}. Dermoscopy photos uploaded to {m('URL', N.P.url())}.\n")
    T.append(f"Procedure: {r.choice(['punch biopsy 4 mm', 'shave biopsy', 'elliptical excision, 3 mm margins'])}, lidocaine 1% with epi 2 mL; specimen {m('IDNUM', N.P.idnum('spec'))} to {m('HOSPITAL', N.P.hospital())} pathology. Sutures 4-0 nylon x {r.randint(2, 5)}.\n")
    T.append(N.meds(["clobetasol 0.05% ointment BID x 2 weeks", "methotrexate 15 mg PO weekly", "folic acid 1 mg daily",
                     "adalimumab 40 mg SC q2 weeks", "tretinoin 0.025% cream qHS", "doxycycline 100 mg PO BID",
                     "tacrolimus 0.1% ointment BID", "isotretinoin 40 mg PO daily (iPLEDGE)"], r.randint(2, 4)) + "\n")
    T.append(N.labs(r.randint(4, 7)) + "\n")
    T.append(f"Dx: {r.choice(['L40.0 psoriasis vulgaris', 'D22.5 melanocytic naevus of trunk', 'C44.311 BCC of nose', 'L23.9 allergic contact dermatitis', 'L70.0 acne vulgaris'])}. Koebner phenomenon {r.choice(['present', 'absent'])}.\n")
    T.append(f"Return {N.D(N.later(7, 120), r.choice(['wkshort', 'mon_d', 'us', 'long']))} for suture removal / results. Questions: {m('EMAIL', N.P.dept_email())} or {N.phone()}.\n")
    if r.random() < 0.5:
        T.append(f"Photos taken by {N.doc(2).n('full')} (user {N.doc(2).user()}); camera serial {m('DEVICE', N.P.device())}. " + N.rare_ids(1) + "\n")
    T.append(dx(N, "derm"))
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 10 ophthalmology
def ophthalmology(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    T = [N.header(r.choice(["Ophthalmology Clinic Note", "Retina Clinic", "Eye Exam"]))]
    T.append(f"\n{pt.title()}, {N.age_s()}, {r.choice(['diabetic retinopathy f/u', 'glaucoma suspect', 'cataract evaluation', 'wet AMD on injections'])}. Drives for {m('ORGANIZATION', r.choice(ORGS))} as a {m('PROFESSION', r.choice(['truck driver', 'bus driver', 'courier', 'taxi driver', 'delivery driver']))}; licence {m('LICENSE', N.P.license())}. {N.ordinary(r.randint(1, 2))}\n")
    va = ["20/20", "20/25", "20/30", "20/40", "20/60", "20/80", "20/200", "CF 3 ft"]
    T.append("\n        OD          OS\n")
    T.append(f"VA cc   {r.choice(va):<12}{r.choice(va)}\n")
    T.append(f"IOP     {r.randint(10, 32):<12}{r.randint(10, 32)}   (Goldmann, {tm(r)})\n")
    T.append(f"C/D     0.{r.randint(2, 9):<10}0.{r.randint(2, 9)}\n")
    T.append(f"CCT     {r.randint(490, 610):<12}{r.randint(490, 610)} um\n")
    T.append(f"\nSLE: {r.choice(['2+ NS cataract OU', 'PCIOL OD, clear', 'quiet AC, no cells'])}. DFE: {r.choice(['scattered dot-blot haemorrhages', 'drusen and CNV OS', 'healthy rims', 'cotton wool spots OD'])}. Snellen chart; Amsler grid distortion OS.\n")
    T.append(f"OCT {N.D(None, 'md')} (study {m('IDNUM', N.P.idnum('study'))}): CST {r.randint(220, 480)} um OD, {r.randint(220, 480)} um OS. Images at {m('URL', N.P.url())}.\n")
    T.append(f"Procedure: intravitreal {r.choice(['aflibercept 2 mg', 'bevacizumab 1.25 mg', 'ranibizumab 0.5 mg'])} OS, lot {m('DEVICE', N.P.device())}. Povidone-iodine 5%.\n" if r.random() < 0.6 else
             f"Iris recognition check-in ID {m('BIOID', N.P.bioid())}.\n")
    T.append(N.meds(["latanoprost 0.005% 1 gtt OU qHS", "timolol 0.5% 1 gtt OU BID", "brimonidine 0.2% BID", "prednisolone acetate 1% QID OD",
                     "metformin 1000 mg BID", "insulin lispro per scale"], r.randint(2, 4)) + "\n")
    T.append(f"Dx: {r.choice(['H35.32 exudative AMD', 'E11.3293 moderate NPDR', 'H40.11 POAG', 'H25.11 age-related nuclear cataract'])}\n")
    T.append(f"Next injection {N.D(N.later(28, 56), r.choice(['wkshort', 'us', 'mon_d']))} at {m('HOSPITAL', N.P.hospital())}, {m('LOCATION_OTHER', r.choice(BUILDINGS))}, level {r.randint(1, 4)}. {N.rel(0, ['son', 'daughter', 'neighbour', 'friend']).capitalize()} {N.fam[0].n('full')} to drive (plate {m('VEHICLE', N.P.plate())}).\n")
    T.append(f"Tech: {N.doc(2).n('full')}, COA\n")
    T.append("\n" + N.signature(d0))
    return "".join(T)


# ------------------------------------------------------------------ 11 genetics counselling letter
def genetics(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    gc = N.doc(1)
    T = []
    T.append(f"{N.hospital()}\nDivision of Medical Genetics\n{m('STREET', N.P.street(N.country))}, {m('CITY', N.P.city())}, {m('STATE', N.state[1])} {m('ZIP', N.P.zipc(N.country))}\nTel {N.phone()} | Fax {N.phone('FAX')} | {m('URL', N.P.url())}\n\n")
    T.append(f"{N.D(None, r.choice(['long', 'dmyl', 'mdy3']))}\n\n")
    T.append(f"{pt.title() if N.age >= 18 else 'Parents of ' + pt.n('full')}\n{N.addr()}\n\n")
    T.append(f"RE: {pt.n('caps')}  DOB {N.D(N.dob)}  MRN {m('MRN', N.P.mrn())}\n\n")
    T.append(f"Dear {pt.title() if N.age >= 18 else N.fam[0].title()},\n\n")
    T.append(f"Thank you for meeting with {d0.title()} and me on {N.D(N.earlier(7, 40), r.choice(['wklong', 'long', 'mon_d']))}. You were referred by {N.doc(3).title()} because of {r.choice(['a personal history of breast cancer at age ' + m('AGE', str(r.randint(28, 49))), 'a family history of colon cancer', 'developmental delay', 'hypertrophic cardiomyopathy in a sibling', 'suspected Marfan syndrome'])}. {N.ordinary(r.randint(1, 2))}\n\n")
    rel = r.sample(["mother", "father", "maternal aunt", "paternal uncle", "sister", "brother", "maternal grandmother"], 3)
    T.append("Family history (pedigree drawn):\n")
    for rl in rel:
        rsex = "F" if any(w in rl for w in ("mother", "aunt", "sister", "grandmother")) else "M"
        nm = m("FAMILY", N.P.given(rsex) + (" " + N.P.surname() if r.random() < 0.3 else ""))
        T.append(f"- {rl} {nm}: {r.choice(['breast cancer', 'colon cancer', 'sudden death', 'ovarian cancer', 'healthy', 'Lynch syndrome'])} at {m('AGE', str(r.randint(30, 88)))}; lives in {m('COUNTRY', r.choice(COUNTRIES)) if r.random() < 0.5 else m('CITY', N.P.city())}\n")
    T.append(f"\nAncestry: {m('COUNTRY', r.choice(COUNTRIES))} and {m('COUNTRY', r.choice(COUNTRIES))}. Consanguinity denied.\n\n")
    T.append(f"Testing: a {r.choice(['multigene hereditary cancer panel (47 genes)', 'exome sequencing (trio)', 'chromosomal microarray', 'cardiomyopathy panel'])} was sent to {m('ORGANIZATION', r.choice(['Helixgate Diagnostics', 'Corbin Genomics Lab', 'Norwood Molecular']))}, requisition {m('IDNUM', N.P.idnum('req'))}, sample {m('BIOID', 'DNA-' + str(r.randint(100000, 999999)))}. "
             f"Result ({N.D(N.earlier(0, 6), 'long')}): {r.choice(['pathogenic variant in BRCA2 c.5946delT', 'VUS in MLH1', 'no pathogenic variants', 'heterozygous MYBPC3 variant', '22q11.2 deletion'])}. Turnaround 3 weeks.\n\n")
    T.append(f"Insurance: {m('ORGANIZATION', r.choice(INSURERS))} member {m('HEALTHPLAN', N.P.healthplan(N.country))}. GINA protections were discussed. Cascade testing offered to {N.his()} {N.rel(1, ['sister', 'brother', 'daughter', 'son'])} {N.fam[1].n('full')}.\n\n")
    T.append(f"Please contact me at {N.phone()} or {gc.email()} with any questions. We will see you again on {N.D(N.later(30, 200), r.choice(['long', 'mon_d', 'wklong']))}.\n\n")
    T.append(dx(N, "genetics"))
    T.append(f"Sincerely,\n\n{gc.cred(r.choice([', MS, CGC', ', CGC', ', MSc, CCGC']))}\nGenetic Counsellor\n\n")
    T.append(f"{d0.cred()}\nMedical Geneticist\n")
    T.append(f"cc: {N.doc(3).title()}, {m('HOSPITAL', N.P.hospital())}\n")
    if r.random() < 0.4:
        T.append(N.rare_ids(1) + "\n")
    return "".join(T)


# ------------------------------------------------------------------ 12 transplant coordinator
def transplant(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    co = N.doc(1)
    org = r.choice(["kidney", "liver", "heart", "lung", "kidney-pancreas"])
    T = [N.header(r.choice(["Transplant Coordinator Note", "Pre-Transplant Evaluation", "Post-Transplant Follow-up Call"]))]
    T.append(f"\nCoordinator: {co.n('full')}, RN, BSN ({co.user()})  Phone {N.phone()}\n")
    T.append(r.choice([
        f"{pt.title()} ({N.age_s()}) listed for {org} transplant {N.D(N.earlier(100, 900))}. Blood group {r.choice(['O', 'A', 'B', 'AB'])}; cPRA {r.randint(0, 98)}%; MELD {r.randint(12, 34)}. UNOS ID {m('IDNUM', str(r.randint(100000000, 999999999)))}.",
        f"call w/ pt {pt.n(r.choice(['given', 'full']))} ({N.age_s()}) s/p {org} tx {N.D(N.earlier(30, 900), 'md')}; tac trough {r.uniform(4, 12):.1f} ng/mL. feeling well. {N.ordinary(r.randint(1, 2))}",
        f"Living donor work-up: recipient {pt.n('full')}; donor {N.fam[0].n('full')} ({N.rel(0, ['brother', 'sister', 'cousin', 'friend', 'coworker'])}, {m('AGE', str(r.randint(22, 60)))}), HLA match {r.randint(1, 6)}/6. Donor employer {m('ORGANIZATION', r.choice(ORGS))}.",
    ]) + "\n")
    T.append(N.meds(["tacrolimus 3 mg PO BID", "mycophenolate mofetil 1000 mg PO BID", "prednisone 5 mg daily",
                     "valganciclovir 450 mg daily", "TMP-SMX SS 1 tab daily", "nystatin 5 mL swish QID", "amlodipine 5 mg daily"]) + "\n")
    T.append(N.labs() + "\n")
    T.append(f"Work-up checklist:\n- Echo {N.D(N.earlier(10, 200), 'md')} EF {r.randint(50, 65)}%\n- Dental clearance ({m('HOSPITAL', N.P.hospital())}) {N.D(N.earlier(10, 200), 'md')}\n- Social work: {N.doc(4).n('full')}, MSW\n- Financial: {m('ORGANIZATION', r.choice(INSURERS))} auth {m('IDNUM', N.P.idnum('req'))}\n- Caregiver plan: {N.fam[1].n('full')} ({m('PROFESSION', r.choice(PROFESSIONS))}) available 24/7\n")
    T.append(N.social() + "\n")
    T.append(f"Pt carries pager for organ offer: {m('PHONE', N.P.pager())}. Lives {r.randint(1, 5)} h from {m('HOSPITAL', N.hosp)}; air ambulance via {m('ORGANIZATION', r.choice(['Northern Lifeflight', 'Prairie Air Medical']))}.\n")
    if r.random() < 0.6:
        T.append(N.rare_ids(r.randint(1, 2)) + "\n")
    T.append(f"Next clinic {N.D(N.later(7, 60), r.choice(['wkshort', 'us', 'mon_d']))} with {d0.title()}, {m('LOCATION_OTHER', r.choice(BUILDINGS))}.\n")
    T.append(dx(N, "transplant"))
    T.append("\n" + N.signature(co, extra=r.random() < 0.5))
    return "".join(T)


# ------------------------------------------------------------------ 13 anaesthesia pre-op
def anaesthesia(N):
    r = N.r
    pt, d0 = N.pt, N.doc(0)
    T = [N.header(r.choice(["Anaesthesia Pre-operative Assessment", "Pre-Anesthesia Evaluation", "PAC Clinic Note"]))]
    T.append(f"\nProcedure: {r.choice(['laparoscopic cholecystectomy', 'right total hip arthroplasty', 'TURP', 'thyroidectomy', 'CABG x3', 'hysterectomy'])} with {N.doc(1).title()} on {N.D(N.later(3, 30), r.choice(['wklong', 'us', 'wkshort', 'long']))}, {m('HOSPITAL', N.P.hospital())} OR {m('LOCATION_OTHER', str(r.randint(1, 18)))}.\n")
    T.append(r.choice([
        f"{pt.n('full')} is a {N.age_s()} {N.sexword()}, {m('PROFESSION', r.choice(PROFESSIONS))}, with {r.choice(['OSA on CPAP', 'T2DM, HbA1c 7.8%', 'CAD s/p PCI', 'asthma', 'CKD stage 3'])}. Functional capacity > 4 METs. {N.ordinary(r.randint(1, 2))}",
        f"{N.age_s()}; pmhx htn, dm2, osa (stop-bang {r.randint(3, 7)}). prior GA {N.D(N.earlier(400, 4000), 'y')} uneventful. mother ({N.fam[0].n('given')}) had malignant hyperthermia? -- clarify.",
    ]) + "\n")
    T.append(N.meds() + "\n")
    T.append("Allergies: penicillin (rash), latex.\n")
    T.append(N.vitals() + "\n")
    T.append(f"Airway: Mallampati {r.choice(['I', 'II', 'III', 'IV'])}, TMD > 3 FB, mouth opening 4 cm, full dentition, neck ROM full. Upper lip bite test class {r.randint(1, 3)}.\n")
    T.append(r.choice(["GCS 15, alert and oriented. ", "Neuro: GCS 15, Babinski downgoing. ", "Hx Parkinson's disease, on levodopa/carbidopa 100/25 TID. ", "Foley catheter planned intra-op. ", ""]) + f"ASA {r.choice(['II', 'III', 'IV'])}. RCRI {r.randint(0, 3)}. STOP-BANG {r.randint(1, 7)}. Frailty scale {r.randint(2, 6)}.\n")
    T.append(N.labs() + "\n")
    T.append(f"ECG {N.D(N.earlier(1, 30), 'md')}: NSR, no ischaemia. Type and screen {m('IDNUM', N.P.idnum('acc'))}.\n")
    T.append(f"Plan: GA with ETT; RSI not indicated; PONV prophylaxis (dexamethasone 4 mg, ondansetron 4 mg). Hold metformin morning of surgery; hold apixaban 48 h. NPO after midnight. Arrive {tm(r)} to {m('HOSPITAL', r.choice(WARDS))}.\n")
    T.append(f"Consent discussed with patient and {N.rel(1, ['wife', 'husband', 'daughter', 'son', 'POA'])} {N.fam[1].n('full')} ({N.phone()}). {N.ordinary(r.randint(1, 2))}\n")
    if r.random() < 0.55:
        T.append(N.rare_ids(r.randint(1, 2)) + "\n")
    T.append(f"PAC nurse: {N.doc(2).n('full')} RN; pager {m('PHONE', N.P.pager())}\n")
    T.append(dx(N, "anaesthesia"))
    T.append("\n" + N.signature(d0))
    return "".join(T)


GENRES = [("cardiology_clinic", cardiology), ("oncology_consult", oncology), ("endoscopy_report", endoscopy),
          ("cath_lab_report", cathlab), ("dialysis_run_sheet", dialysis), ("obstetric_labour", obstetric),
          ("paediatric_clinic", paediatric), ("orthopaedic_clinic", orthopaedic), ("dermatology", dermatology),
          ("ophthalmology", ophthalmology), ("genetics_letter", genetics), ("transplant_coordinator", transplant),
          ("anaesthesia_preop", anaesthesia)]
