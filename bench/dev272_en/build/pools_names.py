"""Invented person-name pools (author 272). Mixed origins; combinations are
random so any match with a real person is unintended."""

FEMALE = [
    # anglo / celtic
    "Abigail", "Aileen", "Bethan", "Bronwyn", "Caitriona", "Ciara", "Delyth", "Eilidh",
    "Fenella", "Gwen", "Hollie", "Isla", "Jocelyn", "Kerys", "Lorna", "Maisie", "Niamh",
    "Orla", "Philippa", "Rhian", "Rosalind", "Saoirse", "Tamsin", "Una", "Verity",
    "Wendy", "Yvonne", "Harriet", "Imogen", "Jodie", "Kirsty", "Leanne", "Mhairi",
    "Nessa", "Paige", "Shona", "Trudy", "Bernadette", "Clodagh", "Dervla",
    # south asian
    "Aarti", "Bhavna", "Deepika", "Farah", "Gurpreet", "Harpreet", "Ishani", "Jasleen",
    "Kavita", "Lakshmi", "Meera", "Nandini", "Pooja", "Rukhsana", "Shabnam", "Tanvi",
    "Usha", "Zainab", "Anjali", "Sunita",
    # east / south-east asian
    "Mei", "Xiu", "Yuki", "Haruka", "Minji", "Seo-yeon", "Thu", "Linh", "Mai", "Ayaka",
    "Ji-woo", "Huong", "Siew Lin", "Wen", "Nari", "Kanya",
    # african / caribbean
    "Adaeze", "Abimbola", "Chiamaka", "Efua", "Folake", "Ifeoma", "Makena", "Nia",
    "Nkechi", "Thandiwe", "Wanjiru", "Yewande", "Zodwa", "Ama", "Kemi", "Lindiwe",
    # middle eastern / north african
    "Amira", "Dalia", "Hana", "Laila", "Mariam", "Noor", "Rania", "Salma", "Yasmin",
    "Zahra", "Leila", "Shirin",
    # european
    "Agnieszka", "Alina", "Beata", "Dorota", "Elena", "Greta", "Ilse", "Katarzyna",
    "Lucia", "Marta", "Paola", "Renata", "Sofia", "Teodora", "Vesna", "Zuzana", "Ingrid",
    "Annelie", "Chiara", "Francesca", "Joana", "Mireille", "Solene", "Brigitte",
    # latin american
    "Ximena", "Guadalupe", "Luz", "Marisol", "Paloma", "Rocio", "Yesenia", "Catalina",
    # pacific / maori / other
    "Aroha", "Mere", "Losa", "Sina", "Talia", "Moana",
    # french canadian
    "Genevieve", "Josée", "Manon", "Nathalie", "Sylvie", "Chantal",
]

MALE = [
    "Alasdair", "Barnaby", "Callum", "Declan", "Eoin", "Fergus", "Gareth", "Hamish",
    "Iestyn", "Jago", "Kieran", "Lachlan", "Murdo", "Niall", "Oisin", "Padraig",
    "Rhys", "Seamus", "Torquil", "Wilfred", "Bradley", "Craig", "Dale", "Graham",
    "Jarrod", "Keith", "Lyle", "Mitchell", "Nigel", "Rodney", "Shane", "Trevor",
    "Warren", "Clive", "Dermot", "Euan", "Gavin", "Ross", "Stuart", "Tobias",
    "Amarjit", "Balwinder", "Chetan", "Dilip", "Gurinder", "Harish", "Imran", "Jatinder",
    "Kunal", "Manoj", "Naveen", "Prakash", "Rajesh", "Sanjay", "Tariq", "Vikram",
    "Yusuf", "Zubair", "Arjun", "Faisal",
    "Bao", "Chen", "Dae-jung", "Haruto", "Hiroshi", "Jun", "Kenji", "Minh", "Quang",
    "Sung-min", "Tuan", "Wei", "Yong", "Takumi",
    "Adebayo", "Chidi", "Emeka", "Kofi", "Kwame", "Oluwaseun", "Sipho", "Tendai",
    "Themba", "Jabari", "Kwabena", "Obinna", "Babajide", "Mandla",
    "Ahmad", "Bilal", "Farid", "Hassan", "Karim", "Mahmoud", "Omar", "Rami", "Samir",
    "Walid", "Youssef", "Nabil",
    "Andrzej", "Bogdan", "Dariusz", "Goran", "Jiri", "Lukasz", "Milos", "Pavel",
    "Stefan", "Tomasz", "Vladimir", "Zoran", "Anders", "Bjorn", "Henrik", "Lars",
    "Matteo", "Luca", "Giorgos", "Nikos", "Joao", "Rui", "Thierry", "Didier",
    "Alejandro", "Esteban", "Joaquin", "Rodrigo", "Santiago", "Tomas", "Mateo", "Emilio",
    "Tane", "Wiremu", "Sione", "Ratu", "Mikaere",
    "Étienne", "Jean-Luc", "Mathieu", "Rejean", "Yannick", "Luc",
]

NEUTRAL = ["Alex", "Sam", "Jordan", "Riley", "Robin", "Charlie", "Jesse", "Kai",
           "Morgan", "Rowan", "Sasha", "Quinn", "Taylor", "Ashley", "Jamie", "Remy"]

NICK = {
    "Abigail": "Abby", "Philippa": "Pippa", "Rosalind": "Ros", "Katarzyna": "Kasia",
    "Bernadette": "Bernie", "Wilfred": "Wilf", "Barnaby": "Barney", "Alasdair": "Ali",
    "Tobias": "Toby", "Mitchell": "Mitch", "Oluwaseun": "Seun", "Alejandro": "Alex",
    "Guadalupe": "Lupe", "Francesca": "Fran", "Harriet": "Hattie", "Genevieve": "Gen",
    "Babajide": "Jide", "Vladimir": "Vlad", "Jatinder": "Jat", "Santiago": "Santi",
}

