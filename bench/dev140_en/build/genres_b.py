"""Genres B: CDU observation, ED discharge letter, major trauma, safeguarding referral, poisons advice."""
import datetime

import pools
import neg
import blocks as B
from phi import m


def cdu_observation(c, d):
    r = c.r
    doc = c.staff()
    d.line(r.choice(["CLINICAL DECISION UNIT - OBSERVATION RECORD", "CDU Admission & Obs", "ED Observation Ward Note",
                     "Short Stay / CDU Progress Notes"]))
    d.line(f"{m('HOSPITAL', c.hospital)} - {m('HOSPITAL', r.choice(pools.WARDS))} (CDU)  Bed {m('LOCATION_OTHER', str(r.randint(1, 16)))}")
    d.line(f"Patient: {B.pt(c, 'LF')}  {m('MRN', c.mrn())}  DOB {B.dob(c)} ({B.age(c)})")
    d.line(f"Admitted to CDU: {B.dt(c)} {c.time()} under {B.dr(c, doc)}")
    reason = r.choice(["head injury on anticoagulant - 24h obs", "paracetamol OD - NAC infusion", "renal colic - analgesia and urology r/v",
                       "syncope - telemetry", "cellulitis - IV abx, OPAT review", "alcohol withdrawal - CIWA monitoring",
                       "dengue with thrombocytopenia - platelet monitoring", "asthma - post nebs obs", "low-risk chest pain - serial trop"])
    d.line(f"Reason: {reason}")
    d.line("Discharge criteria: obs stable (NEWS2 < 3), tolerating diet, pain controlled, safe home.")
    day = c.day
    n = r.randint(3, 6)
    d.line("Date       Time   HR  BP       RR SpO2 T    GCS  NEWS2  Init")
    t = datetime.datetime(day.year, day.month, day.day, r.randint(0, 20), r.choice([0, 10, 15, 30, 45]))
    for i in range(n):
        if i:
            t += datetime.timedelta(hours=r.randint(1, 6), minutes=r.choice([0, 5, 15, 30]))
        day = t.date()
        rn = c.staff()
        d.line(f"{B.dt(c, day, 'dm')}  {t.hour:02d}{t.minute:02d}  {r.randint(55, 120):<3} {r.randint(95, 170)}/{r.randint(50, 100):<3}  {r.randint(12, 26):<2} {r.randint(91, 100)}%  {round(r.uniform(36, 38.6), 1)} "
               f"{r.choice(['15', '15', '14'])}   {r.randint(0, 6)}      {m('DOCTOR', rn.first[0] + rn.last[0])}")
    d.line("")
    d.line("Progress:")
    for i in range(r.randint(2, 4)):
        rn = c.staff()
        who = r.choice([B.dr(c, rn), B.nurse(c, rn)])
        if r.random() < 0.15:
            d.line(f"Telemetry pack {m('DEVICE', c.asset())} swapped (battery).")
        txt = r.choice([f"{B.ptref(c)} slept overnight, no vomiting.", "Pain 2/10, passing urine.",
                        f"{B.ptref(c)} asking to go home; {r.choice(['wife', 'husband', 'son', 'daughter'])} {B.fam(c, style='first')} to collect.",
                        f"Repeat bloods sent ({m('IDNUM', c.specimen())}).", "Tolerating diet and fluids.",
                        f"Seen by OT {m('DOCTOR', c.staff().form(r, 'full'))} - stairs assessment passed.",
                        f"Telemetry box {m('DEVICE', c.asset())} attached - NSR throughout.",
                        "CIWA 6, no further chlordiazepoxide required."])
        d.line(f"{B.dt(c, day, r.choice(['dm', 'wkshort']))} {c.time()} {who}: {txt}")
    for x in neg.lines(r, r.randint(1, 3)):
        d.line(x)
    d.line(f"Outcome: {r.choice(['discharged home', 'admitted to ' + m('HOSPITAL', r.choice(pools.WARDS)), 'transferred to ' + m('HOSPITAL', c.other_hospital())])} "
           f"on {B.dt(c, day)} at {c.time()}.")
    if r.random() < 0.5:
        d.line(f"Community follow-up: {m('HOSPITAL', c.gp_practice)} ({m('PHONE', c.phone(False))}).")
    B.sig(c, d, doc)
    if r.random() < 0.4:
        B.audit(c, d)


