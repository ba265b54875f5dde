"""Invented pools. Every person, street, town, county, organisation and
hospital name here was made up for this set; states, provinces and countries
are real. ASCII only (lower-casing must not change lengths)."""

FIRST_M = [
    "James", "Oliver", "Liam", "Declan", "Ciaran", "Mohammed", "Arjun", "Ravi",
    "Tomasz", "Piotr", "Kwame", "Chinedu", "Mateo", "Diego", "Wei", "Hao",
    "Connor", "Callum", "Ethan", "Noah", "Jack", "Harry", "Samuel", "Isaac",
    "Reuben", "Dylan", "Marcus", "Tyrone", "DeShawn", "Andre", "Malik", "Hamza",
    "Yusuf", "Bilal", "Omar", "Tariq", "Darragh", "Eoin", "Padraig", "Cillian",
    "Fionn", "Ronan", "Lachlan", "Cooper", "Hamish", "Angus", "Fraser", "Kieran",
    "Brendan", "Travis", "Wyatt", "Cody", "Dustin", "Garrett", "Mason", "Logan",
    "Xavier", "Emeka", "Tunde", "Sipho", "Lucas", "Gabriel", "Nikolai", "Marek",
    "Stefan", "Jonah", "Felix", "Alistair", "Graham", "Desmond", "Clive", "Trevor",
    "Barry", "Keith", "Nigel", "Raymond", "Wesley", "Jarrah", "Bodhi", "Kai",
    "Tane", "Mitchell", "Brody", "Jayden", "Kofi", "Anders", "Luca", "Rory",
]

FIRST_F = [
    "Amelia", "Olivia", "Grace", "Siobhan", "Aoife", "Niamh", "Roisin", "Priya",
    "Anjali", "Fatima", "Aisha", "Zainab", "Mei", "Lin", "Chloe", "Sophie",
    "Ella", "Isla", "Freya", "Maisie", "Keisha", "Tanisha", "Shanice", "Jasmine",
    "Maria", "Lucia", "Valentina", "Agnieszka", "Katarzyna", "Ngozi", "Adaeze",
    "Amara", "Chantelle", "Jade", "Courtney", "Brittany", "Kayla", "Madison",
    "Tegan", "Kylie", "Brooke", "Leah", "Hannah", "Rachel", "Deborah", "Margaret",
    "Brenda", "Sandra", "Pauline", "Eileen", "Bridget", "Sinead", "Orla", "Ciara",
    "Yasmin", "Leila", "Noor", "Sana", "Harpreet", "Simran", "Gurpreet",
    "Thandiwe", "Elif", "Ingrid", "Astrid", "Rosa", "Imogen", "Harriet", "Poppy",
    "Evie", "Tamsin", "Naomi", "Esther", "Ruth", "Kirra", "Matilda", "Shauna",
    "Marguerite", "Josee", "Danielle", "Latoya", "Dolores", "Renata", "Mirela",
]

SURNAMES = [
    "Ashdown", "Blackwood", "Brennock", "Caldicote", "Carrow", "Dunleavy",
    "Eastbrook", "Fairweather", "Farrant", "Gilchrist", "Haldane", "Harrowby",
    "Keeling", "Kinsella", "Lomax", "Marchetti", "McAllister", "Mulcahy",
    "Nkemelu", "Okonkwo", "Oyelaran", "Pemberton", "Quennell", "Rathbone",
    "Redfern", "Sandoval", "Stannard", "Thackeray", "Underhill", "Whitcombe",
    "Yardley", "Zielinski", "Abernethy", "Achterberg", "Adeyemi", "Ballantyne",
    "Bhattacharya", "Chaudhry", "Corrigan", "D'Arcy", "O'Driscoll", "O'Halloran",
    "MacAskill", "Ferreira", "Gunawardena", "Hosseini", "Iqbal", "Jablonski",
    "Kowalczyk", "Lindqvist", "Mbatha", "Nakamura", "Novak", "Okafor",
    "Petrakis", "Rahimi", "Sokolova", "Tran", "Umeh", "Varga", "Wojcik", "Xu",
    "Yilmaz", "Brannigan", "Cattermole", "Delacroix", "Etheridge", "Fitzmaurice",
    "Gorringe", "Hennessy", "Ingleby", "Jardine", "Kavanagh", "Lockyer",
    "Mahoney", "Nettleton", "Ogundipe", "Prendergast", "Quigley", "Rosenthal",
    "Sutcliffe", "Tolhurst", "Vickery", "Wetherall", "Ackroyd", "Beaumont",
    "Culshaw", "Dervish", "Ellwood", "Featherstone", "Grimshaw", "Hollis",
    "Jennings-Roe", "Kaur", "Sandhu", "Gill", "Patel", "Mistry", "Chowdhury",
    "Nguyen", "Pham", "Huang", "Zhao", "Castellano", "Moreau", "Tremblay-Roy",
    "Gagnon", "Bouchard", "Whitehorse", "Cardinal", "Tjandra", "Walsh-Kerrigan",
    "Coughlan", "Mulready", "Treacy", "Dineen", "Nolan", "Breathnach", "Ferriter",
    "Ahearn", "Lucey", "Horgan", "Ruddock", "Stoneham", "Pilkington", "Coldwell",
    "Marsden", "Birtles", "Oakes", "Fennimore", "Wardlaw", "Kingsnorth",
    "Abbasi", "Begum", "Hussain", "Akhtar", "Mensah", "Asante", "Boateng",
    "Eze", "Balogun", "Murugan", "Raman", "Soto", "Aguilar", "Villanueva",
    "Kowalski", "Dabrowski", "Popescu", "Ionescu", "Horvath", "Papadakis",
    "Lundgren", "Van der Berg", "De Souza", "Lacroix", "Teague", "Pascoe",
]

