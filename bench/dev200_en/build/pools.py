"""Invented name, place and organisation pools for dev200_en (author 200).

Every list is an ordered list (never a set) so that draws from random.Random(200)
are reproducible under any PYTHONHASHSEED.  Words that are also ordinary clinical
English (Wood, Bell, Walker, Park, May, Iris, Ward ...) are deliberately absent.
"""

GIVEN_M = [
    "James", "Liam", "Oliver", "Noah", "William", "Jack", "Thomas", "Harry", "George",
    "Samuel", "Daniel", "Matthew", "Connor", "Callum", "Ewan", "Angus", "Rhys", "Owen",
    "Dylan", "Finn", "Declan", "Patrick", "Seamus", "Ronan", "Lachlan", "Hamish",
    "Mitchell", "Brendan", "Wayne", "Darren", "Craig", "Gary", "Trevor", "Barry", "Keith",
    "Graham", "Malcolm", "Neville", "Colin", "Derek", "Raymond", "Gordon", "Stanley",
    "Harold", "Arthur", "Wilfred", "Robert", "Richard", "Michael", "Anthony",
    "Christopher", "Alexander", "Rajesh", "Arjun", "Vikram", "Sanjay", "Harpreet",
    "Mohammed", "Omar", "Yusuf", "Tariq", "Bilal", "Wei", "Jian", "Hao", "Minh", "Tuan",
    "Duc", "Hiroshi", "Kenji", "Joon-ho", "Tomasz", "Piotr", "Krzysztof", "Giorgos",
    "Nikos", "Dimitri", "Luca", "Marco", "Giuseppe", "Antonio", "Jean-Luc", "Étienne",
    "Mathieu", "Olivier", "Benoît", "Kwame", "Chinedu", "Oluwaseun", "Tendai", "Abdi",
    "Wiremu", "Mateo", "Diego", "Ravi", "Aarav", "Ethan", "Lucas", "Mason", "Logan",
    "Carter", "Brayden", "Jayden", "Hunter", "Cooper", "Bailey", "Archie", "Alfie",
]

GIVEN_F = [
    "Olivia", "Charlotte", "Amelia", "Isla", "Mia", "Chloe", "Sophie", "Emily", "Jessica",
    "Hannah", "Lucy", "Evie", "Freya", "Niamh", "Siobhan", "Aoife", "Eilidh", "Morag",
    "Fiona", "Kirsty", "Shona", "Bronwyn", "Kylie", "Sharon", "Tracey", "Karen", "Deborah",
    "Margaret", "Dorothy", "Joan", "Beryl", "Gwen", "Edna", "Maureen", "Sheila",
    "Pauline", "Elizabeth", "Catherine", "Jennifer", "Patricia", "Kathleen", "Priya",
    "Anjali", "Deepa", "Sunita", "Kavya", "Simran", "Fatima", "Aisha", "Zainab", "Mariam",
    "Noor", "Mei", "Xiu", "Linh", "Thu", "Ngoc", "Yuki", "Aiko", "Ji-woo", "Agnieszka",
    "Katarzyna", "Eleni", "Sofia", "Giulia", "Francesca", "Maria", "Chiara", "Geneviève",
    "Marie-Claude", "Isabelle", "Nathalie", "Chantal", "Sylvie", "Amara", "Ngozi",
    "Chidinma", "Adaeze", "Hodan", "Ayaan", "Aroha", "Ximena", "Valentina", "Camila",
    "Madison", "Brooklyn", "Avery", "Harper", "Kaitlyn", "Tahlia", "Jasmine", "Matilda",
    "Poppy", "Imogen", "Ruby", "Zara", "Leila", "Naomi", "Rebecca", "Gemma", "Lorraine",
]

NICK = {
    "James": ["Jim", "Jimmy", "Jamie"], "Thomas": ["Tom", "Tommy"],
    "William": ["Bill", "Billy"], "Robert": ["Bob", "Bobby", "Rob"],
    "Richard": ["Rick", "Richie"], "Michael": ["Mick", "Mike"],
    "Anthony": ["Tony"], "Christopher": ["Chris"], "Alexander": ["Alex", "Xander"],
    "Patrick": ["Paddy"], "Harold": ["Harry"], "Stanley": ["Stan"],
    "Raymond": ["Ray"], "Samuel": ["Sam", "Sammy"], "Daniel": ["Danny"],
    "Matthew": ["Matt"], "Wilfred": ["Wilf"], "Gordon": ["Gordy"],
    "Margaret": ["Peggy", "Maggie", "Meg"], "Elizabeth": ["Liz", "Lizzie", "Beth"],
    "Catherine": ["Kate", "Katie", "Cathy"], "Jennifer": ["Jen", "Jenny"],
    "Patricia": ["Trish", "Patsy"], "Kathleen": ["Kath", "Kathy"],
    "Dorothy": ["Dot", "Dottie"], "Deborah": ["Debbie", "Deb"],
    "Valentina": ["Vale"], "Rebecca": ["Becky", "Bec"], "Francesca": ["Frankie"],
    "Oluwaseun": ["Seun"], "Krzysztof": ["Kris"], "Giuseppe": ["Joe", "Beppe"],
    "Katarzyna": ["Kasia"], "Agnieszka": ["Aga"], "Jayden": ["Jay"],
}

