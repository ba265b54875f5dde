"""Country-specific formats: dates, phones, identifiers, addresses. All contacts fictional (555)."""
import datetime

import pools_places as PP

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


def rand_date(rng, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1)
    span = (datetime.date(y1, 6, 30) - start).days
    return start + datetime.timedelta(days=rng.randrange(span))


def shift(d, days):
    return d + datetime.timedelta(days=days)


def dob_for_age(rng, ref, age):
    return ref - datetime.timedelta(days=age * 365 + rng.randrange(1, 360))


def age_at(dob, ref):
    a = ref.year - dob.year
    if (ref.month, ref.day) < (dob.month, dob.day):
        a -= 1
    return a


def fmt_date(d, c, style):
    """style: num, short, long, abbr, dash, iso, wday, wday_short, daymonth, monthyear, year"""
    us = c == "US"
    if style == "iso":
        return d.isoformat()
    if style == "year":
        return str(d.year)
    if style == "monthyear":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        if c == "ZA":
            return "%d/%02d/%02d" % (d.year, d.month, d.day)
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "short":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        if us:
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "abbr":
        if us:
            return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "daymonth":
        if us:
            return "%d/%d" % (d.month, d.day)
        return "%d/%d" % (d.day, d.month)
    if style == "wday":
        if us:
            return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
        return "%s %d %s %d" % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wday_short":
        if us:
            return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.month, d.day)
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.day, d.month)
    raise ValueError(style)


def any_date(rng, d, c, styles=("num", "num", "short", "abbr", "dash", "long")):
    return fmt_date(d, c, rng.choice(styles))


def clock(rng, c, h=None, m=None):
    h = rng.randrange(24) if h is None else h
    m = rng.randrange(60) if m is None else m
    if c == "US" and rng.random() < 0.4:
        return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")
    if rng.random() < 0.35:
        return "%02d%02d" % (h, m)
    return "%02d:%02d" % (h, m)


# ---------------------------------------------------------------- phones
AREA = {"US": ["216", "503", "802", "316", "404", "207", "319", "512", "602", "313", "502", "775", "612", "804"],
        "CA": ["416", "613", "604", "403", "204", "902", "306", "506", "514", "780"],
        "UK": ["0113", "0161", "01632", "0117", "01904", "01223", "0191", "029", "01392", "01482"],
        "IE": ["01", "021", "061", "091", "066", "051", "071", "090"],
        "AU": ["02", "03", "07", "08"],
        "NZ": ["03", "04", "06", "07", "09"],
        "ZA": ["021", "011", "031", "012", "041", "051"]}


def phone(rng, c, mobile=None, intl=None):
    mobile = rng.random() < 0.4 if mobile is None else mobile
    intl = rng.random() < 0.08 if intl is None else intl
    d4 = digits(rng, 4)
    if c in ("US", "CA"):
        a = rng.choice(AREA[c])
        if intl:
            return "+1 %s 555 %s" % (a, d4)
        return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"]) % (a, d4)
    if c == "UK":
        if mobile:
            if rng.random() < 0.5:
                return "07700 555%s" % digits(rng, 3)
            return "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        a = rng.choice(AREA["UK"])
        if intl:
            return "+44 %s 555 %s" % (a[1:], d4)
        return "%s 555 %s" % (a, d4)
    if c == "IE":
        if mobile:
            return ("08%s 555 %s" % (rng.choice("35679"), d4)) if not intl else "+353 8%s 555 %s" % (
                rng.choice("35679"), d4)
        return "(%s) 555 %s" % (rng.choice(AREA["IE"]), d4)
    if c == "AU":
        if mobile:
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3)) if not intl else "+61 4%s 555 %s" % (
                digits(rng, 2), digits(rng, 3))
        return "(%s) 5550 %s" % (rng.choice(AREA["AU"]), d4)
    if c == "NZ":
        if mobile:
            return "02%s 555 %s" % (rng.choice("1279"), d4) if not intl else "+64 2%s 555 %s" % (
                rng.choice("1279"), d4)
        return "(%s) 555 %s" % (rng.choice(AREA["NZ"]), d4)
    if c == "ZA":
        if mobile:
            return "0%s 555 %s" % (rng.choice(["82", "83", "72", "61", "79"]), d4) if not intl else \
                "+27 %s 555 %s" % (rng.choice(["82", "83", "72"]), d4)
        return "%s 555 %s" % (rng.choice(AREA["ZA"]), d4)
    if c == "SG":
        if mobile:
            return "%s555 %s" % (rng.choice("89"), d4)
        return ("+65 6555 %s" if intl else "6555 %s") % d4
    raise ValueError(c)


