"""Invented name pools for dev260_en (author 260).

Each origin: male given names, female given names, surnames, the country of
birth written on forms, the applicant's languages and home towns.  All
combinations are random; any match with a real person is unintended.
"""

ORIGINS = {
    "filipino": dict(
        male=["Rodel", "Jericho", "Marvin", "Arnel", "Jun-Jun", "Reynaldo", "Christian", "Dindo", "Ramil", "Efren", "Jayson", "Noel"],
        female=["Maricel", "Rowena", "Jocelyn", "Analyn", "Kristine", "Liezl", "Marites", "Rhea", "Jonalyn", "Cherry Mae", "Divina", "Precious"],
        sur=["Dimaculangan", "Santos", "Villanueva", "Macaraeg", "Pangilinan", "Bautista", "dela Cruz", "Lacson", "Sumulong", "Tolentino", "Manalastas", "Ocampo", "Buenaventura", "Magsino"],
        country="Philippines", langs=["Tagalog", "Cebuano", "Ilocano"], fmt="western"),
    "indian_n": dict(
        male=["Harpreet", "Gurvinder", "Rakesh", "Anirudh", "Vikram", "Manpreet", "Rohit", "Sandeep", "Ajitesh", "Navdeep"],
        female=["Simranjit", "Parveen", "Kavita", "Sunaina", "Ritika", "Jaspreet", "Nandini", "Pooja", "Gurleen", "Ishita"],
        sur=["Sandhu", "Dhillon", "Grewal", "Malhotra", "Chaudhary", "Bhatia", "Saini", "Trivedi", "Khurana", "Randhawa", "Sethi", "Kapoor"],
        country="India", langs=["Punjabi", "Hindi"], fmt="western"),
    "indian_s": dict(
        male=["Karthikeyan", "Sreejith", "Venkatesh", "Arunkumar", "Prasanth", "Jibin", "Naveen", "Siddharth"],
        female=["Lakshmi", "Divya", "Anjali", "Sowmya", "Priyanka", "Reshma", "Meenakshi", "Aswathy"],
        sur=["Ramachandran", "Nair", "Subramaniam", "Pillai", "Krishnamurthy", "Varghese", "Iyer", "Balasubramanian", "Thomas", "Kurian", "Rajendran"],
        country="India", langs=["Malayalam", "Tamil", "Telugu"], fmt="western"),
    "chinese": dict(
        male=["Wei", "Jianhua", "Haoran", "Zhiyuan", "Guoqiang", "Yufei", "Chenxi", "Junjie", "Lei", "Tianyu"],
        female=["Xiaoling", "Meiling", "Yanyan", "Ruoxi", "Jingwen", "Lihua", "Shuang", "Xinyi", "Qiuyue", "Hong"],
        sur=["Zhang", "Liang", "Huo", "Tan", "Xu", "Guo", "Feng", "Lyu", "Qiao", "Deng", "Shen", "Yuan"],
        country="China", langs=["Mandarin", "Cantonese"], fmt="family_first"),
    "vietnamese": dict(
        male=["Minh Tuan", "Quoc Bao", "Duc Anh", "Van Long", "Thanh Hai", "Huu Phuoc", "Trong Nghia"],
        female=["Thi Lan", "Ngoc Anh", "Thu Trang", "Bich Ngoc", "Thi Hoa", "Kim Ngan", "My Duyen"],
        sur=["Nguyen", "Tran", "Pham", "Le", "Vo", "Dang", "Bui", "Huynh", "Duong", "Truong", "Ly"],
        country="Vietnam", langs=["Vietnamese"], fmt="family_first"),
    "nigerian": dict(
        male=["Chukwuemeka", "Oluwaseun", "Adebayo", "Ikechukwu", "Babatunde", "Emeka", "Tobiloba", "Nnamdi", "Ayodele", "Obinna"],
        female=["Ngozi", "Folasade", "Chiamaka", "Adaeze", "Oluwakemi", "Yetunde", "Ifeoma", "Temitope", "Nkechi", "Funmilayo"],
        sur=["Okonkwo", "Adeyemi", "Eze", "Ogunleye", "Nwachukwu", "Balogun", "Okafor", "Afolabi", "Uchenna", "Olatunji", "Onyekachi", "Adebisi"],
        country="Nigeria", langs=["Yoruba", "Igbo", "Hausa"], fmt="western"),
    "mexican": dict(
        male=["José Luis", "Jesús", "Fernando", "Alejandro", "Rigoberto", "Juan Carlos", "Eduardo", "Osvaldo", "Ramón"],
        female=["María Guadalupe", "Yesenia", "Rosalba", "Alejandra", "Maribel", "Xóchitl", "Leticia", "Karina", "Araceli"],
        sur=["Hernández Ríos", "Ramírez", "Villaseñor", "Gutiérrez", "Zavala", "Cervantes", "Orozco", "Domínguez", "Mendoza Ruiz", "Alvarado", "Sandoval", "Quintero"],
        country="Mexico", langs=["Spanish"], fmt="western"),
    "colombian": dict(
        male=["Andrés Felipe", "Juan Sebastián", "Wilmer", "Jhon Jairo", "Camilo", "Duvan"],
        female=["Luz Marina", "Yuliana", "Paola Andrea", "Leidy", "Catalina", "Marleny"],
        sur=["Restrepo", "Londoño", "Cárdenas", "Osorio", "Patiño", "Valencia", "Arango", "Mejía"],
        country="Colombia", langs=["Spanish"], fmt="western"),
    "ukrainian": dict(
        male=["Oleksandr", "Mykola", "Bohdan", "Taras", "Yurii", "Dmytro", "Serhii", "Andrii", "Vasyl"],
        female=["Oksana", "Nataliia", "Halyna", "Iryna", "Solomiia", "Yuliia", "Olena", "Larysa", "Khrystyna"],
        sur=["Kovalenko", "Shevchuk", "Bondarenko", "Tkachuk", "Melnyk", "Hrytsenko", "Savchuk", "Lysenko", "Moroz", "Kravets", "Pavlyk"],
        country="Ukraine", langs=["Ukrainian", "Russian"], fmt="western"),
    "syrian": dict(
        male=["Mohammed Nour", "Abdulrahman", "Khaled", "Yousef", "Omar", "Bashar", "Hassan", "Mahmoud", "Anas"],
        female=["Rasha", "Lubna", "Hiba", "Fatima Zahra", "Reem", "Nour", "Aya", "Dima", "Ghalia"],
        sur=["Al-Khatib", "Haddad", "Al-Masri", "Kanaan", "Al-Hamwi", "Darwish", "Shami", "Al-Halabi", "Najjar", "Sabbagh"],
        country="Syria", langs=["Arabic"], fmt="western"),
    "afghan": dict(
        male=["Ahmad Shah", "Mirwais", "Zabiullah", "Hamid", "Najibullah", "Farid", "Sayed Jawad", "Rahmatullah"],
        female=["Zarghuna", "Mursal", "Farzana", "Shabnam", "Nilofar", "Parwana", "Marzia", "Freshta"],
        sur=["Ahmadzai", "Popal", "Stanekzai", "Hashimi", "Karimi", "Sultani", "Wardak", "Noorzai", "Rahimi", "Amiri"],
        country="Afghanistan", langs=["Dari", "Pashto"], fmt="western"),
    "ethiopian": dict(
        male=["Tesfaye", "Dawit", "Yohannes", "Getachew", "Abebe", "Biniyam", "Mulugeta"],
        female=["Tigist", "Meseret", "Hirut", "Selamawit", "Almaz", "Bethlehem", "Genet"],
        sur=["Gebremedhin", "Tadesse", "Worku", "Alemayehu", "Bekele", "Haile", "Mengistu", "Assefa", "Desta"],
        country="Ethiopia", langs=["Amharic", "Oromo", "Tigrinya"], fmt="western"),
    "eritrean": dict(
        male=["Filmon", "Yonas", "Mebrahtu", "Tesfalem", "Habtom", "Kidane"],
        female=["Senait", "Helen", "Luwam", "Saba", "Mehret", "Eden"],
        sur=["Tekle", "Ghebreyesus", "Woldemichael", "Berhane", "Kahsay", "Habte", "Ogbazghi"],
        country="Eritrea", langs=["Tigrinya"], fmt="western"),
    "somali": dict(
        male=["Abdirahman", "Mohamed Abdi", "Liban", "Abdiwali", "Hassan Farah", "Mukhtar"],
        female=["Hodan", "Ifrah", "Sahra", "Fadumo", "Ubah", "Hibaaq", "Nimco"],
        sur=["Warsame", "Jama", "Egal", "Nur", "Hirsi", "Farah", "Aden", "Dualeh", "Samatar"],
        country="Somalia", langs=["Somali"], fmt="western"),
    "nepali": dict(
        male=["Bishnu", "Suman", "Prakash", "Dipendra", "Rajendra", "Nabin", "Bikash"],
        female=["Sarita", "Anjana", "Sabina", "Kamala", "Sushmita", "Pratiksha", "Bimala"],
        sur=["Adhikari", "Gurung", "Thapa Magar", "Shrestha", "Poudel", "Tamang", "Bhattarai", "Khadka", "Rai"],
        country="Nepal", langs=["Nepali"], fmt="western"),
    "bangladeshi": dict(
        male=["Md. Rafiqul", "Shafiqur", "Tanvir", "Mizanur", "Arif", "Sohel", "Kamrul"],
        female=["Nasrin", "Sharmin", "Taslima", "Rokeya", "Fahmida", "Shirin", "Mousumi"],
        sur=["Hossain", "Chowdhury", "Rahman", "Talukder", "Sarker", "Bhuiyan", "Mollah", "Akter"],
        country="Bangladesh", langs=["Bengali", "Sylheti"], fmt="western"),
    "pakistani": dict(
        male=["Muhammad Usman", "Bilal", "Faisal", "Zeeshan", "Imran", "Hamza", "Waqas"],
        female=["Ayesha", "Sadia", "Rabia", "Mehwish", "Iqra", "Saima", "Hina"],
        sur=["Qureshi", "Butt", "Malik", "Chaudhry", "Siddiqui", "Awan", "Gondal", "Mirza", "Bajwa"],
        country="Pakistan", langs=["Urdu", "Punjabi", "Pashto"], fmt="western"),
    "korean": dict(
        male=["Min-jun", "Seung-hoon", "Ji-ho", "Dong-hyun", "Jae-won", "Hyun-woo"],
        female=["Seo-yeon", "Ji-yoon", "Eun-ji", "Hye-jin", "Soo-ah", "Min-seo"],
        sur=["Park", "Choi", "Jeong", "Kang", "Yoon", "Han", "Seo", "Baek", "Oh"],
        country="South Korea", langs=["Korean"], fmt="family_first"),
    "brazilian": dict(
        male=["João Pedro", "Thiago", "Rafael", "Leandro", "Gustavo", "Wellington"],
        female=["Ana Clara", "Juliana", "Fernanda", "Tatiane", "Gabriela", "Vanessa"],
        sur=["Carvalho", "Albuquerque", "Nascimento", "Figueiredo", "Moreira", "Siqueira", "Teixeira", "Azevedo"],
        country="Brazil", langs=["Portuguese"], fmt="western"),
    "haitian": dict(
        male=["Jean-Baptiste", "Wilner", "Fritzner", "Jean Robert", "Ricardo", "Dieuseul"],
        female=["Marie-Claude", "Guerline", "Fabienne", "Nadège", "Roseline", "Widline"],
        sur=["Pierre-Louis", "Jean-Charles", "Dorvil", "Celestin", "Augustin", "Toussaint", "Desir", "Lafortune"],
        country="Haiti", langs=["Haitian Creole", "French"], fmt="western"),
    "iranian": dict(
        male=["Reza", "Mehrdad", "Arash", "Kourosh", "Babak", "Farhad"],
        female=["Shirin", "Parisa", "Niloufar", "Mahsa", "Leila", "Golnaz"],
        sur=["Tehrani", "Farahani", "Moradi", "Kazemi", "Shahbazi", "Rostami", "Ebrahimi", "Navabi"],
        country="Iran", langs=["Farsi"], fmt="western"),
    "burmese": dict(
        male=["Aung Ko", "Zaw Min", "Htet Naing", "Kyaw Zin", "Thura"],
        female=["Hnin Wai", "Thandar", "Su Myat", "Ei Phyu", "Nilar"],
        sur=["Htun", "Oo", "Win", "Thein", "Myint", "Lwin", "Soe"],
        country="Myanmar", langs=["Burmese", "Karen", "Chin"], fmt="single"),
    "congolese": dict(
        male=["Kabongo", "Mukendi", "Jean-Pierre", "Patrice", "Ilunga", "Christian"],
        female=["Ngalula", "Mbuyi", "Furaha", "Esperance", "Neema", "Bijoux"],
        sur=["Kasongo", "Tshibangu", "Mulumba", "Kalala", "Mwamba", "Lukusa", "Nzuzi", "Bahati"],
        country="Democratic Republic of the Congo", langs=["Swahili", "Lingala", "French"], fmt="western"),
    "kenyan": dict(
        male=["Kiprotich", "Otieno", "Kamau", "Wanjala", "Mutua", "Kipchoge"],
        female=["Wanjiru", "Akinyi", "Nyambura", "Chebet", "Wairimu", "Atieno"],
        sur=["Mwangi", "Odhiambo", "Kiplagat", "Njoroge", "Wekesa", "Onyango", "Chepkoech", "Muriuki"],
        country="Kenya", langs=["Swahili"], fmt="western"),
    "srilankan": dict(
        male=["Chaminda", "Nuwan", "Tharindu", "Kasun", "Dinesh"],
        female=["Dilani", "Nadeesha", "Chathurika", "Sanduni", "Ishara"],
        sur=["Wickramasinghe", "Jayawardena", "Perera", "Gunasekara", "Rajapaksha", "Senanayake", "Fernando"],
        country="Sri Lanka", langs=["Sinhala", "Tamil"], fmt="western"),
    "jamaican": dict(
        male=["Devon", "Andre", "Kemar", "Rohan", "Delroy"],
        female=["Shanice", "Tashana", "Kerry-Ann", "Monique", "Sherika"],
        sur=["McKenzie", "Campbell", "Grant", "Whyte", "Bailey", "Thompson", "Ebanks"],
        country="Jamaica", langs=["English"], fmt="western"),
    "polish": dict(
        male=["Grzegorz", "Krzysztof", "Paweł", "Tomasz", "Wojciech"],
        female=["Agnieszka", "Małgorzata", "Katarzyna", "Joanna", "Zofia"],
        sur=["Wiśniewska", "Kowalczyk", "Zielinski", "Szymański", "Wójcik", "Lewandowski", "Dąbrowski"],
        country="Poland", langs=["Polish"], fmt="western"),
}

