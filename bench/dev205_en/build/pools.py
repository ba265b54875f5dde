"""Invented name, place and organisation pools for Ireland (IE), India (IN) and the US.

Every list is a list (never a set) so iteration order is fixed.
Hospitals, practices, employers and schools are invented.
"""

FIRST = {
    "IE": {
        "M": ["Seán", "Ciarán", "Pádraig", "Declan", "Eoin", "Cathal", "Darragh", "Tadhg",
              "Brendan", "Noel", "Kieran", "Colm", "Oisín", "Eamon", "Fiachra", "Dermot",
              "Conor", "Liam", "Donal", "Fergal", "Micheál", "Tomás", "Ronan", "Cormac",
              "Piotr", "Tomasz", "Chidi", "Rafael"],
        "F": ["Aoife", "Niamh", "Siobhán", "Orla", "Gráinne", "Róisín", "Fionnuala", "Máire",
              "Bernadette", "Deirdre", "Mairéad", "Clodagh", "Saoirse", "Nuala", "Sinéad",
              "Eimear", "Caoimhe", "Una", "Breda", "Ailbhe", "Marian", "Treasa", "Agnieszka",
              "Ngozi", "Joana", "Ruta"],
    },
    "IN": {
        "M": ["Arjun", "Venkatesh", "Rahul", "Mohammed", "Farhan", "Suresh", "Ramesh", "Sanjay",
              "Abdul", "Thomas", "Aravind", "Vikram", "Rajesh", "Karthik", "Harpreet", "Gurdeep",
              "Anil", "Prakash", "Sreejith", "Imran", "Devendra", "Manoj", "Naveen", "Balaji",
              "Joseph", "Subhash"],
        "F": ["Priya", "Lakshmi", "Sunita", "Anjali", "Kavitha", "Deepa", "Meenakshi", "Pooja",
              "Mariamma", "Nandini", "Sreeja", "Ayesha", "Shalini", "Divya", "Gurpreet", "Fatima",
              "Revathi", "Bhavana", "Sushma", "Anitha", "Rukhsana", "Jyoti", "Lalitha", "Asha",
              "Tessy", "Madhuri"],
    },
    "US": {
        "M": ["Michael", "DeShawn", "Jose", "Tyler", "Robert", "Kevin", "Brandon", "Luis",
              "Hector", "Wei", "Marcus", "Dale", "Curtis", "Travis", "Andre", "Gregory",
              "Javier", "Darnell", "Scott", "Raymond", "Ethan", "Terrence", "Duc", "Ahmed",
              "Cody", "Lonnie"],
        "F": ["Jennifer", "Maria", "Emily", "Brittany", "Linda", "Ashley", "Aaliyah", "Megan",
              "Tamika", "Rosa", "Kimberly", "Latoya", "Heather", "Crystal", "Guadalupe", "Shanice",
              "Denise", "Patricia", "Mei", "Kayla", "Yolanda", "Stephanie", "Renee", "Ximena",
              "Tonya", "Carmen"],
    },
}

LAST = {
    "IE": ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor",
           "O'Neill", "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch", "Quinn",
           "Nolan", "Fitzgerald", "Brennan", "Ní Bhriain", "Mac Giolla Phádraig", "Ó Súilleabháin",
           "Cullinane", "Hegarty", "Moriarty", "Breathnach", "Carmody", "Dineen", "Flanagan",
           "Geraghty", "Horgan", "Keane", "Tierney", "Cahill", "Mulcahy", "Kinsella", "Nowak",
           "Kowalczyk", "Okonkwo", "da Silva", "Petrauskas", "Ó Floinn", "Mac Cárthaigh",
           "Scanlon", "Twomey", "Lenihan"],
    "IN": ["Iyer", "Nair", "Reddy", "Sharma", "Patel", "Gupta", "Menon", "Pillai", "Rao",
           "Krishnan", "Banerjee", "Chatterjee", "Singh", "Kaur", "Khan", "Qureshi", "Desai",
           "Joshi", "Kulkarni", "Mehta", "Varghese", "Kurian", "Subramanian", "Naidu", "Shetty",
           "Hegde", "Bose", "Das", "Mukherjee", "Siddiqui", "Gowda", "Chandrasekhar",
           "Venkataraman", "Thakur", "Ansari", "Fernandes", "Sandhu", "Bhattacharya",
           "Raghavan", "Deshpande"],
    "US": ["Johnson", "Williams", "Garcia", "Martinez", "Robinson", "Nguyen", "Thompson",
           "Hernandez", "Washington", "Baker", "Schultz", "Olsen", "Rivera", "Jenkins",
           "Chen", "Kim", "Fitzpatrick", "Delgado", "Yazzie", "Hughes", "Peterson", "Morales",
           "Reyes", "Coleman", "Bryant", "Sullivan", "Kowalski", "Tran", "Abernathy",
           "Castillo", "McAllister", "Okafor", "Lindqvist", "Begay", "Romero", "Whitfield",
           "Dubois", "Haddad", "Stroud", "Vasquez"],
}

