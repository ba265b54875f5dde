"""Genres: care leaver health summary, strategy meeting health contribution."""
from core import Ph, join, plus, clock, fmt_partial, an
from case import rdate_before, rdate_after, uname, person, reg_no, date_at_age
import blocks
import clinical
import ids
import orgs
import places

SSN_LAB = {'ENG': 'National Insurance number', 'WAL': 'National Insurance number', 'SCO': 'National Insurance number',
           'NIR': 'National Insurance number', 'IRL': 'PPS number', 'AUS': 'Tax File Number', 'NZL': 'IRD number',
           'CAN': 'SIN', 'USA': 'SSN'}
HP_LAB = {'ENG': 'HC2 certificate', 'WAL': 'HC2 certificate', 'SCO': 'HC2 certificate', 'NIR': 'HC2 certificate',
          'IRL': 'Medical card', 'AUS': 'Health Care Card', 'NZL': 'Community Services Card', 'CAN': 'Health card',
          'USA': 'Medicaid (former foster youth) ID'}
LEAVER_TEAM = {'ENG': 'Leaving Care Team', 'WAL': 'Leaving Care Team', 'SCO': 'Throughcare and Aftercare Team',
               'NIR': '16+ Team', 'IRL': 'Aftercare Service', 'AUS': 'Leaving Care Service', 'NZL': 'Transition Support Service',
               'CAN': 'Youth Services', 'USA': 'Independent Living Program'}


def sh_clinic(rng):
    return Ph(rng.choice(['%s Sexual Health Clinic', "%s Young People's Clinic", '%s Integrated Sexual Health Service',
                          '%s Youth Health Centre']) % orgs.place_word(rng), 'HOSPITAL')


