"""Invented name and place pools for dev27_en (all fictional combinations)."""

GIVEN_F = """Abigail Ada Adaeze Aditi Agnieszka Aiko Aisling Aiyana Akosua Alana Alejandra Amara Amira Ana Anahera
Anjali Annika Aroha Astrid Aurelie Ayesha Beatriz Bethan Bianca Bridget Busisiwe Caitriona Camila Carmen Chiamaka
Chloe Ciara Clodagh Dalia Daniela Deepa Delphine Dilnoza Dorota Eilidh Elena Eleni Elif Eloise Emeka Esi Esther
Eva Farah Fatima Fiadh Fiona Freya Gabriela Gemma Grainne Hana Hannah Harriet Hine Ifeoma Ilse Imogen Ines Ingrid
Isla Jasmin Jia Joanna Josefina Kaia Kalani Kamala Kanoa Katarzyna Kiri Lakshmi Leilani Lena Liadan Lina Lucia
Mahina Maja Malia Mareike Mariam Marisol Maryam Mei Mererana Mia Mirela Moana Nadia Naledi Neha Niamh Nkechi Noor
Olamide Oksana Orla Paloma Parisa Priya Rangi Rania Roisin Rosa Ruth Saoirse Sakura Sanaa Sarai Sefa Seo-yeon
Shira Siobhan Sunita Svetlana Tahlia Tamar Tanvi Teresa Thandiwe Ulla Valentina Veronika Wairimu Xiomara Yasmin
Yuki Zainab Zanele Zofia Zuzana Beatrix Constance Delyth Euphemia Margery Winifred Rhiannon Ottilie Philippa Marama Ngaire Wikitoria Ilona Fenella Maeve Tallulah Odile Perpetua Nomvula Yetunde Chinwe Thuy Linh Hoa Bao""".split()

GIVEN_M = """Aarav Abdullah Adebayo Adrian Ahmed Aidan Akira Alejandro Alistair Amir Andrzej Anil Anton Arjun Ashkan
Baptiste Bartosz Benedict Bilal Bongani Brendan Callum Carlos Cathal Chidi Ciaran Colm Cormac Dafydd Dang Darius
Declan Dmitri Duc Eamon Emre Enrique Eoin Faisal Farid Felipe Fergus Finn Florin Gareth Gustavo Hamish Hao Haruto
Hemi Hiroshi Hugo Ibrahim Ikaika Imran Ivan Jakub Jamal Javier Jin Joaquin Jomo Jun Kagiso Kai Kamal Karim Kenji
Keoni Kofi Kwame Lachlan Liam Lorcan Luca Mahmoud Malik Manaia Marek Mateo Matiu Mehmet Mihai Minh Mohammed Nikhil
Nikolai Nnamdi Obinna Oisin Olusegun Omar Oskar Pavel Pedro Piotr Rafael Rahul Rawiri Reza Rhys Rohan Ronan Ruairi
Saad Sandeep Santiago Seamus Sebastian Sefo Sergei Shane Siddharth Sione Soren Stellan Takumi Tama Tane Tariq Teodor
Thabo Tiago Tomasz Tuan Uzoma Vikram Viktor Wiremu Xavier Yaw Yohannes Yusuf Zoltan Zubair Ambrose Barnaby Cuthbert
Digby Ellis Fitzgerald Gideon Horace Ignatius Jasper Leopold Mortimer Percival Rupert Tobias Wilfred Ezekiel Cyrus Aperahama Tevita Semisi Bogdan Radek Ossian Torin Lemuel Obadiah Emrys""".split()

