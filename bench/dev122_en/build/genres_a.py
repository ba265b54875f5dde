"""Cardiology and oncology genres."""
import datetime as dt

import clin as C
from common import pad, cap, audit, cc_line, header, join, maybe, neg_block, signoff, social
from phi import P, Ctx


def cath_report(r):
    c = Ctx(r)
    right = r.random() < 0.4
    lad = r.choice([70, 80, 90, 95, 99, 100])
    stent = f"{r.choice(['2.5', '2.75', '3.0', '3.5'])} x {r.choice([12, 15, 18, 22, 28])} mm"
    L = [header(c, "Cardiac Catheterization Report", "Cardiac Catheterization Laboratory")]
    L.append(f"Procedure date: {c.d(c.adm)}    Case #: {c.idn('cath')}    Start {C.ctime(r)}")
    L.append(f"Operators: {c.dn(0)} (attending); fellow {c.dn(1)}. Circulating {c.sn(0, 'RN')}; scrub {c.sn(1, 'tech')}.")
    L.append(f"Referring physician: {c.dn(3)}, {c.H(2)}, phone {c.phone()}, fax {c.fax()}")
    L.append("")
    L.append(f"INDICATION: {c.age_s()} with {C.icd(r)} and {C.icd(r)}. Presented to {c.H(1)} on {c.ds(c.day(-1))} with chest pain; "
             f"{C.LABS['cardiac'][0][0]} peaked at {round(r.uniform(0.5, 40), 2)} ng/mL. Transferred here {c.wd(c.adm)}.")
    L.append(f"Prior history: PCI to RCA in {c.year(c.adm.year - r.randint(2, 12))} at {c.Hany()}; {C.score(r)}; {C.score(r)}.")
    L.append("")
    L.append(f"ACCESS: {'right radial, 6 Fr; Allen test normal' if r.random() < 0.6 else 'right common femoral, 6 Fr, Seldinger technique'}. "
             f"Heparin {r.choice([5000, 7000, 8000])} units IV. Catheters: Judkins left 4, Judkins right 4{', Amplatz left 1 guide' if r.random() < 0.4 else ''}.")
    L.append(f"SEDATION: midazolam {r.choice([1, 2, 3])} mg IV, fentanyl {r.choice([25, 50, 75])} mcg IV. Contrast iohexol {r.randint(60, 240)} mL. Fluoro time {round(r.uniform(4, 38), 1)} min. Air kerma {r.randint(300, 2400)} mGy.")
    L.append("")
    L.append("HEMODYNAMICS:")
    L.append(f"  AO {r.randint(100, 170)}/{r.randint(50, 90)} (mean {r.randint(70, 110)}) mmHg;  LV {r.randint(100, 170)}/{r.randint(8, 32)} mmHg")
    if right:
        L.append(f"  Swan-Ganz: RA {r.randint(2, 18)}, RV {r.randint(25, 60)}/{r.randint(2, 15)}, PA {r.randint(25, 65)}/{r.randint(10, 30)} (mean {r.randint(18, 45)}), PCWP {r.randint(8, 32)} mmHg")
        L.append(f"  CO {round(r.uniform(2.5, 6.5), 1)} L/min (Fick), CI {round(r.uniform(1.4, 3.4), 1)} L/min/m2, SvO2 {r.randint(45, 75)}%, PVR {round(r.uniform(1, 6), 1)} WU")
    L.append("")
    L.append("ANGIOGRAPHY:")
    L.append(f"  LM: {r.choice(['normal', 'mild luminal irregularities', '30% distal'])}.")
    L.append(f"  LAD: {lad}% proximal stenosis, TIMI {r.randint(0, 3)} flow; D1 {r.choice(['patent', '50%', '70% ostial'])}.")
    L.append(f"  LCx: {r.choice(['non-dominant, mild disease', '60% mid', 'occluded OM1 with left-to-right collaterals'])}.")
    L.append(f"  RCA: {r.choice(['dominant; patent prior stent', '40% mid', 'chronic total occlusion, rich collateral flow'])}.")
    L.append("")
    L.append(f"INTERVENTION: PCI of proximal LAD with drug-eluting stent {stent} (UDI serial {c.device()}), post-dilated to {r.choice([14, 16, 18, 20])} atm. Final TIMI 3 flow, 0% residual.")
    L.append(f"COMPLICATIONS: {r.choice(['None.', 'Small radial hematoma, manual pressure.', 'Transient bradycardia, resolved with atropine 0.5 mg.'])}  EBL < {r.choice([10, 20, 50])} mL.")
    L.append("")
    L.append("PLAN:")
    L.append(f"  - Aspirin 81 mg daily indefinitely; ticagrelor 90 mg BID for 12 months; atorvastatin 80 mg nightly.")
    L.append(f"  - TR band removal per protocol; check access site and distal pulses q15 min x 4.")
    L.append(f"  - {C.wordphrase(r).capitalize()}; {C.eponym(r)}.")
    L.append(f"  - Follow up with {c.dn(3)} at {c.H(2)} on {c.ds(c.day(r.randint(7, 30)))}; echo on {c.ds(c.day(r.randint(1, 3)))}.")
    L.append(f"  - Findings discussed with {c.ptref()} and {c.fn(0)} in the recovery area, bay {c.bed()}.")
    L.append("")
    L.append(signoff(c, 0, c.adm))
    L.append(maybe(r, 0.35, audit(c)))
    return join(*L)