def ed_discharge_letter(c, d):
    r = c.r
    doc = c.staff()
    gp = c.staff()
    p = c.patient
    d.line(m("HOSPITAL", c.hospital))
    d.line(r.choice(["Emergency Department", "Department of Emergency Medicine", "Urgent & Emergency Care"]))
    d.line(f"{m('STREET', c.street())}, {m('CITY', c.town)}")
    d.line(f"Tel: {m('PHONE', c.phone(False))}   Fax: {m('FAX', c.phone(False))}")
    d.line(f"Email: {m('EMAIL', c.email())}")
    d.line("")
    d.line(f"Dr {m('DOCTOR', gp.form(r, r.choice(['full', 'il'])))}")
    d.line(m("HOSPITAL", c.gp_practice))
    for part in B.addr_parts(c):
        d.line(part)
    d.line("")
    d.line(f"Date: {B.dt(c, c.shift(r.randint(0, 2)), r.choice(['long', 'dmy', 'ord']))}")
    d.line("")
    d.line(f"Dear Dr {m('DOCTOR', gp.last)},")
    d.line("")
    d.line(f"Re: {B.pt(c, r.choice(['full', 'LFU']))}, DOB {B.dob(c)}, {B.address(c)}")
    for lab, val in B.id_lines(c):
        d.line(f"{lab}: {val}")
    d.line("")
    d.line(f"I saw your patient in the ED on {B.dt(c, None, r.choice(['wkd', 'long', 'dmy']))}. "
           f"{p.title_r(r)} {m('PATIENT', p.last)} is a {B.age(c)} {m('PROFESSION', r.choice(pools.PROFESSIONS))} who presented with "
           f"{r.choice(['chest pain', 'a fall', 'abdominal pain', 'a seizure', 'an allergic reaction', 'palpitations', 'an ankle injury', 'a headache'])}.")
    dx = r.sample(pools.ICD, 2)
    d.line("")
    d.line("Diagnosis:")
    for code, desc in dx:
        d.line(f"  {desc} ({code})")
    d.line("")
    d.line("Investigations: " + r.choice(["ECG normal sinus rhythm; trop 0/1h negative.", "X-ray: no bony injury.",
                                          "CT head: NAD.", "Bloods unremarkable apart from CRP 48.", "Urine dip positive."]))
    B.meds(c, d, header="Medication changes / TTOs:")
    d.line("")
    d.line("Actions for GP:")
    acts = [f"Please review in {r.randint(1, 3)} weeks and repeat U&E.", "Please consider outpatient echo.",
            f"Fracture clinic appointment booked for {B.dt(c, c.shift(r.randint(3, 10)), r.choice(['wkd', 'dmy', 'long']))}.",
            f"Referred to {m('HOSPITAL', c.other_hospital())} TIA clinic.", "Stop ibuprofen.",
            f"Discussed with {r.choice(['daughter', 'son', 'wife', 'husband'])} {B.fam(c)} who is aware of plan.",
            f"Referred to community falls team ({m('EMAIL', c.email())}).", "Safety-netting advice given."]
    for a in r.sample(acts, r.randint(2, 4)):
        d.line(f"- {a}")
    for x in neg.lines(r, r.randint(1, 2)):
        d.line(x)
    d.line("")
    d.line(r.choice(["Yours sincerely,", "Kind regards,", "Many thanks,"]))
    d.line("")
    B.sig(c, d, doc, bleep=False)
    B.cc_block(c, d, gp)
    if r.random() < 0.6:
        B.typist(c, d, doc)


