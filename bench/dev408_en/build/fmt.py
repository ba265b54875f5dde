"""Formatters for dates, contacts and identifiers, per country. Every random draw uses the rng passed in."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
PC_TAIL = "ABDEFGHJLNPQRSTUWXYZ"


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DMY = ("UK", "IE", "AU", "NZ")


def fdate(d, cc, style):
    """Format a date in a named style, honouring the country's day/month order."""
    m, mn = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    us = cc == "US"
    if style == "num":
        if cc == "CA":
            return d.isoformat()
        return "%02d/%02d/%d" % ((d.month, d.day, d.year) if us else (d.day, d.month, d.year))
    if style == "short":
        return "%d/%d/%02d" % ((d.month, d.day, d.year % 100) if us or cc == "CA" else (d.day, d.month, d.year % 100))
    if style == "long":
        return "%s %d, %d" % (m, d.day, d.year) if us or cc == "CA" else "%d %s %d" % (d.day, m, d.year)
    if style == "abbr":
        return "%s %d, %d" % (mn, d.day, d.year) if us or cc == "CA" else "%d %s %d" % (d.day, mn, d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(d.day), m, d.year) if not us else "%s %s, %d" % (m, ordinal(d.day), d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, mn, d.year)
    if style == "dashu":
        return "%02d-%s-%d" % (d.day, mn.upper(), d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "wd_long":
        if us or cc == "CA":
            return "%s, %s %d, %d" % (wd, m, d.day, d.year)
        return "%s %d %s %d" % (wd, d.day, m, d.year)
    if style == "wd_num":
        return "%s %s" % (wd[:3], fdate(d, cc, "num"))
    if style == "wd_dm":
        return "%s %d/%d" % (wd[:3], d.month, d.day) if us else "%s %d/%d" % (wd[:3], d.day, d.month)
    if style == "dm":
        return "%s %d" % (mn, d.day) if us or cc == "CA" else "%d %s" % (d.day, mn)
    if style == "dml":
        return "%s %d" % (m, d.day) if us or cc == "CA" else "%d %s" % (d.day, m)
    if style == "my":
        return "%s %d" % (m, d.year)
    if style == "mys":
        return "%s %d" % (mn, d.year)
    if style == "mnum":
        return "%02d/%d" % (d.month, d.year)
    if style == "y":
        return str(d.year)
    if style == "month":
        return m
    if style == "wd":
        return wd
    raise ValueError(style)


def pick_style(rng, cc):
    if cc == "US":
        return rng.choice(["num", "num", "num", "long", "short", "abbr"])
    if cc == "CA":
        return rng.choice(["num", "num", "long", "abbr", "iso"])
    return rng.choice(["num", "num", "num", "long", "abbr", "dash", "short"])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- contacts
AREA = {
    "US": ["614", "217", "251", "309", "843", "208", "253", "505", "937", "559", "478", "517",
           "801", "541", "903", "601", "608", "512", "704", "816", "316", "507", "918", "406"],
    "CA": ["905", "613", "705", "519", "250", "403", "306", "204", "506", "902", "819", "807", "778"],
    "UK": ["0113", "0118", "01225", "0161", "01424", "01204", "01793", "01332", "01603", "01392",
           "01782", "029", "01792", "0141", "01382", "01224", "028", "01633", "01582", "01772"],
    "AU": ["02", "03", "07", "08"],
    "IE": ["021", "091", "061", "065", "066", "090", "046", "041", "071", "074", "045", "053", "01"],
    "NZ": ["07", "03", "06", "09", "04"],
}


def phone(rng, cc, kind="land"):
    """Every number contains 555."""
    if cc in ("US", "CA"):
        a = rng.choice(AREA[cc])
        n = "01" + digits(rng, 2)
        st = rng.choice(["paren", "dash", "dash", "dot"]) if kind != "intl" else "intl"
        if st == "paren":
            return "(%s) 555-%s" % (a, n)
        if st == "dot":
            return "%s.555.%s" % (a, n)
        if st == "intl":
            return "+1 %s 555 %s" % (a, n)
        return "%s-555-%s" % (a, n)
    if cc == "UK":
        if kind == "mobile":
            return "07%s 555%s" % (digits(rng, 3), digits(rng, 3))
        a = rng.choice(AREA["UK"])
        if kind == "intl":
            return "+44 %s 555 %s" % (a[1:], digits(rng, 4))
        if len(a) == 3:
            return "%s 555 %s" % (a, digits(rng, 5)[:4])
        if len(a) == 4:
            return "%s 555 %s" % (a, digits(rng, 4))
        return "%s 555%s" % (a, digits(rng, 3))
    if cc == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        a = rng.choice(AREA["AU"])
        if kind == "intl":
            return "+61 %s 9555 %s" % (a[1:], digits(rng, 4))
        return "(%s) %s555 %s" % (a, rng.choice(["9", "8", "4", "6"]), digits(rng, 4))
    if cc == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (rng.choice(["3", "5", "6", "7"]), digits(rng, 4))
        a = rng.choice(AREA["IE"])
        if kind == "intl":
            return "+353 %s 555 %s" % (a[1:], digits(rng, 4))
        return "(%s) 555 %s" % (a, digits(rng, 4))
    if cc == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (rng.choice(["1", "2", "7"]), digits(rng, 4))
        a = rng.choice(AREA["NZ"])
        if kind == "intl":
            return "+64 %s 555 %s" % (a[1:], digits(rng, 4))
        return "(%s) 555 %s" % (a, digits(rng, 4))
    raise ValueError(cc)


def extension(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4)


def pager(rng):
    return rng.choice(["555-%s" % digits(rng, 4), "555%s" % digits(rng, 2), "555 %s" % digits(rng, 3)])


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum():
            out.append(ch)
        elif ch in " -'.&" and out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def email(rng, first=None, last=None, role=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if role:
        return "%s@%s" % (role, dom)
    f = slug(first).replace("-", "")
    l = slug(last).replace("-", "")
    st = rng.randint(0, 4)
    if st == 0:
        u = "%s.%s" % (f, l)
    elif st == 1:
        u = "%s%s%s" % (f[0], l, digits(rng, 2))
    elif st == 2:
        u = "%s_%s%s" % (f, l[:3], rng.choice(["", "x", "t1d"]))
    elif st == 3:
        u = "%s.%s%d" % (l, f[0], rng.randint(70, 99))
    else:
        u = "%s%s" % (f, l)
    return "%s@%s" % (u, dom)


def url(rng, path):
    host = rng.choice(["www.example.org", "example.org", "www.example.net", "example.com", "www.example.com"])
    pre = rng.choice(["https://", "https://", "http://", ""])
    if not pre and not host.startswith("www."):
        host = "www." + host
    return "%s%s/%s" % (pre, host, path)


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 40), rng.randint(2, 254))