ORIGIN_KEYS = sorted(ORIGINS)

# Staff, clinicians, officers: mixed origins, invented combinations.
STAFF_GIVEN = [
    "Adaeze", "Alistair", "Amara", "Anneliese", "Ari", "Bronwyn", "Callum", "Carmen", "Cheng", "Dagny",
    "Declan", "Delphine", "Esther", "Farrukh", "Fiona", "Gareth", "Ghislaine", "Hamish", "Ines", "Isidore",
    "Jarrah", "Joaquim", "Kalani", "Keziah", "Lachlan", "Leontine", "Lorcan", "Marisol", "Mattias", "Meredith",
    "Niamh", "Nikolai", "Odalys", "Oren", "Padma", "Perpetua", "Quentin", "Rosalind", "Rukhsana", "Saoirse",
    "Sebastián", "Sunniva", "Tadeusz", "Tamsin", "Thaddeus", "Ulrike", "Valentina", "Wendell", "Xanthe", "Yasmin",
    "Zoltan", "Imogen", "Hyacinth", "Everton", "Priya", "Tomasz", "Aroha", "Rangi", "Mei", "Hollis",
]
STAFF_SUR = [
    "Abernethy", "Achterberg", "Ballantyne", "Barzani", "Castellanos", "Cheung-Whitfield", "Dandridge", "Delacroix",
    "Eastwood", "Ekwueme", "Fairbairn", "Fitzmaurice", "Galloway", "Gebreselassie", "Halvorsen", "Hargreaves",
    "Iwasaki", "Jardine", "Kaczmarek", "Kealoha", "Lindqvist", "Llewellyn", "MacPherson", "Marchetti",
    "Nakamura-Ross", "Nwosu", "O'Driscoll", "Okoro", "Pemberton", "Petrakis", "Quaresma", "Radcliffe",
    "Rautenbach", "Sarkissian", "Strathdee", "Szabo", "Tennant", "Thorvaldsen", "Underhill", "Vaillancourt",
    "Van der Merwe", "Wainwright", "Whitlock", "Yeboah", "Zamora", "Te Huia", "Ngata", "Abeysekera",
    "Kowalski-Grant", "Oyelaran", "Mbatha", "Featherstone", "Quigley", "Desrosiers", "Lindahl", "Mukherjee",
]