def leaver(rng, c, n):
    cc = c['cc']
    pa = c['PA']
    n.f('{h}\n', c, h=rng.choice(['MY HEALTH HISTORY - CARE LEAVER HEALTH SUMMARY', 'Leaving Care Health Passport',
                                  'Health summary for young person leaving care', 'Your health, your information']))
    n.f('{trust} / {la}\n\n', c)
    n.f('For: {pt}   Date of birth: {dob}   Age: {a}\n', c, a=c['age'])
    n.f('Prepared by: {p}, {lacn}, with {pt} on {asmt}\n\n', c, p=c['LACN'].full, pt=c['ptk'])
    n.put('YOUR NUMBERS (keep these safe)\n')
    n.f('  {l}: {i}\n', c, l=c['id1'][0], i=c['id1'][1])
    if cc not in ('ENG', 'WAL', 'SCO', 'NIR', 'NZL'):
        n.f('  Hospital / MRN: {hno}\n', c)
    n.f('  {sl}: {ssn}\n', c, sl=SSN_LAB[cc])
    if c['id1'][1].typ != 'HEALTHPLAN' or rng.random() < 0.5:
        n.f('  {hl} no: {hp}, valid until {d}\n', c, hl=HP_LAB[cc], d=c.d(rdate_after(c, 200, 700)))
    if rng.random() < 0.6:
        P = c['P']
        n.f('  {dl}: {lic}\n', c, dl=rng.choice(['Provisional driving licence', 'Driving licence (provisional)', "Learner's licence"]),
            lic=Ph(ids.driving_licence(rng, cc, P.last, P.first, c['dob_dt'], c['sex']), 'LICENSE'))
    if rng.random() < 0.3:
        n.f('  Junior ISA / savings account: {a} (held until 18)\n', c, a=Ph(ids.account(rng), 'ACCOUNT'))
    n.put('\nWHO TO CONTACT\n')
    n.f('  GP: {gp_prac}, ', c)
    n.add(c['gp_addr'])
    n.f(', tel {gp_tel}\n', c)
    n.f('  Dentist: {dental} ({dt})\n', c, dt=c.ph('land'))
    if rng.random() < 0.5:
        n.f('  Pharmacy: {pharm}; optician: {optician}\n', c)
    n.f('  Personal Adviser: {p}, {team}, {la}. Mob {m}, {e}\n', c, p=pa.full, team=LEAVER_TEAM[cc], m=c.ph('mobile'),
        e=c.email(pa, c['la_dom']))
    n.f('  Out of hours: {x}\n', c, x={'ENG': 'NHS 111', 'WAL': 'NHS 111 Wales', 'SCO': 'NHS 24 (111)', 'NIR': 'GP out of hours service',
                                       'IRL': 'GP out-of-hours co-op', 'AUS': 'healthdirect helpline', 'NZL': 'Healthline',
                                       'CAN': 'HealthLink / Telehealth', 'USA': 'nurse advice line on the back of your Medicaid card'}[cc])
    n.f('  Local offer for care leavers: {u}\n', c, u=Ph(rng.choice(['www.', 'https://', 'https://www.']) + c['la_dom'] + '/' +
                                                       rng.choice(['care-leavers', 'localoffer', 'leaving-care/health']), 'URL'))
    n.put('\nWHERE YOU LIVE AND WHAT YOU DO\n')
    k = rng.randint(0, 2)
    if k == 0:
        n.f('You are staying put with {a}', c, a=c['FC1'].tf)
        if not c['single_carer']:
            n.f(' and {b}', c, b=c['FC2'].f)
        n.put(' at ')
        n.add(c['pl_addr'])
    elif k == 1:
        n.f('You live at {s} (supported accommodation), ', c, s=Ph(orgs.supported_accom(rng), 'ORGANIZATION'))
        n.add(c['pl_addr'])
        n.f('; key worker {k}', c, k=c['SSW'].full)
    else:
        n.put('You have your own tenancy at ')
        n.add(c['pl_addr'])
        n.put(' since ')
        n.add(c.dp(rdate_before(c, 30, 300), 'my'))
    n.put('.\n')
    if rng.random() < 0.6:
        yp = orgs.profession(rng, cc, 'yp')
        n.f('You work as {an} {p} at {e}', c, an=an(yp), p=Ph(yp, 'PROFESSION'), e=c['employer'])
        if rng.random() < 0.5:
            n.f(' and study part-time at {college}', c)
        n.put('.\n')
    else:
        n.f('You are studying at {college} ({x}).\n', c, x=rng.choice(['Level 2 Motor Vehicle', 'Access to Nursing', 'Catering',
                                                                         'Hair and Beauty', 'ESOL and maths', 'Construction']))
    n.put('\nYOUR HEALTH STORY\n')
    n.f('You were born at {bh} in {c2} on {dob}', c, bh=c['birth_hosp'], c2=c['city2'])
    n.f(', weighing {w}.\n' if rng.random() < 0.6 else '.\n', c, w='%d lb %d oz' % (rng.randint(4, 9), rng.randint(0, 15)) if rng.random() < 0.5 else '%.2f kg' % rng.uniform(2.0, 4.2))
    ca = rng.randint(1, 14)
    n.f('You came into care on {d} when you were {a}', c, d=c.dl(plus(c['dob_dt'], int(ca * 365.25) + rng.randint(10, 300))), a=Ph(str(ca), 'AGE'))
    n.put('. ' if rng.random() < 0.5 else ' and lived with %d foster families. ' % rng.randint(1, 7))
    for ev, lo, hi in rng.sample([
            ('When you were {a} you had your tonsils and adenoids out at {h}.', 3, 9),
            ('At {a} you broke your left wrist (trampoline) and had a cast at {h}.', 5, 14),
            ('You were diagnosed with asthma aged {a}; you still use a brown (Clenil) and blue (salbutamol) inhaler.', 2, 8),
            ('You had speech therapy from age {a} until you started secondary school.', 3, 6),
            ('You were assessed for ADHD at {h} when you were {a}; you decided to stop methylphenidate in Year 11.', 6, 12),
            ('You had grommets at {a} for glue ear.', 2, 5),
            ('You saw CAMHS at {camhs} from {y1} to {y2} for anxiety and low mood.', 0, 0)], rng.randint(2, 3)):
        parts = ev.split('{')
        n.put(parts[0])
        for p in parts[1:]:
            key, rest = p.split('}', 1)
            if key == 'a':
                n.add(Ph(str(rng.randint(lo, hi)), 'AGE'))
            elif key == 'h':
                n.add(rng.choice([c['hosp'], c['clinic']]))
            elif key == 'camhs':
                n.add(c['camhs'])
            elif key == 'y1':
                y1 = c['dob_dt'].year + rng.randint(11, 14)
                n.add(Ph(str(y1), 'DATE'))
            elif key == 'y2':
                n.add(Ph(str(min(c['asmt_dt'].year, c['dob_dt'].year + rng.randint(15, 17))), 'DATE'))
            n.put(rest)
        n.put(' ')
    n.put('\n')
    rows = blocks.imm_rows(c, 0.1)
    miss = [r for r in rows if not isinstance(r[2], Ph)]
    if miss:
        n.f('Immunisations: you still need {v}; book with the practice nurse.\n', c, v=miss[0][1].split(',')[0])
    else:
        n.f('Immunisations: all routine vaccines recorded; your last one was {v} on {d}.\n', c, v=rows[-1][1].split(',')[0] if rows else 'MMR',
            d=rows[-1][2] if rows else c.d(rdate_before(c, 300, 900)))
    n.f('Sexual health: free condoms (C-card) and contraception at {shc}; {x}\n', c, shc=sh_clinic(rng),
        x=rng.choice(['you have a Nexplanon implant.', 'chlamydia test negative.', 'you said you did not want to talk about this today.']))
    if rng.random() < 0.5:
        n.f('Wellbeing score: Warwick-Edinburgh Mental Wellbeing Scale (WEMWBS) {w}/70 today ({q}). ', c, w=str(rng.randint(28, 60)),
            q=rng.choice(['below average', 'average', 'improved since last year']))
    n.f('Emotional health: {x}\n', c, x=rng.choice(['you feel things are better since moving; you can self-refer to the 16-25 team.',
                                                    'you still have panic attacks sometimes; your GP can refer you to adult mental health services (talking therapies).',
                                                    'you use a mood app and talk to your PA.']))
    if rng.random() < 0.7:
        n.put('\nFAMILY HEALTH YOU MAY WANT TO KNOW\n')
        n.f('Your birth mother {m} has {x}. ', c, m=c['BM'].f, x=rng.choice(['type 2 diabetes', 'asthma', 'epilepsy', 'depression', 'sickle cell trait']))
        n.f('Your birth father {f}: {x}.\n', c, f=c['BF'].f, x=rng.choice(['no information', 'high blood pressure', 'ADHD']))
    n.put('\nI agree that this summary can be shared with my GP and Personal Adviser.\n')
    n.f('Signed: {p}   Date: {asmt}\n', c, p=c['pt'])
    blocks.signature(n, c, c['LACN'], 'nurse', c['lacn'], org=False, contact=rng.random() < 0.5)


