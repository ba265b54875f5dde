"""Invented name, place and organisation pools for dev191_en (author 191).

All lists are plain lists so iteration order is fixed.
"""

FIRST_F = [
    "Margaret", "Eileen", "Doreen", "Patricia", "Sandra", "Helen", "Fiona", "Gillian",
    "Siobhan", "Aoife", "Bronwen", "Rhiannon", "Morag", "Isla", "Chloe", "Amelia",
    "Priya", "Anjali", "Harpreet", "Farzana", "Nusrat", "Ayesha", "Mei", "Xiu Ying",
    "Lan", "Thi Hoa", "Marisol", "Lucia", "Ines", "Agnieszka", "Katarzyna", "Oksana",
    "Chiamaka", "Ngozi", "Abena", "Folake", "Yolande", "Genevieve", "Josee", "Nathalie",
    "Sylvie", "Mireille", "Winnie", "Beverley", "Sharon", "Colleen", "Tammy", "Brenda",
    "Audrey", "Maureen", "Noreen", "Shirley", "Evelyn", "Lorna", "Kirsty", "Elspeth",
    "Hannah", "Leah", "Naomi", "Rosa", "Dolores", "Zainab", "Hoda", "Layla", "Parveen",
    "Sunita", "Jaswinder", "Kamala", "Teresa", "Wanda", "Darlene", "Irene", "Gwen",
]
FIRST_M = [
    "Brian", "Graham", "Derek", "Keith", "Malcolm", "Alistair", "Hamish", "Callum",
    "Gareth", "Dylan", "Rhys", "Seamus", "Declan", "Padraig", "Trevor", "Clive",
    "Raj", "Sanjay", "Gurpreet", "Harjit", "Imran", "Tariq", "Bilal", "Wei",
    "Jun", "Minh", "Quang", "Thanh", "Mateus", "Joao", "Andrzej", "Tomasz",
    "Bogdan", "Oleksandr", "Chinedu", "Emeka", "Kwame", "Kofi", "Yves", "Gilles",
    "Rejean", "Martin", "Luc", "Pierre-Paul", "Wayne", "Darryl", "Gordon", "Murray",
    "Dale", "Ross", "Fergus", "Angus", "Ewan", "Stuart", "Nigel", "Roy",
    "Desmond", "Winston", "Errol", "Everton", "Ahmed", "Omar", "Karim", "Samir",
    "Ravi", "Arjun", "Dev", "Leon", "Stanley", "Walter", "Cyril", "Ernest",
]
SURNAMES = [
    "Doyle", "McAllister", "Fairbairn", "Thistlewood", "Ashcroft", "Pemberton", "Hargreaves",
    "Blackwood", "Greenhalgh", "Ormerod", "Sutcliffe", "Crowther", "Entwistle", "Pickles",
    "Llewellyn", "Pritchard", "Vaughan-Jones", "Protheroe", "MacLeod", "Drummond", "Galbraith",
    "Urquhart", "Kerr", "Buchanan", "O'Sullivan", "Fitzgerald", "Brennan", "Quigley",
    "Okonkwo", "Adeyemi", "Mensah", "Boateng", "Oyelaran", "Nwachukwu", "Achterberg",
    "Kowalczyk", "Wisniewski", "Nowicki", "Zielinska", "Hrytsenko", "Bondarenko",
    "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Cote", "Leblanc", "Thibodeau",
    "Arsenault", "Poirier", "Desrosiers", "St-Onge", "Sandhu", "Dhillon", "Grewal", "Gill",
    "Chaudhry", "Qureshi", "Siddiqui", "Rahman", "Hossain", "Natarajan", "Subramaniam",
    "Iyer", "Venkatesan", "Chowdhury", "Nguyen", "Tran", "Pham", "Huynh", "Chen", "Wong",
    "Lau", "Cheung", "Zhou", "Takahashi", "Park", "Ferreira", "Carvalho", "Medeiros",
    "Pereira", "Silva", "Rossi", "Esposito", "Papadopoulos", "Haddad", "Khoury", "Nasser",
    "Abdi", "Farah", "Wilkinson", "Pennington", "Cartwright", "Holroyd", "Whitfield",
    "Stableford", "Marchbank", "Tennant", "Quennell", "Rowntree", "Bellamy", "Hebert",
    "Campbell-Grant", "Yellowhorn", "Cardinal", "Sinclair", "McNeil", "MacPherson",
    "Kinnear", "Dunleavy", "Mulcahy", "Ferris", "Greaves", "Swinburne", "Oduya", "Baptiste",
    "Francois", "Beaulieu", "Pike", "Halvorsen", "Lindqvist", "Jankowski", "Van der Berg",
]
NICKNAMES = [
    ("Margaret", "Peggy"), ("Patricia", "Trish"), ("Eileen", "Ei"), ("Elspeth", "Elsie"),
    ("Katarzyna", "Kasia"), ("Agnieszka", "Aga"), ("Oksana", "Ksenia"), ("Beverley", "Bev"),
    ("Gillian", "Jill"), ("Genevieve", "Gen"), ("Brian", "Bri"), ("Malcolm", "Mac"),
    ("Alistair", "Ally"), ("Gurpreet", "Gary"), ("Andrzej", "Andy"), ("Tomasz", "Tom"),
    ("Oleksandr", "Sasha"), ("Chinedu", "Chi"), ("Kwame", "Kay"), ("Walter", "Wally"),
    ("Stanley", "Stan"), ("Ernest", "Ernie"), ("Desmond", "Des"), ("Gordon", "Gord"),
    ("Xiu Ying", "Sue"), ("Thi Hoa", "Hoa"), ("Mateus", "Matt"), ("Joao", "John"),
    ("Harjit", "Harry"), ("Pierre-Paul", "P.P."), ("Dolores", "Lola"), ("Teresa", "Tess"),
]

