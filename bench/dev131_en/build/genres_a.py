"""Genres part A: well-child, adult check-up, chronic disease, women's health, sports medicine, community nursing."""
import negs as N
from phi import m


def cap(s): return s[0].upper() + s[1:] if s[0].isalpha() else s


def sig(c, i=0, lic=None):
    r = c.r
    out = [r.choice(["Signed", "Electronically signed by", "Seen by", "Clinician", "--", "Reviewed and signed"]) + ": " + c.dr(i)]
    if lic or (lic is None and r.random() < 0.45):
        lab, v = c.lic_pair()
        out.append(f"{lab} {v}")
    if r.random() < 0.5:
        out.append(f"{c.D_(style=r.choice(['num', 'long', 'iso']))} {N.time_(c)}")
    if r.random() < 0.25:
        out.append(f"{r.choice(['Scribe', 'Scribed by', 'Transcribed by', 'cc'])}: {c.D(3, r.choice(['full', 'first_li', 'initials']))}")
    return "\n".join(out)


def visit_line(c):
    r = c.r
    x = r.random()
    if x < 0.4: return f"Date of visit: {c.D_(style=r.choice(['num', 'long', 'iso', 'dmy_abbr', 'num_dots']))}   Time: {N.time_(c)}"
    if x < 0.7: return f"Seen {c.D_(style=r.choice(['wd_long', 'wd_short', 'long']))} at {N.time_(c)} in room {c.room()}"
    return f"Encounter {c.account()} | {c.D_(style='num')} | Exam room {c.room()}"


def well_child(c):
    r = c.r
    pt = c.pt
    he = "she" if pt.sex == "F" else "he"
    import datetime as dt
    care = r.choice(["mother", "father", "mum", "dad", "grandmother", "foster mother", "aunt", "nana", "koro", "mom"])
    mo = r.choice([1, 2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 54, 60, 72, 96, 120])
    c.age = mo // 12
    c.dob = c.visit - dt.timedelta(days=int(mo * 30.44) + r.randint(0, 20))
    if mo < 36:
        agestr = r.choice([f"{m('AGE', str(mo))}-month-old", f"{m('AGE', str(mo))} month old", f"{m('AGE', str(mo))} mo", f"{m('AGE', str(mo))}-mo"])
    else:
        agestr = c.age_()
    title = r.choice(["WELL-CHILD VISIT", "Well Child / Tamariki Ora check", "Child health check", "Healthy Kids Check",
                      "Preschool health check", "Well child check"])
    L = [c.prac() + " - " + title, c.pt_header(), visit_line(c), ""]
    L.append(f"{r.choice(['HPI', 'History', 'Subjective'])}: {c.P(r.choice(['first', 'full']))} is a {agestr if mo < 36 else c.age_adj()} "
             f"{r.choice(['girl', 'boy', 'child'] if pt.sex else ['child'])} brought in by {c.kin(care)}"
             f"{' and ' + c.kin(r.choice(['sister', 'brother', 'grandfather', 'uncle'])) if r.random() < 0.35 else ''}. "
             f"{r.choice(['No concerns today.', 'Concerns about picky eating.', 'Some night waking.', 'Mild eczema flares.', 'Speech concerns raised by daycare.'])} "
             f"{N.namey(c) if r.random() < 0.4 else ''}")
    if mo >= 12 and r.random() < 0.8:
        L.append(f"Attends {c.school() if c.age >= 5 else m('ORGANIZATION', r.choice(['Little Acorns', 'Kowhai Kids', 'Sunbeam', 'Bright Horizons North', 'Puddle Jumpers']) + ' ' + r.choice(['Daycare', 'Kindergarten', 'Early Learning Centre', 'Kōhanga Reo']))}"
                 f"{', teacher ' + c.O(2, 'full') if r.random() < 0.3 else ''}.")
    L.append(f"Birth hx: born at {c.hospital()} on {c.dob_()}, term, birth weight {r.uniform(2.6, 4.4):.2f} kg, Apgars {r.randint(7, 9)} and {r.randint(8, 10)}.")
    L.append(f"Social: lives with {care} in {m('CITY', c.town)}. {r.choice(['Mother', 'Father', 'Caregiver', care.capitalize()])} works as {c.aprof()}"
             f"{' at ' + c.employer() if r.random() < 0.5 else ''}. {'Family moved from ' + c.other_country() + ' in ' + c.date(800, 0, 'year') + '.' if r.random() < 0.4 else ''}")
    L.append("")
    L.append("Growth/vitals: " + N.child_vitals(c, mo))
    L.append(f"Development: ASQ-3 {r.randint(30, 60)} in {r.choice(['fine motor', 'gross motor', 'communication', 'problem solving'])}; {r.choice(['walking independently', 'uses 2-word phrases', 'draws a circle', 'hops on one foot', 'pincer grasp present'])}. "
             f"Hips: {r.choice(['Ortolani', 'Barlow', 'Galeazzi'])} negative. Red reflex present bilaterally.")
    vs = r.sample(N.VACCINES, r.randint(1, 4))
    L.append(f"Immunisations today: {', '.join(vs)} - consent from {care} {c.kin_name(care)}. Observed 15 min, no reaction.")
    L.append(f"Next immunisations due {c.date(0, 200, r.choice(['num', 'long', 'month_year']))}; next visit at the {m('AGE', str(r.choice([2, 3, 4, 5])))}-year check.")
    if r.random() < 0.5:
        L.append(f"Meds: {r.choice(['paracetamol 15 mg/kg q6h PRN', 'ibuprofen 10 mg/kg q8h PRN', 'emollient BID', 'hydrocortisone 1% cream BID', 'vitamin D 400 IU daily', 'amoxicillin 90 mg/kg/day divided BID'])}.")
    L.append(f"Plan: {r.choice(['anticipatory guidance re sleep, car seats, water safety', 'dental review advised', 'referral to speech pathology', 'iron studies ordered'])}. "
             f"Call {c.phone()} with questions{'; after-hours ' + c.phone() if r.random() < 0.4 else ''}.")
    if r.random() < 0.4: L.append(f"Family portal: {c.url()}  user {c.user(c.kin_people[care])}")
    L.append("")
    L.append(sig(c, r.randint(0, 2)))
    return "\n".join(L)


