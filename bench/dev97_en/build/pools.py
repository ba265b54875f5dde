"""Invented value pools for dev97_en. Every list here was written by hand for this folder.

Names mix many origins and include ordinary English words (Will, May, Hope, Grace, Baker, Bishop...).
Cities, states and countries are real place names used as ordinary values; every street, hospital,
organisation, identifier and contact value is invented.
"""

COUNTRIES = ["US", "IN", "NG", "PH", "SG", "ZA", "JM"]

COUNTRY_NAME = {
    "US": ["United States", "USA", "U.S.A"],
    "IN": ["India"],
    "NG": ["Nigeria"],
    "PH": ["Philippines", "the Philippines"],
    "SG": ["Singapore"],
    "ZA": ["South Africa", "RSA"],
    "JM": ["Jamaica"],
}

# Countries mentioned in travel / migration history (COUNTRY spans).
OTHER_COUNTRIES = ["Ghana", "Kenya", "Canada", "Saudi Arabia", "Qatar", "United Kingdom", "Malaysia",
                   "Dubai", "Zimbabwe", "Mozambique", "Bangladesh", "Nepal", "Trinidad", "Cayman Islands",
                   "Japan", "Hong Kong", "Australia", "Cameroon", "Benin", "Sri Lanka", "Indonesia", "Mexico"]
# Note: Dubai is a city; kept out of COUNTRY use below.
OTHER_COUNTRIES = [c for c in OTHER_COUNTRIES if c != "Dubai"]

