"""Own pools: person names, places, streets, employers, occupations, sites.

All hospital, practice, care-home and organisation names are assembled from
invented stems below; none is meant to denote a real institution.
"""

FEMALE = [
    "Margaret", "Joan", "Patricia", "Dorothy", "Eileen", "Brenda", "Sheila",
    "Maureen", "Pauline", "Irene", "Gladys", "Doreen", "Hilda", "Edna",
    "Agnes", "Bridget", "Siobhan", "Aoife", "Niamh", "Mairead", "Catriona",
    "Morag", "Eilidh", "Gwen", "Bethan", "Rhiannon", "Priya", "Sunita",
    "Anjali", "Kamala", "Harpreet", "Gurpreet", "Fatima", "Aisha", "Mariam",
    "Nadia", "Yasmin", "Mei", "Xiu Ying", "Hoa", "Linh", "Yuki", "Keiko",
    "Ji-woo", "Ngozi", "Chiamaka", "Adaeze", "Abena", "Folake", "Wanjiru",
    "Zanele", "Thandiwe", "Aroha", "Mere", "Ngaire", "Hine", "Moana",
    "Malia", "Losana", "Isabel", "Lucia", "Carmen", "Guadalupe", "Maria",
    "Ana", "Sofia", "Agnieszka", "Katarzyna", "Halina", "Olena", "Svetlana",
    "Eleni", "Despina", "Giulia", "Concetta", "Brigid", "Dympna",
    "Philomena", "Shirley", "Beverley", "Lorraine", "Denise", "Tracey",
    "Deborah", "Kathleen", "Nora", "Colleen", "Marjorie", "Bernadette",
    "Evelyn", "Mildred", "Loretta", "Wilma", "Dolores", "Tamika", "Latoya",
    "Keisha", "Shanice", "Imani", "Jocelyne", "Genevieve", "Manon",
    "Sinead", "Roisin", "Deirdre", "Kiri", "Leilani", "Mihi", "Hiroko",
    # names that are also ordinary words
    "Hope", "Grace", "Joy", "Rose", "Iris", "Amber", "Ruby", "Heather",
    "Holly", "Daisy", "Violet", "Dawn", "Faith", "Pearl", "Ivy", "June",
    "May", "April", "Summer", "Sandy", "Patience", "Precious", "Mercy",
    "Blessing", "Charity", "Honor", "Olive", "Hazel", "Fern", "Sunny",
]

MALE = [
    "John", "William", "Robert", "Arthur", "Harold", "Kenneth", "Stanley",
    "Dennis", "Derek", "Raymond", "Brian", "Colin", "Terence", "Trevor",
    "Malcolm", "Gordon", "Alistair", "Hamish", "Angus", "Dafydd", "Gareth",
    "Rhys", "Seamus", "Padraig", "Declan", "Cormac", "Eoin", "Ciaran",
    "Rajesh", "Sanjay", "Arjun", "Vikram", "Mohammed", "Ahmed", "Tariq",
    "Imran", "Yusuf", "Omar", "Wei", "Jun", "Hiroshi", "Kenji", "Minh",
    "Tuan", "Duc", "Chinedu", "Emeka", "Kwame", "Kofi", "Oluwaseun",
    "Tunde", "Jomo", "Sipho", "Thabo", "Wiremu", "Tane", "Hemi", "Rawiri",
    "Sione", "Tevita", "Manu", "Jose", "Carlos", "Miguel", "Luis", "Javier",
    "Piotr", "Tomasz", "Krzysztof", "Andrzej", "Mykola", "Dmitri",
    "Giorgos", "Nikos", "Giuseppe", "Salvatore", "Marco", "Pierre",
    "Jean-Luc", "Lars", "Sven", "Jakob", "Clifford", "Leonard", "Norman",
    "Wilfred", "Cyril", "Eamon", "Fergus", "Lachlan", "Bruce", "Darryl",
    "Wayne", "Shane", "Dwayne", "Tyrone", "Marcus", "Jerome", "Floyd",
    "Lamar", "Delroy", "Winston", "Errol", "Gaetan", "Rejean", "Yves",
    "Aidan", "Tadhg", "Rangi", "Nikau", "Ravi", "Deepak", "Baljit",
    # names that are also ordinary words
    "Bill", "Frank", "Mark", "Jack", "Will", "Bob", "Chase", "Hunter",
    "Rusty", "Sonny", "Ray", "Dusty", "Mason", "Cliff", "Dale", "Glen",
    "Forrest", "Rocky", "Earl", "Duke", "Grant", "Miles", "Reed", "Wade",
]

