"""Invented pools of names, places, organisations and occupations.

Written by hand for dev326_en; no external name list was used.  Town,
street, hospital and employer names are composed from invented fragments.
"""

FEMALE = """Aoife Siobhan Niamh Orla Ciara Grainne Maeve Sinead Roisin Eimear
Margaret Patricia Helen Susan Karen Deborah Linda Janet Pauline Gillian Fiona
Morag Eilidh Catriona Rhian Cerys Bethan Sian Emily Chloe Hannah Olivia Grace
Ruby Isla Freya Harriet Imogen Jessica Megan Kayla Brittany Ashley Tamika
Latoya Keisha Shanice Priya Ananya Deepa Kavitha Lakshmi Meera Sunita Farah
Ayesha Nadia Samira Yasmin Fatima Zainab Amina Halima Ngozi Chioma Adaeze
Funmilayo Abena Akosua Wanjiru Njeri Thandiwe Nomvula Lerato Zanele Precious
Linh Thao Huong Mai Yuki Haruka Ji-woo Seo-yeon Min-ji Maria Rosa Lucia Ines
Carmen Ximena Valentina Camila Joana Beatriz Agnieszka Katarzyna Magdalena
Zofia Olena Irina Svetlana Eleni Despina Giulia Francesca Chiara Ingrid Astrid
Sigrid Marieke Sanne Hine Aroha Mere Ngaire Losa Sina Mele Leilani Kiri Tui
Anahera Marama Shirin Parisa Elif Zeynep Dolores Bernadette Philippa Rosalind
Wendy Doreen Edna Glenys Muriel Yvonne Colette Josephine Sharon Tracey Leanne
Kirsty Shona Noreen Carys Lowri Mirela Bronwyn Kylie Tahlia Jacinta Ebony
Danielle Monique Genevieve Solange Amelie Nathalie Mireille Hui Min Siew Lan
Xin Yi Wen Jing Lakshana Thulasi Nalini Rukhsana Shabnam Tehmina Noor Rania
Layla Dalia Yetunde Bisola Efua Ama Achieng Wambui Naledi Palesa Busisiwe
Annemarie Elsabe Riana Hiroko Keiko Soo-ah Eun-ji Analyn Marites Rowena
Guadalupe Paloma Renata Iolanthe Ottilie""".split()

MALE = """Sean Ciaran Padraig Declan Eoin Cathal Donal Fergal Oisin Colm John
Michael David Robert Peter Stephen Gary Kevin Paul Mark Graham Alistair Callum
Hamish Euan Dafydd Rhys Gareth Owain Tom Oliver Harry Jack George William
Tyler Brandon Dwayne Marcus Tyrone DeShawn Jamal Raj Arjun Vikram Sanjay Rohan
Harpreet Gurdeep Imran Tariq Bilal Faisal Omar Yusuf Khalid Hassan Chinedu
Emeka Oluwaseun Tunde Kwame Kofi Yaw Kipchoge Otieno Sipho Thabo Mandla
Bongani Pieter Johan Hendrik Wei Jun Hao Jian Kai Minh Tuan Duc Hiroshi Kenji
Takumi Min-jun Ji-hoon Jose Carlos Mateo Diego Javier Luis Joao Tiago Rui Piotr
Tomasz Krzysztof Marek Andriy Dmitri Nikos Giorgos Marco Luca Giuseppe Lars
Henrik Sven Bram Joris Wiremu Rawiri Tane Hemi Sione Tevita Viliami Malakai
Mehmet Emre Reza Dariush Ahmad Barry Desmond Trevor Clive Nigel Derek Malcolm
Keith Ronald Dennis Raymond Terence Brendan Kieran Shane Lachlan Bradley Darren
Jarrod Travis Corey Hunter Mason Dakota Rafael Mauricio Ignacio Sergio Ravi
Suresh Ganesh Prakash Anand Venkat Dinesh Zubair Asif Kamran Waqar Samir
Karim Ziad Nabil Ayodele Babatunde Ikenna Obinna Kwabena Kojo Juma Baraka
Lungile Themba Sibusiso Francois Etienne Gerhard Willem Jacques Mathieu
Olivier Benoit Yannick Seung-ho Dong-hyun Ryo Daisuke Chen Bo Zhi Hong Arvind
Nikhil Ignatius Ambrose Cornelius Fintan Lorcan Tadhg Ruairi""".split()

