"""Shared clinical content (non-PHI pools) and reusable PHI-bearing blocks."""
import datetime as dt

import pools as P

MEDS_UK = ['Atorvastatin 40 mg ON', 'Atorvastatin 80 mg nocte', 'Aspirin 75 mg OD', 'Clopidogrel 75 mg OD',
           'Ramipril 5 mg OD', 'Amlodipine 10 mg OD', 'Bisoprolol 2.5 mg OD', 'Metformin 500 mg BD',
           'Apixaban 5 mg BD', 'Tiotropium 18 mcg inh OD', 'Salbutamol 100 mcg 2 puffs PRN', 'Omeprazole 20 mg OD',
           'Lansoprazole 30 mg OD', 'Furosemide 40 mg OM', 'Levothyroxine 100 mcg OD', 'Gliclazide 80 mg BD',
           'Allopurinol 100 mg OD', 'Tamsulosin 400 mcg ON', 'Simvastatin 40 mg ON', 'Rivaroxaban 20 mg OD',
           'Doxazosin 4 mg OD', 'Indapamide 2.5 mg OD', 'Losartan 50 mg OD', 'Finasteride 5 mg OD',
           'Fostair 100/6 2 puffs BD', 'Edoxaban 60 mg OD', 'Empagliflozin 10 mg OD', 'Isosorbide mononitrate 30 mg OD']
MEDS_NA = ['Atorvastatin 40 mg PO daily', 'Rosuvastatin 20 mg daily', 'Aspirin 81 mg daily', 'Clopidogrel 75 mg daily',
           'Lisinopril 20 mg daily', 'Metoprolol succinate 50 mg daily', 'Amlodipine 5 mg daily',
           'Metformin 1000 mg BID', 'Apixaban 5 mg BID', 'Tiotropium 2.5 mcg 2 inh daily', 'Albuterol HFA PRN',
           'Pantoprazole 40 mg daily', 'Furosemide 20 mg daily', 'Levothyroxine 75 mcg daily',
           'Tamsulosin 0.4 mg qHS', 'Losartan 50 mg daily', 'Hydrochlorothiazide 25 mg daily',
           'Empagliflozin 10 mg daily', 'Acetaminophen 650 mg q6h PRN', 'Insulin glargine 18 units qHS',
           'Carvedilol 12.5 mg BID', 'Warfarin 5 mg daily (INR goal 2-3)']
PMH = ['Hypertension', 'COPD (GOLD 2)', 'Type 2 diabetes, diet controlled', 'Type 2 diabetes on metformin',
       'Hypercholesterolaemia', 'CKD stage 3a', 'Paroxysmal AF, CHA2DS2-VASc 3', 'Gout', 'BPH',
       'OSA on CPAP', "Dupuytren's contracture", "Barrett's oesophagus under surveillance", 'Osteoarthritis both knees',
       'Previous right inguinal hernia repair', 'Peripheral arterial disease, Rutherford 2',
       "Raynaud's phenomenon", 'Hypothyroidism', 'Heart failure, NYHA II, EF 45%', 'Depression',
       'Ex-smoker, 40 pack-years', 'Current smoker, 25/day', 'Left carotid stenosis 50-69% (NASCET)']
PMH_DATED = ['CABG x3', 'PCI to LAD', 'TIA', 'NSTEMI', 'Left hemicolectomy', 'TURP', 'Right TKR',
             'Left carotid endarterectomy', 'Prostate cancer, radiotherapy', 'Pneumonia requiring ICU admission',
             'Cholecystectomy', 'Left CVA, no residual deficit']
ALLERGIES = ['NKDA', 'Penicillin (rash)', 'Iodinated contrast (urticaria, premedicate)', 'Codeine (vomiting)',
             'No known drug allergies', 'Latex', 'Trimethoprim (rash)', 'Sulfa drugs']
EPONYM_NEG = ["Marfan syndrome", "Ehlers-Danlos syndrome", "Leriche syndrome", "Buerger's test",
              "Allen's test", "Homans' sign"]
DEVICES = ['Endurant II', 'Gore Excluder Conformable', 'Zenith Alpha', 'Treo', 'Incraft', 'Anaconda',
           'Gore Excluder C3', 'Zenith Flex', 'Endurant IIs']
