"""Name pools by origin (invented combinations; no real persons intended)."""

ORIGINS = {
    "anglo": (
        "James Daniel Craig Lee Wayne Gary Darren Stuart Paul Mark Kevin Shane Jason Liam "
        "Ryan Callum Jordan Nathan Kyle Dean Martin Terry Graham Trevor Keith Barry Colin "
        "Brett Tyler Cody Travis Jake Mason Logan Ethan Harvey Alfie Reece",
        "Sarah Emma Gemma Kerry Lisa Joanne Tracey Michelle Donna Leanne Stacey Kayleigh "
        "Chloe Jade Amber Courtney Shannon Bethany Megan Paige Hayley Natalie Rachel Karen "
        "Julie Sharon Dawn Beverley Janet Pauline Brooke Ashley Tiffany Kelsey Jodie Tegan Holly",
        "Smith Jones Taylor Brown Wilson Walker Wright Robinson Thompson Hughes Green Hall "
        "Wood Harris Clarke Jackson Turner Hill Moore Cooper Ward Morris Ellis Holmes Bailey "
        "Parker Barker Fletcher Shaw Pearson Hartley Whitworth Ackroyd Sutcliffe Birtwistle "
        "Heywood Marsden Pickering Lowther Dobson Fairclough Crabtree Newbould Ramsbottom "
        "Pritchard Gallagher Mercer Haworth Cartwright Gibbons Rowntree Pennington Tunstall",
    ),
    "celtic": (
        "Sean Ciaran Declan Padraig Eoin Cormac Oisin Darragh Callum Ewan Fraser Hamish "
        "Angus Ruaridh Struan Rhys Dafydd Gethin Iwan Emyr Owain Cillian Tadhg Fergal",
        "Siobhan Niamh Aoife Orla Roisin Saoirse Grainne Ciara Aisling Sinead Mairead Eilidh "
        "Isla Morag Kirsty Catriona Mhairi Carys Ffion Bethan Cerys Eleri Nia Sorcha",
        "Murphy O'Brien O'Sullivan Kelly Byrne Ryan Walsh O'Connor McCarthy Doyle Gallagher "
        "Kavanagh Nolan Fitzgerald Brennan Dunne Quinlan Mulcahy Breathnach Ni Bhriain MacLeod "
        "Macdonald Campbell Stewart Robertson Fraser Sinclair Munro Mackay Buchanan Kerr "
        "Lindsay Cruickshank Llewellyn Pritchard Prosser Bevan Griffiths Vaughan Rees "
        "Powell Morgan Jenkins Howells Meredith Gwilliam",
    ),
    "south_asian": (
        "Imran Asif Tariq Bilal Zain Arjun Rohit Sanjay Vikram Harpreet Gurpreet Jaswinder "
        "Mohammed Abdul Rahim Shahid Faisal Kamran Naveen Pradeep Rakesh Amrit Sukhdev Yusuf",
        "Ayesha Fatima Nazia Shabana Samina Priya Anjali Deepa Sunita Harjit Manpreet Rubina "
        "Farzana Shazia Nusrat Kiran Pooja Meena Rekha Tahmina Rukhsana Amandeep Jasleen",
        "Khan Hussain Ahmed Ali Begum Rahman Islam Chowdhury Akhtar Iqbal Malik Butt Patel "
        "Shah Sharma Singh Kaur Gill Sandhu Dhillon Sidhu Bains Chaudhry Mistry Desai Joshi "
        "Nair Pillai Menon Raza Qureshi Siddiqui Mirza Uddin Miah",
    ),
    "east_asian": (
        "Wei Jun Hao Ming Jian Kai Chen Yong Takeshi Hiroshi Min-jun Sung-ho Jae-won",
        "Mei Ling Xiu Yan Li Na Hui Jing Yuki Ji-woo Seo-yeon Hana Xin",
        "Wong Chan Li Zhang Wang Liu Chen Lin Huang Ng Lau Cheung Tang Ho Yip Leung Kwok "
        "Zhou Sun Park Kim Lee Choi Nakamura Tanaka Sato",
    ),
    "se_asian": (
        "Minh Tuan Hung Duc Quang Thanh Nam Jose Mark Rodel Jericho Arnel Reynaldo Somchai",
        "Lan Thu Hoa Linh Ngoc Trang Mai Maricel Rowena Jocelyn Analyn Kristine Malai",
        "Nguyen Tran Le Pham Hoang Vu Dang Bui Do Ngo Duong Santos Reyes Cruz Bautista "
        "Villanueva Dela Cruz Mendoza Aquino Garcia Ramos Castillo Srisuk",
    ),
    "african": (
        "Chinedu Emeka Oluwaseun Tunde Kwame Kofi Yaw Abdi Mohamed Ahmed Tendai Sipho "
        "Babajide Chukwuma Obinna Kwabena Abdirahman Tesfaye Dawit",
        "Ngozi Chioma Funmilayo Adaeze Abena Akosua Ama Amina Hodan Faduma Nokuthula "
        "Yetunde Folake Efua Ifeoma Halima Saida Tigist Blessing Precious",
        "Okafor Okonkwo Adeyemi Balogun Mensah Owusu Asante Boateng Osei Adebayo Nwosu "
        "Eze Obi Hassan Warsame Farah Abdi Mohamud Tesfaye Haile Moyo Dlamini Achebe Oyelaran",
    ),
    "afro": (
        "Tyrone Marcus Darnell Jamal DeShawn Andre Delroy Winston Leroy Jermaine Devon "
        "Terrell Malik Kareem Tremaine Desmond",
        "Keisha Latoya Shanice Tanisha Marcia Janelle Monique Imani Aaliyah Ebony Yolanda "
        "Sharelle Nia Tamika Ayana Dionne",
        "Washington Jefferson Jackson Williams Johnson Campbell Francis Grant Thomas "
        "Richards Gordon Henry Bennett Reid Clarke Lewis Mitchell Coleman Brooks Simmons",
    ),
    "east_european": (
        "Piotr Tomasz Krzysztof Marek Pawel Lukasz Andrzej Marius Ionut Bogdan Florin Dmitri "
        "Andriy Oleksandr Vytautas Janis Radu Mihai",
        "Agnieszka Katarzyna Magdalena Joanna Anna Ewa Monika Ioana Elena Andreea Olena "
        "Natalia Irina Oksana Ruta Daiva Alina Dorota",
        "Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Popescu "
        "Ionescu Dumitru Constantin Kovalenko Shevchenko Petrauskas Kazlauskas Berzins "
        "Horvath Novak Dvorak",
    ),
    "south_european": (
        "Giuseppe Marco Luca Antonio Stefano Nikos Giorgos Dimitrios Konstantinos Joao "
        "Rui Tiago Paulo Vittorio Salvatore Spiros",
        "Maria Giulia Francesca Rosa Chiara Eleni Sofia Despina Katerina Ana Ines Joana "
        "Carla Lucia Vasiliki Antonella",
        "Rossi Russo Esposito Romano Ricci Conti Lombardi Moretti Papadopoulos Georgiou "
        "Nikolaidis Konstantinou Karagiannis Silva Santos Ferreira Pereira Costa Oliveira "
        "Rodrigues Sousa Barbaro Ferrante",
    ),
    "middle_eastern": (
        "Ahmad Omar Khaled Youssef Karim Samir Tarek Hassan Mehmet Mustafa Emre Hakan "
        "Rami Ziad Nabil Kawa Dilshad Fadi",
        "Layla Nour Rania Yasmin Mariam Hiba Dalia Zeynep Elif Ayse Leila Farah Reem "
        "Lina Shirin Rozhan Sana",
        "Haddad Khoury Nassar Saleh Mansour Aziz Hamdan Yilmaz Kaya Demir Celik Ozturk "
        "Arslan Abboud Karam Barzani Hosseini Rahimi Tahir Suleiman",
    ),
    "hispanic": (
        "Jose Luis Carlos Juan Miguel Jorge Alejandro Ricardo Fernando Javier Eduardo "
        "Raul Hector Mateo Diego Francisco",
        "Maria Guadalupe Rosa Carmen Ana Lucia Gabriela Veronica Alejandra Daniela Marisol "
        "Yesenia Adriana Esperanza Leticia Paola",
        "Garcia Martinez Rodriguez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres "
        "Flores Rivera Gomez Diaz Morales Ortiz Gutierrez Chavez Ruiz Alvarez Castillo Vargas "
        "Jimenez Medina Salazar",
    ),
    "maori_pacific": (
        "Tama Wiremu Hemi Rawiri Nikau Manaia Tane Rangi Mikaere Tipene Sione Tevita Viliami "
        "Iosefa Lafaele Malakai Semisi Ropata",
        "Aroha Mere Ngaire Hine Kiri Moana Huia Anahera Marama Tui Losa Mele Ana Salote "
        "Fetu Litia Sina Ataahua",
        "Ngata Tawhiri Parata Te Whata Ruatapu Walker Tamihana Herewini Kereama Poutama "
        "Rangihuna Paewai Mahuika Tuhoe Rewiti Fonoti Tuilagi Faleolo Taufa Fifita Havili "
        "Mataele Vainikolo Leota Soloa Tuiasosopo",
    ),
    "french": (
        "Jean-Francois Mathieu Etienne Luc Sylvain Yannick Sebastien Marc-Andre Guillaume "
        "Pierre Alain Benoit Rene Gilles",
        "Genevieve Isabelle Nathalie Chantal Sylvie Melanie Josee Marie-Eve Julie Caroline "
        "Annick Brigitte Manon Valerie",
        "Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet "
        "Pelletier Belanger Leblanc Cormier Richard Arsenault Theriault Boudreau Landry "
        "LeBlanc Savoie Goguen Poirier",
    ),
}

