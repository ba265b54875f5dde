"""Specialty-clinic content: diagnoses, drugs, tests and genre-specific report bodies.

Report functions take (c, R, F) - context, rng, field dict - and return a list of lines with marked PHI.
"""
import datetime as dt

from core import M, fmt_date

L = "ABCDEFGHJKLMNPRSTUVWXYZ"
SCHOOLS_X = ["St. Aidan's College", "Wrexley Academy", "Sutter Ridge High", "Banksia Vale Secondary College"]
ORGS_X = ["Grace Fellowship Church", "Lakemont Rotary Club", "Carrow Men's Shed", "Hollinsford Rugby Club"]


def rid(R, pat):
    """Build an ID from a pattern: 9 -> digit, A -> letter, anything else literal."""
    return "".join(R.choice("0123456789") if ch == "9" else R.choice(L) if ch == "A" else ch for ch in pat)


def vin(R):
    cs = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(R.choice(cs) for _ in range(17))


def plate(c):
    R = c.R
    if c.loc == "UK":
        return f"{R.choice(L)}{R.choice(L)}{R.randint(10, 24)} {R.choice(L)}{R.choice(L)}{R.choice(L)}"
    if c.loc == "AU":
        return R.choice([rid(R, "AAA-999"), rid(R, "9AA-9AA"), rid(R, "AA-99-AA")])
    return R.choice([rid(R, "9AAA999"), rid(R, "AAA-9999"), rid(R, "AA9-A999")])


def lab_row(R, spec):
    name, unit, lo, hi, dec = spec
    v = R.uniform(lo, hi)
    return f"{v:.{dec}f}"


def table(c, R, labs, n=None, dates=None):
    n = n or R.randint(3, 5)
    if dates is None:
        dates = sorted(c.before(1, 400) for _ in range(n - 1)) + [c.visit]
    st = R.choice(["mdY", "mdy", "md", "dmonY", "iso"] if c.loc == "US" else ["dmY", "dmy", "dabbr", "iso"])
    w = max(len(fmt_date(d, st)) for d in dates) + 3
    head = "Date".ljust(w) + "".join(f"{l[0]:<10}" for l in labs)
    rows = [R.choice(["RESULTS", "Recent results:", "Lab trend", "LABS (most recent last)", "Investigations"]), head]
    for d in dates:
        v = fmt_date(d, st)
        rows.append(M("DATE", v) + " " * (w - len(v)) + "".join(f"{lab_row(R, l):<10}" for l in labs))
    rows.append("Units: " + ", ".join(f"{l[0]} {l[1]}" for l in labs if l[1]))
    return rows


def trend(c, R, lab):
    ds = sorted(c.before(5, 300) for _ in range(R.randint(2, 3)))
    parts = [f"{lab_row(R, lab)} ({c.d(d, R.choice(['md', 'mdY', 'dm', 'dabbr', 'mony']) if c.loc == 'US' else R.choice(['dm', 'dmY', 'dabbr']))})" for d in ds]
    return f"{lab[0]} trend: " + " -> ".join(parts) + f" -> {lab_row(R, lab)} today"


# ----------------------------------------------------------------------------- reports

def r_echo(c, R, F):
    lv = R.randint(20, 65)
    return [
        "TRANSTHORACIC ECHOCARDIOGRAM REPORT",
        f"Study date: {F['dv']}   Accession: {M('IDNUM', rid(R, 'ECH99-99999'))}   Sonographer: {c.staff(c.tech, 'tech')}",
        f"Indication: {R.choice(['dyspnoea on exertion', 'new LBBB', 'murmur', 'follow-up of LVEF on GDMT', 'pre-chemo baseline (anthracycline)'])}",
        f"Height 1{R.randint(50, 95)} cm  Weight {R.randint(48, 130)} kg  BSA {R.uniform(1.5, 2.4):.2f} m2  BP {R.randint(100, 170)}/{R.randint(55, 100)}  HR {R.randint(48, 110)}",
        "FINDINGS:",
        f"- LV: {R.choice(['normal size', 'mildly dilated', 'moderately dilated'])}, LVEF {lv}% (biplane Simpson). GLS -{R.randint(8, 21)}%.",
        f"- RV: TAPSE {R.randint(12, 26)} mm, RVSP {R.randint(22, 60)} mmHg.",
        f"- Valves: {R.choice(['mild MR', 'moderate AS, AVA 1.1 cm2, mean gradient 28 mmHg', 'trace TR', 'no significant valvular disease'])}.",
        f"- LA volume index {R.randint(22, 58)} mL/m2. E/e' {R.randint(6, 18)}.",
        f"Comparison: prior study {c.d(c.before(200, 900))} at {c.hospref()}, LVEF then {max(15, lv + R.randint(-15, 10))}%.",
        f"IMPRESSION: {R.choice(['Reduced systolic function, consistent with HFrEF.', 'Preserved EF with grade II diastolic dysfunction.', 'Normal study.'])}",
        f"Read by: {c.dr(style='fullcred')}",
    ]


def r_stress(c, R, F):
    return [
        "EXERCISE STRESS TEST (Bruce protocol)",
        f"Patient: {c.pt('lastfirst')}  MRN {M('MRN', c.mrn)}  Date: {F['dv']}",
        f"Resting ECG: sinus rhythm, rate {R.randint(55, 95)}, QTc {R.randint(400, 470)} ms.",
        f"Exercise time {R.randint(4, 12)}:{R.randint(0, 59):02d} min, {R.uniform(4, 13):.1f} METs, peak HR {R.randint(110, 175)} ({R.randint(70, 100)}% MPHR).",
        f"BP response {R.randint(120, 140)}/{R.randint(70, 85)} -> {R.randint(150, 210)}/{R.randint(70, 95)}. Duke treadmill score {R.randint(-8, 9)}.",
        f"ST changes: {R.choice(['none', '1.5 mm horizontal depression V4-V6 at stage 3', 'upsloping <1 mm, non-diagnostic'])}.",
        f"Supervising: {c.dr()}; ECG tech {c.staff(c.tech, 'tech')}.",
    ]


def r_device(c, R, F):
    kind = R.choice(["dual-chamber pacemaker", "ICD", "CRT-D", "implantable loop recorder"])
    return [
        "DEVICE CLINIC - INTERROGATION",
        f"Device: {kind}, model {R.choice(['Vireo DR 2', 'Castellan VR', 'Tessaly CRT-D X4', 'Loopwatch LX'])}  Serial {M('DEVICE', rid(R, R.choice(['AAA999999', 'AA-99999-A', '999999AAA'])))}",
        f"Implanted {c.d(c.before(300, 3000))} at {c.hospref()} by {c.dr(c.fellow, 'drlast')}.",
        f"Leads: RA {M('DEVICE', rid(R, 'AAA9999999'))}, RV {M('DEVICE', rid(R, 'AAA9999999'))}",
        f"Battery {R.uniform(2.6, 3.1):.2f} V, longevity ~{R.randint(3, 11)} y. RV threshold {R.uniform(0.5, 1.5):.2f} V @ 0.4 ms, R wave {R.uniform(5, 15):.1f} mV, impedance {R.randint(380, 900)} ohm.",
        f"AP {R.randint(1, 80)}%  VP {R.randint(0, 99)}%. AHRE burden {R.uniform(0, 12):.1f}%.",
        f"Remote monitor paired, last transmission {c.d(c.before(1, 30))} from gateway {M('IPADDR', f'10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}')}.",
        f"Events: {R.choice(['none', '2 episodes NSVT, longest 9 beats', 'AF episode 4 h on ' + c.d(c.before(3, 60), 'md' if c.loc == 'US' else 'dm')])}.",
    ]