SURNAMES = [
    "Smith", "Jones", "Williams", "Taylor", "Davies", "Evans", "Roberts", "Wright",
    "Thompson", "Robinson", "Morgan", "Hughes", "Edwards", "Clarke", "Patel", "Shah",
    "Singh", "Sandhu", "Gill", "Dhillon", "Khan", "Hussain", "Ahmed", "Rahman",
    "Chaudhry", "Nguyen", "Tran", "Pham", "Huynh", "Chen", "Wang", "Zhang", "Liu",
    "Huang", "Zhao", "Lim", "Tan", "Wong", "Chan", "Leung", "Kim", "Choi", "Sato",
    "Tanaka", "Kowalski", "Nowak", "Wiśniewski", "Papadopoulos", "Georgiou",
    "Nikolaidis", "Rossi", "Russo", "Esposito", "Romano", "Bianchi", "Ferrari",
    "O'Brien", "O'Connor", "O'Neill", "Murphy", "Kelly", "Byrne", "Ryan", "Gallagher",
    "Doherty", "McCarthy", "McDonald", "MacLeod", "MacKenzie", "Campbell", "Stewart",
    "Fraser", "Murray", "Robertson", "Henderson", "Paterson", "Gagnon", "Tremblay",
    "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Pelletier", "Bélanger",
    "Lévesque", "Côté", "Okafor", "Adeyemi", "Okonkwo", "Mensah", "Osei", "Abdullahi",
    "Warsame", "Mohamud", "Haddad", "Khoury", "Nasser", "Saleh", "Abboud", "Petrov",
    "Novak", "Horvat", "Jovanovic", "Santos", "Reyes", "Bautista", "Dela Cruz",
    "Fernandes", "Pereira", "da Silva", "van der Berg", "Ngata", "Parata", "Tipene",
    "Watson", "Sinclair", "Fletcher", "Gibson", "Barker", "Chapman", "Spencer",
    "Marshall", "Hoffmann", "Becker", "Schmidt", "Jensen", "Larsen", "Lindqvist",
    "Kaur", "Pillai", "Nair", "Iyer", "Menon", "Krishnan", "Sutherland", "Drummond",
    "Kerr", "Buchanan", "Lyons", "Whitfield", "Ashworth", "Pemberton", "Hargreaves",
    "Threlfall", "Penhaligon", "Trevithick", "Llewellyn", "Pritchard", "Prosser",
    "Quigley", "Maguire", "Flanagan", "Brennan", "Delaney", "Nolan", "Kavanagh",
    "Boucher", "Leblanc", "Arsenault", "Thibodeau", "Cormier", "Richard-Doyle",
    "Okoye", "Eze", "Boateng", "Asante", "Yilmaz", "Demir", "Kaya", "Hashemi",
    "Rostami", "Karimi", "Ivanov", "Sokolov", "Volkov", "Zielinski", "Mazur",
]

