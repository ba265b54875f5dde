"""Invented pools of names, places and organisations for dev330_en.

All lists were typed by hand for this set. Combinations of first names and
surnames, towns, streets, hospitals, practices and companies are invented.
"""

# name groups: (male first names, female first names, surnames)
NAME_GROUPS = {
    "anglo": (
        ["James", "Oliver", "Harry", "Thomas", "George", "Nathan", "Callum", "Dale", "Wayne", "Gary",
         "Russell", "Trevor", "Graham", "Lachlan", "Brody", "Tyler", "Cody", "Dwayne", "Mitchell", "Stuart",
         "Keith", "Howard", "Reginald", "Barry", "Clifford", "Jasper", "Elliot", "Harvey", "Rupert", "Bradley"],
        ["Emily", "Charlotte", "Hannah", "Jessica", "Kayleigh", "Danielle", "Brooke", "Tamsin", "Gemma", "Leanne",
         "Maureen", "Pauline", "Shirley", "Heather", "Megan", "Courtney", "Abigail", "Felicity", "Joanne", "Tracey",
         "Imogen", "Philippa", "Rosalind", "Beverley", "Nicola", "Kirsty", "Madison", "Paige", "Hazel", "Lorraine"],
        ["Whitcombe", "Hargreaves", "Pennington", "Ashworth", "Blackwood", "Thistlewood", "Fairbairn", "Cotterill",
         "Dunmore", "Greenhalgh", "Kettleby", "Lockridge", "Marsden", "Oakley", "Pridmore", "Rushworth", "Stanbridge",
         "Tolliver", "Underhill", "Wetherby", "Yardley", "Bramwell", "Chadwick", "Dimmock", "Emberton", "Fenwick",
         "Garside", "Holloway", "Ingleby", "Jessop", "Kirkham", "Langford", "Mellor", "Norbury", "Partridge",
         "Radcliffe", "Shawcross", "Thorne", "Varley", "Winterbottom", "Coulson", "Brackley", "Haverford", "Bexley"]),
    "irish": (
        ["Cian", "Oisin", "Padraig", "Ciaran", "Declan", "Eoin", "Fionn", "Donal", "Colm", "Ruairi",
         "Seamus", "Tadhg", "Darragh", "Cathal", "Niall", "Fergal", "Brendan", "Diarmuid"],
        ["Aoife", "Siobhan", "Niamh", "Caoimhe", "Saoirse", "Grainne", "Orla", "Roisin", "Sinead", "Clodagh",
         "Aisling", "Eimear", "Ciara", "Deirdre", "Maeve", "Una", "Brid", "Nuala"],
        ["O'Sullivan", "Mac Carthaigh", "Dunleavy", "Fitzgibbon", "Moynihan", "O'Driscoll", "Brennan", "Cullinane",
         "Geraghty", "Hanrahan", "Kinsella", "McGuinness", "Nolan", "O'Mahony", "Prendergast", "Quinlivan",
         "Scanlon", "Tierney", "Whelan", "Breathnach", "Ni Fhlatharta", "Conneely", "Daly-Keane", "Mulcahy",
         "Lenihan", "Cronin", "Hegarty", "Keohane"]),
    "scot_welsh": (
        ["Angus", "Hamish", "Euan", "Fraser", "Rhys", "Gareth", "Dafydd", "Owain", "Alasdair", "Iwan"],
        ["Morag", "Isla", "Eilidh", "Catriona", "Bronwen", "Cerys", "Nia", "Gwenllian", "Mhairi", "Ffion"],
        ["MacAulay", "Drummond", "Gillespie", "Lamont", "Munro", "Urquhart", "Pritchard", "Llewellyn", "Bowen",
         "Vaughan-Rees", "Gwilym", "Cadwallader", "McInnes", "Strachan", "Baird"]),
    "italian_iberian": (
        ["Giuseppe", "Matteo", "Lorenzo", "Paolo", "Vincenzo", "Joao", "Tiago", "Rafael", "Alejandro", "Mateo",
         "Santiago", "Diego", "Emilio", "Luis", "Javier"],
        ["Giulia", "Francesca", "Chiara", "Rosaria", "Beatriz", "Ines", "Lucia", "Marisol", "Guadalupe", "Ximena",
         "Valentina", "Camila", "Paloma", "Carmen", "Rocio"],
        ["Bellandi", "Castellucci", "Donatelli", "Ferrante", "Greco-Salvi", "Lombardo", "Marchetti", "Pellegrino",
         "Russomanno", "Zanetti", "Albuquerque", "Carvalhal", "Esteves", "Figueira", "Mendonca", "Quintero",
         "Arredondo", "Barrientos", "Cisneros", "Echeverria", "Fuentes", "Galindo", "Ibarra", "Montoya",
         "Villalobos", "Zamora"]),
    "eastern_european": (
        ["Piotr", "Tomasz", "Krzysztof", "Marek", "Andrei", "Dmitri", "Bogdan", "Jakub", "Lukas", "Vytautas"],
        ["Agnieszka", "Katarzyna", "Zofia", "Ilona", "Oksana", "Irina", "Milena", "Jolanta", "Daria", "Ludmila"],
        ["Wisniewski", "Kowalczyk", "Zielinska", "Grabowski", "Nowakowska", "Petrenko", "Sokolov", "Dragomir",
         "Jankauskas", "Horvath", "Novotny", "Kaczmarek", "Lewandowska", "Marinescu"]),
    "west_african": (
        ["Chukwuemeka", "Oluwaseun", "Babatunde", "Kwame", "Kofi", "Emeka", "Tunde", "Obinna", "Yaw", "Ifeanyi",
         "Segun", "Kwabena"],
        ["Adaeze", "Ngozi", "Folasade", "Abena", "Akosua", "Chiamaka", "Yetunde", "Efua", "Nkechi", "Funmilayo",
         "Ama", "Temitope"],
        ["Okonkwo", "Adeyemi", "Oyelaran", "Mensah", "Asante", "Nwosu", "Eze", "Ogunleye", "Boateng",
         "Adebayo-Cole", "Owusu", "Okafor", "Onyekachi", "Agyeman", "Babalola", "Danquah"]),
    "south_asian": (
        ["Arjun", "Rohan", "Vikram", "Sanjay", "Harpreet", "Gurdeep", "Imran", "Faisal", "Karthik", "Senthil",
         "Rajesh", "Amitabh", "Tariq", "Zubair", "Deepak", "Naveen"],
        ["Priya", "Ananya", "Kavitha", "Lakshmi", "Harjit", "Simran", "Ayesha", "Nusrat", "Meenakshi", "Sunita",
         "Farzana", "Divya", "Rukhsana", "Pooja", "Shalini", "Anjali"],
        ["Ramaswamy", "Venkataraman", "Chaudhary", "Sandhu", "Grewal", "Qureshi", "Siddiqui", "Iyer", "Nair",
         "Kulkarni", "Bhattacharya", "Malhotra", "Rahman", "Chowdhury", "Subramanian", "Dhillon", "Patil",
         "Hussain", "Mirza", "Thakkar"]),
    "east_asian": (
        ["Wei", "Jun", "Hao", "Zhiwei", "Kenji", "Hiroshi", "Takumi", "Min-jun", "Seo-jun", "Ji-ho", "Kai", "Bo"],
        ["Mei", "Xiaoling", "Yuki", "Haruka", "Aiko", "Ji-woo", "Seo-yeon", "Hye-jin", "Lan", "Qing", "Fang", "Yan"],
        ["Zhang", "Huang", "Lin", "Tan", "Chua", "Wong", "Nakamura", "Takahashi", "Yamada", "Fujimoto", "Park",
         "Kwon", "Jeong", "Cheung", "Lau", "Goh", "Teo", "Leong"]),
    "se_asian": (
        ["Minh", "Duc", "Quang", "Tuan", "Rodel", "Jericho", "Marvin", "Arnel", "Somchai", "Anan"],
        ["Linh", "Thao", "Ngoc", "Maricel", "Rowena", "Jocelyn", "Analyn", "Siriporn", "Kanya", "Hanh"],
        ["Nguyen", "Tran", "Pham", "Vo", "Dimaculangan", "Santos-Reyes", "Bautista", "Macapagal", "Villanueva",
         "Srisuk", "Chaiyaporn", "Dang", "Lacson"]),
    "middle_east": (
        ["Omar", "Khalid", "Yousef", "Hamza", "Karim", "Reza", "Dariush", "Mehmet", "Emre", "Nabil", "Samir",
         "Bilal"],
        ["Fatima", "Layla", "Noor", "Yasmin", "Rania", "Shirin", "Parisa", "Elif", "Zeynep", "Hiba", "Amira",
         "Dalia"],
        ["Haddad", "Al-Masri", "Khoury", "Nasser", "Farahani", "Tehrani", "Yilmaz", "Demirci", "Saleh",
         "Abdelrahman", "Mansour", "Karimi", "Aydin", "Haidari"]),
    "maori_pacific": (
        ["Tane", "Wiremu", "Rawiri", "Hemi", "Nikau", "Sione", "Tevita", "Losa", "Manaia", "Ropata"],
        ["Aroha", "Mere", "Anahera", "Kahurangi", "Hine", "Mele", "Salote", "Losana", "Ana", "Moana"],
        ["Te Rangi", "Parata", "Ngata", "Tawhiri", "Walker-Horomona", "Tuhoe", "Fonoti", "Taufa", "Vaipulu",
         "Leaupepe", "Faleolo", "Tamihana", "Rewiti", "Kaihau"]),
    "southern_african": (
        ["Sipho", "Thabo", "Mandla", "Bongani", "Themba", "Lwazi", "Pieter", "Johan", "Wikus", "Tshepo"],
        ["Nomvula", "Thandiwe", "Lerato", "Zanele", "Ayanda", "Palesa", "Annelie", "Marlize", "Refilwe", "Busisiwe"],
        ["Dlamini", "Nkosi", "Mokoena", "Khumalo", "Ndlovu", "Mahlangu", "van der Merwe", "Botha", "Pretorius",
         "Molefe", "Sithole", "Mthembu", "du Plessis", "Kruger"]),
    "greek_germanic": (
        ["Nikos", "Dimitrios", "Stavros", "Henrik", "Jurgen", "Stefan", "Anders", "Lars", "Pieter-Jan", "Maarten"],
        ["Eleni", "Katerina", "Sofia", "Ingrid", "Annika", "Liesel", "Brigitte", "Maren", "Femke", "Sanne"],
        ["Papadopoulos", "Georgiou", "Konstantinidis", "Brandt", "Hoffmann", "Vogelsang", "Lindqvist", "Haugen",
         "van Dijk", "de Groot", "Janssens", "Oosterhuis"]),
    "malay": (
        ["Ahmad", "Faizal", "Hafiz", "Azlan", "Iskandar", "Rizwan"],
        ["Nurul", "Siti", "Aisyah", "Farah", "Zarina", "Haslinda"],
        ["bin Osman", "bin Rahmat", "binti Yusof", "bin Hamzah", "binti Ismail", "bin Kassim"]),
}

