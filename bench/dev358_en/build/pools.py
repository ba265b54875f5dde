"""Invented pools for dev358_en. Person, hospital, practice and organisation names are made up.
Towns, counties, states and regions are ordinary place names; postcodes are generated."""

FIRST_F = [
    "Margaret", "Susan", "Joanne", "Rebecca", "Hannah", "Chloe", "Emily", "Grace", "Olivia", "Sophie",
    "Charlotte", "Lucy", "Abigail", "Megan", "Siobhan", "Aoife", "Niamh", "Ciara", "Orla", "Sinead",
    "Fiona", "Morag", "Carys", "Bethan", "Priya", "Anjali", "Sunita", "Farah", "Ayesha", "Harpreet",
    "Nusrat", "Shabana", "Mei", "Yuki", "Ji-woo", "Linh", "Thanh", "Ngozi", "Adaeze", "Folake", "Ama",
    "Tendai", "Thandiwe", "Amara", "Fatima", "Layla", "Nour", "Mariam", "Katarzyna", "Agnieszka",
    "Magdalena", "Irina", "Lucia", "Sofia", "Ximena", "Marisol", "Aroha", "Mere", "Losa", "Eleni",
    "Giulia", "Francesca", "Maricel", "Jocelyn", "Brittany", "Destiny", "Shanice", "Genevieve",
    "Sylvie", "Kirsty", "Leanne", "Tracey", "Dawn", "Bernadette", "Philippa", "Rosalind", "Imogen",
    "Keziah", "Tamsin", "Ruth", "Esther", "Naomi", "Hine", "Kalani", "Oksana", "Zainab", "Rukhsana",
    "Wairimu", "Efua", "Yetunde", "Marta", "Inés", "Zoë",
]
FIRST_M = [
    "Paul", "Gareth", "Stephen", "Graham", "Keith", "Callum", "Liam", "Jack", "Oliver", "Harry",
    "Thomas", "Daniel", "Nathan", "Ryan", "Connor", "Eoin", "Cathal", "Padraig", "Ronan", "Darragh",
    "Oisin", "Iain", "Hamish", "Rhys", "Dafydd", "Rahul", "Arjun", "Sanjay", "Imran", "Tariq",
    "Gurpreet", "Deepak", "Wei", "Jun", "Hiroshi", "Min-jun", "Minh", "Chidi", "Oluwaseun", "Kwame",
    "Abebe", "Blessing", "Omar", "Yusuf", "Khalid", "Hassan", "Piotr", "Tomasz", "Andrius", "Dmitri",
    "Carlos", "Mateo", "Diego", "Alejandro", "Javier", "Wiremu", "Tamati", "Hemi", "Sione", "Tavita",
    "Giorgos", "Nikos", "Marco", "Rodel", "Jericho", "Tyler", "Dakota", "Jaylen", "Marcus", "DeShawn",
    "Mathieu", "Etienne", "Alistair", "Declan", "Brendan", "Terence", "Clive", "Malcolm", "Warren",
    "Kieran", "Lachlan", "Hayden", "Brodie", "Te Rangi", "Bogdan", "Emeka", "Tunde", "Farid",
    "Joaquín", "Luca", "Anders", "Ravi", "Vikram", "Kofi", "Mohammed", "Ibrahim",
]
SURNAMES = [
    "Thornton", "Whitfield", "Barraclough", "Hargreaves", "Pickering", "Ashworth", "Entwistle",
    "Cartwright", "Fairbairn", "Gallacher", "McAllister", "Macrae", "O'Sullivan", "Fitzgerald",
    "Brennan", "Doherty", "Kavanagh", "Breathnach", "Pritchard", "Llewellyn", "Vaughan", "Patel",
    "Sharma", "Chaudhry", "Begum", "Hussain", "Siddiqui", "Kaur", "Sandhu", "Gill", "Nair", "Iyer",
    "Banerjee", "Chen", "Wong", "Liu", "Tanaka", "Nakamura", "Park", "Kim", "Nguyen", "Tran", "Pham",
    "Okafor", "Adeyemi", "Mensah", "Osei", "Moyo", "Ndlovu", "Eze", "Haile", "Tesfaye", "Al-Sayed",
    "Haddad", "Mansour", "Khalil", "Nowak", "Kowalczyk", "Wisniewska", "Petrauskas", "Ivanova",
    "Garcia", "Hernandez", "Morales", "Castillo", "Reyes", "Te Aho", "Ngata", "Parata", "Tupou",
    "Faleolo", "Fonoti", "Papadopoulos", "Georgiou", "Rossi", "Bianchi", "Esposito", "Santos",
    "Dela Cruz", "Bautista", "Tremblay", "Gagnon", "Bouchard", "Leblanc", "Walker", "Robinson",
    "Coleman", "Sullivan", "Lindqvist", "Andersen", "Van der Merwe", "Botha", "MacLeod", "Kerr",
    "Ritchie", "Dunbar", "Greenhalgh", "Sutcliffe", "Holroyd", "Whitworth", "Clough", "Fenwick",
    "Ogden", "Quayle", "Penhaligon", "Trevithick", "Ormerod", "Haworth", "Mulcahy", "Flanagan",
    "Okonkwo", "Abiodun", "Mukherjee", "Rahman", "Ismail", "Yilmaz", "Demir", "Costa", "Ferreira",
    "Horvath", "Novak", "Lindgren", "Takahashi", "Yamamoto", "Cho", "Huang", "Zhou", "Le", "Vu",
    "Whaanga", "Tawhiri", "Sapolu", "Kealoha", "Jefferson-Boyd", "Ashby-Clarke", "Oyelaran",
    "St Clair", "De Souza", "McGillivray", "Ni Riain", "Threlfall", "Bramhall", "Coutts", "Ferrier",
]
NICK = {
    "Thomas": "Tom", "Daniel": "Dan", "Margaret": "Maggie", "Oluwaseun": "Seun", "Alejandro": "Alex",
    "Katarzyna": "Kasia", "Rebecca": "Becky", "Stephen": "Steve", "Abigail": "Abbie", "Nathan": "Nate",
    "Oliver": "Ollie", "Harry": "H", "Charlotte": "Lottie", "Philippa": "Pip", "Gareth": "Gaz",
    "Alistair": "Ali", "Magdalena": "Magda", "Jericho": "Jeri", "Malcolm": "Mal", "Terence": "Terry",
    "Francesca": "Frankie", "Genevieve": "Gen", "Lachlan": "Lachie", "Bernadette": "Bernie",
    "Giorgos": "George", "Mohammed": "Mo", "Ibrahim": "Ibby", "Christopher": "Chris",
    "Kieran": "Kez", "Tamati": "Tama", "Wiremu": "Wiri", "Imogen": "Immy", "Joanne": "Jo",
}

