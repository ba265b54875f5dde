"""People and per-note context (the cast, places and identifiers of one note)."""
import datetime as dt
from common import Ph, pick, chance, wpick
import fmt
import pools_people as PP
import pools_places as PL


class Person:
    def __init__(self, rng, country, sex, typ, first=None, last=None):
        self.sex = sex
        self.typ = typ
        if country == 'CA':
            fp = PP.CA_F if sex == 'F' else PP.CA_M
            lp = PP.CA_L
        else:
            fp = PP.NZ_F if sex == 'F' else PP.NZ_M
            lp = PP.NZ_L
        self.first = first or pick(rng, fp)
        self.last = last or pick(rng, lp)
        self.mid = pick(rng, 'ABCDEFGHJKLMNPRSTW') if chance(rng, 0.4) else ''
        self.nick = PP.NICK.get(self.first)
        self.user = fmt.username(rng, self.first, self.last)
        self.email = fmt.person_email(rng, self.first, self.last)

    def P(self, s):
        return Ph(s, self.typ)

    def full(self):
        return self.P('%s %s' % (self.first, self.last))

    def fml(self):
        if self.mid:
            return self.P('%s %s. %s' % (self.first, self.mid, self.last))
        return self.full()

    def ln(self):
        return self.P(self.last)

    def fn(self):
        return self.P(self.first)

    def lf(self):
        return self.P('%s, %s' % (self.last, self.first))

    def LF(self):
        s = '%s, %s' % (self.last.upper(), self.first.upper())
        if self.mid:
            s += ' ' + self.mid
        return self.P(s)

    def il(self):
        return self.P('%s. %s' % (self.first[0], self.last))

    def inits(self, dots=True):
        parts = [self.first[0]] + ([self.mid] if self.mid else []) + [self.last[0]]
        if dots:
            return self.P('.'.join(parts) + '.')
        return self.P(''.join(parts))

    def tiny(self):
        """lower-case initials as used by transcriptionists (DD/jk)."""
        return self.P((self.first[0] + self.last[0]).lower())

    def nk(self):
        return self.P(self.nick or self.first)

    def uname(self):
        return Ph(self.user, 'USERNAME')

    def any(self, rng):
        return pick(rng, [self.full, self.full, self.fml, self.ln, self.lf, self.il])()


