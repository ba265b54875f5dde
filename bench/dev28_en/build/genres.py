"""Genre bodies. Every PHI value goes through T()/helpers so offsets are exact."""
from datetime import timedelta
from locales import T
from common import Person
import pools as P


def _gp_word(c):
    return {"US": "PCP", "CA": "family physician", "AU": "GP", "NZ": "GP", "ZA": "GP"}.get(c.code, "GP")


EXAM = {
    "sore throat": ("Tonsils enlarged, no exudate, no cervical nodes. FeverPAIN 1.", "viral pharyngitis"),
    "low back pain": ("Paraspinal tenderness L4/5, SLR 80 bilat, power and reflexes normal.", "mechanical back pain"),
    "headaches": ("Fundi normal, no focal neurology.", "tension-type headache"),
    "dysuria": ("Abdomen soft, mild suprapubic tenderness. Dip: nitrite +, leuc ++.", "lower UTI"),
    "itchy rash": ("Erythematous scaly plaques on both hands.", "contact dermatitis"),
    "cough": ("Chest clear, no wheeze.", "post-viral cough"),
    "tiredness": ("No pallor, no lymphadenopathy, thyroid not enlarged.", "fatigue, ?shift-work related"),
    "knee pain": ("Medial joint line tenderness, no effusion, ligaments stable.", "medial compartment OA"),
    "neck pain after RTC": ("Reduced rotation both sides, no midline tenderness. Canadian C-spine rule negative.", "whiplash injury"),
    "ear pain": ("L TM dull and bulging.", "acute otitis media"),
}


def gp_consult(c):
    R, L = c.R, c.L
    cx = R.choice(["sore throat", "low back pain", "headaches", "dysuria", "itchy rash", "cough", "tiredness", "knee pain",
                   "neck pain after RTC", "ear pain"])
    fam, fp = c.fam(R.choice(["wife", "husband", "partner", "daughter", "son"]))
    onset = c.days(-21, -2)
    lines = [f"\nPC: {cx}\n",
             f"HPC: {c.pn(R.choice(['given', 'title', 'full']))} is a {c.age_s()} {c.profession()} who reports {cx} since "
             f"{L.dwk(onset) if R.random() < 0.5 else L.d(onset)}. "]
    if cx == "neck pain after RTC":
        lab, pl = c.idv("plate")
        lines.append(f"Rear-ended at low speed at a junction near {c.landmark()}; {c.his} car ({lab} {pl}) was driveable. "
                     f"Insurer claim ref {T('IDNUM', 'CLM-' + str(R.randint(100000, 999999)))}. Seatbelt worn, no LOC. ")
    elif cx == "dysuria":
        lines.append(f"Frequency and urgency, no loin pain, no fever. Last UTI {L.my(c.days(-400, -90))}. MSU sent, lab no {c.accession()}. ")
    elif cx == "cough":
        lines.append(f"Productive of white sputum, no haemoptysis. Works at {c.employer()} in a dusty environment. Non-smoker since {T('DATE', str(c.visit.year - R.randint(2, 20)))}. ")
    elif cx == "tiredness":
        lines.append(f"Low mood denied. Sleeping poorly since starting night shifts at {c.employer()} in {L.my(c.days(-120, -30))}. Bloods requested (order {c.accession()}). ")
    else:
        lines.append(f"No red flags. Has tried OTC analgesia from {c.pharmacy()} with partial relief. ")
    lines.append(f"{R.choice(['Attends with', 'Accompanied by', 'Lives with'])} {fam}"
                 + (f", who works as a {c.profession()}" if R.random() < 0.5 else R.choice([", who is supportive", ""])) + ".\n")
    lines.append(f"PMH: {R.choice(['asthma', 'nil significant', 'hypertension', 'appendicectomy', 'migraine'])} ({T('DATE', str(c.visit.year - R.randint(3, 30)))}), "
                 f"{R.choice(['GORD', 'eczema', 'hypothyroidism', 'osteoarthritis'])}.\n")
    lines.append(f"DH: {R.choice(['ramipril 5 mg OD', 'sertraline 50 mg OD', 'nil regular', 'salbutamol PRN', 'levothyroxine 75 mcg OD'])}. NKDA.\n")
    ex, imp = EXAM[cx]
    lines.append(f"O/E: T {R.choice(['36.8', '37.4', '38.1', '36.5'])}, HR {R.randint(62, 104)}, BP {R.randint(110, 150)}/{R.randint(64, 92)}, "
                 f"SpO2 {R.randint(95, 99)}% RA. {ex}\n")
    lines.append(f"Imp: {imp}\n")
    fit_from = c.visit
    fit_to = c.days(5, 21)
    lines.append("Plan:\n")
    lines.append(f"- Fit note issued {L.d(fit_from)}-{L.d(fit_to)}; employer {c.employer()} informed by pt.\n" if R.random() < 0.6 else
                 f"- Self-care advice, safety-netting given; leaflet from {c.url()}.\n")
    lines.append(f"- Review with {c.dn(R.choice(c.docs), form='Dr')} on {L.dwk(c.days(3, 20))} or sooner if worse.\n")
    if R.random() < 0.5:
        lines.append(f"- Referred to {R.choice(['physiotherapy', 'ENT', 'dermatology', 'MSK clinic'])} at {c.hospital()}, referral ref {T('IDNUM', str(R.randint(10**11, 10**12 - 1)))}.\n")
    lines.append(f"- Contact number confirmed: {c.phone(True)}.\n")
    return "".join(lines)


