"""Invented value pools for the dev117_en set (UK and Ireland setting).

Every personal name, street, town, hospital, practice, organisation and identifier format here was
made up for this set. Counties, provinces, regions and countries are ordinary geography.
"""

MALE = [
    "John", "James", "Michael", "Patrick", "Seán", "Pádraig", "Cian", "Oisín", "Darragh", "Eoin",
    "Ciarán", "Tadhg", "Fionn", "Ruairí", "David", "Thomas", "Gareth", "Rhys", "Dafydd", "Aled",
    "Iolo", "Hamish", "Callum", "Ewan", "Lachlan", "Mohammed", "Imran", "Tariq", "Arjun", "Rahul",
    "Vikram", "Chukwuemeka", "Oluwaseun", "Tunde", "Kwame", "Kofi", "Piotr", "Tomasz", "Bartosz",
    "Jakub", "Andrei", "Mihai", "Mindaugas", "Tomas", "João", "Tiago", "Wei", "Jun", "Hamza", "Abdi",
    "Yusuf", "Will", "Mark", "Frank", "Bill", "Sonny", "Jordan", "Reece", "Kyle", "Connor", "Alfie",
    "Harry", "Stanley", "Arthur", "Reginald", "Desmond", "Leroy", "Winston", "Marlon", "Dmitri",
    "Oleksandr", "Rafael", "Mateus", "Kenji", "Minh", "Gurpreet", "Harjit", "Emeka", "Lorcan",
    "Noel", "Declan", "Brendan", "Hugh", "Rory", "Ashok", "Sunil", "Zain", "Bilal", "Kareem",
]
FEMALE = [
    "Mary", "Siobhán", "Aoife", "Niamh", "Órla", "Saoirse", "Gráinne", "Róisín", "Sinéad", "Bríd",
    "Margaret", "Elizabeth", "Sarah", "Emma", "Olivia", "Chloe", "Megan", "Bethan", "Ffion", "Seren",
    "Catriona", "Morag", "Eilidh", "Isla", "Fatima", "Aisha", "Ayesha", "Priya", "Ananya", "Deepika",
    "Ngozi", "Chiamaka", "Funmilayo", "Adaeze", "Abena", "Akosua", "Agnieszka", "Katarzyna",
    "Magdalena", "Zofia", "Ioana", "Elena", "Andreea", "Ieva", "Rūta", "Ana", "Beatriz", "Mei", "Xiu",
    "Hodan", "Amina", "Grace", "Hope", "Joy", "Faith", "Rose", "Iris", "Dawn", "May", "Holly",
    "Violet", "Heather", "Ivy", "Pearl", "Doris", "Edna", "Maureen", "Bernadette", "Philomena",
    "Deirdre", "Precious", "Blessing", "Marisol", "Yasmin", "Shanice", "Tamsin", "Kerry", "Shannon",
    "Sheila", "Nuala", "Eimear", "Caoimhe", "Harpreet", "Simran", "Nadia", "Leila", "Oksana",
]
SURNAMES = [
    "Murphy", "Kelly", "O'Brien", "O'Sullivan", "Walsh", "Byrne", "Ryan", "O'Connor", "McCarthy",
    "Doyle", "Ní Bhriain", "Ó Súilleabháin", "Mac Giolla Phádraig", "Fitzgerald", "Quinlan",
    "Brennan", "Nolan", "Keane", "Moriarty", "Devlin", "McLaughlin", "Gallagher", "Boyle", "Smith",
    "Jones", "Williams", "Taylor", "Davies", "Evans", "Hughes", "Roberts", "Lewis", "Griffiths",
    "Price", "Llewellyn", "MacDonald", "Campbell", "Stewart", "Fraser", "MacLeod", "Munro", "Baker",
    "King", "Hope", "Wood", "Hill", "Green", "White", "Young", "Bell", "Cook", "Mason", "Ward",
    "Shepherd", "Marsh", "Frost", "Winter", "Page", "Church", "Bishop", "Nurse", "Moody", "Rich",
    "Patel", "Shah", "Khan", "Hussain", "Akhtar", "Begum", "Chowdhury", "Rahman", "Iqbal", "Sharma",
    "Gupta", "Nair", "Menon", "Okafor", "Adeyemi", "Okonkwo", "Eze", "Balogun", "Mensah", "Asante",
    "Owusu", "Boateng", "Kowalski", "Kowalska", "Nowak", "Wiśniewska", "Zielinski", "Lewandowski",
    "Popescu", "Ionescu", "Dumitru", "Kazlauskas", "Petrauskienė", "Ozols", "Silva", "Santos",
    "Ferreira", "Costa", "Oliveira", "Wang", "Li", "Zhang", "Chen", "Liu", "Nguyen", "Tran", "Farah",
    "Warsame", "Abdullahi", "Mohamud", "Campbell-Brown", "Thompson", "Clarke", "Francis", "Gordon",
    "Reid", "Kovalenko", "Shevchenko", "Haddad", "Al-Sayed", "Yilmaz", "Papadopoulos", "Rossi",
    "Müller", "Lindqvist", "Kaur", "Singh", "Gill", "Dhillon", "Hunter", "Mulcahy", "Tierney",
    "Cassidy", "Flanagan", "Egan", "Coughlan", "Lynch",
]

