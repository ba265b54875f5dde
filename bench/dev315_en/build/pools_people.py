"""Hand-written person-name pools, grouped by origin.  Written for this set;
combinations are random, so every person in the notes is invented."""

ORIGINS = {
    "anglo": (
        "Oliver Harry Jack George Noah Alfie Thomas William Arthur Henry Leo Edward Frederick "
        "Samuel Joseph Daniel Matthew Luke Callum Jordan Ethan Nathan Ryan Kieran Gareth Stuart "
        "Graham Derek Keith Trevor Clive Malcolm Neville Roger Colin Barry Dennis Wayne Darren Craig "
        "Russell Bradley Tyler Cody Dustin Brent Dwayne Chase Garrett Travis",
        "Olivia Amelia Isla Ava Emily Sophie Grace Lily Ruby Evie Charlotte Chloe Hannah Megan "
        "Bethany Lauren Jade Stacey Kirsty Leanne Gemma Joanne Tracey Karen Sharon Julie Wendy Brenda "
        "Maureen Pauline Sandra Beverley Hazel Doreen Marjorie Gladys Edith Winifred Kayla Brittany "
        "Madison Ashley Courtney Tiffany Heather Crystal Amber Kimberly Dawn",
        "Ashworth Blackwood Bramley Brierley Cartwright Chadwick Cheetham Clegg Copley Crowther "
        "Dewhurst Eccleston Fairclough Fenwick Gledhill Greenhalgh Hadfield Halliwell Hargreaves "
        "Haworth Heseltine Holroyd Illingworth Kershaw Lumb Marsden Mellor Nuttall Openshaw "
        "Pickersgill Ramsbottom Rawcliffe Scholes Shackleton Sowerby Stansfield Sutcliffe Tattersall "
        "Thistlethwaite Tomlinson Uttley Whitworth Wolstenholme Yeadon Pennington Ackroyd Bagshaw "
        "Hollis Kimble Talbot Wakefield Lowther Prescott Birtwistle Dobbins Harker Puckett Stroud "
        "Whitlock Gaskell Pritchard Mottram Cattermole Fothergill Hepplewhite Linley Runcorn",
    ),
    "celtic": (
        "Cian Oisin Ronan Darragh Fionn Tadhg Padraig Eoin Colm Donal Seamus Ciaran Niall Cathal "
        "Fergal Lorcan Diarmuid Ruairi Eamon Conor Declan Brendan Kevin Aidan Callum Angus Hamish "
        "Ewan Fraser Lachlan Alasdair Rhys Dafydd Gethin Iwan Emyr",
        "Aoife Saoirse Niamh Caoimhe Siobhan Roisin Orla Grainne Aisling Sinead Clodagh Eimear Maeve "
        "Deirdre Brid Nuala Mairead Una Ailbhe Ciara Fiona Morag Isla Catriona Eilidh Kirsteen "
        "Rhiannon Cerys Ffion Angharad Bethan Nia Sioned",
        "O'Driscoll Ni Bhriain O Suilleabhain McGillicuddy Fitzmaurice Breathnach "
        "Cronin Dunleavy Flanagan Geraghty Hennessy Kilbride Loughnane MacNamara Mulcahy Nagle "
        "O'Flaherty O'Keeffe Phelan Quinlivan Rafferty Scanlon Tierney Tuohy Whelan Ahern Brosnan "
        "Culhane Dineen Enright Fahy Gilligan Hanrahan Keohane Lenihan Moriarty McAteer "
        "Cullinane Donoghue MacLeod MacAulay Urquhart Drummond Menzies Buchanan Lamont Munro "
        "Galbraith Kinnear Rennie Strachan Llewellyn Pryce Bowen Vaughan Gwynne Prosser",
    ),
    "westafrican": (
        "Adebayo Oluwaseun Chinedu Emeka Ikechukwu Babatunde Olumide Femi Kwame Kofi Yaw Kwabena "
        "Nnamdi Obinna Tunde Segun Uche Chukwuemeka Abiodun Kayode Ifeanyi Kojo Ebo Mawuli",
        "Adaeze Chiamaka Ngozi Folasade Funmilayo Yetunde Titilayo Abena Akosua Efua Ama Adwoa "
        "Nkechi Oluchi Ifeoma Temitope Bukola Omolara Chioma Ebele Esi Yaa Nana Damilola",
        "Adeyemi Okonkwo Oyelaran Nwachukwu Olaniyan Eze Ogunleye Adebisi Okafor Obi Babalola "
        "Akinwande Ojukwu Nwosu Chukwu Mensah Asante Boateng Owusu Appiah Ofori Agyeman Darko "
        "Quaye Amoako Oduya Fashola Ilori Onyekachi Udeh Anyanwu Ekwueme",
    ),
    "southasian": (
        "Arjun Rohan Vikram Sanjay Rajesh Anil Suresh Harpreet Gurpreet Jaswinder Imran Faisal "
        "Tariq Asif Bilal Zubair Aamir Rizwan Kamal Shafiq Nilesh Prakash Dinesh Aravind Karthik "
        "Ravindra Tharindu Chaminda Mahesh Deepak",
        "Priya Ananya Kavya Deepa Sunita Meena Lakshmi Harleen Manpreet Simran Ayesha Fatima "
        "Nusrat Shabnam Rukhsana Farzana Sadia Nazia Anjali Pooja Shalini Nirmala Dilani Ishara "
        "Tharushi Kalpana Rekha Savitri Jaspreet Rubina",
        "Raghunathan Venkataraman Subramaniam Chandrasekhar Balakrishnan Iyer Pillai Nair Menon "
        "Kulkarni Deshpande Joshi Bhattacharya Chatterjee Mukherjee Sandhu Gill Dhillon Grewal "
        "Sidhu Chaudhry Qureshi Siddiqui Rahman Hossain Choudhury Perera Fernando Jayasuriya "
        "Wickramasinghe Gunawardena Patel Desai Mehta Shah Trivedi Bhatt Rao Reddy Naidu",
    ),
    "eastasian": (
        "Wei Jun Hao Ming Jian Zhiwei Kenji Hiroshi Takeshi Daisuke Minho Jisung Hyunwoo Seojun "
        "Duc Minh Quang Thanh Huy Tuan Kai Jin Chen Yusuke",
        "Mei Xiaoling Yan Li Na Jing Hui Yuki Haruka Aiko Sakura Minji Seoyeon Jiwoo Eunji Lan "
        "Thuy Huong Linh Ngoc Mai Yuna Rin Xiu Qing",
        "Zhang Wang Liu Huang Zhao Chen Lin Tan Lim Goh Ng Teo Yeo Chua Ong Tanaka Watanabe "
        "Yamamoto Nakamura Kobayashi Sato Takahashi Kim Park Choi Jung Kang Nguyen Tran Pham "
        "Hoang Vu Dang Bui Do Lau Cheung Kwok Leung Tsang",
    ),
    "pacific": (
        "Tane Wiremu Rawiri Hemi Tamati Manaia Nikau Ropata Mikaere Tipene Sione Viliami Tevita "
        "Ioane Faleolo Losa Semisi Pita",
        "Aroha Mere Ngaire Hinemoa Kiri Moana Anahera Huia Marama Waimarie Mele Ana Salote "
        "Losaline Sina Talia Leilani Malia",
        "Ngata Tawhiri Parata Te Rangi Waititi Horomona Karaka Rewiti Tuhoe Whaanga Pomare "
        "Tautahi Fonoti Leiataua Tuilagi Faleafa Tupou Vaipulu Fifita Taufa Lolohea Mataele",
    ),
    "arab_persian_turkish": (
        "Omar Khalid Yousef Hassan Ahmad Mustafa Karim Samir Nabil Rami Tarek Ziad Reza Dariush "
        "Kourosh Arash Babak Emre Mehmet Burak Kerem Serkan",
        "Layla Nour Rania Hala Dalia Salma Yasmin Leila Mariam Huda Shirin Parisa Nasrin Roya "
        "Elif Zeynep Ayse Deniz Selin Ebru",
        "Haddad Khoury Nasser Saleh Mansour Darwish Aziz Farouk Hamdan Jaber Karimi Tehrani "
        "Moradi Hosseini Rostami Jafari Yilmaz Demir Kaya Celik Ozturk Aydin Sahin Arslan",
    ),
    "european": (
        "Piotr Tomasz Krzysztof Marek Pawel Lukasz Giovanni Matteo Luca Alessandro Joao Tiago "
        "Rui Miguel Alejandro Javier Diego Andres Dimitris Giorgos Nikos Lars Henrik Mats Johan "
        "Pieter Joost Sander Stefan Florian Matthias Bogdan Andrei Vasile Ivan",
        "Agnieszka Katarzyna Magdalena Joanna Giulia Francesca Chiara Beatriz Ines Mariana "
        "Lucia Carmen Pilar Eleni Katerina Despina Ingrid Astrid Sigrid Annelies Femke Marieke "
        "Katja Ilse Ioana Raluca Oksana Milena",
        "Kowalczyk Wisniewski Zielinski Szymanski Wozniak Lewandowska Bianchi Romano Esposito "
        "Ferraro Colombo Marchetti Ferreira Carvalho Almeida Ribeiro Gonzalez Moreno Castillo "
        "Navarro Papadopoulos Georgiou Nikolaidis Lindqvist Johansson Bergstrom Haugen "
        "van der Berg de Vries Janssens Bakker Visser Hoffmann Schreiber Weiss Popescu Ionescu "
        "Kovalenko Shevchenko Novak Horvath",
    ),
    "southern_african": (
        "Sipho Thabo Mandla Themba Bongani Sibusiso Lungile Kagiso Tshepo Pieter Johannes Hendrik "
        "Francois Riaan Ruan Lethabo Ayanda Xolani",
        "Nomvula Thandiwe Lindiwe Zanele Nokuthula Palesa Lerato Naledi Refilwe Anele Marietjie "
        "Annelize Elmarie Riana Zodwa Busisiwe Khanyisile Dineo",
        "Dlamini Nkosi Mthembu Ndlovu Khumalo Zulu Mokoena Molefe Sithole Mahlangu Cele Ngcobo "
        "Radebe Botha Van Wyk Pretorius Du Plessis Venter Steyn Coetzee Joubert Erasmus Nel "
        "Kruger Fourie Swanepoel Maharaj Naidoo Govender Moodley Pillay",
    ),
    "latin": (
        "Mateo Santiago Sebastian Emiliano Joaquin Ricardo Fernando Alejandro Carlos Eduardo "
        "Rodrigo Gustavo Hector Raul Armando Ernesto",
        "Valentina Camila Isabella Sofia Ximena Guadalupe Rosario Marisol Yesenia Araceli "
        "Lorena Veronica Gabriela Daniela Paola Esperanza",
        "Hernandez Ramirez Gutierrez Villanueva Castaneda Dominguez Espinoza Montoya Salazar "
        "Velasquez Zamora Cardenas Mendoza Quintero Barrios Fuentes Pacheco Sandoval Ochoa "
        "Arellano Bustamante Cisneros Delgado Trujillo",
    ),
}


