"""Invented value pools and generators for dev65_en.

All names of people, towns, streets, hospitals, agencies and companies are
invented combinations.  US state names/abbreviations and country names are
real (they have to be).  Phone numbers use fictional ranges only, e-mail and
web addresses use example.org/.com/.net, IP addresses are private-range, and
SSN-shaped numbers start with 9 (never issued).
"""
import datetime as dt
import string

MALE = """James Robert Michael William David Richard Joseph Thomas Charles Daniel Matthew
Anthony Donald Steven Paul Andrew Kenneth George Edward Ronald Timothy Jason Jeffrey Gary
Eric Larry Dennis Walter Harold Eugene Carl Roger Wayne Ralph Howard Luis Jorge Tuan
Hiroshi Kwame Obinna Ravi Arjun Dmitri Tomasz Ahmed Omar Wei Malik Darnell Terrence Earl
Leroy Vernon Clyde Floyd Mateo Diego Raul Emeka Sanjay Bogdan Lamar Cedric Otis Ignacio
Stanislaw Kofi Duc Rashid Alvin Merle Lyle Delbert Enrique Tyrell Jerome""".split()
FEMALE = """Mary Patricia Linda Barbara Elizabeth Jennifer Susan Margaret Dorothy Lisa Nancy
Karen Betty Helen Sandra Donna Carol Ruth Sharon Michelle Laura Sarah Kimberly Deborah
Jessica Shirley Cynthia Angela Brenda Gloria Teresa Doris Evelyn Mildred Loretta Yolanda
Lakeisha Priya Mei Ngozi Fatima Ana Lucia Guadalupe Svetlana Agnieszka Keiko Thuy Aaliyah
Imani Rosalind Bernadette Colleen Maureen Wilhelmina Ines Marisol Chiamaka Anjali Oksana
Lorraine Geraldine Tamika Latoya Hoa Sunita Marguerite Henrietta Eunice Opal Velma""".split()
# given names that are also ordinary English words (used a lot for relatives)
WORD_F = """Hope Faith Joy Grace Rose May June Dawn Iris Amber Ivy Pearl Ruby Summer Autumn
Robin Sandy Penny Holly Crystal Honey Star Sky Liberty Destiny Charity Patience Violet Daisy
Hazel Olive Willow Ginger""".split()
WORD_M = """Will Bud Mark Bill Frank Art Chase Cliff Wade Rusty Guy Hunter Buck Chip Dusty
Sonny Rocky Gene Jack Lance Drew Miles Reed Grant Dale Forrest Major Ace Bo Sterling""".split()
SURNAMES = """Okafor Nguyen Kowalski Delgado Haddad Brennan Oyelaran Lindqvist Abernathy
Castellanos Fairbanks Pruitt Whitlock Tran Szabo Ramaswamy Yamada Kaur Petrov Novak
Gallagher O'Connell Dubois Ferreira Adeyemi Kessler Hargrove Quintero Voss Lindgren Baptiste
Baker Miller Brown Hill Wood Stone Rivers Frost Bishop Fox Foley Murphy Graves Bell Addison
Marsh Pike Hale Crane Dunleavy McAllister Trujillo Benavides Achterberg Oduya Mwangi Pham
Vuong Shapiro Feldman Rosenthal Kaczmarek Wozniak Horvath Eriksen Halvorsen Mackey Strickland
Tolliver Blanchard Thibodeaux Landry Arceneaux Villanueva Sandoval Ibarra Espinoza Chaudhry
Siddiqui Bhattacharya Iyer Menon Obi Nwosu Boateng Mensah Asante Kimura Takahashi Sato
Park Cho Yoon Lam Wong Leung Castillo Ochoa Galloway Pettigrew Ashworth Culpepper Bramwell
Witherspoon Featherstone Kirby Dalton Ruiz Chen Patel Lopez Harris Jackson Coleman Sutton
Greer Vance Pollard Winslow Rourke Keane Carmody Maguire Donnelly Sweeney Holloway
Underwood Mayfield Rutledge Cavanaugh Delacroix Fontenot Guidry Broussard Hebert Prejean""".split()

