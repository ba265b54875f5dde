"""Invented value pools and PHI formatters for dev111_en.

Every value here is invented for this set.  PHI values are wrapped in private
marker characters by M(); build/make.py strips the markers in one
left-to-right pass and records the offsets.
"""
import datetime as dt

MS, ME = "\ue000", "\ue001"

TYPES = [
    "PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY",
    "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER",
    "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE",
    "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION",
]
CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


def M(typ, val):
    """Wrap one PHI value in markers (type encoded as a private-use char)."""
    val = str(val)
    assert val and val == val.strip(), repr(val)
    assert MS not in val and ME not in val
    return MS + chr(0xE100 + TYPES.index(typ)) + val + ME


# ---------------------------------------------------------------- name pools
FEMALE = [
    "Ana", "Beatriz", "Lucía", "Ximena", "Marisol", "Guadalupe", "Chiamaka", "Adaeze",
    "Folasade", "Yetunde", "Ama", "Efua", "Abebech", "Hiwot", "Hodan", "Ayaan", "Fatima",
    "Layla", "Noor", "Shirin", "Parisa", "Elif", "Zeynep", "Priya", "Lakshmi", "Harpreet",
    "Ananya", "Nusrat", "Mei", "Xiaoling", "Ji-woo", "Seo-yeon", "Linh", "Thao", "Maricel",
    "Rowena", "Yuki", "Aiko", "Geneviève", "Mélanie", "Sofia", "Eleni", "Agnieszka",
    "Olena", "Svetlana", "Ingrid", "Saoirse", "Siobhan", "Margaret", "Dorothy", "Brittany",
    "Keisha", "Tamara", "Chanel", "Roseline", "Marguerite", "Nadège", "Wanjiru", "Amani",
    "Tereza", "Hannelore", "Pania",
]
FEMALE_WORD = ["Grace", "Hope", "Joy", "Faith", "Rose", "Dawn", "Iris", "Ivy", "Summer",
               "Amber", "Crystal", "Sunny", "Mercy", "Honor"]
MALE = [
    "Jose", "Mateo", "Alejandro", "Joaquim", "Rui", "Chinedu", "Emeka", "Oluwaseun", "Tunde",
    "Kwame", "Kofi", "Dawit", "Tesfaye", "Abdirahman", "Omar", "Yusuf", "Karim", "Reza",
    "Dariush", "Mehmet", "Emre", "Rajesh", "Arjun", "Gurpreet", "Senthil", "Imran", "Tanvir",
    "Wei", "Jun", "Min-jun", "Dong-hyun", "Minh", "Tuan", "Paolo", "Jericho", "Hiroshi",
    "Kenji", "Jean-François", "Étienne", "Luca", "Giorgos", "Tomasz", "Mykola", "Dmitri",
    "Lars", "Declan", "Padraig", "Harold", "Eugene", "DeShawn", "Tyrone", "Cody", "Anselm",
    "Ruairi", "Kaveh", "Thabo", "Bartholomew", "Evander", "Lemuel",
]
MALE_WORD = ["Will", "Mark", "Ray", "Guy", "Art", "Bill", "Hunter", "Frank", "Chase",
             "Miles", "Sonny", "Rusty"]
SURNAME = [
    "Okafor", "Adeyemi", "Mensah", "Boateng", "Bekele", "Haile", "Warsame", "Farah",
    "Haddad", "Nasser", "Karimi", "Tehrani", "Yilmaz", "Demir", "Sharma", "Iyer", "Sandhu",
    "Venkataraman", "Rahman", "Chowdhury", "Chen", "Liang", "Zhou", "Kim", "Choi",
    "Nguyen", "Tran", "Pham", "Santos", "Dela Cruz", "Reyes", "Tanaka", "Watanabe",
    "Tremblay", "Gagnon", "Bouchard", "Lévesque", "Rossi", "Esposito", "Papadopoulos",
    "Kowalski", "Nowak", "Shevchenko", "Petrov", "Lindqvist", "Hansen", "O'Brien",
    "Gallagher", "Byrne", "MacLeod", "Oyelaran", "Fernández", "Gutiérrez", "Vargas",
    "Castillo", "Ramírez", "Pereira", "Almeida", "Baptiste", "Pierre-Louis", "Campbell",
    "Whitfield", "Ashworth", "Pennington", "Abernathy", "Kwiatkowski", "Onyango",
    "Mwangi", "Ferreira-Lund", "Szabo", "Halvorsen", "Quintero", "Desrosiers", "Morrisseau",
    "Tsosie", "Kealoha", "Vuong", "Abubakar", "Ekwueme", "Hollister", "Van der Berg",
]
SURNAME_WORD = ["Baker", "King", "Cook", "Young", "Hall", "Field", "Rice", "Bishop",
                "Mason", "Brown", "White", "Green", "Long", "Wise", "Best", "Sharp", "Bond",
                "Stone", "Hill", "Little", "Strong", "Small", "Hart", "Fox", "Lamb",
                "Frank", "Marsh", "Mills"]
