"""Invented pools for the dev15-en bench set.

Every list here was written by hand for this set.  Names come from many origins;
places are real towns and regions (as any surrogate generator would use) but all
street names, hospitals, practices, companies, schools and e-mail domains are
invented.  Several surnames and towns double as medical eponyms on purpose
(Parkinson, Addison, Graves, Barlow, Bishop, Lynch, Turner, Hamilton, Exeter ...)
so that the set carries realistic look-alike distractors.
"""

# ---------------------------------------------------------------------------
# Given names by origin and sex, and surnames by origin
# ---------------------------------------------------------------------------

NAMES = {
    "anglo": {
        "F": ["Margaret", "Dorothy", "Eileen", "Joan", "Patricia", "Susan", "Karen", "Emma", "Olivia",
              "Charlotte", "Amelia", "Hannah", "Lucy", "Sophie", "Chloe", "Megan", "Abigail", "Evelyn",
              "Beatrice", "Edith", "Mabel", "Gladys", "Winifred", "Hazel", "Ivy", "Rosemary", "Heather",
              "Lorraine", "Tracey", "Kylie", "Brooke", "Madison", "Ashley", "Tiffany", "Courtney",
              "Jessica", "Rebecca", "Harriet", "Imogen", "Poppy", "Isla", "Freya", "Matilda", "Georgia",
              "Ruby", "Elsie", "Maisie", "Kayla", "Shelby", "Jolene", "Marjorie", "Valerie", "Pauline",
              "Shirley", "Brenda", "Beverley", "Gwen", "Rhiannon", "Carys", "Morag", "Isobel", "Kirsty",
              "Ailsa", "May", "June", "Hope", "Mildred", "Doreen", "Audrey", "Norma"],
        "M": ["Arthur", "Harold", "Albert", "Kenneth", "Stanley", "Raymond", "Clifford", "Dennis",
              "Norman", "Geoffrey", "Trevor", "Nigel", "Graham", "Colin", "Barry", "Keith", "Wayne",
              "Darren", "Craig", "Shane", "Jason", "Bradley", "Tyler", "Cody", "Dylan", "Ethan", "Oliver",
              "Harry", "George", "Alfie", "Archie", "Jack", "Noah", "Leo", "Theodore", "Frederick",
              "Reginald", "Hugh", "Rupert", "Dale", "Brent", "Travis", "Garrett", "Wesley", "Gareth",
              "Rhys", "Dafydd", "Alasdair", "Hamish", "Callum", "Fraser", "Angus", "Douglas", "Walter",
              "Cyril", "Leonard", "Bernard", "Eric", "Ronald", "Gordon", "Mervyn", "Lionel", "Clive",
              "Russell", "Warren", "Bruce", "Cameron", "Mitchell"],
        "S": ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson",
              "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood",
              "Jackson", "Clarke", "Harris", "Lewis", "Turner", "Hill", "Cooper", "Ward", "Morris",
              "Moore", "King", "Baker", "Harrison", "Morgan", "Allen", "Parker", "Bell", "Barlow",
              "Bishop", "Parkinson", "Addison", "Graves", "Hodgkin", "Paget", "Cushing", "Horner", "Marsh",
              "Kendal", "Preston", "Chester", "Lincoln", "Wells", "Kent", "Hamilton", "Nelson", "Napier",
              "Whitby", "Darwin", "Fenwick", "Ashworth", "Pickering", "Haworth", "Sutcliffe",
              "Ollerenshaw", "Braithwaite", "Entwistle", "Thistlethwaite", "Fairclough", "Greenhalgh",
              "Blackburn", "Lancaster", "Bolton", "Hargreaves", "Ramsbottom", "Crabtree", "Oakley",
              "Pennington", "Winterbottom", "Whitehead", "Cartwright", "Fletcher", "Fowler", "Mason",
              "Thatcher", "Chandler", "Spencer", "Hunter", "Archer", "Fisher", "Carter", "Cook", "Knight",
              "Dawson", "Gibson", "Holmes", "Lloyd", "Stevens", "Webb", "Simpson", "Chapman", "Mills",
              "Rose", "Miller", "Black", "Angle", "Coombs", "Austin", "Hutchinson", "Hickman", "Whipple",
              "Harrington", "Wilkins", "Barnett", "Griffiths", "Hughes", "Pritchard", "Llewellyn",
              "Bowen", "Powell", "Price", "Vaughan", "Rees", "Jenkins", "Hopkins", "Cadwallader",
              "MacDonald", "Campbell", "Stewart", "Robertson", "MacLeod", "Fraser", "Sinclair", "Munro",
              "Drummond", "McKenzie", "Buchanan", "Ferguson", "Gillespie", "Lindsay", "Crawford",
              "Dunlop", "Cunningham", "Henderson", "Armstrong", "Elliot", "St. Clair", "Down", "Wells-Hardy",
              "Ashby-Cole", "Prendergast"],
    },
    "irish": {
        "F": ["Siobhán", "Aoife", "Niamh", "Orla", "Caoimhe", "Saoirse", "Róisín", "Clodagh", "Gráinne",
              "Sinéad", "Bríd", "Máire", "Eimear", "Deirdre", "Aisling", "Ciara", "Fionnuala", "Nuala",
              "Síle", "Méabh", "Brigid", "Kathleen", "Nora", "Bernadette", "Philomena", "Assumpta"],
        "M": ["Seán", "Ciarán", "Pádraig", "Eoin", "Cathal", "Donal", "Diarmuid", "Oisín", "Tadhg", "Colm",
              "Fergal", "Ruairí", "Niall", "Darragh", "Cormac", "Liam", "Declan", "Brendan", "Eamon",
              "Lorcan", "Fintan", "Ultan", "Micheál", "Tomás", "Séamus", "Dermot"],
        "S": ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill",
              "O'Reilly", "Doyle", "McCarthy", "Gallagher", "O'Doherty", "Kennedy", "Lynch", "Murray",
              "Quinn", "McLoughlin", "Ó Súilleabháin", "Ní Bhriain", "Mac Cárthaigh", "Fitzgerald",
              "Fitzpatrick", "Brennan", "Burke", "Collins", "Dunne", "Fogarty", "Geraghty", "Hegarty",
              "Keane", "Lenihan", "Mulcahy", "Nolan", "Phelan", "Rafferty", "Scanlon", "Tierney", "Whelan",
              "Cullinane", "Ó Ceallaigh", "Nic Aodha", "Mac Giolla Phádraig", "Guthrie", "Coughlan",
              "Moynihan", "Hennessy", "Donnelly", "Costello"],
    },
    "indian": {
        "F": ["Priya", "Lakshmi", "Ananya", "Deepika", "Kavitha", "Meenakshi", "Sunita", "Anjali", "Pooja",
              "Shreya", "Divya", "Revathi", "Nandini", "Harpreet", "Gurleen", "Savitri", "Kamala", "Padma",
              "Aishwarya", "Sneha", "Bhavna", "Rupa", "Ishita", "Manjula", "Tanvi", "Vaishnavi", "Jyoti",
              "Rekha", "Usha", "Geetha", "Sarojini", "Malathi", "Bindu", "Asha", "Parvathi", "Simran"],
        "M": ["Rajesh", "Suresh", "Arun", "Vikram", "Anil", "Sanjay", "Venkatesh", "Karthik", "Prakash",
              "Harish", "Gurpreet", "Manpreet", "Arjun", "Rohan", "Aditya", "Siddharth", "Ramesh", "Mohan",
              "Srinivas", "Balaji", "Nitin", "Pranav", "Dinesh", "Abhishek", "Jagdish", "Satish",
              "Gopal", "Mahesh", "Raghav", "Sunil", "Ajay", "Vinod", "Kuldeep", "Hardeep", "Murali", "Ashok"],
        "S": ["Patel", "Sharma", "Singh", "Kaur", "Gupta", "Reddy", "Iyer", "Nair", "Menon", "Pillai",
              "Krishnan", "Subramanian", "Venkataraman", "Chatterjee", "Banerjee", "Mukherjee", "Das",
              "Bose", "Ghosh", "Sen", "Desai", "Shah", "Mehta", "Joshi", "Kulkarni", "Deshpande", "Patil",
              "Rao", "Naidu", "Chowdhury", "Agarwal", "Malhotra", "Kapoor", "Khanna", "Sandhu", "Gill",
              "Dhillon", "Grewal", "Bhatt", "Trivedi", "Pandey", "Mishra", "Tiwari", "Yadav", "Jain",
              "Hegde", "Shetty", "Kamath", "Gowda", "Raghavan", "Ramachandran", "Srinivasan", "Thakur",
              "Chauhan", "Rathore", "Saxena", "Verma", "Sinha", "Dutta", "Mathur", "D'Souza", "Fernandes",
              "Pereira", "Menezes", "D'Costa"],
    },
    "southasian_muslim": {
        "F": ["Ayesha", "Nusrat", "Rukhsana", "Shabnam", "Farzana", "Nazia", "Sadia", "Rubina"],
        "M": ["Imran", "Faisal", "Tanvir", "Rashid", "Zubair", "Irfan", "Shahid", "Naveed"],
        "S": ["Khan", "Ahmed", "Hussain", "Malik", "Qureshi", "Chaudhry", "Rahman", "Islam", "Hossain",
              "Siddiqui", "Akhtar", "Butt", "Mirza", "Ansari", "Sheikh"],
    },
    "filipino": {
        "F": ["Maricel", "Rowena", "Jocelyn", "Marites", "Lovely", "Princess", "Cherry", "Mylene", "Analyn",
              "Rosario", "Luzviminda", "Imelda", "Corazon", "Divina", "Erlinda", "Kristine", "Janelle",
              "Maryjoy", "Liezl", "Rhea", "Lorna", "Marilou", "Teresita", "Jhen"],
        "M": ["Rodrigo", "Jomar", "Reynaldo", "Efren", "Danilo", "Arnel", "Rommel", "Ferdinand", "Marlon",
              "Joel", "Ramil", "Dindo", "Noel", "Bayani", "Emilio", "Crisanto", "Jericho", "Paolo", "Carlo",
              "Wilfredo", "Rolando", "Jun", "Nestor", "Bong"],
        "S": ["Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Dela Cruz", "Del Rosario",
              "Villanueva", "Ramos", "Aquino", "Castillo", "Flores", "Gonzales", "Navarro", "Pascual",
              "Tolentino", "Manalo", "Dimaculangan", "Lacson", "Soriano", "Salazar", "Padilla", "Mercado",
              "Agbayani", "Dumlao", "Panganiban", "Lagman", "Sison", "Buenaventura", "Galang", "Cayabyab",
              "De Guzman", "Tan", "Co", "Sy", "Macaraeg", "Bulaong", "Sarmiento", "Evangelista"],
    },
    "kenyan": {
        "F": ["Wanjiru", "Achieng", "Njeri", "Wambui", "Akinyi", "Chebet", "Jepkosgei", "Nafula", "Mwende",
              "Kerubo", "Atieno", "Nyambura", "Wairimu", "Mumbua", "Zawadi", "Imani", "Faith", "Mercy",
              "Naliaka", "Moraa", "Jepchirchir", "Wangari", "Precious", "Joy"],
        "M": ["Kamau", "Otieno", "Kipchoge", "Mwangi", "Omondi", "Kiprono", "Wafula", "Mutua", "Njoroge",
              "Ochieng", "Kibet", "Barasa", "Juma", "Baraka", "Onyango", "Kimani", "Wekesa", "Makau",
              "Cheruiyot", "Odhiambo", "Kiplagat", "Mugambi", "Nyamweya", "Shadrack"],
        "S": ["Kamau", "Otieno", "Mwangi", "Ochieng", "Njoroge", "Wanjiku", "Kariuki", "Omondi",
              "Odhiambo", "Kiprotich", "Chepkoech", "Cheruiyot", "Kiptoo", "Wafula", "Wekesa", "Barasa",
              "Mutua", "Musyoka", "Kilonzo", "Ndungu", "Gitau", "Maina", "Wambugu", "Onyango", "Owino",
              "Nyaga", "Mugo", "Kimani", "Koech", "Rotich", "Langat", "Kirui", "Simiyu", "Nyongesa",
              "Okoth", "Kuria", "Muriuki", "Gachanja", "Mbugua", "Nyakundi", "Ogutu", "Chelimo"],
    },
    "chinese": {
        "F": ["Mei", "Xiaoling", "Yan", "Hui", "Jing", "Ling", "Wen", "Qian", "Shu-fen", "Ying", "Xiu"],
        "M": ["Wei", "Jian", "Hao", "Zhiwei", "Jun", "Ming", "Kai", "Long", "Bo", "Guang", "Tao"],
        "S": ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun",
              "Ma", "Zhu", "Hu", "Guo", "He", "Lin", "Luo", "Chan", "Wong", "Leung", "Ng", "Cheung", "Lau",
              "Ho", "Tsang", "Yip", "Kwok", "Tse"],
    },
    "viet": {
        "F": ["Linh", "Huong", "Mai", "Thao", "Trang", "Ngoc", "Phuong"],
        "M": ["Minh", "Tuan", "Duc", "Quang", "Hieu", "Khanh", "Thanh"],
        "S": ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Phan", "Vu", "Dang", "Bui", "Do"],
    },
    "korean": {
        "F": ["Ji-woo", "Seo-yeon", "Min-ji", "Hye-jin", "Eun-ji", "Soo-ah"],
        "M": ["Min-jun", "Seung-ho", "Jae-won", "Dong-hyun", "Sung-min", "Hyun-woo"],
        "S": ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Han"],
    },
    "japanese": {
        "F": ["Yuki", "Haruka", "Akiko", "Naomi", "Keiko"],
        "M": ["Hiroshi", "Takeshi", "Kenji", "Daisuke", "Ryo"],
        "S": ["Tanaka", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi",
              "Hashimoto", "Sato"],
    },
    "maori": {
        "F": ["Aroha", "Mere", "Hine", "Anahera", "Moana", "Kiri", "Ngaire", "Huia", "Marama", "Tui"],
        "M": ["Tama", "Wiremu", "Hemi", "Rawiri", "Nikau", "Tane", "Manaia", "Ihaia", "Rangi", "Matiu"],
        "S": ["Te Whare", "Ngata", "Parata", "Tipene", "Tawhiri", "Henare", "Poutama", "Te Rangi",
              "Karaka", "Walker", "Tamihana", "Pomare", "Wihongi", "Te Kani", "Rewiti", "Horomona"],
    },
    "pacific": {
        "F": ["Losa", "Mele", "Sina", "Salote", "Ana", "Fetu", "Lupe"],
        "M": ["Sione", "Tevita", "Sefa", "Tavita", "Viliami", "Iosefa", "Malakai"],
        "S": ["Tuala", "Faleolo", "Fonoti", "Tupou", "Vaipulu", "Lealaiauloto", "Sopoaga", "Fifita",
              "Taufa", "Leota", "Aumua", "Fa'amausili", "Taumalolo"],
    },
    "arabic": {
        "F": ["Fatima", "Aisha", "Layla", "Noor", "Mariam", "Yasmin", "Salma", "Huda", "Rania", "Dalia"],
        "M": ["Omar", "Ahmed", "Yusuf", "Khalid", "Tariq", "Hamza", "Bilal", "Ibrahim", "Karim", "Samir"],
        "S": ["Haddad", "Khalil", "Nasser", "Mansour", "Hussein", "Abdullah", "Al-Rashid", "El-Sayed",
              "Farouk", "Saleh", "Karam", "Aziz", "Al-Amin", "Bakr"],
    },
    "eastern_eu": {
        "F": ["Agnieszka", "Katarzyna", "Zofia", "Oksana", "Natalia", "Irina", "Svetlana", "Milena",
              "Dorota", "Olena", "Jana", "Ioana"],
        "M": ["Tomasz", "Piotr", "Krzysztof", "Dmytro", "Andriy", "Sergei", "Bogdan", "Miroslav",
              "Marek", "Vasile", "Jakub", "Radu"],
        "S": ["Kowalski", "Nowak", "Wiśniewski", "Zieliński", "Lewandowski", "Kamiński", "Shevchenko",
              "Kovalenko", "Bondarenko", "Petrov", "Novak", "Horvat", "Dvořák", "Popescu", "Ionescu",
              "Wójcik", "Mazur", "Krawczyk", "Tkachenko", "Moroz"],
    },
    "mediterranean": {
        "F": ["Giulia", "Francesca", "Rosa", "Eleni", "Despina", "Carmen", "Lucia", "Guadalupe", "Ximena",
              "Paola", "Antonietta", "Georgia", "Sofía", "Ioanna"],
        "M": ["Giuseppe", "Marco", "Luca", "Nikos", "Dimitrios", "Javier", "Alejandro", "Mateo", "Santiago",
              "Diego", "Salvatore", "Spiros", "Joaquín", "Vincenzo"],
        "S": ["Rossi", "Russo", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Papadopoulos",
              "Georgiou", "Konstantinidis", "Nikolaidis", "Hernández", "González", "Rodríguez",
              "Martínez", "López", "Pérez", "Sánchez", "Ortega", "Morales", "Vitale", "Caruso",
              "Galanis", "Ramírez", "Castañeda"],
    },
    "westafrican": {
        "F": ["Chiamaka", "Ngozi", "Adaeze", "Funmilayo", "Yetunde", "Abena", "Efua", "Akosua", "Folake",
              "Nkechi"],
        "M": ["Chinedu", "Oluwaseun", "Emeka", "Babatunde", "Kwame", "Kofi", "Yaw", "Tunde", "Obinna",
              "Kwabena"],
        "S": ["Okafor", "Adeyemi", "Okonkwo", "Eze", "Nwosu", "Obi", "Balogun", "Adebayo", "Mensah",
              "Asante", "Owusu", "Boateng", "Ogunleye", "Chukwu", "Afolabi", "Oyelaran", "Acheampong"],
    },
    "french": {
        "F": ["Geneviève", "Marie-Claude", "Sylvie", "Josée", "Chantal", "Manon", "Élodie", "Nathalie",
              "Isabelle", "Mireille"],
        "M": ["Jean-François", "Luc", "Mathieu", "Gilles", "Réjean", "Étienne", "Benoît", "Yves",
              "Sébastien", "Guy"],
        "S": ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin",
              "Gagné", "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Thibodeau",
              "Desjardins", "Leblanc"],
    },
    "hornafrica": {
        "F": ["Hodan", "Amran", "Sagal", "Tigist", "Meseret", "Fadumo", "Hibaaq"],
        "M": ["Abdirahman", "Mohamed", "Dawit", "Tesfaye", "Hassan", "Abdikarim", "Yonas"],
        "S": ["Warsame", "Abdi", "Farah", "Osman", "Jama", "Bekele", "Haile", "Mengistu", "Girma",
              "Egal", "Nur"],
    },
}

