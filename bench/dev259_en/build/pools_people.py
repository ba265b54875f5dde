"""Invented person-name pools for dev259_en (author 259).

Names are grouped by rough linguistic origin so that each note can draw a
patient, relatives and staff of varied backgrounds.  Combinations are random;
any match with a real person is unintended.
"""

FIRST = {
    "anglo": {
        "M": ["Callum", "Declan", "Rory", "Fraser", "Hamish", "Toby", "Jasper", "Owen", "Gareth", "Rhys",
              "Dylan", "Ewan", "Angus", "Wesley", "Garrett", "Brody", "Tanner", "Colby", "Heath", "Lachlan",
              "Bradley", "Clifford", "Desmond", "Forrest", "Grady", "Harlan", "Irving", "Kendall", "Lyle",
              "Mervyn", "Nolan", "Perry", "Quentin", "Royce", "Stanley", "Thaddeus", "Vaughn", "Wendell",
              "William", "Robert", "Thomas", "James", "Edward", "Richard", "Michael", "Daniel", "Benjamin"],
        "F": ["Isla", "Morag", "Fiona", "Ailsa", "Bronwen", "Carys", "Delyth", "Eilidh", "Kirsty", "Shona",
              "Harriet", "Imogen", "Philippa", "Rosalind", "Tamsin", "Verity", "Wren", "Brooke", "Cassidy",
              "Darcy", "Everly", "Hadley", "Jolene", "Kaylee", "Lorna", "Maisie", "Nell", "Opal", "Pippa",
              "Rowena", "Sadie", "Tegan", "Bethany", "Margaret", "Elizabeth", "Katherine", "Susan", "Jennifer",
              "Deborah", "Patricia", "Rebecca", "Abigail"],
    },
    "irish": {
        "M": ["Cian", "Oisin", "Padraig", "Ronan", "Seamus", "Tadhg", "Eoin", "Niall", "Colm", "Darragh"],
        "F": ["Aoife", "Siobhan", "Niamh", "Orla", "Roisin", "Saoirse", "Grainne", "Clodagh", "Aisling"],
    },
    "maori": {
        "M": ["Wiremu", "Tama", "Rawiri", "Hemi", "Manaia", "Nikau", "Tane", "Ihaia", "Kauri", "Rangi"],
        "F": ["Aroha", "Ngaio", "Moana", "Kiri", "Anahera", "Hine", "Mere", "Tui", "Awhina", "Marama"],
    },
    "nepali": {
        "M": ["Pasang", "Lhakpa", "Dawa", "Mingma", "Pemba", "Nima", "Phurba", "Tenzing", "Ang Nuru",
              "Karma", "Bishnu", "Ramesh", "Suman", "Dipendra", "Kiran", "Prakash", "Bikram", "Sanjay"],
        "F": ["Dolma", "Yangzi", "Diki", "Lhamu", "Pema", "Sita", "Gita", "Sabina", "Anjali", "Sunita",
              "Kamala", "Rojina", "Chhiring"],
    },
    "inuit": {
        "M": ["Jaani", "Pauloosie", "Akeeshoo", "Iqaluk", "Simeonie", "Lucassie", "Tagak", "Josephee"],
        "F": ["Elisapee", "Leetia", "Ooleepeeka", "Meeka", "Annie", "Sheepa", "Nuvija", "Qapik"],
    },
    "south_asian": {
        "M": ["Arjun", "Vikram", "Rohan", "Imran", "Faisal", "Harpreet", "Nikhil", "Siddharth", "Tariq"],
        "F": ["Priya", "Ananya", "Kavita", "Meera", "Shreya", "Noor", "Farah", "Jaspreet", "Lakshmi"],
    },
    "east_asian": {
        "M": ["Haruto", "Kenji", "Takumi", "Wei", "Jun", "Minho", "Jae-won", "Hiroshi", "Zhen", "Bao"],
        "F": ["Yuki", "Sakura", "Mei", "Xiu", "Hana", "Ji-woo", "Sora", "Lian", "Aiko", "Yeon"],
    },
    "european": {
        "M": ["Matthias", "Lukas", "Pieter", "Sven", "Bjorn", "Mateusz", "Tomasz", "Luca", "Matteo",
              "Javier", "Mateo", "Thibault", "Etienne", "Anders", "Henrik", "Jakob", "Florian", "Dmitri",
              "Andrei", "Kasper", "Joost", "Raphael", "Ignacio"],
        "F": ["Annika", "Freya", "Ingrid", "Liesel", "Agnieszka", "Zofia", "Giulia", "Chiara", "Lucia",
              "Ines", "Amelie", "Margaux", "Solveig", "Astrid", "Katarina", "Anouk", "Elke", "Milena",
              "Paloma", "Oksana"],
    },
    "african": {
        "M": ["Chidi", "Emeka", "Kwame", "Kofi", "Tunde", "Sipho", "Thabo", "Olu", "Yaw", "Kelechi"],
        "F": ["Adaeze", "Amara", "Ngozi", "Efua", "Abena", "Zanele", "Folake", "Nkechi", "Ayo"],
    },
    "arabic_persian": {
        "M": ["Karim", "Omar", "Yusuf", "Samir", "Dariush", "Reza", "Kian", "Nabil", "Hamza"],
        "F": ["Layla", "Yasmin", "Soraya", "Leila", "Shirin", "Nadia", "Rania", "Mariam", "Parisa"],
    },
    "latin": {
        "M": ["Joaquin", "Rafael", "Diego", "Thiago", "Emilio", "Rodrigo", "Santiago", "Gustavo"],
        "F": ["Camila", "Valentina", "Renata", "Ximena", "Luciana", "Beatriz", "Marisol", "Rocio"],
    },
    "seasian": {
        "M": ["Minh", "Tuan", "Rizal", "Andres", "Somchai", "Arif", "Danilo", "Quang"],
        "F": ["Linh", "Thu", "Mai", "Maricel", "Siti", "Ploy", "Rosalie", "Ngoc"],
    },
}