# ---- places: (city, state abbr, state full, postcode stem, phone area) ----
AU_CITIES = [
    ("Toowoomba", "QLD", "Queensland", "4350", "07"),
    ("Cairns", "QLD", "Queensland", "4870", "07"),
    ("Rockhampton", "QLD", "Queensland", "4700", "07"),
    ("Townsville", "QLD", "Queensland", "4810", "07"),
    ("Ballarat", "VIC", "Victoria", "3350", "03"),
    ("Bendigo", "VIC", "Victoria", "3550", "03"),
    ("Geelong", "VIC", "Victoria", "3220", "03"),
    ("Mildura", "VIC", "Victoria", "3500", "03"),
    ("Wagga Wagga", "NSW", "New South Wales", "2650", "02"),
    ("Dubbo", "NSW", "New South Wales", "2830", "02"),
    ("Newcastle", "NSW", "New South Wales", "2300", "02"),
    ("Bathurst", "NSW", "New South Wales", "2795", "02"),
    ("Parramatta", "NSW", "New South Wales", "2150", "02"),
    ("Bunbury", "WA", "Western Australia", "6230", "08"),
    ("Geraldton", "WA", "Western Australia", "6530", "08"),
    ("Fremantle", "WA", "Western Australia", "6160", "08"),
    ("Launceston", "TAS", "Tasmania", "7250", "03"),
    ("Hobart", "TAS", "Tasmania", "7000", "03"),
    ("Mount Gambier", "SA", "South Australia", "5290", "08"),
    ("Whyalla", "SA", "South Australia", "5600", "08"),
    ("Darwin", "NT", "Northern Territory", "0800", "08"),
    ("Alice Springs", "NT", "Northern Territory", "0870", "08"),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617", "02"),
]

UK_CITIES = [
    ("Harrogate", "North Yorkshire", "HG1", "01423"),
    ("Truro", "Cornwall", "TR1", "01872"),
    ("Stockport", "Greater Manchester", "SK4", "0161"),
    ("Paisley", "Renfrewshire", "PA1", "0141"),
    ("Swansea", "West Glamorgan", "SA1", "01792"),
    ("Norwich", "Norfolk", "NR2", "01603"),
    ("Leeds", "West Yorkshire", "LS6", "0113"),
    ("Lisburn", "County Antrim", "BT28", "028"),
    ("Exeter", "Devon", "EX4", "01392"),
    ("Shrewsbury", "Shropshire", "SY1", "01743"),
    ("Dundee", "Angus", "DD1", "01382"),
    ("Ipswich", "Suffolk", "IP4", "01473"),
    ("Carlisle", "Cumbria", "CA1", "01228"),
    ("Wrexham", "Clwyd", "LL11", "01978"),
    ("Chelmsford", "Essex", "CM1", "01245"),
    ("Gloucester", "Gloucestershire", "GL1", "01452"),
    ("Inverness", "Highland", "IV2", "01463"),
    ("Croydon", "Surrey", "CR0", "020"),
    ("Kendal", "Cumbria", "LA9", "01539"),
    ("Hexham", "Northumberland", "NE46", "01434"),
    ("Bangor", "Gwynedd", "LL57", "01248"),
    ("Scunthorpe", "Lincolnshire", "DN15", "01724"),
]

CA_CITIES = [
    ("Kingston", "ON", "Ontario", "K7L", "613"),
    ("Thunder Bay", "ON", "Ontario", "P7B", "807"),
    ("Sudbury", "ON", "Ontario", "P3E", "705"),
    ("Peterborough", "ON", "Ontario", "K9J", "705"),
    ("Halifax", "NS", "Nova Scotia", "B3H", "902"),
    ("Kelowna", "BC", "British Columbia", "V1Y", "250"),
    ("Nanaimo", "BC", "British Columbia", "V9R", "250"),
    ("Saskatoon", "SK", "Saskatchewan", "S7N", "306"),
    ("Regina", "SK", "Saskatchewan", "S4P", "306"),
    ("Sherbrooke", "QC", "Quebec", "J1H", "819"),
    ("Gatineau", "QC", "Quebec", "J8Y", "819"),
    ("Red Deer", "AB", "Alberta", "T4N", "403"),
    ("Lethbridge", "AB", "Alberta", "T1J", "403"),
    ("Moncton", "NB", "New Brunswick", "E1C", "506"),
    ("Fredericton", "NB", "New Brunswick", "E3B", "506"),
    ("St. John's", "NL", "Newfoundland and Labrador", "A1B", "709"),
    ("Winnipeg", "MB", "Manitoba", "R3T", "204"),
    ("Brandon", "MB", "Manitoba", "R7A", "204"),
    ("Charlottetown", "PE", "Prince Edward Island", "C1A", "902"),
    ("Whitehorse", "YT", "Yukon", "Y1A", "867"),
]

