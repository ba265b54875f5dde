"""Inpatient and diagnostic genres: H&P, progress, discharge, operative,
radiology, pathology, consult letter."""
import datetime as dt
from pools import *
from phi import P
from blocks import *

DAY = dt.timedelta(days=1)


def _ref(g, c):
    """Patient reference in running text."""
    return c.pname(g.ch(["title", "title", "first_last", "last", "first", "full", "init", "fi"]))


def _sexw(g, c):
    return g.ch(["woman", "female", "lady", "F"]) if c.sex == "F" else g.ch(["man", "male", "gentleman", "M"])


def _cc(g):
    return g.ch(["chest pain", "shortness of breath", "fever and cough", "abdominal pain",
                 "syncope", "fall at home", "confusion", "leg swelling", "hematemesis",
                 "right-sided weakness", "dysuria and flank pain", "palpitations",
                 "worsening wound drainage", "nausea and vomiting", "headache"])


def hp(g, c):
    r = g.r
    L = header(g, c, g.ch(["Admission History and Physical", "History & Physical", "H&P - Hospital Medicine",
                           "Admission Note"]))
    cc = _cc(g)
    L += ["", f"CHIEF COMPLAINT: {cc} x {g.ri(1, 10)} days", "",
          "HISTORY OF PRESENT ILLNESS:",
          f"{c.pname(g.ch(['full', 'title', 'first_last']))} is a {g.age(c.age, c.sex, attr=True)} "
          f"{_sexw(g, c)} with PMH of {g.ch(ICD)[1]}, {g.ch(ICD)[1]} and {g.ch(ICD)[1]} who presents with {cc}. "
          f"Symptoms began on {g.D(c.admit - g.ri(1, 6) * DAY, g.ch(['wd', 'md', 'mon_d', 'wd_md', 'mdy']))} " +
          (f"while {c.he} was at work at {P('ORGANIZATION', c.employer)}. " if c.age < 68 else f"while at home in {P('CITY', c.addr['city'])}. ") +
          f"{c.he.capitalize()} was seen at {P('HOSPITAL', g.clinic())} on {g.D(c.admit - g.ri(1, 3) * DAY)} "
          f"and started on {g.ch(DRUG_NAMES)}. {negword(g)} "
          f"{c.his.capitalize()} {c.rel} {c.famname()} brought {c.his if c.sex == 'F' else 'him'} to the ED at {clock(g)}.",
          f"In the ED: {vitals(g)}. Received {med_line(g)} and {med_line(g)}. {labvals(g, 4)}.",
          ""]
    if g.p(0.5):
        L.append(f"Of note, {_ref(g, c)} was admitted to {P('HOSPITAL', g.hospital())} in "
                 f"{g.D(c.d0 - g.ri(60, 900) * DAY, g.ch(['mon_y', 'y', 'mdy']))} for {g.ch(ICD)[1]}.")
    L += ["PAST MEDICAL HISTORY:"] + problem_list(g)
    L += ["PAST SURGICAL HISTORY:",
          f"- {g.ch(['appendectomy', 'tonsillectomy', 'cholecystectomy', 'C-section', 'ORIF left wrist'])} at age {P('AGE', str(g.ri(5, 40)))}",
          f"- {g.ch(['TKA right', 'CABG x3', 'hernia repair', 'hysterectomy', 'lumpectomy'])} ({g.D(c.d0 - g.ri(400, 6000) * DAY, 'y')})",
          "MEDICATIONS:"] + ["- " + m for m in meds(g)]
    L += [f"ALLERGIES: {g.ch(['NKDA', 'penicillin (rash)', 'sulfa - hives', 'codeine (nausea), latex'])}",
          "SOCIAL HISTORY: " + social(g, c),
          "FAMILY HISTORY: " + family_hx(g, c),
          f"REVIEW OF SYSTEMS: 10-point ROS negative except as in HPI. {score(g)}.",
          "PHYSICAL EXAM:", "Vitals: " + vitals(g)] + exam_lines(g)
    L += ["LABS: " + labvals(g), f"ECG: {g.ch(['NSR at 78', 'AF with RVR at 132', 'sinus tach, no ST changes', 'LBBB, old'])}.",
          f"CXR {g.D(c.admit, g.ch(['md', 'mdy1']))}: {g.ch(['no acute process', 'RLL consolidation', 'small bilateral effusions'])}.",
          "", "ASSESSMENT AND PLAN:",
          f"{g.age(c.age, c.sex, attr=True)} {_sexw(g, c)} admitted with {cc}."]
    for i, d in enumerate(r.sample(ICD, g.ri(2, 4))):
        L.append(f"#{i + 1} {d[1]} ({d[0]}): {med_line(g)}; {g.ch(['trend labs', 'monitor on telemetry', 'consult ' + g.ch(SPECIALTIES), 'daily weights', 'repeat ' + g.ch(['BMP', 'CBC', 'lactate']) + ' in AM'])}.")
    L += [f"DVT ppx: {g.ch(['heparin 5000 units SC q8h', 'enoxaparin 40 mg SC daily', 'SCDs'])}. Code status: Full code, "
          f"confirmed with patient and {c.rel} {c.famname('first')}. HCP: {c.famname('full')} {P('PHONE', c.fam_phone)}.",
          f"Discussed with {g.staff(c.cons)} ({g.ch(SPECIALTIES)}). Anticipated discharge {g.D(c.d0 + g.ri(2, 5) * DAY, g.ch(['wd', 'md', 'mon_d']))}."]
    if g.p(0.5):
        L.append(f"Seen and examined with resident {g.name(c.res, 'DOCTOR', g.ch(['dr', 'full', 'first_last']))}; I agree with the findings above.")
    L += [""] + signature(g, c.att, c)
    return L


