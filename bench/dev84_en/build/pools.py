"""Invented value pools for dev84_en. Every name, place and organisation here was made up
for this set; only countries, US states, Canadian provinces, Australian states, Irish
counties and Jamaican parishes are real (they are not identifying on their own)."""

GIVEN = {
    "anglo": ["Oliver", "Harriet", "Graham", "Sophie", "Nigel", "Megan", "Callum", "Alison", "Trevor",
              "Beth", "Hayden", "Lorna", "Rupert", "Kirsty", "Dale", "Wendy", "Gareth", "Tamsin",
              "Kenneth", "Margot", "Travis", "Courtney", "Brody", "Shelby"],
    "irish": ["Siobhan", "Ciaran", "Aoife", "Padraig", "Niamh", "Eoin", "Grainne", "Donal", "Roisin",
              "Cathal", "Orla", "Fionn", "Sadhbh", "Tadhg"],
    "hispanic": ["Ximena", "Joaquin", "Guadalupe", "Rafael", "Itzel", "Esteban", "Marisol", "Teodoro",
                 "Yesenia", "Alejandro", "Paloma", "Rodrigo"],
    "west_african": ["Chidi", "Ngozi", "Kwame", "Adaeze", "Oluwaseun", "Yaa", "Emeka", "Folake", "Kofi",
                     "Abimbola", "Tunde", "Efua", "Chiamaka", "Kojo"],
    "east_african": ["Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Baraka", "Zawadi", "Kiprono",
                     "Nyambura", "Tesfaye", "Habtamu", "Makena", "Wairimu", "Chepkoech"],
    "caribbean": ["Delroy", "Shanice", "Winston", "Kareen", "Marcia", "Desmond", "Latoya", "Errol",
                  "Sharlene", "Garfield", "Tamika", "Audley"],
    "south_asian": ["Priya", "Arjun", "Nandini", "Rohan", "Farhana", "Imran", "Lakshmi", "Siddharth",
                    "Anjali", "Harpreet", "Tanvir", "Meera", "Gurdeep", "Kavya"],
    "east_asian": ["Wei", "Mei Ling", "Hiroshi", "Yuki", "Minh", "Thao", "Jia Hui", "Seo-yeon", "Jun Wei",
                   "Siriporn", "Nurul", "Haziq", "Rizal", "Xiu Ying", "Kenji", "Marivic"],
    "east_european": ["Katarzyna", "Bogdan", "Oksana", "Dmitri", "Zofia", "Milos", "Irina", "Tomasz",
                      "Ludmila", "Vasyl", "Agnieszka", "Radek"],
    "arabic": ["Yousef", "Layla", "Omar", "Fatima", "Khalid", "Noor", "Samir", "Amira", "Hamza", "Rania",
               "Tariq", "Salma"],
    "pacific": ["Sione", "Losa", "Tevita", "Mele", "Manaia", "Aroha", "Tane", "Leilani", "Malia",
                "Kalani", "Pita", "Ana"],
    "invented": ["Zorvan", "Kelisha", "Taviel", "Brennix", "Maelis", "Quenby", "Dariot", "Ysolde",
                 "Feron", "Juniva", "Orrin", "Calloway"],
    "word": ["Hope", "Will", "Rose", "Faith", "Grace", "Joy", "May", "June", "Dawn", "Iris", "Ivy",
             "Sunny", "Frank", "Mark", "Bill", "Sandy", "Hunter", "Autumn", "Rich", "Story"],
}

