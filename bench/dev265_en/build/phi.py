"""PHI surface-form generators: dates, contacts and identifiers. Every
function takes an explicit random.Random object. All phone/fax numbers carry
555, e-mail/URL domains are example.com/.org/.net, IPs are private, SSN-like
numbers begin with 9 or 000."""
import datetime as dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDAY = [w[:3] for w in WEEKDAYS]

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, k):
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def letters(rng, k, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(k))


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


# ------------------------------------------------------------------ dates
def rand_date(rng, start=(2019, 1, 1), end=(2025, 6, 30)):
    a = dt.date(*start).toordinal()
    b = dt.date(*end).toordinal()
    return dt.date.fromordinal(rng.randint(a, b))


def add_days(d, k):
    return d + dt.timedelta(days=k)


def dob_for_age(rng, ref, age):
    start = dt.date(ref.year - age - 1, ref.month, min(ref.day, 28)) + dt.timedelta(days=1)
    return add_days(start, rng.randint(0, 360))


def age_on(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


def _dmy(d):
    return d.day, d.month, d.year


def date_styles(country):
    if country == "US":
        return ["mdY", "mdY", "mdy", "mdY_nopad", "BdY", "bdY", "ISO", "m-d-Y", "d-b-Y"]
    if country == "CA":
        return ["ISO", "ISO", "bdY", "BdY", "dmY", "d-b-Y", "Y/m/d", "dBY"]
    return ["dmY", "dmY", "dmy", "dBY", "dbY", "d-b-Y", "D-B-Y", "ISO", "d.m.Y", "dmy_nopad",
            "ordBY"]


def fdate(d, style):
    day, mon, yr = _dmy(d)
    y2 = "%02d" % (yr % 100)
    if style == "mdY":
        return "%02d/%02d/%d" % (mon, day, yr)
    if style == "mdy":
        return "%02d/%02d/%s" % (mon, day, y2)
    if style == "mdY_nopad":
        return "%d/%d/%d" % (mon, day, yr)
    if style == "BdY":
        return "%s %d, %d" % (MONTHS[mon - 1], day, yr)
    if style == "bdY":
        return "%s %d, %d" % (MON[mon - 1], day, yr)
    if style == "ISO":
        return "%d-%02d-%02d" % (yr, mon, day)
    if style == "m-d-Y":
        return "%02d-%02d-%d" % (mon, day, yr)
    if style == "d-b-Y":
        return "%02d-%s-%d" % (day, MON[mon - 1], yr)
    if style == "D-B-Y":
        return "%02d-%s-%s" % (day, MON[mon - 1].upper(), y2)
    if style == "Y/m/d":
        return "%d/%02d/%02d" % (yr, mon, day)
    if style == "dmY":
        return "%02d/%02d/%d" % (day, mon, yr)
    if style == "dmy":
        return "%02d/%02d/%s" % (day, mon, y2)
    if style == "dmy_nopad":
        return "%d/%d/%s" % (day, mon, y2)
    if style == "d.m.Y":
        return "%02d.%02d.%d" % (day, mon, yr)
    if style == "dBY":
        return "%d %s %d" % (day, MONTHS[mon - 1], yr)
    if style == "dbY":
        return "%d %s %d" % (day, MON[mon - 1], yr)
    if style == "ordBY":
        return "%s %s %d" % (ordinal(day), MONTHS[mon - 1], yr)
    raise ValueError(style)


def date_any(rng, d, country):
    return fdate(d, rng.choice(date_styles(country)))


def date_short(rng, d, country):
    """date without year, sometimes with weekday (one span)."""
    day, mon = d.day, d.month
    wd = WDAY[d.weekday()]
    us = country == "US"
    opts = [
        ("%d/%d" % (mon, day)) if us else ("%d/%d" % (day, mon)),
        "%s %s" % (wd, ("%d/%d" % (mon, day)) if us else ("%d/%d" % (day, mon))),
        ("%s %d" % (MON[mon - 1], day)) if us else ("%d %s" % (day, MON[mon - 1])),
        "%s %s" % (WEEKDAYS[d.weekday()], ordinal(day)) if not us else
        "%s, %s %d" % (WEEKDAYS[d.weekday()], MONTHS[mon - 1], day),
        "%s %s" % (ordinal(day), MONTHS[mon - 1]),
    ]
    return rng.choice(opts)


def date_weekday_full(d, country):
    if country == "US":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    return "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)


def month_year(rng, d):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON[d.month - 1], d.year),
                       "%02d/%d" % (d.month, d.year), "%s-%s" % (MON[d.month - 1], str(d.year)[2:])])


