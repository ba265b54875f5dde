"""Templates per genre. See common.py for the mini-language.  A template is a str (adult patient) or a
tuple (str, "child") for a child patient.  Keys used but not defined in common.make_ctx are added by prep()."""
import fragments as F


def prep(c, rng):
    """Add composite / fragment keys to a context."""
    A, S = c["AGE"], c["SEX"]
    forms = [[A, " ", S], [A, S], [A, " yo ", S], [S, " ", A], [A, "yo ", c["SEXW"]], [A, " y/o ", c["WOMAN"]],
             [A, "-year-old ", c["WOMAN"]], [A, " year old ", c["WOMAN"]], [A, "/", S], [A, "-yo ", c["SEXW"]],
             [A, " yr old ", c["WOMAN"]], [A, " yrs ", S]]
    c["AS"] = rng.choice(forms)
    c["AS2"] = rng.choice(forms)
    c["HX"] = rng.choice(F.HX)
    c["HX2"] = rng.choice([h for h in F.HX if h != c["HX"]])
    c["CHX"] = rng.choice(F.CHX)
    c["CQ"] = rng.choice(F.CQ)
    c["CQ_P"] = rng.choice(F.CQ_P)
    c["SYMP"] = rng.choice(F.SYMP)
    c["SYMP3"] = rng.choice(F.SYMP3)
    c["CSYMP"] = rng.choice(F.CSYMP)
    c["MED"] = rng.choice(F.MED)
    c["MED2"] = rng.choice([m for m in F.MED if m != c["MED"]])
    c["PAMED"] = rng.choice(F.PAMED)
    c["PLANX"] = rng.choice(F.PLAN)
    c["PLANX2"] = rng.choice([p for p in F.PLAN if p != c["PLANX"]])
    c["NQ"] = rng.choice(F.NOPHI)
    c["NQ2"] = rng.choice([q for q in F.NOPHI if q != c["NQ"]])
    c["N"] = str(rng.randint(1, 40))
    return c


G = {}

G["clinical_question"] = [
    "E-consult to {SPEC}\nFrom: {DR1_TF}, {CLINIC}, {CITY}\nPatient: {PT} | DOB {DOB} | {MRN_LBL} {MRN}\n\n{AS} with {HX}. {CQ} <<Pt lives in {CITY2} and would struggle to get to {HOSP}.|Pt works as {A_JOB} and can't easily take time off.|{He} would prefer to be seen at {HOSP2}.>>\nReply to {DR_EMAIL} or {CPHONE}.",
    "{AS} with {HX}. {DR1_TF} asks: {CQ} Seen in clinic {DATE_WD}; labs from {DPAST} attached. Pt initials {PT_INID}.",
    "eConsult #{REFNO} ({DATE})\nRequesting: {DR1}, {CRED} - {CLINIC}\nRe: {PT_LF}, {AGE}yo {SEXW}, {MRN_LBL} {MRN}\nQuestion: {CQ}\nBackground: {HX}. Previously under {DR2_T} at {HOSP} until {MONYR}.\nBest contact: pager {PAGER} or {DR_EMAIL}",
    "Q for {SPEC} from {DR1_FI} ({CLINIC}): {AS}, {HX}. {CQ} <<Thanks!|Tx|Many thanks>> - {DR1_F}",
    "Hi {DR2_F}, {DR1_FIN} here from {CLINIC}. I have a {AGE} y/o {WOMAN} ({PT_INI}) with {HX}. {CQ} {He} is back to see me {APPT_WD}. Ring me on {PHONE2} if easier.",
    "{SPEC} advice request. Pt {PT_TAB}, {AGE}, {HX}; also {HX2}. {CQ} {His} {FREL} {FAM} holds POA and asks the same. - {DR1_T} ({CLINIC}, {CPHONE})",
    "Pt is a {AGE_W}-year-old {WOMAN} living at {CARE} with {HX}. {CQ} Care home staff can be reached on {CPHONE}. Referring {PCP}: {DR1_TF}.",
    "Clinical question via portal from {DR1} ({DUSER}): {AS}, born {DOB_L}, {HX}. Started {MED} on {DPAST_M}. {CQ}",
    ("Peds e-consult: {AGE}yo {WOMAN} ({PT_FI}, DOB {DOB}) with {CHX}. {CQ_P} Parent ({FREL}, {FAM}) on {PHONE}. Referring: {DR1_TF}, {CLINIC}.", "child"),
    ("Dr {DR2_L} - {DR1_FIN} asks about {PT_F} ({AGE}{SEX}), {CHX}. {CQ_P} Next review {APPT_WD3}.", "child"),
    "RE: {PT_CAPS} ({MRN})\n{AS}. {HX}. {HX2}. {CQ} Discussed with {DR2_T} on {DPAST_S}, who suggested I ask you. {DR1_FIN}, {CRED}",
    "Advice & Guidance ({DATE}) - {PT_TAB}, DOB {DOB}, {MRN_LBL} {MRN}. {HX}. {CQ} {He} is {A_JOB} and drives for work. {DR1_T}, {CLINIC}, {CITY}",
]

G["curbside"] = [
    "Curbside: {AS}, {HX}. {CQ} Not asking for a formal consult, just a sanity check. ({DR1_FI}, {JR})",
    "Quick q if you have a sec - pt {PT_INI}, {AS}, {HX}. {CQ} {He} leaves for {COUNTRY} on {APPT_S}.",
    "Can I run something by you? {PT_TAB} in bed {BED} on {WARD}, {AGE}, {HX}. {CQ} {DR1_F} ({JR}), bleep {PAGER}",
    "Hey {DR2_F} - curbside for you. My pt ({AS}) has {HX}. {CQ} Family ({FREL} {FAM_F}) pushing for a plan before {HOL}.",
    "{DR1_FI} asking: {AS}, {HX}. {CQ} Ta.",
    "corridor consult w/ {DR2_T}: {AGE}{SEX} {PT_L}, {HX} - advised {PLANX} Will document. {DR1_INI}",
    "on-call {JR} here, quick one: {AS} {HX}. {CQ} - {DR1_TF}",
    "Curbside re {PT_F} ({AS}, rm {ROOM}): {HX}. {CQ} Thanks, {DR1_F}",
    ("Quick paeds q: {AGE}yo, {CHX}. {CQ_P} Mum says {PT_F} is otherwise fine. - {DR1_FIN}", "child"),
]

