"""PHI surface-form formatters: dates, phones, identifiers, contacts."""
import datetime as dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
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


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


DMY = {"UK", "IE", "AU"}
CA_DMY = [False]  # set per case so one Canadian note keeps one order


def fmt_date(rng, d, country, style=None):
    """Return a calendar-date string in a country-appropriate surface form."""
    dmy = country in DMY or (country == "CA" and CA_DMY[0])
    if style is None:
        style = rng.choice(["num", "num", "num", "num2", "short", "long",
                            "iso", "dot", "ord", "upper", "wk", "nopad"])
    y, m, day = d.year, d.month, d.day
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, day)
    if style == "num":
        return ("%02d/%02d/%04d" % (day, m, y)) if dmy else ("%02d/%02d/%04d" % (m, day, y))
    if style == "nopad":
        return ("%d/%d/%04d" % (day, m, y)) if dmy else ("%d/%d/%04d" % (m, day, y))
    if style == "num2":
        return ("%02d/%02d/%02d" % (day, m, y % 100)) if dmy else ("%d/%d/%02d" % (m, day, y % 100))
    if style == "dot":
        return ("%02d.%02d.%04d" % (day, m, y)) if dmy else ("%02d-%02d-%04d" % (m, day, y))
    if style == "short":
        return ("%d %s %04d" % (day, MON[m - 1], y)) if dmy else ("%s %d, %04d" % (MON[m - 1], day, y))
    if style == "long":
        return ("%d %s %04d" % (day, MONTHS[m - 1], y)) if dmy else ("%s %d, %04d" % (MONTHS[m - 1], day, y))
    if style == "ord":
        return ("%s %s %04d" % (ordinal(day), MONTHS[m - 1], y)) if dmy else ("%s %s, %04d" % (MONTHS[m - 1], ordinal(day), y))
    if style == "upper":
        return "%02d-%s-%04d" % (day, MON[m - 1].upper(), y)
    if style == "wk":
        w = WD[d.weekday()]
        return ("%s %02d/%02d/%04d" % (w, day, m, y)) if dmy else ("%s %d/%d/%04d" % (w, m, day, y))
    if style == "wklong":
        w = WEEKDAYS[d.weekday()]
        return ("%s %d %s %04d" % (w, day, MONTHS[m - 1], y)) if dmy else ("%s, %s %d, %04d" % (w, MONTHS[m - 1], day, y))
    if style == "dm":
        return ("%d/%d" % (day, m)) if dmy else ("%d/%d" % (m, day))
    if style == "dmon":
        return ("%d %s" % (day, MON[m - 1])) if dmy else ("%s %d" % (MON[m - 1], day))
    if style == "wkdm":
        w = WD[d.weekday()]
        return ("%s %d/%d" % (w, day, m)) if dmy else ("%s %d/%d" % (w, m, day))
    if style == "my":
        return "%s %04d" % (rng.choice([MONTHS, MON])[m - 1], y)
    if style == "mmyy":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%04d" % y
    if style == "compact":
        return "%04d%02d%02d" % (y, m, day)
    raise ValueError(style)


def fmt_dob(rng, d, country):
    return fmt_date(rng, d, country, rng.choice(
        ["num", "num", "num", "short", "iso", "upper", "long", "dot", "num2"]))


# ------------------------------------------------------------------ phones
UK_AREAS = ["0113", "0161", "01524", "01228", "01603", "01392", "01227", "0191",
            "01743", "01248", "01592", "01904", "01782", "01872", "01522", "01597",
            "01942", "01772", "01325", "01642", "01482", "01792", "01633", "0114"]
US_AREAS = ["216", "330", "412", "717", "502", "304", "602", "303", "313", "615",
            "503", "512", "813", "406", "414", "919", "207", "505", "614", "859"]
CA_AREAS = ["613", "416", "705", "519", "418", "514", "819", "604", "250", "403",
            "780", "204", "306", "902", "506", "709"]
AU_AREAS = ["02", "03", "07", "08"]
IE_AREAS = ["01", "021", "091", "094", "061", "066", "071", "074", "051", "056",
            "046", "090", "057", "065"]


