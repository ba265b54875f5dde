"""Invented person-name pools for dev267_en (author 267).

Given names and surnames of many origins, combined at random, so any
match with a real person is unintended.
"""

FEMALE = [
    # British / Irish / Welsh / Scottish
    "Abigail", "Aileen", "Bethan", "Bronwen", "Carys", "Ciara", "Deirdre", "Eilidh",
    "Eleanor", "Fiona", "Gwen", "Harriet", "Imogen", "Isla", "Jessamy", "Kirsty",
    "Lowri", "Maeve", "Morag", "Niamh", "Orla", "Philippa", "Rhiannon", "Siobhan",
    "Tamsin", "Una", "Winifred", "Yvonne", "Beverley", "Gillian", "Hazel", "Janice",
    # North American / Australian
    "Brittany", "Caitlyn", "Darlene", "Kaylee", "LaToya", "Madison", "Shawna", "Tammy",
    "Brooke", "Jolene", "Krystal", "Marnie", "Tegan", "Kylie", "Shelley", "Raelene",
    "Bronte", "Sienna", "Matilda", "Georgette", "Loretta", "Dolores", "Wanda", "Lorraine",
    # Hispanic / Portuguese / Italian / Greek
    "Ximena", "Guadalupe", "Marisol", "Araceli", "Yesenia", "Inês", "Conceição", "Graça",
    "Giulia", "Rosalba", "Concetta", "Despina", "Eleni", "Paraskevi", "Carmela", "Lucía",
    # Polish / Ukrainian / Baltic / Nordic / Dutch / German
    "Agnieszka", "Bożena", "Halyna", "Oksana", "Ieva", "Rasa", "Sigrid", "Astrid",
    "Liesbeth", "Margriet", "Anneliese", "Hannelore", "Kerttu", "Solveig",
    # South Asian
    "Anjali", "Priyanka", "Nirmala", "Shanthi", "Farzana", "Rukhsana", "Nasreen", "Tahmina",
    "Harpreet", "Jaswinder", "Kavitha", "Meenakshi", "Dilini", "Thilini",
    # East / South-East Asian
    "Mei Ling", "Xiuying", "Huong", "Thuy", "Ji-woo", "Seo-yeon", "Haruka", "Yumiko",
    "Marites", "Rosario", "Analyn", "Siriporn", "Ngoc Anh", "Lan",
    # African / Caribbean / Middle Eastern
    "Adaeze", "Chiamaka", "Ngozi", "Folasade", "Abena", "Akosua", "Hodan", "Fadumo",
    "Wanjiru", "Njeri", "Tigist", "Meseret", "Marcia", "Claudette", "Yolande",
    "Rania", "Layla", "Fatemeh", "Shirin", "Elif", "Zeynep", "Rivka", "Tova",
    # Pacific / Maori / other
    "Losana", "Mele", "Aroha", "Moana", "Talia", "Sefa", "Kalani",
    # French-Canadian
    "Geneviève", "Josée", "Marie-Ève", "Sylvie", "Chantal", "Ghislaine", "Nathalie",
]

MALE = [
    "Alasdair", "Bryn", "Callum", "Declan", "Eamon", "Fergus", "Gareth", "Hamish",
    "Iwan", "Lachlan", "Dafydd", "Niall", "Ruairi", "Tadhg", "Rhodri", "Torquil",
    "Barry", "Clive", "Derek", "Graham", "Keith", "Malcolm", "Nigel", "Trevor",
    "Brayden", "Cody", "Dwayne", "Jaxon", "Tyrell", "Wyatt", "Bradley", "Darnell",
    "Lachie", "Shane", "Brett", "Wayne", "Kieran", "Mitchell", "Harlan", "Clifton",
    "Joaquín", "Rogelio", "Eusebio", "Jesús", "Anselmo", "João", "Rui", "Duarte",
    "Salvatore", "Gennaro", "Benedetto", "Stavros", "Dimitrios", "Spyridon",
    "Grzegorz", "Wojciech", "Tadeusz", "Bohdan", "Taras", "Mykola", "Arvydas",
    "Sven", "Leif", "Henrik", "Joost", "Pieter", "Dieter", "Wolfgang", "Aarne",
    "Rajesh", "Sanjeev", "Venkatesh", "Imran", "Tariq", "Shahid", "Mizanur",
    "Gurpreet", "Harjit", "Sunil", "Chaminda", "Nuwan", "Prakash",
    "Wei", "Jian", "Minh", "Quang", "Duc", "Jae-hyun", "Min-jun", "Takeshi",
    "Hiroshi", "Rodel", "Jericho", "Somchai", "Tuan",
    "Chukwuemeka", "Obinna", "Oluwaseun", "Babajide", "Kwabena", "Kofi", "Abdirahman",
    "Mohamed", "Kamau", "Otieno", "Tesfaye", "Dawit", "Delroy", "Winston", "Errol",
    "Karim", "Youssef", "Omid", "Dariush", "Mehmet", "Emre", "Yosef", "Avraham",
    "Sione", "Viliami", "Tane", "Wiremu", "Iosefa", "Keoni",
    "Réjean", "Gaétan", "Yves", "Luc", "Jean-François", "Benoît", "Ghislain",
]

UNISEX = ["Alex", "Jordan", "Sam", "Robin", "Jesse", "Casey", "Ashley", "Sasha",
          "Kai", "Rowan", "Quinn", "Ari", "Noor", "Hayden"]

