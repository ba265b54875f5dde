"""Genre bodies for dev26_en. Each function takes a Ctx and returns marked text."""
import datetime as dt

import pools as P
from core import M, digits, letters
from ctx import OCCUPATIONS, GP_WORD


def pick(c, *xs):
    return c.r.choice(xs)


def labs(c, rows, n_dates=2):
    """A small results table with dated columns."""
    r = c.r
    ds = sorted({c.before(3, 400) for _ in range(n_dates)})
    head = "| Test | " + " | ".join(c.Dc(d) for d in ds) + " |"
    out = [head, "|---|" + "---|" * len(ds)]
    for name, lo, hi, unit in rows:
        vals = [f"{r.uniform(lo, hi):.1f}" if hi < 20 else str(r.randint(int(lo), int(hi))) for _ in ds]
        out.append(f"| {name} ({unit}) | " + " | ".join(vals) + " |")
    return "\n".join(out)


def plan_fu(c):
    r = c.r
    return r.choice([f"Review in clinic on {c.D(c.after(30, 120))}.",
                     f"Follow-up booked for {c.Dwk(c.after(20, 90))} at {r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])}.",
                     f"Next appointment {c.D(c.after(40, 180))} with {c.drname(c.doc, 'last')}.",
                     "Follow up in 3 months, sooner if concerns.",
                     f"Repeat bloods in 4 weeks; telephone review {c.Dshort(c.after(28, 40))}."])


# --------------------------------------------------------------------------- rheumatology
def rheumatology_clinic(c):
    r = c.r
    dx = r.choice(["seropositive rheumatoid arthritis", "psoriatic arthritis", "SLE", "polymyalgia rheumatica",
                   "axial spondyloarthritis", "gout with tophi"])
    drug = r.choice(["methotrexate 20 mg weekly", "adalimumab 40 mg fortnightly", "hydroxychloroquine 200 mg BD",
                     "leflunomide 20 mg daily", "tofacitinib 5 mg BD", "allopurinol 300 mg daily"])
    onset = c.before(400, 4000)
    t = c.header(pick(c, "Rheumatology Clinic Note", "Rheumatology Follow-up", "Rheumatology Outpatient Letter"))
    t += "\n"
    if c.hstyle == "letter":
        t += f"Thank you for your ongoing care of {c.pt_title()}. I reviewed {c.him} today in the {M(c.clinic, 'HOSPITAL')}.\n\n"
    t += f"Diagnosis: {dx}, diagnosed {c.Dmy(onset)} (anti-CCP {pick(c, 'positive', 'negative')}, RF {pick(c, 'positive', 'negative')}).\n"
    t += f"Current treatment: {drug}; folic acid 5 mg weekly.\n\n"
    t += "History:\n"
    t += (f"{c.ptname('first') if r.random() < 0.4 else c.pt_title()} is {c.age_phrase(article=True)} last seen on {c.D(c.before(60, 200))}. "
          f"{c.He} reports {r.randint(20, 90)} minutes of early-morning stiffness and flares affecting the "
          f"{pick(c, 'MCPs and wrists', 'knees and ankles', 'MTPs', 'shoulders and hip girdle')}. "
          f"A course of prednisolone was given by {c.his} {GP_WORD[c.loc]}, {c.drname(c.gp)}, on {c.D(c.before(10, 50))}. "
          f"{c.He} missed the infusion/injection around {c.holiday() if r.random() < 0.6 else c.Dshort(c.before(15, 40))} "
          f"while visiting {pick(c, 'family', 'a friend')} in {M(r.choice(P.COUNTRIES), 'COUNTRY') if r.random() < 0.5 else M(r.choice(c.L.towns), 'CITY')}.\n\n")
    t += f"Social: {c.social()}\nFamily history: {c.fhx()}\n\n"
    t += (f"Examination: {r.randint(0, 12)} tender, {r.randint(0, 10)} swollen joints. DAS28-CRP {r.uniform(1.8, 5.9):.2f}. "
          f"No nodules. Skin: {pick(c, 'clear', 'plaque psoriasis elbows', 'malar rash', 'nail pitting')}. Heberden's nodes noted.\n\n")
    t += "Results:\n" + labs(c, [("CRP", 1, 60, "mg/L"), ("ESR", 3, 80, "mm/h"), ("Hb", 10.1, 15.8, "g/dL"),
                                 ("ALT", 12, 70, "U/L"), ("eGFR", 45, 99, "mL/min")], r.choice([2, 3])) + "\n"
    acc = c.idnum(pick(c, "XR", "RAD", "US"))
    t += (f"Hand and foot radiographs {c.D(c.before(5, 90))} (accession {acc}): "
          f"{pick(c, 'periarticular osteopenia, no erosions', 'new erosion at right MCP2', 'stable appearances')}.\n\n")
    t += "Plan:\n"
    t += f"1. {pick(c, 'Increase', 'Continue', 'Switch')} therapy as discussed; blood monitoring via shared-care protocol at {M(c.practice, 'HOSPITAL')}.\n"
    t += f"2. Rheumatology nurse helpline {c.PH()} ({c.nurse.s('full')}, {c.nurse.cred}).\n"
    t += f"3. {plan_fu(c)}\n"
    if r.random() < 0.5:
        t += f"4. Biologic funding form submitted; reference {c.idnum('BIO')}; pharmacy homecare via {M(c.pharmacy_name(), 'HOSPITAL')}.\n"
    t += "\n" + c.signature("Consultant Rheumatologist") + "\n"
    return t


# --------------------------------------------------------------------------- GI endoscopy
def gi_endoscopy(c):
    r = c.r
    proc = r.choice(["Colonoscopy", "Gastroscopy (OGD)", "Flexible sigmoidoscopy", "Colonoscopy with polypectomy",
                     "EGD with biopsies"])
    endo = c.doc
    nurse2 = c.staff("rn")
    anaes = c.staff("doc")
    scope = letters(r, 2) + digits(r, 7)
    t = f"{M(c.hosp, 'HOSPITAL')} — {pick(c, 'Endoscopy Unit', 'GI Lab', 'Digestive Diseases Unit')}\nPROCEDURE REPORT: {proc}\n\n"
    t += (f"Patient name: {c.p.s('LF')}\n{c.mrn_label}: {M(c.mrn, 'MRN')}    DOB: {c.D(c.dob)}    Age: {c.A()}\n"
          f"Procedure date: {c.D(c.visit)}   Room: {M(str(r.randint(1, 8)), 'LOCATION_OTHER')}   "
          f"Visit no.: {c.acct()}\n")
    if c.loc == "UK":
        t += f"NHS number: {M(c.nhs, 'MRN')}\n"
    elif c.loc in ("US", "SG") and r.random() < 0.6:
        t += c.ids_line() + "\n"
    t += (f"Endoscopist: {c.drname(endo, 'full')}\nNurses: {c.nurse.s('full')}, {nurse2.s(pick(c, 'full', 'ginit'))}\n"
          f"Sedation: {pick(c, 'midazolam 2 mg + fentanyl 50 mcg', 'propofol (MAC)', 'none - Entonox only')}"
          + (f" administered by {c.drname(anaes)}" if r.random() < 0.5 else "") + "\n"
          f"Referring clinician: {c.drname(c.gp, 'full')} ({M(c.practice, 'HOSPITAL')})\n"
          f"Instrument: {pick(c, 'Olympus CF-HQ190L', 'Olympus GIF-H190', 'Pentax EC-3890Li', 'Fujifilm EG-760R')}, serial {M(scope, 'DEVICE')}\n\n")
    upper = "OGD" in proc or "EGD" in proc
    ind = pick(c, 'dyspepsia and weight loss', 'Barrett oesophagus surveillance', 'iron-deficiency anaemia', 'dysphagia') if upper else \
        pick(c, 'iron-deficiency anaemia', 'change in bowel habit', 'positive FIT', 'surveillance post polypectomy', 'rectal bleeding')
    t += (f"Indication: {ind}."
          f" Previous {pick(c, 'colonoscopy', 'OGD')} {c.D(c.before(700, 2500))} at {M(c.hospital_name(), 'HOSPITAL')}.\n"
          f"Consent: written, obtained by {endo.s('ginit')}; risks explained incl. perforation and bleeding.\n"
          f"Bowel prep: {pick(c, 'Moviprep', 'Plenvu', 'Picolax')}; BBPS {r.randint(5, 9)}.\n\n")
    t += "Findings:\n"
    nspec = r.randint(1, 3)
    for i in range(nspec):
        site = r.choice(["gastric antrum", "D2", "lower oesophagus at 36 cm", "gastric body"] if upper else
                        ["caecum", "ascending colon", "transverse colon", "sigmoid at 25 cm", "rectum"])
        t += (f"- {site}: {pick(c, f'{r.randint(3, 18)} mm sessile polyp, cold snare', 'patchy erythema, biopsies', 'angiodysplasia, APC applied', 'Paris 0-IIa lesion, EMR', 'salmon-coloured mucosa C2M4, Seattle biopsies')}"
              f" - pot {i + 1}, specimen {c.idnum('S')}\n")
    t += ("Retroflexion in stomach; Z-line regular. No varices.\n\n" if upper else
          f"Caecal intubation confirmed by appendiceal orifice and ileocaecal valve. Withdrawal time {r.randint(6, 19)} min.\n\n")
    esc = c.family(pick(c, 'wife', 'husband', 'son', 'daughter', 'friend'))
    t += (f"Recovery: {c.pt_title()} discharged home with {esc.s('full')} ({esc.rel}), "
          f"contact {c.PH(c.pt_mobile)}. Not to drive for 24 h.\n")
    t += (f"Histology to {c.drname(endo, 'last')}; result letter to {GP_WORD[c.loc]}. "
          f"Pathology requisition {c.idnum('PR')}.\n")
    t += f"Surveillance: repeat {pick(c, 'colonoscopy', 'OGD')} due {c.Dmy(c.after(365, 1900))}.\n"
    if r.random() < 0.5:
        t += f"Patient-reported prep experience recorded online at {c.URL('/endoscopy/feedback')}.\n"
    t += "\n" + c.signature("Consultant Gastroenterologist") + "\n"
    return t


