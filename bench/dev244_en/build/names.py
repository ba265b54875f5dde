"""Invented personal-name pools for dev244_en (author 244).

Each origin: (male given names, female given names, surnames), space separated;
an underscore stands for a space inside a surname.  Combinations are drawn at
random, so no pairing is meant to describe a real person.
"""

ORIGINS = {
    "irish": (
        "Cian Oisin Darragh Padraig Ruairi Fionn Tadhg Colm Eoin Donal Shane Ciaran Niall Cathal Senan Diarmuid Fergal Aodhan",
        "Aoife Siobhan Niamh Grainne Roisin Orla Caoimhe Saoirse Clodagh Eimear Sinead Ailbhe Muireann Deirdre Brid Maeve Una Nuala",
        "O'Sullivan Murphy Kelleher O_Briain Mac_Giolla Fitzgerald Cronin Brennan Doherty Kavanagh Moynihan Tierney Lenihan "
        "O'Driscoll Hegarty Flanagan Breathnach McNamara Costigan Dunleavy Geraghty Hanrahan Kinsella Lyons Mulcahy Nolan "
        "O'Halloran Quirke Rafferty Scanlon Tuohy Whelan Carmody Dempsey Furlong Galvin Hennessy Lalor",
    ),
    "english": (
        "Oliver Harry Thomas Callum Reece Toby Alfie Jack Samuel Edward George Lewis Daniel Kieran Marcus Rhys Owen Jacob",
        "Charlotte Amelia Poppy Isla Harriet Lucy Megan Chloe Abigail Jessica Eleanor Daisy Rosie Phoebe Imogen Lauren Bethany Holly",
        "Ashworth Barraclough Brackenbury Catterall Dimmock Entwistle Fairclough Gilchrist Hepworth Illingworth Kettlewell "
        "Lambourne Marchbank Netherwood Ormerod Pickering Ramsbottom Sowerby Thackeray Uttley Wainwright Yardley Alderton "
        "Blakemore Cottam Dunmore Eastwood Fothergill Greenhalgh Haworth Jowett Kershaw Lightfoot Mottram Pennington Royle",
    ),
    "scottish_welsh": (
        "Hamish Fraser Angus Euan Struan Gethin Dafydd Iwan Rhodri Emrys Alasdair Lachlan",
        "Morag Kirsty Eilidh Catriona Fiona Seren Cerys Ffion Rhiannon Bronwen Mairi Gwenllian",
        "MacAulay Strachan Drummond Urquhart Lamont Buchanan Gunn Sutherland MacRae Menzies Pryce Llewellyn Vaughan-Jones "
        "Prosser Bevan Parry Gruffydd Howells Meredith Ap_Rhys",
    ),
    "african_american": (
        "DeShawn Jamal Terrell Marquis Andre Darnell Tyrone Malik Jalen Dante Cedric Lamont",
        "Keisha Tamika Imani Shanice Aaliyah Latoya Ebony Jasmine Kiara Monique Nia Tiana",
        "Washington Jefferson Whitfield Boykins Coleman Dorsey Gaither Hairston McCray Pettaway Rucker Simms Tolliver Winfrey "
        "Bynum Crenshaw Epps Fulcher",
    ),
    "hispanic": (
        "Mateo Santiago Alejandro Diego Joaquin Emiliano Rafael Ignacio Tomas Esteban Julian Adrian Hector Ruben",
        "Valentina Camila Ximena Lucia Daniela Mariana Guadalupe Paloma Renata Isabela Yesenia Marisol Araceli Inés",
        "Villalobos Quintanilla Echeverria Barrientos Cisneros Montalvo Arredondo Zamudio Olivares Benavides Carrasco Ledesma "
        "Mondragon Saucedo Treviño Urrutia Valenzuela Zepeda de_la_Cruz Ochoa Peralta Robledo",
    ),
    "nigerian_ghanaian": (
        "Chinedu Oluwaseun Emeka Tunde Ifeanyi Kwame Kofi Yaw Kwabena Obinna Adebayo Chukwuemeka",
        "Ngozi Adaeze Folake Chiamaka Yetunde Abena Akosua Efua Ama Funmilayo Nneka Oluchi",
        "Okonkwo Adeyemi Nwachukwu Oyelaran Eze Ogunleye Afolabi Mensah Boateng Asante Owusu Acheampong Okafor Adebanjo "
        "Nnadi Ibekwe Oduya Agyeman",
    ),
    "somali_ethiopian": (
        "Abdirahman Mohamed Abdikarim Yonas Dawit Tesfaye Liban Hamza",
        "Hodan Ayaan Fadumo Hibaaq Tigist Meron Selam Sagal",
        "Warsame Farah Abdullahi Jama Hirsi Tadesse Gebremedhin Bekele Haile Osman",
    ),
    "south_asian": (
        "Arjun Rohan Vikram Aarav Imran Bilal Zain Faisal Kabir Rahul Sanjay Hamid Tariq Rizwan Harpreet Gurdeep",
        "Priya Ananya Kavya Aisha Fatima Zainab Nusrat Shabana Meera Deepa Simran Anjali Mehwish Sadia Farzana Rukhsana",
        "Chaudhry Siddiqui Qureshi Malhotra Raghunathan Venkatesh Bhattacharya Iyer Kapoor Mirza Akhtar Hussain Rahman "
        "Begum Chowdhury Sandhu Dhillon Gill Patel Nair Menon Krishnamurthy Ansari Shah Rehman Bashir Javed",
    ),
    "east_asian": (
        "Wei Jun Hao Haoran Kenji Hiroshi Takumi Min-jun Seo-jun Ji-ho Chen Ming",
        "Mei Xiu Yan Li-na Yuki Aiko Haruka Seo-yeon Ji-woo Hye-jin Xiaoling Qian",
        "Zhang Liu Huang Zhou Wu Xu Nakamura Takahashi Yamaguchi Fujiwara Park Choi Jeong Kang Yoon Lau Cheung Tsang",
    ),
    "southeast_asian": (
        "Minh Tuan Quang Duc Rizal Jomar Paolo Somchai Arief Hieu",
        "Linh Thao Huong Mai Maricel Jocelyn Rowena Siriporn Dewi Ayu",
        "Tran Pham Hoang Vuong Dizon Manalo Bautista Santos Villanueva Srisuk Wijaya Setiawan",
    ),
    "polish_baltic": (
        "Jakub Szymon Bartosz Mateusz Krzysztof Wojciech Tomasz Lukas Mindaugas Andris Jonas",
        "Zuzanna Agnieszka Katarzyna Magdalena Aleksandra Ewa Justyna Ruta Ieva Laura Dominika",
        "Kowalczyk Wisniewski Zielinska Szymanski Wozniak Kaczmarek Lewandowska Grabowski Jankauskas Petrauskiene Kalnins "
        "Berzina Dabrowski Pawlak",
    ),
    "romanian_balkan": (
        "Andrei Mihai Bogdan Florin Stefan Dragan Nikola Luka",
        "Ioana Andreea Bianca Roxana Mirela Jelena Milica Ana",
        "Popescu Ionescu Dumitrescu Constantin Stanciu Petrovic Jovanovic Markovic Nikolic Radu",
    ),
    "southern_european": (
        "Giuseppe Matteo Lorenzo Francesco Joao Tiago Rui Nikos Dimitris Giorgos Pedro Luca",
        "Giulia Chiara Francesca Beatriz Ines Mariana Eleni Katerina Despina Sofia Alessia Teresa",
        "Esposito Bianchi Ferraro Colombo Marchetti Santoro Pereira Ferreira Carvalho Magalhaes Papadopoulos Georgiou "
        "Konstantinidis Vlachos Rizzo Galli",
    ),
    "arabic_turkish_persian": (
        "Omar Youssef Karim Tariq Samir Khalid Emre Mehmet Burak Arash Dariush Reza Kian",
        "Layla Yasmin Nour Rania Samira Hala Elif Zeynep Ayse Shirin Parisa Leila Dina",
        "Haddad Khoury Nasser Mansour Saleh Al-Amin Abboud Yilmaz Demir Kaya Ozturk Tehrani Moradi Karimi Rostami Farahani",
    ),
    "jewish_eastern": (
        "Avi Eitan Noam Moshe Yosef Ariel",
        "Tamar Noa Shira Miriam Rivka Yael",
        "Rosenblatt Feldstein Katzman Weissberg Goldfarb Lieberman Halperin Abramovich Grossman Shapiro",
    ),
    "caribbean_brazilian": (
        "Delroy Winston Leon Jermaine Kemar Thiago Gustavo Caio Rodrigo",
        "Shaniqua Marcia Paulette Sharlene Tanisha Larissa Fernanda Juliana Leticia",
        "Campbell-Brown McKenzie Thwaites Gayle Blackwood Grant-Morris Barbosa Nascimento Cavalcanti Albuquerque Rocha",
    ),
    "nordic_dutch_german": (
        "Lars Henrik Nils Sven Pieter Joris Matthias Florian Jens",
        "Ingrid Sigrid Astrid Freya Anneke Maartje Katrin Lena Greta",
        "Lindqvist Halvorsen Bergstrom Johannsen van_der_Berg de_Vries Bakker Hoffmann Schreiber Vogel Krause Engel",
    ),
    "american_general": (
        "Tyler Brandon Cody Dustin Garrett Hunter Logan Wyatt Colton Travis Brody Chase Mason Landon",
        "Madison Brittany Kayla Ashley Brooke Hailey Kaylee Savannah Mackenzie Peyton Addison Kelsey Taylor Harper",
        "Hollingsworth Pemberton Whitaker Calloway Dunaway Fairbanks Garrison Holcomb Kincaid Langston Merriweather "
        "Prescott Radford Stoddard Tillman Vandermeer Wexler Abernathy Blevins Caudill Driscoll Ellsworth Fenwick",
    ),
}

