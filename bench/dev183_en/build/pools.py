"""Invented name, place and organisation pools for dev183 (UK, Ireland, Australia)."""

MALE = [
    "Alan", "Brian", "Colin", "Derek", "Graham", "Keith", "Malcolm", "Trevor", "Nigel", "Gareth",
    "Stuart", "Ian", "Barry", "Clive", "Dennis", "Geoffrey", "Raymond", "Kenneth", "Alistair", "Rhys",
    "Owen", "Dylan", "Callum", "Liam", "Ciaran", "Padraig", "Eoin", "Declan", "Seamus", "Fergal",
    "Donal", "Tadhg", "Niall", "Cathal", "Diarmuid", "Bartholomew", "Noel", "Mick", "Gerry", "Pat",
    "Bruce", "Wayne", "Darren", "Craig", "Shane", "Lachlan", "Kym", "Brett", "Dale", "Glenn",
    "Stavros", "Giuseppe", "Vito", "Nikos", "Dimitri", "Tuan", "Minh", "Wei", "Jun", "Hamid",
    "Imran", "Tariq", "Rajesh", "Sanjay", "Arjun", "Gurpreet", "Emeka", "Chinedu", "Kwame", "Tomasz",
    "Piotr", "Marek", "Andrzej", "Jonas", "Ravi", "Bilal", "Yusuf", "Hemi", "Mustafa", "Ewan",
]

FEMALE = [
    "Margaret", "Jean", "Pauline", "Sandra", "Glenys", "Brenda", "Lorraine", "Hazel", "Gwen", "Shirley",
    "Linda", "Karen", "Deborah", "Elaine", "Morag", "Fiona", "Isla", "Carys", "Bethan", "Megan",
    "Siobhan", "Aoife", "Niamh", "Orla", "Grainne", "Brid", "Majella", "Noreen", "Eilis", "Sinead",
    "Roisin", "Mairead", "Kathleen", "Bernadette", "Philomena", "Sheila", "Tracey", "Kylie", "Narelle", "Leanne",
    "Sharon", "Raelene", "Tanya", "Michelle", "Chloe", "Jacinta", "Despina", "Maria", "Rosa", "Carmela",
    "Thi", "Lan", "Mei", "Xiu", "Priya", "Sunita", "Anjali", "Farzana", "Nasreen", "Ayesha",
    "Ngozi", "Adaeze", "Abena", "Agnieszka", "Katarzyna", "Ewa", "Lina", "Rangi", "Aroha", "Wendy",
    "Yvonne", "Doreen", "Irene", "Maureen", "Patricia", "Ruth", "Sally", "Heather", "Joan", "Valerie",
]

SURNAMES = [
    "Ashworth", "Bramley", "Cartwright", "Dunmore", "Eccleston", "Fairbairn", "Gilchrist", "Hargreaves",
    "Illingworth", "Jowett", "Kershaw", "Lomax", "Marsden", "Naylor", "Ormerod", "Pickles", "Rawcliffe",
    "Sugden", "Thwaite", "Uttley", "Varley", "Whitworth", "Yeadon", "Pritchard", "Llewellyn", "Prosser",
    "Bevan", "Griffiths", "Maddox", "Cadwallader", "MacAulay", "McCrindle", "Drummond", "Guthrie",
    "Kilbride", "Lennox", "Buchanan", "Ferguson", "Urquhart", "O'Sullivan", "O'Driscoll", "McCarthy",
    "Fitzgerald", "Cronin", "Dineen", "Buckley", "Moynihan", "Kiely", "Mulcahy", "Twomey", "Hegarty",
    "O Briain", "MacGiolla", "Geraghty", "Brennan", "Tierney", "Flanagan", "Costello", "Keane", "Horgan",
    "Lynch", "Devine", "Coughlan", "Foley-Barrett", "Kavanagh", "Nolan", "Doherty", "Gallagher",
    "Beazley", "Tregear", "Cummins", "Hollis", "Pettigrew", "Rowntree", "Saunderson", "Blakeney",
    "Whitlam", "Chifley", "Tasker", "Penberthy", "Polglase", "Trewin", "Kowalczyk", "Nowicki",
    "Wisniewska", "Zielinski", "Papadopoulos", "Karagiannis", "Stathis", "Lombardo", "Ferraro", "De Luca",
    "Russo", "Nguyen", "Tran", "Pham", "Le", "Zhang", "Chen", "Huang", "Wong", "Liu", "Patel", "Sharma",
    "Chaudhry", "Qureshi", "Iqbal", "Rahman", "Hussain", "Begum", "Singh", "Sandhu", "Gill", "Okafor",
    "Adeyemi", "Mensah", "Owusu", "Nwosu", "Okonkwo", "Haddad", "Khoury", "Said", "Te Rangi", "Walker-Smith",
    "Abbott", "Pemberton", "Rasmussen", "Lindqvist", "Halloran", "Sheehy", "Carmody", "Vaughan",
]

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

