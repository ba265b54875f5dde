"""Ambulatory, nursing and communication genres: clinic visit, nursing,
telephone, portal message, ED note, pharmacy, home health."""
import datetime as dt
from pools import *
from phi import P
from blocks import *

DAY = dt.timedelta(days=1)


def _ref(g, c):
    return c.pname(g.ch(["title", "first", "first_last", "last", "full", "init", "fi", "nick"]))


def clinic_visit(g, c):
    r = g.r
    tele = g.p(0.3)
    L = header(g, c, g.ch(["Clinic Visit Note", "Office Visit - Internal Medicine", "Primary Care Follow-up",
                           "Telehealth Visit" if tele else "Annual Wellness Visit", "Return Visit"]), "outpt")
    L += [f"Visit type: {g.ch(['follow-up', 'new patient', 'annual physical', 'hospital follow-up'])}; provider {g.staff(c.pcp)}; "
          f"rooming by MA {g.name(g.person(), 'DOCTOR', g.ch(['first', 'first_last', 'fi']))}"]
    if tele:
        L.append(f"Video visit via {P('URL', g.url())}; patient located at home in {P('CITY', c.addr['city'])}, {P('STATE', g.ch(c.addr['state']))}; "
                 f"session IP {P('IPADDR', g.ip())}; consent obtained verbally at {clock(g)}.")
    L += ["", "SUBJECTIVE:",
          f"{c.pname(g.ch(['full', 'title', 'first_last', 'first']))} is a {g.age(c.age, c.sex, attr=True)} {g.ch(['patient', 'woman' if c.sex == 'F' else 'man'])} here for {g.ch(['diabetes follow-up', 'BP check', 'knee pain', 'depression follow-up', 'post-hospital visit', 'new cough'])}. "
          f"Last seen {g.D(c.d0 - g.ri(60, 400) * DAY, g.ch(['mdy', 'mon_y', 'mon_d', 'md']))}. "
          f"Since then {c.he} {g.ch(['was hospitalized at ' + P('HOSPITAL', g.hospital()), 'started a new job at ' + P('ORGANIZATION', g.employer()), 'traveled to ' + P('COUNTRY', c.country), 'lost ' + str(g.ri(3, 20)) + ' lb'])}. "
          f"Works as {g.ch(['a', 'a full-time', 'a night-shift'])} {P('PROFESSION', c.prof)}. {negword(g)} "
          f"{c.his.capitalize()} {c.rel} {c.famname()} {g.ch(['is present', 'called ahead', 'helps with meds', 'is also my patient'])}.",
          f"Home glucose log {g.ri(90, 160)}-{g.ri(161, 320)} mg/dL; {score(g)}; {score(g)}.",
          "Current medications: " + "; ".join(meds(g, g.ri(3, 7))),
          "", "OBJECTIVE:", vitals(g, g.ri(0, 3)), f"BMI {round(g.r.uniform(18, 46), 1)} kg/m2"] + r.sample(exam_lines(g), 3)
    L += [f"Labs ({g.D(c.d0 - g.ri(1, 20) * DAY, g.ch(['mdy', 'md', 'mdy1']))}): {labvals(g)}",
          "", "ASSESSMENT/PLAN:"]
    for i, d in enumerate(r.sample(ICD, g.ri(2, 4))):
        L.append(f"{i + 1}. {d[1].capitalize()} ({d[0]}) - {g.ch(['continue', 'increase', 'start', 'hold'])} {med_line(g)}.")
    L += [f"Health maintenance: colonoscopy {g.D(c.d0 - g.ri(200, 3000) * DAY, g.ch(['y', 'mon_y']))}; flu shot given today; Tdap {g.ch(['UTD', 'due'])}.",
          g.ch([f"Work note provided for {P('ORGANIZATION', c.employer)} excusing {g.D(c.d0, g.ch(['md', 'mon_d', 'mdy']))} through {g.D(c.d0 + g.ri(2, 7) * DAY, g.ch(['md', 'mon_d', 'mdy']))}.",
                f"Out of work {g.D(c.d0, 'md')}-{g.D(c.d0 + g.ri(2, 9) * DAY, 'md')}; note faxed to {P('ORGANIZATION', c.employer)} HR.",
                f"Off work from {g.D(c.d0, 'mabd')} to {g.D(c.d0 + g.ri(2, 9) * DAY, 'mabd')}; may return {g.D(c.d0 + 10 * DAY, 'wd')} with restrictions."]),
          f"Return in {g.ri(1, 6)} months or sooner; next appt {g.D(c.d0 + g.ri(30, 180) * DAY, g.ch(['wd_long', 'mdy', 'long', 'wd_md']))} at {appt(g)}.",
          f"Referral to {g.staff(c.cons)} at {P('HOSPITAL', g.clinic())}, fax {P('FAX', g.phone(False))}."]
    if g.p(0.3):
        L.append(f"Forms for {P('ORGANIZATION', g.ch(INSURERS))} completed; member {P('HEALTHPLAN', c.member)}.")
    if g.p(0.25):
        L.append(f"Scribe attestation: documented by {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'full']))} (scribe) in the presence of {g.name(c.pcp, 'DOCTOR', 'dr')}.")
    L += signature(g, c.pcp, c, license_p=0.3)
    return L


