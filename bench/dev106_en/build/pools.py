"""Invented value pools for dev106_en. Every value is made up for this set."""

REGIONS = ["US", "CA", "IN", "NG"]

# word-like given names / surnames are deliberately mixed in (Will, Hope, Grace, Baker, King, ...)
GIVEN = {
    "US": {
        "F": ["Maribel", "Keisha", "Shannon", "Delphine", "Tamsin", "Hope", "Grace", "Faith", "Joy",
              "Rose", "Lorna", "Yesenia", "Brianna", "Mei", "Ruthanne", "Darcy", "Imani", "Colette",
              "Trudy", "Noemi", "Lacey", "Opal", "Whitney", "Ximena", "Harriet"],
        "M": ["Tyrell", "Dwayne", "Will", "Mark", "Garrett", "Hector", "Cody", "Anselm", "Wendell",
              "Rudy", "Thaddeus", "Jamal", "Lonnie", "Bartholomew", "Duc", "Reginald", "Ezra",
              "Mitchell", "Orlando", "Dale", "Virgil", "Kwame", "Silas", "Travis", "Emmett"],
    },
    "CA": {
        "F": ["Genevieve", "Siobhan", "Amelie", "Harpreet", "Nadia", "Maude", "Brielle", "Josee",
              "Kateri", "Marisol", "Hope", "Grace", "Oksana", "Lise", "Annika", "Pauline", "Rachelle",
              "Winona", "Fiona", "Yvette"],
        "M": ["Etienne", "Mathieu", "Wyatt", "Gurdeep", "Liam", "Ignatius", "Rolland", "Sebastien",
              "Tavish", "Will", "Mark", "Bogdan", "Raynald", "Callum", "Denis", "Jasper", "Lucien",
              "Hamish", "Tobias", "Yannick"],
    },
    "IN": {
        "F": ["Lakshmi", "Ananya", "Meenakshi", "Sushila", "Deepa", "Farzana", "Kavitha", "Nirmala",
              "Shreya", "Gurleen", "Rukmini", "Tasneem", "Pallavi", "Jyothi", "Saraswathi", "Mehrunissa",
              "Vandana", "Ishita", "Bhavana", "Roshni"],
        "M": ["Arjun", "Venkatesh", "Farhan", "Rohan", "Imran", "Sudhakar", "Manjunath", "Harish",
              "Gopal", "Rajeev", "Anirudh", "Tenzin", "Sandeep", "Yusuf", "Balaji", "Kiran",
              "Prakash", "Dilip", "Nitin", "Omkar"],
    },
    "NG": {
        "F": ["Ngozi", "Funmilayo", "Chiamaka", "Aisha", "Yetunde", "Blessing", "Patience", "Precious",
              "Gift", "Mercy", "Adaeze", "Bukola", "Hauwa", "Ifeoma", "Temitope", "Zainab", "Nkechi",
              "Olamide", "Comfort", "Folake"],
        "M": ["Chukwuemeka", "Oluwaseun", "Babajide", "Ibrahim", "Emeka", "Goodluck", "Sunday",
              "Godwin", "Musa", "Tunde", "Obinna", "Kelechi", "Segun", "Aliyu", "Uchenna", "Femi",
              "Nnamdi", "Yakubu", "Ayodele", "Friday"],
    },
}

