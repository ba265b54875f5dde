"""Hand-written personal-name pools (no external lists), grouped by origin,
and a small Person object that renders names in clinical styles."""

# origin -> (female given names, male given names, family names)
ORIGINS = {
    "anglo": (
        "Olivia Amelia Isla Ava Freya Poppy Evie Harriet Imogen Matilda Rosie "
        "Esme Florence Hollie Jessica Kayleigh Lauren Megan Natalie Paige "
        "Rebecca Sophie Tegan Chloe Abigail Madison Brooke Hailey Kaitlyn "
        "Savannah Peyton Harper Addison Emily Charlotte Georgia Maisie Phoebe "
        "Lily Bethany Courtney Delilah Jemima Marnie Tabitha",
        "Oliver Harry George Alfie Archie Theo Freddie Jack Callum Connor Ethan "
        "Jacob Lewis Mason Nathan Owen Reece Toby Tyler William Hunter Brody "
        "Cody Dylan Logan Wyatt Carter Landon Jaxon Brayden Samuel Henry "
        "Joshua Benjamin Edward Max Riley Lachlan Cooper Hamish Jasper Rupert "
        "Barnaby Declan Kieran",
        "Ashworth Barraclough Bellamy Blackwood Brindley Cartwright Catterall "
        "Dawlish Eastwood Fairbairn Fenwick Gaskell Goodwin Hartley "
        "Hebblethwaite Holroyd Kettleborough Lambert Lockwood Marchbank "
        "Medlicott Northcott Oakes Pemberton Pickering Prowse Ramsbottom "
        "Rowntree Sedgwick Shuttleworth Stainton Thackeray Tollemache "
        "Underwood Wainwright Whitlock Woodhouse Yardley Cresswell Bagshaw "
        "Ellery Haverstock Penrose Tilbury Greenhalgh Birtwistle Moorcroft "
        "Satterthwaite Chadwick Pilkington Langridge Fothergill"),
    "irish": (
        "Aoife Ciara Niamh Saoirse Róisín Caoimhe Siobhán Orla Clodagh Aisling "
        "Gráinne Sinéad Éabha Muireann Bláthnaid Deirbhile Fiadh Síofra Nuala "
        "Méabh Ailbhe Doireann",
        "Oisín Cian Darragh Tadhg Ruairí Fionn Cathal Donnacha Eoin Pádraig "
        "Colm Diarmuid Seán Ciarán Lorcan Odhrán Senan Conall Fiachra Ronan "
        "Cormac Dara",
        "O'Sullivan Mulcahy Ní_Dhonnchadha Ó_Ceallaigh Breathnach Cullinane "
        "Dineen Fahy Geraghty Hennessy Kavanagh Lenihan Mac_Diarmada McGovern "
        "Moriarty Nolan O'Donoghue Quigley Rafferty Scanlon Tierney Whelan "
        "Brosnan Corcoran Deasy Flannery Keogh Lynch Mooney Phelan "
        "McGettigan Ó_Briain Twomey Heffernan Cronin"),
    "celtic": (
        "Eilidh Morag Catriona Kirsty Mhairi Ailsa Seren Cerys Ffion Angharad "
        "Bethan Nia Rhian Carys Iona Lowri",
        "Angus Ruaridh Euan Fraser Struan Calum Dafydd Gethin Rhodri Iwan "
        "Emrys Aled Huw Tomos Alasdair",
        "MacAulay MacLeod Grieve Drummond Urquhart Sinclair Cruickshank Baird "
        "Menzies Lamont Pritchard Llewellyn Prosser Vaughan-Price Gwilym "
        "Bevan Meredith Rees-Jenkins Tudor-Evans Strachan Mackintosh"),
    "south_asian": (
        "Priya Ananya Aarohi Divya Kavya Meera Nandini Pooja Riya Shreya Aisha "
        "Fatima Zainab Simran Harpreet Navneet Lakshmi Deepika Sana Ishita "
        "Tanvi Anjali Swati Rukhsana",
        "Arjun Rohan Aditya Vikram Karthik Siddharth Rahul Aarav Vihaan Imran "
        "Bilal Hamza Gurpreet Harjit Manpreet Sandeep Nikhil Pranav Zubair "
        "Yusuf Sanjay Abhishek Faizan Varun",
        "Raman Iyer Venkataraman Subramaniam Krishnamurthy Chatterjee Banerjee "
        "Mukherjee Deshpande Kulkarni Patil Joshi Nair Menon Pillai Reddy Rao "
        "Sandhu Gill Dhillon Grewal Bhatti Qureshi Chaudhry Siddiqui Malik "
        "Hussain Akhtar Bose Thakkar Gopalakrishnan Ranganathan Mahajan "
        "Sharma Verma Kapoor Bhattacharya"),
    "chinese": (
        "Mei Xinyi Jiayi Yuxin Wen Lian Hui_Min Shu_Fen Ying Qing Yan Xiaoling",
        "Wei Jun Hao Zhiwei Yichen Kai Jian Ming Bo Xiang Zihan Haoran",
        "Zhang Liu Huang Zhao Zhou Xu Sun Ma Zhu Hu Guo He Lin Luo Zheng "
        "Liang Xie Tang Feng Deng Cao Peng Ong Tan Lim Teo Chua Goh Yeo Leong"),
    "korean": (
        "Ji-woo Seo-yeon Min-ji Ha-eun Soo-ah Yu-na",
        "Min-jun Seo-jun Do-hyun Ji-ho Hyun-woo Jae-sung",
        "Kim Park Choi Jeong Kang Yoon Jang Han Shin Baek"),
    "japanese": (
        "Yui Haruka Sakura Aoi Mio Rin Emiko",
        "Haruto Sota Ren Yuto Kenji Daiki Takumi",
        "Takahashi Watanabe Yamamoto Nakamura Kobayashi Saito Matsumoto "
        "Inoue Kimura Hayashi Fujiwara"),
    "vietnamese": (
        "Linh Thao Ngoc_Anh Trang Phuong Huong Mai",
        "Minh Duc Huy Quang Tuan Khoa Bao",
        "Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do Truong"),
    "filipino": (
        "Maricel Jocelyn Rowena Princess Angelica Kristine Mylene Lovely",
        "Jerome Rodel Marvin Jericho Ramil Jomar Rommel",
        "Dela_Cruz Bautista Mendoza Villanueva Santos Reyes Manalo Macaraeg "
        "Dimaculangan Pascual Ocampo Lacson Tolentino"),
    "west_african": (
        "Adaeze Chiamaka Ngozi Oluwaseun Folake Yetunde Abimbola Chioma "
        "Ifeoma Akosua Ama Efua Abena Nkechi Temitope",
        "Chukwuemeka Obinna Tunde Olumide Babajide Kelechi Ikenna Kwame Kofi "
        "Yaw Kwabena Femi Emeka Segun Uchenna",
        "Okafor Adeyemi Okonkwo Adebayo Eze Nwosu Oyelaran Balogun Ogunleye "
        "Afolabi Onyekachi Chukwu Mensah Boateng Asante Owusu Agyeman Appiah "
        "Darko Ofori Nwachukwu Oyebanji"),
    "east_african": (
        "Hodan Ifrah Nasra Sagal Hamdi Selam Meron Hiwot Tigist Wanjiru "
        "Akinyi Njeri",
        "Abdirahman Abdullahi Liban Yonas Dawit Tesfaye Kibet Otieno Kamau "
        "Mwangi Bashir",
        "Warsame Abdi Farah Hassan Osman Jama Bekele Haile Gebremedhin Alemu "
        "Kiprono Ochieng Wafula Njoroge Mohamud"),
    "arabic": (
        "Layla Noor Yasmin Mariam Huda Rania Salma Dalia Reem Lina",
        "Omar Khalid Tariq Karim Samir Faisal Ziad Youssef Rami Nabil",
        "Haddad Khoury Nassar Saleh Mansour Darwish Khalil Barakat Aziz "
        "Al-Masri El-Sayed Hamdan Abboud Sabbagh Shalhoub"),
    "persian_turkish": (
        "Shirin Parisa Nasrin Elif Zeynep Ece Defne Golnaz",
        "Dariush Kaveh Arash Reza Emre Burak Mert Kerem",
        "Tehrani Rahimi Karimi Moradi Farahani Yilmaz Demir Kaya Aydin "
        "Ozturk Celik Sahin"),
    "slavic": (
        "Zofia Agnieszka Katarzyna Magdalena Oksana Olena Iryna Natalia Maja "
        "Zuzanna Halyna",
        "Jakub Mateusz Piotr Tomasz Krzysztof Bohdan Taras Mykola Dmytro "
        "Andriy Wojciech",
        "Kowalczyk Wiśniewski Zieliński Nowak Lewandowski Wójcik Kamiński "
        "Dąbrowski Kozłowski Jankowski Mazur Krawczyk Shevchenko Bondarenko "
        "Tkachenko Kovalenko Melnyk Boyko Kravets Oliynyk"),
    "latin": (
        "Lucía Valentina Camila Sofía Ximena Giulia Chiara Francesca Beatriz "
        "Inês Mariana Alessia Guadalupe Renata",
        "Mateo Santiago Diego Joaquín Alejandro Matteo Lorenzo Giovanni Tiago "
        "Rafael Duarte Nicolás Emiliano",
        "García Rodríguez Hernández Morales Castillo Vargas Ramírez Ferreira "
        "Carvalho Esposito Romano Bianchi Ricci Colombo Marchetti Sousa "
        "Gonçalves Pereira Quintero Salazar Figueroa Benedetti"),
    "greek": (
        "Eleni Katerina Despina Anastasia Sofia",
        "Nikos Giorgos Dimitrios Stavros Christos",
        "Papadopoulos Georgiou Nikolaidis Konstantinou Christodoulou "
        "Antoniadis Karamanlis"),
    "pacific": (
        "Aroha Moana Mereana Anahera Kiri Hinemoa Ataahua Marama Losana Seini "
        "Mele Salote Lupe Talia",
        "Tane Wiremu Nikau Rawiri Hemi Mikaere Tamati Sione Viliami Tevita "
        "Semisi Iosefa Pita",
        "Parata Ngata Tawhiri Rangihuna Te_Awa Wihongi Kereama Haereroa Matiu "
        "Faleolo Tuilagi Fonoti Fifita Taufa Vaipulu Latu Tupou Leiataua "
        "Sapolu Te_Whata"),
    "germanic": (
        "Anouk Femke Lotte Greta Heike Ingrid Astrid Sigrid Freja Annika",
        "Joost Sander Bram Lukas Matthias Jens Lars Henrik Anders Tobias",
        "van_der_Berg de_Vries Bakker Visser Janssen Hoffmann Schäfer Becker "
        "Vogel Lindqvist Johansson Halvorsen Nyberg Sørensen Eriksen"),
    "southern_african": (
        "Anri Marelize Elna Annelie Thandiwe Nomvula Lindiwe Zanele Ayanda "
        "Nokuthula Palesa Refilwe Busisiwe",
        "Pieter Johan Hendrik Wikus Sipho Thabo Bongani Mandla Lwazi Themba "
        "Kagiso Tshepo Jaco",
        "van_Wyk Botha du_Plessis Pretorius Venter Coetzee Nel Steyn Dlamini "
        "Nkosi Mahlangu Khumalo Mokoena Ndlovu Zungu Mthembu Sithole Molefe "
        "Bezuidenhout Oosthuizen"),
    "french": (
        "Geneviève Élodie Mélanie Chantal Maude Léa Rosalie Camille Noémie",
        "Étienne Mathieu Sébastien Jean-François Olivier Benoît Félix Gabriel "
        "Rémi",
        "Gagnon Bouchard Gauthier Lévesque Bergeron Pelletier Côté Fortin "
        "Ouellet Thibodeau Lachance Desrosiers Poirier Beaulieu"),
}


