"""Invented place, site and organisation pools for dev343_en.

Towns, streets, care sites, venues and organisations are invented for this set
(typed by hand or composed from the stems below). Countries, states, provinces,
regions and counties are real, as they must be.
"""

STEMS = [
    "Larkspur", "Ferncliffe", "Rowanhurst", "Hawthorne Lea", "Beechwood", "Kestrel", "Marigold",
    "Holloway Park", "Brackley", "Copperfield", "Danesbury", "Elderbank", "Foxholes", "Glenridge",
    "Heathcote", "Ivyleigh", "Juniper", "Kingsmead", "Lindenfield", "Meadowcroft", "Nettlecombe",
    "Oakenshaw", "Pinfold", "Quarrybank", "Redmarley", "Sandpiper", "Thistledown", "Underwood",
    "Valebrook", "Willowmere", "Yewtree", "Alderley Rise", "Bramblewood", "Cloverdale", "Dovecote",
    "Eastmoor", "Fieldhouse", "Gorsey Bank", "Highfield Lane", "Ironstone", "Jubilee Fields",
    "Kilnhurst", "Lowther", "Mossgiel", "Northgate", "Orchard Vale", "Parkside", "Riverbank",
    "Sycamore", "Tollgate", "Upperthorpe", "Westcliffe", "Wheatsheaf", "Ashgrove", "Blackthorn",
    "Cedarbrook", "Driftwood", "Emberton", "Fairmount", "Greystone", "Harbourview", "Lakemont",
    "Millstream", "Newbridge Vale", "Oldfield", "Prospect Hill", "Ridgeway", "Stonecross",
    "Tanners Row", "Wexcombe", "Bluegum", "Coolibah", "Ironbark", "Kowhai", "Totara", "Rimu",
    "Pohutukawa", "Protea", "Fynbos", "Jacaranda", "Banksia", "Waratah", "Tamarind", "Angsana",
    "Cairnbrook", "Dunlin", "Loughside", "Slievemore", "Glenmullen", "Ardcarn", "Birchbank",
    "Castlehill", "Whinmoor", "Heronsgate", "Merlin", "Plover", "Curlew", "Saltmarsh", "Tidewater",
]

SAINTS = ["Brennan", "Aidan", "Columba", "Finnian", "Oswin", "Wilfrid", "Cuthbert", "Hilda", "Bride",
          "Ita", "Declan", "Kevin", "Mungo", "Ninian", "Gwladys", "Piran", "Jude", "Agatha", "Benedict",
          "Clare", "Dominic", "Gerard", "Jerome", "Luke", "Monica", "Raphael", "Vincent", "Anselm"]

WARD_WORDS = ["Heron", "Kingfisher", "Alder", "Osprey", "Bluebell", "Foxglove", "Nightingale", "Lapwing",
              "Rowan", "Hazel", "Juniper", "Skylark", "Puffin", "Cormorant", "Tern", "Larch", "Kauri",
              "Wattle", "Magpie", "Kookaburra", "Tui", "Weka", "Protea", "Orchid"]

