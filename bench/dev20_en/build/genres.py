"""Genre writers. Each returns marked-up text ([[TYPE:value]])."""
import re
import pools as P
from common import *
from ents import Ctx, words
import negs as N


def J(*lines):
    text = "\n".join(x.rstrip() for x in lines if x is not None)
    # a/an before a profession that starts with a vowel sound
    text = re.sub(r"\b([Aa]) (\[\[PROFESSION:[AEIOUaeiou])", r"\1n \2", text)
    text = re.sub(r"\b([Aa]) (\[\[AGE:(?:8|11|18|8\d|eight\w*|eleven)\]\])", r"\1n \2", text)
    return text.replace(" is a aged ", " is aged ")


def some(r, items, lo, hi=None):
    hi = hi or len(items)
    k = r.randint(min(lo, len(items)), min(hi, len(items)))
    return r.sample(items, k)


def T(r):
    return r.choice(N.TIMES)


# ------------------------------------------------------------------ 1 GP consultation
def gp_consult(r, L):
    c = Ctx(r, L, 18, 92)
    p, g = c.pt, c.gp
    gpn = c.doc()
    cred = r.choice(P.CREDS_DOC)
    lic = L.license('doc')
    f = c.later(7, 30)
    body = [
        f"{c.pn()} is a {c.age_s()} {('retired ' + PR(c.prof)) if c.age > 64 else r.choice([PR(c.prof), 'who works as a ' + PR(c.prof), 'self-employed ' + PR(c.prof)])} presenting with {r.choice(['low back pain', 'cough', 'fatigue', 'palpitations', 'dizziness', 'rash on forearms', 'knee pain'])} for {r.choice(N.DURS)}.",
        f"Works at {OR(c.employer)}; off work since {c.Ds(c.earlier(5, 40))}." if c.age < 66 else f"Lives with {c.rel_word} {c.relname()}, who attended today.",
        f"PMH: {N.epo(r)}, hypertension, T2DM. Meds: {N.meds(r, 3)}. {c.fh()}",
        f"Seen at {HO(c.hospital)} {N.dept(r)} on {c.D(c.earlier(10, 200))} - discharge letter reviewed.",
        f"Screening: {N.scale(r)}, {N.scale(r)}.",
        N.wordy(r, 2),
    ]
    plan = [f"- Bloods today (FBC, U&E, HbA1c, TSH); results via portal {URL('https://portal.' + c.dom + '/results')}",
            f"- Review {c.Dw(f)} with {gpn}",
            f"- Fit note {c.Ds(c.visit)}-{c.Ds(c.later(7, 14))}" if c.age < 66 else f"- Ask {c.rel_word} {FA(c.rel.given)} to book flu jab",
            f"- Safety-netting given. {N.wordy(r)}"]
    return J(HO(c.practice), c.addr(c.practice_addr), f"Tel {PH(c.practice_phone)}", "",
             f"CONSULTATION {c.D()} {T(r)}", c.header(), "",
             "S: " + " ".join(body[:3]), "O: " + r.choice(["BP 138/84, HR 76 reg, SpO2 97% RA, T 36.8.", "Chest clear, HS I+II+0, abdo SNT."]),
             "   " + " ".join(body[3:]), "A: " + r.choice(["Mechanical LBP.", "Viral URTI.", "Likely anxiety-related palpitations.", "Contact dermatitis."]),
             "P:", *plan, "", f"{r.choice(['Dr ', 'Dr. '])}{DR(g.full)}, {cred}" if r.random() < 0.6 else f"{DR(g.full)} {cred}",
             f"{HO(c.practice)}  |  {c.L.license('doc')[0]} {LI(c.L.license('doc')[1])}")


# ------------------------------------------------------------------ 2 referral letter
def gp_referral(r, L):
    c = Ctx(r, L, 18, 92)
    p = c.pt
    cons = Person(r)
    to = r.choice(["Dr ", "Prof ", "Dr. ", "Professor "]) + DR(cons.full)
    svc = r.choice(["Rheumatology", "Memory Clinic", "Falls Prevention Service", "Community Mental Health Team",
                    "Respiratory Team", "Cardiology", "ENT", "Gastroenterology"])
    t = c.pn()
    return J(c.letterhead(c.practice), "", c.D(c.visit, r.choice(L.date_styles)), "",
             f"{to}", f"{svc}, {HO(c.hospital)}", c.addr(L.address_parts()), "",
             f"Dear {r.choice(['Dr', 'Prof', 'Professor', 'Dr.'])} {DR(cons.surname)},", "",
             f"Re: {c.pfull()}  DOB {c.D(c.dob)}  {c.ids_line()}", f"    {c.addr()}", "",
             f"Thank you for seeing this {c.age_s()} {r.choice(['gentleman', 'man', 'patient'] if p.sex == 'M' else ['lady', 'woman', 'patient'])} who {r.choice(['works as a ' + PR(c.prof), 'is a retired ' + PR(c.prof), 'is unemployed, previously a ' + PR(c.prof)])}. "
             f"{t} first noticed symptoms around {DT(L.d(c.earlier(60, 300), 'month_y'))} and they have worsened since {DT(r.choice(['Christmas', 'Easter', 'New Year']))}.",
             f"Relevant history includes {N.epo(r)} and {N.epo(r)}. Current medication: {N.meds(r, 4)}.",
             f"{p.his.capitalize()} {c.rel_word} {c.relname()} ({PH(c.rel_phone)}) is keen to attend the appointment. {N.wordy(r)}",
             f"Recent {N.scale(r)}. Previously reviewed by {DR(Person(r).full)} at {HO(c.mk_hospital())} in {DT(str(c.earlier(400, 1500).year))}.",
             f"I would be grateful if {p.title()} {PT(p.surname)} could be seen {r.choice(['routinely', 'soon', 'urgently'])}. E-referral UBRN {IDN(L.digits(4) + ' ' + L.digits(4) + ' ' + L.digits(4))}.", "",
             "Yours sincerely,", "", c.doc(title=True) + f", {r.choice(P.CREDS_DOC)}", f"{r.choice(['GP Partner', 'Salaried GP', 'Family Physician', 'GP Registrar'])}, {HO(c.practice)}",
             "{} {}".format(*(lambda x: (x[0], LI(x[1])))(L.license('doc'))), f"Dictated by {DR(c.gp.inits)}/typed by {DR(c.staff[0].inits.lower())} {c.D()}", "", c.cc())