def _split(s):
    return [w.replace("_", " ") for w in s.split()]


POOLS = {}
for _k in sorted(ORIGINS):
    _f, _m, _l = ORIGINS[_k]
    POOLS[_k] = (_split(_f), _split(_m), _split(_l))

NICK = {
    "Benjamin": "Ben", "Samuel": "Sam", "Joshua": "Josh", "Edward": "Ted",
    "William": "Billy", "Rebecca": "Becky", "Jessica": "Jess",
    "Abigail": "Abbie", "Matilda": "Tilly", "Florence": "Flo",
    "Charlotte": "Lottie", "Harriet": "Hattie", "Katarzyna": "Kasia",
    "Magdalena": "Magda", "Chukwuemeka": "Emeka", "Oluwaseun": "Seun",
    "Babajide": "Jide", "Nicolás": "Nico", "Alejandro": "Alex",
    "Giovanni": "Gianni", "Pádraig": "Paddy", "Frederick": "Fred",
    "Alasdair": "Ally", "Temitope": "Tope", "Christos": "Chris",
    "Dimitrios": "Dimitri", "Wojciech": "Wojtek", "Mikaere": "Mike",
    "Theo": "Teddy", "Lachlan": "Lachie", "Hamish": "Hame",
    "Elizabeth": "Libby", "Gabriel": "Gabe", "Abimbola": "Bimbo",
    "Tomasz": "Tomek", "Siddharth": "Sid", "Nathan": "Nate",
}