# Street name stems and suffixes
STREET_STEMS = [
    "Mill", "Church", "Station", "Victoria", "Albert", "Park", "Oak", "Elm", "Ash", "Beech", "Chestnut",
    "Meadow", "Orchard", "Brook", "Rowan", "Hawthorn", "Heather", "Willow", "Kingfisher", "Heron",
    "Bramble", "Foxglove", "Lark", "Greenfield", "Highfield", "Fairview", "Hillside", "Riverside",
    "Lakeview", "Maple", "Cedar", "Birch", "Spruce", "Pine", "Magnolia", "Sycamore", "Laurel",
    "Juniper", "Prospect", "Union", "Carlton", "Grange", "Abbey", "Manor", "Castle", "Kings", "Queens",
    "Harbour", "Quarry", "Tannery", "Ropewalk", "Coronation", "Jubilee", "Windmill", "Swallow",
    "Curlew", "Kestrel", "Bluebell", "Primrose", "Linden", "Aspen", "Ridgeway", "Stonegate",
]
STREET_STEMS_AUNZ = ["Banksia", "Wattle", "Jacaranda", "Kowhai", "Totara", "Rimu", "Pohutukawa",
                     "Karaka", "Waratah", "Grevillea", "Bottlebrush", "Kauri", "Matai", "Boronia"]
