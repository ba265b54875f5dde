"""The eleven genres of dev86_en. Each function takes a Ctx and a `terse` flag and returns
(marked_text, layout). All PHI goes through P()/Ctx helpers; hard negatives through N()."""
import datetime as dt

import pools
from compose import (P, N, pad, fdate, words, Ctx, labs_inline, labs_table, vitals, meds, icd, ep, epd, tm, hhmm,
                     wordneg, ANY_STYLES, FULL_STYLES)


def _j(lines):
    return "\n".join(lines)


def _ins(c, pat=None):
    return c.fac(pat or pools.INSURER_PATTERNS)


def _emp(c):
    return c.fac(pools.EMPLOYER_PATTERNS)


UC_SIGNS = ["Tinel sign", "Lachman test", "Murphy's sign", "Kernig sign"]
DENT_EPS = ["Graves disease", "Crohn's disease", "Hashimoto thyroiditis", "Down syndrome"]
BH_EPS = ["Parkinson's disease", "Down syndrome"]


def _prof_phrase(c, cap=False):
    """Occupation sentence: the patient's own, or a parent's for a child."""
    if c.age < 16:
        s = f"{c.his} {c.fam[0]['rel']} works as a {P('PROFESSION', c.prof)}"
    else:
        s = f"{c.he} is a {P('PROFESSION', c.prof)}"
    return s[0].upper() + s[1:] if cap else s


def _fam_phrase(c, i=0):
    fm = c.fam[i]
    return f"{fm['rel']} {c.famname(i)}"


# ================================================================ 1 faxed referral packet
def _fax_office_note(c, clinic):
    r = c.r
    vd = c.visit - dt.timedelta(days=r.randint(2, 30))
    first_sx = vd - dt.timedelta(days=r.randint(20, 120))
    L = ["", f"--- {N('page', 'WORD')} 3 of {r.randint(4, 14)} ---", f"OFFICE VISIT NOTE  {c.D(vd, ['mdy', 'long', 'wd_long'])}",
         f"{P('HOSPITAL', clinic)}  |  Provider: {c.doc(0, r.choice(['fullcred', 'icred']))}  |  MA: {P('DOCTOR', c.docs[2]['first'])}",
         f"Patient: {c.pt('fml')}   Age: {P('AGE', c.age)}   Acct: {P('ACCOUNT', c.acct)}", ""]
    L.append(f"HPI: {c.pt('first')} is a {c.agep(r.choice(['dash', 'yo']))} {c.sexw} seen with {c.his} "
             f"{_fam_phrase(c, 1)}. Symptoms started around {c.D(first_sx, ['md', 'mon_d', 'month_year'])} while "
             f"{c.he} was working as a {P('PROFESSION', c.prof)}, worse after a trip to {P('CITY', r.choice(pools.CITIES))} "
             f"{c.D(first_sx + dt.timedelta(days=r.randint(3, 15)), ['md', 'wd_md'])}-"
             f"{c.D(first_sx + dt.timedelta(days=r.randint(16, 19)), ['md'])}. {c.he.capitalize()} was told at "
             f"{P('HOSPITAL', c.fac(pools.UC_PATTERNS))} that it was \"probably {r.choice(['viral', 'muscular', 'reflux'])}\". "
             f"{wordneg(r)} {c.his.capitalize()} {c.fam[0]['rel']} {c.famname(0, 'first')} notes {c.he} has been "
             f"{r.choice(['more short of breath on the stairs', 'sleeping more', 'skipping meals', 'dropping things'])}. "
             f"No history of {epd(r)} or {epd(r)}. Father had {N('MI', 'CODE')} at {P('AGE', r.randint(40, 70))}.")
    L.append(f"ROS: negative for fever, chills, {r.choice(['melena', 'hematuria', 'syncope'])}; positive for fatigue.")
    L.append(f"Exam: {vitals(r)}. {N('BMI 31.4', 'MEAS')}. Heart irregularly irregular; lungs with faint basilar crackles; "
             f"{N('1+', 'MEAS')} edema. {ep(r, ['Babinski sign', 'Romberg', 'Homans sign', 'Murphy' + chr(39) + 's sign'])} negative.")
    L.append(f"Labs today: {labs_inline(r, r.randint(4, 7))}.")
    L.append("Assessment/Plan:")
    for code, desc in icd(r, 2):
        L.append(f"  # {desc} ({code}): {r.choice(['start', 'continue', 'hold'])} {meds(r, 1)[0]}; referral placed.")
    L.append(f"  {wordneg(r)} Recheck {c.D(c.date_after(20, 60), ['wd_md', 'md', 'long'])}.")
    L.append(f"Dictated by {c.doc(0, 'drdot')}; transcribed {c.D(vd + dt.timedelta(days=1), ['md', 'mdy_nz'])} by "
             f"{P('DOCTOR', c.docs[4]['first'] + ' ' + c.docs[4]['last'])}  "
             f"{P('DOCTOR', (c.docs[0]['first'][0] + c.docs[0]['last'][0]).upper())}/{P('DOCTOR', (c.docs[4]['first'][0] + c.docs[4]['last'][0]).lower())}")
    return L


def fax_referral(c, terse):
    r = c.r
    clinic = c.fac(pools.CLINIC_PATTERNS)
    dest = c.fac(pools.HOSPITAL_PATTERNS + pools.CLINIC_PATTERNS)
    spec = r.choice(["Cardiology", "Nephrology", "Orthopedics", "Neurology", "Gastroenterology", "Pulmonology",
                     "Endocrinology", "General Surgery"])
    sent = c.visit
    ins = _ins(c)
    fdig = c.new_phone_digits()
    pipe = r.random() < 0.55
    L = []
    L.append("FAX COVER SHEET" if r.random() < 0.6 else "*** FACSIMILE TRANSMITTAL ***")
    L.append(P("HOSPITAL", clinic))
    L.append(c.other_addr())
    cdig = c.new_phone_digits()
    L.append(f"Phone: {c.phone(cdig)}   Fax: {c.phone(fdig, 'FAX')}")
    L.append("")
    L.append(f"Date: {c.D(sent)}  Time: {tm(r)}")
    L.append(f"To: {c.doc(1, 'drfull')} / {N(spec, 'ROLE')}, {P('HOSPITAL', dest)}")
    L.append(f"Fax: {c.phone(t='FAX')}")
    L.append(f"From: {c.doc(0, 'fullcred')}")
    L.append(f"Contact: {c.staff(3, r.choice(['referral coordinator', 'clerk', 'MA']))}, {c.phone(style='ext')}")
    L.append(f"Pages (including cover): {r.randint(3, 14)}")
    L.append(f"RE: Referral for {c.pt('LF')}   DOB {c.D(c.dob, ['mdy', 'mdy_nz', 'dmy_abbr'])}")
    L.append("")
    L.append("CONFIDENTIALITY NOTICE: This facsimile contains protected health information that is privileged "
             "and confidential. If you received it in error, notify the sender at " + c.phone(cdig, 'PHONE', 'dash') +
             " and destroy all copies. Re-disclosure is prohibited by federal law.")
    L.append("")
    L.append(f"--- {N('page', 'WORD')} 2 of {r.randint(3, 14)} ---")
    L.append("OUTPATIENT REFERRAL FORM")
    L.append(f"Patient name: {c.pt('LF')}    Sex: {c.sex}    DOB: {c.D(c.dob, ['mdy'])}    Age: {P('AGE', c.age)}")
    L.append(f"Address: {c.addr_line()}")
    L.append(f"Home phone: {c.phone(c.phone_digits)}    Cell: {c.phone(c.cell_digits)}")
    if r.random() < 0.6:
        L.append(f"E-mail: {P('EMAIL', c.email(c.first, c.last))}")
    L.append(f"MRN: {P('MRN', c.mrn)}    Referral #: {P('IDNUM', c.idnum('req'))}")
    L.append(f"Primary insurance: {P('ORGANIZATION', ins)}    Member ID: {P('HEALTHPLAN', c.member)}    Group: {P('HEALTHPLAN', c.group)}")
    if r.random() < 0.5:
        L.append(f"Secondary: {N('Medicaid', 'PUBLIC')}  ID {P('HEALTHPLAN', c.mk_member())}")
    L.append(f"Emergency contact: {c.famname(0, 'full')} ({c.fam[0]['rel']})  {c.phone()}")
    L.append(f"Referring provider: {c.doc(0, 'fmlcred')}    NPI: {P('LICENSE', c.npi())}")
    L.append(f"Specialty requested: {N(spec, 'ROLE')}    Urgency: {r.choice(['routine', 'urgent - within 2 weeks', 'STAT'])}")
    codes = icd(r, 3)
    L.append("")
    L.append("Reason for referral:")
    L.append(f"{c.agep(r.choice(['dash', 'yo', 'words']))} {c.sexw} {c.prof and 'who works as a ' + P('PROFESSION', c.prof)}, "
             f"seen in our clinic {c.D(c.visit - dt.timedelta(days=r.randint(3, 40)), ['mdy_nz', 'md', 'wd_md'])} for "
             f"{codes[0][1]}. {wordneg(r)} Prior workup at {P('HOSPITAL', c.fac(pools.HOSPITAL_PATTERNS))} in "
             f"{P('DATE', fdate(c.visit - dt.timedelta(days=r.randint(200, 900)), 'month_year'))}. History of {epd(r)}. "
             f"{c.title} {P('PATIENT', c.last)} prefers calls to {c.his} {c.fam[0]['rel']} {c.famname(0, 'first')}.")
    L.append("")
    L.append("Problem list:")
    for code, desc in codes:
        L.append(f"  - {desc} ({code})")
    L.append("Current medications:")
    for m in meds(r, r.randint(3, 7)):
        L.append(f"  - {m}")
    L.append(f"Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa (hives)', 'codeine (nausea)'])}")
    ld = c.D(c.visit - dt.timedelta(days=r.randint(1, 20)), ["mdy_nz", "md", "mdy_short"])
    L.append(f"Recent labs ({ld}):")
    L.append(labs_table(r, r.randint(5, 9), ld, pipe=pipe))
    L.append(f"Vitals at last visit: {vitals(r)}")
    if r.random() < 0.6:
        L.append(f"Imaging: echo {c.D(c.visit - dt.timedelta(days=r.randint(5, 60)), ['md', 'mdy_nz'])} showed "
                 f"{N('EF 35-40%', 'MEAS')}; accession {P('IDNUM', c.idnum('acc'))}.")
    if r.random() < 0.4:
        L.append(f"Device: {r.choice(['dual-chamber pacemaker', 'ICD', 'insulin pump', 'loop recorder'])} "
                 f"{N(r.choice(['Medtronic Azure', 'Boston Scientific Accolade', 'Tandem t:slim X2', 'Abbott Assert-IQ']), 'CODE')}, "
                 f"SN {P('DEVICE', c.device_sn())}")
    if r.random() < 0.55:
        L += _fax_office_note(c, clinic)
    L.append("")
    L.append(f"Electronically signed by {c.doc(0, 'fullcred')} on {c.D(sent, ['mdy', 'mdy_nz'])} at {tm(r)}")
    L.append(f"Sent by user {P('USERNAME', c.username(c.docs[3]['first'], c.docs[3]['last']))} from fax server "
             f"{P('IPADDR', c.ip())}  Job {P('IDNUM', c.idnum('job'))}")
    if r.random() < 0.5:
        L.append(f"Please upload records to {P('URL', c.url('referrals/upload'))} or reply to "
                 f"{P('EMAIL', c.email(c.docs[3]['first'], c.docs[3]['last']))}")
    return _j(L), "form lines + " + ("pipe table" if pipe else "fixed-width columns")