G["portal_message"] = [
    "hi dr {DR1_LC}, this is {PT_FLC} ({DOB}). ive had {SYMP} since {PAST_WDN} and my {FREL} {FAM_LC} thinks i should come in. can i get an appt before {HOL}? my {MOB} is {PHONE}. thx",
    "Dear Dr. {DR1_L},\nI'm writing about my {PREL}, {PT} (DOB {DOB}). {He} has had {SYMP3} since {DPAST_S}. Could someone call me back on {PHONE2}? I'm at work at {ORG} until 5 but can step out.\nThank you,\n{FAM}",
    "Subject: refill\nhi its {PT_LC} again. ran out of {MED} on {DPAST_S}, {PHARM} on {STREET} said they need a new script from dr {DR1_LC}. pls send asap. my login is {USER} if that helps. {PT_FLC}",
    "Message from portal user {USER} ({PT}) - sent {DATE} {TIME} from {IP}\nHello, my {FREL} {FAM_F} and I are flying to {COUNTRY} on {APPT_L}. Do I need any vaccines? My last tetanus was in {YEAR}. Also can I take my {MED} on the plane? Thanks, {PT_F}",
    "hey doc its {PT_FLC} lol. the {MED} is making me feel weird, kinda dizzy. my {FREL} {FAM_LC} said to msg u. can u call me {PHONE} after 3. ps new address is {ADDR}",
    ("Hi, this is {FAM} ({PT_F}'s {FREL}). {PT_F} is {AGE} and has had {CSYMP} since {PAST_WDN}. School ({SCHOOL}) sent {him} home today. Should we bring {him} in or go to {ER}? Best number {PHONE}.", "child"),
    "Please update my details: new address {ADDR}, email {EMAIL}, home phone {PHONE}. I've started a new job at {ORG} as {A_JOB}, so my insurance is now {INS}, {PLAN_LBL} {PLAN}. {PT}, DOB {DOB}",
    "dr {DR1_LC} - its {PT_FLC}. bp readings this week 148/92, 152/90, 139/88. still on {MED}. is that ok?? also can my {FREL} {FAM_LC} come to my appt on the {ORD}",
    "Good morning, I missed a call from {CLK_F} at {CLINIC} about my results. I'm at work ({ORG}) until 4 but you can leave a message on {PHONE}. Regards, {PT}",
    "To Dr {DR1_L}'s nurse: my {PREL} {PT} (born {DOB_L}) fell at {CARE} {PAST_WDN} night. Nobody has rung me. I'm {his} {FREL}, {FAM}, {FEMAIL} / {PHONE2}.",
    "hello dr {DR1_LC} sorry to bother u. my {FREL} {FAM_LC} and me both got the flu i think, fever 38.5 and body aches since {PAST_WDN}. i have {HX}. do i need tamiflu? {PT_LC}",
    "Re: statement for account {ACCT}\nHi, I was billed twice for my visit on {DPAST}. My {PLAN_LBL} is {PLAN} with {INS}. Please fix. {PT} ({EMAIL})",
    "Sent from portal (user {USER}): i had my bloods done at {HOSP} on {DPAST_M} and havent heard anything. is my potassium ok?? its {PT_FLC} btw, dob {DOB}",
    ("hi its {FAM_LC}, {PT_FLC}'s {MUM}. {PT_FLC} is {AGE_MO} months and still has {CSYMP}. do we need to come back in? thx", "child"),
    "Dear {DR2_T}, thank you for seeing my {PREL} {PT_NICK} last week. {He} asked me to tell you {he} has stopped the {MED}. The {PHARM} number is {CPHONE}. Best wishes, {FAM_NICK}",
]

G["nurse_line"] = [
    "Nurse advice line - call summary\nDate/time: {DATE} {TIME}\nCaller: {FAM} ({FREL}) re {PT}, DOB {DOB}, {MRN_LBL} {MRN}\nCallback: {PHONE}\nReason: {SYMP3}.\nDisposition: advised {ER} within 1 hour; caller agreed. Will notify {PCP} {DR1_T}.\n{RN}, {RNCRED}",
    "Triage call {DATE_WD} {TIME}: pt {PT_FI} ({AS}) reports {SYMP3}. Lives alone at {STREET}, {CITY}; neighbour {FAM2_F} has a key ({PHONE2}). Ambulance dispatched. -{RN_F}",
    ("After-hours call: {FREL} {FAM_F} re {PT_F} ({AGE_MO}-month-old) with {CSYMP}. Feeding ok, wet nappies x4. Advised paracetamol, review by {PCP} {APPT_WDN}. Ph {PHONE}. {RN_FI}", "child nonUS"),
    "Call from {PH} at {PHARM} ({CPHONE}) re {PT_CAPS}: {MED} and {MED2} interaction query. Passed to {DR1_T}. {RN_L}, {RNCRED}",
    "Advice line: {AGE}{SEX} calling about {SYMP}. Name {PT}, {MRN_LBL} {MRN}. Self-care advice given; to call back if worse. Cb {PHONE}. {RN_FI}",
    "Telephone encounter {ENC} | {DATE}\nSpoke with pt {PT_LF}. c/o {SYMP3}; {HX}. Pt works nights at {ORG} as {A_JOB}. Appt booked with {DR2_T} {APPT_WD}. Verified DOB {DOB} and address {ADDR}. {RN}",
    "Call summary: {FAM}, {FREL} of {PT_TL} (rm {ROOM}, {CARE}), reports {SYMP3}. Home phone {PHONE}. Advised to call back if worse; on-call {DR2_FI} informed {TIME}.",
    "Health line log {REFNO}: caller {PT_FI}, {AGE}, minor RTC in car reg {VEH} on {DPAST_S}, now neck pain. No red flags. Advised {PCP} review. Tel {PHONE}.",
]

