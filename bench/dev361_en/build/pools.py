"""Invented pools for dev361_en: names of many origins, places, care sites,
organisations and occupations. Every hospital, practice and organisation here
is invented; person names are free combinations of common given names and
surnames and are not meant to denote anyone."""

FEMALE = [
    # British / Irish
    "Eleanor", "Siobhan", "Morag", "Carys", "Bethan", "Rhiannon", "Ailsa", "Fiona",
    "Niamh", "Aoife", "Orla", "Gráinne", "Heather", "Joan", "Margaret", "Doreen",
    "Brenda", "Tracey", "Kayleigh", "Jodie", "Megan", "Harriet", "Annabel", "Deborah",
    "Pauline", "Wendy", "Leanne", "Kirsty", "Imogen", "Rosalind", "Gwen", "Shona",
    # South Asian
    "Priya", "Ananya", "Farzana", "Nusrat", "Tharushi", "Kavitha", "Sunita", "Rukhsana",
    "Meera", "Nimmi", "Harpreet", "Shabnam",
    # East / South-East Asian
    "Mei", "Xiu Ying", "Ji-woo", "Yuki", "Hana", "Linh", "Thao", "Maricel", "Rowena",
    "Su-bin", "Qing", "Ayaka",
    # African / Caribbean
    "Ngozi", "Adaeze", "Akosua", "Wanjiru", "Amina", "Hodan", "Tendai", "Folake",
    "Abena", "Nokuthula", "Keisha", "Shantelle", "Marcia",
    # Middle Eastern / Turkish / Persian
    "Fatima", "Layla", "Shirin", "Elif", "Zeynep", "Rana", "Yasmin", "Noor",
    # European
    "Agnieszka", "Katarzyna", "Giulia", "Chiara", "Eleni", "Despina", "Beatriz",
    "Inês", "Marieke", "Ingrid", "Sigrid", "Olga", "Svetlana", "Anja", "Miriam",
    # Latin American
    "Lucía", "Valentina", "Ximena", "Guadalupe", "Rocío",
    # Māori / Pacific
    "Aroha", "Mere", "Losana", "Mele", "Hine", "Ana-Lisa", "Tui",
    # North American
    "Brianna", "Courtney", "Shelby", "Dakota", "Madison", "Tamsin", "Lorraine",
]

MALE = [
    "Gareth", "Dafydd", "Callum", "Angus", "Hamish", "Declan", "Cian", "Pádraig",
    "Colin", "Graham", "Keith", "Neil", "Stuart", "Barry", "Derek", "Jamie", "Liam",
    "Connor", "Oliver", "Hugh", "Rupert", "Alistair", "Euan", "Rhodri", "Seamus",
    "Rohan", "Arjun", "Imran", "Tariq", "Kamal", "Nuwan", "Sanjeev", "Harjit",
    "Faisal", "Anil", "Wei", "Jun", "Min-jun", "Hiroshi", "Takeshi", "Duc", "Minh",
    "Jericho", "Bao", "Seung-ho", "Emeka", "Chinedu", "Kwame", "Kofi", "Otieno",
    "Abdi", "Tatenda", "Oluwaseun", "Delroy", "Winston", "Omar", "Karim", "Reza",
    "Emre", "Yusuf", "Bilal", "Hamza", "Tomasz", "Piotr", "Marco", "Luca", "Nikos",
    "Giorgos", "João", "Rui", "Pieter", "Lars", "Anders", "Dmitri", "Mateo", "Diego",
    "Joaquín", "Rawiri", "Tane", "Sione", "Viliami", "Hemi", "Tyler", "Cody",
    "Brent", "Dwayne", "Garrett", "Wyatt", "Mitchell", "Lachlan", "Bruce", "Darcy",
]

