"""Invented value pools for dev96_en. Written from scratch for this folder."""

# Given names: many origins, plus names that are ordinary English words.
GIVEN_F = [
    "Hope", "May", "Grace", "Joy", "June", "Dawn", "Faith", "Ivy", "Holly", "Heather", "Amber", "Rose", "Robin",
    "Siobhan", "Niamh", "Aoife", "Grainne", "Orla", "Sinead", "Maeve", "Roisin",
    "Aroha", "Ngaire", "Mere", "Huia", "Kiri", "Mele", "Losana", "Ana",
    "Priya", "Anjali", "Harpreet", "Nusrat", "Farah", "Layla", "Yasmin", "Hodan", "Fadumo",
    "Adaeze", "Chioma", "Ngozi", "Ama", "Akosua", "Efua", "Abena",
    "Mei", "Xiu", "Lan", "Thanh", "Linh", "Hana", "Yuki",
    "Katarzyna", "Agnieszka", "Zofia", "Ilona", "Daria", "Elif", "Zeynep",
    "Maricel", "Rosalind", "Cerys", "Bethan", "Morag", "Isla", "Kirsty", "Catriona",
    "Sofia", "Giulia", "Eleni", "Despina", "Ines", "Beatriz", "Marisol",
    "Margaret", "Doreen", "Beryl", "Edith", "Joan", "Patricia", "Susan", "Karen", "Jacqueline", "Tracey", "Sharon",
    "Charlotte", "Olivia", "Chloe", "Ellie", "Poppy", "Tahlia", "Kylie", "Shona", "Bronwyn",
]
GIVEN_M = [
    "Will", "Mark", "Frank", "Bill", "Rob", "Pat", "Art", "Miles", "Wade", "Chase", "Hunter", "Drew", "Jack", "Victor",
    "Padraig", "Cian", "Oisin", "Ciaran", "Declan", "Eoin", "Seamus", "Donal",
    "Wiremu", "Tane", "Rangi", "Hemi", "Mikaere", "Sione", "Tevita", "Sefa",
    "Arjun", "Rajesh", "Gurpreet", "Imran", "Tariq", "Yusuf", "Omar", "Abdi", "Mahad",
    "Chidi", "Olumide", "Emeka", "Kwame", "Kofi", "Yaw", "Tendai",
    "Wei", "Jun", "Hao", "Minh", "Duc", "Kenji", "Hiroshi",
    "Tomasz", "Piotr", "Krzysztof", "Marek", "Andrei", "Mehmet", "Emre",
    "Rhys", "Dafydd", "Gethin", "Hamish", "Angus", "Callum", "Ewan",
    "Nikos", "Giorgos", "Marco", "Luca", "Joao", "Rui", "Diego",
    "Arthur", "Derek", "Kenneth", "Trevor", "Graham", "Barry", "Keith", "Norman", "Dennis", "Colin",
    "Liam", "Noah", "Oliver", "Harley", "Jayden", "Bradley", "Shane", "Brendan", "Lachlan", "Mitchell",
]
SURNAMES = [
    "Baker", "Cook", "Mason", "Fisher", "Carpenter", "Wood", "Hill", "Field", "Bird", "Wolf", "Lamb", "Long", "Short",
    "Brown", "Green", "Black", "White", "Young", "Bell", "Rice", "Church", "Marsh", "Moon", "Stone", "Hope",
    "Frost", "Snow", "Summers", "Winter", "Day", "Knight", "Bishop", "King", "Noble", "Sharp", "Swift", "Hunt",
    "O'Sullivan", "McCarthy", "Byrne", "Kavanagh", "Ni Bhriain", "O'Donoghue", "Fitzgerald", "Duggan", "Whelan",
    "Te Rangi", "Parata", "Tawhiri", "Ngata", "Hohaia", "Faleolo", "Tupou", "Fonoti",
    "Patel", "Chaudhry", "Sandhu", "Kaur", "Rahman", "Haddad", "Hussein", "Abdullahi", "Warsame", "Mirza",
    "Okafor", "Adeyemi", "Nwosu", "Mensah", "Boateng", "Owusu", "Asante", "Moyo",
    "Zhang", "Li", "Ng", "Chan", "Nguyen", "Tran", "Pham", "Tanaka", "Sato",
    "Nowak", "Wojcik", "Kowalczyk", "Lewandowska", "Popescu", "Yilmaz", "Demir",
    "Llewellyn", "Pritchard", "MacLeod", "Campbell", "Fraser", "Munro", "Sutherland",
    "Santos", "dela Cruz", "Reyes", "Papadopoulos", "Georgiou", "Rossi", "Esposito", "Ferreira", "Almeida",
    "Hargreaves", "Ashworth", "Pilkington", "Thwaite", "Entwistle", "Featherstone", "Rowbotham",
    "Kowalski-Hart", "Smith-Ogunleye", "Van der Berg", "Schultz", "Lindqvist",
]
NICK = {"William": "Will", "Robert": "Rob", "Patricia": "Pat", "Margaret": "Peggy"}