UK_TOWNS = ["Ashbury", "Thornwick", "Hallowfield", "Brackenhurst", "Kingsmere", "Westcombe",
            "Lowther Bridge", "Eastwold", "Marlow Heath", "Cwmderw", "Aberhenlli", "Strathkeld",
            "Inverbrae", "Dunmorrow", "Fenwick Cross", "Saltmarsh Quay", "Oakhollow", "Pennydale",
            "Greyholme", "Castlebrook"]
IE_TOWNS = ["Ballymorran", "Kilcarrow", "Knockbrack", "Drumcallen", "Castlemoyle", "Rathkeel",
            "Clonbrennan", "Ardnagh", "Templeross", "Lisdrum", "Ennisbeg", "Carrigmore", "Glenmoy",
            "Annaghvale", "Kilbrannagh", "Dunroe"]
UK_COUNTIES = ["Lancashire", "Kent", "Norfolk", "Devon", "Cumbria", "Shropshire", "Northumberland",
               "Somerset", "Dorset", "Gwynedd", "Powys", "Fife", "Perthshire", "Co. Antrim",
               "Co. Down", "Co. Tyrone", "Lincolnshire", "Cheshire"]
IE_COUNTIES = ["Co. Mayo", "Co. Galway", "Co. Kerry", "Co. Cork", "Co. Donegal", "Co. Clare",
               "Co. Wexford", "Co. Meath", "Co. Tipperary", "Co. Sligo", "Co. Leitrim", "Co. Offaly",
               "Co. Laois", "Co. Kilkenny", "County Roscommon", "County Westmeath"]
HOME_REGIONS = ["Leinster", "Munster", "Connacht", "Ulster", "East Anglia", "West Midlands",
                "North East", "South West", "Highlands and Islands", "Yorkshire and the Humber"]
ABROAD = [("Punjab", "Pakistan"), ("Kerala", "India"), ("Ontario", "Canada"), ("Ohio", "USA"),
          ("New South Wales", "Australia"), ("Bavaria", "Germany"), ("Silesia", "Poland"),
          ("Transylvania", "Romania"), ("Sindh", "Pakistan"), ("Queensland", "Australia"),
          ("Minas Gerais", "Brazil"), ("Lagos State", "Nigeria"), ("Ashanti Region", "Ghana"),
          ("Sylhet Division", "Bangladesh"), ("Galicia", "Spain"), ("Guangdong", "China")]
COUNTRIES = ["Poland", "Nigeria", "Pakistan", "India", "Romania", "Lithuania", "Portugal", "Brazil",
             "the Philippines", "Somalia", "Ghana", "Jamaica", "Latvia", "Bangladesh", "Syria",
             "Ukraine", "Spain", "Canada", "Australia", "Scotland", "Wales", "Zimbabwe", "Sudan",
             "Moldova", "Italy", "Turkey", "Greece", "France"]

STREET_NAMES = ["Larkspur Road", "Mercer Court", "Ashfield Park", "Cnoc na Gréine", "Bóthar na Trá",
                "Tudor Close", "Chapel Lane", "Station Road", "Orchard Way", "Millbrook Terrace",
                "Quarry Row", "Harbour View", "The Crescent", "Willow Drive", "Kingfisher Avenue",
                "Seaview Heights", "St Enda's Park", "Cherrywood Grove", "Bramble Walk",
                "Foundry Street", "Bridewell Lane", "Gorse Hill Road", "Ropewalk", "Tanner's Row",
                "Heol y Bryn", "Ardmore Lawns", "Convent Road", "Mill Race", "Friary Street",
                "Sycamore Rise", "Maple Crescent", "Lady's Well Road", "Glebe Close"]

HOSPITALS = ["St Columba's University Hospital", "Ashgrove General Hospital", "Mercy Vale Hospital",
             "Royal Eastbrook Infirmary", "Kilcarrow Regional Hospital", "Northmoor Community Hospital",
             "Ysbyty Dyffryn Teg", "Glenmoy General Hospital", "Bramhall Park Hospital",
             "St Ita's Hospital", "Strathkeld Royal Infirmary", "Westcombe District Hospital",
             "Lowther Bridge Hospital", "University Hospital Ardnagh", "Castlebrook Royal Hospital"]
HOSP_SHORT = {"St Columba's University Hospital": "St Columba's", "Ashgrove General Hospital": "Ashgrove General",
              "Royal Eastbrook Infirmary": "the Eastbrook", "Kilcarrow Regional Hospital": "KRH",
              "Strathkeld Royal Infirmary": "SRI", "University Hospital Ardnagh": "UHA",
              "Castlebrook Royal Hospital": "CRH", "Glenmoy General Hospital": "Glenmoy General"}
PRACTICES = ["Elm Park Surgery", "Larkhill Medical Centre", "The Quayside Practice",
             "Carraig Family Practice", "Ballymorran Health Centre", "Orchard Lane Surgery",
             "Hawthorn Medical Practice", "Riverside Medical Centre", "Fenwick Cross Surgery",
             "Templeross Family Doctors", "Cwmderw Health Centre", "Abbeyfield Road Surgery",
             "Millstream Medical Group", "Kingsmere Health Centre"]
