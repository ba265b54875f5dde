"""Contact generators (mixin for core.Ctx). Every phone/fax/pager contains 555; mail and web use
example.com / example.org / example.net; IP addresses are private."""
import unicodedata

AREA = {
    'UK': ['0113', '0114', '0161', '0191', '0116', '0118', '0141', '01422', '01423', '01226', '01204', '01524',
           '01228', '01522', '01603', '01473', '01392', '01905', '01382'],
    'IE': ['091', '065', '066', '022', '056', '071', '090', '041', '046', '074', '094', '057'],
    'AU': ['02', '03', '07', '08'],
    'NZ': ['03', '04', '06', '07', '09'],
    'CA': ['416', '613', '705', '807', '250', '403', '306', '204', '506', '902'],
    'US': ['937', '419', '509', '208', '515', '402', '316', '865', '423', '518', '315', '717', '814', '559', '520',
           '828', '912', '218', '608', '859'],
}

BOXES = {
    'screen': ['aaa.screening', 'screening.office', 'aaa.bookings', 'aaa.admin'],
    'failsafe': ['aaa.failsafe', 'screening.failsafe'],
    'vasc': ['vascular.secretaries', 'vascular.office', 'vascsec'],
    'cns': ['vascular.nurses', 'vascular.cns', 'aaa.nurse'],
    'mdt': ['vascular.mdt', 'mdt.coordinator'],
    'preop': ['preassessment', 'preop.clinic', 'poa.team'],
    'rad': ['radiology.reports', 'imaging.enquiries'],
}


def _ascii(s):
    return ''.join(ch for ch in unicodedata.normalize('NFKD', s) if ord(ch) < 128)


def _clean(s):
    return ''.join(ch for ch in _ascii(s).lower() if ch.isalpha())


class ContactMixin:
    def _area(self):
        if getattr(self, '_area_code', None) is None:
            self._area_code = self.pick(AREA[self.cc])
        if self.chance(0.75):
            return self._area_code
        return self.pick(AREA[self.cc])

    def phone(self, kind='land', typ='PHONE'):
        cc = self.cc
        if cc == 'UK':
            if kind == 'mobile':
                v = '07%s %s' % (self.digits(3), self.pick(['555 ', '555']) + self.digits(3))
            else:
                code = self._area()
                if len(code) == 4:
                    v = '%s %s %s' % (code, '555', self.digits(4))
                else:
                    v = '%s %s' % (code, '555' + self.digits(3))
                if self.chance(0.1):
                    v = '+44 (0)' + v[1:]
        elif cc == 'IE':
            if kind == 'mobile':
                v = '08%s 555 %s' % (self.pick('3567'), self.digits(4))
            else:
                code = self._area()
                v = '%s 555 %s' % (code, self.digits(3 + self.r.randrange(2)))
                if self.chance(0.2):
                    v = '(%s) %s' % (code, v[4:])
                elif self.chance(0.1):
                    v = '+353 %s' % v[1:]
        elif cc == 'AU':
            if kind == 'mobile':
                v = '04%s 555 %s' % (self.digits(2), self.digits(3))
            else:
                code = self._area()
                v = '(%s) 555%s %s' % (code, self.digits(1), self.digits(4))
                if self.chance(0.15):
                    v = '+61 %s 555%s %s' % (code[1], self.digits(1), self.digits(4))
        elif cc == 'NZ':
            if kind == 'mobile':
                v = '02%s 555 %s' % (self.pick('1279'), self.digits(4))
            else:
                v = self.pick(['(%s) 555 %s', '%s 555 %s', '%s-555 %s']) % (self._area(), self.digits(4))
        else:
            last = '01' + self.digits(2)
            v = self.pick(['(%s) 555-%s', '%s-555-%s', '%s.555.%s']) % (self._area(), last)
            if self.chance(0.05):
                v = '1-' + v.replace('(', '').replace(') ', '-')
        if kind == 'land' and typ == 'PHONE' and self.chance(0.12):
            v += self.pick([' ext. ', ' ext ', ' x', ' extn ']) + self.digits(4, '123456789')
        return (v, typ)

    def fax(self):
        return self.phone('land', 'FAX')

    def bleep(self):
        if self.cc in ('US', 'CA'):
            return ('555-' + self.digits(4), 'PHONE')
        if self.chance(0.25):
            return (self.digits(1, '12346789') + '555', 'PHONE')
        return ('555' + self.digits(self.pick([1, 2])), 'PHONE')

    def bleep_label(self):
        return self.pick([' pager ', ' pgr ']) if self.cc in ('US', 'CA') else self.pick([' bleep ', ' #', ' blp ', ' bleep '])

    def email(self, p=None, org=None, box='vasc'):
        org = org or self.hosp[0]
        dom = self.pick(['example.org', 'example.net', 'example.com'])
        words = [w for w in ''.join(ch.lower() if ch.isalnum() else ' ' for ch in _ascii(org)).split()
                 if w not in ('saint', 'st', 'the', 'our', 'of', 'and', 'university', 'hospital', 'aaa')]
        sub = words[0] if words else 'health'
        if p is None:
            return ('%s@%s.%s' % (self.pick(BOXES[box]), sub, dom), 'EMAIL')
        first, last = _clean(p.first), _clean(p.last)
        mailbox = self.pick(['%s.%s' % (first, last), '%s%s' % (first[0], last), '%s_%s' % (first, last[:1]),
                             '%s.%s%d' % (first, last, self.r.randrange(1, 60))])
        if self.chance(0.5):
            return ('%s@%s.%s' % (mailbox, sub, dom), 'EMAIL')
        return ('%s@%s' % (mailbox, self.pick(['mail.example.com', 'example.net', 'example.com', 'inbox.example.org'])),
                'EMAIL')

    def url(self, org=None):
        org = org or self.hosp[0]
        words = [w for w in ''.join(ch.lower() if ch.isalnum() else ' ' for ch in _ascii(org)).split()
                 if w not in ('saint', 'st', 'the', 'our', 'of', 'and')]
        sub = '-'.join(words[:2]) or 'health'
        path = self.pick(['/aaa', '/book', '/screening/rebook', '/vascular', '/patient-portal', '/aaa/results',
                          '/referrals', '', '/mdt/join', '/aaa-screening'])
        pre = self.pick(['www.', 'https://www.', 'https://', ''])
        return ('%s%s.%s%s' % (pre, sub, self.pick(['example.org', 'example.net', 'example.com']), path), 'URL')

    def ip(self):
        k = self.r.randrange(3)
        if k == 0:
            v = '10.%d.%d.%d' % (self.r.randrange(256), self.r.randrange(256), self.r.randrange(1, 255))
        elif k == 1:
            v = '172.%d.%d.%d' % (self.r.randrange(16, 32), self.r.randrange(256), self.r.randrange(1, 255))
        else:
            v = '192.168.%d.%d' % (self.r.randrange(256), self.r.randrange(1, 255))
        return (v, 'IPADDR')
