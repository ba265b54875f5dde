"""Genres 7-12 for dev250_en."""
import pools as PL
from core import P

COMORB = ["T2DM", "ESRD on HD MWF", "COPD", "CLL", "recent THR", "Parkinson's disease", "Crohn's disease on infliximab", "Hodgkin lymphoma"]


def ward_closure(c, n):
    r = c.r
    h, w = c.hosp(), c.ward()
    n.ln(f"{h}")
    n.ln(f"{c.street(False)}, {c.city()}" + (f", {c.state()}" if c.c != "UK" else "") + f" {c.zip()}")
    n.ln("")
    n.ln(r.choice(["WARD CLOSURE NOTICE", "NOTICE: UNIT CLOSED TO ADMISSIONS", "Temporary ward closure - infection control"]))
    org = r.choice(["norovirus", "influenza A", "COVID-19", "CPE", "C. difficile", "RSV", "scabies"])
    n.ln(f"Effective {c.d(0, r.choice(['long_us' if c.c == 'US' else 'wd_d_Month_y', None]))} from {c.time()}, {w} is CLOSED to admissions and transfers due to {org}.")
    n.ln(f"Currently {r.randrange(3, 14)} patients and {r.randrange(0, 6)} staff symptomatic; {r.randrange(2, 8)} beds blocked.")
    n.ln("- Visiting: essential visitors only (end of life, carers by arrangement). Children under 12 should not visit.")
    n.ln("- Staff: do not work on other wards for 48 h after last shift; report symptoms to Occupational Health.")
    n.ln(f"- Discharges to care homes only after discussion with IPC; {c.care()} already informed {c.d(-1)}.")
    n.ln(f"- Environmental: twice-daily chlorine clean (1,000 ppm); HPV fogging of side room {P('LOCATION_OTHER', r.randrange(1, 12))} booked.")
    if r.random() < 0.5:
        n.ln(f"- Patient in {c.room()} ({c.nm(c.person(), form='initials')}) moved to {c.ward()} before closure - monitor x72 h.")
    n.ln(f"Anticipated review: {c.d(r.randrange(3, 7), r.choice(['wd', None]))}. Reopening requires 48 h with no new cases and terminal clean.")
    mgr, ipc = c.person(), c.person()
    n.ln(f"Queries: IPC team {c.phone()} or {c.pager()}; out of hours via switchboard. Email {c.email()}")
    n.ln(f"Visitor information: {c.url()}")
    n.ln(f"Signed: {c.staff(ipc, r.choice(['cred', 'role']))} / {c.staff(mgr, r.choice(['plain', 'cred']))}, {c.d(0)}")
    if r.random() < 0.4:
        n.ln(f"cc: Site manager, {c.staff(c.person(), 'dr')}, bed bureau fax {c.fax()}")


