"""Invented name pools for dev78_en.  Everything here was written by hand for this set.

Each origin maps to (female given names, male given names, surnames).
"""

ORIGINS = {
    "anglo": (
        ["Emily", "Sarah", "Jessica", "Hannah", "Charlotte", "Lucy", "Rebecca", "Claire", "Heather",
         "Megan", "Amanda", "Karen", "Susan", "Linda", "Deborah", "Natalie", "Chloe", "Abigail",
         "Olivia", "Madison", "Brittany", "Tracy", "Joanne", "Gemma", "Kayleigh", "Shannon",
         "Elizabeth", "Margaret", "Patricia", "Dorothy", "Jennifer", "Samantha", "Catherine",
         "Josephine", "Beverley", "Doreen", "Muriel", "Edna", "Gladys", "Hazel"],
        ["James", "Thomas", "Daniel", "Matthew", "Andrew", "Christopher", "Robert", "Richard",
         "Michael", "David", "Peter", "Gary", "Kevin", "Steven", "Nathan", "Luke", "Ryan", "Ethan",
         "Harry", "George", "Oliver", "Graham", "Derek", "Trevor", "Wayne", "Brett", "William",
         "Edward", "Anthony", "Joseph", "Henry", "Alexander", "Francis", "Reginald", "Stanley",
         "Clifford", "Norman", "Leonard"],
        ["Thompson", "Whitfield", "Carver", "Ashworth", "Pemberton", "Hargreaves", "Mitchell",
         "Fletcher", "Lawson", "Chandler", "Barlow", "Prescott", "Holloway", "Redmond", "Sutcliffe",
         "Tranter", "Blakemore", "Dunmore", "Fairbairn", "Goodwin", "Harwood", "Kingsley",
         "Langford", "Merriweather", "Norcott", "Oakley", "Pickering", "Ridley", "Stanton",
         "Thornbury", "Underwood", "Vickers", "Wainwright", "Yardley", "Hebblethwaite", "Colclough",
         "Ashdown", "Birtwistle", "Cartwright", "Dimmock"],
    ),
    "irish": (
        ["Siobhan", "Aoife", "Niamh", "Ciara", "Orla", "Roisin", "Sinead", "Grainne", "Maeve",
         "Aisling", "Clodagh", "Eimear", "Deirdre", "Brid", "Caoimhe", "Nuala", "Saoirse"],
        ["Cian", "Oisin", "Padraig", "Seamus", "Eoin", "Colm", "Donal", "Fergal", "Ronan", "Darragh",
         "Cathal", "Diarmuid", "Tadhg", "Ciaran", "Declan", "Peadar", "Fionn"],
        ["O'Sullivan", "MacCarthy", "Fitzgerald", "O'Mahony", "Keohane", "Brennan", "Doherty",
         "Gallagher", "Mulcahy", "Quinlan", "Tierney", "Flanagan", "Dunphy", "Kavanagh",
         "O'Driscoll", "Moynihan", "Cullinane", "Breathnach", "Ni Bhriain", "Mac Giolla Phadraig",
         "Hegarty", "Culhane", "Lenihan", "Scanlon"],
    ),
    "scottish": (
        ["Isla", "Eilidh", "Morag", "Kirsty", "Catriona", "Ailsa", "Fiona", "Mhairi", "Shona",
         "Iona", "Rhona", "Elspeth"],
        ["Hamish", "Angus", "Callum", "Fraser", "Euan", "Alasdair", "Lachlan", "Ruaridh", "Murdo",
         "Struan", "Gregor", "Duncan"],
        ["MacLeod", "Urquhart", "Farquharson", "McAlister", "Drummond", "Buchanan", "Lennox",
         "Cruickshank", "Menzies", "MacPhail", "Guthrie", "Sinclair", "Baird", "Ogilvie", "Rennie"],
    ),
    "hispanic": (
        ["Maria", "Lucia", "Guadalupe", "Ximena", "Valentina", "Camila", "Rosario", "Alejandra",
         "Paloma", "Itzel", "Marisol", "Yesenia", "Consuelo", "Dolores", "Araceli", "Maria Jose"],
        ["Jose", "Alejandro", "Miguel", "Javier", "Santiago", "Mateo", "Rodrigo", "Ernesto",
         "Joaquin", "Emiliano", "Arturo", "Luis", "Rafael", "Hector", "Octavio", "Francisco"],
        ["Gutierrez", "Ramirez", "Castillo", "Villanueva", "Ochoa", "Salazar", "Mendoza", "Quintero",
         "Arellano", "Fuentes", "Delgado", "Ibarra", "Zamora", "Cervantes", "Navarro", "Olivares",
         "Bustamante", "de la Cruz", "Garcia Lopez"],
    ),
    "west_african": (
        ["Abena", "Adaeze", "Ngozi", "Chiamaka", "Funmilayo", "Yetunde", "Ama", "Efua", "Akosua",
         "Aminata", "Fatoumata", "Nneka", "Temitope", "Adjoa", "Bisola", "Oluwaseun"],
        ["Kwame", "Kofi", "Chinedu", "Emeka", "Oluwadamilare", "Babajide", "Yaw", "Kwabena",
         "Ousmane", "Mamadou", "Ikechukwu", "Tunde", "Femi", "Obinna", "Segun"],
        ["Okafor", "Adeyemi", "Mensah", "Boateng", "Nwosu", "Osei", "Diallo", "Traore", "Eze",
         "Adebayo", "Owusu", "Ogunleye", "Asante", "Chukwu", "Okonkwo", "Bamidele", "Agyeman",
         "Sesay", "Kamara", "Nnamdi", "Oyelaran-Smith"],
    ),
    "south_asian": (
        ["Priya", "Ananya", "Lakshmi", "Deepika", "Kavya", "Meera", "Sunita", "Nandini",
         "Aishwarya", "Farzana", "Harpreet", "Shabnam", "Rukhsana", "Divya", "Pooja", "Sushila",
         "Geeta", "Nazia", "Padmavathi", "Revathi"],
        ["Rahul", "Arjun", "Vikram", "Sanjay", "Rajesh", "Imran", "Gurpreet", "Harjit", "Aditya",
         "Rohan", "Karthik", "Mohan", "Suresh", "Faisal", "Anand", "Venkat", "Abhishek", "Tanvir",
         "Subramanian", "Prakash"],
        ["Sharma", "Iyer", "Reddy", "Chatterjee", "Banerjee", "Menon", "Nair", "Patel", "Desai",
         "Kulkarni", "Sandhu", "Gill", "Chaudhry", "Hussain", "Rahman", "Krishnamurthy",
         "Venkataraman", "Bhattacharya", "Pillai", "Joshi", "Deshpande", "Mukherjee", "Siddiqui",
         "Ahluwalia", "Naidoo", "Govender"],
    ),
    "east_asian": (
        ["Mei", "Xiu Ying", "Yuki", "Haruka", "Ji-woo", "Seo-yeon", "Thuy", "Hoa", "Wen", "Sakura",
         "Min-ji", "Ling", "Aiko", "Huong"],
        ["Wei", "Jun", "Hiroshi", "Kenji", "Takumi", "Min-jun", "Ji-ho", "Minh", "Quang", "Bao",
         "Hao", "Jian", "Daisuke", "Seung-hoon", "Tuan"],
        ["Chen", "Wang", "Liu", "Zhang", "Tanaka", "Nakamura", "Watanabe", "Kim", "Choi", "Nguyen",
         "Tran", "Pham", "Huang", "Lim", "Ong", "Yamamoto", "Lee", "Hsieh", "Takahashi", "Zhou"],
    ),
    "eastern_european": (
        ["Katarzyna", "Agnieszka", "Oksana", "Svetlana", "Natalia", "Irina", "Ludmila", "Zofia",
         "Milena", "Jana", "Dragana", "Ivana", "Marta", "Olena", "Tatiana"],
        ["Piotr", "Tomasz", "Dmitri", "Oleksandr", "Andrei", "Vladimir", "Bogdan", "Marek", "Jakub",
         "Nikolai", "Miroslav", "Stanislav", "Radu", "Lukasz", "Goran"],
        ["Kowalski", "Nowak", "Wisniewski", "Shevchenko", "Kovalenko", "Petrov", "Ivanova",
         "Popescu", "Horvath", "Novak", "Dvorak", "Zielinski", "Jankowski", "Marinescu", "Kuznetsov",
         "Bondarenko", "Petrovic", "Lewandowska"],
    ),
    "arabic": (
        ["Fatima", "Aisha", "Layla", "Noor", "Mariam", "Huda", "Yasmin", "Rania", "Salma", "Amal",
         "Zainab", "Hala", "Dalia", "Samira", "Leen"],
        ["Mohammed", "Ahmed", "Omar", "Khalid", "Yusuf", "Tariq", "Hassan", "Karim", "Samir",
         "Walid", "Bilal", "Faris", "Ibrahim", "Nasser", "Ziad"],
        ["Al-Farsi", "Haddad", "Khoury", "Mansour", "El-Sayed", "Saleh", "Abboud", "Hamdan",
         "Qureshi", "Al-Amin", "Darwish", "Bakri", "Shalabi", "Karam", "Abu-Ghazaleh"],
    ),
    "maori_pacific": (
        ["Aroha", "Ngaire", "Kiri", "Hine", "Moana", "Losa", "Sina", "Mele", "Anahera", "Lupe",
         "Salote", "Manaia", "Tui"],
        ["Tane", "Wiremu", "Rangi", "Nikora", "Tamati", "Sione", "Tevita", "Iosefa", "Malakai",
         "Rawiri", "Keoni", "Ropata"],
        ["Ngata", "Te Rangi", "Parata", "Tawhiri", "Horomona", "Ruatapu", "Tupou", "Fifita",
         "Vaifale", "Tuilagi", "Faleolo", "Leota", "Matagi", "Taufa", "Kahukura", "Whaanga",
         "Paewai"],
    ),
    "southern_african": (
        ["Thandiwe", "Nomvula", "Lerato", "Zanele", "Palesa", "Naledi", "Busisiwe", "Ayanda",
         "Nokuthula", "Refilwe", "Annelie", "Marlize"],
        ["Sipho", "Thabo", "Mandla", "Bongani", "Themba", "Lwazi", "Sibusiso", "Tshepo", "Kagiso",
         "Jannie", "Pieter", "Riaan"],
        ["Nkosi", "Dlamini", "Mokoena", "Ndlovu", "Khumalo", "Mahlangu", "van der Merwe", "Botha",
         "Pretorius", "Mthembu", "Sithole", "Molefe", "du Plessis", "Coetzee", "Mabuza"],
    ),
    "invented": (
        ["Kessa", "Tavira", "Orlenne", "Brisa", "Yelka", "Maevin", "Ondra", "Quillan", "Sarevy",
         "Tamsel", "Liora-Vey", "Nimsa"],
        ["Orlen", "Dravik", "Tovan", "Jorun", "Ambrin", "Calder", "Fennick", "Idrel", "Bastro",
         "Corvain", "Yannic", "Marlo"],
        ["Quorvel", "Malvane", "Tressick", "Ondrasek", "Vellacott", "Brannoch", "Druvic",
         "Halmaren", "Kestley", "Orrinde", "Pennifold", "Sarkiss", "Tolliver", "Wrexall",
         "Zandberg", "Ulbrecht"],
    ),
    # names that are also ordinary English words
    "wordname": (
        ["Hope", "Rose", "Grace", "Faith", "Joy", "May", "June", "Dawn", "Ivy", "Patience", "Pearl",
         "Ruby", "Amber", "Summer", "Holly", "Daisy", "Honor", "Penny", "Carol", "Sandy", "Robin",
         "Iris", "Hazel", "Violet"],
        ["Will", "Mark", "Bill", "Frank", "Drew", "Rich", "Jack", "Gene", "Bud", "Guy", "Cliff",
         "Rod", "Pat", "Sonny", "Rusty", "Dean", "Grant", "Chase", "Art", "Ray"],
        ["Best", "Page", "Wise", "Small", "Church", "Brown", "White", "Green", "Young", "Hall",
         "Bishop", "Baker", "Cook", "Hope", "Rose", "Little", "Long", "Sharp", "Moody", "Bright",
         "Hill", "Wood", "Bell", "Swift", "Strong", "Love", "Sweet", "Day", "Knight", "King", "Fox",
         "Lamb", "Banks", "Mills", "Steel", "Frost", "Winter", "Snow", "Rivers", "Stone", "Moss",
         "Field", "Park", "Cross", "Marsh"],
    ),
}

