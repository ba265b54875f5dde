"""Locale-specific surface forms: places, dates, phones, postcodes, identifiers."""
import string

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

CITIES = {
    "US": [("Springfield", "IL", "Illinois"), ("Columbus", "OH", "Ohio"), ("Portland", "OR", "Oregon"),
           ("Albany", "NY", "New York"), ("Tucson", "AZ", "Arizona"), ("Madison", "WI", "Wisconsin"),
           ("Savannah", "GA", "Georgia"), ("Omaha", "NE", "Nebraska"), ("Boise", "ID", "Idaho"),
           ("Durham", "NC", "North Carolina"), ("Worcester", "MA", "Massachusetts"), ("Fresno", "CA", "California"),
           ("El Paso", "TX", "Texas"), ("Tulsa", "OK", "Oklahoma"), ("Burlington", "VT", "Vermont"),
           ("Lansing", "MI", "Michigan"), ("Richmond", "VA", "Virginia"), ("Spokane", "WA", "Washington"),
           ("Knoxville", "TN", "Tennessee"), ("Pueblo", "CO", "Colorado"), ("Hamilton", "OH", "Ohio"),
           ("Wells", "ME", "Maine"), ("Scranton", "PA", "Pennsylvania"), ("Baltimore", "MD", "Maryland"),
           ("Gary", "IN", "Indiana"), ("Dover", "DE", "Delaware"), ("Shreveport", "LA", "Louisiana")],
    "UK": [("Leeds", "", "West Yorkshire"), ("Sheffield", "", "South Yorkshire"), ("Bristol", "", ""),
           ("Norwich", "", "Norfolk"), ("Exeter", "", "Devon"), ("Cardiff", "", ""), ("Swansea", "", ""),
           ("Glasgow", "", ""), ("Aberdeen", "", ""), ("Dundee", "", ""), ("Belfast", "", "County Antrim"),
           ("Wells", "", "Somerset"), ("Bath", "", "Somerset"), ("York", "", "North Yorkshire"),
           ("Preston", "", "Lancashire"), ("Carlisle", "", "Cumbria"), ("Luton", "", "Bedfordshire"),
           ("Hull", "", "East Riding of Yorkshire"), ("Stockport", "", "Greater Manchester"), ("Wigan", "", "Greater Manchester"),
           ("Kirkcaldy", "", "Fife"), ("Canterbury", "", "Kent")],
    "CA": [("Toronto", "ON", "Ontario"), ("Ottawa", "ON", "Ontario"), ("Hamilton", "ON", "Ontario"),
           ("Kingston", "ON", "Ontario"), ("Halifax", "NS", "Nova Scotia"), ("Moncton", "NB", "New Brunswick"),
           ("Winnipeg", "MB", "Manitoba"), ("Regina", "SK", "Saskatchewan"), ("Saskatoon", "SK", "Saskatchewan"),
           ("Calgary", "AB", "Alberta"), ("Edmonton", "AB", "Alberta"), ("Kelowna", "BC", "British Columbia"),
           ("Victoria", "BC", "British Columbia"), ("Montréal", "QC", "Quebec"), ("Sherbrooke", "QC", "Quebec"),
           ("St. John's", "NL", "Newfoundland and Labrador"), ("Charlottetown", "PE", "Prince Edward Island")],
    "AU": [("Sydney", "NSW", "New South Wales"), ("Newcastle", "NSW", "New South Wales"), ("Wollongong", "NSW", "New South Wales"),
           ("Melbourne", "VIC", "Victoria"), ("Geelong", "VIC", "Victoria"), ("Ballarat", "VIC", "Victoria"),
           ("Brisbane", "QLD", "Queensland"), ("Townsville", "QLD", "Queensland"), ("Cairns", "QLD", "Queensland"),
           ("Toowoomba", "QLD", "Queensland"), ("Perth", "WA", "Western Australia"), ("Bunbury", "WA", "Western Australia"),
           ("Adelaide", "SA", "South Australia"), ("Hobart", "TAS", "Tasmania"), ("Launceston", "TAS", "Tasmania"),
           ("Darwin", "NT", "Northern Territory"), ("Canberra", "ACT", "Australian Capital Territory")],
    "IE": [("Dublin", "", "Co. Dublin"), ("Cork", "", "Co. Cork"), ("Galway", "", "Co. Galway"), ("Limerick", "", "Co. Limerick"),
           ("Waterford", "", "Co. Waterford"), ("Kilkenny", "", "Co. Kilkenny"), ("Sligo", "", "Co. Sligo"),
           ("Athlone", "", "Co. Westmeath"), ("Dundalk", "", "Co. Louth"), ("Drogheda", "", "Co. Louth"),
           ("Tralee", "", "Co. Kerry"), ("Ennis", "", "Co. Clare"), ("Letterkenny", "", "Co. Donegal"),
           ("Castlebar", "", "Co. Mayo"), ("Naas", "", "Co. Kildare")],
    "NZ": [("Auckland", "", "Auckland"), ("Hamilton", "", "Waikato"), ("Tauranga", "", "Bay of Plenty"),
           ("Wellington", "", "Wellington"), ("Lower Hutt", "", "Wellington"), ("Christchurch", "", "Canterbury"),
           ("Dunedin", "", "Otago"), ("Invercargill", "", "Southland"), ("Nelson", "", "Nelson"),
           ("Napier", "", "Hawke's Bay"), ("Palmerston North", "", "Manawatū-Whanganui"), ("Whangārei", "", "Northland"),
           ("Rotorua", "", "Bay of Plenty"), ("New Plymouth", "", "Taranaki"), ("Timaru", "", "Canterbury")],
    "ZA": [("Johannesburg", "GP", "Gauteng"), ("Pretoria", "GP", "Gauteng"), ("Soweto", "GP", "Gauteng"),
           ("Cape Town", "WC", "Western Cape"), ("Stellenbosch", "WC", "Western Cape"), ("Durban", "KZN", "KwaZulu-Natal"),
           ("Pietermaritzburg", "KZN", "KwaZulu-Natal"), ("Gqeberha", "EC", "Eastern Cape"), ("East London", "EC", "Eastern Cape"),
           ("Bloemfontein", "FS", "Free State"), ("Polokwane", "LP", "Limpopo"), ("Mbombela", "MP", "Mpumalanga"),
           ("Kimberley", "NC", "Northern Cape")],
}
# UK "state" column holds a county (annotated CITY per guideline: town, city, county); IE likewise (Co. X).
# NZ and ZA regions/provinces are STATE.