# ------------------------------------------------------------------ 3 physiotherapy
def physio(r, L):
    c = Ctx(r, L, 16, 90)
    pt_ = c.staff[0]
    area = r.choice(["right shoulder", "left knee", "lumbar spine", "neck", "left ankle", "right hip"])
    sessions = []
    d = c.visit
    for i in range(r.randint(2, 4)):
        sessions.append(f"{c.Dw(d)}: {r.choice(['Reviewed', 'Seen', 'Tx'])} by {r.choice(['physio ', 'PT ', ''])}{DR(pt_.given)}. "
                        f"{r.choice(['Pain 4/10', 'Pain 6/10 at rest', 'NRS 3/10', 'VAS 5'])}; {N.scale(r)}. "
                        f"{r.choice(['Progressed HEP', 'Manual therapy + taping', 'Hydro session at ' + LO(c.mk_named('landmark')), 'Gait re-ed with walking frame', 'Cuff strengthening'])}. "
                        f"{r.choice(['Seen with student ' + DR(c.staff[1].given) + '.', 'Assisted by rehab assistant ' + DR(c.staff[2].given) + '.', ''])}")
        d = d + __import__('datetime').timedelta(days=r.randint(5, 14))
    return J(f"{r.choice(['Physiotherapy', 'MSK Physiotherapy', 'Community Physiotherapy'])} - {HO(c.mk_named('clinic'))}",
             f"Initial assessment {c.D()}", c.header(), f"Referred by: {c.doc()} ({HO(c.practice)}) ref {IDN(c.ref)}", "",
             f"PC: {area} pain since {c.D(c.earlier(30, 200), r.choice(['month_y'] + L.date_styles))} after {r.choice(['a fall on ice', 'lifting at work', 'a netball game', 'gardening', 'a car accident'])}.",
             f"SH: {c.age_s()}, {r.choice(['works as a ' + PR(c.prof) + ' at ' + OR(c.employer), 'retired ' + PR(c.prof), 'student at ' + OR(c.mk_named('school'))])}. "
             f"Lives with {c.rel_word} {c.relname()}. Drives ({r.choice(['car', 'van'])} reg {VE(L.plate())}) - advised re driving.",
             f"O/E: {N.epo(r) if r.random() < 0.3 else 'Full AROM with pain at end range'}; {N.scale(r)}; {r.choice(['Hawkins-Kennedy +ve', 'Lachman -ve', 'SLR 60 deg', 'Thomas test tight'])}.",
             f"Goals: {c.pn()} wants to {r.choice(['return to work', 'play with grandchildren', 'walk to the shops', 'get back to the gym'])} by {c.Ds(c.later(40, 90))}. {N.wordy(r)}",
             "", "Treatment log:", *["- " + s for s in sessions], "",
             c.sig(pt_, r.choice(P.CREDS['physio']), r.choice(['Physiotherapist', 'Senior Physiotherapist', 'Band 6 Physio']), "physio"))


# ------------------------------------------------------------------ 4 occupational therapy
def ot(r, L):
    c = Ctx(r, L, 40, 97)
    o = c.staff[0]
    carer = Person(r)
    return J(f"OCCUPATIONAL THERAPY HOME VISIT - {HO(c.mk_named('clinic'))}", f"Date of visit: {c.D()}  Time: {T(r)}",
             c.header(), "",
             f"Present: {c.pn()}, {c.rel_word} {c.relname()}, carer {FA(carer.given)} from {OR(c.mk_named('agency'))}, OT {DR(o.full)}.",
             f"Background: {c.age_s()} with {N.epo(r)}; {r.choice(['fall at home', 'hospital discharge from ' + HO(c.hospital) + ' ' + HO(c.mk_named('ward'))])} on {c.D(c.earlier(3, 30))}. Formerly a {PR(c.prof)}.",
             f"Home: {r.choice(['two-storey terraced house', 'ground-floor flat', 'bungalow', 'HDB flat, lift landing', 'single-level unit'])} at {c.addr()}; {r.randint(2, 14)} steps to front door, key safe fitted.",
             f"Function: {N.scale(r)}; {N.scale(r)}. Transfers with supervision. {N.wordy(r)}",
             "Equipment issued:",
             f"- {r.choice(['Perching stool', 'Toilet frame', 'Bath board', 'Raised toilet seat'])}, {r.choice(['commode', 'chair raisers', 'grab rails x2'])}",
             f"- Falls pendant serial {DV(L.device())} linked to monitoring line {PH(L.phone())}",
             f"- Wheelchair (loan) SN {DV(L.device())}",
             f"Plan: review {c.Dw(c.later(7, 21))}; liaise with {N.dept(r)}; letter to {c.doc()}. {c.pn()} and {FA(c.rel.given)} agree with plan.",
             "", c.sig(o, r.choice(P.CREDS['ot']), r.choice(['Occupational Therapist', 'Senior OT', 'OT']), "ot"))


