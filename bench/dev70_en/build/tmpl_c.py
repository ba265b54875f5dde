"""Templates: occupational health, billing/coding query, release of information, incident report,
research consent / trial screening, public-health notification."""
import pools as PL
from phi import (P, fmt_date, gen_bioid, gen_claim, gen_driver_lic, gen_group, gen_idnum, gen_ip, gen_npi,
                 gen_plate, gen_serial, gen_vin, rnd_digits, rnd_letters)
from tmpl_a import J, header, neg


# ------------------------------------------------------------------ occupational health
def occ_health(c):
    r = c.r
    prov = r.choice(PL.OCC_HEALTH)
    emp_no = P("IDNUM", r.choice(["E", "EMP", "W"]) + rnd_digits(r, r.choice([5, 6])))
    layout = r.choice(["fitness", "kv", "email"])
    manager = c.person()
    c.set_age(18, 66)
    if layout == "fitness":
        body = J(
            f"{P('HOSPITAL', prov)}",
            "FITNESS FOR WORK ASSESSMENT - CONFIDENTIAL",
            "",
            f"Employee: {c.ptn('full', 'full_mi')}   DOB {c.dob_s()} ({c.agef('yo')})   Staff no. {emp_no}",
            f"Employer: {c.O()}   Job title: {P('PROFESSION', c.prof)}",
            f"Manager: {P('FAMILY', manager.first + ' ' + manager.last)} ({P('EMAIL', manager.first.lower() + '.' + manager.last.lower().replace(' ', '').replace(chr(39), '') + '@example.com')})",
            f"Date of assessment: {c.dt(c.base)}   Absent since: {c.dt(c.off(-r.randint(14, 120)))}",
            "",
            f"History: {r.choice(['lumbar disc prolapse', 'post-op rotator cuff repair', 'depression/anxiety', 'COPD exacerbation', 'carpal tunnel release'])}. "
            f"Under {c.dr()} at {c.H(c.clinic)}. {neg(c, 'pt')}",
            f"Safety-critical duties: {r.choice(['forklift', 'commercial driving', 'working at height', 'none'])}. CDL/licence {P('LICENSE', gen_driver_lic(r, c.code))}.",
            f"Site access: biometric clock-in template ID {P('BIOID', gen_bioid(r))} suspended while on leave.",
            f"Company vehicle reg {P('VEHICLE', gen_plate(r, c.code))} returned to fleet {c.sd(c.off(-r.randint(3, 30)))}.",
            "",
            "OPINION:",
            f"Fit for modified duties from {c.dt(c.off(r.randint(3, 14)))} for 4 weeks: no lifting >10 kg, no night shifts. Review {c.sd(c.off(28))}.",
            f"Not disabled under the Act in my opinion; adjustments recommended. Consent to release to manager obtained {c.sd(c.base)}.",
            "",
            f"{c.st('md', 'full')}, {c.staff['md']['cred']}, Occupational Physician   {c.ph()}",
            f"{P('DOCTOR', c.staff['md']['p'].first[0] + c.staff['md']['p'].last[0])}/{P('DOCTOR', (c.staff['cl']['p'].first[0] + c.staff['cl']['p'].last[0]).lower())}",
        )
    elif layout == "kv":
        body = J(
            "PRE-PLACEMENT HEALTH SCREEN",
            f"Candidate        : {c.ptn('last_first', 'caps')}",
            f"Age/Sex          : {c.agef('sex_space')}",
            f"Position         : {P('PROFESSION', c.prof)}",
            f"Employer/site    : {c.O()} - {P('LOCATION_OTHER', r.choice(PL.BUILDINGS))}",
            f"Employee ID      : {emp_no}",
            f"Address          : {c.addr()}",
            f"Phone            : {c.ph(c.mobile)}",
            f"{c.ssn_label() if c.ssn else c.hp_label():<17}: {P('SSN', c.ssn) if c.ssn else P('HEALTHPLAN', c.hp)}",
            f"Screen date      : {c.dt(c.base)}",
            f"Audiometry       : {r.choice(['H1', 'H2', 'normal'])} (audiometer SN {P('DEVICE', gen_serial(r))})",
            f"Spirometry       : FEV1 {r.randint(70, 105)}% pred, FEV1/FVC {r.randint(60, 85)}%",
            f"Hep B            : immune (anti-HBs >100)   TB: IGRA neg {c.sd(c.off(-7))}",
            f"Drug screen      : negative; specimen {P('IDNUM', gen_idnum(r, 'SPC'))}",
            f"Outcome          : FIT   Clinician: {c.st('rn', 'full', 'finit_last')} ({c.user('rn')})",
        )
    else:
        body = J(
            f"From: {P('FAMILY', manager.first + ' ' + manager.last)} <{P('EMAIL', manager.first[0].lower() + manager.last.lower().replace(' ', '').replace(chr(39), '') + '@example.net')}>",
            f"To: {P('EMAIL', 'occhealth@' + r.choice(['example.org', 'example.com']))}",
            f"Date: {c.dt(c.base)}",
            f"Subject: management referral - {c.ptn('full')} ({emp_no})",
            "",
            f"Hello, I'd like to refer {c.pt_ref()} who works as a {P('PROFESSION', c.prof)} in our {P('CITY', r.choice(['Quillan', 'Port Ellery', 'Dunmoor']))} depot. "
            f"Off sick since {c.sd(c.off(-r.randint(10, 60)))} with back pain. Can you advise on phased return? Best, {P('FAMILY', manager.first)}",
            "",
            "---- reply ----",
            f"Appointment offered {c.dt(c.off(r.randint(3, 10)))} 10:00 with {c.dr()} at {c.H(prov)}. Employee to bring fit note and list of meds.",
            f"{c.st('cl', 'full')} | OH Admin | {c.sphone('cl')}",
        )
    return body, "occupational_health", layout