SUFFIX = {
    "UK": ["Road", "Lane", "Street", "Close", "Avenue", "Crescent", "Drive", "Grove", "Way", "Gardens",
           "Terrace", "Court", "Mews", "Rise", "Walk"],
    "IE": ["Road", "Park", "Lawn", "Street", "Avenue", "Grove", "Drive", "Heights", "Close", "Court",
           "View", "Crescent"],
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard", "Way", "Place", "Circle",
           "Terrace", "St", "Ave", "Dr", "Rd", "Ln", "Ct", "Blvd", "Pkwy"],
    "CA": ["Street", "Avenue", "Drive", "Road", "Crescent", "Court", "Boulevard", "Way", "Place",
           "St", "Ave", "Dr", "Rd", "Cres", "Blvd"],
    "AU": ["Street", "Road", "Avenue", "Crescent", "Parade", "Place", "Close", "Drive", "Way",
           "Terrace", "Grove", "St", "Rd", "Ave", "Cres", "Pde"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Drive", "Terrace", "Grove", "Way",
           "Lane", "St", "Rd", "Ave"],
}
BUILDINGS = ["Harland Court", "Kestrel House", "Wharfside Mews", "Cobbler's Yard", "Tannery Court",
             "Linden Lodge", "Riverside Heights", "Marlow House", "Foundry Point", "Orchard View"]

