"""Invented person-name pools for dev266_en (author 266).

Names are combined at random; any match with a real person is unintended.
Words that double as common English words, months, eponyms or professions
(May, Grace, Bell, Parkinson, Baker, Shaker ...) are deliberately left out so
that hard negatives in the clinical text never collide with a name.
"""

FEMALE = [
    "Abena", "Adaeze", "Agnieszka", "Aiko", "Aisha", "Alannah", "Alejandra", "Aleksandra",
    "Amara", "Amelia", "Ananya", "Anjali", "Annika", "Antonia", "Aoife", "Araba", "Ayesha",
    "Beatriz", "Bernadette", "Bethan", "Bronwyn", "Caitriona", "Carys", "Catalina", "Chiamaka",
    "Chloe", "Cliona", "Dagny", "Delphine", "Deirdre", "Dilnoza", "Doreen", "Eilidh", "Elif",
    "Elspeth", "Emeka-Rose", "Esi", "Eszter", "Farida", "Fatuma", "Fenella", "Fiadh", "Folasade",
    "Gabriela", "Gulnara", "Gwenllian", "Hafsa", "Halina", "Hana", "Harriet", "Hineamaru",
    "Ifeoma", "Ilse", "Imogen", "Ingrid", "Isla", "Ivana", "Jadwiga", "Jasmin", "Jolanta",
    "Kalani", "Kamala", "Katarzyna", "Keziah", "Kiri", "Lakshmi", "Leilani", "Lorna", "Lucinda",
    "Mabel", "Mahnoor", "Mairead", "Malia", "Marguerite", "Mariam", "Marisol", "Maryam",
    "Mei-Lin", "Merindah", "Mirela", "Moana", "Morag", "Nadia", "Naledi", "Nasrin", "Neha",
    "Niamh", "Nkechi", "Noor", "Odalys", "Oksana", "Olufunke", "Orla", "Parisa", "Petra",
    "Priyanka", "Rahel", "Ranjana", "Rasa", "Renata", "Rhiannon", "Rosalind", "Ruqayyah",
    "Saoirse", "Sadia", "Seren", "Shanice", "Shirin", "Sigrid", "Siobhan", "Soledad", "Sunniva",
    "Svetlana", "Tahmina", "Tamsin", "Teuila", "Thandiwe", "Theodora", "Thi Lan", "Ulrike",
    "Valentina", "Wairimu", "Wilhelmina", "Xiadani", "Yasmin", "Yetunde", "Yolanda", "Zainab",
    "Zofia", "Zuzanna", "Marjorie", "Gwendolyn", "Philippa", "Annabel", "Letitia", "Ottilie",
]

MALE = [
    "Abdirahman", "Abimbola", "Adebayo", "Aditya", "Aled", "Alistair", "Anselm", "Arjun",
    "Bartosz", "Benedikt", "Bogdan", "Brendan", "Caelan", "Callum", "Casimir", "Chidi",
    "Ciaran", "Cormac", "Dafydd", "Darius", "Declan", "Dmytro", "Duncan", "Eamon", "Emeka",
    "Emrys", "Eoin", "Ewan", "Farhan", "Faisal", "Fergus", "Florin", "Gareth", "Gianluca",
    "Gethin", "Hamish", "Haruto", "Hemi", "Hieu", "Horatio", "Ibrahim", "Idris", "Ikenna",
    "Ilkka", "Ishaan", "Jakub", "Jarrah", "Joaquim", "Jovan", "Kaito", "Kamran", "Kwabena",
    "Kwame", "Lachlan", "Leopold", "Lorcan", "Luca", "Lukasz", "Mahmoud", "Malakai", "Mateus",
    "Matteo", "Mehmet", "Mikael", "Mirko", "Murdo", "Nasser", "Nikolai", "Nnamdi", "Obinna",
    "Oisin", "Olumide", "Osei", "Padraig", "Pawel", "Pieter", "Quang", "Radoslaw", "Rajesh",
    "Ravindra", "Rhodri", "Ronan", "Rustam", "Saeed", "Sandeep", "Seamus", "Sebastiano",
    "Semisi", "Siddharth", "Sione", "Stanislav", "Tadhg", "Tariq", "Tavita", "Teodor", "Thanh",
    "Tobias", "Tomasz", "Torben", "Uzoma", "Valentin", "Vikram", "Wiremu", "Xavier", "Yusuf",
    "Yevhen", "Zbigniew", "Zoltan", "Bertram", "Clement", "Desmond", "Eustace", "Gilbert",
    "Humphrey", "Lionel", "Mortimer", "Neville", "Percival", "Reginald", "Wilfred", "Ambrose",
]

