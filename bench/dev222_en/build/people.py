"""Invented people, facilities and per-note context for dev222_en."""
import datetime
import pools as P
import core as C

PC_LET = 'ABDEFGHJLNPQRSTUWXYZ'


def pick_name(rng, sex):
    given = rng.choice(P.MALE if sex == 'M' else P.FEMALE)
    fam = rng.choice(P.SURNAMES)
    mid = ''
    if rng.random() < 0.45:
        mid = rng.choice(P.MALE if sex == 'M' else P.FEMALE)
        if mid == given:
            mid = ''
    return given, mid, fam


def title_for(rng, sex, uk, age):
    if sex == 'M':
        t = 'Mr'
    else:
        t = rng.choice(['Mrs', 'Ms', 'Miss'] if age < 40 else ['Mrs', 'Mrs', 'Ms'])
    if rng.random() < 0.03:
        t = 'Mx'
    return t if uk else t + '.'


def postcode(rng, area):
    return '%s%d %d%s' % (area, rng.randrange(1, 29), rng.randrange(1, 10), C.letters(rng, 2, PC_LET))


def zipcode(rng, z3, plus4=False):
    z = z3 + '%02d' % rng.randrange(1, 99)
    return z + ('-%04d' % rng.randrange(1, 9999) if plus4 else '')


def street(rng, uk):
    stem = rng.choice(P.STREET_STEMS)
    if uk:
        s = '%d %s %s' % (rng.randrange(1, 160), stem, rng.choice(P.UK_SUFFIX))
        r = rng.random()
        if r < 0.12:
            s = rng.choice(P.UK_FLATS) + ', ' + s
        elif r < 0.16:
            s = rng.choice(P.HOUSE_NAMES) + ', ' + s
        return s
    s = '%d %s %s' % (rng.randrange(10, 9900), stem, rng.choice(P.US_SUFFIX))
    if rng.random() < 0.2:
        s = s + ', ' + rng.choice(P.US_UNITS)
    return s


def make_address(rng, uk, region):
    a = {'street': street(rng, uk), 'uk': uk}
    if uk:
        a['town'] = rng.choice(region['towns'] + [region['city']])
        a['city'] = region['city']
        a['county'] = region['county']
        a['pc'] = postcode(rng, region['pc'])
    else:
        a['town'] = rng.choice(region['towns'] + [region['city']])
        a['state'] = region['state']
        a['st'] = region['st']
        a['zip'] = zipcode(rng, region['zip'], rng.random() < 0.15)
    return a


def addr_oneline(a, rng, full_state=False):
    """Street, town, state/zip on one line, split into spans."""
    if a['uk']:
        out = [(a['street'], 'STREET'), ', ', (a['town'], 'CITY')]
        if a['town'] != a['city'] and rng.random() < 0.4:
            out += [', ', (a['city'], 'CITY')]
        elif rng.random() < 0.25:
            out += [', ', (a['county'], 'CITY')]
        out += [rng.choice([', ', ' ', '. ']), (a['pc'], 'ZIP')]
        return out
    st = (a['state'], 'STATE') if full_state else (a['st'], 'STATE')
    return [(a['street'], 'STREET'), ', ', (a['town'], 'CITY'), ', ', st, ' ', (a['zip'], 'ZIP')]


def addr_lines(a, rng):
    if a['uk']:
        lines = [[(a['street'], 'STREET')], [(a['town'], 'CITY')]]
        if a['town'] != a['city'] and rng.random() < 0.5:
            lines.append([(a['city'], 'CITY')])
        lines.append([(a['pc'], 'ZIP')])
        return lines
    return [[(a['street'], 'STREET')],
            [(a['town'], 'CITY'), ', ', (a['st'], 'STATE'), ' ', (a['zip'], 'ZIP')]]


def fac_name(rng, fmts, n=None):
    f = rng.choice(fmts)
    return f.format(p=rng.choice(P.PLACE_WORDS), s=rng.choice(P.SAINTS),
                    n=n if n is not None else rng.randrange(1000, 9999))


def make_person(rng, sex=None, uk=True, age=None):
    sex = sex or rng.choice('MF')
    g, m, f = pick_name(rng, sex)
    age = age if age is not None else rng.randrange(20, 90)
    return {'given': g, 'middle': m, 'family': f, 'sex': sex,
            'title': title_for(rng, sex, uk, age), 'nick': P.NICK.get(g)}


UK_PHARM_CREDS = ['MPharm', 'MRPharmS', 'MPharm IP', 'Pharmacist', 'Clinical Pharmacist',
                  'Senior Pharmacist', 'MPharm PGDip', 'Pharmacist Independent Prescriber']
US_PHARM_CREDS = ['PharmD', 'RPh', 'PharmD, BCPS', 'PharmD, BCACP', 'RPh, CDCES', 'PharmD, BCGP',
                  'PharmD, MS']