class Ctx:
    """Everything one note may mention about its patient and care setting."""

    def __init__(self, rng, country, date0, age_rng=(22, 84)):
        self.rng = rng
        self.country = country
        r = rng
        if country == 'CA':
            prov = pick(r, PL.CA_PROV)
            self.prov, self.prov_ab, pletters, areas = prov
            self.city = pick(r, PL.CA_CITIES[self.prov_ab])
            self.area = PL.CITY_AREA.get(self.city) or pick(r, areas)
            self.postal = self.ca_postal(pletters)
            self.region = self.prov
            self.suburb = None
            self.dstyle = pick(r, fmt.CA_DSTYLES)
        else:
            city, (lo, hi), area, region = pick(r, PL.NZ_CITIES)
            self.city = city
            self.prov = region
            self.prov_ab = None
            self.region = region
            self.area = area
            self.postal = '%04d' % r.randint(lo, hi)
            subs = PL.NZ_SUBURBS.get(city)
            self.suburb = pick(r, subs) if subs and chance(r, 0.6) else None
            self.dstyle = pick(r, fmt.NZ_DSTYLES)
        self.sex = pick(r, ['F', 'F', 'M'])
        self.pt = Person(r, country, self.sex, 'PATIENT')
        self.date = date0
        self.age = r.randint(*age_rng)
        bday = fmt.rand_date(r, 2001, 2001)
        try:
            dob = dt.date(date0.year - self.age, bday.month, bday.day)
        except ValueError:
            dob = dt.date(date0.year - self.age, bday.month, 28)
        if dob > dt.date(date0.year - self.age, date0.month, min(date0.day, 28)):
            dob = dt.date(dob.year - 1, dob.month, dob.day)
        self.dob = dob
        self.street = self.mk_street()
        # care setting
        if country == 'CA':
            self.hosp = pick(r, PL.CA_HOSP).replace('{c}', self.city)
            self.clinic = pick(r, PL.CA_CLINIC).replace('{c}', self.city)
            self.aclinic = pick(r, PL.CA_ALLERGY).replace('{c}', self.city)
            self.gp_prac = pick(r, PL.CA_GP)
            self.pharm = pick(r, PL.CA_PHARM)
            self.ward = pick(r, PL.CA_WARDS)
            self.employer = pick(r, PL.CA_EMPLOYERS)
            self.school = pick(r, PL.CA_SCHOOLS)
            self.insurer = pick(r, PL.CA_INSURERS)
        else:
            self.hosp = pick(r, PL.NZ_HOSP).replace('{c}', self.city)
            self.clinic = pick(r, PL.NZ_CLINIC).replace('{c}', self.city)
            self.aclinic = pick(r, PL.NZ_ALLERGY).replace('{c}', self.city)
            self.gp_prac = pick(r, PL.NZ_GP)
            self.pharm = pick(r, PL.NZ_PHARM)
            self.ward = pick(r, PL.NZ_WARDS)
            self.employer = pick(r, PL.NZ_EMPLOYERS)
            self.school = pick(r, PL.NZ_SCHOOLS)
            self.insurer = pick(r, PL.NZ_INSURERS)
        self.site = self.clinic if chance(r, 0.5) else self.hosp
        self.md = Person(r, country, pick(r, 'FM'), 'DOCTOR')
        self.gp = Person(r, country, pick(r, 'FM'), 'DOCTOR')
        self.rn = Person(r, country, pick(r, 'FFFM'), 'DOCTOR')
        self.rn2 = Person(r, country, pick(r, 'FFM'), 'DOCTOR')
        self.fam = Person(r, country, pick(r, 'FM'), 'FAMILY',
                          last=self.pt.last if chance(r, 0.6) else None)
        self.fam_rel = self.relation(self.fam.sex)
        self.prof = pick(r, PL.PROFESSIONS)
        self.md_lic = fmt.md_licence(r, country)
        self.mrn = fmt.mrn_ca(r) if country == 'CA' else fmt.nhi(r)
        self.mrn_label = pick(r, ['MRN', 'MRN:', 'Chart #', 'Hosp #', 'MRN #']) if country == 'CA' \
            else pick(r, ['NHI', 'NHI:', 'NHI No.', 'NHI number'])
        if country == 'CA':
            self.hc = fmt.healthcard(r, self.prov_ab, self.pt.last, self.pt.first, self.dob, self.sex)
            self.hc_label = {'ON': 'OHIP', 'BC': 'PHN', 'AB': 'AHCIP', 'QC': 'RAMQ',
                             'NS': 'MSI', 'MB': 'MHSU', 'SK': 'HSN', 'NB': 'Medicare',
                             'NL': 'MCP'}[self.prov_ab]
        else:
            self.hc = fmt.member_id(r)
            self.hc_label = self.insurer + ' member no.'
        self.acct = fmt.account(r)
        self.clinic_phone = self.phone()
        self.clinic_fax = self.fax()
        self.clinic_email = fmt.org_email(r, self.site)

    # ---------------------------------------------------------------- helpers
    def allergy_site(self):
        """Switch the note's care site to an allergy service."""
        self.site = self.aclinic if chance(self.rng, 0.6) else self.hosp
        self.clinic_email = fmt.org_email(self.rng, self.site)

    def ca_postal(self, pletters):
        r = self.rng
        L = fmt.LET
        return '%s%d%s %d%s%d' % (pick(r, pletters), r.randrange(10), pick(r, L),
                                  r.randrange(10), pick(r, L), r.randrange(10))

    def mk_street(self):
        r = self.rng
        if self.country == 'CA':
            base = '%d %s %s' % (r.randint(2, 2890), pick(r, PL.STREET_NAMES), pick(r, PL.CA_SUFFIX))
            u = r.randrange(6)
            if u == 0:
                return '%d-%s' % (r.randint(1, 1805), base)
            if u == 1:
                return base + pick(r, [', Apt ', ', Unit ', ' Apt. ', ', Suite ']) + str(r.randint(1, 1204))
            return base
        base = '%d %s %s' % (r.randint(1, 480), pick(r, PL.NZ_STREET_NAMES), pick(r, PL.NZ_SUFFIX))
        u = r.randrange(6)
        if u == 0:
            return '%d/%s' % (r.randint(1, 12), base)
        if u == 1:
            return 'Flat %d, %s' % (r.randint(1, 9), base)
        return base

    def relation(self, sex):
        return pick(self.rng, PP.REL_F if sex == 'F' else PP.REL_M)

    def person(self, typ, sex=None, last=None):
        return Person(self.rng, self.country, sex or pick(self.rng, 'FM'), typ, last=last)

    def d(self, d, style=None):
        if style is None:
            style = self.dstyle if chance(self.rng, 0.8) else pick(
                self.rng, fmt.CA_DSTYLES if self.country == 'CA' else fmt.NZ_DSTYLES)
        return Ph(fmt.date_str(d, style), 'DATE')

    def dlong(self, d):
        if self.country == 'CA':
            return Ph(fmt.date_str(d, pick(self.rng, ['long_mdy', 'long_mdy', 'med_mdy', 'wd_long_mdy'])), 'DATE')
        return Ph(fmt.date_str(d, pick(self.rng, ['long_dmy', 'long_dmy', 'med_dmy', 'wd_long_dmy'])), 'DATE')

    def dshort(self, d):
        if self.country == 'CA':
            return Ph(fmt.date_str(d, pick(self.rng, ['md_short', 'wd_short_md', 'mdy_short'])), 'DATE')
        return Ph(fmt.date_str(d, pick(self.rng, ['dm_short', 'wd_short_dm', 'dm_slash'])), 'DATE')

    def my(self, d):
        return Ph(fmt.month_year(self.rng, d), 'DATE')

    def yr(self, d):
        return Ph(str(d.year), 'DATE')

    def ago(self, lo, hi):
        return fmt.add_days(self.date, -self.rng.randint(lo, hi))

    def ahead(self, lo, hi):
        return fmt.add_days(self.date, self.rng.randint(lo, hi))

    def phone(self, ext=None, mobile=False):
        r = self.rng
        if ext is None:
            ext = chance(r, 0.15)
        if self.country == 'CA':
            return Ph(fmt.phone_ca(r, self.area, ext), 'PHONE')
        return Ph(fmt.phone_nz(r, self.area, ext, mobile), 'PHONE')

    def mobile(self):
        if self.country == 'CA':
            return Ph(fmt.phone_ca(self.rng, self.area), 'PHONE')
        return Ph(fmt.phone_nz(self.rng, self.area, mobile=True), 'PHONE')

    def fax(self):
        if self.country == 'CA':
            return Ph(fmt.phone_ca(self.rng, self.area), 'FAX')
        return Ph(fmt.phone_nz(self.rng, self.area), 'FAX')

    def tollfree(self):
        return Ph(fmt.tollfree(self.rng, self.country), 'PHONE')

    def P(self, s, typ):
        return Ph(s, typ)

    def ttl(self):
        """A courtesy title for the patient (outside the span)."""
        r = self.rng
        if self.sex == 'M':
            t = 'Mr'
        else:
            t = pick(r, ['Ms', 'Ms', 'Mrs', 'Miss'])
        if self.country == 'CA' and chance(r, 0.7):
            t += '.'
        return t

    def drt(self):
        return 'Dr.' if self.country == 'CA' and chance(self.rng, 0.75) else 'Dr'

    def pt_ref(self):
        """A varied mention of the patient inside running text."""
        r = self.rng
        k = r.randrange(6)
        if k <= 2:
            return [self.ttl() + ' ', self.pt.ln()]
        if k == 3:
            return self.pt.fn()
        if k == 4:
            return 'the patient'
        return pick(r, ['she' if self.sex == 'F' else 'he', 'the patient'])

    def addr_inline(self):
        """Street, city, province/region and postcode as separate spans."""
        r = self.rng
        out = [Ph(self.street, 'STREET'), ', ']
        if self.country == 'CA':
            out += [Ph(self.city, 'CITY'), pick(r, [', ', ' ']),
                    Ph(self.prov_ab if chance(r, 0.8) else self.prov, 'STATE'),
                    pick(r, ['  ', ' ', ', ']), Ph(self.postal, 'ZIP')]
        else:
            if self.suburb:
                out += [Ph(self.suburb, 'CITY'), ', ']
            out += [Ph(self.city, 'CITY'), ' ', Ph(self.postal, 'ZIP')]
        return out

    def addr_block(self, indent=''):
        r = self.rng
        out = [indent, Ph(self.street, 'STREET'), '\n', indent]
        if self.country == 'CA':
            out += [Ph(self.city, 'CITY'), pick(r, [', ', ' ']),
                    Ph(self.prov_ab if chance(r, 0.8) else self.prov, 'STATE'),
                    pick(r, ['  ', ' ']), Ph(self.postal, 'ZIP')]
        else:
            if self.suburb:
                out += [Ph(self.suburb, 'CITY'), '\n', indent]
            out += [Ph(self.city, 'CITY'), ' ', Ph(self.postal, 'ZIP')]
        return out

    def site_addr(self):
        """A facility address in the same city (separate spans)."""
        r = self.rng
        if self.country == 'CA':
            st = '%d %s %s' % (r.randint(10, 1900), pick(r, PL.STREET_NAMES), pick(r, PL.CA_SUFFIX))
            postal = self.ca_postal(self.postal[:1])
            return [Ph(st, 'STREET'), ', ', Ph(self.city, 'CITY'), ', ',
                    Ph(self.prov_ab, 'STATE'), ' ', Ph(postal, 'ZIP')]
        st = '%d %s %s' % (r.randint(1, 300), pick(r, PL.NZ_STREET_NAMES), pick(r, PL.NZ_SUFFIX))
        return [Ph(st, 'STREET'), ', ', Ph(self.city, 'CITY'), ' ', Ph(self.postal, 'ZIP')]

    def hc_line(self):
        return [self.hc_label + ': ', Ph(self.hc, 'HEALTHPLAN')]

    def mrn_line(self):
        return [self.mrn_label + ' ', Ph(self.mrn, 'MRN')]

    def country_name(self):
        return Ph('Canada' if self.country == 'CA' else 'New Zealand', 'COUNTRY')

    def age_ph(self, a=None):
        return Ph(str(self.age if a is None else a), 'AGE')

    def sexw(self, f, m):
        return f if self.sex == 'F' else m

    def country_ph(self, name):
        """('the ', Ph) where the name takes an article."""
        if name in PL.THE:
            return ['the ', Ph(name, 'COUNTRY')]
        return Ph(name, 'COUNTRY')

    def dr(self, p, style=None):
        """A clinician mention with its title/credential outside the span."""
        r = self.rng
        st = style if style is not None else r.randrange(7)
        if st == 0:
            return [self.drt() + ' ', p.ln()]
        if st == 1:
            return [self.drt() + ' ', p.full()]
        if st == 2:
            return [p.full(), pick(r, [', MD', ', MD FRCPC', ' MD', ', FRCPC'] if self.country == 'CA'
                                   else [', FRACP', ' FRACP', ', MBChB FRACP', ', MBChB'])]
        if st == 3:
            return [self.drt() + ' ', p.il()]
        if st == 4:
            return [self.drt() + ' ', p.fml()]
        if st == 5:
            return [self.drt() + ' ', p.ln()]
        return [self.drt() + ' ', p.full()]

    def nurse(self, p):
        r = self.rng
        st = r.randrange(5)
        cred = pick(r, ['RN', 'RN', 'RPN', 'NP'] if self.country == 'CA' else ['RN', 'RN', 'CNS', 'NP', 'EN'])
        if st == 0:
            return [p.full(), ', ' + cred]
        if st == 1:
            return [p.full(), ' ' + cred]
        if st == 2:
            return [p.il(), ' ' + cred]
        if st == 3:
            return [p.fn(), ' (' + cred + ')']
        return [p.full(), ' (' + cred + ')']