SURNAMES = """Abara Achterberg Adeyemi Agostini Ahn Akhtar Albescu Aldana Alvarado Amankwah Andersen Antonelli Aoki
Arslan Asante Ashworth Azevedo Babatunde Bagshaw Balogun Bannerman Barrientos Batista Beauchamp Bednarek Bellamy
Benedetti Bergqvist Bhattacharya Birkett Blackwood Bondarenko Bouchard Bracewell Brannigan Brodeur Bui Burkhardt
Cabrera Caldwell Callaghan Carrasco Castellanos Cavanagh Chakraborty Chaudhry Chikwanha Chowdhury Ciobanu Clancy
Coelho Conneely Costa Crowther Cruickshank Cunningham Dalgleish Darko Dasgupta Delacroix Desrosiers Dimitrou Dinh
Doherty Donnelly Drummond Dubois Duffy Dunleavy Eberhardt Ekwueme Elmasry Enright Esposito Evangelou Fairweather
Fanning Farouk Fernandes Figueroa Finnegan Fitzpatrick Flanagan Fonseca Forsyth Fraser Fujimoto Gallagher Garibaldi
Gathoni Geraghty Gillespie Gonsalves Grabowski Greenhalgh Guerrero Gunawardena Haddad Halvorsen Hanrahan Harcourt
Hasegawa Hawthorne Hennessy Hernandez Hoang Holloway Horvath Hussain Ibekwe Iglesias Ikeda Iqbal Isaksen Jablonski
Jankowski Jaramillo Jayasinghe Jovanovic Kaczmarek Kahananui Kalinowski Kapoor Karakaya Kavanagh Kealoha Kekana
Kennedy Khumalo Kilbride Kimura Kowalczyk Krishnan Kurtz Laflamme Lambros Langridge Larkin Lautoka Lebedev Lefebvre
Leung Lindqvist Llewellyn Lombardi Lozano MacAulay MacLennan Madigan Mahlangu Maitland Makoa Malhotra Mancini
Marchetti Markovic Mathers Matsumoto McAllister McCready McGillivray McNamara Medina Mendoza Menon Merriweather
Mihaylova Mitropoulos Moloney Montague Morrissey Mthembu Mulcahy Murtagh Nakamura Nakashima Ndlovu Negassa Nguyen
Ngata Nicolaides Nilsson Nowak Nwachukwu Obi O'Brien O'Callaghan Odhiambo O'Dowd Ogunleye Okafor Okonkwo Oliveira
O'Mahony Onyango Ortega Osei O'Sullivan Ozturk Padilla Palmieri Pangilinan Papadakis Parata Pasquale Pemberton
Pereira Petrovic Pham Pienaar Pillay Popescu Prendergast Przybylski Quaresma Quigley Quinlan Radcliffe Rahman
Rajapakse Ramaswamy Rangihuna Rasmussen Reddy Reinholt Ribeiro Rinaldi Rosenthal Ruatapu Rutkowski Sadowski Saito
Salazar Sandoval Santangelo Sarpong Schofield Scully Sebastiani Sekibo Shanahan Sharif Shevchenko Siddiqui
Silvestri Sithole Skowronski Slattery Sokolova Soto Stavropoulos Stepanek Strachan Suarez Sundaram Sutcliffe
Szabo Tahir Takahashi Tamihana Tanaka Tavares Te Huia Thorburn Tiernan Tipene Toivonen Tran Trinh Truong Tshabalala
Uddin Uchenna Urquhart Valdez Vanterpool Varga Vasquez Velasquez Venkatesan Villanueva Voigt Vu Waititi Walcott
Wakefield Wasilewski Watanabe Weatherby Whitlock Wiremu Wojcik Xiong Yamamoto Yilmaz Yoon Zaheer Zamora Zielinski
Zhou Zubiri Achebe Bamford Castellano Drozdov Eriksen Fairbairn Gomez-Ruiz Hollingsworth Ilunga Jeffries
Kovalenko Lindgren Mbeki Nakagawa Ostrowski Pendleton Quartey Rautenbach Steenkamp Thistlewood Underhill
Vorster Whitcombe Yeboah Zeller""".split()
# "Te Huia" split above; rejoin two-word surnames
_s = []
_skip = False
for i, w in enumerate(SURNAMES):
    if _skip:
        _skip = False
        continue
    if w == "Te" and i + 1 < len(SURNAMES):
        _s.append("Te " + SURNAMES[i + 1]); _skip = True
    else:
        _s.append(w)
SURNAMES = _s

NICK = {"Abigail": "Abby", "Alejandro": "Alex", "Benedict": "Ben", "Bridget": "Biddy", "Callum": "Cal",
        "Daniela": "Dani", "Eamon": "Eamo", "Gabriela": "Gabi", "Jakub": "Kuba", "Katarzyna": "Kasia",
        "Mohammed": "Mo", "Nikolai": "Kolya", "Sebastian": "Seb", "Tobias": "Toby", "Valentina": "Vale",
        "Winifred": "Winnie", "Wilfred": "Wilf", "Philippa": "Pip", "Rupert": "Bertie", "Santiago": "Santi",
        "Joanna": "Jo", "Harriet": "Hattie", "Margery": "Madge", "Alistair": "Ali", "Lachlan": "Lachie"}

TOWN_A = ["Ash", "Bram", "Cold", "Dun", "Elder", "Fern", "Glen", "Hart", "Iver", "Lang", "Mar", "Nether", "Quarry",
          "Stan", "Thorn", "Wex", "Yar", "Brack", "Carr", "Hollin", "Sand", "Bel", "Clay", "Whin", "Rook", "Kestle",
          "Pell", "Marl", "Sorrel", "Tarn", "Bexley", "Gorse", "Heron", "Linnet", "Ottery", "Wyvern", "Corrie", "Drum"]
