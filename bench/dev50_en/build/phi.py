"""Invented PHI pools, markup and formatters for dev50_en.

Everything here was written by hand for this set.  PHI values are wrapped in a
small markup (\x01TYPE\x02value\x03) while a note is composed; render() strips
it and returns the plain text plus the character spans.
"""
import datetime as _dt
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def m(t, v):
    assert t in TYPE2LABEL, t
    v = str(v)
    assert v == v.strip() and v, repr(v)
    return "\x01%s\x02%s\x03" % (t, v)


TYPOS = {
    "patient": "pateint", "the": "teh", "with": "wiht", "received": "recieved",
    "abdomen": "abdomin", "bilateral": "bilatreal", "secondary": "seconday",
    "history": "hsitory", "tolerating": "tolerting", "denies": "denis",
    "without": "wihtout", "because": "becuase", "pressure": "presure",
    "continue": "contineu", "symptoms": "symtoms", "discussed": "dicussed",
    "recommend": "reccomend", "which": "whcih", "family": "famliy",
}
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x03]*)\x03")


def _typo(s, rng, rate):
    def rep(mo):
        w = mo.group(0)
        if w in TYPOS and rng.random() < rate:
            return TYPOS[w]
        return w
    return re.sub(r"[a-z]+", rep, s)


_AN = re.compile("\\b([Aa]) (\x01AGE\x02(?:8|11\x03|18\x03|eight|eleven|eighteen))")


def render(s, rng=None, lower=False, typo=0.0, lower_names=False):
    s = _AN.sub(lambda mo: mo.group(1) + "n " + mo.group(2), s)
    out, spans, pos, cur = [], [], 0, 0
    for mo in _MARK.finditer(s):
        plain = s[pos:mo.start()]
        if lower:
            plain = plain.lower()
        if typo and rng is not None:
            plain = _typo(plain, rng, typo)
        out.append(plain)
        cur += len(plain)
        t, v = mo.group(1), mo.group(2)
        if lower_names and t in ("PATIENT", "FAMILY", "DOCTOR"):
            v = v.lower()
        spans.append({"start": cur, "end": cur + len(v), "label": TYPE2LABEL[t], "type": t, "text": v})
        out.append(v)
        cur += len(v)
        pos = mo.end()
    plain = s[pos:]
    if lower:
        plain = plain.lower()
    if typo and rng is not None:
        plain = _typo(plain, rng, typo)
    out.append(plain)
    text = "".join(out)
    assert "\x01" not in text and "\x02" not in text and "\x03" not in text
    return text, spans


