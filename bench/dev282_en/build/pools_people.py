"""Invented pools of given names and surnames (author 282).

Names are mixed freely across origins; any resemblance to a real person is
unintended.  Only characters whose upper/lower case forms keep the same length
are used, so that upper- and lower-casing never moves an offset.
"""

FEMALE = """
Adaeze Aisling Akosua Alejandra Alinta Amara Amelie Ananya Anouk Antonia Aoife
Ayesha Bernadette Bethan Bich Bronagh Caitriona Carmel Catalina Chiamaka Chloe
Ciara Constance Dagny Delphine Dervla Dilnoza Dorota Eilidh Eleni Elspeth Ebele
Esperanza Eun-ji Fatima Fenella Fionnuala Folasade Freya Gabriela Gráinne Greta
Gulnara Halima Hana Harriet Heulwen Hiroko Ifeoma Ilse Imogen Ines Ingrid Iolanthe
Isadora Jadwiga Jasleen Jolene Josefina Kalani Kamala Karin Katarzyna Kerensa
Khadija Kiri Lakshmi Leilani Leticia Linnea Lorna Lucia Mairead Malak Manon
Mareike Marisol Maryam Meera Mei Merindah Mihaela Minh Mirela Moana Morag Nadia
Naledi Nasrin Niamh Nkechi Noor Nuala Oksana Olwen Oona Palesa Parisa Petra Philippa
Priya Rahel Rangi Rasa Renata Rhiannon Roisin Rosalind Ruqayyah Saoirse Sabine
Sakura Salome Samira Sanna Seren Shirin Sigrid Simran Siobhan Sorcha Sunniva Svetlana
Tamsin Tansy Temperance Thandiwe Thi Tiahna Ulla Una Valentina Vesna Wanjiru Wilhelmina
Winifred Xiomara Yasmin Yetunde Yolanda Yuki Zainab Zanele Zofia Zuzana Beatriz
Agnieszka Ottilie Marguerite Lowri Grainne Clodagh Ewa Rukhsana Ngozi Ama Efua Leonie
Solveig Annika Paloma Rocio Ximena Teodora Ileana Despina Rania Farah Layla Soraya
Nasima Tahmina Kavya Deepa Shreya Harpreet Manpreet Gurleen Ngaio Aroha Mereana
Tuesday Marcy Dolores Loretta Bernice Opal Peggy Maude Edna Vera Ruby Ivy Hazel
"""

MALE = """
Abdirahman Adebayo Aedan Ahmet Alasdair Aleksander Alexandre Amir Anders Aneurin
Angus Anselm Arjun Armando Arturo Aurelio Bartosz Benedikt Bjorn Bogdan Branko
Brendan Cadoc Caoimhin Cathal Chidi Ciaran Cormac Cosmin Dai Dariusz Declan
Deshawn Dmitri Donal Dumisani Eamon Emeka Emrys Enrique Eoin Ezekiel Fabrizio
Farid Fergal Finlay Florin Gareth Gideon Goran Gwilym Hamish Haruto Hemi Hyun-woo
Idris Ignatius Ikaika Ilya Ioan Iqbal Isaias Jaime Jarrah Jaroslav Jovan Kaveh
Kealoha Kenji Kofi Kwame Lachlan Laszlo Lorcan Luca Macsen Mahmoud Malachy Marek
Mateus Matthias Mehmet Milos Mohan Murdo Naveen Niall Nikolai Nnamdi Obinna Oisin
Olamide Orrin Osman Padraig Pavel Percival Piotr Quang Radu Rafferty Rajesh Ramon
Rangi Ravindra Reuben Rhodri Rory Rustam Sami Santiago Seamus Sefton Sergei Shay
Somhairle Stellan Sunil Tadhg Tamati Tariq Teodor Thabo Thanh Tiernan Tobias
Torin Tuan Uchenna Ulrich Vasile Viktor Wiremu Xavier Yannick Yusuf Zoltan Zubair
Bartholomew Ambrose Clement Horace Mervyn Wendell Cyril Basil Everett Jethro
Kazimierz Wojciech Mirza Farhan Anwar Sandeep Harjit Gurdeep Balwinder Kiran
Olusegun Tunde Kobina Yaw Kojo Dawit Tesfaye Abdullahi Hassan Karim Nabil
Stavros Yiannis Dimitrios Paulo Joao Rodrigo Luis Esteban Mateo Ruairi Colm Fintan
Jarrod Brody Kieran Dermot Cillian Hugo Lars Henrik Jorgen Emil Sven Kasimir
"""

