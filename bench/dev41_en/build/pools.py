"""Invented name, place and institution pools for dev41-en.

All people, towns, streets, institutions and organisations built from these
pools are fictional.  States, provinces, counties and countries are real
regions (they identify no one).
"""

FEMALE = """
Margaret Patricia Linda Barbara Susan Dorothy Joan Eileen Maureen Bridget Siobhan Aoife Niamh
Ciara Orla Sinead Roisin Deirdre Fiona Morag Isla Eilidh Catriona Rhiannon Cerys Angharad Bethan
Gwen Sian Lowri Priya Anjali Sunita Kavita Deepa Lakshmi Meera Parminder Harpreet Gurpreet Nasreen
Farah Ayesha Fatima Zainab Noor Amina Hodan Fadumo Ifeoma Chiamaka Ngozi Adaeze Folasade Abena
Akosua Efua Wanjiru Nyambura Thandiwe Nomvula Mei Yan Hui Linh Thuy Hoa Ji-woo Seo-yeon Min-ji
Yuki Haruka Maricel Rowena Jocelyn Analyn Lourdes Guadalupe Maria Carmen Lucia Rosa Isabel Ximena
Valentina Ana Beatriz Joana Ines Giulia Francesca Chiara Alessandra Agnieszka Katarzyna Malgorzata
Zofia Olena Oksana Iryna Svetlana Natalia Anastasia Eleni Despina Sofia Ayse Elif Zeynep Leila
Yasmin Shirin Rachel Miriam Esther Hannah Leah Ingrid Astrid Freya Sigrid Annelies Marieke Sanne
Greta Heidi Brigitte Monique Genevieve Chantal Mireille Josée Huia Aroha Mere Ngaire Hine Moana
Losa Sina Mele Talia Tayla Kylie Shannon Bronwyn Narelle Leanne Jodie Kirsty Stacey Chloe Olivia
Emily Sophie Charlotte Jessica Megan Lauren Abigail Ella Poppy Evie Harriet Imogen Rebecca Claire
Nicola Joanne Helen Julie Karen Sharon Tracey Deborah Wendy Pauline Gillian Elaine Janet Brenda
Sandra Shirley Doreen Edna Mabel Violet Ethel Gladys Beryl Muriel Enid Winifred Vera Irene
Lorraine Denise Tamika Latoya Keisha Shanice Imani Aaliyah Brittany Ashley Amanda Jennifer
Kimberly Tiffany Crystal Heather Melissa Stephanie Dolores Consuelo Marisol Yolanda Esperanza
Beatrice Agnes Philippa Rosalind Mairead Grainne Eimear Nuala Caoimhe Saoirse Tahlia Aisha Rukhsana
Shabnam Mehwish Sadia Tasnim Rumana Nusrat Shirin Dilnoza Gulnara Tatiana Ludmila Petra Jana
Kateřina Ilse Birgit Mette Hanne Kiri Waimarie Anahera Mereana Losana Seini Ofa Lavinia Ruta
""".split()
FEMALE = list(dict.fromkeys(FEMALE))

