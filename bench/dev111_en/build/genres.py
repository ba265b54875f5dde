"""Genre writers.  Each returns one note as a marked string (PHI wrapped by phi.M)."""
import clin as C
import phi as P
from common import Ctx
from phi import M


def lab_table(c, days, style, n=8):
    """Lab table with date columns (dates are PHI; analytes and values are not)."""
    r = c.rng
    labs = C.pick_labs(r, n)
    ds = [c.d(x) for x in days]
    if style == "pipe":
        head = "| Lab | " + " | ".join(P.fdate(d, r, "md") for d in ds) + " | Ref |"
        rows = [head, "|---" * (len(ds) + 2) + "|"]
        for lab in labs:
            rows.append(f"| {lab[0]} | " + " | ".join(C.lab_value(r, lab) for _ in ds) + f" | {lab[5]} {lab[1]} |")
        return "\n".join(rows)
    if style == "csv":
        rows = ["analyte," + ",".join(P.fdate(d, r, "iso") for d in ds) + ",unit,reference"]
        for lab in labs:
            rows.append(f"{lab[0]}," + ",".join(C.lab_value(r, lab) for _ in ds) + f",{lab[1]},{lab[5]}")
        return "\n".join(rows)
    if style == "tab":
        rows = ["Test\t" + "\t".join(P.fdate(d, r, "mdy_s") for d in ds) + "\tUnits"]
        for lab in labs:
            rows.append(f"{lab[0]}\t" + "\t".join(C.lab_value(r, lab) for _ in ds) + f"\t{lab[1]}")
        return "\n".join(rows)
    # fixed width
    rows = ["Test".ljust(12) + "".join(P.fdate(d, r, "mon_d").ljust(12 + 11) for d in ds) + "Ref"]
    for lab in labs:
        rows.append(lab[0].ljust(12) + "".join(C.lab_value(r, lab).ljust(12) for _ in ds) + f"{lab[5]} {lab[1]}")
    return "\n".join(rows)


def bmp_inline(c):
    r = c.rng
    labs = C.pick_labs(r, r.randint(5, 9))
    return ", ".join(f"{l[0]} {C.lab_value(r, l)}" + (f" ({l[5]})" if r.random() < 0.35 else "") for l in labs)


def meds_block(c, n, style="list"):
    r = c.rng
    ms = [C.drug_line(r) for _ in range(n)]
    if style == "list":
        return "\n".join(f"- {m}" for m in ms)
    if style == "tab":
        out = ["Medication\tDose/route/frequency\tIndication"]
        for m in ms:
            parts = m.split(" ", 1)
            out.append(f"{parts[0]}\t{parts[1]}\t{r.choice(['infection', 'BP', 'VTE ppx', 'pain', 'GI ppx', 'AF', 'DM', 'seizure ppx', 'nausea'])}")
        return "\n".join(out)
    return "; ".join(ms)


# ====================================================================== genres
def research_visit(r):
    c = Ctx(r)
    proto = C.protocol(r)
    subj = f"{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(1, 399):03d}"
    cyc = r.randint(1, 12)
    o = [c.header("Clinical Trial Research Visit")]
    o.append(f"Protocol: {proto} (IRB protocol {r.randint(2016, 2024)}-{r.randint(1000, 9999)}), phase {r.choice(['I', 'II', 'III'])}, "
             f"{r.choice(['open-label', 'double-blind, placebo-controlled', 'randomized'])}\n"
             f"Subject ID: {M('IDNUM', subj)}   Site: {c.hospital()}   Visit: Cycle {cyc} Day {r.choice([1, 8, 15])}\n"
             f"PI: {c.doc(0, 'dr_full')}   CRC: {c.doc(1, 'full_cred', 'CCRP')}\n")
    o.append(f"Participant {c.ptname('initials')} is a {c.age_ph()} enrolled on {c.dt(-r.randint(40, 300), r.choice(['long', 'mdy', 'dmy_abbr']))} "
             f"for {r.choice(['metastatic NSCLC', 'relapsed DLBCL', 'HER2-negative breast cancer', 'moderate ulcerative colitis', 'heart failure with reduced EF', 'early Alzheimer disease'])}. "
             f"Last dose of study drug on {c.dt(-r.randint(7, 21), r.choice(['wd_md', 'md', 'mon_d']))}. "
             f"{'Accompanied by ' + c.poss() + ' ' + c.kin(0, ['husband', 'wife', 'daughter', 'son']) + ' ' + c.fam_name(0) + '.' if r.random() < 0.6 else 'Came alone.'}\n")
    o.append(f"Interval history: {r.choice(['grade 1 fatigue', 'grade 2 diarrhea, resolved', 'no new complaints', 'grade 1 rash on forearms', 'intermittent nausea'])}. "
             f"{C.score(r, 'ECOG')}. {c.ordinary_words()}\n")
    o.append("Vitals: " + C.vitals_line(r) + f", weight {r.randint(48, 121)} kg\n")
    o.append("Adverse events (CTCAE v5.0):")
    o.append("AE | Grade | Onset | Resolved | Attribution")
    for _ in range(r.randint(2, 4)):
        on = -r.randint(5, 60)
        res = P.fdate(c.d(on + r.randint(2, 10)), r, "mdy") if r.random() < 0.6 else "ongoing"
        o.append(f"{r.choice(['fatigue', 'diarrhea', 'ALT increased', 'anemia', 'rash maculo-papular', 'neutrophil count decreased', 'hypothyroidism'])} | "
                 f"{r.randint(1, 3)} | {P.fdate(c.d(on), r, 'mdy')} | {res} | {r.choice(['possible', 'probable', 'unlikely'])}")
    o.append("\nSafety labs: " + bmp_inline(c) + "\n")
    o.append(f"Study drug: {C.drug_line(r)}; kit {M('IDNUM', 'K' + P.digits(r, 6))} dispensed, compliance {r.randint(85, 100)}% by pill count.\n"
             f"Concomitant: {meds_block(c, 3, 'inline')}\n")
    k = r.randint(0, 3)
    if k == 0:
        o.append(f"Identity verified at kiosk by fingerprint template {M('BIOID', P.bioid(r))} per site SOP.")
    elif k == 1:
        o.append(f"ePRO diaries submitted via {M('URL', P.url(r))} from device IP {M('IPADDR', P.ip(r))}.")
    elif k == 2:
        o.append(f"Wearable activity monitor serial {M('DEVICE', P.device_sn(r))} returned and replaced.")
    else:
        o.append(f"Reimbursement for travel issued; next visit {c.dt(21, 'wd_long')}.")
    o.append(f"Next visit: Cycle {cyc + 1} Day 1 on {c.dt(21, r.choice(['wd_md', 'long', 'mdy']))}. Questions to CRC {c.doc(1, 'first')} at {M('PHONE', P.phone(r))} or {M('EMAIL', c.staff[1].email(r))}.")
    o.append(f"Data entered in EDC by user {M('USERNAME', c.staff[1].username(r))} on {c.dt(r.randint(0, 2), 'mdy')}.\n")
    o.append(c.signature(0, "MD"))
    return c, "\n".join(o)


