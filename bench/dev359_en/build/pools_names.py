"""Invented name pools for dev359_en (author 359).

First names and surnames are combined at random; no combination is meant to
denote a real person.  Origins are deliberately mixed.
"""

# origin -> (female first names, male first names, surnames)
ORIGINS = {
    "anglo": (
        ["Emily", "Charlotte", "Hannah", "Sophie", "Lucy", "Grace", "Abigail",
         "Rebecca", "Hollie", "Megan", "Jessica", "Eleanor", "Harriet", "Jade",
         "Kirsty", "Paige", "Tamsin", "Lorraine", "Beverley", "Gemma"],
        ["Oliver", "Thomas", "Jack", "Harry", "George", "James", "Daniel",
         "Matthew", "Callum", "Ryan", "Luke", "Samuel", "Joshua", "Benjamin",
         "Nathan", "Gareth", "Stuart", "Trevor", "Dean", "Kieran"],
        ["Whitworth", "Pennington", "Ashby", "Hargreaves", "Cartwright",
         "Fairclough", "Thornley", "Bramwell", "Holloway", "Marchant",
         "Rowntree", "Stanway", "Blackwood", "Hebden", "Greenhalgh", "Ormerod",
         "Tillotson", "Wragg", "Aldridge", "Pickersgill", "Sowerby",
         "Dunford", "Kershaw", "Lomax", "Birtwistle"],
    ),
    "irish": (
        ["Aoife", "Siobhán", "Niamh", "Orla", "Caoimhe", "Róisín", "Gráinne",
         "Sinéad", "Áine", "Clodagh", "Eimear", "Mairéad", "Deirbhile"],
        ["Cian", "Oisín", "Ciarán", "Donal", "Pádraig", "Seán", "Eoin", "Colm",
         "Fergal", "Darragh", "Cathal", "Tadhg", "Diarmuid"],
        ["O'Sullivan", "McGrath", "Fitzgerald", "Kavanagh", "Doherty",
         "Breathnach", "Hennessy", "Moriarty", "Prendergast", "Cullinane",
         "Dwyer", "Keohane", "Ó Briain", "Mac Giolla Phádraig", "Tierney",
         "Cotter", "Scanlon"],
    ),
    "scottish": (
        ["Morag", "Isla", "Eilidh", "Ailsa", "Catriona", "Fiona", "Kirsteen",
         "Shona", "Mhairi"],
        ["Angus", "Fraser", "Hamish", "Ewan", "Calum", "Ruaridh", "Alasdair",
         "Duncan", "Lachlan"],
        ["MacLeod", "Urquhart", "Drummond", "MacKinnon", "Menzies",
         "Sutherland", "Buchanan", "Gillespie", "Munro", "Strachan",
         "McIlwraith"],
    ),
    "welsh": (
        ["Cerys", "Ffion", "Bethan", "Nia", "Seren", "Angharad", "Catrin",
         "Gwenllian"],
        ["Rhys", "Dafydd", "Iwan", "Gethin", "Owain", "Huw", "Aled", "Geraint"],
        ["Pritchard", "Llewellyn", "Prosser", "Bevan", "Gwilliam", "Vaughan",
         "Meredith", "Howells", "ap Siôn"],
    ),
    "southasian": (
        ["Priya", "Ananya", "Harpreet", "Simran", "Nasreen", "Farzana",
         "Ayesha", "Kavita", "Deepika", "Meera", "Shabnam", "Rukhsana",
         "Jaspreet", "Lakshmi", "Tahmina"],
        ["Rajesh", "Arjun", "Imran", "Harjit", "Sanjay", "Vikram", "Faisal",
         "Kamran", "Manpreet", "Suresh", "Ravinder", "Tariq", "Anil",
         "Zubair", "Shahid"],
        ["Chaudhry", "Sandhu", "Dhillon", "Rahman", "Begum", "Iyer",
         "Venkatesan", "Kapoor", "Bhattacharya", "Qureshi", "Malik", "Nair",
         "Sidhu", "Hussain", "Mistry", "Banerjee", "Reddy", "Chowdhury",
         "Grewal", "Subramaniam"],
    ),
    "chinese": (
        ["Mei Ling", "Xiaoyan", "Hui Min", "Jing", "Wing Yan", "Lihua",
         "Yuting"],
        ["Wei", "Jun Hao", "Zhiwei", "Ka Ho", "Chun Kit", "Hao", "Yifan"],
        ["Zhang", "Chen", "Wong", "Lau", "Leung", "Tan", "Huang", "Zhou",
         "Cheung", "Ng", "Xu"],
    ),
    "vietnamese": (
        ["Thi Hoa", "Lan Anh", "Ngoc Mai", "Thu Trang", "Bich Ngoc"],
        ["Minh Duc", "Van Long", "Quang Huy", "Tuan Anh", "Bao"],
        ["Nguyen", "Tran", "Pham", "Hoang", "Vu", "Dang", "Bui"],
    ),
    "filipino": (
        ["Maricel", "Rowena", "Jocelyn", "Analyn", "Kristine", "Marivic"],
        ["Rodel", "Jericho", "Ramil", "Arnel", "Reynaldo", "Danilo"],
        ["Dela Cruz", "Bautista", "Villanueva", "Macaraeg", "Manalo",
         "Dimaculangan", "Pangilinan", "Soriano"],
    ),
    "maori": (
        ["Aroha", "Mere", "Hine", "Moana", "Ataahua", "Kahurangi", "Anahera"],
        ["Tāne", "Wiremu", "Rawiri", "Hemi", "Nikau", "Tamati", "Manaia"],
        ["Ngata", "Parata", "Te Awa", "Tipene", "Waaka", "Horomona",
         "Rangihuna", "Te Whata", "Paewai"],
    ),
    "pacific": (
        ["Losana", "Mele", "Salote", "Sina", "Litia", "Ana-Lisa"],
        ["Sione", "Tevita", "Ioane", "Fetu", "Semisi", "Viliami"],
        ["Tuilagi", "Fonoti", "Vaipulu", "Taufa", "Leota", "Faleolo",
         "Havili", "Fifita"],
    ),
    "westafrican": (
        ["Adaeze", "Folasade", "Chiamaka", "Ngozi", "Abena", "Efua",
         "Yetunde", "Akosua"],
        ["Chukwuemeka", "Oluwaseun", "Kwame", "Kofi", "Babatunde", "Obinna",
         "Emeka", "Yaw"],
        ["Okonkwo", "Adeyemi", "Nwosu", "Mensah", "Boateng", "Afolabi", "Eze",
         "Asante", "Owusu", "Ogunleye", "Adjei"],
    ),
    "eastafrican": (
        ["Hodan", "Fadumo", "Ayaan", "Sagal", "Hibaaq"],
        ["Abdirahman", "Mohamed", "Farah", "Yusuf", "Abdiweli"],
        ["Warsame", "Abdi", "Hirsi", "Jama", "Egal", "Dualeh"],
    ),
    "arabic": (
        ["Layla", "Rania", "Noor", "Huda", "Samira", "Yasmin"],
        ["Omar", "Khalid", "Yousef", "Karim", "Tarek", "Bilal"],
        ["Haddad", "Al-Masri", "Nassar", "Khoury", "Saleh", "Mansour",
         "Al-Rawi"],
    ),
    "polish": (
        ["Agnieszka", "Katarzyna", "Małgorzata", "Zofia", "Joanna", "Ewa"],
        ["Krzysztof", "Tomasz", "Paweł", "Marek", "Łukasz", "Jakub"],
        ["Kowalczyk", "Nowak", "Wójcik", "Mazur", "Krawczyk", "Grabowski",
         "Zając"],
    ),
    "italian": (
        ["Giulia", "Francesca", "Chiara", "Alessia", "Rosaria"],
        ["Matteo", "Lorenzo", "Giuseppe", "Davide", "Salvatore"],
        ["Bianchi", "Colombo", "Ferraro", "Esposito", "Marchetti", "Rinaldi",
         "Caruso", "Lombardo"],
    ),
    "greek": (
        ["Eleni", "Georgia", "Despina", "Katerina", "Sofia"],
        ["Nikos", "Yiannis", "Dimitrios", "Kostas", "Stavros"],
        ["Papadopoulos", "Georgiou", "Christodoulou", "Andreou", "Stavrou",
         "Theodorou", "Kyriakou"],
    ),
    "latino": (
        ["Guadalupe", "Ximena", "Carmen", "Alejandra", "Marisol", "Yesenia"],
        ["Alejandro", "Joaquín", "Luis", "Rodrigo", "Mateo", "Esteban"],
        ["Hernández", "Castillo", "Morales", "Vargas", "Gutiérrez",
         "Ramírez", "Delgado", "Fuentes", "Ochoa"],
    ),
    "frenchcanadian": (
        ["Geneviève", "Mélanie", "Isabelle", "Chantal", "Josée", "Nathalie"],
        ["Étienne", "Jean-François", "Mathieu", "Luc", "Sébastien", "Benoît"],
        ["Tremblay", "Gagnon", "Bouchard", "Lévesque", "Pelletier",
         "Thibodeau", "Côté", "Ouellet"],
    ),
    "korean": (
        ["Ji-woo", "Seo-yeon", "Min-ji", "Eun-ji"],
        ["Min-jun", "Seung-ho", "Dong-hyun", "Jae-won"],
        ["Kim", "Park", "Choi", "Jung", "Kang", "Yoon"],
    ),
    "japanese": (
        ["Yuki", "Aiko", "Haruka", "Emiko"],
        ["Kenji", "Takeshi", "Haruto", "Daisuke"],
        ["Tanaka", "Watanabe", "Yamamoto", "Kobayashi", "Nakamura"],
    ),
    "jewish": (
        ["Miriam", "Rivka", "Shoshana", "Tova"],
        ["Avi", "Eitan", "Yosef", "Moshe"],
        ["Rosenblatt", "Feldman", "Goldfarb", "Katz", "Weissman",
         "Birnbaum"],
    ),
    "northeuro": (
        ["Annelies", "Ingrid", "Freya", "Liesel", "Maartje", "Sigrid"],
        ["Joost", "Lars", "Henrik", "Dieter", "Sven", "Pieter"],
        ["van der Berg", "Jansen", "Lindqvist", "Andersen", "Vogel", "Brandt",
         "Hoekstra", "Haugland"],
    ),
    "ukrainian": (
        ["Oksana", "Olena", "Svitlana", "Iryna"],
        ["Bohdan", "Andriy", "Dmytro", "Taras"],
        ["Kovalenko", "Shevchuk", "Bondarenko", "Melnyk", "Tkachenko"],
    ),
    "caribbean": (
        ["Marcia", "Shanice", "Paulette", "Claudette", "Sharelle"],
        ["Delroy", "Winston", "Desmond", "Leroy", "Tyrone"],
        ["Clarke", "Grant", "McKenzie", "Forbes", "Bailey", "Ricketts"],
    ),
}

