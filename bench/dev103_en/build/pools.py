"""Invented value pools for dev103_en. Every value here was made up for this set."""

GIVEN_F = [
    "Aisha", "Amara", "Ana", "Beth", "Chloe", "Dawn", "Deepa", "Eilidh", "Fatima", "Grace",
    "Hope", "Ifeoma", "Ingrid", "Joy", "June", "Kasia", "Leilani", "Mei", "Niamh", "Olga",
    "Priya", "Rosa", "Siobhan", "Sunita", "Tamsin", "Yasmin", "Zainab", "Ngaio", "Aroha",
    "Marisol", "Bronwyn", "Keisha", "Hana", "Ayesha", "Carmen", "Eleni", "Faith", "Rose",
    "Summer", "Ruby", "Mabel", "Agnieszka", "Svetlana", "Min-ji", "Adaeze", "Kiri", "Noor",
    "Thandiwe", "Oksana", "Lucia", "Maeve", "Parveen", "Ximena", "Annika", "Colleen",
]
GIVEN_M = [
    "Adebayo", "Ahmed", "Arjun", "Bill", "Callum", "Darius", "Dmitri", "Eamon", "Frank",
    "Gurpreet", "Hamish", "Hiroshi", "Ibrahim", "Jack", "Jamal", "Kwame", "Liam", "Mark",
    "Mateus", "Nikhil", "Oluwaseun", "Pat", "Rangi", "Rich", "Rhys", "Santiago", "Tariq",
    "Tomasz", "Wei", "Will", "Xavier", "Yusuf", "Zoran", "Declan", "Duc", "Jarrah", "Kofi",
    "Mihai", "Omar", "Ravi", "Sione", "Tane", "Bogdan", "Emeka", "Lachlan", "Farid",
    "Henrik", "Joaquin", "Marcus", "Desmond", "Vikram",
]
SURNAMES = [
    "Okafor", "Nguyen", "Kowalski", "O'Brien", "Patel", "Singh", "MacLeod", "Baker", "King",
    "Young", "Hall", "Wood", "Green", "Brown", "Black", "White", "Little", "Hope", "Parker",
    "Cook", "Fisher", "Bell", "Mann", "Rice", "Moss", "Frost", "Fox", "Lamb", "Shepherd",
    "Nakamura", "Haddad", "Mensah", "Novak", "Fernandes", "Rodriguez", "Gallagher",
    "Al-Sayed", "Van der Berg", "Tran", "Kaur", "Walker", "Hughes", "Evans", "Murphy",
    "Ivanova", "Andersen", "Costa", "Adeyemi", "Papadopoulos", "Lindqvist", "Chowdhury",
    "Begum", "Whitford", "Ashworth", "Penhaligon", "Tuilagi", "Ngata", "Thompson", "Dubois",
    "Tremblay", "Gagnon", "Leblanc", "McAllister", "Yeung", "Kim", "Park", "Ortiz", "Mwangi",
    "Osei", "Boateng", "Quigley", "Szabo", "Petrenko", "Horvath", "Delacroix", "Rahman",
    "Sithole", "Brennan", "Castellanos", "Halvorsen", "Oyelaran", "Featherstone", "Ramsbottom",
]
NICK = {"William": "Will", "Patrick": "Pat", "Richard": "Rich", "Margaret": "Peggy",
        "Elizabeth": "Betty", "Robert": "Bob", "Francis": "Frank", "Catherine": "Kate"}

# ordinary English words that are also names in the pools above; used unannotated in filler
WORD_NAMES = ["will", "hope", "grace", "faith", "joy", "rose", "dawn", "mark", "frank", "bill",
              "pat", "rich", "baker", "king", "young", "hall", "wood", "green", "brown", "black",
              "white", "little", "cook", "bell", "frost", "rice", "moss", "fisher", "parker"]

COUNTRIES_ABROAD = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Vietnam",
                    "Ireland", "Jamaica", "Tonga", "Romania", "Somalia", "Lebanon",
                    "Greece", "Brazil", "Chile", "Ukraine", "Samoa", "New Zealand", "Sri Lanka",
                    "Zimbabwe", "Hungary", "Colombia", "Eritrea", "Fiji", "Iran", "Kenya"]