SURNAME = {
    "anglo": ["Thornbury", "Ashworth", "Pemberton", "Collingwood", "Haskins", "Fairbrother", "Whitlock",
              "Radcliffe", "Bramley", "Kettleby", "Goodall", "Marsden", "Hollins", "Pryce-Jones"],
    "irish": ["O'Donoghue", "McGillycuddy", "Fitzmaurice", "Kavanagh", "Mulcahy", "Breathnach",
              "Quinlivan", "O'Shaughnessy", "Ni Bhriain", "MacCarthaigh"],
    "hispanic": ["Villalobos", "Ocampo", "Arriaga", "Quintero", "Benavides", "Echeverria", "Saucedo",
                 "Montalvo", "Zamarripa"],
    "west_african": ["Okonkwo", "Adeyemi", "Mensah", "Boateng", "Nwosu", "Oyelaran", "Asante", "Ekwueme",
                     "Olawale", "Owusu", "Agyeman"],
    "east_african": ["Mwangi", "Odhiambo", "Wekesa", "Chebet", "Kariuki", "Njoroge", "Onyango",
                     "Gebremariam", "Kipchumba", "Mutua", "Wambui"],
    "caribbean": ["Campbell", "McKenzie", "Bailey", "Dacosta", "Wynter", "Samuels", "Brissett",
                  "Morrison", "Chambers", "Forbes-Lindo"],
    "south_asian": ["Raghunathan", "Chaudhry", "Iyer", "Banerjee", "Sandhu", "Hossain", "Kulkarni",
                    "Venkatesan", "Siddiqui", "Thakkar", "Gill"],
    "east_asian": ["Tan", "Lim", "Nakamura", "Nguyen", "Tran", "Ong", "Chua", "Park", "Sato",
                   "Wongsakul", "bin Ismail", "Dela Cruz", "Goh", "Hoang"],
    "east_european": ["Wisniewska", "Kovalenko", "Petrovic", "Szymanski", "Horvath", "Dragomir",
                      "Novakova", "Lewandowski", "Bondarenko"],
    "arabic": ["Al-Mansouri", "Haddad", "El-Sayed", "Nasrallah", "Bakri", "Al-Farsi", "Khoury",
               "Darwish", "Hamdan"],
    "pacific": ["Taufa", "Fifita", "Tuilagi", "Ngata", "Kaufana", "Tupou", "Paepae", "Wihongi", "Fonoti"],
    "invented": ["Vantreece", "Qorvallis", "Hethermore", "Duskwright", "Pellamy", "Ormondroyd",
                 "Staveley-Crane", "Wrexley", "Oddvane"],
    "word": ["Best", "Page", "Wise", "Small", "Church", "Hope", "Bell", "Price", "Young", "Hill", "Long",
             "Fair", "Moss", "Stone", "Sharp", "Little", "Swift", "Baker"],
}

NICK = {"Oluwaseun": "Seun", "Abimbola": "Bimbo", "Katarzyna": "Kasia", "Alejandro": "Ale",
        "Siddharth": "Sid", "Kenneth": "Kenny", "Harriet": "Hattie", "Margot": "Mags", "Chiamaka": "Ama",
        "Guadalupe": "Lupe", "Rafael": "Rafa", "Wanjiru": "Wanji", "Nyambura": "Nyam", "Delroy": "Del",
        "Shanice": "Nece", "Tamsin": "Tam", "Padraig": "Podge", "Grainne": "Gra", "Bogdan": "Bogs",
        "Ludmila": "Luda", "Agnieszka": "Aga", "Yousef": "Joe", "Leilani": "Lani", "Callum": "Cal",
        "Priya": "Pri", "Lakshmi": "Lucky", "Teodoro": "Teo", "Makena": "Kena", "Habtamu": "Habte",
        "Garfield": "Garf", "Calloway": "Cal", "Brennix": "Bren", "Jia Hui": "JH", "Emeka": "Meks",
        "William": "Billy", "Dmitri": "Dima", "Oksana": "Oksi", "Rupert": "Roo"}

# Locale data --------------------------------------------------------------------------
CITIES = {
    "US": ["Marrowfield", "Cedar Hollow", "Port Aldous", "Glen Ridley", "Westbrook Falls", "Tallowmere",
           "Harlan Springs", "North Keswin", "Briar Flats", "Lake Orvis", "Dunmore Junction", "Sable Creek"],
    "UK": ["Ashcombe", "Little Frettenham", "Kettlesby", "Harrowgate Vale", "Upper Stanwick", "Brackenmoor",
           "Thornwell", "Saltby-on-Sea", "Eastmere", "Colbridge", "Wendle Cross", "Barrowford Magna"],
    "IE": ["Ballyfinnan", "Carrigdrum", "Dunmorrow", "Kilcarra", "Lisnagree", "Templeroe", "Clonavarra",
           "Rathgarvan"],
    "CA": ["Pine Harbour", "Maplecroft", "St. Alder", "Fort Linden", "Riviere-aux-Pins", "Cobalt Bay",
           "New Tarrow", "Quillan Falls"],
    "AU": ["Coorabin", "Yallumba Springs", "Kestrel Bay", "Marrinup", "Gidgee Flat", "Port Tamsyn",
           "Warrandyne", "Bilgarra"],
    "SG": ["Bukit Serene", "Kembangan Hill", "Jurong Vista", "Sembawang Reach", "Pasir Lumut", "Telok Damai"],
    "KE": ["Kiritu", "Mwangaza", "Ngarenyi", "Tumaini", "Kibokoni", "Mlima Ndogo", "Olmoran Springs",
           "Karuri West"],
    "JM": ["Bluefields Cove", "Linstead Heights", "Crickets Pen", "Golden Spring Vale", "Port Caspian",
           "Mount Pleasance", "Hagley Gap Road", "Salt Marsh Bay"],
}
COUNTIES_IE = ["Cork", "Galway", "Mayo", "Kerry", "Clare", "Sligo", "Wexford", "Meath"]

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Maine", "ME"), ("Georgia", "GA"),
           ("Minnesota", "MN"), ("Arizona", "AZ"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Nebraska", "NE"),
           ("Michigan", "MI"), ("New Mexico", "NM")],
    "CA": [("Ontario", "ON"), ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Alberta", "AB"),
           ("British Columbia", "BC"), ("Saskatchewan", "SK")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "JM": [("St. Andrew", "St. Andrew"), ("St. Catherine", "St. Catherine"), ("Clarendon", "Clarendon"),
           ("Manchester", "Manchester"), ("St. Ann", "St. Ann"), ("Portland", "Portland"),
           ("Trelawny", "Trelawny"), ("Westmoreland", "Westmoreland")],
}