def stewardship_review(c, n):
    r = c.r
    p = c.person()
    n.ln(r.choice(["ANTIMICROBIAL STEWARDSHIP REVIEW", "AMS ward round - pharmacy review", "ASP Prospective Audit & Feedback"]))
    n.ln(f"Pt: {c.nm(p, form=r.choice(['caps', 'lastfirst', 'full', 'mi']))}  {c.age(r.choice(['yo', 'M/F', 'y']))}  MRN {c.mrn()}  {c.ward()} {c.room()}")
    n.ln(f"Admitted {c.d(-r.randrange(3, 12))} with {r.choice(['CAP', 'pyelonephritis', 'cellulitis', 'intra-abdominal sepsis', 'febrile neutropenia', 'diabetic foot infection'])}. Allergy: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa', 'cephalexin - hives'])}.")
    n.ln(f"Wt {r.randrange(45, 130)} kg, CrCl {r.randrange(18, 120)} mL/min, WBC {r.randrange(40, 220) / 10}, CRP {r.randrange(5, 300)}, PCT {r.randrange(1, 90) / 10}, T max 38.{r.randrange(0, 9)}.")
    n.ln("Current antimicrobials:")
    for i in range(r.randrange(1, 4)):
        n.ln(f"  {i + 1}. {r.choice(PL.ABX)} - day {r.randrange(1, 10)} (start {c.d(-r.randrange(1, 9), 'md' if c.c == 'US' else 'dm')})")
    n.ln(f"Micro: {r.choice(['BCx', 'urine cx', 'wound swab', 'sputum cx', 'BAL'])} {c.d(-r.randrange(2, 6))} ({c.idn('acc')}): "
         f"{r.choice(['E. coli, cefazolin S (MIC <=2)', 'MSSA, oxacillin S', 'K. pneumoniae ESBL, mero S', 'no growth 48 h', 'P. aeruginosa, pip-tazo S (MIC 8)'])}.")
    if r.random() < 0.4:
        n.ln(f"Vanc trough {r.randrange(8, 28)}.{r.randrange(0, 9)} mg/L on {c.d(-1, 'md' if c.c == 'US' else 'dm')} ({c.time()}); AUC target 400-600.")
    n.ln("Recommendation:")
    n.ln(r.choice(["  - De-escalate to cefazolin 2 g IV q8h; plan IV-to-PO switch at 48 h afebrile.",
                   "  - Stop vancomycin (MRSA nares PCR neg). Continue ceftriaxone; total 5 days.",
                   "  - Switch to oral; stop date set. Duplicate anaerobic cover - stop metronidazole.",
                   "  - ID consult advised; repeat BCx x2 before changes. TTE/TEE."]))
    pr = c.person()
    n.ln(f"Discussed with prescriber {c.staff(pr, r.choice(['dr', 'surname_dr']))} ({c.lic()}) - {r.choice(['accepted', 'accepted with modification', 'declined: clinical concern'])}.")
    ph = c.person()
    n.ln(f"AMS pharmacist: {c.staff(ph, r.choice(['cred', 'plain']))}, {c.pager()}; reviewed {c.d(0)} {c.time()}.")
    if r.random() < 0.5:
        n.ln(f"Outpatient OPAT via {c.care()}; fax {c.fax()}. Home: {c.address()}.")
    if r.random() < 0.5:
        n.ln(f"Restricted agent approval code {c.idn('ord')}; entered by {c.user(ph)}.")


def ic_consult(c, n):
    r = c.r
    p = c.person()
    rel = r.choice(PL.RELATIONS)
    n.ln(r.choice(["INFECTION CONTROL CONSULT NOTE", "IPAC Consult", "Infection Prevention consult - inpatient"]))
    n.ln(f"Date of service: {c.d(0)}   Requested by: {c.staff(c.person(), 'dr')}   Location: {c.ward()}, {c.room()}")
    n.ln(f"RE: {c.nm(p, form=r.choice(['caps', 'lastfirst', 'full']))} | MRN {c.mrn()} | DOB {c.dob()} | CSN {c.acct()}")
    n.ln("")
    n.ln(f"Reason: {r.choice(['isolation guidance', 'positive CPE screen', 'rash ?measles/varicella', 'diarrhoea on admission', 'MDRO history from outside hospital', 'cough + travel'])}.")
    pron = "He" if p["sex"] == "M" else "She"
    n.ln(f"HPI: {c.title(p)} {P('PATIENT', p['s'])} is a {c.age('-year-old', c.dob_age)} {r.choice(['man', 'woman', 'patient'])} with {r.choice(COMORB)}, "
         f"admitted {c.d(-r.randrange(1, 6))}. {pron} works as a {c.prof()} at {c.org()}. Returned from {c.country()} on {c.d(-r.randrange(7, 40))} "
         f"after {r.randrange(2, 9)} weeks; hospitalised at {c.hosp()} there ({c.d(-r.randrange(30, 60), 'month_y')}).")
    n.ln(f"Lives with {rel} {c.nm(c.person(), 'FAMILY', r.choice(['full', 'given']))} in {c.city()}; {rel} is a {c.prof()}.")
    if r.random() < 0.5:
        n.ln(f"Previously resident at {c.care()} (outbreak of {r.choice(['CPE', 'C. auris', 'VRE'])} reported {c.d(-r.randrange(60, 200), 'year')}).")
    n.ln(f"Exam: T 37.{r.randrange(0, 9)}, RR {r.randrange(14, 28)}, SpO2 {r.randrange(88, 99)}% RA. No rash. Foley in situ. PICC L arm.")
    n.ln(f"Micro: {r.choice(['rectal swab CPE PCR: OXA-48 detected', 'C. auris axilla/groin screen POSITIVE', 'MRSA nares PCR positive', 'stool GDH+ toxin+'])} ({c.idn('acc')}, {c.d(-1)}).")
    n.ln("Assessment/Plan:")
    n.ln(f" 1. {r.choice(PL.PRECAUTIONS)} precautions; single room with en-suite; flag MDRO alert on chart.")
    n.ln(" 2. Dedicated equipment; sporicidal/chlorine clean daily; terminal clean on discharge.")
    n.ln(f" 3. Contact screen {r.randrange(2, 9)} bay contacts (0/7/14 d). Inform receiving facility on transfer.")
    n.ln(f" 4. Notifiable - reported to public health {c.d(0)}.")
    n.ln(f"{c.staff(c.person(), r.choice(['cred', 'dr']))}, IPAC | {c.pager()} | {c.d(0)} {c.time()}")