MALE = """
James Robert Michael William David Richard Thomas Charles Joseph Christopher Daniel Matthew Anthony
Mark Steven Paul Andrew Kenneth Gary Brian Kevin Ronald Timothy Jason Jeffrey Ryan Jacob Tyler
Brandon Dwayne Tyrone DeShawn Marcus Jamal Terrence Darnell Seamus Padraig Cathal Eoin Ciaran
Donal Fergal Oisin Cormac Declan Colm Ruairi Hamish Angus Callum Ewan Alasdair Gareth Rhys
Dafydd Emyr Iwan Huw Gethin Rajesh Sanjay Vikram Arjun Rohan Anil Suresh Ramesh Harjit Gurdeep
Jaswinder Balwinder Imran Tariq Asif Khalid Bilal Hamza Yusuf Omar Mahmoud Mohammed Abdirahman
Abdullahi Chinedu Emeka Obinna Oluwaseun Babatunde Kwame Kofi Yaw Kwabena Tendai Tafadzwa Sipho
Thabo Wei Jun Hao Ming Jian Minh Tuan Duc Quang Min-jun Ji-ho Hyun-woo Takeshi Hiroshi Kenji
Ramon Rogelio Eduardo Jose Luis Carlos Javier Alejandro Diego Mateo Joao Tiago Rui Paulo Marco
Giuseppe Luca Alessandro Salvatore Piotr Tomasz Krzysztof Marek Pawel Andriy Dmytro Oleksandr
Sergei Nikolai Yannis Dimitrios Nikos Mehmet Mustafa Emre Reza Arash Dariush Farid Hassan Moshe
Eli Avi Lars Erik Nils Johan Pieter Willem Dieter Klaus Jurgen Stefan Pierre Jean-Luc Etienne
Mathieu Guillaume Rawiri Tama Wiremu Hemi Nikau Manaia Sione Tevita Viliami Semisi Iosefa Lachlan
Hayden Brodie Jarrod Bradley Shane Wayne Darren Craig Nathan Liam Noah Oliver Jack Harry George
Alfie Archie Oscar Leo Frederick Arthur Albert Ernest Harold Stanley Reginald Cyril Leonard Norman
Sidney Trevor Clive Keith Derek Malcolm Nigel Graham Colin Barry Geoffrey Roderick Desmond Winston
Clifton Delroy Errol Lloyd Kieran Niall Tadhg Diarmuid Pearse Abdul Rashid Shahid Zubair Faisal
Aziz Tomas Radek Milan Bogdan Vasyl Taras Goran Dragan Ahmet Burak Kaan Hemi Tipene Rangi Aperahama
""".split()
MALE = list(dict.fromkeys(MALE))

