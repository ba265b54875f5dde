"""Invented name, place and organisation pools for dev339_en (author 339).

Every list here was written by hand for this set; none comes from a library.
Towns, suburbs, streets, hospitals, practices, laboratories and companies are
invented.  States, provinces, counties and countries are real regions, needed
for realistic address formats.
"""

FEMALE_FIRST = [
    # Irish / British
    "Aoife", "Siobhan", "Niamh", "Caoimhe", "Orla", "Grainne", "Roisin", "Saoirse", "Clodagh", "Maeve",
    "Eimear", "Sinead", "Aisling", "Deirdre", "Ciara", "Fionnuala", "Bronagh", "Tara", "Nuala", "Ailbhe",
    "Rhian", "Cerys", "Bethan", "Seren", "Ffion", "Eilidh", "Isla", "Morag", "Kirsty", "Shona",
    "Hannah", "Charlotte", "Harriet", "Imogen", "Phoebe", "Lucy", "Rebecca", "Gemma", "Leanne", "Stacey",
    "Jodie", "Kerry", "Danielle", "Chloe", "Holly", "Abigail", "Eleanor", "Frances", "Joanne", "Natalie",
    # North American
    "Brittany", "Kayla", "Ashley", "Madison", "Jessica", "Courtney", "Tiffany", "Shannon", "Destiny", "Heather",
    "Amber", "Whitney", "Kendra", "Brianna", "Lacey", "Marisol", "Guadalupe", "Ximena", "Yesenia", "Lorena",
    "Paloma", "Esperanza", "Itzel", "Rosario", "Valentina", "Genevieve", "Mireille", "Josee", "Annick", "Sylvie",
    # West / East / Southern African
    "Adaeze", "Chiamaka", "Ngozi", "Oluwaseun", "Folake", "Yetunde", "Temitope", "Funmilayo", "Abena", "Akosua",
    "Efua", "Ama", "Wanjiru", "Njeri", "Achieng", "Nomvula", "Thandeka", "Zanele", "Lindiwe", "Nokuthula",
    "Palesa", "Refilwe", "Lerato", "Busisiwe", "Ayanda", "Hodan", "Ifrah", "Sahra", "Fadumo", "Ayan",
    # South Asian
    "Priya", "Anjali", "Kavitha", "Deepika", "Sunita", "Meenakshi", "Harpreet", "Gurleen", "Simran", "Nazia",
    "Shabnam", "Farzana", "Rukhsana", "Tahmina", "Nusrat", "Lakshmi", "Revathi", "Ishita", "Pooja", "Shreya",
    # East / Southeast Asian
    "Mei Ling", "Xiaoyan", "Jing", "Huifang", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Min-ji", "Thuy",
    "Ngoc Anh", "Linh", "Mai", "Hoa", "Maricel", "Rosalinda", "Jocelyn", "Analyn", "Divina", "Mylene",
    # Pacific / Maori
    "Aroha", "Mere", "Ngaire", "Hinemoa", "Wikitoria", "Kahurangi", "Tui", "Moana", "Leilani", "Sina",
    "Losana", "Mele", "Seini", "Fetu", "Tavita",
    # European / Middle Eastern
    "Agnieszka", "Katarzyna", "Magdalena", "Zofia", "Justyna", "Ioana", "Andreea", "Raluca", "Ruta", "Egle",
    "Ines", "Joana", "Beatriz", "Francesca", "Giulia", "Chiara", "Eleni", "Despina", "Stavroula", "Anneke",
    "Marieke", "Liesbeth", "Sanne", "Ingrid", "Solveig", "Layla", "Yasmin", "Rania", "Noor", "Dalia",
    "Leyla", "Elif", "Zeynep", "Shirin", "Parisa", "Miriam", "Tova", "Noa", "Olena", "Iryna",
    # Afrikaans / misc
    "Marelize", "Anri", "Elmarie", "Lizelle", "Riana", "Corlia", "Jolene", "Tamsin", "Bridie", "Kylie",
    "Shanelle", "Jacinta", "Mikayla", "Paige", "Skye", "Tegan", "Brooke", "Ebony", "Jade", "Kiri",
]

