"""Per-note context for dev407_en: the patient, the people around them, the
care sites and the identifiers, stored as Phi values in Doc.v so that genre
templates can write them by key ({pt}, {mrn}, {hosp}, ...)."""

import datetime

import ident
import pools_people as PP
import pools_places as PL
from doc import Doc, Phi, Style

CC_WEIGHTS = [('UK', 28), ('SCO', 9), ('US', 20), ('CA', 11), ('AU', 15), ('NZ', 9), ('IE', 8)]
COUNTRY_META = {'UK': 'United Kingdom', 'SCO': 'United Kingdom', 'US': 'United States',
                'CA': 'Canada', 'AU': 'Australia', 'NZ': 'New Zealand', 'IE': 'Ireland'}


def wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    for k, w in pairs:
        r -= w
        if r < 0:
            return k
    return pairs[-1][0]


class Person:
    def __init__(self, rng, cc, sex=None, origin=None, used=None):
        self.sex = sex or rng.choice('MF')
        for _ in range(50):
            o = origin or wchoice(rng, PP.ORIGIN_MIX[cc])
            so = o if o in PP.SURN else 'anglo'
            if o == 'word' and rng.random() < 0.5:
                so = 'word'
            elif o == 'word':
                so = rng.choice(['anglo', 'irish', 'scot'])
            first = rng.choice(PP.FIRST[o][self.sex])
            last = rng.choice(PP.SURN[so] if rng.random() < 0.85 else PP.SURN['word'])
            if used is None or (last not in used and first not in used):
                break
        self.origin, self.first, self.last = o, first, last
        self.mid = rng.choice(ident.UPX) if rng.random() < 0.25 else ''
        if used is not None:
            used.add(last)
            used.add(first)

    def full(self, mid=True):
        if mid and self.mid:
            return '%s %s. %s' % (self.first, self.mid, self.last)
        return '%s %s' % (self.first, self.last)

    def ini(self, dots=True):
        a = self.first[0] + (self.mid or '') + self.last.replace("'", '')[0]
        return '.'.join(a) + '.' if dots else a


def dob_for(rng, visit, age):
    lo = datetime.date(visit.year - age - 1, visit.month, min(visit.day, 28)) + datetime.timedelta(days=1)
    return lo + datetime.timedelta(days=rng.randrange(0, 364))


def age_on(dob, day):
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


def style_for(rng, cc):
    if cc == 'US':
        return Style('mdy', '/', rng.random() < 0.5, rng.random() < 0.2)
    if cc == 'CA':
        o = wchoice(rng, [('ymd', 5), ('mdy', 3), ('dmy', 2)])
        return Style(o, '/', True, False)
    return Style('dmy', wchoice(rng, [('/', 8), ('.', 1), ('-', 1)]), rng.random() < 0.8, rng.random() < 0.15)


def street(rng, cc):
    name = rng.choice(PL.STREET_NAMES[cc])
    typ = rng.choice(PL.STREET_TYPES[cc])
    num = rng.randrange(1, 240)
    base = '%d %s %s' % (num, name, typ)
    r = rng.random()
    if cc in ('UK', 'SCO'):
        if r < 0.25:
            return 'Flat %d, %s' % (rng.randrange(1, 30), base)
        if r < 0.32:
            return 'Flat %d/%d, %s' % (rng.randrange(0, 4), rng.randrange(1, 3), base)
        return base
    if cc == 'US':
        if r < 0.3:
            return '%s, %s' % (base, rng.choice(['Apt %d', 'Apt %dB', 'Unit %d', '#%d']) % rng.randrange(1, 40))
        return base
    if cc == 'CA':
        if r < 0.3:
            return '%d-%s' % (rng.randrange(101, 2400), base)
        return base
    if cc in ('AU', 'NZ'):
        if r < 0.35:
            return '%d/%s' % (rng.randrange(1, 20), base)
        return base
    if r < 0.25:
        return 'Apartment %d, %s' % (rng.randrange(1, 60), base)
    return base


def address(rng, cc, town=None, plain=False):
    t = town or rng.choice(PL.TOWNS[cc])
    city, sabbr, sname, key, area = t
    st = street(rng, cc)
    if plain:
        st = '%d %s %s' % (rng.randrange(1, 400), rng.choice(PL.STREET_NAMES[cc]), rng.choice(PL.STREET_TYPES[cc]))
    pc = ident.postcode(rng, cc, key)
    return {'street': st, 'city': city, 'sabbr': sabbr, 'sname': sname, 'zip': pc,
            'area': area, 'town': t}


