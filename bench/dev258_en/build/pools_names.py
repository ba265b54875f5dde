"""Invented-by-combination name pools (given names and surnames of many
origins).  Any resemblance of a generated full name to a real person is
unintended."""

MALE = [
    # anglo / celtic
    "Aidan", "Alfie", "Angus", "Barnaby", "Bryn", "Callum", "Ciaran", "Connor", "Declan",
    "Dougie", "Ewan", "Fergus", "Finlay", "Gareth", "Harvey", "Huw", "Jago", "Jamie",
    "Kieran", "Lachlan", "Lewis", "Morgan", "Niall", "Oisin", "Owain", "Rhys", "Rory",
    "Seamus", "Tadhg", "Toby", "Wilf", "Cody", "Brody", "Hunter", "Tyler", "Wyatt",
    "Brent", "Dale", "Travis", "Shane", "Mitchell", "Zac", "Jarrah", "Bodhi",
    # south asian
    "Arjun", "Dev", "Harpreet", "Imran", "Kabir", "Manish", "Nikhil", "Omar", "Rahul",
    "Sanjay", "Tariq", "Vikram", "Zubair", "Faisal", "Aamir", "Rohan", "Gurdeep",
    # african / caribbean
    "Adebayo", "Chidi", "Kwame", "Kofi", "Obinna", "Tendai", "Jomo", "Emeka", "Yaw",
    "Abdirahman", "Tafari", "Desmond", "Leroy", "Babajide", "Sizwe",
    # east / south-east asian
    "Hiroshi", "Kenji", "Jun", "Min-jun", "Seo-jun", "Wei", "Haoran", "Minh", "Quang",
    "Thanh", "Arnel", "Jericho", "Nhat", "Takumi", "Zhiwei",
    # european
    "Anders", "Bartosz", "Dragos", "Florin", "Giorgos", "Henrik", "Jakub", "Joao",
    "Lorenzo", "Luca", "Mateusz", "Matthijs", "Nikos", "Pieter", "Rafael", "Stelian",
    "Tomasz", "Xabier", "Jonas", "Emil", "Bastien", "Loic", "Marek", "Ondrej",
    # middle eastern / other
    "Karim", "Yousef", "Reza", "Dariush", "Emre", "Serkan", "Hamza", "Bilal", "Elias",
    "Tane", "Wiremu", "Sione", "Tevita", "Iosefa", "Mateo", "Santiago", "Diego",
    "Joaquin", "Andres", "Rodrigo", "Marcus", "Nathaniel", "Malik", "Darnell", "DeShawn",
    "Terrell", "Jaylen", "Isaiah", "Garrett", "Colby", "Dustin", "Reid", "Spencer",
]

FEMALE = [
    "Abigail", "Aoife", "Bethan", "Bronwyn", "Caitlin", "Ciara", "Eilidh", "Elspeth",
    "Ffion", "Freya", "Gemma", "Imogen", "Isla", "Keeley", "Kirsty", "Lowri", "Maisie",
    "Niamh", "Orla", "Poppy", "Rhiannon", "Saoirse", "Sinead", "Tamsin", "Willow",
    "Brianna", "Kaylee", "Madison", "Shelby", "Tegan", "Chloe", "Jade", "Kayla", "Skye",
    "Matilda", "Ruby", "Indi", "Sienna", "Harper", "Mackenzie",
    "Aanya", "Deepa", "Farah", "Harleen", "Jaspreet", "Kavya", "Meera", "Nusrat",
    "Priya", "Rukhsana", "Sana", "Shreya", "Zainab", "Ayesha", "Tahmina",
    "Abena", "Adaeze", "Amara", "Chiamaka", "Efua", "Folasade", "Ifeoma", "Nkechi",
    "Yetunde", "Hodan", "Ayaan", "Thandiwe", "Marcia", "Shanice", "Keisha",
    "Aiko", "Hana", "Ji-woo", "Seo-yeon", "Mei", "Xiaoling", "Lan", "Thuy", "Ngoc",
    "Maricel", "Rowena", "Jocelyn", "Yuki", "Haruka", "Lihua",
    "Agnieszka", "Alina", "Anneke", "Bianca", "Chiara", "Dorota", "Eleni", "Ines",
    "Ingrid", "Katarzyna", "Ioana", "Lucia", "Magdalena", "Marta", "Sofie", "Zuzana",
    "Margot", "Elodie", "Greta", "Liesel", "Noemi", "Paola", "Vasiliki",
    "Leila", "Yasmin", "Shirin", "Elif", "Dilara", "Mariam", "Nour", "Rania",
    "Aroha", "Mere", "Losana", "Salote", "Mele", "Ximena", "Valentina", "Camila",
    "Guadalupe", "Luz", "Alejandra", "Tamika", "Latoya", "Destiny", "Aaliyah",
    "Brooke", "Kelsey", "Courtney", "Dakota", "Savannah",
]

