"""Genres: rheumatology new patient consult; telehealth follow-up visit."""
from common import Ph, pick, chance, sample, join_list
import fmt
import clin
import blocks
import pools_places as PL


def pmh_list(nb, c, k=None):
    r = c.rng
    items = sample(r, clin.PMH, k or r.randint(2, 5))
    for it in items:
        nb.add(pick(r, ['- ', '* ', '  ']), it)
        if chance(r, 0.35):
            y = c.ago(400, 9000)
            op = pick(r, [' (', ' (dx ', ' - since '])
            nb.add(op, pick(r, [c.yr, c.my])(y), ')' if '(' in op else '')
        nb.add('\n')


def med_list(nb, c, extra=()):
    r = c.rng
    meds = list(extra) + sample(r, clin.HOME_MEDS, r.randint(1, 4))
    for m in meds:
        nb.add(pick(r, ['- ', '  ', '* ']), m, '\n')


def social(nb, c, born=True):
    r = c.rng
    if c.age >= 66 and chance(r, 0.6):
        op = pick(r, [' (previously at ', ', formerly with '])
        nb.add('Retired ', Ph(c.prof, 'PROFESSION'), op, Ph(c.employer, 'ORGANIZATION'), ')' if '(' in op else '', '. ')
    else:
        nb.add(pick(r, ['Works as a ', 'Employed as a ', 'Works full-time as a ', 'Part-time ']),
               Ph(c.prof, 'PROFESSION'))
        nb.add(pick(r, [' at ', ' with ', ' for ']), Ph(c.employer, 'ORGANIZATION'), '. ')
    nb.add('Lives in ', Ph(c.city, 'CITY'), ' with ', blocks.fam_mention(c))
    if chance(r, 0.4):
        nb.add(' (', 'she' if c.fam.sex == 'F' else 'he', ' is a ',
               Ph(pick(r, PL.PROFESSIONS), 'PROFESSION'), ')')
    nb.add('. ')
    nb.add(clin.fill(r, pick(r, clin.SMOKE)), ' ', pick(r, clin.ETOH))
    if born and chance(r, 0.45):
        nb.add(' Born in ', c.country_ph(pick(r, PL.COUNTRIES)), ', moved to ',
               c.country_name(), ' in ', c.yr(c.ago(2000, 12000)), '.')
    if chance(r, 0.25):
        nb.add(' Recent travel to ', c.country_ph(pick(r, PL.TRAVEL)), ' in ', c.my(c.ago(30, 200)), '.')
    nb.add('\n')


def family_hx(nb, c):
    r = c.rng
    k = r.randrange(4)
    if k == 0:
        nb.add(pick(r, ['Mother', 'Maternal aunt', 'Father']), ' had rheumatoid arthritis')
        if chance(r, 0.5):
            nb.add(', died at ', Ph(str(r.randint(58, 91)), 'AGE'))
        nb.add('. ')
    elif k == 1:
        nb.add('Sister ', c.person('FAMILY', 'F', last=c.pt.last if chance(r, 0.5) else None).fn(),
               ' (', Ph(str(max(18, c.age + r.randint(-8, 8))), 'AGE'), ') has psoriasis. ')
    elif k == 2:
        nb.add('No family history of autoimmune disease. ')
    else:
        nb.add('Father died at ', Ph(str(r.randint(55, 88)), 'AGE'), ' of MI; brother with gout. ')
    nb.add(pick(r, ['Two children, both well.', 'No children.', 'Three adult children.', '']), '\n')


