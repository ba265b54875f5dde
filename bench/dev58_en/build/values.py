"""Value generators and the per-note Case context. All values are invented."""
import datetime as dt

import pools
from markers import m

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def digits(rng, k):
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def letters(rng, k, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(k))


# ------------------------------------------------------------------ dates
US_FULL = ["us", "usz", "us2", "iso", "month d, y", "d-mon-y", "dmony", "mon d y"]
INTL_FULL = ["dmy", "dmyz", "dmy2", "iso", "d mon y", "d month y", "d-mon-y", "dmony"]


def fdate(d, style):
    y, mo, da = d.year, d.month, d.day
    s = {
        "iso": "%04d-%02d-%02d" % (y, mo, da),
        "hl7": "%04d%02d%02d" % (y, mo, da),
        "us": "%02d/%02d/%04d" % (mo, da, y),
        "usz": "%d/%d/%04d" % (mo, da, y),
        "us2": "%d/%d/%02d" % (mo, da, y % 100),
        "dmy": "%02d/%02d/%04d" % (da, mo, y),
        "dmyz": "%d/%d/%04d" % (da, mo, y),
        "dmy2": "%02d/%02d/%02d" % (da, mo, y % 100),
        "dmy-dot": "%02d.%02d.%04d" % (da, mo, y),
        "d-mon-y": "%02d-%s-%04d" % (da, MON[mo - 1], y),
        "dmony": "%02d%s%04d" % (da, MON[mo - 1].upper(), y),
        "d mon y": "%d %s %04d" % (da, MON[mo - 1], y),
        "d month y": "%d %s %04d" % (da, MONTH[mo - 1], y),
        "month d, y": "%s %d, %04d" % (MONTH[mo - 1], da, y),
        "mon d y": "%s %d %04d" % (MON[mo - 1], da, y),
        "md": "%d/%d" % (mo, da),
        "dm": "%d/%d" % (da, mo),
        "d-mon": "%02d-%s" % (da, MON[mo - 1]),
        "mon-d": "%s-%02d" % (MON[mo - 1], da),
        "mon y": "%s %04d" % (MON[mo - 1], y),
        "month y": "%s %04d" % (MONTH[mo - 1], y),
        "mm/yyyy": "%02d/%04d" % (mo, y),
        "y": "%04d" % y,
        "ymd/": "%04d/%02d/%02d" % (y, mo, da),
        "wd us": "%s %d/%d/%04d" % (WD[d.weekday()], mo, da, y),
        "wd intl": "%s %d/%d/%04d" % (WD[d.weekday()], da, mo, y),
        "wd long us": "%s, %s %d, %04d" % (WEEKDAY[d.weekday()], MONTH[mo - 1], da, y),
        "wd long intl": "%s, %d %s %04d" % (WEEKDAY[d.weekday()], da, MONTH[mo - 1], y),
        "wd short": "%s %d/%d" % (WD[d.weekday()], mo, da),
        "wd short intl": "%s %d/%d" % (WD[d.weekday()], da, mo),
    }[style]
    return s


def rand_time(rng, lo=0, hi=23):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, first, last, sex, middle="", dob=None):
        self.first, self.last, self.sex, self.middle, self.dob = first, last, sex, middle, dob
        self.role = None
        self.cred = ""
        self.username = ""
        self.email = ""
        self.relation = ""
        self.lic = {}

    def initials(self):
        ini = (self.first[0] + self.last[0]).upper()
        if ini in pools.STOP_INITIALS:
            ini = (self.first[0] + (self.middle[:1] or self.first[1]) + self.last[0]).upper()
        return ini


def name_str(p, style):
    f, l = p.first, p.last
    mi = p.middle[:1]
    if style == "fl":
        return f + " " + l
    if style == "fml":
        return "%s %s. %s" % (f, mi, l) if mi else f + " " + l
    if style == "l,f":
        return l + ", " + f
    if style == "l,fm":
        return "%s, %s %s" % (l, f, mi) if mi else l + ", " + f
    if style == "L,F":
        return ("%s, %s %s" % (l, f, mi) if mi else l + ", " + f).upper()
    if style == "L,F nospace":
        return (l + "," + f).upper()
    if style == "hl7":
        return (l + "^" + f + ("^" + mi if mi else "")).upper()
    if style == "f.l":
        return f[0] + ". " + l
    if style == "fl.":
        return f + " " + l[0] + "."
    if style == "l":
        return l
    if style == "L":
        return l.upper()
    if style == "f":
        return f
    if style == "ini":
        return f[0] + "." + l[0] + "."
    if style == "INI":
        return p.initials()
    if style == "ini lower":
        return p.initials().lower()
    if style == "lower":
        return (f + " " + l).lower()
    if style == "lower f":
        return f.lower()
    if style == "LF":
        return (l + " " + f).upper()
    if style == "FL":
        return (f + " " + l).upper()
    if style == "l f":
        return l + " " + f
    raise KeyError(style)