# invented towns
TOWNS = """Carrow Falls|Wexley|North Tamsin|Brindle Creek|Port Aldine|Haverlock|Millbeck
|Ashgrove Junction|Belcourt|Corliss|Dorrance Hill|Elsmere Falls|Fenwick Bay|Gorham Ridge
|Hollister Springs|Ivanhoe Flats|Jessup Crossing|Kettering Mills|Larkfield|Mossbank
|New Havilland|Oakhurst Bend|Pelham Station|Quillan|Redwater Point|Silverdell|Tarrant Hollow
|Upton Vale|Varney|Willowmere|Yarrow Glen|Zephyr Lake|Abbotsford Ferry|Blackthorn
|Cobb Landing|Duquesne Hollow|Eastmoor|Fallon Creek|Greyhaven|Harlow Center|Indigo Springs
|Juniper Ridge|Kingsmere|Lowell Bend|Marrowstone|Nettleton|Orchard Gap|Pruett Valley
|Ravenna Mills|Stillwell|Thornbury|Ulster Point|Vickery|Westbrook Hollow|Amberly|Bracken Hill
|Calder Springs|Delmont Falls|Emberton|Foxhollow|Glenrock Ferry|Halcyon""".replace("\n", "").split("|")
COUNTIES = ["%s County" % x for x in
            "Pell Ardmore Kittredge Lomax Sayre Brennock Tully Wendover Harcourt Ossian".split()]

STATES = [("Ohio", "OH"), ("Indiana", "IN"), ("Michigan", "MI"), ("Pennsylvania", "PA"),
          ("Massachusetts", "MA"), ("Illinois", "IL"), ("Wisconsin", "WI"), ("Minnesota", "MN"),
          ("Missouri", "MO"), ("Kentucky", "KY"), ("Tennessee", "TN"), ("Georgia", "GA"),
          ("North Carolina", "NC"), ("Virginia", "VA"), ("Maryland", "MD"), ("New York", "NY"),
          ("New Jersey", "NJ"), ("Connecticut", "CT"), ("Maine", "ME"), ("Oregon", "OR"),
          ("Washington", "WA"), ("Colorado", "CO"), ("Arizona", "AZ"), ("Texas", "TX"),
          ("Louisiana", "LA"), ("Alabama", "AL"), ("Iowa", "IA"), ("Oklahoma", "OK"),
          ("Nebraska", "NE"), ("Vermont", "VT"), ("New Mexico", "NM"), ("Arkansas", "AR")]
AREA = {"OH": "216 330 419 614", "IN": "317 219 812", "MI": "313 517 616", "PA": "215 412 717",
        "MA": "617 508 413", "IL": "312 217 618", "WI": "414 608 715", "MN": "612 507 218",
        "MO": "314 417 573", "KY": "502 606 859", "TN": "615 901 423", "GA": "404 706 912",
        "NC": "919 704 336", "VA": "804 540 757", "MD": "410 301 443", "NY": "518 315 716",
        "NJ": "201 609 732", "CT": "203 860", "ME": "207", "OR": "503 541", "WA": "206 509 360",
        "CO": "303 719 970", "AZ": "602 520 928", "TX": "214 512 713 806", "LA": "504 225 318",
        "AL": "205 251 334", "IA": "515 319 563", "OK": "405 918", "NE": "402 308",
        "VT": "802", "NM": "505 575", "AR": "501 479 870"}