NICKNAMES = {
    "Elizabeth": ["Liz", "Beth", "Lizzie", "Betty"], "Margaret": ["Maggie", "Peggy", "Mags"],
    "William": ["Will", "Bill", "Billy"], "Robert": ["Bob", "Rob", "Bobby"],
    "Richard": ["Rick", "Richie"], "James": ["Jim", "Jimmy", "Jamie"], "Thomas": ["Tom", "Tommy"],
    "Christopher": ["Chris", "Kit"], "Michael": ["Mike", "Mick", "Mikey"],
    "Daniel": ["Dan", "Danny"], "Matthew": ["Matt"], "Andrew": ["Andy", "Drew"],
    "Patricia": ["Pat", "Trish", "Patsy"], "Dorothy": ["Dot", "Dottie"],
    "Jennifer": ["Jen", "Jenny"], "Rebecca": ["Becky", "Bex"], "Jessica": ["Jess"],
    "Samantha": ["Sam", "Sammy"], "Alexander": ["Alex", "Sandy"], "Anthony": ["Tony"],
    "Edward": ["Ed", "Ted", "Eddie"], "Joseph": ["Joe", "Joey"], "Francis": ["Frank", "Frankie"],
    "Henry": ["Harry", "Hal"], "Catherine": ["Kate", "Cathy", "Kitty"],
    "Deborah": ["Deb", "Debbie"], "Susan": ["Sue", "Suzie"], "Josephine": ["Jo", "Josie"],
    "Abigail": ["Abby"], "Beverley": ["Bev"], "Reginald": ["Reg", "Reggie"],
    "Stanley": ["Stan"], "Clifford": ["Cliff"], "Leonard": ["Len", "Lenny"],
    "Norman": ["Norm"], "Gladys": ["Glad"], "Doreen": ["Dor"], "Steven": ["Steve"],
    "Oluwaseun": ["Seun"], "Babajide": ["Jide"], "Oluwadamilare": ["Dami"],
    "Funmilayo": ["Funmi"], "Temitope": ["Tope"], "Ikechukwu": ["Ike"], "Chiamaka": ["Amaka"],
    "Oleksandr": ["Sasha"], "Katarzyna": ["Kasia"], "Dmitri": ["Dima"], "Tatiana": ["Tanya"],
    "Agnieszka": ["Aga"], "Guadalupe": ["Lupe"], "Jose": ["Pepe"], "Alejandro": ["Alex"],
    "Francisco": ["Paco"], "Rosario": ["Charo"], "Alejandra": ["Ale"],
    "Aishwarya": ["Ash"], "Abhishek": ["Abhi"], "Venkat": ["Venki"], "Subramanian": ["Subbu"],
    "Padmavathi": ["Padma"], "Lakshmi": ["Lakshmi"], "Mohammed": ["Mo"], "Ibrahim": ["Ibby"],
    "Padraig": ["Paudie"], "Siobhan": ["Shiv"], "Diarmuid": ["Dermot"], "Seamus": ["Shay"],
    "Alasdair": ["Ali"], "Callum": ["Cal"], "Catriona": ["Cat"], "Elspeth": ["Elsie"],
    "Wiremu": ["Wi"], "Thandiwe": ["Thandi"], "Nokuthula": ["Thuli"], "Busisiwe": ["Busi"],
    "Sibusiso": ["Sbu"], "Nomvula": ["Vuvu"], "Xiu Ying": ["Ying"], "Seung-hoon": ["Hoon"],
    "Maria Jose": ["Majo"], "Valentina": ["Vale"], "Natalia": ["Nata"], "Fergal": ["Fergie"],
    "Orlenne": ["Orla"], "Tavira": ["Tavi"], "Dravik": ["Drav"],
}

