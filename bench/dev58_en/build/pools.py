"""Hand-written value pools for dev58_en. Everything here is invented for this set
(names, towns, institutions, employers); states, provinces, countries and clinical
vocabulary are generic."""

# ------------------------------------------------------------------ person names
# origin -> (male first names, female first names, surnames)
NAMES = {
    "anglo": (
        ["James", "Thomas", "Oliver", "George", "Harry", "Daniel", "Matthew", "Graham", "Neil",
         "Keith", "Trevor", "Colin", "Barry", "Warren", "Clifford", "Dale", "Russell", "Stuart"],
        ["Margaret", "Susan", "Helen", "Charlotte", "Sophie", "Hannah", "Joan", "Pauline",
         "Denise", "Tracey", "Gillian", "Bethany", "Abigail", "Maureen", "Lorraine", "Kirsty"],
        ["Hartley", "Pemberton", "Ashworth", "Thornton", "Whitfield", "Barlow", "Cartwright",
         "Fenwick", "Holloway", "Pickering", "Rowntree", "Sutcliffe", "Waddington", "Yardley",
         "Blakemore", "Cottrell", "Dunmore", "Eastwood", "Fairbanks", "Greenhalgh", "Lockwood",
         "Merriweather", "Stanbridge", "Tolley"],
    ),
    "irish_scots": (
        ["Ciaran", "Declan", "Padraig", "Fergus", "Hamish", "Ruairi", "Cormac", "Eamon"],
        ["Siobhan", "Niamh", "Aoife", "Eilidh", "Morag", "Saoirse", "Roisin", "Catriona"],
        ["O'Donoghue", "McAllister", "MacLeod", "Fitzgerald", "Gallagher", "Kilbride", "Brennan",
         "Moloney", "Docherty", "Lennox", "Cullinane", "O'Rourke", "McCafferty"],
    ),
    "hispanic": (
        ["Alejandro", "Mateo", "Esteban", "Rigoberto", "Joaquin", "Ernesto", "Octavio", "Rafael"],
        ["Guadalupe", "Ximena", "Valentina", "Rosalba", "Marisol", "Yesenia", "Itzel", "Consuelo"],
        ["Castaneda", "Villalobos", "Quintanilla", "Olivares", "Barrientos", "Zamora", "Echeverria",
         "Maldonado", "Arellano", "De la Cruz", "Ibarra", "Santillan", "Cervantes-Ruiz"],
    ),
    "west_african": (
        ["Chidi", "Oluwaseun", "Kwame", "Kofi", "Yaw", "Emeka", "Tunde", "Obinna"],
        ["Ngozi", "Adaeze", "Abena", "Folake", "Chiamaka", "Efua", "Yetunde", "Ifeoma"],
        ["Okonkwo", "Adeyemi", "Mensah", "Boateng", "Nwosu", "Eze", "Owusu", "Asante", "Adebayo",
         "Okafor", "Olawale", "Osei", "Agyeman"],
    ),
    "south_asian": (
        ["Rajesh", "Vikram", "Arjun", "Sanjay", "Imran", "Harpreet", "Gurdeep", "Anil"],
        ["Priya", "Ananya", "Sunita", "Deepika", "Farhana", "Nusrat", "Lakshmi", "Gurpreet"],
        ["Raghunathan", "Patel", "Sharma", "Chaudhry", "Iyer", "Banerjee", "Gill", "Sandhu",
         "Rahman", "Siddiqui", "Venkataraman", "Kapoor", "Naidu", "Dhillon"],
    ),
    "east_asian": (
        ["Wei", "Hiroshi", "Minh", "Jun", "Haruto", "Kenji", "Ji-ho", "Thanh"],
        ["Mei-Ling", "Yuki", "Seo-yeon", "Xiaoling", "Hoa", "Aiko", "Ji-woo", "Lan"],
        ["Nakamura", "Takahashi", "Nguyen", "Tran", "Kim", "Park", "Zhang", "Liu", "Huang",
         "Watanabe", "Pham", "Choi", "Lim"],
    ),
    "arabic": (
        ["Omar", "Yusuf", "Khalid", "Samir", "Tariq", "Karim", "Bilal"],
        ["Fatima", "Layla", "Mariam", "Nour", "Rania", "Hana", "Salma"],
        ["Haddad", "Al-Mansouri", "Khoury", "Nasser", "Farouk", "Saleh", "El-Amin", "Aziz", "Hamdan"],
    ),
    "east_european": (
        ["Tomasz", "Dmitri", "Bogdan", "Zoran", "Piotr", "Andrei", "Milos"],
        ["Katarzyna", "Agnieszka", "Oksana", "Milena", "Irina", "Jelena", "Dorota"],
        ["Kowalczyk", "Wisniewski", "Petrenko", "Horvath", "Novak", "Zielinski", "Marinescu",
         "Dragomir", "Kovalenko", "Sokolova"],
    ),
    "mediterranean": (
        ["Giuseppe", "Dimitrios", "Marco", "Stavros", "Luca"],
        ["Francesca", "Eleni", "Chiara", "Despina", "Rosaria"],
        ["Papadopoulos", "Lombardi", "Ferraro", "Castellano", "Georgiou", "Moretti"],
    ),
    "pacific": (
        ["Sione", "Tevita", "Viliami", "Manu"],
        ["Mele", "Losana", "Ana", "Salote"],
        ["Tupou", "Fifita", "Latu", "Vaipulu", "Taufa"],
    ),
    # names that are also ordinary words, places or roles: hard cases
    "word_like": (
        ["Will", "Jordan", "Austin", "Sterling", "Chase", "Dallas", "Hunter"],
        ["Hope", "Faith", "Grace", "Brooke", "Florence", "Summer", "Rose", "April", "June"],
        ["Baker", "Mason", "Cook", "Hall", "Street", "Lane", "Bishop", "Marsh", "Brown", "Young",
         "King", "Price", "Black", "Winter", "Fields", "Parish", "Carter"],
    ),
}

