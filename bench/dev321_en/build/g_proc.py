"""Genres: endoscopy procedure report, sedation and recovery record."""
from core import (newdoc, pick, chance, rint, wpick, add_days, workday, digits,
                  letters, frag, join, rtime, tadd, some)
import world
import people
import clin
import pools
from blocks import (Ctx, letterhead, ids_line, hp_frags, sex_word, maybe_typo,
                    addr_block, cc_gp)


def _staff_names(lst, form=None):
    return join([s.n(form or pick(['full', 'iL', 'G', 'ini'])) for s in lst], ', ')


def proc_report(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(45, 86))
    hosp = people.hospital(c, p.addr.region)
    endo = people.staff(c, 'endo')
    nurses = [people.staff(c, 'nurse') for _ in range(rint(1, 2))]
    kind = wpick([('colon', 7), ('ogd', 2), ('flexi', 1)])
    us = c in ('US', 'CA')
    start = rtime(8, 16, 1)
    dur = rint(12, 55) if kind == 'colon' else rint(5, 15)
    end = tadd(start, dur)
    room = str(rint(1, 6))
    name = {'colon': 'COLONOSCOPY', 'ogd': pick(['GASTROSCOPY (OGD)', 'UPPER GI ENDOSCOPY',
                                                   'OESOPHAGOGASTRODUODENOSCOPY']),
            'flexi': 'FLEXIBLE SIGMOIDOSCOPY'}[kind]
    # header
    if chance(0.5):
        d.ln('{} - Endoscopy Unit', hosp.n())
    else:
        d.ln('{}, {}', people.unit_name(), hosp.n())
    if chance(0.4):
        d.ln('{}', hosp.addr.inline())
    d.ln(('%s PROCEDURE NOTE' if us else '%s REPORT') % name)
    d.ln()
    d.ln('Patient: {}   Sex: %s' % sex_word(p), p.n(pick(['LF', 'LFU', 'full', 'fmi'])))
    d.ln('DOB: {}   Age: {}', ctx.S(p.dob), p.age(ref))
    d.ln('{}', ids_line(p))
    if us and chance(0.7):
        if p.hp and chance(0.5):
            d.ln('Encounter #: {}   Insurance: {}   {}', ('ACCOUNT', world.account(c)),
                 people.insurer(c).n(), join(hp_frags(p)[:1]))
        else:
            d.ln('Encounter #: {}   {}', ('ACCOUNT', world.account(c)),
                 join(hp_frags(p)[:1]) if p.hp else 'Self-pay')
    elif chance(0.3):
        d.ln('%s: {}' % pick(['Episode no', 'Visit no', 'Admission no']), ('ACCOUNT', world.account(c)))
    d.ln('Date of procedure: {}   Start: %s   End: %s   Room: {}' % (ctx.t(start), ctx.t(end)),
         ctx.S(ref), ('LOCATION_OTHER', room))
    d.ln(('Attending: {}' if us else 'Endoscopist: {} (%s)' % endo.job), endo.sig('full'))
    if chance(0.35):
        tr = people.staff(c, 'trainee')
        d.ln(('Fellow: {}' if us else 'Trainee: {} (%s) - %s' % (
            tr.job, pick(['hands on for withdrawal', 'performed under direct supervision',
                          'observed']))), tr.t('full'))
    d.ln('Nurses: {}', _staff_names(nurses))
    if us and chance(0.6):
        crna = people.staff(c, 'anaes')
        d.ln('Anesthesia: MAC with propofol - {}', crna.sig('full'))
    if c == 'UK' and chance(0.6):
        ssp = people.staff(c, 'ssp')
        d.ln('Referring: BCSP - {} (SSP)   GP: {}', ssp.t(pick(['full', 'iL'])), p.gp.t('L'))
    else:
        d.ln('Referring clinician: {}, {}', p.gp.t(pick(['full', 'iL', 'L'])), p.practice.n())
    d.ln()
    ind = some(clin.INDICATIONS[kind], rint(1, 2))
    d.ln('Indication: %s' % '; '.join(ind))
    d.ln('ASA: %s   Consent: %s   WHO checklist: completed' % (
        pick(['I', 'II', 'II', 'III']), pick(['written, by patient', 'Form 1 signed',
                                             'signed, risks discussed incl. perforation 1:1,700'])))
    sed = []
    if us and chance(0.6):
        sed.append('propofol %d mg total (titrated)' % rint(120, 400))
    elif chance(0.25):
        sed.append('Entonox (self-administered)')
    elif chance(0.15):
        sed.append('none')
    else:
        for drug, doses in clin.SEDATION[:2] if chance(0.8) else clin.SEDATION[:3:2]:
            sed.append('%s %s IV' % (drug, pick(doses)))
    if kind == 'ogd':
        sed.append(pick(['Xylocaine throat spray 5 sprays', 'lidocaine spray']))
    if kind == 'colon' and chance(0.4):
        sed.append('hyoscine butylbromide (Buscopan) 20 mg IV')
    d.ln('Sedation/analgesia: %s' % ', '.join(sed))
    scope = pick(clin.GASTROSCOPES if kind == 'ogd' else clin.COLONOSCOPES)
    d.ln('Instrument: %s  %s {}' % (scope, pick(['SN', 'S/N', 'Serial', 'serial no.'])),
         ('DEVICE', world.scope_serial()))
    if chance(0.3):
        d.ln('Processor: %s   CO2 insufflation: yes   Water jet: yes' % pick(clin.PROCESSORS))
    if kind != 'ogd':
        d.ln('Bowel preparation: %s - BBPS %s' % (clin.prep(c), clin.bbps()))
    d.ln(pick(clin.COMFORT))
    d.ln()
    polyps = []
    ca = chance(0.07) and kind == 'colon'
    ac_note = chance(0.3)
    if kind == 'colon':
        reached = chance(0.92)
        if reached:
            d.ln('Extent: caecum (appendiceal orifice and ileocaecal valve photo-documented)%s.' %
                 pick(['', '; terminal ileum intubated', '; TI intubated 5 cm']))
            d.ln('Caecal intubation time: %d min   Withdrawal time: %d min   Retroflexion in '
                 'rectum: %s' % (rint(3, 25), rint(6, 22), pick(['yes', 'yes', 'not possible'])))
        else:
            d.ln('Extent: %s - %s. Incomplete examination.' % (
                pick(['hepatic flexure', 'splenic flexure', 'sigmoid colon']),
                pick(['fixed angulated sigmoid', 'poor prep', 'patient discomfort',
                      'obstructing lesion'])))
        polyps = [clin.polyp(i + 1) for i in range(wpick([(0, 3), (1, 4), (2, 3), (3, 2), (5, 1)]))]
    elif kind == 'flexi':
        d.ln('Extent: %s (%d cm). Retroflexion in rectum performed.' % (
            pick(['descending colon', 'splenic flexure', 'sigmoid-descending junction']),
            rint(45, 70)))
        polyps = [clin.polyp(i + 1) for i in range(rint(0, 2))]
        for q in polyps:
            q['site'] = pick(['sigmoid colon', 'rectum', 'rectosigmoid'])
    else:
        d.ln('Extent: D2. J-manoeuvre performed.')
    d.ln()
    d.ln('FINDINGS')
    k = 1
    if kind == 'ogd':
        for f in some(clin.OGD_FINDINGS, rint(1, 3)):
            d.ln('%d. %s' % (k, f))
            k += 1
    else:
        for q in polyps:
            d.ln('%d. %s' % (k, clin.polyp_line(q)))
            k += 1
        if ca:
            d.ln('%d. %d mm %s mass at %d cm in the %s, friable, %s. Biopsied x6 (pot %d). '
                 'Tattooed %s (Spot ink, 3 bleb technique).' % (
                     k, rint(25, 60), pick(['ulcerated', 'circumferential', 'fungating',
                                            'semi-circumferential']),
                     rint(8, 40), pick(['sigmoid colon', 'rectum', 'descending colon']),
                     pick(['scope passed', 'not traversable']), len(polyps) + 1,
                     pick(['distally', '3 cm distal to lesion'])))
            k += 1
        for f in some(clin.OTHER_COLON, rint(1, 3)):
            d.ln('%d. %s' % (k, f))
            k += 1
    if polyps and chance(0.5):
        d.ln()
        d.ln('Polyp summary: %d polyp(s), largest %d mm, %d retrieved.' % (
            len(polyps), max(q['size'] for q in polyps), sum(1 for q in polyps if q['retrieved'])))
    d.ln()
    comp = wpick([('None.', 8), ('Minor intra-procedural bleeding after polypectomy, controlled '
                                  'with 1 clip.', 2), ('Transient desaturation to 88%, resolved '
                                                        'with jaw thrust and O2.', 1),
                  ('Vasovagal episode on withdrawal - resolved with IV fluids.', 1)])
    d.ln('Complications: %s' % comp)
    if polyps or kind == 'ogd':
        d.ln('Specimens: %d pot(s) to histopathology. Request no: {}' % max(1, len(polyps)),
             ('IDNUM', pick(['E', 'H', 'R']) + digits(2) + '-' + digits(5)))
    d.ln()
    d.ln('DIAGNOSIS')
    if kind == 'ogd':
        d.ln(pick(['Findings as above.', 'See findings; biopsies taken.', 'Normal OGD.']))
    elif polyps:
        d.ln('%s polyp(s) removed; %s' % (len(polyps), pick(['diverticulosis', 'haemorrhoids',
                                                             'otherwise normal colonoscopy'])))
    else:
        d.ln(pick(['Normal colonoscopy to caecum.', 'No polyps. Diverticular disease.',
                   'Normal examination.']))
    if us:
        d.ln('ICD-10: %s   CPT: %s' % (pick(['Z12.11, K63.5', 'R19.5, K57.30', 'Z86.010, D12.5',
                                              'K21.9, K44.9']),
                                       pick(['45385', '45380', '45378', '43239', '45385, 45380'])))
    d.ln()
    d.ln('RECOMMENDATIONS')
    gl = {'UK': 'BSG/ACPGBI/PHE 2020', 'IE': 'BSG 2020', 'AU': 'NHMRC 2018',
          'NZ': 'Ministry of Health surveillance guidance', 'US': 'USMSTF 2020',
          'CA': 'USMSTF 2020'}.get(c, 'local guidelines')
    if kind == 'ogd':
        recs = ['Await histology.', 'Follow up with GP.',
                'Eradication therapy and repeat urea breath test in 8 weeks.',
                'PPI for 8 weeks then repeat OGD to confirm healing.',
                "Repeat OGD for Barrett's surveillance in 3 years."]
    elif ca:
        recs = ['Refer to colorectal MDT.', 'CT CAP requested.', 'Bloods today: FBC, U&E, LFT, CEA.',
                'Patient informed of findings with %s present; CNS contact details given.' %
                p.nok.relation]
    elif polyps:
        recs = ['Await histology.', 'Await histology; results letter to patient and GP.',
                'Surveillance interval to be determined by histology (%s).' % gl,
                'Follow up with GP.']
        if any(q['size'] >= 20 for q in polyps):
            recs.append('Site check at 6 months.')
        if any(q['clips'] for q in polyps) and ac_note:
            recs.append('Restart anticoagulation in 48 hours (clips applied).')
    else:
        recs = ['Return to routine screening; no surveillance required.', 'Discharge to GP.',
                'High fibre diet leaflet given.', 'Follow up with GP.']
    if 'none' not in sed and 'Entonox (self-administered)' not in sed:
        recs.append('No driving for 24 hours post sedation.')
    for r in some(recs, rint(2, 4)):
        d.ln('- ' + r)
    if c == 'UK' and chance(0.6):
        d.ln('- Results letter to patient and GP; SSP {} will phone in 2-3 weeks on {}.',
             people.staff(c, 'ssp').n('full'), ('PHONE', p.mobile))
    if chance(0.3):
        d.ln('- Post procedure advice leaflet given. Out of hours concerns: {}.',
             ('PHONE', world.phone(c, 'land', hosp.addr.region)))
    d.ln()
    sign_t = tadd(end, rint(4, 40))
    d.ln('Report %s by {} at %s on {}' % (pick(['electronically signed', 'authorised',
                                                'verified']), ctx.t(sign_t)),
         endo.sig(pick(['full', 'fmi'])), ctx.S(ref))
    if endo.lic and chance(0.5):
        d.ln('%s: {}' % endo.lic[0], ('LICENSE', endo.lic[1]))
    if chance(0.6):
        cc_gp(d, ctx, p, full=chance(0.5))
    return d