STRAT_HEAD = {
    'ENG': 'STRATEGY MEETING (Section 47, Children Act 1989) - HEALTH CONTRIBUTION',
    'WAL': 'STRATEGY DISCUSSION (Wales Safeguarding Procedures) - HEALTH INFORMATION',
    'SCO': 'INTER-AGENCY REFERRAL DISCUSSION (IRD) - HEALTH CONTRIBUTION',
    'NIR': 'STRATEGY DISCUSSION (Article 66) - HEALTH CONTRIBUTION',
    'IRL': 'STRATEGY MEETING (Children First) - HEALTH INFORMATION',
    'AUS': 'SAFETY PLANNING MEETING - HEALTH CONTRIBUTION',
    'NZL': 'JOINT PROTOCOL (OT/POLICE) MEETING - HEALTH CONTRIBUTION',
    'CAN': 'CASE CONFERENCE (child protection) - HEALTH INFORMATION',
    'USA': 'MULTIDISCIPLINARY TEAM (MDT) REVIEW - HEALTH INFORMATION',
}
POLICE_UNIT = ['Child Exploitation Team', 'Public Protection Unit', 'Missing Persons Unit', 'CID', 'Child Abuse Investigation Team',
               'Safeguarding Hub']
CARS = ['silver Vauxhall Astra', 'black Audi A3', 'white Ford Transit van', 'grey BMW 1 Series', 'red Seat Leon', 'blue Toyota Prius (private hire)']