# surnames that are also medical eponyms or town names used elsewhere in the notes
EPONYM_SURNAMES = ["Parkinson", "Addison", "Graves", "Hodgkin", "Paget", "Cushing", "Horner", "Barlow",
                   "Bishop", "Lynch", "Turner", "Angle", "Miller", "Kennedy", "Black", "Coombs", "Down",
                   "Hashimoto", "Guthrie", "Fitzpatrick", "Whipple", "Hickman", "Austin", "Wells",
                   "Hamilton", "Lincoln", "Chester", "Preston", "Darwin", "Napier", "Nelson", "Kendal"]

NICKNAMES = {
    "Margaret": ["Peggy", "Maggie", "Meg"], "Dorothy": ["Dot", "Dottie"], "Patricia": ["Pat", "Trish"],
    "Susan": ["Sue"], "Rebecca": ["Becky"], "Elizabeth": ["Liz"], "Kathleen": ["Kath", "Kitty"],
    "Bernadette": ["Bernie"], "Winifred": ["Winnie"], "Harold": ["Harry"], "Albert": ["Bert", "Albie"],
    "Kenneth": ["Ken"], "Raymond": ["Ray"], "Frederick": ["Fred", "Freddie"], "Reginald": ["Reg"],
    "Leonard": ["Len"], "Ronald": ["Ron", "Ronnie"], "Theodore": ["Theo", "Ted"], "Walter": ["Wally"],
    "Douglas": ["Doug"], "Stanley": ["Stan"], "Geoffrey": ["Geoff"], "Bernard": ["Bernie"],
    "Rodrigo": ["Digoy"], "Reynaldo": ["Rey"], "Rosario": ["Charing"], "Corazon": ["Cory"],
    "Luzviminda": ["Luz"], "Ferdinand": ["Ferdie"], "Wilfredo": ["Fred"], "Teresita": ["Tess"],
    "Venkatesh": ["Venky"], "Srinivas": ["Srini"], "Lakshmi": ["Lakshmi-amma"], "Pádraig": ["Podge"],
    "Séamus": ["Shay"], "Micheál": ["Mick"], "Dermot": ["Derm"], "Wiremu": ["Wi"], "Rawiri": ["Rawi"],
    "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"], "Chiamaka": ["Ama"], "Alejandro": ["Alex"],
    "Jean-François": ["J-F"], "Krzysztof": ["Krzys"], "Giuseppe": ["Pino"], "Salvatore": ["Sal"],
    "Abdirahman": ["Abdi"], "Shadrack": ["Shad"], "Kipchoge": ["Kip"], "Njeri": ["Shiru"],
}

