"""Genres part B: school nurse, immunisation clinic, telehealth, referral letter, patient message,
home medicines review, fitness-for-work certificate."""
import negs as N
import pools as PO
from phi import m
from genres_a import sig, cap, visit_line


def date_range(c, back=30, fwd=30):
    r = c.r
    d1 = c.rand_date(back, 0)
    import datetime as dt
    d2 = d1 + dt.timedelta(days=r.randint(2, 40))
    st = r.choice(["num", "long", "daymon", "dmy_abbr"])
    if st == "num" and r.random() < 0.5:
        return f"{m('DATE', c.dnum(d1, False))}-{m('DATE', c.dnum(d2, False))}"
    return r.choice([f"{c.D_(d1, st)} to {c.D_(d2, st)}", f"from {c.D_(d1, st)} until {c.D_(d2, st)}",
                     f"{c.D_(d1, st)} - {c.D_(d2, st)}"])


def school_nurse(c):
    r = c.r
    grade = (f"Grade {max(1, c.age - 5)}" if c.country in ("US", "Canada") else f"Year {max(1, c.age - 4)}")
    sch = c.school()
    L = [f"{sch} - {r.choice(['Health Office', 'School Nurse Office', 'Sick Bay', 'Wellness Room'])}",
         r.choice(["SCHOOL NURSE VISIT NOTE", "Health office visit", "Student health record entry"]),
         f"Student: {c.P(r.choice(['caps', 'full', 'lastfirst']))}   {grade}   DOB {c.dob_()}   Student ID {c.idnum()}",
         f"Date: {c.D_(style=r.choice(['num', 'wd_short', 'wd_long', 'long']))}   In: {N.time_(c)}   Out: {N.time_(c)}   Room {c.room()}", ""]
    comp = r.choice(["headache", "abdominal pain", "asthma symptoms at PE", "playground fall, grazed knee", "nosebleed",
                     "low blood glucose (T1DM)", "feeling anxious before exam", "possible head lice", "sore throat"])
    L.append(f"{c.P('first')} ({c.age_()}) sent by teacher {c.others[0].title()} {m('FAMILY', c.others[0].last)} "
             f"from {r.choice(['room', 'classroom', 'portable'])} {c.room()} with {comp}.")
    L.append(f"Obs: {N.vitals(c, child=True) if c.age < 12 else N.vitals(c)}. {'BGL 3.4 mmol/L, given 15 g glucose, recheck 6.1.' if 'glucose' in comp else N.namey(c)}")
    if "asthma" in comp: L.append("Given salbutamol 4 puffs via spacer from student's own inhaler; peak flow 260 L/min after.")
    par = r.choice(["mother", "father", "mom", "mum", "dad", "grandmother", "guardian", "stepfather"])
    L.append(f"Called {c.kin(par)} at {c.phone()} at {N.time_(c)}; {r.choice(['picked up', 'advised to return to class', 'will collect after lunch', 'no answer, left voicemail'])}.")
    if r.random() < 0.5:
        L.append(f"Care plan on file dated {c.date(300, 0, r.choice(['num', 'long', 'month_year']))}; GP {c.dr(1)} at {c.prac()}.")
    if r.random() < 0.35:
        L.append(f"Canteen biometric ID {c.bioid()} used to confirm identity for medication log.")
    if r.random() < 0.4:
        L.append(f"Absent {date_range(c)} with {r.choice(['gastro', 'influenza', 'COVID-19'])}; back since {c.date(5, 0, r.choice(['weekday', 'wd_short']))}.")
    L.append(f"Parent email {c.email(c.kin_people[par])}. Form sent home{' before ' + c.holiday() if r.random() < 0.3 else ''}.")
    L.append(f"-- {c.dr(0)}, school nurse")
    return "\n".join(L)