US_SCANNERS = ['GE Vscan Air', 'Butterfly iQ3', 'Mindray TE7', 'SonoSite Edge II', 'Philips Lumify',
               'Esaote MyLab Gamma', 'GE Logiq e']
CT_SCANNERS = ['Siemens SOMATOM Force', 'GE Revolution CT', 'Canon Aquilion ONE', 'Philips IQon Spectral CT',
               'Siemens SOMATOM Definition Edge']
CONTRAST = ['Omnipaque 350', 'Visipaque 320', 'Iomeron 400', 'Ultravist 370', 'Omnipaque 300']


def aaa_size(c, lo=3.0, hi=5.4):
    return round(lo + c.r.random() * (hi - lo), 1)


def size_cat(d):
    if d < 3.0:
        return 'normal'
    if d < 4.5:
        return 'small'
    if d < 5.5:
        return 'medium'
    return 'large'


def interval(d):
    return {'small': '12 months', 'medium': '3 months', 'large': 'refer - vascular within 2 weeks',
            'normal': 'discharge'}[size_cat(d)]


def meds(c, k=None):
    pool = MEDS_NA if c.cc in ('US', 'CA') else MEDS_UK
    k = k or c.r.randrange(3, 8)
    out, seen = [], set()
    for m in c.r.sample(pool, k):
        if m.split()[0] not in seen:
            seen.add(m.split()[0])
            out.append(m)
    return out


def pmh_items(c, ref, k=None):
    """List of item-lists; some carry a DATE (year or month-year of a past event)."""
    k = k or c.r.randrange(2, 6)
    out = [[x] for x in c.r.sample(PMH, k)]
    for x in c.r.sample(PMH_DATED, c.r.randrange(0, 3)):
        d = ref - dt.timedelta(days=c.r.randrange(400, 7000))
        st = c.r.randrange(3)
        if st == 0:
            out.append([x + ' (', c.Y(d), ')'])
        elif st == 1:
            out.append([x + ' ', c.MY(d)])
        else:
            out.append([x + ' - ', c.D(d)])
    c.r.shuffle(out)
    return out


def gp(c):
    doc = c.clin()
    doc.title = 'Dr'
    prac = c.pick(P.PRACTICES[c.cc])
    return {'doc': doc, 'prac': prac, 'addr': c.address()}


def letterhead(c, dept, h=None, fax=True, mail=True, box='vasc'):
    h = h or c.hosp
    a = c.site_address()
    items = [(h[0], 'HOSPITAL'), '\n', dept, '\n']
    items += c.ADDR(a, sep=', ', region=c.cc in ('AU', 'CA', 'US')) + ['\n']
    items += ['Tel: ', c.phone()]
    if fax:
        items += [c.pick(['  Fax: ', ' | Fax ', '   Fax ']), c.fax()]
    items += ['\n']
    if mail:
        items += [c.pick(['Email: ', 'E-mail: ', 'email ']), c.email(None, h[0], box), '\n']
    return items