# ================================================================ 2 dictated consult letter
def consult_letter(c, terse):
    r = c.r
    prac = c.fac(pools.CLINIC_PATTERNS + pools.HOSPITAL_PATTERNS)
    ref = c.fac(pools.CLINIC_PATTERNS)
    spec = r.choice(["Cardiology", "Neurology", "Rheumatology", "Nephrology", "Pulmonology", "Urology"])
    emp = _emp(c)
    d0 = c.visit
    L = [P("HOSPITAL", prac) + f" - {N(spec, 'ROLE')}", c.other_addr(),
         f"Tel {c.phone()}  Fax {c.phone(t='FAX')}", "", c.D(d0 + dt.timedelta(days=r.randint(0, 3)), ["long", "mdy"]), ""]
    L += [c.doc(1, "drfull"), P("HOSPITAL", ref), c.other_addr(), ""]
    L += [f"RE: {c.pt(r.choice(['full', 'fml', 'LF']))}", f"DOB: {c.D(c.dob, ['mdy', 'long'])}", f"MRN: {P('MRN', c.mrn)}", ""]
    L.append(f"Dear Dr. {P('DOCTOR', c.docs[1]['last'])},")
    L.append("")
    hol = r.choice(["Christmas", "Thanksgiving", "Easter", "the Fourth of July", "Labor Day", "New Year's Day"])
    holv = hol.replace("the ", "")
    hol_m = ("the " if hol.startswith("the ") else "") + P("DATE", holv)
    p1 = (f"Thank you for asking me to see {c.title} {P('PATIENT', c.last)}, a pleasant {c.agep(r.choice(['dash', 'words']))} "
          f"{c.man} who works as a {P('PROFESSION', c.prof)} for {P('ORGANIZATION', emp)} in {P('CITY', c.city)}. "
          f"I saw {c.him} in clinic on {c.D(d0, ['wd_long', 'long'])}, accompanied by {c.his} {_fam_phrase(c, 0)}. "
          f"Symptoms began around {hol_m} and have progressed since. {c.he.capitalize()} denies chest pain at rest. "
          f"{c.he.capitalize()} was evaluated at {P('HOSPITAL', c.fac(pools.HOSPITAL_PATTERNS))} on "
          f"{c.D(d0 - dt.timedelta(days=r.randint(10, 90)), ['md', 'mdy_nz', 'mon_d'])}, where {ep(r)} was considered.")
    L.append(p1)
    L.append("")
    L.append(f"PAST MEDICAL HISTORY: " + "; ".join(d for _, d in icd(r, 3)) + f"; remote {ep(r)}.")
    L.append("MEDICATIONS: " + ", ".join(meds(r, r.randint(3, 6))) + ".")
    fam_age = r.randint(48, 94)
    L.append(f"FAMILY HISTORY: {r.choice(['Mother', 'Father', 'Brother', 'Sister'])} died at {P('AGE', fam_age)} of "
             f"{r.choice(['MI', 'stroke', 'colon cancer', 'COPD'])}. {c.fam[1]['rel'].capitalize()} {c.famname(1, 'full')}, "
             f"{P('AGE', r.randint(20, 80))}, is well.")
    born = r.random() < 0.4
    L.append(f"SOCIAL HISTORY: Lives in {P('CITY', r.choice(pools.CITIES))}, {P('STATE', c.state)}"
             + (f"; born in {P('COUNTRY', r.choice(pools.COUNTRIES))}, moved here in {P('DATE', str(c.dob.year + r.randint(15, 30)))}" if born else "")
             + f". Attends {P('ORGANIZATION', c.fac(pools.CHURCH_PATTERNS))}. Former smoker, quit {r.randint(2, 30)} years ago.")
    L.append("")
    L.append(f"EXAMINATION: {vitals(r)}. Alert, oriented. {ep(r, ['Babinski sign', 'Romberg', 'Kernig sign', 'Homans sign'])} negative. "
             f"{N('Grade 2/6', 'MEAS')} systolic murmur. No edema.")
    L.append(f"DATA: {labs_inline(r, r.randint(5, 8))}. ECG {c.D(d0, ['md', 'mdy_nz'])} sinus rhythm, {N('QTc 448 ms', 'MEAS')}.")
    L.append("")
    L.append(f"IMPRESSION AND PLAN: {r.choice(icd(r, 2))[1]}. " + wordneg(r) + " " + wordneg(r) +
             f" I will see {c.title} {P('PATIENT', c.last)} again on {c.D(c.date_after(14, 60), ['wd_md', 'wd_long', 'long'])}. "
             f"Echo ordered ({P('IDNUM', c.idnum('order'))}). Please call me at {c.phone(style='ext')} or pager {c.pager()} with questions.")
    L.append("")
    L.append(r.choice(["Sincerely,", "With kind regards,", "Best regards,"]))
    L.append("")
    L.append(c.doc(0, r.choice(["fullcred", "fmlcred"])))
    L.append(N(spec, "ROLE"))
    if r.random() < 0.5:
        L.append(P("EMAIL", c.email(c.docs[0]["first"], c.docs[0]["last"])))
    L.append("")
    L.append(f"cc: {c.doc(2, 'drfull')}; {c.pt('full')} (patient)")
    dd = d0 + dt.timedelta(days=r.randint(0, 2))
    L.append(f"DD: {c.D(dd, ['mdy', 'mdy_short'])} {tm(r)}   DT: {c.D(dd + dt.timedelta(days=1), ['mdy', 'mdy_short'])}")
    ti = c.docs[4]
    L.append(f"{c.doc(0, 'init')}/{P('DOCTOR', (ti['first'][0] + ti['last'][0]).lower())}"
             + r.choice(["", f"  Job #: {P('IDNUM', c.idnum('job'))}"]))
    if r.random() < 0.5:
        L.append(f"Transcribed by {P('DOCTOR', ti['first'] + ' ' + ti['last'])}, {r.choice(['CMT', 'RHDS'])}")
    return _j(L), "narrative letter"


