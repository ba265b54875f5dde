"""Country-specific formats: dates, phones, postcodes, identifiers, contacts.
All contacts are fictional: phones contain 555, mail/web use example domains,
IPs are private, SSN-like numbers start with 9 or 000."""
import datetime
import sys

sys.dont_write_bytecode = True

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"

DATE_STYLES = {
    "dmy": ["d/m/Y", "d/m/Y", "d/m/Y", "d.m.y", "d Mon Y", "d Month Y", "d-Mon-Y", "d/m/y",
            "dd/mm/Y"],
    "mdy": ["m/d/Y", "m/d/Y", "mm/dd/Y", "m/d/y", "Month d, Y", "Mon d, Y", "Y-mm-dd"],
    "iso": ["Y-mm-dd", "Y-mm-dd", "Month d, Y", "Mon d, Y", "d-Mon-Y", "dd/mm/Y"],
}
COUNTRY_DATES = {"UK": "dmy", "IE": "dmy", "AU": "dmy", "NZ": "dmy", "CA": "iso", "US": "mdy"}


def fmt_date(rng, d, country, style=None):
    if style is None:
        style = rng.choice(DATE_STYLES[COUNTRY_DATES[country]])
    Y = "%04d" % d.year
    y = "%02d" % (d.year % 100)
    out = {
        "d/m/Y": "%d/%d/%s" % (d.day, d.month, Y) if rng.random() < 0.3 else
        "%02d/%02d/%s" % (d.day, d.month, Y),
        "dd/mm/Y": "%02d/%02d/%s" % (d.day, d.month, Y),
        "d.m.y": "%02d.%02d.%s" % (d.day, d.month, y),
        "d Mon Y": "%d %s %s" % (d.day, MONTHS[d.month - 1][:3], Y),
        "d Month Y": "%d %s %s" % (d.day, MONTHS[d.month - 1], Y),
        "d-Mon-Y": "%02d-%s-%s" % (d.day, MONTHS[d.month - 1][:3], Y),
        "d/m/y": "%d/%d/%s" % (d.day, d.month, y),
        "m/d/Y": "%d/%d/%s" % (d.month, d.day, Y),
        "mm/dd/Y": "%02d/%02d/%s" % (d.month, d.day, Y),
        "m/d/y": "%d/%d/%s" % (d.month, d.day, y),
        "Month d, Y": "%s %d, %s" % (MONTHS[d.month - 1], d.day, Y),
        "Mon d, Y": "%s %d, %s" % (MONTHS[d.month - 1][:3], d.day, Y),
        "Y-mm-dd": "%s-%02d-%02d" % (Y, d.month, d.day),
    }
    return out[style]


def fmt_short(rng, d, country):
    """Day and month only, as in tables and running logs."""
    if COUNTRY_DATES[country] == "mdy":
        return rng.choice(["%d/%d" % (d.month, d.day), "%02d/%02d" % (d.month, d.day)])
    if COUNTRY_DATES[country] == "iso" and rng.random() < 0.5:
        return "%s %d" % (MONTHS[d.month - 1][:3], d.day)
    return rng.choice(["%d/%d" % (d.day, d.month), "%02d/%02d" % (d.day, d.month),
                       "%d %s" % (d.day, MONTHS[d.month - 1][:3])])


