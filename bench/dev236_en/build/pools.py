"""Invented pools for dev236_en: personal names by origin, places, streets, name parts for
institutions, organisations, professions and countries. All written for this set."""

# origin: (female given, male given, surnames) -- space separated
_NAMES = [
    ("anglo",
     "Abigail Brooke Caitlyn Delia Evelyn Fern Georgina Harriet Imogen Joanna Kirsten Lorna Mabel "
     "Nadine Olive Prudence Rosalind Shelby Tamsin Verity Wendy Yvonne Beverley Courtney Marjorie",
     "Alden Barnaby Clifford Dexter Everett Forrest Garrett Harlan Ivor Jasper Kendall Lyle Milton "
     "Nigel Osborne Preston Quentin Rupert Spencer Tobias Vaughn Wesley Bradley Clayton Duncan",
     "Ashworth Bramley Cartwright Dunmore Eastwood Fairbanks Greenhalgh Hollis Ingram Jessop Kingsley "
     "Lockhart Marsden Northcott Oakley Pemberton Radcliffe Stanhope Thornbury Underwood Vickers "
     "Whitlock Yardley Ashby Blackwood Carver Dalton Elsworth Fenwick Goodall Hathaway Langley "
     "Merriweather Pryce Sutcliffe"),
    ("irish",
     "Aoife Siobhan Niamh Grainne Roisin Orla Ciara Sinead Aisling Caoimhe Eimear Mairead Clodagh "
     "Deirdre Fionnuala Maeve Saoirse Una Brid Nuala Ailbhe Treasa Muireann Sorcha Blathnaid",
     "Cathal Donal Eoin Fergal Colm Padraig Ruairi Tadhg Cian Diarmuid Oisin Seamus Lorcan Fiachra "
     "Declan Ronan Conall Eamon Niall Darragh Proinsias Criostoir Mannix Senan Odhran",
     "O'Halloran MacNamara Fitzgerald Kavanagh Brennan Ni Bhriain Mulcahy Lenihan Scanlon Tierney "
     "O'Driscoll McGettigan Hennessy Clancy Dempsey Geraghty Keane Moriarty Nolan Phelan Quinlivan "
     "Sheehy Twomey Whelan Corcoran Dunphy Egan Flanagan Gallagher Hegarty Lynch Mac Giolla Cronin "
     "O'Sullivan Breathnach"),
    ("french",
     "Amelie Berenice Camille Delphine Eloise Genevieve Heloise Isabeau Josiane Lucie Manon Noemie "
     "Oceane Pascale Rosalie Solange Therese Veronique Yolande Zoe Chantal Mireille Ginette Sylvie Maude",
     "Alexandre Benoit Cedric Damien Etienne Fabrice Gaetan Hugues Jean-Luc Laurent Mathieu Olivier "
     "Philippe Remi Sebastien Thibault Yannick Zacharie Marc-Andre Ghislain Luc Normand Real Gilles Denis",
     "Archambault Beaulieu Cloutier Desrosiers Fortier Gagnon Houle Jolicoeur Lachance Lemieux "
     "Marchand Nadeau Ouellette Pelletier Quesnel Rioux Savard Thibodeau Vachon Bouchard Charbonneau "
     "Dufresne Gauthier Lapointe Morin Paquette Poirier Robichaud Tremblay Villeneuve Belanger "
     "Cormier Dionne Leblanc"),
    ("hispanic",
     "Adriana Beatriz Catalina Dolores Esperanza Florencia Graciela Ines Jimena Leticia Marisol "
     "Natalia Paloma Remedios Soledad Valeria Ximena Yesenia Alejandra Consuelo Guadalupe Lourdes "
     "Maribel Rocio Yolanda",
     "Alejandro Bernardo Cristobal Domingo Emiliano Fausto Gerardo Horacio Ignacio Joaquin Leonel "
     "Mauricio Nicanor Octavio Rodrigo Santiago Tadeo Ulises Valentin Xavier Arturo Efrain Humberto "
     "Reynaldo Wilfredo",
     "Arellano Bustamante Cervantes Dominguez Escobedo Figueroa Galindo Hinojosa Iturbide Jaramillo "
     "Lozano Madrigal Navarrete Ocampo Pacheco Quintanilla Rosales Saldana Trevino Urrutia Villalobos "
     "Zamora Alvarado Barrientos Carrasco Espinoza Fuentes Gutierrez Ibarra Montoya Orozco Sandoval "
     "Tovar Valdez"),
    ("italian",
     "Alessandra Benedetta Chiara Donatella Elisabetta Fiorella Giuliana Ilaria Lorenza Marcella "
     "Ornella Patrizia Rossella Serafina Tiziana Vittoria Annunziata Carmela Graziella Loredana",
     "Alessio Bruno Carmine Davide Emanuele Fabrizio Gianluca Lorenzo Massimo Nunzio Orazio "
     "Pasquale Raffaele Salvatore Tommaso Vincenzo Achille Cosimo Gennaro Rocco",
     "Abbate Bellini Caruso D'Agostino Esposito Ferraro Galli Iannuzzi Lombardi Marchetti Napolitano "
     "Orlando Palumbo Ricci Santoro Tedesco Vitale Zanetti Amato Benedetti Colombo De Luca Fiore "
     "Greco Mancini Morelli Rinaldi Serra"),
    ("polish",
     "Agnieszka Bozena Danuta Ewelina Grazyna Halina Iwona Jadwiga Katarzyna Malgorzata Natalia "
     "Renata Stanislawa Teresa Urszula Wioletta Zofia Beata Dorota Joanna",
     "Andrzej Bartosz Czeslaw Dariusz Grzegorz Henryk Jaroslaw Kazimierz Leszek Mariusz Pawel "
     "Radoslaw Slawomir Tadeusz Wojciech Zbigniew Krzysztof Lukasz Marek Piotr",
     "Adamczyk Bielawski Chmielewski Dabrowski Gorski Jankowski Kaczmarek Lewandowski Majewski "
     "Nowicki Ostrowski Pawlak Rutkowski Sikorski Tomaszewski Wisniewski Zielinski Grabowski "
     "Kowalczyk Wojcik Mazur Krawczyk Baran Duda"),
    ("chinese",
     "Mei Ling Xiaoyan Jing Huifang Yuting Shuang Lijuan Qiong Wenjing Ying Xiu Fang Yan Jiayi "
     "Ruolan Minghua Zhenzhen Lihua Yue Shu",
     "Wei Jian Haoran Zhiwei Guoqiang Jun Ming Tao Xiaobo Yong Chen Bo Hao Zihan Kaiwen Lei Peng "
     "Yuchen Jianguo Dong",
     "Zhang Liu Huang Zhao Zhou Wu Xu Sun Ma Zhu Hu Guo He Gao Lin Luo Zheng Liang Xie Song Tang "
     "Han Feng Deng Cao Peng Zeng Xiao Tian Dong Yuan Pan"),
    ("south_asian",
     "Aarti Bhavana Deepika Geeta Harpreet Jaswinder Kavita Lakshmi Meenakshi Nandini Pooja Ritu "
     "Sunita Tanvi Usha Vandana Anjali Divya Farzana Ishita Nasreen Priyanka Rukhsana Shabnam Simran",
     "Aditya Balraj Chandan Devendra Gurpreet Harjit Imran Jagdish Kamal Manoj Naveen Pradeep "
     "Rajesh Sanjay Tarun Vikram Yusuf Arjun Farhan Harinder Karan Mohinder Rohit Sukhwinder Zubair",
     "Agarwal Bhattacharya Chaudhry Deshpande Gill Iyer Joshi Kulkarni Malhotra Nair Pillai "
     "Qureshi Rangarajan Sandhu Thakur Venkataraman Ahluwalia Banerjee Dhillon Grewal Khan Mehta "
     "Rao Sethi Siddiqui Subramaniam Trivedi Virk"),
    ("arabic",
     "Amira Basma Dalia Farah Ghada Hanan Iman Jamila Layla Maha Nadia Rana Salma Samira Yasmin "
     "Zainab Hiba Lubna Mariam Noor",
     "Ahmad Bilal Faisal Ghassan Hamza Ibrahim Jamal Khalid Mahmoud Nabil Omar Rami Samir Tariq "
     "Walid Yousef Ziad Adnan Karim Mustafa",
     "Abdallah Al-Amin Barakat Darwish El-Sayed Farouk Haddad Issa Jaber Khoury Mansour Nasser "
     "Qasim Rahal Saleh Shalabi Tannous Yassin Zaki Aziz Hamdan Karam Mahfouz Sabbagh"),
    ("west_african",
     "Adaeze Abimbola Chiamaka Efua Folake Ifeoma Kemi Ngozi Nkechi Oluwaseun Temitope Yetunde "
     "Akosua Ama Esi Abena Chinwe Funmilayo Ijeoma Obiageli",
     "Adebayo Chidi Emeka Femi Ikenna Kwame Kofi Nnamdi Obinna Olumide Segun Tunde Yaw Kwabena "
     "Chukwuemeka Babatunde Ekow Kayode Uchenna Oluwafemi",
     "Adeyemi Okonkwo Mensah Asante Boateng Eze Nwosu Ogunleye Okafor Oyelaran Adjei Owusu Chukwu "
     "Obi Agyeman Danquah Ibekwe Nnadi Ogbonna Oduya Olatunji Ugwu Akinwale Osei"),
    ("east_african",
     "Amina Fartun Hodan Ifrah Khadra Ayaan Deka Hibaq Sahra Asha Wanjiru Njeri Akinyi Achieng "
     "Makeda Selam Tigist Hiwot Meron Saba",
     "Abdirahman Ahmed Bashir Hassan Liban Mohamed Abdikarim Farah Mwangi Otieno Kamau Kiprono "
     "Tesfaye Dawit Bereket Yonas Abebe Girma Mulugeta Haile",
     "Warsame Jama Abdi Hirsi Osman Nur Kariuki Njoroge Wambua Odhiambo Ochieng Kiplagat Tadesse "
     "Bekele Gebremedhin Alemu Wolde Mekonnen Desta Yilma"),
    ("vietnamese",
     "Anh Bich Hoa Hong Huong Lan Linh Mai Ngoc Nhung Phuong Thao Thu Trang Tuyet Uyen Van Xuan "
     "Yen Diep",
     "Bao Cuong Duc Dung Hai Hieu Hoang Hung Khoa Long Minh Nam Phong Quang Son Thanh Trung Tuan "
     "Vinh Loc",
     "Nguyen Tran Le Pham Hoang Phan Vu Vo Dang Bui Do Ho Ngo Duong Ly Truong Dinh Lam Mai Trinh"),
    ("korean",
     "Eunji Hyejin Jiyeon Minji Seoyeon Sooyoung Yuna Haeun Jisoo Soojin Dahye Eunbi Hyunjoo "
     "Mirae Nayeon",
     "Donghyun Jaewon Jihoon Minjun Seojun Sungmin Taeyang Woojin Hyunwoo Junho Kyungsoo Sangwoo "
     "Youngho Byungchul Daesung",
     "Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang Ahn Song Yoo Hong"),
    ("filipino",
     "Maricel Rowena Jocelyn Lorelei Analyn Charmaine Divina Evangeline Kristine Liezel Marites "
     "Rosalinda Teodora Zenaida Aurora",
     "Rodel Jomar Arnel Danilo Ernesto Florante Jericho Reynante Rommel Marvin Nestor Romeo "
     "Teofilo Virgilio Jun-Jun",
     "Dela Cruz Bautista Villanueva Mercado Manalo Macaraeg Dimaculangan Panganiban Soriano "
     "Ocampo Tolentino Aquino Santos Pascual Lacson Magbanua Salonga Cabrera"),
    ("greek_portuguese",
     "Anastasia Eleni Despina Katerina Paraskevi Sofia Vasiliki Xanthe Conceicao Fatima Graca "
     "Ines Leonor Rosario Teresinha",
     "Christos Dimitrios Georgios Konstantinos Nikolaos Spyros Stavros Theodoros Vasilis Afonso "
     "Duarte Goncalo Joao Nuno Tiago",
     "Papadopoulos Konstantinidis Georgiou Theodorou Karagiannis Nikolaidis Vlachos Stavrou "
     "Pereira Fonseca Carvalho Medeiros Rebelo Tavares Magalhaes Sequeira Azevedo Brandao Furtado"),
    ("slavic_german",
     "Oksana Svitlana Larysa Tetiana Natalka Irina Ludmila Anneliese Brigitte Greta Liesel "
     "Ingrid Hanne Margit Sieglinde",
     "Bohdan Oleksandr Taras Yaroslav Mykola Dmitri Sergei Anatoly Dieter Gunther Helmut Klaus "
     "Reinhold Wolfgang Jurgen",
     "Kovalenko Shevchuk Bondarenko Melnyk Tkachenko Hrytsenko Petrenko Volkov Sokolov Morozov "
     "Hoffmann Schreiber Brandt Vogel Keller Zimmermann Lindqvist Van der Berg De Vries Janssen"),
    ("japanese_caribbean",
     "Akiko Haruka Kaori Naomi Sakura Yumiko Emiko Chiyo Marcia Glenda Yvette Shernette Claudette "
     "Merline Petula",
     "Haruto Kenji Takeshi Hiroshi Daisuke Kazuo Ryota Satoshi Delroy Winston Errol Leroy "
     "Fitzroy Clive Desmond",
     "Tanaka Watanabe Yamamoto Nakamura Kobayashi Yoshida Matsumoto Inoue Ramkissoon Persaud "
     "Beckford Grant-Morrison Mitchum Baptiste Chin-Quee Ferguson-Hall Thwaites Samuels"),
]

