"""Invented pools for the dev182 pharmacy / medication-safety set (author 182).

Everything here is made up for this set. Lists only (ordered), never sets,
so that iteration order is fixed.
"""

FIRST_F = [
    "Kari", "Maribel", "Oluwaseun", "Priya", "Dana", "Rosalind", "Mei", "Tanisha",
    "Genevieve", "Ingrid", "Lupe", "Harriet", "Aiyana", "Noor", "Bettina", "Colleen",
    "Delphine", "Esperanza", "Fiona", "Gwen", "Hye-jin", "Imani", "Josefina", "Kateri",
    "Lorna", "Marisol", "Nadia", "Opal", "Perpetua", "Queenie", "Renata", "Sunita",
    "Thi", "Ursula", "Viola", "Winona", "Yesenia", "Zofia", "Agnes", "Bernadette",
    "Chiamaka", "Dolores", "Elsie", "Farah", "Gloria", "Hannelore", "Isabeau", "June",
    "Krystal", "Lakshmi", "Magda", "Nkechi", "Odette", "Paloma", "Rosa", "Shirley",
    "Tamsin", "Verna", "Wanda", "Xiomara", "Yolanda", "Hope", "Ivy", "Rose",
    "Marguerite", "Sinead", "Ngozi", "Anh", "Mireille", "Trudy",
]

FIRST_M = [
    "Anders", "Bisi", "Cormac", "Desmond", "Efrain", "Floyd", "Gurpreet", "Hollis",
    "Ignatius", "Jerome", "Kwame", "Lionel", "Mateo", "Nikolai", "Osvaldo", "Prakash",
    "Quentin", "Rafael", "Soren", "Thaddeus", "Ulrich", "Vikram", "Wendell", "Xavier",
    "Yusuf", "Zeke", "Alphonse", "Bartholomew", "Cyrus", "Dmitri", "Emeka", "Fergus",
    "Gaston", "Horace", "Ike", "Jun", "Kenji", "Lamar", "Marcel", "Nasser",
    "Obadiah", "Percy", "Reggie", "Santiago", "Tobias", "Vern", "Wiremu", "Arjun",
    "Baxter", "Clement", "Duc", "Ezra", "Florian", "Gideon", "Hamish", "Jean-Guy",
    "Leland", "Mack", "Norbert", "Orrin", "Pascal", "Rufus", "Sherman", "Tavita",
    "Virgil", "Warren", "Yannick", "Bo", "King", "Sterling",
]

MIDDLE = list("ABCDEFGHJKLMNPRSTW")

LAST = [
    "Halvorsen", "Okafor", "Abernathy", "Laroche", "Nakamura", "Quispe", "Delacroix",
    "Fairweather", "Gundersen", "Hollingsworth", "Ibekwe", "Janowski", "Kettleborough",
    "Lindqvist", "Mbeki", "Nguyen-Tran", "Ostrowski", "Pelletier", "Quarles", "Ramaswamy",
    "Szabo", "Thibodeaux", "Umeh", "Villanueva", "Whitcombe", "Yazzie", "Zielinski",
    "Achterberg", "Bouchard", "Castellanos", "Dunleavy", "Esposito", "Fontaine",
    "Grabowski", "Haddad", "Iwasaki", "Jovanovic", "Kowalczyk", "Lachance", "MacInnis",
    "Naidoo", "O'Rourke", "Pettigrew", "Rasmussen", "Sandoval", "Tremblay", "Uddin",
    "Vasquez", "Wojcik", "Xiong", "Yellowhorse", "Zamora", "Beaulieu", "Cardinal",
    "Desrosiers", "Eastman", "Fitzhugh", "Gallardo", "Hrabowski", "Isaacson",
    "Kuznetsov", "Lalonde", "McTavish", "Nwosu", "Oyelaran", "Poitras", "Rutledge",
    "Sasaki", "Tolliver", "Vanderhoek", "Wabasca", "Amundsen", "Bergeron", "Chukwu",
    "Dimitrov", "Estrada", "Fernsby", "Goldfarb", "Huang", "Kapoor", "Lemieux",
    "Mahoney", "Nakashima", "Obi", "Park", "Quintero", "Rahimi", "Soto", "Tanaka",
    "Underhill", "Vu", "Whitfield", "Young", "Bell", "King", "Parker", "Black",
    "Moss", "Strong", "Rivers", "Ashdown", "Crowfoot", "Dupuis", "Gagnon", "Hebert",
    "Kealoha", "Lopez-Ortiz", "Mendoza", "Petrakis", "Sorensen", "Van Buren",
]

