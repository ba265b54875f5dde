"""Surface-form generators for PHI values (dates, contacts, identifiers).
All contacts are fictional: phones/faxes contain 555, mail and web use
example.com/.org/.net, IP addresses are private, SSN-like numbers start with 9."""
import datetime as dt

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n, first=None):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first is not None:
        s = first + s[1:]
    return s


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def _ord(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def dmy_first(country):
    return country != "US"


# ------------------------------------------------------------------ dates
DATE_STYLES = ["num", "num", "num", "num2", "iso", "text", "text", "text_long", "ord", "dash",
               "dashU", "dot", "wd_num", "wd_text", "short"]


def fdate(rng, d, country, style=None):
    """Format a full calendar date in a country-plausible style."""
    if style is None:
        style = rng.choice(DATE_STYLES)
        if country == "CA" and rng.random() < 0.3:
            style = "iso"
    dd, mm, yy = d.day, d.month, d.year
    us = not dmy_first(country)
    if style == "num":
        pad = rng.random() < 0.7
        a, b = ("%02d" % mm, "%02d" % dd) if pad else (str(mm), str(dd))
        return "%s/%s/%d" % (a, b, yy) if us else "%s/%s/%d" % (b, a, yy)
    if style == "num2":
        return ("%d/%d/%02d" % (mm, dd, yy % 100)) if us else ("%02d/%02d/%02d" % (dd, mm, yy % 100))
    if style == "iso":
        return "%d-%02d-%02d" % (yy, mm, dd)
    if style == "text":
        return ("%s %d, %d" % (MON3[mm - 1], dd, yy)) if us else ("%d %s %d" % (dd, MON3[mm - 1], yy))
    if style == "text_long":
        return ("%s %d, %d" % (MON[mm - 1], dd, yy)) if us else ("%d %s %d" % (dd, MON[mm - 1], yy))
    if style == "ord":
        return ("%s %s %d" % (MON[mm - 1], _ord(dd), yy)) if us else ("%s %s %d" % (_ord(dd), MON[mm - 1], yy))
    if style == "dash":
        return "%02d-%s-%d" % (dd, MON3[mm - 1], yy)
    if style == "dashU":
        return "%02d-%s-%02d" % (dd, MON3[mm - 1].upper(), yy % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (dd, mm, yy)
    if style == "wd_num":
        w = WD3[d.weekday()]
        return ("%s %d/%d" % (w, mm, dd)) if us else ("%s %02d/%02d" % (w, dd, mm))
    if style == "wd_text":
        w = WD[d.weekday()]
        return ("%s, %s %d" % (w, MON[mm - 1], dd)) if us else ("%s %d %s" % (w, dd, MON[mm - 1]))
    if style == "short":
        return ("%d/%d" % (mm, dd)) if us else ("%d/%d" % (dd, mm))
    if style == "compact":
        return "%d%02d%02d" % (yy, mm, dd)
    if style == "wd":
        return WD[d.weekday()]
    if style == "wd3":
        return WD3[d.weekday()]
    if style == "month_year":
        return rng.choice(["%s %d" % (MON[mm - 1], yy), "%s %d" % (MON3[mm - 1], yy),
                           "%02d/%d" % (mm, yy)])
    if style == "month":
        return MON[mm - 1]
    if style == "year":
        return str(yy)
    raise ValueError(style)


def fdob(rng, d, country):
    return fdate(rng, d, country, rng.choice(["num", "num", "num", "iso", "text", "text_long",
                                              "dash", "dashU", "dot"]))


def table_date(d, country):
    """Compact date used in dose tables: dd/mm/yy or mm/dd/yy."""
    if country == "US":
        return "%02d/%02d/%02d" % (d.month, d.day, d.year % 100)
    return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)


# ------------------------------------------------------------------ phones
UK_AREAS = ["0113", "0161", "01924", "01422", "01539", "01392", "01603", "01743", "0191",
            "01622", "01248", "01592", "01224", "01823", "01332", "01522", "01597", "0131"]
US_AREAS = ["614", "412", "313", "503", "612", "414", "207", "802", "404", "512", "602", "303",
            "919", "804", "317", "314", "515", "502", "615", "617", "603", "505", "208", "406"]
AU_AREAS = ["02", "03", "07", "08"]
IE_AREAS = ["021", "091", "094", "066", "074", "045", "046", "053", "0504", "065", "071", "042"]


def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.3
    r = rng.random()
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555 %s", "07911 555%s", "07488 555 %s", "07700555%s"]) % digits(rng, 3)
        a = rng.choice(UK_AREAS)
        tail = digits(rng, 4) if len(a) == 4 else digits(rng, 3)
        if r < 0.15:
            return "+44 %s 555 %s" % (a[1:], tail)
        return "%s %s" % (a, rng.choice(["555 " + tail, "555" + tail]))
    if country in ("US", "CA"):
        a = rng.choice(US_AREAS if country == "US" else ["613", "416", "604", "403", "204", "306",
                                                         "902", "506", "709", "418", "807", "250"])
        t = digits(rng, 4, first=rng.choice("01"))
        fmts = ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s)555-%s", "1-%s-555-%s", "+1 %s 555 %s"]
        return rng.choice(fmts) % (a, t)
    if country == "AU":
        if mobile:
            return rng.choice(["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        a = rng.choice(AU_AREAS)
        if r < 0.15:
            return "+61 %s 555%s %s" % (a[1:], digits(rng, 1), digits(rng, 4))
        return rng.choice(["(%s) 555%s %s", "%s 555%s %s"]) % (a, digits(rng, 1), digits(rng, 4))
    if country == "IE":
        if mobile:
            return rng.choice(["08%s 555 %s", "08%s-555%s"]) % (rng.choice("35679"), digits(rng, 4))
        a = rng.choice(IE_AREAS)
        if r < 0.15:
            return "+353 %s 555 %s" % (a[1:], digits(rng, 4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (a, digits(rng, 4))
    raise ValueError(country)


def ext(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4, first=rng.choice("2345"))


def pager(rng, country):
    if country == "UK":
        return "555" + digits(rng, 1)
    return rng.choice(["555-%s" % digits(rng, 4), "5-55%s" % digits(rng, 2), "555%s" % digits(rng, 2)])


# ------------------------------------------------------------------ e-mail, web, ip
DOMAINS = ["example.com", "example.org", "example.net"]


def email_person(rng, first, last):
    f, l = first.lower().replace("'", "").replace(" ", ""), last.lower().replace("'", "").replace(" ", "")
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%s" % (f, l, digits(rng, 2)),
                        "%s%s" % (l, digits(rng, 2)), "%s.%s%s" % (f, l[0], digits(rng, 2))])
    return local + "@" + rng.choice(DOMAINS)


def email_service(rng, tag):
    local = rng.choice(["anticoag", "inr.clinic", "warfarin.service", "coag.team", "thrombosis",
                        "anticoagulation", "inr-results", "selftest"])
    sub = rng.choice(["", "", tag.lower() + ".", "mail."])
    return local + "@" + sub + rng.choice(DOMAINS)


def url(rng, tag=None):
    dom = rng.choice(DOMAINS)
    host = rng.choice(["www.", "portal.", "", "myhealth.", "inr."])
    if tag and rng.random() < 0.4:
        host = tag.lower() + "."
    path = rng.choice(["", "/inr", "/anticoag/self-test", "/portal/login", "/warfarin-leaflet",
                       "/coag/results", "/doac-info", "/selftesting/upload", "/patients/messages"])
    scheme = rng.choice(["", "", "https://", "http://"])
    return scheme + host + dom + path


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


# ------------------------------------------------------------------ identifiers
def nhs_number(rng):
    while True:
        d = [int(c) for c in digits(rng, 9, first=rng.choice("4679"))]
        tot = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(map(str, d)) + str(chk)
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def mrn(rng, country):
    if country == "US":
        return rng.choice([digits(rng, 8), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2), "00" + digits(rng, 6)])
    if country == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 2) + letters(rng, 1) + digits(rng, 5)])
    if country == "AU":
        return rng.choice(["0" + digits(rng, 6), digits(rng, 7), "MR" + digits(rng, 6)])
    if country == "CA":
        return rng.choice(["H" + digits(rng, 7), digits(rng, 7), "M" + digits(rng, 2) + "-" + digits(rng, 5)])
    return rng.choice([digits(rng, 7), digits(rng, 2) + letters(rng, 1) + digits(rng, 4), "0" + digits(rng, 6)])


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s", "9%s %s %s"]) % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "UK":
        return rng.choice(["%s 9%s %s %s %s", "%s9%s%s%s%s"]) % (rng.choice(["JT", "NB", "PR", "SK", "WL", "HE"]), digits(rng, 1), digits(rng, 2), digits(rng, 2), rng.choice("ABCD"))
    if country == "IE":
        return "9" + digits(rng, 6) + rng.choice(["TA", "FA", "WA", "T", "H"])
    return "000-" + digits(rng, 2) + "-" + digits(rng, 4)