# split into lists; keep multi-word surnames that were written as pairs
_MULTI = ["Ni Bhriain", "Mac Giolla", "De Luca", "Dela Cruz", "Van der Berg", "De Vries"]


def _split_surnames(s):
    for m in _MULTI:
        s = s.replace(m, m.replace(" ", "_"))
    return [w.replace("_", " ") for w in s.split()]


def _fix_given(s):
    # two-part given names in the pools
    s = s.replace("Mei Ling", "Mei_Ling")
    return [w.replace("_", " ") for w in s.split()]


ORIGINS = []
for _o, _f, _m, _s in _NAMES:
    ORIGINS.append((_o, _fix_given(_f), _fix_given(_m), _split_surnames(_s)))

# origin weights per country of the note (index order of ORIGINS)
ORIGIN_WEIGHTS = {
    "US": [14, 6, 2, 14, 5, 3, 5, 7, 4, 5, 3, 4, 4, 5, 2, 3, 3],
    "CA": [10, 5, 12, 5, 5, 4, 8, 9, 5, 3, 3, 4, 3, 5, 3, 5, 3],
    "IE": [9, 26, 2, 3, 3, 7, 4, 5, 3, 5, 2, 1, 1, 4, 3, 3, 2],
}

US_PLACES = [
    ("Springdale", "AR", "Arkansas"), ("Bozeman", "MT", "Montana"), ("Kalamazoo", "MI", "Michigan"),
    ("Muncie", "IN", "Indiana"), ("Bangor", "ME", "Maine"), ("Lawrence", "KS", "Kansas"),
    ("Yakima", "WA", "Washington"), ("Dubuque", "IA", "Iowa"), ("Chico", "CA", "California"),
    ("Fresno", "CA", "California"), ("Las Cruces", "NM", "New Mexico"), ("Waco", "TX", "Texas"),
    ("Laredo", "TX", "Texas"), ("Macon", "GA", "Georgia"), ("Florence", "SC", "South Carolina"),
    ("Hattiesburg", "MS", "Mississippi"), ("Lafayette", "LA", "Louisiana"), ("Dothan", "AL", "Alabama"),
    ("Johnson City", "TN", "Tennessee"), ("Roanoke", "VA", "Virginia"), ("Morgantown", "WV", "West Virginia"),
    ("Erie", "PA", "Pennsylvania"), ("Scranton", "PA", "Pennsylvania"), ("Utica", "NY", "New York"),
    ("Ithaca", "NY", "New York"), ("Burlington", "VT", "Vermont"), ("Nashua", "NH", "New Hampshire"),
    ("Worcester", "MA", "Massachusetts"), ("New Bedford", "MA", "Massachusetts"), ("Danbury", "CT", "Connecticut"),
    ("Toms River", "NJ", "New Jersey"), ("Dover", "DE", "Delaware"), ("Hagerstown", "MD", "Maryland"),
    ("Akron", "OH", "Ohio"), ("Dayton", "OH", "Ohio"), ("Peoria", "IL", "Illinois"),
    ("Rockford", "IL", "Illinois"), ("Eau Claire", "WI", "Wisconsin"), ("Duluth", "MN", "Minnesota"),
    ("Sioux Falls", "SD", "South Dakota"), ("Bismarck", "ND", "North Dakota"), ("Kearney", "NE", "Nebraska"),
    ("Casper", "WY", "Wyoming"), ("Pueblo", "CO", "Colorado"), ("Ogden", "UT", "Utah"),
    ("Flagstaff", "AZ", "Arizona"), ("Reno", "NV", "Nevada"), ("Boise", "ID", "Idaho"),
    ("Medford", "OR", "Oregon"), ("Eugene", "OR", "Oregon"), ("Hilo", "HI", "Hawaii"),
    ("Fairbanks", "AK", "Alaska"), ("Tulsa", "OK", "Oklahoma"), ("Joplin", "MO", "Missouri"),
    ("Paducah", "KY", "Kentucky"), ("Gainesville", "FL", "Florida"), ("Pensacola", "FL", "Florida"),
    ("Greenville", "NC", "North Carolina"), ("Wilmington", "NC", "North Carolina"), ("Providence", "RI", "Rhode Island"),
]
US_ZIP1 = {"AR": "7", "MT": "5", "MI": "4", "IN": "4", "ME": "0", "KS": "6", "WA": "9", "IA": "5",
           "CA": "9", "NM": "8", "TX": "7", "GA": "3", "SC": "2", "MS": "3", "LA": "7", "AL": "3",
           "TN": "3", "VA": "2", "WV": "2", "PA": "1", "NY": "1", "VT": "0", "NH": "0", "MA": "0",
           "CT": "0", "NJ": "0", "DE": "1", "MD": "2", "OH": "4", "IL": "6", "WI": "5", "MN": "5",
           "SD": "5", "ND": "5", "NE": "6", "WY": "8", "CO": "8", "UT": "8", "AZ": "8", "NV": "8",
           "ID": "8", "OR": "9", "HI": "9", "AK": "9", "OK": "7", "MO": "6", "KY": "4", "FL": "3",
           "NC": "2", "RI": "0"}

