"""Identifier, contact and date generators.  All randomness comes from the rng passed in.

Contact rules: every phone/fax/pager/extension contains 555; e-mail and URL hosts are
example.com/.org/.net only; IPs are private; SSN-like numbers start with 9 or 000.
"""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"
DOMAINS = ["example.org", "example.com", "example.net"]


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UP) for _ in range(n))


# ---------------------------------------------------------------- dates
DATE_STYLES = {
    "US": ["mdY", "mdY", "mdy", "BdY", "bdY", "iso"],
    "UK": ["dmY", "dmY", "dbY", "dBY", "db-y", "dmy"],
    "IE": ["dmY", "dmY", "dbY", "dBY", "db-y"],
    "AU": ["dmY", "dmY", "dbY", "dmy", "dBY"],
    "CA": ["iso", "iso", "dbY", "BdY", "mdY"],
}


def fmt_date(d, style):
    if style == "mdY":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if style == "mdy":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "BdY":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "bdY":
        return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
    if style == "iso":
        return "%04d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "dmY":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dbY":
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dBY":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "db-y":
        return "%02d-%s-%02d" % (d.day, MON3[d.month - 1], d.year % 100)
    raise ValueError(style)


def fmt_short(d, country):
    """day + month without year, e.g. 3/14 or 14/03"""
    if country == "US" or country == "CA":
        return "%d/%d" % (d.month, d.day)
    return "%02d/%02d" % (d.day, d.month)


def fmt_wd_short(d, country):
    return "%s %s" % (WD3[d.weekday()], fmt_short(d, country))


def rand_date(rng, lo, hi):
    span = (hi - lo).days
    return lo + datetime.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- contacts
AREA = {"US": ["217", "614", "419", "260", "517", "608", "515", "316", "918", "806", "520",
               "208", "509", "541", "559", "775", "505", "912", "251", "865", "859", "540",
               "828", "864", "570", "814", "508", "413", "802", "207", "315", "860", "401"],
        "CA": ["905", "519", "613", "705", "807", "819", "506", "902", "306", "204", "403",
               "250", "709"]}
UK_STD = ["01604", "01536", "01234", "01582", "0118", "01225", "01823", "01392", "01872",
          "01228", "01772", "01942", "01484", "01302", "01522", "01603", "01473", "01206",
          "01622", "01227", "01483", "01793", "01452", "01743", "01785", "01332", "01244",
          "0191", "01792", "01382", "01463", "028"]
IE_STD = ["091", "065", "061", "066", "021", "051", "056", "053", "090", "071", "074",
          "041", "046", "045", "094", "057", "01"]
AU_STD = ["03", "02", "07", "08"]


def phone(rng, country, mobile=False):
    if country in ("US", "CA"):
        a = rng.choice(AREA[country])
        s = digits(rng, 4)
        f = rng.randrange(4)
        if f == 0:
            return "(%s) 555-%s" % (a, s)
        if f == 1:
            return "%s-555-%s" % (a, s)
        if f == 2:
            return "%s.555.%s" % (a, s)
        return "+1 %s 555 %s" % (a, s)
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555%s", "07911 555%s", "07723 555%s"]) % digits(rng, 3)
        c = rng.choice(UK_STD)
        return "%s 555%s" % (c, digits(rng, 3)) if len(c) == 5 else "%s 555 %s" % (c, digits(rng, 4))
    if country == "IE":
        if mobile:
            return "0%s 555 %s" % (rng.choice(["83", "85", "86", "87", "89"]), digits(rng, 4))
        return "(%s) 555 %s" % (rng.choice(IE_STD), digits(rng, 4)) if rng.random() < 0.4 else \
            "%s 555 %s" % (rng.choice(IE_STD), digits(rng, 4))
    if country == "AU":
        if mobile:
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "(%s) 5550 %s" % (rng.choice(AU_STD), digits(rng, 4)) if rng.random() < 0.5 else \
            "%s 5550 %s" % (rng.choice(AU_STD), digits(rng, 4))
    raise ValueError(country)