# ordinary words that are also used as names in this set (checker counts both uses)
NAME_WORDS = sorted(set(w.lower() for w in FEMALE_WORD + MALE_WORD + SURNAME_WORD))

# ---------------------------------------------------------------- places
CITIES = [
    "Marrowfield", "Port Kessing", "Lake Orrin", "East Vantry", "Brackenridge Falls",
    "Caddow", "Hollins Ferry", "North Tamsin", "Wexmoor", "Greyhaven", "Saint-Aubert-des-Pins",
    "Rivière-Claire", "Fenwick Harbour", "New Alder", "Corbin Springs", "Mayhollow",
    "Thistleton", "Ardmere", "Pellston Bay", "Quillan", "Dorrance Flats", "Ostreville",
    "Kettering Rock", "Westbury Narrows", "Lachine-sur-Orne", "Sproule", "Tarrant Hollow",
    "Millbeck", "Carrow Point", "Hessian Creek", "Upper Dunmore", "Lowther", "Aubrey Cove",
    "Sallow Creek", "Vantry Junction", "Elkhorn Bend", "Ravensholt", "Bramford", "Nettlecombe",
    "Glen Ives", "Ashby Mills", "Orrin County", "Kessing County", "Wexmoor County",
]
STATES = [
    ("Massachusetts", "MA"), ("Ohio", "OH"), ("Michigan", "MI"), ("Minnesota", "MN"),
    ("Pennsylvania", "PA"), ("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"),
    ("Nova Scotia", "NS"), ("Alberta", "AB"), ("Manitoba", "MB"), ("Texas", "TX"),
    ("California", "CA"), ("New York", "NY"), ("Illinois", "IL"), ("Maryland", "MD"),
    ("Washington", "WA"), ("Oregon", "OR"), ("Georgia", "GA"), ("Wisconsin", "WI"),
    ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Colorado", "CO"), ("Vermont", "VT"),
]
CANADA = {"ON", "QC", "BC", "NS", "AB", "MB", "SK", "NB"}
COUNTRIES = [
    "Portugal", "Nigeria", "Ghana", "Ethiopia", "Somalia", "Lebanon", "Iran", "Turkey",
    "India", "Pakistan", "Bangladesh", "China", "South Korea", "Vietnam", "Philippines",
    "Japan", "Haiti", "Jamaica", "Mexico", "Guatemala", "Brazil", "Poland", "Ukraine",
    "Italy", "Greece", "Ireland", "Peru", "Kenya", "Egypt", "El Salvador", "Eritrea",
    "Sri Lanka", "Colombia", "Morocco", "Romania",
]
STREET_NAMES = [
    "Elmcroft", "Harrow", "Tamsin", "Larkspur", "Quarry", "Old Mill", "Gannet", "Pellow",
    "Wickham", "Bramble", "Orchard Hill", "Cinder", "Salter", "Fennimore", "Juniper",
    "Corliss", "Hawthorne Ridge", "Dunmore", "Kestrel", "Ferrier", "Aldous", "Merrow",
    "Tilbury", "Wren", "Copperbeech", "Saint-Denis-Nord", "Beaumont", "Rideau Glen",
    "Lantern", "Marlow", "Vesper", "Ottley", "Glenholme", "Burnside",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Blvd",
                 "Crescent", "Lane", "Drive", "Dr", "Way", "Court", "Terrace", "Place"]

