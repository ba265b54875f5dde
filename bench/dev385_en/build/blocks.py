"""Blocks shared by the genres: headers, patient blocks, signatures, audit
footers, and pools of clinical wording that carries hard negatives."""
from core import pick, chance, digits, letters, ipaddr, hhmm, typo, wd_date, short_date
from ctx import nm, title, addr_inline, addr_lines, fd, ago, ahead, COUNTRY_NAME


def P(v):
    return (v, 'PATIENT')


def D(v):
    return (v, 'DATE')


def S(v):
    return (v, 'DOCTOR')


def F(v):
    return (v, 'FAMILY')


def pt_ref(rng, c, allow_none=True):
    """A reference to the patient somewhere in running text."""
    p = c['pt']
    opts = ['title', 'first', 'full']
    if allow_none:
        opts += ['none', 'none']
    if c['nick']:
        opts.append('nick')
    k = pick(rng, opts)
    if k == 'title':
        return [title(p, rng) + ' ', P(p['last'])]
    if k == 'first':
        return [P(p['first'])]
    if k == 'full':
        return [P(nm(p, 'fl'))]
    if k == 'nick':
        return [P(c['nick'])]
    return [pick(rng, ['client', 'pt', 'service user', 'patient'])]


def dr(p, style='fl'):
    return ['Dr ', S(nm(p, style))]


def staff_ref(rng, p):
    k = rng.randrange(4)
    if k == 0:
        return [S(nm(p, 'fl'))]
    if k == 1:
        return [S(nm(p, 'f'))]
    if k == 2:
        return [S(nm(p, 'fi'))]
    return [S(nm(p, 'INI'))]


def dob_age(rng, c):
    """'DOB 03/04/1981 (43)' style pieces."""
    k = rng.randrange(4)
    if k == 0:
        return ['DOB: ', D(fd(c, c['dob'])), ' (', (str(c['age']), 'AGE'), ')']
    if k == 1:
        return ['DOB ', D(fd(c, c['dob'])), '   Age: ', (str(c['age']), 'AGE')]
    if k == 2:
        return ['D.O.B. ', D(fd(c, c['dob'])), ', ', (str(c['age']), 'AGE'), 'y']
    return ['DOB: ', D(fd(c, c['dob'])), ' Age ', (str(c['age']), 'AGE'), ' yrs']


def svc_header(n, rng, c, contacts=True):
    s = c['svc']
    n.w((s['name'], 'HOSPITAL'), '\n')
    n.w(*addr_inline(s['addr'], rng))
    n.t('\n')
    if contacts:
        n.w('Tel: ', (s['tel'], 'PHONE'))
        if chance(rng, 0.6):
            n.w(' | Fax: ', (s['fax'], 'FAX'))
        if chance(rng, 0.35):
            n.w(' | ', (s['url'], 'URL'))
        n.t('\n')


def pt_block(n, rng, c, extra=True):
    p = c['pt']
    st = rng.randrange(3)
    if st == 0:
        n.w('Name: ', P(nm(p, 'fl')), '\n')
    elif st == 1:
        n.w('Client: ', P(nm(p, 'LF')), '\n')
    else:
        n.w('Patient: ', P(nm(p, 'fml')), '\n')
    n.w(*dob_age(rng, c))
    n.w('   Sex: ', 'Male' if p['sex'] == 'M' else 'Female', '\n')
    n.w(c['term']['mrn'], ': ', (c['mrn'], 'MRN'), '   ', c['hn'][0], ': ', (c['hn'][1], 'HEALTHPLAN'), '\n')
    if extra:
        n.w('Address: ', addr_inline(c['addr'], rng), '\n')
        n.w('Mobile: ', (c['mob'], 'PHONE'))
        if chance(rng, 0.3):
            n.w('   Email: ', (c['email'], 'EMAIL'))
        n.t('\n')
    if c['ssn'] and chance(rng, 0.2):
        n.w(c['ssn'][0], ': ', (c['ssn'][1], 'SSN'), '\n')


def gp_line(n, rng, c):
    g = c['gp']
    n.w({'US': 'PCP', 'CA': 'Family physician'}.get(c['country'], 'GP'), ': ',
        dr(g, pick(rng, ['fl', 'fi'])), ', ', (g['practice'], 'HOSPITAL'))
    if chance(rng, 0.5):
        n.w(', ', (g['addr']['town'], 'CITY'))
    if chance(rng, 0.5):
        n.w('  Tel ', (g['tel'], 'PHONE'))
    n.t('\n')


