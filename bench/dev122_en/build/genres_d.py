"""Patient portal messages, nursing handoffs, pathology reports."""
import datetime as dt

import clin as C
import pools as PL
from common import audit, cap, header, join, maybe, neg_block, signoff
from phi import P, Ctx


def portal_message(r):
    c = Ctx(r)
    p = c.pt
    sent = c.day(r.randint(0, 30))
    clinic = r.choice(["Cardiology", "Oncology", "Transplant", "Neurology", "Heart Failure", "Stroke"])
    L = [f"Patient portal message - {clinic} - {c.H(r.choice([0, 2]))}"]
    L.append(f"From: {P('PATIENT', p.full) if r.random() < 0.6 else c.ptn(6)} <{c.email()}>  (portal user {P('USERNAME', p.username(r))})")
    L.append(f"To: {c.dn(0, r.choice([0, 2, 3]))} / {clinic} pool")
    L.append(f"Sent: {c.d(sent, r.choice(['WMdY', 'mdY', 'MdY', 'bdY']))} {C.ctime(r)}   Login IP {c.ip()}")
    L.append(f"Subject: {r.choice(['question about my meds', 'swelling', 'lab results', 'refill', 'appointment', 'side effects', 'Re: follow up'])}")
    L.append("")
    greet = r.choice([f"Hi {c.dn(0, r.choice([0, 1]))},", f"Hello {P('DOCTOR', c.docs[0].first)},", "Hello,", f"Dear {c.dn(0, 0)} and team,"])
    L.append(greet)
    d = C.med(r)
    body = r.choice([
        f"since {c.wd(c.day(r.randint(-5, 0)))} my ankles are more swollen and I gained {r.randint(2, 6)} lbs. I'm taking the {d} like you said. should I take an extra furosemide 40 mg?",
        f"my {r.choice(['tacrolimus level', 'INR', 'potassium'])} came back {r.choice(['high', 'low', 'flagged'])} on the portal from {c.ds(c.day(-2))}. what does that mean? I still take {d}.",
        f"can I move my appointment on {c.ds(c.day(r.randint(3, 20)), r.choice(['wmd', 'md', 'bd', 'wmd2']))} to {c.wd(c.day(r.randint(21, 25)))}? my {c.fam[0].rel} {P('FAMILY', c.fam[0].first)} drives me and works that day at {c.org('emp')}.",
        f"I need a refill of {d}. please send to {c.pharmacy()} on {P('STREET', c.street_v())} in {P('CITY', c.city)}. the old one was from {c.H(1)}.",
        f"after chemo on {c.ds(c.day(-r.randint(1, 6)))} I've had nausea and mouth sores. the ondansetron 8 mg helps a little. temp was 37.9 this morning.",
        f"we're traveling to {c.country()} over {c.holiday()} ({c.drange(c.day(r.randint(10, 20)), c.day(r.randint(25, 35)))}). is it ok with my {d}? do I need letters for the pump (serial {c.device()})?",
    ])
    L.append(body)
    if r.random() < 0.6:
        L.append(f"my cell is {c.phone()} if easier. {r.choice(['thanks', 'thank you so much', 'appreciate it', 'God bless'])}")
    L.append(r.choice([f"- {P('PATIENT', p.first)}", f"{P('PATIENT', p.full)}", f"{P('PATIENT', p.nick or p.first)} ({c.fam[0].rel} {c.famname(0)} typing for {'her' if p.sex == 'F' else 'him'})", f"thx, {P('PATIENT', p.initials(False))}"]))
    L.append("")
    L.append("---- Reply ----")
    rd = sent + dt.timedelta(days=r.choice([0, 0, 1, 3]))
    L.append(f"{c.sn(0, r.choice(['RN', 'NP', 'PharmD']))} | {c.d(rd, r.choice(['mdY', 'bdY']))} {C.ctime(r)}")
    L.append(f"Hi {P('PATIENT', p.first) if r.random() < 0.6 else c.title(p) + ' ' + P('PATIENT', p.last)}, {r.choice(['thanks for reaching out. I checked with', 'I reviewed this with', 'I spoke with'])} "
             f"{c.dn(0, r.choice([0, 9]))}. {r.choice(['Please take furosemide 40 mg once extra today and call if weight is up another 2 lbs.', 'Your level was slightly high; hold one dose and recheck in 3 days.', 'The refill has been sent.', 'Please come to the infusion center for evaluation.'])} "
             f"{r.choice(['If you have fever over 38.0 C, call', 'For urgent concerns call', 'After hours call'])} {c.phone()}. {r.choice(['Keep a log of weights and BP (goal < 130/80).', 'We will follow up.', 'Labs are ordered for next week.', 'Stay hydrated, at least 2 L/day.'])}")
    if r.random() < 0.4:
        L.append(f"Your next visit is {c.ds(c.day(r.randint(30, 60)), r.choice(['wmd', 'Md']))} at the {c.building()} ({c.addr()}). Video link: {c.url()}")
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)