# --------------------------------------------------------------------------- hepatology
def hepatology_clinic(c):
    r = c.r
    dx = r.choice(["MASLD with F3 fibrosis", "alcohol-related cirrhosis, Child-Pugh B7", "chronic hepatitis B (HBeAg negative)",
                   "hepatitis C genotype 3, post-SVR", "primary biliary cholangitis", "autoimmune hepatitis"])
    t = c.header(pick(c, "Hepatology Clinic", "Liver Clinic Review", "Hepatology Outpatient Note"))
    t += f"\nDiagnosis: {dx}.\n"
    t += (f"\n{c.pt_title()} is {c.age_phrase(article=True)} referred by {c.drname(c.gp)} on {c.D(c.before(100, 500))}. "
          f"Alcohol: {r.randint(0, 80)} units/week, abstinent since {c.Dmy(c.before(60, 1200))}. "
          f"{c.He} was admitted to {M(c.hosp, 'HOSPITAL')} ({M(r.choice(P.WARDS), 'HOSPITAL')}, bed {M(str(r.randint(1, 28)), 'LOCATION_OTHER')}) "
          f"from {c.D(c.before(150, 300))} to {c.D(c.before(120, 149))} with {pick(c, 'ascites', 'variceal bleed', 'hepatic encephalopathy', 'jaundice')}.\n")
    t += f"\nSocial: {c.social()}\n"
    hhn = c.family(pick(c, "sister", "brother", "mother", "son"))
    t += (f"{hhn.rel.capitalize()} {hhn.s('full')} was screened for HBV on {c.D(c.before(20, 200))}"
          f" at {M(c.practice_name(), 'HOSPITAL')}.\n" if "hepatitis B" in dx else
          f"{c.His} {hhn.rel} {hhn.s('first')} ({c.PH()}) is the nominated contact.\n")
    t += f"\nFibroScan {c.D(c.before(0, 30))}: {r.uniform(5, 48):.1f} kPa (IQR/median {r.randint(5, 29)}%), CAP {r.randint(190, 360)} dB/m.\n"
    t += (f"Ultrasound liver {c.D(c.before(10, 170))} ({c.idnum('US')}): {pick(c, 'coarse echotexture, no focal lesion', 'splenomegaly 15 cm, patent portal vein', 'steatosis, no ascites')}.\n")
    t += "\n" + labs(c, [("Bilirubin", 5, 80, "umol/L"), ("ALT", 15, 220, "U/L"), ("Albumin", 25, 45, "g/L"),
                         ("INR", 0.9, 2.2, "ratio"), ("Platelets", 60, 320, "x10^9/L"), ("AFP", 1, 12, "kU/L")], 3) + "\n"
    t += f"MELD-Na {r.randint(7, 24)}. Varices: {pick(c, 'grade 1 on OGD', 'none on last OGD', 'banded x3')}" + (
        f" ({c.D(c.before(60, 400))})." if r.random() < 0.7 else ".") + "\n"
    t += "\nPlan:\n"
    t += f"- Six-monthly HCC surveillance ultrasound; next due {c.Dmy(c.after(150, 200))}.\n"
    t += f"- {pick(c, 'Carvedilol 6.25 mg BD', 'Entecavir 0.5 mg daily', 'Ursodeoxycholic acid 15 mg/kg', 'Budesonide taper')}.\n"
    if r.random() < 0.5:
        tx = c.hospital_name()
        t += f"- Discussed transplant referral to {M(tx, 'HOSPITAL')}; coordinator {c.staff('rn').s('full')} on {c.PH(ext=True)}.\n"
    t += f"- Alcohol liaison nurse {c.nurse.s(pick(c, 'full', 'first'))} to contact {c.him} on {c.PH(c.pt_mobile)}.\n"
    t += f"- {plan_fu(c)}\n"
    t += "\n" + c.signature("Consultant Hepatologist") + "\n"
    return t


# --------------------------------------------------------------------------- cardiology device checks
DEVICES = ["Medtronic Azure XT DR MRI", "Abbott Assurity MRI", "Boston Scientific Accolade MRI DR",
           "Biotronik Edora 8 DR-T", "Medtronic Cobalt XT VR ICD", "Abbott Gallant HF CRT-D",
           "Boston Scientific Resonate EL ICD", "Medtronic LINQ II ICM"]


