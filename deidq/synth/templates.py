# ruff: noqa: E501  (word lists, regular expressions and templates read best unwrapped)
"""Header, footer and inserted-sentence templates. ``{FIELD}`` is filled by ``NoteContext.render``;
everything else is literal text. One template per line in the multi-line strings."""

from __future__ import annotations

NOTE_TITLES = {
    "progress": ["PROGRESS NOTE", "Clinic Progress Note", "OFFICE VISIT", "Follow-up Visit", "OUTPATIENT NOTE"],
    "discharge": ["DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL DISCHARGE SUMMARY"],
    "letter": ["", ""],
    "radiology": ["RADIOLOGY REPORT", "DIAGNOSTIC IMAGING REPORT"],
    "consult": ["CONSULTATION NOTE", "Consult Note", "NEW PATIENT CONSULTATION"],
    "ed": ["EMERGENCY DEPARTMENT NOTE", "ED Provider Note"],
    "dialogue": ["VISIT TRANSCRIPT", "Ambient recording transcript", "Encounter transcript"],
    "telephone": ["TELEPHONE ENCOUNTER", "Phone Note"],
}

HEADERS = {
    "progress": [
        "{TITLE}\n{HOSPITAL}\n{STREET_ADDR}\n\nPatient: {PATIENT_HDR}    MRN: {MRN}    DOB: {DOB}\nDate of service: {VISIT_DATE}\nProvider: {DOCTOR_HDR}\n",
        "{TITLE}\nName: {PATIENT_HDR}\nMedical record #: {MRN}\nDate of birth: {DOB} (age {AGE})\nAccount: {ACCOUNT}\nVisit date: {VISIT_DATE}\nClinic: {ORG}, {CITY}, {STATE}\nAttending: {DOCTOR_HDR}\n",
        "{ORG} | {CLINIC_PHONE} | Fax {FAX}\n{TITLE} - {VISIT_DATE}\n\n{PATIENT_HDR}, {AGE} y/o {SEX_WORD}, MRN {MRN}\nInsurance: {PAYER}, member ID {HEALTHPLAN}\n",
        "Pt name: {PATIENT_HDR}\nPt ID: {MRN}\nDOB: {DOB}\nSeen by: {DOCTOR_HDR} on {VISIT_DATE}\nPCP: {DOCTOR2}\nLocation: {HOSPITAL}, Unit {UNIT}\n",
    ],
    "discharge": [
        "{HOSPITAL}\n{STREET_ADDR}\n{TITLE}\n\nPatient Name: {PATIENT_HDR}\nMRN: {MRN}        Account #: {ACCOUNT}\nDOB: {DOB}        Age: {AGE}\nAdmission Date: {ADMIT_DATE}\nDischarge Date: {DISCH_DATE}\nAttending Physician: {DOCTOR_HDR}\nPrimary Care: {DOCTOR2}\n",
        "{TITLE}\n{PATIENT_HDR} ({MRN})\nAdmitted {ADMIT_DATE} - Discharged {DISCH_DATE}\n{HOSPITAL}, {CITY}, {STATE}\nDictated by {DOCTOR_HDR}\n",
    ],
    "letter": [
        "{ORG}\n{ORG_STREET}\n{ORG_CITY}, {STATE_ABBR} {ZIP2}\nTel {CLINIC_PHONE}  Fax {FAX}\n{URL}\n\n{LETTER_DATE}\n\n{DOCTOR2_LETTER}\n{HOSPITAL}\n\nRE: {PATIENT_HDR}\nDOB: {DOB}\nMRN: {MRN}\n\nDear Dr. {DOCTOR2_LAST},\n\nThank you for referring {PATIENT_TITLE}, a {AGE}-year-old {SEX_WORD}, whom I saw in clinic on {VISIT_DATE}.\n",
        "{LETTER_DATE}\n\nTo whom it may concern,\n\nRe: {PATIENT_HDR}, date of birth {DOB}\nAddress: {STREET}, {CITY}, {STATE_ABBR} {ZIP}\n\nI saw {PATIENT_TITLE} at {ORG} on {VISIT_DATE}. My summary follows.\n",
    ],
    "radiology": [
        "{TITLE}\n{HOSPITAL} - Department of Radiology\nPatient: {PATIENT_HDR}    MRN: {MRN}    DOB: {DOB}\nAccession #: {IDNUM}\nExam date: {VISIT_DATE}\nOrdering physician: {DOCTOR2}\nReading radiologist: {DOCTOR_HDR}\n",
        "{TITLE}\nNAME: {PATIENT_CAPS}   ID: {MRN}   AGE: {AGE}\nEXAM: {EXAM}   DATE: {VISIT_DATE}\nREFERRING: {DOCTOR2}\nScanner: {DEVICE_NAME}, serial {DEVICE}\n",
    ],
    "consult": [
        "{TITLE}\n{HOSPITAL}\nPatient: {PATIENT_HDR}   DOB: {DOB}   MRN: {MRN}\nDate: {VISIT_DATE}\nRequesting physician: {DOCTOR2}\nConsultant: {DOCTOR_HDR}\nReason for consult: see below.\n",
    ],
    "ed": [
        "{TITLE}\n{HOSPITAL} Emergency Department\nArrival: {VISIT_DATE} {TIME}\nPatient: {PATIENT_HDR}  Age: {AGE}  Sex: {SEX_LETTER}\nMRN: {MRN}  CSN: {ACCOUNT}\nTriage RN: {NURSE}\nED attending: {DOCTOR_HDR}\n",
    ],
    "dialogue": [
        "{TITLE}\nPatient: {PATIENT_HDR} | MRN {MRN} | DOB {DOB}\nRecorded {WEEKDAY_DATE} at {ORG}\nClinician: {DOCTOR_HDR}\n",
    ],
    "telephone": [
        "{TITLE}\nCaller: {FAMILY} ({REL}) for {PATIENT_HDR}, MRN {MRN}\nCallback number: {PHONE}\nDate: {VISIT_DATE}\nTaken by: {NURSE}\n",
    ],
}

