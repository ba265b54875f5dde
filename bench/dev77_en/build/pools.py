"""Invented value pools for dev77_en.

Every name, town, street, hospital, practice, employer, school and agency here was
written for this set. Real-world coincidences are accidental. States, provinces and
countries are real (they have to be); they carry no identity on their own.
"""

# ---------------------------------------------------------------- people
# origin -> (male given, female given, surnames)
NAMES = {
    "anglo": (
        ["Thomas", "Graham", "Neil", "Walter", "Russell", "Dean", "Curtis", "Howard", "Gordon",
         "Philip", "Leonard", "Stuart", "Trevor", "Wesley", "Clifford", "Barry", "Roland", "Kenneth"],
        ["Margaret", "Judith", "Carol", "Janet", "Deborah", "Lorraine", "Heather", "Gwen", "Beverly",
         "Sandra", "Wendy", "Audrey", "Pamela", "Lynette", "Shirley", "Marjorie", "Doreen", "Tessa"],
        ["Whitlock", "Pennington", "Hargreave", "Ashworth", "Thornbury", "Colfax", "Brantley",
         "Merriweather", "Dunstan", "Holloway", "Fairbanks", "Kettering", "Radley", "Swinburne",
         "Cartwright", "Lomax", "Pruitt", "Aldridge", "Burroughs", "Haskett"],
    ),
    "irish": (
        ["Declan", "Ciaran", "Padraig", "Eoin", "Fergal", "Cormac", "Donal", "Niall", "Ronan", "Seamus"],
        ["Siobhan", "Aoife", "Niamh", "Grainne", "Orla", "Mairead", "Clodagh", "Roisin", "Deirdre", "Eileen"],
        ["O'Sullivan", "Mulcahy", "Geraghty", "Donnelly", "McGuinness", "Brennan", "Kavanagh",
         "O'Doherty", "Flanagan", "Tierney", "Hanrahan", "Costigan", "Ni Bhriain"],
    ),
    "scottish": (
        ["Angus", "Hamish", "Alasdair", "Callum", "Fraser", "Ewan", "Murdo", "Lachlan", "Dougal", "Ruaridh"],
        ["Morag", "Isla", "Kirsty", "Fiona", "Ailsa", "Catriona", "Shona", "Elspeth", "Mhairi", "Iona"],
        ["MacLeod", "Buchanan", "Drummond", "Ferguson", "Galbraith", "Lennox", "McAlister",
         "Urquhart", "Menzies", "Sinclair", "Cruickshank", "Munro"],
    ),
    "hispanic": (
        ["Alejandro", "Joaquin", "Rodrigo", "Esteban", "Mateo", "Ignacio", "Rafael", "Osvaldo",
         "Humberto", "Emiliano", "Julio Cesar", "Abelardo"],
        ["Guadalupe", "Ximena", "Rocio", "Marisol", "Yesenia", "Leticia", "Araceli", "Lourdes",
         "Catalina", "Esperanza", "Maria Jose", "Dulce"],
        ["Villanueva", "Ocampo", "Echeverria", "Saucedo", "Montoya", "Barrientos", "Quintanilla",
         "Arellano", "Zamora", "Cardenas", "Fuentes", "Bermudez", "Ibarra", "Garza Leal", "de la Rosa"],
    ),
    "westafrican": (
        ["Chukwuemeka", "Oluwaseun", "Kwabena", "Kofi", "Babatunde", "Emeka", "Yaw", "Ikenna",
         "Adewale", "Mamadou", "Ousmane", "Kwame"],
        ["Ngozi", "Abena", "Funmilayo", "Chiamaka", "Adaeze", "Efua", "Yetunde", "Akosua",
         "Ifeoma", "Aminata", "Fatoumata", "Folake"],
        ["Okonkwo", "Adeyemi", "Mensah", "Asante", "Oyelaran", "Nwachukwu", "Boateng", "Olaniyan",
         "Diallo", "Ekwueme", "Owusu", "Adebayo", "Traore", "Amankwah", "Ogunleye"],
    ),
    "southasian": (
        ["Raghav", "Vikram", "Arjun", "Sanjay", "Pranav", "Imran", "Farhan", "Devendra", "Karthik",
         "Rohit", "Gurpreet", "Anand"],
        ["Priyanka", "Lakshmi", "Anjali", "Deepa", "Shabnam", "Meenakshi", "Kavitha", "Nandini",
         "Rupinder", "Sunita", "Harleen", "Padma"],
        ["Raghunathan", "Venkataraman", "Chaudhry", "Bhattacharya", "Iyer", "Malhotra", "Siddiqui",
         "Gill", "Subramanian", "Deshpande", "Kulkarni", "Banerjee", "Qureshi", "Sandhu"],
    ),
    "eastasian": (
        ["Wei", "Jian", "Hiroshi", "Kenji", "Minho", "Jae-won", "Takeshi", "Haoran", "Duc", "Quang"],
        ["Mei", "Xiu", "Yuki", "Haruka", "Ji-yeon", "Seo-yeon", "Lan", "Thuy", "Akiko", "Ling"],
        ["Zhang", "Nakamura", "Takahashi", "Park", "Choi", "Nguyen", "Tran", "Liu", "Huang",
         "Kobayashi", "Yamada", "Lim", "Pham", "Tanaka", "Ouyang"],
    ),
    "easteuro": (
        ["Tomasz", "Piotr", "Dmitri", "Andrei", "Bogdan", "Miroslav", "Vaclav", "Oleksandr",
         "Grzegorz", "Zoltan"],
        ["Katarzyna", "Agnieszka", "Svetlana", "Irina", "Oksana", "Milena", "Jadwiga", "Ludmila",
         "Zofia", "Daria"],
        ["Kowalczyk", "Wisniewski", "Petrenko", "Novak", "Dvorak", "Sokolov", "Horvath",
         "Lewandowski", "Kovalenko", "Jankowski", "Popescu", "Marinescu", "Szabo", "Brzezinski"],
    ),
    "arabic": (
        ["Khalid", "Tariq", "Yousef", "Omar", "Hamza", "Samir", "Karim", "Bilal", "Faisal", "Nabil"],
        ["Layla", "Amira", "Yasmin", "Rania", "Noor", "Huda", "Samira", "Leila", "Dalia", "Mariam"],
        ["Haddad", "Al-Masri", "Nasser", "Khoury", "Saleh", "Mansour", "Al-Rashid", "Hamdan",
         "Darwish", "Barakat", "Awad", "Qasim", "El-Amin"],
    ),
    "pacific": (
        ["Tane", "Wiremu", "Rawiri", "Hemi", "Nikau", "Sione", "Tevita", "Manaia", "Ropata", "Kahu"],
        ["Aroha", "Mere", "Anahera", "Moana", "Hine", "Losana", "Mele", "Kiri", "Ngaio", "Atawhai"],
        ["Ngata", "Te Rangi", "Parata", "Tuhiwai", "Fonoti", "Tupou", "Faleolo", "Kereama",
         "Tamihana", "Aumua", "Leota", "Te Whata"],
    ),
    "invented": (
        ["Quorin", "Varek", "Dastin", "Zaviel", "Kelvar", "Tobrin", "Orwen", "Jessup"],
        ["Maeris", "Liraelle", "Vannora", "Sefina", "Thessaly", "Corvina", "Ysmay", "Brielle"],
        ["Vantreece", "Quillfeather", "Marrowby", "Fennick", "Halvane", "Brisbourne", "Culloway",
         "Pellridge", "Yarrowby", "Drossel", "Ombrey", "Tarkington-Vale"],
    ),
    # names that are also ordinary English words
    "wordnames": (
        ["Will", "Mark", "Grant", "Hunter", "Chase", "Miles", "Rich", "Forrest", "Drew", "Bill"],
        ["Hope", "Rose", "Faith", "Joy", "Grace", "Pearl", "Ruby", "Dawn", "Iris", "Summer", "Penny", "Patience"],
        ["Best", "Page", "Wise", "Small", "Church", "Young", "Long", "White", "Brown", "Green",
         "Bishop", "Price", "Fox", "Hill", "Stone", "Bell", "Cook", "Mason", "Walker", "Hale",
         "Swift", "Sharp", "Moody", "Sparrow", "Friend", "Little", "Rice", "Gentle", "Strong"],
    ),
}

