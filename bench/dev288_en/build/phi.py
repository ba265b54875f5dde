"""PHI value formatters: dates, ages, phones, identifiers, plates, contacts.
Every function takes an explicit random.Random so the build is deterministic."""

import datetime as dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DY = [d[:3] for d in DAYS]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + (" and " + words(r) if r else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- dates
def date_str(rng, d, country, style=None):
    if style is None:
        if country == "CA":
            style = rng.choice(["iso", "iso", "mdy_long", "mon_d_y", "dmy", "d_mon_y", "dmy"])
        else:
            style = rng.choice(["dmy", "dmy", "dmy", "dmy2", "d_mon_y", "d_month_y", "dotted",
                                "dd_mon_yyyy", "dmy", "wk_dmy", "ord_month"])
    y, m, day = d.year, d.month, d.day
    if style == "dmy":
        return "%02d/%02d/%04d" % (day, m, y)
    if style == "dmy_short":
        return "%d/%d/%02d" % (day, m, y % 100)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (day, m, y % 100)
    if style == "dotted":
        return "%02d.%02d.%04d" % (day, m, y)
    if style == "dash":
        return "%02d-%02d-%04d" % (day, m, y)
    if style == "iso":
        return d.isoformat()
    if style == "d_mon_y":
        return "%d %s %d" % (day, MON[m - 1], y)
    if style == "dd_mon_yyyy":
        return "%02d-%s-%04d" % (day, MON[m - 1], y)
    if style == "compact":
        return "%02d%s%04d" % (day, MON[m - 1].upper(), y)
    if style == "d_month_y":
        return "%d %s %d" % (day, MONTHS[m - 1], y)
    if style == "ord_month":
        return "%s %s %d" % (ordinal(day), MONTHS[m - 1], y)
    if style == "mdy_long":
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON[m - 1], day, y)
    if style == "wk_dmy":
        return "%s %02d/%02d/%04d" % (DY[d.weekday()], day, m, y)
    if style == "wk_long":
        return "%s %d %s %d" % (DAYS[d.weekday()], day, MONTHS[m - 1], y)
    if style == "wk_short":
        return "%s %d/%d" % (DY[d.weekday()], day, m)
    if style == "wk_ord":
        return "%s %s %s" % (DAYS[d.weekday()], ordinal(day), MONTHS[m - 1])
    if style == "dm":
        return "%d/%d" % (day, m)
    if style == "d_mon":
        return "%d %s" % (day, MON[m - 1])
    if style == "d_month":
        return "%d %s" % (day, MONTHS[m - 1])
    if style == "month_y":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_y":
        return "%s %d" % (MON[m - 1], y)
    if style == "mm_yyyy":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return str(y)
    if style == "weekday":
        return DAYS[d.weekday()]
    raise ValueError(style)


def dob_str(rng, d, country):
    if country == "CA":
        return date_str(rng, d, country, rng.choice(["iso", "iso", "mon_d_y", "dmy", "mdy_long"]))
    return date_str(rng, d, country, rng.choice(["dmy", "dmy", "dmy", "dotted", "d_mon_y",
                                                 "dd_mon_yyyy", "compact", "d_month_y"]))


def short_date(rng, d, country):
    if country == "CA":
        return date_str(rng, d, country, rng.choice(["iso", "mon_d_y", "d_mon"]))
    return date_str(rng, d, country, rng.choice(["dm", "d_mon", "dmy2", "dmy_short", "wk_short"]))


def dshift(d, days):
    return d + dt.timedelta(days=days)


def hhmm(rng, style=None, h=None, m=None):
    if h is None:
        h = rng.randrange(24)
    if m is None:
        m = rng.randrange(60)
    style = style or rng.choice(["colon", "colon", "colon", "plain", "hrs"])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "plain":
        return "%02d%02d" % (h, m)
    return "%02d%02dhrs" % (h, m)


# ---------------------------------------------------------------- contacts
UK_AREA = ["01632", "01228", "01524", "01392", "01904", "01603", "01225", "01629", "01743",
           "01872", "01597", "01286", "01592", "01307", "01463", "01738", "0113", "0161",
           "0117", "0131", "0141", "028 90"]
IE_AREA = ["021", "066", "094", "052", "057", "065", "091", "074", "053", "071", "051",
           "056", "090", "044", "01"]