def echo_report(r):
    c = Ctx(r)
    ef = r.randint(15, 70)
    L = [header(c, "Transthoracic Echocardiogram Report", "Echocardiography Laboratory", r.random() < 0.5)]
    L.append(f"Study ID: {c.idn('study')}   Study date: {c.d(c.day(r.randint(0, 3)))}   Location: {c.unitname()} {c.room()}")
    L.append(f"Sonographer: {P('DOCTOR', c.staff[0].full)}, RDCS   Reader: {c.dn(0)}   Ordering: {c.dn(1)}")
    L.append(f"Ht {r.randint(150, 195)} cm  Wt {r.randint(45, 140)} kg  BSA {round(r.uniform(1.4, 2.5), 2)} m2  {C.vitals(r, 0)}  Rhythm: {r.choice(['sinus rhythm', 'atrial fibrillation', 'paced', 'sinus tachycardia'])}")
    L.append(f"Indication: {C.icd(r)}; {r.choice(['assess LV function', 'murmur', 'pre-transplant evaluation', 'post-MI', 'dyspnea', 'anthracycline surveillance'])}.")
    if r.random() < 0.4:
        L.append(f"Device: dual-chamber pacemaker (serial {c.device()}), leads seen in RA and RV.")
    L.append("")
    L.append("MEASUREMENTS")
    meas = [("LVIDd", f"{round(r.uniform(3.8, 7.2), 1)} cm"), ("LVIDs", f"{round(r.uniform(2.2, 6.4), 1)} cm"), ("IVSd", f"{round(r.uniform(0.7, 1.6), 1)} cm"),
            ("PWd", f"{round(r.uniform(0.7, 1.5), 1)} cm"), ("LA vol index", f"{r.randint(18, 62)} mL/m2"), ("LVEF (biplane Simpson's)", f"{ef}%"),
            ("E/A", f"{round(r.uniform(0.6, 2.8), 1)}"), ("E/e' avg", f"{r.randint(6, 22)}"), ("TAPSE", f"{round(r.uniform(1.0, 2.6), 1)} cm"),
            ("RVSP", f"{r.randint(22, 70)} mmHg"), ("AV Vmax", f"{round(r.uniform(1.1, 5.0), 1)} m/s"), ("AV mean gradient", f"{r.randint(4, 60)} mmHg"),
            ("AVA (VTI)", f"{round(r.uniform(0.6, 3.2), 1)} cm2"), ("IVC", f"{round(r.uniform(1.2, 2.8), 1)} cm, {r.choice(['>50%', '<50%'])} collapse")]
    for a, b in meas:
        L.append(f"  {a:<26}{b}")
    L.append("")
    L.append("FINDINGS")
    L.append(f"Left ventricle: {r.choice(['normal size', 'mildly dilated', 'severely dilated'])}; {r.choice(['normal wall thickness', 'concentric LVH'])}. LVEF {ef}% with {r.choice(['no regional wall motion abnormalities', 'akinesis of the apex and distal anterior wall', 'global hypokinesis', 'inferior hypokinesis'])}. Grade {r.randint(1, 3)} diastolic dysfunction.")
    L.append(f"Right ventricle: {r.choice(['normal size and function', 'mildly reduced function', 'dilated with reduced function'])}. Doppler: {r.choice(['mild', 'moderate', 'trace'])} TR.")
    L.append(f"Valves: {r.choice(['trileaflet aortic valve, mild calcification', 'severe aortic stenosis', 'bioprosthetic AVR, normal function'])}; {r.choice(['mild MR', 'moderate MR', 'no MR'])}.")
    L.append(f"Pericardium: {r.choice(['no effusion', 'small circumferential effusion without tamponade physiology'])}.")
    L.append("")
    L.append(f"COMPARISON: prior TTE {c.d(c.day(-r.randint(60, 900)))} at {c.H(1)} showed LVEF {r.randint(15, 70)}%.")
    L.append("CONCLUSIONS")
    L.append(f"1. LVEF {ef}%. 2. {r.choice(['No intracardiac thrombus.', 'Apical thrombus cannot be excluded; consider contrast study.', 'Moderate pulmonary hypertension.'])} 3. {C.score(r)}.")
    L.append(f"Critical result called to {c.dn(1)} at {C.ctime(r)} on {c.ds(c.day(1))}; read back confirmed.")
    L.append("")
    L.append(signoff(c, 0))
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)


