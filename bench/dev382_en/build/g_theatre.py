"""Theatre genres: operative note with implant stickers, joint registry submission form."""
import datetime

import pools as P
from core import digits, letters
from blocks import pt_line, audit, lbl, MRN_LBL, HP_LBL, ACCT_LBL, SSN_LBL
from clin import proc_name, proc_code, implants, implant_lines, VTE, icd
from g_preop import hhmm

TD = datetime.timedelta

APPROACH_HIP = ['posterior (Moore) approach with short external rotator and capsular repair',
                'anterolateral (modified Hardinge) approach', 'direct anterior approach (Smith-Petersen interval) on a standard table',
                'posterolateral approach, Kocher-Langenbeck incision', 'lateral (Hardinge) approach, gluteus medius split']
APPROACH_KNEE = ['medial parapatellar arthrotomy', 'midvastus approach', 'subvastus approach',
                 'mini-midvastus approach']


def operative_note(n, c):
    r = c.rng
    d = c.op
    n.add(r.choice(['OPERATION NOTE', 'Operative Note', 'OPERATIVE REPORT' if c.us else 'Op note']), '\n')
    n.add(c.hosp_p(), r.choice([' - Theatre ', ', OR ' if c.us else ', Theatre ']), (c.theatre, 'LOCATION_OTHER'), '\n\n')
    pt_line(n, c, up=r.random() < 0.6)
    if r.random() < 0.5:
        n.add(lbl(c, ACCT_LBL), ': ', (c.acct, 'ACCOUNT'), '   Ward: ', (c.ward, 'HOSPITAL'), '\n')
    n.add('Date of operation: ', c.d(d), r.choice(['   Start ', '   KTS ', '   Incision ']), hhmm(r, 8, 12), '   Closure ',
          hhmm(r, 10, 15), '\n\n')
    n.add('Surgeon: ', c.sig(c.surgeon), '\n')
    n.add('Assistant: ', c.doc(c.reg, 'title_full'), r.choice([' (PGY-4)', ' (Fellow)', ' (PGY-5)'] if c.us else
                                                              [' (ST6)', ' (Fellow)', ' (SpR)', ' (Reg)']))
    if c.us and r.random() < 0.6:
        n.add(', ', c.clinician('nurse').render('full', 'DOCTOR'), ', PA-C')
    n.add('\n')
    n.add('Anesthesiologist: ' if c.us else 'Anaesthetist: ', c.doc(c.anaes, 'title_last'),
          '   Anesthesia: ' if c.us else '   Anaesthesia: ', r.choice(['spinal + sedation', 'GA + LIA',
                                                                                        'spinal, adductor canal block', 'CSE']), '\n')
    n.add('Scrub: ', c.nurse.render(r.choice(['full', 'first']), 'DOCTOR'), '   Circulating: ', c.nurse2.render('full', 'DOCTOR'), '\n\n')
    n.add('Procedure: ', proc_name(c).capitalize(), ' (', proc_code(c), ')\n')
    n.add('Indication: ', c.indication, '\n')
    n.add('Consent: ', r.choice(['form 1 signed', 'confirmed, site marked', 'signed in clinic, reconfirmed']),
          '. WHO checklist completed. Antibiotics: ', r.choice(['cefuroxime 1.5 g', 'cefazolin 2 g', 'teicoplanin 400 mg + gentamicin']),
          ' at induction; TXA 1 g IV.\n\n')
    if c.joint == 'hip':
        n.add('Position: lateral decubitus, ', r.choice(['pegs', 'Stulberg positioner', 'Montreal bolsters']), '. ')
        n.add('Approach: ', r.choice(APPROACH_HIP), '.\n')
        n.add('Findings: ', r.choice(['eburnated femoral head with large osteophytes', 'AVN with collapse of head',
                                      'shallow dysplastic acetabulum', 'grade IV OA, synovitis']), '. ')
        n.add('Neck osteotomy ', str(r.randrange(8, 16)), ' mm above LT. Acetabulum reamed to ', str(r.choice([46, 48, 50, 52, 54, 56])),
              ' mm, ', r.choice(['transverse acetabular ligament used for version', 'Charnley retractor', 'Hohmann retractors placed']), '. ')
        n.add('Femur broached; trial reduction stable, no impingement, Shuck test satisfactory, leg lengths equal on the Lewinnek check.\n')
    else:
        n.add('Position: supine, ', r.choice(['thigh tourniquet 250 mmHg', 'no tourniquet', 'tourniquet up for cementation only']),
              '. Approach: ', r.choice(APPROACH_KNEE), '.\n')
        n.add('Findings: ', r.choice(['bone-on-bone medial compartment, ACL deficient', 'tricompartmental OA', 'lateral OA with valgus',
                                      'medial OA, ACL intact (suitable for UKR)']), '. ')
        n.add('Distal femoral cut ', r.choice(['5', '6']), ' deg valgus, ', r.choice(['measured resection', 'gap balancing']),
              ', tibia cut perpendicular with ', r.choice(['3', '5', '7']), ' deg slope. Trials: balanced in flexion and extension, '
              'patella tracking well (no-thumb test).\n')
    n.add('\nIMPLANTS', r.choice([' (stickers):', ' - sticker sheet:', ':']), '\n')
    implant_lines(n, c, implants(c))
    n.add('\nClosure: ', r.choice(['Vicryl 1, 2-0 Vicryl, Monocryl 3-0 subcuticular', 'Stratafix, clips to skin',
                                   'PDS loop to capsule, Vicryl Rapide, clips']), '. Dressing: ',
          r.choice(['Aquacel Ag Surgical', 'Mepilex Border Post-Op', 'Opsite + Primapore', 'PICO negative pressure']), '.\n')
    n.add('EBL ', str(r.randrange(150, 650)), ' ml. Drains: ', r.choice(['none', 'none', '1 x Redivac - remove day 1']),
          '. LIA: ropivacaine 0.2% 150 ml + adrenaline.\n\n')
    n.add('POST-OP INSTRUCTIONS:\n')
    n.add('- ', r.choice(['FWB', 'WBAT', 'Full weight bearing']), ', mobilise day 0 with physio (ERAS)\n')
    if c.joint == 'hip':
        n.add('- ', r.choice(['Posterior hip precautions 6/52', 'No formal hip precautions', 'Avoid flexion >90 deg for 6 weeks']), '\n')
    else:
        n.add('- Cryo/Cuff, ROM as able, no CPM\n')
    n.add('- VTE: ', r.choice(VTE), '\n')
    n.add('- Check X-ray in recovery', r.choice([' (order ', ' (req. ']), (c.labno('order'), 'IDNUM'), ')\n')
    n.add('- Bloods day 1: FBC, U&E\n')
    n.add('- Follow-up: ', r.choice(['6/52', '6 weeks', 'six weeks']), ' in ', c.surgeon.render('last', 'DOCTOR'), "'s clinic")
    if r.random() < 0.5:
        n.add(' (', c.hosp_p(c.hosp2 if r.random() < 0.3 else c.hosp), ')')
    n.add('\n')
    if r.random() < 0.5:
        n.add('- ', r.choice(['NJR', 'Registry']), ' form completed; consent ', r.choice(['given', 'declined - paper copy filed']), '\n')
    n.add('\n', r.choice(['Dictated by ', 'Signed: ', 'Surgeon: ']), c.doc(c.surgeon, 'title_full'))
    if r.random() < 0.5:
        n.add(' / ', c.doc(c.reg, 'title_last'))
    n.add('\n')
    if r.random() < 0.6:
        audit(n, c, c.surgeon, d)


