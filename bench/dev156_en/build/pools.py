"""Invented name, place and organisation pools (fictional combinations)."""

GIRL = """Amara Siobhan Ximena Priya Mei Aisling Zofia Leilani Fatima Nokomis Ifeoma Saoirse Ananya Yuna
Olivia Isla Camila Hana Noor Tala Kateryna Adaeze Maeve Lucia Kiri Aroha Ayesha Sakura Mila Rosalind
Chiamaka Niamh Valentina Ji-woo Layla Winona Eilidh Mariana Aanya Linh Oksana Yasmin Talulah Ebony
Freya Guadalupe Amina Kaia Malia Iolana Dakota Bronagh Paloma Rukhsana Xiu Ngozi Brianna Henrike""".split()

BOY = """Kwame Cillian Mateo Arjun Haruto Oisin Tomasz Keanu Omar Ahanu Chidi Ruairi Vihaan Minjun
Liam Callum Santiago Kenji Yusuf Tane Bohdan Emeka Fionn Diego Rawiri Hamza Ren Nikolai Declan Obinna
Alasdair Javier Rohan Hiroshi Dmitri Tariq Kai Ewan Joaquin Kofi Sean Aarav Wei Pavel Idris Makoa
Tecumseh Lachlan Rafael Sanjay Duc Stanislav Khalid Ikaika Elijah Brody Malcolm Ezra Jaxon Nnamdi""".split()

ADULT_F = """Grace Bernadette Rosa Deepa Yumiko Orla Agnieszka Lani Samira Winona Funmilayo Catriona
Beatriz Kavita Xiaoling Mairead Svetlana Leila Moana Cheyenne Patricia Shanice Imelda Rukmini Eun-ji
Teresa Nadia Chinwe Fiona Marisol Anjali Hoa Irina Rania Keala Dawn Tamsin Yolanda Sunita Akosua""".split()

ADULT_M = """Patrick Kwabena Hector Rajesh Takeshi Cormac Piotr Manu Ahmed Jesse Olumide Hamish Alejandro
Suresh Jun Brendan Viktor Karim Sione Lionel Marcus Tyrone Rodrigo Vikram Hyun-woo Desmond Yaw Craig
Ignacio Mohan Quang Andriy Faisal Keoni Russell Gareth Efrain Harpreet Chukwuemeka Bartholomew""".split()

SURNAMES = """Okafor O'Sullivan Ramirez Venkataraman Nakamura MacLeod Kowalczyk Kahananui Haddad Redcloud
Mensah Fitzgerald Castillo Chaudhry Tanaka Byrne Nowak Fonoti Al-Sayed Bearheart Adeyemi Sinclair
Gutierrez Krishnan Watanabe Gallagher Wisniewski Tuilagi Mansour Littlewolf Boateng Ferguson Morales
Iyer Kim Donnelly Petrenko Kealoha Saleh Running-Water Nwosu Campbell Delgado Banerjee Liang McCarthy
Horvath Taufa Khoury Whitehorse Asante Robertson Herrera Pillai Choi Brennan Szabo Pouono Darwish
Thunderbird Eze Drummond Navarro Rao Huang Keane Dvorak Aumua Farouk Manyfeathers Ogunleye Henderson
Vasquez Menon Nguyen Kavanagh Popescu Leota Hakimi Yellowhorse Owusu Stewart Rios Bhattacharya Park
Devlin Romanenko Fifita Nasser Crowchild Achebe Blackwood Pena Subramanian Tran Moloney Lindqvist
Tupou Aziz Cardinal Oyelaran Abernathy""".split()

INITIAL = list("ABCDEFGHJKLMNPRSTVW")

CLIN_F = """Yetunde Catherine Meera Sofia Hyejin Brigid Anneliese Noelani Rana Lorraine Adwoa Kirsty Paz
Shalini Min Deirdre Olena Hala Lupe Tanya Jacqueline Priyanka Ines""".split()
CLIN_M = """Babatunde Gregory Anil Felipe Daisuke Ciaran Marek Kalani Samir Everett Kojo Struan Ruben
Naveen Zhiwei Eamon Yuriy Bilal Sefa Douglas Theodore Amit Andres""".split()