def progress(g, c):
    r = g.r
    hd = g.ri(2, 12)
    L = header(g, c, g.ch(["Progress Note", "Hospitalist Daily Progress Note", "ICU Progress Note",
                           "Medicine Progress Note - SOAP"]))
    L += [f"Hospital day {hd}{', POD ' + str(g.ri(1, 5)) if g.p(0.3) else ''}",
          "S: " + g.ch([f"{_ref(g, c)} reports {g.ch(['less pain', 'poor sleep', 'improved breathing', 'ongoing nausea'])} overnight. ",
                        f"No acute events overnight per RN {g.name(c.rn, 'DOCTOR', g.ch(['first', 'first_last', 'full']))}. ",
                        f"Paged at {clock(g)} by nurse {g.name(c.rn, 'DOCTOR', 'first_last')} for {g.ch(['HR 140s', 'SBP 82', 'agitation', 'fever 101.8 F'])}; given {med_line(g)}. "]) +
          g.ch([f"{c.his.capitalize()} {c.rel} {c.famname()} at bedside and updated.",
                f"Called {c.rel} {c.famname()} at {P('PHONE', c.fam_phone)} with update.",
                f"{c.he.capitalize()} asks to go home before {g.holiday()}.",
                f"Wants to be back at {P('ORGANIZATION', c.employer)} by {g.D(c.d0 + g.ri(5, 20) * DAY, g.ch(['wd', 'mon_d', 'md']))}.",
                "Ambulated in hall with PT."]),
          "O: " + vitals(g),
          f"I/O {g.ri(600, 2900)}/{g.ri(300, 2400)} mL; UOP {round(g.r.uniform(0.2, 1.8), 1)} mL/kg/h; {score(g)}",
          "Exam:"] + r.sample(exam_lines(g), 4)
    L += [f"Labs {g.D(c.d0, g.ch(['md', 'mdy1', 'wd_md', 'mabd']))}: " + labvals(g),
          f"Micro: blood cx {g.D(c.admit, 'md')} {g.ch(['NGTD', 'GPC in clusters', 'pending'])} (accession {P('IDNUM', g.idnum())}).",
          "Meds: " + "; ".join(meds(g, g.ri(3, 6))),
          "A/P:"]
    for i, d in enumerate(r.sample(ICD, g.ri(2, 4))):
        L.append(f"{i + 1}. {d[1]} - {g.ch(['improving', 'stable', 'worse', 'resolved'])}; {med_line(g)}. {negword(g)}")
    L.append(g.ch([f"Dispo: likely to {P('HOSPITAL', g.facility())} on {g.D(c.d0 + g.ri(1, 4) * DAY, g.ch(['wd', 'wd_md', 'md']))}; CM {g.name(g.person(), 'DOCTOR', 'first_last')} following.",
                   f"Dispo: home with {c.rel} when stable, possibly {g.D(c.d0 + DAY, 'wd')}.",
                   f"Transfer to {P('HOSPITAL', g.unit())} room {P('LOCATION_OTHER', g.room())} today."]))
    if g.p(0.4):
        L.append(f"Cross-cover: {g.staff(c.res)}, pager {P('PHONE', g.pager())}.")
    L += signature(g, g.ch([c.att, c.res]), c, license_p=0.15)
    return L