TOWNS = {
    "UK": ["Ashbridge", "Thornley Vale", "Castlemere", "Brackenfield", "Hollinsworth", "Kettlesby",
           "Marrowby", "Netherstowe", "Oakhurst Green", "Pendlebrook", "Ravensholme", "Saltwick",
           "Tarnbury", "Wetherdale", "Cobbleford", "Dunsmere", "Elmsworth", "Fallowmoor", "Gorsebridge",
           "Ludcaster", "Millhaven", "Scarthwaite", "Hebdenby", "Calderholme", "Ormsgill", "Penmarrow",
           "Abercwmlas", "Glenbrechin", "Kilbarran", "Stoneycross"],
    "US": ["Cedar Hollow", "Maple Bluff", "Pinecrest Falls", "Harlan Ridge", "Brookfield Junction",
           "Riverton Heights", "Ashgrove", "Larkin", "Fairhaven Springs", "Kessler City", "Dunmore Valley",
           "Westbury Park", "Oak Prairie", "Greenvale", "Stonebridge", "Clearwater Bend", "Hollister Creek",
           "Wyeth", "Marlow Point", "Copper Gulch", "Sumner Flats", "New Danforth", "Port Lavelle",
           "Elkhorn Ridge", "Bellwood Center"],
    "IE": ["Ballykeeran", "Kilmorrow", "Drumcarrig", "Castlefinan", "Rathmoyle", "Carrigdown",
           "Knockaverry", "Ennisbeg", "Glenmullen", "Clonbrack", "Tullyvarra", "Ardnagross", "Lisduvane",
           "Moyraheen", "Ballinacourty Bridge", "Derrylagh", "Kilcurran", "Annaghmore Cross"],
    "CA": ["Pinegrove", "Lac-Sainte-Odile", "Beaumont Falls", "Cedarvale", "Port Alder",
           "Kettle River Crossing", "Saint-Evariste-de-Beaulac", "Marlowe Bay", "North Tamsin",
           "Birchwood Landing", "Glenmoor", "Riviere-aux-Herons", "Fort Kessel", "Spruce Harbour",
           "New Carradale", "Tamarack Lake"],
    "AU": ["Wattle Creek", "Banksia Heights", "Coolabah Park", "Yarrabend", "Mallee Downs",
           "Ironbark Ridge", "Jacaranda Vale", "Bellbird Springs", "Gumtree Point", "Port Callum",
           "Tallowood", "Murrin Bay", "Emu Flats", "Kooringa Plains", "Warrigal Hill", "Dunbogan Heads",
           "Myall Crossing", "Corella Park"],
    "NZ": ["Kaiwhero", "Te Horowai", "Port Ardlow", "Oruawhiti", "Kahikatea Flat", "Glenavon Downs",
           "Tawhara", "Ngaruawai", "Rangiwhetu", "Matapiko", "Kereru Bay", "Ashcombe Plains",
           "Manuka Point", "Waiparoa"],
    "ZA": ["Kleinvlei Park", "Doringkop", "Umzimvelo", "Mooiwater", "Bergsig", "Sterkrivier",
           "Emthonjeni Park", "Protea Ridge", "Rooiberg Heights", "Esikhaleni West", "Fonteinvale"],
    "SG": [],
}

COUNTIES_UK = ["West Yorkshire", "Lancashire", "Durham", "Staffordshire", "Kent", "Devon", "Cumbria",
               "Nottinghamshire", "Northumberland", "Derbyshire", "Essex", "Norfolk", "Merseyside",
               "Tyne and Wear", "Fife", "Ayrshire", "Gwent", "Cornwall", "South Yorkshire", "Shropshire"]
COUNTIES_IE = ["Cork", "Kerry", "Mayo", "Galway", "Donegal", "Westmeath", "Tipperary", "Limerick",
               "Wexford", "Sligo", "Clare", "Offaly", "Laois", "Kilkenny", "Louth", "Roscommon", "Cavan"]
US_STATES = [("OH", "Ohio"), ("PA", "Pennsylvania"), ("KY", "Kentucky"), ("WV", "West Virginia"),
             ("TN", "Tennessee"), ("MI", "Michigan"), ("IN", "Indiana"), ("NC", "North Carolina"),
             ("GA", "Georgia"), ("TX", "Texas"), ("AZ", "Arizona"), ("CO", "Colorado"),
             ("MN", "Minnesota"), ("WI", "Wisconsin"), ("MO", "Missouri"), ("AL", "Alabama"),
             ("NY", "New York"), ("IL", "Illinois"), ("OR", "Oregon"), ("VA", "Virginia")]
CA_PROVS = [("ON", "Ontario", "KLMNP"), ("BC", "British Columbia", "V"), ("AB", "Alberta", "T"),
            ("MB", "Manitoba", "R"), ("SK", "Saskatchewan", "S"), ("NS", "Nova Scotia", "B"),
            ("NB", "New Brunswick", "E"), ("NL", "Newfoundland and Labrador", "A"),
            ("QC", "Quebec", "GHJ"), ("PE", "Prince Edward Island", "C")]
AU_STATES = [("NSW", "New South Wales", "2"), ("VIC", "Victoria", "3"), ("QLD", "Queensland", "4"),
             ("SA", "South Australia", "5"), ("WA", "Western Australia", "6"), ("TAS", "Tasmania", "7")]
