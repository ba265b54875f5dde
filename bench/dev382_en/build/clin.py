"""Clinical filler for hip and knee arthroplasty notes (no PHI in here, apart from helpers that take a Ctx)."""
from core import digits, letters


def art(word):
    return ('an ' if word[:1].lower() in 'aeiou' and not word.lower().startswith('uni') else 'a ') + word


def proc_name(c, style='long'):
    s, j, p = c.side, c.joint, c.proc
    if style == 'short':
        if j == 'hip':
            return '%s %s' % (s[0].upper(), c.loc['thr'])
        return '%s %s' % (s[0].upper(), 'UKR' if p == 'UKR' else c.loc['tkr'])
    if j == 'hip':
        fix = {'THR cemented': 'cemented ', 'THR uncemented': 'uncemented ', 'THR hybrid': 'hybrid '}[p]
        return '%s %stotal hip %s' % (s, fix, 'arthroplasty' if c.us else c.rng.choice(['replacement', 'arthroplasty']))
    if p == 'UKR':
        return '%s medial unicompartmental knee %s' % (s, 'arthroplasty' if c.us else 'replacement')
    return '%s total knee %s' % (s, 'arthroplasty' if c.us else c.rng.choice(['replacement', 'arthroplasty']))


def proc_code(c):
    r = c.rng
    if c.C == 'US':
        return 'CPT ' + ('27130' if c.joint == 'hip' else '27446' if c.proc == 'UKR' else '27447')
    if c.C == 'AU':
        return 'MBS item ' + ('49318' if c.joint == 'hip' else '49517' if c.proc == 'UKR' else '49518')
    if c.C == 'CA':
        return 'ICD-10-CA ' + ('M16.1' if c.joint == 'hip' else 'M17.1')
    code = {'THR cemented': 'W37.1', 'THR uncemented': 'W39.1', 'THR hybrid': 'W38.1', 'TKR': 'W40.1',
            'UKR': 'W42.1'}[c.proc]
    return r.choice(['OPCS ', 'OPCS-4 ']) + code + ' ' + r.choice(['Z94.3' if c.side == 'right' else 'Z94.2', ''])


def icd(c):
    if c.joint == 'hip':
        return 'M16.1' + ('1' if c.side == 'right' else '2') if c.us else 'M16.1'
    return 'M17.1' + ('1' if c.side == 'right' else '2') if c.us else 'M17.1'


def exam(c):
    r = c.rng
    if c.joint == 'hip':
        return r.choice([
            'Antalgic gait, %s. FFD %d deg, flexion to %d, IR nil, ER %d. Apparent LLD %s. NV intact distally.' % (
                r.choice(['Trendelenburg positive', 'Trendelenburg negative', 'no Trendelenburg lurch']),
                r.choice([0, 5, 10, 15]), r.choice([80, 90, 95, 100]), r.choice([5, 10, 20]),
                r.choice(['1 cm', 'nil', '5 mm', '1.5 cm'])),
            'Walks with a stick in the contralateral hand. Thomas test: %d deg FFD. Painful, restricted IR. '
            'Stinchfield positive. Distal pulses palpable; SLR negative.' % r.choice([5, 10, 15]),
            'BMI %.1f. Stiff painful hip: flex %d / IR 0 / ER %d / abd %d. Groin pain reproduced on FADIR. '
            'Spine unremarkable, no Lasegue sign.' % (r.uniform(22, 40), r.choice([85, 90, 100]),
                                                      r.choice([5, 10, 15]), r.choice([10, 20, 25]))])
    return r.choice([
        '%s %d deg, %s. ROM %d-%d. Small effusion, medial joint line tenderness, PFJ crepitus. Collaterals '
        'stable, Lachman negative.' % (r.choice(['Varus', 'Valgus']), r.choice([4, 6, 8, 10, 12]),
                                       r.choice(['passively correctable', 'not fully correctable']),
                                       r.choice([0, 5, 10]), r.choice([95, 100, 110, 115, 120])),
        'Antalgic gait, no stick. Fixed flexion %d deg, flexes to %d. Quads wasting. No Baker\'s cyst. '
        'Hip exam normal (no referred pain). Foot pulses present.' % (r.choice([5, 10, 15]), r.choice([90, 100, 110])),
        'BMI %.1f. Knee: ROM %d-%d, crepitus +++, %s alignment. McMurray not tested. NV intact.' % (
            r.uniform(24, 42), r.choice([0, 5, 10]), r.choice([90, 105, 115, 125]), r.choice(['varus', 'valgus', 'neutral']))])