ROLES = {
    'surgeon': {'UK': ['Consultant Vascular Surgeon', 'Consultant Vascular & Endovascular Surgeon'],
                'IE': ['Consultant Vascular Surgeon'], 'AU': ['Vascular Surgeon', 'Consultant Vascular Surgeon'],
                'NZ': ['Consultant Vascular Surgeon'], 'CA': ['Vascular Surgeon', 'Division of Vascular Surgery'],
                'US': ['Attending Vascular Surgeon', 'Vascular Surgery']},
    'trainee': {'UK': ['Vascular Registrar (ST6)', 'Specialty Registrar, Vascular Surgery', 'Clinical Fellow', 'FY2'],
                'IE': ['Specialist Registrar', 'SHO Vascular'], 'AU': ['Vascular Registrar', 'Surgical Resident', 'RMO'],
                'NZ': ['Vascular Registrar', 'House Officer'], 'CA': ['Vascular Surgery Resident (PGY-4)', 'Fellow'],
                'US': ['Vascular Surgery Fellow (PGY-6)', 'Surgery Resident (PGY-3)', 'PA-C', 'NP']},
    'radiologist': {'UK': ['Consultant Radiologist', 'Consultant Interventional Radiologist'],
                    'IE': ['Consultant Radiologist'], 'AU': ['Radiologist', 'Interventional Radiologist'],
                    'NZ': ['Radiologist'], 'CA': ['Radiologist', 'Diagnostic Radiologist'],
                    'US': ['Attending Radiologist', 'Diagnostic Radiology']},
    'screener': {'UK': ['AAA Screening Technician', 'Screening Technician', 'Clinical Skills Trainer'],
                 'IE': ['Vascular Technologist'], 'AU': ['Vascular Sonographer'], 'NZ': ['Sonographer'],
                 'CA': ['Vascular Technologist (RVT)'], 'US': ['RVT', 'Vascular Sonographer, RVT']},
    'coord': {'UK': ['Screening Co-ordinator', 'Programme Manager', 'Failsafe Officer', 'Screening Administrator'],
              'IE': ['Programme Co-ordinator'], 'AU': ['Clinic Co-ordinator'], 'NZ': ['Programme Administrator'],
              'CA': ['Program Coordinator'], 'US': ['Outreach Coordinator', 'Program Coordinator']},
    'nurse': {'UK': ['Vascular Nurse Specialist', 'Staff Nurse', 'Pre-assessment Nurse', 'Ward Sister'],
              'IE': ['Clinical Nurse Specialist', 'CNM2'], 'AU': ['Vascular CNC', 'RN'], 'NZ': ['Vascular CNS', 'RN'],
              'CA': ['RN', 'Nurse Practitioner'], 'US': ['RN', 'RN, BSN']},
}


def role(c, kind):
    return c.pick(ROLES[kind][c.cc])


def sign(c, p, kind, lic=None, short=False):
    """Signature block items."""
    lic = c.chance(0.5) if lic is None else lic
    items = []
    if c.chance(0.3) and not short:
        items += [(p.full(), 'DOCTOR'), '\n']
    else:
        items += [p.title + ' ', (c.pick([p.full(), p.fml(), p.il()]), 'DOCTOR'), '\n']
    items += [role(c, kind)]
    if lic:
        lk = 'nurse' if kind in ('nurse',) else 'doc'
        items += [c.pick(['  ', ' | ', '\n']), c.license_label(lk), ' ', c.license(lk)]
    items += ['\n']
    return items


def typist(c, doc):
    t = c.person(young=True)
    return [(doc.inits(), 'DOCTOR'), '/', (t.inits().lower() if c.chance(0.5) else t.inits(), 'DOCTOR')]


def social(c, p, ref):
    """A social-history sentence list (items) with profession, relatives, and sometimes country."""
    out = []
    prof = c.pick(P.PROFESSIONS)
    k = c.r.randrange(4)
    if k == 0:
        out += ['Retired ', (prof, 'PROFESSION'), '. ']
    elif k == 1:
        out += ['Works as an ' if prof[0] in 'aeiou' else 'Works as a ', (prof, 'PROFESSION'),
                c.pick([' (part-time)', '', ' for '])]
        if out[-1] == ' for ':
            out += [(c.pick(P.ORGS), 'ORGANIZATION')]
        out += ['. ']
    elif k == 2:
        out += ['Former ', (prof, 'PROFESSION'), ' at ', (c.pick(P.ORGS), 'ORGANIZATION'), ', retired ',
                c.Y(ref - dt.timedelta(days=c.r.randrange(400, 4000))), '. ']
    else:
        out += ['Ex-', (prof, 'PROFESSION'), '. ']
    rel = c.person('F' if p.sex == 'M' else 'M', surname=p.last if c.chance(0.7) else None)
    k = c.r.randrange(4)
    if k == 0:
        out += ['Lives with ', c.pick(['his wife ', 'wife ', 'partner ']) if p.sex == 'M' else 'husband ',
                (rel.first, 'FAMILY'), '. ']
    elif k == 1:
        out += ['Lives alone; daughter ', (c.person('F', young=True, surname=p.last).full(), 'FAMILY'),
                ' visits daily. ']
    elif k == 2:
        out += ['Married to ', (rel.full(), 'FAMILY'), ', who ', c.pick(['is his main carer', 'drives', 'has dementia']), '. ']
    else:
        out += ['Widowed. Son ', (c.person('M', young=True, surname=p.last).first, 'FAMILY'), ' lives nearby. ']
    if c.chance(0.35):
        out += ['Born in '] + c.country(c.foreign()) + [', moved here in ', c.Y(dt.date(p.dob.year + c.r.randrange(15, 40), 1, 1)), '. ']
    sm = c.pick(['Ex-smoker (stopped ', 'Smoker, 15/day. ', 'Never smoked. ', 'Ex-smoker, 30 pack-years. ',
                 'Vapes, ex-smoker. '])
    if sm.endswith('stopped '):
        out += [sm, c.Y(ref - dt.timedelta(days=c.r.randrange(300, 9000))), '). ']
    else:
        out += [sm]
    out += [c.pick(['Alcohol 10 units/week.', 'Drinks socially.', 'Teetotal.', 'Alcohol 20 units/wk.', ''])]
    return out