# ================================================================ 3 rural health clinic SOAP
def rhc_soap(c, terse):
    r = c.r
    clinic = c.fac(pools.CLINIC_PATTERNS)
    ld = c.visit - dt.timedelta(days=r.randint(0, 6))
    if terse:
        L = [f"{P('HOSPITAL', clinic)} rhc - {c.D(c.visit, ['md', 'mdy_short'])}",
             f"pt {c.pt(r.choice(['first', 'fi', 'initdot', 'full']))} {c.agep(r.choice(['yof', 'sp', 'yo_s']))} mrn {P('MRN', c.mrn)}",
             f"s: f/u {r.choice(['dm2/htn', 'copd', 'chf', 'low back pain', 'thyroid'])}. {c.he} reports doing ok, "
             f"{c.fam[0]['rel']} {c.famname(0, 'first')} helps w/ meds. works {P('PROFESSION', c.prof)}.",
             f"o: {vitals(r, ' ')}",
             f"labs {c.D(ld, ['md', 'wd_md'])}: {labs_inline(r, r.randint(4, 7))}",
             f"a/p: " + "; ".join(d.split(',')[0] + ' ' + code for code, d in icd(r, 2)) + ". " + ", ".join(meds(r, 2)),
             f"rtc {r.randint(2, 12)} wk or {c.D(c.date_after(14, 90), ['md', 'wd_md'])}. {wordneg(r)}",
             f"scribe {P('DOCTOR', c.docs[2]['first'])} for {c.doc(0, 'init')}"]
        return _j(L), "terse lower case"
    L = [f"{P('HOSPITAL', clinic)} -- Certified Rural Health Clinic", c.other_addr(), ""]
    L.append(f"Patient: {c.pt(r.choice(['LF', 'full', 'fml']))}    DOB: {c.D(c.dob, ['mdy', 'mdy_nz'])}    MRN: {P('MRN', c.mrn)}")
    L.append(f"Visit #: {P('ACCOUNT', c.acct)}    Date of service: {c.D(c.visit, ['mdy', 'long', 'wd_long'])}")
    L.append(f"Provider: {c.doc(0, r.choice(['fullcred', 'icred']))}    {c.staff(2, 'Scribe')}")
    L.append(f"Rooming: {c.staff(3, r.choice(['MA', 'nurse', 'LPN']))}, exam room {P('LOCATION_OTHER', str(r.randint(1, 9)))}")
    L.append("")
    L.append("SUBJECTIVE")
    L.append(f"{c.pt('title')} is a {c.agep(r.choice(['dash', 'yo', 'words']))} {c.sexw} {P('PROFESSION', c.prof)} "
             f"from {P('CITY', c.city)} presenting for follow-up. {c.he.capitalize()} drove in with {c.his} "
             f"{_fam_phrase(c, 0)}. Since the last visit on {c.D(c.visit - dt.timedelta(days=r.randint(30, 200)), ['md', 'mdy_nz', 'mon_d'])} "
             f"{c.he} reports {r.choice(['better sugars', 'more ankle swelling', 'worse cough in the mornings', 'occasional dizziness'])}. "
             f"{wordneg(r)} Takes meds from {P('HOSPITAL', c.fac(pools.PHARM_PATTERNS))}.")
    L.append("")
    L.append("OBJECTIVE")
    L.append(vitals(r))
    L.append(f"Exam: lungs clear; {N('2+', 'MEAS')} pitting edema bilaterally; {ep(r, ['Romberg', 'Babinski sign', 'Homans sign'])} negative; "
             f"{N('GCS 15', 'SCORE')}.")
    ldm = c.D(ld, ["md", "mdy_nz", "mdy"])
    L.append(f"Labs drawn {ldm} ({P('IDNUM', c.idnum('spec'))}):")
    rpipe = r.random() < 0.4
    L.append(labs_table(r, r.randint(6, 10), ldm, pipe=rpipe))
    L.append("")
    L.append("ASSESSMENT / PLAN")
    for i, (code, desc) in enumerate(icd(r, r.randint(2, 4)), 1):
        L.append(f"{i}. {desc} ({code}) - " + r.choice(["continue ", "start ", "increase "]) + meds(r, 1)[0] + ".")
    L.append(f"{wordneg(r)} Return {c.D(c.date_after(14, 120), ['wd_md', 'long', 'md'])} with fasting labs.")
    L.append(f"Medications reconciled with {c.his} {c.fam[0]['rel']}. Total time {r.randint(20, 45)} minutes.")
    L.append("")
    L.append(f"Scribe attestation: I, {P('DOCTOR', c.docs[2]['first'] + ' ' + c.docs[2]['last'])}, scribed for "
             f"{c.doc(0, 'drdot')} on {c.D(c.visit, ['mdy_nz', 'mdy'])}.")
    L.append(f"Signed: {c.doc(0, 'fullcred')} {c.D(c.visit, ['mdy_nz', 'mdy'])} {tm(r)}")
    if r.random() < 0.5:
        L.append(f"Reviewed/co-signed: {c.doc(1, r.choice(['INIT', 'lf']))}")
    return _j(L), "form lines + narrative + " + ("pipe table" if rpipe else "fixed-width columns")


