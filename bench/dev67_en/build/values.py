"""Invented value pools and formatters (names, places, identifiers, contacts, dates).

Everything here is made up for this set.  Phones use fictional ranges only,
e-mail and web addresses use example.org/.com/.net, IPs are private ranges.
"""
import datetime as dt

FIRST_M = [
    "Tobias", "Desmond", "Arlo", "Kwame", "Rafael", "Jonah", "Emeka", "Dmitri", "Callum",
    "Hamish", "Ignatius", "Lorcan", "Matteo", "Nikhil", "Oren", "Piotr", "Quentin", "Rohan",
    "Silas", "Thaddeus", "Ulrich", "Vikram", "Wendell", "Xavier", "Yusuf", "Zeke", "Alistair",
    "Bartholomew", "Cormac", "Dashiell", "Elias", "Fintan", "Gideon", "Horace", "Isaiah",
    "Jorge", "Kenji", "Lamar", "Marcus", "Nnamdi", "Osvaldo", "Percival", "Reuben", "Santiago",
    "Tariq", "Ewan", "Lachlan", "Declan", "Mateus", "Hyun", "Amos", "Cyrus", "Errol", "Linus",
    "Moses", "Otis", "Rupert", "Stellan", "Truman", "Vernon", "Wilbur", "Dale", "Clyde",
]
FIRST_F = [
    "Marisol", "Adaeze", "Beatrix", "Calliope", "Delphine", "Eleanora", "Fenella", "Greta",
    "Harriet", "Imogen", "Jacinta", "Keziah", "Leonie", "Marguerite", "Niamh", "Ottilie",
    "Priya", "Rosalind", "Saoirse", "Tamsin", "Ursula", "Valentina", "Winifred", "Ximena",
    "Yolanda", "Zinnia", "Anouk", "Bronwyn", "Cordelia", "Dagny", "Esperanza", "Florencia",
    "Ginevra", "Hyacinth", "Ingrid", "Jolene", "Kalani", "Lucinda", "Mirela", "Nadia",
    "Odalys", "Philippa", "Renata", "Sunita", "Thomasina", "Amara", "Mei", "Ngozi", "Oksana",
    "Tallulah", "Wren", "Agatha", "Bettina", "Clementine", "Dorothea", "Edwina", "Gwendolyn",
    "Henrietta", "Lorna", "Maude", "Noreen", "Pearl",
]
# given names that are also ordinary words
WORD_FIRST_M = ["Will", "Bill", "Mark", "Jack", "Frank", "Hunter", "Chase", "Rusty", "Royal",
                "Sunny", "Art", "Major", "Cash"]
WORD_FIRST_F = ["Rose", "Hope", "Grace", "Joy", "Dawn", "Faith", "Summer", "Ivy", "Iris",
                "Robin", "Penny", "Sandy", "Destiny", "Crystal", "Amber", "Holly", "Honey",
                "Ruby", "Pearl", "Olive", "Autumn"]

SURNAMES = [
    "Okonkwo", "Halvorsen", "Delacroix", "Vasquez-Ortega", "Thistlewood", "Abernathy",
    "Kowalczyk", "Nakamura", "Fairweather", "Oyelaran", "Brannigan", "Castellanos",
    "Drummond", "Eriksen", "Fitzgerald", "Galbraith", "Haddad", "Iwasaki", "Jankowski",
    "Kilbride", "Lindqvist", "MacAulay", "Nwachukwu", "O'Sullivan", "Pemberton", "Quiroga",
    "Rasmussen", "Szymanski", "Tremblay", "Uchenna", "Vandermeer", "Whitlock", "Yablonski",
    "Zamora", "Ashdown", "Blackwood", "Crowther", "Dunleavy", "Everhart", "Farquhar",
    "Grimsby", "Hollingsworth", "Ingleby", "Jessop", "Kavanagh", "Lockhart", "Merriweather",
    "Northcott", "Ogilvie", "Pendergast", "Quinlan", "Ravensworth", "Stroud", "Tolliver",
    "Underhill", "Villanueva", "Wainwright", "Yardley", "Achebe", "Bautista", "Chaudhry",
    "Dimitriou", "Esposito", "Figueroa", "Gallagher", "Hernandez-Ruiz", "Ibarra", "Jovanovic",
    "Karimi", "Lindgren", "Mbeki", "Nguyen-Tran", "Obi", "Petrakis", "Rahman", "Sorensen",
    "Takahashi", "Umeh", "Varga", "Wojcik", "Xiong", "Yilmaz", "Zelenko", "De la Cruz",
    "McAllister", "St. Clair", "Van Buren", "Oduya", "Mwangi", "Papadakis", "Ferreira",
]
# surnames that are also ordinary words or clinical words
WORD_SURNAMES = ["Baker", "Mason", "Young", "Brown", "Wood", "Page", "Marsh", "Hill", "Stone",
                 "Bishop", "Cooper", "Fisher", "Hunter", "Little", "Long", "Bell", "Ward",
                 "Small", "Sharp", "Love", "Cash", "Price", "Best", "Banks", "Rivers",
                 "Winter", "Frost", "King", "Knight", "Early", "Friday", "Foley", "Murphy",
                 "Graves", "Walker", "Black", "White", "Free", "Hope", "Moody", "Gentle"]