SURNAMES = [
    # british isles
    "Ashdown", "Beddoes", "Blakemore", "Bramwell", "Cadwallader", "Catterall", "Chadwick",
    "Coulthard", "Crabtree", "Dunmore", "Entwistle", "Fairbairn", "Fothergill", "Gilchrist",
    "Greenhalgh", "Hargreaves", "Heseltine", "Inglis", "Kettlewell", "Lambourne", "Loughran",
    "MacAskill", "McCrindle", "McIlroy", "Mcphail", "Merriweather", "Nettleship", "Ormerod",
    "Pennington", "Postlethwaite", "Quigley", "Rawcliffe", "Ridgeway", "Shuttleworth",
    "Sowerby", "Tattersall", "Thwaite", "Uttley", "Vowles", "Wainwright", "Whitlock",
    "Yardley", "Ackroyd", "Bellamy", "Calloway", "Dewhurst", "Eccleston", "Fitzsimons",
    "Gethin", "Holroyd", "Kilbride", "Llewellyn", "Moxon", "Nuttall", "O'Dowd",
    "O'Halloran", "Pryce", "Rafferty", "Scully", "Treharne", "Weatherall", "Brennan",
    "Costigan", "Delaney", "Flanagan", "Gallagher", "Hennessy", "Keogh", "Mulcahy",
    "Nolan", "Sheridan", "Tierney", "Whelan", "Barrowclough", "Greaves", "Hebblethwaite",
    "Lumb", "Pickles", "Sugden", "Threlfall", "Illingworth",
    # south asian
    "Ahluwalia", "Bhattacharya", "Chaudhry", "Deshpande", "Gill", "Grewal", "Iyer",
    "Joshi", "Kapoor", "Khanna", "Malhotra", "Mehta", "Nair", "Pillai", "Qureshi",
    "Rajput", "Sandhu", "Sethi", "Subramaniam", "Trivedi", "Venkatesh", "Bhatti",
    "Chopra", "Dhillon", "Hussain", "Mirza", "Rahman", "Siddiqui", "Banerjee", "Ranasinghe",
    "Wickramasinghe", "Perera",
    # east / south-east asian
    "Chau", "Fong", "Hayashi", "Ishikawa", "Jeong", "Kwon", "Lau", "Matsuda", "Ng",
    "Nguyen-Tran", "Oyama", "Pham", "Seo", "Tanaka", "Tsang", "Vo", "Watanabe", "Yeung",
    "Zhou", "Hoang", "Lim", "Teo", "Santos-Reyes", "Dela Cruz", "Bautista", "Manalo",
    "Okabe", "Nakamura", "Huynh", "Leung",
    # african / caribbean
    "Adeyemi", "Afolabi", "Asante", "Boateng", "Chukwu", "Dlamini", "Eze", "Fashola",
    "Gyamfi", "Kamau", "Mensah", "Mwangi", "Ndlovu", "Nwosu", "Obi", "Okonkwo",
    "Onyango", "Osei", "Owusu", "Sithole", "Tshabalala", "Uchenna", "Zulu", "Achebe",
    "Bankole", "Oduya", "Ampofo", "Nkemelu", "Okafor", "Wekesa",
    # middle eastern / north african
    "Al-Amin", "Al-Hashimi", "Benali", "Bouzid", "El-Sayed", "Farouk", "Haddad",
    "Jaber", "Khalil", "Mansour", "Nassar", "Rahimi", "Saleh", "Tahan", "Yazdani",
    "Karimi", "Darwish", "Chahine",
    # european
    "Andersen", "Bergstrom", "Czerwinski", "Dabrowski", "Esposito", "Fontaine",
    "Gonzaga", "Hoffmann-Lee", "Ivanova", "Jankowski", "Kowalczyk", "Lindqvist",
    "Marchetti", "Novak", "Oliveira", "Papadopoulos", "Rossi", "Schneider", "Toth",
    "Urbanek", "Vasquez", "Wozniak", "Zielinski", "Horvat", "Kovacs", "Lombardi",
    "Moreau", "Petrovic", "Sorensen", "Van der Berg", "De Luca", "Nieminen", "Kuznetsov",
    "Baptista", "Ferreira",
    # latin american
    "Aguilar", "Bermudez", "Castaneda", "Delgado", "Escobedo", "Figueroa", "Guzman",
    "Ibarra", "Jimenez", "Lozano", "Maldonado", "Navarro", "Orozco", "Quintero",
    "Salazar", "Villarreal", "Zamora", "Cardenas",
    # pacific / maori / indigenous-style invented
    "Tuilagi", "Faleolo", "Ngata", "Te Rangi", "Aumua", "Taufa", "Leota",
    # french canadian
    "Beauchemin", "Bouchard", "Charbonneau", "Desrosiers", "Gagnon", "Lapointe",
    "Lévesque", "Ouellet", "Thibodeau", "Tremblay", "Vaillancourt", "Pelletier",
    # us / mixed
    "Abernathy", "Bixby", "Culpepper", "Dunaway", "Eldridge", "Fairchild", "Goodnight",
    "Holcomb", "Kimbrough", "Langston", "McAllister", "Pettigrew", "Rutledge", "Stallworth",
    "Talbott", "Whitfield", "Yancey", "Beaumont", "Crenshaw", "Hollister",
]

# staff user-name styles use these fragments
USER_SUFFIX = ["", "1", "2", "01", "72", "88", "_cbm", "_rx", "99", "3"]
