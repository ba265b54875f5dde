"""Invented value pools. All names, places, institutions and companies are
made up for this set; only US states and countries are real."""

FEMALE = """Ludmila Yesenia Harriet Mei Priya Olufunke Dolores Agnieszka Tamika Bernadette
Keiko Rosalind Fatima Ingrid Marisol Nadia Lorraine Guadalupe Wilhelmina Adaeze Colleen
Svetlana Thuy Esperanza Maureen Delphine Rukhsana Janelle Birgit Consuelo Ottilie Shonda
Anneliese Paulette Imelda Yolanda Francesca Nkechi Brigid Rose Hope Iris Faith June Carina
Marguerite Ayesha Leticia Henrietta Oksana Zofia Mirela Kateryna Noor Siobhan Trudy
Evangeline Beatriz Lakshmi Ximena Winona Dagny Rhonda Lupita Gwendolyn Annika Yuki Serafina
Opal Hyacinth Marta Genevieve Berenice Tova Dorit Araceli Mabel Constance""".split()

MALE = """Carmine Dmitri Tobias Obinna Reginald Hector Wendell Tadeusz Kwame Lucian Bartholomew
Hiroshi Emeka Anselm Desmond Rafael Cornelius Vikram Lars Thaddeus Ignacio Mortimer Kofi
Jedediah Arvid Delroy Fitzgerald Nikolai Santiago Winston Bogdan Leopold Amadou Ezekiel
Casimir Osvaldo Percival Duc Jarrell Ambrose Eamon Vernon Gustavo Radomir Ulysses Ferris
Stellan Bill Will Mark Grant Ray Jack Dale Rocco Yusuf Kenji Matthias Abdi Emil Clement
Ruben Augustin Lowell Marcus Teodoro Silas Otis Benedikt Hollis Alistair Florian Quincy""".split()

SURNAMES = """Novak Okonkwo Haverford Castellano Lindqvist Przybylski Achterberg Nakagawa Delacroix
Fairweather Oyelaran Brannigan Szymanski Vuong Quintanilla Marchetti Holloway Abernathy
Kowalczyk Tran Esposito Gallagher Rinaldi Thorsby Wojcik Balogun Ferreira Mendelsohn
Petrosyan Kaczmarek Halvorsen Dubois Iwasaki Okafor Lundgren Varga Osei Pham Castillo
Whitcombe Brightwell Aldana Strand Kessler Montoya Nguyen Yilmaz Rasmussen Bianchi Obuya
Tremblay Gutierrez Hollis Krause McAllister Donnelly Sokolova Adeyemi Kaur Reyes Patel
Chowdhury Lindahl Moreau Ostrowski Bell Foley Graves Rose Mobley Pruitt Vandermeer Ashdown
Okoye Salazar Kincaid Bergstrom Tanaka Zielinski Achebe Lomax Ferraro Duarte Hargrove
Ibarra Kovac Mahlangu Nordstrom Oduya Pellegrino Quaid Renner Sandoval Tillman Ueda
Villanueva Wexler Yates Zamora Abbott Bjork Coyle Dempsey Ekwueme Farrow Gorski Hanratty
Iqbal Jovanovic Kilbride Lachance MacRae Nilsen Ortega Pasternak Roark Seidel Toivonen
Underhill Valente Whitlock Xiong Youngblood Zaragoza Mercer Cutler Fenwick Stroud""".split()

MIDDLE = list("ABCDEFGHJKLMNPRSTW")

# (name, acronym, city, state_abbr)
HOSPITALS = [
    ("Harrow Valley Medical Center", "HVMC", "Dunmore Falls", "WI"),
    ("St. Brigid's Regional Hospital", "SBRH", "Port Calder", "MN"),
    ("Mercy Ridge Hospital", "MRH", "Glenmoor", "IA"),
    ("Lakeshore University Hospital", "LUH", "Bellhaven", "MI"),
    ("Oxbury Memorial Hospital", "OMH", "Oxbury", "NE"),
    ("Kettle Rapids General Hospital", "KRGH", "Kettle Rapids", "WI"),
    ("Calder County Medical Center", "CCMC", "Ashcombe", "OH"),
    ("Fernhaven Community Hospital", "FCH", "Fernhaven", "IL"),
    ("Good Shepherd Medical Center", "GSMC", "Wexley", "IN"),
    ("Wexley Baptist Hospital", "WBH", "Wexley", "KY"),
    ("Prairie Crest Health Center", "PCHC", "Elk Prairie", "KS"),
    ("Northgate Regional Medical Center", "NRMC", "North Ardley", "PA"),
    ("Sisters of Providence Hospital", "SPH", "Tallis", "OR"),
    ("Greyford Valley Hospital", "GVH", "Greyford", "CO"),
    ("Osprey Point Medical Center", "OPMC", "Osprey Point", "NC"),
    ("Holloway Memorial Hospital", "HMH", "Cedar Hollow", "TN"),
    ("Saint Anselm Medical Center", "SAMC", "New Tamsin", "NY"),
    ("Quarry Hill Regional Hospital", "QHRH", "Quarry Hill", "VT"),
]

