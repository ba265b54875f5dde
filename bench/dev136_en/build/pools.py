"""Invented value pools for dev136_en.  Every name, town, street, facility and
employer below was made up for this set.  Real country names and US state /
Australian state names appear as themselves."""

# ---------------------------------------------------------------- names
# first names of many origins; several are ordinary English words
FIRST_F = [
    "Hope", "Grace", "Faith", "Joy", "Dawn", "Rose", "Ivy", "Iris", "Olive", "June",
    "May", "Summer", "Holly", "Hazel", "Amber", "Robin", "Pearl", "Ruby", "Heather",
    "Siobhan", "Aoife", "Niamh", "Caoimhe", "Roisin", "Orla", "Grainne", "Sinead",
    "Eilidh", "Morag", "Catriona", "Bethan", "Ffion", "Carys", "Margaret", "Doreen",
    "Brenda", "Patricia", "Eileen", "Maureen", "Sandra", "Karen", "Julie", "Tracey",
    "Charlotte", "Emily", "Sophie", "Chloe", "Harriet", "Imogen", "Priya", "Anjali",
    "Sunita", "Harpreet", "Farzana", "Nusrat", "Ayesha", "Fatima", "Zainab", "Amina",
    "Chiamaka", "Ngozi", "Folake", "Adaeze", "Abena", "Hodan", "Faduma", "Mei",
    "Xiu Ying", "Lan", "Thi Hoa", "Ngoc Anh", "Haruka", "Yuki", "Ji-woo", "Min-seo",
    "Eleni", "Despina", "Giulia", "Francesca", "Agnieszka", "Katarzyna", "Ewa",
    "Ioana", "Ruta", "Marisol", "Lucia", "Ines", "Leilani", "Mere", "Aroha", "Losana",
    "Maricel", "Rowena", "Nadia", "Layla", "Rania", "Zeynep", "Elif", "Tahnee",
    "Kylie", "Shannon", "Bronwyn", "Jacinta", "Raelene", "Sharon", "Tegan", "Wendy",
]
FIRST_M = [
    "Will", "Bill", "Frank", "Jack", "Rich", "Guy", "Mark", "Grant", "Chase", "Dean",
    "Miles", "Jay", "Drew", "Cliff", "Glen", "Dale", "Rob", "Wade", "Lance", "Reed",
    "Sean", "Padraig", "Cathal", "Eoin", "Ciaran", "Donal", "Fergal", "Tadhg",
    "Declan", "Colm", "Hamish", "Angus", "Callum", "Euan", "Gareth", "Rhys", "Dafydd",
    "Geoffrey", "Derek", "Trevor", "Malcolm", "Keith", "Graham", "Nigel", "Colin",
    "Barry", "Kevin", "Darren", "Wayne", "Craig", "Shane", "Bruce", "Darryl", "Brett",
    "Rajesh", "Sanjay", "Arjun", "Vikram", "Gurpreet", "Imran", "Tariq", "Bilal",
    "Yusuf", "Omar", "Khalid", "Chukwuemeka", "Obinna", "Tunde", "Kwame", "Kofi",
    "Abdirahman", "Wei", "Jun", "Hao", "Minh", "Duc", "Quang", "Hiroshi", "Kenji",
    "Seung-ho", "Dimitrios", "Nikos", "Giorgos", "Marco", "Luca", "Giuseppe",
    "Tomasz", "Piotr", "Krzysztof", "Andrei", "Mihai", "Darius", "Tomas", "Mateo",
    "Joao", "Rui", "Tane", "Wiremu", "Sione", "Tevita", "Emilio", "Rafael", "Karim",
    "Mehmet", "Emre", "Ahmad", "Hassan", "Reuben", "Ezra", "Lachlan", "Angelo",
]
SURNAMES = [
    # ordinary words
    "Brown", "Green", "White", "Black", "Young", "Rice", "Cook", "Baker", "Mason",
    "Hunter", "Fisher", "Bell", "Hill", "Wood", "Field", "Stone", "Wells", "Marsh",
    "Lamb", "Swan", "Sparrow", "Moss", "Frost", "Snow", "Winter", "Bishop", "Church",
    "King", "Page", "Ward", "Hall", "Lane", "Chambers", "Best", "Power", "Sharp",
    "Bone", "Hope", "Rose", "Mills", "Banks", "Little", "Small", "Strong", "Day",
    "Nurse", "Waters", "Bridge", "Gamble", "Cross", "Bush", "Wolf", "Savage",
    # English / Scottish / Welsh
    "Thornbury", "Ashworth", "Pendlebury", "Whitcombe", "Hargreaves", "Ormerod",
    "Pickersgill", "Cattermole", "Fairbairn", "MacAulay", "McCrindle", "Drummond",
    "Strachan", "Urquhart", "Pryce", "Llewellyn", "Vaughan-Jones", "Prothero",
    # Irish
    "O'Sullivan", "Ni Bhriain", "McGillicuddy", "Fitzgerald", "O'Driscoll",
    "Mac Giolla", "Breathnach", "Kavanagh", "Cullinane", "Moriarty", "Dunleavy",
    "Hennessy", "Mulcahy", "Tierney", "Ó Floinn", "Keohane",
    # South Asian
    "Chaudhry", "Raghunathan", "Bhattacharya", "Sandhu", "Gill", "Patel", "Iyer",
    "Venkataraman", "Rahman", "Hussain", "Qureshi", "Siddiqui", "Perera",
    "Jayasuriya", "Thapa",
    # African
    "Okonkwo", "Adeyemi", "Oyelaran", "Nwosu", "Mensah", "Asante", "Owusu",
    "Abdullahi", "Warsame", "Hirsi", "Mutasa", "Banda", "Tesfaye",
    # East / South-East Asian
    "Nguyen", "Tran", "Pham", "Le", "Zhang", "Liu", "Chen", "Wong", "Tan",
    "Nakamura", "Takahashi", "Park", "Choi", "Santos", "Dela Cruz", "Reyes",
    # European
    "Papadopoulos", "Konstantinou", "Rossi", "Esposito", "Moretti", "Kowalczyk",
    "Wisniewski", "Nowak", "Popescu", "Petrauskas", "Novak", "Fernandes",
    "Oliveira", "Garcia", "Moreno", "Van der Berg", "Lindqvist", "Schultz",
    # Middle Eastern / Pacific
    "Haddad", "Khoury", "Nasser", "Yilmaz", "Demir", "Tuilagi", "Fifita",
    "Ngata", "Parata", "Te Rangi", "Vaifale",
]