STREET_NAMES = """Elm Maple Birch Sycamore Larch Juniper Hawthorne Chestnut Linden Alder Cedar
Poplar Willow Magnolia Dogwood Hickory Locust Mulberry Aspen Spruce Quarry Mill Canal Ferry
Orchard Meadow Prospect Summit Ridge Harbor Bridge Church Depot Foundry Tanner Cooper
Wheelwright Saddler Kestrel Heron Plover Tamarack Bramble Thistle Greystone Copperfield
Ironwood Sandpiper Fairview Lakeview Pleasant Union Liberty Franklin Garfield Tilden""".split()
STREET_SUFFIX = ["Street", "Avenue", "Road", "Lane", "Drive", "Court", "Way", "Boulevard",
                 "Terrace", "Place", "Pike", "Circle"]

COUNTRIES = ["Portugal", "Haiti", "Vietnam", "Nigeria", "Poland", "Guatemala", "the Philippines",
             "India", "Ireland", "Mexico", "Ukraine", "Jamaica", "Canada", "Ghana",
             "El Salvador", "Somalia", "Laos", "the Dominican Republic", "Brazil", "Greece",
             "Cape Verde", "Bosnia", "Honduras", "Korea", "Cambodia", "Ethiopia", "Kenya",
             "Peru", "Lebanon", "Italy", "England", "Scotland", "Australia"]

PROFESSIONS = ["welder", "teacher", "truck driver", "electrician", "bus driver", "cashier",
               "nurse", "farmer", "machinist", "accountant", "hairdresser", "line cook",
               "mail carrier", "pastor", "software engineer", "carpenter", "librarian",
               "janitor", "roofer", "home health aide", "plumber", "postal worker",
               "school secretary", "security guard", "auto mechanic", "dental hygienist",
               "bookkeeper", "forklift operator", "steelworker", "coal miner", "seamstress",
               "barber", "landscaper", "paralegal", "pharmacist", "firefighter",
               "police officer", "bartender", "waitress", "dairy farmer", "lineman",
               "insurance agent", "realtor", "chef", "social worker", "engineer",
               "professor", "musician", "painter", "crossing guard", "custodian",
               "long-haul trucker", "day care worker", "tool and die maker", "CNA",
               "air traffic controller", "veterinarian", "civil engineer", "nanny"]

HOSP_SUFFIX = ["General Hospital", "Regional Medical Center", "Memorial Hospital",
               "Community Hospital", "Medical Center", "Hospital", "Regional Hospital",
               "University Hospital", "Health Center"]
SAINTS = ["Brigid", "Columba", "Hedwig", "Anselm", "Perpetua", "Casimir", "Adelaide",
          "Isidore", "Wendelin", "Benedict", "Scholastica", "Agatha", "Ambrose", "Clement"]
CLINIC_KINDS = ["Cardiology Associates", "Family Practice", "Internal Medicine",
                "Pulmonary Clinic", "Nephrology Associates", "Kidney Center", "GI Associates",
                "Heart & Vascular Clinic", "Primary Care", "Wound Care Center",
                "Anticoagulation Clinic", "Diabetes Center", "Neurology Clinic",
                "Oncology & Hematology", "Infusion Center", "Memory Clinic",
                "Orthopedic Associates", "Urology Group", "Health Clinic", "Medical Group"]
SNF_WORDS = ["Maple Crest", "Birchwood", "Golden Oaks", "Ridgeview", "Heather Glen",
             "Brookhaven", "Lantern Hill", "Cedar Bluff", "Willow Bend", "Autumn Terrace",
             "Stonegate", "Harbor Light", "Evergreen Commons", "Pine Haven", "Meadowlark",
             "Silver Birch", "Juniper Court", "Fairhaven", "Rolling Hills", "Bayberry"]
SNF_KIND = ["Skilled Nursing", "Rehabilitation Center", "Health & Rehab", "Care Center",
            "Nursing and Rehabilitation", "Post-Acute Care", "Senior Living", "Manor",
            "Transitional Care", "Hospice House"]
HHA = ["Hearthside Home Health", "CareBridge Home Health", "Beacon Home Care",
       "Keystone Visiting Nurses", "Lamplight Home Health", "True North Home Health",
       "Homeward Nursing Services", "Compass Home Care", "Sunrise Visiting Nurse Association",
       "Blue Heron Home Health", "Threshold Home Health", "Arbor Home Care Partners"]