def chronic_review(c):
    R, L = c.R, c.L
    cond = R.choice(["asthma", "COPD", "type 2 diabetes", "hypertension"])
    dx = T("DATE", str(c.visit.year - R.randint(1, 25)))
    s = [f"\n{cond.upper()} ANNUAL REVIEW\n",
         f"Diagnosed {dx}. Last review {L.d(c.days(-400, -300))} with {c.staff(R.choice(['RN', 'PN', 'NP']))}.\n"]
    s.append(f"Occupation: {c.profession()} ({c.employer()}). Smoking: {R.choice(['never', 'ex-smoker', 'current 10/day'])}. "
             f"Alcohol {R.randint(0, 24)} units/wk.\n")
    if cond in ("asthma", "COPD"):
        s.append(f"ACT {R.randint(12, 25)}/25. MRC dyspnoea {R.randint(1, 4)}. Exacerbations in past year: {R.randint(0, 3)} "
                 f"(last {L.d(c.days(-200, -20))}, treated at {c.hospital()}).\n")
        s.append(f"Inhaler technique checked ({R.choice(['MDI + spacer', 'DPI', 'soft mist'])}). PEFR {R.randint(250, 560)} L/min, "
                 f"predicted {R.randint(400, 600)}.\n")
        if R.random() < 0.6:
            s.append(f"Home nebuliser serial {c.serial()} serviced {L.d(c.days(-90, -5))}.\n")
        s.append(f"Spirometry {L.d(c.days(-60, -1))}: FEV1/FVC {R.randint(45, 82)}%.\n")
        s.append(f"Flu vaccine given {L.d(c.days(-120, 0))}; pneumococcal {T('DATE', str(c.visit.year - R.randint(1, 6)))}.\n")
        s.append(f"Self-management plan updated; pulmonary rehab at {T('HOSPITAL', R.choice(P.PLACE_STEMS) + ' Leisure Centre')} offered.\n")
    elif cond == "type 2 diabetes":
        s.append("Results:\n| Date | HbA1c | eGFR | ACR | Chol |\n|---|---|---|---|---|\n")
        for k in range(3):
            s.append(f"| {L.d(c.days(-500 + k * 170, -420 + k * 170))} | {R.randint(44, 88)} | {R.randint(38, 95)} | "
                     f"{R.choice(['1.2', '2.8', '0.9', '4.1'])} | {R.choice(['4.1', '5.2', '3.8', '6.0'])} |\n")
        s.append(f"Lab accession for today's bloods: {c.accession()}.\n")
        s.append(f"Feet: monofilament intact, pulses palpable. Podiatry at {c.hospital()}. Retinal screening {L.my(c.days(-300, -30))}: R0M0.\n")
        if R.random() < 0.6:
            s.append(f"Uses glucose meter SN {c.serial()}; CGM sensor {c.serial()} started {L.d(c.days(-30, -1))}.\n")
        s.append(f"DESMOND/structured education attended {T('DATE', str(c.visit.year - R.randint(0, 4)))}. Driving: holds licence "
                 f"{c.idv('drv')[1]}, aware of hypo rules.\n")
    else:
        s.append(f"Clinic BP {R.randint(128, 168)}/{R.randint(76, 98)}. HBPM average {R.randint(125, 150)}/{R.randint(75, 92)} "
                 f"over 7 days from {L.d(c.days(-14, -8))}.\n")
        s.append(f"Home BP monitor serial {c.serial()} validated.\n")
        s.append(f"Bloods (acc {c.accession()}): Na 139, K 4.4, creat 88, eGFR >60.\n")
        s.append(f"QRISK3 {R.randint(6, 28)}%. ECG {L.d(c.days(-30, 0))}: sinus rhythm.\n")
    s.append(f"Medication reviewed with {c.his} {R.choice(['wife', 'husband', 'daughter', 'son', 'carer'])} {c.fam()[0]} present.\n")
    s.append(f"Next review: {L.my(c.days(300, 380))}. Recall letter to {c.addr()}.\n")
    return "".join(s)