UK_AREAS = {"Leeds": "LS", "Sheffield": "S", "Bristol": "BS", "Norwich": "NR", "Exeter": "EX", "Cardiff": "CF",
            "Swansea": "SA", "Glasgow": "G", "Aberdeen": "AB", "Dundee": "DD", "Belfast": "BT", "Wells": "BA",
            "Bath": "BA", "York": "YO", "Preston": "PR", "Carlisle": "CA", "Luton": "LU", "Hull": "HU",
            "Stockport": "SK", "Wigan": "WN", "Kirkcaldy": "KY", "Canterbury": "CT"}
IE_KEYS = {"Dublin": ["D02", "D04", "D06W", "D08", "D12", "D15", "D24"], "Cork": ["T12", "T23"], "Galway": ["H91"],
           "Limerick": ["V94"], "Waterford": ["X91"], "Kilkenny": ["R95"], "Sligo": ["F91"], "Athlone": ["N37"],
           "Dundalk": ["A91"], "Drogheda": ["A92"], "Tralee": ["V92"], "Ennis": ["V95"], "Letterkenny": ["F92"],
           "Castlebar": ["F23"], "Naas": ["W91"]}
AU_PC = {"NSW": (2000, 2999), "VIC": (3000, 3999), "QLD": (4000, 4999), "WA": (6000, 6799), "SA": (5000, 5799),
         "TAS": (7000, 7470), "NT": (800, 899), "ACT": (2600, 2620)}
CA_FIRST = {"ON": "KLMNP", "NS": "B", "NB": "E", "MB": "R", "SK": "S", "AB": "T", "BC": "V", "QC": "GHJ", "NL": "A", "PE": "C"}
US_AREA = ["217", "614", "503", "518", "520", "608", "912", "402", "208", "919", "508", "559", "915", "918",
           "802", "517", "804", "509", "865", "719", "513", "207", "570", "410", "219", "302", "318"]