NICK = {
    "James": "Jim", "Samuel": "Sam", "Thomas": "Tom", "Jonah": "Jo",
    "Margaret": "Peggy", "Deborah": "Debs", "Raymond": "Ray", "Nikolai": "Nik",
    "Alistair": "Ali", "Bridget": "Bridie", "Katarzyna": "Kasia",
    "Agnieszka": "Aga", "Christopher": "Chris", "Valentina": "Val",
    "Gabriel": "Gabe", "Patrick": "Paddy", "Padraig": "Paudie", "Harriet": "Hattie",
    "Rachel": "Rach", "Brittany": "Britt", "Lachlan": "Lochie", "Mitchell": "Mitch",
    "Danielle": "Dani", "Hamish": "Hamie", "Dolores": "Lola", "Josee": "Jojo",
    "Wesley": "Wes", "Trevor": "Trev", "Courtney": "Court", "Isaac": "Ike",
}

INITIALS = list("ABCDEFGHJKLMNPRSTW")

STREET_WORDS = [
    "Rowan", "Hawthorn", "Larkspur", "Millrace", "Tanners", "Kiln", "Ostler",
    "Quarrybank", "Fernhill", "Coppice", "Saddler", "Weavers", "Lantern",
    "Brindle", "Cobbold", "Gannet", "Pennywell", "Heronsgate", "Wickham",
    "Thistledown", "Alder", "Juniper", "Sorrel", "Bracken", "Cowslip",
    "Tallis", "Merriman", "Ardmore", "Glenview", "Cloverfield", "Sandpiper",
    "Bellbird", "Wattlebird", "Currawong", "Ironbark", "Kestrel", "Osprey",
    "Lockhart", "Beacon", "Carrick", "Drumlin", "Boreen", "Chapelgate",
    "Ferrybridge", "Ropewalk", "Tidewater", "Marlpit", "Furze", "Harebell",
]

SUFFIX = {
    "UK": ["Road", "Street", "Close", "Lane", "Avenue", "Crescent", "Drive",
           "Gardens", "Terrace", "Way", "Mews", "Grove"],
    "US": ["Street", "Avenue", "Road", "Drive", "Boulevard", "Lane", "Court",
           "Place", "Parkway", "St.", "Ave.", "Blvd."],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Drive",
           "Place", "Terrace", "Highway", "St", "Rd"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard",
           "Court", "Way", "Line", "St.", "Ave.", "Rd."],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Terrace",
           "View", "Court", "Heights", "Close", "Drive"],
}

TOWNS = {
    "UK": ["Kelbridge", "Marlston", "Hollinfield", "Wendlesham", "Staverley Moor",
           "Brackenford", "Thornmere", "Oxhythe", "Lydcombe", "Pellingford",
           "Ravensholt", "Dunmarsh", "Harlowmere", "Copperdale", "Ferrisham",
           "Askerby", "Coldharbour Vale", "Nethercote"],
    "US": ["Port Anselm", "Tallow Creek", "Marisburg", "Ketteridge", "Elmhaven",
           "North Calloway", "Brisco Springs", "Dunmore Heights", "Hollis Bend",
           "Ravenna Shores", "Corlett", "Pinebluff Landing", "Westerbrook",
           "Ambrose Hill", "Sayerville Junction", "Oakmantle"],
    "AU": ["Wattle Creek", "Marramba", "Kooringal Heights", "Tallowood",
           "Yarrabend", "Port Everard", "Coolabah Springs", "Mallee Downs",
           "Glenbarra", "Tindarra", "Wirrina Bay", "Bellbird Flat",
           "Currawang Point", "Ironbark Ridge"],
    "CA": ["Port Adair", "Fenwick Falls", "Trellis Bay", "Maple Coulee",
           "New Aberlow", "Harrowgate Mills", "Kestrel Lake", "Ste-Odile",
           "Birchmount Crossing", "Corran Point", "Ashbury Landing",
           "Lac-Vermillon", "Pembrook Station", "Saltmarsh Harbour"],
    "IE": ["Ballycarrow", "Kilmorragh", "Drumshallon", "Carrigbeg", "Tullyroan",
           "Knockanree", "Rathmoyle", "Clonbrassil", "Kilbrennan", "Glenmullagh",
           "Castlecurragh", "Ballyfinnane", "Inchacorra", "Moyvalley Cross"],
}

