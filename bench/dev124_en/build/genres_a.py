"""Genres A: operative notes, anaesthesia records, pre-operative assessments,
consent and safety checklists, theatre lists."""
from phi import P
import clinical as C
import common as K
import pools as PL

PROCS = [
    ('Lower segment caesarean section (category {cat})', 'obs', 'mother',
     'Pfannenstiel incision, Joel-Cohen entry. Lower segment well formed. Liquor {liq}. Baby delivered cephalic at {t}. '
     'Placenta delivered by controlled cord traction, complete. Uterus closed in two layers with Vicryl 1. '
     'Carbetocin 100 mcg IV given. Rectus sheath closed with PDS loop; skin with Monocryl subcuticular.', ('O82.0', 'caesarean delivery'), 'placenta'),
    ('Laparoscopic appendicectomy', 'surg', 'adult',
     'Hasson port at umbilicus, two 5 mm ports. Inflamed, non-perforated appendix at McBurney point. Base ligated '
     'with two Endoloops. Specimen retrieved in bag. Washout with 1 L warm saline.', ('K35.80', 'acute appendicitis'), 'appendix'),
    ('Laparoscopic cholecystectomy', 'surg', 'adult',
     'Veress needle entry, pneumoperitoneum to 12 mmHg. Critical view of safety achieved. Cystic duct and artery '
     'clipped (3 clips each). Gallbladder removed in retrieval bag. Liver bed haemostasis with diathermy.', ('K80.20', 'symptomatic cholelithiasis'), 'gallbladder'),
    ('Open inguinal hernia repair (Lichtenstein)', 'surg', 'adult',
     'Indirect sac dissected off cord, reduced. Polypropylene mesh 7.5 x 15 cm fixed with Prolene 2-0. '
     'Ilioinguinal nerve preserved. Local infiltration with bupivacaine 0.5% 20 mL.', ('K40.90', 'inguinal hernia'), 'hernia sac'),
    ('Ramstedt pyloromyotomy', 'surg', 'child',
     'Supraumbilical incision. Pylorus 2.2 cm long, 4 mm muscle thickness on scan. Seromuscular split to mucosa; '
     'no mucosal breach on air test.', ('Q40.0', 'infantile hypertrophic pyloric stenosis'), ''),
    ('Evacuation of retained products of conception', 'obs', 'mother',
     'Cervix dilated to Hegar 8. Suction curette 8 mm. Products sent for histology. Misoprostol 400 mcg PV pre-op.', ('O03.4', 'incomplete miscarriage'), 'products of conception'),
    ('Total abdominal hysterectomy and bilateral salpingo-oophorectomy', 'obs', 'adult',
     'Midline laparotomy. Bulky fibroid uterus (16/40 size). Ureters identified bilaterally. Vault closed with '
     'Vicryl 1. Balfour retractor used.', ('D25.9', 'leiomyoma of uterus'), 'uterus and adnexa'),
    ('Emergency laparotomy, Hartmann\'s procedure', 'surg', 'adult',
     'Faecal peritonitis from perforated sigmoid. Sigmoid resected, end colostomy fashioned in LIF. '
     'Washout 6 L. Redivac drain to pelvis.', ('K57.20', 'perforated sigmoid diverticulitis'), 'sigmoid colon'),
    ('Manual removal of placenta', 'obs', 'mother',
     'Under spinal. Placenta adherent at fundus, removed piecemeal; cavity checked, complete. '
     'Syntocinon infusion 40 IU over 4 h. EBL as below.', ('O73.0', 'retained placenta'), 'placental tissue'),
    ('Circumcision', 'surg', 'child', 'Sleeve technique; Vicryl Rapide 5-0 interrupted. Caudal block given.', ('N47.1', 'phimosis'), 'foreskin'),
    ('Laparoscopic Nissen fundoplication', 'surg', 'child',
     '360 degree wrap over 28 Fr bougie. Crura approximated with 2 Ethibond sutures. Short gastric vessels divided.', ('K21.9', 'gastro-oesophageal reflux disease'), ''),
    ('Repair of third-degree perineal tear (3b)', 'obs', 'mother',
     'External anal sphincter repaired end-to-end with PDS 3-0; internal sphincter intact. Rectal exam post repair '
     'normal. Foley catheter for 24 h.', ('O70.2', 'third-degree perineal laceration'), ''),
    ('Incision and drainage of breast abscess', 'surg', 'mother',
     'Radial incision, 30 mL pus drained, loculi broken down, cavity packed with Aquacel ribbon.', ('O91.1', 'breast abscess in the puerperium'), 'pus swab'),
    ('Orchidopexy (left)', 'surg', 'child', 'Inguinal approach. Patent processus ligated. Testis placed in dartos pouch.', ('Q53.1', 'undescended testis, unilateral'), ''),
    ('Cervical cerclage (McDonald)', 'obs', 'mother', 'Mersilene tape purse-string at cervicovaginal junction, knot anteriorly.', ('O34.31', 'cervical insufficiency'), ''),
]


