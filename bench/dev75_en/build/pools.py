"""Invented value pools for dev75_en. Every value here was written for this set.

Names mix many origins; a few are ordinary English words (Hope, Will, Rose, Bishop,
Ward, Long, Best ...) and some are invented strings no dictionary would know.
"""

FEMALE = [
    "Maria", "Aisha", "Ngozi", "Priya", "Mei", "Hope", "Rose", "Grace", "Faith", "Joy",
    "Summer", "Ingrid", "Siobhan", "Yasmin", "Oksana", "Thandiwe", "Leilani", "Marisol",
    "Keziah", "Anahera", "Fenella", "Dagny", "Zofia", "Farida", "Nokuthula", "Saoirse",
    "Tamsin", "Ottilie", "Bronwyn", "Kalinda", "Marguerite", "Yuki", "Hye-jin", "Esi",
    "Amara", "Lowri", "Delphine", "Ilse", "Parveen", "Rukmini", "Temperance", "Maevryn",
    "Zerelda", "Quilla", "April", "June", "Ruby", "Pearl", "Ivy", "Dawn", "Sunita",
    "Agnieszka", "Lucia", "Nadia", "Celestine", "Wairimu", "Brielle", "Oriane", "Tove",
]
MALE = [
    "John", "Will", "Mark", "Frank", "Jack", "Bill", "Rich", "Hamid", "Tomasz", "Olumide",
    "Kwame", "Arjun", "Wei", "Diego", "Mateus", "Callum", "Rhys", "Declan", "Eamon",
    "Tane", "Jarrah", "Dmitri", "Ivo", "Bjorn", "Kofi", "Emeka", "Tariq", "Yusuf",
    "Hiroshi", "Minh", "Bao", "Santiago", "Ruairi", "Lachlan", "Fergus", "Piripi",
    "Oisin", "Anselm", "Taddeo", "Valko", "Brannoch", "Zephram", "Orrin", "Art", "Guy",
    "Miles", "Dale", "Glen", "Cliff", "Rocco", "Desmond", "Ayodele", "Soren", "Radek",
    "Ikaika", "Teodor", "Wendell",
]
SURNAMES = [
    "Smith", "Bishop", "Ward", "Long", "Best", "Hope", "Rose", "Young", "King", "Cook",
    "Baker", "Hill", "Green", "Brown", "Street", "Marsh", "Fields", "Church", "Moody",
    "Sparrow", "Okafor", "Adeyemi", "Nguyen", "Tran", "Patel", "Chaudhry", "Kowalczyk",
    "Novak", "Haddad", "Al-Sayed", "Nakamura", "Takahashi", "Kim", "Park", "Fernandes",
    "Oliveira", "Gallagher", "O'Rourke", "McAllister", "Ngata", "Tuilagi", "Mbeki-Jones",
    "Van der Berg", "Lindqvist", "Petrov", "Horvath", "Szabo", "Dimitriou", "Kapoor",
    "Begum", "Rahman", "Osei", "Boateng", "Tavrenko", "Quelloway", "Oyelaran",
    "Brascombe", "Zhevdani", "Illescu", "Marrowdene", "Fennimore", "Vashtenko",
    "Ruddleston", "Okonkwo-Price", "Delacroix", "Whitlock", "Castellanos", "Mwangi",
    "Duggan", "Achterberg", "Pohatu", "Sandoval", "Wainwright", "Iqbal", "Lusk",
    "Fairweather", "Gold", "Small", "Moss", "Frost", "Sharp", "Love", "Day",
    "Trembath", "Xiong", "Yilmaz", "Abernethy", "Kuznetsova", "Ferreira-Lima", "Quade",
]
NICKNAMES = [
    "Pip", "Dot", "Chip", "Tink", "Sonny", "Lulu", "Bubba", "Kiki", "Ned", "Bunny",
    "Squeak", "Mo", "Taz", "Birdie", "Smiley", "Duke", "Nan", "Red", "Blue", "Cookie",
]
MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

PROFESSIONS = [
    "welder", "teacher", "bus driver", "nurse", "electrician", "accountant", "farmer",
    "chef", "cleaner", "forklift driver", "software developer", "hairdresser",
    "postal worker", "plumber", "carpenter", "retail assistant", "lorry driver", "miner",
    "firefighter", "barista", "warehouse operative", "dental hygienist", "sheep shearer",
    "fisherman", "truck driver", "paralegal", "librarian", "security guard",
    "care worker", "roofer", "bricklayer", "school bus driver", "dairy farmer",
    "train conductor", "call centre agent", "taxi driver", "landscaper", "baker",
    "pharmacy technician", "machinist", "scaffolder", "nanny", "courier",
]

STREET_NAMES = [
    "Elm", "Tamarind", "Corvid", "Quarry", "Lantern", "Bellweather", "Hollins", "Grebe",
    "Pomeroy", "Juniper", "Saltmarsh", "Wren", "Copperbeech", "Alder", "Kingfisher",
    "Marram", "Tollgate", "Ferncliff", "Orchard", "Brambling", "Station", "Mill",
    "Cobbler", "Hawthorn", "Larkspur", "Pelican", "Ironbark", "Wattlebird", "Drover",
]
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Drive", "Lane", "Court", "Way", "Blvd"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Lane", "Way", "Line"],
    "UK": ["Road", "Close", "Lane", "Street", "Terrace", "Gardens", "Way", "Crescent"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Court", "Place", "Drive"],
}