def major_trauma(c, d):
    r = c.r
    tl = c.staff()
    d.line(r.choice(["TRAUMA TEAM ACTIVATION RECORD", "Major Trauma - Resus Documentation", "Trauma Call Proforma",
                     "MLC - Polytrauma Case Record" if c.country == "India" else "Trauma Team Record"]))
    d.line(f"{m('HOSPITAL', c.hospital)}  Resus bay {m('LOCATION_OTHER', str(r.randint(1, 6)))}")
    unknown = r.random() < 0.4
    if unknown:
        d.line(f"Patient: UNKNOWN {r.choice(['MALE', 'FEMALE'])} ({r.choice(['Alpha', 'Bravo', 'Zulu', 'Trauma'])} {r.randint(1, 9)})  temp MRN {m('MRN', c.mrn())}")
        d.line(f"Later identified as {B.pt(c, 'full')} via {r.choice(['police fingerprint match', 'biometric check'])} (ref {m('BIOID', c.bioid())}) at {c.time()}.")
    else:
        d.line(f"Patient: {B.pt(c, r.choice(['LFU', 'LF']))}  {B.age(c)}  {m('MRN', c.mrn())}")
    if r.random() < 0.3:
        d.line(f"Insurance: {r.choice(['PMJAY', 'TPA', 'EHIC', 'travel policy', 'private'])} {m('HEALTHPLAN', c.healthplan())}"
               + (f"; national of {m('COUNTRY', r.choice(pools.FOREIGN_COUNTRIES))}" if r.random() < 0.5 else ""))
    d.line(f"Date: {B.dt(c)}  Pre-alert {c.time()}  Arrival {c.time()}  TTA level {r.choice(['1', '2', 'Full', 'Red'])}")
    if c.country == "India":
        d.line(f"MLC No: {m('IDNUM', c.case_ref('mlc'))}   Police station intimated; FIR {m('IDNUM', c.case_ref('police'))}")
    elif r.random() < 0.6:
        d.line(f"Police: {r.choice(['PC', 'Garda', 'DC', 'Sgt'])} {m('FAMILY', c.person().form(r, 'last'))}, crime/incident ref {m('IDNUM', c.case_ref('police'))}")
    mech = r.choice([f"high-speed RTC, driver of {m('VEHICLE', c.plate())}, VIN {m('VEHICLE', c.vin())} per police",
                     f"fall from height ~6 m, scaffold at {m('ORGANIZATION', c.employer())}",
                     f"motorcyclist vs HGV on {m('STREET', c.road())}, {m('CITY', c.town)}",
                     f"stab wound L flank at {B.lm(c)}",
                     f"crush injury - tractor rollover on farm near {m('CITY', c.town)}",
                     f"pedestrian vs car outside {m('ORGANIZATION', c.school())}"])
    d.line(f"Mechanism: {mech}")
    d.line("Team:")
    roles = ["Trauma team leader", "Airway", "Procedures", "Scribe", "Runner", "Nurse lead", "Anaesthetics", "Gen surg reg", "Ortho reg", "Radiographer"]
    for role in r.sample(roles, r.randint(4, 7)):
        p = tl if role == "Trauma team leader" else c.staff()
        d.line(f"  {role}: {m('DOCTOR', p.form(r, r.choice(['full', 'il', 'LF'])))}")
    d.line("Primary survey:")
    d.line(f"  <C> {r.choice(['no catastrophic haemorrhage', 'tourniquet R thigh applied at scene'])}")
    d.line(f"  A: {r.choice(['patent, collar', 'gurgling - suctioned, Guedel airway inserted', 'RSI at 14:22, grade 1 view'])}")
    d.line(f"  B: RR {r.randint(8, 36)}, SpO2 {r.randint(82, 100)}%, {r.choice(['reduced AE R', 'equal AE', 'surgical emphysema L chest wall'])}")
    d.line(f"  C: HR {r.randint(60, 150)}, BP {r.randint(70, 150)}/{r.randint(40, 90)}, {r.choice(['pelvic binder', 'FAST +ve Morison pouch', 'FAST negative'])}, code red {r.choice(['activated', 'not activated'])}")
    d.line(f"  D: GCS {r.randint(3, 15)}, pupils {r.choice(['PEARL 3 mm', 'R 5 mm sluggish', 'equal'])}, BM {round(r.uniform(4, 12), 1)}")
    d.line(f"  E: {r.choice(['deformed L femur, Thomas splint', 'open tib/fib R', 'abrasions torso', 'degloving L hand'])}")
    d.line(f"Imaging: trauma CT {c.time()} accession {m('IDNUM', c.specimen())} - {r.choice(['R haemopneumothorax, #ribs 4-8', 'splenic laceration grade III', 'SDH 8 mm, no shift', 'unstable pelvic fracture APC II'])}")
    d.line(f"Bloods: major haemorrhage protocol {r.choice(['activated', 'not activated'])}, TXA 1 g at {c.time()}, group & save {m('IDNUM', c.specimen())}")
    rel, q = B.relative_pair(c)
    d.line(f"NOK: {rel} {m('FAMILY', q.form(r, 'full'))}, {m('PHONE', c.phone(True))} - "
           f"{r.choice(['informed by police', 'en route', 'in relatives room', 'not yet contacted'])}. Lives {m('STREET', c.street())}, {m('CITY', c.town)}.")
    if r.random() < 0.5:
        d.line(f"Occupation: {m('PROFESSION', r.choice(pools.PROFESSIONS))} ({m('ORGANIZATION', c.employer())}).")
    d.line(f"Disposition: {r.choice(['theatre', 'ICU', 'transfer to MTC ' + m('HOSPITAL', c.other_hospital()), 'HDU', 'neurosurgery at ' + m('HOSPITAL', c.other_hospital())])} at {c.time()}. ISS est {r.randint(9, 50)}.")
    for x in neg.lines(r, r.randint(1, 3)):
        d.line(x)
    B.sig(c, d, tl, role=r.choice(["Consultant EM", "TTL", "ST6 EM"]))
    if r.random() < 0.3:
        d.line(f"Datix {m('IDNUM', c.case_ref('datix'))} submitted re {r.choice(['delay to CT', 'blood product wastage', 'equipment failure'])}.")