def addr_parts(cc, a, multiline=False, rng=None):
    """A composite address value: list of Phi and separators."""
    sep = '\n' if multiline else ', '
    S, C = Phi(a['street'], 'STREET'), Phi(a['city'], 'CITY')
    Z = Phi(a['zip'], 'ZIP')
    if cc in ('UK', 'SCO'):
        if rng is not None and rng.random() < 0.3 and a['sname'] != a['city']:
            return [S, sep, C, sep, Phi(a['sname'], 'CITY'), sep if multiline else ' ', Z]
        return [S, sep, C, sep if multiline else ' ', Z]
    if cc in ('US', 'CA'):
        return [S, sep, C, ', ', Phi(a['sabbr'], 'STATE'), '  ' if cc == 'CA' else ' ', Z]
    if cc == 'AU':
        return [S, sep, C, ' ', Phi(a['sabbr'], 'STATE'), ' ', Z]
    if cc == 'NZ':
        if rng is not None and rng.random() < 0.3:
            return [S, sep, C, ', ', Phi(a['sname'], 'STATE'), ' ', Z]
        return [S, sep, C, ' ', Z]
    # Ireland
    if a['city'].startswith('Dublin'):
        return [S, sep, C, sep, Z]
    return [S, sep, C, sep, 'Co. ', Phi(a['sname'], 'CITY'), sep, Z]


def sites(rng, cc, town):
    """Invented care sites and organisations for one note."""
    stems = sorted(set(PL.STEMS[cc]))
    rng.shuffle(stems)
    us = cc == 'US'
    ctr = 'Center' if us else 'Centre'
    s = {}
    h = rng.randrange(6)
    if cc in ('UK', 'SCO'):
        forms = ['%s General Hospital', '%s Royal Infirmary', '%s University Hospital',
                 'Royal %s Hospital', "St %s's Hospital", '%s District General Hospital']
    elif us:
        forms = ['%s Medical Center', '%s Regional Medical Center', 'St. %s Hospital',
                 '%s Memorial Hospital', '%s University Hospital', '%s Community Hospital']
    elif cc == 'CA':
        forms = ['%s General Hospital', '%s Health Sciences Centre', "St. %s's Hospital",
                 '%s Regional Hospital', '%s Community Hospital', '%s University Hospital']
    elif cc == 'IE':
        forms = ['%s University Hospital', "St %s's Hospital", '%s Regional Hospital',
                 '%s General Hospital', '%s University Hospital', "St %s's University Hospital"]
    else:
        forms = ['%s Hospital', '%s Base Hospital', 'Royal %s Hospital', '%s Hospital',
                 '%s Public Hospital', '%s Health Campus']
    f = forms[h]
    s['hosp'] = f % (rng.choice(PL.SAINTS) if '%s\'s' in f or 'St' in f.split()[0] else stems[0])
    gpf = {'US': ['%s Family Medicine', '%s Community Health Center', '%s Primary Care'],
           'CA': ['%s Family Health Team', '%s Medical Clinic', '%s Community Health Centre'],
           'AU': ['%s Medical Centre', '%s Family Practice', '%s GP Clinic'],
           'NZ': ['%s Medical Centre', '%s Health Centre', '%s Family Doctors'],
           'IE': ['%s Medical Centre', '%s Family Practice', '%s Health Centre']}.get(
        cc, ['%s Surgery', '%s Medical Practice', '%s Health Centre', 'The %s Practice'])
    s['gpprac'] = rng.choice(gpf) % stems[1]
    phf = ['%s Pharmacy', '%s Late Night Pharmacy', "%s's Chemist", '%s Community Pharmacy']
    if us:
        phf = ['%s Pharmacy', '%s Specialty Pharmacy', '%s Drug', '%s Apothecary']
    if cc == 'AU':
        phf = ['%s Pharmacy', '%s Discount Chemist', '%s Pharmacy', "%s's Pharmacy"]
    pf = rng.choice(phf)
    s['pharmacy'] = pf % (rng.choice(PP.SURN['anglo']) if "'s" in pf else stems[2])
    dsf = {'US': ['%s Syringe Services Program', '%s Opioid Treatment Program', '%s Recovery ' + ctr],
           'CA': ['%s Harm Reduction Centre', '%s Opioid Agonist Therapy Clinic', '%s Community Drug Service'],
           'AU': ['%s Community Drug Service', '%s Needle and Syringe Program', '%s Opioid Treatment Clinic'],
           'NZ': ['%s Addiction Service', '%s Needle Exchange', '%s Opioid Substitution Service'],
           'IE': ['%s Drug Treatment Centre', '%s Addiction Service', '%s Community Drug Team']}.get(
        cc, ['%s Recovery Hub', '%s Drug and Alcohol Service', '%s Needle Exchange', '%s Recovery Service'])
    s['dsvc'] = rng.choice(dsf) % stems[3]
    prf = {'UK': ['HMP %s'], 'SCO': ['HMP %s'], 'US': ['%s County Jail', '%s Correctional Facility', '%s State Prison'],
           'CA': ['%s Correctional Centre', '%s Institution', '%s Remand Centre'],
           'AU': ['%s Correctional Centre', '%s Remand Centre', '%s Prison'],
           'NZ': ['%s Corrections Facility', '%s Prison'], 'IE': ['%s Prison']}[cc]
    s['prison'] = rng.choice(prf) % stems[4]
    s['hostel'] = rng.choice(['%s House', '%s Lodge', '%s Night Shelter', '%s Foyer']) % stems[5]
    s['ward'] = rng.choice(['Ward %d' % rng.randrange(1, 40), '%s Ward' % rng.choice(PL.TREES),
                            '%s Unit' % rng.choice(PL.TREES), 'Ward %d%s' % (rng.randrange(1, 12), rng.choice('ABC'))])
    s['liverunit'] = rng.choice(['%s Liver Centre', '%s Liver Unit', '%s Viral Hepatitis Service',
                                 '%s Hepatitis Clinic']) % stems[6]
    s['lab'] = rng.choice(PL.PRIVATE_LABS)
    s['charity'] = rng.choice(PP.CHARITY)
    s['church'] = rng.choice(PP.CHURCH)
    s['employer'] = '%s %s' % (rng.choice(PP.EMPLOYER_A), rng.choice(PP.EMPLOYER_B))
    s['insurer'] = rng.choice(PL.INSURERS_US)
    s['school'] = rng.choice(['%s Primary School', '%s Community College', '%s High School']) % stems[7]
    return s