def discharge(g, c):
    r = g.r
    dd = c.d0
    ad = dd - g.ri(2, 14) * DAY
    L = [P("HOSPITAL", c.hosp), g.ch(["DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL DISCHARGE SUMMARY"]),
         f"Patient: {c.pname(g.ch(['LF', 'lf', 'full']))}   MRN: {P('MRN', c.mrn)}   DOB: {g.D(c.dob, g.ch(['mdy', 'mdy1', 'long']))}",
         f"Admission date: {g.D(ad, g.ch(['mdy', 'long', 'iso']))}   Discharge date: {g.D(dd, g.ch(['mdy', 'long', 'iso']))}",
         f"Attending: {g.staff(c.att, 'MD')}   PCP: {g.staff(c.pcp, g.ch(['MD', 'DO', 'NP']))}",
         f"Account: {P('ACCOUNT', c.acct)}   Payer: {P('ORGANIZATION', c.insurer)} ({P('HEALTHPLAN', c.member)})", "",
         "DISCHARGE DIAGNOSES:"] + problem_list(g)
    L += ["", "HOSPITAL COURSE:",
          f"{c.pname(g.ch(['full', 'title']))} is a {g.age(c.age, c.sex, attr=True)} {_sexw(g, c)} "
          f"admitted on {g.D(ad, g.ch(['md', 'long', 'mon_d', 'wd_long']))} with {_cc(g)}. "
          f"{c.he.capitalize()} was started on {med_line(g)}. On {g.D(ad + DAY, g.ch(['wd', 'md', 'wd_md']))} "
          f"{c.he} developed {g.ch(['AKI with Cr 2.4', 'AF with RVR', 'delirium', 'hypokalemia K 2.9'])}, managed with {med_line(g)}. "
          f"{g.ch(SPECIALTIES)} ({g.staff(c.cons)}) was consulted on {g.D(ad + 2 * DAY, g.ch(['md', 'mon_d', 'wd']))}."]
    if g.p(0.6):
        L.append(f"A {g.ch(DEVICE_MODELS)} was placed on {g.D(ad + 2 * DAY, g.ch(['md', 'mdy']))} by {g.name(c.cons, 'DOCTOR', 'dr')}; "
                 f"serial number {P('DEVICE', g.device())}. Device card given to patient.")
    rs = ad + g.ri(0, 2) * DAY
    st = g.ch(['md', 'md', 'mabd', 'mon_d'])
    L.append(f"{g.ch(['Ceftriaxone 1 g IV q24h', 'Vancomycin per pharmacy', 'Heparin drip', 'Furosemide 40 mg IV BID'])} "
             f"{g.ch(['was given', 'ran', 'continued'])} {g.D(rs, st)}-{g.D(rs + g.ri(2, 6) * DAY, st)}" + g.ch([".", ", then transitioned to oral therapy."]))
    L.append(f"{c.his.capitalize()} {c.rel} {c.famname()} participated in the family meeting on "
             f"{g.D(dd - DAY, g.ch(['wd', 'md', 'wd_mon_d']))} with SW {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'full']))}.")
    L += ["", "PROCEDURES:",
          f"- {g.ch(['TTE', 'EGD', 'paracentesis', 'PICC placement', 'cardiac cath', 'thoracentesis'])} {g.D(ad + g.ri(0, 3) * DAY, g.ch(['md', 'mdy1']))}",
          f"- {g.ch(['CT abdomen/pelvis', 'MRI brain', 'CTA chest', 'renal US'])} {g.D(ad + g.ri(0, 3) * DAY, g.ch(['md', 'mdy']))} (accession {P('IDNUM', g.idnum())})",
          "", "DISCHARGE MEDICATIONS:"] + ["- " + m for m in meds(g, g.ri(4, 10))]
    L += ["", f"CONDITION AT DISCHARGE: {g.ch(['stable', 'improved', 'fair'])}. Vitals: {vitals(g, 0)}.",
          "DISPOSITION: " + g.ch([f"Home with {c.rel}, address {g.addr_line(c.addr)}.",
                                  f"{P('HOSPITAL', g.facility())}, {P('CITY', g.city())}, {P('STATE', g.state()[1])}; report called to {g.name(g.person(), 'DOCTOR', 'first_last')}, RN at {P('PHONE', g.phone())}.",
                                  f"Home with home health ({P('HOSPITAL', g.ch(HOSP_PLACE) + ' Home Health')}); fax {P('FAX', g.phone(False))}."]),
          "", "FOLLOW-UP:",
          f"- {g.staff(c.pcp, g.ch(MD_CREDS))} at {P('HOSPITAL', c.clinic)}, {P('STREET', g.street())}, {P('CITY', g.city())} on "
          f"{g.D(dd + g.ri(5, 14) * DAY, g.ch(['mdy', 'long', 'wd_long', 'md']))} at {appt(g)}; tel {P('PHONE', g.phone())}",
          f"- {g.ch(SPECIALTIES)}: {g.name(c.cons, 'DOCTOR', 'dr')} in {g.ri(2, 6)} weeks",
          f"- Pending: {g.ch(['blood cultures', 'AFB smear', 'flow cytometry'])}, accession {P('IDNUM', g.idnum())}",
          f"Patient portal: {P('URL', g.url())}. Questions: {P('PHONE', g.phone())}", ""]
    L += signature(g, c.att, c, license_p=0.5)
    return L