GIVEN_F = {
    "US": ["Emily", "Ashley", "Grace", "Hope", "Joy", "Rose", "Faith", "Megan", "Dolores", "Tamika", "Keisha",
           "Rachel", "Heather", "Brooke", "Summer", "Ivy", "Pearl", "June", "Destiny", "Jasmine", "Crystal",
           "Amber", "Tiffany", "Gloria", "Wendy", "Misty", "Dawn"],
    "IN": ["Priya", "Lakshmi", "Anjali", "Deepa", "Kavitha", "Sunita", "Meenakshi", "Pooja", "Farah", "Shabnam",
           "Harpreet", "Gurleen", "Asha", "Divya", "Revathi", "Bhavana", "Swati", "Nandini", "Rekha", "Jyoti"],
    "NG": ["Ngozi", "Chiamaka", "Adaeze", "Funmilayo", "Folake", "Aisha", "Hauwa", "Blessing", "Patience",
           "Precious", "Comfort", "Joy", "Favour", "Temitope", "Yetunde", "Bisola", "Amarachi", "Zainab"],
    "PH": ["Maria Cristina", "Jocelyn", "Rowena", "Marites", "Lovely", "Princess", "Cherry", "Angelica",
           "Liza", "Rosario", "Mylene", "Girlie", "Jennylyn", "Precious", "Analyn", "Divina"],
    "SG": ["Mei Ling", "Hui Min", "Xin Yi", "Siew Lan", "Li Hua", "Pei Shan", "Nurul Huda", "Siti Aminah",
           "Kavitha", "Shalini", "Rachel", "Grace"],
    "ZA": ["Nomvula", "Thandiwe", "Lindiwe", "Zanele", "Precious", "Busisiwe", "Anele", "Nokuthula",
           "Marietjie", "Annelie", "Fatima", "Charmaine", "Lerato", "Palesa", "Nandi", "Refilwe"],
    "JM": ["Shanique", "Tameka", "Kerry-Ann", "Sherika", "Monique", "Joy", "Patrice", "Camille", "Novia",
           "Marcia", "Hyacinth", "Merline", "Peaches", "Sasha-Gaye", "Opal"],
}
GIVEN_M = {
    "US": ["Will", "Mark", "Frank", "Hunter", "Mason", "Chase", "Dwayne", "Tyrone", "Kevin", "Brian", "Cody",
           "Jesse", "Lance", "Wade", "Dale", "Earl", "Rusty", "Cliff", "Rich", "Bill", "Duke", "Gene", "Miles"],
    "IN": ["Rajesh", "Suresh", "Arjun", "Vikram", "Imran", "Abdul", "Manoj", "Sanjay", "Harish", "Gurpreet",
           "Thomas", "Anil", "Ravi", "Venkatesh", "Sunny", "Prakash", "Naveen", "Mohammed"],
    "NG": ["Chinedu", "Emeka", "Obinna", "Oluwaseun", "Babatunde", "Tunde", "Ibrahim", "Musa", "Sunday",
           "Goodluck", "Godwin", "Femi", "Kelechi", "Usman", "Innocent", "Friday", "Segun"],
    "PH": ["Jose Mari", "Rodrigo", "Jun", "Bong", "Romeo", "Ariel", "Rey", "Noel", "Jericho", "Dindo",
           "Efren", "Reynaldo", "Christian", "Jomar", "King"],
    "SG": ["Wei Ming", "Jun Jie", "Kai Wen", "Boon Keng", "Ah Kow", "Chee Keong", "Muhammad Faizal",
           "Hafiz", "Ravi", "Suresh", "Daniel", "Marcus"],
    "ZA": ["Sipho", "Thabo", "Themba", "Mandla", "Bongani", "Lungile", "Pieter", "Johan", "Francois", "Riaan",
           "Kagiso", "Tshepo", "Lucky", "Gift", "Justice", "Mzwandile"],
    "JM": ["Kemar", "Dwayne", "Andre", "Omar", "Delroy", "Everton", "Fitzroy", "Garfield", "Leroy", "Winston",
           "Ricardo", "Shane", "Courtney", "Devon"],
}
SURNAMES = {
    "US": ["Baker", "Cook", "Young", "Brown", "Green", "Wood", "Bishop", "Page", "Story", "Hill", "Stone",
           "Moss", "Fields", "Price", "King", "Short", "Long", "Walker", "Fisher", "Carpenter", "Hale", "Rivera",
           "Kowalski", "Nguyen", "Goldberg", "O'Brien", "McAllister", "Washington", "Delgado", "Sparrow",
           "Winter", "Rich", "Marsh"],
    "IN": ["Raman", "Iyer", "Nair", "Menon", "Reddy", "Sharma", "Verma", "Gupta", "Patel", "Shah", "Khan",
           "Qureshi", "Singh", "Gill", "Kurian", "Varghese", "Chatterjee", "Banerjee", "Rao", "Pillai",
           "Deshpande", "Kulkarni", "Joseph", "Hegde"],
    "NG": ["Okafor", "Okonkwo", "Eze", "Nwosu", "Adeyemi", "Adebayo", "Ogunleye", "Balogun", "Bello",
           "Abubakar", "Danjuma", "Ibekwe", "Obi", "Afolabi", "Oyelaran", "Nnadi", "Uche", "Ekpo", "Etim",
           "Olawale"],
    "PH": ["dela Cruz", "Santos", "Reyes", "Bautista", "Villanueva", "Mendoza", "Aquino", "Macaraeg",
           "Dimaculangan", "Pangilinan", "Soriano", "Cabrera", "Tolentino", "Manalo", "Ocampo", "de Leon"],
    "SG": ["Tan", "Lim", "Lee", "Ng", "Ong", "Wong", "Goh", "Chua", "Koh", "Teo", "Chan", "Yeo", "Sim",
           "Rahman", "Ismail", "Krishnan", "Subramaniam"],
    "ZA": ["Dlamini", "Nkosi", "Ndlovu", "Mthembu", "Khumalo", "Zulu", "Mokoena", "Molefe", "van der Merwe",
           "du Plessis", "Botha", "Pretorius", "Naidoo", "Pillay", "Adams", "Jacobs", "Hendricks", "Mahlangu"],
    "JM": ["Campbell", "Brown", "Williams", "Thompson", "Clarke", "Reid", "Grant", "Morgan", "McKenzie",
           "Francis", "Bailey", "Gayle", "Henry", "Powell", "Stewart", "Wint", "Lawrence", "Chin"],
}
SURNAME_FIRST = {"SG_CHINESE": ["Tan", "Lim", "Lee", "Ng", "Ong", "Wong", "Goh", "Chua", "Koh", "Teo", "Chan",
                                "Yeo", "Sim"]}

