"""Invented value pools for dev135_en. Every person, place and organisation
name here is made up for this set; real country, US state and Canadian
province names appear as themselves. Names that are also ordinary English
words are included on purpose so that the same words occur as PHI and as
plain text."""

FIRST_M = [
    "James", "Robert", "Michael", "David", "Thomas", "Charles", "Daniel", "Matthew",
    "Anthony", "Donald", "Steven", "Paul", "Kenneth", "Joshua", "Kevin", "Brian",
    "George", "Edward", "Ronald", "Timothy", "Jason", "Jeffrey", "Gary", "Larry",
    "Dennis", "Walter", "Harold", "Eugene", "Howard", "Leonard", "Clarence",
    "Will", "Bill", "Frank", "Drew", "Mark", "Art", "Ray", "Gene", "Rich", "Hunter",
    "Chase", "Grant", "Wade", "Reed", "Lane", "Cliff", "Chip", "Guy", "Sterling",
    "Seamus", "Declan", "Cormac", "Angus", "Ewan", "Callum",
    "José", "Luis", "Jorge", "Alejandro", "Rafael", "Joaquín", "Mateo", "Héctor",
    "João", "Tiago", "Rui", "Marco", "Giuseppe", "Luca", "Salvatore",
    "Tomasz", "Piotr", "Krzysztof", "Bohdan", "Taras", "Dmitri", "Sergei", "Oleksandr",
    "Klaus", "Jürgen", "Dieter", "Pieter", "Joost", "Henrik", "Lars", "Bjorn",
    "Jean-Guy", "Rejean", "Gilles", "Marc-André", "Yves", "Benoît",
    "Nikos", "Dimitrios", "Stavros", "Ahmed", "Omar", "Khalid", "Youssef", "Tariq",
    "Reza", "Dariush", "Mehmet", "Emre", "Arjun", "Rajesh", "Sanjay", "Vikram",
    "Harpreet", "Gurdeep", "Balwinder", "Karthik", "Senthil", "Arun", "Imran",
    "Wei", "Jian", "Hao", "Min-jun", "Sung-ho", "Hiroshi", "Kenji", "Takeshi",
    "Minh", "Quang", "Thanh", "Rodel", "Jericho", "Efren", "Chinedu", "Oluwaseun",
    "Emeka", "Kwame", "Kofi", "Tesfaye", "Dawit", "Abdirahman", "Mohamed", "Wanjiru",
    "Jean-Baptiste", "Wilner", "Desmond", "Winston", "Levi", "Avraham", "Moshe",
    "Aram", "Tigran", "Zoltan", "Laszlo", "Keanu", "Tane", "Dakota",
]

FIRST_F = [
    "Mary", "Patricia", "Linda", "Barbara", "Elizabeth", "Jennifer", "Susan",
    "Margaret", "Dorothy", "Karen", "Nancy", "Betty", "Sandra", "Carol", "Sharon",
    "Deborah", "Cynthia", "Kathleen", "Shirley", "Judith", "Evelyn", "Gloria",
    "Hope", "Faith", "Grace", "Joy", "Rose", "Dawn", "April", "June", "Amber",
    "Holly", "Ivy", "Summer", "Robin", "Sunny", "Crystal", "Sandy", "Penny",
    "Ruby", "Iris", "Daisy", "Heather", "Sage", "Patience", "Charity", "Blessing",
    "Precious", "Honor", "Pat", "Sue", "Bonnie", "Constance", "Prudence", "Merry",
    "Siobhan", "Aoife", "Niamh", "Moira", "Fiona", "Isla",
    "María", "Guadalupe", "Lucía", "Carmen", "Rosario", "Ximena", "Inês",
    "Conceição", "Fernanda", "Giulia", "Francesca", "Chiara", "Agnieszka",
    "Małgorzata", "Oksana", "Halyna", "Svetlana", "Natalia", "Ingrid", "Greta",
    "Anneke", "Sigrid", "Solveig", "Geneviève", "Josée", "Manon", "Chantal",
    "Sylvie", "Eleni", "Despina", "Fatima", "Aisha", "Layla", "Noor", "Zahra",
    "Shirin", "Parisa", "Ayşe", "Elif", "Priya", "Sunita", "Lakshmi", "Deepa",
    "Manpreet", "Jaspreet", "Kavitha", "Meena", "Nasreen", "Mei", "Xiu Ying",
    "Li Na", "Ji-woo", "Seo-yeon", "Yuki", "Keiko", "Haruka", "Lan", "Thuy",
    "Ngoc", "Maricel", "Lorna", "Analyn", "Ngozi", "Adaeze", "Folake", "Abena",
    "Ama", "Almaz", "Selam", "Hodan", "Amina", "Wambui", "Marie-Claude",
    "Nadège", "Marcia", "Yolanda", "Shoshana", "Miriam", "Anahit", "Erzsebet",
    "Leilani", "Aroha", "Winona",
]