# ------------------------------------------------------------------ billing / coding query
def billing(c):
    r = c.r
    layout = r.choice(["cdi_query", "denial", "table"])
    adm = c.off(-r.randint(5, 20))
    if layout == "cdi_query":
        body = J(
            "CLINICAL DOCUMENTATION QUERY",
            f"To: {c.dr()}   From: {c.st('cl', 'full')}, {c.staff['cl']['cred']}   Sent: {c.dt(c.base)}",
            f"Patient: {c.ptn('caps', 'last_first')}  MRN {P('MRN', c.mrn)}  Acct {P('ACCOUNT', c.acct)}",
            f"Admit {c.dt(adm)} - Disch {c.dt(c.off(-1))}",
            "",
            f"The progress note of {c.sd(c.off(-r.randint(2, 4)))} documents 'Na 128, confused, on fluid restriction'.",
            "Please clarify the diagnosis being treated:",
            "[ ] Hyponatremia   [ ] SIADH   [ ] Other: ________   [ ] Unable to determine",
            "Current codes: E87.1? , N17.9, I50.33, Z79.01. MS-DRG 291 vs 292 pending.",
            "This query is not intended to lead you to any particular response.",
            "",
            f"Reply via EHR inbox or {c.semail('cl')}. Query ID {P('IDNUM', gen_idnum(r, 'Q'))}.",
        )
    elif layout == "denial":
        body = J(
            f"{c.O(r.choice(PL.INSURERS))} - EXPLANATION OF BENEFITS / DENIAL",
            f"Claim no: {P('ACCOUNT', c.claim)}   Received {c.dt(c.off(-r.randint(10, 30)))}",
            f"Member: {c.ptn('caps', 'caps_mi')}   ID {P('HEALTHPLAN', c.hp)}   Group {P('HEALTHPLAN', gen_group(r))}",
            f"Provider: {c.H()} (NPI {P('LICENSE', gen_npi(r))})   Patient acct {P('ACCOUNT', c.acct)}",
            f"Dates of service: {c.dt(adm)} - {c.dt(c.off(-1))}",
            "",
            "Line  CPT/HCPCS  Billed    Allowed  Reason",
            f"1     97161      $210.00   $0.00    CO-197 no precert",
            f"2     97530 x4   $380.00   $0.00    CO-197",
            f"3     E0143      $145.00   $98.20   PR-2 coinsurance",
            "",
            f"Appeal within 180 days to {c.fax()} (fax) or {c.url('appeals')}. Reference {P('IDNUM', gen_idnum(r, 'APL'))}.",
            f"Biller note {c.sd(c.base)}: called payer, rep '{P('FAMILY', c.person().first)}' ref {P('IDNUM', rnd_digits(r, 10))}; precert was obtained by {c.st('cm', 'full')} - will send auth letter. -{c.user('cl')}",
        )
    else:
        rows = []
        for i in range(r.randint(3, 5)):
            p2 = c.person()
            rows.append(f"{P('ACCOUNT', c.acct if i == 0 else rnd_digits(r, 9))} | {P('PATIENT', p2.last.upper() + ', ' + p2.first[0]) if i else c.ptn('caps')} | "
                        f"{c.dt(c.off(-r.randint(1, 40)), 'iso')} | {r.choice(['99223', '97110', 'G0151', '90837', 'D1110', '92014'])} | "
                        f"{r.choice(['missing modifier 59', 'NPI mismatch', 'dx not specific', 'auth expired', 'OK'])}")
        body = J(
            f"CODING WORK QUEUE export {c.dt(c.base, 'iso')} - user {c.user('cl')}",
            "account | patient | DOS | code | edit",
            *rows,
            "",
            f"Escalate row 1 to {c.st('cm', 'full')}; provider {c.dr()} to addend note of {c.sd(adm)}.",
        )
    return body, "billing_coding", layout


