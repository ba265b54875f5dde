"""Genres C: paediatric clinic letters with growth charts, immunisation schedules,
inter-hospital transfer letters, histopathology requests and reports."""
import datetime as dt
from phi import P
import clinical as C
import common as K

PAED_PROBLEMS = [
    ('faltering growth', 'Weight has crossed two centile lines since 6 weeks; feeding history suggests low intake. Coeliac screen and TFTs normal.'),
    ('constipation', 'Hard stools every 4-5 days with straining; no red flags. Abdomen soft, faecal mass palpable LIF. Anus normal position.'),
    ('atopic eczema', 'Flexural eczema, moderate (SCORAD 32). Not infected. Emollients and 1% hydrocortisone discussed.'),
    ('recurrent wheeze', 'Viral-induced wheeze x4 this winter. Chest clear today, no clubbing. Salbutamol via spacer; preventer trial.'),
    ('heart murmur', 'Soft 2/6 systolic murmur LSE, normal pulses including femorals. Echo: small muscular VSD, no haemodynamic effect.'),
    ('developmental review (ex-prem)', 'Sitting unsupported, babbling, pincer grip emerging. Tone normal. Hearing and vision screens passed.'),
    ('nocturnal enuresis', 'Wet 5 nights in 7. Urine dip NAD. Alarm and desmopressin options discussed with parents.'),
    ('undescended testis', 'Right testis palpable in the inguinal canal, not retractile. Referred for orchidopexy.'),
    ('iron deficiency anaemia', 'Excess cow milk intake (~1 L/day). Hb 86 g/L, ferritin 4 ug/L. Started Sytron.'),
    ('sickle cell disease review', 'HbSS on penicillin V and folic acid. TCD velocities normal. No crises since last review.'),
]


PAED_ICD = {'faltering growth': 'R62.51', 'constipation': 'K59.00', 'atopic eczema': 'L20.9', 'recurrent wheeze': 'R06.2',
            'heart murmur': 'Q21.0', 'developmental review (ex-prem)': 'P07.32', 'nocturnal enuresis': 'N39.44',
            'undescended testis': 'Q53.10', 'iron deficiency anaemia': 'D50.9', 'sickle cell disease review': 'D57.1'}