REGIONS = ["UK", "IE", "AU", "NZ"]

TOWNS = {
    "UK": ["Ashcombe", "Bramleigh", "Ravensholme", "Eastwick", "Hollinsby", "Cresswold", "Stanmere", "Wexcombe",
           "Lydbrook Cross", "Marlow Heath", "Thornley Bridge", "Gorsedale", "Kettleby", "Saltmarsh"],
    "IE": ["Ballycarrig", "Kilbarrow", "Rathmoyle", "Clonbrack", "Lisdarragh", "Drumcullen", "Carrigmore",
           "Annaghvale", "Knockderry", "Inchbeg"],
    "AU": ["Wattle Creek", "Bindarra", "Yallanbee", "Port Carrick", "Mirrool Heights", "Coolabah Springs",
           "Ironbark Flat", "Tarrangower", "Kinsale Bay", "Gumleaf Ridge"],
    "NZ": ["Port Tainui", "Kowhai Bay", "Totara Heights", "Whareroa Springs", "Rimu Valley", "Karaka Point",
           "Pohutu Flat", "Manuka Downs", "Tuatara Creek", "Harakeke"],
}
# UK and Irish counties are CITY (town, city, county); AU states and NZ regions are STATE.
COUNTIES = {
    "UK": ["Lancashire", "Devon", "Norfolk", "Cumbria", "Shropshire", "Somerset", "Durham", "Fife", "Powys"],
    "IE": ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Wexford", "Tipperary", "Sligo", "Clare"],
}
STATES = {
    "AU": ["NSW", "VIC", "QLD", "WA", "TAS", "New South Wales", "Victoria", "Queensland", "Tasmania"],
    "NZ": ["Canterbury", "Otago", "Waikato", "Northland", "Southland", "Taranaki", "Bay of Plenty", "Manawatu"],
    "IE": ["Munster", "Leinster", "Connacht", "Ulster"],
}
STREET_NAMES = ["Elm", "Quarry", "Chapel", "Mill", "Station", "Harbour", "Ferry", "Orchard", "Tannery", "Wattle",
                "Kowhai", "Ropewalk", "Mariner", "Bracken", "Sycamore", "Church", "Lighthouse", "Pinfold",
                "Drovers", "Ironbark", "Totara", "Cannery", "Weavers", "Salt", "Bell", "Rook"]
STREET_KINDS = ["Street", "Road", "Lane", "Avenue", "Close", "Crescent", "Terrace", "Drive", "Parade", "Way",
                "Rd", "St", "Ave"]
FLAT_KINDS = ["Flat", "Unit", "Apt"]

HOSPITALS = {
    "UK": ["Ashcombe Royal Infirmary", "Bramleigh General Hospital", "St Aldhelm's Hospital",
           "Ravensholme Community Hospital", "Fairhaven District General", "Queen Isolde Memorial Hospital",
           "Gorsedale Royal Hospital", "Stanmere Park Hospital"],
    "IE": ["Kilbarrow University Hospital", "St Brigid's General Hospital", "Rathmoyle Regional Hospital",
           "Mercy Clonbrack Hospital", "St. Ita's Community Hospital", "Knockderry District Hospital"],
    "AU": ["Wattle Creek Base Hospital", "Port Carrick District Hospital", "Bindarra Health Service",
           "St Columba's Private Hospital", "Yallanbee Memorial Hospital", "Coolabah Springs Hospital"],
    "NZ": ["Port Tainui Hospital", "Totara Heights Hospital", "Kowhai Bay Base Hospital", "Rimu Valley Hospital",
           "Whareroa Springs Maternity Unit", "St Kentigern's Hospital"],
}
PRACTICES = {
    "UK": ["Elmfield Surgery", "Canal Street Medical Practice", "Wexcombe Health Centre", "Thornley Bridge Surgery",
           "The Old Forge Practice", "Saltmarsh Group Practice"],
    "IE": ["Harbour View Family Practice", "Main Street Medical Centre", "Clonbrack Family Doctors",
           "Inchbeg Medical Practice", "Quay Road Surgery"],
    "AU": ["Yallanbee Family Medical", "Gumleaf Ridge Medical Centre", "Kinsale Bay GP Clinic",
           "Ironbark Flat Medical Practice", "Bindarra Doctors"],
    "NZ": ["Kowhai Bay Medical Centre", "Karaka Point Health", "Rimu Valley Family Doctors",
           "Harakeke Medical Practice", "Manuka Downs Health Centre"],
}
WARDS = ["Rowan Ward", "Kestrel Ward", "Hawthorn Unit", "Banksia Ward", "Kauri Ward", "St Finbarr's Ward",
         "Ward 7B", "Larch Ward", "Puriri Ward", "Heron Ward", "Osprey Ward", "Wattle Ward", "Curlew Ward",
         "Ward 12", "Acorn Unit", "Bluebell Ward", "Tui Ward", "Jacaranda Ward"]
