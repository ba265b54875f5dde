"""Invented pools of names, places and organisations for dev193 (US, IE, ZA).

All lists are plain lists (ordered) so that random choices are reproducible.
"""

FIRST = {
    "US": {
        "M": ["James", "Michael", "Robert", "David", "Carlos", "Luis", "Jamal", "DeShawn",
              "Wei", "Minh", "Raj", "Tyler", "Brandon", "Ethan", "Noah", "Daniel", "Marcus",
              "Andre", "Jose", "Miguel", "Kevin", "Trevor", "Hector", "Darnell", "Cody",
              "Samuel", "Isaiah", "Omar", "Dustin", "Elijah"],
        "F": ["Maria", "Jennifer", "Ashley", "Keisha", "Latoya", "Mei", "Priya", "Emily",
              "Sarah", "Jessica", "Guadalupe", "Rosa", "Tamika", "Megan", "Hannah", "Olivia",
              "Brianna", "Linh", "Fatima", "Grace", "Destiny", "Kayla", "Yesenia", "Monique",
              "Allison", "Carmen", "Tiffany", "Lauren", "Shanice", "Abigail"],
    },
    "IE": {
        "M": ["Sean", "Ciaran", "Padraig", "Eoin", "Conor", "Darragh", "Cian", "Oisin",
              "Declan", "Fergal", "Liam", "Niall", "Ronan", "Tadhg", "Dermot", "Colm",
              "Donal", "Fionn", "Killian", "Brendan", "Tomasz", "Andrei", "Oluwaseun",
              "Kieran", "Shane", "Gearoid", "Mark", "Cathal", "Diarmuid", "Aidan"],
        "F": ["Aoife", "Siobhan", "Niamh", "Ciara", "Sinead", "Orla", "Grainne", "Roisin",
              "Caoimhe", "Deirdre", "Mairead", "Clodagh", "Aisling", "Eimear", "Saoirse",
              "Una", "Brid", "Muireann", "Agnieszka", "Ana", "Chiamaka", "Emer", "Maeve",
              "Sorcha", "Nuala", "Fiona", "Laura", "Edel", "Treasa", "Ailbhe"],
    },
    "ZA": {
        "M": ["Thabo", "Sipho", "Themba", "Lwazi", "Kagiso", "Mandla", "Bongani", "Pieter",
              "Johan", "Riaan", "Mohammed", "Yusuf", "Pravin", "Lungile", "Andile", "Tshepo",
              "Sibusiso", "Jacobus", "Ruan", "Kabelo", "Vusi", "Xolani", "Dumisani",
              "Ashwin", "Faizel", "Neo", "Mpho", "Siyabonga", "Hendrik", "Luthando"],
        "F": ["Nomvula", "Thandeka", "Lerato", "Zanele", "Palesa", "Naledi", "Busisiwe",
              "Ayanda", "Annelie", "Marietjie", "Fatima", "Shireen", "Priya", "Refilwe",
              "Nokuthula", "Lindiwe", "Zodwa", "Karabo", "Tumelo", "Nosipho", "Elsabe",
              "Precious", "Khanyisile", "Noluthando", "Yolanda", "Mbali", "Dineo",
              "Sindisiwe", "Riana", "Ntombi"],
    },
}

