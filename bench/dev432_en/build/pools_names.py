"""Personal name pools, written for dev432_en.  Many origins; several names are
also ordinary English words (Hope, Grace, Frank, Baker, Ward, Street...)."""

FEMALE = [
    # English / general, including word-names
    "Margaret", "Susan", "Janet", "Pauline", "Brenda", "Doreen", "Maureen",
    "Sandra", "Julie", "Karen", "Gillian", "Lorraine", "Tracey", "Kelly",
    "Gemma", "Chloe", "Jade", "Leanne", "Stacey", "Hannah", "Abigail",
    "Hope", "Grace", "Rose", "Faith", "Ivy", "Holly", "Daisy", "April",
    "May", "June", "Joy", "Amber", "Dawn", "Heather", "Olive", "Pearl",
    "Ruby", "Violet", "Hazel", "Iris", "Robin", "Summer", "Sky", "Poppy",
    "Primrose", "Patience", "Honor", "Mercy", "Star", "Crystal", "Penny",
    "Winifred", "Edna", "Gladys", "Mavis", "Beryl", "Elsie", "Ethel",
    # Irish / Scottish / Welsh
    "Siobhan", "Aoife", "Niamh", "Saoirse", "Roisin", "Ciara", "Sinead",
    "Grainne", "Orla", "Mairead", "Eilidh", "Morag", "Catriona", "Bethan",
    "Cerys", "Rhiannon", "Angharad", "Nia",
    # Polish / Central and Eastern European
    "Agnieszka", "Katarzyna", "Malgorzata", "Zofia", "Ewa", "Joanna",
    "Ioana", "Elena", "Mihaela", "Oksana", "Svetlana", "Daiva", "Ilona",
    "Zuzana", "Marketa",
    # South Asian
    "Priya", "Anjali", "Sunita", "Farzana", "Nasreen", "Shabnam", "Rukhsana",
    "Kiran", "Harpreet", "Manjit", "Parveen", "Shazia", "Deepa", "Lakshmi",
    "Meena", "Nusrat", "Tahmina",
    # Arabic / Somali / Turkish / Persian
    "Fatima", "Amina", "Layla", "Noor", "Mariam", "Hodan", "Faduma",
    "Sahra", "Elif", "Zeynep", "Shirin", "Parisa", "Yasmin",
    # West / East / Southern African, Caribbean
    "Adaeze", "Chiamaka", "Ngozi", "Abena", "Akosua", "Folake", "Funmilayo",
    "Nomvula", "Thandiwe", "Wanjiru", "Achieng", "Tendai", "Precious",
    "Blessing", "Marcia", "Yvonne", "Claudette", "Beverley",
    # East and South-East Asian
    "Mei", "Li Na", "Xiu Ying", "Jing", "Yuki", "Haruka", "Ji-woo",
    "Thi Lan", "Linh", "Mai", "Maricel", "Rowena", "Jocelyn", "Siti",
    "Nurul",
    # Southern European / Latin American
    "Lucia", "Guadalupe", "Marisol", "Carmen", "Giulia", "Francesca",
    "Joana", "Ines", "Eleni", "Despina", "Marta", "Rosario",
]

MALE = [
    "John", "David", "Peter", "Michael", "Robert", "Keith", "Derek",
    "Trevor", "Colin", "Graham", "Barry", "Gary", "Darren", "Wayne",
    "Craig", "Lee", "Jason", "Liam", "Callum", "Ryan", "Kieran", "Jordan",
    "Frank", "Grant", "Mark", "Bill", "Will", "Guy", "Miles", "Dean",
    "Hunter", "Sonny", "Rusty", "Jack", "Bob", "Chase", "Lance", "Rich",
    "Clay", "Rock", "Victor", "Norman", "Cecil", "Stanley", "Harold",
    "Albert", "Wilfred", "Reginald",
    "Padraig", "Cian", "Oisin", "Eoin", "Ciaran", "Declan", "Fergal",
    "Seamus", "Lachlan", "Hamish", "Angus", "Rhys", "Gethin", "Dafydd",
    "Tomasz", "Krzysztof", "Pawel", "Marek", "Andrzej", "Mihai", "Bogdan",
    "Vasile", "Dmytro", "Jonas", "Tomas", "Petr",
    "Rajesh", "Sanjay", "Imran", "Gurpreet", "Harjit", "Mohammed",
    "Abdul", "Tariq", "Arjun", "Vikram", "Sunil", "Anwar", "Rakib",
    "Jaspal", "Nirmal",
    "Omar", "Yusuf", "Khalid", "Hassan", "Abdirahman", "Mustafa", "Emre",
    "Mehmet", "Reza", "Dariush",
    "Chukwuemeka", "Obinna", "Kwame", "Kofi", "Oluwaseun", "Babatunde",
    "Tendai", "Sipho", "Thabo", "Otieno", "Winston", "Delroy", "Clive",
    "Errol",
    "Wei", "Jian", "Hiroshi", "Kenji", "Min-jun", "Duc", "Minh", "Quang",
    "Rogelio", "Ramon", "Jose", "Mateo", "Luca", "Giorgos", "Nikos",
    "Joao", "Rui", "Diego",
]