# ---------------------------------------------------------------------------
# Professions (for patients and relatives; never clinicians)
# ---------------------------------------------------------------------------

PROFESSIONS = [
    "plumber", "electrician", "bus driver", "primary school teacher", "accountant", "dairy farmer",
    "sheep farmer", "fisherman", "care assistant", "hairdresser", "barista", "chef", "baker", "butcher",
    "taxi driver", "lorry driver", "truck driver", "forklift operator", "warehouse operative", "welder",
    "boilermaker", "carpenter", "joiner", "bricklayer", "plasterer", "roofer", "scaffolder",
    "civil engineer", "software developer", "data analyst", "solicitor", "barrister", "police officer",
    "firefighter", "soldier", "tailor", "call centre agent", "seafarer", "security guard",
    "IT consultant", "bank clerk", "civil servant", "postal worker", "librarian", "journalist",
    "architect", "veterinarian", "underground miner", "crane operator", "stonemason", 
    "tour guide", "flight attendant", "airline pilot", "air traffic controller", "machinist",
    "laboratory technician", "office cleaner", "school caretaker", "retail assistant",
    "supermarket cashier", "estate agent", "insurance broker", "hotel receptionist", "bartender",
    "publican", "session musician", "trumpet player", "graphic designer", "wedding photographer",
    "tiler", "painter and decorator", "landscape gardener", "arborist", "childcare worker",
    "university lecturer", "research chemist", "dock worker", "stevedore", "deckhand", "parish priest",
    "pastor", "homemaker", "textile worker", "garment factory worker", "motor mechanic", "panel beater",
    "auto electrician", "courier driver", "delivery rider", "sous chef", "line cook", "kitchen porter",
    "fruit picker", "shopkeeper", "jeweller", "goldsmith", "weaver", "potter", "cobbler",
    "tea estate supervisor", "coffee farmer", "secondary school headteacher", "bookkeeper",
    "payroll officer", "HR manager", "marketing manager", "project manager", "quantity surveyor",
    "land surveyor", "site foreman", "construction labourer", "concreter", "glazier", "locksmith",
    "sheet metal worker", "pipe fitter", "rigger", "lineworker", "train driver", "railway signaller",
    "ferry master", "merchant seaman", "commercial diver", 
    
    "market trader", "school bus conductor", "nurse",
    "midwife", "pharmacist", "dentist", "paramedic", "social worker", "physiotherapist",
    "kindergarten teacher", "mathematics teacher", "insurance claims assessor", "bus mechanic",
    "dairy hand", "orchardist", "viticulturist", "real estate agent", "cabinet maker",
    "upholsterer", "signwriter", "printer", "bookbinder", "piano tuner", "dance teacher",
    "yoga instructor", "personal trainer", "lifeguard", "nightclub bouncer", "croupier",
    "bank manager", "loan officer", "customs officer", "prison officer", "court clerk",
    "town planner", "pharmacy technician", "dental technician", "optometrist", "radiographer",
]

