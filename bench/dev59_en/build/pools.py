"""Hand-written value pools for dev59_en.  Every name, place and institution here is invented.

Person names are grouped by origin: origin -> (female given, male given, surnames).
Pools avoid words that collide with eponyms, drugs, devices or common English words.
"""

NAMES = {
    "English/Anglo-American": (
        ["Margaret", "Deborah", "Heather", "Allison", "Brenda", "Kathleen", "Lorraine", "Gwendolyn"],
        ["Gregory", "Dennis", "Kenneth", "Timothy", "Bradley", "Harold", "Douglas", "Wesley"],
        ["Whitfield", "Prescott", "Ashworth", "Langley", "Thornbury", "Kimball", "Haverford",
         "Pemberton", "Stanhope", "Ridley", "Blakemore", "Cartwright"],
    ),
    "African American": (
        ["Latoya", "Tanisha", "Imani", "Shonda", "Keandra", "Jasmine"],
        ["DeShawn", "Jamal", "Tyrone", "Darnell", "Marquis", "Terrell"],
        ["Holloman", "Battle", "Mayfield", "Dorsey", "Pettaway", "Gadsden"],
    ),
    "Irish": (
        ["Siobhan", "Aoife", "Maeve", "Niamh", "Colleen"],
        ["Declan", "Cormac", "Fergus", "Ronan", "Padraig"],
        ["O'Donnell", "McGarrity", "Flanagan", "Keogh", "Dunleavy", "Houlihan", "Kavanagh"],
    ),
    "Hispanic/Latino": (
        ["Guadalupe", "Marisol", "Yesenia", "Graciela", "Ximena", "Itzel", "Maricruz"],
        ["Alejandro", "Joaquin", "Rigoberto", "Esteban", "Mauricio", "Ulises", "Osvaldo"],
        ["Villalobos", "Quintanilla", "Echeverria", "Barrientos", "Cardenas", "Montoya",
         "Zuniga", "Arellano", "Benavides", "Olivares"],
    ),
    "Italian": (
        ["Giuseppina", "Francesca", "Rosaria", "Carmela"],
        ["Salvatore", "Vincenzo", "Carmine", "Domenico"],
        ["Bellandi", "Castellucci", "DiPietro", "Marchetti", "Santangelo", "Iannuzzi"],
    ),
    "Polish/Slavic": (
        ["Agnieszka", "Katarzyna", "Ludmila", "Irina", "Zofia"],
        ["Tomasz", "Wojciech", "Dmitri", "Bogdan", "Miroslav"],
        ["Kowalczyk", "Wisniewski", "Jablonski", "Petrovic", "Zielinski", "Hrabovsky", "Sokolov"],
    ),
    "German/Scandinavian": (
        ["Ingrid", "Greta", "Solveig", "Liesl"],
        ["Gunnar", "Henrik", "Dieter", "Anders"],
        ["Lindqvist", "Halvorsen", "Brandstetter", "Oberholzer", "Sundberg", "Vogelsang"],
    ),
    "West African": (
        ["Adaeze", "Chiamaka", "Abena", "Folasade", "Ngozi", "Efua"],
        ["Oluwaseun", "Kwame", "Chukwuemeka", "Babatunde", "Kofi", "Yaw"],
        ["Okafor", "Adeyemi", "Mensah", "Owusu", "Nwachukwu", "Oyelaran", "Boateng", "Eze"],
    ),
    "East African": (
        ["Tigist", "Meron", "Hodan", "Fardowsa"],
        ["Dawit", "Abdirahman", "Tesfaye", "Yonas"],
        ["Gebremedhin", "Tadesse", "Warsame", "Abdullahi", "Kebede"],
    ),
    "Chinese": (
        ["Xiaoling", "Meihua", "Jiayi", "Huifang"],
        ["Zhiwei", "Guoqiang", "Haoran", "Jianming"],
        ["Zhang", "Liang", "Xu", "Tang", "Guo", "Feng", "Zhou"],
    ),
    "Vietnamese": (
        ["Thuy", "Ngoc", "Hanh", "Phuong"],
        ["Duc", "Quang", "Tuan", "Minh"],
        ["Nguyen", "Tran", "Pham", "Huynh", "Vo"],
    ),
    "Korean": (
        ["Jiyeon", "Seo-yeon", "Eunji"],
        ["Minjun", "Sunghoon", "Jaewon"],
        ["Kim", "Choi", "Jung", "Yoon", "Kang"],
    ),
    "Japanese": (
        ["Haruka", "Yumiko", "Noriko"],
        ["Takeshi", "Kenji", "Hiroshi"],
        ["Watanabe", "Nakamura", "Fujimoto", "Ishikawa"],
    ),
    "Filipino": (
        ["Maricel", "Rowena", "Jocelyn", "Lorna"],
        ["Rodrigo", "Efren", "Arnel", "Rommel"],
        ["Dimaculangan", "Macaraeg", "Villanueva", "Bautista", "Pascual"],
    ),
    "South Asian": (
        ["Priyanka", "Lakshmi", "Farzana", "Deepika", "Anjali"],
        ["Rajesh", "Venkat", "Imran", "Sanjay", "Arjun"],
        ["Raghunathan", "Chaudhry", "Iyer", "Banerjee", "Krishnamurthy", "Qureshi", "Patel", "Desai"],
    ),
    "Arab/Middle Eastern": (
        ["Layla", "Yasmin", "Rania", "Noor"],
        ["Khalid", "Tariq", "Omar", "Samir"],
        ["Haddad", "Al-Masri", "Nasser", "Khoury", "Farouk", "Shalhoub"],
    ),
    "Greek": (
        ["Eleni", "Despina"],
        ["Konstantinos", "Nikolaos"],
        ["Papadakis", "Karamanlis", "Georgiou"],
    ),
    "Haitian/French": (
        ["Marie-Claude", "Nadege", "Fabienne"],
        ["Jean-Baptiste", "Wilner", "Fritzner"],
        ["Desrosiers", "Pierre-Louis", "Beauvoir", "Toussaint"],
    ),
    "Jewish": (
        ["Miriam", "Shoshana", "Rivka"],
        ["Avraham", "Mordechai", "Yosef"],
        ["Abramowitz", "Feldstein", "Rosenblatt", "Katzman"],
    ),
    "Portuguese/Brazilian": (
        ["Luana", "Conceicao"],
        ["Thiago", "Joao"],
        ["Figueiredo", "Carvalho", "Albuquerque"],
    ),
}