def phone_ext(rng, c):
    p = phone(rng, c, mobile=False, intl=False)
    return p + rng.choice([" ext. %s", " ext %s", " x%s"]) % digits(rng, rng.choice([3, 4]))


def pager(rng):
    k = rng.randrange(5)
    if k == 0:
        return "555" + rng.choice(DIG)
    if k == 1:
        return rng.choice("123456789") + "555"
    if k == 2:
        return "555" + digits(rng, 2)
    if k == 3:
        return digits(rng, 1) + "555" + digits(rng, 1)
    return digits(rng, 1) + "-555" + digits(rng, 1)


def extension(rng):
    return rng.choice(["555%s", "%s555"]) % digits(rng, rng.choice([1, 2]))


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    if c == "US":
        return rng.choice([digits(rng, 8), "%s-%s" % (digits(rng, 3), digits(rng, 5)), "E" + digits(rng, 7)])
    if c == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 8)])
    if c == "IE":
        return rng.choice([digits(rng, 7), "%s%s" % (letters(rng, 1), digits(rng, 6))])
    if c == "CA":
        return rng.choice([digits(rng, 7), "M" + digits(rng, 8)])
    if c == "AU":
        return rng.choice([digits(rng, 6), digits(rng, 7), "UR" + digits(rng, 6)])
    if c == "NZ":
        return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    if c == "ZA":
        return rng.choice([digits(rng, 8), "%s/%s" % (digits(rng, 4), digits(rng, 4))])
    if c == "SG":
        return "%s%s" % (digits(rng, 7), letters(rng, 1))
    raise ValueError(c)


def nhs_number(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def ssn(rng, c):
    if c == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "T", "W", "H", "TA"]))
    if c == "ZA":
        return "9%s%s" % (rng.choice(["0", "1", "2", "3", "4", "5"]), digits(rng, 11))
    return None


SSN_LABEL = {"US": ["SSN", "SS#", "Social Security No."], "CA": ["SIN"], "IE": ["PPSN", "PPS No."],
             "ZA": ["SA ID", "ID no."]}


def healthplan(rng, c):
    """(label, value) pairs for insurance / public scheme numbers."""
    if c == "US":
        return rng.choice([("Member ID", letters(rng, 3) + digits(rng, 6)), ("Policy #", "W" + digits(rng, 9)),
                           ("Medicare ID", "%s%s%s-%s%s-%s" % (digits(rng, 1), letters(rng, 1), letters(rng, 1),
                                                              digits(rng, 1), letters(rng, 1), digits(rng, 4))),
                           ("Medicaid #", digits(rng, 10))])
    if c == "CA":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                                       letters(rng, 2))),
                           ("PHN", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))),
                           ("Health card", digits(rng, 10))])
    if c == "AU":
        return rng.choice([("Medicare", "%s%s %s %s" % (rng.choice("23456"), digits(rng, 3), digits(rng, 5),
                                                        digits(rng, 1))),
                           ("DVA", "N" + letters(rng, 1) + digits(rng, 6)),
                           ("Health fund no.", digits(rng, 8))])
    if c == "IE":
        return rng.choice([("Medical card", digits(rng, 7) + letters(rng, 1)),
                           ("GMS no.", digits(rng, 6)), ("Insurer member no.", digits(rng, 8))])
    if c == "UK":
        return rng.choice([("Policy no.", letters(rng, 2) + digits(rng, 7)), ("Membership no.", digits(rng, 9))])
    if c == "NZ":
        return rng.choice([("Member no.", digits(rng, 9)), ("ACC claim no.", letters(rng, 2) + digits(rng, 8))])
    if c == "ZA":
        return rng.choice([("Medical aid no.", digits(rng, 9)), ("Scheme no.", letters(rng, 3) + digits(rng, 7))])
    if c == "SG":
        return rng.choice([("Policy no.", "P" + digits(rng, 9)), ("MediShield ref", letters(rng, 2) + digits(rng, 7))])
    raise ValueError(c)


