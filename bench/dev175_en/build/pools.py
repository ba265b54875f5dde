"""Invented pools for dev175_en (UK and Ireland primary care)."""

MALE = [
    "Oliver", "Jack", "Harry", "George", "Thomas", "James", "William", "Daniel", "Liam",
    "Conor", "Cian", "Sean", "Patrick", "Declan", "Ciaran", "Eoin", "Niall", "Fergal",
    "Darragh", "Oisin", "Mohammed", "Imran", "Arjun", "Rohan", "Kwame", "Chinedu", "Tomasz",
    "Piotr", "Andrei", "Gareth", "Rhys", "Dylan", "Callum", "Euan", "Hamish", "Alistair",
    "Graham", "Keith", "Derek", "Brian", "Colin", "Trevor", "Raymond", "Kenneth", "Malcolm",
    "Stuart", "Neil", "Ian", "Barry", "Gerard", "Dermot", "Padraig", "Tadhg", "Eamon",
    "Noel", "Kevin", "Martin", "Peter", "Michael", "John", "Paul", "Mark", "Stephen",
    "Jamal", "Yusuf", "Hassan", "Aled", "Iwan", "Lewis", "Kieran", "Ronan", "Shane",
    "Dariusz", "Marius", "Vikram", "Sanjay", "Emeka", "Tunde", "Ross", "Fraser", "Dougie",
    "Wilfred", "Albert", "Bernard", "Cyril", "Dennis", "Frank", "Gordon", "Harold", "Leslie",
]
FEMALE = [
    "Olivia", "Amelia", "Isla", "Ava", "Emily", "Sophie", "Grace", "Chloe", "Aoife", "Niamh",
    "Siobhan", "Saoirse", "Caoimhe", "Roisin", "Orla", "Sinead", "Ciara", "Aine", "Brid",
    "Maeve", "Priya", "Aisha", "Fatima", "Zainab", "Ngozi", "Agnieszka", "Katarzyna", "Ioana",
    "Rhiannon", "Cerys", "Eilidh", "Morag", "Fiona", "Margaret", "Jean", "Sheila", "Maureen",
    "Brenda", "Pauline", "Janet", "Carol", "Doreen", "Eileen", "Bernadette", "Mary",
    "Kathleen", "Theresa", "Deirdre", "Grainne", "Helen", "Karen", "Julie", "Claire",
    "Louise", "Rachel", "Sarah", "Laura", "Gemma", "Leanne", "Kirsty", "Shauna", "Nicola",
    "Yasmin", "Nadia", "Anjali", "Deepa", "Adaeze", "Folake", "Ewa", "Marta", "Lindsay",
    "Hazel", "Gwen", "Sian", "Megan", "Ellie", "Hannah", "Lucy", "Edith", "Vera", "Irene",
    "Winifred", "Gladys", "Muriel", "Phyllis", "Dorothy", "Elsie", "Annie", "Nora",
]
SURNAMES = [
    "Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Thomas", "Roberts",
    "Walker", "Wright", "Thompson", "Hughes", "Edwards", "Green", "Hall", "Wood", "Harris",
    "Clarke", "Jackson", "Turner", "Hill", "Moore", "Cooper", "Ward", "Morris", "King",
    "Watson", "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan",
    "O'Connor", "O'Neill", "O'Reilly", "Doyle", "McCarthy", "Gallagher", "Doherty",
    "Kennedy", "Lynch", "Murray", "Quinn", "McLaughlin", "Nolan", "Fitzgerald", "Brennan",
    "MacDonald", "Campbell", "Stewart", "Robertson", "Fraser", "McKenzie", "Patel", "Khan",
    "Ahmed", "Hussain", "Begum", "Singh", "Kaur", "Sharma", "Okafor", "Adeyemi", "Mensah",
    "Nowak", "Kowalski", "Popescu", "Kazlauskas", "Lloyd", "Pritchard", "Prosser", "Griffiths",
    "Llewellyn", "Ferguson", "Cunningham", "Henderson", "Sutherland", "Geraghty", "Hennessy",
    "Coughlan", "Dunne", "Kavanagh", "Mulcahy", "Tierney", "Foley", "Moloney", "Costello",
    "Harte", "Boyle", "Devlin", "Maguire", "McAllister", "Hamilton", "Ashworth", "Whitfield",
    "Pennington", "Holloway", "Bancroft", "Fairclough", "Oyelaran", "Chaudhry", "Iqbal",
    "Mahmood", "Nair", "Menon", "Rahman", "Chowdhury", "Osei", "Boateng", "Zielinski",
    "Wojcik", "Sadowska", "Ferreira", "Santos", "Costa", "Lennon", "Rafferty", "Keogh",
]