G["sms_reminder"] = [
    "{CLINIC}: Hi {PT_F}, reminder of your appt with {DR1_T} on {APPT_WD} at {TIME2}. Reply Y to confirm, N to cancel, or call {CPHONE}.",
    "Appt confirmed for {PT_FI} - {APPT_L} {TIME2}, {HOSP}, {BUILDING}, {SPEC} clinic. Parking at {LANDMARK}. Ref {REFNO}.",
    "Reminder: {PT_F}, your blood test is due {APPT_WD3}. Bring your form (order {ORDNO}). Manage bookings at {URL}. Do not reply.",
    "Hi {PT_F}, it's {CLK_F} from {CLINIC}. Dr {DR1_L} is away {APPT_WDN} so we've moved you to {APPT_M} with {DR2_T}. Text OK or ring {CPHONE}.",
    "ok thx see u {APPT_WDN} - {PT_FLC}",
    "{PT_TL}, your flu vaccine is booked for {APPT_WD} at {PHARM}, {STREET}. Ref {REFNO}. Reply STOP to opt out.",
    "{HOSP}: {PT_F}, your procedure is on {APPT_L}. Nil by mouth from midnight. Arrive {TIME2} at {BUILDING}. Queries {CPHONE}.",
    "Hi {PT_NICK}, this is {RN_F} from the diabetes team at {HOSP}. Your CGM sensor order {ORDNO} has shipped. Any problems text {PHONE2}.",
    "cant make {APPT_S}, can i do the {ORD} instead? {PT_LC} dob {DOB}",
    "{CLINIC} - {PT_FI}, you have a new message from {DR1_T}. Log in at {URL}.",
    ("Hi {FAM_F}, reminder that {PT_F}'s vaccinations are due {APPT_WD3} at {CLINIC}. Call {CPHONE} to change.", "child"),
]

G["pharmacy_refill"] = [
    ("REFILL REQUEST\n{PHARM} | {STREET}, {CITY} | Ph {CPHONE} | Fax {FAX}\nPatient: {PT_CAPS}   DOB: {DOB}\nRx #{RXNO}: {MED} - last filled {DPAST}, 0 refills remaining.\nPrescriber: {DR1}, {CRED}  DEA {DEA}  NPI {NPI}\nPlease approve/deny. {PH}, PharmD", "US"),
    "Repeat prescription request from {PT_TAB} (DOB {DOB}, {MRN_LBL} {MRN}): {MED}, {MED2}. Collect from {PHARM}. Requested via {URL} on {DATE}.",
    "Pharmacy calling re {PT_FI}: {MED} Rx from {DR1_T} ({LIC_LBL} {LIC}) is missing strength. Please call {PH_F} on {CPHONE}.",
    "Refill pls - {MED} for {PT_LF} (dob {DOB}). pharmacy is {PHARM} on {STREET}. thanks - {FAM_F} ({PT_F}'s {FREL})",
    "Rx renewal | {DATE} | {PT} | {MED} x90 days | Prescriber {DR1_TF} | Pharmacy fax {FAX} | Rx# {RXNO} | Note: pt travelling to {COUNTRY} {APPT_M}, needs early supply.",
    "Prior refill too soon: {PT_LF} ({DOB}), {MED}, last filled {DPAST_S} at {PHARM}. Insurer {INS} ({PLAN_LBL} {PLAN}) rejected. {PH}, RPh, {CPHONE}",
    "Hi, I'm {PT_F}'s {FREL}. Could you send {his} {MED} and {MED2} to {PHARM} ({CPHONE})? {He} is staying with me at {ADDR} until {APPT_S}. {FAM}",
    "Controlled drug request: {PT_IL}, {MED2}. Prescriber {DR1}, {LIC_LBL} {LIC}. Collected by {FAM_F} ({FREL}), ID checked: driving licence {DL}.",
]

G["page"] = [
    "PAGE {TIME} to {PAGER}: {WARD} rm {ROOM} - {PT_L} ({AS}) BP 84/50 HR 118, pls call x{EXT}. {RN_F}",
    "bleep {PAGER} from {RN_F} on {WARD}: bed {BED} {PT_TL} K 6.1 on repeat, on ACEi, ?calcium gluconate. ring {EXT}",
    "To Dr {DR1_L}: {PT} {MRN} rm {ROOM} c/o chest pain 7/10, trop pending, ECG done. {RN}, {RNCRED}, x{EXT}",
    "STAT: {PT_INI} bed {BED} desat 86% on 4L, RR 30. {FREL} {FAM_F} at bedside. call {PHONE2}",
    "pls call re {PT_FI} rm {ROOM}, temp 39.1, rigors, on pip-taz. cb {EXT} - {RN_F}",
    "Page for {JR}: {PT_L} in {BAY}/{BED} ({AGE}{SEX}) pulled out cannula, needs resite + IV abx due {TIME2}. {RN_FI} x{EXT}",
    "FYI from ED ({DR2_FI}): your pt {PT_TAB} ({MRN}) here with {SYMP3}. Pls call {PAGER}.",
    "Overnight bleep: {WARD} bed {BED}, {PT}, {AGE}, Na 121. Last Na 129 ({DPAST_S}). {RN_F} ext {EXT}",
]