MALE_ONLY = ('Circumcision', 'Orchidopexy')


def pick_proc(x, kind=None, sex=None, elective=False):
    pool = [p for p in PROCS if kind is None or p[2] == kind or (kind == 'adult' and p[2] == 'mother')]
    if sex == 'M':
        pool = [p for p in pool if p[1] != 'obs' and p[2] != 'mother']
    elif sex == 'F':
        pool = [p for p in pool if not p[0].startswith(MALE_ONLY)]
    p = x.ch(pool)
    return p[0].format(cat=4 if elective else x.r.randrange(1, 4)), p


def dx(x, p):
    code, desc = p[4]
    return x.ch([f'{desc} ({code})', f'ICD-10 {code} {desc}', f'{desc}, {code}'])


def _who(x, kind, sex=None):
    if kind == 'child':
        K.setup(x, 'child', sex)
        x.age_m = max(x.age_m, 2)
    else:
        K.setup(x, 'mother' if kind == 'mother' else 'adult', sex)


def operative_note(x):
    r = x.r
    proc, pp = pick_proc(x)
    _, ikind, pkind, body, _, spec = pp
    _who(x, pkind, 'M' if pp[0].startswith(MALE_ONLY) else ('F' if ikind == 'obs' or pkind == 'mother' else None))
    L = K.header(x, x.ch(['Operation Note', 'Operative Report', 'OPERATION NOTE', 'Op Note']), pkind)
    t0 = C.clock(x, 7, 18)
    L.append(f'{x.tw()} {x.theatre()}   Knife to skin {t0}   Closure {C.add_min(t0, r.randrange(25, 180))}')
    L.append(f'Surgeon: {x.doc("surg", surgeon=True)} ({x.ch(["consultant", "attending", "Consultant"])})')
    L.append(f'Assistant: {x.doc("asst", ("full", "title", "if"))} ({x.ch(["registrar", "resident", "SHO", "fellow", "PG resident"])})')
    L.append(f'Anaesthetist: {x.doc("anaes")}   Scrub nurse: {x.nurse("scrub")}   '
             f'{x.ch(["ODP", "Circulating nurse", "Anaesthetic nurse", "Runner"])}: {x.nurse("odp", ("full", "if", "given"))}')
    L.append(f'Pre-op diagnosis: {dx(x, pp)}')
    L.append(f'Procedure: {proc}')
    L.append(f'Anaesthesia: {x.ch(["GA with ETT", "GA, LMA", "spinal (bupivacaine 0.5% heavy 2.4 mL + diamorphine 300 mcg)", "epidural top-up with 20 mL 2% lidocaine with adrenaline 1:200,000", "GA + caudal"])}; {C.score(x, "surg")}')
    L.append(f'Antibiotic prophylaxis: {x.ch(C.SURG_DRUGS[:3])} at {C.clock(x)}')
    liq = x.ch(['clear', 'meconium-stained (grade 2)', 'blood-stained', 'moss-green'])
    L.append('')
    L.append('Findings and procedure:')
    txt = body.format(liq=liq, t=C.clock(x))
    nm = x.nm(x.patient, 'PATIENT', x.ch(['given', 'family']))
    if r.random() < 0.6:
        txt = f'{x.pt_title(pkind == "child") if r.random() < .5 else nm} positioned supine, WHO checklist completed. ' + txt
    L.append(txt)
    if 'caesarean' in proc:
        b = x.person(sex=x.ch('FM'), family=x.patient.f)
        L.append(f'Live {"girl" if b.sex == "F" else "boy"} ({x.nm(b, "FAMILY", "given") if x.p(.5) else "name not yet chosen"}), '
                 f'{r.randrange(1900, 4300)} g, Apgar {r.randrange(5, 10)} and {r.randrange(7, 11)} at 1 and 5 minutes. '
                 f'Cord pH {r.uniform(7.05, 7.38):.2f}. Gestation {C.gest(x, 32, 42)} weeks.')
    if x.p(0.45):
        L.append(f'Implant / device: {x.ch(["polypropylene mesh", "ligating clip cartridge", "Bakri balloon", "PICO dressing", "tissue expander", "ureteric stent"])} '
                 f'{x.ch(["SN", "serial", "Lot/SN", "Serial no."])} {x.DEV()}')
    L.append(f'EBL {r.randrange(50, 1800)} mL. {x.ch(["Foley catheter in situ", "No drain", "Redivac drain to pelvis", "Penrose drain"])}. '
             f'Counts correct x2, confirmed by {x.ini("scrub")}.')
    if spec:
        L.append(f'Specimen: {spec} to histology, {x.ch(["specimen no", "Lab No", "request"])} {x.IDN("spec")}.')
    L.append('')
    L.append('Post-operative plan:')
    plan = [x.ch(C.SURG_DRUGS), x.ch(['VTE: enoxaparin 40 mg SC from 6 h post-op, TEDS', 'Mobilise day 1', 'Eat and drink as tolerated',
                                      'Remove catheter at 06:00', 'FBC in the morning', 'Observe for 4 h then home']),
            f'Review in clinic on {x.Dt(r.randrange(10, 60), x.ch(["wk", "long", "num"]))}' if x.p(.6) else
            f'Ward review {x.ch(["tomorrow", "on the evening round", "POD 1"])}']
    L += ['- ' + p for p in plan]
    L.append('Post-op bloods: ' + '; '.join(C.labs(x, 'fbc')[:3]) + '. ' + C.extras(x, 'obs' if ikind == 'obs' else 'surg'))
    if x.p(0.4):
        who = x.partner if pkind != 'child' else x.mother
        rel = {'F': 'wife', 'M': 'husband'}[who.sex] if pkind != 'child' else 'mother'
        L.append(f'Findings explained to {rel} {x.nm(who, "FAMILY", x.ch(["given", "full"]))} by phone ({x.PH("nok")}).')
    L.append('')
    L += K.signoff(x, 'surg')
    return '\n'.join(L)