# name-group weights per country (groups listed in sorted order when used)
COUNTRY_GROUPS = {
    "AU": {"anglo": 40, "irish": 6, "italian_iberian": 8, "east_asian": 10, "se_asian": 8, "south_asian": 8,
           "middle_east": 6, "greek_germanic": 6, "maori_pacific": 4, "scot_welsh": 4},
    "CA": {"anglo": 34, "irish": 6, "italian_iberian": 8, "east_asian": 10, "south_asian": 14, "eastern_european": 8,
           "middle_east": 6, "west_african": 5, "se_asian": 5, "scot_welsh": 4},
    "IE": {"irish": 58, "anglo": 10, "eastern_european": 12, "west_african": 6, "south_asian": 6, "italian_iberian": 4,
           "se_asian": 4},
    "NZ": {"anglo": 38, "maori_pacific": 26, "east_asian": 8, "south_asian": 8, "scot_welsh": 6, "se_asian": 6,
           "greek_germanic": 4, "irish": 4},
    "SG": {"east_asian": 50, "malay": 20, "south_asian": 18, "se_asian": 6, "anglo": 6},
    "UK": {"anglo": 44, "scot_welsh": 10, "irish": 6, "south_asian": 14, "west_african": 8, "eastern_european": 8,
           "middle_east": 5, "east_asian": 5},
    "US": {"anglo": 38, "italian_iberian": 18, "west_african": 8, "east_asian": 8, "south_asian": 8, "irish": 6,
           "middle_east": 5, "eastern_european": 5, "se_asian": 4},
    "ZA": {"southern_african": 60, "anglo": 14, "south_asian": 12, "greek_germanic": 6, "italian_iberian": 4,
           "west_african": 4},
}