CRED = {
    "attending": ["MD", "MD", "DO", "MD, FACEP", "MD, PhD"],
    "resident": ["MD", "DO", "MD, PGY-2", "MD PGY-3", "MBBS"],
    "nurse": ["RN", "BSN, RN", "RN, CEN", "RN", "RN, CCRN"],
    "np": ["NP", "APRN", "FNP-C", "NP-C", "ACNP-BC"],
    "pa": ["PA-C", "PA"],
    "pt": ["PT, DPT", "DPT", "PT", "MPT"],
    "ot": ["OTR/L", "OT", "MS, OTR/L"],
    "slp": ["CCC-SLP", "MS, CCC-SLP", "SLP"],
    "rt": ["RRT", "RT", "RRT-NPS"],
    "pharm": ["PharmD", "PharmD, BCPS", "RPh"],
    "sw": ["LCSW", "MSW", "LICSW"],
    "psych": ["MD", "DO", "MD"],
    "psychol": ["PhD", "PsyD"],
    "midwife": ["CNM", "CNM, MSN"],
    "surgeon": ["MD, FACS", "MD", "DO", "MD FACS"],
    "anes": ["MD", "DO", "CRNA"],
    "rad": ["MD", "MD", "DO"],
    "path": ["MD", "MD, FCAP", "DO"],
    "chaplain": ["MDiv", "BCC"],
    "cm": ["RN, CCM", "RN", "LSW"],
    "scribe": [""],
    "emt": ["EMT-P", "NRP", "EMT"],
    "peds": ["MD", "MD, FAAP", "DO"],
    "ob": ["MD", "MD, FACOG", "DO"],
    "tech": ["HT(ASCP)", "PA(ASCP)", "PA(ASCP)", "HTL"],
}

US_CITIES = [
    ("Marlow Falls", "MA"), ("East Corliss", "NY"), ("Brantwood", "OH"), ("Fennimore Junction", "PA"),
    ("Quarry Hill", "VT"), ("Oakhaven", "IL"), ("Lindell", "MN"), ("Port Ardeth", "ME"),
    ("Silverbrook", "MD"), ("Wexley", "WI"), ("Turner's Ford", "KY"), ("New Halcott", "NJ"),
    ("Rushmere", "VA"), ("Glen Aubrey", "NC"), ("Cold Harbor Springs", "MI"), ("Tillbury", "IN"),
    ("Sawyer's Bluff", "TN"), ("Red Mesa Flats", "NM"), ("Calloway", "GA"), ("Pinecrest", "OR"),
    ("Wolcott Bay", "WA"), ("Dunmore Heights", "CO"), ("Hartsell", "AL"), ("Ostrander", "IA"),
    ("Keel Harbor", "CT"), ("Ebbing", "NH"), ("Millbrae Crossing", "CA"), ("Juniper Wells", "AZ"),
    ("Saltash Point", "RI"), ("Greer Hollow", "OK"), ("Bannock Springs", "ID"), ("Halden", "TX"),
    ("Ferris Lake", "PA"), ("North Tamsin", "MA"), ("Coldwater Mills", "OH"), ("Ames Corner", "ME"),
]
STATE_NAMES = {"MA": "Massachusetts", "NY": "New York", "OH": "Ohio", "PA": "Pennsylvania",
               "VT": "Vermont", "IL": "Illinois", "MN": "Minnesota", "ME": "Maine",
               "MD": "Maryland", "WI": "Wisconsin", "KY": "Kentucky", "NJ": "New Jersey",
               "VA": "Virginia", "NC": "North Carolina", "MI": "Michigan", "IN": "Indiana",
               "TN": "Tennessee", "NM": "New Mexico", "GA": "Georgia", "OR": "Oregon",
               "WA": "Washington", "CO": "Colorado", "AL": "Alabama", "IA": "Iowa",
               "CT": "Connecticut", "NH": "New Hampshire", "CA": "California", "AZ": "Arizona",
               "RI": "Rhode Island", "OK": "Oklahoma", "ID": "Idaho", "TX": "Texas"}
