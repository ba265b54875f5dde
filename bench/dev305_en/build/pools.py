"""Invented pools of names, places and organisations for dev305_en.

All towns, streets, clinics, hospitals, practices, employers and insurers
are invented for this set. States, provinces, regions, counties and
countries are real.
"""

COUNTRIES = ["US", "UK", "AU", "CA", "NZ"]

FIRST_F = [
    "Abigail", "Adaeze", "Aisha", "Alana", "Amelia", "Ana", "Anahera", "Aroha",
    "Beatriz", "Bethany", "Bronwyn", "Camille", "Carys", "Chloe", "Dana",
    "Delphine", "Eilidh", "Eleanor", "Elif", "Esther", "Fatima", "Fiona",
    "Freya", "Georgia", "Greta", "Hana", "Harriet", "Imogen", "Ingrid", "Isla",
    "Jasmine", "Joanne", "Kahurangi", "Katarzyna", "Kiri", "Leilani", "Lena",
    "Lucinda", "Mabel", "Maeve", "Mai", "Malia", "Margot", "Marisol", "Meera",
    "Mereana", "Nadia", "Niamh", "Noor", "Olive", "Paulette", "Priya", "Rachel",
    "Rosalind", "Ruth", "Saoirse", "Selin", "Siobhan", "Sunita", "Tamsin",
    "Tessa", "Thandiwe", "Valentina", "Vivienne", "Xiomara", "Yasmin", "Yuki",
    "Zara", "Zoe", "Deborah", "Kathleen", "Margaret", "Elizabeth", "Patricia",
    "Jennifer", "Katherine", "Susan", "Gwen", "Lorraine", "Pauline", "Renée",
    "Hinemoa", "Talia", "Odette",
]

FIRST_M = [
    "Aarav", "Adebayo", "Alasdair", "Andrés", "Angus", "Arjun", "Ben", "Callum",
    "Cedric", "Connor", "Darius", "Declan", "Dmitri", "Eamon", "Elias", "Emeka",
    "Farid", "Finn", "Gareth", "Hamish", "Hemi", "Hiroshi", "Ibrahim", "Ioane",
    "Isaac", "Jarrah", "Jasper", "Kenji", "Lachlan", "Liam", "Lorenzo", "Luca",
    "Malcolm", "Manaia", "Mateo", "Nikolai", "Niall", "Omar", "Oscar", "Owen",
    "Pita", "Quentin", "Rafael", "Rawiri", "Reuben", "Rhys", "Rohan", "Ronan",
    "Samir", "Sefa", "Silas", "Tamati", "Tane", "Theo", "Tobias", "Tomasz",
    "Viktor", "Wiremu", "Xavier", "Yusuf", "Zane", "William", "Robert", "James",
    "Thomas", "Michael", "Christopher", "Alexander", "Richard", "Joseph",
    "Edward", "Daniel", "Gregory", "Douglas", "Nigel", "Trevor", "Warren",
    "Bruce", "Kwame", "Hugo", "Stellan",
]

NICKNAMES = {
    "William": "Bill", "Robert": "Bob", "James": "Jim", "Thomas": "Tom",
    "Michael": "Mick", "Christopher": "Chris", "Alexander": "Sandy",
    "Richard": "Rick", "Joseph": "Joe", "Edward": "Ted", "Daniel": "Dan",
    "Gregory": "Greg", "Douglas": "Doug", "Elizabeth": "Liz",
    "Margaret": "Peggy", "Patricia": "Trish", "Jennifer": "Jen",
    "Katherine": "Kate", "Susan": "Sue", "Kathleen": "Kath",
    "Deborah": "Debs", "Rosalind": "Ros", "Katarzyna": "Kasia",
    "Nikolai": "Kolya", "Abigail": "Abby", "Eleanor": "Nell",
    "Alasdair": "Ally", "Lachlan": "Lachie", "Hamish": "Hame",
    "Valentina": "Vale", "Lucinda": "Lucy", "Bethany": "Beth",
}