def ccu_progress(r):
    c = Ctx(r)
    hd = r.randint(2, 14)
    today = c.day(hd)
    L = []
    if r.random() < 0.5:
        L.append(header(c, "CCU Progress Note", "Cardiac Intensive Care Unit"))
    else:
        L.append(f"CCU PROGRESS NOTE  HD #{hd}  {c.ds(today, r.choice(['wmd', 'wmd2', 'md']))}")
        L.append(f"{c.ptn(r.choice([2, 3, 1]))}  MRN {c.mrn()}  CCU bed {c.bed()}  Attending {c.dn(0)}")
    L.append("")
    L.append(f"ID: {c.ptref()} is a {c.age_s()} with {C.icd(r)} and {C.icd(r)} admitted {c.ds(c.adm)} from {c.H(1)} with "
             f"{r.choice(['cardiogenic shock', 'acute decompensated heart failure', 'VT storm', 'inferior STEMI complicated by complete heart block', 'NSTEMI with pulmonary edema'])}.")
    L.append("")
    L.append("INTERVAL EVENTS:")
    L.append(f"- Overnight {c.sn(0, 'RN')} noted {r.choice(['runs of NSVT', 'MAP in the 50s', 'new AF with RVR', 'desaturation to 86%'])} at {C.ctime(r)}; {C.med(r)} given.")
    L.append(f"- {c.fn(0)} visited; updated by phone {c.phone()}.")
    L.append(f"- {C.eponym(r)}; {C.wordphrase(r)}.")
    L.append("")
    L.append(f"VITALS: {C.vitals(r)}")
    L.append(f"I/O: {r.randint(800, 3200)} / {r.randint(900, 5200)} mL; net {r.choice(['-', '+'])}{r.randint(100, 2400)} mL. Wt {r.randint(55, 130)} kg (admit {r.randint(55, 135)} kg).")
    L.append(f"Drips: {C.med(r, C.DRUGS[20])}; {C.med(r, C.DRUGS[19])}; {C.med(r, C.DRUGS[12])}")
    if r.random() < 0.5:
        L.append(f"PA catheter: CVP {r.randint(4, 22)}, PA {r.randint(30, 70)}/{r.randint(12, 34)}, PCWP {r.randint(10, 34)}, CO {round(r.uniform(2.2, 6.0), 1)}, CI {round(r.uniform(1.3, 3.3), 1)}, SVR {r.randint(700, 2100)}")
    L.append("")
    L.append(f"EXAM: {r.choice(['Alert, oriented x3', 'Sedated, RASS -2', 'Drowsy but arousable'])}. JVP {r.randint(6, 16)} cm. {r.choice(['S3 present', 'Regular rhythm, no murmur', 'Irregularly irregular'])}. {r.choice(['Bibasilar crackles', 'Clear lungs'])}. {r.randint(0, 3)}+ edema. {C.eponym(r)}.")
    L.append("")
    L.append(f"LABS: {C.lab_line(r, 'bmp')}")
    L.append(f"      {C.lab_line(r, 'cbc')}")
    L.append(f"      {C.lab_line(r, 'cardiac')}; {C.lab_line(r, 'coag', 0)}")
    L.append("")
    L.append("ASSESSMENT & PLAN:")
    L.append(f"1. {r.choice(['Cardiogenic shock, SCAI stage C', 'HFrEF, NYHA IV', 'Ischemic cardiomyopathy'])}: {C.score(r)}. Continue {C.med(r)}; wean as tolerated. {C.wordphrase(r).capitalize()}.")
    L.append(f"2. AF: {C.score(r)}; {C.score(r)}. Rate control with {C.med(r, C.DRUGS[17])}.")
    L.append(f"3. AKI: {C.LABS['bmp'][5][0]} {round(r.uniform(1.1, 3.8), 2)} from baseline {round(r.uniform(0.7, 1.2), 2)}. Renally dose meds; Foley for strict I/O.")
    if r.random() < 0.5:
        L.append(f"4. Device: {r.choice(['ICD', 'CRT-D', 'Impella CP', 'IABP 1:1'])} serial {c.device()}; EP ({c.dn(4)}) following, pager {c.pager()}.")
    L.append(f"Dispo: remains in CCU bed {c.bed()}. Code status {r.choice(['full code', 'DNR/DNI', 'full code, revisiting goals'])} confirmed with {c.fn(1)} on {c.wd(today)}.")
    L.append(f"Discussed on rounds with {c.dn(0)}, {c.dn(2)} (resident), {c.sn(2, 'PharmD')}.")
    L.append("")
    L.append(signoff(c, 2, today))
    return join(*L)


