"""Invented name, occupation and organisation pools for dev352_en.

Every name here is a combination drawn at random; no real person is meant.
Organisations are invented.  Lists are plain lists so iteration order is fixed.
"""

# First names, mixed origins (English, Scottish, Welsh, Irish, South Asian,
# East Asian, African, Caribbean, Maori, Pacific, Eastern European, Hispanic,
# Arabic, Greek, Italian).  Older-cohort names are mixed in on purpose.
FIRST_F = [
    "Margaret", "Doreen", "Edith", "Joan", "Brenda", "Sheila", "Maureen", "Patricia",
    "Glenys", "Eileen", "Irene", "Hazel", "Valerie", "Pauline", "Beryl", "Marjorie",
    "Eilidh", "Morag", "Catriona", "Isla", "Rhiannon", "Cerys", "Gwen", "Bethan",
    "Siobhán", "Niamh", "Aoife", "Bríd", "Nuala", "Orla", "Máire", "Róisín",
    "Priya", "Anjali", "Harpreet", "Gurpreet", "Sunita", "Kamala", "Farzana", "Nasreen",
    "Shabnam", "Meena", "Lakshmi", "Rukhsana", "Mei", "Xiu Ying", "Yuki", "Hana",
    "Ji-woo", "Thi Lan", "Mai", "Ngozi", "Adaeze", "Ama", "Abena", "Tendai",
    "Amara", "Fadumo", "Hodan", "Marcia", "Beverley", "Yvonne", "Aroha", "Mere",
    "Ngaire", "Huia", "Losa", "Mele", "Ana", "Sina", "Agnieszka", "Katarzyna",
    "Danuta", "Halina", "Olena", "Irina", "Carmen", "Lucia", "Rosario", "Pilar",
    "Guadalupe", "Fatima", "Layla", "Samira", "Mariam", "Eleni", "Despina", "Giulia",
    "Rosaria", "Francesca", "Judith", "Ruth", "Colleen", "Dolores", "Bernadette", "Lorraine",
    "Shirley", "Gloria", "Wanda", "Bonnie", "Darlene", "Noreen", "Philippa", "Heather",
    "Alison", "Fiona", "Kirsty", "Leanne", "Tracey", "Sophie", "Chloe", "Emily",
    "Jessica", "Tamsin", "Zara", "Imogen", "Keisha", "Tanisha", "Maya", "Aaliyah",
]
FIRST_M = [
    "Harold", "Kenneth", "Ronald", "Dennis", "Raymond", "Derek", "Clifford", "Bernard",
    "Stanley", "Norman", "Trevor", "Roy", "Alan", "Keith", "Malcolm", "Graham",
    "Alasdair", "Angus", "Hamish", "Murdo", "Dafydd", "Rhys", "Gareth", "Emlyn",
    "Cian", "Darragh", "Padraig", "Seamus", "Donal", "Eamon", "Fergal", "Colm",
    "Arjun", "Sanjay", "Rajesh", "Harjit", "Balwinder", "Mohammed", "Imran", "Tariq",
    "Abdul", "Venkat", "Suresh", "Anil", "Wei", "Jian", "Hiroshi", "Kenji",
    "Min-jun", "Van Minh", "Duc", "Chinedu", "Emeka", "Kwame", "Kofi", "Tatenda",
    "Abdirahman", "Delroy", "Winston", "Errol", "Wiremu", "Tane", "Rawiri", "Hemi",
    "Sione", "Tevita", "Iosefa", "Piotr", "Tomasz", "Zbigniew", "Oleksandr", "Dmytro",
    "José", "Miguel", "Alejandro", "Joaquín", "Omar", "Yusuf", "Khalid", "Hassan",
    "Giorgos", "Nikos", "Marco", "Salvatore", "Vincenzo", "Earl", "Dwayne", "Floyd",
    "Leroy", "Chester", "Walter", "Eugene", "Herbert", "Lyle", "Clarence", "Mervyn",
    "Gordon", "Bruce", "Neville", "Barry", "Kevin", "Stuart", "Liam", "Connor",
    "Ethan", "Jake", "Callum", "Lewis", "Nathan", "Josh", "Oliver", "Ryan",
]
SURNAMES = [
    "Ashworth", "Pemberton", "Hartley", "Fenwick", "Greenhalgh", "Thwaite", "Brindley", "Oldroyd",
    "Cartwright", "Haworth", "Kershaw", "Pickles", "Bamford", "Whitlock", "Penhaligon", "Trelawney",
    "Moss", "Bright", "Crossley", "Dunmore", "Ellwood", "Fairclough", "Garside", "Hebblethwaite",
    "MacLeod", "Mackintosh", "Campbell", "Buchanan", "Urquhart", "Drummond", "Gillies", "Sinclair",
    "Llewellyn", "Pritchard", "Prosser", "Bevan", "Gwilym", "Meredith", "Vaughan", "Powell",
    "O'Sullivan", "Ní Bhriain", "McGonigle", "Brennan", "Fitzgerald", "Keane", "Moriarty", "O'Dowd",
    "Quinlan", "Dempsey", "Carragher", "Mulcahy", "Patel", "Sharma", "Chaudhry", "Sandhu",
    "Gill", "Dhillon", "Iyer", "Menon", "Rahman", "Begum", "Hussain", "Akhtar",
    "Qureshi", "Bhattacharya", "Nair", "Rao", "Chen", "Wong", "Liu", "Zhang",
    "Nguyen", "Tran", "Pham", "Kim", "Park", "Tanaka", "Sato", "Nakamura",
    "Okafor", "Adeyemi", "Nwosu", "Eze", "Mensah", "Boateng", "Owusu", "Mwangi",
    "Moyo", "Abdi", "Warsame", "Diallo", "Campbell-Reid", "Fearon", "McKenzie", "Bailey",
    "Ngata", "Parata", "Te Huia", "Rangi", "Tipoki", "Faleolo", "Tupou", "Leota",
    "Vaifale", "Kowalski", "Nowak", "Wiśniewska", "Lewandowski", "Kovalenko", "Shevchuk", "Popescu",
    "Horvat", "Garcia", "Hernandez", "Ramirez", "Castillo", "Delgado", "Ortega", "Haddad",
    "Nasser", "Khalil", "Mansour", "Papadopoulos", "Karalis", "Rossi", "Romano", "Esposito",
    "Marchetti", "Lindqvist", "Van der Berg", "De Souza", "Fonseca", "Alvarez", "Hollis", "Whitcombe",
    "Stroud", "Galloway", "Radcliffe", "Holloway", "Redfern", "Ainsworth", "Blackwood", "Coldwell",
    "Drysdale", "Everard", "Fothergill", "Goodall", "Hurst", "Ibbotson", "Jowett", "Kilbride",
    "Lomax", "Merriman", "Northcott", "Oakes", "Penrose", "Quayle", "Rushworth", "Summerbee",
    "Tindall", "Upton", "Varley", "Wainwright", "Yardley", "Abernethy", "Beckwith", "Calloway",
    "Darnell", "Eastwood", "Fielding", "Grimshaw", "Hollingworth", "Ingram", "Jessop", "Kavanagh",
    "Lockhart", "Mulligan", "Nolan", "Ogilvie", "Purcell", "Rourke", "Sheridan", "Tierney",
    "Walsh-Doyle", "Ahmadi", "Karimi", "Farouk", "Obi", "Achterberg", "Stavros", "Lemaire",
    "Dubois", "Gagnon", "Tremblay", "Bouchard", "Lavoie", "Pelletier", "Côté", "Leblanc",
    "Schultz", "Novak", "Sorensen", "Halvorsen", "Whitford", "Kettering", "Ruddock", "Spooner",
]
MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")
NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Pat", "Kenneth": "Ken", "Ronald": "Ron", "Raymond": "Ray",
    "Bernard": "Bernie", "Stanley": "Stan", "Valerie": "Val", "Dennis": "Den", "Maureen": "Mo",
    "Clifford": "Cliff", "Herbert": "Bert", "Walter": "Wally", "Dolores": "Lola", "Giorgos": "George",
    "Mohammed": "Mo", "Seamus": "Shay", "Tomasz": "Tom", "Oleksandr": "Sasha", "Alejandro": "Alex",
}