LAST = {
    "US": ["Johnson", "Williams", "Rodriguez", "Martinez", "Nguyen", "Patel", "Washington",
           "Kowalski", "O'Brien", "Schmidt", "Hernandez", "Garcia", "Kim", "Chen",
           "Thompson", "Robinson", "Baker", "Morales", "Reyes", "Jackson", "Lopez", "Carter",
           "Hughes", "Fitzgerald", "Novak", "Brooks", "Greene", "Castillo", "Tran",
           "Okafor", "Delgado", "Whitfield", "Yazzie", "Lindqvist", "Abernathy", "Pham",
           "Sullivan", "Dubois", "Haddad", "McAllister", "Vasquez", "Ibarra", "Holloway"],
    "IE": ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor",
           "O'Neill", "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch",
           "Murray", "Quinn", "Moore", "McLoughlin", "Carroll", "Brennan", "Fitzpatrick",
           "Nolan", "Kowalczyk", "Nowak", "Adeyemi", "Ni Bhriain", "Mac Giolla Phadraig",
           "Hegarty", "Breathnach", "Daly", "Cullinane", "Tierney", "Flanagan", "Dunne",
           "Horgan", "Costello", "Whelan", "Ui Cheallaigh", "Moran", "Keane", "Lenihan"],
    "ZA": ["Nkosi", "Dlamini", "Mokoena", "Khumalo", "Ndlovu", "Mthembu", "Sithole",
           "Mahlangu", "van der Merwe", "Botha", "Pretorius", "Naidoo", "Pillay", "Govender",
           "Moosa", "Adams", "Jacobs", "Petersen", "Molefe", "Zulu", "Maseko", "Tshabalala",
           "Coetzee", "du Plessis", "Hendricks", "Cele", "Mabaso", "Ngcobo", "Baloyi",
           "Mashaba", "Venter", "Steyn", "Ebrahim", "Chetty", "Makhubela", "Radebe",
           "Fourie", "Oosthuizen", "Mokwena", "Ntuli", "Sibiya", "Kruger"],
}

NICK = {"James": "Jimmy", "Michael": "Mike", "Robert": "Bobby", "David": "Dave",
        "Daniel": "Danny", "Samuel": "Sam", "Jennifer": "Jen", "Jessica": "Jess",
        "Abigail": "Abby", "Elijah": "Eli", "Padraig": "Podge", "Declan": "Deccie",
        "Brendan": "Bren", "Siobhan": "Shiv", "Deirdre": "Dee", "Diarmuid": "Dermo",
        "Mairead": "Mags", "Fiona": "Fi", "Johan": "Jo", "Jacobus": "Kobus",
        "Hendrik": "Henk", "Nokuthula": "Nox", "Sibusiso": "Sbu", "Khanyisile": "Khanyi",
        "Siyabonga": "Siya", "Mohammed": "Mo", "Lindiwe": "Lindi", "Thandeka": "Thandi",
        "Kevin": "Kev", "Anthony": "Tony", "Marietjie": "Mariet", "Sindisiwe": "Sindi",
        "Luthando": "Lu", "Ashwin": "Ash", "Olivia": "Liv", "Carmen": "Carmi"}