AU_AREA = ["02", "03", "07", "08"]
NZ_AREA = ["09", "07", "06", "04", "03"]
CA_AREA = ["705", "807", "403", "250", "902", "506", "709", "306", "204", "519", "613", "867"]


def _d(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def phone(rng, country, kind="land"):
    c = country
    if c == "UK":
        if kind == "mob":
            return rng.choice(["07%s 555%s", "07%s 555 %s", "+44 7%s 555%s"]) % (_d(rng, 3), _d(rng, 3))
        a = rng.choice(UK_AREA)
        if len(a.replace(" ", "")) == 5 and " " not in a:
            return rng.choice(["%s 555%s", "%s 555 %s", "(%s) 555%s"]) % (a, _d(rng, 3))
        if " " in a:
            return "%s 555%s" % (a, _d(rng, 2))
        return rng.choice(["%s 555 %s", "%s 555%s", "(%s) 555 %s"]) % (a, _d(rng, 4))
    if c == "IE":
        if kind == "mob":
            p = rng.choice(["083", "085", "086", "087", "089"])
            return rng.choice(["%s 555 %s" % (p, _d(rng, 4)), "%s-555%s" % (p, _d(rng, 4)),
                               "+353 %s 555 %s" % (p[1:], _d(rng, 4))])
        a = rng.choice(IE_AREA)
        return rng.choice(["%s 555 %s" % (a, _d(rng, 4)), "(%s) 555%s" % (a, _d(rng, 4))])
    if c == "AU":
        if kind == "mob":
            p = "04" + _d(rng, 2)
            return rng.choice(["%s 555 %s" % (p, _d(rng, 3)), "%s555%s" % (p, _d(rng, 3)),
                               "+61 %s 555 %s" % (p[1:], _d(rng, 3))])
        a = rng.choice(AU_AREA)
        return rng.choice(["(%s) 555%s %s" % (a, _d(rng, 1), _d(rng, 4)),
                           "%s 555%s %s" % (a, _d(rng, 1), _d(rng, 4))])
    if c == "NZ":
        if kind == "mob":
            p = rng.choice(["021", "022", "027", "029"])
            return rng.choice(["%s 555 %s" % (p, _d(rng, 4)), "%s555%s" % (p, _d(rng, 4)),
                               "+64 %s 555 %s" % (p[1:], _d(rng, 4))])
        a = rng.choice(NZ_AREA)
        return rng.choice(["(%s) 555 %s" % (a, _d(rng, 4)), "%s 555 %s" % (a, _d(rng, 4))])
    # CA
    a = rng.choice(CA_AREA)
    n = "01" + _d(rng, 2)
    return rng.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                       "+1 %s 555 %s" % (a, n), "1-%s-555-%s" % (a, n)])


def with_ext(rng, num):
    return num + rng.choice([" ext. %s", " ext %s", " x%s", " (ext %s)"]) % _d(rng, rng.choice([2, 3, 4]))


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def domain(rng):
    return rng.choice(["example.org", "example.com", "example.net"])


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def email_person(rng, first, last):
    f, l = slug(first).replace("-", ""), slug(last).replace("-", "")
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, rng.randrange(2, 99)),
                        "%s_%s" % (l, f[0]), "dr.%s" % l])
    return "%s@%s" % (local, domain(rng))


def email_org(rng, orgname):
    s = slug(orgname)
    local = rng.choice(["%s", "admin.%s", "%s.reception", "%s.prescriptions", "info.%s"]) % s
    return "%s@%s" % (local, domain(rng))


def url(rng, orgname=None, path=None):
    host = rng.choice(["www.", "", "portal.", "https://", "https://www."])
    if orgname:
        base = "%s.%s" % (slug(orgname), domain(rng))
    else:
        base = domain(rng)
    p = path if path is not None else rng.choice(["", "/portal", "/referrals", "/careplan",
                                                  "/ooh/login", "/eprescribe"])
    return host + base + p


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        ds = [rng.randrange(10) for _ in range(9)]
        if ds[0] == 0:
            continue
        tot = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, ds)) + str(chk)
        return rng.choice(["%s %s %s", "%s-%s-%s", "%s%s%s"]) % (s[:3], s[3:6], s[6:])


