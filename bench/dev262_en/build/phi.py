"""PHI surface-form formatters (dates, contacts, identifiers). All values are
fictional: phones/faxes contain 555, mail/web hosts are example.com/.org/.net,
IPs are private, SSN-like numbers start with 9 or 000."""
import datetime as dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = [d[:3] for d in DAYS]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    return str(n)


# ------------------------------------------------------------------ dates
def fmt_date(rng, d, country, style=None):
    """A full calendar date in a country-plausible surface form."""
    if style is None:
        if country == "US":
            style = rng.choice(["mdy", "mdy", "mdy_short", "mdy2", "long_us", "mon_us", "iso",
                                "dmon"])
        elif country == "CA":
            style = rng.choice(["iso", "iso", "long_us", "mon_us", "dmy", "dmon", "mdy"])
        else:
            style = rng.choice(["dmy", "dmy", "dmy", "dmy2", "dot", "long", "mon", "ord",
                                "dmon", "iso"])
    y, m, day = d.year, d.month, d.day
    if style == "dmy":
        return "%02d/%02d/%04d" % (day, m, y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (day, m, y % 100)
    if style == "dot":
        return "%02d.%02d.%02d" % (day, m, y % 100) if rng.random() < 0.5 else \
            "%d.%d.%04d" % (day, m, y)
    if style == "long":
        return "%d %s %d" % (day, MONTHS[m - 1], y)
    if style == "mon":
        return "%d %s %d" % (day, MON3[m - 1], y)
    if style == "ord":
        return "%s %s %d" % (ordinal(day), MONTHS[m - 1], y)
    if style == "dmon":
        return "%02d-%s-%04d" % (day, MON3[m - 1].upper(), y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, day)
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, day, y)
    if style == "mdy_short":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "mdy2":
        return "%d/%d/%04d" % (m, day, y)
    if style == "long_us":
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if style == "mon_us":
        return "%s %d, %d" % (MON3[m - 1], day, y)
    raise ValueError(style)


def fmt_short(rng, d, country):
    """Day and month without a year."""
    if country == "US":
        return rng.choice(["%d/%d" % (d.month, d.day), "%s %d" % (MON3[d.month - 1], d.day),
                           "%02d/%02d" % (d.month, d.day)])
    return rng.choice(["%d/%d" % (d.day, d.month), "%02d/%02d" % (d.day, d.month),
                       "%d %s" % (d.day, MON3[d.month - 1]), ordinal(d.day) + " " + MONTHS[d.month - 1]])


def fmt_weekday_date(rng, d, country):
    wd = d.weekday()
    if country == "US":
        return rng.choice(["%s %d/%d" % (DAY3[wd], d.month, d.day),
                           "%s, %s %d" % (DAYS[wd], MONTHS[d.month - 1], d.day),
                           "%s, %s %d, %d" % (DAYS[wd], MONTHS[d.month - 1], d.day, d.year)])
    return rng.choice(["%s %d/%d" % (DAY3[wd], d.day, d.month),
                       "%s %d %s" % (DAYS[wd], d.day, MONTHS[d.month - 1]),
                       "%s %s %s" % (DAYS[wd], ordinal(d.day), MONTHS[d.month - 1]),
                       "%s %02d/%02d/%d" % (DAY3[wd], d.day, d.month, d.year)])


def fmt_month_year(rng, d):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON3[d.month - 1], d.year),
                       "%02d/%d" % (d.month, d.year), "%s '%02d" % (MON3[d.month - 1], d.year % 100)])


def weekday_name(rng, d, short=False):
    return DAY3[d.weekday()] if short else DAYS[d.weekday()]


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


# ------------------------------------------------------------------ contacts
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151",
            "0161", "0191", "01223", "01392", "01603", "01865", "01904", "029", "028", "020"]
US_AREAS = ["617", "508", "401", "860", "518", "585", "718", "215", "412", "410", "804", "919",
            "404", "615", "614", "216", "734", "608", "612", "312", "314", "303", "801", "602",
            "512", "713", "206", "503", "916", "510", "619", "802", "207", "502", "504", "813"]