# ---------------------------------------------------------------- places
TOWNS = {
    "UK": ["Brackenford", "Hollinsby", "Thornwick", "Kelderby", "Wyvernham",
           "Castlemere", "Pellingford", "Rookhurst", "Saltmarsh Bay", "Easterly Cross",
           "Gorsebrook", "Little Ashcombe", "Marrowgate", "Hexley Vale", "Stanbridge Fen",
           "Kirkhallow", "Glenfarrick", "Llanwyddan", "Pontyrhys", "Caddow Bridge",
           "Westerby", "Fallowmere", "Dunscar Heath", "Ormsby Mallow"],
    "IE": ["Ballyfeerin", "Kilcoony", "Rathdrennan", "Clonmaragh", "Dunbrecken",
           "Lisnavarra", "Ardcullen", "Glenmorra", "Tullyvane", "Carrigeen Cross",
           "Kilbrannagh", "Ballinacrow", "Drumsallagh", "Moyvalla", "Inishderry",
           "Castlegowan", "Knockaveen", "Templeshannon"],
    "AU": ["Wattleby", "Koorabine", "Mindaroo Springs", "Banksia Heights", "Yallunga",
           "Tindarra", "Goolabri", "Warrenvale", "Karrindale", "Port Carrow",
           "Emu Flats", "Marrabool", "Ironbark Creek", "Yarrabin Ridge",
           "Bellgarra", "Jindaroo", "Wirrinya Park", "Mallee Downs", "Currawong Bay",
           "Boonaroo"],
}
# counties / shires (CITY type per guideline)
COUNTIES = {
    "UK": ["Westmarch", "Hollinshire", "North Caddow", "Eastmoorshire", "Fellshire",
           "South Wyvern"],
    "IE": ["Dunmarra", "Kilbrannagh", "Ardcullen", "Glenmorra", "Tullyvane"],
    "AU": ["Tindarra Shire", "Marrabool Shire", "Goolabri Regional"],
}
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS")]
US_STATES = ["Ohio", "Texas", "Oregon", "Minnesota", "Arizona", "Maine", "Vermont",
             "Nebraska", "Montana", "Georgia"]
