"""Invented value pools for dev113_en. Every name, street, facility and organisation is made up
for this set; contact data is fictional by construction (see phi.py)."""

GIVEN_M = [
    "James", "Marcus", "DeShawn", "Luis", "Carlos", "Jorge", "Mateo", "Ahmed", "Omar", "Yusuf",
    "Rahul", "Arjun", "Sanjay", "Wei", "Jun", "Minh", "Thanh", "Hiroshi", "Kenji", "Sung-min",
    "Oleksandr", "Dmitri", "Piotr", "Tomasz", "Nikos", "Giorgos", "Liam", "Sean", "Patrick",
    "Giovanni", "Marco", "Chinedu", "Emeka", "Kwame", "Kofi", "Tunde", "Abdirahman", "Mohamed",
    "Jean-Baptiste", "Wilner", "Tevita", "Sione", "Koa", "Ravi", "Hamza", "Reuben", "Eli",
    "Tyrell", "Dwayne", "Cody", "Travis", "Dustin", "Will", "Mark", "Bill", "Frank", "Hunter",
    "Chase", "Sterling", "Rusty", "Bao", "Ignacio", "Anselm", "Dariusz", "Ruslan", "Obinna",
]
GIVEN_F = [
    "Maria", "Guadalupe", "Ximena", "Fatima", "Aisha", "Leila", "Priya", "Ananya", "Deepa", "Mei",
    "Xiu", "Lan", "Thuy", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Olena", "Natalia", "Agnieszka",
    "Eleni", "Siobhan", "Aoife", "Francesca", "Chiamaka", "Ngozi", "Ama", "Abena", "Folake",
    "Hodan", "Ifrah", "Marie-Claude", "Nadège", "Losana", "Leilani", "Keisha", "Shanice", "Tamika",
    "Brittany", "Ashley", "Kayla", "Hope", "Grace", "Faith", "Joy", "Rose", "June", "Dawn",
    "Summer", "Marisol", "Svetlana", "Ingrid", "Zainab", "Noor", "Rukhsana", "Paz", "Tiare",
]
GIVEN_X = ["Alex", "Jordan", "Taylor", "Riley", "Sky", "Quinn", "River", "Rowan", "Emery"]

SURNAMES = [
    "Okafor", "Adeyemi", "Mensah", "Boateng", "Nwosu", "Abdullahi", "Warsame", "Hassan", "Haddad",
    "Nasser", "Khalil", "Patel", "Sharma", "Iyer", "Reddy", "Chaudhry", "Nguyen", "Tran", "Pham",
    "Chen", "Wang", "Liu", "Zhao", "Kim", "Park", "Choi", "Tanaka", "Sato", "Yamamoto",
    "Kowalski", "Nowak", "Wiśniewski", "Shevchenko", "Petrov", "Ivanova", "Papadopoulos",
    "Georgiou", "O'Brien", "Murphy", "Byrne", "Rossi", "Esposito", "Romano", "García",
    "Hernández", "Ramírez", "Delgado", "Castillo", "Morales", "Alves", "Pereira", "Silva",
    "Baptiste", "Jean-Louis", "Pierre", "Fifita", "Tuilagi", "Kahananui", "Begay", "Yazzie",
    "Johnson", "Washington", "Jefferson", "Lindqvist", "Andersen", "Schmidt", "Müller", "Cohen",
    "Levi", "Friedman", "Baker", "King", "Young", "Price", "Hill", "Stone", "Bell", "Marsh",
    "Ward", "Page", "Carver", "Fox", "Strong", "Sharp", "Lane", "Frost", "Booker", "Vang",
    "Xiong", "Oyelaran", "Quispe", "Mamani", "Van der Berg", "MacAuley", "Szabó", "Dlamini",
]

# Words that are names here and ordinary words elsewhere (checked in check.py).
WORD_NAMES = ["Will", "Hope", "Grace", "Faith", "Joy", "Rose", "June", "Dawn", "Mark", "Bill",
              "Frank", "Hunter", "Chase", "Sterling", "Summer", "Baker", "King", "Young", "Price",
              "Hill", "Stone", "Bell", "Marsh", "Ward", "Page", "Carver", "Fox", "Strong", "Sharp",
              "Lane", "Frost", "Booker"]