# smaller outside facilities that transfer patients in: (name, city, state)
OUTSIDE = [
    ("Pinecrest Community Hospital", "Marrow Creek", "NE"),
    ("Lorne Valley Hospital", "Lorne Valley", "MN"),
    ("Haddon Critical Access Hospital", "Haddon", "IA"),
    ("Saxby Memorial", "Saxby", "WI"),
    ("Whitmore District Hospital", "Whitmore", "SD"),
    ("Kinross Ferry Medical Center", "Kinross Ferry", "MI"),
    ("Vinton Lake Hospital", "Vinton Lake", "IL"),
    ("Stillwater Bend Hospital", "Stillwater Bend", "OH"),
    ("Greyhaven Rural Health Clinic", "Caldwell Heights", "KY"),
    ("Ridgefield Station Urgent Care", "Ridgefield Station", "IN"),
    ("Tamsin Valley Hospital", "Harlan Springs", "PA"),
    ("Millbrook Junction Medical Center", "Millbrook Junction", "MO"),
]

CITIES = """Oxbury|Dunmore Falls|Kettle Rapids|Port Calder|Glenmoor|Ashcombe|Millbrook Junction
|Harlan Springs|Quarry Hill|Wexley|Fernhaven|Stillwater Bend|Lowell Crossing|Cedar Hollow
|New Tamsin|Ridgefield Station|Marrow Creek|Osprey Point|Caldwell Heights|Vinton Lake
|Bellhaven|North Ardley|Greyford|Tallis|Elk Prairie|Haddon|Whitmore|Saxby|Lorne Valley
|Kinross Ferry|Pell Crossing|Amberfield|Dorrance|Halston|Juniper Flats|Kestrel Bay
|Lanford|Mossbank|Nettleton|Orrin|Pruett|Redwater|Sable Creek|Thistledown|Upton Vale
|Varnell|Winslow Hollow|Yardley Mills|Brightmoor|Cobb Landing""".replace("\n", "").split("|")

COUNTIES = ["Brannock County", "Ostrander County", "Tamsin County", "Lyle County",
            "Harwood County", "Calder County", "Pembrook County", "Vestal County"]

STATES = [("Wisconsin", "WI"), ("Minnesota", "MN"), ("Iowa", "IA"), ("Michigan", "MI"),
          ("Nebraska", "NE"), ("Ohio", "OH"), ("Illinois", "IL"), ("Indiana", "IN"),
          ("Kentucky", "KY"), ("Kansas", "KS"), ("Pennsylvania", "PA"), ("Oregon", "OR"),
          ("Colorado", "CO"), ("North Carolina", "NC"), ("Tennessee", "TN"),
          ("New York", "NY"), ("Vermont", "VT"), ("South Dakota", "SD"), ("Missouri", "MO"),
          ("Georgia", "GA"), ("Arizona", "AZ"), ("Texas", "TX"), ("Florida", "FL"),
          ("Maine", "ME"), ("Oklahoma", "OK"), ("Massachusetts", "MA"), ("Montana", "MT"),
          ("New Mexico", "NM"), ("Virginia", "VA"), ("Washington", "WA")]
ABBR2NAME = {a: n for n, a in STATES}

STREET_NAMES = """Wrenfield|Calder|Ostrander|Birchwood|Halvorsen|Kestrel|Millrace|Juniper|Tamsin
|Larkspur|Pembrook|Quarry|Ferris|Ashgrove|Harwood|Lindenhurst|Marrow|Osprey|Vestal|Wexley
|Thornapple|Cobblestone|Sable|Redwater|Aldergate|Brannock|Cinder|Dovecote|Elmstead|Foxhall
|Gristmill|Hollyhock|Ironwood|Jasper|Kingfisher|Lantern|Mossy Oak|Nettle|Orchard|Prairie Wind""".replace("\n", "").split("|")
STREET_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Ln", "Lane",
                 "Ct", "Court", "Blvd", "Way", "Pl", "Terrace", "Pkwy", "Circle"]

CLINICS = ["Northside Family Practice", "Lakeshore Internal Medicine", "Cedar Hollow Cardiology Associates",
           "Riverbend Pulmonary Clinic", "Ashcombe Community Health Center", "Greyford Dialysis Center",
           "Oxbury Wound Care Clinic", "Tallis Free Clinic", "Harrow Valley Orthopedics",
           "Quarry Hill Behavioral Health", "Marrow Creek Pain Center", "Osprey Point Urgent Care",
           "Bellhaven Endocrine Clinic", "Wexley Neurology Group", "Elk Prairie Rural Health Clinic",
           "Juniper Flats Family Medicine", "Kestrel Bay GI Associates", "Amberfield Anticoagulation Clinic"]