SURNAMES = [
    "Haddleston", "Ormerod", "Fairbairn", "Treharne", "Llewellyn", "MacAskill",
    "Drummond", "O'Sullivan", "Fitzgerald", "McNulty", "Brennock", "Kavanagh",
    "Hartley", "Blackwood", "Pennington", "Thistlewood", "Cartwright", "Gillespie",
    "Holloway", "Greenhalgh", "Rowntree", "Sutcliffe", "Entwistle", "Kershaw",
    "Dunmore", "Ellery", "Fenwick", "Garside", "Hargreaves", "Ibbotson", "Jowett",
    "Lockwood", "Mottram", "Nuttall", "Ollerton", "Pickersgill", "Quarmby",
    "Ramsbottom", "Shuttleworth", "Tattersall", "Uttley", "Whiteside", "Yardley",
    "McCafferty", "Ní Bhriain", "Ó Ceallaigh", "Mulcahy", "Cosgrave", "Devlin",
    "Patel", "Chaudhry", "Rahman", "Begum", "Perera", "Jayasuriya", "Iyer",
    "Venkatesh", "Chowdhury", "Malhotra", "Siddiqui", "Sandhu", "Ranasinghe",
    "Wong", "Chen", "Liang", "Zhou", "Park", "Choi", "Tanaka", "Nakamura",
    "Nguyen", "Tran", "Pham", "Santos", "Dela Cruz", "Bautista", "Okafor",
    "Adeyemi", "Nwosu", "Mensah", "Boateng", "Kamau", "Odhiambo", "Warsame",
    "Mohamud", "Moyo", "Chikwanha", "Oyelaran", "Haddad", "Khalil", "Al-Sayed",
    "Farahani", "Tehrani", "Yilmaz", "Demir", "Kowalski", "Nowak", "Wiśniewska",
    "Rossi", "Bianchi", "Esposito", "Papadopoulos", "Georgiou", "Ferreira",
    "Costa", "van der Berg", "Jansen", "Lindqvist", "Haugen", "Gutierrez",
    "Morales", "Castillo", "Ngata", "Parata", "Tupou", "Faleolo", "Campbell-Brown",
    "Okonkwo", "Delacroix", "Beauchamp", "Thibodeaux", "Kowalczyk", "Halvorsen",
    "Brightwater", "Stonehouse", "Merriweather", "Ashdown", "Cheung", "Lam",
    "Kaur", "Gill", "Dhaliwal", "Abernethy", "Galbraith", "Strachan", "Urquhart",
]

NICK = {"Margaret": "Maggie", "Deborah": "Debs", "Eleanor": "Ellie", "Harriet": "Hattie",
        "Oliver": "Ollie", "Alistair": "Ali", "Dmitri": "Dima", "Katarzyna": "Kasia",
        "Rosalind": "Roz", "Jamie": "Jay", "Oluwaseun": "Seun", "Lachlan": "Lachie",
        "Gareth": "Gaz", "Valentina": "Vale", "Nokuthula": "Nox", "Imogen": "Immy"}

