"""Invented value pools for dev105_en. Every name, street, town, hospital and
organisation below was made up for this set; real country/state/region names
are used only as generic geography."""

GIVEN_F = [
    "Aroha", "Mere", "Ngaire", "Siobhan", "Aoife", "Niamh", "Saoirse", "Grainne", "Eilidh", "Morag",
    "Catriona", "Rhiannon", "Ffion", "Carys", "Bethan", "Margaret", "Janet", "Susan", "Karen", "Linda",
    "Priya", "Anjali", "Sunita", "Harpreet", "Ayesha", "Fatima", "Nasreen", "Shirin", "Mei", "Xiu",
    "Lan", "Thuy", "Hoa", "Maricel", "Rowena", "Ji-woo", "Yuki", "Chiamaka", "Ngozi", "Adaeze",
    "Abena", "Akosua", "Hodan", "Amina", "Agnieszka", "Katarzyna", "Ruta", "Ioana", "Eleni", "Despina",
    "Giulia", "Rania", "Nadia", "Dilini", "Tatiana", "Leilani", "Malia", "Sina", "Mele", "Talia",
    "Chloe", "Olivia", "Charlotte", "Amelia", "Isla", "Evie", "Freya", "Zoe", "Jessica", "Kylie",
    "Sharon", "Deborah", "Bronwyn", "Tegan", "Shannon", "Moana", "Kiri", "Anahera", "Wiremu",
]
GIVEN_F = [g for g in GIVEN_F if g != "Wiremu"]
GIVEN_M = [
    "Wiremu", "Tane", "Rawiri", "Hemi", "Ciaran", "Padraig", "Eoin", "Cathal", "Fergus", "Callum",
    "Hamish", "Gareth", "Rhys", "Dafydd", "Iwan", "David", "Peter", "Michael", "Stephen", "Graham",
    "Rajesh", "Arjun", "Vikram", "Gurpreet", "Imran", "Tariq", "Bilal", "Wei", "Jun", "Hao",
    "Minh", "Duc", "Thanh", "Jomar", "Rodel", "Min-jun", "Kenji", "Chidi", "Emeka", "Oluwaseun",
    "Kwame", "Kofi", "Abdirahman", "Yusuf", "Lukasz", "Piotr", "Tomas", "Andrei", "Nikos", "Giorgos",
    "Marco", "Karim", "Samir", "Ruwan", "Thiago", "Sione", "Tevita", "Lui", "Viliami", "Jack",
    "Oliver", "Harry", "Liam", "Noah", "Lachlan", "Brendan", "Darren", "Shane", "Wayne", "Craig",
    "Trevor", "Nigel", "Colin", "Declan", "Seamus",
]
# given names that are also ordinary English words
WORD_GIVEN_F = ["Hope", "Grace", "Faith", "Joy", "Rose", "Daisy", "Holly", "Ruby", "Dawn", "Amber",
                "Heather", "Ivy", "Iris", "Patience", "Summer", "Honor"]
WORD_GIVEN_M = ["Will", "Hunter", "Bill", "Mark", "Pat", "Frank", "Miles", "Rusty", "Clay", "Sunny",
                "Chase", "Forrest"]
