"""Invented name, place and institution pools for dev37-en.

All people, towns, streets and institutions are made up for this set. States,
provinces, counties and countries are real (there is nothing to invent there).
Surnames that double as eponyms common in these genres (e.g. Murphy, Lynch,
Turner, Wilson, Baker, Cooper, Douglas, Bishop, Wallace) are left out on
purpose so a name never collides with a clinical term in the same note.
"""

# origin -> (female given names, male given names, surnames)
NAMES = {
    "anglo": (
        ["Emily", "Sarah", "Hannah", "Charlotte", "Olivia", "Sophie", "Lucy", "Rebecca", "Rachel",
         "Laura", "Jessica", "Katherine", "Margaret", "Elizabeth", "Eleanor", "Abigail", "Harriet",
         "Imogen", "Philippa", "Joanna", "Deborah", "Susan", "Patricia", "Linda", "Janet", "Carol",
         "Diane", "Heather", "Gillian", "Gemma", "Leanne", "Kerry", "Ruth", "Frances", "Dorothy",
         "Edith", "Maureen", "Sheila", "Brenda", "Valerie", "Agnes", "Tayla", "Brooke", "Kylie",
         "Shannon", "Jodie", "Chelsea", "Stacey", "Courtney", "Madison", "Ashley", "Kayla", "Megan",
         "Naomi", "Alison", "Pauline", "Wendy", "Beverley", "Lorraine", "Yvonne", "Tracey"],
        ["James", "John", "Robert", "Michael", "David", "Richard", "Thomas", "Christopher", "Daniel",
         "Matthew", "Andrew", "Joshua", "Benjamin", "Samuel", "Jonathan", "Nicholas", "Timothy",
         "Stephen", "Peter", "Paul", "Graham", "Malcolm", "Trevor", "Clive", "Derek", "Keith",
         "Nigel", "Colin", "Stanley", "Harold", "Arthur", "Leonard", "Geoffrey", "Cody", "Tyler",
         "Brandon", "Kyle", "Dustin", "Blake", "Jayden", "Lachlan", "Bryce", "Jarrod", "Shane",
         "Gavin", "Dean", "Craig", "Barry", "Roger", "Howard", "Oliver", "Harry", "Jack", "Toby"],
        ["Smith", "Jones", "Taylor", "Evans", "Roberts", "Johnson", "Robinson", "Wright", "Thompson",
         "Walker", "Hughes", "Harris", "Clarke", "Jackson", "Moore", "Morris",
         "Watson", "Harrison", "Morgan", "Parker", "Bennett", "Atkinson", "Kendrick", "Whitfield",
         "Fairbanks", "Holloway", "Redfern", "Stanton", "Thornbury", "Wetherby", "Blackwood",
         "Dunmore", "Ellison", "Fenwick", "Gladwell", "Hargreaves", "Ingram", "Jennings", "Kershaw",
         "Lockwood", "Mayhew", "Northcott", "Oakley", "Prescott", "Rawlings", "Sutcliffe", "Tennant",
         "Underwood", "Vickers", "Waddington", "Yardley", "Ashcroft", "Bramley", "Chadwick",
         "Dewhurst", "Eastwood", "Fairclough", "Garside", "Haworth", "Illingworth", "Kenyon",
         "Leadbetter", "Marchant", "Nettleton", "Ormerod", "Pickering", "Radcliffe", "Sowerby",
         "Thackeray", "Whitworth", "Coleman", "Dawson", "Fletcher", "Gibbons", "Hollis", "Jeffries"]),
    "scottish": (
        ["Fiona", "Morag", "Kirsty", "Ailsa", "Isla", "Eilidh", "Catriona", "Mhairi", "Shona", "Iona"],
        ["Alistair", "Hamish", "Angus", "Callum", "Fraser", "Euan", "Ruaridh", "Murdo", "Lachie", "Struan"],
        ["MacDonald", "MacLeod", "Campbell", "Stewart", "Cameron", "Sinclair", "McIntyre", "Buchanan",
         "Drummond", "Gillespie", "Henderson", "Kerr", "Lennox", "Munro", "Urquhart", "McAllister",
         "Galbraith", "Rutherford", "Lindsay", "Crawford"]),
    "welsh": (
        ["Rhian", "Sian", "Cerys", "Bethan", "Ffion", "Gwen", "Nia", "Eluned", "Angharad", "Mererid"],
        ["Rhys", "Gareth", "Dafydd", "Iwan", "Owain", "Emyr", "Gethin", "Huw", "Aled", "Bryn"],
        ["Pritchard", "Llewellyn", "Bowen", "Griffiths", "Powell", "Vaughan", "Prosser", "Rees",
         "Meredith", "Parry", "Gwilliam", "Tudor"]),
    "irish": (
        ["Siobhan", "Niamh", "Aoife", "Orla", "Ciara", "Roisin", "Grainne", "Sinead", "Aisling",
         "Caoimhe", "Saoirse", "Maeve", "Clodagh", "Deirdre", "Brid", "Eimear", "Sorcha", "Una",
         "Nuala", "Treasa"],
        ["Sean", "Ciaran", "Padraig", "Eoin", "Cathal", "Donal", "Fergal", "Oisin", "Declan",
         "Niall", "Ronan", "Darragh", "Colm", "Diarmuid", "Tadhg", "Cillian", "Fiachra", "Seamus"],
        ["O'Brien", "O'Sullivan", "Kelly", "Byrne", "Ryan", "Walsh", "O'Connor", "McCarthy", "Doyle",
         "Gallagher", "Quinn", "Fitzgerald", "Brennan", "Nolan", "Keane", "Flanagan", "Donnelly",
         "Moriarty", "Cullinane", "O'Mahony", "Ní Bhriain", "Mac Giolla Phádraig", "Ó Dónaill",
         "Fennelly", "Hegarty", "Kavanagh", "Lenihan", "McGrath", "O'Dwyer", "Tierney", "Whelan",
         "Considine", "Dunphy", "Geraghty", "Hennessy"]),
    "south_asian": (
        ["Priya", "Anjali", "Deepa", "Kavita", "Sunita", "Meera", "Lakshmi", "Nisha", "Pooja",
         "Harpreet", "Simran", "Manpreet", "Divya", "Shreya", "Ananya", "Rekha", "Jaspreet", "Kiranjit"],
        ["Rajesh", "Sanjay", "Arjun", "Vikram", "Anil", "Suresh", "Rohan", "Karan", "Harjit",
         "Gurpreet", "Jaswinder", "Pradeep", "Ravi", "Nikhil", "Amarjit", "Sunil", "Dev", "Ashok"],
        ["Patel", "Shah", "Sharma", "Gupta", "Singh", "Mehta", "Iyer", "Nair", "Reddy", "Rao",
         "Krishnan", "Chatterjee", "Banerjee", "Mukherjee", "Desai", "Joshi", "Kapoor", "Malhotra",
         "Sandhu", "Dhillon", "Grewal", "Sidhu", "Bhatia", "Trivedi", "Venkataraman", "Pillai"]),
    "south_asian_muslim": (
        ["Farah", "Ayesha", "Fatima", "Zainab", "Nadia", "Rukhsana", "Shabnam", "Sadia", "Tahmina",
         "Nusrat", "Rubina", "Saima"],
        ["Imran", "Tariq", "Bilal", "Asif", "Faisal", "Adnan", "Zubair", "Shahid", "Rizwan", "Junaid",
         "Kamran", "Nasir"],
        ["Chaudhry", "Qureshi", "Siddiqui", "Hussain", "Rahman", "Chowdhury", "Akhtar", "Begum",
         "Mahmood", "Bhatti", "Iqbal", "Malik", "Uddin", "Miah"]),
    "sri_lankan": (
        ["Dilini", "Nadeesha", "Tharushi", "Sanduni", "Kumari", "Chathurika"],
        ["Dinesh", "Ruwan", "Chaminda", "Lasantha", "Nuwan", "Thilina"],
        ["Perera", "Fernando", "Jayasuriya", "Wickramasinghe", "Gunawardena", "Dissanayake",
         "Rajapaksha", "Senanayake"]),
    "chinese": (
        ["Mei", "Xiu Ying", "Lian", "Yan", "Jing", "Hui", "Wen", "Xiaoling", "Qian", "Ting", "Ying",
         "Shu Fen"],
        ["Wei", "Jian", "Hao", "Zhiwei", "Jun", "Bo", "Ming", "Feng", "Xiaodong", "Kai", "Lei", "Yong"],
        ["Chen", "Wang", "Zhang", "Liu", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Lin", "Ho", "Wong",
         "Chan", "Leung", "Lau", "Cheung", "Tang", "Ng", "Yeung", "Kwok", "Tsang", "Fung"]),
    "korean": (
        ["Min-jung", "Ji-woo", "Seo-yeon", "Hye-jin", "Soo-ah", "Eun-ji"],
        ["Min-ho", "Ji-hoon", "Sung-min", "Dong-hyun", "Jae-won", "Hyun-woo"],
        ["Kim", "Choi", "Jung", "Kang", "Yoon", "Shin", "Han"]),
    "japanese": (
        ["Yuki", "Haruka", "Aiko", "Emiko", "Naoko", "Sakura"],
        ["Hiroshi", "Kenji", "Takeshi", "Daisuke", "Haruto", "Sota"],
        ["Tanaka", "Suzuki", "Sato", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Ito"]),
    "vietnamese": (
        ["Thi Lan", "Ngoc Anh", "Linh", "Thuy", "Hoa", "Phuong", "Trang", "Thi Mai"],
        ["Minh", "Tuan", "Quang", "Duc", "Huy", "Thanh", "Khoa", "Van Long"],
        ["Nguyen", "Tran", "Pham", "Hoang", "Vu", "Dang", "Bui", "Truong", "Huynh"]),
    "filipino": (
        ["Maricel", "Rowena", "Jocelyn", "Marites", "Analyn", "Cherry Mae", "Rhea", "Lourdes"],
        ["Jomar", "Rodel", "Arnel", "Jericho", "Rommel", "Marvin", "Reynaldo", "Dante"],
        ["Santos", "Reyes", "Cruz", "Bautista", "Dela Cruz", "Villanueva", "Mendoza", "Aquino",
         "Manalo", "Pangilinan", "Macaraeg", "Soriano"]),
    "west_african": (
        ["Chidinma", "Ngozi", "Adaeze", "Folasade", "Yetunde", "Abena", "Akosua", "Efua", "Amara",
         "Nkechi", "Funmilayo", "Oluwakemi", "Adwoa", "Chiamaka", "Ifeoma"],
        ["Chinedu", "Emeka", "Oluwaseun", "Tunde", "Babajide", "Kwame", "Kofi", "Yaw", "Kwabena",
         "Obinna", "Ikechukwu", "Femi", "Kojo", "Segun", "Uchenna"],
        ["Okafor", "Okonkwo", "Adeyemi", "Adebayo", "Balogun", "Nwosu", "Eze", "Obi", "Chukwu",
         "Mensah", "Owusu", "Boateng", "Asante", "Osei", "Agyeman", "Oyelaran", "Nwachukwu",
         "Adewale", "Ogunleye", "Acheampong"]),
    "east_african": (
        ["Wanjiru", "Achieng", "Nyambura", "Tendai", "Rudo", "Chipo", "Selam", "Hiwot", "Mekdes"],
        ["Tatenda", "Farai", "Tinashe", "Mwangi", "Kiprono", "Dawit", "Yonas", "Tesfaye", "Baraka"],
        ["Mwangi", "Otieno", "Kamau", "Odhiambo", "Moyo", "Ndlovu", "Dlamini", "Mokoena", "Bekele",
         "Haile", "Gebremedhin", "Kiplagat", "Chikwanha", "Mutasa"]),
    "somali": (
        ["Fadumo", "Hodan", "Ayan", "Sahra", "Ubah", "Hibaaq", "Ifrah"],
        ["Abdi", "Mohamed", "Liban", "Abdirahman", "Mahad", "Guled", "Hamza"],
        ["Abdullahi", "Warsame", "Jama", "Farah", "Egal", "Hirsi", "Nur", "Osman"]),
    "arabic": (
        ["Amira", "Layla", "Noor", "Yasmin", "Samira", "Hana", "Leila", "Mariam", "Rania", "Dalia",
         "Salma", "Huda"],
        ["Omar", "Yusuf", "Hassan", "Ahmed", "Khalid", "Karim", "Mustafa", "Ibrahim", "Tarek",
         "Ziad", "Walid", "Sami"],
        ["Al-Sayed", "Haddad", "Khoury", "Nasser", "Saleh", "Mansour", "Aziz", "El-Amin",
         "Abboud", "Hamdan", "Sabbagh", "Al-Rashid"]),
    "persian": (
        ["Parisa", "Shirin", "Nasrin", "Mahsa", "Golnaz", "Azadeh"],
        ["Reza", "Dariush", "Kian", "Babak", "Arash", "Kaveh"],
        ["Karimi", "Hosseini", "Rahimi", "Tehrani", "Ahmadi", "Moradi", "Jafari", "Shirazi"]),
    "turkish": (
        ["Elif", "Zeynep", "Ayse", "Merve", "Esra"],
        ["Mehmet", "Emre", "Burak", "Murat", "Serkan"],
        ["Yilmaz", "Demir", "Kaya", "Celik", "Ozturk", "Aydin", "Sahin"]),
    "hispanic": (
        ["Maria", "Carmen", "Lucia", "Isabel", "Guadalupe", "Ximena", "Valentina", "Camila", "Sofia",
         "Daniela", "Gabriela", "Marisol", "Yesenia", "Araceli", "Rosario", "Paola"],
        ["Carlos", "Miguel", "Alejandro", "Jose", "Luis", "Javier", "Diego", "Mateo", "Jorge",
         "Ricardo", "Fernando", "Raul", "Hector", "Ernesto", "Joaquin"],
        ["Garcia", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Perez", "Sanchez",
         "Ramirez", "Torres", "Flores", "Rivera", "Gomez", "Diaz", "Morales", "Ortiz", "Gutierrez",
         "Chavez", "Ramos", "Castillo", "Vargas", "Romero", "Medina", "Herrera", "Aguilar",
         "Jimenez", "Castaneda", "Villarreal", "Zamora", "Espinoza"]),
    "portuguese": (
        ["Ana", "Beatriz", "Ines", "Joana", "Mariana", "Leonor", "Catarina", "Renata"],
        ["Joao", "Tiago", "Rui", "Pedro", "Nuno", "Goncalo", "Bruno", "Vasco"],
        ["Silva", "Oliveira", "Ferreira", "Pereira", "Carvalho", "Almeida", "Sousa", "Rodrigues",
         "Lopes", "Teixeira", "Moreira", "Azevedo"]),
    "polish": (
        ["Agnieszka", "Katarzyna", "Magdalena", "Zofia", "Ewa", "Joanna", "Malgorzata", "Dorota"],
        ["Piotr", "Krzysztof", "Tomasz", "Marek", "Pawel", "Grzegorz", "Wojciech", "Lukasz"],
        ["Kowalski", "Nowak", "Wisniewski", "Wojcik", "Kaminski", "Lewandowski", "Zielinski",
         "Szymanski", "Kozlowski", "Jankowski", "Kowalczyk", "Mazur", "Krawczyk"]),
    "eastern_european": (
        ["Olena", "Iryna", "Oksana", "Svetlana", "Natalia", "Ioana", "Elena", "Tatiana", "Daria"],
        ["Andriy", "Dmytro", "Sergei", "Nikolai", "Bogdan", "Mihai", "Vasile", "Oleksandr", "Ivan"],
        ["Kovalenko", "Shevchenko", "Bondarenko", "Ivanova", "Petrov", "Popescu", "Ionescu",
         "Horvath", "Novak", "Dvorak", "Melnyk", "Tkachenko", "Constantinescu"]),
    "italian": (
        ["Giulia", "Francesca", "Chiara", "Alessandra", "Antonella", "Rosaria"],
        ["Marco", "Luca", "Giovanni", "Alessandro", "Salvatore", "Vincenzo"],
        ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Colombo", "Ricci", "Marino", "Greco",
         "Gallo", "Conti", "De Luca", "Lombardi", "Caruso", "Fontana"]),
    "greek": (
        ["Eleni", "Despina", "Katerina", "Georgia", "Vasiliki", "Stavroula"],
        ["Dimitrios", "Nikos", "Georgios", "Konstantinos", "Spiros", "Christos"],
        ["Papadopoulos", "Georgiou", "Nikolaidis", "Christodoulou", "Antoniou", "Papadakis",
         "Karagiannis", "Vlachos"]),
    "nordic": (
        ["Ingrid", "Astrid", "Freya", "Sigrid", "Linnea", "Kirsten"],
        ["Lars", "Erik", "Anders", "Jens", "Magnus", "Soren"],
        ["Johansson", "Larsen", "Nielsen", "Andersen", "Lindqvist", "Berg", "Halvorsen", "Eriksen"]),
    "dutch_german": (
        ["Anneke", "Marieke", "Sanne", "Heike", "Katrin", "Annelies"],
        ["Pieter", "Joost", "Jeroen", "Stefan", "Jurgen", "Wouter"],
        ["Van der Berg", "De Vries", "Jansen", "Visser", "Bakker", "Muller", "Schmidt", "Schneider",
         "Fischer", "Weber", "Hoffmann", "Van Dijk", "Meijer", "Kruse"]),
    "french": (
        ["Elodie", "Camille", "Genevieve", "Marie-Claude", "Josee", "Sylvie", "Nathalie", "Chantal",
         "Isabelle", "Mireille"],
        ["Thierry", "Etienne", "Jean-Francois", "Mathieu", "Benoit", "Luc", "Pierre-Olivier",
         "Sebastien", "Yannick", "Marc-Andre"],
        ["Tremblay", "Gagnon", "Cote", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin",
         "Gagne", "Ouellet", "Pelletier", "Belanger", "Levesque", "Bergeron", "Leblanc",
         "Paquette", "Girard", "Boucher", "Thibodeau", "Robichaud", "Cormier"]),
    "jewish": (
        ["Rivka", "Miriam", "Shoshana", "Esther", "Dina", "Tova", "Yael", "Talia"],
        ["Moshe", "Avraham", "Eitan", "Yosef", "Ari", "Doron", "Shmuel", "Noam"],
        ["Cohen", "Levy", "Goldberg", "Rosenberg", "Friedman", "Katz", "Shapiro", "Weiss", "Klein",
         "Adler", "Feldman", "Rubinstein", "Abramovich"]),
    "maori": (
        ["Aroha", "Mere", "Ngaire", "Huia", "Kiri", "Anahera", "Moana", "Hinewai", "Marama",
         "Kahurangi", "Ataahua", "Rangimarie"],
        ["Rewi", "Tane", "Wiremu", "Hemi", "Manaia", "Tamati", "Rawiri", "Nikau", "Tipene", "Hori",
         "Mikaere", "Whetu"],
        ["Ngata", "Tamihana", "Ruatapu", "Kereama", "Tipene", "Rangihau", "Paewai", "Horomona",
         "Te Rangi", "Wharerau", "Tuhoro", "Pomare", "Karaka", "Te Huia", "Manihera"]),
    "pacific": (
        ["Losa", "Mele", "Sina", "Malia", "Lupe", "Salote", "Ana Lisia", "Fetu", "Seini", "Telesia"],
        ["Sione", "Tevita", "Viliami", "Ioane", "Sefo", "Filipo", "Paulo", "Siaosi", "Lafaele",
         "Tavita"],
        ["Tuilagi", "Faleolo", "Leota", "Fonoti", "Taufa", "Vaipulu", "Fifita", "Havili", "Tupou",
         "Soliai", "Tauiliili", "Lemalu", "Fa'amausili", "Mataele"]),
    "african_american": (
        ["Shanice", "Tamika", "Keisha", "Latoya", "Imani", "Destiny", "Ebony", "Aaliyah", "Jasmine",
         "Kiara", "Tanisha", "Monique", "Shaniqua", "Deja"],
        ["Deshawn", "Tyrone", "Jamal", "Marcus", "Darnell", "Terrell", "Andre", "Dwayne", "Jerome",
         "Malik", "Cedric", "Lamar", "Reginald", "Darius"],
        ["Washburn", "Freeman", "Coleman", "Jenkins", "Simmons", "Franklin", "Holmes", "Gaines",
         "Mosley", "Battle", "Tolbert", "Pettaway", "Broadnax", "Gadsden"]),
    "caribbean": (
        ["Kerry-Ann", "Sherelle", "Jodi-Ann", "Claudette", "Marcia", "Beverly"],
        ["Winston", "Desmond", "Delroy", "Errol", "Clement", "Everton"],
        ["Campbell", "Grant", "Brathwaite", "McKenzie", "Daley", "Ellis", "Gayle", "Bailey",
         "Forbes", "Samuels"]),
}

# weights of origins per locale (rough, for realism only)
ORIGIN_WEIGHTS = {
    "US": {"anglo": 30, "hispanic": 16, "african_american": 12, "irish": 4, "italian": 4,
           "chinese": 4, "korean": 3, "vietnamese": 3, "filipino": 3, "south_asian": 4,
           "jewish": 3, "polish": 2, "arabic": 2, "persian": 2, "west_african": 2, "somali": 2,
           "greek": 1, "eastern_european": 2, "japanese": 1, "caribbean": 2, "nordic": 1,
           "dutch_german": 2},
    "UK": {"anglo": 34, "scottish": 6, "welsh": 5, "irish": 4, "south_asian": 8,
           "south_asian_muslim": 7, "west_african": 4, "caribbean": 4, "polish": 4,
           "eastern_european": 3, "chinese": 2, "portuguese": 2, "somali": 2, "arabic": 2,
           "italian": 1, "greek": 1, "turkish": 2, "sri_lankan": 2, "east_african": 2,
           "jewish": 1, "filipino": 2},
    "CA": {"anglo": 24, "french": 14, "scottish": 4, "irish": 4, "chinese": 7, "south_asian": 8,
           "filipino": 4, "italian": 3, "portuguese": 2, "korean": 2, "vietnamese": 2, "arabic": 3,
           "persian": 2, "caribbean": 3, "polish": 2, "eastern_european": 3, "somali": 1,
           "jewish": 2, "dutch_german": 2, "east_african": 2, "west_african": 1},
    "AU": {"anglo": 32, "scottish": 3, "irish": 4, "italian": 5, "greek": 5, "vietnamese": 5,
           "chinese": 6, "south_asian": 5, "filipino": 3, "arabic": 3, "sri_lankan": 2,
           "korean": 2, "pacific": 2, "maori": 1, "dutch_german": 2, "polish": 1, "turkish": 1,
           "east_african": 1, "persian": 1},
    "IE": {"irish": 44, "anglo": 8, "polish": 7, "eastern_european": 5, "portuguese": 2,
           "west_african": 4, "south_asian": 3, "south_asian_muslim": 2, "filipino": 3,
           "chinese": 2, "hispanic": 2, "arabic": 1, "scottish": 1, "french": 1},
    "NZ": {"anglo": 28, "maori": 14, "pacific": 10, "scottish": 4, "irish": 3, "chinese": 6,
           "south_asian": 6, "filipino": 3, "korean": 2, "dutch_german": 3, "sri_lankan": 1,
           "japanese": 1, "arabic": 1, "east_african": 1, "somali": 1},
}

NICKNAMES = {
    "Katherine": "Kate", "Elizabeth": "Liz", "Margaret": "Peggy", "Rebecca": "Becky",
    "Patricia": "Trish", "Deborah": "Debbie", "Philippa": "Pippa", "Abigail": "Abby",
    "Robert": "Bob", "Michael": "Mike", "Richard": "Rick", "Thomas": "Tom", "Christopher": "Chris",
    "Matthew": "Matt", "Andrew": "Andy", "Benjamin": "Ben", "Samuel": "Sam", "Jonathan": "Jon",
    "Nicholas": "Nick", "Timothy": "Tim", "Stephen": "Steve", "Leonard": "Len", "Geoffrey": "Geoff",
    "Alejandro": "Alex", "Francesca": "Frankie", "Guadalupe": "Lupita", "Oluwaseun": "Seun",
    "Babajide": "Jide", "Konstantinos": "Kostas", "Dimitrios": "Jim", "Xiu Ying": "Sharon",
    "Zhiwei": "David", "Padraig": "Paddy", "Seamus": "Jimmy", "Wiremu": "Bill",
    "Funmilayo": "Funmi", "Chidinma": "Chi", "Krzysztof": "Chris", "Malgorzata": "Gosia",
    "Alessandra": "Sandra", "Harold": "Harry", "Frances": "Fran", "Valerie": "Val",
}

PROFESSIONS = [
    "bus driver", "primary school teacher", "secondary school teacher", "welder", "accountant",
    "electrician", "hairdresser", "chef", "care assistant", "software developer",
    "warehouse operative", "HGV driver", "police officer", "firefighter", "plumber", "cleaner",
    "shop assistant", "solicitor", "civil engineer", "carpenter", "journalist",
    "veterinary nurse", "dental hygienist", "postman", "postal worker", "farmer",
    "dairy farmer", "sheep farmer", "fisherman", "nanny", "civil servant", "university lecturer",
    "pharmacist", "bricklayer", "scaffolder", "taxi driver", "forklift driver", "librarian",
    "graphic designer", "architect", "bank clerk", "insurance broker", "estate agent",
    "real estate agent", "paralegal", "barista", "baker", "butcher", "mechanic",
    "motor mechanic", "panel beater", "roofer", "landscape gardener", "nursery nurse",
    "teaching assistant", "childminder", "receptionist", "call centre agent", "sales manager",
    "marketing manager", "project manager", "data analyst", "lab technician", "physiotherapist",
    "paramedic", "midwife", "social worker", "youth worker", "pastor", "musician",
    "sound engineer", "photographer", "airline pilot", "flight attendant", "train driver",
    "crane operator", "miner", "mine site electrician", "shearer", "vineyard worker",
    "orchard worker", "factory worker", "machinist", "seamstress", "tailor", "jeweller",
    "florist", "retail manager", "supermarket cashier", "kitchen porter", "waitress",
    "bartender", "security guard", "prison officer", "soldier", "naval officer", "court clerk",
    "tax adviser", "financial planner", "bookkeeper", "payroll officer", "HR adviser",
    "occupational therapist", "speech therapist", "dental nurse", "optometrist", "vet",
    "zookeeper", "park ranger", "surveyor", "quantity surveyor", "plasterer", "painter and decorator",
    "tiler", "locksmith", "delivery driver", "courier", "lorry driver", "truck driver",
    "concreter", "boilermaker", "dock worker", "ferry deckhand", "bus mechanic", "web developer",
    "IT support technician", "PhD student", "university student", "apprentice electrician",
    "chartered accountant", "actuary", "pharmacy technician", "radio presenter",
    "car salesman", "personal trainer", "yoga instructor", "dance teacher", "cook",
]

COUNTRIES = [
    "Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Sri Lanka",
    "the Philippines", "Vietnam", "China", "South Korea", "Japan", "Somalia", "Ethiopia", "Kenya",
    "Zimbabwe", "South Africa", "Iraq", "Iran", "Syria", "Lebanon", "Turkey", "Mexico",
    "Colombia", "Brazil", "Italy", "Greece", "Germany", "the Netherlands", "Denmark", "Sweden",
    "France", "Ireland", "Samoa", "Tonga", "Fiji", "Australia", "New Zealand", "Canada",
    "the United States", "Ukraine", "Romania", "Israel", "Spain", "Thailand", "Indonesia",
    "Malaysia", "Singapore", "Egypt", "Morocco", "Jamaica", "Trinidad", "Argentina", "Chile",
    "Peru", "Norway", "Finland", "Hungary", "Croatia", "Serbia", "Lithuania", "Latvia", "Nepal",
]

ORIGIN_COUNTRY = {
    "hispanic": ["Mexico", "Colombia", "Peru", "Chile", "Argentina", "Spain"],
    "portuguese": ["Portugal", "Brazil"], "polish": ["Poland"],
    "eastern_european": ["Ukraine", "Romania", "Hungary", "Lithuania", "Latvia"],
    "west_african": ["Nigeria", "Ghana"], "east_african": ["Kenya", "Zimbabwe", "Ethiopia"],
    "somali": ["Somalia"], "arabic": ["Lebanon", "Syria", "Iraq", "Egypt"], "persian": ["Iran"],
    "turkish": ["Turkey"], "south_asian": ["India", "Nepal"],
    "south_asian_muslim": ["Pakistan", "Bangladesh"], "sri_lankan": ["Sri Lanka"],
    "chinese": ["China", "Malaysia", "Singapore"], "korean": ["South Korea"], "japanese": ["Japan"],
    "vietnamese": ["Vietnam"], "filipino": ["the Philippines"], "italian": ["Italy"],
    "greek": ["Greece"], "nordic": ["Denmark", "Sweden", "Norway"],
    "dutch_german": ["the Netherlands", "Germany"], "french": ["France"], "jewish": ["Israel"],
    "pacific": ["Samoa", "Tonga", "Fiji"], "caribbean": ["Jamaica", "Trinidad"],
}

US_STATES = [
    ("Ohio", "OH"), ("Pennsylvania", "PA"), ("Massachusetts", "MA"), ("Illinois", "IL"),
    ("Michigan", "MI"), ("Wisconsin", "WI"), ("Minnesota", "MN"), ("Oregon", "OR"),
    ("Washington", "WA"), ("California", "CA"), ("Texas", "TX"), ("Arizona", "AZ"),
    ("Colorado", "CO"), ("North Carolina", "NC"), ("Virginia", "VA"), ("Tennessee", "TN"),
    ("Missouri", "MO"), ("Iowa", "IA"), ("Kentucky", "KY"), ("New York", "NY"),
    ("New Jersey", "NJ"), ("Maryland", "MD"), ("Connecticut", "CT"), ("Vermont", "VT"),
    ("New Mexico", "NM"), ("Nebraska", "NE"), ("Utah", "UT"), ("South Carolina", "SC"),
]
# MD / PA / OR / IN / ME are also clinical shorthand: only used in address lines.

UK_COUNTIES = ["Northamptonshire", "Derbyshire", "Kent", "Essex", "Devon", "Cumbria",
               "Lancashire", "Norfolk", "Suffolk", "Shropshire", "Somerset", "West Yorkshire",
               "Hampshire", "Dorset", "Cheshire", "Lincolnshire", "Wiltshire", "Staffordshire",
               "Herefordshire", "North Yorkshire", "Leicestershire", "Cornwall", "Worcestershire"]

IE_COUNTIES = ["Cork", "Kerry", "Galway", "Mayo", "Clare", "Limerick", "Tipperary", "Waterford",
               "Wexford", "Kilkenny", "Wicklow", "Meath", "Kildare", "Louth", "Donegal", "Sligo",
               "Roscommon", "Offaly", "Laois", "Westmeath", "Cavan", "Monaghan", "Longford",
               "Leitrim", "Carlow"]

CA_PROVINCES = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
                ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"),
                ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A"),
                ("Prince Edward Island", "PE", "C")]