LOCAL_PROFESSIONS = {
    "US": ["long-haul trucker", "sheriff's deputy", "EMT", "rancher", "pipefitter"],
    "UK": ["lollipop lady", "postie", "black cab driver", "dinner lady", "publican"],
    "IE": ["Garda", "turf cutter", "hurley maker", "creamery worker"],
    "CA": ["lumberjack", "snowplough operator", "oil sands operator", "lobster fisher"],
    "AU": ["jackaroo", "shearer", "FIFO miner", "tradie", "grey nomad caravan-park manager"],
    "NZ": ["shearer", "dairy farm manager", "kiwifruit picker", "forestry worker"],
    "IN": ["auto-rickshaw driver", "anganwadi worker", "dabbawala", "handloom weaver", "ASHA worker"],
    "PH": ["jeepney driver", "tricycle driver", "sari-sari store owner", "OFW domestic helper", "BPO agent", "seaman"],
    "KE": ["matatu driver", "boda boda rider", "tea picker", "tuk-tuk driver", "jua kali artisan", "mama mboga"],
}


def professions_for(code):
    return PROFESSIONS + LOCAL_PROFESSIONS[code] * 3


# job titles heavier on health-surveillance exposures (occupational health)
OCC_JOBS = [
    ("forklift operator", "noise, whole-body vibration, night shifts"),
    ("HGV driver", "driving for work, sleep, vision"),
    ("paint sprayer", "isocyanates, solvents"),
    ("welder", "welding fume, UV, noise"),
    ("baker", "flour dust, heat"),
    ("hospital porter", "manual handling"),
    ("laboratory technician", "biological agents, formaldehyde"),
    ("underground miner", "silica dust, noise, heat stress"),
    ("crane operator", "working at height, vision"),
    ("quarry worker", "silica dust, hand-arm vibration"),
    ("road maintenance operative", "hand-arm vibration, noise"),
    ("shipyard fitter", "asbestos (historic), noise, confined spaces"),
    ("call centre agent", "display screen equipment, voice use"),
    ("nurse", "sharps, night shifts, manual handling"),
    ("firefighter", "smoke, heat, breathing apparatus"),
    ("police dog handler", "shift work, animal bites"),
    ("commercial diver", "hyperbaric exposure"),
    ("airline pilot", "fatigue, class 1 medical"),
    ("train driver", "safety-critical work, vision"),
    ("poultry plant operative", "cold, repetitive strain, zoonoses"),
    ("farm labourer", "pesticides, noise, zoonoses"),
    ("battery recycling operative", "inorganic lead"),
    ("stonemason", "respirable crystalline silica"),
    ("kitchen porter", "wet work, dermatitis"),
    ("hairdresser", "wet work, persulphates"),
    ("dental nurse", "latex, mercury (historic)"),
    ("scaffolder", "working at height"),
    ("electrician", "electrical work, working at height"),
    ("tea factory machine operator", "noise, tea dust"),
    ("BPO night-shift team leader", "night work, display screen equipment"),
    ("seafarer", "ENG1 fitness, isolation"),
    ("abattoir worker", "knives, cold, Q fever risk"),
]

