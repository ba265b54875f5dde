"""Date and number formatting for the dev382 builder (no locale dependence)."""


MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
          'November', 'December']
WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
ONES = ('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen '
        'seventeen eighteen nineteen').split()
TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()


def num_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ('' if o == 0 else '-' + ONES[o])


def fmt_date(d, style):
    m3 = MONTHS[d.month - 1][:3]
    return {
        'dmy/': '%02d/%02d/%d' % (d.day, d.month, d.year),
        'dmy/s': '%d/%d/%d' % (d.day, d.month, d.year),
        'dmy/2': '%02d/%02d/%02d' % (d.day, d.month, d.year % 100),
        'dmy.': '%02d.%02d.%d' % (d.day, d.month, d.year),
        'dMy': '%d %s %d' % (d.day, m3, d.year),
        'dMMy': '%d %s %d' % (d.day, MONTHS[d.month - 1], d.year),
        'd-M-y': '%02d-%s-%d' % (d.day, m3, d.year),
        'D-M-Y': '%02d-%s-%d' % (d.day, m3.upper(), d.year),
        'iso': d.isoformat(),
        'mdy/': '%02d/%02d/%d' % (d.month, d.day, d.year),
        'mdy/s': '%d/%d/%d' % (d.month, d.day, d.year),
        'mdy/2': '%d/%d/%02d' % (d.month, d.day, d.year % 100),
        'Mdy': '%s %d, %d' % (MONTHS[d.month - 1], d.day, d.year),
        'M3dy': '%s %d, %d' % (m3, d.day, d.year),
        'mdy-': '%02d-%02d-%d' % (d.month, d.day, d.year),
    }[style]


DATE_STYLES = {
    'GB': ['dmy/', 'dmy/', 'dMy', 'dMMy', 'dmy/2', 'dmy.', 'd-M-y'],
    'IE': ['dmy/', 'dMMy', 'dmy/', 'd-M-y', 'dmy.'],
    'AU': ['dmy/', 'dmy/s', 'dMy', 'dMMy', 'd-M-y'],
    'NZ': ['dmy/', 'dmy/s', 'dMy', 'dMMy', 'dmy.'],
    'US': ['mdy/', 'mdy/s', 'Mdy', 'M3dy', 'mdy/2', 'mdy-'],
    'CA': ['iso', 'iso', 'Mdy', 'M3dy', 'dMy', 'd-M-y'],
}