# country -> list of (city, region full, region abbr)
PLACES = {
    "US": [("Brantley", "Ohio", "OH"), ("Millbrook", "Pennsylvania", "PA"), ("Cedar Falls Junction", "Iowa", "IA"),
           ("Port Avery", "Maine", "ME"), ("Dunmore Heights", "Maryland", "MD"), ("Sallow Creek", "Oregon", "OR"),
           ("Fairhaven", "Massachusetts", "MA"), ("Lindell", "Minnesota", "MN"), ("Redbank", "Georgia", "GA"),
           ("Ossington", "Michigan", "MI"), ("Calloway", "Texas", "TX"), ("Westmere", "Colorado", "CO"),
           ("Harlan Springs", "Kentucky", "KY"), ("Norwood Falls", "New York", "NY"), ("Tillery", "Washington", "WA")],
    "UK": [("Leeds", "", ""), ("Harrogate", "", ""), ("Stockport", "", ""), ("Kettering", "", ""),
           ("Barnstaple", "", ""), ("Wrexham", "", ""), ("Dundee", "", ""), ("Lancaster", "", ""),
           ("Gateshead", "", ""), ("Hereford", "", ""), ("Luton", "", ""), ("Paisley", "", ""),
           ("North Yorkshire", "", ""), ("Somerset", "", ""), ("Cumbria", "", "")],
    "CA": [("Thunder Bay", "Ontario", "ON"), ("Kamloops", "British Columbia", "BC"), ("Moncton", "New Brunswick", "NB"),
           ("Brandon", "Manitoba", "MB"), ("Red Deer", "Alberta", "AB"), ("Truro", "Nova Scotia", "NS"),
           ("Sudbury", "Ontario", "ON"), ("Saskatoon", "Saskatchewan", "SK"), ("Nanaimo", "British Columbia", "BC"),
           ("Peterborough", "Ontario", "ON"), ("Lethbridge", "Alberta", "AB")],
    "AU": [("Ballarat", "Victoria", "VIC"), ("Toowoomba", "Queensland", "QLD"), ("Wagga Wagga", "New South Wales", "NSW"),
           ("Bunbury", "Western Australia", "WA"), ("Launceston", "Tasmania", "TAS"), ("Mount Gambier", "South Australia", "SA"),
           ("Bendigo", "Victoria", "VIC"), ("Cairns", "Queensland", "QLD"), ("Dubbo", "New South Wales", "NSW"),
           ("Geraldton", "Western Australia", "WA"), ("Penrith", "New South Wales", "NSW")],
}
COUNTRY_NAME = {"US": ["USA", "United States"], "UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                "CA": ["Canada"], "AU": ["Australia"]}

STREET_NAMES = ["Elm", "Rowan", "Larkspur", "Hawthorn", "Quarry", "Mill", "Chapel", "Tannery", "Orchard",
                "Wexford", "Birchwood", "Kestrel", "Foundry", "Marigold", "Saddler", "Pelham", "Ridgeway",
                "Cobalt", "Juniper", "Heron", "Alder", "Bramble", "Copperfield", "Dovecote", "Wattle"]
STREET_SUFFIX = {"US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Blvd", "St", "Ave"],
                 "UK": ["Street", "Road", "Close", "Lane", "Crescent", "Terrace", "Way", "Grove", "Rd"],
                 "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "St", "Ave"],
                 "AU": ["Street", "Road", "Parade", "Place", "Court", "Drive", "St", "Rd"]}

HOSP_STEM = ["Lakemoor", "Harrowfield", "Ashgrove", "Greystone", "Kingsmere", "Fernbank", "Oakhurst",
             "Wyvern", "Silverbrook", "Hollins", "Brackenridge", "Marram", "Tolworth", "Eastwick",
             "Coldharbour", "Northgate", "Briarcliff", "Sandhaven", "Whitlow", "Pennard"]
HOSP_KIND = ["General Hospital", "Community Hospital", "Mental Health Centre", "Psychiatric Hospital",
             "Memorial Hospital", "Regional Hospital", "Health Centre", "Medical Center"]
SAINTS = ["St. Brigid's Hospital", "St Aidan's Hospice", "St. Columba's Hospital", "St Winifred's Hospital",
          "Our Lady of Mercy Hospital", "St. Jude's Medical Center"]
WARDS = ["Willow Ward", "Aspen Unit", "Rowan Ward", "Heather Ward", "Kestrel Unit", "Beech Ward",
         "Linnet Ward", "Maple Unit", "Cedar Ward", "Juniper Unit", "Harbour Ward"]
CARE_HOMES = ["Heatherbank Care Home", "Meadowcroft Nursing Home", "The Laurels Care Home",
              "Brookside Lodge", "Sunnyfield House Care Home", "Wattle Grove Aged Care",
              "Pinecrest Manor", "Glenview Residential Home", "Seacliff Aged Care"]