# Canada: (city, province, abbr, phone area codes, first letter of postcode)
CA_CITIES = [
    ("Toronto", "Ontario", "ON", ["416", "647"], "M"),
    ("Hamilton", "Ontario", "ON", ["905", "289"], "L"),
    ("Ottawa", "Ontario", "ON", ["613", "343"], "K"),
    ("Kingston", "Ontario", "ON", ["613"], "K"),
    ("Sudbury", "Ontario", "ON", ["705"], "P"),
    ("Thunder Bay", "Ontario", "ON", ["807"], "P"),
    ("Windsor", "Ontario", "ON", ["519", "226"], "N"),
    ("London", "Ontario", "ON", ["519", "548"], "N"),
    ("Barrie", "Ontario", "ON", ["705"], "L"),
    ("Peterborough", "Ontario", "ON", ["705"], "K"),
    ("Oshawa", "Ontario", "ON", ["905"], "L"),
    ("Kitchener", "Ontario", "ON", ["519"], "N"),
    ("Vancouver", "British Columbia", "BC", ["604", "778"], "V"),
    ("Victoria", "British Columbia", "BC", ["250"], "V"),
    ("Kelowna", "British Columbia", "BC", ["250", "236"], "V"),
    ("Prince George", "British Columbia", "BC", ["250"], "V"),
    ("Nanaimo", "British Columbia", "BC", ["250"], "V"),
    ("Calgary", "Alberta", "AB", ["403", "587"], "T"),
    ("Edmonton", "Alberta", "AB", ["780", "587"], "T"),
    ("Red Deer", "Alberta", "AB", ["403"], "T"),
    ("Lethbridge", "Alberta", "AB", ["403"], "T"),
    ("Winnipeg", "Manitoba", "MB", ["204", "431"], "R"),
    ("Brandon", "Manitoba", "MB", ["204"], "R"),
    ("Saskatoon", "Saskatchewan", "SK", ["306", "639"], "S"),
    ("Regina", "Saskatchewan", "SK", ["306"], "S"),
    ("Prince Albert", "Saskatchewan", "SK", ["306"], "S"),
    ("Halifax", "Nova Scotia", "NS", ["902", "782"], "B"),
    ("Truro", "Nova Scotia", "NS", ["902"], "B"),
    ("Moncton", "New Brunswick", "NB", ["506"], "E"),
    ("Fredericton", "New Brunswick", "NB", ["506"], "E"),
    ("Saint John", "New Brunswick", "NB", ["506"], "E"),
    ("St. John's", "Newfoundland and Labrador", "NL", ["709"], "A"),
    ("Corner Brook", "Newfoundland and Labrador", "NL", ["709"], "A"),
    ("Charlottetown", "Prince Edward Island", "PE", ["902"], "C"),
    ("Montreal", "Quebec", "QC", ["514", "438"], "H"),
    ("Sherbrooke", "Quebec", "QC", ["819"], "J"),
    ("Gatineau", "Quebec", "QC", ["819", "873"], "J"),
    ("Whitehorse", "Yukon", "YT", ["867"], "Y"),
]