def r_chemo(c, R, F):
    reg = R.choice([("FOLFOX", ["oxaliplatin 85 mg/m2", "leucovorin 400 mg/m2", "5-FU 2400 mg/m2 CI 46h"]),
                    ("R-CHOP", ["rituximab 375 mg/m2", "cyclophosphamide 750 mg/m2", "doxorubicin 50 mg/m2", "vincristine 1.4 mg/m2 (cap 2 mg)"]),
                    ("AC-T", ["doxorubicin 60 mg/m2", "cyclophosphamide 600 mg/m2"]),
                    ("carboplatin/pemetrexed", ["carboplatin AUC 5", "pemetrexed 500 mg/m2"]),
                    ("daratumumab-VRd", ["daratumumab 16 mg/kg", "bortezomib 1.3 mg/m2 SC"])])
    lines = ["CHEMOTHERAPY / INFUSION RECORD", f"Regimen: {reg[0]}   Protocol ref {M('IDNUM', rid(R, 'ONC-99-999'))}",
             f"Patient: {c.pt('lastfirst')}   MRN {M('MRN', c.mrn)}   Ht {R.randint(150, 190)} cm  Wt {R.randint(45, 120)} kg  BSA {R.uniform(1.4, 2.3):.2f}",
             "Cycle  Date          Chair  Nurse                 ANC   Plt   Notes"]
    ncyc = R.randint(2, 5)
    gap = R.choice([14, 21, 21, 28])
    d = c.visit - dt.timedelta(days=gap * (ncyc - 1))
    for cyc in range(1, ncyc + 1):
        ds = fmt_date(d, "mdY" if c.loc == "US" else "dmY")
        n = R.choice([c.nurse, c.coord, c.tech])
        nm = f"{n.first[0]}. {n.last}"
        lines.append(f"C{cyc}D1   {M('DATE', ds)}    {M('LOCATION_OTHER', str(R.randint(1, 24)))}{' ' * 5}{M('DOCTOR', nm)}{' ' * max(1, 22 - len(nm))}{R.uniform(0.8, 6):.1f}   {R.randint(60, 380):<5} {R.choice(['given as planned', 'dose-reduced 20% (neuropathy G2)', 'delayed 1 wk, ANC low', 'premed ondansetron 8 mg, dex 12 mg'])}")
        d += dt.timedelta(days=gap + R.choice([0, 0, 0, 7]))
    lines += [f"Drugs: " + "; ".join(reg[1]) + ".",
              f"Next cycle due {c.d(c.after(7, 21))}. Port accessed by {c.staff(c.nurse, 'nurse')}; blood return good.",
              f"Pharmacist verification: {M('DOCTOR', c.coord.full)}, PharmD."]
    return lines


def r_marrow(c, R, F):
    return [
        "BONE MARROW ASPIRATE AND TREPHINE",
        f"Specimen: {M('IDNUM', rid(R, 'BM99-9999'))}   Collected {F['dv']}   Site: right posterior iliac crest",
        f"Operator: {c.dr(c.fellow)}   Assisted by {c.staff(c.nurse, 'nurse')}",
        f"Aspirate: cellular, {R.randint(2, 80)}% blasts, M:E ratio {R.randint(1, 6)}:1. Flow: CD34+, CD117+, MPO+.",
        f"Cytogenetics: {R.choice(['46,XY[20]', '46,XX,t(9;22)(q34;q11.2)[18]', '47,XY,+8[12]/46,XY[8]', 'complex karyotype'])}. NGS panel: {R.choice(['NPM1 mut, FLT3-ITD neg', 'JAK2 V617F VAF 38%', 'TP53 R248Q', 'IDH2 R140Q'])}.",
        f"Trephine: {R.choice(['hypercellular (90%)', 'normocellular for age', 'MF-2 reticulin fibrosis'])}.",
        f"Biobank consent signed; sample ID {M('IDNUM', rid(R, 'BB-99-99999'))}.",
    ]


def r_tumour_board(c, R, F):
    people = [c.att, c.fellow, c.gp, c.coord, c.tech]
    roles = ["medical oncology", "surgery", "radiology", "pathology", "radiation oncology"]
    att = "; ".join(f"{M('DOCTOR', p.full)} ({r})" for p, r in zip(people, R.sample(roles, 5)))
    return [
        f"{R.choice(['MULTIDISCIPLINARY TUMOUR BOARD', 'Tumor Board Summary', 'MDT OUTCOME'])} - {F['dv']}",
        f"Present: {att}.",
        f"Case: {c.pt('full')}, {c.age_expr()} {R.choice(['with', 'w/'])} {R.choice(['adenocarcinoma of the sigmoid colon, pT3N1bM0, KRAS G12D', 'invasive ductal carcinoma L breast, cT2N1M0, ER+/PR+/HER2-', 'NSCLC adenocarcinoma RUL, EGFR exon 19 del, stage IIIA', 'DLBCL stage IV, IPI 3', 'HCC on background of NASH cirrhosis, BCLC B'])}.",
        f"Pathology {M('IDNUM', rid(R, 'S99-99999'))} reviewed; imaging CT CAP {c.d(c.before(5, 40))} and PET {c.d(c.before(2, 20))}.",
        f"Referred by {c.dr(c.gp, 'drfull')} of {M('HOSPITAL', c.gp_practice)}.",
        f"Recommendation: {R.choice(['neoadjuvant chemo then surgery', 'adjuvant CAPOX x 3 months', 'osimertinib, repeat imaging 12 wk', 'R-CHOP x6 with CNS prophylaxis', 'TACE, re-discuss after'])}. Trial screening for {M('IDNUM', rid(R, 'AA-99-999'))} (subject ID {M('IDNUM', rid(R, '999-9999'))}).",
    ]


def r_eeg(c, R, F):
    return [
        "ELECTROENCEPHALOGRAM REPORT",
        f"EEG #: {M('IDNUM', rid(R, 'EEG99-9999'))}   Date: {F['dv']}   Duration: {R.choice([20, 30, 40])} min routine {R.choice(['', '+ sleep-deprived'])}",
        f"Technologist: {c.staff(c.tech, 'tech')}   Acquisition workstation {M('IPADDR', f'172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}')}",
        f"Background: posterior dominant rhythm {R.uniform(7.5, 11):.1f} Hz, reactive. Photic stimulation {R.choice(['unremarkable', 'photoparoxysmal response at 16 Hz'])}.",
        f"Abnormalities: {R.choice(['intermittent left temporal sharp waves', 'generalised 3 Hz spike-and-wave, 4 s burst with HV', 'none', 'FIRDA'])}.",
        f"Impression: {R.choice(['abnormal EEG supportive of focal epilepsy (L temporal)', 'normal awake and drowsy EEG', 'consistent with genetic generalised epilepsy'])}.",
        f"Interpreted by {c.dr(style='fullcred')}.",
    ]


