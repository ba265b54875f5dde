"""Invented pools for dev293_en.  Every surname stem, street, town, practice,
hospital and organisation here was made up for this set; real states,
provinces, regions and countries are used as they are."""

FIRST_M = [
    "Aaron", "Abdul", "Adrian", "Ahmed", "Alastair", "Alan", "Amrit", "Andre",
    "Angus", "Anton", "Arjun", "Barry", "Benedict", "Bernard", "Bradley",
    "Brendan", "Callum", "Carl", "Cathal", "Cedric", "Chidi", "Christopher",
    "Ciaran", "Colm", "Conor", "Craig", "Curtis", "Damian", "Darnell", "Declan",
    "Dennis", "Desmond", "Dmitri", "Donal", "Duncan", "Eamon", "Emeka", "Ethan",
    "Euan", "Farid", "Fergal", "Finn", "Gareth", "Gerard", "Glen", "Gordon",
    "Graham", "Harvey", "Hamish", "Hugo", "Imran", "Isaac", "Jamal", "Jarrod",
    "Javier", "Jerome", "Joaquin", "Jonah", "Kai", "Keith", "Kenji", "Kieran",
    "Kwame", "Lachlan", "Leon", "Luca", "Malcolm", "Marcus", "Mateo", "Mitchell",
    "Nathaniel", "Neville", "Niall", "Nikhil", "Oisin", "Omar", "Owen", "Pascal",
    "Piotr", "Quentin", "Rafael", "Rhys", "Rohan", "Ronan", "Ruben", "Rupert",
    "Samir", "Seamus", "Stellan", "Tariq", "Terrence", "Tobias", "Trevor",
    "Vikram", "Wade", "Warren", "Wesley", "Yusuf", "Zane", "Zoltan",
]

FIRST_F = [
    "Abigail", "Adaeze", "Agnes", "Aideen", "Aisling", "Alana", "Amara",
    "Amelia", "Anjali", "Annika", "Aoife", "Beatrice", "Bernadette", "Bronwyn",
    "Camille", "Carmel", "Cerys", "Chantelle", "Claudia", "Colette", "Dana",
    "Deirdre", "Delphine", "Dominika", "Eileen", "Elif", "Elspeth", "Esme",
    "Fatima", "Fiona", "Freya", "Gemma", "Georgina", "Gwen", "Hana", "Harriet",
    "Imogen", "Ines", "Isla", "Jasmin", "Joanna", "Kalinda", "Kaveri", "Keeley",
    "Kirsty", "Lakshmi", "Leanne", "Lorna", "Lucia", "Maeve", "Mairead",
    "Marisol", "Mei", "Moira", "Nadia", "Naomi", "Niamh", "Noreen", "Olwen",
    "Orla", "Paloma", "Petra", "Philippa", "Priya", "Rachael", "Rosalind",
    "Ruth", "Saoirse", "Selina", "Shona", "Siobhan", "Sunita", "Tamsin",
    "Tanisha", "Theresa", "Ursula", "Valentina", "Vanessa", "Wendy", "Yasmin",
    "Yvonne", "Zainab", "Zofia", "Bethan", "Carys", "Dympna", "Greer", "Hollie",
]