# ================================================================ 4 urgent care visit
def urgent_care(c, terse):
    r = c.r
    uc = c.fac(pools.UC_PATTERNS)
    inj = r.choice(["laceration to left palm from a fence post", "right ankle inversion stepping off a hay trailer",
                    "fishhook embedded in right index finger", "cough and fever x 4 days", "dog bite to right forearm",
                    "burn to forearm from a radiator", "low back strain lifting feed sacks", "eye foreign body while grinding"])
    if terse:
        L = [f"uc {c.D(c.visit, ['md', 'wd_md'])} {tm(r)} {P('HOSPITAL', uc)}",
             f"{c.pt(r.choice(['fi', 'first', 'initdot', 'caps']))} {c.agep(r.choice(['sp', 'yof', 'yo']))} c/o {inj}.",
             f"triage {c.staff(3, 'nurse')}. {vitals(r, ' ')}",
             f"pmh {epd(r)}. meds {meds(r, 1)[0]}. nkda.",
             f"{_prof_phrase(c)}, {c.fam[0]['rel']} {c.famname(0, 'first')} drove.",
             f"xr {P('IDNUM', c.idnum('rad'))} neg. tx: {meds(r, 1)[0]}. {wordneg(r)}",
             f"f/u pcp {c.doc(1, 'dr')} {c.D(c.date_after(2, 10), ['wd_md', 'md'])}. {c.doc(0, 'init')}"]
        return _j(L), "terse lower case"
    L = [f"{P('HOSPITAL', uc)} - Urgent Care Visit Note", c.other_addr(), ""]
    L.append(f"Name: {c.pt('LF')}   DOB: {c.D(c.dob, ['mdy'])} ({P('AGE', c.age)} y)   Sex: {c.sex}")
    L.append(f"MRN: {P('MRN', c.mrn)}   Encounter: {P('ACCOUNT', c.acct)}   Arrival: {c.D(c.visit, ['mdy', 'mdy_nz'])} {tm(r)}")
    if r.random() < 0.5:
        L.append(f"Check-in kiosk: identity confirmed by palm-vein scan, template {P('BIOID', c.bioid())}")
    L.append(f"Phone: {c.phone(c.cell_digits)}   Address: {c.addr_line()}")
    L.append(f"Insurance: {P('ORGANIZATION', _ins(c))} / ID {P('HEALTHPLAN', c.member)}")
    L.append(f"Triage: {c.staff(3, 'nurse')}   Room: {P('LOCATION_OTHER', c.room())}")
    L.append("")
    L.append(f"CC: {inj}")
    ctx = r.choice([f"while working at {P('ORGANIZATION', _emp(c))}",
                    f"at home on {P('STREET', c.street)}" if not c.street.startswith(("PO", "RR", "HC")) else "at home",
                    f"near {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}",
                    f"after returning from {P('COUNTRY', r.choice(pools.COUNTRIES))} on {c.D(c.visit - dt.timedelta(days=r.randint(2, 12)), ['md', 'mon_d'])}"])
    L.append(f"HPI: {c.agep(r.choice(['dash', 'yo', 'yof']))} {c.pt('first')} presents with {inj}, onset "
             f"{c.D(c.visit - dt.timedelta(days=r.randint(0, 4)), ['wd_md', 'weekday', 'md'])} {ctx}. "
             f"{_prof_phrase(c, True)}. {c.his.capitalize()} {_fam_phrase(c, 0)} is with {c.him}. "
             f"Last tetanus {P('DATE', str(c.visit.year - r.randint(2, 15)))}. {wordneg(r)}")
    L.append(f"PMH: {epd(r)}; " + "; ".join(d for _, d in icd(r, 2)))
    L.append(f"Meds: {', '.join(meds(r, 2))}")
    L.append(f"Vitals: {vitals(r)}   Pain {N(str(r.randint(2, 9)) + '/10', 'SCORE')}")
    L.append(f"Exam: {N(r.choice(['3 cm', '1.5 cm', '4.2 cm']), 'MEAS')} wound, {ep(r, UC_SIGNS)} negative, cap refill <2 sec.")
    L.append(f"X-ray: {r.choice(['no fracture', 'no radiopaque foreign body', 'soft tissue swelling only'])} (accession {P('IDNUM', c.idnum('rad'))}).")
    L.append(f"Procedure: irrigated, {N(r.choice(['4-0 nylon x 5', '3-0 nylon x 3', 'steri-strips']), 'MEAS')}; "
             f"{N('Tdap 0.5 mL IM', 'DRUG')} given.")
    dxc, dxd = icd(r, 1)[0]
    L.append(f"Dx: {dxd} ({dxc})")
    L.append(f"Rx: {meds(r, 1)[0]} sent to {P('HOSPITAL', c.fac(pools.PHARM_PATTERNS))}")
    L.append(f"Disposition: home. Work note for {c.D(c.visit, ['md', 'mdy_nz'])}-{c.D(c.date_after(1, 5), ['md', 'mdy_nz'])}. "
             f"Follow up with {c.doc(1, r.choice(['drdot', 'drfull']))} at {P('HOSPITAL', c.fac(pools.CLINIC_PATTERNS))}.")
    L.append(f"Results and visit summary: {P('URL', c.url('portal'))}")
    L.append(f"Seen by {c.doc(0, r.choice(['fullcred', 'icred']))}  {c.D(c.visit, ['mdy_nz', 'mdy'])} {tm(r)}")
    return _j(L), "form lines + narrative"


# ================================================================ 5 skilled nursing facility admission / transfer
def snf_transfer(c, terse):
    r = c.r
    snf = c.fac(pools.SNF_PATTERNS)
    hosp = c.fac(pools.HOSPITAL_PATTERNS)
    unit = r.choice(pools.UNIT_NAMES)
    adm = c.visit
    poa = c.fam[0]
    pipe = r.random() < 0.5
    L = ["INTERFACILITY TRANSFER / SNF ADMISSION FORM", ""]
    L.append(f"Sending facility: {P('HOSPITAL', hosp)}, unit {P('HOSPITAL', unit)}   Phone {c.phone()}")
    L.append(f"Receiving facility: {P('HOSPITAL', snf)}   Fax {c.phone(t='FAX')}")
    L.append(f"Room / bed: {P('LOCATION_OTHER', c.room())} / bed {P('LOCATION_OTHER', r.choice(['A', 'B', '1', '2']))}")
    L.append(f"Transfer date: {c.D(adm, ['mdy', 'long', 'wd_long'])}  {tm(r)}   Hospital stay: "
             f"{c.D(adm - dt.timedelta(days=r.randint(3, 12)), ['md', 'mdy_nz'])}-{c.D(adm, ['md', 'mdy_nz'])}")
    L.append("")
    L.append(f"Resident: {c.pt('LF')}   Preferred name: {c.pt('first')}")
    L.append(f"DOB: {c.D(c.dob, ['mdy', 'mdy_nz'])}   Age: {P('AGE', c.age)}   Sex: {c.sex}")
    L.append(f"Home address: {c.addr_line()}")
    L.append(f"SSN: {P('SSN', c.ssn)}   MRN (hospital): {P('MRN', c.mrn)}   Facility ID: {P('MRN', c.mk_mrn())}")
    L.append(f"{N('Medicare', 'PUBLIC')} MBI: {P('HEALTHPLAN', c.mk_member())}   Supplement: {P('ORGANIZATION', _ins(c))} "
             f"policy {P('HEALTHPLAN', c.member)}")
    L.append(f"Billing account: {P('ACCOUNT', c.acct)}")
    if r.random() < 0.5:
        L.append(f"Biometric med-cart enrollment: fingerprint ID {P('BIOID', c.bioid())}")
    L.append(f"Health care POA: {P('FAMILY', poa['first'] + ' ' + poa['last'])} ({poa['rel']})  "
             f"cell {c.phone()}  {P('EMAIL', c.email(poa['first'], poa['last']))}")
    L.append(f"Alternate contact: {_fam_phrase(c, 1)}, {c.phone()}")
    L.append(f"Attending at SNF: {c.doc(0, r.choice(['fullcred', 'drfull']))}   Hospitalist: {c.doc(1, 'fullcred')} pager {c.pager()}")
    L.append(f"Code status: {r.choice(['DNR/DNI', 'Full code', 'DNR, POLST on file'])}")
    L.append("")
    L.append("Diagnoses:")
    for code, desc in icd(r, r.randint(3, 5)):
        L.append("  " + pad(code, 10) + desc)
    L.append("")
    L.append(f"Hospital course: {c.agep(r.choice(['dash', 'words', 'aged']))} former {P('PROFESSION', c.prof)} admitted "
             f"{c.D(adm - dt.timedelta(days=r.randint(3, 12)), ['md', 'mon_d', 'wd_md'])} after a fall at home in "
             f"{P('CITY', c.city)}. History of {epd(r)}. {N('Foley catheter', 'EPONYM')} removed {c.D(adm - dt.timedelta(days=1), ['md'])}. "
             f"{wordneg(r)} Needs PT/OT, {N('NYHA class ' + r.choice(['II', 'III']), 'SCORE')}, {N('Braden 14', 'SCORE')}.")
    if r.random() < 0.6:
        L.append(f"Implanted device: {r.choice(['pacemaker', 'ICD', 'spinal cord stimulator', 'cochlear implant'])} serial "
                 f"{P('DEVICE', c.device_sn())}; home {N('CPAP', 'CODE')} serial {P('DEVICE', c.device_sn())}")
    L.append("")
    L.append("Medications on transfer:")
    ms = meds(r, r.randint(4, 8))
    if pipe:
        L.append("| Medication | Last dose |")
        L.append("|---|---|")
        for m in ms:
            L.append(f"| {m} | {c.D(adm, ['md'])} {tm(r)} |")
    else:
        for m in ms:
            L.append(pad(m, 52) + f"last {c.D(adm, ['md', 'mdy_nz'])} {tm(r)}")
    L.append(f"Labs {c.D(adm - dt.timedelta(days=1), ['md', 'mdy_nz'])}: {labs_inline(r, 5)}")
    L.append(f"Last vitals: {vitals(r)}")
    L.append("")
    L.append(f"Report called by {c.staff(3, 'RN')} to {c.staff(4, 'nurse')} at {tm(r)}.")
    L.append(f"Entered by user {P('USERNAME', c.username(c.docs[3]['first'], c.docs[3]['last']))} "
             f"{c.D(adm, ['mdy', 'iso'])} {tm(r)}")
    return _j(L), "form lines + " + ("pipe table" if pipe else "fixed-width columns")


