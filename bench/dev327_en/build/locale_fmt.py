"""Country-specific formats: phones, postcodes, regions, identifiers, dates."""
import datetime as _dt

COUNTRIES = ["US", "UK", "IE", "CA", "AU", "NZ", "ZA"]
COUNTRY_WEIGHTS = [22, 28, 11, 10, 12, 9, 8]
COUNTRY_NAME = {"US": "United States", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa"}
COUNTRY_ALT = {"US": ["USA", "United States", "U.S.A."], "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
               "IE": ["Ireland", "Éire", "Republic of Ireland"], "CA": ["Canada"], "AU": ["Australia"],
               "NZ": ["New Zealand", "Aotearoa New Zealand"], "ZA": ["South Africa", "RSA"]}
FOREIGN = ["Portugal", "Spain", "Thailand", "Greece", "Poland", "India", "Pakistan", "Nigeria", "Ghana",
           "Philippines", "Vietnam", "Fiji", "Samoa", "Tonga", "Cyprus", "Turkey", "Italy", "Indonesia",
           "Mexico", "Jamaica", "Kenya", "Zimbabwe", "Malta", "Croatia", "Morocco", "Sri Lanka", "Egypt",
           "Peru", "Japan", "Singapore", "Lebanon", "Romania", "Lithuania", "Brazil", "Iceland", "Norway"]
LANGS = {"sasian": ["Punjabi", "Urdu", "Gujarati", "Bengali", "Tamil"], "easian": ["Mandarin", "Cantonese", "Vietnamese", "Korean"],
         "african": ["Somali", "Amharic", "Yoruba", "Twi", "Tigrinya"], "pacific": ["Samoan", "Tongan", "Te reo Maori"],
         "euro": ["Polish", "Portuguese", "Ukrainian", "Romanian", "Greek"], "hispanic": ["Spanish"],
         "mideast": ["Arabic", "Turkish", "Farsi", "Kurdish"], "filipino": ["Tagalog"], "safrican": ["isiZulu", "isiXhosa", "Sesotho"]}

US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Texas", "TX"), ("Oregon", "OR"), ("Iowa", "IA"),
             ("Georgia", "GA"), ("Michigan", "MI"), ("Wisconsin", "WI"), ("Colorado", "CO"), ("Maine", "ME"),
             ("Kentucky", "KY"), ("Arizona", "AZ"), ("Minnesota", "MN"), ("Virginia", "VA"), ("New York", "NY"),
             ("Illinois", "IL"), ("Tennessee", "TN"), ("Missouri", "MO"), ("North Carolina", "NC"),
             ("Washington", "WA"), ("Massachusetts", "MA"), ("Florida", "FL"), ("Nebraska", "NE"), ("Utah", "UT")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Quebec", "QC"),
           ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")]
AU_STATES = [("New South Wales", "NSW", 2), ("Victoria", "VIC", 3), ("Queensland", "QLD", 4),
             ("Western Australia", "WA", 6), ("South Australia", "SA", 5), ("Tasmania", "TAS", 7),
             ("Australian Capital Territory", "ACT", 2), ("Northern Territory", "NT", 0)]
NZ_REGIONS = ["Waikato", "Canterbury", "Otago", "Bay of Plenty", "Manawatū-Whanganui", "Northland", "Taranaki",
              "Hawke's Bay", "Southland", "Wellington", "Auckland", "Nelson", "Tasman", "Gisborne"]
ZA_PROV = ["Western Cape", "Gauteng", "KwaZulu-Natal", "Eastern Cape", "Free State", "Limpopo", "Mpumalanga",
           "North West", "Northern Cape"]
UK_COUNTIES = ["West Yorkshire", "Lancashire", "Kent", "Devon", "Norfolk", "Cheshire", "Fife", "Gwynedd",
               "County Durham", "Northumberland", "Somerset", "Cumbria", "Lincolnshire", "Shropshire",
               "Perthshire", "Ayrshire", "Powys", "Dorset", "Suffolk", "Staffordshire"]
IE_COUNTIES = ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Sligo", "Westmeath", "Wexford", "Tipperary",
               "Limerick", "Clare", "Louth", "Meath", "Kildare", "Offaly", "Laois", "Roscommon", "Leitrim",
               "Cavan", "Monaghan", "Kilkenny", "Carlow", "Waterford", "Wicklow", "Longford"]

LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
UK_AREAS = ["113", "114", "115", "116", "117", "118", "121", "131", "141", "151", "161", "191", "1224",
            "1382", "1452", "1522", "1603", "1752", "1904", "1274", "1482", "1792", "2890"]
US_AREAS = ["216", "412", "512", "503", "319", "404", "313", "414", "303", "207", "502", "602", "612",
            "804", "518", "217", "615", "314", "919", "206", "617", "813", "402", "801", "740", "971"]