# weights of origins per country (sorted keys used when sampling)
ORIGIN_WEIGHTS = {
    "UK": {"anglo": 30, "scottish": 7, "welsh": 5, "irish": 5, "southasian": 14,
           "westafrican": 6, "eastafrican": 3, "polish": 6, "caribbean": 5,
           "chinese": 4, "italian": 3, "arabic": 3, "greek": 2, "jewish": 2,
           "northeuro": 2, "ukrainian": 2, "filipino": 2},
    "IE": {"irish": 45, "anglo": 10, "polish": 10, "westafrican": 5,
           "southasian": 6, "filipino": 5, "chinese": 3, "ukrainian": 5,
           "italian": 3, "arabic": 3, "latino": 2},
    "AU": {"anglo": 30, "irish": 6, "scottish": 4, "italian": 8, "greek": 8,
           "chinese": 9, "vietnamese": 7, "southasian": 8, "filipino": 4,
           "arabic": 4, "korean": 3, "pacific": 3, "northeuro": 3,
           "japanese": 2},
    "NZ": {"anglo": 30, "maori": 20, "pacific": 12, "scottish": 5,
           "chinese": 7, "southasian": 7, "filipino": 4, "korean": 3,
           "northeuro": 4, "irish": 4, "japanese": 2},
    "CA": {"anglo": 22, "frenchcanadian": 18, "irish": 5, "scottish": 5,
           "chinese": 9, "southasian": 11, "filipino": 5, "italian": 4,
           "ukrainian": 5, "caribbean": 4, "arabic": 4, "korean": 2,
           "jewish": 2, "latino": 3, "eastafrican": 2},
    "US": {"anglo": 28, "latino": 18, "irish": 6, "italian": 5,
           "westafrican": 4, "caribbean": 5, "chinese": 5, "korean": 3,
           "vietnamese": 3, "filipino": 4, "southasian": 6, "jewish": 4,
           "arabic": 3, "polish": 3, "greek": 2, "japanese": 2},
}

NICKNAMES = {
    "Rebecca": "Becky", "Eleanor": "Ellie", "Abigail": "Abi",
    "Jessica": "Jess", "Charlotte": "Lottie", "Benjamin": "Ben",
    "Samuel": "Sam", "Joshua": "Josh", "Matthew": "Matt", "Thomas": "Tom",
    "Daniel": "Dan", "Katarzyna": "Kasia", "Małgorzata": "Gosia",
    "Alejandra": "Ale", "Jean-François": "J-F", "Dimitrios": "Jimmy",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Alasdair": "Ally",
    "Catriona": "Cat", "Gwenllian": "Gwen", "Viliami": "Vili",
    "Wiremu": "Wiri", "Giuseppe": "Beppe", "Yetunde": "Tunde",
}

USERNAME_SUFFIX = ["", "1", "2", "3", "07", "84", "91", "_gf", ".rd", "x"]