# ---------------------------------------------------------------- name pools
FIRST_F = """Maria Ana Sofía Guadalupe Lucía Ximena Carmen Rosa Aisha Fatima Amara Ngozi Chiamaka Adaeze
Priya Ananya Kavya Deepika Sunita Mei Yuki Haruka Ji-woo Min-seo Linh Hoa Olga Svetlana Katarzyna
Agnieszka Zofia Ewa Siobhán Aoife Niamh Margaret Dorothy Linda Patricia Barbara Jennifer Ashley
Brittany Tamika Latoya Keisha Shanice Ebony Grace Hannah Emily Madison Chloé Amélie Brigitte Inês
Conceição Leilani Noelani Farah Leila Yasmin Zeynep Elif Hadas Miriam Esther Rivka Ingrid Astrid
Mónica Beatriz Dolores Renée Zoë Anaïs Joëlle Delphine Imani Nia Wanjiru Abena Akosua Thandiwe
Naledi Oksana Daria Irina Bernadette Colleen Shannon Kimberly Crystal Heather Tiffany Yolanda
Lourdes Maribel Itzel Paloma Soledad Noor Mariam Huda Rania Sakura Aiko Eun-ji Seo-yeon Phuong Anh
Kalani Mele Talia Naomi Ruth Judith Gloria Bernice Gertrude Mildred Opal Pearl Hazel Ethel Lorraine
Marisol Jolene Darlene Wanda Loretta Rhonda Tammy Kayleigh Destiny Jazmine Marguerite Antoinette
Fiona Bronwyn Małgorzata Dagny Solveig Gabriela Ludmila Nadia Samira Zainab Efua Yewande Folasade""".split()
FIRST_F += ["Xiu Ying", "Mary Ellen", "Anne-Marie", "Thi Lan", "Mary Kate"]
FIRST_M = """James Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew
Anthony Mark Donald Steven Kenneth Andrew Joshua Kevin Brian George Timothy Ronald Edward Jason
Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel
Gregory Frank Raymond Alexander Patrick Jack Dennis Jerry Tyler Aaron José Juan Luis Carlos Jesús
Miguel Alejandro Ramón Héctor Joaquín Andrés Guillermo Efraín Tomás Mohammed Ahmed Omar Yusuf
Khalid Tariq Karim Hassan Bilal Chukwuemeka Oluwaseun Emeka Babatunde Kwame Kofi Tendai Sipho Jomo
Raj Arjun Vikram Sanjay Rohan Anil Prakash Wei Jian Hao Kenji Hiroshi Takeshi Min-jun Sung-ho Duc
Minh Quang Thanh Dmitri Sergei Vladimir Piotr Tomasz Krzysztof Jakub Mateusz Seán Ciarán Pádraig
Declan Liam Conor François Jean-Luc Benoît Théo João Gonçalo Rui Kai Keanu Malakai Sione Tevita Avi
Yosef Moshe Lars Søren Björn Giuseppe Giovanni Luca Matteo Dariusz Ilya Bogdan Marquis DeShawn Jamal
Tyrone Darnell Terrence Cedric Reginald Otis Wendell Earl Clarence Harold Herbert Walter Eugene Floyd
Dwayne Cletus Buford Rusty Hamza Idris Olumide Obinna Thabo Lwazi Arnav Ishaan Florin Radu""".split()
FIRST_M += ["Billy Ray", "Jean-Baptiste", "Zhi Wei", "Van Minh", "John Paul"]
SURNAMES = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez
Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green
Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Whitfield Pennington Culpepper
Ashworth Blevins Haskins Tolliver Stroud Munson Pruitt Kesler Dunleavy Muñoz Peña Ibáñez Núñez
Castañeda Báez Gómez Sáenz Ordóñez O'Brien O'Connor O'Neill D'Amato D'Souza DeLuca McAllister
MacKenzie Fitzgerald Okafor Adeyemi Okonkwo Nwosu Mensah Asante Boateng Owusu Mwangi Kamau Ndlovu
Dlamini Patel Shah Gupta Reddy Iyer Nair Chatterjee Banerjee Krishnamurthy Venkataraman Singh Kaur
Chen Wang Li Zhang Liu Huang Zhao Wu Tanaka Suzuki Watanabe Yamamoto Kim Park Choi Jung Tran Pham Le
Vo Dang Hoang Kowalski Nowak Wiśniewski Wójcik Lewandowski Kaczmarek Ivanov Petrov Smirnov Volkov
Kuznetsova Horváth Novák Dvořák Schröder Müller Weiß Schmidt Becker Fischer Andersson Johansson
Lindqvist Ødegaard Sørensen Larsen Rossi Russo Esposito Bianchi Romano Colombo Bellini Lefèvre
Dubois Moreau Girard Beaulieu Côté Gagnon Tremblay Bouchard Haddad Khoury Nasser Mansour Saleh
Farouk Hosseini Rahimi Karimi Tehrani Yilmaz Demir Öztürk Şahin Kaya Cohen Levi Friedman Goldberg
Katz Shapiro Kealoha Kahananui Fonoti Tuilagi Faleolo Begay Yazzie Tsosie Oyelaran Achebe Eze
Quiñones Villaseñor Arceneaux Thibodeaux Boudreaux Fontenot Szabó Papadopoulos Georgiou Nakamura
Hayashi Bhattacharya Menon Pillai Abernathy Crenshaw Dabney Eldridge Featherstone Gaskins Hollis""".split()
SURNAMES += ["de la Cruz", "de los Santos", "del Río", "dos Santos", "da Silva", "Van der Berg",
             "van Houten", "St. John", "St. Pierre", "Abu-Sharif", "Al-Masri", "El-Amin",
             "Ben-David", "Smith-Okoro", "Hughes-Baptiste", "Lloyd-Jones", "García-Márquez",
             "Le Blanc", "Mac an tSaoir", "Nic Giolla", "Running Water", "Two Bulls",
             "ten Brink", "Della Vecchia", "Bou Khalil", "Ferreira-Lima", "Sutherland-Wynn"]
MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.mi = rng.choice(MIDDLE_INITIALS)
        self.last = rng.choice(SURNAMES)
        self.nick = None
        if rng.random() < 0.08:
            self.nick = {"F": ["Peggy", "Dottie", "Bea", "Lulu", "Kiki", "Mimi"],
                         "M": ["Bud", "Sonny", "Chip", "Duke", "Manny", "Junior"]}[self.sex][rng.randrange(6)]
        self.uname = (self.first[0] + re.sub(r"[^A-Za-z]", "", self.last)).lower()[:8]
        self.uname = _ascii(self.uname) + str(rng.randrange(1, 99)) if rng.random() < 0.6 else _ascii(self.uname)

    def title(self):
        return "Mr." if self.sex == "M" else "Ms."

    def initials(self):
        return self.first[0] + self.last.replace("St. ", "S")[0]


def _ascii(s):
    tbl = str.maketrans("áéíóúñçãõàèìòùâêîôûäëïöüøåśżłšžćıőűşğýňěřďťčúÁÉÍÓÚÑÇÖÜØŠŻĆ",
                        "aeiouncaoaeiouaeiouaeiouoaszlszciouogynerdtcuAEIOUNCOUOSZC")
    s = s.translate(tbl)
    return re.sub(r"[^a-z0-9]", "", s.lower())


def name_p(p, fmt, t="PATIENT"):
    """patient / family name in a given format, returned marked."""
    if fmt == "full":
        return m(t, "%s %s" % (p.first, p.last))
    if fmt == "full_mi":
        return m(t, "%s %s. %s" % (p.first, p.mi, p.last))
    if fmt == "last_first":
        return m(t, "%s, %s" % (p.last, p.first))
    if fmt == "LAST_FIRST":
        return m(t, "%s, %s %s" % (p.last.upper(), p.first.upper(), p.mi))
    if fmt == "LAST_FIRST_NOMI":
        return m(t, "%s,%s" % (p.last.upper(), p.first.upper()))
    if fmt == "title":
        return p.title() + " " + m(t, p.last)
    if fmt == "title_nodot":
        return p.title().rstrip(".") + " " + m(t, p.last)
    if fmt == "first":
        return m(t, p.first)
    if fmt == "last":
        return m(t, p.last)
    if fmt == "initials":
        return m(t, "%s.%s." % (p.first[0], p.last.replace("St. ", "S")[0]))
    if fmt == "initials_plain":
        return m(t, p.initials())
    if fmt == "f_last":
        return m(t, "%s. %s" % (p.first[0], p.last))
    if fmt == "nick" and p.nick:
        return m(t, p.nick)
    return m(t, "%s %s" % (p.first, p.last))


def dr(p, fmt=None, rng=None, cred="MD"):
    """clinician name, marked, with title/credential outside the span."""
    if fmt is None:
        fmt = rng.choice(["dr_last", "full_cred", "dr_full", "f_last_cred", "LAST_FIRST", "full_cred"])
    if fmt == "dr_last":
        return "Dr. " + m("DOCTOR", p.last)
    if fmt == "dr_last_nodot":
        return "Dr " + m("DOCTOR", p.last)
    if fmt == "dr_full":
        return "Dr. " + m("DOCTOR", "%s %s" % (p.first, p.last))
    if fmt == "full_cred":
        return m("DOCTOR", "%s %s" % (p.first, p.last)) + ", " + cred
    if fmt == "full_mi_cred":
        return m("DOCTOR", "%s %s. %s" % (p.first, p.mi, p.last)) + ", " + cred
    if fmt == "f_last_cred":
        return m("DOCTOR", "%s. %s" % (p.first[0], p.last)) + " " + cred
    if fmt == "LAST_FIRST":
        return m("DOCTOR", "%s, %s" % (p.last.upper(), p.first.upper())) + " " + cred
    if fmt == "full":
        return m("DOCTOR", "%s %s" % (p.first, p.last))
    if fmt == "last":
        return m("DOCTOR", p.last)
    if fmt == "first":
        return m("DOCTOR", p.first)
    if fmt == "initials":
        return m("DOCTOR", p.initials().lower())
    if fmt == "INITIALS":
        return m("DOCTOR", p.initials())
    return m("DOCTOR", "%s %s" % (p.first, p.last))


# ---------------------------------------------------------------- places
TOWNS = """Quillmont Harrowgate Velden Marrowby Tillford Brackenfield Lanternfield Fenwyck Greyhaven
Ambry Castlebrook Farrowdale Hollin Iverton Larkmoor Merriwether Norcott Ravensworth Tamsin Vossburg
Wrenfield Yarrow Coldharbor Emberly Foxbury Glenarrow Mistral Ostrand Caskey Pellham Dunraven
Ashgrove Bellhaven Corrigan Elmstead Gilchrist Kestrel Lockhaven Oxley Sawtell Thornbury Whitcombe
Alderney Bramwell Cradock Dallow Easterby Fallbrook Gorsedale Hartsell Innisfield Jessop Kilbride
Linwood Moravia Nettlecombe Orrinsburg Penrose Quenby Rushmere Selwick Trevanion Umberleigh""".split()
TOWN_SUFFIX = ["", "", "", " Falls", " Springs", " Ridge", " Mills", " Crossing", " Junction",
               " Harbor", " Heights", " Point", " Hollow", " Bend", " Creek", " Station"]
TOWN_PREFIX = ["", "", "", "", "", "North ", "East ", "West ", "South ", "New ", "Port ", "Fort ", "Lake "]
STATES = [("Alabama", "AL"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"), ("Colorado", "CO"),
          ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"), ("Idaho", "ID"),
          ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"),
          ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"),
          ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
          ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
          ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
          ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
          ("Rhode Island", "RI"), ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"),
          ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
          ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY")]
AREA_CODES = ["201", "205", "207", "210", "214", "217", "225", "228", "231", "240", "248", "251", "253",
              "262", "269", "301", "303", "304", "309", "314", "317", "319", "330", "334", "336", "341",
              "352", "360", "385", "401", "402", "404", "405", "406", "410", "412", "414", "417", "419",
              "423", "432", "434", "440", "443", "469", "478", "479", "501", "502", "503", "505", "507",
              "512", "513", "515", "517", "518", "520", "540", "559", "563", "571", "573", "580", "585",
              "601", "603", "605", "608", "609", "614", "615", "616", "618", "620", "630", "636", "646",
              "660", "701", "702", "704", "706", "708", "712", "715", "717", "719", "720", "724", "727",
              "731", "740", "757", "763", "765", "770", "772", "785", "803", "804", "806", "810", "812",
              "814", "815", "816", "828", "843", "847", "856", "859", "864", "865", "901", "903", "906",
              "907", "908", "910", "912", "913", "914", "918", "919", "920", "925", "936", "937", "940",
              "941", "952", "970", "971", "972", "978", "980", "985", "989"]
STREET_NAMES = """Elm Oak Maple Cedar Pine Birch Walnut Chestnut Sycamore Hawthorn Juniper Willow Aspen Linden
Magnolia Dogwood Locust Poplar Spruce Hickory Laurel Holly Cypress Alder Mulberry Larch Beacon Harbor
Mill Church School Union Market Bridge Water Spring Meadow Orchard Quarry Ferry Depot Foundry Tanner
Cooper Mercer Wexford Ashby Thistle Heron Kingfisher Sparrow Partridge Pheasant Fox Badger Otter
Lindell Garrison Hamlin Whitmore Pruett Calloway Delancey Fairmount Glenwood Highland Ridgeview
Lakeview Brookside Stonybrook Rosewood Briarcliff Foxglove Bramble Clover Sagebrush Mesquite Arroyo
Cottonwood Bayberry Tidewater Sandpiper Lighthouse Gristmill Wagon Wheel Old Post Turnpike""".split()
STREET_NAMES += ["Old Mill", "Martin Luther King Jr", "County Road 12", "Sawmill Creek", "Indian Hollow",
                 "Cherry Blossom", "Twin Oaks", "Saint Agnes", "Lower Ferry", "Upper Quarry"]
STREET_TYPES = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Lane", "Ln", "Drive", "Dr",
                "Court", "Ct", "Boulevard", "Blvd", "Way", "Terrace", "Place", "Pl", "Circle", "Pkwy",
                "Trail", "Run", "Pike"]
COUNTRIES = ["Guatemala", "Honduras", "El Salvador", "Mexico", "Dominican Republic", "Haiti", "Jamaica",
             "Nigeria", "Ghana", "Kenya", "Ethiopia", "Somalia", "India", "Pakistan", "Bangladesh",
             "Vietnam", "Philippines", "China", "South Korea", "Poland", "Ukraine", "Russia", "Brazil",
             "Peru", "Colombia", "Venezuela", "Portugal", "Italy", "Ireland", "Germany", "Iraq",
             "Syria", "Afghanistan", "Nepal", "Myanmar", "Cameroon", "Democratic Republic of the Congo",
             "Liberia", "Sierra Leone", "Thailand", "Indonesia", "Cuba", "Puerto Rico", "Egypt", "Morocco",
             "Turkey", "Greece", "Canada", "Samoa", "Tonga", "Marshall Islands", "Bolivia", "Ecuador"]
SAINTS = ["St. Brigid's", "St. Anselm", "St. Columba's", "St. Hedwig", "St. Ursula", "Saint Florian",
          "St. Casimir", "Our Lady of the Vale", "St. Dymphna", "Holy Rood", "St. Benedict's",
          "St. Veronica", "Good Shepherd", "Sacred Heart of the Valley", "St. Aldric"]
HOSP_SUFFIX_ACAD = ["University Hospital", "University Medical Center", "Academic Medical Center",
                    "Medical Center", "University Health"]
HOSP_SUFFIX_COMM = ["Community Hospital", "Memorial Hospital", "Regional Medical Center", "General Hospital",
                    "Regional Hospital", "Medical Center", "County Hospital", "Memorial Health"]
PRACTICE_KINDS = ["Family Medicine", "Internal Medicine Associates", "Primary Care", "Family Health Center",
                  "Medical Group", "Community Health Center", "Family Practice", "Internal Medicine",
                  "Physicians Group", "Health Partners"]
SPEC_PRACTICE = ["Cardiology Associates", "Heart & Vascular", "Kidney Care", "Nephrology Group",
                 "Pulmonary & Sleep", "Orthopaedics", "Surgical Associates", "Oncology & Hematology",
                 "Infectious Disease Consultants", "Gastroenterology", "Endocrine Clinic", "Wound Center",
                 "Dialysis Center", "Urology", "Neurology Clinic"]
SNF_NAMES = ["Manor", "Rehabilitation and Nursing", "Care Center", "Health & Rehab", "Gardens",
             "Senior Living", "Nursing Home", "Transitional Care", "Post-Acute Care", "Healthcare Center"]
PHARM = ["Pharmacy", "Drug", "Apothecary", "Drugs & Gifts", "Family Pharmacy", "Discount Pharmacy"]
EMPLOYER_KIND = ["Logistics", "Paper Co", "Poultry", "Box & Crate", "Auto Body", "Foods", "Concrete",
                 "Public Schools", "Elementary School", "Tool & Die", "Freight", "Lumber", "Roofing",
                 "Dairy", "Plumbing & Heating", "Transit Authority", "Credit Union", "Hardware",
                 "Casino", "Distribution Center", "Manufacturing", "Steel", "Construction", "Farms",
                 "Landscaping", "Insurance Agency", "Electric Co-op", "Cannery", "Textiles", "Bakery"]
EMPLOYER_PREFIX = ["Tri-County", "Summit", "Northfork", "Keystone", "Pioneer", "Riverbend", "Bluestem",
                   "Ironwood", "Copperline", "Silverlake", "Redtail", "Granite State", "Prairie Wind",
                   "Blackwater", "Hearthstone", "Evergreen", "Bayside", "Canyon", "Crossroads", "Highmark"]
INSURERS = ["Bluewater Health Plan", "Keystone Mutual Health", "Harborline Community Care",
            "Summit Crest Health", "Evergreen Senior Advantage", "Prairie Shield Insurance",
            "Tri-Valley Health Alliance", "Coastal Care Medicaid", "Ironbridge Health",
            "Pinnacle Choice Health", "Meridian Shore Health Plan", "Liberty Oak Insurance",
            "Northstar Benefit Plans", "Redwood Family Health Plan", "Cardinal Care Advantage",
            "Atlas Workers' Compensation Trust", "Lakeshore Union Health Fund"]
HOMEHEALTH = ["Brightpath Home Health", "Caring Hands Home Care", "Hearthside Home Health",
              "VistaCare Visiting Nurses", "Compass Home Health Services", "Golden Thread Hospice",
              "Harbor Light Hospice", "Sunrise In-Home Care", "Faithful Companions Home Health"]
DME = ["Medline-Ready Supply", "Apex Home Medical", "Breathe Easy Oxygen", "Keystone DME",
       "Reliant Mobility Supply", "Tri-State Respiratory Services"]
TRANSPORT = ["Silver Wheels Transport", "CareRide Medical Transport", "Tri-County Ambulance",
             "Lifeline EMS", "Mercy Wings Air Medical"]
CHURCHES = ["Grace Fellowship Church", "First Baptist Church of", "Holy Trinity Greek Orthodox Church",
            "Iglesia Pentecostal Fuente de Vida", "Masjid Al-Noor", "Beth Shalom Congregation",
            "New Hope AME Church", "St. Ignatius Parish"]
SCHOOLS = ["Community College", "High School", "Middle School", "State University", "Technical College",
           "Elementary School", "Academy"]
PROFESSIONS = ["welder", "teacher", "machinist", "truck driver", "electrician", "accountant", "cashier",
               "farmer", "construction worker", "plumber", "software engineer", "hairdresser",
               "bus driver", "firefighter", "police officer", "carpenter", "line cook", "chef",
               "janitor", "security guard", "librarian", "mail carrier", "dental hygienist", "roofer",
               "landscaper", "warehouse worker", "forklift operator", "pastor", "attorney", "paralegal",
               "real estate agent", "barber", "mechanic", "lineman", "coal miner", "fisherman",
               "home health aide", "daycare worker", "professor", "graphic designer", "bartender",
               "server", "tailor", "veterinary technician", "dairy farmer", "pipefitter",
               "HVAC technician", "long-haul trucker", "nurse", "pharmacist", "civil engineer",
               "postal clerk", "sheet metal worker", "oil field worker", "poultry plant worker",
               "high school teacher", "custodian", "court reporter", "crane operator", "housekeeper",
               "insurance adjuster", "sous chef", "dental assistant", "grocery stocker", "painter",
               "Uber driver", "day laborer", "bank teller", "nail technician", "school bus driver",
               "correctional officer", "tile setter", "social worker", "childcare provider"]

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


class Places:
    def __init__(self, rng):
        self.rng = rng

    def town(self):
        r = self.rng
        return r.choice(TOWN_PREFIX) + r.choice(TOWNS) + r.choice(TOWN_SUFFIX)

    def state(self):
        return self.rng.choice(STATES)

    def zip(self):
        r = self.rng
        z = "%05d" % r.randrange(1001, 99950)
        if r.random() < 0.12:
            z += "-%04d" % r.randrange(10000)
        return z

    def street(self, unit=None):
        r = self.rng
        s = "%d %s %s" % (r.choice([r.randrange(1, 99), r.randrange(100, 999), r.randrange(1000, 19999)]),
                          r.choice(STREET_NAMES), r.choice(STREET_TYPES))
        if r.random() < 0.12:
            s = "%d %s %s %s" % (r.randrange(10, 9999), r.choice(["N", "S", "E", "W", "NW", "SE"]),
                                 r.choice(STREET_NAMES), r.choice(STREET_TYPES))
        if unit or (unit is None and r.random() < 0.3):
            s += r.choice([", Apt %s" % r.choice([str(r.randrange(1, 40)), "%d%s" % (r.randrange(1, 9), r.choice("ABCDEF"))]),
                           " Apt %d" % r.randrange(1, 500), ", Unit %d" % r.randrange(1, 80),
                           " #%d" % r.randrange(1, 300), ", Lot %d" % r.randrange(1, 120)])
        if r.random() < 0.04:
            s = "PO Box %d" % r.randrange(10, 9999)
        return s

    def phone(self, area=None, fmt=None, ext=False):
        r = self.rng
        area = area or r.choice(AREA_CODES)
        num = "01%02d" % r.randrange(100)
        fmt = fmt or r.choice(["paren", "paren", "dash", "dash", "dash", "dot", "space", "plus1", "one_dash", "parennospace"])
        s = {"paren": "(%s) 555-%s", "dash": "%s-555-%s", "dot": "%s.555.%s", "space": "%s 555 %s",
             "plus1": "+1 %s-555-%s", "one_dash": "1-%s-555-%s", "parennospace": "(%s)555-%s"}[fmt] % (area, num)
        if ext:
            s += r.choice([" ext. %d", " x%d", " ext %d", " Ext. %d"]) % r.randrange(10, 9999)
        return s

    def pager(self):
        r = self.rng
        return r.choice(["%d-%04d" % (r.randrange(1, 9), r.randrange(10000)), "%05d" % r.randrange(10000, 99999),
                         "#%d" % r.randrange(1000, 9999)]).lstrip("#")


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def email(rng, p=None, dom=None):
    dom = dom or rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                             "example.org", "health.example.org", "example.com"])
    if p is None:
        return "%s%d@%s" % (rng.choice(["info", "referrals", "intake", "ur.dept", "casemgmt", "records"]),
                            rng.randrange(1, 9), dom)
    f = _ascii(p.first.split()[0])
    l = _ascii(p.last)
    k = rng.randrange(5)
    u = [f + "." + l, f[0] + l, f + l[:1] + str(rng.randrange(10, 99)), l + "." + f[0], f + "_" + l + str(rng.randrange(1, 9))][k]
    return "%s@%s" % (u, dom)


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))


def alnum(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(n))


MRN_FMTS = ["d7", "d8", "d9", "E8", "dash", "M7", "d10", "d6"]


def mrn(rng, fmt):
    if fmt == "d7":
        return digits(rng, 7)
    if fmt == "d8":
        return "00" + digits(rng, 6)
    if fmt == "d9":
        return digits(rng, 9)
    if fmt == "E8":
        return "E" + digits(rng, 8)
    if fmt == "dash":
        return "%s-%s-%s" % (digits(rng, 3), digits(rng, 2), digits(rng, 2))
    if fmt == "M7":
        return "MR" + digits(rng, 7)
    if fmt == "d10":
        return digits(rng, 10)
    return digits(rng, 6)


def account(rng):
    return rng.choice([digits(rng, 10), "V" + digits(rng, 11), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "FIN " + digits(rng, 9), "ENC" + digits(rng, 8), digits(rng, 12), "A" + digits(rng, 9)]).replace("FIN ", "")


def ssn(rng):
    return "%d-%02d-%04d" % (rng.randrange(900, 1000), rng.randrange(1, 100), rng.randrange(1, 10000))


def member_id(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 9), letters(rng, 2) + digits(rng, 7) + "-01",
                       "%d%s%d-%s%d-%s%d" % (rng.randrange(1, 10), letters(rng, 2), rng.randrange(10), letters(rng, 1), rng.randrange(10), letters(rng, 2), rng.randrange(10)),
                       digits(rng, 11), "MCD" + digits(rng, 8), letters(rng, 1) + digits(rng, 8) + letters(rng, 1)])


def mbi(rng):
    return "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randrange(1, 10), letters(rng, 1), alnum(rng, 1), rng.randrange(10),
                                         letters(rng, 1), alnum(rng, 1), rng.randrange(10), letters(rng, 1),
                                         letters(rng, 1), rng.randrange(10), rng.randrange(10))


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 6), digits(rng, 5), letters(rng, 2) + digits(rng, 4), "00" + digits(rng, 6)])


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + (_ascii(last)[:1].upper() or "X") + digits(rng, 7)


def state_lic(rng, st):
    return rng.choice([st + digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 5)), "MD." + digits(rng, 7),
                       "RN" + digits(rng, 7), digits(rng, 7), "A" + digits(rng, 5)])


def serial(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), letters(rng, 3) + digits(rng, 6) + letters(rng, 1),
                       digits(rng, 8), "SN" + digits(rng, 7), letters(rng, 2) + digits(rng, 7),
                       "%s-%s" % (digits(rng, 4), alnum(rng, 5))])


def lot(rng):
    return rng.choice([digits(rng, 7), letters(rng, 1) + digits(rng, 6), "%s%s" % (digits(rng, 2), letters(rng, 1)) + digits(rng, 4)])


def plate(rng):
    return rng.choice(["%d%s%03d" % (rng.randrange(1, 10), letters(rng, 3), rng.randrange(1000)),
                       "%s-%04d" % (letters(rng, 3), rng.randrange(10000)), "%s %s" % (letters(rng, 3), digits(rng, 3)),
                       letters(rng, 2) + digits(rng, 5), "%s%s" % (digits(rng, 3), letters(rng, 3))])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 7), "BIO" + digits(rng, 8),
                       "RS-%s-%s" % (digits(rng, 4), alnum(rng, 3)), "VP" + digits(rng, 6)])


def accession(rng, yy):
    return rng.choice(["S%s-%d" % (yy, rng.randrange(100, 99999)), "%s%s-%s" % (rng.choice(["SP", "CY", "FS", "MB"]), yy, digits(rng, 5)),
                       digits(rng, 10), "%sM%s" % (yy, digits(rng, 6)), "A" + digits(rng, 8), "C%s-%s" % (yy, digits(rng, 6))])


def order_no(rng):
    return rng.choice([digits(rng, 9), "ORD" + digits(rng, 8), "%s-%s" % (digits(rng, 5), digits(rng, 3)), digits(rng, 7)])


def auth_no(rng):
    return rng.choice(["A" + digits(rng, 10), letters(rng, 2) + digits(rng, 8), digits(rng, 12),
                       "PA-%s-%s" % (digits(rng, 4), digits(rng, 5)), "UM" + digits(rng, 9), "REF" + digits(rng, 7)])


# ---------------------------------------------------------------- dates
DATE_FMTS = ["us", "us", "us", "us_short", "us_nopad", "iso", "long", "abbr", "dmy", "dmy_dash", "upper"]


def df(d, fmt):
    if fmt == "us":
        s = d.strftime("%m/%d/%Y")
    elif fmt == "us_short":
        s = "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    elif fmt == "us_nopad":
        s = "%d/%d/%d" % (d.month, d.day, d.year)
    elif fmt == "us_dash":
        s = d.strftime("%m-%d-%Y")
    elif fmt == "iso":
        s = d.isoformat()
    elif fmt == "long":
        s = "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    elif fmt == "abbr":
        s = "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
    elif fmt == "dmy":
        s = "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    elif fmt == "dmy_dash":
        s = "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    elif fmt == "upper":
        s = "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3].upper(), d.year)
    elif fmt == "md":
        s = "%d/%d" % (d.month, d.day)
    elif fmt == "md_pad":
        s = "%02d/%02d" % (d.month, d.day)
    elif fmt == "wk_md":
        s = "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
    elif fmt == "wk_long":
        s = "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    elif fmt == "wk":
        s = WEEKDAYS[d.weekday()]
    elif fmt == "mon_yr":
        s = "%s %d" % (MONTHS[d.month - 1], d.year)
    elif fmt == "mon_abbr_yr":
        s = "%s %d" % (MONTHS[d.month - 1][:3], d.year)
    elif fmt == "m_yy":
        s = "%d/%d" % (d.month, d.year)
    elif fmt == "yr":
        s = str(d.year)
    elif fmt == "md_long":
        s = "%s %d" % (MONTHS[d.month - 1], d.day)
    elif fmt == "ymd_compact":
        s = d.strftime("%Y%m%d")
    else:
        raise ValueError(fmt)
    return m("DATE", s)


def add_days(d, n):
    return d + _dt.timedelta(days=n)


def rand_date(rng, y0=2019, y1=2026):
    start = _dt.date(y0, 1, 1).toordinal()
    end = _dt.date(y1, 10, 31).toordinal()
    return _dt.date.fromordinal(rng.randrange(start, end))


def age_s(n, fmt):
    """age phrase; the number (or number words) is the span."""
    if fmt == "yo":
        return m("AGE", n) + " yo"
    if fmt == "yo_tight":
        return m("AGE", n) + "yo"
    if fmt == "year_old":
        return m("AGE", n) + "-year-old"
    if fmt == "yr_old":
        return m("AGE", n) + " y/o"
    if fmt == "yo_dot":
        return m("AGE", n) + " y.o."
    if fmt == "words":
        return m("AGE", words(n)) + "-year-old"
    if fmt == "yo_year":
        return m("AGE", n) + " year old"
    if fmt == "yrs":
        return m("AGE", n) + " yrs"
    return m("AGE", n) + " yo"


def ordsuf(n):
    n = int(n)
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def art(w):
    return "an" if w[:1].lower() in "aeiou" or w.startswith("HVAC") else "a"