AU_STATES = [("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
             ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"),
             ("Tasmania", "TAS", "7"), ("Australian Capital Territory", "ACT", "26"),
             ("Northern Territory", "NT", "08")]

NZ_REGIONS = ["Auckland", "Waikato", "Bay of Plenty", "Canterbury", "Otago", "Wellington",
              "Manawatū-Whanganui", "Hawke's Bay", "Taranaki", "Northland", "Southland", "Nelson",
              "Gisborne", "Marlborough", "West Coast"]

# building blocks for invented towns per locale
TOWN_PARTS = {
    "US": (["Ash", "Bel", "Birch", "Bright", "Cedar", "Clay", "Crest", "Deer", "Eagle", "Elm",
            "Fair", "Fox", "Glen", "Hazel", "Holly", "Iron", "Lake", "Laurel", "Maple", "Mill",
            "Oak", "Pine", "Red", "River", "Rock", "Sandy", "Silver", "Stone", "Sugar", "Walnut",
            "Willow", "Wolf", "Cotton", "Prairie", "Harmon", "Coal", "Marble", "Bramble"],
           ["ville", "ton", "field", "wood", "dale", " Falls", " Springs", " Creek", " Heights",
            " Grove", " Hollow", "burg", " Junction", " Bluff", "port", " Ridge"]),
    "UK": (["Ald", "Ash", "Bar", "Brad", "Brom", "Chad", "Chil", "Dun", "Eld", "Fern", "Gat",
            "Har", "Hem", "Ick", "Kel", "Kin", "Lang", "Lud", "Mar", "Nether", "Ock", "Pen", "Ram",
            "Sel", "Stan", "Thorn", "Wen", "Whit", "Wym", "Cold", "Hal", "Sax", "Tad", "Ember",
            "Rother", "Kestrel", "Bick", "Oswal"],
           ["ford", "bury", "ham", "ley", "wick", "thorpe", "by", "minster", "stead", "borough",
            "field", "caster", "well", "combe", "den", "worth", "sey", " Magna", "hurst"]),
    "IE": (["Bally", "Kil", "Clon", "Rath", "Dun", "Carrig", "Knock", "Lis", "Ennis", "Drum",
            "Tully", "Castle", "Mullin", "Cappa", "Glen", "Kilna", "Bawn", "Derry", "Ard"],
           ["more", "beg", "ard", "keen", "vara", "cullen", "lough", "duff", "namon", "garry",
            "rane", "corry", "mona", "tra", "bawn", "owen", "fin", "roe"]),
    "AU": (["Bel", "Bun", "Cool", "Ever", "Glen", "Kirra", "Mar", "Mulla", "Nar", "Tarra", "Wal",
            "Warra", "Wooll", "Yan", "Cora", "Burra", "Kend", "Mont", "Strath", "Ash", "Banksia",
            "Wattle", "Ironbark", "Bottle", "Coral", "Emu", "Kangaroo", "Lyre", "Myall"],
           ["dale", " Creek", " Downs", "ton", " Heads", " Plains", "vale", "gong", "bah",
            "bine", "ong", "field", " Park", " Vale", " Flat", " Gully", " Point"]),
    "NZ": (["Ash", "Glen", "Rimu", "Totara", "Matai", "Kowhai", "Puriri", "Kauri", "Tui",
            "Weka", "Kea", "Harbour", "Raupo", "Manuka", "Kahikatea", "Pohutu", "Karaka", "Flax"],
           ["vale", " Bay", "hurst", " Downs", " Valley", " Heights", " Park", "ton", " Flat",
            " Hill", " Point", " Grove", "wood", " Beach"]),
    "CA": (["Ash", "Birch", "Cedar", "Elm", "Fern", "Glen", "Hazel", "Maple", "Mill", "Oak",
            "Pine", "Spruce", "Tamarack", "Beaver", "Loon", "Moose", "Otter", "Caribou", "Aspen",
            "Cold", "North", "Stony", "Elk", "Hemlock"],
           ["ville", "ton", "field", "wood", "dale", " Falls", " Lake", " Creek", " Harbour",
            " Bay", " River", " Crossing", " Ridge", "brook", " Landing", " Cove"]),
}
CA_FRENCH_TOWNS = ["Saint-Aubert-du-Lac", "Sainte-Clothilde", "Lac-Bellerive", "Saint-Ambroise-des-Pins",
                   "Pointe-Beaulieu", "Rivière-Doucet", "Saint-Éloi-de-Grandval"]

STREET_BASES = ["Kestrel", "Birchwood", "Elmhurst", "Ashgrove", "Hawthorn", "Larkspur", "Meadowbank",
                "Orchard", "Willowbrook", "Foxglove", "Chestnut", "Heather", "Juniper", "Linden",
                "Mulberry", "Rosewood", "Sycamore", "Thistle", "Wren", "Yew Tree", "Badger",
                "Bluebell", "Cobble", "Dovecote", "Fernbank", "Goldcrest", "Harbour", "Ivy",
                "Kingfisher", "Lantern", "Millstream", "Nightjar", "Oakapple", "Pennyroyal",
                "Quarry", "Ridgeway", "Saxon", "Tanners", "Upland", "Vicarage", "Wheatsheaf",
                "Albion", "Beacon", "Clarendon", "Dunstan", "Everleigh", "Fairview", "Granville",
                "Holbrook", "Inglewood", "Jubilee", "Kingsway", "Lowther", "Marlowe", "Newbold",
                "Oxley", "Parkside", "Queensbury", "Rutland", "Sefton", "Trinity", "Valley View",
                "Westfield", "Carrington", "Dalkeith", "Ellesmere", "Fenton", "Gladstone",
                "Hazelmere", "Kenmore", "Lakeview", "Morningside", "Norwood", "Pembroke"]
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
           "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pike", "Trail"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Gardens",
           "Grove", "Mews", "Terrace", "Walk", "Rise", "Court", "Place", "View", "Row"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawns", "Grove", "Heights", "Court", "Drive",
           "Crescent", "Close", "Manor", "View", "Terrace", "Green", "Rise"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Place", "Pl",
           "Court", "Ct", "Drive", "Dr", "Parade", "Pde", "Close", "Terrace", "Way", "Circuit"],
    "NZ": ["Street", "Road", "Place", "Avenue", "Crescent", "Drive", "Terrace", "Way", "Lane",
           "Grove", "Rise", "Close", "Heights"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Crescent", "Cres",
           "Court", "Crt", "Boulevard", "Blvd", "Way", "Trail", "Line", "Concession Rd"],
}
HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Hillcrest", "Ivy House", "Wren Cottage",
               "The Laurels", "Orchard House", "Tir na nOg", "Ard na Greine", "Meadow View",
               "The Stables", "Brambles"]