ORIGIN_WEIGHTS = [
    ("anglo", 16), ("irish", 7), ("scottish", 6), ("hispanic", 12), ("westafrican", 9),
    ("southasian", 9), ("eastasian", 9), ("easteuro", 8), ("arabic", 7), ("pacific", 5),
    ("invented", 5), ("wordnames", 10),
]

NICKNAMES = {
    "Thomas": ["Tom", "Tommy"], "Margaret": ["Peggy", "Maggie"], "Judith": ["Judy"],
    "Deborah": ["Debbie", "Deb"], "Leonard": ["Len", "Lenny"], "Walter": ["Walt"], "Philip": ["Phil"],
    "Kenneth": ["Ken", "Kenny"], "Beverly": ["Bev"], "Pamela": ["Pam"], "Sandra": ["Sandy"],
    "Marjorie": ["Marge"], "Howard": ["Howie"], "Clifford": ["Cliff"], "Stuart": ["Stu"],
    "Alejandro": ["Alex"], "Guadalupe": ["Lupe"], "Ignacio": ["Nacho"], "Rodrigo": ["Rigo"],
    "Esperanza": ["Espe"], "Humberto": ["Beto"], "Chukwuemeka": ["Emeka"], "Oluwaseun": ["Seun"],
    "Funmilayo": ["Funmi"], "Babatunde": ["Tunde"], "Katarzyna": ["Kasia"], "Tomasz": ["Tomek"],
    "Jadwiga": ["Jadzia"], "Dmitri": ["Dima"], "Svetlana": ["Sveta"], "Oleksandr": ["Sasha"],
    "Agnieszka": ["Aga"], "Grzegorz": ["Grzes"], "Siobhan": ["Shiv"], "Padraig": ["Paddy"],
    "Alasdair": ["Ally"], "Catriona": ["Cat"], "Priyanka": ["Pri"], "Vikram": ["Vik"],
    "Meenakshi": ["Meena"], "Lakshmi": ["Lakshu"], "Wiremu": ["Wiri"], "Rawiri": ["Rawi"],
    "Abelardo": ["Lalo"], "Ruaridh": ["Rory"], "Yousef": ["Joe"], "Hiroshi": ["Hiro"],
    "Takeshi": ["Take"], "Gurpreet": ["Gary"], "Mariam": ["Mimi"], "Patience": ["Patty"],
    "Forrest": ["Woody"], "Bill": ["Billy"], "Hunter": ["Hunt"], "Ludmila": ["Lyuda"],
    "Kwabena": ["Kobby"], "Folake": ["Fola"], "Vannora": ["Nora"], "Maeris": ["Mae"],
}