# ------------------------------------------------------------------ release of information
def roi(c):
    r = c.r
    firm = r.choice(PL.LAW_FIRMS)
    atty = c.person()
    layout = r.choice(["letter", "log"])
    start, end = c.off(-r.randint(300, 900)), c.off(-r.randint(1, 60))
    if layout == "letter":
        body = J(
            f"{c.O(firm)}",
            f"{c.other_addr()}",
            f"Tel {c.ph()}  Fax {c.fax()}  {P('URL', 'www.' + r.choice(['example.com', 'example.net']) + '/' + firm.split()[0].lower().replace('&', ''))}",
            "",
            f"{c.dt(c.base)}",
            "",
            f"Health Information Management / Release of Information",
            f"{c.H()}",
            f"{c.other_addr()}",
            "",
            f"RE: Our client {c.ptn('full_mi', 'full')}, DOB {c.dob_s()}, {c.ssn_label() if c.ssn else c.hp_label()} {P('SSN', c.ssn) if c.ssn else P('HEALTHPLAN', c.hp)}",
            f"    Date of accident: {c.dt(c.off(-r.randint(100, 400)))}   Our ref: {P('IDNUM', rnd_letters(r, 3) + '/' + rnd_digits(r, 5))}",
            "",
            f"Please provide complete records including ED, radiology and physiotherapy notes for the period {c.dt(start)} to {c.dt(end)}, "
            f"and itemised billing for account {P('ACCOUNT', c.acct)}. A signed authorisation is enclosed.",
            "",
            "Sincerely,",
            f"{P('FAMILY', atty.first + ' ' + atty.last)}, Esq." if c.code == "US" else f"{P('FAMILY', atty.first + ' ' + atty.last)}, Solicitor",
            f"{P('EMAIL', atty.first[0].lower() + atty.last.lower().replace(' ', '').replace(chr(39), '') + '@' + r.choice(['example.com', 'example.net']))}",
        )
    else:
        body = J(
            f"ROI REQUEST LOG - {c.H()} HIM",
            f"Request #: {P('IDNUM', gen_idnum(r, 'ROI'))}",
            f"Received: {c.dt(c.base)} via {r.choice(['fax', 'portal', 'post', 'email'])}",
            f"Patient: {c.ptn('caps', 'last_first')}   MRN {P('MRN', c.mrn)}   DOB {c.dob_s()}",
            f"Requester: {P('FAMILY', atty.first + ' ' + atty.last)}, {c.O(firm)}",
            f"Requester fax: {c.fax()}",
            f"Records: {c.dt(start)} - {c.dt(end)} (ED, OT, discharge summary)",
            f"Authorisation valid: [x] signed by patient  [ ] POA  [ ] court order (docket {P('IDNUM', gen_idnum(r, 'CV'))})",
            f"Fee: $ {r.randint(10, 60)}.{r.choice(['00', '50'])}  Invoice {P('ACCOUNT', 'INV-' + rnd_digits(r, 6))}",
            "",
            "Audit trail:",
            f"  {c.dt(c.base, 'iso')} 09:12  {c.user('cl')}  opened chart   ws {c.ip()}",
            f"  {c.dt(c.off(1), 'iso')} 14:03  {c.user('cl')}  released 84 pp via secure link {c.url('roi/download')}",
            f"  {c.dt(c.off(1), 'iso')} 14:05  {c.user('cm')}  viewed            ws {c.ip()}",
            f"Processed by {c.st('cl', 'full')} - {c.sphone('cl')}",
        )
    return body, "release_of_information", layout