CHILD_F = [
    "Aria", "Ava-Mae", "Amaya", "Bonnie", "Clementine", "Darcey", "Elsie", "Esme", "Evie",
    "Freya", "Hallie", "Inaaya", "Isabella", "Kaia", "Lyra", "Maisie", "Marnie", "Matilda",
    "Mila", "Nevaeh", "Niamh-Rose", "Orla", "Oluwaseun", "Ottilie", "Peyton", "Priya", "Rosalie",
    "Saanvi", "Sienna", "Tallulah", "Wren", "Zara", "Aylin", "Hiba", "Ksenia", "Leilani",
]

CHILD_M = [
    "Alfie", "Archie", "Arlo", "Ayaan", "Bodhi", "Caspian", "Dexter", "Eli", "Ezra", "Finley",
    "Freddie", "Hamza", "Harvey", "Ibrahim", "Jenson", "Kai", "Koa", "Lorcan", "Louie", "Mateo",
    "Musa", "Nico", "Oakley", "Ollie", "Otis", "Rafferty", "Reuben", "Rohan", "Rory", "Teddy",
    "Tiago", "Yahya", "Zayn", "Zeki", "Bartek", "Tane",
]

NICK = {
    "Isabella": "Izzy", "Matilda": "Tilly", "Clementine": "Clemmie", "Alfie": "Alf",
    "Freddie": "Fred", "Archie": "Arch", "Rafferty": "Raff", "Theodora": "Teddie",
    "Katarzyna": "Kasia", "Aleksandra": "Ola", "Valentina": "Vale", "Sebastiano": "Seb",
    "Alistair": "Ali", "Lachlan": "Lachie", "Reginald": "Reg", "Wilfred": "Wilf",
    "Zuzanna": "Zuza", "Gwendolyn": "Gwen", "Philippa": "Pip", "Bartosz": "Bartek",
    "Mateo": "Teo", "Reuben": "Rubes", "Ottilie": "Tillie", "Finley": "Finn",
}