# ------------------------------------------------------------------ 5 speech and language therapy
def slt(r, L):
    child = r.random() < 0.5
    c = Ctx(r, L, 2, 9) if child else Ctx(r, L, 45, 92)
    s = c.staff[0]
    if child:
        par = Person(r, surname=c.pt.surname)
        teacher = Person(r)
        sch = c.mk_named("school")
        mid = [f"{c.pn()} ({c.age_s()}) attends {OR(sch)}; class teacher {r.choice(['Mrs ', 'Ms ', 'Mr ', 'Miss '])}{FA(teacher.surname)} reports limited talking in class.",
               f"Seen with {r.choice(['mum', 'dad', 'mother', 'father', 'nan'])} {FA(par.given)} ({PR(c.rel_prof)}), who reports first words at {AG(r.randint(14, 30))} months. "
               f"Older sibling {FA(Person(r).given)} ({AG(r.randint(6, 14))}) had speech therapy at {HO(c.mk_named('clinic'))}.",
               f"Assessment: {r.choice(['CELF-5', 'RAPT', 'DEAP', 'Preschool Language Scales', 'BPVS'])} - standard score {r.randint(62, 95)}. Fronting and stopping noted. {N.wordy(r)}",
               f"Hearing test at Audiology on {c.D(c.earlier(20, 120))} normal."]
    else:
        mid = [f"{c.pn()} ({c.age_s()}) referred post stroke from {HO(c.hospital)}, {HO(c.mk_named('ward'))}, bed {LO(r.randint(1, 28))}.",
               f"Bedside swallow: coughing on thin fluids; IDDSI level {r.choice([1, 2, 3])} recommended. Dysarthria moderate. {N.epo(r)} noted in history.",
               f"{c.rel_word.capitalize()} {c.relname()} present and will support with mealtimes. {N.wordy(r)}",
               f"VFSS booked for {c.Dw(c.later(3, 20))} at {T(r)}."]
    return J(f"Speech and Language Therapy - {HO(c.mk_named('clinic'))}", f"Session: {c.D()}   Clinician: {c.clin(s)}",
             c.header(), "", *mid, f"Plan: {r.randint(4, 8)} sessions; next {c.Ds(c.later(7, 14))}, {c.Ds(c.later(15, 28))}. Copy to {c.doc()}.",
             "", c.sig(s, r.choice(P.CREDS['slt']), r.choice(['Speech and Language Therapist', 'Speech-Language Pathologist', 'Specialist SLT']), "slt"))


# ------------------------------------------------------------------ 6 podiatry
def podiatry(r, L):
    c = Ctx(r, L, 40, 92)
    pod = c.staff[0]
    pump = r.random() < 0.5
    return J(f"{HO(c.mk_named('clinic'))} - Podiatry / Diabetic Foot", f"Appt: {c.Dw()} {T(r)}", c.header(), "",
             f"{c.pn()}, {c.age_s()}, T{r.choice([1, 2])}DM since {DT(str(c.earlier(2000, 9000).year))}. {r.choice(['Ex-', 'Current '])}{PR(c.prof)}.",
             f"Insulin pump SN {DV(L.device())}; CGM transmitter {DV(L.device())}." if pump else f"On {N.meds(r, 2)}.",
             f"Ulcer R hallux plantar 8 x 6 mm, clean base; {r.choice(['Charcot foot', 'Morton neuroma', 'Achilles tendinopathy'])} excluded. Monofilament 6/10. Pulses DP palpable.",
             f"Debrided; {r.choice(['Inadine', 'Aquacel Ag', 'Flamazine'])} dressing; offloading boot. Photos uploaded under accession {IDN(c.ref)}.",
             f"Brought by {c.rel_word} {c.relname()} (car reg {VE(L.plate())}, blue badge). {N.wordy(r)}",
             f"Next: {c.Dw(c.later(5, 10))}, then {c.Ds(c.later(12, 20))}. Inform {c.doc()} and district nurses.",
             "", c.sig(pod, r.choice(P.CREDS['pod']), r.choice(['Podiatrist', 'Specialist Podiatrist', 'Podiatric Surgeon']), "pod"))


# ------------------------------------------------------------------ 7 dietetics
def dietetics(r, L):
    c = Ctx(r, L, 4, 85)
    dt_ = c.staff[0]
    w1, w2 = r.randint(38, 120), None
    return J(f"DIETETIC ASSESSMENT  {c.D()}", f"Location: {HO(c.mk_named('clinic'))}, room {LO(str(r.randint(1, 40)) + r.choice(['', 'A', 'B']))}",
             c.header(), "",
             f"Referral: {c.doc()} - {r.choice(['weight loss', 'IBS', 'coeliac disease', 'T2DM', 'faltering growth', 'CKD stage 3'])}; referral no {IDN(c.ref)}.",
             f"Anthropometry: wt {w1} kg (was {w1 + r.randint(2, 9)} kg on {c.D(c.earlier(60, 200))}); {N.scale(r)}.",
             f"Diet history per {c.pn()}: {r.choice(['skips breakfast', 'grazes in evening', 'large portions of rice', 'fasting during ' + DT('Ramadan')])}; "
             f"meals prepared by {c.rel_word} {c.relname()}. Works shifts as a {PR(c.prof)}.",
             f"Supplements: {r.choice(['Fortisip compact', 'Ensure Plus', 'Complan'])} BD. {N.wordy(r)}",
             f"Goals agreed: {r.choice(['0.5 kg/week loss', 'reintroduce FODMAPs', 'carb awareness'])}. Resources: {URL('www.' + c.mk_domain('eat well ' + c.town()) + '/leaflets')}.",
             f"Follow-up: {c.Dw(c.later(21, 60))} (video). ", "", c.sig(dt_, r.choice(P.CREDS['diet']), r.choice(['Dietitian', 'Registered Dietitian', 'Specialist Dietitian']), "diet"))