def cardiology_device(c):
    r = c.r
    dev = r.choice(DEVICES)
    sn = r.choice([letters(r, 3) + digits(r, 6), digits(r, 7), "RNA" + digits(r, 6) + "S", letters(r, 2) + digits(r, 8)])
    implant = c.before(200, 3500)
    tech = c.staff("rn")
    tech.cred = pick(c, "CCDS", "cardiac physiologist", "RCS", "CEPS")
    if r.random() < 0.45:
        t = c.header(pick(c, "Cardiology Clinic", "Cardiology Follow-up", "Arrhythmia Clinic"))
        t += (f"\n{c.age_phrase()} with {pick(c, 'paroxysmal AF', 'HFrEF, EF 30%', 'complete heart block', 'NSVT and ischaemic cardiomyopathy', 'sick sinus syndrome')}. "
              f"{c.pt_title()} was seen with {c.his} {(f := c.family(pick(c, 'wife', 'husband', 'daughter', 'son'))).rel} {f.s('first')}. "
              f"Device implanted {c.D(implant)} at {M(c.hospital_name(), 'HOSPITAL')} by {c.drname(c.staff('doc'))}.\n")
        t += f"Medications: {pick(c, 'bisoprolol 5 mg, apixaban 5 mg BD', 'sacubitril/valsartan 49/51 mg BD, dapagliflozin 10 mg', 'amiodarone 200 mg, rivaroxaban 20 mg')}.\n"
        t += f"Social: {c.social()}\n"
        t += f"ECG today: {pick(c, 'AAI pacing 60 bpm', 'sinus rhythm 68 bpm, QRS 98 ms', 'AF with controlled rate', 'biventricular paced')}.\n"
        t += f"Echo {c.D(c.before(20, 200))}: LVEF {r.randint(25, 62)}%.\n\n"
        t += "Device interrogation (summary):\n"
    else:
        t = (f"{M(c.hosp, 'HOSPITAL')} — {pick(c, 'Cardiac Device Clinic', 'Pacing Clinic', 'Device Follow-up')}\n"
             f"{pick(c, 'IN-CLINIC', 'REMOTE')} DEVICE CHECK   {c.D(c.visit)}\n"
             f"Patient: {c.ptname('LF')}   DOB {c.D(c.dob)}   {c.mrn_label} {M(c.mrn, 'MRN')}\n")
        if c.loc == "UK":
            t += f"NHS No {M(c.nhs, 'MRN')}\n"
        t += (f"Implanting centre: {M(c.hospital_name(), 'HOSPITAL')}   Implant date: {c.D(implant)}\n"
              f"Following physician: {c.drname(c.doc, 'full')}\n\n")
    lead_a, lead_v = letters(r, 3) + digits(r, 6) + "V", letters(r, 3) + digits(r, 6) + "V"
    t += (f"Generator: {dev}   SN {M(sn, 'DEVICE')}\n"
          f"RA lead: 5076-52 SN {M(lead_a, 'DEVICE')}   RV lead: 3830 SN {M(lead_v, 'DEVICE')}\n"
          f"Battery: {r.uniform(2.9, 3.2):.2f} V, longevity {r.randint(2, 13)} years.\n"
          f"| Lead | Sensing (mV) | Impedance (ohm) | Threshold |\n|---|---|---|---|\n"
          f"| RA | {r.uniform(1.2, 4.5):.1f} | {r.randint(350, 700)} | {r.uniform(0.5, 1.25):.2f} V @ 0.4 ms |\n"
          f"| RV | {r.uniform(6, 18):.1f} | {r.randint(380, 900)} | {r.uniform(0.5, 1.25):.2f} V @ 0.4 ms |\n"
          f"Pacing: A {r.randint(1, 90)}%, V {r.randint(0, 99)}%.\n")
    t += "Episodes:\n"
    for _ in range(r.randint(1, 3)):
        d = c.before(2, 90)
        t += f"- {c.D(d, r.choice(c.L.date_styles))} {r.randint(0, 23):02d}:{r.randint(0, 59):02d} {pick(c, 'AHR episode', 'VT-NS 8 beats', 'mode switch', 'PVC run', 'AT/AF 3 h 12 min')}\n"
    t += (f"Home monitor: {pick(c, 'MyCareLink', 'CareLink SmartSync', 'LATITUDE', 'CardioMessenger')} serial {M(letters(r, 2) + digits(r, 9), 'DEVICE')}, "
          f"last transmission {c.D(c.before(1, 30))}" + (f" from gateway IP {M(c.L.ip(), 'IPADDR')}" if r.random() < 0.5 else "") + ".\n")
    t += (f"Checked by {tech.s('full')} ({tech.cred}), ext {M(digits(r, 4), 'PHONE')}. No reprogramming"
          f" / {pick(c, 'lower rate changed 60 to 50', 'AF detection adjusted', 'output safety margin restored')}.\n")
    t += f"Next remote check {c.D(c.after(80, 100))}; in-clinic {c.Dmy(c.after(300, 400))}.\n"
    if r.random() < 0.4:
        t += (f"Driving ({DRV[c.loc]}): advised not to drive for {r.choice([1, 4, 6])} weeks. Vehicle registration on file "
              f"{M(c.L.plate(), 'VEHICLE')} (mobility permit).\n")
    t += "\n" + c.signature("Consultant Cardiologist") + "\n"
    return t


# --------------------------------------------------------------------------- HF nurse
def hf_nurse(c):
    r = c.r
    carer = c.family(pick(c, "wife", "husband", "daughter", "son"))
    nyha = r.choice(["II", "II-III", "III"])
    t = (f"{M(c.clinic, 'HOSPITAL')} — Heart Failure Nurse {pick(c, 'Telephone Follow-up', 'Home Visit', 'Clinic Review')}\n"
         f"Date: {c.Dwk(c.visit)}   Time: {r.randint(8, 17):02d}:{r.choice(['05', '20', '40', '50'])}\n"
         f"Pt: {c.ptname(pick(c, 'full', 'LF'))} ({c.A()}{c.sex})   {c.mrn_label}: {M(c.mrn, 'MRN')}\n")
    if c.loc == "UK":
        t += f"NHS: {M(c.nhs, 'MRN')}\n"
    t += (f"Address: {c.ad(oneline=True)}\nPhone: {c.PH(c.pt_phone)}   NOK: {carer.s('full')} ({carer.rel}) {c.PH()}\n"
          f"Cardiologist: {c.drname(c.doc)}   {GP_WORD[c.loc]}: {c.drname(c.gp)}, {M(c.practice, 'HOSPITAL')}\n\n")
    t += (f"S: Spoke with {c.ptname('first') if r.random() < 0.5 else c.pt_title()} and {carer.rel} {carer.s('first')}. "
          f"Reports {pick(c, 'increased ankle swelling', 'orthopnoea - now 3 pillows', 'feeling better, walking to the shops', 'dizziness on standing', 'reduced appetite')}. "
          f"{carer.s('firstlow') if r.random() < 0.3 else carer.s('first')} says \"{c.he}'s been more breathless since {M(pick(c, 'Sunday', 'Saturday', 'Monday'), 'DATE')}\".\n\n")
    t += "Daily weights (kg):\n"
    base = r.uniform(58, 120)
    sst = r.choice(c.L.short_styles)
    for i in range(r.randint(4, 7), 0, -1):
        d = c.before(i - 1, i - 1) if i > 1 else c.visit
        t += f"  {c.Dshort(d, sst)}  {base + r.uniform(-0.6, 1.8) * (8 - i) / 4:.1f}\n"
    t += (f"\nO: BP {r.randint(92, 150)}/{r.randint(55, 90)}, HR {r.randint(52, 104)}, SpO2 {r.randint(90, 99)}%. "
          f"Pitting oedema to {pick(c, 'ankles', 'mid-shin', 'knees')}. NYHA {nyha}.\n"
          f"Bloods {c.D(c.before(2, 14))}: Na {r.randint(128, 143)}, K {r.uniform(3.4, 5.6):.1f}, creat {r.randint(70, 210)}, "
          f"NT-proBNP {r.randint(400, 9000)} ng/L.\n\n")
    t += (f"A/P: {pick(c, 'Fluid overload', 'Euvolaemic', 'Possible over-diuresis')}. "
          f"{pick(c, 'Furosemide increased 40 mg to 80 mg for 3 days', 'Bumetanide unchanged', 'Spironolactone held pending U&E')} "
          f"per {c.drname(c.doc, 'last')} (discussed by phone). Repeat U&E at {M(c.practice, 'HOSPITAL')} on {c.D(c.after(3, 7))}.\n"
          f"Fluid restriction 1.5 L reinforced. Red-flag symptoms reviewed; out-of-hours number {c.PH()}.\n"
          f"Cardiac rehab: referred to programme at {M(r.choice(P.BUILDINGS), 'LOCATION_OTHER')}, {M(c.hosp, 'HOSPITAL')}, "
          f"starting {c.Dlong(c.after(10, 40))}.\n")
    if r.random() < 0.5:
        t += f"Telemonitoring scales serial {M(letters(r, 2) + '-' + digits(r, 6), 'DEVICE')} transmitting OK.\n"
    if r.random() < 0.4:
        t += c.telehealth() + "\n"
    t += f"\n{c.sig(c.nurse)}, Heart Failure Specialist Nurse" + (f" | bleep {M(c.L.pager(), 'PHONE')}" if r.random() < 0.5 else "") + "\n"
    t += f"Entered by {c.nurse.username()} {c.D(c.visit)}\n"
    return t