def tumour_board(r):
    c = Ctx(r)
    o = []
    o.append(f"{r.choice(['Multidisciplinary Tumour Board', 'Thoracic Oncology Tumor Board', 'GI Tumor Board Summary', 'Breast MDT Conference'])} - {c.hospital(False)}")
    o.append(f"Date: {c.dt(0, 'wd_long')}  {C.clock(r)}  Location: {M('LOCATION_OTHER', r.choice(P.BUILDINGS))}, conference room {M('LOCATION_OTHER', str(r.randint(2, 9)) + r.choice(['01', '14', '22', '30']) + r.choice(['', 'A']))}")
    spec = {'Medical Oncology': 'MD', 'Radiation Oncology': 'MD, FRCPC', 'Thoracic Surgery': 'MD, FACS', 'Pathology': 'MD',
            'Radiology': 'MD', 'Nurse Navigator': 'RN, BSN', 'Palliative Care': 'NP', 'Genetics': 'MS, CGC', 'Social Work': 'MSW'}
    o.append("Attendees: " + "; ".join([c.doc(i, 'full_cred', spec[s]) + f" ({s})" for i, s in enumerate(r.sample(sorted(spec), 5))]))
    o.append(f"Chair: {c.doc(5, 'prof_last')}. Minutes: {c.doc(6, 'full')}.\n")
    cases = [c.pt] + [P.Person(r) for _ in range(r.randint(1, 2))]
    for i, pt in enumerate(cases):
        age = c.age if i == 0 else r.randint(34, 89)
        mrn = c.mrn if i == 0 else P.mrn(r)
        code, desc = r.choice([x for x in C.ICD if x[0].startswith("C")])
        o.append(f"CASE {i + 1}: {P.name(pt, 'PATIENT', r, r.choice(['LAST_FIRST', 'last_first', 'full']))} | MRN {M('MRN', mrn)} | {P.age_phrase(age, pt.sex, r, r.choice(['slash', 'yo', 'space_sex']))} | "
                 f"Presenter: {c.doc(i + 2, 'dr_last')}")
        o.append(f"Dx: {desc} ({code}), {r.choice(['cT2aN1M0', 'pT3N0', 'cT1cN0M0', 'ypT2N1a', 'cT4N2M1b', 'pT1bN0(sn)'])}, stage {r.choice(['IIA', 'IIB', 'IIIA', 'IV', 'IB'])}.")
        o.append(f"History: {P.name(pt, 'PATIENT', r, 'title_last')} presented in {P.fdate(c.d(-r.randint(30, 200)), r, 'month_year')} with {r.choice(['hemoptysis', 'weight loss', 'a palpable mass', 'obstructive jaundice', 'rectal bleeding', 'seizure'])}. "
                 f"Referred by {c.doc(7, 'dr_full')} of {M('HOSPITAL', r.choice(P.CLINICS))}. {C.score(r, 'ECOG')}.")
        o.append(f"Pathology: {r.choice(['core biopsy', 'EBUS-TBNA', 'excision', 'FNA'])} {P.fdate(c.d(-r.randint(5, 30)), r, 'md')}, accession {M('IDNUM', P.accession(r, 'S'))}: "
                 f"{r.choice(['adenocarcinoma, TTF-1 positive', 'invasive ductal carcinoma, grade 2, ER 95%, PR 40%, HER2 1+', 'squamous cell carcinoma, p40 positive', 'adenocarcinoma, MMR proficient', 'glioblastoma, IDH-wildtype'])}. "
                 f"PD-L1 TPS {r.randint(0, 90)}%. Ki-67 {r.randint(5, 60)}%.")
        o.append(f"Imaging: CT C/A/P {P.fdate(c.d(-r.randint(3, 25)), r, r.choice(['mdy', 'iso']))} - {r.choice(['4.1 cm RUL mass, ipsilateral hilar node 1.6 cm', 'no distant disease', 'two hepatic lesions up to 2.2 cm', 'stable'])}; "
                 f"PET {P.fdate(c.d(-r.randint(1, 10)), r, 'mon_d')} SUVmax {r.uniform(3, 18):.1f}.")
        o.append(f"Recommendation: {r.choice(['concurrent chemoradiation (carboplatin/paclitaxel) then durvalumab', 'surgical resection then adjuvant therapy', 'neoadjuvant FOLFIRINOX x 4 cycles', 'SBRT 54 Gy in 3 fractions', 'best supportive care and early palliative referral'])}. "
                 f"Discuss at clinic {P.fdate(c.d(r.randint(3, 14)), r, r.choice(['wd_md', 'weekday', 'md']))}. Consider trial {C.protocol(r)}.")
        if r.random() < 0.35:
            o.append(f"Patient's {c.kin(i, ['daughter', 'son', 'partner'])} {c.fam_name(i)} requested a copy; send to {M('EMAIL', c.fam[i % 4].email(r))}.")
        if r.random() < 0.3:
            o.append(f"Outside imaging pushed from {M('HOSPITAL', r.choice(P.HOSPITALS))} via {M('URL', P.url(r))}.")
        o.append("")
    o.append(f"Case IDs for the board log: " + ", ".join(M("IDNUM", f"TB-{r.randint(19, 25)}-{P.digits(r, 4)}") for _ in cases))
    o.append(c.ordinary_words())
    o.append("\n" + c.signature(5, "MD, FRCPC"))
    return c, "\n".join(o)


def icu_daily(r):
    c = Ctx(r)
    hd = r.randint(2, 19)
    o = [c.header(r.choice(["MICU Daily Progress Note", "SICU Progress Note", "CVICU Daily Note", "ICU Daily Note"]))]
    o.append(f"{c.room()} | HD#{hd} | {c.dt(0, 'wd_md')}")
    o.append(f"{c.ptname(r.choice(['title_last', 'first_initial', 'initials', 'full']))} is a {c.age_ph()} admitted {c.dt(-hd, r.choice(['md', 'mdy']))} with "
             f"{r.choice(['septic shock from a urinary source', 'ARDS from influenza A', 'hemorrhagic shock after GI bleed', 'DKA', 'status epilepticus', 'post-arrest care'])}.\n")
    o.append(f"Overnight: {r.choice(['desaturated to 84% at', 'self-extubated at', 'new AF with RVR at', 'pressor requirement increased at', 'uneventful; last fever at'])} {C.clock(r)}. "
             f"{r.choice(C.EPONYM_PHRASES)}.\n")
    o.append("Vitals (24h): " + C.vitals_line(r, "b"))
    o.append(f"I/O: {r.randint(1200, 4200)}/{r.randint(600, 3900)} mL, UOP {r.randint(10, 120)} mL/h via Foley.\n")
    o.append("Ventilator:")
    times = ["0400", "0800", "1200"]
    o.append("Param".ljust(10) + "".join(t.ljust(9) for t in times))
    for p_, vals in [("Mode", ["AC/VC", "AC/VC", "PSV"]), ("Vt (mL)", [str(r.choice([380, 400, 420, 450])) for _ in times]),
                     ("RR set", [str(r.randint(14, 26)) for _ in times]), ("PEEP", [str(r.choice([5, 8, 10, 12, 14])) for _ in times]),
                     ("FiO2", [f"{r.choice([0.3, 0.35, 0.4, 0.5, 0.6, 0.8]):.2f}" for _ in times]), ("Pplat", [str(r.randint(18, 31)) for _ in times])]:
        o.append(p_.ljust(10) + "".join(v.ljust(9) for v in vals))
    o.append(f"ABG {C.clock(r)}: {r.uniform(7.18, 7.48):.2f}/{r.randint(30, 62)}/{r.randint(58, 140)}, P/F {r.randint(90, 340)}\n")
    o.append("Labs:")
    o.append(lab_table(c, [-2, -1, 0], r.choice(["pipe", "tab", "fixed", "csv"]), r.randint(8, 12)))
    o.append("\nDrips: " + "; ".join(C.drug_of(r, C.DRIPS) for _ in range(r.randint(2, 4))))
    o.append("Scheduled: " + "; ".join(C.drug_line(r) for _ in range(r.randint(3, 5))))
    o.append(f"Scores: {C.score(r, 'SOFA')}, {C.score(r, 'GCS')}, {C.score(r, 'RASS')}, {C.score(r, 'CAM-ICU')}, {C.score(r, 'APACHE II')} on admission.")
    o.append(f"Lines: R IJ CVC placed {c.dt(-r.randint(1, hd), 'md')}, A-line L radial, {r.choice(['Foley', 'Foley (removed today)', 'no Foley'])}.\n")
    o.append("Assessment/Plan by system:")
    o.append(f"# Neuro: {r.choice(['sedation holiday this AM', 'EEG negative for seizures', 'CT head no bleed'])}. {r.choice(C.EPONYM_PHRASES)}.")
    o.append(f"# Resp: {r.choice(['SBT today if FiO2 <= 0.40', 'prone positioning 16 h', 'continue lung-protective ventilation 6 mL/kg IBW'])}.")
    o.append(f"# CV: MAP goal > 65, {C.drug_of(r, C.DRIPS[:2])}.")
    o.append(f"# ID: {C.drug_of(r, C.ABX)} day {r.randint(1, 10)}; blood cx {c.dt(-r.randint(1, hd), 'md')} {r.choice(C.ORGANISMS)}.")
    o.append(f"# Renal: Cr trend above, {r.choice(['CRRT via R femoral HD catheter', 'avoid nephrotoxins', 'diuresis goal -1 L'])}.")
    o.append(f"# Proph: {C.drug_line(r)}; SQH; HOB 30.\n")
    k = r.randint(0, 3)
    rel = c.kin(0, ["daughter", "son", "wife", "husband", "sister", "HCP/brother"])
    if k == 0:
        o.append(f"Family: spoke with {rel} {c.fam_name(0)} by phone ({M('PHONE', P.phone(r))}) at {C.clock(r)}; updated on plan. {c.ordinary_words()}")
    elif k == 1:
        o.append(f"Family meeting planned for {c.dt(r.randint(1, 3), r.choice(['weekday', 'wd_md']))} with {rel} {c.fam_name(0, 'full')} and {c.fam_name(1, 'first')}.")
    elif k == 2:
        o.append(f"Pyxis override for {C.drug_line(r)} by RN {c.doc(3, 'full')} using biometric ID {M('BIOID', P.bioid(r))}.")
    else:
        o.append(f"{c.vehicle_sentence()} Wife lives at {c.address()}.")
    o.append(f"Problem list: {'; '.join(f'{d} ({k})' for k, d in r.sample(C.ICD, 2))}.")
    o.append(f"Code status: {r.choice(['Full code', 'DNR/DNI', 'DNR, OK to intubate'])}. Dispo: remain in ICU.")
    o.append(f"Discussed with attending {c.doc(0, 'dr_last')} and RN {c.doc(3, 'first')}; RT {c.doc(4, 'f_last')}.\n")
    o.append(c.signature(2, r.choice(["MD", "DO", "NP"])))
    return c, "\n".join(o)