NZ_REGIONS = ["Waikato", "Bay of Plenty", "Canterbury", "Otago", "Southland", "Northland", "Taranaki",
              "Hawke's Bay", "Manawatu-Whanganui", "West Coast", "Gisborne"]
ZA_PROVS = ["Western Cape", "Gauteng", "KwaZulu-Natal", "Eastern Cape", "Free State", "Mpumalanga",
            "Limpopo", "North West", "Northern Cape"]

UK_PC_AREAS = ["LS", "M", "BD", "HX", "WF", "DN", "NE", "SR", "DH", "CA", "PR", "BB", "ST", "DE", "NG",
               "CT", "EX", "PL", "CF", "SA", "KY", "EH", "TS", "HU", "S", "OL", "WN"]
IE_ROUTING = ["T12", "T23", "V94", "H91", "F91", "R95", "X91", "P72", "A91", "N37", "F23", "V92",
              "E91", "Y35", "R32", "D08", "D12", "D24"]

STREET_WORDS = ["Larkspur", "Ferncliffe", "Rowan", "Hawthorn", "Beechwood", "Chandos", "Brackley",
                "Copperfield", "Danesbury", "Elder", "Foxhill", "Glenridge", "Heathcote", "Ivy",
                "Juniper", "Kingsmead", "Linden", "Meadow", "Nettle", "Oak", "Pinfold", "Quarry",
                "Redmarley", "Sandpiper", "Thistle", "Vale", "Willow", "Yew", "Alder", "Bramble",
                "Clover", "Dove", "Colliery", "Mill", "Chapel", "Station", "Church", "Wharf", "Tannery",
                "Orchard", "Prospect", "Ridge", "Harbour", "Lake", "Bluegum", "Coolibah", "Kowhai",
                "Totara", "Rimu", "Protea", "Jacaranda", "Banksia", "Waratah", "Maple", "Cedar",
                "Sumac", "Hickory", "Magnolia", "Sassafras", "Tamarack", "Birch", "Spruce", "Poplar",
                "Lilac", "Primrose", "Cowslip", "Heron", "Curlew", "Lapwing", "Merlin", "Plover"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way", "Terrace", "Grove",
           "Gardens", "Court", "Walk", "Mews", "Rise", "View"],
    "US": ["St", "Ave", "Blvd", "Dr", "Rd", "Ln", "Ct", "Pl", "Way", "Street", "Avenue", "Road", "Pike"],
    "IE": ["Road", "Park", "Avenue", "Grove", "Heights", "Lawn", "Drive", "Court", "View", "Close"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Court", "Trail", "Way"],
    "AU": ["St", "Rd", "Ave", "Cres", "Pde", "Ct", "Dr", "Pl", "Tce", "Street", "Road", "Parade"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Close", "Drive", "Laan", "Straat"],
    "SG": ["Avenue", "Street", "Road", "Drive", "Crescent"],
}
IE_ESTATES = ["Cluain Ard", "Ard na Greine", "Pairc an Mhuilinn", "Cnoc na Si", "Gleann Aluinn",
              "Radharc na Mara", "Bothar na Tra", "Coill Dubh"]
SG_ESTATES = ["Seletar Garden", "Kembangan Vista", "Bukit Jernang", "Sengkang Rise", "Punggol Mutiara",
              "Jurong Kaya", "Tampenis Permai", "Yishun Cahaya", "Bedok Serene"]

HOSP_PATTERNS = {
    "UK": ["{town} General Hospital", "{town} Royal Infirmary", "{town} Community Hospital",
           "St {saint}'s Hospital", "{stem} Health Centre", "{town} Victoria Hospital", "{town} District Hospital"],
    "US": ["{town} Regional Medical Center", "{stem} Memorial Hospital", "St. {saint} Medical Center",
           "{town} Community Hospital", "{stem} Health System", "{town} VA Medical Center"],
    "IE": ["{town} University Hospital", "St {saint}'s Hospital", "{town} General Hospital",
           "{town} Regional Hospital", "{stem} Primary Care Centre", "{town} Community Nursing Unit"],
    "CA": ["{town} General Hospital", "Hopital Sainte-{saint}", "{stem} Health Centre",
           "{town} District Hospital", "{stem} Regional Health Centre", "{town} Memorial Hospital"],
    "AU": ["{town} Hospital", "{town} District Hospital", "{stem} Community Health Centre",
           "{stem} Private Hospital", "{town} Base Hospital", "{town} Health Service"],
    "NZ": ["{town} Hospital", "{stem} Health Centre", "{town} Base Hospital", "{stem} Community Hospital"],
    "ZA": ["{town} Hospital", "{stem} Private Hospital", "{stem} Community Health Centre", "{town} Provincial Hospital"],
    "SG": ["{stem} General Hospital", "{stem} Community Hospital", "{stem} Polyclinic", "{stem} Medical Centre"],
}
GP_PATTERNS = {
    "UK": ["{stem} Surgery", "{stem} Medical Practice", "{stem} Medical Centre", "The {stem} Practice",
           "{stem} Health Centre", "{stem} Group Practice"],
    "US": ["{stem} Family Medicine", "{stem} Primary Care", "{stem} Internal Medicine Associates",
           "{town} Family Health Clinic", "{stem} Medical Group"],
    "IE": ["{stem} Medical Centre", "{stem} Family Practice", "{town} Health Centre", "{stem} Surgery"],
    "CA": ["{stem} Family Health Team", "{stem} Medical Clinic", "{town} Family Practice", "Clinique {stem}"],
    "AU": ["{stem} Medical Centre", "{stem} Family Practice", "{town} Medical Clinic", "{stem} General Practice"],
    "NZ": ["{stem} Medical Centre", "{town} Health Centre", "{stem} Family Doctors"],
    "ZA": ["{stem} Family Practice", "{stem} Medical Centre", "{town} Clinic"],
    "SG": ["{stem} Family Clinic", "{stem} Medical Clinic", "{stem} Polyclinic"],
}
PHARM_PATTERNS = ["{stem} Pharmacy", "{sur}'s Pharmacy", "{stem} Chemist", "{town} Pharmacy", "{sur} Chemists"]
VENUE_PATTERNS = {
    "UK": ["{stem} Leisure Centre", "{stem} Community Hall", "St {saint}'s Church Hall", "{stem} Sports Centre",
           "{stem} Miners' Welfare Hall", "{stem} Memorial Hall", "{stem} Community Centre"],
    "US": ["{stem} Recreation Center", "{stem} Senior Center", "{stem} Community Center", "{stem} Wellness Center"],
    "IE": ["{stem} Community Centre", "{stem} Parish Hall", "{stem} Leisure Centre", "{stem} GAA Clubhouse"],
    "CA": ["{stem} Recreation Centre", "{stem} Community Centre", "{stem} Legion Hall", "{stem} Seniors Centre"],
    "AU": ["{stem} Aquatic Centre", "{stem} Community Hall", "{stem} Neighbourhood Centre", "{stem} Bowls Club"],
    "NZ": ["{stem} Community Hall", "{stem} Marae", "{stem} Events Centre", "{stem} Recreation Centre"],
    "ZA": ["{stem} Community Hall", "{stem} Civic Centre", "{stem} Sports Club"],
    "SG": ["{stem} Community Club", "{stem} Active Ageing Centre", "{stem} Residents' Network Centre"],
}
EMPLOYER_PATTERNS = ["{stem} Colliery", "{stem} Steelworks", "{stem} Mills", "{sur} & Sons Builders",
                     "{stem} Engineering Ltd", "{stem} Haulage", "{stem} Foundry", "{stem} Textiles",
                     "{stem} Shipyard", "{stem} Quarries", "{stem} Bakery", "{stem} Freight",
                     "{stem} Plastics", "{stem} Paper Mill", "{stem} Brewery", "{sur} Roofing",
                     "{stem} Metal Finishers", "{stem} Coachworks", "{stem} Cement Works", "{stem} Fisheries"]
OXY_SUPPLIERS = ["Aerivo Home Oxygen", "Oxyline Healthcare", "Airpath Respiratory Ltd", "Kestrel Oxygen Services",
                 "Zephyr Homecare Oxygen", "Breezeway Medical Gases", "Summit Respiratory Supply",
                 "NorthWind Homecare", "Clearbreath Oxygen Co."]
TRANSPORT_ORGS = ["{stem} Community Transport", "Ridewell Dial-a-Ride", "{stem} Volunteer Drivers",
                  "{town} Access Bus", "{stem} Patient Transport Trust"]
SUPPORT_GROUPS = ["{stem} Puffers Club", "{stem} Lung Friends", "{stem} Respiratory Support Group",
                  "Second Wind Club {town}", "{stem} Breathing Space Choir", "{town} Walk & Talk Group"]
CHURCHES = ["St {saint}'s Parish", "{stem} Methodist Church", "{stem} Baptist Church", "{stem} Gurdwara",
            "{stem} Islamic Centre", "{stem} Gospel Hall", "{stem} Uniting Church"]
SCHOOLS = ["{stem} Primary School", "{stem} High School", "{town} College", "{stem} Academy"]
INSURERS = {
    "US": ["Keystone Mutual Health", "BlueRidge Health Plan", "Prairie Star Insurance", "Heartland Care HMO",
           "Liberty Oak Health", "Summit Senior Advantage"],
    "IE": ["Emerald Health Insurance", "Clarion Health Cover"],
    "AU": ["Coastal Health Fund", "Southern Star Health", "Bushland Mutual Health"],
    "ZA": ["Ubuntu Medical Scheme", "Kaapstad Medical Aid", "Lethabo Health Plan"],
    "CA": ["Maplecrest Group Benefits"],
    "SG": ["Lion City Assurance"],
    "NZ": ["Kiwi Mutual Health"],
    "UK": ["Albion Private Health"],
}

PROFESSIONS = [
    "coal miner", "welder", "shipyard labourer", "bus driver", "hairdresser", "cleaner", "farmer",
    "baker", "teacher", "nurse", "lorry driver", "truck driver", "bricklayer", "plasterer",
    "foundry worker", "textile mill worker", "bar manager", "postman", "painter and decorator",
    "mechanic", "quarry worker", "cook", "taxi driver", "office administrator", "carpenter",
    "fisherman", "stonemason", "shop assistant", "factory machinist", "boilermaker", "steelworker",
    "docker", "cabinet maker", "school cook", "care assistant", "forklift operator", "roofer",
    "panel beater", "spray painter", "shearer", "dairy farmer", "railway signalman", "butcher",
    "seamstress", "laundry worker", "pub landlord", "long-haul driver", "electrician", "plumber",
    "book-keeper", "bank clerk", "firefighter", "miner", "stevedore", "jackaroo", "cane cutter",
    "hospital porter", "dinner lady", "security guard", "warehouse operative", "pottery kiln worker",
    "asbestos lagger", "grain store worker", "chef", "accountant", "primary school teacher",
]

COUNTRIES_ABROAD = ["Spain", "Portugal", "Jamaica", "Poland", "India", "Pakistan", "Italy", "Greece",
                    "Philippines", "Vietnam", "Cyprus", "Malta", "France", "Netherlands", "Turkey",
                    "Bangladesh", "Nigeria", "Ghana", "Zimbabwe", "Fiji", "Samoa", "Tonga", "China",
                    "South Korea", "Mexico", "Chile", "Croatia", "Romania", "Lebanon", "Sri Lanka",
                    "Thailand", "Malaysia", "Germany", "Barbados", "Trinidad and Tobago", "Kenya"]
COUNTRY_NAME = {"UK": "United Kingdom", "US": "United States", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa", "SG": "Singapore"}

RELATIONS = [("wife", "f"), ("husband", "m"), ("daughter", "f"), ("son", "m"), ("partner", None),
             ("sister", "f"), ("brother", "m"), ("niece", "f"), ("neighbour", None), ("friend", None),
             ("granddaughter", "f"), ("grandson", "m"), ("son-in-law", "m"), ("daughter-in-law", "f")]

LANGUAGES = ["Polish", "Punjabi", "Urdu", "Bengali", "Cantonese", "Mandarin", "Vietnamese", "Tagalog",
             "Spanish", "Italian", "Greek", "Irish", "Welsh", "Te reo Maori", "Samoan", "Tongan",
             "French", "Afrikaans", "isiZulu", "isiXhosa", "Malay", "Tamil", "Gujarati", "Romanian"]
