"""Invented pools for dev233_en (all ASCII). Written by author 233."""

MALE = """James Robert Michael David William Joseph Thomas Christopher Daniel Matthew
Anthony Mark Andrew Joshua Kevin Brian Tyler Jordan Marcus Darnell Andre Luis Carlos
Jose Miguel Juan Diego Rafael Hector Wei Jun Hiroshi Arjun Rohan Vikram Sanjay Omar
Ahmed Tariq Yusuf Kwame Chidi Emeka Tobias Lukas Pierre Mathieu Etienne Olivier Gabriel
Liam Noah Owen Ethan Logan Connor Brandon Dustin Cody Travis Wyatt Colton Raymond Gerald
Harold Walter Frank Dale Curtis Terrence Malik Jamal Dmitri Sergei Piotr Tomasz Kenji
Minh Duc Hamid Reza Mateo Santiago Kai Ezra Silas Rhys Garrett Dwayne Luc Yannick""".split()

FEMALE = """Mary Patricia Jennifer Linda Elizabeth Susan Jessica Sarah Karen Nancy Lisa
Michelle Ashley Amanda Melissa Stephanie Rebecca Laura Megan Brittany Tamika Keisha
Latoya Maria Guadalupe Rosa Lucia Camila Sofia Valentina Mei Ling Yuki Priya Anjali Deepa
Nadia Fatima Aisha Amina Ngozi Chiamaka Genevieve Isabelle Chantal Sylvie Emilie Chloe
Olivia Emma Ava Hannah Abigail Madison Kayla Courtney Shannon Tanya Doreen Gloria Bernice
Marjorie Irene Darlene Anya Olga Katarzyna Agnieszka Thuy Linh Leila Parisa Ximena Paloma
Naomi Ruth Harper Quinn Siobhan Aoife Josee Manon Brenda Crystal Jolene Shauna""".split()

NICK = {'James': 'Jim', 'Robert': 'Bob', 'Michael': 'Mike', 'William': 'Bill', 'Joseph': 'Joe',
        'Thomas': 'Tom', 'Christopher': 'Chris', 'Daniel': 'Dan', 'Matthew': 'Matt',
        'Anthony': 'Tony', 'Andrew': 'Andy', 'Joshua': 'Josh', 'Raymond': 'Ray',
        'Gerald': 'Gerry', 'Walter': 'Walt', 'Elizabeth': 'Liz', 'Patricia': 'Patty',
        'Jennifer': 'Jen', 'Rebecca': 'Becky', 'Stephanie': 'Steph', 'Margaret': 'Peggy',
        'Katarzyna': 'Kasia', 'Guadalupe': 'Lupe', 'Abigail': 'Abby', 'Dmitri': 'Dima',
        'Santiago': 'Santi', 'Terrence': 'Terry', 'Dwayne': 'DJ', 'Samantha': 'Sam'}

