"""Identifier, contact, date and age formatting.  All contacts are fictional:
phones/faxes/pagers/extensions contain 555, e-mail and web addresses use
example.com/.org/.net, IP addresses are private, SSN-like numbers start with
9 or 000."""
import datetime

COUNTRY_NAME = {"UK": "UK", "IE": "Ireland", "US": "US", "CA": "Canada", "AU": "Australia"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, k):
    return "".join(str(rng.randrange(10)) for _ in range(k))


def letters(rng, k, pool=LETTERS):
    return "".join(pool[rng.randrange(len(pool))] for _ in range(k))


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191",
            "01904", "01482", "01603", "01223", "01865", "01392", "01752", "01224", "01382", "029", "028",
            "01244", "01522", "01872", "01244", "01772", "01228", "01332"]
US_AREAS = ["217", "614", "937", "508", "860", "518", "585", "716", "609", "570", "804", "919", "912", "813",
            "251", "615", "502", "734", "608", "515", "402", "316", "918", "512", "520", "208", "509", "541",
            "559", "916", "775", "207", "802", "410", "843", "601", "501", "505", "907", "808"]
CA_AREAS = ["905", "519", "613", "705", "902", "506", "819", "204", "306", "403", "587", "250", "782", "709"]
AU_AREAS = ["02", "03", "07", "08"]
IE_AREAS = ["021", "022", "052", "066", "065", "091", "094", "071", "074", "090", "046", "041", "045",
            "056", "059", "053", "051", "061", "057", "01"]


def phone(rng, c, kind=None):
    if kind is None:
        kind = "mobile" if rng.random() < 0.3 else "land"
    if c == "UK":
        if kind == "mobile":
            return "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        a = rng.choice(UK_AREAS)
        if kind == "intl":
            return "+44 %s 555 %s" % (a[1:], digits(rng, 4))
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3)) if rng.random() < 0.5 else "%s 555 %s" % (a, digits(rng, 3))
        return "%s 555 %s" % (a, digits(rng, 4))
    if c in ("US", "CA"):
        a = rng.choice(US_AREAS if c == "US" else CA_AREAS)
        last = "01" + digits(rng, 2)
        style = rng.randrange(5)
        if kind == "intl":
            return "+1 %s 555 %s" % (a, last)
        return ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s", "%s-555-%s"][style] % (a, last)
    if c == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        a = rng.choice(AU_AREAS)
        if kind == "intl":
            return "+61 %s 555%s %s" % (a[1:], digits(rng, 1), digits(rng, 3))
        return "(%s) 555%s %s" % (a, digits(rng, 1), digits(rng, 4)) if rng.random() < 0.6 else \
            "%s 555%s %s" % (a, digits(rng, 1), digits(rng, 4))
    if c == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
        a = rng.choice(IE_AREAS)
        if kind == "intl":
            return "+353 %s 555 %s" % (a[1:], digits(rng, 4))
        return "(%s) 555 %s" % (a, digits(rng, 4)) if rng.random() < 0.3 else "%s 555 %s" % (a, digits(rng, 4))
    raise ValueError(c)


def ext(rng):
    return "555" + digits(rng, rng.choice([1, 2]))


def bleep(rng):
    return rng.choice(["555" + digits(rng, 2), "4-555" + digits(rng, 1), "555" + digits(rng, 1)])


def phone_with_ext(rng, c):
    p = phone(rng, c, "land")
    return p + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, 1) + "555"


DOMAINS = ["example.org", "example.net", "example.com"]


def email_for(rng, first, last, domain=None):
    domain = domain or rng.choice(DOMAINS)
    f = first.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = last.lower().replace("'", "").replace(" ", "").replace("-", "")
    style = rng.randrange(6)
    local = [f + "." + l, f[0] + "." + l, f + l + digits(rng, 2), l + f[0], f + "_" + l, f[0] + l + digits(rng, 1)][style]
    return "%s@%s" % (local, domain)


def dept_email(rng, stem):
    s = stem.lower().replace(" ", "").replace("'", "")
    local = rng.choice(["ibd.nurses", "ibdadvice", "gi.secretaries", "ibd.team", "infusion.unit",
                        "endoscopy.bookings", "ibd-helpline", "gastro.admin", "tdm.lab", "mdt.coordinator"])
    dom = rng.choice(DOMAINS)
    return "%s.%s@%s" % (local, s, dom) if rng.random() < 0.5 else "%s-%s@%s" % (s, local, dom)


