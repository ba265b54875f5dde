"""Genres: histopathology report, polyp surveillance letter, colorectal
MDT outcome (own addition)."""
from core import (newdoc, pick, chance, rint, wpick, add_days, add_months,
                  workday, digits, letters, frag, join, rtime, tadd, some)
import world
import people
import clin
from blocks import (Ctx, letterhead, pt_letter_address, dear, ids_line,
                    hp_frags, sex_word, signoff, cc_gp, maybe_typo, addr_block)

MACRO = ['%d fragment(s) of pale tan tissue, %d-%d mm. All embedded (%s1).',
         'A polypoid piece of tissue %d x %d x %d mm with a cauterised base, inked and bisected. '
         'All embedded (%s1-2).',
         'A single polyp %d mm in maximum dimension on a short stalk %d mm; stalk margin inked. '
         'Serially sliced, all embedded (%s1-3).',
         'Multiple fragments, aggregate %d x %d x %d mm. All embedded (%s1-%s3).']

MICRO = {
    'adenoma': 'Sections show colonic mucosa with a tubular adenoma displaying low-grade dysplasia '
               '(crowded pencillate nuclei, preserved polarity). No high-grade dysplasia or invasion.',
    'adenoma-hgd': 'There is an adenoma with foci of high-grade dysplasia (cribriform architecture, '
                   'loss of polarity). No invasion through the muscularis mucosae is seen.',
    'ssl': 'Serrated architecture extending to the crypt bases with basal dilatation and '
           'horizontal (L-/inverted T-shaped) crypts, in keeping with a sessile serrated lesion. '
           'No cytological dysplasia.',
    'ssl-d': 'Sessile serrated lesion with a separate focus of conventional-type dysplasia.',
    'hp': 'Serration confined to the upper crypts; features of a microvesicular hyperplastic polyp.',
    'tsa': 'Villiform polyp with eosinophilic cytoplasm and ectopic crypt foci: traditional '
           'serrated adenoma.',
    'ca': 'Moderately differentiated adenocarcinoma invading into submucosa, arising in a '
          'tubulovillous adenoma.',
    'inflam': 'Inflammatory-type polyp with granulation tissue; no dysplasia.',
    'normal': 'Normal colonic mucosa only; levels examined. No polyp identified.',
}