def phone(rng, country, kind="land"):
    """kind: land, mobile, fax, pager, office (with extension sometimes)."""
    if kind == "pager":
        return rng.choice(["555-%s" % digits(rng, 4), "5555%s" % digits(rng, 1),
                           "555%s" % digits(rng, 2), "4-555%s" % digits(rng, 1),
                           "#555%s" % digits(rng, 1)])
    ext = ""
    if kind == "office" and rng.random() < 0.35:
        ext = rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, rng.choice([2, 3, 4]))
    if country == "UK":
        if kind == "mobile":
            n = "07%s %s" % (digits(rng, 3), "555" + digits(rng, 3))
            return rng.choice([n, n.replace(" ", ""), "+44 7%s 555 %s" % (digits(rng, 3), digits(rng, 3))])
        a = rng.choice(UK_AREAS)
        rest = "555 " + digits(rng, 4) if len(a) == 4 else "555" + digits(rng, 3)
        if len(a) == 4:
            s = rng.choice(["%s %s" % (a, rest), "(%s) %s" % (a, rest),
                            "+44 %s %s" % (a[1:], rest)])
        else:
            s = rng.choice(["%s %s" % (a, rest), "%s-%s" % (a, rest)])
        return s + ext
    if country in ("US", "CA"):
        a = rng.choice(US_AREAS if country == "US" else CA_AREAS)
        last = digits(rng, 4)
        s = rng.choice(["(%s) 555-%s" % (a, last), "%s-555-%s" % (a, last),
                        "%s.555.%s" % (a, last), "%s 555 %s" % (a, last),
                        "+1 %s 555 %s" % (a, last), "1-%s-555-%s" % (a, last)])
        return s + ext
    if country == "AU":
        if kind == "mobile":
            return rng.choice(["04%s 555 %s" % (digits(rng, 2), digits(rng, 3)),
                               "+61 4%s 555 %s" % (digits(rng, 2), digits(rng, 3))])
        a = rng.choice(AU_AREAS)
        return rng.choice(["(%s) 5550 %s" % (a, digits(rng, 4)),
                           "%s 5555 %s" % (a, digits(rng, 4)),
                           "+61 %s 5550 %s" % (a[1], digits(rng, 4)),
                           "1300 555 %s" % digits(rng, 3)]) + ext
    if country == "IE":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s" % (rng.choice("35679"), digits(rng, 4)),
                               "+353 8%s 555 %s" % (rng.choice("35679"), digits(rng, 4))])
        a = rng.choice(IE_AREAS)
        return rng.choice(["(%s) 555 %s" % (a, digits(rng, 4)),
                           "%s-555%s" % (a, digits(rng, 4)),
                           "+353 %s 555 %s" % (a[1:], digits(rng, 4))]) + ext
    raise ValueError(country)


# ------------------------------------------------------------------ IDs
def nhs_number(rng):
    while True:
        base = [9] + [rng.randint(0, 9) for _ in range(8)]
        tot = sum(d * (10 - i) for i, d in enumerate(base))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(str(x) for x in base) + str(chk)
        return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s,
                           "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def mrn(rng, country):
    forms = ["%s%s" % (letters(rng, rng.choice([1, 2])), digits(rng, 7)),
             digits(rng, 8), "%s-%s" % (letters(rng, 1), digits(rng, 6)),
             "0%s" % digits(rng, 7), "%s%s%s" % (letters(rng, 1), digits(rng, 6), letters(rng, 1)),
             "MR%s" % digits(rng, 6)]
    return rng.choice(forms)


def mbi(rng):
    a = "ACDEFGHJKMNPQRTUVWXY"
    s = (rng.choice("123456789") + rng.choice(a) + rng.choice(a + DIG) + rng.choice(DIG)
         + rng.choice(a) + rng.choice(a + DIG) + rng.choice(DIG) + rng.choice(a)
         + rng.choice(a) + rng.choice(DIG) + rng.choice(DIG))
    return rng.choice([s, "%s-%s-%s" % (s[:4], s[4:7], s[7:])])


def ssn(rng):
    if rng.random() < 0.15:
        a = "000"
    else:
        a = "9" + digits(rng, 2)
    b, c = digits(rng, 2), digits(rng, 4)
    return rng.choice(["%s-%s-%s" % (a, b, c), "%s %s %s" % (a, b, c), a + b + c])


def sin_ca(rng):
    s = "9" + digits(rng, 8)
    return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def ppsn(rng):
    return "9" + digits(rng, 6) + rng.choice(UPPER) + rng.choice(["", "", "A", "W"])


def member_id(rng):
    return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 9)),
                       "W%s" % digits(rng, 9), "%s-%s" % (letters(rng, 2), digits(rng, 7)),
                       "%s%s%s" % (digits(rng, 3), letters(rng, 2), digits(rng, 5))])


def group_no(rng):
    return rng.choice(["%s" % digits(rng, 6), "GRP-%s" % digits(rng, 5), "%s%s" % (letters(rng, 2), digits(rng, 4))])