SURNAMES = [
    "Abernathy", "Achterberg", "Adeyemi", "Ainsworth", "Albrecht", "Alcott",
    "Amari", "Anand", "Arkwright", "Ashdown", "Bairstow", "Balogun",
    "Banerjee", "Barraclough", "Beaumont", "Bellamy", "Birtwistle",
    "Blackwood", "Bramwell", "Brennan", "Brightman", "Calloway", "Carmody",
    "Castellano", "Chaudhry", "Chikwanha", "Cho", "Coldwell", "Crane",
    "Cuthbert", "Dalgleish", "Delacroix", "Desai", "Dimitriou", "Dunleavy",
    "Ekwueme", "Ellingham", "Esposito", "Faulkner", "Fenwick", "Ferreira",
    "Fitzgerald", "Foxcroft", "Galloway", "Gathercole", "Gonzaga",
    "Greenhalgh", "Gunawardena", "Halloran", "Haddad", "Hargreaves", "Hakimi",
    "Hatherley", "Henare", "Hollis", "Huang", "Ikeda", "Iredale", "Jablonski",
    "Jovanovic", "Kapoor", "Karaka", "Kavanagh", "Kerrigan", "Kowalczyk",
    "Kumar", "Lachance", "Lambourne", "Larkin", "Leclerc", "Lindqvist",
    "Llewellyn", "Lockhart", "Lomax", "MacAllister", "Mahuika", "Makarov",
    "Marchetti", "Matagi", "McCreadie", "Mendoza", "Merriweather", "Moreau",
    "Mukherjee", "Nakashima", "Nkosi", "Novak", "Nwosu", "O'Callaghan",
    "Okafor", "Oyelaran", "Ozturk", "Pappas", "Parata", "Pemberton",
    "Penhaligon", "Petrov", "Pillai", "Quigley", "Quintero", "Radcliffe",
    "Rahman", "Ravensworth", "Reddy", "Rimmer", "Rosales", "Rutherford",
    "Saavedra", "Sandoval", "Sasaki", "Schofield", "Selwyn", "Sharma", "Soto",
    "Stanhope", "Strachan", "Sutcliffe", "Szabo", "Tahana", "Takahashi",
    "Talbot", "Te Rangi", "Thackeray", "Thorogood", "Tipene", "Toleafoa",
    "Trenwith", "Underwood", "Uzoma", "Valdez", "Van der Merwe", "Vasquez",
    "Vickers", "Wainwright", "Walcott", "Whitlock", "Wickramasinghe",
    "Winterbottom", "Woodhouse", "Xu", "Yeboah", "Yilmaz", "Young",
    "Zielinski", "Zubiri", "Smith", "Brown", "Wilson", "Taylor", "Nguyen",
    "Patel", "Campbell", "Kelly", "Murphy", "Walker", "Roberts", "Clarke",
    "Thompson", "Gillespie", "Oduya", "Fairbairn", "Holloway-Price",
    "St. Clair", "Mackintosh", "Lim", "Tran", "Aumua", "Faleolo",
]