SURNAMES = [
    # British / Irish
    "Ashworth", "Blackmore", "Cardew", "Dunmore", "Eversleigh", "Fairbairn", "Greenhalgh",
    "Haddow", "Ingleby", "Jessop", "Kettering", "Latimer", "Mountford", "Nuttall",
    "Oakridge", "Pennington", "Quarrie", "Rudd", "Stanhope", "Threlfall", "Underwood",
    "Vickery", "Wainwright", "Yardley", "McAllister", "MacPhail", "O'Driscoll",
    "O'Halloran", "Fitzgerald-Shaw", "Llewellyn", "Pritchard", "ap Rhys", "Gwilliam",
    "Cairncross", "Dalgleish", "Strachan", "Crombie", "Tennant", "Higginbottom",
    "Brocklehurst", "Ormerod", "Pickersgill", "Sowerby", "Trelawney", "Penhaligon",
    # North American / Australian
    "Kowalczyk-Hart", "Delacroix", "Van Buskirk", "Whitlock", "Buckhalter", "Honeycutt",
    "Stackhouse", "Merriweather", "Tillotson", "Ruggles", "Pettibone", "Dunaway",
    "Coldiron", "Blankenship", "Hawksworth", "Mulcahy", "Quaid", "Gilchrist",
    # Hispanic / Portuguese / Italian / Greek
    "Villaseñor", "Arreola", "Bustamante", "Cisneros", "Echeverría", "Galindo",
    "Ibarra", "Montoya", "Quintanilla", "Zepeda", "Figueiredo", "Magalhães",
    "Sampaio", "Carvalhal", "Esposito", "Lombardo", "Caruso", "Iannucci", "Pagliaro",
    "Papadakis", "Kouris", "Stamatopoulos", "Triantafyllou", "Georgiou",
    # Central / Eastern / Northern European
    "Wiśniewski", "Zielińska", "Grabowski", "Kowalczyk", "Szymańska", "Hrytsenko",
    "Bondarenko", "Melnyk", "Petrauskas", "Jankauskienė", "Lindqvist", "Bergström",
    "Haugland", "Sørensen", "Van der Meulen", "De Groot", "Brinkhuis", "Scheffler",
    "Oberholzer", "Kleinschmidt", "Wendt", "Virtanen", "Halonen",
    # South Asian
    "Balasubramanian", "Chakraborty", "Deshpande", "Iyer", "Krishnamurthy", "Nair",
    "Raghunathan", "Subramaniam", "Venkataraman", "Chaudhry", "Qureshi", "Siddiqui",
    "Rahman", "Hossain", "Uddin", "Sandhu", "Grewal", "Dhillon", "Perera",
    "Jayawardena", "Wickramasinghe", "Fernando", "Gunasekara", "Bhattarai",
    # East / South-East Asian
    "Zhao", "Huang", "Xu", "Tang", "Leung", "Chan", "Nguyen", "Tran", "Pham",
    "Vuong", "Park", "Choi", "Yoon", "Tanaka", "Nakamura", "Ishikawa", "Dela Cruz",
    "Bautista", "Manalo", "Villanueva", "Srisuk", "Wongsawat",
    # African / Caribbean / Middle Eastern
    "Okonkwo", "Adeyemi", "Eze", "Nwachukwu", "Babatunde", "Ogunleye", "Mensah",
    "Asante", "Boateng", "Osei", "Warsame", "Abdi", "Farah", "Mwangi", "Kariuki",
    "Ochieng", "Bekele", "Haile", "Girma", "Thompson-Reid", "Braithwaite",
    "Campbell-Hinds", "Haddad", "Khoury", "Mansour", "Haidari", "Rostami",
    "Karimi", "Yilmaz", "Demir", "Öztürk", "Ben-David", "Friedmann", "Abramovitz",
    # Pacific / Maori
    "Tupou", "Fifita", "Leota", "Faleolo", "Ngata", "Parata", "Tuhiwai", "Kealoha",
    # French-Canadian
    "Bouchard", "Gagnon", "Thibodeau", "Lachance", "Desrosiers", "Beauchemin",
    "Tremblay-Roy", "Ouellette", "Pelletier", "Côté",
    # invented compounds
    "Ashcombe", "Brightwater", "Coldharbour", "Fernsby", "Hollowell", "Marchbank",
    "Redfern", "Saltmarsh", "Thornycroft", "Wintergreen", "Yellowlees", "Stobart",
]

NICKNAMES = {
    "Alasdair": "Ally", "Barry": "Baz", "Callum": "Cal", "Derek": "Del",
    "Dimitrios": "Jim", "Grzegorz": "Greg", "Wojciech": "Wojtek", "Chukwuemeka": "Emeka",
    "Oluwaseun": "Seun", "Babajide": "Jide", "Kwabena": "Kobby", "Salvatore": "Sal",
    "Gennaro": "Gerry", "Lachlan": "Lachie", "Eleanor": "Nell", "Philippa": "Pippa",
    "Winifred": "Winnie", "Abigail": "Abby", "Harriet": "Hattie", "Margriet": "Griet",
    "Anneliese": "Liese", "Priyanka": "Priya", "Jaswinder": "Jas", "Harpreet": "Preet",
    "Venkatesh": "Venky", "Konstantinos": "Kostas", "Stavros": "Steve", "Guadalupe": "Lupe",
    "Dolores": "Lola", "Rosario": "Charo", "Mykola": "Kolya", "Tadeusz": "Tadek",
    "Jean-François": "JF", "Geneviève": "Gen", "Paraskevi": "Voula", "Viliami": "Liam",
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# Name pieces for usernames of systems
USER_SUFFIX = ["", "", "1", "2", "3", "7", "01", "_nst", ".diet", "_hc"]
