"""Genres: nursing admission, shift handover, physiotherapy, OT, SLT, dietetics."""
import pools as P
from phi import m
from common import header, signoff, obs, scores, meds, eponym, equip, mob, diag, negs


def nursing_admission(c):
    r = c.r
    pt = c.pt
    he = "She" if pt.sex == "F" else "He"
    his = "her" if pt.sex == "F" else "his"
    L = [header(c, r.choice(["Nursing Admission Assessment", "Admission Nursing Record", "Nursing Assessment on Admission"]))]
    L.append(f"Admitted via {r.choice(['ED', 'AMU', 'GP referral', 'MAU', 'direct from clinic'])} on {c.date()} at {c.time()} "
             f"with {diag(c)}. {c.pname('title')} is a {c.age_s(form='yearold')} {r.choice(['lady' if pt.sex == 'F' else 'gentleman', 'person', 'woman' if pt.sex == 'F' else 'man'])} "
             f"who lives {r.choice(['alone', 'with ' + c.fam_ref(0), 'with family', 'in ' + m('HOSPITAL', r.choice(P.CARE_HOMES))])}.")
    L.append(f"Home address: {c.address()}.")
    L.append(f"NOK: {c.fam_ref(0, 'full_rel')}, tel {c.phone()}" + (f", alt {c.phone()}" if r.random() < 0.5 else "") + ".")
    if r.random() < 0.7:
        L.append(f"GP: Dr {m('DOCTOR', c.person(r.choice('FM')).last)}, {m('HOSPITAL', r.choice(P.PRACTICES))}, {m('CITY', c.town)}. Fax {c.phone('FAX')}.")
    L.append(f"Social: {r.choice(['Retired', 'Formerly worked as a', 'Works as a'])} {c.profession()}"
             + (f" at {c.employer()}" if r.random() < 0.5 else "") + f". Born in {c.country_s()}, moved to "
             f"{m('COUNTRY', r.choice(P.HOME_NATIONS))} in {c.year()}. "
             f"{r.choice(['Ex-smoker', 'Never smoked', 'Smokes 10/day'])}, alcohol {r.randint(0, 30)} units/week.")
    L.append(f"PMH: {eponym(c)}, {r.choice(['T2DM', 'HTN', 'AF', 'CKD 3b', 'COPD', 'OA knees'])}, "
             f"{r.choice(['previous MI ' + m('DATE', str(c.base.year - r.randint(2, 15))), 'hysterectomy ' + c.date(form='my'), 'TIA ' + c.year()])}.")
    L.append(f"Medications brought in: {meds(c)}. {scores(c)}")
    L.append(obs(c))
    if r.random() < 0.6:
        L.append(f"Private insurance: {m('ORGANIZATION', r.choice(P.INSURERS))} member no. {c.healthplan()}.")
    if r.random() < 0.5:
        L.append(f"Valuables: {r.choice(['wedding ring', 'mobile phone', 'wallet'])} signed into property book; "
                 f"hearing aid serial {c.device()} labelled.")
    if r.random() < 0.4:
        L.append(f"Identity wristband checked; biometric ID {c.bioid()} verified by {c.staff_name(1, 'HCA')}.")
    L.append(f"{he} prefers to be called {c.pname('nick' if pt.first in P.NICK else 'first')}. {negs(c, 2)}")
    L.append(f"Valuables, allergies ({r.choice(['NKDA', 'penicillin - rash', 'latex', 'codeine - vomiting'])}) and {his} "
             f"dentures documented. {c.staff_name(2, r.choice(['SN', 'Staff Nurse', 'RGN']))} to complete care plans.")
    L.append(signoff(c, r.choice(["Staff Nurse", "RGN", "Registered Nurse"]), r.choice(["nmc", "nmbi"]), 0))
    return "\n".join(L)