SURNAMES = [
    "Ngata", "Te Whata", "Parata", "Tipene", "Horomona", "Rangihuna", "Leota", "Tuilagi", "Faleolo",
    "Sapolu", "Taufa", "Fifita", "Vaipulu", "Naivalu", "O'Sullivan", "McGrath", "Donnelly", "Ni Bhriain",
    "Kavanagh", "Brennan", "Fitzgerald", "Cullinane", "MacLeod", "Fraser", "Sinclair", "Munro", "Pryce",
    "Llewellyn", "Bowen", "ap Rhys", "Hargreaves", "Whitworth", "Pemberton", "Oakley", "Thistlewood",
    "Patel", "Sharma", "Iyer", "Reddy", "Nair", "Sandhu", "Gill", "Raza", "Qureshi", "Mahmood", "Iqbal",
    "Rahman", "Chowdhury", "Chen", "Wong", "Zhou", "Lam", "Tan", "Nguyen", "Tran", "Pham", "Vo",
    "Santos", "Reyes", "dela Cruz", "Bautista", "Kim", "Park", "Choi", "Tanaka", "Sato", "Okafor",
    "Adeyemi", "Okonkwo", "Eze", "Balogun", "Mensah", "Boateng", "Asante", "Warsame", "Abdi", "Hassan",
    "Kowalski", "Nowak", "Wisniewska", "Kazlauskas", "Popescu", "Ionescu", "Papadopoulos", "Georgiou",
    "Romano", "Esposito", "Haddad", "Khoury", "Perera", "Fernando", "Oliveira", "Souza", "Whitcombe",
    "Ashdown", "Fairweather", "Goodall", "Penrose", "Trelawney", "Castellano", "Mbatha-Ross",
]
WORD_SURNAMES = ["Baker", "King", "Cook", "Hill", "Wood", "Young", "White", "Green", "Brown", "Black",
                 "Mason", "Hunter", "Bell", "Walker", "Page", "Price", "Rich", "Wise", "Wells", "Marsh",
                 "Field", "Moody", "Best", "Power", "Sharp", "Love", "Friend", "Small", "Little", "Long",
                 "Fox", "Hart", "Stone", "Snow", "Frost", "Church", "Lamb", "Bird", "Swift", "Cross",
                 "Banks", "Gold", "Street", "Hope", "Grace"]