def immunisation_clinic(c):
    r = c.r
    reg = {"US": "state immunization registry", "Canada": "Panorama", "Australia": "AIR", "New Zealand": "NIR"}[c.country]
    L = [f"{r.choice([c.prac(), c.pharmacy(), c.hospital()])} - {r.choice(['Immunisation Clinic', 'Immunization Clinic', 'Flu and COVID clinic', 'Catch-up vaccination clinic', 'Travel vaccine clinic'])}",
         c.pt_header(), f"Clinic date: {c.D_(style=r.choice(['num', 'wd_long', 'long', 'iso']))}", ""]
    if r.random() < 0.6:
        L.append(f"{ {'US': 'Insurance ID', 'Canada': 'Health card', 'Australia': 'Medicare', 'New Zealand': 'Insurer no.'}[c.country]}: {c.healthplan()}")
    L.append(f"Pre-vaccination screen completed with {c.kin(r.choice(['mother', 'father', 'guardian', 'husband', 'wife', 'daughter', 'carer']))}: "
             f"{r.choice(['well today', 'no fever', 'no previous anaphylaxis', 'not pregnant', 'no immunosuppression'])}. {r.choice(['Egg allergy noted.', 'Fainted with prior vaccine.', ''])}")
    L.append(f"{'Vaccine':<22}{'Site':<10}{'Dose':<8}Given by")
    for _ in range(r.randint(1, 4)):
        L.append(f"{N.vaccine(c):<22}{r.choice(['L delt', 'R delt', 'L thigh', 'R thigh', 'oral']):<10}{r.choice(['0.5 mL', '0.5 mL', '1.5 mL', '0.1 mL']):<8}{c.D(r.randint(0, 2), r.choice(['full', 'fi_last', 'initials', 'first_li']))}")
    L.append(f"Observed {r.choice([15, 15, 30])} min in {r.choice(['waiting room', 'recovery bay', 'bay'])} {c.room()}; no adverse event. {N.time_(c)}.")
    L.append(f"Recorded on {reg}; record ID {c.idnum()}.")
    if r.random() < 0.3:
        L.append(f"Identity confirmed via palm-vein scan {c.bioid()} (community outreach kiosk).")
    L.append(f"Next due: {r.choice(N.VACCINES)} on {c.date(0, 300, r.choice(['num', 'long', 'month_year', 'dmy_abbr']))}. Reminder SMS to {c.phone()}.")
    if r.random() < 0.5:
        L.append(f"Born in {c.other_country()}; catch-up schedule per records from {c.hospital()}. Age at arrival {m('AGE', str(r.randint(1, max(2, c.age or 1))))}.")
    if r.random() < 0.4:
        L.append(f"Booked via {c.url()}.")
    L.append(sig(c, 0))
    return "\n".join(L)


def telehealth(c):
    r = c.r
    L = [r.choice(["TELEHEALTH FOLLOW-UP", "Video consult - follow-up", "Telephone consult", "Virtual visit note"]),
         f"{c.prac()} | Clinician: {c.dr(0)}",
         c.pt_header(extra=False),
         f"Session: {c.D_(style=r.choice(['num', 'iso', 'wd_long', 'long']))} {N.time_(c)}  Link: {c.url()}  Meeting ID {c.idnum()}"]
    if r.random() < 0.7:
        L.append(f"Connected from IP {c.ip()}; portal user {c.user(c.pt)}. Audio/video adequate.")
    L.append(f"Consent: verbal consent obtained. Identity confirmed with DOB {c.dob_()} and address {c.address()}.")
    if r.random() < 0.3:
        L.append(f"Voice biometric match {c.bioid()} on telephone line.")
    L.append("")
    L.append(f"{cap(c.pt_ref())} is a {c.age_adj()} following up {r.choice(['BP after medication change', 'depression on sertraline', 'asthma after ED visit', 'results of blood tests', 'UTI after antibiotics', 'back pain'])}. "
             f"Last seen in person {c.date(120, 0, r.choice(['num', 'long', 'weekday', 'daymon']))}{' before ' + c.holiday() if r.random() < 0.3 else ''}.")
    L.append(f"Reports {r.choice(['feeling better', 'no change', 'worse at night', 'improved sleep'])}. Home readings: {N.vitals(c)}. {N.score(c)}.")
    L.append(f"{c.kin(r.choice(['wife', 'husband', 'partner', 'daughter', 'son', 'mother', 'flatmate']), cap=True)} joined the call from {m('CITY', c.town_name())}.")
    L.append(f"Recent labs ({c.date(14, 0, 'num')}): {N.labs(c)}.")
    L.append(f"Plan: {N.med(c)}; off work {date_range(c, 2, 0)}; employer {c.employer()} notified. Email summary to {c.email()}.")
    L.append(f"Next: {r.choice(['video', 'phone', 'in person'])} {c.date(0, 40, r.choice(['wd_short', 'wd_long', 'num']))} {N.time_(c)}. Support line {c.phone()}.")
    L.append(sig(c, 0))
    return "\n".join(L)