def fmt_weekday(rng, d, country):
    wd = WDAYS[d.weekday()]
    if COUNTRY_DATES[country] == "mdy":
        return rng.choice(["%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                           "%s %d/%d" % (wd[:3], d.month, d.day)])
    if COUNTRY_DATES[country] == "iso":
        return rng.choice(["%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                           "%s %d-%02d-%02d" % (wd[:3], d.year, d.month, d.day)])
    return rng.choice(["%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year),
                       "%s %d/%d" % (wd[:3], d.day, d.month),
                       "%s %d %s" % (wd, d.day, MONTHS[d.month - 1])])


def month_year(rng, d):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year),
                       "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                       "%02d/%d" % (d.month, d.year)])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UPPER) for _ in range(n))


# ---------------------------------------------------------------- phones
AREA = {"IL": "217 309", "OH": "614 937 330 419", "WI": "608", "OR": "541", "ID": "208", "AZ": "520",
        "CA": "559", "NY": "518 315", "MN": "507", "MA": "508 978", "CT": "860", "RI": "401", "GA": "912 706",
        "KY": "859", "TN": "865", "OK": "918", "KS": "316", "NE": "402", "NC": "919", "SC": "843", "MO": "816",
        "ON": "416 905 519 613 705 807", "NS": "902", "NB": "506", "SK": "306", "AB": "403", "BC": "250 604",
        "MB": "204", "NSW": "02", "VIC": "03", "TAS": "03", "QLD": "07", "WA": "08", "SA": "08", "NT": "08"}


def phone(rng, country, kind="land", region=None):
    d = lambda n: digits(rng, n)
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07%s 555%s" % (d(3), d(3)), "07%s 555 %s" % (d(3), d(3)),
                               "+44 7%s 555%s" % (d(3), d(3))])
        area = rng.choice(["0113", "0114", "0116", "0117", "0118", "0121", "0161", "01904",
                           "01274", "01423", "01392", "01603", "01225", "01772"])
        if len(area) == 4:
            return "%s %s" % (area, rng.choice(["555 %s" % d(4), "555%s" % d(4)]))
        return "%s 555%s" % (area, d(3))
    if country == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (rng.choice("35679"), d(4))
        area = rng.choice(["021", "091", "061", "051", "056", "071", "090", "066", "065", "041"])
        return rng.choice(["(%s) 555 %s" % (area, d(4)), "%s 555%s" % (area, d(4)),
                           "+353 %s 555 %s" % (area[1:], d(4))])
    if country == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (d(2), d(3))
        area = AREA[region] if region in AREA else rng.choice(["02", "03", "07", "08"])
        return rng.choice(["(%s) 5550 %s" % (area, d(4)), "%s 5555 %s" % (area, d(4)),
                           "+61 %s 5550 %s" % (area[1:], d(4))])
    if country == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (rng.choice("1279"), d(4))
        area = rng.choice(["03", "04", "06", "07", "09"])
        return rng.choice(["(%s) 555 %s" % (area, d(4)), "%s 555 %s" % (area, d(4)),
                           "+64 %s 555 %s" % (area[1:], d(4))])
    if region in AREA and (country == "US") == (region not in ("ON", "NS", "NB", "SK", "AB", "BC", "MB")):
        area = rng.choice(AREA[region].split())
    else:
        area = rng.choice({"CA": ["416", "905", "519", "613", "902", "306", "403", "604", "250"],
                           "US": ["217", "614", "937", "608", "541", "520", "518", "508", "860",
                                  "401", "912", "859", "918", "402", "919", "843"]}[country])
    n = "01" + d(2)
    return rng.choice(["(%s) 555-%s" % (area, n), "%s-555-%s" % (area, n),
                       "%s.555.%s" % (area, n), "1-%s-555-%s" % (area, n)])


def with_ext(rng, p):
    return p + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4)


def pager(rng, country):
    if country in ("UK", "IE", "NZ"):
        return rng.choice(["555" + digits(rng, 1), "555" + digits(rng, 2), "5" + "55" + digits(rng, 3)])
    return rng.choice(["555-" + digits(rng, 4), "(555) " + digits(rng, 4)])


# ---------------------------------------------------------------- postcodes
def postcode(rng, country, prefix, town):
    if country == "UK":
        return "%s%d %d%s" % (prefix, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2))
    if country == "IE":
        return "%s %s%s%s%s" % (prefix, rng.choice(UPPER), digits(rng, 1), rng.choice(UPPER),
                                rng.choice(UPPER + DIG))
    if country == "AU":
        return prefix + digits(rng, 3)
    if country == "NZ":
        from pools_places import NZ_POST
        return NZ_POST[town] + digits(rng, 2)
    if country == "CA":
        return "%s%d%s %d%s%d" % (prefix, rng.randint(0, 9), rng.choice(UPPER), rng.randint(0, 9),
                                  rng.choice(UPPER), rng.randint(0, 9))
    z = prefix + digits(rng, 2)
    return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        ds = [rng.randint(0, 9) for _ in range(9)]
        if ds[0] == 0:
            continue
        tot = sum(v * (10 - i) for i, v in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(str(v) for v in ds) + str(chk)
        return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def hospital_mrn(rng, country):
    if country == "UK":
        return rng.choice(["%s%s" % (rng.choice("KMRJ"), digits(rng, 7)), "RX" + digits(rng, 7),
                           digits(rng, 8), "%s%s" % (letters(rng, 1), digits(rng, 6))])
    if country == "IE":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "MRN" + digits(rng, 6)])
    if country == "AU":
        return rng.choice([digits(rng, 7), "UR" + digits(rng, 6), digits(rng, 3) + "-" + digits(rng, 3)])
    if country == "NZ":
        return nhi(rng)
    if country == "CA":
        return rng.choice([digits(rng, 7), "H" + digits(rng, 8), digits(rng, 3) + "-" + digits(rng, 4)])
    return rng.choice([digits(rng, 8), "E" + digits(rng, 7), digits(rng, 2) + "-" + digits(rng, 6)])