def chi_number(rng, dob, sex):
    g = rng.randrange(10)
    if (g % 2 == 0) != (sex == "F"):
        g = (g + 1) % 10
    return "%02d%02d%02d%s%d%d" % (dob.day, dob.month, dob.year % 100, _d(rng, 2), g,
                                   rng.randrange(10))


def uk_hospital_no(rng):
    return rng.choice(["RX1%s", "K%s", "M00%s", "RTH%s", "J%s", "H%s"]) % _d(rng, rng.choice([6, 7]))


L24 = "ABCEGHJKLMNPRSTWXYZ"


def ni_number(rng):
    a = rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
    d = "9" + _d(rng, 5)
    suf = rng.choice("ABCD")
    return rng.choice(["%s %s %s %s %s" % (a, d[:2], d[2:4], d[4:], suf), "%s%s%s" % (a, d, suf)])


def ppsn(rng):
    return "9" + _d(rng, 6) + rng.choice("ABCDEFGHJKLMNPRSTVWX") + rng.choice(["", "", "A", "W"])


def sin_ca(rng):
    d = "9" + _d(rng, 8)
    return rng.choice(["%s %s %s", "%s-%s-%s"]) % (d[:3], d[3:6], d[6:])


def gms_card(rng):
    return _d(rng, 7) + rng.choice("ABCDEFGHJKLMNPQRSTW")


def ie_mrn(rng):
    return rng.choice(["%s", "0%s", "H%s"]) % _d(rng, 6)


def medicare_au(rng):
    d = str(rng.randrange(2, 7)) + _d(rng, 9)
    return rng.choice(["%s %s %s" % (d[:4], d[4:9], d[9]), d])


def ihi(rng):
    d = "800360" + _d(rng, 10)
    return "%s %s %s %s" % (d[:4], d[4:8], d[8:12], d[12:])


def dva(rng):
    return rng.choice(["N", "V", "Q", "W", "S", "T"]) + rng.choice(["X", "SM", "WW"]) + _d(rng, 5)


def au_ur(rng):
    return rng.choice(["%s", "UR%s", "00%s"]) % _d(rng, 6)


def nhi(rng):
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return "".join(rng.choice(letters) for _ in range(3)) + _d(rng, 4)


def csc_nz(rng):
    return "%s %s %s" % (_d(rng, 4), _d(rng, 4), _d(rng, 3))


def southern_x(rng):
    return rng.choice(["SX", "MB", "PH"]) + _d(rng, 8)


def ohip(rng):
    d = _d(rng, 10)
    vc = rng.choice(["AB", "KX", "ZT", "MN", "", "RJ"])
    s = "%s-%s-%s" % (d[:4], d[4:7], d[7:])
    return s + ("-" + vc if vc else "")


def phn_bc(rng):
    d = "9" + _d(rng, 9)
    return "%s %s %s" % (d[:4], d[4:7], d[7:])


def ca_healthcard(rng, prov):
    if prov == "ON":
        return ohip(rng)
    if prov == "BC":
        return phn_bc(rng)
    if prov == "AB":
        return "%s-%s" % (_d(rng, 5), _d(rng, 4))
    return "%s %s %s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3))


def ca_mrn(rng):
    return rng.choice(["%s", "MRN%s", "H%s", "%s-0"]) % _d(rng, 7)


def private_ins(rng, country):
    if country == "IE":
        return rng.choice(["VH", "LA", "IL"]) + _d(rng, 8)
    if country == "AU":
        return rng.choice(["%s", "BU%s", "HCF-%s", "NIB%s"]) % _d(rng, 8)
    if country == "UK":
        return rng.choice(["BP%s", "AXA-%s", "VIT%s"]) % _d(rng, 7)
    if country == "NZ":
        return southern_x(rng)
    return rng.choice(["GRP%s-%s", "SL%s/%s", "BCR%s-%s"]) % (_d(rng, 5), _d(rng, 4))


def reg_number(rng, country, role="doc"):
    if country == "UK":
        if role == "doc":
            return _d(rng, 7)
        return "%s%s%s%s" % (_d(rng, 2), rng.choice("ABCDEFGHIJKLMNPRSTUVWXY"), _d(rng, 4),
                             rng.choice("ABCDEFGHJKLMNPRSTW"))
    if country == "IE":
        return _d(rng, 6) if role == "doc" else _d(rng, 6)
    if country == "AU":
        return ("MED" if role == "doc" else "NMW") + "000" + _d(rng, 7)
    if country == "NZ":
        return _d(rng, 5) if role == "doc" else _d(rng, 6)
    return _d(rng, 5) if role == "doc" else _d(rng, 7)