def xray(c):
    r = c.rng
    if c.joint == 'hip':
        return r.choice(['severe loss of superior joint space with subchondral sclerosis, cysts and osteophytes '
                         '(Kellgren-Lawrence 4)', 'end-stage OA with femoral head flattening; Dorr B femur',
                         'advanced OA, Crowe I dysplasia, acetabular cysts', 'bone-on-bone OA, Tonnis grade 3'])
    return r.choice(['bone-on-bone medial compartment OA with varus, Ahlback grade 2, KL 4',
                     'tricompartmental OA, worst in the PFJ (KL 4)', 'lateral compartment collapse with valgus',
                     'medial OA with intact lateral joint space on valgus stress views (suitable for UKR)'])


def risks(c):
    r = c.rng
    base = ['infection (~1%)', 'bleeding', 'DVT/PE', 'nerve or vessel injury', 'fracture', 'need for revision',
            'medical complications including MI, stroke and death (<0.5%)', 'wound problems']
    if c.joint == 'hip':
        base += ['dislocation (~1%)', 'leg length discrepancy', 'sciatic nerve palsy', 'squeaking (ceramic)']
    else:
        base += ['stiffness (may need MUA)', 'persistent pain (~1 in 5)', 'numbness lateral to the scar',
                 'common peroneal nerve palsy']
    r.shuffle(base)
    return ', '.join(base[:r.randrange(5, len(base))])


def oxford(c, post=False):
    r = c.rng
    return r.randrange(30, 47) if post else r.randrange(6, 26)


def score_name(c):
    return 'Oxford Hip Score' if c.joint == 'hip' else 'Oxford Knee Score'


def score_abbr(c):
    return 'OHS' if c.joint == 'hip' else 'OKS'


def pmh_list(c, k=None):
    r = c.rng
    import pools as P
    k = k if k is not None else r.randrange(1, 5)
    items = r.sample(P.COMORBID, k)
    return [x for x in items]


def med_list(c, k=None):
    r = c.rng
    import pools as P
    k = k if k is not None else r.randrange(2, 7)
    pool = P.MEDS + (P.US_MEDS if c.us else [])
    return r.sample(pool, k)


# --------------------------------------------------------------------- implants
def _lot(r):
    k = r.randrange(5)
    if k == 0:
        return letters(r, 2) + digits(r, 1) + letters(r, 1) + digits(r, 2)
    if k == 1:
        return digits(r, 7)
    if k == 2:
        return '%s%s%s%s' % (letters(r, 1), digits(r, 2), letters(r, 1), digits(r, 4))
    if k == 3:
        return '%s-%s' % (digits(r, 7), digits(r, 2))
    return letters(r, 1) + digits(r, 6) + letters(r, 1)


def _sn(r):
    return r.choice(['%s-%s' % (digits(r, 4), digits(r, 5)), digits(r, 9), 'SN%s' % digits(r, 7)])


def _exp(c):
    r = c.rng
    return '%d-%02d' % (c.op.year + r.randrange(2, 6), r.randrange(1, 13))


