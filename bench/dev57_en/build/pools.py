"""Hand-written value pools for dev57_en.  All combinations are invented.

Given names and surnames are ordinary names of many origins; towns, streets,
hospitals, practices, pharmacies, employers and landmarks are made up.
States, provinces, counties and countries are real (they identify no one on
their own) and are annotated as the guideline asks.
"""

NAMES = {
    "anglo": {
        "F": ["Margaret", "Susan", "Linda", "Karen", "Emily", "Hannah", "Chloe", "Olivia", "Grace",
              "Sophie", "Jessica", "Rebecca", "Claire", "Joanne", "Tracey", "Kylie", "Brooke",
              "Dorothy", "Judith", "Beverley", "Megan", "Abigail", "Lauren", "Heather", "Wendy",
              "Patricia", "Elizabeth", "Catherine", "Jennifer", "Faith", "Joy", "Hope", "Shirley"],
        "M": ["Thomas", "James", "Robert", "William", "David", "Michael", "Richard", "Gary", "Kevin",
              "Mark", "Jack", "Oliver", "Harry", "George", "Liam", "Nathan", "Bradley", "Trevor",
              "Graham", "Keith", "Dennis", "Wayne", "Shane", "Craig", "Dale", "Christopher",
              "Frank", "Will", "Bill", "Stanley"],
        "S": ["Whitfield", "Ashworth", "Pembroke", "Harrowby", "Caldwell", "Thornton", "Fairbanks",
              "Holloway", "Kingsley", "Mercer", "Radcliffe", "Stanton", "Bramley", "Hargreaves",
              "Ellison", "Pritchard", "Lockwood", "Marsh", "Young", "Baker", "Brown", "Hill", "Cook",
              "Bishop", "Rose", "Wood", "Sharp", "Little", "Black", "White", "Green", "Long", "Price",
              "Best", "Hope", "Frost", "Bell", "Hunt", "Parker", "Foley", "Fox", "Steele", "Moody",
              "Cotton", "Barlow", "Dunmore", "Penhallow", "Tranter", "Quayle", "Heslop", "Swift",
              "Waters", "Stone", "Love", "Cash", "Waddell", "Gribble", "Ormsby"],
    },
    "irish": {
        "F": ["Siobhán", "Aoife", "Niamh", "Caoimhe", "Sinéad", "Róisín", "Orla", "Deirdre",
              "Mairéad", "Clodagh", "Bríd", "Gráinne"],
        "M": ["Ciarán", "Seán", "Pádraig", "Declan", "Eoin", "Cathal", "Donal", "Fergal", "Colm",
              "Tadhg", "Oisín", "Diarmuid"],
        "S": ["O'Callaghan", "McGrath", "Fitzgerald", "Brennan", "Kavanagh", "Dunne", "Geraghty",
              "Moriarty", "Ní Bhriain", "Cullinane", "Tierney", "Hanrahan", "Scanlon", "Lenihan",
              "Coughlan", "Delaney", "Mac Giolla Phádraig", "O'Dwyer", "Breathnach"],
    },
    "celtic": {
        "F": ["Morag", "Ailsa", "Eilidh", "Iona", "Carys", "Bethan", "Siân", "Rhiannon"],
        "M": ["Hamish", "Callum", "Rhys", "Dafydd", "Gethin", "Alasdair", "Euan", "Iwan"],
        "S": ["MacLeod", "Drummond", "Buchanan", "Cruickshank", "Llewellyn", "Pryce", "Vaughan",
              "McAllister", "Gilchrist", "Prothero"],
    },
    "indian": {
        "F": ["Priya", "Ananya", "Lakshmi", "Deepa", "Kavitha", "Meenakshi", "Sunita", "Nandini",
              "Shalini", "Divya", "Revathi", "Pooja", "Ishita", "Harpreet", "Gurleen", "Farzana",
              "Anjali", "Bhavana", "Sangeetha", "Madhuri"],
        "M": ["Rajesh", "Arjun", "Venkatesh", "Suresh", "Anil", "Karthik", "Rohit", "Imran",
              "Sandeep", "Manoj", "Pradeep", "Harjinder", "Vikram", "Abhishek", "Siddharth",
              "Mohammed", "Ganesh", "Ravindra", "Aniruddha", "Jaspreet"],
        "S": ["Iyer", "Raghavan", "Nair", "Menon", "Deshpande", "Kulkarni", "Chatterjee",
              "Banerjee", "Mukherjee", "Reddy", "Naidu", "Sharma", "Verma", "Gupta", "Agarwal",
              "Bhatt", "Joshi", "Pillai", "Krishnan", "Subramaniam", "Sandhu", "Gill", "Dhillon",
              "Qureshi", "Siddiqui", "Ansari", "Patil", "Shetty", "Hegde", "Ghosh", "Venkataraman",
              "Chakraborty"],
    },
    "pakistani": {
        "F": ["Ayesha", "Sana", "Nadia", "Rukhsana", "Saima", "Amina"],
        "M": ["Bilal", "Usman", "Rashid", "Tariq", "Asif", "Zubair"],
        "S": ["Chaudhry", "Malik", "Hussain", "Rahman", "Begum", "Akhtar", "Mahmood", "Iqbal"],
    },
    "afrikaans": {
        "F": ["Annelie", "Marietjie", "Elmarie", "Riana", "Liezl", "Sunette", "Hester"],
        "M": ["Johan", "Pieter", "Francois", "Hendrik", "Willem", "Gerrit", "Danie", "Johannes",
              "Gerhardus"],
        "S": ["van der Merwe", "Botha", "du Plessis", "Pretorius", "Nel", "Kruger", "Venter",
              "Steyn", "le Roux", "Coetzee", "Jacobs", "Swanepoel", "van Wyk", "Oosthuizen",
              "Erasmus"],
    },
    "nguni": {
        "F": ["Thandiwe", "Nomvula", "Lindiwe", "Zanele", "Nokuthula", "Palesa", "Lerato", "Ayanda",
              "Busisiwe", "Nthabiseng", "Refilwe"],
        "M": ["Sipho", "Thabo", "Mandla", "Bongani", "Sibusiso", "Lwazi", "Themba", "Kagiso",
              "Tshepo", "Siyabonga", "Vusi"],
        "S": ["Dlamini", "Nkosi", "Mthembu", "Ndlovu", "Mokoena", "Khumalo", "Mahlangu", "Sithole",
              "Mabaso", "Ngcobo", "Mkhize", "Molefe", "Nxumalo", "Tshabalala", "Radebe",
              "Mofokeng", "Magagula"],
    },
    "chinese": {
        "F": ["Mei-Ling", "Li Na", "Hui", "Jiayi", "Yan", "Xiu Ying", "Wing Yee"],
        "M": ["Wei", "Xiaoming", "Jun", "Zhen", "Kai", "Chi-Keung", "Hao"],
        "S": ["Chen", "Liu", "Zhang", "Huang", "Wong", "Lau", "Tan", "Ng", "Cheung", "Lim", "Yeo",
              "Ho"],
    },
    "vietnamese": {
        "F": ["Thi Lan", "Huong", "Ngoc", "Mai", "Thu Trang"],
        "M": ["Minh", "Tuan", "Quang", "Duc", "Van Long"],
        "S": ["Nguyen", "Tran", "Pham", "Le", "Vu", "Dang", "Bui"],
    },
    "filipino": {
        "F": ["Maricel", "Rowena", "Jocelyn", "Marites", "Lorna"],
        "M": ["Rodel", "Arnel", "Jomar", "Efren", "Ramil"],
        "S": ["dela Cruz", "Santos", "Reyes", "Bautista", "Villanueva", "Mendoza", "Magbanua"],
    },
    "nigerian": {
        "F": ["Chiamaka", "Ngozi", "Adaeze", "Funmilayo", "Folake", "Temitope", "Ifeoma"],
        "M": ["Oluwaseun", "Chukwuemeka", "Babatunde", "Emeka", "Ifeanyi", "Adewale", "Obinna"],
        "S": ["Okafor", "Adeyemi", "Eze", "Nwosu", "Okonkwo", "Balogun", "Adebayo", "Ogunleye",
              "Obi", "Nwachukwu"],
    },
    "hispanic": {
        "F": ["Lucía", "Guadalupe", "Carmen", "Rosa", "Ximena", "Alejandra", "Marisol"],
        "M": ["José", "Luis", "Carlos", "Miguel", "Javier", "Andrés", "Francisco"],
        "S": ["García", "Hernández", "Morales", "Castillo", "Vargas", "Ramírez", "Ortega", "Medina",
              "Salazar", "Delgado", "Fuentes"],
    },
    "arabic": {
        "F": ["Fatima", "Layla", "Mariam", "Yasmin", "Noor", "Huda"],
        "M": ["Ahmed", "Omar", "Khalid", "Youssef", "Hassan", "Karim"],
        "S": ["Haddad", "Al-Masri", "Khoury", "Mansour", "Nasser", "Saleh", "Abboud", "El-Amin"],
    },
    "polish": {
        "F": ["Agnieszka", "Katarzyna", "Magdalena", "Zofia", "Oksana", "Olena"],
        "M": ["Krzysztof", "Tomasz", "Paweł", "Marek", "Dmytro", "Andriy"],
        "S": ["Kowalski", "Nowak", "Wiśniewski", "Zieliński", "Lewandowski", "Kaczmarek",
              "Dąbrowski", "Shevchenko", "Kovalenko", "Bondarenko"],
    },
    "mediterranean": {
        "F": ["Giulia", "Francesca", "Antonella", "Eleni", "Despina", "Maria"],
        "M": ["Giuseppe", "Salvatore", "Marco", "Georgios", "Dimitrios", "Nikos"],
        "S": ["Russo", "Esposito", "Bianchi", "Romano", "Ferraro", "Papadopoulos",
              "Christodoulou", "Nikolaidis", "Georgiou"],
    },
    "french": {
        "F": ["Geneviève", "Chantal", "Marie-Claude", "Isabelle", "Josée", "Sylvie"],
        "M": ["Jean-François", "Luc", "Mathieu", "Étienne", "Benoît", "Gilles"],
        "S": ["Tremblay", "Gagnon", "Bouchard", "Côté", "Pelletier", "Lavoie", "Gauthier",
              "Bélanger", "Thibodeau", "Ouellet"],
    },
    "eastasian": {
        "F": ["Ji-woo", "Seo-yeon", "Yuki", "Aiko", "Min-ji"],
        "M": ["Min-jun", "Haruto", "Kenji", "Dong-hyun", "Takeshi"],
        "S": ["Kim", "Park", "Choi", "Tanaka", "Watanabe", "Nakamura", "Yoon"],
    },
    "pacific": {
        "F": ["Mele", "Losana", "Ana", "Sina"],
        "M": ["Sione", "Viliami", "Tevita", "Semisi"],
        "S": ["Tupou", "Fonua", "Vainikolo", "Taufa", "Leota"],
    },
}