SURNAME = {
    "US": ["Baker", "King", "Hollister", "Castellanos", "Kowalski", "Whitfield", "Abernathy",
           "Fairweather", "Delacroix", "Nguyen-Pham", "Brennan", "Takahashi", "Okonjo", "Ramsdell",
           "Villaseñor", "Pruitt", "McAlister", "Lindqvist", "Dumont", "Ortega", "Young", "Bishop",
           "Stone", "Haverford", "Quintero", "Sorensen", "Moultrie", "Park", "Garrity", "Yazzie"],
    "CA": ["Tremblay", "Gagnon", "Lavoie", "Bouchard", "Sandhu", "MacLeod", "Kowalchuk", "Fontaine",
           "Beaulieu", "Grewal", "Whitehorse", "Lachance", "Doucette", "Fraser", "Nakamura", "Baker",
           "King", "Ouellette", "Sinclair", "Petrenko", "Desjardins", "Morrisseau", "Chan", "Gill"],
    "IN": ["Nair", "Iyer", "Reddy", "Chatterjee", "Kulkarni", "Menon", "Siddiqui", "Deshpande",
           "Rao", "Bhattacharya", "Pillai", "Gowda", "Banerjee", "Khurana", "Naidu", "Joshi",
           "Sheikh", "Hegde", "Mukherjee", "Thakur", "Dsouza", "Venkataraman", "Patil", "Lobo"],
    "NG": ["Okafor", "Adeyemi", "Balogun", "Eze", "Nwosu", "Bello", "Ogunleye", "Abubakar",
           "Okonkwo", "Adebayo", "Danjuma", "Ikwuemesi", "Olatunji", "Udeh", "Lawal", "Akinola",
           "Nnadi", "Oyelaran", "Shehu", "Ezeani", "Fashola", "Amadi", "Ogundipe", "Yusuf"],
}

CITY = {
    "US": ["Cedar Hollow", "Port Alder", "Millbrook Falls", "Granton", "Wexley", "Harlan Springs",
           "Bramwell", "Oak Ridgeway", "Sutter Bend", "Larkfield"],
    "CA": ["Kestrel Bay", "Pinecrest", "Saint-Amable-des-Bois", "Northcote", "Riverhurst",
           "Lac-Sauveur", "Fenwick Landing", "Duvernay", "Ashcombe", "Grand Coteau"],
    "IN": ["Ramapuram", "Kothanur", "Vellakulam", "Sundarpur", "Hosakere", "Chandanpalli",
           "Mangaldih", "Panchgaon", "Seethampet", "Nandipur"],
    "NG": ["Ikotun-Ode", "Agbowa-Ile", "Umuoji", "Kafanchan East", "Ogbomoso North", "Iragbiji",
           "Nsukka Hills", "Gwagwalada West", "Ilesa-Oke", "Awka-Etiti"],
}

STATE = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Minnesota", "MN"), ("Georgia", "GA"),
           ("Illinois", "IL"), ("Nevada", "NV"), ("Virginia", "VA")],
    "CA": [("Ontario", "ON"), ("Manitoba", "MB"), ("Quebec", "QC"), ("Nova Scotia", "NS"),
           ("Alberta", "AB"), ("Saskatchewan", "SK")],
    "IN": [("Karnataka", "KA"), ("Kerala", "KL"), ("Tamil Nadu", "TN"), ("Maharashtra", "MH"),
           ("West Bengal", "WB"), ("Telangana", "TG")],
    "NG": [("Oyo State", "OY"), ("Enugu State", "EN"), ("Kaduna State", "KD"), ("Osun State", "OS"),
           ("Anambra State", "AN"), ("Ogun State", "OG")],
}

STREET_NAMES = {
    "US": ["Elmwood Ave", "Larkspur Lane", "Quarry Rd", "Bellhaven Dr", "N Tamarack St",
           "Riverside Pkwy", "Old Mill Road", "Cobblestone Ct", "Juniper Way", "Sawyer Blvd"],
    "CA": ["Rue des Érables", "Birchmount Cres", "Portage Ave", "Kingfisher Rd", "Rang Saint-Joseph",
           "Maplegrove Dr", "Wolseley St", "Tidewater Lane", "Chemin du Lac", "Harbourview Terr"],
    "IN": ["4th Cross, Indiranagar Layout", "MG Road Extension", "Temple Street", "Gandhi Bazaar Main Rd",
           "Nehru Nagar 2nd Street", "Station Road", "Lake View Colony Rd", "Rajaji Salai",
           "Old Market Lane", "Shanti Nagar 5th Main"],
    "NG": ["Adeola Hopewell St", "Ogui Road", "Bode Thomas Crescent", "Ahmadu Bello Way",
           "Old Ife Road", "Zik Avenue", "Ikorodu Road", "Aba Owerri Rd", "Murtala Mohammed Way",
           "Agodi Gate Rd"],
}

