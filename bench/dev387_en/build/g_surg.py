"""Genres: excision operative note; histopathology report."""
import fake
import clinical
from core import Note, P
from case import staff
from common import pt_block

FLAPS = ['direct linear closure', 'rhomboid (Limberg) flap', 'V-Y advancement flap', 'bilobed flap',
         'FTSG from L supraclavicular fossa', 'FTSG from R postauricular', 'split-thickness skin graft from thigh (0.3 mm)',
         'O-to-Z rotation flap', 'keystone flap', 'Burow\'s wedge advancement']
PROBES = ['Neoprobe GDS', 'Europrobe 3', 'Navigator GPS', 'Crystal Probe SG04']
ROOM = {'UK': 'Theatre', 'IE': 'Theatre', 'AU': 'OT', 'NZ': 'Theatre', 'US': 'OR', 'CA': 'OR'}


def excision_op_note(rng, c):
    n = Note('excision_op_note', c.C, c)
    les = c.les
    anaes = staff(rng, c.C, 'Consultant Anaesthetist')
    scrub = c.nurse
    us = c.C in ('US', 'CA')
    slnb = les['slnb_offered'] and rng.random() < 0.75
    kind = rng.choice(['wle', 'wle', 'wle', 'biopsy']) if not slnb else 'wle'
    n.ln(rng.choice(['OPERATION NOTE', 'OPERATIVE REPORT' if us else 'OPERATION RECORD', 'Op note - Plastic Surgery']))
    n.ln('{}   {} {}   {}', P(c.hosp, 'HOSPITAL'), ROOM[c.C], P(str(rng.randrange(1, 14)) + rng.choice(['', '', 'A', 'B']),
                                                                 'LOCATION_OTHER'),
         P(c.ward, 'HOSPITAL') if rng.random() < 0.6 else rng.choice(['Day Surgery Unit', 'Main theatres', 'Ambulatory Surgery']))
    n.blank()
    pt_block(n, c)
    n.ln('{}: {}', c.acct[0], P(c.acct[1], 'ACCOUNT'))
    if c.C == 'US' and rng.random() < 0.35 and c.ssn:
        n.ln('SSN: {}   Ins: {} #{}', P(c.ssn, 'SSN'), P(c.insurer, 'ORGANIZATION'), P(c.member, 'HEALTHPLAN'))
    t0 = rng.randrange(8 * 60, 16 * 60)
    t1 = t0 + rng.randrange(25, 130)
    n.ln('Date of operation: {}   Knife to skin {}   Closed {}', c.D(c.date, rng.choice([None, 'wd'])),
         '%02d:%02d' % divmod(t0, 60), '%02d:%02d' % divmod(t1, 60))
    n.blank()
    n.ln('Surgeon: {}', c.plast.t('fl'))
    n.ln('Assistant: {} ({})', c.reg.t('il'), c.reg.job)
    n.ln('Anaesthetist: {}', anaes.t('il'))
    n.ln('Scrub: {}   Circulating: {}', scrub.n('fl'), staff(rng, c.C, 'Nurse', nurse=True).n('fl'))
    n.ln('Anaesthesia: {}', rng.choice(['GA (LMA)', 'GA + LA infiltration', 'LA - 1% lidocaine with adrenaline 1:200,000, 12 mL',
                                         'LA + IV sedation (midazolam 2 mg)', 'GA, ETT', 'LA: 2% lignocaine w/ adr 8 mL + 0.5% bupivacaine 5 mL']))
    n.ln('Antibiotics: {}   VTE: {}', rng.choice(['nil', 'cefazolin 2 g IV at induction', 'flucloxacillin 1 g IV', 'cephazolin 2 g']),
         rng.choice(['TEDs + IPC', 'mechanical only', 'enoxaparin 40 mg post-op', 'n/a - LA case']))
    n.blank()
    n.ln('Pre-op diagnosis: {} {} ({} {})', les['abbr'] if not les['insitu'] else 'MIS', les['site'],
         'Breslow', clinical.breslow_txt(les))
    if kind == 'wle':
        proc = 'Wide local excision %s margins, %s' % (les['wle'], les['site'])
        if slnb:
            proc += ' + sentinel lymph node biopsy, %s' % les['basin']
    else:
        proc = 'Excision biopsy 2 mm margins, pigmented lesion %s' % les['site']
    n.ln('Procedure: {}', proc)
    flap = rng.choice(FLAPS)
    n.ln('Closure: {}', flap)
    n.blank()
    n.ln('WHO checklist completed. Site marked and confirmed with patient{}.',
         rng.choice(['', ' and ' + c.nok.rel]))
    if slnb:
        ls = c.days(-1) if rng.random() < 0.6 else c.date
        n.ln('Lymphoscintigraphy {} ({}): Tc-99m {} {} MBq intradermal x4 around scar; {} node(s) in {}{}.',
             c.D(ls), rng.choice(['Nuclear Medicine', 'NM dept', 'SPECT/CT']),
             rng.choice(['nanocolloid', 'tilmanocept', 'antimony sulphide colloid']), str(rng.choice([20, 40, 40, 80])),
             str(max(les['nodes'], 1)), les['basin'], rng.choice(['', '; skin marked', '; no in-transit node']))
        n.ln('Blue dye: {}', rng.choice(['Patent Blue V 1 mL intradermal (warned re blue urine/skin tattoo)',
                                         'isosulfan blue 1 mL', 'not used (face)', 'methylene blue 1%, 1 mL']))
        n.ln('Gamma probe: {} SN {}', rng.choice(PROBES), P(fake.serial(rng, 'gamma'), 'DEVICE'))
    if rng.random() < 0.25:
        dev = rng.choice([('PPM', 'pacer'), ('ICD', 'pacer'), ('spinal cord stimulator', 'pump'), ('insulin pump', 'pump')])
        n.ln('NB {} in situ (SN {}) - bipolar diathermy only; {}.', dev[0], P(fake.serial(rng, dev[1]), 'DEVICE'),
             rng.choice(['cardiac physiologist aware', 'magnet in theatre', 'device checked post-op', 'pump removed for procedure']))
    n.blank()
    n.ln('Findings:')
    n.ln('- {} scar {} cm, {}', rng.choice(['Healed', 'Well-healed', 'Recent']), '%.1f' % (1.5 + rng.random() * 4),
         rng.choice(['no residual pigment', 'no satellite lesions', 'faint residual pigment at lateral pole', 'mild erythema']))
    if slnb:
        for i in range(max(les['nodes'], 1)):
            n.ln('- SN{}: {}, ex vivo {} counts/10 s{}', str(i + 1), rng.choice(['hot + blue', 'hot, not blue', 'hot + blue',
                                                                                 'blue only']),
                 str(rng.randrange(80, 3200)), rng.choice(['', ', firm', ', soft']))
        n.ln('- Bed residual counts {}, background {}; no palpable nodes', str(rng.randrange(5, 40)), str(rng.randrange(3, 20)))
    n.blank()
    n.ln('Procedure details:')
    if 'graft' in flap or 'FTSG' in flap:
        close = rng.choice(['Graft sutured with 4/0 Vicryl Rapide, tie-over bolster', 'Graft quilted, 5/0 Vicryl Rapide, bolster'])
    elif 'flap' in flap:
        close = rng.choice(['Flap raised and inset, 3/0 Monocryl deep, 4/0 Ethilon interrupted',
                            'Flap inset with 3/0 Vicryl deep and 4/0 Monocryl subcuticular'])
    else:
        close = rng.choice(['Closed in layers: 3/0 Vicryl deep, 4/0 Monocryl subcuticular', '3/0 Monocryl deep, 4/0 Prolene interrupted',
                            '2/0 PDS deep, 3/0 Monocryl subcuticular, Dermabond'])
    n.ln('{} marked along RSTL, {} margins measured from scar edge. Incised and excised down to {}. '
         'Specimen orientated - suture at 12 o\'clock, {}. Haemostasis with bipolar diathermy. {}.',
         rng.choice(['Ellipse', 'Fusiform ellipse', 'Lazy-S ellipse']), les['wle'] if kind == 'wle' else '2 mm',
         rng.choice(['deep fascia (preserved)', 'deep fascia (included)', 'subcutaneous fat', 'perichondrium']),
         rng.choice(['long suture lateral', 'short superior / long lateral', 'double suture medial']), close)
    if slnb:
        n.ln('SLNB: {} cm incision over hotspot, clavipectoral/cribriform fascia opened, node(s) identified with probe and dye, '
             'lymphatics clipped. {}. Closed 3/0 Vicryl, 4/0 Monocryl. {}.', str(rng.randrange(3, 6)),
             rng.choice(['No further hot nodes (>10% rule)', 'Residual activity <10% of hottest node']),
             rng.choice(['No drain', 'Size 10 Redivac drain', 'Blake drain to bulb']))
    n.ln('Dressing: {}', rng.choice(['Steri-Strips + Mepore', 'Opsite post-op visible', 'Jelonet, proflavine wool, crepe (bolster)',
                                     'Dermabond + Tegaderm', 'Kaltostat + Mefix']))
    n.ln('EBL {}. Complications: {}.', rng.choice(['minimal', '<10 mL', '20 mL']), rng.choice(['none', 'nil', 'none apparent']))
    n.blank()
    n.ln('Specimens:')
    lab = fake.accession(rng, c.date.year, 'H')
    n.ln('1. WLE {} - histology (request {})', les['site'], P(lab, 'IDNUM'))
    if slnb:
        for i in range(max(les['nodes'], 1)):
            n.ln('{}. SN{} {} - histology', str(i + 2), str(i + 1), les['basin'])
    n.blank()
    n.ln('Post-op instructions:')
    n.ln('- Simple analgesia; keep dressing dry {} h', str(rng.choice([24, 48, 48, 72])))
    n.ln('- ROS {} days {}', rng.choice(['7', '10', '10-14', '12']),
         rng.choice([['at ', P(c.practice, 'HOSPITAL')], ['with practice nurse'], ['in dressing clinic'],
                     ['by district nurse'], ['in ', P(c.ward, 'HOSPITAL'), ' dressing clinic']]))
    n.ln('- Clinic review with histology on {}', c.D(c.days(rng.randrange(10, 22))))
    if rng.random() < 0.3:
        n.ln('- Not to drive for {} h (GA); {} {} collecting', str(24 if rng.random() < 0.7 else 48), c.nok.rel, c.nok.n('f'))
    n.blank()
    n.ln('Signed: {} {} {}', c.plast.t('fl'), c.D(c.date, 'num'), '%02d:%02d' % (rng.randrange(10, 19), rng.randrange(60)))
    if c.plast.lic:
        n.ln('{} {}', c.plast.lic[0], P(c.plast.lic[1], 'LICENSE'))
    return n