def make_staff(rng, uk, role='pharmacist'):
    p = make_person(rng, uk=uk, age=40)
    p['role'] = role
    if role == 'pharmacist':
        p['cred'] = rng.choice(UK_PHARM_CREDS if uk else US_PHARM_CREDS)
        p['title'] = ''
        p['reg_label'] = 'GPhC' if uk else rng.choice(['Lic#', 'RPh Lic', 'License'])
        p['reg'] = ('20%05d' % rng.randrange(100000)) if uk else rng.choice(
            ['RPH.0%06d', 'PH%06d', 'RP-%06d', '%07d']) % rng.randrange(10 ** 6)
    elif role == 'tech':
        p['cred'] = rng.choice(['Pharmacy Technician', 'ACPT', 'MMT', 'Dispenser'] if uk else
                               ['CPhT', 'Pharmacy Technician', 'CPhT, tech II'])
        p['title'] = ''
    elif role == 'doctor':
        p['cred'] = rng.choice(['FY1', 'FY2', 'CT1', 'SpR', 'Consultant', 'GP', 'ST3'] if uk else
                               ['MD', 'DO', 'MD, PGY-2', 'MD (attending)', 'NP', 'PA-C'])
        p['title'] = 'Dr' if uk else ('Dr.' if p['cred'][:2] in ('MD', 'DO') else '')
        p['reg_label'] = 'GMC' if uk else 'NPI'
        p['reg'] = C.digits(rng, 7) if uk else C.npi(rng)
        if not uk:
            p['dea'] = C.dea(rng, p['family'])
    elif role == 'nurse':
        p['cred'] = rng.choice(['RN', 'RGN', 'Staff Nurse', 'Practice Nurse', 'Sister'] if uk else
                               ['RN', 'LPN', 'RN, BSN'])
        p['title'] = ''
    else:
        p['cred'] = role
        p['title'] = ''
    p['initials'] = C.initials_of(p)
    dom = rng.choice(P.EX_DOMAINS)
    p['email'] = rng.choice(['%s.%s@%s', '%s%s@%s'])  % (
        p['given'].lower().replace(' ', '').replace('-', ''),
        p['family'].lower().replace("'", '').replace(' ', '').replace('.', ''), dom) \
        if rng.random() < 0.7 else '%s%s@%s' % (p['given'][0].lower(),
                                               p['family'].lower().replace("'", '').replace(' ', '').replace('.', ''), dom)
    p['user'] = rng.choice(['%s%s%d', '%s.%s%d', '%s_%s%d']) % (
        p['given'][0].lower(), p['family'].lower().replace("'", '').replace(' ', '').replace('.', '')[:7],
        rng.randrange(1, 30))
    if rng.random() < 0.3:
        p['user'] = p['user'].upper()
    p['bleep'] = str(rng.randrange(1000, 9999))
    return p