SURNAMES = [
    "Smith", "Jones", "Taylor", "Williams", "Davies", "Evans", "Thomas",
    "Roberts", "Hughes", "Edwards", "Llewellyn", "Pritchard", "Campbell",
    "MacLeod", "Fraser", "Morrison", "Stewart", "Murray", "McCarthy",
    "O'Sullivan", "Fitzgerald", "O'Brien", "Kavanagh", "Gallagher",
    "Doherty", "Brennan", "Nolan", "Quinlan", "Patel", "Shah", "Sharma",
    "Singh", "Kaur", "Gill", "Sandhu", "Khan", "Hussain", "Ahmed", "Malik",
    "Begum", "Chowdhury", "Rahman", "Chen", "Wang", "Zhang", "Liu",
    "Huang", "Nguyen", "Tran", "Pham", "Kim", "Park", "Choi", "Tanaka",
    "Sato", "Okafor", "Adeyemi", "Mensah", "Asante", "Okonkwo", "Mwangi",
    "Ndlovu", "Dlamini", "Ngata", "Parata", "Tipene", "Tuilagi", "Fonoti",
    "Faleolo", "Tupou", "Garcia", "Rodriguez", "Martinez", "Lopez",
    "Hernandez", "Kowalski", "Nowak", "Wisniewski", "Kovalenko",
    "Shevchenko", "Ivanova", "Papadopoulos", "Georgiou", "Rossi",
    "Esposito", "Russo", "Dubois", "Lefebvre", "Tremblay", "Gagnon",
    "Bouchard", "Pelletier", "Lindqvist", "Jensen", "Van der Berg",
    "De Souza", "Silva", "Pereira", "Santos", "Goldberg", "Cohen", "Levy",
    "Haddad", "Mansour", "Khoury", "Abdi", "Warsame", "Yilmaz", "Demir",
    "Washington", "Jefferson", "Okoro", "Boateng", "Achterberg",
    "Wojcik", "Lam", "Ho", "Yeung", "Ramirez", "Castillo", "Fernandes",
    "Harrington", "Ashworth", "Whitfield", "Pemberton", "Thistlethwaite",
    "Greenhalgh", "Entwistle", "Sutcliffe", "Higginbottom", "Ackroyd",
    "Hollis", "Tindall", "Rutherford", "Kilpatrick", "Donnelly",
    "Featherstone", "Ogunleye", "Bakshi", "Iyer", "Menon", "Pillai",
    # surnames that are also ordinary words or eponym-like
    "Brown", "White", "Green", "Black", "Baker", "Cook", "Mason", "Fisher",
    "Carpenter", "Shepherd", "Turner", "Walker", "Bishop", "Knight",
    "Moss", "Marsh", "Wood", "Hill", "Field", "Lane", "Fox", "Wolf",
    "Bird", "Swan", "Frost", "Snow", "Bell", "Hope", "Rich", "Short",
    "Long", "Little", "Young", "Sharp", "Strong", "Gold", "Price",
    "Butler", "Porter", "Chambers", "Banks", "Rivers", "Brooks", "Winter",
    "Summers", "Ash", "Hardy", "Parkinson", "Hunter", "Grace", "Doppler",
    "Wells", "Booth", "Page", "Street", "Tanner",
]

# words in the pools that also occur as ordinary (non-PHI) words or as
# eponyms; check.py tolerates their unannotated occurrences elsewhere.
WORD_NAMES = sorted(set(w.lower() for w in [
    "Hope", "Grace", "Joy", "Rose", "Iris", "Amber", "Ruby", "Heather",
    "Holly", "Daisy", "Violet", "Dawn", "Faith", "Pearl", "Ivy", "June",
    "May", "April", "Summer", "Sandy", "Patience", "Precious", "Mercy",
    "Blessing", "Charity", "Honor", "Olive", "Hazel", "Fern", "Sunny",
    "Bill", "Frank", "Mark", "Jack", "Will", "Bob", "Chase", "Hunter",
    "Rusty", "Sonny", "Ray", "Dusty", "Mason", "Cliff", "Dale", "Glen",
    "Forrest", "Rocky", "Earl", "Duke", "Grant", "Miles", "Reed", "Wade",
    "Brown", "White", "Green", "Black", "Baker", "Cook", "Fisher",
    "Carpenter", "Shepherd", "Turner", "Walker", "Bishop", "Knight",
    "Moss", "Marsh", "Wood", "Hill", "Field", "Lane", "Fox", "Wolf",
    "Bird", "Swan", "Frost", "Snow", "Bell", "Rich", "Short", "Long",
    "Little", "Young", "Sharp", "Strong", "Gold", "Price", "Butler",
    "Porter", "Chambers", "Banks", "Rivers", "Brooks", "Winter",
    "Summers", "Ash", "Hardy", "Parkinson", "Doppler", "Wells", "Booth",
    "Page", "Street", "Tanner", "Bath", "Reading", "Orange", "Sale",
    "Victoria", "Texas", "Georgia", "Washington", "Jackson", "Marion",
    "Florence", "Nelson", "Hamilton", "Regina", "Brandon", "Chester",
    "Warren", "Madison", "Tyler", "Austin", "Boston", "Savannah",
    "Eugene", "Lincoln", "Wellington", "Kingston", "Victoria Road",
    "Glasgow", "Bristol", "Manchester", "Newcastle", "Durham", "Derby",
    "Paisley", "Kent", "Essex", "Devon", "Cornwall", "Hastings",
    "Ipswich", "Penrith", "Halifax", "Truro", "Bangor", "Boise",
    "cook", "nurse", "baker", "carpenter", "shepherd", "mason",
]))

