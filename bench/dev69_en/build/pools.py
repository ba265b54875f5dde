"""Invented value pools for dev69_en. Every name, place, organisation and ID format here was
written for this set; none is taken from a corpus or a real register."""

FIRST_M = [
    "Tobias", "Marcus", "Emeka", "Dmitri", "Hamza", "Rafael", "Kenji", "Declan", "Oluwaseun", "Viktor",
    "Arjun", "Tomasz", "Luis", "Callum", "Ezra", "Bartholomew", "Kwame", "Anders", "Mateo", "Desmond",
    "Ibrahim", "Niall", "Thanh", "Gideon", "Rowan", "Casimir", "Everett", "Farid", "Jonah", "Leopold",
    "Osei", "Reuben", "Silas", "Teodor", "Wendell", "Yusuf", "Corwin", "Dario", "Hollis", "Ignatius",
    "Will", "Frank", "Rusty", "Sonny", "Clay", "Forrest", "Grant", "Royal", "Bernard", "Lachlan",
    "Alistair", "Chinedu", "Haruto", "Ravi", "Santiago", "Piotr", "Abdullahi", "Emil", "Fergus", "Wiremu",
]
FIRST_F = [
    "Hope", "Rose", "Faith", "Joy", "Grace", "Dawn", "Summer", "Ivy", "June", "Constance",
    "Adaeze", "Ingrid", "Priyanka", "Marisol", "Oksana", "Thandiwe", "Siobhan", "Mei", "Yolanda", "Beatrix",
    "Fatou", "Annika", "Rosalind", "Esperanza", "Nkechi", "Dagny", "Leilani", "Mireille", "Saoirse", "Theodora",
    "Agnieszka", "Bronwen", "Carmela", "Delphine", "Eun-ji", "Farah", "Gwendolyn", "Halima", "Imelda", "Jocasta",
    "Kalinda", "Lorna", "Marguerite", "Noor", "Odalys", "Perpetua", "Rhiannon", "Sunniva", "Tamsin", "Ulrike",
    "Verity", "Winifred", "Ximena", "Yasmin", "Zofia", "Hazel", "Opal", "Pearl", "Liberty", "Autumn",
]
MIDDLE_INIT = list("ABCDEFGHJKLMNPRSTVW")
LAST = [
    "Bishop", "Ward", "Long", "Best", "Young", "Bell", "Stone", "Hill", "Price", "Church",
    "Marsh", "Fields", "Brown", "Green", "White", "King", "Cook", "Banks", "Hope", "Rose",
    "Okonkwo", "Lindqvist", "Castellanos", "Nakashima", "Wojcik", "Abernathy", "Ferreira", "Haddad", "Oyelaran", "Petrenko",
    "Quintero", "Rasmussen", "Szabo", "Thistlewood", "Umarov", "Vasquez-Ortiz", "Whitcombe", "Yilmaz", "Zielinski", "Achterberg",
    "Brannigan", "Catterall", "Dubois", "Eriksdottir", "Fairweather", "Gallagher", "Hollingsworth", "Iwu", "Jablonski", "Kavanagh",
    "Lomax", "Mbeki-Hart", "Nwachukwu", "O'Sullivan", "Pemberton", "Quarshie", "Rourke", "Sandoval", "Tran", "Underhill",
    "Valderrama", "Wetherell", "Xu", "Yamada", "Zapata", "Ashdown", "Blackwood", "Colquhoun", "Delacroix", "Eastwood",
    "Fenwick", "Gorski", "Hargreaves", "Ingleby", "Jorgensen", "Kowalczyk", "Lachance", "Mwangi", "Nakamura", "Ogunbiyi",
    "Pappas", "Ramaswamy", "Sato", "Tennyson", "Uchenna", "Villanueva", "Wainwright", "Yeboah", "Zhou", "Abiodun",
    "Boateng", "Chaudhry", "Dvorak", "Esposito", "Fitzpatrick", "Gunawardena", "Holm", "Ibarra", "Joshi", "Kristiansen",
    "MacLeod", "Nguyen-Bao", "Oduya", "Pretorius", "Qureshi", "Rutherford", "Sokolova", "Trevino", "Varga", "Winterbourne",
    "Lowe", "Marsden", "Pike", "Fox", "Mason", "Hunter", "Fisher", "Carpenter", "Gardner", "Sharp",
]
NICK_M = ["Bud", "Chip", "Sonny", "Red", "Duke", "Skip", "Buzz", "Tiny", "Doc", "Butch"]
NICK_F = ["Dot", "Birdie", "Peach", "Sissy", "Bunny", "Tilly", "Queenie", "Lulu", "Pip", "Mags"]