def referral_letter(c):
    r = c.r
    spec = r.choice(["Paediatrics", "Cardiology", "Endocrinology", "Orthopaedics", "Gynaecology", "Dermatology", "Respiratory",
                     "Rheumatology", "Sports Medicine", "Gastroenterology"])
    rec = c.docs[1]
    L = [c.letterhead(), "", c.D_(style=r.choice(["long", "long", "num", "wd_long"])), "",
         f"{r.choice(['Dr', 'Dr.', 'Dr', 'Doctor'])} {m('DOCTOR', rec.form(r.choice(['full', 'fi_last', 'mid'])))}", f"{spec}, {c.hospital()}",
         c.address(multiline=True), f"Fax: {c.fax()}", "",
         f"Dear {r.choice(['Dr', 'Dr.', 'Doctor'])} {m('DOCTOR', rec.last)},", "",
         f"Re: {c.P(r.choice(['full', 'mid', 'caps']))}, DOB {c.dob_()}, {c.address()}",
         (f"{r.choice(c.mrn_labels())} {c.mrn()}" if r.random() < 0.6 else
          f"{ {'US': 'Member ID', 'Canada': 'Health card', 'Australia': 'Medicare', 'New Zealand': 'Insurer no.'}[c.country]} {c.healthplan()}") + f"   Ph {c.phone()}", ""]
    if c.us and r.random() < 0.4: L.append(f"SSN {c.ssn()}  Insurance {c.insurer()} ID {c.healthplan()}")
    pron = "She" if c.pt.sex == "F" else "He"
    L.append(f"Thank you for seeing this {c.age_adj()} {c.prof()} {r.choice(['with', 'regarding', 'for assessment of'])} "
             f"{r.choice(['persistent chest pain', 'suspected coeliac disease', 'knee instability', 'abnormal uterine bleeding', 'poorly controlled diabetes', 'a changing naevus', 'failure to thrive', 'inflammatory arthritis'])}. "
             f"{pron} first presented on {c.date(200, 0, r.choice(['long', 'num', 'daymon']))} and again {c.date(60, 0, r.choice(['long', 'num', 'wd_long']))}.")
    L.append(f"Examination: {N.vitals(c)}. {N.eponym(c)} {r.choice(['positive', 'negative'])}.")
    L.append(f"Investigations ({c.date(30, 0, 'num')}): {N.labs(c)}. Imaging report {c.idnum()} from {c.hospital()}.")
    L.append(f"Past history: {N.dx_ep(c)}; {r.choice(['appendicectomy', 'tonsillectomy', 'C-section', 'ORIF left wrist'])} {c.date(6000, 0, 'year')}.")
    L.append(f"Current medications: {'; '.join(N.meds(c))}.")
    L.append(f"Social: {r.choice(['lives with', 'cares for', 'supported by'])} {c.kin()}; {r.choice(['employed at', 'recently left', 'volunteers at'])} {c.employer() if r.random() < 0.6 else c.club()}.")
    if r.random() < 0.5:
        L.append(f"{pron} prefers contact via {c.kin('daughter' if r.random() < 0.5 else 'son', 'full')} on {c.phone()}.")
    L.append(f"I would be grateful for your opinion. {pron} is away {date_range(c, 0, 60) if r.random() < 0.4 else 'over ' + c.holiday()}.")
    L.append("")
    L.append(f"Yours {r.choice(['sincerely', 'faithfully'])},")
    lab, v = c.lic_pair()
    L.append(f"{c.dr(0)}\n{lab} {v}")
    if r.random() < 0.5: L.append(f"cc: {c.pharmacy()}; {c.dr(2)}")
    if r.random() < 0.3: L.append(f"DD/{m('DOCTOR', c.docs[3].form('initials').lower().replace('.', ''))} {c.D_(style='num')}")
    return "\n".join(L)