MALE_FIRST = [
    "Declan", "Cathal", "Padraig", "Eoin", "Ronan", "Darragh", "Colm", "Fergal", "Oisin", "Tadhg",
    "Gareth", "Rhys", "Dafydd", "Iwan", "Callum", "Fraser", "Euan", "Lachlan", "Angus", "Hamish",
    "Oliver", "Thomas", "George", "Harry", "Matthew", "Jonathan", "Stuart", "Graham", "Nigel", "Keith",
    "Tyler", "Brandon", "Dustin", "Cody", "Travis", "Garrett", "Marcus", "Dwayne", "Javier", "Mateo",
    "Alejandro", "Rogelio", "Eduardo", "Benoit", "Mathieu", "Etienne", "Luc", "Chinedu", "Emeka", "Obinna",
    "Tunde", "Adebayo", "Kwame", "Kofi", "Yaw", "Kipchoge", "Otieno", "Sipho", "Thabo", "Mandla",
    "Bongani", "Lwazi", "Abdirahman", "Mohamed", "Yusuf", "Omar", "Tariq", "Imran", "Faisal", "Rajesh",
    "Arjun", "Vikram", "Sanjay", "Harjit", "Gurpreet", "Anil", "Suresh", "Wei", "Jun", "Hao",
    "Takeshi", "Kenji", "Min-ho", "Jae-won", "Duc", "Quang", "Minh", "Rodel", "Arnel", "Jerome",
    "Rawiri", "Tane", "Wiremu", "Hemi", "Manaia", "Sione", "Tevita", "Viliami", "Pita", "Semisi",
    "Tomasz", "Piotr", "Lukasz", "Andrei", "Mihai", "Dmytro", "Joao", "Rui", "Marco", "Stefano",
    "Nikos", "Jannes", "Pieter", "Wouter", "Henrik", "Karim", "Samir", "Emre", "Dariush", "Avi",
    "Jaco", "Riaan", "Francois", "Hendrik", "Brendan", "Shane", "Kieran", "Liam", "Noah", "Caleb",
]

SURNAMES = [
    # Irish / British
    "Brennan", "O'Sullivan", "McGillycuddy", "Nic Giolla Easpaig", "Ní Bhriain", "Fennelly", "Dunphy", "Cassidy", "Mulcahy", "Hegarty",
    "Ó Raghallaigh", "Tierney", "Kavanagh", "Geoghegan", "Lenihan", "McAteer", "Breslin", "Quinlivan", "Scallan", "Coughlan",
    "Ashworth", "Pemberton", "Haverstock", "Thackeray", "Fairbairn", "Whitlock", "Ollerenshaw", "Blenkinsop", "Cotterill", "Pilkington",
    "Featherstone", "Greenhalgh", "Lightfoot", "Merriman", "Oakeshott", "Prynne", "Rowbotham", "Shufflebotham", "Tuckwell", "Wainwright",
    "Llewellyn", "Pritchard", "Gwilliam", "ap Rhys", "Vaughan-Jones", "MacKinnon", "Drummond", "Urquhart", "Farquharson", "Lennox",
    # North American
    "Kowalczyk", "Van Buskirk", "Delacroix", "Boudreau", "Thibodeaux", "Arsenault", "Lachance", "Pelletier", "Gagnon-Roy", "Beauchesne",
    "Whitfield", "Hollingsworth", "Calhoun", "Pettibone", "McAllister", "Strickland", "Rutledge", "Honeycutt", "Blackwood", "Caldwell",
    "Villanueva", "Quintanilla", "Echeverria", "Zamora", "Alvarado", "Montemayor", "Cisneros", "Benavides", "Ochoa", "Saldana",
    # African
    "Okonkwo", "Adeyemi", "Oyelaran", "Nwachukwu", "Eze", "Babatunde", "Olaniyan", "Akintola", "Mensah", "Owusu-Ansah",
    "Asante", "Boateng", "Kariuki", "Wambugu", "Odhiambo", "Mokoena", "Dlamini", "Ndlovu", "Khumalo", "Mahlangu",
    "Sithole", "Nkosi", "Zulu-Mthembu", "Mthethwa", "Maseko", "Warsame", "Abdullahi", "Farah", "Hersi", "Jama",
    # South Asian
    "Raghunathan", "Venkatesan", "Subramaniam", "Krishnamurthy", "Chatterjee", "Bhattacharya", "Mukherjee", "Sandhu", "Grewal", "Dhillon",
    "Chaudhry", "Qureshi", "Siddiqui", "Rahman", "Begum", "Hossain", "Iyer", "Pillai", "Nair", "Deshpande",
    # East / Southeast Asian
    "Zhang", "Huang", "Liang", "Xu", "Tanaka", "Nakamura", "Fujiwara", "Park", "Choi", "Kang",
    "Nguyen", "Tran", "Pham", "Le-Hoang", "Santos", "Dela Cruz", "Bautista", "Macaraeg", "Villaluz", "Pangilinan",
    # Pacific / Maori
    "Ngata", "Te Rangi", "Parata", "Tawhiri", "Horomona", "Waititi-Rua", "Tuhoe-Marsh", "Fonoti", "Tuilagi", "Leota",
    "Faleolo", "Taufa", "Havili", "Vainikolo", "Fifita",
    # European / Middle Eastern
    "Wisniewska", "Zielinska", "Lewandowska", "Grabowska", "Popescu", "Ionescu", "Dumitrescu", "Kazlauskiene", "Petrauskaite", "Ferreira",
    "Carvalho", "Teixeira", "Rossetti", "Bianchi", "Lombardo", "Papadopoulou", "Georgiou", "Van der Merwe", "De Villiers", "Botha",
    "Pretorius", "Du Plessis", "Janse van Rensburg", "Steyn", "Lindqvist", "Haugen", "Bakker", "Visser", "De Groot", "Haddad",
    "Khoury", "Nasser", "Al-Masri", "Yilmaz", "Demir", "Karimi", "Hosseini", "Rahimi", "Levi", "Shapiro",
    "Kovalenko", "Shevchenko", "Bondarenko", "Novak", "Horvath", "Szabo", "Kiss", "Dvorak", "Schreiber", "Albrecht",
    "Okafor-Quinn", "Marsh", "Fox", "Lamb", "Hale", "Birch", "Crane", "Dove", "Lowe", "Bell",
]