# ================================================================ 6 home health visit
def home_health(c, terse):
    r = c.r
    ag = c.fac(pools.HH_PATTERNS)
    cg = c.fam[0]
    if terse:
        L = [f"hh skilled nursing visit {c.D(c.visit, ['wd_md', 'md'])} {tm(r)}-{tm(r)}",
             f"pt {c.pt(r.choice(['first', 'fi', 'caps', 'title']))} {c.agep(r.choice(['yof', 'sp', 'yo']))} at home "
             f"{P('STREET', c.street)}, {P('CITY', c.city)}. {cg['rel']} {c.famname(0, 'first')} present.",
             f"{vitals(r, ' ')}. {N('wound 3.1 x 2.0 x 0.4 cm', 'MEAS')} sacrum, no tunneling.",
             f"o2 concentrator sn {P('DEVICE', c.device_sn())} at {N('2 L/min', 'MEAS')}. {wordneg(r)}",
             f"meds reviewed: {meds(r, 1)[0]}. next visit {c.D(c.date_after(2, 7), ['wd_md', 'weekday', 'md'])}.",
             f"rn {P('DOCTOR', c.docs[3]['first'])} / {P('ORGANIZATION', ag)}"]
        return _j(L), "terse lower case"
    L = [f"{P('ORGANIZATION', ag)} - Skilled Nursing Home Visit", f"Office {c.phone()}  Fax {c.phone(t='FAX')}", ""]
    L.append(f"Patient: {c.pt(r.choice(['LF', 'full']))}   MRN {P('MRN', c.mrn)}   Episode {P('ACCOUNT', c.acct)}")
    L.append(f"Visit date: {c.D(c.visit, ['mdy', 'wd_long', 'mdy_nz'])}   Time in {tm(r)}  Time out {tm(r)}")
    L.append(f"Location: {c.addr_line()}")
    L.append(f"Directions: gravel drive past {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}, blue mailbox.")
    L.append(f"EVV: check-in by {P('USERNAME', c.username(c.docs[3]['first'], c.docs[3]['last']))} from tablet "
             f"{P('IPADDR', c.ip())}")
    L.append(f"Ordering physician: {c.doc(0, r.choice(['drfull', 'fullcred']))}, {P('HOSPITAL', c.fac(pools.CLINIC_PATTERNS))}")
    L.append(f"Primary caregiver: {P('FAMILY', cg['first'] + ' ' + cg['last'])} ({cg['rel']}), {c.phone()}")
    L.append("")
    L.append(f"Narrative: {c.pt('title')}, {c.agep(r.choice(['aged', 'yo', 'dash']))}, retired {P('PROFESSION', c.prof)}, "
             f"seen for wound care and CHF teaching. {c.his.capitalize()} {cg['rel']} {c.famname(0, 'first')} reports "
             f"{c.he} slept in the recliner since {c.D(c.visit - dt.timedelta(days=r.randint(1, 6)), ['weekday', 'wd_md'])}. "
             f"Weight up {N('2.4 lb', 'MEAS')} since last visit. {wordneg(r)}")
    L.append(f"Vitals: {vitals(r)}")
    L.append(f"Wound: sacral pressure injury {N('stage 3', 'SCORE')}, {N('3.1 x 2.0 x 0.4 cm', 'MEAS')}, "
             f"{N('Braden 13', 'SCORE')}; cleansed, foam dressing applied.")
    L.append(f"Equipment: oxygen concentrator SN {P('DEVICE', c.device_sn())}; glucometer SN {P('DEVICE', c.device_sn())}; "
             f"fingerstick {N('BG 182 mg/dL', 'LAB')}.")
    L.append("Medications reviewed: " + "; ".join(meds(r, r.randint(3, 5))))
    L.append(f"Plan: next SN visit {c.D(c.date_after(2, 8), ['wd_md', 'wd_long', 'md'])}; PT visit "
             f"{c.D(c.date_after(1, 8), ['weekday', 'md'])} with {c.staff(4, 'therapist')}. Call {c.doc(0, 'dr')} if "
             f"weight gain over {N('3 lb', 'MEAS')} in a day.")
    L.append(f"Signed: {c.doc(3, 'fullcred', cred=False)}, {N('RN', 'CRED')}   {c.D(c.visit, ['mdy_nz', 'mdy'])}")
    return _j(L), "form lines + narrative"


# ================================================================ 7 behavioral health intake
def behavioral_intake(c, terse):
    r = c.r
    bh = c.fac(pools.BH_PATTERNS)
    phq, gad = r.randint(4, 26), r.randint(3, 21)
    if terse:
        L = [f"bh intake {c.D(c.visit, ['md', 'mdy_short'])} - {P('HOSPITAL', bh)}",
             f"{c.pt(r.choice(['fi', 'first', 'init', 'full']))}, {c.agep(r.choice(['sp', 'yo', 'yof']))}, referred by {c.doc(1, 'dr')}.",
             f"{N('phq-9 ' + str(phq), 'SCORE')}, {N('gad-7 ' + str(gad), 'SCORE')}. denies si/hi today.",
             f"lives w/ {c.fam[0]['rel']} {c.famname(0, 'first')} in {P('CITY', c.city)}. works {P('PROFESSION', c.prof)} at {P('ORGANIZATION', _emp(c))}.",
             f"plan: {meds(r, 1)[0]}, therapy weekly w/ {c.staff(2, 'counselor')}. next {c.D(c.date_after(5, 14), ['wd_md', 'md'])}.",
             f"crisis line {N('988', 'CODE')} reviewed. {c.doc(0, 'init')}"]
        return _j(L), "terse lower case"
    tele = r.random() < 0.45
    L = [f"{P('HOSPITAL', bh)}", "BEHAVIORAL HEALTH INTAKE ASSESSMENT", ""]
    L.append(f"Client: {c.pt(r.choice(['LF', 'full', 'fml']))}   DOB: {c.D(c.dob, ['mdy', 'long'])}   Client #: {P('MRN', c.mrn)}")
    L.append(f"Date: {c.D(c.visit, ['mdy', 'wd_long'])}   Clinician: {c.doc(0, 'fullcred', cred=False)}, {N(r.choice(['LCSW', 'LPC', 'PMHNP-BC', 'PhD']), 'CRED')}")
    if tele:
        L.append(f"Modality: telehealth via {P('URL', c.url('telehealth/room'))}; client connected from {P('IPADDR', c.ip())}")
    if r.random() < 0.35:
        L.append(f"Front desk ID check: fingerprint {P('BIOID', c.bioid())}")
    L.append(f"Referral source: {c.doc(1, 'drfull')}, {P('HOSPITAL', c.fac(pools.CLINIC_PATTERNS))}")
    L.append("")
    L.append("PRESENTING CONCERN")
    L.append(f"{c.pt('first')} is a {c.agep(r.choice(['dash', 'words']))} {c.sexw} who reports low mood since "
             f"{P('DATE', fdate(c.visit - dt.timedelta(days=r.randint(60, 400)), r.choice(['month_year', 'year'])))} when "
             f"{r.choice(['the plant closed', 'a barn fire destroyed the herd', 'a close friend died', 'a divorce was finalized'])}. "
             f"Sleep is poor; appetite down. {c.he.capitalize()} says \"I just hope it lets up.\" {wordneg(r)}")
    L.append("")
    L.append("HISTORY")
    born = P("COUNTRY", r.choice(pools.COUNTRIES))
    L.append(f"Born in {born}; came to {P('STATE', c.state)} at age {P('AGE', r.randint(3, max(4, min(30, c.age - 2))))}. Graduated from "
             f"{P('ORGANIZATION', c.fac(pools.SCHOOL_PATTERNS))} in {P('DATE', str(c.dob.year + 18))}. Employed as a "
             f"{P('PROFESSION', c.prof)} at {P('ORGANIZATION', _emp(c))}; supervisor {P('FAMILY', c.fam[3]['first'] + ' ' + c.fam[3]['last'])} "
             f"is aware of leave. Lives with {_fam_phrase(c, 0)} (a {P('PROFESSION', r.choice(pools.PROFESSIONS))}) and "
             f"{r.choice(['daughter', 'son', 'grandson', 'granddaughter', 'stepdaughter'])} {P('FAMILY', c.fam[1]['first'])}, {P('AGE', r.randint(4, 17))}. Church: {P('ORGANIZATION', c.fac(pools.CHURCH_PATTERNS))}.")
    L.append(f"Prior treatment: hospitalized at {P('HOSPITAL', c.fac(pools.HOSPITAL_PATTERNS))} "
             f"{c.D(c.visit - dt.timedelta(days=r.randint(300, 2000)), ['month_year', 'mdy_nz', 'year'])} for "
             f"{r.choice(['suicidal ideation', 'alcohol withdrawal', 'postpartum depression'])}. Family history: "
             f"{r.choice(['mother', 'father', 'uncle'])} with bipolar disorder, died at {P('AGE', r.randint(40, 80))}.")
    L.append(f"Substance use: {N('AUDIT-C 6', 'SCORE')}; {r.choice(['chews tobacco', 'vapes daily', 'no drug use', 'cannabis weekends'])}.")
    L.append("")
    L.append("SCREENING")
    L.append(f"| Measure | Score | Date |")
    L.append("|---|---|---|")
    dm = c.D(c.visit, ["md", "mdy_nz"])
    L.append(f"| {N('PHQ-9', 'SCORE')} | {phq} | {dm} |")
    L.append(f"| {N('GAD-7', 'SCORE')} | {gad} | {dm} |")
    L.append(f"| {N('C-SSRS', 'SCORE')} | {r.choice(['low risk', 'moderate risk'])} | {dm} |")
    L.append("")
    L.append(f"MSE: casually dressed, good eye contact, mood \"tired\", affect constricted, thought process linear, "
             f"no {ep(r, BH_EPS)} history noted. Insight fair.")
    L.append(f"DIAGNOSES: " + "; ".join(f"{d} ({code})" for code, d in icd(r, 2)))
    L.append(f"PLAN: start {meds(r, 1)[0]}; weekly therapy; labs {labs_inline(r, 3)}.")
    L.append(f"Safety plan: call {c.fam[0]['rel']} {c.famname(0, 'first')} at {c.phone()}, clinic on-call {c.phone(style='ext')}, "
             f"or {N('988', 'CODE')}. Firearms stored with neighbor {c.famname(2, 'full')}.")
    L.append(f"Next appointment: {c.D(c.date_after(5, 14), ['wd_long', 'wd_md', 'long'])} {tm(r)}")
    L.append(f"Client e-mail for reminders: {P('EMAIL', c.email(c.first, c.last))}")
    L.append(f"Electronically signed: {c.doc(0, 'full')} {c.D(c.visit, ['mdy', 'mdy_nz'])}")
    return _j(L), "form lines + narrative + pipe table"


