"""Fictional identifiers, contacts and date formatting.

Contacts: every phone / fax / pager number contains 555; e-mail and web
addresses use example.com / .org / .net; IP addresses are private; SSN-like
numbers start with 9 or 000.
"""
import datetime
import unicodedata

from places import AREA, AREA_BY, MOBILE

UP = 'ABCDEFGHJKLMNPRSTUVWXYZ'
PCL = 'ABDEFGHJLNPQRSTUWXYZ'
DIG = '0123456789'
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def digits(r, n):
    return ''.join(r.choice(DIG) for _ in range(n))


def letters(r, n, pool=UP):
    return ''.join(r.choice(pool) for _ in range(n))


def ascii_name(s):
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    return ''.join(c for c in s.lower() if c.isalnum())


# ---------------------------------------------------------------- contacts

def area(r, country, place=None):
    return AREA_BY.get(country, {}).get(place) or r.choice(AREA[country])


def phone(r, country, kind='land', place=None):
    """A fictional phone number containing 555."""
    if country in ('US', 'CA'):
        ac = area(r, country, place)
        n = '01' + digits(r, 2)
        st = r.randrange(5)
        if st == 0:
            return '(%s) 555-%s' % (ac, n)
        if st == 1:
            return '%s-555-%s' % (ac, n)
        if st == 2:
            return '%s.555.%s' % (ac, n)
        if st == 3:
            return '+1 %s 555 %s' % (ac, n)
        return '1-%s-555-%s' % (ac, n)
    if kind == 'mobile' and country in MOBILE:
        pre = r.choice(MOBILE[country])
        if country == 'UK':
            if r.random() < 0.6:
                return '%s 555%s' % (pre, digits(r, 3))
            return '+44 %s 555 %s' % (pre[1:], digits(r, 3))
        if country == 'IE':
            return '%s 555 %s' % (pre, digits(r, 4)) if r.random() < 0.7 else \
                '+353 %s 555 %s' % (pre[1:], digits(r, 4))
        if country == 'AU':
            return '%s 555 %s' % (pre, digits(r, 3)) if r.random() < 0.7 else \
                '+61 %s 555 %s' % (pre[1:], digits(r, 3))
        return '%s 555 %s' % (pre, digits(r, 4))
    ac = area(r, country, place)
    if country == 'UK':
        if len(ac) == 3:
            return '%s %s555 %s' % (ac, r.choice('2389'), digits(r, 3))
        return '%s 555 %s' % (ac, digits(r, 4 if len(ac) == 4 else 3))
    if country == 'IE':
        return '(%s) 555 %s' % (ac, digits(r, 4)) if r.random() < 0.4 else '%s 555 %s' % (ac, digits(r, 4))
    if country == 'AU':
        return '(%s) 5550 %s' % (ac, digits(r, 4)) if r.random() < 0.6 else '%s 5550 %s' % (ac, digits(r, 4))
    return '(%s) 555 %s' % (ac, digits(r, 4)) if r.random() < 0.6 else '%s 555 %s' % (ac, digits(r, 4))


def ext(r):
    return r.choice(['ext. ', 'ext ', 'x', 'Ext ']) + digits(r, 4)


def bleep(r):
    return r.choice(['555' + digits(r, 1), digits(r, 1) + '555', '555' + digits(r, 2),
                     '4-555' + digits(r, 1)])


def us_pager(r):
    return '555-' + digits(r, 4)


def email(r, first, last, domain):
    f, l = ascii_name(first), ascii_name(last)
    st = r.randrange(4)
    if st == 0:
        u = '%s.%s' % (f, l)
    elif st == 1:
        u = '%s%s' % (f[:1], l)
    elif st == 2:
        u = '%s.%s%s' % (f, l, digits(r, 1))
    else:
        u = '%s_%s' % (l, f[:1])
    return '%s@%s' % (u, domain)


