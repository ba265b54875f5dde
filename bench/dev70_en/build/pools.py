"""Value pools for the dev70_en generator. All names, places, organisations and
identifier shapes below were written by hand for this set."""

# given names: (name, sex, nickname or None)
GIVEN = [
    ("Margaret", "F", "Peg"), ("Beverley", "F", "Bev"), ("Deborah", "F", "Debbie"), ("Patricia", "F", "Trish"),
    ("Rosalind", "F", "Roz"), ("Hope", "F", None), ("Rose", "F", None), ("Faith", "F", None), ("Joy", "F", None),
    ("Dawn", "F", None), ("June", "F", None), ("Summer", "F", None), ("Ivy", "F", None), ("Grace", "F", None),
    ("Aoife", "F", None), ("Siobhan", "F", None), ("Catriona", "F", "Cat"), ("Morag", "F", None),
    ("Priya", "F", None), ("Anjali", "F", None), ("Harpreet", "F", None), ("Fatima", "F", None),
    ("Noor", "F", None), ("Yasmin", "F", None), ("Mei", "F", None), ("Xiu", "F", None), ("Haruka", "F", None),
    ("Ji-woo", "F", None), ("Ngozi", "F", None), ("Adaeze", "F", "Ada"), ("Chiamaka", "F", None),
    ("Thandiwe", "F", "Thandi"), ("Lucia", "F", None), ("Marisol", "F", None), ("Guadalupe", "F", "Lupe"),
    ("Ximena", "F", None), ("Agnieszka", "F", "Aga"), ("Katarzyna", "F", "Kasia"), ("Ilona", "F", None),
    ("Oksana", "F", None), ("Leilani", "F", None), ("Tamsin", "F", None), ("Bronwyn", "F", "Bron"),
    ("Kylie", "F", None), ("Shirley", "F", None), ("Doreen", "F", None), ("Edith", "F", "Edie"),
    ("Winifred", "F", "Winnie"), ("Elizabeth", "F", "Liz"), ("Jennifer", "F", "Jen"), ("Rebecca", "F", "Becky"),
    ("Amara", "F", None), ("Sinead", "F", None), ("Mahala", "F", None), ("Tui", "F", None), ("Carmel", "F", None),
    ("William", "M", "Will"), ("Robert", "M", "Bob"), ("Richard", "M", "Rich"), ("Francis", "M", "Frank"),
    ("Guy", "M", None), ("Miles", "M", None), ("Chase", "M", None), ("Hunter", "M", None), ("Mason", "M", None),
    ("Cole", "M", None), ("Rowan", "M", None), ("Reed", "M", None), ("Clay", "M", None), ("Dale", "M", None),
    ("Barry", "M", "Baz"), ("Gareth", "M", "Gaz"), ("Dafydd", "M", None), ("Hamish", "M", None),
    ("Callum", "M", None), ("Declan", "M", "Dec"), ("Padraig", "M", "Paddy"), ("Rajesh", "M", "Raj"),
    ("Sanjay", "M", None), ("Gurdeep", "M", None), ("Imran", "M", None), ("Tariq", "M", None),
    ("Yusuf", "M", None), ("Omar", "M", None), ("Wei", "M", None), ("Jun", "M", None), ("Hiroshi", "M", None),
    ("Min-jun", "M", None), ("Thanh", "M", None), ("Chukwuemeka", "M", "Emeka"), ("Oluwaseun", "M", "Seun"),
    ("Kwame", "M", None), ("Tendai", "M", None), ("Joaquin", "M", None), ("Alejandro", "M", "Alex"),
    ("Mateo", "M", None), ("Wojciech", "M", "Wojtek"), ("Dmitri", "M", "Dima"), ("Bogdan", "M", None),
    ("Tavita", "M", None), ("Wiremu", "M", None), ("Lachlan", "M", "Lachie"), ("Bradley", "M", "Brad"),
    ("Darren", "M", None), ("Nigel", "M", None), ("Trevor", "M", None), ("Clifford", "M", "Cliff"),
    ("Leonard", "M", "Len"), ("Bernard", "M", "Bernie"), ("Theodore", "M", "Ted"), ("Jerome", "M", None),
    ("Marcus", "M", None), ("Desmond", "M", "Des"), ("Ezekiel", "M", "Zeke"), ("Pat", "M", None),
    ("Bill", "M", None), ("Sterling", "M", None), ("Lane", "M", None),
]