SURNAMES = """
Thompson Hughes Edwards Roberts Jenkins Pritchard Llewellyn Vaughan Morgan Price Powell Griffiths
Evans Davies Williams Jones Bowen Probert MacLeod MacDonald McKenzie Campbell Stewart Robertson
Murray Sinclair Buchanan Gillespie Henderson Fergusson Drummond Lamont Ogilvie Cairns Haldane
Atkinson Barraclough Ackroyd Sutcliffe Hargreaves Pickering Whitworth Holroyd Ormerod Butterworth
Greenwood Entwistle Rawlinson Fairclough Heseltine Cartwright Wainwright Blackburn Fothergill
Lockwood Haworth Kershaw Shackleton Crowther Dobson Pemberton Thwaite Whitaker Aldridge Bramley
Cavendish Dunstan Eddington Fenwick Garside Hadley Ingham Jessop Kettleborough Lambert Maltby
Newbould Oldroyd Padgett Quarmby Ramsden Stansfield Tattersall Uttley Varley Waddington Yates
Bradshaw Chadwick Pilling Marsden Hartley Bentley Hollingworth O'Sullivan O'Connell McCarthy
Fitzgerald Byrne Kavanagh Doherty Gallagher Quinlan Mulcahy Donnelly Brennan Dunne Keogh Moriarty
Hegarty Flanagan Geraghty Fogarty Lynch Nolan Costello Cullen McGrath Tierney Corrigan Scanlon
Hanrahan Breathnach Rossi Bianchi Esposito Romano Colombo Ricci Marino Greco Bruno Gallo Conti
De_Luca Mancini Costa Giordano Lombardi Moretti Barbieri Ferraro Santoro Russo Kowalski Kowalska
Nowak Wiśniewski Wójcik Kamińska Lewandowski Zieliński Szymańska Woźniak Dąbrowski Kozłowski
Jankowska Mazur Krawczyk Piotrowski Grabowski Shevchenko Kovalenko Bondarenko Tkachenko Kravchuk
Melnyk Ivanova Petrov Sokolov Volkova Morozov Papadopoulos Georgiou Nikolaidis Konstantinou
Christodoulou Karagiannis Demetriou Yilmaz Kaya Demir Çelik Şahin Aydın Öztürk Arslan Al-Hashimi
Haddad Khoury Mansour Nasser Abboud Saleh Hamdan El-Sayed Farouk Al-Rashid Abdi Warsame Hirsi
Jama Osman Mohamud Egal Duale Okafor Adeyemi Okonkwo Nwosu Eze Adebayo Ogunleye Balogun Chukwu Obi
Oyelaran Afolabi Olawale Ibekwe Uzoma Mensah Asante Owusu Boateng Appiah Ofori Agyeman Osei
Darko Amponsah Quaye Kamau Otieno Njoroge Wanjiku Mutua Moyo Ndlovu Dube Chikwanha Banda Phiri
Mokoena Nkosi Khumalo Mthembu Patel Shah Sharma Gupta Singh Kaur Sandhu Gill Dhillon Sidhu Bains
Grewal Chopra Malhotra Iyer Nair Menon Pillai Reddy Rao Krishnan Subramanian Chatterjee Banerjee
Mukherjee Bose Das Ghosh Desai Joshi Kulkarni Deshpande Mehta Trivedi Khan Hussain Chaudhry
Qureshi Siddiqui Rahman Uddin Miah Begum Chowdhury Akhtar Iqbal Mirza Butt Malik Raza Haque Karim
Fernando Perera Jayasuriya Wickramasinghe Gunawardena Chen Wang Li Zhang Liu Huang Zhao Wu Zhou
Xu Zhu Hu Guo Lin Luo Tang Cheung Chan Wong Leung Lau Ng Tsang Yeung Kwok Fong Nguyen Tran Pham
Hoang Phan Vu Dang Bui Kim Park Choi Jung Kang Cho Yoon Jang Lim Han Tanaka Suzuki Takahashi
Watanabe Ito Yamamoto Nakamura Kobayashi Sato Santos Reyes Cruz Bautista Ocampo Garcia Mendoza
Dela_Cruz Villanueva Aquino Castillo Ramos Tolentino Manalo Pascual Soriano Macaraeg Dimaculangan
Hernandez Lopez Gonzalez Rodriguez Martinez Sanchez Ramirez Flores Rivera Gomez Diaz
Morales Ortiz Gutierrez Chavez Ruiz Alvarez Castro Vargas Romero Herrera Medina Aguilar Vasquez
Delgado Cabrera Fuentes Salazar Navarro Espinoza Calderon Peña Ibáñez Ferreira Oliveira Pereira
Carvalho Almeida Ribeiro Gonçalves Teixeira Sousa Marques Azevedo Tremblay Gagnon Côté Bouchard
Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger Lévesque Bergeron Leblanc Paquette
Girard Cloutier Dubois Thibodeau Beaulieu Müller Schmidt Schneider Fischer Weber Becker Hoffmann
Schäfer Koch Bauer Richter Klein Schröder Neumann Van_der_Berg de_Vries Jansen Bakker Visser
Meijer Mulder de_Jong Andersson Johansson Lindqvist Nilsson Eriksen Haugen Larsen Halvorsen
Virtanen Korhonen Cohen Levy Goldberg Rosenberg Friedman Katz Weiss Shapiro Kaplan Horowitz
Feldman Abramowitz Ngata Parata Tamihana Te_Rangi Tipene Herewini Pōmare Kereama Hohaia
Faleolo Tuilagi Leota Aumua Fonoti Taufa Fifita Havili Latu Vainikolo Mahe Pulu Robinson Jackson
Coleman Brooks Bryant Simmons Foster Gibson Fletcher Harrington Whitfield Ashworth McAllister
O'Brien O'Neill Ó_Briain Mac_Giolla_Bhríde Nic_Aodha Ashworth-Kaur Moreno-Díaz Smith-Okonkwo
Pennington Rutherford Galbraith Thorburn Kilpatrick Abernethy Prendergast Delahunty Ní_Bhriain
""".split()
SURNAMES = list(dict.fromkeys(s.replace("_", " ") for s in SURNAMES))

# nicknames keyed by given name
NICKNAMES = {
    "Margaret": "Peggy", "Patricia": "Trish", "Elizabeth": "Liz", "Robert": "Bob",
    "William": "Bill", "Richard": "Dick", "Thomas": "Tom", "Joseph": "Joe", "Christopher": "Chris",
    "Anthony": "Tony", "Kenneth": "Ken", "Ronald": "Ron", "Timothy": "Tim", "Dorothy": "Dot",
    "Winifred": "Winnie", "Frederick": "Fred", "Albert": "Bert", "Leonard": "Len",
    "Reginald": "Reg", "Stanley": "Stan", "Sidney": "Sid", "Harold": "Harry", "Geoffrey": "Geoff",
    "Alessandro": "Sandro", "Giuseppe": "Beppe", "Katarzyna": "Kasia", "Malgorzata": "Gosia",
    "Oleksandr": "Sasha", "Abdirahman": "Abdi", "Oluwaseun": "Seun", "Babatunde": "Tunde",
    "Alejandro": "Alex", "Eduardo": "Eddie", "Jacob": "Jake", "Bridget": "Biddy",
    "Nikolai": "Kolya", "Dimitrios": "Jim", "Mohammed": "Mo", "Francesca": "Frankie",
    "Jennifer": "Jen", "Kimberly": "Kim", "Deborah": "Debbie", "Rebecca": "Becky",
}