def prescriber_no(rng, country):
    if country == "AU":
        return rng.choice([_d(rng, 7), "%s%s%s" % (_d(rng, 6), rng.choice("ABCDEFGHJK"),
                                                   rng.choice("ABCDEFGHJKLTWXY"))])
    return _d(rng, 7)


def uk_driving_licence(rng, last, first, dob, sex):
    s = "".join(ch for ch in last.upper() if ch.isalpha())[:5]
    s = s + "9" * (5 - len(s))
    mm = dob.month + (50 if sex == "F" else 0)
    return "%s%d%02d%02d%d%s9%s" % (s, (dob.year // 10) % 10, mm, dob.day, dob.year % 10,
                                     (first[0] + first[-1]).upper(),
                                     "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)))


def driving_licence(rng, country, last="X", first="Y", dob=None, sex="M"):
    if country == "UK" and dob is not None:
        return uk_driving_licence(rng, last, first, dob, sex)
    if country == "IE":
        return "%s%s" % (_d(rng, 3), _d(rng, 6))
    if country == "AU":
        return _d(rng, rng.choice([8, 9]))
    if country == "NZ":
        return "%s%s" % ("".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)), _d(rng, 6))
    return "%s%s-%s-%s" % (last[0].upper() if last[0].isalpha() else "S", _d(rng, 4), _d(rng, 5),
                           _d(rng, 5))


def plate(rng, country):
    up = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if country == "UK":
        return "%s%s%02d %s" % (rng.choice(up), rng.choice(up), rng.choice([19, 20, 21, 22, 23, 24, 70,
                                                                          71, 72, 73, 74]),
                               "".join(rng.choice(up) for _ in range(3)))
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["201", "211", "221", "231", "241", "242", "191", "192"]),
                             rng.choice(["C", "KY", "MO", "T", "OY", "G", "DL", "WX", "SO", "W", "KK",
                                         "RN", "WH", "LM", "D"]), _d(rng, rng.choice([3, 4, 5])))
    if country == "AU":
        return rng.choice(["%s%s%s %s%s%s", "%s%s%s-%s%s%s"]) % (
            rng.choice(up), rng.choice(up), rng.choice(up), _d(rng, 1), _d(rng, 1), rng.choice(up))
    if country == "NZ":
        return "%s%s%s%s" % (rng.choice(up), rng.choice(up), rng.choice(up), _d(rng, 3))
    return "%s%s%s%s %s" % (rng.choice(up), rng.choice(up), rng.choice(up), rng.choice(up), _d(rng, 3))


def vin(rng):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice(["SAL", "WVW", "JTD", "KMH", "5YJ", "2HG", "VF1", "SJN"]) + "".join(
        rng.choice(ch) for _ in range(14))


def device_serial(rng, kind):
    up = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if kind == "pacemaker":
        return rng.choice(["%s%s%s%s" % (rng.choice(up), rng.choice(up), rng.choice(up), _d(rng, 6)),
                           "%s%sS" % (rng.choice(["RNG", "PJN", "BLK", "CVX"]), _d(rng, 6))])
    if kind == "syringe_driver":
        return rng.choice(["%s-%s" % (_d(rng, 3), _d(rng, 5)), "SD%s" % _d(rng, 6),
                           "T34-%s" % _d(rng, 6)])
    if kind == "cgm":
        return "".join(rng.choice(up + "0123456789") for _ in range(6))
    if kind == "pump":
        return "NG%s%s" % (_d(rng, 7), rng.choice(up))
    if kind == "aed":
        return "%s%s%s" % (_d(rng, 2), rng.choice(up), _d(rng, 6))
    if kind == "pendant":
        return "TC-%s-%s" % (_d(rng, 4), _d(rng, 4))
    if kind == "laptop":
        return "OOH-%s-%s" % (rng.choice(["LT", "TAB", "PH"]), _d(rng, 4))
    if kind == "oxygen":
        return "OC%s%s" % (_d(rng, 2), _d(rng, 6))
    return "SN%s" % _d(rng, 8)


