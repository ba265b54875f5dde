"""Per-note context: every value a template may use, with its fine type."""
import datetime
import re

import country as C
import pools_names as PN
import pools_places as PP
import pools_clin as PC

COUNTRIES = ['UK', 'IE', 'US', 'CA', 'AU', 'NZ']
COUNTRY_WEIGHTS = [30, 12, 19, 13, 15, 11]


def ascii_slug(s):
    s = s.lower().replace("'", '').replace(' ', '').replace('-', '')
    return re.sub(r'[^a-z]', '', s)


class Ctx(dict):
    def __init__(self, rng, cc):
        super().__init__()
        self.rng = rng
        self.cc = cc
        self.used = set()
        self.people = {}

    def set(self, k, v, typ=None):
        self[k] = (v, typ)
        return v

    def v(self, k):
        return self[k][0]

    def fd(self, d, style=None, kind='letter'):
        if style is None:
            pool = C.LETTER_STYLES if kind == 'letter' else C.DOB_STYLES
            style = self.rng.choice(pool[self.cc])
        return C.fmt_date(d, self.cc, style)

    def date(self, k, d, style=None, kind='letter'):
        return self.set(k, self.fd(d, style, kind), 'DATE')

    def origin(self):
        w = PN.ORIGIN_WEIGHTS[self.cc]
        keys = sorted(w)
        return self.rng.choices(keys, [w[k] for k in keys])[0]

    def person(self, key, typ, sex=None, origin=None, title=None, last=None):
        r = self.rng
        if sex is None:
            sex = r.choice('FFM')
        fixed = last
        for _ in range(50):
            o = origin or self.origin()
            first = r.choice((PN.FIRST_F if sex == 'F' else PN.FIRST_M)[o])
            lo = o if r.random() < 0.8 else self.origin()
            last = fixed or r.choice(PN.LAST[lo])
            if first not in self.used and (fixed or last not in self.used):
                break
        self.used.add(first)
        self.used.add(last)
        mid = r.choice('ABCDEFGHJKLMNPRSTW')
        if title is None:
            title = 'Mr' if sex == 'M' else r.choice(['Ms', 'Mrs', 'Ms', 'Miss'])
        info = {'first': first, 'last': last, 'sex': sex, 'title': title, 'mid': mid, 'origin': o}
        self.people[key] = info
        s = self.set
        s(key + '_first', first, typ)
        s(key + '_last', last, typ)
        s(key + '_full', first + ' ' + last, typ)
        s(key + '_fml', '%s %s. %s' % (first, mid, last), typ)
        s(key + '_caps', '%s, %s' % (last.upper(), first.upper()), typ)
        s(key + '_capsm', '%s, %s %s' % (last.upper(), first.upper(), mid), typ)
        s(key + '_lf', '%s, %s' % (last, first), typ)
        s(key + '_init', '%s.%s.' % (first[0], last[0]), typ)
        s(key + '_ini', (first[0] + last[0]).lower(), typ)
        s(key + '_INI', (first[0] + last[0]).upper(), typ)
        s(key + '_fi', '%s. %s' % (first[0], last), typ)
        s(key + '_nick', PN.NICK.get(first, first), typ)
        s(key + '_title', title)
        return info

    def username(self, key, person_key):
        p = self.people[person_key]
        f, l = ascii_slug(p['first']), ascii_slug(p['last'])
        style = self.rng.choice(PN.USER_STYLES)
        u = style.format(f=f, l=l, n=self.rng.randrange(1, 99), fi=f[0])
        if len(u) > 14:
            u = f[0] + l[:10] + str(self.rng.randrange(1, 9))
        return self.set(key, u, 'USERNAME')

    def email_for(self, key, person_key, domain=None):
        p = self.people[person_key]
        f, l = ascii_slug(p['first']), ascii_slug(p['last'])
        dom = domain or self.rng.choice(['example.com', 'example.net', 'example.org'])
        local = self.rng.choice(['%s.%s' % (f, l), '%s%s%d' % (f[0], l, self.rng.randrange(1, 99)),
                                 '%s_%s' % (f, l), '%s%d' % (f, self.rng.randrange(70, 99))])
        return self.set(key, local + '@' + dom, 'EMAIL')

    def place(self, pre, cc=None, simple=False, near=None):
        """Register an address under prefix pre; return the town record (with its area code).
        near: a town record to stay close to (same state, or same town where there are no states)."""
        cc = cc or self.cc
        key = None
        if near is not None:
            key = near.get('state') if cc in ('US', 'CA', 'AU', 'NZ') else near['city']
        t = C.town(self.rng, cc, key)
        t['area'] = C.area_for(cc, t)
        self.set(pre + '_street', C.street(self.rng, cc, simple), 'STREET')
        self.set(pre + '_city', t['city'], 'CITY')
        self.set(pre + '_zip', t['zip'], 'ZIP')
        if t.get('state'):
            self.set(pre + '_state', t['state'], 'STATE')
            self.set(pre + '_statef', t['state_full'], 'STATE')
        if t.get('county'):
            self.set(pre + '_county', t['county'], 'CITY')
        return t

    def addr(self, pre, oneline=False, county=None):
        """Template text of an address in the local layout."""
        cc = self.cc
        sep = ', ' if oneline else '\n'
        st = '{%s_street}' % pre
        if cc == 'UK':
            parts = [st, '{%s_city}' % pre]
            if (pre + '_county') in self and (county if county is not None else self.rng.random() < 0.4):
                parts.append('{%s_county}' % pre)
            return sep.join(parts) + (' ' if oneline else '\n') + '{%s_zip}' % pre
        if cc == 'IE':
            parts = [st, '{%s_city}' % pre]
            if (pre + '_county') in self and (county if county is not None else self.rng.random() < 0.6):
                parts.append('{%s_county}' % pre)
            return sep.join(parts) + sep + '{%s_zip}' % pre
        if cc in ('US', 'CA'):
            stk = '{%s_state}' % pre if self.rng.random() < 0.85 else '{%s_statef}' % pre
            return st + sep + '{%s_city}, %s {%s_zip}' % (pre, stk, pre)
        if cc == 'AU':
            return st + sep + '{%s_city} {%s_state} {%s_zip}' % (pre, pre, pre)
        if self.rng.random() < 0.3:
            return st + sep + '{%s_city} {%s_zip}' % (pre, pre) + sep + '{%s_state}' % pre
        return st + sep + '{%s_city} {%s_zip}' % (pre, pre)