# ------------------------------------------------------------------ 8 school nurse
def school_nurse(r, L):
    c = Ctx(r, L, 5, 17)
    n = c.staff[0]
    sch = c.mk_named("school")
    par = Person(r, surname=c.pt.surname)
    head = Person(r)
    pupil_id = L.digits(r.choice([6, 8]))
    return J(f"SCHOOL NURSING SERVICE - contact record", f"School: {OR(sch)}, {c.addr(L.address_parts())}",
             f"Pupil: {c.pfull()}  Year {r.randint(1, 12)}  DOB {c.D(c.dob)}  ({AG(c.age)}y)", f"Pupil no: {IDN(pupil_id)}   {c.ids_line()}",
             f"Parent/carer: {FA(par.full)} ({r.choice(['mum', 'dad', 'mother', 'father', 'stepmother', 'grandmother'])}) {PH(L.mobile())}, works as {r.choice(['a', 'a'])} {PR(c.rel_prof)}",
             "",
             f"{c.D()} {T(r)}: {c.pn()} referred by {r.choice(['head teacher', 'SENCo', 'pastoral lead', 'form tutor'])} {r.choice(['Mr ', 'Mrs ', 'Ms '])}{FA(head.surname)} re {r.choice(['frequent absences', 'asthma in PE', 'low mood', 'headaches', 'toileting accidents', 'weight concerns'])}.",
             f"Attendance 78% this term; absent {c.Dw(c.earlier(3, 10))} and {c.Dw(c.earlier(11, 20))}.",
             f"Care plan: {r.choice(['salbutamol 100 mcg inhaler kept in office', 'Epipen 0.3 mg x2 in staff room', 'Buccolam in red bag'])}; {N.epo(r) if r.random() < 0.3 else 'no allergies'}. {N.scale(r)}.",
             f"Spoke with {FA(par.given)} by phone; {r.choice(['she', 'he'])} will book with {c.doc()} at {HO(c.practice)}. {N.wordy(r)}",
             f"Friend {FA(Person(r).given)} accompanied {c.pn()} to the medical room ({LO('Room ' + str(r.randint(2, 30)))})." if r.random() < 0.5 else f"Drop-in again {c.Dw(c.later(5, 12))}.",
             "", c.sig(n, r.choice(P.CREDS['nurse']), r.choice(['School Nurse', 'School Health Nurse', 'SCPHN (School Nursing)']), "nurse"))