def patient_email(r, first, last, yob):
    f, l = ascii_name(first), ascii_name(last)
    u = r.choice(['%s.%s' % (f, l), '%s%s%s' % (f, l, yob % 100), '%s_%s' % (f[:1], l),
                  '%s%s' % (l, digits(r, 2)), '%s.%s.%s' % (f, l, digits(r, 2)),
                  'the%s%s' % (l, r.choice(['s', 'family', 'house']))])
    return '%s@%s' % (u, r.choice(['example.com', 'example.net', 'mail.example.com',
                                   'example.org', 'inbox.example.net']))


def username(r, first, last):
    f, l = ascii_name(first), ascii_name(last)
    st = r.randrange(5)
    if st == 0:
        return f[:1] + l + digits(r, 1)
    if st == 1:
        return l[:6] + f[:2]
    if st == 2:
        return '%s.%s' % (f, l)
    if st == 3:
        return (f[:1] + l[:5]).upper() + digits(r, 2)
    return l + f[:1]


def ip(r):
    st = r.randrange(3)
    if st == 0:
        return '10.%d.%d.%d' % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
    if st == 1:
        return '172.%d.%d.%d' % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))
    return '192.168.%d.%d' % (r.randint(0, 254), r.randint(2, 254))


# ---------------------------------------------------------------- identifiers

def mrn(r, country, hosp_abbr):
    st = r.randrange(4)
    if country == 'UK':
        return [hosp_abbr[:1] + digits(r, 7), hosp_abbr[:3] + digits(r, 6),
                digits(r, 8), letters(r, 1) + digits(r, 6) + letters(r, 1)][st]
    if country == 'IE':
        return [digits(r, 7), digits(r, 6), 'M' + digits(r, 6), digits(r, 8)][st]
    if country in ('AU', 'NZ'):
        return [digits(r, 7), digits(r, 8), letters(r, 2) + digits(r, 6), digits(r, 6)][st]
    if country == 'CA':
        return [digits(r, 7), 'H' + digits(r, 7), digits(r, 9), '00' + digits(r, 6)][st]
    return [digits(r, 8), 'E' + digits(r, 7), '00' + digits(r, 7), digits(r, 2) + '-' + digits(r, 6)][st]


def health_number(r, country, city, dob):
    """(label, value) of the national health / insurance identifier."""
    if country == 'UK':
        if city in ('Glasgow', 'Edinburgh', 'Dundee', 'Aberdeen', 'Inverness', 'Paisley', 'Kirkcaldy'):
            return 'CHI', '%02d%02d%02d%s' % (dob.day, dob.month, dob.year % 100, digits(r, 4))
        if city in ('Belfast', 'Lisburn', 'Newry'):
            return 'H&C No', '3%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 4))
        d = r.choice(['4', '6', '9']) + digits(r, 9)
        if r.random() < 0.7:
            return 'NHS No', '%s %s %s' % (d[:3], d[3:6], d[6:])
        return 'NHS number', d
    if country == 'IE':
        return r.choice(['Medical Card No', 'GMS No']), digits(r, 7) + letters(r, 1)
    if country == 'AU':
        return 'Medicare', '%s %s %s' % (r.choice('23456') + digits(r, 3), digits(r, 5), digits(r, 1)) \
            + ('/' + r.choice('12345') if r.random() < 0.4 else '')
    if country == 'NZ':
        return 'NHI', letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(r, 4)
    if country == 'CA':
        if r.random() < 0.6:
            return 'OHIP', '%s-%s-%s-%s' % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
        return 'PHN', '9%s %s %s' % (digits(r, 3), digits(r, 3), digits(r, 3))
    return 'Member ID', letters(r, 3) + digits(r, 9)


def ssn(r, country):
    if country == 'US':
        return r.choice(['9%s-%s-%s' % (digits(r, 2), digits(r, 2), digits(r, 4)),
                         '000-%s-%s' % (digits(r, 2), digits(r, 4))])
    if country == 'CA':
        return '9%s %s %s' % (digits(r, 2), digits(r, 3), digits(r, 3))
    if country == 'IE':
        return '9' + digits(r, 6) + letters(r, 1) + r.choice(['', 'A', 'W'])
    return '000 %s %s' % (digits(r, 3), digits(r, 3))


