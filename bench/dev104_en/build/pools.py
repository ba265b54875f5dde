"""Invented value pools for dev104_en. Every value here was made up for this set."""

FIRST_F = """Amara Beatriz Chiamaka Dalia Esperanza Fatima Greta Hana Ines Jovana Keiko Leilani Mariam Nadia Odalys
Priya Quyen Rosalind Sakura Tamsin Ulrike Valentina Wanjiru Ximena Yasmin Zofia Agnieszka Bronwyn Celestine
Delphine Eun-ji Farida Giulia Halima Ifeoma Jolene Katarzyna Lucinda Marisol Noor Oksana Paloma Renata Siobhan
Thandiwe Ugne Vesna Winifred Yolanda Anouk Birgit Carmela Dagny Elif Fenna Gwendolyn Honoka Isadora Jacinta
Kalani Ludmila Maeve Nkechi Orla Pilar Rukhsana Svetlana Teodora Xiadani Zainab Tuyet Marguerite Inés Zoë""".split()

FIRST_M = """Adebayo Bartholomew Cosimo Dmitri Emeka Florian Gustavo Hamid Ignacio Jarrah Kenji Lorenzo Mateus
Nikolai Obinna Pavel Quentin Rashid Santiago Tadeusz Umar Vikram Wendell Xavier Yusuf Zoltan Anselm Bogdan
Cillian Darnell Eamon Fernando Gideon Hiroshi Idris Joaquin Kwame Leopold Marek Nnamdi Osvaldo Percival
Radomir Soren Tobias Ulysses Viktor Waleed Yaroslav Zeki Alistair Benedikt Casimir Desmond Elias Faisal
Grigor Henrik Ilya Jerome Kofi Lucian Magnus Nasser Oren Ptolemy Reuben Stellan Thiago Vasco José Björn""".split()

# given names that are ordinary English words
WORD_FIRST_F = ["Hope", "Grace", "Faith", "Joy", "Dawn", "Rose", "Summer", "Iris", "Ivy", "June", "Sue"]
WORD_FIRST_M = ["Will", "Mark", "Bill", "Hunter", "Drew", "Jack", "Rich", "Chase", "Guy", "Pat"]

SURNAMES = """Abernathy Adeyemi Albescu Alvarenga Antonopoulos Arkwright Bahrami Balogun Barrientos Bastien
Bergstrom Bhattacharya Blaszczyk Bouchard Bramwell Castellanos Chukwuma Ciobanu Dabrowski Delacroix Dimitrov
Easterbrook Ekwueme Engebretsen Fairweather Fitzgerald Gallardo Gathii Gonzaga Grzelak Haddad Halvorsen
Hashimoto Iwu Jankowski Jaramillo Kaczmarek Kahananui Kaminski Kerrigan Kowalczyk Lachance Lindqvist
Madueke Magnusson Marchetti Mbeki Montalvo Nakamura Nwosu Oduya Okonkwo Olufemi Ortega-Rios Pacheco
Papadakis Petrovic Quintanilla Rahimi Ramaswamy Rautio Sandoval Satterfield Schaumburg Sheikholeslami
Silvestri Sokolov Szabo Takahashi Tembo Thibodeaux Ulloa Varga Vasquez-Mendel Vukovic Wainwright
Wojcik Yamaguchi Yilmaz Zamora Zielinski O'Donoghue D'Alessandro MacAuley Nguyen Tran Pham Huynh
Achterberg Bjornstad Cardenas Dunleavy Espinoza Fonseca Gunawardena Heikkinen Ibarra Jovanovic""".split()

# surnames that are ordinary English words
WORD_SURNAMES = ["Baker", "King", "Young", "Cook", "Wood", "Hill", "Bell", "Rice", "Price", "Love",
                 "Strong", "Moody", "Green", "White", "Black", "Page", "Fox", "Lamb", "Hart", "Wise",
                 "Short", "Marsh", "Frost", "Sparrow"]

NICKNAMES = {"Bartholomew": "Bart", "Nikolai": "Kolya", "Gwendolyn": "Gwen", "Winifred": "Winnie",
             "Percival": "Percy", "Katarzyna": "Kasia", "Alistair": "Ali", "Jacinta": "Jess",
             "Marguerite": "Peggy", "Leopold": "Leo", "Isadora": "Izzy", "Tobias": "Toby",
             "Valentina": "Vale", "Cosimo": "Cos", "Benedikt": "Ben", "Lucinda": "Cindy"}