US_COUNTIES = ["Harrow County", "Belden County", "Marsh Fork County", "Tolland Parish",
               "Ridgeway County", "Cass Hollow County", "Aubrey County"]

UK_TOWNS = [("Ashcombe", "Somerset"), ("Little Wending", "Norfolk"), ("Hartlebury Cross", "Worcestershire"),
            ("Nethercott", "Devon"), ("Kingsbridge Vale", "Kent"), ("Sallowfield", "Lincolnshire"),
            ("Upper Bramley", "Surrey"), ("Thornleigh", "Lancashire"), ("Market Harcourt", "Shropshire"),
            ("Cawdor Bridge", "Cumbria"), ("Penhallow", "Cornwall"), ("Elsworth Magna", "Suffolk")]
UK_COUNTRIES = ["England", "United Kingdom", "UK", "Scotland", "Wales"]
AU_TOWNS = [("Wattle Creek", "NSW"), ("Bundaleer", "SA"), ("Kooringa Heights", "VIC"),
            ("Mallee Springs", "VIC"), ("Port Carrow", "QLD"), ("Yarrabee", "NSW"),
            ("Coolabah Flats", "QLD"), ("Ironbark Ridge", "WA"), ("Gundarra", "TAS"),
            ("Murrindal", "ACT")]
AU_STATE_NAMES = {"NSW": "New South Wales", "SA": "South Australia", "VIC": "Victoria",
                  "QLD": "Queensland", "WA": "Western Australia", "TAS": "Tasmania",
                  "ACT": "Australian Capital Territory"}
AU_COUNTRIES = ["Australia", "Australia", "AUS"]
OTHER_COUNTRIES = ["Portugal", "Nigeria", "Guatemala", "Vietnam", "Poland", "Ukraine", "Ghana",
                   "Honduras", "the Philippines", "Ireland", "Kenya", "Peru", "Bangladesh",
                   "Jamaica", "Canada", "Mexico", "Lebanon", "Somalia", "New Zealand", "Greece"]

STREET_NAMES = ["Elmhurst", "Larchmont", "Quincey", "Tamarack", "Wexford", "Bellwether", "Cobble",
                "Dunstan", "Fairhaven", "Glenrock", "Hollybrook", "Juniper", "Kestrel", "Lantern",
                "Millpond", "Nettlefield", "Orchard", "Partridge", "Ridgecrest", "Saddleback",
                "Thornapple", "Underwood", "Verbena", "Willowmere", "Yarrow", "Old Mill",
                "Foundry", "Canal", "Depot", "Schoolhouse", "Beacon", "Marigold"]
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court",
             "Ct", "Way", "Terrace", "Place", "Pl", "Blvd", "Circle"]
UK_SUFFIX = ["Road", "Lane", "Close", "Crescent", "Gardens", "Street", "Mews", "Row", "Terrace"]
AU_SUFFIX = ["Street", "St", "Road", "Parade", "Crescent", "Avenue", "Court", "Drive"]

# (full name, acronym, short form) of the US care sites the notes come from
HOSPITALS = [
    ("Marlow Falls General Hospital", "MFGH", "Marlow Falls General"),
    ("St. Aldric's Medical Center", "SAMC", "St. Aldric's"),
    ("Cedar Hollow Regional Medical Center", "CHRMC", "Cedar Hollow Regional"),
    ("Pinecrest University Hospital", "PUH", "Pinecrest University"),
    ("Lindell Memorial Hospital", "LMH", "Lindell Memorial"),
    ("Quarry Hill Community Hospital", "QHCH", "Quarry Hill Community"),
    ("Brantwood Mercy Hospital", "BMH", "Brantwood Mercy"),
    ("Wolcott Bay Medical Center", "WBMC", "Wolcott Bay"),
    ("Good Shepherd Hospital of Calloway", "GSHC", "Good Shepherd"),
    ("Halden Baptist Medical Center", "HBMC", "Halden Baptist"),
]
OUTSIDE = [
    ("Silverbrook Urgent Care", "SUC"), ("Wexley Family Practice", "WFP"),
    ("Greenway Skilled Nursing Facility", "Greenway SNF"), ("Rushmere Rehabilitation Center", "RRC"),
    ("Corliss Community Pharmacy", "Corliss Pharmacy"), ("Tillbury Internal Medicine Associates", "TIMA"),
    ("Oakhaven Children's Hospital", "OCH"), ("Ferris Lake Behavioral Health", "FLBH"),
    ("Juniper Wells Dialysis Unit", "JW Dialysis"), ("Keel Harbor Cancer Institute", "KHCI"),
    ("Sawyer's Bluff Health Center", "SBHC"), ("Harrow Valley Hospice", "HVH"),
    ("Northgate Women's Clinic", "NWC"), ("Maple Terrace Assisted Living", "Maple Terrace"),
    ("Dunmore Heights VA Clinic", "DH VA Clinic"), ("Coldwater Mills Medical Group", "CMMG"),
    ("Ebbing Orthopaedic Associates", "EOA"), ("Saltash Point Imaging", "SPI"),
    ("Bannock Springs Memorial", "BSM"), ("Greer Hollow Free Clinic", "GHFC"),
    ("Riverbend Medical Center", "RMC"), ("Lakeshore Recovery House", "Lakeshore"),
]
_GENERAL = ["Silverbrook Urgent Care", "Wexley Family Practice", "Tillbury Internal Medicine Associates",
            "Sawyer's Bluff Health Center", "Coldwater Mills Medical Group", "Riverbend Medical Center",
            "Bannock Springs Memorial", "Greer Hollow Free Clinic", "Dunmore Heights VA Clinic"]