# Occupations of patients and relatives (PROFESSION).
PROFESSIONS = [
    "HGV driver", "taxi driver", "bus driver", "airline pilot", "commercial pilot", "electrician",
    "accountant", "dairy farmer", "sheep farmer", "watchmaker", "jeweller", "seamstress",
    "software developer", "graphic designer", "dentist", "chef", "carpenter", "joiner",
    "plasterer", "librarian", "lorry driver", "forklift operator", "police officer", "firefighter",
    "paramedic", "office cleaner", "shop assistant", "solicitor", "barrister", "architect",
    "civil engineer", "machinist", "welder", "hairdresser", "postman", "bank clerk",
    "civil servant", "university lecturer", "veterinary surgeon", "fisherman", "coal miner",
    "truck driver", "real estate agent", "primary school teacher", "secondary school teacher",
    "music teacher", "piano tuner", "crane operator", "scaffolder", "bricklayer", "dressmaker",
    "bookkeeper", "pharmacist", "quantity surveyor", "air traffic controller", "train driver",
    "delivery driver", "courier", "surveyor", "printer", "typesetter", "lab technician",
    "sign writer", "embroiderer", "tattoo artist", "mechanic", "panel beater", "plumber",
    "gardener", "landscaper", "care worker", "childminder", "cook", "baker", "butcher",
    "dental nurse", "nurse", "radiographer", "church minister", "shearer", "orchardist",
    "vineyard worker", "customs officer", "security guard", "photographer", "journalist",
]
RETIRED_PREFIX = ["retired ", "ex-", "former ", "semi-retired ", ""]

