"""Name pools of many origins; several are ordinary English words or clash with eponyms."""

# origin: (female first names, male first names, surnames)
POOLS = {
    "english": (
        "Hope Grace Faith Joy Rose Ivy Holly Amber Ruby Pearl Summer Dawn April May June "
        "Daisy Poppy Willow Hazel Lily Sophie Charlotte Emily Jessica Chloe Megan Hannah "
        "Lauren Bethany Katie Gemma Leanne Kirsty Stacey Donna Tracey Jodie Abbie Evie "
        "Isla Freya Harriet Imogen Phoebe Tilly Maisie Elsie Mabel Florence Lottie Robin",
        "Jack Harry George Oliver Alfie Charlie Freddie Archie Theo Louie Stanley Albert "
        "Mason Hunter Chase Grant Bill Will Rich Dean Wayne Craig Lee Gary Darren Shane "
        "Kyle Ryan Liam Callum Jordan Reece Bradley Ashley Carl Neil Stuart Graham Keith "
        "Barry Terry Frank Victor Reed Brook Sonny Teddy Reggie Ernie Arthur Robin",
        "Baker Cook Bishop Page Wood Hill Brown Green Young Little Long Short Rice Bell "
        "Church Hall Ward Street Nurse Moody Parks Lane Marsh Fields Stone Banks Cross "
        "Sharp Hart Swift Frost Snow King Mann Good Best Gentle Walker Singer Fisher "
        "Millard Robin Collins Latham Nance Hynes Grayson Foster Turner Cooper Harris "
        "Shaw Webb Pickering Atkinson Hargreaves Whitworth Ramsbottom Openshaw Tattersall "
        "Greenwood Butterworth Sutcliffe Holroyd Ackroyd Pilling Oldroyd Kershaw Hebden "
        "Bradshaw Haworth Pemberton Fairclough Bottomley Brearley Wainwright Earnshaw"),
    "celtic": (
        "Siobhan Aoife Niamh Orla Ciara Sinead Roisin Aisling Caoimhe Saoirse Grainne "
        "Eilidh Catriona Morag Mhairi Kirsteen Ffion Cerys Seren Bethan Eleri Nia Carys",
        "Padraig Cian Oisin Eoin Darragh Ronan Cathal Fionn Tadhg Donal Seamus Ciaran "
        "Hamish Angus Fraser Ruaridh Calum Euan Dafydd Rhys Gethin Iwan Owain Emyr",
        "O'Brien O'Neill Murphy Kelly Byrne Walsh Ryan O'Sullivan McCarthy Doyle Lynch "
        "Quinn Brennan Flanagan MacLeod MacDonald Campbell Stewart Fraser Sinclair "
        "McAllister Jones Davies Evans Williams Llewellyn Pritchard Prosser Griffiths "
        "Morgan Vaughan Powell Gallagher Donnelly Keane Heaney Ni Bhriain Mac Giolla"),
    "south_asian": (
        "Aisha Fatima Zainab Maryam Amina Ayesha Sana Hina Nadia Farah Priya Anjali "
        "Deepa Kavita Sunita Neha Pooja Shreya Simran Harpreet Jasleen Gurpreet Rukhsana "
        "Shabana Nasreen Tahmina Sumaiya Rumana Ishani Meera Lakshmi Divya Nusrat",
        "Mohammed Ahmed Ali Hassan Bilal Imran Zain Omar Usman Rehan Arjun Rohan Vikram "
        "Rahul Sanjay Amit Ravi Harjit Gurdeep Jaswinder Mandeep Sukhdev Abdul Rashid "
        "Shahid Tariq Faisal Kamran Rizwan Aarav Ishaan Kabir Dev Nikhil",
        "Khan Hussain Ahmed Ali Shah Iqbal Akhtar Begum Rahman Chowdhury Miah Uddin "
        "Patel Sharma Singh Kaur Gill Sandhu Dhillon Bains Sidhu Mistry Desai Joshi "
        "Kumar Reddy Nair Iyer Pillai Menon Qureshi Malik Bhatti Siddiqui Raja Mirza"),
    "east_asian": (
        "Mei Ling Xiu Yan Jing Hui Wen Li Na Yuki Sakura Hana Aiko Min-ji Seo-yeon "
        "Ji-woo Thi Lan Ngoc Anh Mai Linh Thu Trang Jasmine Kimberly",
        "Wei Jun Hao Jian Ming Lei Hiroshi Kenji Takeshi Min-jun Seo-jun Ji-ho Minh "
        "Duc Tuan Quang Huy Bao Long Kevin Jason",
        "Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Lin Tan Lim Ng Wong Chan Cheung "
        "Tanaka Sato Suzuki Watanabe Kim Lee Park Choi Jung Nguyen Tran Le Pham Hoang "
        "Vu Dang Bui Do"),
    "west_african": (
        "Blessing Precious Gift Favour Chiamaka Ngozi Adaeze Chioma Folake Funmilayo "
        "Yetunde Abimbola Titilayo Oluwaseun Adwoa Akosua Ama Efua Abena Princess Comfort",
        "Chinedu Emeka Obinna Ikenna Chukwuemeka Tunde Olumide Babatunde Segun Femi "
        "Kwame Kofi Kwabena Yaw Kojo Goodluck Godwin Innocent Miracle Samuel Daniel",
        "Okafor Okonkwo Nwosu Eze Obi Adeyemi Adebayo Ogunleye Oyelaran Balogun Afolabi "
        "Mensah Boateng Owusu Asante Osei Appiah Agyeman Danso Adjei Okeke Uchenna"),
    "east_african": (
        "Hodan Amran Faduma Sahra Ifrah Nimco Ayan Luwam Selam Hiwot Meron Wanjiru",
        "Abdirahman Abdullahi Mahad Liban Yusuf Guled Dawit Tesfaye Berhane Kamau Otieno",
        "Warsame Farah Abdi Hersi Jama Mohamud Osman Tesfamariam Haile Gebremedhin "
        "Mwangi Njoroge Ochieng Wanjiku"),
    "arabic_turkish_kurdish": (
        "Layla Noor Yasmin Rania Huda Mariam Salma Dilan Zeynep Elif Ayse Hevi Rojin",
        "Youssef Karim Khalid Samir Tarek Hamza Ibrahim Mustafa Emre Mehmet Baran Rebin",
        "Al-Sayed Haddad Khoury Nasser Mansour Aziz Hamdan Yilmaz Demir Kaya Celik "
        "Ozturk Aydin Barzani Ahmadi Rostami"),
    "east_european": (
        "Agnieszka Katarzyna Magdalena Zofia Oliwia Ioana Andreea Elena Ruta Egle "
        "Oksana Natalia Olena Daria Milena Iveta",
        "Piotr Krzysztof Tomasz Jakub Mateusz Andrei Ionut Mihai Tomas Mantas Dmytro "
        "Oleksandr Bogdan Marek Lukas Viktor",
        "Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowska Zielinski Popescu Ionescu "
        "Dumitru Stan Kazlauskas Petrauskas Shevchenko Kovalenko Bondarenko Horvath "
        "Novak Dvorak"),
    "southern_european_latino": (
        "Maria Ana Sofia Lucia Carmen Isabel Beatriz Ines Giulia Chiara Francesca "
        "Valentina Camila Guadalupe Ximena Paola Rosa Alba Eleni Dimitra",
        "Jose Juan Carlos Luis Miguel Pedro Joao Tiago Rui Marco Luca Giovanni Matteo "
        "Diego Alejandro Santiago Mateo Andres Nikos Giorgos",
        "Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres "
        "Silva Santos Ferreira Pereira Costa Oliveira Rossi Russo Bianchi Romano Ricci "
        "Esposito Papadopoulos Georgiou Alvarez Castillo Mendoza Reyes Flores"),
    "pacific_maori": (
        "Aroha Mere Ataahua Kiri Hine Anahera Losa Mele Sina Ana Seini Litia Moana",
        "Tama Wiremu Rawiri Hemi Nikau Manaia Sione Tevita Viliami Ioane Malakai Paora",
        "Ngata Parata Tipene Walker Te Rangi Horomona Tuhiwai Faleolo Tupou Fifita "
        "Taufa Vaifale Leota Fonoti Sapolu Tuilagi"),
    "filipino": (
        "Maricel Rowena Jocelyn Marites Lovely Princess Cherry Joy Rhea Kristine",
        "Rodel Jomar Arnel Romeo Jericho Mark Anthony Jun Nonoy Rey",
        "Dela Cruz Santos Reyes Bautista Mendoza Villanueva Aquino Ramos Navarro Castro "
        "Manalo Dimaculangan Macaraeg"),
    "jewish_european": (
        "Miriam Rivka Esther Leah Tova Ingrid Astrid Freja Annika Sanne Femke Greta",
        "David Eli Noam Avi Lars Anders Erik Sven Joost Pieter Jurgen Stefan",
        "Cohen Levy Goldberg Rosen Katz Friedman Jensen Nielsen Andersson Johansson "
        "de Vries van Dijk Bakker Visser Muller Schneider Becker Wagner"),
    "french_canadian": (
        "Genevieve Josee Chantal Mathilde Amelie Juliette Elodie Manon Noemie Brigitte",
        "Jean-Luc Mathieu Etienne Olivier Maxime Francois Gabriel Simon Yannick Remi",
        "Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet "
        "Pelletier Belanger Levesque Bergeron"),
    "afro_caribbean_us": (
        "Keisha Tanisha Shanice Latoya Imani Aaliyah Destiny Ebony Jada Nia Raven",
        "DeShawn Marcus Tyrone Jamal Darnell Malik Andre Terrell Jerome Dwayne Kareem",
        "Washington Jefferson Jackson Robinson Campbell Clarke Grant Brown Johnson "
        "Williams Thompson Richards Bailey Francis Edwards"),
}