CA_AREAS = ["613", "416", "604", "403", "204", "306", "902", "506", "514", "709", "519", "250", "780"]
AU_AREAS = ["02", "03", "07", "08"]
IE_AREAS = ["01", "021", "091", "061", "051", "066", "074", "094", "071", "044", "057", "059", "053"]
NZ_AREAS = ["09", "07", "06", "04", "03"]
ZA_AREAS = ["021", "011", "031", "041", "012", "051", "013", "044"]


def dg(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def phone(rng, c, mobile=False, intl=False):
    """A fictional phone number (always contains 555)."""
    if c in ("US", "CA"):
        area = rng.choice(US_AREAS if c == "US" else CA_AREAS)
        line = "01" + dg(rng, 2)
        st = rng.randrange(5)
        if intl or st == 0:
            return "+1 %s 555 %s" % (area, line)
        if st == 1:
            return "%s-555-%s" % (area, line)
        if st == 2:
            return "%s.555.%s" % (area, line)
        return "(%s) 555-%s" % (area, line)
    if c == "UK":
        if mobile:
            n = "07%s 555%s" % (dg(rng, 3), dg(rng, 3))
            return ("+44 " + n[1:]) if intl else n
        a = rng.choice(UK_AREAS)
        if len(a) == 3:
            n = "0%s 555 %s" % (a, dg(rng, 4))
        else:
            n = "0%s 555%s" % (a, dg(rng, 3))
        return ("+44 " + n[1:]) if intl else n
    if c == "IE":
        if mobile:
            p = rng.choice(["083", "085", "086", "087", "089"])
            return ("+353 %s 555 %s" % (p[1:], dg(rng, 4))) if intl else ("%s 555 %s" % (p, dg(rng, 4)))
        a = rng.choice(IE_AREAS)
        return ("+353 %s 555 %s" % (a[1:], dg(rng, 4))) if intl else rng.choice(
            ["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (a, dg(rng, 4))
    if c == "AU":
        if mobile:
            p = "04" + dg(rng, 2)
            return ("+61 %s 555 %s" % (p[1:], dg(rng, 3))) if intl else ("%s 555 %s" % (p, dg(rng, 3)))
        a = rng.choice(AU_AREAS)
        return ("+61 %s 5550 %s" % (a[1:], dg(rng, 4))) if intl else rng.choice(
            ["(%s) 5550 %s", "%s 5550 %s"]) % (a, dg(rng, 4))
    if c == "NZ":
        if mobile:
            p = rng.choice(["021", "022", "027", "029"])
            return ("+64 %s 555 %s" % (p[1:], dg(rng, 4))) if intl else ("%s 555 %s" % (p, dg(rng, 4)))
        a = rng.choice(NZ_AREAS)
        return ("+64 %s 555 %s" % (a[1:], dg(rng, 4))) if intl else rng.choice(
            ["(%s) 555 %s", "%s 555 %s", "%s 555-%s"]) % (a, dg(rng, 4))
    # ZA
    if mobile:
        p = rng.choice(["072", "073", "076", "079", "082", "083", "084"])
        return ("+27 %s 555 %s" % (p[1:], dg(rng, 4))) if intl else ("%s 555 %s" % (p, dg(rng, 4)))
    a = rng.choice(ZA_AREAS)
    return ("+27 %s 555 %s" % (a[1:], dg(rng, 4))) if intl else ("%s 555 %s" % (a, dg(rng, 4)))


def bleep(rng, c):
    """Internal pager / bleep value (contains 555)."""
    st = rng.randrange(3)
    if c in ("US", "CA"):
        return ["555-01%s" % dg(rng, 2), "8-555-%s" % dg(rng, 3), "555%s" % dg(rng, 2)][st]
    return ["555%s" % dg(rng, 1), "5550%s" % dg(rng, 1), "4-555%s" % dg(rng, 1)][st]


def extension(rng):
    return rng.choice(["ext. ", "ext ", "x", "Ext "]) + dg(rng, 4)


def postcode(rng, c, region=None):
    L = LETTERS
    if c == "US":
        return dg(rng, 5) if rng.random() < 0.85 else dg(rng, 5) + "-" + dg(rng, 4)
    if c == "UK":
        out = rng.choice(["LS", "BD", "HX", "WF", "PR", "CT", "EX", "NR", "CW", "KY", "LL", "DH", "NE", "TA",
                          "CA", "LN", "SY", "PH", "KA", "LD", "DT", "IP", "ST", "M", "G", "B", "S"])
        out += str(rng.randrange(1, 29))
        return "%s %d%s%s" % (out, rng.randrange(10), rng.choice("ABDEFGHJLNPQRSTUWXYZ"),
                              rng.choice("ABDEFGHJLNPQRSTUWXYZ"))
    if c == "IE":
        rk = rng.choice("ADEFHKNPRTVWXY") + dg(rng, 2)
        tail = "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        return rk + " " + tail
    if c == "CA":
        a = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (rng.choice(a), rng.randrange(10), rng.choice(a), rng.randrange(10),
                                  rng.choice(a), rng.randrange(10))
    if c == "AU":
        first = region if region is not None else 2
        if first == 0:
            return "08" + dg(rng, 2)
        return str(first) + dg(rng, 3)
    return dg(rng, 4) if rng.random() < 0.9 else "0" + dg(rng, 3)


def region(rng, c):
    """(display long, display short, extra) for the state/province/region level."""
    if c == "US":
        s = rng.choice(US_STATES)
        return s[0], s[1], None
    if c == "CA":
        s = rng.choice(CA_PROV)
        return s[0], s[1], None
    if c == "AU":
        s = rng.choice(AU_STATES)
        return s[0], s[1], s[2]
    if c == "NZ":
        s = rng.choice(NZ_REGIONS)
        return s, s, None
    if c == "ZA":
        s = rng.choice(ZA_PROV)
        return s, s, None
    if c == "UK":
        s = rng.choice(UK_COUNTIES)
        return s, s, None
    s = rng.choice(IE_COUNTIES)
    return "Co. " + s, "Co. " + s, None


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [9, 9, 9] + [rng.randrange(10) for _ in range(6)]
        s = sum(v * (10 - i) for i, v in enumerate(d))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        d.append(chk)
        t = "".join(map(str, d))
        return "%s %s %s" % (t[:3], t[3:6], t[6:])


def chi_number(rng, dob):
    return dob.strftime("%d%m%y") + dg(rng, 4)


def nhi(rng):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    if rng.random() < 0.5:
        return "".join(rng.choice(a) for _ in range(3)) + dg(rng, 4)
    return "".join(rng.choice(a) for _ in range(3)) + dg(rng, 2) + "".join(rng.choice(a) for _ in range(2))


def mrn(rng, c):
    st = rng.randrange(3)
    if c == "US":
        return [dg(rng, 8), "%s-%s" % (dg(rng, 4), dg(rng, 4)), "E" + dg(rng, 7)][st]
    if c == "UK":
        return [rng.choice("KRMHJ") + dg(rng, 7), "RX%s%s" % (rng.choice("HNL"), dg(rng, 7)), dg(rng, 6) + rng.choice("ABCX")][st]
    if c == "IE":
        return [dg(rng, 7), dg(rng, 6), "H" + dg(rng, 6)][st]
    if c == "CA":
        return [dg(rng, 7), "M" + dg(rng, 8), "%s-%s" % (dg(rng, 3), dg(rng, 4))][st]
    if c == "AU":
        return [dg(rng, 7), "UR" + dg(rng, 6), dg(rng, 8)][st]
    if c == "NZ":
        return nhi(rng)
    return [dg(rng, 8), "HN" + dg(rng, 7), "%s/%s" % (dg(rng, 5), dg(rng, 2))][st]


def healthplan(rng, c, kind=None):
    """(label, value): insurance / benefit numbers."""
    if c == "US":
        k = kind or rng.choice(["member", "medicare", "group", "medicaid"])
        if k == "medicare":
            a = "ACDEFGHJKMNPQRTUVWXY"
            v = "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randrange(1, 10), rng.choice(a), rng.choice(a + "0123456789"),
                                               rng.randrange(10), rng.choice(a), rng.choice(a + "0123456789"),
                                               rng.randrange(10), rng.choice(a), rng.choice(a), rng.randrange(10),
                                               rng.randrange(10))
            return "Medicare MBI", v
        if k == "group":
            return "Group #", "GRP-" + dg(rng, 5)
        if k == "medicaid":
            return "Medicaid ID", rng.choice(LETTERS) + dg(rng, 9)
        return "Member ID", "".join(rng.choice(LETTERS) for _ in range(3)) + dg(rng, 9)
    if c == "CA":
        return "Health card", "%s-%s-%s-%s%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), rng.choice(LETTERS), rng.choice(LETTERS))
    if c == "AU":
        if kind == "dva" or rng.random() < 0.15:
            return "DVA file no.", rng.choice(["N", "V", "Q", "W"]) + rng.choice(["X", "SS", "K"]) + dg(rng, 6)
        return "Medicare", "%s %s %s" % (rng.choice("23456") + dg(rng, 3), dg(rng, 5), dg(rng, 1)) + (
            "-" + str(rng.randrange(1, 6)) if rng.random() < 0.5 else "")
    if c == "IE":
        if rng.random() < 0.5:
            return "GMS medical card no.", dg(rng, 6) + rng.choice("ABCDEFGHJKLMNPRSTW")
        return "Policy no.", dg(rng, 8)
    if c == "ZA":
        return "Medical aid no.", dg(rng, 9)
    if c == "NZ":
        return "Member no.", "TH" + dg(rng, 7)
    return "Policy no.", rng.choice(["BH", "KC", "HM"]) + dg(rng, 8)


def ssn(rng, c):
    """SSN-like numbers always begin with 9 or 000 (fictional ranges)."""
    if c == "US":
        if rng.random() < 0.8:
            return "9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4))
        return "000-%s-%s" % (dg(rng, 2), dg(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if c == "IE":
        return "9" + dg(rng, 6) + rng.choice("ABCDEFGHJKLMNPRSTW") + rng.choice(["", "A", "W"])
    return None


def license_no(rng, c, role="pod"):
    """(label, value) professional registration / licence numbers."""
    if c == "UK":
        if role == "orth":
            return "HCPC", "PO" + dg(rng, 5)
        if role == "dr":
            return "GMC", dg(rng, 7)
        if role == "nurse":
            return "NMC PIN", dg(rng, 2) + rng.choice("ABCDEFGHJ") + dg(rng, 4) + rng.choice("EOSW")
        return "HCPC", "CH" + dg(rng, 5)
    if c == "US":
        if role == "dr" and rng.random() < 0.3:
            return "DEA", rng.choice("ABFM") + rng.choice(LETTERS) + dg(rng, 7)
        if rng.random() < 0.6:
            return "NPI", "1" + dg(rng, 9)
        return "Lic.", rng.choice(["PD", "DPM", "MD", "CO"]) + dg(rng, 5)
    if c == "IE":
        if role == "dr":
            return "MCRN", dg(rng, 6)
        return "CORU", "CH" + dg(rng, 6)
    if c == "CA":
        if role == "dr":
            return "CPSO #", dg(rng, 5)
        return "Reg. #", dg(rng, 5)
    if c == "AU":
        pre = {"pod": "POD", "orth": "ORT", "dr": "MED", "nurse": "NMW"}.get(role, "POD")
        return "AHPRA", pre + "000" + dg(rng, 7)
    if c == "NZ":
        if role == "dr":
            return "MCNZ", dg(rng, 5)
        return "Reg. no.", dg(rng, 2) + "-" + dg(rng, 4)
    pre = {"pod": "POD", "orth": "OR", "dr": "MP", "nurse": "NU"}.get(role, "POD")
    return "HPCSA", pre + " " + dg(rng, 7)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(d, c, style="num"):
    us = c == "US"
    m3 = MONTHS[d.month - 1][:3]
    if style == "num":
        return ("%02d/%02d/%d" % (d.month, d.day, d.year)) if us else ("%02d/%02d/%d" % (d.day, d.month, d.year))
    if style == "numshort":
        return ("%d/%d/%02d" % (d.month, d.day, d.year % 100)) if us else ("%d/%d/%02d" % (d.day, d.month, d.year % 100))
    if style == "dot":
        return ("%02d.%02d.%02d" % (d.month, d.day, d.year % 100)) if us else ("%02d.%02d.%02d" % (d.day, d.month, d.year % 100))
    if style == "long":
        return ("%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)) if us else ("%d %s %d" % (d.day, MONTHS[d.month - 1], d.year))
    if style == "ord":
        return ("%s %s, %d" % (MONTHS[d.month - 1], ordinal(d.day), d.year)) if us else ("%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year))
    if style == "mon":
        return ("%s %d, %d" % (m3, d.day, d.year)) if us else ("%02d-%s-%d" % (d.day, m3, d.year))
    if style == "MON":
        return ("%02d-%s-%d" % (d.day, m3.upper(), d.year))
    if style == "iso":
        return d.isoformat()
    if style == "wd":
        return ("%s %d/%d" % (WD[d.weekday()][:3], d.month, d.day)) if us else ("%s %d/%d" % (WD[d.weekday()][:3], d.day, d.month))
    if style == "wdlong":
        return ("%s, %s %d, %d" % (WD[d.weekday()], MONTHS[d.month - 1], d.day, d.year)) if us else (
            "%s %d %s %d" % (WD[d.weekday()], d.day, MONTHS[d.month - 1], d.year))
    if style == "wdnum":
        return "%s %s" % (WD[d.weekday()][:3], fdate(d, c, "num"))
    if style == "dm":
        return ("%s %d" % (MONTHS[d.month - 1], d.day)) if us else ("%d %s" % (d.day, MONTHS[d.month - 1]))
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "myshort":
        return ("%02d/%d" % (d.month, d.year))
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return WD[d.weekday()]
    raise ValueError(style)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + _dt.timedelta(days=rng.randrange(span + 1))


def age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _UNITS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _TENS[t] + ("-" + _UNITS[u] if u else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")
