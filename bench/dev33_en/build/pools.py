"""Invented name, place and institution pools for the dev33-en generator.

Everything here is made up for the evaluation set: given names and surnames are
combined at random, towns and streets are assembled from word parts, and all
institutions are generated from those parts.  Only states, provinces, counties
and countries are real geographic names.
"""

# ---------------------------------------------------------------------------
# Given names by origin: (female, male)
# ---------------------------------------------------------------------------
GIVEN = {
    "english": (
        "Margaret Dorothy Patricia Barbara Joan Jean Elizabeth Mary Helen Betty Shirley Irene Eileen "
        "Maureen Sheila Brenda Sandra Linda Carol Susan Janet Pauline Valerie Gillian Hazel Audrey "
        "Doris Edna Gladys Violet Ruth Judith Christine Kathleen Marion Evelyn Norma Joyce Phyllis "
        "Beryl Ivy Lorraine Deborah Karen Julie Tracey Nicola Emma Sarah Rachel Hannah Chloe Sophie "
        "Amy Laura Jessica Megan Lauren Wendy Alison Heather Denise Yvonne Rosemary Winifred Mavis "
        "Elsie Lilian Muriel Sylvia Marjorie Agnes Frances Harriet Charlotte Penelope Abigail",
        "William Robert James John George Thomas Arthur Frederick Harold Albert Kenneth Ronald Dennis "
        "Brian Peter Michael David Richard Anthony Alan Derek Keith Graham Trevor Roy Leonard Stanley "
        "Walter Raymond Bernard Gordon Norman Clifford Douglas Geoffrey Malcolm Colin Philip Stephen "
        "Mark Paul Andrew Gary Neil Simon Matthew Daniel Benjamin Luke Harry Oliver Edward Christopher "
        "Timothy Jeremy Nigel Barry Terence Cyril Reginald Herbert Ernest Alfred Percy Maurice Rodney",
    ),
    "scottish": (
        "Fiona Morag Isla Kirsty Catriona Ailsa Mhairi Moira Elspeth Shona Iona Rhona",
        "Angus Hamish Alasdair Callum Fraser Euan Ross Duncan Murdo Lachlan Ewan Gregor",
    ),
    "welsh": (
        "Bethan Cerys Eleri Gwen Nia Sian Ffion Carys Megan Rhiannon Lowri Angharad",
        "Dafydd Rhys Gareth Gethin Huw Iwan Emrys Owain Aled Gwilym Idris Bryn",
    ),
    "irish": (
        "Siobhán Aoife Niamh Róisín Bríd Máire Orla Caoimhe Saoirse Gráinne Deirdre Nuala Eimear "
        "Clodagh Sinéad Bridget Philomena Kathleen Nora Mairéad Úna Ailbhe",
        "Seán Pádraig Liam Cian Ciarán Declan Donal Eoin Fergal Tadhg Colm Niall Diarmuid Brendan "
        "Dermot Cathal Oisín Finbar Eamon Kieran Malachy Cormac",
    ),
    "italian": (
        "Giuseppina Rosa Lucia Francesca Carmela Concetta Giulia Antonella Assunta Teresa Vincenza",
        "Giuseppe Giovanni Salvatore Antonio Francesco Luigi Vincenzo Marco Domenico Carmelo Rocco",
    ),
    "polish": (
        "Krystyna Halina Danuta Małgorzata Agnieszka Elżbieta Jadwiga Zofia Bożena Wanda Grażyna",
        "Stanisław Krzysztof Tomasz Andrzej Piotr Marek Zbigniew Jerzy Tadeusz Wojciech Bogdan",
    ),
    "latino": (
        "María Guadalupe Carmen Ana Lucía Elena Dolores Isabel Yolanda Marisol Leticia Graciela "
        "Esperanza Consuelo Rocío Beatriz Alma",
        "José Juan Carlos Luis Jorge Miguel Manuel Francisco Jesús Alejandro Rafael Héctor Ramón "
        "Armando Ernesto Arturo Joaquín Rogelio",
    ),
    "portuguese": (
        "Conceição Fátima Graça Lurdes Filomena Rosário Albertina",
        "João António Joaquim Fernando Manuel Armindo Custódio",
    ),
    "greek": (
        "Eleni Aikaterini Vasiliki Sofia Despina Georgia Athena Panagiota Stavroula Kalliopi",
        "Georgios Dimitrios Konstantinos Nikolaos Ioannis Panagiotis Vasilis Christos Spyros Stavros",
    ),
    "german": (
        "Ingrid Helga Ursula Gisela Anke Annelies Marijke Greta Hildegard Liesbeth",
        "Hans Klaus Dieter Wolfgang Jürgen Pieter Jan Willem Gerrit Hendrik Cornelis",
    ),
    "nigerian": (
        "Ngozi Chiamaka Folasade Adaeze Oluwakemi Funmilayo Ifeoma Yetunde Chidinma Bisi Nneka Titilayo",
        "Chukwuemeka Oluwaseun Adebayo Babatunde Chinedu Ikechukwu Olumide Tunde Emeka Obinna Femi Uchenna",
    ),
    "ghanaian": (
        "Ama Akosua Abena Adwoa Efua Afua Akua",
        "Kwame Kofi Kwabena Yaw Kojo Kwaku Kwesi",
    ),
    "arabic": (
        "Fatima Amina Hodan Khadija Maryam Leila Nadia Layla Zainab Huda Aisha Sahra Faduma Rania Samira",
        "Mohamed Ahmed Abdi Hassan Omar Yusuf Ibrahim Khalid Tariq Karim Samir Mustafa Bilal Nabil Walid",
    ),
    "turkish": (
        "Ayşe Fatma Emine Zeynep Elif Hatice Gülsüm",
        "Mehmet Ahmet Hüseyin Emre Osman Ismail Kemal",
    ),
    "indian": (
        "Priya Sunita Anjali Lakshmi Meena Kamala Savitri Geeta Parvati Kavita Deepa Shanti Padma "
        "Rukmini Nirmala Pushpa Harjit Kulwant Manpreet Sukhwinder Gurpreet Jasbir",
        "Rajesh Suresh Ramesh Anil Sunil Vijay Arjun Sanjay Gurdeep Balwinder Jaswinder Kuldip Manjit "
        "Ravi Venkatesh Senthil Murugan Prakash Deepak Amit Vikram Harbhajan Mohinder",
    ),
    "southasian_muslim": (
        "Nasreen Shabana Rukhsana Parveen Shamima Rehana Farzana Tahmina Salma Yasmin Nusrat",
        "Muhammad Imran Asif Zahid Nadeem Shahid Rashid Abdul Rahim Kamal Anwar Tanvir",
    ),
    "chinese": (
        "Mei Xiuying Lina Huimin Yan Fang Ling Jing Lan Wai Ling Siu Mei Xiaoling",
        "Wei Ming Jian Hui Jun Hao Zhiwei Kwok Wah Chi Keung Guoqiang Jianguo",
    ),
    "vietnamese": (
        "Hoa Thu Linh Huong Ngoc Phuong Thao Hanh",
        "Minh Huy Tuan Duc Thanh Quang Hung Long",
    ),
    "korean": (
        "Seo-yeon Eun-ji Soo-jin Hye-jin Mi-sook Young-hee Ji-hye",
        "Min-jun Ji-hoon Jae-won Young-ho Sung-min Dong-hyun Byung-chul",
    ),
    "japanese": (
        "Yoko Keiko Michiko Akiko Yumi Sachiko Fumiko Noriko",
        "Hiroshi Takeshi Kenji Yoshio Haruto Masao Tadashi Akira",
    ),
    "filipino": (
        "Maricel Rowena Lourdes Marites Jocelyn Cristina Erlinda Perla Remedios Corazon Divina Rosalinda",
        "Rodrigo Ernesto Romeo Danilo Renato Eduardo Rolando Efren Bienvenido Reynaldo",
    ),
    "caribbean": (
        "Hyacinth Merle Claudette Pearline Icilda Beverley Marcia Dorrett Gloria Myrtle",
        "Winston Delroy Errol Lloyd Clive Everton Desmond Neville Lascelles Fitzroy",
    ),
    "afam": (
        "Latoya Keisha Tamika Shanice Ebony Lakisha Bernice Odessa Gwendolyn Loretta Earline Mattie",
        "DeShawn Tyrone Darnell Marcus Jamal Reginald Cedric Otis Willie Clarence Leroy Darius",
    ),
    "maori": (
        "Aroha Mere Hine Ngaire Huia Kiri Moana Anahera Marama Waimarie Ataahua",
        "Wiremu Hemi Tama Rawiri Mikaere Nikau Tane Manaia Hohepa Tamati",
    ),
    "pacific": (
        "Losa Mele Salote Lupe Sina Fetu Ana Seini Vaioleti",
        "Sione Tevita Viliami Sefo Ioane Filipo Lealofi Semisi Taniela",
    ),
    "ukrainian": (
        "Olena Oksana Natalia Halyna Tetiana Svetlana Lyudmila Irina Valentyna",
        "Oleksandr Mykola Volodymyr Dmytro Ivan Sergei Yuri Vladimir Bohdan",
    ),
    "french": (
        "Ginette Lise Francine Huguette Monique Sylvie Nicole Thérèse Jocelyne Réjeanne Gisèle",
        "Jean-Guy Réjean Gilles Denis Luc Marcel Normand Gaétan Yves Raymond Ghislain",
    ),
    "jewish": (
        "Miriam Esther Rivka Shoshana Naomi Leah Tova",
        "Abraham Isaac Moshe Shlomo Yosef Mordechai Avraham Menachem",
    ),
}

