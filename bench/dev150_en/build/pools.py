"""Invented pools for dev150_en (behavioural health / rehab / home health, US + Canada)."""

FIRST_F = {
    "english": ["Margaret", "Hannah", "Chloe", "Evelyn", "Rosalind", "Beatrice", "Tamsin", "Heather", "Gwen", "Lydia"],
    "irish": ["Siobhan", "Aoife", "Niamh", "Maeve", "Orla", "Roisin", "Grainne", "Sinead"],
    "scottish": ["Isla", "Morag", "Elspeth", "Kirsty", "Fiona", "Ailsa", "Catriona"],
    "hispanic": ["Guadalupe", "Marisol", "Xochitl", "Luz", "Esperanza", "Yesenia", "Rocio", "Dulce", "Itzel"],
    "west_african": ["Adaeze", "Abena", "Folasade", "Yaa", "Nneka", "Mariama", "Efua", "Chiamaka", "Awa"],
    "south_asian": ["Priyanka", "Harpreet", "Lakshmi", "Anjali", "Farzana", "Deepika", "Nirmala", "Sunita"],
    "east_asian": ["Mei", "Yuki", "Ji-woo", "Xiuying", "Haruka", "Seo-yeon", "Lian", "Thu"],
    "eastern_european": ["Katarzyna", "Oksana", "Milena", "Irina", "Zuzana", "Bogdana", "Ludmila", "Agnieszka"],
    "arabic": ["Layla", "Noor", "Samira", "Yasmin", "Rania", "Hiba", "Amal", "Fatima"],
    "pacific": ["Leilani", "Malia", "Sina", "Moana", "Talia", "Ana", "Mele"],
    "indigenous": ["Winona", "Tala", "Kateri", "Aiyana", "Nizhoni", "Shania", "Sequoia"],
}
FIRST_M = {
    "english": ["Geoffrey", "Nigel", "Oliver", "Harold", "Simon", "Bradley", "Curtis", "Wesley", "Dwayne"],
    "irish": ["Cormac", "Padraig", "Eoin", "Ciaran", "Declan", "Fergal", "Ronan", "Tadhg"],
    "scottish": ["Angus", "Hamish", "Callum", "Alasdair", "Murdo", "Euan", "Fraser"],
    "hispanic": ["Joaquin", "Rigoberto", "Alejandro", "Ezequiel", "Tomas", "Mateo", "Raul", "Heriberto"],
    "west_african": ["Kwame", "Chinedu", "Oluwaseun", "Kofi", "Babajide", "Mamadou", "Emeka", "Yaw", "Ousmane"],
    "south_asian": ["Rajesh", "Gurpreet", "Arjun", "Imran", "Sanjay", "Vikram", "Tariq", "Prakash"],
    "east_asian": ["Wei", "Hiroshi", "Min-jun", "Jian", "Takeshi", "Dong-hyun", "Bao", "Kenji"],
    "eastern_european": ["Dmitri", "Tomasz", "Bohdan", "Radek", "Vasyl", "Miroslav", "Andrzej", "Yuriy"],
    "arabic": ["Khalid", "Youssef", "Omar", "Bilal", "Hamza", "Karim", "Rashid", "Nabil"],
    "pacific": ["Keoni", "Sione", "Tavita", "Manaia", "Kalani", "Pita", "Tevita"],
    "indigenous": ["Dakota", "Ahanu", "Makya", "Tokala", "Kohana", "Chayton", "Elan"],
}
LAST = {
    "english": ["Pemberton", "Ashworth", "Hartley", "Thornbury", "Whitlock", "Garside", "Blackwood", "Fenwick", "Copley"],
    "irish": ["O'Donnell", "McCarthy", "Fitzgerald", "Brennan", "Kavanagh", "Doyle", "Gallagher", "Quinlan"],
    "scottish": ["MacLeod", "Buchanan", "Munro", "Sinclair", "McAllister", "Drummond", "Gillespie"],
    "hispanic": ["Villanueva", "Castaneda", "Ibarra", "Quintero", "Salgado", "Arellano", "Mendoza", "Zavala", "Ochoa"],
    "west_african": ["Okonkwo", "Adeyemi", "Mensah", "Boateng", "Diallo", "Nwachukwu", "Asante", "Oyelaran", "Traore"],
    "south_asian": ["Ramaswamy", "Sandhu", "Chaudhry", "Iyer", "Banerjee", "Grewal", "Siddiqui", "Pillai"],
    "east_asian": ["Nakamura", "Zhou", "Kwon", "Tanaka", "Huang", "Nguyen", "Takahashi", "Lim"],
    "eastern_european": ["Kowalczyk", "Shevchenko", "Novak", "Petrenko", "Dvorak", "Wisniewski", "Horvath", "Bondarenko"],
    "arabic": ["Haddad", "Al-Masri", "Khoury", "Nasser", "Farouk", "Mansour", "Saleh", "Aziz"],
    "pacific": ["Kealoha", "Tuilagi", "Fonoti", "Kahananui", "Mahe", "Leota", "Taufa"],
    "indigenous": ["Redcloud", "Yazzie", "Begay", "Whitehorse", "Bearheart", "Sandoval-Tso", "Cardinal", "Nanibush"],
}
ORIGINS = list(LAST)