def family_hx(c, p):
    rel = c.pick(['brother', 'father', 'older brother', 'sister', 'uncle'])
    sex = 'F' if rel == 'sister' else 'M'
    r = c.person(sex, surname=p.last if rel != 'uncle' else None)
    age = c.r.randrange(58, 82)
    k = c.r.randrange(3)
    if k == 0:
        return ['FHx: ', rel, ' (', (r.first, 'FAMILY'), ') had AAA repair aged ', c.age(age), '.']
    if k == 1:
        return ['Family history: ', rel, ' ', (r.full(), 'FAMILY'), ' died of a ruptured aneurysm at ', c.age(age), '.']
    return ['No family history of aneurysm; ', rel, ' ', (r.first, 'FAMILY'), ' had an MI at ', c.age(age), '.']


def demog(c, p, style=None, fields=('name', 'dob', 'nat', 'mrn'), sep='\n'):
    """Patient identification block."""
    st = style if style is not None else c.r.randrange(3)
    items = []
    for f in fields:
        if f == 'name':
            if st == 0:
                items += ['Patient: ', (p.LF(), 'PATIENT')]
            elif st == 1:
                items += ['Name: ', p.title + ' ', (p.full(), 'PATIENT')]
            else:
                items += ['NAME ', (p.LFU(), 'PATIENT')]
        elif f == 'dob':
            items += [c.pick(['DOB: ', 'D.O.B. ', 'Date of birth: ']), c.D(p.dob)]
            if c.chance(0.5):
                items += [' (', c.age(p.age), c.pick(['y', ' yrs', ' years', 'y M', ' yo']) , ')']
        elif f == 'nat':
            items += [c.natid_label(p) + ': ', c.natid(p)]
        elif f == 'mrn':
            items += [c.mrn_label(), c.mrn(p)]
        elif f == 'addr':
            items += ['Address: '] + c.ADDR(p.addr, sep=', ')
        elif f == 'phone':
            items += [c.pick(['Tel: ', 'Phone: ', 'Contact no: ']), c.phone(c.pick(['land', 'mobile']))]
        items += [sep]
    return items


FEM = ('wife', 'daughter', 'sister', 'niece', 'daughter-in-law', 'granddaughter')
MALE = ('husband', 'son', 'brother', 'nephew', 'son-in-law', 'grandson')
KIN = ('wife', 'husband', 'son', 'daughter', 'brother', 'sister', 'granddaughter', 'grandson')


def relative(c, p, kinds=('wife', 'daughter', 'son', 'partner')):
    """(relationship word, Person) with sex, age group and surname consistent with the relationship."""
    k = c.pick(kinds)
    if k == 'wife' and p.sex == 'F':
        k = 'husband'
    if k == 'partner':
        sex = 'F' if p.sex == 'M' else 'M'
    elif k in FEM:
        sex = 'F'
    elif k in MALE:
        sex = 'M'
    else:
        sex = c.pick('MF')
    young = k not in ('wife', 'husband', 'partner', 'brother', 'sister', 'friend', 'neighbour')
    sur = p.last if k in KIN and c.chance(0.8) else None
    return k, c.person(sex, young=young, surname=sur)


EMERG = {'UK': '999', 'IE': '112', 'AU': '000', 'NZ': '111', 'CA': '911', 'US': '911'}


def gp_word(c):
    return {'US': 'PCP', 'CA': 'Family physician'}.get(c.cc, 'GP')