def patient_message(c):
    r = c.r
    doc = c.docs[0]
    low = r.random() < 0.5
    L = [f"From: {c.P(r.choice(['full', 'first_li', 'full']))} <{c.email()}>",
         f"To: {c.prac()} {r.choice(['Nurses', 'Reception', 'Care Team'])}",
         f"Sent: {c.D_(style=r.choice(['wd_long', 'num', 'wd_short', 'long']))} {N.time_(c)}",
         f"Subject: {r.choice(['repeat script', 'test results?', 'rash on my son', 'question about my tablets', 'sick note', 'appointment change'])}", ""]
    hi = r.choice([f"Hi {r.choice(['Dr', 'Dr.', 'Doctor'])} {m('DOCTOR', doc.last)},", f"Hello {m('DOCTOR', doc.first)},", "Hi there,", "Dear nurse,"])
    body = [hi,
            f"{r.choice(['just wondering', 'I wanted to ask', 'sorry to bother you but'])} whether my {N.med(c).split(' ')[0]} can be renewed, "
            f"I have {r.randint(2, 9)} tablets left. {r.choice(['my bp was', 'home bp reading'])} {r.randint(118, 160)}/{r.randint(70, 99)} this morning.",
            f"my {c.kin(r.choice(['son', 'daughter', 'husband', 'wife', 'partner', 'mum', 'dad']))} "
            f"{r.choice(['has had a fever since', 'has been coughing since', 'had a fall on'])} {c.date(5, 0, r.choice(['weekday', 'wd_short', 'daymon']))}"
            f"{', temp 38.4' if r.random() < 0.5 else ''}.",
            f"I can't come in {c.date(0, 7, r.choice(['weekday', 'daymon', 'wd_short']))} because of work at {c.employer()}{' (I am ' + c.aprof() + ')' if r.random() < 0.5 else ''}.",
            f"you can call me on {c.phone()}{' or my ' + c.kin(r.choice(['sister', 'brother', 'friend', 'neighbour'])) + ' on ' + c.phone() if r.random() < 0.4 else ''}.",
            f"thanks, {c.P(r.choice(['first', 'first', 'initials', 'full']))}"]
    L += [b.lower() if low and i > 0 else b for i, b in enumerate(body)]
    L.append("")
    L.append(f"--- Reply from {c.dr(1)} on {c.D_(style=r.choice(['num', 'wd_short', 'long']))} {N.time_(c)} ---")
    L.append(f"Hi {c.P('first')}, script for {N.med(c)} sent to {c.pharmacy()}. Please book a review at {c.url()} or call {c.phone()}. {N.namey(c)}")
    if r.random() < 0.7:
        L.append(f"[portal audit] user={c.user(c.pt)} ip={c.ip()} msg#{c.idnum()}")
    return "\n".join(L)


