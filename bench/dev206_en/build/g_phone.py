"""Genres: rheumatology nurse phone advice line; anaphylaxis action plan."""
from common import Ph, pick, chance, sample
import fmt
import clin
import blocks
import pools_places as PL

REASONS = [
    ('fever on biologic', 'Fever 38.4 and productive cough for 2 days; next {drug} dose due {next}.',
     'Advised to HOLD {drug} until infection treated and afebrile 48 h. See GP today; if SOB or rigors go to ED.'),
    ('missed methotrexate dose', 'Forgot weekly methotrexate on usual day; remembered {days} days later.',
     'If within 2 days take the dose now, otherwise skip and resume on usual day. Do not double up.'),
    ('injection site reaction', 'Red itchy patch 4 cm at injection site on abdomen after last pen; no fever, no hives elsewhere.',
     'Common and usually settles. Cold compress, oral antihistamine, rotate sites. Photo to be sent via portal.'),
    ('mouth ulcers on methotrexate', 'Several painful mouth ulcers for 1 week.',
     'Increase folic acid to 5 mg daily except MTX day after discussion with rheumatologist; bloods this week.'),
    ('flare', 'Hands and wrists swollen for 10 days, morning stiffness 2 hours, struggling with work.',
     'Discussed with rheumatologist: prednisone 15 mg daily x 1 week then reduce by 2.5 mg every 3 days. Earlier clinic review.'),
    ('vaccine question', 'Asking whether travel vaccines are safe before trip to {country} on {next}.',
     'No live vaccines while on {drug}. Inactivated vaccines OK. Referred to travel clinic; letter to be provided.'),
    ('abnormal bloods', 'Community lab phoned: ALT 112 U/L on bloods from {last}.',
     'HOLD methotrexate. Avoid alcohol. Repeat LFTs in 2 weeks. Rheumatologist informed.'),
    ('upcoming surgery', 'Booked for elective knee replacement on {next}; asking about {drug}.',
     'Per protocol, hold {drug} so surgery falls at end of dosing interval; restart when wound healed, no infection (approx. 2 weeks).'),
    ('prescription refill', 'Out of refills for {drug}; pharmacy requested renewal.',
     'Renewal faxed to {pharm}. Bloods up to date.'),
    ('autoinjector malfunction', 'Pen did not click, unsure if full dose given; device SN {sn}.',
     'Do not re-dose. Report to manufacturer support line; replacement pen arranged. Complaint form completed.'),
]
QUOTES = ["i've got a temperature and a cough, should i take my shot this week?",
          'i forgot my methotrexate on {wd}, do i take it now or wait?',
          "it's all red and itchy where i did the pen, is that normal?",
          'my mouth is full of ulcers and it hurts to eat',
          'my hands are really bad, can i get in sooner?',
          'can i have the yellow fever one before we go?',
          'the lab rang and said my liver test was high, what do i do?',
          'when do i stop my injection before the operation?',
          'the pharmacy says they need a new script',
          "the pen didn't click, did i get the medicine or not?"]
DRUGS = ['adalimumab', 'etanercept', 'methotrexate', 'tocilizumab', 'secukinumab', 'abatacept', 'certolizumab',
         'upadacitinib', 'golimumab']