def pharmacy_consult(r):
    c = Ctx(r)
    o = [c.header(r.choice(["Inpatient Pharmacy Consult", "Pharmacokinetic Consult - Vancomycin", "Clinical Pharmacy Note: Anticoagulation", "Pharmacy Medication Reconciliation"]))]
    wt = r.randint(45, 140)
    ht = r.randint(150, 193)
    o.append(f"Consult requested by {c.doc(0, 'dr_last')} ({r.choice(['Hospitalist', 'General Surgery', 'Oncology', 'Cardiology'])}) on {c.dt(0, r.choice(['mdy', 'wd_md']))} at {C.clock(r)}.")
    o.append(f"Pt: {c.ptname(r.choice(['full', 'title_last', 'LAST_FIRST']))}, {c.age_ph(r.choice(['slash', 'yof', 'yo']))}, wt {wt} kg, ht {ht} cm, {c.room()}.")
    o.append(f"Allergies: {r.choice(['penicillin (hives)', 'NKDA', 'sulfa (rash), codeine (nausea)', 'vancomycin (infusion reaction)'])}.\n")
    o.append(f"Renal function: Cr {r.uniform(0.6, 3.2):.2f} mg/dL (baseline {r.uniform(0.6, 1.4):.1f}), CrCl ~{r.randint(18, 110)} mL/min (Cockcroft-Gault, actual body weight).")
    o.append(f"Vancomycin levels: trough {r.uniform(6, 24):.1f} mcg/mL at {C.clock(r)} on {c.dt(-1, 'md')}; peak {r.uniform(20, 45):.1f} mcg/mL. AUC24 est {r.randint(300, 720)} mg*h/L (goal 400-600).")
    o.append(f"Recommendation: change to {C.drug_line(r)}; next level before 4th dose. Monitor {r.choice(['SCr daily', 'CBC twice weekly', 'anti-Xa 4 h post dose', 'INR daily'])}.\n")
    o.append("Home medication list (verified with patient and outpatient pharmacy):")
    o.append(meds_block(c, r.randint(4, 7), r.choice(["tab", "list"])))
    o.append(f"\nOutpatient pharmacy: {M('HOSPITAL', r.choice(['Maple Row Pharmacy', 'Glen Ives Pharmacy', 'Thistleton Community Pharmacy', 'Corbin Springs Drug']))}, {M('PHONE', P.phone(r))}, fax {M('FAX', P.phone(r, ext=False))}.")
    o.append(f"Last fill of {C.drug_line(r)} on {c.dt(-r.randint(5, 60), r.choice(['mdy', 'mdy_s', 'mon_d']))} per fill history; prescriber {c.doc(5, 'dr_full')}, "
             f"NPI {M('LICENSE', P.npi(r))}, DEA {M('LICENSE', P.dea(r))}.")
    if r.random() < 0.5:
        o.append(f"Controlled substance verified in ADC with pharmacist biometric {M('BIOID', P.bioid(r))}; waste witnessed by RN {c.doc(3, 'full')}.")
    if r.random() < 0.3:
        o.append(f"Insulin pump (serial {M('DEVICE', P.device_sn(r))}) suspended per protocol; basal converted to {C.drug_line(r)}.")
    o.append(f"Interactions: {r.choice(['rifampin with apixaban - avoid', 'linezolid with sertraline - serotonin syndrome risk', 'none significant', 'warfarin with TMP-SMX - INR rise expected'])}.")
    o.append(f"Counselled {c.ptname('title_last')} and {c.kin(0, ['daughter', 'son', 'wife', 'husband', 'caregiver'])} {c.fam_name(0)} at bedside; teach-back done. {c.ordinary_words()}\n")
    o.append(c.signature(1, r.choice(["PharmD", "PharmD, BCPS", "PharmD, BCIDP", "RPh"])))
    o.append(f"Pharmacy licence {M('LICENSE', P.license_other(r))}; ext {M('PHONE', P.extension(r))}")
    return c, "\n".join(o)