# ------------------------------------------------------------------ incident report
def incident(c):
    r = c.r
    layout = r.choice(["form", "narrative"])
    inc_id = P("IDNUM", gen_idnum(r, r.choice(["IR", "DATIX-", "INC"])))
    when = c.base
    witness = c.person()
    if layout == "form":
        body = J(
            "INCIDENT / ADVERSE EVENT REPORT",
            f"Report ID: {inc_id}   Submitted by: {c.user('rn')} from {c.ip()}",
            f"Date of incident: {c.dt(when)}   Time: {r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
            f"Location: {c.H()}, {P('HOSPITAL', c.ward)}, room {P('LOCATION_OTHER', c.room)}, bed {P('LOCATION_OTHER', c.bed)}",
            f"Person affected: {c.ptn('full', 'last_first')} ({c.agef('sex_suffix')}), MRN {P('MRN', c.mrn)}",
            f"Category: {r.choice(['Fall - unwitnessed', 'Medication error - omitted dose', 'Pressure injury stage 2', 'Aggression towards staff', 'Absconded'])}",
            "",
            "Description:",
            f"Pt found on floor beside bed by {c.st('rn', 'full')} (RN). Bed alarm (SN {P('DEVICE', gen_serial(r))}) not activated. "
            f"Visitor {P('FAMILY', witness.first + ' ' + witness.last)} witnessed the fall. {neg(c, 'pt')}",
            f"Immediate action: obs, neuro obs q1h, {c.dr()} reviewed, CT head NAD.",
            f"Family informed: {c.famline(0)} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d}.",
            f"Severity: {r.choice(['no harm', 'low harm', 'moderate harm'])}. Manager review: {c.st('cm', 'full')} {c.sd(c.off(2))}.",
        )
    else:
        body = J(
            f"incident summary for governance mtg {c.sd(c.off(7))}",
            "",
            f"on {c.dt(when)} {c.ptn('first', 'last')} ({c.agef('yo')}) left {P('HOSPITAL', c.ward)} without informing staff and was later found by police near "
            f"{P('LOCATION_OTHER', r.choice(PL.LANDMARKS))} in {P('CITY', c.city)}. brought back by {c.fam[0]['rel']} {c.fm(0, 'first')} in their car (reg {P('VEHICLE', gen_plate(r, c.code))}).",
            f"pt under section/hold? - no. capacity assessed by {c.dr()}. security lead {c.st('cl', 'full')} reviewed cctv from {P('LOCATION_OTHER', r.choice(PL.BUILDINGS))} entrance.",
            f"learning: door code changed; {neg(c, 'sw')}",
            f"ref {inc_id}. reported by {c.st('rn', 'first_linit', 'full')}.",
        )
    return body, "incident_report", layout


# ------------------------------------------------------------------ research consent / trial screening
def research(c):
    r = c.r
    spons = r.choice(PL.SPONSORS)
    scr = P("IDNUM", f"{rnd_letters(r, 2)}{rnd_digits(r, 3)}-{rnd_digits(r, 3)}")
    layout = r.choice(["screening", "consent_note"])
    if layout == "screening":
        body = J(
            f"TRIAL SCREENING LOG - protocol {rnd_letters(r, 3)}-{rnd_digits(r, 3)} ({c.O(spons)})",
            f"Site: {c.H()}   PI: {c.dr()}",
            f"Screening no.: {scr}   Screen date: {c.dt(c.base)}",
            f"Participant: {c.ptn('init', 'init2')}   YOB {P('DATE', str(c.dob.year))}   {c.agef('age_colon')}",
            "",
            "INCLUSION",
            f"[x] Age 50-85   [x] HbA1c 7.0-10.5% (today {r.randint(70, 105) / 10}%)   [x] eGFR >= 30",
            "EXCLUSION",
            f"[ ] MI/stroke in last 6 mo   [{r.choice('x ')}] BMI > 45   [ ] Pregnancy   [ ] Current SGLT2i",
            "",
            f"Biobank consent: yes - sample {P('IDNUM', 'BB' + rnd_digits(r, 7))}; retinal image ID {P('BIOID', gen_bioid(r))}",
            f"eCRF entered by {c.user('cl')} on {c.sd(c.base)}; EDC {c.url('trial/screen')}",
            f"Outcome: {r.choice(['eligible - randomise at V2', 'screen fail (excl 2)', 'pending labs'])}. V2 booked {c.dt(c.off(r.randint(7, 21)))}.",
            f"Coordinator: {c.st('rn', 'full')} {c.sphone('rn')}",
        )
    else:
        body = J(
            "RESEARCH CONSENT NOTE",
            f"Study: {r.choice(['REHAB-HOME', 'COMPASS-CARE', 'FallStop-2', 'SMART-RX'])} ({c.O(r.choice(PL.IRBS))} approval {P('IDNUM', rnd_digits(r, 4) + '/' + rnd_letters(r, 3) + '/' + rnd_digits(r, 3))})",
            f"Date: {c.dt(c.base)}",
            "",
            f"Discussed study with {c.ptn('full')} ({c.agef('yo')}) and {c.fam[0]['rel']} {c.fm(0, 'full')} in {P('LOCATION_OTHER', r.choice(['interview room 2', 'quiet room', 'Room ' + str(r.randint(1, 30))]))} on {P('HOSPITAL', c.ward)}. "
            f"PIS v{r.randint(2, 6)}.{r.randint(0, 3)} dated {c.dt(c.off(-r.randint(90, 400)))} given {c.sd(c.off(-2))}; >24 h to consider.",
            f"Capacity to consent: yes. Questions answered re: wearable (accelerometer SN {P('DEVICE', gen_serial(r))}) and home visits.",
            f"Consent form signed x3: participant, researcher, witness ({P('FAMILY', c.person().first + ' ' + c.person().last)}). Participant no. {scr}.",
            f"Copy to patient, notes, and site file. GP ({c.dr()}) letter sent. {c.pt_ref()} happy to be contacted at {P('EMAIL', c.email)}.",
            "",
            c.sig("rn"),
        )
    return body, "research_consent", layout