# ---------------------------------------------------------------------------
# Streets (generic elements; combined per locale)
# ---------------------------------------------------------------------------

STREET_WORDS = ["Elm", "Rowan", "Maple Ridge", "Ashgrove", "Kingfisher", "Heather", "Blackthorn",
                "Willowbank", "Copper Beech", "Larkspur", "Foxglove", "Quarry", "Mill", "Church",
                "Station", "Harbour", "Orchard", "Primrose", "Cedar", "Juniper", "Sycamore", "Hawthorn",
                "Bramble", "Meadowsweet", "Highfield", "Lowther", "Ravenscroft", "Fernhill", "Glenview",
                "Kestrel", "Pinewood", "Riverside", "Lakeview", "Sunnyside", "Beacon", "Bluebell",
                "Tannery", "Ropewalk", "Saddler", "Cooper's", "Weaver's", "St. Anne's", "Chapel",
                "Victoria", "Albert"]
LOCAL_STREET_WORDS = {
    "US": ["Magnolia", "Dogwood", "Pecan", "Cottonwood", "Liberty", "Washington"],
    "UK": ["Gloucester", "Abbey", "Castle", "Coronation"],
    "IE": ["Ard Mhuire", "Cnoc", "Abbeyfield", "Fairgreen", "Marian"],
    "CA": ["Tamarack", "Birch", "Laurier", "Champlain", "Spruce"],
    "AU": ["Wattle", "Ironbark", "Banksia", "Jacaranda", "Bottlebrush", "Waratah"],
    "NZ": ["Kōwhai", "Pōhutukawa", "Tōtara", "Rimu", "Mānuka", "Kauri"],
    "IN": ["Gulmohar", "Ashoka", "Neem", "Tamarind", "Nehru", "Tagore"],
    "PH": ["Sampaguita", "Narra", "Acacia", "Mabini", "Rizal", "Luna", "Bonifacio", "Ilang-Ilang"],
    "KE": ["Mvule", "Mugumo", "Baobab", "Mango", "Ngong", "Jacaranda", "Muthaiga"],
}

STREET_TYPES = {
    "US": ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Road", "Rd", "Lane", "Ln", "Court", "Ct",
           "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle", "Pike"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Gardens", "Way", "Drive", "Grove",
           "Terrace", "Mews", "Row", "Walk"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawn", "Close", "Grove", "Heights", "Drive", "Court",
           "Crescent", "Rise"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way", "Trail"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Place", "Close",
           "Terrace", "Way", "Highway"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane"],
    "IN": ["Road", "Main Road", "Cross", "Street", "Nagar Road", "Marg", "Lane"],
    "PH": ["St.", "Street", "Avenue", "Ave.", "Road", "Extension"],
    "KE": ["Road", "Avenue", "Lane", "Drive", "Close", "Way", "Crescent"],
}

# ---------------------------------------------------------------------------
# Invented care sites, employers, schools, churches, insurers per locale
# ---------------------------------------------------------------------------

HOSPITALS = {
    "US": ["Mercy Ridge Medical Center", "St. Brendan's Hospital", "Lakeshore Regional Medical Center",
           "Harrowgate Women's Hospital", "Cedar Vale Community Hospital", "Northbrook Memorial Hospital",
           "Sister Agnes Children's Hospital", "Blue Mesa Medical Center", "Fairhaven General Hospital",
           "Saint Ursula Regional Health", "Coldwater Valley Hospital", "Piedmont Crest Medical Center"],
    "UK": ["Royal Wexcombe Infirmary", "St Aldhelm's Hospital", "Northgate General Hospital",
           "Queen Adelaide Hospital", "Kingsmere University Hospital", "Harbourside District Hospital",
           "St. Cuthbert's Hospital", "Moorfoot Royal Infirmary", "Ashby Vale Community Hospital",
           "Princess Maud Maternity Unit"],
    "IE": ["St. Fiacre's University Hospital", "University Hospital Ballinaclash", "St. Kevin's General",
           "Mercy Bridge Hospital", "Our Lady of the Wells Hospital", "Slievenamon Regional Hospital",
           "Coombe Glen Maternity Hospital", "St. Ita's Community Hospital"],
    "CA": ["Lakehead Regional Health Centre", "Hôpital Sainte-Véronique", "Fraserview General Hospital",
           "Northshore Memorial Hospital", "Prairie Rose Health Centre", "Bay of Islands Regional Hospital",
           "St. Columba Hospital", "Red River Children's Hospital"],
    "AU": ["Royal Wattle Hospital", "Mount Kembla District Hospital", "Banksia Bay Private Hospital",
           "Ironbark Base Hospital", "St. Clement's Hospital", "Wirraway Women's and Children's Hospital",
           "Southern Cross Regional Hospital", "Coolabah Health Service"],
    "NZ": ["Te Awa Hospital", "Kōwhai Health Centre", "Rangiora Bay Hospital", "Southern Lakes Hospital",
           "Whakaaro Women's Health", "Tōtara Park Hospital", "Harbourview Base Hospital"],
    "IN": ["Sri Venkatesa Multispeciality Hospital", "Lotus Mother & Child Hospital",
           "Jeevan Jyoti Hospital", "Sahyadri Heart Institute", "Annapurna Nursing Home",
           "Kaveri Medical Centre", "Sushrusha Charitable Hospital", "Amrit Kidney Centre"],
    "PH": ["San Lorenzo Medical Center", "Our Lady of Peñafrancia General Hospital",
           "Mabini District Hospital", "Bayanihan Doctors' Hospital", "St. Rita Medical Center",
           "Tierra Alta Medical Center", "Mindanao Sunrise Hospital"],
    "KE": ["Mlimani Nursing Home", "Nyali Heights Hospital", "Ruaraka Community Health Centre",
           "Mt. Longonot Mission Hospital", "Lake Basin Teaching and Referral Hospital",
           "Tumaini Maternity Home", "Amani Medical Centre", "Kilele Heart Centre"],
}