HOSPITALS = [
    "Harrowgate University Hospital", "St. Brigid's Medical Centre", "Northmere General Hospital",
    "Calloway Regional Medical Center", "Lakeshore Cancer Institute", "Fairhaven Health Centre",
    "Mercy Vale Hospital", "Dunmore University Health Network", "Tamarind Bay Medical Center",
    "Sable Point Hospital", "Kestrel Valley Hospital", "Wrenfield Memorial Hospital",
    "Hollis-Barnard Medical Center", "Royal Ostreville Hospital", "Quillan Academic Medical Centre",
    "Hôpital Sainte-Odile", "Bramford University Medical Center", "Carrow Point Veterans Hospital",
]
HOSP_SHORT = {
    "Harrowgate University Hospital": "Harrowgate", "Northmere General Hospital": "Northmere General",
    "Calloway Regional Medical Center": "Calloway Regional", "Mercy Vale Hospital": "Mercy Vale",
    "Dunmore University Health Network": "DUHN", "Bramford University Medical Center": "BUMC",
    "Quillan Academic Medical Centre": "QAMC", "Wrenfield Memorial Hospital": "Wrenfield Memorial",
}
CLINICS = [
    "Maple Row Pharmacy", "Corbin Springs Family Practice", "Eastgate Dialysis Centre",
    "Willow Court Care Home", "Linden House Skilled Nursing", "Harbourview Community Clinic",
    "Pinecrest Rehabilitation Hospital", "Ardmere Medical Group", "Sallow Creek Health Centre",
    "Thistleton Family Health Team", "Glen Ives Pharmacy", "Bellweather Internal Medicine",
    "Ravensholt Nursing and Rehabilitation", "Orrin Lake Urgent Care", "Nettlecombe Wound Clinic",
]
HOSPICES = ["Birch Hollow Hospice", "Saint Ursula Residential Hospice", "Millbeck Palliative Care House",
            "Lantern House Hospice"]
SNFS = ["Linden House Skilled Nursing", "Ravensholt Nursing and Rehabilitation",
        "Willow Court Care Home", "Pinecrest Rehabilitation Hospital", "Quarry Hill Manor"]
WARDS = ["Tamarack Ward", "Heron Unit", "Larkspur Ward", "Osprey Unit", "Cedar Pavilion Ward",
         "Kingfisher Unit", "Aspen Ward", "Tern Unit"]
BUILDINGS = ["Halvorsen Pavilion", "Carrow Building", "Abernathy Tower", "Pellow Annex",
             "Dunmore Research Building", "Whitlock Wing"]
ORGS = [
    "Tallis Freight Lines", "Northgate Elementary School", "Holy Redeemer Parish",
    "Brightwater Credit Union", "Corran Steelworks", "Dunmore Community College",
    "Vantry Poultry Processing", "Greyhaven Transit Authority", "Ashby & Rowe Roofing",
    "Pellston Bay Fisheries Co-op", "St. Columba's Anglican Church", "Orrin Lake Lutheran Church",
    "Ridgeback Logistics", "Kessing Auto Body", "Quill & Ledger Accounting",
    "Marrowfield Public Library", "Sproule Dairy Cooperative", "Hessian Creek Mine",
    "Tarrant Hollow Middle School", "Lowther Grain Elevator", "Caddow Masonic Lodge",
    "Aubrey Cove Yacht Works", "Glenholme Bakery", "Westbury Narrows Ferry Company",
]
INSURERS = ["Bluecrest Mutual", "Northway Health Plan", "Keystone Meridian Health",
            "Prairie Shield Insurance", "Harbourline Benefits", "Summit Vale Assurance"]
FUNERAL = ["Whitlock Funeral Home", "Pellow & Sons Funeral Chapel", "Greyhaven Memorial Chapel"]

PROFESSIONS = [
    "welder", "schoolteacher", "letter carrier", "long-haul truck driver", "electrician",
    "accountant", "line cook", "registered nurse", "dairy farmer", "software developer",
    "hairdresser", "bus driver", "carpenter", "custodian", "poultry plant worker",
    "fisherman", "roofer", "daycare worker", "veterinary technician", "miner", "taxi driver",
    "cashier", "graduate student", "librarian", "machinist", "home health aide",
    "bricklayer", "paralegal", "pastor", "commercial pilot", "firefighter", "plumber",
    "landscaper", "dental hygienist", "security guard", "court stenographer", "sheet-metal worker",
    "forklift operator", "police officer", "baker", "cook",
]