COUNTRIES = ["Ghana", "Portugal", "Poland", "the Philippines", "Nigeria", "Ethiopia", "India", "Vietnam",
             "Tonga", "Samoa", "Lebanon", "Jordan", "Mexico", "Colombia", "Trinidad", "Ukraine", "Romania",
             "Pakistan", "Bangladesh", "Malaysia", "Uganda", "Tanzania", "Spain", "Thailand", "Egypt",
             "Barbados", "New Zealand", "Sri Lanka", "Kenya", "Jamaica", "Canada", "Ireland", "Scotland"]

STREET_WORDS = ["Elderberry", "Quarry", "Fenwick", "Larkspur", "Cobbler", "Tanners", "Haverly", "Juniper",
                "Mistle", "Orchard View", "Kingfisher", "Wicklow", "Gannet", "Saltbox", "Copperbeech",
                "Wattlebird", "Mango Walk", "Ackee", "Baobab", "Flamboyant", "Tembusu", "Acacia",
                "Mugumo", "Jacaranda", "Sycamore", "Pelham", "Ravensworth", "Tinker", "Bramblewood"]
STREET_SUFFIX = {"US": ["Street", "Avenue", "Drive", "Lane", "Court", "Road", "Blvd"],
                 "UK": ["Road", "Lane", "Close", "Street", "Crescent", "Gardens", "Terrace"],
                 "IE": ["Road", "Park", "Avenue", "Lawn", "Grove", "Terrace"],
                 "CA": ["Street", "Avenue", "Crescent", "Drive", "Road"],
                 "AU": ["Street", "Road", "Parade", "Court", "Avenue", "Close"],
                 "SG": ["Road", "Avenue", "Crescent", "Walk", "Street"],
                 "KE": ["Road", "Lane", "Close", "Avenue", "Drive"],
                 "JM": ["Road", "Avenue", "Drive", "Lane", "Close"]}

SAINTS = ["Brigid", "Aldhelm", "Columba", "Winifred", "Oswin", "Cuthbert", "Ita", "Finnian", "Hild",
          "Kessog", "Morwenna", "Petroc"]
PLACE_WORDS = ["Lakeside", "Riverside", "Harbourview", "Fernhill", "Greenacre", "Kingsmead", "Moorside",
               "Hollybank", "Southgate", "Ridgeway", "Willowbrook", "Bayside", "Sunnyvale", "Oakmere",
               "Northfield", "Palmgrove", "Acacia Ridge", "Brookhaven", "Clearwater", "Stonebridge"]
HOSP_PAT = ["{c} General Hospital", "{c} General", "St. {s}'s Hospital", "{w} Medical Centre",
            "{w} Regional Hospital", "{c} Memorial Hospital", "{w} Children's Hospital",
            "{c} District Hospital", "{w} Private Hospital", "St {s}'s University Hospital"]
