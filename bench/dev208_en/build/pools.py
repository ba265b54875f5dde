"""Name, place and organisation pools for dev208_en (author 208, invented)."""

FIRST_F = [
    "Donna", "Margaret", "Lorraine", "Beatriz", "Yolanda", "Nguyet", "Shirley", "Carmen",
    "Dolores", "Imani", "Rosalind", "Francine", "Gwendolyn", "Mei-Ling", "Ayesha", "Tamika",
    "Bernadette", "Consuelo", "Hazel", "Priya", "Olena", "Marisol", "Judith", "Latoya",
    "Evangeline", "Ruth", "Kimberly", "Agnieszka", "Fatuma", "Marjorie", "Delphine", "Soo-Jin",
    "Patrice", "Lucille", "Teresa", "Wanda", "Noreen", "Esperanza", "Charlene", "Adaeze",
    "Geraldine", "Rochelle", "Thuy", "Minerva", "Colleen", "Ingrid", "Rhonda", "Maribel",
    "Opal", "Jacqueline", "Sunita", "Henrietta", "Claudette", "Vivian", "Leticia", "Bonnie",
]
FIRST_M = [
    "Harold", "Raymond", "Luis", "Terrence", "Dwayne", "Nguyen", "Walter", "Esteban",
    "Cornelius", "Rashad", "Gerald", "Bogdan", "Thaddeus", "Emeka", "Victor", "Mohammed",
    "Clarence", "Dale", "Rodrigo", "Stanley", "Kwame", "Lamar", "Eugene", "Tomasz",
    "Reginald", "Arturo", "Leon", "Curtis", "Hiroshi", "Darnell", "Frederick", "Abdi",
    "Vernon", "Ignacio", "Marvin", "Roosevelt", "Wendell", "Jorge", "Milton", "Desmond",
    "Augustine", "Chester", "Ruben", "Lloyd", "Bartholomew", "Samir", "Otis", "Delbert",
    "Francisco", "Herman", "Lyle", "Mykola", "Alvin", "Duc", "Cecil", "Winston",
]
LAST = [
    "Hartley", "Okonkwo", "Delgado", "Pham", "Kowalczyk", "Whitfield", "Abernathy", "Castellanos",
    "Mbeki", "Lindqvist", "Fontaine", "Ramdass", "Petrosyan", "Haverford", "Quintero", "Blackwood",
    "Tran", "Osei", "McAllister", "Villanueva", "Szymanski", "Greenleaf", "Yamamoto", "Boudreaux",
    "Farouk", "Pennington", "Achterberg", "Oyelaran", "Marchetti", "Dunleavy", "Esposito", "Kaminski",
    "Underhill", "Nakashima", "Ballard", "Cervantes", "Holloway", "Iwu", "Jaramillo", "Kettering",
    "Lozano", "Montgomery", "Nwachukwu", "Ostrowski", "Prudhomme", "Rasmussen", "Sandoval", "Thibodeaux",
    "Urquhart", "Vasquez", "Wojcik", "Xiong", "Yoder", "Zeller", "Ashby", "Brannigan",
    "Coltrane", "Dabrowski", "Engstrom", "Fairweather", "Gallardo", "Hennessey", "Ibarra", "Jablonski",
    "Kincaid", "Lachance", "Mahoney", "Nakamura", "Ortega", "Pilkington", "Quarles", "Redfern",
    "Stallworth", "Tolliver", "Umberger", "Vance", "Winslow", "Yancey", "Abdullahi", "Bergstrom",
    "Chaudhry", "Dimitrov", "Eberhardt", "Fitzgerald", "Guerrero", "Hollingsworth", "Ivanova", "Jefferson",
    "Kerrigan", "Lambert", "Mendoza", "Northcutt", "O'Donnell", "Pacheco", "Ruiz-Calderon", "St. Clair",
    "Trujillo", "Van Houten", "Whitaker", "Zamora", "Gaskins", "Huynh", "Moreau", "Salazar",
]
NICK = {
    "Margaret": "Peggy", "Harold": "Hal", "Raymond": "Ray", "Walter": "Walt", "Gerald": "Gerry",
    "Thaddeus": "Tad", "Clarence": "Buddy", "Eugene": "Gene", "Reginald": "Reggie", "Frederick": "Fred",
    "Bartholomew": "Bart", "Roosevelt": "Rosie", "Augustine": "Gus", "Dolores": "Lola", "Francine": "Frannie",
    "Gwendolyn": "Gwen", "Bernadette": "Bernie", "Lucille": "Lucy", "Geraldine": "Gerri", "Henrietta": "Etta",
    "Jacqueline": "Jackie", "Kimberly": "Kim", "Patrice": "Trish", "Evangeline": "Vangie", "Wendell": "Dell",
    "Francisco": "Paco", "Esteban": "Teban", "Victor": "Vic", "Stanley": "Stan", "Terrence": "Terry",
    "Rosalind": "Roz", "Marjorie": "Marge", "Consuelo": "Chelo", "Ignacio": "Nacho", "Cornelius": "Neil",
}