PROFESSIONS = [
    "welder", "bus driver", "primary school teacher", "secondary school teacher", "plumber",
    "electrician", "carpenter", "joiner", "bricklayer", "scaffolder", "forklift driver",
    "warehouse operative", "HGV driver", "long-haul truck driver", "taxi driver", "courier",
    "postal worker", "farmer", "dairy farmer", "sheep farmer", "shearer", "fisherman",
    "commercial fisher", "miner", "coal miner", "shipyard worker", "boilermaker", "fitter and turner",
    "mechanic", "panel beater", "hairdresser", "barber", "beautician", "chef", "kitchen porter",
    "café owner", "publican", "bar manager", "baker", "butcher", "shop assistant", "retail manager",
    "cashier", "accountant", "bookkeeper", "bank clerk", "solicitor", "lawyer", "paralegal",
    "civil engineer", "software developer", "IT consultant", "graphic designer", "architect",
    "quantity surveyor", "estate agent", "real estate agent", "insurance broker", "librarian",
    "university lecturer", "teaching assistant", "childminder", "nursery worker", "care assistant",
    "support worker", "cleaner", "hotel housekeeper", "security guard", "police officer",
    "firefighter", "prison officer", "soldier", "naval rating", "train driver", "railway signaller",
    "airline pilot", "flight attendant", "tram driver", "painter and decorator", "landscaper",
    "gardener", "tree surgeon", "labourer", "construction worker", "roofer", "plasterer",
    "dental nurse", "pharmacy technician", "lab technician", "veterinary nurse", "social worker",
    "youth worker", "church minister", "journalist", "photographer", "musician", "piano teacher",
    "dressmaker", "seamstress", "textile worker", "machinist", "factory worker", "printer",
    "call centre operator", "receptionist", "office administrator", "personal assistant",
    "civil servant", "council worker", "refuse collector", "street cleaner", "cabinet maker",
    "stonemason", "glazier", "locksmith", "sales representative", "travelling salesman",
    "shopkeeper", "newsagent", "greengrocer", "market trader", "florist", "interpreter",
    "translator", "nanny", "home help", "meat packer", "abattoir worker", "orchard worker",
    "vineyard worker", "mail carrier", "longshoreman", "dock worker", "crane operator",
    "machinist", "tool maker", "pipefitter", "steelworker", "lineman", "telecom engineer",
]
PROFESSIONS = list(dict.fromkeys(PROFESSIONS))

COUNTRIES = [
    "Portugal", "Poland", "Romania", "Lithuania", "Latvia", "Ukraine", "India", "Pakistan",
    "Bangladesh", "Sri Lanka", "Nepal", "Nigeria", "Ghana", "Kenya", "Zimbabwe", "Somalia",
    "Eritrea", "Sudan", "Ethiopia", "South Africa", "Jamaica", "Trinidad", "Barbados",
    "the Philippines", "Vietnam", "China", "Hong Kong", "Malaysia", "South Korea", "Japan",
    "Thailand", "Indonesia", "Fiji", "Samoa", "Tonga", "the Cook Islands", "Italy", "Spain",
    "Greece", "Cyprus", "Turkey", "Iran", "Iraq", "Syria", "Lebanon", "Egypt", "Morocco",
    "Mexico", "Guatemala", "El Salvador", "Honduras", "Colombia", "Brazil", "Chile", "Peru",
    "Germany", "the Netherlands", "France", "Ireland", "Scotland", "Wales", "England",
    "Northern Ireland", "Canada", "Australia", "New Zealand", "the United States", "Malta",
    "Croatia", "Bosnia", "Serbia", "Hungary", "Czechia", "Slovakia", "Bulgaria", "Albania",
    "Afghanistan", "Yemen", "Haiti", "Cuba", "the Dominican Republic", "Vanuatu", "Papua New Guinea",
]