def telephone_encounter(c, n):
    r = c.r
    p = c.person()
    rel = r.choice(PL.RELATIONS)
    fam = c.person()
    caller = r.random() < 0.5
    n.ln(r.choice(["TELEPHONE ENCOUNTER", "Phone note", "Telephone call - IPC"]))
    n.ln(f"{c.d(0)} {c.time()}  Pt: {c.nm(p, form=r.choice(['caps', 'full', 'lastfirst']))}  MRN {c.mrn()}  DOB {c.dob()}")
    if caller:
        n.ln(f"Caller: {c.nm(fam, 'FAMILY', r.choice(['full', 'title']))} ({rel}), call-back {c.phone()}")
    else:
        n.ln(f"Spoke with pt at {c.phone()}; identity verified (name + DOB).")
    who = "your " + ("relative" if caller else "result")
    n.ln(r.choice([f"Re: {r.choice(['MRSA', 'CPE', 'C. diff', 'ESBL'])} result from admission at {c.hosp()} ({c.d(-r.randrange(3, 30))}).",
                   f"Re: contact tracing - shared bay with a confirmed {r.choice(['TB', 'measles', 'COVID-19', 'norovirus'])} case.",
                   "Re: isolation questions before readmission / clinic visit."]))
    n.ln(f"- {r.choice(['caller asks', 'pt asks', 'daughter wants to know'])} whether {'pt' if caller else 'she/he'} needs to stay away from grandchildren. "
         f"advised std hand hygeine, no restrictions at home; wash laundry 60C.")
    if r.random() < 0.6:
        n.ln(f"- {rel} {P('FAMILY', fam['g'])} {r.choice(['works as a', 'is a', 'employed as'])} {c.prof()} - asked if ok to work; advised yes unless symptomatic.")
    n.ln(f"- next clinic appt {c.d(r.randrange(3, 20), r.choice([None, 'wd']))} at {c.care()}; will flag for {r.choice(['contact', 'enteric'])} precautions.")
    if r.random() < 0.4:
        n.ln(f"- pharmacy: {c.care()} {c.phone()}; fidaxomicin 200 mg BID x10 d sent {c.d(0, 'md' if c.c == 'US' else 'dm')}.")
    if r.random() < 0.4:
        n.ln(f"- pt now at {c.address()}")
    if r.random() < 0.3:
        n.ln(f"- copy of letter emailed to {c.email(fam)}")
    n.ln(f"Total time {r.randrange(5, 25)} min. {c.staff(c.person(), r.choice(['cred', 'init_cred', 'plain']))}")