def _split(s):
    return s.split()


NAMES = {}
for _k in sorted(ORIGINS):
    _m, _f, _s = ORIGINS[_k]
    # surnames with internal spaces are written with a '~' free split; keep
    # multi-word surnames by joining known prefixes
    toks = _s.split()
    sur = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ("Mac", "Ni", "O", "van", "de", "Te", "Du", "Van") and i + 1 < len(toks):
            if t == "van" and toks[i + 1] == "der":
                sur.append("van der " + toks[i + 2])
                i += 3
                continue
            if t == "Mac" and toks[i + 1] == "Giolla":
                sur.append("Mac Giolla " + toks[i + 2])
                i += 3
                continue
            sur.append(t + " " + toks[i + 1])
            i += 2
            continue
        sur.append(t)
        i += 1
    NAMES[_k] = (_split(_m), _split(_f), sur)

# country -> origin weights
COUNTRY_ORIGINS = {
    "US": [("anglo", 40), ("latin", 16), ("westafrican", 7), ("southasian", 8), ("eastasian", 9),
           ("european", 10), ("arab_persian_turkish", 5), ("celtic", 5)],
    "UK": [("anglo", 42), ("celtic", 10), ("southasian", 16), ("westafrican", 10),
           ("european", 10), ("eastasian", 5), ("arab_persian_turkish", 7)],
    "IE": [("celtic", 50), ("anglo", 18), ("european", 14), ("westafrican", 6),
           ("southasian", 6), ("eastasian", 3), ("latin", 3)],
    "CA": [("anglo", 34), ("celtic", 8), ("european", 14), ("eastasian", 14), ("southasian", 14),
           ("arab_persian_turkish", 6), ("latin", 5), ("westafrican", 5)],
    "AU": [("anglo", 40), ("celtic", 8), ("european", 14), ("eastasian", 14), ("southasian", 10),
           ("pacific", 6), ("arab_persian_turkish", 8)],
    "NZ": [("anglo", 36), ("pacific", 28), ("celtic", 8), ("eastasian", 12), ("southasian", 8),
           ("european", 8)],
    "ZA": [("southern_african", 60), ("anglo", 14), ("southasian", 10), ("european", 8),
           ("westafrican", 8)],
}

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