ORIGIN_WEIGHTS = {
    "US": {"american_general": 9, "african_american": 5, "hispanic": 6, "irish": 2, "english": 1, "east_asian": 2,
           "southeast_asian": 2, "south_asian": 2, "nigerian_ghanaian": 1, "somali_ethiopian": 1, "polish_baltic": 1,
           "southern_european": 1, "arabic_turkish_persian": 1, "jewish_eastern": 1, "caribbean_brazilian": 1,
           "nordic_dutch_german": 1, "romanian_balkan": 1, "scottish_welsh": 1},
    "UK": {"english": 9, "scottish_welsh": 4, "irish": 2, "south_asian": 6, "nigerian_ghanaian": 2, "caribbean_brazilian": 2,
           "somali_ethiopian": 1, "polish_baltic": 2, "romanian_balkan": 1, "east_asian": 1, "southeast_asian": 1,
           "southern_european": 1, "arabic_turkish_persian": 2, "jewish_eastern": 1, "nordic_dutch_german": 1},
    "IE": {"irish": 14, "english": 2, "polish_baltic": 3, "romanian_balkan": 1, "nigerian_ghanaian": 2, "south_asian": 2,
           "southeast_asian": 2, "east_asian": 1, "southern_european": 1, "caribbean_brazilian": 1,
           "arabic_turkish_persian": 1, "scottish_welsh": 1, "hispanic": 1},
}