# ------------------------------------------------------------------ public health notification
def public_health(c):
    r = c.r
    dz = r.choice(["Pulmonary tuberculosis", "Pertussis", "Salmonellosis", "Measles", "Hepatitis A", "Legionellosis",
                   "Invasive meningococcal disease", "Shigellosis", "Mpox"])
    case_id = P("IDNUM", gen_idnum(r, r.choice(["PH", "CDN", "NOTIF"])))
    layout = r.choice(["form", "fax"])
    onset = c.off(-r.randint(3, 20))
    contacts = [c.person() for _ in range(r.randint(1, 3))]
    clines = [f"  - {P('FAMILY', p.first + ' ' + p.last)}, {r.choice(['household', 'workplace', 'school', 'church'])} contact, age {P('AGE', r.randint(2, 80))}, {c.ph()}" for p in contacts]
    if layout == "form":
        body = J(
            f"NOTIFIABLE DISEASE REPORT - {dz}",
            f"Case ID: {case_id}   Notified: {c.dt(c.base)}",
            "",
            "CASE",
            f"Name: {c.ptn('last_first', 'caps')}   Sex: {c.pt.sex}   DOB: {c.dob_s()}   Age: {c.age_n()}",
            f"Address: {c.addr()}",
            f"Phone: {c.ph(c.phone)} / {c.ph(c.mobile)}",
            f"Occupation: {P('PROFESSION', c.prof)} at {c.O()}",
            f"Country of birth: {P('COUNTRY', c.country)}   Recent travel: {P('COUNTRY', r.choice(PL.COUNTRIES))} {c.sd(c.off(-r.randint(20, 40)))}-{c.sd(c.off(-r.randint(5, 19)))}",
            "",
            "CLINICAL",
            f"Onset: {c.dt(onset)}   Specimen: {r.choice(['sputum', 'stool', 'NPS', 'serum'])} collected {c.sd(c.off(-2))}, accession {P('IDNUM', gen_idnum(r))}",
            f"Lab: {c.H()} Microbiology. Result: {r.choice(['PCR positive', 'culture positive', 'IgM positive'])}.",
            f"Treating clinician: {c.dr()} {c.ph()}",
            "",
            "CONTACTS",
            *clines,
            "",
            f"Reported by {c.st('rn', 'full')} (infection prevention) to the CDC-aligned state/provincial unit via {c.url('notify/case')}.",
        )
    else:
        body = J(
            f"FAX  To: Health Protection Team  Fax {c.fax()}",
            f"From: {c.H(c.clinic)}  Fax {c.fax()}  Pages: 2  Date: {c.dt(c.base)}",
            "CONFIDENTIAL - contains patient information",
            "",
            f"Suspected {dz.lower()} in {c.ptn('full')}, {c.agef(r.choice(['yo', 'y/o']))}, {c.addr()}.",
            f"Attends/works at {c.O(r.choice(PL.SCHOOLS + PL.EMPLOYERS))}. Symptoms since {c.sd(onset)}. Household includes {c.fam[0]['rel']} {c.fm(0, 'full')} ({P('PROFESSION', c.fam[0]['prof'])}).",
            f"Samples sent {c.sd(c.off(-1))} (lab no {P('IDNUM', gen_idnum(r))}). Excluded from work/school until cleared.",
            "Known contacts:",
            *clines,
            f"Please call {c.dr()} on {c.ph(ext=True)} or email {c.semail('md')}.",
        )
    return body, "public_health", layout