def account(rng, c):
    lab, val = rng.choice({
        "US": [("Acct", "%s-%s" % (digits(rng, 4), digits(rng, 4))), ("CSN", digits(rng, 10)),
               ("FIN", "%s-%s" % (digits(rng, 2), digits(rng, 7))), ("Enc #", digits(rng, 9))],
        "UK": [("Episode no.", digits(rng, 7)), ("Spell ID", "SP" + digits(rng, 8)), ("Attendance no.", digits(rng, 8))],
        "IE": [("Episode no.", digits(rng, 8)), ("Encounter", "E" + digits(rng, 7))],
        "CA": [("Visit #", digits(rng, 9)), ("Encounter #", "V" + digits(rng, 8)), ("Acct", digits(rng, 8))],
        "AU": [("Episode", digits(rng, 9)), ("Visit no.", "V" + digits(rng, 7)), ("Admission no.", digits(rng, 8))],
        "NZ": [("Event ID", digits(rng, 9)), ("Encounter", "EN" + digits(rng, 7))],
        "ZA": [("Account no.", digits(rng, 10)), ("Adm no.", digits(rng, 8))],
        "SG": [("Visit no.", digits(rng, 11)), ("Account", "A" + digits(rng, 9))],
    }[c])
    return lab, val


def license_no(rng, c, nurse=False):
    if c == "UK":
        return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))) \
            if nurse else ("GMC", digits(rng, 7))
    if c == "IE":
        return ("NMBI PIN", digits(rng, 6)) if nurse else ("IMC no.", digits(rng, 6))
    if c == "US":
        if nurse:
            return ("RN Lic.", "RN" + digits(rng, 7))
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7)),
                           ("Lic.", "MD" + digits(rng, 6))])
    if c == "CA":
        return ("CNO reg.", digits(rng, 8)) if nurse else (rng.choice(["CPSO", "CPSA", "CPSM"]), digits(rng, 5))
    if c == "AU":
        return ("AHPRA", ("NMW" if nurse else "MED") + digits(rng, 10))
    if c == "NZ":
        return ("NCNZ", digits(rng, 6)) if nurse else ("MCNZ", digits(rng, 5))
    if c == "ZA":
        return ("SANC", digits(rng, 8)) if nurse else ("HPCSA", "MP " + digits(rng, 7))
    if c == "SG":
        return ("SNB", "R" + digits(rng, 5) + letters(rng, 1)) if nurse else ("MCR", "M" + digits(rng, 5) + letters(rng, 1))
    raise ValueError(c)


def idnum(rng, kind, year):
    y = year % 100
    return {
        "met": lambda: "MET-%d-%s" % (year, digits(rng, 4)),
        "rrt": lambda: "RRT%02d%s" % (y, digits(rng, 5)),
        "datix": lambda: rng.choice(["W", "IR", "DX"]) + digits(rng, 6),
        "audit": lambda: "CA-%02d-%s" % (y, digits(rng, 3)),
        "ncaa": lambda: digits(rng, 6),
        "abg": lambda: "%02d:%s" % (y, digits(rng, 5)),
        "lab": lambda: "%s%02d-%s" % (rng.choice("LHBCS"), y, digits(rng, 6)),
        "order": lambda: "ORD" + digits(rng, 8),
        "ref": lambda: "REF-%s" % digits(rng, 6),
        "form": lambda: "%s-%s" % (rng.choice(["TEP", "RESPECT", "COC", "GOC"]), digits(rng, 6)),
        "staff": lambda: rng.choice(["", "E", "S"]) + digits(rng, 6),
        "retrieval": lambda: "%s%02d%s" % (rng.choice(["RSQ", "TX", "RET"]), y, digits(rng, 4)),
        "alert": lambda: "ALRT-%s" % digits(rng, 8),
        "culture": lambda: "MC%02d/%s" % (y, digits(rng, 5)),
        "xray": lambda: "RAD%s" % digits(rng, 7),
        "session": lambda: "ED-%02d-%s" % (y, digits(rng, 3)),
    }[kind]()


def device_serial(rng):
    return rng.choice([
        letters(rng, 2) + digits(rng, 7), digits(rng, 2) + letters(rng, 1) + digits(rng, 6),
        "%s-%s" % (letters(rng, 3), digits(rng, 6)), "AS" + digits(rng, 6), digits(rng, 10)])


def plate(rng, c):
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if c == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "202", "171", "232", "08", "12"]),
                             rng.choice(["D", "C", "G", "KY", "L", "WX", "MO"]), digits(rng, rng.choice([4, 5])))
    if c == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])
    if c == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if c == "AU":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s %s" % (digits(rng, 1), letters(rng, 3),
                                                                                     digits(rng, 3))])
    if c == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if c == "ZA":
        return "%s %s-%s" % (rng.choice(["CA", "ND", "NU", "CY"]), digits(rng, 3), digits(rng, 3))
    if c == "SG":
        return "S%s%s%s" % (letters(rng, 2), digits(rng, 4), letters(rng, 1))
    raise ValueError(c)