def build(rng, cc, lower, genre, visit=None, age_range=(22, 74)):
    style = style_for(rng, cc)
    d = Doc(rng, lower=lower, style=style, typos=rng.choice([0, 0, 0, 1, 1, 2, 3]))
    v = d.v
    used = set()
    if visit is None:
        visit = datetime.date(2019, 1, 2) + datetime.timedelta(days=rng.randrange(0, 2370))
        if visit.weekday() >= 5 and rng.random() < 0.9:
            visit += datetime.timedelta(days=7 - visit.weekday())
    pt = Person(rng, cc, used=used)
    lo, hi = age_range
    age = rng.randrange(lo, hi + 1)
    if rng.random() < 0.03:
        age = rng.randrange(88, 97)
    dob = dob_for(rng, visit, age)
    age = age_on(dob, visit)
    a = address(rng, cc)
    town = a['town']
    area = a['area']
    title = {'M': 'Mr', 'F': rng.choice(['Ms', 'Mrs', 'Miss', 'Ms'])}[pt.sex]
    if cc in ('US', 'CA') and title != 'Miss':
        title += '.'
    he = {'M': ('he', 'his', 'him'), 'F': ('she', 'her', 'her')}[pt.sex]
    v.update({
        'cc': cc, 'visit': visit, 'dob': dob, 'age': Phi(age, 'AGE'), 'age_n': age,
        'pt': Phi(pt.full(), 'PATIENT'), 'pt.first': Phi(pt.first, 'PATIENT'),
        'pt.last': Phi(pt.last, 'PATIENT'), 'pt.lf': Phi('%s, %s' % (pt.last, pt.first), 'PATIENT'),
        'pt.LF': Phi('%s, %s' % (pt.last.upper(), pt.first.upper()), 'PATIENT'),
        'pt.ini': Phi(pt.ini(rng.random() < 0.6), 'PATIENT'), 'pt.title': title,
        'pt.tl': [title, ' ', Phi(pt.last, 'PATIENT')],
        'he': he[0], 'his': he[1], 'him': he[2], 'He': he[0].capitalize(), 'His': he[1].capitalize(),
        'sex': pt.sex, 'man': 'man' if pt.sex == 'M' else 'woman',
        'street': Phi(a['street'], 'STREET'), 'city': Phi(a['city'], 'CITY'),
        'zip': Phi(a['zip'], 'ZIP'), 'state': Phi(a['sabbr'], 'STATE' if cc in ('US', 'CA', 'AU', 'NZ') else 'CITY'),
        'addr': addr_parts(cc, a, False, rng), 'addr_ml': addr_parts(cc, a, True, rng),
        'mob': Phi(ident.phone(rng, cc, area, 'mob'), 'PHONE'),
        'tel': Phi(ident.phone(rng, cc, area, 'land'), 'PHONE'),
        'email': Phi(ident.email(rng, pt.first, pt.last, 'pt'), 'EMAIL'),
        'acct': Phi(ident.account(rng, visit.year), 'ACCOUNT'),
        'home': PP.HOME_COUNTRY[cc], 'area': area,
    })
    v['_pt'] = pt
    # identifiers by country
    m = ident.mrn(rng, cc)
    v['mrn'] = Phi(m, 'MRN')
    ids = []
    if cc == 'UK':
        v['natid'], v['natl'] = Phi(ident.nhs_number(rng), 'MRN'), 'NHS No'
        ids = [('NHS No', v['natid']), ('Hosp No', v['mrn'])]
    elif cc == 'SCO':
        v['natid'], v['natl'] = Phi(ident.chi_number(rng, dob, pt.sex), 'MRN'), 'CHI'
        ids = [('CHI', v['natid']), ('Unit No', v['mrn'])]
    elif cc == 'US':
        v['natid'], v['natl'] = v['mrn'], 'MRN'
        v['hp'], v['hpl'] = Phi(ident.us_member(rng), 'HEALTHPLAN'), rng.choice(['Medicaid ID', 'Member ID', 'Subscriber ID'])
        v['grp'] = Phi(ident.us_group(rng), 'HEALTHPLAN')
        v['ssn'], v['ssnl'] = Phi(ident.ssn(rng, cc), 'SSN'), 'SSN'
        ids = [('MRN', v['mrn']), (v['hpl'], v['hp'])]
    elif cc == 'CA':
        v['natid'], v['natl'] = v['mrn'], 'MRN'
        prov = town[1]
        if prov == 'ON':
            hp, hpl = ident.ohip(rng), 'OHIP'
        elif prov == 'BC':
            hp, hpl = ident.bc_phn(rng), 'PHN'
        elif prov == 'AB':
            hp, hpl = ident.ab_uli(rng), 'AHCIP'
        else:
            hp, hpl = ident.sk_hsn(rng), 'HSN'
        v['hp'], v['hpl'] = Phi(hp, 'HEALTHPLAN'), hpl
        v['ssn'], v['ssnl'] = Phi(ident.ssn(rng, cc), 'SSN'), 'SIN'
        ids = [('MRN', v['mrn']), (hpl, v['hp'])]
    elif cc == 'AU':
        v['natid'], v['natl'] = v['mrn'], 'URN'
        v['hp'], v['hpl'] = Phi(ident.medicare_au(rng), 'HEALTHPLAN'), 'Medicare'
        v['ihi'] = Phi(ident.ihi(rng), 'MRN')
        v['ssn'], v['ssnl'] = Phi(ident.ssn(rng, cc), 'SSN'), 'CRN'
        ids = [('URN', v['mrn']), ('Medicare', v['hp'])]
    elif cc == 'NZ':
        v['natid'], v['natl'] = v['mrn'], 'NHI'
        v['hp'], v['hpl'] = Phi(ident.csc_nz(rng), 'HEALTHPLAN'), 'CSC'
        ids = [('NHI', v['mrn'])]
    else:
        v['natid'], v['natl'] = v['mrn'], 'MRN'
        v['hp'], v['hpl'] = Phi(ident.gms_ie(rng), 'HEALTHPLAN'), 'GMS No'
        v['ssn'], v['ssnl'] = Phi(ident.ssn(rng, cc), 'SSN'), 'PPSN'
        ids = [('MRN', v['mrn']), ('GMS No', v['hp'])]
    if 'ssn' in v and rng.random() < 0.4:
        ids.append((v['ssnl'], v['ssn']))
    v['ids'] = ids
    # origin, language, occupation
    if pt.origin in PP.BIRTH and rng.random() < 0.7:
        cob, lang = rng.choice(PP.BIRTH[pt.origin])
    else:
        cob, lang = PP.HOME_COUNTRY[cc], 'English'
    v['cob'], v['lang'], v['abroad'] = Phi(cob, 'COUNTRY'), lang, lang != 'English'
    profs = PP.PROFESSIONS_US if cc in ('US', 'CA') and rng.random() < 0.5 else PP.PROFESSIONS
    v['prof'] = Phi(rng.choice(profs), 'PROFESSION')
    # family and other contacts
    rel, rsex = rng.choice(PP.RELATIONS[pt.sex])
    fam = Person(rng, cc, sex=rsex, origin=pt.origin, used=used)
    if rel in ('mother', 'father', 'sister', 'brother', 'son', 'daughter', 'aunt', 'grandmother') or rng.random() < 0.3:
        fam.last = pt.last
    v['fam'], v['fam.first'], v['fam.rel'] = Phi(fam.full(False), 'FAMILY'), Phi(fam.first, 'FAMILY'), rel
    v['fam.last'] = Phi(fam.last, 'FAMILY')
    v['fam.mob'] = Phi(ident.phone(rng, cc, area, 'mob'), 'PHONE')
    v['fam.prof'] = Phi(rng.choice(PP.PROFESSIONS), 'PROFESSION')
    oth = Person(rng, cc, used=used)
    v['oth'], v['oth.role'] = Phi(oth.full(False), 'FAMILY'), rng.choice(PP.OTHER_ROLES)
    v['oth.last'] = Phi(oth.last, 'FAMILY')
    v['oth.tel'] = Phi(ident.phone(rng, cc, area, rng.choice(['mob', 'land'])), 'PHONE')
    # staff
    for key, role in (('cons', 'doctor'), ('reg', 'doctor'), ('cns', 'nurse'), ('pharm', 'pharm'),
                      ('gp', 'doctor'), ('peer', None), ('nurse2', 'nurse'), ('admin', None),
                      ('op', 'nurse'), ('interp', None)):
        sp = Person(rng, cc, used=used)
        v['_' + key] = sp
        v[key] = Phi(sp.full(), 'DOCTOR')
        v[key + '.first'] = Phi(sp.first, 'DOCTOR')
        v[key + '.last'] = Phi(sp.last, 'DOCTOR')
        v[key + '.fl'] = Phi('%s %s' % (sp.first[0] + '.', sp.last), 'DOCTOR')
        v[key + '.ini'] = Phi(sp.ini(False), 'DOCTOR')
        v[key + '.email'] = Phi(ident.email(rng, sp.first, sp.last), 'EMAIL')
        v[key + '.user'] = Phi(ident.username(rng, sp.first, sp.last), 'USERNAME')
        if role:
            ll, lv = ident.licence(rng, cc, role)
            v[key + '.licl'], v[key + '.lic'] = ll, Phi(lv, 'LICENSE')
    v['typist'] = Phi(v['_admin'].ini(False).lower(), 'DOCTOR')
    v['cons.title'] = 'Prof' if rng.random() < 0.12 else 'Dr'
    if cc in ('US', 'CA'):
        v['cons.title'] += '.'
    v['dr'] = 'Dr.' if cc in ('US', 'CA') else 'Dr'
    v['gpw'] = {'US': 'PCP', 'CA': 'family physician'}.get(cc, 'GP')
    if cc == 'US':
        v['cons.dea'] = Phi(ident.dea(rng, v['_cons'].last), 'LICENSE')
    if cc == 'AU':
        v['cons.presc'] = Phi(ident.prescriber_au(rng), 'LICENSE')
    # sites
    s = sites(rng, cc, town)
    for k in sorted(s):
        typ = {'prison': 'ORGANIZATION', 'hostel': 'LOCATION_OTHER', 'lab': 'ORGANIZATION',
               'charity': 'ORGANIZATION', 'church': 'ORGANIZATION', 'employer': 'ORGANIZATION',
               'insurer': 'ORGANIZATION', 'school': 'ORGANIZATION'}.get(k, 'HOSPITAL')
        v[k] = Phi(s[k], typ)
    ha = address(rng, cc, town, plain=True)
    v['hosp.addr'] = addr_parts(cc, ha, False, rng)
    v['hosp.addr_ml'] = addr_parts(cc, ha, True, rng)
    v['hosp.city'] = Phi(ha['city'], 'CITY')
    ga = address(rng, cc, town, plain=True)
    v['gpprac.addr'] = addr_parts(cc, ga, False, rng)
    v['gpprac.addr_ml'] = addr_parts(cc, ga, True, rng)
    pa = address(rng, cc, town, plain=True)
    v['pharmacy.addr'] = addr_parts(cc, pa, False, rng)
    da = address(rng, cc, town, plain=True)
    v['dsvc.addr'] = addr_parts(cc, da, False, rng)
    v['dsvc.street'] = Phi(da['street'], 'STREET')
    for k in ('clin.tel', 'gpprac.tel', 'pharmacy.tel', 'dsvc.tel', 'ward.tel', 'prison.tel'):
        v[k] = Phi(ident.phone(rng, cc, area, 'land'), 'PHONE')
    v['clin.ext'] = Phi(ident.phone(rng, cc, area, 'land') + ' ' + ident.extension(rng), 'PHONE')
    for k in ('clin.fax', 'gpprac.fax', 'pharmacy.fax', 'prison.fax'):
        v[k] = Phi(ident.phone(rng, cc, area, 'land'), 'FAX')
    v['bleep'] = Phi(ident.bleep(rng), 'PHONE')
    slug = rng.choice(['hepatology', 'liver.clinic', 'viralhep', 'hepc.team', 'bbv.nurses', 'hep.admin'])
    v['clin.email'] = Phi(ident.team_email(rng, slug), 'EMAIL')
    v['clin.url'] = Phi(ident.url(rng, rng.choice(['hepatitis', 'liver-clinic', 'hepc/appointments',
                                                   'viral-hepatitis/patients', 'book/hep'])), 'URL')
    v['ip'] = Phi(ident.ipaddr(rng), 'IPADDR')
    v['room'] = Phi(rng.choice(['%d', '%dB', '%d', 'G%02d', '%dA']) % rng.randrange(1, 30), 'LOCATION_OTHER')
    v['bed'] = Phi(str(rng.randrange(1, 31)), 'LOCATION_OTHER')
    v['prisonno'] = Phi(ident.prisoner_no(rng, cc), 'IDNUM')
    v['cell'] = Phi(rng.choice(['%s%d-%02d', '%s-%d-%02d']) % (rng.choice('ABCDEFGHK'), rng.randrange(1, 5), rng.randrange(1, 40)), 'LOCATION_OTHER')
    v['wing'] = Phi(rng.choice(['%s Wing', '%s-Wing', 'Houseblock %s']) % rng.choice(['A', 'B', 'C', 'D', 'E', 'F', '2', '3', '4']), 'LOCATION_OTHER')
    v['plate'] = Phi(ident.plate(rng, cc), 'VEHICLE')
    v['fibsn'] = Phi(ident.fibroscan_sn(rng), 'DEVICE')
    v['probesn'] = Phi(ident.probe_sn(rng), 'DEVICE')
    v['gxsn'] = Phi(ident.genexpert_sn(rng), 'DEVICE')
    v['mems'] = Phi(ident.mems_cap(rng), 'DEVICE')
    v['bio'] = Phi(ident.bioid(rng), 'BIOID')
    v['dl'] = Phi(ident.driving_licence(rng, cc, pt.first, pt.last, dob), 'LICENSE')
    v['rx'] = Phi(ident.rx_number(rng), 'IDNUM')
    v['spec1'] = Phi(ident.specimen(rng, visit.year), 'IDNUM')
    v['spec2'] = Phi(ident.specimen(rng, visit.year), 'IDNUM')
    v['approval'] = Phi(ident.approval_ref(rng, cc, visit.year), 'IDNUM')
    v['used'] = used
    return d


def rd(d, days):
    """A date offset from the visit date."""
    return d.v['visit'] + datetime.timedelta(days=days)


def workday(day):
    """Move a Saturday or Sunday to the following Monday (clinic appointments)."""
    return day + datetime.timedelta(days=(7 - day.weekday()) % 7 if day.weekday() >= 5 else 0)


def new_person(rng, d, typ, sex=None, origin=None):
    """An extra person for multi-patient records (MDT lists, outreach sessions)."""
    p = Person(rng, d.v['cc'], sex=sex, origin=origin, used=d.v['used'])
    return p, Phi(p.full(False), typ)