CA_PLACES = [
    ("Kingston", "ON", "Ontario", "K"), ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"),
    ("Guelph", "ON", "Ontario", "N"), ("Peterborough", "ON", "Ontario", "K"), ("Barrie", "ON", "Ontario", "L"),
    ("Windsor", "ON", "Ontario", "N"), ("Oshawa", "ON", "Ontario", "L"), ("Sault Ste. Marie", "ON", "Ontario", "P"),
    ("Kamloops", "BC", "British Columbia", "V"), ("Nanaimo", "BC", "British Columbia", "V"),
    ("Prince George", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
    ("Red Deer", "AB", "Alberta", "T"), ("Lethbridge", "AB", "Alberta", "T"), ("Medicine Hat", "AB", "Alberta", "T"),
    ("Brandon", "MB", "Manitoba", "R"), ("Thompson", "MB", "Manitoba", "R"), ("Moose Jaw", "SK", "Saskatchewan", "S"),
    ("Prince Albert", "SK", "Saskatchewan", "S"), ("Saskatoon", "SK", "Saskatchewan", "S"),
    ("Moncton", "NB", "New Brunswick", "E"), ("Fredericton", "NB", "New Brunswick", "E"),
    ("Truro", "NS", "Nova Scotia", "B"), ("Sydney", "NS", "Nova Scotia", "B"), ("Antigonish", "NS", "Nova Scotia", "B"),
    ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Corner Brook", "NL", "Newfoundland and Labrador", "A"),
    ("Gander", "NL", "Newfoundland and Labrador", "A"), ("Sherbrooke", "QC", "Quebec", "J"),
    ("Trois-Rivieres", "QC", "Quebec", "G"), ("Gatineau", "QC", "Quebec", "J"), ("Rimouski", "QC", "Quebec", "G"),
    ("Whitehorse", "YT", "Yukon", "Y"), ("Yellowknife", "NT", "Northwest Territories", "X"),
]

IE_PLACES = [
    ("Ennis", "Co. Clare", "V95"), ("Kilrush", "Co. Clare", "V15"), ("Tralee", "Co. Kerry", "V92"),
    ("Killarney", "Co. Kerry", "V93"), ("Mallow", "Co. Cork", "P51"), ("Bandon", "Co. Cork", "P72"),
    ("Cork", "Co. Cork", "T12"), ("Youghal", "Co. Cork", "P36"), ("Clonmel", "Co. Tipperary", "E91"),
    ("Nenagh", "Co. Tipperary", "E45"), ("Thurles", "Co. Tipperary", "E41"), ("Dungarvan", "Co. Waterford", "X35"),
    ("Waterford", "Co. Waterford", "X91"), ("Wexford", "Co. Wexford", "Y35"), ("Gorey", "Co. Wexford", "Y25"),
    ("Carlow", "Co. Carlow", "R93"), ("Kilkenny", "Co. Kilkenny", "R95"), ("Portlaoise", "Co. Laois", "R32"),
    ("Tullamore", "Co. Offaly", "R35"), ("Athlone", "Co. Westmeath", "N37"), ("Mullingar", "Co. Westmeath", "N91"),
    ("Navan", "Co. Meath", "C15"), ("Drogheda", "Co. Louth", "A92"), ("Dundalk", "Co. Louth", "A91"),
    ("Cavan", "Co. Cavan", "H12"), ("Monaghan", "Co. Monaghan", "H18"), ("Letterkenny", "Co. Donegal", "F92"),
    ("Ballyshannon", "Co. Donegal", "F94"), ("Sligo", "Co. Sligo", "F91"), ("Castlebar", "Co. Mayo", "F23"),
    ("Ballina", "Co. Mayo", "F26"), ("Galway", "Co. Galway", "H91"), ("Tuam", "Co. Galway", "H54"),
    ("Roscommon", "Co. Roscommon", "F42"), ("Longford", "Co. Longford", "N39"), ("Naas", "Co. Kildare", "W91"),
    ("Bray", "Co. Wicklow", "A98"), ("Limerick", "Co. Limerick", "V94"), ("Swords", "Co. Dublin", "K67"),
    ("Balbriggan", "Co. Dublin", "K32"), ("Carrick-on-Shannon", "Co. Leitrim", "N41"),
]

STREET_NAMES = (
    "Alder Birchwood Chestnut Dogwood Elmhurst Foxglove Glenview Hawthorn Ironwood Juniper Kestrel "
    "Larkspur Maplecrest Northfield Orchard Poplar Quarry Ridgeway Sycamore Tamarack Upland Valleyview "
    "Willowbrook Yarrow Ashgrove Beacon Cobblestone Driftwood Fieldstone Granary Harbour Linden "
    "Meadowlark Millrace Oxbow Pinehurst Riverside Saddleback Thornhill Wheatley Bluebell Copperfield "
    "Deerpath Ferncliff Goldenrod Heron Kingfisher Lantern Mistletoe Nightingale Old Mill Pheasant "
    "Rosemary Sandpiper Timberline Westbrook Clover Cedar Falcon Glebe Church Fair Green Abbey "
    "Quay Bridge Mill Castle Chapel Station Parnell O'Connell Pearse Emmet Davitt Connolly Tone"
).replace("Old Mill", "Old_Mill").split()
STREET_NAMES = [s.replace("_", " ") for s in STREET_NAMES]
STREET_SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
                    "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle"]
