"""Country profiles: date styles and identifier formats. Every contact number holds 555."""
import datetime
import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
ALNUM = "ABCDEFGHJKLMNPRSTUVWXY0123456789"

COUNTRIES = ["UK", "US", "AU", "IE", "CA", "NZ"]
WEIGHTS = [30, 20, 15, 12, 12, 11]


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_STYLES = {
    "UK": ["dmy", "d_month_y", "d-mon-y", "dmy_short", "dmy_dot", "dth_month_y"],
    "US": ["mdy", "month_d_y", "mon_d_y", "iso", "mdy_short", "mdy_nopad"],
    "AU": ["dmy", "d_mon_y", "dmy_dot_short", "d_month_y", "dmy_short"],
    "IE": ["dmy", "dth_month_y", "d-mon-yy", "d_month_y", "dmy_dot"],
    "CA": ["iso", "month_d_y", "d-mon-y", "mdy", "d_month_y"],
    "NZ": ["dmy", "d_month_y", "d_mon_y", "dmy_short", "dmy_dot"],
}


def fmt_date(d, style):
    mon = MONTHS[d.month - 1]
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy_short":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dmy_dot_short":
        return "%d.%d.%02d" % (d.day, d.month, d.year % 100)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, mon, d.year)
    if style == "dth_month_y":
        return "%s %s %d" % (ordinal(d.day), mon, d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, mon[:3], d.year)
    if style == "d-mon-y":
        return "%02d-%s-%d" % (d.day, mon[:3], d.year)
    if style == "d-mon-yy":
        return "%02d-%s-%02d" % (d.day, mon[:3], d.year % 100)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy_nopad":
        return "%d/%d/%d" % (d.month, d.day, d.year)
    if style == "mdy_short":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "month_d_y":
        return "%s %d, %d" % (mon, d.day, d.year)
    if style == "mon_d_y":
        return "%s %d, %d" % (mon[:3], d.day, d.year)
    if style == "iso":
        return "%d-%02d-%02d" % (d.year, d.month, d.day)
    raise ValueError(style)


def fmt_short(d, cc):
    """Day and month without year, with weekday (e.g. 'Tue 14/3' or 'Tue 3/14')."""
    wd = WEEKDAYS[d.weekday()][:3]
    if cc in ("US", "CA"):
        return "%s %d/%d" % (wd, d.month, d.day)
    return "%s %d/%d" % (wd, d.day, d.month)


def fmt_weekday_long(d, cc):
    wd = WEEKDAYS[d.weekday()]
    if cc in ("US", "CA"):
        return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
    return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)


def fmt_month_year(d, rng):
    m = MONTHS[d.month - 1]
    return rng.choice([m + " " + str(d.year), m[:3] + " " + str(d.year), m + " " + str(d.year)])


AREA = {
    "UK": ["0113", "0161", "0114", "0115", "0116", "0117", "0121", "0131", "0141", "0191",
           "01392", "01942", "01603", "01228", "01792", "01382", "01463"],
    "US": ["617", "312", "419", "937", "559", "520", "518", "508", "978", "912", "865", "208",
           "509", "541", "608", "218", "806", "915", "775", "570", "860", "251", "843", "402"],
    "AU": ["02", "03", "07", "08"],
    "IE": ["01", "091", "061", "051", "071", "066", "090", "041", "056", "065", "074", "046"],
    "CA": ["905", "613", "705", "519", "807", "506", "902", "306", "403", "250", "204", "819"],
    "NZ": ["07", "09", "06", "03", "04"],
}