# (city, state full, state abbreviation or None)
PLACES = {
    "US": [("Columbus", "Ohio", "OH"), ("Tucson", "Arizona", "AZ"), ("Fresno", "California", "CA"),
           ("Albany", "New York", "NY"), ("Savannah", "Georgia", "GA"), ("Tulsa", "Oklahoma", "OK"),
           ("Spokane", "Washington", "WA"), ("Dayton", "Ohio", "OH"), ("El Paso", "Texas", "TX"),
           ("Lowell", "Massachusetts", "MA"), ("Macon", "Georgia", "GA"), ("Duluth", "Minnesota", "MN"),
           ("Joliet", "Illinois", "IL"), ("Camden", "New Jersey", "NJ"), ("Reno", "Nevada", "NV"),
           ("Mobile", "Alabama", "AL"), ("Independence", "Missouri", "MO")],
    "IN": [("Bengaluru", "Karnataka", "KA"), ("Mysuru", "Karnataka", "KA"), ("Chennai", "Tamil Nadu", "TN"),
           ("Madurai", "Tamil Nadu", "TN"), ("Kochi", "Kerala", "KL"), ("Thrissur", "Kerala", None),
           ("Pune", "Maharashtra", "MH"), ("Nagpur", "Maharashtra", None), ("Lucknow", "Uttar Pradesh", "UP"),
           ("Ludhiana", "Punjab", None), ("Hyderabad", "Telangana", None), ("Jaipur", "Rajasthan", None)],
    "NG": [("Ikeja", "Lagos State", None), ("Surulere", "Lagos", None), ("Ibadan", "Oyo State", None),
           ("Enugu", "Enugu State", None), ("Nsukka", "Enugu", None), ("Kano", "Kano State", None),
           ("Port Harcourt", "Rivers State", None), ("Abeokuta", "Ogun State", None),
           ("Zaria", "Kaduna State", None), ("Owerri", "Imo State", None)],
    "PH": [("Quezon City", "Metro Manila", None), ("Pasig", "Metro Manila", None), ("Cebu City", "Cebu", None),
           ("Mandaue", "Cebu", None), ("Davao City", "Davao del Sur", None), ("Iloilo City", "Iloilo", None),
           ("Calamba", "Laguna", None), ("Baguio", "Benguet", None), ("Tacloban", "Leyte", None)],
    "SG": [("Tampines", None, None), ("Jurong West", None, None), ("Ang Mo Kio", None, None),
           ("Bedok", None, None), ("Woodlands", None, None), ("Toa Payoh", None, None), ("Yishun", None, None),
           ("Sengkang", None, None)],
    "ZA": [("Soweto", "Gauteng", "GP"), ("Pretoria", "Gauteng", "GP"), ("Johannesburg", "Gauteng", "GP"),
           ("Khayelitsha", "Western Cape", "WC"), ("Cape Town", "Western Cape", "WC"),
           ("Stellenbosch", "Western Cape", None), ("Durban", "KwaZulu-Natal", "KZN"),
           ("Pietermaritzburg", "KwaZulu-Natal", "KZN"), ("Mthatha", "Eastern Cape", "EC"),
           ("Gqeberha", "Eastern Cape", None), ("Polokwane", "Limpopo", None)],
    "JM": [("Kingston", "St. Andrew", None), ("Half Way Tree", "St. Andrew", None),
           ("Spanish Town", "St. Catherine", None), ("Portmore", "St. Catherine", None),
           ("Mandeville", "Manchester", None), ("Montego Bay", "St. James", None), ("May Pen", "Clarendon", None),
           ("Ocho Rios", "St. Ann", None), ("Savanna-la-Mar", "Westmoreland", None)],
}