STREET_SUFFIX_CA = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent", "Cres", "Court",
                    "Boulevard", "Way", "Place", "Terrace", "Line", "Concession Rd"]
STREET_SUFFIX_IE = ["Street", "Road", "Lane", "Avenue", "Park", "Drive", "Terrace", "Close", "Grove",
                    "Court", "Crescent", "Heights", "View", "Lawn"]
IE_ESTATES = ["The Maltings", "Cois Abhann", "Ard Na Gréine", "Bothar Bui", "Radharc na Mara",
              "Beechwood Lawns", "Castle Meadows", "Millbrook Court", "Oakfield Grove", "Cluain Ard",
              "Gleann Rua", "Sraid na Mainistreach", "Fairgreen Heights", "Knocknacarra Park"]

# invented words for institution names
INST_WORDS = [
    "Lakeshore", "Riverbend", "Cedar Valley", "Northgate", "Harbourview", "Pinecrest", "Bayfield",
    "Stonebridge", "Eastmoor", "Westhaven", "Silver Birch", "Prairie Ridge", "Clearwater", "Highmoor",
    "Fox Hollow", "Kingsmere", "Arbour Crest", "Granite Falls", "Summerlea", "Tallgrass", "Bellwood",
    "Oakridge", "Maple Heights", "Seaview", "Glenmore", "Ashbury", "Copper Creek", "Redstone",
    "Brightwater", "Elm Grove", "Trillium Point", "Larchmont", "Ironbridge", "Mossbank", "Ferndale",
    "Sunnybrook Vale", "Windermere Park", "Hollybank", "Meadowvale", "Crescent Bay",
]
SAINTS = ["St. Brigid's", "St. Finbarr's", "St. Colman's", "St. Kieran's", "St. Ita's", "St. Declan's",
          "St Columba's", "St Aidan's", "St. Jude's", "St. Clare's", "St. Vincent de Paul",
          "St. Anselm's", "St. Bernadette's", "St. Raphael's", "St. Hilda's", "St. Adalbert's",
          "Our Lady of Lourdes", "Our Lady of the Snows", "Holy Cross", "Sacred Heart",
          "St. Boniface", "Ste-Genevieve", "St. Dympna's", "St. Fiacre's", "St. Walburga's"]