COUNTRIES = ["Portugal", "Ghana", "Eritrea", "Bangladesh", "Haiti", "Somalia", "Vietnam", "Ukraine",
             "Guatemala", "Philippines", "Cameroon", "Nepal", "Sri Lanka", "Brazil", "Syria",
             "Afghanistan", "Poland", "Ethiopia", "Benin", "Niger", "Sudan", "Mexico", "Kenya",
             "United Kingdom", "Canada", "India", "Nigeria", "USA"]

HOSPITAL = {
    "US": ["Lakeview Regional Medical Center", "St. Brigid's Hospital", "Harlan Springs Community Hospital",
           "Mercy Ridge Medical Center", "Sutter Bend Memorial", "Cedar Hollow Family Clinic",
           "Brightwater Rehab", "Oakmont Skilled Nursing", "Quarry Road Pharmacy", "Westbrook Dialysis Center"],
    "CA": ["Kestrel Bay General", "Hôpital Sainte-Odile", "Pinecrest Health Centre", "Riverhurst Regional",
           "Northcote Family Practice", "Maplegrove Lodge", "Fenwick Landing Pharmacy",
           "St. Aidan's Continuing Care", "Ashcombe Community Clinic", "Lac-Sauveur CLSC"],
    "IN": ["Kaveri Multispeciality Hospital", "Sri Annapoorna Medical College Hospital",
           "Sundarpur District Hospital", "Lotus Heart Institute", "Hosakere PHC", "Shanti Nursing Home",
           "Nandipur Mission Hospital", "Amrit Medicals", "Chandanpalli CHC", "Seethampet Cancer Centre"],
    "NG": ["Ogunlana Memorial Hospital", "Umuoji General Hospital", "Iragbiji Teaching Hospital",
           "Crestview Specialist Clinic", "Federal Medical Centre Ilesa-Oke", "Holy Cross Mission Hospital",
           "Awka-Etiti Comprehensive Health Centre", "Goodwill Pharmacy", "Kafanchan Eye Clinic",
           "Ayoola Maternity Home"],
}

WARDS = {
    "US": ["Magnolia Unit", "Bluebird Ward", "Hawthorne Pavilion", "Cypress Unit", "Larkin Tower"],
    "CA": ["Birch Ward", "Pavillon Laurier", "Osprey Unit", "Trillium Ward", "Maple Ward"],
    "IN": ["Tagore Ward", "Ganga Ward", "Kaveri Block", "Lotus Ward", "Nightingale Ward"],
    "NG": ["Amina Ward", "Oduduwa Ward", "Florence Ward", "Kingsway Block", "Unity Ward"],
}

ORGS = {
    "US": ["Northgate Freight", "Harlan Tool & Die", "Sutter Bend Unified School District",
           "Pilgrim Rest Baptist Church", "Cobalt Logistics", "Bramwell Poultry Co", "Redline Roofing",
           "Blue Heron Insurance", "Larkfield Public Library", "Quarry Point Casino"],
    "CA": ["Prairie Grain Co-op", "Kestrel Bay Fisheries", "Maplegrove School Board", "Nordic Timber Ltd",
           "Lakehead Transit", "Église Saint-Rémi", "Fenwick Landing Credit Union", "Polaris Mining",
           "Sunwheat Bakery", "True North Couriers"],
    "IN": ["Sundarpur Textiles", "Vayu Call Services", "Kothanur Public School", "Sri Ganesh Granites",
           "Nandipur Sugar Mills", "Lakshmi Auto Works", "Brindavan Tea Estate", "Hosakere Dairy Union",
           "Karuna Trust Foundation", "Panchgaon Cold Storage"],
    "NG": ["Ikeja Cement Works", "Redeemed Grace Chapel", "Umuoji Palm Oil Mills", "Zik Avenue Motors",
           "Agodi Secondary School", "Harvest Flour Mills", "Oyelaran & Sons Transport",
           "Iragbiji Cooperative Society", "Blessed Hands Tailoring", "Sunrise Microfinance Bank"],
}