def time_of_day(rng, hour_lo=7, hour_hi=19):
    return "%02d:%02d" % (rng.randint(hour_lo, hour_hi), rng.choice([0, 5, 10, 12, 15, 20, 25, 30,
                                                                     35, 40, 45, 48, 50, 55]))


# ------------------------------------------------------------------ contacts
UK_AREAS = ["0161", "0113", "0121", "0117", "0191", "0114", "01632", "01482", "01752", "0131",
            "0141", "029", "01274", "01865"]
US_AREAS = ["217", "937", "419", "570", "610", "508", "978", "860", "518", "585", "410", "804",
            "919", "912", "813", "251", "865", "859", "219", "810", "608", "218", "605", "316",
            "918", "915", "806", "505", "520", "775", "559", "661", "509", "541", "208", "406"]
AU_AREAS = ["02", "03", "07", "08"]
CA_AREAS = ["416", "905", "705", "807", "613", "519", "514", "819", "604", "250", "403", "306",
            "204", "506", "902", "709", "867"]


def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.35
    if country == "UK":
        if mobile:
            return rng.choice(["07%s 555 %s" % (digits(rng, 3), digits(rng, 3)),
                               "07%s555%s" % (digits(rng, 3), digits(rng, 3)),
                               "+44 7%s 555 %s" % (digits(rng, 3), digits(rng, 3))])
        a = rng.choice(UK_AREAS)
        return rng.choice(["%s 555 %s" % (a, digits(rng, 4)), "(%s) 555 %s" % (a, digits(rng, 4)),
                           "%s 555%s" % (a, digits(rng, 4))])
    if country == "AU":
        if mobile:
            return rng.choice(["04%s 555 %s" % (digits(rng, 2), digits(rng, 3)),
                               "+61 4%s 555 %s" % (digits(rng, 2), digits(rng, 3))])
        a = rng.choice(AU_AREAS)
        return rng.choice(["(%s) 5550 %s" % (a, digits(rng, 4)), "%s 9555 %s" % (a, digits(rng, 4)),
                           "+61 %s 5550 %s" % (a[1:], digits(rng, 4))])
    areas = US_AREAS if country == "US" else CA_AREAS
    a = rng.choice(areas)
    last = "01%s" % digits(rng, 2)
    return rng.choice(["(%s) 555-%s" % (a, last), "%s-555-%s" % (a, last), "%s.555.%s" % (a, last),
                       "+1 %s 555 %s" % (a, last), "1-%s-555-%s" % (a, last)])


def phone_ext(rng, country):
    p = phone(rng, country, mobile=False)
    return p + rng.choice([" ext. %s" % digits(rng, 4), " x%s" % digits(rng, 3),
                           " ext %s" % digits(rng, 4), " (ext 2%s)" % digits(rng, 3)])


def bleep(rng):
    return rng.choice(["555%s" % digits(rng, 1), "5%s555" % digits(rng, 1), "555-%s" % digits(rng, 2),
                       "4-555%s" % digits(rng, 1)])


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif ch in " -":
            out.append("-")
    return "".join(out).strip("-")


def email(rng, first, last, kind="person"):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    f, l = slug(first).replace("-", ""), slug(last).replace("-", "")
    if kind == "person":
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, rng.randint(1, 99)),
                            "%s.%s%d" % (l, f[0], rng.randint(1, 9)), "%s%s%d" % (f, l[:3], rng.randint(60, 99))])
    else:
        local = kind
    return "%s@%s" % (local, dom)