DME = ["Keystone Medical Supply", "OxyQuest Respiratory", "Ridgeline DME",
       "Apex Home Medical", "Northfield Oxygen & Supply", "Harbor Medical Equipment",
       "BrightPath Mobility", "Crestline Respiratory Services", "Patriot Home Medical"]
TRANSPORT = ["BlueLine Medical Transport", "Corbin Ambulance Service", "Swift Care Transport",
             "Liberty Wheelchair Van", "Medi-Ride", "Lifeway Ambulance", "County Line EMS",
             "Guardian Medical Transport", "TriCounty Ambulette"]
INSURERS = ["Pinnacle Mutual Health", "Heartland Star Health Plan", "Meridale Health Partners",
            "Keystone Advantage", "Summit Crest Insurance", "Bluewater Health Plan",
            "Prairie Shield", "Crescent Care Plan", "Northgate Medicare Advantage",
            "Harborview Health Plan", "Great Lakes Community Care", "Unity Cross Health"]
EMPLOYERS = ["Dunmore Freight", "Calloway Tool & Die", "Brightwater Foods", "Haskins Lumber",
             "Pell County Schools", "Marlow Steel Works", "Redfern Logistics",
             "Ostrander Glass", "Kilgore Paving", "Tri-Valley Transit", "Ferncliff Dairy",
             "Amberly Public Library", "Hollister Springs Water Dept", "Granger Auto Body",
             "Copperline Plastics", "Wexley Grain Co-op", "Silverdell Casino",
             "Quillan Brothers Roofing", "Stillwell Packing Plant", "Delmont Paper Mill"]
CHURCHES = ["Grace Bible Fellowship", "St. Casimir Parish", "New Hope Baptist Church",
            "Living Waters Assembly", "First Lutheran of Millbeck", "Holy Trinity Orthodox",
            "Shiloh AME Church", "Temple Beth Shalom of Corliss", "Cornerstone Community Church"]
FUNERAL = ["Pruett & Sons Funeral Home", "Halloway-Greer Funeral Chapel",
           "Kettering Memorial Chapel"]
PHARM = ["Corner Drug", "Halvorsen Pharmacy", "Main Street Apothecary", "Vale Family Pharmacy",
         "Medicine Shoppe of", "Quick Rx"]
LANDMARKS = ["Corliss Park", "the Pinewood Mall", "the Halvorsen Street bridge",
             "the Tarrant Hollow bus depot", "the Millbeck trailhead", "Lakeside Plaza",
             "the Greyhaven rail yard", "Fallon Creek Reservoir", "the Union Street shelter",
             "the Amberly Walmart parking lot", "Riverside Commons", "Redwater Point marina"]
BUILDINGS = ["Gable Tower", "Whitcomb Pavilion", "Harrington Building", "Sorensen Tower",
             "Kimball Annex", "Lyle Pavilion", "Easterly Tower"]
WARDS = ["Larkspur", "Whitcomb", "Bayliss", "Thornton", "Ellery", "Marigold", "Coventry",
         "Ashby", "Sorrel", "Pemberton"]