def nursing(g, c):
    r = g.r
    rn = c.rn
    day = g.p(0.5)
    T = clock_seq(g, 9, 7 if day else 19)
    L = [g.ch(["NURSING NOTE", "Nursing Shift Assessment", "RN Progress Note", "Nursing Admission Assessment"]) + f" - {P('HOSPITAL', c.unit)}",
         f"Pt: {c.pname(g.ch(['LF', 'lf', 'full']))}  MRN {P('MRN', c.mrn)}  Rm {P('LOCATION_OTHER', c.room)} Bed {P('LOCATION_OTHER', c.bed)}",
         f"Date/Time: {g.D(c.d0, g.ch(['mdy', 'mdy1', 'mdys']))} {clock(g)}   Shift: {g.ch(['0700-1900', 'days']) if day else g.ch(['1900-0700', 'nights'])}"]
    L += [f"{T[0]} Received report from {g.name(g.person(), 'DOCTOR', g.ch(['first', 'first_last', 'fi']))}, RN. "
          f"Pt {_ref(g, c)} A&Ox{g.ri(1, 4)}, {g.ch(['calm', 'restless', 'pleasant', 'tearful'])}. {vitals(g, 1)}. Pain {g.ri(0, 10)}/10.",
          f"{T[1]} {g.ch(['Foley draining clear yellow urine', 'Turned and repositioned q2h', 'PIV 20g L forearm patent', 'Bed alarm on, call light in reach'])}. "
          f"{score(g)}; {score(g)}. {negword(g)}",
          f"{T[2]} Gave {med_line(g)} and {med_line(g)} per MAR."]
    if g.p(0.55):
        L.append(f"{T[3]} {g.ch(['Hydromorphone', 'Oxycodone', 'Lorazepam'])} removed from dispensing cabinet by {g.name(rn, 'DOCTOR', 'first_last')} "
                 f"(user {P('USERNAME', g.username(rn))}, fingerprint ID {P('BIOID', g.bioid())}); waste witnessed by {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'first']))}.")
    L += [f"{T[4]} {g.ch(['Paged', 'Notified', 'Called'])} {g.name(c.res, 'DOCTOR', 'dr')} at {P('PHONE', g.pager())} re: {g.ch(['BP 88/50', 'HR 130s', 'blood glucose 58', 'new confusion', 'K 3.1'])}; orders received.",
          f"{T[5]} {c.his.capitalize()} {c.rel} {c.famname()} visited; {g.ch(['updated on plan', 'brought home CPAP', 'took valuables home', 'asked about discharge'])}."]
    if g.p(0.4):
        L.append(f"Valuables: {g.ch(['wallet, phone, car keys', 'glasses and dentures', 'cell phone and charger'])}; car ({g.ch(['gray sedan', 'blue pickup', 'white SUV'])}, plate "
                 f"{P('VEHICLE', g.plate())}) parked in the visitor garage.")
    if g.p(0.35):
        L.append(f"Home {g.ch(['CPAP', 'insulin pump', 'wound vac'])} checked by biomed, serial {P('DEVICE', g.device())}; safe for use.")
    if g.p(0.3):
        L.append(f"Transferred to {P('HOSPITAL', g.unit())} room {P('LOCATION_OTHER', g.room())} at {T[6]}; report to {g.name(g.person(), 'DOCTOR', 'first_last')}, RN, ext {P('PHONE', g.digits(4))}.")
    L += [f"{T[7]} VS recheck: {vitals(g, 0)}. POC glucose {g.ri(60, 380)} mg/dL; {g.ch(['insulin lispro 4 units SC given', 'no coverage needed', 'juice given, recheck 112'])}. I/O {g.ri(200, 2400)}/{g.ri(100, 2000)} mL.",
          f"Education: {g.ch(['fall precautions', 'incentive spirometer 10x/h', 'insulin teaching', 'heart failure diet'])}; teach-back {g.ch(['done', 'partial'])}.",
          f"Plan: {g.ch(['continue to monitor', 'discharge home tomorrow', 'PT/OT eval', 'NPO after midnight for procedure'])}. Discharge anticipated {g.D(c.d0 + g.ri(1, 3) * DAY, g.ch(['wd', 'md', 'wd_md']))}.",
          f"-- {g.name(rn, 'DOCTOR', g.ch(['first_last', 'fi', 'full']))}, {g.ch(['RN', 'BSN, RN', 'LPN'])}  {T[8]}"]
    return L


