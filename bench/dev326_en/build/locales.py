"""Country-specific formats: dates, phones, addresses and identifiers.

All contact numbers contain 555; national-insurance style numbers have a
digit run starting with 9; e-mail/URL hosts are example.com/.org/.net.
"""
import datetime

import pools

CCS = ["US", "UK", "IE", "CA", "AU", "NZ", "SG", "ZA"]
COUNTRY_NAME = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK"],
                "IE": ["Ireland"], "CA": ["Canada"], "AU": ["Australia"],
                "NZ": ["New Zealand", "NZ"], "SG": ["Singapore"],
                "ZA": ["South Africa", "RSA"]}
SPELL_US = {"US", "CA"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
       "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Maine", "ME"),
             ("Vermont", "VT"), ("Iowa", "IA"), ("Michigan", "MI"),
             ("Wisconsin", "WI"), ("Georgia", "GA"), ("Texas", "TX"),
             ("Colorado", "CO"), ("Nebraska", "NE"), ("Kentucky", "KY"),
             ("Minnesota", "MN"), ("New Hampshire", "NH"), ("Montana", "MT"),
             ("North Carolina", "NC"), ("Arizona", "AZ"), ("Idaho", "ID"),
             ("Pennsylvania", "PA"), ("Massachusetts", "MA"),
             ("Washington", "WA"), ("Tennessee", "TN"), ("Missouri", "MO")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"),
             ("Queensland", "QLD"), ("Western Australia", "WA"),
             ("South Australia", "SA"), ("Tasmania", "TAS"),
             ("Australian Capital Territory", "ACT"),
             ("Northern Territory", "NT")]
NZ_REG = [("Canterbury", None), ("Waikato", None), ("Otago", None),
          ("Northland", None), ("Bay of Plenty", None), ("Taranaki", None),
          ("Southland", None), ("Hawke's Bay", None), ("Manawatū-Whanganui", None),
          ("Marlborough", None), ("Tasman", None)]
ZA_PROV = [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP"),
           ("Mpumalanga", "MP"), ("North West", "NW")]
UK_COUNTIES = ["Lancashire", "West Yorkshire", "Devon", "Kent", "Norfolk",
               "Cumbria", "Shropshire", "Fife", "Powys", "Cheshire",
               "Somerset", "Durham", "Gwynedd", "Lincolnshire", "Dorset",
               "Co. Antrim", "Northumberland", "Aberdeenshire"]
IE_COUNTIES = ["Galway", "Mayo", "Cork", "Kerry", "Clare", "Limerick",
               "Tipperary", "Wexford", "Donegal", "Sligo", "Louth", "Meath",
               "Kildare", "Wicklow", "Offaly", "Roscommon", "Leitrim",
               "Waterford", "Kilkenny", "Westmeath"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXY"


def digits(rng, n, first=None):
    s = "".join(str(rng.randrange(10)) for _ in range(n))
    if first is not None:
        s = first + s[len(first):]
    return s


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


# ---- dates -----------------------------------------------------------------
def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def shift(d, days):
    return datetime.date.fromordinal(d.toordinal() + days)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdy_nz":
        return "%d/%d/%d" % (m, dd, y)
    if style == "Mdy":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "mdy_abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "mdy_dash":
        return "%02d-%02d-%d" % (m, dd, y)
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy_short":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "dMy":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dmy_abbr":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dmy_abbr_dash":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "dmy_ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "DMY_UP":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    raise ValueError(style)


DATE_STYLES = {
    "US": ["mdy", "mdy", "mdy_nz", "Mdy", "mdy_abbr", "mdy_short", "mdy_dash"],
    "CA": ["iso", "iso", "Mdy", "dMy", "ymd_slash", "dmy"],
    "UK": ["dmy", "dmy", "dmy_abbr", "dMy", "dmy_short", "dmy_abbr_dash",
           "dmy_dot", "DMY_UP"],
    "IE": ["dmy", "dmy", "dMy", "dmy_abbr", "dmy_dot", "dmy_ord"],
    "AU": ["dmy", "dmy", "dmy_abbr", "dMy", "dmy_short", "DMY_UP"],
    "NZ": ["dmy", "dmy", "dmy_abbr", "dMy", "dmy_dot"],
    "SG": ["dmy", "dmy_abbr", "dMy", "dmy_abbr_dash", "DMY_UP"],
    "ZA": ["ymd_slash", "dmy", "dMy", "iso", "dmy_abbr"],
}


def short_date(d, cc):
    """Day and month without the year."""
    if cc == "US":
        return "%d/%d" % (d.month, d.day)
    if cc == "CA":
        return "%s %d" % (MON[d.month - 1], d.day)
    return "%d/%d" % (d.day, d.month)


def month_year(rng, d):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year),
                       "%s %d" % (MON[d.month - 1], d.year),
                       "%s-%02d" % (MON[d.month - 1], d.year % 100)])