SURNAMES = [
    "Ashcombe", "Abernethy-Rourke", "Adeyemi-Clarke", "Allardyce", "Amberley",
    "Ardagh", "Arkwell", "Ballantry", "Barrowclough", "Beckwith", "Bellfield",
    "Blenkiron", "Bowditch", "Brackenbury", "Brannigan", "Brightwater",
    "Broadhurst", "Calloway", "Carmody", "Castellane", "Chatterjee-Holt",
    "Chowdry", "Clerkin", "Coldwell", "Colquhoun", "Coverdale", "Cranshaw",
    "Culleton", "Dalgetty", "Danforth", "Darrowby", "Delacourt", "Derrane",
    "Dinsmore", "Dunleavy", "Dworak", "Eastwick", "Elphick", "Enright",
    "Fairbairn", "Falconer", "Farquhar", "Fennimore", "Fitzallen", "Flanagan",
    "Forsythe", "Garroway", "Gethin", "Gillander", "Glenister", "Goldthorpe",
    "Greaves", "Gunnarsen", "Hallworth", "Hambleton", "Harkin", "Hartigan",
    "Haverstock", "Hegarty", "Hollinrake", "Honeywell", "Hurlstone", "Ibekwe",
    "Ingleby", "Iyer-Monk", "Jardine", "Jessop", "Kavanagh", "Kealey",
    "Kettleborough", "Kilbride", "Kowalczyk", "Lafferty", "Langridge",
    "Larkspur", "Latchford", "Leadbetter", "Lindqvist", "Loftus", "Lonergan",
    "Lovibond", "Macaskill", "Madigan", "Mahalingam", "Mallender", "Marchbank",
    "Mayhew", "McCorquodale", "McGarrigle", "McIlwraith", "Menzies-Hart",
    "Merriweather", "Mockridge", "Moncrieff", "Mulcahy", "Nakagawa-Reid",
    "Nettleship", "Nwachukwu", "Oakenfold", "O'Callaghan", "O'Dwyer",
    "Okonkwo", "Oldroyd", "Ormerod", "Pemberton-Vale", "Penhaligon",
    "Pettigrew", "Pickersgill", "Quarrie", "Quartermaine", "Rafferty",
    "Ravensworth", "Redfearn", "Rintoul", "Rowbotham", "Ruthven", "Sandilands",
    "Scarisbrick", "Sedgwick", "Sheehy", "Shillingford", "Sivaraman",
    "Skeffington", "Slattery", "Sowerby", "Stainthorpe", "Strachan",
    "Sutcliffe-Ng", "Tallentire", "Tamburini", "Thackeray", "Thistlethwaite",
    "Tierney", "Trelawney", "Tremayne", "Truscott", "Underhill", "Valdivia",
    "Vandermeer", "Varghese", "Wadsworth", "Wainwright", "Walmsley",
    "Warburton", "Whitelaw", "Wickramasinghe", "Winterbottom", "Wolstenholme",
    "Wrigglesworth", "Yardley", "Youngblood", "Zabrowski", "Zeller-Moss",
    "Achterberg", "Baptiste", "Castillo-Reyes", "Delgado-Finch", "Estrada",
    "Fonseca", "Grzelak", "Haddad", "Hussaini", "Jablonski", "Karimi",
    "Lindgren", "Mbeki-Shaw", "Nowicki", "Oyelaran", "Papadakis", "Quraishi",
    "Rasmussen", "Santangelo", "Takahara", "Urquhart", "Vasquez-Lowe",
    "Whitcombe", "Xiong", "Yilmazer", "Zamora", "Duquesne", "Tremblay-Roy",
    "Gagnon-Hale", "Bouchard-Lyle", "Lavallee", "Pelletier-Dunn",
]

NICKNAMES = {
    "Christopher": "Chris", "Nathaniel": "Nat", "Bernard": "Bernie",
    "Terrence": "Terry", "Gerard": "Gerry", "Desmond": "Des", "Dennis": "Den",
    "Malcolm": "Mal", "Abigail": "Abby", "Philippa": "Pippa",
    "Beatrice": "Bea", "Georgina": "Gina", "Rosalind": "Ros",
    "Valentina": "Val", "Bernadette": "Bernie", "Theresa": "Tess",
    "Elspeth": "Elsie", "Harriet": "Hattie",
}

STREET_STEMS = [
    "Alderbrook", "Ashgrove", "Badgers Holt", "Barleycroft", "Beacon Hill",
    "Birchfield", "Blackthorn", "Bramblewood", "Briar Ridge", "Brookmead",
    "Cairnhill", "Calder Vale", "Chantry", "Cherrytree", "Clover Bank",
    "Copperbeech", "Coronet", "Crowsnest", "Dovecote", "Eastfield",
    "Elmsworth", "Fernside", "Foxglove", "Gallowgate", "Glenmoray",
    "Goldcrest", "Greenbank", "Hawthorn Rise", "Heatherlea", "Hollybush",
    "Juniper", "Kestrel", "Kingfisher", "Larkhill", "Laurelwood", "Linnet",
    "Lowther", "Maple Leaf", "Marigold", "Meadowsweet", "Millrace", "Moorcroft",
    "Nightingale", "Northgate", "Oakapple", "Orchard", "Osprey", "Pennyroyal",
    "Pinecrest", "Quarry Bank", "Ravenscar", "Redwing", "Ridgeway", "Rookery",
    "Rosemount", "Saltire", "Sandpiper", "Silverdale", "Skylark", "Sorrel",
    "Stonechat", "Sunnybank", "Swallowfield", "Tanners", "Thornbury",
    "Tidewater", "Upper Mill", "Wagtail", "Waterside", "Wellspring",
    "Westbourne", "Wheatsheaf", "Whinmoor", "Willowbrook", "Windmill",
    "Wren", "Yarrow", "Yewtree",
]

STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive",
           "Gardens", "Way", "Terrace", "Grove", "Court"],
    "IE": ["Road", "Park", "Lawn", "Grove", "Avenue", "Heights", "Crescent",
           "Drive", "Close", "View"],
    "US": ["St", "Ave", "Blvd", "Dr", "Ln", "Rd", "Ct", "Way", "Street",
           "Avenue", "Drive", "Pkwy"],
    "AU": ["St", "Rd", "Pde", "Cres", "Ave", "Ct", "Street", "Road", "Drive",
           "Close", "Place"],
    "CA": ["St", "Ave", "Rd", "Cres", "Dr", "Blvd", "Street", "Avenue",
           "Court", "Way"],
}

FLAT_FORMS = {
    "UK": ["Flat {n}", "Flat {n}", "Apartment {n}"],
    "IE": ["Apt {n}", "Apartment {n}"],
    "US": ["Apt {n}", "Unit {n}", "Apt. {n}", "#{n}"],
    "AU": ["Unit {n}", "{n}/"],
    "CA": ["Unit {n}", "Apt {n}", "Suite {n}"],
}

TOWNS = {
    "UK": ["Harbridge", "Kestrelford", "Ashwick Green", "Thornley Cross",
           "Melbury Vale", "Oakhampstead", "Caddington Wells", "Swalecombe",
           "Pennington Magna", "Brackwater", "Stanmoor", "Ellisfield",
           "Hollinsby", "Wrexley", "Saltmere Ferry", "Crayley Hythe",
           "Dunmorrow", "Glenarrick", "Kirkmallen", "Llanferris", "Pontyrhos",
           "Ballyrowan", "Carrickbrae", "Lowestone", "Marlcombe", "Westerleigh"],
    "IE": ["Kilcarra", "Ballinmorrow", "Drumcullen", "Carrigvane",
           "Rathgowan", "Tullyvarn", "Knockardagh", "Castlemoyle",
           "Inishvarra", "Clonmarra", "Ardnashee", "Glenfarragh",
           "Lisnavane", "Moneyglen", "Dromahane Bridge", "Ballycorrib"],
    "US": ["Cedar Hollow Gap", "Marlow Springs", "East Pellham", "Granger Falls",
           "Ridgeport", "Whitlow Prairie", "Fairhaven Junction", "Maple Tarn",
           "New Castleton", "Brookside Heights", "Pruitt City", "Sandy Ford",
           "Harlan Grove", "Lake Ossington", "Millbrae Crossing", "Tillmanton",
           "Copper Ridge", "West Auberry", "Crescent Valley", "Dorsettville"],
    "AU": ["Wattle Creek", "Port Camberley", "Mount Ellery", "Brindabella Flats",
           "Kookaburra Bay", "Yarrabin", "Gundaroo Springs", "Tallowood",
           "Bellbird Heights", "Currawin Vale", "Quollbrook Park", "Emu Flats West",
           "Wirrinda", "Coolabah Ridge", "Merrigum Lakes"],
    "CA": ["Lakeshore Bay", "Pinehollow Crossing", "Maplecrest", "Fort Ashmore",
           "Riverbend Flats", "North Tamarack", "Cedarhurst Vale", "Port Kessel",
           "Saint-Aubin-des-Pins", "Glenmarra Landing", "Beaverdam Mills",
           "Stoney Reach", "Whitgull Cove", "Trout Lake Crossing"],
}

UK_REGIONS = ["England", "England", "England", "England", "Scotland",
              "Wales", "Northern Ireland"]
UK_TOWNS_BY_REGION = {
    "Scotland": ["Dunmorrow", "Glenarrick", "Kirkmallen"],
    "Wales": ["Llanferris", "Pontyrhos"],
    "Northern Ireland": ["Ballyrowan", "Carrickbrae"],
}

US_STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Texas", "TX"),
             ("California", "CA"), ("New York", "NY"), ("Georgia", "GA"),
             ("Michigan", "MI"), ("Oregon", "OR"), ("Arizona", "AZ"),
             ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Colorado", "CO"),
             ("Tennessee", "TN"), ("Virginia", "VA"), ("Minnesota", "MN"),
             ("Missouri", "MO"), ("Kentucky", "KY"), ("Iowa", "IA")]