def account(r, country):
    st = r.randrange(4)
    if country == 'US':
        return [digits(r, 10), 'FIN' + digits(r, 8), digits(r, 4) + '-' + digits(r, 4), 'V' + digits(r, 9)][st]
    return [digits(r, 9), 'E' + digits(r, 8), digits(r, 4) + '-' + digits(r, 5), 'ATT' + digits(r, 7)][st]


def licence(r, country, kind='doctor'):
    """(label, value) of a professional registration number."""
    if country == 'UK':
        if kind == 'nurse':
            return 'NMC PIN', '%s%s%s%s' % (digits(r, 2), letters(r, 1), digits(r, 4), r.choice('ACEINOSWY'))
        if kind == 'pharm':
            return 'GPhC', '20' + digits(r, 5)
        return 'GMC', r.choice('4567') + digits(r, 6)
    if country == 'IE':
        if kind == 'nurse':
            return 'NMBI PIN', digits(r, 6)
        return 'IMC', digits(r, 6)
    if country == 'AU':
        pre = {'nurse': 'NMW', 'pharm': 'PHA'}.get(kind, 'MED')
        return 'AHPRA', pre + '000' + digits(r, 7)
    if country == 'NZ':
        if kind == 'nurse':
            return 'NCNZ', digits(r, 6)
        return 'MCNZ', digits(r, 5)
    if country == 'CA':
        if kind == 'nurse':
            return 'CNO #', digits(r, 8)
        return r.choice(['CPSO #', 'CPSA', 'CPSBC']), digits(r, 5)
    if kind == 'nurse':
        return 'RN Lic', 'RN' + digits(r, 7)
    if r.random() < 0.6:
        return 'NPI', '1' + digits(r, 9)
    return 'DEA', letters(r, 2, 'ABFM') + digits(r, 7)


def plate(r, country):
    if country == 'UK':
        return '%s%s %s' % (letters(r, 2), r.choice(['19', '68', '21', '71', '15', '66', '23', '73']), letters(r, 3))
    if country == 'IE':
        return '%s-%s-%s' % (r.choice(['191', '182', '12', '08', '221', '231']), r.choice(['D', 'C', 'G', 'L', 'KY', 'MH']), digits(r, r.choice([4, 5])))
    if country == 'AU':
        return r.choice(['%s-%s%s' % (letters(r, 3), digits(r, 2), letters(r, 1)),
                         '%s%s-%s' % (digits(r, 1), letters(r, 2), digits(r, 2) + letters(r, 1))])
    if country == 'NZ':
        return letters(r, 3) + digits(r, 3)
    if country == 'CA':
        return '%s %s' % (letters(r, 4), digits(r, 3))
    return r.choice([digits(r, 1) + letters(r, 3) + digits(r, 3), '%s-%s' % (letters(r, 3), digits(r, 4))])


def device_sn(r):
    st = r.randrange(5)
    return ['SN' + digits(r, 8), digits(r, 9), '%s-%s-%s' % (letters(r, 2), digits(r, 4), digits(r, 4)),
            letters(r, 1) + digits(r, 7), '%s%s' % (digits(r, 2), letters(r, 1) + digits(r, 5))][st]


def lot(r):
    return r.choice([letters(r, 4) + digits(r, 4), digits(r, 8), letters(r, 2) + digits(r, 6)])


def bioid(r, kind='any'):
    fp = ['FP-%s' % digits(r, 6), 'FPT%s' % digits(r, 7)]
    pv = ['PV-%s-%s' % (digits(r, 4), digits(r, 3)), 'PVS-%s' % (letters(r, 2) + digits(r, 5))]
    gen = ['BIO%s' % digits(r, 7)]
    return r.choice({'finger': fp + gen, 'palm': pv + gen}.get(kind, fp + pv + gen))