CLINICS = {  # by kind: gp practices, dental practices, pharmacies, care homes, travel clinics, occupational health
    "US": {"gp": ["Oak Hollow Family Practice", "Tall Timbers Primary Care", "Westside Internal Medicine Associates"],
           "dental": ["Bayside Dental Group", "Gentle Harbor Dental Care", "Maple Street Family Dentistry"],
           "pharmacy": ["Riverbend Pharmacy", "Corner Apothecary"],
           "care": ["Sunset Pines Assisted Living", "Magnolia Court Nursing Center"],
           "travel": ["Crossroads Travel Medicine", "Passport Health Partners of the Valley"],
           "occ": ["Hillcrest Occupational Health", "WorkWell Occupational Medicine"]},
    "UK": {"gp": ["Elm Park Surgery", "Holloway Lane Medical Centre", "Millbrook Health Centre", "The Old Forge Surgery"],
           "dental": ["Brookside Dental Practice", "Castle Street Dental Care", "Smile Studio Wexcombe"],
           "pharmacy": ["Castlegate Pharmacy", "Village Chemist"],
           "care": ["Fernlea Care Home", "Lindenfield Nursing Home"],
           "travel": ["Wharfside Travel Clinic", "Globetrotter Travel Health"],
           "occ": ["Pennine Occupational Health Ltd", "WorkFit OH Services"]},
    "IE": {"gp": ["Ashgrove Medical Practice", "Fitzwilliam Family Practice", "Main Street Medical Centre"],
           "dental": ["Main Street Dental Surgery", "Quayside Dental"],
           "pharmacy": ["O'Dwyer's Pharmacy", "Hickey's Medical Hall"],
           "care": ["Carrigeen Nursing Home", "St. Ita's Residential Care"],
           "travel": ["Shannonside Travel Health", "Tropical Medical Bureau Galway"],
           "occ": ["Corrib Occupational Health", "Workplace Health Ireland"]},
    "CA": {"gp": ["Maple Leaf Family Health Team", "Chinook Walk-In Clinic", "Clinique médicale du Lac"],
           "dental": ["Rideau Dental Centre", "Harbourfront Dental Associates"],
           "pharmacy": ["Pharmacie Beaulieu", "Northside Drug Mart"],
           "care": ["Lakeside Long-Term Care", "Résidence Les Érables"],
           "travel": ["Northern Lights Travel Clinic", "Maple Travel Health"],
           "occ": ["Prairie Occupational Health Services", "WorkSafe Medical Centre"]},
    "AU": {"gp": ["Banksia Park Medical Practice", "Southbank Family Doctors", "Wattle Grove GP Clinic"],
           "dental": ["Harbourside Dental", "Gumtree Family Dental"],
           "pharmacy": ["Red Gum Pharmacy", "Corner Pharmacy"],
           "care": ["Jacaranda Lodge Aged Care", "Bottlebrush Gardens Residential Care"],
           "travel": ["Southbank Travel Doctor", "Outback Travel Medicine"],
           "occ": ["Coastal Occupational Medicine", "Pilbara Workforce Health"]},
    "NZ": {"gp": ["Kōwhai Street Medical Centre", "Aroha Family Health", "Harbour Health Centre"],
           "dental": ["Harbour City Dental", "Tōtara Dental Care"],
           "pharmacy": ["Tōtara Pharmacy", "Village Pharmacy"],
           "care": ["Rimu Grove Rest Home", "Kauri Court Lifecare"],
           "travel": ["Ponsonby Travel Doctor", "Worldwise Travel Clinic Aotearoa"],
           "occ": ["Mahi Ora Occupational Health", "Southern Work Health"]},
    "IN": {"gp": ["Arogya Family Clinic", "Dhanvantari Polyclinic", "Sai Family Health Centre"],
           "dental": ["Smile Care Dental Clinic", "Sparkle Multispeciality Dental Centre"],
           "pharmacy": ["Sanjeevani Pharmacy", "Shree Medicals"],
           "care": ["Shanti Old Age Home", "Anandam Senior Living"],
           "travel": ["Wanderlust Travel Clinic", "Yatra Vaccination Centre"],
           "occ": ["Suraksha Occupational Health Centre", "Karma Workplace Health"]},
    "PH": {"gp": ["Bantay Kalusugan Family Clinic", "Kalinga Family Medical Clinic", "Barangay Health Center 4"],
           "dental": ["Ngiti Dental Clinic", "Perlas Dental Care"],
           "pharmacy": ["Mabuhay Pharmacy", "Botika ng Bayan Lahug"],
           "care": ["Golden Years Home for the Aged", "Bahay Kalinga Elderly Care"],
           "travel": ["Lakbay Travel Health Center", "Bon Voyage Travel Clinic Makati"],
           "occ": ["Tamarind Occupational Health Clinic", "ProWork Medical Services"]},
    "KE": {"gp": ["Afya Bora Medical Centre", "Neema Family Clinic", "Uzima Health Centre"],
           "dental": ["Tabasamu Dental Clinic", "Meno Safi Dental Care"],
           "pharmacy": ["Upendo Pharmacy", "Dawa Poa Chemist"],
           "care": ["Jioni Care Home", "Wazee Wetu Home"],
           "travel": ["Safari Travel Clinic", "Msafiri Travel Health"],
           "occ": ["Kazi Salama Occupational Health", "Savanna Workplace Clinic"]},
}

EMPLOYERS = {
    "US": ["Kestrel Freight Inc.", "Brightwater Foods", "Copperline Mining Co.", "Allegheny Fasteners",
           "Gulfstar Petrochemicals", "Prairie Grain Cooperative", "Summit Ridge School District",
           "Redwood Logistics", "Liberty Plate Glass", "Harbor City Transit"],
    "UK": ["Kestrel Freight Ltd", "Pennine Bakeries", "Hollis & Crane Ltd.", "Wexcombe Borough Council",
           "Northgate Steel Fabrications", "Marlow Aggregates", "Brightside Call Centres",
           "Severnside Shipbuilders", "Castle Mill Poultry", "Heronsgate Academy"],
    "IE": ["Atlantic Dairies", "Shannon Precision Engineering", "Liffey Logistics",
           "Slaney Mushrooms", "Corrib Pharma Ireland", "Ballinaclash Co-op", "Tara Quarries"],
    "CA": ["Northern Lights Hydro", "Laurentian Forest Products", "Prairie Potash Ltd.",
           "Maple Harbour Fisheries", "Glacier Rail Services", "Boréal Aluminium", "Fundy Ferries"],
    "AU": ["Ironbark Mining Pty Ltd", "Southern Ocean Seafoods", "Wattle Grove Poultry",
           "Red Centre Haulage", "Coral Coast Resorts", "Murrumbidgee Irrigation Co-op",
           "Tasman Steel Works"],
    "NZ": ["Kauri Coast Timber", "Southern Alps Dairy Co-op", "Harbour Stevedoring Ltd",
           "Moana Fisheries", "Tōtara Construction", "Waitaki Meatworks", "Aotea Freight"],
    "IN": ["Sahyadri Textiles Pvt Ltd", "Deccan Auto Components", "Kaveri Software Solutions",
           "Bharat Cement Works", "Malabar Cashew Exports", "Ganga Steel Rolling Mills",
           "Nilgiri Tea Estates"],
    "PH": ["Tamarind Contact Solutions Inc.", "Visayas Shipping Lines", "Bukidnon Pineapple Corp.",
           "Luzon Garments Manufacturing", "Pasig River Builders", "Mabuhay Electronics Assembly"],
    "KE": ["Savanna Tea Estates", "Rift Valley Flowers Ltd", "Mombasa Port Logistics",
           "Kilimanjaro Bottlers", "Athi River Cement", "Nyanza Sugar Millers", "Simba Couriers"],
}

