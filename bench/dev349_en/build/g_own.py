"""Own genres: injury documentation / body map, protection order notification."""
import frag
import pools
from core import tm

SITES = [('L periorbital', 'purple-blue bruise, swollen, eye closed'), ('R cheek', 'red-purple bruise'),
         ('anterior neck', 'linear abrasions and fingertip bruises'), ('L upper arm (medial)', '4 oval bruises, grip pattern'),
         ('R forearm (ulnar border)', 'defensive bruising'), ('scalp, occipital', 'boggy haematoma'),
         ('lower lip', 'laceration, through vermilion border'), ('L thigh', 'tramline bruise'), ('R wrist', 'circumferential red marks'),
         ('back, L flank', 'yellow-green bruise (older)'), ('R hand dorsum', 'superficial burn, blistered'),
         ('both knees', 'gravel abrasions'), ('behind L ear', 'bruise (Battle\'s sign excluded - no base of skull #)'),
         ('chest wall L', 'tender, bruised ribs 8-9'), ('R forearm', 'bite mark, 3.5 cm arc')]


def injury_doc(n, c):
    R = n.R
    n.t(R.choice(['INJURY DOCUMENTATION / BODY MAP', 'Forensic-style injury record (DA)', 'BODY MAP & PHOTOGRAPHY RECORD',
                  'Non-accidental injury documentation - adult']) + '\n')
    n.f('Patient: [PATIENT:pt_full]   {mrn_lbl}: [MRN:mrn]   DOB: [DATE:pt_dob] ([AGE:pt_age])\n')
    if R.random() < 0.5:
        n.f('[ACCOUNT:enc]'.join(['{enc_lbl}: ', '\n']))
    if R.random() < 0.5:
        n.f('{natid}\n')
    frag.ssn(n, c, ': ', 0.3)
    if R.random() < 0.5:
        n.f('Occupation: [PROFESSION:pt_job]\n' if c.people['pt'].age < 67 else 'Occupation: retired [PROFESSION:pt_job]\n')
    n.f('Examined by: {dr} [DOCTOR:edr_full]' + R.choice([' ({edr_liclbl} [LICENSE:edr_lic])', '', ', ST5 EM']) + '\n')
    n.f('Chaperone: [DOCTOR:nurse_full]' + R.choice([', RN', ' (CN)', '']) + '\n')
    n.f('Exam: [DATE:now] %s    Reported assault: [DATE:inc] approx %s\n' % (tm(R), tm(R)))
    n.f('Location: {ED} ' + R.choice(['cubicle [LOCATION_OTHER:cub]', 'Resus [LOCATION_OTHER:resus]', 'room [LOCATION_OTHER:room]']) + '\n')
    n.t('\nAccount (patient\'s words): "')
    n.f(R.choice(['He had me against the wall by my throat and I couldn\'t breathe.',
                  'She hit me with the remote and then the kettle.', 'He dragged me by my hair down the hall.',
                  '[FAMILY:pp_first] grabbed my arms and threw me on the floor.',
                  'My {rel} pushed me and I hit the radiator.', 'I was sat on and punched, I don\'t remember after that.']))
    n.t('"\n')
    n.t('\nStrangulation screen: ')
    n.t(', '.join('%s %s' % (k, R.choice(['Y', 'N', 'N', '?'])) for k in ['LOC', 'voice change', 'dysphagia',
                                                                         'incontinence', 'petechiae', 'neck pain']) + '\n')
    n.t('\n| # | Site | Description | Size (cm) | Photo ref |\n|---|---|---|---|---|\n')
    for i, (site, desc) in enumerate(R.sample(SITES, R.randint(3, 6))):
        n.t('| %d | %s | %s | %s | ' % (i + 1, site, desc, R.choice(['2 x 1', '4 x 3', '0.5 x 0.5', '6 x 2', '3 x 3', '1.5'])))
        n.f('[IDNUM:p]' if R.random() < 0.6 else 'n/a', p='%s-%02d' % (c.get('photo', n), i + 1))
        n.t(' |\n')
    n.t('\nInvestigations: ')
    n.t(R.choice(['CT angiogram neck - no vascular injury.', 'x-ray L hand: # 5th metacarpal neck.',
                  'CT head: no acute intracranial pathology.', 'no imaging indicated.']) + ' ')
    frag.hardneg(n, c, 1)
    n.t('\n')
    if R.random() < 0.35:
        lbl, val = c.get('meddev', n)
        n.f('Note: patient has an implanted device (' + lbl + ' [DEVICE:v]) - MRI unsafe unless checked.\n', v=val)
    n.t('\nPhotography: ')
    n.f('taken by [DOCTOR:%s_full] with department camera SN [DEVICE:cam_sn]; ' % R.choice(['nurse', 'edr', 'mw']))
    n.f(R.choice(['uploaded to medical photography ([URL:url_epr]).', 'images stored on secure drive only.',
                  'scale ruler in all images.']) + '\n')
    n.f('Consent: photos %s; share with police %s.\n' % (R.choice(['yes', 'yes (verbal)', 'yes - written']),
                                                      R.choice(['yes', 'no - for now', 'yes, {pol_rank} [DOCTOR:pol_last] informed'])))
    if R.random() < 0.4:
        n.f('Forensic samples: fingernail scrapings (lab no. [IDNUM:lab]) handed to police; exhibit [IDNUM:exhibit].\n')
    if R.random() < 0.4:
        n.f('Interpreter used: [DOCTOR:interp_full] ({lang}).\n')
    n.f('\nSigned: [DOCTOR:edr_fl]' + R.choice(['', ' / [DOCTOR:nurse_fl]']) + '  [DATE:now]\n')


