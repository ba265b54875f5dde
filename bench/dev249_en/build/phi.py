"""People, names, dates and ages in many surface forms (dev249_en)."""

import datetime as dt

import pools_names as PN
from core import Ph

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = [d[:3] for d in DAYS]
LETTERS = "ABCDEFGHJKLMNPRSTW"


class Person:
    def __init__(self, given, surname, sex, middle=None, origin=""):
        self.given = given
        self.surname = surname
        self.sex = sex
        self.middle = middle
        self.origin = origin
        self.title = None
        self.nick = PN.NICKNAMES.get(given)
        self.role = ""
        self.cred = ""
        self.job = ""

    @property
    def full(self):
        return self.given + " " + self.surname


def make_person(rng, country, sex=None, origin=None, mid_p=0.3):
    origin = origin or rng.choice(PN.COUNTRY_ORIGINS[country])
    sex = sex or rng.choice("FM")
    given = rng.choice(PN.given_pool(origin, sex))
    so = origin if rng.random() < 0.85 else rng.choice(PN.COUNTRY_ORIGINS[country])
    surname = rng.choice(PN.pool(so)[2])
    middle = rng.choice(LETTERS) if rng.random() < mid_p else None
    p = Person(given, surname, sex, middle, origin)
    if sex == "M":
        p.title = "Mr"
    else:
        p.title = rng.choice(["Mrs", "Mrs", "Ms", "Miss", "Mrs"])
    if rng.random() < 0.02:
        p.title = "Mx"
    return p


def _initial(given, dot=True):
    parts = given.replace("-", " ").split()
    return ("." if dot else "").join(x[0] for x in parts) + ("." if dot else "")


def initials(p, dot=False):
    s = [x[0] for x in p.given.replace("-", " ").split()]
    if p.middle:
        s.append(p.middle)
    s.append(p.surname.replace("'", "")[0] if p.surname[0].isalpha() else p.surname[1])
    if dot:
        return ".".join(s) + "."
    return "".join(s).upper()


PT_STYLES = ["full", "full", "title", "title", "title", "sc", "sc2", "init", "given",
             "ginit", "fullmid", "titlefull", "upper", "initials"]
STAFF_STYLES = ["full", "full", "full", "init", "init", "given", "initials", "sc2", "fullmid"]


def name(rng, p, typ, style=None, dot=None):
    """Return pieces for a name; titles stay outside the span."""
    if style is None:
        style = rng.choice(PT_STYLES if typ == "PATIENT" else STAFF_STYLES)
    if dot is None:
        dot = rng.random() < 0.3
    t = p.title or ""
    if t and dot and t != "Miss":
        t = t + "."
    if style == "full":
        return Ph(p.full, typ)
    if style == "fullmid":
        if p.middle:
            return Ph("%s %s%s %s" % (p.given, p.middle, "." if dot else "", p.surname), typ)
        return Ph(p.full, typ)
    if style == "title":
        if not t:
            return Ph(p.full, typ)
        return [t + " ", Ph(p.surname, typ)]
    if style == "titlefull":
        if not t:
            return Ph(p.full, typ)
        return [t + " ", Ph(p.full, typ)]
    if style == "sc":
        return Ph("%s, %s" % (p.surname.upper(), p.given.upper() if rng.random() < 0.5 else p.given), typ)
    if style == "sc2":
        mid = (" " + p.middle) if p.middle else ""
        return Ph("%s, %s%s" % (p.surname, p.given, mid), typ)
    if style == "upper":
        return Ph(p.full.upper(), typ)
    if style == "init":
        return Ph("%s %s" % (_initial(p.given, dot), p.surname), typ)
    if style == "given":
        if p.nick and rng.random() < 0.4:
            return Ph(p.nick, typ)
        return Ph(p.given, typ)
    if style == "ginit":
        return Ph("%s %s." % (p.given, p.surname[0] if p.surname[0].isalpha() else p.surname[1]), typ)
    if style == "initials":
        return Ph(initials(p, dot), typ)
    if style == "surname":
        return Ph(p.surname, typ)
    raise ValueError(style)


def doc(rng, p, style=None):
    """A physician: 'Dr Okafor', 'Dr. A Okafor', 'Adaeze Okafor (GP)'."""
    s = style or rng.choice(["dr_sur", "dr_sur", "dr_full", "dr_init", "full", "dr_sur"])
    d = "Dr. " if rng.random() < 0.35 else "Dr "
    if s == "dr_sur":
        return [d, Ph(p.surname, "DOCTOR")]
    if s == "dr_full":
        return [d, Ph(p.full, "DOCTOR")]
    if s == "dr_init":
        return [d, Ph("%s %s" % (_initial(p.given, rng.random() < 0.5), p.surname), "DOCTOR")]
    return Ph(p.full, "DOCTOR")


def staff(rng, p, style=None, cred=True):
    """A therapist / technician with optional credential outside the span."""
    pieces = [name(rng, p, "DOCTOR", style)]
    if cred and p.cred:
        pieces.append(rng.choice([", ", " ", " (", ", "] if "(" not in p.cred else [", ", " "]))
        if pieces[-1] == " (":
            pieces.append(p.cred + ")")
        else:
            pieces.append(p.cred)
    return pieces


