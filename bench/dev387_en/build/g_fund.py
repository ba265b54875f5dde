"""Own genre: systemic therapy funding / prior authorisation request."""
import fake
import clinical
from core import Note, P
from case import staff

DRUGS = [('Opdivo (nivolumab)', '480 mg IV every 4 weeks', 'J9299'), ('Keytruda (pembrolizumab)', '400 mg IV every 6 weeks', 'J9271'),
         ('Keytruda (pembrolizumab)', '200 mg IV every 3 weeks', 'J9271'),
         ('Yervoy (ipilimumab) + Opdivo (nivolumab)', 'ipi 3 mg/kg + nivo 1 mg/kg q3w x4 then nivo 480 mg q4w', 'J9228/J9299'),
         ('Tafinlar (dabrafenib) + Mekinist (trametinib)', '150 mg PO BID + 2 mg PO daily', 'oral - pharmacy benefit'),
         ('Opdualag (nivolumab/relatlimab)', '480 mg/160 mg IV every 4 weeks', 'J9298')]
ICD = [('C43.5', 'Malignant melanoma of trunk'), ('C43.6', 'Malignant melanoma of upper limb'),
       ('C43.7', 'Malignant melanoma of lower limb'), ('C43.4', 'Malignant melanoma of scalp and neck'),
       ('C77.3', 'Secondary malignant neoplasm of axillary lymph nodes'), ('C43.3', 'Malignant melanoma of other parts of face')]


def _us(n, rng, c):
    les = c.les
    drug = rng.choice(DRUGS)
    onc = c.onc
    rn = staff(rng, c.C, 'Prior Auth Coordinator', nurse=True)
    site = rng.choice([c.hosp, c.clinic])
    n.ln('PRIOR AUTHORIZATION REQUEST - MEDICAL BENEFIT DRUG')
    n.ln('To: {} Utilization Management   Fax: {}   Phone: {}', P(c.insurer, 'ORGANIZATION'),
         P(fake.phone(rng, 'US', '800'), 'FAX'), P(fake.phone(rng, 'US', '888'), 'PHONE'))
    n.ln('Date submitted: {}   Review type: {}   Case #: {}', c.D(c.date), rng.choice(['Standard', 'Expedited/urgent']),
         P('PA-%d-%s' % (c.date.year, fake.dg(rng, 6)), 'IDNUM'))
    n.blank()
    n.ln('MEMBER INFORMATION')
    n.ln('Name: {}   DOB: {}   Sex: {}', c.pt.n('LFM'), c.D(c.dob), c.sex)
    n.ln('Member ID: {}   Group #: {}', P(c.member, 'HEALTHPLAN'), P(fake.group_no(rng), 'HEALTHPLAN'))
    if c.age >= 65 and rng.random() < 0.7:
        n.ln('Medicare MBI: {}', P(fake.medicare_mbi(rng), 'HEALTHPLAN'))
    if c.ssn and rng.random() < 0.85:
        n.ln('SSN: {}', P(c.ssn, 'SSN'))
    n.ln('Address: {}', c.addr_lines(', '))
    n.ln('Phone: {}', P(c.mobile, 'PHONE'))
    n.blank()
    n.ln('PRESCRIBER INFORMATION')
    n.ln('Name: {}, Medical Oncology', onc.t('fl'))
    n.ln('NPI: {}   DEA: {}   State license: {}', P(fake.npi(rng), 'LICENSE'), P(fake.dea(rng), 'LICENSE'),
         P('%s-%s' % (rng.choice(['MD', 'ME', 'DO']), fake.dg(rng, 5)), 'LICENSE'))
    n.ln('Practice: {}', P(site, 'HOSPITAL'))
    n.ln('{}', c.hosp_addr(', '))
    n.ln('Phone: {}   Fax: {}', P(fake.with_ext(rng, c.hphone), 'PHONE'), P(c.hfax, 'FAX'))
    n.ln('Office contact: {} ({})  {}', rn.n('fl'), rng.choice(['RN', 'PA coordinator', 'LPN']),
         P(fake.email_staff(rng, rn.first, rn.last, site, 'example.com'), 'EMAIL'))
    n.ln('Practice account #: {}', P(fake.dg(rng, 4) + '-' + fake.dg(rng, 5), 'ACCOUNT'))
    n.blank()
    n.ln('REQUESTED SERVICE')
    n.ln('Drug: {}  Dose/frequency: {}  HCPCS: {}', drug[0], drug[1], drug[2])
    n.ln('Duration: {}   Site of care: {}', rng.choice(['12 months (adjuvant)', '6 months, then re-review', 'until progression']),
         P(c.ward, 'HOSPITAL') if rng.random() < 0.5 else 'hospital outpatient infusion')
    icd = rng.choice(ICD)
    n.ln('Diagnosis: {} {}; {}', icd[0], icd[1], 'Z85.820 personal hx melanoma' if rng.random() < 0.3 else 'stage ' + les['stage'])
    n.blank()
    n.ln('CLINICAL INFORMATION')
    n.f('{} y/o {} with {} of {}, Breslow {} mm, {}; ', P(str(c.age), 'AGE'), 'male' if c.sex == 'M' else 'female',
        les['subtype'], les['site'], str(les['breslow'] or 0.5), les['T'])
    n.f('WLE/SLNB {} at {} ', c.D(c.days(-rng.randrange(30, 80))), P(c.hosp, 'HOSPITAL'))
    n.f('(path accession {}): {} of {} SLN positive. ', P(fake.accession(rng, c.date.year, 'S'), 'IDNUM'),
        str(les['npos']), str(max(les['nodes'], 1)))
    n.f('Staging PET/CT {}: no distant disease. ECOG {}. No history of autoimmune disease, transplant, or active steroid use. '
        'Regimen is NCCN category 1 / FDA-approved for this indication.', c.D(c.days(-rng.randrange(5, 25))),
        str(rng.choice([0, 0, 1])))
    n.blank()
    n.blank()
    n.ln('Attachments: pathology report, op note, PET/CT report, last clinic note ({})', c.D(c.days(-rng.randrange(1, 10))))
    n.blank()
    n.ln('Prescriber signature: {}   Date: {}', onc.n('fl'), c.D(c.date, 'num'))