# US: (city, state abbr, state name, zip prefix)
US_PLACES = [
    ("Columbus", "OH", "Ohio", "432"), ("Tucson", "AZ", "Arizona", "857"),
    ("Albany", "NY", "New York", "122"), ("Baltimore", "MD", "Maryland", "212"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Fresno", "CA", "California", "937"), ("El Paso", "TX", "Texas", "799"),
    ("Dayton", "OH", "Ohio", "454"), ("Savannah", "GA", "Georgia", "314"),
    ("Tacoma", "WA", "Washington", "984"), ("Boise", "ID", "Idaho", "837"),
    ("Omaha", "NE", "Nebraska", "681"), ("Raleigh", "NC", "North Carolina", "276"),
    ("Milwaukee", "WI", "Wisconsin", "532"), ("Duluth", "MN", "Minnesota", "558"),
    ("Hartford", "CT", "Connecticut", "061"), ("Spokane", "WA", "Washington", "992"),
    ("Lansing", "MI", "Michigan", "489"), ("Flagstaff", "AZ", "Arizona", "860"),
    ("Bangor", "ME", "Maine", "044"), ("Little Rock", "AR", "Arkansas", "722"),
    ("Jackson", "MS", "Mississippi", "392"), ("Gallup", "NM", "New Mexico", "873"),
    ("Paterson", "NJ", "New Jersey", "075"), ("Lowell", "MA", "Massachusetts", "018"),
    ("Yakima", "WA", "Washington", "989"), ("Macon", "GA", "Georgia", "312"),
    ("Erie", "PA", "Pennsylvania", "165"), ("Laredo", "TX", "Texas", "780"),
]
US_COUNTIES = ["Franklin County", "Pima County", "Baltimore County", "Lehigh County",
               "Worcester County", "Fresno County", "Chatham County", "Ada County",
               "Douglas County", "Wake County", "Milwaukee County", "Hartford County",
               "Ingham County", "Coconino County", "Hinds County", "McKinley County"]

# IE: (town, county, eircode routing key)
IE_PLACES = [
    ("Ballincollig", "Cork", "P31"), ("Cork", "Cork", "T12"), ("Galway", "Galway", "H91"),
    ("Tuam", "Galway", "H54"), ("Limerick", "Limerick", "V94"), ("Ennis", "Clare", "V95"),
    ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"), ("Waterford", "Waterford", "X91"),
    ("Kilkenny", "Kilkenny", "R95"), ("Sligo", "Sligo", "F91"), ("Castlebar", "Mayo", "F23"),
    ("Letterkenny", "Donegal", "F92"), ("Athlone", "Westmeath", "N37"),
    ("Mullingar", "Westmeath", "N91"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
    ("Navan", "Meath", "C15"), ("Swords", "Dublin", "K67"), ("Tallaght", "Dublin", "D24"),
    ("Clondalkin", "Dublin", "D22"), ("Rathmines", "Dublin", "D06"),
    ("Portlaoise", "Laois", "R32"), ("Carlow", "Carlow", "R93"), ("Wexford", "Wexford", "Y35"),
    ("Clonmel", "Tipperary", "E91"), ("Bray", "Wicklow", "A98"), ("Naas", "Kildare", "W91"),
    ("Cavan", "Cavan", "H12"), ("Longford", "Longford", "N39"),
]
IE_DUBLIN_DISTRICT = {"D24": "Dublin 24", "D22": "Dublin 22", "D06": "Dublin 6"}

# ZA: (suburb, city, province, postal code)
ZA_PLACES = [
    ("Arcadia", "Pretoria", "Gauteng", "0083"), ("Soweto", "Johannesburg", "Gauteng", "1804"),
    ("Tembisa", "Kempton Park", "Gauteng", "1632"), ("Khayelitsha", "Cape Town", "Western Cape", "7784"),
    ("Mitchells Plain", "Cape Town", "Western Cape", "7785"), ("Bellville", "Cape Town", "Western Cape", "7530"),
    ("Umlazi", "Durban", "KwaZulu-Natal", "4031"), ("Morningside", "Durban", "KwaZulu-Natal", "4001"),
    ("Scottsville", "Pietermaritzburg", "KwaZulu-Natal", "3201"), ("Mdantsane", "East London", "Eastern Cape", "5219"),
    ("Walmer", "Gqeberha", "Eastern Cape", "6070"), ("Seshego", "Polokwane", "Limpopo", "0742"),
    ("Nelspruit Central", "Mbombela", "Mpumalanga", "1201"), ("Westdene", "Bloemfontein", "Free State", "9301"),
    ("Thabong", "Welkom", "Free State", "9463"), ("Tlhabane", "Rustenburg", "North West", "0309"),
    ("Galeshewe", "Kimberley", "Northern Cape", "8345"), ("Idas Valley", "Stellenbosch", "Western Cape", "7609"),
    ("Thembalethu", "George", "Western Cape", "6529"), ("Ngangelizwe", "Mthatha", "Eastern Cape", "5099"),
    ("Alexandra", "Johannesburg", "Gauteng", "2090"), ("Mamelodi", "Pretoria", "Gauteng", "0122"),
    ("Chatsworth", "Durban", "KwaZulu-Natal", "4092"), ("Atlantis", "Cape Town", "Western Cape", "7349"),
]

STREET_NAMES = {
    "US": ["Elm", "Maple", "Oak Ridge", "Cedar", "Willow", "Lincoln", "Jefferson", "Mesa Verde",
           "Sycamore", "Pine Hollow", "Magnolia", "Franklin", "Harrison", "Ridgeview",
           "Cottonwood", "Lakeview", "Chestnut", "Prospect", "Highland", "Birchwood"],
    "IE": ["Main", "Church", "Ashgrove", "Castle", "Bridge", "Mill", "Seaview", "Oakpark",
           "Ballyvolane", "Knocknacarra", "Parnell", "Pearse", "O'Connell", "Sarsfield",
           "Cois Abhann", "Rathgar", "Fairgreen", "Abbey", "Glenview", "Woodbrook"],
    "ZA": ["Jacaranda", "Protea", "Voortrekker", "Nelson Mandela", "Church", "Umgeni",
           "Bree", "Long", "Kerk", "Vilakazi", "Steve Biko", "Florida", "Beyers Naude",
           "Main Reef", "Marula", "Msinga", "Fish Eagle", "Acacia", "Bluegum", "Kwena"],
}
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court",
           "Boulevard", "Blvd", "Way", "Place"],
    "IE": ["Street", "Road", "Park", "Avenue", "Close", "Grove", "Lawn", "Heights",
           "Court", "Drive", "Crescent", "View"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane", "Close", "Str"],
}

HOSPITALS = {
    "US": ["Riverbend Family Medicine", "Mercy Ridge Community Health Center",
           "Lakeshore Travel Health", "St. Brendan's Medical Center", "Harbor Point Primary Care",
           "Oak Hollow Health Clinic", "Valley Crest Hospital", "North Fork Family Health",
           "Desert Sage Community Clinic", "Bayside Internal Medicine", "Cedar Grove Pediatrics",
           "Prairie View Medical Group", "Good Shepherd Hospital", "Three Rivers Health Center",
           "Sunnyslope Urgent Care", "Piedmont Travel & Immunization Clinic"],
    "IE": ["Ashgrove Medical Centre", "Bridge Street Surgery", "Mercy Lane Family Practice",
           "St. Finbarr's Clinic", "Corrib Medical Centre", "Western Regional Hospital",
           "Shannonside Travel Health", "Abbey Street Surgery", "Riverside Primary Care Centre",
           "St. Ita's Community Hospital", "Fairgreen Family Practice", "Harbour Road Medical",
           "Midlands General Hospital", "Slievemore Health Centre", "Ardkeen Travel Clinic",
           "St. Columba's Hospital"],
    "ZA": ["Jacaranda Family Practice", "Ubuntu Community Health Centre", "Khanyisa Clinic",
           "Protea Travel Clinic", "Mooi River Medical Centre", "Lebone Clinic",
           "Sunnyside Day Hospital", "Thusong Community Health Centre", "Umgeni Medical Suites",
           "Masakhane Clinic", "Greenpoint Family Medicine", "Karoo District Hospital",
           "Tshwane North Regional Hospital", "Bophelo Wellness Clinic", "Siyakhula CHC",
           "Highveld Travel Medicine"],
}
PHARMACIES = {
    "US": ["Main Street Pharmacy", "CarePlus Pharmacy", "Rx Corner Drug", "Valley Drug & Compounding",
           "Walnut Hill Pharmacy", "Family First Pharmacy"],
    "IE": ["Kelly's Pharmacy", "Hickey's Late Night Pharmacy", "Corrib Pharmacy",
           "McSweeney's Chemist", "Abbey Pharmacy", "Lenihan's Pharmacy"],
    "ZA": ["Medirite Corner Pharmacy", "Sunrise Pharmacy", "Moosa's Chemist",
           "Protea Dispensary", "Amandla Pharmacy", "Jacaranda Pharmacy"],
}
LABS = {
    "US": ["Quantum Reference Laboratory", "Riverbend Clinical Lab", "Summit Diagnostics",
           "Keystone Pathology Associates"],
    "IE": ["Western Regional Hospital Microbiology Laboratory", "Midlands Pathology Laboratory",
           "Liffey Diagnostics", "Shannon Reference Laboratory"],
    "ZA": ["Parktown Pathology", "Highveld Diagnostic Laboratory", "Cape Peninsula Pathology",
           "Umgeni Laboratory Services"],
}
WARDS = {
    "US": ["4 West", "Med-Surg 3", "Pediatric Unit B", "Step-Down Unit"],
    "IE": ["St. Brigid's Ward", "Cuan Ward", "St. Enda's Ward", "Ward 4B"],
    "ZA": ["Ward 12", "Ward 6 Medical", "Isolation Ward C", "Ward 21B"],
}

SCHOOLS = {
    "US": ["Lincoln Elementary School", "Roosevelt Middle School", "Pinecrest High School",
           "Sierra Vista Elementary", "Washington Irving Middle School", "Brightway Daycare",
           "Cesar Chavez Academy", "Little Acorns Preschool"],
    "IE": ["Scoil Mhuire National School", "St. Colman's Community College",
           "Gaelscoil an Chnoic", "St. Joseph's Boys' National School", "Presentation Secondary School",
           "Holy Family Junior School", "Colaiste Bhride", "Little Stars Creche"],
    "ZA": ["Thuthuka Primary School", "Khanya Secondary School", "Laerskool Bergsig",
           "Ikhwezi Primary School", "Sunnyridge High School", "Ekukhanyeni Combined School",
           "Little Lambs Educare Centre", "Mandisa Junior Secondary School"],
}
EMPLOYERS = {
    "US": ["Tri-County Logistics", "Midwest Poultry Processing", "Kessler Construction",
           "Blue Mesa Transit", "Harmon Steel Fabrication", "Greenleaf Landscaping",
           "Pioneer Food Services", "Redline Couriers", "Summit Home Care Agency",
           "Copperline Mining Co.", "Evergreen Dairy Farms", "Northgate Distribution"],
    "IE": ["Atlantic Seafoods Ltd", "Shannon Aero Services", "Corrib Construction",
           "Kerry Valley Foods", "Midlands Meat Processors", "Liffey Logistics",
           "Slaney Bus Hire", "Burren Care Services", "Boyne Valley Quarries",
           "Emerald Tech Solutions", "Wild Atlantic Hotels", "Suir Engineering"],
    "ZA": ["Sizwe Mining (Pty) Ltd", "Ikageng Haulage", "Cape Fruit Packers",
           "Mpumalanga Coal Holdings", "Bakgatla Platinum Operations", "Umhlanga Sugar Mills",
           "Karoo Sheep Co-operative", "Thekwini Security Services", "Lekker Bakeries",
           "Rainbow Poultry Farms", "Ubuntu Home Care", "Protea Construction"],
}
CHURCHES = ["Grace Fellowship Church", "St. Patrick's Parish", "Zion Christian Assembly",
            "New Life Tabernacle", "Holy Cross Church", "Masjid Al-Noor", "Bethel AME Church"]
VENUES = {
    "US": ["Iron Horse Gym", "Rosie's Diner", "Westgate Bowling Lanes", "Blue Heron Bar"],
    "IE": ["Flanagan's Bar", "Pulse Fitness Gym", "The Anchor Inn", "Mulligan's Cafe"],
    "ZA": ["Kasi Fitness Gym", "Mama Thoko's Tavern", "Ekhaya Shisanyama", "Sunrise Spar Superette"],
}

PROFESSIONS = ["teacher", "welder", "bus driver", "nurse", "farmer", "chef",
               "software developer", "electrician", "plumber", "miner", "truck driver",
               "care assistant", "hairdresser", "security guard", "retail manager", "accountant",
               "taxi driver", "domestic worker", "fisherman", "bartender", "meat processor",
               "childcare worker", "dental hygienist", "flight attendant", "civil engineer",
               "geologist", "journalist", "soldier", "veterinary nurse", "abattoir worker",
               "sheep farmer", "baker", "carpenter", "cleaner", "warehouse operative",
               "paramedic", "aid worker", "missionary", "police officer", "postal worker"]
RETIRED = ["teacher", "postman", "bank clerk", "nurse", "miner", "farmer", "bus driver",
           "mechanic", "civil servant", "seamstress", "engineer", "publican"]

DEST_COUNTRIES = ["Kenya", "Tanzania", "India", "Peru", "Brazil", "Thailand", "Vietnam", "Ghana",
                  "Nigeria", "Uganda", "Bolivia", "Nepal", "Cambodia", "Indonesia", "Mozambique",
                  "Zambia", "Ecuador", "Colombia", "Philippines", "Morocco", "Egypt", "Senegal",
                  "Malawi", "Pakistan", "Bangladesh", "Mexico", "Guatemala", "Ethiopia",
                  "Cameroon", "Laos", "Sri Lanka", "Democratic Republic of the Congo"]
DEST_CITIES = {"Kenya": ["Nairobi", "Mombasa"], "Tanzania": ["Arusha", "Zanzibar Town"],
               "India": ["Delhi", "Jaipur", "Kochi"], "Peru": ["Lima", "Cusco"],
               "Brazil": ["Manaus", "Salvador"], "Thailand": ["Bangkok", "Chiang Mai"],
               "Vietnam": ["Hanoi", "Hoi An"], "Ghana": ["Accra", "Kumasi"],
               "Nigeria": ["Lagos", "Enugu", "Ibadan"], "Uganda": ["Kampala", "Gulu"],
               "Bolivia": ["La Paz"], "Nepal": ["Kathmandu", "Pokhara"],
               "Cambodia": ["Siem Reap", "Phnom Penh"], "Indonesia": ["Yogyakarta"],
               "Mozambique": ["Maputo", "Beira"], "Zambia": ["Lusaka", "Livingstone"],
               "Ecuador": ["Quito"], "Colombia": ["Cartagena", "Medellin"],
               "Philippines": ["Manila", "Cebu City"], "Morocco": ["Marrakech"],
               "Egypt": ["Cairo", "Luxor"], "Senegal": ["Dakar"], "Malawi": ["Lilongwe", "Blantyre"],
               "Pakistan": ["Lahore", "Karachi"], "Bangladesh": ["Dhaka", "Sylhet"],
               "Mexico": ["Oaxaca", "Merida"], "Guatemala": ["Antigua Guatemala"],
               "Ethiopia": ["Addis Ababa"], "Cameroon": ["Douala"], "Laos": ["Luang Prabang"],
               "Sri Lanka": ["Kandy"], "Democratic Republic of the Congo": ["Kinshasa"]}
LANDMARKS = {"Kenya": "Masai Mara", "Tanzania": "Kilimanjaro", "Peru": "Machu Picchu",
             "Nepal": "Everest Base Camp", "Cambodia": "Angkor Wat", "Zambia": "Victoria Falls",
             "Uganda": "Bwindi Impenetrable Forest", "Ecuador": "Galapagos Islands",
             "Bolivia": "Salar de Uyuni", "Brazil": "Amazon basin", "Egypt": "Valley of the Kings",
             "Thailand": "Khao Sok National Park", "India": "Ranthambore National Park",
             "Malawi": "Lake Malawi", "Mozambique": "Bazaruto Archipelago"}
HOME_COUNTRY = {"US": ["USA", "United States", "U.S.A."], "IE": ["Ireland"],
                "ZA": ["South Africa", "RSA"]}

CLIN_CRED = {
    "US": {"doc": ["MD", "DO", "MD, MPH", "MD, FAAFP"], "nurse": ["RN", "RN, BSN", "LPN"],
           "np": ["FNP-C", "NP", "PA-C"], "ma": ["CMA", "MA"], "pharm": ["PharmD", "RPh"]},
    "IE": {"doc": ["MICGP", "MB BCh BAO, MICGP", "MRCPI", "FRCPI"], "nurse": ["RGN", "RANP", "RGN, RM"],
           "np": ["RANP", "ANP"], "ma": ["HCA"], "pharm": ["MPSI"]},
    "ZA": {"doc": ["MBChB", "MBChB, DipHIVMan", "MBChB, MFamMed", "MBBCh"],
           "nurse": ["RN", "Prof Nurse", "EN"], "np": ["PHC Nurse", "CNP"], "ma": ["CHW"],
           "pharm": ["BPharm"]},
}