def healthplan(rng, country):
    if country == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 9), "%s%s%s-%s%s%s-%s%s%s%s" % (
            rng.choice("123456789"), letters(rng, 1), letters(rng, 1), digits(rng, 1), letters(rng, 1), letters(rng, 1),
            letters(rng, 1), letters(rng, 1), digits(rng, 1), digits(rng, 1)), "W" + digits(rng, 8) + "-01", "GRP-" + digits(rng, 5)])
    if country == "AU":
        return rng.choice(["%s %s %s" % (digits(rng, 4, first=rng.choice("2345")), digits(rng, 5), digits(rng, 1)),
                           "%s%s%s" % (digits(rng, 4, first="2"), digits(rng, 5), digits(rng, 1))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                           "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))])
    if country == "IE":
        return rng.choice([digits(rng, 7) + letters(rng, 1), digits(rng, 6) + letters(rng, 1), "SHI-" + digits(rng, 8)])
    return rng.choice(["PM" + digits(rng, 8), letters(rng, 2) + digits(rng, 7)])


def dva(rng):
    return rng.choice(["NX", "QX", "VX", "WX", "N"]) + digits(rng, 6)


def account(rng):
    return rng.choice([digits(rng, 4) + "-" + digits(rng, 4), digits(rng, 10), "V" + digits(rng, 7),
                       "FIN" + digits(rng, 8), "ENC-" + digits(rng, 6), digits(rng, 9),
                       "AC" + digits(rng, 6), "INV-" + digits(rng, 5)])


def _lic_table():
    d = digits
    return {
        "US": {"dr": [("NPI", lambda r: "1" + d(r, 9)), ("DEA", lambda r: letters(r, 1) + r.choice("ABFM") + d(r, 7)),
                      ("Lic #", lambda r: "MD-" + d(r, 6))],
               "nurse": [("Lic #", lambda r: "RN-" + d(r, 6)), ("NPI", lambda r: "1" + d(r, 9))],
               "pharm": [("NPI", lambda r: "1" + d(r, 9)), ("RPh Lic", lambda r: "RPh-" + d(r, 6))]},
        "UK": {"dr": [("GMC", lambda r: d(r, 7, first=r.choice("4567")))],
               "nurse": [("NMC PIN", lambda r: d(r, 2) + letters(r, 1) + d(r, 4) + letters(r, 1))],
               "pharm": [("GPhC", lambda r: "20" + d(r, 5))]},
        "AU": {"dr": [("AHPRA", lambda r: "MED000" + d(r, 7)), ("Prescriber No.", lambda r: d(r, 7))],
               "nurse": [("AHPRA", lambda r: "NMW000" + d(r, 7))],
               "pharm": [("AHPRA", lambda r: "PHA000" + d(r, 7))]},
        "CA": {"dr": [("CPSO #", lambda r: d(r, 5)), ("CPSBC", lambda r: d(r, 5))],
               "nurse": [("CNO Reg", lambda r: d(r, 7))],
               "pharm": [("OCP #", lambda r: "6" + d(r, 5))]},
        "IE": {"dr": [("MCRN", lambda r: d(r, 6))], "nurse": [("NMBI PIN", lambda r: d(r, 6))],
               "pharm": [("PSI Reg", lambda r: d(r, 5))]},
    }


LIC = _lic_table()


def license_clin(rng, country, kind="dr"):
    """(label, value) for a clinician registration number."""
    lab, fn = rng.choice(LIC[country][kind])
    return lab, fn(rng)


def driver_licence(rng, country, last=None):
    if country == "UK" and last:
        l5 = (last.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
        return l5 + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if country == "US":
        return rng.choice([letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4), digits(rng, 9), letters(rng, 1) + digits(rng, 8)])
    if country == "AU":
        return digits(rng, 8)
    if country == "CA":
        return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
    return digits(rng, 9)


def meter_serial(rng):
    return rng.choice(["UP" + digits(rng, 8), digits(rng, 10), "U" + digits(rng, 9),
                       "XS-" + digits(rng, 6), "INR" + digits(rng, 7), "LW" + digits(rng, 6) + letters(rng, 1)])


def implant_serial(rng):
    return rng.choice(["PJN" + digits(rng, 6), "MW" + digits(rng, 7) + letters(rng, 1), digits(rng, 8),
                       "HM3-" + digits(rng, 6), "SJ" + digits(rng, 7), "ONX" + digits(rng, 6)])


def vehicle(rng, country):
    if country == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if country == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])
    if country == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + "-" + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 3), letters(rng, 2) + "-" + digits(rng, 2) + "-" + letters(rng, 2)])
    if country == "CA":
        return rng.choice([letters(rng, 4) + " " + digits(rng, 3), letters(rng, 3) + " " + digits(rng, 3)])
    return "%02d-%s-%s" % (rng.randint(10, 24), rng.choice(["C", "G", "MO", "KY", "D", "KE", "WX"]), digits(rng, rng.choice([4, 5])))


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(al) for _ in range(17))


