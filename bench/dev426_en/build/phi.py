"""PHI value generators. Every value leaves here as a (value, TYPE) tuple or a
list mixing such tuples with plain strings; the Doc records offsets."""
import datetime

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
WK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

US_STYLES = 5
INTL_STYLES = 7


def fmt_date(d, country, style):
    dd, mm, yy = d.day, d.month, d.year
    if country == "US":
        style %= US_STYLES
        return ["%02d/%02d/%d" % (mm, dd, yy), "%d/%d/%d" % (mm, dd, yy),
                "%s %d, %d" % (MON[mm - 1], dd, yy), "%s %d, %d" % (MONTH[mm - 1], dd, yy),
                "%d-%02d-%02d" % (yy, mm, dd)][style]
    style %= INTL_STYLES
    return ["%02d/%02d/%d" % (dd, mm, yy), "%d/%d/%02d" % (dd, mm, yy % 100),
            "%d %s %d" % (dd, MON[mm - 1], yy), "%02d-%s-%d" % (dd, MON[mm - 1], yy),
            "%d %s %d" % (dd, MONTH[mm - 1], yy), "%02d.%02d.%d" % (dd, mm, yy),
            "%d-%02d-%02d" % (yy, mm, dd)][style]


def fmt_short(d, country):
    if country == "US":
        return "%d/%d" % (d.month, d.day)
    return "%02d/%02d" % (d.day, d.month)


def fmt_wk(d, country, long=False):
    if long:
        if country == "US":
            return "%s, %s %d, %d" % (WEEKDAY[d.weekday()], MONTH[d.month - 1], d.day, d.year)
        return "%s %d %s %d" % (WEEKDAY[d.weekday()], d.day, MONTH[d.month - 1], d.year)
    return "%s %s" % (WK[d.weekday()], fmt_short(d, country))


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


# ---------------- contacts (all fictional: every number carries 555) ----------------
AREA = {
    "US": ["614", "508", "806", "478", "517", "570", "301", "541", "765", "207", "719", "804", "315", "559", "337",
           "865", "218", "928", "919", "509"],
    "CA": ["613", "902", "204", "403", "250", "306", "506", "709", "705", "807"],
}


AREA_BY_REGION = {
    "OH": ["937", "419", "330", "740"], "MA": ["508", "978", "413"], "TX": ["806", "254", "903", "325", "432"],
    "GA": ["478", "706", "229"], "MI": ["517", "810", "269", "989"], "PA": ["570", "814", "610"], "MD": ["301", "410"],
    "OR": ["541", "503"], "IN": ["765", "812"], "ME": ["207"], "CO": ["719", "970"], "VA": ["804", "540", "434"],
    "NY": ["315", "607", "518"], "CA": ["559", "209", "661", "530"], "LA": ["337", "318", "985"], "TN": ["865", "731", "423", "931"],
    "MN": ["218", "507", "320"], "AZ": ["928", "520"], "NC": ["919", "252", "828", "910"], "WA": ["509", "253"],
    "ON": ["613", "705", "807"], "NS": ["902"], "MB": ["204"], "AB": ["403", "587"], "BC": ["250", "778"], "SK": ["306"],
    "NB": ["506"], "NL": ["709"],
}