STREET_STEMS = [
    "Mill", "Church", "Station", "Victoria", "Albert", "Queen's", "King",
    "Elm", "Oak", "Ash", "Beech", "Willow", "Hawthorn", "Rowan", "Park",
    "Meadow", "Orchard", "Brook", "Riverside", "Chapel", "Castle",
    "Bridge", "Market", "Windsor", "Marlborough", "Wellington", "Nelson",
    "Kitchener", "Gladstone", "Cromwell", "Jubilee", "Coronation",
    "Primrose", "Bluebell", "Foxglove", "Moorland", "Cedar", "Maple",
    "Pine", "Birch", "Sycamore", "Laburnum", "Poplar", "Magnolia",
    "Kowhai", "Totara", "Rimu", "Wattle", "Banksia", "Jacaranda",
    "Acacia", "Tui", "Kereru", "Ironbark", "Lakeview", "Hillcrest",
    "Sunnyside", "Greenbank", "Fairview", "Glenwood", "Ashgrove",
    "Harbour", "Quarry", "Tannery", "Forge", "Weavers", "Ropewalk",
    "St Patrick's", "St Brigid's", "Abbey", "Monastery", "Lough",
    "Strand", "Mountain View", "Pohutukawa", "Bottlebrush", "Silky Oak",
]

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent",
           "Drive", "Way", "Terrace", "Grove", "Gardens", "Court", "Walk"],
    "US": ["Street", "St", "Avenue", "Ave", "Boulevard", "Blvd", "Drive",
           "Dr", "Road", "Rd", "Lane", "Court", "Way", "Place"],
    "Australia": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Avenue",
                  "Crescent", "Cres", "Drive", "Court", "Close", "Highway"],
    "Canada": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive",
               "Crescent", "Boulevard", "Court", "Way", "Lane"],
    "Ireland": ["Road", "Street", "Lane", "Avenue", "Park", "Close",
                "Drive", "Court", "Grove", "Heights", "Lawns", "View"],
    "New Zealand": ["Street", "St", "Road", "Rd", "Avenue", "Ave",
                    "Crescent", "Place", "Terrace", "Drive", "Grove"],
}

CITIES = {
    "UK": ["Wakefield", "Harrogate", "Kendal", "Stockport", "Barnsley",
           "Truro", "Hexham", "Lincoln", "Bury", "Redditch", "Falmouth",
           "Keswick", "Morpeth", "Skipton", "Ilkley", "Ludlow", "Stroud",
           "Wells", "Bath", "Reading", "Sale", "Looe", "Motherwell",
           "Paisley", "Kilmarnock", "Dundee", "Inverness", "Wrexham",
           "Bangor", "Swansea", "Llanelli", "Newry", "Lisburn", "Coleraine",
           "Durham", "Whitby", "Boston", "Penrith", "Halifax", "Hastings",
           "Ipswich", "Derby", "Chester"],
    "US": ["Springfield", "Dayton", "Toledo", "Fresno", "Tucson", "Albany",
           "Macon", "Savannah", "Eugene", "Florence", "Austin", "Tyler",
           "Marion", "Chester", "Warren", "Jackson", "Madison", "Lafayette",
           "Akron", "Scranton", "Billings", "Boise", "Duluth", "Erie",
           "Joliet", "Peoria", "Provo", "Reno", "Salem", "Waco", "Yuma",
           "Boston", "Kingston"],
    "Australia": ["Ballarat", "Bendigo", "Toowoomba", "Wagga Wagga",
                  "Dubbo", "Tamworth", "Orange", "Bathurst", "Geelong",
                  "Mildura", "Cairns", "Mackay", "Bunbury", "Launceston",
                  "Devonport", "Mount Gambier", "Gympie", "Lismore",
                  "Ipswich", "Penrith", "Parramatta", "Wollongong"],
    "Canada": ["Kingston", "Guelph", "Barrie", "Sudbury", "Kamloops",
               "Nanaimo", "Red Deer", "Lethbridge", "Moncton", "Truro",
               "Brandon", "Regina", "Saskatoon", "Halifax", "Sherbrooke",
               "Thunder Bay", "Peterborough", "Kelowna"],
    "Ireland": ["Ennis", "Tralee", "Mallow", "Clonmel", "Athlone",
                "Mullingar", "Navan", "Dundalk", "Drogheda", "Sligo",
                "Letterkenny", "Castlebar", "Tullamore", "Nenagh", "Carlow",
                "Kilkenny", "Wexford", "Bray", "Naas"],
    "New Zealand": ["Whangarei", "Tauranga", "Rotorua", "Hamilton",
                    "Napier", "Hastings", "Palmerston North", "Nelson",
                    "Timaru", "Invercargill", "Whanganui", "Gisborne",
                    "Masterton", "Blenheim", "Greymouth", "Dunedin"],
}