ORIGINS = sorted(POOLS)

# rough weights per country
COUNTRY_ORIGINS = {
    "UK": {"english": 34, "celtic": 10, "south_asian": 16, "east_asian": 4, "west_african": 7,
           "east_african": 4, "arabic_turkish_kurdish": 4, "east_european": 8,
           "southern_european_latino": 4, "filipino": 2, "jewish_european": 3,
           "afro_caribbean_us": 4},
    "IE": {"celtic": 42, "english": 18, "east_european": 12, "west_african": 6,
           "south_asian": 6, "filipino": 5, "southern_european_latino": 5, "east_asian": 3,
           "arabic_turkish_kurdish": 3},
    "US": {"english": 26, "southern_european_latino": 20, "afro_caribbean_us": 14,
           "east_asian": 8, "south_asian": 6, "jewish_european": 6, "celtic": 6,
           "east_african": 4, "west_african": 4, "arabic_turkish_kurdish": 3,
           "filipino": 3, "east_european": 3},
    "CA": {"english": 24, "french_canadian": 18, "celtic": 10, "south_asian": 12,
           "east_asian": 10, "filipino": 5, "southern_european_latino": 6,
           "east_african": 4, "arabic_turkish_kurdish": 4, "afro_caribbean_us": 4,
           "east_european": 4},
    "AU": {"english": 34, "celtic": 10, "east_asian": 12, "south_asian": 10,
           "southern_european_latino": 10, "pacific_maori": 6, "arabic_turkish_kurdish": 6,
           "east_african": 4, "filipino": 4, "jewish_european": 3},
    "NZ": {"english": 32, "pacific_maori": 26, "celtic": 10, "east_asian": 10,
           "south_asian": 8, "filipino": 5, "jewish_european": 4, "east_european": 3},
}


