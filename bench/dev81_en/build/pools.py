"""Invented value pools for dev81_en. Every name, place, organisation and
identifier pattern here was made up for this set."""

# ---------------------------------------------------------------- names
# (given names F, given names M, surnames) per origin
ORIGINS = {
    "anglo": (
        ["Margaret", "Dorothy", "Susan", "Linda", "Brenda", "Heather", "Wendy", "Tracey", "Pauline",
         "Janet", "Leanne", "Karen", "Shirley", "Maureen", "Gillian", "Chloe", "Harper", "Madison",
         "Kayla", "Ashlyn", "Beverley", "Lorna", "Yvonne", "Elaine", "Kimberly", "Tegan"],
        ["James", "Robert", "Kevin", "Gary", "Trevor", "Colin", "Derek", "Nigel", "Graham", "Craig",
         "Stuart", "Dennis", "Howard", "Clive", "Ethan", "Mason", "Tyler", "Brody", "Logan", "Russell",
         "Malcolm", "Barry", "Warren", "Desmond", "Jarrod", "Ashley"],
        ["Whitfield", "Haskins", "Pemberton", "Thornbury", "Ashdown", "Caldwell", "Fenwick", "Harrow",
         "Langley", "Oakley", "Prescott", "Radford", "Sheldon", "Tindall", "Underwood", "Wakefield",
         "Yardley", "Bramwell", "Cotterill", "Dunmore", "Eastwood", "Fairbanks", "Greaves", "Hollis",
         "Kingsley", "Lockwood", "Merriman", "Northcott", "Pickering", "Stanhope", "Ridley", "Foxton"],
    ),
    "irish": (
        ["Siobhan", "Aoife", "Niamh", "Roisin", "Orla", "Grainne", "Maeve", "Sinead", "Clodagh",
         "Aisling", "Caoimhe", "Deirdre"],
        ["Declan", "Cormac", "Ciaran", "Padraig", "Eoin", "Fionn", "Tadhg", "Oisin", "Ronan",
         "Cathal", "Donal", "Seamus"],
        ["Fitzgerald", "O'Sullivan", "Keane", "Mulcahy", "Brennan", "Gallagher", "Doherty", "Quinlan",
         "Moriarty", "Flanagan", "Kavanagh", "Hennessy", "Tierney", "Costello", "Dunne", "O'Rourke",
         "McGuinness", "Ni Bhriain"],
    ),
    "scottish": (
        ["Morag", "Kirsty", "Isla", "Mhairi", "Ailsa", "Catriona", "Iona", "Fiona", "Eilidh", "Shona"],
        ["Hamish", "Alasdair", "Callum", "Fraser", "Euan", "Ruaridh", "Lachlan", "Angus", "Struan",
         "Gregor"],
        ["MacLeod", "Sinclair", "Drummond", "Buchanan", "McIntyre", "Ferguson", "Munro", "Galbraith",
         "MacKenzie", "Lindsay", "Urquhart", "Baird", "McAllister", "Kerr", "Strachan", "Dalgleish"],
    ),
    "hispanic": (
        ["Maria", "Guadalupe", "Carmen", "Ximena", "Valentina", "Lucia", "Rosario", "Consuelo",
         "Itzel", "Marisol", "Yesenia", "Araceli", "Dolores", "Paloma"],
        ["Jose", "Alejandro", "Luis", "Mateo", "Santiago", "Diego", "Javier", "Rafael", "Joaquin",
         "Ernesto", "Francisco", "Rigoberto", "Esteban", "Aurelio"],
        ["Ruiz", "Delgado", "Herrera", "Castillo", "Navarro", "Sandoval", "Ochoa", "Mendoza",
         "Zamora", "Guzman", "Fuentes", "Aguilar", "Cabrera", "Espinoza", "Ibarra", "Montoya",
         "Salazar", "Quintero", "Valdez", "Arriaga"],
    ),
    "westafrican": (
        ["Funmilayo", "Ngozi", "Chiamaka", "Ifeoma", "Hadiza", "Akosua", "Ama", "Efua", "Folake",
         "Temitope", "Zainab", "Bisola", "Adaeze", "Yetunde", "Abena", "Nneka"],
        ["Oluwaseun", "Babatunde", "Adebayo", "Chukwuemeka", "Obinna", "Aminu", "Abubakar", "Kwame",
         "Kofi", "Yaw", "Uchenna", "Emeka", "Olumide", "Kwabena", "Ikechukwu", "Tunde"],
        ["Adeyemi", "Okonkwo", "Balogun", "Eze", "Nwosu", "Olawale", "Mensah", "Osei", "Boateng",
         "Asante", "Okafor", "Adebisi", "Ogunleye", "Chukwu", "Danjuma", "Bello", "Abdullahi", "Ibekwe",
         "Oyelaran", "Akinola", "Owusu", "Agyeman", "Onyekachi", "Fashola"],
    ),
    "southasian": (
        ["Priya", "Ananya", "Lakshmi", "Sunita", "Harpreet", "Nusrat", "Deepika", "Meenakshi",
         "Kavitha", "Ayesha", "Shalini", "Anjali", "Pooja", "Revathi", "Farzana", "Gurleen"],
        ["Arjun", "Rohan", "Venkatesh", "Gurdeep", "Farhan", "Rajesh", "Sanjay", "Imran", "Vikram",
         "Tanvir", "Manoj", "Karthik", "Siddharth", "Anil", "Mohinder", "Naveen"],
        ["Sharma", "Iyer", "Nair", "Reddy", "Chatterjee", "Gill", "Sandhu", "Patel", "Khan",
         "Choudhury", "Menon", "Krishnan", "Bhattacharya", "Rao", "Desai", "Kulkarni", "Pillai",
         "Mukherjee", "Sidhu", "Ahmed", "Hossain", "Subramanian", "Joshi", "Banerjee", "Venkataraman"],
    ),
    "eastasian": (
        ["Mei", "Yuki", "Seo-yeon", "Aiko", "Xiaoling", "Ji-woo", "Lian", "Hana", "Sakura", "Linh",
         "Thanh Huong", "Haeun"],
        ["Wei", "Hiroshi", "Min-jun", "Haruto", "Jian", "Kenji", "Takeshi", "Yong", "Minh", "Duc",
         "Jae-sung", "Zhiwei"],
        ["Chen", "Wong", "Nakamura", "Tanaka", "Choi", "Nguyen", "Tran", "Zhao", "Huang", "Watanabe",
         "Kobayashi", "Lim", "Yamamoto", "Cheung", "Pham", "Jeong", "Xu", "Ong"],
    ),
    "filipino": (
        ["Maricel", "Jenalyn", "Rosalie", "Marites", "Analyn", "Precious", "Rhea", "Liezel", "Mylene",
         "Kristine", "Jocelyn", "Lovely", "Cherry Ann", "Girlie"],
        ["Rodel", "Arnel", "Jomar", "Rommel", "Jericho", "Dindo", "Nestor", "Jhun", "Ronaldo", "Efren",
         "Mark Anthony", "Rey"],
        ["dela Cruz", "Santos", "Reyes", "Bautista", "Mercado", "Magbanua", "Dimaculangan",
         "Macaraeg", "Pangilinan", "Lacson", "Tolentino", "Manalo", "Salonga", "Dizon", "Gatchalian",
         "Ocampo", "Panganiban", "Buenaventura", "Soriano", "Villaflor"],
    ),
    "easteuropean": (
        ["Agnieszka", "Katarzyna", "Oksana", "Svetlana", "Irina", "Zofia", "Milena", "Jelena",
         "Ludmila", "Dorota", "Halyna", "Bozena"],
        ["Tomasz", "Piotr", "Dmitri", "Bogdan", "Marek", "Andrei", "Radek", "Nikolai", "Vaclav",
         "Goran", "Mykola", "Zbigniew"],
        ["Kowalczyk", "Wisniewski", "Nowak", "Petrenko", "Horvath", "Dvorak", "Popescu", "Ivanova",
         "Szymanski", "Kovalenko", "Jankowski", "Novotny", "Lewandowska", "Markovic", "Babic",
         "Zielinski", "Sokolov", "Mazur", "Kaczmarek", "Tkachenko"],
    ),
    "arabic": (
        ["Fatima", "Layla", "Mariam", "Noor", "Huda", "Rania", "Amira", "Leila", "Salma", "Yasmin",
         "Dalia", "Rawan"],
        ["Omar", "Yousef", "Khalid", "Tariq", "Samir", "Bilal", "Hassan", "Karim", "Idris", "Mahmoud",
         "Faisal", "Ziad"],
        ["Haddad", "Al-Masri", "Khoury", "Nasser", "Saleh", "Hamdan", "Aziz", "Mansour", "El-Sayed",
         "Farouk", "Qasim", "Rahman", "Abboud", "Darwish", "Haidar", "Shalabi"],
    ),
    "pacific": (
        ["Aroha", "Mere", "Ngaire", "Kiri", "Anahera", "Moana", "Mele", "Losa", "Leilani", "Ofa",
         "Malia", "Hinemoa", "Awhina", "Salote"],
        ["Tama", "Wiremu", "Hemi", "Rangi", "Manaia", "Tane", "Sione", "Tevita", "Sefo", "Pita",
         "Nikau", "Rawiri", "Tipene", "Viliami"],
        ["Ngata", "Parata", "Tipoki", "Karaka", "Rangihau", "Te Awa", "Paewai", "Fonoti", "Taufa",
         "Vaipulu", "Faleolo", "Tuala", "Lolohea", "Havili", "Mahe", "Latu", "Te Huia", "Tawhai"],
    ),
    "invented": (
        ["Ilyra", "Sefina", "Yelsa", "Lunette", "Kaelith", "Maelis", "Solvei", "Avrel", "Orlaith-Mae",
         "Zendra", "Thessaly", "Quenna"],
        ["Zorvan", "Kestrin", "Taviel", "Brannoc", "Quillon", "Teodrin", "Caspin", "Ozrin", "Torvin",
         "Rennick", "Dovric", "Halvard"],
        ["Vantreece", "Quorrel", "Ashgrove-Pike", "Mallerby", "Thistlewood", "Dravnik", "Orlowen",
         "Pennifold", "Kelloway", "Brackwater", "Stroud-Manning", "Yarrowby", "Culvane", "Fenstock",
         "Hallibrand", "Marrask"],
    ),
    # names that are also ordinary English words
    "word": (
        ["Hope", "Rose", "Grace", "Faith", "Joy", "Dawn", "Summer", "Ivy", "May", "June", "Amber",
         "Pearl", "Daisy", "Sky", "Robin", "Holly", "Charity", "Destiny"],
        ["Will", "Mark", "Bill", "Rich", "Hunter", "Sonny", "Chase", "Cliff", "Frank", "Reed",
         "Drew", "Gene", "Jack", "Art"],
        ["Best", "Page", "Wise", "Small", "Church", "Baker", "Cook", "Young", "Long", "Short", "Bell",
         "Stone", "King", "Fox", "Moss", "Lamb", "Swift", "Sharp", "Black", "White", "Green",
         "Brown", "Hill", "Field", "Bishop", "Rice", "Hall", "Wood", "Wells", "Marsh", "Cross",
         "Hope", "Love", "Price", "Gold", "Lane"],
    ),
}