NICKNAMES = {"Margaret": "Peggy", "Deborah": "Debbie", "Kathleen": "Kathy", "Gregory": "Greg",
             "Kenneth": "Kenny", "Timothy": "Tim", "Douglas": "Doug", "Salvatore": "Sal",
             "Giuseppina": "Josie", "Vincenzo": "Vinny", "Alejandro": "Alex", "Oluwaseun": "Seun",
             "Chukwuemeka": "Emeka", "Babatunde": "Tunde", "Konstantinos": "Gus", "Nikolaos": "Nick",
             "Mordechai": "Motti", "Jean-Baptiste": "JB", "Katarzyna": "Kasia", "Wojciech": "Wojtek"}

# ---- places (invented) --------------------------------------------------------
US_CITIES = ["Halden Springs", "Marrowfield", "East Calloway", "Penwick", "Ostrander Falls",
             "Bellmere", "Corbin Ridge", "Fallowby", "North Tessaly", "Wexcombe", "Larkhaven",
             "Dunmore Heights", "Quillan", "Saxby", "Thornvale", "Embry Crossing", "Port Hadley",
             "Vellington", "Cassock Bay", "Redmarsh", "Amberleigh", "Kestrel Point", "Lowry Hollow",
             "Stillbrook", "Tamsin", "Varnell", "Brisk Creek", "Orrington Mills", "Sable Fork",
             "West Lindale"]
US_COUNTIES = ["Ashby County", "Holloway County", "Tremont County", "Gilchrist County", "Merriam County"]
US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Maryland", "MD"), ("Indiana", "IN"),
             ("Oregon", "OR"), ("Maine", "ME"), ("Michigan", "MI"), ("Massachusetts", "MA"),
             ("Wisconsin", "WI"), ("New York", "NY"), ("Illinois", "IL"), ("Kentucky", "KY"),
             ("Virginia", "VA"), ("Minnesota", "MN"), ("Connecticut", "CT"), ("Missouri", "MO")]

CA_PLACES = [("Port Aubrey", "ON", "Ontario"), ("Lac-Verdelle", "QC", "Quebec"),
             ("Tillbury Narrows", "BC", "British Columbia"), ("Grand Sable", "NS", "Nova Scotia")]
GB_PLACES = [("Thistlecombe", "Devon"), ("Upper Wexley", "Hertfordshire"), ("Brackenfold", "North Yorkshire"),
             ("Saltmarsh Green", "Norfolk")]