def medicare_au(rng):
    s = rng.choice("2345679") + digits(rng, 9)
    irn = str(rng.randint(1, 4))
    return rng.choice(["%s %s %s" % (s[:4], s[4:9], s[9]), s, "%s %s %s-%s" % (s[:4], s[4:9], s[9], irn)])


def ihi_au(rng):
    s = "800360" + digits(rng, 10)
    return "%s %s %s %s" % (s[:4], s[4:8], s[8:12], s[12:])


def dva_au(rng):
    return rng.choice(["N", "V", "Q", "W", "S", "T"]) + rng.choice(["X", "", "KM"]) + digits(rng, 6)


def crn_au(rng):
    return "%s %s %s%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), rng.choice(UPPER))


def healthcard_ca(rng, prov):
    if prov == "ON":
        s = digits(rng, 10)
        return "%s-%s-%s-%s" % (s[:4], s[4:7], s[7:], letters(rng, 2))
    if prov == "QC":
        return "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
    if prov == "BC":
        s = "9" + digits(rng, 9)
        return "%s %s %s" % (s[:4], s[4:7], s[7:])
    return digits(rng, rng.choice([9, 10]))


def gms_ie(rng):
    return rng.choice([digits(rng, 8), "%s%s" % (digits(rng, 7), letters(rng, 1)),
                       "%s/%s" % (digits(rng, 4), digits(rng, 3))])


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + (last[0].upper() if last[0].isalpha() else "X") + digits(rng, 7)


def license_for(rng, country):
    """(label text, value) for a clinician licence number."""
    if country == "UK":
        return rng.choice([("GMC", digits(rng, 7)), ("GMC No.", digits(rng, 7)),
                           ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))),
                           ("HCPC", "PH%s" % digits(rng, 5))])
    if country == "US":
        return rng.choice([("NPI", npi(rng)), ("NPI#", npi(rng)),
                           ("Lic #", "%s%s" % (letters(rng, 2), digits(rng, 6)))])
    if country == "AU":
        return rng.choice([("Provider No.", "%s%s" % (digits(rng, 6), letters(rng, 2))),
                           ("AHPRA", "MED%s" % digits(rng, 10)),
                           ("AHPRA reg", "NMW%s" % digits(rng, 10))])
    if country == "CA":
        return rng.choice([("CPSO #", digits(rng, 5)), ("Billing #", digits(rng, 6)),
                           ("Licence no.", "%s-%s" % (digits(rng, 2), digits(rng, 4))),
                           ("CMQ", digits(rng, 5))])
    return rng.choice([("MCRN", digits(rng, 6)), ("NMBI PIN", digits(rng, 6)),
                       ("IMC No.", digits(rng, 6))])


def order_no(rng, country=None):
    return rng.choice(["HOOF-%d-%s" % (rng.randint(2021, 2025), digits(rng, 6)),
                       "ORD%s" % digits(rng, 7), "SO-%s" % digits(rng, 6),
                       "%s/%s" % (digits(rng, 5), digits(rng, 2)),
                       "OX%s%s" % (letters(rng, 1), digits(rng, 6)),
                       "WO-%s-%s" % (digits(rng, 4), digits(rng, 3)),
                       "R%s" % digits(rng, 8)])


def incident_no(rng):
    return rng.choice(["INC-%d-%s" % (rng.randint(2021, 2025), digits(rng, 5)),
                       "W%s" % digits(rng, 6), "IR%s" % digits(rng, 6),
                       "DTX-%s" % digits(rng, 6), "%s-%s" % (letters(rng, 3), digits(rng, 5))])


def job_no(rng):
    return rng.choice(["JB-%s" % digits(rng, 7), "J%s" % digits(rng, 8),
                       "%s-%s" % (digits(rng, 6), digits(rng, 2)), "SR%s" % digits(rng, 6),
                       "CALL-%s" % digits(rng, 6)])


def account(rng):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "CUST%s" % digits(rng, 6),
                       "ACC-%s" % digits(rng, 5), "%s%s" % (letters(rng, 2), digits(rng, 7)),
                       digits(rng, 9), "ENC%s" % digits(rng, 8), "V%s" % digits(rng, 9)])


def accession(rng):
    return rng.choice(["ABG-%d-%s" % (rng.randint(21, 25), digits(rng, 6)),
                       "BG%s" % digits(rng, 7), "S%d-%s" % (rng.randint(21, 25), digits(rng, 5)),
                       "%s%s" % (letters(rng, 2), digits(rng, 8))])