HOSP_PATTERNS = [
    "{w} General Hospital", "{w} Regional Medical Center", "{w} Memorial Hospital", "{s} Hospital",
    "{c} General Hospital", "{c} Regional Hospital", "University Hospital {c}", "{w} Health Centre",
    "{s} Medical Center", "{w} Community Hospital", "{c} University Hospital", "{s} General",
    "{w} Children's Hospital", "{c} District Hospital", "{w} Cancer Centre",
]
LAB_PATTERNS = [
    "{w} Reference Laboratory", "{w} Laboratory Services", "{w} Diagnostics", "{c} Regional Laboratory",
    "{w} Clinical Laboratories", "{c} Regional Pathology Service", "{w} Biomedical Laboratory", "{w} Medical Laboratories",
]
LAB_SPECIAL = {
    "path": ["{w} Pathology Associates", "{w} Dermatopathology", "{c} Pathology Group"],
    "cyto": ["{w} Cytology Laboratory", "{w} Cytopathology Services", "{w} Women's Health Laboratory"],
    "mol": ["{w} Molecular Diagnostics", "{w} Genomics Laboratory", "{w} Genetics Centre", "{c} Molecular Laboratory"],
    "tox": ["{w} Toxicology Laboratory", "{w} Forensic Laboratories", "{w} Drug Testing Services"],
    "micro": ["{w} Microbiology Laboratory", "{c} Infectious Disease Laboratory"],
}
CLINIC_PATTERNS = [
    "{w} Family Medicine", "{w} Medical Centre", "{sn} Family Practice", "{w} Health Centre",
    "{c} Primary Care Centre", "{w} Women's Clinic", "{w} Urology Associates", "{w} Dermatology",
    "{c} Medical Practice", "{w} Internal Medicine", "{w} Oncology Clinic", "{sn} & Partners",
    "{w} Walk-In Clinic", "{c} Fertility Clinic", "{w} Gastroenterology Group", "{w} Nursing Home",
    "{w} Pharmacy", "{w} Care Home",
]
NAMED_WARDS = ["Rowan Ward", "Heather Ward", "Lir Ward", "Oak Ward", "St. Joseph's Ward", "Fuchsia Ward",
               "Acorn Unit", "Willow Ward", "Hazel Ward", "Cedar Unit", "Aspen Ward", "Juniper Unit",
               "Maple Ward", "Brendan Ward", "Kestrel Unit", "Osprey Ward"]