SURNAMES = {
    "english": (
        "Smith Taylor Brown Wilson Johnson Walker Wright Robinson Thompson White Green Harris "
        "Clarke Jackson Hill Cooper Morris Harrison Allen Carter Mitchell Bennett Shaw Bailey Chapman "
        "Marshall Holmes Webb Ellis Fletcher Barker Pearson Hodgson Whitcombe Ashworth Pemberton "
        "Hargreaves Cartwright Blackwood Thornton Lowe Hayward Sutcliffe Kirkby Oakley Penhaligon "
        "Trelawney Fairbrother Gillingham Whitfield Sharpe Dawson Booth Kershaw Haworth Atherton "
        "Stringer Pickering Lockwood Radcliffe Bramley Dunmore Holloway Cresswell Ainsworth Tattersall "
        "Braithwaite Pennington Wetherall Rowntree Ollerton Nuttall Greenhalgh Winterbottom Margerison"
    ),
    "scottish": (
        "MacDonald Campbell Stewart Robertson Fraser MacLeod Sinclair Buchanan Ferguson McIntyre "
        "Munro Cameron Drummond Mackenzie Urquhart Galbraith McAllister Rennie"
    ),
    "welsh": (
        "Jones Davies Evans Thomas Roberts Hughes Morgan Griffiths Pritchard Rees Vaughan Llewellyn "
        "Powell Prosser Bevan Pugh Howells Meredith"
    ),
    "irish": (
        "Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill O'Reilly Doyle McCarthy "
        "Gallagher Doherty Kennedy Lynch Murray Quinn McLoughlin Carroll Connolly Daly Brennan "
        "Fitzgerald Nolan Keane Hegarty Tierney Mulcahy Ó Briain Ní Mhurchú Mac Giolla Phádraig "
        "Coughlan Scanlon Cronin Dunne Geraghty Moriarty"
    ),
    "italian": (
        "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Gallo Conti "
        "De Luca Lombardi Moretti Barbieri Fontana Caruso Mancini Rinaldi Santoro Palumbo Vitale"
    ),
    "polish": (
        "Kowalski Nowak Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak "
        "Dąbrowski Mazur Krawczyk Piotrowski Grabowski Jankowski Zawadzki"
    ),
    "latino": (
        "García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores "
        "Rivera Gómez Díaz Morales Ortiz Gutiérrez Chávez Vargas Castillo Mendoza Jiménez Ruiz "
        "Aguilar Medina Delgado Vega Guerrero Salazar Cervantes"
    ),
    "portuguese": (
        "Silva Santos Ferreira Pereira Oliveira Rodrigues Martins Sousa Fernandes Gonçalves Almeida "
        "Carvalho Ribeiro Teixeira"
    ),
    "greek": (
        "Papadopoulos Papadakis Georgiou Nikolaidis Konstantinou Dimitriou Karagiannis Vlachos "
        "Pappas Angelopoulos Christodoulou Stavrou Andreou"
    ),
    "german": (
        "Müller Schmidt Schneider Fischer Weber Becker Hoffmann Schulz van den Berg de Vries Janssen "
        "Bakker Visser Smit Meijer de Jong Mulder van Dijk Vermeulen"
    ),
    "nigerian": (
        "Okafor Adeyemi Okonkwo Oyelaran Eze Nwosu Ogunleye Balogun Chukwu Okeke Olawale Akinola "
        "Uzoma Nnaji Ogbonna Adebisi Onyekachi"
    ),
    "ghanaian": "Mensah Owusu Boateng Asante Osei Appiah Agyeman Darko Ofori Amoah",
    "arabic": (
        "Hassan Abdullah Farah Warsame Mohamud Al-Sayed Haddad Khoury Nasser Mansour Saleh Aziz "
        "Hamdan Darwish El-Amin Jaber Abdirahman Elmi"
    ),
    "turkish": "Yılmaz Kaya Demir Şahin Çelik Öztürk Aydın Arslan",
    "indian": (
        "Patel Sharma Singh Kaur Gupta Kumar Reddy Nair Iyer Menon Pillai Rao Desai Shah Mehta "
        "Joshi Chopra Malhotra Sandhu Gill Dhillon Grewal Sidhu Bains Krishnan Subramanian Raghavan "
        "Chatterjee Banerjee Mukherjee Bose"
    ),
    "southasian_muslim": (
        "Khan Hussain Ahmed Iqbal Malik Chaudhry Qureshi Rahman Begum Uddin Chowdhury Miah Hossain"
    ),
    "chinese": (
        "Wang Zhang Liu Chen Yang Huang Zhao Zhou Xu Sun Zhu Lin Guo Chan Wong Cheung Lau Leung Ng "
        "Tang Yeung Chow Lam Tsang"
    ),
    "vietnamese": "Nguyen Tran Pham Hoang Phan Vu Dang Bui Ngo Duong Truong",
    "korean": "Kim Choi Jung Kang Cho Yoon Jang Lim Han Shin Seo Kwon",
    "japanese": (
        "Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada"
    ),
    "filipino": (
        "Santos Reyes Cruz Bautista Ocampo Mendoza Dela Cruz Villanueva Aquino Castillo Navarro "
        "Soriano Manalo Pascual Macaraeg Dimaculangan Magbanua Tolentino"
    ),
    "caribbean": (
        "Campbell Williams Clarke Francis Morrison Bailey Reid McKenzie Thompson Barrett Henry "
        "Gordon Spence Powell Lewis Samuels"
    ),
    "afam": (
        "Washington Jefferson Jackson Banks Freeman Robinson Coleman Simmons Brooks Mosley Dupree "
        "Hairston Whitaker Gaines Pettiford"
    ),
    "maori": (
        "Ngata Parata Te Aho Tipene Whaanga Hohaia Kereama Paewai Tamihana Rewiti Potae Horomona "
        "Herewini Te Rangi Wihongi Huata"
    ),
    "pacific": (
        "Faleolo Fonoti Leota Taufa Vaifale Fifita Tupou Havili Latu Mataele Aumua Sapolu Tuiasosopo"
    ),
    "ukrainian": (
        "Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Melnyk Boyko Petrenko Ivanov Smirnov "
        "Kuznetsov Volkov Sokolov"
    ),
    "french": (
        "Tremblay Gagnon Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger "
        "Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dubé Poirier"
    ),
    "jewish": "Cohen Levy Goldberg Friedman Katz Rosenberg Shapiro Weiss Klein Kaplan Adler Feldman",
}

