"""Invented name pools by origin. First and family names are combined at random, so no
pool entry is a person; combinations are not checked against anyone real."""

# origin: (male first names, female first names, family names)
ORIGINS = {
    "anglo": (
        ["Oliver", "George", "Harry", "Thomas", "James", "William", "Daniel", "Matthew",
         "Callum", "Gareth", "Neil", "Graham", "Stuart", "Liam", "Nathan", "Dylan", "Brett",
         "Cody", "Travis", "Darren"],
        ["Emily", "Charlotte", "Sophie", "Hannah", "Rebecca", "Claire", "Joanne", "Gemma",
         "Lucy", "Megan", "Rachel", "Fiona", "Kirsty", "Tegan", "Brooke", "Shelby", "Tracey",
         "Katherine", "Elizabeth", "Harriet"],
        ["Ashworth", "Blackwood", "Pemberton", "Hargreaves", "Whitlock", "Fairbairn", "Thornley",
         "Collinge", "Marsden", "Holroyd", "Brindley", "Lockwood", "Sutcliffe", "Pennington",
         "Radcliffe", "Hollis", "Stainton", "Garside", "Kershaw", "Wadsworth", "Tillotson",
         "Bramwell", "Cottam", "Foxton", "Ingham", "Lister", "Merriman", "Oddie", "Pickles",
         "Rowbotham"]),
    "irish": (
        ["Cian", "Oisín", "Darragh", "Seán", "Ciarán", "Pádraig", "Eoin", "Niall", "Declan",
         "Ronan", "Colm", "Fergal"],
        ["Aoife", "Siobhán", "Niamh", "Clodagh", "Gráinne", "Orla", "Sinéad", "Caoimhe",
         "Róisín", "Méabh", "Deirdre", "Fionnuala"],
        ["O'Sullivan", "McGrath", "Fitzgerald", "Brennan", "Kavanagh", "Moloney", "Geraghty",
         "Dunne", "Ó Ceallaigh", "Hennessy", "Twomey", "Cullinane", "Foley", "O'Driscoll",
         "Mac Giolla Bhríde", "Scanlon", "Daly", "Lenihan", "Keohane", "Tierney"]),
    "celtic": (
        ["Ewan", "Fraser", "Angus", "Rhys", "Dafydd", "Gethin", "Iain", "Hamish"],
        ["Isla", "Eilidh", "Morag", "Catrin", "Ffion", "Seren", "Mhairi", "Bethan"],
        ["MacLeod", "Munro", "Urquhart", "Drummond", "Gillespie", "Llewellyn", "Pritchard",
         "Vaughan", "Prosser", "ap Rhys", "McAllister", "Sinclair", "Galbraith"]),
    "southasian": (
        ["Arjun", "Rohan", "Vikram", "Imran", "Farhan", "Sanjeev", "Harpreet", "Gurdeep",
         "Kiran", "Anil", "Rajesh", "Tariq", "Nadeem", "Dilshan", "Sandeep", "Mohammed"],
        ["Priya", "Ananya", "Sunita", "Kavita", "Ayesha", "Farah", "Nusrat", "Simran",
         "Manpreet", "Deepa", "Lakshmi", "Shabnam", "Nirmala", "Tahmina", "Anjali"],
        ["Chaudhry", "Venkataraman", "Iyer", "Bhattacharya", "Sandhu", "Dhillon", "Qureshi",
         "Siddiqui", "Rahman", "Chowdhury", "Perera", "Jayawardena", "Nair", "Menon", "Patil",
         "Kulkarni", "Ranasinghe", "Grewal", "Mirza", "Hussain", "Thakkar", "Raghunathan"]),
    "eastasian": (
        ["Wei", "Jun", "Hao", "Zhiwei", "Ka-Ming", "Min-jun", "Ji-ho", "Haruto", "Kenji",
         "Minh", "Quang", "Tuan", "Chun-Kit", "Hiroshi"],
        ["Mei", "Xiaoling", "Yan", "Hui", "Ling", "Seo-yeon", "Ji-woo", "Yui", "Aiko", "Thu",
         "Linh", "Mai", "Wing-Yee", "Hana"],
        ["Zhang", "Liang", "Huang", "Tse", "Leung", "Ng", "Lau", "Park", "Choi", "Jeong",
         "Kang", "Takahashi", "Nakamura", "Fujita", "Nguyen", "Tran", "Pham", "Vo", "Chua",
         "Lim", "Tan", "Yeo"]),
    "filipino": (
        ["Jose Miguel", "Rommel", "Jericho", "Arnel", "Paolo"],
        ["Maricel", "Rowena", "Jocelyn", "Kristine", "Divina"],
        ["Dela Cruz", "Bautista", "Villanueva", "Macaraeg", "Pangilinan", "Dimaculangan",
         "Soriano", "Tolentino"]),
    "westafrican": (
        ["Chinedu", "Oluwaseun", "Emeka", "Tunde", "Ikenna", "Kwame", "Kofi", "Yaw", "Babajide",
         "Obinna"],
        ["Adaeze", "Folasade", "Ngozi", "Chiamaka", "Yewande", "Akosua", "Ama", "Efua",
         "Funmilayo", "Abena"],
        ["Okonkwo", "Adeyemi", "Eze", "Nwosu", "Oyelaran", "Balogun", "Mensah", "Asante",
         "Owusu", "Boateng", "Adebayo", "Onyekachi", "Agyeman", "Oduya"]),
    "eastafrican": (
        ["Abdirahman", "Mohamed", "Tesfaye", "Dawit", "Otieno", "Abdullahi", "Yohannes"],
        ["Hodan", "Fadumo", "Selamawit", "Hiwot", "Wanjiru", "Ayan", "Meseret"],
        ["Warsame", "Farah", "Abdi", "Gebremedhin", "Haile", "Tadesse", "Kamau", "Odhiambo",
         "Wambui", "Hersi", "Mekonnen"]),
    "mideast": (
        ["Omar", "Yusuf", "Karim", "Reza", "Dariush", "Emre", "Mehmet", "Bilal", "Sami"],
        ["Leila", "Noor", "Yasmin", "Shirin", "Elif", "Zeynep", "Rania", "Maryam", "Dalia"],
        ["Haddad", "Khoury", "Nasser", "Al-Amin", "Karimi", "Tehrani", "Yilmaz", "Demir",
         "Aksoy", "Mansour", "Saleh", "Hamdan", "Rostami", "El-Sayed"]),
    "easteuro": (
        ["Piotr", "Tomasz", "Andrei", "Mihai", "Oleksandr", "Dmytro", "Marek", "Bogdan"],
        ["Agnieszka", "Katarzyna", "Ioana", "Oksana", "Irina", "Małgorzata", "Zuzana", "Daria"],
        ["Nowak", "Kowal", "Popescu", "Ionescu", "Shevchenko", "Bondarenko", "Horváth",
         "Novák", "Wróbel", "Dąbrowski", "Kravets", "Lungu"]),
    "southeuro": (
        ["Giovanni", "Matteo", "Nikos", "Dimitrios", "João", "Tiago", "Javier", "Alejandro",
         "Stavros", "Rocco"],
        ["Giulia", "Francesca", "Eleni", "Sofia", "Inês", "Lucía", "Vasiliki", "Carmela"],
        ["Esposito", "Bianchi", "Rossetti", "Papadopoulos", "Georgiou", "Ferreira", "Carvalho",
         "Navarro", "Iglesias", "Karamanlis", "Costantino", "Lombardo", "Mavridis"]),
    "latam": (
        ["Santiago", "Mateo", "Luis", "Diego", "Joaquín", "Ernesto", "Rafael"],
        ["Camila", "Valentina", "Guadalupe", "Ximena", "Marisol", "Yesenia", "Paola"],
        ["Hernández", "Ramírez", "Castillo", "Vargas", "Morales", "Quintero", "Delgado",
         "Zamora", "Cervantes", "Ibarra", "Villalobos"]),
    "pacific": (
        ["Tama", "Wiremu", "Rāwiri", "Sione", "Tevita", "Manaia", "Hemi", "Ioane"],
        ["Aroha", "Moana", "Mere", "Losana", "Mele", "Ana", "Kahurangi", "Salote"],
        ["Ngata", "Te Rangi", "Parata", "Paewai", "Tupou", "Fifita", "Faleolo", "Leota",
         "Aumua", "Tawhiri", "Horomona", "Taufa"]),
    "northeuro": (
        ["Eli", "Noam", "Lukas", "Jonas", "Sven", "Anders", "Pieter", "Luc", "Étienne",
         "Mathieu", "Jean-François", "Benoît"],
        ["Miriam", "Talia", "Anke", "Ingrid", "Astrid", "Maartje", "Élodie", "Margaux",
         "Geneviève", "Marie-Ève", "Chantal"],
        ["Rosenthal", "Feldman", "Hartmann", "Vogel", "Brandt", "Lindqvist", "Halvorsen",
         "Van Dijk", "de Vries", "Lefèvre", "Dubois", "Girard", "Tremblay", "Gagnon",
         "Bouchard", "Côté", "Gauthier", "Ouellette", "Birnbaum"]),
    "afam": (
        ["Darnell", "Jamal", "Terrence", "Malik", "DeShawn", "Marcus", "Andre"],
        ["Latoya", "Keisha", "Imani", "Aaliyah", "Shanice", "Tamika", "Jasmine"],
        ["Whitfield", "Crenshaw", "Batiste", "Gaines", "Pettaway", "Rucker", "Dorsey",
         "Hairston", "Mayfield", "Toussaint"]),
}

