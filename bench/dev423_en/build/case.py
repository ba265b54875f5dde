"""One patient encounter: the people, places, identifiers and injury a note is
written about. Values are plain strings; the helpers return note pieces."""
import datetime

import ids
import pools_names as PN
import pools_places as PL
import pools_misc as PM

SCOT = {'Oban', 'Wick', 'Fort William', 'Dumfries'}
WALES = {'Brecon', 'Aberystwyth'}


def _fill(rng, tmpl, stem, cc):
    return tmpl.replace('{S}', stem).replace('{Saint}', rng.choice(PL.SAINTS)).replace(
        '{Sur}', rng.choice(PN.SURNAMES))


class Clin:
    def __init__(self, rng, cc, role=None, kind=None):
        self.sex = rng.choice('FM')
        self.first = rng.choice(PN.FEMALE if self.sex == 'F' else PN.MALE)
        self.last = rng.choice(PN.SURNAMES)
        if role is None:
            role, kind = rng.choice(PM.ROLES[cc])
        self.role, self.kind = role, kind
        self.lic = ids.licence(rng, cc, kind)
        self.user = ids.username(rng, self.first, self.last)
        self.email = ids.email(rng, self.first, self.last)
        self.bleep = ids.bleep(rng)
        self.mi = rng.choice(PN.MIDDLE_INITIALS)
        self.dr = kind == 'md' or role in ('Dr', 'MD', 'DO')

    def full(self):
        return (self.first + ' ' + self.last, 'DOCTOR')

    def sig(self, rng):
        """A signature-style reference: name with title/credential outside."""
        r = rng.random()
        if self.dr and self.role in ('Dr', 'Registrar', 'Specialty Doctor', 'CMO', 'MO'):
            if r < 0.5:
                return ['Dr ', self.full()]
            if r < 0.75:
                return ['Dr ', (self.last, 'DOCTOR')]
            return [self.full(), ' (%s)' % ('Dr' if self.role == 'Dr' else self.role)]
        if self.role in ('MD', 'DO', 'PA-C', 'NP', 'RN'):
            if r < 0.6:
                return [self.full(), ', ' + self.role]
            return [(self.first + ' ' + self.mi + '. ' + self.last, 'DOCTOR'), ', ' + self.role]
        if r < 0.5:
            return [self.full(), ' (%s)' % self.role]
        if r < 0.8:
            return [self.full(), ', ' + self.role]
        return [self.role + ' ', self.full()]