def operative(g, c):
    r = g.r
    proc = g.ch(["Laparoscopic cholecystectomy", "Right total knee arthroplasty", "Open reduction internal fixation, left distal radius",
                 "Laparoscopic appendectomy", "Dual-chamber pacemaker implantation", "Exploratory laparotomy, small bowel resection",
                 "Left total hip arthroplasty", "Right inguinal hernia repair with mesh", "Insulin pump-compatible port placement",
                 "Transurethral resection of prostate", "Carpal tunnel release, right", "Cesarean section, low transverse"])
    L = header(g, c, g.ch(["Operative Report", "OPERATIVE NOTE", "Brief Op Note / Operative Report"]), "inpt")
    T = clock_seq(g, 5, g.ri(7, 13))
    L += [f"DATE OF SURGERY: {g.D(c.d0, g.ch(['mdy', 'long', 'dmon', 'wd_long']))}",
          f"SURGEON: {g.staff(c.att, 'MD')}",
          f"ASSISTANT: {g.staff(c.res, g.ch(['MD', 'PA-C', 'DO']))}",
          f"ANESTHESIA: {g.ch(['General endotracheal', 'Spinal', 'MAC with local', 'Regional block + GA'])} by {g.staff(g.person(), g.ch(['MD', 'CRNA']))}",
          f"CIRCULATOR: {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'fi', 'full']))}, RN   SCRUB: {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'f_last']))}",
          f"PREOPERATIVE DIAGNOSIS: {icd(g)}", f"POSTOPERATIVE DIAGNOSIS: Same",
          f"PROCEDURE: {proc}", f"ASA class {g.ri(1, 4)}; {g.ch(['Mallampati class II', 'Mallampati III'])}", "",
          "INDICATIONS:",
          f"{_ref(g, c)} is a {g.age(c.age, c.sex, attr=True)} with {g.ch(ICD)[1]} and {eponym(g, 'hx')}. Risks, benefits and alternatives were discussed "
          f"with the patient and {c.his} {c.rel} {c.famname()} in clinic on {g.D(c.d0 - g.ri(5, 40) * DAY, g.ch(['mdy1', 'md', 'long']))}, and consent was signed.",
          "", "DESCRIPTION OF PROCEDURE:",
          f"The patient was identified in the holding area by name and date of birth ({g.D(c.dob, g.ch(['mdy', 'mdy1']))}) and brought to OR {P('LOCATION_OTHER', str(g.ri(1, 22)))}. "
          f"{med_line(g)} was given at {T[0]}. Time-out was performed at {T[1]} with all team members. "
          f"The patient was positioned {g.ch(['supine', 'in lithotomy', 'in reverse Trendelenburg position', 'lateral decubitus'])} and prepped with chlorhexidine. "
          f"{eponym(g, 'proc').capitalize()}. {eponym(g, 'proc').capitalize()}. Local anesthetic {g.ch(['lidocaine 1% 10 mL', 'bupivacaine 0.25% 20 mL'])} was infiltrated. "
          f"{g.ch(['A Veress needle was placed', 'A midline incision was made', 'A tourniquet was inflated to 250 mmHg', 'The capsule was opened'])} and the procedure proceeded without difficulty."]
    if g.p(0.7):
        L.append(f"IMPLANTS: {g.ch(DEVICE_MODELS)}, SN {P('DEVICE', g.device())}; {g.ch(['lead', 'tibial insert', 'acetabular cup', 'mesh'])} serial {P('DEVICE', g.device())}.")
    L += [f"EBL: {g.ri(5, 900)} mL. Fluids: {g.ri(500, 3500)} mL LR. UOP {g.ri(50, 900)} mL. Drains: {g.ch(['none', 'Jackson-Pratt drain x1', '19 Fr Blake'])}.",
          f"SPECIMENS: {g.ch(['gallbladder', 'appendix', 'small bowel segment', 'prostate chips', 'femoral head'])} to pathology, specimen {P('IDNUM', g.idnum())}.",
          f"COUNTS: correct x2. COMPLICATIONS: none. {g.ch(['Extubated in OR', 'To PACU in stable condition'])} at {T[3]}.",
          f"Dr. {P('DOCTOR', c.att.last)} was present and scrubbed for the entire case.",
          f"Post-op: {med_line(g)}; {g.ch(['cefazolin 2 g IV q8h x 2 doses', 'aspirin 81 mg BID x 4 weeks for DVT ppx'])}; follow up in "
          f"{P('HOSPITAL', c.clinic)} on {g.D(c.d0 + g.ri(10, 16) * DAY, g.ch(['md', 'mdy', 'wd_md']))}.",
          f"Family ({c.rel} {c.famname()}) updated in waiting room at {T[4]}.", ""]
    L += signature(g, c.att, c, license_p=0.3)
    return L


