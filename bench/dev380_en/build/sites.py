"""Invented care sites, organisations and clinical staff."""
import pools_places as PP
import ents as E
import ids as I
from core import pick, chance


def stem(rng, c):
    return pick(rng, PP.STEMS + PP.STEMS_X[c])


def saint(rng, c):
    s = pick(rng, PP.SAINTS)
    return ('St. %s' if c in ('US', 'CA') else 'St %s') % s


_SITE = {
    'limb': {
        'UK': ['{s} Limb Centre', '{s} Disablement Services Centre', '{s} Prosthetic Centre',
               '{s} Mobility and Specialised Rehabilitation Centre', '{s} Limb Fitting Centre'],
        'US': ['{s} Prosthetics & Orthotics', '{s} Orthotic and Prosthetic Associates', '{s} Limb & Brace',
               '{s} Amputee Clinic', '{s} O&P'],
        'AU': ['{s} Amputee Clinic', '{s} Prosthetics and Orthotics', '{s} Limb Centre'],
        'CA': ['{s} Prosthetic and Orthotic Services', '{s} Amputee Program', '{s} Limb Clinic'],
        'NZ': ['{s} Limb Centre', '{s} Prosthetics', '{s} Artificial Limb Clinic'],
        'IE': ['{s} Prosthetic Clinic', '{s} Limb Centre', '{s} Amputee Service'],
    },
    'acute': {
        'UK': ['{s} General Hospital', '{s} Royal Infirmary', '{s} University Hospital', "{t}'s Hospital"],
        'US': ['{s} Regional Medical Center', '{s} Memorial Hospital', '{t} Medical Center', '{s} VA Medical Center'],
        'AU': ['{s} Hospital', '{s} Base Hospital', '{s} Health Campus'],
        'CA': ['{s} Health Sciences Centre', '{s} General Hospital', "{t}'s Hospital"],
        'NZ': ['{s} Hospital', '{s} Base Hospital'],
        'IE': ['{s} University Hospital', "{t}'s Hospital", '{s} Regional Hospital'],
    },
    'rehab': {
        'UK': ['{s} Rehabilitation Unit', '{s} Specialist Rehabilitation Centre', '{s} Hospital Rehabilitation Wing'],
        'US': ['{s} Rehabilitation Hospital', '{s} Institute for Rehabilitation', '{s} Acute Rehab Center'],
        'AU': ['{s} Rehabilitation Centre', '{s} Rehabilitation Hospital'],
        'CA': ['{s} Rehabilitation Centre', '{s} Rehab Institute'],
        'NZ': ['{s} Rehabilitation Unit', '{s} Rehabilitation Centre'],
        'IE': ['{s} Rehabilitation Hospital', '{s} Rehabilitation Unit'],
    },
    'gp': {
        'UK': ['{s} Surgery', '{s} Medical Practice', '{s} Health Centre', '{s} Group Practice'],
        'US': ['{s} Family Medicine', '{s} Primary Care', '{s} Community Health Center'],
        'AU': ['{s} Medical Centre', '{s} Family Practice'],
        'CA': ['{s} Family Health Team', '{s} Medical Clinic'],
        'NZ': ['{s} Medical Centre', '{s} Health Centre'],
        'IE': ['{s} Medical Centre', '{s} Family Practice'],
    },
    'driving': {
        'UK': ['{s} Driving Assessment Centre', '{s} Mobility Centre'],
        'US': ['{s} Driver Rehabilitation Program', '{s} Adaptive Driving Clinic'],
        'AU': ['{s} Driver Assessment Service', '{s} Driver Rehabilitation Clinic'],
        'CA': ['{s} Driver Rehabilitation Centre', '{s} DriveAble Clinic'],
        'NZ': ['{s} Driver Assessment Service'],
        'IE': ['{s} Driver Assessment Centre'],
    },
    'wheelchair': {
        'UK': ['{s} Wheelchair Service', '{s} Posture and Mobility Service'],
        'US': ['{s} Seating & Mobility Clinic', '{s} Wheelchair Clinic'],
        'AU': ['{s} Seating Clinic', '{s} Wheelchair and Seating Service'],
        'CA': ['{s} Seating Clinic', '{s} Wheeled Mobility Service'],
        'NZ': ['{s} Wheelchair and Seating Service'],
        'IE': ['{s} Seating Clinic', '{s} Wheelchair Service'],
    },
}


def site(rng, c, kind):
    return pick(rng, _SITE[kind][c]).replace('{s}', stem(rng, c)).replace('{t}', saint(rng, c))


def ward(rng, c):
    r = rng.random()
    if c in ('US', 'CA'):
        if r < 0.5:
            return '%d %s' % (rng.randint(2, 9), pick(rng, ['West', 'East', 'North', 'South']))
        return '%s Unit' % pick(rng, PP.WARD_NAMES)
    if r < 0.6:
        return '%s Ward' % pick(rng, PP.WARD_NAMES)
    return 'Ward %d%s' % (rng.randint(1, 32), pick(rng, ['', 'A', 'B', 'C']))