# Multi-word surnames are written with a space in the pool strings above; these
# are the ones that must be kept together.
MULTI_SURNAMES = [
    "Ó Briain", "Ní Mhurchú", "Mac Giolla Phádraig", "De Luca", "van den Berg", "de Vries",
    "de Jong", "van Dijk", "Dela Cruz", "Te Aho", "Te Rangi",
]
MULTI_GIVEN = ["Wai Ling", "Siu Mei", "Kwok Wah", "Chi Keung"]


def _split(s, multi):
    out = []
    toks = s.split()
    i = 0
    while i < len(toks):
        hit = None
        for m in multi:
            parts = m.split()
            if toks[i:i + len(parts)] == parts:
                hit = m
                break
        if hit:
            out.append(hit)
            i += len(hit.split())
        else:
            out.append(toks[i])
            i += 1
    return out


GIVEN_F = {k: _split(v[0], MULTI_GIVEN) for k, v in GIVEN.items()}
GIVEN_M = {k: _split(v[1], MULTI_GIVEN) for k, v in GIVEN.items()}
SURN = {k: _split(v, MULTI_SURNAMES) for k, v in SURNAMES.items()}

NICK = {
    "Margaret": ["Peggy", "Maggie", "Meg"], "William": ["Bill", "Billy"], "Robert": ["Bob", "Bobby", "Rob"],
    "Elizabeth": ["Betty", "Liz", "Beth"], "Patricia": ["Pat", "Trish"], "James": ["Jim", "Jimmy"],
    "Richard": ["Rick", "Dick"], "Dorothy": ["Dot", "Dotty"], "Edward": ["Ted", "Eddie"],
    "Thomas": ["Tom", "Tommy"], "Anthony": ["Tony"], "Michael": ["Mick", "Mike"],
    "Frederick": ["Fred", "Freddie"], "Kathleen": ["Kath", "Kathy"], "Christine": ["Chris"],
    "Leonard": ["Len", "Lenny"], "Albert": ["Bert", "Albie"], "Harold": ["Harry"],
    "Kenneth": ["Ken"], "Ronald": ["Ron", "Ronnie"], "Stanley": ["Stan"], "Raymond": ["Ray"],
    "Gordon": ["Gordie"], "Douglas": ["Doug", "Dougie"], "Geoffrey": ["Geoff"], "Philip": ["Phil"],
    "Barbara": ["Babs", "Barb"], "Joan": ["Joanie"], "Winifred": ["Winnie"], "Josephine": ["Jo"],
    "Giuseppe": ["Joe", "Pino"], "Salvatore": ["Sal", "Toto"], "Giovanni": ["Johnny", "Gianni"],
    "Francesco": ["Frank"], "Stanisław": ["Stan", "Staszek"], "Krzysztof": ["Chris"],
    "Pádraig": ["Paddy"], "Bridget": ["Biddy"], "Seán": ["Johnny"], "Wiremu": ["Bill", "Wi"],
    "Chukwuemeka": ["Emeka"], "Oluwaseun": ["Seun"], "Oluwakemi": ["Kemi"], "Funmilayo": ["Funmi"],
    "Babatunde": ["Tunde"], "Aikaterini": ["Katerina"], "Konstantinos": ["Kostas", "Con"],
    "Georgios": ["George"], "Dimitrios": ["Jim", "Dimitri"], "Vasiliki": ["Vicky"],
    "Panagiota": ["Yiota"], "Nikolaos": ["Nick"], "Ioannis": ["John"], "Alejandro": ["Alex"],
    "Guadalupe": ["Lupe"], "Francisco": ["Paco", "Frank"], "Rodrigo": ["Rudy"],
    "Remedios": ["Medy"], "Corazon": ["Cora"], "Bienvenido": ["Benny"], "Reginald": ["Reg"],
    "Clarence": ["Clancy"], "Gwendolyn": ["Gwen"], "Oleksandr": ["Sasha"], "Volodymyr": ["Vova"],
    "Jean-Guy": ["J-G"], "Réjeanne": ["Jeanne"], "Abraham": ["Abe"], "Mordechai": ["Motti"],
    "Hildegard": ["Hilde"], "Cornelis": ["Kees"], "Xiuying": ["Susan"], "Zhiwei": ["David"],
    "Mohamed": ["Mo"], "Muhammad": ["Mo"], "Hohepa": ["Joe"], "Tamati": ["Thomas"],
}

