"""Invented person-name pools of mixed origin (author 277). Any match with a real
person is unintended. Names are combined at random, first name with surname."""

FEMALE = """
Abigail Adaeze Agnieszka Aiko Aisling Alana Alejandra Amara Amelie Anahera Anaya Aoife
Ayesha Beatriz Bethan Bianca Blessing Bronwyn Caoimhe Carys Catalina Chanelle Chiamaka
Chloe Claudette Dagny Daniela Deepika Delphine Dervla Eilidh Elif Elspeth Emeka Esperanza
Farah Fatima Fenella Fionnuala Folake Freya Gabriela Gemma Ginevra Grainne Halina Hana
Harriet Hinemoa Huong Ifeoma Ingrid Isla Jacinta Jasleen Jolene Josefa Kalani Karolina
Kasia Keziah Kirsty Laleh Leilani Lena Lorna Lucia Mairead Malak Manon Marisol Marta
Maryam Mei Mererid Minh Morwenna Nadia Naledi Nanami Niamh Nkechi Noor Olwen Oona
Orla Paloma Parisa Philippa Priya Rahima Rania Renata Rhiannon Roisin Ruth Saoirse
Sakura Shirin Siobhan Sunniva Suvi Tahlia Tamsin Tanvi Teodora Thandiwe Tuppence Ulla
Valentina Verity Wairimu Xiomara Yasmin Yolanda Zainab Zofia Zsofia Beryl Doreen Glenys
Marjorie Pauline Sheila Wendy Noreen Lorraine Tracey Kylie Shona Jodie Bernadette
"""

MALE = """
Aarav Abdullahi Adebayo Aidan Alasdair Alejandro Amir Anand Angus Arjun Baptiste Bartosz
Benedikt Bilal Bogdan Brendan Cathal Chidi Ciaran Conor Cormac Dafydd Dmitri Declan
Diarmuid Dong-hyun Eamon Emeric Emrys Enzo Eoin Farhan Fergus Finlay Florin Gareth
Gethin Gianluca Gulzar Hamish Haruto Hemi Hiroshi Hugo Ibrahim Idris Ikaika Imran Ivo
Jakub Jarrah Javier Jerome Joaquin Jovan Kai Kamal Kayode Keanu Kenji Kieran Kofi
Kwame Lachlan Laszlo Leandro Lorcan Luca Lwazi Macauley Mateus Matiu Mehmet Milos
Mohammed Nasser Nikhil Niall Obinna Oisin Olumide Omar Oskar Pavel Pedro Piotr Quentin
Rafael Rangi Rashid Rhodri Rohan Ruairi Santiago Seamus Sebastien Sefton Shay Siddharth
Soren Stellan Tadhg Taine Tariq Teodor Thabo Tiernan Tomasz Tupac Uchenna Vikram
Wiremu Xavier Yannick Yusuf Zoltan Clive Derek Graham Keith Malcolm Nigel Trevor Barry
Colin Desmond Raymond Wayne Darren Shane Brett Gordon Vernon
"""