US_TOWNS = [
    "Marrowfield", "East Calder Falls", "Brinkley Harbor", "Pell Crossing", "Winnoway", "Ashgrove Junction",
    "Tamsett", "Old Quarry", "Lyle Springs", "Kestrel Bluff", "Orrin", "Copperhead Flats", "New Halvard",
    "Wicklow Point", "Fennimore Lake", "Saddle Ridge", "Mercer Hollow", "Plainview Station", "Gilchrist",
    "Dunmore Heights", "Sorrel Creek", "Hatchet Bay", "Larkin Mills", "Sweetwater Gap",
]
US_COUNTIES = ["Tamsett County", "Orrin County", "Halvard County", "Sorrel County", "Gilchrist County"]
US_STATES = [
    ("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Nebraska", "NE"), ("Georgia", "GA"),
    ("Michigan", "MI"), ("New Mexico", "NM"), ("Kentucky", "KY"), ("Maine", "ME"), ("Iowa", "IA"),
    ("Arizona", "AZ"), ("Wisconsin", "WI"), ("North Carolina", "NC"), ("Massachusetts", "MA"), ("Texas", "TX"),
    ("Minnesota", "MN"), ("Colorado", "CO"), ("Virginia", "VA"),
]
UK_TOWNS = [
    "Thornbury Vale", "Ashby Marlow", "Kettleby", "Hollinsdale", "Brackenfold", "Pennock", "Wexcombe",
    "Castlereagh Moor", "Dunstanbridge", "Lowther Green", "Saltcombe Regis", "Fellbeck", "Harrowgate End",
    "Ormsby Cross", "Greywell",
]
UK_COUNTIES = ["Wexcombeshire", "North Fellshire", "Brackenshire", "Lowther County"]
UK_REGIONS = ["the West Midlands", "Yorkshire", "Cumbria", "East Anglia", "the South West"]
UK_PC_AREA = ["XQ", "ZQ", "QX", "JQ", "VX", "XZ"]

STREET_NAMES = [
    "Larkspur", "Elmhurst", "Quarry", "Tamarack", "Whitlow", "Bramble", "Pelham", "Osier", "Juniper",
    "Canterbury", "Mill Race", "Heron", "Foundry", "Clover", "Sexton", "Tanner", "Wicket", "Abbey",
    "Orchard", "Linden", "Cobbler", "Rook", "Sparrowhawk", "Copperbeech", "Marigold", "Fallow",
]
STREET_SUFFIX_US = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Ln", "Lane", "Ct", "Blvd", "Way"]
STREET_SUFFIX_UK = ["Road", "Lane", "Close", "Crescent", "Street", "Gardens", "Terrace", "Way", "Mews", "Grove"]

# (full name, short name, acronym) - invented hospitals
US_HOSPITALS = [
    ("Lakeshore Mercy Medical Center", "Lakeshore Mercy", "LMMC"),
    ("St. Brendan's Hospital", "St. Brendan's", "SBH"),
    ("Cedar Valley Regional Medical Center", "Cedar Valley", "CVRMC"),
    ("Halvard Memorial Hospital", "Halvard Memorial", "HMH"),
    ("Pell Crossing University Hospital", "Pell Crossing", "PCUH"),
    ("Good Shepherd Kestrel Bluff", "Good Shepherd", "GSKB"),
    ("Orrin Valley Hospital", "Orrin Valley", "OVH"),
    ("Sorrel Creek Community Hospital", "Sorrel Creek Community", "SCCH"),
]
UK_HOSPITALS = [
    ("Northgate Royal Infirmary", "Northgate Royal", "NRI"),
    ("Wexcombe District General Hospital", "Wexcombe General", "WDGH"),
    ("St Aldhelm's Hospital", "St Aldhelm's", "SAH"),
    ("Brackenfold University Hospital", "Brackenfold", "BUH"),
    ("Queen Isolde Hospital", "Queen Isolde", "QIH"),
]
US_OUTSIDE = [
    "Pinecrest Rehabilitation Center", "Maple Court Nursing Home", "Riverside Family Practice",
    "Harbor Light Skilled Nursing", "Saddle Ridge Dialysis Center",
    "Larkin Mills Medical Group", "Sweetwater Hospice House", "Mercer Hollow Clinic", "Copperhead Flats Health Center",
]
UK_OUTSIDE = [
    "Elm Park Surgery", "Fellbeck Medical Practice", "Greywell House Care Home", "Kettleby Road Surgery",
    "Dunstanbridge Community Hospital", "Ormsby Cross Hospice", "Lowther Green Health Centre",
]
US_PRACTICES = ["Riverside Family Practice", "Larkin Mills Medical Group", "Mercer Hollow Clinic", "Copperhead Flats Health Center",
                "Gilchrist Internal Medicine Associates", "Tamsett Primary Care", "Dunmore Heights Family Medicine"]