# nicknames a patient may be "known as"
NICKNAMES = ["Bea", "Nell", "Kit", "Tash", "Jo", "Ronnie", "Liv", "Pip", "Gigi", "Tess",
             "Mags", "Bex", "Sam", "Frankie", "Lexi", "Dee", "Mimi", "Nina", "Cass", "Ally"]

TOWNS = {
    "US": ["Millbrook Falls", "Cedar Hollow", "Port Ansel", "Greyridge", "Harlow Springs", "Wexley", "Bramford Heights",
           "Oak Bluff Junction", "Larkin City", "East Tillman", "Sutter's Crossing", "Maple Glen Park", "Redfern Lake",
           "Calloway", "Winslow Point", "Brierwood", "Dunmore Station", "Fairhaven Ridge", "New Castine", "Elkhorn Valley",
           "Marlowe", "Pike Hollow", "Ridgecrest Landing", "Amberly", "Clearwater Bend", "Hollis Grove", "Kestrel Bay",
           "Silver Creek Falls", "Norwell Park", "Tamarack Mills"],
    "UK": ["Kingsmere", "Ashcombe", "Thornbury Marsh", "Little Haddon", "Wexcombe", "Bramleigh", "Stourfield", "Castle Orrin",
           "Hollowbrook", "Market Enderby", "Penhallow", "Llanbrynmor", "Glenarrow", "Dunmarrow", "Kirkhallam", "Bexworth",
           "Coldharbour Green", "Saltmarsh Quay", "Netherfold", "Oakhampstead", "Riverton Magna", "Chalkley", "Fenwick Cross",
           "Harwood-on-Teme", "Ellesby", "Tamsford", "Wickerton", "Brackenby", "Cwm Ithon", "Auchterlinn"],
    "IE": ["Ballymacree", "Kilcarran", "Dunmorris", "Carrigmore", "Rathbeg", "Clonavoe", "Inishcoole", "Ballyfarran",
           "Kilmoraghan", "Castlebrennan", "Tobercullen", "Gortnaclay", "Annaghbeg", "Lisnacree", "Carrowmullan", "Glenbawn",
           "Rossvale", "Ardnagreen", "Knockaderry Cross", "Moneenroe", "Ballintubber Bridge", "Cloghvally", "Derrylahan",
           "Kilteevan Upper", "Bunnacurra"],
    "CA": ["Port Halden", "Mapleton Falls", "Birch Harbour", "Saint-Aubert-des-Pins", "Lac-Verdier", "Grand Ridge",
           "North Tamsworth", "Elk Bend", "Lakeshore Heights", "Riviere-Mauve", "Pinecrest", "Fort Ashby", "New Lisbourne",
           "Westhaven", "Coldstream Valley", "Saltcove", "Beaver Narrows", "Tillicum Flats", "Sainte-Odile", "Kinross Mills",
           "Orchard Point", "Cranberry Portage East", "Moose Hollow", "Harrowgate", "Bellhaven"],
    "AU": ["Wattle Creek", "Yarrabeen", "Mount Corella", "Banksia Heights", "Kurrawong", "Emu Flats", "Lilly Pilly Vale",
           "Gidgee Downs", "Tallowood", "Coolabah Springs", "Bellbird Ridge", "Mirrabrook", "Warrangi", "Port Kendall",
           "Ironbark Hill", "Wallabine", "Corrindah", "Bunyip Creek", "Sandstone Point North", "Kookaburra Flat",
           "Merindah", "Tuckeroo", "Galah Plains", "Bottlebrush Bay", "Cooinda Park"],
    "NZ": ["Te Awakino", "Kaiwhenua", "Ashgrove Bay", "Rangiwhero", "Pōhutu Heights", "Mangakōwhai", "Port Arden",
           "Tōtara Flat", "Waimarie Bay", "Kererū Hills", "Ōtaraheke", "Pūkeko Valley", "Harakeke Downs", "Tauwhare Point",
           "Kōwhai Grove", "Rimu Park", "Whetū Bay", "Matipo Heights", "Ruakōkako", "Glenmorven", "Karaka Springs",
           "Ngāio Bay", "Pekapeka Downs", "Hinemaru", "Tūī Valley"],
    "ZA": ["Riverkloof", "Protea Heights", "Bloemhoek", "Suikerbos Park", "Fynbos Vale", "Ndlovu Gardens", "Silverkrans",
           "Amanzi Ridge", "Doringkop", "Sonhoek", "Mthunzi Park", "Rooiberg Estate", "Uvemvane Heights", "Lelieville",
           "Kwa-Thembisa North", "Jakkalsdrif", "Umthombo View", "Goudrand", "Bokmakierie", "Isibaya Park",
           "Hoëveld Ridge", "Mooiwater", "Klipspruit Oos", "Ilanga Estate", "Sterkfontein Vale"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Texas", "TX"), ("Georgia", "GA"), ("Vermont", "VT"),
           ("Minnesota", "MN"), ("Arizona", "AZ"), ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Colorado", "CO"),
           ("Massachusetts", "MA"), ("Pennsylvania", "PA"), ("Tennessee", "TN"), ("New Mexico", "NM"), ("Iowa", "IA"),
           ("Kentucky", "KY"), ("Maine", "ME"), ("Washington", "WA"), ("Illinois", "IL")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"), ("Nova Scotia", "NS"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"), ("Quebec", "QC")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("South Australia", "SA"),
           ("Western Australia", "WA"), ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"), ("Bay of Plenty", "BOP"),
           ("Northland", "Northland"), ("Southland", "Southland"), ("Taranaki", "Taranaki"), ("Hawke's Bay", "HB"),
           ("Manawatū-Whanganui", "Manawatū"), ("Tasman", "Tasman")],
    "ZA": [("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"), ("Eastern Cape", "EC"), ("Free State", "FS"),
           ("Limpopo", "LP"), ("Mpumalanga", "MP"), ("North West", "NW")],
}