# Demonyms are written in notes but, as a convention, never annotated.
DEMONYM = {
    "Philippines": "Filipino", "India": "Indian", "China": "Chinese", "Vietnam": "Vietnamese",
    "Nigeria": "Nigerian", "Mexico": "Mexican", "Colombia": "Colombian", "Ukraine": "Ukrainian",
    "Syria": "Syrian", "Afghanistan": "Afghan", "Ethiopia": "Ethiopian", "Eritrea": "Eritrean",
    "Somalia": "Somali", "Nepal": "Nepali", "Bangladesh": "Bangladeshi", "Pakistan": "Pakistani",
    "South Korea": "Korean", "Brazil": "Brazilian", "Haiti": "Haitian", "Iran": "Iranian",
    "Myanmar": "Burmese", "Democratic Republic of the Congo": "Congolese", "Kenya": "Kenyan",
    "Sri Lanka": "Sri Lankan", "Jamaica": "Jamaican", "Poland": "Polish",
}

# Professions of applicants and relatives (clinicians' roles are never annotated).
PROFESSIONS = [
    "registered nurse", "software engineer", "welder", "aged care worker", "chef", "truck driver",
    "accountant", "seafarer", "domestic helper", "farm worker", "secondary school teacher", "electrician",
    "civil engineer", "caregiver", "dentist", "pharmacist", "IT consultant", "diesel mechanic", "nanny",
    "construction labourer", "poultry processor", "hotel housekeeper", "tailor", "taxi driver",
    "physiotherapist", "mining engineer", "data analyst", "barista", "fisherman", "midwife",
    "structural engineer", "cook", "plumber", "bank teller", "warehouse picker", "forklift operator",
    "hairdresser", "baker", "pastor", "university lecturer", "veterinarian", "security guard",
    "childcare educator", "dairy farm hand", "meat packer", "housekeeper", "electrical technician",
    "cashier", "bus driver", "radiographer", "laboratory technician", "carpenter", "journalist",
    "tiler", "motor mechanic", "web developer", "shop owner", "street vendor", "textile worker",
    "commercial pilot", "interpreter", "marine engineer", "kitchen hand", "fruit picker",
]

RELATIONS = {
    "spouse_m": ["husband", "spouse"], "spouse_f": ["wife", "spouse"],
    "child_m": ["son"], "child_f": ["daughter"],
    "parent_m": ["father"], "parent_f": ["mother"],
    "sib_m": ["brother"], "sib_f": ["sister"],
    "other": ["uncle", "aunt", "cousin", "neighbour", "flatmate", "family friend"],
}