US_FACILITIES = ["Pinecrest Rehabilitation Center", "Maple Court Nursing Home", "Harbor Light Skilled Nursing",
                 "Saddle Ridge Dialysis Center", "Sweetwater Hospice House", "Orrin Valley Assisted Living"]
UK_PRACTICES = ["Elm Park Surgery", "Fellbeck Medical Practice", "Kettleby Road Surgery", "Lowther Green Health Centre", "Abbey Mews Surgery"]
UK_FACILITIES = ["Greywell House Care Home", "Dunstanbridge Community Hospital", "Ormsby Cross Hospice", "Saltcombe Lodge Nursing Home"]
PHARMACIES = ["Holloway Pharmacy", "Marrowfield Drug & Sundry", "Linden Street Pharmacy", "Crossway Chemists", "Bayside Apothecary"]
US_WARDS = ["Bramley Ward", "Kestrel Unit", "Magnolia Pavilion", "Whitfield Heart Unit", "Aster Tower", "Harlow Pavilion", "Osprey Unit", "Cardinal Wing"]
UK_WARDS = ["Bramley Ward", "Nightingale Ward", "Kingfisher Ward", "Avocet Ward", "Rowan Ward", "Linnet Ward", "Heron Ward", "Teasel Ward"]

EMPLOYERS = [
    "Calloway Freight", "Harlan Steel Works", "Tidewater Logistics", "Brightwater Elementary School",
    "Northfield Community College", "Greyfield Borough Council", "Pemberton & Lyle Accounting", "Sunridge Poultry",
    "Ostrander Roofing", "Kestrel Bluff Fire Department", "Marrowfield Public Library", "Quillon Software",
    "Bayline Transit", "Redfern Mills", "Copper Kettle Diner", "Halvard School District", "Ambrose Construction",
    "Tamsett Paper Co.", "Whitlow & Daughters Joinery", "Orchard Grove Academy",
]
CHURCHES = ["St. Anselm's Church", "Grace Fellowship of Orrin", "Mount Tabor Baptist Church", "Beth Shalom of Lyle Springs", "Al-Noor Community Mosque"]
SCHOOLS = ["Brightwater Elementary School", "Northfield Community College", "Orchard Grove Academy", "Larkin Mills High School", "Kettleby Primary School"]
OTHER_ORGS = ["Tri-River Donor Network", "Lakeland Ambulance Service", "Meridian Home Health", "Blue Heron Transport", "Caring Hands Home Care", "Greyfield Meals on Wheels", "Saltcombe Veterans Association"]
INSURERS = ["Keystone Health Plan", "Meridian Mutual", "Tri-County Care Plan", "Harborview Health Partners", "Summit Shield"]

COUNTRIES = [
    "Portugal", "Nigeria", "Vietnam", "Guatemala", "the Philippines", "Poland", "Ireland", "India", "Somalia",
    "Brazil", "Ukraine", "Ghana", "Mexico", "Haiti", "Pakistan", "Jamaica", "Eritrea", "Romania", "Peru", "Nepal",
]
LANGS = ["Spanish", "Portuguese", "Vietnamese", "Somali", "Polish", "Haitian Creole", "Tigrinya", "Urdu", "Romanian", "Nepali"]

PROFESSIONS = [
    "welder", "retired teacher", "truck driver", "electrician", "accountant", "farmer", "software engineer",
    "bus driver", "hairdresser", "carpenter", "line cook", "postal worker", "firefighter", "plumber", "barista",
    "warehouse worker", "roofer", "dental hygienist", "librarian", "security guard", "school custodian", "pastor",
    "auto mechanic", "airline pilot", "paralegal", "machinist", "commercial fisherman", "retired coal miner",
    "home health aide", "nurse", "daycare worker", "landscaper", "bank teller", "long-haul trucker", "retired police officer",
]
PROFESSIONS_UK = [
    "lorry driver", "retired headteacher", "joiner", "postman", "care assistant", "bricklayer", "publican",
    "civil servant", "forklift driver", "dairy farmer", "retired miner", "taxi driver", "hairdresser", "solicitor",
]

USERNAME_FORMS = ["{f}{l}", "{f}.{l}", "{l}{f}{n}", "{l}{n}", "{fi}{l}", "{fi}{l}{n}"]

INTERP_LANG_ID = ["VRI", "on-site", "phone"]