TOWNS = {
    "US": ["Cedar Hollow", "Marlow Falls", "Brightwater", "Eastwick Junction", "Port Calder",
           "Linden Ridge", "Fox Prairie", "Haverton", "Oakmere", "Sable Creek", "Wexford Mills",
           "Granite Bend", "Pruitt City", "Lake Osgood"],
    "CA": ["Birchcliffe", "Pelham Narrows", "St. Avold Bay", "Kestrel Lake", "Maplehurst",
           "Thornbury Flats", "Gannet Cove", "Rideau Crossing", "Sprucedale East",
           "Moosejaw Landing", "Tilbury Sound"],
    "UK": ["Ashby Combe", "Little Wexham", "Harrowgate Vale", "Stenbridge", "Pollard's Cross",
           "Wickham Moor", "Lower Tolworth", "Castleby", "Fenny Oakley", "Brackenthwaite",
           "Kirkby Lorne", "Saltfleet Magna"],
    "AU": ["Wattle Downs", "Koorabin", "Bellbird Creek", "Yarrandale", "Port Ellery",
           "Tindal Flats", "Gumleaf Hill", "Mallee Springs", "Coorong Heads", "Brolga Bay",
           "Kurrawong"],
}
STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Iowa", "IA"), ("Texas", "TX"),
           ("Maine", "ME"), ("Indiana", "IN"), ("Colorado", "CO"), ("Georgia", "GA"),
           ("Minnesota", "MN")],
    "CA": [("Ontario", "ON"), ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Alberta", "AB"),
           ("British Columbia", "BC"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")],
    "UK": [("Kent", "Kent"), ("Norfolk", "Norfolk"), ("West Yorkshire", "W Yorks"),
           ("Cumbria", "Cumbria"), ("Devon", "Devon"), ("Lancashire", "Lancs"),
           ("Gwynedd", "Gwynedd"), ("Fife", "Fife")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
}
AREA_CODES = {"US": ["614", "503", "802", "319", "512", "207", "317", "720", "404", "612"],
              "CA": ["416", "204", "902", "403", "604", "306", "506", "613"]}

CLINIC_SUFFIX = {
    "US": ["Family Medicine", "Community Health Center", "Primary Care", "Family Practice",
           "Internal Medicine Associates", "Walk-In Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre", "Walk-in Clinic",
           "Family Practice"],
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "AU": ["Medical Centre", "GP Clinic", "Family Practice", "Health Hub", "Medical Group"],
}
PHARM_NAMES = ["Greenleaf", "Harlow's", "Bluegum", "Corner", "Pillbox", "Kingsway", "Mortar & Pestle",
               "Larkspur", "Riverbend", "Apothecary Row", "Fennimore's", "Sunnyside"]
PHARM_SUFFIX = {"US": ["Pharmacy", "Drug", "Pharmacy & Compounding"],
                "CA": ["Pharmacy", "Drug Mart", "Pharmacie"],
                "UK": ["Pharmacy", "Chemist", "Chemists"],
                "AU": ["Pharmacy", "Chemist", "Discount Chemist"]}
HOSP_FORMS = ["{town} General Hospital", "St. Brendan's Hospital", "Royal {town} Infirmary",
              "Mercy Vale Medical Center", "{town} Memorial Hospital", "Holy Cross Hospital",
              "{town} District Hospital", "Queen Adelaide Hospital", "Northfield Regional Hospital",
              "St. Ursula's", "{town} Community Hospital"]
EMPLOYERS = ["Halvorsen Freight", "Tidewater Packaging", "Brindle & Cole Solicitors",
             "Northgate Council Depot", "Kestrel Cabs", "Bluefin Seafoods", "Quarrymen Concrete",
             "Pemberton Dairies", "Orbisonic Software", "Larchwood Care Home", "Tuckett Bros Roofing",
             "Saltire Rail Services", "Copperleaf Hotel", "Hartigan Mining Co.", "Greystone Logistics",
             "Marigold Bakery", "Westmarch Bus Company", "Ferris Timber Mill"]
SCHOOLS = ["Orchard Lane Primary School", "Hollins Park Elementary", "St. Anselm's College",
           "Brightwater High School", "Kurrawong Public School", "Gannet Cove Secondary"]
CHURCHES = ["St. Columba's Church", "Grace Fellowship Church", "Bethel Tabernacle",
            "Our Lady of the Wayside", "Mill Street Baptist Church", "Al-Noor Community Mosque"]
CLUBS = ["Riverside Bowls Club", "Wexham Rovers FC", "Tollgate Men's Shed", "Linden Ridge Rotary",
         "Brolga Bay Surf Club", "Harbourside Senior Centre"]
COUNTRIES = ["Portugal", "Ghana", "Vietnam", "Poland", "India", "Nigeria", "Philippines",
             "Brazil", "Ireland", "Samoa", "Fiji", "Kenya", "Pakistan", "Mexico", "Romania",
             "Sri Lanka", "Thailand", "Egypt", "Greece", "New Zealand", "Jamaica", "Peru"]
BUILDINGS = ["Carrow House", "the Harbourside Building", "Kestrel Court", "Alder Tower",
             "Mill Race Flats", "Juniper Lodge", "Block C of Saltmarsh Estate",
             "the old Corn Exchange", "Drover's Rest caravan park"]
LANDMARKS = ["the Wren Street water tower", "the blue gate by the Anchor pub", "the old quarry gates",
             "the war memorial", "the back of the Copperbeech shops", "the Lantern Road footbridge"]
EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com",
                 "clinic.example.org", "health.example.net"]