SURNAMES = """
Abara Abernethy Achterberg Adeyemi Agarwal Ahlgren Al-Farsi Al-Hashimi Alderton
Amankwah Andreou Antonelli Appiah Arkwright Asante Ashdown Atherley Aydin Azevedo
Babatunde Bachchan Baillie Balogun Bannerjee Bartolini Basu Beaumont Bekele
Bellweather Bhattacharya Blackwood Blaszczyk Boateng Bonnici Bracegirdle Brannigan
Breathnach Brennan-Hale Brightwater Brzezinski Buchanan Byrne Cadwallader Calloway
Campion Carrasco Castellanos Cavanagh Chakraborty Chaudhry Chidozie Chen-Walsh
Chowdhury Chukwu Ciobanu Clutterbuck Coelho Colquhoun Concannon Constantinou
Cordeiro Coughlan Cunningham-Reid Dabrowski Dalgleish Darbyshire de Souza
de Villiers Delacroix Demir Desrosiers Dhillon Diallo Dimitriou Dlamini Dobrev
Donnachie Doyle Drummond Duarte Dunleavy Eadie Ekwueme Eriksen Esposito Etheridge
Evangelista Fairweather Farquharson Fenwick Ferreira Fitzgerald Flanagan Fonseca
Forsythe Fraser-Okoro Gallacher Garg Gathoni Gerrity Ghosh Giordano Glendinning
Gomez-Ruiz Grabowski Grimshaw Guerrero Gunawardena Gupta Haddad Halloran Hanrahan
Hargreaves Hashemi Hattersley Hennessy Herrera Hinchliffe Hoang Hollingsworth
Horvath Hosseini Huang Huxtable Ibekwe Iglesias Ivanova Iwasaki Jablonski Jankowski
Jayasuriya Jimenez Johansson Juarez Kaczmarek Kamau Kapoor Karimi Kavanagh Kealey
Keane Kelleher Kennedy-Amos Khalil Khumalo Kiplagat Kirkpatrick Kowalczyk Krishnan
Kuznetsov Lachance Laframboise Lalonde Larkspur Lautama Leclerc Lemieux Lindqvist
Llewellyn Lombardi Lowther Lucero MacAskill MacLeod Madugu Mahlangu Maitland Makoa
Malhotra Manaia Mancini Marchetti Markovic Matagi McAlinden McGillicuddy McKechnie
McTavish Mendonca Menzies Merriweather Mirza Moloney Montague Moradi Morrissey
Mukherjee Mulcahy Murtagh Mwangi Nakamura Nakashima Ndlovu Nguyen Nicolaou Nikolic
Njoroge Nolan-Price Novak Nwachukwu Oakenfold O'Brien O'Callaghan O'Donoghue
Ogunleye O'Hanlon Okafor Okonkwo Oladipo Olsen O'Mahony Onyango O'Rourke Osei
Ostrowski O'Sullivan Owusu Pacheco Papadakis Paterson Patel Pellegrini Penhaligon
Pereira Petrovic Pham Pillai Pinkerton Popescu Prendergast Puketapu Quaye Quigley
Rahman Raji Ramaswamy Rasmussen Ravenscroft Reddy Renwick Ribeiro Rintoul Robichaud
Rodrigues Rossi Rowntree Rutherford Sadeghi Saetang Salazar Santangelo Sato Savarese
Scanlon Schreiber Sekibo Sepulveda Shah Sheehy Shevchenko Siddiqui Silveira Sinclair
Singh Skerritt Sokolov Soto Stanislawski Stavridis Strachan Sutcliffe Suzuki Szabo
Takahashi Tamihana Tanaka Tchoumi Teixeira Thackeray Thistlethwaite Tiwari Tomlinson
Townsend Tran Tremblay Trevelyan Tshabalala Tuilagi Uddin Umeh Underhill Usman Valdez
van der Berg van Rensburg Varga Vasquez Venkatesan Villeneuve Vo Volkov Wainwright
Walcott Wanjiku Waweru Weatherby Whitcombe Wickramasinghe Wierzbicki Winterbottom
Wojcik Wu Xu Yadav Yamamoto Yeboah Yilmaz Yoon Zamora Zawadzki Zhang Zielinski Zubiri
Ni Bhriain Mac Giolla Hayashi Ferreira-Lopes St Clair Abu Zaid Ben-David le Roux
Te Whata Faleolo Kealamakia Makepeace Gillespie Pennefather Quarshie Ryland Stroud
"""