# ---------------------------------------------------------------- helpers
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Canada Day", "Labour Day",
            "Easter", "Christmas Eve", "Memorial Day", "Victoria Day", "Labor Day"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))


class Person:
    def __init__(self, rng, sex=None, word_bias=0.12):
        self.sex = sex or rng.choice("FM")
        pool = FEMALE if self.sex == "F" else MALE
        wpool = FEMALE_WORD if self.sex == "F" else MALE_WORD
        self.first = rng.choice(wpool) if rng.random() < word_bias else rng.choice(pool)
        self.last = rng.choice(SURNAME_WORD) if rng.random() < word_bias * 1.5 else rng.choice(SURNAME)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTVW")

    def initials(self, rng):
        f, l = self.first[0].upper(), self.last[0].upper()
        return rng.choice([f"{f}.{l}.", f"{f}{l}", f"{f}.{self.mid}.{l}.", f"{f}{self.mid}{l}"])

    def username(self, rng):
        f = self.first.lower().replace("-", "").replace("é", "e").replace("è", "e").replace("í", "i")
        l = self.last.lower().replace(" ", "").replace("'", "").replace("-", "")
        l = l.replace("é", "e").replace("á", "a").replace("í", "i").replace("ç", "c")
        f = f.replace("ç", "c").replace("ô", "o")
        return rng.choice([f"{f[0]}{l}{rng.randint(1, 9)}", f"{l[:6]}{f[0]}", f"{f}.{l}",
                           f"{f[0]}{self.mid.lower()}{l[:5]}{rng.randint(10, 99)}", f"{l}{f[:2]}"])

    def email(self, rng):
        u = self.username(rng).replace(" ", "")
        return f"{u}@" + rng.choice(["example.org", "example.com", "example.net",
                                      "mail.example.org", "health.example.net"])


def title_for(p, rng, dot=None):
    if dot is None:
        dot = rng.random() < 0.5
    t = "Mr" if p.sex == "M" else rng.choice(["Mrs", "Ms", "Ms"])
    return t + ("." if dot else "")


def name(p, typ, rng, form=None, title=None):
    """Return a marked name in one of many surface forms (titles outside the span)."""
    forms = ["full", "full", "full_mi", "last_first", "LAST_FIRST", "title_last", "title_last",
             "first", "initials", "first_initial", "f_last", "title_full"]
    if typ == "DOCTOR":
        forms = ["dr_last", "dr_last", "dr_full", "full_cred", "full_cred", "f_last", "full",
                 "first", "last_first", "prof_last", "full_mi"]
    if typ == "FAMILY":
        forms = ["first", "first", "full", "full", "title_last", "first_initial"]
    form = form or rng.choice(forms)
    f, l, m = p.first, p.last, p.mid
    if form == "full":
        return M(typ, f"{f} {l}")
    if form == "full_mi":
        return M(typ, f"{f} {m}. {l}")
    if form == "last_first":
        return M(typ, f"{l}, {f}")
    if form == "LAST_FIRST":
        return M(typ, f"{l.upper()}, {f.upper()} {m}")
    if form == "title_last":
        return f"{title or title_for(p, rng)} " + M(typ, l)
    if form == "title_full":
        return f"{title or title_for(p, rng)} " + M(typ, f"{f} {l}")
    if form == "first":
        return M(typ, f)
    if form == "initials":
        return M(typ, p.initials(rng))
    if form == "first_initial":
        return M(typ, f"{f} {l[0]}.")
    if form == "f_last":
        return M(typ, f"{f[0]}. {l}")
    if form == "dr_last":
        return rng.choice(["Dr. ", "Dr ", "Dr. "]) + M(typ, l)
    if form == "dr_full":
        return rng.choice(["Dr. ", "Dr "]) + M(typ, f"{f} {l}")
    if form == "prof_last":
        return rng.choice(["Prof. ", "Prof "]) + M(typ, l)
    if form == "full_cred":
        return M(typ, f"{f} {l}")  # caller appends credential
    raise ValueError(form)