def hospital_name(rng, kind='hosp'):
    stem = rng.choice(PP.HOSP_STEMS)
    if kind == 'svc':
        return stem, stem + ' ' + rng.choice(PP.SERVICE_SUFFIX)
    if kind == 'hosp':
        return stem, stem + ' ' + rng.choice(PP.HOSP_SUFFIX)
    return stem, stem


def job_and_employer(r, age=40):
    """An occupation with a plausible employer; care sites are HOSPITAL, others ORGANIZATION."""
    if age < 18:
        return r.choice(PP.TEEN_JOBS), r.choice(PP.EMP_GROUPS['retail']), 'ORGANIZATION'
    job = r.choice(PP.OCCUPATIONS)
    g = PP.JOB_GROUP[job]
    if g == 'hosp':
        return job, hospital_name(r)[1], 'HOSPITAL'
    if g == 'care':
        return job, r.choice(PP.CARE_HOMES), 'HOSPITAL'
    if g == 'pharm':
        return job, r.choice(PP.PHARMACIES), 'HOSPITAL'
    if g == 'school':
        return job, r.choice(PP.SCHOOLS), 'ORGANIZATION'
    if g == 'uni':
        return job, r.choice(PP.UNIVERSITIES), 'ORGANIZATION'
    return job, r.choice(PP.EMP_GROUPS[g]), 'ORGANIZATION'