DEPT_LOCALS = {
    "hep": ["hepatology.{s}", "liver.secretaries", "{s}.liverclinic", "{s}-hep-nurses", "hepatology.admin"],
    "hcv": ["hcv.team", "{s}.hepc", "viral.hepatitis"],
    "day": ["ascites.dayunit", "{s}.dayunit", "ambulatory.liver"],
    "endo": ["endoscopy.booking", "{s}.endoscopy"],
    "alc": ["alcohol.liaison", "{s}.act"],
    "mdt": ["hcc.mdt", "{s}.livermdt", "mdt.coordinator"],
    "rx": ["specialtyrx", "{s}.pharmacy", "dispensary"],
    "tx": ["transplant.referrals", "lt.coordinators", "{s}.transplant"],
    "us": ["imaging.results", "{s}.radiology"],
}


def dept_email(rng, stem, kind="hep"):
    dom = rng.choice(["example.org", "example.net", "example.com"])
    local = rng.choice(DEPT_LOCALS[kind]).replace("{s}", stem)
    return "%s@%s" % (local, dom)


def url(rng, stem):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    return rng.choice(["www.%s" % dom + "/" + stem + "/liver", "https://portal.%s/%s" % (dom, stem),
                       "https://%s/hcv-%s" % (dom, rng.choice(["support", "results", "selfreferral"])),
                       "%s/%s/patients" % (dom, stem), "http://intranet.%s/hep/%s" % (dom, stem),
                       "https://telehealth.%s/room/%s" % (dom, digits(rng, 6))])


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


# ------------------------------------------------------------------ identifiers
def ssn(rng, country):
    if country == "US":
        a = rng.choice(["9%s" % digits(rng, 2), "000"])
        return rng.choice(["%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4)),
                           "%s %s %s" % (a, digits(rng, 2), digits(rng, 4))])
    if country == "UK":  # national insurance number, QQ prefix, digits start with 9
        return rng.choice(["QQ 9%s %s %s %s" % (digits(rng, 1), digits(rng, 2), digits(rng, 2),
                                                 rng.choice("ABCD")),
                           "QQ9%s%s" % (digits(rng, 5), rng.choice("ABCD"))])
    if country == "CA":  # social insurance number
        a = rng.choice(["9%s" % digits(rng, 2), "000"])
        return rng.choice(["%s %s %s" % (a, digits(rng, 3), digits(rng, 3)),
                           "%s-%s-%s" % (a, digits(rng, 3), digits(rng, 3))])
    # AU Centrelink customer reference number
    return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice("ABCHJK"))


def mrn(rng, country):
    if country == "UK":
        return rng.choice(["%s%s" % (rng.choice("KRMHJ"), digits(rng, 7)),
                           "R%s%s" % (letters(rng, 2), digits(rng, 7)), digits(rng, 8),
                           "%s %s" % (digits(rng, 3), digits(rng, 4))])
    if country == "AU":
        return rng.choice([digits(rng, 7), "0%s" % digits(rng, 6), "%s-%s" % (digits(rng, 3), digits(rng, 4))])
    if country == "CA":
        return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "H%s" % digits(rng, 8),
                           digits(rng, 7)])
    return rng.choice(["00%s" % digits(rng, 6), digits(rng, 8), "E%s" % digits(rng, 7),
                       "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 2))])


def healthplan(rng, country):
    """UK NHS/CHI number, AU Medicare/IHI/DVA, CA provincial health card, US member ID."""
    if country == "UK":
        return rng.choice(["%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)),
                           digits(rng, 10), "%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))])
    if country == "AU":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 5), digits(rng, 1)),
                           "%s%s" % (digits(rng, 10), rng.randint(1, 5)),
                           "%s %s %s %s" % ("8003", digits(rng, 4), digits(rng, 4), digits(rng, 4)),
                           "%s%s%s" % (rng.choice(["N", "V", "Q", "W"]), letters(rng, 1), digits(rng, 6))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "%s %s %s" % ("9" + digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                           "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4)),
                           digits(rng, 9)])
    return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)),
                       "%s-%s" % (letters(rng, 1) + digits(rng, 2), digits(rng, 7)),
                       "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 7)),
                       "%s%s-%s%s-%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 1), letters(rng, 2), letters(rng, 2) + digits(rng, 2))])