FOOTERS = {
    "progress": [
        "\nElectronically signed by {DOCTOR_SIG} on {SIGN_DATE} {TIME}.\n",
        "\n{DOCTOR_SIG}\n{ORG}\nPhone {CLINIC_PHONE}\ncc: {DOCTOR2}\n",
        "\nFollow-up in {N} weeks, on or about {FOLLOWUP_DATE}. Questions: call {CLINIC_PHONE_EXT}.\nSigned: {DOCTOR_SIG}, {SIGN_DATE}\n",
        "\nThis note was created using voice recognition software.\nAuthenticated by {DOCTOR_SIG} (NPI {LICENSE}) {SIGN_DATE}\n",
    ],
    "discharge": [
        "\nDISCHARGE INSTRUCTIONS: Follow up with {DOCTOR2} on {FOLLOWUP_DATE}. Call {CLINIC_PHONE_EXT} with questions or visit {URL}.\n\nDictated by: {DOCTOR_SIG}\nDictated: {DISCH_DATE}  Transcribed: {SIGN_DATE}\ncc: {DOCTOR2}; {ORG}, fax {FAX}\n",
        "\nDisposition: home with {FAMILY_REL}.\nPrescriptions faxed to {ORG} at {FAX}.\n\n{DOCTOR_SIG}\nJob #{IDNUM}  D: {DISCH_DATE}  T: {SIGN_DATE}\n",
    ],
    "letter": [
        "\nPlease do not hesitate to contact me at {CLINIC_PHONE_EXT} or {DOCTOR_EMAIL}.\n\nSincerely,\n\n{DOCTOR_SIG}\n{PROF_TITLE}\n\ncc: {PATIENT_HDR}, {STREET}, {CITY}, {STATE_ABBR} {ZIP}\n",
        "\nKind regards,\n{DOCTOR_SIG}\nLicense no. {LICENSE}\n{ORG}\n",
    ],
    "radiology": [
        "\nI have personally reviewed the images and agree with the findings.\nElectronically signed: {DOCTOR_SIG} {SIGN_DATE} {TIME}\nWorkstation {IPADDR}\n",
        "\nCritical result called to {DOCTOR2} at {TIME} on {SIGN_DATE}, read back confirmed.\n{DOCTOR_SIG}\n",
    ],
    "consult": [
        "\nThank you for this consultation. We will follow along.\n{DOCTOR_SIG}\nPager {PHONE}\n",
    ],
    "ed": [
        "\nDisposition: discharged home in stable condition at {TIME}. Return precautions given.\n{DOCTOR_SIG}  {SIGN_DATE}\n",
    ],
    "dialogue": [
        "\n[end of recording; uploaded from {IPADDR} by user {USERNAME} on {SIGN_DATE}]\n",
        "\nTranscript reviewed by {DOCTOR_SIG} on {SIGN_DATE}.\n",
    ],
    "telephone": [
        "\nAdvised to call back at {CLINIC_PHONE_EXT} or go to the ED if worse. Routed to {DOCTOR2}.\n",
    ],
}

