"""Invented pools for dev309_en.  Every town, street, hospital, practice,
school, employer and person-name combination here is made up; real countries,
states, provinces and regions are used as such."""

FIRST_F = [
    "Abena", "Adaeze", "Aisha", "Akosua", "Amara", "Amina", "Anaya", "Ama", "Ayesha",
    "Bisola", "Chanelle", "Chiamaka", "Chioma", "Danielle", "Deja", "Efua", "Eleni",
    "Esi", "Fatima", "Funmilayo", "Grace", "Hadiza", "Halima", "Imani", "Ifeoma",
    "Jada", "Janelle", "Kezia", "Kemi", "Keisha", "Layla", "Maryam", "Marisol",
    "Nadia", "Naomi", "Ngozi", "Nia", "Nkechi", "Olamide", "Oluwaseun", "Priya",
    "Rahel", "Rania", "Ruth", "Sade", "Samira", "Shanice", "Simone", "Sofia",
    "Tanisha", "Temitope", "Tiana", "Tolani", "Yaa", "Yetunde", "Zainab", "Zara",
    "Zawadi", "Mirela", "Despina", "Rukhsana", "Sana", "Aaliyah", "Destiny",
    "Latoya", "Monique", "Precious", "Blessing", "Favour", "Joy", "Mercy",
    "Hannah", "Claire", "Siobhan", "Aoife", "Niamh", "Chloe", "Tahlia", "Jessica",
    "Marguerite", "Josephine", "Rosalind", "Lorraine", "Bernadette", "Fiona",
    "Helen", "Kathryn", "Lucy", "Megan", "Orla", "Sinead", "Tamsin", "Yolanda",
]

FIRST_M = [
    "Abdul", "Adebayo", "Ade", "Ahmed", "Akin", "Amadou", "Andre", "Babajide",
    "Chidi", "Chinedu", "Daniel", "Darnell", "Dwayne", "Ebuka", "Emeka", "Femi",
    "Gabriel", "Hassan", "Ibrahim", "Idris", "Ikenna", "Isaac", "Jamal", "Jaden",
    "Jermaine", "Joshua", "Kareem", "Kwabena", "Kwame", "Kofi", "Lamar", "Malik",
    "Marcus", "Mohamed", "Mustafa", "Nathaniel", "Nnamdi", "Obinna", "Olu",
    "Omari", "Rashid", "Reuben", "Samuel", "Segun", "Tariq", "Terrell", "Tobi",
    "Tunde", "Uche", "Yaw", "Yusuf", "Zion", "Andreas", "Nikos", "Arjun", "Rohan",
    "Imran", "Bilal", "Demetri", "Elijah", "Josiah", "Kehinde", "Taiwo", "Godwin",
    "Emmanuel", "Isaiah", "Micah", "Thomas", "Patrick", "Cian", "Declan", "Eoin",
    "Liam", "Oisin", "Callum", "Harrison", "Lachlan", "Mitchell", "Owen", "Rhys",
    "Stuart", "Graham", "Philip", "Martin", "Gareth", "Hugh", "Simon", "Vikram",
]

SURNAMES = [
    "Adeyemo", "Okonkwo", "Mensah", "Boateng", "Asante", "Owusu", "Okafor",
    "Adebayo", "Eze", "Nwosu", "Oyelaran", "Bankole", "Ogunleye", "Olawale",
    "Danquah", "Appiah", "Ofori", "Agyeman", "Diallo", "Traore", "Kamara",
    "Conteh", "Sesay", "Bangura", "Koroma", "Mbeki", "Ndlovu", "Mwangi", "Otieno",
    "Haile", "Tesfaye", "Abdi", "Warsame", "Farah", "Hussein", "Rahman",
    "Chowdhury", "Begum", "Patel", "Shah", "Mistry", "Qureshi", "Malik", "Iqbal",
    "Papadakis", "Georgiou", "Christodoulou", "Kyriacou", "Nicolaou", "Demetriou",
    "Campbell", "Brown", "Clarke", "Francis", "Gordon", "Grant", "Henry", "James",
    "Lewin", "McKenzie", "Morgan", "Reid", "Richards", "Samuels", "Thompson",
    "Walcott", "Williams", "Bailey", "Blackwood", "Forbes", "Grizzle", "Hinds",
    "Joseph", "Lindo", "Pryce", "Spence", "Thorne", "Whyte", "Beckford",
    "Alleyne", "Braithwaite", "Clement", "Duberry", "Ellington", "Fairweather",
    "Gayle", "Hollingsworth", "Kinsella", "Brennan", "Fitzgerald", "Moloney",
    "Nolan", "O'Donovan", "Quigley", "Ryan", "Whelan", "Delaney", "Hargreaves",
    "Ashworth", "Pemberton", "Radcliffe", "Stanhope", "Thornbury", "Wainwright",
    "Okoro-Blake", "Mensah-Reid", "Adjei", "Amoako", "Sarpong", "Yeboah",
    "Afolabi", "Akinola", "Babatunde", "Fashola", "Oduya", "Salako", "Usman",
    "Bello", "Lawal", "Nakamura", "Nguyen", "Tran", "Castillo", "Delgado",
    "Moreau", "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Pelletier", "Kowalski",
    "Novak", "Petrov", "Haddad", "Khoury", "Nassar", "Saleh", "Yilmaz", "Demir",
    "Costa", "Ferreira", "Santos", "Rocha", "Pereira", "Da Silva", "MacLeod",
    "Mulholland", "Stewart", "Cartwright", "Fenwick", "Garside", "Holroyd",
    "Kettering", "Lockwood", "Merriman", "Pickering", "Rowntree", "Sutcliffe",
]