def consult(nb, c):
    r = c.rng
    dzk = pick(r, clin.DZ_KEYS)
    dz = clin.DZ[dzk]
    blocks.letterhead(nb, c, dept=pick(r, ['Division of Rheumatology', 'Rheumatology Service', 'Arthritis Program',
                                           'Department of Medicine - Rheumatology', False]))
    nb.add(pick(r, ['RHEUMATOLOGY CONSULTATION - NEW PATIENT', 'New Patient Consultation (Rheumatology)',
                    'RHEUMATOLOGY NEW CONSULT', 'Consultation Report']), '\n\n')
    blocks.banner(nb, c, addr=chance(r, 0.3))
    nb.add('Referring physician: ', c.dr(c.gp, style=pick(r, [0, 1, 3])), ', ', Ph(c.gp_prac, 'HOSPITAL'))
    if chance(r, 0.5):
        nb.add('  Fax ', c.fax())
    nb.add('\n')
    ref_date = c.ago(20, 160)
    nb.add('Referral received: ', c.d(ref_date), '\n\n')
    letter = chance(r, 0.45)
    if letter:
        nb.add('Dear ', c.drt(), ' ', c.gp.ln(), ',\n\n')
        nb.add('Thank you for referring ', c.ttl(), ' ', c.pt.full(), ', a ', c.age_ph(), '-year-old ',
               pick(r, ['', 'right-handed ', 'left-handed ']), Ph(c.prof, 'PROFESSION'), ' from ',
               Ph(c.city, 'CITY'), ', whom I saw in clinic on ', c.dlong(c.date), ' regarding ',
               dz['ref'], '.\n\n')
    else:
        nb.add('REASON FOR REFERRAL\n', dz['ref'].capitalize(), '.\n\n')
    nb.add('HISTORY OF PRESENT ILLNESS\n')
    sx = sample(r, dz['sx'], min(4, len(dz['sx'])))
    if not letter:
        if c.pt.nick and chance(r, 0.7):
            nb.add(c.pt.fn(), ' (prefers "', c.pt.nk(), '")')
        else:
            nb.add(c.pt.fn() if chance(r, 0.3) else [c.ttl() + ' ', c.pt.ln()])
        nb.add(' is a ', c.age_ph(),
               pick(r, ['-year-old ', ' y/o ', ' yo ']), c.sexw('woman', 'man'), ' ')
        nb.add(pick(r, ['referred for ', 'seen today for ', 'who presents with ']), dz['ref'], '. ')
    onset = c.ago(60, 900)
    nb.add(c.sexw('She', 'He'), ' reports ', clin.fill(r, sx[0]), ' beginning in ', c.my(onset), '. ')
    nb.add('Since then ', c.sexw('she', 'he'), ' has also noticed ', clin.fill(r, sx[1]))
    if len(sx) > 2:
        nb.add(' and ', clin.fill(r, sx[2]))
    nb.add('. ')
    if chance(r, 0.5):
        ed = c.ago(10, 50)
        nb.add('Seen at ', Ph(c.hosp, 'HOSPITAL'), ' ED on ', c.d(ed), ' and given ',
               pick(r, ['a 5-day course of prednisone 30 mg', 'naproxen and colchicine', 'IM ketorolac',
                        'a short course of prednisolone 20 mg']), ' with ', pick(r, ['partial', 'good', 'no']),
               ' response. ')
    if chance(r, 0.4):
        nb.add('Symptoms affect ', c.sexw('her', 'his'), ' work as a ', Ph(c.prof, 'PROFESSION'),
               '; off work since ', c.d(c.ago(5, 60)), '. ')
    nb.add('\n\n')
    nb.add('PAST MEDICAL HISTORY\n')
    pmh_list(nb, c)
    nb.add('\nMEDICATIONS\n')
    med_list(nb, c)
    nb.add('\nALLERGIES: ', pick(r, clin.DRUG_ALLERGY), '\n\n')
    nb.add('FAMILY HISTORY\n')
    family_hx(nb, c)
    nb.add('\nSOCIAL HISTORY\n')
    social(nb, c)
    nb.add('\nREVIEW OF SYSTEMS\n', ' '.join(sample(r, clin.ROS_NEG, r.randint(3, 6))), '\n\n')
    nb.add('EXAMINATION\n', clin.vitals(r), '\n')
    for e in sample(r, dz['exam'], min(4, len(dz['exam']))):
        nb.add('- ', e, '\n')
    if dzk in ('RA', 'PSA'):
        nb.add('28-joint count: tender %d, swollen %d\n' % (r.randint(3, 18), r.randint(2, 14)))
    nb.add('\nINVESTIGATIONS\n', 'Bloodwork ', c.d(c.ago(7, 40)))
    if chance(r, 0.4):
        nb.add(' (', Ph(c.hosp, 'HOSPITAL'), ' lab):')
    else:
        nb.add(pick(r, [':', ' -']))
    nb.add('\n', clin.lab_table(r, dzk))
    if chance(r, 0.7):
        nb.add('XR ', pick(r, ['hands/feet', 'SI joints', 'chest', 'knees', 'pelvis']), ' (', c.d(c.ago(10, 90)),
               '): ', pick(r, ['periarticular osteopenia, no erosions', 'no acute findings',
                               'bilateral sacroiliitis grade 2', 'chondrocalcinosis of menisci',
                               'juxta-articular erosion R MTP5', 'normal']), '.\n')
    nb.add('\nIMPRESSION\n', c.age_ph(), pick(r, [' yo ', '-year-old ', ' ']),
           c.sexw(pick(r, ['F', 'woman', 'female']), pick(r, ['M', 'man', 'male'])),
           ' with ', dz['name'], '. ', dz['score'](r), '.\n\n')
    nb.add('PLAN\n')
    for n, p in enumerate(sample(r, dz['plan'], min(len(dz['plan']), r.randint(3, 5))), 1):
        nb.add('%d. %s\n' % (n, p))
    fu = c.ahead(35, 100)
    nb.add('\nFollow-up ', pick(r, ['on ', 'booked for ', 'scheduled ']), c.d(fu), ' with ',
           pick(r, ['me', 'our clinic nurse', 'the team']), '. ')
    nb.add(pick(r, ['Rheumatology nurse line: ', 'Questions: nurse line ', 'Nurse advice line ']),
           c.phone(ext=chance(r, 0.4)), '.\n')
    if chance(r, 0.3):
        nb.add('Patient information: ', Ph(fmt.org_url(r, c.site, '/' + pick(r, ['methotrexate', 'ra-basics',
                                                                                   'gout-diet', 'lupus'])), 'URL'), '\n')
    nb.add('\n')
    blocks.signature(nb, c)
    if chance(r, 0.7):
        blocks.cc(nb, c)
    return 'rheumatology new patient consult'