SURNAMES = [
    "Bishop", "Ward", "Long", "Best", "Young", "Gray", "Fox", "Hill", "Price", "Page", "Rich", "Moody",
    "Banks", "Bell", "Booth", "Cook", "Day", "English", "Friend", "Goodwin", "Hale", "Hart", "Lamb", "Marsh",
    "Nurse", "Parsons", "Sharp", "Small", "Stone", "Swift", "Wise", "Woods", "Carter", "Fisher", "Mason",
    "Thistlewood", "Ashdown", "Pennock", "Quarrie", "Elsworth", "Ravensdale", "Corrigan", "Mulcahy", "Flanagan",
    "MacAulay", "McGillivray", "Drummond", "Llewellyn", "Pritchard", "Vaughan", "Okafor", "Adeyemi", "Nwosu",
    "Mensah", "Asante", "Moyo", "Dlamini", "Chikwanha", "Patel", "Sharma", "Chaudhry", "Sandhu", "Grewal",
    "Qureshi", "Siddiqui", "Haddad", "Nasser", "Farouk", "Chen", "Liu", "Zhao", "Tanaka", "Watanabe", "Park",
    "Kim", "Nguyen", "Tran", "Garcia", "Delgado", "Fuentes", "Ibarra", "Villanueva", "Kowalski", "Nowak",
    "Wisniewska", "Petrenko", "Sokolov", "Horvath", "Novak", "Fonoti", "Tuilagi", "Ngata", "Papadakis",
    "O'Donoghue", "O'Rourke", "D'Souza", "Van der Merwe", "De Luca", "Fitzgerald-Hume", "Ashworth-Bligh",
    "Whitcombe", "Trelawney", "Kettleborough", "Summerfield", "Blackwood", "Underhill", "Winterbourne",
    "Featherstone", "Halloran", "Birtwistle", "Ostrowski", "Abernethy", "Lindqvist", "Sorensen", "Haugen",
]

# professions of patients / relatives
PROFESSIONS = [
    "welder", "bus driver", "school teacher", "primary school teacher", "retired teacher", "plumber",
    "electrician", "forklift operator", "warehouse picker", "care assistant", "hairdresser", "chef",
    "line cook", "barista", "accountant", "bookkeeper", "solicitor", "paralegal", "postal worker",
    "long-haul truck driver", "HGV driver", "roofer", "bricklayer", "carpenter", "joiner", "farmer",
    "dairy farmer", "fisherman", "deckhand", "miner", "taxi driver", "rideshare driver", "security guard",
    "software developer", "librarian", "cleaner", "janitor", "retail assistant", "cashier", "pharmacy technician",
    "dental nurse", "nail technician", "tattoo artist", "mechanic", "panel beater", "scaffolder",
    "landscaper", "gardener", "childminder", "nanny", "firefighter", "police officer", "prison officer",
    "call centre agent", "real estate agent", "estate agent", "machinist", "seamstress", "baker", "butcher",
    "sheet metal worker", "painter and decorator", "office manager", "receptionist", "university lecturer",
    "graduate student", "architect", "civil engineer", "surveyor", "pilot", "flight attendant", "dock worker",
    "crane operator", "shearer", "labourer", "retired miner", "retired nurse", "retired bus driver",
]

TOWNS = [
    "Marrowby", "Easthollow", "Cresslingham", "Pell Harbour", "Wendleford", "Brackwater", "Thornbury Vale",
    "Okanee Falls", "Larchmont Ridge", "Quillan", "Harrowgate Bay", "Fennick", "Ashby Cross", "Dunmoor",
    "Kestrel Point", "Millbrook Flats", "Oakhurst Mills", "Stanwell Heath", "Redfern Hollow", "Tamber Creek",
    "Yarrowdale", "Glenquarry", "Port Ellery", "Saltmarsh", "Bramblecote", "Wickham Green", "Coldhaven",
    "Lowerby", "Northwick Ferry", "Corrowa", "Mirrabool", "Wallangarra Springs", "Kilbarra", "Ferndale North",
    "St. Ives Landing", "Hazelton Cove", "Brindle", "Cedar Rapids Junction", "New Tarrow", "Pinehaven",
]
COUNTIES = ["Marlowe County", "Fennick County", "Upper Dunmoor", "Tamber County", "East Quillanshire",
            "Wendle County", "Brackwater District"]

