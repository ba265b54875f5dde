"""Generators for PHI values (fictional; contact rules: 555 phones, example domains,
private IPs, SSN-like numbers starting with 9 or 000)."""
import datetime as dt
from doc import P
from pools_people import FIRST_M, FIRST_F, SURNAMES, MIDDLE, NICK

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXY"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


# ---------------------------------------------------------------- dates
def fmt_date(d, style):
    m = MONTHS[d.month - 1]
    wd = WEEKDAYS[d.weekday()]
    s = {
        "dmy": "%02d/%02d/%04d" % (d.day, d.month, d.year),
        "dmy2": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "dmy_nz": "%d/%d/%04d" % (d.day, d.month, d.year),
        "d_mon_y": "%d %s %d" % (d.day, m[:3], d.year),
        "d_month_y": "%d %s %d" % (d.day, m, d.year),
        "DD_MON_Y": "%02d-%s-%d" % (d.day, m[:3].upper(), d.year),
        "dmy_dot": "%02d.%02d.%04d" % (d.day, d.month, d.year),
        "iso": "%04d-%02d-%02d" % (d.year, d.month, d.day),
        "mdy": "%02d/%02d/%04d" % (d.month, d.day, d.year),
        "mdy_short": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
        "month_d_y": "%s %d, %d" % (m, d.day, d.year),
        "mon_d_y": "%s %d, %d" % (m[:3], d.day, d.year),
        "wd_dmy": "%s %d %s %d" % (wd, d.day, m, d.year),
        "wd_mdy": "%s, %s %d, %d" % (wd, m, d.day, d.year),
        "wd_short_uk": "%s %d/%d" % (wd[:3], d.day, d.month),
        "wd_short_us": "%s %d/%d" % (wd[:3], d.month, d.day),
        "ord_month": "%s %s" % (ordinal(d.day), m),
        "ord_of_month": "%s of %s" % (ordinal(d.day), m),
        "month_ord": "%s %s" % (m, ordinal(d.day)),
        "d_month": "%d %s" % (d.day, m),
        "dm_uk": "%d/%d" % (d.day, d.month),
        "md_us": "%d/%d" % (d.month, d.day),
        "month_y": "%s %d" % (m, d.year),
        "mon_y": "%s %d" % (m[:3], d.year),
        "mm_yyyy": "%02d/%04d" % (d.month, d.year),
        "y": "%d" % d.year,
        "wd": wd,
        "month": m,
    }
    return s[style]


MAIN_STYLES = {
    "UK": ["dmy", "d_mon_y", "d_month_y", "DD_MON_Y", "dmy2"],
    "IE": ["dmy", "d_mon_y", "d_month_y", "dmy_dot"],
    "AU": ["dmy", "d_mon_y", "dmy_nz", "d_month_y"],
    "US": ["mdy", "mdy_short", "month_d_y", "mon_d_y", "iso"],
    "CA": ["iso", "d_mon_y", "mdy", "month_d_y", "DD_MON_Y"],
}
NARR_STYLES = {
    "UK": ["d_month_y", "ord_month", "ord_of_month", "dm_uk", "d_month", "wd_short_uk", "dmy", "wd_dmy"],
    "IE": ["d_month_y", "ord_of_month", "ord_month", "dm_uk", "dmy", "wd_dmy"],
    "AU": ["d_month_y", "d_month", "dm_uk", "dmy", "wd_dmy"],
    "US": ["month_d_y", "md_us", "month_ord", "wd_short_us", "mdy", "wd_mdy"],
    "CA": ["month_d_y", "d_month_y", "iso", "month_ord", "md_us"],
}