def anaesthesia_record(x):
    r = x.r
    kind = x.ch(['adult', 'mother', 'child'])
    _who(x, kind)
    L = K.header(x, x.ch(['Anaesthetic Record', 'ANAESTHESIA RECORD', 'Intra-operative Anaesthesia Chart']), kind, ward=False)
    proc, pp = pick_proc(x, kind, x.patient.sex)
    wt = r.uniform(52, 118) if kind != 'child' else r.uniform(3.5, 45)
    L.append(f'Procedure: {proc}   {x.tw()} {x.theatre()}')
    L.append(f'Weight {wt:.1f} kg  Height {r.randrange(148, 192) if kind != "child" else r.randrange(52, 160)} cm  '
             f'ASA {r.randrange(1, 5)}{x.ch(["", "E"])}  {x.ch(["Mallampati 2", "Mallampati I", "Mallampati III", "MP 2"])}  Mouth opening > 3 fingerbreadths')
    L.append(f'Fasted: food since {C.clock(x, 0, 6)}, clear fluids since {C.clock(x, 5, 8)}. Allergies: {x.ch(["NKDA", "penicillin (rash)", "latex", "codeine (vomiting)", "nil known"])}')
    L.append(f'Anaesthetist: {x.doc("anaes")}, {x.cred()}   Assistant: {x.nurse("odp", ("full", "if", "given"))} ({x.ch(["ODP", "anaesthetic nurse", "AT", "CRNA"])})')
    if x.p(0.35):
        L.append(f'Supervising consultant: {x.doc("anaescons", ("title", "title_full"))}')
    dev = x.ch(['Drager Perseus A500', 'GE Aisys CS2', 'Mindray A7', 'Drager Fabius Plus', 'Penlon Prima 450'])
    L.append(f'Machine: {dev}  checked {C.clock(x, 7, 8)}' + (f'  SN {x.DEV()}' if x.p(.5) else '') +
             (f'  AIMS node {x.IP()}' if x.p(.5) else ''))
    L.append(f'Airway: {x.ch(["ETT 7.0 cuffed, grade 1 view, Macintosh 3", "i-gel size 4", "ETT 3.5 uncuffed, Miller 1", "LMA 2.5", "RSI, ETT 7.5, bougie, Cormack-Lehane 2a"])}, '
             f'secured at {r.randrange(10, 23)} cm. Eyes taped. {x.ch(["Bair Hugger on", "Warming mattress", "Fluid warmer"])}.')
    L.append('')
    L.append('Drugs:')
    start = C.clock(x, 7, 17)
    L.append(C.drug_table(x, start))
    L.append('')
    L.append('Observations:')
    L.append(C.anaes_table(x, start))
    L.append('')
    L.append(f'Fluids: Hartmann\'s solution {r.randrange(5, 25) * 100} mL, {x.ch(["0.9% saline 500 mL", "Plasma-Lyte 1000 mL", "4% albumin 250 mL", "nil else"])}. '
             f'EBL {r.randrange(20, 1500)} mL. Urine {r.randrange(0, 600)} mL.')
    if kind == 'mother' and x.p(.6):
        L.append(f'Spinal: {x.ch(["25G Whitacre", "26G Sprotte", "27G pencil-point"])} L3/4, first pass; block to T4 cold. '
                 f'Phenylephrine infusion 50 mcg/min titrated.')
    L.append(f'Handover to recovery nurse {x.nurse("pacu")} at {C.add_min(start, r.randrange(40, 200))}; Aldrete {r.randrange(8, 11)}.')
    L.append(C.extras(x, 'obs' if kind == 'mother' else ('paed' if kind == 'child' else 'surg')))
    L.append(f'PONV prophylaxis: ondansetron 4 mg + dexamethasone 6.6 mg. Analgesia plan: {x.ch(C.SURG_DRUGS[4:11])}.')
    L.append('')
    sig = ' / '.join(x.ini(k) for k in ('anaes', 'odp'))
    L.append(f'Chart initialled: {sig}')
    if x.p(0.55):
        L.append(f'Charted by user {x.USER(x.staff("anaes"))} on {x.Dt(0, "iso")} {C.clock(x)}' +
                 (f' from {x.IP()}' if x.p(.3) else ''))
    else:
        L += K.signoff(x, 'anaes', pager=True)
    return '\n'.join(L)