def nm(p, typ, style):
    return m(typ, name_str(p, style))


# ------------------------------------------------------------------ contact values
def phone(rng, loc, kind="land"):
    if loc in ("US", "CA"):
        area = rng.choice(["617", "412", "216", "303", "614", "929", "503", "416", "604", "403", "902",
                           "514", "204", "306", "778", "905", "713", "470", "651", "971"])
        n = "555-01%02d" % rng.randint(0, 99)
        f = rng.randint(0, 5)
        if f == 0:
            s = "(%s) %s" % (area, n)
        elif f == 1:
            s = "%s-%s" % (area, n)
        elif f == 2:
            s = "%s.%s" % (area, n.replace("-", "."))
        elif f == 3:
            s = "+1 %s %s" % (area, n.replace("-", " "))
        elif f == 4:
            s = "(%s)%s" % (area, n)
        else:
            s = "1-%s-%s" % (area, n)
        return s
    if loc == "UK":
        if kind == "mobile" or rng.random() < 0.25:
            s = rng.choice(["07700 900%03d", "07700 900 %03d", "+44 7700 900%03d"]) % rng.randint(0, 999)
            return s
        f = rng.randint(0, 4)
        if f == 0:
            return "01632 960%03d" % rng.randint(0, 999)
        if f == 1:
            return "020 7946 0%03d" % rng.randint(0, 999)
        if f == 2:
            return "%s 496 0%03d" % (rng.choice(["0113", "0114", "0115", "0116", "0117", "0121", "0131",
                                                 "0141", "0151", "0161"]), rng.randint(0, 999))
        if f == 3:
            return "(01632) 960%03d" % rng.randint(0, 999)
        return "+44 20 7946 0%03d" % rng.randint(0, 999)
    # AU
    if kind == "mobile" or rng.random() < 0.35:
        return rng.choice(["0491 570 %03d", "+61 491 570 %03d", "0491570%03d"]) % rng.randint(6, 159)
    return rng.choice(["(02) 5550 %04d", "(03) 7010 %04d", "02 5550 %04d", "+61 3 7010 %04d",
                       "(07) 5550 %04d", "(08) 5550 %04d"]) % rng.randint(0, 9999)


def with_ext(rng, num):
    r = rng.random()
    if r < 0.3:
        return num + rng.choice([" ext. %d", " x%d", " ext %d", " Ext: %d"]) % rng.randint(100, 9999)
    return num


def pager(rng, loc):
    if loc == "UK":
        return "%04d" % rng.randint(1000, 9999)
    return rng.choice(["%d-%04d" % (rng.randint(2, 8), rng.randint(1000, 9999)), "%05d" % rng.randint(10000, 99999)])


def ip(rng):
    f = rng.randint(0, 2)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if f == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


def slug(s):
    out = "".join(c.lower() if c.isalnum() else "-" for c in s)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


# ------------------------------------------------------------------ identifiers
def mrn(rng, loc):
    f = rng.randint(0, 2)
    if loc == "US":
        return ["00" + digits(rng, 6), "E" + digits(rng, 7), digits(rng, 7)][f]
    if loc == "UK":
        return [letters(rng, 1) + digits(rng, 6), "RX" + digits(rng, 6), digits(rng, 8)][f]
    if loc == "CA":
        return [digits(rng, 7), "PK" + digits(rng, 6), "M" + digits(rng, 8)][f]
    return [digits(rng, 7), digits(rng, 6), "UR" + digits(rng, 6)][f]


def account(rng, loc):
    f = rng.randint(0, 4)
    return ["V" + digits(rng, 9), digits(rng, 4) + "-" + digits(rng, 4), digits(rng, 10),
            "ENC" + digits(rng, 8), "A" + digits(rng, 2) + "-" + digits(rng, 6)][f]


