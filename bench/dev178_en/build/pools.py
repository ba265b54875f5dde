"""Invented name and place pools for dev178_en (orthopaedics / trauma, UK and Australia).

Every name, place, organisation and hospital below was made up for this set.
Lists only: no randomness here.
"""

MALE_FIRST = [
    "Alan", "Barry", "Callum", "Dominic", "Eamon", "Frederick", "Gareth", "Harvey", "Idris", "Jasper",
    "Keith", "Lachlan", "Mervyn", "Nathaniel", "Oisin", "Percy", "Rhys", "Stanley", "Tobias", "Vikram",
    "Wojciech", "Yusuf", "Zoltan", "Arjun", "Bronson", "Cedric", "Declan", "Ellis", "Fintan", "Gordon",
    "Hamish", "Ivor", "Jarrah", "Kwame", "Leopold", "Mateusz", "Nikos", "Orlando", "Piotr", "Quentin",
    "Raymond", "Sione", "Thanh", "Umar", "Vernon", "Wilfred", "Xavier", "Brendan", "Clive", "Desmond",
    "Ernest", "Fergus", "Graham", "Hugo", "Jonah", "Kieran", "Lionel", "Marcus", "Neville", "Ossie",
]

FEMALE_FIRST = [
    "Agnes", "Beatrix", "Carys", "Delphine", "Edna", "Fiona", "Gwendolyn", "Hazel", "Imogen", "Josephine",
    "Kirsty", "Leonie", "Maud", "Niamh", "Olwen", "Priya", "Rosalind", "Sinead", "Tamsin", "Ursula",
    "Valerie", "Winifred", "Yvonne", "Zofia", "Aroha", "Bronwyn", "Coral", "Dorothy", "Elspeth", "Freya",
    "Gladys", "Harriet", "Ingrid", "Joan", "Kaylee", "Lorna", "Mabel", "Noreen", "Ottilie", "Pauline",
    "Rhiannon", "Sheila", "Thi", "Una", "Vera", "Wendy", "Ayesha", "Bethan", "Clodagh", "Dilys",
    "Esme", "Florence", "Greta", "Heather", "Iris", "Jocelyn", "Kamala", "Lucinda", "Marguerite", "Nerys",
]

SURNAMES = [
    "Ashworth", "Blackledge", "Cartwright", "Dunmore", "Entwistle", "Fairbairn", "Gallagher", "Hargreaves",
    "Illingworth", "Jarvis", "Kowalczyk", "Lindqvist", "Mulligan", "Nwachukwu", "Oldroyd", "Pemberton",
    "Quayle", "Rowbotham", "Sutcliffe", "Thistlethwaite", "Underwood", "Vasquez", "Whitworth", "Yardley",
    "Zielinski", "Acheson", "Brennan", "Chaudhry", "Delaney", "Eastwood", "Fitzgerald", "Grimshaw",
    "Holroyd", "Ibbotson", "Jankowski", "Kavanagh", "Loughlin", "McAllister", "Nguyen", "O'Donoghue",
    "Papadakis", "Rasmussen", "Sandhu", "Tregarthen", "Venables", "Wainwright", "Yeoman", "Abernethy",
    "Bellamy", "Cropper", "Dobrowski", "Elphick", "Fothergill", "Greenhalgh", "Haworth", "Ingram",
    "Kettlewell", "Lomax", "Mistry", "Nolan", "Ormerod", "Pickersgill", "Ramsbottom", "Scanlon",
    "Tran", "Uttley", "Varga", "Wetherall", "Adeyemi", "Bainbridge", "Coulthard", "Dimitriou",
    "Ferrier", "Goldsworthy", "Hennessy", "Iqbal", "Jagger", "Kinloch", "Lockwood", "Mahoney",
    "Naylor", "Osei", "Prendergast", "Riordan", "Stavros", "Threlfall", "Van der Berg", "Whelan",
    "Bramwell", "Costigan", "Drummond", "Egerton", "Fenwick-Lowe", "Gillespie", "Heseltine", "Kaur",
    "Le", "Moorcroft", "Nicholls", "Overend", "Pillai", "Rawnsley", "Smallwood", "Tulloch",
]