def username(rng, first, last, kind="family"):
    f = slug(first).replace("-", "")
    l = slug(last).replace("-", "")
    if kind == "staff":
        return rng.choice(["%s%s%d" % (f[0], l, rng.randint(1, 9)), "%s.%s" % (f, l), (f[0] + l[:6]).upper(),
                           "%s%s" % (l[:5], f[:2])])
    return rng.choice(["%s%s%s" % (f, l[:1], digits(rng, 2)), "%s_%s" % (f, rng.choice(["t1d", "pump", "cgm"])),
                       "%s.%s%s" % (f, l, digits(rng, 2)), "%s%s" % (l, f[:3]), "%s%s%d" % (f[:4], l[:4], rng.randint(1, 30))])


# ---------------------------------------------------------------- identifiers
def mrn(rng, cc):
    if cc == "UK":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 6)), "RX%s" % digits(rng, 7), digits(rng, 8)])
    if cc == "US":
        return rng.choice([digits(rng, 8), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "MR%s" % digits(rng, 7)])
    if cc == "AU":
        return rng.choice(["%s" % digits(rng, 7), "UR%s" % digits(rng, 6)])
    if cc == "CA":
        return rng.choice([digits(rng, 7), "H%s" % digits(rng, 7)])
    if cc == "IE":
        return rng.choice([digits(rng, 7), "%s%s" % (letters(rng, 1), digits(rng, 6))])
    return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), digits(rng, 8)])