ORIGIN_WEIGHTS = {
    "US": {"anglo": 4, "irish_scots": 1, "hispanic": 4, "west_african": 2, "south_asian": 2,
           "east_asian": 2, "arabic": 1, "east_european": 1, "mediterranean": 1, "word_like": 3},
    "UK": {"anglo": 5, "irish_scots": 3, "west_african": 2, "south_asian": 3, "east_asian": 1,
           "arabic": 1, "east_european": 2, "mediterranean": 1, "word_like": 2},
    "CA": {"anglo": 4, "irish_scots": 2, "hispanic": 1, "west_african": 1, "south_asian": 3,
           "east_asian": 3, "arabic": 2, "east_european": 2, "mediterranean": 1, "word_like": 2},
    "AU": {"anglo": 5, "irish_scots": 2, "south_asian": 2, "east_asian": 3, "arabic": 1,
           "east_european": 1, "mediterranean": 2, "pacific": 2, "word_like": 2},
}

MIDDLE_LETTERS = "ABCDEFGHJKLMNPRSTW"

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
             "partner", "niece", "nephew", "granddaughter", "grandson", "neighbour", "friend",
             "carer"]
GUARDIAN_RELATIONS = ["mother", "father", "grandmother", "legal guardian", "foster parent", "aunt"]

# ------------------------------------------------------------------ places
LOCALES = {
    "US": {
        "cities": [("Marlow Springs", "OH", "Ohio"), ("Cedar Hollow", "PA", "Pennsylvania"),
                   ("Port Ambrose", "MA", "Massachusetts"), ("Fenwick Falls", "NY", "New York"),
                   ("East Tallis", "IL", "Illinois"), ("Brackenridge", "TX", "Texas"),
                   ("Quillmont", "CO", "Colorado"), ("Orrin Bluff", "MO", "Missouri"),
                   ("Westmarch", "WA", "Washington"), ("Dunmore Junction", "GA", "Georgia"),
                   ("Kettle Creek", "MN", "Minnesota"), ("Lindell Park", "CA", "California"),
                   ("Holloway Mills", "NC", "North Carolina"), ("New Carrick", "NJ", "New Jersey"),
                   ("Varden City", "AZ", "Arizona"), ("Pelham Ridge", "TN", "Tennessee"),
                   ("Saltonstall", "MI", "Michigan"), ("Grayling Point", "OR", "Oregon")],
        "counties": ["Tallis County", "Harrow County", "Birchfield County", "Okemo County"],
        "street_names": ["Elmwood", "Carver", "Linden", "Tamarack", "Whitcomb", "Delacroix",
                         "Sycamore Hill", "Prospect", "Larkspur", "Bellweather", "Orchard Glen",
                         "Fennimore", "Hawthorne", "Copper Ridge", "Mill Pond"],
        "street_types": ["St", "Ave", "Blvd", "Rd", "Dr", "Ln", "Ct", "Way", "Street", "Avenue",
                         "Road", "Drive"],
        "country": ["USA", "United States", "US"],
    },
    "UK": {
        "cities": [("Kingsbridge Vale", "", "Devon"), ("Ashby Marston", "", "Leicestershire"),
                   ("Little Wetherby", "", "North Yorkshire"), ("Thornleigh", "", "West Yorkshire"),
                   ("Brackley Moor", "", "Lancashire"), ("Hollinsford", "", "Greater Manchester"),
                   ("Carrow St Giles", "", "Norfolk"), ("Eddington Parva", "", "Wiltshire"),
                   ("Northwick", "", "Cheshire"), ("Saltmere", "", "Kent"),
                   ("Glenmarrow", "", "Midlothian"), ("Pencarreg", "", "Gwynedd"),
                   ("Stoneygate Cross", "", "County Durham"), ("Ravensholme", "", "Somerset")],
        "counties": [],
        "street_names": ["Orchard", "Mill", "Rectory", "Beech", "Priory", "Chapel", "Tanner's",
                         "Kestrel", "Foxglove", "Hawthorn", "Ashdown", "Queensbury", "Coppice",
                         "Bramble", "Wellington"],
        "street_types": ["Road", "Lane", "Close", "Crescent", "Gardens", "Mews", "Street", "Avenue",
                         "Drive", "Way", "Terrace", "Walk"],
        "country": ["United Kingdom", "UK", "England", "GBR"],
    },
    "CA": {
        "cities": [("Port Kessel", "ON", "Ontario"), ("Millbrae Landing", "BC", "British Columbia"),
                   ("Ste-Odile-des-Monts", "QC", "Quebec"), ("Fraserdale Heights", "AB", "Alberta"),
                   ("Red Pine Rapids", "MB", "Manitoba"), ("North Tavish", "NS", "Nova Scotia"),
                   ("Ashcombe", "ON", "Ontario"), ("Lac-Sauvin", "QC", "Quebec"),
                   ("Coldwater Bend", "SK", "Saskatchewan"), ("Haverton", "NB", "New Brunswick"),
                   ("Cedar Narrows", "BC", "British Columbia"), ("Elgin Falls", "ON", "Ontario"),
                   ("Prairie Rose", "AB", "Alberta")],
        "counties": ["Tavish County", "Kessel Region"],
        "street_names": ["Lakeshore", "Maple Crest", "Birchwood", "Laurier", "Dufferin Park",
                         "Tamarack", "Riverbend", "Ste-Catherine", "Glenholme", "Aspen Grove",
                         "Cartier", "Huron Bay", "Pinecrest"],
        "street_types": ["St", "Ave", "Rd", "Cres", "Blvd", "Dr", "Crt", "Street", "Avenue", "Road",
                         "Trail"],
        "country": ["Canada", "CAN", "CA"],
    },
    "AU": {
        "cities": [("Wattle Downs", "NSW", "New South Wales"), ("Kingfisher Bay", "QLD", "Queensland"),
                   ("Corella Creek", "VIC", "Victoria"), ("Bindarra", "NSW", "New South Wales"),
                   ("Port Tallon", "SA", "South Australia"), ("Quandong Flat", "WA", "Western Australia"),
                   ("Coolabah Springs", "QLD", "Queensland"), ("Wirrimbi", "VIC", "Victoria"),
                   ("Tallowood", "NSW", "New South Wales"), ("Mersey Heads", "TAS", "Tasmania"),
                   ("Gungaderra", "ACT", "Australian Capital Territory"),
                   ("Barramundi Point", "NT", "Northern Territory")],
        "counties": ["Shire of Wirrimbi", "Bindarra Shire"],
        "street_names": ["Banksia", "Jacaranda", "Ironbark", "Waratah", "Kookaburra", "Grevillea",
                         "Mulga", "Boronia", "Paperbark", "Illawarra", "Currawong", "Tea Tree"],
        "street_types": ["St", "Rd", "Ave", "Cres", "Pde", "Ct", "Street", "Road", "Parade", "Place",
                         "Close", "Hwy"],
        "country": ["Australia", "AUS", "AU"],
    },
}