PRACTICES = ["Elm Park Surgery", "Riverside Family Practice", "Millgate Medical Practice",
             "Orchard Street Surgery", "Northside Family Health Team", "Bayview Medical Clinic",
             "Quarry Lane Health Centre", "Harbourside GP Clinic", "Pelham Road Surgery"]
PHARMACIES = ["Cornerstone Pharmacy", "Greenway Chemist", "Marlow Pharmacy", "Quayside Chemist",
              "Hillcrest Drug Mart", "Station Road Pharmacy", "Beacon Pharmacy"]

EMPLOYERS = ["Brightwater Logistics", "Kestrel Foods", "Tidewater Recycling", "Halden Steelworks",
             "Copperline Buses", "Northfield Council", "Greenleaf Garden Centre", "Vantage Call Centre",
             "Marlow & Finch Solicitors", "Pinehurst Timber", "Silverstream Dairy", "Orbital Couriers",
             "Redgate Construction", "Blue Heron Hotel", "Ridgeway Motors", "Sunbeam Bakery",
             "Castlegate Security", "Harbour Fisheries Co-op"]
SCHOOLS = ["St. Aidan's Primary School", "Northfield High School", "Westmere Community College",
           "Ashgrove Academy", "Riverbend Secondary College", "Pelham Elementary School"]
CHURCHES = ["Grace Community Church", "St Oswald's Parish", "Bethel Pentecostal Church",
            "Al-Noor Mosque", "Hope Valley Gurdwara", "Kingsway Baptist Church"]
CHARITIES = ["Open Door Trust", "Meridian Housing", "Harbour Light Foundation", "Second Step Recovery",
             "Lantern Carers Network", "Anchor Point Housing Association", "Roundabout Food Bank",
             "Fresh Start Tenancy Support", "Northern Lights Peer Network"]
HOUSING_SCHEMES = ["Beacon House", "Ashdown Court", "Larch House", "Temperance Buildings", "Cobalt Lodge",
                   "Wren Court", "Fulmar House", "Endeavour House"]
LANDMARKS = ["Kingsway Bridge", "Marlow Park bandstand", "Harbour Point shopping centre",
             "Clock Tower", "Ferris Quay car park", "Old Gasworks", "Gallows Hill lookout",
             "Tanners Row underpass", "Jubilee Fountain", "Pier Head", "Copper Street bus station"]
INSURERS = ["Northgate Health Assurance", "BlueMeridian Health Plan", "Keystone Mutual", "Southern Cross-Link Cover",
            "Harbor Community Health Plan", "Maple Shield Benefits"]
PROFESSIONS = ["welder", "teacher", "bus driver", "electrician", "chef", "hairdresser", "accountant",
               "plumber", "cleaner", "warehouse operative", "taxi driver", "librarian", "farmer",
               "postal worker", "lorry driver", "truck driver", "carpenter", "barista", "software developer",
               "mechanic", "roofer", "shop assistant", "security guard", "retail manager", "fisherman",
               "coal miner", "civil engineer", "bricklayer", "dental receptionist", "scaffolder",
               "primary school teacher", "forklift driver", "seamstress", "bank clerk", "landscaper",
               "pastry chef", "painter and decorator", "dock worker", "tram driver", "nail technician"]

STAFF_ROLES = {
    "UK": [("CPN", "RMN"), ("Dr", "MBChB"), ("OT", "DipCOT"), ("SW", "DipSW"), ("physio", "MCSP"),
           ("SLT", "MRCSLT"), ("DN", "RGN"), ("HCA", ""), ("Dr", "MRCPsych"), ("support worker", "")],
    "US": [("Dr", "MD"), ("RN", "RN"), ("LCSW", "LCSW"), ("OT", "OTR/L"), ("PT", "DPT"), ("SLP", "CCC-SLP"),
           ("NP", "PMHNP-BC"), ("Dr", "DO"), ("CNA", ""), ("case manager", "MSW")],
    "CA": [("Dr", "MD"), ("RPN", "RPN"), ("RN", "RN"), ("OT", "OT Reg."), ("MSW", "RSW"), ("PT", "PT"),
           ("SLP", "S-LP(C)"), ("NP", "NP"), ("PSW", "")],
    "AU": [("Dr", "MBBS"), ("RN", "RN"), ("MHN", "RN"), ("OT", "BOccThy"), ("SW", "BSW"), ("physio", "BPhty"),
           ("Dr", "FRANZCP"), ("EN", "EN"), ("AIN", "")],
}