def url(rng, stem):
    s = stem.lower().replace(" ", "-").replace("'", "")
    dom = rng.choice(DOMAINS)
    path = rng.choice(["/ibd", "/ibd/advice-line", "/gastro/ibd-service", "/portal", "/patients/ibd",
                       "/infusions", "/results", "/myrecord/login", "/ibd/flare-plan", "/referrals"])
    form = rng.randrange(4)
    if form == 0:
        return "www.%s/%s%s" % (dom, s, path)
    if form == 1:
        return "https://%s/%s%s" % (dom, s, path)
    if form == 2:
        return "https://www.%s%s/%s" % (dom, path, s)
    return "http://%s/%s%s" % (dom, s, path)


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        s = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - (s % 11)
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        d.append(chk)
        t = "".join(map(str, d))
        return "%s %s %s" % (t[:3], t[3:6], t[6:])


def ssn_like(rng, c):
    if c == "US":
        if rng.random() < 0.2:
            return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), letters(rng, rng.choice([1, 2]), "ABCDEFGHKLMNPQRSTVWX"))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return nhs_number(rng)


def mrn_style(rng, c):
    """A per-hospital MRN pattern."""
    return rng.randrange(5)


def mrn(rng, c, style):
    if c == "UK":
        return [lambda: letters(rng, 1) + digits(rng, 6), lambda: digits(rng, 10), lambda: "RX" + letters(rng, 1) + digits(rng, 7),
                lambda: digits(rng, 7), lambda: letters(rng, 2) + digits(rng, 6)][style]()
    if c == "IE":
        return [lambda: digits(rng, 7), lambda: digits(rng, 6), lambda: "H" + digits(rng, 7), lambda: digits(rng, 8),
                lambda: "0" + digits(rng, 6)][style]()
    if c == "AU":
        return [lambda: digits(rng, 7), lambda: digits(rng, 6), lambda: "UR" + digits(rng, 6), lambda: digits(rng, 8),
                lambda: letters(rng, 1) + digits(rng, 6)][style]()
    return [lambda: "00" + digits(rng, 6), lambda: digits(rng, 8), lambda: "E" + digits(rng, 9), lambda: digits(rng, 7),
            lambda: "MR" + digits(rng, 7)][style]()


def healthplan(rng, c):
    if c == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), letters(rng, 1) + digits(rng, 8) + letters(rng, 1),
                           digits(rng, 3) + letters(rng, 2) + digits(rng, 5)])
    if c == "AU":
        return "%s%s %s %s" % (rng.choice("23456"), digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if c == "CA":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if c == "IE":
        return rng.choice([digits(rng, 7) + letters(rng, 1), "GMS" + digits(rng, 6), digits(rng, 8)])
    return rng.choice(["HHI-" + digits(rng, 7), letters(rng, 2) + digits(rng, 8), digits(rng, 9) + letters(rng, 1)])


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), letters(rng, 2) + digits(rng, 4)])


def account(rng, c):
    return rng.choice(["ENC-" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 10),
                       digits(rng, 2) + "-" + digits(rng, 7), "FIN" + digits(rng, 8), "EP" + digits(rng, 7),
                       digits(rng, 9)])


def license_no(rng, kind):
    if kind == "GMC":
        return rng.choice("234567") + digits(rng, 6)
    if kind == "NMC":
        return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
    if kind == "NPI":
        return "1" + digits(rng, 9)
    if kind == "DEA":
        return letters(rng, 2, "ABFGMPR") + digits(rng, 7)
    if kind == "AHPRA":
        return rng.choice(["MED", "NMW"]) + "000" + digits(rng, 7)
    if kind == "PRESCRIBER":
        return digits(rng, 7) + letters(rng, 1)
    if kind == "IMC":
        return digits(rng, 6)
    if kind == "NMBI":
        return digits(rng, 6)
    if kind == "CPSO":
        return digits(rng, 5)
    if kind == "STATE":
        return rng.choice(["MD", "RN"]) + digits(rng, 6)
    if kind == "GPHC":
        return "20" + digits(rng, 5)
    return digits(rng, 7)


def device_serial(rng, kind):
    if kind == "scope":
        return rng.choice(["2" + digits(rng, 6), "7" + digits(rng, 6), letters(rng, 1) + digits(rng, 6)])
    if kind == "pump":
        return rng.choice(["INF-" + digits(rng, 7), digits(rng, 8), "SN" + digits(rng, 7), letters(rng, 2) + digits(rng, 6)])
    if kind == "capsule":
        return "PC" + digits(rng, 8)
    return letters(rng, 3) + digits(rng, 6)