def weekday_date(rng, d, cc):
    w = rng.choice([WEEKDAYS[d.weekday()], WD3[d.weekday()]])
    if cc == "US":
        return "%s %d/%d" % (w, d.month, d.day)
    if rng.random() < 0.5:
        return "%s %d %s" % (w, d.day, MON[d.month - 1])
    return "%s %d/%d" % (w, d.day, d.month)


# ---- places ----------------------------------------------------------------
def town(rng, cc):
    if cc == "UK":
        return rng.choice(pools.UK_A) + rng.choice(pools.UK_B)
    if cc == "IE":
        return rng.choice(pools.IE_A) + rng.choice(pools.IE_B)
    if cc == "US":
        return rng.choice(pools.US_PAT).format(rng.choice(pools.US_W))
    if cc == "CA":
        if rng.random() < 0.2:
            return "Saint-" + rng.choice(pools.CA_F)
        return rng.choice(pools.CA_PAT).format(rng.choice(pools.CA_W))
    if cc == "AU":
        return rng.choice(pools.AU_PAT).format(rng.choice(pools.AU_W))
    if cc == "NZ":
        if rng.random() < 0.6:
            return rng.choice(pools.NZ_A) + rng.choice(pools.NZ_B)
        return rng.choice(pools.NZ_PAT).format(rng.choice(pools.NZ_W))
    if cc == "SG":
        return rng.choice(pools.SG_A) + " " + rng.choice(pools.SG_B)
    if cc == "ZA":
        return rng.choice(pools.ZA_A) + rng.choice(pools.ZA_B)
    raise ValueError(cc)


def region(rng, cc):
    table = {"US": US_STATES, "CA": CA_PROV, "AU": AU_STATES, "NZ": NZ_REG,
             "ZA": ZA_PROV}.get(cc)
    return rng.choice(table) if table else None


def county(rng, cc):
    if cc == "UK":
        return rng.choice(UK_COUNTIES)
    if cc == "IE":
        return rng.choice(IE_COUNTIES)
    return None


def postcode(rng, cc):
    if cc == "US":
        z = digits(rng, 5)
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    if cc == "UK":
        out = letters(rng, rng.choice([1, 2])) + str(rng.randint(1, 29))
        return out + " " + str(rng.randrange(10)) + letters(rng, 2)
    if cc == "IE":
        return (rng.choice("ADHKTVWXYFRPE") + digits(rng, 2) + " " +
                letters(rng, 1) + digits(rng, 1) + letters(rng, 1) + digits(rng, 1))
    if cc == "CA":
        return (letters(rng, 1) + digits(rng, 1) + letters(rng, 1) + " " +
                digits(rng, 1) + letters(rng, 1) + digits(rng, 1))
    if cc in ("AU", "ZA"):
        return str(rng.randint(1000, 7999))
    if cc == "NZ":
        return str(rng.randint(100, 9899)).zfill(4)
    if cc == "SG":
        return digits(rng, 6, first=str(rng.randint(1, 8)))
    raise ValueError(cc)


def street(rng, cc):
    w = rng.choice(pools.STREET_W2) if rng.random() < 0.15 else rng.choice(pools.STREET_W)
    num = str(rng.choice([rng.randint(1, 99), rng.randint(1, 399), rng.randint(100, 9999)]))
    if cc == "US":
        s = "%s %s %s" % (num, w, rng.choice(pools.SUFFIX_US))
        if rng.random() < 0.3:
            s += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randint(1, 40)) + rng.choice(["", "B", "C"])
        return s
    if cc == "CA":
        s = "%s %s %s" % (num, w, rng.choice(pools.SUFFIX_US))
        if rng.random() < 0.25:
            s = "%d-%s" % (rng.randint(101, 2405), s)
        return s
    if cc in ("AU", "NZ", "ZA"):
        s = "%s %s %s" % (str(rng.randint(1, 240)), w, rng.choice(pools.SUFFIX_AU))
        if cc == "AU" and rng.random() < 0.3:
            s = "%d/%s" % (rng.randint(1, 30), s)
        if cc == "NZ" and rng.random() < 0.25:
            s = s.replace(" ", rng.choice(["A ", "B "]), 1)
        return s
    if cc == "SG":
        return "Blk %d %s %s %d, #%02d-%d" % (
            rng.randint(100, 899), rng.choice(pools.SG_A),
            rng.choice(["Ave", "St", "Road", "Drive"]), rng.randint(1, 9),
            rng.randint(2, 25), rng.randint(10, 480))
    # UK / IE
    s = "%s %s %s" % (str(rng.randint(1, 180)), w, rng.choice(pools.SUFFIX_UK))
    r = rng.random()
    if r < 0.15:
        s = "Flat %d, %s" % (rng.randint(1, 24), s)
    elif r < 0.22:
        s = rng.choice(["Rose Cottage, ", "The Old Forge, ", "Hillview, ", "Glenside House, "]) + s
    return s