def sign(n, rng, c, who, doctor=False, lic=True):
    p = c[who]
    n.t('\n')
    if chance(rng, 0.3):
        n.t(pick(rng, ['Signed: ', 'Electronically signed: ', '']))
    if doctor:
        n.w('Dr ', S(nm(p, pick(rng, ['fl', 'fml', 'fi']))), '\n', p['role'], '\n')
    else:
        n.w(S(nm(p, pick(rng, ['fl', 'fml']))), ', ', p['role'], '\n')
    if lic and p.get('lic') and chance(rng, 0.75):
        n.w(p['lic'][0], ' ', (p['lic'][1], 'LICENSE'), '\n')


def audit(n, rng, c, who='kw'):
    p = c[who]
    k = rng.randrange(3)
    d = fd(c, c['d0'])
    if k == 0:
        n.w('\n-- Entered by ', (p['user'], 'USERNAME'), ' on ', D(d), ' ', hhmm(rng), ' from ', (ipaddr(rng), 'IPADDR'), ' --\n')
    elif k == 1:
        n.w('\n[audit] user=', (p['user'], 'USERNAME'), ' ws=', (ipaddr(rng), 'IPADDR'), ' saved ', D(d), ' ', hhmm(rng), '\n')
    else:
        n.w('\nLast edited by ', S(nm(p, 'fl')), ' (', (p['user'], 'USERNAME'), ') ', D(d), '\n')


def family_line(rng, c):
    """A sentence about people around the patient (pieces)."""
    k = rng.randrange(5)
    pa, mo = c['partner'], c['mother']
    if k == 0:
        return ['Lives with partner ', F(nm(pa, 'f')), ' who is ', pick(rng, ['not using', 'also on OST', 'in recovery', 'using heroin daily']), '. ']
    if k == 1:
        return ['Mum ', F(nm(mo, pick(rng, ['f', 'fl']))), ' is main support, ', pick(rng, ['sees her weekly', 'phones most days', 'relationship strained']), '. ']
    if k == 2:
        return ['Brother ', F(nm(c['sib'], 'f')), ' ', pick(rng, ['died of an overdose', 'is in custody', 'also uses', 'offers a sofa when needed']), '. ']
    if k == 3:
        return ['Friend ', F(nm(c['friend'], 'fl')), ' ', pick(rng, ['is a positive influence', 'supplies %s at times' % ('him' if c['pt']['sex'] == 'M' else 'her'), 'drives her to appointments', 'is named as emergency contact']), '. ']
    if c['kids']:
        kid = c['kids'][0]
        return ['Has a child, ', F(nm(kid, 'f')), ' (', (str(kid['age']), 'AGE'), '), ', pick(rng, ['in kinship care with maternal grandmother', 'lives with the other parent', 'contact supervised fortnightly', 'lives at home']), '. ']
    return [pick(rng, ['Estranged from family. ', 'Little family contact. ', 'Parents both deceased. '])]


def kids_piece(rng, c):
    ks = c['kids']
    if not ks:
        return ['no children']
    out = ['%d child%s: ' % (len(ks), '' if len(ks) == 1 else 'ren')]
    for i, k in enumerate(ks):
        if i:
            out.append(', ')
        out += [F(nm(k, 'f')), ' (', (str(k['age']), 'AGE'), ')']
    return out


# ---------------------------------------------------------------- hard-negative wording

def obs(rng):
    return 'BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f, pupils %s' % (
        rng.randrange(100, 150), rng.randrange(60, 95), rng.randrange(58, 110), rng.randrange(12, 20),
        rng.randrange(94, 100), rng.randrange(360, 378) / 10.0, pick(rng, ['3mm PERL', 'pinpoint', '4mm equal', 'dilated 6mm']))


def cows(rng):
    return 'COWS %d at %s' % (rng.randrange(2, 18), hhmm(rng, 8, 12))


OST_DRUGS = ['methadone 1mg/ml oral solution', 'Physeptone 1mg/ml (sugar free)', 'buprenorphine SL',
             'Espranor (buprenorphine oral lyophilisate)', 'buprenorphine/naloxone (Suboxone)',
             'Methadose 10mg/ml', 'Biodone Forte 5mg/ml']
OTHER_MEDS = ['mirtazapine 30mg nocte', 'sertraline 100mg OD', 'quetiapine 50mg nocte', 'pregabalin 150mg BD',
              'omeprazole 20mg OD', 'salbutamol inhaler PRN', 'Seretide 250 1 puff BD', 'thiamine 100mg TDS',
              'folic acid 5mg OD', 'lactulose 10ml BD', 'zopiclone 7.5mg nocte', 'propranolol 40mg BD',
              'olanzapine 10mg nocte', 'Vitamin B Co-strong 2 tabs TDS', 'nicotine patch 21mg/24h',
              'diazepam 5mg BD (reducing)', 'gabapentin 300mg TDS', 'ibuprofen 400mg PRN']