OTHER_COUNTRIES = ["Portugal", "Nigeria", "India", "Philippines", "Vietnam", "Poland", "Ghana",
                   "Mexico", "Lebanon", "Ireland", "Tonga", "Greece", "Pakistan", "South Korea",
                   "Ukraine", "Scotland", "New Zealand", "Jamaica", "Sri Lanka", "Colombia"]

# ------------------------------------------------------------------ institutions
HOSPITALS = {
    "US": ["Lakeside General Hospital", "St. Brendan's Medical Center", "Mercy Hollow Regional",
           "Fenwick Falls Memorial Hospital", "Tallis County Medical Center",
           "Orrin Bluff Community Hospital", "Grayling Point University Hospital",
           "Prospect Valley Children's Hospital", "Saint Adelaide Health"],
    "UK": ["Kingsbridge Vale Royal Infirmary", "St Aldhelm's Hospital", "Thornleigh General Hospital",
           "Brackley Moor District Hospital", "Saltmere and District Hospital",
           "Queen Ottilie University Hospital", "Hollinsford Community Hospital",
           "Glenmarrow Royal Hospital"],
    "CA": ["Port Kessel General Hospital", "Hopital Sainte-Odile", "Millbrae Landing Regional Health Centre",
           "Ashcombe Memorial Hospital", "Red Pine Rapids Health Centre",
           "Fraserdale Heights Hospital", "North Tavish Regional Hospital", "Elgin Falls Health Sciences"],
    "AU": ["Wattle Downs Base Hospital", "Kingfisher Bay Hospital", "Corella Creek Health",
           "St Columba's Private Hospital", "Port Tallon District Hospital",
           "Tallowood Memorial Hospital", "Quandong Flat Regional Hospital", "Wirrimbi Health Service"],
}
CLINICS = {
    "US": ["Northgate Family Practice", "Cedar Hollow Cardiology Associates", "Bellweather Internal Medicine",
           "Kettle Creek Diabetes Center", "Prospect Pediatrics", "Riverside Heart Rhythm Clinic"],
    "UK": ["Elm Park Surgery", "Priory Lane Medical Practice", "The Coppice Health Centre",
           "Rectory Road Surgery", "Ashdown Diabetes Centre", "Wellington Street Practice"],
    "CA": ["Laurier Family Health Team", "Birchwood Medical Clinic", "Huron Bay Cardiac Clinic",
           "Aspen Grove Diabetes Education Centre", "Clinique Cartier", "Pinecrest Community Health"],
    "AU": ["Banksia Family Medical", "Jacaranda Street Clinic", "Ironbark Heart Centre",
           "Waratah Diabetes Service", "Kookaburra Medical Centre", "Boronia GP Practice"],
}
PHARMACIES = {
    "US": ["Corner Oak Pharmacy", "Kettle Creek Drug", "Linden Avenue Apothecary"],
    "UK": ["Hawthorn Pharmacy", "Mill Road Chemist", "Beech Lane Pharmacy"],
    "CA": ["Pharmacie Laurier", "Maple Crest Pharmacy", "Riverbend Drug Mart"],
    "AU": ["Grevillea Chemist", "Waratah Pharmacy", "Mulga Street Discount Chemist"],
}
LABS = {
    "US": ["Bayline Diagnostics", "Tallis Reference Laboratory", "Prospect Pathology Partners"],
    "UK": ["Northwick Pathology Services", "Kestrel Path Lab"],
    "CA": ["Lakeshore Medical Laboratories", "Laboratoire Cartier"],
    "AU": ["Coastal Pathology Wirrimbi", "Ironbark Pathology"],
}
CARE_HOMES = {
    "US": ["Willow Crest Assisted Living", "Maple Terrace Nursing Home"],
    "UK": ["Rosebank Care Home", "The Laurels Residential Home"],
    "CA": ["Birchwood Manor Long-Term Care", "Residence Sainte-Anne"],
    "AU": ["Paperbark Aged Care", "Banksia Lodge Residential Care"],
}
WARDS = ["Kestrel Ward", "Heron Ward", "Rowan Ward", "Willow Unit", "4 West", "5 North", "Ward 12",
         "Ward 7B", "Larch Ward", "Osprey Unit", "6 South", "Maple Unit", "Ward 3A", "Beech Ward"]