G["handover"] = [
    "Bed {BED} - {PT_FI}, {AS}, {HX}. For CT {APPT_WD3}. {FREL} {FAM_F} wants a call ({PHONE}).",
    "{ROOM}: {PT_TL} ({AGE}), adm {ADM_S} with {SYMP3}. DNACPR. From {CARE}. Jobs: chase {ACC}.",
    "Bay {BAY} bed {BED}: {PT_LF}, {AGE}{SEX}, {HX}; Na 128, recheck AM. Under {DR1_T}.",
    "{PT_INI} ({AS}) rm {ROOM} - {HX}. Stable overnight. {PLANX} Family: {FREL} {FAM} {PHONE}.",
    "Handover {DATE}: {WARD} - bed {BED} {PT_L} ({AGE}) post-op day 2, pain controlled; Foley out {TIME2}. {DR2_INI}",
    "{PT_F} in {BED}: {AS}, {HX}. Goes home {APPT_WDN} if {FREL} {FAM_F} can collect. DC summary to {DR1_T} at {CLINIC}.",
    "Rm {ROOM} {PT_CAPS}, {AGE}, {HX}. {PLANX} {PLANX2} Pt speaks only Tagalog, {FREL} {FAM_F} interprets.",
    ("Cot {BED}: {PT_F} ({AGE}{SEX}), {CHX}. Parents ({FAM_F}, {FAM2_F}) resident. Obs stable. For review by {DR2_T}.", "child"),
]

G["incident_report"] = [
    "Incident {INCNO} | {DATE} {TIME} | {HOSP}, {WARD}, room {ROOM}\nPatient {PT} ({MRN_LBL} {MRN}), {AGE}, found on floor beside bed. No head injury. Witness: {RN}, {RNCRED}. Reviewed by {DR2_T}. {FREL} ({FAM}) informed by phone {PHONE} at {TIME2}.",
    "Automated dispensing cabinet override: user {SUSER}, fingerprint ID {BIO}, {DATE_WD} {TIME}, for {PT_FI} ({MRN}). Pharmacist {PH} to review.",
    "Specimen {ACC} labelled as {PT} ({MRN}) but belonged to pt in bed {BED}. Found by {RN_F} on {DATE}. Patient ID confirmed via palm-vein ID {BIO}.",
    "Security log {INCNO}: visitor {FAM} ({FREL} of {PT_TL}) car {VEH} left in ambulance bay at {BUILDING}, {DATE} {TIME}. Moved by porter.",
    "Privacy incident: chart of {PT} ({MRN}) opened from workstation {IP} by user {DUSER} on {DPAST}; no care relationship. Reported by {CLK}, HIM. Ref {INCNO}.",
    "Device incident: insulin pump SN {DEV} for {PT_FI} (rm {ROOM}) alarmed occlusion x3 on {DPAST_S}. Pump quarantined; {MED2} given per {DR1_T}. {RN_FI}",
    "Near miss {DATE}: {MED} prescribed for {PT_L} ({AGE}{SEX}) in bay {BAY} was drawn up for {PT_L}'s neighbour in bed {BED}. Caught at bedside check by {RN}. {INCNO}",
    "Fall in {LANDMARK} outside {HOSP}: {PT_TFL}, {AGE}, visitor, tripped on kerb {DATE} {TIME}. Seen in ED by {DR2_FI}. Staff witness {RN_F} ({SUSER}).",
    "Aggression incident: {PT_L} ({MRN}) rm {ROOM} verbally abusive towards {RN_F} {TIME}. Security attended. {FREL} {FAM_F} asked to leave. Datix by {DR2}.",
    "Pressure injury reported {DATE}: {PT}, {MRN_LBL} {MRN}, transferred from {CARE} on {ADM_S}. Grade 3 sacrum. Tissue viability ({RN_L}) informed. Ref {INCNO}",
    "Retinal-scan access log: {SUSER} ({BIO}) entered medication room {ROOM} at {TIME}, {DATE}, during controlled-drug discrepancy for {PT_IL}.",
]

G["teaching_vignette"] = [
    "Case {N}. {PT}, a {AGE}-year-old {JOB} from {CITY}, {STATE}, presented to {HOSP} on {DATE_L} with two days of fever and productive cough. {He} had returned from {COUNTRY} in {MONYR}. {His} father died at {AGE_DIED} of a myocardial infarction. Examination: RR 28, SpO2 89% on air, crackles at the right base. CURB-65 score 2. What organisms should the empiric regimen cover?",
    "Teaching case: {PT_F}, {AGE}, was brought by {his} {FREL} {FAM} to {ER} at {HOSP} on {HOL}. {He} had {CHX}. On examination {he} was alert, cap refill under 2 s. Discuss the differential and the role of observation.",
    "Vignette: {PT_TAB}, aged {AGE_W}, a retired {JOB}, lives with {his} {FREL} {FAM_F} in {CITY}. {He} was admitted on {ADM} under {DR1_T} with {HX}. After a delirium screen (4AT score 6) and review by {DR2_T}, {he} was discharged on {DC} to {CARE}. What follow-up would you arrange?",
    "Case for discussion ({SPEC} teaching, {DATE}): {TITLE} {PT_L} is a {AGE}-year-old {JOB} at {ORG} with {HX}. {He} smokes 20/day. Last seen by {DR2_T} in {YEAR2}. Should {he} be referred, and what would you tell {his} employer?",
    ("Paeds case: {PT} (DOB {DOB}) is {AGE_W} years old and attends {SCHOOL}. {He} presented on {DATE_L} with {CHX}. {His} {FREL}, {A_FJOB}, reports a sibling was unwell last week. Outline the next steps.", "child"),
    "MCQ {N}: A {AGE}-year-old {WOMAN}, {PT_INID}, is seen at {CLINIC} on {DATE_WD} with {HX}. {His} {FREL} died at {AGE_DIED} of bowel cancer. Which test is most appropriate next? (A) FIT (B) colonoscopy (C) CT colonography (D) CEA",
    "Grand round case: {PT_MI}, {AGE}, was transferred from {HOSP} to {HOSP2} on {DPAST_L} for {HX}. {He} works as {A_JOB} and had travelled to {COUNTRY} and {COUNTRY2} earlier that year. Discussion led by {DR1_TF} and {DR2_T}.",
    "Case {N} - M&M: {PT_INI}, {AS}, admitted {D1N}-{D2N} with {HX}. Discharged and re-presented {DPAST_S}. Lessons: {PLANX} Presenter: {DR1}, {JR}.",
    "Simulation scenario: {PT}, {AGE}, {JOB}, found collapsed at {LANDMARK} on {DATE_WD}; paramedics note {his} MedicAlert bracelet. BM 1.9. {His} {FREL} {FAM_F} arrives and says {he} started {MED2} last week.",
]