def _split(s):
    # multi-word surnames joined by listing them with a marker would be fussy;
    # a few two-word surnames are kept by pairing known prefixes.
    words = s.split()
    out = []
    i = 0
    joiners = {"Ni", "Mac", "Dela", "de", "van", "Te", "Al"}
    while i < len(words):
        w = words[i]
        if w in joiners and i + 1 < len(words):
            out.append(w + " " + words[i + 1])
            i += 2
        else:
            out.append(w)
            i += 1
    return out


FIRST_F = {o: POOLS[o][0].split() for o in ORIGINS}
FIRST_M = {o: POOLS[o][1].split() for o in ORIGINS}
SURN = {o: _split(POOLS[o][2]) for o in ORIGINS}
# a few two-word given names
FIRST_F["east_asian"] = ["Mei Ling", "Xiu Yan", "Jing", "Hui Wen", "Li Na", "Yuki", "Sakura",
                         "Hana", "Aiko", "Min-ji", "Seo-yeon", "Ji-woo", "Thi Lan", "Ngoc Anh",
                         "Mai", "Linh", "Thu Trang", "Jasmine", "Kimberly"]
FIRST_M["filipino"] = ["Rodel", "Jomar", "Arnel", "Romeo", "Jericho", "Mark Anthony", "Jun",
                       "Nonoy", "Rey"]


def pick_origin(rng, country):
    w = COUNTRY_ORIGINS[country]
    keys = sorted(w)
    return rng.choices(keys, weights=[w[k] for k in keys])[0]


class Person:
    def __init__(self, first, last, sex, middle=None, title=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle
        self.title = title

    def full(self):
        return self.first + " " + self.last

    def full_mid(self):
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return self.full()

    def last_first(self, upper=True):
        ln = self.last.upper() if upper else self.last
        return "%s, %s" % (ln, self.first)

    def initials(self, dots=False):
        parts = self.first.replace("-", " ").split()[:1] + self.last.replace("'", "").split()[-1:]
        if dots:
            return ".".join(p[0].upper() for p in parts) + "."
        return "".join(p[0].upper() for p in parts)

    def init_last(self):
        return "%s %s" % (self.first[0], self.last)


def make_person(rng, country, sex=None, origin=None, last=None, middle_p=0.25):
    if origin is None:
        origin = pick_origin(rng, country)
    if sex is None:
        sex = rng.choice(["F", "M"])
    first = rng.choice(FIRST_F[origin] if sex == "F" else FIRST_M[origin])
    if last is None:
        last = rng.choice(SURN[origin])
    middle = None
    if rng.random() < middle_p:
        pool = FIRST_F[origin] if sex == "F" else FIRST_M[origin]
        middle = rng.choice(pool)[0]
    p = Person(first, last, sex, middle)
    p.origin = origin
    return p


def username(rng, person):
    ln = person.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    fn = person.first.lower().replace(" ", "").replace("-", "")
    style = rng.randrange(5)
    if style == 0:
        return fn[0] + ln + str(rng.randint(1, 9))
    if style == 1:
        return ln[:6] + fn[0]
    if style == 2:
        return "%s.%s" % (fn, ln)
    if style == 3:
        return (fn[0] + ln[:5]).upper() + str(rng.randint(10, 99))
    return "%s%s%02d" % (fn[:3], ln[:3], rng.randint(1, 99))