def pathology_report(r):
    c = Ctx(r)
    cyto = r.random() < 0.4
    acc = P.accession(r, "CY" if cyto else "S")
    o = []
    o.append(f"{c.hospital(False)} - Department of {'Cytopathology' if cyto else 'Anatomic Pathology'}")
    o.append(f"{'CYTOLOGY' if cyto else 'SURGICAL PATHOLOGY'} REPORT    Accession: {M('IDNUM', acc)}")
    o.append(f"Patient: {c.ptname('LAST_FIRST')}   MRN: {M('MRN', c.mrn)}   DOB: {P.fdate(c.dob, r, 'mdy')}   Age: {M('AGE', c.age)}   Sex: {c.sex}")
    o.append(f"Collected: {c.dt(-2, 'mdy')} {C.clock(r)}   Received: {c.dt(-1, 'mdy')}   Reported: {c.dt(0, 'mdy')}")
    o.append(f"Submitting physician: {c.doc(0, 'last_first_cred', 'MD')}   Location: {M('HOSPITAL', r.choice(P.CLINICS + P.WARDS))}")
    o.append(f"Requisition: {M('IDNUM', P.order_no(r))}   Encounter: {M('ACCOUNT', P.account(r))}\n")
    if cyto:
        site = r.choice(['thyroid, left lobe, FNA', 'pleural fluid, right', 'cervix, ThinPrep', 'pancreas head, EUS-FNA', 'lymph node, level 4R, EBUS'])
        o.append(f"SPECIMEN: {site}")
        o.append(f"CLINICAL: {c.age_ph()} with {r.choice(['thyroid nodule 2.3 cm', 'recurrent effusion', 'routine screening', 'pancreatic mass', 'mediastinal adenopathy'])}.")
        o.append(f"ADEQUACY: {r.choice(['Satisfactory for evaluation', 'Satisfactory; transformation zone present', 'Limited by blood'])}.")
        o.append(f"INTERPRETATION: {r.choice(['Bethesda category II, benign follicular nodule', 'Positive for malignant cells, metastatic adenocarcinoma', 'NILM; HPV high-risk negative', 'Atypical cells, cannot exclude malignancy', 'Papanicolaou stain with reactive changes only'])}.")
        o.append(f"Cell block {M('IDNUM', acc + '-CB')}: {r.choice(['TTF-1 positive, CK7 positive, CK20 negative', 'calretinin positive (mesothelial)', 'insufficient cellularity'])}.")
    else:
        o.append("SPECIMEN(S):")
        parts = r.randint(1, 3)
        for i in range(parts):
            o.append(f"  {'ABC'[i]}. {r.choice(['Right breast, lumpectomy', 'Sentinel lymph node #1', 'Sigmoid colon, resection', 'Lung, RUL, lobectomy', 'Skin, left forearm, punch', 'Prostate, 12-core biopsy', 'Liver, segment 6, core'])}")
        o.append(f"\nGROSS: Received in formalin, labeled with the patient's name ({c.ptname('LAST_FIRST')}) and medical record number ({M('MRN', c.mrn)}), "
                 f"part A consists of a {r.uniform(1.2, 14.0):.1f} x {r.uniform(1.0, 8.0):.1f} x {r.uniform(0.5, 5.0):.1f} cm tissue, inked and submitted in cassettes A1-A{r.randint(4, 12)}. "
                 f"Grossed by {c.doc(1, 'full_cred', 'PA(ASCP)')}.")
        o.append(f"MICROSCOPIC: Sections show {r.choice(['invasive carcinoma with glandular formation', 'benign lymph node, 0/1', 'inflammation without dysplasia', 'nodular basal cell carcinoma, margins clear'])}.")
        o.append(f"DIAGNOSIS: A. {r.choice(['Invasive ductal carcinoma, Nottingham grade 2 (3+2+2), 1.8 cm', 'Adenocarcinoma, moderately differentiated, pT3 pN1a', 'Prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2)', 'Melanoma, Breslow thickness 1.2 mm, Clark level IV'])}.")
        o.append(f"IHC: ER {r.randint(0, 100)}% (strong), PR {r.randint(0, 90)}%, HER2 {r.choice(['0', '1+', '2+ (FISH sent)', '3+'])}, Ki-67 {r.randint(3, 70)}%. Controls appropriate.")
        o.append(f"ICD-10: {C.icd(r)[0]}")
    if r.random() < 0.4:
        o.append(f"\nIntraoperative consultation called to {c.doc(2, 'dr_last')} in OR {M('LOCATION_OTHER', str(r.randint(1, 24)))} at {C.clock(r)} by {c.doc(3, 'dr_last')}.")
    if r.random() < 0.35:
        o.append(f"Outside slides from {M('HOSPITAL', r.choice(P.HOSPITALS))} ({M('IDNUM', P.accession(r, 'OS'))}) reviewed in consultation.")
    if r.random() < 0.25:
        o.append(f"Breast tissue expander serial {M('DEVICE', P.device_sn(r))} removed and discarded.")
    o.append(f"\nI have personally reviewed the slides and agree with the above. {c.ordinary_words() if r.random() < 0.3 else ''}".rstrip())
    o.append(c.signature(4, "MD"))
    o.append(f"Laboratory director: {c.doc(5, 'dr_full')}")
    o.append(f"{c.hospital(False)}, {M('STREET', c.street())}, {M('CITY', c.city)}, {M('STATE', c.state_abbr)} {M('ZIP', c.zip())}  Tel {M('PHONE', P.phone(r))}")
    return c, "\n".join(o)


def ir_procedure(r):
    c = Ctx(r)
    proc, indic, dname, finding = r.choice([
        ("Right IJ tunneled port placement", "need for long-term chemotherapy access", "PowerPort 8 Fr", "catheter tip at cavoatrial junction"),
        ("CT-guided right lower lobe lung biopsy", "RLL nodule 2.1 cm", "17G coaxial introducer", "adequate cores obtained; small pneumothorax, stable on 1 h film"),
        ("IVC filter placement", "DVT with contraindication to anticoagulation", "Option Elite filter", "filter infrarenal, good position"),
        ("TIPS revision", "refractory ascites", "Viatorr 10 mm stent graft", "portosystemic gradient reduced to 7 mmHg"),
        ("Percutaneous cholecystostomy", "acute cholecystitis, poor surgical candidate", "10 Fr locking pigtail", "purulent bile aspirated, sent for culture"),
        ("G-tube placement", "dysphagia after stroke", "20 Fr balloon G-tube", "balloon inflated, position confirmed with contrast"),
        ("Tunneled pleural catheter placement", "recurrent malignant effusion", "15.5 Fr PleurX-type catheter", "1.2 L drained, lung re-expanded"),
    ])
    o = [c.header("Interventional Radiology Procedure Note")]
    o.append(f"Procedure: {proc}")
    h0 = r.randint(7, 15)
    o.append(f"Date: {c.dt(0, r.choice(['mdy', 'long', 'iso']))}  Start {h0:02d}:{r.randint(0, 29):02d}  End {h0 + 1:02d}:{r.randint(0, 59):02d}  Suite: IR {M('LOCATION_OTHER', str(r.randint(1, 6)))}")
    o.append(f"Operator: {c.doc(0, 'dr_full')}  Fellow: {c.doc(1, 'dr_last')}  Sedation RN: {c.doc(3, 'full_cred', 'RN')}  Technologist: {c.doc(4, 'full')}")
    o.append(f"Indication: {c.age_ph()} with {indic}.")
    o.append(f"Consent: risks, benefits and alternatives discussed with {r.choice(['the patient', c.ptname('title_last'), 'the patient and ' + c.kin(0, ['son', 'daughter', 'wife']) + ' ' + c.fam_name(0)])}; "
             f"{r.choice(['interpreter', 'Spanish interpreter', 'Portuguese interpreter', 'ASL interpreter'])} {c.doc(6, 'full')} (ID {M('IDNUM', P.digits(r, 5))}) used. Time-out at {h0:02d}:{r.randint(0, 29):02d}.")
    o.append(f"Sedation: {r.choice(['moderate, midazolam 2 mg IV and fentanyl 100 mcg IV', 'local only, lidocaine 1% 10 mL', 'MAC by anesthesia'])}. ASA {r.randint(1, 4)}.")
    o.append(f"Pre: INR {r.uniform(0.9, 1.6):.1f}, Plt {r.randint(60, 380)}, Hgb {r.uniform(7.5, 14):.1f}. Last apixaban held {r.randint(48, 72)} h.")
    o.append(f"Technique: {r.choice(['Seldinger technique under ultrasound guidance', 'coaxial technique, 17G introducer, 18G core x 3', 'micropuncture access, 6 Fr sheath'])}. "
             f"Fluoro time {r.uniform(0.4, 18):.1f} min, DAP {r.randint(200, 9000)} uGy*m2, contrast {r.randint(0, 120)} mL Omnipaque 300.")
    dev = P.device_sn(r)
    o.append(f"Device: {dname}, lot {r.randint(10000, 99999)}, serial {M('DEVICE', dev)}.")
    o.append(f"Findings: {finding}.")
    o.append(f"Specimens: {M('IDNUM', P.accession(r, 'SP'))} to pathology; order {M('IDNUM', P.order_no(r))}.")
    o.append(f"EBL minimal. Complications: {r.choice(['none', 'none immediate', 'small hematoma, compressed'])}. {c.ordinary_words()}")
    o.append(f"Post: bed rest 2 h, vitals q15min x4, CXR at {C.clock(r)}. {C.vitals_line(r)}. {r.choice(C.EPONYM_PHRASES)}.")
    o.append(f"Return to {c.room()} on {M('HOSPITAL', r.choice(P.WARDS))} or home with {c.kin(1, ['husband', 'wife', 'daughter', 'son', 'neighbour'])} {c.fam_name(1)}.")
    o.append(f"Questions after hours: IR on-call {M('PHONE', P.phone(r))}; IR nurse line {M('PHONE', P.phone(r, 'seven'))}.")
    if r.random() < 0.35:
        o.append(f"Port ID card and serial {M('DEVICE', dev)} registered at {M('URL', P.url(r))}.")
    o.append("")
    o.append(c.signature(0, r.choice(["MD", "MD, FRCPC", "DO"])))
    return c, "\n".join(o)


