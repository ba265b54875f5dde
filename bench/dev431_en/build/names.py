"""Person-name pools (many origins, several that are ordinary English words),
nicknames, relations and occupations. All invented combinations."""

FEMALE = [
    # British / Irish / general
    "Margaret", "Joan", "Dorothy", "Edna", "Irene", "Maureen", "Brenda", "Sheila",
    "Patricia", "Eileen", "Kathleen", "Siobhan", "Bridget", "Nora", "Aoife", "Niamh",
    "Gwen", "Rhiannon", "Morag", "Isla", "Elspeth", "Linda", "Susan", "Carol",
    "Janet", "Elizabeth", "Mary", "Ann", "Barbara", "Valerie", "Hilda", "Gladys",
    # ordinary words
    "Rose", "Hope", "Grace", "Faith", "Joy", "Ivy", "Dawn", "April", "May", "June",
    "Holly", "Pearl", "Ruby", "Hazel", "Violet", "Olive", "Iris", "Heather", "Robin",
    # South Asian
    "Parveen", "Shabana", "Harjit", "Manjit", "Sunita", "Lakshmi", "Anjali", "Nasreen",
    "Rukhsana", "Gurpreet",
    # African / Caribbean
    "Ngozi", "Adaeze", "Abena", "Amina", "Hodan", "Blessing", "Precious", "Comfort",
    "Yetunde", "Chipo", "Marcia", "Beverley", "Hyacinth",
    # East / South-East Asian
    "Mei", "Xiu Ying", "Lan", "Thi Hoa", "Hiroko", "Mi-rae", "Maricel", "Rosario",
    "Imelda", "Luzviminda",
    # European
    "Krystyna", "Agnieszka", "Halina", "Zofia", "Maria", "Giulia", "Francesca",
    "Eleni", "Despina", "Ingrid", "Astrid", "Marguerite", "Genevieve", "Oksana",
    "Ayse", "Fatma", "Conceicao", "Lucia", "Carmen", "Dolores",
    # Maori / Pacific / other
    "Aroha", "Mereana", "Huia", "Losana", "Mele", "Leilani", "Miriam", "Esther",
    "Layla", "Mariam", "Yasmin", "Noura",
]

MALE = [
    "Arthur", "Albert", "Harold", "Kenneth", "Dennis", "Raymond", "Stanley", "Norman",
    "Derek", "Trevor", "Colin", "Malcolm", "Gareth", "Dafydd", "Hamish", "Angus",
    "Seamus", "Padraig", "Declan", "Cormac", "Eamon", "Thomas", "George", "Frederick",
    "Leonard", "Walter", "Douglas", "Gordon", "Keith", "Brian", "Terence", "Clifford",
    # ordinary words
    "Bill", "Will", "Mark", "Frank", "Jack", "Hunter", "Forrest", "Dean", "Grant",
    "Miles", "Wade", "Ray", "Guy", "Cliff", "Rusty", "Sonny", "Rich",
    # South Asian
    "Mohammed", "Abdul", "Tariq", "Gurdev", "Balwinder", "Rajesh", "Suresh", "Imran",
    "Harbhajan", "Anil",
    # African / Caribbean
    "Chukwuemeka", "Oluwaseun", "Kwame", "Kofi", "Tendai", "Abdirahman", "Tesfaye",
    "Winston", "Delroy", "Everton", "Lloyd",
    # East / South-East Asian
    "Wei", "Jian", "Minh", "Van Thanh", "Hiroshi", "Jae-won", "Rodrigo", "Ernesto",
    "Danilo",
    # European
    "Stanislaw", "Tadeusz", "Piotr", "Giuseppe", "Antonio", "Vittorio", "Konstantinos",
    "Yannis", "Lars", "Henrik", "Pieter", "Jean-Paul", "Gaston", "Mykola", "Mehmet",
    "Mustafa", "Joao", "Manuel", "Miguel", "Horst",
    # Maori / Pacific / other
    "Wiremu", "Hemi", "Rawiri", "Sione", "Tevita", "Ioane", "Yusuf", "Omar", "Samir",
    "Levi", "Isaac",
]

SURNAMES = [
    "Jones", "Evans", "Llewellyn", "Pritchard", "MacLeod", "Fraser", "Campbell",
    "McIntyre", "Robertson", "Sutherland", "Ackroyd", "Haworth", "Sugden", "Pickles",
    "Thwaite", "Trelawney", "Penrose", "Heseltine", "Oldroyd", "Barraclough",
    "O'Sullivan", "O'Connell", "McCarthy", "Fitzgerald", "Kavanagh", "Ni Bhriain",
    "Moriarty", "Brennan", "Doherty", "Quinlan",
    # ordinary words / eponym collisions
    "Baker", "Cook", "Bishop", "Wood", "Hill", "Field", "Frost", "Stone", "Page",
    "Price", "Swift", "Long", "Young", "Moody", "King", "Marsh", "Bell", "Brown",
    "Green", "White", "Little", "Sharp", "Day", "Winter", "Fox", "Lamb", "Bird",
    "Banks", "Waters", "Church", "Foley", "Parkinson", "Mason", "Hunter", "Rich",
    # South Asian
    "Patel", "Sharma", "Begum", "Hussain", "Chaudhry", "Iqbal", "Singh", "Kaur",
    "Sandhu", "Gill", "Mistry", "Rahman", "Nair", "Pillai",
    # African / Caribbean
    "Okafor", "Adeyemi", "Mensah", "Osei", "Nwosu", "Abdi", "Mohamed", "Tesfaye",
    "Banda", "Mwangi", "Warsame", "Farah", "Okonkwo", "Bailey", "Grant", "Samuels",
    # East / South-East Asian
    "Chen", "Wong", "Li", "Nguyen", "Tran", "Pham", "Kim", "Park", "Tanaka", "Zhang",
    "Liu", "Reyes", "Bautista", "Villanueva", "dela Cruz",
    # European
    "Kowalski", "Nowak", "Wisniewska", "Zielinski", "Ferreira", "Pereira", "Santos",
    "Rossi", "Esposito", "Bianchi", "Papadopoulos", "Yilmaz", "Demir", "Haddad",
    "Khoury", "Al-Amin", "Cohen", "Goldberg", "van der Berg", "Johansson", "Larsen",
    "Garcia", "Hernandez", "Morales", "Tremblay", "Gagnon", "Bouchard", "Cote",
    "Kovalenko", "Shevchenko", "Schmidt",
    # Maori / Pacific
    "Ngata", "Parata", "Tipene", "Rewi", "Horomona", "Tuilagi", "Taufa", "Fa'avae",
]