# (town, county-or-region, postcode key); UK/IE counties are CITY, US/CA/AU/NZ regions are STATE
TOWNS = {
    "UK": [("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
           ("Sheffield", "South Yorkshire", "S"), ("Doncaster", "South Yorkshire", "DN"),
           ("Stockport", "Greater Manchester", "SK"), ("Bolton", "Greater Manchester", "BL"),
           ("Preston", "Lancashire", "PR"), ("Blackburn", "Lancashire", "BB"),
           ("Sunderland", "Tyne and Wear", "SR"), ("Durham", "County Durham", "DH"),
           ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Exeter", "Devon", "EX"),
           ("Truro", "Cornwall", "TR"), ("Leicester", "Leicestershire", "LE"),
           ("Derby", "Derbyshire", "DE"), ("Shrewsbury", "Shropshire", "SY"), ("Swansea", "", "SA"),
           ("Cardiff", "", "CF"), ("Wrexham", "", "LL"), ("Glasgow", "", "G"), ("Dundee", "", "DD"),
           ("Aberdeen", "Aberdeenshire", "AB"), ("Belfast", "County Antrim", "BT"),
           ("Carlisle", "Cumbria", "CA"), ("Lincoln", "Lincolnshire", "LN"),
           ("Reading", "Berkshire", "RG"), ("Luton", "Bedfordshire", "LU"),
           ("Southampton", "Hampshire", "SO"), ("Plymouth", "Devon", "PL"), ("Halifax", "West Yorkshire", "HX")],
    "IE": [("Cork", "Cork", "T12"), ("Limerick", "Limerick", "V94"), ("Galway", "Galway", "H91"),
           ("Waterford", "Waterford", "X91"), ("Sligo", "Sligo", "F91"), ("Athlone", "Westmeath", "N37"),
           ("Tralee", "Kerry", "V92"), ("Letterkenny", "Donegal", "F92"), ("Navan", "Meath", "C15"),
           ("Kilkenny", "Kilkenny", "R95"), ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"),
           ("Ennis", "Clare", "V95"), ("Castlebar", "Mayo", "F23"), ("Swords", "Dublin", "K67"),
           ("Tallaght", "Dublin", "D24"), ("Mullingar", "Westmeath", "N91")],
    "US": [("Columbus", "OH|Ohio", "432"), ("Dayton", "OH|Ohio", "454"), ("Springfield", "IL|Illinois", "627"),
           ("Peoria", "IL|Illinois", "616"), ("Madison", "WI|Wisconsin", "537"),
           ("Green Bay", "WI|Wisconsin", "543"), ("Worcester", "MA|Massachusetts", "016"),
           ("Lowell", "MA|Massachusetts", "018"), ("Albany", "NY|New York", "122"),
           ("Rochester", "NY|New York", "146"), ("Tucson", "AZ|Arizona", "857"), ("Mesa", "AZ|Arizona", "852"),
           ("Spokane", "WA|Washington", "992"), ("Tacoma", "WA|Washington", "984"),
           ("Knoxville", "TN|Tennessee", "379"), ("Boise", "ID|Idaho", "837"), ("Omaha", "NE|Nebraska", "681"),
           ("Raleigh", "NC|North Carolina", "276"), ("Savannah", "GA|Georgia", "314"),
           ("Fresno", "CA|California", "937"), ("Sacramento", "CA|California", "958"),
           ("Denver", "CO|Colorado", "802"), ("Pueblo", "CO|Colorado", "810"),
           ("Ann Arbor", "MI|Michigan", "481"), ("Grand Rapids", "MI|Michigan", "495"),
           ("Austin", "TX|Texas", "787"), ("El Paso", "TX|Texas", "799"), ("Portland", "ME|Maine", "041")],
    "CA": [("Hamilton", "ON|Ontario", "L"), ("London", "ON|Ontario", "N"), ("Ottawa", "ON|Ontario", "K"),
           ("Kingston", "ON|Ontario", "K"), ("Sudbury", "ON|Ontario", "P"),
           ("Kelowna", "BC|British Columbia", "V"), ("Victoria", "BC|British Columbia", "V"),
           ("Surrey", "BC|British Columbia", "V"), ("Calgary", "AB|Alberta", "T"), ("Red Deer", "AB|Alberta", "T"),
           ("Saskatoon", "SK|Saskatchewan", "S"), ("Regina", "SK|Saskatchewan", "S"),
           ("Winnipeg", "MB|Manitoba", "R"), ("Halifax", "NS|Nova Scotia", "B"),
           ("Moncton", "NB|New Brunswick", "E"), ("St. John's", "NL|Newfoundland and Labrador", "A"),
           ("Sherbrooke", "QC|Quebec", "J")],
    "AU": [("Parramatta", "NSW|New South Wales", "2150"), ("Newcastle", "NSW|New South Wales", "2300"),
           ("Wollongong", "NSW|New South Wales", "2500"), ("Dubbo", "NSW|New South Wales", "2830"),
           ("Geelong", "VIC|Victoria", "3220"), ("Ballarat", "VIC|Victoria", "3350"),
           ("Bendigo", "VIC|Victoria", "3550"), ("Frankston", "VIC|Victoria", "3199"),
           ("Toowoomba", "QLD|Queensland", "4350"), ("Cairns", "QLD|Queensland", "4870"),
           ("Ipswich", "QLD|Queensland", "4305"), ("Townsville", "QLD|Queensland", "4810"),
           ("Mount Gambier", "SA|South Australia", "5290"), ("Elizabeth", "SA|South Australia", "5112"),
           ("Bunbury", "WA|Western Australia", "6230"), ("Joondalup", "WA|Western Australia", "6027"),
           ("Launceston", "TAS|Tasmania", "7250"), ("Hobart", "TAS|Tasmania", "7000"),
           ("Palmerston", "NT|Northern Territory", "0830"), ("Belconnen", "ACT|Australian Capital Territory", "2617")],
    "NZ": [("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
           ("Whanganui", "Manawatu-Whanganui", "4500"), ("Napier", "Hawke's Bay", "4110"),
           ("Hastings", "Hawke's Bay", "4120"), ("Nelson", "Nelson", "7010"), ("Timaru", "Canterbury", "7910"),
           ("Christchurch", "Canterbury", "8011"), ("Dunedin", "Otago", "9016"),
           ("Invercargill", "Southland", "9810"), ("Whangarei", "Northland", "0110"),
           ("Lower Hutt", "Wellington", "5010"), ("Manukau", "Auckland", "2104"), ("Takapuna", "Auckland", "0622")],
}
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "United States", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand"}

# Invented place-stems for hospitals, practices, services
HOSP_STEMS = ["Ashcombe", "Brackenfield", "Wrenmoor", "Calderbrook", "Fellside", "Hollin Cross", "Marrowby",
              "Pennard Vale", "Kingsmere", "Orrinsford", "Thistleby", "Cawthorpe", "Lanyard Point",
              "Silverbeck", "Amberlow", "Greywater", "Hartsdown", "Quenby", "Rookhaven", "Sallowmere"]
HOSP_STEMS_US = ["Lakeshore", "Mercy Ridge", "Cedar Valley", "Prairie Bend", "Bluestem", "Harbor Point",
                 "Stonebridge", "Red Mesa", "Pinecrest Valley", "Tallgrass", "Silver Hollow", "Granite Falls"]
HOSP_STEMS_AUNZ = ["Banksia Park", "Wattle Grove", "Kereru Valley", "Tasman Ridge", "Ironbark",
                   "Koromiko", "Blue Gum Flat", "Moana Heights", "Red Cedar", "Kahikatea"]
HOSP_STEMS_IE = ["Ardmoyle", "Kilbarra", "Drumlish Cross", "Glenvarra", "Ballinmore Bridge", "Carrigdown"]
SAINTS = ["St Aldhelm's", "St Brannoc's", "St Wystan's", "St Ebba's", "St Cuthman's", "St Endellion's",
          "St Petroc's", "St Fillan's", "Holy Rood", "St Adrian's"]

PROFESSIONS = [
    "bus driver", "welder", "primary school teacher", "electrician", "accountant", "HGV driver", "nurse",
    "chef", "farmer", "software developer", "postal worker", "hairdresser", "joiner", "plasterer",
    "warehouse operative", "civil engineer", "taxi driver", "shop assistant", "police officer",
    "social worker", "dairy farmer", "commercial fisher", "coal miner", "librarian", "pharmacist",
    "care assistant", "office cleaner", "solicitor", "mechanic", "bricklayer", "firefighter",
    "dental nurse", "forklift driver", "graphic designer", "bank clerk", "sheep shearer", "lorry driver",
    "teaching assistant", "payroll administrator", "roofer", "barber", "journalist", "dock worker",
    "machinist", "shipyard fitter", "dairy hand", "architect", "physiotherapist", "retail manager", "vet",
    "school bus driver", "call-centre agent", "sous chef", "quantity surveyor", "carpenter",
]
PROFESSIONS_US = ["truck driver", "high school teacher", "Uber driver", "paralegal", "line cook",
                  "corrections officer", "HVAC technician", "pastor", "rancher", "dental hygienist",
                  "mail carrier", "cashier", "IT consultant", "realtor", "janitor"]

DIAG = [
    ("MND", "motor neurone disease (bulbar onset)", "ALS", "amyotrophic lateral sclerosis"),
    ("MND", "motor neurone disease (limb onset)", "ALS", "amyotrophic lateral sclerosis, limb onset"),
    ("DMD", "Duchenne muscular dystrophy", "DMD", "Duchenne muscular dystrophy"),
    ("SMA2", "spinal muscular atrophy type 2", "SMA2", "spinal muscular atrophy type II"),
    ("OHS", "obesity hypoventilation syndrome", "OHS", "obesity hypoventilation syndrome"),
    ("COPD", "COPD with chronic hypercapnic respiratory failure", "COPD", "COPD with chronic hypercapnic respiratory failure"),
    ("KS", "thoracic kyphoscoliosis with restrictive defect", "KS", "kyphoscoliosis, restrictive lung disease"),
    ("PPS", "post-polio syndrome", "PPS", "post-polio syndrome"),
    ("DM1", "myotonic dystrophy type 1", "DM1", "myotonic dystrophy type 1"),
    ("CCHS", "congenital central hypoventilation syndrome (PHOX2B +)", "CCHS", "congenital central hypoventilation syndrome"),
    ("SCI", "C3/4 tetraplegia following spinal cord injury", "SCI", "C3-C4 spinal cord injury"),
    ("Pompe", "late-onset Pompe disease", "Pompe", "late-onset Pompe disease"),
    ("LGMD", "limb-girdle muscular dystrophy 2I", "LGMD", "limb-girdle muscular dystrophy"),
    ("CMT", "Charcot-Marie-Tooth disease with diaphragm weakness", "CMT", "Charcot-Marie-Tooth disease with diaphragmatic weakness"),
    ("DP", "bilateral diaphragm paralysis", "DP", "bilateral diaphragmatic paralysis"),
    ("CP", "cerebral palsy with restrictive chest wall disease", "CP", "cerebral palsy, restrictive chest wall"),
]
ICD = {"MND": "G12.21", "DMD": "G71.01", "SMA2": "G12.1", "OHS": "E66.2", "COPD": "J44.9", "KS": "M41.9",
       "PPS": "G14", "DM1": "G71.11", "CCHS": "G47.35", "SCI": "S14.113", "Pompe": "E74.02",
       "LGMD": "G71.09", "CMT": "G60.0", "DP": "J98.6", "CP": "G80.9"}

# (model, serial pattern, battery note)
VENTS = [
    ("ResMed Astral 150", "2318#######", "internal battery ~8 h"),
    ("ResMed Astral 100", "2317#######", "internal battery ~8 h"),
    ("ResMed Stellar 150", "2215#######", "no internal battery"),
    ("ResMed Lumis 150 VPAP ST", "2319#######", "no internal battery"),
    ("ResMed AirCurve 10 ST-A", "2320#######", "no internal battery"),
    ("Philips Trilogy Evo", "TV0########", "internal + detachable battery"),
    ("Philips Trilogy 202", "TT1########", "internal + detachable battery"),
    ("Philips BiPAP A40 Pro", "A40########", "optional battery module"),
    ("Breas Vivo 45 LS", "V45######", "click-in battery"),
    ("Breas Vivo 65", "V65######", "internal battery"),
    ("Löwenstein prisma VENT50-C", "P50#######", "internal battery"),
    ("B&D NIPPY 4+", "N4P#####", "internal battery"),
]
MASKS_NIV = ["ResMed AirFit F20 (M)", "ResMed AirFit F20 (L)", "ResMed Quattro Air (S)", "Philips Amara View (M)",
             "Philips DreamWear full face (M)", "F&P Vitera (L)", "F&P Nova Micro (S)", "ResMed AirFit N20 (M) + chin strap",
             "ResMed Mirage Quattro (M)", "Philips AF541 (S/M) with Leak 1", "Breas iMask full face (M)",
             "ResMed AirFit F30 (M)", "ResMed Ultra Mirage II nasal (M)", "Philips PerformaTrak (L)",
             "mouthpiece ventilation (angled, Philips)", "nasal pillows (ResMed AirFit P10, S)"]
TRACHS = ["Shiley 6.0 cuffless", "Shiley 7.0 cuffed DCT", "Bivona TTS 5.0", "Portex Blue Line Ultra 7.0",
          "Portex Blue Line 4.5 uncuffed", "Bivona FlexTend 4.0", "Tracoe Twist 6.0"]
COUGH = ["Philips CoughAssist E70", "B&D Nippy Clearway 2", "Comfort Cough Plus", "Philips CoughAssist T70"]
OXI = ["Nonin WristOx2 3150", "Masimo Rad-8", "Konica Minolta Pulsox-300i", "Nonin 7500", "Masimo Rad-97"]
TCCO2 = ["SenTec SDMS (V-Sign sensor)", "SenTec Digital Monitor, V-Sign 2 sensor", "Radiometer TOSCA 500",
         "SenTec SDMS with OxiVenT sensor"]
HUMID = ["HumidAir", "integrated humidifier", "F&P MR850 + heated circuit", "H5i", "HME only (Swedish nose)",
         "Breas HA 20", "none (cold passover)"]
SUCTION = ["Laerdal LSU", "Medela Vario 18", "Drive Vacu-Aide", "Medela Clario"]
SOFTWARE = ["ResScan 7.0", "ResScan 6.1", "DirectView 3.9", "Care Orchestrator", "Breas Vivo PC Software 5.2",
            "prisma TS", "EncoreAnywhere", "AirView"]
DRUGS = ["salbutamol 100 mcg MDI prn", "tiotropium 2.5 mcg 2 puffs od", "glycopyrronium 1 mg tds",
         "hyoscine 1.5 mg patch every 72 h", "carbocisteine 750 mg tds", "morphine sulfate 2.5 mg prn",
         "riluzole 50 mg bd", "risdiplam od", "deflazacort 18 mg od", "prednisolone 5 mg od",
         "eplerenone 25 mg od", "omeprazole 20 mg od", "macrogol 1 sachet bd", "baclofen 10 mg tds",
         "buccal midazolam 10 mg prn", "furosemide 40 mg om", "lorazepam 0.5 mg sl prn", "nusinersen (intrathecal, 4-monthly)"]
EPONYM_NEG = ["Cheyne-Stokes pattern", "Guillain-Barré excluded", "Hoover's sign", "Kussmaul breathing absent",
              "Epworth", "Gowers' sign", "Babinski negative", "Wilson's disease screen negative",
              "Trendelenburg gait", "Pickwickian habitus"]

HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day"],
            "IE": ["Christmas", "St Stephen's Day", "Easter", "St Patrick's Day"],
            "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Boxing Day"],
            "AU": ["Christmas", "Australia Day", "Easter", "Anzac Day"],
            "NZ": ["Christmas", "Waitangi Day", "Easter", "Matariki"]}