# UK counties and Irish counties are CITY per the guideline ("county")
COUNTIES = {
    "UK": ["West Yorkshire", "North Yorkshire", "Cumbria", "Somerset",
           "Cornwall", "Kent", "Essex", "Lancashire", "Fife", "Gwynedd",
           "Northumberland", "Devon", "Shropshire", "Worcestershire"],
    "Ireland": ["Clare", "Kerry", "Cork", "Tipperary", "Westmeath", "Meath",
                "Louth", "Sligo", "Donegal", "Mayo", "Offaly", "Kilkenny",
                "Wexford", "Wicklow", "Kildare", "Carlow"],
}

# (full name, abbreviation) for STATE
STATES = {
    "US": [("Ohio", "OH"), ("Georgia", "GA"), ("Oregon", "OR"),
           ("Indiana", "IN"), ("Maine", "ME"), ("Massachusetts", "MA"),
           ("Pennsylvania", "PA"), ("Maryland", "MD"), ("Texas", "TX"),
           ("California", "CA"), ("Illinois", "IL"), ("Michigan", "MI"),
           ("Minnesota", "MN"), ("Arizona", "AZ"), ("Washington", "WA"),
           ("Florida", "FL"), ("New York", "NY"), ("Idaho", "ID"),
           ("Nevada", "NV"), ("Utah", "UT"), ("Montana", "MT")],
    "Australia": [("New South Wales", "NSW"), ("Victoria", "VIC"),
                  ("Queensland", "QLD"), ("Western Australia", "WA"),
                  ("South Australia", "SA"), ("Tasmania", "TAS")],
    "Canada": [("Ontario", "ON"), ("British Columbia", "BC"),
               ("Alberta", "AB"), ("Saskatchewan", "SK"),
               ("Manitoba", "MB"), ("Nova Scotia", "NS"),
               ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "New Zealand": [("Northland", "Northland"),
                    ("Bay of Plenty", "Bay of Plenty"),
                    ("Waikato", "Waikato"), ("Hawke's Bay", "Hawke's Bay"),
                    ("Canterbury", "Canterbury"), ("Otago", "Otago"),
                    ("Southland", "Southland"),
                    ("Manawatu-Whanganui", "Manawatu-Whanganui")],
}

COUNTRY_NAMES = {
    "UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
    "US": ["USA", "United States"],
    "Australia": ["Australia"],
    "Canada": ["Canada"],
    "Ireland": ["Ireland"],
    "New Zealand": ["New Zealand", "Aotearoa"],
}

# countries of origin / travel (COUNTRY spans in social history)
ORIGINS = ["Poland", "Jamaica", "Nigeria", "Ghana", "India", "Pakistan",
           "Bangladesh", "the Philippines", "Vietnam", "Samoa", "Tonga",
           "Fiji", "Italy", "Greece", "Portugal", "Kenya", "Zimbabwe",
           "South Africa", "Somalia", "Lebanon", "Cyprus", "Malta",
           "Scotland", "Ukraine", "Chile", "Sri Lanka", "Trinidad"]

EMPLOYERS = [
    "Harbourline Logistics", "Coldmere Foods", "Pennant Bakeries",
    "Tarnfield Quarry", "Ridgeway Haulage", "Ostler & Finch Solicitors",
    "Bluegum Mining Co", "Kauri Ridge Timber Mills", "Maple Ridge Transit",
    "Northstar Steelworks", "Greybridge Foundry", "Sunnyfield Dairy",
    "Larkspur Academy", "Tidewater Seafoods", "Wyvern Textiles",
    "Hollins & Dyer Printers", "Kestrel Airways", "Cedarbrook Golf Club",
    "Lowther Bus Company", "Brackenfield Council Depot", "Fennick Bros Builders",
    "Quillon Engineering", "Marrowby Brewery", "Orrin Valley Vineyards",
    "Pelham Freight Lines", "Saltmarsh Fisheries", "Tallis Home Furnishings",
    "Copperleaf Hotel", "Ironvale Recycling", "Bramwell Parcel Services",
    "Gannet Point Ferries", "Wexcombe Garden Centre", "Halloran Motors",
]

CARE_AGENCIES = [
    "Bluebell Homecare", "Caring Hands Agency", "Kindred Home Support",
    "HomeFirst Care Ltd", "Silverlinings Domiciliary Care",
    "Tui Home Support", "Maple Home Care Services", "Lantern Home Care",
    "Sunrise Support Workers", "Willowbrook Care at Home",
]

EQUIP_SUPPLIERS = [
    "Northgate Community Equipment Service", "Equipcare South",
    "Medirent Therapy Services", "ArborMed Hire", "Carrow Equipment Loans",
    "Pinnacle Therapy Rentals", "Southern Cross Equipment Hire",
]

CHURCHES = ["Riverside Baptist Church", "St Aidan's Parish",
            "Hillside Gospel Hall", "Holy Rosary Parish",
            "Grace Fellowship Church", "Al-Noor Community Mosque"]

OCCUPATIONS = [
    "bricklayer", "coal miner", "farmer", "dairy farmer", "shearer",
    "taxi driver", "lorry driver", "truck driver", "bus driver", "chef",
    "cook", "baker", "hairdresser", "nurse", "teacher", "school cleaner",
    "postman", "carpenter", "plumber", "electrician", "welder", "mechanic",
    "shop assistant", "checkout operator", "machinist", "seamstress",
    "accountant", "solicitor", "bank clerk", "civil servant", "fisherman",
    "boilermaker", "painter and decorator", "plasterer", "roofer",
    "security guard", "warehouse operative", "forklift driver",
    "care assistant", "cleaner", "labourer", "panel beater", "publican",
    "waitress", "dental nurse", "pharmacist", "engineer",
    "software developer", "architect", "librarian", "police officer",
    "firefighter", "merchant seaman", "docker", "steelworker",
    "textile worker", "printer", "joiner", "gardener", "landscaper",
    "florist", "butcher", "tailor", "stonemason", "shepherd", "pilot",
    "flight attendant", "courier", "delivery driver", "receptionist",
    "secretary", "housekeeper", "childminder", "social worker",
    "long-haul trucker", "line cook", "mail carrier", "bartender",
    "stockman", "orchard worker", "kitchen porter", "croupier",
]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister",
             "brother", "niece", "nephew", "neighbour", "friend",
             "granddaughter", "grandson", "daughter-in-law", "son-in-law"]