# ---------------------------------------------------------------- dates
def _ord(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_STYLES = {
    "UK": ["dmy", "dmy", "dmy", "dmy2", "dmydot", "d_mon_y", "d_month_y", "ord_month_y",
           "dd_mon_yy", "iso", "wd_d_month", "wd3_dm"],
    "AU": ["dmy", "dmy", "dmy", "dmy2", "d_mon_y", "d_month_y", "dd_mon_yy", "iso",
           "wd3_dm", "wd_d_month", "dmydash"],
    "CA": ["iso", "iso", "iso", "month_d_y", "mon_d_y", "mon_d_yy", "dmy", "isoslash",
           "mdy", "wd3_mon_d", "monp_d_y"],
}


def dfmt(d, style):
    D, M, Y = d.day, d.month, d.year
    if style == "dmy":
        return "%02d/%02d/%d" % (D, M, Y)
    if style == "dmy2":
        return "%d/%d/%02d" % (D, M, Y % 100)
    if style == "dmydot":
        return "%02d.%02d.%02d" % (D, M, Y % 100)
    if style == "dmydash":
        return "%02d-%02d-%d" % (D, M, Y)
    if style == "d_mon_y":
        return "%d %s %d" % (D, MON[M - 1], Y)
    if style == "d_month_y":
        return "%d %s %d" % (D, MONTHS[M - 1], Y)
    if style == "ord_month_y":
        return "%s %s %d" % (_ord(D), MONTHS[M - 1], Y)
    if style == "dd_mon_yy":
        return "%02d-%s-%02d" % (D, MON[M - 1], Y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (Y, M, D)
    if style == "isoslash":
        return "%d/%02d/%02d" % (Y, M, D)
    if style == "wd_d_month":
        return "%s %d %s" % (DAYS[d.weekday()], D, MONTHS[M - 1])
    if style == "wd3_dm":
        return "%s %d/%d" % (DAY3[d.weekday()], D, M)
    if style == "month_d_y":
        return "%s %d, %d" % (MONTHS[M - 1], D, Y)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON[M - 1], D, Y)
    if style == "monp_d_y":
        return "%s. %d, %d" % (MON[M - 1], D, Y)
    if style == "mon_d_yy":
        return "%s %d/%02d" % (MON[M - 1], D, Y % 100)
    if style == "mdy":
        return "%02d/%02d/%d" % (M, D, Y)
    if style == "wd3_mon_d":
        return "%s %s %d" % (DAY3[d.weekday()], MON[M - 1], D)
    # partial forms
    if style == "month_y":
        return "%s %d" % (MONTHS[M - 1], Y)
    if style == "mon_y":
        return "%s %d" % (MON[M - 1], Y)
    if style == "mon_yy":
        return "%s-%02d" % (MON[M - 1], Y % 100)
    if style == "year":
        return "%d" % Y
    if style == "month":
        return MONTHS[M - 1]
    if style == "dm":
        return "%d/%d" % (D, M)
    if style == "md":
        return "%d/%d" % (M, D)
    if style == "d_month":
        return "%d %s" % (D, MONTHS[M - 1])
    if style == "month_d":
        return "%s %d" % (MONTHS[M - 1], D)
    if style == "ord_month":
        return "%s %s" % (_ord(D), MONTHS[M - 1])
    if style == "weekday":
        return DAYS[d.weekday()]
    if style == "mmyy":
        return "%02d/%d" % (M, Y)
    raise ValueError(style)


def partial_style(rng, country):
    base = ["month_y", "mon_y", "year", "month", "mon_yy", "mmyy"]
    if country == "CA":
        return rng.choice(base + ["month_d", "md"])
    return rng.choice(base + ["d_month", "dm", "ord_month"])


def dob_for(rng, age, ref):
    # birthday already passed this year or not; keeps age consistent with ref date
    y = ref.year - age
    start = dt.date(y - 1, ref.month, min(ref.day, 28)) + dt.timedelta(days=1)
    return start + dt.timedelta(days=rng.randint(0, 364))


# ---------------------------------------------------------------- ages
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def age(rng, a, sex="F", style=None):
    s = style or rng.choice(["yo", "yo_ns", "yrs", "aged", "yearold", "sex", "sex_sp",
                             "yo", "paren", "word", "y_o", "age_colon"])
    A = Ph(str(a), "AGE")
    if s == "yo":
        return [A, " yo"]
    if s == "yo_ns":
        return [A, "yo"]
    if s == "yrs":
        return [A, rng.choice([" yrs", " years", "yrs", " y"])]
    if s == "aged":
        return ["aged ", A]
    if s == "yearold":
        return [A, "-year-old"]
    if s == "sex":
        return [A, sex]
    if s == "sex_sp":
        return [A, " ", sex]
    if s == "paren":
        return ["(", A, ")"]
    if s == "word":
        return ["aged ", Ph(words(a), "AGE")]
    if s == "y_o":
        return [A, " y/o"]
    if s == "age_colon":
        return ["Age: ", A]
    raise ValueError(s)