SURNAMES = [
    "Smith", "Johnson", "Williams", "Jones", "Davis", "Wilson", "Anderson",
    "Thompson", "Martin", "Clark", "Lewis", "Robinson", "Harris", "Hall", "Allen",
    "Baker", "Cook", "Miller", "Bell", "Hill", "Stone", "Fields", "Wood", "Long",
    "Young", "Strong", "White", "Black", "Brown", "Green", "Gray", "King", "Page",
    "Price", "Rush", "Lamb", "Fox", "Wolf", "Bird", "Moss", "Marsh", "Banks",
    "Frost", "Snow", "Winter", "Rivers", "Sharp", "Swift", "Short", "Hardy",
    "Noble", "Little", "Sweet", "Good", "Best", "Love", "Bond", "Cross", "Hart",
    "Pace", "Payne", "Blood", "Walker", "Carter", "Mason", "Porter", "Hunter",
    "Fisher", "Barber", "Weaver", "Turner", "Butler", "Parks", "House", "Lowe",
    "Drummond", "MacLeod", "Fraser", "Gallagher", "O'Sullivan", "Byrne", "Doherty",
    "McAllister", "Kavanagh", "Garcia", "Rodriguez", "Hernandez", "Lopez",
    "Gonzalez", "Ramirez", "Castillo", "Villanueva", "Ochoa", "Figueroa",
    "Pereira", "Carvalho", "Sousa", "Medeiros", "Rossi", "Esposito", "Bianchi",
    "Ferraro", "Lombardi", "Kowalski", "Nowak", "Wiśniewski", "Zielinski",
    "Kovalenko", "Shevchenko", "Melnyk", "Petrov", "Volkov", "Ivanova",
    "Schneider", "Becker", "Hoffmann", "Vogel", "van der Berg", "de Vries",
    "Jansen", "Lindqvist", "Johansson", "Haugen", "Tremblay", "Gagnon", "Bouchard",
    "Côté", "Gauthier", "Leblanc", "Pelletier", "Papadopoulos", "Georgiou",
    "Haddad", "Khoury", "Mansour", "Al-Sayed", "Farouk", "Hosseini", "Rahimi",
    "Yilmaz", "Demir", "Patel", "Shah", "Sharma", "Reddy", "Iyer", "Krishnan",
    "Nair", "Gill", "Sandhu", "Dhillon", "Grewal", "Chowdhury", "Rahman",
    "Qureshi", "Chen", "Wang", "Liu", "Zhang", "Huang", "Lam", "Wong", "Kim",
    "Park", "Choi", "Tanaka", "Sato", "Nakamura", "Nguyen", "Tran", "Pham",
    "Le", "Santos", "Reyes", "Dela Cruz", "Bautista", "Okafor", "Adeyemi",
    "Nwosu", "Eze", "Mensah", "Asante", "Boateng", "Tadesse", "Haile", "Abdi",
    "Warsame", "Kamau", "Otieno", "Baptiste", "Pierre-Louis", "Jean-Charles",
    "Campbell", "Gordon", "Cohen", "Levy", "Friedman", "Katz", "Petrosyan",
    "Hakobyan", "Nagy", "Szabo", "Kahale", "Ngata", "Whitehorse", "Redcloud",
    "Beaulieu", "Okonkwo", "Abernathy", "Quigley", "Fairweather", "Underhill",
]