NICKNAMES = {
    "Oliver": "Ollie", "Thomas": "Tom", "Samuel": "Sam", "Edward": "Ned", "Daniel": "Danny", "Jacob": "Jake",
    "Charlotte": "Lottie", "Abigail": "Abbie", "Eleanor": "Ellie", "Jessica": "Jess", "Bethany": "Beth",
    "Alejandro": "Alex", "Santiago": "Santi", "Valentina": "Vale", "Guadalupe": "Lupe", "Alasdair": "Ali",
    "Padraig": "Podge", "Siobhan": "Shiv", "Katarzyna": "Kasia", "Aleksandra": "Ola", "Francesco": "Checco",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Mackenzie": "Kenzie", "Brandon": "Bran", "Christopher": "Chris",
    "Imogen": "Immy", "Harriet": "Hattie", "Wojciech": "Wojtek", "Dimitris": "Mitsos", "Funmilayo": "Funmi",
}


def split_pool(s):
    return [w.replace("_", " ") for w in s.split()]


def origins_sorted():
    return sorted(ORIGINS)


ORIGIN_COUNTRIES = {
    "irish": ["Ireland", "Northern Ireland"], "english": ["England", "Australia"], "scottish_welsh": ["Scotland", "Wales"],
    "african_american": ["the US", "the United States"], "hispanic": ["Mexico", "Guatemala", "El Salvador", "Colombia", "Peru"],
    "nigerian_ghanaian": ["Nigeria", "Ghana"], "somali_ethiopian": ["Somalia", "Ethiopia", "Eritrea"],
    "south_asian": ["Pakistan", "India", "Bangladesh", "Sri Lanka"], "east_asian": ["China", "Japan", "South Korea", "Hong Kong"],
    "southeast_asian": ["Vietnam", "the Philippines", "Thailand", "Indonesia"], "polish_baltic": ["Poland", "Lithuania", "Latvia"],
    "romanian_balkan": ["Romania", "Serbia", "Moldova"], "southern_european": ["Italy", "Portugal", "Greece", "Brazil"],
    "arabic_turkish_persian": ["Lebanon", "Syria", "Turkey", "Iran", "Iraq", "Jordan"], "jewish_eastern": ["Israel", "Ukraine"],
    "caribbean_brazilian": ["Jamaica", "Trinidad", "Brazil", "Barbados"], "nordic_dutch_german": ["the Netherlands", "Germany", "Sweden", "Norway"],
    "american_general": ["the US", "Canada"],
}