STREET_STEMS = [
    "Alder", "Beacon", "Birchwood", "Bramble", "Cedar", "Chapel", "Clover",
    "Copper Beech", "Dairy", "Elm Tree", "Fernhill", "Foxglove", "Gorse", "Granary",
    "Hawthorn", "Heron", "Holly", "Kiln", "Larkspur", "Linden", "Mallard", "Meadow",
    "Millrace", "Moorland", "Oakfield", "Orchard", "Osprey", "Paddock", "Quarry",
    "Rookery", "Rowan", "Saddler", "Sandpiper", "Sorrel", "Spinney", "Tannery",
    "Thornbury", "Tithe Barn", "Weaver", "Willow", "Wren", "Yew Tree", "Juniper",
    "Magnolia", "Sycamore", "Cottonwood", "Dogwood", "Tamarack", "Kingfisher",
    "Ropewalk", "Blacksmith", "Lantern", "Sheepfold", "Cobblers", "Wheelwright",
]
STREET_EXTRA = {
    "AU": ["Banksia", "Wattle", "Jacaranda", "Bottlebrush", "Ironbark", "Coolibah"],
    "NZ": ["Kowhai", "Pohutukawa", "Rimu", "Totara", "Matai", "Karaka"],
    "US": ["Mesquite", "Sagebrush", "Hickory", "Buckeye", "Pecan", "Bluebonnet"],
    "CA": ["Tamarack", "Spruce", "Chinook", "Muskoka", "Balsam", "Trillium"],
    "UK": ["Bluebell", "Heathcote", "Gannet", "Curlew"],
    "IE": ["Hazel", "Bog Cotton", "Blackthorn", "Ashgrove"],
}
STREET_TYPES = {
    "UK": ["Road", "Lane", "Close", "Avenue", "Crescent", "Street", "Gardens", "Way", "Terrace", "Drive", "Grove", "Mews"],
    "IE": ["Road", "Avenue", "Park", "Lawn", "Grove", "Street", "Heights", "Drive", "Court"],
    "US": ["St", "Ave", "Blvd", "Dr", "Ln", "Rd", "Ct", "Street", "Avenue", "Drive", "Pkwy", "Way"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court", "Trail"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Close", "Place", "Terrace", "St", "Rd"],
    "NZ": ["Street", "Road", "Crescent", "Avenue", "Terrace", "Place", "Drive", "Rise"],
}

# (town, county/state/region full, abbreviation or None, postcode seed)
TOWNS = {
    "UK": [("Ashcombe", "Devon", None, "EX"), ("Kelbrook Moor", "Lancashire", None, "BB"),
           ("Marrowby", "North Yorkshire", None, "YO"), ("Hollinsford", "Derbyshire", None, "DE"),
           ("Wexley Green", "Kent", None, "ME"), ("Castle Drummond", "Perthshire", None, "PH"),
           ("Llanbedr Fawr", "Powys", None, "LD"), ("Pendleford", "Staffordshire", None, "ST"),
           ("Stourcombe", "Somerset", None, "TA"), ("Bramhope Bridge", "West Yorkshire", None, "LS"),
           ("Fennick St Mary", "Norfolk", None, "NR"), ("Garrowhill End", "Lanarkshire", None, "ML"),
           ("Northwold Fen", "Cambridgeshire", None, "CB"), ("Tarnbeck", "Cumbria", None, "CA"),
           ("Hexleigh", "Northumberland", None, "NE"), ("Oxcombe Magna", "Wiltshire", None, "SN")],
    "IE": [("Kilcarrow", "Co. Kilkenny", None, "R95"), ("Dunmoran", "Co. Galway", None, "H91"),
           ("Rathcullen", "Co. Cork", None, "T12"), ("Ballyfearna", "Co. Mayo", None, "F23"),
           ("Clonbracken", "Co. Meath", None, "C15"), ("Annaghmore", "Co. Donegal", None, "F92"),
           ("Glenaskeagh", "Co. Wicklow", None, "A67"), ("Carrigdrum", "Co. Limerick", None, "V94")],
    "US": [("Cedar Hollow", "Ohio", "OH", "43"), ("Port Carvell", "Maine", "ME", "04"),
           ("Westbrook Falls", "Minnesota", "MN", "55"), ("Riverton Heights", "Oregon", "OR", "97"),
           ("Glenmoor", "Pennsylvania", "PA", "19"), ("Ashland Springs", "Virginia", "VA", "22"),
           ("Harlow Creek", "Texas", "TX", "75"), ("Sable Point", "Michigan", "MI", "49"),
           ("Lone Elm", "Kansas", "KS", "66"), ("Bellmont Center", "Massachusetts", "MA", "01"),
           ("New Carthage", "Georgia", "GA", "30"), ("Silver Mesa", "Arizona", "AZ", "85"),
           ("Oak Ridge Park", "Illinois", "IL", "60"), ("Dunmore Valley", "Colorado", "CO", "80"),
           ("Pelican Shoals", "Florida", "FL", "33"), ("Marrow Bend", "Tennessee", "TN", "37")],
    "CA": [("Port Alder", "British Columbia", "BC", "V"), ("Lakefield Crossing", "Ontario", "ON", "K"),
           ("St-Rémi-du-Lac", "Quebec", "QC", "J"), ("Prairie Rose", "Saskatchewan", "SK", "S"),
           ("Cobble Harbour", "Nova Scotia", "NS", "B"), ("Red Willow Flats", "Alberta", "AB", "T"),
           ("Thornhaven", "Manitoba", "MB", "R"), ("Kingsmere", "Ontario", "ON", "L"),
           ("Birch Narrows", "New Brunswick", "NB", "E")],
    "AU": [("Wattle Creek", "New South Wales", "NSW", "2"), ("Port Marlow", "Victoria", "VIC", "3"),
           ("Bundarra Heads", "Queensland", "QLD", "4"), ("Yarrabee", "Western Australia", "WA", "6"),
           ("Mount Eyre", "South Australia", "SA", "5"), ("Derwent Bay", "Tasmania", "TAS", "7"),
           ("Coolabah Springs", "New South Wales", "NSW", "2"), ("Tilba Point", "Victoria", "VIC", "3"),
           ("Kurrajong Flat", "Queensland", "QLD", "4")],
    "NZ": [("Te Mahoe", "Bay of Plenty", None, "3"), ("Rangiwhero", "Waikato", None, "3"),
           ("Port Halsey", "Canterbury", None, "7"), ("Kaimanawa Heights", "Hawke's Bay", None, "4"),
           ("Otahuna", "Otago", None, "9"), ("Karearea Bay", "Northland", None, "0"),
           ("Riverslea", "Manawatū-Whanganui", None, "4"), ("Tawhiti Rise", "Wellington", None, "5")],
}

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "USA", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand"}
COUNTRY_ALT = {"UK": ["UK", "United Kingdom", "England"], "IE": ["Ireland", "Éire", "Republic of Ireland"],
               "US": ["USA", "United States", "U.S.A"], "CA": ["Canada"], "AU": ["Australia"],
               "NZ": ["New Zealand", "Aotearoa New Zealand", "NZ"]}