NICK = {
    "Seán": "Seánie", "Pádraig": "Paudie", "Declan": "Deccie", "Cathal": "Cal",
    "Kieran": "Kev", "Dermot": "Dermie", "Bernadette": "Bernie", "Mairéad": "Mags",
    "Fionnuala": "Nuala", "Gráinne": "Gráinne", "Micheál": "Mícheál", "Tomás": "Tom",
    "Venkatesh": "Venky", "Lakshmi": "Lakshmi", "Rajesh": "Raju", "Suresh": "Suri",
    "Mohammed": "Mo", "Harpreet": "Happy", "Sreejith": "Sree", "Balaji": "Bala",
    "Michael": "Mike", "Robert": "Bobby", "Patricia": "Trish", "Kimberly": "Kim",
    "Gregory": "Greg", "Raymond": "Ray", "Stephanie": "Steph", "Guadalupe": "Lupe",
    "Jennifer": "Jenny", "DeShawn": "Shawn", "Terrence": "Terry", "Javier": "Javi",
}

# (city, county/state, eircode routing key)
IE_PLACES = [
    ("Dublin", "Dublin", "D08"), ("Dublin", "Dublin", "D12"), ("Dublin", "Dublin", "D24"),
    ("Swords", "Dublin", "K67"), ("Cork", "Cork", "T12"), ("Mallow", "Cork", "P51"),
    ("Galway", "Galway", "H91"), ("Tuam", "Galway", "H54"), ("Limerick", "Limerick", "V94"),
    ("Waterford", "Waterford", "X91"), ("Sligo", "Sligo", "F91"), ("Athlone", "Westmeath", "N37"),
    ("Drogheda", "Louth", "A92"), ("Kilkenny", "Kilkenny", "R95"), ("Letterkenny", "Donegal", "F92"),
    ("Tralee", "Kerry", "V92"), ("Ennis", "Clare", "V95"), ("Navan", "Meath", "C15"),
    ("Mullingar", "Westmeath", "N91"), ("Castlebar", "Mayo", "F23"), ("Wexford", "Wexford", "Y35"),
    ("Clonmel", "Tipperary", "E91"), ("Dundalk", "Louth", "A91"), ("Tullamore", "Offaly", "R35"),
    ("Carlow", "Carlow", "R93"), ("Cavan", "Cavan", "H12"), ("Longford", "Longford", "N39"),
    ("Nenagh", "Tipperary", "E45"), ("Bantry", "Cork", "P75"), ("Ballina", "Mayo", "F26"),
]
IE_STREETS = ["Main Street", "Parnell Street", "O'Connell Street", "Church Road", "Bóthar na Trá",
              "Mill Lane", "Abbey Road", "Castle Street", "Fairgreen Road", "Ard Mhuire",
              "Cluain Dara", "Old Dublin Road", "Station Road", "Green Lane", "Hazelwood Drive",
              "Sycamore Avenue", "Bridge Street", "Pearse Street", "Friary Lane", "Gort na Mona",
              "The Crescent", "Knockanore Heights", "Cathedral Road", "Shannon View",
              "Slí an Chaisleáin", "Rathmore Park"]
IE_TOWNLANDS = ["Ballinahown", "Knockmoyle", "Carrigeen", "Drumcondra Cross", "Lisheen",
                "Derrylahan", "Cloonfad", "Gortnahoe", "Kilbrack", "Rathcoole West"]