def r_driving(c, R, F):
    if c.loc == "UK":
        lic = rid(R, "AAAAA999999AA9AA")
        body = f"I have advised {F['pt']} not to drive and to inform the DVLA. Driving licence no. {M('LICENSE', lic)}; vehicle reg {M('VEHICLE', plate(c))}."
    elif c.loc == "AU":
        body = f"Advised not to drive for 6 months per fitness-to-drive standards; licence {M('LICENSE', rid(R, '999 999 999'))} ({M('STATE', c.state)}). Car rego {M('VEHICLE', plate(c))}."
    else:
        body = f"Driving restriction discussed per {M('STATE', c.state_name)} law (seizure-free interval). DL # {M('LICENSE', rid(R, 'A999-9999-9999'))}. Vehicle plate {M('VEHICLE', plate(c))}, VIN {M('VEHICLE', vin(R))}."
    return ["DRIVING", body, f"Last event {c.d(c.before(3, 90))}; {R.choice(['witnessed by', 'reported by'])} {c.rels[0]['rel']} {c.rel(0)}."]


def r_vns(c, R, F):
    return [f"VNS check: generator serial {M('DEVICE', rid(R, '999999'))}, output {R.uniform(0.25, 2.5):.2f} mA, 30 Hz, 250 us, 30 s ON / 5 min OFF. Magnet swipes x{R.randint(0, 6)} since last visit."]


def r_dialysis(c, R, F):
    lines = ["HAEMODIALYSIS RUN SHEET" if c.loc != "US" else "HEMODIALYSIS TREATMENT RECORD",
             f"Unit: {M('HOSPITAL', R.choice([c.hosp_core + ' Dialysis Unit', c.hosp_core + ' Kidney Centre', c.ward]))}   Station/chair {M('LOCATION_OTHER', str(R.randint(1, 30)))}   Machine SN {M('DEVICE', rid(R, 'AA9999-999'))}",
             f"Access: {R.choice(['L radiocephalic AVF', 'R brachiocephalic AVF', 'tunnelled R IJ catheter', 'L forearm AVG'])}. Dry weight {R.uniform(48, 110):.1f} kg.",
             "Date        Pre-wt  Post-wt  UF(L)  BFR  Kt/V  RN"]
    d = c.visit - dt.timedelta(days=R.randint(10, 20))
    for _ in range(R.randint(3, 5)):
        ds = fmt_date(d, "mdy" if c.loc == "US" else "dmy")
        n = R.choice([c.nurse, c.coord])
        lines.append(f"{M('DATE', ds)}{' ' * (12 - len(ds))}{R.uniform(60, 95):.1f}    {R.uniform(58, 92):.1f}     {R.uniform(0.5, 4):.1f}    {R.choice([300, 350, 400])}  {R.uniform(1.1, 1.7):.2f}  {M('DOCTOR', n.first[0] + n.last[0])}")
        d += dt.timedelta(days=R.choice([2, 2, 3]))
    lines.append(f"Transport: {R.choice(['own car', 'dialysis shuttle', 'driven by ' + c.rels[0]['rel'] + ' ' + c.rel(0)])}; disabled parking permit {M('IDNUM', rid(R, 'DP-999999'))}, plate {M('VEHICLE', plate(c))}.")
    return lines


def r_renal_biopsy(c, R, F):
    return [
        "NATIVE RENAL BIOPSY - PATHOLOGY",
        f"Accession {M('IDNUM', rid(R, 'R99-999'))}  Received {F['dv']}  Clinician: {c.dr()}",
        f"LM: {R.randint(8, 30)} glomeruli, {R.randint(0, 9)} globally sclerosed. {R.choice(['Mesangial proliferation, IgA dominant (MEST-C M1 E0 S1 T0 C0).', 'Membranous pattern, PLA2R positive.', 'FSGS, NOS variant.', 'Diabetic nephropathy class III.'])}",
        f"IF: {R.choice(['IgA 3+ mesangial, C3 2+', 'IgG 3+ granular capillary loop', 'negative'])}. EM pending ({M('IDNUM', rid(R, 'EM-99-999'))}).",
        f"IFTA {R.randint(5, 60)}%. Pathologist: {c.dr(c.fellow, 'fullcred', 'MD')}.",
    ]


def r_pump(c, R, F):
    return [
        "DIABETES TECHNOLOGY DOWNLOAD",
        f"Insulin pump: {R.choice(['Aurelia 780', 'Tidewell X3', 'OmniLoop 5'])} SN {M('DEVICE', rid(R, 'AA9999999A'))}; CGM {R.choice(['GlucoTrace G7', 'Sentra 4'])} transmitter ID {M('DEVICE', rid(R, '9A9A9A'))}.",
        f"Download {F['dv']} covering 14 days: TIR {R.randint(30, 85)}%, TAR {R.randint(5, 50)}%, TBR {R.randint(0, 8)}%, GMI {R.uniform(6.2, 9.5):.1f}%, CV {R.randint(22, 45)}%.",
        f"Basal {R.uniform(8, 40):.1f} u/day, bolus {R.uniform(8, 50):.1f} u/day. ICR 1:{R.randint(5, 15)}, ISF 1:{R.randint(20, 80)} mg/dL, target 110.",
        f"Cloud upload account: {M('USERNAME', c.username)} ({M('EMAIL', c.email)}).",
    ]


def r_fna(c, R, F):
    return [
        "THYROID FNA (US-guided)",
        f"Date {F['dv']}  Cytology no. {M('IDNUM', rid(R, 'C99-9999'))}  Performed by {c.dr()}",
        f"Nodule: {R.choice(['R', 'L'])} lobe, {R.uniform(1, 4):.1f} cm, TI-RADS {R.randint(3, 5)}. {R.randint(2, 4)} passes, 25G.",
        f"Result: Bethesda {R.choice(['II (benign)', 'III (AUS)', 'IV', 'VI'])}. Molecular testing {R.choice(['sent', 'not indicated'])}.",
    ]