NICKNAMES = {"James": "Jimmy", "Patrick": "Paddy", "Dwayne": "Dee", "Giovanni": "Gio",
             "Oleksandr": "Sasha", "Francesca": "Frankie", "Guadalupe": "Lupe", "Agnieszka": "Aga",
             "Jean-Baptiste": "JB", "Abdirahman": "Abdi", "Natalia": "Talia", "Siobhan": "Shiv",
             "Dmitri": "Dima", "Tomasz": "Tom", "Marcus": "Mook", "Travis": "Trav",
             "Svetlana": "Lana", "Ignacio": "Nacho", "Rusty": "Rus", "Brittany": "Britt"}

CITIES = ["Brennock", "Halvern", "Marlow Falls", "Eastbury", "Quillan", "Corvale",
          "Pinebrook Junction", "Fenwick", "Ardmoor", "Kesslerville", "Lowell Bend", "Tamsin",
          "Redwater", "Calder Point", "Westhollow", "Saint Aubrey", "New Tarrant", "Greyharbor",
          "Millbourne", "Ashgrove", "Dunmore Heights", "Vireo", "Larchmont Ferry", "Baylen",
          "Oxley Springs", "Port Imber", "Cadwell", "Sorrel Creek"]
COUNTIES = ["Halvern County", "Teague County", "Quarry County", "Sable County", "Lindell County",
            "Orrin County", "Mercer Vale County", "Ballast County"]
STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Michigan", "MI"), ("Wisconsin", "WI"),
          ("Minnesota", "MN"), ("Iowa", "IA"), ("Missouri", "MO"), ("Kentucky", "KY"),
          ("Tennessee", "TN"), ("Georgia", "GA"), ("North Carolina", "NC"), ("Virginia", "VA"),
          ("West Virginia", "WV"), ("Pennsylvania", "PA"), ("New York", "NY"),
          ("New Jersey", "NJ"), ("Connecticut", "CT"), ("Massachusetts", "MA"), ("Vermont", "VT"),
          ("Maryland", "MD"), ("Arizona", "AZ"), ("New Mexico", "NM"), ("Nevada", "NV"),
          ("Utah", "UT"), ("Washington", "WA"), ("Texas", "TX"), ("California", "CA"),
          ("Florida", "FL"), ("Alabama", "AL"), ("Kansas", "KS"), ("Nebraska", "NE"),
          ("Montana", "MT"), ("Colorado", "CO")]
COUNTRIES = ["Mexico", "Guatemala", "El Salvador", "Honduras", "Somalia", "Ethiopia", "Nigeria",
             "Ghana", "Haiti", "Vietnam", "the Philippines", "Ukraine", "Poland", "Iraq",
             "Afghanistan", "India", "South Korea", "Laos", "Samoa", "Tonga", "Jamaica",
             "the Dominican Republic", "Canada", "Portugal", "Bosnia", "Eritrea", "Peru"]
STREET_NAMES = ["Lindenfield", "Quarry", "Bellhaven", "Otter Creek", "Tamarack", "Cobblestone",
                "Harrier", "Juniper Hollow", "Vane", "Saltbox", "Wexford", "Kettle Pond",
                "Marigold", "Thornbury", "Pell", "Orchard Gate", "Ridgeback", "Calloway",
                "Sumac", "Ironweed", "Lantern", "Foundry", "Gristmill", "Prosper"]
STREET_TYPES = ["Street", "Avenue", "Road", "Lane", "Court", "Way", "Drive", "Boulevard",
                "Terrace", "Rd", "Ave", "St", "Blvd", "Ct"]
UNIT_FORMS = ["Apt {n}", "Apt {n}{l}", "Unit {n}", "#{n}", "Lot {n}", "Trlr {n}", "Rm {n}"]

HOSPITALS = ["Cedar Hollow Behavioral Health Center", "Marrow Creek Recovery Center",
             "St. Auberon Medical Center", "Larkfield Regional Hospital",
             "Quillfeather Behavioral Health", "Harrowgate Crisis Stabilization Unit",
             "Northvale Recovery Center", "Bramblewood Treatment Center",
             "Saltmarsh Community Mental Health", "Tennyson Street Clinic", "Oakhaven Detox",
             "Riverstone Opioid Treatment Program", "Kestrel Ridge Hospital",
             "Fennimore General Hospital", "Blue Heron Peer Respite", "Wrenfield Psychiatric Hospital",
             "Galloway Mercy Hospital", "Ashby Lane Counseling Center", "Stillwater Bend Recovery House",
             "Copperleaf Integrated Health"]