SITE_STEMS = [
    "Ashbury", "Coldmere", "Wrenfield", "Harrowvale", "Kestrelbrook",
    "Fallowmere", "Brackenridge", "Linden Vale", "Oakhurst", "Silverbirch",
    "Greystone", "Marrowby", "Elderwick", "Hollinsbrook", "Tallowmere",
    "Pennock", "Ravensholt", "Calderbrook", "Dunmere", "Kilbrannan",
    "Glenmorra", "Carrigmore", "Te Awanui", "Kahurangi", "Wattlebrook",
    "Banksia Ridge", "Coolabah Creek", "Maplecrest", "Birchmount",
    "Cedarvale", "Pinehaven", "Lakeshore", "Riverbend", "Thornleigh",
    "Fernhollow", "Stillwater", "Ambleside Park", "Corran", "Rathmore",
    "Moorcroft", "Westbury Fields", "Copperbeech", "Larchfield",
]

SAINTS = ["Aidan", "Brendan", "Columba", "Hilda", "Cuthbert", "Ita",
          "Kevin", "Finbarr", "Oswald", "Winifred", "Jude", "Luke",
          "Monica", "Raphael", "Ninian", "Brigid"]

WARD_NAMES = ["Kestrel", "Heron", "Curlew", "Puffin", "Skylark", "Rowan",
              "Beech", "Hazel", "Juniper", "Bluebell", "Kowhai", "Tui",
              "Wattle", "Banksia", "Maple", "Tamarack", "Osprey", "Linnet"]