# ================================================================ 8 dental and oral surgery
def dental(c, terse):
    r = c.r
    office = c.fac(pools.DENTAL_PATTERNS)
    teeth = r.sample([1, 2, 3, 14, 15, 16, 17, 18, 19, 30, 31, 32, 8, 9], 2)
    child = c.age < 18
    if terse:
        L = [f"{P('HOSPITAL', office)} {c.D(c.visit, ['md', 'mdy_short'])}",
             f"{c.pt(r.choice(['fi', 'first', 'initdot']))} {c.agep(r.choice(['sp', 'yo', 'yof']))} ext {N('#' + str(teeth[0]), 'CODE')}, "
             f"{N('2% lidocaine 1:100,000 epi x 2 carp', 'DRUG')}. tol well.",
             f"bp {N(str(r.randint(100, 160)) + '/' + str(r.randint(60, 95)), 'VITAL')}. rx {meds(r, 1)[0]}.",
             f"po instr given to {c.fam[0]['rel']} {c.famname(0, 'first')}. {wordneg(r)}",
             f"po check {c.D(c.date_after(5, 14), ['wd_md', 'md'])}. {c.doc(0, 'init')}/{P('DOCTOR', c.docs[2]['first'][0].lower() + c.docs[2]['last'][0].lower())}"]
        return _j(L), "terse lower case"
    L = [f"{P('HOSPITAL', office)}", c.other_addr(), f"Ph {c.phone()}", ""]
    L.append(f"Patient: {c.pt(r.choice(['LF', 'full', 'caps']))}    DOB {c.D(c.dob, ['mdy', 'mdy_nz'])}    Chart # {P('MRN', c.mrn)}")
    L.append(f"Date: {c.D(c.visit, ['mdy', 'long', 'wd_long'])}    Operatory {P('LOCATION_OTHER', str(r.randint(1, 8)))}")
    L.append(f"Dental plan: {P('ORGANIZATION', _ins(c))}   Subscriber ID {P('HEALTHPLAN', c.member)}"
             + (f"   Subscriber: {P('FAMILY', c.fam[0]['first'] + ' ' + c.fam[0]['last'])} ({c.fam[0]['rel']})" if child else ""))
    L.append("")
    who = (f"accompanied by {c.his} {_fam_phrase(c, 0)}" if child else f"a {P('PROFESSION', c.prof)} referred by {c.doc(1, 'drdot')}")
    proc = r.choice(["surgical extraction", "implant placement", "incision and drainage", "root canal therapy", "full-mouth debridement"])
    L.append(f"{c.pt('title' if not child else 'first')}, {c.agep(r.choice(['yo', 'dash', 'sp']))}, {who}, presents for {proc} "
             f"of {N('#' + str(teeth[0]), 'CODE')} and {N('#' + str(teeth[1]), 'CODE')}. Pain began "
             f"{c.D(c.visit - dt.timedelta(days=r.randint(2, 20)), ['md', 'weekday', 'mon_d'])}. {wordneg(r)}")
    L.append(f"Medical hx: {ep(r, DENT_EPS)}; "
             f"meds {', '.join(meds(r, 2))}. {N('ASA II', 'SCORE')}.")
    L.append(f"Vitals: {vitals(r)}")
    L.append(f"Radiographs: pano and {N('2 PA', 'CODE')} taken, image ID {P('IDNUM', c.idnum('acc'))}.")
    L.append(f"Anesthesia: {N('2% lidocaine with 1:100,000 epinephrine, 3.6 mL', 'DRUG')} IANB; "
             f"{N('4% articaine 1.7 mL', 'DRUG')} buccal infiltration.")
    if proc == "implant placement" or r.random() < 0.35:
        L.append(f"Implant: {N('4.1 x 10 mm tapered', 'MEAS')} fixture, serial {P('DEVICE', c.device_sn())}; "
                 f"torque {N('35 Ncm', 'MEAS')}.")
    L.append(f"Procedure: {proc} completed; {N('3-0 chromic gut x 2', 'MEAS')}; EBL {N('5 mL', 'MEAS')}. CDT {N('D7210', 'CODE')}.")
    L.append(f"{N('Post-op', 'WORD')}: gauze pressure, {meds(r, 1)[0]}. Instructions given in writing"
             + (f" to {c.famname(0, 'first')}." if child else "."))
    L.append(f"Next: suture check {c.D(c.date_after(5, 14), ['wd_md', 'wd_long', 'md'])} with "
             f"{c.staff(2, r.choice(['hygienist', 'assistant']))}. Lab case {P('IDNUM', c.idnum('case'))}.")
    L.append(f"{c.doc(0, 'fullcred', cred=False)}, {N(r.choice(['DDS', 'DMD', 'DDS, MS']), 'CRED')}   assisted by {c.staff(3, 'DA')}")
    if r.random() < 0.5:
        L.append(f"Patient portal: {P('URL', c.url('portal'))}   e-mail {P('EMAIL', c.email(c.first, c.last))}")
    return _j(L), "form lines + narrative"