CARE_HOMES = ["Meadowbank Care Home", "Sunnyside Nursing Home", "Beechlawn House Nursing Home",
              "Harbour Lights Residential Home", "St Clare's Nursing Home", "The Laurels Care Home"]
PHARMACIES = ["Boylan's Pharmacy", "Kestrel Chemists", "Quinlan's Late Night Pharmacy",
              "Greyholme Pharmacy", "Ashbury Community Pharmacy"]
WARDS = ["Rowan Ward", "Hazel Ward", "St Jude's Ward", "Aspen Ward", "Heron Ward", "Willow Ward",
         "Ward Larch", "Kingfisher Ward", "Bluebell Ward", "Oak Ward"]
MH_UNITS = ["the Linden Unit", "Brookfield Acute Unit", "Cedar House", "the Hollins Centre",
            "Ardnagh Acute Psychiatric Unit", "Marlow Heath Recovery Centre", "Tobar Mental Health Unit"]
OOH_SERVICES = ["NorthCall Out of Hours", "WestDoc Co-op", "Caredoc Midlands", "Ashbury Urgent Care Centre",
                "Southline GP Out-of-Hours", "Inverbrae Urgent Treatment Centre"]

EMPLOYERS = ["Harland Logistics", "Brannock Foods Ltd", "Kilbride Credit Union", "Northgate Academy",
             "St Brigid's National School", "Moycullen Mart", "Thornwick Borough Council",
             "Castlemoyle Creamery", "Aldous & Reeve Engineering", "Pennydale Bus Company",
             "Greyholme Quarries", "Saltmarsh Fisheries Co-op", "Kingsmere Leisure Centre",
             "Westcombe College", "Dunroe Hotel Group", "Ardnagh Precision Plastics", "Quayside Bakery",
             "Orion Data Systems", "Fenwick Cross Garden Centre", "Brackenhurst Academy Trust"]
SOLICITORS = ["Sandford & Leigh Solicitors", "Keaveney O'Hare LLP", "Morrow Price Solicitors",
              "Daly Fennell & Co.", "Harcourt Vance Law"]
INSURERS = ["Harbour Health Insurance", "Corran Health", "Meridian Medical Cover", "Lighthouse Health Plans"]
CHURCHES = ["St Fintan's Church", "Grace Community Church", "Kilcarrow Mosque", "St Aidan's Parish",
            "Ashbury Gurdwara", "Bethel Pentecostal Assembly"]
CHARITIES = ["Ashford Carers' Network", "Thornwick Women's Aid", "Kilcarrow Family Resource Centre",
             "Pennydale Food Bank", "Strathkeld Recovery Café"]
LANDMARKS = ["Harcourt Bridge", "Kilcarrow Shopping Centre", "Riverside Retail Park", "the Anchor Inn",
             "Castlebrook Railway Station", "Greyholme Leisure Park", "the Old Pier", "Dunroe Marina",
             "St Anne's Park", "Ashbury bus station", "the Lantern Rooms"]

PROFESSIONS = ["welder", "teacher", "retired postman", "HGV driver", "farmer", "software developer",
               "barista", "care assistant", "electrician", "hairdresser", "solicitor", "accountant",
               "taxi driver", "bus driver", "chef", "plasterer", "civil servant", "shop assistant",
               "fisherman", "publican", "dairy farmer", "roofer", "cleaner", "forklift operator",
               "lorry driver", "secondary school teacher", "warehouse operative", "delivery driver",
               "bricklayer", "scaffolder", "web designer", "retired miner", "baker", "joiner",
               "postwoman", "social worker", "dental nurse", "bank clerk", "factory worker",
               "security guard", "mechanic", "childminder", "carpenter", "architect", "butcher",
               "retired nurse", "primary school teacher", "plumber", "pharmacist", "journalist"]
PROF_RELATIVE = ["nurse", "staff nurse", "GP receptionist", "paramedic", "teacher", "farmer", "builder",
                 "soldier", "student nurse", "engineer", "midwife", "care worker"]

STAFF_ROLES = ["Consultant Physician", "Consultant Geriatrician", "Consultant Psychiatrist",
               "Specialty Registrar", "Consultant in Emergency Medicine", "Consultant Cardiologist",
               "Consultant Respiratory Physician", "Consultant Orthopaedic Surgeon",
               "Consultant Gastroenterologist", "Consultant Endocrinologist", "Associate Specialist",
               "Clinical Fellow", "Consultant General Surgeon", "Consultant Neurologist"]
CREDS_DOC = ["MRCP", "FRCP", "MRCGP", "MICGP", "FRCSI", "MRCPsych", "FRCS", "MB BCh BAO",
             "MBBS", "MRCPI", "FRCEM", "DRCOG", "MRCS", "FRCPsych"]
CREDS_NURSE = ["RGN", "RMN", "RN", "RSCN", "BSc", "RNLD", "NMP"]

EMAIL_HOSTS = ["example.org", "example.com", "example.net"]