# --- place-name building blocks (combined into invented towns) ---------------
UK_A = ["Kels", "Thorn", "Brack", "Wether", "Oak", "Calder", "Stow", "Fen", "Hollin", "Lyn",
        "Marl", "Sallow", "Til", "Alder", "Bram", "Castle", "Duns", "Fox", "Grey", "Hart",
        "Whin", "Brid", "Cold", "Ald", "Hawks", "Lang", "Mire", "Nether", "Pens", "Rook",
        "Skel", "Tad", "Wick", "Yarn", "Ebb", "Gos", "Helm", "Kirk", "Ling", "Ottery"]
UK_B = ["ford", "wick", "field", "by", "den", "hurst", "moor", "bridge", "mouth", "thorpe",
        "combe", "mere", "leigh", "well", "ton", "ham", "ley", "borough", "stead", "worth"]
UK_POST = ["", "", "", "", " Vale", " Green", " Cross", " Heath", " on Sea", " Magna", " Bank"]

US_A = ["Maple", "Cedar", "Pine", "Lake", "River", "Spring", "Fair", "Oak", "Elm", "Glen",
        "Ash", "Brook", "Clear", "Willow", "Sycamore", "Hickory", "Walnut", "Stone", "Mill",
        "Prairie", "Bluff", "Harbor", "Red", "Silver", "Cotton", "Laurel", "Magnolia",
        "Juniper", "Aspen", "Sumner", "Garrison", "Holloway", "Whitcomb", "Ellery"]
US_B = ["ton", "ville", "field", "wood", "dale", "port", "brook", "haven", "ridge", "view",
        "burg", " Falls", " Springs", " Junction", " City", " Heights", " Crossing", " Hills"]
US_PRE = ["", "", "", "", "", "North ", "East ", "West ", "South ", "Port ", "Mount ", "New "]

CA_EXTRA = ["Saint-Rémi-des-Prés", "Lac-Beaumont", "Pointe-aux-Cèdres", "Rivière-Verte-Est",
            "Sainte-Odile-sur-Lac", "Val-des-Sources-Nord", "Cap-Lévis", "Mont-Sauvin"]

AU_TOWNS = ["Wattle Creek", "Banksia Heights", "Coolabah Downs", "Mount Kerrigan", "Yarrabee",
            "Kooralong", "Bellingarra", "Tallowood", "Ironbark Flats", "Lilly Pilly Point",
            "Marrindale", "Gumbooya", "Coorabin Springs", "Warrigal Park", "Bundarra Vale",
            "Kingfisher Bay", "Mulgara", "Tarrawong", "Bottlebrush Hill", "Emu Plains West",
            "Corella Ridge", "Minjarra", "Paperbark Creek", "Bilgola Heights", "Wallaroo Park",
            "Dunmarra Beach", "Jacaranda Grove", "Currawong Heights", "Boronia Vale",
            "Kurrajong East", "Salt Pan Creek", "Waratah Point", "Myall Lakes South",
            "Goondiwarra", "Ngarrabul", "Tuggerawong", "Illawong Park", "Brolga Downs"]

NZ_TOWNS = ["Te Rangi Bay", "Awatoru", "Ferndale Heights", "Kowhai Park", "Tōtara Springs",
            "Pūriri Bay", "Rimu Heights", "Mākoha", "Harbourview", "Matai Flat", "Kahikatea",
            "Tūī Valley", "Pōhutukawa Point", "Raupō Flats", "Kererū Hill", "Whārite",
            "Manukōwhai", "Pukenui East", "Ōtaiwhenua", "Tawa Grove", "Ngaio Downs",
            "Koromiko", "Karaka Point", "Weka Valley", "Kaimātai", "Port Hallett", "Glenmurray",
            "Ashgrove Springs", "Ruamoana", "Kōpūtai", "Māhoe Heights", "Flaxmere South"]

IE_A = ["Bally", "Kil", "Carrig", "Drum", "Rath", "Clon", "Ennis", "Knock", "Lis", "Tulla",
        "Glen", "Mullin", "Castle", "Derry", "Inish", "Ard"]
IE_B = ["corr", "brennan", "more", "keel", "farran", "beg", "drum", "ross", "na", "kelly",
        "gar", "bawn", "anure", "league", "cullen", "tober"]