def phone_line(nb, c):
    r = c.rng
    ri = r.randrange(len(REASONS))
    reason, s_txt, a_txt = REASONS[ri]
    quote = QUOTES[ri]
    drug = 'methotrexate' if 'methotrexate' in reason + s_txt + a_txt else pick(r, DRUGS)
    lower_talk = chance(r, 0.35)
    nb.add(pick(r, ['RHEUMATOLOGY NURSE ADVICE LINE - TELEPHONE ENCOUNTER', 'Nurse Phone Line Note',
                    'TELEPHONE ADVICE RECORD (Rheumatology)']), '\n')
    nb.add(Ph(c.clinic if chance(r, 0.6) else c.hosp, 'HOSPITAL'), '\n\n')
    nb.add('Call received: ', c.d(c.date), ' %02d:%02d' % (r.randint(8, 16), r.randrange(60)))
    k = r.randrange(3)
    if k == 2:
        nb.add('  (returned voicemail left ', c.dshort(c.ago(1, 3)), ')\n')
    else:
        nb.add(['  (voicemail)', '  (direct)'][k], '\n')
    caller_fam = chance(r, 0.35)
    if caller_fam:
        nb.add('Caller: ', c.fam_rel, ' ', c.fam.full(), ' on behalf of patient (consent on file)\n')
    else:
        nb.add('Caller: patient\n')
    nb.add('Callback: ', pick(r, [c.mobile, c.phone])(), '\n')
    nb.add('Patient: ', pick(r, [c.pt.LF, c.pt.full, c.pt.fml])(), '   DOB ', c.d(c.dob), '   ', c.mrn_line(), '\n')
    nb.add('Identity verified: DOB and ', pick(r, ['address', 'postcode' if c.country == 'NZ' else 'postal code', 'health card']))
    if chance(r, 0.3):
        nb.add('; voice biometric ID ', Ph('VP-' + fmt.digits(r, 5), 'BIOID'), ' matched')
    nb.add('\n')
    dzk = pick(r, ['RA', 'RA', 'PSA', 'AXSPA', 'SLE', 'GOUT'])
    nb.add('Diagnosis: ', clin.DZ[dzk]['name'], '   Rheumatologist: ', c.dr(c.md, style=0), '\n')
    nb.add('Reason: ', reason, '\n\n')
    nxt = c.ahead(2, 30)
    last = c.ago(2, 10)
    country = pick(r, PL.TRAVEL)
    pieces = {'{drug}': drug, '{days}': str(r.randint(1, 4)), '{next}': c.d(nxt), '{last}': c.d(last),
              '{country}': c.country_ph(country), '{pharm}': Ph(c.pharm, 'HOSPITAL'),
              '{sn}': Ph(fmt.device_sn(r), 'DEVICE')}

    def expand(txt):
        out = []
        rest = txt
        while True:
            hits = [(rest.find(k), k) for k in pieces if rest.find(k) >= 0]
            if not hits:
                out.append(rest)
                return out
            pos, k = min(hits)
            out.append(rest[:pos])
            out.append(pieces[k])
            rest = rest[pos + len(k):]

    nb.add('S: ')
    if chance(r, 0.4):
        nb.add('Pt ', c.pt.inits(dots=chance(r, 0.6)), ' called. ')
    elif c.pt.nick and chance(r, 0.5):
        nb.add('Pt (goes by ', c.pt.nk(), ') called. ')
    nb.add(expand(s_txt), '\n')
    if lower_talk:
        if '{wd}' in quote:
            qa, qb = quote.split('{wd}')
            wd = fmt.WD[c.ago(1, 4).weekday()].lower()
            nb.add('   Caller states "', qa, Ph(wd, 'DATE'), qb, '"\n')
        else:
            nb.add('   Caller states "', quote, '"\n')
    nb.add('B: On ', drug, ' since ', c.my(c.ago(200, 1500)), '. PMH: ', pick(r, clin.PMH), '.\n')
    nb.add('A: ', pick(r, ['Afebrile now per caller.', 'No red flags.', 'Red flags screened: no chest pain, no SOB, no confusion.',
                           'Sounds well on phone.', 'Mild symptoms only.']), '\n')
    nb.add('R/Advice: ', expand(a_txt), '\n')
    if chance(r, 0.6):
        nb.add('Discussed with ', c.dr(c.md, style=pick(r, [0, 3])), ' at %02d:%02d, who agrees.\n' % (r.randint(9, 17), r.randrange(60)))
    if chance(r, 0.5):
        nb.add('Plan: nurse to call back on ', pick(r, [Ph(fmt.WD[nxt.weekday()], 'DATE'), c.dshort(c.ahead(1, 6))]),
               '; caller to phone ', c.tollfree() if chance(r, 0.4) else c.phone(ext=True), ' sooner if worse.\n')
    else:
        nb.add('Plan: caller verbalised understanding. Advised to call 911 or go to ED if severe symptoms.\n'
               if c.country == 'CA' else 'Plan: caller understands. Call 111 or Healthline if severe symptoms overnight.\n')
    if caller_fam and chance(r, 0.5):
        nb.add(c.fam.fn(), ' also asked for a letter for ', c.sexw('her', 'his'), ' employer (',
               Ph(c.employer, 'ORGANIZATION'), ') - to be prepared.\n')
    nb.add('\nCall duration: %d min\n' % r.randint(4, 22))
    nb.add(c.nurse(c.rn), ' | ', pick(r, ['user ', 'login: ', 'ID ']), c.rn.uname(), '\n')
    return 'rheumatology nurse phone advice line'


ALLERGENS = ['peanut', 'tree nuts (cashew, pistachio)', 'egg', "cow's milk", 'sesame', 'shellfish (prawn, crab)',
             'fish', 'bee venom', 'wasp venom', 'kiwifruit', 'wheat (exercise-induced)', 'penicillin', 'latex']
DEVICES = ['EpiPen 0.3 mg', 'EpiPen Jr 0.15 mg', 'Emerade 300 mcg', 'Emerade 150 mcg', 'Allerject 0.15 mg',
           'Allerject 0.3 mg', 'Anapen 300 mcg']