LAST = {
    "anglo": ["Ashdown", "Blackwood", "Carrow", "Dunmore", "Fairbairn", "Gillespie", "Hartnell", "Inglis",
              "Kinnear", "Lockhart", "MacAskill", "Mackintyre", "Napier", "Ormiston", "Pettigrew",
              "Rutherford", "Strachan", "Tennant", "Urquhart", "Wardlaw", "Birtwistle", "Cresswell",
              "Dimmock", "Eastwood", "Fenwick", "Grimshaw", "Hollins", "Jessop", "Kettering", "Lumley",
              "Marchbank", "Netherton", "Oakley", "Pennock", "Quayle", "Ramsbottom", "Sowerby",
              "Threlkeld", "Upshaw", "Varney", "Whitlock", "Yardley", "Bramwell", "Cattermole", "Drury",
              "Ellwood", "Froggatt", "Gedge", "Huxtable", "Ibbotson", "Jennison", "Kemble", "Lathbury",
              "Moffatt", "Northcott", "Overend", "Prowse", "Radcliffe", "Stenhouse", "Tolley", "Vosper",
              "Wagstaff", "Beckwith", "Colquhoun", "Dalgleish", "Haldane", "McCrindle", "Sinclair-Hay",
              "Pryce-Jones", "Llewellyn", "Vaughan", "Bowen", "Penhaligon", "Trevithick", "Caudle",
              "Hickey", "Whitmore", "Sandoval-Reid", "Brightwater", "Halvorsen", "Kincaid", "Lattimer",
              "Merriweather", "Oxley", "Pruitt", "Rawlings", "Stoddard", "Tillman", "Vickery", "Winslow"],
    "irish": ["O'Donnell", "O'Sullivan", "McGillicuddy", "Ni Bhriain", "Fitzgerald", "Kavanagh",
              "Donoghue", "Moynihan", "Breathnach", "Costigan", "Geraghty", "Mulcahy", "O'Keeffe"],
    "maori": ["Te Awa", "Tipene", "Waaka", "Parata", "Ruatapu", "Henare", "Kereama", "Te Rangi",
              "Whaanga", "Ngata-Harris", "Tahere", "Poutama", "Karaka"],
    "nepali": ["Sherpa", "Tamang", "Gurung", "Rai", "Thapa", "Magar", "Limbu", "Lama", "Shrestha",
               "Bhattarai", "Adhikari", "KC", "Poudel", "Ghale", "Dahal", "Karki", "Bista"],
    "inuit": ["Kilabuk", "Nowdlak", "Akavak", "Qaqqasiq", "Etuangat", "Ipeelie", "Angnatok", "Kooneeliusie",
              "Pitseolak", "Arnaquq"],
    "south_asian": ["Raghunathan", "Chaudhry", "Bhatia", "Venkatesan", "Malhotra", "Qureshi", "Sandhu",
                    "Iyer", "Deshpande", "Mirza", "Siddiqui", "Banerjee"],
    "east_asian": ["Takahashi", "Nakamura", "Fujimoto", "Zhao", "Huang", "Lin", "Park", "Seo", "Choi",
                   "Matsuda", "Kwan", "Yoshida", "Ou-Yang"],
    "european": ["Van der Merwe", "De Vries", "Lindqvist", "Haugland", "Kowalczyk", "Wisniewska",
                 "Bernasconi", "Ferraro", "Castellanos", "Duval", "Lefebvre", "Brunner", "Hofstetter",
                 "Eriksen", "Novak", "Horvath", "Schuurman", "Dubois", "Vasquez-Ortega", "Oberhauser",
                 "Sokolova", "Petrovic", "Janssens", "Moreau", "Zimmerli", "von Arx"],
    "african": ["Okonkwo", "Adeyemi", "Mensah", "Asante", "Nkosi", "Dlamini", "Okafor", "Boateng",
                "Eze", "Mahlangu", "Oyelaran"],
    "arabic_persian": ["Haddad", "Farahani", "Khalil", "Nasseri", "Mansour", "Tehrani", "Al-Amin",
                       "Saberi", "Rostami"],
    "latin": ["Alvarado", "Quispe", "Mendoza", "Carvalho", "Figueroa", "Saavedra", "Zuniga", "Barbosa",
              "Villanueva"],
    "seasian": ["Nguyen", "Tran", "Santos", "Dela Cruz", "Wibowo", "Pham", "Reyes", "Suwannarat"],
}