def shift_handover(c):
    r = c.r
    L = [f"{r.choice(['SBAR handover', 'Shift handover', 'Nursing handover', 'Night to day handover'])} - {c.ward_s()} - {c.date()}"]
    L.append(f"From {c.staff_name(0, r.choice(P.ROLES_NURSE))} to {c.staff_name(1, r.choice(P.ROLES_NURSE))} at {c.time()}.")
    for k in range(r.randint(2, 4)):
        if k == 0:
            name, a = c.pname(r.choice(['full', 'title', 'initial'])), c.age_s()
        else:
            p = c.person(r.choice("FM"))
            name = c.pname(r.choice(["full", "title", "sfirst", "initial"]), p)
            a = c.age_s(r.randint(40, 99), r.choice(["yo", "yrs", "paren", "yo2"]))
        bed = f"{r.choice(['Bed', 'bed', 'B'])} {m('LOCATION_OTHER', str(r.randint(1, 30)))}"
        L.append(f"\n{bed} - {name} {a}, {c.mrn() if r.random() < 0.5 else ''}".rstrip(", ").rstrip())
        L.append(f"S: {diag(c)}, day {r.randint(1, 14)} of admission (admitted {c.date()}).")
        L.append(f"B: {eponym(c)}; {r.choice(['lives alone', 'POC QDS', 'from ' + m('HOSPITAL', r.choice(P.CARE_HOMES)), 'wife is main carer'])}.")
        L.append(f"A: {obs(c)} {negs(c, 1)}")
        L.append(f"R: {r.choice(['repeat bloods', 'chase CT result', 'for OT review', 'await SLT', 'bowels - chart'])}; "
                 f"{r.choice(['family visiting', 'NOK to phone', 'relative updated', 'contact'])} - "
                 f"{c.fam_ref(k % 3) if k == 0 else m('FAMILY', c.person('F').first)} on {c.phone()}. "
                 f"{r.choice(['Next review', 'Planned discharge', 'Scan booked'])} {c.date(form=r.choice(['wd', 'wdshort', 'wdonly', 'dm']))}.")
    L.append(f"\nBleep holder tonight: {c.staff_name(3, r.choice(['CNM2', 'Site Manager', 'Night Sister', 'Bed Manager']))} "
             f"bleep {c.bleep()}. Pharmacy on {c.ext()}.")
    L.append(f"Outlier on {m('HOSPITAL', r.choice(P.WARDS))}: {c.pname('title', c.person('M'))} "
             f"({c.age_s(r.randint(50, 95), 'yo')}), side room {m('LOCATION_OTHER', str(r.randint(1, 8)))}.")
    L.append(signoff(c, "Nurse in charge", r.choice(["nmc", "nmbi"]), 0))
    return "\n".join(L)


def physiotherapy(c):
    r = c.r
    pt = c.pt
    he = "she" if pt.sex == "F" else "he"
    L = [header(c, r.choice(["Physiotherapy Note", "Physio - inpatient review", "Physiotherapy Assessment"]))]
    L.append(f"Referral received {c.date()} from {c.staff_name(1, r.choice(P.ROLES_NURSE))} re: {diag(c)}.")
    L.append(f"Seen with {c.staff_name(2, 'Therapy Assistant', r.choice(['first', 'full']))}. "
             f"{c.pname(r.choice(['first', 'title']))} consented to treatment.")
    L.append(f"PLOF: independent with {mob(c)} indoors; {r.choice(['stairs x12 with rail', 'bungalow', 'lift in block'])}. "
             f"Drives - car reg {c.vehicle()}." if r.random() < 0.4 else
             f"PLOF: mobile with {mob(c)}; falls x{r.randint(0, 5)} in last 6 months, last fall {c.date(form=r.choice(['my', 'dmo', 'month']))}.")
    L.append(f"Home: {c.street()}, {m('CITY', c.town)} - {r.randint(1, 4)} steps to access.")
    L.append(f"O/E: {obs(c)} Power {r.randint(2, 5)}/5 hip flexion, {r.randint(2, 5)}/5 knee ext. ROM {r.randint(60, 110)} deg knee flexion. "
             f"{eponym(c)} noted. Sit to stand with {mob(c)} and assist x{r.randint(1, 2)}.")
    L.append(f"Chest: {r.choice(['ACBT taught', 'wet cough, cleared with huffing', 'bilateral basal creps', 'clear'])}; "
             f"{r.choice(['PEP device', 'incentive spirometer', 'Acapella'])} issued, serial {c.device()}.")
    L.append(f"Mobilised {r.randint(5, 60)} m with {mob(c)} {r.choice(['SBA', 'min assist x1', 'assist x2', 'supervision'])}. "
             f"TUG {r.randint(10, 45)} s. {negs(c, 1)}")
    if r.random() < 0.6:
        L.append(f"Discussed with {c.fam_ref(r.randrange(3))} who visits every {c.date(form='wdonly')}; "
                 f"contact {c.phone()}.")
    L.append(f"Plan: daily physio; reassess {c.date(form=r.choice(['wd', 'dm', 'wdshort']))}; goal to return home to "
             f"{m('CITY', c.town)}. Falls leaflet at {c.url()}.")
    L.append(f"{he.capitalize()} {r.choice(['is', 'remains'])} motivated; {r.choice(['wife', 'son', 'daughter'])} works at {c.employer()}.")
    L.append(signoff(c, r.choice(["Physiotherapist", "Senior Physiotherapist", "Physio"]), "hcpc", 0))
    return "\n".join(L)