def histo_report(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(45, 86))
    hosp = people.hospital(c, p.addr.region)
    endo = people.staff(c, 'endo')
    path = people.staff(c, 'path')
    us = c in ('US', 'CA')
    coll = add_days(ref, -rint(3, 12))
    recd = add_days(coll, rint(0, 2))
    ogd = chance(0.2)
    letterhead(d, ctx, hosp, dept=pick(['Department of Pathology & Laboratory Medicine',
                                        'Anatomic Pathology'] if us else
                                       ['Department of Cellular Pathology', 'Histopathology',
                                        'Anatomical Pathology', 'Laboratory Medicine - Histology']),
               fax=chance(0.7))
    if us and chance(0.6):
        d.ln('CLIA #: {}   Laboratory Director: {}', ('LICENSE', digits(2) + 'D' + digits(7)),
             people.staff(c, 'path').sig('full'))
    d.ln()
    d.ln('SURGICAL PATHOLOGY REPORT' if us else pick(['HISTOPATHOLOGY REPORT', 'Histology Report',
                                                      'CELLULAR PATHOLOGY REPORT']))
    labno = pick(['H', 'S', 'HS']) + '%02d' % (ref.year % 100) + pick(['-', '/', '']) + digits(5)
    d.ln(('Accession #: {}' if us else 'Lab No: {}'), ('IDNUM', labno))
    d.ln('Patient: {}   Sex: %s' % sex_word(p), p.n(pick(['LF', 'LFU', 'Lf'])))
    d.ln('DOB: {} (%s)   {}' % pick(['Age {}', '{}y']).replace('{}', '%s') % '{}', ctx.S(p.dob),
         p.age(ref), ids_line(p, sep='   '))
    d.ln('Requested by: {}   Location: %s' % pick(['Endoscopy', 'Endoscopy Unit', 'GI Lab',
                                                   'Day Unit']), endo.t(pick(['L', 'iL', 'full'])))
    d.ln('Collected: {}   Received: {}   Reported: {}', ctx.S(coll), ctx.S(recd), ctx.S(ref))
    d.ln()
    if ogd:
        specs = [(pick(['Oesophagus 32-36 cm (Seattle)', 'Gastric antrum + body (Sydney)',
                        'D2 biopsies x4', 'Gastric ulcer edge x6']), None)
                 for _ in range(rint(1, 3))]
        d.ln('Clinical details: OGD. %s' % pick(clin.INDICATIONS['ogd']))
    else:
        polyps = [clin.polyp(i + 1) for i in range(rint(1, 4))]
        specs = [('Polyp, %s (%d cm), %s' % (q['site'], q['cm'], q['tech'].split(',')[0]), q)
                 for q in polyps]
        d.ln('Clinical details: %s. %d polyp(s) removed, largest %d mm. %s' % (
            pick(clin.INDICATIONS['colon']), len(polyps), max(q['size'] for q in polyps),
            pick(['? adenoma', '?SSL', 'NICE 2', 'Please assess margins', ''])))
    d.ln()
    d.ln('SPECIMENS')
    letters_ = 'ABCDEF'
    for i, (lab, _) in enumerate(specs):
        d.ln('%s: %s' % (letters_[i], lab))
    d.ln()
    d.ln('MACROSCOPY')
    for i, (lab, q) in enumerate(specs):
        L = letters_[i]
        if chance(0.3):
            d.w('%s. Received in formalin labelled "{} - %s". ' % (L, lab.split(',')[0].lower()),
                p.n(pick(['LI', 'Li', 'LU'])))
            L_ = ''
        else:
            L_ = '%s. ' % L
        m = pick(MACRO)
        k = m.count('%d')
        nums = sorted([rint(2, 9) for _ in range(k)], reverse=True) if q is None else \
            [q['size']] + [rint(2, max(3, q['size'])) for _ in range(k - 1)]
        if m.startswith('%d fragment'):
            nums = [rint(1, 6), rint(1, 3), rint(3, 8)]
        vals = tuple(nums) + tuple([L] * m.count('%s'))
        d.ln(L_ + m % vals)
    if chance(0.5):
        d.ln('(Dissected by {})', people.staff(c, 'hca').n(pick(['ini', 'iL'])))
    d.ln()
    d.ln('MICROSCOPY')
    kinds = []
    for i, (lab, q) in enumerate(specs):
        if q is None:
            d.ln('%s. %s' % (letters_[i], pick(clin.HIST_DX_OGD)))
        else:
            kinds.append(q['kind'])
            d.ln('%s. %s' % (letters_[i], MICRO[q['kind']]))
            if q['kind'] not in ('hp', 'normal', 'inflam'):
                d.ln('   Margins: %s' % pick(['deep and lateral margins clear (>1 mm)',
                                             'not assessable (fragmented)',
                                             'diathermied deep margin clear, lateral margin '
                                             'involved by adenoma', 'clear']))
    d.ln()
    d.ln('DIAGNOSIS' if chance(0.5) else 'CONCLUSION')
    for i, (lab, q) in enumerate(specs):
        if q is None:
            d.ln('%s. %s: see microscopy.' % (letters_[i], lab))
        else:
            d.ln('%s. %s: %s, %d mm.' % (letters_[i], q['site'].capitalize(), q['hist'], q['size']))
    if 'ca' in kinds:
        d.ln()
        d.ln('Polyp cancer dataset: pT1; Haggitt level %d; Kikuchi sm%d; grade: %s; LVI: %s; '
             'tumour budding: %s; deep margin %.1f mm.' % (
                 rint(1, 4), rint(1, 3), pick(['well/moderate', 'moderately differentiated', 'poor']),
                 pick(['not identified', 'present (D2-40)']), pick(['Bd1 (low)', 'Bd2', 'Bd3 (high)']),
                 rint(0, 30) / 10))
        d.ln('Mismatch repair IHC: %s' % pick(['MLH1, PMS2, MSH2, MSH6 retained (pMMR).',
                                               'loss of MLH1 and PMS2 - BRAF V600E testing '
                                               'requested.', 'MSH2/MSH6 loss - ? Lynch syndrome; '
                                               'refer to clinical genetics.']))
        d.ln('Case to be discussed at colorectal MDT.')
    if not ogd and chance(0.5):
        nad = sum(1 for k in kinds if k.startswith('adenoma') or k in ('ssl', 'ssl-d', 'tsa'))
        d.ln()
        d.ln('Summary: %d premalignant polyp(s); %s.' % (
            nad, 'advanced features present' if any(k in ('adenoma-hgd', 'ca', 'ssl-d') for k in kinds)
            or any((q or {}).get('size', 0) >= 10 for _, q in specs) else 'no advanced features'))
    if chance(0.6):
        d.ln()
        d.ln('SNOMED: %s' % ' '.join(some(['T67000', 'M81400', 'M82110', 'T68000', 'M72040',
                                           'M82130', 'T63000', 'M40000'], rint(2, 3))))
    d.ln()
    d.ln('Reported by: {}, %s' % path.job, path.sig('full'))
    if path.lic and chance(0.7):
        d.ln('%s: {}' % path.lic[0], ('LICENSE', path.lic[1]))
    d.ln('Authorised: {} %s' % ctx.t24(rtime(9, 18, 1)), ctx.S(ref))
    if chance(0.3):
        d.ln('Second opinion: {} (agrees)', people.staff(c, 'path').t('full'))
    if chance(0.5):
        d.ln('Copy to: {}; {}, {}', endo.t('L'), p.gp.t('L'), p.practice.n())
    return d