def preop_assessment(x):
    r = x.r
    kind = x.ch(['adult', 'adult', 'mother', 'child'])
    _who(x, kind)
    clinic = x.unit(x.ch(['Pre-operative Assessment Clinic', 'Pre-admission Clinic', 'Preop Clinic']))
    L = K.header(x, 'Pre-operative Assessment', kind, ward=False,
                 extra=[f'Seen in {clinic} by {x.nurse("poa", ("full", "sister", "if"))}'])
    proc, pp = pick_proc(x, kind, x.patient.sex, elective=True)
    opday = r.randrange(3, 40)
    L.append(f'Planned procedure: {proc} for {dx(x, pp)}, listed for {x.Dt(opday, x.ch(["wk", "long", "num"]))} under {x.doc("surg", ("title", "title_full"), surgeon=True)}.')
    if kind != 'child':
        L.append(f'Address: {x.address(country=x.p(.15))}')
    if x.p(0.4):
        L.append(f'{x.SSN_LABEL()}: {x.SSN()}    {x.HP_LABEL()}: {x.HP()}' + (f' ({x.org("ins")})' if x.p(.5) else ''))
    L.append('')
    L.append('History: ' + x.ch(['ex-prem 29 weeks, no ongoing respiratory support', 'mild asthma, salbutamol PRN',
                                 'eczema', 'no significant history', 'recurrent tonsillitis', 'sickle cell disease (HbSS), last crisis 6 months ago']
                                if kind == 'child' else ['hypertension on amlodipine 5 mg OD', 'asthma, salbutamol PRN, last exacerbation 2 years ago',
                                 'type 2 diabetes on metformin 1 g BD, HbA1c 58 mmol/mol', 'no significant history',
                                 'previous caesarean x2, no anaesthetic problems', 'OSA on CPAP', 'sickle cell trait',
                                 'hypothyroidism on levothyroxine 100 mcg']) + '.')
    prev = ["uneventful GA in", "GA for MRI in"] if kind == 'child' else ["uneventful GA in", "spinal for LSCS in", "GA for tonsillectomy in"]
    back = r.randrange(100, max(200, int(x.age_m * 30))) if kind == 'child' else r.randrange(400, 5000)
    L.append(f'Previous anaesthetics: {x.ch(prev)} {x.D(x.day(-back), "y")}; '
             f'family history of {x.ch(["malignant hyperthermia: none", "suxamethonium apnoea: none", "no anaesthetic problems"])}.')
    if kind != 'child':
        L.append('Social: ' + K.social(x, kind))
    else:
        L.append('Social: ' + K.social(x, 'child'))
        L.append(f'Weight {2 * x.age_m / 12 + 8 + r.uniform(-1.5, 3):.1f} kg. Accompanied by {x.ch(["mother", "father"])}. Consent from parent with parental responsibility.')
    L.append('')
    L.append('Examination: ' + C.vitals_line(x, child=kind == 'child') + f'. BMI {r.uniform(18, 44):.1f}. {C.score(x, "paed" if kind == "child" else "surg")}. {C.score(x, "paed" if kind == "child" else "surg")}.')
    L.append('Airway: ' + x.ch(['Mallampati 2, TMD > 6 cm, full neck movement', 'Mallampati III, reduced mouth opening',
                                'loose upper incisor noted', 'Mallampati I, dentition good']) + '.')
    L.append('Investigations: ' + '; '.join(C.labs(x, 'fbc') + C.labs(x, x.ch(['ue', 'coag', 'misc']))) + '.')
    L.append(C.extras(x, 'paed' if kind == 'child' else ('obs' if kind == 'mother' else 'surg')))
    L.append(f'ECG: {x.ch(["sinus rhythm 72", "SR, normal axis", "sinus tachycardia 104, no ischaemia", "not required"])}. '
             f'Group and save sample {x.IDN("bb")} sent.' if x.p(.6) else f'ECG: {x.ch(["sinus rhythm", "not indicated"])}.')
    L.append('')
    L.append(f'Instructions: nil by mouth from 02:00 on {x.Dt(opday, x.ch(["wd", "wk"]))}; clear fluids until 06:00. '
             f'Arrive at {x.unit("Day Surgery Unit") if x.p(.5) else x.ward()} at 07:00. Hold {x.ch(["metformin", "ACE inhibitor", "aspirin", "nothing"])} on the morning.')
    if x.p(0.35):
        L.append(f'Parking permit issued for vehicle {x.VEH()}.')
    L.append(f'Contact for queries: {x.PH("clinic")}' + (f' or {x.EM(dept="preop")}' if x.p(.5) else '') +
             (f'; leaflet at {x.URL()}' if x.p(.4) else ''))
    if kind != 'child':
        L.append(K.contact_line(x, x.nm(x.partner, 'FAMILY', 'full')))
    L += K.signoff(x, 'poa', kind='nurse')
    return '\n'.join(L)