# (town/suburb, county-or-None, postcode prefixes)
UK_PLACES = [
    ("Leeds", "West Yorkshire", ["LS6", "LS11", "LS17", "LS25"]),
    ("Halifax", "West Yorkshire", ["HX1", "HX3"]),
    ("Harrogate", "North Yorkshire", ["HG1", "HG2"]),
    ("Wakefield", None, ["WF1", "WF2", "WF4"]),
    ("Sheffield", "South Yorkshire", ["S6", "S10", "S35"]),
    ("Preston", "Lancashire", ["PR1", "PR2", "PR5"]),
    ("Burnley", "Lancashire", ["BB10", "BB11"]),
    ("Stockport", None, ["SK2", "SK4", "SK7"]),
    ("Wigan", None, ["WN1", "WN3"]),
    ("Newcastle upon Tyne", None, ["NE4", "NE6", "NE15"]),
    ("Gateshead", None, ["NE8", "NE9"]),
    ("Durham", "County Durham", ["DH1", "DH7"]),
    ("Middlesbrough", None, ["TS1", "TS5"]),
    ("Swansea", None, ["SA1", "SA2", "SA6"]),
    ("Llanelli", "Carmarthenshire", ["SA14", "SA15"]),
    ("Cardiff", None, ["CF5", "CF14", "CF23"]),
    ("Pontypridd", None, ["CF37"]),
    ("Plymouth", "Devon", ["PL2", "PL4", "PL6"]),
    ("Truro", "Cornwall", ["TR1", "TR4"]),
    ("Bristol", None, ["BS3", "BS7", "BS16"]),
    ("Norwich", "Norfolk", ["NR2", "NR5"]),
    ("Ipswich", "Suffolk", ["IP1", "IP4"]),
    ("Leicester", "Leicestershire", ["LE2", "LE4"]),
    ("Derby", "Derbyshire", ["DE1", "DE22"]),
    ("Stoke-on-Trent", "Staffordshire", ["ST3", "ST4"]),
    ("Wolverhampton", None, ["WV3", "WV10"]),
    ("Birmingham", None, ["B14", "B23", "B31"]),
    ("Coventry", None, ["CV2", "CV6"]),
    ("Oxford", "Oxfordshire", ["OX3", "OX4"]),
    ("Reading", "Berkshire", ["RG1", "RG30"]),
    ("Brighton", "East Sussex", ["BN1", "BN2"]),
    ("Maidstone", "Kent", ["ME14", "ME15"]),
    ("Croydon", None, ["CR0", "CR7"]),
    ("Walthamstow", None, ["E17"]),
    ("Glasgow", None, ["G11", "G32", "G51"]),
    ("Paisley", "Renfrewshire", ["PA1", "PA3"]),
    ("Dundee", None, ["DD3", "DD4"]),
    ("Inverness", "Highland", ["IV2", "IV3"]),
    ("Belfast", "County Antrim", ["BT6", "BT9", "BT14"]),
    ("Lisburn", "County Antrim", ["BT27", "BT28"]),
]