# clinicians and staff have their own pool so that patient and staff
# names mix in the same notes but are drawn independently
STAFF_FIRST = [
    "Aaron", "Bethany", "Carlos", "Deepa", "Erin", "Farid", "Grace", "Hamza", "Iris",
    "Jonah", "Keiko", "Liam", "Monique", "Nathan", "Olivia", "Pavel", "Rachel", "Samir",
    "Tessa", "Uma", "Victor", "Whitney", "Yuki", "Zara", "Brendan", "Chantal", "Dev",
    "Elena", "Felix", "Gemma", "Hector", "Ines", "Jasmine", "Kofi", "Leah", "Miguel",
    "Nora", "Omar", "Paige", "Reuben", "Simone", "Trevor", "Valerie", "Wes", "Ximena",
    "Ahmed", "Bridget", "Caleb", "Darnell", "Emily", "Francois", "Gita", "Helen",
]

STAFF_LAST = [
    "Ng", "Patel", "Okonkwo", "Leblanc", "Kim", "Schultz", "Morales", "Adeyemi",
    "Cheng", "Doherty", "Ferreira", "Gill", "Hoang", "Ivanova", "Jensen", "Khan",
    "Larsen", "Moreau", "Novak", "Osei", "Pham", "Reyes", "Sato", "Tran", "Ueda",
    "Vargas", "Walsh", "Yoon", "Zhou", "Barrett", "Cote", "Dhillon", "Eriksen",
    "Fujita", "Greer", "Hussain", "Iyer", "Jablonski", "Kaur", "Lindgren", "Mwangi",
    "Nair", "Ortega", "Popescu", "Quigley", "Rossi", "Sheikh", "Thorne", "Varga",
    "Wheeler", "Ahn", "Boateng", "Castillo", "Demir", "Ellison", "Forsythe",
]

PHARM_CREDS = ["PharmD", "RPh", "PharmD, BCPS", "PharmD, BCIDP", "BScPhm", "RPh, BCPS",
               "PharmD, BCNSP", "PharmD, BCCCP"]
MD_CREDS = ["MD", "DO", "MD, FRCPC", "MD, MPH", "NP", "PA-C", "MD, FACP"]
NURSE_CREDS = ["RN", "RN, BSN", "LPN", "RPN", "RN, CCRN"]
TECH_CREDS = ["CPhT", "PhT", "RPhT", "CSPT"]
CA_ONLY_CREDS = ["BScPhm", "RPN", "MD, FRCPC", "RPhT"]
US_ONLY_CREDS = ["PA-C", "CPhT", "DO", "MD, FACP"]