def telephone(g, c):
    r = g.r
    caller_is_fam = g.p(0.5)
    L = [g.ch(["TELEPHONE ENCOUNTER", "Phone Note", "Telephone Triage", "Nurse Triage Call"]),
         f"{P('HOSPITAL', c.clinic)}   {g.D(c.d0, g.ch(['mdy', 'wd_long', 'mdy1', 'dash']))} {clock(g)}",
         f"Patient: {c.pname(g.ch(['lf', 'full', 'LF']))}  DOB {g.D(c.dob, g.ch(['mdy', 'mdy1']))}  MRN {P('MRN', c.mrn)}"]
    if caller_is_fam:
        L.append(f"Caller: {c.famname('full')} ({c.rel}) at {P('PHONE', c.fam_phone)}; on HIPAA release form.")
    else:
        L.append(f"Caller: patient, call-back {P('PHONE', c.phone)}" + (f" or {P('PHONE', c.phone2)}" if g.p(0.4) else "") + ".")
    L += [f"Identity verified with name and DOB." + (f" SSN on file {P('SSN', g.ssn())} confirmed for billing." if g.p(0.25) else ""),
          f"Reason: {g.ch(['medication refill', 'new symptoms', 'lab results', 'question about bill', 'appointment change', 'side effects'])}.",
          g.ch([f"{_ref(g, c)} reports {g.ch(['dizziness since starting', 'cough despite', 'rash after', 'nausea on'])} {g.ch(DRUG_NAMES)} started {g.D(c.d0 - g.ri(2, 20) * DAY, g.ch(['wd', 'md', 'mon_d', 'wd_md']))}. Home BP {g.ri(90, 190)}/{g.ri(50, 110)}, HR {g.ri(48, 130)}.",
                f"Calling about results from {g.D(c.d0 - g.ri(1, 10) * DAY, g.ch(['md', 'mdy', 'wd']))}: {labvals(g, 4)}.",
                f"Requests refill of {med_line(g)} to {P('HOSPITAL', g.pharmacy())} on {P('STREET', g.street(False))}, ph {P('PHONE', g.phone(False))}.",
                f"Needs to reschedule; will be out of town in {P('CITY', g.city())}, {P('STATE', g.state()[0])} until {g.D(c.d0 + g.ri(3, 20) * DAY, g.ch(['md', 'mon_d', 'wd']))}."]),
          f"Med list reviewed: {'; '.join(meds(g, g.ri(2, 5)))}. Recent labs: {labvals(g, g.ri(2, 5))}.",
          f"Triage protocol: {g.ch(['Chest Pain', 'Dizziness', 'Medication Question', 'Rash'])}; disposition {g.ch(['home care', 'see within 24h', 'ED now', 'routine appt'])}.",
          f"Advice given: {g.ch(['hold the dose', 'take with food', 'go to the ED if symptoms worsen', 'increase fluids'])}. {negword(g)}"]
    if g.p(0.5):
        L.append(f"Routed to {g.name(c.pcp, 'DOCTOR', 'dr')}: {g.ch(['OK to refill x90 days', 'agree with plan', 'please schedule visit', 'start ' + med_line(g)])} -- {P('DOCTOR', (c.pcp.first[0] + c.pcp.last[0]).upper())}")
    if g.p(0.4):
        L.append(f"Appt made for {g.D(c.d0 + g.ri(1, 14) * DAY, g.ch(['wd_md', 'wd_long', 'mdy', 'wd']))} at {appt(g)} with {g.staff(g.ch([c.pcp, c.cons]))}.")
    doc = g.person()
    L += [f"Call time {g.ri(3, 25)} min. Documented by {g.name(doc, 'DOCTOR', g.ch(['first_last', 'fi', 'full']))}, {g.ch(['RN', 'LPN', 'MA'])} (user {P('USERNAME', g.username(doc))})."]
    return L