NICKNAMES = {
    "William": "Bill", "Robert": "Bob", "Margaret": "Peggy", "Elizabeth": "Liz",
    "Thomas": "Tom", "Samuel": "Sam", "Joseph": "Joe", "Daniel": "Dan", "Matthew": "Matt",
    "Edward": "Ted", "Frederick": "Fred", "Henry": "Hal", "Bradley": "Brad",
    "Kimberly": "Kim", "Charlotte": "Lottie", "Winifred": "Winnie", "Marjorie": "Midge",
    "Alessandro": "Sandro", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Babatunde": "Tunde",
    "Temitope": "Tope", "Alejandro": "Alex", "Giovanni": "Gio", "Sebastian": "Seb",
    "Valentina": "Vale", "Katarzyna": "Kasia", "Agnieszka": "Aga", "Padraig": "Paddy",
    "Siobhan": "Shiv", "Johannes": "Hannes", "Lachlan": "Lachie", "Alasdair": "Ally",
}

PROFESSIONS = [
    "bus driver", "primary school teacher", "secondary school teacher", "electrician",
    "plumber", "hairdresser", "accountant", "retail assistant", "warehouse operative",
    "forklift driver", "software developer", "civil engineer", "farmer", "dairy farmer",
    "sheep farmer", "chef", "baker", "carpenter", "joiner", "bricklayer", "nail technician",
    "care assistant", "cleaner", "taxi driver", "lorry driver", "truck driver", "solicitor",
    "paralegal", "librarian", "postal worker", "mail carrier", "police officer", "firefighter",
    "customs officer", "bank teller", "mortgage adviser", "estate agent", "real estate agent",
    "graphic designer", "architect", "surveyor", "quantity surveyor", "dental receptionist",
    "call centre agent", "university lecturer", "research scientist", "lab technician",
    "pharmacy dispenser", "sales representative", "shop owner", "barista", "bar manager",
    "hotel receptionist", "tour guide", "flight attendant", "airline pilot", "mechanic",
    "panel beater", "welder", "boilermaker", "miner", "fisherman", "vineyard worker",
    "landscape gardener", "gardener", "painter and decorator", "tiler", "roofer",
    "steelworker", "machinist", "seamstress", "tailor", "dressmaker", "journalist",
    "photographer", "musician", "church minister", "youth worker", "social worker",
    "childminder", "nanny", "kitchen porter", "security guard", "school bus escort",
    "council clerk", "payroll administrator", "HR manager", "marketing manager",
    "insurance broker", "actuary", "IT support technician", "telecoms engineer",
    "shearer", "stockman", "hospitality manager", "florist", "butcher", "jeweller",
]

RELATIONS = [
    ("wife", "F"), ("husband", "M"), ("partner", None), ("daughter", "F"), ("son", "M"),
    ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("niece", "F"),
    ("nephew", "M"), ("neighbour", None), ("friend", None), ("granddaughter", "F"),
    ("grandson", "M"), ("carer", None), ("aunt", "F"), ("uncle", "M"), ("cousin", None),
]

TYPIST_INITIALS = ["jk", "mb", "sl", "ht", "rw", "ap", "dc", "lm", "kf", "nb", "ee", "gq",
                   "tm", "cr", "vo", "ps", "yl", "fh"]