SURNAMES = [
    # anglo / celtic (invented-ish combinations)
    "Ashdown", "Bellweather", "Blackett", "Brannigan", "Carrow", "Cheswick", "Collard",
    "Corrigan", "Dunmore", "Fairclough", "Farrant", "Gethin", "Glennie", "Hadfield",
    "Hallworth", "Harkness", "Ibbotson", "Kilbride", "Langstaff", "Lyddon", "Mallinder",
    "McAvoy", "McCreadie", "McIlroy", "MacLennan", "Mossop", "Naylor", "Ormerod",
    "Pengelly", "Penhaligon", "Prothero", "Quarmby", "Rudd", "Scarisbrick", "Shuttleworth",
    "Tregenza", "Trelawny", "Ventham", "Wardle", "Whitmore", "Yeardley", "O'Dwyer",
    "O'Halloran", "Ni Bhriain", "Fitzgerald-Rowe", "Ap Gwilym", "Cadwallader", "Lusk",
    "Birtwistle", "Catterall", "Dinsdale", "Gristwood", "Hebblethwaite", "Kettlewell",
    "Moorhouse", "Pickersgill", "Roebuck", "Sowerby", "Thwaite", "Wragg",
    "Ainsley", "Barstow", "Calloway", "Drury", "Eckersley", "Fenwick", "Garside",
    # us-flavoured
    "Beaudry", "Boudreaux", "Castellanos", "Delacroix", "Fontenot", "Guidry", "Hollister",
    "Kowalczyk", "Landry", "Mcallister", "Pruitt", "Rountree", "Stubblefield", "Tibbs",
    "Vandermeer", "Whitlock", "Yoder", "Zamora", "Bustamante", "Quintero", "Villaseñor",
    "Washington-Hale", "Broussard", "Dupree", "Okafor-Hill", "Rutledge", "Sandoval",
    # australian / nz / pacific
    "Brennan-Kerr", "Dunstan", "Fahey", "Keneally", "Lowrie", "Mulholland", "Pritchett",
    "Quinlivan", "Tuhiwai", "Ngata", "Paewai", "Fifita", "Taufa", "Leota", "Tuilagi",
    "Faleolo", "Havili", "Rangihuna",
    # south asian
    "Bhattacharya", "Chaudhry", "Deshpande", "Gill", "Iyer", "Kapoor", "Khanna",
    "Malhotra", "Mirza", "Nair", "Pathak", "Qureshi", "Rajagopal", "Sandhu", "Sethi",
    "Siddiqui", "Thakkar", "Venkatesh", "Ahluwalia", "Chowdhury", "Rahman", "Hossain",
    # african / caribbean
    "Adeyemi", "Afolabi", "Asante", "Boateng", "Chukwu", "Eze", "Mensah", "Nwosu",
    "Obi", "Oduya", "Okonjo", "Owusu", "Sesay", "Warsame", "Farah", "Mohamud",
    "Abernethy-Grant", "Campbell-Pryce", "Lindo", "Nembhard", "Thomlinson",
    # east / south-east asian
    "Chua", "Fujimoto", "Hashimoto", "Huynh", "Jeon", "Kwon", "Lam", "Matsuda",
    "Nakamura", "Nguyen-Tran", "Pham", "Takeda", "Truong", "Xu", "Yamazaki", "Zhao",
    "Dela Cruz", "Macaraeg", "Villanueva", "Santiago-Reyes", "Bautista",
    # european
    "Andersson", "Brzezinski", "Ciobanu", "Dimitriou", "Esposito", "Ferreira",
    "Grabowski", "Haugland", "Jankowski", "Kovacs", "Lindqvist", "Moretti",
    "Nieuwenhuis", "Oliveira", "Papadakis", "Popescu", "Rasmussen", "Schreiber",
    "Szymanski", "Van der Berg", "Wojcik", "Zielinski", "Lefebvre", "Marchetti",
    "Novak", "Horvath", "Kristiansen", "De Vries", "Gallo", "Rinaldi", "Vasquez",
    # middle eastern / turkish / persian
    "Al-Amin", "Aydin", "Demir", "El-Masri", "Haddad", "Karimi", "Nasser", "Rostami",
    "Saleh", "Yilmaz", "Tehrani", "Khoury", "Abboud", "Celik",
]

NICK = {
    "Barnaby": "Barney", "Callum": "Cal", "Dougie": "Doug", "Fergus": "Gus",
    "Jamie": "Jim", "Lachlan": "Lachie", "Nathaniel": "Nate", "Matilda": "Tilly",
    "Abigail": "Abi", "Elspeth": "Elsie", "Katarzyna": "Kasia", "Magdalena": "Magda",
    "Alejandra": "Ale", "Mackenzie": "Kenzie", "Valentina": "Vale", "Santiago": "Santi",
    "Rodrigo": "Rod", "Tomasz": "Tomek", "Bartosz": "Bartek", "Spencer": "Spence",
    "Christopher": "Chris", "Guadalupe": "Lupe", "Savannah": "Sav", "Courtney": "Court",
}

# names used for nicknames heard in dialogue / welfare notes
STREET_NAMES = ["Stretch", "Moose", "Ginge", "Tiny", "Bluey", "Skip", "Dazza", "Shaz"]