def make_address(rng, cc, simple=False):
    st = street(rng, cc)
    if simple and cc != "SG":
        st = "%d %s %s" % (rng.randint(1, 400), rng.choice(pools.STREET_W),
                           rng.choice(pools.SUFFIX_US if cc in ("US", "CA") else pools.SUFFIX_UK[:8]))
    a = {"cc": cc, "street": st, "town": town(rng, cc),
         "region": region(rng, cc), "county": county(rng, cc),
         "postcode": postcode(rng, cc)}
    if cc == "AU":
        a["postcode"] = au_postcode(rng, a["region"][1])
    return a


AU_PC = {"NSW": (2000, 2599), "ACT": (2600, 2618), "VIC": (3000, 3999), "QLD": (4000, 4999),
         "SA": (5000, 5799), "WA": (6000, 6797), "TAS": (7000, 7799), "NT": (800, 899)}


def au_postcode(rng, abbr):
    lo, hi = AU_PC[abbr]
    return str(rng.randint(lo, hi)).zfill(4)


def addr_items(rng, a, sep=", ", country=False, abbr=None):
    """Address as builder items: street, town, region/county, postcode."""
    cc = a["cc"]
    it = [(a["street"], "STREET"), sep, (a["town"], "CITY")]
    if cc == "US" or cc == "CA":
        use_abbr = rng.random() < 0.8 if abbr is None else abbr
        reg = a["region"][1] if use_abbr else a["region"][0]
        it += [", ", (reg, "STATE"), rng.choice(["  ", " "]) if cc == "CA" else " ",
               (a["postcode"], "ZIP")]
    elif cc == "AU":
        use_abbr = rng.random() < 0.85 if abbr is None else abbr
        reg = a["region"][1] if use_abbr else a["region"][0]
        it += [" " if sep == ", " else sep, (reg, "STATE"), " ", (a["postcode"], "ZIP")]
    elif cc == "NZ":
        if rng.random() < 0.4:
            it += [sep, (a["region"][0], "STATE")]
        it += [" ", (a["postcode"], "ZIP")]
    elif cc == "ZA":
        it += [sep, (a["region"][0], "STATE"), sep, (a["postcode"], "ZIP")]
    elif cc == "SG":
        it = [(a["street"], "STREET"), sep, ("Singapore", "COUNTRY"), " ",
              (a["postcode"], "ZIP")]
        return it
    elif cc == "UK":
        if rng.random() < 0.45:
            c = a["county"]
            if c.startswith("Co. "):
                it += [sep, "Co. ", (c[4:], "CITY")]
            else:
                it += [sep, (c, "CITY")]
        it += [sep, (a["postcode"], "ZIP")]
    elif cc == "IE":
        it += [sep, rng.choice(["Co. ", "Co "]), (a["county"], "CITY")]
        if rng.random() < 0.7:
            it += [sep, (a["postcode"], "ZIP")]
    if country:
        it += [sep, (COUNTRY_NAME[cc][0], "COUNTRY")]
    return it