WARD_CODES = ["6B", "4 West", "5 North", "3E", "7A", "2 South", "8W", "9 East", "4C", "5 Med",
              "6 Surg", "3 North", "10B", "2A", "7 South", "11W", "4N", "12 Ortho"]
BUILDINGS = ["Harlow Pavilion", "Kinsella Building", "Whitcombe Tower", "Atwater Wing", "Larkin Building",
             "Merrion Block", "Beaumont Annex", "Sheridan Pavilion", "Calloway Building", "Tierney Wing",
             "Norwood Tower", "Fenwick Pavilion", "Brennan Centre Annex", "Colfax Building"]

EMPLOYER_PATTERNS = [
    "{w} Freight Lines", "{w} Construction Ltd", "{w} Poultry Processing", "{w} School Board",
    "{w} Dairy Co-op", "{w} Mining Corp", "{w} Battery Recycling", "{w} Auto Body", "{w} Plastics Inc.",
    "{w} Foods", "{w} Landscaping", "{w} Veterinary Hospital", "{w} Elementary School",
    "{w} Community College", "{w} Logistics", "{w} Cold Storage", "{w} Abattoir", "{w} Transit Authority",
    "{w} Fisheries", "{w} Precast Concrete", "{w} Salon & Spa", "{w} Childcare Centre", "{w} Tannery",
    "{w} Pest Control", "{w} Shipyard", "{w} Daycare", "{w} Water Treatment Plant", "{w} Farms",
]
INSURER_PATTERNS = ["{w} Health Plan", "{w} Mutual Health", "{w} Benefit Trust", "{w} HealthCare",
                    "{w} Assurance", "{w} Care Alliance"]