def id_consult(r):
    c = Ctx(r)
    o = [c.header(r.choice(["Infectious Diseases Consultation", "ID Consult Note", "Transplant ID Consult"]))]
    o.append(f"Requested by: {c.doc(0, 'dr_full')} ({r.choice(['Medicine', 'Orthopedics', 'Cardiac Surgery', 'Hematology'])}) for {r.choice(['S. aureus bacteremia', 'fever and neutropenia', 'prosthetic joint infection', 'endocarditis evaluation', 'diabetic foot osteomyelitis'])}.")
    o.append(f"HPI: {c.ptname(r.choice(['full', 'title_last', 'first_initial']))} is a {c.age_ph()} with {r.choice(['ESRD on HD via R AVF', 'recent TKA', 'AML on induction', 'T2DM', 'IVDU'])} "
             f"who developed fever on {c.dt(-r.randint(2, 6), r.choice(['wd_md', 'weekday', 'md']))}. Tmax {r.uniform(38.1, 40.2):.1f}. {r.choice(C.EPONYM_PHRASES)}.")
    trav = r.sample(P.COUNTRIES, 2)
    o.append(f"Travel/exposures: visited {M('COUNTRY', trav[0])} {r.choice(['in', 'during'])} {P.fdate(c.d(-r.randint(60, 400)), r, 'month_year')} and {M('COUNTRY', trav[1])} over {M('DATE', r.choice(P.HOLIDAYS))}; "
             f"{r.choice(['two cats', 'backyard chickens', 'no animals', 'a parrot', 'works with cattle'])}. TB exposure: none known.")
    o.append(f"Social: {c.social(short=True)}")
    o.append(f"\nExam: {C.vitals_line(r)}. {r.choice(['Janeway lesions absent', 'new 2/6 systolic murmur', 'R knee warm, effusion', 'plantar ulcer 2 x 3 cm probe-to-bone positive'])}.")
    o.append("\nMicrobiology:")
    o.append("collected,source,accession,organism,comment")
    for _ in range(r.randint(3, 6)):
        o.append(f"{P.fdate(c.d(-r.randint(0, 7)), r, 'mdy')},{r.choice(['blood (R arm)', 'blood (line)', 'urine', 'sputum', 'wound', 'synovial fluid', 'BAL'])},"
                 f"{M('IDNUM', P.accession(r, r.choice(['BC', 'M', 'MB'])))},{r.choice(C.ORGANISMS)},{r.choice(['1/2 bottles', '2/2 bottles', '>100K CFU/mL', 'moderate', 'final', 'prelim'])}")
    o.append("\nSusceptibilities (MIC, mcg/mL):")
    for drug in r.sample(C.SUSC, 5):
        o.append(f"  {drug.ljust(26)}{r.choice(['<=0.25', '0.5', '1', '2', '>=16', '<=1'])}\t{r.choice(['S', 'S', 'R', 'I'])}")
    o.append("\nLabs: " + bmp_inline(c))
    o.append(f"Imaging: TTE {c.dt(-1, 'md')} {r.choice(['no vegetation', '8 mm mobile vegetation on mitral valve', 'limited windows'])}; TEE planned {c.dt(1, 'weekday')}.")
    wk, wd = C.icd(r)
    o.append(f"Working dx: {wd} ({wk}); {r.choice(C.EPONYM_PHRASES)}.")
    o.append("\nAssessment and recommendations:")
    o.append(f"1. {r.choice(['MSSA bacteremia', 'E. coli pyelonephritis', 'Candida glabrata fungemia', 'culture-negative PJI'])}: start {C.drug_of(r, C.ABX)}; stop {C.drug_of(r, C.ABX)}.")
    o.append(f"2. Repeat blood cultures q24-48h until clear; source control {r.choice(['by ortho', 'line removal', 'not needed'])}.")
    o.append(f"3. Duration: at least {r.choice(['14', '28', '42'])} days from first negative culture; OPAT via {r.choice(['PICC', 'HD'])}.")
    if r.random() < 0.4:
        o.append(f"4. Cardiac device ({r.choice(['dual-chamber pacemaker', 'ICD', 'LVAD'])}, SN {M('DEVICE', P.device_sn(r))}) - discuss extraction with EP.")
    o.append(f"OPAT clinic: {M('HOSPITAL', r.choice(['Harbourview Community Clinic', 'Eastgate Dialysis Centre', 'Sallow Creek Health Centre']))}, fax {M('FAX', P.phone(r, ext=False))}.")
    o.append(c.ordinary_words())
    o.append(f"Seen and discussed with ID attending {c.doc(5, 'dr_last')}; fellow {c.doc(2, 'dr_full')}, pager {M('PHONE', P.pager(r))}.\n")
    o.append(c.signature(2, r.choice(["MD", "MD, FRCPC", "DO"])))
    return c, "\n".join(o)


NIH_ITEMS = ["1a LOC", "1b LOC questions", "1c LOC commands", "2 Gaze", "3 Visual", "4 Facial palsy", "5a Motor arm L",
             "5b Motor arm R", "6a Motor leg L", "6b Motor leg R", "7 Ataxia", "8 Sensory", "9 Language", "10 Dysarthria", "11 Extinction"]


def neurology_consult(r):
    c = Ctx(r)
    o = [c.header(r.choice(["Neurology Consultation", "Stroke Team Consult", "Neurology Inpatient Consult", "Epilepsy Consult"]))]
    lkw = C.clock(r)
    o.append(f"Reason: {r.choice(['acute left-sided weakness', 'first unprovoked seizure', 'confusion and aphasia', 'worsening tremor', 'ascending numbness'])}. Referred by {c.doc(0, r.choice(['dr_last', 'dr_full']))} from the ED.")
    o.append(f"HPI: {c.ptname()} is a {c.age_ph()}, {r.choice(['right', 'left'])}-handed, last known well {c.dt(0, r.choice(['wd_md', 'md', 'weekday']))} at {lkw}, "
             f"found by {c.poss()} {c.kin(0, ['husband', 'wife', 'neighbour', 'son', 'daughter'])} {c.fam_name(0)} at home on {M('STREET', c.street())}. "
             f"{r.choice(['No prior stroke.', 'Prior TIA in ' + P.fdate(c.d(-r.randint(300, 2000)), r, 'year') + '.', 'Known Parkinson disease for years.'])}")
    o.append(f"PMH: {r.choice(['HTN, HLD, AF not anticoagulated', 'epilepsy since age ' + M('AGE', r.randint(9, 30)), 'MS (relapsing-remitting)', 'T2DM, CKD 3a'])}. ICD-10: {C.icd(r)[0]}.")
    o.append(f"Meds: {meds_block(c, 3, 'inline')}")
    o.append(f"Social: {c.social()}")
    if r.random() < 0.45:
        o.append(f"Driving: holds driver's licence {M('LICENSE', P.driver_licence(r))}; drives a {r.choice(['pickup', 'sedan', 'minivan'])} (plate {M('VEHICLE', P.plate(r))}). Counselled on no driving for {r.choice(['3', '6'])} months per provincial/state rules.")
    o.append(f"\nExam: {C.vitals_line(r)}. {r.choice(C.EPONYM_PHRASES)}. {r.choice(C.EPONYM_PHRASES)}.")
    o.append("NIHSS:")
    tot = 0
    for it in NIH_ITEMS:
        v = r.choice([0, 0, 0, 1, 2])
        tot += v
        o.append(f"  {it:<20}{v}")
    o.append(f"  Total NIHSS {tot}   {C.score(r, 'GCS')}   premorbid {C.score(r, 'mRS')}")
    o.append(f"\nImaging: CT head {c.dt(0, 'md')} {C.clock(r)} - {r.choice(['no hemorrhage, ASPECTS 9', 'hypodensity R frontal', 'no acute findings'])}. "
             f"CTA: {r.choice(['R M1 occlusion', 'no LVO', 'L ICA 70% stenosis'])}. MRI {c.dt(1, r.choice(['md', 'mon_d']))}: {r.choice(['restricted diffusion R MCA territory', 'no acute infarct', 'left mesial temporal sclerosis'])}.")
    o.append(f"EEG {c.dt(1, 'md')}: {r.choice(['no epileptiform discharges', 'L temporal sharp waves', 'diffuse slowing'])}.")
    o.append(f"Labs: {bmp_inline(c)}")
    o.append("\nImpression/Plan:")
    o.append(f"- {r.choice(['Acute ischemic stroke, R MCA', 'Focal-onset seizure', 'Delirium, multifactorial', 'Demyelinating relapse'])}. {C.drug_line(r)}; {C.drug_line(r)}.")
    o.append(f"- {r.choice(['Alteplase given at', 'Thrombectomy groin puncture at', 'Loaded with levetiracetam at', 'Steroids started at'])} {C.clock(r)}; TICI {r.choice(['2b', '3'])} if applicable.")
    o.append(f"- Telestroke session with {M('HOSPITAL', r.choice(P.HOSPITALS))} via {M('URL', P.url(r))}" + (f" (IP {M('IPADDR', P.ip(r))})" if r.random() < 0.5 else "") + "." if r.random() < 0.4 else f"- Follow-up in stroke clinic {c.dt(r.randint(14, 60), r.choice(['mdy', 'long']))}.")
    if r.random() < 0.3:
        o.append(f"- VNS generator serial {M('DEVICE', P.device_sn(r))} interrogated; output 1.5 mA.")
    o.append(f"- {c.ordinary_words()}")
    o.append(f"Seen with stroke fellow {c.doc(1, 'dr_last')} and attending {c.doc(2, 'prof_last')}. Neuro resident pager {M('PHONE', P.pager(r))}.\n")
    o.append(c.signature(1, r.choice(["MD", "MD, FRCPC", "DO"])))
    return c, "\n".join(o)