UNITS = ["Larkspur Unit", "Aspen Unit", "Willow Unit", "Birch Pod", "Heron Ward", "Juniper Unit",
         "Sequoia Adolescent Unit", "Magnolia Geropsych Unit", "Tamarind Unit", "Cypress Unit"]
PHARMACIES = ["Thistle Pharmacy", "Greyharbor Family Pharmacy", "Corner Apothecary",
              "Pellman Drug", "Bayside Discount Pharmacy", "Orrin Valley Pharmacy"]
EMPLOYERS = ["Halloway Freight", "Tri-County Roofing", "Brightline Logistics", "Kessler Auto Body",
             "Redwater Poultry", "Dockside Diner", "Fenwick Public Schools", "Marlow Falls Lumber",
             "Coventry Home Care", "Quillan Concrete", "Bluewater Casino", "Sorrel Creek Dairy",
             "Pinnacle Staffing", "Grist & Vine Bistro", "Larchmont Ferry Transit", "Oxley Metalworks"]
SCHOOLS = ["Northgate Community College", "Ridgeview High School", "Calder Point Middle School",
           "Ardmoor Technical Institute", "Eastbury State University"]
CHURCHES = ["St. Columba Parish", "Morning Star AME Church", "Grace Tabernacle",
            "Beth Shalom Congregation", "Masjid al-Noor of Vireo", "New Covenant Fellowship"]
AGENCIES = ["Lanternlight Shelter", "Harbor House Women's Shelter", "Second Step Sober Living",
            "Bridgeway Recovery Residence", "Veterans Outreach of Calder", "Open Door Food Pantry",
            "Cadwell Legal Aid", "Ferrous Valley Community Action"]
LANDMARKS = ["the Garnet Street Bridge", "Ferris Park", "the Halloway rail yard", "Tolland Pier",
             "the Marlow Falls overlook", "Kettle Pond trailhead", "the Quarry Road underpass",
             "Bellhaven bus depot", "the Foundry Street overpass", "Pell Square"]

PROFESSIONS = ["welder", "roofer", "line cook", "truck driver", "long-haul trucker", "electrician",
               "teacher", "barber", "hairstylist", "warehouse associate", "forklift operator",
               "landscaper", "carpenter", "plumber", "paralegal", "accountant", "dental hygienist",
               "bartender", "server", "baker", "mechanic", "machinist", "security guard", "cashier",
               "software developer", "certified nursing assistant", "home health aide",
               "commercial fisherman", "drywall installer", "pipefitter", "real estate agent",
               "auto detailer", "corrections officer", "nurse", "pharmacist", "paramedic",
               "coal miner", "postal carrier", "day laborer", "tattoo artist", "chef",
               "insurance adjuster", "HVAC technician", "bank teller", "stocker"]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Eve", "New Year's Day", "Easter",
            "Memorial Day", "Labor Day", "Halloween", "Christmas Eve", "Fourth of July"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]