# ------------------------------------------------------------------ sedation
def sedation_record(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(45, 86))
    hosp = people.hospital(c, p.addr.region)
    endo = people.staff(c, 'endo')
    nurse = people.staff(c, 'nurse')
    rec = people.staff(c, 'nurse')
    us = c in ('US', 'CA')
    proc = pick(['Colonoscopy', 'Colonoscopy', 'OGD', 'OGD + colonoscopy', 'Flexible sigmoidoscopy'])
    t0 = rtime(8, 15, 1)
    d.ln(pick(['SEDATION AND RECOVERY RECORD', 'Conscious Sedation & Recovery Chart',
               'ENDOSCOPY NURSING RECORD - SEDATION / RECOVERY', 'Moderate Sedation Record']))
    d.ln('{} | %s' % pick(['Endoscopy', 'GI Lab', 'Day Procedures', 'Endoscopy Suite']), hosp.n())
    d.ln()
    d.ln('Name: {}   {}', p.n(pick(['LF', 'LFU', 'full'])), ids_line(p, sep='  '))
    wt = rint(48, 128)
    d.ln('DOB: {}   Age: {}   Weight: %d kg   Date: {}' % wt, ctx.S(p.dob), p.age(ref), ctx.S(ref))
    if chance(0.5):
        d.ln('%s: {}' % pick(['Visit no', 'Episode', 'Encounter #', 'Day case ref']),
             ('ACCOUNT', world.account(c)))
    d.ln('Procedure: %s   Room: {}   Endoscopist: {}' % proc, ('LOCATION_OTHER', str(rint(1, 5))),
         endo.t(pick(['iL', 'L', 'full'])))
    d.ln()
    d.ln('PRE-PROCEDURE')
    d.ln('Allergies: %s   ASA: %s   Mallampati: %s' % (pick(clin.ALLERGIES),
                                                      pick(['I', 'II', 'III']),
                                                      pick(['1', '2', '3'])))
    d.ln('Last food: %s   Last clear fluids: %s   Prep result: %s' % (
        pick(['yesterday 12:00', 'yesterday lunchtime', '>24 h']), ctx.t(tadd(t0, -rint(120, 300))),
        pick(['clear yellow', 'clear', 'brown liquid with flecks', 'clear'])))
    d.ln('Baseline obs: BP %d/%d  HR %d  SpO2 %d%% RA  RR %d  Temp %.1f  CBG %.1f' % (
        rint(105, 175), rint(60, 100), rint(52, 104), rint(93, 100), rint(12, 20),
        36 + rint(0, 12) / 10, 4 + rint(0, 60) / 10))
    d.ln('Cannula: %s G %s   Checked by: {}' % (pick(['20', '22', '18']),
                                               pick(['L hand', 'R ACF', 'L ACF', 'R hand'])),
         nurse.n(pick(['ini', 'iL', 'full'])))
    nok = p.nok
    d.ln('Escort: {} (%s)  Tel: {}' % nok.relation, nok.n(pick(['full', 'G', 'iL'])),
         ('PHONE', nok.phone))
    if chance(0.4):
        d.ln('CPE screen - hospitalised abroad in last 12 months: Yes, {} (rectal swab sent)',
             ('COUNTRY', pick(pools.FOREIGN_COUNTRIES)))
    elif chance(0.5):
        d.ln('CPE screen - hospitalised abroad in last 12 months: No')
    if chance(0.2):
        d.ln('Occupation: {}%s' % pick(['', ' (retired)', ' - back to work tomorrow?']),
             ('PROFESSION', p.prof))
    d.ln('Dentures/hearing aids/glasses: %s   Jewellery: %s' % (
        pick(['upper denture removed', 'none', 'glasses - with pt', 'hearing aid L left in']),
        pick(['none', 'wedding ring taped', 'removed, with escort'])))
    d.ln()
    d.ln('DRUGS ADMINISTERED')
    d.ln('Time   Drug                  Dose      Route  Given by')
    t = t0
    given = []
    if us and chance(0.5):
        plan = [('propofol', '%d mg' % rint(40, 100)), ('propofol', '%d mg' % rint(20, 60)),
                ('propofol', '%d mg' % rint(20, 60))]
    else:
        plan = [('midazolam', pick(['1 mg', '2 mg', '1.5 mg'])),
                ('fentanyl', pick(['25 mcg', '50 mcg', '50 mcg']))]
        if chance(0.4):
            plan.append(('midazolam', '1 mg'))
        if chance(0.3):
            plan.append(('hyoscine butylbromide', '20 mg'))
    giver = pick([endo, nurse])
    gform = pick(['ini', 'iL', 'L'])
    for drug, dose in plan:
        t = tadd(t, rint(1, 6))
        d.ln('{}  %-21s %-9s IV     {}' % (drug, dose), ctx.t24(t), giver.n(gform))
        given.append(drug)
    if chance(0.3):
        d.ln('{}  %-21s %-9s inh    {}' % ('Entonox 50:50', 'PRN'), ctx.t24(tadd(t, 2)),
             nurse.n('ini'))
    d.ln('O2: %s L/min via nasal specs' % pick(['2', '2', '4']))
    d.ln('Reversal agents: %s' % pick(['not required', 'not required', 'not required',
                                       'naloxone 100 mcg IV at %s - RR 7, responded' %
                                       ctx.t24(tadd(t, 15)),
                                       'flumazenil 200 mcg IV - over-sedated, responded']))
    d.ln()
    d.ln('INTRA/POST-PROCEDURE OBSERVATIONS')
    d.ln('Time   BP       HR   SpO2  RR  Sedation  Pain')
    tt = t0
    sbp, dbp, hr, sat, rr = rint(110, 160), rint(60, 92), rint(58, 96), rint(94, 99), rint(12, 18)
    for i in range(rint(4, 8)):
        tt = tadd(tt, pick([5, 5, 10, 15]))
        sbp = max(88, min(185, sbp + rint(-12, 8)))
        dbp = max(45, min(105, dbp + rint(-6, 5)))
        hr = max(48, min(118, hr + rint(-7, 7)))
        sat = max(88, min(100, sat + rint(-2, 2)))
        rr = max(8, min(22, rr + rint(-2, 2)))
        d.ln('%s  %d/%d  %3d  %3d%%  %2d  %s         %d' % (
            ctx.t24(tt), sbp, dbp, hr, sat, rr,
            pick(['2', '2', '3']) if i < 3 else pick(['1', '2']), rint(0, 3)))
    d.ln('(Sedation: Ramsay scale; pain 0-10)')
    d.ln()
    d.ln('RECOVERY')
    arr = tadd(tt, rint(2, 10))
    bay = str(rint(1, 12))
    d.ln('Arrived recovery %s {} at %s. Aldrete %d/10 on arrival, 10/10 at %s.' % (
        pick(['bay', 'bed', 'trolley space', 'cubicle']), ctx.t(arr), rint(7, 9),
        ctx.t(tadd(arr, rint(20, 50)))), ('LOCATION_OTHER', bay))
    d.ln(maybe_typo(pick([
        'Tolerating fluids, passed flatus, abdomen soft. Mobilised to toilet with assistance.',
        'Drowsy initially, rousable to voice. Tea and toast given. Mild cramping, settled.',
        'Comfortable. Cannula removed intact. Discharge advice given verbally and in writing.',
        'Complained of bloating - encouraged to mobilise; settled after 20 min.'])))
    if chance(0.3):
        d.ln('Pt drove to unit - car (reg {}) in car park %s; keys held at nurses station until '
             'escort arrived. Advised not to drive for 24 hours.' % pick(['B', 'P3', 'C', '2']),
             ('VEHICLE', world.plate(c)))
    d.ln()
    d.ln('DISCHARGE')
    dt = tadd(arr, rint(40, 110))
    d.ln('Discharge criteria met at %s. Discharged into the care of {} (%s).' % (
        ctx.t(dt), nok.relation), nok.t(pick(['full', 'G', 'L'])))
    d.ln('Advised: no driving, alcohol, operating machinery or signing legal documents for 24 h '
         '(sedation). Responsible adult to stay overnight: %s.' % pick(['yes', 'yes', 'yes - escort']))
    d.ln('If severe pain, bleeding or fever please call {} (24 h) or attend ED.',
         ('PHONE', world.phone(c, 'land', hosp.addr.region)))
    d.ln()
    d.ln('Sedation nurse: {}%s   Recovery nurse: {}' % (
        pick(['', ', RN']) if not nurse.post else ''), nurse.sig(pick(['full', 'iL'])),
        rec.sig(pick(['full', 'iL'])))
    if rec.lic and chance(0.7):
        d.ln('%s: {}' % rec.lic[0], ('LICENSE', rec.lic[1]))
    if chance(0.5):
        d.ln('Record closed {} %s by user {}' % ctx.t24(tadd(dt, rint(1, 30))), ctx.S(ref),
             ('USERNAME', rec.user))
    return d