ROOM_FORMATS = ["{n}", "{n}{b}", "{n}-{b}"]

EMPLOYERS = ["Tallis Freight Lines", "Copperleaf Foods", "Ridgeway Plastics", "Northline Rail",
             "Bramblewood Primary School", "Harrowgate Logistics", "Sunmere Dairy Co-op",
             "Kestrel Aerospace Components", "Bellweather Insurance Brokers", "Pinecrest School Board",
             "Orchard Glen Building Supplies", "Quillmont Mining Ltd", "Saltmere Fisheries",
             "Ashdown Council Depot", "Varden City Transit", "Linden Hall Hotel", "Marlow Print Works",
             "Coolabah Station Pty Ltd", "Greyfriars Parish Church", "Elgin Falls Steel"]
INSURERS = {
    "US": ["Harborline Health Plan", "Keystone Mutual Health", "Provenance Health Insurance",
           "Meridia Benefits", "Tallis Blue Health"],
    "UK": ["Albion Medical Assurance", "Crown Meridian Healthcare"],
    "CA": ["Maple Crest Benefits", "Northern Shield Life", "Laurentide Assurance"],
    "AU": ["Coralbay Health Fund", "Southern Reef Mutual", "Wattle Health Cover"],
}
MOTOR_INSURERS = ["Keystone Auto Mutual", "Roadsure Insurance", "Highway Shield Insurance",
                  "Albion Motor Underwriters", "Coralbay Motor Cover"]
FUNERAL_HOMES = ["Halvorsen & Sons Funeral Home", "Greenmantle Funeral Directors",
                 "Eastwood Family Funerals", "Chapelle Funeraire Cartier"]
CEMETERIES = ["Hillcrest Cemetery", "Old Priory Burial Ground", "Riverbend Memorial Gardens",
              "Wattle Grove Lawn Cemetery"]
LANDMARKS = ["the Kettle Creek boat ramp", "Westmarch Mall", "Pemberton Park", "the Larkspur Overpass",
             "Saltmere Pier", "Coolabah Showgrounds", "Fenwick Falls bus depot", "the Mill Pond Bridge"]
LANDMARK_CLEAN = ["Kettle Creek boat ramp", "Westmarch Mall", "Pemberton Park", "Larkspur Overpass",
                  "Saltmere Pier", "Coolabah Showgrounds", "Fenwick Falls bus depot", "Mill Pond Bridge"]

PROFESSIONS = ["welder", "teacher", "electrician", "bus driver", "accountant",
               "dental hygienist", "farmer", "HGV driver", "coal miner", "software developer",
               "registered nurse", "hairdresser", "carpenter", "postal worker", "chef",
               "warehouse operative", "plumber", "librarian", "police officer",
               "taxi driver", "civil engineer", "cleaner", "school counsellor", "fisherman",
               "truck driver", "secretary", "roofer", "pharmacy assistant", "barista", "student",
               "machinist", "security guard", "homemaker", "retail manager", "shearer"]
INDUSTRIES = ["construction", "education", "agriculture", "transport", "retail", "healthcare",
              "mining", "manufacturing", "hospitality", "public administration"]