ORIGIN_ORDER = sorted(ORIGINS)


def _split(s):
    return s.split()


# Surnames with two words (kept together)
_TWO_WORD = ["Dela Cruz", "Te Whata", "Ni Bhriain"]


def surnames(origin):
    raw = ORIGINS[origin][2]
    out = []
    for tw in _TWO_WORD:
        if tw in raw:
            out.append(tw)
            raw = raw.replace(tw, " ")
    out.extend(raw.split())
    return sorted(set(out))


def firsts(origin, sex):
    return _split(ORIGINS[origin][0 if sex == "M" else 1])


# weights per country group (sum is arbitrary)
COUNTRY_ORIGINS = {
    "UK": [("anglo", 52), ("celtic", 10), ("south_asian", 12), ("east_european", 8),
           ("afro", 5), ("african", 5), ("east_asian", 2), ("middle_eastern", 4),
           ("south_european", 2)],
    "IE": [("celtic", 48), ("anglo", 24), ("east_european", 12), ("african", 5),
           ("south_asian", 4), ("se_asian", 4), ("south_european", 3)],
    "AU": [("anglo", 52), ("south_european", 10), ("se_asian", 9), ("east_asian", 7),
           ("south_asian", 6), ("middle_eastern", 6), ("maori_pacific", 5), ("celtic", 5)],
    "NZ": [("anglo", 38), ("maori_pacific", 32), ("east_asian", 8), ("south_asian", 8),
           ("celtic", 6), ("se_asian", 5), ("east_european", 3)],
    "CA": [("anglo", 34), ("french", 20), ("south_asian", 12), ("east_asian", 9),
           ("afro", 5), ("se_asian", 6), ("middle_eastern", 5), ("east_european", 5),
           ("south_european", 4)],
    "US": [("anglo", 42), ("hispanic", 19), ("afro", 15), ("east_asian", 5),
           ("se_asian", 5), ("south_asian", 4), ("middle_eastern", 4),
           ("east_european", 3), ("south_european", 3)],
}

