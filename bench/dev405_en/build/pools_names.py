"""Personal-name pools of many origins (all ASCII).

Several names are also ordinary English words (Hope, Will, Rose, Baker,
Banks, Church) or places (Sydney, Austin, Georgia, Florence, Victoria), or
coincide with blood-group antigens (Duffy, Kidd, Lewis).
"""

MALE = [
    # English / Scottish / Welsh / Irish
    "James", "Oliver", "Thomas", "George", "Harry", "Jack", "William", "Robert",
    "Michael", "David", "Peter", "Stephen", "Gareth", "Rhys", "Owen", "Dylan",
    "Hamish", "Callum", "Ewan", "Angus", "Declan", "Ciaran", "Seamus", "Padraig",
    "Eoin", "Cormac", "Liam", "Connor", "Brendan", "Kieran",
    # names that are ordinary words or places
    "Will", "Mark", "Bill", "Frank", "Chase", "Hunter", "Mason", "Sonny", "Rocky",
    "Austin", "Dallas", "Jordan", "Cruz", "Hardy", "Royal", "Major", "Lincoln",
    # South Asian
    "Arjun", "Rahul", "Sanjay", "Vikram", "Imran", "Farhan", "Rajesh", "Gurpreet",
    "Harjit", "Anil", "Suresh", "Nikhil",
    # East / South-East Asian
    "Wei", "Jun", "Hao", "Minh", "Duc", "Hiroshi", "Kenji", "Jae-won", "Min-ho",
    "Rizal", "Paolo", "Jomar",
    # African / Caribbean
    "Chidi", "Emeka", "Tunde", "Kwame", "Kofi", "Yaw", "Abdi", "Mohamed",
    "Thabo", "Sipho", "Tendai", "Delroy", "Winston", "Marlon", "Tyrone",
    # Middle Eastern / Turkish / Iranian
    "Yusuf", "Omar", "Khalid", "Farid", "Amir", "Reza", "Dariush", "Emre", "Murat",
    # European
    "Tomasz", "Piotr", "Marek", "Dmitri", "Andrei", "Giovanni", "Luca", "Matteo",
    "Mateo", "Diego", "Jose", "Joao", "Nikolaos", "Pieter", "Lars", "Stefan",
    # Maori / Pacific
    "Tane", "Wiremu", "Rawiri", "Hemi", "Sione", "Tevita", "Losa", "Ioane",
    # Latino / North American
    "Carlos", "Luis", "Alejandro", "Travis", "Cody", "Brett", "Darnell", "DeShawn",
]

FEMALE = [
    "Margaret", "Elizabeth", "Sarah", "Emma", "Charlotte", "Olivia", "Emily",
    "Catherine", "Rachel", "Helen", "Susan", "Janet", "Fiona", "Morag", "Isla",
    "Siobhan", "Aoife", "Niamh", "Orla", "Roisin", "Sinead", "Bronwyn", "Sian",
    "Ffion", "Cerys", "Megan",
    # ordinary words / places / months
    "Grace", "Hope", "Faith", "Joy", "Rose", "Amber", "Crystal", "Dawn",
    "Summer", "Autumn", "April", "June", "May", "Ruby", "Pearl", "Ivy", "Holly",
    "Heather", "Iris", "Daisy", "Olive", "Poppy", "Victoria", "Florence",
    "Sydney", "Georgia", "Chelsea", "Charity", "Patience", "Precious",
    "Blessing", "Destiny", "Sunny", "Star",
    # South Asian
    "Priya", "Anjali", "Sunita", "Deepa", "Kavita", "Harpreet", "Simran",
    "Nasreen", "Farzana", "Shabnam", "Lakshmi",
    # East / South-East Asian
    "Mei", "Xiu", "Ling", "Yuki", "Haruka", "Min-ji", "Seo-yeon", "Thi Lan",
    "Ngoc", "Maricel", "Rowena", "Liezel",
    # African / Caribbean
    "Ngozi", "Adaeze", "Chioma", "Amara", "Ama", "Esi", "Abena", "Hodan",
    "Fadumo", "Nomvula", "Thandiwe", "Keisha", "Marcia", "Shanice",
    # Middle Eastern
    "Aisha", "Fatima", "Zainab", "Leila", "Shirin", "Yasmin", "Elif", "Zeynep",
    # European
    "Agnieszka", "Katarzyna", "Olga", "Irina", "Lucia", "Giulia", "Sofia",
    "Maria", "Ana", "Ines", "Eleni", "Ingrid", "Annika", "Marieke",
    # Maori / Pacific
    "Aroha", "Mere", "Ataahua", "Moana", "Leilani", "Malia", "Losana", "Mele",
    # Latino / North American
    "Ximena", "Guadalupe", "Rosa", "Brianna", "Tamika", "Kayla", "Shelby",
]