# Invented employers, schools, churches, insurers, agencies (ORGANIZATION).
EMPLOYERS = [
    "Harwick Logistics", "Thornbury Metalworks", "Riverside Bus Company", "Greenhalgh & Pryce Solicitors",
    "Kestrel Air", "Brightwater Dairy Co-operative", "Northline Rail", "Blue Gum Transport",
    "Calderwood Joinery", "Pennant Print Works", "Marrow & Finch Accountants", "Saltire Freight",
    "Tidewater Fisheries", "Copperleaf Software", "Haldane Engineering", "Orchard Lane Bakery",
    "Coastline Couriers", "Wexbridge Council Depot", "Lindenhall Cleaning Services", "Fernvale Orchards",
    "Southgate Motors", "Ironbark Mining", "Maplestone Builders", "Quarry Hill Garden Centre",
    "Redgate Security", "Kauri Coast Timber", "Glenmoor Distillery", "Harbourlight Ferries",
    "Tamarind Catering", "Westmere Print Co", "Boxwood Care Agency", "Larchfield Haulage",
]
SCHOOLS = [
    "St Brendan's Primary School", "Lakeview High School", "Castlegate Academy", "Hollins Grammar School",
    "Ridgeway Community College", "Kowhai Intermediate", "Wattle Park Primary", "St Ninian's High",
    "Maple Grove Elementary", "Fernhill College",
]
CHURCHES = [
    "St Columba's Church", "Bethel Baptist Church", "Holy Cross Parish", "Elim Gospel Hall",
    "St Aidan's Church", "Grace Community Church",
]
AGENCIES = [
    "Swiftcare Patient Transport", "Silverline Community Transport", "Willowbank Home Care Services",
    "Carewell Homecare", "Lanternlight Volunteer Drivers", "Sightwise Low Vision Charity",
    "Bluebell Befriending Scheme", "Compass Interpreting Services", "Kestrel Courier Pharmacy Deliveries",
]
INSURERS = {
    "GB": ["Westbridge Health Insurance", "Albion Mutual Healthcare", "Sterling Vision Cover"],
    "US": ["Pinnacle Health Plan", "Bluestem Mutual", "Great Lakes Senior Advantage", "Cornerstone Vision Plan"],
    "CA": ["Maplecrest Benefits", "Northern Shield Group Insurance", "Laurentian Life & Health"],
    "AU": ["Banksia Health Fund", "Southern Reef Health", "Coral Coast Members Health"],
    "NZ": ["Kowhai Health Cover", "Tasman Mutual Health", "Aoraki Care Insurance"],
    "IE": ["Shamrock Health Insurance", "Atlantic Care Cover", "Corrib Health DAC"],
}
FINANCE = ["ClearPay Medical Finance", "Lumen Patient Finance", "Brightline Credit"]

# Relations used for FAMILY mentions.
RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("partner", None),
    ("sister", "F"), ("brother", "M"), ("niece", "F"), ("nephew", "M"), ("neighbour", None),
    ("friend", None), ("carer", None), ("granddaughter", "F"), ("grandson", "M"), ("son-in-law", "M"),
    ("daughter-in-law", "F"),
]

# Clinician role wording by country group.
SURGEON_ROLES_UK = ["Consultant Ophthalmic Surgeon", "Consultant Ophthalmologist", "Associate Specialist",
                    "Specialty Doctor", "ST5 Ophthalmology", "Fellow in Cataract Surgery"]
SURGEON_ROLES_NA = ["Attending Ophthalmologist", "Cataract & Refractive Surgeon", "Ophthalmology Resident PGY-3",
                    "Cornea Fellow", "Staff Ophthalmologist"]
SURGEON_ROLES_AU = ["Consultant Ophthalmologist", "VMO Ophthalmologist", "Ophthalmology Registrar",
                    "Senior Registrar", "Cataract Fellow"]
NURSE_ROLES = ["Pre-assessment Nurse", "Staff Nurse", "Senior Staff Nurse", "Charge Nurse", "Nurse Practitioner",
               "Ophthalmic Nurse Specialist", "Scrub Nurse", "Theatre Coordinator", "Healthcare Assistant",
               "Registered Nurse", "Clinical Nurse Specialist", "ODP"]
ADMIN_ROLES = ["Booking Clerk", "Waiting List Validator", "Pathway Coordinator", "Medical Secretary",
               "Patient Access Officer", "Ward Clerk", "Scheduler", "Receptionist", "Admin Officer"]