def r_endoscopy(c, R, F):
    kind = R.choice(["COLONOSCOPY", "OESOPHAGOGASTRODUODENOSCOPY" if c.loc != "US" else "EGD", "FLEXIBLE SIGMOIDOSCOPY"])
    return [
        f"{kind} REPORT",
        f"Procedure date: {F['dv']}   Endoscopy room {M('LOCATION_OTHER', str(R.randint(1, 8)))}   Scope SN {M('DEVICE', rid(R, '9999999'))}",
        f"Endoscopist: {c.dr()}  Assistant: {c.staff(c.nurse, 'nurse')}  Sedation: {R.choice(['propofol (MAC)', 'midazolam 2 mg + fentanyl 50 mcg', 'none'])}",
        f"Indication: {R.choice(['FIT positive', 'iron deficiency anaemia', 'surveillance, Barrett oesophagus', 'Crohn disease activity assessment', 'dysphagia', 'family hx CRC'])}",
        f"Findings: {R.choice(['Boston bowel prep 8/9. Two 5 mm sessile polyps in sigmoid, cold snare.', 'Los Angeles grade B oesophagitis; Prague C2M4.', 'SES-CD 9: ulceration TI and ascending colon.', 'Normal to caecum; withdrawal time 9 min.'])}",
        f"Specimens: {M('IDNUM', rid(R, 'GI99-99999'))} (A: polyp, B: random biopsies). H. pylori CLO {R.choice(['neg', 'pos'])}.",
        f"Recommendations: {R.choice(['repeat colonoscopy in 3 years', 'PPI BID x8 wk then repeat EGD', 'escalate to ustekinumab', 'await histology'])}. Escort: {c.rels[0]['rel']} {c.rel(0)} ({M('PHONE', c.rels[0]['phone'])}).",
    ]


def r_spiro(c, R, F):
    fev = R.uniform(0.8, 3.5)
    return [
        "PULMONARY FUNCTION TESTS",
        f"Date: {F['dv']}  Technician: {c.staff(c.tech, 'tech')}  Ref: GLI-2012  Smoking: {R.randint(0, 60)} pack-years",
        "            Pre      %pred   Post     Change",
        f"FEV1 (L)    {fev:.2f}     {R.randint(30, 100)}      {fev * R.uniform(1.0, 1.2):.2f}     {R.randint(0, 18)}%",
        f"FVC (L)     {fev / R.uniform(0.45, 0.8):.2f}     {R.randint(50, 110)}",
        f"FEV1/FVC    {R.uniform(0.45, 0.82):.2f}",
        f"DLCO {R.randint(35, 100)}% pred. TLC {R.randint(70, 120)}%.",
        f"Interpretation: {R.choice(['moderate obstruction with significant bronchodilator response', 'restrictive pattern, reduced DLCO - ILD?', 'normal spirometry'])}. ({c.dr(style='initcred')})",
    ]


def r_psg(c, R, F):
    return [
        "POLYSOMNOGRAPHY / SLEEP STUDY",
        f"Study {M('IDNUM', rid(R, 'PSG-99999'))}, night of {F['dv']}, {M('HOSPITAL', c.hosp_core + ' Sleep Centre' if c.loc != 'US' else c.hosp_core + ' Sleep Disorders Center')}, bed {M('LOCATION_OTHER', str(R.randint(1, 6)))}.",
        f"AHI {R.uniform(3, 80):.1f}/h (supine {R.uniform(5, 90):.1f}), ODI {R.uniform(2, 70):.1f}, nadir SpO2 {R.randint(68, 91)}%. Epworth {R.randint(4, 22)}/24. BMI {R.uniform(24, 48):.1f}.",
        f"CPAP titrated to {R.randint(6, 15)} cmH2O. Device issued: SN {M('DEVICE', rid(R, '99999999999'))}, modem uploads to {M('URL', 'https://sleepdata.example.net/' + c.username)}.",
        f"Occupation: {M('PROFESSION', R.choice(['long-haul truck driver', 'bus driver', 'forklift operator', 'commercial pilot']))} - CDL {M('LICENSE', rid(R, 'A9999999'))}; employer {M('ORGANIZATION', c.employer)}. Truck VIN {M('VEHICLE', vin(R))}.",
        f"Scored by {c.staff(c.tech, 'tech')}; interpreted by {c.dr(style='fullcred')}.",
    ]


def r_skin_bx(c, R, F):
    return [
        R.choice(["SKIN BIOPSY REPORT", "DERMATOPATHOLOGY", "MOHS SURGERY NOTE"]),
        f"Accession {M('IDNUM', rid(R, 'D99-99999'))}  Date {F['dv']}  Site: {R.choice(['L upper back', 'R nasal ala', 'L shin', 'scalp vertex', 'R cheek'])}",
        f"Clinical: {R.choice(['changing pigmented lesion, ugly duckling sign', 'pearly papule with telangiectasia', 'scaly plaque on sun-damaged skin'])}. Photos uploaded to {M('URL', 'www.example.org/derm-imaging/' + rid(R, '99999'))}.",
        f"Diagnosis: {R.choice(['superficial spreading melanoma, Breslow 0.6 mm, Clark III, no ulceration (pT1a)', 'nodular BCC, margins clear', 'well-differentiated SCC, PNI absent', 'dysplastic naevus, moderate atypia'])}.",
        f"Mohs stages {R.randint(1, 3)}; repair {R.choice(['bilobed flap', 'primary closure', 'FTSG from pre-auricular'])}. Surgeon {c.dr()}, histotech {M('DOCTOR', c.tech.full)}.",
    ]


def r_eye_inj(c, R, F):
    return [
        "INTRAVITREAL INJECTION",
        f"Date: {F['dv']}  Eye: {R.choice(['OD', 'OS'])}  Drug: {R.choice(['aflibercept 2 mg', 'ranibizumab 0.5 mg', 'faricimab 6 mg', 'bevacizumab 1.25 mg'])}  Lot recorded.",
        f"VA cc OD 20/{R.choice([20, 25, 30, 40, 60, 80, 200])} OS 20/{R.choice([20, 25, 30, 40, 70, 100])}. IOP {R.randint(10, 24)}/{R.randint(10, 24)} mmHg. CST {R.randint(220, 520)} um on OCT.",
        f"Injections to date: {R.randint(3, 40)} (first {c.d(c.before(300, 2000), 'mony' if c.loc == 'US' else 'monY')}). Interval {R.choice([4, 6, 8, 10, 12, 16])} wk treat-and-extend.",
        f"Injected by {c.dr()}; checked by {c.staff(c.nurse, 'nurse')}.",
    ]


def r_eye_drive(c, R, F):
    return [f"Visual fields (Esterman) {R.choice(['pass', 'fail'])} - {R.randint(90, 120)} points. Patient drives for work as a {M('PROFESSION', c.profession)}; plate {M('VEHICLE', plate(c))}. Advised re {'DVLA' if c.loc == 'UK' else 'licensing authority'} reporting."]


def r_audio(c, R, F):
    lines = ["AUDIOLOGY", f"Audiogram {F['dv']}  Audiologist: {M('DOCTOR', c.tech.full)}, AuD  Booth {M('LOCATION_OTHER', R.choice(['2', '3', 'B']))}",
             "Hz        250  500  1k   2k   4k   8k"]
    for ear in ("R AC", "L AC"):
        lines.append(f"{ear}      " + "  ".join(f"{R.choice(range(10, 95, 5)):<3}" for _ in range(6)))
    lines.append(f"Tymps type {R.choice(['A', 'As', 'B', 'C'])}. SRT {R.randint(10, 70)} dB, WRS {R.randint(40, 100)}%.")
    if R.random() < 0.6:
        lines.append(f"Cochlear implant {R.choice(['R', 'L'])}: processor SN {M('DEVICE', rid(R, 'AA9999999'))}, implant SN {M('DEVICE', rid(R, '99999999'))}, activated {c.d(c.before(60, 900))}.")
    return lines