# ---------------------------------------------------------------------------
# Locale origin weights
# ---------------------------------------------------------------------------
ORIGIN_W = {
    "US": {"english": 20, "afam": 11, "latino": 14, "irish": 6, "italian": 6, "polish": 4, "german": 5,
           "jewish": 4, "chinese": 4, "korean": 3, "vietnamese": 3, "indian": 4, "filipino": 4,
           "arabic": 3, "nigerian": 2, "japanese": 2, "greek": 2, "caribbean": 2, "ukrainian": 2,
           "portuguese": 1},
    "UK": {"english": 30, "scottish": 6, "welsh": 6, "irish": 6, "indian": 6, "southasian_muslim": 8,
           "caribbean": 5, "nigerian": 4, "ghanaian": 3, "polish": 5, "italian": 2, "chinese": 3,
           "greek": 2, "turkish": 2, "arabic": 3, "portuguese": 2, "jewish": 2},
    "CA": {"english": 20, "french": 14, "scottish": 6, "irish": 5, "chinese": 8, "indian": 8,
           "filipino": 5, "italian": 5, "ukrainian": 5, "portuguese": 4, "german": 3, "arabic": 3,
           "caribbean": 3, "vietnamese": 2, "korean": 2, "jewish": 2, "polish": 2, "greek": 2},
    "AU": {"english": 28, "irish": 8, "scottish": 5, "italian": 8, "greek": 8, "chinese": 7,
           "vietnamese": 5, "indian": 5, "filipino": 3, "german": 3, "arabic": 3, "polish": 2,
           "pacific": 2, "korean": 2, "jewish": 1},
    "IE": {"irish": 55, "english": 10, "polish": 8, "nigerian": 4, "indian": 4, "filipino": 4,
           "chinese": 2, "portuguese": 2, "arabic": 2, "scottish": 2, "ukrainian": 3},
    "NZ": {"english": 30, "maori": 18, "pacific": 10, "scottish": 6, "irish": 4, "chinese": 6,
           "indian": 6, "german": 4, "korean": 3, "filipino": 3},
}

