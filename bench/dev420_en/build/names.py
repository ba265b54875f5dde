"""Personal-name pools of many origins (all combinations are fictional).

Several entries are also ordinary English words (Hope, Grace, Rose, Hunter,
Baker, Wells, Frost ...) so that a model cannot rely on dictionary look-ups.
"""

FEMALE = sorted(set("""
Aaliyah Abena Adaeze Adele Agnieszka Aiko Aisha Alejandra Alessia Alina Amara
Amelia Ana Anahera Ananya Aoife Ayesha Beatriz Bethany Bich Bronwyn Busisiwe
Carmen Catalina Ceridwen Chidinma Chloe Ciara Dagny Daniela Deepa Dilnoza Dorota
Ebony Eilidh Elif Eleni Elena Aroha Esperanza Farah Fatima Fiadh Folasade Freya
Gabriela Gulnara Hana Hannah Harriet Hye-jin Ifeoma Ines Ingrid Irina Isabel
Jasmine Jelena Jiayi Joanna Kalinda Kamala Kasia Keiko Kiri Lakshmi Laila Leilani
Lerato Linh Lucia Mairead Malia Mariam Marisol Maya Mei Mercedes Mihaela Minh
Nadia Naledi Nasrin Niamh Nkechi Noor Oksana Olga Oluwaseun Padma Paloma Parisa
Priya Rania Rebecca Rosalind Ruth Saanvi Sakura Samira Saoirse Shirin Sinead
Siobhan Sunita Svetlana Tahlia Tamar Tanisha Thandiwe Valentina Wanjiru
Ximena Yara Yasmin Yetunde Yuki Zainab Zanele Zofia Margaret Dorothy Patricia
Linda Susan Karen Deborah Sharon Janet Maureen Gillian Heather Wendy Colleen
Hope Grace Rose Joy Faith Summer May June Ivy Daisy Holly Amber Iris Dawn Robin
Hazel Olive Pearl Violet Willow Autumn Sky Fern Ruby Jade Poppy Honor Verity
""".split()))

MALE = sorted(set("""
Abdi Abdullah Adebayo Ahmed Aidan Ajay Alasdair Aleksander Alejandro Amir Anand
Andrei Angus Antonio Arjun Babajide Bartosz Bilal Bogdan Bongani Callum
Chinedu Ciaran Conor Dai Darius Dawit Deshawn Dmitri Eamon Emeka Enrique Ewan
Farhan Fergus Florin Giorgos Gurpreet Hamza Haruto Hemi Hiroshi Hussein Ibrahim
Ifeanyi Imran Ivan Jakub Jamal Javier Jin Joaquin Jorge Juan Kaito Kareem Kenji
Kofi Kwame Lachlan Lars Luca Luis Mateus Mehmet Mikhail Minh Mohammed Nikolai
Nnamdi Oisin Olumide Omar Oskar Pablo Paolo Pedro Pradeep Rafael Rahul Rangi
Rashid Ravi Reza Rhys Rohan Rui Sanjay Santiago Sean Sergei Seung-ho Shane Sipho
Somchai Stefan Tadhg Takumi Tariq Tevita Thabo Thanh Tomasz Tuan Vikram Vusi
Wei Wiremu Yaw Yusuf Zoltan Zhihao Gerald Raymond Kenneth Douglas Gordon Malcolm
Trevor Graham Barry Keith Dennis Wayne Clifford Howard Roy Stanley Harold Leonard
Hunter Mason Grant Dean Frank Art Miles Chase Cole Forrest Rocky Rusty Sonny Bob
Will Jack Carter Dallas Reed Heath Clay Glen Dale Wade Lane Cliff Drew Jay Rex
""".split()))