NICK = {
    "Robert": ["Bobby", "Rob"], "William": ["Billy", "Will"], "Margaret": ["Peggy", "Maggie"],
    "Elizabeth": ["Liz", "Betty"], "Thomas": ["Tom", "Tommy"], "James": ["Jim", "Jimmy"],
    "Michael": ["Mike", "Mick"], "Christopher": ["Chris"], "Jennifer": ["Jen"],
    "Patricia": ["Trish", "Patty"], "Catherine": ["Cathy", "Kate"], "Richard": ["Rick"],
    "Katarzyna": ["Kasia"], "Krzysztof": ["Krzysiek"], "Venkatesh": ["Venky"],
    "Babatunde": ["Tunde"], "Oluwaseun": ["Seun"], "Chukwuemeka": ["Emeka"],
    "Sibusiso": ["Sbu"], "Johannes": ["Hannes"], "Gerhardus": ["Gerrie"], "Pádraig": ["Paddy"],
    "Dimitrios": ["Jimmy"], "Giuseppe": ["Joe", "Peppe"], "Francisco": ["Paco"],
    "Guadalupe": ["Lupe"], "Alejandra": ["Ale"], "Rebecca": ["Becky"], "Abigail": ["Abby"],
    "Dorothy": ["Dot"], "Stanley": ["Stan"], "Nathan": ["Nate"], "Bradley": ["Brad"],
    "Magdalena": ["Magda"], "Aniruddha": ["Ani"], "Siddharth": ["Sid"], "Anjali": ["Anju"],
    "Mohammed": ["Mo"], "Ravindra": ["Ravi"], "Nokuthula": ["Nox"], "Siyabonga": ["Siya"],
    "Jean-François": ["J-F"], "Rhiannon": ["Rhi"], "Alasdair": ["Ally"], "Gráinne": ["Grá"],
    "Diarmuid": ["Dermo"], "Temitope": ["Tope"], "Funmilayo": ["Funmi"],
}