G["prior_auth"] = [
    ("PRIOR AUTHORIZATION REQUEST\nPayer: {INS}   {PLAN_LBL} {PLAN}   Group {GRP}\nPatient: {PT}   DOB: {DOB}   Phone: {PHONE}\nAddress: {ADDR}\nPrescriber: {DR1}, {CRED}   NPI {NPI}   Tel {CPHONE}   Fax {FAX}\nMedication: {PAMED}\nClinical: {HX}. Failed {MED} since {YEAR2}.\nRef: {PANO}", "US"),
    "PA request for {PAMED} - {PT_LF} (DOB {DOB}), {INS} member {PLAN}. {HX}. Urgent: pt flying to {COUNTRY} {APPT_M}. Contact {CLK} at {CPHONE} or {CEMAIL}.",
    ("Special authority application - {PT}, {PLAN_LBL} {PLAN}, DOB {DOB}. Drug: {PAMED}. Criteria met: {HX}. Applicant {DR1_T}, {LIC_LBL} {LIC}, {CLINIC}, {CPHONE}.", "nonUS"),
    "Pre-cert for admission: {PT_CAPS} | {NAT_LBL} {NAT} | {PLAN_LBL} {PLAN} | Acct {ACCT} | {HOSP} | admit {APPT} | attending {DR1}, {CRED} | Auth # {PANO}",
    ("Appeal letter ({DATE_L})\nRe: {PT}, member ID {PLAN}, claim denial for {PAMED}\nTo {INS}: {PT_F} is a {AGE}-year-old {JOB} with {HX}. Without therapy {he} cannot work at {ORG}. Please reconsider. {DR1}, {CRED}, NPI {NPI}, fax {FAX}", "US"),
    ("Auth request {PANO}: {PAMED} for {PT_IL}, DOB {DOB}, {INS} policy {PLAN}, group {GRP}. Prescriber DEA {DEA}. Submitted by {CLK_F} ({SUSER}) {DATE}.", "US"),
    ("Device PA: continuous glucose monitor for {PT} ({PLAN_LBL} {PLAN}). Current meter serial {DEV}. {HX}. Provider {DR1_TF} ({NPI}).", "US"),
]

G["referral_email"] = [
    "From: {DR_EMAIL}\nTo: {CEMAIL}\nSent: {DATE_WD} {TIME}\nSubject: Referral - {PT_TAB}, DOB {DOB}\n\nDear {DR2_T},\nI'd be grateful if you could see this {AGE}-year-old {JOB} with {HX}. {CQ} {He} lives at {ADDR} and prefers contact on {PHONE}. {MRN_LBL} {MRN}.\nKind regards,\n{DR1}\n{CLINIC} | {CPHONE}",
    "Hi {DR2_F},\nCould your team see {PT} ({AGE}) in {SPEC} clinic? {HX}; {HX2}. {His} {FREL} {FAM} will bring {him} and is on {PHONE2}. Ref {REFNO}.\nThanks, {DR1_F}",
    "Subject: urgent 2WW - {PT_CAPS}\n{DR1_T} ({CLINIC}) referring {PT_TL}, {AGE}{SEX}, DOB {DOB}, {MRN_LBL} {MRN}, with {SYMP3}. Mobile {PHONE}. {NAT_LBL} on file. Please fax booking to {FAX}.",
    "Referral e-mail {DATE}\nTo: {DR2_EMAIL}\nPatient {PT_INID} ({PT}), {AS}, {HX}. Request: {CQ} Attached imaging accession {ACC}. {DR1_TF}, {CRED}",
    "Dear colleague, please see {PT_FI} ({DOB}), a {JOB} at {ORG}, {HX}. Seen {DPAST}. Home: {ADDR}. Kind regards, {DR1_T}, {LIC_LBL} {LIC}",
    ("Hi {DR2_T}, referring {PT_F} ({AGE}yo), {CHX}. Parents {FAM} and {FAM2} both work shifts; best on {PHONE}. {SCHOOL} has flagged absences. {DR1_F}, {CLINIC}", "child"),
]

G["clinic_letter"] = [
    "Dear Dr {DR2_L},\n\nRe: {PT_TAB}, DOB {DOB}, {MRN_LBL} {MRN}\n{ADDR}\n\nI reviewed {PT_TL} in the {SPEC} clinic at {HOSP} on {DATE_L}. {He} has {HX}. {He} was accompanied by {his} {FREL}, {FAM}. Plan: {PLANX} {PLANX2} I will see {him} again in {MONTH}.\n\nYours sincerely,\n\n{DR1}\n{CRED}, Consultant\ncc: {PT_TL}\n{DR1_INI}/{CLK_ini}",
    "...{PT_F} tells me {he} stopped working at {ORG}, where {he} was {A_JOB}, in {MONYR}. {He} lives with {his} {FREL} in {CITY}. For {his} benefits application, {NAT_LBL} {NAT}. {DR1_T}",
    "Clinic: {SPEC}, {HOSP} - {DATE}\nPatient: {PT_CAPS}  {MRN_LBL}: {MRN}  DOB: {DOB}\nDiagnosis: {HX}\nSummary: {PT_TL} reports feeling better. {PLANX} Review {APPT_L}.\n{DR1}, {CRED}",
    "Dear {PT_TFL},\nFollowing your appointment on {DPAST_L}, your results are back. Please book a blood test with {CLINIC} ({CPHONE}) in the week of {APPT_M}. Yours sincerely, {DR1_T}",
    "...I saw {PT_TL} ({AGE}) again with {his} {FREL} {FAM_F}. Since {HOL} {he} has had {SYMP3}. {HX}. I have asked {DR2_T} at {HOSP2} to review. Copy to {PCP}, {CLINIC}, {ADDR}.",
    "To whom it may concern: {PT} (DOB {DOB_L}) has been under my care since {YEAR}. {He} has {HX} and should be excused from work at {ORG} until {APPT_L}. {DR1}, {LIC_LBL} {LIC}, {CLINIC}, tel {CPHONE}.",
    "Pacing clinic {DATE}: {PT_LF}. Device {DEV2} (dual chamber), implanted {YEAR2} at {HOSP}. Battery 8.1 years. Leads stable. Remote monitoring via {URL}. {DR1_TF}",
]