# --------------------------------------------------------------------------- neurology / EEG
def neurology_eeg(c):
    r = c.r
    if r.random() < 0.5:
        tech = c.staff("rn")
        tech.cred = pick(c, "R. EEG T.", "clinical physiologist", "CNP", "EEG technologist")
        t = (f"{M(c.hosp, 'HOSPITAL')}\n{pick(c, 'Department of Clinical Neurophysiology', 'EEG Laboratory', 'Neurophysiology')}\n\n"
             f"EEG REPORT\nEEG no.: {c.idnum('EEG')}   Date: {c.D(c.visit)}\n"
             f"Name: {c.p.s('LF')}   DOB: {c.D(c.dob)}   {c.mrn_label}: {M(c.mrn, 'MRN')}\n"
             f"Location: {pick(c, 'Outpatient', 'Ward', 'ICU')} - room {M(str(r.randint(100, 650)) + r.choice(['', 'A', 'B']), 'LOCATION_OTHER')}\n"
             f"Requested by: {c.drname(c.staff('doc'), 'full')}   Technologist: {tech.s('full')}\n\n")
        t += (f"Clinical history: {c.age_phrase()} with {pick(c, 'two episodes of loss of awareness', 'first unprovoked GTCS', 'nocturnal events', 'confusion post cardiac arrest')} "
              f"on {c.D(c.before(5, 40))} and {c.D(c.before(41, 90))}. Medications: {pick(c, 'levetiracetam 500 mg BD', 'none', 'lamotrigine 100 mg BD', 'sodium valproate 500 mg BD')}.\n\n")
        t += ("Technique: 21-channel digital EEG, 10-20 system, with ECG. Hyperventilation and photic stimulation performed. "
              f"Duration {r.randint(20, 60)} min. Recording system serial {M(letters(r, 3) + '-' + digits(r, 5), 'DEVICE')}.\n\n")
        t += (f"Description: Posterior dominant rhythm {r.randint(8, 11)} Hz, reactive. "
              f"{pick(c, 'Intermittent left temporal sharp waves, max T3.', 'No epileptiform discharges.', 'Generalised 3 Hz spike-wave during HV, 6 s.', 'Diffuse theta slowing.')}\n\n"
              f"Impression: {pick(c, 'Abnormal EEG - focal epileptiform activity', 'Normal awake and drowsy EEG', 'Abnormal - generalised epileptiform discharges', 'Mild diffuse encephalopathy')}.\n\n")
        t += (f"Reported by {c.sig(c.doc)}, Consultant Neurophysiologist, {c.D(c.after(0, 3))}\n"
              f"Verified: {c.doc.username()}   Report copy to {c.drname(c.gp)}, fax {c.FAX()}\n")
        return t
    t = c.header(pick(c, "Neurology Clinic", "General Neurology Outpatient", "Neurology New Patient"))
    cond = r.choice(["migraine with aura", "Parkinson's disease", "essential tremor", "CIDP", "myasthenia gravis",
                     "functional neurological disorder", "Bell's palsy"])
    t += (f"\nReason for referral: {cond}, from {c.drname(c.gp)} dated {c.D(c.before(30, 150))}.\n\n"
          f"HPI: {c.ptname(pick(c, 'first', 'full'))} is {c.age_phrase(article=True)}, {pick(c, 'right', 'left')}-handed. Symptoms started {c.Dmy(c.before(200, 2000))} "
          f"while working as {c.an(c.occ)}{M(c.occ, 'PROFESSION')}. Examination at {M(c.hospital_name(), 'HOSPITAL')} ED on {c.D(c.before(20, 300))} was unremarkable; "
          f"CT head (accession {c.idnum('CT')}) normal.\n\n")
    t += f"Social: {c.social()}\nFamily history: {c.fhx()}\n\n"
    t += (f"Exam: cranial nerves intact; power 5/5; reflexes {pick(c, 'symmetric', 'brisk', 'absent ankle jerks')}; plantars downgoing. "
          f"{pick(c, 'Romberg negative.', 'Rest tremor right hand, cogwheeling.', 'Fatigable ptosis.', 'Lhermitte sign negative.')}\n\n")
    t += (f"Plan: MRI brain with contrast - booking ref {c.idnum('MRI')}; {pick(c, 'start propranolol 40 mg BD', 'trial of co-careldopa', 'nerve conduction studies', 'AChR antibodies')}. "
          f"Driving guidance discussed. Headache diary via {c.URL('/diary')}.\n{plan_fu(c)}\n")
    t += "\n" + c.signature("Consultant Neurologist") + "\n"
    return t


# --------------------------------------------------------------------------- epilepsy nurse
def epilepsy_nurse(c):
    r = c.r
    w = c.family(pick(c, "mother", "father", "partner", "wife", "husband", "flatmate"))
    t = (f"{pick(c, 'EPILEPSY NURSE SPECIALIST NOTE', 'Epilepsy CNS telephone clinic', 'Epilepsy nurse review')}\n"
         f"{M(c.clinic, 'HOSPITAL')}, {M(c.hosp, 'HOSPITAL')}\nDate: {c.D(c.visit)}\n"
         f"Patient: {c.ptname()}   DOB: {c.D(c.dob)}   {c.mrn_label}: {M(c.mrn, 'MRN')}\n")
    idl = c.ids_line()
    if idl:
        t += idl + "\n"
    t += f"Contact: {c.PH(c.pt_mobile)} / {c.pt_email()}\nConsultant: {c.drname(c.doc)}\n\n"
    t += (f"{c.ptname(pick(c, 'first', 'nick', 'first'))} {pick(c, 'called the advice line', 'attended nurse clinic', 'was reviewed by phone')} with {c.his} {w.rel} {w.s(pick(c, 'first', 'full'))}.\n"
          f"Seizure diary since last contact ({c.D(c.before(60, 120))}):\n")
    for _ in range(r.randint(2, 5)):
        d = c.before(1, 59)
        t += f"  * {c.D(d)} - {pick(c, 'focal impaired awareness, 1 min', 'GTCS 2 min, bit tongue', 'cluster x3 overnight', 'aura only', 'myoclonic jerks on waking')}" + (
            f", witnessed by {w.s('first')}" if r.random() < 0.4 else "") + "\n"
    t += (f"Triggers: {pick(c, 'sleep deprivation', 'missed doses', 'alcohol', 'menstrual cycle', 'exam stress')}. "
          f"Current AEDs: {pick(c, 'lamotrigine 150 mg BD', 'levetiracetam 1 g BD + clobazam 10 mg nocte', 'carbamazepine MR 400 mg BD', 'lacosamide 100 mg BD')}.\n")
    if r.random() < 0.5:
        t += (f"VNS: {pick(c, 'SenTiva 1000', 'AspireSR 106', 'Demipulse 103')} generator SN {M(digits(r, 5) if r.random() < 0.5 else letters(r, 2) + digits(r, 6), 'DEVICE')}, "
              f"output {r.uniform(0.5, 2.25):.2f} mA; magnet swipes x{r.randint(0, 6)}.\n")
    t += (f"Work/school: {pick(c, 'Employed as', 'Works as')} {c.an(c.occ)}{M(c.occ, 'PROFESSION')} at {M(c.employer, 'ORGANIZATION')}; "
          f"{pick(c, 'occupational health letter sent', 'manager aware', 'working from height stopped')}.\n")
    lic = {"US": "driver's license", "CA": "driver's licence", "UK": "driving licence", "IE": "driving licence",
           "AU": "driver licence", "NZ": "driver licence", "SG": "driving licence"}[c.loc]
    dlno = r.choice([letters(r, 1) + digits(r, 7), digits(r, 8), letters(r, 5) + digits(r, 6) + letters(r, 2)])
    t += (f"Driving: {c.He} holds {lic} {M(dlno, 'LICENSE')}; advised not to drive and to notify the licensing authority. "
          f"Car ({M(c.L.plate(), 'VEHICLE')}) now driven by {w.s('first')}.\n")
    t += (f"Safety: rescue buccal midazolam 10 mg; care plan copied to {M(c.school_name() if c.age < 25 else c.employer_name(), 'ORGANIZATION')}. "
          f"{pick(c, 'SUDEP discussed.', 'Bathing safety discussed - showers only.', 'Contraception and folic acid discussed.')}\n")
    t += (f"Plan: {pick(c, 'increase lamotrigine by 25 mg/fortnight', 'add clobazam', 'ambulatory EEG booked', 'referral to epilepsy surgery MDT')} as agreed with {c.drname(c.doc, 'last')}. "
          f"Next call {c.Dwk(c.after(14, 60))}.\n\n")
    t += f"{c.sig(c.nurse)}, Epilepsy Nurse Specialist\nAdvice line {c.PH(ext=r.random() < 0.5)}   {c.clinic_email()}\n"
    return t