def radiology(g, c):
    r = g.r
    exam = g.ch(["CT HEAD WITHOUT CONTRAST", "CHEST X-RAY, 2 VIEWS", "CT ABDOMEN AND PELVIS WITH CONTRAST",
                 "MRI LUMBAR SPINE W/O", "US RIGHT UPPER QUADRANT", "CTA CHEST PE PROTOCOL",
                 "XR LEFT KNEE 3 VIEWS", "MAMMOGRAM SCREENING BILATERAL", "US RENAL", "MRI BRAIN W/WO",
                 "NM MYOCARDIAL PERFUSION", "DEXA SCAN"])
    st = r.randint(0, 2)
    if st == 0:
        L = [P("HOSPITAL", c.hosp) + " - Department of Radiology",
             f"Patient: {c.pname('LF')}  MRN: {P('MRN', c.mrn)}  DOB: {g.D(c.dob, 'mdy')}  Age/Sex: {P('AGE', str(c.age))}{c.sex}",
             f"Exam: {exam}  Accession: {P('IDNUM', g.idnum())}",
             f"Date of exam: {g.D(c.d0, 'mdy')} {clock(g)}   Ordering: {g.staff(c.att)}"]
    elif st == 1:
        L = [f"{exam}", f"{P('HOSPITAL', g.ch([c.hosp, g.clinic()]))} | Acc# {P('IDNUM', g.idnum())} | MRN {P('MRN', c.mrn)}",
             f"{c.pname('lf')} | {g.age(c.age, c.sex, g.ch(['yo', 'y/o', 'sexc', 'yr']))} | Exam date {g.D(c.d0, g.ch(['dmon', 'iso', 'mdy']))}",
             f"Referring physician: {g.staff(c.pcp)}; copy to {g.staff(c.cons)}"]
    else:
        L = [f"RADIOLOGY REPORT - {exam}", f"Name: {c.pname('LF')}", f"MR #: {P('MRN', c.mrn)}   Visit #: {P('ACCOUNT', c.acct)}",
             f"Performed: {g.D(c.d0, g.ch(['mdy', 'long']))} at {P('HOSPITAL', g.ch([c.hosp, g.clinic()]))}, {P('HOSPITAL', g.unit())}"]
    L += ["", f"CLINICAL HISTORY: {g.age(c.age, c.sex, attr=True)} {_sexw(g, c)} with {_cc(g)}. {g.ch(['r/o PE', 'eval for fracture', 'r/o cholecystitis', 'follow-up nodule'])}.",
          f"COMPARISON: {g.ch(['None.', 'Prior study dated ' + g.D(c.d0 - g.ri(30, 1500) * DAY, g.ch(['mdy', 'mdy1', 'long'])) + '.', 'Outside CT from ' + P('HOSPITAL', g.hospital()) + ', ' + g.D(c.d0 - g.ri(10, 400) * DAY, g.ch(['mon_y', 'mdy'])) + '.'])}",
          f"TECHNIQUE: {g.ch(['Axial images with coronal and sagittal reformats.', '100 mL iohexol IV; DLP 612 mGy-cm.', 'Multiplanar T1/T2/STIR sequences at 1.5 T.', 'PA and lateral views.'])}",
          "FINDINGS:",
          f"{g.ch(['No acute intracranial hemorrhage.', 'Lungs are clear.', 'Gallbladder wall 4 mm with stones up to 1.8 cm.', 'Filling defect in right lower lobe segmental artery.', 'L4-L5 disc bulge with mild foraminal narrowing.', 'Simple renal cyst 2.1 cm.'])} "
          f"{g.ch(['No pneumothorax.', 'Heart size normal.', 'CBD 5 mm.', 'RV/LV ratio 0.9.', 'Conus terminates at L1.', 'No hydronephrosis.'])} "
          f"{g.ch(['Degenerative changes.', 'Atherosclerotic calcification of the aorta.', 'Nodule 6 mm RUL, Lung-RADS 3.', 'BI-RADS 2.', 'T-score -2.6 at the femoral neck.'])}"]
    L.append(g.ch([f"Incidental: {g.ch(['hepatic cyst 1.1 cm', 'adrenal nodule 1.4 cm, 8 HU', 'diverticulosis without diverticulitis', 'thyroid nodule 9 mm'])}. Contrast: iohexol 100 mL; eGFR {g.ri(35, 110)}, Cr {round(g.r.uniform(0.6, 1.9), 2)}.",
                   f"Aorta {round(g.r.uniform(1.8, 4.6), 1)} cm. {eponym(g, 'hx').capitalize()} history noted in the requisition. Labs: {labvals(g, 3)}.",
                   f"Measurements: {g.ri(3, 40)} x {g.ri(3, 30)} mm; prior {g.ri(3, 40)} x {g.ri(3, 30)} mm. Patient on {med_line(g)}."]))
    if g.p(0.3):
        L.append(f"Cardiac device noted; per records {g.ch(DEVICE_MODELS)} serial {P('DEVICE', g.device())}, MR conditional.")
    L += ["IMPRESSION:", f"1. {g.ch(['No acute findings.', 'Acute cholecystitis.', 'Segmental PE without right heart strain.', 'Mild degenerative disease.', 'Right lower lobe pneumonia.'])}",
          f"2. {g.ch(['Follow-up CT in 6-12 months per Fleischner criteria.', 'Clinical correlation recommended.', 'Recommend ultrasound in 3 months.', 'No further imaging needed.'])}"]
    if g.p(0.5):
        L.append(f"Critical result discussed with {g.staff(c.att)} by telephone at {clock(g)} on {g.D(c.d0, g.ch(['mdy', 'md']))}, read-back confirmed.")
    if g.p(0.2):
        L.append(f"Reading workstation {P('IPADDR', g.ip())}; images pushed to {P('HOSPITAL', g.hospital())} PACS.")
    L += [f"Dictated by: {g.staff(g.person(), 'MD')}   Signed: {g.D(c.d0, g.ch(['mdy', 'iso']))} {clock(g)}"]
    if g.p(0.3):
        L.append(f"Reviewed with resident {g.name(c.res, 'DOCTOR', g.ch(['dr', 'first_last']))}.")
    return L