TOWNS = {
    "UK": ["Harrowfield", "Kestleigh", "Bramcote Vale", "Netherwick", "Saltmere",
           "Oxendale", "Wexbury", "Pellingford", "Duncote", "Hollinsby",
           "Fernleigh Cross", "Gadsworth", "Ravensmoor", "Stourleigh",
           "Ambridge Wells", "Cotterham", "Lindenford", "Marchwood Green",
           "Tollesby Magna", "Wrayford"],
    "US": ["Millbrook Falls", "Cedar Haven", "Port Alder", "Brenton Springs",
           "Lake Varnum", "East Holloway", "Ridgecrest Park", "Fairmont Hollow",
           "Oakridge Crossing", "Pinebluff", "Marlow Junction", "Sycamore Bend",
           "New Tamsworth", "Hadley Grove", "Whitlow City", "Quenton Heights"],
    "CA": ["Port Aldwyn", "Lakeshore Bay", "Elmsdale Crossing", "Saint-Aurele",
           "Granby Falls", "Riverton Heights", "North Tessier", "Cobalt Ridge",
           "Maple Narrows", "Beaumont-sur-Lac", "Fraserdale", "Kinross Mills"],
    "IE": ["Ballycarrig", "Kilmornan", "Castlederry", "Carrigvale", "Kilbrannagh",
           "Tobarneen", "Glenrathy", "Lisnagarran", "Ballinmore Cross",
           "Drumcaslin", "Rathkeeran", "Inchagoill Bridge"],
    "AU": ["Wattle Creek", "Tallowood Park", "Kurrajong Vale", "Bellbird Ridge",
           "Yarrandi", "Port Merridew", "Emu Flats", "Coolibah Springs",
           "Mount Callendar", "Ironbark Heights", "Lorikeet Bay", "Warrigal Downs"],
}

REGIONS = {
    "US": [("Georgia", "GA"), ("Maryland", "MD"), ("Texas", "TX"), ("New York", "NY"),
           ("Illinois", "IL"), ("Ohio", "OH"), ("North Carolina", "NC"),
           ("Alabama", "AL"), ("Tennessee", "TN"), ("Pennsylvania", "PA"),
           ("Virginia", "VA"), ("Louisiana", "LA")],
    "CA": [("Ontario", "ON"), ("Quebec", "QC"), ("Alberta", "AB"),
           ("British Columbia", "BC"), ("Manitoba", "MB"), ("Nova Scotia", "NS")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA")],
    "IE": [("Cork", "Cork"), ("Kildare", "Kildare"), ("Meath", "Meath"),
           ("Galway", "Galway"), ("Limerick", "Limerick"), ("Wicklow", "Wicklow"),
           ("Louth", "Louth"), ("Kerry", "Kerry"), ("Wexford", "Wexford")],
    "UK": [("Kent", "Kent"), ("Essex", "Essex"), ("Surrey", "Surrey"),
           ("Hertfordshire", "Herts"), ("Lancashire", "Lancs"),
           ("West Yorkshire", "W Yorks"), ("Bedfordshire", "Beds"),
           ("Nottinghamshire", "Notts")],
}

COUNTRY_NAME = {"UK": ["United Kingdom", "UK"], "US": ["USA", "United States"],
                "CA": ["Canada"], "IE": ["Ireland"], "AU": ["Australia"]}

STREET_NAMES = [
    "Larkspur", "Quarry", "Birchwood", "Tamarind", "Hawthorne", "Kingsmere",
    "Orchard", "Foxglove", "Mallory", "Rosebank", "Sandpiper", "Willowdene",
    "Chandos", "Fairfax", "Gorsey", "Heron", "Ivydale", "Juniper", "Kestrel",
    "Linnet", "Meadowsweet", "Northfield", "Osier", "Primrose", "Ravenscroft",
    "Sorrel", "Teasel", "Upland", "Verbena", "Wharton", "Yew Tree", "Alder",
    "Beacon", "Coppice", "Dunmore", "Elderberry", "Fennel", "Glebe", "Harcourt",
]

STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Crescent", "Avenue", "Street", "Gardens",
           "Way", "Grove", "Terrace", "Mews", "Drive"],
    "US": ["Street", "Avenue", "Ave", "Blvd", "Drive", "Dr", "Court", "Lane",
           "Road", "Rd", "Place", "Pkwy"],
    "CA": ["Street", "Avenue", "Drive", "Crescent", "Boulevard", "Road", "Court",
           "Way"],
    "IE": ["Road", "Park", "Grove", "Avenue", "Drive", "Lawn", "Heights",
           "Close", "Court", "Crescent"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Circuit",
           "Close", "Place", "Crescent", "Drive"],
}