def occupational_therapy(c):
    r = c.r
    L = [header(c, r.choice(["Occupational Therapy", "OT Initial Assessment", "OT functional assessment"]))]
    L.append(f"Seen on {c.ward_s()} {c.bed_s()}. Aim: establish discharge needs following {diag(c)}.")
    L.append(f"Lives at {c.address()} - {r.choice(['two-storey house', 'ground floor flat', 'bungalow', 'first floor maisonette'])}, "
             f"{r.choice(['housing association tenancy', 'council tenancy', 'rented'])} with {m('ORGANIZATION', r.choice(P.HOUSING))}.")
    L.append(f"Informant: {c.fam_ref(0)} ({c.phone()}); {c.fam_ref(1, 'rel_first')} lives in {m('CITY', r.choice(P.TOWNS))}.")
    L.append(f"Occupation: {c.profession()} until {c.year()}; {r.choice(['enjoys bowls', 'attends day centre', 'volunteers at'])} "
             f"{m('ORGANIZATION', r.choice(P.COMMUNITY))} every {c.date(form='wdonly')}.")
    L.append(f"Kitchen assessment: {r.choice(['made hot drink safely', 'required prompting to sequence', 'unsafe with kettle'])}. "
             f"Cognition: {scores(c)} {eponym(c)}.")
    L.append(f"Equipment: {mob(c)} and {r.choice(['commode', 'raised toilet seat', 'perching stool', 'bed lever'])} ordered from equipment store, loan ref {c.idnum('ord')}, "
             f"{r.choice(['bath board', 'perching stool', 'toilet frame'])} serial {c.device()}.")
    L.append(f"Blue badge renewal for vehicle {c.vehicle()} discussed; {r.choice(['patient', 'family'])} to apply online at {c.url()}.")
    if r.random() < 0.5:
        L.append(f"Pendant alarm via {m('ORGANIZATION', r.choice(P.CARE_AGENCIES))}, customer no {c.account()}.")
    L.append(f"Home visit booked {c.date(form=r.choice(['wdl', 'wd', 'long']))} at {c.time()} with {c.staff_name(2, 'OT', 'full')} "
             f"and {c.fam_ref(0, 'first')}. {negs(c, 2)}")
    L.append(signoff(c, r.choice(["Occupational Therapist", "OT", "Senior OT"]), "hcpc", 0))
    return "\n".join(L)