def portal(g, c):
    r = g.r
    sent = c.d0
    L = [g.ch(["Patient Portal Message", "MyHealth Message", "Secure Message", "Portal Message Thread"]),
         f"From: {c.pname(g.ch(['full', 'first_last']))} <{P('EMAIL', c.email)}>",
         f"Username: {P('USERNAME', c.uname)}   Login IP: {P('IPADDR', g.ip())}",
         f"To: {g.staff(c.pcp)} / {P('HOSPITAL', c.clinic)} pool",
         f"Sent: {g.D(sent, g.ch(['wd_long', 'mdy', 'abbr', 'iso']))} {clock(g)}",
         f"Subject: {g.ch(['question about my meds', 'refill please', 'test results?', 'feeling worse', 'work note', 'appointment'])}", ""]
    greet = g.ch(["Hi Dr. ", "Hello Dr. ", "Dear Dr. ", "Hi "])
    to = P("DOCTOR", c.pcp.last) if "Dr" in greet else P("DOCTOR", c.pcp.first)
    body = g.ch([
        f"I have been taking the {g.ch(DRUG_NAMES)} since {g.D(sent - g.ri(3, 30) * DAY, g.ch(['wd', 'md', 'mon_d']))} and my feet are swelling. My {c.rel} {c.famname('first')} thinks I should stop it. Can I?",
        f"I need a note for my job at {P('ORGANIZATION', c.employer)} for the days I missed ({g.D(sent - 3 * DAY, 'md')}-{g.D(sent - DAY, 'md')}). My manager {g.name(g.person(), 'FAMILY', g.ch(['first_last', 'title']))} needs it by {g.D(sent + 2 * DAY, 'wd')}.",
        f"Could you refill my {med_line(g)}? Please send it to {P('HOSPITAL', g.pharmacy())} in {P('CITY', c.addr['city'])}. My new number is {P('PHONE', g.phone(False))}.",
        f"I saw my results online ({labvals(g, 3)}). Is that bad? I am a {P('PROFESSION', c.prof)} so I am on my feet all day.",
        f"We are going to {P('COUNTRY', c.country)} for {g.holiday()} and I will be gone from {g.D(sent + 10 * DAY, g.ch(['md', 'mon_d']))} to {g.D(sent + 30 * DAY, g.ch(['md', 'mon_d']))}. Do I need any shots?",
        f"My glucose meter (serial {P('DEVICE', g.device())}) broke. My insurance is {P('ORGANIZATION', c.insurer)}, member ID {P('HEALTHPLAN', c.member)}. Can you order a new one?"])
    L += [f"{greet}{to},", "", body, "",
          g.ch(["Thanks,", "Thank you!", "Best,", "-"]) + " " + c.pname(g.ch(["first", "full", "nick", "first"]))]
    if g.p(0.5):
        L.append(f"{P('PHONE', c.phone)}")
    if g.p(0.6):
        L.append(f"(Medication list on file: {'; '.join(meds(g, g.ri(2, 5)))})")
    L += ["", "---- Reply ----",
          f"From: {g.staff(g.ch([c.pcp, c.rn]))}   {g.D(sent + g.ri(0, 2) * DAY, g.ch(['mdy', 'wd_md', 'abbr']))} {clock(g)}",
          g.ch([f"Hi {c.pname('first')}, ", f"Dear {c.pname('title')}, ", f"{c.pname('first')}, "]) +
          g.ch([f"please hold the {g.ch(DRUG_NAMES)} and come in {g.D(sent + DAY, g.ch(['wd', 'wd_md']))}. We have an opening at {clock(g)}.",
                f"the note is ready. You can print it at {P('URL', g.url())}.",
                f"your {labvals(g, 2)} are acceptable. {negword(g)} Keep taking {med_line(g)}.",
                f"I sent the order. Call us at {P('PHONE', g.phone())} if you have not heard by {g.D(sent + 5 * DAY, g.ch(['wd', 'md']))}.",
                f"please see the travel clinic at {P('HOSPITAL', g.clinic())}; e-mail {P('EMAIL', g.email(None))} to book."]),
          g.ch(["", f"-- {g.name(g.ch([c.pcp, c.rn]), 'DOCTOR', g.ch(['first', 'first_last', 'cred']))}", f"{g.staff(c.pcp)}"])]
    if g.p(0.3):
        L.append(f"[Audit: message opened by {P('USERNAME', c.uname)} from {P('IPADDR', g.ip())} on {g.D(sent + g.ri(1, 3) * DAY, 'mdy')} {clock(g)}]")
    return L