SURNAMES = """O'Sullivan McGrath Fitzgerald Hartigan Cullinane Brennan Doherty
Moriarty Keane Mulcahy Ó Floinn Ní Bhriain MacLeod Drummond Fraser Munro
Sinclair Buchanan Pritchard Llewellyn Bevan Prosser Ashworth Hargreaves
Whitfield Pemberton Holloway Fairbairn Thornton Blackwood Pickering Greenhalgh
Aldridge Cartwright Fenwick Bramley Oakes Lofthouse Stainton Washington
Jefferson Brooks Coleman Delgado Kowalczyk Hernandez Ramirez Nakamura Castillo
Krishnan Subramanian Iyer Nair Menon Patel Desai Sharma Gupta Chaudhry Malhotra
Sandhu Gill Dhillon Bhattacharya Banerjee Reddy Rao Qureshi Siddiqui Hussain
Akhtar Rahman Chowdhury Khan Haddad Al-Masri Mansour Nassar Farouk Okafor
Adeyemi Okonkwo Eze Balogun Ogunleye Nwosu Adebayo Mensah Boateng Owusu
Asante Appiah Kamau Mwangi Wanjala Njoroge Abdi Warsame Van der Merwe Botha
Pretorius Nkosi Dlamini Mokoena Ndlovu Khumalo Naidoo Govender Pillay Chen
Wong Lim Tan Ng Leung Cheung Zhou Huang Lau Goh Teo Nguyen Tran Pham Vu Kim
Park Choi Jung Kang Yoon Tanaka Watanabe Sato Yamamoto Kobayashi Santos Reyes
Dela Cruz Bautista Villanueva Mendoza Nowak Wiśniewski Zieliński Kowalski
Wójcik Lewandowska Shevchenko Kovalenko Bondarenko Rossi Bianchi Esposito
Romano Ferrari Greco Marino Ferreira Carvalho Almeida Sousa Pereira Garcia
Martinez Fernandez Lopez Moreno Navarro Ortega Papadopoulos Georgiou
Konstantinou Nikolaidis de Vries van Dijk Bakker Visser Janssen Becker
Schneider Hoffmann Richter Keller Lindqvist Andersen Halvorsen Nyberg Ngata
Parata Te Whare Tawhiri Horomona Rangi Kereama Tuilagi Fonoti Taufa Vaipulu
Leota Fifita Yilmaz Demir Kaya Celik Aydin Rahimi Karimi Tehrani Moradi
Goldberg Rosenthal Katz Levy Tremblay Gagnon Bouchard Côté Pelletier Lavoie
Campbell Clarke Grant Henry Francis Hall Bell Moss Fox Winter Young Frost
Marsh Ellery Quigley Treharne Rowntree Dunphy Gilchrist Abernethy Kilbride
Nolan Egan Kavanagh Hennessy Costigan Devlin Mahony Rafferty Lennon Tierney
Okoro Ibekwe Achebe Oduya Sithole Mahlangu Zulu Radebe Mthembu Odhiambo
Chua Ong Yeo Koh Seah Tay Sim Ramasamy Muthu Selvam Arumugam Kaur Bains Grewal
Johal Sidhu Ahmed Iqbal Mirza Baig Sheikh Varghese Thomas Kurian Mathew
Joseph Abraham Fonseca D'Souza Pinto Rodrigues Lobo Sequeira""".split("\n")

def _split_surnames():
    out = []
    multi = ["Ó Floinn", "Ní Bhriain", "Van der Merwe", "Dela Cruz", "de Vries",
             "van Dijk", "Te Whare"]
    for line in SURNAMES:
        for m in multi:
            line = line.replace(m, m.replace(" ", "_"))
        for w in line.split():
            out.append(w.replace("_", " "))
    return out


SURNAME_LIST = _split_surnames()

NICK = {"Robert": "Bob", "Margaret": "Peggy", "William": "Bill",
        "Patricia": "Trish", "Michael": "Mick", "Stephen": "Steve",
        "Josephine": "Jo", "Deborah": "Debbie", "Thomas": "Tom",
        "Christopher": "Chris", "Dennis": "Den", "Raymond": "Ray",
        "Terence": "Terry", "Susan": "Sue", "Bernadette": "Bernie",
        "Philippa": "Pippa", "Katarzyna": "Kasia", "Padraig": "Paddy",
        "Alistair": "Ali", "Oluwaseun": "Seun", "Babatunde": "Tunde"}

# ---- place fragments (invented) -------------------------------------------
UK_A = ("Ash Brad Cal Cold Dun Elm Fern Grey Hart Hol Kings Lang Marl Nether "
        "Oak Pen Red Shep Stan Thorn Wick Bram Crow Fal Hex Kel Lox Mor Quen "
        "Rad Sal Tad Wen Yar Abber Bix Chel Dray Ebb Frith").split()
UK_B = ("combe ford ley bury ton ham field worth by wick mouth stead borough "
        "bridge well hurst thorpe minster cliffe dale").split()
IE_A = "Bally Kil Carrig Knock Clon Dun Rath Tulla Ard Inis Glen Lis Drum".split()
IE_B = ("keeran nagh corrin dara more brack fane owen lough avady meela curra "
        "beg shee mona tully garvan").split()