# ---------------------------------------------------------------------------
# Geography
# ---------------------------------------------------------------------------
US_STATES = [
    ("Alabama", "AL"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"), ("Colorado", "CO"),
    ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"), ("Idaho", "ID"),
    ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"),
    ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"),
    ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
    ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
    ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
    ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
    ("Rhode Island", "RI"), ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"),
    ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
    ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY"),
]
CA_PROV = [
    ("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
    ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"), ("Quebec", "QC", "GHJ"),
    ("Nova Scotia", "NS", "B"), ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A"),
    ("Prince Edward Island", "PE", "C"),
]
AU_STATES = [
    ("New South Wales", "NSW", "2"), ("Victoria", "VIC", "3"), ("Queensland", "QLD", "4"),
    ("South Australia", "SA", "5"), ("Western Australia", "WA", "6"), ("Tasmania", "TAS", "7"),
    ("Australian Capital Territory", "ACT", "26"), ("Northern Territory", "NT", "08"),
]
NZ_REGIONS = ["Northland", "Waikato", "Bay of Plenty", "Taranaki", "Manawatū-Whanganui",
              "Hawke's Bay", "Canterbury", "Otago", "Southland", "Marlborough", "Tasman", "Gisborne"]
IE_COUNTIES = ["Cork", "Kerry", "Limerick", "Clare", "Galway", "Mayo", "Sligo", "Donegal", "Wexford",
               "Waterford", "Kilkenny", "Tipperary", "Offaly", "Laois", "Meath", "Kildare", "Wicklow",
               "Louth", "Cavan", "Monaghan", "Roscommon", "Leitrim", "Longford", "Westmeath", "Carlow"]
IE_ROUTING = ["A65", "A92", "D08", "D12", "D15", "D24", "E21", "E32", "F12", "F35", "H23", "H54",
              "H91", "K34", "N37", "P31", "P72", "R14", "R95", "T12", "T23", "V14", "V35", "V94",
              "W23", "X35", "X91", "Y21", "Y35"]
UK_COUNTIES = ["Lancashire", "Devon", "Kent", "Norfolk", "Cheshire", "Somerset", "Cumbria", "Dorset",
               "Suffolk", "Shropshire", "Derbyshire", "North Yorkshire", "Lincolnshire", "Herefordshire",
               "Wiltshire", "Northumberland", "Staffordshire", "Essex"]
UK_REGIONS_OTHER = ["Fife", "Gwynedd", "Powys", "County Durham"]

COUNTRIES = [
    "Poland", "Nigeria", "India", "Pakistan", "Bangladesh", "the Philippines", "Jamaica", "Italy",
    "Portugal", "Vietnam", "Somalia", "Greece", "Ireland", "Scotland", "Wales", "Samoa", "Tonga",
    "China", "Hong Kong", "Lebanon", "Ukraine", "Germany", "the Netherlands", "Canada", "Australia",
    "New Zealand", "South Africa", "Kenya", "Ghana", "Malta", "Cyprus", "Spain", "Mexico",
    "El Salvador", "Guatemala", "Korea", "Japan", "Sri Lanka", "Fiji", "Trinidad", "Turkey",
    "Iraq", "Egypt", "Chile", "Croatia", "Hungary", "Scotland", "England", "the United States",
    "Dubai", "Singapore", "Zimbabwe", "Brazil", "France",
]

# origin -> plausible countries of birth
ORIGIN_COUNTRY = {
    "italian": ["Italy", "Malta"], "polish": ["Poland"], "latino": ["Mexico", "El Salvador", "Guatemala", "Chile"],
    "portuguese": ["Portugal", "Brazil"], "greek": ["Greece", "Cyprus"], "german": ["Germany", "the Netherlands"],
    "nigerian": ["Nigeria"], "ghanaian": ["Ghana"], "arabic": ["Somalia", "Lebanon", "Iraq", "Egypt"],
    "turkish": ["Turkey", "Cyprus"], "indian": ["India", "Kenya", "Fiji"], "southasian_muslim": ["Pakistan", "Bangladesh"],
    "chinese": ["China", "Hong Kong", "Singapore"], "vietnamese": ["Vietnam"], "korean": ["Korea"],
    "japanese": ["Japan"], "filipino": ["the Philippines"], "caribbean": ["Jamaica", "Trinidad"],
    "pacific": ["Samoa", "Tonga", "Fiji"], "ukrainian": ["Ukraine"], "irish": ["Ireland"],
    "scottish": ["Scotland"], "welsh": ["Wales"], "jewish": ["Hungary", "Poland", "South Africa"],
}

# ---------------------------------------------------------------------------
# Word parts for invented towns and streets
# ---------------------------------------------------------------------------
TOWN_PRE = ("Ash Brad Brock Chal Cold Dun Elm Fen Gold Hather Kel Lang Marl Nether Oak Pen Quarry "
            "Rad Shep Thorn Wil Whit Ald Bram Cran Dray Gar Hal Kirk Lyn Mickle Nor Orm Rother Sand "
            "Stan Tid Ember Fox Hawk Lark Moss Rook Wren Briar Heron Ivy Clay Flint Sedge Tam Wend "
            "Yew Bex Corn Hay Kings Queens Bishops Market Long Church Alder Haw Burn Crow").split()
TOWN_SUF_UK = ("ford ton bury ham ley field wick by thorpe stead minster combe den hurst well borough "
               "mouth worth gate bridge marsh cote stow wood").split()
TOWN_SUF_US = ("ville ton field wood dale port burg view ridge brook crest haven land mont").split()
TOWN_SUF_US2 = [" Falls", " Springs", " Heights", " Junction", " Hills", " Center", " Crossing"]
TOWN_SUF_AU = [" Creek", " Heads", " Downs", " Flat", " Plains", " Point", " Bay", " Vale", " Park"]
IE_PRE = ["Bally", "Kil", "Carrig", "Drum", "Knock", "Glen", "Rath", "Clon", "Ard", "Lis", "Tully", "Derry"]
IE_SUF = ["more", "kerrin", "nagh", "corran", "lough", "fin", "brack", "anure", "owen", "macool",
          "keel", "shannon", "garriff", "doon", "beg", "nacarra", "mullen", "anny"]
FR_SAINTS = ["Saint-Rémi", "Sainte-Odile", "Saint-Firmin", "Saint-Léandre", "Sainte-Berthe",
             "Saint-Aubin", "Saint-Clovis", "Sainte-Angèle"]
FR_SUF = ["-des-Bois", "-de-la-Rivière", "-du-Lac", "-des-Prés", "-de-Beaumont", "-sur-Mer"]

STREET_BASE = ("Elm Oak Maple Cedar Birch Willow Chestnut Hawthorn Rowan Holly Laurel Beech Poplar "
               "Sycamore Mill Church Station Victoria Albert Queen King Park High Bridge Forge Orchard "
               "Meadow Brook River Lake Hill Ridge Spring Valley Garden Windmill Granary Tannery "
               "Chapel Abbey Priory Castle Harbour Quarry Kiln Barley Clover Heather Juniper Primrose "
               "Foxglove Bluebell Lavender Magnolia Wattle Banksia Kauri Totara Rimu Jacaranda Acacia "
               "Hazelwood Ashgrove Fernlea Glenview Hillcrest Lakeside Seaview Sunnyside Westbrook "
               "Eastfield Northcote Southgate Ferndale Greenway Longacre Oakridge Pinehurst Redcliffe "
               "Stonyhurst Thornbury Whitehall Wyndham Carlisle Sheridan Lincoln Jefferson Franklin "
               "Madison Monroe Jackson Grant Sherman Lancaster Kingsley Tennyson Wordsworth Shelley "
               "Byron Dickens Hardy Brontë Elgar Purcell Nightingale Clifton Somerset").split()
STREET_SUF = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "Place", "Terrace",
           "St", "Ave", "Rd", "Dr", "Ln", "Ct", "Blvd", "Circle", "Parkway", "Trail"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Avenue", "Drive", "Way", "Terrace",
           "Grove", "Mews", "Walk", "Rise", "View", "Row", "Rd", "St"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "Way", "Place", "St",
           "Ave", "Rd", "Dr", "Cres", "Line", "Sideroad"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Drive", "Close", "Terrace", "Place",
           "St", "Rd", "Ave", "Pde", "Cres", "Ct", "Dr", "Highway"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove", "Lane", "Way",
           "St", "Rd", "Ave", "Cres", "Pl", "Tce"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawns", "Grove", "Heights", "Court", "Drive", "Close",
           "Crescent", "View", "Meadows", "Green", "Rise"],
}

