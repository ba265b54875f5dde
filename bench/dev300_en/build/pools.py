"""Invented pools for dev300_en. Every town, street, organisation, hospital
and person name here is made up for this set; real states, provinces,
regions and countries are used as they are."""

# Name groups: (male first names, female first names, surnames, countries of birth)
GROUPS = {
    "somali": (["Abdirahman", "Mohamed", "Abdullahi", "Hassan", "Ahmed", "Yusuf", "Farah", "Ismail", "Liban", "Abdiwali"],
               ["Hodan", "Faadumo", "Sahra", "Ayaan", "Hibaaq", "Nimco", "Ubah", "Ifrah", "Ladan", "Khadra"],
               ["Warsame", "Jama", "Nur", "Abdi", "Guled", "Omar", "Hirsi", "Elmi", "Dualeh", "Farah", "Aden", "Mohamud"],
               ["Somalia", "Kenya", "Ethiopia"]),
    "horn": (["Tesfay", "Yonas", "Dawit", "Berhane", "Mehari", "Samuel", "Kidane", "Haile", "Filmon", "Abel"],
             ["Selam", "Hiwet", "Saba", "Meron", "Luwam", "Tsega", "Almaz", "Yordanos", "Helen", "Ruta"],
             ["Tesfamariam", "Gebremedhin", "Kahsay", "Woldu", "Habte", "Tekle", "Ghebreyesus", "Berhe", "Asfaha", "Negash"],
             ["Eritrea", "Ethiopia", "Sudan"]),
    "south_asian": (["Imran", "Rajesh", "Arjun", "Tariq", "Sanjay", "Bilal", "Harpreet", "Nasir", "Vikram", "Rahul", "Kamal", "Asif", "Pradeep", "Shahid"],
                    ["Priya", "Nasreen", "Sunita", "Ayesha", "Fatima", "Harjit", "Rubina", "Meena", "Shabana", "Anjali", "Kiran", "Rukhsana"],
                    ["Chaudhry", "Patel", "Begum", "Iqbal", "Sharma", "Hussain", "Rahman", "Gill", "Qureshi", "Nair", "Malik", "Sandhu", "Uddin", "Thapa", "Gurung", "Mirza"],
                    ["India", "Pakistan", "Bangladesh", "Nepal", "Sri Lanka"]),
    "filipino": (["Rodel", "Jerome", "Marvin", "Arnel", "Rommel", "Jericho", "Ramon", "Efren"],
                 ["Maricel", "Lorna", "Jocelyn", "Rowena", "Maribel", "Cherry", "Divina", "Analyn"],
                 ["Dela Cruz", "Macapagal", "Bautista", "Villanueva", "Santos", "Pangilinan", "Manalo", "Ocampo", "Tolentino", "Dimaculangan"],
                 ["Philippines"]),
    "sea": (["Minh", "Tuan", "Duc", "Thanh", "Kyaw", "Zaw", "Sokha", "Bounmy", "Hieu"],
            ["Lan", "Thu", "Hoa", "Mai", "Ngoc", "Thida", "Nilar", "Sreymom", "Linh"],
            ["Nguyen", "Tran", "Pham", "Le", "Hoang", "Vo", "Aung", "Win", "Sok", "Phan", "Htun"],
            ["Vietnam", "Myanmar", "Cambodia", "Thailand", "Indonesia"]),
    "chinese": (["Wei", "Jun", "Hao", "Zhiqiang", "Ming", "Kai", "Jian"],
                ["Xiaoling", "Mei", "Yan", "Ling", "Jing", "Hui", "Qing"],
                ["Zhang", "Liu", "Chen", "Wong", "Huang", "Lim", "Zhou", "Xu", "Tan", "Ho"],
                ["China", "Hong Kong", "Malaysia", "Taiwan"]),
    "west_african": (["Chukwuemeka", "Oluwaseun", "Kwame", "Babatunde", "Ibrahim", "Kofi", "Emeka", "Tunde", "Sekou"],
                     ["Adaeze", "Ngozi", "Abena", "Folake", "Chiamaka", "Aminata", "Funmilayo", "Efua", "Kadiatou"],
                     ["Okonkwo", "Adeyemi", "Mensah", "Boateng", "Okafor", "Diallo", "Bello", "Asante", "Eze", "Oyelaran", "Kamara"],
                     ["Nigeria", "Ghana", "Sierra Leone", "Guinea", "Cameroon"]),
    "east_euro": (["Andrei", "Marius", "Tomasz", "Darius", "Mykola", "Bogdan", "Piotr", "Vasile", "Oleksandr"],
                  ["Ioana", "Agnieszka", "Oksana", "Irina", "Elena", "Rasa", "Katarzyna", "Natalia", "Daiva"],
                  ["Popescu", "Kowalczyk", "Bondarenko", "Stanciu", "Nowicki", "Kazlauskas", "Moraru", "Shevchuk", "Wisniewski", "Dumitru"],
                  ["Romania", "Poland", "Lithuania", "Ukraine", "Moldova"]),
    "pacific": (["Sione", "Tevita", "Lealofi", "Iosefa", "Tamati", "Semisi", "Taniela", "Ioane", "Kaufana"],
                ["Losana", "Mele", "Salote", "Ana", "Fetu", "Malia", "Lupe", "Teuila", "Akanesi"],
                ["Tuipulotu", "Fifita", "Havili", "Leaupepe", "Taufa", "Faleolo", "Mataele", "Vaipulu", "Tekeraoi", "Sopoaga"],
                ["Samoa", "Tonga", "Kiribati", "Tuvalu", "Fiji", "Papua New Guinea"]),
    "latin": (["Jose", "Luis", "Carlos", "Miguel", "Juan", "Alejandro", "Wilmer", "Edgar", "Ricardo", "Hector"],
              ["Maria", "Guadalupe", "Rosa", "Ana", "Yesenia", "Carmen", "Lucia", "Marisol", "Dulce"],
              ["Hernandez", "Ramirez", "Lopez", "Gutierrez", "Morales", "Castillo", "Orellana", "Quispe", "Flores", "Mendoza", "Aguilar"],
              ["Mexico", "Guatemala", "Honduras", "El Salvador", "Peru", "Haiti"]),
    "afghan": (["Ahmad", "Mirwais", "Farid", "Naveed", "Zabihullah", "Rahim", "Hamid"],
               ["Zarghuna", "Freshta", "Mariam", "Nilofar", "Shabnam", "Parwana", "Soraya"],
               ["Ahmadzai", "Noori", "Safi", "Rahimi", "Hotak", "Karimi", "Stanikzai", "Popal"],
               ["Afghanistan", "Iran", "Pakistan"]),
    "local": (["James", "Daniel", "Thomas", "Liam", "Michael", "Craig", "Shane", "Aaron", "Dylan", "Mark", "Wiremu", "Jordan", "Travis", "Callum", "Peter", "Brendan"],
              ["Sarah", "Emma", "Chloe", "Kayla", "Jessica", "Aroha", "Megan", "Tania", "Rebecca", "Danielle", "Kirsty", "Brooke", "Leanne", "Stacey"],
              ["Hollis", "Pritchard", "McAllister", "Doyle", "Renshaw", "Tait", "Carmody", "Fenwick", "Galloway", "Whitlock", "Ashby", "Kerrigan", "Marsh", "Thorne", "Rawiri", "Stringer", "Beaumont", "Lyle"],
              []),
}