STREET_NAMES = {
    "US": ["Larkspur Avenue", "Old Mill Road", "Hickory Lane", "Birchwood Drive", "Quarry Street",
           "Cottonwood Court", "Lantern Way", "Sycamore Boulevard", "Tanager Street", "Fairhaven Road"],
    "IN": ["2nd Main Road", "Temple Street", "Gandhi Bazaar Road", "Canal Road", "Mango Grove Lane",
           "Station Road", "Kamaraj Salai", "Nehru Cross Street"],
    "NG": ["Adewale Crescent", "Oduduwa Way", "Palm Grove Estate Road", "Bode Thomas Close", "Church Street",
           "Okigwe Road", "Market Road", "Unity Avenue"],
    "PH": ["Sampaguita Street", "Mabini Street", "Rizal Avenue", "Kamagong Street", "Narra Road",
           "Bonifacio Drive", "Ilang-Ilang Street"],
    "SG": ["Tampines Street 41", "Jurong West Avenue 5", "Ang Mo Kio Avenue 10", "Bedok North Road",
           "Woodlands Drive 16", "Lorong 4 Toa Payoh", "Yishun Ring Road"],
    "ZA": ["Protea Road", "Jacaranda Street", "Vilakazi Street", "Main Reef Road", "Bokmakierie Crescent",
           "Msenge Street", "Kloof Avenue"],
    "JM": ["Hibiscus Avenue", "Hope Road", "Constant Spring Road", "Barbican Close", "Ackee Walk",
           "Lime Tree Lane", "Red Hills Road"],
}

HOSPITALS = {
    "US": ["Cedar Hollow Medical Center", "Larkspur Community Hospital", "Saint Brendan's Regional Medical Center",
           "Riverbend Family Practice", "Maple Grove Urgent Care", "Northgate Women's Clinic",
           "Silver Pines Nursing Home", "Bayline General Hospital", "Prairie Ridge Health Center",
           "Quarry Hill Pharmacy", "Lantern Point Hospice"],
    "IN": ["Sree Ananda Multispeciality Hospital", "Lotus Maternity Home", "Vasantham Nursing Home",
           "Shanthi Clinic", "Kaveri Medical College Hospital", "Sanjeevani Diagnostics", "Arogya Pharmacy",
           "Nilgiri Heart Institute", "Mother Teresa Charitable Dispensary"],
    "NG": ["Adeyemi Memorial Hospital", "Crestfield Specialist Hospital", "Mercy Tabernacle Clinic",
           "Oluyole General Hospital", "Goodhealth Pharmacy", "Lagoon View Medical Centre",
           "Iroko Family Clinic", "Harmony Maternity Home"],
    "PH": ["Bayanihan General Hospital", "Mabuhay Lying-In Clinic", "San Lorenzo Doctors Hospital",
           "Sampaguita Medical Clinic", "Sto. Nino Community Hospital", "Kalinga Family Pharmacy",
           "Malinis Diagnostic Center"],
    "SG": ["Kallang River General Hospital", "Eastpoint Family Clinic", "Jurong Lakeside Medical Centre",
           "Orchid Nursing Home", "Sunrise Pharmacy", "Bukit Serene Polyclinic", "Marina Crest Hospital"],
    "ZA": ["Ubuntu Community Health Centre", "Protea Valley Hospital", "Mopane District Hospital",
           "Fynbos Medical Centre", "Sizwe Day Hospital", "Kloofview Clinic", "Ithemba Pharmacy"],
    "JM": ["Blue Mountain Regional Hospital", "Liguanea Medical Centre", "Cornwall Heights Hospital",
           "Dunn's River Family Practice", "Port Royal Pharmacy", "Mona Vale Health Centre"],
}
WARDS = ["Nightingale Ward", "Jacaranda Ward", "Lotus Ward", "Sampaguita Ward", "Mahogany Ward",
         "Hibiscus Ward", "Protea Ward", "Seacole Ward", "Orchid Ward", "Baobab Ward"]

