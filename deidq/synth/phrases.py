# ruff: noqa: E501  (templates read best unwrapped)
"""Recipe v2 sentence families. ``{FIELD}`` is a value (see ``note2.V2Context.field``); ``[[a|b|c]]``
picks one alternative at render time, so each line stands for many phrasings. Families are grouped by
the surface form they teach; ``NEGATIVE`` lines hold no PHI at all (hard negatives)."""

from __future__ import annotations

from deidq.synth import templates

FAMILIES: dict[str, list[str]] = {
    # partial, weekday and range dates; dates after test names
    "dates": [
        "[[Seen|Reviewed|Discussed|Called]] [[on|]] {DATE_WD}[[, plan unchanged.|; labs to follow.|.]]",
        "Admitted {DATE_PART}, discharged {DATE_PART}.",
        "[[Inpatient|Admitted|Off work|Fit note|Away]] {DATE_RANGE}[[.| with {PROBLEM}.| (sick note given).]]",
        "[[Abx course|Steroid taper|Holiday|Respite care]] {DATE_RANGE}; [[review after|call if worse]].",
        "[[Abx|Ceftriaxone|IV fluids|Heparin gtt|Steroids]] {DATE_RANGE}.",
        "[[echo|Echo|TTE|CT A/P|MRI brain|CXR|colonoscopy|EGD|cath|US|PFTs|EEG]] {DATE_PART}: [[EF 55%|no acute findings|unremarkable|see report|mild LVH|stable]].",
        "[[Last|Prior]] [[A1c|colonoscopy|mammogram|Pap|DEXA|eye exam|flu shot]] {DATE_ANY}.",
        "Symptoms began {DATE_WD} and worsened over the [[weekend|next 2 days|following week]].",
        "[[Follow up|F/u|Review|RTC]] {DATE_WD} at {TIME}.",
        "[[Surgery|Op|Procedure|TKR|Lap chole|CABG]] [[done|performed|planned]] {DATE_ANY} at {SITE}.",
        "Seen in [[clinic|A&E|the ED|urgent care]] over {HOLIDAY}[[ with similar symptoms|, sent home| for a fall]].",
        "Diagnosed in {YEAR}[[, on treatment since.|; stable.|.]]",
        "DOB {DOB_ANY}.",
        "[[Booked|Scheduled|Listed]] for {DATE_UK}.",
        "Telephone review {DATE_UK}: [[no change|improving|advised to attend]].",
        "Since {MONTH} [[she|he]] has [[lost 4 kg|had night sweats|been more breathless]].",
        "{DATE_PART} [[K 5.9 -> 4.8|Cr 1.4|INR 2.3|trop neg x2]]",
        "[[Started|Stopped|Held|Restarted]] {DRUG} on {DATE_WD}.",
        "Hospitalized {DATE_ANY} - {DATE_ANY} for [[pneumonia|CHF exacerbation|a hip fracture|DKA]].",
    ],
    # ages in shorthand and in narrative
    "ages": [
        "{AGE_SH} [[with|w/]] [[PMH|hx]] of {ABBR}, {ABBR} [[presenting with|p/w|c/o]] [[CP|SOB|abd pain|fall|syncope|fever]].",
        "[[Pt is a|This is a|]] {AGE_SH} [[admitted|referred|seen]] for [[chest pain|a fall|confusion|cellulitis]].",
        "{AGE_SX} [[presents|p/w|attends]] with [[3/7 hx|2 day hx|1 wk hx]] of [[cough|vomiting|headache|back pain]].",
        "[[Mother|Father|Brother|Sister|Grandmother|Uncle]] died of [[MI|a stroke|lung cancer|COPD|sepsis]] at {AGE_N}.",
        "[[Mother|Father|Sister|Brother]] ({AGE_N}) [[has|with]] [[T2DM|HTN|breast ca|CAD|asthma]].",
        "[[She|He]] is {AGE_N} and [[lives alone|still drives|works part time|uses a frame]].",
        "Age: {AGE_N}",
        "[[Married at|Retired at|Quit smoking at|Menarche at]] {AGE_N}.",
        "[[Son|Daughter]], {AGE_N}, [[well|lives nearby|has asthma]].",
        "{PT_FIRST} is a {AGE_N}yo [[who|that]] [[enjoys walking|cares for her husband|plays golf]].",
        "[[Elderly|Frail]] {AGE_N} y/o [[nursing home resident|lady|gentleman]], [[DNR|full code|for ward-based care]].",
    ],
    # patient named in narrative: first name alone, given name + initial, UK titles, initials
    "patient_names": [
        "{PT_FIRST} [[reports|says|tells me|states]] [[the pain is better|she slept well|he has been eating]].",
        "[[Spoke with|Saw|Examined|Reviewed]] {PT_FIRST} [[and her daughter|alone|with interpreter|on the ward]].",
        "{PT_INITIAL} [[is a|was seen as a]] {AGE_SH} [[known to|under]] {DEPT}.",
        "{PT_UK} [[was reviewed|attended|was seen]] [[today|in clinic|on the ward round]].",
        "[[Pt|Patient|Pt.]] {PT_INITIALS} [[seen|reviewed|assessed]] [[at bedside|in bay|in clinic]].",
        "[[Thank you for seeing|Re:|Please review]] {PT_UK}, {AGE_SH}.",
        "I [[saw|reviewed|spoke to]] {PT_US} [[today|this morning|by phone]] [[regarding|about]] [[her BP|his diabetes|the rash]].",
        "{PT_CAPS} [[DOB|D.O.B.]] {DOB_ANY}",
        "{PT_FIRST}'s [[mother|husband|son]] [[is present|called|asked about discharge]].",
        "Per {PT_FIRST}, [[the fall was mechanical|no LOC|no chest pain]].",
        "[[Called|Phoned|Texted]] {PT_FIRST} [[back|at home]] [[- no answer.|, left VM.|, results given.]]",
    ],
    # clinicians and staff, with and without titles, with credentials
    "staff": [
        "[[Seen with|Discussed with|D/w|Case discussed with]] {DR_ANY} ([[cardiology|renal|ortho|the registrar|SpR|attending]]).",
        "[[nurse|Nurse|RN|staff nurse|charge nurse|SN]] {STAFF} [[reports|noted|informed me]] [[a temp of 38.4|BP 88/50|patient agitated overnight]].",
        "[[Scribed by|Scribe:|Documentation by]] {STAFF} [[for|in the presence of]] {DR_ANY}.",
        "I, {STAFF}, am scribing for and in the presence of {DR_ANY}.",
        "[[Physio|PT|OT|SALT|Dietitian]] {STAFF} [[to review|reviewed|will see]] [[today|tomorrow|on Monday]].",
        "{DR_CRED} [[aware|informed|at bedside]].",
        "[[Bleeped|Paged|Called]] {DR_UK} [[on|via]] [[bleep|pager|ext]] {PAGER}.",
        "Pharmacist {STAFF} [[reconciled meds|advised dose change|checked levels]].",
        "[[Consultant|Attending|Registrar|FY1|Intern|Resident]]: {DR_ANY}",
        "Handed over to {DR_INITIAL} at {TIME}.",
        "Reviewed by {DR_ANY} [[and|with]] {DR_ANY}.",
        "[[Interpreter|Chaplain|Social worker|Case manager]] {STAFF} [[present|contacted|arranged]].",
        "{STAFF_INITIALS} [[to chase bloods|to rebook|to fax letter]].",
    ],
    # relatives, friends, employers as persons
    "relatives": [
        "[[Lives with|Cared for by|Accompanied by|Supported by]] [[her|his]] {REL} {FAM}[[.|, who is the main carer.|, contactable on {PHONE}.]]",
        "{FAM} ([[wife|husband|son|daughter|niece|neighbour|friend|NOK]]) [[updated|present|on the phone]].",
        "NOK: {FAM} ({REL}) {PHONE}",
        "[[Her|His]] {REL}, {FAM}, [[is a|works as a]] {PROF}.",
        "[[Discussed with|Spoke to|Updated]] [[her|his]] {REL} {FAM_FIRST} [[by phone|at bedside|who agrees with plan]].",
        "[[Manager|Boss|Landlord|Neighbour]] {FAM} [[found him|called 911|called 999|brought her in]].",
    ],
    # occupations in narrative
    "professions": [
        "[[Works as a|Works as an|Employed as a|Job:|Occupation:|Retired|Former]] {PROF}[[.| at {EMPLOYER}.|, on sick leave.]]",
        "SH: {PROF}, [[lives with wife|lives alone|married, 2 children]]. [[Non-smoker|Ex-smoker|Smokes 10/day]].",
        "[[She|He]] [[is a|was a|has been a]] {PROF} for [[20 years|most of his life|10 yrs]].",
        "[[Works|Worked]] [[nights|shifts|part time]] [[as a|as an]] {PROF} [[for|at|with]] {EMPLOYER}.",
    ],
    # employers and other organisations; care sites without "Hospital"
    "organisations": [
        "[[Works at|Employed by|Works for|Employer:]] {EMPLOYER}[[.|; off work since the injury.|, day shift.]]",
        "[[Transferred from|Referred by|Discharged to|Previously at]] {SITE}[[.| for rehab.| on {DATE_PART}.]]",
        "Registered GP: {DR_UK}, {SITE}, {CITY_UK} {POSTCODE}.",
        "[[PCP|Primary care|GP|Cardiologist]]: {DR_ANY} at {SITE}.",
        "[[Attends|Goes to|Teaches at|Student at]] {EMPLOYER}.",
        "Pharmacy: {SITE}, {PHONE}.",
        "[[Admitted to|Transferred to|Bed on]] {WARD}[[.| under {DR_UK}.]]",
        "Outside records from {SITE} ([[fax|Fax]] {FAX}) reviewed.",
        "[[Insurance|Payer|Plan]]: {PAYER}; [[member ID|ID|policy]] {HEALTHPLAN}.",
    ],
    # rooms, beds, pagers, usernames, identifiers and contacts
    "places_ids": [
        "[[Room|Rm|Rm.]] {ROOM}[[, bed| bed|-]] {BED}",
        "[[Bay|Side room|Cubicle|Bed space]] {BED}",
        "[[Moved to|Transferred to]] [[room|rm]] {ROOM} [[for isolation|overnight|on {DATE_PART}]].",
        "[[Pager|Pgr|Bleep|pager #|Beeper]] {PAGER}",
        "[[Entered by|Logged by|Last edited by|user|User ID:]] {USER} [[at|on]] {DATE_PART} {TIME}",
        "Order placed by {USER} ({DR_ANY}).",
        "[[Accession|Specimen|Order #|Requisition|Case no.]] {IDNUM}",
        "MRN {MRN}  [[CSN|FIN|Acct|Visit #]] {ACCOUNT}",
        "[[Hospital No|Hosp no|Unit no]]: {MRN}",
        "[[Tel|Phone|Mob|Cell|Home]]: {PHONE}",
        "[[Lives in|From|Moved from]] {CITY_ANY}[[, {COUNTY}.|.| {STATE_ANY}.]]",
        "Address: {ADDRESS}",
        "Born in {COUNTRY}; [[moved to the UK in|came to the US in|emigrated in]] {YEAR}.",
    ],
    # rarer identifiers and contacts (v1 fields): SSN, devices, vehicles, biometrics, web, e-mail
    "rare_ids": [
        "[[SSN|Social security no.|SS#]] {SSN}[[ verified.|.| on file.]]",
        "NI number {SSN}[[; claims PIP.|.]]",
        "[[Pacemaker|ICD|Insulin pump|CGM|Cochlear implant]] [[serial|SN|serial no.]] {DEVICE}[[, interrogated today.|.| checked {DATE_PART}.]]",
        "[[Involved in an RTC|MVC|Hit by a car]]; [[vehicle reg|plate|licence plate]] {PLATE}[[.|, VIN {VIN}.]]",
        "[[Fingerprint|Retinal scan|Palm vein|Voiceprint]] ID {BIOID} [[enrolled|matched|confirmed]] at check-in.",
        "[[Portal|Patient portal|Results]]: {URL}",
        "[[Video consult via|Connected from|Remote login from]] [[IP|IP address]] {IPADDR}[[.| ({USER}).]]",
        "[[E-mail|Email|Contact e-mail]]: {EMAIL}",
        "[[Prior auth|Authorization|Referral ref]] {IDNUM} [[approved|pending|obtained]] {DATE_PART}.",
        "[[Driver's licence|DL#|Passport]] {LICENSE} [[seen|copied]] for ID.",
    ],
}