ABROAD = ["Portugal", "Spain", "Pakistan", "India", "Poland", "Nigeria", "Ghana", "the Philippines", "Greece",
          "Italy", "Vietnam", "Jamaica", "Fiji", "Samoa", "Tonga", "Canada", "Australia", "New Zealand",
          "France", "Cyprus", "Malta", "Kenya", "South Africa", "Zimbabwe", "Turkey", "Lithuania", "Mexico"]
ABROAD_CITIES = {"Portugal": "Faro", "Spain": "Malaga", "Pakistan": "Lahore", "India": "Kochi", "Poland": "Gdansk",
                 "Nigeria": "Enugu", "Ghana": "Kumasi", "the Philippines": "Cebu", "Greece": "Chania",
                 "Italy": "Bari", "Vietnam": "Da Nang", "Jamaica": "Montego Bay", "Fiji": "Nadi",
                 "Samoa": "Apia", "Tonga": "Nuku'alofa", "Canada": "Halifax", "Australia": "Perth",
                 "New Zealand": "Nelson", "France": "Rennes", "Cyprus": "Paphos", "Malta": "Sliema",
                 "Kenya": "Mombasa", "South Africa": "Durban", "Zimbabwe": "Bulawayo", "Turkey": "Izmir",
                 "Lithuania": "Kaunas", "Mexico": "Oaxaca"}