# town, county, postcode area, nation
UK_TOWNS = [
    ("Bristol", "Avon", "BS", "ENG"), ("Leeds", "West Yorkshire", "LS", "ENG"),
    ("Sheffield", "South Yorkshire", "S", "ENG"), ("Nottingham", "Nottinghamshire", "NG", "ENG"),
    ("Leicester", "Leicestershire", "LE", "ENG"), ("Derby", "Derbyshire", "DE", "ENG"),
    ("Stoke-on-Trent", "Staffordshire", "ST", "ENG"), ("Swindon", "Wiltshire", "SN", "ENG"),
    ("Reading", "Berkshire", "RG", "ENG"), ("Norwich", "Norfolk", "NR", "ENG"),
    ("Ipswich", "Suffolk", "IP", "ENG"), ("Exeter", "Devon", "EX", "ENG"),
    ("Plymouth", "Devon", "PL", "ENG"), ("Truro", "Cornwall", "TR", "ENG"),
    ("Carlisle", "Cumbria", "CA", "ENG"), ("Lancaster", "Lancashire", "LA", "ENG"),
    ("Preston", "Lancashire", "PR", "ENG"), ("Bolton", "Greater Manchester", "BL", "ENG"),
    ("Wigan", "Greater Manchester", "WN", "ENG"), ("Stockport", "Cheshire", "SK", "ENG"),
    ("Huddersfield", "West Yorkshire", "HD", "ENG"), ("York", "North Yorkshire", "YO", "ENG"),
    ("Hull", "East Yorkshire", "HU", "ENG"), ("Sunderland", "Tyne and Wear", "SR", "ENG"),
    ("Durham", "County Durham", "DH", "ENG"), ("Middlesbrough", "Teesside", "TS", "ENG"),
    ("Taunton", "Somerset", "TA", "ENG"), ("Maidstone", "Kent", "ME", "ENG"),
    ("Shrewsbury", "Shropshire", "SY", "ENG"), ("Lincoln", "Lincolnshire", "LN", "ENG"),
    ("Swansea", "West Glamorgan", "SA", "WAL"), ("Cardiff", "South Glamorgan", "CF", "WAL"),
    ("Newport", "Gwent", "NP", "WAL"), ("Wrexham", "Clwyd", "LL", "WAL"),
    ("Aberystwyth", "Ceredigion", "SY", "WAL"),
    ("Glasgow", "Lanarkshire", "G", "SCO"), ("Edinburgh", "Midlothian", "EH", "SCO"),
    ("Dundee", "Angus", "DD", "SCO"), ("Aberdeen", "Aberdeenshire", "AB", "SCO"),
    ("Inverness", "Highland", "IV", "SCO"), ("Paisley", "Renfrewshire", "PA", "SCO"),
    ("Stirling", "Stirlingshire", "FK", "SCO"), ("Perth", "Perthshire", "PH", "SCO"),
    ("Belfast", "County Antrim", "BT", "NI"), ("Lisburn", "County Antrim", "BT", "NI"),
    ("Newry", "County Down", "BT", "NI"), ("Enniskillen", "County Fermanagh", "BT", "NI"),
    ("Omagh", "County Tyrone", "BT", "NI"),
]
# town, county, eircode routing key
IE_TOWNS = [
    ("Cork", "Co. Cork", "T12"), ("Ballincollig", "Co. Cork", "P31"), ("Mallow", "Co. Cork", "P51"),
    ("Galway", "Co. Galway", "H91"), ("Tuam", "Co. Galway", "H54"), ("Limerick", "Co. Limerick", "V94"),
    ("Ennis", "Co. Clare", "V95"), ("Waterford", "Co. Waterford", "X91"),
    ("Dungarvan", "Co. Waterford", "X35"), ("Kilkenny", "Co. Kilkenny", "R95"),
    ("Carlow", "Co. Carlow", "R93"), ("Sligo", "Co. Sligo", "F91"),
    ("Letterkenny", "Co. Donegal", "F92"), ("Castlebar", "Co. Mayo", "F23"),
    ("Westport", "Co. Mayo", "F28"), ("Athlone", "Co. Westmeath", "N37"),
    ("Mullingar", "Co. Westmeath", "N91"), ("Tullamore", "Co. Offaly", "R35"),
    ("Navan", "Co. Meath", "C15"), ("Drogheda", "Co. Louth", "A92"), ("Dundalk", "Co. Louth", "A91"),
    ("Wexford", "Co. Wexford", "Y35"), ("Tralee", "Co. Kerry", "V92"), ("Killarney", "Co. Kerry", "V93"),
    ("Clonmel", "Co. Tipperary", "E91"), ("Naas", "Co. Kildare", "W91"), ("Bray", "Co. Wicklow", "A98"),
    ("Swords", "Co. Dublin", "K67"), ("Dublin", "Co. Dublin", "D08"), ("Dublin", "Co. Dublin", "D12"),
    ("Dublin", "Co. Dublin", "D15"), ("Cavan", "Co. Cavan", "H12"), ("Portlaoise", "Co. Laois", "R32"),
]
STREET_WORDS = [
    "Mill", "Church", "Station", "Park", "Victoria", "Albert", "Queen's", "King's", "Chapel",
    "Orchard", "Meadow", "Willow", "Beech", "Larch", "Rowan", "Hawthorn", "Ash", "Oak", "Elm",
    "Castle", "Bridge", "Market", "Abbey", "Priory", "Grange", "Manor", "Heather", "Linden",
    "Foxglove", "Bracken", "Kestrel", "Curlew", "Harbour", "Quarry", "Tanyard", "Ropewalk",
    "Glebe", "Fairview", "Belmont", "Hillcrest", "Sycamore", "Primrose", "Cedar", "Holly",
]
STREET_TYPES = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way",
                "Gardens", "Terrace", "Court", "Grove", "Place", "Rise", "View", "Walk"]