US_W = ("Harlow Millbrook Cedar Aspen Beacon Clover Dutton Fairmont Granger "
        "Hollis Kimball Linden Marlow Norwood Oakdale Pruitt Quarry Redfield "
        "Sutter Tillman Vance Whitcomb Yardley Ashby Cobb Elkhorn Galloway "
        "Juniper Larchmont Pickett Stanton Tolliver").split()
US_PAT = ["{} Falls", "{}ville", "Port {}", "{} Springs", "{} Heights",
          "East {}", "{}ton", "Lake {}", "{} Junction", "West {}"]
CA_W = ("Maple Birch Kettle Loon Caribou Pine Tamarack Moose Otter Spruce "
        "Heron Cranberry Granite Whitefish Beaver Larch Elkwater").split()
CA_F = "Aurèle Rémi Odile Gervais Clément Honoré Eulalie Prosper".split()
CA_PAT = ["{} Harbour", "{}ton", "{} River", "{} Landing", "{} Lake",
          "{} Ridge", "New {}"]
AU_W = ("Wattle Ironbark Banksia Currawong Bluegum Yarrah Kookabee Mallee "
        "Brolga Boronia Tallow Jarrah Quandong Bottlebrush Galah Karri "
        "Saltbush Wombara Coolibah Tingara").split()
AU_PAT = ["{} Creek", "{} Vale", "{}ton", "Mount {}", "{} Heads", "{} Downs",
          "{} Plains", "{} Point"]
NZ_A = "Wai Roto Mata Kai Pae Awa Oro Tira Hau Mana Rua Puke".split()
NZ_B = "kohu rangi nui iti roa whenua kura pito mahi tea ora kaha".split()
NZ_W = "Kowhai Totara Rimu Tussock Harakeke Kereru Matai Pukeko".split()
NZ_PAT = ["{} Bay", "{}field", "{} Flat", "{} Downs", "{} Hill"]
SG_A = "Sennett Telok Kembang Seri Bukit Tanjong Kampong Lorong Simpang Pasir".split()
SG_B = "Heights Vale Grove Park Gardens Crest View Rise".split()
ZA_A = "Riet Klip Wolwe Bloem Doorn Mooi Kleine Groot Vaal Suikerbos Kwagga Eland".split()
ZA_B = "fontein dorp kloof rivier bosch spruit vlei hoek kop berg".split()

STREET_W = ("Larkspur Quarry Bank Hawthorn Mill Cedar Rowan Ferncliff Station "
            "Chapel Orchard Willow Beech Kiln Tannery Foundry Lime Kiln "
            "Magpie Heron Sparrowhawk Rookery Saddler Cooper Weaver Fuller "
            "Mariner Pilgrim Lantern Harvest Meadowsweet Primrose Foxglove "
            "Bracken Heather Gorse Thistle Juniper Alder Hazel Sycamore "
            "Chestnut Poplar Laurel Marigold Bluebell Cobble Tolley Ember "
            "Garnet Quartz Slate Flint Copper Kingfisher Plover Curlew Osprey "
            "Wren Linnet").split()
STREET_W2 = ["Quarry Bank", "Lime Kiln", "Ferry Wharf", "Old Mill",
             "Bishop's Walk", "St Anne's", "Kings Meadow", "Pump House",
             "Orchard End", "Nine Elms"]
SUFFIX_UK = ("Road Street Avenue Lane Close Drive Crescent Way Terrace Place "
             "Grove Gardens Mews Rise Row Walk").split()
SUFFIX_US = ("Street Avenue Road Drive Lane Boulevard Court Way Place Terrace "
             "Parkway Circle Trail").split()
SUFFIX_AU = "Street Road Avenue Parade Crescent Court Drive Place Close Way Esplanade".split()

SAINTS = ("Brennan Columba Aidan Finbarr Hilda Oswin Brigid Cuthbert Ita "
          "Kieran Brendan Monica Raphael Bartholomew Clement Aloysius Fiacre "
          "Enda Gobnait Kevin Dymphna Winifred Petroc Illtud").split()

BIZ_W = ("Tollgate Northvale Brightwater Ridgeback Silverline Kestrel "
         "Harbourside Ironbark Bluegum Keystone Fenwick Greyfriars Larchfield "
         "Summit Coastline Redgate Highmoor Oxbow Lodestar Tern Blackthorn "
         "Cairn Driftwood Copperleaf Windrush Southgate Meridian Pinecrest "
         "Stonebridge Wayfarer Glenmore Halcyon Trident Saltmarsh").split()
