"""Date formatting per country and simple date arithmetic."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = [d[:3] for d in DAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# style names; each country chooses from its own list
STYLES = {
    "UK": ["dmy/", "dmy/", "d Mon y", "dth Month y", "dd.mm.yy", "dd/mm/yy", "d Month y", "dd-Mon-y"],
    "IE": ["dmy/", "dmy/", "d Month y", "dth Month y", "dd/mm/yy", "dd-Mon-y", "dd.mm.y"],
    "AU": ["dmy/", "dmy/", "d Month y", "d/m/yy", "d Mon y", "dd.mm.y"],
    "NZ": ["dmy/", "dmy/", "d Month y", "d/m/y", "d Mon y"],
    "US": ["mdy/", "mdy/", "m/d/yy", "Month d, y", "Mon d, y", "m/d/y", "iso"],
    "CA": ["iso", "iso", "Month d, y", "d Month y", "dmy/", "Mon d, y"],
}


def fmt(d, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == "dmy/":
        return "%02d/%02d/%04d" % (dd, mm, yy)
    if style == "mdy/":
        return "%02d/%02d/%04d" % (mm, dd, yy)
    if style == "m/d/yy":
        return "%d/%d/%02d" % (mm, dd, yy % 100)
    if style == "m/d/y":
        return "%d/%d/%04d" % (mm, dd, yy)
    if style == "d/m/yy":
        return "%d/%d/%02d" % (dd, mm, yy % 100)
    if style == "d/m/y":
        return "%d/%d/%04d" % (dd, mm, yy)
    if style == "d Mon y":
        return "%d %s %d" % (dd, MON3[mm - 1], yy)
    if style == "dth Month y":
        return "%s %s %d" % (ordinal(dd), MONTHS[mm - 1], yy)
    if style == "d Month y":
        return "%d %s %d" % (dd, MONTHS[mm - 1], yy)
    if style == "dd.mm.yy":
        return "%02d.%02d.%02d" % (dd, mm, yy % 100)
    if style == "dd.mm.y":
        return "%02d.%02d.%04d" % (dd, mm, yy)
    if style == "dd/mm/yy":
        return "%02d/%02d/%02d" % (dd, mm, yy % 100)
    if style == "dd-Mon-y":
        return "%02d-%s-%04d" % (dd, MON3[mm - 1], yy)
    if style == "Month d, y":
        return "%s %d, %d" % (MONTHS[mm - 1], dd, yy)
    if style == "Mon d, y":
        return "%s %d, %d" % (MON3[mm - 1], dd, yy)
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def short(d, country):
    """Day and month without the year."""
    if country in ("US", "CA"):
        return "%d/%d" % (d.month, d.day)
    return "%d/%d" % (d.day, d.month)


def with_weekday(d, country, rng):
    s = rng.randrange(3)
    if s == 0:
        return "%s %s" % (DAY3[d.weekday()], short(d, country))
    if s == 1:
        if country in ("US", "CA"):
            return "%s, %s %d" % (DAYS[d.weekday()], MONTHS[d.month - 1], d.day)
        return "%s %s %s" % (DAYS[d.weekday()], ordinal(d.day), MONTHS[d.month - 1])
    if country in ("US", "CA"):
        return "%s, %s %d, %d" % (DAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    return "%s %d %s %d" % (DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)


def month_year(d, rng):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON3[d.month - 1], d.year)])


def add(d, days):
    return d + datetime.timedelta(days=days)


def rand_date(rng, start_year=2019, end_year=2025):
    a = datetime.date(start_year, 1, 1).toordinal()
    b = datetime.date(end_year, 10, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def age_parts(dob, on):
    """Return (years, months, days) between two dates."""
    y = on.year - dob.year
    m = on.month - dob.month
    d = on.day - dob.day
    if d < 0:
        m -= 1
        d += 30
    if m < 0:
        y -= 1
        m += 12
    return y, m, (on - dob).days


def is_weekend(d):
    return d.weekday() >= 5


def workday(d):
    while d.weekday() >= 5:
        d = d + datetime.timedelta(days=1)
    return d