def healthplan_kind(rng, kind):
    d = lambda k: digits(rng, k)  # noqa: E731
    if kind == "nhs":
        return rng.choice(["%s %s %s" % (d(3), d(3), d(4)), d(10), "%s-%s-%s" % (d(3), d(3), d(4))])
    if kind == "chi":
        return "%s%s" % (d(6), d(4))
    if kind == "medicare":
        return rng.choice(["%s %s %s" % (d(4), d(5), d(1)), "%s%s" % (d(10), rng.randint(1, 5)),
                           "%s %s %s-%d" % (d(4), d(5), d(1), rng.randint(1, 5))])
    if kind == "ihi":
        return "8003 %s %s %s" % (d(4), d(4), d(4))
    if kind == "dva":
        return "%s%s%s" % (rng.choice(["N", "V", "Q", "W"]), letters(rng, 1), d(6))
    if kind == "ohip":
        return rng.choice(["%s-%s-%s-%s" % (d(4), d(3), d(3), letters(rng, 2)), "%s %s %s %s" % (d(4), d(3), d(3), letters(rng, 2))])
    if kind == "phn":
        return "9%s %s %s" % (d(3), d(3), d(3))
    if kind == "ramq":
        return "%s %s %s" % (letters(rng, 4), d(4), d(4))
    if kind == "hcn":
        return d(rng.choice([9, 10]))
    if kind == "medicaid":
        return rng.choice(["%s%s" % (letters(rng, 2), d(6) + letters(rng, 1)), d(11)])
    if kind == "mbi":
        return "%s%s%s-%s%s%s-%s%s%s" % (d(1), letters(rng, 1), letters(rng, 1, VINCH), d(1), letters(rng, 1), letters(rng, 1, VINCH),
                                         d(1), letters(rng, 2), "")
    return healthplan(rng, "US")


def group_no(rng):
    return rng.choice(["GRP-%s" % digits(rng, 5), digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 5))])


def account(rng, country):
    return rng.choice(["%s" % digits(rng, 8), "V%s" % digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "ENC%s" % digits(rng, 7), "%s%s" % (digits(rng, 2), digits(rng, 8)),
                       "A%s/%s" % (digits(rng, 2), digits(rng, 5)), digits(rng, 9)])


def license_for(rng, country, role="doctor"):
    """returns (label_text, value) pairs for professional registrations."""
    if country == "US":
        if role == "pharmacist":
            return rng.choice([("RPh Lic #", "RPH.%s" % digits(rng, 6)), ("NPI", "1%s" % digits(rng, 9))])
        return rng.choice([("NPI", "1%s" % digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7)),
                           ("NPI:", "1%s" % digits(rng, 9)), ("Lic.", "MD%s" % digits(rng, 6))])
    if country == "UK":
        if role == "nurse":
            return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1)))
        if role == "pharmacist":
            return ("GPhC", "20%s" % digits(rng, 5))
        return rng.choice([("GMC", "7%s" % digits(rng, 6)), ("GMC No.", "6%s" % digits(rng, 6))])
    if country == "AU":
        if role == "nurse":
            return ("AHPRA", "NMW000%s" % digits(rng, 7))
        if role == "pharmacist":
            return ("AHPRA", "PHA000%s" % digits(rng, 7))
        return rng.choice([("Prescriber No.", digits(rng, 7)), ("AHPRA", "MED000%s" % digits(rng, 7)),
                           ("Provider No.", "%s%s" % (digits(rng, 6), letters(rng, 2)))])
    if role == "nurse":
        return ("CNO Reg #", digits(rng, 8))
    if role == "pharmacist":
        return ("OCP #", digits(rng, 6))
    return rng.choice([("CPSO #", digits(rng, 5)), ("Billing #", digits(rng, 6)), ("CPSBC", digits(rng, 5))])