ESTATES_IE = ["Abbeyfield", "Cluain Ard", "Ardmore", "Beechlawn", "Oakwood",
              "Riverside", "Gleann Rua", "Millbrook", "Cnoc Alainn"]

HOSPITALS = {
    "UK": ["Harrowfield Royal Infirmary", "St Aldric's Hospital",
           "Kestleigh General Hospital", "Northmere Children's Hospital",
           "Saltmere University Hospital", "Queen Adela Hospital",
           "Oxendale District General Hospital", "Wexbury Community Hospital",
           "Ravensmoor Women's Hospital", "Pellingford and Duncote Hospital",
           "Lindenford Royal Hospital"],
    "US": ["Cedar Haven Medical Center", "Mercy Alder Children's Hospital",
           "Brenton Springs Regional Hospital", "St. Odile Hospital",
           "Lake Varnum University Hospital", "Fairmont Hollow Community Hospital",
           "Whitlow City Children's Medical Center", "Sycamore Bend General"],
    "CA": ["Lakeshore Bay General Hospital", "Hopital Saint-Aurele",
           "Granby Falls Health Centre", "Riverton Children's Hospital",
           "North Tessier Regional Hospital", "Port Aldwyn Health Sciences Centre"],
    "IE": ["Carrigvale University Hospital", "Our Lady of Kilbrannagh Hospital",
           "Glenrathy Regional Hospital", "Tobarneen Children's Hospital",
           "St Colmcille's University Hospital", "Castlederry General Hospital"],
    "AU": ["Tallowood Park Hospital", "Bellbird Ridge Children's Hospital",
           "Port Merridew Base Hospital", "Kurrajong Vale Health Service",
           "Royal Yarrandi Hospital", "Lorikeet Bay Women's and Children's Hospital"],
}

WARDS = ["Rainbow Ward", "Starfish Ward", "Kingfisher Ward", "Acorn Ward",
         "Marigold Ward", "Puffin Ward", "Ward 7B", "Ward 12", "Ward 4 North",
         "Bluebell Unit", "Ocean Ward", "Juniper Ward", "Ward C3", "Ward 5 West"]

DAY_UNITS = ["Tamarind Day Unit", "Sunflower Day Unit", "Hollins Day Centre",
             "Redwood Infusion Suite", "Garnet Day Unit", "Meadow Day Unit"]

BUILDINGS = ["Harcourt Wing", "Rowan Building", "Jubilee Wing", "Kinsale Block",
             "Lister House", "Wren Pavilion", "Elmstead Tower", "Brambles Building"]

GP_PRACTICE = {
    "UK": ["Larkspur Medical Centre", "Quarry Lane Surgery", "Elmdene Health Centre",
           "Kingsmere Family Practice", "Foxglove Surgery", "Netherwick Group Practice",
           "Orchard House Surgery", "Beacon Road Medical Practice"],
    "US": ["Cedar Haven Pediatrics", "Alder Family Medicine", "Sycamore Primary Care",
           "Hadley Grove Community Health Center", "Brenton Pediatric Associates",
           "Northside Family Clinic"],
    "CA": ["Northgate Family Health Team", "Granby Falls Medical Clinic",
           "Lakeshore Pediatrics", "Riverton Community Health Centre",
           "Clinique Medicale Saint-Aurele"],
    "IE": ["Kilmornan Medical Centre", "Ballycarrig Family Practice",
           "Glenrathy Health Centre", "Castlederry Primary Care Centre",
           "Riverside Medical Practice"],
    "AU": ["Banksia Medical Practice", "Wattle Creek Family Clinic",
           "Bellbird Ridge Medical Centre", "Yarrandi GP Super Clinic",
           "Emu Flats Community Health"],
}