def med_review(c):
    r = c.r
    ph = c.docs[2]
    L = [r.choice(["HOME MEDICINES REVIEW", "Comprehensive medication review", "MedsCheck report", "Pharmacist medication review"]),
         f"Pharmacist: {m('DOCTOR', ph.form(r.choice(['full', 'mid'])))}{r.choice([', RPh', ', BPharm', ' (accredited pharmacist)', ''])}  {c.pharmacy()}",
         f"Referring GP: {c.dr(0)}, {c.prac()}  Fax {c.fax()}",
         f"Patient: {c.P(r.choice(['full', 'caps', 'lastfirst']))}, {c.age_()}, DOB {c.dob_()}",
         f"Address: {c.address()}",
         f"Interview: {c.D_(style=r.choice(['long', 'num', 'wd_long']))} at home; present: {c.kin(r.choice(['daughter', 'son', 'wife', 'husband', 'carer']))}", ""]
    L.append(f"{'Medication':<40}Comment")
    for dm in N.meds(c, r.randint(4, 8)):
        L.append(f"{dm:<38}  {r.choice(['taking as directed', 'missed doses', 'duplicate therapy?', 'consider deprescribing', 'check renal dose', 'takes with food'])}")
    L.append(f"Results considered: {N.labs(c)}. {N.score(c)}.")
    L.append(f"Issues: {r.choice(['falls risk with sedatives', 'poor inhaler technique', 'anticholinergic burden', 'adherence - lives alone'])}. "
             f"{N.namey(c)} Uses {c.pharmacy()} for blister packs since {c.date(900, 0, r.choice(['month_year', 'year']))}.")
    if r.random() < 0.4:
        L.append(f"Glucometer SN {c.device()} readings reviewed; meter date set incorrectly to {c.date(800, 0, 'num')}.")
    L.append(f"Recommendations sent to {m('DOCTOR', c.docs[0].form(r.choice(['last', 'full'])))} on {c.date(0, 5, r.choice(['num', 'long']))}; claim {c.account()}.")
    L.append(f"{r.choice(['Signed', 'Pharmacist'])}: {m('DOCTOR', ph.form(r.choice(['full', 'fi_last'])))}  {' '.join(c.lic_pair())}  Ph {c.phone()}")
    return "\n".join(L)


def work_fitness(c):
    r = c.r
    kind = r.choice(["Return-to-work certificate", "CERTIFICATE OF CAPACITY", "Commercial driver medical examination",
                     "Pre-employment medical", "Workers' compensation progress report", "Fitness for duty assessment"])
    idlab = {"US": "SSN", "Canada": "SIN", "Australia": "TFN", "New Zealand": "IRD no."}[c.country]
    L = [c.letterhead() if r.random() < 0.5 else c.prac(), kind.upper() if r.random() < 0.5 else kind,
         f"Worker: {c.P(r.choice(['full', 'caps', 'lastfirst', 'mid']))}   DOB {c.dob_()}   {idlab} {c.ssn()}",
         f"Address: {c.address()}   Mobile {c.phone()}",
         f"Employer: {c.employer()}, {m('CITY', c.town_name())}   Supervisor: {c.O(1, r.choice(['full', 'fi_last']))} ({c.phone()})",
         f"Occupation: {c.prof()}   Claim no. {c.idnum()}   Insurer: {c.insurer()} policy {c.healthplan()}", ""]
    if "driver" in kind or r.random() < 0.4:
        lab, v = c.dl_pair()
        L.append(f"{cap(lab)} {v}; vehicle {r.choice(['plate', 'rego', 'VIN', 'fleet plate'])} {c.vehicle()}.")
    L.append(f"{cap(c.pt_ref())}, {c.age_()}, {r.choice(['injured lifting boxes', 'slipped on wet floor', 'developed wrist pain', 'back strain unloading freight', 'presents for periodic review'])} "
             f"on {c.date(60, 0, r.choice(['num', 'long', 'wd_long']))} at work.")
    L.append(f"Exam: {N.vitals(c)}. {N.eponym(c)} {r.choice(['positive', 'negative'])}. Vision {r.choice(['6/6', '6/9', '20/20', '20/25'])} both eyes; {r.choice(['Ishihara', 'Snellen'])} normal.")
    if r.random() < 0.5:
        L.append(f"Drug screen: specimen {c.idnum()}, donor fingerprint ID {c.bioid()}, collected {N.time_(c)}; result negative.")
    L.append(f"Capacity: {r.choice(['fit for modified duties', 'unfit for work', 'fit for full duties', 'fit with restrictions: no lifting > 10 kg'])} {date_range(c, 3, 0)}.")
    L.append(f"Review {c.date(0, 28, r.choice(['num', 'wd_short', 'long']))}. Case manager {c.O(2, 'full')}, {c.email(c.others[2])}.")
    L.append(sig(c, 0, lic=True))
    return "\n".join(L)


GENRES_B = {"school_nurse": (school_nurse, "young"), "immunisation_clinic": (immunisation_clinic, "any"),
            "telehealth_followup": (telehealth, "adult"), "referral_letter": (referral_letter, "any"),
            "patient_message": (patient_message, "adult"), "medication_review": (med_review, "old"),
            "fitness_for_work": (work_fitness, "work")}
