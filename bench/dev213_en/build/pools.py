"""Invented name, place and organisation pools for dev213_en (author 213).

Communities, hospitals, clinics and organisations are fictional; a few real
regional towns serve as hubs.  Person names are invented combinations.
"""

AU_FIRST_F = ["Leanne", "Rhonda", "Shanelle", "Tahnee", "Kylie", "Marlene", "Jacinta", "Roslyn", "Tameka",
              "Bernadette", "Cheryl", "Dianne", "Shakira", "Bianca", "Nerida", "Charmaine", "Delphine",
              "Mavis", "Lorraine", "Kirra", "Jedda", "Tanisha", "Valmae", "Georgina", "Yvonne", "Elsie",
              "Narelle", "Priscilla", "Annalise", "Maisie", "Latoya", "Rosalie", "Cassandra", "Ilona"]
AU_FIRST_M = ["Desmond", "Reuben", "Clifford", "Jarrod", "Keiran", "Lachlan", "Terrence", "Wayne", "Dwayne",
              "Shannon", "Nathaniel", "Barry", "Raymond", "Jethro", "Cyril", "Kenneth", "Levi", "Jonah",
              "Malakai", "Bradley", "Rodney", "Trevor", "Harold", "Eli", "Zachariah", "Glen", "Tobias",
              "Darcy", "Isaiah", "Maurice", "Wesley", "Ashton"]
AU_SURN = ["Marrkula", "Djambarra", "Gurruwila", "Ngarritj", "Burrumarra", "Walanjirri", "Manangka",
           "Tjilari", "Wirrapanda", "Yankarri", "Jurrawin", "Mununggu", "Baymarrwa", "Kurrijin",
           "Roberts", "Brown", "Kelly", "Hill", "Martin", "Anderson", "Wilson", "Ryan", "Thompson",
           "Stewart", "Nona", "Ahmat", "Tabuai", "Pearson", "O'Keefe", "Dodd", "Lockyer", "Goonack",
           "Bin Amat", "Carrington", "Tapsell", "Namundja", "Jabaltjari", "Porter", "Morgan-Wade", "Ross"]

CA_FIRST_F = ["Agnes", "Josephine", "Tanis", "Shayla", "Brandi", "Kiana", "Lorraine", "Angeline", "Pauline",
              "Nellie", "Elisapie", "Annie", "Oopik", "Siobhan", "Rosalind", "Marie-Claude", "Geraldine",
              "Kaylee", "Winona", "Madeline", "Ruby", "Sheena", "Leota", "Darlene", "Bernice", "Ooleepeeka",
              "Cheyenne", "Autumn", "Martha", "Irene", "Violet", "Lucy"]
CA_FIRST_M = ["Gilbert", "Norman", "Jeremiah", "Tyson", "Dakota", "Marcel", "Lionel", "Elijah", "Jacob",
              "Jaani", "Simeonie", "Tommy", "Garnet", "Isaac", "Cody", "Brent", "Ambrose", "Noah",
              "Leonard", "Harvey", "Peter", "Joseph", "Mathias", "Raymond", "Silas", "Ovide", "Clarence",
              "Dwight", "Lucas", "Eugene", "Kenny", "Pauloosie"]
CA_SURN = ["Kakepetum", "Moonias", "Sakanee", "Keesick", "Meekis", "Beardy", "Quill", "Angeconeb",
           "Fiddler", "Bighetty", "Cheechoo", "Nanowin", "Okemaw", "Kataquapit", "Wabasse", "Qaqqasiq",
           "Arnatsiaq", "Kilabuk", "Ootoova", "Nutarak", "Akavak", "Desjarlais", "Ladouceur", "Gladue",
           "Cardinal", "MacLeod", "Tremblay", "Campbell", "Linklater", "Spence", "Muskego", "Harper",
           "Kitchekeesik", "Anderson", "Morriseau", "Tuktu", "Iqaluk", "Bear-Robe", "St. Germain", "Mckay"]