LANG = ["Polish", "Urdu", "Punjabi", "Yoruba", "Tagalog", "Samoan", "Te Reo Maori", "Vietnamese", "Irish",
        "Welsh", "Arabic", "Spanish", "Tongan", "Gujarati", "Lithuanian"]

ORG_SUPPLY = ["Northvale Respiratory Services Ltd", "Tarrow Homecare Ltd", "Quillon Respiratory",
              "Pellham Medical Supplies", "Vantor Medical Equipment Inc", "Ormsby Home Health Supply",
              "Breathline Homecare Partners", "Keldmoor Medical Technology", "Southcoast Ventilation Supplies Pty Ltd",
              "Aorangi Home Medical Ltd", "Corrib Medical Equipment Ltd", "Great Plains DME Services LLC"]
ORG_CARE = ["Brightholme Care Ltd", "Heronsgate Support Services", "Lantern Home Nursing", "Maplestead Care at Home",
            "Opal Tree Community Care", "Riverside Complex Care Team", "Cairnfield Homecare", "Harbourlight Nursing Services",
            "Saltmarsh Complex Care"]
ORG_CARE_CC = {"US": ["Wildflower Home Health Agency", "Prairie Rose Private Duty Nursing"], "AU": ["Bluewattle Disability Support"],
               "NZ": ["Kowhai Lane Support Trust"], "CA": ["Northern Lights Home Care"], "IE": ["Corrib Home Support"], "UK": ["Pennine Complex Care Ltd"]}