SCHOOLS = {
    "US": ["Lincoln Park Elementary", "Westbrook High School", "Cedar Grove Middle School"],
    "UK": ["St. Mary's Primary School", "Greenfield Primary School", "Wexcombe Grammar School"],
    "IE": ["St. Brigid's National School", "Scoil Mhuire", "Coláiste Éanna"],
    "CA": ["École Sainte-Anne", "Riverside Public School", "Lakeview Collegiate"],
    "AU": ["Lakeview Secondary College", "Banksia Primary School", "St. Joseph's College"],
    "NZ": ["Te Kura o Tōtara", "Riccarton Primary", "Harbour Girls' High School"],
    "IN": ["Kendriya Vidyalaya No. 2", "St. Aloysius Convent School", "Vidya Mandir"],
    "PH": ["Mabini Elementary School", "Colegio de San Lorenzo", "Rizal National High School"],
    "KE": ["Tumaini Primary School", "Moi Girls' Secondary", "Kilimani Academy"],
}

CHURCHES = ["St. Anne's Parish", "Grace Fellowship Church", "Holy Trinity Church", "Iglesia ni Kristo",
            "Bethel Pentecostal Assembly", "Al-Noor Mosque", "Sri Murugan Temple", "Gurdwara Singh Sabha",
            "St. Patrick's Church", "Africa Inland Church"]

INSURERS = {
    "US": ["Meridian Mutual Health", "BlueHarbor Health Plan", "Crestline Assurance", "Keystone Choice",
           "Silverline Medicare Advantage", "Great Plains Health Cooperative"],
    "UK": ["Albion Private Health", "Sterling Medical Assurance"],
    "IE": ["Emerald Health Insurance", "Laya Cúram Health"],
    "CA": ["Laurentian Life", "Northstar Benefits"],
    "AU": ["Sapphire Health Fund", "Coastal Mutual Health", "Southern Star Members Health"],
    "NZ": ["Kōwhai Health Insurance", "Tasman Medical Society"],
    "IN": ["Suraksha General Insurance", "Arogya Shield TPA"],
    "PH": ["BayanCare HMO", "Maginhawa Health Plans"],
    "KE": ["Kilimanjaro Medical Cover", "Jubilant Afya Insurance"],
}

CARE_AGENCIES = ["HomeFirst Care Agency", "Bluebird Home Care", "Helping Hands Support Services",
                 "Caring Together Ltd", "Kindred Home Support"]

MANUFACTURERS = ["Corvanta", "Helixor Medical", "Osteon Systems", "Lumenis Ortho", "Arbor Cardiac",
                 "Veritas Implants", "Nordic Hearing Systems", "Cygnus Vascular", "Meridian Spine",
                 "Claritas Ophthalmics", "Boreal Orthopaedics", "Pacifica Neuro"]

EMAIL_DOMAINS = ["mailbox.example", "inbox.example.com", "post.example.net", "webmail.example.org",
                 "example.co.uk", "example.ie", "example.ca", "example.com.au", "example.co.nz",
                 "example.in", "example.ph", "example.co.ke"]

# Landmarks/named buildings used as LOCATION_OTHER
LANDMARKS = {
    "US": ["Eastgate Shopping Mall", "Riverside Park-and-Ride", "Pioneer Stadium", "the Old Mill Bridge"],
    "UK": ["Eastgate Shopping Centre", "Castle Mill Retail Park", "the Market Cross", "Wexcombe Leisure Centre"],
    "IE": ["the Spire Centre", "Ballinaclash GAA grounds", "Kilmore Quay pier"],
    "CA": ["Rideau Mall", "Polar Bear Arena", "the Peace Bridge"],
    "AU": ["Westfield Plaza", "Kembla Surf Club", "the Big Pineapple roundabout"],
    "NZ": ["Riccarton Mall", "the Basin Reserve", "Kōwhai Domain"],
    "IN": ["Phoenix Market City", "Gandhi Maidan", "Lalbagh Gate"],
    "PH": ["SM City Valenzuela", "Plaza Independencia", "the Quiapo underpass"],
    "KE": ["Sarit Centre", "Uhuru Park", "Nyayo Stadium"],
}

# Sites of work (named buildings or yards): LOCATION_OTHER
WORKSITES = ["Harbourside Distribution Centre", "Building 4, Riverside Campus", "Level 12, Tower B",
             "Gate 3 Yard", "North Pit", "Shed 7", "Dock 14", "the Eastfield Depot", "Plant 2",
             "Kiln House", "Unit 9, Fenwick Industrial Estate", "Block C Packhouse"]

# ---------------------------------------------------------------------------
# Clinical non-PHI content (eponyms and look-alikes)
# ---------------------------------------------------------------------------

GERI_PMH = ["Parkinson's disease (diagnosed 6 years ago)", "Paget's disease of bone", "Addison's disease on hydrocortisone",
            "Graves' disease treated with radioiodine", "Barrett's oesophagus", "Hodgkin lymphoma in remission",
            "Cushing's syndrome (iatrogenic)", "polymyalgia rheumatica", "T2DM (HbA1c 58 mmol/mol)",
            "CKD stage 3b (eGFR 38)", "AF on apixaban 2.5 mg BD", "COPD (FEV1 48% predicted)",
            "osteoporosis, T-score -3.1", "hypothyroidism (Hashimoto's thyroiditis)", "Dupuytren's contracture",
            "left-sided Bell's palsy, resolved", "heart failure with reduced EF (LVEF 32%)",
            "Horner syndrome after carotid surgery", "benign prostatic hyperplasia", "macular degeneration",
            "Alzheimer's dementia (mixed picture)", "Lewy body dementia", "Raynaud's phenomenon",
            "Sjögren's syndrome", "Wilson's disease (family screening negative)"]

GERI_MEDS = ["amlodipine 5 mg OD", "bisoprolol 2.5 mg OD", "furosemide 40 mg mane", "levothyroxine 75 mcg",
             "co-careldopa 25/100 TDS", "donepezil 10 mg nocte", "apixaban 2.5 mg BD", "metformin 500 mg BD",
             "alendronic acid 70 mg weekly", "adcal-D3 1 tab BD", "paracetamol 1 g QDS PRN",
             "zopiclone 3.75 mg nocte", "tamsulosin 400 mcg OD", "ramipril 2.5 mg", "sertraline 50 mg",
             "omeprazole 20 mg", "atorvastatin 20 mg nocte", "senna 7.5 mg nocte", "memantine 10 mg",
             "hydrocortisone 10/5/5 mg"]