US_PLACES = [
    ("Columbus", "Ohio", "OH", "432"), ("Dayton", "Ohio", "OH", "454"), ("Toledo", "Ohio", "OH", "436"),
    ("Albuquerque", "New Mexico", "NM", "871"), ("Las Cruces", "New Mexico", "NM", "880"),
    ("Spokane", "Washington", "WA", "992"), ("Tacoma", "Washington", "WA", "984"),
    ("Duluth", "Minnesota", "MN", "558"), ("Rochester", "Minnesota", "MN", "559"),
    ("Savannah", "Georgia", "GA", "314"), ("Macon", "Georgia", "GA", "312"),
    ("Fresno", "California", "CA", "937"), ("Chula Vista", "California", "CA", "919"),
    ("El Paso", "Texas", "TX", "799"), ("Lubbock", "Texas", "TX", "794"),
    ("Bangor", "Maine", "ME", "044"), ("Burlington", "Vermont", "VT", "054"),
    ("Tulsa", "Oklahoma", "OK", "741"), ("Gallup", "New Mexico", "NM", "873"),
    ("Hilo", "Hawaii", "HI", "967"), ("Flagstaff", "Arizona", "AZ", "860"),
    ("Lowell", "Massachusetts", "MA", "018"), ("Worcester", "Massachusetts", "MA", "016"),
    ("Grand Rapids", "Michigan", "MI", "495"), ("Kalamazoo", "Michigan", "MI", "490"),
    ("Paterson", "New Jersey", "NJ", "075"), ("Yonkers", "New York", "NY", "107"),
    ("Asheville", "North Carolina", "NC", "288"), ("Greenville", "South Carolina", "SC", "296"),
    ("Boise", "Idaho", "ID", "837"), ("Billings", "Montana", "MT", "591"),
    ("Eau Claire", "Wisconsin", "WI", "547"), ("Sioux Falls", "South Dakota", "SD", "571"),
    ("Cedar Rapids", "Iowa", "IA", "524"), ("Shreveport", "Louisiana", "LA", "711"),
]
US_COUNTIES = ["Franklin County", "Bernalillo County", "Spokane County", "St. Louis County",
               "Chatham County", "Fresno County", "Essex County", "Kent County", "Ada County",
               "Navajo County", "Hampden County", "Marion County"]

CA_PLACES = [
    ("Ottawa", "Ontario", "ON", "K"), ("Kingston", "Ontario", "ON", "K"), ("Hamilton", "Ontario", "ON", "L"),
    ("Thunder Bay", "Ontario", "ON", "P"), ("Sudbury", "Ontario", "ON", "P"), ("London", "Ontario", "ON", "N"),
    ("Winnipeg", "Manitoba", "MB", "R"), ("Brandon", "Manitoba", "MB", "R"),
    ("Saskatoon", "Saskatchewan", "SK", "S"), ("Regina", "Saskatchewan", "SK", "S"),
    ("Edmonton", "Alberta", "AB", "T"), ("Lethbridge", "Alberta", "AB", "T"),
    ("Kamloops", "British Columbia", "BC", "V"), ("Nanaimo", "British Columbia", "BC", "V"),
    ("Halifax", "Nova Scotia", "NS", "B"), ("Moncton", "New Brunswick", "NB", "E"),
    ("Sherbrooke", "Quebec", "QC", "J"), ("Gatineau", "Quebec", "QC", "J"),
    ("Charlottetown", "Prince Edward Island", "PE", "C"), ("Whitehorse", "Yukon", "YT", "Y"),
    ("Iqaluit", "Nunavut", "NU", "X"), ("St. John's", "Newfoundland and Labrador", "NL", "A"),
]

STREET_NAMES = """Elm Maple Birchwood Juniper Larkspur Quarry Tamarack Heron Willowbend Foundry Orchard
Cobblestone Saltmarsh Kestrel Ironwood Prairie Thistle Beacon Riverbend Sycamore Granite Cedarcrest
Lantern Millrace Wren Hawthorn Aspen Bluebell Copperfield Driftwood Gladstone Harvest""".split()
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Crescent",
                "Boulevard", "Way", "Place", "Terrace", "Trail"]
UNITS = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Apt {n}B"]

HOSP_US = ["Maple Ridge Children's Hospital", "St. Brigid's Women and Infants Hospital",
           "Lakeshore Regional Medical Center", "Mercy Valley Children's Center",
           "Cottonwood Community Hospital", "Three Rivers Pediatric Hospital",
           "Good Shepherd Medical Center", "Sandhill Memorial Hospital", "Bayview Children's Medical Center",
           "Pinecrest General Hospital", "Red Mesa Indian Health Center", "Harborlight Birthing Center"]
HOSP_CA = ["Prairie Sky Children's Health Centre", "Lakehead Regional Health Sciences Centre",
           "Ste-Marguerite Hospital", "Northern Lights General Hospital", "Rideau Valley Children's Hospital",
           "Fundy Shore Regional Hospital", "Chinook Women's and Children's Centre", "Coast Mountain General",
           "Keewatin Health Centre", "Harbourfront Children's Hospital"]
CLINICS = ["Cedar Hollow Pediatrics", "Little Sprouts Family Clinic", "Harbourview Family Practice",
           "Sunrise Pediatric Associates", "Bramblewood Child Health Clinic", "Riverside Kids Clinic",
           "Northgate Community Health Centre", "Eastside Family Medicine", "Willow Creek Pediatrics",
           "Oak Street Health Centre", "Kettle Falls Medical Group", "Brightpath Children's Clinic"]
PHARMACIES = ["Kettle Creek Pharmacy", "Main Street Apothecary", "Corner Drug Mart", "Lakeview Pharmacy",
              "Hilltop Rx", "Northend Pharmacy"]