# place -> (state/province abbrev, full name, [(city, postal prefix)])
US_PLACES = [
    ("OR", "Oregon", [("Corvallis", "973"), ("Medford", "975"), ("Bend", "977")]),
    ("MN", "Minnesota", [("Duluth", "558"), ("Rochester", "559"), ("Mankato", "560")]),
    ("NM", "New Mexico", [("Las Cruces", "880"), ("Gallup", "873"), ("Santa Fe", "875")]),
    ("OH", "Ohio", [("Dayton", "454"), ("Toledo", "436"), ("Akron", "443")]),
    ("GA", "Georgia", [("Macon", "312"), ("Savannah", "314"), ("Athens", "306")]),
    ("WI", "Wisconsin", [("Eau Claire", "547"), ("Green Bay", "543"), ("Kenosha", "531")]),
    ("AZ", "Arizona", [("Flagstaff", "860"), ("Yuma", "853"), ("Tempe", "852")]),
    ("ME", "Maine", [("Bangor", "044"), ("Lewiston", "042"), ("Augusta", "043")]),
    ("HI", "Hawaii", [("Hilo", "967"), ("Kailua", "967"), ("Wailuku", "967")]),
    ("TX", "Texas", [("Lubbock", "794"), ("Laredo", "780"), ("Waco", "767")]),
    ("MI", "Michigan", [("Kalamazoo", "490"), ("Saginaw", "486"), ("Marquette", "498")]),
    ("NC", "North Carolina", [("Asheville", "288"), ("Wilmington", "284"), ("Greenville", "278")]),
]
CA_PLACES = [
    ("ON", "Ontario", [("Sudbury", "P3A"), ("Kingston", "K7L"), ("Thunder Bay", "P7B"), ("Barrie", "L4M")]),
    ("BC", "British Columbia", [("Kamloops", "V2C"), ("Nanaimo", "V9R"), ("Prince George", "V2L")]),
    ("MB", "Manitoba", [("Brandon", "R7A"), ("Thompson", "R8N"), ("Steinbach", "R5G")]),
    ("NS", "Nova Scotia", [("Truro", "B2N"), ("Sydney", "B1P"), ("Antigonish", "B2G")]),
    ("SK", "Saskatchewan", [("Moose Jaw", "S6H"), ("Prince Albert", "S6V"), ("Yorkton", "S3N")]),
    ("AB", "Alberta", [("Red Deer", "T4N"), ("Lethbridge", "T1J"), ("Grande Prairie", "T8V")]),
    ("NB", "New Brunswick", [("Moncton", "E1C"), ("Fredericton", "E3B"), ("Miramichi", "E1N")]),
]
COUNTIES = ["Linn County", "Otter Tail County", "Dona Ana County", "Cumberland County", "Bibb County",
            "Coconino County", "Marquette County", "Buncombe County", "Deschutes County"]

STREETS = ["Alder", "Birchwood", "Cedar Hollow", "Dunmore", "Elmira", "Foxglove", "Garnet", "Heron Bay",
           "Ironwood", "Juniper Ridge", "Kestrel", "Larkspur", "Millbrook", "Northgate", "Orchard Hill",
           "Pinecrest", "Quarry", "Riverbend", "Sumac", "Tamarack", "Upland", "Wren", "Yarrow", "Hollis",
           "Bellamy", "Conover", "Sixth", "Twelfth", "Lakeshore", "Prairie View"]
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
                "Crescent", "Boulevard", "Blvd", "Way", "Terrace", "Place", "Trail"]
UNITS = ["Apt", "Unit", "Suite", "#", "Apt.", "Trailer", "Rm"]

HOSP_PREFIX = ["Cedar Ridge", "Bayfront", "North Shore", "Stillwater", "Maple Grove", "Harbourview",
               "Three Rivers", "Pine Hollow", "Silver Lake", "Eastbrook", "Mount Aldous", "Ravenscourt",
               "Sagebrush", "Tamarind Bay", "Prairie Rose", "Kettle Falls", "Whitman", "Greyfield"]
