"""Invented value pools for dev91_en. Everything here was written for this folder.

Names mix many origins and include given names and surnames that are ordinary English words
(Hope, Will, May, Stone, Wood, Nurse ...). Places mix real town names with invented ones;
all identifiers are generated, and contact data is fictional by construction (see compose.py).
"""

GIVEN_F = [
    # English / Irish / Scottish / Welsh
    "Margaret", "Eileen", "Siobhan", "Niamh", "Bronwen", "Cerys", "Fiona", "Moira", "Dorothy", "Beryl",
    "Gwen", "Alison", "Kathleen", "Maureen", "Shirley", "Tracey", "Kylie", "Shannon", "Bridget", "Ailsa",
    # word names
    "Hope", "May", "June", "Rose", "Grace", "Joy", "Dawn", "Faith", "Holly", "Ivy", "Amber", "Robin",
    "Penny", "Summer", "Crystal", "Heather", "Violet", "April", "Pearl", "Ruby", "Autumn", "Skye",
    # West / East African
    "Adaeze", "Chiamaka", "Folake", "Yetunde", "Ama", "Akosua", "Efua", "Wanjiru", "Amina", "Hodan",
    "Saba", "Tigist", "Nomvula", "Thandiwe",
    # South Asian
    "Priya", "Lakshmi", "Anjali", "Harpreet", "Gurpreet", "Meenakshi", "Kavitha", "Nusrat", "Farzana", "Ayesha",
    # East / South-East Asian
    "Mei", "Xiu Ying", "Hyun-ju", "Ji-woo", "Yuki", "Haruka", "Thi Lan", "Ngoc Anh", "Maricel", "Rowena",
    # Middle East / Turkish / Persian
    "Leila", "Fatima", "Noor", "Zeynep", "Elif", "Shirin", "Parisa", "Yasmin",
    # European / Latin American
    "Agnieszka", "Katarzyna", "Olena", "Svetlana", "Ingrid", "Annelies", "Giulia", "Francesca", "Carmen",
    "Lucia", "Ximena", "Conceicao", "Maria", "Sofia", "Eleni", "Despina",
    # Pacific / Maori
    "Aroha", "Mere", "Losana", "Sina", "Talia",
]

GIVEN_M = [
    "Geoffrey", "Desmond", "Declan", "Padraig", "Rhys", "Gareth", "Hamish", "Angus", "Clive", "Trevor",
    "Keith", "Barry", "Darren", "Shane", "Brendan", "Ewan", "Callum", "Nigel", "Malcolm", "Stanley",
    # word names
    "Will", "Frank", "Bill", "Mark", "Pat", "Art", "Rich", "Sunny", "Jack", "Miles", "Chase", "Grant",
    "Dean", "Cliff", "Rusty", "Drew", "Lance", "Guy", "Chip", "Sonny", "Forrest", "Bud",
    "Chinedu", "Oluwaseun", "Babatunde", "Emeka", "Kwame", "Kofi", "Yaw", "Tendai", "Abdirahman", "Tesfaye",
    "Mandla", "Kipchoge",
    "Rajesh", "Arjun", "Sanjay", "Gurdeep", "Harjit", "Imran", "Tariq", "Venkatesh", "Murugan", "Anwar",
    "Wei", "Jian", "Min-jun", "Seo-jun", "Hiroshi", "Kenji", "Duc Minh", "Quang", "Rodel", "Jericho",
    "Omar", "Khalid", "Yusuf", "Mehmet", "Emre", "Dariush", "Reza", "Karim",
    "Tomasz", "Piotr", "Mykola", "Dmitri", "Lars", "Joost", "Matteo", "Giorgos", "Alejandro", "Joao",
    "Santiago", "Luis", "Stavros", "Nikos",
    "Wiremu", "Hemi", "Sione", "Tavita", "Iosefa",
]

