"""Small helpers: dates, weighted choice, typos.  All randomness comes from the
random.Random instance passed in by make.py."""
import datetime
import re

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"]
DAY3 = [d[:3] for d in DAYS]

DMY_STYLES = ["dmy/", "dmy/", "dmy/", "d mon y", "d month y", "dd-mon-yyyy",
              "dmy."]
MDY_STYLES = ["mdy/", "mdy/", "mdy/", "month d, y", "mon d, y", "mdy-"]
CA_STYLES = ["iso", "iso", "mon d, y", "month d, y", "dmy/"]


def styles_for(country):
    if country == "US":
        return MDY_STYLES
    if country == "CA":
        return CA_STYLES
    return DMY_STYLES


def fdate(d, style):
    if style == "dmy/":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy.":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy-":
        return "%02d-%02d-%04d" % (d.day, d.month, d.year)
    if style == "d mon y":
        return "%d %s %04d" % (d.day, MON3[d.month - 1], d.year)
    if style == "d month y":
        return "%d %s %04d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dd-mon-yyyy":
        return "%02d-%s-%04d" % (d.day, MON3[d.month - 1].upper(), d.year)
    if style == "dd-mon-yy":
        return "%02d-%s-%02d" % (d.day, MON3[d.month - 1], d.year % 100)
    if style == "mdy/":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if style == "mdy-":
        return "%02d-%02d-%04d" % (d.month, d.day, d.year)
    if style == "m/d":
        return "%d/%d" % (d.month, d.day)
    if style == "d/m":
        return "%02d/%02d" % (d.day, d.month)
    if style == "iso":
        return d.isoformat()
    if style == "mon d, y":
        return "%s %d, %04d" % (MON3[d.month - 1], d.day, d.year)
    if style == "month d, y":
        return "%s %d, %04d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "wd d/m":
        return "%s %02d/%02d" % (DAY3[d.weekday()], d.day, d.month)
    if style == "wd m/d":
        return "%s %d/%d" % (DAY3[d.weekday()], d.month, d.day)
    if style == "weekday d month y":
        return "%s %d %s %04d" % (DAYS[d.weekday()], d.day,
                                  MONTHS[d.month - 1], d.year)
    if style == "weekday, month d, y":
        return "%s, %s %d, %04d" % (DAYS[d.weekday()], MONTHS[d.month - 1],
                                    d.day, d.year)
    if style == "month y":
        return "%s %04d" % (MONTHS[d.month - 1], d.year)
    if style == "mon y":
        return "%s %04d" % (MON3[d.month - 1], d.year)
    if style == "mm/yyyy":
        return "%02d/%04d" % (d.month, d.year)
    if style == "y":
        return "%04d" % d.year
    raise ValueError(style)


def short_date(d, country):
    """A day without the year, as in logs and tables."""
    return fdate(d, "m/d" if country in ("US",) else "d/m")


def wd_date(d, country):
    return fdate(d, "wd m/d" if country == "US" else "wd d/m")


def long_date(d, country):
    if country in ("US", "CA"):
        return fdate(d, "weekday, month d, y")
    return fdate(d, "weekday d month y")


def note_date(rng):
    start = datetime.date(2022, 1, 3)
    return start + datetime.timedelta(days=rng.randrange(0, 1400))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


def dob_for_age(rng, age, on):
    year = on.year - age
    d = datetime.date(year, 1, 1) + datetime.timedelta(days=rng.randrange(0, 365))
    # adjust so that the age on `on` is exactly `age`
    while age_on(d, on) > age:
        d = add_days(d, 30)
    while age_on(d, on) < age:
        d = add_days(d, -30)
    return d


def wpick(rng, pairs):
    """pairs: list of (item, weight) in a fixed order."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def sample(rng, seq, k):
    seq = list(seq)
    k = min(k, len(seq))
    return rng.sample(seq, k)


_WORD = re.compile(r"[a-z]{5,}")


def typo(rng, s, rate=0.12):
    """Introduce at most one realistic slip into non-PHI wording."""
    if rng.random() >= rate:
        return s
    words = list(_WORD.finditer(s))
    if not words:
        return s
    m = rng.choice(words)
    w = m.group()
    i = rng.randrange(1, len(w) - 2)
    kind = rng.randrange(4)
    if kind == 0:
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
    elif kind == 1:
        w2 = w[:i] + w[i + 1:]
    elif kind == 2:
        w2 = w[:i] + w[i] + w[i:]
    else:
        w2 = w[:i] + w[i + 1] + w[i + 1:]
    return s[:m.start()] + w2 + s[m.end():]


def cap1(s):
    return s[:1].upper() + s[1:]