CITIES = {
    "US": ["Brackenford", "Millhaven Falls", "Tarrow Springs", "Pellridge",
           "Corvale", "Wrenfield", "Dunmore Flats", "Ossington Bay", "Quillon",
           "Cedarbrook", "Harlan Point", "Amberlee", "Fallowmere",
           "East Kestrel", "Sorrel Creek", "Linwood Crossing", "Graylock",
           "Marbury Heights", "Ellisport", "Pruett Valley", "Halcyon Ridge"],
    "UK": ["Ashcombe Magna", "Little Thornby", "Kelsworth", "Stainbridge",
           "Fenmarsh", "Upper Wyckham", "Bramsley", "Harwold", "Castle Eddow",
           "Whitlow Cross", "Pennock Bridge", "Saltcote", "Dunhallow",
           "Market Ravensby", "Crowmere", "Elmsfield Regis", "Tolhurst",
           "Glenaird", "Llanwerydd", "Ballykernan"],
    "AU": ["Yarrundi Bay", "Mirrabook", "Tallong Vale", "Kirrabeen",
           "Mount Callender", "Wattlebrae", "Coorawong Heads", "Bellarra Creek",
           "Quorrobin", "Kinkaroo", "Gundaree Point", "Emu Ridge East",
           "Tindarra", "Marlowe Springs", "Bindaroo", "Carrawong Hill"],
    "CA": ["Port Alderwick", "Birch Lake Landing", "Kestrel Bay", "Hollowmere",
           "St-Colomb-sur-Lac", "Tamarack Falls", "Fairhaven Mills",
           "Lower Bracken", "Pinefold", "Marlow Crossing", "Cedar Narrows",
           "Ste-Odile-des-Prés", "Wolverine Flats", "Eastholme",
           "Copper Harbour Ridge"],
    "NZ": ["Waitoropa", "Ruakiwi", "Port Ferrier", "Te Rauhina", "Kaiwhenua",
           "Ōtaramu", "Kōwhai Flat", "Taurima", "Hinewai Springs", "Rangitaupo",
           "Whenuarangi", "Pōhutu Creek", "Kereru Downs", "Tiroroa"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"),
           ("Colorado", "CO"), ("Minnesota", "MN"), ("North Carolina", "NC"),
           ("Arizona", "AZ"), ("Pennsylvania", "PA"), ("Maine", "ME"),
           ("Washington", "WA"), ("Texas", "TX"), ("Wisconsin", "WI"),
           ("Michigan", "MI"), ("Massachusetts", "MA"), ("New Mexico", "NM"),
           ("Iowa", "IA"), ("Georgia", "GA")],
    "UK": [("Somerset", "Somerset"), ("Cumbria", "Cumbria"),
           ("Norfolk", "Norfolk"), ("Devon", "Devon"), ("Lancashire", "Lancs"),
           ("Kent", "Kent"), ("Shropshire", "Shropshire"), ("Fife", "Fife"),
           ("Powys", "Powys"), ("North Yorkshire", "N Yorks")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"),
           ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("Quebec", "QC"), ("New Brunswick", "NB")],
    "NZ": [("Canterbury", "Canterbury"), ("Otago", "Otago"),
           ("Waikato", "Waikato"), ("Northland", "Northland"),
           ("Southland", "Southland"), ("Bay of Plenty", "Bay of Plenty"),
           ("Hawke's Bay", "Hawke's Bay"), ("Taranaki", "Taranaki"),
           ("Manawatū-Whanganui", "Manawatū-Whanganui")],
}

COUNTRY_NAMES = {
    "US": ["USA", "United States"],
    "UK": ["United Kingdom", "UK"],
    "AU": ["Australia"],
    "CA": ["Canada"],
    "NZ": ["New Zealand", "Aotearoa New Zealand"],
}

WORLD = ["Portugal", "India", "the Philippines", "Vietnam", "Samoa", "Tonga",
         "Fiji", "South Africa", "Ireland", "Germany", "Brazil", "Kenya",
         "China", "Japan", "Poland", "Italy", "Mexico", "Chile", "Greece",
         "Sri Lanka", "Nigeria", "Lebanon", "Thailand", "Indonesia", "Peru",
         "Scotland", "Korea", "Cambodia", "Nepal", "Morocco"]
# note: "the" is kept outside the span (see phi.country_piece)

STREET_ROOTS = [
    "Larkspur", "Quarry Bend", "Tamsin", "Halloway", "Copperbeech",
    "Marrowfield", "Wexcombe", "Pellingham", "Saltmarsh", "Juniper Hollow",
    "Kingfisher", "Ravelston", "Brindle", "Harrowby", "Foxglove", "Aldergrove",
    "Tidewater", "Lantern Hill", "Millrace", "Oriel", "Gannet", "Thistledown",
    "Bellbird", "Ironbark", "Moorhen", "Cobblestone", "Wheelwright",
    "Sandpiper", "Heron Ridge", "Old Mill", "Bracken", "Falcon", "Quinton",
    "Rosemoor", "Tuatara", "Wattlebird", "Sprucewood", "Cairnside",
]

STREET_TYPES = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court",
           "Way", "St.", "Ave.", "Rd"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace",
           "Mews", "Rd", "Way"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Avenue", "Highway",
           "Place", "St", "Rd", "Esplanade"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard",
           "Line", "Concession Road", "St.", "Ave"],
    "NZ": ["Road", "Street", "Terrace", "Crescent", "Place", "Drive", "Rd",
           "St", "Esplanade"],
}