def employer(rng, c, surname):
    if chance(rng, 0.3):
        return '%s %s' % (surname, pick(rng, PP.FAMILY_FIRMS))
    suf = pick(rng, PP.EMPLOYER_SUFFIX)
    if c in ('US', 'CA') and suf == 'Borough Council':
        suf = 'County Roads Department'
    return '%s %s' % (stem(rng, c), suf)


def school(rng, c):
    return '%s %s' % (stem(rng, c), pick(rng, PP.SCHOOL_SUFFIX))


def club(rng, c):
    suf = pick(rng, PP.CLUB_SUFFIX)
    if suf == 'RSL Sub-Branch' and c != 'AU':
        suf = 'Veterans Association'
    if suf == 'Parish':
        return "%s's Parish" % saint(rng, c)
    return '%s %s' % (stem(rng, c), suf)


def charity(rng):
    return pick(rng, PP.CHARITIES)


def insurer(rng, c):
    return pick(rng, PP.INSURERS[c])


def adapt_firm(rng, c):
    return '%s %s' % (stem(rng, c), pick(rng, PP.ADAPT_FIRMS))


def equip_firm(rng, c):
    return '%s %s' % (stem(rng, c), pick(rng, PP.EQUIP_FIRMS))


def landmark(rng, c):
    if chance(rng, 0.2):
        return "%s's Church" % saint(rng, c)
    return '%s %s' % (stem(rng, c), pick(rng, PP.LANDMARK_SUFFIX))