LOCALE_ORIGINS = {
    "US": [("anglo", 40), ("hispanic", 15), ("chinese", 5), ("nigerian", 5), ("eastasian", 5),
           ("arabic", 5), ("mediterranean", 5), ("indian", 5), ("filipino", 5), ("vietnamese", 3),
           ("polish", 3), ("irish", 4)],
    "UK": [("anglo", 40), ("celtic", 10), ("indian", 10), ("pakistani", 10), ("nigerian", 8),
           ("polish", 8), ("irish", 5), ("chinese", 4), ("mediterranean", 5)],
    "CA": [("anglo", 35), ("french", 25), ("chinese", 8), ("indian", 10), ("filipino", 5),
           ("eastasian", 4), ("arabic", 5), ("polish", 5), ("irish", 3)],
    "AU": [("anglo", 40), ("mediterranean", 15), ("vietnamese", 10), ("chinese", 10),
           ("indian", 10), ("pacific", 5), ("filipino", 5), ("irish", 5)],
    "IE": [("irish", 65), ("anglo", 10), ("polish", 12), ("nigerian", 6), ("indian", 7)],
    "IN": [("indian", 100)],
    "ZA": [("afrikaans", 30), ("nguni", 50), ("anglo", 10), ("indian", 10)],
}

LOCALE_TAG = {"US": "en-US", "UK": "en-GB", "CA": "en-CA", "AU": "en-AU", "IE": "en-IE",
              "IN": "en-IN", "ZA": "en-ZA"}

