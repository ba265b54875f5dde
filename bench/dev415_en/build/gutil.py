"""Small helpers shared by the genre writers."""
import datetime

import ids
import pools_clin as PC


def tm(rng, lo=7, hi=18):
    return '%02d:%02d' % (rng.randint(lo, hi), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def dplus(d, days):
    return d + datetime.timedelta(days=days)


def ids_block(n, c, sep=': ', join='\n', with_hp=True, with_mrn=True):
    n.f('{l}' + sep + '{v}', l=c['nid_label'], v=c['nid'])
    if with_mrn and c['mrn'] is not c['nid']:
        n.f(join + '{l}' + sep + '{v}', l=c['mrn_label'], v=c['mrn'])
    if with_hp and c.get('hp') and c['hp'] is not c['nid']:
        n.f(join + '{l}' + sep + '{v}', l=c['hp_label'], v=c['hp'])
    if c.get('ihi') and n.rng.random() < 0.6:
        n.f(join + 'IHI' + sep + '{v}', v=c['ihi'])
    if c.get('hp2') and n.rng.random() < 0.6:
        n.f(join + '{l}' + sep + '{v}', l=c['hp2_label'], v=c['hp2'])
    if c.get('hp_group') and with_hp and n.rng.random() < 0.5:
        n.f(join + 'Group' + sep + '{v}', v=c['hp_group'])
    if c.get('ssn') and n.rng.random() < (0.55 if c['cc'] == 'USA' else 0.3):
        n.f(join + '{l}' + sep + '{v}', l=c['ssn_label'], v=c['ssn'])


def pt_header(n, c, style=None):
    """Demographic header in one of several layouts."""
    rng = n.rng
    style = style or rng.choice(['table', 'line', 'stack', 'label'])
    if style == 'table':
        n.f('Name: {pt:upper}\t\tDOB: {dob}\nSex: {sexw}\t\tAge: {age}\n')
        ids_block(n, c, join='\t\t')
        n.t('\n')
    elif style == 'line':
        n.f('{pt:lf} | DOB {dob} | {age}{MF} | ')
        ids_block(n, c, sep=' ', join=' | ', with_hp=False)
        n.t('\n')
    elif style == 'stack':
        n.f('Patient: {pt_title} {pt:mid}\nDate of birth: {dob} (age {age})\nAddress: {addr:inline}\n')
        ids_block(n, c)
        n.t('\n')
    else:
        n.f('PATIENT  {pt:fullup}\nD.O.B.   {dob}\n')
        ids_block(n, c, sep='  ', join='\n')
        n.f('\nPhone    {pt_phone}\n')


def sign(n, c, key, role, lic=True, date=None):
    p = c[key]
    rng = n.rng
    if p.title:
        n.f(p.title + ' {p:full}\n', p=p)
    else:
        n.f('{p:full}' + rng.choice([', RN', ' RN', '', ', RGN']) + '\n', p=p)
    n.t(role)
    if lic and c.get(key + '_lic') and rng.random() < 0.75:
        n.f('\n{l} {v}', l=c[key + '_lic_label'], v=c[key + '_lic'])
    if date is not None:
        n.f('\nDate: {d}', d=date)
    n.t('\n')


def polyp_rows(n, c, style='table'):
    rng = n.rng
    pol = c['polyps']
    if not pol:
        n.t('No polyps seen.\n')
        return
    if style == 'table':
        n.t('No | Site | Size | Paris | NICE | Removal | Retrieved | Pot\n')
        for i, p in enumerate(pol, 1):
            n.t('%d | %s | %d mm | %s | %d | %s | %s | %s\n' % (
                i, p['site'], p['size'], p['paris'], p['nice'], p['removal'], 'Yes' if p['retrieved'] else 'No',
                chr(64 + i) if p['retrieved'] else '-'))
    else:
        for i, p in enumerate(pol, 1):
            n.t('%d. %d mm %s polyp at %s (approx %d cm), NICE %d, %s; %s.\n' % (
                i, p['size'], p['paris'], p['site'], PC.SITE_CM.get(p['site'], 30) + rng.randint(-3, 3), p['nice'],
                p['removal'], 'retrieved to pot ' + chr(64 + i) if p['retrieved'] else 'not retrieved'))


def fit_text(c):
    return '%d %s' % (c['fit_val'], c['fit_unit'])


def escort_line(n, c):
    rng = n.rng
    k = rng.choice(['fam1', 'fam2', 'fam3'])
    n.f('Escort: {rel} {p:full}, tel {ph}\n', rel=c[k + '_rel'], p=c[k], ph=c['fam_phone'])


def social(n, c):
    rng = n.rng
    parts = []
    if c['retired']:
        n.f(rng.choice(['Retired {occ}. ', 'Former {occ}, retired. ', 'Ex-{occ}, now retired. ']))
    else:
        art = 'an' if c['occ'][0][0].lower() in 'aeiou' else 'a'
        n.f(rng.choice(['Works as ' + art + ' {occ} at {employer}. ', 'Employed as ' + art + ' {occ} ({employer}). ',
                        'Occupation: {occ}. ', 'Works full time as ' + art + ' {occ}. ']))
    fart = 'an' if c['fam_occ'][0][0].lower() in 'aeiou' else 'a'
    n.f(rng.choice(['Lives with {his} {fam1_rel} {fam1:full}. ', 'Lives with {fam1_rel} ({fam1:first}). ',
                    'Lives alone; {fam2_rel} {fam2:full} nearby. ',
                    'Lives with {his} {fam1_rel}, {fam1:first}, who is ' + fart + ' {fam_occ}. ']))
    if rng.random() < 0.3:
        n.f(rng.choice(['Born in {born}. ', 'Originally from {born}. ', 'Moved from {born} {y} years ago. ']),
            y=str(rng.randint(5, 45)))
    if c.get('other_state') and rng.random() < 0.3:
        n.f(rng.choice(['Grew up in {other_state}. ', 'Moved here from {other_state} after retiring. ',
                        'Family mostly in {other_state}. ']))
    if rng.random() < 0.15:
        n.f(rng.choice(['Volunteers with {charity}. ', 'Active member of {church}. ', 'Grandchildren attend {school}. ']))
    n.t(rng.choice(['Non-smoker. ', 'Ex-smoker (20 pack-years). ', 'Smokes 10/day. ', 'Never smoked. ', 'Vapes. ']))
    n.t(rng.choice(['Alcohol ~6 units/wk.', 'Alcohol 14 units/week.', 'Teetotal.', 'EtOH: social.', 'No alcohol.']))
    n.t('\n')
    return parts


def fhx(n, c):
    rng = n.rng
    if not c['fhx']:
        n.t(rng.choice(['FHx: nil bowel cancer.\n', 'Family history: no known colorectal cancer.\n', 'FHx: NIL\n']))
        return
    rel = rng.choice(['mother', 'father', 'sister', 'brother', 'maternal aunt', 'paternal uncle'])
    age = rng.randint(41, 84)
    form = rng.choice(['FHx: {rel} - bowel cancer aged {a}.\n', 'FHx: {rel} had Dukes\' C colon cancer at {a}.\n', 'Family history: {rel} diagnosed with colorectal cancer at {a}.\n',
                       'FHx: {rel} CRC (age {a}); no known Lynch syndrome.\n', 'FHx: {rel} died of bowel ca at {a}.\n'])
    n.f(form, rel=rel, a=(str(age), 'AGE'))


def meds(n, c, heading='Medications'):
    lst = list(c['meds'])
    if c['anticoag']:
        lst.append(c['anticoag'])
    if not lst:
        n.t(heading + ': none regular\n')
        return
    n.t(heading + ':\n')
    for m in lst:
        n.t('- ' + m + '\n')


def anticoag_plan(n, c):
    rng = n.rng
    ac = c['anticoag']
    if not ac:
        return
    name = ac.split()[0]
    if name in ('apixaban', 'rivaroxaban', 'edoxaban', 'dabigatran'):
        n.t('Anticoagulation: %s - omit for 2 days before the procedure (BSG/ESGE 2021), restart the day after if no '
            'bleeding concern.\n' % name)
    elif name == 'warfarin':
        n.t('Anticoagulation: warfarin - INR check 1 week prior; stop 5 days before if polypectomy anticipated. '
            'Bridging not required (low thrombotic risk) - discussed with anticoagulation clinic.\n')
    else:
        n.t('Antiplatelet: %s - stop 7 days prior; continue aspirin. Discussed with cardiology registrar.\n' % name)
    if rng.random() < 0.3:
        n.t('Written instructions given with prep pack.\n')


def comorbid(n, c, heading='PMH'):
    if not c['comorbid']:
        n.t(heading + ': nil significant\n')
        return
    n.t(heading + ':\n')
    for x in c['comorbid']:
        n.t('- ' + x + '\n')
    if 'permanent pacemaker' in c['comorbid'] or 'ICD in situ' in c['comorbid']:
        n.f('  Device: ' + n.rng.choice(PC.CARDIAC_DEVICES) + ', serial {pm_sn} - cardiac physiology to review '
            'before diathermy.\n')


def cc_line(n, c, who=('gp',)):
    n.t('cc: ')
    first = True
    for k in who:
        if not first:
            n.t('; ')
        first = False
        if k == 'gp':
            n.f('Dr {gp:full}, {practice}, {practice_addr:inline}')
        elif k == 'pt':
            n.f('{pt_title} {pt:full} (patient)')
        elif k == 'ssp':
            n.f('{ssp:full}, {ssp_abbr}, {centre}')
        elif k == 'endo':
            n.f('Dr {endo:full}, {centre}')
    n.t('\n')


def lic(c, key):
    return c.get(key + '_lic')