OUTSIDE_BY_GENRE = {
    "emergency": _GENERAL + ["Corliss Community Pharmacy", "Greenway Skilled Nursing Facility", "Maple Terrace Assisted Living",
                             "Lakeshore Recovery House", "Juniper Wells Dialysis Unit"],
    "surgical": _GENERAL + ["Ebbing Orthopaedic Associates", "Saltash Point Imaging", "Keel Harbor Cancer Institute"],
    "icu": _GENERAL + ["Greenway Skilled Nursing Facility", "Juniper Wells Dialysis Unit", "Harrow Valley Hospice", "Keel Harbor Cancer Institute"],
    "radiology_pathology": _GENERAL + ["Saltash Point Imaging", "Keel Harbor Cancer Institute", "Ebbing Orthopaedic Associates", "Northgate Women's Clinic"],
    "obstetric_newborn": ["Northgate Women's Clinic", "Wexley Family Practice", "Oakhaven Children's Hospital", "Coldwater Mills Medical Group",
                          "Sawyer's Bluff Health Center", "Greer Hollow Free Clinic", "Riverbend Medical Center"],
    "psychiatry": ["Ferris Lake Behavioral Health", "Lakeshore Recovery House", "Greer Hollow Free Clinic", "Tillbury Internal Medicine Associates",
                   "Dunmore Heights VA Clinic", "Riverbend Medical Center", "Maple Terrace Assisted Living"],
    "rehabilitation": _GENERAL + ["Rushmere Rehabilitation Center", "Greenway Skilled Nursing Facility", "Ebbing Orthopaedic Associates",
                                  "Maple Terrace Assisted Living"],
    "death_autopsy": _GENERAL + ["Harrow Valley Hospice", "Greenway Skilled Nursing Facility", "Maple Terrace Assisted Living",
                                 "Keel Harbor Cancer Institute", "Juniper Wells Dialysis Unit"],
}
UK_GP = ["Elm Park Surgery", "Ashcombe Health Centre", "The Willows Medical Practice",
         "Bramley Green Surgery", "Thornleigh Road Surgery", "Harcourt Medical Centre",
         "St. Piran's Hospital", "Royal Wendingham Infirmary", "Kingsbridge Vale Hospital"]
AU_GP = ["Wattle Creek Medical Centre", "Bundaleer Family Practice", "Port Carrow Base Hospital",
         "Kooringa Heights Clinic", "Yarrabee District Hospital", "Gundarra Health Service"]
WARDS = ["Hawthorn Ward", "Larch Unit", "Bluebell Ward", "Osprey Unit", "Magnolia Ward",
         "Fenwick Pavilion", "Birchwood Unit", "Heron Ward", "Chestnut Unit", "Cedar 4"]
NUM_UNITS = ["5 North", "4 West", "7 South", "6 East", "3 Tower", "8 Lakeview"]

EMPLOYERS = ["Brightwater Logistics", "Calder & Finch LLP", "Tri-County Paving", "Stonebridge Foods",
             "Halvorsen Marine Supply", "Kestrel Air", "Millpond Credit Union", "Orrin Tool & Die",
             "Beacon Street Bakery", "Larchmont Auto Body", "Northwind Wind Farms", "Pell & Sons Roofing",
             "Quarry Hill Granite Company", "Redfern Poultry", "Saddleback Ranch Supply",
             "Tamarack Lumber Yard", "Verity Insurance Group", "Wexley Public Library",
             "Yarrow Hospitality Group", "Glenrock Casino", "Ashdown Printing", "Fennimore Steel Works",
             "Canal Street Diner", "Juniper Data Systems", "Harbor Light Cleaning Services"]