def extension(rng):
    return rng.choice(["ext. 555%s" % digits(rng, 1), "x555%s" % digits(rng, 1),
                       "ext 555%s" % digits(rng, 1), "ext. %s555" % digits(rng, 1)])


def pager(rng):
    return rng.choice(["555-%s" % digits(rng, 4), "5-555%s" % digits(rng, 1), "555%s" % digits(rng, 1),
                       "#555%s" % digits(rng, 2)])


def email_for(rng, first, last, team=None):
    dom = rng.choice(DOMAINS)
    clean = lambda s: "".join(ch for ch in s.lower() if ch.isalnum())
    if team:
        return "%s@%s" % (team, dom)
    f = rng.randrange(5)
    if f == 0:
        u = "%s.%s" % (clean(first), clean(last))
    elif f == 1:
        u = "%s%s" % (clean(first)[0], clean(last))
    elif f == 2:
        u = "%s_%s%s" % (clean(first), clean(last), digits(rng, 2))
    elif f == 3:
        u = "%s.%s" % (clean(last), clean(first)[0])
    else:
        u = "%s%s%s" % (clean(first), clean(last)[:3], digits(rng, 3))
    return "%s@%s" % (u, dom)


def url(rng, kind="portal"):
    dom = rng.choice(DOMAINS)
    host = rng.choice(["www." + dom, dom, "www." + dom])
    paths = {
        "portal": ["/opat/portal", "/patient-portal/login", "/myhealth", "/opat/patients",
                   "/homeiv/info", "/portal?id=%s" % digits(rng, 5)],
        "meet": ["/meet/opat-mdt-%s" % digits(rng, 4), "/j/%s" % digits(rng, 9),
                 "/vc/id-mdt?room=%s" % digits(rng, 6)],
        "refer": ["/opat/referral", "/eforms/opat-%s" % digits(rng, 3), "/referrals/id"],
        "info": ["/leaflets/picc-care.pdf", "/opat/leaflet-elastomeric", "/homeiv/faq",
                 "/patient-info/outpatient-antibiotics"],
    }[kind]
    pre = rng.choice(["https://", "https://", "http://", ""])
    return pre + host + rng.choice(paths)


def ipaddr(rng):
    f = rng.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if f == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


def username(rng, first, last):
    clean = lambda s: "".join(ch for ch in s.lower() if ch.isalpha())
    f = rng.randrange(5)
    if f == 0:
        return clean(first)[0] + clean(last)[:7]
    if f == 1:
        return clean(first)[0] + clean(last)[:6] + digits(rng, 1)
    if f == 2:
        return "%s.%s" % (clean(first), clean(last))
    if f == 3:
        return (clean(last)[:5] + clean(first)[:2] + digits(rng, 2)).upper()
    return "%s%s%s" % (clean(first)[:3], clean(last)[:3], digits(rng, 3))


# ---------------------------------------------------------------- record numbers
def mrn(rng, country):
    if country == "UK":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), "RX%s" % digits(rng, 6),
                           digits(rng, 8), "%s%s%s" % (letters(rng, 2), digits(rng, 5), letters(rng, 1))])
    if country == "IE":
        return rng.choice([digits(rng, 7), "MRN%s" % digits(rng, 6), "0%s" % digits(rng, 6)])
    if country == "AU":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 6)), digits(rng, 7)])
    if country == "CA":
        return rng.choice([digits(rng, 7), "H%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 4))])
    return rng.choice([digits(rng, 8), "00%s" % digits(rng, 6), "E%s" % digits(rng, 7),
                       "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 2))])


def nhs_number(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.75:
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), letters(rng, 1))
    if country == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 3))


def healthplan(rng, country):
    if country == "US":
        return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)), "W%s" % digits(rng, 9),
                           "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 8)),
                           "%s" % (digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + letters(rng, 1) + digits(rng, 2) + letters(rng, 2) + digits(rng, 2))])
    if country == "AU":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 5), digits(rng, 1))
    if country == "CA":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if country == "IE":
        return rng.choice(["%s%s" % (digits(rng, 7), letters(rng, 1)), "%s%s" % (letters(rng, 2), digits(rng, 7))])
    return "%s%s" % (letters(rng, 3), digits(rng, 7))