SAINTS = ["Brendan", "Columba", "Aidan", "Bride", "Finbarr", "Catherine", "Luke", "Vincent",
          "Anne", "Jude", "Agnes", "Bernard", "Ita", "Kevin", "Dymphna", "Oswald", "Hilda",
          "Cuthbert", "Swithun", "Piran", "Brigid", "Columbanus", "Clare", "Monica", "Raphael",
          "Elizabeth", "Gerard", "Camillus"]

WARDS = ["Fleming Ward", "Lister Ward", "Nightingale Ward", "Osler Ward", "Cavell Ward",
         "Seacole Ward", "Keats Ward", "Brunel Ward", "Kingfisher Ward", "Heron Ward",
         "Kestrel Unit", "Rowan Ward", "Beech Ward", "Willow Ward", "Larch Ward", "Aspen Unit",
         "Cedar Ward", "Harrier Ward", "Jenner Ward", "Curie Ward", "Mulberry Ward", "Hawthorn Ward",
         "Sandpiper Ward", "Oriel Ward", "Fairbairn Ward", "Tamar Ward", "Ashby Ward", "Coniston Ward"]
US_UNITS = ["5 West", "4 North", "6 East Surgical", "7 South", "3 Tower", "8 West General Surgery",
            "Gold Pod", "Blue Pod", "5 Lakeside", "4 Pavilion"]