def _uk(n, rng, c):
    les = c.les
    n.ln('NHS England - Cancer Drugs Fund / Baseline commissioning: Blueteq prior approval form')
    n.ln('Form: {}   Blueteq ID: {}', rng.choice(['NIV-ADJ melanoma (stage III/IV resected)', 'PEM-ADJ melanoma (stage IIB/IIC/III)',
                                                   'IPI-NIV advanced melanoma']), P('BT%s' % fake.dg(rng, 7), 'IDNUM'))
    n.ln('Trust / hospital: {}', P(c.hosp, 'HOSPITAL'))
    n.ln('Submitted: {}', c.D(c.date))
    n.blank()
    n.ln('Patient initials: {}   NHS number: {}   Hospital no: {}', P(c.pt.s('inid'), 'PATIENT'), P(c.nat[1], 'HEALTHPLAN'), c.mr())
    n.ln('DOB: {}   Postcode: {}', c.D(c.dob), P(c.zip, 'ZIP'))
    n.ln('Applying consultant: {}   GMC: {}   Email: {}', c.onc.t('fl'), P(c.onc.lic[1], 'LICENSE'),
         P(fake.email_staff(rng, c.onc.first, c.onc.last, c.hosp), 'EMAIL'))
    n.ln('Chief pharmacist/deputy: {}', staff(rng, c.C, 'Pharmacist', title='').n('fl'))
    n.blank()
    n.ln('Treatment criteria (all must be met):')
    for i, q in enumerate(['Histologically confirmed melanoma, completely resected', 'Stage %s (AJCC 8th)' % les['stage'],
                           'ECOG PS 0 or 1', 'No prior systemic therapy for melanoma', 'Treatment to start within 12 weeks of surgery',
                           'Maximum treatment duration 12 months']):
        n.ln('{}. {} - Yes', str(i + 1), q)
    n.ln('Date of complete resection: {}', c.D(c.days(-rng.randrange(28, 80))))
    n.blank()
    n.ln('I confirm the patient has been informed and consents to data use. Signed {}', c.onc.t('il'))