SCHOOLS = ["Fennimore High School", "Oakhaven Middle School", "Northgate Community College",
           "Hollis Creek Elementary", "Lindell State University", "Brantwood Technical Institute",
           "St. Columba's Academy", "Calloway Christian School", "Wolcott Bay High School"]
ORGS_OTHER = ["Grace Fellowship Church", "Temple Beth Shalom of Rushmere", "Marlow Falls Fire Department",
              "Harrow County Sheriff's Office", "Brantwood Police Department", "Rushmere YMCA",
              "Good Neighbors Food Pantry", "Mount Calvary Baptist Church", "Silverbrook Rotary Club"]
FUNERAL = ["Whitcombe & Sons Funeral Home", "Aubrey Family Mortuary", "Pellham-Ross Funeral Chapel",
           "Greer Hollow Funeral Services", "Stillwater Cremation Society"]
OPO = ["Northeast Gift of Life Alliance", "Heartland Donor Network", "LifeBridge Organ Recovery"]
INSURERS = ["BlueHarbor Health", "Meridian Mutual", "Crestline Health Plan", "Keystone Care Alliance",
            "Pioneer Medicaid Partners", "Summit Senior Advantage"]
TRAVEL_INS = ["Albion Travel Cover", "Southern Cross Travelcare", "Wanderwell Insurance"]
UK_EMPLOYERS = ["Harcourt & Lyle Solicitors", "Penhallow Fisheries", "Thornleigh Borough Council",
                "Sallowfield Academy", "Ashcombe Dairies"]
AU_EMPLOYERS = ["Coolabah Mining Company", "Port Carrow Council", "Mallee Grain Growers",
                "Ironbark Timber Mills", "Kooringa Secondary College"]
LANDMARKS = ["Riverside Park", "the Calloway Street bridge", "Hartwell Tower", "Millpond Reservoir",
             "Foundry Square", "the Old Depot Mall", "Beacon Point Lighthouse", "Quarry Hill Trailhead",
             "Elmhurst Plaza", "Saddleback Commons", "the Lantern Hotel", "Wexley Greyhound station",
             "Juniper Wells Motel", "Tamarack Lake boat ramp"]

PROFESSIONS = ["welder", "teacher", "electrician", "truck driver", "accountant", "line cook",
               "dairy farmer", "software engineer", "barista", "machinist", "postal carrier",
               "bus driver", "hairdresser", "roofer", "plumber", "police officer", "librarian",
               "forklift operator", "paralegal", "warehouse supervisor", "real estate agent",
               "dental hygienist", "carpenter", "commercial fisherman", "bartender",
               "school bus driver", "home health aide", "mechanic", "landscaper", "architect",
               "pastor", "firefighter", "bank teller", "long-haul trucker", "flight attendant",
               "janitor", "seamstress", "social studies teacher", "physics professor",
               "construction worker", "nursing assistant", "retail manager", "day care worker",
               "tattoo artist", "crane operator", "veterinary technician", "chef", "coal miner",
               "graphic designer", "insurance adjuster"]
UK_PROFESSIONS = ["joiner", "publican", "solicitor", "postman", "lorry driver", "dinner lady",
                  "primary school teacher", "plasterer"]
AU_PROFESSIONS = ["tradie", "shearer", "FIFO miner", "boilermaker", "sparky", "jackaroo",
                  "council ranger"]

RELATIONS = {
    "F": ["wife", "daughter", "mother", "sister", "granddaughter", "niece", "aunt", "partner",
          "girlfriend", "stepdaughter", "daughter-in-law", "fiancee"],
    "M": ["husband", "son", "father", "brother", "grandson", "nephew", "uncle", "partner",
          "boyfriend", "stepson", "son-in-law", "fiance"],
}
REL_SHORT = {"wife": "wf", "husband": "hus", "daughter": "dtr", "son": "son", "mother": "mom",
             "father": "dad", "sister": "sis", "brother": "bro", "granddaughter": "gdtr",
             "grandson": "gson"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS_US = ["Christmas", "Thanksgiving", "New Year's Eve", "the Fourth of July", "Easter",
               "Labor Day", "Memorial Day weekend", "Christmas Eve", "Halloween", "New Year's Day"]
HOLIDAYS_COMMONWEALTH = ["Boxing Day", "Christmas", "Easter Monday", "Bank Holiday Monday",
                         "Anzac Day", "New Year's Day", "Australia Day", "Bonfire Night"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))


# ---------------------------------------------------------------- identifiers

def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def mrn(r):
    f = r.randrange(7)
    if f == 0:
        return digits(r, 8)
    if f == 1:
        return "00" + digits(r, 6)
    if f == 2:
        return "E" + digits(r, 7)
    if f == 3:
        return "MR-" + digits(r, 6)
    if f == 4:
        return digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 2)
    if f == 5:
        return digits(r, 7)
    return r.choice("123456789") + digits(r, 8)