IE_PROVINCES = ["Munster", "Leinster", "Connacht"]
COUNTRIES = ["Poland", "Nigeria", "India", "the Philippines", "New Zealand", "Greece",
             "Italy", "Vietnam", "Lebanon", "Somalia", "Portugal", "Romania", "Canada",
             "Sri Lanka", "Ghana", "South Africa", "Malaysia", "Lithuania", "Fiji",
             "Scotland", "Spain", "Turkey", "Zimbabwe", "Pakistan", "China"]
HOME_COUNTRY = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia"}

STREET_NAMES = ["Larkspur Close", "Quarry Lane", "Tanner's Row", "Heronsgate Road",
                "Millrace Avenue", "Foxglove Way", "Chapel Brow", "Saltings Terrace",
                "Bramley Court", "Orchard Rise", "Kestrel Drive", "Old Forge Lane",
                "Ropewalk", "Gallows Hill", "Cooper's Yard", "Abbey Mews", "Fernhill Park",
                "Brook Street", "Station Parade", "Lough View", "Bothar na Tra",
                "Church Hill", "Ashgrove Lawns", "Castle Demesne", "Harbour Road",
                "Banksia Parade", "Wattle Grove", "Bottlebrush Crescent", "Jacaranda Street",
                "Currawong Place", "Kookaburra Close", "Ironbark Road", "Boundary Road",
                "Esplanade", "Mulga Street", "Hibiscus Avenue", "Tallowwood Drive"]
UNIT_FMT = {"UK": ["Flat {n}, ", "Apartment {n}, ", ""], "IE": ["Apt {n}, ", ""],
            "AU": ["Unit {n}/", ""]}

HOSPITALS = {
    "UK": ["Brackenford General Hospital", "Hollinsby Royal Infirmary",
           "St Aldric's Hospital", "Castlemere Cancer Centre", "Thornwick Community Hospital",
           "Kelderby District General", "Wyvernham University Hospital",
           "Rookhurst Memorial Hospital", "Queen Adela Hospital"],
    "IE": ["St Brigid's University Hospital", "Mercy Hospital Ardcullen",
           "Kilcoony Regional Hospital", "Rathdrennan General Hospital",
           "Our Lady of the Wayside Hospital Glenmorra", "St Fiachra's Hospital",
           "St Declan's Private Hospital Dunbrecken"],
    "AU": ["Karrindale Base Hospital", "Port Carrow Cancer Care Centre",
           "Ironbark Private Hospital", "Wattleby District Hospital",
           "Mindaroo Springs Hospital", "St Vincent de Lisle Hospital",
           "Yallunga Health Service", "Royal Banksia Hospital"],
}
TX_CENTRES = {"UK": ["Wyvernham BMT Unit", "Hollinsby Royal Infirmary"],
              "IE": ["St Brigid's University Hospital", "St Fiachra's Hospital"],
              "AU": ["Royal Banksia Hospital", "Port Carrow Cancer Care Centre"]}
WARDS = ["Rowan Ward", "Bluebell Ward", "Heron Ward", "Ward 22", "Ward 7B",
         "Larch Ward", "St Ita's Ward", "Ocean Ward", "Kingfisher Ward", "Wattle Ward",
         "Osprey Ward", "Ward 4 North"]
DAY_UNITS = ["Linden Day Unit", "Heron Chemotherapy Suite", "Bracken Day Unit",
             "Sycamore Unit", "Acacia Day Oncology", "St Anne's Day Ward",
             "Waratah Day Centre", "Willow Infusion Suite"]
HOSPICES = {"UK": ["St Ethelwyn's Hospice", "Fallowmere Hospice", "Kirkhallow Hospice"],
            "IE": ["St Ronan's Hospice", "Glenmorra Hospice Foundation Unit"],
            "AU": ["Marrabool Palliative Care Unit", "Banksia House Hospice"]}
GP_PRACTICES = {"UK": ["Millbrook Surgery", "Quarry Lane Medical Centre",
                       "The Gorsebrook Practice", "Station Road Surgery",
                       "Hexley Vale Health Centre"],
                "IE": ["Kilcoony Family Practice", "Main Street Medical",
                       "Ballyfeerin Health Centre", "Riverside GP Clinic"],
                "AU": ["Wattleby Family Medical", "Banksia Heights GP Clinic",
                       "Koorabine Medical Centre", "Port Carrow Doctors"]}