HOSP_SUFFIX = ["Behavioral Health Center", "Regional Medical Center", "Psychiatric Hospital", "Community Hospital",
               "Rehabilitation Institute", "Health Centre", "Recovery Center", "Mental Health Centre",
               "Memorial Hospital", "General Hospital", "Home Health Agency", "Family Health Team"]
UNITS_WARD = ["Ward 4 West", "Unit 3B", "Birch Unit", "the Osprey Unit", "Ward 7C", "Aspen Pavilion",
              "Juniper House", "Unit 2 North"]
PHARMACIES = ["Hillcrest Pharmacy", "Corner Apothecary", "Riverside Drug Mart", "Greenleaf Pharmacy",
              "Northway Pharmacy", "Lakeland Rexall"]

EMPLOYERS = ["Halvorsen Lumber", "Bright Spoon Diner", "Tri-County Transit", "Keystone Fulfillment",
             "Pacific Rim Seafoods", "Northern Lights Casino", "Delgado Roofing", "Sunnyvale Dairy Co-op",
             "Redhawk Security Services", "Maplewood Auto Body", "Cascade Call Solutions", "Bluewater Marina",
             "Ironhill Mine", "Pinnacle Home Builders", "Galaxy Cinemas Eastgate"]
SCHOOLS = ["Westfield High School", "Lakehead Community College", "St. Brendan's Elementary",
           "Riverton Middle School", "Copper Valley University", "Northland Adult Learning Centre"]
CHURCHES = ["Grace Tabernacle", "St. Columba's Parish", "Bethel AME Church", "Masjid Al-Noor",
            "Gurdwara Sahib Dashmesh", "First Lutheran Church", "Holy Trinity Ukrainian Catholic Church"]
AGENCIES = ["Harbor Light Shelter", "Second Chance Housing Collective", "Open Door Food Bank",
            "Safe Haven Women's Shelter", "Kinship Family Services", "Northern Pathways Employment Services",
            "Eagle Feather Healing Lodge", "New Dawn Peer Network", "Helping Hands Home Care",
            "Meals on Wheels of Eastbrook", "Compass Legal Aid"]
INSURERS = ["Medicaid", "Medicare Part A", "Blue Horizon Health", "Keystone Care Plan", "Ontario Health Insurance Plan",
            "Pacific Blue Cross", "Manitoba Health", "United Prairie Benefits"]

PRIVATE_INSURERS = {"Blue Horizon Health", "Keystone Care Plan", "Pacific Blue Cross", "United Prairie Benefits"}

PROFESSIONS = ["welder", "long-haul truck driver", "cashier", "line cook", "dental hygienist", "electrician",
               "roofer", "bus driver", "schoolteacher", "nursing assistant", "fisherman", "carpenter",
               "bank teller", "warehouse picker", "hairdresser", "security guard", "janitor", "accountant",
               "software developer", "farmhand", "paralegal", "mechanic", "daycare worker", "barista",
               "real estate agent", "librarian", "miner", "house painter", "postal carrier", "sous chef",
               "forklift operator", "pharmacy technician", "graphic designer", "plumber", "insurance adjuster"]

COUNTRIES = ["Ghana", "Nigeria", "Mexico", "Guatemala", "Philippines", "India", "Pakistan", "Vietnam",
             "Ukraine", "Poland", "Syria", "Somalia", "El Salvador", "Haiti", "South Korea", "Ireland",
             "Scotland", "Samoa", "Tonga", "Sudan", "Jamaica", "Honduras", "Lebanon", "Eritrea", "China"]

LANDMARKS = ["the Greyhound depot", "Riverside Park pavilion", "the Fifth Street bridge", "Eastgate Mall",
             "the Harmon Building", "the old Bijou theatre", "Lakeview boat launch", "the Tamarack rail yard",
             "Civic Centre plaza", "the Northway overpass"]

RELATIONS = ["wife", "husband", "mother", "father", "daughter", "son", "sister", "brother", "partner",
             "girlfriend", "boyfriend", "aunt", "grandmother", "neighbour", "friend", "roommate", "niece",
             "cousin", "landlord", "sponsor"]

CREDS_BH = ["MD", "DO", "LCSW", "MSW, RSW", "LPC", "LMFT", "RN", "PMHNP-BC", "PhD", "PsyD", "CADC", "LADC", "RPN"]
CREDS_REHAB = ["PT, DPT", "PTA", "OTR/L", "OT Reg. (Ont.)", "COTA", "CCC-SLP", "S-LP(C)", "RN", "LPN", "CDRS"]