STREET_NAMES = [
    "Larkspur", "Quillon", "Tanager", "Hazelmere", "Bellweather", "Corella", "Wattlebird", "Ironbark",
    "Maple Leaf", "Birchgrove", "Kingfisher", "Old Mill", "Chantry", "Priory", "Foundry", "Tannery",
    "Juniper", "Sorrel", "Oakapple", "Harebell", "Cobham", "Ellery", "Pennant", "Wexford", "Drover",
    "Ferrier", "Galloway", "Huxley", "Inkerman", "Jarrah", "Kookaburra", "Lilac", "Mulberry", "Nettle",
    "Orchard", "Plover", "Quarry", "Rosebay", "Saddler", "Thrush", "Upland", "Vinery", "Wren", "Yarrow",
]
STREET_SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court", "Boulevard", "Way", "Place"]
STREET_SUFFIX_UK = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Mews", "Way", "Grove", "Avenue"]
STREET_SUFFIX_AU = ["Street", "St", "Road", "Rd", "Parade", "Crescent", "Avenue", "Court", "Circuit", "Terrace", "Highway"]
STREET_SUFFIX_CA = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Concession Road", "Line", "Way"]

US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Iowa", "IA"), ("Georgia", "GA"),
             ("Michigan", "MI"), ("New Mexico", "NM"), ("Kentucky", "KY"), ("Maine", "ME"), ("Arizona", "AZ"),
             ("Wisconsin", "WI"), ("Texas", "TX"), ("Pennsylvania", "PA"), ("Minnesota", "MN"),
             ("North Carolina", "NC"), ("Nebraska", "NE")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("South Australia", "SA"),
             ("Western Australia", "WA"), ("Tasmania", "TAS"), ("Northern Territory", "NT")]
UK_REGIONS = ["Yorkshire", "Cumbria", "Kent", "Devon", "Fife", "Gwynedd", "Norfolk", "Lancashire", "Tyneside"]

COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "Philippines", "Vietnam", "India", "Pakistan",
             "Bangladesh", "Somalia", "Eritrea", "Syria", "Ukraine", "Romania", "Jamaica", "Mexico",
             "Guatemala", "El Salvador", "Brazil", "Peru", "China", "South Korea", "Samoa", "Fiji",
             "New Zealand", "Ireland", "Scotland", "Kenya", "Zimbabwe", "Sudan", "Afghanistan", "Nepal"]

HOSP_CORE = ["Marrowby General Hospital", "St. Aldric's Hospital", "Easthollow Regional Medical Centre",
             "Wendleford Royal Infirmary", "Pell Harbour District Hospital", "Brackwater Memorial Hospital",
             "Thornbury Vale Community Hospital", "Okanee Falls Health Centre", "Our Lady of Tamber Hospital",
             "Kestrel Point Base Hospital", "Glenquarry University Hospital", "Saltmarsh General",
             "Lakeshore Mercy Hospital", "Fennick Valley Medical Center", "Port Ellery Hospital"]
CLINICS = ["Larchmont Ridge Family Practice", "Ashby Cross Surgery", "Quillan Health Clinic",
           "Millbrook Medical Practice", "Redfern Hollow Community Health", "Tamber Creek Medical Centre",
           "Harebell Lane Surgery", "Northwick Ferry Health Centre", "Coldhaven Walk-in Clinic",
           "Bramblecote Group Practice", "Eastside Recovery Clinic", "Pinehaven Methadone Clinic",
           "Riverside Community Mental Health Team", "Dunmoor Physiotherapy", "Kingfisher Sports Physio"]