TITLES_M = ["Mr"]
TITLES_F = ["Mrs", "Ms"]

# ---------------------------------------------------------------- places (US)
US_STATES = [
    ("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Pennsylvania", "PA"), ("Vermont", "VT"),
    ("New Mexico", "NM"), ("Georgia", "GA"), ("Minnesota", "MN"), ("Wisconsin", "WI"),
    ("Massachusetts", "MA"), ("Texas", "TX"), ("North Carolina", "NC"), ("Iowa", "IA"),
    ("Kentucky", "KY"), ("Maine", "ME"), ("Arizona", "AZ"), ("Illinois", "IL"), ("Virginia", "VA"),
    ("Colorado", "CO"), ("Missouri", "MO"), ("Washington", "WA"), ("Tennessee", "TN"),
    ("Nebraska", "NE"), ("Montana", "MT"), ("New York", "NY"),
]
US_AREA = ["216", "503", "313", "412", "802", "505", "404", "612", "414", "617", "512", "919",
           "515", "502", "207", "602", "312", "804", "303", "314", "206", "615", "402", "406", "518",
           "330", "971", "734", "570", "478", "651", "608", "413", "830", "336", "319", "859"]

TOWNS_US = [
    "Harrowgate", "Quenton Falls", "Larchmere", "Westhollow", "Corrandale", "Pell Lake",
    "Fennimore Junction", "Ashby Crossing", "Port Wendell", "Sable Hills", "Brightwater",
    "Dunmore Flats", "Kettle Creek", "Ostrava Mills", "Tamsin", "Greywick", "New Calder",
    "Orrinsburg", "Halvern", "Maplecote", "Stoneleigh Bend", "Wrenfield", "Aldergrove Springs",
    "Bexley Ford", "Cinder Point", "Marlow Heights", "Redvale", "Thistlewood", "Upper Ainsley",
    "Varner City", "Willowmere", "Yardley Hollow", "Copperton Station", "Elsmore", "Gilden",
    "Lantern Hill", "Mossgiel", "Pemberwick", "Riverlet", "Sutterby",
]
COUNTIES_US = ["Harlan Ridge County", "Osgood County", "Tamarack County", "Bellweather County",
               "Corran County", "Ashlar County"]