CITIES = """Ashgrove|Port Wexley|Dunmore Falls|Halverston|Fairhaven Springs|Cobbler's Ridge|New Tarrant|Millbrook
|East Lorimer|Wyncote Hollow|Saltmarsh Bay|Granbury Mills|Okemah Point|Larkspur Junction|Bexley Heights
|Stonebridge|Marrowfield|Kettle Creek|Harlan Crossing|Pellston Grove|Quarry Hill|Roanmoor|Sable Lake
|Tillbury|Verdant Plains|Westmoreau|Yarrow Bend|Zephyr Cove|Brightwater|Cedar Knoll|Holloway Township
|Ferris County|Ostrander County|Maple Shade Gap|Red Alder|Cinder Flats|Juniper Wells|Lockhaven Port""".replace("\n", "").split("|")

STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Oregon", "OR"), ("Indiana", "IN"), ("Maine", "ME"),
          ("Oklahoma", "OK"), ("Hawaii", "HI"), ("Maryland", "MD"), ("Texas", "TX"), ("Georgia", "GA"),
          ("Michigan", "MI"), ("Nevada", "NV"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Arizona", "AZ"),
          ("Iowa", "IA"), ("Utah", "UT"), ("New Mexico", "NM"), ("Wisconsin", "WI"), ("Tennessee", "TN"),
          ("Colorado", "CO"), ("Massachusetts", "MA"), ("Minnesota", "MN"), ("Louisiana", "LA")]

COUNTRIES = ["Portugal", "Guatemala", "Vietnam", "Nigeria", "Ukraine", "Honduras", "the Philippines",
             "Somalia", "Haiti", "Poland", "India", "Ecuador", "Ethiopia", "Bangladesh", "Peru", "Romania",
             "Jamaica", "Nepal", "Eritrea", "Brazil", "Mongolia", "Laos", "Ireland", "Kenya"]

STREET_NAMES = """Elm|Tanager|Copperleaf|Wrenfield|Gallow|Birchwood|Quillon|Harrow|Marlowe|Pennant|Sorrel
|Tamarack|Underhill|Vireo|Whitlock|Yellowpine|Ashcombe|Brackett|Cutler|Dorrance|Edgewater|Foxglove
|Gable|Hensley|Ironbark|Juniper|Kinsale|Lanyard|Mossbank|Northcote|Orchard|Pickering|Ravensworth
|Saddleback|Thornbury|Upland|Vestry|Wexford|Alder Glen|Blue Heron|Cold Spring|Deer Run""".replace("\n", "").split("|")
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
                 "Boulevard", "Blvd", "Way", "Terrace", "Place", "Pike", "Circle"]

HOSPITALS = ["Lakemont Regional Medical Center", "St. Brendan's Hospital", "Harrowgate Community Hospital",
             "Kessler Valley Medical Center", "Mercy Alcott General", "Bayridge University Hospital",
             "Northfield Memorial", "Cobalt Hills Medical Center", "Ridgeline Children's Hospital",
             "Saint Odile Medical Center", "Pinecrest Behavioral Health", "Fenwick County Hospital",
             "Tallowbrook Medical Center", "Our Lady of the Cedars Hospital", "Granite Shoals Regional",
             "Wexley Harbor Hospital", "Valeview Trauma Center", "Larkspur General",
             "Halverston Veterans Clinic", "Juniper Wells Critical Access Hospital",
             "Mossbank Medical Pavilion", "Thornbury Rehabilitation Hospital"]
URGENT_CARES = ["Quickwell Urgent Care - Northgate", "Brightpath Walk-In Clinic", "CareNow Kettle Creek",
                "Redleaf Urgent Care", "Harbor Point Express Care", "SummitFirst Urgent Care",
                "Ashgrove Family Walk-In", "Elmstead Immediate Care"]
CLINICS = ["Elm Park Family Practice", "Dunmore Falls Primary Care", "Sorrel Street Health Center",
           "Westmoreau Pediatrics", "Kinsale Internal Medicine Associates", "Bexley Heights Community Clinic",
           "Yarrow Bend Medical Group", "Cold Spring Family Medicine"]
PHARMACIES = ["Corliss Pharmacy", "Greenway Drug #2117", "Hensley Apothecary", "Pellston Pharmacy",
              "Mainline Discount Drugs", "Northcote Family Pharmacy"]
UNITS = ["Cedar Pavilion", "Magnolia Behavioral Unit", "Birch 5 Telemetry", "Harbor Tower 6",
         "Willow Observation Unit", "Aspen Step-Down", "Lantern Ward", "Heron Psychiatric Unit",
         "Rowan Medical Unit", "Sequoia 3 East"]