US_ZIP_PREFIX = {"OH": "43", "PA": "17", "TX": "75", "CA": "95", "NY": "13",
                 "GA": "30", "MI": "48", "OR": "97", "AZ": "85", "NC": "27",
                 "WI": "53", "CO": "80", "TN": "37", "VA": "22", "MN": "55",
                 "MO": "64", "KY": "40", "IA": "50"}

AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"),
             ("Queensland", "QLD", "4"), ("South Australia", "SA", "5"),
             ("Western Australia", "WA", "6"), ("Tasmania", "TAS", "7")]

CA_PROVINCES = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"),
                ("Alberta", "AB", "T"), ("Nova Scotia", "NS", "B"),
                ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
                ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A")]

UK_POST_AREAS = ["HB", "KF", "AW", "TX", "MV", "OK", "CW", "SW", "PM", "BW",
                 "ST", "EF", "HL", "WX", "SF", "CH", "DM", "GK", "LF", "PY",
                 "BT", "LW", "MC", "WL"]
IE_ROUTING = ["A92", "D16", "H91", "T12", "V94", "X35", "F26", "R32", "P31",
              "K67", "W23", "Y35"]

PRACTICE_FORMS = {
    "UK": ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre",
           "The {s} Practice", "{s} Group Practice", "{s} Medical Centre"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Centre",
           "{s} GP Clinic"],
    "US": ["{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine",
           "{s} Occupational Health Clinic", "{s} Medical Group"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} General Practice",
           "{s} Medical Clinic"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Family Practice",
           "{s} Community Health Centre"],
}

HOSPITAL_FORMS = {
    "UK": ["{t} General Hospital", "{t} Royal Infirmary", "St {x}'s Hospital",
           "{s} Community Hospital", "{t} District General Hospital",
           "Queen {q} Hospital"],
    "IE": ["{t} University Hospital", "St {x}'s General Hospital",
           "{t} Regional Hospital", "Our Lady of {s} Hospital"],
    "US": ["{t} Medical Center", "{s} Regional Medical Center",
           "St. {x} Hospital", "{s} Memorial Hospital", "{t} Community Hospital"],
    "AU": ["{t} Base Hospital", "{s} Private Hospital", "{t} Hospital",
           "St {x}'s Hospital", "{s} Health Service"],
    "CA": ["{t} General Hospital", "{s} Health Sciences Centre",
           "St. {x}'s Hospital", "{s} Regional Health Centre"],
}
SAINTS = ["Aldric", "Aelred", "Kenelm", "Ermengild", "Tudwal", "Gwenllian",
          "Hilarion", "Wendreda", "Leofric", "Oswin", "Petroc", "Werburgh",
          "Frideswide", "Ninnoc", "Eanswythe"]
QUEENS = ["Adela", "Isolde", "Matilda", "Rowena", "Sibylla", "Ermintrude"]

WARDS = ["Larch Ward", "Heron Ward", "Ward 7B", "Kingfisher Unit",
         "Bluebell Ward", "Ward 12", "Aspen Ward", "Sycamore Ward", "Ward 4A",
         "Curlew Ward", "Willow Unit", "Ward C3"]

OPTICIAN_FORMS = ["{s} Opticians", "{s} Eyecare", "{s} Optometrists",
                  "{s} Vision Centre", "{s} Eye Clinic", "{s} Optical"]
ASSESS_FORMS = ["{s} Driver Assessment Centre", "{s} Mobility Centre",
                "{s} Driving Assessment Service", "{s} Driver Rehabilitation Service",
                "{s} Drive Ability Clinic"]
SLEEP_FORMS = ["{s} Sleep Centre", "{s} Sleep Disorders Clinic",
               "{s} Respiratory and Sleep Clinic"]
PHARMACY_FORMS = ["{s} Pharmacy", "{s} Chemists", "{s} Community Pharmacy"]

EMPLOYER_FORMS = {
    "UK": ["{s} Haulage Ltd", "{s} Coaches", "{s} Logistics Ltd",
           "{s} Bus Company", "{s} Freight Services", "{s} Removals",
           "{s} Building Supplies", "{s} Dairies", "{s} Parcel Express"],
    "IE": ["{s} Transport Ltd", "{s} Coaches", "{s} Freight", "{s} Hauliers",
           "{s} Agri Supplies", "{s} Bus Hire"],
    "US": ["{s} Freight Lines", "{s} Transit Inc", "{s} Trucking LLC",
           "{s} Express", "{s} Logistics Inc", "{s} School Transportation",
           "{s} Paving Co"],
    "AU": ["{s} Transport Pty Ltd", "{s} Logistics", "{s} Coachlines",
           "{s} Haulage", "{s} Mining Services", "{s} Couriers"],
    "CA": ["{s} Transport Ltd", "{s} Freightways", "{s} Transit",
           "{s} Carriers Inc", "{s} Logging Ltd", "{s} Courier"],
}
TAXI_FORMS = ["{s} Cabs", "{s} Private Hire", "{s} Taxis", "{s} Cars",
              "{s} Executive Travel", "{s} Radio Taxis"]