def pathology(g, c):
    r = g.r
    acc = g.idnum()
    site = g.ch(["gallbladder", "colon, sigmoid, biopsy", "prostate, needle core biopsies", "skin, left forearm, shave",
                 "breast, right, core biopsy", "appendix", "endometrium, curettage", "lymph node, axillary, excision",
                 "stomach, antrum, biopsy", "thyroid, left lobe"])
    L = [P("HOSPITAL", g.ch([c.hosp, c.hosp.upper()])) + " - Anatomic Pathology", "SURGICAL PATHOLOGY REPORT",
         f"Accession #: {P('IDNUM', acc)}",
         f"Patient: {c.pname(g.ch(['LF', 'lf']))}   MRN: {P('MRN', c.mrn)}   DOB: {g.D(c.dob, g.ch(['mdy', 'mdy1']))}   Age: {P('AGE', str(c.age))}   Sex: {c.sex}",
         f"Collected: {g.D(c.d0 - DAY, g.ch(['mdy', 'iso', 'dmon']))} {clock(g)}   Received: {g.D(c.d0, g.ch(['mdy', 'iso']))} {clock(g)}",
         f"Submitting physician: {g.staff(c.att)}   Location: {P('HOSPITAL', g.ch([c.clinic, c.unit]))}",
         f"Copies to: {g.staff(c.pcp)}" + (f", {g.staff(c.cons)}" if g.p(0.5) else ""), "",
         f"CLINICAL HISTORY: {g.age(c.age, c.sex, attr=True)} {_sexw(g, c)} with {g.ch(ICD)[1]}; {g.ch(['r/o malignancy', 'screening', 'abnormal imaging', 'elevated PSA 7.8'])}.", "",
         "GROSS DESCRIPTION:",
         f"Received in formalin labeled with the patient's name, \"{c.pname(g.ch(['LF', 'LFnc']))}\", and medical record number is a "
         f"{g.ch(['tan-pink', 'gray-white', 'red-brown'])} {site.split(',')[0]} measuring {g.ri(1, 12)}.{g.ri(0, 9)} x {g.ri(1, 8)}.{g.ri(0, 9)} x {g.ri(0, 4)}.{g.ri(1, 9)} cm. "
         f"Representative sections are submitted in cassettes A1-A{g.ri(2, 9)}. Grossed by {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'f_last', 'init']))}, PA.",
         "", "MICROSCOPIC DESCRIPTION:",
         g.ch(["Sections show chronic cholecystitis with cholesterolosis.", "Tubular adenoma, no high-grade dysplasia.",
               "Prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2), involving 3 of 12 cores.",
               "Superficial spreading melanoma, Breslow depth 0.8 mm, Clark level III, margins clear.",
               "Invasive ductal carcinoma, Nottingham grade 2; ER 95%, PR 60%, HER2 1+ (negative).",
               "Acute suppurative appendicitis with periappendicitis.", "Helicobacter-like organisms identified on Giemsa stain.",
               "Reactive lymph node, no carcinoma in 0/14 nodes.", "Follicular adenoma; no capsular invasion."]),
         f"Fixation time {g.ri(6, 48)} h; cold ischemia time {g.ri(2, 55)} min. Stains: {g.ch(['H&E', 'Giemsa', 'PAS-D', 'Gram stain', 'Ziehl-Neelsen'])} and {g.ch(['CK7', 'CK20', 'p63', 'Ki-67 12%', 'AMACR'])}.",
         "", "FINAL DIAGNOSIS:", f"{site.upper()}: " + g.ch(["benign", "see microscopic description", "carcinoma as above", "negative for malignancy"]) + "."]
    if g.p(0.5):
        L.append(f"Intraoperative consultation: frozen section reported to {g.name(c.att, 'DOCTOR', 'dr')} in OR {P('LOCATION_OTHER', str(g.ri(1, 20)))} at {clock(g)}.")
    if g.p(0.4):
        L.append(f"Molecular testing sent to reference lab, requisition {P('IDNUM', g.idnum())}; case also referenced as {P('IDNUM', acc)}.")
    if g.p(0.3):
        L.append(f"Prior specimen {P('IDNUM', g.idnum())} ({g.D(c.d0 - g.ri(100, 2000) * DAY, g.ch(['mdy', 'mon_y', 'y']))}) reviewed for comparison.")
    L += ["", f"Pathologist: {g.staff(g.person(), 'MD')}",
          f"Electronically signed {g.D(c.d0 + g.ri(1, 3) * DAY, g.ch(['mdy', 'iso', 'long']))} {clock(g)}",
          f"CPT: {g.ch(CPT)}, {g.ch(CPT)}"]
    return L