HOLIDAYS = ["Christmas", "Thanksgiving", "Easter", "New Year's", "the Fourth of July",
            "Labor Day", "Memorial Day", "Mother's Day", "Christmas Eve", "Halloween"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

NUMWORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
            80: "eighty", 90: "ninety"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(n):
    if n < 20:
        return str(n)
    t, o = (n // 10) * 10, n % 10
    return NUMWORDS[t] + ("-" + ONES[o] if o else "")


class Gen:
    """Per-note value generator (all randomness from the note RNG)."""

    def __init__(self, rng):
        self.r = rng
        self.used = set()

    def pick(self, seq):
        return self.r.choice(seq)

    def digits(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def letters(self, n, alphabet=string.ascii_uppercase):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # -- people --------------------------------------------------------------
    def surname(self):
        while True:
            s = self.pick(SURNAMES)
            if s not in self.used:
                self.used.add(s)
                return s

    def first(self, sex, wordy=0.0):
        if self.r.random() < wordy:
            return self.pick(WORD_F if sex == "F" else WORD_M)
        return self.pick(FEMALE if sex == "F" else MALE)

    def person(self, sex=None, wordy=0.0, surname=None):
        sex = sex or self.pick("MF")
        return Person(self.first(sex, wordy), surname or self.surname(), sex,
                      self.pick(string.ascii_uppercase))

    def username(self, p):
        f = self.r.randint(0, 4)
        if f == 0:
            return (p.first[0] + p.last).lower().replace("'", "") + str(self.r.randint(1, 9))
        if f == 1:
            return (p.first[0] + p.last).lower().replace("'", "")
        if f == 2:
            return (p.last[:6] + p.first[0]).upper().replace("'", "")
        if f == 3:
            return (p.first + "." + p.last).lower().replace("'", "")
        return (p.first[0] + p.mi + p.last[:5]).lower().replace("'", "") + self.digits(2)

    # -- places --------------------------------------------------------------
    def state(self):
        return self.pick(STATES)

    def town(self):
        return self.pick(TOWNS)

    def street(self, unit=None):
        s = "%d %s %s" % (self.r.randint(2, 9899), self.pick(STREET_NAMES), self.pick(STREET_SUFFIX))
        if unit is None:
            unit = self.r.random() < 0.25
        if unit:
            s += self.pick([", Apt %d%s" % (self.r.randint(1, 30), self.pick("ABCD")),
                            " Unit %d" % self.r.randint(1, 220), ", Lot %d" % self.r.randint(1, 90),
                            " Apt %d" % self.r.randint(1, 40)])
        return s

    def zip(self):
        z = "%05d" % self.r.randint(10000, 99899)
        if self.r.random() < 0.12:
            z += "-" + self.digits(4)
        return z

    def hospital(self, town=None):
        town = town or self.town()
        k = self.r.randint(0, 5)
        if k <= 2:
            name = "%s %s" % (town, self.pick(HOSP_SUFFIX))
        elif k == 3:
            name = "St. %s's %s" % (self.pick(SAINTS), self.pick(["Hospital", "Medical Center",
                                                                  "Regional Hospital"]))
        elif k == 4:
            name = "%s Memorial Hospital" % self.pick(SURNAMES)
        else:
            name = "%s %s" % (self.pick(COUNTIES), self.pick(["Hospital", "Medical Center",
                                                              "Memorial Hospital"]))
        return name, acronym(name)

    def clinic(self, town=None, surname=None):
        k = self.r.randint(0, 3)
        if k == 0:
            return "%s %s" % (town or self.town(), self.pick(CLINIC_KINDS))
        if k == 1:
            return "%s %s" % (surname or self.pick(SURNAMES), self.pick(CLINIC_KINDS))
        if k == 2:
            return "%s Street %s" % (self.pick(STREET_NAMES), self.pick(["Clinic", "Health Center",
                                                                       "Family Medicine"]))
        return "%s Valley %s" % (self.pick(STREET_NAMES), self.pick(CLINIC_KINDS))

    def snf(self):
        return "%s %s" % (self.pick(SNF_WORDS), self.pick(SNF_KIND))

    def pharmacy(self, town):
        p = self.pick(PHARM)
        return (p + " " + town) if p.endswith("of") else (p + " of " + town if self.r.random() < 0.4 else p)

    def ward(self):
        return "%s %d" % (self.pick(WARDS), self.r.randint(2, 9)) if self.r.random() < 0.6 else \
            "%s Ward" % self.pick(WARDS)

    def room(self):
        return "%d%s" % (self.r.randint(2, 9) * 100 + self.r.randint(1, 40),
                         self.pick(["", "", "A", "B"]))

    # -- contacts ------------------------------------------------------------
    def phone(self, st="OH", fmt=None):
        ac = self.pick(AREA.get(st, "216").split())
        n = "555-01%02d" % self.r.randint(0, 99)
        fmt = fmt if fmt is not None else self.r.randint(0, 4)
        if fmt == 0:
            return "(%s) %s" % (ac, n)
        if fmt == 1:
            return "%s-%s" % (ac, n)
        if fmt == 2:
            return "%s.%s" % (ac, n.replace("-", "."))
        if fmt == 3:
            return "%s %s" % (ac, n)
        return "(%s) %s ext. %d" % (ac, n, self.r.randint(10, 4999))

    def foreign_phone(self):
        k = self.r.randint(0, 4)
        if k == 0:
            return "07700 900%03d" % self.r.randint(0, 999), "United Kingdom"
        if k == 1:
            return "01632 960%03d" % self.r.randint(0, 999), "England"
        if k == 2:
            return "020 7946 0%03d" % self.r.randint(0, 999), "England"
        if k == 3:
            return "0491 570 %03d" % self.r.randint(0, 999), "Australia"
        return "+1 %s 555-01%02d" % (self.pick(["416", "604", "514"]), self.r.randint(0, 99)), "Canada"

    def pager(self):
        k = self.r.randint(0, 3)
        if k == 0:
            return "%d-%04d" % (self.r.randint(2, 8), self.r.randint(0, 9999))
        if k == 1:
            return "%05d" % self.r.randint(10000, 99999)
        if k == 2:
            return "%d%03d" % (self.r.randint(2, 9), self.r.randint(0, 999))
        return "%s-555-01%02d" % (self.pick(["216", "614", "312", "617"]), self.r.randint(0, 99))

    def email(self, p=None, org=None):
        dom = self.pick(["example.org", "example.com", "example.net"])
        if p is not None:
            local = self.pick(["%s.%s", "%s%s", "%s_%s"]) % (p.first.lower(), p.last.lower())
            local = local.replace("'", "")
            if self.r.random() < 0.4:
                local += str(self.r.randint(1, 99))
        else:
            local = self.pick(["referrals", "intake", "admissions", "casemgmt", "scheduling",
                               "cm.team", "placement", "records"])
        if org:
            dom = org + "." + dom
        return "%s@%s" % (local, dom)

    def url(self, slug):
        slug = slug.lower().replace(" ", "").replace("'", "").replace(".", "").replace("&", "")[:18]
        dom = self.pick(["example.org", "example.com", "example.net"])
        k = self.r.randint(0, 3)
        if k == 0:
            return "www.%s.%s" % (slug, dom)
        if k == 1:
            return "https://portal.%s/%s" % (dom, slug)
        if k == 2:
            return "www.%s/%s/intake" % (dom, slug)
        return "https://%s.%s/referral" % (slug, dom)

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (self.r.randint(0, 255), self.r.randint(1, 254))
        return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(1, 254))

    # -- identifiers ---------------------------------------------------------
    def mrn(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return self.digits(8)
        if k == 1:
            return "%s%s" % (self.pick(["M", "H", "E"]), self.digits(7))
        return "%s-%s-%s" % (self.digits(3), self.digits(3), self.digits(2))

    def acct(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return self.digits(10)
        if k == 1:
            return "%s-%s" % (self.digits(4), self.digits(4))
        return "V%s" % self.digits(9)

    def ssn(self):
        return "9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4))

    def healthplan(self):
        k = self.r.randint(0, 3)
        if k == 0:
            return self.letters(3) + self.digits(6)
        if k == 1:
            return "%s%s-%s" % (self.letters(1), self.digits(8), self.digits(2))
        if k == 2:
            return self.digits(11) + self.letters(1)
        return "%s%s%s" % (self.digits(1), self.letters(2), self.digits(7))

    def group(self):
        return self.pick(["GRP-", "", "G"]) + self.digits(self.r.randint(5, 7))

    def dl(self):
        k = self.r.randint(0, 3)
        if k == 0:
            return "%s%s-%s-%s" % (self.letters(1), self.digits(3), self.digits(4), self.digits(4))
        if k == 1:
            return self.letters(2) + self.digits(6)
        if k == 2:
            return self.digits(9)
        return "%s%s" % (self.letters(1), self.digits(12))

    def dea(self):
        return self.letters(2) + self.digits(7)

    def npi(self):
        return "1" + self.digits(9)

    def medlic(self):
        return self.pick(["MD", "DO", "RN", ""]) + self.digits(self.r.randint(5, 7))

    def serial(self):
        k = self.r.randint(0, 3)
        if k == 0:
            return self.letters(3) + self.digits(6)
        if k == 1:
            return "%s-%s" % (self.letters(2), self.digits(6))
        if k == 2:
            return "SN%s%s" % (self.digits(7), self.letters(1))
        return "%s%s%s" % (self.digits(2), self.letters(2), self.digits(5))

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(al) for _ in range(17))

    def plate(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return "%d%s%s" % (self.r.randint(1, 9), self.letters(3), self.digits(3))
        if k == 1:
            return "%s-%s" % (self.letters(3), self.digits(4))
        return "%s %s" % (self.letters(3), self.digits(3))

    def bioid(self):
        return self.pick(["FP-", "PV-", "BIO-", "RS-", "VP"]) + self.digits(self.r.randint(4, 6))

    def accession(self):
        k = self.r.randint(0, 3)
        if k == 0:
            return "%s%d-%s" % (self.pick(["S", "M", "C", "H"]), self.r.randint(21, 26), self.digits(5))
        if k == 1:
            return "ACC%s" % self.digits(8)
        if k == 2:
            return "%s-%s" % (self.letters(2), self.digits(7))
        return "RAD%s" % self.digits(7)

    def order(self):
        return self.pick(["", "ORD", "", "RX"]) + self.digits(self.r.randint(6, 9))

    def auth(self):
        return self.pick(["AUTH-", "A", "PA", "REF"]) + self.digits(self.r.randint(6, 9))

    # -- dates ---------------------------------------------------------------
    def date_in(self, y0=2021, y1=2026):
        a = dt.date(y0, 1, 1).toordinal()
        b = dt.date(y1, 10, 31).toordinal()
        return dt.date.fromordinal(self.r.randint(a, b))

    def fmt(self, d, kind=None, year=True):
        """Render a date. kind: full/slash/slash2/short/iso/dmy/long/abbr/wk/wkshort."""
        if kind is None:
            kind = self.pick(["slash", "slash", "slash2", "long", "abbr", "iso", "dmy", "short"])
        if kind == "slash":
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        if kind == "slash2":
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        if kind == "short":
            return "%d/%d" % (d.month, d.day)
        if kind == "iso":
            return d.isoformat()
        if kind == "dmy":
            return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
        if kind == "long":
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year) if year else \
                "%s %d" % (MONTHS[d.month - 1], d.day)
        if kind == "abbr":
            m = MONTHS[d.month - 1][:3]
            return "%s %d, %d" % (m, d.day, d.year) if year else "%s %d" % (m, d.day)
        if kind == "wk":
            return "%s, %s %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day)
        if kind == "wkshort":
            return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
        if kind == "monthyear":
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if kind == "year":
            return str(d.year)
        if kind == "weekday":
            return WEEKDAYS[d.weekday()]
        raise ValueError(kind)


class Person:
    def __init__(self, first, last, sex, mi):
        self.first, self.last, self.sex, self.mi = first, last, sex, mi

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)


def acronym(name):
    words = name.replace("&", " ").replace("-", " ").split()
    out = ""
    for w in words:
        if w.lower() in ("of", "the", "and"):
            continue
        if w.startswith("St."):
            out += "S"
            continue
        out += w[0].upper()
    return out
