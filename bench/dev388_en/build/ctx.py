"""Per-note context: the patient, the people around them and the care setting.

Render helpers return values for Note.v(): a str (plain text), a
(TYPE, str) tuple (one PHI span) or a list of such values.
"""
import datetime

import clinical
import ids
import places as PL
import pools as PO


def wchoice(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


class Person:
    def __init__(self, typ, first, last, sex, middle=None):
        self.typ, self.first, self.last, self.sex, self.middle = typ, first, last, sex, middle
        self.title = 'Mr' if sex == 'M' else 'Ms'

    def full(self):
        return (self.typ, '%s %s' % (self.first, self.last))

    def fml(self):
        if self.middle:
            return (self.typ, '%s %s. %s' % (self.first, self.middle[0], self.last))
        return self.full()

    def firstn(self):
        return (self.typ, self.first)

    def lastn(self):
        return (self.typ, self.last)

    def lf(self):
        return (self.typ, '%s, %s' % (self.last.upper(), self.first))

    def LF(self):
        m = (' ' + self.middle[0].upper()) if self.middle else ''
        return (self.typ, '%s, %s%s' % (self.last.upper(), self.first.upper(), m))

    def lf_plain(self):
        return (self.typ, '%s, %s' % (self.last, self.first))

    def ini(self, dots=False):
        a = self.first[0].upper()
        b = self.last.split()[-1][0].upper()
        return (self.typ, '%s.%s.' % (a, b) if dots else a + b)

    def ini_lower(self):
        return (self.typ, (self.first[0] + self.last.split()[-1][0]).lower())

    def i_last(self):
        return (self.typ, '%s. %s' % (self.first[0], self.last))

    def tl(self):
        return [self.title + ' ', self.lastn()]


PARENTERAL = {'day-unit chemotherapy administration record', 'PICC line care record',
              'neutropenic sepsis admission note', 'transfusion request and record'}
FINITE = {'end-of-treatment summary'}
AUTO = {'stem cell harvest (apheresis) record'}
ACUTE = {'neutropenic sepsis admission note', 'haematology advice-line log'}


def weekday(d):
    while d.weekday() >= 5:
        d = ids.add_days(d, 1)
    return d


class Ctx:
    def __init__(self, r, country, genre, lower):
        self.r, self.country, self.genre, self.lower = r, country, genre, lower
        self.us = country == 'US'
        self.na = country in ('US', 'CA')
        self.mdy = self.us or (country == 'CA' and r.random() < 0.35)
        if self.us:
            self.dstyle = r.choice(ids.MDY)
        elif country == 'CA':
            self.dstyle = r.choice(['mdy', 'monthdy', 'mondy']) if self.mdy else r.choice(['iso', 'dmony', 'dmony_sp', 'iso'])
        else:
            self.dstyle = r.choice(ids.DMY)
        self.sst = r.randrange(4)
        self.dr = 'Dr. ' if (self.na and r.random() < 0.7) else 'Dr '
        self.used = set()
        # diagnosis / regimen
        for _ in range(200):
            self.dx = r.choice(clinical.DX)
            self.dxkey, self.dxname, self.dxshort, agerange, regs, self.icd, self.kind = self.dx
            self.regname = r.choice(regs)
            self.reg = clinical.REG[self.regname]
            if genre in PARENTERAL and self.reg[4]:
                continue
            if genre in FINITE and (self.reg[4] or self.reg[1] >= 99):
                continue
            if genre in AUTO and self.dxkey not in ('DLBCL', 'cHL', 'MCL', 'PTCL', 'BL'):
                continue
            break
        self.drugs = [d[0] for d in self.reg[2]]
        self.age = r.randint(*agerange)
        if genre in AUTO:
            self.age = min(self.age, r.randint(58, 70))
        if self.regname in ('eBEACOPDac', 'DA 3+10', 'HiDAC', 'R-CODOX-M/R-IVAC', 'FCR'):
            self.age = min(self.age, r.randint(40, 64))
        self.sex = r.choice('MF')
        self.origin = wchoice(r, PO.ORIGINS[country])
        self.pt = self.person('PATIENT', self.sex, self.origin, middle=r.random() < 0.45)
        if self.sex == 'F':
            self.pt.title = r.choice(['Mrs', 'Ms', 'Mrs', 'Miss', 'Ms']) if self.age > 25 else r.choice(['Miss', 'Ms'])
        elif r.random() < 0.03:
            self.pt.title = 'Mx'
        self.he, self.him, self.his = ('he', 'him', 'his') if self.sex == 'M' else ('she', 'her', 'her')
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.nick = PO.NICK.get(self.pt.first)
        # dates
        self.date = ids.rand_date(r)
        if genre not in ACUTE:
            self.date = weekday(self.date)
        bday = ids.add_days(self.date, -r.randint(0, 364))
        try:
            self.dob = datetime.date(bday.year - self.age, bday.month, bday.day)
        except ValueError:
            self.dob = datetime.date(bday.year - self.age, bday.month, 28)
        self.dx_date = weekday(ids.add_days(self.date, -r.randint(40, 900)))
        # home
        self.geo = r.choice(PL.GEO[country])
        near = [g for g in PL.GEO[country] if g[1] == self.geo[1]] if self.geo[1] else []
        hgeo = self.geo if (r.random() < 0.55 or len(near) < 2) else r.choice(near)
        self.city, self.region, zseed = self.geo
        self.zip = self.postcode(zseed)
        self.street = self.street_line()
        sub = PL.SUBURBS.get(self.city) if country in ('UK', 'IE', 'NZ') else None
        self.suburb = r.choice(sub) if (sub and r.random() < 0.5) else None
        self.home_ph = ids.phone(r, country, place=self.region if country in ('AU', 'NZ') else self.city)
        self.mob = ids.phone(r, country, 'mobile')
        self.email = ids.patient_email(r, self.pt.first, self.pt.last, self.dob.year)
        # hospital
        self.hosp_city, self.hosp_region, hz = hgeo
        self.hosp, self.habbr, self.hstem = self.hospital()
        self.hosp_zip = self.postcode(hz)
        self.hdomain = '%s.%s' % (ids.ascii_name(self.hstem), r.choice(['example.org', 'example.net', 'health.example.org', 'example.com']))
        self.hphone = ids.phone(r, country, place=self.hosp_region if country in ('AU', 'NZ') else self.hosp_city)
        self.hfax = self.hnum()
        self.unit = '%s %s' % (r.choice(PL.UNIT_STEM), r.choice(
            ['Day Unit', 'Haematology Day Unit', 'Unit', 'Day Treatment Centre', 'Infusion Suite', 'Day Ward']
            if not self.us else ['Infusion Center', 'Infusion Suite', 'Day Hospital', 'Outpatient Treatment Center']))
        self.ward = r.choice(['%s Ward' % r.choice(PL.WARD_STEM), 'Ward %d%s' % (r.randint(2, 40), r.choice(['', 'A', 'B']))])
        self.building = r.choice(PL.BUILDINGS)
        self.mrn = ids.mrn(r, country, self.habbr)
        self.hn_label, self.hn = ids.health_number(r, country, self.city, self.dob)
        self.ssn = ids.ssn(r, country)
        # people
        self.gp = self.person('DOCTOR', r.choice('MF'))
        self.practice = '%s %s' % (r.choice(PL.PRACTICE_STEM), r.choice(PL.PRACTICE_SUFFIX[country]))
        g = self.geo
        self.gp_city, self.gp_region, self.gp_zip = g[0], g[1], self.postcode(g[2])
        self.gp_street = self.street_line(unit=False)
        self.gp_ph = ids.phone(r, country, place=self.gp_region if country in ('AU', 'NZ') else self.gp_city)
        self.gp_fax = self.gp_ph[:-3] + ids.digits(r, 3)
        self._staff = {}
        nsex = r.choice('MF') if self.sex == 'F' else r.choice('FFFM')
        self.nok = self.person('FAMILY', nsex, self.origin if r.random() < 0.8 else None)
        if self.nok.last != self.pt.last and r.random() < 0.6:
            self.nok.last = self.pt.last
        rel = PO.RELATIONS_M if nsex == 'M' else PO.RELATIONS_F
        if self.age < 30:
            rel = ['mother', 'sister', 'partner'] if nsex == 'F' else ['father', 'brother', 'partner']
        elif self.age > 55:
            rel = [x for x in rel if x not in ('mother', 'father')]
        elif self.age < 40:
            rel = [x for x in rel if x not in ('son', 'daughter', 'son-in-law', 'daughter-in-law', 'niece', 'nephew')]
        self.nok_rel = r.choice(rel)
        self.nok_ph = ids.phone(r, country, 'mobile')
        self.prof = self.profession()
        self.employer = r.choice(PO.EMPLOYERS)
        self.birth = r.choice(PO.BIRTH[self.origin])
        # body
        self.ht = r.randint(152, 192) if self.sex == 'M' else r.randint(148, 180)
        self.wt = round(r.uniform(52, 112), 1)
        self.bsa = clinical.bsa(self.ht, self.wt)
        self.cycle = r.randint(1, min(6, self.reg[1]))

    # ---------------------------------------------------------- builders
    def person(self, typ, sex, origin=None, middle=False):
        r = self.r
        for _ in range(50):
            o = origin or wchoice(r, PO.ORIGINS[self.country])
            first = r.choice(PO.FIRST[o][0 if sex == 'M' else 1])
            lo = o if r.random() < 0.85 else wchoice(r, PO.ORIGINS[self.country])
            last = r.choice(PO.SURNAME[lo])
            if first not in self.used and last not in self.used:
                break
        self.used.add(first)
        self.used.add(last)
        mid = None
        if middle:
            mid = r.choice(PO.FIRST[wchoice(r, PO.ORIGINS[self.country])][0 if sex == 'M' else 1])
        return Person(typ, first, last, sex, mid)

    def staff(self, key, sex=None):
        if key not in self._staff:
            p = self.person('DOCTOR', sex or self.r.choice('MF'))
            p.user = ids.username(self.r, p.first, p.last)
            p.mail = ids.email(self.r, p.first, p.last, self.hdomain)
            self._staff[key] = p
        return self._staff[key]

    def postcode(self, seed):
        r, c = self.r, self.country
        if c == 'UK':
            return '%s%d %d%s' % (seed, r.randint(1, 28), r.randint(1, 9), ids.letters(r, 2, ids.PCL))
        if c == 'IE':
            return '%s %s' % (seed, ids.letters(r, 1, 'ACDEFHKNPRTVWXY') + ids.digits(r, 1) + ids.letters(r, 1, 'ACDEFHKNPRTVWXY') + ids.digits(r, 1))
        if c in ('AU', 'NZ'):
            return '%04d' % (seed + r.randint(0, 8))
        if c == 'CA':
            return '%s %d%s%d' % (seed, r.randint(1, 9), ids.letters(r, 1, 'ABCEGHJKLMNPRSTVWXYZ'), r.randint(0, 9))
        return '%s%02d' % (seed, r.randint(1, 99))

    def street_line(self, unit=True):
        r, c = self.r, self.country
        stems = PL.STREET_STEM + {'AU': PL.STEM_AU * 3, 'NZ': PL.STEM_NZ * 3, 'CA': PL.STEM_NA * 2,
                                  'US': PL.STEM_NA * 2}.get(c, [])
        name = '%s %s' % (r.choice(stems), r.choice(PL.SUFFIX[c]))
        num = r.randint(1, 240) if c not in ('US', 'CA') else r.randint(12, 9800)
        u = unit and r.random() < 0.2
        if c == 'UK':
            return ('Flat %d, %d %s' % (r.randint(1, 12), num, name)) if u else '%d %s' % (num, name)
        if c == 'IE':
            return ('Apt %d, %d %s' % (r.randint(1, 30), num, name)) if u else '%d %s' % (num, name)
        if c == 'AU':
            return ('%d/%d %s' % (r.randint(1, 20), num, name)) if u else '%d %s' % (num, name)
        if c == 'NZ':
            return ('%d%s %s' % (num, r.choice('AB'), name)) if u else '%d %s' % (num, name)
        if c == 'CA':
            return ('%d-%d %s' % (r.randint(101, 1908), num, name)) if u else '%d %s' % (num, name)
        return ('%d %s, Apt %d%s' % (num, name, r.randint(1, 12), r.choice('ABCD'))) if u else '%d %s' % (num, name)

    def hospital(self):
        r, c = self.r, self.country
        if r.random() < 0.2:
            st = r.choice(PL.SAINTS)
            name = "St %s's %s" % (st, r.choice(PL.HOSP_SUFFIX[c]))
            if c in ('US', 'CA'):
                name = "St. %s's %s" % (st, r.choice(PL.HOSP_SUFFIX[c]))
            stem = 'st' + st
        else:
            stem = r.choice(PL.HOSP_PREFIX)
            name = '%s %s' % (stem, r.choice(PL.HOSP_SUFFIX[c]))
        abbr = ''.join(w[0] for w in name.replace("'s", '').replace('.', '').split() if w[0].isupper())
        return name, abbr, stem

    def profession(self):
        r = self.r
        if self.age < 23:
            return ('', r.choice(PO.STUDENT_PROF))
        p = r.choice(PO.PROFESSIONS)
        if self.age >= 67:
            return ('retired ', p)
        return ('', p)

    def hnum(self, ext=False):
        """Another number on the hospital switchboard range (same prefix)."""
        x = self.hphone[:-3] + ids.digits(self.r, 3)
        if ext and self.r.random() < 0.35:
            x += ' ' + ids.ext(self.r)
        return x

    def has(self, *drugs):
        return any(d in self.drugs for d in drugs)

    def wk(self, n):
        return weekday(ids.add_days(self.date, n))

    # ---------------------------------------------------------- render helpers
    def D(self, d, st=None):
        return ('DATE', ids.fmt_date(d, st or self.dstyle))

    def Ds(self, d, st=None):
        return ('DATE', ids.short_date(d, self.mdy, self.sst if st is None else st))

    def Dw(self, d, st=None):
        return ('DATE', ids.weekday_date(d, self.mdy, self.r.randrange(4) if st is None else st))

    def Dl(self, d):
        return ('DATE', ids.fmt_date(d, 'monthdy' if self.mdy else 'dmonthy'))

    def MY(self, d, short=False):
        m = ids.MONTHS[d.month - 1]
        return ('DATE', '%s %d' % (m[:3] if short else m, d.year))

    def Y(self, d):
        return ('DATE', str(d.year))

    def day(self, n):
        return ids.add_days(self.date, n)

    def A(self, words=False):
        return ('AGE', ids.num_words(self.age) if words else str(self.age))

    def sexl(self):
        return 'M' if self.sex == 'M' else 'F'

    def addr_lines(self, state_full=False):
        c = self.country
        L = [[('STREET', self.street)]]
        return self._addr(L, self.city, self.region, self.zip, state_full, self.suburb)

    def _addr(self, L, city, region, zp, state_full=False, suburb=None):
        c = self.country
        if suburb and c in ('UK', 'IE', 'NZ'):
            L.append([('CITY', suburb)])
        if c == 'UK':
            if region and self.r.random() < 0.35:
                L.append([('CITY', city)])
                L.append([('CITY', region)])
            else:
                L.append([('CITY', city)])
            L.append([('ZIP', zp)])
        elif c == 'IE':
            L.append([('CITY', city)])
            if region and region != city:
                L.append(['Co. ', ('CITY', region)])
            L.append([('ZIP', zp)])
        elif c == 'NZ':
            L.append([('CITY', city), ' ', ('ZIP', zp)])
        elif c == 'AU':
            st = PL.STATE_FULL[region] if state_full else region
            L.append([('CITY', city), ' ', ('STATE', st), ' ', ('ZIP', zp)])
        else:
            st = PL.STATE_FULL[region] if state_full else region
            L.append([('CITY', city), ', ', ('STATE', st), ' ', ('ZIP', zp)])
        return L

    def addr(self, sep=', ', state_full=False):
        out = []
        for i, line in enumerate(self.addr_lines(state_full)):
            if i:
                out.append(sep)
            out.extend(line)
        return out

    def gp_addr_lines(self):
        return self._addr([[('STREET', self.gp_street)]], self.gp_city, self.gp_region, self.gp_zip)

    def hosp_addr(self):
        street = self.r.choice(PL.HOSP_STREET[self.country])
        num = self.r.randint(1, 400)
        return self._addr([[('STREET', '%d %s' % (num, street))]], self.hosp_city, self.hosp_region,
                          self.hosp_zip)

    def lines(self, L, sep='\n'):
        out = []
        for i, line in enumerate(L):
            if i:
                out.append(sep)
            out.extend(line)
        return out

    def prof_v(self):
        pre, p = self.prof
        return [pre, ('PROFESSION', p)]

    def country_v(self, name):
        if name in PO.THE:
            return ['the ', ('COUNTRY', name)]
        return ('COUNTRY', name)

    def pt_ref(self, style=None):
        """A varied reference to the patient inside running text."""
        r = self.r
        st = r.randrange(5) if style is None else style
        if st == 0:
            return self.pt.tl()
        if st == 1:
            return self.pt.firstn()
        if st == 2:
            return self.pt.full()
        if st == 3 and self.nick:
            return ('PATIENT', self.nick)
        return self.pt.tl()

    def drn(self, p, style=None):
        """Doctor with title, e.g. Dr Okafor / Dr Ana Ruiz."""
        st = self.r.randrange(3) if style is None else style
        if st == 0:
            return [self.dr, p.lastn()]
        return [self.dr, p.full()]