def telehealth(nb, c):
    r = c.rng
    dzk = pick(r, clin.DZ_KEYS)
    dz = clin.DZ[dzk]
    platform = pick(r, ['secure video', 'OTN video', 'Zoom for Healthcare', 'telephone-video hybrid',
                        'the hospital video platform'])
    nb.add(pick(r, ['VIRTUAL CARE VISIT - RHEUMATOLOGY FOLLOW-UP', 'Telehealth Follow-up Note',
                    'Video Consultation - Rheumatology', 'VIRTUAL FOLLOW-UP (VIDEO)']), '\n')
    nb.add(Ph(c.site, 'HOSPITAL'), '\n\n')
    blocks.banner(nb, c, hc=chance(r, 0.7))
    nb.add('Modality: ', platform, '\n')
    nb.add('Visit link: ', Ph(fmt.org_url(r, c.site, '/vv/' + fmt.digits(r, 6)), 'URL'), '\n')
    if chance(r, 0.8):
        nb.add('Patient connected from IP ', Ph(fmt.ip_private(r), 'IPADDR'), ' at %02d:%02d' % (r.randint(8, 16), r.randrange(60)))
        if chance(r, 0.6):
            nb.add(', portal user ', Ph(fmt.username(r, c.pt.first, c.pt.last), 'USERNAME'))
        nb.add('\n')
    if chance(r, 0.6):
        nb.add('Session ID: ', Ph('VS-' + fmt.digits(r, 7), 'IDNUM'), '\n')
    nb.add('\nPatient location during visit: ', pick(r, ['home', "a relative's home", 'workplace (private office)',
                                                        'parked car']), ' in ', Ph(c.city, 'CITY'))
    if c.country == 'CA':
        nb.add(', ', Ph(c.prov_ab, 'STATE'))
    nb.add('. Identity confirmed with name, DOB and ', pick(r, ['health card number' if c.country == 'CA' else 'NHI', 'address', 'postcode']),
           '. Verbal consent for virtual care obtained.\n')
    if chance(r, 0.5):
        nb.add('Also present: ', blocks.fam_mention(c), ', with the patient\'s permission.\n')
    last = c.ago(60, 200)
    nb.add('\nINTERVAL HISTORY\nKnown ', dz['name'], ' (diagnosed ', c.my(c.ago(400, 4000)), '). Last seen ',
           c.d(last), '. ')
    state = pick(r, ['doing well', 'having more pain', 'flaring over the last 3 weeks', 'feeling stable',
                     'tolerating treatment with mild nausea'])
    nb.add(c.sexw('She', 'He'), ' reports ', state, '. ')
    sx = pick(r, dz['sx'])
    nb.add('Ongoing: ', clin.fill(r, sx), '. ')
    if chance(r, 0.5):
        hol = pick(r, ['Christmas', 'the holidays', 'Easter', 'a trip', 'Boxing Day',
                       'Thanksgiving' if c.country == 'CA' else 'Waitangi Day'])
        nb.add('Missed ', pick(r, ['one dose', 'two doses', '3 doses']), ' over ',
               hol if hol.startswith(('the', 'a ')) else Ph(hol, 'DATE'), '. ')
    if chance(r, 0.4):
        nb.add('Had a chest infection treated by ', c.dr(c.gp, style=0), ' on ', c.dshort(c.ago(10, 40)),
               '; ', pick(r, ['held', 'continued']), ' medication for a week. ')
    nb.add('\n\nCURRENT MEDICATIONS\n')
    for m in clin.current_meds(r, dz):
        nb.add('- ', m, '\n')
    nb.add('\nRECENT RESULTS (', c.d(c.ago(3, 20)), ')\n', clin.lab_table(r, dzk, n=3))
    nb.add('\nPatient-reported: pain %d/10, global %d/10, HAQ-DI %.3f\n' % (r.randint(1, 9), r.randint(1, 9), r.randint(0, 24) / 8.0))
    nb.add('\nASSESSMENT AND PLAN\n', pick(r, ['Low disease activity; continue current therapy.',
                                              'Active disease; escalate treatment as below.',
                                              'Stable. No change to medications.',
                                              'Possible flare - in-person exam needed.']), '\n')
    for p in sample(r, clin.FU_PLAN, 2):
        nb.add('- ', p, '\n')
    nb.add('- Next visit ', pick(r, ['in person', 'by video', 'by phone']), ' on ', c.d(c.ahead(40, 120)))
    if chance(r, 0.5):
        nb.add(' at ', Ph(c.clinic, 'HOSPITAL'))
    nb.add('\n- Requisition sent to ')
    if chance(r, 0.5):
        nb.add('patient portal')
    else:
        nb.add('e-mail ', Ph(c.pt.email, 'EMAIL'))
    tt = r.randint(15, 35)
    nb.add('\n\nTotal time %d minutes, of which %d minutes by video.\n\n' % (tt, tt - r.randint(2, 10)))
    blocks.signature(nb, c, esign=True)
    if chance(r, 0.6):
        blocks.audit(nb, c)
    return 'telehealth follow-up visit'