# (city, state, PIN prefix)
IN_PLACES = [
    ("Bengaluru", "Karnataka", "560"), ("Mysuru", "Karnataka", "570"), ("Chennai", "Tamil Nadu", "600"),
    ("Coimbatore", "Tamil Nadu", "641"), ("Madurai", "Tamil Nadu", "625"), ("Mumbai", "Maharashtra", "400"),
    ("Pune", "Maharashtra", "411"), ("Nagpur", "Maharashtra", "440"), ("Kochi", "Kerala", "682"),
    ("Thiruvananthapuram", "Kerala", "695"), ("Kozhikode", "Kerala", "673"), ("Hyderabad", "Telangana", "500"),
    ("Warangal", "Telangana", "506"), ("Kolkata", "West Bengal", "700"), ("Ahmedabad", "Gujarat", "380"),
    ("Surat", "Gujarat", "395"), ("Ludhiana", "Punjab", "141"), ("Amritsar", "Punjab", "143"),
    ("Lucknow", "Uttar Pradesh", "226"), ("Jaipur", "Rajasthan", "302"), ("New Delhi", "Delhi", "110"),
    ("Bhubaneswar", "Odisha", "751"), ("Visakhapatnam", "Andhra Pradesh", "530"), ("Guwahati", "Assam", "781"),
]
IN_ROADS = ["2nd Main Road", "12th Cross", "MG Road", "Nehru Nagar Main Road", "Gandhi Bazaar Road",
            "Old Airport Road", "Temple Street", "Anna Salai", "Link Road", "Station Road",
            "College Road", "Tilak Marg", "Lake View Road", "Mahatma Phule Path", "Church Street",
            "Sarojini Naidu Lane", "4th Avenue", "Jawahar Road"]
IN_LOCALITIES = ["Jayanagar 4th Block", "Indiranagar", "Adyar", "T. Nagar", "Kothrud", "Andheri East",
                 "Edappally", "Kakkanad", "Banjara Hills", "Salt Lake Sector II", "Navrangpura",
                 "Gomti Nagar", "Malviya Nagar", "Vyttila", "Koramangala", "Anna Nagar West",
                 "Saket", "Baner"]
IN_BUILDINGS = ["Sai Krupa Apartments", "Lakshmi Nilayam", "Green Meadows", "Sri Balaji Residency",
                "Prestige Orchid", "Shanti Kunj", "Ashirwad Villa", "Royal Palms", "Mehta Chawl",
                "Kaveri Enclave"]