NICKNAMES = {
    "Margaret": ["Peggy", "Maggie", "Mags"], "Dorothy": ["Dot", "Dottie"], "Robert": ["Bob", "Bobby", "Rob"],
    "James": ["Jim", "Jimmy", "Jamie"], "Susan": ["Suzie"], "Kevin": ["Kev"], "Gary": ["Gaz"],
    "Trevor": ["Trev"], "Derek": ["Del"], "Nigel": ["Nige"], "Graham": ["Gray"], "Stuart": ["Stu"],
    "Dennis": ["Den"], "Gillian": ["Gill", "Jilly"], "Beverley": ["Bev"], "Kimberly": ["Kimmy"],
    "Malcolm": ["Mal"], "Desmond": ["Des"], "Barry": ["Baz"], "Warren": ["Wazza"],
    "Padraig": ["Paudie"], "Seamus": ["Shay"], "Donal": ["Donie"], "Siobhan": ["Shiv"],
    "Alasdair": ["Ally"], "Catriona": ["Cat"], "Hamish": ["Hame"], "Angus": ["Gus"],
    "Jose": ["Pepe", "Chepe"], "Francisco": ["Paco", "Pancho"], "Guadalupe": ["Lupe", "Lupita"],
    "Alejandro": ["Alex", "Jandro"], "Dolores": ["Lola"], "Consuelo": ["Chelo"], "Rosario": ["Charo"],
    "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"], "Chukwuemeka": ["Emeka"], "Funmilayo": ["Funmi"],
    "Temitope": ["Tope"], "Ikechukwu": ["Ike"], "Olumide": ["Mide"], "Oluwaseyi": ["Seyi"],
    "Venkatesh": ["Venky"], "Meenakshi": ["Meenu"], "Siddharth": ["Sid"], "Harpreet": ["Preeti"],
    "Rajesh": ["Raju"], "Lakshmi": ["Lakshu"], "Mohinder": ["Mo"],
    "Min-jun": ["MJ"], "Xiaoling": ["Ling"], "Zhiwei": ["Wilson"],
    "Rommel": ["Bong"], "Ronaldo": ["Onad"], "Jocelyn": ["Joy-joy"], "Cherry Ann": ["Cha"],
    "Mark Anthony": ["Macmac"], "Kristine": ["Tin"], "Jericho": ["Echo"],
    "Katarzyna": ["Kasia"], "Agnieszka": ["Aga"], "Zbigniew": ["Zbyszek"], "Dmitri": ["Dima"],
    "Svetlana": ["Sveta"], "Mykola": ["Kolya"],
    "Mahmoud": ["Abu Omar"], "Yousef": ["Joe"], "Fatima": ["Fati"],
    "Wiremu": ["Wi"], "Viliami": ["Vili"], "Anahera": ["Ana"], "Rawiri": ["Rawi"],
    "Will": ["Billy"], "Frank": ["Frankie"], "Charity": ["Cherry"], "Destiny": ["Des"],
    "Kestrin": ["Kes"], "Quillon": ["Quill"],
}