def ed_note(g, c):
    r = g.r
    mvc = g.p(0.4)
    L = [f"{P('HOSPITAL', c.hosp)} Emergency Department", g.ch(["ED PROVIDER NOTE", "Emergency Department Note", "ED Physician Documentation"]),
         f"Patient: {c.pname(g.ch(['LF', 'lf', 'full']))}  {g.age(c.age, c.sex, g.ch(['sexc', 'sex_sp', 'yo', 'y/o']))}  MRN {P('MRN', c.mrn)}  CSN {P('ACCOUNT', c.acct)}",
         f"Arrival: {g.D(c.d0, g.ch(['mdy', 'mdy1', 'wd_md']))} {clock(g)} via {g.ch(['EMS', 'private vehicle', 'walk-in', 'police'])}  Bed: {P('LOCATION_OTHER', g.ch(['Hall ' + str(g.ri(1, 20)), 'T' + str(g.ri(1, 12)), str(g.ri(1, 40)), 'Resus ' + str(g.ri(1, 4))]))}",
         f"Triage: ESI {g.ri(1, 5)}; {vitals(g, 0)}",
         f"Attending: {g.staff(c.att)}  Resident: {g.staff(c.res, 'MD')}  RN: {g.name(c.rn, 'DOCTOR', g.ch(['first_last', 'first', 'fi']))}", ""]
    if mvc:
        L += ["HPI:", f"{_ref(g, c)} is a {g.age(c.age, c.sex, attr=True)} restrained driver in an MVC at {clock(g)} on {P('STREET', g.street(False))} near {P('CITY', g.city())}. "
              f"Vehicle {g.ch(['plate', 'license plate', 'tag'])} {P('VEHICLE', g.plate())}, VIN {P('VEHICLE', g.vin())} per police report #{P('IDNUM', g.digits(8))}. "
              f"Airbags deployed. Officer {g.name(g.person(), 'FAMILY', g.ch(['last', 'first_last']))} at bedside. {eponym(g).capitalize()}."]
    else:
        L += ["HPI:", f"{_ref(g, c)} is a {g.age(c.age, c.sex, attr=True)} with {g.ch(ICD)[1]} presenting with {g.ch(['chest pain', 'SOB', 'fall', 'AMS', 'abdominal pain', 'laceration to hand'])} "
              f"that started {g.D(c.d0 - g.ri(0, 3) * DAY, g.ch(['wd', 'md', 'wd_md']))} at {clock(g)}. {negword(g)} {eponym(g).capitalize()}."]
    if g.p(0.3):
        L.append(f"Patient arrived without ID; identified by police via fingerprint ID {P('BIOID', g.bioid())}; driver's license {P('LICENSE', g.letters(1) + g.digits(3) + '-' + g.digits(4) + '-' + g.digits(4))} later brought by {c.rel} {c.famname()}.")
    elif g.p(0.3):
        L.append(f"Registration: SSN {P('SSN', g.ssn())}; address {g.addr_line(c.addr)}; home phone {P('PHONE', c.phone)}.")
    L += [f"Meds: {'; '.join(meds(g, g.ri(2, 5)))}", f"Social: {P('PROFESSION', c.prof)}; lives in {P('CITY', c.addr['city'])}; {g.ch(['no EtOH', 'EtOH daily', 'smokes 1 ppd'])}.",
          "Exam:"] + r.sample(exam_lines(g), 4)
    L += [f"Results: {labvals(g)}; ECG {g.ch(['NSR 82', 'STE in II, III, aVF', 'sinus tach 118'])} read at {clock(g)}; {score(g)}.",
          f"Course: {med_line(g)} at {clock(g)}, {med_line(g)} at {clock(g)}. Reassessed at {clock(g)}: improved.",
          f"Consults: {g.ch(SPECIALTIES)} - {g.staff(c.cons)} called at {clock(g)}, {P('PHONE', g.pager())}.",
          f"Dispo: {g.ch(['admit to ' + P('HOSPITAL', g.unit()), 'discharge home', 'transfer to ' + P('HOSPITAL', g.hospital()), 'observation'])}; {c.rel} {c.famname('first')} notified at {P('PHONE', c.fam_phone)}.",
          f"Dx: {icd(g)}"]
    if g.p(0.4):
        L.append(f"Workplace injury form for {P('ORGANIZATION', c.employer)} completed; claim contact {g.name(g.person(), 'FAMILY', 'first_last')} {P('PHONE', g.phone())}.")
    L += signature(g, c.att, c, license_p=0.3)
    return L