def nhi(rng):
    L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return "".join(rng.choice(L) for _ in range(3)) + digits(rng, 4)


def health_plan(rng, country):
    """Public insurance / beneficiary numbers and private member numbers."""
    if country == "AU":
        return "%d%s %s %s" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5),
                               digits(rng, 1)) + rng.choice(["", "/" + str(rng.randint(1, 5))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
    if country == "IE":
        return digits(rng, 7) + rng.choice(UPPER)
    if country == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                           "%s%s%s-%s%s%s-%s%s%s%s" % (rng.randint(1, 9), rng.choice(UPPER), rng.choice(UPPER + DIG),
                                                    digits(rng, 1), rng.choice(UPPER), rng.choice(UPPER + DIG),
                                                    digits(rng, 1), rng.choice(UPPER), rng.choice(UPPER),
                                                    digits(rng, 1))])
    return letters(rng, 2) + digits(rng, 7)


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), "G" + digits(rng, 7)])


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                           "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["T", "W", "A", "B", "TA", "WA"]))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 4))


PHARM_REG = {"UK": ("GPhC", 7), "IE": ("PSI", 5), "AU": ("AHPRA", 0), "NZ": ("PCNZ", 5), "CA": ("OCP #", 6),
             "US": ("RPh Lic", 6)}


def licence(rng, country, role="doctor"):
    """Returns (label, value)."""
    if role == "pharm":
        lab, k = PHARM_REG[country]
        return lab, ("PHA000" + digits(rng, 7)) if k == 0 else digits(rng, k)
    if country == "UK":
        if role == "doctor":
            return "GMC", rng.choice(["", ""]) + str(rng.randint(3, 7)) + digits(rng, 6)
        if role == "nurse":
            return "NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
        return "HCPC", rng.choice(["OT", "PH"]) + digits(rng, 5)
    if country == "IE":
        if role == "doctor":
            return "IMC", digits(rng, 6) if rng.random() < 0.5 else digits(rng, 5)
        if role == "nurse":
            return "NMBI PIN", digits(rng, 6)
        return "CORU", "OT" + digits(rng, 6)
    if country == "AU":
        if role == "doctor":
            return rng.choice([("AHPRA", "MED000" + digits(rng, 7)),
                               ("Provider No", digits(rng, 6) + rng.choice(UPPER) + rng.choice("ABCDFHJKLTWXY")),
                               ("Prescriber No", digits(rng, 7))])
        if role == "nurse":
            return "AHPRA", "NMW000" + digits(rng, 7)
        return "AHPRA", "OCC000" + digits(rng, 7)
    if country == "NZ":
        if role == "doctor":
            return "MCNZ", digits(rng, 5)
        if role == "nurse":
            return "NCNZ", digits(rng, 6)
        return "OTBNZ", digits(rng, 5)
    if country == "CA":
        if role == "doctor":
            return rng.choice([("CPSO #", digits(rng, 5)), ("CPSBC", digits(rng, 5)),
                               ("Billing #", digits(rng, 6))])
        if role == "nurse":
            return "CNO Reg", digits(rng, 8)
        return "COTO Reg", "G" + digits(rng, 5)
    if role == "doctor":
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", dea(rng)), ("Lic #", letters(rng, 1) + digits(rng, 6))])
    if role == "nurse":
        return "RN Lic", "RN" + digits(rng, 7)
    return "OTR/L Lic", digits(rng, 6)


def dea(rng):
    ds = [rng.randint(0, 9) for _ in range(6)]
    chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
    return rng.choice("ABFM") + rng.choice(UPPER) + "".join(str(v) for v in ds) + str(chk)


def npi(rng):
    return "1" + digits(rng, 9)


def account(rng, country):
    return rng.choice([digits(rng, 9), "EP" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4),
                       "V" + digits(rng, 8), "ATT" + digits(rng, 7), "CSN " + digits(rng, 10)][
                          :6 if country == "US" else 5])