def natid(rng, cc):
    """(label, value, type) of the national patient/health identifier."""
    if cc == "UK":
        if rng.random() < 0.15:
            return ("CHI No", "%s%s" % (digits(rng, 6), digits(rng, 4)), "MRN")
        return ("NHS No", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4)), "MRN")
    if cc == "NZ":
        return ("NHI", "%s%s" % (letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ"), digits(rng, 4)), "MRN")
    if cc == "AU":
        return ("Medicare No", "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1)), "HEALTHPLAN")
    if cc == "CA":
        if rng.random() < 0.5:
            return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)), "HEALTHPLAN")
        return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)), "HEALTHPLAN")
    if cc == "IE":
        return ("IHI", "%s %s" % (digits(rng, 5), digits(rng, 5)), "MRN")
    return ("Medicaid ID", "%s%s" % (letters(rng, 2), digits(rng, 8)), "HEALTHPLAN")


def ssn(rng, cc):
    if cc == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if cc == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "C", "D", "E", "F", "H", "K", "P", "T", "W"]) + rng.choice(["", "A", "W"]))
    if cc == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "NZ":
        return "000-%s-%s" % (digits(rng, 3), digits(rng, 3))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 3))


def plan_id(rng, cc):
    if cc == "US":
        return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)), "W%s" % digits(rng, 9), "%s%s" % (letters(rng, 2), digits(rng, 8))])
    if cc == "AU":
        return rng.choice(["%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7))])
    if cc == "IE":
        return rng.choice(["%s%s" % (digits(rng, 7), letters(rng, 1)), "MC%s" % digits(rng, 7)])
    return "%s%s" % (letters(rng, 3), digits(rng, 6))


def group_no(rng):
    return rng.choice(["GRP-%s" % digits(rng, 5), "%s" % digits(rng, 6), "G%s" % digits(rng, 5)])


def acct(rng, cc):
    return rng.choice(["%s" % digits(rng, 10), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "V%s" % digits(rng, 8), "ENC%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 7))])


def idnum(rng, kind="lab"):
    if kind == "lab":
        return rng.choice(["%s%s-%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 5)),
                           "%s%s" % (digits(rng, 2), digits(rng, 7)), "LAB%s" % digits(rng, 7),
                           "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 6))])
    if kind == "order":
        return rng.choice(["ORD-%s" % digits(rng, 7), "%s" % digits(rng, 9), "RX%s" % digits(rng, 8)])
    if kind == "ref":
        return rng.choice(["REF-%s-%s" % (digits(rng, 4), digits(rng, 4)), "%s/%s" % (digits(rng, 5), digits(rng, 2)),
                           "CR%s" % digits(rng, 6)])
    if kind == "incident":
        return rng.choice(["IR-%s-%s" % (digits(rng, 4), digits(rng, 4)), "W%s" % digits(rng, 6), "INC%s" % digits(rng, 7)])
    if kind == "call":
        return rng.choice(["C%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "OOH%s" % digits(rng, 6)])
    if kind == "student":
        return rng.choice(["%s" % digits(rng, 7), "S%s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 9))])
    if kind == "passport":
        return "%s%s" % (letters(rng, rng.choice([1, 2])), digits(rng, 7))
    if kind == "amb":
        return rng.choice(["%s%s" % (digits(rng, 8), letters(rng, 1)), "AMB-%s" % digits(rng, 7), "%s" % digits(rng, 10)])
    if kind == "interp":
        return "%s" % digits(rng, 5)
    raise ValueError(kind)


def lic_clin(rng, cc):
    """(label, value) clinician registration/licence number."""
    if cc == "UK":
        return ("GMC", digits(rng, 7))
    if cc == "US":
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7))])
    if cc == "AU":
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Provider No", digits(rng, 6) + letters(rng, 2))])
    if cc == "CA":
        return ("CPSO", digits(rng, 6))
    if cc == "IE":
        return ("MCRN", digits(rng, 6))
    return ("MCNZ", digits(rng, 5))


def nurse_lic(rng, cc):
    if cc == "UK":
        return ("NMC PIN", "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4)) + letters(rng, 1))
    if cc == "US":
        return ("RN Lic", "RN" + digits(rng, 7))
    if cc == "AU":
        return ("AHPRA", "NMW000" + digits(rng, 7))
    if cc == "IE":
        return ("NMBI PIN", digits(rng, 6))
    if cc == "NZ":
        return ("NCNZ", digits(rng, 6))
    return ("CNO Reg", digits(rng, 8))


def driver_lic(rng, cc, last=""):
    if cc == "UK":
        l = (slug(last).replace("-", "").upper() + "99999")[:5]
        return "%s%s%s%s" % (l, digits(rng, 6), letters(rng, 2), digits(rng, 1)) + letters(rng, 2)
    if cc == "US":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 8)), "%s-%s-%s" % (letters(rng, 1) + digits(rng, 3), digits(rng, 4), digits(rng, 4))])
    if cc == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if cc == "AU":
        return digits(rng, 8)
    if cc == "IE":
        return "%s" % digits(rng, 9)
    return "%s%s" % (letters(rng, 2), digits(rng, 6))


def plate(rng, cc):
    if cc == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([16, 17, 18, 19, 20, 21, 22, 66, 67, 68, 69, 70, 71, 72]), letters(rng, 3))
    if cc == "US":
        return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if cc == "AU":
        return rng.choice(["%s%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1)), "%s%s·%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3))]).replace("·", "")
    if cc == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if cc == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "192", "201", "211", "221", "231", "162", "181"]),
                             rng.choice(["C", "G", "L", "KY", "D", "MH", "WX", "SO", "LK"]), digits(rng, rng.choice([3, 4, 5])))
    return "%s%s" % (letters(rng, 3), digits(rng, 3))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice(["1HG", "2T1", "JTD", "WVW", "KMH", "3FA", "5YJ"]) + "".join(rng.choice(pool) for _ in range(14))