# UK: (town, county or "", postcode area, dialling code)
UK_TOWNS = [
    ("Leeds", "West Yorkshire", "LS", "0113"),
    ("Bradford", "West Yorkshire", "BD", "01274"),
    ("Halifax", "West Yorkshire", "HX", "01422"),
    ("Sheffield", "South Yorkshire", "S", "0114"),
    ("Doncaster", "South Yorkshire", "DN", "01302"),
    ("Manchester", "Greater Manchester", "M", "0161"),
    ("Stockport", "Greater Manchester", "SK", "0161"),
    ("Bolton", "Greater Manchester", "BL", "01204"),
    ("Liverpool", "Merseyside", "L", "0151"),
    ("Birkenhead", "Merseyside", "CH", "0151"),
    ("Birmingham", "West Midlands", "B", "0121"),
    ("Coventry", "West Midlands", "CV", "024"),
    ("Leicester", "Leicestershire", "LE", "0116"),
    ("Nottingham", "Nottinghamshire", "NG", "0115"),
    ("Derby", "Derbyshire", "DE", "01332"),
    ("Bristol", "", "BS", "0117"),
    ("Taunton", "Somerset", "TA", "01823"),
    ("Exeter", "Devon", "EX", "01392"),
    ("Plymouth", "Devon", "PL", "01752"),
    ("Truro", "Cornwall", "TR", "01872"),
    ("Norwich", "Norfolk", "NR", "01603"),
    ("Ipswich", "Suffolk", "IP", "01473"),
    ("Cambridge", "Cambridgeshire", "CB", "01223"),
    ("Oxford", "Oxfordshire", "OX", "01865"),
    ("Reading", "Berkshire", "RG", "0118"),
    ("Southampton", "Hampshire", "SO", "023"),
    ("Brighton", "East Sussex", "BN", "01273"),
    ("Maidstone", "Kent", "ME", "01622"),
    ("Canterbury", "Kent", "CT", "01227"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE", "0191"),
    ("Sunderland", "Tyne and Wear", "SR", "0191"),
    ("Durham", "County Durham", "DH", "0191"),
    ("York", "North Yorkshire", "YO", "01904"),
    ("Hull", "East Riding of Yorkshire", "HU", "01482"),
    ("Preston", "Lancashire", "PR", "01772"),
    ("Lancaster", "Lancashire", "LA", "01524"),
    ("Carlisle", "Cumbria", "CA", "01228"),
    ("Cardiff", "", "CF", "029"),
    ("Swansea", "", "SA", "01792"),
    ("Wrexham", "", "LL", "01978"),
    ("Glasgow", "", "G", "0141"),
    ("Paisley", "Renfrewshire", "PA", "0141"),
    ("Edinburgh", "", "EH", "0131"),
    ("Aberdeen", "", "AB", "01224"),
    ("Dundee", "", "DD", "01382"),
    ("Inverness", "", "IV", "01463"),
    ("Belfast", "County Antrim", "BT", "028"),
    ("Lisburn", "County Antrim", "BT", "028"),
    ("London", "", "SE", "020"),
    ("London", "", "N", "020"),
    ("Croydon", "", "CR", "020"),
]

STREET_WORDS = [
    "Elm", "Ashgrove", "Birchwood", "Cedar", "Maple", "Willow", "Hawthorn", "Rowan",
    "Beech", "Larch", "Juniper", "Heather", "Thornbury", "Kingsley", "Victoria", "Albert",
    "Station", "Church", "Mill", "Park", "Queen", "Rideau", "Bathurst", "Dufferin",
    "Lakeshore", "Harbour", "Spadina", "Sherbourne", "Portage", "Jasper", "Whyte",
    "Granville", "Barrington", "Quinpool", "Water", "Duckworth", "Main", "King",
    "Sackville", "Primrose", "Foxglove", "Meadowbank", "Craigmount", "Glenview", "Burnside",
    "Pendle", "Chapel", "Moorside", "Tanner", "Cooper", "Wharf", "Fernhill", "Oakdale",
]
CA_ST_TYPES = ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Court",
               "Way", "Trail", "Place", "St.", "Ave.", "Rd.", "Cres."]