COUNTRY_NAMES = {"AU": "Australia", "CA": "Canada", "IE": "Ireland", "NZ": "New Zealand", "SG": "Singapore",
                 "UK": "United Kingdom", "US": "USA", "ZA": "South Africa"}

# other countries mentioned in travel or birth history
OTHER_COUNTRIES = ["Portugal", "Egypt", "Thailand", "Spain", "Greece", "India", "Pakistan", "Nigeria", "Philippines",
                   "Vietnam", "Saudi Arabia", "Qatar", "Mexico", "Brazil", "Poland", "Romania", "Turkey", "Morocco",
                   "Kenya", "Fiji", "Samoa", "Malaysia", "Indonesia", "Sri Lanka", "Jamaica", "Italy", "Cyprus",
                   "Oman", "Chile", "Peru"]

TOWNS = {
    "US": ["Cedar Hollow", "Marlow Springs", "East Brantley", "Oakmont Falls", "Fairhaven Ridge", "Wilcox Bend",
           "Port Estrella", "Greenvale", "Tamsin Creek", "North Harlan", "Belcourt", "Pine Barrow", "Kesterton",
           "Lake Orrin", "Saddle Rock", "Hollis Junction", "Del Paso Verde", "Millbrook Heights", "Shoreham Park",
           "Granger City", "Winfield Crossing", "Amberlee", "Corvallo", "Redmarsh"],
    "UK": ["Wexmoor", "Ashcombe", "Stannington Green", "Lowther Cross", "Kingsbridge Heath", "Marlingford",
           "Thornbury Vale", "Coldharbour End", "Brackenfield", "Eastwick Parva", "Holmside", "Pendleford",
           "Ravensworth", "Saltmarsh Quay", "Hartley Bridge", "Upper Denholm", "Fairlop Green", "Moorcastle",
           "Kirkbeck", "Llanferrin", "Glenmorrow", "Bramcote Fields"],
    "IE": ["Ballyconnor", "Kilcarraig", "Rathmoyle", "Carrigbawn", "Drumsallagh", "Inishcorr", "Knockaderry Cross",
           "Castlefinna", "Tullaghmore", "Glenbrack", "Ardnagreena", "Moyvalley Bridge", "Lisnacree", "Cloonmara",
           "Kilbrannish"],
    "CA": ["North Alden", "Port Maitland Shores", "Cedarbrook", "Riviere-Blanchette", "Fort Kesting", "Lakefield West",
           "Sable Point", "Mapleridge Falls", "Strathmoor", "Bayview Landing", "Saint-Ovide", "Windermere Bay",
           "Tamarack Hills", "Pelham Narrows", "Kinburn Flats"],
    "AU": ["Koorabin", "Wattle Creek", "Bundaroo", "Mallee Springs", "Yarrawong", "Port Carrick", "Emu Flats",
           "Toolangi Heights", "Cooinda Park", "Banksia Bay", "Marrinup", "Glenroy East", "Wirrabara Vale",
           "Kurrajong Downs", "Narellan Ridge"],
    "NZ": ["Waiharo", "Rangiora Heights", "Kaitoro", "Te Manuka", "Oruawhiti", "Matarangi Bay", "Pukekaraka",
           "Hillbrook", "Rimutaka Flat", "Ohinewai Downs", "Kowhai Point", "Whenuaroa", "Tawa Glen"],
    "SG": ["Singapore"],
    "ZA": ["Kloofview", "Umhlanga Ridge", "Protea Heights", "Soshanguve East", "Bergvliet Park", "Mthatha North",
           "Kwanele", "Fynbos Valley", "Rietfontein", "Emalahleni West", "Blouberg Sands", "Sterkspruit Heights"],
}