# ------------------------------------------------------------------ surveillance
def surveillance_letter(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref)
    hosp = people.hospital(c, p.addr.region)
    endo = people.staff(c, 'endo')
    writer = people.staff(c, 'ssp') if c == 'UK' and chance(0.6) else endo
    proc_d = add_days(ref, -rint(14, 40))
    n = rint(1, 7)
    big = chance(0.3)
    to_gp = chance(0.3)
    if c == 'US':
        cat = pick([('1-2 tubular adenomas < 10 mm', 84), ('3-4 tubular adenomas < 10 mm', 48),
                    ('5-10 adenomas', 36), ('an adenoma of 10 mm or more', 36),
                    ('small hyperplastic polyps only', 120)])
        gl = 'US Multi-Society Task Force (2020)'
    elif c in ('AU', 'NZ'):
        cat = pick([('1-2 small adenomas', 60), ('3-4 adenomas', 36), ('an advanced adenoma', 36),
                    ('a large sessile serrated lesion', 36)])
        gl = pick(['NHMRC (2018) clinical practice guidelines',
                   'National Bowel Screening Programme surveillance guidance'])
    else:
        cat = pick([('high-risk findings (2 or more premalignant polyps including an advanced '
                     'polyp)', 36), ('5 or more premalignant polyps', 36),
                    ('a polyp 20 mm or larger removed in pieces', 12), ('low-risk findings', 0)])
        gl = pick(['BSG/ACPGBI/PHE post-polypectomy surveillance guidelines (2020)',
                   'national post-polypectomy guidance (BSG 2020)'])
    due = add_months(proc_d, cat[1]) if cat[1] else None
    letterhead(d, ctx, hosp, dept=pick(['Endoscopy Unit', 'Bowel Cancer Screening Centre',
                                        'Gastroenterology Department', 'GI Endoscopy']),
               fax=chance(0.5), web=world.url(pick(['endoscopy', 'patients/colonoscopy'])) if chance(0.3) else None)
    d.ln()
    d.ln('{}', ctx.L(ref))
    d.ln()
    if to_gp:
        d.ln('{}', p.gp.t(pick(['full', 'iL'])))
        d.ln('{}', p.practice.n())
        addr_block(d, p.practice.addr)
        d.ln()
        d.ln('Dear {},', p.gp.t('L'))
        d.ln()
        d.ln('Re: {}, DOB {}, {}', p.n(pick(['full', 'fmi', 'LF'])), ctx.S(p.dob), ids_line(p, sep=', '))
        d.ln('{}', p.addr.inline())
        d.ln()
        d.ln('Your patient had a colonoscopy on {} at {}. %d polyp(s) were removed; histology '
             '(lab no {}) showed %s.' % (n, cat[0]), ctx.S(proc_d), hosp.n(),
             ('IDNUM', 'H' + digits(2) + '-' + digits(5)))
    else:
        d.ln(pick(['PRIVATE AND CONFIDENTIAL', 'Private & Confidential', '']))
        pt_letter_address(d, ctx, p, country=chance(0.05))
        d.ln()
        d.ln('{}', ids_line(p))
        d.ln()
        d.ln('{}', dear(p, ctx))
        d.ln()
        d.ln(pick(['Your colonoscopy results', 'Results of your recent colonoscopy',
                   'Re: Polyp results and follow-up']))
        d.ln()
        d.ln(maybe_typo('You had a colonoscopy on {} at {}. During the test we removed %d polyp%s. '
                        'Polyps are small growths on the lining of the bowel. They have now been '
                        'looked at under a microscope.' % (n, '' if n == 1 else 's')),
             ctx.L(proc_d), hosp.n())
        d.ln()
        d.ln('The results show %s. %s' % (cat[0], pick([
            'There was no sign of cancer.', 'None of the polyps contained cancer.',
            'These polyps were completely removed.'])))
    d.ln()
    if due:
        d.ln('Based on the %s, we recommend a surveillance colonoscopy in %s, around {}. '
             'We will write to %s nearer the time.' % (
                 gl, '%d years' % (cat[1] // 12) if cat[1] >= 24 else '%d months' % cat[1],
                 'the patient' if to_gp else 'you'), ctx.MY(due))
    else:
        d.ln('Based on the %s, no surveillance colonoscopy is needed. %s will be invited for '
             'routine screening again if still in the eligible age range.' % (
                 gl, 'The patient' if to_gp else 'You'))
    if due and chance(0.4):
        d.ln()
        age_then = str(p.age(ref)[1])
        d.ln('Please note: %s will be {} at that time; we will review fitness before booking.'
             % ('the patient' if to_gp else 'you'), ('AGE', str(int(age_then) + max(1, cat[1] // 12))))
    if big and c == 'UK':
        d.ln()
        d.ln('Because one polyp was removed in pieces, a site check colonoscopy is also advised at '
             '2 to 6 months (around {}).', ctx.MY(add_months(proc_d, 4)))
    d.ln()
    d.ln('If %s develop%s symptoms such as bleeding from the back passage, a change in bowel habit '
         'or weight loss before then, please %s.' % (
             'the patient' if to_gp else 'you', 's' if to_gp else '',
             'refer in the usual way' if to_gp else 'see your GP'))
    if chance(0.4) and not to_gp:
        d.ln('You can view your results online at {}.', ('URL', world.url('myresults')))
    d.ln()
    d.ln('If you have any questions please contact %s on {}.' % pick(
        ['the endoscopy unit', 'the screening office', 'us', 'the GI nurse line']),
         ('PHONE', world.phone(c, 'land', hosp.addr.region) + (world.ext() if chance(0.4) else '')))
    signoff(d, ctx, writer)
    if writer is not endo:
        d.ln('On behalf of {}', endo.sig('full'))
    if not to_gp and chance(0.7):
        d.ln()
        cc_gp(d, ctx, p, full=chance(0.5))
    return d


# ------------------------------------------------------------------ MDT
def mdt_outcome(c, ref):
    ctx = Ctx(c, ref)
    d = newdoc(c)
    p = people.Patient(c, ref, ages=(42, 92))
    hosp = people.hospital(c, p.addr.region)
    other = people.hospital(c, p.addr.region)
    chair = people.staff(c, 'surgeon')
    coord = people.staff(c, 'coord')
    cns = people.staff(c, 'cns')
    rad = people.staff(c, 'radiol')
    path = people.staff(c, 'path')
    onc = people.staff(c, 'oncol')
    endo = people.staff(c, 'endo')
    colo_d = add_days(ref, -rint(10, 30))
    ct_d = add_days(colo_d, rint(3, 12))
    d.ln(pick(['GI TUMOR BOARD - SUMMARY', 'Colorectal Tumor Board', 'Multidisciplinary '
               'Cancer Conference - Colorectal'] if c in ('US', 'CA') else
              ['COLORECTAL CANCER MDT - OUTCOME', 'Lower GI Multidisciplinary Team Meeting',
               'COLORECTAL MDM OUTCOME SUMMARY', 'Colorectal MDM']))
    d.ln('{} - meeting of {}', hosp.n(), ctx.L(ref))
    d.ln('Chair: {}   Coordinator: {}', chair.t('full'), coord.n(pick(['full', 'iL'])))
    d.ln()
    d.ln('Patient: {}   DOB: {}   Age: {}   Sex: %s' % sex_word(p), p.n(pick(['LF', 'full', 'LFU'])),
         ctx.S(p.dob), p.age(ref))
    d.ln('{}', ids_line(p))
    d.ln('Referral route: %s   Referring: {}' % pick(['Bowel screening (FIT+)', 'USC/2WW',
                                                     'Emergency presentation', 'Routine GP',
                                                     'Surveillance']), p.gp.t('iL'))
    d.ln('Cancer pathway day: %d   Target treatment date: {}' % rint(18, 55),
         ctx.S(add_days(ref, rint(7, 28))))
    d.ln()
    d.ln('CLINICAL SUMMARY')
    site = pick(['sigmoid colon', 'rectum (upper third)', 'rectum (lower third)', 'caecum',
                 'ascending colon', 'descending colon', 'hepatic flexure', 'rectosigmoid'])
    d.ln(maybe_typo('FIT %d. Colonoscopy {} ({}): %d mm %s tumour in the %s at %d cm, biopsied and '
                    'tattooed. %s' % (
                        rint(60, 1500), rint(20, 70), pick(['circumferential', 'semi-circumferential',
                                                            'ulcerated', 'polypoid']),
                        site, rint(5, 90), pick(['Scope passed.', 'Unable to pass scope.',
                                                 'Synchronous 8 mm adenoma removed from caecum.']))),
         ctx.S(colo_d), endo.t('iL'))
    d.ln('PMH: {}. PS %d. %s' % (rint(0, 3), pick(['Lives independently.', 'Lives with family.',
                                                  'Frail; uses frame.'])), join(clin.pmh(ctx, sex=p.sex), '; '))
    d.ln()
    d.ln('PATHOLOGY ({})', ('IDNUM', pick(['H', 'S']) + digits(2) + '-' + digits(5)))
    d.ln('Biopsy: %s adenocarcinoma. MMR: %s. %s' % (
        pick(['moderately differentiated', 'well differentiated', 'poorly differentiated',
              'mucinous']), pick(['proficient', 'deficient (MLH1/PMS2 loss, BRAF mutant)',
                                  'deficient (MSH2/MSH6 loss)']),
        pick(['KRAS/NRAS wild type.', 'RAS testing pending.', ''])))
    d.ln('Presented by: {}', path.t('L'))
    d.ln()
    d.ln('RADIOLOGY')
    t = pick(['T2', 'T3a', 'T3b', 'T3c', 'T4a', 'T3'])
    nn = pick(['N0', 'N1', 'N1b', 'N2'])
    m = pick(['M0', 'M0', 'M0', 'M1a (liver)', 'M1 indeterminate lung nodules'])
    d.ln('CT CAP {}: %s %s %s. %s' % (t, nn, m, pick(['No liver lesions.', '2 indeterminate 4 mm '
                                                      'lung nodules - for interval CT.',
                                                      'Segment 7 liver lesion 18 mm, for MRI liver.',
                                                      'Incidental 3.2 cm AAA.'])), ctx.S(ct_d))
    if 'rectum' in site:
        d.ln('MRI pelvis {}: mr%s, EMVI %s, CRM %s, MRF %s.' % (
            t, pick(['negative', 'positive']), pick(['clear (4 mm)', 'threatened (1 mm)']),
            pick(['clear', 'involved'])), ctx.S(add_days(ct_d, rint(1, 7))))
    d.ln('Presented by: {}', rad.t('L'))
    d.ln('CEA: %.1f ug/L' % (rint(5, 400) / 10))
    d.ln()
    d.ln('MDT DISCUSSION / OUTCOME')
    if 'rectum' in site:
        out = pick(['Neoadjuvant long-course chemoradiotherapy then restage MRI at 12 weeks.',
                    'Short-course RT followed by consolidation chemotherapy (TNT), then TME.',
                    'Proceed to anterior resection with defunctioning ileostomy.',
                    'Watch and wait pathway if clinical complete response - discuss with patient.'])
    else:
        out = pick(['For laparoscopic %s.' % pick(['right hemicolectomy', 'anterior resection',
                                                   'sigmoid colectomy', 'extended right hemicolectomy']),
                    'For robotic anterior resection.', 'Best supportive care - discuss with patient '
                    'and family.', 'For colonic stent then palliative chemotherapy.',
                    'Refer to HPB MDT for synchronous liver resection.'])
    d.ln('1. ' + out)
    d.ln('2. Surgeon: {} at {}.', chair.t(pick(['L', 'full'])) if chance(0.6) else
         people.staff(c, 'surgeon').t('full'), pick([hosp, other]).n())
    d.ln('3. Oncology review: {}%s.' % pick(['', ' - clinic next week', ' if node positive']),
         onc.t('L'))
    if chance(0.5):
        d.ln('4. Prehabilitation referral; CPET booked {}.', ctx.S(add_days(ref, rint(3, 14))))
    if chance(0.3):
        d.ln('5. Refer to clinical genetics (%s).' % pick(['dMMR', 'age under 50', 'family history']))
    d.ln()
    d.ln('Patient to be informed by: {} (CNS) - clinic {} %s' % ctx.t(rtime(9, 16, 15)),
         cns.n(pick(['full', 'G'])), ctx.S(add_days(ref, rint(1, 7))))
    if chance(0.4):
        d.ln('Key worker: {}  Tel {}  Bleep {}', cns.n('full'),
             ('PHONE', world.phone(c, 'land', hosp.addr.region)), ('PHONE', world.bleep()))
    else:
        d.ln('Key worker: {}  Tel {}', cns.n('full'),
             ('PHONE', world.phone(c, 'land', hosp.addr.region)))
    d.ln()
    att = [chair, rad, path, onc, cns, coord, endo] + [people.staff(c, pick(['surgeon', 'nurse',
                                                                             'trainee']))
                                                       for _ in range(rint(0, 3))]
    d.ln('Attendees: {}', join([a.n(pick(['full', 'iL', 'L'])) for a in att], ', '))
    if chance(0.4):
        d.ln('Outcome typed by {} (user {}) {} %s' % ctx.t24(rtime(12, 18, 1)),
             coord.n('ini'), ('USERNAME', coord.user), ctx.S(ref))
    if chance(0.3):
        d.ln('Video link: {} (host {})', ('URL', world.url('mdt/colorectal')),
             ('IPADDR', world.private_ip()))
    return d