CARE_HOMES = ["Willowmere Care Home", "Sunningdale Lodge", "Heatherbank Nursing Home", "The Laurels Residential Home",
              "Cedar Grove Aged Care", "Mirrabool Gardens Aged Care", "Bellweather Manor", "Oakapple House",
              "Riverside Court Nursing and Rehab", "St. Brigid's Residence", "Pinecrest Assisted Living",
              "Harbourview Long-Term Care"]
HOSPICES = ["St. Columba's Hospice", "Larkspur Hospice", "Wren House Hospice", "Tamber Valley Hospice",
            "Brightwater Palliative Care Unit"]
PHARMACIES = ["Brackwater Pharmacy", "Corner Chemist Wendleford", "Quillan Apothecary", "ValuMed Pharmacy #214",
              "Hazelton Cove Pharmacy", "Ferndale North Chemist", "Old Mill Pharmacy", "Harrowgate Bay Drug Mart",
              "Kestrel Point Amcare Pharmacy", "Stanwell Heath Late-Night Pharmacy"]
DENTAL = ["Bright Arch Dental", "Marrowby Smiles Dental Surgery", "Corella Street Dental", "Pell Harbour Dental Care",
          "Glenquarry Family Dentistry"]
OPTOM = ["ClearSight Optometrists", "Wendleford Eye Care", "Fennick Vision Centre", "Lowerby Optical",
         "Tamber Creek Eyecare"]
WARDS = ["Rowan Ward", "Kestrel Unit", "Ward 7B", "Ash Ward", "Heron Ward", "Bluebell Ward", "4 West",
         "Acute Medical Unit 2", "Willow Rehab Unit", "Larch Ward"]
OCC_HEALTH = ["WorkWell Occupational Health", "Northgate Occ Health Services", "Ironbark Workplace Medical"]

EMPLOYERS = ["Brightline Freight", "Harlow & Peck Joinery", "Tamsin Foods Ltd", "Quarrie Logistics",
             "Kilbarra Mining Co", "Ellery Steel Fabrication", "Northgate Call Solutions", "Saltmarsh Fisheries",
             "Pennock Bros Roofing", "Greenhollow Garden Centre", "Coldhaven Bus Company", "Ravensdale Poultry",
             "Marrowby Borough Council", "Fennick Valley School District", "Corrowa Shire Council",
             "Bramblecote Building Supplies", "Orchard Lane Bakery", "Tanager Software", "Drover's Rest Hotel",
             "Juniper Cleaning Services", "Port Ellery Container Terminal", "Hazelmere Hair Studio"]
SCHOOLS = ["Fernhill Primary School", "St. Brendan's College", "Wendleford High School", "Ashby Cross Academy",
           "Larchmont Ridge Middle School", "Kookaburra Creek State School", "Quillan Secondary School"]
CHURCHES = ["Grace Fellowship Church", "St. Oswin's Parish", "Redfern Hollow Baptist Church",
            "Masjid Al-Noor Easthollow", "Pell Harbour Gurdwara", "Holy Trinity Ukrainian Church"]
SHELTERS = ["Harbour Light Shelter", "Safe Haven Women's Refuge", "Ellery Street Night Shelter",
            "Open Door Youth Hostel", "Marrowby Winter Shelter"]
COURTS = ["Marlowe County Family Court", "Wendleford Magistrates' Court", "Brackwater District Court",
          "Fennick County Drug Court", "Pell Harbour Local Court"]
AGENCIES = ["Kestrel Home Care Agency", "Riverside Community Legal Centre", "Bluebird Meals on Wheels",
            "Tamber Valley Housing Trust", "Ashdown Carers Network", "Northwick Ferry Food Bank",
            "Glenquarry Refugee Support", "Pinehaven Tenancy Advice", "Sunrise Adult Day Program",
            "Lakeshore Area Agency on Aging", "Harbourside Supported Living"]
LAW_FIRMS = ["Whitcombe & Lowe LLP", "Trelawney Injury Lawyers", "Ostrowski Halloran Solicitors",
             "Featherstone Legal Group", "Abernethy & Park Attorneys"]