def safeguarding_referral(c, d):
    r = c.r
    child = c.age < 18
    ref = c.staff()
    agency = {"UK": r.choice(["MASH", "Children's Social Care", "Adult Social Care"]),
              "Ireland": r.choice(["Tusla", "HSE Safeguarding and Protection Team"]),
              "India": r.choice(["Child Welfare Committee", "District Child Protection Unit", "One Stop Centre"])}[c.country]
    d.line(r.choice(["SAFEGUARDING REFERRAL FROM ED", "Vulnerable Adult Referral" if not child else "Child Protection / Welfare Referral",
                     "Safeguarding Concern Form", "Standard Report Form" if c.country == "Ireland" else "Inter-agency Referral Form"]))
    d.line(f"To: {agency} ({m('EMAIL', c.email(org=agency))})   Ref: {m('IDNUM', c.case_ref('sg'))}")
    d.line(f"From: {B.staffname(c, ref)}, {c.role()}, {m('HOSPITAL', c.hospital)} ED, tel {m('PHONE', c.phone(False))}")
    d.line(f"Date of referral: {B.dt(c)}   Date of concern: {B.dt(c, c.shift(-r.randint(0, 3)))}")
    d.line("")
    d.line("Subject:")
    d.line(f"  Name: {B.pt(c, 'full')}  DOB: {B.dob(c)}  Age: {m('AGE', c.age)}")
    d.line(f"  Address: {B.address(c)}")
    d.line(f"  {B.first_id(c)}")
    if child:
        d.line(f"  School: {m('ORGANIZATION', c.school())}")
    else:
        d.line(f"  Occupation: {m('PROFESSION', r.choice(pools.PROFESSIONS))}")
    d.line("Household / significant others:")
    for _ in range(r.randint(2, 4)):
        rel, q = B.relative_pair(c)
        ra = B.rel_age(c, rel)
        extra = f", {m('AGE', ra)}" if ra and r.random() < 0.7 else ""
        d.line(f"  - {m('FAMILY', q.form(r, r.choice(['full', 'LF'])))} ({rel}{extra})" + (f" {m('PHONE', c.phone(True))}" if r.random() < 0.4 else ""))
    d.line("")
    d.line("Nature of concern:")
    concerns = [f"{B.ptref(c)} attended with {r.choice(['bruising of different ages', 'a spiral fracture', 'burns inconsistent with history', 'injuries after an assault at home', 'self-neglect'])}.",
                f"Explanation given by {B.fam(c)} changed between triage and medical review.",
                f"Disclosed that {B.fam(c)} {r.choice(['hits her', 'controls her money', 'locks him in', 'takes her phone'])}.",
                f"Third ED attendance since {B.dt(c, c.past(20, 120), r.choice(['my', 'dm', 'long']))} (previous {B.dt(c, c.past(5, 60), 'dmy')}).",
                f"Concern re exploitation - seen in a car {m('VEHICLE', c.plate())} with older males.",
                f"Known to social worker {m('FAMILY', c.person().form(r, 'full'))} ({m('PHONE', c.phone(False))}).",
                "Home conditions described by paramedics as squalid; no food in fridge.",
                f"Missed {r.randint(2, 5)} appointments at {m('HOSPITAL', c.gp_practice)}."]
    for s in r.sample(concerns, r.randint(3, 5)):
        d.line(f"  {s}")
    d.line(f"Body map completed: {r.choice(['yes', 'yes - attached', 'no'])}. Photographs: {r.choice(['medical photography', 'none'])}.")
    d.line(f"Capacity: {r.choice(['has capacity for this decision', 'lacks capacity - best interests', 'Gillick competent', 'N/A - child'])}. Consent to refer: {r.choice(['yes', 'no - referred without consent (risk)', 'parent informed'])}.")
    if r.random() < 0.5:
        d.line(f"Police informed: {r.choice(['PC', 'DC', 'Garda', 'SI'])} {m('FAMILY', c.person().form(r, 'last'))}, ref {m('IDNUM', c.case_ref('police'))}.")
    plans = ["admitted to " + m("HOSPITAL", r.choice(pools.WARDS)) + " as place of safety", "strategy meeting requested"]
    plans += (["discharged to care of grandmother " + B.fam(c), "emergency foster placement via out-of-hours social worker"] if child
              else ["refuge placement arranged via helpline", "home with package of care; GP informed"])
    d.line(f"Immediate plan: {r.choice(plans)}.")
    if r.random() < 0.3:
        d.line(f"Police custody record shows prior identification by fingerprint (bio ref {m('BIOID', c.bioid())}).")
    for x in neg.lines(r, r.randint(0, 2)):
        d.line(x)
    d.line(f"Discussed with named nurse {B.staffname(c)} (ext {m('PHONE', c.bleep())}) and consultant {B.dr(c)}.")
    if r.random() < 0.5:
        d.line(f"Submitted via {m('URL', c.url())} from {m('IPADDR', c.ip())}")