CITIES = {
    "US": ["Cedar Bend", "Marlow Falls", "Port Alden", "Greystone", "Millbrook Junction",
           "Halverson", "New Tarrant", "Oak Hollow", "Brackett City", "Fenwick", "Lyle Springs",
           "Dunmore Heights", "Westhaven", "Copper Ridge", "Ashby Lake", "Harlan Grove"],
    "UK": ["Wessington", "Brackenfield", "Ashby Cross", "Kingsmere", "Lowther Bridge",
           "Castleford Green", "Thornbury Marsh", "Upper Wyck", "Stallingford", "Marlcombe",
           "Eastleigh Moor", "Hollins Cross", "Penhallow", "Garrowby"],
    "CA": ["Pinegrove", "Lakehead West", "Saint-Lambert-des-Prés", "Maple Hollow", "Riverview",
           "Port Cadell", "Kettle Lake", "Fort Ashdown", "Sainte-Odile-du-Lac", "Greyhawk Falls",
           "New Brandon"],
    "AU": ["Wattle Creek", "Banksia Bay", "Port Corran", "Yarrabee", "Coolabah Heights",
           "Mount Kellan", "Gidgee Flat", "Bellbird Rise", "Tallowood", "Kurrajong Vale",
           "Mullaway Point"],
    "IE": ["Ballykeel", "Carrigmore", "Kilbrannagh", "Dromanagh", "Castlecorr", "Inishbeg",
           "Rathmoyle", "Glenderry", "Ardnacross", "Knockbrack"],
    "IN": ["Ranipur", "Devgarh", "Sundarnagar", "Kothapalli", "Vellankulam", "Bhavanipet",
           "Malligere", "Chandanwadi", "Navapur Nagar", "Kesavapuram"],
    "ZA": ["Rietvlei Park", "Mooiberg", "Tshwala", "Kleinfontein", "Umnotho", "Doringkloof",
           "Emathafeni", "Soetwater", "Ntabazwe", "Bosveld Heights"],
}