STREET_NAMES = [
    "Banksia", "Wattle", "Jacaranda", "Mill", "Church", "Station", "Victoria", "Albert",
    "King", "Queen", "Maple", "Birch", "Cedar", "Spruce", "Rowan", "Heather",
    "Kingfisher", "Harbour", "Ocean", "Lakeview", "Ridgeway", "Brunswick", "Argyle",
    "Princes", "Waratah", "Grevillea", "Ironbark", "Paperbark", "Sandpiper", "Osprey",
    "Larch", "Tamarack", "Laurier", "Champlain", "Portage", "Dufferin", "Tecumseh",
    "Hawthorn", "Foxglove", "Bramble", "Thistle", "Juniper", "Chestnut", "Sycamore",
    "Windermere", "Glenelg", "Kurrajong", "Coolabah", "Marigold", "Bluebell",
    "Primrose", "Saxon", "Tudor", "Lancaster", "Beaumont", "Fairview", "Hillcrest",
]
AU_ST_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
               "Drive", "Court", "Ct", "Parade", "Pde", "Close", "Place", "Terrace",
               "Tce", "Way"]
UK_ST_TYPES = ["Road", "Lane", "Street", "Close", "Avenue", "Gardens", "Crescent",
               "Terrace", "Way", "Drive", "Mews", "Grove", "Row", "Walk"]
CA_ST_TYPES = ["Street", "St.", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent",
               "Boulevard", "Blvd", "Court", "Way", "Lane"]
UK_HOUSE_NAMES = ["Ivy Cottage", "The Laurels", "Hollybank", "Orchard House",
                  "Fern Lea", "Brook View", "Millstone Barn", "Tanglewood"]

# ---- invented organisation stems ----
PLACE_STEMS = [
    "Riverside", "Harbourview", "Kingsmead", "Westbourne", "Ashgrove", "Bellbird",
    "Cedar Hills", "Lakehead", "Northgate", "Wattle Park", "Glenfern", "Thornbury",
    "Coldwater", "Pinecrest", "Silverbirch", "Maplewood", "Fairhaven", "Highfield",
    "Moorside", "Elmstead", "Jarrah Hills", "Kookaburra Creek", "Southbank",
    "Eastfield", "Greystone", "Stonebridge", "Brackenridge", "Heathcote Vale",
    "Saltmarsh", "Amberley", "Copperfield", "Redgum", "Seaforth", "Loch Fyne",
    "Blackthorn", "Willowdale", "Lantern Bay", "Oakridge", "Brookside", "Hollins",
]
SAINTS = ["St Aidan's", "St Brigid's", "St Columba's", "St Bartholomew's", "St Hilda's",
          "St Ninian's", "St Anselm's", "St Kilian's", "Sainte-Agathe", "St. Boniface"]

EYE_SITE_FORMS = ["{X} Eye Centre", "{X} Eye Hospital", "{X} Vision Clinic",
                  "{X} Eye Institute", "{X} Ophthalmology Associates", "{X} Eye Specialists",
                  "{X} Retina Centre", "{X} Day Surgery"]
HOSP_FORMS = ["{X} General Hospital", "{X} Base Hospital", "{X} Community Hospital",
              "{X} Regional Hospital", "{X} District Hospital", "{X} Private Hospital",
              "{X} Infirmary", "{X} Health Centre"]
OPTOM_FORMS = ["{X} Optometrists", "{X} Eyecare", "{X} Optical", "{X} Eye Care Centre",
               "{X} Optometry"]
AUD_FORMS = ["{X} Hearing Clinic", "{X} Audiology", "{X} Hearing Centre",
             "{X} Hearing & Balance", "{X} Audiology Services"]
DENT_FORMS = ["{X} Dental", "{X} Dental Practice", "{X} Family Dental", "{X} Dental Care",
              "{X} Dental Surgery", "{X} Smile Studio", "{X} Dental Centre"]
OMFS_FORMS = ["{X} Oral & Maxillofacial Surgery", "{X} Oral Surgery Centre",
              "{X} Facial Surgery Clinic"]
ORTHO_FORMS = ["{X} Orthodontics", "{X} Orthodontic Centre", "{X} Braces & Aligners"]
GP_FORMS = {"AU": ["{X} Medical Centre", "{X} Family Practice", "{X} General Practice"],
            "UK": ["{X} Surgery", "{X} Medical Practice", "{X} Health Centre"],
            "CA": ["{X} Family Health Team", "{X} Medical Clinic", "{X} Family Practice"]}
WARD_NAMES = ["Jacaranda Day Ward", "Kestrel Ward", "Heron Day Unit", "Bluebell Ward",
              "Lister Day Surgery Unit", "Waratah Ward", "Osprey Unit", "Tamarack Ward",
              "Juniper Ward", "Coolabah Day Unit"]

SCHOOL_FORMS = {"AU": ["{X} Primary School", "{X} State School", "{X} Public School",
                       "{S} Catholic Primary School"],
                "UK": ["{X} Primary School", "{X} C of E Primary School", "{X} Infant School",
                       "{S} RC Primary School", "{X} Academy"],
                "CA": ["{X} Elementary School", "{X} Public School", "{S} Catholic School",
                       "École {X}"]}