def contact_tracing(c, n):
    r = c.r
    idx = c.person()
    dis = r.choice(["measles", "pulmonary TB", "pertussis", "meningococcal disease", "COVID-19", "mpox", "hepatitis A"])
    n.ln(r.choice(["CONTACT TRACING INTERVIEW", "Case investigation & contact tracing form", "Contact tracing - index case interview"]))
    n.ln(f"Index: {c.nm(idx, form=r.choice(['caps', 'full', 'mi']))}  {c.age(r.choice(['M/F', 'yo']))}  Case #{c.idn('case')}  Disease: {dis}")
    n.ln(f"Address: {c.address()}   Tel: {c.phone()}")
    n.ln(f"Occupation: {c.prof()} ({c.org()})   Interviewed {c.d(0)} by {c.staff(c.person(), 'plain')}")
    n.ln(f"Onset {c.d(-r.randrange(2, 8))}; infectious period {c.d(-r.randrange(8, 14))} to {c.d(r.randrange(1, 5))}. "
         f"Travel: {c.country()} ({c.d(-r.randrange(15, 40), r.choice(['month_y', None]))}).")
    n.ln("Contacts:")
    for i in range(r.randrange(3, 7)):
        f = c.person()
        rel = r.choice(PL.RELATIONS + ["coworker", "classmate"])
        n.ln(f" {i + 1}) {c.nm(f, 'FAMILY', r.choice(['full', 'given_init', 'lastfirst']))} - {rel}, {c.age(r.choice(['y', 'yo', 'age']), kid=rel in ('son', 'daughter', 'grandson', 'granddaughter', 'classmate', 'niece') and r.random() < 0.6)}, "
             f"{r.choice(['household', 'close', 'casual', 'car-share'])}; {c.phone() if r.random() < 0.7 else 'no phone'}"
             + (f"; attends {c.org()}" if r.random() < 0.3 else "") + (f"; {c.prof()}" if r.random() < 0.3 else ""))
    if r.random() < 0.6:
        n.ln(f"Car shared with coworkers: {r.choice(['silver sedan', 'white van', 'pickup'])}, plate {c.vehicle()}, {r.randrange(20, 90)} min daily commute.")
    if r.random() < 0.5:
        n.ln(f"Attended {r.choice(['church service', 'wedding', 'family gathering'])} on {c.d(-r.randrange(3, 9), r.choice(['wd', None]))} at {c.org()} (~{r.randrange(20, 200)} people).")
    if r.random() < 0.3:
        n.ln(f"Also visited over {P('DATE', r.choice(['Christmas', 'Thanksgiving', 'Easter', 'Diwali', 'Eid']))} - {r.randrange(4, 15)} relatives.")
    n.ln(f"ED visit {c.d(-r.randrange(1, 4))} at {c.hosp()} waiting room {r.randrange(2, 6)} h - exposure list requested from ED ({c.fax()} fax).")
    n.ln(f"Actions: MMR/PEP offered to susceptible contacts within 72 h; IGRA at 8 wk; letters sent. Data entered by {c.user(c.person())}.")


def transfer_notification(c, n):
    r = c.r
    p = c.person()
    n.ln(r.choice(["INTER-FACILITY INFECTION STATUS TRANSFER FORM", "Infection Control Transfer Notification", "IPC Inter-healthcare Transfer Form"]))
    n.ln(f"From: {c.hosp()} ({c.ward()})   To: {r.choice([c.hosp(), c.care()])}")
    n.ln(f"Transfer date: {c.d(0)}  ETA {c.time()}")
    n.ln(f"Name: {c.nm(p, form=r.choice(['caps', 'lastfirst', 'mi']))}   DOB: {c.dob()}   Age: {c.age('age', c.dob_age).replace('age ', '')}   Sex: {p['sex']}")
    lbl = {"US": "Member ID", "UK": "NHS No", "CA": "Health card"}[c.c]
    n.ln(f"{lbl}: {c.hplan()}   MRN: {c.mrn()}   " + ({"US": "SSN", "UK": "NI no", "CA": "SIN"}[c.c]) + f": {c.ssn()}")
    n.ln(f"Home address: {c.address()}")
    n.ln(f"NOK: {c.nm(c.person(), 'FAMILY', 'full')} ({r.choice(PL.RELATIONS)}) {c.phone()}")
    if r.random() < 0.6:
        n.ln(f"Identity verified at bedside by palm-vein scan, template {c.bio()}.")
    n.ln(f"Infection status: {r.choice(PL.ORGANISMS)} - {r.choice(['colonised', 'active infection', 'contact of case', 'resolved, still flagged'])}; first positive {c.d(-r.randrange(10, 400))}.")
    n.ln(f"Precautions required: {r.choice(PL.PRECAUTIONS)}.  Last stool {r.choice(['Bristol 4', 'Bristol 6', 'formed'])}; continent: {r.choice(['Y', 'N'])}.")
    n.ln(f"Devices: {r.choice(['PICC R arm', 'Foley 14Fr', 'PEG', 'tracheostomy', 'none'])}" + (f" (SN {c.device()})" if r.random() < 0.7 else "") +
         f"; wounds: {r.choice(['sacral PU cat 2', 'none', 'L BKA stump'])}.")
    n.ln(f"Antimicrobials: {r.choice(PL.ABX)} until {c.d(r.randrange(2, 10), 'md' if c.c == 'US' else 'dm')}.")
    n.ln(f"Transport: {P('ORGANIZATION', r.choice(PL.AMB_ORG))} ambulance, vehicle {c.vehicle()}; crew informed of precautions.")
    cl = c.person()
    n.ln(f"Completed by: {c.staff(cl, r.choice(['cred', 'plain']))}  Tel {c.phone()}  Fax {c.fax()}  {c.d(0)}")
    if r.random() < 0.5:
        n.ln(f"Sent electronically from {c.ip()} ({c.user(cl)}); receipt confirmed by {c.staff(c.person(), 'plain')}.")