UNIT_FORMS = {
    "US": ["Apt {n}", "Suite {n}", "Unit {n}", "#{n}"],
    "UK": ["Flat {n}", "Flat {n}b"],
    "AU": ["Unit {n}", "{n}/"],
    "CA": ["Unit {n}", "Apt. {n}", "Suite {n}"],
    "NZ": ["Flat {n}", "{n}/", "Unit {n}"],
}

CLINIC_ROOTS = [
    "Riverbend", "Tallowood", "Kestrel", "Bluegum", "Harbourlight",
    "Stonecrop", "Fernhill", "Lantern", "Willowmere", "Quiet Water",
    "Copper Pine", "Ashgrove", "Northlight", "Meadowsweet", "True North",
    "Tidal", "Evergreen", "Keystone", "Spindle Tree", "Whitethorn",
    "Open Palm", "Balance Point", "Silver Birch", "Morning Tide", "Greenway",
    "Driftwood", "Lotus Gate", "Red Kite", "Cloudberry", "Pōhutukawa",
]

CLINIC_SUFFIX = {
    "chiro": ["Chiropractic", "Chiropractic Centre", "Spine & Posture",
              "Family Chiropractic", "Chiropractic & Wellness",
              "Spine and Sports Care"],
    "osteo": ["Osteopaths", "Osteopathic Practice", "Osteopathy Clinic",
              "Osteopathic Health", "Osteopathy & Pilates"],
    "acup": ["Acupuncture", "Acupuncture & Chinese Medicine",
             "Acupuncture Clinic", "Traditional Chinese Medicine Centre",
             "Acupuncture and Herbs"],
    "massage": ["Massage Therapy", "Remedial Massage", "Therapeutic Massage",
                "Massage & Bodywork", "Sports Massage Studio"],
    "naturo": ["Naturopathic Clinic", "Natural Health", "Naturopathy",
               "Integrative Naturopathic Medicine", "Herbal Dispensary & Clinic"],
}

HOSPITALS = {
    "US": ["Wrenfield General Hospital", "Cedarbrook Regional Medical Center",
           "St. Amsel's Hospital", "Pruett Valley Medical Center",
           "Graylock Memorial Hospital", "Harlan Point Community Hospital"],
    "UK": ["Kelsworth Royal Infirmary", "Fenmarsh Community Hospital",
           "St Aldric's Hospital", "Stainbridge General Hospital",
           "Crowmere District Hospital", "Queen Isolde Hospital"],
    "AU": ["Mirrabook District Hospital", "Yarrundi Bay Private Hospital",
           "Tallong Vale Base Hospital", "St Bride's Hospital Kirrabeen",
           "Bellarra Creek Health Service", "Carrawong Hill Hospital"],
    "CA": ["Port Alderwick General Hospital", "Hollowmere Health Centre",
           "Tamarack Falls Regional Hospital", "St. Odile Hospital",
           "Eastholme District Hospital"],
    "NZ": ["Waitoropa Hospital", "Ruakiwi Base Hospital",
           "Port Ferrier Hospital", "Te Rauhina Health Centre",
           "Taurima Community Hospital"],
}

GP_FORMS = {
    "US": ["{root} Family Medicine", "{root} Primary Care Associates",
           "{city} Internal Medicine", "{root} Family Health Clinic"],
    "UK": ["{root} Surgery", "{city} Medical Practice", "{root} Health Centre",
           "{street} Road Surgery"],
    "AU": ["{root} Medical Centre", "{city} Family Practice",
           "{root} General Practice", "{city} Medical Group"],
    "CA": ["{root} Family Health Team", "{city} Medical Clinic",
           "{root} Family Practice", "{city} Community Health Centre"],
    "NZ": ["{root} Medical Centre", "{city} Health Centre",
           "{root} Family Doctors", "{city} Medical"],
}