# nickname forms used in narrative
NICK = {
    "Robert": "Bob", "William": "Bill", "Margaret": "Peggy", "Richard": "Rich",
    "Francis": "Frank", "Andrew": "Drew", "Patricia": "Pat", "Arthur": "Art",
    "Raymond": "Ray", "Elizabeth": "Liz", "James": "Jim", "Michael": "Mike",
    "Thomas": "Tom", "Daniel": "Dan", "Deborah": "Deb", "Kathleen": "Kathy",
    "Susan": "Sue", "Charles": "Chuck", "Edward": "Ted", "Dorothy": "Dot",
    "Barbara": "Barb", "Jennifer": "Jen", "Kenneth": "Ken", "Timothy": "Tim",
}

US_STATES = [
    ("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"),
    ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"),
    ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"), ("Hawaii", "HI"),
    ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
    ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"),
    ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"),
    ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
    ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"),
    ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"),
    ("New York", "NY"), ("North Carolina", "NC"), ("North Dakota", "ND"),
    ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
    ("Rhode Island", "RI"), ("South Carolina", "SC"), ("South Dakota", "SD"),
    ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
    ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"),
    ("Wisconsin", "WI"), ("Wyoming", "WY"),
]

CA_PROVINCES = [
    ("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"),
    ("Alberta", "AB"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
    ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
    ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE"),
]
# first letter of postal code by province (shape only)
CA_POSTAL_FIRST = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R",
                   "SK": "S", "NS": "B", "NB": "E", "NL": "A", "PE": "C"}

US_TOWNS = [
    "Harrowgate", "Pinecrest Hollow", "East Tolliver", "Castlewick", "Brannock",
    "Quillon", "Marrowby", "Lindenvale", "Sutter's Ford", "Ashcombe", "Kestrel Bay",
    "Fennimore Falls", "Oakhurst Junction", "Wrenfield", "Calloway Springs",
    "Dunmore Heights", "Tillbury", "Greywater", "North Amberley", "Hollis Valley",
    "Redfern", "Sable Creek", "Mount Perrin", "Larkin City", "Bexley Mills",
    "Cobb's Landing", "Westmarch", "Halvorsen", "Piney Bluff", "Crowell",
    "Eastbrook", "Ambler's Point", "Thistledown", "Corrigan", "Varnell",
    "Silas Grove", "Whitlock", "Prosper Ridge", "Lowell Flats", "Mercer Hollow",
    "Stony Marsh", "Dellwood Park", "Kinsale Harbor", "Bramble", "Odessa Junction",
    "Port Halloran", "Graniteville Center", "Fairhaven Crossing", "Ludlow Bend",
    "Tamsin", "Ossory", "Winterbourne", "Cedar Shoals", "Haddon Glen",
]

CA_TOWNS = [
    "Port Mireille", "St-Anselme-du-Lac", "Baie-Corvin", "Kettle Narrows",
    "Thornbury Mills", "Lac-Dorval", "New Caithness", "Fort Asher", "Pemberly Bay",
    "Rivière-aux-Saules", "Gillam Creek", "Ste-Odile", "Harcourt Landing",
    "Moose Portage", "Barrowfield", "Cape Tessier", "Lindsay Falls", "Okwanis",
    "Granby Flats", "Whitmore Harbour", "Sturgeon Bend", "Val-Brûlé",
    "North Selkirk", "Carrick-on-Tay", "Amberglen", "Kingsmere", "Tobin Cove",
    "Saint-Hilarion-Est", "Red Willow", "Cairnbrook",
]

COUNTIES = ["Harlan County", "Tolliver County", "Brannock County", "Mercer County",
            "Whitlock County", "Quillon Parish", "Ashcombe County"]

STREET_WORDS = [
    "Elm", "Birchwood", "Larkspur", "Quarry", "Old Mill", "Tamarack", "Wexford",
    "Coldwater", "Juniper", "Fenwick", "Harrow", "Maple Ridge", "Cobblestone",
    "Sparrow", "Kingfisher", "Ridgeback", "Osprey", "Lantern", "Pickett",
    "Briar Patch", "Cotter", "Ellery", "Thimble", "Goldfinch", "Hawthorn",
    "Aldergrove", "Saddlehorn", "Tinker", "Cairn", "Heron", "Mulberry",
    "Wicklow", "Stillwater", "Foxglove", "Pennywhistle", "Glebe", "Orchard",
    "Rook", "Chestnut", "Marigold", "Bramblewood", "Dunstan", "Fiddler",
    "Blackwater", "Ironwood", "Cheshire", "Prospect", "Lilac", "Rue Saint-Ovide",
]
STREET_SUFFIX = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd",
                 "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd",
                 "Way", "Place", "Terrace", "Circle", "Pike", "Trail"]