ORG_INSURE = {"US": ["Bluegate Health Plan", "Summitline Health Insurance", "Meridale Mutual", "Crestwater Health Partners"],
              "AU": ["Harbourlight Health Fund", "Southern Cross Mutual Health", "Ironbark Health Fund"],
              "IE": ["Corrib Health Insurance", "Shannonside Health Cover"],
              "CA": ["Northland Benefits Co-operative", "Maple Shield Group Benefits"],
              "UK": ["Pennine Provident Healthcare"], "NZ": ["Aotea Health Society"]}
ORG_EMPLOY = ["Hartwell Logistics", "Ferrisby Engineering", "Kingsmere Borough Council", "Riverside Print Works",
              "Oakhurst Builders", "Tannery Lane Bakery", "Northgate Distribution", "Bramhall & Coutts Solicitors",
              "Lanyard Point Fisheries", "Harbor Point Credit Union", "Ironbark Mining Co", "Quenby Grain Co-op",
              "Greywater Bus Company", "Amberlow Garden Centre", "Silverbeck Dairy Co-operative", "Rookhaven Tyres"]
ORG_SCHOOL = ["Calder Valley College", "Wrenmoor Academy", "Granite Falls School District", "Silverbeck High School",
              "Moana Heights College", "St Wystan's Sixth Form", "Glenvarra Community College", "Sallowmere Sixth Form College",
              "Pennard Vale Special School", "Tallgrass Community College", "Kahikatea High School", "Ardmoyle Post-Primary School"]