def age_phrase(age, sex, rng, style=None):
    s = sex
    style = style or rng.choice(["yo", "yo_ns", "year_old", "yof", "slash", "space_sex",
                                 "words", "y_o", "years", "year_old", "yo"])
    a = M("AGE", age)
    if style == "yo":
        return f"{a} yo {'M' if s == 'M' else 'F'}"
    if style == "yo_ns":
        return f"{a}yo {'man' if s == 'M' else 'woman'}"
    if style == "year_old":
        return f"{a}-year-old {'man' if s == 'M' else 'woman'}"
    if style == "yof":
        return f"{a}{'M' if s == 'M' else 'F'}"
    if style == "slash":
        return f"{a}/{'M' if s == 'M' else 'F'}"
    if style == "space_sex":
        return f"{a} {'M' if s == 'M' else 'F'}"
    if style == "words":
        return f"{'man' if s == 'M' else 'woman'} aged {M('AGE', num_words(age))}"
    if style == "y_o":
        return f"{a} y/o {'male' if s == 'M' else 'female'}"
    if style == "years":
        return f"{'gentleman' if s == 'M' else 'lady'}, {a} years old,"
    raise ValueError(style)


def fdate(d, rng, style=None):
    style = style or rng.choice(["mdy", "mdy", "mdy_s", "iso", "iso", "long", "dmy_abbr", "md",
                                 "mon_d", "wd_md", "DMY_UP", "mdy"])
    if style == "mdy":
        s = f"{d.month:02d}/{d.day:02d}/{d.year}"
    elif style == "mdy_s":
        s = f"{d.month}/{d.day}/{d.year % 100:02d}"
    elif style == "iso":
        s = d.isoformat()
    elif style == "long":
        s = f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    elif style == "dmy_abbr":
        s = f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"
    elif style == "md":
        s = f"{d.month}/{d.day}"
    elif style == "mon_d":
        s = f"{MONTHS[d.month - 1][:3]} {d.day}"
    elif style == "wd_md":
        s = f"{WEEKDAYS[d.weekday()][:3]} {d.month}/{d.day}"
    elif style == "wd_long":
        s = f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}"
    elif style == "month_year":
        s = f"{MONTHS[d.month - 1]} {d.year}"
    elif style == "year":
        s = f"{d.year}"
    elif style == "weekday":
        s = WEEKDAYS[d.weekday()]
    elif style == "DMY_UP":
        s = f"{d.day:02d}-{MONTHS[d.month - 1][:3].upper()}-{d.year}"
    else:
        raise ValueError(style)
    return M("DATE", s)


def rand_date(rng, lo=dt.date(2019, 1, 1), hi=dt.date(2025, 6, 30)):
    return lo + dt.timedelta(days=rng.randint(0, (hi - lo).days))


def dob_for(age, ref, rng):
    y = ref.year - age
    return dt.date(y, rng.randint(1, 12), rng.randint(1, 28))


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- contact (fictional ranges)
AREA = ["617", "614", "313", "612", "215", "416", "514", "604", "902", "403", "204", "713",
        "415", "718", "312", "410", "206", "503", "404", "608", "306", "506", "303", "802"]


def phone(rng, style=None, ext=None):
    a = rng.choice(AREA)
    line = "01" + digits(rng, 2)  # 555-01xx fictional block
    style = style or rng.choice(["dash", "paren", "dot", "plus", "seven", "dash", "paren"])
    if style == "dash":
        s = f"{a}-555-{line}"
    elif style == "paren":
        s = f"({a}) 555-{line}"
    elif style == "dot":
        s = f"{a}.555.{line}"
    elif style == "plus":
        s = f"+1 {a} 555 {line}"
    else:
        s = f"555-{line}"
    if ext is None:
        ext = rng.random() < 0.2
    if ext:
        s += rng.choice([" ext. ", " x", " ext "]) + str(rng.randint(2, 4999))
    return s


def pager(rng):
    return rng.choice([f"{rng.randint(2, 9)}-{digits(rng, 4)}", digits(rng, 5), f"#{digits(rng, 4)}"])