def nursing_handoff(r):
    c = Ctx(r)
    shift_day = c.day(r.randint(0, 10))
    L = [f"RN SHIFT HANDOFF (I-PASS) - {c.unitname()} - {c.ds(shift_day, r.choice(['wmd', 'md', 'wmd2']))} {r.choice(['0700', '1900', '07:00', '19:00'])}"]
    L.append(f"Rm {c.room()} bed {c.bed()} | {c.ptn(r.choice([2, 1, 4, 9]))} | {c.age_s()} | MRN {c.mrn()} | Code: {r.choice(['FULL', 'DNR/DNI', 'DNR'])}")
    L.append(f"Off-going: {c.sn(0, 'RN')}   On-coming: {c.sn(1, 'RN')}   Charge: {P('DOCTOR', c.staff[2].first)}")
    L.append(f"Attending {c.dn(0)}; covering intern {c.dn(2)} pager {c.pager()}")
    L.append("")
    L.append(f"I - Illness severity: {r.choice(['stable', 'watcher', 'unstable'])}")
    L.append(f"P - {cap(c.ptref())} admitted {c.ds(c.adm)} for {C.icd(r)}. Hx {C.icd(r)}. Allergies {r.choice(['NKDA', 'PCN', 'latex'])}.")
    L.append(f"  Vitals: {C.vitals(r, r.randint(0, 2))}")
    L.append(f"  Neuro: A&Ox{r.randint(1, 4)}, {C.score(r)}; CIWA {r.randint(0, 18)}; CPOT {r.randint(0, 6)}.")
    L.append(f"  Lines: {r.choice(['PIV x2', 'R PICC', 'L IJ CVC + art line', 'Port-a-Cath accessed'])}; Foley {r.choice(['in place', 'removed ' + C.ctime(r) + ', DTV by 0200'])}.")
    L.append(f"  Drips/meds due: {'; '.join(C.meds(r, 3))}")
    L.append(f"  Skin: Braden {r.randint(9, 23)}; Morse fall score {r.choice([25, 45, 55, 75])}; bed alarm on.")
    L.append(f"  Last labs {C.ctime(r)}: {C.lab_line(r, r.choice(['bmp', 'cbc']), 0)}")
    L.append(f"A - Action list: {r.choice(['recheck K after replacement', 'q2h turns', 'neuro checks q1h', 'titrate heparin per anti-Xa at 0200'])}; {C.wordphrase(r)}.")
    L.append(f"S - Situation awareness: {c.fn(0)} at bedside, staying overnight; {c.fn(1, 3)} calling from {c.cityst(city=r.choice(PL.CITIES))} ({c.phone()}).")
    if r.random() < 0.5:
        L.append(f"  Visitor badge for {c.famname(1)}; car in {c.building()} garage, plate {c.plate()}.")
    L.append(f"S - Synthesis: questions answered; {c.sn(1, 'RN')} read back. Telemetry box {c.device()}.")
    L.append(maybe(r, 0.4, f"Scanned in via badge/fingerprint {c.bio()}; workstation {c.ip()}"))
    return join(*L)