EMPLOYERS = ["Brightline Logistics", "Tallis Freight LLC", "Okemah Poultry Processing", "Vantor Roofing",
             "Greystone Steelworks", "Pellston Auto Body", "Copperleaf Bakery", "Harrow & Finch Law Offices",
             "Marrowfield Grain Co-op", "Sable Lake Marina", "Kestrel Data Systems", "Quarry Hill Landscaping",
             "Dunmore Transit Authority", "Bluewater Packaging", "Ironbark Construction", "Wexford Hotel Group",
             "Saltmarsh Seafood Company", "Lumen Call Center"]
SCHOOLS = ["Marlow Unified School District", "Ashgrove High School", "Cedar Knoll Middle School",
           "Tillbury Community College", "Bexley Heights Elementary", "Northcote Academy",
           "St. Ambrose Catholic School", "Roanmoor State University"]
CHURCHES = ["Grace Fellowship Church", "Holy Trinity Parish of Millbrook", "New Hope Tabernacle",
            "Temple Beth Shalom of Halverston", "Masjid al-Noor of Port Wexley"]
POLICE = ["Dunmore Falls Police Department", "Ferris County Sheriff's Office", "Port Wexley PD",
          "Halverston Police Department", "Ostrander County Sheriff's Office", "Stonebridge PD"]
EMS_AGENCIES = ["Kestrel County EMS", "Red Alder Fire Rescue", "Tri-Valley Ambulance Service",
                "Lockhaven Port Fire & EMS", "Juniper Wells Volunteer Rescue", "Metro Medic Transport"]
ADVOCACY = ["Safe Harbor Advocacy Center", "Lantern House Crisis Services", "Cedar Knoll Survivor Network",
            "Bright Doors Shelter", "Open Gate Family Justice Center"]
SHELTERS = ["Harbor Light Men's Shelter", "Saint Jude Family Shelter", "Northside Recovery House",
            "Wrenfield Supportive Housing"]
POISON_CENTERS = ["Tri-State Poison Center", "Heartland Poison & Drug Information Center",
                  "Great Rivers Poison Control"]
INSURERS = ["Bluewater Health Plan", "Keystone Mutual", "Cardinal Care HMO", "Prairie Shield",
            "Northstar Medicaid Plan", "Liberty Crest PPO"]

PROFESSIONS = ["welder", "roofer", "teacher", "line cook", "bus driver", "electrician", "accountant",
               "cashier", "plumber", "software engineer", "farmer", "landscaper", "truck driver", "barista",
               "firefighter", "paralegal", "dental hygienist", "forklift operator", "hair stylist",
               "carpenter", "mail carrier", "security guard", "librarian", "warehouse worker",
               "hotel housekeeper", "construction laborer", "pharmacy technician", "nurse", "daycare worker",
               "machinist", "fisherman", "bartender", "graduate student", "real estate agent", "mechanic"]

LANDMARKS = ["the Fenwick Street overpass", "Harlan Park", "the Riverside Mall food court",
             "Carrow Building", "Pellston Transit Center", "the Saltmarsh Bay boat ramp",
             "Granbury Mills Plaza", "Okemah Point lighthouse", "Tillbury Stadium", "the Quarry Hill trailhead",
             "Marrowfield Fairgrounds", "Kettle Creek Bridge", "Bexley Commons"]

AREA_CODES = ["212", "317", "404", "503", "614", "702", "808", "919", "312", "215", "412", "541", "207",
              "405", "512", "617", "734", "802", "859", "928"]

RELATIONS = ["wife", "husband", "mother", "father", "daughter", "son", "sister", "brother", "partner",
             "girlfriend", "boyfriend", "aunt", "uncle", "grandmother", "grandson", "neighbor", "roommate",
             "friend", "cousin", "stepfather", "foster mother", "caregiver", "landlord", "coworker"]

REL_SEX = {"wife": "F", "mother": "F", "daughter": "F", "sister": "F", "girlfriend": "F", "aunt": "F",
           "grandmother": "F", "foster mother": "F", "husband": "M", "father": "M", "son": "M", "brother": "M",
           "boyfriend": "M", "uncle": "M", "grandson": "M", "stepfather": "M"}

CHIEF_COMPLAINTS = ["chest pain", "shortness of breath", "abdominal pain", "headache", "fall", "syncope",
                    "laceration to left hand", "fever and cough", "vomiting", "back pain", "dizziness",
                    "right ankle injury", "palpitations", "allergic reaction", "altered mental status",
                    "suicidal ideation", "seizure", "flank pain", "rash", "sore throat"]