# ================================================================ 9 EMS run sheet
def ems_run(c, terse):
    r = c.r
    ag = c.fac(pools.EMS_PATTERNS)
    dest = c.fac(pools.HOSPITAL_PATTERNS)
    call = r.choice(["MVC rollover", "fall from hay loft", "chest pain", "shortness of breath", "tractor PTO entanglement",
                     "unresponsive diabetic", "syncope at church", "ATV crash"])
    mvc = call in ("MVC rollover", "ATV crash")
    if terse:
        L = [f"ems {c.D(c.visit, ['md', 'mdy_short'])} inc {P('IDNUM', c.idnum('case'))} {P('ORGANIZATION', ag)}",
             f"disp {tm(r)} {call} at {P('STREET', c.street)} {P('CITY', c.city)}",
             f"pt {c.agep(r.choice(['sp', 'yof', 'yo']))} {c.pt(r.choice(['first', 'init', 'fi']))}. {N('gcs 15', 'SCORE')}. {vitals(r, ' ')}",
             f"{N('12-lead', 'CODE')} nsr. {meds(r, 1)[0]}. {wordneg(r)}",
             f"{c.fam[0]['rel']} {c.famname(0, 'first')} on scene. tx to {P('HOSPITAL', dest)} {tm(r)}.",
             f"crew {c.doc(0, 'init')}/{c.doc(3, 'init')}"]
        return _j(L), "terse lower case"
    L = [f"{P('ORGANIZATION', ag)} - PATIENT CARE REPORT", ""]
    L.append(f"Incident #: {P('IDNUM', c.idnum('case'))}   Run date: {c.D(c.visit, ['mdy', 'mdy_nz', 'iso'])}   Unit type: ALS")
    L.append(f"Dispatch: {call}   Priority 1")
    L.append(f"Scene: {P('STREET', c.street) if not c.street.startswith(('PO',)) else P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}, "
             f"{P('CITY', c.city)}, {P('CITY', c.county + ' County')}")
    if r.random() < 0.5:
        L.append(f"Landmark: {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}")
    L.append("")
    L.append(pad("EVENT", 14) + "TIME")
    t0, acc = r.randint(0, 1300), 0
    for ev in ["Dispatched", "En route", "On scene", "Pt contact", "Depart", "At dest"]:
        L.append(pad(ev, 14) + hhmm(r, t0, acc))
        acc += r.randint(1, 18)
    L.append("")
    L.append(f"Patient: {c.pt(r.choice(['LF', 'caps', 'full']))}   Age {P('AGE', c.age)}   Sex {c.sex}   DOB {c.D(c.dob, ['mdy', 'mdy_nz'])}")
    L.append(f"Address: {c.addr_line()}   Phone {c.phone(c.cell_digits)}")
    if r.random() < 0.5:
        L.append(f"DL: {P('LICENSE', f'{r.choice(pools.STATES)[0][:2].upper()}{r.randint(1000000, 99999999)}')} (verified)")
    L.append("")
    story = (f"Dispatched for {call}. Found {c.agep(r.choice(['dash', 'yo', 'sp']))} {c.sexw} "
             f"{r.choice(['seated against the truck', 'supine in the barn aisle', 'in the recliner', 'ambulatory at scene'])}. "
             f"Per {c.his} {_fam_phrase(c, 0)} ({_prof_phrase(c)}), {c.he} had been well until {tm(r)}. "
             f"{N('GCS 14', 'SCORE')} (E4 V4 M6). {ep(r, ['Babinski sign', 'Kernig sign'])} not tested. {wordneg(r)}")
    L.append(f"Narrative: {story}")
    if mvc:
        L.append(f"Vehicle: {r.choice(['2014 pickup', '2009 sedan', 'ATV', '2018 SUV'])}, plate {P('VEHICLE', c.plate())} "
                 f"({P('STATE', c.st or c.state)}), VIN {P('VEHICLE', c.vin())}; moderate intrusion, "
                 f"{N('airbag deployed', 'CODE')}.")
    L.append("")
    L.append(pad("TIME", 8) + pad("BP", 10) + pad("HR", 6) + pad("RR", 6) + pad("SpO2", 7) + "GCS")
    for _ in range(r.randint(2, 4)):
        acc += r.randint(4, 12)
        L.append(pad(hhmm(r, t0, acc), 8) + pad(N(f"{r.randint(90, 180)}/{r.randint(50, 100)}", 'VITAL'), 10) +
                 pad(N(str(r.randint(50, 140)), 'VITAL'), 6) + pad(N(str(r.randint(10, 30)), 'VITAL'), 6) +
                 pad(N(f"{r.randint(85, 100)}%", 'VITAL'), 7) + N(str(r.randint(9, 15)), 'SCORE'))
    L.append("")
    L.append(f"Interventions: {N('IV 18g L AC', 'CODE')}; {meds(r, 1)[0]}; {N('ondansetron 4 mg IV', 'DRUG')}; "
             f"{N('c-collar', 'CODE')}. {N('BGL 142 mg/dL', 'LAB')}.")
    L.append(f"Destination: {P('HOSPITAL', dest)} ED, report to {c.staff(4, 'charge nurse')}. "
             f"Care transferred {c.D(c.visit, ['md', 'mdy_nz'])} {tm(r)}.")
    L.append(f"Crew: {c.doc(0, 'fullcred', cred=False)}, {N('Paramedic', 'ROLE')} (NREMT {P('LICENSE', f'P{r.randint(100000, 999999)}')}); "
             f"{c.doc(3, 'full')}, {N('EMT', 'CRED')} (lic {P('LICENSE', f'E{r.randint(1000000, 9999999)}')})")
    L.append(f"ePCR author: {P('USERNAME', c.username(c.docs[0]['first'], c.docs[0]['last']))}   Billing acct {P('ACCOUNT', c.acct)}")
    return _j(L), "form lines + fixed-width columns"


# ================================================================ 10 workers' compensation injury report
def workers_comp(c, terse):
    r = c.r
    emp = _emp(c)
    carrier = c.fac(pools.INSURER_PATTERNS)
    job = r.choice(pools.WC_JOBS)
    sup = c.fam[3]
    wit = c.fam[2]
    doi = c.visit - dt.timedelta(days=r.randint(0, 10))
    mech = r.choice(["caught right hand in a conveyor", "fell from a ladder about 8 feet", "lifted a 90 lb bag and felt a pop in the low back",
                     "struck by a swinging gate", "repetitive gripping, numb right fingers", "slipped on ice in the yard",
                     "forklift backed into left foot"])
    if terse:
        L = [f"wc visit {c.D(c.visit, ['md', 'wd_md'])} - employer {P('ORGANIZATION', emp)}, claim {P('IDNUM', 'WC-' + c.idnum('case'))}",
             f"{c.pt(r.choice(['fi', 'full', 'first']))} {c.agep(r.choice(['sp', 'yo']))} {P('PROFESSION', job)}, doi {c.D(doi, ['md', 'mdy_short'])}: {mech}.",
             f"{vitals(r, ' ')}. {ep(r, ['Tinel sign', 'Phalen test', 'Spurling test', 'McMurray test'])} pos.",
             f"restrictions: no lifting > {N('10 lb', 'MEAS')}, no ladders. {wordneg(r)}",
             f"supervisor {P('FAMILY', sup['first'])} notified {c.phone()}. recheck {c.D(c.date_after(5, 14), ['wd_md', 'md'])}. {c.doc(0, 'init')}"]
        return _j(L), "terse lower case"
    L = ["EMPLOYER'S FIRST REPORT OF INJURY / TREATING PROVIDER NOTE", ""]
    L.append("EMPLOYEE")
    L.append(f"  Name: {c.pt('LF')}    SSN: {P('SSN', c.ssn)}    DOB: {c.D(c.dob, ['mdy', 'mdy_nz'])}    Age: {P('AGE', c.age)}")
    L.append(f"  Address: {c.addr_line()}")
    L.append(f"  Phone: {c.phone(c.phone_digits)}   Driver's license: {P('LICENSE', f'{r.choice(chr(65) + chr(68) + chr(75) + chr(87))}{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(100, 999)}')}")
    L.append(f"  Occupation: {P('PROFESSION', job)}   Hired: {c.D(c.visit - dt.timedelta(days=r.randint(200, 5000)), ['mdy', 'month_year'])}   "
             f"Wage: {N('$18.50/hr', 'MEAS')}")
    L.append("EMPLOYER")
    L.append(f"  {P('ORGANIZATION', emp)}   FEIN {P('IDNUM', f'{r.randint(10, 99)}-{r.randint(1000000, 9999999)}')}")
    L.append(f"  {c.other_addr()}")
    L.append(f"  Supervisor: {P('FAMILY', sup['first'] + ' ' + sup['last'])}  {c.phone(style='ext')}  "
             f"{P('EMAIL', c.email(sup['first'], sup['last']))}")
    L.append(f"  Carrier: {P('ORGANIZATION', carrier)}   Policy {P('HEALTHPLAN', c.member)}   Claim {P('IDNUM', 'WC-' + c.idnum('case'))}")
    L.append(f"  Adjuster: {P('FAMILY', c.fam[1]['first'] + ' ' + c.fam[1]['last'])}, fax {c.phone(t='FAX')}")
    L.append("INJURY")
    loc = r.choice([f"loading dock, {P('LOCATION_OTHER', 'Building ' + r.choice('ABCDE'))}",
                    f"job site near {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}", "shop floor",
                    f"{P('STREET', f'{r.randint(10, 9999)} {r.choice(pools.STREET_WORDS)} Road')}, {P('CITY', r.choice(pools.CITIES))}"])
    L.append(f"  Date of injury: {c.D(doi, ['mdy', 'wd_long', 'long'])} at {tm(r)}   Location: {loc}")
    L.append(f"  Description: employee {mech}. Witness: {P('FAMILY', wit['first'] + ' ' + wit['last'])}.")
    if r.random() < 0.45:
        L.append(f"  Company vehicle involved: unit plate {P('VEHICLE', c.plate())}, VIN {P('VEHICLE', c.vin())}")
    L.append("")
    L.append("TREATING PROVIDER NOTE")
    L.append(f"Seen at {P('HOSPITAL', c.fac(pools.UC_PATTERNS + pools.CLINIC_PATTERNS))} on {c.D(c.visit, ['mdy_nz', 'long', 'wd_md'])}. "
             f"{c.pt('title')} is a {c.agep(r.choice(['dash', 'yo', 'words']))} right-handed {P('PROFESSION', job)} who {mech}. "
             f"{c.his.capitalize()} {_fam_phrase(c, 0)} drove {c.him} in. {wordneg(r)}")
    L.append(f"Exam: {vitals(r)}. {ep(r, ['Tinel sign', 'Phalen test', 'Spurling test', 'McMurray test', 'Lachman test'])} positive on the right; "
             f"grip {N('22 kg', 'MEAS')} R vs {N('38 kg', 'MEAS')} L.")
    L.append(f"Imaging: x-ray accession {P('IDNUM', c.idnum('rad'))}, no fracture.")
    L.append(f"Diagnosis: " + "; ".join(f"{d} {code}" for code, d in icd(r, 2)))
    L.append(f"Treatment: {', '.join(meds(r, 2))}; ice; splint.")
    L.append(f"Work status: modified duty {c.D(c.visit, ['md', 'mdy_nz'])}-{c.D(c.date_after(7, 21), ['md', 'mdy_nz'])}; "
             f"no lifting over {N('15 lb', 'MEAS')}; no use of right hand. {N('OSHA', 'PUBLIC')} recordable: yes.")
    L.append(f"Provider: {c.doc(0, r.choice(['fullcred', 'fmlcred']))}   NPI {P('LICENSE', c.npi())}   {c.phone()}")
    L.append(f"Report filed online at {P('URL', c.url('forms/wc-first-report'))} by {P('USERNAME', c.username(sup['first'], sup['last']))}")
    return _j(L), "form lines (sections) + narrative"