def driver_licence(rng, country):
    if country == "UK":
        return "%s9%s%s" % (letters(rng, 5), digits(rng, 5), letters(rng, 2) + digits(rng, 1) + letters(rng, 2))
    if country == "US":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), digits(rng, 9),
                           "%s%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4))])
    if country == "AU":
        return digits(rng, rng.choice([8, 9, 10]))
    return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), rng.choice(["19", "21", "68", "70", "15", "23", "66", "72"]),
                            letters(rng, 3))
    if country == "US":
        return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "AU":
        return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s" % (letters(rng, 2) + digits(rng, 1), letters(rng, 1) + digits(rng, 2))])


def vin(rng):
    return letters(rng, 17, VINCH)


def device_serial(rng, kind):
    if kind == "fibroscan":
        return rng.choice(["F6%s" % digits(rng, 5), "F5%s%s" % (digits(rng, 4), letters(rng, 1)),
                           "FS-%s-%s" % (digits(rng, 3), digits(rng, 4))])
    if kind == "probe":
        return rng.choice(["XL%s" % digits(rng, 6), "M%s-%s" % (digits(rng, 4), digits(rng, 2)),
                           "PRB%s" % digits(rng, 5)])
    if kind == "scope":
        return rng.choice(["2%s%s" % (letters(rng, 1), digits(rng, 6)), "7%s" % digits(rng, 6),
                           "GS%s" % digits(rng, 6)])
    if kind == "us":
        return rng.choice(["%s-%s" % (digits(rng, 5), letters(rng, 2) + digits(rng, 1)),
                           "US%s" % digits(rng, 7), "SN%s%s" % (digits(rng, 6), letters(rng, 1))])
    if kind == "pump":
        return rng.choice(["AP%s" % digits(rng, 6), "APX-%s" % digits(rng, 5)])
    if kind == "cgm":
        return "%s%s" % (letters(rng, 2), digits(rng, 8))
    return "%s%s" % (letters(rng, 3), digits(rng, 6))


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s-%s" % (digits(rng, 4), digits(rng, 2)),
                       "VP-%s" % digits(rng, 6), "IRIS-%s" % digits(rng, 4),
                       "BIO%s" % digits(rng, 7), "FPX%s%s" % (letters(rng, 2), digits(rng, 5))])


def accession(rng, prefix):
    return rng.choice(["%s%s-%s" % (prefix, digits(rng, 2), digits(rng, 6)),
                       "%s%s%s" % (prefix, digits(rng, 2), digits(rng, 7)),
                       "%s-%s-%s" % (prefix, "20" + digits(rng, 2), digits(rng, 5))])


def specimen(rng):
    return rng.choice(["%s%s.%s" % (rng.choice("HCMBV"), digits(rng, 2), digits(rng, 5)),
                       "%sL%s" % (digits(rng, 2), digits(rng, 7)), "SP-%s" % digits(rng, 8),
                       "%s%s" % (digits(rng, 2), letters(rng, 1) + digits(rng, 6))])


def ubrn(rng):
    return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))


def rxnum(rng):
    return rng.choice(["RX%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)),
                       "Rx-%s" % digits(rng, 6), digits(rng, 7)])


def username(rng, first, last):
    f, l = slug(first).replace("-", ""), slug(last).replace("-", "")
    return rng.choice(["%s%s%d" % (f[0], l[:6], rng.randint(1, 9)), "%s.%s" % (f, l),
                       "%s%s" % (l[:5].upper(), f[0].upper()), "%s_%s" % (f[:3], l[:4]),
                       "%s%s" % (f, rng.randint(10, 99))])


def postcode(rng, country, prefix):
    if country == "UK":
        out = prefix + str(rng.randint(1, 29 if len(prefix) == 1 else 19))
        return "%s %d%s" % (out, rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "US":
        return prefix + digits(rng, 2) + (("-" + digits(rng, 4)) if rng.random() < 0.15 else "")
    if country == "AU":
        return prefix + digits(rng, 2)
    fsa = prefix + str(rng.randint(0, 9)) + letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ")
    return "%s %d%s%d" % (fsa, rng.randint(0, 9), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