STATES = {
    "US": [("MA", "Massachusetts"), ("OH", "Ohio"), ("TX", "Texas"), ("CA", "California"), ("NC", "North Carolina"),
           ("GA", "Georgia"), ("AZ", "Arizona"), ("TN", "Tennessee"), ("FL", "Florida"), ("WA", "Washington"),
           ("PA", "Pennsylvania"), ("MN", "Minnesota"), ("CO", "Colorado"), ("UT", "Utah"), ("KY", "Kentucky")],
    "CA": [("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"), ("NS", "Nova Scotia"),
           ("MB", "Manitoba"), ("SK", "Saskatchewan"), ("QC", "Quebec"), ("NB", "New Brunswick")],
    "AU": [("NSW", "New South Wales"), ("VIC", "Victoria"), ("QLD", "Queensland"), ("WA", "Western Australia"),
           ("SA", "South Australia"), ("TAS", "Tasmania")],
    "NZ": [("AKL", "Auckland"), ("WKO", "Waikato"), ("CAN", "Canterbury"), ("OTA", "Otago"), ("BOP", "Bay of Plenty"),
           ("WGN", "Wellington")],
    "ZA": [("WC", "Western Cape"), ("GP", "Gauteng"), ("KZN", "KwaZulu-Natal"), ("EC", "Eastern Cape"),
           ("FS", "Free State"), ("MP", "Mpumalanga")],
}