def adult_checkup(c):
    r = c.r
    pt = c.pt
    L = [c.letterhead() if r.random() < 0.4 else c.prac(), r.choice(["ANNUAL PHYSICAL", "Adult health check", "Preventive visit",
                                                                     "Annual wellness visit", "45-49 health assessment", "Periodic health review"]),
         c.pt_header(), visit_line(c)]
    if c.us and r.random() < 0.6:
        L.append(f"SSN: {c.ssn()}   Insurance: {c.insurer()}  Member ID {c.healthplan()}")
    elif r.random() < 0.6:
        L.append(f"{ {'US': 'Member ID', 'Canada': 'Health card', 'Australia': 'Medicare No', 'New Zealand': 'Plan #'}[c.country]}: {c.healthplan()}   Account {c.account()}")
    L.append("")
    L.append(f"S: {cap(c.pt_ref())} is a {c.age_adj()} {r.choice(['here for annual check', 'presenting for health review', 'new to practice, transferring from ' + c.hospital()])}. "
             f"Last physical {c.date(900, 0, r.choice(['month_year', 'year', 'num']))}. {N.namey(c)}")
    L.append(f"Works as {c.aprof()}{' at ' + c.employer() if r.random() < 0.6 else ''}; "
             f"{r.choice(['married to', 'lives with', 'partner is', 'separated from'])} {c.F(0, r.choice(['first', 'full']))}. "
             f"{r.choice(['Non-smoker.', 'Ex-smoker, quit ' + c.date(3000, 0, 'year') + '.', 'Smokes 10/day.'])} {N.score(c)}.")
    if r.random() < 0.6:
        fa = r.choice(["father", "mother", "brother", "sister"])
        L.append(f"FHx: {c.kin(fa, cap=True)} had MI at {m('AGE', str(r.randint(42, 70)))}; "
                 f"{r.choice(['mother', 'grandmother', 'uncle'])} died at {m('AGE', str(r.randint(55, 96)))} of {r.choice(['stroke', 'colon cancer', 'CKD'])}.")
    L.append(f"Meds: {'; '.join(N.meds(c))}")
    L.append(f"O: {N.vitals(c)}")
    L.append(f"Exam unremarkable. {N.eponym(c)} negative. PMHx: {N.dx_ep(c)}.")
    L.append(f"Labs ({c.date(30, 0, 'num')}): {N.labs(c)}. Accession {c.idnum()}.")
    L.append(f"Screening: {r.choice(['colonoscopy due', 'FIT kit given', 'mammogram booked at ' + c.hospital(), 'cervical screening up to date', 'AAA screen not indicated'])}; {N.code(c)}.")
    L.append(f"Plan: {r.choice(['continue current meds', 'start ' + N.med(c), 'lifestyle advice'])}. Recall {c.date(0, 400, r.choice(['month_year', 'num', 'long']))}.")
    if r.random() < 0.5:
        L.append(f"Patient contact: {c.phone()} / {c.email()}  Address: {c.address()}")
    L.append(sig(c, 0))
    return "\n".join(L)