UK_COUNTIES = ["West Yorkshire", "North Yorkshire", "Lancashire", "Cumbria", "Kent", "Essex",
               "Devon", "Cornwall", "Somerset", "Norfolk", "Suffolk", "Lincolnshire",
               "Derbyshire", "Staffordshire", "Shropshire", "Cheshire", "Hampshire", "Dorset",
               "Northumberland", "County Durham", "Gwynedd", "Powys", "Fife", "Aberdeenshire",
               "Highland", "County Antrim", "County Down"]
IE_COUNTIES = ["Galway", "Cork", "Kerry", "Limerick", "Clare", "Mayo", "Sligo", "Donegal",
               "Tipperary", "Waterford", "Wexford", "Kilkenny", "Wicklow", "Meath", "Louth",
               "Westmeath", "Offaly", "Laois", "Kildare", "Roscommon", "Leitrim", "Cavan",
               "Monaghan", "Longford", "Carlow"]

US_STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Massachusetts", "MA"), ("Pennsylvania", "PA"),
             ("Michigan", "MI"), ("Minnesota", "MN"), ("Wisconsin", "WI"), ("Georgia", "GA"),
             ("North Carolina", "NC"), ("Tennessee", "TN"), ("Texas", "TX"), ("Arizona", "AZ"),
             ("Colorado", "CO"), ("Oregon", "OR"), ("Washington", "WA"), ("California", "CA"),
             ("New York", "NY"), ("New Jersey", "NJ"), ("Maryland", "MD"), ("Virginia", "VA"),
             ("Kentucky", "KY"), ("Missouri", "MO"), ("Iowa", "IA"), ("Nebraska", "NE"),
             ("Kansas", "KS"), ("Alabama", "AL"), ("Louisiana", "LA"), ("Florida", "FL"),
             ("Indiana", "IN"), ("Connecticut", "CT"), ("Vermont", "VT"), ("Maine", "ME"),
             ("New Mexico", "NM"), ("Utah", "UT"), ("Idaho", "ID"), ("Montana", "MT")]
CA_PROVS = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
            ("Manitoba", "MB", "R"), ("Saskatchewan", "SK", "S"), ("Nova Scotia", "NS", "B"),
            ("New Brunswick", "NB", "E"), ("Quebec", "QC", "GHJ"),
            ("Newfoundland and Labrador", "NL", "A"), ("Prince Edward Island", "PE", "C")]
AU_STATES = [("New South Wales", "NSW", 2000, 2899), ("Victoria", "VIC", 3000, 3999),
             ("Queensland", "QLD", 4000, 4899), ("South Australia", "SA", 5000, 5799),
             ("Western Australia", "WA", 6000, 6799), ("Tasmania", "TAS", 7000, 7799),
             ("Australian Capital Territory", "ACT", 2600, 2618),
             ("Northern Territory", "NT", 800, 899)]
NZ_REGIONS = ["Northland", "Auckland", "Waikato", "Bay of Plenty", "Gisborne", "Hawke's Bay",
              "Taranaki", "Manawatū-Whanganui", "Wellington", "Tasman", "Nelson", "Marlborough",
              "West Coast", "Canterbury", "Otago", "Southland"]

STREET_WORDS = ["Elm", "Oak", "Birch", "Chestnut", "Hawthorn", "Rowan", "Holly", "Laburnum",
                "Linden", "Poplar", "Sycamore", "Willow", "Juniper", "Beech", "Larch", "Alder",
                "Station", "Church", "Mill", "Bridge", "Market", "Victoria", "Albert", "Queens",
                "Kings", "Park", "Meadow", "Orchard", "Brook", "Riverside", "Harbour", "Quarry",
                "Forge", "Tannery", "Granary", "Wharf", "Foundry", "Cooper", "Fletcher",
                "Gladstone", "Nelson", "Wellington", "Clarendon", "Salisbury", "Pemberton",
                "Ashgrove", "Fernlea", "Glenview", "Hillcrest", "Lakeview", "Seaview", "Sunnyside",
                "Windmill", "Kestrel", "Heron", "Kingfisher", "Skylark", "Curlew", "Plover",
                "Wattle", "Banksia", "Kowhai", "Totara", "Karaka", "Jacaranda", "Magnolia",
                "Cedar", "Maple", "Lincoln", "Jefferson", "Franklin", "Monroe", "Garfield",
                "Lafayette", "Bellevue", "Montrose", "Dunmore", "Carrick", "Shannon", "Liffey",
                "Abbey", "Chapel", "Castle", "Tower", "Cathedral", "Prospect", "Union", "Canal"]