# ------------------------------------------------------------------ clinical vocabulary (hard negatives)
# code, name, abbr, US unit, US lo, US hi, US decimals, SI unit, SI lo, SI hi, SI decimals
LAB_TESTS = {
    "chem": [
        ("2951-2", "Sodium", "NA", "mmol/L", 135, 145, 0, "mmol/L", 135, 145, 0),
        ("2823-3", "Potassium", "K", "mmol/L", 3.5, 5.1, 1, "mmol/L", 3.5, 5.1, 1),
        ("2075-0", "Chloride", "CL", "mmol/L", 98, 107, 0, "mmol/L", 95, 110, 0),
        ("1963-8", "Bicarbonate", "CO2", "mmol/L", 22, 29, 0, "mmol/L", 22, 32, 0),
        ("3094-0", "Urea nitrogen", "BUN", "mg/dL", 7, 20, 0, "mmol/L", 2.5, 7.8, 1),
        ("2160-0", "Creatinine", "CREAT", "mg/dL", 0.6, 1.3, 2, "umol/L", 60, 110, 0),
        ("33914-3", "eGFR (CKD-EPI)", "EGFR", "mL/min/1.73m2", 60, 120, 0, "mL/min/1.73m2", 60, 120, 0),
        ("2345-7", "Glucose", "GLU", "mg/dL", 70, 99, 0, "mmol/L", 3.9, 5.5, 1),
        ("17861-6", "Calcium", "CA", "mg/dL", 8.5, 10.5, 1, "mmol/L", 2.10, 2.60, 2),
        ("19123-9", "Magnesium", "MG", "mg/dL", 1.7, 2.2, 1, "mmol/L", 0.70, 1.00, 2),
        ("2777-1", "Phosphate", "PHOS", "mg/dL", 2.5, 4.5, 1, "mmol/L", 0.80, 1.50, 2),
        ("1742-6", "ALT", "ALT", "U/L", 7, 56, 0, "U/L", 5, 40, 0),
        ("1920-8", "AST", "AST", "U/L", 10, 40, 0, "U/L", 10, 35, 0),
        ("6768-6", "Alkaline phosphatase", "ALP", "U/L", 44, 147, 0, "U/L", 30, 130, 0),
        ("1975-2", "Bilirubin, total", "TBIL", "mg/dL", 0.1, 1.2, 1, "umol/L", 3, 21, 0),
        ("1751-7", "Albumin", "ALB", "g/dL", 3.5, 5.0, 1, "g/L", 35, 50, 0),
        ("1988-5", "C-reactive protein", "CRP", "mg/L", 0, 5, 1, "mg/L", 0, 5, 1),
        ("89579-7", "Troponin I, high sensitivity", "HSTNI", "ng/L", 0, 26, 0, "ng/L", 0, 26, 0),
        ("2524-7", "Lactate", "LACT", "mmol/L", 0.5, 2.2, 1, "mmol/L", 0.5, 2.2, 1),
    ],
    "heme": [
        ("6690-2", "White blood cells", "WBC", "10*3/uL", 4.0, 11.0, 1, "x10^9/L", 4.0, 11.0, 1),
        ("789-8", "Red blood cells", "RBC", "10*6/uL", 4.5, 5.9, 2, "x10^12/L", 4.5, 5.9, 2),
        ("718-7", "Hemoglobin", "HGB", "g/dL", 13.5, 17.5, 1, "g/L", 135, 175, 0),
        ("4544-3", "Hematocrit", "HCT", "%", 41, 53, 1, "L/L", 0.41, 0.53, 2),
        ("787-2", "MCV", "MCV", "fL", 80, 100, 0, "fL", 80, 100, 0),
        ("777-3", "Platelets", "PLT", "10*3/uL", 150, 400, 0, "x10^9/L", 150, 400, 0),
        ("751-8", "Neutrophils, absolute", "NEUT#", "10*3/uL", 1.8, 7.7, 1, "x10^9/L", 2.0, 7.5, 1),
        ("731-0", "Lymphocytes, absolute", "LYMPH#", "10*3/uL", 1.0, 4.8, 1, "x10^9/L", 1.0, 4.0, 1),
        ("5902-2", "Prothrombin time", "PT", "s", 11.0, 13.5, 1, "s", 11.0, 13.5, 1),
        ("6301-6", "INR", "INR", "", 0.8, 1.2, 1, "", 0.8, 1.2, 1),
        ("3173-2", "aPTT", "APTT", "s", 25, 35, 0, "s", 25, 35, 0),
        ("3255-7", "Fibrinogen", "FIB", "mg/dL", 200, 400, 0, "g/L", 2.0, 4.0, 1),
    ],
    "misc": [
        ("4548-4", "Hemoglobin A1c", "HBA1C", "%", 4.0, 5.6, 1, "mmol/mol", 20, 42, 0),
        ("3016-3", "TSH", "TSH", "mIU/L", 0.4, 4.0, 2, "mIU/L", 0.4, 4.0, 2),
        ("2093-3", "Cholesterol, total", "CHOL", "mg/dL", 0, 200, 0, "mmol/L", 0, 5.2, 1),
        ("2085-9", "HDL cholesterol", "HDL", "mg/dL", 40, 90, 0, "mmol/L", 1.0, 2.2, 1),
        ("13457-7", "LDL cholesterol (calc)", "LDL", "mg/dL", 0, 100, 0, "mmol/L", 0, 2.6, 1),
        ("2571-8", "Triglycerides", "TRIG", "mg/dL", 0, 150, 0, "mmol/L", 0, 1.7, 1),
        ("33762-6", "NT-proBNP", "NTBNP", "pg/mL", 0, 125, 0, "ng/L", 0, 125, 0),
        ("2276-4", "Ferritin", "FERR", "ng/mL", 30, 400, 0, "ug/L", 30, 400, 0),
        ("2132-9", "Vitamin B12", "B12", "pg/mL", 200, 900, 0, "pmol/L", 150, 650, 0),
    ],
}
PANELS = {
    "chem": ("24323-8", "Comprehensive metabolic panel", "CMP"),
    "heme": ("58410-2", "CBC panel with differential", "CBC"),
    "misc": ("57698-3", "Lipid and endocrine panel", "MISC"),
}