COUNTRIES = {
    "UK": dict(
        towns=["Ashbridge", "Thornwick", "Harrowfield", "Cleeve Marsh", "Penhallow", "Kelsbury", "Stainforth",
               "Glenmorrow", "Llanfrechan", "Bramley Cross", "Oakhurst Vale", "Fenbury", "Wetherstone",
               "Castlegreave", "Dunkellie", "Aberwenn", "Holmside", "Pendleby", "Saltmarsh Green", "Kirkbrae"],
        counties=["Westmereshire", "Brackenshire", "Cleevedale", "Harrowmoor", "Morlandshire", "Pendle Vale"],
        states=[],
        hospsfx=["Royal Infirmary", "General Hospital", "Community Hospital", "District General Hospital"],
        hospfixed=["St Aldhelm's Hospital", "Queen Adelaide Hospital", "Larkhill University Hospital",
                   "Brackenshire Royal Hospital", "St Wendreda's Hospital"],
        mrn_label=["Hospital No", "Hosp no.", "Unit no.", "RXA no."], nat_label=["NHS No", "NHS Number", "NHS no."],
        ssn_label=["NI No", "National Insurance no."], plan_label=["Private cover policy"],
        country_name=["United Kingdom", "UK"],
    ),
    "IE": dict(
        towns=["Kilmorran", "Ballyfenna", "Carrigmore", "Drumlanagh", "Rathcullen", "Tobercarra", "Inishdrum",
               "Clonmara", "Annagreen", "Lisbrennan", "Castlekeel", "Ballinacurra Beg", "Knockderra"],
        counties=["Co. Ardcullen", "Co. Maghera", "Co. Breffney", "Co. Slievenagh", "Co. Duncarra"],
        states=["Munster", "Leinster", "Connacht"],
        hospsfx=["University Hospital", "General Hospital", "Regional Hospital", "Community Nursing Unit"],
        hospfixed=["St Brigid's University Hospital", "Mercy Hospital Kilmorran", "St Finian's Hospital",
                   "Our Lady of Lourdes Hospital Clonmara", "Rathcullen Community Hospital"],
        mrn_label=["MRN", "Hospital no.", "Chart no."], nat_label=["IHI", "Individual Health Identifier"],
        ssn_label=["PPSN", "PPS No"], plan_label=["Medical card no.", "GMS no.", "Laurel Health Cover no."],
        country_name=["Ireland", "Republic of Ireland"],
    ),
    "AU": dict(
        towns=["Wattle Creek", "Bellarine Heights", "Kurrajong Park", "Banksia Vale", "Mallee Flats",
               "Coolabah Springs", "Yarrowee", "Brolga Point", "Jacaranda Hill", "Ironbark Ridge", "Myall Downs",
               "Tarrawong", "Gidgee Crossing", "Quandong Bay"],
        counties=[],
        states=["NSW", "VIC", "QLD", "SA", "WA", "TAS", "New South Wales", "Victoria", "Queensland",
                "South Australia", "Western Australia", "Tasmania"],
        hospsfx=["Base Hospital", "District Hospital", "Health Service", "Community Health Centre"],
        hospfixed=["Royal Tarrawong Hospital", "St Ninian's Hospital Wattle Creek", "Coolabah Private Hospital",
                   "Banksia Vale Hospital and Health Service", "Brolga Point Medical Centre"],
        mrn_label=["URN", "UR No", "MRN"], nat_label=["IHI"],
        ssn_label=["TFN"], plan_label=["Medicare No", "Medicare", "DVA No", "Harbourline Health member no."],
        country_name=["Australia"],
    ),
    "NZ": dict(
        towns=["Kowhai Bay", "Te Rawhiti Heights", "Matairangi", "Pohutu Valley", "Karaka Downs", "Rimu Hill",
               "Harakeke", "Waimarie", "Korimako Bay", "Whetu Point", "Tawapuke", "Ruawai Flats"],
        counties=[],
        states=["Waikato", "Canterbury", "Otago", "Northland", "Bay of Plenty", "Taranaki", "Southland",
                "Hawke's Bay", "Manawatu-Whanganui", "Tasman"],
        hospsfx=["Hospital", "Base Hospital", "Health Centre", "Rural Hospital"],
        hospfixed=["Te Whare Oranga Hospital", "Kowhai Bay Hospital", "Matairangi Base Hospital",
                   "Harakeke Rural Hospital", "Whetu Point Health"],
        mrn_label=["NHI", "NHI No"], nat_label=["NHI"],
        ssn_label=["IRD No", "IRD number"], plan_label=["Kahu Health Cover member no.", "CSC no.", "Community Services Card"],
        country_name=["New Zealand", "Aotearoa New Zealand"],
    ),
}
COUNTRY_ORDER = ["UK", "IE", "AU", "NZ"]

STREET_WORDS = ["Elm", "Larkspur", "Kauri", "Totara", "Wattle", "Banksia", "Rowan", "Ardmore", "Glebe",
                "Mill", "Station", "Chapel", "Jubilee", "Kowhai", "Harbour", "Riverside", "Orchard", "Beacon",
                "Cedar", "Hawthorn", "Foxglove", "Kingfisher", "Puriri", "Manuka", "Ironbark", "Seaview",
                "Tannery", "Ropewalk", "Cloverfield", "Primrose", "Blackthorn", "Willowbank", "Marram",
                "Coronation", "Victoria", "Abbey", "Quarry", "Brewery", "Tui", "Pohutukawa", "Jarrah"]
STREET_SFX = ["Road", "Street", "Avenue", "Lane", "Close", "Crescent", "Drive", "Way", "Terrace", "Grove",
              "Place", "Court", "Gardens", "Rise", "Parade", "Row"]

PRACTICE_PAT = ["{w} Surgery", "{t} Medical Centre", "{t} Health Centre", "{w} Family Practice",
                "{w} Medical Practice", "{t} Group Practice", "{w} Road Surgery", "{w} Health"]
WARDS = ["Larch Ward", "Kowhai Ward", "Rowan Ward", "Heron Ward", "Nightingale Ward", "Ward St Anne's",
         "Puriri Ward", "Banksia Ward", "Fern Unit", "Osprey Ward", "Curlew Ward"]
