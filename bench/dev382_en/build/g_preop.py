"""Pre-operative genres: pre-op assessment clinic record, joint school attendance record, anaesthetic chart summary."""
import datetime

import pools as P
from core import make_person, digits
from blocks import pt_block, pt_line, nok, audit, social, lbl, MRN_LBL, HP_LBL, ACCT_LBL, SSN_LBL
from clin import proc_name, pmh_list, med_list, score_abbr, oxford
from g_letters import pron

TD = datetime.timedelta


def hhmm(r, lo=7, hi=18):
    return '%02d:%02d' % (r.randrange(lo, hi), r.choice([0, 5, 10, 15, 20, 25, 30, 40, 45, 50, 55]))


def obs(c):
    r = c.rng
    ht = r.randrange(150, 190)
    wt = r.uniform(52, 125)
    return ('BP %d/%d, HR %d %s, RR %d, SpO2 %d%% RA, T %.1f, Wt %.1f kg, Ht %d cm, BMI %.1f' % (
        r.randrange(112, 172), r.randrange(62, 96), r.randrange(52, 96), r.choice(['reg', 'irreg', 'SR']),
        r.randrange(12, 19), r.randrange(94, 100), r.uniform(36.1, 37.2), wt, ht, wt / (ht / 100.0) ** 2))