PHYS = ["DVT L leg, rivaroxaban x3/12 (completed)", 'recurrent groin abscess, I&D x2', 'asthma',
        'COPD, MRC dyspnoea grade 3', 'dental abscess, no NHS dentist', "Raynaud's phenomenon",
        'cellulitis R forearm', 'infective endocarditis (Duke criteria met) treated', 'HCV Ab+ not yet tested for RNA',
        'epilepsy, last seizure 18/12 ago', 'chronic back pain, L4/5 disc', "Crohn's disease (quiescent)",
        'Hep B immune (vaccinated)', 'constipation', "Wernicke's encephalopathy risk - on thiamine",
        'poor venous access', 'recurrent chest infections', 'eczema']
MH = ['PHQ-9 %d, GAD-7 %d', 'low mood, no active SI', 'PTSD symptoms, childhood trauma',
      'ADHD (undiagnosed, self-reports)', 'previous overdose with intent 2y ago', 'anxiety - panics in queues',
      'EUPD diagnosis per CMHT', 'psychosis when using crack, resolves with abstinence']
SUBST = [('heroin', 'smoked / IV'), ('crack cocaine', 'smoked'), ('street benzos ("blues"/etizolam)', 'oral'),
         ('alcohol', 'oral'), ('cannabis', 'smoked'), ('pregabalin (illicit)', 'oral'),
         ('methamphetamine ("ice")', 'smoked / IV'), ('fentanyl', 'smoked'), ('oxycodone (diverted)', 'oral / IV'),
         ('spice (SCRAs)', 'smoked'), ('ketamine', 'intranasal'), ('cocaine powder', 'intranasal'),
         ('GHB', 'oral'), ('tramadol', 'oral'), ('xylazine-adulterated fentanyl', 'IV')]
EPONYM_NEG = ["Wernicke's", 'Korsakoff', "Parkinson's", 'Glasgow Coma Scale', 'Child-Pugh', "Crohn's",
              'Mallory-Weiss', "Hashimoto's", "Raynaud's", 'Trendelenburg', "Addison's", 'Wells score',
              'Bazett', 'Fridericia', 'Duke criteria', 'Epworth', 'Clinical Institute Withdrawal Assessment']
PUBLIC_NEG = {
    'UK': ['Probation Service', 'Police', 'MAPPA panel', "Children's Social Care", 'Youth Justice Service'],
    'IE': ['Probation Service', 'Gardaí', 'Tusla'],
    'AU': ['Corrections', 'Police', 'Child Protection'],
    'NZ': ['Corrections', 'Police', 'Oranga Tamariki'],
    'CA': ['Probation', "Children's Aid", 'RCMP'],
    'US': ['Probation', 'CPS', 'Drug court'],
}
POLICE = {'UK': 'police', 'IE': 'Gardaí', 'AU': 'police', 'NZ': 'Police', 'CA': 'RCMP', 'US': 'PD'}
GUIDE = {'UK': 'Drug misuse and dependence: UK guidelines on clinical management (Orange Book, 2017)',
         'IE': 'HSE Clinical Guidelines for Opioid Substitution Treatment (2016)',
         'AU': 'National Guidelines for Medication-Assisted Treatment of Opioid Dependence (2014)',
         'NZ': 'New Zealand Practice Guidelines for Opioid Substitution Treatment (2014)',
         'CA': 'CRISM National Guideline for the Clinical Management of Opioid Use Disorder (2018)',
         'US': 'ASAM National Practice Guideline (2020 focused update)'}