def chronic_disease(c):
    r = c.r
    cond = r.choice(["type 2 diabetes", "hypertension", "COPD", "asthma", "CKD stage 3", "heart failure", "hypothyroidism", "gout"])
    L = [f"{c.prac()} - {r.choice(['Chronic disease review', 'Diabetes cycle of care', 'Care plan review', 'CDM visit', 'GPMP review'])}",
         c.pt_header(), visit_line(c), ""]
    L.append(f"{c.P(r.choice(['full', 'first', 'mid']))}, {c.age_()}, reviewed for {cond} (dx {c.date(4000, 0, r.choice(['year', 'month_year']))}). "
             f"{r.choice(['Accompanied by', 'With', 'Interpreter present; also'])} {c.kin(r.choice(['daughter', 'son', 'wife', 'husband', 'carer', 'neighbour', 'granddaughter', 'partner']))}.")
    if cond in ("type 2 diabetes", "heart failure", "COPD") or r.random() < 0.4:
        dk = r.choice(__import__("pools").DEVICE_KIND)
        L.append(f"Uses {dk} (serial {c.device()}) since {c.date(700, 0, r.choice(['month_year', 'num']))}; downloads reviewed.")
    L.append(f"Home readings: {N.vitals(c)}. Clinic: {N.vitals(c)}.")
    L.append(f"Results {c.date(20, 0, 'num')}: {N.labs(c, r.randint(4, 7))}.")
    L.append(f"Meds: " + "; ".join(N.meds(c, r.randint(3, 6))) + ".")
    L.append(f"{N.score(c)}. {N.namey(c)} {N.code(c)}.")
    L.append(f"Allied health: {r.choice(['dietitian', 'podiatrist', 'diabetes educator', 'exercise physiologist'])} {c.D(1, r.choice(['full', 'fi_last']))} "
             f"at {c.hospital()} on {c.date(0, 60, r.choice(['long', 'num', 'wd_short']))}.")
    L.append(f"Lives at {c.address()}; {r.choice(['retired', 'former', 'semi-retired'])} {c.prof()}.")
    L.append(f"Plan: titrate, recheck {c.date(0, 120, r.choice(['month_year', 'num']))}. Pharmacy: {c.pharmacy()} (fax {c.fax()}).")
    L.append(sig(c, 0))
    return "\n".join(L)


def womens_health(c):
    r = c.r
    L = [f"{c.prac()}", r.choice(["Women's health visit", "WOMEN'S HEALTH CLINIC", "Contraception consult", "Antenatal visit",
                                  "Cervical screening visit", "Menopause review", "Postnatal check"]), c.pt_header(), visit_line(c), ""]
    g = r.randint(0, 4)
    L.append(f"{c.P(r.choice(['full', 'first', 'lastfirst']))} is a {m('AGE', str(c.age))}{r.choice(['yo', ' yo', '-year-old', ' y/o'])} G{g}P{max(0, g - r.randint(0, 1))}. "
             f"LMP {c.date(40, 0, r.choice(['num', 'long', 'daymon']))}. {r.choice(['Cycles regular.', 'Heavy bleeding.', 'Hot flushes.', 'Currently 28+3 weeks.', 'Six weeks postpartum.'])}")
    L.append(f"{c.kin(r.choice(['partner', 'husband', 'wife', 'fiancee', 'boyfriend']), cap=True)}, {r.choice(['', 'works as '])}{c.aprof()}. "
             f"{'EDD ' + c.date(0, 200, r.choice(['num', 'long'])) + ', booked at ' + c.hospital() + '.' if r.random() < 0.5 else 'Not planning pregnancy.'}")
    L.append(f"Vitals: {N.vitals(c)}. Urine dip: protein nil, glucose nil. {N.score(c)}.")
    L.append(f"Previous screening {c.date(1500, 0, r.choice(['month_year', 'year', 'num']))} normal; specimen {c.idnum()} sent today.")
    L.append(f"Meds: {'; '.join(N.meds(c, r.randint(1, 3)))}. {N.namey(c)}")
    L.append(f"Midwife: {c.dr(2)}, contact {c.phone()}.")
    if r.random() < 0.4: L.append(f"Prefers contact by email {c.email()}; safe to leave message: {r.choice(['yes', 'no'])}.")
    L.append(f"Plan: review {c.date(0, 60, r.choice(['wd_long', 'num', 'long']))}. {N.code(c)}.")
    L.append(sig(c, 0))
    return "\n".join(L)