ORGANISMS = ["Escherichia coli", "Klebsiella pneumoniae", "Staphylococcus aureus (MSSA)",
             "Enterococcus faecalis", "Pseudomonas aeruginosa", "Proteus mirabilis",
             "Streptococcus agalactiae (Group B)", "Methicillin-resistant Staphylococcus aureus"]
ANTIBIOTICS = ["Ampicillin", "Amoxicillin/clavulanate", "Cefazolin", "Ceftriaxone", "Ciprofloxacin",
               "Gentamicin", "Nitrofurantoin", "Trimethoprim/sulfamethoxazole", "Piperacillin/tazobactam",
               "Meropenem", "Vancomycin", "Doxycycline", "Clindamycin"]
SPECIMENS = [("Urine, midstream", "URINE"), ("Blood culture, peripheral", "BLD"),
             ("Wound swab, left heel", "WND"), ("Sputum, expectorated", "SPT"),
             ("Urine, catheter (Foley)", "URC")]

# drug, strength, form, sig (plain), route, frequency code
DRUGS = [
    ("metoprolol tartrate", "25 mg", "tablet", "take 1 tablet by mouth twice daily", "PO", "BID"),
    ("lisinopril", "10 mg", "tablet", "take 1 tablet by mouth once daily", "PO", "DAILY"),
    ("atorvastatin", "40 mg", "tablet", "take 1 tablet by mouth at bedtime", "PO", "QHS"),
    ("metformin", "500 mg", "tablet", "take 1 tablet twice daily with meals", "PO", "BID"),
    ("apixaban", "5 mg", "tablet", "take 1 tablet by mouth every 12 hours", "PO", "Q12H"),
    ("furosemide", "40 mg", "tablet", "take 1 tablet every morning", "PO", "QAM"),
    ("insulin glargine", "100 units/mL", "pen", "inject 22 units subcutaneously at bedtime", "SC", "QHS"),
    ("insulin lispro", "100 units/mL", "pen", "inject per correction scale before meals", "SC", "TIDAC"),
    ("levothyroxine", "75 mcg", "tablet", "take 1 tablet daily on an empty stomach", "PO", "DAILY"),
    ("amlodipine", "5 mg", "tablet", "take 1 tablet once daily", "PO", "DAILY"),
    ("pantoprazole", "40 mg", "tablet, delayed release", "take 1 tablet before breakfast", "PO", "DAILY"),
    ("sertraline", "50 mg", "tablet", "take 1 tablet daily", "PO", "DAILY"),
    ("gabapentin", "300 mg", "capsule", "take 1 capsule three times daily", "PO", "TID"),
    ("acetaminophen", "500 mg", "tablet", "take 2 tablets every 6 hours as needed for pain", "PO", "Q6H PRN"),
    ("paracetamol", "1 g", "tablet", "1 g every 6 hours when required, max 4 g/24 h", "PO", "QDS PRN"),
    ("oxycodone", "5 mg", "tablet", "take 1 tablet every 4 hours as needed for severe pain", "PO", "Q4H PRN"),
    ("enoxaparin", "40 mg/0.4 mL", "syringe", "inject 40 mg subcutaneously once daily", "SC", "DAILY"),
    ("vancomycin", "1 g", "IV infusion", "1 g IV every 12 hours, trough before 4th dose", "IV", "Q12H"),
    ("ceftriaxone", "1 g", "IV infusion", "1 g IV once daily", "IV", "DAILY"),
    ("piperacillin-tazobactam", "4.5 g", "IV infusion", "4.5 g IV every 8 hours over 4 h", "IV", "Q8H"),
    ("albuterol", "90 mcg/actuation", "inhaler", "inhale 2 puffs every 4 hours as needed for wheeze", "INH", "Q4H PRN"),
    ("salbutamol", "100 mcg/dose", "inhaler", "2 puffs when required for breathlessness", "INH", "PRN"),
    ("tiotropium", "18 mcg", "inhalation capsule", "inhale contents of 1 capsule once daily", "INH", "DAILY"),
    ("prednisone", "40 mg", "tablet", "take 40 mg daily for 5 days", "PO", "DAILY"),
    ("warfarin", "5 mg", "tablet", "take as directed by anticoagulation clinic, target INR 2-3", "PO", "DAILY"),
    ("aspirin", "81 mg", "tablet, chewable", "take 1 tablet daily", "PO", "DAILY"),
    ("clopidogrel", "75 mg", "tablet", "take 1 tablet daily", "PO", "DAILY"),
    ("bisoprolol", "2.5 mg", "tablet", "take 1 tablet in the morning", "PO", "OM"),
    ("ramipril", "5 mg", "capsule", "take 1 capsule daily", "PO", "DAILY"),
    ("spironolactone", "25 mg", "tablet", "take 1 tablet daily", "PO", "DAILY"),
    ("empagliflozin", "10 mg", "tablet", "take 1 tablet every morning", "PO", "QAM"),
    ("ondansetron", "4 mg", "ODT", "dissolve 1 tablet every 8 hours as needed for nausea", "PO", "Q8H PRN"),
    ("senna", "8.6 mg", "tablet", "take 2 tablets at night", "PO", "QHS"),
    ("lactulose", "10 g/15 mL", "solution", "15 mL twice daily, titrate to 2 soft stools", "PO", "BID"),
    ("morphine sulfate", "2 mg/mL", "injection", "2 mg IV every 2 hours as needed", "IV", "Q2H PRN"),
    ("quetiapine", "25 mg", "tablet", "take 1 tablet at night", "PO", "QHS"),
    ("donepezil", "5 mg", "tablet", "take 1 tablet at bedtime", "PO", "QHS"),
    ("tamsulosin", "0.4 mg", "capsule", "take 1 capsule daily after the same meal", "PO", "DAILY"),
    ("allopurinol", "100 mg", "tablet", "take 1 tablet daily", "PO", "DAILY"),
    ("potassium chloride", "20 mEq", "tablet, ER", "take 1 tablet twice daily with food", "PO", "BID"),
    ("magnesium sulfate", "2 g/50 mL", "IV infusion", "2 g IV over 2 hours once", "IV", "ONCE"),
    ("heparin", "5,000 units/mL", "injection", "5,000 units subcutaneously every 8 hours", "SC", "Q8H"),
]