INSURER_FORMS = ["{s} Mutual Insurance", "{s} Motor Insurance", "{s} Assurance",
                 "{s} Insurance Group", "{s} General Insurance"]
LAW_FORMS = ["{a} & {b} Solicitors", "{a} {b} LLP", "{a} Law", "{a} & Co Solicitors",
             "{a} {b} Legal"]
SCHOOL_FORMS = ["{s} School of Motoring", "{s} Driving School", "{s} Driver Training"]
COUNCIL_FORMS = ["{t} Borough Council", "{t} District Council", "{t} City Council",
                 "{t} County Council"]
HEALTH_INS = ["{s} Health Plan", "{s} Health Fund", "{s} Benefit Plan",
              "{s} HealthCare"]

LANDMARKS = ["{s} Retail Park", "{s} Leisure Centre", "{s} Shopping Centre",
             "{s} Industrial Estate", "{s} Business Park", "{s} Sports Ground",
             "{s} Park and Ride", "{s} Garden Centre", "{s} Primary School",
             "{s} Community Hall", "{s} Library", "{s} Service Station"]

PROFESSIONS = [
    "HGV driver", "bus driver", "taxi driver", "delivery driver",
    "long-haul truck driver", "school bus driver", "courier", "coach driver",
    "forklift operator", "warehouse operative", "teacher", "electrician",
    "plumber", "farmer", "retired postman", "accountant", "paramedic",
    "sales representative", "carpenter", "chef", "care assistant",
    "security guard", "mechanic", "tram driver", "construction labourer",
    "lecturer", "civil servant", "retail manager", "software developer",
    "landscape gardener", "hairdresser", "quantity surveyor", "estate agent",
    "retired engineer", "dental nurse", "bricklayer", "tanker driver",
    "dump truck operator", "ambulance technician", "rideshare driver",
    "community nurse", "social worker", "shop assistant", "bank clerk",
    "van driver", "tow truck operator", "roofer", "district nurse",
    "retired teacher", "retired farmer", "cleaner", "pharmacist",
]
DRIVING_JOBS = ["HGV driver", "bus driver", "taxi driver", "delivery driver",
                "long-haul truck driver", "school bus driver", "courier",
                "coach driver", "tanker driver", "van driver", "tram driver",
                "rideshare driver", "tow truck operator"]
RELATIVE_JOBS = ["nurse", "teacher", "solicitor", "shop manager", "pharmacist",
                 "carpenter", "civil engineer", "hairdresser", "farmer",
                 "police officer", "bookkeeper", "chef", "bus mechanic", "midwife"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister",
             "brother", "neighbour", "carer", "friend", "mother", "father",
             "son-in-law", "daughter-in-law", "niece", "nephew"]

VEHICLES = ["Toyota Corolla", "Ford Focus", "Vauxhall Astra", "Honda Civic",
            "VW Golf", "Skoda Octavia", "Hyundai i30", "Mazda 3", "Kia Sportage",
            "Nissan Qashqai", "Ford Transit", "Mercedes Sprinter",
            "Toyota Prius", "Subaru Forester", "Chevrolet Silverado",
            "Ford F-150", "Holden Commodore", "Toyota HiLux", "Dodge Ram 2500",
            "Volvo FH", "Scania R450", "Kenworth T680", "Freightliner Cascadia",
            "Alexander Dennis Enviro400", "LEVC TX", "Skoda Superb",
            "Toyota Camry Hybrid", "Peugeot 308", "Renault Kangoo"]

GENERAL_EMPLOYERS = ["{s} Academy", "{s} Primary School", "{s} Engineering Ltd", "{s} Foods", "{s} Construction",
                     "{s} Credit Union", "{s} Hotel", "{s} Garden Services", "{s} Care Home Group", "{s} Electrical",
                     "{s} Joinery", "{s} Accountants", "{s} Dental Practice", "{s} Supermarket", "{s} Plumbing and Heating",
                     "{s} Estate Agents", "{s} Farm Partnership", "{s} Software", "{s} Security Services"]