def r_laryngo(c, R, F):
    return [f"Flexible nasendoscopy {F['dv']}: {R.choice(['R vocal fold immobile in paramedian position', 'bilateral vocal fold nodules', 'exophytic lesion L piriform fossa - biopsy booked', 'normal larynx, post-nasal drip'])}. Video archived to {M('URL', 'https://media.example.com/ent/' + rid(R, 'A9999'))}."]


def r_cysto(c, R, F):
    return [
        R.choice(["FLEXIBLE CYSTOSCOPY", "TRANSPERINEAL PROSTATE BIOPSY", "URODYNAMICS"]),
        f"Date {F['dv']}  Operator {c.dr()}  Nurse {c.staff(c.nurse, 'nurse')}",
        f"Findings: {R.choice(['2 cm papillary lesion R lateral wall, TURBT booked', 'trilobar prostate, no tumour', 'detrusor overactivity, Qmax 8 mL/s, PVR 180 mL', 'PI-RADS 4 lesion L PZ targeted x4, systematic x12'])}.",
        f"Specimens {M('IDNUM', rid(R, 'U99-9999'))}. Gleason {R.choice(['3+3=6 (GG1)', '3+4=7 (GG2)', '4+3=7 (GG3)', '4+4=8 (GG4)'])} if prostate.",
        trend(c, R, ("PSA", "ng/mL", 0.5, 25, 1)),
    ]


def r_sphincter(c, R, F):
    return [f"Artificial urinary sphincter (model Clarion AS-8) SN {M('DEVICE', rid(R, '999999-999'))} activated {c.d(c.before(20, 200))}. Pad use {R.randint(0, 5)}/day."]


def r_hiv(c, R, F):
    return [
        "HIV CLINIC - RESULTS",
        *table(c, R, [("VL", "copies/mL", 20, 900, 0), ("CD4", "cells/uL", 120, 1100, 0), ("CD4%", "", 8, 45, 0), ("Cr", "umol/L" if c.loc != "US" else "mg/dL", 0.6, 1.6, 2)]),
        f"ART: {R.choice(['bictegravir/FTC/TAF daily', 'dolutegravir + 3TC', 'cabotegravir/rilpivirine LA q2 monthly', 'DRV/c + FTC/TAF'])}. Genotype {R.choice(['wild type', 'M184V', 'K103N'])}. HLA-B*5701 neg.",
        f"Dispensing check-in by palm-vein template {M('BIOID', rid(R, 'PV-9999-99'))}.",
        f"Partner notification: {R.choice(['partner', 'ex-partner'])} {M('FAMILY', c.rels[1]['p'].full)} contacted by {c.staff(c.coord, 'coord')} on {c.d(c.before(2, 30))}; tel {M('PHONE', c.rels[1]['phone'])}.",
    ]


def r_opat(c, R, F):
    return [
        "OPAT REVIEW",
        f"Organism: {R.choice(['MSSA', 'Enterococcus faecalis', 'Pseudomonas aeruginosa', 'Streptococcus agalactiae'])} from {R.choice(['blood cultures x2', 'bone biopsy', 'joint aspirate'])} ({M('IDNUM', rid(R, 'MB99-999999'))}).",
        f"{R.choice(['cefazolin 2 g IV q8h', 'ceftriaxone 2 g IV daily', 'daptomycin 8 mg/kg IV daily', 'ertapenem 1 g IV daily'])} via PICC placed {c.d(c.before(5, 30))}; planned end {c.d(c.after(5, 40))}.",
        trend(c, R, ("CRP", "mg/L", 3, 180, 0)),
        f"Home infusion via {M('ORGANIZATION', R.choice(['Carewell Home Infusion', 'Lakeside Infusion Services', 'HomeDrip Pty Ltd']))}; nurse {M('DOCTOR', c.nurse.first)} visits Mon/Wed/Fri.",
    ]


def r_txp(c, R, F):
    organ = R.choice(["kidney", "liver", "kidney", "heart", "lung"])
    lines = [
        "TRANSPLANT FOLLOW-UP",
        f"{organ.capitalize()} transplant {c.d(c.before(60, 3000))} at {c.hospref()}. Donor: {R.choice(['DBD', 'DCD', 'living related - ' + c.rels[0]['rel'] + ' ' + c.rel(0, 'full')])}. Donor ID {M('IDNUM', rid(R, 'AAA9999'))}; recipient waitlist ID {M('IDNUM', rid(R, '999999'))}.",
        f"HLA mismatch {R.randint(0, 2)}-{R.randint(0, 2)}-{R.randint(0, 2)}; cPRA {R.randint(0, 98)}%; DSA {R.choice(['none', 'DQ7 MFI 2400'])}. CMV D+/R-, EBV D+/R+.",
        f"Immunosuppression: tacrolimus {R.choice([1, 1.5, 2, 3, 4])} mg BD, mycophenolate 720 mg BD, prednisolone 5 mg.",
        *table(c, R, [("Tac", "ng/mL", 3, 12, 1), ("Cr", "mg/dL" if c.loc == "US" else "umol/L", 0.8, 2.4, 2), ("WBC", "K/uL", 2.5, 11, 1)]),
        f"Transplant coordinator: {c.staff(c.coord, 'coord')}, tel {M('PHONE', c.phone(land=True, ext=True))}, pager {M('PHONE', c.pager)}.",
    ]
    return lines


def r_genetics(c, R, F):
    r0, r1, r2 = c.rels
    g = R.choice([("BRCA2", "c.5946delT (p.Ser1982fs)"), ("MLH1", "c.1852_1854del"), ("TTN", "c.58423C>T truncating"),
                  ("PKD1", "c.12010C>T (p.Gln4004*)"), ("FBN1", "c.4082G>A (p.Cys1361Tyr)"), ("LDLR", "c.1775G>A")])
    return [
        "CLINICAL GENETICS CONSULTATION",
        f"Proband: {c.pt('full')}, {c.age_expr()}. Referral reason: {R.choice(['personal hx breast ca at young age', 'Lynch syndrome screening (MMR-deficient tumour)', 'FHx sudden cardiac death', 'ADPKD in family', 'Marfan features'])}.",
        "PEDIGREE (3 generations):",
        f"- {r0['rel'].capitalize()} {M('FAMILY', r0['p'].full)}, {M('AGE', R.randint(30, 80))}, {R.choice(['unaffected', 'dx ovarian ca at ' + M('AGE', R.randint(38, 70)), 'colon ca at ' + M('AGE', R.randint(40, 66))])}; works as {M('PROFESSION', r0['prof'])}.",
        f"- {r1['rel'].capitalize()} {M('FAMILY', r1['p'].first)}, died at {M('AGE', R.randint(29, 88))} ({R.choice(['MI', 'breast ca', 'unknown cause', 'aortic dissection'])}).",
        f"- Maternal grandfather, born in {M('COUNTRY', c.country)}, d. {M('DATE', str(R.randint(1970, 2015)))}.",
        f"Result: {g[0]} {g[1]}, heterozygous, {R.choice(['pathogenic', 'likely pathogenic', 'VUS'])} (ACMG PVS1, PM2). Lab report {M('IDNUM', rid(R, 'GEN-99-99999'))} dated {c.d(c.before(5, 60))}.",
        f"Cascade testing offered to {M('FAMILY', r2['p'].full)} ({r2['rel']}); letter sent to {M('STREET', c.street)}, {M('CITY', c.city)}. Research biobank sample {M('IDNUM', rid(R, 'RB99999-A'))}.",
        f"Genetic counsellor: {M('DOCTOR', c.coord.full)}, MS, CGC.",
    ]