PHARMACIES = {"UK": ["Hexley Vale Pharmacy", "Pellow's Chemist"],
              "IE": ["Hennessy's Pharmacy", "Kilcoony Late Night Pharmacy"],
              "AU": ["Banksia Chemist", "Tindarra Discount Pharmacy"]}
CARE_HOMES = ["Oakhaven Care Home", "Mount Carmel Nursing Home", "Greenacres Lodge",
              "Bellgarra Aged Care", "Seaview Residential Home"]
LABS = ["Northern Haematology Diagnostic Service", "Castlemere Molecular Laboratory",
        "Tindarra Pathology", "Midland Cytogenetics Laboratory"]
BUILDINGS = ["Maple Building", "Tennant Wing", "Harcourt Pavilion", "Lister Block",
             "Aubrey Hall", "Garrick Centre", "North Tower", "Kinsella Wing"]

EMPLOYERS = ["Kestrel Freight Ltd", "Pellow & Sons Builders", "Harbourline Ferries",
             "Tindarra Shire Council", "Glenmorra Creamery", "Northgate Academy",
             "Brackenford Borough Council", "Castlemere Tyres", "Red Gum Mining Co",
             "Ashcombe Garden Centre", "Dunbrecken Mart", "Marrowgate Paper Mill",
             "Saltings Fish Co-op", "Kilcoony Credit Union", "Wattleby Meatworks",
             "Ormsby Logistics", "Larkfield Primary School", "Currawong Bay Surf Club",
             "Heronsgate Cancer Trust", "Fallowmere Rovers FC", "Ballyfeerin GAA Club",
             "St Colman's Parish", "Banksia Bowls Club", "Quayside Credit Bank",
             "Brightwater Software", "Jindaroo Vineyards", "Kelderby Bus Company"]
SUPPORT_ORGS = ["Heronsgate Cancer Trust", "Castlemere Lymphoma Support Group",
                "Sunflower Cancer Drop-in", "Kilcoony Cancer Support Centre",
                "Banksia Leukaemia Friends", "Marrabool Cancer Support Network"]
SPONSORS = ["Veridian Oncology Ltd", "Castellan Biopharma", "Northlight Therapeutics",
            "Southern Cross Haematology Group", "Celtic Myeloma Trials Network",
            "Arden Clinical Research"]
INSURERS = {"UK": ["Laurel Health Insurance", "Meridian Private Health"],
            "IE": ["Cairn Health", "Lir Health Insurance"],
            "AU": ["Laurel Health Fund", "Ironbark Health Members", "Coastal Mutual Health"]}

PROFESSIONS = ["welder", "primary school teacher", "dairy farmer", "bus driver",
               "plasterer", "accountant", "taxi driver", "electrician", "solicitor",
               "publican", "fisherman", "shearer", "postman", "civil servant",
               "care assistant", "hairdresser", "chef", "barista", "civil engineer",
               "IT consultant", "pharmacist", "nurse", "miner", "lorry driver",
               "bricklayer", "dental hygienist", "secondary school teacher",
               "sheep farmer", "forklift operator", "cleaner", "shop assistant",
               "retail manager", "police officer", "firefighter", "paramedic",
               "mechanic", "carpenter", "architect", "librarian", "factory worker",
               "security guard", "tiler", "boilermaker", "panel beater", "nanny",
               "social worker", "university lecturer", "butcher", "roofer"]

RELATIONS = [("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"),
             ("partner", "X"), ("sister", "F"), ("brother", "M"), ("niece", "F"),
             ("nephew", "M"), ("neighbour", "X"), ("friend", "X"), ("mother", "F"),
             ("son-in-law", "M"), ("daughter-in-law", "F"), ("carer", "X")]

# staff roles appear as generic roles (not PHI)
STAFF_ROLES = ["Consultant Haematologist", "Consultant Medical Oncologist",
               "Consultant Clinical Oncologist", "Specialty Registrar", "SpR",
               "Clinical Nurse Specialist", "CNS", "Staff Nurse", "Oncology Pharmacist",
               "Therapy Radiographer", "Palliative Medicine Consultant", "Research Nurse",
               "Advanced Nurse Practitioner", "Registrar", "RMO", "Fellow",
               "Clinical Trials Coordinator", "MDT Coordinator", "Medical Secretary"]

HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Easter Monday"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "St Stephen's Day",
                   "New Year's Day"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "Boxing Day"]}