US_STATES = [
    # abbrev, full, area codes, zip prefixes, cities
    ("MA", "Massachusetts", ["617", "508", "413", "978"], ["010", "014", "018", "021", "023"],
     ["Worcester", "Lowell", "Quincy", "Framingham", "Pittsfield", "Brockton"]),
    ("OH", "Ohio", ["614", "937", "419", "330"], ["430", "432", "441", "453", "456"],
     ["Columbus", "Dayton", "Toledo", "Akron", "Zanesville", "Chillicothe"]),
    ("TX", "Texas", ["512", "915", "806", "254"], ["750", "767", "794", "787", "799"],
     ["Austin", "El Paso", "Lubbock", "Waco", "Tyler", "Amarillo"]),
    ("MN", "Minnesota", ["218", "507", "320", "612"], ["550", "556", "559", "563"],
     ["Duluth", "Rochester", "St. Cloud", "Mankato", "Bemidji"]),
    ("OR", "Oregon", ["503", "541", "971"], ["970", "973", "974", "977"],
     ["Salem", "Eugene", "Bend", "Medford", "Corvallis"]),
    ("GA", "Georgia", ["478", "912", "706", "229"], ["300", "310", "314", "316"],
     ["Macon", "Savannah", "Athens", "Valdosta", "Dalton"]),
    ("AZ", "Arizona", ["520", "928", "480"], ["850", "857", "860", "863"],
     ["Tucson", "Flagstaff", "Yuma", "Mesa", "Prescott"]),
    ("PA", "Pennsylvania", ["570", "814", "610", "412"], ["150", "165", "181", "185"],
     ["Scranton", "Erie", "Allentown", "Altoona", "Williamsport"]),
    ("WI", "Wisconsin", ["920", "715", "608", "414"], ["530", "541", "547", "549"],
     ["Green Bay", "Eau Claire", "Oshkosh", "La Crosse", "Wausau"]),
    ("NC", "North Carolina", ["919", "828", "910", "252"], ["275", "277", "284", "288"],
     ["Durham", "Asheville", "Wilmington", "Greenville", "Hickory"]),
    ("MI", "Michigan", ["810", "517", "269", "231"], ["485", "489", "490", "496"],
     ["Flint", "Lansing", "Kalamazoo", "Traverse City", "Saginaw"]),
    ("TN", "Tennessee", ["865", "901", "731", "423"], ["370", "379", "381", "383"],
     ["Knoxville", "Memphis", "Jackson", "Kingsport", "Cookeville"]),
    ("NM", "New Mexico", ["505", "575"], ["870", "875", "880", "883"],
     ["Las Cruces", "Santa Fe", "Gallup", "Farmington", "Roswell"]),
    ("IN", "Indiana", ["260", "765", "812", "317"], ["462", "468", "473", "477"],
     ["Fort Wayne", "Muncie", "Evansville", "Bloomington", "Kokomo"]),
    ("KY", "Kentucky", ["859", "270", "606"], ["405", "421", "420", "415"],
     ["Lexington", "Bowling Green", "Paducah", "Pikeville", "Richmond"]),
    ("ME", "Maine", ["207"], ["039", "044", "042", "046"],
     ["Bangor", "Lewiston", "Augusta", "Presque Isle", "Biddeford"]),
    ("VA", "Virginia", ["540", "757", "434", "276"], ["240", "235", "245", "242"],
     ["Roanoke", "Norfolk", "Lynchburg", "Harrisonburg", "Abingdon"]),
    ("WA", "Washington", ["509", "360", "253"], ["992", "989", "985", "983"],
     ["Spokane", "Yakima", "Olympia", "Wenatchee", "Bellingham"]),
]

CA_PROVS = [
    # abbrev, full, area codes, FSA first letters, cities, health card style
    ("ON", "Ontario", ["416", "905", "705", "613", "807"], ["K", "L", "M", "N", "P"],
     ["Hamilton", "Sudbury", "Kingston", "London", "Thunder Bay", "Barrie", "Peterborough"], "ohip"),
    ("BC", "British Columbia", ["604", "250", "778"], ["V"],
     ["Kelowna", "Kamloops", "Nanaimo", "Prince George", "Vernon", "Surrey"], "phn"),
    ("AB", "Alberta", ["403", "780", "587"], ["T"],
     ["Calgary", "Edmonton", "Red Deer", "Lethbridge", "Medicine Hat"], "ahcip"),
    ("QC", "Quebec", ["514", "819", "418", "450"], ["G", "H", "J"],
     ["Gatineau", "Sherbrooke", "Trois-Rivieres", "Rimouski", "Laval"], "ramq"),
    ("MB", "Manitoba", ["204"], ["R"], ["Winnipeg", "Brandon", "Thompson", "Steinbach"], "mb"),
    ("NS", "Nova Scotia", ["902"], ["B"], ["Halifax", "Sydney", "Truro", "Antigonish"], "ns"),
    ("SK", "Saskatchewan", ["306", "639"], ["S"], ["Regina", "Saskatoon", "Moose Jaw", "Prince Albert"], "sk"),
    ("NB", "New Brunswick", ["506"], ["E"], ["Moncton", "Fredericton", "Saint John", "Bathurst"], "nb"),
    ("NL", "Newfoundland and Labrador", ["709"], ["A"], ["St. John's", "Corner Brook", "Gander"], "nl"),
]