def sports_medicine(c):
    r = c.r
    inj = r.choice(["inversion ankle sprain", "ACL injury", "concussion", "patellofemoral pain", "shoulder dislocation",
                    "hamstring strain", "stress fracture of 2nd metatarsal", "lateral epicondylalgia"])
    sport = r.choice(["rugby", "netball", "ice hockey", "soccer", "basketball", "Aussie rules", "lacrosse", "cricket", "running"])
    L = [f"{c.prac()} - {r.choice(['Sports Medicine Consult', 'Sports injury clinic', 'Return-to-play assessment'])}",
         c.pt_header(), visit_line(c), ""]
    L.append(f"{cap(c.pt_ref())}, {c.age_()}, plays {sport} for {c.club(True)}; injured {c.date(21, 0, r.choice(['wd_short', 'num', 'weekday', 'daymon']))} "
             f"{r.choice(['in a tackle', 'landing from a jump', 'during training', 'at a tournament in ' + m('CITY', c.town_name())])}. Mechanism: {inj}.")
    if r.random() < 0.5: L.append(f"Coach {c.O(1, r.choice(['full', 'last']))} present. Team physio {c.dr(1)}.")
    L.append(f"Exam: {N.eponym(c)} {r.choice(['positive', 'negative', 'equivocal'])}, {N.eponym(c)} negative. {N.vitals(c)}.")
    L.append(f"{N.score(c)}. Imaging at {c.hospital()} ({c.idnum()}) {r.choice(['pending', 'no fracture', 'grade 2 tear'])}.")
    if r.random() < 0.35:
        L.append(f"Injury occurred in car park; involved vehicle plate {c.vehicle()} - police report {c.idnum()}.")
    L.append(f"Student at {c.school()}." if c.age < 19 else f"Works as {c.aprof()} at {c.employer()}.")
    L.append(f"Plan: {N.med(c)}; graded return over {r.randint(2, 8)} weeks. Review {c.date(0, 30, r.choice(['wd_long', 'num', 'long']))}.")
    if r.random() < 0.4: L.append(f"Claim no. {c.idnum()} with {c.insurer()}; policy {c.healthplan()}.")
    L.append(sig(c, 0))
    return "\n".join(L)


def community_nursing(c):
    r = c.r
    L = [r.choice(["DISTRICT NURSING HOME VISIT", "Community nursing note", "Home care nursing visit", "Home and Community Care - visit record"]),
         f"Client: {c.P(r.choice(['caps', 'full', 'lastfirst']))}   DOB {c.dob_()}   ID {c.mrn()}",
         f"Address: {c.address(country=r.random() < 0.2)}",
         f"Visit: {c.D_(style=r.choice(['wd_long', 'num', 'wd_short']))} {N.time_(c)} ({r.choice([20, 30, 45, 60])} min)   Nurse: {c.dr(0)}",
         ""]
    L.append(f"{cap(c.pt_ref())} ({c.age_()}) seen at home for {r.choice(['leg ulcer dressing', 'wound care', 'INR check', 'catheter change', 'medication prompting', 'pressure injury review'])}. "
             f"{c.kin(r.choice(['daughter', 'son', 'husband', 'wife', 'neighbour', 'carer', 'granddaughter']), cap=True)} present (mob {c.phone()}).")
    L.append(f"Obs: {N.vitals(c)}. {N.score(c)}. Wound 3.2 x 1.8 cm, moderate exudate.")
    L.append(f"Meds in webster pack from {c.pharmacy()}: {'; '.join(N.meds(c, r.randint(2, 4)))}.")
    if r.random() < 0.6:
        L.append(f"Equipment: {r.choice(__import__('pools').DEVICE_KIND)} SN {c.device()}; supplier contact {c.phone()}.")
    if r.random() < 0.6:
        L.append(f"Parking: staff car {c.vehicle()} in driveway per {r.choice(['client', 'family'])} request; key safe code held by {c.F(1, 'first')}.")
    L.append(f"GP: {c.dr(1)} at {c.prac()}, fax {c.fax()}. Former {c.prof()}.")
    L.append(f"{N.namey(c)} Next visit {c.date(0, 10, r.choice(['wd_short', 'weekday', 'num', 'wd_long']))}.")
    L.append(sig(c, 0, lic=False))
    return "\n".join(L)


GENRES_A = {"well_child": (well_child, "child"), "adult_checkup": (adult_checkup, "adult"),
            "chronic_disease": (chronic_disease, "old"), "womens_health": (womens_health, "women"),
            "sports_medicine": (sports_medicine, "sport"), "community_nursing": (community_nursing, "old")}
SEX = {"womens_health": "F"}
KIND_FIX = {"womens_health": "women", "sports_medicine": "sport"}