NICK = {
    "Margaret": "Maggie", "Elizabeth": "Betty", "Dorothy": "Dot", "Patricia": "Pat",
    "Kathleen": "Kath", "Barbara": "Babs", "Susan": "Sue", "Valerie": "Val",
    "Albert": "Bert", "Harold": "Harry", "Kenneth": "Ken", "Raymond": "Ray",
    "Stanley": "Stan", "Frederick": "Fred", "Leonard": "Len", "Terence": "Terry",
    "Thomas": "Tom", "Douglas": "Dougie", "Clifford": "Cliff", "Gordon": "Gordy",
    "Stanislaw": "Stan", "Giuseppe": "Joe", "Mohammed": "Mo", "Chukwuemeka": "Emeka",
    "Oluwaseun": "Seun", "Konstantinos": "Kostas", "Wiremu": "Wiri", "Rawiri": "Rawi",
    "Bridget": "Bridie", "Maureen": "Mo", "Eileen": "Eily", "Walter": "Wally",
}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

RELATIONS_F = ["wife", "daughter", "sister", "niece", "granddaughter", "daughter-in-law",
               "partner", "neighbour", "friend", "cousin", "stepdaughter"]
RELATIONS_M = ["husband", "son", "brother", "nephew", "grandson", "son-in-law",
               "partner", "neighbour", "friend", "cousin", "stepson"]

# occupations of patients and relatives (PROFESSION); several double as
# surnames or clinical words on purpose
JOBS = [
    "miner", "joiner", "bus driver", "dinner lady", "primary school teacher", "nurse",
    "welder", "farmer", "postman", "seamstress", "accountant", "electrician", "fitter",
    "docker", "shop assistant", "hairdresser", "civil servant", "lorry driver",
    "plasterer", "bricklayer", "typist", "midwife", "police officer", "civil engineer",
    "cleaner", "chef", "taxi driver", "librarian", "shepherd", "fisherman",
    "mill worker", "bank clerk", "pharmacist", "solicitor", "vicar", "lecturer",
    "carpenter", "mechanic", "secretary", "barber", "baker", "cook", "machinist",
    "steelworker", "shearer", "dairy farmer", "train driver", "nursing assistant",
    "factory worker", "merchant seaman", "radiographer", "jeweller", "painter and decorator",
    "publican", "tailor", "GP receptionist", "care worker", "paramedic", "software developer",
    "firefighter", "social worker", "warehouse operative", "pastor", "headteacher",
]
WORKING_JOBS = [
    "paramedic", "teacher", "HGV driver", "accountant", "care worker", "nurse",
    "electrician", "plumber", "solicitor", "retail manager", "software developer",
    "firefighter", "social worker", "warehouse operative", "police officer",
    "hairdresser", "chef", "pharmacist", "builder", "bus driver", "midwife",
    "farmer", "mechanic", "receptionist", "youth worker", "postwoman", "dentist",
]

NUM_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = {4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def age_words(n):
    if n >= 100:
        rest = n - 100
        return "one hundred" + (" and " + NUM_WORDS[rest] if rest else "")
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUM_WORDS[u] if u else "")


class Person:
    def __init__(self, first, last, sex, middle=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.nick = NICK.get(first)

    def full(self):
        return self.first + " " + self.last

    def fullmid(self):
        return self.first + (" " + self.middle + ". " if self.middle else " ") + self.last

    def inverted(self, caps=False):
        s = self.last + ", " + self.first + (" " + self.middle if self.middle else "")
        return s.upper() if caps else s

    def initial_last(self, dot=True):
        return self.first[0] + (". " if dot else " ") + self.last

    def initials(self):
        parts = (self.first + " " + self.last).replace("-", " ").split()
        return "".join(p[0].upper() for p in parts if p[0].isalpha())

    def title(self):
        return "Mr" if self.sex == "M" else "Mrs"


def make_person(rng, sex=None, pool_bias=None):
    if sex is None:
        sex = rng.choice("MF")
    first = rng.choice(MALE if sex == "M" else FEMALE)
    last = rng.choice(pool_bias if pool_bias and rng.random() < 0.35 else SURNAMES)
    middle = rng.choice(MIDDLE_INITIALS) if rng.random() < 0.3 else ""
    return Person(first, last, sex, middle)