IE_COUNTIES = ["Co. Galway", "Co. Cork", "Co. Mayo", "Co. Kerry", "Co. Limerick", "Co. Tipperary", "Co. Meath",
               "Co. Donegal", "Co. Wexford", "Co. Clare", "Co. Kildare", "Co. Sligo"]

STREET_STEMS = ["Larkspur", "Elmwood", "Hawthorn", "Kingfisher", "Marigold", "Osprey", "Quarry", "Rowan",
                "Sycamore", "Tern", "Willowmere", "Ashgrove", "Birchmount", "Chestnut", "Dunmore", "Fernhill",
                "Glebe", "Heron", "Juniper", "Kestrel", "Lime Kiln", "Mill Race", "Nettlebed", "Orchard", "Primrose",
                "Rookery", "Saltbox", "Tanners", "Vicarage", "Wheelwright", "Yew Tree", "Alder", "Bellbird",
                "Cormorant", "Drovers", "Ironbark", "Jacaranda", "Kowhai", "Manuka", "Pohutukawa", "Tussock",
                "Wattle", "Banksia", "Protea", "Jacana", "Marula", "Magnolia", "Cypress", "Sequoia", "Pecan",
                "Canal", "Harbour", "Station", "Church", "Ferry", "Foundry", "Tollgate", "Beacon", "Lantern"]