# (city, state abbreviation, state name, zip prefix)
CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Dayton", "OH", "Ohio", "454"),
    ("Toledo", "OH", "Ohio", "436"), ("Lansing", "MI", "Michigan", "489"),
    ("Kalamazoo", "MI", "Michigan", "490"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Eau Claire", "WI", "Wisconsin", "547"), ("Cedar Rapids", "IA", "Iowa", "524"),
    ("Davenport", "IA", "Iowa", "528"), ("Fort Wayne", "IN", "Indiana", "468"),
    ("Evansville", "IN", "Indiana", "477"), ("Louisville", "KY", "Kentucky", "402"),
    ("Bowling Green", "KY", "Kentucky", "421"), ("Knoxville", "TN", "Tennessee", "379"),
    ("Chattanooga", "TN", "Tennessee", "374"), ("Asheville", "NC", "North Carolina", "288"),
    ("Greensboro", "NC", "North Carolina", "274"), ("Spartanburg", "SC", "South Carolina", "293"),
    ("Macon", "GA", "Georgia", "312"), ("Savannah", "GA", "Georgia", "314"),
    ("Pensacola", "FL", "Florida", "325"), ("Ocala", "FL", "Florida", "344"),
    ("Mobile", "AL", "Alabama", "366"), ("Shreveport", "LA", "Louisiana", "711"),
    ("Lafayette", "LA", "Louisiana", "705"), ("Tyler", "TX", "Texas", "757"),
    ("Lubbock", "TX", "Texas", "794"), ("El Paso", "TX", "Texas", "799"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Wichita", "KS", "Kansas", "672"),
    ("Lincoln", "NE", "Nebraska", "685"), ("Sioux Falls", "SD", "South Dakota", "571"),
    ("Fargo", "ND", "North Dakota", "581"), ("Billings", "MT", "Montana", "591"),
    ("Boise", "ID", "Idaho", "837"), ("Spokane", "WA", "Washington", "992"),
    ("Tacoma", "WA", "Washington", "984"), ("Eugene", "OR", "Oregon", "974"),
    ("Medford", "OR", "Oregon", "975"), ("Fresno", "CA", "California", "937"),
    ("Bakersfield", "CA", "California", "933"), ("Stockton", "CA", "California", "952"),
    ("Reno", "NV", "Nevada", "895"), ("Flagstaff", "AZ", "Arizona", "860"),
    ("Las Cruces", "NM", "New Mexico", "880"), ("Pueblo", "CO", "Colorado", "810"),
    ("Provo", "UT", "Utah", "846"), ("Duluth", "MN", "Minnesota", "558"),
    ("Rochester", "MN", "Minnesota", "559"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Springfield", "MA", "Massachusetts", "011"), ("Hartford", "CT", "Connecticut", "061"),
    ("Providence", "RI", "Rhode Island", "029"), ("Burlington", "VT", "Vermont", "054"),
    ("Bangor", "ME", "Maine", "044"), ("Manchester", "NH", "New Hampshire", "031"),
    ("Albany", "NY", "New York", "122"), ("Utica", "NY", "New York", "135"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Erie", "PA", "Pennsylvania", "165"),
    ("Trenton", "NJ", "New Jersey", "086"), ("Wilmington", "DE", "Delaware", "198"),
    ("Hagerstown", "MD", "Maryland", "217"), ("Roanoke", "VA", "Virginia", "240"),
    ("Charleston", "WV", "West Virginia", "253"), ("Little Rock", "AR", "Arkansas", "722"),
    ("Jackson", "MS", "Mississippi", "392"), ("Columbia", "MO", "Missouri", "652"),
    ("Joplin", "MO", "Missouri", "648"), ("Anchorage", "AK", "Alaska", "995"),
    ("Hilo", "HI", "Hawaii", "967"), ("Cheyenne", "WY", "Wyoming", "820"),
]
COUNTIES = [
    "Marion County", "Franklin County", "Washington County", "Jefferson County", "Montgomery County",
    "Hamilton County", "Clark County", "Greene County", "Lake County", "Monroe County",
    "Madison County", "Warren County", "Polk County", "Shelby County", "Allen County",
]
STREET_NAMES = [
    "Elm", "Maple", "Cottonwood", "Juniper", "Harmon", "Prospect", "Linden", "Bluebird",
    "Old Mill", "Ridgeview", "Sycamore", "Ashford", "Cardinal", "Whitmore", "Kessler", "Orchard",
    "Briarcliff", "Lakeview", "Pioneer", "Chestnut", "Wabash", "Magnolia", "Fairmount", "Tamarack",
    "Quarry", "Hollister", "Dogwood", "Bellwood", "Canal", "Foxhall", "Greenbriar", "Packard",
    "Martin Luther King Jr.", "Cedar Hollow", "Riverbend", "Saddle Creek",
]
STREET_SUF = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Drive", "Dr.",
              "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle"]
UNITS = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Apt {n}{L}", "Lot {n}", "Trlr {n}", "Suite {n}"]

HOSPITALS = [
    ("Lakeshore Regional Medical Center", "LRMC"), ("St. Brendan's Hospital", "St. Brendan's"),
    ("Mercy Valley Hospital", "MVH"), ("Cedar Ridge Medical Center", "CRMC"),
    ("Prairie Plains Memorial Hospital", "Prairie Plains"), ("Holy Redeemer General", "Holy Redeemer"),
    ("Tri-Rivers Health Center", "Tri-Rivers"), ("Bayview University Hospital", "BUH"),
    ("Grantham Community Hospital", "Grantham"), ("Northfield Methodist Hospital", "Northfield Methodist"),
    ("Sisters of Charity Medical Center", "SCMC"), ("Ironwood Valley Medical Center", "IVMC"),
    ("Whitestone Memorial", "Whitestone"), ("Copper Creek Regional Hospital", "Copper Creek"),
]
UNIT_NAMES = ["4 West", "5 North", "6 East", "7 South", "3 Tower", "Birch Pavilion", "Maple Unit",
              "Heart Pavilion 2", "Stepdown 5B", "Orchard Wing", "Ortho 8", "Telemetry 3C", "Acute Care 2 East"]
SNFS = [
    "Maple Grove Rehabilitation and Nursing", "Brookside Health & Rehab", "The Willows at Harmon Park",
    "Cardinal Crest Care Center", "Sunset Terrace Skilled Nursing", "Heritage Oaks Nursing & Rehabilitation",
    "Riverside Manor Transitional Care", "Pinecrest Post-Acute", "Golden Meadows Care Center",
    "St. Agnes Senior Living and Rehab", "Briarwood Health Campus", "Clearwater Pointe Rehabilitation",
    "Linden Court Healthcare", "Valley View Nursing Home", "Autumn Ridge Post-Acute Care",
]
ALFS = ["Hawthorne Assisted Living", "The Gardens at Foxhall", "Evergreen Place Memory Care",
        "Magnolia House Assisted Living", "Harbor Lights Senior Residence", "Tamarack Village"]
IRFS = ["Northgate Rehabilitation Hospital", "Summit Acute Rehab Institute", "Lakeside Rehab Hospital",
        "Kessler-Whitmore Rehabilitation Center"]
LTACHS = ["Meridian Specialty Hospital", "Crossroads LTAC", "Wellspring Long-Term Acute Care"]
HHAS = ["BrightPath Home Health", "Caring Hands Home Care", "Visiting Nurse Services of the Valley",
        "Hearthstone Home Health", "Amerinurse Home Health", "Keystone Home Health Partners",
        "Blue Heron Home Health"]
HOSPICES = ["Compass Hospice", "Amberlight Hospice", "Harbor Hospice & Palliative Care",
            "Safe Passage Hospice", "Evening Star Hospice"]
CLINICS = ["Eastside Family Health Center", "Riverbend Primary Care", "Northfield Internal Medicine",
           "Good Samaritan Free Clinic", "Prospect Street Community Health", "Canal Street Dialysis",
           "Lakeshore Heart & Vascular Clinic", "Willow Creek Behavioral Health", "Fairmount Wound Center",
           "Quarry Hill Dialysis Unit", "Sandhill Pulmonary Associates"]
PHARMACIES = ["Hilltop Pharmacy", "Corner Drug", "Main Street Apothecary", "Pioneer Pharmacy #214",
              "Mercy Outpatient Pharmacy", "Bellwood Discount Drugs", "Greenleaf Compounding Pharmacy"]
DME = ["Apex Medical Supply", "Keystone Respiratory Services", "MobilityPlus DME", "Prairie Home Medical",
       "Summit Oxygen & Equipment", "Allied Mobility Solutions", "Lifeline Medical Rentals"]
TRANSPORT = ["Care Cab Medical Transport", "Silver Wheels Transit", "Rapid Response Ambulance",
             "Guardian Medical Transport", "County Lift Paratransit"]
INSURERS = [
    "Bluewater Health Plan", "Summit Care Advantage", "Heartland Mutual Health", "Keystone Senior Choice",
    "Northstar Community Health Plan", "Evergreen Medicaid Partners", "Pinnacle Health Insurance",
    "Liberty Crest Medicare Advantage", "Cornerstone Health Alliance", "TrueNorth Health Plans",
    "Great Plains Benefit Trust", "Harborview Health Plan",
]
EMPLOYERS = [
    "Dalton Freight Lines", "Riverside Unified School District", "Hannigan's Diner", "Tri-State Poultry",
    "Kessler Auto Body", "Bluebird Cleaning Services", "Midwest Grain Cooperative", "Sunny Days Child Care",
    "Orchard Lane Apartments", "Pioneer Steel Fabrication", "Canal Street Bakery", "Lakeview Golf Club",
    "Ashford Logistics", "Greenbriar Landscaping", "Foxhall Elementary School", "Cardinal Packaging",
]
COMMUNITY_ORGS = [
    "Grace Fellowship Church", "St. Casimir Parish", "Tri-County Senior Meals", "Bethel AME Church",
    "Riverbend Food Pantry", "Hope Harbor Shelter", "New Beginnings Recovery House", "Second Chance Mission",
    "Masjid Al-Noor", "Temple Beth Shalom", "Harmon Park Senior Center", "Open Door Legal Aid",
    "Veterans Outreach Alliance", "Latino Family Resource Center",
]
PROFESSIONS = [
    "welder", "schoolteacher", "long-haul truck driver", "line cook", "electrician", "bookkeeper",
    "machinist", "hair stylist", "rideshare driver", "custodian", "postal carrier", "farmer",
    "roofer", "dental hygienist", "bus driver", "seamstress", "auto mechanic", "cashier",
    "warehouse associate", "security guard", "landscaper", "accountant", "carpenter", "plumber",
    "librarian", "home health aide", "cosmetologist", "factory worker", "pastor", "dishwasher",
    "nail technician", "forklift operator", "insurance agent", "railroad conductor", "housekeeper",
    "bartender", "corrections officer", "steelworker", "daycare worker", "real estate agent",
]
COUNTRIES = [
    "Mexico", "Guatemala", "El Salvador", "Honduras", "Vietnam", "the Philippines", "Haiti",
    "the Dominican Republic", "Somalia", "Ukraine", "Poland", "India", "China", "Nigeria", "Cuba",
    "Ethiopia", "Laos", "Bosnia", "Burma", "Jamaica", "Ghana", "Iraq", "Guyana", "Puerto Rico",
]
LANGUAGES = {
    "Mexico": "Spanish", "Guatemala": "Spanish", "El Salvador": "Spanish", "Honduras": "Spanish",
    "Vietnam": "Vietnamese", "the Philippines": "Tagalog", "Haiti": "Haitian Creole",
    "the Dominican Republic": "Spanish", "Somalia": "Somali", "Ukraine": "Ukrainian", "Poland": "Polish",
    "India": "Hindi", "China": "Mandarin", "Nigeria": "Yoruba", "Cuba": "Spanish", "Ethiopia": "Amharic",
    "Laos": "Lao", "Bosnia": "Bosnian", "Burma": "Burmese", "Jamaica": "English", "Ghana": "Twi",
    "Iraq": "Arabic", "Guyana": "English", "Puerto Rico": "Spanish",
}
HOLIDAYS = ["Thanksgiving", "Christmas", "Easter", "the Fourth of July", "New Year's Day",
            "Memorial Day", "Labor Day", "Christmas Eve", "Mother's Day", "Halloween"]
EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "cm.example.org",
                 "health.example.net", "familymail.example.com"]

# clinical filler (not PHI)
DIAGNOSES = [
    ("acute on chronic systolic heart failure", "CHF exacerbation"),
    ("community-acquired pneumonia with sepsis", "sepsis 2/2 CAP"),
    ("left hip fracture s/p ORIF", "L hip fx s/p ORIF"),
    ("COPD exacerbation with hypercapnic respiratory failure", "AECOPD"),
    ("acute ischemic stroke with right hemiparesis", "L MCA CVA"),
    ("diabetic foot ulcer with osteomyelitis", "DFU/osteo"),
    ("acute kidney injury on CKD stage 4", "AKI on CKD4"),
    ("urosepsis with delirium", "urosepsis/delirium"),
    ("mechanical fall with subdural hematoma", "fall w/ SDH"),
    ("alcohol withdrawal with hepatic encephalopathy", "EtOH w/d, HE"),
    ("NSTEMI s/p PCI", "NSTEMI s/p DES x2"),
    ("cellulitis of the left lower extremity", "LLE cellulitis"),
    ("failure to thrive with dementia", "FTT/dementia"),
    ("small bowel obstruction s/p ex-lap", "SBO s/p ex-lap"),
    ("GI bleed with acute blood loss anemia", "UGIB/ABLA"),
    ("DKA, new-onset type 1 diabetes", "DKA"),
    ("right below-knee amputation", "R BKA"),
    ("Parkinson's disease with recurrent falls", "PD w/ falls"),
    ("metastatic pancreatic cancer, pain crisis", "met pancreatic CA"),
    ("C5 spinal cord injury after MVC", "C5 SCI"),
]
MEDS = [
    "furosemide 40 mg PO BID", "metoprolol succinate 50 mg daily", "apixaban 5 mg BID",
    "insulin glargine 22 units qHS", "lisinopril 10 mg daily", "atorvastatin 40 mg qHS",
    "tamsulosin 0.4 mg daily", "levetiracetam 500 mg BID", "carbidopa-levodopa 25/100 TID",
    "sertraline 50 mg daily", "oxycodone 5 mg q4h PRN", "enoxaparin 40 mg SQ daily",
    "cefazolin 2 g IV q8h", "ertapenem 1 g IV q24h", "vancomycin 1,250 mg IV q12h",
    "tiotropium 18 mcg inh daily", "prednisone 40 mg x5 days", "lactulose 20 g TID",
    "rifaximin 550 mg BID", "donepezil 10 mg qHS", "quetiapine 25 mg qHS PRN",
    "pantoprazole 40 mg daily", "senna 8.6 mg BID", "acetaminophen 650 mg q6h PRN",
    "gabapentin 300 mg TID", "spironolactone 25 mg daily", "thiamine 100 mg daily",
]