CLIN_FIRST = ["Priya", "Oluwaseun", "Hamish", "Siobhan", "Mei-Lin", "Rafael", "Kate", "Brendan", "Fiona",
              "Anjali", "Tomasz", "Ingrid", "Declan", "Nkechi", "Yusuf", "Hannah", "Rohan", "Chloe",
              "Gareth", "Mireille", "Farah", "Callum", "Ngaire", "Jun", "Beatrix", "Aled", "Sunita",
              "Matthieu", "Eleanor", "Kwame", "Louise", "Paolo", "Greer", "Imogen", "Vikram", "Zoe",
              "Sebastien", "Aroha", "Mateo", "Rosa", "Dmitri", "Harriet", "Femi", "Tegan", "Liam", "Noor"]
CLIN_SURN = ["Raman", "Adeyemi", "McTaggart", "Kerrigan", "Tan", "Okonkwo-Smith", "Doherty", "Fahey",
             "Lachlan", "Venkataraman", "Wozniak", "Halvorsen", "O'Shaughnessy", "Eze", "Haddad",
             "Pritchard", "Desai", "Beaumont", "Llewellyn", "Fortin", "Siddiqui", "Munro", "Te Rangi",
             "Zhou", "Castellanos", "Ng", "Bhattacharya", "Gagnon", "Whitcombe", "Mensah", "Sauvé",
             "Rossi", "Abernethy", "Kowalczyk", "Iyer", "Clement", "Duchesne", "Ruatapu", "Vega",
             "Petrov", "Ashworth", "Balogun", "Hendry", "Farquhar", "Achterberg", "Sandhu"]

# Australian hubs: city, state abbr, state full, postcode, regional hospital
AU_HUBS = [
    ("Darwin", "NT", "Northern Territory", "0810", "Arafura Regional Hospital"),
    ("Katherine", "NT", "Northern Territory", "0850", "Katherine Valley Hospital"),
    ("Alice Springs", "NT", "Northern Territory", "0870", "Spinifex Base Hospital"),
    ("Broome", "WA", "Western Australia", "6725", "Pindan Coast Regional Hospital"),
    ("Cairns", "QLD", "Queensland", "4870", "Coral Coast Base Hospital"),
    ("Mount Isa", "QLD", "Queensland", "4825", "Gulf Country Hospital"),
    ("Port Augusta", "SA", "South Australia", "5700", "Spencer Gulf Health Campus"),
]
# tertiary: city, hospital
AU_TERT = [("Adelaide", "Royal Southern Cross Hospital"), ("Perth", "Swan River General Hospital"),
           ("Brisbane", "Moreton Bay Royal Hospital"), ("Darwin", "Arafura Regional Hospital"),
           ("Townsville", "Ross River University Hospital")]
AU_TERT_FOR = {0: [3], 1: [3, 0], 2: [0], 3: [1], 4: [4, 2], 5: [4, 2], 6: [0]}

# communities: name, hub index, state abbr (may differ from hub), postcode, region name
AU_COMM = [
    ("Malarrku", 0, "NT", "0822", "Arnhem"), ("Barramundi Point", 0, "NT", "0822", "Top End"),
    ("Ngulumpa", 2, "NT", "0872", "Central Desert"), ("Kurrajong Well", 2, "NT", "0872", "Central Desert"),
    ("Wirrimbi", 1, "NT", "0852", "Big Rivers"), ("Tjirrkali", 6, "SA", "0872", "APY Lands"),
    ("Minyirr Springs", 3, "WA", "6770", "Kimberley"), ("Pindan Bore", 3, "WA", "6765", "Kimberley"),
    ("Lake Tjuntu", 2, "WA", "0872", "Western Desert"), ("Wattle Crossing", 4, "QLD", "4871", "Cape York"),
    ("Yalgarri Island", 4, "QLD", "4875", "Torres Strait"), ("Gidgee Flat", 5, "QLD", "4830", "Gulf Country"),
    ("Warrumbul", 1, "NT", "0852", "Victoria River"), ("Coolibah Downs", 5, "QLD", "4829", "North West"),
]
AU_STATES = {"NT": "Northern Territory", "WA": "Western Australia", "QLD": "Queensland", "SA": "South Australia"}