def pharmacy(g, c):
    r = g.r
    ph = g.person()
    L = [g.ch(["Pharmacy Medication Reconciliation", "Clinical Pharmacist Note", "Prior Authorization Request", "Outpatient Prescription"]),
         f"{P('HOSPITAL', g.ch([c.hosp, g.pharmacy(), c.clinic]))}  {g.D(c.d0, g.ch(['mdy', 'long', 'iso']))}",
         f"Patient: {c.pname(g.ch(['LF', 'lf', 'full']))}  DOB {g.D(c.dob, g.ch(['mdy', 'mdy1']))}  ({g.age(c.age, c.sex, g.ch(['yo', 'sexc', 'y/o', 'years old']))})",
         f"MRN {P('MRN', c.mrn)}  Address: {g.addr_line(c.addr)}  Phone {P('PHONE', c.phone)}",
         f"Plan: {P('ORGANIZATION', c.insurer)}  ID {P('HEALTHPLAN', c.member)}  Group {P('HEALTHPLAN', c.group)}  BIN {g.digits(6)} PCN {g.letters(4)}"]
    if g.p(0.3):
        L.append(f"SSN: {P('SSN', g.ssn())}")
    L += ["", f"Sources: patient, {c.rel} {c.famname()}, {P('HOSPITAL', g.pharmacy())} fill history ({P('PHONE', g.phone(False))}), and outside records from {P('HOSPITAL', g.hospital())}.",
          "Home medications verified:"] + ["- " + m + f" (last filled {g.D(c.d0 - g.ri(3, 80) * DAY, g.ch(['md', 'mdy1', 'mdys']))})" for m in meds(g, g.ri(3, 7))]
    L += [f"Interactions: {g.ch(DRUG_NAMES)} + {g.ch(DRUG_NAMES)} - monitor QTc; {labvals(g, 3)}; {score(g)}.",
          f"Adherence: {g.ch(['good', 'uses pill box', 'misses evening doses', 'cost barrier'])}. {negword(g)}"]
    if g.p(0.5):
        L.append(f"Controlled substance: {g.ch(['oxycodone 5 mg #20', 'lorazepam 0.5 mg #10', 'hydromorphone 2 mg #12'])}; PDMP checked at {clock(g)}; "
                 f"dispensed by {g.name(ph, 'DOCTOR', 'first_last')}, PharmD, biometric sign-in {P('BIOID', g.bioid())}.")
    pr = c.pcp
    L += [f"Prescriber: {g.staff(pr, 'MD')}  DEA {P('LICENSE', g.dea())}  NPI {P('LICENSE', g.npi())}",
          f"Prescriber phone {P('PHONE', g.phone())}  fax {P('FAX', g.phone(False))}"]
    if g.p(0.35):
        L.append(f"Glucometer/CGM serial {P('DEVICE', g.device())} registered to patient; pump {g.ch(DEVICE_MODELS)}.")
    if g.p(0.4):
        L.append(f"PA submitted via {P('URL', g.url())}, reference {P('IDNUM', g.idnum())}; decision expected by {g.D(c.d0 + g.ri(2, 7) * DAY, g.ch(['wd', 'md', 'mdy']))}.")
    L += [f"Reviewed by {g.name(ph, 'DOCTOR', g.ch(['first_last', 'cred', 'fi']))}" + (", PharmD" if g.p(0.5) else "") + f"  ext {P('PHONE', g.digits(4))}",
          f"Entered by user {P('USERNAME', g.username(ph))} at {clock(g)}"]
    return L