# --------------------------------------------------------------------------- MS infusion
def ms_infusion(c):
    r = c.r
    drug = r.choice(["ocrelizumab 600 mg", "natalizumab 300 mg", "ocrelizumab 300 mg (split dose)", "alemtuzumab 12 mg",
                     "methylprednisolone 1 g (relapse)"])
    chair = str(r.randint(1, 14))
    pump = letters(r, 2) + digits(r, 6)
    t = (f"{M(c.clinic, 'HOSPITAL')} — {M(r.choice(P.BUILDINGS), 'LOCATION_OTHER')}, {pick(c, 'level 2', 'ground floor', 'level 4')}\n"
         f"INFUSION RECORD   {c.D(c.visit)}   Chair {M(chair, 'LOCATION_OTHER')}\n"
         f"Name: {c.p.s(pick(c, 'LF', 'fullmid'))}   Age/Sex: {c.A()}/{c.sex}   {c.mrn_label}: {M(c.mrn, 'MRN')}   Visit: {c.acct()}\n")
    idl = c.ids_line()
    if idl:
        t += idl + "\n"
    t += (f"Neurologist: {c.drname(c.doc, 'full')}   Infusion nurse: {c.sig(c.nurse, 'full')}\n\n"
          f"Diagnosis: {pick(c, 'RRMS', 'PPMS', 'active SPMS', 'highly active RRMS')} since {c.Dy(c.before(700, 7000))}; EDSS {r.choice(['1.5', '2.0', '3.0', '3.5', '4.5', '6.0'])}.\n"
          f"Treatment: {drug}, dose {r.randint(1, 3) if 'relapse' in drug else r.randint(1, 12)} of {'3' if 'relapse' in drug else 'course'}. Previous dose {c.D(c.before(28, 190))}.\n"
          f"JCV index {r.uniform(0.1, 3.2):.2f} ({c.D(c.before(30, 180))}). MRI {c.D(c.before(40, 300))}: {pick(c, 'no new T2 lesions', '2 new T2 lesions', 'stable')}.\n\n")
    t += ("Pre-infusion checklist: infection screen negative; pregnancy test N/A; pre-meds given (paracetamol 1 g, "
          "cetirizine 10 mg, methylprednisolone 100 mg IV).\n"
          f"Batch no. {letters(r, 1)}{digits(r, 4)}{letters(r, 1)} (pharmacy checked by {c.staff('rn').s(pick(c, 'full', 'ginit'))}, pharmacist).\n"
          f"Pump: {pick(c, 'Alaris GP', 'Baxter Sigma Spectrum', 'B. Braun Infusomat Space')} asset/serial {M(pump, 'DEVICE')}\n\n")
    t += "| Time | Rate (mL/h) | BP | HR | Temp | Comment |\n|---|---|---|---|---|---|\n"
    h = r.randint(8, 11)
    for i in range(r.randint(4, 6)):
        t += f"| {h + i // 2:02d}:{(i % 2) * 30:02d} | {30 * (i + 1)} | {r.randint(100, 145)}/{r.randint(60, 90)} | {r.randint(58, 96)} | {r.uniform(36.1, 37.4):.1f} | {pick(c, 'nil', 'mild pruritus', 'throat irritation - rate halved', 'settled', 'nil')} |\n"
    t += (f"\nTolerated well. Observed 1 h post. Discharged home with {c.family().s(pick(c, 'full', 'first'))}. "
          f"Next infusion {c.Dlong(c.after(160, 190)) if 'ocrel' in drug else c.D(c.after(28, 42))}.\n")
    if r.random() < 0.5:
        t += f"Parking permit issued for vehicle {M(c.L.plate(), 'VEHICLE')}.\n"
    if r.random() < 0.3:
        t += f"Check-in by palm-vein scan, biometric ID {M('PV-' + digits(r, 6), 'BIOID')}.\n"
    t += f"MS nurse line {c.PH()}; {c.URL('/ms/infusion-info')}\n"
    t += f"Documented by {c.nurse.username()} at {r.randint(12, 17)}:{r.randint(10, 59)}; co-signed {c.drname(c.doc, 'ginit')}.\n"
    return t


# --------------------------------------------------------------------------- spinal
def spinal_clinic(c):
    r = c.r
    t = c.header(pick(c, "Spinal Clinic", "Spine Surgery Consultation", "Spinal Outpatient Review"))
    mech = r.choice(["mvc", "work", "none"])
    t += f"\nPresenting complaint: {pick(c, 'low back pain radiating to left leg', 'neck pain with right arm paraesthesia', 'mechanical back pain', 'bilateral leg claudication')}.\n\n"
    if mech == "mvc":
        ins = r.choice(P.INSURER)
        t += (f"History: rear-ended on {c.Dwk(c.before(30, 400))} while driving {c.his} {pick(c, 'Toyota Corolla', 'Ford Ranger', 'Honda Civic', 'Mazda CX-5', 'VW Golf')} "
              f"(reg {M(c.L.plate(), 'VEHICLE')}) on {M(r.choice(P.STREET_NAMES) + ' ' + r.choice(P.SUFFIX[c.loc]), 'STREET')} in {M(r.choice(c.L.towns), 'CITY')}. "
              f"Taken by ambulance to {M(c.hospital_name(), 'HOSPITAL')}. Insurer {M(ins, 'ORGANIZATION')}, claim no. {c.idnum('CLM')}" + (
                  f"; VIN {M(c.L.vin(), 'VEHICLE')}" if r.random() < 0.4 else "") + ".\n")
    elif mech == "work":
        t += (f"History: injured lifting at work on {c.D(c.before(20, 500))}. {c.He} is {c.an(c.occ)}{M(c.occ, 'PROFESSION')} with "
              f"{M(c.employer, 'ORGANIZATION')}; supervisor {c.family('friend').s('full')} {c.PH()}. Workers' compensation case {c.idnum('WC')}.\n")
    else:
        t += f"History: insidious onset since {c.Dmy(c.before(150, 1500))}; worse after gardening over {c.holiday()}.\n"
    t += (f"{c.age_phrase()}. Prior: {pick(c, 'L4/5 microdiscectomy', 'no surgery', 'facet injections', 'C5/6 ACDF')} "
          f"{'in ' + c.Dy(c.before(800, 4000)) if r.random() < 0.6 else ''}".rstrip() + ".\n")
    t += f"Social: {c.social()}\n\n"
    t += (f"Exam: SLR {pick(c, 'positive left at 40 degrees', 'negative', 'positive right at 30 degrees')}; "
          f"power {pick(c, 'EHL 4/5 left', 'full', 'C6 4+/5')}; reflexes {pick(c, 'ankle absent L', 'symmetric', 'biceps reduced')}. Spurling's negative. No saddle anaesthesia.\n\n")
    acc = c.idnum("MR")
    t += (f"MRI {pick(c, 'lumbar', 'cervical', 'whole')} spine {c.D(c.before(10, 120))} (accession {acc}, {M(c.hospital_name(), 'HOSPITAL')}): "
          f"{pick(c, 'L5/S1 left paracentral disc protrusion compressing S1 root', 'multilevel stenosis worst L3/4', 'C5/6 foraminal narrowing', 'Grade 1 spondylolisthesis L4/5')}.\n"
          f"Reviewed with {c.drname(c.staff('doc'))} (radiology).\n\n")
    t += (f"Plan: {pick(c, 'CT-guided transforaminal injection', 'physio-led rehab', 'listed for decompression', 'surgical opinion at MDT')}; "
          f"physiotherapy with {c.staff('np').s('full')} at {M(c.practice_name(), 'HOSPITAL')}. {plan_fu(c)}\n")
    if r.random() < 0.4:
        t += f"Return-to-work letter faxed to {M(c.employer, 'ORGANIZATION')} HR ({c.FAX()}).\n"
    t += "\n" + c.signature("Consultant Spinal Surgeon") + "\n"
    return t