def phone(rng, country, mobile=False, region=None):
    n4 = "%04d" % rng.randint(100, 199)
    if country in ("US", "CA"):
        a = rng.choice(AREA_BY_REGION.get(region) or AREA[country])
        f = rng.randint(0, 3)
        return ["(%s) 555-%s" % (a, n4), "%s-555-%s" % (a, n4), "%s.555.%s" % (a, n4),
                "+1 %s 555 %s" % (a, n4)][f]
    if country == "GB":
        if mobile:
            return "07700 555%03d" % rng.randint(0, 999)
        if rng.random() < 0.3:
            return "020 7555 %04d" % rng.randint(0, 9999)
        return "%s 555 %04d" % (rng.choice(["0113", "0114", "0115", "0117", "0121", "0131", "0141", "0151",
                                           "0161", "0191", "01632", "01904", "01223", "01865"]), rng.randint(0, 9999))
    if country == "AU":
        if mobile:
            return "04%02d 555 %03d" % (rng.randint(0, 99), rng.randint(0, 999))
        code = {"NSW": 2, "VIC": 3, "TAS": 3, "QLD": 7, "SA": 8, "WA": 8}.get(region) or rng.choice([2, 3, 7, 8])
        return "(0%d) 5550 %04d" % (code, rng.randint(0, 9999))
    if country == "IE":
        if mobile:
            return "08%d 555 %04d" % (rng.choice([3, 5, 6, 7, 9]), rng.randint(0, 9999))
        return "(0%s) 555 %04d" % (rng.choice(["1", "21", "61", "91", "66", "94", "74"]), rng.randint(0, 9999))
    if mobile:
        return "02%d 555 %04d" % (rng.choice([1, 2, 7]), rng.randint(0, 9999))
    return "(0%d) 555 %04d" % (rng.choice([3, 4, 6, 7, 9]), rng.randint(0, 9999))


def ext(rng):
    return rng.choice(["555%d" % rng.randint(0, 9), "%d555" % rng.randint(1, 9)])


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


# ---------------- identifiers ----------------
def nhs_number(rng):
    while True:
        d = [9] + [rng.randint(0, 9) for _ in range(8)]
        s = sum(v * w for v, w in zip(d, range(10, 1, -1)))
        c = 11 - (s % 11)
        if c == 11:
            c = 0
        if c != 10:
            d.append(c)
            t = "".join(map(str, d))
            return "%s %s %s" % (t[:3], t[3:6], t[6:])


def mrn(rng, country):
    k = rng.randint(0, 2)
    if country == "US":
        return ["%08d" % rng.randint(0, 99999999), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 4)][k]
    if country == "GB":
        return [rng.choice("KHRSTJ") + digits(rng, 7), letters(rng, 2) + digits(rng, 6), "RX" + digits(rng, 7)][k]
    if country == "CA":
        return [digits(rng, 7), digits(rng, 2) + "-" + digits(rng, 3) + "-" + digits(rng, 3), "M" + digits(rng, 8)][k]
    if country == "AU":
        return [digits(rng, 7), "U" + digits(rng, 6), digits(rng, 8)][k]
    if country == "IE":
        return [digits(rng, 7), "0" + digits(rng, 6), "H" + digits(rng, 6)][k]
    return ["M" + digits(rng, 7), digits(rng, 8), "WK" + digits(rng, 6)][k]


def healthplan(rng, country):
    """(label text, value) for the national / insurance number of a patient."""
    if country == "GB":
        return "NHS No", nhs_number(rng)
    if country == "US":
        return rng.choice([("Member ID", letters(rng, 3) + digits(rng, 9)),
                           ("Medicare MBI", "%d%s%d%s-%s%d-%s%s%d%d" % (rng.randint(1, 9), letters(rng, 1), rng.randint(0, 9),
                            letters(rng, 1), letters(rng, 2), rng.randint(0, 9), letters(rng, 1), letters(rng, 1),
                            rng.randint(0, 9), rng.randint(0, 9))),
                           ("Medicaid ID", digits(rng, 10) + letters(rng, 1))])
    if country == "CA":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))),
                           ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
                           ("Health card", digits(rng, 10))])
    if country == "AU":
        return "Medicare", "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
    if country == "IE":
        return rng.choice([("IHI", digits(rng, 10)), ("Medical card", digits(rng, 7) + letters(rng, 1))])
    return "NHI", letters(rng, 3) + digits(rng, 4)


def ssn(rng, country):
    if country == "US":
        a = rng.choice(["9%02d" % rng.randint(0, 99), "000"])
        return "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return None


def account(rng, country):
    k = rng.randint(0, 4)
    return [("FIN", "%02d-%s" % (rng.randint(19, 25), digits(rng, 7))), ("CSN", digits(rng, 10)),
            ("Enc #", "4000" + digits(rng, 8)), ("Visit No", "V" + digits(rng, 8)),
            ("Episode No", "EP" + digits(rng, 7))][k]