STREET_TYPES = {
    "US": ["Street", "Ave", "Avenue", "Blvd", "Drive", "Lane", "Road", "Court", "Way", "Pkwy"],
    "UK": ["Close", "Road", "Street", "Lane", "Crescent", "Gardens", "Terrace", "Way", "Mews", "Drive"],
    "IE": ["Park", "Road", "Avenue", "Lawn", "Grove", "Court", "Heights", "Terrace", "Street"],
    "CA": ["Rd", "Street", "Avenue", "Crescent", "Drive", "Boulevard", "Way", "Trail"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Place", "Close", "Drive"],
    "NZ": ["Street", "Road", "Avenue", "Place", "Terrace", "Crescent", "Grove"],
    "SG": ["Street", "Avenue", "Road", "Drive"],
    "ZA": ["Road", "Street", "Avenue", "Crescent", "Close", "Drive"],
}

SG_ESTATES = ["Kembang", "Seruni", "Bukit Merah Jaya", "Tanjong Sari", "Kampong Lalang", "Senja Indah",
              "Teluk Permai", "Jurong Kecil", "Cempaka", "Rimba Hijau"]

HOSPITALS = {
    "US": ["Mercy Ridge Medical Center", "St. Brendan's Hospital", "Lakeshore Regional Medical Center",
           "Harlan Valley University Hospital", "Good Shepherd Health Pavilion", "Oakmont Falls Memorial Hospital",
           "Baptist Crossroads Medical Center", "Greenvale Community Hospital", "Sutterfield Stone & Urology Institute",
           "Port Estrella General Hospital", "Kesterton Veterans Medical Center", "Providence Heights Hospital"],
    "UK": ["Royal Wexmoor Infirmary", "Ashcombe General Hospital", "St Aldhelm's Hospital",
           "Kingsbridge Heath University Hospital", "Lowther Cross Community Hospital", "Moorcastle Royal Hospital",
           "Pendleford District General Hospital", "Queen Adela Hospital", "Ravensworth Treatment Centre",
           "Saltmarsh Quay Infirmary"],
    "IE": ["St Columba's University Hospital", "Ballyconnor General Hospital", "Mater Rathmoyle Hospital",
           "University Hospital Kilcarraig", "Our Lady of Lourdes Drumsallagh", "Tullaghmore Regional Hospital",
           "St Fintan's Private Hospital", "Glenbrack Sacred Heart Clinic"],
    "CA": ["North Alden General Hospital", "Cedarbrook Health Sciences Centre", "St. Ovide Regional Hospital",
           "Mapleridge Falls Memorial Hospital", "Strathmoor Royal Jubilee Hospital", "Bayview Landing Hospital",
           "Hopital Sainte-Blanchette", "Tamarack Hills Health Centre"],
    "AU": ["Koorabin Base Hospital", "Royal Yarrawong Hospital", "Wattle Creek Private Hospital",
           "St Ignatius Bundaroo Hospital", "Port Carrick District Hospital", "Mallee Springs Health Service",
           "Banksia Bay University Hospital", "Cooinda Park Day Surgery"],
    "NZ": ["Waiharo Hospital", "Te Manuka Public Hospital", "Rangiora Heights Base Hospital",
           "Matarangi Bay Surgical Hospital", "Kaitoro District Hospital", "Oruawhiti Private Hospital"],
    "SG": ["Kembang General Hospital", "Seruni Medical Centre", "Teluk Permai Hospital",
           "Cempaka Heights Specialist Centre", "Rimba Hijau Community Hospital"],
    "ZA": ["Kloofview Provincial Hospital", "Umhlanga Ridge Surgical Clinic", "Protea Heights Academic Hospital",
           "Bergvliet Medical Clinic", "Fynbos Valley Regional Hospital", "Rietfontein Hillcrest Hospital"],
}

PRACTICES = {
    "US": ["Cedar Hollow Family Medicine", "Belcourt Primary Care Associates", "Redmarsh Internal Medicine Group",
           "Amberlee Community Health Center", "Granger City Medical Group", "Saddle Rock Family Practice"],
    "UK": ["Larkspur Medical Practice", "Holmside Surgery", "Brackenfield Health Centre", "Mill Race Medical Centre",
           "Eastwick Parva Surgery", "The Glebe Practice", "Fairlop Green Group Practice", "Kirkbeck Health Centre"],
    "IE": ["Rathmoyle Family Practice", "Castlefinna Medical Centre", "Lisnacree Health Centre",
           "Ardnagreena GP Surgery", "Cloonmara Medical Practice"],
    "CA": ["Cedarbrook Family Health Team", "Sable Point Medical Clinic", "Kinburn Flats Community Health Centre",
           "Windermere Bay Walk-in & Family Clinic", "Pelham Narrows Family Practice"],
    "AU": ["Wattle Creek Medical Centre", "Emu Flats Family Practice", "Marrinup General Practice",
           "Kurrajong Downs Medical Clinic", "Glenroy East Health Hub"],
    "NZ": ["Kowhai Point Medical Centre", "Whenuaroa Health", "Tawa Glen Family Doctors", "Hillbrook Medical",
           "Pukekaraka Hauora"],
    "SG": ["Seruni Family Clinic", "Kampong Lalang Polyclinic", "Senja Indah Medical Clinic", "Tanjong Sari GP Clinic"],
    "ZA": ["Kwanele Family Practice", "Bergvliet Medical Rooms", "Blouberg Sands Medical Centre",
           "Sterkspruit Community Health Centre"],
}

WARDS = ["Rowan Ward", "Kingfisher Unit", "Ward 22", "Osprey Ward", "Heron Day Unit", "Ward 7B", "Acute Surgical Unit 3",
         "Fernhill Ward", "Juniper Short Stay", "Ward 14", "Magnolia Ward", "Lark Day Surgery Unit",
         "Bellbird Surgical Admissions Lounge", "Ward 31", "Tern Ward", "Cypress Ward", "Wattle Ward", "Pohutukawa Ward"]

STONE_UNITS = ["Ferncliff Lithotripsy Centre", "Harbourside Stone Unit", "Calder Lithotripsy Suite",
               "Ashgrove Stone Treatment Centre", "Northgate Lithotripsy Unit", "Calyx Day Stone Centre",
               "Riverbend Mobile Lithotripsy Unit"]

NAMED_UNITS = ["Heron Day Unit", "Lark Day Surgery Unit", "Kestrel Procedures Suite", "Rowan Investigations Unit",
               "Tui Day Stay Unit", "Marula Endoscopy & Day Unit"]

BUILDINGS = ["Ferrier Building", "Whitcombe Wing", "Lister Pavilion", "Outpatients Block C", "Tower B", "Garside House",
             "Harkness Annex", "East Podium", "Wellcome-Hart Block", "Jubilee Wing", "Level 4 Clinical Tower"]

EMPLOYERS = ["Harcastle Freight", "Bluewater Logistics", "Tidewater Brewing Co", "Ostrander Mining",
             "Greyfield Academy", "Pinecrest Elementary School", "Kestrel Airways", "Marlow Springs Fire Department",
             "Coldharbour Quarry Ltd", "Sunbright Bakeries", "Northwind Wind Farms", "Quayside Fisheries",
             "Redmarsh Steelworks", "Saltbox Roofing", "Meridian Software Labs", "Elmwood Retirement Village",
             "Banksia Bay Council Depot", "Lantern Hospitality Group", "Ironbark Civil Contractors",
             "Protea Security Services", "Kowhai Dairy Co-op", "Seruni Shipping Pte Ltd", "Fynbos Vineyards",
             "Glebe Street Dental", "Crossroads Transit Authority", "Ashworth & Tolliver Solicitors",
             "Fairbairn Plumbing", "Drumsallagh Creamery", "Oakley Motors", "Harbour Lights Casino",
             "St Aidan's Parish", "Tamarack Hills Curling Club", "Yardley Construction", "Orchard Lane Pharmacy Ltd"]

INSURERS = {
    "US": ["Cobalt Health Plan", "Sentinel Mutual", "Prairie Shield PPO", "Lakeshore Care HMO", "TriHarbor Health"],
    "UK": ["Albion Private Health", "Thistle Medical Assurance", "Crestmoor Health Cover"],
    "IE": ["Lir Health Insurance", "Shannonside Medical Cover", "Corrib Health"],
    "CA": ["Maplecrest Benefits", "Northstar Group Health", "Boreal Life & Health"],
    "AU": ["Wattle Health Fund", "Southern Bight Health", "Coastline Members Health"],
    "NZ": ["Kiwicare Health Society", "Tui Health Insurance"],
    "SG": ["Lion Gate Assurance", "Merlion Shield Health"],
    "ZA": ["Protea Medical Scheme", "Springbok Health Aid", "Umoya Medical Fund"],
}

LABS = ["Meridian Pathology Ltd", "Calculus Analytics Laboratory", "Northgate Reference Laboratories",
        "Harlan Valley Clinical Labs", "Southern Stone Analysis Service", "Kestrel Diagnostics",
        "Tasman Pathology Partners", "Pinnacle Biochemistry Services"]

PROFESSIONS = ["plasterer", "long-haul truck driver", "airline pilot", "primary school teacher", "chef", "roofer",
               "dairy farmer", "baker", "software developer", "accountant", "firefighter", "electrician",
               "bus driver", "landscape gardener", "hairdresser", "warehouse operative", "scaffolder", "nurse",
               "police officer", "bricklayer", "taxi driver", "marathon coach", "retail manager", "cleaner",
               "fisherman", "miner", "welder", "call centre agent", "civil engineer", "bar manager",
               "security guard", "lecturer", "carpenter", "courier", "pharmacist", "solicitor", "kitchen porter",
               "postman", "labourer", "shearer", "forklift driver", "aircraft engineer", "paramedic",
               "personal trainer", "tiler", "hospital porter", "lorry driver", "secretary", "vet", "sous chef",
               "professional footballer", "sheet-metal worker", "data analyst", "dental nurse", "bookkeeper",
               "offshore rig worker", "machinist", "delivery rider", "seamstress", "journalist"]

DOCTOR_ROLES = ["Consultant Urologist", "Urology Registrar", "Specialty Registrar ST5 Urology",
                "Urology Resident PGY-3", "Emergency Physician", "ED Registrar", "Senior House Officer",
                "FY1 Doctor", "Stone Clinical Nurse Specialist", "Consultant Radiologist", "Lithotripsy Radiographer",
                "Renal Dietitian", "Clinical Scientist", "Urology Nurse Practitioner", "Attending Urologist",
                "Fellow in Endourology", "Consultant Nephrologist", "Theatre Scrub Nurse", "Anaesthetist",
                "Ward Clerk", "Medical Secretary", "Staff Nurse", "Charge Nurse", "Specialist Pharmacist"]

GENERIC_DOMAINS = ["example.org", "example.com", "example.net"]