CA_AREAS = ["416", "647", "613", "905", "519", "705", "604", "250", "403", "780", "204", "306",
            "514", "418", "819", "902", "506", "709", "807"]
IE_AREAS = ["01", "021", "091", "061", "051", "056", "071", "074", "090", "066", "065", "041",
            "046", "045", "053", "094"]
IE_MOB = ["083", "085", "086", "087", "089"]


def _d(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def phone(rng, country, mobile=None, ext=False):
    if mobile is None:
        mobile = rng.random() < 0.4
    if country == "UK":
        if mobile:
            s = rng.choice(["07700 555%s" % _d(rng, 3), "07%s 555%s" % (_d(rng, 3), _d(rng, 3)),
                            "+44 7700 555%s" % _d(rng, 3), "07%s555%s" % (_d(rng, 3), _d(rng, 3))])
        else:
            a = rng.choice(UK_AREAS)
            s = rng.choice(["%s 555 %s" % (a, _d(rng, 4)), "%s 555%s" % (a, _d(rng, 4)),
                            "+44 (0)%s 555 %s" % (a[1:], _d(rng, 4)), "(%s) 555 %s" % (a, _d(rng, 4))])
    elif country == "IE":
        if mobile:
            m = rng.choice(IE_MOB)
            s = rng.choice(["%s 555 %s" % (m, _d(rng, 4)), "+353 %s 555 %s" % (m[1:], _d(rng, 4)),
                            "%s-555%s" % (m, _d(rng, 4))])
        else:
            a = rng.choice(IE_AREAS)
            s = rng.choice(["(%s) 555 %s" % (a, _d(rng, 4)), "%s 555 %s" % (a, _d(rng, 4)),
                            "+353 %s 555 %s" % (a[1:], _d(rng, 4))])
    else:
        a = rng.choice(US_AREAS if country == "US" else CA_AREAS)
        tail = "01" + _d(rng, 2)
        s = rng.choice(["(%s) 555-%s" % (a, tail), "%s-555-%s" % (a, tail), "%s.555.%s" % (a, tail),
                        "+1 %s 555 %s" % (a, tail), "%s 555 %s" % (a, tail), "1-%s-555-%s" % (a, tail)])
    if ext:
        s += rng.choice([" ext. %s" % _d(rng, 4), " x%s" % _d(rng, 3), " ext %s" % _d(rng, 3),
                         " Ext: %s" % _d(rng, 4)])
    return s


def bleep(rng, country):
    if country in ("US", "CA"):
        return rng.choice(["555-%s" % _d(rng, 4), "%s-555-%s" % (rng.choice(US_AREAS), _d(rng, 4))])
    return rng.choice(["555%s" % _d(rng, 1), "555%s" % _d(rng, 2), "555-%s" % _d(rng, 2)])


DOMAINS = ["example.com", "example.org", "example.net"]


def _slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out)


def email_person(rng, first, last, work=False):
    f, l = _slug(first), _slug(last)
    dom = rng.choice(DOMAINS)
    if work:
        dom = rng.choice(["nhs.example.net", "example.org", "health.example.org", "example.com",
                          "mail.example.net", "hse.example.org"])
        pat = rng.choice(["{f}.{l}", "{f}.{l}{n}", "{i}{l}", "{f}_{l}"])
    else:
        pat = rng.choice(["{f}.{l}", "{f}{l}{n}", "{i}{l}{n}", "{f}_{l}{y}", "{l}.{f}", "{f}{y}",
                          "{f}.{i2}.{l}"])
    local = pat.format(f=f, l=l, i=f[:1], n=rng.randint(1, 99), y=rng.randint(60, 99),
                       i2=rng.choice("abcdefghjkmnprstw"))
    return "%s@%s" % (local, dom)


def email_team(rng, stem):
    local = rng.choice(["%s.admin", "%s-referrals", "%s.team", "%s.enquiries", "%s.bookings",
                        "%s"]) % _slug(stem)[:18]
    return "%s@%s" % (local, rng.choice(DOMAINS))