# (full name, abbreviation or None)
STATES = {
    "US": [("Ohio", "OH"), ("Illinois", "IL"), ("Oregon", "OR"), ("Texas", "TX"),
           ("Michigan", "MI"), ("Massachusetts", "MA"), ("Minnesota", "MN"),
           ("Pennsylvania", "PA"), ("Colorado", "CO"), ("Wisconsin", "WI"),
           ("North Carolina", "NC"), ("Maryland", "MD"), ("Indiana", "IN"), ("Vermont", "VT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Quebec", "QC"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Northern Territory", "NT")],
    "IN": [("Karnataka", None), ("Tamil Nadu", None), ("Kerala", None), ("Maharashtra", None),
           ("Telangana", None), ("West Bengal", None), ("Punjab", None), ("Gujarat", None),
           ("Uttar Pradesh", None)],
    "ZA": [("Gauteng", None), ("Western Cape", None), ("KwaZulu-Natal", None),
           ("Eastern Cape", None), ("Limpopo", None), ("Mpumalanga", None), ("Free State", None),
           ("North West", None)],
}

# UK and Irish counties are annotated CITY ("town, city, county")
COUNTIES = {
    "UK": ["West Yorkshire", "Kent", "Devon", "Lancashire", "Norfolk", "Somerset", "Cumbria",
           "Fife", "Gwynedd"],
    "IE": ["Co. Kerry", "Co. Cork", "Co. Galway", "Co. Mayo", "Co. Wexford", "Co. Donegal",
           "Co. Clare", "Co. Tipperary", "Co. Kilkenny", "Co. Louth"],
}

STREETS = {
    "US": ["Elm Street", "Birchwood Avenue", "Orchard Lane", "Pine Ridge Road", "Maple Court",
           "Harbor View Drive", "Sycamore Blvd", "W. Linden Street", "Quarry Road", "Tamarack Way"],
    "UK": ["Harrow Lane", "Wyck Road", "Chapel Row", "Tanners Close", "Meadowsweet Drive",
           "Old Forge Lane", "Ferncliffe Terrace", "Priory Gardens", "Kiln Street"],
    "CA": ["Rue des Érables", "Birch Crescent", "Lakeshore Road", "Cedarbrae Drive",
           "Boul. Saint-Joseph", "Prospect Avenue", "Spruce Hollow Lane"],
    "AU": ["Banksia Road", "Wattle Street", "Jacaranda Avenue", "Ironbark Crescent",
           "Corella Drive", "Bottlebrush Way", "Settlers Parade"],
    "IE": ["Ardmore Park", "Church View", "Cnoc na Gréine", "Fairgreen Road", "Mill Lane",
           "The Crescent, Ashgrove", "Bóthar na Trá"],
    "IN": ["3rd Cross Road, Jayanthi Layout", "Gandhi Bazaar Main Road",
           "17th Main, Lakshmipuram", "Station Road", "Temple Street, Kamala Nagar",
           "Nehru Colony Lane 2"],
    "ZA": ["Protea Street", "Jacaranda Avenue", "Impala Road", "Boekenhout Street",
           "Umdoni Crescent", "Kiepersol Laan", "Msinsi Road"],
}

HOSPITALS = {
    "US": {
        "hosp": ["Lakeside General Hospital", "St. Brendan's Medical Center", "Mercy Ridge Hospital",
                 "Northfield Community Hospital", "Cedar Bend Regional Medical Center",
                 "Harlan Grove Memorial"],
        "clinic": ["Cedar Bend Family Clinic", "Port Alden Urgent Care", "Westhaven Internal Medicine",
                   "Copper Ridge Pediatrics", "Oak Hollow Women's Health"],
        "pharmacy": ["Halvorsen Pharmacy", "Main Street Drug", "Greystone Apothecary"],
        "carehome": ["Willow Creek Nursing Home", "Greystone Rehab Center", "Maple Terrace Assisted Living"],
        "ward": ["Ward 5 North", "Birch Unit", "Cardinal Unit"],
    },
    "UK": {
        "hosp": ["Royal Wessington Infirmary", "St Aldhelm's Hospital", "Brackenfield General",
                 "Kingsmere District Hospital", "Lowther Bridge Community Hospital"],
        "clinic": ["Elm Park Surgery", "Moorgate Medical Centre", "Hollins Cross Health Centre",
                   "The Wyck Road Practice", "Garrowby Lane Surgery"],
        "pharmacy": ["Castlegate Pharmacy", "Kiln Street Chemist"],
        "carehome": ["Brackenfield Care Home", "Heatherlea Nursing Home", "Oakwood Lodge"],
        "ward": ["Kestrel Ward", "Harebell Ward", "Rowan Ward", "Nightjar Ward"],
    },
    "CA": {
        "hosp": ["Riverview Regional Health Centre", "Hôpital Saint-Lambert-des-Prés",
                 "Kettle Lake District Hospital", "Port Cadell General"],
        "clinic": ["Pinegrove Family Health Team", "Lakehead West Clinic",
                   "Fort Ashdown Walk-in Clinic", "CLSC des Érables"],
        "pharmacy": ["Maple Hollow Pharmacy", "Pharmacie Côté-Ouellet"],
        "carehome": ["Spruce Hill Long-Term Care", "Résidence Sainte-Odile"],
        "ward": ["4 West", "Loon Unit"],
    },
    "AU": {
        "hosp": ["Wattle Creek District Hospital", "Port Corran Base Hospital",
                 "Mount Kellan Private Hospital", "Yarrabee Health Service"],
        "clinic": ["Banksia Bay Medical Centre", "Coolabah Heights Family Practice",
                   "Tallowood GP Clinic", "Gidgee Flat Aboriginal Medical Service"],
        "pharmacy": ["Corran Street Pharmacy", "Bellbird Rise Chemist"],
        "carehome": ["Jacaranda Gardens Aged Care", "Kurrajong Lodge"],
        "ward": ["Waratah Ward", "Grevillea Ward", "Magpie Ward"],
    },
    "IE": {
        "hosp": ["St. Fintan's University Hospital", "St. Ailbhe's Hospital",
                 "Castlecorr General Hospital", "Rathmoyle Regional Hospital"],
        "clinic": ["Ballykeel Primary Care Centre", "Knockbrack Medical Practice",
                   "Glenderry Family Practice"],
        "pharmacy": ["Cregg Road Pharmacy", "Kilbrannagh Pharmacy"],
        "carehome": ["Mount Carraig Nursing Home", "Ardnacross House"],
        "ward": ["St. Brigid's Ward", "Cuan Ward", "Heather Ward"],
    },
    "IN": {
        "hosp": ["Sri Ranganatha Multispeciality Hospital", "Devgarh Civil Hospital",
                 "Kaveri Heart Institute", "Shanti Nursing Home", "Navjeevan Hospital"],
        "clinic": ["Lotus Children's Clinic", "Arogya Family Clinic", "Sundarnagar PHC",
                   "Dhanvantari Diabetes Centre"],
        "pharmacy": ["Sanjeevani Medicals", "Sri Sai Medical Stores"],
        "carehome": ["Ashirvad Elder Care Home"],
        "ward": ["Lotus Ward", "Ward 6"],
    },
    "ZA": {
        "hosp": ["Rietvlei Provincial Hospital", "Tshwala District Hospital",
                 "Mooiberg Private Hospital", "Emathafeni Regional Hospital"],
        "clinic": ["Mooiberg Clinic", "Umnotho Community Health Centre", "Kleinfontein Day Clinic",
                   "Doringkloof Family Practice"],
        "pharmacy": ["Jacaranda Pharmacy", "Soetwater Apteek"],
        "carehome": ["Huis Bosveld Frail Care", "Ekhaya Care Centre"],
        "ward": ["Ward 12", "Msinsi Ward", "Protea Ward"],
    },
}

EMPLOYERS = {
    "US": ["Brightwell Freight", "Tamarack Mills", "Keystone Poultry", "Harlan Grove Unified School District",
           "Greystone Bank & Trust", "Copper Ridge Lumber", "Pinecrest Elementary", "First Bethel Church",
           "Sunfield Dairy Co-op", "Vantage Call Solutions"],
    "UK": ["Harlow & Finch Logistics", "Kestrel Foods", "Bayview Primary School", "Wyckham Bus Company",
           "Marlcombe Borough Council", "Penhallow Boatyard", "Greyfriars Academy", "Albion Parcel Services",
           "St Oswald's Parish Church"],
    "CA": ["Northern Spruce Forestry", "Maple Hollow Transit", "Lakehead Catholic School Board",
           "Boulangerie Gauthier", "Port Cadell Fisheries Co-op", "Greyhawk Mining"],
    "AU": ["Redgum Transport", "Copperline Mining", "Banksia Bay Surf Club", "Yarrabee Shire Council",
           "Coolabah Heights Public School", "Southern Cross Abattoirs", "Tallowood Vineyards"],
    "IE": ["Glenderry Co-op Creamery", "Castlecorr Coach Hire", "St Columba's National School",
           "Inishbeg Ferries", "Rathmoyle Credit Union", "Ardnacross GAA Club"],
    "IN": ["Devgarh Textiles", "Suvarna Software Services", "Kothapalli Sugar Mills",
           "Sri Venkateshwara High School", "Malligere Granite Works", "Navapur Auto Components"],
    "ZA": ["Karoo Fruit Packers", "Tshwala Platinum Mine", "Mooiberg Primary School",
           "Umnotho Taxi Association", "Kleinfontein Spar", "Protea Security Services"],
}

INSURERS = {
    "US": ["Bluewater Mutual Health", "Keystone Prairie Health Plan", "Lakeshore Benefit Trust"],
    "UK": ["Albion Private Health", "Thistle Health Cover"],
    "CA": ["Northstar Group Benefits", "Laurentian Life Assurance"],
    "AU": ["Coastline Health Fund", "Southern Wattle Health"],
    "IE": ["Harbour Health Insurance", "Celtic Care Assurance"],
    "IN": ["Suraksha General Insurance", "Kalyan Health Assurance"],
    "ZA": ["Protea Medical Aid", "Umoya Health Scheme"],
}

PROFESSIONS = {
    "common": ["welder", "forklift driver", "primary school teacher", "electrician", "bus driver",
               "teacher", "chef", "cleaner", "accountant", "plumber", "farmer", "software developer",
               "warehouse worker", "security guard", "hairdresser", "taxi driver", "carpenter",
               "mechanic", "bricklayer", "firefighter", "police officer", "postman", "baker",
               "shop assistant", "dental hygienist", "childcare worker", "civil engineer",
               "lawyer", "paralegal", "barista", "librarian", "cook", "painter", "fisherman",
               "seamstress", "nurse", "pharmacist", "lecturer", "architect", "butcher",
               "roofer", "gardener", "pilot", "dairy farmer", "call-centre agent"],
    "US": ["truck driver", "line cook", "mail carrier", "high school math teacher", "HVAC technician"],
    "UK": ["lorry driver", "dinner lady", "painter and decorator", "scaffolder", "postie"],
    "CA": ["snowplow operator", "logger", "lobster fisherman", "daycare worker"],
    "AU": ["truckie", "miner", "shearer", "sparky", "aged care worker"],
    "IE": ["publican", "sheep farmer", "bus conductor", "Garda"],
    "IN": ["auto-rickshaw driver", "tailor", "tea-stall owner", "bank clerk", "software engineer",
           "mason"],
    "ZA": ["domestic worker", "miner", "taxi driver", "petrol attendant", "farm worker"],
}

COUNTRIES = ["Portugal", "Kenya", "Thailand", "Brazil", "India", "Pakistan", "Nigeria",
             "the Philippines", "Vietnam", "Poland", "Italy", "Greece", "Mexico", "Indonesia",
             "Zimbabwe", "Malawi", "Ghana", "Peru", "Spain", "Morocco", "Egypt", "Sri Lanka",
             "Bangladesh", "Fiji", "New Zealand", "Ireland", "Canada", "Uganda", "Tanzania",
             "Scotland", "Jamaica", "Croatia", "Turkey", "Nepal", "Ukraine"]

# named buildings / rooms on a care site (LOCATION_OTHER)
BUILDINGS = {
    "US": ["Fenwick Tower", "Pavilion C", "Halvorsen Building", "Atrium West"],
    "UK": ["Lister Building", "Nightingale Block", "Jubilee Wing", "Seacole Education Centre"],
    "CA": ["Pavillon Desjardins-Ouest", "Spruce Tower", "Cedar Wing"],
    "AU": ["Corella Building", "Banksia Wing", "Education Centre Level 2"],
    "IE": ["Cuan Building", "Ardán Wing", "Brigid Education Centre"],
    "IN": ["Block C OPD Complex", "Sushruta Auditorium", "New Casualty Block"],
    "ZA": ["Block D Outpatients", "Ubuntu Lecture Theatre", "Protea Wing"],
}

# public landmarks and car parks (LOCATION_OTHER)
LANDMARKS = {
    "US": ["Harbor View Mall", "Calloway Bridge", "Dunmore Field", "Gannet Street Garage"],
    "UK": ["Greyfriars Shopping Centre", "Kingsmere Leisure Centre", "Wessington Bus Station",
           "Chapel Row Multi-Storey"],
    "CA": ["Kettle Lake Arena", "Riverview Mall", "Prospect Avenue Parkade"],
    "AU": ["Wattle Creek Showgrounds", "Corran Plaza", "Gidgee Flat Oval", "Settlers Parade Car Park"],
    "IE": ["Castlecorr Shopping Centre", "Ballykeel Pier", "Rathmoyle Mart", "Fairgreen Car Park"],
    "IN": ["Chandanwadi Bus Stand", "Ranipur Railway Colony", "Gandhi Maidan", "Station Road Parking Lot"],
    "ZA": ["Rietvlei Mall", "Tshwala Taxi Rank", "Mooiberg Civic Centre", "Impala Road Parking Lot"],
}

SCHOOLS = {
    "US": ["Pinecrest Elementary", "Harlan Grove Middle School", "Oak Hollow High School"],
    "UK": ["Bayview Primary School", "Greyfriars Academy", "St Aidan's C of E Primary"],
    "CA": ["École Sainte-Odile", "Kettle Lake Public School", "Riverview Secondary"],
    "AU": ["Coolabah Heights Public School", "Banksia Bay State School", "St Brigid's Primary"],
    "IE": ["St Columba's National School", "Scoil Mhuire Carrigmore", "Glenderry Community College"],
    "IN": ["Sri Venkateshwara High School", "Little Flower Convent School", "Kendriya Vidyalaya Ranipur"],
    "ZA": ["Mooiberg Primary School", "Laerskool Doringkloof", "Umnotho High School"],
}

TITLES = {
    "US": {"M": ["Mr.", "Mr."], "F": ["Mrs.", "Ms."], "dr": ["Dr."], "prof": ["Prof."]},
    "UK": {"M": ["Mr"], "F": ["Mrs", "Ms", "Miss"], "dr": ["Dr", "Dr"], "prof": ["Prof"]},
    "CA": {"M": ["Mr.", "Mr"], "F": ["Mrs.", "Ms."], "dr": ["Dr.", "Dr"], "prof": ["Prof."]},
    "AU": {"M": ["Mr"], "F": ["Mrs", "Ms"], "dr": ["Dr"], "prof": ["Prof"]},
    "IE": {"M": ["Mr"], "F": ["Mrs", "Ms"], "dr": ["Dr", "Dr."], "prof": ["Prof", "Prof."]},
    "IN": {"M": ["Mr.", "Mr"], "F": ["Mrs.", "Ms."], "dr": ["Dr.", "Dr"], "prof": ["Prof."]},
    "ZA": {"M": ["Mr"], "F": ["Mrs", "Ms"], "dr": ["Dr", "Dr."], "prof": ["Prof"]},
}

# extra titles used only for people of a matching origin
ORIGIN_TITLES = {"indian": {"M": ["Shri"], "F": ["Smt.", "Smt"]},
                 "afrikaans": {"M": ["Mnr.", "Mnr"], "F": ["Mev.", "Mev"]},
                 "french": {"M": ["M."], "F": ["Mme"]}}

CREDS = {
    "US": {"doc": ["MD", "DO", "MD, FACP"], "nurse": ["RN", "BSN, RN", "NP", "FNP-C"],
           "pharm": ["PharmD"], "pa": ["PA-C"]},
    "UK": {"doc": ["MBBS", "MRCP", "FRCS", "MRCGP"], "nurse": ["RGN", "RN", "ANP"],
           "pharm": ["MPharm"], "pa": ["PA"]},
    "CA": {"doc": ["MD", "MD, CCFP", "MD, FRCPC"], "nurse": ["RN", "NP", "RPN"],
           "pharm": ["RPh"], "pa": ["PA"]},
    "AU": {"doc": ["MBBS", "MBBS FRACGP", "FRACP"], "nurse": ["RN", "CNC", "EN"],
           "pharm": ["BPharm"], "pa": ["PA"]},
    "IE": {"doc": ["MB BCh BAO", "MRCPI", "MICGP"], "nurse": ["RGN", "RANP", "CNM2"],
           "pharm": ["MPSI"], "pa": ["PA"]},
    "IN": {"doc": ["MBBS, MD", "MBBS, DNB", "MS (Ortho)", "MBBS"], "nurse": ["GNM", "RN, RM"],
           "pharm": ["B.Pharm"], "pa": ["PA"]},
    "ZA": {"doc": ["MBChB", "MBChB, FCP(SA)", "MBChB, DCH"], "nurse": ["RN", "RN, RM"],
           "pharm": ["BPharm"], "pa": ["ClinAssoc"]},
}

RELATIONS = {
    "F": ["wife", "daughter", "mother", "sister", "niece", "granddaughter", "partner", "carer",
          "neighbour", "friend", "daughter-in-law", "aunt"],
    "M": ["husband", "son", "father", "brother", "nephew", "grandson", "partner", "carer",
          "neighbour", "friend", "son-in-law", "uncle"],
}

SERVICES = {
    "US": "Lakeshore Nurse Line", "UK": "Wessington Out-of-Hours Service",
    "CA": "Pinegrove Nurse Advice Line", "AU": "Coastline Nurse-on-Call",
    "IE": "Carrigmore CareDoc", "IN": "Arogya Tele-Nurse Helpline", "ZA": "Protea Nurse Line",
}