def build(rng, cc, age_lo=18, age_hi=70, sex=None):
    r = rng
    c = Ctx(r, cc)
    s = c.set
    # ---- dates
    today = datetime.date(2018, 6, 1) + datetime.timedelta(days=r.randrange(0, 2550))
    c.today = today
    age = r.randrange(age_lo, age_hi + 1)
    dob = C.years_before(today, age, r)
    age = today.year - dob.year - ((today.month, today.day) < (dob.month, dob.day))
    c.age = age
    c.dob = dob
    onset_age = max(5, age - r.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 15]))
    onset_age = min(onset_age, age)
    c.onset_age = onset_age
    onset = dob + datetime.timedelta(days=int(onset_age * 365.25) + r.randrange(0, 300))
    if onset >= today:
        onset = today - datetime.timedelta(days=200)
    c.onset = onset
    c.date('today', today)
    c.date('today_num', today, 'num')
    c.date('dob', dob, kind='dob')
    c.date('dob_num', dob, 'num')
    c.date('onset_my', onset, 'my')
    c.date('onset_y', onset, 'y')
    c.ref = today - datetime.timedelta(days=r.randrange(30, 260))
    c.date('ref_date', c.ref)
    c.seen = today - datetime.timedelta(days=r.randrange(0, 12))
    c.date('seen_date', c.seen)
    c.nxt = today + datetime.timedelta(days=r.choice([28, 42, 56, 84, 90, 120, 180]))
    c.date('next_date', c.nxt)
    c.date('next_my', c.nxt, 'my')
    # ---- patient
    pt = c.person('pt', 'PATIENT', sex=sex)
    if age < 18 and pt['sex'] == 'F':
        pt['title'] = 'Miss'
        s('pt_title', 'Miss')
    if pt['sex'] == 'F':
        pron = ('she', 'She', 'her', 'Her', 'her', 'hers')
    else:
        pron = ('he', 'He', 'his', 'His', 'him', 'his')
    for k, v in zip(['he', 'He', 'his', 'His', 'him', 'hers'], pron):
        s(k, v)
    s('sex', pt['sex'])
    s('age', str(age), 'AGE')
    s('age_w', C.age_words(age) if age < 100 else str(age), 'AGE')
    s('onset_age', str(onset_age), 'AGE')
    s('dur', str(max(1, (today - onset).days // 365)))
    job, emp, etyp = job_and_employer(r, age)
    s('job', job, 'PROFESSION')
    s('a', 'an' if job[:1] in 'aeiou' or job.startswith('HGV') else 'a')
    s('emp', emp, etyp)
    s('school', r.choice(PP.SCHOOLS), 'ORGANIZATION')
    s('uni', r.choice(PP.UNIVERSITIES), 'ORGANIZATION')
    s('charity', r.choice(PP.CHARITIES), 'ORGANIZATION')
    s('insurer', r.choice(PP.INSURERS), 'ORGANIZATION')
    s('agency', r.choice(PP.CARE_AGENCIES), 'ORGANIZATION')
    t = c.place('pt')
    c.pt_town = t
    s('home_country', PP.HOME_COUNTRY[cc], 'COUNTRY')
    home = {'UK': ('Scotland', 'Wales'), 'IE': ('Ireland',), 'CA': ('Canada',), 'AU': ('Australia',),
            'NZ': ('New Zealand',), 'US': ()}[cc]
    s('abroad', r.choice([x for x in PP.COUNTRIES if x not in home]), 'COUNTRY')
    s('pt_phone', C.phone(r, cc, 'land', t['area']), 'PHONE')
    s('pt_mob', C.phone(r, cc, 'mobile'), 'PHONE')
    c.email_for('pt_email', 'pt')
    nid = C.natid(r, cc, t.get('state'))
    if nid:
        s('nid_lbl', nid[0])
        s('nid', nid[1], nid[2])
    m = C.mrn(r, cc)
    s('mrn_lbl', m[0])
    s('mrn', m[1], 'MRN')
    ss = C.ssn(r, cc)
    if ss:
        s('ssn_lbl', ss[0])
        s('ssn', ss[1], 'SSN')
    hp = C.healthplan(r, cc)
    s('hp_lbl', hp[0])
    s('hp', hp[1], 'HEALTHPLAN')
    s('hp_grp', C.group_no(r), 'HEALTHPLAN')
    s('acct', r.choice(['', 'E', 'V', 'ENC-']) + C.digits(r, r.choice([7, 8, 9])), 'ACCOUNT')
    s('ref_no', r.choice(['REF/', 'R', 'CFS-', 'MEC/', '']) + C.digits(r, 6), 'IDNUM')
    c.username('pt_user', 'pt')
    s('plate', C.plate(r, cc), 'VEHICLE')
    s('hrm_sn', r.choice(['C', 'H10-', 'SN', '']) + C.digits(r, 8) + r.choice(['', 'A', 'X']), 'DEVICE')
    s('ip', C.ip(r), 'IPADDR')
    # ---- service and its clinicians
    stem, svc = hospital_name(r, 'svc')
    s('svc', svc, 'HOSPITAL')
    s('svc_hosp', stem + ' ' + r.choice(PP.HOSP_SUFFIX), 'HOSPITAL')
    slug = ascii_slug(stem)
    c.svc_slug = slug
    ar = c.place('svc', simple=True, near=t)['area']
    s('svc_phone', C.phone(r, cc, 'land', ar), 'PHONE')
    s('svc_phone2', C.extension(r, C.phone(r, cc, 'land', ar)) if cc in ('US', 'CA') else C.phone(r, cc, 'land', ar), 'PHONE')
    s('svc_fax', C.phone(r, cc, 'land', ar), 'FAX')
    s('svc_email', r.choice(['mecfs', 'fatigue', 'cfs.referrals', 'me.service']) + '.' + slug + '@' +
      r.choice(['example.org', 'example.net', 'example.com']), 'EMAIL')
    s('svc_url', r.choice(['www.example.org/', 'https://www.example.net/', 'example.com/']) + slug +
      r.choice(['-fatigue', '/mecfs', '/fatigue-service', '-cfs']), 'URL')
    s('portal_url', r.choice(['https://portal.example.net/', 'https://myhealth.example.org/']) + slug, 'URL')
    for role, typ_title in (('cons', 'Dr'), ('ot', None), ('psy', 'Dr'), ('nurse', None),
                            ('phys', None), ('gp', 'Dr')):
        p = c.person(role, 'DOCTOR', title=typ_title)
        if typ_title is None:
            s(role + '_title', p['title'])
        s(role + '_cred', r.choice(PC.CREDS[cc][role]))
        lab, val = C.license_no(r, cc, role)
        s(role + '_lic_lbl', lab)
        s(role + '_lic', val, 'LICENSE')
        if role in PC.ROLE_TITLES:
            s(role + '_role', r.choice(PC.ROLE_TITLES[role]))
        c.username(role + '_user', role)
        c.email_for(role + '_email', role, r.choice(['example.org', 'example.net']))
    c.person('typ', 'DOCTOR')
    s('pager', C.pager(r), 'PHONE')
    # ---- GP practice
    pstem = r.choice(PP.HOSP_STEMS + [x + ' Road' for x in PP.STREET_NAMES[:20]])
    s('gp_prac', pstem + ' ' + r.choice(PP.PRACTICE_SUFFIX[cc]), 'HOSPITAL')
    ar = c.place('gpp', simple=True, near=t)['area']
    s('gp_phone', C.phone(r, cc, 'land', ar), 'PHONE')
    s('gp_fax', C.phone(r, cc, 'land', ar), 'FAX')
    s('gp_pemail', 'reception.' + ascii_slug(pstem)[:12] + '@' + r.choice(['example.com', 'example.org']), 'EMAIL')
    return c