STREET_NAMES = [
    "Elm", "Birchwood", "Old Mill", "Tamarack", "Quarry", "Larkspur", "Juniper", "Sumac",
    "Kingfisher", "Orchard", "Cottonwood", "Fenwick", "Harbour View", "Prospect", "Ridgecrest",
    "Wellington", "Saint-Laurent", "Bluewater", "Cedar Bend", "Hawthorn", "Marsh", "Railway",
    "Deer Trail", "Copper Kettle", "Lighthouse", "Summerhill", "Pinegrove", "Dogwood",
    "Sandpiper", "Ironwood", "Meadowlark", "Church", "Frontenac", "Augusta", "Lakeshore",
]
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
                "Court", "Ct", "Boulevard", "Blvd", "Crescent", "Cres", "Way", "Trail"]
UNIT_FORMS = ["Apt {n}", "Unit {n}", "#{n}", "Suite {n}", "Apt. {n}"]

US_HOSPITALS = [
    "Brennan Valley Medical Center", "St. Aldric's Hospital", "Mercy Ridge Regional Medical Center",
    "Harrow County General Hospital", "Lakeview Baptist Medical Center", "Cedar Hollow Community Hospital",
    "Northfield University Hospital", "Good Shepherd Medical Center", "Pine Barrens Regional",
    "Holloway Memorial Hospital", "Sister Agathe Hospital", "Three Forks Health",
    "Bramblewood Medical Center", "Kessler-Dunn Hospital", "Red Mesa Indian Health Center",
    "Oak Hollow VA Medical Center",
]
US_HOSP_SHORT = {
    "Brennan Valley Medical Center": "BVMC", "Mercy Ridge Regional Medical Center": "Mercy Ridge",
    "Harrow County General Hospital": "Harrow General", "Northfield University Hospital": "NUH",
    "Lakeview Baptist Medical Center": "Lakeview Baptist", "Good Shepherd Medical Center": "GSMC",
    "Holloway Memorial Hospital": "Holloway Memorial", "Bramblewood Medical Center": "Bramblewood",
}
CA_HOSPITALS = [
    "Grey Birch General Hospital", "St. Brendan's Health Centre", "Riverside Regional Health Centre",
    "Northshore Hospital", "Lac-Vert Hospital", "Queen Adelaide Hospital", "Cobequid Valley Hospital",
    "Prairie Rose Health Centre", "Kootenay Lake District Hospital", "Bay of Islands Regional Hospital",
    "Sainte-Odile Hospital", "Fraser Bend General", "Mount Carmel Health Sciences Centre",
    "Two Rivers Community Hospital",
]
CA_HOSP_SHORT = {
    "Grey Birch General Hospital": "GBGH", "St. Brendan's Health Centre": "St. Brendan's",
    "Riverside Regional Health Centre": "RRHC", "Queen Adelaide Hospital": "QAH",
    "Mount Carmel Health Sciences Centre": "Mount Carmel", "Fraser Bend General": "FBG",
}
UNITS = [
    "4 West", "6 East", "5 North", "7 South", "3 Tower", "Fenwick 3", "Harmon 2",
    "B6", "Tower B 7", "2 Medical", "8 Surgical", "Gilmore 4", "West 9", "North 12",
    "Birch Unit", "Maple Ward", "Osler 5", "Whitby 3",
]
COMMUNITY_PHARMACIES = [
    "Kettle Creek Pharmacy", "Harlow Drug Mart", "Bayside Apothecary", "Corner Rx Pharmacy",
    "Prairie Sky Pharmacy", "Millbrook Family Pharmacy", "Northgate Drugs", "Lakehead Pharmasave",
    "Quarry Road Pharmacy", "Old Town Apothecary", "Sunview Pharmacy", "Riverbend Drug",
]
CLINICS = [
    "Eastside Family Practice", "Hillcrest Medical Clinic", "Birchmount Health Centre",
    "Cottonwood Internal Medicine", "Northside Community Health", "Tamarack Family Health Team",
    "Willow Creek Dialysis", "Sandhill Oncology Associates", "Maple Grove Care Home",
    "Evergreen Manor Nursing Home", "Shady Pines Assisted Living", "Heron Point Long-Term Care",
]
EMPLOYERS = [
    "Tri-County Freight", "Halvorsen Dairy Co-op", "Pinecrest Elementary School",
    "Grace Fellowship Church", "Norquay Mining", "Blue Heron Casino", "Copperline Steel",
    "Westbrook School District", "Lakeland Poultry", "Ridgeview Auto Body", "Coastal Ferries Ltd",
    "Sunrise Bakery", "Kinsley Logistics", "Harbourfront Seafoods", "Prairie Grain Elevators",
    "St. Jude Parish", "Moraine Valley College", "Ironside Construction", "Bright Futures Daycare",
    "Cascade Timber Products", "Municipal Transit Authority of Elkford",
]
INSURERS_US = [
    "Northwind Health Plan", "Keystone Mutual", "Great Lakes Benefit Trust", "Sagebrush Health",
    "Liberty Crest Insurance", "Apex Care Advantage", "Heartland Family Health Plan",
]
INSURERS_CA = [
    "Maple Shield Insurance", "Northern Lights Benefits", "Great Plains Life", "Atlantic Cross",
    "Laurentian Assurance",
]
PAP_ORGS = ["RxBridge Foundation", "CareAccess Patient Program", "Helping Hands Rx Fund",
            "Summit Copay Assistance"]