def vin(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + digits(rng, 1) + letters(rng, 5) + digits(rng, 8)


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "BIO%s" % digits(rng, 6), "FPX%s" % digits(rng, 5)])


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- places
def town(rng, c):
    hand, pre, suf = PP.TOWN_PARTS[c]
    if rng.random() < 0.45:
        return rng.choice(hand.split("|"))
    return rng.choice(pre.split("|")) + rng.choice(suf.split("|"))


def postcode(rng, c):
    if c == "US":
        return digits(rng, 5) if rng.random() < 0.85 else "%s-%s" % (digits(rng, 5), digits(rng, 4))
    if c == "UK":
        a = letters(rng, rng.choice([1, 2]), "ABCDEFGHKLMNPRSTWY")
        return "%s%s %s%s" % (a, rng.randrange(1, 30), rng.randrange(10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "IE":
        return "%s%s%s %s" % (rng.choice("ACDEFHKNPRTVWXY"), digits(rng, 2), "", letters(rng, 1) + digits(rng, 1)
                              + letters(rng, 1) + digits(rng, 1))
    if c == "CA":
        return "%s%s%s %s%s%s" % (rng.choice("ABCEGHJKLMNPRSTVXY"), digits(rng, 1), rng.choice("ABCEGHJKLMNPRSTVWXYZ"),
                                  digits(rng, 1), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), digits(rng, 1))
    if c in ("AU", "NZ", "ZA"):
        return digits(rng, 4)
    if c == "SG":
        return digits(rng, 6)
    raise ValueError(c)


def street(rng, c):
    core = rng.choice(PP.STREET_CORE)
    typ = rng.choice(PP.STREET_TYPES[c])
    num = str(rng.randrange(1, 400))
    base = "%s %s %s" % (num, core, typ)
    if c == "SG":
        return "Blk %s %s %s %s" % (rng.randrange(100, 900), core, typ, "#%02d-%d" % (rng.randrange(2, 25),
                                                                                     rng.randrange(10, 400)))
    if rng.random() < 0.22:
        form = rng.choice(PP.UNIT_FORMS[c])
        unit = form.format(n=rng.randrange(1, 40), l=rng.choice("ABCD"), n2="%02d" % rng.randrange(2, 20),
                           n3=rng.randrange(10, 300))
        if unit.endswith("/"):
            return unit + base
        if c == "US" or c == "CA":
            return base + ", " + unit
        return unit + ", " + base
    return base


def address(rng, c, state=True, one_line=True):
    """Segments for a postal address; split into parts per guideline."""
    sep = ", " if one_line else "\n"
    segs = [(street(rng, c), "STREET"), sep]
    t = town(rng, c)
    if c == "US" or c == "CA":
        st = rng.choice(PP.STATES[c])
        segs += [(t, "CITY"), ", ", (st[1] if rng.random() < 0.85 else st[0], "STATE"), " ", (postcode(rng, c), "ZIP")]
    elif c == "AU":
        st = rng.choice(PP.STATES[c])
        segs += [(t, "CITY"), " ", (st[1], "STATE"), " ", (postcode(rng, c), "ZIP")]
    elif c == "UK":
        segs += [(t, "CITY"), sep, (postcode(rng, c), "ZIP")]
    elif c == "IE":
        segs += [(t, "CITY"), sep, "Co. ", (rng.choice(PP.IE_COUNTIES), "CITY")]
        if rng.random() < 0.7:
            segs += [sep, (postcode(rng, c), "ZIP")]
    elif c == "NZ":
        segs += [(t, "CITY"), " ", (postcode(rng, c), "ZIP")]
    elif c == "ZA":
        segs += [(t, "CITY"), sep, (rng.choice(PP.STATES[c])[0], "STATE"), sep, (postcode(rng, c), "ZIP")]
    elif c == "SG":
        segs = [(street(rng, c), "STREET"), sep, ("Singapore", "CITY"), " ", (postcode(rng, c), "ZIP")]
    return segs


def hospital(rng, c, surname_pool):
    form = rng.choice(PP.HOSP_FORMS[c])
    return form.format(T=town(rng, c), S="St " + rng.choice(PP.SAINTS), N=rng.choice(surname_pool))


def ward(rng, c):
    if rng.random() < 0.55:
        return rng.choice(PP.WARD_NAMES) + " Ward" if c != "US" else rng.choice(PP.WARD_NAMES) + " Unit"
    form = rng.choice(PP.WARD_NUMBERED)
    return form.format(n=rng.randrange(2, 12), l=rng.choice("ABCDEF"))


def org_name(rng, forms):
    return rng.choice(forms).format(C=rng.choice(PP.ORG_CORES))