# Staff names (clinicians, nurses, scientists, clerks)
STAFF_FIRST = ["Helen", "Gareth", "Priyanka", "Oliver", "Siobhan", "Rachel", "Nikhil", "Fiona", "Joanna", "Alistair", "Moana",
               "Catherine", "Dominic", "Yasmin", "Bronwyn", "Marcus", "Ingrid", "Kwabena", "Leila", "Hamish", "Teresa",
               "Naomi", "Rohan", "Claire", "Declan", "Anita", "Benedict", "Wen", "Sinead", "Tomasina", "Graham", "Mariana",
               "Eilidh", "Farhan", "Jacqueline", "Hugo", "Rangi", "Lorraine", "Ruth", "Ethan", "Olga", "Femi"]
STAFF_LAST = ["Ashworth", "Pemberton", "Kaur", "Lindqvist", "Okoro", "Brennan", "Venkatesh", "Harcourt", "Mulligan",
              "Szabo", "Tremaine", "Achterberg", "Nakamura", "Oduya", "Penhaligon", "Rutherford", "Castellano", "Fairbairn",
              "Quayle", "Sandoval", "Whitcombe", "Delacroix", "Ngata", "Holloway", "Iyer", "Kennard", "Lachlan", "Maitland",
              "Obi", "Prendergast", "Rask", "Strand", "Tambling", "Upjohn", "Varga", "Wetherell", "Yeoh", "Zielinski",
              "Cartwright", "Dunmore", "Esterhuizen", "Forsythe", "Gallacher", "Henare"]