def preop_assessment(n, c):
    r = c.rng
    h = pron(c)
    d = c.preop
    up = r.random() < 0.5
    n.add('PRE-OPERATIVE ASSESSMENT CLINIC' if up else 'Pre-operative Assessment Clinic', ' - ', c.hosp_p(), '\n')
    n.add(r.choice(['Nurse-led pre-assessment (Elective %s)' % c.loc['ortho'], 'Joint replacement pre-op clinic',
                    'Preadmission Clinic' if c.C in ('US', 'CA', 'AU') else 'POAC']), '\n')
    n.add('Date: ', c.d(d), '   Time: ', hhmm(r), '   Assessed by: ', c.nurse.render('full', 'DOCTOR'), ', ', c.nurse.creds)
    if r.random() < 0.4:
        n.add(' (', {'GB': 'NMC PIN', 'IE': 'NMBI', 'US': 'RN Lic', 'CA': 'CNO #', 'AU': 'AHPRA', 'NZ': 'NCNZ'}[c.C], ' ',
              (c.nurse.lic, 'LICENSE'), ')')
    n.add('\n')
    if r.random() < 0.5:
        n.add('Location: ', (c.building, 'LOCATION_OTHER'), ', room ', (str(r.randrange(1, 20)), 'LOCATION_OTHER'), '\n')
    n.add('\n')
    pt_block(n, c, gp=True, ssn=(c.ssn is not None and r.random() < (0.8 if c.us else 0.6)), acct=r.random() < 0.5)
    if c.us and r.random() < 0.5:
        n.add('Patient ID verified: palm-vein scan ID ', (c.bioid('palm'), 'BIOID'), '\n')
    nok(n, c)
    n.add('\nPlanned procedure: ', proc_name(c, 'short'), ' (', proc_name(c), ')\n')
    n.add('Consultant: ', c.doc(c.surgeon, 'title_init'), '   ', r.choice(['Provisional date', 'TCI', 'Surgery date']), ': ',
          c.d(c.op), '\n')
    n.add('Occupation: ', 'Retired ' if c.retired else '', (c.prof.replace('retired ', ''), 'PROFESSION'), '\n\n')
    n.add('PMH:\n')
    for x in pmh_list(c):
        n.add('  - ', x, '\n')
    n.add('PSH:\n')
    for _ in range(r.randrange(1, 3)):
        y = c.op - TD(days=r.randrange(800, 15000))
        n.add('  - ', r.choice(['appendicectomy', 'lap cholecystectomy', 'hysterectomy' if c.pt.sex == 'F' else 'TURP',
                                'R carpal tunnel release', 'L knee arthroscopy', 'inguinal hernia repair',
                                'cataract (R)', 'contralateral %s' % c.loc['thr' if c.joint == 'hip' else 'tkr']]),
              ' ', c.d_year(y))
        if r.random() < 0.4:
            n.add(' - ', c.hosp_p(c.hosp2))
        n.add('\n')
    n.add('Anaesthetic history: ', r.choice(['GA x2, no problems', 'PONV after previous GA', 'spinal previously - fine',
                                             'nil previous']), '. FHx: no MH / sux apnoea.\n')
    n.add('Medications (', r.choice(['brought in', 'from GP summary', 'confirmed with %s' % ('pharmacy')]))
    if r.random() < 0.5:
        n.add(' - ', (r.choice(P.PHARMACIES), 'HOSPITAL'))
    n.add('):\n')
    for x in med_list(c):
        n.add('  ', x, '\n')
    n.add('Allergies: ', r.choice(P.ALLERGIES), '\n\n')
    n.add('Social: ', social(c), '\n')
    n.add('Functional capacity: ', r.choice(['>4 METs (climbs 2 flights)', 'limited by joint pain, <4 METs',
                                             'DASI 34', 'walks 200 m with stick']), '\n\n')
    n.add('Obs: ', obs(c), '\n')
    n.add('Bloods sent: FBC, U&E, LFT, clotting, ', r.choice(['G&S', 'group and save', 'type and screen']),
          ' (sample ', (c.labno('gs'), 'IDNUM'), ')', r.choice([', HbA1c', '', ', ferritin']), '\n')
    if r.random() < 0.3:
        n.add('Hospital stay abroad in last 12 months: yes - ', (r.choice(P.COUNTRIES_ABROAD), 'COUNTRY'), ', ',
              c.d_month(c.preop - TD(days=r.randrange(40, 300))), ' (rectal swab for CPE sent)\n')
    n.add('MRSA screen: nose/groin swabs, lab no. ', (c.labno('spec'), 'IDNUM'),
          r.choice([' - result negative', ' - pending', ' (CPE screen also sent)']), '\n')
    n.add('ECG: ', r.choice(['SR 68, normal', 'AF rate 78, LAD', 'SR with 1st degree HB', 'SR, RBBB (old)']), '.  Urinalysis: ',
          r.choice(['NAD', 'leucs +, nitrites neg - MSU sent', 'glucose +']), '\n')
    n.add('Airway: Mallampati ', str(r.randrange(1, 4)), ', TMD >6 cm, ', r.choice(['upper denture', 'own teeth, crowns',
                                                                                      'edentulous', 'loose lower incisor']), '\n')
    n.add('Scores: ASA ', str(r.choice([1, 2, 2, 2, 3, 3])), ', STOP-BANG ', str(r.randrange(0, 7)), ', CFS ',
          str(r.randrange(2, 6)), ', ', score_abbr(c), ' ', str(oxford(c)), '/48\n\n')
    n.add('Plan:\n')
    plan = ['Pre-op carbohydrate drinks given, fasting instructions explained',
            'Chlorhexidine body wash x 3 days pre-op', 'Continue all meds except as below',
            'OT: chair height %d cm, bed %d cm, toilet frame + perching stool ordered' % (r.randrange(42, 52), r.randrange(50, 64)),
            'Anaemia: Hb %d - for IV iron' % r.randrange(98, 118), 'Dental check advised before surgery',
            'Diabetic: omit metformin on morning of surgery']
    r.shuffle(plan)
    for x in plan[:r.randrange(2, 5)]:
        n.add('  - ', x, '\n')
    if r.random() < 0.5:
        last = c.op - TD(days=r.choice([2, 3, 3, 7]))
        n.add('  - Stop ', r.choice(['apixaban', 'rivaroxaban', 'clopidogrel', 'warfarin']), ' - last dose ', c.d(last), '\n')
    n.add('  - Joint School booked for ', c.d_long_wd(c.school) if r.random() < 0.5 else c.d(c.school), '\n')
    if r.random() < 0.5:
        n.add('  - Anaesthetic review requested with ', c.doc(c.anaes, 'title_last'), ' (', r.choice(['OSA', 'BMI >40', 'AS murmur', 'PPM']), ')\n')
    if r.random() < 0.4:
        n.add('  - Parking permit for day of surgery: car reg ', (c.plate(), 'VEHICLE'), '\n')
    if r.random() < 0.35:
        n.add('  - Patient portal invite sent to ', (c.email, 'EMAIL'), '\n')
    n.add('\nOutcome: ', r.choice(['Fit to proceed', 'Fit to proceed pending MRSA result', 'For anaesthetic review',
                                   'Optimise BP and re-check with GP']), '\n')
    audit(n, c, c.nurse, d)