IE_PLACES = [
    ("Ballincollig", "Co. Cork", ["P31"]), ("Mallow", "Co. Cork", ["P51"]), ("Cork", None, ["T12", "T23"]),
    ("Bandon", "Co. Cork", ["P72"]), ("Tralee", "Co. Kerry", ["V92"]), ("Killarney", "Co. Kerry", ["V93"]),
    ("Limerick", None, ["V94"]), ("Ennis", "Co. Clare", ["V95"]), ("Nenagh", "Co. Tipperary", ["E45"]),
    ("Clonmel", "Co. Tipperary", ["E91"]), ("Waterford", None, ["X91"]), ("Dungarvan", "Co. Waterford", ["X35"]),
    ("Galway", None, ["H91"]), ("Ballinasloe", "Co. Galway", ["H53"]), ("Castlebar", "Co. Mayo", ["F23"]),
    ("Sligo", None, ["F91"]), ("Letterkenny", "Co. Donegal", ["F92"]), ("Athlone", "Co. Westmeath", ["N37"]),
    ("Mullingar", "Co. Westmeath", ["N91"]), ("Tullamore", "Co. Offaly", ["R35"]), ("Naas", "Co. Kildare", ["W91"]),
    ("Navan", "Co. Meath", ["C15"]), ("Drogheda", "Co. Louth", ["A92"]), ("Dundalk", "Co. Louth", ["A91"]),
    ("Swords", "Co. Dublin", ["K67"]), ("Tallaght", "Dublin 24", ["D24"]), ("Rathmines", "Dublin 6", ["D06"]),
    ("Cabra", "Dublin 7", ["D07"]), ("Clondalkin", "Dublin 22", ["D22"]), ("Bray", "Co. Wicklow", ["A98"]),
    ("Wexford", None, ["Y35"]), ("Kilkenny", None, ["R95"]), ("Carlow", None, ["R93"]),
]

IE_PROVINCES = ["Munster", "Leinster", "Connacht", "Ulster"]

AU_PLACES = [
    ("Chermside", "QLD", "4032"), ("Toowoomba", "QLD", "4350"), ("Southport", "QLD", "4215"),
    ("Townsville", "QLD", "4810"), ("Caboolture", "QLD", "4510"), ("Ipswich", "QLD", "4305"),
    ("Parramatta", "NSW", "2150"), ("Penrith", "NSW", "2750"), ("Wollongong", "NSW", "2500"),
    ("Newcastle", "NSW", "2300"), ("Dubbo", "NSW", "2830"), ("Bankstown", "NSW", "2200"),
    ("Wagga Wagga", "NSW", "2650"), ("Liverpool", "NSW", "2170"), ("Footscray", "VIC", "3011"),
    ("Frankston", "VIC", "3199"), ("Geelong", "VIC", "3220"), ("Ballarat", "VIC", "3350"),
    ("Bendigo", "VIC", "3550"), ("Dandenong", "VIC", "3175"), ("Elizabeth", "SA", "5112"),
    ("Mount Gambier", "SA", "5290"), ("Glenelg", "SA", "5045"), ("Joondalup", "WA", "6027"),
    ("Fremantle", "WA", "6160"), ("Bunbury", "WA", "6230"), ("Launceston", "TAS", "7250"),
    ("Devonport", "TAS", "7310"), ("Belconnen", "ACT", "2617"), ("Palmerston", "NT", "0830"),
    ("Alice Springs", "NT", "0870"),
]

AU_STATE_LONG = {"QLD": "Queensland", "NSW": "New South Wales", "VIC": "Victoria", "SA": "South Australia",
                 "WA": "Western Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory",
                 "NT": "Northern Territory"}

STREET_WORDS = [
    "Ashgrove", "Beech", "Mill", "Kingfisher", "Church", "Station", "Hawthorn", "Larkspur", "Meadow",
    "Quarry", "Orchard", "Moorside", "Prospect", "Wellington", "Victoria", "Albert", "Chapel", "Tanner",
    "Heather", "Foxglove", "Coronation", "Spring", "Willow", "Rowan", "Holly", "Brookfield", "Greenhill",
    "Castle", "Abbey", "Ferry", "Harbour", "Curlew", "Sycamore", "Primrose", "Lime Kiln", "Cooper",
]
IE_STREET_WORDS = ["Ardfallen", "Cloghroe", "Knockmore", "Glenview", "Lios Mor", "Carrigmore", "Fairhill",
                   "Rathmore", "Ashbrook", "Dun Emer", "Sli na Mara", "Oakpark", "Woodlawn", "Ballyvolane"]
AU_STREET_WORDS = ["Banksia", "Waratah", "Jacaranda", "Wattle", "Bottlebrush", "Grevillea", "Kookaburra",
                   "Currawong", "Bunya", "Ironbark", "Gympie", "Macquarie", "Flinders", "Hume", "Lorikeet",
                   "Bellbird", "Coolabah", "Tuart", "Yarra", "Mulga"]
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Gardens", "Terrace", "Way",
             "Grove", "Rd", "St", "Cl"]
IE_SUFFIX = ["Park", "Heights", "Lawn", "Road", "Avenue", "Grove", "Drive", "Court", "View", "Rd"]
AU_SUFFIX = ["Street", "Road", "Avenue", "Parade", "Court", "Place", "Crescent", "Drive", "Circuit", "St",
             "Rd", "Ave", "Cct"]