UK_PLACES = [
    ("Harrogate", "North Yorkshire", "HG"), ("Keighley", "West Yorkshire", "BD"),
    ("Wakefield", "West Yorkshire", "WF"), ("Stockport", "Greater Manchester", "SK"),
    ("Bolton", "Greater Manchester", "BL"), ("Derby", "Derbyshire", "DE"),
    ("Chesterfield", "Derbyshire", "S"), ("Norwich", "Norfolk", "NR"),
    ("Ipswich", "Suffolk", "IP"), ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"),
    ("Taunton", "Somerset", "TA"), ("Gloucester", "Gloucestershire", "GL"),
    ("Reading", "Berkshire", "RG"), ("Luton", "Bedfordshire", "LU"),
    ("Swansea", "West Glamorgan", "SA"), ("Leeds", "West Yorkshire", "LS"),
    ("Sheffield", "South Yorkshire", "S"), ("Carlisle", "Cumbria", "CA"),
    ("Lancaster", "Lancashire", "LA"), ("Preston", "Lancashire", "PR"),
    ("Dundee", "Angus", "DD"), ("Worcester", "Worcestershire", "WR"),
    ("Shrewsbury", "Shropshire", "SY"), ("Lincoln", "Lincolnshire", "LN"),
    ("Hull", "East Riding of Yorkshire", "HU"), ("Durham", "County Durham", "DH"),
    ("Canterbury", "Kent", "CT"), ("Maidstone", "Kent", "ME"), ("Brighton", "East Sussex", "BN"),
    ("Southampton", "Hampshire", "SO"), ("Salisbury", "Wiltshire", "SP"),
    ("Oxford", "Oxfordshire", "OX"), ("Northampton", "Northamptonshire", "NN"),
    ("Nottingham", "Nottinghamshire", "NG"), ("Stoke-on-Trent", "Staffordshire", "ST"),
    ("Wrexham", "Clwyd", "LL"), ("Skipton", "North Yorkshire", "BD"),
    ("Otley", "West Yorkshire", "LS"), ("Buxton", "Derbyshire", "SK"),
]

UK_VILLAGES = [
    "Little Hessle", "Upper Crossley", "Brackenthwaite", "Nether Amble", "Kirkby Stowe",
    "Long Marden", "Hollins Cross", "Ashby Fold", "East Tarrow", "Sowerby Green",
]

AU_PLACES = [
    ("Footscray", "VIC", "3011"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"),
    ("Bendigo", "VIC", "3550"), ("Frankston", "VIC", "3199"), ("Parramatta", "NSW", "2150"),
    ("Penrith", "NSW", "2750"), ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"),
    ("Dubbo", "NSW", "2830"), ("Wagga Wagga", "NSW", "2650"), ("Toowoomba", "QLD", "4350"),
    ("Cairns", "QLD", "4870"), ("Townsville", "QLD", "4810"), ("Southport", "QLD", "4215"),
    ("Fremantle", "WA", "6160"), ("Joondalup", "WA", "6027"), ("Bunbury", "WA", "6230"),
    ("Glenelg", "SA", "5045"), ("Mount Gambier", "SA", "5290"), ("Launceston", "TAS", "7250"),
    ("Devonport", "TAS", "7310"), ("Hobart", "TAS", "7000"), ("Palmerston", "NT", "0830"),
    ("Alice Springs", "NT", "0870"), ("Belconnen", "ACT", "2617"), ("Tuggeranong", "ACT", "2900"),
    ("Shepparton", "VIC", "3630"), ("Orange", "NSW", "2800"), ("Mackay", "QLD", "4740"),
]

AU_STATE_LONG = {
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "WA": "Western Australia",
    "SA": "South Australia", "TAS": "Tasmania", "NT": "Northern Territory",
    "ACT": "Australian Capital Territory",
}

STREET_BASE = [
    "Mill", "Church", "Station", "Albert", "Kingsley", "Rowan", "Heather", "Orchard", "Hawthorn",
    "Beech", "Lytton", "Marsh", "Quarry", "Canal", "Foundry", "Tannery", "Clifton", "Belmont",
    "Ferndale", "Greystone", "Ashgrove", "Coronation", "Hillcrest", "Cedar", "Larkspur", "Moorside",
    "Pinfold", "Sandringham", "Weaver", "Whinmoor", "Harcourt", "Thornbury", "Ellerby", "Fairholme",
]
STREET_BASE_AU = [
    "Banksia", "Wattle", "Jacaranda", "Bellbird", "Kookaburra", "Lorikeet", "Ironbark", "Boronia",
    "Grevillea", "Bottlebrush", "Currawong", "Mallee", "Paperbark", "Waratah", "Koorinda", "Yarra Glen",
    "Settlers", "Gum Tree", "Bushrangers", "Lighthouse", "Pioneer", "Saltbush", "Coolabah", "Tuart",
]
UK_STREET_TYPES = ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Grove", "Way",
                   "Terrace", "Gardens", "Court", "Rd", "St"]