def joint_school(n, c):
    r = c.rng
    if r.random() < 0.4:
        return joint_school_register(n, c)
    h = pron(c)
    d = c.school
    n.add(r.choice(['JOINT SCHOOL - ATTENDANCE RECORD', 'Joint School Attendance Record',
                    'TOTAL JOINT CLASS - ATTENDANCE' if c.us else 'Hip & Knee School - attendance']), '\n')
    n.add(c.hosp_p(), '  |  ', r.choice(['Enhanced Recovery Programme', 'ERAS pathway', 'Joint Replacement Service']), '\n\n')
    n.add('Session: ', c.d_long_wd(d) if r.random() < 0.5 else c.d(d), ', ', hhmm(r, 9, 14), '\n')
    n.add('Venue: ', (c.building, 'LOCATION_OTHER'), ', ', r.choice(['Seminar Room ', 'Gym ', 'Classroom ']),
          (str(r.randrange(1, 6)), 'LOCATION_OTHER'), '\n')
    n.add('Facilitators: ', c.physio.render('full', 'DOCTOR'), ' (', c.loc['physio'], '), ', c.ot.render('full', 'DOCTOR'),
          ' (OT), ', c.nurse.render(r.choice(['full', 'first']), 'DOCTOR'), ' (Arthroplasty ', r.choice(['CNS', 'nurse', 'coordinator']), ')\n\n')
    n.add('Attendee: ', c.pt.render(r.choice(['last_first', 'full', 'Last_first'])), '   DOB ', c.d(c.dob), '   ',
          lbl(c, MRN_LBL), ' ', (c.mrn, 'MRN'), '\n')
    n.add('Procedure: ', proc_name(c, 'short'), '   Surgeon: ', c.doc(c.surgeon, 'title_last'), '   Op date: ', c.d(c.op), '\n')
    n.add('Coach / companion: ', c.fam.render('full'), ' (', c.rel, ')')
    if r.random() < 0.7:
        n.add(', mob ', (c.phone('mobile'), 'PHONE'))
    n.add('\n')
    k = r.randrange(3)
    if k == 0:
        n.add('Check-in: self-service kiosk, fingerprint ID ', (c.bioid('finger'), 'BIOID'), '\n')
    elif k == 1:
        n.add('Check-in: signed paper register\n')
    else:
        n.add('Check-in: ', r.choice(['virtual (video) attendance', 'in person']), ', ID band checked\n')
    n.add('\nTopics covered:\n')
    topics = ['What is a %s' % ('hip replacement' if c.joint == 'hip' else 'knee replacement'),
              'Day of surgery - arrive 07:00, fasting, carbohydrate drinks', 'Anaesthetic options (spinal vs GA)',
              'Pain relief - paracetamol, ibuprofen, oxycodone; ice (Cryo/Cuff)', 'VTE prevention - TEDs, aspirin/LMWH',
              'Hip precautions (posterior approach)' if c.joint == 'hip' else 'Knee ROM targets: 0-90 deg by 6 weeks',
              'Mobilising day 0 with Zimmer frame then crutches', 'Stairs: up with the good, down with the bad',
              'Wound care - Aquacel/Mepilex, do not remove for 7 days', 'Discharge planning - EDD day 1-2',
              'Driving, flying, return to work', 'Signs of infection / DVT - who to call']
    for t in topics:
        n.add('  [', 'x' if r.random() < 0.85 else ' ', '] ', t, '\n')
    n.add('\nHome set-up: ', r.choice(['2-storey house, bathroom upstairs', 'bungalow, walk-in shower',
                                      'flat - lift access', '3 steps to front door, rail on right']), '. ')
    n.add('Chair height ', str(r.randrange(40, 52)), ' cm; bed ', str(r.randrange(48, 66)), ' cm. ')
    n.add('Equipment: ', ', '.join(r.sample(['raised toilet seat', 'toilet frame', 'perching stool', 'helping hand',
                                            'long-handled shoe horn', 'sock aid', 'chair raisers', 'bed lever'], 3)), '.\n')
    n.add('Pre-op exercises taught: ', r.choice(['quads sets, SLR, heel slides', 'glute sets, ankle pumps, hip abduction',
                                                 'sit-to-stand x10, calf raises']), ' - ', r.choice(['performed well', 'needed cueing',
                                                                                                     'limited by pain']), '.\n')
    if r.random() < 0.7:
        n.add('Exercise videos: ', (c.url(), 'URL'))
        if r.random() < 0.6:
            n.add('  (login: ', (c.pt.username(r), 'USERNAME'), ')')
        n.add('\n')
    if r.random() < 0.5:
        n.add('Parking: permit issued for car reg ', (c.plate(), 'VEHICLE'), '\n')
    q = r.choice(['Asked about flying to %s for a wedding',
                  'Worried about managing stairs - referred to OT',
                  'Asked when %s can return to %s' % (h['he'], 'work'),
                  'No questions'])
    if '%s' in q:
        n.add('Questions: Asked about flying to ', (r.choice(P.COUNTRIES_ABROAD), 'COUNTRY'), ' for a wedding on ',
              c.d(c.op + TD(days=r.randrange(30, 120))), '\n')
    else:
        n.add('Questions: ', q, '\n')
    n.add('\nCompleted by: ', c.sig(r.choice([c.physio, c.ot, c.nurse])), '\n')
    if r.random() < 0.4:
        audit(n, c, c.physio, d)