def phone(rng, cc, kind="land"):
    """kind: land, mobile, fax, ext, pager"""
    if kind == "pager":
        return rng.choice(["555" + digits(rng, 1), "5555", "555-" + digits(rng, 4),
                           "555 " + digits(rng, 3)])
    if kind == "mobile":
        if cc == "UK":
            return "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        if cc == "AU":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        if cc == "IE":
            return "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
        if cc == "NZ":
            return "02%s 555 %s" % (rng.choice("127"), digits(rng, 3))
        kind = "land"
    a = rng.choice(AREA[cc])
    if cc in ("US", "CA"):
        n = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555 %s"]) % (a, digits(rng, 4))
    elif cc == "UK":
        n = ("%s 555 %s" % (a, digits(rng, 4))) if len(a) == 4 else ("%s 555 %s" % (a, digits(rng, 3)))
    elif cc == "AU":
        n = rng.choice(["(%s) 5550 %s", "%s 5555 %s"]) % (a, digits(rng, 4))
    elif cc == "IE":
        n = rng.choice(["(%s) 555 %s", "%s 555 %s"]) % (a, digits(rng, 4 if a == "01" else 3))
    else:
        n = rng.choice(["(%s) 555 %s", "%s 555 %s"]) % (a, digits(rng, 4))
    if kind == "ext":
        n += rng.choice([" ext. ", " ext ", " x", " extn "]) + digits(rng, 4)
    return n


def postcode(rng, cc, hint):
    if cc == "UK":
        return "%s%d %d%s" % (hint, rng.randrange(1, 30), rng.randrange(10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "US":
        z = str(rng.randrange(10000, 99999))
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    if cc in ("AU", "NZ"):
        return hint
    if cc == "IE":
        return hint + " " + rng.choice(UP) + digits(rng, 1) + rng.choice(ALNUM) + rng.choice(ALNUM)
    if cc == "CA":
        return "%s%s %d%s%d" % (hint, rng.choice("ABCEGHJKLMNPRSTVXY"), rng.randrange(10),
                                rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    raise ValueError(cc)


def mrn(rng, cc):
    if cc == "UK":
        return rng.choice(["RX" + digits(rng, 7), "K" + digits(rng, 7), rng.choice(UP) + digits(rng, 6),
                           digits(rng, 8)])
    if cc == "US":
        return rng.choice([digits(rng, 8), "00" + digits(rng, 7), "E" + digits(rng, 9)])
    if cc == "AU":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "MR" + digits(rng, 6)])
    if cc == "IE":
        return rng.choice([digits(rng, 7), "H" + digits(rng, 7), digits(rng, 6)])
    if cc == "CA":
        return rng.choice([digits(rng, 7), "M" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 3)])
    return rng.choice([digits(rng, 7), "H" + digits(rng, 6)])


def national_id(rng, cc, dob):
    """(label, type, value) for the national patient identifier printed on notes."""
    if cc == "UK":
        if rng.random() < 0.15:
            return ("CHI", "MRN", "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4)))
        return ("NHS No", "MRN", "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)))
    if cc == "US":
        return rng.choice([("Member ID", "HEALTHPLAN", letters(rng, 3) + digits(rng, 9)),
                           ("Medicare MBI", "HEALTHPLAN", "%d%s%d-%s%d-%s%d%d" % (
                               rng.randrange(1, 10), rng.choice(UP), rng.randrange(10),
                               letters(rng, 2), rng.randrange(10), letters(rng, 2),
                               rng.randrange(10), rng.randrange(10))),
                           ("Policy #", "HEALTHPLAN", "W" + digits(rng, 8) + letters(rng, 2))])
    if cc == "AU":
        return ("Medicare No", "HEALTHPLAN", "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5),
                                                          rng.randrange(1, 6)))
    if cc == "IE":
        return rng.choice([("Medical Card No", "HEALTHPLAN", digits(rng, 7) + rng.choice("ABCDEFGHKLMNPRSTWXY")),
                           ("IHI", "MRN", digits(rng, 6) + " " + digits(rng, 6))])
    if cc == "CA":
        return rng.choice([("OHIP", "HEALTHPLAN", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))),
                           ("PHN", "HEALTHPLAN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))),
                           ("Health Card", "HEALTHPLAN", digits(rng, 10) + letters(rng, 2))])
    return ("NHI", "MRN", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4))