IE_ESTATE_TYPES = ["Park", "Lawns", "Heights", "Drive", "Grove", "Court", "Close", "Road",
                   "Avenue", "Meadows", "Green", "Terrace", "Crescent", "Way"]
HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Hazel Lodge", "Tigh na Mara", "Lisnagar",
               "Glenview", "The Laurels", "Ivy House", "Brook Cottage", "Cnoc Ard"]

PRACTICE_STEMS = [
    "Elmwood", "Ashgrove", "Riverbank", "Millbrook", "Hawthorn", "Beechcroft", "Kingsmead",
    "Abbeyfield", "Larkhill", "Foxcote", "Willowbrook", "Meadowside", "Castlegate", "Oakfield",
    "Brookside", "Quayside", "Northfield", "Greenhill", "Tanners Lane", "Fernbank",
    "Holywell", "Priory Gate", "Seaview", "Bridgend Road", "Glenmore", "Ardmore",
]
PRACTICE_SUFFIX_UK = ["Surgery", "Medical Centre", "Health Centre", "Family Practice",
                      "Medical Practice", "Group Practice"]
PRACTICE_SUFFIX_IE = ["Medical Practice", "Medical Centre", "Family Practice",
                      "Primary Care Centre", "Surgery", "Health Centre"]

HOSP_UK = [
    "Riverside General Hospital", "St Aldhelm's Hospital", "Northgate Royal Infirmary",
    "Queen's Park University Hospital", "Harbourside Hospital", "Moorview Community Hospital",
    "Castlebridge General Hospital", "Fenwick Royal Hospital", "Westmoor Hospital",
    "St Cuthbert's Community Hospital", "Royal Hallam Infirmary", "Severnvale Hospital",
    "Penrose University Hospital", "Ashby District Hospital", "Greyfriars Hospital",
]
HOSP_IE = [
    "St Finbarr's University Hospital", "Mercy Regional Hospital", "Our Lady of Lourdes General",
    "St Brigid's General Hospital", "University Hospital Shannonside", "Corrib Regional Hospital",
    "St Kevin's Community Hospital", "Midlands Regional Hospital", "Atlantic Bay Hospital",
    "St Columcille's General", "Barrow Valley Hospital", "Slaney General Hospital",
]
HOSP_PRIVATE = ["Beaumont Lodge Clinic", "Hillcrest Private Hospital", "The Lindens Clinic",
                "Blackrock Bay Clinic", "Spire View Hospital"]