CA_STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent",
                    "Cres", "Drive", "Dr", "Boulevard", "Blvd", "Concession Rd",
                    "Line", "Sideroad", "Way", "Place", "Gate"]

HOSP_WORDS = [
    "Lakeside", "Harborview", "Pinecrest", "Westbrook", "Cedar Valley",
    "Riverbend", "Northfield", "Ashgrove", "Summit Ridge", "Bayshore",
    "Meadowlark", "Silverton", "Greystone", "Fairmount", "Hollowell",
    "Kingsbridge", "Wyndham Park", "Tamarack", "Bellhaven", "Oriel",
    "Copper Hill", "Morrow", "Stillwater", "Emberly", "Roseline", "Good Hope",
]
SAINTS = ["Brigid", "Anselm", "Columba", "Jude", "Agatha", "Ignatius",
          "Perpetua", "Raphael", "Bernadette", "Cyril", "Monica", "Aidan"]
HOSP_PATTERNS_US = [
    "{t} General Hospital", "{t} Regional Medical Center", "{w} Medical Center",
    "St. {s}'s Hospital", "{w} Heart & Vascular Institute", "{w} Memorial Hospital",
    "{t} Community Hospital", "Mercy {w} Hospital", "{w} Heart Center",
    "{w} University Hospital",
]
HOSP_PATTERNS_CA = [
    "{t} General Hospital", "{w} Health Centre", "{t} District Hospital",
    "St. {s}'s Hospital", "{w} Heart Institute", "Hôpital {s}",
    "{w} Regional Health Centre", "{t} Memorial Hospital",
]
CLINIC_PATTERNS = [
    "{w} Cardiology Associates", "{w} Vein & Vascular", "{w} Family Practice",
    "{w} Internal Medicine", "{w} Heart Clinic", "{t} Medical Group",
    "{w} Cardiovascular Consultants", "{w} Primary Care", "{t} Family Health Team",
    "{w} Anticoagulation Service", "{w} Cardiac Rehabilitation Centre",
    "{w} Arrhythmia Clinic", "{s} Walk-In Clinic",
]
PHARMACY_PATTERNS = ["{w} Pharmacy", "{n} Drug", "{t} Apothecary", "{n}'s Drug Mart",
                     "{w} Community Pharmacy"]
CARE_HOME_PATTERNS = ["{w} Manor", "{w} Care Home", "{w} Lodge", "{w} Retirement Residence",
                      "{w} Skilled Nursing Facility", "{w} Nursing Home"]
UNIT_NAMES = ["Halloway Ward", "Pryor Unit", "Whitcombe 6 North", "Aldous Ward",
              "Linden 5 West", "Brightman Pavilion Step-Down", "Tennant 4 East",
              "Corliss Unit", "Ravenscroft Ward", "Oakes 7 Telemetry"]
BUILDINGS = ["Pemberton Tower", "Harlan Pavilion", "Whitfield Building",
             "Corbett Annex", "Ambrose Wing", "Kessler Building", "Lyle Tower",
             "Greaves Pavilion"]
LANDMARKS = ["Ridgeback Mall", "Kestrel Lake Park", "Pioneer Square", "Dunmore Arena",
             "Castlewick Curling Rink", "Halvorsen Marina", "Tolliver Fairgrounds",
             "Bexley Mills Community Pool", "Sable Creek Golf Course",
             "Larkin City Bus Terminal", "Cobb's Landing Ferry Dock"]

WALK_PLACES = ["Kestrel Lake Park", "Pioneer Square", "Ridgeback Mall", "Tolliver Fairgrounds",
               "Halvorsen Marina boardwalk", "Sable Creek Golf Course", "Dellwood Park trail"]