# titles
TITLES_F = ["Mrs", "Mrs.", "Ms", "Ms.", "Miss"]
TITLES_M = ["Mr", "Mr."]
DOC_TITLES = ["Dr", "Dr.", "Dr", "Dr.", "Prof", "Prof."]

# invented usernames building blocks
HANDLE_WORDS = ["worriedmum", "tiredtom", "night_owl", "kiwi_gal", "sugarfree", "runner", "bluebell",
                "gardengran", "dadof3", "sunnyside", "bookworm", "chaiqueen", "braai_king",
                "pommie", "leafy", "northernlass", "coffeeaddict", "sparkle", "lurker", "mamabear",
                "wanderer", "grumpygramps", "stitches", "puddleduck", "kettlebell"]

PROFESSIONS = [
    "welder", "teacher", "retired teacher", "bus driver", "electrician", "chef", "hairdresser",
    "accountant", "farmer", "plumber", "nurse", "carpenter", "lorry driver", "truck driver",
    "software developer", "cleaner", "miner", "fisherman", "taxi driver", "security guard",
    "shop assistant", "postman", "builder", "mechanic", "librarian", "firefighter",
    "police officer", "receptionist", "care worker", "baker", "dairy farmer", "tailor",
    "auto-rickshaw driver", "domestic worker", "call centre agent", "soldier", "cashier", "roofer",
    "dental hygienist", "bricklayer", "forklift driver", "school cleaner", "retired miner",
    "panel beater", "sheep shearer", "tea seller", "primary school teacher", "civil engineer",
    "pharmacy technician", "warehouse worker", "barista", "retired nurse", "court stenographer",
    "scaffolder", "dog groomer", "tiler", "bank teller", "retired postman", "van driver",
]

RELATIONS = {
    # relation word by locale style for mother etc.; "mum" vs "mom"
    "mother": {"US": "mom", "CA": "mom", "UK": "mum", "AU": "mum", "IE": "mam", "IN": "mother",
               "ZA": "mom"},
}

FAMILY_ROLES_F = ["wife", "daughter", "sister", "mum", "niece", "granddaughter", "partner",
                  "neighbour", "friend", "daughter-in-law", "carer", "aunt"]
FAMILY_ROLES_M = ["husband", "son", "brother", "dad", "nephew", "grandson", "partner",
                  "neighbour", "friend", "son-in-law", "carer", "uncle"]
