"""Person-name pools for dev341_en, written by hand for this set.

Grouped by broad naming tradition so each country can draw a plausible mix.
Each group: (female given names, male given names, surnames).
"""

GROUPS = {
    "anglo": (
        "Abigail Alison Amber Bethany Bronwyn Carys Charlotte Chelsea Clare Danielle Deborah Eleanor "
        "Elspeth Fern Gemma Harriet Hayley Imogen Jocelyn Kerry Leanne Lorraine Mabel Marjorie Maxine "
        "Nerys Olive Philippa Rosalind Shona Tamsin Tracey Verity Wendy Yvonne Beryl Doreen Ivy Pamela",
        "Alfie Ashley Barnaby Bertram Callum Clive Darren Dennis Edmund Gareth Graham Howard Ivor Jasper "
        "Keith Leonard Malcolm Mervyn Nigel Oliver Percy Rhys Royston Stanley Terence Tobias Trevor Wilfred "
        "Bryn Cyril Duncan Ewan Fraser Gordon Hamish Lachlan Neville Reginald",
        "Ashworth Barraclough Blenkinsop Brindle Catterall Cheswick Crowther Dimmock Eversleigh Fairbrother "
        "Gillingham Greenhalgh Hargreaves Holloway Kettering Lambourne Lockwood Marchbank Merriweather "
        "Oakenfold Pennington Pickersgill Quarmby Rainford Ridley Scarsdale Shillingford Sowerby Tattersall "
        "Thistlewood Underhill Wadsworth Whitlock Wickham Winterbottom Yardley Cartwright Featherstone "
        "Hollingsworth Ogilvie Pryce Llewellyn Trevelyan Penrose Maddox Hebblethwaite Tunstall Cottrell",
    ),
    "irish": (
        "Aoife Siobhan Niamh Grainne Orla Caoimhe Sinead Roisin Aisling Clodagh Deirdre Eimear Fionnuala "
        "Maeve Mairead Noirin Saoirse Treasa Una Brid",
        "Cathal Ciaran Colm Diarmuid Donal Eoin Fergal Finbarr Lorcan Niall Oisin Padraig Ronan Seamus "
        "Tadhg Cormac Declan Enda Kieran Brendan",
        "O'Shaughnessy Mac Giolla Ni Bhriain Fitzgerald Mulcahy Cronin Ruane Gilhooly Kinsella Moynihan "
        "O'Loughlin Tierney Breathnach Dunphy Hanrahan Costigan Geraghty McInerney Scanlon Twomey Lenihan "
        "Mac Carthaigh O'Dowd Keohane Brosnan Flanagan Heffernan",
    ),
    "south_asian": (
        "Ananya Deepika Farzana Gurpreet Harleen Ishita Jasleen Kavitha Lakshmi Meera Nandini Pooja Rukhsana "
        "Sunita Tanvi Uzma Vaishali Yasmin Zainab Shabnam Priyanka Anjali",
        "Aarav Bilal Chetan Dhruv Farhan Gurdeep Harjit Imran Jagdish Kamal Mohinder Naveen Omar Pranav "
        "Rajesh Sandeep Tariq Umesh Vikram Zubair Arjun Nikhil",
        "Bhattacharya Chaudhry Deshpande Gill Iyer Kapoor Khan Malhotra Nair Patel Qureshi Raghavan Sandhu "
        "Sharma Subramaniam Thakkar Venkataraman Wadhwa Yadav Hussain Chatterjee Mahmood Siddiqui Dhillon",
    ),
    "east_asian": (
        "Mei Xiu Ying Hana Yuki Min-ji Seo-yeon Ji-woo Lan Thanh Huong Ai Naoko Lihua Shu Fen Jia Wen "
        "Hye-jin Kyoko Phuong Linh",
        "Wei Jun Hao Haruto Kenji Min-ho Seung Tuan Minh Bao Jian Takeshi Hyun-woo Zhiwei Yong Quang Daisuke",
        "Tanaka Nakamura Zhou Huang Lim Ng Chua Tran Nguyen Pham Vo Park Choi Jeong Yoon Kwon Takahashi "
        "Matsuda Lau Cheung Tsang Ong Teo Goh Liang Xu",
    ),
    "west_african": (
        "Adaeze Abena Chiamaka Efua Folasade Ifeoma Ngozi Oluwaseun Yewande Akosua Nneka Funmilayo "
        "Ama Chinwe Temitope",
        "Adebayo Chidi Emeka Kwabena Kofi Obinna Olumide Tunde Yaw Nnamdi Babatunde Kwame Ikenna Segun",
        "Adeyemi Okonkwo Mensah Boateng Asante Nwosu Eze Okafor Oyelaran Adjei Owusu Obi Acheampong "
        "Ogunleye Nwachukwu Danquah Oladipo Agyeman",
    ),
    "east_southern_african": (
        "Thandiwe Nomvula Lindiwe Zanele Palesa Refilwe Naledi Ayanda Busisiwe Wanjiru Amina Fadumo "
        "Hodan Nokuthula",
        "Sipho Thabo Mandla Bongani Lwazi Themba Kagiso Musa Mwangi Abdi Mohamed Sibusiso Lungelo",
        "Dlamini Nkosi Mthembu Khumalo Ndlovu Mokoena Zulu Sithole Mabaso Molefe Kamau Otieno Warsame "
        "Hassan Farah Ngcobo Buthelezi Mahlangu",
    ),
    "afrikaans_dutch": (
        "Annelie Elize Marietjie Riana Sanet Wilma Liesl Anke Femke Madelief Ilse",
        "Jaco Pieter Hendrik Gerhard Willem Johan Frikkie Stefan Ruben Bram Sjoerd",
        "Van der Merwe Botha Pretorius Steyn du Plessis Venter Joubert Oosthuizen Kruger Bezuidenhout "
        "Van Rensburg Swanepoel Jansen de Vries Visser Bakker",
    ),
    "maori_pacific": (
        "Aroha Mere Hine Kiri Ngaire Moana Tui Mele Losa Sina Vailea Leilani Marama Ataahua Anahera",
        "Tane Wiremu Hemi Rawiri Nikau Manaia Sione Tevita Viliami Losefa Ioane Tamati Rangi Mikaere",
        "Ngata Tamihana Parata Whaanga Te Rangi Horomona Tipene Paewai Fonoti Tuilagi Faleolo Havili "
        "Vaipulu Taufa Fifita Leota Tupou Rangihuna",
    ),
    "european": (
        "Agnieszka Katarzyna Zofia Oksana Irina Beatriz Ines Lucia Giulia Francesca Chiara Eleni Sofia "
        "Astrid Ingrid Sanna Helga Marta Teresa Dorota Yelena",
        "Andrzej Tomasz Piotr Bogdan Dmitri Nikolai Joao Rui Miguel Alejandro Giorgio Matteo Luca Stavros "
        "Nikos Lars Henrik Magnus Jurgen Radek Florin",
        "Kowalczyk Wisniewski Zielinski Nowicki Shevchenko Bondarenko Ferreira Carvalho Moreira Gutierrez "
        "Navarro Esposito Romano Bianchi Papadopoulos Karagiannis Lindqvist Haugland Nieminen Brandt "
        "Schreiber Dvorak Novak Popescu Horvath",
    ),
    "arabic_persian": (
        "Layla Noor Mariam Rania Salma Huda Leila Shirin Parisa Yara Dalia",
        "Ahmed Karim Youssef Samir Hamza Khalid Reza Dariush Faisal Nabil Walid",
        "Al-Rashid Haddad Khoury Nasser Mansour Farouk Saleh Tehrani Rahimi Ahmadi Barakat Darwish",
    ),
    "latin": (
        "Maria Guadalupe Rosa Camila Valentina Daniela Ximena Paola Marisol Alejandra Lucero",
        "Jose Carlos Luis Javier Mateo Diego Rodrigo Santiago Emilio Ramon Joaquin",
        "Hernandez Ramirez Castillo Villanueva Delgado Mendoza Ortega Cabrera Sandoval Quintero Salazar "
        "Arroyo Bautista",
    ),
    "filipino": (
        "Maricel Rowena Jocelyn Analyn Rosalie Kristine Lourdes",
        "Rodel Jericho Ramil Arnel Jomar Reynaldo Marlon",
        "Dela Cruz Macaraeg Bautista Santos Manalo Dimaculangan Villareal Pangilinan Sison",
    ),
    "first_nations_ca": (
        "Tayanita Winona Chenoa Kateri Nizhoni",
        "Tecumseh Ahanu Kanen Ohanzee Sakima",
        "Littlechild Bearspaw Cardinal Sinclair Whitecalf Eaglespeak Manyfingers Morningstar",
    ),
    "jewish": (
        "Miriam Rivka Tova Shoshana Naomi Esther",
        "Avraham Yosef Moshe Eliezer Shmuel Ari",
        "Rosenbaum Abramowitz Feldman Goldfarb Lowenstein Katzenberg Weissman",
    ),
}

