"""Invented personal-name pools for dev249_en (author 249).

Each origin: (female given names, male given names, surnames), space separated.
Names are combined at random; no real person is intended.
"""

_RAW = {
    "english": (
        "Margaret Joan Eileen Pauline Brenda Hazel Doreen Sheila Valerie Gillian Lorraine Maureen Beryl Janet Wendy Carol Elsie Irene Sylvia Rosemary Denise Tracey Gemma Chloe Harriet",
        "Geoffrey Keith Trevor Roy Dennis Brian Colin Derek Malcolm Graham Clive Leslie Barry Nigel Raymond Kenneth Stuart Martin Alan Gordon Lee Craig Dean Oliver Frederick",
        "Ashworth Barraclough Pickering Hebden Thwaite Cropper Wainwright Hollings Mottram Sutcliffe Birtwistle Fairclough Greenhalgh Ormerod Pennington Riddiough Tattersall Whitworth Scargill Hargreaves Lumb Kershaw Dewhurst Marsden Cawthorne",
    ),
    "scottish": (
        "Morag Isla Catriona Moira Agnes Elspeth Kirsty Fiona Shona Iona Rhona Ailsa Jessie Lorna Mairi",
        "Hamish Angus Callum Fraser Alasdair Ewan Ruaridh Murdo Dougal Gregor Struan Lachlan Euan Finlay Torquil",
        "MacLeod Buchanan Drummond Urquhart MacInnes Sinclair Ferguson Gillespie Lamont Munro Rattray Baird Galbraith Kerr MacAskill Strachan Tulloch Innes Cairns Dalgleish",
    ),
    "irish": (
        "Siobhan Aoife Niamh Brigid Roisin Orla Deirdre Mairead Sinead Grainne Nuala Clodagh Eimear Ciara Una",
        "Padraig Seamus Ciaran Declan Eoin Fergal Colm Donal Cathal Diarmuid Niall Ronan Tadhg Odhran Kieran",
        "Ni Bhriain O'Donoghue McGuinness Flanagan Keohane Mulcahy Gallagher Brennan Fitzgerald Doherty Quinlan Cassidy Hegarty Moriarty Tierney Callaghan Furlong Geraghty Hennessy McAuliffe",
    ),
    "welsh": (
        "Bethan Eirlys Carys Angharad Ffion Gwenllian Nerys Rhiannon Sian Eleri Menna Heledd Lowri Nia Glenys",
        "Dafydd Gareth Iwan Rhodri Emrys Huw Gethin Aled Owain Idris Meirion Dylan Geraint Alun Tudor",
        "Pritchard Llewellyn Prosser Bowen Pugh Vaughan Gwilliam Probert Meredith Rees Howells Parry Lloyd-Hughes Jenkins Bevan",
    ),
    "south_asian": (
        "Priya Anjali Kavita Sunita Harpreet Manjit Rupinder Nasreen Shabana Farzana Lakshmi Deepa Meena Jaspreet Parveen Rukhsana Savitri Gurpreet Kamala Bhavna Nirmala Shilpa",
        "Rajesh Sanjay Harjit Balwinder Mohammed Imran Tariq Arjun Vikram Suresh Anil Gurdev Kuldip Javed Naveed Prakash Ramesh Rohan Dev Sandeep Amrit Iqbal",
        "Chaudhry Sandhu Gill Dhillon Bhatti Parmar Mistry Patel Sharma Nair Iyer Raman Qureshi Malik Hussain Choudhury Rahman Begum Sidhu Grewal Kaur Rana Joshi Varma Pillai Siddiqui Ahluwalia Mukherjee",
    ),
    "sri_lankan": (
        "Nilmini Chamari Dilani Ishara Kumari Sanduni Tharushi Anoma",
        "Chaminda Nuwan Ruwan Thilak Kasun Lasith Pradeep Mahinda",
        "Jayasuriya Wickramasinghe Perera Fernando Rajapaksha Senanayake Gunawardena Dissanayake Herath Karunaratne",
    ),
    "chinese": (
        "Mei Ling Xiu Wei Yan Hui Li Na Jing Fang Shu Fen Xiao Hong Wai Ling Yuk Lan Siu Man Ah Moy",
        "Wei Jian Zhi Qiang Chun Kit Ka Ming Wing Hong Hao Yu Kwok Wah Siu Fai Jun Jie Chi Keung",
        "Zhou Huang Leung Chan Wong Lau Cheung Tsang Yip Kwan Tam Mak Fong Lam Chu Xu Zhao Guo Lin Deng",
    ),
    "vietnamese": (
        "Thi Lan Mai Anh Thu Hien Ngoc Bich Hoa Phuong Hanh Linh Tuyet",
        "Van Minh Quoc Bao Duc Thanh Huu Phuc Trung Khoa Tuan Dung",
        "Nguyen Tran Pham Le Hoang Vu Dang Bui Do Ngo Duong Ly",
    ),
    "filipino": (
        "Maricel Rowena Lorna Jocelyn Analiza Marites Rosario Cristina Editha Leonora",
        "Rodrigo Ernesto Danilo Romeo Arnel Rogelio Jun-Jun Efren Bienvenido Renato",
        "Dela Cruz Bautista Villanueva Macaraeg Santiago Manalo Dimaculangan Aquino Soriano Pangilinan Ocampo Evangelista",
    ),
    "korean_japanese": (
        "Soo-Jin Eun-Ji Min-Seo Hye-Jin Yoko Keiko Akiko Michiko Sachiko Hana",
        "Jae-Won Min-Ho Sung-Min Dong-Hyun Hiroshi Takeshi Kenji Masato Yoshio Daiki",
        "Kim Park Choi Jung Kang Yoon Tanaka Watanabe Yamamoto Nakamura Kobayashi Sato Inoue Matsuda",
    ),
    "greek": (
        "Eleni Despina Vasiliki Paraskevi Anastasia Georgia Stavroula Kalliopi Athena Sofia",
        "Giorgos Konstantinos Dimitrios Panagiotis Stavros Christos Nikos Vasilis Spyros Theodoros",
        "Papadopoulos Karagiannis Georgiou Christodoulou Nikolaidis Vlahos Mavromatis Economou Tsakiris Kyriakou Antonopoulos Lykos",
    ),
    "italian": (
        "Giuseppina Rosaria Concetta Carmela Antonietta Lucia Graziella Assunta Teresa Franca",
        "Giuseppe Salvatore Vincenzo Carmelo Domenico Pasquale Antonio Franco Rocco Luigi",
        "Esposito Russo Caruso Ferraro Lombardi Marchetti Galli Romano Bianchi Colombo DiStefano Calabrese Santoro Morelli",
    ),
    "polish_ukr": (
        "Krystyna Halina Bozena Danuta Agnieszka Malgorzata Oksana Olena Halyna Natalia Iryna Zofia",
        "Zbigniew Tadeusz Krzysztof Jerzy Andrzej Lukasz Bohdan Mykola Taras Oleksandr Wojciech Stanislaw",
        "Kowalczyk Wisniewski Zielinska Lewandowski Kaminska Nowicki Szymanski Shevchenko Kovalenko Bondarenko Melnyk Tkachuk Wozniak Grabowski",
    ),
    "portuguese_spanish": (
        "Conceicao Fatima Graca Rosa Ines Mercedes Pilar Dolores Carmen Ana Luisa Beatriz",
        "Joaquim Manuel Fernando Rui Tiago Miguel Alejandro Ramon Joaquin Eduardo Alfonso Jorge",
        "Fernandes Goncalves Pereira Rodrigues Carvalho Sousa Mendes Herrera Castillo Navarro Ortega Gutierrez Medina Alvarez",
    ),
    "french_canadian": (
        "Genevieve Ghislaine Huguette Jacinthe Lise Monique Solange Therese Yvette Francine Nicole Sylvie Josee Chantal",
        "Gilles Rejean Normand Gaetan Ghislain Jacques Marcel Rosaire Yvon Andre Luc Benoit Real Sylvain",
        "Tremblay Gagnon Bouchard Cote Pelletier Belanger Lavoie Fortin Gauthier Ouellet Thibodeau Leblanc Cormier Arsenault Boudreau Desjardins Lemieux Charbonneau",
    ),
    "dutch_german": (
        "Hendrika Wilhelmina Gerda Ingrid Liesbeth Annelies Hannelore Ursula Brigitte Gisela",
        "Hendrik Willem Cornelis Johannes Dieter Klaus Jurgen Manfred Gerrit Pieter",
        "van der Berg de Vries Janssen Bakker Visser Smit Hoekstra Vogel Schreiber Hoffmann Becker Richter Zimmermann Krause",
    ),
    "scandinavian": (
        "Ingeborg Solveig Astrid Birgitta Sigrid Kirsten Marit Liv Annika Ragnhild",
        "Sven Nils Bjorn Lars Anders Per Leif Gunnar Torbjorn Erik",
        "Lindqvist Halvorsen Bergstrom Johansen Nygaard Solberg Eriksson Haugen Lund Dahl",
    ),
    "west_african": (
        "Adaeze Chiamaka Ngozi Folasade Yetunde Abena Akosua Efua Afia Funmilayo Nneka Ifeoma Bisola Adwoa",
        "Chukwuemeka Olumide Babatunde Kwame Kofi Kwabena Yaw Obinna Adebayo Emeka Tunde Oluwaseun Kojo Femi",
        "Okonkwo Adeyemi Oyelaran Mensah Asante Boateng Owusu Nwachukwu Eze Okafor Adebayo-Cole Agyeman Ogunleye Danquah Oduya Nnamdi",
    ),
    "east_african": (
        "Hodan Fadumo Amina Hawa Sahra Ayaan Wanjiru Achieng Nyambura Tigist Selam",
        "Abdirahman Mahad Abdullahi Yusuf Ahmed Mwangi Otieno Kiprop Tesfaye Dawit Omondi",
        "Warsame Farah Jama Abdi Hassan Kamau Ochieng Njoroge Wolde Tadesse Gebremedhin",
    ),
    "arabic_turkish_persian": (
        "Fatima Aisha Leila Rania Samira Huda Nour Zeynep Elif Ayse Shirin Parisa Maryam Roya Layla",
        "Khalid Omar Youssef Samir Rashid Hassan Karim Mehmet Mustafa Emre Reza Dariush Farhad Nabil Walid",
        "Haddad Khoury Nassar Saleh Abboud Mansour Aziz Yilmaz Demir Ozturk Sahin Karimi Hosseini Tehrani Rahimi Jaber",
    ),
    "caribbean": (
        "Hyacinth Claudette Merline Icilda Gloria Pearline Joycelyn Marcia Yvonne Cynthia",
        "Delroy Winston Errol Clinton Everton Lloyd Carlton Neville Desmond Linton",
        "Campbell Forbes Grant McKenzie Bailey Ellis Thompson Brissett Reid Gayle Powell Wellington Samuels",
    ),
    "pacific_maori": (
        "Mere Aroha Hinemoa Losana Salote Mele Ana-Lisa Tevita Sina Lupe",
        "Wiremu Hemi Tamati Rawiri Sione Tevita Manu Viliami Ioane Pita",
        "Ngata Tipene Parata Te Rangi Fifita Tuilagi Taufa Mahe Leota Faleolo",
    ),
    "australian_irish": (
        "Beverley Narelle Raelene Kylie Cheryl Dianne Lyn Robyn Jillian Kerrie Shirley Judith Noeline",
        "Darryl Wayne Kevin Allan Garry Bruce Neville Rodney Warren Terrence Graeme Desmond Lindsay",
        "Mulholland Costigan Treloar Pascoe Cartwright Hutchins Bickford Trengove Loveday Gilmartin Penhaligon Rowse Tonkin Penrose",
    ),
    "canadian_anglo": (
        "Lorna Marilyn Darlene Bonnie Marlene Arlene Gail Rhonda Shirley Colleen Heather Dawn Lois",
        "Murray Lorne Gordon Wendell Clayton Gerald Harvey Vernon Ross Dale Glen Garnet Blaine",
        "MacDonald Fraser MacPhee Chisholm McIsaac Boutilier Pothier Skinner Hiltz Rafuse Zwicker Kennedy McNeil Gillis",
    ),
    "indigenous_ca_au": (
        "Marlene Tina Rosalie Bernadette Delphine Cora Winona",
        "Leroy Clarence Wilfred Norman Elvis Isaac Floyd",
        "Bearchild Swiftwind Cardinal Whitehorse Sinclair-Moose Laboucan Ermineskin Wurramara Tipiloura Yunupingu-Baker",
    ),
    "hungarian_czech": (
        "Erzsebet Ilona Katalin Zsuzsanna Magdalena Jana Hana Vera",
        "Laszlo Istvan Gabor Zoltan Miroslav Pavel Jiri Tomas",
        "Horvath Nagy Szabo Kovacs Toth Novak Dvorak Prochazka Svoboda Kral",
    ),
    "southern_balkan": (
        "Snezana Dragana Mirjana Vesna Jasmina Slavica Ljiljana",
        "Dragan Zoran Milan Goran Slobodan Bogdan Nenad",
        "Petrovic Jovanovic Nikolic Markovic Ilic Kovacevic Stojanovic Popovic",
    ),
}