HOSPITALS = {
    "UK": [
        ("St Aldhelm's Hospital", "Leeds"), ("Royal Wexcombe Infirmary", "Bristol"),
        ("Northfleet General Hospital", "Maidstone"), ("Harland Heart and Lung Centre", "Newcastle upon Tyne"),
        ("Queen Adela University Hospital", "Glasgow"), ("Brackenbury Cardiothoracic Centre", "Birmingham"),
        ("Ravensworth Hospital", "Sheffield"), ("Morfa Bay University Hospital", "Swansea"),
        ("Fenwick Royal Infirmary", "Stoke-on-Trent"), ("Castlegate District General Hospital", "Wakefield"),
        ("Tamar Vale Hospital", "Plymouth"), ("Lagan Valley Heart Institute", "Belfast"),
        ("Pennine Moor Hospital", "Burnley"), ("Kingsmere Cardiac Centre", "Harrogate"),
    ],
    "IE": [
        ("St Kieran's University Hospital", "Cork"), ("Mercy Ardnagh Hospital", "Limerick"),
        ("University Hospital Corrib", "Galway"), ("Cairn Hill Private Clinic", "Dublin"),
        ("Our Lady of the Wells Hospital", "Navan"), ("St Colman's Regional Hospital", "Tralee"),
        ("Liffey Vale University Hospital", "Dublin"), ("Suir General Hospital", "Waterford"),
        ("Midland Regional Hospital Athlone", "Athlone"), ("Mater Brendan Private", "Cork"),
    ],
    "AU": [
        ("Royal Jacaranda Hospital", "Brisbane"), ("Prince Albert Heart Hospital", "Sydney"),
        ("Wattle Park Private Hospital", "Adelaide"), ("Eastbrook Hospital", "Melbourne"),
        ("Mount Coot-tha Private", "Brisbane"), ("Nepean Ridge Hospital", "Penrith"),
        ("Swan Coast Hospital", "Perth"), ("Derwent Valley Hospital", "Hobart"),
        ("Coral Sea Base Hospital", "Townsville"), ("Riverina District Hospital", "Wagga Wagga"),
        ("St Gerard's Private", "Melbourne"), ("Top End Health Centre", "Darwin"),
    ],
}

PRACTICES = {
    "UK": ["Elmwood Surgery", "Riverside Medical Practice", "The Laurels Health Centre", "Moorgate Family Practice",
           "Beechcroft Surgery", "Tanhouse Lane Medical Centre", "Abbeymead Group Practice", "Heol Y Bryn Surgery",
           "Kelvinside Medical Practice", "Greenbank Surgery"],
    "IE": ["Main Street Medical Centre", "Glenview Family Practice", "Riverview Medical", "Ardmore Surgery",
           "Castle Street GP Practice", "Quayside Medical Centre", "Ballyvolane Family Doctors", "Shannonside Clinic"],
    "AU": ["Banksia Family Medical", "Bayside GP Clinic", "Ironbark Medical Centre", "Northside Family Practice",
           "Coastal Health Medical Centre", "Wattle Grove Clinic", "Red Gum Medical", "Harbourview GP"],
}

CARE_HOMES = {
    "UK": ["Meadowbank Care Home", "Hollyfield Nursing Home", "Rosedene Residential Home"],
    "IE": ["St Anne's Nursing Home", "Ard Mhuire Care Centre", "Lakeview Nursing Home"],
    "AU": ["Bluegum Aged Care", "Seaview Lodge Aged Care", "Mirrabooka Residential Care"],
}

PHARMACIES = {
    "UK": ["Boothby's Pharmacy", "Greenfield Chemist", "Wellgate Pharmacy"],
    "IE": ["Hickey's Pharmacy Ballincollig", "Murrays Pharmacy", "Quay Pharmacy"],
    "AU": ["Bayside Chemist", "Priceline Plaza Pharmacy", "Corner Apothecary Toowong"],
}

WARDS = {
    "UK": ["Cheselden Ward", "Ward 27", "Hunter Ward", "Harvey Ward", "Ward C4", "Lister Ward", "Ward 32",
           "Melrose Ward", "Bevan Ward", "Ward 8B"],
    "IE": ["St Luke's Ward", "Ward 5B", "St Joseph's Ward", "Brendan Ward", "Ward 3A", "Ita Ward",
           "Cardiothoracic Ward 2", "St Finbarr's Ward"],
    "AU": ["Ward 4E", "Ward 7A", "Ward 9C", "Banksia Ward", "Kookaburra Ward", "Ward 3 North",
           "Wattle Unit", "Ward 6 South"],
}