def consent_checklist(x):
    r = x.r
    kind = x.ch(['adult', 'mother', 'child'])
    _who(x, kind)
    proc, pp = pick_proc(x, kind, x.patient.sex)
    L = K.header(x, x.ch(['Consent Form and Surgical Safety Checklist', 'CONSENT FOR OPERATION', 'Consent / WHO Checklist']), kind, acct=False)
    L.append(f'Form ref: {x.IDN("form")}')
    L.append(f'Procedure: {proc}. Side: {x.ch(["N/A", "left", "right", "midline"])}.')
    L.append('Risks discussed: ' + (x.ch(['haemorrhage, hysterectomy (< 1%), bladder injury, wound infection, future scar rupture',
                                          'bleeding, infection, uterine perforation, need for repeat procedure'])
                                    if pp[1] == 'obs' else x.ch(['bleeding, infection, VTE, damage to bowel/bladder, need for further surgery',
                                         'conversion to open, bleeding, port-site hernia', 'bleeding, infection, recurrence, chronic pain'])) + '.')
    if kind == 'child':
        par = x.ch(['mother', 'father'])
        who = x.mother if par == 'mother' else x.father
        L.append(f'Consent given by {par} {x.nm(who, "FAMILY", x.ch(["full", "full", "LF"]))} (parental responsibility) on {x.Dt(-r.randrange(0, 20))}.')
    else:
        L.append(f'Patient signature: {x.pt(["full", "full", "gi"]) if x.p(.7) else x.pt(["full"])} on {x.Dt(-r.randrange(0, 20))}')
    if x.c in ('IN', 'NG') or x.p(0.15):
        L.append(f'{x.ch(["Left thumb impression", "Thumbprint", "Biometric verification"])} ref {x.BIO()} (patient unable to sign).')
    if x.p(0.35):
        lang = x.ch({'NG': ['Yoruba', 'Hausa', 'Igbo', 'Pidgin'], 'IN': ['Hindi', 'Tamil', 'Kannada', 'Bengali', 'Telugu'],
                     'US': ['Spanish', 'Vietnamese', 'Somali', 'Arabic'], 'UK': ['Polish', 'Urdu', 'Somali', 'Yoruba'],
                     'AU': ['Vietnamese', 'Mandarin', 'Greek', 'Arabic', 'Tongan']}[x.c])
        ip = x.person()
        L.append(f'Interpreter: {x.nm(ip, "DOCTOR", x.ch(["full", "if"]))} ({lang}), ID badge {x.IDN("order")}')
    L.append(f'Witness: {x.nurse("witness", ("full", "if"))}   Clinician obtaining consent: {x.doc("surg", ("title", "title_full", "full"), surgeon=True)}, {x.cred()}')
    L.append('')
    t = C.clock(x, 7, 17)
    L.append(f'SIGN IN ({t}) - identity, site, procedure and consent confirmed with {x.pt_title(kind == "child") if x.p(.5) else x.nm(x.patient, "PATIENT", "given")}. '
             f'Site marked: {x.ch(["yes", "N/A"])}. Allergy: {x.ch(["none", "penicillin", "latex", "chlorhexidine"])}. '
             f'Difficult airway risk: {x.ch(["no", "yes, equipment available"])}. Risk of > 500 mL blood loss: {x.ch(["no", "yes, 2 units cross-matched"])}.')
    L.append(f'TIME OUT ({C.add_min(t, r.randrange(8, 25))}) - team introduced:')
    roles = [('Surgeon', 'surg', 'doc'), ('Assistant', 'asst', 'doc'), ('Anaesthetist', 'anaes', 'doc'),
             ('Scrub nurse', 'scrub', 'nurse'), (x.ch(['ODP', 'Circulating nurse', 'Anaesthetic nurse']), 'odp', 'nurse')]
    for lab, key, kd in roles:
        if kd == 'doc':
            L.append(f'  {lab}: {x.doc(key, ("full", "title", "if"), surgeon=key == "surg")}')
        else:
            L.append(f'  {lab}: {x.nurse(key, ("full", "given", "if", "gi"))}')
    L.append(f'  Antibiotic given within 60 min: {x.ch(C.SURG_DRUGS[:3])}. VTE prophylaxis: {x.ch(["TEDS + IPC", "enoxaparin", "IPC only"])}. Imaging displayed: {x.ch(["yes", "N/A"])}.')
    L.append(f'SIGN OUT ({C.add_min(t, r.randrange(40, 190))}) - instrument, swab and needle counts correct ({x.ini("scrub")}/{x.ini("odp")}).')
    L.append(f'  Specimen labelled: {x.IDN("spec") if x.p(.7) else "none"}. Equipment issues: '
             + (f'diathermy unit {x.DEV()} alarmed, replaced.' if x.p(.4) else 'none.'))
    L.append('  ' + C.extras(x, 'obs' if pp[1] == 'obs' else 'surg'))
    L.append(f'  Key concerns for recovery: {x.ch(["PONV risk", "monitor blood loss", "epidural in situ", "nil"])}.')
    L.append(f'Checklist completed in {x.tw()} {x.theatre()}, {x.H()}.')
    if x.p(0.3):
        L.append(f'Scanned to record by {x.USER(x.staff("odp"))}.')
    return '\n'.join(L)