# counties: the guideline files counties under CITY
COUNTIES = {
    "UK": ["Kent", "Essex", "Devon", "Norfolk", "Lancashire", "Cheshire", "Somerset", "Cumbria", "Dorset", "Suffolk",
           "Hampshire", "North Yorkshire", "Staffordshire", "Gwynedd", "Powys", "Fife", "Shropshire", "Herefordshire",
           "Lincolnshire", "Northumberland"],
    "IE": ["Cork", "Kerry", "Galway", "Mayo", "Limerick", "Clare", "Tipperary", "Waterford", "Wexford", "Kilkenny",
           "Meath", "Kildare", "Wicklow", "Louth", "Donegal", "Sligo", "Roscommon", "Offaly", "Laois", "Westmeath",
           "Cavan", "Monaghan", "Longford", "Leitrim", "Carlow"],
}

STREET_STEMS = {
    "common": ["Oak", "Birch", "Willow", "Maple", "Cedar", "Rowan", "Hawthorn", "Chestnut", "Laurel", "Juniper",
               "Magnolia", "Linden", "Alder", "Hazel", "Aspen", "Holly", "Sycamore", "Larch", "Heather", "Foxglove",
               "Kingfisher", "Lark", "Heron", "Meadow", "Orchard", "Mill", "Quarry", "Tannery", "Ferry", "Harbour",
               "Station", "Church", "Chapel", "Market", "Bridge", "Spring", "Well", "Brook", "Glebe", "Granary"],
    "US": ["Sycamore Ridge", "Pinecone", "Tumbleweed", "Bluebonnet", "Dogwood", "Magnolia Bend", "Prairie View", "Lakeview",
           "Hickory", "Cottonwood", "Buckeye", "Sassafras"],
    "UK": ["Coronation", "Jubilee", "Rectory", "Vicarage", "Blacksmiths", "Weavers", "Ropewalk", "Priory", "Abbey", "Cobbler's"],
    "IE": ["Ard Caoin", "Cnoc na Gréine", "Bóthar Mór", "Sallybrook", "Fairgreen", "Convent", "Lios Ard", "Oakpark"],
    "CA": ["Tamarack", "Sugarbush", "Loon Lake", "Caribou", "Rue des Érables", "Muskoka", "Spruce", "Aurora"],
    "AU": ["Banksia", "Waratah", "Grevillea", "Wattle", "Jacaranda", "Kurrajong", "Bottlebrush", "Ironbark", "Lilly Pilly", "Boronia"],
    "NZ": ["Kōwhai", "Rimu", "Tōtara", "Pōhutukawa", "Mānuka", "Kauri", "Harakeke", "Kākā", "Tūī", "Mataī"],
    "ZA": ["Protea", "Jacaranda", "Msasa", "Aloe", "Fynbos", "Kiaat", "Umdoni", "Marula", "Bokmakierie", "Disa"],
}