WARDS = ["Rowan Ward", "Bluebell Ward", "Kingfisher Unit", "Heron Ward", "St Jude's Ward",
         "Larch Ward", "Oak Unit", "Acute Medical Unit 2", "Willow Ward", "Ash Ward"]
PHARM_STEMS = ["Hillside", "Quayside", "Market Street", "Northgate", "Riverside", "Village",
               "Abbey", "Castle", "Station", "Fairview", "Greenway", "Parkside"]
PHARM_SUFFIX = ["Pharmacy", "Chemist", "Pharmacy", "Pharmacy & Health"]
CARE_HOMES = ["Rowan House Nursing Home", "Larchfield Lodge", "Beechwood Court Care Home",
              "St Anne's Nursing Home", "Heatherbank Care Home", "The Willows Residential Home",
              "Ardnagreine Nursing Home", "Oaklands Care Centre", "Meadowcroft House",
              "Sunnyhill Nursing Home", "Cill Mhuire Nursing Home", "Fernlea Care Home"]
HOSPICES = ["St Columba's Hospice", "Marymount View Hospice", "Primrose Hill Hospice",
            "Thornbury Hospice"]

EMPLOYERS = [
    "Severnside Logistics", "Halden Foods Ltd", "Brightwater Academy", "Kestrel Bus Company",
    "Arden Water", "Marlow & Finch Solicitors", "Corrib Dairies", "Lough Mask Hotel",
    "Dunmore Construction", "Pennine Print Works", "Northway Retail Park", "Caldwell Engineering",
    "Harbour Fish Co-op", "Tinsley Steel", "St Oswald's Primary School", "Glenveagh Meats",
    "Shannon Precision Tools", "Atlas Call Centre", "Greenleaf Garden Centre", "Moorside Farm Supplies",
    "Quayline Ferries", "Bluebell Homecare", "Riverside Leisure Centre", "Copperbeech Accountants",
    "Mallard Taxis", "Westfield Distribution", "Oakridge Secondary School", "Cairn Joinery",
    "Lismore Credit Union", "Tara Mines Services", "Bramble Nursery", "Hollins & Webb Builders",
]
SCHOOLS = ["St Columba's National School", "Brightwater Academy", "Oakridge Secondary School",
           "Scoil Mhuire", "Hillview Primary School", "Castlegate High School",
           "Gaelscoil an Chnoic", "Kingsmead Community College"]
CARE_AGENCIES = ["Bluebell Homecare", "CarePlus Domiciliary", "Helping Hearts Care",
                 "Home Instead Midlands", "Caring Hands Agency", "Comfort Care Services"]
OTHER_ORGS = ["Marlow & Finch Solicitors", "Harrow Lane Housing Association", "Greenlight Insurance",
              "Beacon Advice Centre", "St Mary's Parish Church", "Westbrook Credit Union",
              "Hollybank Football Club", "Mill Road Gym", "Tanner & Co Solicitors",
              "Coastline Housing Trust"]
INSURERS_UK = ["Bupa", "AXA Health", "Aviva Health", "Vitality", "WPA", "Simplyhealth"]
INSURERS_IE = ["VHI", "Laya Healthcare", "Irish Life Health", "Level Health"]