def group_no(rng):
    return rng.choice(["GRP-%s" % digits(rng, 5), "%s%s" % (digits(rng, 6), letters(rng, 1)),
                       "G%s" % digits(rng, 6)])


def account(rng):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "ENC%s" % digits(rng, 8),
                       "V%s" % digits(rng, 7), "OP%s" % digits(rng, 6), "%s" % digits(rng, 9),
                       "EP-%s-%s" % (digits(rng, 2), digits(rng, 5))])


def idnum(rng, kind):
    if kind == "specimen":
        return rng.choice(["%s%s-%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 5)),
                           "%s%s" % (digits(rng, 2), digits(rng, 7)), "M%s/%s" % (digits(rng, 2), digits(rng, 5))])
    if kind == "referral":
        return rng.choice(["REF-%s" % digits(rng, 6), "OPAT-%s-%s" % (digits(rng, 2), digits(rng, 4)),
                           "R%s" % digits(rng, 7)])
    if kind == "order":
        return rng.choice(["ORD%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)),
                           "RX%s%s" % (letters(rng, 1), digits(rng, 6))])
    if kind == "batch":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 6)), "B%s-%s" % (digits(rng, 4), digits(rng, 3)),
                           "%s/%s" % (digits(rng, 5), digits(rng, 2))])
    if kind == "incident":
        return rng.choice(["IR-%s" % digits(rng, 6), "W%s" % digits(rng, 6), "%s" % digits(rng, 6),
                           "INC%s" % digits(rng, 7)])
    if kind == "pharmacovig":
        return rng.choice(["YC-%s%s" % (letters(rng, 1), digits(rng, 7)), "MW%s" % digits(rng, 7),
                           "AE-%s-%s" % (digits(rng, 2), digits(rng, 5))])
    if kind == "rx":
        return rng.choice(["RX%s" % digits(rng, 7), "%s%s" % (digits(rng, 7), letters(rng, 1)),
                           "SCR-%s" % digits(rng, 6)])
    raise ValueError(kind)


def device_serial(rng, kind):
    if kind == "pump":
        return rng.choice([digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 6))])
    if kind == "lot":
        return rng.choice(["%s%s%s" % (letters(rng, 3), digits(rng, 4), letters(rng, 1)),
                           "%s%s" % (digits(rng, 2), letters(rng, 1) + digits(rng, 5)),
                           "%s%s" % (letters(rng, 4), digits(rng, 4))])
    if kind == "port":
        return "%s%s" % (letters(rng, 2), digits(rng, 6))
    raise ValueError(kind)


def licence(rng, country, kind):
    if kind == "doctor":
        if country == "UK":
            return digits(rng, 7)
        if country == "IE":
            return digits(rng, 6)
        if country == "AU":
            return "MED000%s" % digits(rng, 7)
        if country == "CA":
            return digits(rng, 5)
        return "1%s" % digits(rng, 9)
    if kind == "nurse":
        if country == "UK":
            return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        if country == "IE":
            return digits(rng, 6)
        if country == "AU":
            return "NMW000%s" % digits(rng, 7)
        if country == "CA":
            return digits(rng, 7)
        return "RN%s" % digits(rng, 6)
    if kind == "pharm":
        if country == "UK":
            return digits(rng, 7)
        if country == "AU":
            return "PHA000%s" % digits(rng, 7)
        return digits(rng, 6) if country != "US" else "RPH.%s" % digits(rng, 7)
    if kind == "dea":
        return "%s%s" % (letters(rng, 2), digits(rng, 7))
    if kind == "driver":
        if country == "US":
            return "%s%s" % (letters(rng, 1), digits(rng, 8))
        if country == "UK":
            return "%s%s%s" % (letters(rng, 5), digits(rng, 6), letters(rng, 2) + digits(rng, 1) + letters(rng, 2))
        return "%s%s" % (letters(rng, 2), digits(rng, 6))
    raise ValueError(kind)