def bioid(rng, kind):
    if kind == "finger":
        return rng.choice(["FP-%s" % digits(rng, 5), "BIO%s" % digits(rng, 6), digits(rng, 8)])
    if kind == "palm":
        return rng.choice(["PV-%s" % digits(rng, 6), "PVS%s" % digits(rng, 7)])
    if kind == "voice":
        return "VB-%s-%s" % (letters(rng, 2), digits(rng, 5))
    return "FR-%s" % digits(rng, 6)


def device_serial(rng, kind):
    if kind == "medtronic":
        return "NG%s%s" % (digits(rng, 7), letters(rng, 1))
    if kind == "tandem":
        return digits(rng, 7)
    if kind == "omnipod":
        return "%s-%s" % (digits(rng, 4), letters(rng, 1) + digits(rng, 4))
    if kind == "ypsomed":
        return "YP%s" % digits(rng, 8)
    if kind == "g6tx":
        return "8" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(5))
    if kind == "g7":
        return "%s%s" % (digits(rng, 2), "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6)))
    if kind == "libre":
        return "0M%s%s" % (digits(rng, 5), "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(4)))
    if kind == "guardian":
        return "GT%s%s" % (digits(rng, 7), letters(rng, 1))
    if kind == "meter":
        return rng.choice(["CNT%s" % digits(rng, 8), "GU%s" % digits(rng, 7), "%s%s" % (letters(rng, 3), digits(rng, 6))])
    if kind == "ketone":
        return "KM%s" % digits(rng, 7)
    if kind == "phone":
        return "IMEI %s" % digits(rng, 15)
    return "SN%s" % digits(rng, 8)


def postcode(rng, cc, prefix):
    if cc == "UK":
        out = prefix
        if not any(ch.isdigit() for ch in prefix):
            out = prefix + str(rng.randint(1, 29))
        return "%s %d%s" % (out, rng.randint(1, 9), letters(rng, 2, PC_TAIL))
    if cc == "US":
        return prefix + digits(rng, 2)
    if cc == "CA":
        return "%s%s %d%s%d" % (prefix, letters(rng, 1, "ABCEGHJKLMNPRSTVXY") if len(prefix) == 2 else "",
                               rng.randint(1, 9), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    if cc == "IE":
        return "%s %s" % (prefix, "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    return prefix