# origin weights per country
COUNTRY_ORIGINS = {
    "UK": [("anglo", 34), ("celtic", 8), ("irish", 5), ("southasian", 16), ("westafrican", 7),
           ("eastafrican", 5), ("easteuro", 7), ("mideast", 5), ("eastasian", 5),
           ("southeuro", 4), ("afam", 1), ("northeuro", 3)],
    "US": [("anglo", 30), ("afam", 14), ("latam", 16), ("eastasian", 8), ("southasian", 7),
           ("irish", 4), ("southeuro", 5), ("easteuro", 4), ("mideast", 4), ("filipino", 4),
           ("westafrican", 2), ("northeuro", 4)],
    "AU": [("anglo", 36), ("southeuro", 10), ("eastasian", 14), ("southasian", 9),
           ("mideast", 6), ("filipino", 4), ("pacific", 5), ("irish", 5), ("celtic", 4),
           ("eastafrican", 3), ("easteuro", 3)],
    "CA": [("anglo", 26), ("northeuro", 16), ("eastasian", 13), ("southasian", 13),
           ("filipino", 5), ("irish", 5), ("celtic", 4), ("mideast", 5), ("easteuro", 5),
           ("westafrican", 3), ("latam", 3), ("afam", 2)],
    "IE": [("irish", 52), ("anglo", 12), ("easteuro", 11), ("southasian", 6),
           ("westafrican", 6), ("southeuro", 4), ("filipino", 4), ("latam", 3), ("celtic", 2)],
    "NZ": [("anglo", 34), ("pacific", 22), ("eastasian", 12), ("southasian", 10),
           ("celtic", 6), ("irish", 4), ("northeuro", 4), ("filipino", 4), ("mideast", 4)],
}

NICK = {
    "William": "Will", "Thomas": "Tom", "Daniel": "Dan", "Matthew": "Matt", "Rebecca": "Becky",
    "Katherine": "Kate", "Elizabeth": "Liz", "Oluwaseun": "Seun", "Folasade": "Sade",
    "Alejandro": "Alex", "Jean-François": "JF", "Dimitrios": "Jimmy", "Babajide": "Jide",
    "Funmilayo": "Funmi", "Giovanni": "Gianni", "Jose Miguel": "Miggy", "Abdirahman": "Abdi",
    "Nathan": "Nate", "Harriet": "Hattie", "Francesca": "Cesca", "Oleksandr": "Sasha",
    "Małgorzata": "Gosia", "Guadalupe": "Lupe", "Fionnuala": "Nuala", "Joanne": "Jo",
    "Christopher": "Chris", "Santiago": "Santi", "Stavros": "Steve", "Venkat": "Venky",
    "Ka-Ming": "Kenny", "Hiroshi": "Hiro", "Marie-Ève": "Marie", "Ikenna": "Ike",
}

MIDDLE = "ABCDEFGHJKLMNPRSTW"