ORIGIN_COUNTRIES = ["Portugal", "Sri Lanka", "Nigeria", "the Philippines", "Poland", "Ghana",
                    "Kenya", "Somalia", "Zimbabwe", "Vietnam", "South Korea", "Japan", "Iran",
                    "Turkey", "Greece", "Italy", "the Netherlands", "Norway", "Chile", "Mexico",
                    "Samoa", "Tonga", "Fiji", "Pakistan", "Bangladesh", "India", "Jamaica",
                    "Hong Kong", "Lebanon", "Brazil", "South Africa", "Ukraine", "Egypt"]

# hospitals: (full, short form or None)
HOSPITALS = {
    "UK": [("Ashcombe General Hospital", "AGH"), ("Royal Kelvingate Infirmary", "RKI"),
           ("St Brennan's University Hospital", "SBUH"), ("Harrowfield District Hospital", "HDH"),
           ("Pennine Vale Hospital", None), ("Northwold Royal Hospital", "NRH"),
           ("Queen Adelaide Hospital", "QAH"), ("Tarnbeck Infirmary", None)],
    "IE": [("St Colmcille's University Hospital", "SCUH"), ("Dunmoran Regional Hospital", "DRH"),
           ("Mercy Rathcullen Hospital", None), ("Our Lady of Kilcarrow Hospital", "OLKH"),
           ("Western Shore University Hospital", "WSUH")],
    "US": [("Lakeshore Regional Medical Center", "LRMC"), ("Mercy Hollow Hospital", None),
           ("Pinecrest University Hospital", "PUH"), ("St. Ansgar Medical Center", "SAMC"),
           ("Carvell Memorial Hospital", "CMH"), ("Silver Mesa Health System", None),
           ("Harlow Creek Baptist Hospital", "HCBH")],
    "CA": [("Lakefield General Hospital", "LGH"), ("Port Alder Regional Hospital", "PARH"),
           ("Hôpital Sainte-Ombeline", None), ("Kingsmere Health Sciences Centre", "KHSC"),
           ("Cobble Harbour Health Centre", None), ("Prairie Rose Union Hospital", "PRUH")],
    "AU": [("Wattle Creek Base Hospital", "WCBH"), ("Port Marlow Private Hospital", None),
           ("Bundarra Heads University Hospital", "BHUH"), ("St Aidan's Private Hospital", None),
           ("Derwent Bay General Hospital", "DBGH"), ("Yarrabee Health Campus", None)],
    "NZ": [("Te Mahoe Hospital", None), ("Port Halsey Hospital", "PHH"),
           ("Rangiwhero Base Hospital", "RBH"), ("Karearea Bay Hospital", None),
           ("Otahuna Private Surgical Hospital", None)],
}
PRACTICES = {
    "UK": ["Elmfield Surgery", "Castlegate Medical Practice", "The Willows Health Centre",
           "Riverside Medical Group", "Bramhope Family Practice", "Millrace Surgery",
           "Hexleigh Road Surgery", "Fenside Medical Centre"],
    "IE": ["Kilcarrow Family Practice", "Quayside Medical Centre", "Ard Mhuire Surgery",
           "Glenaskeagh Health Centre", "Parkview GP Practice"],
    "US": ["Cedar Hollow Family Medicine", "Northside Primary Care Associates",
           "Bellmont Internal Medicine", "Mesa Vista Family Practice", "Sable Point Community Clinic"],
    "CA": ["Lakefield Family Health Team", "Harbourfront Medical Clinic", "Clinique du Lac",
           "Thornhaven Community Health Centre", "Birch Narrows Family Practice"],
    "AU": ["Wattle Creek Medical Centre", "Harbour Street Family Practice", "Tilba Point Clinic",
           "Coolabah Springs Medical", "Bayside GP Super Clinic"],
    "NZ": ["Te Mahoe Health Centre", "Riverslea Medical", "Karearea Bay Family Doctors",
           "Tawhiti Rise Medical Centre", "Port Halsey Union Health"],
}
IMAGING = ["Coastline Radiology", "Meridian Imaging", "Harbourlight Radiology", "Vantage Medical Imaging",
           "Clearview Ultrasound", "Northstar Imaging Group"]