# Sentences inserted between carrier paragraphs.
SENTENCES = [
    "SOCIAL HISTORY: {PRONOUN_CAP} works as a {PROFESSION} at {EMPLOYER} and lives at {STREET}, {CITY}, {STATE} {ZIP}.",
    "{PRONOUN_CAP} lives with {POSS} {REL}, {FAMILY}, in {CITY}, {STATE_ABBR}.",
    "Emergency contact: {FAMILY} ({REL}), {PHONE}.",
    "Patient is a retired {PROFESSION}; born in {COUNTRY}, moved to {CITY} in {YEAR}.",
    "Previously seen at {HOSPITAL} on {PAST_DATE} by {DOCTOR3}.",
    "Last colonoscopy {MONTH_YEAR} at {ORG}.",
    "Records requested from {HOSPITAL}, fax {FAX}.",
    "Insurance: {PAYER}, policy {HEALTHPLAN}. SSN on file: {SSN}.",
    "{PRONOUN_CAP} drives a truck for work (plate {PLATE}, VIN {VIN}).",
    "Pacemaker: {DEVICE_NAME}, serial number {DEVICE}, implanted {PAST_DATE}.",
    "Insulin pump serial {DEVICE}; download from {URL} reviewed.",
    "Portal message sent from {EMAIL} on {SHORT_DATE} regarding refills.",
    "Labs drawn {PAST_DATE}; specimen ID {BIOID}.",
    "Patient's {REL} {FAMILY} is a {PROFESSION2} and helps with medications.",
    "Next appointment: {WEEKDAY_DATE} with {DOCTOR3} at {ORG}.",
    "{PATIENT_TITLE} was last hospitalized at {HOSPITAL} in {MONTH_YEAR}.",
    "Discussed with {DOCTOR3} ({PROF_TITLE2}) by phone at {CLINIC_PHONE_EXT}.",
    "Driver's license {LICENSE} copied for identity verification.",
    "{PRONOUN_CAP} recently traveled to {COUNTRY} and returned on {SHORT_DATE}.",
    "Home health agency: {ORG}, {CLINIC_PHONE}.",
    "Prior authorization number {IDNUM} obtained on {PAST_DATE}.",
    "Telehealth session connected from IP {IPADDR}; patient verified by DOB {DOB}.",
    "Age {AGE_OLD}; {REL} reports {PRONOUN} is otherwise independent.",
    "Her grandmother lived to be {AGE_WORDS_OLD}.",
    "Patient's father, age {AGE_OLD}, lives in {CITY}.",
    "Pharmacy: {ORG}, {ORG_STREET}, {ORG_CITY}; phone {CLINIC_PHONE}.",
    "Mailing address: {STREET}, {CITY}, {STATE_ABBR} {ZIP}, {COUNTRY2}.",
    "Biometric enrollment ID {BIOID} confirmed at check-in.",
    "Employer: {EMPLOYER}, {PHONE}. Occupation: {PROFESSION}.",
    "Vehicle accident on {PAST_DATE}; police report lists plate {PLATE}.",
    "Account number {ACCOUNT} billed to {PAYER}.",
    "Patient can be reached at {PHONE} or {EMAIL}.",
]