# Weights of origin per country of the note (patient pool); staff use a flatter mix.
ORIGIN_WEIGHTS = {
    "US": {"anglo": 8, "irish": 1, "latin": 3, "east_asian": 2, "south_asian": 1, "african": 1,
           "european": 2, "arabic_persian": 1, "seasian": 1},
    "CA": {"anglo": 6, "irish": 1, "inuit": 3, "european": 3, "east_asian": 2, "south_asian": 2,
           "african": 1, "latin": 1, "seasian": 1},
    "UK": {"anglo": 9, "irish": 2, "south_asian": 2, "european": 2, "african": 1, "east_asian": 1,
           "arabic_persian": 1},
    "NZ": {"anglo": 6, "maori": 4, "european": 2, "east_asian": 2, "seasian": 1, "south_asian": 1},
    "NP": {"nepali": 5, "anglo": 3, "european": 3, "east_asian": 2, "south_asian": 1, "irish": 1,
           "latin": 1, "arabic_persian": 1},
    "AU": {"anglo": 7, "irish": 1, "east_asian": 2, "european": 2, "seasian": 2, "south_asian": 1},
    "AQ": {"anglo": 5, "european": 3, "maori": 1, "east_asian": 1, "irish": 1, "latin": 1},
}

NICK = {
    "William": "Bill", "Robert": "Bob", "Thomas": "Tom", "James": "Jim", "Edward": "Ted",
    "Richard": "Rick", "Michael": "Mike", "Daniel": "Dan", "Benjamin": "Ben", "Margaret": "Peggy",
    "Elizabeth": "Beth", "Katherine": "Kate", "Susan": "Sue", "Jennifer": "Jen", "Deborah": "Deb",
    "Patricia": "Trish", "Rebecca": "Becky", "Abigail": "Abby", "Philippa": "Pip", "Lachlan": "Lachie",
    "Bradley": "Brad", "Stanley": "Stan", "Wiremu": "Bill", "Rawiri": "Dave", "Tenzing": "Ten",
    "Matthias": "Matti", "Dmitri": "Dima", "Santiago": "Santi", "Valentina": "Vale", "Siddharth": "Sid",
    "Nikhil": "Nik", "Alexandra": "Lexi", "Ooleepeeka": "Peeka", "Pauloosie": "Paul",
}

RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("partner", None), ("mother", "F"), ("father", "M"),
    ("sister", "F"), ("brother", "M"), ("daughter", "F"), ("son", "M"), ("friend", None),
    ("climbing partner", None), ("fiancee", "F"), ("fiance", "M"), ("flatmate", None),
    ("aunt", "F"), ("uncle", "M"), ("stepfather", "M"), ("girlfriend", "F"), ("boyfriend", "M"),
]

# Occupations of patients or relatives (PROFESSION when tied to them).
PROFESSIONS = [
    "primary school teacher", "geologist", "glaciologist", "ski instructor", "lift operator",
    "mountain guide", "trekking porter", "civil engineer", "software developer", "accountant",
    "paramedic", "park ranger", "firefighter", "electrician", "plumber", "sheep farmer",
    "dairy farmer", "fishing guide", "bush pilot", "helicopter engineer", "snowplough driver",
    "hydrologist", "field biologist", "veterinary nurse", "journalist", "photographer",
    "architect", "solicitor", "barista", "chef", "carpenter", "stonemason", "dental hygienist",
    "university lecturer", "PhD student", "postdoctoral researcher", "boilermaker", "welder",
    "truck driver", "miner", "ice road trucker", "radio operator", "meteorologist",
    "diesel mechanic", "logistics coordinator", "pharmacy technician", "retired engineer",
    "retired nurse", "retired police officer", "bank manager", "outdoor instructor",
    "snowboard instructor", "cook at a trekking lodge", "lodge owner", "yak herder",
    "airline pilot", "graphic designer", "social worker", "tree surgeon", "surveyor",
    "kayak guide", "rope access technician", "wind turbine technician", "zookeeper",
    "music teacher", "cartographer", "forestry worker", "youth worker", "librarian",
]