ALLERGIES = [("Penicillin", "rash", "moderate"), ("Sulfonamide antibiotics", "hives", "moderate"),
             ("Codeine", "nausea and vomiting", "mild"), ("Latex", "contact dermatitis", "mild"),
             ("Shellfish", "anaphylaxis", "severe"), ("Iodinated contrast media", "urticaria", "moderate"),
             ("Amoxicillin", "angioedema", "severe"), ("Morphine", "pruritus", "mild"),
             ("Peanut", "throat swelling", "severe"), ("Adhesive tape", "blistering", "mild")]

ICD10 = [
    ("E11.9", "Type 2 diabetes mellitus without complications"), ("I10", "Essential (primary) hypertension"),
    ("I48.91", "Unspecified atrial fibrillation"), ("I50.22", "Chronic systolic (congestive) heart failure"),
    ("J44.1", "COPD with (acute) exacerbation"), ("N18.30", "Chronic kidney disease, stage 3 unspecified"),
    ("E78.5", "Hyperlipidemia, unspecified"), ("I25.10", "Atherosclerotic heart disease of native coronary artery"),
    ("J18.9", "Pneumonia, unspecified organism"), ("N39.0", "Urinary tract infection, site not specified"),
    ("F32.9", "Major depressive disorder, single episode, unspecified"), ("G30.9", "Alzheimer's disease, unspecified"),
    ("G20", "Parkinson's disease"), ("K50.90", "Crohn's disease, unspecified, without complications"),
    ("E06.3", "Autoimmune thyroiditis (Hashimoto's)"), ("I44.2", "Atrioventricular block, complete"),
    ("I49.5", "Sick sinus syndrome"), ("E10.65", "Type 1 diabetes mellitus with hyperglycemia"),
    ("Z95.0", "Presence of cardiac pacemaker"), ("M81.0", "Age-related osteoporosis without current fracture"),
    ("S72.001A", "Fracture of unspecified part of neck of right femur, initial encounter"),
    ("C34.90", "Malignant neoplasm of unspecified part of bronchus or lung"), ("I63.9", "Cerebral infarction, unspecified"),
    ("R55", "Syncope and collapse"), ("I47.2", "Ventricular tachycardia"), ("I42.0", "Dilated cardiomyopathy"),
    ("Z79.4", "Long term (current) use of insulin"), ("E66.9", "Obesity, unspecified"),
    ("K21.9", "Gastro-esophageal reflux disease without esophagitis"), ("M17.11", "Unilateral primary osteoarthritis, right knee"),
    ("G35", "Multiple sclerosis"), ("J45.909", "Unspecified asthma, uncomplicated"),
    ("G51.0", "Bell's palsy"), ("I45.6", "Pre-excitation syndrome (Wolff-Parkinson-White)"),
    ("Z95.810", "Presence of automatic (implantable) cardiac defibrillator"),
    ("S06.0X0A", "Concussion without loss of consciousness, initial encounter"),
    ("V43.52XA", "Car driver injured in collision with other car in traffic accident, initial encounter"),
    ("S22.32XA", "Fracture of one rib, left side, initial encounter"),
]
ICD10_PEDS = [("J45.20", "Mild intermittent asthma, uncomplicated"), ("E10.9", "Type 1 diabetes mellitus without complications"),
              ("H66.90", "Otitis media, unspecified"), ("L20.9", "Atopic dermatitis, unspecified"),
              ("F90.0", "ADHD, predominantly inattentive type"), ("Q21.1", "Atrial septal defect"),
              ("R62.50", "Unspecified lack of expected normal physiological development")]

CPT = [("99213", "Office/outpatient visit, established, low MDM"), ("99223", "Initial hospital inpatient care, high MDM"),
       ("93280", "PM interrogation, in person, dual lead"), ("93283", "ICD interrogation, in person, dual lead"),
       ("93296", "Remote interrogation device evaluation, technician review"), ("95251", "CGM interpretation and report"),
       ("80053", "Comprehensive metabolic panel"), ("85025", "CBC with automated differential"),
       ("71046", "Radiologic exam, chest; 2 views"), ("93000", "Electrocardiogram, complete"),
       ("36415", "Collection of venous blood by venipuncture"), ("97110", "Therapeutic exercise, each 15 min"),
       ("99214", "Office/outpatient visit, established, moderate MDM"), ("70450", "CT head without contrast"),
       ("45378", "Colonoscopy, diagnostic"), ("27447", "Total knee arthroplasty"),
       ("33208", "Insertion of permanent pacemaker, dual chamber"), ("95250", "CGM sensor placement and training"),
       ("72148", "MRI lumbar spine without contrast"), ("97161", "Physical therapy evaluation, low complexity")]