# ================================================================ 11 insurance prior authorization request
def prior_auth(c, terse):
    r = c.r
    plan = _ins(c)
    drug = r.choice([("adalimumab 40 mg SC every 14 days", "K50.90", "Crohn's disease, unspecified"),
                     ("semaglutide 1 mg SC weekly", "E11.9", "type 2 diabetes mellitus without complications"),
                     ("CPAP E0601 with heated humidifier", "G47.33", "obstructive sleep apnea"),
                     ("MRI lumbar spine without contrast (CPT 72148)", "M54.5", "low back pain"),
                     ("apixaban 5 mg PO BID", "I48.91", "atrial fibrillation"),
                     ("buprenorphine-naloxone 8/2 mg SL daily", "F11.20", "opioid use disorder, moderate"),
                     ("total knee arthroplasty (CPT 27447)", "M17.11", "primary osteoarthritis, right knee"),
                     ("rimegepant 75 mg ODT PRN, #8/30 days", "G43.909", "migraine, unspecified")])
    pipe = r.random() < 0.6
    L = [f"PRIOR AUTHORIZATION REQUEST - {P('ORGANIZATION', plan)}", f"Submit by fax to {c.phone(t='FAX', style='one')} or online", ""]
    L.append(f"Request date: {c.D(c.visit, ['mdy', 'mdy_nz', 'iso'])}   Urgent: {r.choice(['no', 'yes'])}   "
             f"Reference #: {P('IDNUM', f'PA-{c.visit.year % 100}-{r.randint(1000000, 9999999)}')}")
    L.append("")
    L.append("MEMBER INFORMATION")
    L.append(f"Name: {c.pt(r.choice(['LF', 'full', 'LF']))}   DOB: {c.D(c.dob, ['mdy', 'mdy_nz'])}   Sex: {c.sex}")
    L.append(f"Member ID: {P('HEALTHPLAN', c.member)}   Group #: {P('HEALTHPLAN', c.group)}   Subscriber: "
             + (P("PATIENT", f"{c.first} {c.last}") if r.random() < 0.5 else f"{P('FAMILY', c.fam[0]['first'] + ' ' + c.fam[0]['last'])} ({c.fam[0]['rel']})"))
    L.append(f"Address: {c.addr_line()}   Phone: {c.phone(c.phone_digits)}")
    L.append("")
    L.append("PRESCRIBER INFORMATION")
    L.append(f"Name: {c.doc(0, r.choice(['fullcred', 'fmlcred', 'caps']))}   Specialty: {N(r.choice(['Family Medicine', 'Gastroenterology', 'Orthopedics']), 'ROLE')}")
    L.append(f"NPI: {P('LICENSE', c.npi())}   DEA: {P('LICENSE', c.dea(c.docs[0]['last']))}   State license: {P('LICENSE', f'{r.randint(1000, 99999)}')}")
    L.append(f"Practice: {P('HOSPITAL', c.fac(pools.CLINIC_PATTERNS))}, {c.other_addr()}")
    L.append(f"Phone: {c.phone()}   Fax: {c.phone(t='FAX')}   Contact: {c.staff(3, 'PA coordinator')}, "
             f"{P('EMAIL', c.email(c.docs[3]['first'], c.docs[3]['last']))}")
    L.append("")
    L.append("REQUEST")
    if r.random() < 0.5:
        L.append(f"NDC: {N(f'{r.randint(1000, 9999):04d}-{r.randint(1000, 9999)}-{r.randint(10, 99)}', 'CODE')}")
    L.append(f"Item: {N(drug[0], 'DRUG')}   Quantity: {N(str(r.randint(1, 90)) + ' per 30 days', 'MEAS')}")
    L.append(f"Diagnosis: {N(drug[1], 'ICD')} {drug[2]}")
    L.append("Prior therapies:")
    if pipe:
        L.append("| Therapy | Start | Stop | Outcome |")
        L.append("|---|---|---|---|")
    for m in meds(r, r.randint(2, 4)):
        s = c.visit - dt.timedelta(days=r.randint(120, 900))
        e = s + dt.timedelta(days=r.randint(30, 110))
        out = r.choice(["inadequate response", "GI intolerance", "rash", "no improvement"])
        if pipe:
            L.append(f"| {m} | {c.D(s, ['mdy_nz', 'month_year', 'md'])} | {c.D(e, ['mdy_nz', 'month_year'])} | {out} |")
        else:
            L.append(f"  - {m}: {c.D(s, ['mdy_nz', 'month_year'])}-{c.D(e, ['mdy_nz', 'month_year'])}, {out}")
    L.append(f"Supporting labs ({c.D(c.visit - dt.timedelta(days=r.randint(2, 30)), ['md', 'mdy_nz'])}): {labs_inline(r, r.randint(3, 6))}")
    L.append("")
    L.append(f"Clinical rationale: {c.agep(r.choice(['dash', 'yo', 'words', 'aged']))} member {c.pt(r.choice(['first', 'title', 'fi']))} "
             f"with {drug[2]} despite the therapies above. {wordneg(r)} Seen at {P('HOSPITAL', c.fac(pools.HOSPITAL_PATTERNS))} "
             f"{c.D(c.visit - dt.timedelta(days=r.randint(5, 60)), ['md', 'mon_d', 'wd_md'])}. Works as a {P('PROFESSION', c.prof)}; "
             f"symptoms limit work. {ep(r)} ruled out.")
    L.append("")
    L.append(f"Attestation: {c.doc(0, r.choice(['full', 'lf']))}   Date {c.D(c.visit, ['mdy', 'mdy_nz'])}")
    L.append(f"Portal submission: {P('URL', c.url('pa/submit'))}   user {P('USERNAME', c.username(c.docs[3]['first'], c.docs[3]['last']))}"
             f"   IP {P('IPADDR', c.ip())}   {tm(r)}")
    if r.random() < 0.4:
        L.append(f"Plan decision due by {c.D(c.date_after(3, 14), ['wd_long', 'wd_md', 'long'])}. Questions: {c.phone(style='one')}")
    return _j(L), "form lines + " + ("pipe table" if pipe else "list")


GENRES = [("fax_referral", fax_referral, 18, 99), ("consult_letter", consult_letter, 25, 99),
          ("rhc_soap", rhc_soap, 18, 97), ("urgent_care", urgent_care, 2, 90),
          ("snf_transfer", snf_transfer, 62, 104), ("home_health", home_health, 45, 101),
          ("behavioral_intake", behavioral_intake, 20, 84), ("dental", dental, 6, 92),
          ("ems_run", ems_run, 1, 98), ("workers_comp", workers_comp, 17, 72),
          ("prior_auth", prior_auth, 18, 90)]