EMPLOYERS = [
    "Tri-County Freight", "Hollis Valley School District", "Brightwater Mills",
    "Northgate Logistics", "Kessler & Doyle LLP", "Pinebrook Credit Union",
    "Castlewick Public Library", "Marrowby Foundry", "Redfern Dairy Co-op",
    "Sable Creek Mining", "Quillon Transit Authority", "Amberley Paper Co.",
    "Halvorsen Boatworks", "Dellwood Auto Body", "Grace Fellowship Church",
    "Lindenvale High School", "Corrigan Steel", "Westmarch Poultry",
    "Varnell Electric", "Port Halloran Fisheries", "Bramble & Finch Bakery",
    "Kettle Narrows Paper Mill", "Okwanis Hydro", "Fort Asher Lumber",
    "Tobin Cove Seafoods", "Northern Lights Trucking", "Sturgeon Bend Potash",
    "Cairnbrook Co-op", "Moose Portage School Board", "Baie-Corvin Aluminerie",
    "Haddon Glen Country Club", "Ludlow Bend Casino", "St. Brigid's Parish",
    "Mercer Hollow Fire Department", "Greywater Waste Services",
]
INSURERS = [
    "Keystone Mutual Health", "Prairie Shield Insurance", "Northern Crest Benefits",
    "Harborline Health Plan", "Bluewater Mutual", "Summit Crest Health",
    "Great Lakes Cooperative Health", "Pinnacle Care Alliance",
    "Maple Leaf Group Benefits", "Cascadia Life & Health",
]
LABS_ORGS = ["Quillon Diagnostic Labs", "Meridian Reference Laboratory",
             "Norcross Cardiac Monitoring Services", "Pulsewave Monitoring Inc.",
             "Lumen Imaging Partners"]

PROFESSIONS = [
    "welder", "teacher", "truck driver", "electrician", "farmer", "accountant",
    "software developer", "machinist", "letter carrier", "bus driver",
    "firefighter", "police officer", "hairdresser", "carpenter", "plumber",
    "cashier", "pastor", "lawyer", "chef", "line cook", "janitor",
    "dental hygienist", "bookkeeper", "forklift operator", "pipefitter",
    "commercial fisherman", "long-haul truck driver", "real estate agent",
    "construction worker", "roofer", "librarian", "school bus driver",
    "mail carrier", "social worker", "pharmacist", "nurse", "engineer",
    "civil engineer", "mechanic", "auto mechanic", "bartender", "housekeeper",
    "security guard", "taxi driver", "lineman", "miner", "logger",
    "dairy farmer", "florist", "seamstress", "insurance adjuster",
    "warehouse supervisor", "airline pilot", "professor", "chemist",
    "crossing guard", "data analyst", "home health aide", "barber",
    "graphic designer", "stonemason", "paramedic", "dock worker",
]

COUNTRIES = [
    "Portugal", "Mexico", "Philippines", "India", "Vietnam", "Jamaica", "Haiti",
    "Poland", "Ukraine", "Italy", "Greece", "Lebanon", "Iran", "Nigeria",
    "Ghana", "Ethiopia", "Somalia", "Kenya", "China", "South Korea", "Japan",
    "Pakistan", "Bangladesh", "Guatemala", "El Salvador", "Colombia", "Brazil",
    "Germany", "Ireland", "Scotland", "Armenia", "Hungary", "Turkey", "Egypt",
    "Cuba", "Dominican Republic", "Trinidad and Tobago", "Sri Lanka", "Peru",
]

CREDS_MD = ["MD", "DO", "MD, FACC", "MD, FRCPC", "MD, PhD", "MD, FSCAI", "MBBS"]
CREDS_STAFF = ["RN", "RN, BSN", "NP", "NP-C", "PA-C", "RDCS", "RCS", "RVT", "CCT",
               "PharmD", "CEPS", "RN, CCRN", "LPN", "MSW", "RCIS", "ACSM-CEP",
               "RD", "CDE", "RT"]