NICKNAMES = {
    "James": "Jim", "Daniel": "Danny", "Gary": "Gaz", "Darren": "Daz", "Stuart": "Stu",
    "Kevin": "Kev", "Terry": "Tel", "Barry": "Baz", "Trevor": "Trev", "Michelle": "Shell",
    "Tracey": "Trace", "Rachel": "Rach", "Beverley": "Bev", "Natalie": "Nat",
    "Christopher": "Chris", "Padraig": "Paddy", "Mohammed": "Mo", "Wiremu": "Bill",
    "Giuseppe": "Joe", "Francisco": "Paco", "Alejandro": "Alex", "Oleksandr": "Sasha",
    "Guadalupe": "Lupe", "Katarzyna": "Kasia", "Abdirahman": "Abdi", "Jean-Francois": "JF",
    "Mathieu": "Matt", "Hamish": "Hame", "Callum": "Cal", "Siobhan": "Shiv",
}

TITLES = {"M": ["Mr"], "F": ["Mrs", "Ms", "Miss"], "X": ["Mx"]}

STAFF_FIRST_EXTRA = ("Helen Andrew Fiona Robert Alison Gillian Neil Clare Simon Ruth Joanne "
                     "Philip Lorraine Samantha Adrian Catherine Victoria Owen Heather "
                     "Rebecca Jonathan Ingrid Megan Lucy Deborah").split()