CLINIC_PAT = {"US": ["{w} Family Practice", "{w} Urgent Care", "{c} Community Health Center",
                     "{w} Pediatrics", "{w} Wound Clinic"],
              "UK": ["{w} Road Surgery", "{c} Health Centre", "{w} Medical Practice", "The {w} Surgery"],
              "IE": ["{w} Medical Centre", "{c} Family Practice", "{c} Primary Care Centre"],
              "CA": ["{w} Family Health Team", "{c} Walk-In Clinic", "{w} Community Clinic"],
              "AU": ["{w} Medical Centre", "{c} Family Doctors", "{w} GP Clinic"],
              "SG": ["{w} Family Clinic", "{c} Polyclinic", "{w} Medical Group"],
              "KE": ["{c} Health Centre", "{w} Medical Clinic", "{c} Dispensary"],
              "JM": ["{c} Health Centre", "{w} Medical Clinic", "{w} Family Practice"]}
PHARM_PAT = ["{w} Pharmacy", "{c} Chemist", "{w} Drug Mart", "{c} Late Night Pharmacy", "{w} Apothecary",
             "{c} Community Pharmacy"]
WARDS = ["Rowan Ward", "Kestrel Unit", "Heron Ward", "Bluebell Ward", "Oak Ward", "Puffin Ward",
         "Sycamore Unit", "Starfish Ward", "Lark Ward", "Willow Day Unit", "Ward 7B", "Ward 12"]
CARE_HOMES = ["{w} Care Home", "{w} Lodge Nursing Home", "{w} House Residential Home", "{w} Aged Care"]

EMPLOYERS = ["Harrow & Finch Logistics", "Bluegate Foods", "Tallis Print Works", "Kemble Freight",
             "Orvis Valley Dairy", "Quayline Ferries", "Marlowe Tyres", "Pennant Steel", "Brightwater Call Centre",
             "Cobalt Bay Fisheries", "Sunhill Poultry", "Vantreece Joinery", "Kettlesby Council Depot",
             "Northstar Couriers", "Mwangaza Tea Estate", "Palmgrove Resort", "Jurong Vista Logistics",
             "Copperbeech Hotel", "Driftwood Cafe", "Gannet Point Mine"]
SCHOOLS = ["{w} Primary", "{w} Elementary", "St. {s}'s Secondary", "{c} High School", "{w} Academy",
           "Little Acorns Nursery", "Tiny Steps Daycare", "{w} Community College", "{c} Grammar"]
CHURCHES = ["Mount Pisgah Tabernacle", "St. {s}'s Parish", "{c} Gospel Hall", "New Covenant Assembly",
            "{w} Baptist Church", "Bethel Open Bible Church", "{c} Mosque", "{c} Gurdwara", "{w} Kingdom Hall"]
GYMS = ["IronWorks Gym", "Pulse Fitness", "{w} Leisure Centre", "Crankhouse Cycling Club", "{c} Rugby Club",
        "{w} Swim School", "Kettlebell Barn", "{c} Netball Club", "Striders Running Club"]
AGENCIES = ["BrightCare Homecare", "Kindred Home Support", "Harbour Care Agency", "Tender Hands Carers",
            "{c} Home Help Service", "Evergreen Companions"]
INSURERS = ["Harbourline Health", "Cedarshield Mutual", "Kestrel Health Fund", "Pinemark Insurance",
            "Umoja Medical Cover", "Island Shield Health"]

PROFESSIONS = ["welder", "bus driver", "primary school teacher", "electrician", "nail technician",
               "warehouse operative", "accountant", "software tester", "hairdresser", "farmer",
               "boda boda rider", "security guard", "chef", "plumber", "taxi driver", "cleaner",
               "dental nurse", "retired postman", "fisherman", "university lecturer", "bricklayer", "barista",
               "forklift driver", "care assistant", "lorry driver", "florist", "sheep shearer", "miner",
               "call centre agent", "teaching assistant", "roofer", "tailor", "market trader", "nurse",
               "paramedic", "dockworker", "librarian", "retired teacher", "carpenter", "baker"]

LANDMARKS = [("the ", "Harbourview building"), ("", "Kingfisher House"), ("the ", "Copperbeech Tower"),
             ("the ", "Gannet Point lighthouse"), ("the old ", "Tanners Mill"), ("", "Block C"),
             ("the ", "Moorside flats"), ("", "Larkspur Court"), ("the ", "Clocktower car park"),
             ("the ", "Jubilee Fountain")]

WORD_LIKE = {"hope", "will", "rose", "faith", "grace", "joy", "may", "june", "dawn", "iris", "ivy", "sunny",
             "frank", "mark", "bill", "sandy", "hunter", "autumn", "rich", "story", "best", "page", "wise",
             "small", "church", "bell", "price", "young", "hill", "long", "fair", "moss", "stone", "sharp",
             "little", "swift", "baker", "tan", "lim", "park", "gill", "ana", "wei"}