# --- hard negatives (never annotated) ---
CREDS = {
    "psychiatrist": ["MD", "DO"], "np": ["PMHNP-BC", "NP", "APRN"], "nurse": ["RN", "RN-BC", "LPN"],
    "sw": ["LCSW", "MSW", "LICSW"], "counselor": ["LADC", "CADC", "LPC", "LMHC", "LMFT"],
    "peer": ["CPRS", "CRSS", "CPS"], "psychologist": ["PhD", "PsyD", "PhD, ABPP"],
    "pharmacist": ["PharmD", "RPh"], "tech": ["MHT", "CNA"], "pa": ["PA-C"],
}
ROLE_WORDS = {
    "psychiatrist": "attending psychiatrist", "np": "psychiatric NP", "nurse": "RN",
    "sw": "social worker", "counselor": "counselor", "peer": "peer specialist",
    "psychologist": "psychologist", "pharmacist": "pharmacist", "tech": "mental health tech",
    "pa": "PA",
}
MEDS = [
    "buprenorphine-naloxone 8 mg-2 mg SL film BID", "buprenorphine-naloxone 16 mg-4 mg SL daily",
    "methadone 85 mg PO daily", "methadone 110 mg PO daily", "naltrexone ER 380 mg IM q4 weeks",
    "naltrexone 50 mg PO daily", "lorazepam 1 mg PO q4h PRN CIWA > 10",
    "chlordiazepoxide 50 mg PO q6h x 4 doses", "thiamine 100 mg PO daily", "folic acid 1 mg PO daily",
    "multivitamin 1 tab PO daily", "olanzapine 10 mg PO qHS", "haloperidol 5 mg IM x1",
    "diphenhydramine 50 mg IM x1", "sertraline 100 mg PO daily", "lithium carbonate 300 mg PO BID",
    "clonidine 0.1 mg PO q6h PRN", "gabapentin 300 mg PO TID", "naloxone 4 mg nasal spray PRN",
    "quetiapine 50 mg PO qHS", "hydroxyzine 25 mg PO q6h PRN anxiety", "trazodone 50 mg PO qHS PRN",
    "acamprosate 666 mg PO TID", "disulfiram 250 mg PO daily", "aripiprazole 15 mg PO daily",
    "divalproex ER 1000 mg PO qHS", "prazosin 2 mg PO qHS", "nicotine patch 21 mg/24 hr daily",
    "loperamide 2 mg PO PRN loose stools", "ondansetron 4 mg ODT q8h PRN", "lofexidine 0.18 mg PO QID",
    "risperidone 2 mg PO BID", "paliperidone palmitate 234 mg IM", "mirtazapine 15 mg PO qHS",
    "bupropion XL 150 mg PO daily", "topiramate 25 mg PO BID", "propranolol 10 mg PO TID PRN",
]
SCORES = ["PHQ-9", "GAD-7", "CIWA-Ar", "COWS", "AUDIT", "AUDIT-C", "DAST-10", "C-SSRS", "MoCA",
          "BPRS", "YMRS", "AIMS", "PCL-5", "CAGE"]
CODES = [("F10.239", "alcohol dependence with withdrawal, unspecified"),
         ("F10.20", "alcohol use disorder, moderate/severe"), ("F11.20", "opioid use disorder, severe"),
         ("F11.23", "opioid dependence with withdrawal"), ("F14.20", "cocaine use disorder, severe"),
         ("F15.20", "stimulant use disorder (methamphetamine), severe"), ("F12.20", "cannabis use disorder"),
         ("F32.2", "major depressive disorder, single episode, severe"),
         ("F33.1", "major depressive disorder, recurrent, moderate"),
         ("F31.2", "bipolar I disorder, current episode manic, severe with psychotic features"),
         ("F20.9", "schizophrenia, unspecified"), ("F25.0", "schizoaffective disorder, bipolar type"),
         ("F43.10", "posttraumatic stress disorder"), ("F41.1", "generalized anxiety disorder"),
         ("F60.3", "borderline personality disorder"), ("F90.0", "ADHD, predominantly inattentive"),
         ("Z59.0", "homelessness"), ("Z91.5", "personal history of self-harm"),
         ("R45.851", "suicidal ideations"), ("T40.411A", "poisoning by fentanyl, accidental, initial"),
         ("Z79.891", "long-term use of opiate analgesic"), ("F13.239", "sedative withdrawal")]
EPONYM_PHRASES = [
    "no signs of Wernicke encephalopathy (no ophthalmoplegia, gait steady)",
    "Korsakoff syndrome considered but MoCA within normal limits",
    "hx Mallory-Weiss tear after binge drinking",
    "Babinski downgoing bilaterally", "Romberg negative",
    "Tarasoff duty considered; no identifiable third party threatened",
    "not meeting Baker Act criteria at this time",
    "Marchman Act petition discussed with family",
    "no Capgras-type misidentification", "denies Cotard-like nihilistic beliefs",
    "Hoover sign negative", "no tics to suggest Tourette syndrome",
    "history of Asperger syndrome diagnosis in childhood (now ASD)",
    "low concern for Munchausen presentation", "Ganser-type approximate answers not present",
    "no Parkinsonism on exam; AIMS 0", "Dupuytren contracture noted, chronic",
]

HOSP_PSY = [h for h in HOSPITALS if any(w in h for w in ("Behavioral", "Psychiatric", "Hospital", "Medical Center", "Mental Health", "Crisis"))]
HOSP_SUD = [h for h in HOSPITALS if h not in HOSP_PSY]
