"""Genres: work/school note, telephone follow-up."""
import ids
import pools_names as PN
from common import make_case, hx_line, fill, natid, footer, unit_head
from note import Note

RESTRICT = ['No lifting >5kg with affected arm.', 'Seated duties only; no ladders.',
            'Keep wound dry - no wet work/food handling until healed.',
            'No driving company vehicles while in boot.', 'Avoid use of power tools with affected hand.',
            'No work at height until reviewed.']


def _restrict(c):
    cat, key = c.scen['cat'], c.scen['key']
    if cat in ('wound', 'burn', 'bite'):
        return ['keep dressing dry, no food handling', 'no use of affected hand for wet work',
                'light duties, keep limb elevated where possible']
    if cat == 'eye':
        return ['no grinding, welding or dusty work until reviewed', 'eye protection at all times', 'no driving at work']
    if key in ('ankle', 'knee', 'toe', 'back', 'ribs'):
        return ['seated work only', 'no climbing ladders or working at height', 'no lifting over 10 lb (4.5 kg)']
    return ['no use of affected hand', 'no lifting over 10 lb (4.5 kg)', 'one-handed duties only']


def _school(n, c, rng, cc):
    o = c.outc
    unit_head(n, c)
    n.ln()
    n.ln('{D}', D=c.D(c.visit, 'dMonthy' if cc != 'US' else 'Mdy'))
    n.ln()
    n.ln('To: Head of Year / PE Department, {S}', S=(c.school, 'ORGANIZATION'))
    n.ln()
    n.ln('Re: {N} (DOB {D}), {Y}', N=c.name('full'), D=c.D(c.dob), Y=c.school_year())
    n.ln()
    n.f('{N} attended our unit on {D} with an injury to the {R}. ', N=c.name('first'), D=c.D(c.visit),
        R=c.scen['region'].replace('{Side}', c.Side.lower()))
    n.add('Diagnosis: ')
    fill(n, c, o['dx'])
    n.add('.\n')
    if o.get('tx'):
        n.add('Treatment: ')
        fill(n, c, o['tx'])
        n.add('\n')
    elif o.get('closure'):
        n.add('Treatment: ')
        fill(n, c, o['closure'])
        n.add('.\n')
    n.add('\n')
    n.ln('Please excuse {N} from PE and contact sport until {D}. {X}', N=c.title_last() if c.title else c.name('first'),
         D=c.D(c.days(rng.choice([14, 21, 28, 42]))), X=rng.choice([
             'Use of the lift and leaving lessons 5 mins early would help.',
             'Extra time / scribe for exams may be needed (writing hand affected).',
             'Splint must stay on at school.', 'Please allow a water bottle and seat near the door.']))
    if c.age < 11:
        n.ln('Playtime: ' + rng.choice(['indoor or quiet play only for 2 weeks.', 'no climbing frame or ball games.',
                                        'may go outside but supervised.']))
    else:
        n.ln('Breaks/moving between lessons: ' + rng.choice(['allow early release to avoid crowded corridors.',
                                                             'may need help carrying bag.', 'no restrictions.']))
    if c.scen['cat'] in ('wound', 'burn', 'bite'):
        n.ln('The dressing should stay dry and in place; please do not remove it at school.')
    if c.scen['key'] == 'head_child':
        n.ln('Please watch for headache, vomiting or unusual drowsiness and contact parents if concerned.')
    n.ln('Contact {R} {F} on {P} with any questions.', R=c.famr, F=c.fam(), P=(c.fam_phone, 'PHONE'))
    n.ln('School nurse: please update the care plan if needed.')
    n.ln()
    n.ln('Yours faithfully,')
    n.ln()
    n.ln('{S}', S=c.clin.sig(rng))
    n.ln('{L} {V}', L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))