def chemo_flowsheet(r):
    c = Ctx(r)
    reg = r.choice([("FOLFOX", ["oxaliplatin", "leucovorin", "5-fluorouracil"], 14), ("AC", ["doxorubicin", "cyclophosphamide"], 21),
                    ("carbo/paclitaxel", ["carboplatin", "paclitaxel"], 21), ("R-CHOP", ["rituximab", "cyclophosphamide", "doxorubicin"], 21),
                    ("gemcitabine", ["gemcitabine"], 7), ("pembrolizumab", ["pembrolizumab"], 21)])
    drugs = [d for d in C.DRUGS if d[0] in reg[1]]
    L = [f"CHEMOTHERAPY FLOWSHEET - {c.H(0)} Infusion Services", ""]
    L.append(f"Patient: {c.ptn(r.choice([2, 3]))}   MRN: {c.mrn()}   DOB: {c.dob_s()}   Sex: {c.pt.sex}")
    L.append(f"Dx: {C.icd(r)}   Regimen: {reg[0]} q{reg[2]}d   Protocol/order set: {c.idn('ord')}")
    L.append(f"Ht {r.randint(150, 192)} cm  BSA {round(r.uniform(1.45, 2.3), 2)} m2  Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa', 'iodinated contrast'])}")
    L.append(f"Treating oncologist: {c.dn(0)}   Primary RN: {c.sn(0, 'RN')}   Pharmacist: {c.sn(1, 'PharmD')}")
    L.append(f"Insurance: {c.org('ins')}  Member ID {c.hp()}  Prior auth #{c.idn('req')}")
    L.append("")
    L.append("Cycle   Date        Wt(kg)  ANC    Plt   Cr    Drug / dose                        RN")
    d0 = c.adm
    ncyc = r.randint(3, 7)
    for i in range(ncyc):
        dd = d0 + dt.timedelta(days=i * reg[2] + r.choice([0, 0, 0, 7]))
        dr = r.choice(drugs)
        dose = r.choice(dr[1])
        nurse = r.choice(c.staff[:3])
        tag = c.ds(dd, r.choice(["md", "md0", "mdy"])) if r.random() < 0.6 else c.d(dd, r.choice(["mdy", "mdY", "mdY0"]))
        L.append(f"C{i + 1}D1    {pad(tag, 11)} {round(r.uniform(45, 120), 1):<6}  {round(r.uniform(0.4, 7), 1):<5}  {r.randint(40, 420):<4}  "
                 f"{round(r.uniform(0.5, 1.9), 2):<4}  {dr[0]} {dose}{' (dose reduced 20%)' if r.random() < 0.15 else ''}    {c.inits(nurse, r.random() < 0.5)}")
    L.append("")
    L.append(f"C2 due {c.ds(d0 + dt.timedelta(days=reg[2]))}: {r.choice(['given on time', 'held - ANC 0.9, delayed 1 week', 'held - Plt 62, delayed'])}.")
    L.append(f"Toxicities (CTCAE v5): neuropathy grade {r.randint(0, 2)}, fatigue grade {r.randint(0, 3)}, mucositis grade {r.randint(0, 2)}, nausea grade {r.randint(0, 2)}.")
    L.append(f"Supportive: {'; '.join(C.meds(r, 3, ['ondansetron', 'dexamethasone', 'filgrastim', 'pegfilgrastim', 'prochlorperazine', 'allopurinol']))}.")
    L.append(f"Labs today: {C.lab_line(r, 'cbc', 2)}")
    L.append(f"           {C.lab_line(r, 'onc', 1)}")
    L.append(f"Next cycle: {c.ds(c.day(reg[2] * ncyc))}   Next scan: CT C/A/P {r.choice(['after C4', 'after C6', 'in 8 weeks'])}")
    L.append(f"Patient questions to triage line {c.phone()} or portal {c.url()}.")
    L.append(f"Pump serial {c.device()} (ambulatory CADD), disconnect {c.wd(c.day(2))} by home infusion, {c.org('agency')}.") if r.random() < 0.5 else None
    L.append(f"Verified by {c.sn(1, 'PharmD')} and {c.sn(0, 'RN')}; dispensing cabinet login via fingerprint ID {c.bio('fingerprint')}.")
    L.append(maybe(r, 0.4, audit(c)))
    return join(*L)