PROFESSIONS = [
    "welder", "teacher", "long-haul truck driver", "electrician", "nurse", "accountant",
    "farmer", "hairdresser", "line cook", "software developer", "pastor", "firefighter",
    "mail carrier", "dental hygienist", "carpenter", "daycare worker", "janitor", "paramedic",
    "commercial fisherman", "bus driver", "cashier", "plumber", "librarian", "miner",
    "lawyer", "veterinary technician", "security guard", "roofer", "professor", "pilot",
    "hospital housekeeper", "pharmacy technician", "chef", "bank teller", "machinist",
]

COUNTRIES_TRAVEL = [
    "Mexico", "India", "Guatemala", "Philippines", "Jamaica", "Vietnam", "Nigeria",
    "Dominican Republic", "Pakistan", "Haiti", "Portugal", "Ghana", "Peru", "Thailand",
]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew",
             "partner", "mother", "father", "neighbour", "friend", "granddaughter", "grandson",
             "caregiver", "common-law spouse"]

LANDMARKS = ["Riverside Mall", "Harmon Tower", "the Cooper Street shelter", "Lakeside Plaza",
             "Union Station", "Fairgrounds Arena", "Bellwood Park", "Northgate Centre"]

# ---- clinical, non-PHI content ----
ABX = [
    ("vancomycin", ["1,250 mg IV q12h", "1 g IV q12h", "1,500 mg IV q24h", "750 mg IV q8h"]),
    ("piperacillin-tazobactam", ["4.5 g IV q6h", "3.375 g IV q8h EI", "4.5 g IV q8h ext infusion"]),
    ("cefepime", ["2 g IV q8h", "1 g IV q12h", "2 g IV q12h"]),
    ("ceftriaxone", ["1 g IV q24h", "2 g IV q24h", "2 g IV q12h"]),
    ("meropenem", ["1 g IV q8h", "500 mg IV q6h", "2 g IV q8h"]),
    ("cefazolin", ["2 g IV q8h", "1 g IV q8h", "3 g IV q8h"]),
    ("ampicillin-sulbactam", ["3 g IV q6h", "1.5 g IV q6h"]),
    ("levofloxacin", ["750 mg PO daily", "500 mg IV q48h", "750 mg IV q48h"]),
    ("azithromycin", ["500 mg IV daily", "500 mg PO x1 then 250 mg daily"]),
    ("metronidazole", ["500 mg PO q8h", "500 mg IV q8h"]),
    ("daptomycin", ["8 mg/kg IV q24h", "6 mg/kg IV q48h"]),
    ("linezolid", ["600 mg PO q12h", "600 mg IV q12h"]),
    ("micafungin", ["100 mg IV q24h"]),
    ("fluconazole", ["400 mg PO daily", "800 mg IV x1 then 400 mg daily"]),
    ("gentamicin", ["5 mg/kg IV q24h", "7 mg/kg IV ext interval"]),
    ("TMP-SMX", ["1 DS tab PO BID", "2 DS tabs PO BID"]),
    ("nitrofurantoin", ["100 mg PO BID"]),
    ("doxycycline", ["100 mg PO BID"]),
]