ORGS = {
    "US": ["Harbourline Freight", "Tri-County Transit", "Lincoln Park Middle School", "Golden Harvest Foods",
           "Grace Fellowship Church", "Pinecrest Auto Body", "Midway Logistics"],
    "IN": ["Kaveri Textiles", "Infocrest Systems", "St. Aloysius High School", "Deccan Rail Works",
           "Annapurna Caterers", "Bharat Granite Exports"],
    "NG": ["Lekki Cement Works", "Zenith Crest Bank", "Redeemed Grace Assembly", "Oyo Polytechnic Staff School",
           "Eko Danfo Transport Union", "Sunshine Bakery"],
    "PH": ["Blue Mango BPO", "Pacific Star Shipping", "Bayanihan Elementary School", "Iglesia ng Pag-asa",
           "Kalye Motors", "Mindanao Banana Growers Cooperative"],
    "SG": ["Harbourfront Marine Engineering", "Lion City Cleaning Services", "Meridian Call Solutions",
           "Clementi Primary School", "Kopi Corner Foods"],
    "ZA": ["Rand Reef Mining", "Siyakhula Security", "Table Bay Canning", "Thembisa Methodist Church",
           "Khanya Secondary School", "Blue Crane Transport"],
    "JM": ["Blue Mountain Coffee Cooperative", "Island Breeze Resort", "Ackee Tree Basic School",
           "Portmore Bauxite Haulage", "Calvary Gospel Chapel"],
}
INSURERS = {
    "US": ["Keystone Mutual Health", "Prairie Shield", "Liberty Crest Health Plan"],
    "IN": ["Suraksha Health Insurance", "Navjeevan Mediclaim"],
    "NG": ["Crestcare HMO", "Ikenga Health Partners"],
    "PH": ["Malasakit Health Care Plan"],
    "SG": ["Lionheart Shield"],
    "ZA": ["Ubuntu Medical Aid", "Fynbos Health Scheme"],
    "JM": ["Island Care Health Plan"],
}

LANDMARKS = ["Riverside Bus Terminal", "the Old Clock Tower", "Galleria Mall", "Three Bridges Market",
             "Sunset Jetty", "Freedom Square", "the Liberty Flyover", "Orchid Tower", "the Central Mosque car park",
             "Palm Court Flats", "Parkside Stadium", "the Ferry Landing"]

PROFESSIONS = ["welder", "teacher", "primary school teacher", "tricycle driver", "jeepney driver", "fisherman",
               "market trader", "taxi driver", "software engineer", "domestic worker", "farmer", "cocoa farmer",
               "security guard", "seaman", "caregiver", "bricklayer", "hairdresser", "bus conductor",
               "accountant", "electrician", "plumber", "tailor", "call-centre agent", "miner", "cashier",
               "construction worker", "lorry driver", "pastor", "police officer", "civil servant",
               "retired teacher", "retired nurse", "bank clerk", "mechanic", "street vendor", "chef",
               "auto-rickshaw driver", "truck driver", "cook", "baker"]

DOC_TITLE = ["Dr", "Dr.", "Dr", "Dr.", "Prof", "Prof."]
CREDS = {
    "US": ["MD", "DO", "NP", "PA-C", "RN", "PharmD", "MD, FACS"],
    "IN": ["MBBS", "MBBS, MD", "MS (OBG)", "DNB", "GNM", "B.Pharm"],
    "NG": ["MBBS", "FWACS", "FMCP", "RN/RM", "B.Pharm"],
    "PH": ["MD", "MD, FPCP", "RN", "RPh", "RMT", "MD, FPOGS"],
    "SG": ["MBBS", "MRCP", "MMed", "RN", "BPharm"],
    "ZA": ["MBChB", "FCS(SA)", "FCOG(SA)", "RN", "BPharm"],
    "JM": ["MBBS", "DM", "RN", "RM", "BPharm"],
}
NURSE_TITLE = ["nurse", "Nurse", "Sister", "Sr", "Staff Nurse", "midwife", "Matron"]

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "aunt", "uncle",
             "niece", "nephew", "neighbour", "friend", "grandmother", "grandson", "partner", "cousin",
             "landlady", "pastor"]