def ssn(rng, cc):
    """(label, value) of a social-security-like number; always starts with 9 or 000."""
    if cc == "US":
        if rng.random() < 0.25:
            return ("SSN", "000-%s-%s" % (digits(rng, 2), digits(rng, 4)))
        return ("SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))
    if cc == "CA":
        return ("SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if cc == "AU":
        return ("Centrelink CRN", "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice(UP)))
    if cc == "IE":
        return ("PPSN", "9" + digits(rng, 6) + letters(rng, rng.choice([1, 2])))
    if cc == "NZ":
        return ("MSD client no", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    return ("Ref", "000 " + digits(rng, 3) + " " + digits(rng, 3))


def private_plan(rng, cc):
    return rng.choice([letters(rng, 2) + digits(rng, 7), digits(rng, 8), letters(rng, 3) + "-" + digits(rng, 6),
                       digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 2)])


def licence(rng, cc):
    """(label, value) of a clinician registration/licence number."""
    if cc == "UK":
        return rng.choice([("GMC", digits(rng, 7)), ("GMC No", digits(rng, 7)), ("GMC no.", digits(rng, 7))])
    if cc == "US":
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7)),
                           ("NPI #", "1" + digits(rng, 9))])
    if cc == "AU":
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Prescriber No", digits(rng, 7)),
                           ("Provider No", digits(rng, 6) + letters(rng, 2))])
    if cc == "IE":
        return rng.choice([("IMC No", digits(rng, 6)), ("MCRN", digits(rng, 6))])
    if cc == "CA":
        return rng.choice([("CPSO #", digits(rng, 5)), ("Licence No", digits(rng, 5)), ("CPSA", digits(rng, 6))])
    return rng.choice([("MCNZ", digits(rng, 5)), ("MCNZ No", digits(rng, 5))])


def nurse_licence(rng, cc):
    if cc == "UK":
        return ("NMC PIN", "%02d%s%s%s" % (rng.randrange(80, 100), rng.choice(UP), digits(rng, 4), rng.choice("ABCDEOW")))
    if cc == "AU":
        return ("AHPRA", "NMW000" + digits(rng, 7))
    if cc == "IE":
        return ("NMBI PIN", digits(rng, 6))
    if cc == "NZ":
        return ("NCNZ", digits(rng, 6))
    return ("RN Lic", digits(rng, 7))


def account(rng, cc):
    return rng.choice(["E" + digits(rng, 9), digits(rng, 10), "V" + digits(rng, 8),
                       digits(rng, 4) + "-" + digits(rng, 6), "ENC" + digits(rng, 7)])


def vehicle(rng, cc):
    if cc == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([15, 16, 18, 19, 20, 21, 22, 23, 66, 68, 69, 70, 71]), letters(rng, 3))
    if cc == "US":
        return rng.choice(["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)),
                           letters(rng, 3) + "-" + digits(rng, 4),
                           "VIN 1" + letters(rng, 2, ALNUM) + digits(rng, 2) + letters(rng, 3) + digits(rng, 9)])
    if cc == "AU":
        return rng.choice([letters(rng, 3) + digits(rng, 3), "%s %02d %s" % (letters(rng, 2), rng.randrange(100), letters(rng, 2)),
                           "1" + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)])
    if cc == "IE":
        return "%d-%s-%s" % (rng.choice([151, 161, 171, 182, 191, 201, 212, 221, 231]),
                              rng.choice(["D", "G", "LK", "WD", "SO", "KY", "WH", "LH", "KK", "CE", "DL", "MH"]),
                              str(rng.randrange(100, 99999)))
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    return letters(rng, 3) + digits(rng, 3)


def drivers_licence(rng, cc, last):
    if cc == "UK":
        s = "".join(c for c in last.upper() if c.isalpha())[:5].ljust(5, "9")
        return s + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if cc == "US":
        return rng.choice(UP) + digits(rng, 7)
    if cc == "AU":
        return digits(rng, 9)
    if cc == "IE":
        return digits(rng, 9)
    if cc == "CA":
        return rng.choice(UP) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
    return letters(rng, 2) + digits(rng, 6)


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def random_date(rng, start_year, end_year):
    a = datetime.date(start_year, 1, 1).toordinal()
    b = datetime.date(end_year, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randrange(a, b + 1))


def town(rng, cc):
    return rng.choice(PP.TOWNS[cc])


def spelling(cc):
    return "us" if cc in ("US", "CA") else "uk"