def nhs_number(r):
    return "%s %s %s" % (r.choice("4689") + digits(r, 2), digits(r, 3), digits(r, 4))


def acct(r):
    f = r.randrange(5)
    if f == 0:
        return digits(r, 4) + "-" + digits(r, 4)
    if f == 1:
        return "V" + digits(r, 9)
    if f == 2:
        return "4" + digits(r, 10)
    if f == 3:
        return "ENC" + digits(r, 8)
    return digits(r, 10)


def ssn(r):
    return "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4))


def ni_number(r):
    return "QQ %s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2), r.choice("ABCD"))


def healthplan(r, loc="US"):
    if loc == "AU":
        return "%s %s %s" % (r.choice("23456") + digits(r, 3), digits(r, 5), r.choice("123456789"))
    f = r.randrange(6)
    if f == 0:
        return letters(r, 3) + digits(r, 6)
    if f == 1:
        return "W" + digits(r, 9)
    if f == 2:  # Medicare beneficiary identifier shape
        a = "ACDEFGHJKMNPQRTUVWXY"
        return (r.choice("123456789") + r.choice(a) + r.choice(a + "0123456789") + digits(r, 1)
                + r.choice(a) + r.choice(a + "0123456789") + digits(r, 1) + r.choice(a) + r.choice(a)
                + digits(r, 2))
    if f == 3:
        return letters(r, 2) + digits(r, 7) + "-01"
    if f == 4:
        return "MCD" + digits(r, 8)
    return digits(r, 3) + letters(r, 2) + digits(r, 5)


def group_no(r):
    return r.choice(["", "GRP-", "G"]) + digits(r, 6)


def travel_policy(r):
    return r.choice(["TRV", "ATC", "SX"]) + "-" + digits(r, 6) + "-" + letters(r, 2)


def dea(r):
    return r.choice("ABFM") + letters(r, 1, "ABCDEFGHJKLMNOPRSTWXYZ") + digits(r, 7)


def npi(r):
    return "1" + digits(r, 9)


def state_license(r, st="MA"):
    return r.choice([st + "-", "", "MD", "RN"]) + digits(r, 6)


def drivers_license(r, loc="US"):
    if loc == "UK":
        return letters(r, 5) + digits(r, 6) + letters(r, 2) + digits(r, 1) + letters(r, 2)
    if loc == "AU":
        return digits(r, 8)
    f = r.randrange(3)
    if f == 0:
        return letters(r, 1) + digits(r, 3) + "-" + digits(r, 4) + "-" + digits(r, 4)
    if f == 1:
        return letters(r, 1) + digits(r, 8)
    return digits(r, 9)


def gmc(r):
    return r.choice("67") + digits(r, 6)


def ahpra(r):
    return "MED000" + digits(r, 7)


def passport(r, loc):
    return (letters(r, 2) + digits(r, 7)) if loc != "UK" else digits(r, 9)


def device_sn(r):
    f = r.randrange(6)
    if f == 0:
        return letters(r, 3) + digits(r, 6)
    if f == 1:
        return digits(r, 4) + "-" + digits(r, 5)
    if f == 2:
        return digits(r, 10)
    if f == 3:
        return letters(r, 2) + digits(r, 2) + letters(r, 1) + digits(r, 5)
    if f == 4:
        return digits(r, 2) + letters(r, 1) + digits(r, 2) + letters(r, 2) + digits(r, 3)
    return letters(r, 1) + digits(r, 7) + letters(r, 1)


def vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(pool) for _ in range(17))


def plate(r, loc="US"):
    if loc == "UK":
        return letters(r, 2) + digits(r, 2) + " " + letters(r, 3)
    if loc == "AU":
        return letters(r, 3) + "-" + digits(r, 3)
    f = r.randrange(3)
    if f == 0:
        return digits(r, 1) + letters(r, 3) + digits(r, 3)
    if f == 1:
        return letters(r, 3) + "-" + digits(r, 4)
    return letters(r, 3) + " " + digits(r, 3)


def bioid(r):
    return r.choice(["FP-", "PV-", "IR-", "VP-", "BIO-"]) + digits(r, 5)


def accession(r, yr):
    f = r.randrange(6)
    y2 = "%02d" % (yr % 100)
    if f == 0:
        return r.choice("SCFH") + y2 + "-" + digits(r, 4)
    if f == 1:
        return "RAD-%d-%s" % (yr, digits(r, 7))
    if f == 2:
        return digits(r, 8)
    if f == 3:
        return "SP-%s-%s" % (y2, digits(r, 5))
    if f == 4:
        return "A%s%s" % (y2, digits(r, 6))
    return letters(r, 2) + y2 + "-" + digits(r, 5)