HOLIDAYS = {
    "US": ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labor Day", "the Fourth of July"],
    "IN": ["Diwali", "Pongal", "Holi", "Eid", "Christmas", "Onam"],
    "NG": ["Christmas", "Eid", "Sallah", "Easter", "New Year's Day", "Boxing Day"],
    "PH": ["Christmas", "All Saints' Day", "Holy Week", "New Year's Eve", "Easter"],
    "SG": ["Chinese New Year", "Hari Raya", "Deepavali", "Christmas", "National Day"],
    "ZA": ["Christmas", "Easter", "Heritage Day", "Freedom Day", "Boxing Day"],
    "JM": ["Christmas", "Emancipation Day", "Independence Day", "Easter", "Boxing Day"],
}

# hard-negative material -------------------------------------------------------------------------------
DRUGS = ["metoprolol 25 mg PO BID", "amlodipine 5 mg OD", "metformin 500 mg BD with meals",
         "paracetamol 1 g PO q6h PRN", "ceftriaxone 1 g IV q24h", "enoxaparin 40 mg SC daily",
         "furosemide 40 mg IV stat", "oxytocin 10 IU IM", "magnesium sulfate 4 g IV over 20 min",
         "artemether-lumefantrine 80/480 mg BD x 3 days", "cotrimoxazole 960 mg OD",
         "TLD (tenofovir/lamivudine/dolutegravir) 1 tab OD", "atorvastatin 40 mg nocte",
         "insulin glargine 18 units SC at bedtime", "salbutamol 2 puffs q4h PRN", "prednisolone 40 mg OD x 5 days",
         "omeprazole 20 mg OD", "losartan 50 mg daily", "amoxicillin-clavulanate 625 mg TDS",
         "ferrous sulfate 200 mg BD", "folic acid 5 mg OD", "hydralazine 10 mg IV", "nifedipine 20 mg SR BD",
         "morphine 2 mg IV q4h PRN", "ondansetron 4 mg IV q8h PRN", "aspirin 75 mg OD", "clopidogrel 75 mg OD",
         "levothyroxine 50 mcg OD", "ibuprofen 400 mg TDS after food", "isoniazid 300 mg OD",
         "rifampicin/isoniazid/pyrazinamide/ethambutol 4 tabs OD", "tramadol 50 mg q8h PRN",
         "heparin 5,000 units SC q12h", "potassium chloride 20 mmol in 1 L NS over 8 h", "gliclazide 80 mg BD",
         "misoprostol 600 mcg PO", "carbamazepine 200 mg BD", "levetiracetam 500 mg BD", "warfarin 5 mg nocte"]
EPONYM_PHRASES = ["Parkinson's disease", "Crohn's disease", "Foley catheter in situ", "Babinski negative bilaterally",
                  "Murphy's sign negative", "McBurney point tenderness", "Kernig and Brudzinski signs negative",
                  "Pfannenstiel incision", "Cushing's syndrome excluded", "Graves' disease", "Hashimoto thyroiditis",
                  "Bishop score 7", "Glasgow Coma Scale 15", "Homan's sign negative", "Hodgkin lymphoma excluded",
                  "Alzheimer's dementia", "Bell's palsy", "Down syndrome", "Guillain-Barre excluded",
                  "Trendelenburg position", "Whipple procedure", "Addison's disease", "Wernicke encephalopathy",
                  "Kussmaul breathing", "Cheyne-Stokes respiration"]
ICD = [("I10", "essential hypertension"), ("E11.9", "type 2 diabetes mellitus"), ("J18.9", "pneumonia"),
       ("O80", "normal delivery"), ("N18.3", "CKD stage 3"), ("I21.4", "NSTEMI"), ("K35.80", "acute appendicitis"),
       ("B54", "malaria"), ("A15.0", "pulmonary tuberculosis"), ("O14.1", "severe pre-eclampsia"),
       ("R07.9", "chest pain"), ("I50.9", "heart failure"), ("J45.909", "asthma"), ("A09", "gastroenteritis"),
       ("D50.9", "iron deficiency anaemia"), ("I63.9", "ischaemic stroke"), ("S72.00", "fractured neck of femur"),
       ("B20", "HIV disease"), ("A41.9", "sepsis"), ("K92.2", "GI bleed")]