def tumor_board(r):
    c = Ctx(r)
    site = r.choice(["Thoracic", "GI", "Breast", "Lymphoma", "Hepatobiliary", "Neuro-oncology", "GU"])
    L = [f"{c.H()} - Multidisciplinary {site} Tumor Board", f"Conference date: {c.d(c.day(r.randint(3, 20)), r.choice(['WMdY', 'MdY', 'mdY']))}   Case #{c.idn('case')}", ""]
    L.append(f"Presenter: {c.dn(0)}. Present: {c.dn(1)} (radiology), {c.dn(2)} (pathology), {c.dn(3)} (radiation oncology), {c.dn(4)} (surgery), {c.sn(0, 'NP')}, nurse navigator {P('DOCTOR', c.staff[1].full)}.")
    L.append("")
    L.append(f"PATIENT: {c.ptn(r.choice([0, 1, 3]))}, {c.age_s()}, MRN {c.mrn()}; referred by {c.dn(5)} of {c.H(2)}, {c.cityst()}.")
    L.append(f"HISTORY: {r.choice(['Incidental', 'Symptomatic'])} finding of a {round(r.uniform(1.2, 8.5), 1)} cm mass on CT {c.dany(c.day(-r.randint(20, 60)))}. "
             f"Biopsy {c.ds(c.day(-r.randint(5, 19)))} (accession {c.idn('acc')}): {r.choice(['adenocarcinoma', 'squamous cell carcinoma', 'invasive ductal carcinoma', 'diffuse large B-cell lymphoma', 'glioblastoma, IDH-wildtype'])}.")
    L.append(f"Markers: {r.choice(['PD-L1 TPS 60%', 'ER 95%, PR 40%, HER2 1+', 'MSI-stable, KRAS G12D', 'Ki-67 80%', 'MGMT unmethylated'])}. {C.lab_line(r, 'onc', 0)}.")
    L.append(f"PET/CT {c.ds(c.day(-r.randint(1, 12)))}: SUVmax {round(r.uniform(3, 22), 1)}; {r.choice(['no distant disease', 'FDG-avid mediastinal nodes', 'two hepatic lesions'])}.")
    L.append(f"Stage: {r.choice(['cT2aN2M0, IIIA', 'cT1cN0M0, IA3', 'pT3N1M0, IIIB', 'IVA', 'Ann Arbor IIIB', 'cT3N0M0'])} (AJCC 8th). {C.score(r)}. {C.score(r)}.")
    L.append(f"Comorbidities: {C.icd(r)}; {C.icd(r)}.")
    L.append(f"Social: {social(c)}")
    L.append("")
    L.append("DISCUSSION: " + neg_block(r, 2) + f" Imaging reviewed live by {c.dn(1)}; {C.wordphrase(r)}.")
    L.append("RECOMMENDATIONS:")
    L.append(f"1. {r.choice(['Concurrent chemoradiation', 'Neoadjuvant chemotherapy then surgical resection', 'Systemic therapy', 'Upfront resection (Whipple procedure)', 'R-CHOP x 6'])}: {'; '.join(C.meds(r, 2, ['carboplatin', 'paclitaxel', 'cisplatin', 'pembrolizumab', 'rituximab', 'gemcitabine', 'oxaliplatin']))}.")
    L.append(f"2. Clinical trial screening (study {c.idn('crn')}); coordinator {P('DOCTOR', c.staff[2].full)}, {c.phone()}, {c.email(c.staff[2])}.")
    L.append(f"3. Follow up in clinic with {c.dn(0)} {c.wd(c.day(r.randint(21, 30)))} {c.ds(c.day(r.randint(21, 30)), 'md')}; genetics referral.")
    L.append(f"Consensus recorded by {c.sn(3, 'scribe')}. Virtual attendees joined via {c.url()}.")
    L.append(maybe(r, 0.4, audit(c)))
    return join(*L)