# ------------------------------------------------------------------ 9 health visitor
def health_visitor(r, L):
    c = Ctx(r, L, 0, 3)
    hv = c.staff[0]
    mum = Person(r, sex="F", surname=c.pt.surname if r.random() < 0.7 else None)
    dad = Person(r, sex="M")
    mage = r.randint(17, 42)
    months = max(1, (c.visit - c.dob).days // 30)
    return J(f"HEALTH VISITING - {r.choice(['New birth visit', '6-8 week review', '1 year review', '2-2.5 year review'])}",
             f"Child: {c.pfull()}  DOB {c.D(c.dob)}  " + (f"NHS No {MR(L.nhs())}" if L.code == "UK" else f"{r.choice(['Record no', 'Child ID', 'MRN'])} {MR(c.mrn)}"),
             f"Mother: {FA(mum.full)}, {AG(mage)}, {PR(c.prof)}; Father: {FA(dad.full)}, {PR(c.rel_prof)}",
             f"Address: {c.addr()}   Tel {PH(c.mobile)}", f"Visit: {c.D()} {T(r)} - home", "",
             f"Baby {PT(c.pt.given)} {'(' + AG(str(months)) + ' months)' if r.random() < 0.6 else ''} {r.choice(['breastfed', 'formula fed', 'mixed feeding'])}; weight on 50th centile. Born at {HO(c.hospital)} at 38+4 weeks.",
             f"Mum's EPDS {r.randint(3, 16)}; {r.choice(['PHQ-9 6', 'GAD-7 8', 'no concerns'])}. Discussed safe sleep, Vitamin D (Dalivit drops). {N.wordy(r)}",
             f"Maternal grandmother {FA(Person(r, sex='F').given)} visiting from {CO(r.choice(['Nigeria', 'Poland', 'India', 'the Philippines', 'Romania', 'Samoa', 'Ghana', 'Pakistan', 'Vietnam']))} until {c.Ds(c.later(20, 60))}.",
             f"Immunisations due {c.Ds(c.later(10, 40))} at {HO(c.practice)}. Nursery place at {OR(c.mk_named('school'))} from {DT(L.d(c.later(60, 200), 'month_y'))}.",
             f"{FA(mum.given)} asked about returning to work at {OR(c.employer)}.", "",
             c.sig(hv, r.choice(P.CREDS['nurse']), "Health Visitor", "nurse", c.mk_named('clinic')))


# ------------------------------------------------------------------ 10 sexual health
def sexual_health(r, L):
    c = Ctx(r, L, 16, 55)
    n = c.staff[0]
    clinic = f"{c.town()} Sexual Health Clinic"
    partner = Person(r)
    return J(f"{HO(clinic)} - consultation {c.D()}", f"Clinic no: {MR(c.mrn)}   Alias used: {PT(c.pt.given)}   DOB {c.D(c.dob)}",
             f"Contact (consent to text): {PH(c.mobile)}", "",
             f"{c.age_s()} presenting for STI screen after new partner{r.choice(['', ' from ' + CO(r.choice(['Thailand', 'Spain', 'Brazil', 'Kenya', 'Australia', 'Canada']))])}. Last UPSI {c.Ds(c.earlier(3, 20))}.",
             f"Occupation: {PR(c.prof)}. Contraception: {r.choice(['Nexplanon', 'Depo-Provera', 'condoms', 'COCP', 'none', 'PrEP (Truvada)'])}. AUDIT-C {r.randint(2, 10)}.",
             f"Partner {FA(partner.given)} {r.choice(['to attend', 'already tested at ' + HO(c.mk_named('clinic')), 'not contactable'])}; partner notification ref {IDN(L.idnum())}.",
             f"Samples: NAAT CT/GC (lab no {IDN(L.digits(2) + '-' + L.digits(6))}), HIV/syphilis serology (lab no {IDN(L.idnum())}).",
             f"Tx: {r.choice(['doxycycline 100 mg BD x 7 days', 'azithromycin 1 g stat', 'ceftriaxone 1 g IM'])}. {N.wordy(r)}",
             f"Results by SMS or at {URL('https://results.' + c.mk_domain(clinic) + '/login')}; portal user {UN(L.username(c.pt))}.",
             f"Return {c.Dw(c.later(7, 14))} for TOC.", "",
             f"Seen by {c.clin(n, r.choice(P.CREDS['nurse']))} with HCA {DR(c.staff[1].given)}; chaperone {DR(c.staff[2].inits)}.")


# ------------------------------------------------------------------ 11 addiction service
def addiction(r, L):
    c = Ctx(r, L, 18, 66)
    kw = c.staff[0]
    pharm = c.mk_named("pharmacy")
    prob = Person(r)
    return J(f"{HO(c.town() + ' ' + r.choice(['Recovery Service', 'Drug and Alcohol Service', 'Community Addictions Team']))}", f"Keyworker review {c.D()}", c.header(), "",
             f"{c.pn()} ({c.age_s()}) on methadone {r.choice([40, 50, 60, 75, 90])} mg daily, supervised at {HO(pharm)}. Biometric dispensing ID {BI(L.biod())}.",
             f'Says: "me and {FA(Person(r).given.lower())} used at {LO(c.mk_named("landmark"))}, {PT(c.pt.given.lower())} is done with that now"' if r.random() < 0.5 else None,
             f"Used heroin {r.choice(N.RELDATES)}; {r.choice(['no', 'occasional', 'daily'])} crack. Alcohol: {r.choice(['AUDIT 22', 'AUDIT-C 9', 'SADQ 24', 'AUDIT 8', 'nil'])}. SOWS {r.randint(3, 30)}.",
             f"Naloxone kit (Prenoxad) issued, batch {r.choice(['A', 'B'])}{L.digits(5)}. Hep C test {c.D(c.earlier(30, 200))} - awaiting result, specimen {IDN(L.idnum())}.",
             f"Housing: {r.choice(['sofa surfing with friend ' + FA(Person(r).given), 'hostel at ' + c.addr(), 'lives with ' + c.rel_word + ' ' + c.relname()])}. Found sleeping near {LO(c.mk_named('landmark'))} on {c.Dw(c.earlier(5, 20))}.",
             f"Probation officer {FA(prob.full)} ({PH(L.phone())}); court date {c.D(c.later(10, 60))}. Previously worked as a {PR(c.prof)} at {OR(c.employer)}.",
             f"{N.wordy(r, 2)} Script reduced by 5 mg from {c.Ds(c.later(1, 7))}.",
             f"Next appt {c.Dw(c.later(7, 14))} {T(r)}; group at {LO(c.mk_named('landmark'))} every week.", "",
             c.sig(kw, r.choice(P.CREDS['nurse'] + ['Recovery Worker']), r.choice(['Keyworker', 'Non-medical prescriber', 'Recovery Coordinator']), "nurse"))


# ------------------------------------------------------------------ 12 palliative home visit / hospice
def palliative(r, L):
    c = Ctx(r, L, 50, 98)
    n = c.staff[0]
    hospice = c.mk_named("hospice")
    dx = r.choice(["metastatic pancreatic cancer", "end-stage COPD", "MND", "metastatic breast cancer", "end-stage heart failure", "glioblastoma"])
    return J(f"{HO(hospice)} Community Palliative Care Team", f"Home visit {c.Dw()} {T(r)}", c.header(), "",
             f"{c.pn()}, {c.age_s()}, {dx}. Retired {PR(c.prof)}. {N.scale(r)}; {N.scale(r)}.",
             f"Present: {c.rel_word} {c.relname()}, {r.choice(['neighbour', 'friend', 'carer'])} {FA(Person(r).full)}; district nurse {DR(c.staff[1].given)}.",
             f"Symptoms: pain controlled on {N.meds(r, 2)}; breakthrough {r.choice(['Oramorph 2.5 mg PRN', 'oxycodone 2.5 mg s/c', 'morphine sulfate 10 mg/5 mL'])}. Agitation overnight.",
             f"Syringe driver (McKinley T34) serial {DV(L.device())} commenced {c.D(c.earlier(0, 3))}: {N.meds(r, 2)}.",
             f"Family wish to have {'him' if c.pt.sex == 'M' else 'her'} home for {DT(r.choice(['Christmas', 'Diwali', 'Easter', 'Eid', 'Hanukkah', 'Chinese New Year']))}; son {FA(Person(r, sex='M', surname=c.pt.surname).given)} flying in from {CO(r.choice(['Canada', 'Australia', 'Ireland', 'India', 'Scotland', 'New Zealand', 'Malaysia']))} on {c.Ds(c.later(1, 6))}.",
             f"ReSPECT/DNACPR in place ({c.D(c.earlier(10, 90))}). Preferred place of death: home. {r.choice(N.WORDY[9:10] + N.WORDY[0:1])}",
             f"Faith: {r.choice(['attends ' + OR(c.mk_named('church')), 'none stated', 'visited by ' + r.choice(['Father ', 'Rev. ', 'Imam ', 'Pastor ']) + FA(Person(r).surname) + ' from ' + OR(c.mk_named('church'))])}.",
             f"24h advice line {PH(L.phone())}. Review {c.Dw(c.later(1, 4))}.",
             f"Update: {r.choice(['died peacefully at home', 'died at home', 'died in the hospice'])} {c.D(c.later(2, 9))} aged {AG(c.age)}; verified by {DR(c.staff[1].full)}." if r.random() < 0.35 else "",
             "", c.sig(n, r.choice(P.CREDS['nurse']), r.choice(['Clinical Nurse Specialist', 'Palliative Care CNS', 'Hospice at Home Nurse']), "nurse", hospice))


# ------------------------------------------------------------------ 13 ambulance PCR
def ambulance(r, L):
    c = Ctx(r, L, 1, 95)
    cr1, cr2 = c.staff[0], c.staff[1]
    inc = r.choice([f"{L.digits(2)}-{L.digits(6)}", f"INC{L.digits(8)}", f"{L.letters(3)}{L.digits(7)}"])
    car = r.random() < 0.45
    lm = c.mk_named("landmark")
    scene = c.addr() if r.random() < 0.6 else f"car park of {LO(lm)}, {CI(c.town())}"
    t0 = r.randint(0, 20)
    return J(f"PATIENT CARE REPORT - {r.choice(['Ambulance Service', 'EMS', 'Paramedic Service'])}", f"Incident #: {IDN(inc)}   Date: {c.D()}",
             f"Call {t0:02d}:{r.randint(10, 59)}  At scene {t0:02d}:{r.randint(10, 59)}  Left {t0 + 1:02d}:{r.randint(10, 59)}  At hospital {t0 + 1:02d}:{r.randint(10, 59)}",
             f"Crew: {c.clin(cr1, r.choice(P.CREDS['para']))} / {c.clin(cr2, r.choice(P.CREDS['para']))}",
             f"Location: {scene}", "",
             f"Pt: {c.pfull()}  Age {AG(c.age)}  DOB {c.D(c.dob)}  {r.choice(['Sex', 'Gender'])}: {c.pt.sex}",
             f"Pt ID from {r.choice(['driving licence', 'wallet card', 'medic alert bracelet'])}: {LI(L.letters(5) + L.digits(6) + L.letters(2)) if r.random() < 0.6 else MR(c.mrn)}",
             f"Hx: {c.age_s()} {r.choice(['MVC, restrained driver, airbag deployed', 'fall from standing', 'chest pain radiating to jaw', 'seizure in public', 'SOB ?exacerbation COPD', 'found collapsed'])}. "
             + (f"Vehicle plate {VE(L.plate())}, VIN {VE(L.vin())}; other driver {FA(Person(r).full)} uninjured. " if car else "")
             + f"Bystander {FA(Person(r).given)} ({PH(L.mobile())}) commenced CPR." * (r.random() < 0.2),
             f"Obs {T(r)}: HR 112, BP 98/60, RR 24, SpO2 91%, GCS 14, BM 6.2. NEWS2 7.",
             f"Tx: {N.meds(r, 2)}; IV access L ACF. {N.wordy(r)}",
             f"{c.pn()} states lives with {c.rel_word} {c.relname()}; works as a {PR(c.prof)}. Allergies: NKDA.",
             f"Conveyed to {HO(c.hospital)} ED, handed to {r.choice(['charge nurse', 'RN', 'Dr'])} {DR(c.staff[2].full)} in Resus bay {LO(r.randint(1, 9))}.",
             f"Ambulance reg {VE(L.plate())}.", f"Pt belongings: phone, wallet; {c.rel_word} informed on {PH(c.rel_phone)}.", "",
             f"Completed by {DR(cr1.full)} ({UN(L.username(cr1))}) {L.license('para')[0]} {LI(L.license('para')[1])}")


# ------------------------------------------------------------------ 14 telephone / video triage
def triage(r, L):
    c = Ctx(r, L, 0, 90)
    nurse = c.staff[0]
    caller_is_rel = c.age < 14 or r.random() < 0.4
    video = r.random() < 0.5
    callid = r.choice([f"CALL-{L.digits(7)}", f"{L.digits(10)}", f"AH{L.digits(6)}"])
    lines = [f"{r.choice(['After-Hours GP Service', 'Nurse Advice Line', 'Out of Hours Service', 'Telehealth Triage'])} - {r.choice(['telephone', 'video'] if not video else ['video'])} consultation",
             f"Case ref {IDN(callid)}  Received {c.Dw()} {T(r)}  Handler: {DR(c.staff[1].given)} ({UN(L.username(c.staff[1]))})",
             f"Patient: {c.pfull()}  DOB {c.D(c.dob)} ({AG(c.age)})  {c.ids_line()}",
             f"Callback: {PH(c.mobile)}   Current location: {c.addr()}",
             f"Registered {L.gp}: {c.doc()}, {HO(c.practice)} (fax {FX(c.practice_fax)})", ""]
    if caller_is_rel:
        if r.random() < 0.5:
            lines.append(f'Transcript: "hi it\'s {FA(c.rel.given.lower())}, {c.pt.his} {c.rel_word}... {PT(c.pt.given.lower())} is burning up and won\'t drink, {FA(Person(r).given.lower())} next door said to ring you"')
        lines.append(f"Caller: {c.rel_word} {c.relname()}. States {c.pn()} {r.choice(['has had a fever of 39.2 since', 'has been vomiting since', 'started wheezing', 'has had diarrhoea since'])} {r.choice(N.RELDATES)}.")
    else:
        lines.append(f"Caller is patient. {c.pn()} reports {r.choice(['chest tightness', 'UTI symptoms', 'ear pain', 'a fall with wrist pain', 'headache and neck stiffness'])} for {r.choice(N.DURS)}.")
    if video:
        lines += [f"Video link: {URL('https://' + r.choice(['meet', 'video', 'consult']) + '.' + c.mk_domain(c.practice) + '/room/' + L.letters(3).lower() + L.digits(4))}",
                  f"Connected from IP {IP(L.ip())}; image of rash reviewed - non-blanching? No, blanches with glass test."]
    lines += [f"Red flags screened (NICE traffic light / {r.choice(['Manchester triage', 'ATS', 'CTAS'])}): {r.choice(['amber', 'green', 'red'])}. {N.wordy(r)}",
              f"Meds: {N.meds(r, 2)}. Allergies: {r.choice(['penicillin', 'NKDA', 'latex'])}.",
              f"Disposition: {r.choice(['attend urgent care centre within 2h', 'self-care advice', 'GP appointment within 24h', '999/111 if worse', 'face-to-face at ' + HO(c.mk_named('clinic'))])}.",
              f"Appointment booked {c.Dw(c.later(0, 2))} {T(r)} with {c.doc(Person(r))}.",
              "", c.sig(nurse, r.choice(P.CREDS['nurse']), r.choice(['Triage Nurse', 'Clinical Advisor', 'Nurse Practitioner']), "nurse")]
    return J(*lines)


# ------------------------------------------------------------------ 15 community pharmacy medication review
def pharmacy(r, L):
    c = Ctx(r, L, 30, 92)
    ph = c.staff[0]
    pharm = c.mk_named("pharmacy")
    rx = [IDN(r.choice([f"RX{L.digits(7)}", f"{L.digits(3)}-{L.digits(5)}", f"EPS {L.letters(2)}{L.digits(4)}-{L.digits(4)}"[4:]])) for _ in range(2)]
    meds = r.sample(P.DRUGS, 5)
    return J(f"{HO(pharm)} - {r.choice(['Medicines Use Review', 'New Medicine Service', 'MedsCheck', 'Home Medicines Review', 'Structured Medication Review'])}",
             c.letterhead(pharm), "", f"Date: {c.D()}", c.header(), "",
             "Current medicines:", *[f"- {x}" for x in meds],
             f"Prescriptions: {rx[0]} ({c.D(c.earlier(3, 30))}), {rx[1]} ({c.D(c.earlier(31, 60))})",
             f"{c.pn()} ({c.age_s()}) {r.choice(['uses a dosette box filled by', 'collects with', 'has medicines managed by'])} {c.rel_word} {c.relname()}. {N.wordy(r)}",
             f"Issues: {r.choice(['missed evening doses', 'inhaler technique poor (Symbicort)', 'NSAID + anticoagulant', 'duplicated paracetamol (co-codamol)', 'side effects - ankle swelling with amlodipine'])}. {N.scale(r)}.",
             f"Recommendations faxed to {c.doc()} at {HO(c.practice)} ({FX(c.practice_fax)}) on {c.Ds()}.",
             f"Delivery driver to drop blister packs {c.Dw(c.later(1, 6))}; keycode given by {FA(c.rel.given)}." if r.random() < 0.5 else f"Identity check for CD collection: {r.choice(['photo ID', 'driving licence'])} {LI(L.letters(2) + L.digits(7))}.",
             "", c.sig(ph, r.choice(P.CREDS['pharm']), r.choice(['Pharmacist', 'Pharmacist Manager', 'Clinical Pharmacist']), "pharm", pharm))


# ------------------------------------------------------------------ 16 audiology
def audiology(r, L):
    c = Ctx(r, L, 3, 96)
    a = c.staff[0]
    brand = r.choice(["Phonak Audeo", "Oticon More 1", "Signia Pure", "ReSound Omnia", "Widex Moment"])
    return J(f"AUDIOLOGY - {HO(c.mk_named('clinic'))}", f"Appointment {c.D()}   Audiologist: {c.clin(a)}", c.header(), "",
             f"History: {c.pn()} ({c.age_s()}) reports difficulty in noise; {r.choice(['tinnitus R > L', 'no vertigo', 'vertigo - Dix-Hallpike negative', 'history of Meniere disease'])}. Ex-{PR(c.prof)} - noise exposure.",
             f"Otoscopy: clear. Tymps type A bilat. Rinne and Weber consistent. {N.scale(r)}.",
             f"Fitted: {brand} R SN {DV(L.device())}, L SN {DV(L.device())}; charger SN {DV(L.device())}.",
             f"App paired to phone; remote fine-tuning account {UN(L.username(c.pt))}, last sync from IP {IP(L.ip())}.",
             f"{c.rel_word.capitalize()} {c.relname()} attended and reports improved TV listening. {N.wordy(r)}",
             f"Review {c.Ds(c.later(20, 45))} at {T(r)}; batteries via {URL('www.' + c.mk_domain('hear ' + c.town()) + '/batteries')}.",
             "", c.sig(a, r.choice(P.CREDS['aud']), r.choice(['Audiologist', 'Clinical Scientist (Audiology)', 'Hearing Aid Dispenser']), "aud"))


# ------------------------------------------------------------------ 17 optometry
def optometry(r, L):
    c = Ctx(r, L, 8, 92)
    o = c.staff[0]
    prac = f"{r.choice(P.SURNAMES)} {r.choice(['Optometrists', 'Eyecare', 'Opticians', 'Vision Centre'])}"
    return J(f"{HO(prac)}", c.addr(L.address_parts()), f"Ph {PH(L.phone())}", "", f"Eye examination {c.D()}", c.header(), "",
             f"{c.pn()}, {c.age_s()}, {PR(c.prof)}; {r.choice(['drives', 'does not drive', 'holds an HGV licence'])}. Last exam {c.D(c.earlier(300, 900), 'month_y')}.",
             f"VA: R {r.choice(['6/6', '6/9', '6/12'])} L {r.choice(['6/6', '6/9', '6/18'])}; IOP {r.randint(12, 26)}/{r.randint(12, 26)} mmHg (Goldmann). Ishihara normal.",
             f"Fundus: {r.choice(['early drusen', 'C/D 0.6 R', 'background diabetic retinopathy', 'NAD'])}. OCT uploaded, image ID {IDN(L.idnum())}.",
             f"Driving licence no {LI(L.letters(5) + L.digits(6) + L.letters(2) + L.digits(2))} - visual standard met." if r.random() < 0.6 else f"Low vision aids discussed with {c.rel_word} {c.relname()}.",
             f"Rx issued; referral to Ophthalmology at {HO(c.hospital)} ({r.choice(['routine', 'urgent'])}) for {r.choice(['glaucoma suspect', 'cataract', 'wet AMD query'])}. Letter to {c.doc()}. {N.wordy(r)}",
             f"Recall {DT(L.d(c.later(300, 400), 'month_y'))}.", "", c.sig(o, r.choice(P.CREDS['opt']), "Optometrist", "opt", prac))


# ------------------------------------------------------------------ 18 home health aide log
def home_health(r, L):
    c = Ctx(r, L, 60, 99)
    agency = c.mk_named("agency")
    aides = c.staff[:3]
    rows = []
    d = c.visit
    import datetime as _dt
    for i in range(r.randint(4, 7)):
        a = r.choice(aides)
        rows.append(f"| {c.Dw(d) if r.random() < 0.5 else c.D(d)} | {T(r)} | {DR(r.choice([a.given, a.inits, a.given + ' ' + a.surname[0] + '.']))} | "
                    f"{r.choice(['Personal care, shower', 'Meds prompt (dosette)', 'Meal prep, fluids encouraged', 'Skin check, sacrum intact', 'Shopping', 'Laundry'])}; "
                    f"{r.choice(['settled', 'tearful', 'refused breakfast', 'good humour', 'wandering at night per ' + c.rel_word])} |")
        d += _dt.timedelta(days=r.randint(1, 2))
    return J(f"{OR(agency)} - Home Care Visit Log", f"Client: {c.pfull()}  ({AG(c.age)})  Client ID {IDN(L.digits(6))}",
             f"Address: {c.addr()}   Key safe at side door", f"Emergency contact: {c.rel_word} {FA(c.rel.full)} {PH(c.rel_phone)}",
             f"Care coordinator: {DR(Person(r).full)} {PH(L.ext() if hasattr(L, 'ext') else L.phone())}", f"Lifeline pendant ID {DV(L.device())}", "",
             "| Date | Time | Aide | Notes |", "|---|---|---|---|", *rows, "",
             f"Concerns: {c.pn()} had a near-fall; {N.scale(r)}. District nurse to visit. Former {PR(c.prof)}, likes to talk about {OR(c.mk_employer())}. {N.wordy(r)}",
             f"Reported to office by {DR(aides[0].given)} ({UN(L.username(aides[0]))}) {c.D(d)}.")


# ------------------------------------------------------------------ 19 social work / safeguarding
def social_work(r, L):
    child = r.random() < 0.5
    c = Ctx(r, L, 1, 15) if child else Ctx(r, L, 65, 96)
    sw = c.staff[0]
    alleged = Person(r)
    police = Person(r)
    sch = c.mk_named("school")
    if child:
        mid = [f"{c.pn()} ({c.age_s()}) attends {OR(sch)}. Disclosure to teacher {r.choice(['Ms ', 'Mr ', 'Mrs '])}{FA(Person(r).surname)} on {c.Dw(c.earlier(1, 5))}.",
               f"Lives with mother {FA(c.rel.full if c.rel.sex == 'F' else Person(r, sex='F').full)} ({PR(c.rel_prof)}) and her partner {FA(alleged.full)}, {AG(r.randint(22, 50))}.",
               f"Strategy discussion {c.D()}: police DC {FA(police.surname)} (collar no {IDN(L.digits(4))}), health visitor {DR(c.staff[1].given)}, {N.dept(r)}.",
               f"Section 47 enquiry initiated; child protection medical at {HO(c.hospital)} on {c.Dw(c.later(0, 2))}."]
    else:
        mid = [f"{c.pn()} ({c.age_s()}), {N.epo(r)}, lives at {c.addr()}. Former {PR(c.prof)}.",
               f"Concern raised by {c.rel_word} {c.relname()}: {r.choice(['withdrawals from bank account', 'bruising to arms', 'neglect by paid carer', 'pressure sores'])}. Alleged: {FA(alleged.full)} ({r.choice(['lodger', 'grandson', 'paid carer', 'neighbour'])}).",
               f"Bank: {OR(r.choice(['Harbour', 'Northgate', 'Pennant', 'Cobalt']) + ' ' + r.choice(['Bank', 'Building Society', 'Credit Union']))}, account {AC(L.digits(8))}; {N.scale(r)}.",
               f"Care home placement considered at {HO(c.mk_named('care_home'))}, room {LO(str(r.randint(1, 60)))}."]
    return J(f"{r.choice(['Adult Social Care', 'Children and Families', 'Safeguarding Team', 'Social Work Department'])} - {r.choice(['Safeguarding summary', 'Case note', 'Assessment summary'])}",
             f"Case no: {IDN(r.choice(['SG', 'CP', 'AS']) + '/' + str(c.visit.year) + '/' + L.digits(5))}   Date: {c.D()}   Worker: {c.clin(sw)}",
             f"Subject: {c.pfull()}  DOB {c.D(c.dob)}  {c.ids_line()}", "", *mid,
             f"{N.wordy(r)} Next visit {c.Dw(c.later(2, 10))}; core group {c.D(c.later(10, 20))}.",
             f"Shared with {c.doc()} ({HO(c.practice)}) via secure email {EM(L.email(c.gp, c.dom))}.", "",
             c.sig(sw, r.choice(P.CREDS['sw']), r.choice(['Social Worker', 'Senior Practitioner', 'Safeguarding Lead']), "sw"))


GENRES = [("gp_consultation", gp_consult), ("gp_referral_letter", gp_referral), ("physiotherapy", physio),
          ("occupational_therapy", ot), ("speech_language_therapy", slt), ("podiatry", podiatry),
          ("dietetics", dietetics), ("school_nurse", school_nurse), ("health_visitor", health_visitor),
          ("sexual_health", sexual_health), ("addiction_service", addiction), ("palliative_care", palliative),
          ("ambulance_pcr", ambulance), ("telephone_video_triage", triage), ("pharmacy_med_review", pharmacy),
          ("audiology", audiology), ("optometry", optometry), ("home_health_log", home_health),
          ("social_work_safeguarding", social_work)]