ORG_CHARITY = ["Ventilated Lives Trust", "Breathe Easy at Home Network", "Muscle Matters Family Support",
               "Little Lungs Parents' Group", "Kingsmere Hospice at Home"]
ORG_POWER = {"UK": ["Northgrid Energy", "Pennine Power Networks"], "IE": ["Corrib Power", "Shannonside Electric"],
             "US": ["Lakeshore Electric Co-op", "Prairie Light & Power"], "CA": ["Maplegrid Hydro", "Northshore Utilities"],
             "AU": ["Tasman Electricity", "Ironbark Energy"], "NZ": ["Aotea Lines Ltd", "Kereru Power"]}
ORG_AIR = ["Skyreach Airways", "Tasman Blue Air", "Atlantic Crest Airlines", "Emerald Coast Air", "Southern Star Airways"]
LANDMARKS = [("the ", "Red Lion", " pub"), ("the ", "Kestrel Arms", ""), ("", "Millbrook Community Hall", ""),
             ("", "Sallowmere Leisure Centre", ""), ("the ", "Quenby water tower", ""), ("", "Orrinsford Bowling Club", ""),
             ("the ", "Harbour Lights", " chip shop"), ("", "St Ebba's Church", ""), ("the ", "Wharfside Tavern", ""),
             ("", "Greywater Memorial Park", ""), ("the ", "Tallgrass Diner", ""), ("the ", "Blue Gum", " roadhouse")]
WARD_NAMES = ["Larch Ward", "Kestrel Ward", "Rowan Ward", "Ward 32", "Ward 7B", "Heron Unit", "Ward 14",
              "Bay Tree Ward", "Ward 4 North", "Juniper Ward", "Ward 21", "Ocean Ward", "Unit 5C",
              "Ward 9 (Respiratory)", "Puriri Ward", "Clover Ward"]
PAED_WARDS = ["Starfish Ward", "Puffin Ward", "Rainbow Unit", "Ward 3 Kids", "Dolphin Ward", "Koala Ward"]