CA_HUBS = [
    ("Sioux Lookout", "ON", "Ontario", "P8T 1B4", "Northwestern Lakes Regional Health Centre"),
    ("Thompson", "MB", "Manitoba", "R8N 0L3", "Burntwood Valley Hospital"),
    ("Iqaluit", "NU", "Nunavut", "X0A 0H0", "Frobisher Bay Regional Hospital"),
    ("Yellowknife", "NT", "Northwest Territories", "X1A 2N1", "Great Slave Territorial Hospital"),
    ("Moose Factory", "ON", "Ontario", "P0L 1W0", "Moose River Regional Hospital"),
    ("La Ronge", "SK", "Saskatchewan", "S0J 1L0", "Churchill River Health Centre"),
    ("Whitehorse", "YT", "Yukon", "Y1A 3H7", "Klondike General Hospital"),
    ("Rankin Inlet", "NU", "Nunavut", "X0C 0G0", "Kivalliq Coast Health Centre"),
]
CA_TERT = [("Winnipeg", "Red River Health Sciences Centre"), ("Thunder Bay", "Lakehead Regional Health Sciences"),
           ("Ottawa", "Rideau General Hospital"), ("Edmonton", "North Saskatchewan University Hospital"),
           ("Saskatoon", "Prairie Crossing Royal Hospital"), ("Kingston", "Cataraqui Heights Hospital")]
CA_TERT_FOR = {0: [1, 0], 1: [0], 2: [2], 3: [3], 4: [5, 2], 5: [4], 6: [3], 7: [0]}

CA_COMM = [
    ("Wapasik Lake", 0, "ON", "P0V 3B0", "Northwestern Ontario"), ("Kenoshay River", 0, "ON", "P0V 2H0", "Northern Ontario"),
    ("Sandy Narrows", 1, "MB", "R0B 1T0", "Northern Manitoba"), ("Nipiwin Falls", 1, "MB", "R0B 0X0", "Island Lake"),
    ("Qikirtaluk", 2, "NU", "X0A 0K0", "Qikiqtaaluk"), ("Ittuaq Bay", 3, "NU", "X0B 1J0", "Kitikmeot"),
    ("Whitespruce Landing", 3, "NT", "X0E 0N0", "Dehcho"), ("Moose Portage", 4, "ON", "P0L 1M0", "James Bay"),
    ("Fort Kisiskatin", 5, "SK", "S0J 2R0", "Northern Saskatchewan"), ("Ravenhead", 6, "YT", "Y0B 1G0", "Yukon North"),
    ("Pangaluk", 7, "NU", "X0C 0A0", "Kivalliq"), ("Otter Rapids", 0, "ON", "P0V 1Y0", "Northern Ontario"),
    ("Aqsarniit Point", 2, "NU", "X0A 0N0", "Baffin"), ("Cranberry Portage East", 1, "MB", "R0B 0H0", "Northern Manitoba"),
]
CA_PROVS = {"ON": "Ontario", "MB": "Manitoba", "NU": "Nunavut", "NT": "Northwest Territories",
            "SK": "Saskatchewan", "YT": "Yukon", "QC": "Quebec", "AB": "Alberta", "BC": "British Columbia"}

AU_CLINIC_SFX = ["Health Centre", "Primary Health Care Centre", "Clinic", "Community Health Centre"]
CA_CLINIC_SFX = ["Nursing Station", "Health Centre", "Nursing Station", "Community Health Centre"]
AU_ACCHO = ["Yurrampi Health Aboriginal Corporation", "Warrama Community Health Council",
            "Red Sands Aboriginal Medical Service", "Ngurra Palya Health Service",
            "Binyirri Aboriginal Health Corporation"]
CA_HEALTHAUTH = ["Seven Lakes Health Authority", "Northern Rivers First Nations Health Services",
                 "Wellness Circle Health Society", "Northern Community Health Partnership",
                 "Sky Lake Tribal Health Board"]

AU_STREETS = ["Bauhinia Street", "Mango Crescent", "Beach Road", "Airstrip Road", "Frangipani Drive",
              "Mission Street", "Billabong Road", "Ghost Gum Way", "Store Road", "Coolibah Avenue",
              "Spinifex Loop", "Cycad Close"]
CA_STREETS = ["Lakeview Road", "Spruce Street", "Airport Road", "Tamarack Drive", "Beach Road",
              "Church Street", "Jackpine Crescent", "Muskeg Trail", "Band Office Road", "Aurora Way",
              "Caribou Lane", "Shoreline Drive"]