EMPLOYER_FORMS = ["{X} Steel Fabrication", "{X} Logistics", "{X} Mining Co.",
                  "{X} Sawmills", "{X} Freight", "{X} Construction", "{X} Shire Council",
                  "{X} Airport Services", "{X} Engineering", "{X} Packaging",
                  "{X} Foundry", "{X} Quarries", "{X} Rail Maintenance", "{X} Coaches",
                  "{X} Cabs", "{X} Couriers", "{X} Timber Mill", "{X} Printworks"]
EMPLOYER_SUFFIX = {"AU": ["Pty Ltd", "Pty Ltd", ""], "UK": ["Ltd", "plc", ""],
                   "CA": ["Inc.", "Ltd.", ""]}

INSURERS = {
    "AU": ["Southern Cross Mutual Health", "Sunwise Health Fund", "Coastal Members Health",
           "Goldfields Health Benefits", "Teachers' Friendly Health Fund"],
    "UK": ["Albion Medical Assurance", "Pennine Health Cover", "Thistle Dental Plan",
           "Harbour Mutual Healthcare"],
    "CA": ["Maple Leaf Benefits Co-operative", "Northern Shield Insurance",
           "Prairie Mutual Life", "Atlantic Group Benefits", "Laurentian Assurance"],
}
COMP_INSURERS = {
    "AU": ["Goldfields Workers Insurance", "Pacific Employers Mutual", "Redgum Claims Services"],
    "UK": ["Pennine Employers Liability", "Albion Claims Management"],
    "CA": ["Northern Shield Claims", "Laurentian Workplace Claims"],
}
LAW_FIRMS = ["Hargreaves & Cole Solicitors", "Nolan Brennan Lawyers", "Whitfield Prosser LLP",
             "Delaney & Okafor Barristers", "Copperfield Legal"]

PROF_GENERAL = [
    "truck driver", "accountant", "welder", "librarian", "electrician", "florist",
    "airline pilot", "farmer", "dairy farmer", "hairdresser", "software developer",
    "courier", "teacher", "primary school teacher", "police officer",
    "plumber", "chef", "barista", "bank teller", "civil engineer", "architect",
    "retail assistant", "cleaner", "forklift operator", "postal worker", "journalist",
    "graphic designer", "real estate agent", "bookkeeper", "painter and decorator",
    "landscape gardener", "university lecturer", "pharmacist", "call centre operator",
    "coal miner", "school bus driver", "jeweller", "tailor", "seamstress",
    "IT consultant", "storeman", "shipwright", "optical lab technician",
]
PROF_NOISE = [
    "boilermaker", "fitter and turner", "sheet-metal worker", "underground miner",
    "drummer", "carpenter", "shearer", "forklift driver", "jackhammer operator",
    "sawmill worker", "panel beater", "diesel mechanic", "foundry worker",
    "rail track maintainer", "concreter", "stonemason", "orchestral percussionist",
    "aircraft maintenance engineer", "quarry blaster", "printing press operator",
    "nightclub DJ", "scaffolder", "roofer",
]
PROF_DRIVE = [
    "taxi driver", "bus driver", "long-haul truck driver", "courier van driver",
    "delivery driver", "tow truck operator", "ambulance driver", "rideshare driver",
    "coach driver", "heavy haulage driver", "tram driver", "school bus driver",
]

COUNTRIES_ABROAD = [
    "Vietnam", "India", "Philippines", "Greece", "Italy", "Poland", "Lebanon", "Somalia",
    "Nigeria", "Ghana", "Sri Lanka", "Pakistan", "Hong Kong", "China", "Japan", "Fiji",
    "New Zealand", "Ireland", "Portugal", "Jamaica", "Croatia", "Iran", "Turkey",
    "South Africa", "Zimbabwe", "Chile", "Malaysia",
]
COUNTRY_NAME = {"AU": ["Australia"], "UK": ["United Kingdom", "UK", "England", "Scotland",
                                            "Wales"], "CA": ["Canada"]}
LANDMARKS = ["Victoria Park", "the Esplanade boardwalk", "Riverside Skate Park",
             "Jubilee Oval", "Harbour Bridge Road underpass", "Queens Gardens",
             "Lakehead Marina", "Centennial Pool", "Moorside Leisure Centre",
             "Greystone Shopping Centre", "Kookaburra Creek Reserve", "Pinecrest Arena"]