# ---------------------------------------------------------------------------
# Institutions and organisations (assembled with town names / surnames)
# ---------------------------------------------------------------------------
SAINTS = ["St. Mary's", "St Catherine's", "St Brendan's", "St Columba's", "St Luke's", "St Agnes'",
          "St Aidan's", "St Bride's", "St Cuthbert's", "St Winifred's", "St. Jude's", "St Ita's",
          "St Benedict's", "St Hilda's", "St Oswald's", "St. Vincent's", "St Ninian's", "St Monica's",
          "Mercy", "Good Samaritan", "Providence", "Holy Cross", "Our Lady of Lourdes", "Sacred Heart"]
TREES = ["Rowan", "Hawthorn", "Willow", "Birch", "Cedar", "Larch", "Alder", "Juniper", "Linden",
         "Maple", "Aspen", "Holly", "Elder", "Hazel", "Magnolia", "Kowhai", "Wattle", "Jacaranda",
         "Tulip", "Beech", "Poplar", "Laburnum", "Sycamore", "Chestnut", "Oak"]
NICE_WORDS = ["Meadowbank", "Brookside", "Fairhaven", "Harbourview", "Riverside", "Hillcrest",
              "Greenacres", "Sunnybank", "Heatherlea", "Lakeview", "Ashlea", "Woodlands", "Orchard View",
              "Primrose Hill", "Larkspur", "Bellevue", "Rosedale", "Kingfisher", "Cherry Tree",
              "The Willows", "The Beeches", "Cedar Grove", "Stoneleigh", "Fernbank", "Seacrest",
              "Bramble Hill", "Foxhollow", "Silverbirch", "Moorlands", "Clearwater"]