STREET_SUFFIX = {
    "US": ["St", "Ave", "Blvd", "Dr", "Ln", "Ct", "Rd", "Way", "Pkwy", "Terrace"],
    "UK": ["Street", "Road", "Lane", "Close", "Crescent", "Drive", "Grove", "Way", "Terrace", "Gardens", "Mews", "Walk"],
    "IE": ["Road", "Avenue", "Grove", "Park", "Lawn", "Drive", "Close", "Heights", "View", "Court"],
    "CA": ["Street", "Avenue", "Crescent", "Drive", "Road", "Boulevard", "Court", "Trail", "Way"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court", "Place", "Drive", "Circuit", "Terrace"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove", "Rise", "Lane"],
    "ZA": ["Street", "Road", "Avenue", "Crescent", "Close", "Drive", "Lane", "Way", "Rylaan", "Straat"],
}

SAINTS = ["Brigid", "Elowen", "Columba", "Finbarr", "Ita", "Declan", "Hilda", "Aidan", "Winifred", "Kevin",
          "Monica", "Bernadette", "Anselm", "Petroc", "Ninian", "Dymphna", "Cuthbert", "Etheldreda", "Oswin", "Clare"]

PLACE_STEMS = ["Elmfield", "Larkspur", "Harbourview", "Willowbank", "Riverside", "Northgate", "Eastbrook", "Southmead",
               "Westcliffe", "Greenacre", "Hillcrest", "Brookvale", "Fernlea", "Kingsway", "Oakridge", "Meadowlands",
               "Ashgrove", "Birchwood", "Clearview", "Thornfield", "Bayside", "Stonegate", "Moorlands", "Heathfield",
               "Parkside", "Lakeside", "Summerhill", "Redbrook", "Whitecross", "Foxhollow", "Millrace", "Copperbeech",
               "Silverbirch", "Glenview", "Seaview", "Bramblewood", "Highfield", "Lowther", "Carrick", "Bellfield"]

HOSP_TYPES = {
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital", "Women's Hospital", "Community Hospital",
           "University Hospital", "Health System"],
    "UK": ["General Hospital", "Royal Infirmary", "Hospital", "Women's Hospital", "Community Hospital", "District General Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Maternity Hospital", "Women's and Infants' Hospital"],
    "CA": ["General Hospital", "Health Centre", "Regional Health Centre", "Women's College Hospital", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Women's Hospital", "Health Service", "Private Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Women's Health Centre", "Public Hospital"],
    "ZA": ["Hospital", "Provincial Hospital", "Regional Hospital", "Mediclinic", "Life Hospital"],
}

