"""Country profiles: towns, postcodes, contact formats, identifier formats, dates, vocabulary.

Every phone, fax and pager number contains 555. SSN-like numbers start with 9 or 000.
"""
import datetime

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "United States",
                "CA": "Canada", "AU": "Australia", "NZ": "New Zealand"}

# town, county-or-region (None), nation/state, postcode stem, phone area
TOWNS = {
    "UK": [
        ("Leeds", "West Yorkshire", "England", "LS", "0113"),
        ("Bradford", "West Yorkshire", "England", "BD", "01274"),
        ("Wakefield", "West Yorkshire", "England", "WF", "01924"),
        ("Sheffield", "South Yorkshire", "England", "S", "0114"),
        ("Doncaster", "South Yorkshire", "England", "DN", "01302"),
        ("Nottingham", "Nottinghamshire", "England", "NG", "0115"),
        ("Leicester", "Leicestershire", "England", "LE", "0116"),
        ("Bristol", None, "England", "BS", "0117"),
        ("Plymouth", "Devon", "England", "PL", "01752"),
        ("Exeter", "Devon", "England", "EX", "01392"),
        ("Norwich", "Norfolk", "England", "NR", "01603"),
        ("Ipswich", "Suffolk", "England", "IP", "01473"),
        ("Reading", "Berkshire", "England", "RG", "0118"),
        ("Bath", "Somerset", "England", "BA", "01225"),
        ("Preston", "Lancashire", "England", "PR", "01772"),
        ("Blackburn", "Lancashire", "England", "BB", "01254"),
        ("Oldham", "Greater Manchester", "England", "OL", "0161"),
        ("Sunderland", "Tyne and Wear", "England", "SR", "0191"),
        ("Hull", "East Yorkshire", "England", "HU", "01482"),
        ("Derby", "Derbyshire", "England", "DE", "01332"),
        ("Coventry", "West Midlands", "England", "CV", "024"),
        ("Wolverhampton", "West Midlands", "England", "WV", "01902"),
        ("Luton", "Bedfordshire", "England", "LU", "01582"),
        ("Swindon", "Wiltshire", "England", "SN", "01793"),
        ("Lincoln", "Lincolnshire", "England", "LN", "01522"),
        ("Carlisle", "Cumbria", "England", "CA", "01228"),
        ("Middlesbrough", None, "England", "TS", "01642"),
        ("Northampton", "Northamptonshire", "England", "NN", "01604"),
        ("Peterborough", "Cambridgeshire", "England", "PE", "01733"),
        ("Stoke-on-Trent", "Staffordshire", "England", "ST", "01782"),
        ("Glasgow", None, "Scotland", "G", "0141"),
        ("Edinburgh", None, "Scotland", "EH", "0131"),
        ("Dundee", None, "Scotland", "DD", "01382"),
        ("Aberdeen", None, "Scotland", "AB", "01224"),
        ("Paisley", "Renfrewshire", "Scotland", "PA", "0141"),
        ("Kilmarnock", "East Ayrshire", "Scotland", "KA", "01563"),
        ("Falkirk", None, "Scotland", "FK", "01324"),
        ("Perth", "Perth and Kinross", "Scotland", "PH", "01738"),
        ("Inverness", "Highland", "Scotland", "IV", "01463"),
        ("Cardiff", None, "Wales", "CF", "029"),
        ("Swansea", None, "Wales", "SA", "01792"),
        ("Newport", None, "Wales", "NP", "01633"),
        ("Wrexham", None, "Wales", "LL", "01978"),
        ("Bangor", "Gwynedd", "Wales", "LL", "01248"),
        ("Llanelli", "Carmarthenshire", "Wales", "SA", "01554"),
        ("Merthyr Tydfil", None, "Wales", "CF", "01685"),
    ],
    "IE": [
        ("Dublin", "Dublin", None, "D", "01"), ("Tallaght", "Dublin", None, "D24", "01"),
        ("Cork", "Cork", None, "T12", "021"), ("Mallow", "Cork", None, "P51", "022"),
        ("Galway", "Galway", None, "H91", "091"), ("Limerick", "Limerick", None, "V94", "061"),
        ("Waterford", "Waterford", None, "X91", "051"), ("Sligo", "Sligo", None, "F91", "071"),
        ("Athlone", "Westmeath", None, "N37", "090"), ("Drogheda", "Louth", None, "A92", "041"),
        ("Kilkenny", "Kilkenny", None, "R95", "056"),
        ("Letterkenny", "Donegal", None, "F92", "074"),
        ("Tralee", "Kerry", None, "V92", "066"), ("Navan", "Meath", None, "C15", "046"),
        ("Ennis", "Clare", None, "V95", "065"), ("Dundalk", "Louth", None, "A91", "042"),
    ],
    "US": [
        ("Springfield", None, "IL", "627", "217"), ("Worcester", None, "MA", "016", "508"),
        ("Lowell", None, "MA", "018", "978"), ("Columbus", None, "OH", "432", "614"),
        ("Dayton", None, "OH", "454", "937"), ("Tucson", None, "AZ", "857", "520"),
        ("Fresno", None, "CA", "937", "559"), ("Albuquerque", None, "NM", "871", "505"),
        ("Omaha", None, "NE", "681", "402"), ("Tulsa", None, "OK", "741", "918"),
        ("Boise", None, "ID", "837", "208"), ("Richmond", None, "VA", "232", "804"),
        ("Raleigh", None, "NC", "276", "919"), ("Madison", None, "WI", "537", "608"),
        ("Des Moines", None, "IA", "503", "515"), ("Providence", None, "RI", "029", "401"),
        ("Savannah", None, "GA", "314", "912"), ("El Paso", None, "TX", "799", "915"),
        ("Spokane", None, "WA", "992", "509"), ("Lansing", None, "MI", "489", "517"),
        ("Camden", None, "NJ", "081", "856"), ("Paris", None, "TX", "754", "903"),
        ("Jackson", None, "MS", "392", "601"), ("Florence", None, "AL", "356", "256"),
    ],
    "CA": [
        ("Toronto", None, "ON", "M4C", "416"), ("Hamilton", None, "ON", "L8P", "905"),
        ("Ottawa", None, "ON", "K1N", "613"), ("London", None, "ON", "N6A", "519"),
        ("Brampton", None, "ON", "L6Y", "905"), ("Sudbury", None, "ON", "P3E", "705"),
        ("Thunder Bay", None, "ON", "P7B", "807"), ("Winnipeg", None, "MB", "R3C", "204"),
        ("Halifax", None, "NS", "B3H", "902"), ("Regina", None, "SK", "S4P", "306"),
        ("Saskatoon", None, "SK", "S7K", "306"), ("Edmonton", None, "AB", "T5J", "780"),
        ("Calgary", None, "AB", "T2P", "403"), ("Surrey", None, "BC", "V3T", "604"),
        ("Victoria", None, "BC", "V8W", "250"), ("Kelowna", None, "BC", "V1Y", "250"),
        ("Moncton", None, "NB", "E1C", "506"),
    ],
    "AU": [
        ("Parramatta", None, "NSW", "2150", "02"), ("Blacktown", None, "NSW", "2148", "02"),
        ("Penrith", None, "NSW", "2750", "02"), ("Wollongong", None, "NSW", "2500", "02"),
        ("Newcastle", None, "NSW", "2300", "02"), ("Geelong", None, "VIC", "3220", "03"),
        ("Ballarat", None, "VIC", "3350", "03"), ("Bendigo", None, "VIC", "3550", "03"),
        ("Dandenong", None, "VIC", "3175", "03"), ("Logan", None, "QLD", "4114", "07"),
        ("Ipswich", None, "QLD", "4305", "07"), ("Townsville", None, "QLD", "4810", "07"),
        ("Cairns", None, "QLD", "4870", "07"), ("Toowoomba", None, "QLD", "4350", "07"),
        ("Elizabeth", None, "SA", "5112", "08"), ("Mount Gambier", None, "SA", "5290", "08"),
        ("Launceston", None, "TAS", "7250", "03"), ("Hobart", None, "TAS", "7000", "03"),
        ("Darwin", None, "NT", "0800", "08"), ("Alice Springs", None, "NT", "0870", "08"),
        ("Bunbury", None, "WA", "6230", "08"), ("Joondalup", None, "WA", "6027", "08"),
    ],
    "NZ": [
        ("Auckland", None, "Auckland", "1010", "09"), ("Manukau", None, "Auckland", "2104", "09"),
        ("Hamilton", None, "Waikato", "3204", "07"), ("Tauranga", None, "Bay of Plenty", "3110", "07"),
        ("Rotorua", None, "Bay of Plenty", "3010", "07"), ("Napier", None, "Hawke's Bay", "4110", "06"),
        ("Palmerston North", None, "Manawatu-Whanganui", "4410", "06"),
        ("Whanganui", None, "Manawatu-Whanganui", "4500", "06"),
        ("Porirua", None, "Wellington", "5022", "04"), ("Lower Hutt", None, "Wellington", "5010", "04"),
        ("Nelson", None, "Nelson", "7010", "03"), ("Christchurch", None, "Canterbury", "8011", "03"),
        ("Timaru", None, "Canterbury", "7910", "03"), ("Dunedin", None, "Otago", "9016", "03"),
        ("Invercargill", None, "Southland", "9810", "03"), ("Gisborne", None, "Gisborne", "4010", "06"),
        ("Whangarei", None, "Northland", "0110", "09"),
    ],
}