def ssn(rng, loc):
    if loc == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if loc == "UK":
        pre = rng.choice("ABCEGHJKLMNPRSTWXYZ") + "Q"
        return rng.choice(["%s %s %s %s %s", "%s%s%s%s%s"]) % (pre, digits(rng, 2), digits(rng, 2), digits(rng, 2),
                                                               rng.choice("ABCD"))
    if loc == "CA":
        return rng.choice(["0%s %s %s", "0%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return "%s %s %s%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), rng.choice("ABCHJKLPT"))


def healthplan_national(rng, loc, person=None):
    """National or provincial beneficiary number (NHS, provincial card, Medicare)."""
    if loc == "UK":
        return "999 %s %s" % (digits(rng, 3), digits(rng, 4))
    if loc == "CA":
        f = rng.randint(0, 2)
        if f == 0:
            return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if f == 1:
            return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        base = (person.last.replace(" ", "").replace("'", "").replace("-", "")[:3] + person.first[0]).upper() \
            if person else letters(rng, 4)
        return "%s %s %s" % (base.ljust(4, "X"), digits(rng, 4), digits(rng, 4))
    if loc == "AU":
        return "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1))
    # US Medicare beneficiary identifier (MBI-like)
    a = "ACDEFGHJKMNPQRTUVWXY"
    return "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randint(1, 9), rng.choice(a), rng.choice(a + "0123456789"),
                                         rng.randint(0, 9), rng.choice(a), rng.choice(a + "0123456789"),
                                         rng.randint(0, 9), rng.choice(a), rng.choice(a), rng.randint(0, 9),
                                         rng.randint(0, 9))


def member_id(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 9), letters(rng, 1) + digits(rng, 8),
                       digits(rng, 3) + "-" + digits(rng, 5) + "-" + digits(rng, 2), "W" + digits(rng, 9)])


def group_id(rng):
    return rng.choice(["GRP-" + digits(rng, 6), digits(rng, 6), letters(rng, 2) + digits(rng, 5),
                       digits(rng, 5) + "-" + letters(rng, 1)])


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def prof_license(rng, loc, role):
    if loc == "US":
        return rng.choice(["MD" + digits(rng, 6), "A" + digits(rng, 5), digits(rng, 2) + "MA" + digits(rng, 5),
                           "RN" + digits(rng, 7)])
    if loc == "UK":
        if role == "nurse":
            return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        if role == "lab":
            return "BS" + digits(rng, 5)
        return digits(rng, 7)
    if loc == "CA":
        return rng.choice([digits(rng, 5), digits(rng, 6), digits(rng, 8)])
    pre = {"nurse": "NMW", "lab": "MLS", "pharm": "PHA"}.get(role, "MED")
    return pre + "000" + digits(rng, 7)


def provider_number_au(rng):
    return digits(rng, 6) + rng.choice("ABCDEFGHJK") + rng.choice("ABCDEFHJKLTWXY")