G["discharge_instructions"] = [
    "DISCHARGE INSTRUCTIONS - {HOSP}\nName: {PT}  {MRN_LBL} {MRN}  Encounter {ENC}\nDischarged: {DC}\nFollow up with {DR1_T} at {CLINIC} on {APPT_WD} at {TIME2}. Call {CPHONE} with questions. Your pacemaker (serial {DEV}) will transmit from home.",
    "For {PT_F}: take {MED} once daily. Bloods at {CLINIC} {APPT_WD3}. If chest pain returns go to {ER}. Nurse line {CPHONE}. Portal: {URL}",
    "Your CGM transmitter ID {DEV} has been linked to your portal account ({USER}). Check readings before meals. Diabetes nurse {RN_F}: {PHONE2}. {PT_FI}, {MRN}",
    "Discharge {DC} - {PT_TL}, {AGE}, home to {ADDR} with {his} {FREL} {FAM_F}. {PLANX} GP letter sent to {DR2_T}, {CLINIC}, fax {FAX}. Account {ACCT}.",
    "Going home advice for {PT}: no driving for 4 weeks. Your parking permit for car {VEH} expires {APPT}. Wound check at {CLINIC} on the {ORD}. {RN}, {RNCRED}",
    ("Discharge - {PT_F} ({AGE}), {CHX}. Paracetamol as needed; no ibuprofen until reviewed. Back to {SCHOOL} from {APPT_WDN}. Worries: call {CPHONE}. {DR2_FI}", "child"),
    "Instructions: {PT} ({MRN_LBL} {MRN}), {HX}. Return {APPT_WD3} for INR at {HOSP2}. Transport booked to {STREET}, {CITY}. Questions: {CEMAIL}.",
    "After your procedure on {DPAST_S} ({SPEC}, {DR1_T}): keep the dressing dry for 48 h. Follow-up letter will go to {ADDR}. Ref {ENC}. {PT_IL}",
]

NO_PHI = [
    "{NQ}",
    "{NQ} {NQ2}",
    "Curbside (no pt details): {NQ} Thanks.",
    "General question for {SPEC}: {NQ}",
    "Pt with {HX}. {CQ}",
    "Q: {HX}; {HX2}. {CQ} Not urgent.",
    "{NQ} Asking for a colleague in {SPEC}.",
    "Hi all - {NQ} Happy to hear how others do it.",
    "e-consult (anonymised): {HX}. {CQ} {PLANX}",
]