PATHLABS = ["Meridian Pathology", "Greystone Laboratories", "Southern Crest Pathology",
            "Kelvin Path Services", "Lumen Cytology Partners"]
PHARMACIES = ["Kingsway Pharmacy", "Hollins Chemist", "Bayside Pharmacy", "Corner Apothecary",
              "Riverside Pharmacy", "Medlow Chemists"]
WARDS = ["Rowan Ward", "Kestrel Ward", "Ward 22", "Ward 4B", "Nightjar Unit", "Surgical Ward 7",
         "Holly Ward", "Ward C3", "Linden Ward", "Tui Ward", "Banksia Ward", "Ward 5 North",
         "Heron Ward", "Ward 11A", "Maple Unit"]
RAI_UNITS = ["Helios Suite", "Curie Isolation Unit", "Ward 3 Radionuclide Suite", "Beacon Suite",
             "Lister Radioiodine Rooms"]

EMPLOYERS = ["Harbourside Logistics", "Pennine Building Society", "Greyfriars Academy",
             "St Columba's Primary School", "Northgate Bus Company", "Tidewater Fisheries",
             "Brightline Contact Centre", "Halden & Price Solicitors", "Copperleaf Bakery",
             "Kestrel Engineering Ltd", "Valley Co-operative Dairy", "Marrowby Borough Council",
             "Bluegum Aged Care", "Silverfern Timber", "Orchard Lane Nursery", "Redgate Motors",
             "Quarry Hill Academy", "Lanternlight Theatre Company", "Harlow Creek ISD",
             "Prairie Rose Co-op", "Coastal FM", "Ironbark Mining Pty Ltd", "Westfold Insurance Brokers"]