class Case:
    def __init__(self, rng, cc, scen, outc, age=None):
        self.rng, self.cc, self.scen, self.outc = rng, cc, scen, outc
        lo, hi = outc.get('age', scen['age'])
        if age:
            lo, hi = max(lo, age[0]), min(hi, age[1])
            if lo > hi:
                lo, hi = age
        self.age = rng.randrange(lo, hi + 1)
        self.sex = rng.choice('FM')
        self.first = rng.choice(PN.FEMALE if self.sex == 'F' else PN.MALE)
        self.last = rng.choice(PN.SURNAMES)
        self.mi = rng.choice(PN.MIDDLE_INITIALS)
        self.visit = datetime.date(2022, 1, 3) + datetime.timedelta(days=rng.randrange(0, 1270))
        self.dob = self.visit - datetime.timedelta(days=365 * self.age + rng.randrange(5, 360)
                                                   + self.age // 4)
        self.age = self.visit.year - self.dob.year - (
            (self.visit.month, self.visit.day) < (self.dob.month, self.dob.day))
        self.age_months = (self.visit.year - self.dob.year) * 12 + self.visit.month - self.dob.month
        if self.visit.day < self.dob.day:
            self.age_months -= 1
        self.child = self.age < 16
        self.he = 'he' if self.sex == 'M' else 'she'
        self.his = 'his' if self.sex == 'M' else 'her'
        if self.child:
            self.title = 'Master' if self.sex == 'M' and rng.random() < 0.3 else (
                'Miss' if self.sex == 'F' else '')
        else:
            self.title = 'Mr' if self.sex == 'M' else rng.choice(['Mrs', 'Ms', 'Miss'])
        self.ds = rng.choice(ids.DSTYLES[cc])
        self.side = rng.choice(['left', 'right', 'left', 'right', 'L', 'R'])
        full_side = {'L': 'left', 'R': 'right'}.get(self.side, self.side)
        self.Side = full_side.capitalize()
        # address
        city, region, pc = rng.choice(PL.CITIES[cc])
        self.city, self.region = city, region
        self.zip = self._postcode(pc)
        self.street = self._street()
        self.nation = rng.choice(PL.NATION[cc])
        if cc == 'GB':
            self.nation = 'Scotland' if city in SCOT else ('Wales' if city in WALES else
                                                          rng.choice(['UK', 'England', 'United Kingdom']))
        self.mobile = ids.phone(rng, cc, 'mobile')
        self.home_phone = ids.phone(rng, cc, 'land')
        self.email = ids.email(rng, self.first, self.last)
        self.natid = ids.national_id(rng, cc, self.dob, scot=city in SCOT)
        if cc == 'CA':
            self.natid = ids.ca_health_card(rng, region, self.last, self.first, self.dob)
        self.mrn_label = rng.choice(ids.MRN_LABEL[cc])
        self.mrn = ids.mrn(rng, cc)
        self.att = ids.attendance(rng, cc, self.visit)
        self.plan_extra = ids.health_plan_extra(rng, cc)
        self.ssn = ids.ssn(rng, cc)
        # places
        stems = PL.STEMS[cc]
        s1, s2, s3, s4, s5, s6 = rng.sample(stems, 6)
        self.unit_stem = s1
        self.unit = _fill(rng, rng.choice(PL.MIU[cc]), s1, cc)
        self.acute = _fill(rng, rng.choice(PL.ACUTE[cc]), s2, cc)
        self.gp_stem = s3
        self.practice = _fill(rng, rng.choice(PL.PRACTICE[cc]), s3, cc)
        self.pharmacy = _fill(rng, rng.choice(PL.PHARMACY), s4, cc)
        self.home = _fill(rng, rng.choice(PL.CARE_HOME), s5, cc)
        self.school = _fill(rng, rng.choice(PL.SCHOOL[cc][0 if self.age < 11 else 1]), rng.choice(stems), cc)
        self.club = _fill(rng, rng.choice(PL.CLUB[cc]), rng.choice(stems), cc)
        self._emp_stem = s6
        self.landmark = _fill(rng, rng.choice(PL.LANDMARK[cc]), rng.choice(stems), cc)
        self.abroad = rng.choice(PL.ABROAD)
        if rng.random() < 0.7:
            self.unit_city, self.unit_region, upc = city, region, pc
        else:
            self.unit_city, self.unit_region, upc = rng.choice(PL.CITIES[cc])
        self.unit_street = self._street(num=True)
        self.unit_zip = self._postcode(upc)
        self.unit_phone = ids.phone(rng, cc, 'land')
        self.unit_fax = ids.phone(rng, cc, 'land')
        self.unit_email = ids.org_email(rng, s1, rng.choice(['miu', 'urgentcare', 'admin', 'reception']))
        self.unit_url = ids.url(rng, rng.choice(['minor-injuries', 'urgent-care', 'miu/advice',
                                                 'uc/patient-info', 'injury-unit']))
        self.gp_street = self._street(num=True)
        self.gp_zip = self._postcode(pc)
        self.gp_phone = ids.phone(rng, cc, 'land')
        self.gp_fax = ids.phone(rng, cc, 'land')
        self.gp_email = ids.org_email(rng, s3, rng.choice(['reception', 'admin', 'gp', 'docman']))
        self.acute_phone = ids.phone(rng, cc, 'land')
        # people
        self.gp = Clin(rng, cc, 'Dr' if cc != 'US' else 'MD', 'md')
        self.clin = Clin(rng, cc)
        self.nurse = Clin(rng, cc, PM.NURSE_ROLE[cc], 'nurse')
        self.rad = Clin(rng, cc, rng.choice(PM.RAD_ROLE[cc]), 'rad' if 'Radiographer' in
                        PM.RAD_ROLE[cc][0] else 'md')
        self.radiographer = Clin(rng, cc, 'Radiographer', 'rad')
        self.clerk = Clin(rng, cc, 'Receptionist', 'admin')
        if self.child:
            rels = PM.RELATIONS_CHILD
        elif self.age >= 70:
            rels = PM.RELATIONS_OLD
        elif self.age < 30:
            rels = PM.RELATIONS_YOUNG
        else:
            rels = PM.RELATIONS_ADULT
        self.famr = rng.choice(rels)
        fsex = 'F' if self.famr in ('wife', 'mother', 'mum', 'daughter', 'sister', 'grandmother',
                                     'aunt', 'nan', 'granddaughter') else (
            'M' if self.famr in ('husband', 'father', 'dad', 'son', 'brother', 'step-father') else
            rng.choice('FM'))
        self.fam_first = rng.choice(PN.FEMALE if fsex == 'F' else PN.MALE)
        same = self.famr in ('mother', 'father', 'mum', 'dad', 'son', 'daughter', 'wife', 'husband',
                             'sister', 'brother', 'nan', 'grandmother', 'granddaughter')
        self.fam_last = self.last if same and rng.random() < 0.75 else rng.choice(PN.SURNAMES)
        self.fam_phone = ids.phone(rng, cc, 'mobile')
        key = scen['key']
        self.retired = False
        if self.child:
            self.prof = None
        elif self.age >= 67:
            self.prof = rng.choice(PM.RETIRED)
            self.retired = True
        else:
            self.prof = rng.choice(PM.PROF_FOR.get(key, PM.PROFESSIONS))
        self.fam_prof = rng.choice(PM.PROFESSIONS)
        cat = PM.employer_cat(self.prof) if self.prof and not self.retired else None
        if cat:
            emp = PM.EMP_CAT[cat]
            if cc not in ('US', 'CA'):
                emp = [e for e in emp if not any(w in e for w in PM.NA_ONLY)] or emp
        else:
            emp = PL.EMPLOYER_US if cc == 'US' and rng.random() < 0.6 else PL.EMPLOYER
        self.employer = _fill(rng, rng.choice(emp), self._emp_stem, cc)
        self.clock = rng.randrange(7 * 60, 19 * 60)
        self.plate = ids.plate(rng, cc)
        na = cc in ('US', 'CA')
        if self.age < 40:
            pool = PM.MEDS_YOUNG_NA if na else PM.MEDS_YOUNG_UK
            k = 0 if self.child else rng.choice([0, 0, 1, 1, 2])
        else:
            pool = PM.MEDS_NA if na else PM.MEDS_UK
            k = rng.randrange(0, 4) + (2 if self.age > 65 else 0)
        if self.sex == 'M':
            pool = [m for m in pool if not any(w in m for w in PM.FEMALE_ONLY)]
        self.meds = rng.sample(pool, k)
        pmh = PM.PMH if self.age >= 50 else [p for p in PM.PMH if p not in PM.PMH_OLD]
        self.pmh = [] if self.child and rng.random() < 0.7 else rng.sample(pmh, rng.randrange(1, 3))
        self.allergy = rng.choice(PM.ALLERGIES)

    # ------------------------------------------------------------ helpers
    def _postcode(self, pc):
        rng, cc = self.rng, self.cc
        if cc == 'GB':
            return '%s %d%s' % (pc, rng.randrange(1, 10), ids.lt(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ'))
        if cc == 'IE':
            return '%s %s' % (pc, ids.lt(rng, 1, 'ACDEFHKNPRTVWXY') + ids.lt(rng, 3, 'ACDEFHKNPRTVWXY0123456789'))
        if cc in ('AU', 'NZ'):
            return pc
        if cc == 'CA':
            return '%s %d%s%d' % (pc, rng.randrange(10), ids.lt(rng, 1, 'ABCEGHJKLMNPRSTVWXYZ'), rng.randrange(10))
        z = pc + ids.dg(rng, 2)
        return z if rng.random() < 0.8 else z + '-' + ids.dg(rng, 4)

    def _street(self, num=True):
        rng, cc = self.rng, self.cc
        stems = PL.STREET_STEM['common'] + PL.STREET_STEM.get(cc, [])
        name = '%s %s' % (rng.choice(stems), rng.choice(PL.STREET_SUFFIX[cc]))
        n = rng.randrange(1, 240) if cc not in ('US', 'CA') else rng.randrange(10, 9900)
        r = rng.random()
        if cc in ('GB', 'IE') and r < 0.12:
            return 'Flat %d, %d %s' % (rng.randrange(1, 12), n, name)
        if cc in ('AU', 'NZ') and r < 0.15:
            return '%d/%d %s' % (rng.randrange(1, 9), n, name)
        if cc == 'US' and r < 0.2:
            return '%d %s, Apt %d%s' % (n, name, rng.randrange(1, 30), rng.choice('ABCD'))
        if cc == 'CA' and r < 0.15:
            return '%d-%d %s' % (rng.randrange(101, 420), n, name)
        return '%d %s' % (n, name)

    def tick(self, lo=3, hi=25):
        """next clock time on the day of the visit (times are never PHI)"""
        self.clock = min(self.clock + self.rng.randrange(lo, hi), 23 * 60 + 50)
        return '%02d:%02d' % divmod(self.clock, 60)

    def D(self, d, style=None):
        return (ids.fmt_date(d, style or self.ds), 'DATE')

    def days(self, n):
        return self.visit + datetime.timedelta(days=n)

    def name(self, style='full'):
        f, l = self.first, self.last
        if style == 'full':
            return (f + ' ' + l, 'PATIENT')
        if style == 'LAST, First':
            return (l.upper() + ', ' + f, 'PATIENT')
        if style == 'Last, First M':
            return (l + ', ' + f + ' ' + self.mi, 'PATIENT')
        if style == 'LAST':
            return (l.upper() + ', ' + f.upper(), 'PATIENT')
        if style == 'first':
            return (f, 'PATIENT')
        if style == 'last':
            return (l, 'PATIENT')
        if style == 'mid':
            return (f + ' ' + self.mi + '. ' + l, 'PATIENT')
        if style == 'initials':
            return (f[0] + '.' + l[0] + '.', 'PATIENT')
        raise ValueError(style)

    def title_last(self):
        if self.title:
            return [self.title + ' ', (self.last, 'PATIENT')]
        return [(self.first, 'PATIENT')]

    def age_piece(self, style=None):
        """age words around an AGE span; returns a list of pieces."""
        rng = self.rng
        if self.age < 2:
            return [(str(self.age_months), 'AGE'), ' months']
        style = style or rng.choice(['yo', 'y', 'year-old', 'yrs', 'years'])
        a = (str(self.age), 'AGE')
        return {'yo': [a, ' yo'], 'y': [a, 'y'], 'year-old': [a, '-year-old'],
                'yrs': [a, ' yrs'], 'years': [a, ' years']}[style]

    def sexword(self):
        return 'M' if self.sex == 'M' else 'F'

    def fam(self, style='full'):
        if style == 'first':
            return (self.fam_first, 'FAMILY')
        return (self.fam_first + ' ' + self.fam_last, 'FAMILY')

    def address(self, sep=', ', region=True, nation=False):
        cc = self.cc
        out = [(self.street, 'STREET'), sep, (self.city, 'CITY')]
        if cc == 'GB':
            if region and self.rng.random() < 0.4:
                out += [sep, (self.region, 'CITY')]
            out += [sep, (self.zip, 'ZIP')]
        elif cc == 'IE':
            out += [sep, 'Co. ', (self.region, 'CITY'), sep, (self.zip, 'ZIP')]
        elif cc in ('AU',):
            out += [' ', (self.region, 'STATE'), ' ', (self.zip, 'ZIP')]
        elif cc == 'NZ':
            out += [' ', (self.zip, 'ZIP')]
        else:
            out += [', ', (self.region, 'STATE'), ' ', (self.zip, 'ZIP')]
        if nation:
            out += [sep, (self.nation, 'COUNTRY')]
        return out

    def unit_address(self, sep=', '):
        cc = self.cc
        out = [(self.unit_street, 'STREET'), sep, (self.unit_city, 'CITY')]
        if cc in ('AU', 'CA', 'US'):
            out += [' ' if cc == 'AU' else ', ', (self.unit_region, 'STATE'), ' ', (self.unit_zip, 'ZIP')]
        else:
            out += [sep if cc != 'NZ' else ' ', (self.unit_zip, 'ZIP')]
        return out

    def gp_address(self, sep=', '):
        cc = self.cc
        out = [(self.gp_street, 'STREET'), sep, (self.city, 'CITY')]
        if cc in ('AU', 'CA', 'US'):
            out += [' ' if cc == 'AU' else ', ', (self.region, 'STATE'), ' ', (self.gp_zip, 'ZIP')]
        else:
            out += [sep if cc != 'NZ' else ' ', (self.gp_zip, 'ZIP')]
        return out

    def kw(self):
        """placeholder values for scenario text"""
        famr = self.famr
        return {'side': self.side, 'Side': self.Side,
                'ORG': (self.employer, 'ORGANIZATION'), 'CLUB': (self.club, 'ORGANIZATION'),
                'SCHOOL': (self.school, 'ORGANIZATION'), 'LMK': (self.landmark, 'LOCATION_OTHER'),
                'PROF': (self.prof or self.fam_prof, 'PROFESSION'), 'FAM': self.fam(),
                'FAMR': famr, 'FAMRc': famr[0].upper() + famr[1:], 'ABROAD': (self.abroad, 'COUNTRY'),
                'ACUTE': (self.acute, 'HOSPITAL'), 'HOME': (self.home, 'HOSPITAL'),
                'YEAR': (str(self.visit.year - self.rng.randrange(2, 15)), 'DATE')}

    def school_year(self):
        a = self.age
        return {'GB': 'Year %d' % max(a - 4, 1), 'NZ': 'Year %d' % max(a - 4, 1), 'AU': 'Year %d' % max(a - 5, 1),
                'US': 'Grade %d' % max(a - 5, 1), 'CA': 'Grade %d' % max(a - 5, 1),
                'IE': ('%s class' % ['Junior infants', 'Senior infants', '1st', '2nd', '3rd', '4th', '5th', '6th'][
                    min(max(a - 4, 0), 7)]).replace('infants class', 'infants') if a < 12 else
                '%s year' % ['1st', '2nd', '3rd', '5th'][min(a - 12, 3)]}[self.cc]

    def prof_piece(self):
        """occupation; for the retired the word 'retired' stays outside the span"""
        if not self.prof:
            return 'not working'
        if self.retired:
            return ['retired ', (self.prof, 'PROFESSION')]
        return (self.prof, 'PROFESSION')

    def gp_label(self):
        return {'US': 'PCP', 'CA': 'Family physician'}.get(self.cc, 'GP')