def accession(rng, kind="lab"):
    if kind == "lab":
        return rng.choice(["%s%02d-%s" % (letters(rng, 1), rng.randint(19, 25), digits(rng, 5)),
                           "%s%s" % (letters(rng, 2), digits(rng, 8)), digits(rng, 2) + letters(rng, 1) + digits(rng, 6)])
    if kind == "rad":
        return rng.choice(["RAD" + digits(rng, 7), "US-" + digits(rng, 8), "ACC" + digits(rng, 7)])
    if kind == "batch":
        return rng.choice([letters(rng, 2) + digits(rng, 4), digits(rng, 1) + letters(rng, 1) + digits(rng, 4)
                           + letters(rng, 1), letters(rng, 1) + digits(rng, 5) + letters(rng, 1)])
    if kind == "ref":
        return rng.choice(["REF-" + digits(rng, 6), "RF" + digits(rng, 7), digits(rng, 4) + "/" + digits(rng, 4)])
    if kind == "uid":
        return "1.2.826.0.1.%s.%d.%s" % (digits(rng, 7), rng.randint(1, 9), digits(rng, 10))
    return digits(rng, 8)


def device_sn(rng):
    return rng.choice(["SN" + digits(rng, 7), letters(rng, 3) + digits(rng, 6),
                       digits(rng, 5) + letters(rng, 2) + digits(rng, 2), "%s-%s" % (letters(rng, 2), digits(rng, 6))])


def plate(rng, country):
    L = letters
    if country == "UK":
        return "%s%02d %s" % (L(rng, 2), rng.choice([18, 19, 20, 21, 22, 23, 68, 69, 70, 71, 72, 73]), L(rng, 3))
    if country == "IE":
        return "%d-%s-%s" % (rng.choice([151, 161, 171, 181, 191, 201, 211, 221, 232, 241]),
                             rng.choice(["C", "D", "G", "L", "KY", "WX", "KK", "MO", "SO", "WH"]),
                             digits(rng, rng.choice([3, 4, 5])))
    if country == "AU":
        return rng.choice(["%s%s%s" % (L(rng, 3), digits(rng, 2), L(rng, 1)), "%s-%s" % (digits(rng, 3), L(rng, 3)),
                           "1%s%s" % (L(rng, 2), digits(rng, 3))])
    if country == "NZ":
        return L(rng, 3) + digits(rng, 3)
    if country == "CA":
        return rng.choice(["%s %s" % (L(rng, 4), digits(rng, 3)), "%s%s-%s" % (L(rng, 2), digits(rng, 1), digits(rng, 3) + L(rng, 1))])
    return rng.choice(["%d%s%s" % (rng.randint(1, 9), L(rng, 3), digits(rng, 3)), "%s-%s" % (L(rng, 3), digits(rng, 4))])


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 6), "BIO" + digits(rng, 7), "VP-" + digits(rng, 5) + letters(rng, 1),
                       "PV" + digits(rng, 6), "FID-" + letters(rng, 2) + digits(rng, 5)])


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))


DOMAINS = ["example.com", "example.org", "example.net"]


def email_for(rng, first, last):
    f = first.lower().replace(" ", "").replace("'", "").replace("-", "")
    l = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, rng.randint(1, 99)),
                        "%s%s%d" % (f, l[0], rng.randint(10, 99)), "%s.%s" % (l, f[0])])
    return "%s@%s" % (local, rng.choice(DOMAINS))


def dept_email(rng, kind):
    local = rng.choice({"advice": ["rheum.advice", "rheumadvice", "ra.helpline", "rheumatology.nurses",
                                   "arthritis.advice"],
                        "sec": ["rheum.secretaries", "rheumatology.admin", "rheum.bookings", "msk.us.bookings"],
                        "homecare": ["referrals", "patientservices", "homecare.team", "orders"],
                        "ot": ["handtherapy", "ot.rheum", "hand.ot"]}[kind])
    return "%s@%s%s" % (local, rng.choice(["", "", "mail.", "health."]), rng.choice(DOMAINS))


def url(rng, kind):
    d = rng.choice(DOMAINS)
    path = {"portal": ["/portal", "/myhealth/login", "/patients/portal", "/rheum-portal"],
            "info": ["/ra-info", "/arthritis/methotrexate", "/rheumatology/leaflets", "/biologics-guide"],
            "homecare": ["/track", "/myorders", "/patient/login", "/register"],
            "form": ["/forms/biologic", "/referral/rheum", "/pa/submit"]}[kind]
    pre = rng.choice(["https://", "www.", "https://www.", "http://", "https://portal."])
    return "%s%s%s" % (pre, d, rng.choice(path))


def username(rng, first, last):
    f = first.lower().replace(" ", "").replace("'", "").replace("-", "")
    l = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, rng.randint(1, 9)), "%s.%s" % (f, l),
                       "%s%s" % (l[:6], f[0]), ("%s%s%02d" % (f[0], l[:5], rng.randint(1, 99))).upper(),
                       "%s_%s" % (f, l[0])])