def bio_id(rng):
    return rng.choice(["FP-%s" % _d(rng, 5), "BIO-%s" % _d(rng, 7), "PV-%s" % _d(rng, 4),
                       "%s%s-%s" % (rng.choice("ABCDEF"), _d(rng, 3), _d(rng, 4)), "VP%s" % _d(rng, 6)])


def case_no(rng, d):
    return rng.choice(["%s-%s" % (d.strftime("%y%m%d"), _d(rng, 4)), "%s" % _d(rng, 8),
                       "OOH%s" % _d(rng, 7), "C%s/%s" % (d.strftime("%y"), _d(rng, 5)),
                       "%s%s" % (rng.choice(["AD", "CL", "HD"]), _d(rng, 6))])


def rx_serial(rng, country):
    if country == "UK":
        return rng.choice([_d(rng, 10), "%s-%s-%s" % ("".join(rng.choice("ABCDEF0123456789") for _ in range(6)),
                                                      "".join(rng.choice("ABCDEF0123456789") for _ in range(6)),
                                                      "".join(rng.choice("ABCDEFX0123456789") for _ in range(6)))])
    if country == "AU":
        return rng.choice(["%s" % _d(rng, 8), "2%s%s" % ("".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(10)), _d(rng, 2))])
    return rng.choice(["RX%s" % _d(rng, 7), "%s-%s" % (_d(rng, 4), _d(rng, 6))])


def account_no(rng, kind="enc"):
    if kind == "enc":
        return rng.choice(["ENC-%s" % _d(rng, 7), "V%s" % _d(rng, 8), "%s-%s" % (_d(rng, 4), _d(rng, 4)),
                           "EP%s" % _d(rng, 6)])
    if kind == "invoice":
        return rng.choice(["INV-%s" % _d(rng, 5), "%s/%s" % (_d(rng, 4), _d(rng, 3)), "LOC%s" % _d(rng, 4)])
    if kind == "fuel":
        return "%s %s %s %s" % ("7077", _d(rng, 4), _d(rng, 4), _d(rng, 4))
    return _d(rng, 8)


def postcode(rng, country, region=""):
    up = "ABCDEFGHJKLMNOPRSTUWYZ"
    if country == "UK":
        area = rng.choice(["CA", "LA", "EX", "YO", "NR", "SN", "DE", "SY", "TR", "LD", "LL", "KY",
                           "DD", "IV", "PH", "BT", "LE", "NE", "TA", "SP"])
        inward = "%d%s%s" % (rng.randrange(10), rng.choice("ABDEFGHJLNPQRSTUWXYZ"),
                             rng.choice("ABDEFGHJLNPQRSTUWXYZ"))
        return "%s%d %s" % (area, rng.randrange(1, 30), inward)
    if country == "IE":
        rk = rng.choice(["T12", "P31", "V93", "F23", "R35", "H91", "V95", "Y35", "E91", "X91", "R95",
                         "N37", "F94", "F56", "N41"])
        tail = "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        return "%s %s" % (rk, tail)
    if country == "AU":
        base = {"NSW": 2000, "VIC": 3000, "QLD": 4000, "SA": 5000, "WA": 6000, "TAS": 7000,
                "NT": 800, "ACT": 2600}.get(region, 2000)
        return "%04d" % (base + rng.randrange(0, 99 if region in ("ACT", "NT") else 900))
    if country == "NZ":
        return "%04d" % rng.randrange(110, 9900)
    first = {"ON": "KLMNP", "BC": "V", "AB": "T", "MB": "R", "SK": "S", "NS": "B", "NB": "E",
             "NL": "A", "PE": "C"}.get(region, "K")
    return "%s%d%s %d%s%d" % (rng.choice(first), rng.randrange(10), rng.choice(up), rng.randrange(10),
                              rng.choice(up), rng.randrange(10))


def username(rng, first, last):
    f = slug(first).replace("-", "")
    l = slug(last).replace("-", "")
    return rng.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], rng.randrange(1, 9)),
                       "%s_%s" % (l.upper()[:8], f[0].upper()), "%s%s" % (l[:5], f[:2]),
                       "dr%s" % l[:7]])