def paed_clinic_letter(x):
    r = x.r
    K.setup(x, 'child')
    gp = x.staff('gp')
    prob, text = x.ch(PAED_PROBLEMS)
    code = PAED_ICD[prob]
    clinic = x.unit(x.ch(['Paediatric Outpatients', 'Children\'s Clinic', 'General Paediatric Clinic']))
    L = [f'{x.H()} - {clinic}', f'{x.address(country=x.p(.35))}', f'Tel {x.PH("sec")}' + (f'   Fax {x.FX()}' if x.p(.6) else '') +
         (f'   {x.EM(dept="paeds.clinic")}' if x.p(.4) else ''), '',
         f'Date dictated: {x.Dt(0, x.ch(["long", "num", "ord", "med"]))}' + (f'   Typed: {x.Dt(r.randrange(1, 6), "num")}' if x.p(.4) else ''), '',
         f'{x.dtitle(gp)} {x.nm(gp, "DOCTOR", "full")}', f'{x.H(other=True)}', f'{x.address()}', '']
    nm = x.pt(['full', 'full', 'LF', 'full_mi'])
    L.append(f'Re: {nm}, DOB {x.D(x.dob)}, {K.mrn_line(x)}')
    L.append(f'{K.age_of(x, "child")} with {prob}')
    L.append('')
    L.append(f'Dear {x.dtitle(gp)} {x.nm(gp, "DOCTOR", "family")},')
    par = x.ch(['mother', 'father', 'parents'])
    who = {'mother': f'his mother {x.nm(x.mother, "FAMILY", x.ch(["given", "full"]))}',
           'father': f'his father {x.nm(x.father, "FAMILY", x.ch(["given", "full"]))}',
           'parents': f'both parents, {x.nm(x.mother, "FAMILY", "given")} and {x.nm(x.father, "FAMILY", "given")}'}[par]
    if x.patient.sex == 'F':
        who = who.replace('his ', 'her ')
    L.append(f'I saw {x.nm(x.patient, "PATIENT", "given")} with {who} in clinic on {x.Dt(0, x.ch(["wk", "long", "dmon"]))}. {text}')
    if x.p(0.25):
        L.append(f'Symptoms were worse over {P("DATE", x.holiday())} when the family were travelling.')
    L.append(f'On examination: {C.vitals_line(x, child=True)}. {x.ch(["Alert and interactive", "Thriving", "Pale but well"])}. '
             f'{x.ch(["Visual fields full", "Red reflex present bilaterally", "Hips stable", "No dysmorphic features"])}.')
    L.append('')
    L.append('Growth:')
    sep = x.ch([' | ', '  ', '\t'])
    L.append(sep.join(['Date', 'Age', 'Weight (kg)', 'Length/Height (cm)', 'OFC (cm)', 'Weight centile']))
    n = r.randrange(3, 7)
    ages = sorted(r.sample(range(0, max(x.age_m + 1, n + 1)), n))
    for a in ages:
        w, ln, hc, cent = C.growth_at(x, a)
        d = x.dob + dt.timedelta(days=int(a * 30.4) + r.randrange(0, 10))
        if d > x.today:
            d = x.today
        if a == 0:
            ag = x.ch(['birth', 'Birth'])
        elif a < 24:
            ag = P('AGE', a) + x.ch([' mo', ' months', 'm'])
        else:
            ag = P('AGE', a // 12) + x.ch([' y', ' yrs', 'y']) + (f' {a % 12} m' if a % 12 and x.p(.5) else '')
        L.append(sep.join([x.D(d, x.ch(['num', 'num', 'dash', 'iso'])), ag, f'{w:.2f}', f'{ln:.1f}', f'{hc:.1f}', cent]))
    L.append(C.extras(x, 'paed'))
    L.append(f'Mid-parental height {r.randrange(150, 185)} cm (9th-25th centile). BMI {r.uniform(13, 24):.1f} kg/m2.')
    L.append('')
    L.append(f'Diagnosis: {prob} ({code}).' if x.p(.5) else f'Diagnosis: ICD-10 {code} {prob}.')
    L.append(f'Plan: {x.ch(C.PAED_DRUGS)}; {x.ch(["dietitian referral", "repeat bloods in 3 months", "echo in 1 year", "health visitor to weigh fortnightly", "referral to paediatric surgery"])}. '
             f'Review in {x.ch(["3 months", "6 weeks", "6 months"])}' + (f' ({x.Dt(r.randrange(40, 180), x.ch(["my", "long", "num"]))}).' if x.p(.5) else '.'))
    if x.age_m > 36 and x.p(0.4):
        L.append(f'A copy goes to the school nurse at {x.org("school")} with parental consent.')
    if x.p(0.35):
        L.append(f'Family information: {x.URL()}')
    L.append('')
    L.append('Yours sincerely,')
    L.append('')
    L.append(f'{x.nm(x.staff("paedcons"), "DOCTOR", x.ch(["full", "full_mi"]))}, {x.cred()}')
    L.append(f'{x.ch(["Consultant Paediatrician", "Attending Pediatrician", "Paediatric Registrar", "Associate Professor of Paediatrics"])}' +
             (f'   {x.LIC()}' if x.p(.4) else ''))
    L.append(f'cc: ' + (f'Mr and Mrs {x.nm(x.father, "FAMILY", "family")}' if x.p(.5) else f'Parents, {x.nm(x.mother, "FAMILY", "full")}')
             + f', {x.address()}')
    if x.p(0.5):
        L.append(f'Dictated by {x.ini("paedcons")}/typed by {x.nm(x.staff("typist"), "DOCTOR", "ini")}')
    return '\n'.join(L)


def immunisation_schedule(x):
    r = x.r
    K.setup(x, 'child')
    x.age_m = r.randrange(3, 70)
    x.dob = x.today - dt.timedelta(days=int(x.age_m * 30.4))
    clinic = x.unit(x.ch(['Immunisation Clinic', 'Well Baby Clinic', 'Child Health Clinic', 'MCH Centre']))
    L = K.header(x, x.ch(['Immunisation Record', 'Childhood Immunisation Schedule', 'VACCINATION CARD']), 'child', ward=False,
                 extra=[f'Clinic: {clinic}' + (f', {x.H()}' if x.p(.5) else '')])
    L.append(f'Parent/carer: {x.nm(x.mother, "FAMILY", x.ch(["full", "LF"]))} (mother)' +
             (f', {x.nm(x.father, "FAMILY", "full")} (father)' if x.p(.4) else '') + f'   Tel {x.PH("par")}')
    if x.p(0.45):
        L.append(f'Address: {x.address()}')
    L.append('')
    sep = x.ch([' | ', '  ', '\t'])
    L.append(sep.join(['Age due', 'Vaccine', 'Date given', 'Batch', 'Site', 'Given by']))
    gby = [('imm1', x.ch(['full', 'if', 'ini'])), ('imm2', x.ch(['full', 'if', 'ini']))]
    for wk, v in C.SCHED[x.c]:
        due = x.dob + dt.timedelta(days=wk * 7)
        if wk == 0:
            age = 'Birth'
        elif wk < 20:
            age = f'{wk} weeks' if x.p(.8) else f'{wk} wk'
        elif wk < 100:
            age = f'{round(wk / 4.345)} months'
        else:
            age = f'{round(wk / 52.18)} years'
        if due <= x.today:
            given = due + dt.timedelta(days=r.randrange(0, 20))
            key, form = x.ch(gby)
            batch = x.letters(2) + str(r.randrange(1000, 9999))
            row = [age, v, x.D(given, x.ch(['num', 'num', 'dash', 'dm'])), batch, x.ch(['L thigh', 'R thigh', 'L deltoid', 'oral + L thigh', 'R deltoid']),
                   x.nm(x.staff(key), 'DOCTOR', form)]
        else:
            row = [age, v, 'due ' + x.D(due, x.ch(['num', 'med', 'my'])), '', '', '']
        L.append(sep.join(row).rstrip())
    L.append('')
    L.append(C.nameword(x, 'paed'))
    L.append(f'Weight today {C.growth_at(x, x.age_m)[0]:.1f} kg. {x.ch(["No reaction after previous doses", "Mild fever after MenB, paracetamol advised", "Febrile convulsion history - not a contraindication", "Egg allergy - MMR safe in community"])}.')
    L.append(f'{x.ch(["Paracetamol 15 mg/kg after MenB", "Vitamin A 100,000 IU given", "Growth monitoring: on the 50th centile", "Catch-up schedule agreed"])}.')
    if x.p(0.5):
        L.append(f'Reminder SMS to {x.PH("par")}' + (f'; online booking {x.URL()}' if x.p(.5) else '.'))
    if x.p(0.3):
        L.append(f'Health visitor: {x.nurse("hv", ("full", "if", "sister"))}, {x.PH("hv")}')
    if x.p(0.3):
        L.append(f'Record synced from {x.IP()} by {x.USER(x.staff("imm1"))}.')
    if x.p(0.25):
        L.append(f'Next visit {x.Dt(r.randrange(14, 90), x.ch(["wk", "wd", "long"]))}, {x.ch(["bring the red book", "bring the yellow card", "bring the MCP card"])}.')
    return '\n'.join(L)


def transfer_letter(x):
    r = x.r
    kind = x.ch(['mother', 'neonate', 'child', 'adult'])
    K.setup(x, kind)
    other = x.H(other=True)
    L = K.header(x, x.ch(['Inter-hospital Transfer Letter', 'TRANSFER SUMMARY', 'Referral for Transfer', 'Neonatal Retrieval Handover'
                          if kind == 'neonate' else 'Retrieval Handover']), kind)
    L.append(f'From: {x.H()}, {x.unit(x.ch(["Labour Ward", "Neonatal Unit", "Surgical Ward", "Emergency Department"]))}   To: {other}')
    L.append(f'Referring: {x.doc("ref", ("title", "title_full", "full"))}, {x.cred()}, {x.PH("ref")}' + (f' / fax {x.FX()}' if x.p(.3) else ''))
    L.append(f'Accepting: {x.doc("acc", ("title", "title_full"))} at {other}, accepted at {C.clock(x)} on {x.Dt(0, x.ch(["num", "wk", "long"]))}')
    reason = {'mother': 'severe pre-eclampsia at 29+4 weeks needing NICU cot; MgSO4 running, betamethasone dose 1 given',
              'neonate': 'surgical review of bilious vomiting, suspected malrotation; NG on free drainage',
              'child': 'suspected intussusception for air enema under paediatric surgery',
              'adult': 'bed unavailability; post-op collection needing IR drainage'}[kind]
    L.append(f'Reason: {reason}.')
    if kind == 'neonate':
        L.append(f'Mother: {x.nm(x.mother, "FAMILY", x.ch(["full", "LF"]))} ({x.A(x.mage, x.ch(["yo", "aged"]), sex="F")}), '
                 f'remains at {x.H()} {x.ch(["postnatal ward", "HDU"])}; father {x.nm(x.father, "FAMILY", "full")} travelling separately.')
        L.append(f'Obs: {C.vitals_line(x, neonate=True)}. Gas: ' + '; '.join(C.labs(x, 'neo')[:3]) + '.')
    else:
        L.append(f'Obs at departure: {C.vitals_line(x, child=kind == "child")}. {C.score(x, "paed" if kind == "child" else ("obs" if kind == "mother" else "surg"))}.')
        L.append('Bloods: ' + '; '.join(C.labs(x, 'fbc') + C.labs(x, 'ue')[:2]) + '.')
    pool = {'mother': C.OB_DRUGS[:14], 'neonate': C.NEO_DRUGS, 'child': C.PAED_DRUGS, 'adult': C.SURG_DRUGS}[kind]
    L.append(f'Treatment given: {x.ch(pool)}; {x.ch(pool)}.')
    L.append(C.extras(x, {'mother': 'obs', 'neonate': 'neo', 'child': 'paed', 'adult': 'surg'}[kind]))
    L.append('')
    L.append(f'Transport: {x.ch(["road ambulance", "retrieval ambulance", "air ambulance (road leg)", "Hospital transport"])} {x.VEH()}, '
             f'crew {x.nurse("crew", ("full", "if"))}; departed {C.clock(x)}.')
    if kind == 'neonate' or x.p(.3):
        L.append(f'{x.ch(["Transport incubator", "Transport ventilator", "Infusion pump"])} serial {x.DEV()}.')
    if kind != 'neonate':
        L.append(f'NOK: {x.nm(x.partner if kind != "child" else x.mother, "FAMILY", x.ch(["full", "given"]))} {x.PH("nok")}; '
                 + (f'address {x.address(country=x.p(.3))}.' if x.p(.5) else 'travelling by car.'))
    if x.p(0.4):
        L.append(f'{x.SSN_LABEL()} {x.SSN()}; {x.HP_LABEL()} {x.HP()}.')
    if x.p(0.3):
        L.append(f'Recently arrived from {x.country_other()} on {x.D(x.day(-r.randrange(3, 60)), x.ch(["long", "num", "dmon"]))}; screening swabs sent ({x.IDN("spec")}).')
    L.append(f'Images shared via {x.ch(["PACS link", "image exchange portal"])} {x.URL()}' if x.p(.4) else
             f'Notes, imaging CD and blood (group and save {x.IDN("bb")}) sent with patient.')
    L += K.signoff(x, 'ref')
    return '\n'.join(L)


SPECIMENS = [
    ('Placenta', 'obs', 'Singleton placenta {w} g with trimmed membranes and a three-vessel cord, {c} cm. Maternal surface complete. '
     'Microscopy: {m}.', ['features of maternal vascular malperfusion (distal villous hypoplasia)', 'acute chorioamnionitis, stage 2, grade 1, with funisitis',
                          'no significant abnormality', 'villous infarcts involving ~10% of parenchyma'], 'O36.5930', ['emergency LSCS at 31 weeks for pre-eclampsia', 'reduced fetal movements, SGA', 'intrapartum pyrexia'], (350, 700)),
    ('Appendix', 'surg', 'Appendix {c} cm long, serosa dull, lumen contains a faecolith. Microscopy: {m}.',
     ['acute suppurative appendicitis with periappendicitis', 'early acute appendicitis', 'normal appendix, Enterobius present'], 'K35.80', ['RIF pain, CRP 145', 'RIF pain and fever', 'appendicitis on CT'], (3, 12)),
    ('Products of conception', 'obs', 'Fragments of tissue {w} g. Microscopy: {m}.',
     ['chorionic villi and decidua; no trophoblastic hyperplasia', 'partial hydatidiform mole; p57 retained', 'decidua only; no villi (correlate with beta-hCG)'], 'O03.4', ['incomplete miscarriage', 'missed miscarriage at 10 weeks', 'RPOC on scan'], (3, 40)),
    ('Gallbladder', 'surg', 'Gallbladder {c} cm, wall 3 mm, {w} mixed stones. Microscopy: {m}.',
     ['chronic cholecystitis with cholesterolosis', 'acute on chronic cholecystitis', 'no dysplasia or malignancy'], 'K80.10', ['biliary colic', 'cholecystitis, resolved', 'gallstones on USS'], (2, 30)),
    ('Uterus, cervix and adnexa', 'obs', 'Uterus {w} g with multiple intramural masses up to {c} cm. Microscopy: {m}.',
     ['leiomyomata, no atypia; proliferative endometrium', 'adenomyosis; benign ovaries'], 'D25.1', ['menorrhagia, fibroids', 'fibroid uterus, anaemia'], (180, 900)),
    ('Hernia sac', 'surg', 'Membranous tissue {c} cm. Microscopy: {m}.', ['hernia sac, no significant abnormality'], 'K40.90', ['inguinal hernia', 'recurrent inguinal hernia'], (1, 6)),
    ('Pyloric muscle biopsy', 'paed', 'Strip of smooth muscle {c} cm. Microscopy: {m}.', ['hypertrophied smooth muscle, ganglion cells present'], 'Q40.0', ['projectile vomiting, pylorus 4.5 mm'], (1, 3)),
    ('Rectal suction biopsy', 'paed', 'Three mucosal biopsies, {c} mm. Microscopy: {m}.',
     ['ganglion cells present; calretinin-positive fibres: Hirschsprung disease excluded', 'no ganglion cells; hypertrophic nerve trunks, consistent with Hirschsprung disease'], 'Q43.1', ['delayed passage of meconium', 'chronic constipation since birth'], (1, 3)),
]


def histopathology_request(x):
    r = x.r
    spec, sk, macro, micros, code, clin, wr = x.ch(SPECIMENS)
    K.setup(x, 'child' if sk == 'paed' else ('mother' if sk == 'obs' else 'adult'))
    lab = x.unit(x.ch(['Cellular Pathology', 'Histopathology Laboratory', 'Pathology Services']))
    L = [f'{lab}, {x.H()}', x.ch(['HISTOPATHOLOGY REPORT', 'Histology Request and Report', 'Surgical Pathology Report']), '']
    L.append(f'Lab No: {x.IDN("hist")}   Specimen ID: {x.IDN("spec")}' + (f'   Order: {x.IDN("order")}' if x.p(.5) else ''))
    L.append(f'Patient: {x.pt(["LF", "LF", "full", "lf"])}   DOB {x.D(x.dob)}   {K.age_of(x, "child" if sk == "paed" else "adult")}   '
             f'{"M" if x.patient.sex == "M" else "F"}')
    L.append(K.mrn_line(x) + (f'   Visit {x.ACCT()}' if x.p(.4) else ''))
    L.append(f'Requesting clinician: {x.doc("surg", ("title", "title_full", "full"), surgeon=True)} ({x.ch(["Obstetrics", "General Surgery", "Paediatric Surgery", "Gynaecology"])}), '
             f'{x.ward() if x.p(.6) else x.H(other=True)}' + (f', bleep {x.PG()}' if x.p(.4) else ''))
    st = x.ch(["num", "dash", "iso"])
    L.append(f'Collected: {x.Dt(-r.randrange(2, 6), st)} {C.clock(x)}   Received: {x.Dt(-r.randrange(0, 2), st)} {C.clock(x)}')
    L.append('')
    L.append(f'Clinical details: {x.ch(clin)}. '
             f'{x.ch(["Gestation " + C.gest(x, 24, 42) + " weeks.", "", "Urgent please.", "Previous histology " + "on file."])}')
    L.append(f'Specimen: {spec} ({x.ch(["formalin", "fresh", "formalin, 1 pot"])}).')
    L.append('')
    mic = x.ch(micros)
    L.append('Macroscopy: ' + macro.format(w=r.randrange(*wr), c=r.randrange(2, 12), m=mic))
    L.append(C.nameword(x, 'path') + f' Fixed at {C.clock(x)}; cut-up at {C.clock(x)}.')
    L.append(f'Blocks: A1-A{r.randrange(2, 9)}. {x.ch(["H&E", "H&E, CD34, SMA", "H&E, calretinin", "H&E, p57"])}.')
    L.append('')
    L.append(f'Diagnosis: {mic}. ' + x.ch([f'ICD-10 {code}.', f'({code})', f'Code {code}.']))
    if x.p(0.35):
        L.append(f'Discussed with {x.doc("surg", ("title", "full"), surgeon=True)} by phone on {x.Dt(0, x.ch(["wd", "wk", "dm"]))} at {C.clock(x)}.')
    L.append('')
    L.append(f'Reported by: {x.nm(x.staff("path"), "DOCTOR", x.ch(["full", "full_mi"]))}, {x.ch(["FRCPath", "MD (Path)", "FRCPA", "FMCPath"])}'
             + (f'   {x.LIC()}' if x.p(.45) else ''))
    L.append(f'Authorised {x.Dt(0, x.ch(["num", "dash", "iso", "long"]))} {C.clock(x)}'
             + (f'   LIS user {x.USER(x.staff("path"))}' if x.p(.5) else '') + (f'   host {x.IP()}' if x.p(.4) else ''))
    if x.p(0.35):
        L.append(f'Report released to {x.URL()}; enquiries {x.EM(dept="records")} / {x.PH("lab")}')
    if x.p(0.25):
        L.append(f'Cut-up by {x.nm(x.staff("bms"), "DOCTOR", x.ch(["ini", "if"]))} (BMS); typed by {x.nm(x.staff("typ"), "DOCTOR", "ini")}.')
    return '\n'.join(L)


GENRES = {'paed_clinic_letter': paed_clinic_letter, 'immunisation_schedule': immunisation_schedule,
          'transfer_letter': transfer_letter, 'histopathology_request': histopathology_request}