def _macro(rng, les, punch=False):
    if punch:
        return ('Punch biopsy of skin %d mm in diameter and %d mm deep, with a %s pigmented surface. Bisected and all '
                'embedded (A1-A2).' % (rng.choice([3, 4, 4, 6]), rng.randrange(3, 8), rng.choice(['dark brown', 'variegated', 'black'])))
    return ('Ellipse of skin %d x %d mm to a depth of %d mm bearing a %s pigmented %s %s. Suture marks %s. '
            'Inked: blue 12-6 clockwise, black 6-12. Serially sliced into %d and all embedded (A1-A%d).' % (
                rng.randrange(15, 60), rng.randrange(6, 25), rng.randrange(3, 14),
                rng.choice(['irregular', 'variegated', 'dark brown', 'black', 'pale pink-brown']),
                rng.choice(['macule', 'papule', 'nodule', 'plaque']), les['size'],
                rng.choice(["12 o'clock", 'lateral pole', 'superior', 'none']), rng.randrange(4, 12), rng.randrange(3, 8)))


def histopathology_report(rng, c):
    n = Note('histopathology_report', c.C, c)
    les = c.les
    coll = c.days(-rng.randrange(3, 10))
    recv = fake.add_days(coll, rng.randrange(0, 2))
    lab = fake.accession(rng, c.date.year, rng.choice(['H', 'S']))
    mode = rng.choice(['primary', 'primary', 'primary', 'sln', 'nmsc'])
    if mode == 'sln' and not les['slnb_offered']:
        mode = 'primary'
    dept = rng.choice(['Department of Cellular Pathology', 'Anatomical Pathology', 'Histopathology Laboratory',
                       'Department of Pathology & Laboratory Medicine', 'Dermatopathology Service'])
    n.ln('{}, {}', dept, P(c.hosp, 'HOSPITAL'))
    if rng.random() < 0.5:
        n.ln('{}   Enquiries {}', c.hosp_addr(', '), P(fake.phone(rng, c.C, c.harea), 'PHONE'))
    n.ln(rng.choice(['HISTOPATHOLOGY REPORT', 'SURGICAL PATHOLOGY REPORT', 'Histology Report - FINAL']))
    n.blank()
    n.ln('Lab No: {}    Collected: {}    Received: {}    Reported: {}', P(lab, 'IDNUM'), c.D(coll), c.D(recv), c.D(c.date))
    pt_block(n, c)
    src = rng.choice([(c.gp, c.practice), (c.derm, c.hosp), (c.plast, c.hosp), (c.derm, c.clinic)])
    n.ln('Requesting clinician: {}   Location: {}', src[0].t('il'), P(src[1], 'HOSPITAL'))
    if rng.random() < 0.3:
        n.ln('Copy to: {}', (c.plast if src[0] is not c.plast else c.derm).t('il'))
    n.blank()
    if mode == 'nmsc':
        dx, ab = rng.choice(clinical.NMSC)
        n.ln('Clinical details: {}', rng.choice(['?BCC L nasal ala', 'enlarging keratotic lesion R hand ?SCC',
                                                  'pearly papule, ?BCC, excision', 'rapidly growing nodule ?KA ?SCC',
                                                  'scaly plaque shin ?Bowens']))
        n.ln('Specimen: skin excision, {}', les['site'])
        n.blank()
        n.ln('Macroscopy: Ellipse {} x {} x {} mm with a central {} lesion {} mm.', str(rng.randrange(10, 40)),
             str(rng.randrange(5, 15)), str(rng.randrange(3, 9)), rng.choice(['pearly', 'keratotic', 'ulcerated', 'scaly']),
             str(rng.randrange(3, 18)))
        n.ln('Microscopy: Sections show {}. {}.', dx, rng.choice(['Perineural invasion not identified', 'No LVI',
                                                                   'Tumour thickness 2.1 mm, Clark IV', 'Solar elastosis in background']))
        n.ln('Margins: peripheral {} mm, deep {} mm. {}', str(les['pm']), str(les['dm']),
             rng.choice(['Completely excised.', 'Narrowly excised.', 'Incompletely excised at deep margin.']))
        n.blank()
        n.ln('DIAGNOSIS: {}: {}.', les['site'].upper(), dx.upper() if rng.random() < 0.4 else dx)
    elif mode == 'sln':
        n.ln('Clinical details: {} {} Breslow {} - SLNB {}', les['abbr'], les['site'], clinical.breslow_txt(les), les['basin'])
        n.ln('Specimens: (A) WLE {} (B-{}) sentinel node(s), {}', les['site'], 'BCDE'[max(les['nodes'], 1) - 1], les['basin'])
        n.blank()
        n.ln('Macroscopy: (A) {}', _macro(rng, les))
        n.ln('(B) Fatty tissue with one lymph node {} mm, bisected and all embedded (step levels x5).', str(rng.randrange(6, 22)))
        n.blank()
        n.ln('Microscopy:')
        n.ln('(A) Healing scar with foreign body reaction. No residual melanoma. Margins clear.')
        if les['npos']:
            n.ln('(B) Subcapsular deposit of metastatic melanoma, maximum dimension {} mm (Rotterdam), SOX10 and Melan-A positive. '
                 'No extranodal extension.', str(les['deposit']))
        else:
            n.ln('Sentinel node(s) negative on H&E and SOX10/Melan-A immunohistochemistry at multiple levels.')
        n.blank()
        n.ln('DIAGNOSIS: {} positive sentinel node(s) of {} ({}). Re-excision: no residual tumour.', str(les['npos']),
             str(max(les['nodes'], 1)), les['N'] or 'pN0 (sn)')
    else:
        n.ln('Clinical details: "{}"', rng.choice(['changing mole ?MM', '?melanoma - dark irregular lesion ' + les['site'],
                                                   'new pigmented lesion, pt concerned', 'bleeding naevus, ?nodular MM',
                                                   'SDDI change on mole mapping - excise']))
        spec = rng.choice(['skin ellipse', 'excision biopsy', 'excision biopsy', 'punch biopsy'])
        n.ln('Specimen: {}, {}', spec, les['site'])
        n.blank()
        n.ln('Macroscopy: {}', _macro(rng, les, spec == 'punch biopsy'))
        n.blank()
        n.ln('Microscopy: {}', rng.choice([
            'Asymmetric compound melanocytic proliferation with pagetoid spread and confluent junctional nests.',
            'Poorly circumscribed lesion composed of atypical epithelioid melanocytes with dermal mitoses.',
            'Lentiginous proliferation of atypical melanocytes along the DEJ with adnexal extension over severe solar elastosis.']))
        n.blank()
        n.ln('SYNOPTIC REPORT ({})', rng.choice(['ICCR', 'RCPath dataset', 'CAP protocol', 'RCPA structured report']))
        n.ln('  Diagnosis:            {}', les['subtype'])
        n.ln('  Breslow thickness:    {}', clinical.breslow_txt(les))
        n.ln('  Ulceration:           {}', 'present' if les['ulc'] else 'absent')
        n.ln('  Mitotic count:        {}/mm2', str(les['mitoses']))
        n.ln('  Clark level:          {}', les['clark'])
        n.ln('  TILs:                 {}', les['tils'])
        n.ln('  Regression:           {}', les['regression'])
        n.ln('  LVI / PNI:            {} / {}', les['lvi'], les['pni'])
        n.ln('  Microsatellites:      {}', les['microsat'])
        n.ln('  Assoc. naevus:        {}', les['naevus'])
        n.ln('  Margins:              peripheral {} mm, deep {} mm', str(les['pm']), str(les['dm']))
        n.ln('  pTNM (AJCC 8th):      {}', les['T'])
        if rng.random() < 0.7:
            n.ln('IHC: SOX10 +, Melan-A +, HMB-45 {}, PRAME {}, Ki-67 ~{}% (dermal)', rng.choice(['patchy', 'diffuse', 'maturing']),
                 rng.choice(['diffuse +', 'positive (4+)', 'negative']), str(rng.randrange(2, 40)))
        if rng.random() < 0.35:
            n.ln('Molecular: {} (request {})', les['braf'], P('MOL%s' % fake.dg(rng, 6), 'IDNUM'))
        n.blank()
        n.ln('DIAGNOSIS: {}: {}, Breslow {}, {}.', les['site'].upper(), les['subtype'].upper(), clinical.breslow_txt(les), les['T'])
    if rng.random() < 0.4:
        n.ln('Previous: {} ({}) - {}', P(fake.accession(rng, c.date.year - rng.randrange(1, 6), 'H'), 'IDNUM'),
             c.D(c.days(-rng.randrange(200, 1800)), rng.choice(['my', 'y', None])),
             rng.choice(['dysplastic naevus, moderate atypia', 'MIS R shoulder', 'BCC nose', 'benign compound naevus']))
    n.ln('SNOMED: {}', rng.choice(['T-02000 M-87203', 'T-Y8100 M-87433', 'T-02480 M-80903', 'T-02120 M-80703']))
    n.blank()
    n.ln('Reported by: {}, {}', c.path.t('fl'), rng.choice(['Consultant Histopathologist', 'Dermatopathologist', 'Pathologist']))
    if rng.random() < 0.5:
        n.ln('Second opinion / double-reported: {}', staff(rng, c.C, 'Pathologist').t('il'))
    user = fake._ascii(c.path.first[0] + c.path.last)[:9] + str(rng.randrange(1, 9))
    n.ln('Electronically authorised by {} on {} {}', P(user, 'USERNAME'), c.D(c.date, 'num'),
         '%02d:%02d' % (rng.randrange(8, 19), rng.randrange(60)))
    if rng.random() < 0.4:
        n.ln('Typed by {}', P(c.sec.s('ini_lower').upper(), 'DOCTOR'))
    return n