COURIER_PATTERNS = ["{w} Courier", "{w} Medical Transport", "{w} Express", "{w} Specimen Logistics"]

PROFESSIONS = [
    "welder", "teacher", "sheep farmer", "dairy farmer", "poultry worker", "abattoir worker", "plumber",
    "electrician", "bus driver", "long-haul truck driver", "nurse's aide", "hairdresser", "chef",
    "line cook", "fisherman", "veterinarian", "vet technician", "zookeeper", "cave guide", "miner",
    "battery recycler", "painter", "carpenter", "stonemason", "sandblaster", "firefighter",
    "police officer", "daycare worker", "kindergarten teacher", "sewage worker", "landscaper",
    "forestry worker", "accountant", "software developer", "librarian", "pharmacist", "dentist",
    "bricklayer", "roofer", "shipyard worker", "tannery worker", "florist", "taxi driver",
    "construction worker", "student", "retired teacher", "retired miner", "retired nurse",
    "warehouse worker", "security guard", "cleaner", "barista", "bartender", "mechanic",
    "auto body technician", "crop duster", "beekeeper", "gardener", "mortician", "lab animal handler",
    "pig farmer", "groundskeeper", "flight attendant", "soldier", "postal worker", "jeweller",
]

COUNTRIES = [
    "Ghana", "Nigeria", "India", "Pakistan", "Bangladesh", "Mexico", "Guatemala", "Honduras", "Peru",
    "Brazil", "Colombia", "Haiti", "Jamaica", "the Philippines", "Vietnam", "Thailand", "Cambodia",
    "Kenya", "Uganda", "Tanzania", "Ethiopia", "Somalia", "Sudan", "Sierra Leone", "Cameroon",
    "Democratic Republic of the Congo", "Mozambique", "Malawi", "Egypt", "Morocco", "Yemen", "Syria",
    "Afghanistan", "Nepal", "Indonesia", "China", "South Korea", "Ukraine", "Poland", "Romania",
    "Portugal", "Spain", "Italy", "Greece", "Turkey", "Bolivia", "Ecuador", "Papua New Guinea",
    "Senegal", "Zambia", "Dominican Republic", "Sri Lanka",
]
COUNTRY_SELF = {"US": ["USA", "United States", "U.S.A."], "CA": ["Canada", "CANADA"],
                "IE": ["Ireland", "IRELAND", "Republic of Ireland"]}

SPECIALTY_TITLES = {
    "US": ["MD", "MD", "DO", "MD, PhD", "MD, FCAP", "PA-C", "NP", "RN", "MLS(ASCP)", "CT(ASCP)"],
    "CA": ["MD", "MD, FRCPC", "MD FRCPC", "MLT", "RN", "NP", "PhD, FCCMG", "MD, CCFP"],
    "IE": ["MB", "MB, FRCPath", "FRCPI", "MRCPI", "MSc", "RGN", "CNM", "FFPath"],
}