LAST = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez
Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White
Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres
Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts
Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet Pelletier
Belanger Leblanc Bergeron MacDonald MacKenzie McAllister O'Neill O'Brien Fitzgerald
Sullivan Kowalski Nowak Wisniewski Petrov Ivanova Singh Patel Sharma Gill Sidhu Dhillon
Chen Wang Li Zhang Liu Huang Tanaka Sato Kim Park Choi Tran Pham Le Okafor Adeyemi Mensah
Owusu Abdi Hassan Ali Haddad Khoury Rahimi Yazdani Cohen Levy Goldberg Schwartz Muller
Schmidt Fischer Weber Rossi Russo Esposito Bianchi Silva Santos Oliveira Pereira Costa
Ferreira Dubois Lambert Fontaine Henderson Crawford Whitehorse Littlechild Cardinal
Morningstar Foley Banks Bishop Price Gaines Stroud Vance Okonkwo Delgado Villanueva
Abernathy Quintero Haugen Lindqvist Sorensen Novak Horvat Kaur Mahmoud Osei Baptiste
Desrosiers Charbonneau Greenberg Yamamoto Hwang Vo Castillo Gutierrez Moreau Kristiansen
Garcia-Lopez Smith-Tremblay Ruiz Boateng Chowdhury Iqbal Ferreira-Santos Ngata""".split()

US_CITIES = [
    # city, state abbr, state name, zip3, area code
    ('Denver', 'CO', 'Colorado', '802', '303'), ('Greeley', 'CO', 'Colorado', '806', '970'),
    ('Columbus', 'OH', 'Ohio', '432', '614'), ('Zanesville', 'OH', 'Ohio', '437', '740'),
    ('Pittsburgh', 'PA', 'Pennsylvania', '152', '412'), ('Altoona', 'PA', 'Pennsylvania', '166', '814'),
    ('Atlanta', 'GA', 'Georgia', '303', '404'), ('Valdosta', 'GA', 'Georgia', '316', '229'),
    ('Houston', 'TX', 'Texas', '770', '713'), ('Lubbock', 'TX', 'Texas', '794', '806'),
    ('Abilene', 'TX', 'Texas', '796', '325'), ('Phoenix', 'AZ', 'Arizona', '850', '602'),
    ('Flagstaff', 'AZ', 'Arizona', '860', '928'), ('Seattle', 'WA', 'Washington', '981', '206'),
    ('Yakima', 'WA', 'Washington', '989', '509'), ('Portland', 'OR', 'Oregon', '972', '503'),
    ('Bend', 'OR', 'Oregon', '977', '541'), ('Minneapolis', 'MN', 'Minnesota', '554', '612'),
    ('Rochester', 'MN', 'Minnesota', '559', '507'), ('Chicago', 'IL', 'Illinois', '606', '312'),
    ('Joliet', 'IL', 'Illinois', '604', '815'), ('Detroit', 'MI', 'Michigan', '482', '313'),
    ('Kalamazoo', 'MI', 'Michigan', '490', '269'), ('Charlotte', 'NC', 'North Carolina', '282', '704'),
    ('Asheville', 'NC', 'North Carolina', '288', '828'), ('Nashville', 'TN', 'Tennessee', '372', '615'),
    ('Chattanooga', 'TN', 'Tennessee', '374', '423'), ('Worcester', 'MA', 'Massachusetts', '016', '508'),
    ('Pittsfield', 'MA', 'Massachusetts', '012', '413'), ('Buffalo', 'NY', 'New York', '142', '716'),
    ('Ithaca', 'NY', 'New York', '148', '607'), ('Roanoke', 'VA', 'Virginia', '240', '540'),
    ('Richmond', 'VA', 'Virginia', '232', '804'), ('Omaha', 'NE', 'Nebraska', '681', '402'),
    ('Kearney', 'NE', 'Nebraska', '688', '308'), ('Boise', 'ID', 'Idaho', '837', '208'),
    ('Twin Falls', 'ID', 'Idaho', '833', '208'), ('Provo', 'UT', 'Utah', '846', '801'),
    ('Las Cruces', 'NM', 'New Mexico', '880', '575'), ('Albuquerque', 'NM', 'New Mexico', '871', '505'),
    ('Dothan', 'AL', 'Alabama', '363', '334'), ('Birmingham', 'AL', 'Alabama', '352', '205'),
    ('Bowling Green', 'KY', 'Kentucky', '421', '270'), ('Louisville', 'KY', 'Kentucky', '402', '502'),
    ('Joplin', 'MO', 'Missouri', '648', '417'), ('Kansas City', 'MO', 'Missouri', '641', '816'),
    ('Eau Claire', 'WI', 'Wisconsin', '547', '715'), ('Madison', 'WI', 'Wisconsin', '537', '608'),
    ('Bangor', 'ME', 'Maine', '044', '207'), ('Missoula', 'MT', 'Montana', '598', '406'),
    ('Billings', 'MT', 'Montana', '591', '406'), ('Tulsa', 'OK', 'Oklahoma', '741', '918'),
    ('Enid', 'OK', 'Oklahoma', '737', '580'), ('Jackson', 'MS', 'Mississippi', '392', '601'),
    ('Baltimore', 'MD', 'Maryland', '212', '410'), ('Hagerstown', 'MD', 'Maryland', '217', '301'),
    ('Harrisburg', 'PA', 'Pennsylvania', '171', '717'), ('Cheyenne', 'WY', 'Wyoming', '820', '307'),
    ('Fargo', 'ND', 'North Dakota', '581', '701'), ('Sioux Falls', 'SD', 'South Dakota', '571', '605'),
]

CA_CITIES = [
    # city, province abbr, province name, FSA first letter(s), area code
    ('Toronto', 'ON', 'Ontario', 'M', '416'), ('Ottawa', 'ON', 'Ontario', 'K', '613'),
    ('Hamilton', 'ON', 'Ontario', 'L', '905'), ('London', 'ON', 'Ontario', 'N', '519'),
    ('Sudbury', 'ON', 'Ontario', 'P', '705'), ('Thunder Bay', 'ON', 'Ontario', 'P', '807'),
    ('Kingston', 'ON', 'Ontario', 'K', '613'), ('Mississauga', 'ON', 'Ontario', 'L', '905'),
    ('Montreal', 'QC', 'Quebec', 'H', '514'), ('Quebec City', 'QC', 'Quebec', 'G', '418'),
    ('Sherbrooke', 'QC', 'Quebec', 'J', '819'), ('Gatineau', 'QC', 'Quebec', 'J', '819'),
    ('Vancouver', 'BC', 'British Columbia', 'V', '604'), ('Kelowna', 'BC', 'British Columbia', 'V', '250'),
    ('Prince George', 'BC', 'British Columbia', 'V', '250'), ('Victoria', 'BC', 'British Columbia', 'V', '250'),
    ('Calgary', 'AB', 'Alberta', 'T', '403'), ('Edmonton', 'AB', 'Alberta', 'T', '780'),
    ('Red Deer', 'AB', 'Alberta', 'T', '403'), ('Lethbridge', 'AB', 'Alberta', 'T', '403'),
    ('Winnipeg', 'MB', 'Manitoba', 'R', '204'), ('Brandon', 'MB', 'Manitoba', 'R', '204'),
    ('Saskatoon', 'SK', 'Saskatchewan', 'S', '306'), ('Regina', 'SK', 'Saskatchewan', 'S', '306'),
    ('Halifax', 'NS', 'Nova Scotia', 'B', '902'), ('Sydney', 'NS', 'Nova Scotia', 'B', '902'),
    ('Moncton', 'NB', 'New Brunswick', 'E', '506'), ('Fredericton', 'NB', 'New Brunswick', 'E', '506'),
    ("St. John's", 'NL', 'Newfoundland and Labrador', 'A', '709'),
    ('Charlottetown', 'PE', 'Prince Edward Island', 'C', '902'),
    ('Whitehorse', 'YT', 'Yukon', 'Y', '867'), ('Yellowknife', 'NT', 'Northwest Territories', 'X', '867'),
]

COUNTIES_US = ['Weld County', 'Licking County', 'Blair County', 'Lowndes County', 'Lubbock County',
               'Coconino County', 'Yakima County', 'Deschutes County', 'Olmsted County',
               'Will County', 'Kalamazoo County', 'Buncombe County', 'Tompkins County',
               'Buffalo County', 'Twin Falls County', 'Dona Ana County', 'Warren County']

STREET_NAMES = """Elm Maple Oak Birch Cedar Willow Aspen Juniper Sycamore Hawthorn Linden
Chestnut Poplar Alder Spruce Tamarack Larch Magnolia Dogwood Hickory Walnut Cypress Laurel
Orchard Meadow Prairie Ridge Valley Harbour Lakeshore Riverside Hillcrest Sunset Highland
Fairview Brookside Greenwood Kingsley Ashford Caldwell Dunmore Everett Graystone Holloway
Kensington Lockhart Merriman Northcote Pemberton Quarry Redfern Stanton Thornbury Underhill
Wexford Yardley Beacon Foundry Millrace Tannery Railway Depot Granary Bluff Cobble""".split()

STREET_TYPES = ['Street', 'St', 'St.', 'Avenue', 'Ave', 'Ave.', 'Road', 'Rd', 'Drive', 'Dr',
                'Lane', 'Ln', 'Court', 'Ct', 'Crescent', 'Cres', 'Boulevard', 'Blvd', 'Way',
                'Place', 'Pl', 'Terrace', 'Circle', 'Trail']

UNITS = ['Apt %d', 'Apt. %d', 'Unit %d', '#%d', 'Suite %d', 'Apt %dB']

HOSP_US = ['Cedar Ridge Rehabilitation Hospital', 'Mercy Valley Medical Center',
           "St. Agatha's Regional Hospital", 'Summit Peak Rehabilitation Institute',
           'Riverbend Memorial Hospital', 'Lakeview University Hospital',
           'Prairie Heights Medical Center', 'Bayshore General Hospital',
           'Pinecrest Rehabilitation Hospital', 'Ironwood Trauma Center',
           'Blue Mesa Regional Medical Center', 'Northfield VA Medical Center',
           'Copper Hills Rehabilitation Hospital', 'Sacred Heart of the Valley Hospital',
           'Three Rivers Medical Center', 'Granite Falls Community Hospital',
           'Hollister Spinal Injury Center', 'Magnolia Regional Health']
HOSP_CA = ['Lakeshore Rehabilitation Centre', "St. Columba's Hospital",
           'Northern Pines Health Centre', 'Fraser Ridge Rehabilitation Centre',
           'Hopital Sainte-Genevieve', 'Prairie Spinal Cord Centre',
           'Royal Maritime General Hospital', 'Bow Valley Health Sciences Centre',
           'Red River Rehabilitation Hospital', 'Grand Lakes Regional Health Centre',
           'Capital Harbour Hospital', 'Kingsway Rehabilitation Institute',
           'Boreal Regional Hospital', 'Trillium Ridge Rehab Centre']
HOSP_SHORT = {'Cedar Ridge Rehabilitation Hospital': 'Cedar Ridge', 'Mercy Valley Medical Center': 'Mercy Valley',
              'Summit Peak Rehabilitation Institute': 'SPRI', 'Lakeview University Hospital': 'LUH',
              'Pinecrest Rehabilitation Hospital': 'Pinecrest', 'Ironwood Trauma Center': 'Ironwood',
              'Lakeshore Rehabilitation Centre': 'Lakeshore Rehab', 'Fraser Ridge Rehabilitation Centre': 'Fraser Ridge',
              'Prairie Spinal Cord Centre': 'PSCC', 'Kingsway Rehabilitation Institute': 'Kingsway',
              'Red River Rehabilitation Hospital': 'Red River Rehab', 'Three Rivers Medical Center': 'Three Rivers',
              'Bow Valley Health Sciences Centre': 'Bow Valley', 'Hollister Spinal Injury Center': 'Hollister'}

UNITS_WARD = ['5 North', '4 West', '3B', '2 East', 'Aspen Unit', 'Tamarack Unit', 'Willow Ward',
              'Birch Ward', '6 South', 'Spruce Unit', 'Cardinal Unit', '7 Tower']

CLINICS_PO = ['Keystone Prosthetics & Orthotics', 'Summit Limb and Brace', 'Northern Lights Prosthetic Clinic',
              'Prairie O&P', 'Maple Leaf Prosthetics', 'Coastal Amputee Clinic', 'Bridgewater Limb Lab',
              'Ridgeline Orthotic & Prosthetic Services', 'Cornerstone Prosthetics', 'True Stride O&P']
CLINICS_OUT = ['Cedar Ridge Outpatient Seating Clinic', 'Eastgate Family Practice', 'Riverside Urology Associates',
               'Hillcrest Wound Clinic', 'Northside Family Health Team', 'Parkview Medical Clinic',
               'Brookfield Community Health Centre', 'Westmount Urology Clinic', 'Foothills Spine Clinic',
               'Kingsley Family Medicine', 'Willowbrook Medical Group']
PHARMACIES = ['Main Street Pharmacy', 'Corner Drug Mart', 'Riverside Apothecary', 'Harbour Pharmacy',
              'Valley Chemists', 'Prairie Compounding Pharmacy']

EMPLOYERS = ['Hollis Roofing LLC', 'Tri-County Electric Co-op', 'Redpine Logging', 'Granite Freight Lines',
             'Brightwater School District', 'Kestrel Steel Fabricators', 'Northwind Wind Services',
             'Delmar Concrete', 'Blue Heron Landscaping', 'Summit Ridge Ski Resort', 'Calloway Farms',
             'Ironbridge Construction', 'Petro Basin Drilling', 'Marlow Auto Body', 'Lakeside Dairy Co-op',
             'Cascade Timber Products', 'Orion Logistics', 'Frontier Rail Services',
             'Maple Grove Landscaping Ltd.', 'Boreal Forestry Inc.', 'Harbourfront Fisheries',
             'Prairie Grain Co-operative', 'Northern Hydro Contractors', 'Cobalt Mining Corp.',
             'Westfield Mall Security', 'Quickway Couriers', 'Evergreen Tree Care', 'Sunbelt Pool Supply']
INSURERS = ['Keystone Mutual Health', 'Pinecrest Health Plan', 'Maple Shield Insurance',
            'Northbridge Benefits', 'Heartland Casualty', 'Great Plains Workers Comp Mutual',
            'Cascade Health Alliance', 'Liberty Ridge Insurance', 'Harbour Life Assurance',
            'Unity Care Health Plan', 'Sterling Group Benefits', 'TrueNorth Mutual']
VENDORS = ['Apex Mobility Solutions', 'True North Medical Supply', 'Northside Mobility Supply',
           'Prairie Home Medical', 'Keystone Rehab Equipment', 'MobilityPlus Seating Ltd.',
           'Summit Home Health Equipment', 'Coastal DME', 'Lakeview Medical Supply',
           'Independence Wheels Inc.']
VEHICLE_MODS = ['Freedom Drive Mobility', 'Accessible Vans of the Rockies', 'Handy Controls Ltd.',
                'Roadway Adaptive Driving', 'AbleDrive Conversions']
CONTRACTORS = ['Barrier-Free Builders', 'Ramp Right Construction', 'Hometown Renovations Ltd.',
               'AccessAbility Contracting', 'Level Entry Homes', 'Northern Ramp & Lift']
HOME_HEALTH = ['Comfort Keepers of the Valley',
               'Harmony Home Health', 'Visiting Hands Home Care', 'CareLink Home Support',
               'Meadowview Home Care Services', 'Paramount Nursing Agency']
SCHOOLS = ['Lincoln Technical College', 'Red River Polytechnic', 'Northern Plains Community College',
           'Fairview High School', 'Lakehead Trade School', 'Westbrook University',
           'Cascadia Community College', 'St. Brigid Secondary School']
CHURCHES = ['Grace Fellowship Church', "St. Michael's Parish", 'New Hope Baptist Church',
            'Temple Beth Shalom', 'Masjid Al-Noor', 'Riverside Gurdwara', 'First Lutheran Church']
PEER_ORGS = ['Spinal Connect Peer Network', 'Limb Loss Support Circle', 'Rolling Forward Peer Program',
             'Amputee Coalition of the Rockies', 'WheelFit Adaptive Sports Club', 'Riverhawks Wheelchair Basketball',
             'Two Wheels & Hands Cycling Club', 'SCI Peer Mentors of the Prairies']
VR_AGENCIES = ['Northland Vocational Services', 'Pathways Return-to-Work Consulting',
               'Bridgeway Vocational Partners', 'Horizon Career Rehab Inc.']

LANDMARKS = ["Miller's Quarry", 'Crescent Lake public beach', 'the Eastgate Mall parking garage',
             'Harmon Gorge trailhead', 'Pine Hollow Campground', 'the Founders Bridge',
             'Blackrock Reservoir', 'Cutler Street overpass', 'Kettle Falls boat launch',
             'the Riverfront Amphitheater', 'Lone Pine Ski Hill', 'the Tilley Grain Elevator']

THE_COUNTRIES = ['Philippines']
COUNTRIES = ['Mexico', 'Philippines', 'Vietnam', 'India', 'Portugal', 'Poland', 'Somalia',
             'Nigeria', 'Ghana', 'El Salvador', 'Guatemala', 'Jamaica', 'Haiti', 'Ukraine',
             'Syria', 'Iran', 'China', 'South Korea', 'Colombia', 'Eritrea', 'Pakistan', 'Germany',
             'Ireland', 'Scotland', 'Brazil', 'Lebanon', 'Afghanistan', 'Honduras']

PROFESSIONS = ['roofer', 'ironworker', 'electrician', 'lineman', 'long-haul truck driver', 'logger',
               'farmer', 'carpenter', 'firefighter', 'police officer', 'high school teacher',
               'accountant', 'software developer', 'warehouse associate', 'welder', 'auto mechanic',
               'personal support worker', 'line cook', 'bartender', 'HVAC technician', 'plumber',
               'oil rig floorhand', 'ranch hand', 'drywall installer', 'landscaper', 'bus driver',
               'forklift operator', 'paramedic', 'commercial fisherman', 'tower climber',
               'ski instructor', 'mail carrier', 'dental hygienist', 'real estate agent',
               'construction laborer', 'millwright', 'heavy equipment operator', 'hairdresser',
               'graphic designer', 'pharmacy technician', 'mechanical engineer', 'retail manager']
FAMILY_PROFESSIONS = ['nurse', 'teacher', 'cashier', 'bookkeeper', 'truck driver', 'daycare worker',
                      'social worker', 'electrician', 'pastor', 'bank teller', 'veterinary technician',
                      'school bus driver', 'accountant', 'hairstylist', 'home care aide', 'machinist']

RELATIONS_M = ['husband', 'son', 'brother', 'father', 'partner', 'boyfriend', 'stepson', 'nephew', 'uncle']
RELATIONS_F = ['wife', 'daughter', 'sister', 'mother', 'partner', 'girlfriend', 'fiancee', 'niece', 'aunt']

SCI_MECH_T = ['a fall from a roof', 'a fall from a ladder', 'a fall from scaffolding',
              'a motor vehicle collision (rollover)', 'a motorcycle crash', 'diving into shallow water',
              'an ATV rollover', 'a snowmobile crash', 'a gunshot wound to the back', 'a tree stand fall while hunting',
              'a mountain bike crash', 'a fall down a flight of stairs', 'a crush injury at work',
              'a tackle during a football game', 'a fall from a horse', 'a ski crash into a tree',
              'being struck by a car as a pedestrian', 'a fall through a hay loft opening']
SCI_MECH_NT = ['an epidural abscess', 'spinal cord infarction after aortic repair', 'transverse myelitis',
               'a spinal cord AVM bleed', 'metastatic cord compression', 'cervical spondylotic myelopathy']
SCI_LEVELS = ['C4', 'C5', 'C5', 'C6', 'C6', 'C7', 'C8', 'T1', 'T3', 'T4', 'T6', 'T8', 'T10', 'T11',
              'T12', 'L1', 'L2']
AMP_LEVELS = [('transtibial', 'TTA', 'BKA'), ('transfemoral', 'TFA', 'AKA'),
              ('transtibial', 'TTA', 'BKA'), ('knee disarticulation', 'KD', 'KD'),
              ('bilateral transtibial', 'bilat TTA', 'bilat BKA'), ('partial foot (Chopart)', 'Chopart', 'Chopart'),
              ('hip disarticulation', 'HD', 'HD'), ('transfemoral', 'TFA', 'AKA')]
AMP_CAUSE = ['peripheral arterial disease with non-healing ulcer', 'diabetic foot infection with osteomyelitis',
             'crush injury in a farm auger', 'motorcycle crash', 'industrial press injury',
             'osteosarcoma', 'necrotizing fasciitis', 'failed limb salvage after tibial plateau fracture',
             'frostbite', 'Charcot foot with recurrent ulceration', 'train versus pedestrian',
             'lawn mower injury', 'septic shock with purpura fulminans', 'IED blast injury (military)']