def dea(rng, last):
    first = rng.choice("ABFM")
    second = last[0].upper() if last[0].isalpha() else "X"
    d = [rng.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return first + second + "".join(map(str, d)) + str(chk)


def license_for(rng, country, kind, last):
    """(label, value) for a clinician's registration number. kind: md/rn/pharm."""
    if country == "GB":
        return {"md": ("GMC", "%d%s" % (rng.choice([6, 7]), digits(rng, 6))),
                "rn": ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))),
                "pharm": ("GPhC", "20" + digits(rng, 5))}[kind]
    if country == "US":
        if kind == "md":
            return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", dea(rng, last))])
        if kind == "pharm":
            return ("RPh Lic", "RPH." + digits(rng, 6))
        return ("RN Lic", "RN" + digits(rng, 7))
    if country == "CA":
        return {"md": ("CPSO", digits(rng, 5)), "rn": ("CNO", digits(rng, 7)), "pharm": ("OCP", digits(rng, 6))}[kind]
    if country == "AU":
        pre = {"md": "MED", "rn": "NMW", "pharm": "PHA"}[kind]
        return ("AHPRA", pre + "000" + digits(rng, 7))
    if country == "IE":
        return {"md": ("IMC", digits(rng, 6)), "rn": ("NMBI PIN", digits(rng, 6)), "pharm": ("PSI", digits(rng, 5))}[kind]
    return {"md": ("MCNZ", digits(rng, 5)), "rn": ("NCNZ", digits(rng, 6)), "pharm": ("PCNZ", digits(rng, 5))}[kind]


def device_serial(rng):
    k = rng.randint(0, 6)
    return ["%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4)), letters(rng, 3) + digits(rng, 6),
            letters(rng, 3) + " " + digits(rng, 6) + letters(rng, 1), "2316" + digits(rng, 7),
            "SN" + digits(rng, 8), "BME-" + digits(rng, 5), letters(rng, 2) + digits(rng, 4) + letters(rng, 2) + digits(rng, 2)][k]


def vehicle(rng, country):
    if rng.random() < 0.15:
        return "".join(rng.choice(VIN_CH) for _ in range(17))
    if country == "GB":
        return "%s%02d %s" % (letters(rng, 2), rng.randint(10, 74), letters(rng, 3))
    if country in ("US", "CA"):
        return "%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3))
    if country == "AU":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s %s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))])
    if country == "IE":
        return "%d-%s-%s" % (rng.choice([191, 201, 212, 221, 231, 241, 152]), rng.choice(["D", "C", "G", "KY", "MO", "WX", "LH"]),
                             rng.randint(1, 39999))
    return letters(rng, 3) + digits(rng, 3)


def bioid(rng):
    k = rng.randint(0, 3)
    return ["FP-" + digits(rng, 5), "PV-" + digits(rng, 7), "IRIS-" + digits(rng, 6), "BIO" + digits(rng, 8)][k]


def idnum(rng, kind, year):
    yy = "%02d" % (year % 100)
    return {
        "blood": "BC%s-%s" % (yy, digits(rng, 7)), "lab": "%s%s" % (rng.choice(["M", "H", "S", "L"]), yy) + "-" + digits(rng, 5),
        "order": "ORD" + digits(rng, 8), "datix": rng.choice(["W" + digits(rng, 6), "IR-20%s-%s" % (yy, digits(rng, 5))]),
        "rrt": "RRT-%s-%s" % (yy, digits(rng, 4)), "case": "MM-%s-%03d" % (yy, rng.randint(10, 480)),
        "req": "REQ-" + digits(rng, 7), "amb": "CAD " + digits(rng, 8), "alert": "SA-" + digits(rng, 9),
        "police": "CR/%s/%s" % (digits(rng, 5), yy), "ref": "REF" + digits(rng, 7),
    }[kind]


def add_days(d, n):
    return d + datetime.timedelta(days=n)