AU_STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Pde", "Court", "Ct",
                   "Crescent", "Cres", "Drive", "Dr", "Place", "Pl", "Circuit"]
UK_HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Hilltop Farm", "Brook House", "Ivy Lodge"]

# (full name, short form)
UK_HOSPITALS = [
    ("St Aldhelm's Hospital", "SAH"), ("Northgate General Hospital", "NGH"),
    ("Royal Wyvern Infirmary", "RWI"), ("Calderbrook Hospital", "Calderbrook"),
    ("Queen Adela Hospital", "QAH"), ("Marlstone District General Hospital", "MDGH"),
    ("Fenwick Park Hospital", "Fenwick Park"), ("Westmoor Royal Hospital", "WRH"),
    ("Pennine Vale Hospital", "PVH"), ("Harbourside Infirmary", "Harbourside"),
]
AU_HOSPITALS = [
    ("Wattle Grove Hospital", "WGH"), ("Royal Kessington Hospital", "RKH"),
    ("Mount Corrin Base Hospital", "MCBH"), ("Yarrabee District Hospital", "Yarrabee"),
    ("Southbank Private Hospital", "Southbank Private"), ("Bellarine Heads Hospital", "BHH"),
    ("Port Delamere Hospital", "PDH"), ("St Brigid's Hospital", "St Brigid's"),
    ("Eastern Ranges Health Service", "ERHS"), ("Coral Bay Regional Hospital", "CBRH"),
]
UK_WARDS = ["Kingfisher Ward", "Hedley Ward", "Ashdown Ward", "Wren Ward", "Harebell Ward",
            "Bracken Ward", "Curlew Ward", "Stanhope Ward", "Linnet Ward", "Osprey Ward"]
AU_WARDS = ["Banksia Ward", "Waratah Ward", "Kurrajong Ward", "Bluegum Ward", "Melaleuca Ward",
            "Brolga Ward", "Casuarina Ward", "Jarrah Ward", "Spinifex Ward", "Tamarind Ward"]
UK_UNITS = ["Hambledon Unit", "Elmfield Rehabilitation Unit", "Greywell Intermediate Care Unit",
            "Lowther Orthogeriatric Unit", "Ravensworth Day Surgery Unit"]
AU_UNITS = ["Kanangra Rehabilitation Unit", "Sunbury Day Procedure Centre", "Marlin GEM Unit",
            "Wirraway Sub-Acute Unit", "Harbour View Transition Care"]
UK_PRACTICE_STEMS = ["Elm Park", "Riverside", "Bankfield", "Hollybush", "Meadowcroft", "Tanner's Yard",
                     "Moor Lane", "Kirkgate", "Brook Vale", "Castle Mount", "Woodhouse", "Saltaire Road"]
UK_PRACTICE_SUFFIX = ["Surgery", "Medical Practice", "Health Centre", "Group Practice"]
AU_PRACTICE_STEMS = ["Beachside", "Red Hill", "Ridgeway", "Creekside", "Sunnybank", "Lakeview",
                     "Northcote Road", "Gumleaf", "Harbour Street", "Seabreeze", "Kangaroo Flat", "Ocean Grove"]
AU_PRACTICE_SUFFIX = ["Medical Centre", "Family Practice", "Medical Clinic", "GP Clinic"]
UK_CARE_HOMES = ["Oakleigh House Care Home", "Bramblewood Nursing Home", "Seaview Lodge",
                 "The Larches Residential Home", "Fernlea Court Care Home", "Hollins Grange Nursing Home"]
AU_CARE_HOMES = ["Banksia Gardens Aged Care", "Grevillea Lodge", "Sandpiper Residential Aged Care",
                 "Kookaburra Court Nursing Home", "Bayview Manor Aged Care", "Tallowwood Lodge"]
UK_PHARMACIES = ["Greenhill Pharmacy", "Kirkgate Chemist", "Wellbank Pharmacy"]
AU_PHARMACIES = ["Seabreeze Pharmacy", "Red Hill Discount Chemist", "Creekside Pharmacy"]