def theatre_list(x):
    r = x.r
    wd = x.Dt(0, x.ch(['wk', 'wk', 'long']))
    L = [f'{x.H()} - {x.ch(["Theatre List", "OPERATING LIST", "OT List", "Elective list"])}',
         f'{x.tw()} {x.theatre()}   {wd}   {x.ch(["AM", "PM", "All day", "Morning"])} session',
         f'Surgeon: {x.doc("surg", ("title", "title_full", "full"), surgeon=True)}   Anaesthetist: {x.doc("anaes", ("title", "title_full", "full"))}',
         f'Scrub: {x.nurse("scrub", ("full", "given", "if", "gi"))}   ODP: {x.nurse("odp", ("full", "given", "if", "gi"))}   Coordinator ext {x.PG()}', '']
    sep = x.ch([' | ', '  ', '\t'])
    L.append(sep.join(['#', 'Time', 'Patient', 'Age/Sex', 'ID', 'Ward', 'Procedure', 'ASA', 'Notes']))
    t = C.clock(x, 8, 10)
    n = r.randrange(4, 9)
    for i in range(n):
        p = x.person()
        child = x.p(0.25)
        age = r.randrange(1, 16) if child else r.randrange(17, 90)
        nm = x.nm(p, 'PATIENT', x.ch(['LF', 'lf', 'full', 'FAMILYUP']))
        idv = P('MRN', x._mrn())
        if x.p(.7):
            wardv = P('HOSPITAL', x.ch([f'Ward {r.randrange(1, 30)}{x.ch("ABC")}', f'{x.ch(PL.WARD_NAMES)} Ward',
                                        f'{x.ch(PL.WARD_NAMES)} Unit']))
        else:
            wardv = x.ch(['DSU', 'SDA', 'Day case', 'Labour ward', 'NICU'])
        proc, _ = pick_proc(x, 'child' if child else 'adult', p.sex, elective=x.p(.7))
        note = x.ch(['', 'latex allergy', 'diabetic - first on list', f'G&S {x.IDN("bb")}', 'needs interpreter',
                     f'BMI {r.randrange(35, 52)}', 'MRSA negative', 'post-op HDU bed booked',
                     f'contact {x.nm(x.person(), "FAMILY", "given")} {P("PHONE", x._phone())}'])
        agesex = P('AGE', age) + x.ch(['', ' ', '/']) + (p.sex if x.p(.8) else ('male' if p.sex == 'M' else 'female'))
        L.append(sep.join([str(i + 1), t, nm, agesex, idv, wardv, proc, str(r.randrange(1, 5)), note]).rstrip())
        t = C.add_min(t, r.choice([30, 45, 60, 75, 90, 120]))
    L.append('')
    if x.p(0.5):
        L.append(f'List changes to {x.doc("coord", ("full", "if"))} on {x.PH("coord")}' + (f' / {x.EM(dept="theatres")}' if x.p(.5) else ''))
    L.append(f'Printed {x.Dt(-1, x.ch(["num", "iso", "dash"]))} {C.clock(x, 15, 19)}' + (f' by {x.USER(x.staff("coord"))}' if x.p(.6) else ''))
    return '\n'.join(L)


GENRES = {'operative_note': operative_note, 'anaesthesia_record': anaesthesia_record,
          'preop_assessment': preop_assessment, 'consent_checklist': consent_checklist,
          'theatre_list': theatre_list}