SURNAMES = [
    "Abernethy", "Achterberg", "Adeyemi", "Agyeman", "Ahmadzai", "Albuquerque", "Alcantara",
    "Aldous", "Amankwah", "Anwar", "Appiah", "Arbuthnot", "Ashdown", "Athanasiou", "Aziz",
    "Balasubramaniam", "Ballantyne", "Banerjee", "Barraclough", "Bartholomew", "Battersby",
    "Bednarek", "Bhattacharya", "Blackwood", "Bogdanovic", "Bonnici", "Bracegirdle", "Brannigan",
    "Brzezinski", "Cadwallader", "Callaghan", "Carmichael", "Castellanos", "Chakraborty",
    "Chaudhry", "Chukwuemeka", "Cieslak", "Coughlan", "Cruickshank", "Dalgleish", "Danjuma",
    "Dasgupta", "De Souza", "Delacroix", "Desrosiers", "Dimitrov", "Doherty", "Donoghue",
    "Drummond", "Dunleavy", "Ekwueme", "Eriksen", "Esposito", "Etheridge", "Fairbairn",
    "Fa'amausili", "Featherstone", "Fenwick", "Ferreira", "Fitzgerald", "Fonoti", "Gallacher",
    "Garbutt", "Gbadamosi", "Giordano", "Golightly", "Gonsalves", "Greenhalgh", "Grzelak",
    "Gunawardena", "Haddad", "Halvorsen", "Hargreaves", "Hashemi", "Haverkamp", "Heathcote",
    "Hennessy", "Hinchcliffe", "Hoang", "Holloway", "Hosseini", "Huxtable", "Ibekwe", "Iqbal",
    "Iwasaki", "Jablonski", "Jaramillo", "Jayasuriya", "Jedrzejczak", "Kaczmarek", "Kamara",
    "Kapoor", "Karunaratne", "Kavanagh", "Kellerman", "Kilpatrick", "Kowalczyk", "Krishnamurthy",
    "Kuznetsova", "Lachance", "Laframboise", "Lam", "Larkin", "Lautoka", "Leclerc", "Lindqvist",
    "Llewellyn", "Lombardi", "Lowther", "Macaulay", "MacFarlane", "MacLeod", "Maguire",
    "Mahlangu", "Majewski", "Malhotra", "Manuelito", "Marchetti", "Matagi", "Mbeki-Sow",
    "McAllister", "McCreadie", "McGillivray", "Mendoza", "Menzies", "Mirza", "Moloney",
    "Montgomery", "Morrissey", "Mukherjee", "Murtagh", "Nakamura", "Nakashima", "Ndlovu",
    "Nguyen", "Nikolaidis", "Nowicki", "Nwachukwu", "Obi", "O'Brien", "O'Connell", "Odukoya",
    "Ogunleye", "O'Halloran", "Okafor", "Okonkwo", "Oliveira", "Olszewski", "Onyango",
    "O'Rourke", "Osei-Bonsu", "Ouellette", "Pachauri", "Papadopoulos", "Paquette", "Pemberton",
    "Penhaligon", "Pereira", "Petrovic", "Pilkington", "Plunkett", "Polanski", "Prendergast",
    "Pritchard", "Quaresma", "Quigley", "Rahman", "Ramaswamy", "Rasmussen", "Ravindran",
    "Rebelo", "Renwick", "Rinaldi", "Rosenthal", "Rowntree", "Rudzinski", "Saarinen", "Sahota",
    "Salazar", "Sandoval", "Santangelo", "Sarkodie", "Satterthwaite", "Schoeman", "Sekibo",
    "Sethi", "Shackleton", "Shaughnessy", "Siddiqui", "Sinclair", "Sithole", "Skrzypczak",
    "Soltani", "Spurling", "Srinivasan", "Stavropoulos", "Strachan", "Sutcliffe", "Szabo",
    "Tadesse", "Takahashi", "Tallis", "Tamihana", "Tanaka", "Te Rangi", "Thibodeau", "Thistlethwaite",
    "Tiernan", "Toleafoa", "Tremblay", "Trevelyan", "Tuilagi", "Uchenna", "Umeh", "Urquhart",
    "Vaillancourt", "Valdivia", "Vanterpool", "Varghese", "Vasquez", "Venkatesh", "Villeneuve",
    "Vukovic", "Wainwright", "Wardlaw", "Wasilewski", "Weatherall", "Whitlock", "Wickramasinghe",
    "Wisniewski", "Witherspoon", "Woźniak", "Yamamoto", "Yeboah", "Yilmaz", "Yoshida", "Zaman",
    "Zawadzki", "Zielinski", "Zubair", "Ansah", "Begum", "Chowdhury", "Delaney", "Egwu",
    "Faulkner", "Gillespie", "Hadfield", "Ismail", "Jankowski", "Kearney", "Lafferty",
]

STAFF_FIRST = [
    "Alison", "Beth", "Caroline", "Danielle", "Eleanor", "Fiona", "Gemma", "Hannah", "Helen",
    "Jess", "Kirsty", "Laura", "Lucy", "Megan", "Nicola", "Rachel", "Sophie", "Tara", "Vicky",
    "Zoe", "Aaron", "Ben", "Chris", "Daniel", "Gavin", "Jonathan", "Kieran", "Liam", "Owen",
    "Priya", "Ruth", "Simran", "Amrit", "Mei", "Olga", "Katie", "Jodie", "Rebecca", "Marcus",
    "Anneliese", "Brigid", "Chantelle", "Deepa", "Emer", "Harpreet", "Ingrid", "Joanne",
    "Kathryn", "Lindsay", "Maeve", "Naomi", "Philippa", "Roisin", "Sinead", "Thea", "Yvonne",
]