HOME_MEDS = [
    "metoprolol succinate 50 mg PO daily", "lisinopril 20 mg PO daily", "amlodipine 5 mg PO daily",
    "atorvastatin 40 mg PO qHS", "metformin 1000 mg PO BID", "insulin glargine 22 units SC qHS",
    "apixaban 5 mg PO BID", "warfarin 5 mg PO daily (Mon/Fri 7.5 mg)", "levothyroxine 88 mcg PO daily",
    "furosemide 40 mg PO BID", "spironolactone 25 mg PO daily", "pantoprazole 40 mg PO daily",
    "sertraline 100 mg PO daily", "gabapentin 300 mg PO TID", "tamsulosin 0.4 mg PO qHS",
    "oxycodone 5 mg PO q6h PRN pain", "hydrochlorothiazide 25 mg PO daily", "aspirin 81 mg PO daily",
    "clopidogrel 75 mg PO daily", "empagliflozin 10 mg PO daily", "sitagliptin 100 mg PO daily",
    "prednisone 5 mg PO daily", "alendronate 70 mg PO weekly (Sun)", "vitamin D3 2000 IU PO daily",
    "tiotropium 18 mcg inh daily", "salbutamol 100 mcg 2 puffs q4h PRN", "albuterol HFA 2 puffs q4-6h PRN",
    "donepezil 10 mg PO qHS", "quetiapine 25 mg PO qHS", "lorazepam 0.5 mg PO qHS PRN",
    "carvedilol 12.5 mg PO BID", "allopurinol 300 mg PO daily", "colchicine 0.6 mg PO daily",
    "methotrexate 15 mg PO weekly (Thu)", "folic acid 1 mg PO daily", "ferrous sulfate 325 mg PO daily",
    "hydromorphone 2 mg PO q4h PRN", "buprenorphine-naloxone 8-2 mg SL daily", "digoxin 0.125 mg PO daily",
    "rivaroxaban 20 mg PO daily with supper", "dulaglutide 1.5 mg SC weekly", "semaglutide 1 mg SC weekly",
    "escitalopram 10 mg PO daily", "trazodone 50 mg PO qHS PRN", "amiodarone 200 mg PO daily",
    "tacrolimus 2 mg PO BID", "mycophenolate 750 mg PO BID", "levetiracetam 500 mg PO BID",
    "magnesium oxide 400 mg PO BID", "senna 8.6 mg 2 tabs PO qHS", "docusate 100 mg PO BID",
]
OTC = ["ibuprofen 400 mg PRN", "St. John's wort", "melatonin 5 mg qHS", "turmeric caps",
       "naproxen 220 mg PRN", "fish oil 1 g daily", "diphenhydramine 25 mg qHS", "ginkgo biloba",
       "calcium carbonate 500 mg BID", "omeprazole 20 mg OTC"]

ALLERGIES = [
    "penicillin (hives)", "sulfa (rash)", "codeine (N/V - intolerance)", "NKDA", "morphine (itch)",
    "vancomycin (infusion reaction, tolerates slow rate)", "cephalexin (rash 1990s)", "iodinated contrast (hives)",
    "lisinopril (angioedema)", "latex", "NKDA", "NKDA", "ciprofloxacin (tendinitis)", "shellfish (not a drug allergy)",
]

LABS = [
    ("SCr", ["0.7", "0.9", "1.1", "1.4", "1.8", "2.3", "0.6", "3.1"], "mg/dL"),
    ("BUN", ["12", "18", "24", "31", "44", "9"], "mg/dL"),
    ("K", ["3.2", "3.6", "4.1", "4.8", "5.4", "3.9"], "mmol/L"),
    ("Na", ["131", "136", "139", "142", "128", "145"], "mmol/L"),
    ("WBC", ["4.2", "7.8", "11.6", "14.2", "18.9", "2.1"], "x10^9/L"),
    ("Plt", ["88", "142", "210", "265", "401", "54"], "x10^9/L"),
    ("Hgb", ["7.9", "9.4", "11.2", "12.8", "14.1"], "g/dL"),
    ("INR", ["1.1", "1.6", "2.4", "3.8", "5.2", "2.9"], ""),
    ("Mg", ["1.4", "1.8", "2.1", "2.4"], "mg/dL"),
    ("Phos", ["1.9", "2.6", "3.4", "4.7"], "mg/dL"),
    ("Alb", ["2.1", "2.8", "3.4", "3.9"], "g/dL"),
    ("ALT", ["18", "34", "77", "212"], "U/L"),
    ("TBili", ["0.4", "0.9", "1.7", "3.2"], "mg/dL"),
    ("Glu", ["88", "142", "211", "305", "64"], "mg/dL"),
    ("TG", ["98", "180", "265", "412"], "mg/dL"),
    ("CRP", ["8", "42", "118", "236"], "mg/L"),
    ("Lactate", ["0.9", "1.8", "3.4"], "mmol/L"),
]