UNITS_NAMED = ["Sunflower Pod", "Bluebird Pod", "Starfish Unit", "Butterfly Ward", "Otter Pod", "4 West",
               "Koala Ward", "Seahorse Nursery", "Pod C", "Tidepool Unit", "Hummingbird Ward", "6 North"]
SCHOOLS = ["Riverside Elementary School", "Jefferson Middle School", "St. Columba Catholic School",
           "Northwood Public School", "Lakeview Academy", "Sacred Heart Elementary", "Pine Ridge Intermediate",
           "Ecole Sainte-Anne", "Maplewood Montessori", "Roosevelt High School", "Eagle Butte Elementary",
           "Bayside Junior High"]
DAYCARES = ["Little Acorns Daycare", "Busy Bees Early Learning", "Rainbow Kids Child Care",
            "Tiny Treasures Preschool", "Sunshine Head Start Centre", "Ladybug Lane Nursery"]
EMPLOYERS = ["Tri-County Freight", "Northstar Logistics", "Blue Heron Casino", "Granite Peak Mining",
             "Hilltop Poultry", "Evergreen Call Centre", "Prairie Co-op", "Harbor Fish Processing",
             "Summit Roofing", "Quickmart", "Riverbend School District", "Copperline Telecom", "Patel Motors",
             "Sunny Day Cleaners", "Westfield Mall"]
INSURERS_US = ["Northwind Health Plan", "Buckeye Kids Care", "Sagebrush Family Health", "Meridian Star Insurance",
               "Cascade Community Health Plan"]
AGENCIES = ["Children's Aid Society of Riverbend", "Northern Family Services", "Kinship Child and Family Services",
            "Tribal Family Services of Red Mesa", "Valley Child Advocacy Center", "Lakeside Family Resource Centre"]
CHURCHES = ["Grace Fellowship Church", "St. Anthony's Parish", "Masjid Al-Noor", "First Baptist Church of the Valley",
            "Gurdwara Sahib Dasmesh Darbar"]

COUNTRIES = ["Eritrea", "Somalia", "Syria", "Afghanistan", "the Philippines", "India", "Nigeria", "Ghana",
             "Guatemala", "Honduras", "Mexico", "Ukraine", "Poland", "Vietnam", "China", "Haiti", "Ireland",
             "Scotland", "Pakistan", "Bangladesh", "Samoa", "Tonga", "Democratic Republic of the Congo",
             "El Salvador", "Iraq", "Sudan", "Myanmar", "Nepal", "Colombia", "Venezuela"]

PROFESSIONS = ["long-haul truck driver", "dental hygienist", "welder", "line cook", "registered electrician",
               "grade 3 teacher", "kindergarten teacher", "pharmacy technician", "software developer",
               "police officer", "firefighter", "fisherman", "farmer", "cashier", "bus driver",
               "hairdresser", "accountant", "construction labourer", "construction worker", "nurse's aide",
               "personal support worker", "university student", "graduate student", "lawyer", "mechanic",
               "warehouse associate", "carpenter", "plumber", "social worker", "janitor", "veterinary technician",
               "Uber driver", "soldier", "real estate agent", "child care worker", "seamstress", "miner",
               "oil rig worker", "roofer", "baker", "librarian", "paramedic", "pastor"]

DRUGS = ["caffeine citrate 5 mg/kg PO daily", "ampicillin 100 mg/kg IV q8h", "gentamicin 4 mg/kg IV q24h",
         "vitamin D 400 IU PO daily", "ferrous sulfate 2 mg/kg/day", "poly-vi-sol 1 mL daily",
         "amoxicillin 45 mg/kg/dose PO BID", "acetaminophen 15 mg/kg PO q6h PRN", "ibuprofen 10 mg/kg PO q8h PRN",
         "salbutamol MDI 4 puffs q4h with spacer", "fluticasone 125 mcg 2 puffs BID", "ondansetron 0.15 mg/kg PO x1",
         "dexamethasone 0.6 mg/kg PO x1", "cefotaxime 50 mg/kg IV q8h", "omeprazole 1 mg/kg daily",
         "cetirizine 5 mg PO daily", "EpiPen Jr 0.15 mg IM PRN", "nystatin 1 mL PO QID", "mupirocin 2% topical TID",
         "methylphenidate ER 18 mg PO qAM", "levetiracetam 20 mg/kg/day divided BID", "insulin aspart per scale"]
EPONYMS = ["Kawasaki disease", "Down syndrome", "Hirschsprung disease", "Apgar", "Moro reflex",
           "Babinski", "Tanner stage 2", "Wilms tumour", "Ortolani and Barlow negative", "Denver II",
           "Brudzinski sign", "Kernig sign", "Ballard score", "Henoch-Schonlein purpura", "Turner syndrome",
           "Finnegan score", "Epstein pearls", "Mongolian spots", "Bell's palsy"]