def action_plan(nb, c):
    r = c.rng
    c.allergy_site()
    kid = c.age < 18
    nb.add(pick(r, ['ANAPHYLAXIS ACTION PLAN', 'Anaphylaxis Emergency Action Plan', 'PERSONAL ANAPHYLAXIS ACTION PLAN']),
           '\n', 'For use with adrenaline (epinephrine) autoinjectors\n\n')
    nb.add('Name: ', pick(r, [c.pt.full, c.pt.fml])(), '\n')
    nb.add('Date of birth: ', c.d(c.dob), '   Age: ', c.age_ph(), '\n')
    if chance(r, 0.5):
        nb.add(c.mrn_line(), '\n')
    alls = sample(r, ALLERGENS, r.randint(1, 3))
    nb.add('Confirmed allergens: ', ', '.join(alls), '\n')
    nb.add('Asthma: ', pick(r, ['Yes', 'No', 'Yes - reliever: salbutamol']), '\n')
    dev = pick(r, [d for d in DEVICES if ('0.15' in d or '150' in d)] if c.age < 9 else
                  [d for d in DEVICES if not ('0.15' in d or '150' in d)])
    nb.add('Adrenaline autoinjector prescribed: ', dev, '\n')
    if chance(r, 0.35):
        nb.add('Medical alert ID no.: ', Ph(fmt.digits(r, 6) + '-' + fmt.digits(r, 2), 'IDNUM'), '\n')
    nb.add('\nEMERGENCY CONTACTS\n')
    if kid:
        p1 = c.person('FAMILY', 'F', last=c.pt.last if chance(r, 0.7) else None)
        p2 = c.person('FAMILY', 'M', last=c.pt.last if chance(r, 0.8) else None)
        nb.add('1. ', p1.full(), ' (mother)  Mobile: ', c.mobile())
        if chance(r, 0.5):
            nb.add('  Work: ', c.phone(ext=True))
        nb.add('\n2. ', p2.full(), ' (father)  Mobile: ', c.mobile(), '\n')
        if chance(r, 0.5):
            gp = c.person('FAMILY', 'F')
            nb.add('3. ', gp.full(), ' (', pick(r, ['grandmother', 'aunt', 'neighbour', 'nanny']), ')  ', c.phone(), '\n')
        nb.add('\nSchool/childcare: ', Ph(c.school, 'ORGANIZATION'), '\n')
        if chance(r, 0.6):
            t = c.person('FAMILY')
            nb.add('Staff trained: ', pick(r, ['teacher ', 'principal ', 'office manager ']), t.full(), ' (trained ',
                   c.d(c.ago(5, 120)), ')\n')
    else:
        nb.add('1. ', c.fam.full(), ' (', c.fam_rel, ')  ', c.mobile(), '\n')
        if chance(r, 0.5):
            nb.add('Workplace: ', Ph(c.employer, 'ORGANIZATION'), ' - first-aid officer aware\n')
    nb.add('\nMILD TO MODERATE ALLERGIC REACTIONS\n'
           '- Swelling of lips, face, eyes\n- Hives or welts\n- Tingling mouth\n- Abdominal pain, vomiting'
           ' (these are signs of anaphylaxis for insect allergy)\n')
    nb.add('ACTION: stay with person and call for help; locate adrenaline autoinjector; give antihistamine '
           '(cetirizine %s mg); phone family/emergency contact.\n' % ('5' if c.age < 6 else '10'))
    nb.add('\nWATCH FOR SIGNS OF ANAPHYLAXIS (SEVERE ALLERGIC REACTION)\n'
           '- Difficult/noisy breathing\n- Swelling of tongue\n- Swelling/tightness in throat\n'
           '- Wheeze or persistent cough\n- Difficulty talking and/or hoarse voice\n'
           '- Persistent dizziness or collapse\n- Pale and floppy (young children)\n')
    nb.add('\nACTION FOR ANAPHYLAXIS\n1. Lay person flat - do NOT allow them to stand or walk. If breathing is difficult, '
           'allow them to sit with legs outstretched.\n2. Give adrenaline autoinjector into outer mid-thigh.\n'
           '3. Phone ambulance - %s.\n4. Phone family/emergency contact.\n5. Further adrenaline may be given if no '
           'response after 5 minutes.\n6. Transfer person to hospital for at least 4 hours of observation.\n'
           % ('911' if c.country == 'CA' else '111'))
    nb.add('If in doubt, give adrenaline autoinjector. Commence CPR at any time if person is unresponsive and not '
           'breathing normally.\n')
    nb.add('ALWAYS give adrenaline autoinjector FIRST, then asthma reliever puffer, if someone with known asthma and '
           'allergy to food, insects or medication has SUDDEN BREATHING DIFFICULTY.\n')
    nb.add('\nPlan prepared by: ', c.dr(c.md, style=pick(r, [1, 2, 4])), '\n')
    nb.add(Ph(c.site, 'HOSPITAL'), '  ', c.clinic_phone, '\n')
    if chance(r, 0.5):
        nb.add(blocks.lic_line(c), '\n')
    nb.add('Signed: ', c.d(c.date), '   Review due: ', c.d(c.ahead(330, 380)), '\n')
    if chance(r, 0.4):
        nb.add('Printable copy and training video: ', Ph(fmt.org_url(r, c.site, '/anaphylaxis-plan'), 'URL'), '\n')
    if chance(r, 0.3):
        nb.add('Photo on file. Copy given to ', pick(r, ['parent', 'school', 'patient']), ' ', c.dshort(c.date), '.\n')
    return 'anaphylaxis action plan'