def strategy(rng, c, n):
    cc = c['cc']
    n.f('{h}\n', c, h=STRAT_HEAD[cc])
    if rng.random() < 0.5:
        n.put('RESTRICTED - not to be shared with family without agreement of the Chair\n')
    md = c['asmt_dt']
    n.f('\nDate: {d}   Time: {t}   Venue: {v}\n', c, d=Ph(fmt_partial(md, 'wd', c['ds']), 'DATE'), t=clock(rng),
        v=rng.choice(['MS Teams', c['building'], 'telephone conference', ['MASH, ', c['building']]]))
    n.f('Child: {pt}   DOB: {dob}   {sl}: {soc_id}   {l}: {i}\n', c, sl=c['soc_lab'], l=c['id1'][0], i=c['id1'][1])
    n.put('Placement: ')
    n.add(c['pl_addr'] if rng.random() < 0.6 else [c['chome'], ' (residential)'])
    n.put('\n\nAttendees:\n')
    n.f('  Chair - {p}, Team Manager, {la}\n', c, p=c['TM'].full)
    n.f('  {p} - {u}\n', c, p=c['POL'].tf, u=rng.choice(POLICE_UNIT))
    n.f('  {p} - {sw_title}\n', c, p=c['SW'].full)
    n.f('  {p} - {lacn} (author)\n', c, p=c['LACN'].full)
    if rng.random() < 0.7:
        n.f('  {p} - DSL, {school}\n', c, p=c['DSL'].tf)
    if rng.random() < 0.5:
        n.f('  {p} - {ssw}\n', c, p=c['SSW'].full)
    n.f('Apologies: Dr {p} ({paed}); {q}\n', c, p=c['PAED'].l, q=c['IRO'].full)
    n.put('\nREASON FOR MEETING\n')
    ep = rdate_before(c, 1, 9)
    n.f('{pt} was reported missing on {d} at {t} and found {w} at {lm}, {city2}, ', c, pt=c['ptk'], d=c.d(ep), t=clock(rng, 0, 23),
        w=rng.choice(['the following morning', 'after 14 hours', 'by police']), lm=c['landmark'])
    n.f('{x}.\n', c, x=rng.choice(['in the company of two adult males', 'with an older peer', 'intoxicated',
                                   'with new trainers and a phone that carers had not bought']))
    n.f('Concerns: {x}\n', c, x=rng.choice(['child sexual exploitation', 'child criminal exploitation (county lines)',
                                             'online grooming', 'physical abuse in placement (allegation against carer)']))
    n.put('\nHEALTH INFORMATION SHARED (proportionate, with consent where possible)\n')
    n.f('- Registered with {gp_prac} (Dr {g}); last attended {d}.\n', c, g=c['GP'].l, d=c.d(rdate_before(c, 14, 120)))
    if rng.random() < 0.7:
        n.f('- ED attendance at {h} on {d} at {t} with {x}.\n', c, h=c['hosp'], d=c.d(rdate_before(c, 1, 60)), t=clock(rng, 0, 23),
            x=rng.choice(['alcohol intoxication (GCS 13)', 'laceration to hand', 'facial bruising - said %s fell' % c['he'],
                          'overdose of ibuprofen', 'chest pain after taking MDMA']))
    if c['sex'] == 'F' and rng.random() < 0.6:
        n.f('- Emergency contraception (levonorgestrel 1.5 mg) obtained from {pharm} on {d}.\n', c, d=c.d(rdate_before(c, 1, 40)))
    if rng.random() < 0.6:
        n.f('- Sexual health clinic ({cl}) attendance {d}; details held by the clinic.\n', c, cl=sh_clinic(rng), d=c.d(rdate_before(c, 1, 60)))
    n.f('- Open to {camhs} ({p}); {x}.\n', c, p=c['CAMHS_C'].t, x=rng.choice(['last seen two weeks ago', 'disengaged', 'on waiting list']))
    n.f('- {x}\n', c, x=rng.choice(['Smokes cannabis daily, some cocaine use.', 'RHA overdue; declined last appointment.',
                                    'Weight loss of 4 kg since last RHA.', 'Self-harm by cutting, wounds healing.']))
    n.put('\nINFORMATION FROM OTHER AGENCIES (summary)\n')
    alias = Ph(rng.choice(['Jay', 'Smokey', 'Ricky', 'Bigz', 'K', 'Tommo', 'Deano', 'Mal']), 'FAMILY')
    n.f('Police: an adult male known as "{a}" ', c, a=alias)
    if rng.random() < 0.6:
        n.f('(believed to be {f}, {ag}) ', c, f=c.newp(places.ORIGIN_WEIGHTS[cc][rng.randint(0, 4)][0], 'M', 'FAMILY').full,
            ag=Ph(str(rng.randint(19, 34)), 'AGE'))
    n.f('has been seen collecting {pt} in a {car}, reg {plate}, outside {x}.', c, pt=c['ptk'], car=rng.choice(CARS),
        x=rng.choice([c['school'], c['landmark2'], 'the placement']))
    if rng.random() < 0.7:
        n.f(' Number used to contact {him}: {m}.', c, m=c.ph('mobile', c['town2']))
    if rng.random() < 0.6:
        n.f(' Snapchat username {u}', c, u=Ph(rng.choice(['lil', 'xx', 'its', 'real', '']) + rng.choice(['jay', 'smokey', 'rico', 'prince', 'dee', 'kayz']) +
                                          str(rng.randint(1, 999)) + rng.choice(['', '_', 'x']), 'USERNAME'))
        if rng.random() < 0.5:
            n.f('; account logged in from {ip} (placement Wi-Fi)', c)
        n.put('.')
    n.put('\n')
    if rng.random() < 0.6:
        n.f('School: attendance {a}%; seen with older youths near {lm}.\n', c, a='%.0f' % rng.uniform(40, 90), lm=c['landmark2'])
    n.put('\nDECISIONS\n')
    n.f('1. {x}\n', c, x=rng.choice(['Threshold met for Section 47 enquiries - single agency (SW) with police.' if cc in ('ENG', 'WAL') else
                                     'Threshold met for child protection enquiries (joint).',
                                     'No further action under child protection; continue as child in care with safety plan.',
                                     'NRM referral to be made by SW.' if cc in ('ENG', 'WAL', 'SCO', 'NIR') else 'Safety plan to be updated by SW and carers.']))
    n.f('2. {lacn} to arrange a review health assessment by {d} including sexual health and substance use.\n', c,
        d=c.d(rdate_after(c, 7, 30)))
    n.f('3. {p} to share placement and vehicle information with the night-time economy team.\n', c, p=c['POL'].t)
    n.f('4. Review strategy meeting {d}.\n', c, d=Ph(fmt_partial(rdate_after(c, 7, 21), 'wd', c['ds']), 'DATE'))
    n.f('\nHealth contribution prepared by {p}, {lacn}, {t} / {e}\n', c, p=c['LACN'].full, t=c['lacn_mob'], e=c['lacn_email'])
    if rng.random() < 0.5:
        blocks.audit(n, c, c['LACN'])