TOWNS = {
    "UK": ["Brackenholt", "Quillingford", "Hesterby", "Wendlecote", "Dunmarrow", "Pellingham Cross", "Carrowmoor",
           "Fennick Bridge", "Stavewell", "Ormsley Green", "Tarnhollow", "Rookwarden", "Callowmere", "Ixbridge",
           "Hollinsgate", "Merriton Abbas", "Grindlesham", "Upper Vantley", "Kesterfield", "Blenmoor", "Swaddington",
           "Lathecombe", "Norbury Tye", "Wexholme"],
    "US": ["Cedar Hollow", "Pruett Falls", "Marlinsburg", "East Vandale", "Oxbow Springs", "Brisco Junction",
           "Tamsworth", "Quarry Bend", "Lake Orlow", "Vandermeer", "Pinecastle Ridge", "Sorrel Creek", "Millgrave",
           "Dunhaven", "Kettleby", "North Ambry", "Calder Point", "Rushmere Park", "Halvorsen", "Mesquite Flats",
           "Port Delancey", "Westerbrook"],
    "CA": ["Port Havelin", "Saint-Aubrac", "Lac-Verdonne", "Kestle Bay", "Morrowdale", "New Tarrington",
           "Pembrook Falls", "Fort Ashlan", "Grandmaison", "Mistlebrook", "Tillbury Flats", "Wenmouth", "Caribou Narrows",
           "Sainte-Odile-du-Lac", "Harrowgate Mills", "Larchmont Crossing", "Boreal Creek", "East Kinnaird"],
    "AU": ["Koorabin", "Wattlegrove", "Bindaree Springs", "Yarrandale", "Port Mallory", "Tindall Creek", "Marralong",
           "Glenbrae", "Ironbark Hill", "Dunleigh", "Mirrabook", "Kellamoor Bay", "Quandong Flat", "Bellwether Park",
           "Currawin", "Saltbush Plains", "Emu Ridge", "Warrena Heights"],
    "NZ": ["Glenmorra", "Ashvale", "Harrowfield", "Kowhai Flat", "Pukeroa Valley", "Waitoru", "Moana Heights",
           "Kereru Point", "Beckton Downs", "Te Awaroa", "Port Elverton", "Raukatea", "Matipo Bay", "Totara Springs",
           "Fernhill Junction", "Ruakiwi", "Ngaroto Park", "Larnach Vale"],
}

COUNTIES = ["Harwick County", "Ostrander County", "Bellweather County", "Calloway Ridge County", "Munroe Fork County",
            "Penhallow County", "Tesslar County", "Greaves County"]

STATES = {
    "UK": [("West Midlands", "West Midlands"), ("North West", "North West"), ("Yorkshire and the Humber", "Yorkshire and the Humber"),
           ("East of England", "East of England"), ("South East", "South East"), ("South West", "South West"),
           ("East Midlands", "East Midlands"), ("North East", "North East")],
    "US": [("California", "CA"), ("Texas", "TX"), ("New York", "NY"), ("Minnesota", "MN"), ("Washington", "WA"),
           ("Georgia", "GA"), ("Illinois", "IL"), ("Massachusetts", "MA"), ("Arizona", "AZ"), ("Ohio", "OH"),
           ("New Jersey", "NJ"), ("Virginia", "VA"), ("Colorado", "CO"), ("Oregon", "OR")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"), ("Quebec", "QC"),
           ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("Nunavut", "NU")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"), ("Northern Territory", "NT"), ("Australian Capital Territory", "ACT")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"), ("Northland", "Northland"),
           ("Bay of Plenty", "Bay of Plenty"), ("Hawke's Bay", "Hawke's Bay"), ("Taranaki", "Taranaki"),
           ("Southland", "Southland"), ("Manawatu-Whanganui", "Manawatu-Whanganui")],
}

COUNTRY_NAMES = {"UK": ["UK", "United Kingdom"], "US": ["USA", "United States"], "CA": ["Canada"],
                 "AU": ["Australia"], "NZ": ["New Zealand"]}

STREET_WORDS = ["Larch", "Quarry", "Fennel", "Bramble", "Heron", "Kingfisher", "Tanners", "Ropewalk", "Sedgemoor",
                "Wychwood", "Cobblers", "Hawthorn", "Juniper", "Mallard", "Osprey", "Pilgrims", "Saddlers", "Thistle",
                "Linnet", "Copperbeech", "Blackthorn", "Foundry", "Weavers", "Marigold", "Lantern", "Orchard", "Tallow",
                "Wagtail", "Ironstone", "Cinder", "Baywood", "Gannet", "Kestrel", "Moorhen", "Plover", "Sorrel",
                "Wattle", "Kowhai", "Banksia", "Tamarack", "Maplewood", "Cottonwood", "Bluegum", "Ridgeback", "Salter"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Way", "Terrace", "Grove", "Gardens", "Row", "Walk"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Rd", "Ln", "Ct", "Way", "Pkwy"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Court", "Way", "Rue"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Crescent", "Avenue", "Court", "Close", "Place", "Highway"],
    "NZ": ["Street", "Road", "Terrace", "Crescent", "Avenue", "Place", "Drive", "Lane", "Rise"],
}

HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "District Hospital", "Community Hospital", "University Hospital"],
    "US": ["Medical Center", "Regional Hospital", "Memorial Hospital", "Community Hospital", "General Hospital"],
    "CA": ["General Hospital", "Health Centre", "Regional Hospital", "Memorial Hospital"],
    "AU": ["Base Hospital", "Hospital", "District Hospital", "Health Service"],
    "NZ": ["Hospital", "Base Hospital", "Regional Hospital"],
}
SAINTS = ["St Aldric's", "St Brannoc's", "St Ethelwyn's", "St Petroc's", "St Wendreda's", "St Cuthwin's", "Holy Cross",
          "Our Lady of the Valley", "St Isidore's", "Mercy Wellspring"]
TB_CLINIC_SUFFIX = ["Chest Clinic", "TB Clinic", "TB Service", "Respiratory Centre", "Tuberculosis Clinic",
                    "TB Control Clinic", "Chest and TB Service"]
GP_PATTERNS = ["{w} Surgery", "The {w} Medical Practice", "{t} Health Centre", "{w} Lane Surgery", "{w} Family Practice",
               "{t} Medical Centre", "{w} Street Clinic", "{w} Community Health Center"]
PHARM_PATTERNS = ["{w} Pharmacy", "{t} Pharmacy", "{w} Chemist", "{w} Lane Pharmacy", "{t} Discount Pharmacy"]
LAB_NAMES = ["{t} Pathology", "{w} Valley Laboratories", "{t} Mycobacteriology Reference Laboratory",
             "{w} Diagnostic Services", "{t} Regional Microbiology"]
WARDS = ["Kestrel Ward", "Heron Ward", "Ward 7B", "Ward 12", "Rowan Ward", "Ward C4", "Isolation Unit 3",
         "Tamarind Ward", "Ward 5 North", "Larkspur Unit", "Ward 21", "Respiratory Ward 2"]
CARE_HOMES = ["{w} House Care Home", "{t} Aged Care", "{w} Lodge Nursing Home", "{w} Gardens Residential Care"]

EMPLOYERS = ["Kellerman Logistics", "Brightwater Poultry Processing", "Orchid Nail Studio", "Hallam & Frost Warehousing",
             "Northgate Meat Works", "Quayside Cleaning Services", "Pacific Crest Packhouse", "Greenfield Orchards",
             "Sterling Cabs", "Tollgate Textiles", "Moonstone Takeaway", "Bellbird Construction", "Halcyon Home Care",
             "Redgum Freight", "Lakeshore Hotel Group", "Copperline Call Centre", "Saffron Spice Restaurant",
             "Driftwood Fisheries", "Blue Anchor Security", "Marwick Bakery", "Tradewind Laundry", "Fielder & Sons Farms",
             "Crestview Car Wash", "Evergreen Mushroom Farm", "Silverleaf Supermarket", "Ambry Distribution Centre"]
SCHOOLS = ["{t} Primary School", "{w} High School", "{t} Academy", "{w} Hill Elementary School", "{t} College of Further Education",
           "{w} Kindergarten", "{t} Middle School", "University of {t}"]
SHELTERS = ["Harbour Light Night Shelter", "Wayfarers Hostel", "Beacon House Hostel", "Open Door Shelter",
            "St Jude's Mission Hostel", "Northside Men's Shelter", "Haven Street Supported Housing", "Lighthouse Refuge"]
WORSHIP = ["{t} Central Mosque", "Grace Fellowship Church", "{t} Gurdwara", "St Brannoc's Church", "{w} Kingdom Hall",
           "Al-Noor Islamic Centre", "Holy Trinity Parish", "{t} Buddhist Temple", "New Covenant Tabernacle"]
PRISONS = {"UK": ["HMP Dunmarrow", "HMP Wexholme", "HMP Tarnhollow"],
           "US": ["{c} Detention Center", "{c} Jail", "Oxbow Correctional Facility"],
           "CA": ["Fort Ashlan Correctional Centre", "Boreal Creek Remand Centre"],
           "AU": ["Marralong Correctional Centre", "Currawin Remand Centre"],
           "NZ": ["Ruakiwi Corrections Facility", "Waitoru Prison"]}