def order_no(r):
    return r.choice(["", "ORD", "O-", "REQ-"]) + digits(r, r.choice([6, 7, 8]))


# ---------------------------------------------------------------- contacts

def us_area(r):
    return r.choice(["413", "617", "508", "518", "614", "717", "802", "312", "612", "207", "301",
                     "262", "502", "732", "540", "919", "616", "765", "423", "505", "706", "503",
                     "360", "719", "205", "319", "860", "603", "209", "480", "401", "405", "208", "512"])


def us_phone(r, area=None):
    a = area or us_area(r)
    n = "555-01%02d" % r.randrange(100)
    f = r.randrange(6)
    if f <= 1:
        return "(%s) %s" % (a, n)
    if f == 2:
        return "%s-%s" % (a, n)
    if f == 3:
        return "%s.%s" % (a, n.replace("-", "."))
    if f == 4:
        return "+1 %s %s" % (a, n.replace("-", " "))
    return "%s %s" % (a, n)


def uk_phone(r):
    f = r.randrange(5)
    if f == 0:
        return "01632 960%03d" % r.randrange(1000)
    if f == 1:
        return "020 7946 0%03d" % r.randrange(1000)
    if f == 2:
        return "07700 900%03d" % r.randrange(1000)
    if f == 3:
        return "+44 7700 900%03d" % r.randrange(1000)
    return "+44 20 7946 0%03d" % r.randrange(1000)


def au_phone(r):
    n = r.randrange(1000)
    return r.choice(["0491 570 %03d" % n, "+61 491 570 %03d" % n, "0491570%03d" % n])


def phone(r, loc="US", area=None):
    if loc == "UK":
        return uk_phone(r)
    if loc == "AU":
        return au_phone(r)
    return us_phone(r, area)


def with_ext(r, p):
    return p + r.choice([" ext. ", " ext ", " x", " x.", " extension "]) + digits(r, r.choice([2, 3, 4]))


def pager(r):
    f = r.randrange(4)
    if f == 0:
        return digits(r, 1) + "-" + digits(r, 4)
    if f == 1:
        return digits(r, 5)
    if f == 2:
        return digits(r, 4)
    return us_phone(r)


def email(r, first, last, kind="personal"):
    f, l = first.lower().replace(" ", ""), last.lower().replace(" ", "").replace("'", "")
    l = l.replace(".", "")
    dom = r.choice(["example.org", "example.com", "example.net", "mail.example.com",
                    "health.example.org", "post.example.net"])
    if kind == "staff":
        return r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l)]) + "@" + r.choice(
            ["example.org", "hospital.example.org", "med.example.net"])
    local = r.choice(["%s.%s" % (f, l), "%s%s%s" % (f, l, digits(r, 2)), "%s_%s" % (f[0], l),
                      "%s.%s%s" % (l, f[0], digits(r, 1)), "%s%s" % (f, digits(r, 4))])
    return local + "@" + dom


def url(r, topic="portal"):
    paths = {
        "portal": ["portal.example.org/login", "https://mychart.example.com/signin",
                   "www.example.org/patient-portal", "https://records.example.net/access?id=%s" % digits(r, 6)],
        "pacs": ["https://pacs.example.org/viewer/%s" % digits(r, 7), "http://imaging.example.net/study/%s" % digits(r, 6)],
        "hep": ["www.example.com/hep/%s" % digits(r, 5), "https://exercise.example.org/program/%s" % letters(r, 4).lower(),
                "example.net/rehab/home-program"],
        "social": ["www.example.com/u/%s" % letters(r, 6).lower(), "https://video.example.net/watch?v=%s" % letters(r, 8),
                   "blog.example.org/%s" % letters(r, 5).lower()],
        "fund": ["https://fundraise.example.com/help-%s" % letters(r, 5).lower(), "www.example.org/memorial/%s" % digits(r, 5)],
        "tele": ["https://telehealth.example.org/room/%s" % digits(r, 6), "meet.example.net/%s" % letters(r, 7).lower()],
    }
    return r.choice(paths[topic])


def ip(r):
    f = r.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if f == 1:
        return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))
    return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))


def username(r, first, last):
    f, l = first.lower(), last.lower().replace(" ", "").replace("'", "").replace("-", "").replace(".", "")
    return r.choice(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l[:7], r.randrange(1, 9)), "%s.%s" % (f, l),
                     "%s%s" % (l[:6], f[0]), "%s_%s" % (f[:3], l[:4])])