SURNAMES = [
    # word surnames
    "Baker", "Mason", "Wood", "King", "Frost", "Brown", "White", "Green",
    "Marsh", "Fields", "Hill", "Bishop", "Cook", "Hunter", "Lamb", "Bell",
    "Swan", "Fox", "Bird", "Rice", "Moody", "Strong", "Little", "Sharp",
    "Sweet", "Young", "Best", "Church", "House", "Ward", "Page", "Case",
    "Chance", "Power", "Rush", "Stone", "Snow", "Winter", "Summers", "Day",
    "Knight", "Cross", "Parish", "Street", "Booth", "Wells", "Hope",
    "Reading", "Banks", "Chambers", "Rivers", "Lane", "Field", "Price",
    "Waters", "Brook", "Spring", "Fairweather", "Goodwin", "Hale",
    # British / Irish
    "Smith", "Jones", "Taylor", "Walker", "Harrison", "Wright", "Morgan",
    "Evans", "Davies", "Williams", "Roberts", "Hughes", "Thomas", "Pritchard",
    "Llewellyn", "Thornton", "Ackroyd", "Sutcliffe", "Holroyd", "Braithwaite",
    "Pickering", "Entwistle", "Dobson", "Hargreaves", "Whitworth",
    "O'Brien", "Murphy", "Byrne", "O'Sullivan", "Fitzgerald", "Doherty",
    "McCarthy", "Kavanagh", "Ni Bhriain", "O'Donoghue", "Quinlan",
    "MacLeod", "MacDonald", "Campbell", "McIntyre", "Fraser", "Sinclair",
    # Polish / Eastern European
    "Kowalska", "Kowalski", "Nowak", "Wisniewski", "Zielinska", "Lewandowski",
    "Popescu", "Ionescu", "Dumitru", "Shevchenko", "Kovalenko", "Petrauskas",
    "Novak", "Horvath",
    # South Asian
    "Patel", "Shah", "Begum", "Khan", "Hussain", "Chowdhury", "Singh",
    "Kaur", "Gill", "Sandhu", "Dhillon", "Mistry", "Parmar", "Iyer",
    "Nair", "Reddy", "Ahmed", "Ali", "Rahman", "Islam", "Akhtar", "Siddiqui",
    "Bhatti", "Choudhury", "Perera", "Fernando",
    # Arabic / Somali / Turkish
    "Mohamed", "Abdi", "Warsame", "Haddad", "Yusuf", "Farah", "Yilmaz",
    "Demir", "Kaya", "Mansour", "Saleh",
    # African / Caribbean
    "Okafor", "Mensah", "Nwosu", "Adeyemi", "Okonkwo", "Boateng", "Osei",
    "Asante", "Kamara", "Dlamini", "Ndlovu", "Mutasa", "Kariuki", "Odhiambo",
    "Campbell-Reid", "Grant-Lewis", "Thompson", "Francis", "Clarke",
    # East / South-East Asian
    "Nguyen", "Tran", "Le", "Pham", "Chen", "Wang", "Zhang", "Li", "Wong",
    "Lim", "Tan", "Lau", "Tanaka", "Sato", "Kim", "Park", "Santos",
    "Reyes", "dela Cruz", "Bautista",
    # Southern European / Latin American
    "Garcia", "Rodriguez", "Martinez", "Rossi", "Esposito", "Ferreira",
    "Silva", "Costa", "Papadopoulos", "Georgiou", "Moreno", "Castillo",
    "Van der Merwe", "de Vries", "Jansen",
]

# nicknames a clerk might record as "known as"
NICK = {
    "Margaret": "Peggy", "Robert": "Bob", "William": "Bill", "Michael": "Mick",
    "Elizabeth": "Liz", "Reginald": "Reg", "Winifred": "Winnie",
    "Albert": "Bert", "Harold": "Harry", "Stanley": "Stan",
    "Krzysztof": "Chris", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka",
    "Abdirahman": "Abdi", "Katarzyna": "Kasia", "Malgorzata": "Gosia",
    "Susan": "Sue", "Pauline": "Polly", "Gurpreet": "Gary",
    "Babatunde": "Tunde", "Funmilayo": "Funmi", "Maureen": "Mo",
}

TITLES_F = ["Mrs", "Ms", "Miss", "Mrs", "Ms"]
TITLES_M = ["Mr"]