REG_NAME = {
    'GB': ['NATIONAL JOINT REGISTRY (NJR) - MINIMUM DATA SET', 'NJR MDS v8 - data entry'],
    'IE': ['IRISH NATIONAL ORTHOPAEDIC REGISTER (INOR) - PRIMARY PROCEDURE', 'INOR submission'],
    'US': ['AJRR PROCEDURE SUBMISSION - PRIMARY ARTHROPLASTY', 'American Joint Replacement Registry - procedure record'],
    'CA': ['CJRR MINIMUM DATA SET - CIHI SUBMISSION', 'Canadian Joint Replacement Registry - MDS'],
    'AU': ['AOANJRR PROSTHESIS DATA FORM', 'AOA National Joint Replacement Registry - Primary'],
    'NZ': ['NEW ZEALAND JOINT REGISTRY - PRIMARY FORM', 'NZJR operation form'],
}


def registry_form(n, c):
    r = c.rng
    d = c.op
    C = c.C
    form = ('H1 Primary hip' if c.joint == 'hip' else 'K1 Primary knee') if C == 'GB' else \
        ('Primary %s' % c.joint)
    n.add(r.choice(REG_NAME[C]), '\n', 'Form: ', form, r.choice(['   Version 8.0', '   v3.2', '']), '\n')
    sub = d + TD(days=r.randrange(0, 6))
    n.add('Submission ref: ', (c.labno('reg'), 'IDNUM'), '   Status: ', r.choice(['Submitted', 'Validated', 'Draft saved']), '\n\n')
    n.add('PATIENT\n')
    n.add('  Consent to registry: ', r.choice(['Yes', 'Yes', 'Yes', 'Not recorded']))
    if r.random() < 0.5:
        n.add('  (form ', (c.labno('consent'), 'IDNUM'), ')')
    n.add('\n')
    if C == 'GB':
        n.add('  NHS number: ', (c.hp, 'HEALTHPLAN'), '\n')
    elif C == 'NZ':
        n.add('  NHI: ', (c.hp, 'HEALTHPLAN'), '\n')
    elif C == 'AU':
        n.add('  Medicare no: ', (c.hp, 'HEALTHPLAN'), '   UR: ', (c.mrn, 'MRN'), '\n')
    elif C == 'CA':
        n.add('  Health card no: ', (c.hp, 'HEALTHPLAN'), '   Issuing province: ', (c.state_abbr, 'STATE'), '\n')
    elif C == 'US':
        n.add('  SSN: ', (c.ssn, 'SSN'), '   Payer: ', r.choice(['Medicare', 'Commercial', 'Medicare Advantage', 'Medicaid']),
              '   MBI/Member ID: ', (c.hp, 'HEALTHPLAN'), '\n')
    else:
        n.add('  PPSN: ', (c.ssn, 'SSN'), '   MRN: ', (c.mrn, 'MRN'), '\n')
    n.add('  Surname: ', (c.pt.last.upper() if r.random() < 0.5 else c.pt.last, 'PATIENT'), '   Forename(s): ',
          (c.pt.first + (' ' + c.pt.middle if c.pt.middle and r.random() < 0.5 else ''), 'PATIENT'), '\n')
    n.add('  Date of birth: ', c.d(c.dob), '   Gender: ', 'Female' if c.pt.sex == 'F' else 'Male', '\n')
    if C in ('AU', 'US', 'CA') and r.random() < 0.6:
        n.add('  Address: ', c.address(), '\n')
    else:
        n.add('  Postcode: ' if C != 'US' else '  ZIP: ', (c.zip, 'ZIP'), '\n')
    if r.random() < 0.3:
        n.add('  Contact for PROMs: ', r.choice([(c.email, 'EMAIL'), (c.mobile, 'PHONE')]), '\n')
    n.add('\nOPERATION\n')
    n.add('  Hospital/unit: ', c.hosp_p(), '\n')
    lab = {'GB': 'GMC', 'IE': 'IMC', 'US': 'NPI', 'CA': 'Licence', 'AU': 'AHPRA', 'NZ': 'MCNZ'}[C]
    n.add('  Consultant in charge: ', c.doc(c.surgeon, r.choice(['full', 'Last_first'])), '   ', lab, ': ', (c.surgeon.lic, 'LICENSE'), '\n')
    if r.random() < 0.6:
        n.add('  Operating surgeon: ', c.doc(c.reg, 'full'), '   Grade: ', r.choice(['Resident', 'Fellow'] if c.C in ('US', 'CA') else ['Registrar/ST', 'Fellow', 'SAS']),
              '   ', lab, ': ', (c.reg.lic, 'LICENSE'), '\n')
    n.add('  Date of operation: ', c.d(d), '   Side: ', c.side.capitalize(), '\n')
    n.add('  ASA: ', str(r.choice([1, 2, 2, 3])), '   BMI: ', '%.1f' % r.uniform(21, 42), '   Anaesthetic: ',
          r.choice(['Regional', 'GA', 'GA + nerve block', 'Regional + sedation']), '\n')
    n.add('  Indication: ', c.indication, r.choice(['', ' (ICD-10 %s)' % icd(c)]), '\n')
    if c.joint == 'hip':
        n.add('  Approach: ', r.choice(['Posterior', 'Lateral/Hardinge', 'Anterior', 'Anterolateral']), '   Bone graft: No\n')
    else:
        n.add('  Approach: ', r.choice(['Medial parapatellar', 'Midvastus', 'Subvastus']),
              '   Patella resurfaced: ', r.choice(['Yes', 'No']), '\n')
    n.add('  Computer navigation/robotic: ', r.choice(['No', 'No', 'Robotic-arm assisted (MAKO)', 'Navigation']), '\n')
    n.add('  VTE prophylaxis - chemical: ', r.choice(['Aspirin', 'LMWH', 'DOAC', 'Aspirin']), '; mechanical: ',
          r.choice(['TEDs', 'Foot pump', 'IPC', 'None']), '\n')
    n.add('\nCOMPONENTS (scanned)\n')
    implant_lines(n, c, implants(c), style=r.choice(['table', 'sticker']))
    if r.random() < 0.3:
        n.add('  UDI-DI (01)0', digits(r, 13), ' recorded for head; GTIN check OK\n')
    n.add('\nSUBMISSION\n')
    clerk = c.clinician('nurse')
    n.add('  Entered by: ', clerk.render('full', 'DOCTOR'), ' (', r.choice(['data clerk', 'theatre coordinator', 'audit nurse']),
          ')   User: ', (clerk.username(r), 'USERNAME'), '\n')
    n.add('  Date/time: ', c.d(sub), ' ', hhmm(r), '   Workstation: ', (c.ip(), 'IPADDR'), '\n')
    if r.random() < 0.4:
        n.add('  Queries to: ', (r.choice(['registry.coordinator', 'njr.data', 'audit.ortho']) + '@' + c.hosp_dom, 'EMAIL'),
              ' / ', (c.sec_phone, 'PHONE'), '\n')
    if r.random() < 0.3:
        n.add('  Validation warning: lot number for ', r.choice(['cement', 'liner', 'patella']),
              ' re-keyed manually (barcode unreadable).\n')
