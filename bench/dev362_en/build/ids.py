"""Identifier generators (mixin for core.Ctx). SSN-like numbers start with 9 or 000 (UK NI numbers use
a prefix letter that is never issued: D, F, I, Q, U or V)."""

SCOT = ('DD', 'PH', 'KY', 'IV', 'PA')


class IdMixin:
    def mrn(self, p=None):
        if p is not None and getattr(p, '_mrn', None):
            return p._mrn
        cc = self.cc
        if cc == 'UK':
            v = self.pick(['%s%s' % (self.letters(1), self.digits(6)), '%s%s' % (self.letters(3), self.digits(7)),
                           self.digits(8, '0123'), 'D%s' % self.digits(7)])
        elif cc == 'IE':
            v = self.pick([self.digits(7), 'H' + self.digits(6)])
        elif cc == 'AU':
            v = self.pick([self.digits(6), self.digits(7, '0123'), 'MR' + self.digits(6)])
        elif cc == 'NZ':
            v = self.pick([self.digits(7), 'KB' + self.digits(6)])
        elif cc == 'CA':
            v = self.pick(['H' + self.digits(7), self.digits(8), 'M' + self.digits(7)])
        else:
            v = self.pick([self.digits(8, '0'), self.digits(7), 'E' + self.digits(9)])
        out = (v, 'MRN')
        if p is not None:
            p._mrn = out
        return out

    def mrn_label(self):
        return self.pick({'UK': ['Hosp No: ', 'Hospital number: ', 'Unit No: ', 'RN: ', 'MRN: '],
                          'IE': ['MRN: ', 'Hosp No: ', 'Chart No: '],
                          'AU': ['UR No: ', 'URN: ', 'MRN: '],
                          'NZ': ['Hospital No: ', 'MRN: ', 'Hosp No: '],
                          'CA': ['MRN: ', 'Chart #: ', 'Hosp #: '],
                          'US': ['MRN: ', 'MRN ', 'Med Rec #: ']}[self.cc])

    def natid(self, p=None):
        """National patient number (NHS/CHI/H&C/NHI/IHI), annotated as MRN; cached per patient."""
        if p is not None and getattr(p, '_nat', None):
            return p._nat
        cc = self.cc
        if cc == 'UK':
            if p is not None and p.addr and p.addr['zip'][:2] in SCOT and p.dob:
                out = ('%02d%02d%02d%s' % (p.dob.day, p.dob.month, p.dob.year % 100, self.digits(4)), 'MRN')
            else:
                d = self.digits(10, '9')
                out = (self.pick(['%s %s %s' % (d[:3], d[3:6], d[6:]), d, '%s-%s-%s' % (d[:3], d[3:6], d[6:])]), 'MRN')
        elif cc == 'NZ':
            out = (self.pick([self.letters(3) + self.digits(4), self.letters(3) + self.digits(2) + self.letters(2)]), 'MRN')
        elif cc == 'IE':
            out = (self.digits(10, '9'), 'MRN')
        else:
            out = self.mrn(p)
        if p is not None:
            p._nat = out
        return out

    def natid_label(self, p=None):
        if self.cc == 'UK':
            if p is not None and p.addr and p.addr['zip'][:2] in SCOT:
                return 'CHI'
            if p is not None and p.addr and p.addr['zip'][:2] == 'BT':
                return 'H&C No'
            return self.pick(['NHS No', 'NHS number', 'NHS No.'])
        return {'NZ': 'NHI', 'IE': 'IHI', 'AU': 'UR', 'CA': 'MRN', 'US': 'MRN'}[self.cc]

    def healthplan(self):
        cc = self.cc
        if cc == 'AU':
            d = self.digits(10, '23456')
            return ('%s %s %s' % (d[:4], d[4:9], d[9]) + self.pick(['', '/1', ' 2', '-1']), 'HEALTHPLAN')
        if cc == 'CA':
            d = self.digits(10, '123456789')
            return (self.pick(['%s-%s-%s-%s' % (d[:4], d[4:7], d[7:], self.letters(2)),
                               '%s %s %s' % (d[:4], d[4:7], d[7:])]), 'HEALTHPLAN')
        if cc == 'US':
            k = self.r.randrange(3)
            if k == 0:
                L = 'ACDEFGHJKMNPQRTUVWXY'
                v = '%s%s%s%s-%s%s%s-%s%s%s%s' % (self.digits(1, '123456789'), self.letters(1, L), self.letters(1, L),
                                                 self.digits(1), self.letters(1, L), self.letters(1, L), self.digits(1),
                                                 self.letters(1, L), self.letters(1, L), self.digits(1), self.digits(1))
            elif k == 1:
                v = self.letters(3) + self.digits(9)
            else:
                v = self.letters(1) + self.digits(8) + self.pick(['01', '02', ''])
            return (v, 'HEALTHPLAN')
        if cc == 'IE':
            return (self.digits(7) + self.letters(1), 'HEALTHPLAN')
        return (self.letters(2) + self.digits(7), 'HEALTHPLAN')

    def ssn(self):
        cc = self.cc
        if cc == 'US':
            a = self.pick(['9' + self.digits(2), '000'])
            return ('%s-%s-%s' % (a, self.digits(2), self.digits(4)), 'SSN')
        if cc == 'CA':
            return ('9%s %s %s' % (self.digits(2), self.digits(3), self.digits(3)), 'SSN')
        if cc == 'IE':
            return ('9%s%s' % (self.digits(6), self.letters(self.pick([1, 2]), 'ABCDEFGHTW')), 'SSN')
        if cc == 'UK':
            v = '%s%s %s %s %s %s' % (self.pick('DFIQUV'), self.letters(1, 'ABCEGHJKLMNPRSTWXYZ'), self.digits(2),
                                      self.digits(2), self.digits(2), self.pick('ABCD'))
            return (v if self.chance(0.6) else v.replace(' ', ''), 'SSN')
        if cc == 'NZ':
            return ('000-%s-%s' % (self.digits(3), self.digits(3)), 'SSN')
        return ('9%s %s %s' % (self.digits(2), self.digits(3), self.digits(3)), 'SSN')

    def ssn_label(self):
        return {'US': 'SSN', 'CA': 'SIN', 'IE': 'PPSN', 'UK': 'NI No', 'AU': 'TFN', 'NZ': 'IRD no'}[self.cc]

    def account(self):
        return (self.pick(['%s-%s' % (self.digits(4), self.digits(4)), 'V' + self.digits(8), self.digits(10, '12'),
                           'E' + self.digits(7), 'ENC' + self.digits(7), 'FIN ' + self.digits(9, '2')]), 'ACCOUNT')

    def license(self, kind='doc'):
        cc = self.cc
        if kind == 'nurse':
            if cc == 'UK':
                return ('%s%s%s%s' % (self.digits(2), self.letters(1), self.digits(4), self.letters(1)), 'LICENSE')
            if cc == 'AU':
                return ('NMW' + self.digits(10, '0'), 'LICENSE')
            return (self.pick(['RN', 'N']) + self.digits(6), 'LICENSE')
        if cc == 'UK':
            return (self.digits(7, '3456789'), 'LICENSE')
        if cc == 'IE':
            return (self.digits(6, '1234'), 'LICENSE')
        if cc == 'AU':
            return ('MED' + self.digits(10, '0'), 'LICENSE')
        if cc == 'NZ':
            return (self.digits(5, '1234'), 'LICENSE')
        if cc == 'CA':
            return (self.digits(5, '5678'), 'LICENSE')
        return ('1' + self.digits(9), 'LICENSE')

    def license_label(self, kind='doc'):
        if kind == 'nurse':
            return {'UK': 'NMC PIN', 'IE': 'NMBI PIN', 'AU': 'AHPRA', 'NZ': 'NCNZ', 'CA': 'CNO #', 'US': 'RN Lic'}[self.cc]
        return {'UK': 'GMC', 'IE': 'IMC', 'AU': 'AHPRA', 'NZ': 'MCNZ', 'CA': 'CPSO', 'US': 'NPI'}[self.cc]

    def drivers(self, p):
        cc = self.cc
        if cc == 'UK':
            sur = (''.join(ch for ch in p.last.upper() if ch.isalpha()) + '99999')[:5]
            y = p.dob.year % 100
            v = '%s%d%02d%02d%d%s%d%s' % (sur, y // 10, p.dob.month, p.dob.day, y % 10, p.first[0] + (p.mid or '9'),
                                         self.r.randrange(10), self.letters(2))
            return (v, 'LICENSE')
        if cc == 'IE':
            return (self.digits(9), 'LICENSE')
        if cc in ('AU', 'NZ'):
            return (self.pick([self.digits(9), self.letters(2) + self.digits(6)]), 'LICENSE')
        if cc == 'CA':
            return ('%s%s-%s-%s' % (p.last[0].upper(), self.digits(4), self.digits(5), self.digits(5)), 'LICENSE')
        return (self.letters(1) + self.digits(8), 'LICENSE')

    def accession(self, mod='US'):
        yy = self.r.randrange(19, 26)
        return (self.pick(['%s%d-%s' % (mod, yy, self.digits(6)), '%s%s' % (mod, self.digits(8)),
                           self.digits(10, '12'), 'RAD%s' % self.digits(7)]), 'IDNUM')

    def idnum(self, prefix):
        return ('%s%s' % (prefix, self.digits(self.pick([6, 7, 8]))), 'IDNUM')

    def serial(self, pre=''):
        return (pre + self.pick([self.letters(1) + self.digits(8), self.digits(8), self.letters(3) + self.digits(6),
                                 self.digits(2) + self.letters(1) + self.digits(5)]), 'DEVICE')

    def lot(self):
        return (self.pick([self.digits(8), 'C' + self.digits(7), self.digits(2) + self.letters(2) + self.digits(4),
                           self.digits(10)]), 'DEVICE')

    def vehicle(self):
        cc = self.cc
        if cc == 'UK':
            v = '%s%02d %s' % (self.letters(2, 'ABDEFGHKLMNOPRSVWY'), self.pick([17, 18, 19, 20, 21, 22, 23, 66, 67,
                                                                               68, 69, 70, 71, 72, 73]), self.letters(3))
        elif cc == 'IE':
            v = '%d-%s-%s' % (self.pick([141, 152, 161, 182, 191, 202, 211, 222, 231]),
                              self.pick(['G', 'C', 'KY', 'D', 'L', 'MO', 'WH']), self.digits(self.pick([3, 4, 5]), '123456789'))
        elif cc == 'AU':
            v = self.pick(['1%s%s' % (self.letters(2), self.digits(3)), '%s-%s' % (self.letters(3), self.digits(3)),
                           '%s%s%s' % (self.letters(3), self.digits(2), self.letters(1))])
        elif cc == 'NZ':
            v = self.letters(3) + self.digits(3)
        elif cc == 'CA':
            v = self.pick(['%s %s' % (self.letters(4), self.digits(3)), '%s %s' % (self.digits(3), self.letters(3))])
        else:
            v = self.pick([self.digits(1, '123456789') + self.letters(3) + self.digits(3),
                           '%s-%s' % (self.letters(3), self.digits(4))])
        return (v, 'VEHICLE')

    def vin(self):
        return (self.pick(['1', '2', '3', 'J', 'W', 'S']) + self.letters(2) + self.digits(5) + self.letters(1) +
                self.digits(8), 'VEHICLE')

    def bioid(self, prefix=None):
        pre = prefix or self.pick(['FP', 'BIO', 'FPT'])
        return (pre + self.pick(['-', '']) + self.digits(self.pick([5, 6, 7])), 'BIOID')