def origins():
    return sorted(_RAW)


def pool(origin):
    f, m, s = _RAW[origin]
    return f.split(), m.split(), _surnames(s)


def _surnames(s):
    # a few surnames are two words (joined particles)
    joins = ("Ni Bhriain", "Dela Cruz", "van der Berg", "de Vries", "Te Rangi")
    out = []
    toks = s.split()
    i = 0
    while i < len(toks):
        hit = None
        for j in joins:
            parts = j.split()
            if toks[i:i + len(parts)] == parts:
                hit = j
                break
        if hit:
            out.append(hit)
            i += len(hit.split())
        else:
            out.append(toks[i])
            i += 1
    return out


# Chinese/Vietnamese/Korean given names are two tokens in the raw strings; rejoin.
_TWO_TOKEN = ("chinese",)


def given_pool(origin, sex):
    f, m, _ = _RAW[origin]
    raw = f if sex == "F" else m
    toks = raw.split()
    if origin in _TWO_TOKEN:
        return [toks[i] + " " + toks[i + 1] for i in range(0, len(toks) - 1, 2)]
    if origin == "vietnamese":
        return [toks[i] + " " + toks[i + 1] for i in range(0, len(toks) - 1, 2)]
    return toks


# Weights per country: which origins are commoner in each country's notes.
COUNTRY_ORIGINS = {
    "UK": ["english"] * 6 + ["scottish"] * 3 + ["irish"] * 2 + ["welsh"] * 2
    + ["south_asian"] * 4 + ["caribbean"] * 2 + ["west_african"] * 2 + ["east_african"]
    + ["polish_ukr"] * 2 + ["chinese"] + ["italian"] + ["portuguese_spanish"]
    + ["arabic_turkish_persian"] * 2 + ["greek"] + ["sri_lankan"] + ["filipino"]
    + ["hungarian_czech"] + ["southern_balkan"] + ["dutch_german"],
    "AU": ["australian_irish"] * 5 + ["english"] * 3 + ["scottish"] + ["irish"] * 2
    + ["greek"] * 3 + ["italian"] * 3 + ["vietnamese"] * 2 + ["chinese"] * 2
    + ["south_asian"] * 2 + ["sri_lankan"] + ["filipino"] * 2 + ["pacific_maori"] * 2
    + ["arabic_turkish_persian"] * 2 + ["indigenous_ca_au"] + ["southern_balkan"] * 2
    + ["dutch_german"] + ["korean_japanese"] + ["east_african"],
    "CA": ["canadian_anglo"] * 4 + ["french_canadian"] * 4 + ["scottish"] * 2 + ["irish"]
    + ["english"] * 2 + ["south_asian"] * 3 + ["chinese"] * 3 + ["filipino"] * 2
    + ["polish_ukr"] * 2 + ["italian"] + ["portuguese_spanish"] * 2 + ["caribbean"]
    + ["indigenous_ca_au"] * 2 + ["korean_japanese"] + ["arabic_turkish_persian"] * 2
    + ["scandinavian"] + ["dutch_german"] + ["hungarian_czech"] + ["east_african"],
}

NICKNAMES = {
    "Margaret": "Peggy", "Elsie": "Else", "Frederick": "Fred", "Kenneth": "Ken",
    "Raymond": "Ray", "Leslie": "Les", "Gillian": "Gill", "Rosemary": "Rosie",
    "Dennis": "Den", "Terrence": "Terry", "Beverley": "Bev", "Cheryl": "Cher",
    "Giuseppe": "Joe", "Salvatore": "Sal", "Konstantinos": "Kostas",
    "Dimitrios": "Jim", "Giuseppina": "Pina", "Alasdair": "Ali", "Catriona": "Cat",
    "Wilhelmina": "Mien", "Chukwuemeka": "Emeka", "Oleksandr": "Sasha",
    "Stanislaw": "Stan", "Hendrik": "Henk", "Gordon": "Gord", "Murray": "Muzz",
    "Jacqueline": "Jackie", "Lorraine": "Lorrie", "Warren": "Wazza",
    "Bernadette": "Bernie", "Anastasia": "Tasia", "Panagiotis": "Peter",
}