BIZ_K = ["Freight", "Logistics Ltd", "Construction", "Bus Company", "Airways",
         "Dairy Co-op", "Scaffolding Ltd", "Primary School", "Academy",
         "Foods", "Engineering", "Rail Services", "Bakery", "Hotel",
         "Haulage", "Builders Merchants", "Roofing", "Electrical Contractors",
         "Aged Care", "Energy", "Fisheries", "Mining Pty Ltd", "Telecom",
         "Cleaning Services", "Accountants", "Veterinary Group", "Motors",
         "Printing", "Security", "Couriers", "Cinema", "Garden Centre",
         "Community College", "Cricket Club", "Brewery", "Timber Mill"]
INSURERS = ["Corrib Health", "Tasman Mutual", "Bluewater Health Fund",
            "Everline Health Plan", "Meridian Mutual Health",
            "Kingfisher Health", "Sunveld Medical Aid", "Highveld Medscheme",
            "Northstar Health Insurance", "Cascadia Benefit Plan",
            "Greenleaf Health Partners", "Harbourline Health", "Lionsgate Care",
            "Pohutu Health Cover", "Coralbay Health", "Aldgate Private Health"]

PROFESSIONS = ["scaffolder", "bus driver", "HGV driver", "forklift operator",
               "primary school teacher", "secondary school teacher",
               "electrician", "airline pilot", "roofer", "crane operator",
               "chef", "hairdresser", "software developer", "dairy farmer",
               "dental hygienist", "window cleaner", "postal worker",
               "accountant", "barista", "yoga instructor", "sheep shearer",
               "plumber", "carpenter", "warehouse operative", "taxi driver",
               "care assistant", "shop assistant", "civil engineer",
               "solicitor", "police officer", "firefighter", "paramedic",
               "labourer", "delivery driver", "nurse", "pharmacist",
               "librarian", "bank clerk", "call centre agent", "cleaner",
               "personal trainer", "dance teacher", "architect",
               "graphic designer", "journalist", "farm labourer",
               "fisherman", "lorry driver", "train driver", "tram driver",
               "ambulance technician", "lifeguard", "steel fixer",
               "painter and decorator", "machinist", "baker",
               "butcher", "welder", "miner", "truck driver", "courier",
               "receptionist", "office manager", "civil servant",
               "university lecturer", "tiler", "gardener", "zookeeper",
               "surveyor", "optometrist", "veterinary nurse",
               "bricklayer", "housekeeper", "flight attendant",
               "air traffic controller", "deckhand", "pastor", "joiner",
               "retail manager", "school bus driver", "stonemason",
               "tree surgeon", "linesman", "ski instructor", "jockey",
               "physiotherapy assistant", "sound engineer", "violinist"]
DRIVING_JOBS = ["bus driver", "HGV driver", "taxi driver", "delivery driver",
                "lorry driver", "forklift operator", "crane operator",
                "train driver", "school bus driver", "courier", "truck driver",
                "tram driver", "ambulance technician"]
HEIGHT_JOBS = ["scaffolder", "roofer", "window cleaner", "steel fixer",
               "tree surgeon", "linesman", "electrician", "painter and decorator",
               "crane operator", "bricklayer"]

RELATIONS_F = ["wife", "daughter", "mother", "sister", "partner", "niece",
               "granddaughter", "daughter-in-law", "neighbour", "friend"]
RELATIONS_M = ["husband", "son", "father", "brother", "partner", "nephew",
               "grandson", "son-in-law", "neighbour", "friend"]

COUNTRIES_ABROAD = ["Portugal", "Poland", "Nigeria", "India", "Pakistan",
                    "Spain", "Greece", "Norway", "Croatia", "Thailand",
                    "Vietnam", "the Philippines", "Kenya", "Ghana", "Italy",
                    "Romania", "Sri Lanka", "Fiji", "Samoa", "Tonga",
                    "Zimbabwe", "Malaysia", "Japan", "Mexico", "Brazil",
                    "Turkey", "Egypt", "Iran", "Lebanon", "Cyprus",
                    "Iceland", "Canada", "Jamaica", "the Netherlands",
                    "Germany", "France", "Morocco", "Bangladesh", "China",
                    "South Korea"]

LANDMARKS = ["Harbour Steps", "Clocktower Arcade", "Ferris Memorial Fountain",
             "Old Corn Exchange", "Lantern Quay", "Riverside Boardwalk",
             "Gallows Hill lookout", "Kestrel Point lighthouse",
             "Market Cross", "Copperleaf Mall", "Saltmarsh Pier",
             "Tollgate Bridge", "Greyfriars Bus Station",
             "Northvale Leisure Centre", "Bluegum Reserve"]
WINGS = ["Cavell Wing", "Ridley Wing", "Lister Building", "Harbour Block",
         "Maple Pavilion", "Kowhai Block", "Ash Wing", "Garnet Building",
         "Sycamore Unit", "Osprey Building", "Linden Wing", "Tern House"]
WARDS = ["Kestrel Ward", "Heron Ward", "Willow Ward", "Larch Ward",
         "Curlew Unit", "Plover Ward", "Rowan Ward", "Wren Ward"]