PH_ORGS = {"UK": ["{t} Health Protection Team", "{t} and District Health Protection Unit"],
           "US": ["{c} Department of Public Health", "{c} Health Department", "{t} City Health Department"],
           "CA": ["{t} Public Health Unit", "{t} Regional Health Authority"],
           "AU": ["{t} Public Health Unit", "{t} Population Health Service"],
           "NZ": ["{t} Public Health Service", "{t} Regional Public Health"]}
NATIONAL_AGENCY = {"UK": "UKHSA", "US": "CDC", "CA": "PHAC", "AU": "the Department of Health", "NZ": "ESR"}

PROFESSIONS = ["taxi driver", "bus driver", "care assistant", "healthcare assistant", "student nurse", "chef",
               "kitchen porter", "cleaner", "security guard", "warehouse operative", "factory worker", "meat packer",
               "fruit picker", "construction labourer", "electrician", "plumber", "shop assistant", "primary school teacher",
               "teaching assistant", "nursery worker", "accountant", "software developer", "delivery driver",
               "hairdresser", "nail technician", "farm worker", "fisherman", "seafarer", "truck driver", "mechanic",
               "restaurant owner", "social worker", "prison officer", "home care worker", "dental nurse", "pharmacist",
               "forklift operator", "call centre agent", "dairy farm worker", "poultry plant worker", "hotel housekeeper",
               "barber", "tailor", "imam", "pastor", "engineering student", "childminder", "bricklayer", "baker"]

INTERP_LANGS = ["Somali", "Tigrinya", "Amharic", "Urdu", "Punjabi", "Bengali", "Nepali", "Tagalog", "Vietnamese",
                "Mandarin", "Cantonese", "Romanian", "Polish", "Ukrainian", "Tongan", "Samoan", "Kiribati", "Spanish",
                "Haitian Creole", "Dari", "Pashto", "Burmese", "Karen", "Arabic"]
GROUP_LANGS = {"somali": ["Somali"], "horn": ["Tigrinya", "Amharic"], "south_asian": ["Urdu", "Punjabi", "Bengali", "Nepali", "Hindi"],
               "filipino": ["Tagalog"], "sea": ["Vietnamese", "Burmese", "Khmer"], "chinese": ["Mandarin", "Cantonese"],
               "west_african": ["English", "Krio", "French"], "east_euro": ["Romanian", "Polish", "Ukrainian", "Lithuanian"],
               "pacific": ["Tongan", "Samoan", "Kiribati", "Tuvaluan"], "latin": ["Spanish", "Haitian Creole"],
               "afghan": ["Dari", "Pashto"], "local": ["English"]}

HOLIDAYS = ["Christmas", "Easter", "Eid", "Eid al-Adha", "Diwali", "New Year", "Boxing Day", "Ramadan", "Lunar New Year",
            "Good Friday"]
HOLIDAYS_C = {"US": ["Thanksgiving", "Labor Day", "July 4th"], "CA": ["Thanksgiving", "Canada Day"],
              "AU": ["Australia Day", "Anzac Day"], "NZ": ["Waitangi Day", "Matariki"], "UK": ["the August bank holiday"]}

GROUP_WEIGHTS = {
    "UK": {"somali": 8, "horn": 8, "south_asian": 22, "filipino": 4, "sea": 3, "chinese": 3, "west_african": 10,
           "east_euro": 12, "pacific": 0, "latin": 1, "afghan": 6, "local": 12},
    "US": {"somali": 6, "horn": 4, "south_asian": 10, "filipino": 10, "sea": 10, "chinese": 8, "west_african": 4,
           "east_euro": 3, "pacific": 2, "latin": 26, "afghan": 4, "local": 12},
    "CA": {"somali": 4, "horn": 5, "south_asian": 18, "filipino": 14, "sea": 6, "chinese": 10, "west_african": 4,
           "east_euro": 5, "pacific": 0, "latin": 4, "afghan": 5, "local": 16},
    "AU": {"somali": 2, "horn": 3, "south_asian": 20, "filipino": 8, "sea": 16, "chinese": 10, "west_african": 2,
           "east_euro": 2, "pacific": 14, "latin": 1, "afghan": 6, "local": 10},
    "NZ": {"somali": 2, "horn": 2, "south_asian": 16, "filipino": 8, "sea": 6, "chinese": 10, "west_african": 1,
           "east_euro": 2, "pacific": 30, "latin": 1, "afghan": 4, "local": 14},
}