UNITS = ["Rowan Diabetes Centre", "Seacole Respiratory Unit", "Harbourside Women's Clinic",
         "Linden Day Unit", "Kereru Child Health Centre", "Maple Antenatal Clinic", "Ashgrove Memory Clinic"]
PHARMACIES = ["{t} Pharmacy", "{w} Chemist", "{w} Pharmacy", "{t} Late Night Chemist", "{w} Pharmacy and Wellness"]
OOH = ["Harbourcall Out of Hours", "{t} Urgent Care", "NightDoc {t}", "{t} After Hours Medical",
       "CareCall {t} GP Co-op"]
BUILDINGS = ["Fairview Wing", "Brennan House", "Tamar Block", "Kauri Building", "the Old Mill Annex",
             "Clocktower Building", "Pioneer Pavilion", "Ferndale Court"]

ORGS = ["Halden Logistics", "Brightwater Dairy Co-op", "Kestrel Building Supplies", "Marram Foods",
        "Tui Ridge Vineyards", "Copperleaf Insurance", "Blackthorn Quarries", "Pinecrest Supermarkets",
        "Greyfield Council Depot", "Northgate Academy", "St Ciaran's National School", "Kowhai Primary School",
        "Riverbend Kindergarten", "Ashbridge Rugby Club", "Saltmarsh Fisheries", "Ironbark Mining Pty Ltd",
        "Lakeshore Call Centre", "Harbour Freight Lines", "Oakridge College", "Wattle Creek High School",
        "Fenbury Bus Company", "Gannet Engineering", "Mulberry Childcare", "Tarrawong Shire Works",
        "Clonmara Credit Union", "Redpath Bakery", "Southcross Meats", "Pohutu Valley Orchards"]
SCHOOLS = ["Kowhai Primary School", "St Ciaran's National School", "Riverbend Kindergarten",
           "Wattle Creek Public School", "Holmside Nursery", "Mulberry Childcare", "Tawapuke Kura",
           "Glebe Lane Infant School", "Little Acorns Creche"]
INSURERS = ["Laurel Health Cover", "Harbourline Health", "Kahu Health Cover", "Summit Medical Insurance"]

PROFESSIONS = ["scaffolder", "HGV driver", "lorry driver", "primary school teacher", "chef", "hairdresser",
               "electrician", "dairy farmer", "shearer", "fisherman", "bus driver", "care assistant",
               "accountant", "solicitor", "software developer", "cleaner", "warehouse operative",
               "retail assistant", "barista", "plumber", "carpenter", "postal worker", "forklift operator",
               "bricklayer", "university lecturer", "civil servant", "police officer", "firefighter",
               "tiler", "roofer", "mechanic", "taxi driver", "welder", "miner", "nanny", "chartered surveyor",
               "sheep farmer", "kitchen porter", "checkout operator", "secondary school teacher", "librarian",
               "landscape gardener", "stonemason", "dental receptionist", "bar manager", "labourer"]

RELATIONS = ["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother",
             "granddaughter", "grandson", "neighbour", "carer", "friend", "niece", "nephew", "mum", "dad",
             "son-in-law", "daughter-in-law", "whanau member", "flatmate"]

HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Easter Monday"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "St Stephen's Day", "New Year's Day"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter", "Boxing Day"],
            "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Easter", "Matariki"]}

TRAVEL_COUNTRIES = ["Poland", "India", "Pakistan", "the Philippines", "Nigeria", "Ghana", "Somalia",
                    "Vietnam", "China", "Samoa", "Tonga", "Fiji", "Romania", "Lithuania", "Greece", "Italy",
                    "Lebanon", "Sri Lanka", "Brazil", "South Korea", "Japan", "Spain", "Portugal", "Thailand",
                    "Indonesia", "Kenya", "South Africa", "Canada", "Bangladesh", "Malaysia"]