# --------------------------------------------------------------------------- pain
def pain_clinic(c):
    r = c.r
    t = c.header(pick(c, "Pain Management Clinic", "Chronic Pain Review", "Interventional Pain Procedure Note"))
    pharm = c.pharmacy_name()
    t += (f"\n{c.age_phrase()} with {pick(c, 'chronic low back pain', 'CRPS right hand', 'fibromyalgia', 'post-herpetic neuralgia', 'failed back surgery syndrome')} "
          f"since {c.Dy(c.before(700, 5000))}. Pain {r.randint(4, 9)}/10, sleep poor. BPI interference {r.randint(3, 9)}/10.\n")
    t += f"Medications: {pick(c, 'oxycodone MR 10 mg BD, pregabalin 150 mg BD', 'tapentadol 50 mg BD', 'buprenorphine patch 10 mcg/h', 'duloxetine 60 mg, amitriptyline 10 mg')}.\n"
    if c.loc == "US":
        t += (f"PDMP queried {c.D(c.visit)} by {c.nurse.username()}: single prescriber, fills at {M(pharm, 'HOSPITAL')} ({c.PH()}). "
              f"Prescriber DEA {M(letters(r, 2) + digits(r, 7), 'LICENSE')}.\n")
    elif c.loc == "AU":
        t += f"SafeScript checked {c.D(c.visit)}; dispensing at {M(pharm, 'HOSPITAL')} only.\n"
    else:
        t += f"Opioid prescriptions dispensed by {M(pharm, 'HOSPITAL')}; last issue {c.D(c.before(3, 30))}.\n"
    t += (f"Urine drug screen specimen {c.idnum('UDS')}: {pick(c, 'consistent', 'consistent with prescribed', 'unexpected cannabinoid - discussed')}.\n"
          f"Opioid agreement re-signed {c.D(c.visit)}; witnessed by {c.nurse.s('full')}, {c.nurse.cred}.\n\n")
    t += f"Social: {c.social()}\n"
    if r.random() < 0.5:
        t += (f"Mood: PHQ-9 {r.randint(3, 22)}. Psychology with {c.staff('np').s('full')} at {M(c.clinic, 'HOSPITAL')}. "
              f"Attends the weekly pain support group at {M(r.choice(P.CHURCHES), 'ORGANIZATION')}.\n")
    if r.random() < 0.5:
        t += (f"\nProcedure {c.D(c.visit)}: {pick(c, 'bilateral L4-S1 medial branch RF ablation', 'caudal epidural steroid injection', 'SCS trial lead placement', 'stellate ganglion block')} "
              f"in theatre {M(str(r.randint(1, 9)), 'LOCATION_OTHER')}; operator {c.drname(c.doc, 'full')}, radiographer {c.staff('rn').s('full')}. "
              f"Fluoro time {r.uniform(0.3, 3.5):.1f} min. No complications.\n")
        if r.random() < 0.6:
            t += (f"Spinal cord stimulator: {pick(c, 'Nevro Senza HFX', 'Abbott Proclaim XR', 'Boston WaveWriter Alpha')} IPG SN {M(letters(r, 3) + digits(r, 7), 'DEVICE')}; "
                  f"patient remote SN {M(digits(r, 8), 'DEVICE')}. Rep {c.family('friend').s('full')} present.\n")
    if r.random() < 0.35:
        t += f"Involved in a collision on {c.D(c.before(200, 900))}; other vehicle plate {M(c.L.plate(), 'VEHICLE')} (police report {c.idnum('PR')}).\n"
    t += f"\nPlan: {pick(c, 'taper oxycodone by 10% monthly', 'taper pregabalin', 'no medication change', 'trial of lidocaine plasters')}. {plan_fu(c)}\n"
    t += "\n" + c.signature("Consultant in Pain Medicine") + "\n"
    return t


# --------------------------------------------------------------------------- bariatric
def bariatric_followup(c):
    r = c.r
    op = r.choice(["laparoscopic sleeve gastrectomy", "Roux-en-Y gastric bypass", "one-anastomosis gastric bypass",
                   "gastric band removal and sleeve"])
    opd = c.before(40, 1500)
    diet = c.staff("np")
    diet.cred = pick(c, "APD", "RD", "dietitian", "BSc RD")
    t = c.header(pick(c, "Bariatric Surgery Follow-up", "Weight Management MDT Review", "Post-bariatric Clinic"))
    t += (f"\nOperation: {op} on {c.D(opd)} by {c.drname(c.doc)} at {M(c.hosp, 'HOSPITAL')}.\n"
          f"Pre-op weight {r.randint(105, 190)} kg (BMI {r.uniform(38, 62):.1f}) at assessment {c.D(opd - dt.timedelta(days=r.randint(60, 300)))}.\n\n")
    t += "Weight trend:\n| Date | Weight (kg) | %TWL |\n|---|---|---|\n"
    w0 = r.randint(100, 170)
    for i, back in enumerate(sorted(r.sample(range(30, 900), 4), reverse=True)):
        t += f"| {c.D(c.before(back, back))} | {w0 - 6 * i - r.randint(0, 5)} | {r.randint(5, 30)}% |\n"
    t += f"| {c.D(c.visit)} | {w0 - 30 - r.randint(0, 20)} | {r.randint(20, 38)}% |\n\n"
    t += (f"{c.pt_title()} ({c.A()}) reports {pick(c, 'occasional dumping after sweets', 'good restriction, no vomiting', 'reflux at night', 'hair thinning')}. "
          f"Back at work as {c.an(c.occ)}{M(c.occ, 'PROFESSION')}" + (f" with {M(c.employer, 'ORGANIZATION')}" if r.random() < 0.6 else "") + ". "
          f"Attends the monthly support group in the {M(r.choice(P.BUILDINGS), 'LOCATION_OTHER')}; {c.his} {(f := c.family(pick(c, 'sister', 'partner', 'friend'))).rel} "
          f"{f.s('first')} also had surgery here.\n")
    t += f"Social: {c.social()}\n"
    t += (f"Supplements: bariatric MVI, calcium + vit D, B12 injections every 3 months at {M(c.practice, 'HOSPITAL')}.\n"
          f"Bloods {c.D(c.before(5, 25))}: ferritin {r.randint(8, 200)}, B12 {r.randint(150, 700)}, folate {r.uniform(3, 20):.1f}, "
          f"vit D {r.randint(25, 110)}, HbA1c {r.randint(34, 60)} mmol/mol.\n")
    t += (f"Dietitian review with {diet.s('full')} ({diet.cred}): protein 60-80 g/day; plate model; "
          f"food diary app username {c.p.username()}.\n")
    t += f"Plan: {pick(c, 'OGD for reflux', 'iron infusion', 'continue', 'refer to plastics for abdominoplasty assessment')}. {plan_fu(c)}\n"
    if r.random() < 0.5:
        t += f"Patient resources: {c.URL('/bariatric/life-after-surgery')}\n"
    t += "\n" + c.signature("Consultant Bariatric Surgeon") + "\n"
    return t


# --------------------------------------------------------------------------- breast
def breast_clinic(c):
    r = c.r
    rad = c.staff("doc")
    t = c.header(pick(c, "Breast Clinic - Triple Assessment", "Breast Surgery Follow-up", "Symptomatic Breast Clinic"))
    side = r.choice(["left", "right"])
    t += (f"\nReferred by {c.drname(c.gp)} ({M(c.practice, 'HOSPITAL')}) on {c.D(c.before(7, 20))} under the 2-week-wait pathway "
          f"with a {side} breast lump noticed {pick(c, 'in the shower', 'by her partner', 'after a fall')} around {c.Dshort(c.before(21, 60))}.\n"
          f"{c.age_phrase()}; G{r.randint(0, 4)}P{r.randint(0, 3)}; menarche {r.randint(10, 15)}; {pick(c, 'postmenopausal', 'premenopausal', 'perimenopausal')}; HRT {pick(c, 'never', 'for 5 years', 'stopped ' + c.Dy(c.before(400, 3000)))}.\n")
    mo, si = c.family("mother"), c.family("sister")
    t += (f"Family history: mother {mo.s('first')} - breast cancer at {c.A(r.randint(38, 72))}, died aged {c.A(r.randint(50, 88))}; "
          f"sister {si.s('full')} - {pick(c, 'BRCA2 carrier', 'ovarian cancer', 'no cancer')}, tested at {M(c.hospital_name(), 'HOSPITAL')}.\n")
    t += f"Social: {c.social()}\n\n"
    t += (f"Exam: {r.randint(10, 35)} mm mobile mass {side} breast {r.randint(1, 12)} o'clock, {r.randint(2, 8)} cm FN. Axilla {pick(c, 'clear', 'palpable node')}.\n"
          f"Mammogram {c.D(c.visit)} (acc {c.idnum('MG')}): M{r.randint(2, 5)}. US (acc {c.idnum('US')}): U{r.randint(2, 5)}, reported by {c.drname(rad)}.\n"
          f"Core biopsy x{r.randint(2, 4)} 14G, specimen {c.idnum('B')}; marker clip placed.\n")
    if r.random() < 0.4:
        t += (f"Previous reconstruction {c.Dy(c.before(800, 4000))}: {pick(c, 'Mentor MemoryGel', 'Motiva Ergonomix', 'Allergan Natrelle 410')} implant, "
              f"serial {M(digits(r, 7) + '-' + digits(r, 3), 'DEVICE')}, lot {digits(r, 7)} - intact on US.\n")
    t += (f"\nOutcome: results at MDT on {c.Dwk(c.after(5, 12))}; results appointment {c.D(c.after(7, 14))}. "
          f"Breast care nurse {c.nurse.s(pick(c, 'full', 'first'))} (direct line {c.PH()}) gave written information"
          + (f" and {c.URL('/breast-care')}" if r.random() < 0.5 else "") + ". "
          f"{c.pt_title()}'s {(f := c.family(pick(c, 'husband', 'daughter', 'partner', 'friend'))).rel} {f.s('first')} was present.\n")
    t += "\n" + c.signature("Consultant Oncoplastic Breast Surgeon") + "\n"
    return t