DIALOGUE_LINES = [
    "[doctor] before we start , can you confirm your date of birth ?\n[patient] it's {DOB} .",
    "[doctor] and what's the best number to reach you ?\n[patient] {PHONE} .",
    "[patient] my {REL} {FAMILY} usually comes with me , she's a {PROFESSION2} .",
    "[doctor] are you still working as a {PROFESSION} ?\n[patient] yes , over at {EMPLOYER} .",
    "[doctor] i'll send the referral to {DOCTOR3} at {HOSPITAL} .",
    "[patient] i saw {DOCTOR3} back on {PAST_DATE} .",
    "[doctor] you can message us on the portal , {URL} .",
    "[patient] we just moved to {STREET} in {CITY} .",
    "[doctor] your next visit is {WEEKDAY_DATE} .",
    "[patient] my email is {EMAIL} if that's easier .",
]

RADIOLOGY_BODIES = [
    "EXAM: {EXAM}\n\nCLINICAL HISTORY: Pain and swelling, evaluate for fracture.\n\nCOMPARISON: {PAST_DATE}.\n\nFINDINGS: No acute fracture or dislocation. Mild degenerative narrowing of the joint space. Soft tissues are unremarkable.\n\nIMPRESSION:\n1. No acute osseous abnormality.\n2. Mild degenerative change.",
    "EXAM: {EXAM}\n\nINDICATION: Shortness of breath.\n\nTECHNIQUE: PA and lateral views.\n\nCOMPARISON: Prior study from {HOSPITAL} dated {PAST_DATE}.\n\nFINDINGS: The lungs are clear. No pleural effusion or pneumothorax. Cardiomediastinal silhouette is within normal limits.\n\nIMPRESSION: No acute cardiopulmonary process.",
    "EXAM: {EXAM}\n\nHISTORY: Abdominal pain, nausea.\n\nTECHNIQUE: Axial images were obtained after intravenous contrast.\n\nFINDINGS: Liver, spleen and pancreas are normal in size. The gallbladder contains several small stones without wall thickening. No free fluid. The appendix is normal.\n\nIMPRESSION: Cholelithiasis without evidence of acute cholecystitis.",
    "EXAM: {EXAM}\n\nINDICATION: Headache.\n\nFINDINGS: No intracranial hemorrhage, mass effect or midline shift. Ventricles and sulci are age-appropriate. Paranasal sinuses are clear.\n\nIMPRESSION: No acute intracranial abnormality. Results discussed with {DOCTOR2} on {SIGN_DATE}.",
]
EXAMS = ["XR RIGHT KNEE 3 VIEWS", "XR CHEST 2 VIEWS", "CT ABDOMEN PELVIS W CONTRAST", "CT HEAD WO CONTRAST",
         "MRI LUMBAR SPINE WO CONTRAST", "US RIGHT UPPER QUADRANT", "XR LEFT WRIST 3 VIEWS"]  # fmt: skip
DEVICE_NAMES = ["Medtronic Azure", "Boston Scientific Accolade", "Omnipod DASH", "Tandem t:slim X2",
                "Siemens SOMATOM", "GE Revolution CT", "Dexcom G7"]  # fmt: skip

MTS_SECTION_TITLES = {
    "GENHX": "HISTORY OF PRESENT ILLNESS", "FAM/SOCHX": "FAMILY AND SOCIAL HISTORY",
    "PASTMEDICALHX": "PAST MEDICAL HISTORY", "CC": "CHIEF COMPLAINT", "ROS": "REVIEW OF SYSTEMS",
    "PASTSURGICAL": "PAST SURGICAL HISTORY", "ALLERGY": "ALLERGIES", "MEDICATIONS": "MEDICATIONS",
    "ASSESSMENT": "ASSESSMENT", "EXAM": "PHYSICAL EXAMINATION", "DIAGNOSIS": "DIAGNOSIS",
    "DISPOSITION": "DISPOSITION", "PLAN": "PLAN", "EDCOURSE": "EMERGENCY DEPARTMENT COURSE",
    "IMMUNIZATIONS": "IMMUNIZATIONS", "IMAGING": "IMAGING", "GYNHX": "GYNECOLOGIC HISTORY",
    "OTHER_HISTORY": "OTHER HISTORY", "PROCEDURES": "PROCEDURES", "LABS": "LABORATORY DATA",
}  # fmt: skip
MTS_SECTION_ORDER = list(MTS_SECTION_TITLES)