# ---- contacts --------------------------------------------------------------
def phone(rng, cc, mobile=False, intl=False):
    d = lambda n: digits(rng, n)
    if cc in ("US", "CA"):
        area = str(rng.randint(201, 989))
        if intl:
            return "+1 %s 555 %s" % (area, "01" + d(2))
        return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"]) % (area, "01" + d(2))
    if cc == "UK":
        if mobile:
            return rng.choice(["07700 555" + d(3), "07" + d(3) + " 555 " + d(3)])
        area = rng.choice(["0113", "0161", "0117", "0121", "01632", "01904", "0131", "029"])
        if intl:
            return "+44 %s 555 %s" % (area[1:], d(4))
        return "%s 555 %s" % (area, d(4 if len(area) < 5 else 3))
    if cc == "IE":
        if mobile:
            return "08" + rng.choice("3567") + " 555 " + d(4)
        area = rng.choice(["01", "091", "021", "061", "066", "094", "051"])
        if intl:
            return "+353 %s 555 %s" % (area[1:], d(4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (area, d(4))
    if cc == "AU":
        if mobile:
            return "04%s 555 %s" % (d(2), d(3))
        area = rng.choice(["02", "03", "07", "08"])
        if intl:
            return "+61 %s 5550 %s" % (area[1:], d(4))
        return rng.choice(["(%s) 5550 %s", "%s 5550 %s"]) % (area, d(4))
    if cc == "NZ":
        if mobile:
            return rng.choice(["021", "022", "027"]) + " 555 " + d(4)
        area = rng.choice(["09", "03", "04", "06", "07"])
        if intl:
            return "+64 %s 555 %s" % (area[1:], d(4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555-%s"]) % (area, d(4))
    if cc == "SG":
        if mobile:
            return rng.choice(["8555 ", "9555 "]) + d(4)
        return rng.choice(["+65 6555 %s", "6555 %s", "6555-%s"]) % d(4)
    if cc == "ZA":
        if mobile:
            return rng.choice(["082", "083", "072", "061"]) + " 555 " + d(4)
        area = rng.choice(["021", "011", "031", "012", "041"])
        if intl:
            return "+27 %s 555 %s" % (area[1:], d(4))
        return "%s 555 %s" % (area, d(4))
    raise ValueError(cc)


def ext(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext: "]) + digits(rng, rng.choice([3, 4]))


def bleep(rng):
    return rng.choice(["555", "1555", "5551", "5552", "5553", "5554", "5556",
                       "555-0" + digits(rng, 3), "4-5550"])


# ---- identifiers -----------------------------------------------------------
def mrn(rng, cc):
    """(label, value) for the hospital record number."""
    if cc == "US":
        return rng.choice([("MRN", digits(rng, 8, "0")), ("MRN", "E" + digits(rng, 7)),
                           ("MR#", digits(rng, 7))])
    if cc == "UK":
        return rng.choice([("Hospital No", rng.choice(["RTX", "K", "M", "RJ"]) + digits(rng, 7)),
                           ("Hosp No", letters(rng, 1) + digits(rng, 6)),
                           ("MRN", digits(rng, 8))])
    if cc == "IE":
        return rng.choice([("MRN", digits(rng, 7)), ("Hosp No", digits(rng, 6)),
                           ("Chart No", digits(rng, 7))])
    if cc == "CA":
        return rng.choice([("MRN", digits(rng, 7)), ("Chart #", digits(rng, 8)),
                           ("MRN", "H" + digits(rng, 7))])
    if cc == "AU":
        return rng.choice([("UR No", digits(rng, 7)), ("URN", digits(rng, 6)),
                           ("MRN", digits(rng, 8))])
    if cc == "NZ":
        return ("NHI", letters(rng, 3) + digits(rng, 4))
    if cc == "SG":
        return rng.choice([("MRN", digits(rng, 9)), ("Case No", digits(rng, 2) + "-" + digits(rng, 7))])
    if cc == "ZA":
        return rng.choice([("Hosp No", digits(rng, 8)), ("Folder No", digits(rng, 7)),
                           ("File No", "F" + digits(rng, 6))])
    raise ValueError(cc)


def nhs_number(rng):
    return "%s %s %s" % (digits(rng, 3, str(rng.randint(4, 7))), digits(rng, 3), digits(rng, 4))


def natid(rng, cc, dob):
    """(label, value) national insurance style number, or None."""
    if cc == "US":
        return ("SSN", "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)))
    if cc == "UK":
        v = "%s9%s%s" % (letters(rng, 2), digits(rng, 5), rng.choice("ABCD"))
        if rng.random() < 0.5:
            v = "%s %s %s %s %s" % (v[:2], v[2:4], v[4:6], v[6:8], v[8])
        return (rng.choice(["NI No", "NINO", "National Insurance No"]), v)
    if cc == "IE":
        return ("PPSN", "9" + digits(rng, 6) + letters(rng, 1) + rng.choice(["", "A", "W"]))
    if cc == "CA":
        return ("SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
    if cc == "SG":
        return ("NRIC", "S9" + digits(rng, 6) + letters(rng, 1))
    if cc == "ZA" and 1990 <= dob.year <= 1999:
        return ("ID No", "%02d%02d%02d%s" % (dob.year % 100, dob.month, dob.day, digits(rng, 7)))
    return None


def healthplan(rng, cc, insurer):
    """(label, value) of an insurance or public cover number, or None."""
    if cc == "US":
        return rng.choice([("Member ID", letters(rng, 3) + digits(rng, 9)),
                           ("Subscriber ID", digits(rng, 11)),
                           ("Policy #", letters(rng, 2) + digits(rng, 7))])
    if cc == "CA":
        return rng.choice([("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))),
                           ("PHN", "9" + digits(rng, 9)),
                           ("Health Card No", digits(rng, 10) + letters(rng, 2))])
    if cc == "AU":
        return ("Medicare No", "%s %s %s" % (digits(rng, 4, str(rng.randint(2, 6))), digits(rng, 5), digits(rng, 1)))
    if cc == "IE":
        return rng.choice([("GMS No", digits(rng, 6) + letters(rng, 1)),
                           ("Medical Card No", digits(rng, 7) + letters(rng, 1)),
                           ("Policy No", digits(rng, 8))])
    if cc == "ZA":
        return ("Medical aid no", digits(rng, 9))
    if cc in ("UK", "NZ", "SG"):
        return ("Membership No", letters(rng, 2) + digits(rng, 8))
    return None


def clin_reg(rng, cc, role):
    """(label, value) registration number of a clinician."""
    doc = role in ("doctor",)
    if cc == "US":
        return ("NPI", "1" + digits(rng, 9))
    if cc == "UK":
        if doc:
            return ("GMC", digits(rng, 7, str(rng.randint(3, 7))))
        if role == "nurse":
            return ("NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1))
        pre = {"physio": "PH", "scientist": "CS", "audiologist": "HAD"}.get(role, "CS")
        return ("HCPC", pre + digits(rng, 6 if pre != "HAD" else 5))
    if cc == "IE":
        if doc:
            return ("MCRN", digits(rng, 6))
        if role == "nurse":
            return ("NMBI PIN", digits(rng, 6))
        return ("CORU", "PT" + digits(rng, 6))
    if cc == "CA":
        return (rng.choice(["CPSO #", "Reg. #"]), digits(rng, 5)) if doc else ("Reg. #", digits(rng, 5))
    if cc == "AU":
        pre = "MED" if doc else ("NMW" if role == "nurse" else "PHY")
        return ("AHPRA", pre + digits(rng, 10, "000"))
    if cc == "NZ":
        return ("MCNZ", digits(rng, 5)) if doc else ("Reg No", digits(rng, 5))
    if cc == "SG":
        return ("MCR", "M" + digits(rng, 5) + letters(rng, 1)) if doc else ("AHPC", "P" + digits(rng, 6))
    if cc == "ZA":
        return ("HPCSA", "MP " + digits(rng, 7)) if doc else ("HPCSA", "PT " + digits(rng, 7))
    raise ValueError(cc)


def driver_lic(rng, cc, last, first, dob, female):
    if cc == "UK":
        s = "".join(ch for ch in last.upper() if ch.isalpha() and ch.isascii())
        s = (s + "99999")[:5]
        mm = dob.month + (50 if female else 0)
        return "%s%d%02d%02d%d%s9%s" % (s, (dob.year // 10) % 10, mm, dob.day,
                                       dob.year % 10, (first[0] + "9").upper(),
                                       letters(rng, 2))
    if cc == "IE":
        return digits(rng, 9)
    if cc == "US":
        return rng.choice([letters(rng, 1) + digits(rng, 7),
                           "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))])
    if cc == "CA":
        return "%s%s-%s-%s" % (last[0].upper() if last[0].isascii() else "M", digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if cc == "AU":
        return digits(rng, rng.choice([8, 9]))
    if cc == "NZ":
        return letters(rng, 2) + digits(rng, 6)
    if cc == "SG":
        return "S9" + digits(rng, 6) + letters(rng, 1)
    return digits(rng, 10) + letters(rng, 2)


def plate(rng, cc):
    if cc == "UK":
        return "%s%d %s" % (letters(rng, 2), rng.choice([17, 18, 19, 20, 21, 22, 68, 69, 70, 71, 72, 73]), letters(rng, 3))
    if cc == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "202", "212", "222", "231", "241", "181"]),
                             rng.choice(["G", "D", "C", "MO", "KY", "LK", "WX"]), digits(rng, rng.choice([3, 4, 5])).lstrip("0") or "17")
    if cc == "US":
        return digits(rng, 1, str(rng.randint(1, 9))) + letters(rng, 3) + digits(rng, 3)
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if cc == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 2) + " " + digits(rng, 1) + letters(rng, 2),
                           letters(rng, 3) + "-" + digits(rng, 3)])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if cc == "SG":
        return "S" + letters(rng, 2) + " " + digits(rng, 4) + " " + letters(rng, 1)
    return letters(rng, 2) + " " + digits(rng, 3) + "-" + digits(rng, 3)


def private_ip(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if r < 0.7:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