def palliative_meeting(r):
    c = Ctx(r)
    o = [c.header(r.choice(["Palliative Care Family Meeting", "Goals of Care Family Conference", "Palliative Medicine - Family Meeting Note"]))]
    o.append(f"Date/time: {c.dt(0, r.choice(['wd_long', 'long', 'wd_md']))}, {r.randint(8, 15)}:{r.choice(['00', '15', '30'])}-{r.randint(16, 18)}:{r.choice(['00', '10', '45'])}. Location: {M('HOSPITAL', r.choice(P.WARDS))} family room, {M('LOCATION_OTHER', r.choice(P.BUILDINGS))}.")
    o.append("Present:")
    for i in range(3):
        rel = c.kin(i, r.sample(["wife", "husband", "daughter", "son", "sister", "brother", "granddaughter", "friend and neighbour", "daughter-in-law", "nephew"], 10))
        ph = f", {M('PHONE', P.phone(r))}" if r.random() < 0.6 else ""
        o.append(f"  - {c.fam_name(i, r.choice(['full', 'first', 'title_last', 'full']))} ({rel}{', HCP/POA' if i == 0 else ''}){ph}")
    o.append(f"  - {c.doc(0, 'dr_full')} (palliative attending), {c.doc(1, 'full_cred', 'MSW')} (SW), chaplain {c.doc(2, 'full')}, RN {c.doc(3, 'first')}")
    if r.random() < 0.4:
        o.append(f"  - by phone from {M('COUNTRY', r.choice(P.COUNTRIES))}: {c.kin(3, ['son', 'daughter', 'brother'])} {c.fam_name(3, 'full')}")
    o.append("")
    o.append(f"Background: {c.ptname('title_last')} is a {c.age_ph()}, {M('PROFESSION', r.choice(P.PROFESSIONS))} by trade, with {r.choice(['metastatic pancreatic cancer', 'end-stage COPD', 'advanced dementia', 'ALS', 'HFrEF with EF 15%', 'ESRD, declining dialysis'])}. "
             f"{C.score(r, 'PPS')}, {C.score(r, r.choice(['ECOG', 'KPS']))}. Admitted {c.dt(-r.randint(2, 20), r.choice(['md', 'mdy']))} with {r.choice(['aspiration pneumonia', 'delirium', 'bowel obstruction', 'dyspnea at rest'])}.")
    o.append("\nDiscussion:")
    o.append(f"Family shared that {c.ptname('first')} {r.choice(['loved fishing at', 'sang in the choir at', 'volunteered at', 'worked for 30 years at'])} {M('ORGANIZATION', r.choice(P.ORGS))}. "
             f"{c.kin(0, ['daughter', 'wife', 'son'])} {c.fam_name(0, 'first')} said \"{r.choice(['we just hope he is comfortable', 'she always said she would not want machines', 'we want to keep fighting', 'he wanted to be home for ' + M('DATE', r.choice(P.HOLIDAYS))])}\".")
    o.append(f"Reviewed prognosis: likely {r.choice(['days to weeks', 'short weeks', 'weeks to months'])}. We will continue to hope for the best while planning for the worst.")
    o.append(f"Patient's previously expressed wishes (advance directive dated {P.fdate(c.d(-r.randint(200, 3000)), r, r.choice(['mdy', 'long', 'month_year']))}) support comfort-focused care.")
    o.append(f"Symptom plan: {C.drug_of(r, C.COMFORT)}; {C.drug_of(r, C.COMFORT)}; glycopyrrolate 0.2 mg SC q4h PRN secretions. {C.score(r, 'RASS')} target.")
    o.append(f"Encounter coded {C.icd(r)[0]} with Z51.5. {r.choice(C.EPONYM_PHRASES)}.")
    o.append("\nDecisions:")
    o.append(f"- Code status changed to {r.choice(['DNR/DNI', 'DNR, comfort measures only', 'DNR, continue current treatment'])}.")
    dest = r.choice(P.HOSPICES)
    o.append(f"- Referral to {M('HOSPITAL', dest)}; bed expected {c.dt(r.randint(1, 4), r.choice(['weekday', 'wd_md']))}. Intake {M('PHONE', P.phone(r))}, fax {M('FAX', P.phone(r, ext=False))}.")
    o.append(f"- Pastor {M('FAMILY', P.Person(r).last)} from {M('ORGANIZATION', r.choice(P.CHURCHES))} to visit; funeral home pre-planning with {M('ORGANIZATION', r.choice(P.FUNERAL))}.")
    if r.random() < 0.5:
        o.append(f"- {c.vehicle_sentence()}")
    if r.random() < 0.3:
        o.append(f"- Family may join by video: {M('URL', P.url(r))}")
    o.append(f"- Home address for hospice equipment: {c.address()}.")
    if r.random() < 0.25:
        o.append(f"- Hospice intake form: {r.choice(['SSN', 'SIN', 'social insurance number'])} {M('SSN', P.ssn(r))}; {r.choice(['Medicare', 'provincial health card', 'plan'])} no. {M('HEALTHPLAN', P.healthplan(r))}.")
    o.append(f"Total time {r.randint(45, 120)} min, >50% counselling.\n")
    o.append(c.signature(0, r.choice(["MD", "MD, FRCPC", "NP"])))
    return c, "\n".join(o)