CA_AREA = ["416", "613", "905", "343", "902", "506", "204", "306", "403", "780", "250", "514", "819", "709", "782"]
AU_AREA = ["02", "03", "07", "08"]
UK_GEO = ["020 7946", "0113 496", "0114 496", "0117 496", "0161 496", "029 2018", "0141 496", "01224 496", "0131 496"]
IE_AREA = ["01", "021", "091", "061", "051", "056", "071", "090", "042", "066", "065", "074", "094", "045"]
NZ_AREA = ["09", "07", "04", "03", "06"]
ZA_AREA = ["011", "012", "021", "031", "033", "041", "043", "051", "015", "013", "053"]

UP = string.ascii_uppercase
UPNO = "ABDEFGHJLNPQRSTUWXYZ"


def dig(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def postcode(r, L, city, st):
    if L == "US":
        z = dig(r, 5)
        return z + ("-" + dig(r, 4) if r.random() < 0.2 else "")
    if L == "UK":
        a = UK_AREAS.get(city, "LS")
        return f"{a}{r.randint(1, 28)} {r.randint(1, 9)}{r.choice(UPNO)}{r.choice(UPNO)}"
    if L == "CA":
        f = r.choice(CA_FIRST.get(st, "K"))
        return f"{f}{r.randint(0, 9)}{r.choice(UPNO)} {r.randint(0, 9)}{r.choice(UPNO)}{r.randint(0, 9)}"
    if L == "IE":
        k = r.choice(IE_KEYS.get(city, ["D02"]))
        return f"{k} {r.choice('ACDEFHKNPRTVWXY')}{r.choice('0123456789ACDEFHKNPRTVWXY')}{dig(r, 2)}"
    if L == "AU":
        lo, hi = AU_PC.get(st, (2000, 2999))
        return f"{r.randint(lo, hi):04d}"
    return f"{r.randint(1000, 9899):04d}"


def phone(r, L, mobile=False, ext=False):
    if L in ("US", "CA"):
        a = r.choice(US_AREA if L == "US" else CA_AREA)
        n = "555-01" + dig(r, 2)
        st = r.randrange(4)
        s = [f"({a}) {n}", f"{a}-{n}", f"{a}.{n.replace('-', '.')}", f"+1 {a} {n.replace('-', ' ')}"][st]
        if ext:
            s += r.choice([" ext. ", " x", " ext "]) + dig(r, r.choice([3, 4]))
        return s
    if L == "UK":
        if mobile:
            return r.choice(["07700 900", "+44 7700 900"]) + dig(r, 3)
        s = r.choice(UK_GEO) + " " + dig(r, 4)
        return s + (" ext. " + dig(r, 4) if ext else "")
    if L == "AU":
        if mobile:
            return r.choice(["04", "+61 4"]) + f"{dig(r, 2)} 555 {dig(r, 3)}"
        a = r.choice(AU_AREA)
        return r.choice([f"({a}) 5550 {dig(r, 4)}", f"{a} 5550 {dig(r, 4)}"]) + (" ext " + dig(r, 3) if ext else "")
    if L == "IE":
        if mobile:
            return r.choice(["08", "+353 8"]) + f"{r.choice('3567')} 555 {dig(r, 4)}"
        a = r.choice(IE_AREA)
        return r.choice([f"({a}) 555 {dig(r, 4)}", f"{a} 555 {dig(r, 4)}"])
    if L == "NZ":
        if mobile:
            return r.choice(["021 555 ", "022 555 ", "+64 21 555 "]) + dig(r, 4)
        a = r.choice(NZ_AREA)
        return r.choice([f"({a}) 555 {dig(r, 4)}", f"{a}-555 {dig(r, 4)}"])
    # ZA
    if mobile:
        return r.choice(["082 555 ", "072 555 ", "+27 83 555 "]) + dig(r, 4)
    a = r.choice(ZA_AREA)
    return r.choice([f"{a} 555 {dig(r, 4)}", f"({a}) 555 {dig(r, 4)}"])


def pager(r, L):
    return r.choice([f"{r.randint(1, 9)}-{dig(r, 4)}", dig(r, 4), dig(r, 5)])


# ---------- dates ----------
def fdate(d, L, style):
    m, dd, y = d.month, d.day, d.year
    us = L == "US"
    if style == "num":
        if us:
            return f"{m:02d}/{dd:02d}/{y}"
        if L == "CA":
            return f"{y}-{m:02d}-{dd:02d}"
        if L == "ZA":
            return f"{y}/{m:02d}/{dd:02d}"
        return f"{dd:02d}/{m:02d}/{y}"
    if style == "short":
        if us or L == "CA":
            return f"{m}/{dd}/{y % 100:02d}"
        return f"{dd}/{m}/{y % 100:02d}"
    if style == "long":
        if us or L == "CA":
            return f"{MONTHS[m-1]} {dd}, {y}"
        return f"{dd} {MONTHS[m-1]} {y}"
    if style == "abbr":
        if us or L == "CA":
            return f"{MONTHS[m-1][:3]} {dd}, {y}"
        return f"{dd} {MONTHS[m-1][:3]} {y}"
    if style == "ord":
        suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        if us or L == "CA":
            return f"{MONTHS[m-1]} {dd}{suf}"
        return f"{dd}{suf} {MONTHS[m-1]}"
    if style == "lab":
        return f"{dd:02d}-{MONTHS[m-1][:3]}-{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{dd:02d}"
    if style == "md":
        if us or L == "CA":
            return f"{m}/{dd}"
        return f"{dd}/{m:02d}"
    if style == "wd":
        w = WD[d.weekday()][:3]
        return f"{w} {fdate(d, L, 'md')}"
    if style == "wdlong":
        w = WD[d.weekday()]
        if us or L == "CA":
            return f"{w}, {MONTHS[m-1]} {dd}, {y}"
        return f"{w} {dd} {MONTHS[m-1]} {y}"
    if style == "my":
        return f"{MONTHS[m-1]} {y}"
    if style == "y":
        return str(y)
    if style == "weekday":
        return WD[d.weekday()]
    if style == "dm":
        if us or L == "CA":
            return f"{MONTHS[m-1][:3]} {dd}"
        return f"{dd} {MONTHS[m-1][:3]}"
    raise ValueError(style)


# ---------- identifiers ----------
def mrn(r, L):
    if L == "US":
        return r.choice([dig(r, 8), "MR" + dig(r, 7), dig(r, 3) + "-" + dig(r, 2) + "-" + dig(r, 3)])
    if L == "UK":
        return r.choice(UP) + dig(r, 6) + r.choice(["", r.choice(UP)])
    if L == "CA":
        return dig(r, 7)
    if L == "AU":
        return dig(r, 7)
    if L == "IE":
        return dig(r, 6)
    if L == "NZ":  # NHI style
        return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + dig(r, 4)
    return r.choice([dig(r, 8), "HN" + dig(r, 6)])


def national_health(r, L):
    """UK NHS number, IE IHI: patient-level health identifiers -> MRN (see README)."""
    if L == "UK":
        return f"{dig(r, 3)} {dig(r, 3)} {dig(r, 4)}"
    return dig(r, 10)


def ssn(r, L):
    if L == "US":
        return f"{r.randint(100, 665)}-{dig(r, 2)}-{dig(r, 4)}"
    if L == "UK":
        return f"{r.choice('ABCEGHJKLMNPRSTWXYZ')}{r.choice('ABCEGHJKLMNPRSTWXYZ')} {dig(r, 2)} {dig(r, 2)} {dig(r, 2)} {r.choice('ABCD')}"
    if L == "CA":
        return f"{dig(r, 3)} {dig(r, 3)} {dig(r, 3)}"
    if L == "IE":
        return dig(r, 7) + r.choice(UP) + r.choice(["", "A", "W"])
    if L == "ZA":
        return dig(r, 13)
    if L == "AU":
        return f"{dig(r, 3)} {dig(r, 3)} {dig(r, 3)}"
    return dig(r, 9)


def plan(r, L):
    if L == "US":
        return r.choice(["".join(r.choice(UP) for _ in range(3)) + dig(r, 6), "W" + dig(r, 9),
                         f"{r.randint(1, 9)}{r.choice(UP)}{r.choice(UP)}{r.randint(1, 9)}-{r.choice(UP)}{r.choice(UP)}{r.randint(1, 9)}-{r.choice(UP)}{r.choice(UP)}{dig(r, 2)}"])
    if L == "CA":
        return f"{dig(r, 4)}-{dig(r, 3)}-{dig(r, 3)}-{r.choice(UP)}{r.choice(UP)}"
    if L == "AU":
        return f"{r.randint(2, 6)}{dig(r, 3)} {dig(r, 5)} {r.randint(1, 9)}"
    if L == "IE":
        return dig(r, 7) + r.choice(UP)
    if L == "ZA":
        return r.choice(["", "UMS"]) + dig(r, 9)
    if L == "NZ":
        return dig(r, 8)
    return "".join(r.choice(UP) for _ in range(2)) + dig(r, 7)


def lic(r, L):
    """(label, value) for a clinician licence number."""
    if L == "US":
        return r.choice([("NPI", "1" + dig(r, 9)), ("DEA", r.choice("ABFM") + r.choice(UP) + dig(r, 7)),
                         ("Lic #", r.choice(["MD", "RN"]) + dig(r, 6))])
    if L == "UK":
        return r.choice([("GMC", dig(r, 7)), ("NMC PIN", dig(r, 2) + r.choice(UP) + dig(r, 4) + r.choice("EOSW")),
                         ("GPhC", "2" + dig(r, 6))])
    if L == "CA":
        return r.choice([("CPSO #", dig(r, 5)), ("Billing #", dig(r, 6)), ("CPSBC", dig(r, 5))])
    if L == "AU":
        return r.choice([("Provider No.", dig(r, 6) + r.choice("ABCDEFHJ") + r.choice("ABCDEFHJKLTWXY")),
                         ("AHPRA", r.choice(["MED", "NMW", "PHY"]) + "000" + dig(r, 7)),
                         ("Prescriber No.", dig(r, 7))])
    if L == "IE":
        return r.choice([("MCRN", dig(r, 6)), ("NMBI PIN", dig(r, 6))])
    if L == "NZ":
        return r.choice([("MCNZ", dig(r, 5)), ("APC", dig(r, 6))])
    return r.choice([("HPCSA", "MP " + dig(r, 7)), ("Practice No.", dig(r, 7))])


def account(r, L):
    return r.choice([dig(r, 9), f"{dig(r, 4)}-{dig(r, 4)}", "E" + dig(r, 8), "V" + dig(r, 7), "ENC-" + dig(r, 7)])


def idnum(r):
    return r.choice([f"S{r.randint(16, 24)}-{dig(r, 5)}", "ACC" + dig(r, 7), "ORD-" + dig(r, 6), dig(r, 2) + "H" + dig(r, 6),
                     "REQ" + dig(r, 7), f"RAD-{dig(r, 6)}", f"{r.choice(UP)}{r.choice(UP)}{dig(r, 8)}"])


def device(r):
    return r.choice(["PJN" + dig(r, 6), "SN" + dig(r, 8), "RNG" + dig(r, 6) + "H", "CX" + dig(r, 4) + r.choice(UP) + dig(r, 3),
                     "G7-" + "".join(r.choice("0123456789ABCDEF") for _ in range(8)), dig(r, 3) + "-" + dig(r, 5)])


def vehicle(r, L):
    if L == "US":
        return r.choice([f"{r.randint(1, 9)}{r.choice(UP)}{r.choice(UP)}{r.choice(UP)}{dig(r, 3)}",
                         "1HGCM" + dig(r, 5) + r.choice(UP) + dig(r, 6)])
    if L == "UK":
        return f"{r.choice(UP)}{r.choice(UP)}{dig(r, 2)} {r.choice(UP)}{r.choice(UP)}{r.choice(UP)}"
    if L == "IE":
        return f"{r.choice(['191', '201', '222', '231'])}-{r.choice(['D', 'C', 'G', 'KY', 'L'])}-{dig(r, 4)}"
    if L == "AU":
        return f"{r.choice(UP)}{r.choice(UP)}{r.choice(UP)}-{dig(r, 3)}"
    if L == "NZ":
        return f"{r.choice(UP)}{r.choice(UP)}{r.choice(UP)}{dig(r, 3)}"
    if L == "ZA":
        return f"{r.choice(UP)}{r.choice(UP)} {dig(r, 2)} {r.choice(UP)}{r.choice(UP)} GP"
    return f"{r.choice(UP)}{r.choice(UP)}{r.choice(UP)} {dig(r, 3)}"


def bioid(r):
    return r.choice(["FP-" + dig(r, 5), "IRIS-" + dig(r, 6), "VP" + dig(r, 6), "PV-" + dig(r, 4) + r.choice(UP)])


def ip(r):
    return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])