SURNAMES = """
Abernethy Achterberg Adeyemi Agbaje Ahmadi Ainsworth Akhtar Albrecht Aldous Amankwah
Anand Antonelli Arbuthnot Ashcombe Atherley Babatunde Bainbridge Balogun Bannerjee
Barraclough Batterbee Beaumont Bellweather Bergstrom Bhattacharya Blackwood Boateng
Bonnefoy Brannigan Brathwaite Brodeur Broughton Bucknall Calloway Carmody Castellanos
Chakraborty Chaudhry Chisholm Chukwu Ciesielski Coltrane Corrigan Costigan Cruickshank
Dabrowski Dalgleish Darkwa Dasgupta Delacroix Demetriou Desrosiers Dhillon Dimitrov
Donnachie Drummond Duchesne Dunleavy Eastwood Ebanks Eggleston Ekwueme Elphinstone
Emberley Esterhuizen Fairbairn Falconer Farquharson Fenwick Ferreira Fitzgerald
Flanagan Fontaine Fraser Fukuda Gallacher Garraway Gathercole Gebremedhin Gillespie
Glendinning Gonzaga Gorecki Greenhalgh Gunasekara Hadfield Haldane Halloran Hamada
Harcourt Hargreaves Hartigan Haverford Hennessy Heyward Higginbotham Hollingsworth
Horvath Hosseini Houghton Hutchings Ibekwe Ilunga Iqbal Iwasaki Jablonski Jankowski
Jayasuriya Jeffcoate Kaminski Kapoor Karamanlis Kavanagh Kearsley Kelleher Khoury
Kilbride Kinsella Kowalczyk Krishnan Kuznetsov Lachance Lamontagne Langridge Larkspur
Latimer Leclerc Lindqvist Llewellyn Lockhart Loughlin MacAskill MacLennan Madigan
Mahlangu Makinde Malhotra Marchetti Markovic Mbeki McAllister McCreadie McGillivray
Mendoza Menzies Merriweather Mihalyi Montague Moriarty Mukherjee Murtagh Nakamura
Napier Ndlovu Nettleton Nguyen Nicolaou Nkemelu Northcott Nowak Nwachukwu Oakley
Obi Odhiambo Ogunleye Okonkwo Oladipo Olsen Onyekachi Ortega Osei Ouellette Pacheco
Padmanabhan Pappas Paquette Parmar Pemberton Pennington Petrakis Pillai Pinheiro
Pokorny Postlethwaite Prendergast Pugh Quarshie Quigley Radcliffe Rahman Ramaswamy
Rasmussen Rautenbach Ravenscroft Reddington Rhys Rimmer Rossiter Rowntree Ruatapu
Sadowski Saldanha Sanderson Santangelo Sato Scardino Sekibo Seneviratne Shackleton
Sharif Shevchenko Sinclair Siddiqui Skelton Sokolov Soudain Spellman Stavros Stenhouse
Strachan Sutcliffe Szabo Takahashi Talbot Tanaka Tarrant Tawhiri Tennant Thackeray
Theriault Thistlewood Tolan Tremblay Trevithick Tshabalala Tuilagi Uddin Urquhart
Vaillancourt Valdez Vasquez Venkataraman Villeneuve Voss Vukovic Wadsworth Wainwright
Walkinshaw Warburton Waterhouse Weatherall Whitcombe Wickramasinghe Wilberforce
Winterbottom Wojcik Wolstenholme Wyndham Yamamoto Yardley Yeboah Yilmaz Zachariah
Zielinski Zubiri O'Dowd O'Rourke O'Halloran McNair Da Silva Van der Berg De Souza
Le Roux St. Clair Ng Ho Li Wu Tran Kaur Singh Patel Shah Begum Khan Ali Cho Park Kim
"""

NICK = {
    "Abigail": "Abby", "Alasdair": "Ali", "Bartosz": "Bart", "Benedikt": "Ben",
    "Catalina": "Cat", "Daniela": "Dani", "Declan": "Dec", "Elspeth": "Elsie",
    "Gabriela": "Gabi", "Harriet": "Hattie", "Jakub": "Kuba", "Karolina": "Karo",
    "Marjorie": "Marj", "Philippa": "Pippa", "Sebastien": "Seb", "Siddharth": "Sid",
    "Tomasz": "Tomek", "Valentina": "Val", "Xavier": "Xav", "Zofia": "Zosia",
    "Lachlan": "Lachie", "Bernadette": "Bernie", "Raymond": "Ray", "Gordon": "Gordie",
}

FEMALE = FEMALE.split()
MALE = MALE.split()
# surnames may contain spaces; one per token unless joined with a known particle
_raw = SURNAMES.split()
SURNAME_LIST = []
_i = 0
while _i < len(_raw):
    w = _raw[_i]
    if w in ("Da", "Van", "De", "Le", "St.") and _i + 1 < len(_raw):
        if w == "Van" and _raw[_i + 1] == "der":
            SURNAME_LIST.append("Van der " + _raw[_i + 2])
            _i += 3
            continue
        SURNAME_LIST.append(w + " " + _raw[_i + 1])
        _i += 2
        continue
    SURNAME_LIST.append(w)
    _i += 1
SURNAMES = SURNAME_LIST

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

TITLES_F = ["Mrs", "Ms", "Miss", "Mrs.", "Ms."]
TITLES_M = ["Mr", "Mr."]