STATE_FULL = {"IL": "Illinois", "MA": "Massachusetts", "OH": "Ohio", "AZ": "Arizona",
              "CA": "California", "NM": "New Mexico", "NE": "Nebraska", "OK": "Oklahoma",
              "ID": "Idaho", "VA": "Virginia", "NC": "North Carolina", "WI": "Wisconsin",
              "IA": "Iowa", "RI": "Rhode Island", "GA": "Georgia", "TX": "Texas",
              "WA": "Washington", "MI": "Michigan", "NJ": "New Jersey", "MS": "Mississippi",
              "AL": "Alabama", "ON": "Ontario", "MB": "Manitoba", "NS": "Nova Scotia",
              "SK": "Saskatchewan", "AB": "Alberta", "BC": "British Columbia",
              "NB": "New Brunswick", "NSW": "New South Wales", "VIC": "Victoria",
              "QLD": "Queensland", "SA": "South Australia", "TAS": "Tasmania",
              "NT": "Northern Territory", "WA_AU": "Western Australia"}

_UKL = "ABDEFGHJLNPQRSTUWXYZ"
_EIR = "ACDEFHKNPRTVWXY"
_CAL = "ABCEGHJKLMNPRSTVWXYZ"
_AZ = "ABCDEFGHJKLMNPRSTUVWXYZ"