def joint_school_register(n, c):
    r = c.rng
    d = c.school
    n.add(r.choice(['JOINT SCHOOL REGISTER', 'Joint School - class list', 'Pre-op Education Session Register']), ' - ',
          c.hosp_p(), '\n')
    n.add('Date: ', c.d(d), '   Start: ', hhmm(r, 9, 14), '   Room: ', (r.choice(['Seminar 2', '4', 'Gym A', '12']), 'LOCATION_OTHER'),
          '\n')
    n.add('Lead: ', c.physio.render('full', 'DOCTOR'), ', ', c.physio.creds, '.  OT: ', c.ot.render('full', 'DOCTOR'), '\n\n')
    n.add('#  | Name                     | ', lbl(c, MRN_LBL).ljust(9), '| Proc   | Surgeon      | TCI        | Coach              | Att\n')
    rows = r.randrange(4, 9)
    surgeons = [c.surgeon, c.clinician('surgeon')]
    for i in range(rows):
        p = c.pt if i == 0 else make_person(r, c.C)
        mrn = c.mrn if i == 0 else c.make_mrn()
        j = r.choice(['R THR', 'L THR', 'R TKR', 'L TKR', 'R UKR', 'L TKR']) if i else proc_name(c, 'short')
        s = r.choice(surgeons)
        tci = c.op + TD(days=r.randrange(-10, 25)) if i else c.op
        n.add(str(i + 1).ljust(3), '| ', p.render(r.choice(['last_first', 'Last_first', 'full']), 'PATIENT'))
        n.add(' | ', (mrn, 'MRN'), ' | ', j, ' | ', s.render(r.choice(['last', 'init_last']), 'DOCTOR'), ' | ', c.d_short(tci), ' | ')
        if r.random() < 0.6:
            rel = r.choice(['wife', 'husband', 'daughter', 'son', 'friend', 'neighbour'])
            f = make_person(r, c.C, typ='FAMILY')
            n.add(rel, ' ', f.render(r.choice(['first', 'full']), 'FAMILY'))
        else:
            n.add('none')
        n.add(' | ', r.choice(['Y', 'Y', 'Y', 'N - DNA', 'Y (late)', 'Y - video']), '\n')
    n.add('\nNotes:\n')
    n.add('- Row 1 (', c.pt.render('title_last'), ') asked about ', r.choice(['hip precautions', 'driving', 'the Cryo/Cuff',
                                                                            'getting into the bath']), '.\n')
    n.add('- Slides v', str(r.randrange(3, 9)), ' used; patient education pack + exercise booklet handed out.\n')
    if r.random() < 0.6:
        n.add('- Feedback link sent: ', (c.url(), 'URL'), '\n')
    n.add('- Non-attenders to be phoned by the arthroplasty coordinator (', (c.sec_phone, 'PHONE'), ').\n')
    audit(n, c, c.physio, d)