def street(r, loc="US"):
    n = str(r.randrange(2, 9800))
    name = r.choice(STREET_NAMES)
    if loc == "UK":
        s = "%s %s %s" % (r.randrange(1, 140), name, r.choice(UK_SUFFIX))
        if r.random() < 0.2:
            s = "Flat %d, %s" % (r.randrange(1, 20), s)
        return s
    if loc == "AU":
        s = "%s %s %s" % (r.randrange(1, 300), name, r.choice(AU_SUFFIX))
        if r.random() < 0.25:
            s = "%d/%s" % (r.randrange(1, 30), s)
        return s
    s = "%s %s %s" % (n, name, r.choice(US_SUFFIX))
    x = r.random()
    if x < 0.15:
        s += ", Apt %d%s" % (r.randrange(1, 30), r.choice(["", "B", "C"]))
    elif x < 0.22:
        s += " Unit %d" % r.randrange(1, 400)
    elif x < 0.27:
        s = "PO Box %d" % r.randrange(10, 9999)
    return s


def zipcode(r, loc="US"):
    if loc == "UK":
        return "%s%d %d%s" % (r.choice(["HX", "TQ", "NR", "WR", "EX", "ME", "LN", "GU", "PR", "SY", "CA", "TR", "IP"]),
                              r.randrange(1, 30), r.randrange(1, 10), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if loc == "AU":
        return str(r.randrange(2000, 7999))
    z = "%05d" % r.randrange(1000, 99950)
    if r.random() < 0.15:
        z += "-" + digits(r, 4)
    return z


# ---------------------------------------------------------------- dates

def _d(n):
    return str(n)


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd, wd3 = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
    table = {
        "mdY": "%02d/%02d/%d" % (m, dd, y),
        "mdy": "%d/%d/%02d" % (m, dd, y % 100),
        "md": "%d/%d" % (m, dd),
        "md0": "%02d/%02d" % (m, dd),
        "mdY1": "%d/%d/%d" % (m, dd, y),
        "mdYdash": "%02d-%02d-%d" % (m, dd, y),
        "Bdy": "%s %d, %d" % (mon, dd, y),
        "bdy": "%s %d, %d" % (mo3, dd, y),
        "bdy.": "%s. %d, %d" % (mo3, dd, y) if mo3 != "May" else "May %d, %d" % (dd, y),
        "Bd": "%s %d" % (mon, dd),
        "bd": "%s %d" % (mo3, dd),
        "iso": "%d-%02d-%02d" % (y, m, dd),
        "dbY": "%02d-%s-%d" % (dd, mo3, y),
        "DBY": ("%02d%s%d" % (dd, mo3, y)).upper(),
        "wmd": "%s %d/%d" % (wd3, m, dd),
        "Wmd": "%s %d/%d" % (wd, m, dd),
        "WBdy": "%s, %s %d, %d" % (wd, mon, dd, y),
        "wmdy": "%s %d/%d/%02d" % (wd3, m, dd, y % 100),
        "dmY": "%02d/%02d/%d" % (dd, m, y),
        "dmy": "%d/%d/%02d" % (dd, m, y % 100),
        "dm": "%d/%d" % (dd, m),
        "dBY": "%d %s %d" % (dd, mon, y),
        "dbY_": "%d %s %d" % (dd, mo3, y),
        "dby": "%d %s %02d" % (dd, mo3, y % 100),
        "dotted": "%02d.%02d.%d" % (dd, m, y),
        "wdb": "%s %d %s" % (wd3, dd, mo3),
        "WdBY": "%s %d %s %d" % (wd, dd, mon, y),
        "dB": "%d %s" % (dd, mon),
        "BY": "%s %d" % (mon, y),
        "bY": "%s %d" % (mo3, y),
        "mY": "%02d/%d" % (m, y),
        "my": "%d/%02d" % (m, y % 100),
        "Y": str(y),
        "W": wd,
        "w": wd3,
        "B": mon,
        "ordinal": "%s %d%s" % (mon, dd, "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")),
    }
    return table[style]


US_FULL = ["mdY", "mdY", "mdy", "mdY1", "Bdy", "bdy", "iso", "dbY", "DBY", "mdYdash", "bdy.", "WBdy"]
US_SHORT = ["md", "md", "md0", "wmd", "Wmd", "bd", "Bd", "md"]
CW_FULL = ["dmY", "dmY", "dmy", "dBY", "dbY_", "dby", "dotted", "iso", "dbY", "WdBY"]
CW_SHORT = ["dm", "dm", "wdb", "dB"]
PARTIAL = ["BY", "bY", "mY", "my", "Y", "W", "B", "ordinal"]


def add_days(d, n):
    return d + dt.timedelta(days=n)