def readmission_review(r):
    c = Ctx(r)
    o = [c.header(r.choice(["30-Day Readmission Review", "Readmission Case Review", "Utilization Review - Readmission"]))]
    idx_adm = -r.randint(12, 40)
    idx_dc = idx_adm + r.randint(2, 9)
    o.append(f"Reviewer: {c.doc(0, 'full_cred', r.choice(['RN', 'RN, BSN', 'MD']))} (user {M('USERNAME', c.staff[0].username(r))})  Review date: {c.dt(1, 'mdy')}")
    o.append(f"Patient: {c.ptname(r.choice(['LAST_FIRST', 'full_mi', 'last_first']))}, {c.age_ph(r.choice(['slash', 'yo', 'year_old']))}  Payer: {M('ORGANIZATION', r.choice(P.INSURERS))} #{M('HEALTHPLAN', P.healthplan(r))}")
    if r.random() < 0.4:
        o.append(f"{r.choice(['SSN', 'SSN (last on file)', 'SIN'])}: {M('SSN', P.ssn(r))}")
    o.append("\nEncounters:")
    o.append(f"{'Type':<10}{'Account':<18}{'Admit':<14}{'Discharge':<14}{'LOS':<5}{'DRG':<6}Disposition")
    for typ, a, d_, dispo in [("Index", idx_adm, idx_dc, r.choice(["Home", "SNF", "Home w/ HH"])), ("Readmit", 0, r.randint(2, 7), "Pending")]:
        acct = P.account(r)
        o.append(f"{typ:<10}" + M("ACCOUNT", acct) + " " * max(1, 18 - len(acct)) + P.fdate(c.d(a), r, "mdy") + "    " + P.fdate(c.d(d_), r, "mdy")
                 + f"    {d_ - a:<5}{r.randint(190, 871):<6}{dispo}")
    o.append(f"\nIndex stay {c.dt(idx_adm, 'md')}-{c.dt(idx_dc, 'md')} at {c.hospital()} for {r.choice(['CHF exacerbation', 'COPD exacerbation', 'pneumonia', 'sepsis, urinary', 'GI bleed'])}; "
             f"discharged to {M('HOSPITAL', r.choice(P.SNFS)) if r.random() < 0.5 else 'home'} with follow-up at {M('HOSPITAL', r.choice(P.CLINICS))}.")
    o.append(f"Readmitted {c.dt(0, r.choice(['wd_md', 'mdy', 'long']))} ({-idx_dc} days after discharge) via ED with {r.choice(['dyspnea, weight up 4 kg', 'fever and rigors', 'melena', 'hypoglycemia', 'fall at home'])}.")
    o.append(f"Risk: {C.score(r, 'LACE')}, {r.choice(['HOSPITAL score 6', 'Charlson 7', 'Charlson 5'])}. Prior admissions in {P.fdate(c.d(-r.randint(100, 400)), r, 'month_year')} and {P.fdate(c.d(-r.randint(400, 800)), r, 'month_year')}.")
    o.append("\nContributing factors:")
    facts = [f"- Follow-up with PCP {c.doc(5, 'dr_last')} scheduled {c.dt(idx_dc + r.randint(7, 14), 'md')} but not attended (no transport).",
             f"- Discharge med rec omitted {C.drug_line(r)}; patient continued old {C.drug_line(r)}.",
             f"- Lives alone at {c.address()}; {c.kin(2, ['niece', 'son', 'daughter', 'neighbour'])} {c.fam_name(2)} checks weekly ({M('PHONE', P.phone(r))}).",
             f"- Labs at discharge: {bmp_inline(c)}.",
             f"- Home scale not used; {r.choice(['health literacy concerns', 'vision impaired', 'cognitive impairment (MoCA 19/30)'])}.",
             f"- Works nights as a {M('PROFESSION', r.choice(P.PROFESSIONS))} at {M('ORGANIZATION', r.choice(P.ORGS))}; missed doses during shifts."]
    r.shuffle(facts)
    o.extend(facts[:r.randint(4, 6)])
    if r.random() < 0.3:
        o.append(f"- Transport by medical taxi, vehicle {M('VEHICLE', P.vehicle(r))}, arrived late for appointment.")
    if r.random() < 0.3:
        o.append(f"- Home oxygen concentrator serial {M('DEVICE', P.device_sn(r))} reported faulty by vendor.")
    o.append(f"Principal dx (index): {C.icd(r)[0]}; readmission dx: {C.icd(r)[0]}.")
    o.append(f"\nPreventable: {r.choice(['yes', 'possibly', 'no'])}. {c.ordinary_words()}")
    o.append(f"Actions: transitional care call by {c.doc(6, 'full')} within 48 h; referral to {M('HOSPITAL', r.choice(P.CLINICS))}; case reviewed with physician advisor {c.doc(7, 'dr_full')}.")
    o.append(f"Case reference {M('IDNUM', 'UR-' + P.digits(r, 6))}. Audit trail: accessed from {M('IPADDR', P.ip(r))} by {M('USERNAME', c.staff[7].username(r))}." if r.random() < 0.5 else f"Case reference {M('IDNUM', 'UR-' + P.digits(r, 6))}.")
    o.append("\n" + c.signature(0, "RN", extra=False))
    return c, "\n".join(o)


def mm_summary(r):
    c = Ctx(r)
    o = []
    o.append(f"{r.choice(['Morbidity and Mortality Conference', 'M&M Case Summary', 'Department of Surgery M&M', 'Medicine M&M Review'])} - {c.hospital(False)}")
    o.append(f"Conference date: {c.dt(r.randint(14, 40), r.choice(['long', 'wd_long', 'mdy']))}   Presenter: {c.doc(0, 'dr_full')} (PGY-{r.randint(2, 5)})   Faculty: {c.doc(1, 'prof_last')}")
    o.append(f"Case: {c.ptname('initials')}, {c.age_ph(r.choice(['slash', 'yo', 'space_sex', 'yof']))}, MRN {M('MRN', c.mrn)}. Category: {r.choice(['death', 'unplanned return to OR', 'delayed diagnosis', 'medication error', 'unplanned ICU transfer'])}.\n")
    o.append("Timeline:")
    steps = ["Admitted via ED with", "Taken to OR for", "On POD 2 noted", "Rapid response called for", "Transferred to ICU for",
             "CT showed", "Returned to OR for", "Family meeting held; transitioned to", "Patient expired"]
    findings = ["perforated diverticulitis", "laparoscopic sigmoid colectomy", "tachycardia 128 and lactate 4.1", "hypotension 78/40",
                "septic shock", "anastomotic leak with free air", "washout and end colostomy", "comfort care", ""]
    day = -r.randint(10, 30)
    rows = []
    for i in range(r.randint(5, 8)):
        day += r.randint(0, 2)
        s = steps[i]
        rows.append(f"  {P.fdate(c.d(day), r, r.choice(['md', 'mdy', 'wd_md']))} {C.clock(r)}  {s} {findings[i]}".rstrip() + ".")
    o.extend(rows)
    o.append(f"\nKey people: surgeon {c.doc(2, 'dr_last')}, night float {c.doc(3, 'dr_last')}, RN {c.doc(4, 'full')}, "
             f"RRT lead {c.doc(5, 'f_last')}. Family contact: {c.kin(0, ['wife', 'husband', 'son', 'daughter'])} {c.fam_name(0, 'full')}.")
    o.append(f"Vitals at RRT: {C.vitals_line(r)}. Labs: {bmp_inline(c)}.")
    o.append(f"Meds involved: {C.drug_line(r)}; {C.drug_line(r)}. {C.score(r, r.choice(['qSOFA', 'SOFA', 'CURB-65']))} at that time.")
    o.append("\nAnalysis (fishbone):")
    o.append(f"* Patient: {r.choice(['frailty', 'obesity BMI 41', 'CKD 4', 'language barrier'])}; {r.choice(C.EPONYM_PHRASES)}.")
    o.append(f"* Provider: anchoring on {r.choice(['ileus', 'dehydration', 'pain'])}; delay from {C.clock(r)} to {C.clock(r)} before senior review.")
    o.append(f"* System: {r.choice(['weekend cross-cover', 'EHR alert fatigue', 'pager coverage gap', 'CT scanner downtime'])}; handoff on {c.dt(-r.randint(5, 20), 'weekday')} lacked a contingency plan.")
    o.append(f"* Environment: {M('HOSPITAL', r.choice(P.WARDS))} at capacity; patient in overflow {c.room()}.")
    o.append("\nAction items:")
    o.append(f"1. Escalation pathway update - owner {c.doc(6, 'dr_full')}, due {c.dt(r.randint(60, 120), r.choice(['month_year', 'mdy', 'long']))}.")
    o.append(f"2. Nursing education on early warning scores - owner {c.doc(4, 'full_cred', 'RN')}.")
    o.append(f"3. Safety report {M('IDNUM', 'SR-' + P.digits(r, 7))} filed; RCA {r.choice(['not required', 'scheduled'])}.")
    if r.random() < 0.35:
        o.append(f"4. Infusion pump (serial {M('DEVICE', P.device_sn(r))}) sequestered for biomed review.")
    if r.random() < 0.2:
        o.append(f"5. Badge/biometric access log for med room reviewed (ID {M('BIOID', P.bioid(r))}).")
    o.append(f"\nLearning points: {c.ordinary_words()} Recognize {r.choice(['sepsis', 'leak', 'bleeding'])} early; {C.score(r, 'qSOFA')} is not a rule-out.")
    o.append(f"Coding: {C.icd(r)[0]}, {C.icd(r)[0]}. Confidential peer-review document.\n")
    o.append(c.signature(0, r.choice(["MD", "DO"]), extra=True))
    return c, "\n".join(o)