UK_SUFFIX = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Gardens", "Grove",
             "Terrace", "Way", "Place", "Court", "Rise", "View", "Mews"]
US_SUFFIX = ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Place", "Way",
             "Circle", "Terrace", "Ave", "St", "Rd", "Dr", "Blvd"]
AU_SUFFIX = ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Drive", "Place", "Court",
             "Terrace", "Esplanade", "Highway", "St", "Rd", "Ave", "Cres"]
FR_STREET = ["rue des Érables", "rue Principale", "chemin du Lac", "boulevard Saint-Joseph",
             "rue de l'Église", "avenue des Pins", "rue Champlain", "rang Saint-Rémi"]

SAINTS = ["Mary", "Joseph", "Luke", "Vincent", "Columba", "Brigid", "Patrick", "Aidan", "Cuthbert",
          "Anne", "Catherine", "Elizabeth", "Michael", "Jude", "Francis", "Margaret", "Oswald",
          "Clare", "Bartholomew", "Helier", "Teresa", "Benedict", "Brendan", "Kevin", "Finbarr"]

WARD_NAMES = ["Rowan", "Kestrel", "Heron", "Juniper", "Beech", "Larch", "Willow", "Hawthorn",
              "Kingfisher", "Osprey", "Curlew", "Skylark", "Bluebell", "Foxglove", "Primrose",
              "Harebell", "Magnolia", "Wattle", "Banksia", "Kōwhai", "Rimu", "Tōtara", "Cedar",
              "Aspen", "Maple", "Nightingale", "Seacole", "Lister", "Fleming", "Cavell", "Jenner",
              "Harvey", "Elgar", "Brontë", "Wordsworth", "Ruskin", "Linnet", "Plover", "Puffin"]

CARE_HOME_WORDS = ["Ashgrove", "Brookfield", "Cedar Lodge", "Elmhurst", "Fernlea", "Glenholme",
                   "Hazelwood", "Ivy Bank", "Laurel House", "Meadowbank", "Oakleigh",
                   "Pinewood", "Rosedene", "Springfield House", "The Beeches", "Westcliffe",
                   "Willowmead", "Sunnyvale", "Harbourside", "Kowhai Court", "Wattle Grove"]

COMPANY_A = ["Northgate", "Bluewater", "Redstone", "Harbourline", "Ironbridge", "Greenacre",
             "Summit", "Kestrel", "Pinnacle", "Westbrook", "Blackthorn", "Silverline", "Oakfield",
             "Trident", "Fairway", "Copperleaf", "Southern Cross", "Lakeshore", "Highmoor",
             "Crossways", "Riverside", "Tidewater", "Meridian", "Brightwater", "Coastal"]
COMPANY_B = ["Logistics", "Freight", "Fisheries", "Joinery", "Engineering", "Haulage",
             "Construction", "Foods", "Dairies", "Plastics", "Print & Packaging", "Motors",
             "Timber Supplies", "Cleaning Services", "Security Ltd", "Home Care",
             "Care Services", "Builders", "Electrical", "Roofing", "Textiles", "Meats",
             "Produce", "Marine", "Couriers"]
SCHOOL_KIND = ["Primary School", "High School", "Academy", "College", "Community School",
               "Elementary School", "Middle School", "State School", "National School"]
CHARITY = ["Carers Trust", "Food Bank", "Men's Shed", "Community Larder", "Day Centre",
           "Women's Aid Refuge", "Housing Association", "Tenancy Support", "Befriending Service",
           "Lunch Club", "Stroke Club", "Parkinson's Group", "Breathe Easy Group"]
CHURCH = ["St {s}'s Parish", "{a} Baptist Church", "{a} Gurdwara", "{a} Mosque",
          "{a} Methodist Church", "{a} Seventh-day Adventist Church", "{a} Kingdom Hall",
          "{a} Pentecostal Assembly", "{a} Synagogue", "{a} Hindu Temple", "St {s}'s Church"]

US_WARDS = [w for w in WARD_NAMES if w not in ("Wattle", "Banksia", "Kōwhai", "Rimu", "Tōtara", "Seacole",
                                               "Nightingale", "Cavell", "Brontë", "Wordsworth", "Ruskin", "Elgar")]