WARD_WORDS = ["Rowan", "Heather", "Bluebell", "Primrose", "Kestrel", "Osprey", "Curlew", "Lapwing",
              "Nightingale", "Fleming", "Jenner", "Lister", "Cavell", "Seacole", "Aspen", "Linden",
              "Magnolia", "Wisteria", "Snowdrop", "Foxglove", "Puffin", "Heron", "Kowhai", "Tui",
              "Waratah", "Banksia"]

PROFESSIONS = [
    "welder", "primary school teacher", "teacher", "nurse", "electrician", "farmer", "bus driver",
    "accountant", "carpenter", "seamstress", "dock worker", "coal miner", "lorry driver",
    "truck driver", "librarian", "postman", "mail carrier", "hairdresser", "chef", "civil engineer",
    "secretary", "bank clerk", "police officer", "plumber", "fisherman", "shopkeeper", "taxi driver",
    "civil servant", "midwife", "builder", "mechanic", "social worker", "architect", "solicitor",
    "lawyer", "machinist", "cleaner", "factory worker", "stonemason", "dairy farmer", "sheep farmer",
    "boilermaker", "shearer", "real estate agent", "IT consultant", "paramedic", "pharmacist",
    "printer", "butcher", "baker", "joiner", "shipwright", "railway signalman", "nursery nurse",
    "care assistant", "school cook", "lecturer", "journalist", "dentist", "bookkeeper",
    "textile worker", "steelworker", "forklift driver", "warehouse manager", "software developer",
    "firefighter", "prison officer", "army officer", "merchant seaman", "tailor", "jeweller",
    "painter and decorator", "insurance broker", "church minister", "dressmaker", "typist",
    "telephonist", "laboratory technician", "radiographer", "tram driver", "orchardist",
    "cane cutter", "miner", "sawmill worker", "retail manager", "restaurant owner", "cook",
    "home help", "childminder", "pilot", "auto mechanic", "longshoreman", "machinist at a shoe factory",
]