SURNAMES = [
    "Whitlock", "Pemberton", "Ashworth", "Greenhalgh", "Featherstone", "Brennan", "Gallagher", "McCormack",
    "O'Sullivan", "Ni Bhriain", "MacLeod", "Drummond", "Llewellyn", "Pritchard", "Vaughan", "Thistlewood",
    "Hargreaves", "Cartwright", "Fairweather", "Blackwood",
    # ordinary English words
    "Stone", "Wood", "Baker", "Cook", "Brown", "White", "Green", "Hill", "Rivers", "Moody", "Hale", "Short",
    "Little", "Strong", "Sharp", "Best", "Fox", "Wolf", "Swan", "Frost", "Snow", "Winter", "Day", "Knight",
    "King", "Bishop", "Church", "Bell", "Moss", "Marsh", "Lane", "Bridge", "Gold", "Hart", "Lamb", "Nurse",
    "Price", "Young", "Rich", "Hope", "Sweet", "Wise", "Love", "Cross", "Mann", "Bliss", "Crane", "Pike",
    "Adeyemi", "Okonkwo", "Nwosu", "Balogun", "Mensah", "Asante", "Owusu", "Mwangi", "Otieno", "Warsame",
    "Haile", "Dlamini", "Moyo",
    "Patel", "Ramaswamy", "Krishnan", "Sandhu", "Gill", "Chaudhry", "Qureshi", "Banerjee", "Iyer", "Siddiqui",
    "Rahman", "Begum",
    "Chen", "Zhang", "Huang", "Kim", "Park", "Nakamura", "Takahashi", "Nguyen", "Tran", "Pham", "Santos",
    "Reyes", "Dela Cruz",
    "Haddad", "Khoury", "Al-Masri", "Yilmaz", "Demir", "Karimi", "Hosseini",
    "Kowalski", "Nowak", "Wisniewska", "Shevchenko", "Ivanova", "Lindqvist", "van der Berg", "Rossi",
    "Esposito", "Papadopoulos", "Georgiou", "Garcia", "Hernandez", "Oliveira", "Ferreira",
    "Ngata", "Tuilagi", "Faleolo", "Tupou", "Tamihana",
]

# ---------------------------------------------------------------- places
US_STREETS = ["Elm Street", "Cedar Ave", "Maple Dr", "N Lakeview Rd", "Old Mill Road", "Harmon Blvd",
              "Sycamore Ln", "Quarry St", "Westbrook Ct", "Tanner Pkwy", "Juniper Way", "Fulton Ave"]
US_CITIES = [("Dayton", "Ohio", "OH"), ("Springfield", "Illinois", "IL"), ("Tacoma", "Washington", "WA"),
             ("Lowell", "Massachusetts", "MA"), ("Macon", "Georgia", "GA"), ("Fresno", "California", "CA"),
             ("Ogden", "Utah", "UT"), ("Duluth", "Minnesota", "MN"), ("Erie", "Pennsylvania", "PA"),
             ("Laredo", "Texas", "TX"), ("Bangor", "Maine", "ME"), ("Pueblo", "Colorado", "CO"),
             ("Muncie", "Indiana", "IN"), ("Yonkers", "New York", "NY"), ("Gallup", "New Mexico", "NM"),
             ("Cranford Falls", "Vermont", "VT"), ("Millbrook", "Oregon", "OR")]
US_COUNTIES = ["Marion County", "Cass County", "Kent County", "Butte County"]
US_AREAS = ["212", "312", "415", "617", "713", "503", "614", "919", "720", "206", "937", "217"]

UK_STREETS = ["Rowan Close", "Station Road", "Hollybank Terrace", "Gorse Lane", "Priory Walk", "Mill Brow",
              "Cavendish Crescent", "Tannery Row", "Kingsway", "Barley Mews", "Orchard Gardens", "Castle Wynd"]
UK_TOWNS = ["Leeds", "Harrogate", "Wigan", "Stockport", "Swansea", "Carlisle", "Dundee", "Ipswich",
            "Rotherham", "Thornbury Vale", "Kettering", "Barrow-in-Furness", "Lewes", "Penrith", "Bexhill"]
UK_COUNTIES = ["Kent", "Cumbria", "North Yorkshire", "Gwynedd", "Fife", "Norfolk", "Devon", "Lancashire"]
UK_POSTCODES = ["LS6 2QT", "HG1 4NR", "WN3 5BX", "SK4 1JD", "SA2 8PP", "CA1 3EZ", "DD4 7HL", "IP3 9RW",
                "S65 2UJ", "NN16 8AF", "BN7 1XQ", "CA11 0TG", "TN39 3LS", "M14 6WR", "EX2 5DN"]

AU_STREETS = ["Banksia Pde", "Wattle St", "Kookaburra Cres", "Jacaranda Ave", "Gum Tree Rd", "Boundary St",
              "Ironbark Cl", "Coral Sea Dr", "Bottlebrush Way", "Settlers Rd", "Esplanade", "Brolga Ct"]
AU_TOWNS = [("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Wollongong", "NSW", "2500"),
            ("Dubbo", "NSW", "2830"), ("Toowoomba", "QLD", "4350"), ("Mackay", "QLD", "4740"),
            ("Bunbury", "WA", "6230"), ("Geraldton", "WA", "6530"), ("Mount Gambier", "SA", "5290"),
            ("Launceston", "TAS", "7250"), ("Katherine", "NT", "0850"), ("Belconnen", "ACT", "2617"),
            ("Parramatta", "NSW", "2150"), ("Frankston", "VIC", "3199"), ("Yeppoon", "QLD", "4703")]