IMMUNIZATIONS = [("Influenza, seasonal, injectable, preservative free", "141"), ("Tdap", "115"),
                 ("Pneumococcal conjugate PCV20", "216"), ("COVID-19, mRNA, LNP-S, bivalent", "229"),
                 ("Hepatitis B, adult", "43"), ("Zoster recombinant", "187"), ("MMR", "03"),
                 ("DTaP-IPV-Hib-HepB", "146"), ("Varicella", "21"), ("Hepatitis A, pediatric", "83")]

EPONYM_PHRASES = ["Foley catheter in situ", "Glasgow Coma Scale 15", "Babinski negative bilaterally",
                  "Murphy's sign negative", "Homan's sign negative", "Cheyne-Stokes pattern overnight",
                  "Mobitz I (Wenckebach) on telemetry", "Kussmaul breathing resolved", "Hickman line flushed",
                  "Braden score 14", "Morse Fall Scale 45", "Waterlow score 12", "Trendelenburg test positive",
                  "Korotkoff sounds faint", "Swan-Ganz removed", "Romberg negative", "Apgar 8 and 9",
                  "Parkinson's tremor noted", "Bell's palsy improving", "Crohn's flare settled"]

DEVICE_MODELS = {
    "pacemaker": [("Medtronic", "Azure XT DR MRI SureScan", "W1DR01"), ("Boston Scientific", "Accolade MRI", "L331"),
                  ("Abbott", "Assurity MRI", "PM2272"), ("Biotronik", "Edora 8 DR-T", "407145"),
                  ("Medtronic", "Micra AV", "MC1AVR1")],
    "icd": [("Medtronic", "Cobalt XT DR", "DDPA2D4"), ("Boston Scientific", "Resonate EL ICD", "D433"),
            ("Abbott", "Gallant DR", "CDDRA500Q"), ("Biotronik", "Rivacor 7 VR-T", "429525")],
    "lead": [("Medtronic", "CapSureFix Novus MRI SureScan", "5076"), ("Boston Scientific", "Ingevity+", "7841"),
             ("Abbott", "Tendril STS", "2088TC"), ("Biotronik", "Solia S 60", "377179"),
             ("Medtronic", "Sprint Quattro Secure", "6935M")],
    "cgm": [("Dexcom", "G6"), ("Dexcom", "G7"), ("Abbott", "FreeStyle Libre 2"), ("Abbott", "FreeStyle Libre 3"),
            ("Medtronic", "Guardian 4")],
    "pump": [("Tandem", "t:slim X2"), ("Medtronic", "MiniMed 780G"), ("Insulet", "Omnipod 5"),
             ("Ypsomed", "mylife YpsoPump")],
}

HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "Memorial Day"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "the August bank holiday"],
            "CA": ["Christmas", "Thanksgiving", "Canada Day", "Victoria Day"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Boxing Day", "Easter"]}
HOLIDAY_CLEAN = {"the Fourth of July": "Fourth of July", "the August bank holiday": "August bank holiday"}

CREDENTIALS = {
    "physician": {"US": ["MD", "DO"], "UK": ["MBBS", "MRCP", "FRCP", "MBChB"], "CA": ["MD", "FRCPC", "CCFP"],
                  "AU": ["MBBS", "FRACP", "FRACGP"]},
    "nurse": {"US": ["RN", "LPN", "BSN, RN"], "UK": ["RN", "RGN", "Staff Nurse"], "CA": ["RN", "RPN"],
              "AU": ["RN", "EN", "CNS"]},
    "lab": {"US": ["MLS(ASCP)", "MLT"], "UK": ["BMS", "HCPC BMS"], "CA": ["MLT", "RT"], "AU": ["MLS", "Scientist"]},
    "pharm": {"US": ["PharmD", "RPh"], "UK": ["MRPharmS"], "CA": ["RPh"], "AU": ["BPharm"]},
    "tech": {"US": ["CCDS", "CEPS"], "UK": ["Cardiac Physiologist"], "CA": ["CCDS"], "AU": ["Cardiac Scientist"]},
    "clerk": {"US": [""], "UK": [""], "CA": [""], "AU": [""]},
}
STOP_INITIALS = ["MD", "RN", "DO", "PA", "NP", "OT", "PT", "ED", "ER", "IV", "PO", "SC", "IM", "PR", "BD",
                 "OD", "CA", "NA", "CL", "HR", "RR", "BP", "GP", "UK", "US", "AU", "OK", "NO", "AM", "PM",
                 "MG", "ML", "ID", "IN", "OR", "IS", "ST", "DR", "MS", "MR", "LT", "RT", "SR", "GI", "EN"]


_US_ONLY = ("acetaminophen", "albuterol")
_INTL_ONLY = ("paracetamol", "salbutamol")


def drugs_for(loc):
    """Drug list with the local generic names (acetaminophen/paracetamol etc.)."""
    bad = _INTL_ONLY if loc == "US" else _US_ONLY
    return [d for d in DRUGS if d[0] not in bad]