ORGANISMS = ["E. coli", "K. pneumoniae", "MSSA", "MRSA", "P. aeruginosa", "E. faecalis",
             "S. pneumoniae", "P. mirabilis", "Enterobacter cloacae", "C. albicans", "CoNS",
             "Strep pyogenes (GAS)", "Serratia marcescens"]
SOURCES = ["blood", "urine", "sputum", "wound", "BAL", "CSF", "joint fluid", "bile"]
INDICATIONS = ["CAP", "HAP", "pyelonephritis", "cellulitis", "SSTI", "bacteremia", "intra-abdominal infection",
               "diabetic foot osteomyelitis", "febrile neutropenia", "sepsis unclear source", "CAUTI",
               "prosthetic joint infection", "cholangitis", "empyema"]

ADR_REACTIONS = [
    ("vancomycin", "acute kidney injury (SCr 0.8 -> 2.6)", "moderate"),
    ("piperacillin-tazobactam", "thrombocytopenia (Plt 210 -> 41)", "serious"),
    ("lisinopril", "angioedema of lips and tongue", "serious"),
    ("ceftriaxone", "diffuse maculopapular rash", "mild"),
    ("carbamazepine", "SJS/TEN - mucosal involvement", "serious"),
    ("allopurinol", "DRESS (eosinophilia, fever, transaminitis)", "serious"),
    ("linezolid", "serotonin syndrome with sertraline", "serious"),
    ("haloperidol", "QTc prolongation (QTc 528 ms)", "moderate"),
    ("heparin", "suspected HIT (4T score 6, PF4 positive)", "serious"),
    ("amiodarone", "hypothyroidism", "moderate"),
    ("metformin", "lactic acidosis in setting of AKI", "serious"),
    ("TMP-SMX", "hyperkalemia (K 6.4)", "serious"),
    ("levofloxacin", "Achilles tendinopathy", "moderate"),
    ("oxycodone", "respiratory depression requiring naloxone", "serious"),
    ("clindamycin", "C. difficile infection", "moderate"),
    ("ondansetron", "headache and constipation", "mild"),
    ("iron sucrose", "infusion reaction - flushing, hypotension", "moderate"),
    ("enoxaparin", "rectus sheath hematoma", "serious"),
]

CS_DRUGS = [
    "HYDROmorphone 2 mg/mL inj 1 mL", "morphine 4 mg/mL inj 1 mL", "fentaNYL 100 mcg/2 mL inj",
    "oxyCODONE 5 mg tab", "LORazepam 2 mg/mL inj", "midazolam 5 mg/mL inj 2 mL",
    "ketamine 50 mg/mL inj 10 mL", "HYDROcodone-APAP 5-325 mg tab", "methadone 10 mg tab",
    "alprazolam 0.25 mg tab", "diazePAM 5 mg tab", "tramadol 50 mg tab", "fentaNYL 25 mcg/h patch",
]

CSP = [
    ("cefazolin 2 g", "NS 100 mL", "100 mL"), ("vancomycin 1,250 mg", "NS 250 mL", "250 mL"),
    ("norepinephrine 8 mg", "D5W 250 mL", "250 mL"), ("heparin 25,000 units", "D5W 250 mL", "250 mL"),
    ("insulin regular 100 units", "NS 100 mL", "100 mL"), ("pip-tazo 4.5 g", "NS 100 mL", "100 mL"),
    ("meropenem 1 g", "NS 100 mL", "100 mL"), ("micafungin 100 mg", "NS 100 mL", "100 mL"),
    ("oxytocin 30 units", "LR 500 mL", "500 mL"), ("magnesium sulfate 4 g", "SWFI 100 mL", "100 mL"),
    ("fentanyl 2,500 mcg", "NS 250 mL (50 mL syringe x5)", "250 mL"),
    ("amiodarone 450 mg", "D5W 250 mL (glass)", "250 mL"), ("potassium chloride 20 mEq", "SWFI 100 mL", "100 mL"),
    ("ketamine 500 mg", "NS 50 mL syringe", "50 mL"), ("acyclovir 700 mg", "NS 150 mL", "150 mL"),
    ("daptomycin 650 mg", "NS 50 mL", "50 mL"), ("methotrexate 20 mg IT", "PF NS 5 mL syringe (hazardous)", "5 mL"),
    ("cyclophosphamide 1,200 mg", "NS 250 mL (hazardous, CSTD)", "250 mL"),
]