def work_school_note(rng, cc):
    age = (5, 15) if rng.random() < 0.3 else (18, 64)
    c = make_case(rng, cc, ['msk', 'msk', 'wound', 'burn', 'eye', 'bite'], age=age)
    n = Note()
    if c.child:
        _school(n, c, rng, cc)
        return n, c
    o = c.outc
    off = max(c.scen.get('off', 3), 1)
    start, end = c.visit, c.days(off * rng.choice([1, 2]))
    if cc == 'GB':
        n.ln('STATEMENT OF FITNESS FOR WORK (fit note) - for social security or statutory sick pay')
        n.ln('Issued by: {U}', U=(c.unit, 'HOSPITAL'))
        n.ln()
        n.ln('Patient\'s name: {T}{N}', T=c.title + ' ' if c.title else '', N=c.name('full'))
        n.ln('Date of birth: {D}    {L}: {V}', D=c.D(c.dob), L=c.natid[0], V=natid(c))
        n.ln('I assessed your case on: {D}', D=c.D(c.visit))
        n.add('and, because of the following condition(s): ')
        fill(n, c, o['dx'])
        n.add('\n')
        fit = rng.random() < 0.5
        n.ln('I advise you that: [%s] you are not fit for work  [%s] you may be fit for work taking account of the '
             'following advice' % (' ' if fit else 'X', 'X' if fit else ' '))
        if fit:
            n.ln('  [X] amended duties  [ ] altered hours  [ ] phased return  [ ] workplace adaptations')
            n.ln('Comments, including functional effects of your condition(s): ' + rng.choice(RESTRICT))
        else:
            n.ln('Comments: injury sustained ' + ('at work - employer informed by pt.' if '{ORG}' in hx_line(c)
                                                  else 'outside work.'))
        n.ln('This will be the case from {A} to {B}', A=c.D(start), B=c.D(end))
        n.ln('I will/will not need to assess your fitness for work again at the end of this period: will not')
        n.ln()
        n.ln('Clinician\'s signature: {S}   Date of statement: {D}', S=c.clin.sig(rng), D=c.D(c.visit))
        n.ln('{L} {V}', L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
        n.ln('Clinician\'s address: {U}, {A}', U=(c.unit, 'HOSPITAL'), A=c.unit_address())
        n.ln()
        n.ln('Employer ({E}) - this note is for your employee {N}; you do not need a further note if they return early.',
             E=(c.employer, 'ORGANIZATION'), N=c.name('first'))
        n.ln('Note: this is not a certificate of fitness to return; it is advice. A copy is kept in the unit record '
             '(attendance {A}).', A=(c.att, 'ACCOUNT'))
        n.ln('Occupation recorded: {P}. Work-related injury: %s.' % ('yes' if '{ORG}' in hx_line(c) else 'no'),
             P=(c.prof, 'PROFESSION'))
    elif cc == 'IE':
        n.ln('MEDICAL CERTIFICATE - Illness Benefit (first certificate)')
        n.ln('Issued at: {U}, {A}', U=(c.unit, 'HOSPITAL'), A=c.unit_address())
        n.ln()
        n.ln('Name: {N}   PPSN: {P}   DOB: {D}', N=c.name('full'), P=(c.ssn, 'SSN'), D=c.D(c.dob))
        n.ln('Address: {A}', A=c.address())
        n.ln('Employer: {E}   Occupation: {O}', E=(c.employer, 'ORGANIZATION'), O=(c.prof, 'PROFESSION'))
        n.ln('Date of first examination: {D}', D=c.D(c.visit))
        n.add('Diagnosis: ')
        fill(n, c, o['dx'])
        n.add('\n')
        n.ln('Unfit for work from {A} to {B} inclusive. Expected return to work: {C}.', A=c.D(start),
             B=c.D(end), C=c.D(c.days((end - c.visit).days + 1)))
        n.ln('Occupational accident: ' + ('yes - Occupational Injury Benefit form given' if '{ORG}' in hx_line(c) else 'no'))
        n.ln()
        n.ln('Certifying clinician: {S}  {L} {V}', S=c.clin.sig(rng), L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
        n.ln('Tel {P}', P=(c.unit_phone, 'PHONE'))
    else:
        title = {'US': "WORK STATUS REPORT - Workers' Compensation", 'CA': 'WSIB Health Professional\'s Report (Form 8)',
                 'AU': 'WorkCover Certificate of Capacity', 'NZ': 'ACC18 Medical Certificate'}[cc]
        n.ln(title)
        n.ln('{U}  Tel {P}  Fax {F}', U=(c.unit, 'HOSPITAL'), P=(c.unit_phone, 'PHONE'), F=(c.unit_fax, 'FAX'))
        n.ln()
        n.ln('Patient: {N}   DOB: {D}   Sex: {S}', N=c.name('full'), D=c.D(c.dob), S=c.sexword())
        n.ln('Address: {A}   Phone: {P}', A=c.address(), P=(c.mobile, 'PHONE'))
        if cc in ('US', 'CA'):
            n.ln('{L}: {S}', L=ids.SSN_LABEL[cc], S=(c.ssn, 'SSN'))
        lab, val = c.plan_extra
        if cc == 'AU':
            lab, val = 'WorkCover claim', 'WC' + ids.dg(rng, 7)
        n.ln('{L}: {V}', L=lab, V=(val, 'HEALTHPLAN'))
        if cc == 'NZ':
            n.ln('NHI: {V}', V=natid(c))
        n.ln('Employer: {E}   Job title: {O}', E=(c.employer, 'ORGANIZATION'), O=(c.prof, 'PROFESSION'))
        n.ln('Employer contact: {F}, {P}', F=(rng.choice(PN.FEMALE + PN.MALE) + ' ' + rng.choice(PN.SURNAMES), 'FAMILY'),
             P=(ids.phone(rng, cc, 'land'), 'PHONE'))
        n.ln('Date of injury: {D}   Date of first visit: {V}', D=c.D(c.days(-rng.choice([0, 0, 1]))), V=c.D(c.visit))
        n.add('How injury occurred: ')
        fill(n, c, hx_line(c))
        n.add('\n')
        n.add('Diagnosis: ')
        fill(n, c, o['dx'])
        n.add('\n')
        n.ln('Capacity: ' + rng.choice(['modified duty', 'no capacity for work', 'fit for suitable duties']) +
             ' from {A} to {B}', A=c.D(start), B=c.D(end))
        n.ln('Restrictions: ' + rng.choice(_restrict(c)))
        n.ln('Treatment plan: ' + rng.choice(['physiotherapy', 'wound care at clinic', 'analgesia and review',
                                              'fracture clinic follow-up']))
        n.ln('Next review: {D}', D=c.D(end))
        n.ln()
        n.ln('Provider: {S}   {L} {V}', S=c.clin.sig(rng), L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
        n.ln('Date signed: {D}', D=c.D(c.visit))
    if (c.prof and any(w in c.prof for w in ('driver', 'forklift', 'lineman'))) or rng.random() < 0.15:
        n.ln('Note: advised not to drive for work until reviewed. Driving licence no. {L} noted on employer form.',
             L=(ids.driving_licence(rng, cc), 'LICENSE'))
    return n, c


REASON = ['xr_recall', 'wound_check', 'bite_check', 'head_child', 'result_swab']


def telephone_followup(rng, cc):
    reason = rng.choice(REASON)
    if reason == 'xr_recall':
        c = make_case(rng, cc, ['msk'], pred=lambda o: o.get('fx') and o.get('xr'))
    elif reason == 'wound_check':
        c = make_case(rng, cc, ['wound', 'burn'])
    elif reason == 'bite_check':
        c = make_case(rng, cc, ['bite'])
    elif reason == 'head_child':
        c = make_case(rng, cc, ['head'], age=(1, 14))
    else:
        c = make_case(rng, cc, ['wound', 'bite'])
    n = Note()
    o = c.outc
    call_day = c.days(rng.choice([1, 2, 2, 3]))
    c.clock = rng.randrange(8 * 60, 18 * 60)
    n.ln(rng.choice(['TELEPHONE CONTACT RECORD', 'Telephone follow-up', 'PHONE CALL NOTE', 'Tel f/u - MIU']))
    n.ln('{U}', U=(c.unit, 'HOSPITAL'))
    n.ln('Date/time: {D} {T}   Direction: {W}   Duration: %d min' % rng.randrange(3, 15), D=c.D(call_day),
         T=c.tick(0, 1), W=rng.choice(['outgoing', 'outgoing', 'incoming']))
    n.ln('Patient: {N}   DOB {D}   {ML} {M}', N=c.name(rng.choice(['full', 'LAST, First'])), D=c.D(c.dob),
         ML=c.mrn_label, M=(c.mrn, 'MRN'))
    n.ln('Original attendance: {D} ({A}), seen by {S}', D=c.D(c.visit), A=(c.att, 'ACCOUNT'), S=c.clin.sig(rng))
    n.add('Original presentation: ')
    fill(n, c, hx_line(c))
    n.add('\n')
    num = c.fam_phone if c.child else c.mobile
    n.ln('Number called: {P}', P=(num, 'PHONE'))
    if c.child:
        n.ln('Spoke to: {R} {F} (parental responsibility confirmed)', R=c.famr, F=c.fam())
    else:
        if rng.random() < 0.4:
            n.ln('1st attempt {T}: no answer, voicemail left (no clinical details).', T=c.tick(0, 1))
            c.tick(30, 120)
        n.ln('Spoke to: patient at {T}', T=c.tick(0, 2))
    n.ln('ID confirmed: name, DOB and postcode {Z}', Z=(c.zip, 'ZIP'))
    n.ln()
    if reason == 'xr_recall':
        n.add('Reason: radiology discrepancy. Formal report (')
        n.add((ids.accession(rng, c.visit), 'IDNUM'))
        n.add(') by ')
        n.add(c.rad.sig(rng))
        n.add(': "')
        fill(n, c, o['xr'])
        n.add('" - not identified at initial review, pt was discharged with soft tissue advice.\n')
        n.ln('Discussion: pt informed of finding, apologised (duty of candour). Still painful, WB with difficulty.')
        n.ln('Plan: asked to re-attend today for immobilisation; referred to virtual fracture clinic at {H}. '
             'Incident {I} raised on Datix.', H=(c.acute, 'HOSPITAL'), I=(ids.dg(rng, 6), 'IDNUM'))
        n.ln('GP informed by letter to {P}.', P=(c.practice, 'HOSPITAL'))
    elif reason == 'head_child':
        n.ln('Reason: routine 24h call after head injury (under-5s/safeguarding protocol).')
        n.ln('{R} reports child eating and playing normally, no vomiting since discharge, slept well. '
             'Back at {S} tomorrow.', R=c.famr.capitalize(), S=(c.school, 'ORGANIZATION'))
        n.ln('Red flags reiterated: drowsiness, repeated vomiting, worsening headache, fits, clear fluid from nose/ears.')
        n.ln('No further action. Health visitor/school nurse notification sent.')
    else:
        n.ln('Reason: 48h check - ' + ('bite on antibiotics' if reason == 'bite_check' else 'wound/dressing'))
        worse = rng.random() < 0.35
        n.ln('Pt reports ' + ('increasing redness and throbbing, temp 38.1 at home, red streak up forearm.' if worse else
                              rng.choice(['redness settling, completing antibiotics, no fever.',
                                          'dressing leaking slightly, some pain, no fever.', 'all fine, healing well.'])))
        n.ln('Taking: ' + rng.choice(['co-amoxiclav 625mg TDS (day 2 of 5)', 'paracetamol PRN only',
                                      'ibuprofen + paracetamol regularly', 'flucloxacillin 500mg QDS']))
        if reason == 'result_swab':
            n.ln('Wound swab {S}: Staphylococcus aureus, sensitive to flucloxacillin, resistant to penicillin. '
                 'Current antibiotic appropriate - continue.', S=(ids.specimen(rng, c.visit), 'IDNUM'))
        n.ln('Plan: ' + ('asked to attend for review today, ?cellulitis - may need IV antibiotics (ED).' if worse else
                         rng.choice(['continue, GP if worse.', 'attend dressing clinic as booked.',
                                     'no further calls planned.'])))
        if rng.random() < 0.5:
            n.ln('Photo upload link sent by SMS: {W}', W=(ids.url(rng, 'upload/' + ids.lt(rng, 6, ids.AN).lower()), 'URL'))
    if rng.random() < 0.3:
        n.ln('Also: pt asked re car left in unit car park overnight (reg {V}) - security informed, no charge.',
             V=(c.plate, 'VEHICLE'))
    n.ln('Advice given verbally; pt/parent verbalised understanding. Safety-netting: return to unit or contact '
         + ('GP/111' if cc == 'GB' else 'GP/urgent care') + ' if worsening.')
    n.ln('Outcome code: ' + rng.choice(['TC-RESOLVED', 'TC-RECALL', 'TC-ADVICE', 'TC-REFER']) +
         '   Further call planned: ' + rng.choice(['no', 'no', 'yes - 24h']))
    n.ln()
    n.ln('Call by: {S}', S=c.clin.sig(rng))
    n.ln('Logged by {U} at {T}', U=(c.clin.user, 'USERNAME'), T=c.tick(2, 10))
    if rng.random() < 0.3:
        footer(n, c)
    return n, c