EMPLOYERS = {
    "UK": ["Northgate Logistics", "Arden Water", "Calder Valley Buses", "Hepworth Tiles Ltd", "Morfa Steel",
           "Pennine Poultry", "Tyne Ferries", "Kershaw & Sons Joinery", "Bramley Academy", "Westgate Co-op"],
    "IE": ["Kerrigan Bros Construction", "Coolmore Dairy Co-op", "Lee Valley Foods", "Dunmanway Mart",
           "St Brigid's National School", "Shannon Aerospace Services", "Corrib Fisheries", "Ballymore GAA Club"],
    "AU": ["Tasman Rail", "Pilbara Iron Haulage", "Sunshine Coast Council", "Riverina Grain Co",
           "Bayside Bowls Club", "Hunter Valley Coal", "Queensland Timber Mills", "Southern Cross Plumbing"],
}

INSURERS = {
    "UK": ["Halberd Health Assurance", "Albion Medical Cover"],
    "IE": ["Emerald Health Insurance", "Cairn Health Cover"],
    "AU": ["Coral Health Fund", "Southern Star Health", "Harbourline Health Fund"],
}

PROFESSIONS_PT = [
    "bricklayer", "HGV driver", "taxi driver", "farmer", "dairy farmer", "primary school teacher",
    "accountant", "electrician", "publican", "fisherman", "coal miner", "plumber", "chef", "solicitor",
    "bus driver", "shop assistant", "carpenter", "postman", "forklift driver", "school caretaker",
    "tiler", "welder", "sheep farmer", "truck driver", "mechanic", "civil servant", "bank clerk",
    "nurse", "hairdresser", "cleaner", "security guard", "painter and decorator", "roofer", "baker",
    "butcher", "steelworker", "cattle farmer", "panel beater", "builder", "IT consultant", "librarian",
    "machinist", "joiner", "scaffolder", "lecturer", "police officer", "firefighter", "sales rep",
    "warehouse operative", "care assistant", "crane operator", "boilermaker", "shearer",
]

PROFESSIONS_REL = [
    "nurse", "teacher", "care worker", "pharmacist", "GP receptionist", "paramedic", "accountant",
    "engineer", "social worker", "hairdresser", "solicitor", "midwife", "physiotherapist", "farmer",
]

COUNTRIES_ABROAD = [
    "Poland", "India", "Pakistan", "Nigeria", "Philippines", "New Zealand", "Spain", "Portugal",
    "Greece", "Italy", "Vietnam", "Lithuania", "South Africa", "Kenya", "Canada", "Malta", "Sri Lanka",
    "Ghana", "Bangladesh", "Lebanon", "Croatia", "Thailand", "Fiji", "Zimbabwe",
]

HOLIDAYS = {
    "UK": ["Christmas", "Christmas Eve", "Boxing Day", "New Year's Day", "Easter", "Easter Monday",
           "May bank holiday", "Bonfire Night"],
    "IE": ["Christmas", "St Stephen's Day", "St Patrick's Day", "Easter", "October bank holiday",
           "New Year's Eve"],
    "AU": ["Christmas", "Boxing Day", "Australia Day", "Anzac Day", "Easter", "King's Birthday",
           "New Year's Day"],
}

RELATIONS_M = ["husband", "son", "brother", "partner", "nephew", "son-in-law", "grandson"]
RELATIONS_F = ["wife", "daughter", "sister", "partner", "niece", "daughter-in-law", "granddaughter"]

# clinician roles (not PHI) with typical post-nominals
CRED_SURG = {"UK": ["FRCS (C-Th)", "FRCS", "FRCS(Ed)", "MD FRCS"], "IE": ["FRCSI", "FRCSI (C-Th)", "MCh FRCSI"],
             "AU": ["FRACS", "MBBS FRACS", "FRACS (Cardiothoracic)"]}
CRED_VASC = {"UK": ["FRCS (Vasc)", "MD FRCS"], "IE": ["FRCSI (Vasc)", "MD FRCSI"], "AU": ["FRACS (Vasc)", "FRACS"]}
CRED_PHYS = {"UK": ["MRCP", "FRCA", "FFICM", "MBChB"], "IE": ["MRCPI", "FCAI", "MB BCh BAO"],
             "AU": ["FANZCA", "FCICM", "FRACP", "MBBS"]}