def implants(c):
    """List of dicts: part, desc, ref, lot, sn(optional), exp.  Catalogue (REF) numbers are model numbers, not PHI."""
    r = c.rng
    sd = c.side[0].upper()
    out = []

    def comp(part, desc, ref, sn=False):
        out.append({'part': part, 'desc': desc, 'ref': ref, 'lot': _lot(r), 'sn': _sn(r) if sn else None,
                    'exp': _exp(c)})

    if c.joint == 'hip':
        cup = r.choice([46, 48, 50, 52, 54, 56, 58])
        hd = r.choice([28, 32, 36])
        if c.proc in ('THR cemented', 'THR hybrid'):
            sz = r.choice(['37.5 no.1', '44 no.1', '44 no.2', '44 no.3', '50 no.2'])
            comp('Femoral stem', 'Exeter V40 polished taper stem %s' % sz, '0580-1-%s' % digits(r, 3))
            comp('Cement restrictor', 'Hardinge-type cement restrictor size %d' % r.choice([10, 12, 14]),
                 '0333-0-%s' % digits(r, 3))
        else:
            sz = r.choice([9, 10, 11, 12, 13, 14])
            comp('Femoral stem', 'Corail %s size %d collared HA-coated' % (r.choice(['KA', 'KHO', 'KLA']), sz),
                 'L20%s' % digits(r, 3))
        if c.proc == 'THR cemented':
            comp('Acetabular cup', 'Contemporary hooded cemented cup %dmm' % cup, '6260-4-%s' % digits(r, 3))
        else:
            comp('Acetabular shell', r.choice(['Trident II Tritanium shell %dE', 'Pinnacle Gription Sector shell %dmm',
                                               'Continuum multi-hole shell %dmm']) % cup,
                 r.choice(['502-11-%sE', '1217-32-%s', '00-8757-0%s-02']) % digits(r, 2))
            comp('Liner', 'X3 polyethylene insert 0 deg %dmm ID' % hd, '623-00-%s' % digits(r, 2))
            if r.random() < 0.4:
                comp('Screw', 'Cancellous bone screw 6.5 x %dmm' % r.choice([20, 25, 30]), '2030-65%s' % digits(r, 2))
        if r.random() < 0.6:
            comp('Femoral head', 'Biolox delta ceramic head %dmm %s' % (hd, r.choice(['+0', '+4', '-4', '+1.5'])),
                 '6570-0-%s' % digits(r, 3), sn=True)
        else:
            comp('Femoral head', 'V40 CoCr head %dmm %s' % (hd, r.choice(['+0', '+4', '-4'])), '6260-9-%s' % digits(r, 3),
                 sn=r.random() < 0.3)
        if c.proc != 'THR uncemented':
            comp('Cement', r.choice(['Simplex P with tobramycin 40g', 'Palacos R+G 40g', 'Refobacin Bone Cement R 40g']),
                 '66%s' % digits(r, 4))
    elif c.proc == 'UKR':
        comp('Femoral component', 'Oxford Partial Knee femoral %s' % r.choice(['small', 'medium', 'large']),
             '1610%s' % digits(r, 2))
        comp('Tibial tray', 'Oxford tibial tray size %s %s medial' % (r.choice('ABCDE'), sd), '1595%s' % digits(r, 2),
             sn=r.random() < 0.3)
        comp('Bearing', 'Oxford anatomic bearing size %d' % r.choice([3, 4, 5, 6]), '1621%s' % digits(r, 2))
        comp('Cement', 'Palacos R+G 40g', '66%s' % digits(r, 4))
    else:
        sys_ = r.choice(['Triathlon CR', 'Triathlon PS', 'Attune PS', 'Persona CR', 'Genesis II CR', 'Legion PS'])
        sz = r.randrange(3, 9)
        comp('Femoral component', '%s femoral component size %d %s' % (sys_, sz, sd), '55%s-%s' % (digits(r, 2), digits(r, 3)))
        comp('Tibial baseplate', '%s tibial baseplate size %d' % (sys_.split()[0], sz), '55%s-%s' % (digits(r, 2), digits(r, 3)),
             sn=r.random() < 0.25)
        comp('Tibial insert', '%s insert size %d %dmm' % (sys_, sz, r.choice([9, 10, 11, 12, 13])), '5532-G-%s' % digits(r, 3))
        if r.random() < 0.6:
            comp('Patella', 'All-poly asymmetric patella %dmm' % r.choice([29, 32, 35, 38]), '5551-G-%s' % digits(r, 3))
        comp('Cement', r.choice(['Palacos R+G 40g x2', 'Simplex P 40g x2']), '66%s' % digits(r, 4))
    return out


def implant_lines(n, c, comps, style=None):
    """Render implant stickers; LOT and SN values are DEVICE spans, REF is not."""
    r = c.rng
    style = style or r.choice(['sticker', 'table', 'inline'])
    if style == 'sticker':
        for x in comps:
            n.add('[', x['part'].upper(), '] ', x['desc'], '\n   REF ', x['ref'], '   LOT ', (x['lot'], 'DEVICE'))
            if x['sn']:
                n.add('   SN ', (x['sn'], 'DEVICE'))
            n.add('   ', r.choice(['EXP ', 'Use by ', 'EXP: ']), x['exp'], '   QTY 1\n')
    elif style == 'table':
        n.add('Component            | Cat. no.      | Lot / Serial\n')
        n.add('---------------------|---------------|-------------\n')
        for x in comps:
            n.add(x['part'].ljust(21), '| ', x['ref'].ljust(14), '| ', (x['lot'], 'DEVICE'))
            if x['sn']:
                n.add(' / SN ', (x['sn'], 'DEVICE'))
            n.add('\n')
    else:
        for x in comps:
            n.add('- ', x['desc'], ' (cat ', x['ref'], ', lot ', (x['lot'], 'DEVICE'))
            if x['sn']:
                n.add(', s/n ', (x['sn'], 'DEVICE'))
            n.add(')\n')


ANALGESIA = ['paracetamol 1 g QDS', 'ibuprofen 400 mg TDS with food', 'oxycodone MR 10 mg BD (reducing)',
             'oxycodone IR 5 mg 4-hourly PRN', 'celecoxib 100 mg BD', 'codeine 30 mg QDS PRN', 'tramadol 50 mg QDS PRN',
             'laxido 1 sachet BD', 'ondansetron 4 mg PRN', 'senna 15 mg ON', 'omeprazole 20 mg OD (while on NSAID)']
VTE = ['aspirin 150 mg OD for 28 days', 'enoxaparin 40 mg SC OD for 28 days', 'rivaroxaban 10 mg OD for 14 days',
       'dalteparin 5000 units SC OD for 28 days', 'aspirin 150 mg OD x 6 weeks', 'apixaban 2.5 mg BD for 35 days',
       'TEDs + IPC while inpatient, then rivaroxaban 10 mg OD for 5 weeks']