def url(rng, stem=None, path=None):
    host = rng.choice(["www.example.org", "portal.example.com", "example.net", "www.example.com",
                       "mychart.example.org", "patients.example.net", "example.org"])
    if path is None:
        path = rng.choice(["/pacing", "/long-covid/resources", "/portal/login", "/selfreferral",
                           "/lc/appointments", "/pots-leaflet.pdf", "/energy-diary",
                           "/myhealth/messages", "/rtw-toolkit", "/booking?svc=cpet",
                           "/support/fatigue-management", "/video/join/%s" % _d(rng, 6)])
    if stem:
        path = "/" + _slug(stem)[:14] + path
    pre = rng.choice(["https://", "https://", "http://", ""])
    return pre + host + path


def ip(rng):
    k = rng.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


def username(rng, first, last):
    f, l = _slug(first), _slug(last)
    return rng.choice(["%s%s" % (f[:1], l), "%s%s%d" % (f[:1], l, rng.randint(1, 9)),
                       "%s.%s" % (f, l), "%s_%s" % (l, f[:1]), "%s%d" % (f, rng.randint(10, 99)),
                       "%s%s" % (l[:5], f[:2])])


def portal_handle(rng, first):
    return rng.choice(["%s_paces" % _slug(first), "spoonie_%s" % _slug(first)[:4],
                       "%s%d" % (_slug(first), rng.randint(70, 99)), "slowandsteady%d" % rng.randint(1, 99),
                       "%s.lc" % _slug(first)])


# ------------------------------------------------------------------ identifiers
def _L(rng, n):
    return "".join(rng.choice(UPPER) for _ in range(n))


def mrn(rng, country):
    if country == "UK":
        return rng.choice(["%s%s" % (rng.choice("KRHMJ"), _d(rng, 7)), "%s%s" % (_L(rng, 2), _d(rng, 6)),
                           _d(rng, 8), "RX%s" % _d(rng, 6)])
    if country == "US":
        return rng.choice([_d(rng, 8), "MR-%s" % _d(rng, 7), "E%s" % _d(rng, 9), "%s-%s" % (_d(rng, 3), _d(rng, 5))])
    if country == "CA":
        return rng.choice([_d(rng, 7), "CH-%s" % _d(rng, 6), "M%s" % _d(rng, 8)])
    return rng.choice([_d(rng, 7), _d(rng, 6), "H%s" % _d(rng, 6)])


def nhs_number(rng):
    d = str(rng.randint(4, 9)) + _d(rng, 9)
    return rng.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])


def chi_number(rng, dob):
    return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, _d(rng, 4))


def health_card_ca(rng, prov):
    if prov == "ON":
        return "%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2))
    if prov == "BC":
        return "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3))
    if prov == "QC":
        return "%s %s %s" % (_L(rng, 4), _d(rng, 4), _d(rng, 4))
    return _d(rng, 9)


def medical_card_ie(rng):
    return rng.choice(["%s%s" % (_d(rng, 6), _L(rng, 1)), "MC%s" % _d(rng, 7), "GMS %s" % _d(rng, 6)])


def member_id_us(rng):
    return rng.choice(["%s%s" % (_L(rng, 3), _d(rng, 9)), "%s%s" % (_L(rng, 1), _d(rng, 8)),
                       "%s-%s-%s" % (_d(rng, 1) + _L(rng, 2) + _d(rng, 1), _L(rng, 2) + _d(rng, 1),
                                     _L(rng, 2) + _d(rng, 2)),
                       "W%s" % _d(rng, 9)])


def group_no(rng):
    return rng.choice(["%s-%s" % (_d(rng, 5), _d(rng, 2)), "GRP%s" % _d(rng, 6), _d(rng, 7)])