def vehicle(rng, c):
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if c == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "201", "222", "171", "231", "12", "08"]),
                             rng.choice(["D", "C", "G", "KY", "L", "MO", "WX", "T"]), digits(rng, rng.choice([4, 5])))
    if c == "AU":
        return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    if c == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), letters(rng, 3) + "-" + digits(rng, 4)])


def bioid(rng, kind):
    return {"fp": "FP-" + digits(rng, 5), "palm": "PV-" + digits(rng, 8), "voice": "VP-" + digits(rng, 4) + "-" + digits(rng, 1),
            "iris": "IR" + digits(rng, 7)}[kind]


def idnum(rng, kind, year=None):
    yy = "%02d" % ((year or 2023) % 100)
    if kind == "histo":
        return rng.choice(["H%s-%s" % (yy, digits(rng, 5)), "S%s-%s" % (yy, digits(rng, 4)), "%s/%s" % (yy, digits(rng, 5)),
                           "HS%s.%s" % (yy, digits(rng, 5))])
    if kind == "rad":
        return rng.choice(["RAD" + digits(rng, 8), "ACC" + digits(rng, 7), digits(rng, 10), "MR%s-%s" % (yy, digits(rng, 6))])
    if kind == "lab":
        return rng.choice([digits(rng, 2) + letters(rng, 1) + digits(rng, 6), "L" + digits(rng, 9), "C%s%s" % (yy, digits(rng, 6)),
                           letters(rng, 2) + "-" + digits(rng, 7)])
    if kind == "endo":
        return rng.choice(["END-%s-%s" % (yy, digits(rng, 5)), "E" + digits(rng, 8), "GI%s%s" % (yy, digits(rng, 5))])
    if kind == "mdt":
        return rng.choice(["MDT-IBD-%s-%s" % (yy, digits(rng, 3)), "IBD%s/%s" % (yy, digits(rng, 4))])
    if kind == "order":
        return rng.choice(["ORD" + digits(rng, 8), "RQ-" + digits(rng, 7), digits(rng, 8)])
    if kind == "rx":
        return rng.choice(["RX" + digits(rng, 7), "HC-" + digits(rng, 6), "PA-" + digits(rng, 8)])
    if kind == "ref":
        return rng.choice(["REF-" + digits(rng, 6), "HCD/%s/%s" % (yy, digits(rng, 5)), "CR" + digits(rng, 7)])
    return "ID" + digits(rng, 8)


# ---------------------------------------------------------------- dates
def fmt_date(d, c, style):
    us = c == "US"
    dd, mm, yyyy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    wd = WEEKDAYS[d.weekday()]
    if style == "num":
        return "%d/%d/%d" % (mm, dd, yyyy) if us else "%02d/%02d/%d" % (dd, mm, yyyy)
    if style == "num0":
        return "%02d/%02d/%d" % (mm, dd, yyyy) if us else "%02d/%02d/%d" % (dd, mm, yyyy)
    if style == "num2":
        return "%d/%d/%02d" % (mm, dd, yyyy % 100) if us else "%02d/%02d/%02d" % (dd, mm, yyyy % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (dd, mm, yyyy)
    if style == "long":
        return "%s %d, %d" % (mon, dd, yyyy) if us else "%d %s %d" % (dd, mon, yyyy)
    if style == "ord":
        suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return "%d%s %s %d" % (dd, suf, mon, yyyy)
    if style == "short":
        return "%02d-%s-%d" % (dd, mon[:3], yyyy)
    if style == "shortu":
        return "%02d-%s-%d" % (dd, mon[:3].upper(), yyyy)
    if style == "iso":
        return "%d-%02d-%02d" % (yyyy, mm, dd)
    if style == "wd_num":
        return "%s %s" % (wd[:3], fmt_date(d, c, "num"))
    if style == "wd_long":
        return "%s, %s" % (wd, fmt_date(d, c, "long")) if us else "%s %s" % (wd, fmt_date(d, c, "long"))
    if style == "wd_short":
        return "%s %d/%d" % (wd[:3], mm, dd) if us else "%s %d/%d" % (wd[:3], dd, mm)
    if style == "dm":
        return "%d/%d" % (mm, dd) if us else "%d/%d" % (dd, mm)
    if style == "my":
        return "%s %d" % (mon, yyyy)
    if style == "mys":
        return "%s %d" % (mon[:3], yyyy)
    if style == "mnum":
        return "%02d/%d" % (mm, yyyy)
    if style == "y":
        return str(yyyy)
    if style == "md":
        return "%s %d" % (mon, dd) if us else "%d %s" % (dd, mon)
    raise ValueError(style)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + datetime.timedelta(days=rng.randrange(max(1, span)))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))