CHOIRS = ["Marlow Community Choir", "Riverside Baptist Church", "St Kentigern's Church Choir",
          "Tilba Point Gospel Singers", "Kelbrook Male Voice Choir", "Harbour Lights Barbershop"]
INSURERS = {"US": ["Evergreen Health Plan", "Northstar Mutual Health", "Bluewater Benefit Partners",
                   "Keystone Prairie Health"],
            "AU": ["Wattle Health Fund", "Coastal Mutual Health", "Southgate Health Cover"],
            "IE": ["Emerald Health Insurance", "Shamrock Care Cover"],
            "CA": ["Maple Shield Benefits", "Laurentian Group Health"],
            "NZ": ["Kauri Health Cover", "Harbour Mutual Medical"],
            "UK": ["Albion Private Health", "Pennine Medical Assurance"]}

PROFESSIONS = [
    "primary school teacher", "secondary school teacher", "professional singer", "choir director",
    "call-centre adviser", "barrister", "auctioneer", "radio presenter", "bus driver", "taxi driver",
    "electrician", "dairy farmer", "accountant", "chef", "hairdresser", "plumber",
    "software developer", "retail assistant", "warehouse operative", "university lecturer",
    "pastor", "fitness instructor", "sheep shearer", "fisherman", "lorry driver", "solicitor",
    "teaching assistant", "actor", "carpenter", "care worker", "police officer", "firefighter",
    "postal worker", "librarian", "civil engineer", "mechanic", "tour guide", "sales representative",
    "nurse", "pharmacist", "opera singer", "receptionist", "sports commentator", "dental hygienist",
    "welder", "cleaner", "bank clerk", "veterinary nurse", "lawyer", "landscape gardener",
]
RETIRED_PROF = ["teacher", "miner", "nurse", "bus driver", "civil servant", "shopkeeper",
                "engineer", "farmer", "midwife", "postman", "publican", "secretary"]
VOICE_PROFS = ["professional singer", "choir director", "radio presenter", "barrister",
               "auctioneer", "primary school teacher", "call-centre adviser", "opera singer",
               "actor", "sports commentator", "pastor", "university lecturer"]

FAMILY_REL_F = ["wife", "daughter", "sister", "mother", "partner", "niece", "granddaughter", "friend"]
FAMILY_REL_M = ["husband", "son", "brother", "father", "partner", "nephew", "grandson", "neighbour"]

HOLIDAYS = {"UK": ["Christmas", "Easter", "Boxing Day", "the May bank holiday", "New Year"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "the October bank holiday"],
            "US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day", "Memorial Day"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day"],
            "AU": ["Christmas", "Anzac Day", "Easter", "Australia Day"],
            "NZ": ["Christmas", "Waitangi Day", "Matariki", "Easter", "Labour Weekend"]}

# hard negatives sprinkled in free text (eponyms, devices, scores, codes, guideline bodies)
EPONYMS = ["Hashimoto's thyroiditis", "Graves' disease", "Hürthle cell change", "Berry's ligament",
           "tubercle of Zuckerkandl", "Chvostek's sign", "Trousseau's sign", "Kocher incision",
           "Pemberton's sign", "Riedel's thyroiditis", "de Quervain's thyroiditis",
           "Joll's space", "Wolff-Chaikoff effect", "Plummer's disease", "the Delphian node",
           "Galen's anastomosis", "Sistrunk procedure", "Jod-Basedow phenomenon"]