BIO_PREFIX = {"finger": ["FP-", "FPT", "FT"], "palm": ["PV-", "PALM-"], "voice": ["VP-", "VOX"],
              "iris": ["IRIS-", "IR"], "face": ["FACE-", "FR"]}


def bioid(rng, kind=None):
    if kind:
        pre = rng.choice(BIO_PREFIX[kind])
        return pre + rng.choice([digits(rng, 5), digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 2)])
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 7), "VP-" + digits(rng, 4) + "-" + digits(rng, 2),
                       "BIO" + digits(rng, 8), "IRIS-" + letters(rng, 2) + digits(rng, 5), "FT" + digits(rng, 6)])


def idnum(rng, kind):
    if kind == "accession":
        return rng.choice(["S%02d-%s" % (rng.randint(22, 25), digits(rng, 5)), "HB" + digits(rng, 8), "C" + digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 7))])
    if kind == "order":
        return rng.choice(["ORD" + digits(rng, 7), digits(rng, 9), "RQ-" + digits(rng, 6)])
    if kind == "incident":
        return rng.choice(["DW" + digits(rng, 5), "IR-" + digits(rng, 6), "W" + digits(rng, 6), "RL-" + digits(rng, 5)])
    if kind == "referral":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4)), "REF-" + digits(rng, 6), "R" + digits(rng, 8)])
    if kind == "rx":
        return rng.choice(["Rx" + digits(rng, 7), digits(rng, 7), "RX-" + digits(rng, 6)])
    if kind == "police":
        return rng.choice(["CAD " + digits(rng, 5), "PR/" + digits(rng, 6), "INC" + digits(rng, 7)])
    return rng.choice(["CASE-" + digits(rng, 5), digits(rng, 8)])


def username(rng, first, last):
    f, l = first.lower().replace("'", "")[:8].replace(" ", ""), last.lower().replace("'", "").replace(" ", "").replace("-", "")
    return rng.choice([f[0] + l + digits(rng, 1), f + "." + l, l[:6] + f[0], f[0] + l[:7], f + l[0] + digits(rng, 2),
                       (l[:5] + f[:2]).upper(), f + "_" + l[:4]])


# ------------------------------------------------------------------ numbers as words
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


def add_days(d, n):
    return d + dt.timedelta(days=n)