def driver_licence(rng, loc, person):
    if loc == "US":
        return rng.choice(["%s%s-%s-%s" % (person.last[0].upper(), digits(rng, 3), digits(rng, 4), digits(rng, 4)),
                           "D" + digits(rng, 7), digits(rng, 9)])
    if loc == "UK":
        sur = (person.last.replace(" ", "").replace("'", "").replace("-", "").upper() + "99999")[:5]
        return "%s%s%s%s" % (sur, digits(rng, 6), (person.first[0] + (person.middle[:1] or "9")).upper(),
                             digits(rng, 1) + letters(rng, 2))
    if loc == "CA":
        return "%s%s-%s-%s" % (person.last[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return rng.choice([digits(rng, 8), digits(rng, 9), letters(rng, 2) + digits(rng, 6)])


def plate(rng, loc):
    if loc == "US":
        return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 4))])
    if loc == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if loc == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice(["%d%s %d%s" % (rng.randint(1, 9), letters(rng, 2), rng.randint(1, 9), letters(rng, 2)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s" % (letters(rng, 3), digits(rng, 3))])


def vin(rng):
    return letters(rng, 17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 8), "IR-" + digits(rng, 5) + "-" + letters(rng, 1),
                       "FT" + digits(rng, 7), "VP-" + digits(rng, 6), "BIO" + digits(rng, 8)])


def device_serial(rng, kind):
    if kind in ("pacemaker", "icd", "lead"):
        return rng.choice([letters(rng, 3) + digits(rng, 6) + letters(rng, 1), digits(rng, 6), digits(rng, 7),
                           letters(rng, 3) + digits(rng, 7) + letters(rng, 1), digits(rng, 8)])
    if kind == "cgm":
        return rng.choice([letters(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
                           "0M" + digits(rng, 4) + letters(rng, 5), digits(rng, 2) + letters(rng, 2) + digits(rng, 6)])
    if kind == "pump":
        return rng.choice(["NG" + digits(rng, 7) + "H", digits(rng, 7), "TS-" + digits(rng, 7), "PDM" + digits(rng, 8)])
    if kind == "workstation":
        return rng.choice(["WS-%s-%04d" % (rng.choice(["4B", "ED", "ICU", "5N", "OPD", "LAB"]), rng.randint(1, 9999)),
                           "%s-NUR-PC%03d" % (letters(rng, 3), rng.randint(1, 999)),
                           "PC%05d" % rng.randint(1, 99999), "CITRIX-%s%02d" % (letters(rng, 2), rng.randint(1, 99))])
    if kind == "monitor":
        return rng.choice(["TX" + digits(rng, 6), "PT-" + digits(rng, 5), letters(rng, 2) + digits(rng, 8)])
    return digits(rng, 8)


def accession(rng):
    return rng.choice(["S%02d-%d" % (rng.randint(16, 25), rng.randint(100, 99999)),
                       "%02d-%03d-%05d" % (rng.randint(16, 25), rng.randint(1, 365), rng.randint(1, 99999)),
                       "A" + digits(rng, 8), "CH" + digits(rng, 7), "M" + digits(rng, 2) + "-" + digits(rng, 5)])


def order_no(rng):
    return rng.choice(["ORD" + digits(rng, 7), "PLC" + digits(rng, 6), digits(rng, 9), "RQ-" + digits(rng, 7),
                       "F" + digits(rng, 7)])


def ref_no(rng, prefix):
    return "%s-%s" % (prefix, digits(rng, rng.randint(6, 9)))


# ------------------------------------------------------------------ case
def _weighted(rng, weights):
    keys = list(weights.keys())
    tot = sum(weights[k] for k in keys)
    r = rng.uniform(0, tot)
    acc = 0
    for k in keys:
        acc += weights[k]
        if r <= acc:
            return k
    return keys[-1]


class Case:
    """One note's world: patient, relatives, staff, places, identifiers, dates."""

    def __init__(self, rng, loc, pediatric=False, min_age=18, max_age=97):
        self.rng, self.loc = rng, loc
        self.used_names = []
        lp = pools.LOCALES[loc]
        self.enc = dt.date(2016, 1, 1) + dt.timedelta(days=rng.randint(0, 365 * 9 + 300))
        if pediatric:
            age_days = rng.randint(60, 17 * 365)
        else:
            age_days = rng.randint(min_age * 365 + 10, max_age * 365 + 200)
        dob = self.enc - dt.timedelta(days=age_days)
        self.pt = self.person(dob=dob)
        self.age = self.enc.year - dob.year - ((self.enc.month, self.enc.day) < (dob.month, dob.day))
        self.age_months = (self.enc.year - dob.year) * 12 + self.enc.month - dob.month - (self.enc.day < dob.day)
        self.pediatric = pediatric
        self.sex = self.pt.sex
        # address
        city, st_abbr, st_name = rng.choice(lp["cities"])
        self.city, self.state_abbr, self.state_name = city, st_abbr, st_name
        self.street = self.street_line()
        self.zip = self.postcode()
        self.country = rng.choice(lp["country"])
        # places
        self.hosp = rng.choice(pools.HOSPITALS[loc])
        self.hosp2 = rng.choice([h for h in pools.HOSPITALS[loc] if h != self.hosp])
        self.clinic = rng.choice(pools.CLINICS[loc])
        self.pharm = rng.choice(pools.PHARMACIES[loc])
        self.lab = rng.choice(pools.LABS[loc])
        self.care_home = rng.choice(pools.CARE_HOMES[loc])
        self.ward = rng.choice(pools.WARDS)
        self.room = str(rng.randint(1, 9)) + "%02d" % rng.randint(1, 40)
        self.bed = rng.choice(["A", "B", "1", "2", "3", "4", "C", "D"])
        self.hosp_city = rng.choice(lp["cities"])
        self.hosp_street = self.street_line(unit=False)
        self.hosp_zip = self.postcode()
        # ids
        self.mrn = mrn(rng, loc)
        self.acct = account(rng, loc)
        self.ssn = ssn(rng, loc)
        self.natplan = healthplan_national(rng, loc, self.pt)
        self.insurer = rng.choice(pools.INSURERS[loc])
        self.member = member_id(rng)
        self.group = group_id(rng)
        # contact
        self.phone_home = phone(rng, loc)
        self.phone_mobile = phone(rng, loc, "mobile")
        self.email = self.email_for(self.pt, staff=False)
        self.hosp_phone = phone(rng, loc)
        self.hosp_fax = phone(rng, loc)
        self.clinic_phone = phone(rng, loc)
        self.clinic_fax = phone(rng, loc)
        # social
        self.profession = rng.choice(pools.PROFESSIONS)
        self.employer = rng.choice(pools.EMPLOYERS)
        # family
        self.family = []
        rels = list(pools.GUARDIAN_RELATIONS if pediatric else pools.RELATIONS)
        rng.shuffle(rels)
        for rel in rels[:3]:
            same = rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
                           "grandmother", "foster parent") and rng.random() < 0.6
            sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M",
                   "sister": "F", "brother": "M", "grandmother": "F", "aunt": "F", "niece": "F",
                   "nephew": "M", "granddaughter": "F", "grandson": "M"}.get(rel)
            p = self.person(sex=sex, last=self.pt.last if same else None)
            p.relation = rel
            p.phone = phone(rng, loc, rng.choice(["land", "mobile"]))
            self.family.append(p)
        # staff
        self.staff = {}
        for role, k in (("physician", 4), ("nurse", 5), ("lab", 2), ("pharm", 1), ("tech", 2), ("clerk", 2)):
            self.staff[role] = [self.staff_person(role) for _ in range(k)]
        self.attending = self.staff["physician"][0]
        self.dstyle = rng.choice(US_FULL if loc == "US" else INTL_FULL)
        self.dstyle2 = rng.choice(US_FULL if loc == "US" else INTL_FULL)

    # ---------------------------------------------------------- builders
    def person(self, sex=None, last=None, dob=None, origin=None):
        rng = self.rng
        for _ in range(50):
            origin_ = origin or _weighted(rng, pools.ORIGIN_WEIGHTS[self.loc])
            males, females, surnames = pools.NAMES[origin_]
            s = sex or rng.choice("MF")
            first = rng.choice(males if s == "M" else females)
            if last is None:
                # some mixed-origin combinations
                o2 = origin_ if rng.random() < 0.8 else _weighted(rng, pools.ORIGIN_WEIGHTS[self.loc])
                lst = rng.choice(pools.NAMES[o2][2])
            else:
                lst = last
            key = (first, lst)
            if key not in self.used_names and first != lst:
                self.used_names.append(key)
                mid = rng.choice(pools.MIDDLE_LETTERS) if rng.random() < 0.55 else ""
                return Person(first, lst, s, mid, dob)
        raise RuntimeError("name pool exhausted")

    def staff_person(self, role):
        rng = self.rng
        p = self.person()
        p.role = role
        p.cred = rng.choice(pools.CREDENTIALS[role][self.loc])
        f, l = p.first.lower().replace("'", "").replace(" ", "").replace("-", ""), \
            p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        u = rng.randint(0, 5)
        p.username = [f[0] + l[:7], l[:6] + f[0], f + "." + l, f[0] + l[:6] + str(rng.randint(1, 9)),
                      (f[:2] + l[:2] + digits(rng, 3)), l + f[:2]][u]
        p.email = self.email_for(p, staff=True)
        p.lic = {"npi": npi(rng), "dea": dea(rng, p.last), "state": prof_license(rng, self.loc, role),
                 "prov": provider_number_au(rng)}
        p.pager = pager(rng, self.loc)
        p.phone = with_ext(rng, phone(rng, self.loc))
        return p

    def email_for(self, p, staff):
        rng = self.rng
        f = p.first.lower().replace("'", "").replace(" ", "").replace("-", "")
        l = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        dom = rng.choice(["example.org", "example.com", "example.net"])
        if staff:
            host = self.host()
            return rng.choice(["%s.%s@%s.%s" % (f, l, host, dom), "%s%s@%s" % (f[0], l, dom),
                               "%s.%s@%s" % (f, l, dom)])
        return rng.choice(["%s.%s%d@%s" % (f, l, rng.randint(1, 99), dom), "%s%s@%s" % (f[0], l, dom),
                           "%s_%s@%s" % (l, f[:3], dom), "%s%s%d@%s" % (f, l[0], rng.randint(50, 99), dom)])

    def street_line(self, unit=None):
        rng, lp = self.rng, pools.LOCALES[self.loc]
        name = rng.choice(lp["street_names"]) + " " + rng.choice(lp["street_types"])
        n = rng.randint(1, 2999) if self.loc in ("US", "CA") else rng.randint(1, 240)
        if unit is None:
            unit = rng.random() < 0.3
        if not unit:
            return "%d %s" % (n, name)
        if self.loc == "US":
            return "%d %s %s" % (n, name, rng.choice(["Apt %d" % rng.randint(1, 40), "Unit %s" % rng.choice("ABCD"),
                                                      "#%d" % rng.randint(100, 999)]))
        if self.loc == "UK":
            return rng.choice(["Flat %d, %d %s" % (rng.randint(1, 12), n, name),
                               "%d%s %s" % (n, rng.choice("ab"), name)])
        if self.loc == "CA":
            return rng.choice(["%d-%d %s" % (rng.randint(101, 2410), n, name), "%d %s, Apt %d" % (n, name, rng.randint(1, 30))])
        return rng.choice(["Unit %d/%d %s" % (rng.randint(1, 20), n, name), "%d/%d %s" % (rng.randint(1, 20), n, name)])

    def postcode(self):
        rng = self.rng
        if self.loc == "US":
            z = "%05d" % rng.randint(1001, 99950)
            return z if rng.random() < 0.8 else z + "-%04d" % rng.randint(1, 9999)
        if self.loc == "UK":
            return "%s%d %d%s" % (letters(rng, rng.choice([1, 2])), rng.randint(1, 29), rng.randint(0, 9),
                                  letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if self.loc == "CA":
            A, D = "ABCEGHJKLMNPRSTVXY", "0123456789"
            return "%s%s%s %s%s%s" % (rng.choice(A), rng.choice(D), rng.choice(A), rng.choice(D), rng.choice(A),
                                      rng.choice(D))
        if self.state_abbr == "NT":
            return "%04d" % rng.randint(800, 899)
        return "%d" % rng.randint(2000, 7999)

    # ---------------------------------------------------------- marked helpers
    def D(self, d, style=None):
        return m("DATE", fdate(d, style or self.dstyle))

    def DT(self, d, t=None, style=None, sep=" "):
        return self.D(d, style) + sep + (t or rand_time(self.rng, 6, 22))

    def day(self, k):
        return self.enc + dt.timedelta(days=k)

    def A(self, style=None):
        """Age phrase for the patient, span on the number only."""
        rng = self.rng
        if self.pediatric and self.age < 2:
            n = self.age_months
            return rng.choice(["%s months", "%s mo", "%s-month-old", "%smo"]) % m("AGE", n)
        n = self.age
        style = style or rng.choice(["yo", "y", "yrs", "years", "y/o", "year-old", "Y", "words", "age"])
        if style == "words":
            return m("AGE", words(n)) + rng.choice(["-year-old", " years old", " year old"])
        fmt = {"yo": "%s yo", "y": "%sy", "yrs": "%s yrs", "years": "%s years", "y/o": "%s y/o",
               "year-old": "%s-year-old", "Y": "%sY", "age": "%s", "num": "%s"}[style]
        return fmt % m("AGE", n)

    def addr_line(self, sep=", ", upper=False, with_country=False, street=None, city=None, state=None, zp=None):
        st = street or self.street
        c = city or self.city
        s = state or (self.state_abbr if self.state_abbr and self.rng.random() < 0.7 else self.state_name)
        z = zp or self.zip
        if upper:
            st, c, s, z = st.upper(), c.upper(), s.upper(), z.upper()
        if self.loc == "UK":
            out = m("STREET", st) + sep + m("CITY", c) + sep + m("STATE", s) + sep + m("ZIP", z)
        elif self.loc == "AU":
            out = m("STREET", st) + sep + m("CITY", c) + " " + m("STATE", s) + " " + m("ZIP", z)
        else:
            out = m("STREET", st) + sep + m("CITY", c) + sep + m("STATE", s) + " " + m("ZIP", z)
        if with_country:
            out += sep + m("COUNTRY", self.country.upper() if upper else self.country)
        return out

    def hosp_addr(self, sep=", "):
        c, sa, sn = self.hosp_city
        s = sa or sn
        if self.loc == "UK":
            return m("STREET", self.hosp_street) + sep + m("CITY", c) + sep + m("ZIP", self.hosp_zip)
        return m("STREET", self.hosp_street) + sep + m("CITY", c) + sep + m("STATE", s) + " " + m("ZIP", self.hosp_zip)

    def doc(self, p=None, style=None, title=True):
        """Clinician reference with title/credential outside the span."""
        rng = self.rng
        p = p or rng.choice(self.staff["physician"])
        style = style or rng.choice(["fl", "fml", "l", "f.l", "l,f", "L,F"])
        if p.role == "physician":
            if style in ("l", "f.l") or (title and style in ("fl", "fml") and rng.random() < 0.4):
                return rng.choice(["Dr. ", "Dr ", "DR "]) + nm(p, "DOCTOR", style)
            return nm(p, "DOCTOR", style) + (", " + p.cred if p.cred else "")
        return nm(p, "DOCTOR", style) + ((rng.choice([", ", " "]) + p.cred) if p.cred else "")

    def nurse(self, style=None):
        return self.doc(self.rng.choice(self.staff["nurse"]), style)

    def ptname(self, style=None):
        style = style or self.rng.choice(["fl", "fml", "l,f", "L,F", "LF", "FL"])
        return nm(self.pt, "PATIENT", style)

    def title(self, p):
        if p.sex == "M":
            return "Mr" if self.loc != "US" else "Mr."
        return self.rng.choice(["Mrs", "Ms", "Miss"]) + ("." if self.loc == "US" else "")

    def fam(self, i=None):
        return self.family[i if i is not None else self.rng.randrange(len(self.family))]

    def natplan_label(self):
        return {"US": "Medicare MBI", "UK": "NHS No", "CA": "Health card no.", "AU": "Medicare no."}[self.loc]

    def ssn_label(self):
        return {"US": "SSN", "UK": "NI number", "CA": "SIN", "AU": "CRN"}[self.loc]

    def lic_label_value(self, p):
        """A professional licence reference for a clinician: (label, value)."""
        rng = self.rng
        if self.loc == "US":
            k = rng.choice(["NPI", "DEA", "Lic"])
            return k, {"NPI": p.lic["npi"], "DEA": p.lic["dea"], "Lic": p.lic["state"]}[k]
        if self.loc == "UK":
            return ("NMC PIN" if p.role == "nurse" else "HCPC" if p.role == "lab" else "GMC"), p.lic["state"]
        if self.loc == "CA":
            return rng.choice(["CPSO #", "Licence #", "Billing #"]) if p.role == "physician" else "Reg #", p.lic["state"]
        k = rng.choice(["AHPRA", "Provider No"])
        return k, (p.lic["state"] if k == "AHPRA" else p.lic["prov"])

    def host(self):
        parts = [w for w in slug(self.hosp).split("-") if len(w) > 3 and w not in ("saint", "hopital")]
        return parts[0]

    def url(self, what="portal"):
        rng = self.rng
        host = self.host()
        dom = rng.choice(["example.org", "example.com", "example.net"])
        paths = {"portal": ["mychart", "portal/login", "patient-portal", "results"],
                 "device": ["carelink/clinic/%d" % rng.randint(1000, 9999), "remote/pt/%d" % rng.randint(10000, 99999),
                            "clarity/clinic/%s" % letters(rng, 5).lower()],
                 "form": ["forms/referral", "referrals/e-referral", "priorauth/submit"]}[what]
        return rng.choice(["https://%s.%s/%s", "www.%s.%s/%s", "http://%s.%s/%s"]) % (host, dom, rng.choice(paths))