def r_psych(c, R, F):
    r0, r1 = c.rels[0], c.rels[1]
    he, his, He, His = c.pronoun()
    return [
        "SOCIAL / DEVELOPMENTAL HISTORY",
        f"Born in {M('CITY', R.choice(['Marlow City', 'Oriel', 'Coorinda', 'Wrexley', 'Kingsgate']))}, {M('COUNTRY', c.country)}; moved here {M('DATE', str(c.visit.year - R.randint(2, 30)))}. Completed school at {M('ORGANIZATION', R.choice(SCHOOLS_X))}.",
        f"Works as a {M('PROFESSION', c.profession)} at {M('ORGANIZATION', c.employer)} (manager {M('FAMILY', R.choice(['Gary', 'Leona', 'Mr Price', 'Deb']).replace('Mr ', ''))} aware). Lives with {r0['rel']} {c.rel(0, 'first')}, a {M('PROFESSION', r0['prof'])}.",
        f"{His} {r1['rel']} {c.rel(1, 'full')} attended today, contact {M('PHONE', r1['phone'])}.",
        f"Risk: {R.choice(['passive SI, no plan/intent', 'denies SI/HI', 'SI with plan on ' + c.d(c.before(3, 20), 'wmd' if c.loc == 'US' else 'dm') + ', now resolved'])}. PHQ-9 {R.randint(3, 27)}, GAD-7 {R.randint(2, 21)}, AUDIT-C {R.randint(0, 12)}.",
        f"Safety plan: call {r0['rel']} ({M('PHONE', r0['phone'])}), crisis team via {M('HOSPITAL', c.hosp_core + ' Mental Health Access Line')}; attends {M('ORGANIZATION', R.choice(ORGS_X))}.",
    ]


def r_paeds(c, R, F):
    mum, dad = c.rels[0], c.rels[1]
    return [
        "FAMILY / SOCIAL",
        f"Lives with {mum['rel']} {M('FAMILY', mum['p'].full)} ({M('PROFESSION', mum['prof'])}) and {dad['rel']} {M('FAMILY', dad['p'].first)} ({M('PROFESSION', dad['prof'])}). Attends {M('ORGANIZATION', R.choice(['Bellmont Elementary', 'Ashcombe Primary School', 'Yarrabee State School', 'Kingsgate Middle School', 'Carrow Heights Public School']))} (year {R.randint(1, 10)}); school nurse {M('DOCTOR', c.nurse.first + ' ' + c.nurse.last)} has care plan.",
        f"Birth: term, {R.randint(35, 41)}+{R.randint(0, 6)} weeks, BW {R.uniform(2.1, 4.3):.2f} kg at {c.hospref()}. APGAR {R.randint(6, 9)}/{R.randint(8, 10)}.",
        f"Sibling {M('FAMILY', c.rels[2]['p'].first)}, {c.age_expr(R.randint(1, 16), 'yo')}, well.",
        f"Growth: wt {R.randint(5, 95)}th centile, ht {R.randint(3, 97)}th centile. Parent contact {M('PHONE', mum['phone'])} / {M('EMAIL', c.mkemail(mum['p']))}.",
    ]


def r_rheum_inf(c, R, F):
    return [
        "BIOLOGIC INFUSION",
        f"Drug: {R.choice(['infliximab 5 mg/kg', 'rituximab 1 g', 'tocilizumab 8 mg/kg', 'abatacept 750 mg'])}  Infusion chair {M('LOCATION_OTHER', str(R.randint(1, 18)))}, {M('HOSPITAL', R.choice([c.ward, c.hosp_core + ' Infusion Centre', c.hosp_core + ' Day Unit']))}",
        f"Pre-screen: QuantiFERON neg {c.d(c.before(30, 300))}; HBsAg neg; HBcAb neg. DAS28-CRP {R.uniform(1.8, 6.2):.1f}, CDAI {R.randint(2, 40)}, HAQ {R.uniform(0, 2.5):.2f}.",
        f"Vitals stable throughout; administered by {c.staff(c.nurse, 'nurse')}. Next dose {c.d(c.after(28, 56))}.",
        trend(c, R, ("ESR", "mm/h", 4, 90, 0)),
    ]


# ----------------------------------------------------------------------------- genre table