TRANSPORT_ORGS = ["MediMove Ambulance", "Lifeline Patient Transfers", "Carewheels Transport",
                  "Swiftcare EMS", "Guardian Stretcher Services", "Rapid Response Ambulance Co"]
INTERP_ORGS = ["LinguaBridge Interpreting", "Polyglot Health Language Line", "VoiceLink Interpreters",
               "ClearSpeak Language Services", "Tongues Medical Interpreting"]
INSURERS = {
    "US": ["Blue Heron Health Plan", "Keystone Mutual", "Prairie Shield Medicaid HMO"],
    "CA": ["Northern Shield Benefits", "Maplecare Group Insurance"],
    "IN": ["Suraksha Health Insurance", "Arogya Kavach TPA"],
    "NG": ["Harvest HMO", "Shield Health HMO"],
}

PROFESSIONS = ["welder", "teacher", "truck driver", "farmer", "electrician", "bank teller",
               "software engineer", "hairdresser", "taxi driver", "security guard", "tailor",
               "carpenter", "accountant", "fisherman", "cashier", "nurse", "retired postman",
               "civil servant", "trader", "mechanic", "okada rider", "auto-rickshaw driver",
               "primary school teacher", "construction worker", "chef", "pastor", "lawyer",
               "plumber", "pharmacist", "schoolteacher", "bus conductor", "police officer",
               "janitor", "roofer", "seamstress", "university lecturer", "housekeeper"]

LANGUAGES = {
    "US": ["Spanish", "Vietnamese", "Haitian Creole", "Somali", "Tigrinya", "Arabic", "Navajo", "Mandarin"],
    "CA": ["French", "Punjabi", "Tagalog", "Ukrainian", "Cree", "Inuktitut", "Arabic", "Dari"],
    "IN": ["Tamil", "Bengali", "Malayalam", "Kannada", "Hindi", "Odia", "Marathi", "Telugu"],
    "NG": ["Yoruba", "Hausa", "Igbo", "Fulfulde", "Tiv", "Ibibio", "Kanuri", "French"],
}

HOLIDAYS = {
    "US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day", "Labor Day", "Memorial Day"],
    "CA": ["Canada Day", "Boxing Day", "Christmas", "Victoria Day", "Thanksgiving", "Good Friday"],
    "IN": ["Diwali", "Holi", "Pongal", "Onam", "Eid", "Republic Day"],
    "NG": ["Christmas", "Eid al-Fitr", "Sallah", "Easter Monday", "Boxing Day", "Democracy Day"],
}

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

AGE_WORDS = {19: "nineteen", 23: "twenty-three", 34: "thirty-four", 41: "forty-one", 47: "forty-seven",
             52: "fifty-two", 58: "fifty-eight", 63: "sixty-three", 67: "sixty-seven", 71: "seventy-one",
             76: "seventy-six", 82: "eighty-two", 88: "eighty-eight", 92: "ninety-two", 95: "ninety-five"}