NZ_AU_WARDS = ["Ward 7A Surgical", "Tui Ward", "Kōwhai Ward", "Rimu Ward", "Pōhutukawa Ward",
               "Banksia Ward", "Waratah Ward", "Wattle Ward", "Jacaranda Ward", "Kookaburra Unit",
               "Kauri Ward", "Tōtara Ward"]
ICU_NAMES = ["Aspen Unit", "Phoenix Unit", "Kestrel Unit", "Beacon Unit", "Harbour View ICU",
             "Nightingale HDU", "Cavendish Critical Care Unit", "Ridgeway Intensive Care Unit",
             "Meridian ICU"]
BUILDINGS = ["Harcourt Wing", "Beaumont Building", "Tower Block", "Jubilee Wing", "Alexandra Wing",
             "Coleridge Building", "Pavilion B", "Ashdown Wing", "Riverside Block", "Linacre Wing"]

ORG_KINDS = [
    "{town} Freight Ltd", "{sur} & Sons Builders", "{town} Borough Council", "{town} Primary School",
    "St {saint}'s College", "{town} High School", "University of {town}", "{town} Baptist Church",
    "St {saint}'s Parish", "{town} Rugby Club", "{sur} Logistics", "Brightwater Dairy Co-op",
    "{town} Motors", "{sur} Engineering", "{town} Community Garden Trust", "{sur} & Partners Solicitors",
    "{town} Bowls Club", "{sur} Haulage", "{town} Credit Union", "{town} Leisure Centre",
    "{sur} Joinery", "{town} Fire and Rescue Service", "Northgate Packaging", "Halcyon Foods",
    "Bluewater Fisheries", "Kestrel Software", "Ironbridge Steel", "{town} Library",
    "{town} Grammar School", "{sur} Accountancy", "{town} Veterinary Practice",
]

EMAIL_DOMAINS = ["harbourmail.net", "coralpost.com", "lanternmail.org", "brightinbox.com",
                 "kestrelmail.net", "mailbox-one.net", "postwren.com", "tidalmail.org"]