# ---------------------------------------------------------------- extra templates (denser / longer)
G["clinical_question"] += [
    "Curbside e-consult\nReferring clinician: {DR1}, {CRED} ({DR_EMAIL}, pager {PAGER})\nPatient: {PT} ({AS}), DOB {DOB}, {MRN_LBL} {MRN}, lives in {CITY}\nHx: {HX}; {HX2}.\nMeds: {MED}, {MED2}.\nQuestion: {CQ}\nContext: {PT_F} is {A_JOB} at {ORG}; {his} {FREL} {FAM_F} manages {his} tablets. Seen {DATE_WD}, next visit {APPT_WD}.",
    "{AS} ({PT_FIN}) - {HX}. Started {MED} {DPAST_M}; since then {SYMP3}. {CQ} {DR1_T}, {CLINIC} ({CPHONE}, fax {FAX}).",
    "Question from {DR1_FI} for {DR2_T}: {PT_TL}, {AGE}, {HX}. Last admission {D1N}-{D2N} at {HOSP}. {CQ} Patient consents to e-consult; {PCP} copy to {CEMAIL}.",
]
G["curbside"] += [
    "{DR2_F}, got a min? {AS}, {HX}, {HX2}. {CQ} Pt is {PT_INID}, rm {ROOM}. Thx - {DR1_FIN}",
    "curbside from {JR} {DR1_F}: pt {PT_L} ({AGE}{SEX}) on {WARD}, {HX}. {CQ} Pls ring {EXT} or {PHONE2}.",
]
G["portal_message"] += [
    "Subject: question about my {MED}\nFrom: {PT} <{EMAIL}>\nHi Dr {DR1_L}, I've been on {MED} since {MONYR} and now have {SYMP}. I work as {A_JOB} at {ORG} and can't afford to be drowsy. My {FREL} {FAM_F} says {FAM_F}'s {PCP} at {CLINIC} stopped the same tablet. Should I? You can reach me on {PHONE} or {PHONE2}. Thanks, {PT_F} (DOB {DOB})",
    "Hello this is {FAM} writing for my {PREL} {PT} who doesn't use computers. {He} is {AGE_W} and lives at {ADDR}. Since {HOL} {he} has had {SYMP3}. {His} {PCP} is {DR1_T} at {CLINIC}. Can a nurse visit? My number is {PHONE} and email {FEMAIL}. Thank you.",
    "hi its {PT_FLC} ({USER}) - got ur letter about the colonoscopy on {APPT_S} but im away in {COUNTRY} till the {PORD}... can we move it. also my {PLAN_LBL} changed to {PLAN}. ty",
]
G["nurse_line"] += [
    "NURSE TRIAGE\nCall received {DATE_WD} {TIME} from {PHONE}\nPatient: {PT_CAPS} | DOB {DOB} | {MRN_LBL} {MRN}\nCaller: self; {FREL} {FAM_F} present\nSymptoms: {SYMP3}; PMH {HX}\nAdvice: {ER} now. Pt declined ambulance, {FREL} driving (car reg {VEH}).\nED at {HOSP} notified. {RN}, {RNCRED}",
]
G["sms_reminder"] += [
    "{PT_F}, this is {CLINIC}. Your results are ready. Please call {CPHONE} (option 2) quoting ref {REFNO}, or view them at {URL}. {DR1_T} would like to see you {APPT_WD3}.",
    "Reminder for {PT_FI}: {SPEC} clinic, {HOSP2}, {BUILDING}, {APPT_L} at {TIME2} with {DR2_T}. Bring your meds list and {PLAN_LBL} card. Reply C to confirm. {CPHONE}",
]
G["pharmacy_refill"] += [
    "Refill request received {DATE} {TIME} via {URL}\nPatient: {PT} | DOB {DOB} | {PHONE}\nItems: {MED}; {MED2}\nNominated pharmacy: {PHARM}, {STREET}, {CITY}\nPrescriber: {DR1_T} ({CLINIC})\nNote from pt: my {FREL} {FAM_F} will collect on {APPT_WDN}.\nProcessed by {CLK_F} ({SUSER})",
]
G["page"] += [
    "[{TIME}] {WARD} -> on-call {JR} ({PAGER}): {PT_LF} {MRN}, bed {BED}, {AGE}{SEX}, {HX}. New {SYMP3}. Obs attached. Call {RN_F} on {EXT}.",
]
G["handover"] += [
    "Night handover {DATE_WD}\nBed {BED} {PT_FI} ({AS}) - {HX}. {PLANX}\nBed {BED} note: {FREL} {FAM} ({PHONE}) is NOK; wants call if any change.\nEscalation: {DR2_T}, bleep {PAGER}.",
]
G["incident_report"] += [
    "INCIDENT REPORT {INCNO}\nDate/time: {DATE} {TIME}\nLocation: {HOSP}, {BUILDING}, {WARD}, room {ROOM}, bed {BED}\nPerson affected: {PT} ({AS}), {MRN_LBL} {MRN}\nDescription: {MED} given 2 h early. Pt {PT_L} had {HX}. No harm.\nReported by: {RN}, {RNCRED} ({SUSER}), ext {EXT}\nNOK informed: {FREL} {FAM}, {PHONE}\nReviewer: {DR2_T}",
]
G["teaching_vignette"] += [
    "Case {N}\n{PT} is a {AGE}-year-old {JOB} who lives with {his} {FREL} {FAM_F} at {ADDR}. {He} emigrated from {COUNTRY} in {YEAR}. On {DATE_L} {he} attended {CLINIC} with {HX}. {His} {PCP}, {DR1_T}, started {MED}. Three weeks later, on {APPT_L}, {he} presented to {HOSP} with {SYMP3}. {His} {FREL} reports that {his} brother died at {AGE_DIED} of a similar illness. Questions: 1) What is the likely unifying diagnosis? 2) Which test would you request first? 3) How would you counsel {PT_F} and {FAM_F}?",
]
G["prior_auth"] += [
    "Prior approval request - {INS}\nMember: {PT_LF}  DOB {DOB}  {PLAN_LBL} {PLAN}\nAddress: {ADDR}  Tel {PHONE}\nRequested: {PAMED}\nRationale: {HX}; {HX2}. Trial of {MED} from {D1N} to {D2N} ineffective.\nRequesting clinician: {DR1}, {LIC_LBL} {LIC}, {CLINIC}, {CPHONE}, fax {FAX}\nOur ref {PANO}",
]
G["referral_email"] += [
    "From: {DR1} <{DR_EMAIL}>\nTo: {DR2} <{DR2_EMAIL}>\nDate: {DATE_WD}\nSubject: {PT_INI} - advice and possible referral\n\nHi {DR2_F},\nThanks for the chat {PAST_WDN}. As discussed: {PT_TFL}, {AGE}, DOB {DOB}, {MRN_LBL} {MRN}, {HX}. {He} is {A_JOB} and lives in {CITY}. {His} {FREL} {FAM_F} is keen for {him} to be seen at {HOSP} rather than {HOSP2}. Can you see {him} before {HOL}?\n\nBest,\n{DR1_F}\n{CLINIC} | {CPHONE} | fax {FAX}",
]
G["clinic_letter"] += [
    "{SPEC} Outpatients, {HOSP}\n{CADDR}\nTel {CPHONE}  Fax {FAX}\n\nDate dictated: {DATE}   Date typed: {DATE}\n\nDr {DR2_L}\n{CLINIC}\n\nDear Dr {DR2_L},\n\nRe: {PT_CAPS}  DOB {DOB}  {MRN_LBL} {MRN}\n\nDiagnoses: {HX}; {HX2}\nMedication: {MED}, {MED2}\n\nThank you for referring this pleasant {AGE}-year-old {JOB}, who attended with {his} {FREL} {FAM}. {He} was last seen here by {DR1_T} in {MONYR}. {PLANX} {PLANX2} We have given {him} a direct number ({CPHONE}) and will review {him} on {APPT_L}.\n\nYours sincerely,\n\n{DR1}  {CRED}\nConsultant in {SPEC}\n{DR1_INI}/{CLK_ini}",
]
G["discharge_instructions"] += [
    "DISCHARGE SUMMARY - PATIENT COPY\n{HOSP}, {WARD}\nName: {PT_CAPS}   DOB: {DOB}   {MRN_LBL}: {MRN}\nAdmitted: {ADM}   Discharged: {DC}\nConsultant: {DR1_T}\nReason for admission: {HX}\nYour medicines: {MED}, {MED2} (new)\nFollow-up: {CLINIC} with {DR2_T} on {APPT_WD}; bloods at {HOSP2} on {APPT_M}.\nHome address on file: {ADDR}\nQuestions: ward phone {CPHONE}\nNurse: {RN}, {RNCRED}",
]