# ---------------------------------------------------------------- hard negatives
LABS = [
    ("Na", lambda r: str(r.randint(118, 152)), "135-145"), ("K", lambda r: "%.1f" % r.uniform(2.4, 7.2), "3.5-5.1"),
    ("Cl", lambda r: str(r.randint(88, 118)), "98-107"), ("BUN", lambda r: str(r.randint(6, 96)), "7-20"),
    ("Cr", lambda r: "%.1f" % r.uniform(0.5, 6.8), "0.6-1.2"), ("Hgb", lambda r: "%.1f" % r.uniform(4.9, 16.8), "12-16"),
    ("Plt", lambda r: str(r.randint(9, 720)), "150-400"), ("INR", lambda r: "%.1f" % r.uniform(0.9, 8.4), "0.8-1.2"),
    ("WBC", lambda r: "%.1f" % r.uniform(0.3, 41.0), "4.0-11.0"), ("lactate", lambda r: "%.1f" % r.uniform(0.8, 9.6), "0.5-2.2"),
    ("trop", lambda r: str(r.randint(14, 9800)), "<14"), ("glucose", lambda r: str(r.randint(28, 640)), "70-140"),
    ("Mg", lambda r: "%.1f" % r.uniform(0.6, 3.9), "1.7-2.2"), ("HCO3", lambda r: str(r.randint(8, 38)), "22-29"),
    ("pH", lambda r: "%.2f" % r.uniform(6.92, 7.58), "7.35-7.45"), ("Ca", lambda r: "%.1f" % r.uniform(5.8, 14.2), "8.5-10.5"),
    ("ALT", lambda r: str(r.randint(9, 2400)), "7-56"), ("CRP", lambda r: str(r.randint(1, 380)), "<5"),
    ("aPTT", lambda r: str(r.randint(24, 160)), "25-35"), ("Hct", lambda r: str(r.randint(14, 52)), "36-46"),
    ("TSH", lambda r: "%.2f" % r.uniform(0.01, 48), "0.4-4.0"), ("Phos", lambda r: "%.1f" % r.uniform(0.9, 8.8), "2.5-4.5"),
]
LAB_UNITS = {"Na": "mmol/L", "K": "mmol/L", "Cl": "mmol/L", "BUN": "mg/dL", "Cr": "mg/dL", "Hgb": "g/dL",
             "Plt": "x10^9/L", "INR": "", "WBC": "x10^9/L", "lactate": "mmol/L", "trop": "ng/L",
             "glucose": "mg/dL", "Mg": "mg/dL", "HCO3": "mmol/L", "pH": "", "Ca": "mg/dL", "ALT": "U/L",
             "CRP": "mg/L", "aPTT": "s", "Hct": "%", "TSH": "mIU/L", "Phos": "mg/dL"}

DRUGS = [("metoprolol", "25 mg", "PO BID"), ("enoxaparin", "40 mg", "SC daily"), ("heparin", "5000 units", "SC q8h"),
         ("vancomycin", "1250 mg", "IV q12h"), ("piperacillin-tazobactam", "4.5 g", "IV q6h"),
         ("insulin glargine", "18 units", "SC qHS"), ("furosemide", "40 mg", "IV BID"), ("amlodipine", "5 mg", "PO daily"),
         ("apixaban", "5 mg", "PO BID"), ("warfarin", "3 mg", "PO daily"), ("ceftriaxone", "2 g", "IV daily"),
         ("morphine", "2 mg", "IV q2h PRN"), ("ondansetron", "4 mg", "IV q6h PRN"), ("pantoprazole", "40 mg", "PO daily"),
         ("artemether-lumefantrine", "80/480 mg", "PO BID"), ("potassium chloride", "20 mmol", "IV over 2h"),
         ("magnesium sulfate", "2 g", "IV once"), ("paracetamol", "1 g", "PO q6h"), ("acetaminophen", "650 mg", "PO q6h PRN"),
         ("gentamicin", "5 mg/kg", "IV daily"), ("levetiracetam", "500 mg", "PO BID"), ("norepinephrine", "0.08 mcg/kg/min", "IV"),
         ("dexamethasone", "6 mg", "PO daily"), ("metformin", "500 mg", "PO BID"), ("atorvastatin", "40 mg", "PO qHS"),
         ("salbutamol", "2.5 mg", "neb q4h"), ("hydralazine", "10 mg", "IV PRN"), ("naloxone", "0.4 mg", "IV stat"),
         ("oxytocin", "10 units", "IM"), ("amoxicillin-clavulanate", "875 mg", "PO BID")]