COUNTRY_ORIGINS = {
    "US": [("anglo", 40), ("latin", 14), ("west_african", 6),
           ("south_asian", 6), ("chinese", 5), ("korean", 3),
           ("vietnamese", 3), ("filipino", 3), ("arabic", 3), ("slavic", 3),
           ("irish", 3), ("greek", 2), ("east_african", 3), ("germanic", 3),
           ("persian_turkish", 2), ("japanese", 2)],
    "UK": [("anglo", 40), ("celtic", 10), ("south_asian", 14),
           ("west_african", 7), ("irish", 5), ("slavic", 5), ("chinese", 3),
           ("arabic", 3), ("east_african", 4), ("latin", 3), ("greek", 2),
           ("persian_turkish", 2)],
    "IE": [("irish", 55), ("anglo", 10), ("slavic", 10), ("west_african", 6),
           ("south_asian", 5), ("filipino", 4), ("latin", 4), ("chinese", 3),
           ("arabic", 3), ("celtic", 2)],
    "CA": [("anglo", 30), ("french", 18), ("chinese", 8), ("south_asian", 10),
           ("filipino", 5), ("latin", 5), ("arabic", 4), ("slavic", 5),
           ("irish", 4), ("korean", 3), ("east_african", 3),
           ("vietnamese", 3), ("germanic", 2)],
    "AU": [("anglo", 40), ("chinese", 8), ("vietnamese", 5),
           ("south_asian", 8), ("greek", 6), ("latin", 6), ("arabic", 4),
           ("irish", 5), ("filipino", 4), ("pacific", 3), ("korean", 2),
           ("germanic", 3), ("japanese", 2)],
    "NZ": [("anglo", 38), ("pacific", 24), ("chinese", 7),
           ("south_asian", 7), ("filipino", 4), ("korean", 3),
           ("germanic", 3), ("irish", 4), ("celtic", 4), ("slavic", 2)],
    "ZA": [("southern_african", 55), ("anglo", 15), ("south_asian", 10),
           ("west_african", 3), ("greek", 3), ("germanic", 3), ("latin", 3),
           ("east_african", 3)],
    "IN": [("south_asian", 92), ("arabic", 4), ("anglo", 2), ("celtic", 1),
           ("germanic", 1)],
}