UK_ST_TYPES = ["Road", "Street", "Lane", "Close", "Avenue", "Gardens", "Terrace", "Grove",
               "Drive", "Way", "Crescent", "Mews", "Walk", "Court", "Place", "Rise"]

CA_HOSPITALS = [
    "Lakeshore Regional Cancer Centre", "Harbourview Cancer Centre", "Northbridge General Hospital",
    "Maple Valley Health Centre", "Prairie Ridge Hospital", "Mount Alder Hospital",
    "Cedar Hills Cancer Centre", "St. Brendan's Health Centre", "Beaumont-Lavoie Hospital",
    "Grand River Oncology Centre", "Tamarack Regional Hospital", "St. Ignatius Hospital",
    "Whitewater Valley Hospital", "Bayfield Memorial Hospital", "Aurora Borealis Cancer Institute",
    "Sisters of Providence Hospital", "Kestrel Point Health Sciences Centre",
]
UK_HOSPITALS = [
    "St Aldhelm's Hospital", "Royal Wexcombe Infirmary", "Northgate Cancer Centre",
    "Riverside University Hospital", "Pennine Vale Hospital", "Harrowfield General Hospital",
    "Kingsmead Cancer Centre", "Fellgate Royal Infirmary", "St Cuthbert's Hospital",
    "Westmarsh District General", "Queen Adelaide Hospital", "Thornleigh Community Hospital",
    "Broughton Park Hospital", "Calder Royal Infirmary", "Strathmore Cancer Centre",
    "Glyn Ebwy Hospital", "Ravensworth University Hospital",
]
CA_UNITS = ["Bluewater Day Unit", "Birch Suite", "Tamarack Ambulatory Unit", "Ward 7B", "Ward 4 North",
            "Juniper Unit", "Sunrise Clinic", "Ward 12A", "Loon Lake Suite", "Heron Unit"]
UK_UNITS = ["Linden Day Unit", "Rowan Ward", "Jasmine Suite", "Ward 32", "Ward 7B", "Bexley Unit",
            "Sunflower Day Unit", "Ward 19", "Larch Ward", "Aspen Unit", "Heather Ward", "Nightingale Ward"]

CA_PRACTICES = ["Bayview Family Health Team", "Riverdale Family Practice", "Clinique medicale Saint-Laurent",
                "Northgate Family Medicine", "Westdale Medical Clinic", "Pine Ridge Family Health Organization",
                "Harbour Front Medical", "Maplewood Community Health Centre", "Sandy Hill Family Practice",
                "Glenmore Family Physicians"]
UK_PRACTICES = ["Hollybank Medical Centre", "Castlegate Surgery", "The Old Forge Practice",
                "Millbrook Health Centre", "Elmwood Surgery", "Brookside Group Practice",
                "Kirkgate Medical Practice", "Abbey Mead Surgery", "Tannery Lane Surgery",
                "Priory Fields Health Centre", "Stonehaven Medical Group"]
HOSPICES = ["Willowbrook Hospice", "Heron House Hospice", "Marigold Hospice", "Lighthouse Residential Hospice",
            "St Eanswythe's Hospice", "Maple Leaf Hospice", "Saint-Raphael Palliative Care Residence",
            "Kingfisher Hospice", "Bramble Hill Hospice"]