# ----- hard-negative material -----
DRUGS = [
    ("aspirin", "81 mg", "PO daily"), ("clopidogrel", "75 mg", "PO daily"),
    ("ticagrelor", "90 mg", "PO BID"), ("prasugrel", "10 mg", "PO daily"),
    ("atorvastatin", "80 mg", "PO qHS"), ("rosuvastatin", "20 mg", "PO daily"),
    ("ezetimibe", "10 mg", "PO daily"), ("metoprolol succinate", "50 mg", "PO daily"),
    ("metoprolol tartrate", "25 mg", "PO BID"), ("carvedilol", "12.5 mg", "PO BID"),
    ("bisoprolol", "5 mg", "PO daily"), ("lisinopril", "10 mg", "PO daily"),
    ("sacubitril/valsartan", "49/51 mg", "PO BID"), ("spironolactone", "25 mg", "PO daily"),
    ("eplerenone", "25 mg", "PO daily"), ("furosemide", "40 mg", "PO BID"),
    ("torsemide", "20 mg", "PO daily"), ("bumetanide", "1 mg", "PO daily"),
    ("dapagliflozin", "10 mg", "PO daily"), ("empagliflozin", "10 mg", "PO daily"),
    ("apixaban", "5 mg", "PO BID"), ("rivaroxaban", "20 mg", "PO with supper"),
    ("dabigatran", "150 mg", "PO BID"), ("warfarin", "5 mg", "PO daily or as directed"),
    ("amiodarone", "200 mg", "PO daily"), ("diltiazem CD", "180 mg", "PO daily"),
    ("digoxin", "0.125 mg", "PO daily"), ("nitroglycerin", "0.4 mg", "SL q5min PRN chest pain x3"),
    ("isosorbide mononitrate", "30 mg", "PO daily"), ("ranolazine", "500 mg", "PO BID"),
    ("amlodipine", "5 mg", "PO daily"), ("hydralazine", "25 mg", "PO TID"),
    ("ivabradine", "5 mg", "PO BID"), ("metformin", "1000 mg", "PO BID"),
    ("insulin glargine", "22 units", "SC qHS"), ("levothyroxine", "75 mcg", "PO daily"),
    ("pantoprazole", "40 mg", "PO daily"), ("potassium chloride", "20 mEq", "PO daily"),
    ("cilostazol", "100 mg", "PO BID"), ("pentoxifylline", "400 mg", "PO TID"),
    ("enoxaparin", "1 mg/kg", "SC q12h"), ("heparin", "5000 units", "SC q8h"),
    ("sotalol", "80 mg", "PO BID"), ("flecainide", "50 mg", "PO BID"),
    ("dofetilide", "500 mcg", "PO BID"), ("colchicine", "0.6 mg", "PO daily"),
    ("allopurinol", "100 mg", "PO daily"), ("sertraline", "50 mg", "PO daily"),
    ("tamsulosin", "0.4 mg", "PO qHS"), ("acetaminophen", "650 mg", "PO q6h PRN"),
]

EPONYM_PHRASES = [
    "Bruce protocol", "modified Bruce protocol", "Duke treadmill score",
    "Swan-Ganz catheter", "Judkins left 4 catheter", "JR4 Judkins right",
    "Amplatz AL1", "Allen test", "Barbeau test type A", "Valsalva maneuver",
    "Killip class I", "NYHA class II", "NYHA class III", "CCS class II angina",
    "Framingham risk", "CHA2DS2-VASc score", "HAS-BLED score", "Wells score",
    "Trendelenburg position", "Seldinger technique", "Mobitz I", "Mobitz II",
    "Wenckebach", "Kussmaul sign", "Austin Flint murmur", "Quincke pulses",
    "Levine sign", "Osler nodes", "Janeway lesions", "Roth spots",
    "Raynaud phenomenon", "Buerger disease", "Takayasu arteritis",
    "Kawasaki disease", "Marfan syndrome", "Ehlers-Danlos syndrome",
    "Brugada pattern", "Wolff-Parkinson-White", "Carpentier-Edwards valve",
    "Starr-Edwards valve", "Doppler", "Holter monitor", "Foley catheter",
    "Baker's cyst", "Homan's sign", "Hill's sign", "Duroziez sign",
    "Cheyne-Stokes respirations", "Prinzmetal angina", "Dressler syndrome",
    "Beck's triad", "Ebstein anomaly", "Eisenmenger physiology",
    "Fontan circulation", "Blalock-Taussig shunt", "Rutherford class 3",
    "Fontaine stage IIb", "Simpson's biplane", "Bernoulli equation",
    "Graham Steell murmur", "Carvallo sign", "Parkinson's disease",
    "Alzheimer's dementia", "Crohn's disease", "Hashimoto thyroiditis",
    "Cushing syndrome", "Addison disease", "Sjogren syndrome", "Bell's palsy",
]