SURNAMES = sorted(set("""
Abernethy Acheampong Adeyemi Agarwal Ahmadi Akhtar Alvarez Amadi Andersen
Antonopoulos Aoki Appiah Arslan Asante Babatunde Balogun Banerjee Barbosa Bergstrom
Bhatt Bianchi Bjornsson Blackwood Boateng Bondarenko Brennan Cabrera Caldwell
Castellano Chaudhry Chen Cho Chowdhury Ciobanu Costa Czarnecki Dang Delgado Demir
Deng Desai Diallo Dimitrov Doherty Dubois Duong Eze Farouk Fernandes Ferreira
Fitzgerald Flanagan Gallagher Ganguly Garcia Gonzalez Grabowski Guerrero Gupta
Haddad Halvorsen Hashemi Hayashi Hernandez Horvath Hussain Ibrahim Igwe Ikeda
Iyer Jablonski Jankowski Jensen Kaur Kavanagh Khalil Khan Kim Kovacs Kowalczyk
Krishnan Kuznetsov Lachance Lam Lefebvre Lindqvist MacLeod Mahlangu Makoni Malik
Martinez McAllister McCarthy McGrath Mensah Mirza Molina Moreau Morrison Mukherjee
Murphy Nakamura Ndlovu Nguyen Nikolaidis Novak Nowak Nwosu Obi O'Brien O'Connell
Odhiambo Ogunleye Okafor Okonkwo Okoro Oliveira Olsen O'Sullivan Owusu Ozturk
Papadopoulos Park Patel Pereira Petrov Phiri Popescu Quinn Rahman Ramirez Rao
Reddy Rezaei Rossi Ruiz Saeed Sandoval Santos Sato Schneider Sharma Shevchenko
Siddiqui Silva Singh Sokolov Suzuki Svensson Szabo Tanaka Teo Thorsen Tiwari
Tran Tremblay Truong Tshabalala Uchenna Van der Berg Varga Vasquez Verma Volkov
Wang Walsh Wojcik Xu Yamamoto Yilmaz Yusuf Zhang Zhou Zielinski Abbott Atkinson
Bradshaw Cartwright Crawford Donnelly Fairweather Fenwick Gilchrist Hargreaves
Holloway Kettering Lockhart Lowe Mackenzie Ogilvy Pemberton Prendergast Redmond
Sutcliffe Thornton Whitfield Baker Cook Wood Young Black White Green Brown Fox
Lamb Wells Hill Marsh Field Stone Frost Snow Little King Rich Sharp Moody Hale
Swift Best Bishop Price Banks Rivers Pope Church Cross Fisher Gardner Hart Hunter
Mason Parsons Sterling Bell Knight Rose Day Winter Lake Glass Short Noble Gold
Love Read Strong Wise Goodman Salt Heron Nightingale Sparrow Crane Wolfe Bird
Te Whare Ngata Tipene Walker-Ngata Nguyen-Tran Garcia-Lopez Ahmed-Khan
""".split()))
# multi-word surnames broken by split(): rebuild the few intended ones
SURNAMES = [s for s in SURNAMES if s not in ("Van", "der", "Berg", "Te", "Whare")]
SURNAMES += ["Van der Berg", "Te Whare", "de la Cruz", "Mac an tSaoi"]
SURNAMES = sorted(set(SURNAMES))

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")
CLASH = {"MD", "DO", "RN", "PA", "NP", "OT", "PT", "GP", "ED", "ER", "IV", "PO", "NG", "OR", "MO", "DR", "SN", "ID",
         "HR", "BP", "CT", "MR", "MS", "ST", "PR", "AM", "PM", "BD", "OD", "QD", "IM", "SC", "NA", "HB", "TB", "CV",
         "GI", "AF", "MI", "OK", "NO", "IT", "AS", "AT", "BE", "BY", "GO", "HE", "IF", "IN", "IS", "ME", "MY", "OF",
         "ON", "SO", "TO", "UP", "US", "WE", "AN", "AB", "DC", "EX", "NB", "PS", "RE", "VS", "CC", "LP", "PE"}

NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Trish", "Rebecca": "Becky", "Aleksander": "Olek",
    "Kenneth": "Ken", "Raymond": "Ray", "Leonard": "Len", "Harold": "Harry",
    "Elena": "Lena", "Oluwaseun": "Seun", "Alejandro": "Alex", "Nikolai": "Kolya",
    "Gabriela": "Gabi", "Bartosz": "Bartek", "Tomasz": "Tomek", "Deborah": "Debbie",
    "Stanley": "Stan", "Douglas": "Doug", "Francesca": "Fran", "Santiago": "Santi",
}

NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven",
                "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
                "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMBER_WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMBER_WORDS[u] if u else "")


class Person:
    """A fictional person; the forms below are the strings that go into notes."""

    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice(["F", "M"])
        pool = FEMALE if self.sex == "F" else MALE
        self.first = rng.choice(pool)
        self.last = rng.choice(SURNAMES)
        self.mi = rng.choice(MIDDLE_INITIALS) if rng.random() < 0.6 else ""
        self.nick = NICKNAMES.get(self.first)

    def full(self):
        return self.first + " " + self.last

    def full_mi(self):
        return "%s %s. %s" % (self.first, self.mi, self.last) if self.mi else self.full()

    def last_first(self):
        return "%s, %s" % (self.last, self.first)

    def upper_lf(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        return s + " " + self.mi if self.mi else s

    def init_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self):
        return "%s.%s." % (self.first[0], self.last[0])

    def initials_bare(self):
        """Two-letter staff initials; three letters when two would read as a
        credential or clinical abbreviation (MD, DO, RN, PA ...)."""
        two = (self.first[0] + self.last[0]).upper()
        if two in CLASH:
            mid = self.mi or self.last[1].upper()
            return (self.first[0] + mid + self.last[0]).lower()
        return two.lower()

    def login(self, rng):
        if getattr(self, "_login", None) is None:
            self._login = self._make_login(rng)
        return self._login

    def _make_login(self, rng):
        base = (self.first[0] + self.last.replace(" ", "").replace("'", "").replace("-", "")).lower()
        style = rng.randrange(4)
        if style == 0:
            return base[:8] + str(rng.randint(1, 9))
        if style == 1:
            return (self.first.lower() + "." + self.last.lower()).replace(" ", "").replace("'", "")
        if style == 2:
            return base[:7]
        return base[:6] + "%02d" % rng.randint(1, 40)

    def any_form(self, rng):
        return rng.choice([self.full(), self.full(), self.last_first(), self.full_mi(),
                           self.init_last()])


def new_person(rng, sex=None, last=None):
    p = Person(rng, sex)
    if last:
        p.last = last
    return p