PHARMACIES = ["Hillside Pharmacy", "Cornerstone Chemists", "Westway Pharmacy", "Kent Lane Pharmacy",
              "Pharmacie Desjardins-Roy", "Harbour Drug Mart", "Ashby Pharmacy", "Greenlane Chemist"]
CARE_HOMES = ["Fernlea Care Home", "Oakridge Manor", "Sunnybank Nursing Home", "Birchgrove Lodge",
              "The Laurels Residential Home", "Tamarind Court Retirement Residence"]
LODGES = ["Campbell Lodge", "Alder House", "Patient Hotel Block C", "Hope Lodge Annex", "Kinloch House",
          "Riverside Residence Tower B"]

EMPLOYERS = [
    "Northline Freight", "Brackwell Logistics", "Halden Construction", "Tamarack Credit Union",
    "Beacon Insurance Group", "Granite Ridge Mining", "Westmere Primary School", "St. Agnes Catholic School",
    "Harbour Fisheries Co-op", "Pemberton Brewing Company", "Calder Valley Council", "Fenwick & Daughters Joinery",
    "Bluecoat Academy", "Kestrel Aerospace", "Riverbend Dairy", "Summit Telecom", "Dunmore Textiles",
    "Lakehead Paper Mill", "Orchard Lane Garden Centre", "Maplecrest Retirement Living", "Ironbridge Rail Services",
    "Pinecrest Golf Club", "Cobalt Software Ltd", "Whitby & Crane Solicitors", "Prairie Grain Terminal",
]
CHURCHES = ["Grace Baptist Church", "St. Ninian's Parish", "Holy Trinity Ukrainian Catholic Church",
            "Gurdwara Sahib Dasmesh Darbar", "Al-Noor Islamic Centre", "Bethel Pentecostal Assembly",
            "St. Columba's Kirk", "Eglise Sainte-Anne", "Beth Shalom Congregation", "Kingsway Methodist Church"]
CARE_AGENCIES = ["Comfort Keepers of Riverdale", "Bluebell Home Care", "Allied Home Support Services",
                 "HomeFirst Care Agency", "Crossroads Carers Trust", "Northern Lights Home Health",
                 "Valley Volunteer Drivers", "Heartwood Domiciliary Care"]

PROFESSIONS = [
    "retired teacher", "bus driver", "welder", "accountant", "electrician", "postal worker",
    "hairdresser", "nurse", "farmer", "long-haul truck driver", "carpenter", "pharmacist",
    "software developer", "retired miner", "school bus driver", "cleaner", "chef", "plumber",
    "civil servant", "fisherman", "taxi driver", "shop assistant", "bank clerk", "lab technician",
    "social worker", "scaffolder", "retired police officer", "architect", "painter and decorator",
    "care assistant", "warehouse operative", "dental hygienist", "librarian", "firefighter",
    "retired steelworker", "university lecturer", "hospital porter", "mechanic", "baker",
    "retired nurse", "engineer", "lawyer", "bookkeeper", "security guard", "paramedic",
    "retired shipbuilder", "insurance broker", "roofer", "seamstress", "gardener",
]
COUNTRIES = [
    "Jamaica", "Portugal", "India", "Pakistan", "Poland", "Philippines", "Nigeria", "Ireland",
    "Italy", "China", "Vietnam", "Somalia", "Ghana", "Iran", "Lebanon", "Sri Lanka",
    "Trinidad and Tobago", "Greece", "Ukraine", "Bangladesh", "Malaysia", "Guyana", "Kenya",
    "Germany", "South Africa", "Eritrea", "Syria", "Romania", "Barbados", "Chile",
]
DONOR_COUNTRIES = ["Germany", "United States", "Poland", "Spain", "Israel", "Australia", "Netherlands"]
THE_COUNTRIES = ["Philippines", "United States", "Netherlands"]

RELATIONS_F = ["wife", "daughter", "sister", "mother", "niece", "partner", "granddaughter", "daughter-in-law"]
RELATIONS_M = ["husband", "son", "brother", "father", "nephew", "partner", "grandson", "son-in-law"]