# --------------------------------------------------------------------------- plastics / hand therapy
def plastics_hand_therapy(c):
    r = c.r
    ht = c.staff("np")
    ht.cred = pick(c, "OTR/L, CHT" if c.loc == "US" else "OT", "CHT", "Hand Therapist", "PT, CHT")
    inj = r.choice(["FDP laceration zone II, ring finger", "Dupuytren's contracture little finger, post fasciectomy",
                    "distal radius fracture ORIF", "mallet finger", "extensor tendon repair zone V", "CMCJ arthroplasty"])
    opd = c.before(10, 120)
    if r.random() < 0.5:
        t = c.header(pick(c, "Plastic Surgery Clinic", "Hand Surgery Review", "Plastics Outpatients"))
        t += f"\nDiagnosis: {inj}. Operation {c.D(opd)} ({c.drname(c.doc)}).\n"
    else:
        t = (f"{M(c.clinic, 'HOSPITAL')}\nHAND THERAPY PROGRESS NOTE\nDate: {c.D(c.visit)}   Session {r.randint(2, 14)}\n"
             f"Client: {c.ptname(pick(c, 'full', 'LF'))}   DOB {c.D(c.dob)}   {c.mrn_label} {M(c.mrn, 'MRN')}\n"
             f"Surgeon: {c.drname(c.doc, 'full')}   Therapist: {c.sig(ht)}\n"
             f"Diagnosis: {inj}, surgery {c.D(opd)}.\n")
    mech = r.random()
    if mech < 0.5:
        t += (f"\nMechanism: injured at work on {c.D(opd - dt.timedelta(days=r.randint(0, 5)))} - {c.He} is {c.an(c.occ)}{M(c.occ, 'PROFESSION')} at "
              f"{M(c.employer, 'ORGANIZATION')}. Claim no. {c.idnum(pick(c, 'WC', 'ACC', 'WSIB', 'CLM'))}; case manager {c.family('friend').s('full')} ({c.email_of(c.family('friend'), c.employer.split()[0].lower() + '.example')}).\n")
    else:
        t += f"\nMechanism: {pick(c, 'kitchen knife injury at home', 'fall from bicycle', 'dog bite', 'glass injury')}. Dominant hand {pick(c, 'R', 'L')}. {c.social()}\n"
    t += "\nROM (degrees, active):\n| Joint | Ext | Flex |\n|---|---|---|\n"
    for j in ["MCP", "PIP", "DIP"]:
        t += f"| {j} | {-r.randint(0, 30)} | {r.randint(30, 95)} |\n"
    t += (f"Grip (Jamar II): R {r.randint(8, 45)} kg, L {r.randint(8, 45)} kg. QuickDASH {r.randint(10, 70)}. Tinel's {pick(c, 'negative', 'positive at wrist')}.\n"
          f"Splint: {pick(c, 'dorsal blocking splint', 'thermoplastic night extension splint', 'relative motion orthosis', 'thumb spica')}, "
          f"remade today by {ht.s('first')}.\n"
          f"Scar: {pick(c, 'healing well, massage taught', 'hypertrophic - silicone gel', 'adherent, desensitisation started')}.\n")
    t += (f"\nPlan: {pick(c, 'progress to place-and-hold', 'start light strengthening', 'wean splint days', 'return to work light duties')}. "
          f"Home exercise video at {c.URL('/hand-therapy/exercises')}. Next session {c.Dwk(c.after(5, 14))}; surgeon review {c.D(c.after(20, 60))}.\n")
    if r.random() < 0.3:
        t += f"Fit note faxed to {M(c.practice, 'HOSPITAL')} on {c.FAX()}.\n"
    t += f"\n{c.sig(ht)}\n{c.lic('np')}\n"
    if r.random() < 0.5:
        t += f"cc: {c.drname(c.doc)}; {c.drname(c.gp, 'full')}, {M(c.practice, 'HOSPITAL')}\n"
    return t


# --------------------------------------------------------------------------- travel / occupational vaccination
VACCINES = [("Hepatitis A", "Havrix 1440"), ("Typhoid", "Typhim Vi"), ("Yellow fever", "Stamaril"),
            ("Japanese encephalitis", "Ixiaro"), ("Rabies pre-exposure", "Rabipur"), ("Hepatitis B", "Engerix-B"),
            ("Tdap", "Boostrix"), ("Meningococcal ACWY", "Menveo"), ("Cholera (oral)", "Dukoral"),
            ("MMR", "Priorix"), ("Influenza", "Vaxigrip Tetra"), ("Polio (IPV)", "IPOL")]


def travel_occ_vaccination(c):
    r = c.r
    occ = r.random() < 0.45
    t = (f"{M(c.clinic, 'HOSPITAL')}\n{c.ad(c.hosp_addr, oneline=True)}   Tel {c.PH()}\n"
         f"{'OCCUPATIONAL IMMUNISATION RECORD' if occ else 'TRAVEL HEALTH CONSULTATION & VACCINATION RECORD'}\n\n"
         f"Client: {c.ptname('fullmid')}   DOB: {c.D(c.dob)}   Age: {c.A()}\n"
         f"Address: {c.ad(oneline=True)}\nMobile: {c.PH(c.pt_mobile)}   Email: {c.pt_email()}\n")
    if r.random() < 0.6:
        t += f"Passport no.: {M(r.choice('ENPKX') + digits(r, 8) if c.loc != 'UK' else digits(r, 9), 'IDNUM')}   Nationality: {M(c.L.country_name if r.random() < 0.7 else r.choice(P.COUNTRIES), 'COUNTRY')}\n"
    if occ:
        prof = r.choice(["healthcare assistant", "laboratory scientist", "sewage worker", "veterinary nurse",
                         "police officer", "dental nurse", "prison officer", "paramedic", "mortuary technician",
                         "aid worker", "kennel worker", "medical student"])
        t += (f"Employer: {M(c.employer if r.random() < 0.6 else c.hospital_name(), 'ORGANIZATION')}   Role: {M(prof, 'PROFESSION')}\n"
              f"Employee no.: {M('E' + digits(r, 6), 'IDNUM')}   Manager: {c.family('friend').s('full')}\n")
        if r.random() < 0.6:
            t += f"Site access: fingerprint ID {M('FP-' + digits(r, 5), 'BIOID')} enrolled {c.D(c.before(30, 900))}\n"
        if c.loc in ("AU", "NZ", "IE", "CA") and r.random() < 0.4:
            t += f"{c.L.natid_label()[0]}: {M(c.L.natid(), 'SSN')} (payroll)\n"
        if r.random() < 0.4:
            t += f"Driver role - fleet vehicle {M(c.L.plate(), 'VEHICLE')}\n"
        t += (f"\nHep B serology {c.D(c.before(10, 200))}: anti-HBs {r.randint(0, 900)} mIU/mL ({pick(c, 'responder', 'non-responder', 'low responder')}). "
              f"IGRA {c.D(c.before(5, 60))}: negative. Varicella IgG positive. MMR x2 documented ({c.Dy(c.dob + dt.timedelta(days=400))} and {c.Dy(c.before(5000, 9000))}).\n")
    else:
        t += "\nItinerary:\n"
        sst = r.choice(c.L.short_styles + [c.date_style])
        d1 = c.after(10, 60)
        for _ in range(r.randint(1, 4)):
            d1 = d1 + dt.timedelta(days=r.randint(1, 6))
            t += (f"  - {M(r.choice(P.COUNTRIES), 'COUNTRY')} ({pick(c, 'rural', 'urban', 'trekking', 'safari', 'visiting friends and relatives')}): "
                  f"{c.Dshort(d1, sst)} - {c.Dshort((d1 := d1 + dt.timedelta(days=r.randint(5, 30))), sst)}\n")
        purpose = pick(c, 'holiday', 'wedding', 'backpacking') if r.random() < 0.5 else \
            pick(c, 'volunteering with', 'work trip for', 'secondment with') + ' ' + M(c.employer, 'ORGANIZATION')
        t += (f"Purpose: {purpose}. Travelling with {c.family().s('full')}.\n"
              f"Malaria prophylaxis: {pick(c, 'atovaquone-proguanil', 'doxycycline 100 mg', 'not required', 'mefloquine')}. Bite avoidance and food hygiene advice given.\n")
    t += "\n| Date | Vaccine | Product | Batch | Site | Given by |\n|---|---|---|---|---|---|\n"
    vdates = [c.visit] + sorted((c.before(20 * i, 20 * i + 400) for i in range(1, r.randint(2, 5))), reverse=True)
    for d in vdates:
        v, prod = r.choice(VACCINES)
        giver = c.nurse if r.random() < 0.6 else c.staff("rn")
        t += (f"| {c.Dc(d)} | {v} | {prod} | {letters(r, 1)}{digits(r, 4)}{letters(r, 2)} | {pick(c, 'L deltoid', 'R deltoid', 'oral')} | "
              f"{giver.s(pick(c, 'ginit', 'INIT', 'full'))} |\n")
    if not occ and r.random() < 0.7:
        t += f"\nICVP (yellow fever certificate) no. {M(letters(r, 2) + digits(r, 6), 'LICENSE')} issued; valid from {c.D(c.after(10, 10))}.\n"
    t += (f"\nConsent verbal. Observed 15 min. Prescriber {c.drname(c.doc, 'full')} ({c.lic()}).\n"
          f"Record entered by {c.nurse.s('full')} ({c.nurse.username()}); copy emailed to {c.pt_email()}.\n")
    if r.random() < 0.4:
        t += f"Online pre-travel form submitted from IP {M(c.L.ip(), 'IPADDR')} on {c.D(c.before(1, 10))}.\n"
    return t