BENEFITS = {
    'UK': ['Universal Credit', 'UC + PIP', 'ESA (support group)', 'UC (limited capability for work)'],
    'IE': ["Jobseeker's Allowance", 'Disability Allowance', 'Supplementary Welfare Allowance'],
    'AU': ['JobSeeker (Centrelink)', 'Disability Support Pension', 'Centrelink'],
    'NZ': ['Jobseeker Support (Work and Income)', 'Supported Living Payment', 'Work and Income'],
    'CA': ['ODSP', 'Ontario Works', 'income assistance', 'AISH'],
    'US': ['SSI', 'SSDI', 'SNAP + general assistance', 'unemployment insurance'],
}
DRUGS = {
    'UK': {'mtd': ['methadone 1mg/ml', 'Physeptone 1mg/ml (SF)', 'methadone 1mg/ml oral solution'],
           'bup': ['buprenorphine SL', 'Espranor', 'buprenorphine 8mg SL'], 'depot': ['Buvidal weekly', 'Buvidal monthly']},
    'IE': {'mtd': ['methadone 1mg/ml', 'Physeptone 1mg/ml'], 'bup': ['Suboxone', 'buprenorphine/naloxone SL'],
           'depot': ['Buvidal weekly', 'Buvidal monthly']},
    'AU': {'mtd': ['Biodone Forte', 'methadone (Biodone)', 'Methadone Syrup'], 'bup': ['Suboxone film', 'buprenorphine SL (Subutex)'],
           'depot': ['Buvidal weekly', 'Buvidal monthly', 'Sublocade']},
    'NZ': {'mtd': ['methadone 2mg/ml', 'methadone liquid'], 'bup': ['Suboxone', 'buprenorphine/naloxone SL'],
           'depot': ['Buvidal weekly', 'Buvidal monthly']},
    'CA': {'mtd': ['Methadose', 'methadone (Metadol-D)'], 'bup': ['Suboxone', 'buprenorphine/naloxone SL'],
           'depot': ['Sublocade']},
    'US': {'mtd': ['methadone HCl liquid', 'methadone (Methadose)'], 'bup': ['buprenorphine/naloxone film', 'Zubsolv', 'Suboxone film'],
           'depot': ['Sublocade', 'Brixadi weekly', 'Brixadi monthly']},
}


def drug(rng, c, kind):
    return pick(rng, DRUGS[c['country']][kind])


def benefit(rng, c):
    return pick(rng, BENEFITS[c['country']])


def he(c, cap=False):
    w = 'he' if c['pt']['sex'] == 'M' else 'she'
    return w.capitalize() if cap else w


def weekday(d):
    from core import shift
    wd = d.weekday()
    return shift(d, 7 - wd) if wd >= 5 else d


def appt(rng, c, lo, hi):
    return weekday(ahead(rng, c, lo, hi))


HARDNEG = [
    "No features of Wernicke's encephalopathy (no ataxia, nystagmus or confusion).", 'GCS 15/15.',
    'Child-Pugh A5, MELD 8.', 'Wells score 1 - DVT unlikely.', 'QTc (Fridericia) %d ms.', 'Epworth Sleepiness Scale %d.',
    'CIWA-Ar %d.', 'SOWS %d/64.', "Murphy's sign negative.", "Homans' sign not elicited.", 'ACE-III %d/100.',
    'Capillary glucose %.1f mmol/L (Accu-Chek Guide).', 'Breath alcohol 0.00 (Lion Alcolmeter).',
    "Graves' disease, euthyroid on carbimazole.", 'Hep B vaccine: Engerix B dose %d of 3.',
    'Uses BD Microlance 25G orange needles.', 'Sharpsafe 1L bin supplied.', 'Fentanyl test strips (BTNX) explained.',
    'Audit C %d/12.', 'DAST-10 score %d.', 'K10 %d.', 'Severity of Dependence Scale %d/15.', 'Hospital Anxiety and Depression Scale A%d D%d.',
    "Korsakoff screen not indicated.", 'Trendelenburg gait absent.', "Babinski downgoing bilaterally.",
]
PDMP = {'UK': 'Summary Care Record checked', 'IE': 'Central Treatment List checked', 'AU': 'SafeScript checked',
        'NZ': 'Medical Warnings System checked', 'CA': 'PharmaNet/Narcotics Monitoring System checked', 'US': 'PDMP checked'}


def hardneg(rng, c, k=2):
    out = []
    for s in rng.sample(HARDNEG, k):
        n = s.count('%')
        if n:
            vals = tuple(rng.randrange(1, 30) if '%.1f' not in s else rng.randrange(40, 110) / 10.0 for _ in range(n))
            if 'Fridericia' in s:
                vals = (rng.randrange(400, 480),)
            if 'ACE-III' in s:
                vals = (rng.randrange(70, 100),)
            if 'Engerix' in s:
                vals = (rng.randrange(1, 4),)
            s = s % vals
        out.append(s)
    if chance(rng, 0.4):
        out.append(PDMP[c['country']] + ' - ' + pick(rng, ['no other prescribers.', 'no concerns.', 'gabapentinoid Rx from GP noted.']))
    return ' '.join(out)


def neg_public(rng, c):
    return pick(rng, PUBLIC_NEG[c['country']])


def t(rng, s):
    return typo(rng, s)