LIC_LABEL = {
    "UK": {"doctor": "GMC", "nurse": "NMC PIN", "pharm": "GPhC"},
    "IE": {"doctor": "IMC", "nurse": "NMBI PIN", "pharm": "PSI reg"},
    "AU": {"doctor": "AHPRA", "nurse": "AHPRA", "pharm": "AHPRA"},
    "CA": {"doctor": "CPSO #", "nurse": "CNO reg", "pharm": "OCP #"},
    "US": {"doctor": "NPI", "nurse": "Lic#", "pharm": "Lic"},
}


def vehicle(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "IE":
        return "%s-%s-%s" % (digits(rng, 3), rng.choice(["D", "G", "C", "L", "KY", "WX", "MO"]), digits(rng, 5))
    if country == "AU":
        return rng.choice(["%s%s-%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def bioid(rng, kind):
    if kind == "finger":
        return rng.choice(["FP-%s" % digits(rng, 5), "FPR%s" % digits(rng, 6), "BIO-F-%s" % digits(rng, 4)])
    if kind == "voice":
        return rng.choice(["VP-%s-%s" % (digits(rng, 4), digits(rng, 2)), "VBIO%s" % digits(rng, 6)])
    if kind == "palm":
        return rng.choice(["PV-%s" % digits(rng, 6), "PALM%s" % digits(rng, 5)])
    raise ValueError(kind)


UK_AREA = {
    "Northampton": "NN", "Kettering": "NN", "Bedford": "MK", "Luton": "LU", "Reading": "RG", "Slough": "SL",
    "Bath": "BA", "Taunton": "TA", "Exeter": "EX", "Barnstaple": "EX", "Truro": "TR", "Carlisle": "CA",
    "Kendal": "LA", "Preston": "PR", "Blackburn": "BB", "Wigan": "WN", "Bolton": "BL", "Huddersfield": "HD",
    "Wakefield": "WF", "Doncaster": "DN", "Lincoln": "LN", "Grantham": "NG", "Norwich": "NR", "King's Lynn": "PE",
    "Ipswich": "IP", "Colchester": "CO", "Chelmsford": "CM", "Maidstone": "ME", "Canterbury": "CT",
    "Hastings": "TN", "Worthing": "BN", "Guildford": "GU", "Swindon": "SN", "Salisbury": "SP", "Gloucester": "GL",
    "Hereford": "HR", "Shrewsbury": "SY", "Stafford": "ST", "Derby": "DE", "Chester": "CH", "Crewe": "CW",
    "Durham": "DH", "Darlington": "DL", "Hexham": "NE", "Swansea": "SA", "Wrexham": "LL", "Bangor": "LL",
    "Dundee": "DD", "Perth": "PH", "Inverness": "IV", "Dumfries": "DG", "Newry": "BT", "Omagh": "BT",
}
CA_FIRST = {"ON": "KLMNP", "QC": "GHJ", "NB": "E", "NS": "B", "PE": "C", "NL": "A", "SK": "S", "MB": "R",
            "AB": "T", "BC": "V"}


def postcode(rng, country, region, city=None):
    if country == "US":
        return digits(rng, 5) if rng.random() < 0.8 else "%s-%s" % (digits(rng, 5), digits(rng, 4))
    if country == "UK":
        out = UK_AREA.get(city) or rng.choice(["NN", "MK", "LU", "RG", "BA", "TA", "EX", "TR"])
        return "%s%d %d%s" % (out, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2))
    if country == "IE":
        return "%s%s %s" % (letters(rng, 1), digits(rng, 2), letters(rng, 1) + digits(rng, 1) + letters(rng, 1) + digits(rng, 1))
    if country == "CA":
        return "%s%s%s %s%s%s" % (rng.choice(CA_FIRST.get(region, "KLMNP")), digits(rng, 1), letters(rng, 1),
                                  digits(rng, 1), letters(rng, 1), digits(rng, 1))
    if country == "AU":
        first = {"VIC": "3", "NSW": "2", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "0"}[region]
        return first + digits(rng, 3)
    raise ValueError(country)