def slt(c):
    r = c.r
    L = [header(c, r.choice(["Speech and Language Therapy", "SLT Swallow Assessment", "SALT review"]))]
    L.append(f"Referred by {c.doctor()} on {c.date()} ({r.choice(['NBM since admission', 'coughing on fluids', 'post-stroke dysphagia screen failed'])}).")
    L.append(f"Background: {eponym(c)}; {diag(c)}. {c.pname('title')} ({c.age_s(form='yo')}) is {r.choice(['bilingual', 'a first-language Polish speaker', 'a Welsh speaker', 'an Irish speaker', 'hard of hearing'])}; "
             f"interpreter {m('FAMILY', c.person(r.choice('FM')).full)} booked via {m('ORGANIZATION', r.choice(['Lingua Bridge Interpreting', 'Tallowford Interpreting Service', 'Voxa Language Ltd', 'Corrowen Translation Co-op']))}, job no {c.idnum('ref')}.")
    L.append(f"Oral motor exam: {r.choice(['reduced lip seal R', 'tongue deviation to left', 'dry oral mucosa', 'WNL'])}. "
             f"Trials: IDDSI level {r.randint(0, 4)} fluids via teaspoon x{r.randint(3, 10)}, {r.choice(['delayed swallow', 'wet voice', 'no overt signs'])}.")
    L.append(f"Recommend IDDSI level {r.choice([4, 5, 6])} diet, level {r.choice([0, 1, 2, 3])} fluids, upright 90 degrees, "
             f"{r.choice(['supervision', 'assistance x1', 'set up only'])}. Oral care {r.choice(['BD', 'QDS'])}. {negs(c, 1)}")
    L.append(f"Communication: {r.choice(['expressive dysphasia', 'dysarthria', 'word-finding difficulties'])}. "
             f"Uses tablet for AAC (asset {c.device()}). Video call with {c.fam_ref(1)} from {c.ip()} on {c.date()}.")
    L.append(f"Discussed with {c.staff_name(1, r.choice(P.ROLES_NURSE))} and {c.fam_ref(0)}. "
             f"Leaflet: {c.url()}. Contact SLT office {c.phone()} or {c.email()}.")
    L.append(f"Review {c.date(form=r.choice(['wd', 'wdshort', 'dmo', 'wdonly']))}.")
    L.append(signoff(c, r.choice(["Speech and Language Therapist", "SLT", "Specialist SLT"]), "hcpc", 0))
    return "\n".join(L)


def dietetics(c):
    r = c.r
    w = r.randint(380, 1100) / 10
    L = [header(c, r.choice(["Dietetic Assessment", "Dietetics Note", "Nutrition and Dietetics Review"]))]
    L.append(f"Referred {c.date()} by {c.staff_name(1, r.choice(P.ROLES_NURSE))}: MUST {r.randint(2, 5)}.")
    L.append(f"A: weight {w} kg ({c.date(form='dm')}), usual weight {w + r.randint(3, 12)} kg ({c.date(form='my')}); "
             f"BMI {r.randint(150, 300) / 10}; Na {r.randint(125, 145)}, K {r.randint(30, 55) / 10}, PO4 {r.randint(4, 14) / 10}, Mg {r.randint(5, 10) / 10}.")
    L.append(f"B: {diag(c)}, {eponym(c)}. C: {r.choice(['oral thrush', 'poor dentition', 'early satiety', 'nausea'])}.")
    L.append(f"D: eating {r.choice(['<25%', '~50%', '75%'])} of meals; {c.fam_ref(0)} brings in food from home. "
             f"{r.choice(['Halal', 'Vegetarian', 'Kosher', 'Gluten-free', 'Normal'])} diet. Refeeding risk: {r.choice(['high', 'moderate', 'low'])}.")
    L.append(f"E: estimated requirements {r.randint(1400, 2400)} kcal, {r.randint(50, 110)} g protein, {r.randint(1500, 2200)} ml fluid.")
    L.append(f"Plan: {meds(c, 2)}; food record charts x3 days; weekly weights (every {c.date(form='wdonly')}). {negs(c, 1)}")
    if r.random() < 0.5:
        L.append(f"Enteral feed pump serial {c.device()}, NG position confirmed pH {r.randint(30, 55) / 10} at {c.time()}.")
    L.append(f"Home enteral feeding company contact {c.phone()}; GP {m('HOSPITAL', r.choice(P.PRACTICES))} "
             f"fax {c.phone('FAX')} ({c.email()}).")
    L.append(f"Patient is a {c.profession()}; {r.choice(['shift work', 'erratic meals', 'lives on takeaways'])}. "
             f"Born {c.dob_s()}, aged {m('AGE', c.age)}.")
    L.append(signoff(c, r.choice(["Dietitian", "Senior Dietitian", "Specialist Dietitian"]), "hcpc", 0))
    return "\n".join(L)