INSURERS = ["Cedarline Health Plan", "Bluewater Mutual", "Keystone Care Insurance", "Harbour Health Fund",
            "Summit Medical Benefits"]
SPONSORS = ["Halcyon Therapeutics", "Veridane Biopharma", "Orrin Life Sciences", "Kestrel Clinical Research"]
IRBS = ["Marrowby Regional IRB", "Glenquarry Human Research Ethics Committee", "Tamber Research Ethics Board"]
FUNERAL = ["Hollis & Daughters Funeral Directors", "Quiet Waters Funeral Home", "Pennant Memorial Chapel"]
LANDMARKS = ["the Old Mill footbridge", "Cobham Park bandstand", "the Harbour Street underpass",
             "Drover's Rest car park", "the Quillan bus interchange", "Kestrel Point lighthouse",
             "the Ellery Street laundromat", "Wexford Park skate ramp", "the Tannery Lane allotments"]
BUILDINGS = ["Cardew House", "Ironbark Tower", "Block C", "Hanley Court", "Tanager Building", "Priory Wing",
             "Foundry Annexe"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "mother", "father",
             "niece", "nephew", "granddaughter", "grandson", "neighbour", "friend", "carer", "stepdaughter",
             "son-in-law", "daughter-in-law", "housemate", "aunt", "cousin"]

DRUGS = ["metformin 500 mg BD", "sertraline 50 mg daily", "apixaban 5 mg BID", "atorvastatin 40 mg nocte",
         "buprenorphine 8 mg SL daily", "methadone 60 mg daily", "naloxone kit", "furosemide 40 mg mane",
         "levothyroxine 75 mcg", "amlodipine 5 mg", "quetiapine 25 mg prn", "paracetamol 1 g QID",
         "oxycodone 5 mg q4h prn", "morphine sulfate 2.5 mg SC prn", "midazolam 2.5 mg SC prn",
         "donepezil 10 mg", "tiotropium 18 mcg inh", "warfarin per INR", "insulin glargine 18 units",
         "gabapentin 300 mg TDS", "lithium 400 mg", "clozapine 200 mg", "acamprosate 666 mg TDS",
         "thiamine 100 mg TDS", "omeprazole 20 mg", "ramipril 2.5 mg", "bisoprolol 2.5 mg",
         "tamsulosin 400 mcg", "latanoprost 0.005% gtt", "chlorhexidine 0.12% rinse"]

EQUIP = ["Ableway Mobility Supplies", "Careline Equipment Loans", "Tanager Medical Equipment", "Community Equipment Service Marrowby",
         "HomeAssist Rentals", "Wattle Mobility Hire"]

HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "Easter", "New Year's Day"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Boxing Day"],
            "UK": ["Christmas", "Boxing Day", "Easter", "Bonfire Night", "New Year's Eve"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "Boxing Day"]}
GENERIC_NEG = [
    "Discussed with the charge nurse and the duty social worker.", "On-call pharmacist aware.",
    "Known Parkinson's disease - on co-careldopa 25/100 TDS.", "Foley catheter removed, TWOC passed.",
    "Background Alzheimer's dementia, Colles fracture (L) in the past.", "Will need repeat U&E in 48 h.",
    "Best practice: teach-back used.", "Hope is that a package of care will be enough.",
    "Long history of back pain; no red flags.", "Mood rose after family visit per nursing.",
    "Seen on the ward round by the registrar.", "Attending aware; no new orders.",
    "MDT: PT, OT, SW, dietitian present.", "GCS 15, NEWS2 1.", "Waterlow 18 - high risk, airflow mattress in situ.",
    "Morse Fall Scale 55.", "Epworth 14.", "Kessler K10 = 28.", "Hoehn and Yahr stage 3.", "Tinetti 18/28.",
    "Lachman negative, McMurray equivocal.", "Medicare Part B covers DME; Medicaid waiver pending.",
    "Referred via NHS e-Referral Service.", "Service Canada / CPP-D form started.", "NDIS plan review requested.",
    "FDA MedWatch not required.", "BP 132/78, HR 84, SpO2 96% RA.", "Pain 3/10.",
]