def anaesthetic_summary(n, c):
    r = c.rng
    d = c.op
    us = c.C in ('US', 'CA')
    n.add(r.choice(['ANESTHESIA RECORD SUMMARY', 'Anesthesia Record - Summary', 'Intraop Anesthesia Summary'] if c.us else
                   ['ANAESTHETIC RECORD - SUMMARY', 'Anaesthetic Chart Summary', 'Anaesthesia summary']), '\n')
    n.add(c.hosp_p(), ', OR ' if us else ', Theatre ', (c.theatre, 'LOCATION_OTHER'), '   Date: ', c.d(d), '\n')
    pt_line(n, c, up=r.random() < 0.6)
    wt = r.uniform(55, 128)
    n.add('Weight ', '%.0f' % wt, ' kg   ASA ', str(r.choice([1, 2, 2, 3, 3])), '   Age ', (str(c.age), 'AGE'), '\n')
    if r.random() < 0.5:
        n.add(lbl(c, ACCT_LBL), ': ', (c.acct, 'ACCOUNT'), '\n')
    if c.C in ('US', 'CA') and r.random() < 0.6:
        n.add('ID confirmed: wristband + palm-vein scan (ID ', (c.bioid('palm'), 'BIOID'), ')\n')
    n.add('Anesthesiologist: ' if c.us else 'Anaesthetist: ', c.sig(c.anaes), '\n')
    n.add(r.choice(['ODP: ', 'Anaesthetic nurse: ', 'CRNA: ' if c.us else 'Assistant: ']), c.nurse2.render('full', 'DOCTOR'), '\n')
    if r.random() < 0.4:
        n.add('Supervising consultant: ', c.doc(c.clinician('anaesthetist'), 'title_full'), '\n')
    n.add('Procedure: ', proc_name(c), ' - surgeon ', c.doc(c.surgeon, 'title_last'), '\n')
    n.add('From: ', (c.ward, 'HOSPITAL'), ', bed ', (c.bed, 'LOCATION_OTHER'), '   Allergies: ', r.choice(P.ALLERGIES), '\n')
    if r.random() < 0.5:
        n.add('Pre-op visit: ', c.d(c.preop), ' (', c.doc(c.anaes, 'initials'), ') - ', r.choice(['consented for spinal',
              'discussed GA vs spinal', 'CPAP to come in with patient']), '\n')
    n.add('Machine check: ', c.nurse2.render('initials', 'DOCTOR'), ' ', hhmm(r, 7, 8), '\n\n')
    n.add('PRE-OP: fasted ', r.choice(['from 02:00', 'since midnight', 'food 02:00, clear fluids 06:30']),
          '. Carb drink 06:00. Airway: Mallampati ', str(r.randrange(1, 4)), ', ', r.choice(['good mouth opening', 'crowns upper incisors', 'full dentures removed']), '. ')
    n.add(r.choice(['WHO sign-in', 'Time-out', 'Sign-in']), ' ', hhmm(r, 7, 10), '.\n')
    spinal = r.random() < 0.75
    if spinal:
        n.add('TECHNIQUE: spinal, sitting, L', r.choice(['3/4', '2/3', '4/5']), ', 25G Whitacre, ', r.choice(['1 pass', '2 passes', '1st pass']),
              '. ', '%.1f' % r.uniform(2.2, 3.2), ' ml 0.5% heavy bupivacaine + ', 'PF morphine ' if us else 'diamorphine ',
              str(r.choice([100, 150]) if us else r.choice([250, 300, 350])), ' mcg. Sedation: propofol ',
              'infusion %d mcg/kg/min' % r.choice([25, 40, 50]) if us else 'TCI %.1f mcg/ml' % r.uniform(0.5, 1.5), '.\n')
    else:
        n.add('TECHNIQUE: GA - propofol ', str(r.randrange(120, 220)), ' mg, fentanyl ', str(r.choice([50, 100])), ' mcg, i-gel ',
              r.choice(['4', '5']), ', sevoflurane in O2/air; remifentanil TCI.\n')
    if c.joint == 'knee':
        n.add('BLOCK: US-guided ', r.choice(['adductor canal', 'adductor canal + IPACK', 'femoral triangle']), ', ',
              str(r.choice([15, 20, 30])), ' ml 0.375% levobupivacaine. LIA by surgeon (ropivacaine 0.2% 150 ml).\n')
    else:
        n.add('BLOCK: ', r.choice(['PENG block 20 ml 0.25% bupivacaine', 'none - LIA by surgeon', 'fascia iliaca block 30 ml 0.2% ropivacaine']),
              '.\n')
    n.add('DRUGS: ', r.choice(['cefazolin 2 g', 'cefuroxime 1.5 g', 'teicoplanin 400 mg + gentamicin 3 mg/kg (pen allergy)',
                               'vancomycin 1 g + cefazolin 2 g']), ', TXA 1 g IV', r.choice([' + 1 g topical', '', ' (repeat at closure)']),
          ', dexamethasone ', str(r.choice([3.3, 6.6, 8])), ' mg, ondansetron 4 mg, paracetamol 1 g IV.\n')
    n.add('FLUIDS: ', 'LR ' if us else 'Hartmann\'s ', str(r.choice([500, 1000, 1500])), ' ml. EBL ', str(r.randrange(150, 700)), ' ml. UO: n/a.\n')
    n.add('INTRA-OP: SBP ', str(r.randrange(85, 105)), '-', str(r.randrange(125, 165)), ', phenylephrine 100 mcg' if us else ', metaraminol 0.5 mg',
          ' x', str(r.randrange(1, 6)), '. HR ', str(r.randrange(48, 62)), '-', str(r.randrange(70, 95)), '. SpO2 97-100%. ')
    n.add('Bair Hugger 38; temp ', '%.1f' % r.uniform(35.9, 36.9), ' at end. Tourniquet: ', r.choice(['not used', 'not used',
                                                                                                      '250 mmHg, 62 min']), '.\n')
    if r.random() < 0.35:
        n.add('DEVICE: permanent pacemaker (DDD) - ', r.choice(['serial no. ', 'SN ', 'S/N ']), ('PJN' + digits(r, 6), 'DEVICE'),
              '; reprogrammed to ', r.choice(['DOO', 'VOO']), ' by cardiac physiologist ', c.clinician('nurse').render('full', 'DOCTOR'),
              '; restored post-op. Diathermy: bipolar only.\n')
    if r.random() < 0.3:
        n.add('Warming device asset tag ', ('WD-' + digits(r, 5), 'DEVICE'), ' (fault logged).\n')
    n.add('\nRECOVERY: handed over to ', c.clinician('nurse').render('full', 'DOCTOR'), ' at ', hhmm(r, 10, 17), ', bay ',
          (str(r.randrange(1, 9)), 'LOCATION_OTHER'), '. Pain ', str(r.randrange(0, 4)), '/10, ', r.choice(['no PONV', 'nauseated - cyclizine 50 mg',
                                                                                                         'comfortable']), '.\n')
    n.add('POST-OP: ', r.choice(['regular paracetamol + ibuprofen, oxycodone IR 5-10 mg PRN',
                                 'oxycodone MR 10 mg BD x 48 h, paracetamol QDS', 'PCA morphine not required - oral analgesia']),
          '. Obs per ERAS protocol. Hb + U&E day 1. VTE per surgeon.\n')
    n.add('Complications: ', r.choice(['nil', 'nil', 'transient hypotension', 'difficult spinal - 3 attempts',
                                       'shivering in recovery']), '.\n')
    audit(n, c, c.anaes, d, ip=r.random() < 0.4)