PROFESSIONS = [
    "welder", "bus driver", "HGV driver", "electrician", "plumber", "farmer", "chef",
    "barista", "software developer", "accountant", "care assistant", "postman", "teacher",
    "retail assistant", "warehouse operative", "taxi driver", "hairdresser", "solicitor",
    "civil servant", "joiner", "bricklayer", "nurse", "scaffolder", "mechanic",
    "forklift driver", "cleaner", "security guard", "lorry driver", "fisherman", "baker",
    "carpenter", "delivery driver", "shop manager", "receptionist", "dental nurse",
    "bank clerk", "factory worker", "gardener", "painter and decorator", "roofer",
    "chartered surveyor", "pharmacist", "primary school teacher", "hotel porter",
]
RETIRED_FROM = ["teacher", "miner", "nurse", "postman", "civil servant", "engineer",
                "farmer", "bus driver", "shipyard worker", "dinner lady", "docker",
                "GP receptionist", "bank manager", "police officer", "publican"]
DRIVING_JOBS = ["bus driver", "HGV driver", "taxi driver", "delivery driver", "lorry driver",
                "forklift driver"]

COUNTRIES_ORIGIN = ["Poland", "Lithuania", "Romania", "Nigeria", "Ghana", "India", "Pakistan",
                    "Bangladesh", "Brazil", "Portugal", "Latvia", "Philippines", "Zimbabwe",
                    "Somalia", "Syria", "Ukraine", "South Africa", "Australia", "Canada",
                    "the United States", "Spain", "Italy", "Slovakia", "Sri Lanka"]
# destinations: country, (states/regions), (cities)
TRAVEL = [
    ("Thailand", ["Chiang Mai Province", "Phuket Province"], ["Bangkok", "Chiang Mai", "Krabi"]),
    ("India", ["Kerala", "Rajasthan", "Goa", "Punjab", "Tamil Nadu"], ["Delhi", "Jaipur", "Kochi", "Amritsar"]),
    ("Vietnam", ["Quang Nam Province"], ["Hanoi", "Ho Chi Minh City", "Hoi An"]),
    ("Kenya", ["Rift Valley", "Coast Province"], ["Nairobi", "Mombasa"]),
    ("Tanzania", ["Arusha Region", "Zanzibar"], ["Arusha", "Dar es Salaam"]),
    ("Brazil", ["Bahia", "Amazonas", "Rio de Janeiro State"], ["Salvador", "Manaus"]),
    ("Peru", ["Cusco Region"], ["Lima", "Cusco"]),
    ("Nigeria", ["Lagos State", "Enugu State", "Oyo State"], ["Lagos", "Enugu", "Ibadan"]),
    ("Ghana", ["Ashanti Region", "Volta Region"], ["Accra", "Kumasi"]),
    ("Pakistan", ["Punjab", "Sindh"], ["Lahore", "Karachi", "Mirpur"]),
    ("Bangladesh", ["Sylhet Division"], ["Dhaka", "Sylhet"]),
    ("Indonesia", ["Bali", "West Java"], ["Ubud", "Jakarta"]),
    ("Australia", ["Queensland", "New South Wales", "Victoria"], ["Brisbane", "Sydney", "Cairns"]),
    ("the United States", ["Florida", "California", "New York State"], ["Orlando", "San Diego", "Boston"]),
    ("Canada", ["Ontario", "British Columbia", "Alberta"], ["Toronto", "Vancouver", "Calgary"]),
    ("Uganda", ["Western Region"], ["Kampala", "Fort Portal"]),
    ("Cambodia", ["Siem Reap Province"], ["Phnom Penh", "Siem Reap"]),
    ("Mexico", ["Yucatan", "Quintana Roo"], ["Cancun", "Merida"]),
    ("Sri Lanka", ["Central Province"], ["Colombo", "Kandy"]),
    ("Nepal", ["Gandaki Province"], ["Kathmandu", "Pokhara"]),
    ("Morocco", ["Marrakesh-Safi"], ["Marrakesh", "Fez"]),
    ("Egypt", ["Red Sea Governorate"], ["Hurghada", "Cairo"]),
]
RELATIONS = ["wife", "husband", "daughter", "son", "partner", "mother", "father", "sister",
             "brother", "niece", "nephew", "neighbour", "friend", "granddaughter", "grandson",
             "daughter-in-law", "son-in-law"]