SCORES = [("GCS", lambda r: str(r.choice([15, 14, 13, 11, 9, 8, 6]))), ("NEWS2", lambda r: str(r.randint(0, 12))),
          ("MEWS", lambda r: str(r.randint(0, 9))), ("Wells", lambda r: str(r.choice([0, 1.5, 3, 4.5, 6]))),
          ("APGAR", lambda r: "%d/%d" % (r.randint(3, 8), r.randint(7, 10))), ("CURB-65", lambda r: str(r.randint(0, 5))),
          ("qSOFA", lambda r: str(r.randint(0, 3))), ("CHA2DS2-VASc", lambda r: str(r.randint(0, 8))),
          ("Braden", lambda r: str(r.randint(9, 23))), ("Morse", lambda r: str(r.choice([25, 45, 55, 70, 95]))),
          ("CIWA", lambda r: str(r.randint(0, 28))), ("RASS", lambda r: str(r.choice([-3, -2, -1, 0, 1, 2]))),
          ("NIHSS", lambda r: str(r.randint(0, 22))), ("PEWS", lambda r: str(r.randint(0, 9)))]

EPONYMS = ["Parkinson's disease", "Babinski sign", "Foley catheter", "Crohn's disease", "Hodgkin lymphoma",
           "Bell's palsy", "Guillain-Barre syndrome", "Kussmaul breathing", "Cheyne-Stokes respiration",
           "Murphy's sign", "Hickman line", "Swan-Ganz catheter", "Addison's disease", "Cushing's syndrome",
           "Graves disease", "Trendelenburg position", "Down syndrome", "Baker's cyst", "Alzheimer's dementia",
           "Wernicke encephalopathy", "Stevens-Johnson syndrome", "Kawasaki disease", "Ludwig's angina"]

ICD10 = [("I48.91", "AF"), ("J18.9", "pneumonia"), ("N17.9", "AKI"), ("E11.65", "T2DM w hyperglycemia"),
         ("I21.4", "NSTEMI"), ("A41.9", "sepsis"), ("B50.9", "P. falciparum malaria"), ("K92.2", "GI bleed"),
         ("E87.1", "hyponatremia"), ("E87.5", "hyperkalemia"), ("I63.9", "CVA"), ("J44.1", "COPD exac"),
         ("O72.1", "PPH"), ("D64.9", "anemia"), ("R56.9", "seizure"), ("T40.2X1A", "opioid OD")]

CREDS = ["MD", "RN", "NP", "PA-C", "DO", "PharmD", "RPh", "RT", "LPN", "RPN", "MBBS", "FWACS", "FRCPC", "BSN",
         "CNA", "RRT"]

DEVICE_MODELS = ["Alaris pump", "Medtronic Azure pacemaker", "Philips IntelliVue monitor", "BiPAP",
                 "Dexcom G7", "LVAD", "Zoll LifeVest", "insulin pump", "telemetry pack", "PCA pump"]

WORD_USES = [  # ordinary-word uses of words that are names elsewhere (never annotated)
    "will recheck in 1h", "will call back", "hope to wean O2 today", "family hopes for DC soon",
    "grace period for missed dose ok", "Baker's cyst on US", "mark site before OR", "marked improvement",
    "temp rose to 38.9", "rose from 1.1", "thanks for your patience", "gift shop closed",
    "young pt, low risk", "kidney stone hx", "page if worse", "paged again", "blessing before procedure per family",
    "faith leader visited", "pt in good spirits, joking", "king-size bed requested for bariatric pt",
    "will reassess", "we will update", "stone seen on CT", "pls page pharm", "patience with pt - hard of hearing",
]