DEVICE_MODELS = ["Medtronic NIM-Response 3.0", "NIM Vital", "Harmonic Focus+", "LigaSure Exact Dissector",
                 "Fluobeam LX", "PTeye", "Thunderbeat Open Fine Jaw", "Olympus ENF-VH2",
                 "Karl Storz 11101RP", "GE Logiq E10", "Canon Aplio i800", "Philips EPIQ Elite",
                 "Siemens Symbia Intevo", "Medtronic Azure XT", "ResMed AirSense 10"]
GUIDE_BODIES = ["BTA", "ATA", "BAETS", "RCPath", "ACR", "NICE", "ESMO", "ETA", "AACE", "NCCN",
                "ANZES", "CAES"]

# employer suited to an occupation (first matching keyword wins; else EMPLOYERS)
EMPLOYER_BY_KEY = [
    ("teach", ["Greyfriars Academy", "St Columba's Primary School", "Quarry Hill Academy", "Harlow Creek ISD",
               "Kelbrook Moor Community College", "Tawhiti Rise School"]),
    ("lecturer", ["University of the Pennine Dales", "Southern Lakes Institute of Technology"]),
    ("driver", ["Northgate Bus Company", "Harbourside Logistics", "Redline Freight", "Kestrel Cabs"]),
    ("singer", ["Lanternlight Theatre Company", "Northern Lyric Opera", "Marlow Community Choir"]),
    ("actor", ["Lanternlight Theatre Company", "Old Quay Playhouse"]),
    ("choir", ["Marlow Community Choir", "Riverside Baptist Church", "St Kentigern's Church Choir"]),
    ("pastor", ["Riverside Baptist Church", "Grace Fellowship Tilba Point"]),
    ("presenter", ["Coastal FM", "Valley Sound Radio"]),
    ("commentator", ["Coastal FM", "Valley Sound Radio"]),
    ("call-centre", ["Brightline Contact Centre", "Westfold Insurance Brokers"]),
    ("barrister", ["Ashdown Chambers", "Halden & Price Solicitors"]),
    ("solicitor", ["Halden & Price Solicitors", "Mottram Keel LLP"]),
    ("lawyer", ["Halden & Price Solicitors", "Mottram Keel LLP"]),
    ("auctioneer", ["Fenwick & Daughters Auctioneers", "Prairie Rose Livestock Exchange"]),
    ("farmer", ["Valley Co-operative Dairy", "Prairie Rose Co-op"]),
    ("fisherman", ["Tidewater Fisheries"]),
    ("shearer", ["Silverfern Timber", "Ironbark Pastoral Co"]),
    ("care worker", ["Bluegum Aged Care", "Heronsgate Home Care"]),
    ("nurse", ["Bluegum Aged Care", "Heronsgate Home Care"]),
    ("chef", ["Copperleaf Bakery", "The Granary Kitchen"]),
    ("police", ["Marrowby Borough Council"]),
    ("mechanic", ["Redgate Motors", "Kestrel Engineering Ltd"]),
    ("engineer", ["Kestrel Engineering Ltd", "Ironbark Mining Pty Ltd"]),
    ("developer", ["Bytefold Software", "Westfold Insurance Brokers"]),
    ("accountant", ["Pennine Building Society", "Westfold Insurance Brokers"]),
    ("bank", ["Pennine Building Society"]),
    ("retail", ["Harbour Street Market", "Corner Hardware Co"]),
    ("warehouse", ["Harbourside Logistics", "Redline Freight"]),
]

BUILDINGS = ["Seacole Building", "Jubilee Wing", "Tower B", "Kowhai Building", "Lister Wing", "Harbour View Block",
             "Brunel Outpatient Centre", "Level 3, East Tower", "Fleming Pavilion", "Wattle Block", "Norris Building",
             "Cavell Centre", "Podium Level 2", "Aoraki Wing", "Red Zone, Block C"]
