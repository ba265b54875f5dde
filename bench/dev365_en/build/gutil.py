"""Small helpers shared by the genre modules (no PHI of their own)."""
import clin

EMERG = {'GB': '999', 'IE': '112', 'AU': '000', 'NZ': '111', 'CA': '911', 'US': '911'}
ADVICE = {'GB': '111', 'IE': 'the GP out-of-hours service', 'AU': 'healthdirect', 'NZ': 'Healthline',
          'CA': '811', 'US': 'the nurse line'}
LIC = {
    'GB': dict(doc='GMC', nur='NMC PIN', par='HCPC', pil='licence'),
    'IE': dict(doc='IMC', nur='NMBI PIN', par='PHECC reg', pil='licence'),
    'AU': dict(doc='AHPRA', nur='AHPRA', par='AHPRA', pil='CASA ARN'),
    'NZ': dict(doc='MCNZ', nur='NCNZ', par='PCNZ', pil='CAA client no'),
    'CA': dict(doc='CPSO #', nur='CNO reg', par='CBRC #', pil='TC licence'),
    'US': dict(doc='NPI', nur='RN lic#', par='NREMT', pil='FAA cert'),
}
KPA = {'GB': True, 'IE': True, 'AU': True, 'NZ': True, 'CA': False, 'US': False}


class Clock:
    """Monotonic times of day for logs (times are not PHI)."""

    def __init__(self, rng, start=None):
        self.rng = rng
        self.m = rng.randrange(0, 1440) if start is None else start
        self.style = rng.choice(['colon', 'colon', 'colon', 'hhmm', 'dot', 'hrs'])

    def fmt(self, m):
        h, mi = (m // 60) % 24, m % 60
        if self.style == 'hhmm':
            return '%02d%02d' % (h, mi)
        if self.style == 'dot':
            return '%02d.%02d' % (h, mi)
        if self.style == 'hrs':
            return '%02d%02dh' % (h, mi)
        return '%02d:%02d' % (h, mi)

    def tick(self, lo=1, hi=12):
        self.m += self.rng.randrange(lo, hi + 1)
        return self.fmt(self.m)

    def now(self):
        return self.fmt(self.m)


def sc_of(c):
    if not hasattr(c, 'sc'):
        c.sc = clin.pick(c.rng, c.agecat)
    return c.sc


def unit_at_referrer(c):
    rng = c.rng
    if c.agecat == 'neo':
        return rng.choice(['SCBU', 'special care nursery', 'NICU', 'delivery suite', 'ED resus'])
    return rng.choice(['ED', 'ED resus', "Children's Assessment Unit", 'paediatric ward' if c.cc != 'US' else 'peds floor',
                       'theatre recovery', 'adult ICU', 'ED'])


def lic(c, role):
    return LIC[c.cc][role]


def hardneg(c, n=1):
    rng = c.rng
    return [rng.choice(clin.HARDNEG) for _ in range(n)]


def mode(c):
    """Transport platform: (word, model string, uses aircraft)."""
    rng = c.rng
    if rng.random() < 0.55:
        return ('road', rng.choice(['Mercedes Sprinter 519', 'Ford Transit ambulance', 'Fiat Ducato ambulance',
                                    'Mercedes Sprinter 4x4 ICU vehicle']), False)
    if rng.random() < 0.5:
        return ('rotary', rng.choice(['AW169', 'EC135 T3', 'AW139', 'Bell 412', 'H145']), True)
    return ('fixed wing', rng.choice(['King Air B200', 'Pilatus PC-12', 'King Air 350', 'Learjet 45']), True)


def bar(rng, ch=None, n=None):
    return (ch or rng.choice(['-', '=', '_', '-'])) * (n or rng.randrange(40, 70))