AU_PLACES = [("Wattle Creek", "NSW", "New South Wales"), ("Boronia Flats", "VIC", "Victoria"),
             ("Coral Heads", "QLD", "Queensland")]

STREET_NAMES = ["Elm", "Larchmont", "Quarry Hill", "Beacon Ridge", "Tamarack", "Wickersham", "Old Mill",
                "Hollis", "Sycamore", "Juniper", "Cottonwood", "Mercer", "Kettle Pond", "Osgood",
                "Carraway", "Brightwater", "Partridge", "Lantern", "Cobblestone", "Foxglove", "Windmere",
                "Ironwood", "Maple Shade", "Seneca Bluff", "Orchard", "Pilgrim", "Ferncliff", "Tolland"]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
                 "Way", "Blvd", "Terrace", "Place", "Circle"]
UNITS = ["Apt 3", "Apt 2F", "Unit 12B", "#4", "Apt. 7", "Lot 17", "Unit 305", "Apt 1R", "Suite 210"]

# academic centers that print the notes
CENTERS = [
    {"name": "Brennick University Medical Center", "short": "BUMC", "city": "Halden Springs",
     "state": ("Ohio", "OH"), "zip": "43961", "street": "1200 Varsity Parkway", "area": "614",
     "buildings": ["Marlow Pavilion", "Quill Tower", "Sterne Building"],
     "units": ["Fenwick 7", "Larkspur Unit", "Aldous 4"],
     "clinics": ["Brennick Internal Medicine Associates", "Brennick Heart and Vascular Clinic",
                 "Halden Springs Family Practice"]},
    {"name": "Ostrander Academic Medical Center", "short": "OAMC", "city": "Ostrander Falls",
     "state": ("New York", "NY"), "zip": "13487", "street": "45 Collegiate Drive", "area": "315",
     "buildings": ["Whitcombe Pavilion", "Harmon Tower"],
     "units": ["Birchwood 5", "Tallis Unit"],
     "clinics": ["Ostrander Primary Care at Saxby", "Ostrander Kidney Clinic", "Thornvale Health Center"]},
    {"name": "Mercy-Whitlock University Hospital", "short": "MWUH", "city": "Bellmere",
     "state": ("Pennsylvania", "PA"), "zip": "17042", "street": "800 Founders Row", "area": "717",
     "buildings": ["Gellert Pavilion", "Ames Research Tower"],
     "units": ["Corrigan 6", "Hawthorn Unit"],
     "clinics": ["Whitlock Diabetes Center", "Bellmere Pulmonary Associates", "Mercy-Whitlock Women's Clinic"]},
    {"name": "Kingsreach University Hospital", "short": "KUH", "city": "Penwick",
     "state": ("Maryland", "MD"), "zip": "21709", "street": "3 Kingsreach Plaza", "area": "301",
     "buildings": ["Lattimore Pavilion", "Crane Tower"],
     "units": ["Ellery 8", "Juniper Unit"],
     "clinics": ["Kingsreach Geriatrics Clinic", "Penwick Neurology Associates", "Kingsreach Orthopaedic Center"]},
    {"name": "Cassock Bay University Health", "short": "CBUH", "city": "Cassock Bay",
     "state": ("Oregon", "OR"), "zip": "97391", "street": "2100 Tidewater Road", "area": "541",
     "buildings": ["Selwyn Pavilion", "North Quad Tower"],
     "units": ["Osprey 3", "Driftwood Unit"],
     "clinics": ["Cassock Bay Cancer Institute", "Tidewater Family Medicine", "Cassock Bay Liver Clinic"]},
    {"name": "Dunmore-Ellery Medical Center", "short": "DEMC", "city": "Dunmore Heights",
     "state": ("Indiana", "IN"), "zip": "46518", "street": "77 Scholar Lane", "area": "574",
     "buildings": ["Pruitt Pavilion", "Vance Tower"],
     "units": ["Magnolia 4", "Redbud Unit"],
     "clinics": ["Dunmore-Ellery Cardiology Clinic", "Embry Crossing Community Clinic", "Ellery Wound Center"]},
]

OUTSIDE_HOSPITALS = ["St. Brigid's Regional Medical Center", "Valley Crest Community Hospital",
                     "Lakemoor General", "Our Lady of the Pines Medical Center", "Wexcombe Memorial",
                     "Sable Fork Critical Access Hospital", "Port Hadley Regional", "Greenhollow Medical Center"]