# Surnames that contain a space are kept whole ("Van der Merwe", "Te Rangi").


def split(s):
    return s.split()


def surnames_of(group):
    """Surname strings; multi-word surnames are written with a plus in a side table."""
    raw = GROUPS[group][2]
    multi = MULTI_WORD.get(group, [])
    out = []
    skip = set()
    for m in multi:
        raw = raw.replace(m, "")
    for w in raw.split():
        if w not in skip:
            out.append(w)
    return multi + out


MULTI_WORD = {
    "irish": ["Mac Giolla", "Ni Bhriain", "Mac Carthaigh"],
    "afrikaans_dutch": ["Van der Merwe", "du Plessis", "Van Rensburg", "de Vries"],
    "maori_pacific": ["Te Rangi"],
    "filipino": ["Dela Cruz"],
}

# Mix of naming groups by country (weights).
COUNTRY_MIX = {
    "US": {"anglo": 30, "latin": 14, "west_african": 6, "east_asian": 8, "south_asian": 7, "european": 8,
           "irish": 5, "jewish": 5, "arabic_persian": 4, "filipino": 5},
    "UK": {"anglo": 38, "south_asian": 14, "west_african": 8, "irish": 6, "european": 10, "east_asian": 5,
           "arabic_persian": 5, "east_southern_african": 4},
    "IE": {"irish": 45, "anglo": 15, "european": 15, "west_african": 6, "south_asian": 6, "filipino": 6,
           "east_asian": 3},
    "CA": {"anglo": 28, "european": 12, "east_asian": 12, "south_asian": 12, "first_nations_ca": 7,
           "irish": 6, "filipino": 6, "arabic_persian": 5, "latin": 4, "jewish": 3},
    "AU": {"anglo": 34, "european": 14, "east_asian": 12, "south_asian": 9, "irish": 6, "arabic_persian": 6,
           "maori_pacific": 5, "filipino": 4},
    "NZ": {"anglo": 32, "maori_pacific": 28, "east_asian": 10, "south_asian": 8, "european": 8, "irish": 4,
           "filipino": 4},
    "ZA": {"east_southern_african": 40, "afrikaans_dutch": 25, "anglo": 15, "south_asian": 12,
           "european": 4, "jewish": 4},
    "SG": {"east_asian": 55, "south_asian": 20, "filipino": 8, "anglo": 8, "arabic_persian": 5,
           "european": 4},
}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"