# invented counties (UK, IE) are labelled CITY (town, city, county)
COUNTIES = {
    "UK": ["Harrowshire", "Fenmoor", "Kelshire", "Wendland", "North Lydshire"],
    "IE": ["Carrowmore", "Slievenagh", "Ardglass West", "Tullagh", "Ballinvar"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
           ("Michigan", "MI"), ("Georgia", "GA"), ("Minnesota", "MN"),
           ("Arizona", "AZ"), ("North Carolina", "NC"), ("Wisconsin", "WI"),
           ("Maine", "ME"), ("Kentucky", "KY"), ("New Mexico", "NM")],
    "AU": [("Victoria", "VIC"), ("New South Wales", "NSW"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"),
           ("Tasmania", "TAS")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "IE": [("Munster", "Munster"), ("Leinster", "Leinster"),
           ("Connacht", "Connacht"), ("Ulster", "Ulster")],
}

AU_POST = {"VIC": "3", "NSW": "2", "QLD": "4", "WA": "6", "SA": "5", "TAS": "7"}
CA_POST = {"ON": "KLMNP", "BC": "V", "AB": "T", "NS": "B", "MB": "R",
           "SK": "S", "NB": "E"}

HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "District Hospital",
           "University Hospital", "Community Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital",
           "General Hospital", "Community Hospital"],
    "AU": ["Base Hospital", "District Health Service", "Hospital",
           "Health Campus", "Regional Hospital"],
    "CA": ["General Hospital", "Health Centre", "Regional Health Centre",
           "District Hospital", "Memorial Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital",
           "Community Hospital"],
}

SAINTS = ["St Aldhelm's", "St Brannoc's", "St Cuthman's", "St Morwenna's",
          "St Ninnian's", "St Wystan's", "St Kenelm's", "St Aidric's",
          "St Fintan's", "St Ita's", "St Colmcille's", "St Ercus's"]

WARD_WORDS = ["Rowan", "Willow", "Aspen", "Larch", "Juniper", "Bramble", "Heron",
              "Kingfisher", "Osprey", "Curlew", "Lapwing", "Fern", "Foxglove",
              "Bluebell", "Jacaranda", "Banksia", "Wattle", "Grevillea", "Cedar",
              "Tamarack", "Spruce", "Hawthorn", "Sorrel", "Mallard", "Puffin",
              "Linnet", "Merlin", "Nightingale", "Harbour", "Lantern"]

BUILDINGS = ["Harland Wing", "Cavendale Block", "Tower B", "the Orchard Building",
             "Penrose Pavilion", "Lister Annexe", "Quayside Block", "Ashcombe House",
             "the Mercer Building", "Fairlawn Wing", "Ridley Tower", "Coldstream Block"]

CAR_PARKS = ["Linden Car Park", "the Orchard multi-storey", "Maple Deck",
             "Riverside Car Park", "Beech Car Park", "Hawthorn Parkade",
             "the Quarry Lane garage", "Visitor Lot Sequoia", "Fenwick Deck",
             "Greenhill Car Park"]

LANDMARKS = ["the Corran Street bus station", "Millrace Shopping Centre",
             "the Tidewater footbridge", "Gannet Point lookout",
             "the old Saddlers Arms pub", "Kingsholme Park", "the Ferrybridge underpass",
             "Lantern Quay", "the Beacon Hill water tower", "Pennywell Recreation Ground",
             "the Marlpit skate park", "Copperleaf Mall"]

GP_PRACTICES = ["Elm Park Surgery", "Tanners Lane Medical Practice",
                "Kilnfield Health Centre", "Riverside Family Practice",
                "Sandpiper Medical Group", "Bellbird Medical Clinic",
                "Ardmore Family Health Team", "Quarrybank Primary Care",
                "Heronsgate Medical Centre", "Thistledown Practice"]

