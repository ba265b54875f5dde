"""A fictional screening participant with care team, facilities, identifiers, dates and findings."""
import datetime

import ids
from note import Person, Address
from pools_people import (ORIGINS, ORIGIN_WEIGHTS, MIDDLE_INITIALS, NICKNAMES, OCCUPATIONS, RELATIONS_SPOUSE,
                          RELATIONS_CHILD, RELATIONS_OTHER)
import pools_places as PP
import pools_clin as PC

META_COUNTRY = {'ENG': 'GB-ENG', 'SCO': 'GB-SCT', 'WAL': 'GB-WLS', 'NIR': 'GB-NIR', 'IRL': 'IE', 'AUS': 'AU',
                'NZL': 'NZ', 'CAN': 'CA', 'USA': 'US'}
COUNTRY_WEIGHTS = {'ENG': 24, 'SCO': 9, 'WAL': 6, 'NIR': 5, 'IRL': 11, 'AUS': 14, 'NZL': 10, 'CAN': 11, 'USA': 10}

ORIGIN_COUNTRIES = {
    'anglo': ['Jamaica', 'Barbados', 'Trinidad and Tobago', 'South Africa', 'England', 'Zimbabwe'],
    'celtic': ['Ireland', 'Scotland', 'Wales', 'Northern Ireland'],
    'south_asian': ['India', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Kenya', 'Uganda'],
    'east_asian': ['China', 'Hong Kong', 'Vietnam', 'South Korea', 'Japan', 'Philippines', 'Malaysia'],
    'african': ['Nigeria', 'Ghana', 'Somalia', 'Kenya', 'Zimbabwe', 'South Africa', 'Sudan'],
    'eastern_eu': ['Poland', 'Lithuania', 'Ukraine', 'Slovakia', 'Latvia', 'Romania'],
    'southern_eu': ['Italy', 'Greece', 'Portugal', 'Cyprus', 'Malta', 'Brazil'],
    'hispanic': ['Mexico', 'El Salvador', 'Guatemala', 'Colombia', 'Puerto Rico', 'Cuba'],
    'arabic': ['Lebanon', 'Iraq', 'Egypt', 'Syria', 'Sudan', 'Jordan'],
    'maori_pacific': ['Samoa', 'Tonga', 'Fiji', 'Cook Islands', 'Niue'],
    'french': ['France', 'Haiti', 'Belgium', 'Switzerland'],
}
TRAVEL = ['Spain', 'Portugal', 'Greece', 'Cyprus', 'Turkey', 'Thailand', 'India', 'Pakistan', 'Poland', 'Mexico',
          'Italy', 'France', 'Fiji', 'Canada', 'Australia', 'New Zealand', 'Malta', 'Croatia', 'Morocco', 'Jamaica']

PROG = {
    'ENG': ('NHS Bowel Cancer Screening Programme', 'BCSP', 120, 'µg Hb/g', 'FIT'),
    'SCO': ('Scottish Bowel Screening Programme', 'SBoSP', 80, 'µg Hb/g', 'qFIT'),
    'WAL': ('Bowel Screening Wales', 'BSW', 80, 'µg Hb/g', 'FIT'),
    'NIR': ('Northern Ireland Bowel Cancer Screening Programme', 'NI BCSP', 80, 'µg Hb/g', 'FIT'),
    'IRL': ('National Bowel Screening Programme (BowelScreen)', 'BowelScreen', 45, 'µg Hb/g', 'FIT'),
    'AUS': ('National Bowel Cancer Screening Program', 'NBCSP', 100, 'ng Hb/mL', 'iFOBT'),
    'NZL': ('National Bowel Screening Programme', 'NBSP', 200, 'ng Hb/mL', 'FIT'),
    'CAN': ('ColonCancerCheck', 'CCC', 175, 'ng/mL', 'FIT'),
    'USA': ('FIT Outreach Program', 'FIT outreach', 100, 'ng/mL', 'FIT'),
}
SSP_TITLE = {'ENG': ('Specialist Screening Practitioner', 'SSP'), 'SCO': ('Screening Nurse Specialist', 'SNS'),
             'WAL': ('Specialist Screening Practitioner', 'SSP'), 'NIR': ('Specialist Screening Practitioner', 'SSP'),
             'IRL': ('Clinical Nurse Specialist, Screening', 'CNS'), 'AUS': ('Nurse Navigator', 'NN'),
             'NZL': ('Bowel Screening Coordinator', 'BSC'), 'CAN': ('Nurse Navigator', 'RN navigator'),
             'USA': ('Patient Navigator', 'PN')}
AGE_RANGE = {'ENG': (56, 74), 'SCO': (50, 74), 'WAL': (51, 74), 'NIR': (60, 74), 'IRL': (59, 70), 'AUS': (45, 74),
             'NZL': (60, 74), 'CAN': (50, 74), 'USA': (45, 75)}
STYLE = {'ENG': 'UK', 'SCO': 'UK', 'WAL': 'UK', 'NIR': 'UK', 'IRL': 'IRL', 'AUS': 'AUS', 'NZL': 'NZL', 'CAN': 'NA',
         'USA': 'NA'}


def wchoice(rng, weights):
    keys = sorted(weights)
    total = sum(weights[k] for k in keys)
    r = rng.random() * total
    for k in keys:
        r -= weights[k]
        if r < 0:
            return k
    return keys[-1]


def weekday(d):
    while d.weekday() >= 5:
        d += datetime.timedelta(days=1)
    return d


def add(d, lo, hi, rng, wk=True):
    d2 = d + datetime.timedelta(days=rng.randint(lo, hi))
    return weekday(d2) if wk else d2


class Namer:
    """Draws people whose name tokens do not clash within one case (relatives may share the surname)."""
    def __init__(self, rng, cc):
        self.rng, self.cc, self.used = rng, cc, set()

    def person(self, typ, sex=None, origin=None, surname=None, title=''):
        rng = self.rng
        for _ in range(60):
            org = origin or wchoice(rng, ORIGIN_WEIGHTS[self.cc])
            fem, male, sur = ORIGINS[org]
            sx = sex or rng.choice('FM')
            first = rng.choice(fem if sx == 'F' else male)
            last = surname or rng.choice(sur)
            toks = set(first.split()) | (set() if surname else set(last.split()))
            if toks & self.used:
                continue
            self.used |= set(first.split()) | set(last.split())
            mid = rng.choice(MIDDLE_INITIALS) if rng.random() < 0.3 else ''
            p = Person(first, last, typ, sx, mid, title, NICKNAMES.get(first, ''), ids.username(rng, first, last))
            p.origin = org
            return p
        raise RuntimeError('name pool exhausted')


def town_list(cc):
    return {'AUS': PP.TOWNS_AUS, 'NZL': PP.TOWNS_NZL, 'CAN': PP.TOWNS_CAN, 'USA': PP.TOWNS_USA}.get(cc) or PP.TOWNS_UK[cc]


def pick_town(rng, cc, near=None, stay=0.7):
    lst = town_list(cc)
    if near is None:
        return rng.choice(lst)
    if rng.random() < stay:
        return near
    if cc in ('AUS', 'CAN', 'USA'):
        same = [t for t in lst if t[1] == near[1]]
        return rng.choice(same)
    if cc == 'ENG':
        cl = ENG_CLUSTER.get(near[0], 0)
        return rng.choice([t for t in lst if ENG_CLUSTER.get(t[0], 0) == cl])
    return rng.choice(lst)


ENG_CLUSTER = {}
for _i, _grp in enumerate((
        'Leeds Bradford Wakefield Harrogate Whitby Hull Sheffield Barnsley',
        'Darlington Gateshead Carlisle Kendal Preston Bolton Wigan Stockport',
        'Norwich Ipswich Lincoln Boston Luton Derby Leicester Coventry',
        'Exeter Truro Redruth Taunton Bath Bristol Gloucester Swindon',
        'Reading Slough Worthing Hastings Luton')):
    for _t in _grp.split():
        ENG_CLUSTER.setdefault(_t, _i + 1)


def make_address(rng, cc, flat_ok=True, town=None):
    st = STYLE[cc]
    town = town or rng.choice(town_list(cc))
    if st in ('UK', 'IRL'):
        town, county, pc, area = town
        num = rng.randint(1, 180)
        if cc == 'IRL' and rng.random() < 0.35:
            street = '%d %s' % (rng.randint(1, 60), rng.choice(PP.IRISH_ESTATES))
        else:
            street = '%d %s %s' % (num, rng.choice(PP.STREET_STEMS), rng.choice(PP.STREET_SUFFIX_UK))
        if flat_ok and rng.random() < 0.15:
            street = 'Flat %d, %s' % (rng.randint(1, 24), street)
        if cc == 'IRL':
            zipc = pc + ' ' + ids.let(rng, 1, 'ACDEFHKNPRTVWXY') + ids.dig(rng, 1) + ids.let(rng, 1, 'ACDEFHKNPRTVWXY') + ids.dig(rng, 1)
        else:
            zipc = '%s%d %d%s' % (pc, rng.randint(1, 29), rng.randint(1, 9), ids.let(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
        return Address(street, town, zipc, st, county=county if rng.random() < 0.6 or cc == 'IRL' else ''), area
    if cc == 'AUS':
        town, sa, sf, pc, area = town
        street = '%d %s %s' % (rng.randint(1, 240), rng.choice(PP.STREET_STEMS_AUS), rng.choice(PP.STREET_SUFFIX_AUS))
        if flat_ok and rng.random() < 0.2:
            street = '%d/%s' % (rng.randint(1, 12), street)
        return Address(street, town, pc, st, state=sa, state_full=sf), area
    if cc == 'NZL':
        town, region, pc, area = town
        street = '%d %s %s' % (rng.randint(1, 200), rng.choice(PP.STREET_STEMS_NZL), rng.choice(['Street', 'Road', 'Avenue', 'Place', 'Crescent', 'Terrace', 'Drive']))
        if flat_ok and rng.random() < 0.2:
            street = '%d/%s' % (rng.randint(1, 9), street)
        return Address(street, town, pc, st, state=region, state_full=region), area
    town, sa, sf, pre, area = town
    street = '%d %s %s' % (rng.randint(10, 9800), rng.choice(PP.STREET_STEMS_NA), rng.choice(PP.STREET_SUFFIX_NA))
    if flat_ok and rng.random() < 0.2:
        street += rng.choice([', Apt ', ', Unit ', ' #', ', Suite ']) + str(rng.randint(1, 40)) + rng.choice(['', '', 'B'])
    if cc == 'CAN':
        zipc = pre + ' ' + ids.dig(rng, 1) + ids.let(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ') + ids.dig(rng, 1)
    else:
        zipc = pre + ids.dig(rng, 2) + (('-' + ids.dig(rng, 4)) if rng.random() < 0.2 else '')
    return Address(street, town, zipc, st, state=sa, state_full=sf), area


def _stem_group(cc):
    return {'IRL': 'IRL', 'AUS': 'AUS', 'NZL': 'NZL', 'CAN': 'NA', 'USA': 'NA'}.get(cc, 'UK')


def make_facilities(rng, cc, c):
    stems = PP.PLACE_STEMS[_stem_group(cc)]
    s = rng.sample(stems, 7)
    saint = rng.choice(PP.SAINTS)
    uk = cc in ids.UKC
    hosp_forms = {
        'UK': ['%s General Hospital', '%s Royal Infirmary', '%s University Hospital', 'Royal %s Hospital', '%s Community Hospital'],
        'IRL': ['%s University Hospital', '%s General Hospital', '%s Regional Hospital'],
        'AUS': ['%s Base Hospital', '%s Health Service', '%s Private Hospital', '%s District Hospital'],
        'NZL': ['%s Hospital', '%s Base Hospital'],
        'CAN': ['%s Regional Health Centre', '%s General Hospital', '%s Health Sciences Centre'],
        'USA': ['%s Medical Center', '%s Regional Medical Center', '%s Community Hospital'],
    }['UK' if uk else cc]
    hosp = (rng.choice(hosp_forms) % s[0]) if rng.random() < 0.85 else saint + ' Hospital'
    centre = {'ENG': '%s Bowel Cancer Screening Centre', 'SCO': '%s Endoscopy Unit', 'WAL': '%s Screening Endoscopy Unit',
              'NIR': '%s Bowel Screening Unit', 'IRL': '%s Screening Colonoscopy Unit', 'AUS': '%s Endoscopy Centre',
              'NZL': '%s Bowel Screening Service', 'CAN': '%s Colonoscopy Clinic', 'USA': '%s Endoscopy Center'}[cc] % s[1]
    hub = {'ENG': '%s Bowel Cancer Screening Hub', 'SCO': '%s Bowel Screening Laboratory', 'WAL': '%s Screening Hub',
           'NIR': '%s Screening Laboratory', 'IRL': '%s FIT Laboratory', 'AUS': '%s Pathology',
           'NZL': '%s Screening Laboratory', 'CAN': '%s Regional Cancer Program',
           'USA': '%s Health Colorectal Screening Outreach'}[cc] % s[2]
    trust = {'ENG': '%s Hospitals NHS Foundation Trust', 'SCO': '%s Health Board', 'WAL': '%s University Health Board',
             'NIR': '%s Health and Social Care Trust', 'IRL': '%s Hospital Group', 'AUS': '%s Local Health District',
             'NZL': '%s Health District', 'CAN': '%s Health Network', 'USA': '%s Health System'}[cc] % s[0]
    pforms = {'UK': ['%s Medical Practice', '%s Surgery', '%s Health Centre', 'The %s Practice'],
              'IRL': ['%s Medical Centre', '%s Family Practice'], 'AUS': ['%s Family Medical Centre', '%s Medical Clinic'],
              'NZL': ['%s Medical Centre', '%s Health'], 'CAN': ['%s Family Health Team', '%s Medical Clinic'],
              'USA': ['%s Family Medicine', '%s Primary Care']}['UK' if uk else cc]
    practice = rng.choice(pforms) % s[3]
    lab = {'UK': '%s Cellular Pathology', 'IRL': '%s Histopathology Laboratory', 'AUS': '%s Pathology',
           'NZL': '%s Laboratories', 'CAN': '%s Laboratory Medicine', 'USA': '%s Pathology Associates'}['UK' if uk else cc] % s[4]
    if cc == 'AUS' and lab == hub:
        lab = s[4] + ' Anatomical Pathology'
    ward = rng.choice(['Ward %d%s' % (rng.randint(1, 40), rng.choice(['', 'A', 'B', 'C'])),
                       '%s Ward' % rng.choice(PP.WARD_NAMES), '%s Unit' % rng.choice(PP.WARD_NAMES)])
    c.update({'hosp': (hosp, 'HOSPITAL'), 'centre': (centre, 'HOSPITAL'), 'hub': (hub, 'HOSPITAL'),
              'trust': (trust, 'HOSPITAL'), 'practice': (practice, 'HOSPITAL'), 'lab': (lab, 'HOSPITAL'),
              'ward': (ward, 'HOSPITAL'), 'building': (rng.choice(PP.BUILDING_NAMES), 'LOCATION_OTHER'),
              'room': (str(rng.randint(1, 8)) + rng.choice(['', '', '', 'A', 'B']), 'LOCATION_OTHER'),
              'bay': (str(rng.randint(1, 14)), 'LOCATION_OTHER'), 'bed': (str(rng.randint(1, 30)), 'LOCATION_OTHER'),
              'other_hosp': ((rng.choice(hosp_forms) % s[5]), 'HOSPITAL'), 'hub_stem': s[2], 'centre_stem': s[1]})


def make_case(rng, cc):
    c = {'cc': cc, 'meta_country': META_COUNTRY[cc], 'uk': cc in ids.UKC,
         'dstyle': 'us' if cc == 'USA' else ('ca' if cc == 'CAN' else 'uk')}
    c['dspec'] = wchoice(rng, {'n': 6, 'l': 2, 'd': 2})
    nm = Namer(rng, cc)
    c['_namer'] = nm
    pt = nm.person('PATIENT')
    pt.title = 'Mr' if pt.sex == 'M' else rng.choice(['Mrs', 'Ms', 'Mrs', 'Miss'])
    c['pt'], c['pt_title'] = pt, pt.title
    he, his, him = ('he', 'his', 'him') if pt.sex == 'M' else ('she', 'her', 'her')
    c.update({'he': he, 'his': his, 'him': him, 'He': he.capitalize(), 'His': his.capitalize(),
              'MF': pt.sex, 'sexw': 'male' if pt.sex == 'M' else 'female', 'manwoman': 'man' if pt.sex == 'M' else 'woman'})
    # dates
    start = datetime.date(2019, 1, 7)
    base = weekday(start + datetime.timedelta(days=rng.randrange(0, 2300)))
    c['d_invite'] = base
    c['d_kit'] = add(base, 2, 9, rng)
    c['d_sample'] = add(c['d_kit'], 4, 40, rng, wk=False)
    c['d_recv'] = add(c['d_sample'], 1, 4, rng)
    c['d_result'] = add(c['d_recv'], 0, 3, rng)
    c['d_letter'] = add(c['d_result'], 0, 2, rng)
    c['d_ssp'] = add(c['d_result'], 6, 16, rng)
    c['d_colon'] = add(c['d_ssp'], 5, 21, rng)
    c['d_histo'] = add(c['d_colon'], 5, 14, rng)
    c['d_mdt'] = add(c['d_histo'], 2, 9, rng)
    c['d_call'] = add(c['d_histo'], 1, 6, rng)
    c['d_rebook'] = add(c['d_ssp'], 14, 40, rng)
    c['d_ctc'] = add(c['d_colon'], 14, 45, rng)
    c['d_prev'] = add(base, -800, -700, rng)
    lo, hi = AGE_RANGE[cc]
    age = rng.randint(lo, hi) if rng.random() < 0.93 else rng.randint(hi + 1, 82)
    dob = c['d_result'] - datetime.timedelta(days=age * 365 + age // 4 + rng.randint(20, 340))
    c['dob'] = dob
    a = c['d_result'].year - dob.year - ((c['d_result'].month, c['d_result'].day) < (dob.month, dob.day))
    c['age_n'], c['age'], c['age_w'] = a, (str(a), 'AGE'), (PC.num_words(a), 'AGE')
    # address and contacts
    home = pick_town(rng, cc)
    c['home'] = home
    addr, area = make_address(rng, cc, town=home)
    c['addr'], c['area'] = addr, area
    c['pt_phone'] = (ids.phone(rng, cc, 'land', area), 'PHONE')
    c['pt_mob'] = (ids.phone(rng, cc, 'mobile', area if cc in ('CAN', 'USA') else None), 'PHONE')
    c['pt_email'] = (ids.email_person(rng, pt.first, pt.last, 'pt'), 'EMAIL')
    # identifiers
    mrn = (ids.mrn(rng, cc), 'MRN')
    c['mrn'], c['mrn_label'] = mrn, rng.choice({'UK': ['Hospital No', 'Unit No', 'MRN', 'Hosp No'], 'IRL': ['MRN', 'Chart No'],
                                                 'AUS': ['URN', 'UR No', 'MRN'], 'NZL': ['NHI', 'NHI'], 'NA': ['MRN', 'MRN', 'Chart #']}[
        'UK' if c['uk'] else STYLE[cc] if cc not in ('CAN', 'USA') else 'NA'])
    c['hp'] = c['ssn'] = None
    c['hp_label'] = c['ssn_label'] = ''
    if cc in ('ENG', 'WAL'):
        c['nid'], c['nid_label'] = (ids.nhs_number(rng), 'MRN'), rng.choice(['NHS No', 'NHS Number', 'NHS no.'])
    elif cc == 'SCO':
        c['nid'], c['nid_label'] = (ids.chi_number(rng, dob, pt.sex), 'MRN'), rng.choice(['CHI', 'CHI No', 'CHI number'])
    elif cc == 'NIR':
        c['nid'], c['nid_label'] = (ids.hc_number(rng), 'MRN'), rng.choice(['H&C No', 'H&C Number'])
    elif cc == 'IRL':
        c['nid'], c['nid_label'] = ('C' + ids.dig(rng, 8), 'MRN'), rng.choice(['Client ID', 'Screening Client ID'])
        if rng.random() < 0.6:
            c['hp'], c['hp_label'] = (ids.healthplan(rng, cc), 'HEALTHPLAN'), 'Medical Card No'
        else:
            c['hp'], c['hp_label'] = (ids.healthplan(rng, cc, 'private'), 'HEALTHPLAN'), 'Policy No'
        c['ssn'], c['ssn_label'] = (ids.ssn(rng, cc), 'SSN'), 'PPSN'
    elif cc == 'AUS':
        c['nid'], c['nid_label'] = (ids.healthplan(rng, cc), 'HEALTHPLAN'), rng.choice(['Medicare No', 'Medicare'])
        c['hp'], c['hp_label'] = c['nid'], c['nid_label']
        if rng.random() < 0.3:
            c['ihi'] = (ids.ihi(rng), 'MRN')
        if rng.random() < 0.2:
            c['hp2'], c['hp2_label'] = (ids.healthplan(rng, cc, 'dva'), 'HEALTHPLAN'), 'DVA File No'
    elif cc == 'NZL':
        c['nid'], c['nid_label'] = mrn, 'NHI'
        c['hp'], c['hp_label'] = (ids.healthplan(rng, cc), 'HEALTHPLAN'), 'Community Services Card'
        c['ssn'], c['ssn_label'] = (ids.ssn(rng, cc), 'SSN'), 'IRD No'
    elif cc == 'CAN':
        prov = addr.state
        kind = 'ON' if prov == 'ON' else ('BC' if prov == 'BC' else '')
        lab = {'ON': 'OHIP #', 'BC': 'PHN'}.get(prov, 'Health Card No')
        c['nid'], c['nid_label'] = (ids.healthplan(rng, cc, kind), 'HEALTHPLAN'), lab
        c['hp'], c['hp_label'] = c['nid'], lab
        c['ssn'], c['ssn_label'] = (ids.ssn(rng, cc), 'SSN'), 'SIN'
    else:
        c['nid'], c['nid_label'] = mrn, 'MRN'
        kind = 'mbi' if c['age_n'] >= 65 else ''
        c['hp'], c['hp_label'] = (ids.healthplan(rng, cc, kind), 'HEALTHPLAN'), 'Medicare MBI' if kind else 'Member ID'
        c['hp_group'] = (ids.healthplan(rng, cc, 'group'), 'HEALTHPLAN')
        c['ssn'], c['ssn_label'] = (ids.ssn(rng, cc), 'SSN'), 'SSN'
    c['episode'] = (ids.episode(rng, cc), 'ACCOUNT')
    c['kit'] = (ids.kit_serial(rng), 'DEVICE')
    c['sample'] = (ids.accession(rng, 'fit', c['d_recv'].year), 'IDNUM')
    c['accession'] = (ids.accession(rng, 'histo', c['d_colon'].year), 'IDNUM')
    c['rad_acc'] = (ids.accession(rng, 'rad', c['d_ctc'].year), 'IDNUM')
    c['order'] = (ids.accession(rng, 'order'), 'IDNUM')
    c['plate'] = (ids.plate(rng, cc), 'VEHICLE')
    c['bio'] = (ids.bioid(rng), 'BIOID')
    c['ip'] = (ids.ipaddr(rng), 'IPADDR')
    c['scope_sn'] = (ids.scope_serial(rng), 'DEVICE')
    c['pm_sn'] = (ids.cardiac_serial(rng), 'DEVICE')
    # facilities and care team
    make_facilities(rng, cc, c)
    paddr, parea = make_address(rng, cc, flat_ok=False, town=pick_town(rng, cc, home, 0.75))
    c['practice_addr'] = paddr
    c['practice_phone'] = (ids.phone(rng, cc, 'land', parea), 'PHONE')
    c['practice_fax'] = (ids.phone(rng, cc, 'land', parea), 'FAX')
    haddr, harea = make_address(rng, cc, flat_ok=False, town=pick_town(rng, cc, home, 0.6))
    c['hosp_addr'] = haddr
    c['hosp_phone'] = (ids.phone(rng, cc, 'land', harea), 'PHONE')
    c['hosp_fax'] = (ids.phone(rng, cc, 'land', harea), 'FAX')
    c['unit_phone'] = (ids.phone(rng, cc, 'land', harea) + (' ' + ids.ext(rng) if rng.random() < 0.4 else ''), 'PHONE')
    hbaddr, hbarea = make_address(rng, cc, flat_ok=False, town=pick_town(rng, cc, home, 0.3))
    c['hub_addr'] = hbaddr
    c['hub_free'] = (ids.phone(rng, cc, 'free'), 'PHONE')
    c['hub_phone'] = (ids.phone(rng, cc, 'land', hbarea), 'PHONE')
    c['hub_fax'] = (ids.phone(rng, cc, 'land', hbarea), 'FAX')
    c['hub_email'] = (ids.email_org(rng, c['hub'][0]), 'EMAIL')
    c['hub_url'] = (ids.url_org(rng, c['hub'][0]), 'URL')
    c['centre_email'] = (ids.email_org(rng, c['centre'][0]), 'EMAIL')
    c['centre_url'] = (ids.url_org(rng, c['centre'][0]), 'URL')
    c['bleep'] = (ids.bleep(rng, cc), 'PHONE')
    roles = {}
    for key, typ_role, title in (('gp', 'doctor', 'Dr'), ('ssp', 'nurse', ''), ('ssp2', 'nurse', ''), ('endo', 'doctor', 'Dr'),
                                 ('nurse', 'nurse', ''), ('nurse2', 'nurse', ''), ('path', 'doctor', 'Dr'),
                                 ('rad', 'doctor', 'Dr'), ('admin', 'admin', ''), ('director', 'doctor', 'Dr'),
                                 ('surgeon', 'doctor', 'Mr' if c['uk'] or cc == 'IRL' else 'Dr'), ('anaes', 'doctor', 'Dr'),
                                 ('pharm', 'admin', ''), ('genet', 'doctor', 'Dr'), ('interp', 'admin', '')):
        p = nm.person('DOCTOR', title=title)
        if key == 'surgeon' and title == 'Mr' and p.sex == 'F':
            p.title = 'Ms'
        roles[key] = p
        c[key] = p
        c[key + '_email'] = (ids.email_person(rng, p.first, p.last), 'EMAIL')
        if typ_role != 'admin':
            lab, val = ids.licence(rng, cc, typ_role)
            c[key + '_lic_label'], c[key + '_lic'] = lab, (val, 'LICENSE')
    c['ssp_title'], c['ssp_abbr'] = SSP_TITLE[cc]
    c['gp_word'] = {'CAN': 'family physician', 'USA': 'PCP'}.get(cc, 'GP')
    # family
    fam_sur = pt.last if rng.random() < 0.55 else None
    spouse = nm.person('FAMILY', sex='F' if pt.sex == 'M' else 'M', origin=pt.origin, surname=fam_sur)
    if rng.random() < 0.08:
        spouse = nm.person('FAMILY', sex=pt.sex, origin=pt.origin)
    child = nm.person('FAMILY', origin=pt.origin, surname=pt.last if rng.random() < 0.5 else None)
    other = nm.person('FAMILY')
    c['fam1'], c['fam1_rel'] = spouse, rng.choice(RELATIONS_SPOUSE[pt.sex]) if spouse.sex != pt.sex else 'partner'
    c['fam2'], c['fam2_rel'] = child, ('daughter' if child.sex == 'F' else 'son') if rng.random() < 0.8 else rng.choice(RELATIONS_CHILD)
    c['fam3'], c['fam3_rel'] = other, rng.choice(RELATIONS_OTHER)
    c['fam_phone'] = (ids.phone(rng, cc, 'mobile', area if cc in ('CAN', 'USA') else None), 'PHONE')
    c['occ'] = (rng.choice(OCCUPATIONS), 'PROFESSION')
    c['retired'] = c['age_n'] >= 64 and rng.random() < 0.75
    c['fam_occ'] = (rng.choice(OCCUPATIONS), 'PROFESSION')
    c['employer'] = ('%s %s' % (rng.choice(PP.COMPANY_STEMS), rng.choice(PP.COMPANY_KINDS)), 'ORGANIZATION')
    c['insurer'] = (rng.choice(PP.INSURERS), 'ORGANIZATION')
    c['transport_org'] = (rng.choice(PP.TRANSPORT_ORGS), 'ORGANIZATION')
    c['interp_org'] = (rng.choice(PP.INTERPRETING_ORGS), 'ORGANIZATION')
    c['church'] = (rng.choice(PP.CHURCHES), 'ORGANIZATION')
    c['charity'] = (rng.choice(PP.CHARITIES), 'ORGANIZATION')
    c['school'] = (rng.choice(PP.SCHOOLS), 'ORGANIZATION')
    c['born'] = (rng.choice(ORIGIN_COUNTRIES[pt.origin]), 'COUNTRY')
    c['travel'] = (rng.choice(TRAVEL), 'COUNTRY')
    if cc in ('AUS', 'CAN', 'USA', 'NZL'):
        col = 1 if cc == 'NZL' else 2
        others = sorted(set(t[col] for t in town_list(cc)) - {home[col]})
        c['other_state'] = (rng.choice(others), 'STATE')
    # clinical
    prog, abbr, thr, unit, test = PROG[cc]
    c.update({'prog': prog, 'prog_abbr': abbr, 'thr': thr, 'fit_unit': unit, 'test': test})
    c['fit_val'] = rng.choice([thr + rng.randint(1, 40), rng.randint(thr, thr * 3), rng.randint(thr * 2, thr * 5)])
    c['outcome'] = wchoice(rng, {'normal': 24, 'low': 26, 'high': 24, 'lnpcp': 14, 'cancer': 12})
    c['polyps'] = PC.polyp_list(rng, c['outcome'])
    oc = c['outcome']
    if oc in ('high', 'lnpcp'):
        yrs = 3
    elif oc == 'cancer':
        yrs = 1
    elif cc == 'USA':
        yrs = 10 if oc == 'normal' else 7
    else:
        yrs = 2
    c['surv_years'] = yrs
    c['d_surv'] = datetime.date(c['d_colon'].year + yrs, c['d_colon'].month, 1)
    if cc == 'CAN' and addr.state != 'ON':
        c['prog'] = 'provincial colon screening program'
    c['scope_model'] = rng.choice(PC.DEVICE_MODELS_SCOPE)
    c['prep'] = rng.choice(PC.PREPS)
    c['anticoag'] = rng.choice(PC.ANTICOAG) if rng.random() < 0.28 else ''
    c['meds'] = rng.sample(PC.OTHER_MEDS, rng.randint(0, 5))
    c['comorbid'] = rng.sample(PC.COMORBID, rng.randint(0, 4))
    c['allergy'] = rng.choice(PC.ALLERGIES)
    c['fhx'] = rng.random() < 0.3
    return c