# ---------------------------------------------------------------- places (Canada)
CA_PROVS = [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"), ("Manitoba", "MB"),
            ("Alberta", "AB"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC"),
            ("Prince Edward Island", "PE"), ("Newfoundland and Labrador", "NL")]
CA_AREA = ["416", "647", "613", "604", "250", "902", "204", "403", "780", "306", "506", "514", "709", "519"]
TOWNS_CA = [
    "Kestrel Bay", "Ste-Odile-du-Lac", "Harrow Mills", "Port Aubert", "Cedar Narrows",
    "Lachaume", "Ravenscrag Point", "Tilbury Sound", "Mountjoy Landing", "Fort Everard",
    "Brackendale Crossing", "St. Oswin", "Grand Pellerin", "Whitecap Harbour", "Moraineville",
    "Balsam Lake Station", "Kinross Hollow", "Petit-Rocher-Nord", "Lockmere", "Oakhurst Falls",
]

STREET_NAMES = [
    "Elm", "Larkspur", "Quarry", "Tamarack", "Bexley", "Orchard", "Cobble", "Whitcombe", "Ferris",
    "Maple Bend", "Holloway", "Corran", "Juniper", "Alder", "Sable", "Tinker", "Wickham", "Brisbane",
    "Hatherley", "Pennant", "Osprey", "Kinsale", "Lantern", "Marigold", "Old Mill", "Ridgecrest",
    "Sycamore", "Thornfield", "Vesper", "Wren", "Yarrow", "Birchwood", "Cranberry", "Dovecote",
    "Eastbrook", "Foxglove", "Glenmore", "Heron", "Ivybridge", "Kestrel",
]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr",
                 "Court", "Ct", "Way", "Place", "Pl", "Terrace", "Boulevard", "Blvd", "Circle"]
UNITS = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Apt {n}B", "Lot {n}"]

# ---------------------------------------------------------------- care sites
HOSPITALS_US = [
    "Harrowgate Memorial Hospital", "St. Aldric's Medical Center", "Quenton Valley Regional Hospital",
    "Larchmere General Hospital", "Westhollow Community Hospital", "Pell Lake Medical Center",
    "Corrandale University Hospital", "Brightwater Baptist Hospital", "Sable Hills Regional",
    "Our Lady of the Marsh Hospital", "Kettle Creek Memorial", "Greywick County Hospital",
    "New Calder Medical Center", "Wrenfield Mercy Hospital", "Orrinsburg Veterans Hospital",
    "Marlow Heights Presbyterian", "Thistlewood Samaritan Hospital", "Varner City General",
]
HOSPITALS_CA = [
    "Kestrel Bay General Hospital", "Hopital Ste-Odile", "Cedar Narrows Health Centre",
    "Port Aubert Regional Hospital", "Tilbury Sound Memorial", "Fort Everard District Hospital",
    "Whitecap Harbour Health Centre", "Lockmere Royal Infirmary", "St. Oswin's Hospital",
]
CLINICS = [
    "Westhollow Family Practice", "Brightwater Internal Medicine", "Larchmere Cardiology Associates",
    "Pell Lake Pulmonary Clinic", "Harrowgate Orthopedic Group", "Sable Hills Dermatology",
    "Ashby Crossing Health Center", "Kettle Creek Family Medicine", "Quenton Falls Women's Clinic",
    "Tamsin Street Clinic", "Greywick Renal Associates", "Maplecote Pediatrics and Family Care",
    "Redvale Urgent Care", "Corran Oncology Partners", "Dunmore Flats Community Clinic",
    "Lantern Hill Medical Group", "Elsmore Neurology Clinic", "Gilden Valley GI Associates",
]
CLINICS_CA = [
    "Kestrel Bay Family Health Team", "Harrow Mills Medical Clinic", "Cedar Narrows Community Health Centre",
    "Lachaume Walk-In Clinic", "Ravenscrag Point Family Practice", "Lockmere Diabetes Education Centre",
]
PHARMACIES = [
    "Fennimore Pharmacy", "Corner Apothecary of Westhollow", "Brightwater Drug", "Pell Lake Pharmacy",
    "Ridgecrest Rx", "Halvern Family Pharmacy", "Lantern Hill Drugs", "Kestrel Bay Pharmacy",
    "Mossgiel Pharmacy & Wellness", "Sutterby Prescription Shop",
]
CARE_HOMES = [
    "Sunfield Manor", "The Willows at Larchmere", "Heron Glen Care Centre", "Maple Bend Nursing and Rehab",
    "Greywick Gardens Assisted Living", "Thornfield House", "Alder Court Skilled Nursing",
    "Pemberwick Lodge", "Riverlet Place",
]
UNITS_NAMED = [
    "Tamarack Unit", "Holloway Ward", "Larkspur Unit", "Whitcombe Ward", "Osprey Unit",
    "Foxglove Ward", "Kinsale Unit", "Birch Unit", "Marigold Ward", "Heron Unit",
]
BUILDINGS = [
    "Hartwell Pavilion", "Corrigan Tower", "the Ellsworth Building", "Bexley Annex",
    "Fairlie Pavilion", "Dunmore Wing", "Quarry Hall", "Ambrose Tower",
]
LANDMARKS = [
    "Marrowby Park", "the Kettle Creek footbridge", "Lantern Hill Mall", "Fairhaven Bus Depot",
    "Pell Lake boat launch", "Orrinsburg Transit Center", "Greywick Public Library",
    "the Sutterby Rail Yard", "Copperton Speedway", "Wrenfield Skate Park", "Harlow Point Lighthouse",
    "the Tamsin Street shelter",
]