PRACTICE_TYPES = {
    "US": ["Primary Care", "Family Medicine", "Women's Health Associates", "Community Health Center", "OB/GYN Associates"],
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery", "Health Centre", "GP Clinic"],
    "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre", "Family Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Women's Health Clinic", "Health Hub"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors", "Hauora", "Health"],
    "ZA": ["Medical Centre", "Family Practice", "Clinic", "Community Health Centre", "Day Clinic"],
}

LAB_TYPES = ["Pathology", "Diagnostic Laboratories", "Pathology Services", "Laboratories", "Cytopathology Laboratory",
             "Cellular Pathology Service"]

WARD_STEMS = ["Rowan", "Kestrel", "Bluebell", "Heron", "Primrose", "Willow", "Linnet", "Aster", "Marigold", "Juniper",
              "Harebell", "Wren", "Osprey", "Iris", "Lavender", "Magnolia"]
WARD_TYPES = ["Ward", "Day Unit", "Suite", "Treatment Centre", "Day Surgery Suite", "Outpatients"]

BUILDING = ["Wing", "Building", "Pavilion", "House", "Block", "Centre"]

EMPLOYER_STEMS = ["Brightwater", "Northwind", "Ironvale", "Bluegate", "Coppergate", "Redfern", "Silverline", "Greenway",
                  "Pinnacle", "Harbourlight", "Sunridge", "Kestrel", "Tidewater", "Granite", "Evergreen", "Summit",
                  "Falcon", "Orchard", "Lantern", "Mariner"]
EMPLOYER_TYPES = ["Logistics", "Foods Ltd", "Primary School", "Credit Union", "Dental Care", "Builders", "Bakery",
                  "Call Centre", "Hotel", "Veterinary Clinic", "Distribution", "Insurance Brokers", "Garden Centre",
                  "Academy", "Community College", "Freight", "Hair Studio", "Engineering", "Software", "Cleaning Services"]

INSURERS = ["Bluegate Health", "Cascade Vale Mutual", "Northstar Health Plan", "Evergreen Members Health", "Keystone Meadow Assurance",
            "Harborline Health Cover", "Summit Crest Medical Aid", "Protea Crest Medical Scheme", "Tidewater Health Fund",
            "Coralreef Health Insurance", "Lakeside Mutual Benefit", "Silverfern Health Cover"]

COURIERS = ["Swiftline Couriers", "Redkite Medical Transport", "Pathlink Logistics", "Medirun Couriers", "Blue Heron Despatch"]
INTERP_CO = ["LinguaBridge Interpreting", "Tongues Together Ltd", "Clearvoice Language Services", "Polyglot Health Interpreters"]

OCCUPATIONS = ["primary school teacher", "dental nurse", "bus driver", "accountant", "hairdresser", "software developer",
               "care assistant", "retail manager", "chef", "barista", "veterinary nurse", "solicitor", "pharmacist",
               "civil engineer", "postal worker", "warehouse operative", "police officer", "social worker", "florist",
               "librarian", "childminder", "cleaner", "receptionist", "graphic designer", "farmer", "dairy farmer",
               "nurse", "midwife", "radiographer", "paramedic", "student", "university lecturer", "journalist",
               "call centre agent", "bank clerk", "estate agent", "personal trainer", "beautician", "tattoo artist",
               "taxi driver", "shop assistant", "waitress", "bar manager", "kitchen porter", "fruit picker",
               "early childhood educator", "lawyer", "paralegal", "optometrist", "architect", "electrician",
               "plumber", "machinist", "factory worker", "sheep shearer", "mine surveyor", "park ranger",
               "flight attendant", "air traffic controller", "customs officer", "translator", "musician",
               "actor", "photographer", "dog groomer", "nail technician", "book-keeper", "HR adviser",
               "data analyst", "lab technician", "teaching assistant", "youth worker", "carpenter", "gardener",
               "sales representative", "office administrator", "home carer", "security guard", "truck driver",
               "minister of religion", "speech therapist"]

PARTNER_REL = ["partner", "husband", "wife", "boyfriend", "girlfriend", "fiancé", "mother", "sister", "daughter",
               "friend", "aunt", "mother-in-law", "flatmate", "cousin", "son"]