# ---------------------------------------------------------------- staff
_ROLE = {
    # key: {country: (role text, [credentials], title 'Dr' or '', registration role)}
    'cons': {'UK': ('Consultant in Rehabilitation Medicine', ['MRCP', 'FRCP', 'MBChB, FRCP', 'MB BS, MRCP'], 'Dr', 'doctor'),
             'US': ('Physiatrist', ['MD', 'DO', 'MD, PM&R'], 'Dr', 'doctor'),
             'AU': ('Rehabilitation Physician', ['FAFRM (RACP)', 'MBBS, FAFRM'], 'Dr', 'doctor'),
             'CA': ('Physiatrist', ['MD, FRCPC', 'MD'], 'Dr', 'doctor'),
             'NZ': ('Rehabilitation Medicine Specialist', ['FAFRM', 'MBChB, FAFRM'], 'Dr', 'doctor'),
             'IE': ('Consultant in Rehabilitation Medicine', ['MRCPI', 'FRCPI'], 'Dr', 'doctor')},
    'reg': {'UK': ('Specialty Registrar', ['MBChB', 'MRCP'], 'Dr', 'doctor'),
            'US': ('PM&R Resident', ['MD', 'DO'], 'Dr', 'doctor'),
            'AU': ('Rehabilitation Registrar', ['MBBS'], 'Dr', 'doctor'),
            'CA': ('Resident, PM&R', ['MD'], 'Dr', 'doctor'),
            'NZ': ('Registrar', ['MBChB'], 'Dr', 'doctor'),
            'IE': ('Registrar in Rehabilitation Medicine', ['MRCPI', 'MB BCh'], 'Dr', 'doctor')},
    'pros': {'UK': ('Prosthetist', ['BSc (Hons)', 'MBAPO', 'BSc P&O'], '', 'prosthetist'),
             'US': ('Prosthetist', ['CPO', 'CP', 'CPO, LPO', 'CP, FAAOP'], '', 'prosthetist'),
             'AU': ('Prosthetist/Orthotist', ['CPO', 'MAOPA'], '', 'prosthetist'),
             'CA': ('Prosthetist', ['CP(c)', 'CPO(c)'], '', 'prosthetist'),
             'NZ': ('Prosthetist', ['BPO', 'CPO'], '', 'prosthetist'),
             'IE': ('Senior Prosthetist', ['BSc P&O', 'MSc'], '', 'prosthetist')},
    'physio': {'UK': ('Physiotherapist', ['MCSP', 'BSc MCSP'], '', 'physio'),
               'US': ('Physical Therapist', ['PT, DPT', 'PT', 'DPT'], '', 'physio'),
               'AU': ('Physiotherapist', ['BPhty', 'APAM'], '', 'physio'),
               'CA': ('Physiotherapist', ['PT', 'MScPT'], '', 'physio'),
               'NZ': ('Physiotherapist', ['BHSc Physio', 'NZRP'], '', 'physio'),
               'IE': ('Senior Physiotherapist', ['MISCP', 'BSc Physio'], '', 'physio')},
    'ot': {'UK': ('Occupational Therapist', ['BSc OT', 'RCOT'], '', 'ot'),
           'US': ('Occupational Therapist', ['OTR/L', 'OTD, OTR/L'], '', 'ot'),
           'AU': ('Occupational Therapist', ['BOccThy', 'OTA'], '', 'ot'),
           'CA': ('Occupational Therapist', ['OT Reg. (Ont.)', 'MScOT'], '', 'ot'),
           'NZ': ('Occupational Therapist', ['BHSc OT'], '', 'ot'),
           'IE': ('Senior Occupational Therapist', ['BSc OT', 'AOTI'], '', 'ot')},
    'tech': {k: ('Prosthetic Technician', ['Tech', 'Technician'], '', 'prosthetist') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
    'nurse': {'UK': ('Amputee Nurse Specialist', ['RGN', 'RN'], '', 'nurse'), 'US': ('Nurse Navigator', ['RN', 'BSN, RN'], '', 'nurse'),
              'AU': ('Clinical Nurse Consultant', ['RN', 'CNC'], '', 'nurse'), 'CA': ('Nurse Clinician', ['RN'], '', 'nurse'),
              'NZ': ('Clinical Nurse Specialist', ['RN'], '', 'nurse'), 'IE': ('Clinical Nurse Specialist', ['RGN', 'CNS'], '', 'nurse')},
    'psych': {k: ('Clinical Psychologist', ['DClinPsy', 'PhD', 'PsyD', 'MPsych'], 'Dr', 'doctor') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
    'vasc': {'UK': ('Consultant Vascular Surgeon', ['FRCS'], '', 'doctor'), 'US': ('Vascular Surgeon', ['MD, FACS'], 'Dr', 'doctor'),
             'AU': ('Vascular Surgeon', ['FRACS'], 'Dr', 'doctor'), 'CA': ('Vascular Surgeon', ['MD, FRCSC'], 'Dr', 'doctor'),
             'NZ': ('Vascular Surgeon', ['FRACS'], 'Dr', 'doctor'), 'IE': ('Consultant Vascular Surgeon', ['FRCSI'], '', 'doctor')},
    'gp': {'UK': ('GP', ['MBChB', 'MRCGP'], 'Dr', 'doctor'), 'US': ('PCP', ['MD', 'DO', 'FNP-C'], 'Dr', 'doctor'),
           'AU': ('GP', ['MBBS', 'FRACGP'], 'Dr', 'doctor'), 'CA': ('Family Physician', ['MD, CCFP'], 'Dr', 'doctor'),
           'NZ': ('GP', ['MBChB', 'FRNZCGP'], 'Dr', 'doctor'), 'IE': ('GP', ['MICGP'], 'Dr', 'doctor')},
    'sec': {k: ('Medical Secretary', [''], '', 'none') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
    'vol': {k: ('Peer Support Volunteer', [''], '', 'none') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
    'sw': {k: ('Social Worker', ['MSW', 'BSW', 'LCSW'], '', 'none') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
    'drive': {'UK': ('Driving Assessor', ['ADI', 'OT'], '', 'ot'), 'US': ('Certified Driver Rehabilitation Specialist', ['OTR/L, CDRS', 'CDRS'], '', 'ot'),
              'AU': ('Driver Trained OT', ['OT'], '', 'ot'), 'CA': ('Driver Rehabilitation Specialist', ['OT Reg.', 'CDRS'], '', 'ot'),
              'NZ': ('Driving Assessor OT', ['OT'], '', 'ot'), 'IE': ('Driving Assessor', ['OT'], '', 'ot')},
    'eng': {k: ('Rehabilitation Engineer', ['CEng', 'MSc', 'BEng'], '', 'none') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
    'tha': {k: ('Therapy Assistant', ['TA', 'PTA', 'AHP Support Worker'], '', 'none') for k in ('UK', 'US', 'AU', 'CA', 'NZ', 'IE')},
}


def staff(rng, c, key, avoid=()):
    while True:
        p = E.make_person(rng, c, 'DOCTOR')
        if p.last not in avoid:
            break
    role, creds, title, regrole = _ROLE[key][c]
    p.role, p.cred, p.title, p.regrole = role, pick(rng, creds), title, regrole
    if key == 'vasc' and c in ('UK', 'IE'):
        p.title = pick(rng, ['Mr', 'Ms']) if p.sex == 'M' or chance(rng, 0.5) else 'Miss'
        if p.sex == 'M':
            p.title = 'Mr'
    return p


def sig(p, style=0):
    """Signature pieces: style 0 'Dr Name, CRED', 1 'Name CRED', 2 'Name', 3 initial+surname."""
    name = p.full() if style != 3 else p.short()
    out = []
    if p.title == 'Dr' and style in (0, 3):
        out.append('Dr ')
    out.append(name)
    if style in (0, 1) and p.cred and p.title != 'Dr':
        out.append(', ' + p.cred if style == 0 else ' ' + p.cred)
    elif style == 1 and p.cred:
        out.append(', ' + p.cred)
    return out


def ref(p):
    """How a colleague is referred to in running text: 'Dr Surname' or 'First Surname'."""
    if p.title:
        return [p.title + ' ', p.l()]
    return [p.full()]


def reg(rng, c, p):
    lab, val = I.reg_no(rng, c, p.regrole if p.regrole != 'none' else 'physio')
    return [lab + ' ', (val, 'LICENSE')]