MH_UNITS = ["Aspen House", "Fernbank Unit", "The Beacon Centre", "Harbourlight Unit", "Kahikatea House",
            "Willowmere Unit"]
CARE_HOMES = ["Larchmont House", "Seaview Lodge Care Home", "Brookfield Manor Nursing Home", "Rata Court Rest Home",
              "Ironbark Gardens Aged Care", "St Enda's Nursing Home"]
PHARMACIES = ["Quayside Pharmacy", "Main Street Chemist", "Harbourside Pharmacy", "Gumleaf Chemist",
              "Kowhai Bay Pharmacy", "Hillcrest Pharmacy"]
ORGS = ["Tidewater Freight Ltd", "Greyfield Quarries", "Bramleigh Academy", "Kowhai Primary School",
        "Southgate Dairy Co-operative", "St Ninian's Parish Church", "Marram Point Surf Life Saving Club",
        "Carrick Mills", "Ironbark Mining Pty Ltd", "Harbour Bakeries", "Brightwater Logistics",
        "Corrib Fisheries Ltd", "Hollinsby Borough Council", "Stanmere Rugby Club", "Tarrangower Shire Council",
        "Pinecrest Timber Co", "Saltmarsh Ferries", "Lisdarragh GAA Club", "Rimu Valley Vineyards",
        "Anchor Point Cleaning Services", "Kilbarrow Credit Union", "Wexcombe Bus Company", "Northgate Poultry",
        "Mirrool Grain Growers", "Fenwick and Daughters Solicitors", "Redgum Aged Care Services",
        "Seabright Call Centre", "Totara Heights High School", "St Oda's Secondary School", "Kingfisher Supermarket"]
PROFESSIONS = ["welder", "school teacher", "bus driver", "plasterer", "shepherd", "dairy farmer", "fisherman",
               "barista", "electrician", "accountant", "forklift driver", "chef", "postman", "lorry driver",
               "shearer", "taxi driver", "solicitor", "florist", "hairdresser", "roofer", "crane operator",
               "bricklayer", "dental receptionist", "warehouse operative", "care assistant", "joiner",
               "mechanic", "train guard", "primary school teacher", "civil engineer", "baker", "cleaner",
               "sheep farmer", "nursery nurse", "retail manager", "builder", "miner", "vineyard worker",
               "software developer", "librarian", "police officer", "painter and decorator", "butcher"]
COUNTRIES = ["Poland", "Portugal", "Ghana", "Nigeria", "India", "Pakistan", "Somalia", "Philippines", "Vietnam",
             "China", "Samoa", "Tonga", "Fiji", "Romania", "Turkey", "Greece", "Italy", "Brazil", "South Africa",
             "Zimbabwe", "Canada", "Spain", "Lithuania", "Sri Lanka", "Malaysia", "New Zealand",
             "Australia", "Ireland"]
RELATIONS_F = ["wife", "partner", "daughter", "sister", "niece", "neighbour", "friend", "mother", "granddaughter",
               "carer", "daughter-in-law", "aunt"]
RELATIONS_M = ["husband", "partner", "son", "brother", "nephew", "neighbour", "friend", "father", "grandson", "carer",
               "son-in-law", "uncle"]
RELATIONS = ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "niece", "nephew", "neighbour",
             "friend", "mother", "father", "granddaughter", "grandson", "carer", "daughter-in-law", "son-in-law"]
CREDS = ["MBBS", "MD", "MRCP", "FRCP", "FRCS", "FRACS", "FRANZCOG", "MRCOG", "RN", "RGN", "RM", "RMN", "NP",
         "PA-C", "BSc", "MB BCh BAO", "FACEM", "FRCPI", "CNS"]