def home_health(g, c):
    r = g.r
    agency = g.facility() if g.p(0.3) else g.ch(HOSP_PLACE) + " Home Health"
    nurse = g.person()
    L = [f"{P('HOSPITAL', agency)} - {g.ch(['Home Health Skilled Nursing Visit', 'Home Health Start of Care', 'Home Visit Note', 'Hospice Home Visit'])}",
         f"Patient: {c.pname(g.ch(['LF', 'full', 'lf']))}  DOB {g.D(c.dob, g.ch(['mdy', 'mdy1', 'long']))}  Agency ID {P('MRN', c.mrn)}",
         f"Home: {g.addr_line(c.addr, g.ch([', ', ' ']))}  Tel {P('PHONE', c.phone)}",
         f"Visit: {g.D(c.d0, g.ch(['wd_long', 'mdy', 'wd_md', 'long']))}  Time in {clock(g)}  Time out {clock(g)}",
         f"Referring: {g.staff(c.pcp)}, {P('HOSPITAL', c.clinic)}  Fax {P('FAX', g.phone(False))}",
         f"Payer: {g.ch(INSURER_SHORT[:3])} / {P('ORGANIZATION', c.insurer)}  Beneficiary ID {P('HEALTHPLAN', g.healthplan())}"]
    if g.p(0.35):
        L.append(f"SSN {P('SSN', g.ssn())} on intake form.")
    L += ["",
          f"{_ref(g, c)} seen at home {g.ch(['with', 'alongside'])} {c.his} {c.rel} {c.famname()}, who is the caregiver. "
          f"{c.he.capitalize()} is a retired {P('PROFESSION', c.prof)} and lives in a {g.ch(['one-story house', 'second-floor apartment', 'mobile home'])} "
          f"{g.ch(['near', 'behind', 'across from'])} {P('LOCATION_OTHER', g.ch(['the Old Mill Water Tower', 'Riverside Grain Elevator', 'the Kettle Creek Bridge', 'Founders Park', 'the Lakeview Ferry Landing', 'Pemberton Square']))}.",
          f"Vitals: {vitals(g, 1)}. Fingerstick {g.ri(70, 340)} mg/dL. Pain {g.ri(0, 10)}/10. {score(g)}; {score(g)}.",
          f"Wound: {g.ch(['sacral stage 2', 'R heel unstageable', 'LLE venous ulcer'])} {g.ri(1, 6)}.{g.ri(0, 9)} x {g.ri(1, 5)}.{g.ri(0, 9)} cm, {g.ch(['granulating', 'slough 20%', 'no odor'])}; dressing with {g.ch(['hydrocolloid', 'silver alginate', 'Xeroform'])}.",
          f"Medications reviewed: {'; '.join(meds(g, g.ri(3, 6)))}."]
    if g.p(0.5):
        L.append(f"Equipment: {g.ch(['CPAP', 'oxygen concentrator', 'hospital bed', 'insulin pump'])} SN {P('DEVICE', g.device())}; supplier {P('ORGANIZATION', g.employer())} {P('PHONE', g.phone())}.")
    if g.p(0.3):
        L.append(f"{c.he.capitalize()} still drives to church at {P('ORGANIZATION', g.church())}; vehicle plate {P('VEHICLE', g.plate())} has disabled placard.")
    L += [f"Next visit {g.D(c.d0 + g.ri(2, 7) * DAY, g.ch(['wd', 'wd_md', 'md', 'mdy']))}; {c.rel} can be reached at {P('PHONE', c.fam_phone)}" +
          (f" or {P('EMAIL', g.email(c.fam))}." if g.p(0.5) else "."),
          g.ch([f"Family plans to host {g.holiday()} at the home; caregiver respite discussed.", f"Fell once around {g.holiday()}; no injury.", "No falls since last visit."]),
          f"Supervisor {g.name(g.person(), 'DOCTOR', g.ch(['first_last', 'full']))} notified of {g.ch(['fall risk', 'missed doses', 'wound change'])}. {negword(g)}",
          f"{g.name(nurse, 'DOCTOR', g.ch(['full', 'first_last']))}, {g.ch(['RN', 'LPN', 'PT', 'OT', 'MSW'])}  (user {P('USERNAME', g.username(nurse))})  e-signed {g.D(c.d0, g.ch(['mdy', 'iso']))} {clock(g)}"]
    return L


GENRES_B = {"clinic_visit": clinic_visit, "nursing": nursing, "telephone": telephone, "portal": portal,
            "ed_note": ed_note, "pharmacy": pharmacy, "home_health": home_health}