def device_clinic(r):
    c = Ctx(r)
    dev_sn = P.device_sn(r)
    o = [c.header(r.choice(["Cardiac Device Clinic - Interrogation", "Pacemaker/ICD Remote Transmission Review", "EP Device Check"]))]
    o.append(f"{c.ptname(r.choice(['full', 'title_last', 'full_mi']))}, {c.age_ph()}, seen in device clinic at {c.hospital()} on {c.dt(0, r.choice(['wd_md', 'long', 'mdy']))}.")
    dkind, dmodel = r.choice([('dual-chamber pacemaker', 'Azure XT DR'), ('single-chamber ICD', 'Evera MRI VR'), ('CRT-D', 'Amplia MRI Quad'),
                              ('leadless pacemaker', 'Micra AV'), ('dual-chamber pacemaker', 'Accolade MRI'), ('dual-chamber ICD', 'Cobalt XT DR')])
    o.append(f"Device: {dkind}, model {dmodel}, "
             f"serial {M('DEVICE', dev_sn)}, implanted {P.fdate(c.d(-r.randint(200, 3000)), r, r.choice(['mdy', 'month_year', 'iso']))} by {c.doc(0, 'dr_last')} at {M('HOSPITAL', r.choice(P.HOSPITALS))}.")
    o.append(f"Leads: RA {r.choice(['5076-52', '3830-69'])} SN {M('DEVICE', P.device_sn(r))}; RV SN {M('DEVICE', P.device_sn(r))}.")
    o.append("\nMeasured values:")
    o.append("Lead | Sensing (mV) | Impedance (ohm) | Threshold (V @ ms)")
    for lead in ["RA", "RV"] + (["LV"] if r.random() < 0.3 else []):
        o.append(f"{lead} | {r.uniform(1.2, 18):.1f} | {r.randint(300, 1100)} | {r.uniform(0.4, 1.8):.2f} @ 0.4")
    o.append(f"Battery: {r.uniform(2.9, 3.1):.2f} V, longevity {r.randint(2, 12)} years. Pacing: A {r.randint(1, 90)}%, V {r.randint(1, 99)}%. AF burden {r.uniform(0, 30):.1f}%.")
    o.append(f"Events: {r.choice(['none', 'one NSVT episode 12 beats', 'appropriate ATP x1', 'mode switch episodes'])} on {c.dt(-r.randint(3, 80), r.choice(['md', 'mon_d']))} at {C.clock(r)}.")
    o.append(f"Anticoagulation: {C.drug_of(r, C.ANTICOAG)}; {C.score(r, 'CHA2DS2-VASc')}, {C.score(r, 'HAS-BLED')}.")
    o.append(f"Vitals: {C.vitals_line(r)}; repeat at {C.clock(r)}: {C.vitals_line(r, 'c')}")
    o.append(f"Indication: {C.icd(r)[0]}. {r.choice(C.EPONYM_PHRASES)}.")
    o.append(f"\nRemote monitoring: home transmitter SN {M('DEVICE', P.device_sn(r))} paired; portal {M('URL', P.url(r))}." if r.random() < 0.6 else "\nRemote monitoring: transmitter not paired; re-education given.")
    o.append(f"Transmission received from {M('IPADDR', P.ip(r))} on {c.dt(-1, 'mdy')}." if r.random() < 0.35 else f"Next remote transmission {c.dt(91, 'mdy')}.")
    o.append(f"Driving: {r.choice(['no restriction', 'no commercial driving', 'no driving for 6 months after shock'])}; {c.vehicle_sentence() if r.random() < 0.3 else 'discussed with patient.'}")
    o.append(f"Social: {c.social(short=True)}")
    o.append(f"Emergency contact: {c.kin(0, ['wife', 'husband', 'daughter', 'son'])} {c.fam_name(0, 'full')} {M('PHONE', P.phone(r))}.")
    o.append(f"Plan: {c.ordinary_words()} Follow-up in {r.choice(['3', '6', '12'])} months ({c.dt(r.randint(90, 370), 'month_year')}). Device nurse {c.doc(3, 'full_cred', 'RN')} ext {M('PHONE', P.extension(r))}.\n")
    o.append(c.signature(1, r.choice(["MD", "NP", "MD, FRCPC"])))
    if r.random() < 0.4:
        o.append(f"Reprogramming performed by manufacturer rep {M('FAMILY', P.Person(r).first + ' ' + P.Person(r).last)} under supervision; rep badge {M('IDNUM', 'REP-' + P.digits(r, 5))}.")
    return c, "\n".join(o)


def sbar_handoff(r):
    c = Ctx(r)
    o = []
    o.append(f"{r.choice(['SBAR nursing handoff', 'Nursing shift report (SBAR)', 'ICU to ward transfer handoff'])} - {c.dt(0, r.choice(['wd_md', 'mdy_s', 'md']))} {C.clock(r)}")
    o.append(f"From: RN {c.doc(3, 'full')}  To: RN {c.doc(4, 'full')}  Unit: {M('HOSPITAL', r.choice(P.WARDS))}, {c.room()}")
    o.append(f"\nS: {c.ptname(r.choice(['title_last', 'first', 'full', 'first_initial']))}, {c.age_ph(r.choice(['yo', 'yof', 'slash', 'space_sex', 'yo_ns']))}, "
             f"{r.choice(['POD 1 R hip ORIF', 'day 3 of CAP treatment', 'post-thoracentesis', 'new AF on diltiazem'])}. Code: {r.choice(['full', 'DNR'])}. Allergies: {r.choice(['NKDA', 'PCN', 'latex'])}.")
    o.append(f"B: {r.choice(['HTN, DM2, CKD 3', 'COPD on 2L home O2', 'dementia, lives at ' + M('HOSPITAL', r.choice(P.SNFS)), 'EtOH use disorder'])}. "
             f"Admitted {c.dt(-r.randint(1, 6), 'md')} by {c.doc(0, 'dr_last')}.")
    o.append(f"A: {C.vitals_line(r, 'c')}. Pain {r.randint(0, 8)}/10. {C.score(r, 'Braden')}, Morse {r.randint(15, 85)}. {r.choice(C.EPONYM_PHRASES)}.")
    o.append(f"   Lines: PIV L forearm {c.dt(-1, 'md')}; {r.choice(['Foley to gravity', 'voiding', 'Foley removed, due to void by ' + C.clock(r)])}.")
    o.append(f"   Last meds: {C.drug_line(r)} at {C.clock(r)}; {C.drug_line(r)} due {C.clock(r)}.")
    o.append(f"   Labs pending: {', '.join(l[0] for l in C.pick_labs(r, 3))}; this AM {bmp_inline(c)}.")
    o.append(f"R: {r.choice(['recheck K after replacement', 'ambulate with PT', 'bladder scan if no void', 'call MD if SBP < 90'])}. {c.ordinary_words()}")
    o.append(f"Family: {c.kin(0, ['daughter', 'son', 'wife', 'husband', 'partner'])} {c.fam_name(0, r.choice(['first', 'full']))} calling at {C.clock(r)}, number on whiteboard {M('PHONE', P.phone(r))}; "
             f"{r.choice(['visiting tomorrow', 'works as a ' + M('PROFESSION', r.choice(P.PROFESSIONS)) + ', visits after shift', 'lives in ' + M('CITY', r.choice(P.CITIES))])}.")
    if r.random() < 0.35:
        o.append(f"Valuables: wallet with driver's licence {M('LICENSE', P.driver_licence(r))} to security; car keys for plate {M('VEHICLE', P.vehicle(r))} with son.")
    if r.random() < 0.3:
        o.append(f"PCA pump serial {M('DEVICE', P.device_sn(r))}; settings verified by 2 RNs.")
    if r.random() < 0.3:
        o.append(f"ADC override for {C.drug_line(r)} logged under fingerprint ID {M('BIOID', P.bioid(r))}.")
    o.append(f"Provider on call: {c.doc(1, 'dr_last')} pager {M('PHONE', P.pager(r))}; charge RN {c.doc(5, 'first')} {M('PHONE', P.extension(r))}.")
    o.append(f"Handoff acknowledged {C.clock(r)} - {M('USERNAME', c.staff[4].username(r))}")
    return c, "\n".join(o)


GENRES = {
    "research_visit": research_visit,
    "tumour_board": tumour_board,
    "icu_daily": icu_daily,
    "pharmacy_consult": pharmacy_consult,
    "pathology_cytology": pathology_report,
    "ir_procedure": ir_procedure,
    "id_consult": id_consult,
    "neurology_consult": neurology_consult,
    "palliative_family_meeting": palliative_meeting,
    "readmission_review": readmission_review,
    "mm_summary": mm_summary,
    "device_clinic": device_clinic,
    "nursing_sbar_handoff": sbar_handoff,
}