def child_health(c):
    R, L = c.R, c.L
    mum, mp = c.fam("mother", same_surname=R.random() < 0.7)
    dad, dp = c.fam("father", same_surname=True)
    months = c.months
    if months < 24:
        agestr = f"{T('AGE', months)} {'months' if months > 1 else 'month'}"
    else:
        agestr = f"{T('AGE', months // 12)} years"
    sib = Person(R, surname=c.pt.surname)
    s = [f"\nCHILD HEALTH / IMMUNISATION VISIT\nChild: {c.pn('full')} (known as {c.pn('given')}), age {agestr}\n",
         f"Attended with {R.choice(['mum', 'mother'])} {mum}" + (f" and dad {dad}" if R.random() < 0.5 else "") + ". "
         f"Mother works as a {c.profession()}.\n",
         f"Birth: born {L.d(c.dob)} at {c.hospital()}, {R.choice(['SVD', 'LSCS', 'ventouse'])} at 39+{R.randint(0, 6)}, "
         f"BW {R.choice(['3.12', '3.48', '2.96', '3.80'])} kg.\n"]
    if months >= 24:
        s.append(f"Attends {c.school('nursery' if months < 60 else 'primary')}; older sibling {T('FAMILY', sib.given)} ({T('AGE', R.randint(6, 12))}) at {c.school()}.\n")
    s.append(f"Health visitor: {c.staff(R.choice(['HV', 'RN', 'CFHN', 'Plunket nurse']))}.\n")
    s.append("Immunisations today:\n")
    vacc = R.sample(["DTaP/IPV/Hib/HepB", "MenB", "PCV", "Rotavirus", "MMR", "Hib/MenC", "DTaP/IPV", "Influenza (LAIV)"], 3)
    for v in vacc:
        s.append(f"  - {v}  batch {R.choice('ABCDEFGHJK')}{R.randint(100, 999)}{R.choice('XYZ')}  {R.choice(['L thigh', 'R thigh', 'L deltoid', 'R deltoid', 'intranasal', 'oral'])}  "
                 f"given {L.d(c.visit)} by {T('DOCTOR', Person(R).full)}\n")
    s.append(f"Previous doses recorded {L.d(c.dob + timedelta(days=56))}, {L.d(c.dob + timedelta(days=84))}.\n")
    wt = {0: ['5.2', '6.1', '7.0'], 1: ['9.6', '10.4', '11.1'], 3: ['14.2', '15.0'], 4: ['16.1', '17.6'], 5: ['18.3', '19.9'],
          6: ['20.8', '22.0'], 7: ['23.5', '25.1'], 8: ['26.0', '27.9']}.get(months // 12, ['13.0'])
    s.append(f"Weight {R.choice(wt)} kg ({R.choice(['25th', '50th', '75th', '9th'])} centile). "
             f"Development age-appropriate. Red book updated.\n")
    s.append(f"Parent contact: {c.phone(True)}; {c.email(mp)}.\n")
    if R.random() < 0.5:
        s.append(f"Safeguarding: none. Lives at {c.addr()} with {R.choice(['parents', 'mum and grandmother', 'both parents and sibling'])}.\n")
    s.append(f"Next immunisations due {L.my(c.days(28, 60))}; appointment booked {L.dwk(c.days(28, 60))}.\n")
    return "".join(s)


def antenatal(c):
    R, L = c.R, c.L
    lmp = c.visit - timedelta(days=R.randint(56, 84))
    edd = lmp + timedelta(days=280)
    partner, pp = c.fam(R.choice(["husband", "partner"]), same_surname=R.random() < 0.5)
    g = R.randint(1, 4)
    s = [f"\nANTENATAL BOOKING\nLMP {L.d(lmp)} (certain, regular cycle). EDD by dates {L.d(edd)}. G{g}P{g - 1}.\n",
         f"{c.pn('given')} is a {c.age_s()} {c.profession()}, born in {c.country()}, moved here in {T('DATE', str(c.visit.year - R.randint(1, 15)))}.\n",
         f"Partner {partner} ({T('AGE', c.age + R.randint(-3, 8))}), {c.profession()} at {c.employer()}.\n"]
    if g > 1:
        s.append(f"Previous: {R.choice(['SVD', 'emergency LSCS', 'forceps'])} {T('DATE', str(c.visit.year - R.randint(2, 6)))} at {c.hospital()}, "
                 f"baby {T('FAMILY', Person(R, surname=c.pt.surname).given)} now well.\n")
    s.append(f"Booking bloods taken, specimen {c.accession()}: FBC, group & save, haemoglobinopathy, HIV/HBV/syphilis.\n")
    s.append(f"Dating scan booked at {c.hospital()} on {L.d(c.days(5, 21))}. Folic acid 400 mcg, vitamin D advised.\n")
    s.append(f"BMI {R.choice(['22.4', '27.9', '31.2', '24.6'])}. BP {R.randint(100, 130)}/{R.randint(60, 82)}. Urine NAD.\n")
    s.append(f"Midwife: {c.staff(R.choice(['RM', 'Midwife', 'CNM']))}, team {T('HOSPITAL', R.choice(P.PLACE_STEMS) + ' Community Midwives')}, "
             f"on-call {c.phone(False)}.\n")
    if "plan" in c.ids:
        lab, v = c.idv("plan")
        s.append(f"{lab}: {v}. ")
    s.append(f"Maternity notes number {T('MRN', 'MAT' + str(R.randint(100000, 999999)))}.\n")
    s.append(f"Mental health: PHQ-2 {R.randint(0, 3)}. Domestic abuse screen: asked alone, negative.\n")
    return "".join(s)


def contraception_menopause(c):
    R, L = c.R, c.L
    if c.age < 45:
        m = R.choice(["implant", "IUS", "COC"])
        s = [f"\nCONTRACEPTION CLINIC\n{c.pn(R.choice(['title', 'given', 'full']))}, {c.age_s()}, attends for {m} review. LMP {L.d(c.days(-25, -3))}.\n"]
        if m == "implant":
            s.append(f"Implant inserted {L.d(c.days(-1100, -900))} (L arm) by {c.dn(c.docs[2], form='Drfull')}; due for change. "
                     f"Removed and replaced today, new implant batch {R.choice('ABCDEF')}{R.randint(10000, 99999)}. Next due {L.my(c.days(1090, 1095))}.\n")
        elif m == "IUS":
            s.append(f"IUS fitted {L.d(c.days(-700, -300))} at {c.hospital()}. Threads seen. Removal/replacement by {T('DATE', str(c.visit.year + R.randint(3, 6)))}.\n")
        else:
            s.append(f"BP {R.randint(100, 134)}/{R.randint(60, 84)}, BMI {R.choice(['21.8', '24.1', '29.5'])}. No migraine with aura. "
                     f"12 months supply via {c.pharmacy()}.\n")
        s.append(f"Partner {c.fam(R.choice(['partner', 'husband']), same_surname=False)[0]}. STI screen offered. Cervical screening last "
                 f"{L.d(c.days(-1000, -100))} (HPV negative).\n")
        s.append(f"Works as a {c.profession()}; prefers texts to {c.phone(True)}.\n")
    else:
        s = [f"\nMENOPAUSE CLINIC\n{c.pn(R.choice(['title', 'full']))}, {c.age_s()}. LMP {L.my(c.days(-400, -60))}. "
             f"Hot flushes {R.randint(4, 15)}/day, night sweats, low mood, brain fog affecting work as a {c.profession()} at {c.employer()}.\n",
             f"Mother {c.fam('mother', form='given')[0]} had breast cancer at {T('AGE', R.randint(48, 75))}; no VTE history.\n",
             f"Last mammogram {L.d(c.days(-700, -40))} at {T('HOSPITAL', R.choice(P.PLACE_STEMS) + ' Breast Screening Unit')}: normal.\n",
             f"Plan: transdermal oestradiol 50 mcg patch twice weekly + micronised progesterone 100 mg nocte. Information from {c.url()}.\n",
             f"HRT prepayment certificate no {T('IDNUM', 'PPC' + str(R.randint(1000000, 9999999)))} valid to {L.d(c.days(330, 365))}.\n",
             f"Review 3 months: {L.d(c.days(84, 100))} with {c.staff(R.choice(['ANP', 'RN', 'NP']))}.\n"]
    return "".join(s)


def minor_surgery(c):
    R, L = c.R, c.L
    lesion = R.choice(["sebaceous cyst", "seborrhoeic keratosis", "lipoma", "ingrown toenail", "skin tag cluster", "suspected BCC"])
    site = R.choice(["L upper back", "R forearm", "scalp", "R hallux", "L shoulder", "neck"])
    s = [f"\nMINOR SURGERY LIST — {T('HOSPITAL', c.practice)}, treatment room {T('LOCATION_OTHER', str(R.randint(1, 6)))}\n",
         f"Patient {c.pn('full')} ({c.age_s()}), {lesion} {site}.\n",
         f"Consent signed {L.d(c.days(-21, -7))}; reconfirmed today. Allergies: {R.choice(['nil', 'elastoplast', 'penicillin'])}.\n",
         f"Procedure: {R.choice(['excision with 2 mm margin', 'wedge resection + phenolisation', 'shave excision', 'punch biopsy 4 mm'])} "
         f"under 1% lidocaine {R.randint(2, 8)} mL. Haemostasis achieved. {R.randint(2, 6)} x 4/0 Ethilon.\n",
         f"Operator: {c.dn(form='Drfull')}; assistant {c.staff(R.choice(['HCA', 'RN', 'PN']))}.\n",
         f"Specimen {T('IDNUM', 'SP-' + str(R.randint(10000, 99999)))} to histology at {c.hospital()}, request no {c.accession()}.\n",
         f"Dermatoscope image ID {T('IDNUM', 'IMG' + str(R.randint(100000, 999999)))} saved to record.\n"]
    if c.code in ("US", "ZA", "IE", "AU") or R.random() < 0.3:
        s.append(f"Billing: acct {c.account()}" + (f", {c.idv('plan')[0]} {c.idv('plan')[1]}" if "plan" in c.ids else "") + ".\n")
    s.append(f"Suture removal {L.dwk(c.days(7, 14))} with practice nurse. Driving home with {c.fam(R.choice(['wife', 'husband', 'son', 'daughter', 'friend']))[0]}.\n")
    s.append(f"Results will be sent to {c.email()} / phone {c.phone(True)}.\n")
    return "".join(s)


def mental_health(c):
    R, L = c.R, c.L
    fam, fp = c.fam(R.choice(["wife", "husband", "partner", "mother", "sister"]))
    s = [f"\nMENTAL HEALTH REVIEW\n{c.pn(R.choice(['given', 'title', 'full']))} ({c.age_s()}) reviewed "
         f"{R.choice(['face to face', 'by phone', 'by video'])}.\n",
         f"Background: depression since {T('DATE', str(c.visit.year - R.randint(1, 12)))}; sertraline {R.choice(['50', '100', '150'])} mg started "
         f"{L.d(c.days(-120, -40))}.\n",
         f"Stressors: redundancy from {c.employer()} in {L.my(c.days(-200, -30))}; relationship strain with {fam}.\n"
         if R.random() < 0.5 else
         f"Stressors: caring for {c.his} {R.choice(['father', 'mother'])} {c.fam(same_surname=True)[0]} with dementia; off work as a {c.profession()} since {L.d(c.days(-60, -10))}.\n",
         f"PHQ-9 {R.randint(5, 22)} (prev {R.randint(8, 24)} on {L.dshort(c.days(-60, -20))}). GAD-7 {R.randint(3, 18)}.\n",
         f"Risk: fleeting thoughts, no plan or intent. Protective factors: {c.his} children {T('FAMILY', Person(R, surname=c.pt.surname).given)} and "
         f"{T('FAMILY', Person(R, surname=c.pt.surname).given)}, dog.\n",
         f"Safety plan: contact {fam} on {c.phone(True)}; crisis team {c.phone(False)}.\n",
         f"Self-referred to {T('HOSPITAL', R.choice(P.PLACE_STEMS) + ' Talking Therapies')}; online CBT account username {c.username(c.pt)}.\n"]
    if R.random() < 0.4:
        s.append(f"Video consult connection logged from IP {c.ip()}.\n")
    s.append(f"Plan: continue SSRI, fit note {L.d(c.visit)} to {L.d(c.days(14, 28))}, review {L.dwk(c.days(14, 28))}.\n")
    return "".join(s)


def med_review(c):
    R, L = c.R, c.L
    meds = R.sample(["atorvastatin 20 mg ON", "amlodipine 5 mg OD", "metformin 1 g BD", "omeprazole 20 mg OD", "bisoprolol 2.5 mg OD",
                     "apixaban 5 mg BD", "levothyroxine 100 mcg OD", "sertraline 100 mg OD", "tiotropium 18 mcg OD",
                     "co-codamol 30/500 PRN", "furosemide 40 mg OM", "alendronic acid 70 mg weekly", "gabapentin 300 mg TDS"], 5)
    s = [f"\nSTRUCTURED MEDICATION REVIEW\nConducted by {c.staff(R.choice(['Clinical Pharmacist', 'PharmD', 'MPSI', 'RPh']))} with {c.pn(R.choice(['title', 'full']))}"
         f"{' and carer ' + c.fam()[0] if R.random() < 0.4 else ''}.\n",
         "Current repeats:\n"]
    for m in meds:
        s.append(f"  * {m} — last issued {L.d(c.days(-40, -1))}\n")
    s.append(f"Nominated pharmacy: {c.pharmacy()}, tel {c.phone(False)}, fax {c.fax()}.\n")
    s.append(f"EPS prescription ID {T('IDNUM', ''.join(R.choice('0123456789ABCDEF') for _ in range(6)) + '-' + ''.join(R.choice('0123456789ABCDEF') for _ in range(6)) + '-' + str(R.randint(10000, 99999)) + R.choice('XYZ'))}"
             f" sent {L.d(c.visit)}.\n")
    s.append(f"Adherence: uses blister packs; {R.choice(['occasionally misses evening doses', 'good adherence', 'stopped statin due to myalgia'])}.\n")
    s.append(f"Bloods {L.d(c.days(-30, -2))} (acc {c.accession()}): U&E, LFT within range.\n")
    s.append(f"Repeats authorised until {L.d(c.days(170, 365))}. Online ordering via {c.url()} (login {c.username(c.pt)}).\n")
    if R.random() < 0.5:
        s.append(f"Controlled drug collection: patient ID verified by fingerprint ID {T('BIOID', 'FP-' + str(R.randint(10000, 99999)))} at pharmacy.\n")
    if "ssn" in c.ids and R.random() < 0.5:
        lab, v = c.idv("ssn")
        s.append(f"Exemption/benefits check: {lab} {v} recorded.\n")
    return "".join(s)


def home_visit(c):
    R, L = c.R, c.L
    carer, cp = c.fam(R.choice(["daughter", "son", "wife", "husband", "niece"]))
    in_home = R.random() < 0.45
    s = [f"\nHOME VISIT\nRequested by {carer} ({R.choice(['daughter', 'son', 'carer', 'NOK'])}) on {c.phone(True)}.\n"]
    if in_home:
        s.append(f"Resident at {c.carehome()}, room {T('LOCATION_OTHER', str(R.randint(1, 48)) + R.choice(['', '', 'A', 'B']))}. "
                 f"Senior carer on duty {T('DOCTOR', Person(R).full)}.\n")
    else:
        s.append(f"Visited at home: {c.addr()} (house behind {c.landmark()}; key safe at side door).\n")
        s.append(f"Care package from {T('ORGANIZATION', R.choice(P.CARE_AGENCIES))} QDS; district nurse {c.staff(R.choice(['DN', 'RN', 'CN']))}.\n")
    s.append(f"{c.pn(R.choice(['title', 'full', 'given']))}, {c.age_s(R.randint(78, 101) if c.age < 70 else c.age)}, retired {c.profession()}. "
             f"{R.choice(['Increased confusion over 3 days', 'Fall overnight, found on floor', 'Reduced oral intake', 'Worsening leg ulcers'])}.\n")
    s.append(f"Obs: T {R.choice(['37.9', '36.4', '38.3'])}, HR {R.randint(70, 112)}, BP {R.randint(98, 160)}/{R.randint(52, 90)}, "
             f"RR {R.randint(14, 24)}, SpO2 {R.randint(90, 98)}%. NEWS2 {R.randint(1, 7)}.\n")
    s.append(f"Pendant alarm serial {c.serial()} working. " if R.random() < 0.6 else "")
    s.append(f"Urine dip {R.choice(['nitrite +, leuc ++', 'NAD'])}. Bloods taken, sample {c.accession()}.\n")
    s.append(f"DNACPR discussed with {carer} {R.choice(['and agreed', '- wishes to think about it'])}. ReSPECT form dated {L.d(c.visit)}.\n")
    if R.random() < 0.35:
        lab, pl = c.idv("plate")
        s.append(f"Transport: son's car {lab} {pl} will take {'her' if c.pt.sex == 'F' else 'him'} to {c.hospital()} if needed.\n")
    s.append(f"Plan: {R.choice(['antibiotics started', 'OT referral for falls', 'admission declined, virtual ward referral'])}; "
             f"revisit {L.dwk(c.days(2, 5))}.\n")
    return "".join(s)


def ooh_call(c):
    R, L = c.R, c.L
    caller, cp = c.fam(R.choice(["mother", "father", "wife", "husband", "daughter", "son", "neighbour"]))
    when = c.visit
    s = [f"\nOUT OF HOURS — {T('HOSPITAL', R.choice(P.PLACE_STEMS) + ' Urgent Care Centre' if R.random() < 0.5 else c.L.town() + ' OOH Base')}\n",
         f"Case ref: {T('IDNUM', str(R.randint(10**7, 10**8 - 1)))}   Call received {L.dwk(when)} {R.randint(18, 23)}:{R.randint(10, 59)}\n",
         f"Caller: {caller} ({R.choice(['mother', 'spouse', 'relative', 'neighbour'])}), callback {c.phone(True)}\n",
         f"Patient: {c.pn(R.choice(['full', 'LAST, First']))}, DOB {L.d(c.dob)}, {c.age_s()}\n",
         f"Registered with {T('HOSPITAL', c.practice)} ({c.dn(form='Dr')}).\n",
         f"History: {R.choice(['vomiting since lunchtime, keeping fluids down', 'fever 39.2 and rash, non-blanching? caller unsure', 'chest pain 20 mins, now settled', 'fall, head injury, on apixaban', 'ran out of regular meds'])}.\n"]
    if R.random() < 0.5:
        s.append(f"Video call attempted, IP {c.ip()}, dropped; continued by phone.\n")
    s.append(f"Address confirmed: {c.addr()}.\n")
    s.append(f"Outcome: {R.choice(['advice and safety-net', 'base visit booked 21:40', 'home visit by mobile doctor', '999 advised'])}. "
             f"Handled by {c.dn(c.docs[3], form='full')} (call handler user {c.username(c.docs[2])}).\n")
    s.append(f"Summary sent to GP {L.d(c.days(0, 1))}, encounter {c.account()}.\n")
    return "".join(s)


GENRES = {
    "gp_consultation": gp_consult,
    "chronic_disease_review": chronic_review,
    "child_health_immunisation": child_health,
    "antenatal_booking": antenatal,
    "contraception_menopause": contraception_menopause,
    "minor_surgery": minor_surgery,
    "mental_health_review": mental_health,
    "medication_review": med_review,
    "home_visit": home_visit,
    "out_of_hours_call": ooh_call,
}