def infusion_note(r):
    c = Ctx(r)
    drug = r.choice([d for d in C.DRUGS if d[0] in ("pembrolizumab", "rituximab", "oxaliplatin", "paclitaxel", "gemcitabine", "carboplatin", "doxorubicin")])
    t1 = C.ctime(r)
    L = []
    if r.random() < 0.5:
        L.append(header(c, "Infusion Nursing Note", "Infusion Center", r.random() < 0.5))
    else:
        L.append(f"Infusion Center Note - {c.H(2)} - {c.d(c.adm)}")
        L.append(f"{c.ptn(r.choice([1, 2, 5]))}  MRN {c.mrn()}  Chair {c.bed()}")
    L.append("")
    L.append(f"{cap(c.ptref())} arrived {r.choice(['ambulatory', 'by wheelchair', 'with walker'])} at {t1} accompanied by {c.fn(0)}. "
             f"Identity verified with name and DOB ({c.dob_s()}).")
    L.append(f"Cycle {r.randint(1, 12)} day 1 of {drug[0]}. {C.score(r)}. Denies fever, chills; {r.choice(['mild fatigue', 'grade 1 neuropathy in fingertips', 'appetite fair', 'no mucositis'])}.")
    L.append(f"Access: {r.choice(['Port-a-Cath accessed with 20G Huber needle', 'PIV 22G L forearm', 'PICC right basilic, dressing changed'])}; brisk blood return. {C.eponym(r)}.")
    L.append(f"Pre-vitals: {C.vitals(r, 2)}")
    L.append(f"Labs: {C.lab_line(r, 'cbc', 1)}")
    L.append(f"      {C.lab_line(r, 'bmp', 0)}")
    L.append(f"Pre-meds at {C.ctime(r)}: {'; '.join(C.meds(r, 3, ['ondansetron', 'dexamethasone', 'acetaminophen', 'famotidine']))}.")
    L.append(f"Infused {drug[0]} {r.choice(drug[1])} over {r.choice([30, 60, 90, 120])} min via pump (serial {c.device()}); start {C.ctime(r)}, end {C.ctime(r)}. No reaction.")
    L.append(f"Post-vitals: {C.vitals(r, 0)}")
    L.append(f"Education: neutropenic precautions, call {c.phone()} for T >= 38.0 C. {C.wordphrase(r).capitalize()}.")
    L.append(f"Next visit {c.wd(c.day(r.choice([7, 14, 21])))} {c.ds(c.day(r.choice([7, 14, 21])), 'md')} with {c.dn(0)}; labs day before at {c.H(2)}.")
    if r.random() < 0.5:
        L.append(f"Ride arranged through {c.org('agency')}; {c.fn(1)} drives ({r.choice(['silver', 'black', 'red'])} sedan, plate {c.plate()}).")
    L.append(f"Meds pulled from cabinet under fingerprint ID {c.bio('fingerprint')}." if r.random() < 0.5 else f"Waste witnessed by {c.sn(1, 'RN')}.")
    L.append(f"{c.sn(0, 'RN')}  {c.d(c.adm, 'mdY')} {C.ctime(r)}")
    return join(*L)