GP_ROOTS = ["Elmgate", "Quarry Lane", "Harbourside", "Parkfield", "Kingsway",
            "Millbrook", "Oakhurst", "Tollgate", "Seaview", "Southgate",
            "Brookvale", "Highcliff", "Westmead Road", "Ferndale",
            "Stanway", "Orchardleigh", "Beacon Hill", "Mayfield Green"]

IMAGING = ["{root} Radiology", "{root} Diagnostic Imaging", "{city} Imaging",
           "{root} X-Ray & Ultrasound", "{city} MRI Centre"]

PHARMACY = ["{root} Pharmacy", "{city} Chemist", "{root} Compounding Pharmacy",
            "{root} Apothecary", "{city} Dispensary"]

EMPLOYERS = [
    "Brightwater Logistics", "Kestrel Timber Co.", "Halloway Plumbing",
    "Copperleaf Bakery", "Marrowfield Construction", "Pelican Point Fisheries",
    "Northgate Software", "Juniper Lane Café", "Blue Ridge Haulage",
    "Greyfriars Accountants", "Ironbark Mining", "Lumen Print Co.",
    "Tidewater Savings Bank", "Saltmarsh Dairy Co-op", "Foxglove Florists",
    "Brindle & Sons Joinery", "Oriel Call Solutions", "Gannet Air Freight",
    "Thistledown Textiles", "Cairnside Quarries", "Moorhen Engineering",
    "Wheelwright Motors", "Sandpiper Childcare", "Falcon Security Services",
    "Rosemoor Hotel Group", "Harrowby Packaging", "Quinton Data Systems",
    "Sprucewood Furniture", "Bellbird Vineyards", "Heron Ridge Golf Club",
    "Tuatara Freightlines", "Millrace Brewing Company", "Aldergrove Council",
    "Larkspur Retail Group", "Old Mill Garden Centre",
]

SCHOOLS = ["Ravelston High School", "Saltmarsh Primary School",
           "St Brannoc's College", "Kingfisher Grammar",
           "Tidewater Community College", "Oriel Park Primary",
           "Heron Ridge Secondary", "Westbrook Montessori"]

CLUBS = ["Fenmarsh Rugby Club", "Kirrabeen Netball Association",
         "Harlan Point Rowing Club", "Ossington Bay Striders",
         "Tamarack Falls Curling Club", "Ruakiwi Waka Ama Club",
         "Pennock Bridge Harriers", "Corvale CrossFit Collective",
         "Bindaroo Surf Life Saving Club", "Eastholme Hockey League"]

INSURERS = {
    "US": ["Alder Mutual Health", "Pinecrest Assurance", "Northstar Benefits",
           "Bluewren Health Plans", "Keystone Casualty", "Summit Ridge Health"],
    "UK": ["Harbourside Health Insurance", "Greenvale Health",
           "Thornleigh Mutual", "Albion Private Medical"],
    "AU": ["Coastline Health Fund", "Wattle Health Fund", "Banksia Health",
           "Southern Reef Mutual"],
    "CA": ["Maplecrest Life", "Northern Lights Benefits",
           "Laurentide Assurance", "Prairie Shield Insurance"],
    "NZ": ["Kōwhai Health Cover", "Tasman Mutual Health",
           "Harakeke Insurance"],
}

MOTOR_INSURERS = {
    "US": ["Highway Mutual Auto", "Roadsure Insurance"],
    "UK": ["Roadsure Insurance", "Crossways Motor Insurance"],
    "AU": ["Roadsure CTP", "Redgum Motor Insurance"],
    "CA": ["Roadsure Insurance", "Trans-Provincial Auto"],
    "NZ": ["Roadsure Insurance", "Highway Mutual"],
}

LAW_FIRMS = ["Hale Dunmore Solicitors", "Whitcombe & Yeo Lawyers",
             "Pellingham Injury Law", "Tarrant Fairley LLP",
             "Oakhurst Legal"]

BUILDINGS = ["Harcourt House", "the Millrace Building", "Kestrel Arcade",
             "Tidewater Plaza", "the Corn Exchange Building", "Oriel Chambers",
             "Bellbird Court", "Pōhutukawa House"]

RELATIONS = ["wife", "husband", "partner", "daughter", "son", "mother",
             "father", "sister", "brother", "friend", "neighbour",
             "grandson", "granddaughter", "flatmate"]