def consult_letter(g, c):
    r = g.r
    doc, ref = c.cons, c.pcp
    ca = g.address()
    L = [P("HOSPITAL", c.clinic), P("STREET", g.street()) if g.p(0.3) else P("STREET", ca["street"]),
         f"{P('CITY', ca['city'])}, {P('STATE', ca['state'][1])} {P('ZIP', ca['zip'])}",
         f"Tel {P('PHONE', g.phone())}   Fax {P('FAX', g.phone(False))}",
         g.ch([f"{P('URL', g.url())}", f"{P('EMAIL', g.email(None))}"]), "",
         g.D(c.d0, g.ch(["long", "long", "dmy", "mdy"])), "",
         f"{g.name(ref, 'DOCTOR', 'dr')}", P("HOSPITAL", g.clinic()), g.addr_line(g.address(), "\n"), "",
         f"RE: {c.pname(g.ch(['full', 'first_last', 'lf']))}   DOB: {g.D(c.dob, g.ch(['mdy', 'long', 'mdy1']))}   MRN: {P('MRN', c.mrn)}", "",
         f"Dear Dr. {P('DOCTOR', ref.last)},", "",
         f"Thank you for referring {c.pname('title')}, a {g.age(c.age, c.sex, attr=True)} "
         f"{g.ch(['retired ', 'former ', 'part-time ', ''])}{P('PROFESSION', c.prof)}, whom I saw in {g.ch(['Cardiology', 'Nephrology', 'Rheumatology', 'Endocrinology', 'Neurology', 'Pulmonology', 'GI'])} clinic on "
         f"{g.D(c.d0 - g.ri(0, 5) * DAY, g.ch(['wd_long', 'long', 'mdy', 'wd']))} for {g.ch(ICD)[1]}. "
         f"{c.he.capitalize()} was accompanied by {c.his} {c.rel}, {c.famname('full')}.",
         "",
         f"{c.pname('title')} reports {g.ch(['exertional dyspnea', 'fatigue', 'joint pain', 'tremor', 'weight loss of 12 lb'])} since "
         f"{g.D(c.d0 - g.ri(30, 200) * DAY, g.ch(['mon', 'mon_y', 'mon_d']))}. Medications include " + ", ".join(meds(g, g.ri(3, 5))) + ". "
         f"Examination: {vitals(g, 3)}; {eponym(g)}; {eponym(g, 'hx')} noted. Labs: {labvals(g, 5)}.",
         "",
         f"Impression: {icd(g)}. {score(g)}. I recommend {med_line(g)} and {g.ch(['a repeat echo', 'a sleep study', 'a 24-hour urine', 'an MRI'])}. "
         f"I will see {c.his if c.sex == 'F' else 'him'} again on {g.D(c.d0 + g.ri(30, 120) * DAY, g.ch(['long', 'mdy', 'mon_y']))}."]
    if g.p(0.5):
        L.append(f"{c.he.capitalize()} may reach my nurse {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'first']))} at {P('PHONE', g.phone(True))} or by e-mail at {P('EMAIL', g.email(None))}.")
    L += ["", "Sincerely,", "", f"{P('DOCTOR', doc.first + ' ' + (doc.mid + '. ' if doc.mid else '') + doc.last)}, {g.ch(['MD', 'DO', 'MD, FACC', 'MD, PhD'])}",
          f"{g.ch(['Cardiology', 'Nephrology', 'Rheumatology', 'Endocrinology'])}, {P('HOSPITAL', c.clinic)}"]
    if g.p(0.4):
        L.append(f"NPI {P('LICENSE', g.npi())}")
    L += [f"cc: {g.staff(g.person())}; {c.pname(g.ch(['full', 'first_last']))} (patient)",
          f"{g.ch(['Transcribed by', 'Dictated/transcribed:'])} {g.name(g.person(), 'DOCTOR', g.ch(['lowinit', 'init', 'first_last']))} {g.D(c.d0, 'mdy')}"]
    return L