CARE_HOMES = ["Willowbrook Lodge Care Home", "Fernhill House Nursing Home",
              "Harebell Court Residential Home", "Sorrel Gardens Aged Care",
              "Glenview Manor Long-Term Care", "Brindle House"]

PHARMACIES = ["Coppice Pharmacy", "Lantern Chemist", "Saddler Street Pharmacy",
              "Gannet Drug Mart", "Kiln Road Pharmacy"]

EMPLOYERS = ["Harrowby Logistics", "Tallis & Merriman Builders", "Quarrybank Foods",
             "Ostler Freight Ltd", "Brindle Hospitality Group", "Cobbold Engineering",
             "Kestrel Couriers", "Lanternlight Call Solutions", "Ropewalk Brewing Co",
             "Gannet Fisheries", "Ironbark Mining Services", "Tidewater Marine",
             "Fernhill Garden Centre", "Sandpiper Retail", "Marlpit Quarry Products",
             "Beaconsfield Haulage", "Carrick Timber Mill", "Drumlin Dairies"]

SCHOOLS = ["Marlston Academy", "Heronsgate High School", "St Ita's Community School",
           "Ardmore Secondary College", "Sandpiper Middle School",
           "Kestrel Lake Collegiate", "Bracken Hill Primary School"]

SEC_CONTRACTORS = ["Sentinel Guard Services", "Vanguard Protective Ltd",
                   "Ironbridge Security Group", "Bastion Facilities Security",
                   "Keystone Protective Services", "Warden Shield Pty Ltd"]

TOWING = ["Redline Recovery", "Apex Towing & Salvage", "Hookway Breakdown",
          "Ridgeback Tow Co", "Kerbside Recovery Services"]

TAXIS = ["Apex Cars", "Bluebird Taxis", "Citylink Cabs", "Ferrisham Private Hire",
         "Yellowgum Taxis", "Harbour Cabs"]

CHARITIES = ["Safe Harbour Women's Aid", "Lighthouse Outreach Trust",
             "Anchor Homeless Services", "Bridgeway Recovery Project",
             "Open Door Advocacy Network"]

PROFESSIONS = ["scaffolder", "bricklayer", "taxi driver", "warehouse operative",
               "chef", "barista", "plumber", "electrician", "HGV driver",
               "primary school teacher", "accountant", "bar manager", "hairdresser",
               "nursery worker", "roofer", "forklift operator", "call centre agent",
               "retail assistant", "postal worker", "dairy farmer", "fisherman",
               "carpenter", "software developer", "solicitor", "paralegal",
               "care worker", "labourer", "mechanic", "welder", "butcher",
               "delivery driver", "landscaper", "tiler", "truck driver",
               "underground miner", "bus driver", "painter and decorator",
               "dental receptionist", "estate agent", "sous chef", "bin collector",
               "tattoo artist", "personal trainer", "plasterer", "crane operator",
               "barber", "cleaner", "croupier", "youth worker", "kitchen porter"]

COUNTRIES_ABROAD = ["Poland", "Romania", "Brazil", "India", "Nigeria", "Portugal",
                    "Lithuania", "the Philippines", "Pakistan", "New Zealand",
                    "Vietnam", "Somalia", "Ukraine", "Spain", "Jamaica",
                    "South Africa", "Syria", "Kenya", "Scotland", "Mexico"]

HOME_COUNTRY = {"UK": ["UK", "United Kingdom", "England"],
                "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"],
                "IE": ["Ireland", "Republic of Ireland"]}

CAR_MODELS = ["Ford Focus", "Toyota Corolla", "Vauxhall Astra", "Honda Civic",
              "Nissan Qashqai", "VW Golf", "Kia Sportage", "Ford Transit van",
              "Hyundai i30", "Mazda CX-5", "Toyota Hilux", "Subaru Outback",
              "Chevrolet Silverado", "Dodge Ram 1500", "Ford F-150",
              "Skoda Octavia", "BMW 3 Series", "Tesla Model 3", "Mitsubishi Triton",
              "Honda CR-V"]

COLOURS = ["silver", "black", "white", "grey", "dark blue", "red", "green",
           "maroon", "gold", "bronze"]

CLOTHING = ["grey hooded top and black tracksuit bottoms",
            "blue hospital gown with a brown cardigan over it",
            "navy puffer jacket, jeans and white trainers",
            "red checked shirt, dark jeans and work boots",
            "black leather jacket and camouflage trousers",
            "green parka with fur-trimmed hood, black leggings",
            "hospital pyjamas and slipper socks",
            "white t-shirt, grey joggers, barefoot",
            "beige raincoat, flat cap, brown shoes",
            "yellow hi-vis vest over a black hoodie"]