class Ctx:
    """Per-note context: country, region, patient, places, authors, date habits."""

    def __init__(self, rng, uk, today=None, age_range=(19, 96), author=None):
        self.rng = rng
        self.uk = uk
        self.region = rng.choice(P.UK_REGIONS if uk else P.US_REGIONS)
        y = rng.randrange(2019, 2026)
        self.today = today or datetime.date(y, rng.randrange(1, 13), rng.randrange(1, 29))
        self.styles = C.UK_STYLES if uk else C.US_STYLES
        self.short_styles = C.UK_SHORT if uk else C.US_SHORT
        self.dstyle = rng.choice(self.styles)
        self.sstyle = rng.choice(self.short_styles)
        self.pt = self.make_patient(age_range)
        self.hosp = fac_name(rng, P.UK_HOSP_FMT if uk else P.US_HOSP_FMT)
        self.ward = rng.choice(P.UK_WARDS if uk else P.US_UNITS_WARD)
        self.pharmacy = fac_name(rng, P.UK_PHARM_FMT if uk else P.US_PHARM_FMT)
        self.gp_practice = fac_name(rng, P.UK_GP_FMT if uk else P.US_PCP_FMT)
        self.gp = make_staff(rng, uk, 'doctor')
        if uk:
            self.gp['cred'] = 'GP'
        self.ph = author or make_staff(rng, uk, 'pharmacist')
        if author and rng.random() < 0.85:
            self.dstyle = author['dstyle']
            self.sstyle = author['sstyle']
        self.fac_addr = make_address(rng, uk, self.region)

    # -- patient -------------------------------------------------------
    def make_patient(self, age_range):
        rng = self.rng
        lo, hi = age_range[0], age_range[1]
        mode = age_range[2] if len(age_range) > 2 else (lo + hi) // 2
        age = int(rng.triangular(lo, hi + 1, mode))
        age = min(max(age, lo), hi)
        p = make_person(rng, uk=self.uk, age=age)
        bd = self.today - datetime.timedelta(days=int(age * 365.25 + rng.randrange(5, 360)))
        p['dob'] = bd
        a = self.today.year - bd.year - ((self.today.month, self.today.day) < (bd.month, bd.day))
        p['age'] = a
        p['addr'] = make_address(rng, self.uk, self.region)
        p['wt'] = rng.randrange(44, 128)
        if self.uk:
            p['nhs'] = C.nhs_number(rng, spaced=rng.random() < 0.7)
            p['mrn'] = rng.choice(['RX%07d', 'K%07d', 'H%06d', 'M%07d', 'RTH%06d', 'A%07d']) % rng.randrange(10 ** 6)
            p['phone'] = C.phone_uk(rng, self.region['code'])
            p['mobile'] = C.phone_uk(rng, 'mob')
            p['ni'] = C.ni_number(rng)
        else:
            p['mrn'] = rng.choice(['%08d', 'E%07d', 'MR%07d', '%03d-%02d-%03d', '%09d'])
            if '-' in p['mrn']:
                p['mrn'] = p['mrn'] % (rng.randrange(1000), rng.randrange(100), rng.randrange(1000))
            else:
                p['mrn'] = p['mrn'] % rng.randrange(10 ** 7)
            p['phone'] = C.phone_us(rng, self.region['area'])
            p['mobile'] = C.phone_us(rng, self.region['area'])
            p['ssn'] = C.ssn(rng)
            p['member'] = rng.choice(['%s%09d', '%s%08d', '%s-%07d']) % (
                C.letters(rng, rng.choice([1, 3])), rng.randrange(10 ** 7))
            p['group'] = rng.choice(['%05d', 'GRP-%04d', '%04d-%03d', 'RX%05d'])
            p['group'] = p['group'] % ((rng.randrange(10 ** 4), rng.randrange(1000)) if p['group'].count('%') == 2
                                       else rng.randrange(10 ** 4))
            p['insurer'] = rng.choice(P.INSURERS_US)
        p['acct'] = rng.choice(['%010d', 'V%08d', '%04d-%04d', 'ENC%07d'])
        p['acct'] = p['acct'] % ((rng.randrange(10 ** 4), rng.randrange(10 ** 4)) if p['acct'].count('%') == 2
                                 else rng.randrange(10 ** 8))
        p['prof'] = rng.choice(P.PROFESSIONS)
        p['employer'] = rng.choice(P.EMPLOYERS)
        rel = rng.choice(P.RELATIONS)
        fsex = {'wife': 'F', 'husband': 'M', 'daughter': 'F', 'son': 'M', 'mother': 'F',
                'father': 'M', 'sister': 'F', 'brother': 'M', 'granddaughter': 'F',
                'grandson': 'M', 'niece': 'F'}.get(rel)
        nok = make_person(rng, sex=fsex, uk=self.uk)
        if rel in ('wife', 'husband', 'daughter', 'son', 'granddaughter', 'grandson') and rng.random() < 0.7:
            nok['family'] = p['family']
        nok['rel'] = rel
        nok['phone'] = C.phone_uk(rng, 'mob') if self.uk else C.phone_us(rng, self.region['area'])
        p['nok'] = nok
        return p

    # -- helpers -------------------------------------------------------
    def d(self, date, style=None):
        return (C.fmt_date(date, style or self.dstyle), 'DATE')

    def ds(self, date):
        return (C.fmt_date(date, self.sstyle), 'DATE')

    def dr(self, date):
        return (C.fmt_date(date, self.rng.choice(self.styles)), 'DATE')

    def ago(self, days):
        return self.today - datetime.timedelta(days=days)

    def ahead(self, days):
        return self.today + datetime.timedelta(days=days)

    def time(self):
        r = self.rng
        h, m = r.randrange(7, 22), r.randrange(60)
        k = r.randrange(4)
        if k == 0:
            return '%02d:%02d' % (h, m)
        if k == 1:
            return '%02d%02d' % (h, m)
        if k == 2:
            return '%d:%02d %s' % ((h - 1) % 12 + 1, m, 'PM' if h >= 12 else 'AM')
        return '%02d.%02d' % (h, m)

    def phone(self, mobile=False):
        if self.uk:
            return (C.phone_uk(self.rng, 'mob' if mobile else self.region['code']), 'PHONE')
        return (C.phone_us(self.rng, self.region['area']), 'PHONE')

    def fax(self):
        if self.uk:
            return (C.phone_uk(self.rng, self.region['code']), 'FAX')
        return (C.phone_us(self.rng, self.region['area']), 'FAX')

    def email(self, local=None):
        r = self.rng
        local = local or r.choice(['pharmacy', 'dispensary', 'rx.team', 'medsopt', 'enquiries',
                                   'pharmacy.admin', 'refills', 'clinicalpharmacy', 'info'])
        return (local + '@' + r.choice(P.EX_DOMAINS), 'EMAIL')

    def url(self):
        r = self.rng
        host = r.choice(['www.', 'portal.', 'rx.', 'intranet.', 'my', ''])
        name = r.choice(['example.org', 'example.com', 'example.net', 'pharmacy.test', 'health.example.org'])
        path = r.choice(['', '/refill', '/portal', '/pharmacy/ivguide', '/forms/pa', '/vaccines/book',
                         '/patient-login', '/anticoag', '/travel', '/delivery-track'])
        pre = r.choice(['', 'https://', 'http://', 'https://'])
        if host == 'my':
            host = 'my.'
        return (pre + host + name + path, 'URL')

    def pname(self, form):
        return C.name(self.pt, form, 'PATIENT')

    def sname(self, staff, form):
        return C.name(staff, form, 'DOCTOR')