# (city, state abbreviation, state name, ZIP prefix)
US_PLACES = [
    ("Boston", "MA", "Massachusetts", "021"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Columbus", "OH", "Ohio", "432"), ("Cleveland", "OH", "Ohio", "441"),
    ("Houston", "TX", "Texas", "770"), ("San Antonio", "TX", "Texas", "782"),
    ("Phoenix", "AZ", "Arizona", "850"), ("Tucson", "AZ", "Arizona", "857"),
    ("Atlanta", "GA", "Georgia", "303"), ("Savannah", "GA", "Georgia", "314"),
    ("Denver", "CO", "Colorado", "802"), ("Minneapolis", "MN", "Minnesota", "554"),
    ("Albuquerque", "NM", "New Mexico", "871"), ("Gallup", "NM", "New Mexico", "873"),
    ("Portland", "OR", "Oregon", "972"), ("Raleigh", "NC", "North Carolina", "276"),
    ("Memphis", "TN", "Tennessee", "381"), ("Baltimore", "MD", "Maryland", "212"),
    ("Pittsburgh", "PA", "Pennsylvania", "152"), ("Milwaukee", "WI", "Wisconsin", "532"),
    ("Omaha", "NE", "Nebraska", "681"), ("El Paso", "TX", "Texas", "799"),
    ("Fresno", "CA", "California", "937"), ("Sacramento", "CA", "California", "958"),
]
US_STREETS = ["Elm Street", "Maple Avenue", "Oak Ridge Drive", "W. Jefferson Blvd", "Pine Hollow Road",
              "Lincoln Way", "S. Central Avenue", "Sunset Terrace", "Cactus Wren Lane", "Harbor Point Drive",
              "Birchwood Court", "E. 14th Street", "Mesa Verde Road", "Magnolia Lane", "Riverside Drive",
              "N. Broad Street", "Cottonwood Circle", "Prairie View Road", "Lakeshore Blvd", "Quail Run"]
US_UNITS = ["Apt 3", "Apt 12B", "Unit 4", "#207", "Apt 1C", "Suite 110", "Lot 48", "Apt 5F"]

HOSPITALS = {
    "IE": ["St. Ultan's University Hospital", "Knockmore General Hospital", "Ardcarn Regional Hospital",
           "Mercy Bay University Hospital", "St. Declan's Regional Hospital", "Shannonside University Hospital",
           "Cúil Bhríde Community Hospital", "Our Lady of the Wells Hospital", "Slievemore General Hospital",
           "Corrib University Hospital", "Tara Vale Hospital", "St. Kevin's Diabetes Centre"],
    "IN": ["Kaveri Valley Hospital", "Dhanvantari Endocrine & Diabetes Centre", "Lotus Crest Multispeciality Hospital",
           "Nilgiri Heights Hospital", "Sanjeevani Diabetes Care Clinic", "Malabar Coast Medical College Hospital",
           "Deccan Sugar Care Clinic", "Arogya Nidhi Hospital", "Sri Venkateswara Institute of Endocrinology",
           "Ganga Kinara Hospital", "Sahyog Mother & Child Hospital", "Chinar Metabolic Centre"],
    "US": ["Lakeshore Regional Medical Center", "Mercy Ridge Hospital", "Bayview University Hospital",
           "Sagebrush Community Health Center", "Riverbend Endocrine Associates", "Cedar Hollow Diabetes Center",
           "St. Agnes Memorial Hospital", "Prairie Crossing Medical Center", "Harborside Women's Hospital",
           "Red Mesa Indian Health Clinic", "Northfield Bariatric Institute", "Summit Valley Hospital"],
}
PRACTICES = {
    "IE": ["Main Street Medical Centre", "Riverside Family Practice", "Abbey Medical Practice",
           "The Square Surgery", "Ballygarvan Health Centre", "Harbour View Medical", "Clonard Primary Care Centre",
           "Fairgreen Medical Practice"],
    "IN": ["Shree Ganesh Clinic", "Arogya Family Clinic", "Dr. Menon's Polyclinic", "Janani Health Centre",
           "Sukh Shanti Clinic", "Lifeline Family Physicians", "Urban PHC Ward 42 Clinic", "Care & Cure Clinic"],
    "US": ["Pinecrest Family Medicine", "Northgate Community Health", "Valley Primary Care", "Oak Street Health Partners",
           "Mesa Family Clinic", "Lakeview Internal Medicine", "Westside Medical Group", "Hillcrest Primary Care"],
}
PHARMACIES = {
    "IE": ["Corrib Pharmacy", "Brogan's Pharmacy", "Ferncourt Chemists", "Quay Street Pharmacy"],
    "IN": ["Shree Balaji Medicals", "Apna Chemist & Druggist", "Sri Sai Pharmacy", "Lifecare Medicals"],
    "US": ["Northgate Pharmacy", "Bluebonnet Drug", "Corner Apothecary", "Mesa Discount Pharmacy"],
}
WARDS = {
    "IE": ["St. Anne's Ward", "Cedar Ward", "Oak Unit", "St. Brigid's Ward", "Lir Ward", "Acute Medical Unit Ward 2"],
    "IN": ["Sushruta Ward", "Charaka Ward", "Lotus Wing", "Nightingale Ward", "Vivekananda Block"],
    "US": ["Magnolia Unit", "4 West Medical Unit", "Harbor Tower Step-Down", "Eagle Ward", "Juniper Unit"],
}
EMPLOYERS = {
    "IE": ["Lough Ree Dairies", "Shannon Aviation Services", "Corrib Data Systems", "Ballyclough Co-op",
           "Atlantic Seafoods Ltd", "Midlands Haulage Ltd", "Tara Mines Supplies", "Kerrigan's Supervalu",
           "Slaney Meats", "Clew Bay Hotel"],
    "IN": ["Infonexa Technologies", "Deccan Textiles Ltd", "Vasudha Pharma Pvt Ltd", "Kaveri Transport Co",
           "Sundaram Motors", "Malabar Spices Export", "Greenfield BPO Services", "Shakti Steel Works",
           "Annapurna Caterers", "Metro Rail Maintenance Depot"],
    "US": ["Midwest Freight Lines", "Harborview Logistics", "Great Plains Grain Co-op", "Summit Roofing LLC",
           "Desert Sun Casino", "Buckeye Auto Parts", "Lone Star Pipeline Services", "Piedmont Poultry",
           "Cascade Software Group", "Riverside Unified School District"],
}
SCHOOLS = {
    "IE": ["Scoil Bhríde National School", "Coláiste Muire", "St. Joseph's Community College", "Gaelscoil an Chnoic"],
    "IN": ["Sunrise Public School", "St. Aloysius High School", "Vidya Niketan School", "Green Valley Convent School"],
    "US": ["Lincoln High School", "Roosevelt Middle School", "Mesa Vista Elementary", "Cedar Park High School"],
}
INSURERS = {
    "IE": ["Éire Health Cover", "Clearwater Health Insurance", "Laurel Life Health"],
    "IN": ["Suraksha General Insurance", "Star Shield Health", "Navjeevan Mediclaim"],
    "US": ["BlueHarbor Health Plan", "Prairie Mutual", "Sunstate Health Alliance", "Keystone CarePlus"],
}
SUPPORT_GROUPS = {
    "IE": ["Midwest Diabetes Support Group", "Type 1 Parents Network Galway", "Kerry Sugar Buddies"],
    "IN": ["Madhumeha Mitra Support Circle", "T1D Kids Kochi Parents Group", "Sweet Warriors Pune"],
    "US": ["Desert Sweethearts T1D Circle", "Buckeye Diabetes Peer Group", "Bayou Insulin Pump Club"],
}

PROFESSIONS = {
    "IE": ["secondary school teacher", "dairy farmer", "bus driver", "HGV driver", "software engineer",
           "accountant", "electrician", "chef", "taxi driver", "postman", "retired garda", "care assistant",
           "hairdresser", "bank official", "shop assistant", "plasterer", "fisherman", "student nurse",
           "solicitor", "civil servant", "carpenter", "forklift operator"],
    "IN": ["software tester", "auto-rickshaw driver", "textile mill worker", "construction labourer",
           "security guard", "shopkeeper", "call centre agent", "schoolteacher", "bank clerk", "tailor",
           "farmer", "retired railway employee", "homemaker", "fish vendor", "civil engineer", "pharmacist",
           "lorry driver", "Anganwadi worker", "goldsmith", "college lecturer"],
    "US": ["long-haul truck driver", "warehouse associate", "nurse's aide", "line cook", "elementary school teacher",
           "roofer", "accountant", "casino dealer", "correctional officer", "Uber driver", "oil field worker",
           "dental hygienist", "mail carrier", "cashier", "software developer", "retired machinist",
           "home health aide", "real estate agent", "firefighter", "poultry plant worker"],
}

COUNTRIES_ABROAD = {
    "IE": ["Poland", "Nigeria", "Brazil", "Lithuania", "the Philippines", "India", "Spain", "Portugal"],
    "IN": ["the UAE", "Saudi Arabia", "Qatar", "Oman", "Singapore", "the United States", "Canada", "Kuwait"],
    "US": ["Mexico", "Guatemala", "Vietnam", "the Dominican Republic", "El Salvador", "Somalia", "India", "Haiti"],
}

HOLIDAYS = {
    "IE": ["Christmas", "St. Patrick's Day", "Easter Sunday", "New Year's Eve", "St. Stephen's Day"],
    "IN": ["Diwali", "Onam", "Pongal", "Eid", "Holi", "Christmas", "Navratri"],
    "US": ["Thanksgiving", "Christmas", "Fourth of July", "New Year's Day", "Memorial Day"],
}

DOC_CREDS = {
    "IE": ["MRCPI", "FRCPI", "MB BCh BAO", "MRCPI (Endo)", "MD FRCPI"],
    "IN": ["MD, DM (Endo)", "MBBS, MD", "DNB (Endocrinology)", "MD (Med), DM", "MBBS, DNB"],
    "US": ["MD", "DO", "MD, FACE", "MD, PhD", "MD, ECNU"],
}
STAFF_CREDS = {
    "IE": ["CNS", "ANP", "RGN", "RD", "BSc Pod", "CNM2", "Senior Dietitian"],
    "IN": ["RN", "CDE", "Dietitian", "BSc Nursing", "Diabetes Educator", "MSc (Nutrition)"],
    "US": ["RN, CDCES", "NP-C", "RD, LD", "CDCES", "DPM", "PA-C", "LPN", "BC-ADM"],
}