# multi-word surnames that the split above would break; rejoined here
JOINED = {
    "de": ["de Souza", "de Villiers"],
    "van": ["van der Berg", "van Rensburg"],
    "Ni": ["Ni Bhriain"],
    "Mac": ["Mac Giolla"],
    "St": ["St Clair"],
    "Abu": ["Abu Zaid"],
    "le": ["le Roux"],
    "Te": ["Te Whata"],
}


def _surnames():
    out = []
    toks = SURNAMES.split()
    i = 0
    multi = sorted({m for v in JOINED.values() for m in v}, key=lambda s: -len(s))
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


def _uniq(seq):
    seen = set()
    out = []
    for s in seq:
        if s not in seen:
            seen.add(s)
            out.append(s)
    return out


FEMALE_NAMES = _uniq(FEMALE.split())
MALE_NAMES = _uniq(MALE.split())
SURNAME_LIST = _uniq(_surnames())

NICKNAMES = {
    "Bartholomew": "Bart", "Alexandre": "Alex", "Aleksander": "Olek", "Wilhelmina": "Mina",
    "Philippa": "Pip", "Winifred": "Winnie", "Katarzyna": "Kasia", "Margaret": "Peggy",
    "Rafferty": "Raff", "Percival": "Percy", "Temperance": "Tempe", "Isadora": "Izzy",
    "Constance": "Connie", "Bernadette": "Bernie", "Dimitrios": "Jim", "Ignatius": "Iggy",
    "Lachlan": "Lachie", "Josefina": "Pepa", "Jadwiga": "Jadzia", "Gabriela": "Gabi",
}

RELATIONS = [
    "wife", "husband", "partner", "daughter", "son", "mother", "father", "sister",
    "brother", "niece", "nephew", "carer", "neighbour", "friend", "granddaughter",
    "grandson", "son-in-law", "daughter-in-law", "aunt", "flatmate",
]

TITLES_F = ["Mrs", "Ms", "Miss", "Mrs.", "Ms."]
TITLES_M = ["Mr", "Mr."]

PROFESSIONS = [
    "lorry driver", "bus driver", "primary school teacher", "secondary school teacher",
    "electrician", "plumber", "roofer", "farmer", "dairy farmer", "fisherman",
    "accountant", "solicitor", "paralegal", "hairdresser", "barista", "chef",
    "sous chef", "bricklayer", "joiner", "carpenter", "software developer",
    "civil engineer", "mechanical engineer", "welder", "boilermaker", "miner",
    "train driver", "postal worker", "postman", "shop assistant", "retail manager",
    "warehouse operative", "forklift driver", "cleaner", "care assistant",
    "veterinary nurse", "dental hygienist", "pharmacist", "nurse", "paramedic",
    "firefighter", "police officer", "prison officer", "soldier", "journalist",
    "photographer", "graphic designer", "architect", "librarian", "university lecturer",
    "taxi driver", "courier", "landscaper", "gardener", "groundskeeper", "baker",
    "butcher", "publican", "bar manager", "night-shift security guard", "security guard",
    "printer", "dry cleaner", "tailor", "seamstress", "pilot", "flight attendant",
    "merchant seaman", "dock worker", "stonemason", "painter and decorator",
    "hospital porter", "school caretaker", "social worker", "youth worker",
    "bookkeeper", "insurance broker", "estate agent", "real estate agent",
    "hvac technician", "truck driver", "rancher", "shearer", "oil rig worker",
    "call centre agent", "customer service representative", "pastor", "vicar",
    "music teacher", "piano tuner", "sheet metal worker", "auto mechanic",
    "mechanic", "tiler", "glazier", "chemist", "lab technician", "dentist",
    "nursery nurse", "childminder", "crossing guard", "bank teller", "cashier",
]


def _sanity():
    for pool in (FEMALE_NAMES, MALE_NAMES, SURNAME_LIST, PROFESSIONS):
        for s in pool:
            assert len(s.upper()) == len(s) == len(s.lower()), s


_sanity()