def postcode(rng, c, town):
    stem = town[3]
    if c == "UK":
        return "%s%d %d%s%s" % (stem, rng.randint(1, 19), rng.randint(1, 9),
                                rng.choice(_UKL), rng.choice(_UKL))
    if c == "IE":
        if stem == "D":
            stem = "D%02d" % rng.choice([1, 3, 5, 6, 7, 8, 9, 11, 12, 15, 22])
        tail = rng.choice(_EIR) + "".join(rng.choice(_EIR + "0123456789") for _ in range(3))
        return stem + " " + tail
    if c == "US":
        return stem + "%02d" % rng.randint(1, 40)
    if c == "CA":
        return "%s %d%s%d" % (stem, rng.randint(0, 9), rng.choice(_CAL), rng.randint(0, 9))
    return stem


def _d(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def phone(rng, c, town, mobile=False):
    area = town[4]
    if c == "UK":
        if mobile:
            return "07%s 555 %s" % (_d(rng, 3), _d(rng, 3))
        if len(area) == 3:
            return "%s 555%s %s" % (area, _d(rng, 1), _d(rng, 4))
        if len(area) == 4:
            return "%s 555 %s" % (area, _d(rng, 4))
        return "%s 555%s" % (area, _d(rng, 3))
    if c == "IE":
        if mobile:
            return "08%d 555 %s" % (rng.choice([3, 5, 6, 7, 9]), _d(rng, 4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s"]) % (area, _d(rng, 4))
    if c in ("US", "CA"):
        a = area if not mobile else area
        st = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"])
        return st % (a, "01" + _d(rng, 2))
    if c == "AU":
        if mobile:
            return "04%s 555 %s" % (_d(rng, 2), _d(rng, 3))
        return "(%s) 555%s %s" % (area, _d(rng, 1), _d(rng, 4))
    if c == "NZ":
        if mobile:
            return "02%d 555 %s" % (rng.choice([0, 1, 2, 7]), _d(rng, 4))
        return rng.choice(["(%s) 555 %s", "%s 555 %s"]) % (area, _d(rng, 4))
    raise ValueError(c)


def extension(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext "]) + _d(rng, rng.choice([3, 4]))


def pager(rng):
    return rng.choice(["555", "4-555", "555-"]) + _d(rng, rng.choice([1, 2]))


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        if d[0] == 0:
            continue
        s = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        n = "".join(map(str, d)) + str(chk)
        return rng.choice(["%s %s %s" % (n[:3], n[3:6], n[6:]), n, "%s-%s-%s" % (n[:3], n[3:6], n[6:])])


def chi_number(rng, dob, sex):
    mid = _d(rng, 2)
    last = rng.choice("02468") if sex == "F" else rng.choice("13579")
    return dob.strftime("%d%m%y") + mid + last + _d(rng, 1)


def ppsn(rng):
    digits = "9" + _d(rng, 6)
    total = sum(int(x) * (8 - i) for i, x in enumerate(digits))
    second = rng.choice(["", "", "A", "W"])
    if second == "A":
        total += 9 * 1
    chk = "WABCDEFGHIJKLMNOPQRSTUV"[total % 23]
    return digits + chk + second


def ssn_us(rng):
    if rng.random() < 0.25:
        first = "000"
    else:
        first = "9" + _d(rng, 2)
    return "%s-%02d-%04d" % (first, rng.randint(1, 99), rng.randint(1, 9999))


def _luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def sin_ca(rng):
    while True:
        n = "9" + _d(rng, 8)
        if _luhn_ok(n):
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def npi(rng):
    while True:
        n = "1" + _d(rng, 9)
        if _luhn_ok("80840" + n):
            return n


def nhi(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + _d(rng, 4)


def nmc_pin(rng):
    return "%s%s%s%s" % (_d(rng, 2), rng.choice("ABCDEFGHIJKLY"), _d(rng, 4), rng.choice("ABCDEFGHJKLNOSW"))


def uk_plate(rng):
    return "%s%s%02d %s" % (rng.choice(_AZ), rng.choice(_AZ), rng.choice([12, 15, 17, 18, 19, 64, 66, 68, 69, 70, 71, 21, 72, 23]),
                             "".join(rng.choice(_AZ) for _ in range(3)))


def plate(rng, c):
    if c == "UK":
        return uk_plate(rng)
    if c == "IE":
        return "%d-%s-%d" % (rng.choice([151, 162, 171, 181, 191, 201, 212, 221, 231, 241]),
                             rng.choice(["D", "C", "G", "L", "KY", "MH", "WX", "LH"]),
                             rng.randint(100, 39999))
    if c == "US":
        return rng.choice(["%d%s%03d", "%d%s-%03d"]) % (rng.randint(1, 9), "".join(rng.choice(_AZ) for _ in range(3)),
                                                      rng.randint(0, 999))
    if c == "CA":
        return "%s %03d" % ("".join(rng.choice(_AZ) for _ in range(4)), rng.randint(0, 999))
    if c == "AU":
        return rng.choice(["%s%02d%s", "%s-%02d-%s"]) % ("".join(rng.choice(_AZ) for _ in range(2)),
                                                        rng.randint(10, 99), "".join(rng.choice(_AZ) for _ in range(2)))
    return "%s%03d" % ("".join(rng.choice(_AZ) for _ in range(3)), rng.randint(1, 999))


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(rng, c, d, style=None):
    """Return the date as text in a style common in that country."""
    if style is None:
        if c == "US":
            style = rng.choice(["us", "us", "us_short", "us_long", "us_mon"])
        elif c == "CA":
            style = rng.choice(["iso", "iso", "us_long", "uk", "iso_slash"])
        else:
            style = rng.choice(["uk", "uk", "uk", "uk_mon", "uk_long", "uk_dot", "uk_dash"])
    m = MONTHS[d.month - 1]
    if style == "uk":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "uk_mon":
        return "%d %s %d" % (d.day, m[:3], d.year)
    if style == "uk_long":
        return "%s %s %d" % (_ord(d.day), m, d.year)
    if style == "uk_dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "uk_dash":
        return "%02d-%s-%d" % (d.day, m[:3], d.year)
    if style == "us":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "us_short":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "us_long":
        return "%s %d, %d" % (m, d.day, d.year)
    if style == "us_mon":
        return "%s %d, %d" % (m[:3], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "iso_slash":
        return "%d/%02d/%02d" % (d.year, d.month, d.day)
    if style == "weekday":
        if c == "US":
            return "%s, %s %d" % (DAYS[d.weekday()], m, d.day)
        return "%s %d %s" % (DAYS[d.weekday()], d.day, m)
    if style == "wd_short":
        if c == "US":
            return "%s %d/%d" % (DAYS[d.weekday()][:3], d.month, d.day)
        return "%s %d/%d" % (DAYS[d.weekday()][:3], d.day, d.month)
    if style == "month_year":
        return "%s %d" % (m, d.year)
    if style == "day_month":
        return "%d %s" % (d.day, m) if c != "US" else "%s %d" % (m, d.day)
    raise ValueError(style)


def date_between(rng, a, b):
    span = (b - a).days
    return a + datetime.timedelta(days=rng.randint(0, max(span, 0)))


def school_day(rng, a, b, c=None):
    """A weekday in term time (no northern summer break / southern January)."""
    while True:
        d = date_between(rng, a, b)
        if d.weekday() >= 5:
            continue
        if c in ("AU", "NZ") and (d.month == 1 or (d.month == 12 and d.day > 18)):
            continue
        if c in ("UK", "IE") and (d.month == 8 or (d.month == 7 and d.day > 20)):
            continue
        if c in ("US", "CA") and d.month in (7, 8):
            continue
        if d.month == 12 and d.day > 21:
            continue
        return d


# ---------------------------------------------------------------- vocabulary
VOCAB = {
    "UK": dict(mum="Mum", dad="Dad", imm="immunisation", paed="paediatric", gp="GP",
               emerg="999", ae="A&E", nurse_title="School Nurse", social="Children's Social Care",
               colour="colour", centre="centre", grade="Year"),
    "IE": dict(mum="Mum", dad="Dad", imm="immunisation", paed="paediatric", gp="GP",
               emerg="112 or 999", ae="ED", nurse_title="Public Health Nurse", social="Tusla",
               colour="colour", centre="centre", grade="class"),
    "US": dict(mum="Mom", dad="Dad", imm="immunization", paed="pediatric", gp="pediatrician",
               emerg="911", ae="ER", nurse_title="School Nurse", social="CPS",
               colour="color", centre="center", grade="Grade"),
    "CA": dict(mum="Mom", dad="Dad", imm="immunization", paed="pediatric", gp="family doctor",
               emerg="911", ae="ED", nurse_title="Public Health Nurse",
               social="Children's Aid Society", colour="colour", centre="centre", grade="Grade"),
    "AU": dict(mum="Mum", dad="Dad", imm="immunisation", paed="paediatric", gp="GP",
               emerg="000", ae="ED", nurse_title="School Health Nurse", social="Child Protection",
               colour="colour", centre="centre", grade="Year"),
    "NZ": dict(mum="Mum", dad="Dad", imm="immunisation", paed="paediatric", gp="GP",
               emerg="111", ae="ED", nurse_title="Public Health Nurse", social="Oranga Tamariki",
               colour="colour", centre="centre", grade="Year"),
}


def year_group(c, nation, age):
    """School class label from age (never PHI)."""
    if c == "UK" and nation == "Scotland":
        return ("P%d" % (age - 4)) if age <= 11 else ("S%d" % (age - 11))
    if c == "UK":
        return "Reception" if age <= 4 else "Year %d" % (age - 4)
    if c == "IE":
        if age <= 5:
            return "Junior Infants"
        if age <= 11:
            return ["Senior Infants", "1st Class", "2nd Class", "3rd Class", "4th Class",
                    "5th Class", "6th Class"][min(age - 6, 6)] if age >= 6 else "Junior Infants"
        return "%s Year" % ["1st", "2nd", "3rd", "4th", "5th", "6th"][min(age - 12, 5)]
    if c in ("US", "CA"):
        return "Kindergarten" if age <= 5 else "Grade %d" % (age - 5)
    if c == "AU":
        return "Kindergarten" if age <= 5 else "Year %d" % (age - 5)
    return "Year %d" % max(age - 4, 1)