SURNAMES = [
    "Smith", "Jones", "Williams", "Taylor", "Davies", "Evans", "Thomas",
    "Roberts", "Hughes", "Edwards", "Wright", "Walker", "Robinson", "Thompson",
    "Harrison", "Atkinson", "Pickering", "Ackroyd", "Holroyd", "Sutcliffe",
    # ordinary words
    "Baker", "Cook", "Fisher", "Brown", "White", "Green", "Young", "King",
    "Bishop", "Page", "Rivers", "Wood", "Stone", "Hill", "Banks", "Price",
    "Cross", "Sharp", "Little", "Strong", "Moody", "Church", "Ward", "Hall",
    "Marsh", "Nurse", "Field", "Swift", "Gentle", "Hope", "Bliss", "Frost",
    "Winter", "Day", "Knight", "Lamb", "Fox", "Bird",
    # blood-group surnames
    "Duffy", "Kidd", "Lewis", "Kell",
    # Scottish / Irish
    "MacLeod", "Campbell", "Fraser", "McKenzie", "Murray", "Sinclair",
    "O'Brien", "O'Sullivan", "McCarthy", "Murphy", "Kelly", "Byrne", "Walsh",
    "Doherty", "Gallagher", "Ni Bhriain", "Fitzgerald", "Brennan",
    # South Asian
    "Patel", "Sharma", "Singh", "Gupta", "Iyer", "Nair", "Chowdhury",
    "Rahman", "Khan", "Hussain", "Begum", "Sandhu", "Gill", "Mistry", "Reddy",
    # East / South-East Asian
    "Chen", "Wang", "Li", "Zhang", "Liu", "Nguyen", "Tran", "Pham", "Le",
    "Kim", "Park", "Choi", "Tanaka", "Sato", "Watanabe", "Santos", "Reyes",
    "dela Cruz", "Bautista",
    # African / Caribbean
    "Okafor", "Adeyemi", "Okonkwo", "Mensah", "Boateng", "Osei", "Asante",
    "Abdullahi", "Farah", "Warsame", "Mabuza", "Dlamini", "Ndlovu",
    "Campbell-Reid", "Grant", "Morgan",
    # Middle Eastern
    "Al-Rashid", "Haddad", "Hosseini", "Karimi", "Yilmaz", "Demir", "Aziz",
    # European
    "Kowalski", "Nowak", "Wisniewski", "Petrov", "Ivanova", "Rossi",
    "Esposito", "Romano", "Garcia", "Rodriguez", "Hernandez", "Silva",
    "Pereira", "Papadopoulos", "Schmidt", "Muller", "Johansson", "van der Merwe",
    "de Souza", "Lindqvist", "Novak",
    # Maori / Pacific
    "Ngata", "Tipene", "Parata", "Te Whare", "Tuilagi", "Fonoti", "Tupou",
    "Faleolo", "Taufa",
    # Latino / North American
    "Lopez", "Martinez", "Gonzalez", "Ramirez", "Washington", "Jefferson",
    "Jackson", "Coleman", "Brooks",
]

NICK = {
    "William": "Billy", "Robert": "Bobby", "Michael": "Mick", "Thomas": "Tommy",
    "James": "Jim", "Margaret": "Maggie", "Elizabeth": "Liz", "Catherine": "Kate",
    "Peter": "Pete", "Stephen": "Steve", "David": "Dave", "Alejandro": "Alex",
    "Nikolaos": "Nick", "Giovanni": "Gianni", "Katarzyna": "Kasia",
    "Wiremu": "Bill", "Jose": "Pepe", "Rajesh": "Raj", "Tevita": "Dave",
}

# Name parts that are also common words/terms; the self-check ignores these
# when looking for unannotated repeats of a name.
WORDLIKE = sorted(set([
    "Will", "Mark", "Bill", "Frank", "Chase", "Hunter", "Mason", "Major",
    "Royal", "Hardy", "Grace", "Hope", "Faith", "Joy", "Rose", "Amber",
    "Crystal", "Dawn", "Summer", "Autumn", "April", "June", "May", "Ruby",
    "Pearl", "Ivy", "Holly", "Heather", "Iris", "Daisy", "Olive", "Poppy",
    "Charity", "Patience", "Precious", "Blessing", "Destiny", "Sunny", "Star",
    "Baker", "Cook", "Fisher", "Brown", "White", "Green", "Young", "King",
    "Bishop", "Page", "Rivers", "Wood", "Stone", "Hill", "Banks", "Price",
    "Cross", "Sharp", "Little", "Strong", "Moody", "Church", "Ward", "Hall",
    "Marsh", "Nurse", "Field", "Swift", "Gentle", "Bliss", "Frost", "Winter",
    "Day", "Knight", "Lamb", "Fox", "Bird", "Duffy", "Kidd", "Lewis", "Kell",
    "Grant", "Morgan", "Lincoln", "Victoria", "Sydney", "Georgia", "Chelsea",
    "Florence", "Austin", "Dallas", "Jordan", "Le", "Li", "Kim", "Park", "Gill",
    "Day", "Cruz", "Star", "Ana", "Jun", "Hamilton", "London",
]))

RELATIONS = {
    "M": ["wife", "partner", "son", "daughter", "mother", "father", "brother",
          "sister", "fiancee", "ex-wife", "uncle", "cousin", "best friend",
          "stepdaughter", "nephew", "flatmate"],
    "F": ["husband", "partner", "son", "daughter", "mother", "father",
          "brother", "sister", "fiance", "aunt", "niece", "best friend",
          "stepson", "grandmother", "cousin", "flatmate"],
}

# relation -> sex of the relative (None = either)
REL_SEX = {
    "wife": "F", "husband": "M", "son": "M", "daughter": "F", "mother": "F",
    "father": "M", "brother": "M", "sister": "F", "fiancee": "F", "fiance": "M",
    "ex-wife": "F", "uncle": "M", "aunt": "F", "nephew": "M", "niece": "F",
    "stepdaughter": "F", "stepson": "M", "grandmother": "F", "partner": None,
    "cousin": None, "best friend": None, "flatmate": None,
}