SERIAL_PREFIX = {
    "EverFlo": ["EF", "E"], "Perfecto2": ["IRC5V", "IRC5P"], "VisionAire": ["V5", "VA5"],
    "525KS": ["DV", "525K"], "Inogen One G5": ["G5", "IO5"], "Inogen One G4": ["G4"],
    "SimplyGo Mini": ["SGM", "T"], "FreeStyle Comfort": ["FSC"], "Zen-O lite": ["ZOL"],
    "Platinum Mobile": ["PM4"], "Eclipse 5": ["EC5"], "Nuvo Lite": ["NL"],
    "oximeter": ["OX", "NON", "PO"], "regulator": ["RG", "REG"], "cylinder": ["CYL", "C"],
    "liquid": ["HLX", "LB"], "humidifier": ["HB"],
}


def serial(rng, kind):
    pre = rng.choice(SERIAL_PREFIX.get(kind, ["SN"]))
    return rng.choice(["%s%s" % (pre, digits(rng, 7)),
                       "%s-%s-%s" % (pre, digits(rng, 4), digits(rng, 4)),
                       "%s%s%s" % (pre, digits(rng, 2), letters(rng, 1) + digits(rng, 5)),
                       "%s %s" % (pre, digits(rng, 8))])


def asset_tag(rng):
    return rng.choice(["AT-%s" % digits(rng, 6), "ASSET %s" % digits(rng, 5), "A%s" % digits(rng, 7)])


def vehicle(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), rng.choice(["19", "20", "21", "22", "23", "69", "70", "71", "72", "73"]), letters(rng, 3))
    if country == "US":
        return rng.choice(["%s%s%s" % (rng.choice("123456789"), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "AU":
        return rng.choice(["%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 2) + letters(rng, 1)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 2) + letters(rng, 1))])
    if country == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s %s" % (letters(rng, 1), digits(rng, 2), letters(rng, 3)),
                           "%s-%s" % (digits(rng, 3), letters(rng, 3))])
    return "%s-%s-%s" % (rng.choice(["191", "201", "212", "221", "231", "08", "11"]),
                         rng.choice(["MO", "G", "C", "KY", "CE", "D", "SO", "T"]), digits(rng, rng.choice([3, 4, 5])))


def vin(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + letters(rng, 14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def bioid(rng, kind=None):
    if kind == "finger":
        return rng.choice(["FP-%s" % digits(rng, 5), "FPT%s" % digits(rng, 6), "BIO-%s%s" % (digits(rng, 2), letters(rng, 4, "ABCDEF0123456789"))])
    if kind == "voice":
        return rng.choice(["VP-%s" % digits(rng, 7), "VOX-%s-%s" % (letters(rng, 2), digits(rng, 4)), "VB%s" % digits(rng, 8)])
    return rng.choice(["FP-%s" % digits(rng, 5), "VP-%s" % digits(rng, 7),
                       "BIO-%s%s" % (digits(rng, 2), letters(rng, 4, "ABCDEF0123456789")),
                       "FPT%s" % digits(rng, 6), "VOX-%s-%s" % (letters(rng, 2), digits(rng, 4)),
                       "FACE-%s" % digits(rng, 6)])


def ip_private(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def _clean(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out)


def email(rng, first, last, domain=None):
    f, l = _clean(first), _clean(last)
    dom = domain or rng.choice(["example.com", "example.org", "example.net"])
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%s" % (f, l[:4], digits(rng, 2)),
                        "%s%s" % (l, digits(rng, 2)), "%s.%s%s" % (f, l[0], digits(rng, 3))])
    return "%s@%s" % (local, dom)


def org_email(rng, slug):
    box = rng.choice(["orders", "service", "oxygen", "referrals", "customercare", "bookings", "engineers"])
    dom = rng.choice(["example.com", "example.org", "example.net"])
    return rng.choice(["%s.%s@%s" % (slug, box, dom), "%s-%s@%s" % (box, slug, dom)])


def url(rng, slug):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    return rng.choice(["www.%s/%s" % (dom, slug), "https://%s.%s" % (slug, dom),
                       "https://www.%s/%s/oxygen" % (dom, slug), "%s/%s-portal" % (dom, slug),
                       "https://portal.%s/%s/login" % (dom, slug)])


def username(rng, first, last):
    f, l = _clean(first), _clean(last)
    return rng.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], rng.randint(1, 9)),
                       "%s_%s" % (l[:5], f[0]), "%s%s" % (f, digits(rng, 2)), "hos_%s%s" % (f[0], l[:5])])


def passport(rng):
    return rng.choice(["%s" % digits(rng, 9), "%s%s" % (letters(rng, 2), digits(rng, 7)),
                       "%s%s" % (letters(rng, 1), digits(rng, 8))])


def booking_ref(rng):
    return letters(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