G = {
    "cardiology": dict(
        spec="Cardiology", clinic=["Heart Clinic", "Heart & Vascular Center", "Cardiology Associates", "Heart Failure Clinic"],
        dx=["HFrEF (NYHA II)", "paroxysmal AF, CHA2DS2-VASc 4", "severe aortic stenosis", "NSTEMI s/p PCI to LAD", "HCM with LVOT gradient 60 mmHg", "complete heart block"],
        meds=["sacubitril/valsartan 49/51 mg BID", "metoprolol succinate 50 mg daily", "apixaban 5 mg BID", "atorvastatin 80 mg nightly", "furosemide 40 mg AM", "dapagliflozin 10 mg daily", "spironolactone 25 mg daily"],
        labs=[("NT-proBNP", "pg/mL", 120, 9000, 0), ("K", "mmol/L", 3.4, 5.6, 1), ("Cr", "mg/dL", 0.7, 2.1, 2), ("LDL", "mg/dL", 40, 180, 0)],
        reports=[r_echo, r_stress, r_device]),
    "oncology and haematology": dict(
        spec="Oncology", clinic=["Cancer Centre", "Cancer Institute", "Haematology Day Unit", "Oncology Clinic"],
        dx=["stage III colon adenocarcinoma, pT3N1aM0", "ER+/PR+/HER2- breast cancer, T2N0M0", "diffuse large B-cell lymphoma, stage IIIB", "IgG kappa multiple myeloma, R-ISS II", "CML in chronic phase, BCR-ABL1 p210", "Hodgkin lymphoma, nodular sclerosis"],
        meds=["ondansetron 8 mg PRN", "dexamethasone 4 mg BID x3 days post-chemo", "allopurinol 300 mg daily", "acyclovir 400 mg BID", "imatinib 400 mg daily", "enoxaparin 40 mg SC daily", "filgrastim 5 mcg/kg SC days 3-7"],
        labs=[("Hb", "g/dL", 7.5, 14.5, 1), ("Plt", "x10^9/L", 40, 420, 0), ("ANC", "x10^9/L", 0.4, 7.5, 1), ("LDH", "U/L", 140, 900, 0)],
        reports=[r_chemo, r_marrow, r_tumour_board]),
    "neurology": dict(
        spec="Neurology", clinic=["Neurology Clinic", "Epilepsy Centre", "Headache Clinic", "MS Centre"],
        dx=["focal epilepsy with impaired awareness", "relapsing-remitting MS, EDSS 2.5", "Parkinson's disease, H&Y stage 2", "chronic migraine without aura", "myasthenia gravis, AChR-Ab positive", "Bell's palsy (R), resolving"],
        meds=["levetiracetam 750 mg BID", "lamotrigine 100 mg BID", "ocrelizumab 600 mg IV q6 months", "levodopa/carbidopa 100/25 TID", "erenumab 140 mg SC monthly", "pyridostigmine 60 mg QID"],
        labs=[("Na", "mmol/L", 131, 145, 0), ("LEV level", "mg/L", 6, 40, 1), ("CK", "U/L", 40, 600, 0)],
        reports=[r_eeg, r_driving, r_vns]),
    "nephrology and dialysis": dict(
        spec="Nephrology", clinic=["Kidney Clinic", "Renal Unit", "Dialysis Centre", "Nephrology Associates"],
        dx=["CKD stage 4 (eGFR 22) secondary to diabetic nephropathy", "IgA nephropathy", "ESKD on HD MWF", "ADPKD, TKV 1800 mL", "membranous nephropathy, PLA2R+", "AKI on CKD 3b"],
        meds=["sevelamer 800 mg TID with meals", "calcitriol 0.25 mcg daily", "epoetin alfa 4000 units SC weekly", "sodium bicarbonate 650 mg BID", "tolvaptan 45/15 mg", "losartan 50 mg daily", "cinacalcet 30 mg daily"],
        labs=[("Cr", "mg/dL", 1.4, 8.5, 2), ("eGFR", "mL/min/1.73m2", 6, 55, 0), ("K", "mmol/L", 3.6, 6.1, 1), ("PTH", "pg/mL", 60, 800, 0), ("Hb", "g/dL", 8.2, 13, 1)],
        reports=[r_dialysis, r_renal_biopsy]),
    "endocrinology and diabetes": dict(
        spec="Endocrinology", clinic=["Diabetes Centre", "Endocrine Clinic", "Diabetes & Endocrinology Service", "Thyroid Clinic"],
        dx=["type 1 diabetes on CSII", "type 2 diabetes, HbA1c 9.1%", "Graves disease", "Hashimoto thyroiditis", "primary hyperparathyroidism", "Cushing syndrome (ACTH-dependent)", "Addison disease"],
        meds=["insulin aspart via pump", "insulin glargine 22 units nightly", "metformin XR 1000 mg BID", "semaglutide 1 mg SC weekly", "levothyroxine 100 mcg daily", "carbimazole 20 mg daily", "hydrocortisone 10/5/5 mg"],
        labs=[("HbA1c", "%", 5.6, 11.8, 1), ("TSH", "mIU/L", 0.01, 12, 2), ("fT4", "pmol/L", 8, 40, 1), ("Ca", "mmol/L", 2.1, 2.9, 2)],
        reports=[r_pump, r_fna]),
    "rheumatology": dict(
        spec="Rheumatology", clinic=["Rheumatology Clinic", "Arthritis Centre", "Lupus Clinic"],
        dx=["seropositive RA (RF+, anti-CCP+)", "SLE with class III lupus nephritis", "axial SpA, HLA-B27 positive", "gout with tophi", "Sjogren syndrome", "GCA on tapering prednisone", "psoriatic arthritis"],
        meds=["methotrexate 20 mg weekly", "folic acid 5 mg weekly", "hydroxychloroquine 200 mg BID", "adalimumab 40 mg SC q2wk", "prednisone 7.5 mg daily", "allopurinol 300 mg daily", "colchicine 0.5 mg BID"],
        labs=[("CRP", "mg/L", 1, 95, 0), ("ESR", "mm/h", 4, 90, 0), ("ALT", "U/L", 12, 120, 0), ("urate", "mg/dL", 3.5, 10.5, 1)],
        reports=[r_rheum_inf]),
    "gastroenterology and endoscopy": dict(
        spec="Gastroenterology", clinic=["Digestive Health Center", "Endoscopy Unit", "IBD Clinic", "Liver Clinic"],
        dx=["Crohn's disease (ileocolonic, L3B1)", "ulcerative colitis, Mayo 2", "Barrett's oesophagus without dysplasia", "compensated cirrhosis, Child-Pugh A6, MELD 9", "coeliac disease", "H. pylori gastritis"],
        meds=["vedolizumab 300 mg IV q8wk", "mesalamine 4.8 g daily", "pantoprazole 40 mg BID", "budesonide 9 mg daily", "ustekinumab 90 mg SC q8wk", "propranolol 20 mg BID", "lactulose 20 mL TID"],
        labs=[("Hb", "g/dL", 8.5, 15, 1), ("CRP", "mg/L", 1, 80, 0), ("FCP", "ug/g", 20, 1800, 0), ("ALT", "U/L", 10, 140, 0), ("bili", "mg/dL", 0.3, 3.1, 1)],
        reports=[r_endoscopy]),
    "pulmonology and sleep": dict(
        spec="Pulmonology", clinic=["Lung Clinic", "Sleep Centre", "Respiratory Clinic", "Pulmonary & Sleep Associates"],
        dx=["COPD GOLD 3, group E", "severe persistent asthma, eosinophilic", "IPF on antifibrotic", "severe OSA (AHI 48)", "sarcoidosis stage II", "bronchiectasis with Pseudomonas colonisation"],
        meds=["tiotropium 2.5 mcg 2 puffs daily", "budesonide/formoterol 200/6 2 puffs BID", "mepolizumab 100 mg SC q4wk", "nintedanib 150 mg BID", "azithromycin 250 mg MWF", "salbutamol PRN"],
        labs=[("FEV1", "L", 0.7, 3.6, 2), ("Eos", "cells/uL", 50, 900, 0), ("SpO2", "%", 86, 99, 0)],
        reports=[r_spiro, r_psg]),
    "dermatology": dict(
        spec="Dermatology", clinic=["Skin Clinic", "Dermatology Associates", "Mohs Surgery Center", "Skin Cancer Clinic"],
        dx=["chronic plaque psoriasis, PASI 14", "moderate-severe atopic dermatitis, EASI 24", "hidradenitis suppurativa Hurley II", "melanoma in situ L arm", "nodular BCC R nasal ala", "actinic keratoses"],
        meds=["dupilumab 300 mg SC q2wk", "risankizumab 150 mg SC q12wk", "clobetasol 0.05% ointment BID", "tacrolimus 0.1% ointment", "isotretinoin 40 mg daily", "5-FU 5% cream"],
        labs=[("ALT", "U/L", 10, 90, 0), ("TG", "mg/dL", 60, 400, 0)],
        reports=[r_skin_bx]),
    "ophthalmology": dict(
        spec="Ophthalmology", clinic=["Eye Clinic", "Eye Institute", "Retina Service", "Glaucoma Clinic"],
        dx=["neovascular AMD OD", "POAG both eyes", "proliferative diabetic retinopathy OS", "central retinal vein occlusion OD", "keratoconus", "cataract OU (nuclear sclerosis 2+)"],
        meds=["latanoprost 0.005% 1 drop OU nocte", "timolol 0.5% BID", "aflibercept 2 mg intravitreal", "prednisolone acetate 1% QID OD", "dorzolamide/timolol BID"],
        labs=[("IOP OD", "mmHg", 10, 32, 0), ("IOP OS", "mmHg", 10, 32, 0), ("CST", "um", 200, 550, 0)],
        reports=[r_eye_inj, r_eye_drive]),
    "ENT": dict(
        spec="ENT", clinic=["ENT Clinic", "Ear Nose & Throat Associates", "Hearing Centre", "Voice Clinic"],
        dx=["bilateral SNHL, profound", "chronic rhinosinusitis with nasal polyps", "Meniere disease (L)", "unilateral vocal cord palsy", "OSA with tonsillar hypertrophy", "cholesteatoma R ear"],
        meds=["mometasone nasal spray 2 sprays BID", "betahistine 16 mg TID", "dupilumab 300 mg q2wk", "ciprofloxacin/dexamethasone ear drops"],
        labs=[("PTA R", "dB", 15, 100, 0), ("PTA L", "dB", 15, 100, 0)],
        reports=[r_audio, r_laryngo]),
    "urology": dict(
        spec="Urology", clinic=["Urology Clinic", "Prostate Centre", "Continence Service", "Stone Clinic"],
        dx=["localised prostate cancer, GG2", "NMIBC pTa high grade", "BPH with LUTS, IPSS 22", "recurrent calcium oxalate nephrolithiasis", "post-prostatectomy stress incontinence", "renal mass 3.1 cm, Bosniak IV"],
        meds=["tamsulosin 0.4 mg nocte", "finasteride 5 mg daily", "mirabegron 50 mg daily", "potassium citrate 20 mEq BID", "BCG intravesical induction", "degarelix 80 mg SC monthly"],
        labs=[("PSA", "ng/mL", 0.2, 30, 2), ("Cr", "mg/dL", 0.7, 1.8, 2), ("Hb", "g/dL", 10, 16, 1)],
        reports=[r_cysto, r_sphincter]),
    "infectious disease and HIV": dict(
        spec="Infectious Diseases", clinic=["ID Clinic", "HIV & Sexual Health Clinic", "Travel & Tropical Medicine Clinic", "OPAT Service"],
        dx=["HIV-1 infection, virologically suppressed", "chronic hepatitis B, HBeAg negative", "latent TB infection", "MSSA vertebral osteomyelitis", "Lyme disease with erythema migrans", "hepatitis C genotype 3, F2"],
        meds=["bictegravir/emtricitabine/TAF 1 tab daily", "co-trimoxazole 960 mg three times weekly", "isoniazid 300 mg + pyridoxine 25 mg daily", "entecavir 0.5 mg daily", "sofosbuvir/velpatasvir daily x12 wk", "doxycycline 100 mg BID"],
        labs=[("VL", "copies/mL", 20, 5000, 0), ("CD4", "cells/uL", 80, 1100, 0), ("ALT", "U/L", 12, 180, 0)],
        reports=[r_hiv, r_opat]),
    "transplant": dict(
        spec="Transplant", clinic=["Transplant Institute", "Transplant Clinic", "Kidney Transplant Unit", "Liver Transplant Service"],
        dx=["DDKT recipient, stable graft function", "LDLT for PSC, 2 years out", "BK viraemia on reduced MMF", "biopsy-proven acute cellular rejection Banff 1A", "orthotopic heart transplant, CAV grade 1"],
        meds=["tacrolimus ER daily", "mycophenolate mofetil 500 mg BID", "prednisone 5 mg daily", "valganciclovir 450 mg daily", "co-trimoxazole 480 mg daily", "amlodipine 5 mg daily"],
        labs=[("Tac", "ng/mL", 3, 14, 1), ("Cr", "mg/dL", 0.8, 2.6, 2), ("BK PCR", "copies/mL", 0, 20000, 0)],
        reports=[r_txp]),
    "genetics": dict(
        spec="Clinical Genetics", clinic=["Genetics Clinic", "Familial Cancer Centre", "Genomic Medicine Service", "Cardiac Genetics Clinic"],
        dx=["hereditary breast/ovarian cancer syndrome", "Lynch syndrome (MLH1)", "familial hypercholesterolaemia", "Marfan syndrome", "DCM with TTN truncating variant", "ADPKD"],
        meds=["none relevant"], labs=[("LDL", "mmol/L", 2, 9, 1), ("CK", "U/L", 60, 400, 0)],
        reports=[r_genetics]),
    "psychiatry and psychology": dict(
        spec="Psychiatry", clinic=["Behavioral Health Clinic", "Mental Health Service", "Psychology Practice", "Early Psychosis Clinic"],
        dx=["major depressive disorder, recurrent, moderate", "bipolar I disorder, currently euthymic", "generalised anxiety disorder", "PTSD", "first-episode psychosis", "alcohol use disorder, moderate", "ADHD, combined type"],
        meds=["sertraline 150 mg daily", "lithium carbonate 800 mg nocte (level 0.7)", "quetiapine 100 mg nocte", "aripiprazole 10 mg daily", "naltrexone 50 mg daily", "methylphenidate ER 36 mg", "clozapine 300 mg"],
        labs=[("Li", "mmol/L", 0.3, 1.2, 2), ("TSH", "mIU/L", 0.4, 6, 2), ("ANC", "x10^9/L", 1.5, 6, 1)],
        reports=[r_psych]),
    "paediatric subspecialty": dict(
        spec="Paediatrics", clinic=["Children's Hospital", "Paediatric Outpatients", "Pediatric Specialty Clinic", "Children's Diabetes Service"],
        dx=["type 1 diabetes on MDI", "Kawasaki disease, convalescent", "cystic fibrosis F508del homozygous", "JIA, oligoarticular", "Wilms tumour, post-nephrectomy", "Down syndrome with AVSD repair", "childhood absence epilepsy"],
        meds=["ethosuximide 250 mg BID", "aspirin 3 mg/kg daily", "elexacaftor/tezacaftor/ivacaftor", "insulin via pump", "methotrexate 15 mg/m2 weekly", "creon 10000 with meals"],
        labs=[("HbA1c", "%", 6, 11, 1), ("Hb", "g/dL", 9.5, 14, 1), ("CRP", "mg/L", 1, 60, 0)],
        reports=[r_paeds]),
}