# --------------------------------------------------------------------------- student health
def student_health(c):
    r = c.r
    hall = r.choice(P.RES_HALLS)
    room = f"{r.randint(1, 9)}{r.randint(0, 3)}{r.randint(0, 9)}" + r.choice(["", "", "A", "B"])
    sid = digits(r, 8) if r.random() < 0.5 else letters(r, 1) + digits(r, 7)
    mate = c.family("flatmate" if c.loc != "US" else "roommate")
    mate.rel = "flatmate" if c.loc != "US" else "roommate"
    t = (f"{M(c.clinic, 'HOSPITAL')}\n{pick(c, 'Clinical note', 'Consultation', 'Walk-in visit', 'Same-day appointment')} - {c.D(c.visit)}\n"
         f"Student: {c.ptname(pick(c, 'full', 'LF', 'fullmid'))}   Student ID: {M(sid, 'IDNUM')}   DOB: {c.D(c.dob)} ({c.A()})\n"
         f"Term address: {M(hall, 'LOCATION_OTHER')}, room {M(room, 'LOCATION_OTHER')}\n"
         f"Home address: {c.ad(oneline=True, country=r.random() < 0.2)}\n"
         f"Mobile: {c.PH(c.pt_mobile)}   Uni email: {M(c.p.email_local() + '@' + UNI_DOM[c.loc].format(uni_word(c.univ)), 'EMAIL')}\n"
         f"Portal user: {c.p.username()}\n")
    if c.loc == "US":
        t += f"Insurance: {M(c.univ + ' Student Health Insurance Plan', 'ORGANIZATION')}, member {M(c.hp, 'HEALTHPLAN')}\n"
    elif c.loc in ("AU", "NZ", "SG") and r.random() < 0.5:
        t += f"International student from {M(r.choice(P.COUNTRIES), 'COUNTRY')}; OSHC/insurer policy {M(letters(r, 3) + digits(r, 7), 'HEALTHPLAN')}\n"
    else:
        t += (c.ids_line() or f"{c.mrn_label}: {M(c.mrn, 'MRN')}") + "\n"
    t += f"Seen by: {c.sig(c.doc if r.random() < 0.6 else c.nurse)}\n\n"
    prob = r.choice(["sore throat and fever", "low mood and exam stress", "contraception review", "ankle injury at sport",
                     "sexual health screen", "insomnia", "acne", "suspected meningitis contact"])
    t += (f"PC: {prob}.\nHx: {c.ptname('first')} is {c.age_phrase(article=True)}, {pick(c, 'first-year', 'second-year', 'final-year', 'postgraduate')} "
          f"{pick(c, 'nursing', 'engineering', 'law', 'music', 'computer science', 'pharmacy', 'history')} student. "
          f"Lives in halls with {mate.rel} {mate.s(pick(c, 'first', 'full'))}. Part-time job as a {M(r.choice(['barista', 'tutor', 'bartender', 'lifeguard', 'retail assistant', 'delivery rider']), 'PROFESSION')}"
          + (f" at {M(c.employer_name(), 'ORGANIZATION')}" if r.random() < 0.5 else "") + ".\n")
    if "sport" in prob:
        t += f"Injured playing for {M(r.choice(P.SPORT_CLUBS), 'ORGANIZATION')} at {M(r.choice(P.LANDMARKS), 'LOCATION_OTHER')} on {M(pick(c, 'Saturday', 'Sunday', 'Wednesday'), 'DATE')}.\n"
    if "mood" in prob or "insomnia" in prob:
        t += (f"PHQ-9 {r.randint(5, 21)}, GAD-7 {r.randint(4, 19)}. No current suicidal intent. Exams start {c.Dshort(c.after(7, 30))}. "
              f"Parents ({c.family('mother').s('full')} and {c.family('father').s('full')}) live in {M(r.choice(c.L.towns), 'CITY')}. "
              f"Referred to counselling ({c.staff('np').s('full')}); mitigating circumstances form for {M(c.univ, 'ORGANIZATION')} registry.\n")
    t += (f"O/E: T {r.uniform(36.2, 39.1):.1f}, HR {r.randint(60, 118)}. {pick(c, 'Tonsillar exudate.', 'Alert, good rapport.', 'Lateral ankle swelling, Ottawa negative.', 'NAD.')}\n"
          f"Plan: {STUDENT_PLAN[prob]}; "
          f"sick note for {M(c.univ, 'ORGANIZATION')} dated {c.D(c.visit)}.\n")
    if r.random() < 0.5:
        t += f"Booked online from IP {M(c.L.ip(), 'IPADDR')}; reminder sent to {c.pt_email()}.\n"
    t += f"\n{c.sig(c.doc)}\n{c.lic()}\n"
    return t


def uni_word(u):
    skip = {"University", "of", "State", "College", "Institute", "Technology", "St"}
    return [w for w in u.replace("'", "").split() if w not in skip][0].lower()


STUDENT_PLAN = {"sore throat and fever": "FeverPAIN 4 - phenoxymethylpenicillin 500 mg QDS 10 days",
                "low mood and exam stress": "safety plan, sertraline 50 mg discussed, self-referral resources",
                "contraception review": "continue COC, BP checked", "ankle injury at sport": "RICE, crutches",
                "sexual health screen": "NAAT and bloods sent, results by SMS", "insomnia": "sleep hygiene, CBT-I app",
                "acne": "adapalene/benzoyl peroxide gel", "suspected meningitis contact": "ciprofloxacin 500 mg stat, MenACWY checked"}

DRV = {"US": "DMV", "UK": "DVLA", "CA": "MTO", "AU": "RMS", "IE": "NDLS", "NZ": "NZTA", "SG": "TP"}

UNI_DOM = {"US": "students.{}.edu", "UK": "{}.ac.uk", "CA": "mail.{}.ca", "AU": "student.{}.edu.au",
           "IE": "mail.{}.ie", "NZ": "{}.ac.nz", "SG": "e.{}.edu.sg"}

GENRES = {
    "rheumatology_clinic": rheumatology_clinic, "gi_endoscopy": gi_endoscopy, "hepatology_clinic": hepatology_clinic,
    "cardiology_device": cardiology_device, "hf_nurse": hf_nurse, "neurology_eeg": neurology_eeg,
    "epilepsy_nurse": epilepsy_nurse, "ms_infusion": ms_infusion, "spinal_clinic": spinal_clinic,
    "pain_clinic": pain_clinic, "bariatric_followup": bariatric_followup, "breast_clinic": breast_clinic,
    "plastics_hand_therapy": plastics_hand_therapy, "travel_occ_vaccination": travel_occ_vaccination,
    "student_health": student_health,
}