TOWN_B = ["ford", "bury", "ton", "wick", "dale", "field", "mere", "brook", "ham", "combe", "stead", "well", "haven",
          "moor", "ridge", "vale", "gate", "holm", "worth", "cliffe"]
TOWN_PRE = ["Port ", "North ", "East ", "Upper ", "Little ", "West ", "Mount ", "Lake "]
TOWN_SUF = [" Falls", " Heights", " Springs", " Crossing", " Junction", " Bay", " Creek", " Hill"]

STREET_A = ["Alder", "Birchwood", "Cobden", "Dovecote", "Elmstead", "Foxglove", "Garnet", "Hazelmere", "Ivywood",
            "Juniper", "Kingfisher", "Larkspur", "Marigold", "Nightingale", "Orchard", "Pinecrest", "Quince",
            "Rosemary", "Saffron", "Tamarind", "Upland", "Verbena", "Willowdene", "Yewtree", "Arbour", "Bellbird",
            "Cottonwood", "Driftwood", "Emberly", "Flaxmill", "Greystone", "Harrier", "Ironbark", "Kowhai",
            "Lantern", "Meadowsweet", "Nettlebed", "Osprey", "Pohutukawa", "Ropewalk", "Skylark", "Tannery",
            "Wattle", "Wheelwright", "Brambling", "Chandler", "Ferrier", "Mariner", "Quarrymen", "Sheepwash"]
STREET_US = ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Place", "Way", "Terrace"]
STREET_UK = ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Gardens", "Grove", "Terrace", "Way", "Mews", "Row"]
STREET_AU = ["Street", "Road", "Avenue", "Parade", "Crescent", "Drive", "Place", "Court", "Esplanade", "Highway"]

WARD_NAMES = ["Kestrel", "Rowan", "Heron", "Larch", "Bluebell", "Curlew", "Aspen", "Puffin", "Hawthorn",
              "Kingfisher", "Marram", "Saltire", "Tui", "Kowhai", "Wattle", "Banksia", "Shamrock", "Linnet",
              "Magnolia", "Cedar", "Osprey", "Juniper", "Hazel", "Fulmar"]
SAINTS = ["Brendan", "Columba", "Agnes", "Hilda", "Oswin", "Bride", "Aidan", "Cuthbert", "Monica", "Kilian",
          "Winifred", "Dunstan", "Ita", "Finbarr", "Wilfrid", "Frideswide"]

PROFESSIONS = ["welder", "primary school teacher", "roofer", "bus driver", "electrician", "dairy farmer",
               "accountant", "hairdresser", "scaffolder", "chef", "plumber", "warehouse operative",
               "software developer", "forklift driver", "carpenter", "nurse", "retail assistant", "postal worker",
               "truck driver", "lawyer", "firefighter", "bricklayer", "police officer", "sheep shearer",
               "fisherman", "cleaner", "taxi driver", "architect", "painter and decorator", "mechanic",
               "care assistant", "barista", "librarian", "stonemason", "crane operator", "pharmacist",
               "landscape gardener", "dental hygienist", "security guard", "miner", "machinist",
               "social worker", "university lecturer", "veterinary surgeon", "delivery driver", "boilermaker",
               "lineman", "glazier", "jockey", "tiler", "shipwright", "plasterer", "abattoir worker",
               "kitchen porter", "joiner", "surveyor", "orchard worker", "courier", "dockworker", "sawmill worker"]

COUNTRIES = ["Portugal", "Poland", "the Philippines", "Nigeria", "India", "Vietnam", "Brazil", "Romania",
             "Samoa", "Tonga", "Ghana", "Lithuania", "Somalia", "Sri Lanka", "Pakistan", "Zimbabwe", "Colombia",
             "Syria", "South Korea", "Ukraine", "Fiji", "Kenya", "Mexico", "Ireland", "Scotland", "Thailand",
             "Egypt", "Iran", "Chile", "Hungary"]

EMPLOYER_A = ["Harbourline", "Brightwater", "Ironclad", "Northgate", "Tidewell", "Copperleaf", "Summit Ridge",
              "Bluegum", "Granite Peak", "Riverbend", "Stonebridge", "Kiwa", "Silverfern", "Redwater", "Oakhurst",
              "Fieldmark", "Longreach", "Pinnacle", "Westmere", "Crosswind"]
EMPLOYER_B = ["Freight", "Logistics", "Construction", "Roofing Ltd", "Dairy Co-op", "Engineering", "Steel Works",
              "Timber Mills", "Haulage", "Packaging", "Electrical", "Scaffolding", "Foods", "Plastics Pty Ltd",
              "Mining Services", "Civil Contractors", "Fisheries", "Builders Inc", "Transport", "Couriers"]