# ---------------------------------------------------------------- optional headers / footers
HEAD = {
    "clinical_question": ["Submitted {DATE} {TIME} by {DUSER}\n", "Ref {REFNO} | {PT_CAPS} | DOB {DOB}\n"],
    "curbside": ["Sent {DATE} via secure chat by {DUSER}:\n", "Msg from {DR1_FI}, {DATE_WD}:\n"],
    "portal_message": ["From: {PT} <{EMAIL}>\nSent: {DATE_WD} {TIME}\nTo: {CLINIC}\n\n", "Portal msg #{REFNO} | {PT_LF} | {DOB}\n"],
    "nurse_line": ["Encounter {ENC} - {DATE}\n"],
    "sms_reminder": ["To: {PHONE} ({PT_FI})\n", "SMS {DATE} {TIME} -> {PHONE}\n"],
    "pharmacy_refill": ["Fax from {PHARM} ({FAX}) {DATE}\n"],
    "page": ["[{DATE} {TIME}] sent by {SUSER}:\n"],
    "handover": ["{WARD} handover {DATE_WD} - {DR2} to {DR1_F}\n"],
    "incident_report": ["Logged by {SUSER} on {DATE} | site {HOSP}\n"],
    "teaching_vignette": ["Teaching session, {HOSP}, {DATE_L}\n"],
    "prior_auth": ["FAX to {INS} {FAX} | {DATE} | pages 1/3\n"],
    "referral_email": ["Forwarded by {CLK} ({CEMAIL}) on {DATE}\n"],
    "clinic_letter": ["{HOSP} | {SPEC} | Tel {CPHONE} | {DATE_L}\n\n"],
    "discharge_instructions": ["{HOSP} - {WARD} - printed {DATE} {TIME}\n"],
}
FOOT = {
    "clinical_question": ["\n-- {DR1}, {CRED} | {CLINIC} | {CPHONE}", "\nInsurance: {INS}, {PLAN_LBL} {PLAN}."],
    "curbside": [" (bleep {PAGER})", " Pt {MRN_LBL} {MRN}."],
    "portal_message": ["\n--\nSent via the {CLINIC} portal ({URL}) by user {USER}", "\n{PT_LC}\n{PHONE}"],
    "nurse_line": ["\nDemographics: {PT_CAPS}, {ADDR}, {PLAN_LBL} {PLAN}", "\nForwarded to {DR1_T} ({DR_EMAIL})."],
    "sms_reminder": [" {CLINIC} {CPHONE}"],
    "pharmacy_refill": ["\nPt tel {PHONE}; addr {ADDR}", "\nPharmacist: {PH}, {LIC_LBL} {LIC}"],
    "page": [" (sent {DATE} {TIME2})"],
    "handover": [" NOK {FAM2} {PHONE2}."],
    "incident_report": ["\nReporter: {RN}, {RNCRED} ({SUSER}), ext {EXT}. Manager: {DR2}.", "\nLinked record {ENC}; {PT_INI} {MRN}."],
    "teaching_vignette": ["\n(Case prepared by {DR1_TF}, {HOSP}; consent from {PT_F} on file.)"],
    "prior_auth": ["\nPatient {NAT_LBL}: {NAT}. Phone {PHONE}.", "\nSubmitted by {CLK} ({CEMAIL}), {DATE}."],
    "referral_email": ["\n\n{DR1}, {CRED}\n{CLINIC}\n{CADDR}\nTel {CPHONE} | Fax {FAX}"],
    "clinic_letter": ["\ncc: {PCP}, {CLINIC}, {CADDR}", "\nPatient telephone {PHONE}; email {EMAIL}"],
    "discharge_instructions": ["\nQuestions? {CPHONE} or {CEMAIL}. {PT_INI} {MRN}", "\nSigned: {DR2}, {CRED}, {DATE} {TIME}"],
}

# ---------------------------------------------------------------- more surface-form variety
G["handover"] += [
    "Bed {BED}: {PT_NICK} ({PT_INI}), aged {AGE}, {HX}. Off ward {D1}-{D2} at {HOSP2} for rehab trial; back next {APPT_WD3}. Will need TTOs.",
    "{PT_IL}, {SEX} {AGE}, rm {ROOM}. {HX}. BP rose to 182/95 overnight, settled with PRN. Hope to discharge {APPT_WDN}. {FREL} {FAM_NICK} aware.",
]
G["clinical_question"] += [
    "{SEX} {AGE}, {PT_INID}, {HX}. Admitted {D1}-{D2} last year at {HOSP}. {CQ} Per CDC and FDA labelling it seems fine but wanted a second opinion. {DR1_TF}",
    "{DR1_TF} asks whether {PT_FI} ({AGE}{SEX}, {HX}) can fly to {COUNTRY} next {APPT_WD3}. {CQ}",
]
G["portal_message"] += [
    "hi dr {DR1_LC} its {PT_NICK} ({PT_LC}) - my {FREL} {FAM_LC} says hi. the rash is back since the {PORD}. will send a pic. can i get in next {APPT_WD3}? {PHONE}",
    "Hello, {PT_F} says {his} {SYMP3} started after the {MED} dose on {DPAST_S}. I'm {his} {FREL} {FAM_F}. We will be at {LANDMARK} all day but my mobile is {PHONE2}.",
]
G["teaching_vignette"] += [
    "Case {N}: {PT_FI}, {AS}, retired {JOB}. Father died at {AGE_DIED}, mother aged {AGE_DIED_W} and well. Admitted {D1N}-{D2N} to {HOSP} with {HX}. What is the next step?",
]
G["prior_auth"] += [
    "Medicare Part D exception request via {INS}: {PT} ({PLAN_LBL} {PLAN}), DOB {DOB}, {PAMED}. {HX}. Per FDA labelling this is on-label. Contact {DR1_TF}, {CPHONE}.",
]
G["incident_report"] += [
    "Patient {PT} ({AGE}) absconded from {WARD} {DATE} {TIME}; seen near {LANDMARK}. Police informed. Description given by {RN_F}. Car {VEH} (registered to {FAM}, {FREL}) later found at {BUILDING}. {INCNO}",
]