def donation(r, country):
    if country in ('UK', 'IE', 'AU', 'NZ'):
        return '%s%s %s %s %s' % (r.choice('GWAN'), digits(r, 3), digits(r, 2), digits(r, 3), digits(r, 3))
    return 'W%s %s %s' % (digits(r, 4), digits(r, 2), digits(r, 6))


# ---------------------------------------------------------------- dates

DMY = ['dmy', 'dmy2', 'dmydot', 'dmony', 'dmony_sp', 'dmonthy', 'iso']
MDY = ['mdy', 'mdy_np', 'mdy2', 'monthdy', 'mondy', 'iso']
CA_ST = ['iso', 'dmony', 'monthdy', 'dmony_sp', 'mdy']


def fmt_date(d, st):
    if st == 'dmy':
        return '%02d/%02d/%d' % (d.day, d.month, d.year)
    if st == 'dmy2':
        return '%02d/%02d/%02d' % (d.day, d.month, d.year % 100)
    if st == 'dmynp':
        return '%d/%d/%02d' % (d.day, d.month, d.year % 100)
    if st == 'dmydot':
        return '%02d.%02d.%d' % (d.day, d.month, d.year)
    if st == 'dmony':
        return '%02d-%s-%d' % (d.day, MONTHS[d.month - 1][:3], d.year)
    if st == 'dmony_sp':
        return '%d %s %d' % (d.day, MONTHS[d.month - 1][:3], d.year)
    if st == 'dmonthy':
        return '%d %s %d' % (d.day, MONTHS[d.month - 1], d.year)
    if st == 'iso':
        return d.isoformat()
    if st == 'mdy':
        return '%02d/%02d/%d' % (d.month, d.day, d.year)
    if st == 'mdy_np':
        return '%d/%d/%d' % (d.month, d.day, d.year)
    if st == 'mdy2':
        return '%d/%d/%02d' % (d.month, d.day, d.year % 100)
    if st == 'monthdy':
        return '%s %d, %d' % (MONTHS[d.month - 1], d.day, d.year)
    if st == 'mondy':
        return '%s %d, %d' % (MONTHS[d.month - 1][:3], d.day, d.year)
    raise ValueError(st)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return '%dth' % n
    return '%d%s' % (n, {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th'))


def short_date(d, mdy, st):
    """A date without its year."""
    if st == 0:
        return '%d/%d' % ((d.month, d.day) if mdy else (d.day, d.month))
    if st == 1:
        return '%s %d' % (MONTHS[d.month - 1][:3], d.day) if mdy else '%d %s' % (d.day, MONTHS[d.month - 1][:3])
    if st == 2:
        return '%s %d' % (MONTHS[d.month - 1], d.day) if mdy else '%s %s' % (ordinal(d.day), MONTHS[d.month - 1])
    return '%02d/%02d' % ((d.month, d.day) if mdy else (d.day, d.month))


def weekday_date(d, mdy, st):
    wd = WEEKDAYS[d.weekday()]
    if st == 0:
        return '%s %s' % (wd[:3], short_date(d, mdy, 0))
    if st == 1:
        return '%s %d %s' % (wd, d.day, MONTHS[d.month - 1]) if not mdy else '%s, %s %d' % (wd, MONTHS[d.month - 1], d.day)
    if st == 2:
        return '%s, %s' % (wd, fmt_date(d, 'monthdy' if mdy else 'dmonthy'))
    return '%s %s' % (wd[:3], fmt_date(d, 'mdy_np' if mdy else 'dmy'))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(r, y0=2021, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 10, 31).toordinal()
    return datetime.date.fromordinal(r.randint(start, end))


NUMW = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
        'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen',
        'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def num_words(n):
    if n < 20:
        return NUMW[n]
    t, u = divmod(n, 10)
    return TENS[t] + ('' if u == 0 else '-' + NUMW[u])