ICD10 = [
    ("I25.10", "Atherosclerotic heart disease of native coronary artery"),
    ("I21.4", "NSTEMI"), ("I21.09", "STEMI involving other coronary artery of anterior wall"),
    ("I48.91", "Atrial fibrillation, unspecified"), ("I48.0", "Paroxysmal atrial fibrillation"),
    ("I50.22", "Chronic systolic heart failure"), ("I50.32", "Chronic diastolic heart failure"),
    ("I50.23", "Acute on chronic systolic heart failure"), ("I10", "Essential hypertension"),
    ("E78.5", "Hyperlipidemia"), ("E11.9", "Type 2 diabetes mellitus"),
    ("N18.3", "CKD stage 3"), ("I35.0", "Aortic stenosis"), ("I34.0", "Mitral regurgitation"),
    ("I44.2", "Complete heart block"), ("I49.5", "Sick sinus syndrome"),
    ("I47.2", "Ventricular tachycardia"), ("Z95.0", "Presence of pacemaker"),
    ("Z95.810", "Presence of AICD"), ("Z79.01", "Long-term use of anticoagulant"),
    ("I70.213", "Atherosclerosis of native arteries of extremities w/ claudication, bilateral"),
    ("I71.4", "Abdominal aortic aneurysm without rupture"), ("I65.22", "Left carotid stenosis"),
    ("I83.813", "Varicose veins of bilateral lower extremities with pain"),
    ("I26.99", "Pulmonary embolism"), ("I82.401", "Acute DVT of right lower extremity"),
    ("G47.33", "Obstructive sleep apnea"), ("J44.9", "COPD"), ("E66.9", "Obesity"),
    ("I42.0", "Dilated cardiomyopathy"), ("R07.9", "Chest pain, unspecified"),
    ("R55", "Syncope and collapse"), ("R00.2", "Palpitations"), ("Z87.891", "History of nicotine dependence"),
]
CPT = [("93458", "LHC with coronary angiography"), ("93306", "TTE complete with Doppler"),
       ("93015", "Cardiovascular stress test"), ("93224", "Holter 48 hr"),
       ("93288", "Interrogation device evaluation, in person"), ("93294", "Remote PPM interrogation"),
       ("92928", "PCI with stent, single vessel"), ("93798", "Cardiac rehab with ECG monitoring"),
       ("36475", "Endovenous RF ablation"), ("35301", "Carotid endarterectomy"),
       ("93880", "Duplex scan extracranial arteries"), ("99214", "Office visit, est. pt"),
       ("99223", "Initial hospital care"), ("93351", "Stress echo complete"),
       ("93798", "Outpatient cardiac rehab"), ("85610", "Prothrombin time")]

DEVICE_MODELS = [
    ("Medtronic", "Azure XT DR MRI", "pacemaker"), ("Medtronic", "Cobalt XT VR", "ICD"),
    ("Boston Scientific", "Accolade MRI", "pacemaker"), ("Boston Scientific", "Resonate EL CRT-D", "CRT-D"),
    ("Abbott", "Assurity MRI", "pacemaker"), ("Abbott", "Gallant HF CRT-D", "CRT-D"),
    ("Biotronik", "Edora 8 DR-T", "pacemaker"), ("Biotronik", "Rivacor 7 VR-T", "ICD"),
    ("Medtronic", "Micra AV", "leadless pacemaker"), ("Boston Scientific", "Emblem MRI S-ICD", "S-ICD"),
    ("Medtronic", "Reveal LINQ", "loop recorder"), ("Abbott", "Jot Dx", "loop recorder"),
]
LEAD_MODELS = ["Medtronic 5076", "Medtronic 3830 SelectSecure", "Boston Scientific Reliance 4-Front",
               "Abbott Tendril STS 2088TC", "Biotronik Solia S 53", "Abbott Durata 7122Q",
               "Medtronic Attain Performa 4298"]
MONITOR_MODELS = ["Zio XT patch", "BioTel MCOT", "Philips DigiTrak XT", "Spacelabs Lifecard CF",
                  "GE SEER 1000", "Preventice BodyGuardian"]