TRAVEL_DISEASES = ["Japanese encephalitis", "Lyme disease", "Rift Valley fever", "Ross River virus",
                   "Murray Valley encephalitis", "West Nile virus", "Lassa fever", "Marburg virus",
                   "Zika virus", "chikungunya", "dengue", "yellow fever", "rabies", "typhoid",
                   "hepatitis A", "cholera", "tick-borne encephalitis", "schistosomiasis",
                   "Rocky Mountain spotted fever", "Chagas disease", "Ebola"]

GENETIC_CONDITIONS = [  # (condition, gene, variant, (female phenotype, male phenotype))
    ("Lynch syndrome", "MLH1", "c.1852_1854del (p.Lys618del)", ("colorectal cancer", "colorectal cancer")),
    ("Lynch syndrome", "MSH2", "c.942+3A>T", ("endometrial cancer", "colorectal cancer")),
    ("hereditary breast and ovarian cancer", "BRCA2", "c.5946delT (p.Ser1982Argfs*22)", ("breast cancer", "prostate cancer")),
    ("hereditary breast and ovarian cancer", "BRCA1", "c.68_69delAG (p.Glu23Valfs*17)", ("ovarian cancer", "pancreatic cancer")),
    ("Li-Fraumeni syndrome", "TP53", "c.844C>T (p.Arg282Trp)", ("breast cancer", "sarcoma")),
    ("Huntington disease", "HTT", "CAG repeat 42/17", ("Huntington disease", "Huntington disease")),
    ("Marfan syndrome", "FBN1", "c.4082G>A (p.Cys1361Tyr)", ("aortic root dilatation", "aortic dissection")),
    ("familial hypercholesterolaemia", "LDLR", "c.681C>G (p.Asp227Glu)", ("myocardial infarction", "myocardial infarction")),
    ("hypertrophic cardiomyopathy", "MYBPC3", "c.1504C>T (p.Arg502Trp)", ("HCM", "HCM")),
    ("polycystic kidney disease", "PKD1", "c.12010C>T (p.Gln4004*)", ("kidney failure", "kidney failure")),
    ("Peutz-Jeghers syndrome", "STK11", "c.580G>A (p.Asp194Asn)", ("breast cancer", "gastric cancer")),
    ("Cowden syndrome", "PTEN", "c.388C>T (p.Arg130*)", ("thyroid cancer", "thyroid cancer")),
    ("von Hippel-Lindau disease", "VHL", "c.499C>T (p.Arg167Trp)", ("renal cell carcinoma", "haemangioblastoma")),
    ("Fabry disease", "GLA", "c.644A>G (p.Asn215Ser)", ("stroke", "stroke")),
    ("Ehlers-Danlos syndrome, vascular type", "COL3A1", "c.2338G>A (p.Gly780Ser)", ("arterial rupture", "arterial rupture")),
]

DENTAL_CLASSES = ["Black's Class II", "Black's Class V", "Angle Class II division 1", "Angle Class III",
                  "Miller grade II mobility", "Kennedy Class III", "Kennedy Class I", "Fitzpatrick-independent",
                  "Ludwig's angina ruled out"]

DEVICE_KINDS = [
    # (kind, model descriptor (not PHI), registry, components, manufacturer, indications)
    ("dual-chamber pacemaker", "Arbor Cardiac Vireo DR model VDR-210", "pacing", ["generator", "RA lead", "RV lead"], "Arbor Cardiac",
     ["complete heart block", "sick sinus syndrome", "Mobitz II AV block"]),
    ("implantable cardioverter-defibrillator", "Corvanta Sentinel ICD model S-ICD 3", "pacing", ["generator", "RV shock lead"], "Corvanta",
     ["secondary prevention VT", "primary prevention, LVEF 25%", "HCM with high SCD risk"]),
    ("total hip replacement", "Exeter stem / Boreal Trident cup", "joint", ["femoral stem", "acetabular shell", "liner", "femoral head"],
     "Boreal Orthopaedics", ["primary OA", "AVN femoral head", "DDH with secondary OA"]),
    ("unicompartmental knee replacement", "Oxford knee (mobile bearing)", "joint", ["femoral component", "tibial tray", "bearing"],
     "Lumenis Ortho", ["anteromedial OA", "primary OA, medial compartment"]),
    ("hip resurfacing", "Birmingham hip resurfacing", "joint", ["femoral head component", "acetabular cup"], "Osteon Systems",
     ["primary OA in an active patient"]),
    ("hemiarthroplasty", "Austin Moore prosthesis", "joint", ["stem"], "Boreal Orthopaedics", ["#NOF (Garden IV)", "displaced intracapsular #NOF"]),
    ("total knee replacement", "Osteon Systems Genu PS", "joint", ["femoral component", "tibial baseplate", "insert", "patellar button"],
     "Osteon Systems", ["primary OA", "rheumatoid arthritis", "post-traumatic OA"]),
    ("cochlear implant", "Nordic Hearing Systems Aurel CI-24", "hearing", ["receiver-stimulator", "sound processor"],
     "Nordic Hearing Systems", ["bilateral severe-profound SNHL", "congenital hearing loss (connexin 26)"]),
    ("breast implants (bilateral)", "Veritas Implants Contour 350 cc round", "breast", ["left implant", "right implant"], "Veritas Implants",
     ["reconstruction after mastectomy", "cosmetic augmentation", "capsular contracture (Baker IV) revision"]),
    ("intraocular lens", "Claritas Ophthalmics AcriView +21.5 D", "eye", ["IOL"], "Claritas Ophthalmics",
     ["age-related cataract", "posterior subcapsular cataract"]),
    ("spinal cord stimulator", "Pacifica Neuro Lumen SCS", "neuro", ["IPG", "lead 1", "lead 2"], "Pacifica Neuro",
     ["failed back surgery syndrome", "CRPS type I"]),
    ("aortic stent graft", "Cygnus Vascular EndoSpan", "vascular", ["main body", "iliac limb"], "Cygnus Vascular",
     ["AAA 6.1 cm", "AAA 5.7 cm, symptomatic"]),
    ("lumbar fusion cage", "Meridian Spine TLIF cage 10 mm", "spine", ["cage", "pedicle screws"], "Meridian Spine",
     ["spondylolisthesis L4/5", "degenerative disc disease L5/S1"]),
    ("insulin pump", "Helixor Medical InsuFlow 780", "diabetes", ["pump", "CGM transmitter"], "Helixor Medical",
     ["T1DM with hypoglycaemia unawareness", "T1DM, HbA1c 74 on MDI"]),
]