PHARMACIES = {
    "UK": ["Hollins Pharmacy", "Wexbury Chemist", "Kestleigh Late Night Pharmacy"],
    "US": ["Alder Drug #214", "Pinebluff Community Pharmacy", "MedWay Pharmacy"],
    "CA": ["Riverton Pharmasave", "Granby Apothecary", "Lakeshore Drug Mart"],
    "IE": ["Quigley's Pharmacy", "Carrigvale Late Night Pharmacy", "Tobarneen Pharmacy"],
    "AU": ["Wattle Creek Chemist", "Port Merridew Discount Pharmacy", "Yarrandi Amcal"],
}

SCHOOLS = {
    "UK": ["St Cuthwin's C of E Primary School", "Harrowfield Academy",
           "Oxendale High School", "Netherwick Primary School", "Kestleigh Grammar",
           "Saltmere Park Infant School", "Wexbury Sixth Form College"],
    "US": ["Cedar Haven Elementary School", "Port Alder Middle School",
           "Ridgecrest High School", "Hadley Grove Academy", "Lake Varnum Prep"],
    "CA": ["Lakeshore Collegiate Institute", "Ecole Saint-Aurele",
           "Granby Falls Public School", "Riverton Secondary School"],
    "IE": ["Scoil Naomh Bricin", "Kilbrannagh Community College",
           "Castlederry Educate Together NS", "Glenrathy Community School"],
    "AU": ["Bellbird Ridge State School", "Tallowood Park Primary School",
           "Port Merridew High School", "Yarrandi Grammar"],
}

COLLEGES = {
    "UK": ["Saltmere College", "University of Oxendale", "Kestleigh College of FE"],
    "US": ["Brenton Springs Community College", "Lake Varnum State University"],
    "CA": ["College of Port Aldwyn", "Riverton Polytechnic"],
    "IE": ["Carrigvale Institute of Technology", "Glenrathy College of Further Education"],
    "AU": ["Yarrandi TAFE", "University of Port Merridew"],
}

EMPLOYERS = ["Northline Logistics", "Brightwater Foods", "Calder & Finch Solicitors",
             "Meridian Contact Centres", "Halden Rail Services", "Pelican Retail Group",
             "Granite Peak Construction", "Bluewater Leisure", "Ostler Security Ltd",
             "Tidemark Insurance", "Kestrel Courier Co", "Harbourside Hotels",
             "Lumen Data Systems", "Greenvale Care Homes", "Ashby Motor Works"]

CHURCHES = ["Redeemed Grace Fellowship", "Mount Shalom Tabernacle",
            "St Eadnoth's Parish", "New Covenant Assembly", "Living Waters Chapel"]

SUPPORT_GROUPS = ["Harrowfield Red Cell Support Network", "Thal Families Together",
                  "Cedar Haven Sickle Warriors", "Lakeshore Thalassemia Circle",
                  "Yarrandi Sickle and Thal Support", "Carrigvale Thalassaemia Parents Group"]

PROFESSIONS = ["bus driver", "care assistant", "hairdresser", "IT technician",
               "security guard", "electrician", "chef", "primary school teacher",
               "accountant", "warehouse operative", "nursery nurse",
               "software developer", "taxi driver", "barista", "retail assistant",
               "plumber", "civil engineer", "social worker", "bank cashier",
               "solicitor", "mechanic", "cleaner", "postman", "carpenter",
               "nail technician", "delivery driver", "lab technician",
               "pharmacist", "paramedic", "midwife", "forklift driver",
               "administrator", "customer service adviser", "graphic designer",
               "hotel receptionist", "train conductor", "church pastor",
               "personal trainer", "dental nurse", "architect", "nurse",
               "chartered surveyor", "warehouse supervisor", "call centre agent"]

ORIGIN_COUNTRIES = ["Nigeria", "Ghana", "Sierra Leone", "Jamaica", "Trinidad and Tobago",
                    "Barbados", "Cyprus", "Greece", "Italy", "Pakistan", "India",
                    "Bangladesh", "Saudi Arabia", "Iraq", "Sudan", "Somalia",
                    "Eritrea", "DR Congo", "Cameroon", "Angola", "Turkey", "Lebanon",
                    "Vietnam", "Thailand", "Brazil", "Haiti", "Guinea", "Senegal",
                    "Uganda", "Kenya", "Zimbabwe", "Grenada", "St Lucia", "Egypt"]

NURSE_TITLES = {
    "UK": ["Clinical Nurse Specialist", "Haemoglobinopathy CNS", "Specialist Nurse"],
    "US": ["RN, Sickle Cell Nurse Coordinator", "Nurse Practitioner", "RN, BSN"],
    "CA": ["RN, Nurse Clinician", "Nurse Practitioner", "Clinical Nurse Specialist"],
    "IE": ["Clinical Nurse Specialist", "Advanced Nurse Practitioner",
           "CNS Haemoglobinopathy"],
    "AU": ["Clinical Nurse Consultant", "CNC Haematology", "Nurse Practitioner"],
}