def policy_no(rng):
    return rng.choice(["POL-%s" % _d(rng, 7), "%s%s" % (_L(rng, 2), _d(rng, 8)),
                       "%s/%s" % (_d(rng, 6), _d(rng, 2)), "IP%s" % _d(rng, 6)])


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4)),
                           "000-%s-%s" % (_d(rng, 2), _d(rng, 4)), "9%s" % _d(rng, 8)])
    if country == "CA":
        return rng.choice(["9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3)),
                           "9%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))])
    if country == "IE":
        return "9%s%s" % (_d(rng, 6), rng.choice(["T", "W", "A", "TA", "WA", "H", "K"]))
    return None


def account(rng):
    return rng.choice(["%s-%s" % (_d(rng, 4), _d(rng, 4)), "CSN %s" % _d(rng, 10), _d(rng, 10),
                       "V%s" % _d(rng, 8), "ENC-%s" % _d(rng, 7), "A%s" % _d(rng, 9),
                       "%s%s" % (_L(rng, 2), _d(rng, 7))]).replace("CSN ", "")


def clin_licence(rng, country, role):
    """(label, value) for a clinician's registration / licence number."""
    if country == "UK":
        if role == "doctor":
            return rng.choice(["GMC", "GMC No.", "GMC no:"]), _d(rng, 7)
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (_d(rng, 2), rng.choice("ABCDEFGHIJ"), _d(rng, 4), rng.choice("EONSWI"))
        if role == "psych":
            return "HCPC", "PYL%s" % _d(rng, 5)
        if role == "physiologist":
            return "RCCP", _d(rng, 6)
        return "HCPC", "%s%s" % (rng.choice(["PH", "OT", "PH"]), _d(rng, 6))
    if country == "US":
        if role == "doctor":
            return rng.choice([("NPI", "1%s" % _d(rng, 9)), ("NPI", "1%s" % _d(rng, 9)),
                               ("DEA", "%s%s" % (_L(rng, 2), _d(rng, 7))),
                               ("State lic.", "MD.%s" % _d(rng, 7)), ("Lic #", "%s%s" % (_L(rng, 1), _d(rng, 5)))])
        if role == "nurse":
            return rng.choice([("NPI", "1%s" % _d(rng, 9)), ("RN Lic.", "RN%s" % _d(rng, 7))])
        return rng.choice([("NPI", "1%s" % _d(rng, 9)), ("License #", "%s%s" % (rng.choice(["PT", "OT", "PSY"]), _d(rng, 6)))])
    if country == "CA":
        if role == "doctor":
            return rng.choice(["CPSO #", "CPSBC", "CMQ", "CPSA"]), _d(rng, rng.choice([5, 6]))
        if role == "nurse":
            return "CNO Reg #", _d(rng, 8)
        return rng.choice(["College reg #", "Reg. no."]), "%s%s" % (rng.choice(["G", "", "R"]), _d(rng, 5))
    if role == "doctor":
        return rng.choice(["IMC No.", "IMC Reg."]), _d(rng, 6)
    if role == "nurse":
        return "NMBI PIN", _d(rng, 6)
    return "CORU Reg", "%s%s" % (rng.choice(["PT", "OT", "PS"]), _d(rng, 6))


def drivers_licence(rng, country, last="", dob=None):
    if country == "UK":
        s = (_slug(last).upper() + "99999")[:5]
        mm = "%02d" % (dob.month if dob else rng.randint(1, 12))
        yy = "%02d" % ((dob.year % 100) if dob else rng.randint(50, 99))
        return "%s%s%s%s%s9%s" % (s, yy[0], mm, "%02d" % (dob.day if dob else 1), yy[1], _L(rng, 2))
    if country == "US":
        return rng.choice(["%s%s-%s-%s" % (_L(rng, 1), _d(rng, 3), _d(rng, 4), _d(rng, 4)),
                           "%s%s" % (_L(rng, 1), _d(rng, 7)), _d(rng, 9)])
    if country == "CA":
        return "%s%s-%s-%s" % (_L(rng, 1), _d(rng, 4), _d(rng, 5), _d(rng, 5))
    return "%s" % _d(rng, 9)


def device_serial(rng):
    return rng.choice(["%s-%s-%s" % (_L(rng, 3), _d(rng, 2) + _L(rng, 1), _d(rng, 6)),
                       "%s%s" % (_L(rng, 2), _d(rng, 8)), "%s-%s" % (_d(rng, 4), _d(rng, 4)),
                       "SN%s" % _d(rng, 9), "%s%s%s" % (_d(rng, 2), _L(rng, 3), _d(rng, 5)),
                       "MOS%s%s" % (_d(rng, 1) + _L(rng, 1), _d(rng, 8))])


def vehicle(rng, country, vin=False):
    if vin:
        chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(rng.choice(chars) for _ in range(17))
    if country == "UK":
        return "%s%s %s" % (_L(rng, 2), _d(rng, 2), _L(rng, 3))
    if country == "US":
        return rng.choice(["%s%s%s" % (_d(rng, 1), _L(rng, 3), _d(rng, 3)), "%s-%s" % (_L(rng, 3), _d(rng, 4)),
                           "%s %s" % (_L(rng, 3), _d(rng, 3))])
    if country == "CA":
        return rng.choice(["%s %s" % (_L(rng, 4), _d(rng, 3)), "%s%s %s" % (_L(rng, 2), _d(rng, 1), _L(rng, 2) + _d(rng, 1))])
    return "%s-%s-%s" % (rng.choice(["191", "202", "221", "231", "152", "12", "08", "171"]),
                         rng.choice(["D", "C", "G", "L", "KY", "WX", "MO", "LK", "KE", "MH"]), _d(rng, rng.choice([4, 5])))


def bioid(rng):
    return rng.choice(["PV-%s" % _d(rng, 7), "FP-%s" % _d(rng, 5), "VB-%s-%s" % (_d(rng, 5), _d(rng, 1)),
                       "%s-%s" % (_d(rng, 1) + _L(rng, 1) + _d(rng, 1) + _L(rng, 1), _d(rng, 2) + _L(rng, 1) + _d(rng, 1)),
                       "BIO%s" % _d(rng, 8), "IRIS-%s" % _d(rng, 6)])


def idnum(rng, kind):
    if kind == "ubrn":
        return "%s %s %s" % (_d(rng, 4), _d(rng, 4), _d(rng, 4))
    if kind == "accession":
        return rng.choice(["%s%s-%s" % (_L(rng, 2), _d(rng, 2), _d(rng, 6)), "ACC%s" % _d(rng, 8),
                           "%s%s" % (_L(rng, 1), _d(rng, 9))])
    if kind == "order":
        return rng.choice(["ORD-%s" % _d(rng, 7), "%s" % _d(rng, 9), "RQ%s" % _d(rng, 7)])
    if kind == "study":
        return rng.choice(["TT-%s-%s" % (rng.choice(["21", "22", "23", "24"]), _d(rng, 4)),
                           "CPX%s" % _d(rng, 5), "AUT/%s/%s" % (_d(rng, 2), _d(rng, 4)),
                           "ST%s" % _d(rng, 6)])
    if kind == "ref":
        return rng.choice(["LC/%s/%s" % (_d(rng, 2), _d(rng, 4)), "PCAS-%s" % _d(rng, 5),
                           "%s/%s" % (_L(rng, 3), _d(rng, 5)), "REF%s" % _d(rng, 6)])
    if kind == "claim":
        return rng.choice(["CLM-%s" % _d(rng, 8), "%s%s" % (_L(rng, 1), _d(rng, 9)),
                           "%s-%s-%s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3)), "DC%s" % _d(rng, 7)])
    if kind == "staff":
        return rng.choice(["EMP%s" % _d(rng, 6), _d(rng, 8), "P%s" % _d(rng, 5), "%s-%s" % (_L(rng, 2), _d(rng, 5))])
    if kind == "benefit":
        return rng.choice(["PIP%s" % _d(rng, 7), "%s%s" % (_L(rng, 2), _d(rng, 8)), "BEN-%s" % _d(rng, 6)])
    if kind == "badge":
        return rng.choice(["BB%s" % _d(rng, 7), "%s%s" % (_d(rng, 4), _L(rng, 3)), "PP-%s" % _d(rng, 6)])
    return rng.choice(["%s%s" % (_L(rng, 2), _d(rng, 7)), "#%s" % _d(rng, 6)]).lstrip("#")