AU_STATE_FULL = {"VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "WA": "Western Australia",
                 "SA": "South Australia", "TAS": "Tasmania", "NT": "Northern Territory",
                 "ACT": "Australian Capital Territory"}

COUNTRIES = ["Portugal", "Ghana", "Nigeria", "Poland", "Philippines", "Vietnam", "India", "Pakistan",
             "Somalia", "Ethiopia", "Greece", "Lebanon", "Turkey", "Fiji", "Samoa", "New Zealand", "Ireland",
             "Italy", "Brazil", "Mexico", "Sri Lanka", "Ukraine", "Kenya", "Zimbabwe", "Chile", "Japan"]

# ---------------------------------------------------------------- care sites
HOSPITALS = {
    "US": ["Larkfield General Hospital", "St. Brigid's Medical Center", "Cranmore Valley Hospital",
           "Mercy Ridge Regional", "Harborview Pines Hospital", "Tannery Creek Medical Center",
           "Oak Hollow Community Hospital", "Northfork Memorial"],
    "UK": ["Harrowgate Royal Infirmary", "St. Aldhelm's Hospital", "Moorside General", "Kingsmere Hospital",
           "Ravensworth District General", "Queen Adela Hospital", "Fenwick Cottage Hospital"],
    "AU": ["Wattlebrook Base Hospital", "Coral Coast Private Hospital", "St. Columba's Hospital",
           "Mallee Regional Health", "Redgum Valley Hospital", "Lyrebird Bay District Hospital"],
}
HOSP_ABBR = {"Larkfield General Hospital": "LGH", "Harrowgate Royal Infirmary": "HRI",
             "Wattlebrook Base Hospital": "WBH", "Moorside General": "MGH", "Mallee Regional Health": "MRH"}
WARDS = {
    "US": ["Pavilion 4 West", "Cedar Unit", "Birch Tower 6", "Magnolia Unit", "Hawthorn Step-Down"],
    "UK": ["Kestrel Ward", "Kingfisher Ward", "Nightingale Ward", "Beech Ward", "Heron Ward", "Lapwing Ward"],
    "AU": ["Banksia Ward", "Waratah Ward", "Grevillea Ward", "Kurrajong Ward", "Boronia Ward", "Tallowwood Ward"],
}
PRACTICES = {
    "US": ["Westbrook Family Practice", "Lakeshore Primary Care", "Juniper Internal Medicine",
           "Fulton Street Clinic", "Harmon Pediatrics"],
    "UK": ["Elm Park Surgery", "Priory Lane Medical Centre", "Castle Wynd Health Centre", "Gorsefield Surgery",
           "Tannery Row Practice"],
    "AU": ["Boundary Street Medical", "Coral Sea Family Clinic", "Settlers Road GP", "Jacaranda Medical Centre",
           "Brolga Court Clinic"],
}
PHARMACIES = ["Cornerstone Pharmacy", "Bridgewell Chemist", "Quayside Pharmacy", "Parkgate Apothecary",
              "Greenleaf Chemist"]
CARE_HOMES = ["Rosehill Care Home", "Willowmere Lodge", "Sunnyvale Aged Care", "Heatherbank Nursing Home",
              "The Laurels Residential Home", "Magpie Gardens Aged Care"]

EMPLOYERS = ["Brightline Scaffolding", "Acorn Freight Lines", "Tidewater Logistics", "Halloran & Sons Builders",
             "Maple Leaf Bakery", "Redgate Council", "Northern Rail Depot", "Copperfield Mining Co",
             "Greenway Landscaping", "Sutherland Print Works", "Blue Wren Childcare", "Kestrel Airways",
             "Mainstreet Supermarket", "Ironbridge Steel", "Coastline Fisheries", "Starling Software",
             "Fenwick Dairy Co-op", "Ridgeview Primary School", "St. Oswald's Church", "Harbour Bowls Club",
             "Pennant Hills Rugby Club", "Lakeside Baptist Church", "Westfield Community College"]

PROFESSIONS = ["welder", "teacher", "plumber", "electrician", "bus driver", "truck driver", "farmer",
               "accountant", "hairdresser", "chef", "shearer", "miner", "scaffolder", "carpenter", "cleaner",
               "postman", "nanny", "barista", "software developer", "bricklayer", "fisherman", "librarian",
               "taxi driver", "security guard", "florist", "panel beater", "forklift operator", "lawyer",
               "cabinet maker", "landscape gardener", "warehouse worker", "baker", "butcher", "bookkeeper",
               "dental receptionist", "roofer", "tiler", "railway signaller", "shop assistant", "mechanic"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "mother", "father",
             "neighbour", "niece", "nephew", "friend", "carer", "granddaughter", "grandson", "son-in-law",
             "daughter-in-law"]