def _au(n, rng, c):
    les = c.les
    n.ln('PBS AUTHORITY APPLICATION - {}', rng.choice(['nivolumab (Opdivo) adjuvant', 'pembrolizumab (Keytruda) stage IIB/IIC/III',
                                                       'dabrafenib + trametinib adjuvant', 'ipilimumab + nivolumab unresectable stage III/IV']))
    n.ln('Authority approval no: {}   Date: {}', P('%s%s' % (fake.let(rng, 1), fake.dg(rng, 7)), 'IDNUM'), c.D(c.date))
    n.blank()
    n.ln('Patient: {}   DOB {}', c.pt.n('fml'), c.D(c.dob))
    n.ln('Medicare no: {}', P(c.nat[1], 'HEALTHPLAN'))
    if rng.random() < 0.3:
        n.ln('DVA file no: {}', P('%s%s' % (rng.choice(['QX', 'NX', 'VX', 'WX']), fake.dg(rng, 6)), 'HEALTHPLAN'))
    if rng.random() < 0.5:
        n.ln('Private fund: {} membership {}', P(c.insurer, 'ORGANIZATION'), P(c.member, 'HEALTHPLAN'))
    n.ln('Address: {}', c.addr_lines(', '))
    n.blank()
    n.ln('Prescriber: {}, Medical Oncologist', c.onc.t('fl'))
    n.ln('Prescriber no: {}   Provider no: {}', P(fake.dg(rng, 7), 'LICENSE'),
         P(fake.dg(rng, 6) + rng.choice('0123456789ABCDEF') + fake.let(rng, 1), 'LICENSE'))
    n.ln('Hospital: {} ({})   Ph {}', P(c.hosp, 'HOSPITAL'), rng.choice(['public', 'private']), P(c.hphone, 'PHONE'))
    n.blank()
    n.ln('Clinical criteria: stage {} melanoma, completely resected {}, WHO PS {}, no prior PD-1 therapy. Histology {}.',
         les['stage'], c.D(c.days(-rng.randrange(28, 80))), str(rng.choice([0, 1])), P(fake.accession(rng, c.date.year, 'H'), 'IDNUM'))
    n.ln('Quantity: 1   Repeats: {}', str(rng.choice([3, 5, 11])))
    n.blank()
    n.ln('Approved by Services Australia delegate, reference {}', P(fake.dg(rng, 9), 'IDNUM'))


def _ca(n, rng, c):
    les = c.les
    n.ln('EXCEPTIONAL ACCESS / PROVINCIAL DRUG FUNDING REQUEST - {}', rng.choice(['pembrolizumab adjuvant', 'nivolumab adjuvant',
                                                                                   'dabrafenib-trametinib']))
    n.ln('Submitted: {}   Request #: {}', c.D(c.date), P('EAP-%s' % fake.dg(rng, 7), 'IDNUM'))
    n.ln('Patient: {}   DOB {}   {} {}', c.pt.n('LF'), c.D(c.dob), c.nat[0], c.natp())
    if c.ssn and rng.random() < 0.5:
        n.ln('SIN (private plan coordination): {}', P(c.ssn, 'SSN'))
    n.ln('Private insurer: {}  certificate {}', P(c.insurer, 'ORGANIZATION'), P(c.member, 'HEALTHPLAN'))
    n.ln('Address: {}', c.addr_lines(', '))
    n.ln('Physician: {}   {} {}', c.onc.t('fl'), c.onc.lic[0], P(c.onc.lic[1], 'LICENSE'))
    n.ln('Centre: {}   Tel {}   Fax {}', P(c.hosp, 'HOSPITAL'), P(c.hphone, 'PHONE'), P(c.hfax, 'FAX'))
    n.blank()
    n.ln('Indication: resected stage {} cutaneous melanoma ({}), ECOG {}. Surgery {}.', les['stage'], les['site'],
         str(rng.choice([0, 1])), c.D(c.days(-rng.randrange(28, 80))))
    n.ln('Requested: 12 months adjuvant therapy. pCODR/CDA recommendation met.')


def funding_request(rng, c):
    n = Note('funding_request', c.C, c)
    les = c.les
    if les['insitu'] or les['breslow'] is None:
        les['breslow'] = round(2.1 + rng.random() * 3, 1)
        les['insitu'] = False
        les['subtype'] = 'nodular melanoma'
        les['ulc'] = True
        les['T'] = clinical.t_stage(les['breslow'], True)
    if les['stage'] not in ('IIB', 'IIC') and not les['stage'].startswith('III'):
        # adjuvant funding needs stage IIB/IIC or III: give the case a positive sentinel node
        les['nodes'] = max(les['nodes'], 1)
        les['npos'] = 1
        les['N'] = 'pN1a (sn)'
        les['stage'] = clinical.stage_group(les['T'], 1)
    {'US': _us, 'UK': _uk, 'AU': _au, 'CA': _ca}[c.C](n, rng, c)
    return n