def extension(rng):
    return "x" + digits(rng, 4)


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if k == 1:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def url(rng):
    dom = rng.choice(["example.org", "example.com", "example.net", "portal.example.org",
                      "trials.example.net", "www.example.com", "www.example.org"])
    path = rng.choice(["/mychart", "/portal/login", "/trials/enrol", "/pt/", "/epro",
                       "/records/request", "/imaging/share", "/remote-monitor", "/telehealth/room"])
    tail = rng.choice(["", f"{digits(rng, 5)}", f"?id={digits(rng, 6)}", ""])
    if path.endswith("/") and not tail:
        tail = digits(rng, 4)
    pre = rng.choice(["https://", "https://", "http://", ""]) if not dom.startswith("www") else rng.choice(["", "https://"])
    return pre + dom + path + tail


# ---------------------------------------------------------------- identifiers
def mrn(rng):
    return rng.choice([digits(rng, 8), f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}",
                       "M" + digits(rng, 7), digits(rng, 7), f"{digits(rng, 2)}-{digits(rng, 6)}"])


def ssn(rng):
    return rng.choice([f"9{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}",
                       f"000-{digits(rng, 2)}-{digits(rng, 4)}",
                       f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"])


def healthplan(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), f"{digits(rng, 4)} {digits(rng, 3)} {digits(rng, 3)} {letters(rng, 2)}",
                       f"{digits(rng, 1)}{letters(rng, 2)}{digits(rng, 1)}-{letters(rng, 2)}{digits(rng, 1)}-{letters(rng, 2)}{digits(rng, 2)}",
                       f"W{digits(rng, 9)}", f"GRP-{digits(rng, 5)}"])


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", f"E{digits(rng, 6)}-{digits(rng, 4)}",
                       digits(rng, 9), f"V{digits(rng, 7)}", f"FIN {digits(rng, 8)}"[4:]])


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng):
    return letters(rng, 2) + digits(rng, 7)


def license_other(rng):
    return rng.choice([f"MD-{digits(rng, 5)}", f"CPSO {digits(rng, 5)}"[5:], f"RPh{digits(rng, 5)}",
                       f"{letters(rng, 1)}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}",
                       f"{digits(rng, 6)}"])


def driver_licence(rng):
    return rng.choice([f"{letters(rng, 1)}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}",
                       f"{letters(rng, 1)}{digits(rng, 7)}", f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"])


def device_sn(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), f"{digits(rng, 2)}-{digits(rng, 4)}-{letters(rng, 1)}",
                       f"{letters(rng, 3)}-{digits(rng, 5)}", f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}",
                       f"SN{digits(rng, 8)}"])


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vehicle(rng):
    return rng.choice([f"{digits(rng, 1)}{letters(rng, 3)}{digits(rng, 3)}", f"{letters(rng, 4)} {digits(rng, 3)}",
                       f"{letters(rng, 3)}-{digits(rng, 4)}", str(rng.randint(1, 5)) + "".join(rng.choice(VIN_CH) for _ in range(10)) + digits(rng, 6)])


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"PV-{digits(rng, 6)}", f"BT-{digits(rng, 5)}",
                       f"IR-{digits(rng, 4)}", f"BIO{digits(rng, 7)}"])


def accession(rng, pre=None):
    pre = pre or rng.choice(["S", "SP", "C", "NG", "BC", "M", "FNA", "CY"])
    y = rng.randint(19, 25)
    return rng.choice([f"{pre}{y}-{digits(rng, 4)}", f"{pre}-{y}-{digits(rng, 6)}",
                       f"{pre}{y}-{digits(rng, 5)}"])


def order_no(rng):
    return rng.choice([f"ORD{digits(rng, 8)}", digits(rng, 10), f"RQ-{digits(rng, 6)}"])


def plate(rng):
    while True:
        v = vehicle(rng)
        if len(v) < 17:
            return v


CHURCHES = [o for o in ORGS if "Church" in o or "Parish" in o] + ["Grace Tabernacle of Caddow", "Hessian Creek Mennonite Fellowship", "Masjid an-Nur of Wexmoor"]