class Dates(object):
    """Per-note date formatter: one main (system) style plus varied narrative styles."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.main = rng.choice(MAIN_STYLES[country])

    def d(self, day):
        return P(fmt_date(day, self.main), "DATE")

    def n(self, day):
        return P(fmt_date(day, self.rng.choice(NARR_STYLES[self.country])), "DATE")

    def s(self, day, style):
        return P(fmt_date(day, style), "DATE")

    def my(self, day):
        return P(fmt_date(day, self.rng.choice(["month_y", "mon_y", "month_y", "mm_yyyy"])), "DATE")

    def y(self, day):
        return P("%d" % day.year, "DATE")

    def wd(self, day):
        return P(WEEKDAYS[day.weekday()], "DATE")


def add(day, n):
    return day + dt.timedelta(days=n)


def rand_day(rng, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 10, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def clock(rng, h0=7, h1=19):
    return "%02d:%02d" % (rng.randint(h0, h1), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 47, 50, 55]))


# ---------------------------------------------------------------- people
class Person(object):
    def __init__(self, rng, typ, sex=None, last=None):
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.last = last or rng.choice(SURNAMES)
        self.mid = rng.choice(MIDDLE) if rng.random() < 0.3 else None
        self.typ = typ
        self.nick = NICK.get(self.first)

    def _p(self, s):
        return P(s, self.typ)

    def full(self):
        return self._p("%s %s" % (self.first, self.last))

    def fml(self):
        if not self.mid:
            return self.full()
        m = self.mid if len(self.mid) > 1 else self.mid + "."
        return self._p("%s %s %s" % (self.first, m, self.last))

    def last_(self):
        return self._p(self.last)

    def first_(self):
        return self._p(self.first)

    def lf(self):
        return self._p("%s, %s" % (self.last, self.first))

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mid:
            s += " " + self.mid[0]
        return self._p(s)

    def fi_last(self):
        return self._p("%s. %s" % (self.first[0], self.last))

    def init(self, dots=True):
        a = self.first[0].upper()
        b = self.last.replace("'", "").split()[-1][0].upper()
        return self._p("%s.%s." % (a, b) if dots else a + b)

    def title(self):
        return self.rng_title

    def username(self, rng):
        base = (self.first[0] + self.last).lower()
        base = "".join(ch for ch in base if ch.isalpha())
        style = rng.randrange(4)
        if style == 0:
            u = base + str(rng.randint(1, 9))
        elif style == 1:
            u = "%s.%s" % (self.first.lower().replace(" ", ""), "".join(c for c in self.last.lower() if c.isalpha()))
        elif style == 2:
            u = base[:8]
        else:
            u = base.upper()[:7] + digits(rng, 2)
        return P(u, "USERNAME")

    def email(self, rng, domain):
        a = "".join(c for c in self.first.lower() if c.isalpha())
        b = "".join(c for c in self.last.lower() if c.isalpha())
        form = rng.randrange(4)
        local = ["%s.%s" % (a, b), "%s%s" % (a[0], b), "%s_%s%s" % (a, b, digits(rng, 2)), "%s.%s%d" % (b, a[0], rng.randint(1, 99))][form]
        return P("%s@%s" % (local, domain), "EMAIL")


def new_person(rng, typ, sex=None, last=None):
    p = Person(rng, typ, sex, last)
    p.rng_title = rng.choice(["Mrs", "Ms", "Mrs", "Miss"]) if p.sex == "F" else "Mr"
    return p


# ---------------------------------------------------------------- contacts
AREA_UK = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191",
           "01632", "01224", "01392", "01483", "01603", "01752", "029", "028"]
AREA_US = ["217", "309", "937", "330", "419", "918", "402", "208", "559", "253", "509", "608", "517", "518",
           "315", "508", "860", "609", "804", "919", "803", "912", "251", "601", "225", "806", "915", "520",
           "775", "801", "406", "701", "605", "515", "316", "501", "870", "865", "859", "260", "507", "802", "207"]
AREA_CA = ["905", "519", "613", "705", "807", "902", "506", "306", "204", "403", "250", "819", "782"]
AREA_IE = ["090", "044", "057", "065", "066", "071", "074", "041", "042", "046", "045", "059", "056", "053", "051",
           "052", "067", "094", "096", "091", "061", "022", "023"]
AREA_AU = ["02", "03", "07", "08"]


def phone(rng, country, kind="land"):
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07700 555%s" % digits(rng, 3), "07%s 555 %s" % (digits(rng, 3), digits(rng, 3)),
                               "+44 7%s 555%s" % (digits(rng, 3), digits(rng, 3))])
        a = rng.choice(AREA_UK)
        return rng.choice(["%s 555 %s" % (a, digits(rng, 4)), "(%s) 555 %s" % (a, digits(rng, 4)),
                           "%s 555%s" % (a, digits(rng, 4))])
    if country in ("US", "CA"):
        a = rng.choice(AREA_US if country == "US" else AREA_CA)
        n = digits(rng, 4)
        return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                           "+1 %s 555 %s" % (a, n), "(%s) 555-%s" % (a, n)])
    if country == "IE":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s" % (rng.choice("3567"), digits(rng, 4)), "+353 8%s 555 %s" % (rng.choice("3567"), digits(rng, 4))])
        a = rng.choice(AREA_IE)
        return rng.choice(["(%s) 555 %s" % (a, digits(rng, 3)), "%s 555%s" % (a, digits(rng, 3)), "%s-555-%s" % (a, digits(rng, 4))])
    if kind == "mobile":
        return rng.choice(["04%s 555 %s" % (digits(rng, 2), digits(rng, 3)), "+61 4%s 555 %s" % (digits(rng, 2), digits(rng, 3))])
    a = rng.choice(AREA_AU)
    return rng.choice(["(%s) 5555 %s" % (a, digits(rng, 4)), "%s 5550 %s" % (a, digits(rng, 4)), "+61 %s 5551 %s" % (a[1], digits(rng, 4))])


def ext(rng):
    return rng.choice(["ext. 555%d" % rng.randint(0, 9), "x555%d" % rng.randint(0, 9), "ext 55%s" % rng.choice(["50", "51", "52", "53", "54", "55", "56", "57", "58", "59"])])


def bleep(rng):
    return rng.choice(["555%d" % rng.randint(0, 9), "555-%s" % digits(rng, 4), "5%s555" % digits(rng, 1), "555 %s" % digits(rng, 3)])


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


DOMAINS = ["example.org", "example.com", "example.net"]


def slug(s):
    return "".join(c for c in s.lower() if c.isalnum())


def url(rng, stem):
    sub = rng.choice(["www.", "", "portal.", "remote.", "patients."])
    dom = rng.choice(DOMAINS)
    path = rng.choice(["/%s" % slug(stem), "/%s/devices" % slug(stem), "/heart-rhythm", "/pacing-info",
                       "/driving-and-your-heart", "/remote-monitoring", "/cardiology/ep", "/icd-support", ""])
    pre = rng.choice(["https://", "", "http://", "https://"])
    return P(pre + sub + dom + path, "URL")


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [rng.randint(4, 9)] + [rng.randint(0, 9) for _ in range(8)]
        s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        n = "".join(map(str, d)) + str(c)
        return rng.choice(["%s %s %s" % (n[:3], n[3:6], n[6:]), n, "%s-%s-%s" % (n[:3], n[3:6], n[6:])])


def luhn_ok_npi(rng):
    while True:
        body = rng.choice("12") + digits(rng, 8)
        s = "80840" + body
        tot = 0
        for i, ch in enumerate(reversed(s)):
            v = int(ch)
            if i % 2 == 0:
                v *= 2
                if v > 9:
                    v -= 9
            tot += v
        chk = (10 - tot % 10) % 10
        return body + str(chk)


def dea(rng, last):
    d = [rng.randint(0, 9) for _ in range(6)]
    c = ((d[0] + d[2] + d[4]) + 2 * (d[1] + d[3] + d[5])) % 10
    first = rng.choice("ABFGM")
    ini = last.replace("'", "").split()[-1][0].upper()
    return first + ini + "".join(map(str, d)) + str(c)


def mrn(rng, country, pattern):
    return {
        0: lambda: rng.choice("ABCDEKMRSTW") + digits(rng, 7),
        1: lambda: digits(rng, 8),
        2: lambda: "00" + digits(rng, 6),
        3: lambda: digits(rng, 7),
        4: lambda: "E" + digits(rng, 9),
        5: lambda: "%s%s" % (letters(rng, 3), digits(rng, 6)),
        6: lambda: digits(rng, 6),
        7: lambda: "%s-%s" % (digits(rng, 3), digits(rng, 5)),
    }[pattern]()


MRN_PATTERNS = {"UK": [0, 1, 5, 3], "US": [1, 2, 4, 7], "IE": [3, 0, 6], "CA": [3, 2, 7], "AU": [6, 3]}
MRN_LABELS = {"UK": ["Hosp No", "Hospital No.", "MRN", "Unit No", "RTH No"], "US": ["MRN", "MR#", "Med Rec #", "MRN"],
              "IE": ["MRN", "Hosp. No.", "Chart No"], "CA": ["MRN", "Chart #", "MRN"], "AU": ["UR", "UR No.", "MRN"]}


def healthplan(rng, country, insurer=None):
    if country == "UK":
        return rng.choice(["NHS No", "NHS number", "NHS No."]), nhs_number(rng)
    if country == "US":
        k = rng.randrange(3)
        if k == 0:
            return "Medicare MBI", "%d%s%d-%s%d-%s%d%d" % (rng.randint(1, 9), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), rng.randint(0, 9),
                                                        letters(rng, 2, "ACDEFGHJKMNPQRTUVWXY"), rng.randint(0, 9),
                                                        letters(rng, 2, "ACDEFGHJKMNPQRTUVWXY"), rng.randint(0, 9), rng.randint(0, 9))
        if k == 1:
            return "Member ID", letters(rng, 3) + digits(rng, 6)
        return "Policy #", "W" + digits(rng, 9)
    if country == "IE":
        k = rng.randrange(2)
        if k == 0:
            return "Medical Card No", digits(rng, 7) + rng.choice("ABCDEFGHKMTW")
        return "Member No", digits(rng, 8)
    if country == "CA":
        k = rng.randrange(3)
        if k == 0:
            return "OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if k == 1:
            return "PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        return "Health Card #", digits(rng, 10)
    k = rng.randrange(2)
    if k == 0:
        return "Medicare No", "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 5))
    return "DVA File No", "N" + letters(rng, 1) + digits(rng, 6)


def account(rng, country):
    if country == "UK":
        return rng.choice(["Episode No", "Spell No", "Encounter"]), rng.choice([digits(rng, 8), "EP" + digits(rng, 7)])
    if country == "US":
        k = rng.randrange(4)
        return (["FIN", "CSN", "Acct #", "Visit #"][k],
                [digits(rng, 9), "10" + digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)), "V" + digits(rng, 9)][k])
    if country == "IE":
        return "Episode No", digits(rng, 7)
    if country == "CA":
        return rng.choice(["Encounter #", "Visit No"]), digits(rng, 8)
    return rng.choice(["Admission No", "Episode"]), digits(rng, 8)


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.8:
            return "SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "SSN", "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return None


def staff_license(rng, country, role, last):
    doc = role in ("cons", "reg", "gp", "anaes", "fellow")
    if country == "UK":
        if doc:
            return "GMC", digits(rng, 7)
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        return "AHCS reg", "AHCS" + digits(rng, 5)
    if country == "US":
        if doc:
            return rng.choice([("NPI", luhn_ok_npi(rng)), ("DEA", dea(rng, last)), ("NPI", luhn_ok_npi(rng))])
        if role == "nurse":
            return "RN Lic", "RN" + digits(rng, 6)
        return "NPI", luhn_ok_npi(rng)
    if country == "IE":
        return ("IMC No", digits(rng, 6)) if doc else ("NMBI PIN", digits(rng, 6))
    if country == "CA":
        return ("CPSO #", digits(rng, 5)) if doc else ("Reg #", digits(rng, 8))
    return ("AHPRA", "MED000" + digits(rng, 7)) if doc else ("AHPRA", "NMW000" + digits(rng, 7))


def driver_licence(rng, country, person, dob):
    if country == "UK":
        sur = "".join(c for c in person.last.upper() if c.isalpha())[:5].ljust(5, "9")
        mon = dob.month + (50 if person.sex == "F" else 0)
        ini = (person.first[0] + (person.mid[0] if person.mid else "9")).upper()
        return "%s%d%02d%02d%d%s9%s" % (sur, (dob.year // 10) % 10, mon, dob.day, dob.year % 10, ini, letters(rng, 2))
    if country == "US":
        return rng.choice(["%s%s-%s-%s" % (person.last[0].upper(), digits(rng, 3), digits(rng, 4), digits(rng, 4)),
                           digits(rng, 9), "%s%s" % (letters(rng, 1), digits(rng, 7))])
    if country == "IE":
        return digits(rng, 9)
    if country == "CA":
        return "%s%s-%s-%s" % (person.last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return digits(rng, 8)


def plate(rng, country):
    if country == "UK":
        L = "ABCDEFGHJKLMNOPRSTUVWXY"
        return "%s%02d %s" % (letters(rng, 2, L), rng.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 66, 67, 68, 69, 70, 71, 72, 73]), letters(rng, 3, L))
    if country == "US":
        return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "201", "212", "221", "232", "241", "162", "172"]),
                             rng.choice(["D", "G", "C", "L", "KY", "WH", "MO", "LH"]), digits(rng, rng.choice([4, 5])))
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%d%s %d%s" % (rng.randint(1, 9), letters(rng, 2), rng.randint(1, 9), letters(rng, 2)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 3))])


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice(["1HG", "2T1", "WVW", "SAL", "JN1", "KMH", "5YJ", "VF1"]) + "".join(rng.choice(pool) for _ in range(14))


def serial(rng, maker, kind="gen"):
    if maker == "Medtronic":
        if kind == "lead":
            return "PJN" + digits(rng, 7)
        if kind == "monitor":
            return "RPM" + digits(rng, 6) + "N"
        return letters(rng, 3) + digits(rng, 6) + letters(rng, 1, "SGHN")
    if maker == "Abbott":
        return rng.choice(["", "", "A"]) + digits(rng, 7) if kind != "lead" else "CAL" + digits(rng, 6)
    if maker == "Boston Scientific":
        return digits(rng, 6) if kind != "monitor" else "C" + digits(rng, 7)
    if maker == "Biotronik":
        return digits(rng, 8)
    return rng.choice(["ST", "MP"]) + digits(rng, 6)


def bioid(rng):
    k = rng.randrange(4)
    return (["palm-vein ID", "fingerprint ID", "voiceprint ID", "iris scan ID"][k],
            ["PV-%s" % digits(rng, 6), "FP-%s" % digits(rng, 5), "VP-%s" % digits(rng, 6), "IR-%s%s" % (letters(rng, 1), digits(rng, 5))][k])