def _wp(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


class Person:
    def __init__(self, first, last, sex, middle=None, origin=""):
        self.first = first
        self.last = last
        self.sex = sex
        self.middle = middle
        self.origin = origin

    @property
    def nick(self):
        return NICK.get(self.first, self.first)

    def full(self):
        return self.first + " " + self.last

    def initials(self, dots=True):
        parts = [self.first, self.last]
        letters = [p[0] for p in parts]
        if dots:
            return ".".join(letters) + "."
        return "".join(letters)

    def render(self, style):
        """Surface string for one name span in the given style."""
        f, l, m = self.first, self.last, self.middle
        if style == "fl":
            return f + " " + l
        if style == "fml":
            return (f + " " + m[0] + ". " + l) if m else (f + " " + l)
        if style == "fmfl":
            return (f + " " + m + " " + l) if m else (f + " " + l)
        if style == "LF":
            return l.upper() + ", " + f
        if style == "LFU":
            return l.upper() + ", " + f.upper()
        if style == "LFM":
            return l.upper() + ", " + f + ((" " + m[0]) if m else "")
        if style == "Lf":
            return l + ", " + f
        if style == "f":
            return f
        if style == "l":
            return l
        if style == "il":
            return f[0] + ". " + l
        if style == "il2":
            return f[0] + " " + l
        if style == "ini":
            return self.initials(True)
        if style == "ini2":
            return self.initials(False)
        if style == "nick":
            return self.nick
        if style == "fi":
            return f + " " + l[0] + "."
        raise ValueError(style)


def make_person(rng, cc, sex=None, origin=None, middle_p=0.35, last=None):
    if origin is None:
        origin = _wp(rng, COUNTRY_ORIGINS[cc])
    fem, mal, sur = POOLS[origin]
    if sex is None:
        sex = "F" if rng.random() < 0.5 else "M"
    pool = fem if sex == "F" else mal
    first = pool[rng.randrange(len(pool))]
    middle = None
    if rng.random() < middle_p:
        # middle names sometimes from another origin (mixed families)
        o2 = origin if rng.random() < 0.7 else _wp(rng, COUNTRY_ORIGINS[cc])
        p2 = POOLS[o2][0] if sex == "F" else POOLS[o2][1]
        middle = p2[rng.randrange(len(p2))]
        if middle == first:
            middle = None
    if last is None:
        last = sur[rng.randrange(len(sur))]
    return Person(first, last, sex, middle, origin)


def relative(rng, cc, person, sex, same_last_p=0.75):
    """A relative who often shares the family name."""
    last = person.last if rng.random() < same_last_p else None
    origin = person.origin if rng.random() < 0.8 else None
    return make_person(rng, cc, sex=sex, origin=origin, last=last,
                       middle_p=0.15)