PROFESSIONS = [
    "electrician", "primary school teacher", "truck driver",
    "software developer", "dairy farmer", "barista", "hairdresser",
    "accountant", "warehouse picker", "carpenter", "security officer",
    "dental hygienist", "chef", "bus driver", "landscaper",
    "office administrator", "graphic designer", "shearer", "mechanic",
    "bricklayer", "pharmacist", "violinist", "professional cyclist",
    "call-centre operator", "cleaner", "tiler", "fisherman",
    "veterinary nurse", "real-estate agent", "librarian",
    "forklift operator", "registered nurse", "postal worker", "plasterer",
    "data analyst", "yoga teacher", "sheet-metal worker", "midwife",
    "courier driver", "kindergarten teacher", "welder", "orchardist",
    "aircraft engineer", "checkout operator", "physiotherapy student",
    "sous chef", "paramedic", "scaffolder", "dog groomer", "architect",
]

# occupations that are desk based vs. manual (for realistic narrative)
MANUAL = {"electrician", "truck driver", "dairy farmer", "warehouse picker",
          "carpenter", "landscaper", "shearer", "mechanic", "bricklayer",
          "cleaner", "tiler", "fisherman", "forklift operator", "plasterer",
          "sheet-metal worker", "courier driver", "welder", "orchardist",
          "scaffolder", "postal worker"}

# employers by occupation group (all invented)
EMPLOYER_GROUPS = [
    (("yoga teacher",), ["Lotus Flow Yoga Studio"]),
    (("teacher",), SCHOOLS),
    (("electrician", "carpenter", "bricklayer", "plasterer", "tiler", "scaffolder", "welder", "sheet-metal worker", "landscaper"),
     ["Marrowfield Construction", "Brindle & Sons Joinery", "Halloway Plumbing", "Moorhen Engineering", "Cairnside Quarries", "Ironbark Mining"]),
    (("truck driver", "courier driver", "bus driver", "forklift operator", "warehouse picker", "postal worker"),
     ["Brightwater Logistics", "Blue Ridge Haulage", "Tuatara Freightlines", "Gannet Air Freight", "Harrowby Packaging"]),
    (("barista", "chef", "sous chef"), ["Juniper Lane Café", "Copperleaf Bakery", "Rosemoor Hotel Group", "Millrace Brewing Company"]),
    (("dairy farmer", "shearer", "orchardist", "fisherman"), ["Saltmarsh Dairy Co-op", "Bellbird Vineyards", "Pelican Point Fisheries", "Kestrel Timber Co."]),
    (("software developer", "accountant", "office administrator", "graphic designer", "data analyst", "call-centre operator",
      "real-estate agent", "architect", "librarian"),
     ["Northgate Software", "Greyfriars Accountants", "Quinton Data Systems", "Oriel Call Solutions", "Lumen Print Co.",
      "Tidewater Savings Bank", "Aldergrove Council", "Larkspur Retail Group", "Thistledown Textiles"]),
    (("hairdresser",), ["Halo Hair Studio", "Cut & Colour Collective"]),
    (("cleaner",), ["Sparkle Commercial Cleaning", "Rosemoor Hotel Group"]),
    (("checkout operator",), ["Larkspur Retail Group", "Old Mill Garden Centre"]),
    (("dog groomer",), ["Pawfect Grooming Parlour"]),
    (("mechanic",), ["Wheelwright Motors"]),
    (("violinist",), ["Tidewater Symphony Orchestra"]),
    (("professional cyclist",), ["Team Red Kite Racing"]),
    (("security officer",), ["Falcon Security Services"]),
    (("aircraft engineer",), ["Gannet Air Freight"]),
    (("sheet-metal worker",), ["Moorhen Engineering"]),
]
HEALTH_JOBS = ("registered nurse", "midwife", "paramedic", "pharmacist", "dental hygienist", "veterinary nurse", "physiotherapy student")
HEALTH_EMPLOYERS = ["Kingfisher Veterinary Group", "Tidewater Community College", "Harbourlight Dental", "Greenway Community Pharmacy"]