# Lines without PHI: lab/vital abbreviations, drugs, eponyms, units, scores, credentials, departments, durations.
NEGATIVE: list[str] = [
    "PMH: {ABBR}, {ABBR}, {ABBR}, {PROBLEM}.",
    "{ABBR} - {ABBR_SENSE}.",
    "[[Hx|h/o|Known|Background of]] {ABBR} and {PROBLEM}.",
    "[[Started|Continue|Increase|Reduce|Hold]] {DRUG_SIG}.",
    "{LABS_INLINE}",
    "{VITALS_INLINE}",
    "O/E: {SIGN}; {SIGN}.",
    "{SCORE}, {SCORE}.",
    "[[Refer to|Referral to|D/w|Seen by]] {DEPT} [[for|re]] [[further work-up|opinion|review]].",
    "{DEVICE_NEG} [[in situ|removed|inserted|changed]] {DURATION_NEG}.",
    "[[Symptoms|Pain|Cough]] {DURATION_NEG}; [[worse at night|no red flags|improving]].",
    "Plan: {DRUG_SIG}; repeat {LAB} in {DURATION_NEG}.",
    "[[Per|As per]] {PUBLIC} guidance, [[no driving for 4 weeks|annual review|vaccinate]].",
    "[[Na|K|Hb|Plt|WBC|CRP|INR|Cr]] [[stable|trending down|improved|rising]] [[since admission|over 48 hours|on repeat]].",
    "[[Discussed with|Seen by]] the [[on-call|covering|night]] [[registrar|resident|nurse|team]] at {TIME}.",
    "{PROBLEM_CODED}",
    "[[Impression|Imp|A]]: {PROBLEM}. [[Plan|P]]: {DRUG_SIG}, {ABBR}.",
    "Allergies: [[NKDA|penicillin (rash)|sulfa (hives)|latex|codeine (nausea)]].",
]

# v1's inserted sentences stay in the mix, so v2 covers what v1 taught.
FAMILIES["v1"] = list(templates.SENTENCES)