SNFS = [("Maple Crest Rehabilitation and Nursing", "Maple Crest"),
        ("Willow Bend Care Center", "Willow Bend"),
        ("Heritage Oaks Skilled Nursing", "Heritage Oaks"),
        ("Brookside Manor", "Brookside"),
        ("Larkin House Assisted Living", "Larkin House"),
        ("Saint Anselm Transitional Care", "SATC"),
        ("Golden Meadows Nursing Home", "Golden Meadows"),
        ("Thistledown Health and Rehab", "Thistledown"),
        ("Copper Ridge Acute Rehabilitation Hospital", "Copper Ridge"),
        ("Evening Star Hospice House", "Evening Star"),
        ("Pembrook Long-Term Acute Care", "Pembrook LTAC"),
        ("Sable Creek Senior Living", "Sable Creek")]

PHARMACIES = ["Hollis Drug", "Brightline Pharmacy", "Corner Apothecary", "Medi-Save Pharmacy",
              "Redwater Family Pharmacy", "Dorrance Discount Drug", "Kestrel Pharmacy"]

UNITS = ["Larkspur Unit", "Juniper Ward", "Birchwood Unit", "Heron Ward", "Aspen Unit", "Cedar Unit"]
BUILDINGS = ["Alden Pavilion", "Ferris Tower", "Whitcombe Building", "Marchetti Pavilion", "Hargrove Tower"]

HOME_HEALTH = ["Amberly Home Health", "CareBridge Home Services", "Hearthstone Home Care",
               "TrueNorth Home Health", "Lantern Hospice Services", "Kindred Hearth Nursing"]
DME = ["Summit Medical Supply", "Northwind Respiratory Supply", "Keystone DME", "Apex Mobility",
       "Brightair Oxygen", "Prairie Home Medical Equipment"]
TRANSPORT = ["Blue Heron Medical Transport", "Redline EMS", "Silverline Wheelchair Van",
             "Tri-County Ambulance Service", "Northstar Air Medical"]
INSURERS = ["Meridian Shield Health Plan", "Tri-Lakes Health Alliance", "Northstar Mutual",
            "Cobalt Care HMO", "Beacon Valley Health Plan", "Harborline Insurance"]
EMPLOYERS = ["Brightwater Logistics", "Kessler Tool and Die", "Halvorsen Dairy", "Tri-County Concrete",
             "Osprey Point Marina", "Redfern Poultry", "Marchetti Brothers Roofing", "Quarry Hill Foods",
             "Calder Steel Works", "Pinewood Casino", "Apex Call Solutions", "Sunrise Diner",
             "Dorrance Grain Cooperative", "Lanford Paper Mill", "Juniper Flats Auto Body",
             "Kestrel Bay Seafood", "Northwind Freight", "Mossbank Hardware"]
SCHOOLS = ["Wexley High School", "Oxbury Community College", "Fernhaven Middle School",
           "Northgate State University", "Glenmoor Unified School District", "Lanford Elementary"]
PEDS_CLINICS = ["Bellhaven Pediatrics", "Sunny Brook Pediatric Associates", "Kestrel Bay Children's Clinic",
                "Amberfield Pediatric Care"]
DAYCARES = ["Little Acorns Child Care", "Sunflower Early Learning Center", "Busy Bees Daycare",
            "Kestrel Bay Montessori", "Tiny Steps Learning Center"]
CHURCHES = ["Grace Fellowship Church", "St. Casimir Parish", "New Hope Baptist Church",
            "Redwater Mennonite Church", "Tabernacle of Living Water"]
AGENCIES = ["Harbor Light Shelter", "Second Chance Recovery House", "Ridgeline Area Agency on Aging",
            "Open Door Food Pantry", "Lantern House Womens Shelter", "Bridgeway Tenant Legal Aid"]
LANDMARKS = ["Halvorsen Bridge", "Founders Park", "Pier 9", "Lakeview Trailhead", "Ostrander Dam",
             "Union Depot", "Riverside Plaza mall", "Cobb Landing boat launch", "Mossbank rail yard"]

PROFESSIONS = ["welder", "machinist", "school bus driver", "long-haul trucker", "hairdresser",
               "electrician", "dairy farmer", "accountant", "line cook", "roofer", "letter carrier",
               "day-care teacher", "software developer", "janitor", "home health aide",
               "correctional officer", "forklift operator", "seamstress", "bartender", "carpenter",
               "plumber", "firefighter", "police officer", "librarian", "real estate agent",
               "warehouse worker", "poultry plant worker", "housekeeper", "engineer", "nurse",
               "CNA", "mechanic", "cashier", "paralegal", "sheet metal worker", "landscaper",
               "middle school teacher", "dental hygienist", "graduate student", "pastor"]

COUNTRIES = ["Guatemala", "Poland", "Vietnam", "Ukraine", "Nigeria", "the Philippines", "Italy",
             "Mexico", "India", "Haiti", "Somalia", "Honduras", "Laos", "Ghana", "Ecuador",
             "Bosnia", "South Korea", "Ireland", "Germany", "Brazil", "Ethiopia", "Peru",
             "Romania", "Cape Verde", "Nepal", "El Salvador"]

AREA = ["608", "414", "612", "515", "402", "616", "614", "217", "317", "502", "316", "412",
        "503", "303", "919", "615", "518", "802", "605", "314", "920", "319", "734", "309"]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "Labor Day", "Memorial Day",
            "Christmas Eve", "Fourth of July"]