CARE_HOMES = ["Maple Hollow Rehabilitation and Nursing", "Sunward Gardens Care Center",
              "The Pines at Fallowby", "Heron Crossing Assisted Living", "Linden Court Skilled Nursing",
              "Brookmere Transitional Care"]
PHARMACIES = ["Bellmere Family Pharmacy", "Corner Apothecary", "Quillan Discount Drug",
              "Redmarsh Community Pharmacy", "Sixth Street Pharmacy", "Vellington Rx"]
CLINICS = ["Harwick Family Medicine", "Eastgate Pediatrics", "Lowry Hollow Community Health Center",
           "Northside Dialysis Center", "Sentinel Urgent Care", "Amberleigh Internal Medicine",
           "Tamsin Valley Clinic", "Riverbend Women's Health"]

EMPLOYERS = ["Pinecrest Logistics", "Ostrander Unified School District", "Tri-County Rail Services",
             "Hollis Precision Machining", "Amberleigh Poultry Processing", "Bluestem Credit Union",
             "Redmarsh Community College", "Kestrel Point Marina", "Varnell Auto Body",
             "Northgate Distribution Center", "Cassidy & Moore Accounting", "Sable Fork Lumber Yard",
             "Harbor Freightways", "Quillan Public Library", "Silverline Casino"]
SCHOOLS = ["Kettle Pond Elementary School", "Larkhaven Middle School", "Corbin Ridge High School",
           "St. Anselm Academy"]
CHURCHES = ["Grace Fellowship Church", "Mount Zion Baptist Church", "St. Casimir Parish",
            "Beth Shalom Congregation", "Islamic Center of Redmarsh"]
INSURERS = ["Corvane Health", "Tessaly Mutual", "Unity Harbor Health Plan", "Keystone Prairie Insurance",
            "Brightpath Health Partners"]
AGENCIES = ["Coastline Home Health", "Summit DME Supply", "Gentle Hands Hospice", "Lifeline Homecare Services",
            "Meadowlark Home Infusion"]
SHELTERS = ["Harbor Light Shelter", "New Day Women's Center"]

BUILDINGS_OTHER = ["Ridgeway Mall", "Kessler Street bus depot", "Tamsin Reservoir", "Orrington Mills Community Pool",
                   "Halvard Stadium", "Willow Bend Trailer Park"]

PROFESSIONS = ["welder", "retired teacher", "long-haul truck driver", "dental hygienist", "electrician",
               "cashier", "software engineer", "line cook", "machinist", "accountant", "dairy farmer",
               "roofer", "nursing assistant", "firefighter", "hair stylist", "pastor", "school bus driver",
               "warehouse worker", "postal carrier", "landscaper", "architect", "paralegal",
               "retired pharmacist", "auto mechanic", "home health aide", "librarian", "carpenter",
               "graduate student", "commercial fisherman", "bartender", "police officer", "real estate agent",
               "retired steelworker", "construction laborer", "veterinary technician", "day-care worker"]

COUNTRIES = ["Guatemala", "Honduras", "Vietnam", "Nigeria", "Ghana", "Ethiopia", "Somalia", "Philippines",
             "India", "Pakistan", "Poland", "Ukraine", "Haiti", "Brazil", "Portugal", "Mexico", "El Salvador",
             "Lebanon", "Syria", "Greece", "Ireland", "China", "South Korea", "Japan", "Dominican Republic",
             "Kenya", "Peru"]
ORIGIN_COUNTRIES = {
    "Hispanic/Latino": ["Guatemala", "Honduras", "Mexico", "El Salvador", "Dominican Republic", "Peru"],
    "Vietnamese": ["Vietnam"], "West African": ["Nigeria", "Ghana"], "East African": ["Ethiopia", "Somalia", "Kenya"],
    "Filipino": ["Philippines"], "South Asian": ["India", "Pakistan"], "Polish/Slavic": ["Poland", "Ukraine"],
    "Haitian/French": ["Haiti"], "Portuguese/Brazilian": ["Brazil", "Portugal"],
    "Arab/Middle Eastern": ["Lebanon", "Syria"], "Greek": ["Greece"], "Irish": ["Ireland"], "Chinese": ["China"],
    "Korean": ["South Korea"], "Japanese": ["Japan"],
}
TRAVEL_COUNTRIES = ["Peru", "Kenya", "India", "Ghana", "Vietnam", "Brazil", "Mexico", "Philippines"]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "July 4th", "Labor Day",
            "Memorial Day", "Christmas Eve", "New Year's Eve", "Halloween"]