# origin weights per locale
LOCALE_ORIGINS = {
    "US": {"anglo": 5, "irish": 2, "hispanic": 5, "westafrican": 2, "southasian": 2, "eastasian": 2,
           "easteuropean": 2, "arabic": 2, "filipino": 1, "invented": 2, "word": 3},
    "UK": {"anglo": 5, "irish": 2, "scottish": 3, "southasian": 4, "westafrican": 3, "easteuropean": 3,
           "arabic": 2, "eastasian": 1, "invented": 2, "word": 3},
    "AU": {"anglo": 5, "irish": 2, "scottish": 2, "eastasian": 3, "pacific": 2, "easteuropean": 2,
           "arabic": 2, "southasian": 2, "filipino": 1, "invented": 2, "word": 3},
    "NZ": {"pacific": 6, "anglo": 4, "scottish": 2, "irish": 1, "eastasian": 2, "southasian": 2,
           "invented": 2, "word": 3},
    "CA": {"anglo": 4, "scottish": 2, "irish": 2, "eastasian": 3, "southasian": 3, "filipino": 2,
           "easteuropean": 2, "arabic": 1, "invented": 2, "word": 3},
    "IN": {"southasian": 12, "invented": 1, "word": 1},
    "NG": {"westafrican": 12, "invented": 1, "word": 1},
    "PH": {"filipino": 10, "hispanic": 2, "invented": 1, "word": 1},
}