NF_DRUGS = [
    ("isavuconazonium", "posaconazole DR, voriconazole", "invasive aspergillosis, QTc 512 on voriconazole"),
    ("dalbavancin", "vancomycin, daptomycin", "MRSA osteomyelitis, PWID, unable to maintain PICC"),
    ("ceftazidime-avibactam", "meropenem", "KPC-producing K. pneumoniae bacteremia"),
    ("tenecteplase", "alteplase", "acute ischemic stroke protocol (regional transfer)"),
    ("sugammadex 16 mg/kg", "neostigmine/glycopyrrolate", "rocuronium reversal - cannot intubate"),
    ("andexanet alfa", "4F-PCC", "apixaban-associated ICH"),
    ("tocilizumab", "dexamethasone", "cytokine release syndrome after CAR-T"),
    ("eculizumab", "plasma exchange", "atypical HUS"),
    ("patiromer", "sodium polystyrene sulfonate", "recurrent hyperkalemia on RAAS blockade, SPS intolerance"),
    ("tolvaptan", "fluid restriction, urea", "SIADH refractory, Na 121"),
    ("insulin degludec (home supply)", "insulin glargine", "patient-own med, stable regimen, hypoglycemia on glargine"),
    ("ceftolozane-tazobactam", "cefepime, meropenem", "MDR P. aeruginosa VAP"),
    ("fidaxomicin", "oral vancomycin", "recurrent C. difficile (2nd recurrence)"),
    ("letermovir", "valganciclovir", "CMV prophylaxis post-HSCT, neutropenic"),
]

RECALLS = [
    ("metformin ER 500 mg tablets", "NDMA above acceptable intake limit", "II"),
    ("valsartan 160 mg tablets", "nitrosamine impurity (NDEA)", "II"),
    ("enoxaparin 40 mg/0.4 mL syringes", "mislabeled syringe barrel graduations", "II"),
    ("levothyroxine 50 mcg tablets", "sub-potent assay results", "II"),
    ("ranitidine 150 mg tablets", "NDMA impurity", "II"),
    ("insulin pen needles 4 mm", "possible non-sterile packaging breach", "II"),
    ("albuterol HFA inhaler", "defective dose counter / may not deliver dose", "I"),
    ("nitroglycerin 0.4 mg SL tablets", "potency failure", "II"),
    ("EpiPen-type epinephrine 0.3 mg auto-injector", "may fail to activate", "I"),
    ("amlodipine/valsartan 10/320 mg", "nitrosamine impurity", "II"),
    ("tacrolimus 1 mg capsules", "dissolution failure", "II"),
    ("sertraline 50 mg tablets", "foreign tablet (cross-contamination)", "II"),
]

PUMPS = ["Alaris 8015 PC unit", "Alaris 8100 LVP module", "Sigma Spectrum", "Plum 360",
         "CADD-Solis PCA", "Medfusion 4000 syringe pump", "Baxter Novum IQ", "B. Braun Space"]
ADCS = ["Pyxis MedStation ES", "Omnicell XT", "Pyxis MedStation 4000", "Omnicell XT tower"]

# typos applied occasionally to literal (non-PHI) text
TYPOS = [
    ("received", "recieved"), ("patient", "pateint"), ("prescribed", "perscribed"),
    ("recommend", "reccomend"), ("discontinue", "discontinu"), ("medication", "medicaiton"),
    ("pharmacy", "pharamcy"), ("verified", "verifed"), ("discussed", "dicussed"),
    ("allergy", "allergey"), ("tolerated", "tolerate"), ("because", "becuase"),
    ("appropriate", "appropiate"), ("available", "availble"), ("monitor", "monitr"),
    ("separate", "seperate"), ("schedule", "schedual"), ("with", "wiht"), ("the", "teh"),
]
