"""Genres: stewardship ward round note, microbiology phone-out log, positive BC alert."""
import datetime as dt
from core import Note, clock
import clin as CL
import gbase as G


# ------------------------------------------------------------------ AMS ward round
def ams_round(c):
    r = c.r
    n = Note()
    if r.random() < 0.55:
        return _round_list(c, n)
    return _round_single(c, n)


def _round_list(c, n):
    r = c.r
    micro, pharm, idr = c.S('micro'), c.S('pharm'), c.S('id')
    n.t(r.choice(['ANTIMICROBIAL STEWARDSHIP WARD ROUND\n', 'AMS Round - Ward Summary\n',
                  'Antimicrobial Stewardship (AMS) Round Record\n',
                  'ASP ROUNDS - PROSPECTIVE AUDIT & FEEDBACK\n']))
    n.f('{} - {}', c.H(), c.W())
    if r.random() < 0.4:
        n.f(' / {}', c.W(new=True))
    n.f('\nDate: {}   Start {}\n', c.D(c.base), clock(r, 9, 14))
    n.t('Team: ')
    n.add(c.NJ(micro, sep=' (') + [')'])
    n.t(', ')
    n.add(c.NJ(pharm, sep=' (') + [')'])
    if r.random() < 0.6:
        n.t(', ')
        n.add(c.NJ(idr, sep=' (') + [')'])
    n.t('\n')
    if r.random() < 0.6:
        nurse = c.S('nurse')
        n.t('Ward contact: ')
        n.add(c.NJ(nurse))
        n.f(', ext {}\n', c.bleep())
    n.t('\n')
    k = r.randint(3, 7)
    for i in range(k):
        pt = c.pt if i == 0 else G.OtherPt(c)
        p = c.pt if i == 0 else pt.p
        age = c.age if i == 0 else pt.age
        mrn = c.mrn if i == 0 else pt.mrn
        sx = p.sex
        cs = G.case(c)
        day = r.randint(1, 12)
        start = c.day(-day + 1)
        if r.random() < 0.5:
            n.f('{}. {} | {} {} | ', i + 1, c.P(r.choice(['LF', 'lf', 'full']), p=p),
                c.mrn_label, (mrn, 'MRN'))
            n.add(c.bed())
            n.f(' | {}{}\n', (str(age), 'AGE'), sx)
        else:
            n.f('{}) ', i + 1)
            n.add(c.bed())
            n.f(' - {} ({}, {}{}) {} {}\n', c.P(r.choice(['full', 'title', 'LF']), p=p),
                c.mrn_label, (mrn, 'MRN'), '', (str(age), 'AGE'), 'yrs ' + sx)
        n.f('   Abx: {} {} - day {} (started {})\n', cs['iv'], cs['ivd'], day, c.Ds(start))
        n.f('   Indication: {}. Micro: {}.\n', cs['dx'],
            G.micro_summary(r, cs['org'], cs['dx']) if r.random() < 0.75 else 'cultures negative to date')
        n.f('   CRP {}; {}\n', G.trend(r), r.choice(['afebrile 48 h', 'T max 38.4', 'improving',
                                                     'NEWS2 1', 'NEWS2 5 (escalated)', 'eating and drinking']))
        recs = G.rec(r, r.randint(1, 2), cs)
        n.f('   Rec: {}\n', ' '.join(recs))
        if r.random() < 0.7:
            jr = c.S('junior', key='jr%d' % i)
            n.t('   Discussed with ')
            n.add(c.N(jr, r.choice(['dr', 'full', 'il'])))
            n.f(' ({}). Outcome: {}\n', jr.job, G.outcome(r))
        else:
            n.f('   Outcome: {}\n', G.outcome(r))
        n.t('\n')
    n.f('Total reviewed: {}. Interventions: {}. IVOS: {}. Stops: {}.\n', k,
        r.randint(1, k), r.randint(0, k // 2), r.randint(0, 2))
    n.t('Recorded by ')
    n.add(c.N(pharm, r.choice(['full', 'il'])))
    if r.random() < 0.5:
        n.f(' ({})', c.user(pharm))
    n.t('\n')
    return n


def _round_single(c, n):
    r = c.r
    pharm, micro = c.S('pharm'), c.S('micro')
    cs = G.case(c)
    day = r.randint(2, 9)
    n.f('{} {}  {}\n', r.choice(['AMS Review', 'Antimicrobial Stewardship Review',
                                 'ASP note', 'Stewardship round entry']), c.D(c.base), clock(r, 9, 16))
    n.f('Pt: {} ({})  {} {}  {}, ', c.P(r.choice(['LF', 'full', 'mid'])), c.A('sex'),
        c.mrn_label, c.M(), c.W())
    n.add(c.bed())
    n.t('\nReviewed by: ')
    n.add(c.NJ(pharm, sep=' ('))
    n.t(') and ')
    n.add(c.N(micro, 'dr'))
    n.f(' ({})\n\n', r.choice(['Micro', 'Microbiology', 'ID', micro.job]))
    n.t('Current antimicrobials:\n')
    n.f(' - {} {} (D{}, started {})\n', cs['iv'], cs['ivd'], day, c.Ds(c.day(-day + 1)))
    if r.random() < 0.45:
        d2 = G.drug_pair(r)
        n.f(' - {} {} (D{})\n', d2[2], d2[3], r.randint(1, day))
    n.f('Indication documented: {}. Review/stop date documented: {}.\n',
        r.choice(['Y', 'Y', 'N']), r.choice(['Y', 'N', 'N']))
    n.f('Allergy: {}\n', r.choice(CL.ALLERGIES))
    org = cs['org']
    n.t('Relevant micro:\n')
    n.f(' - BC x2 {}: {}\n', c.Ds(c.day(-day)), r.choice(['no growth at 48 h', 'NGTD',
                                                         org[0] + ' (1/2 sets)', org[1]]))
    if r.random() < 0.6:
        n.f(' - {} [{}]: {}\n', c.Ds(c.day(-day + 1)), c.acc(), G.micro_summary(r, org, cs['dx']))
    n.f('Obs: {}\n', CL.vitals(r, c.cc == 'US'))
    G.labs_block(n, c, date=c.base if r.random() < 0.5 else None)
    n.f('Comorbidities: {}; {}\n', r.choice(CL.COMORB), r.choice(CL.COMORB))
    if r.random() < 0.4:
        n.f('Exam: {}, {}.\n', r.choice(CL.EPONYM_SIGNS), r.choice(CL.EPONYM_SIGNS))
    n.f('\nAssessment: {}, {}.\n', cs['dx'],
        r.choice(['clinically improving', 'slow response', 'afebrile > 48 h',
                  'source controlled', 'no clear focus']))
    n.t('Recommendations:\n')
    for i, x in enumerate(G.rec(r, r.randint(2, 4), cs)):
        n.f('{}. {}\n', i + 1, x)
    jr = c.S('junior')
    n.t('Discussed with ')
    n.add(c.N(jr, r.choice(['dr', 'drfull', 'full'])))
    n.f(' ({}, {}) - {}.\n', jr.job, r.choice(CL.SPECIALTIES),
        r.choice(['agrees, will action', 'to discuss with consultant', 'actioned on EPMA',
                  'declined - team prefer to continue IV']))
    if r.random() < 0.3:
        rel, fp = c.fam()
        n.f('Family: pt\'s {} {} updated at bedside{}.\n', rel, c.P(r.choice(['full', 'first']), p=fp, typ='FAMILY'),
            r.choice(['', ' - happy with plan', ', agrees with oral switch']))
    G.sig(n, c, pharm, contact=True, lic=r.random() < 0.3)
    return n


# ------------------------------------------------------------------ phone-out log
RESULTS = [
    'BC set {s} aerobic bottle - {g} (TTP {h} h)',
    'BC {s} anaerobic bottle - {g}',
    'CSF - WCC 1,240 (92% polymorphs), Gram: {g}',
    'Urine - >10^5 CFU/mL {o}; {x}',
    'C. difficile toxin EIA POSITIVE (GDH positive)',
    'CPE PCR (rectal swab) - OXA-48 DETECTED',
    'MRSA screen (nose/groin) - MRSA ISOLATED',
    'Joint aspirate - {g}; crystals not seen',
    'Sputum AFB smear POSITIVE (ZN) - TB PCR to follow',
    'Blood film - Plasmodium falciparum 2.1% parasitaemia',
    'Norovirus PCR POSITIVE (stool)',
    'Pleural fluid - {g}, pH 7.08',
    'ESBL {o} from urine - resistant to nitrofurantoin?',
    'VRE screen positive (rectal)',
    'Candida auris isolated - groin screen',
]


def _result(r):
    o = r.choice(CL.ORGS)
    return r.choice(RESULTS).format(s=r.choice(['1/2', '2/2', '1', '2']), g=o[1],
                                    h='%.1f' % r.uniform(8, 40), o=o[2],
                                    x=r.choice(['sensis to follow', 'trimethoprim R',
                                                'nitrofurantoin S']))


def micro_phoneout(c):
    r = c.r
    n = Note()
    sci = c.S('sci')
    n.t(r.choice(['MICROBIOLOGY - TELEPHONED RESULTS LOG\n', 'Micro Phone-Out Record\n',
                  'CRITICAL / ALERT RESULTS COMMUNICATION LOG - MICROBIOLOGY\n',
                  'Telephoned Reports Book (electronic)\n']))
    n.f('Laboratory: {} Microbiology', c.H())
    if r.random() < 0.4:
        n.f(', {}', c.building())
    n.f('\nShift: {} 08:00-20:00   Scientist: ', c.D(c.base))
    n.add(c.N(sci, r.choice(['full', 'il'])))
    if r.random() < 0.6:
        n.f(' (user {})', c.user(sci))
    n.t('\nDuty microbiologist: ')
    n.add(c.N(c.S('micro'), 'dr'))
    n.f(' - bleep {}\n', c.bleep())
    n.t('=' * 60 + '\n')
    table = r.random() < 0.35
    if table:
        n.t('Time  | Lab No | Patient | ID | Location | Result | Given to | RB\n')
    k = r.randint(3, 7)
    t0 = r.randint(8 * 60, 10 * 60)
    for i in range(k):
        p, mrn = (c.pt, c.mrn) if i == 0 else (lambda o: (o.p, o.mrn))(G.OtherPt(c))
        t0 += r.randint(10, 90)
        tm = G.hm(t0)
        res = _result(r)
        community = r.random() < 0.25
        if table:
            n.f('{} | {} | {} | {} | ', tm, c.acc(), c.P(r.choice(['LF', 'LAST']), p=p),
                (mrn, 'MRN'))
            if community:
                n.f('{} | {} | ', c.practice(), res)
            else:
                n.f('{} | {} | ', c.W(new=True), res)
            s = c.S('nurse', key='n%d' % i) if not community else c.S('senior', key='gp%d' % i)
            n.add(c.N(s, r.choice(['full', 'il', 'dr'])))
            n.f(' | {}\n', r.choice(['Y', 'Y', 'Y', 'N - repeated']))
            continue
        n.f('[{}] {}  {} ({})', tm, c.acc(), c.P(r.choice(['LF', 'LF', 'full']), p=p), (mrn, 'MRN'))
        if r.random() < 0.4:
            a = r.randint(18, 96)
            n.f('  {}{}', (str(a), 'AGE'), p.sex)
        n.t('\n')
        if community:
            gp = c.S('senior', key='gp%d' % i)
            n.f('  Requestor: {}, tel {}\n', c.practice(), c.ph())
            n.f('  Result: {}\n', res)
            t0 = G.phone_attempts(n, c, c.N(gp, 'dr') + [' (GP)'], t0)
            if r.random() < 0.5:
                n.f('  OOH: faxed to {} on {}\n', c.practice(), c.fax())
        else:
            n.f('  Loc: {}', c.W(new=True))
            if r.random() < 0.5:
                n.t(', ')
                n.add(c.bed())
            n.f('\n  Result: {}\n', res)
            s = c.S('nurse', key='n%d' % i)
            t0 = G.phone_attempts(n, c, c.NJ(s), t0)
            if r.random() < 0.5:
                jr = c.S('junior', key='j%d' % i)
                n.t('  Clinician informed: ')
                n.add(c.N(jr, 'dr'))
                n.f(' ({}, bleep {})\n', jr.job, c.bleep())
        n.f('  Read back: {}. {}\n', r.choice(['yes', 'Y', 'confirmed']),
            r.choice(['Advised repeat BCs and d/w micro reg.', 'IPC informed.',
                      'Side room requested.', 'Sensitivities to follow 24-48 h.',
                      'Advice: start empirical therapy per guideline.', '',
                      'Added to AMS round list.']))
        if r.random() < 0.5:
            n.f('  Logged by: {}\n', c.user(sci))
    n.t('=' * 60 + '\n')
    n.f('Entries: {}. Unable to contact: {}. Escalated to duty microbiologist: {}.\n', k,
        r.randint(0, 1), r.randint(0, 2))
    if r.random() < 0.4:
        n.f('Export: LIMS workstation {} by {} at {}\n', c.ip(), c.user(sci), clock(r, 19, 20))
    return n


# ------------------------------------------------------------------ positive BC alert
def bc_alert(c):
    r = c.r
    n = Note()
    org = r.choice([o for o in CL.ORGS if o[3] not in ('nm',)])
    sci = c.S('sci')
    h = r.uniform(7.5, 46)
    coll = dt.datetime(c.base.year, c.base.month, c.base.day, r.randint(0, 23), r.randint(0, 59))
    recv = coll + dt.timedelta(minutes=r.randint(25, 200))
    flag = coll + dt.timedelta(minutes=int(h * 60))
    notif = flag + dt.timedelta(minutes=r.randint(6, 45))
    gen = flag + dt.timedelta(minutes=r.randint(1, 4))
    n.t(r.choice(['*** CRITICAL RESULT: POSITIVE BLOOD CULTURE ***\n',
                  'POSITIVE BLOOD CULTURE ALERT\n', '!! BACTERAEMIA ALERT !!\n',
                  'Blood Culture - Positive Notification\n']))
    n.f('Generated: {} {} by {}\n\n', c.D(gen.date()), '%02d:%02d' % (gen.hour, gen.minute), r.choice(
        ['LIMS', 'lab system', 'Micro LIS', 'auto-alert service']))
    G.demo(n, c, r.randint(0, 3))
    G.loc_line(n, c)
    n.t('Consultant: ')
    n.add(c.N(c.S('senior'), 'dr'))
    n.t('\n')
    if r.random() < 0.65:
        lab, v = c.acct()
        n.f('{}: {}\n', lab, v)
    if c.cc == 'US' and r.random() < 0.5:
        lab, v = c.hp()
        n.f('Payer: {}  {}: {}\n', r.choice(['Commercial', 'Medicare', 'Medicaid', 'BCBS PPO']),
            lab, v)
    line = r.choice(['peripheral', 'peripheral', 'PICC line', 'Hickman line', 'CVC (R IJ)',
                     'port-a-cath', 'dialysis catheter'])
    n.f('\nSpecimen: Blood culture ({}) - {}\n', line, c.acc())
    n.f('Collected: {} {}   Received: {} {}\n', c.D(coll.date()), '%02d:%02d' % (coll.hour, coll.minute),
        c.D(recv.date()), '%02d:%02d' % (recv.hour, recv.minute))
    n.f('Flagged positive: {} {} (TTP ' + '%.1f' % h + ' h)\n', c.D(flag.date()),
        '%02d:%02d' % (flag.hour, flag.minute))
    n.f('Bottle(s): {} ({})\n', r.choice(['aerobic', 'anaerobic', 'aerobic + anaerobic',
                                           'paediatric']),
        r.choice(['BD BACTEC FX', 'BacT/ALERT VIRTUO', 'BACTEC FX40']))
    n.f('Gram stain: {}\n', org[1])
    if r.random() < 0.6:
        n.f('Rapid ID ({}): {}\n', r.choice(['BioFire BCID2', 'MALDI-TOF (short incubation)',
                                             'Verigene']),
            org[2] + {'sa': '; mecA/C and MREJ not detected', 'mrsa': '; mecA/C and MREJ DETECTED',
                      'esbl': '; CTX-M detected', 'cpe': '; ' + r.choice(['KPC', 'OXA-48-like', 'NDM']) + ' detected',
                      'vre': '; vanA detected', 'gnb': '; no resistance genes detected'}.get(org[3], ''))
    n.f('Preliminary: {}. Sensitivities to follow.\n', org[0])
    if r.random() < 0.7:
        n.t('\nPrevious isolates (90 days): ')
        if r.random() < 0.5:
            n.f('{} {} ({}).\n', r.choice(CL.ORGS)[2], r.choice(['urine', 'wound', 'sputum', 'blood']), c.D(c.day(-r.randint(8, 85))))
        else:
            n.t('none.\n')
    if r.random() < 0.7:
        d = G.drug_pair(r)
        n.f('Current antimicrobials (EPMA): {} {} since {}\n', d[0], d[1], c.Ds(c.day(-r.randint(0, 3))))
        n.f('Allergies: {}\n', r.choice(CL.ALLERGIES))
    if r.random() < 0.5:
        n.f('Lines: {} inserted {}; {}\n', r.choice(['PICC', 'CVC', 'PIVC x2', 'Hickman', 'midline']),
            c.D(c.day(-r.randint(2, 40))), r.choice(['VIP score 0', 'VIP 2 - site red', 'no documentation of daily review', 'dressing changed']))
    nurse = c.S('nurse')
    n.t('\nNotified: ')
    n.add(c.N(nurse, 'full'))
    n.f(' ({}) at {} by ', nurse.job, '%02d:%02d' % (notif.hour, notif.minute))
    n.add(c.N(sci, r.choice(['full', 'il', 'init'])))
    n.f(' - read-back confirmed.\n')
    if r.random() < 0.5:
        jr = c.S('junior')
        n.t('Medical team: ')
        n.add(c.N(jr, 'dr'))
        n.f(' ({}) paged on {}\n', jr.job, c.bleep())
    n.t('\nStewardship guidance (auto-attached):\n')
    tag = org[3]
    if tag in ('sa', 'mrsa'):
        n.t('- S. aureus bacteraemia: ID/micro consult within 24 h; repeat BCs q24-48h until\n'
            '  negative; echocardiography; remove/replace lines; do NOT treat as contaminant.\n')
    elif tag == 'cons':
        n.t('- CoNS in 1 set is usually a contaminant. Repeat cultures before treating.\n')
    elif tag in ('cpe', 'esbl', 'vre'):
        n.t('- Multi-resistant organism: contact precautions, side room, IPC notified.\n'
            '- Restricted agents need AMS/micro approval.\n')
    elif tag == 'yeast':
        n.t('- Candidaemia: start echinocandin, remove CVC, ophthalmology review, repeat BCs.\n')
    else:
        n.t('- Review empirical therapy against local guideline; narrow when sensitivities known.\n')
    if r.random() < 0.65:
        pharm = c.S('pharm')
        d = G.drug_pair(r)
        n.f('\nAMS response {} {}: ', c.Ds(c.day(1)), clock(r, 8, 18))
        n.f('pt on {} {}. {} ', d[0], d[1], r.choice([
            'Appropriate empirically.', 'Spectrum too narrow - escalate.',
            'Recommend switch to flucloxacillin 2 g IV q6h.', 'Add vancomycin pending sensis.',
            'Continue, review with sensitivities.']))
        n.add(c.N(pharm, r.choice(['full', 'il'])))
        n.f(', {}.\n', pharm.job)
    if r.random() < 0.35:
        n.f('Acknowledged in EHR by {} ({}) {}\n', c.user(c.S('junior')), r.choice(
            ['Inbox', 'Results console']), clock(r))
    return n