AU_ORG_TMPL = ["{c} Rangers", "{c} Art Centre", "{c} School", "{c} Community Store", "{c} Night Patrol",
               "{c} Aged Care Program", "{c} Shire Council", "{c} Women's Centre"]
CA_ORG_TMPL = ["{c} First Nation Band Office", "{c} School", "{c} Co-op", "{c} Northern Trading Post",
               "{c} Hunters and Trappers Organization", "{c} Water Treatment Plant", "{c} Daycare",
               "{c} Fire Department"]
AU_EMPLOYERS = ["Red Earth Mining", "Bindi Creek Station", "Gulf Cattle Company", "Top End Barge Services",
                "Outback Road Maintenance", "Saltwater Prawn Co", "Coolibah Pastoral Holdings"]
CA_EMPLOYERS = ["Boreal Winter Road Services", "Hudson Plains Outfitters", "Tundra Freight",
                "Northern Lights Construction", "Kiskatin Gold Mine", "Arctic Char Fisheries",
                "Nunalik Housing Corporation"]

AU_AIR = ["Redwing Aeromedical", "Southern Skies Flying Medical", "Top End Air Retrieval"]
CA_AIR = ["Polar Wings Air Ambulance", "Aurora Medevac", "Muskeg Air Ambulance", "Boreal Critical Care Transport"]
AU_AIRLINE = ["Gulf Regional Air", "Top End Air Charter", "Desert Wings Airlines", "Torres Island Air"]
CA_AIRLINE = ["Tundra Air", "Northern Loon Airways", "Keewaytin Skies", "Arctic Tern Airlines"]
AU_HOSTEL = ["Waratah Lodge", "Wattle Patient Hostel", "Saltwater Stay House", "Casuarina Transit Lodge"]
CA_HOSTEL = ["Tamarack Boarding Home", "Kivalliq Patient Residence", "Sandpiper Medical Boarding Home", "Northern Patient Lodge"]
AU_PHARM = ["Arafura Discount Chemist", "Desert Rose Pharmacy", "Gulf Street Pharmacy"]
CA_PHARM = ["Lakehead Community Pharmacy", "North Star Drug Mart", "Aurora Pharmacy"]

AU_LANDMARKS = ["Old Mission airstrip", "Turtle Rock landing", "Pelican Waterhole", "Eight Mile Camp",
                "the Emu Creek crossing", "Barge Landing", "Kapok Outstation", "Red Hill bore"]
CA_LANDMARKS = ["the km 112 winter road camp", "Hudson's Point", "the old Bay post", "Muskrat Portage",
                "Otter Falls cabin", "the float plane dock", "Goose Camp", "the Esker pit"]
AU_OUTSTATIONS = ["Djarrwark", "Mirnyirri", "Gurrmala Creek", "Wuyal South", "Ngurrun", "Wanmarra"]
CA_OUTSTATIONS = ["Cutbank Camp", "Loon Narrows", "Whitefish Point Camp", "Ptarmigan Camp", "Sucker Bay"]

PROF_AU = ["ranger", "stockman", "art centre worker", "teacher's aide", "school bus driver", "fisherman",
           "station hand", "mine site cook", "truck driver", "night patrol officer", "housing maintenance officer",
           "community police officer", "childcare worker", "shop assistant", "mechanic", "carpenter",
           "grader operator", "council worker", "boat skipper", "crayfisher", "teacher", "pastor", "artist"]
PROF_CA = ["trapper", "hunting guide", "heavy equipment operator", "band councillor", "cashier", "carver",
           "fishing guide", "water plant operator", "school janitor", "childcare worker", "teacher",
           "pilot", "mechanic", "carpenter", "cook", "firefighter", "bush camp cook", "commercial fisher",
           "snowplough operator", "store clerk", "social worker", "by-law officer", "seamstress"]

COUNTRIES_OTHER = ["Philippines", "New Zealand", "India", "Ireland", "Papua New Guinea", "Fiji",
                   "United Kingdom", "Kenya", "Nigeria", "South Africa", "Greenland", "France"]