FUNERAL_SUF = ["Funeral Directors", "Funeral Home", "& Sons Funeral Directors", "Family Funerals",
               "Memorial Chapel"]
EMPLOYER_PAT = ["{S} & Sons Builders", "{T} Borough Council", "{T} Steelworks", "{S} Haulage",
                "{T} Textiles", "{W} Logistics", "{S} Engineering Ltd", "{T} Co-operative Dairy",
                "{W} Bakery", "{T} Colliery", "{W} Freight Lines", "{S} and {S2} Solicitors",
                "{T} District Council", "{W} Printing Works", "{T} Post Office", "{W} Insurance",
                "{T} Grammar School", "{T} Primary School", "{W} Software", "{S} Motors",
                "{T} Bus Company", "{W} Shipyard", "{T} Sawmill", "{W} Foods"]
CHURCH_PAT = ["St {Sa} Church", "{T} Baptist Church", "{T} Methodist Church", "{T} Mosque",
              "{T} Gurdwara", "{T} Synagogue", "{W} Community Church", "{T} Kingdom Hall",
              "{T} Presbyterian Church", "{T} Seventh-day Adventist Church", "{T} Uniting Church",
              "{T} Parish", "{T} Hindu Temple"]
SAINT_PLAIN = ["Patrick's", "Anne's", "Joseph's", "Andrew's", "Michael's", "Paul's", "Peter's",
               "Bartholomew's", "Teresa's", "Anthony's", "Columba's", "Margaret's", "Stephen's"]
AGENCY_PAT = ["{W} Home Care", "{W} Care Services", "{T} Homecare", "Caring {N} Home Support",
              "{W} Community Support", "{T} Domiciliary Care", "{W} Home Health", "{W} In-Home Care",
              "{T} Senior Services", "{W} Personal Care Agency"]
AGENCY_N = ["Hearts", "Homes", "Neighbours", "Companions", "Steps", "Moments"]
OTHER_ORG_PAT = ["{T} Men's Shed", "{T} Bowls Club", "{W} Lunch Club", "{T} RSL Club", "{T} Royal British Legion branch",
                 "{T} Rotary Club", "{T} Choir", "{T} Golf Club", "{T} Women's Institute", "{T} Seniors' Club"]
SUPPORT_ORG_PAT = ["{T} Carers' Centre", "{W} Advocacy Service", "{T} Food Bank", "{T} Legal Aid Centre",
                   "{W} Befriending Service", "{T} Community Transport", "{W} Meals Service", "{T} Citizens Advice"]
SUPPLIER_ORG_PAT = ["{W} Medical Supplies", "{W} Oxygen Services", "{W} Mobility Ltd", "{T} Equipment Hire",
                    "{W} Healthcare Equipment"]

LANDMARKS = ["{T} Leisure Centre", "{T} Railway Station", "{W} Shopping Centre", "{T} Town Hall",
             "{W} Park", "{T} Library", "{W} Reservoir", "{T} Community Hall", "{W} Marina",
             "{T} War Memorial", "{W} Plaza", "{T} Bus Station", "{W} Tower", "{W} House",
             "{W} Court", "{W} Retirement Village", "{W} Lodge flats"]