DRUGS = ["sertraline 100 mg daily", "quetiapine 50 mg qHS", "lithium carbonate 300 mg BID",
         "buprenorphine/naloxone 8/2 mg SL daily", "methadone 65 mg PO daily", "naltrexone 50 mg daily",
         "aripiprazole 10 mg daily", "paliperidone palmitate 156 mg IM monthly", "lorazepam 1 mg PRN",
         "trazodone 50 mg qHS", "bupropion XL 150 mg", "lamotrigine 100 mg BID", "clozapine 200 mg qHS",
         "gabapentin 300 mg TID", "metformin 500 mg BID", "lisinopril 10 mg daily", "apixaban 5 mg BID",
         "acamprosate 666 mg TID", "thiamine 100 mg daily", "prazosin 2 mg qHS", "olanzapine 10 mg qHS",
         "divalproex 500 mg BID", "hydroxyzine 25 mg PRN", "levothyroxine 75 mcg daily"]
LABS = ["Na 138 mmol/L", "K 4.1", "TSH 2.3 mIU/L", "lithium level 0.8 mmol/L", "AST 64 U/L", "ALT 51",
        "GGT 112", "HbA1c 6.9%", "WBC 7.2", "ANC 2.9", "BAL 0.14", "creatinine 88 umol/L", "glucose 6.4 mmol/L",
        "MCV 101 fL", "B12 180 pmol/L", "valproate level 72 ug/mL", "Hgb 118 g/L", "INR 1.1"]
SCORES = ["PHQ-9 18", "GAD-7 14", "C-SSRS screen positive", "AUDIT-C 9", "CIWA-Ar 12", "COWS 11",
          "MoCA 22/30", "Berg Balance 38/56", "TUG 19 sec", "FIM motor 54", "Barthel 65", "PCL-5 47",
          "BPRS 52", "MMSE 24/30", "DAST-10 7", "Tinetti 17/28", "6MWT 212 m", "K10 31", "Columbia ideation 3"]
EPONYMS = ["Parkinson's disease", "Korsakoff syndrome", "Wernicke encephalopathy", "Alzheimer's dementia",
           "Huntington's chorea", "Guillain-Barre syndrome", "Broca's aphasia", "Bell's palsy", "Tourette syndrome",
           "Hoehn and Yahr stage 3", "Romberg sign", "Trendelenburg gait"]
DEPTS = ["Psychiatry", "Social Work", "Emergency Department", "the ED", "Inpatient Rehab", "Home Care",
         "Addiction Medicine", "the CPEP", "the crisis stabilization unit", "Physiatry", "Neurology", "ICU"]
ROLES = ["the charge nurse", "the attending", "the on-call psychiatrist", "the intake worker", "the peer specialist",
         "the case manager", "the home health aide", "the pharmacist", "the mobile crisis team", "the PCP"]
DEVICE_MODELS = ["Dexcom G6", "Lifeline HomeSafe", "Invacare walker", "Roho cushion", "Tobii Dynavox",
                 "Vivitrol", "Philips DreamStation", "Hoyer lift", "Omron BP cuff", "Pride Go-Go scooter"]
DEVICE_KINDS = ["medical alert pendant", "GPS ankle monitor", "power wheelchair", "speech-generating device",
                "CPAP unit", "hearing aid (left)", "cochlear implant processor", "insulin pump",
                "home oxygen concentrator", "smart pill dispenser", "transdermal alcohol monitor"]
CAR_MAKES = ["2011 Ford Ranger", "2016 Honda Civic", "2008 Chevrolet Silverado", "2019 Toyota RAV4",
             "2013 Dodge Grand Caravan", "2020 Subaru Outback", "2005 Buick LeSabre", "2017 Hyundai Elantra"]
SUBSTANCES = ["alcohol", "fentanyl", "methamphetamine", "cannabis", "crack cocaine", "oxycodone", "heroin",
              "benzodiazepines", "kratom"]
DX = ["major depressive disorder, recurrent, severe", "bipolar I disorder, current episode manic",
      "schizoaffective disorder", "PTSD", "opioid use disorder, severe", "alcohol use disorder, moderate",
      "generalized anxiety disorder", "borderline personality disorder", "stimulant use disorder",
      "adjustment disorder with depressed mood", "schizophrenia, multiple episodes", "neurocognitive disorder"]
REHAB_DX = ["L TKA", "R CVA with left hemiparesis", "lumbar stenosis s/p L4-5 laminectomy", "COPD exacerbation",
            "R hip ORIF", "TBI", "MS relapse", "CHF", "below-knee amputation (L)", "rotator cuff repair (R)",
            "spinal cord injury C6 AIS C", "deconditioning after sepsis"]