# ---------------------------------------------------------------- organisations
EMPLOYERS = [
    "Brandt Freight Lines", "Orrin Tool & Die", "Kettle Creek Dairy Co-op", "Veritane Software",
    "Marrow & Finch Bakery", "Halcyon Logistics", "Dunmore Paper Mill", "Tri-County Transit",
    "Pellridge Roofing", "Quenton Valley Credit Union", "Ashby Crossing Foods", "Greywick Steel Fabrication",
    "Sable Hills Vineyards", "Copperton Auto Body", "Lantern Hill Cinemas", "Westhollow Feed & Seed",
    "Brisbourne Insurance Group", "Tamsin Hotel & Suites", "Culloway Construction", "Yarrowby Print Works",
    "Northstar Poultry Processing", "Harlow Point Marina", "Fennick Dental Lab", "Kinross Lumber",
]
SCHOOLS = [
    "Larchmere High School", "Pell Lake Elementary", "Quenton Community College", "Greywick Middle School",
    "Corrandale State University", "Ashby Crossing Montessori", "Kestrel Bay Collegiate",
    "Whitecap Harbour Secondary School", "St. Brigid's Academy",
]
CHURCHES = [
    "Grace Fellowship of Westhollow", "St. Odran's Parish", "Redvale First Baptist",
    "Masjid al-Noor of Harrowgate", "Kettle Creek Gurdwara", "Temple Beth Shalom of Larchmere",
    "New Covenant Pentecostal Church",
]
AGENCIES = [
    "Brightpath Home Health", "Clearwater Hospice Services", "Harlan Ridge Adult Protective Services",
    "Sable Hills Meals on Wheels", "Tri-County Area Agency on Aging", "Corran County Veterans Services",
    "Lighthouse Recovery Center", "Kestrel Bay Home and Community Care",
]
INSURERS = [
    "Keystone Mutual Health", "Bluepine Health Plan", "Meridale Medicare Advantage",
    "Copperline Health", "Northfield Employee Benefit Trust", "Prairie Shield Insurance",
]

PROFESSIONS = [
    "welder", "teacher", "electrician", "bus driver", "accountant", "software engineer", "farmer",
    "truck driver", "hairdresser", "carpenter", "machinist", "cashier", "librarian", "postal carrier",
    "chef", "janitor", "roofer", "pharmacist", "dental hygienist", "warehouse worker", "security guard",
    "firefighter", "police officer", "fisherman", "translator", "paralegal", "real estate agent",
    "landscaper", "auto mechanic", "plumber", "seamstress", "pastor", "history professor", "nurse",
    "long-haul trucker", "line cook", "bank teller", "architect", "dairy farmer", "crossing guard",
    "forklift operator", "court stenographer", "piano teacher", "home health aide", "lobsterman",
    "sheet metal worker", "optician", "veterinary technician", "childcare worker", "miner",
]

COUNTRIES = [
    "Portugal", "Ghana", "Nigeria", "Mexico", "Guatemala", "El Salvador", "India", "Pakistan",
    "Vietnam", "China", "South Korea", "Japan", "Poland", "Ukraine", "Romania", "Lebanon", "Syria",
    "Jordan", "New Zealand", "Samoa", "Tonga", "Ireland", "Scotland", "England", "Philippines",
    "Senegal", "Mali", "Colombia", "Peru", "Hungary", "Czech Republic", "Egypt", "Sierra Leone",
]
COUNTRY_FOR_ORIGIN = {
    "irish": ["Ireland"], "scottish": ["Scotland"], "hispanic": ["Mexico", "Guatemala", "El Salvador", "Colombia", "Peru"],
    "westafrican": ["Ghana", "Nigeria", "Senegal", "Mali", "Sierra Leone"],
    "southasian": ["India", "Pakistan"], "eastasian": ["Vietnam", "China", "South Korea", "Japan"],
    "easteuro": ["Poland", "Ukraine", "Romania", "Hungary", "Czech Republic"],
    "arabic": ["Lebanon", "Syria", "Jordan", "Egypt"], "pacific": ["New Zealand", "Samoa", "Tonga"],
}