AGENTS = [("paracetamol", "24 x 500 mg tabs", "paracetamol level at 4h"), ("sertraline", "28 x 100 mg", "ECG for QTc"),
          ("amitriptyline", "~20 x 25 mg", "ECG, watch QRS"), ("ibuprofen", "16 x 200 mg", "U&E"),
          ("iron tablets (ferrous sulfate)", "unknown, child", "serum iron at 4h"), ("button battery", "1 x CR2032", "urgent X-ray"),
          ("organophosphate (chlorpyrifos)", "~50 mL", "cholinesterase, atropinisation"), ("paraquat", "1 mouthful", "urine dithionite test"),
          ("Russell's viper bite", "envenomation", "20WBCT"), ("common krait bite", "neurotoxic", "ptosis monitoring"),
          ("ethylene glycol (antifreeze)", "~100 mL", "osmolar gap"), ("dishwasher pod", "bit into 1", "observe for stridor"),
          ("quetiapine", "30 x 200 mg", "obs, ECG"), ("methadone", "child drank ~5 mL", "admit for 12h obs"),
          ("yellow oleander seeds", "2 seeds", "serial ECG, K+"), ("carbon monoxide", "faulty boiler", "COHb")]


def poisons_advice(c, d):
    r = c.r
    ag, dose, inv = r.choice(AGENTS)
    caller = c.staff()
    advisor = c.staff()
    svc = {"UK": "National Poisons Information Service", "Ireland": "National Poisons Information Centre",
           "India": r.choice(["Poison Information Centre", "State Poison Control Centre"])}[c.country]
    d.line(r.choice(["TOXICOLOGY ADVICE CALL LOG", "Poisons enquiry record", "Tox advice - telephone consultation"]))
    d.line(f"Service: {svc}   Enquiry ref: {m('IDNUM', c.case_ref('tox'))}")
    d.line(f"Call date: {B.dt(c)}  Time: {c.time()}  Duration {r.randint(4, 25)} min")
    d.line(f"Caller: {B.titled(c, caller, c.role(), 'full')}, {m('HOSPITAL', c.hospital)} ED, call-back {m('PHONE', c.phone(False))} ext {m('PHONE', c.bleep())}")
    d.line(f"Advice given by: {m('DOCTOR', advisor.form(r, r.choice(['full', 'il'])))} (SPI) / consultant toxicologist {B.dr(c)}")
    d.line("")
    d.line(f"Patient: {B.pt(c, r.choice(['full', 'inits', 'LF']))}, {B.age(c)}, weight {r.randint(8, 110)} kg, {m('MRN', c.mrn())}")
    route = "bite" if "bite" in ag else "inhalation" if "monoxide" in ag else r.choice(["oral", "oral", "oral (+ dermal)"]) if "phos" in ag else "oral"
    d.line(f"Agent: {ag}   Amount: {dose}   Route: {route}")
    d.line(f"Time of exposure: {c.time()} on {B.dt(c, c.shift(-r.randint(0, 1)), r.choice(['dm', 'weekday', 'wkshort']))} "
           f"({r.choice(['staggered over 3h', 'single ingestion', 'unknown', 'witnessed by ' + r.choice(B.REL_F) + ' ' + B.fam(c, style='first')])})")
    d.line(f"Intent: {r.choice(['intentional', 'accidental', 'unclear', 'therapeutic error'])}. Co-ingestants: {r.choice(['ETOH', 'none', 'codeine', 'unknown'])}.")
    d.line("Clinical: " + B.vitals(c, full=False))
    d.line(f"TOXBASE consulted: yes. Key investigation: {inv}.")
    d.line("Advice:")
    specific = {"paracetamol": "Start acetylcysteine 21h regimen if level above treatment line.",
                "sertraline": "12-lead ECG and repeat at 6h; benzodiazepine for agitation.",
                "amitriptyline": "Sodium bicarbonate 50 mL 8.4% if QRS > 120 ms.",
                "organophosphate": "Atropine 1.2 mg IV, double every 5 min until atropinised.",
                "paraquat": "Avoid supplemental O2 unless SpO2 < 92%.",
                "Russell": "ASV 10 vials, repeat 20WBCT at 6h.", "krait": "ASV 10 vials; neostigmine trial if ptosis.",
                "ethylene": "Fomepizole; discuss haemodialysis with renal.", "button": "Discuss with ENT for urgent endoscopy.",
                "oleander": "Serial ECG; digoxin-specific antibody fragments if bradyarrhythmia.",
                "carbon monoxide": "High-flow O2 15L NRB; discuss HBOT if neuro signs.",
                "methadone": "Naloxone 400 mcg IV PRN; observe 12h post last dose."}
    advice = [v for k, v in specific.items() if k in ag][:1]
    advice += r.sample(["Activated charcoal not indicated (>1h).", "12-lead ECG on arrival.", "Admit for observation minimum 12h.",
                        "Medically fit after 6h if asymptomatic.", "Psychiatric liaison review once medically fit.",
                        "Repeat U&E, LFT, INR at 24h.", "Call back if deterioration."], r.randint(2, 4))
    for a in advice:
        d.line(f"  - {a}")
    if c.country == "India" and r.random() < 0.7:
        d.line(f"MLC registered: {m('IDNUM', c.case_ref('mlc'))}; pesticide container brought by {r.choice(B.REL_M)} {B.fam(c)} ({m('PROFESSION', r.choice(['farmer', 'farm labourer', 'tea estate worker']))}).")
    elif r.random() < 0.5:
        d.line(f"Tablets belonged to {r.choice(['grandmother', 'mother', 'flatmate', 'father'])} {B.fam(c)}; obtained from {m('HOSPITAL', r.choice(pools.PHARMACIES[c.country]))}.")
    d.line(f"Follow-up call {r.choice(['requested', 'made'])} {B.dt(c, c.shift(1), r.choice(['dm', 'weekday']))} - {r.choice(['improving', 'discharged', 'transferred to ICU'])}.")
    d.line(f"Enquiry emailed to {m('EMAIL', c.email(caller))}")
    for x in neg.lines(r, r.randint(1, 2)):
        d.line(x)