def order_notice(n, c):
    R = n.R
    n.t(R.choice(['NOTIFICATION OF PROTECTIVE ORDER - Hospital Security & Safeguarding',
                  'Court order notification (DA) - for {ED} / Security', 'PROTECTION ORDER ON FILE',
                  'Bail / order conditions - hospital notice']).replace('{ED}', c.v['ED']) + '\n')
    sep = R.choice([': ', ' - ', ':  '])
    n.f('Court' + sep + '{fam}   Case no.' + sep + '[IDNUM:court_no]\n')
    if R.random() < 0.6:
        n.f('Order no.' + sep + '[IDNUM:order_no]\n')
    n.f('Order type' + sep + '{order}   Made' + sep + '[DATE:ordm]   Expires' + sep +
        R.choice(['[DATE:ordexp]', 'until further order', '[DATE:ordexp_l]']) + '\n')
    n.f('\nProtected person' + sep + '[PATIENT:pt_full], DOB [DATE:pt_dob]\n')
    if R.random() < 0.5:
        n.f('  {mrn_lbl} [MRN:mrn]; registered at [HOSPITAL:gp_prac]\n')
    if c.kids and R.random() < 0.6:
        n.t('  Also protected: ')
        n.f(', '.join('[FAMILY:%s_first] (DOB [DATE:%s_dob])' % (k, k) for k in c.kids) + '\n')
    n.f('\nRespondent' + sep + '[FAMILY:pp_full]')
    if c.people['pp'].first in pools.NICK and R.random() < 0.6:
        n.f(' (aka [FAMILY:pp_nick])')
    n.f(', DOB [DATE:pp_dob]\n')
    n.f('  Address' + sep + '{ap}\n')
    n.f('  Description: ' + R.choice(['white male, approx 6\'1", heavy build, shaved head, tattoo L neck',
                                      'slim, 5\'9", beard, usually wears work hi-vis', 'medium build, glasses, walks with a limp',
                                      'tall, dark hair in a bun, scar R eyebrow']) + '\n')
    n.f('  Photo on file (facial image ref [BIOID:face])\n' if R.random() < 0.6 else '  No photo held\n')
    if R.random() < 0.5:
        n.f('  Driver licence [LICENSE:dl]; vehicle %s [VEHICLE:plate]\n' % R.choice(['Ford Ranger', 'Nissan Qashqai', 'Honda Civic',
                                                                                     'Toyota Hilux', 'VW Polo']))
    else:
        n.f('  Vehicle' + sep + '[VEHICLE:plate]\n')
    if R.random() < 0.4:
        n.f('  Occupation' + sep + '[PROFESSION:pp_job] at [ORGANIZATION:pp_emp]\n')
    n.t('\nConditions (summary):\n')
    conds = ['not to use or threaten violence against the protected person',
             'not to contact [PATIENT:pt_first] by any means, including by phone ([PHONE:pt_mob]) or social media',
             'not to go within 100 metres of {a1}', 'not to enter [CITY:a1_town] town centre',
             'not to attend [HOSPITAL:hosp] except for emergency treatment of {pp_pos} own',
             'not to attend [ORGANIZATION:school] or [ORGANIZATION:pt_emp]', 'to surrender firearms certificate [LICENSE:fac]',
             'to wear an electronic monitoring tag (serial [DEVICE:tag_sn])']
    for i, t in enumerate(R.sample(conds, R.randint(3, 5))):
        n.f('  %d. %s\n' % (i + 1, t))
    n.t('Power of arrest' + sep + R.choice(['YES', 'Yes', 'attached to paras 1-3', 'No']) + '\n')
    n.f('Served on respondent' + sep + '[DATE:ordm_s] by {pol_rank} [DOCTOR:pol_last]' + R.choice(['', ' ([IDNUM:pol_coll])']) + '\n')
    n.t('\nHospital actions:\n')
    n.f('- Alert added to EPR ([IDNUM:alert_id]) by [USERNAME:sg_user]\n')
    n.f('- Photo and description circulated to {ED} reception and security (ext [PHONE:sec_ext])\n')
    n.f('- If respondent attends for own treatment: inform nurse in charge, keep apart, notify police {emerg}\n')
    if R.random() < 0.5:
        n.f('- Copy of order scanned to record; original returned to [PATIENT:pt_first]\n')
    n.f('\nContact: [DOCTOR:sg_full], Safeguarding, tel [PHONE:sg_tel]' + R.choice(['', ', fax [FAX:team_fax]', ', [EMAIL:sg_email]']) + '\n')
    n.f('Received [DATE:now] by [DOCTOR:sec_full] (Security)\n')