UK_EMPLOYERS = ["Harcourt Scaffolding Ltd", "Pennine Freight", "Brightwater Primary School",
                "Kestrel Logistics", "Ainsworth & Bell Solicitors", "Moorside Joinery",
                "Calder Valley Buses", "Thornbury Academy", "Westgate Foods", "Lytton Roofing",
                "Northfield Council Highways", "Glenmoor Farms", "Quarry Hill Builders", "Sparrow Cafe"]
AU_EMPLOYERS = ["Coastline Civil Pty Ltd", "Red Gum Roofing", "Bellbird Childcare",
                "Southern Rail Maintenance", "Iron Range Mining", "Saltbush Transport",
                "Harbour Street Cafe", "Mallee Grain Co-op", "Kookaburra Primary School",
                "Bluewater Electrical", "Jacaranda Landscapes", "Tuart Hill Constructions"]
UK_CLUBS = ["Ashby Town RFC", "Kingsway Harriers", "Moorside Netball Club", "Ellerby Cricket Club",
            "Calder Wheelers", "St Wilfrid's Church"]
AU_CLUBS = ["Northside Netball Club", "Bayside Sharks FC", "Coolabah Cricket Club",
            "Red Hill Riders MTB Club", "Surf Point SLSC", "Wattle Park Bowls Club"]
UK_AGENCIES = ["Bluebell Homecare", "Harmony Care at Home", "Castle Mount Support Services"]
AU_AGENCIES = ["CarePlus Community Services", "Gumleaf Home Support", "Bayside In-Home Care"]
UK_INSURERS = ["Kestrel Mutual", "Allbright Insurance", "Pennant Health"]
AU_INSURERS = ["Harbourline Health Fund", "Southern Cross Mutual Fund", "Bluewren Health"]
AU_WORKCOVER = ["WorkSafe Agent Coastline Claims", "Bridgewater Workers Comp", "iCare Partner Norland"]

PROFESSIONS = [
    "scaffolder", "roofer", "electrician", "plasterer", "bricklayer", "HGV driver", "teacher",
    "postman", "farmer", "chef", "joiner", "carpenter", "warehouse operative", "bus driver",
    "accountant", "solicitor", "hairdresser", "care worker", "cleaner", "shop assistant", "plumber",
    "mechanic", "forklift driver", "landscaper", "barista", "police officer", "firefighter",
    "software developer", "kitchen porter", "delivery driver", "labourer", "concreter",
    "dental nurse", "nurse", "librarian", "dairy farmer", "shearer", "miner", "tiler", "courier",
    "machinist", "bank clerk", "graphic designer", "groundsman", "carpet fitter", "lorry driver",
]
RETIRED_PROFESSIONS = [
    "teacher", "coal miner", "nurse", "postmaster", "engineer", "secretary", "bus driver",
    "headmistress", "butcher", "seamstress", "farmer", "police sergeant", "bookkeeper", "docker",
    "mill worker", "publican", "wharfie", "typist", "shopkeeper", "midwife",
]

COUNTRIES_ORIGIN = ["Poland", "Ireland", "India", "Pakistan", "Nigeria", "Greece", "Vietnam",
                    "Italy", "Philippines", "Lithuania", "Jamaica", "Sri Lanka", "Romania",
                    "South Africa", "Fiji", "Malta", "Germany", "Portugal"]
COUNTRIES_TRAVEL = ["Spain", "Portugal", "Thailand", "New Zealand", "Canada", "France", "Greece",
                    "Malaysia", "Japan", "USA", "Cyprus", "Croatia", "Italy"]
LANGUAGES = {"Poland": "Polish", "India": "Punjabi", "Pakistan": "Urdu", "Greece": "Greek",
             "Vietnam": "Vietnamese", "Italy": "Italian", "Philippines": "Tagalog",
             "Lithuania": "Lithuanian", "Romania": "Romanian", "Portugal": "Portuguese",
             "Germany": "German", "Malta": "Maltese"}

LANDMARKS_UK = ["the Corn Exchange", "Victoria Park bandstand", "the Market Cross", "Pinfold Bridge",
                "the Royal Arcade", "Castle Hill steps", "the Old Mill car park", "Kirkgate Market"]
LANDMARKS_AU = ["the Esplanade boat ramp", "Wattle Park skate bowl", "the Queen Street Mall",
                "Lighthouse Point lookout", "Bellbird Falls track", "the Town Hall steps",
                "Pioneer Reserve oval", "Southbank jetty"]