# ---------------------------------------------------------------- places (all invented towns)
LOCALES = {
    "US": dict(
        towns=["Marrowfield", "Port Hollis", "Cedar Falls Junction", "Eastbrook", "Lyle Crossing",
               "New Danbury", "Ketterling", "Willow Bend", "Harlan Springs", "South Ardmoor",
               "Pinecrest Hollow", "Big Sable", "Carrow Heights", "Redhaven", "Ostley"],
        regions=[("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"), ("Michigan", "MI"),
                 ("Arizona", "AZ"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Minnesota", "MN"),
                 ("North Carolina", "NC"), ("New Mexico", "NM"), ("Wisconsin", "WI")],
        street_sfx=["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Blvd", "Way", "Terrace"],
        unit=["Apt {n}", "Unit {n}", "Apt {n}B", "#{n}"],
        country="USA",
    ),
    "UK": dict(
        towns=["Kilbride Moss", "Ashcombe", "Lower Wetherby", "Thornhollow", "Brackley Green",
               "Dunmarsh", "Saltcote", "Hengrove Heath", "Little Orme Bridge", "Caddington Vale",
               "Fellbeck", "Stourholme", "Abbotsmere", "Grangefield"],
        regions=[("Greater Manchester", None), ("West Yorkshire", None), ("Kent", None), ("Fife", None),
                 ("Lancashire", None), ("Norfolk", None), ("Devon", None), ("County Durham", None),
                 ("West Midlands", None), ("Powys", None)],
        street_sfx=["Road", "Street", "Close", "Lane", "Crescent", "Gardens", "Avenue", "Mews", "Row"],
        unit=["Flat {n}", "Flat {n}A"],
        country="UK",
    ),
    "AU": dict(
        towns=["Wattle Creek", "Bungaree Heads", "Koorawin", "Mallee Springs", "Tarrawong",
               "Ironbark Flat", "Jindalee Park", "Bellamundi", "Coolabah Ridge", "Port Yallock",
               "Gidgee Downs", "Merrinup"],
        regions=[("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
                 ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
        street_sfx=["Street", "Road", "Crescent", "Parade", "Avenue", "Close", "Drive", "Esplanade"],
        unit=["Unit {n}", "{n}/"],
        country="Australia",
    ),
    "NZ": dict(
        towns=["Tawhiri Bay", "Rangimoana", "Kowhai Flat", "Te Kapuni", "Whareroa Heights",
               "Matairangi", "Puketutu Valley", "Oruawai", "Kahikatea Downs", "Port Arohanui",
               "Manukorihi", "Pohara Springs"],
        regions=[("Waikato", None), ("Canterbury", None), ("Northland", None), ("Otago", None),
                 ("Bay of Plenty", None), ("Taranaki", None), ("Southland", None), ("Hawke's Bay", None)],
        street_sfx=["Street", "Road", "Place", "Crescent", "Terrace", "Drive", "Grove"],
        unit=["Flat {n}", "{n}/"],
        country="New Zealand",
    ),
    "CA": dict(
        towns=["Lac-Sombreuil", "Grayling Narrows", "Fort Kessick", "Maple Halt", "Spruce Harbour",
               "Tamarack Bay", "North Aldery", "Cobblestone Mills", "Vennor Lake", "Kinsella Point",
               "Riviere-aux-Geais", "Caribou Forks"],
        regions=[("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
                 ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("Quebec", "QC"), ("New Brunswick", "NB")],
        street_sfx=["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Way", "Trail"],
        unit=["Unit {n}", "Apt {n}", "Suite {n}"],
        country="Canada",
    ),
    "IN": dict(
        towns=["Sarvapuri", "Nandikonda", "Chandrapet", "Velloorkadu", "Raghunagar", "Kumbhalgarh Road",
               "Devasandra", "Amrutwadi", "Kesarganj", "Pallavaram East", "Sitanagar", "Madhurapalli"],
        regions=[("Karnataka", None), ("Maharashtra", None), ("Tamil Nadu", None), ("Kerala", None),
                 ("Punjab", None), ("West Bengal", None), ("Telangana", None), ("Gujarat", None)],
        street_sfx=["Main Road", "Cross", "Layout", "Nagar", "Marg", "Colony", "Street"],
        unit=["Flat {n}", "No. {n}", "Door No {n}"],
        country="India",
    ),
    "NG": dict(
        towns=["Ilewa-Odo", "Okeluse", "Amaraku North", "Ijebu-Obalende", "Umuoji Ward", "Tundun Gari",
               "Ogbomoso-Iseyin", "Kanfari", "Obelle", "Ikotun-Agbado", "Asaba-Ugbo", "Nkwo-Ezi"],
        regions=[("Lagos", None), ("Oyo", None), ("Enugu", None), ("Kano", None), ("Rivers", None),
                 ("Ogun", None), ("Anambra", None), ("Kaduna", None), ("Delta", None), ("Ekiti", None)],
        street_sfx=["Street", "Close", "Crescent", "Road", "Avenue", "Layout"],
        unit=["Flat {n}", "Plot {n},"],
        country="Nigeria",
    ),
    "PH": dict(
        towns=["Bagong Lirio", "San Isidro del Monte", "Talisay Baybay", "Mabini Heights",
               "Sta. Ines de Malabon", "Kalumpang Norte", "Pinaglabanan", "Sampaloc Viejo",
               "Dalaguete Alto", "Tanauan Bukid", "Liwayway", "Bantayan Sur"],
        regions=[("Cebu", None), ("Laguna", None), ("Pampanga", None), ("Iloilo", None),
                 ("Batangas", None), ("Davao del Sur", None), ("Bulacan", None), ("Pangasinan", None)],
        street_sfx=["St", "Street", "Avenue", "Road", "Extension"],
        unit=["Blk {n} Lot {m},", "Unit {n},"],
        country="Philippines",
    ),
}

STREET_WORDS = ["Thistlewood", "Carrow", "Banksia", "Harrowgate", "Kestrel", "Millbrook", "Juniper",
                "Ostrander", "Larchmont", "Sampaguita", "Adeola", "Mahalakshmi", "Pohutukawa", "Kiri",
                "Wentworth", "Copperbeech", "Ravensworth", "Tamarind", "Bluegum", "Narra", "Mabolo",
                "Ogunlana", "Chinar", "Elmhurst", "Alder", "Fernleigh", "Quarry", "Beacon", "Orchard",
                "Station", "Mill", "Church", "Rosewood", "Wattle", "Maple", "Birchfield", "Heron",
                "Kingfisher", "Pine Ridge", "Old Mill", "Harbour View", "Gumtree", "Totara", "Rimu"]

COUNTRIES_ABROAD = ["Portugal", "Vietnam", "Ghana", "Fiji", "Samoa", "Tonga", "Poland", "Jamaica",
                    "Mexico", "Kenya", "Sri Lanka", "Lebanon", "Ireland", "Thailand", "Indonesia",
                    "Peru", "Egypt", "Bangladesh", "Morocco", "Chile", "Greece", "Ukraine",
                    "Saudi Arabia", "Dubai", "Qatar", "Malaysia", "Singapore", "Japan", "Brazil"]
# Dubai is a city; kept out of the country list usage below
COUNTRIES_ABROAD.remove("Dubai")

# ---------------------------------------------------------------- organisations (invented)
HOSPITALS = {
    "US": ["Lakemoor General Hospital", "St. Brendan's Medical Center", "Harlan Valley Regional",
           "Marrowfield Community Hospital", "Redhaven Children's Hospital", "Cedar Run Medical Center",
           "Our Lady of the Pines Hospital", "Ostley Memorial"],
    "UK": ["Ashcombe Royal Infirmary", "St Aldric's Hospital", "Fellbeck General", "Dunmarsh Community Hospital",
           "Grangefield University Hospital", "Saltcote Cottage Hospital"],
    "AU": ["Wattle Creek Base Hospital", "Port Yallock District Hospital", "St Benedict's Private",
           "Coolabah Regional Health Service", "Merrinup Memorial Hospital"],
    "NZ": ["Tawhiri Bay Hospital", "Rangimoana Base Hospital", "Matairangi Public Hospital",
           "Te Kapuni Community Hospital", "Pohara Springs Hospital"],
    "CA": ["Grayling Narrows General", "Fort Kessick Regional Health Centre", "St. Ignace Hospital",
           "Tamarack Bay Memorial", "Spruce Harbour Health Sciences Centre"],
    "IN": ["Sarvapuri District Hospital", "Sri Kamakshi Multispeciality Hospital", "Devasandra Care Hospital",
           "Lifeway Heart Institute", "Chandrapet Government General Hospital"],
    "NG": ["Ilewa-Odo General Hospital", "Amaraku Specialist Hospital", "Grace Vine Hospital",
           "St. Jude's Mission Hospital", "Okeluse Teaching Hospital"],
    "PH": ["Bagong Lirio Doctors Hospital", "Our Lady of Fatima Medical Center", "Mabini Provincial Hospital",
           "Sta. Clara Medical Clinic and Hospital", "Liwayway General Hospital"],
}
CLINICS = {
    "US": ["Willow Bend Family Practice", "Eastbrook Pediatrics", "Carrow Heights Internal Medicine",
           "Pinecrest Primary Care", "South Ardmoor Women's Health", "Big Sable Urgent Care"],
    "UK": ["Elmhurst Surgery", "Thornhollow Medical Practice", "Brackley Green Health Centre",
           "Abbotsmere Group Practice", "Kilbride Moss Surgery", "The Fernleigh Practice"],
    "AU": ["Bellamundi Medical Centre", "Jindalee Park Family Practice", "Koorawin GP Clinic",
           "Mallee Springs Health Hub", "Tarrawong Medical Group"],
    "NZ": ["Kowhai Flat Medical Centre", "Oruawai Health", "Whareroa Family Doctors",
           "Puketutu Valley Medical", "Manukorihi Hauora"],
    "CA": ["Maple Halt Family Health Team", "North Aldery Medical Clinic", "Vennor Lake Community Health",
           "Cobblestone Mills Walk-in", "Kinsella Point Family Practice"],
    "IN": ["Nandikonda Family Clinic", "Dr. Rao's Polyclinic", "Kesarganj Health Centre",
           "Amrutwadi Child Care Clinic", "Sitanagar Diabetes Centre"],
    "NG": ["Okeluse Family Clinic", "Tundun Gari Primary Health Centre", "Kanfari Medical Centre",
           "Obelle Maternity and Clinic", "Ikotun-Agbado Health Post"],
    "PH": ["Kalumpang Norte Health Center", "Pinaglabanan Family Clinic", "Talisay Baybay Lying-in",
           "Mabini Heights Medical Clinic", "Dalaguete Alto RHU"],
}
PHARMACIES = {
    "US": ["Greenleaf Pharmacy", "Ostley Drug", "Marrowfield Apothecary", "Corner Rx of Port Hollis"],
    "UK": ["Dunmarsh Pharmacy", "Saltcote Chemist", "Fellbeck Late Night Pharmacy"],
    "AU": ["Wattle Creek Chemist", "Koorawin Discount Pharmacy", "Bungaree Heads Pharmacy Plus"],
    "NZ": ["Tawhiri Bay Pharmacy", "Kowhai Flat Chemist", "Oruawai Pharmacy and Gifts"],
    "CA": ["Maple Halt Pharmacy", "Spruce Harbour Dispensary", "Grayling Apothecary"],
    "IN": ["Sri Sai Medicals", "Raghunagar Medical Stores", "Sanjeevani-Vista Pharmacy"],
    "NG": ["Wellspring Pharmacy Okeluse", "Mayfair Chemists Kanfari", "Obelle Pharmacy and Stores"],
    "PH": ["Botika ng Bayan Liwayway", "Bituin Drug Talisay", "Bantayan Sur Pharmacy"],
}
WARDS = ["Rowan Ward", "Kauri Ward", "Jacaranda Ward", "Larch Unit", "Bluebell Ward", "St Luke's Ward",
         "Rata Ward", "Magnolia Ward", "Ward Sampaguita", "Heron Unit", "Kowhai Ward", "Willow Ward"]
CARE_HOMES = ["Bramblewood Care Home", "Sunset Lodge Aged Care", "Kenmore House Nursing Home",
              "Haven Hill Residential Care", "Te Whare Atawhai Rest Home", "Silver Birch Manor"]

SCHOOLS = {
    "US": ["Ridgeback Elementary", "Marrowfield High School", "Carrow Heights Middle School",
           "Little Sprouts Daycare", "St. Anselm Academy", "Lyle Crossing Elementary"],
    "UK": ["Hengrove Heath Primary", "St Columba's RC Primary School", "Abbotsmere Academy",
           "Dunmarsh Infants", "Grangefield Grammar", "Ashcombe Sixth Form College"],
    "AU": ["Wattle Creek Public School", "Koorawin State High", "St Brigid's Primary",
           "Jindalee Park Kindy", "Tarrawong Secondary College"],
    "NZ": ["Tawhiri Bay School", "Kowhai Flat Kindergarten", "Rangimoana College",
           "Te Kura o Matairangi", "Oruawai Intermediate"],
    "CA": ["Maple Halt Public School", "Ecole Lac-Sombreuil", "Fort Kessick Secondary",
           "Spruce Harbour Montessori", "North Aldery Elementary"],
    "IN": ["Sarvapuri Public School", "St. Xavier's Convent Nandikonda", "Devasandra Central School",
           "Little Lotus Play School", "Chandrapet Higher Secondary School"],
    "NG": ["Ilewa-Odo Grammar School", "Bright Stars Nursery and Primary", "Federal Government College Obelle",
           "Christ the King College Okeluse", "Kanfari Model School"],
    "PH": ["Bagong Lirio Elementary School", "Mabini Heights National High School",
           "St. Therese Learning Center", "Liwayway Central School", "Talisay Baybay Day Care"],
}
EMPLOYERS = ["Tallis Logistics", "Brightwater Foods", "Northgate Steel", "Pohutu Orchards",
             "Lakeline Call Centre", "Redfern Timber Co", "Halden Mining", "Bayview Contact Solutions",
             "Kessick Paper Mill", "Saltcote Fisheries", "Harrow & Dunn Solicitors", "Cobalt Ridge Data",
             "Mallee Grain Cooperative", "Okeluse Cement Works", "Sarvapuri Textiles",
             "Blue Heron Hotel", "Fernleigh Garden Centre", "Quayside Bakery", "Ironclad Roofing",
             "Vantage Freight Lines", "Carrow Valley Dairy", "Sunrise Jeepney Transport Coop",
             "Marlowe Security Services", "Spindle & Loom", "Kestrel Aviation Services"]
CHURCHES = ["St. Agatha's Parish", "Grace Fellowship Church", "Redeemed Life Assembly", "Mount Carrow Baptist",
            "St Bride's Church", "Living Waters Chapel", "Holy Cross Parish", "Kingdom Light Ministries",
            "Sacred Heart Chapel", "Ebenezer Methodist", "Iglesia del Buen Pastor", "Al-Noor Mosque",
            "Gurdwara Sahib Raghunagar", "Sri Venkateswara Temple"]
GYMS = ["IronWorks Gym", "Pulse Fitness", "CrossBox Studio", "Anytime-Strong Gym", "Harbour Aquatic Centre",
        "Peak Performance CrossFit", "Koru Yoga Studio", "Titan Boxing Club"]
CLUBS = ["Tawhiri Bay Rugby Club", "Eastfield Bowls Club", "Marrowfield Little League", "Saltcote Sailing Club",
         "Koorawin Netball Club", "Men's Shed Fellbeck", "Riverside Seniors Club", "Okeluse Football Academy"]
AGENCIES = ["Harbourside Home Care", "CarePlus Home Support", "Kindred Hands Caregivers", "StaffLink Agency",
            "Open Arms Disability Services", "Bright Path Respite"]
INSURERS = {
    "US": ["Bluecrest Health Plans", "Keystone Mutual Health", "Prairie Shield HMO"],
    "UK": ["Albion Private Health", "Thistle Medical Cover"],
    "AU": ["Coral Coast Health Fund", "Wattle Health Insurance"],
    "NZ": ["Silverfern Health Insurance", "Kowhai Health Cover"],
    "CA": ["Maplecare Group Benefits", "Northern Shield Insurance"],
    "IN": ["Suraksha Health TPA", "Navjeevan General Insurance"],
    "NG": ["Okeluse HMO", "Unity Shield Health Maintenance"],
    "PH": ["Kalinga Health Care HMO", "Mayumi Health Plans"],
}
BUILDINGS = ["Harbourview Tower", "Kowhai Building", "Tamarind Building", "the Ferris Wing", "Old Mill Building",
             "Clocktower House", "Carrow Pavilion", "Beacon Block", "Jubilee Annex", "Ridgeway Plaza"]
LANDMARKS = ["the Saltcote war memorial", "Marrowfield town square", "the Kessick footbridge",
             "the old water tower", "Tawhiri Bay wharf", "Ilewa-Odo roundabout", "the Liwayway plaza"]

PROFESSIONS = ["welder", "teacher", "bus driver", "nurse", "electrician", "farmer", "accountant",
               "jeepney driver", "tricycle driver", "seafarer", "okada rider", "trader", "software engineer",
               "chef", "cleaner", "shearer", "fisherman", "miner", "florist", "baker", "barista", "plumber",
               "postman", "soldier", "pastor", "tailor", "hairdresser", "call centre agent", "security guard",
               "taxi driver", "lawyer", "pharmacist", "care worker", "carpenter", "truck driver", "mechanic",
               "librarian", "dairy farmer", "bricklayer", "midwife", "firefighter", "police officer",
               "school bus driver", "hotel housekeeper", "roofer", "painter and decorator", "data analyst",
               "civil servant", "landscaper", "forklift operator", "dental hygienist", "scaffolder"]

RELATIONS = [("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("mum", "F"), ("dad", "M"),
             ("sister", "F"), ("brother", "M"), ("neighbour", None), ("friend", None), ("partner", None),
             ("niece", "F"), ("nephew", "M"), ("granddaughter", "F"), ("grandson", "M"),
             ("daughter-in-law", "F"), ("son-in-law", "M"), ("flatmate", None), ("aunty", "F"), ("uncle", "M")]

# staff roles written after or before names (not PHI themselves)
STAFF_ROLES = ["RN", "LPN", "NP", "PA-C", "MD", "GP", "practice nurse", "pharmacist", "receptionist",
               "care coordinator", "medical assistant", "ward clerk", "triage nurse", "social worker",
               "physio", "OT", "dietitian", "health visitor", "district nurse", "midwife", "scribe"]

# ---------------------------------------------------------------- hard negatives (never PHI)
LABS = ["Hb 128 g/L", "HbA1c 7.9%", "eGFR 54", "K 5.6", "Na 131", "TSH 6.2 mIU/L", "LDL 3.4 mmol/L",
        "ferritin 11", "CRP 48", "WBC 13.2", "INR 2.8", "troponin <5", "PSA 4.1", "vit D 38 nmol/L",
        "B12 180", "ALT 67", "creatinine 112 umol/L", "fasting glucose 7.4", "BNP 880", "platelets 96",
        "urine ACR 12", "magnesium 0.62", "phosphate 0.7", "lipase 410", "HbA1c 58 mmol/mol",
        "total cholesterol 6.1", "uric acid 0.52", "iron sats 9%", "neutrophils 0.9", "D-dimer 1.2"]
VITALS = ["BP 152/94", "HR 112", "temp 38.6", "SpO2 91% on RA", "RR 24", "sats 94%", "BGL 3.1",
          "weight 61.4 kg", "O2 sats 89", "pulse 48", "BP 98/60", "temp 39.2C", "sugar 18.3",
          "peak flow 280", "BMI 31", "glucose 4.2 mmol/L", "pulse ox 96%", "BP 188/102", "temp 101.3F"]
DRUGS = ["metformin 500 mg BID", "amlodipine 5mg od", "paracetamol 1g QID PRN", "atorvastatin 40 mg nocte",
         "salbutamol 2 puffs q4h prn", "levothyroxine 75 mcg daily", "apixaban 5 mg twice daily",
         "amoxicillin 500mg TDS x 5 days", "insulin glargine 22 units at bedtime", "sertraline 50 mg",
         "furosemide 40mg mane", "prednisolone 40 mg for 5 days", "ibuprofen 400 mg", "semaglutide 0.5 mg weekly",
         "adrenaline autoinjector 0.3 mg", "montelukast 10 mg", "omeprazole 20mg", "donepezil 10 mg",
         "Calpol 5 ml", "ORS sachets", "losartan 50 mg", "gabapentin 300 mg tds", "warfarin 3 mg",
         "tramadol 50mg", "cetirizine 10mg", "fluticasone nasal spray", "co-amoxiclav 625", "methotrexate 15 mg weekly",
         "lisinopril 10 mg", "bisoprolol 2.5 mg", "tamsulosin 400 mcg", "sumatriptan 50 mg", "nitrofurantoin 100 mg",
         "oxycodone 5 mg q6h prn", "budesonide-formoterol 200/6", "mirtazapine 15 mg", "vitamin D 1000 IU",
         "ferrous sulfate 325 mg", "hydroxychloroquine 200 mg", "empagliflozin 10 mg", "ondansetron 4mg"]
DRUG_NAMES = ["metformin", "amlodipine", "atorvastatin", "levothyroxine", "apixaban", "sertraline",
              "furosemide", "salbutamol", "montelukast", "omeprazole", "losartan", "gabapentin", "warfarin",
              "insulin", "semaglutide", "donepezil", "tamsulosin", "bisoprolol", "lisinopril", "empagliflozin",
              "methotrexate", "mirtazapine", "budesonide-formoterol", "hydroxychloroquine", "pregabalin",
              "dulaglutide", "rivaroxaban", "quetiapine", "adalimumab", "epoetin"]
SCORES = ["PHQ-9 of 14", "GAD-7 11", "GCS 15", "pain 7/10", "MMSE 22/30", "Apgar 8 and 9", "CURB-65 of 2",
          "Wells score 4", "NEWS2 5", "Braden 14", "ECOG 2", "CHA2DS2-VASc 4", "Centor 3", "pain 4/10",
          "Edinburgh score 13", "AUDIT-C 9", "Rockwood frailty 6", "FeverPAIN 3", "Epworth 16", "MoCA 19/30"]
ICD = ["E11.9", "I10", "J45.909", "N39.0", "F32.1", "M54.5", "K21.9", "I48.91", "G47.33", "E66.01",
       "L40.0", "R50.9", "J44.1", "E03.9", "M17.11", "F41.1", "I50.9", "N18.3", "G20", "E78.5", "J06.9",
       "R05.1", "H66.90", "L20.9"]
EPONYMS = ["Parkinson's", "Foley catheter", "Babinski negative", "Crohn's", "Hashimoto's", "Bell's palsy",
           "Baker's cyst", "Raynaud's", "Meniere's", "Alzheimer's", "Down syndrome", "Kawasaki disease",
           "Osgood-Schlatter", "Sever's disease", "Cushing's", "Addison's", "Guillain-Barre", "Murphy's sign",
           "Epley manoeuvre", "Hickman line", "Stevens-Johnson", "Colles fracture", "Barrett's oesophagus",
           "Hodgkin lymphoma", "Sjogren's", "Tourette's", "Asperger's", "Paget's disease", "Dupuytren's",
           "Romberg", "Kernig's sign", "Hirschsprung's", "Wilms tumour", "Graves' disease", "Lyme disease"]
ROLES = ["the on-call GP", "the pharmacist", "the night nurse", "my GP", "the receptionist", "the consultant",
         "the registrar", "the triage nurse", "the school nurse", "the district nurse", "the locum",
         "the attending", "the physio", "the surgeon", "the paramedics", "the charge nurse", "the dietitian",
         "the lab", "the front desk", "the specialist", "the doctor on call", "the NP", "the PA"]
DURATIONS = ["for 3 days", "for 2 wks", "over 48 hrs", "for 6 months", "for about a week", "x 10 days",
             "for 5 yrs", "since yesterday", "for the past fortnight", "all night", "for 20 mins",
             "for 3-4 hours", "on and off for a month", "for 2 days now", "for a couple of weeks"]
TIMES = ["at 10:42", "around 3am", "by 1700", "at 7.30pm", "after midnight", "before noon", "at 0815",
         "about 2:15pm", "at 6 in the morning", "at 11pm", "around teatime", "at 21:10"]
PUBLIC = ["the FDA", "the CDC", "NHS 111", "Healthline", "Medicare", "PhilHealth", "the WHO", "NICE",
          "the PBS", "Health Canada", "Healthdirect", "the NHIS", "the DOH", "ICMR"]
ABBREV_NEG = ["hx of MS", "DM2", "known ALS", "CA prostate", "PA view", "OR today", "the ED", "ICU",
              "Cardiology", "ENT", "Ortho", "Peds", "A&E", "L&D", "NICU", "HDU", "OT referral", "CT head",
              "MRI L-spine", "ECG", "CXR", "UTI", "COPD", "CKD 3", "AF", "T2DM", "HTN", "GERD", "OSA"]

# values that only fit one or two locales
LOCAL_ONLY = {"jeepney driver": "PH", "tricycle driver": "PH", "okada rider": "NG", "seafarer": "PH IN",
              "shearer": "AU NZ", "dairy farmer": "NZ AU CA US UK", "Sunrise Jeepney Transport Coop": "PH",
              "Okeluse Cement Works": "NG", "Sarvapuri Textiles": "IN", "Pohutu Orchards": "NZ",
              "Mallee Grain Cooperative": "AU", "Kessick Paper Mill": "CA", "Bayview Contact Solutions": "PH IN",
              "Saltcote Fisheries": "UK", "Harrow & Dunn Solicitors": "UK AU NZ"}