def pathology_report(r):
    c = Ctx(r)
    coll = c.day(r.randint(0, 5))
    recd = coll + dt.timedelta(days=r.choice([0, 0, 1]))
    signed = recd + dt.timedelta(days=r.randint(2, 6))
    site = r.choice(["lung, right upper lobe, core biopsy", "colon, sigmoid, segmental resection", "breast, left, lumpectomy",
                     "lymph node, left axillary, excision", "bone marrow, posterior iliac crest, aspirate and core",
                     "kidney allograft, core biopsy", "skin, left shoulder, wide excision", "brain, right frontal, resection"])
    L = [f"{c.H()} - Department of Pathology and Laboratory Medicine", "SURGICAL PATHOLOGY REPORT", ""]
    L.append(f"Accession: {c.idn('acc')}    Patient: {c.ptn(r.choice([2, 3, 5]))}    MRN: {c.mrn()}    DOB: {c.dob_s()} (Age: {P('AGE', c.age)})")
    L.append(f"Collected: {c.d(coll)} {C.ctime(r)}    Received: {c.d(recd)}    Signed out: {c.d(signed)}")
    L.append(f"Submitting physician: {c.dn(1)}, {c.H(r.choice([0, 1]))}   Copy to: {c.dn(3)}, fax {c.fax()}")
    L.append(f"Requisition {c.idn('req')}; billing account {c.acct()}")
    L.append("")
    L.append(f"CLINICAL HISTORY: {c.age_s()} with {C.icd(r)}. {r.choice(['Rule out malignancy.', 'Staging.', 'Rising creatinine, rule out rejection.', 'Pancytopenia.'])}")
    L.append("")
    L.append(f"GROSS: Received in formalin labeled with the patient's name ({P('PATIENT', c.pt.last.upper() + ', ' + c.pt.first.upper())}) and medical record number, designated \"{site}\". "
             f"The specimen measures {round(r.uniform(0.2, 24), 1)} x {round(r.uniform(0.2, 9), 1)} x {round(r.uniform(0.1, 6), 1)} cm. "
             f"Sections submitted in cassettes A1-A{r.randint(2, 12)}. Grossed by {c.sn(0, 'PA') if r.random() < 0.5 else P('DOCTOR', c.staff[0].full) + ', PA(ASCP)'}.")
    L.append("")
    L.append(f"MICROSCOPIC: {r.choice(['Sheets of atypical cells with prominent nucleoli.', 'Tubular glands invading the muscularis propria.', 'Tubulitis and interstitial inflammation involving 30% of cortex.', 'Hypercellular marrow (80%) with 35% blasts.'])} {C.eponym(r)}.")
    L.append(f"IHC (block A{r.randint(1, 4)}): {r.choice(['TTF-1 positive, p40 negative', 'CK7 negative, CK20 positive, CDX2 positive', 'ER 95%, PR 60%, HER2 2+ (FISH pending)', 'C4d negative', 'CD34 positive, MPO positive', 'Ki-67 30%'])}.")
    L.append("")
    L.append("DIAGNOSIS:")
    L.append(f"  {site.upper()}:")
    L.append(f"  - {r.choice(['Adenocarcinoma, moderately differentiated', 'Invasive ductal carcinoma, Nottingham grade 2', 'Acute T-cell mediated rejection, Banff grade 1A', 'Acute myeloid leukemia', 'Malignant melanoma, Breslow depth 1.4 mm, Clark level IV', 'Glioblastoma, IDH-wildtype, WHO grade 4', 'Metastatic carcinoma in 2 of 14 lymph nodes', 'Prostatic adenocarcinoma, Gleason score 3+4=7'])}.")
    L.append(f"  - Margins {r.choice(['negative; closest 0.3 cm', 'positive at inked deep margin', 'not applicable'])}. Lymphovascular invasion {r.choice(['present', 'not identified'])}.")
    L.append(f"  - pTNM: {r.choice(['pT2a pN1', 'pT3 pN0', 'pT1c pN0(sn)', 'not applicable'])}. {C.icd(r)}")
    L.append(f"Intradepartmental consult with {c.dn(4)}; results called to {c.dn(1)} on {c.wd(signed)} at {C.ctime(r)}.")
    L.append(f"Outside slides from {c.H(1)} (outside case {c.idn('acc')}) reviewed.") if r.random() < 0.4 else None
    L.append(f"Tumor registry notified; case {c.idn('case')}.") if r.random() < 0.4 else None
    L.append("")
    L.append(f"Electronically signed out by {c.dn(0)}, pathologist, {c.d(signed)} {C.ctime(r)}. Resident: {c.dn(2)}.")
    L.append(f"CLIA lab license {c.lic()}; Lab director {c.dn(5)}, {c.addr()}, tel {c.phone()}")
    L.append(maybe(r, 0.3, audit(c)))
    return join(*L)
