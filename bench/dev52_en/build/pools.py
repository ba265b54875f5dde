"""Invented pools: names, places, organisations, professions. Combinations are random;
towns, streets, hospitals, practices and employers are made up for this set."""

FIRST_F = """Mary Olivia Ava Sophie Chloe Grace Emily Hannah Megan Siobhan Aoife Niamh Saoirse Róisín Eilidh
Morag Catriona Bethan Angharad Seren María Lucía Guadalupe Ximena Camila Valentina Inês Joana Conceição
Marisol Amélie Émilie Geneviève Hélène Manon Élodie Brigitte Anneliese Jürgen Greta Małgorzata Agnieszka
Zofia Katarzyna Francesca Giulia Chiara Eleni Despina Vasiliki Fatima Aisha Layla Noor Yasmin Mariam
Shirin Parisa Niloufar Priya Ananya Lakshmi Deepika Kavitha Sunita Farzana Nusrat Tahmina Mei Xiu Ying
Li Na Jia Hui Thu Linh Ngọc Anh Hoa Ji-woo Seo-yeon Min-ji Yuki Haruka Aiko Maricel Rosalinda Jocelyn
Chiamaka Ngozi Adaeze Funmilayo Abena Akosua Ama Hodan Ayaan Faduma Tigist Meron Selam Aroha Moana Ngaio
Mele Losaline Sefa Elif Zeynep Ayşe Svetlana Olga Natalia Oksana Iryna Annika Sanne Femke Ingrid Sigrid
Astrid Réka Zsófia Miriam Rivka Tova Leilani Keala Charlotte Isla Matilda Ruby Harper Zara Kaylee Tamsin
Phoebe Imogen Beatrix Dolores Edith Mildred Gwendolyn Maeve Orla Bridget Juniper Willow Destiny Jazmine
Shaniqua Keisha Latoya Ebony Tanisha Brenda Darlene Judith Gail Rhonda Marguerite Yvette Colette Nadège
Josée Mireille Carmen Rocío Pilar Itzel Yolanda Beatriz Adriana Wen Qing Xin Kiri Tui Jacinta Raewyn""".split()

FIRST_M = """James Oliver Jack Harry Thomas William George Liam Noah Ethan Callum Ciarán Oisín Pádraig Seán
Eoin Cormac Hamish Ruaridh Angus Dafydd Rhys Gethin José Luis Alejandro Santiago Mateo Joaquín Rodrigo
João Gonçalo Tiago Rui Étienne François Benoît Jérôme Mathieu Théo Klaus Dieter Wolfgang Lukas Tomasz
Krzysztof Paweł Wojciech Giuseppe Marco Alessandro Luca Nikolaos Dimitrios Giorgos Omar Ahmed Yusuf Khalid
Tariq Hamza Bilal Reza Dariush Kamran Arjun Rahul Vikram Sanjay Rajesh Suresh Anil Imran Rafiq Shahid
Wei Jun Hao Ming Zhi Qiang Minh Tuấn Quang Hùng Dong-hyun Ji-hoon Seung-min Hiroshi Kenji Takeshi Daisuke
Ramon Danilo Emmanuel Chukwuemeka Obinna Oluwaseun Babatunde Kwame Kofi Yaw Abdirahman Abdullahi Mohamed
Dawit Tesfaye Yohannes Wiremu Tane Rawiri Sione Tevita Iosefa Mehmet Mustafa Emre Dmitri Sergei Alexei
Bohdan Taras Mykola Pieter Joost Bram Lars Anders Henrik Sven Zoltán Gábor László Moshe Avi Eitan Kekoa
Makoa Kalani Dwayne Tyrone DeShawn Marquis Jamal Terrence Earl Harold Walter Clarence Leroy Vernon Cecil
Wendell Bartholomew Fergus Declan Desmond Mervyn Clive Nigel Trevor Alistair Barnaby Rupert Lachlan Brodie
Jarrah Kieran Tyson Cooper Hudson Wyatt Colton Brayden Jaxon Tobias Felix Ezra Silas Rafael Guillermo Ignacio
Xavier Darnell Luc Gaétan Réjean Ghislain Yannick Arnaud""".split()

SURNAMES = """Smith Johnson Williams Brown Jones Miller Davis Wilson Taylor Thompson Walker Hughes Edwards
Roberts Evans Price Pritchard Llewellyn ap-Rhys Morgan O'Brien O'Sullivan O'Donoghue Ní-Bhriain McCarthy
MacLeod MacKenzie McAllister Fitzgerald Kavanagh Ó-Súilleabháin García López Martínez Hernández
Rodríguez Pérez Sánchez Ramírez Torres Flores Gutiérrez Mendoza Castillo Delgado Vargas Ortiz Morales
Gonçalves Ferreira Rodrigues Carvalho Nascimento Araújo Lefèvre Côté Bouchard Gagnon Tremblay Lavoie Pelletier
Bélanger Dubois Moreau Girard Fontaine Müller Schneider Fischer Weber Becker Hoffmann Schäfer Krüger
Wiśniewska Kowalski Nowak Wójcik Kamińska Lewandowski Zieliński D'Angelo Esposito Romano Ricci Bianchi
Colombo De-Luca Russo Papadopoulos Georgiou Konstantinidis Nikolaidis Al-Hashimi El-Sayed Haddad Khoury
Nasser Mansour Abboud Hosseini Rahimi Tehrani Karimi Moradi Raghunathan Subramanian Krishnamurthy Iyer
Venkataraman Patel Shah Desai Mehta Chaudhary Banerjee Mukherjee Chatterjee Siddiqui Qureshi Malik
Chowdhury Rahman Hossain Begum Zhang Wang Li Chen Liu Huang Zhao Wu Zhou Ng Wong Chan Lam Leung Tsang
Nguyễn Trần Lê Phạm Hoàng Vũ Đặng Bùi Park Kim Lee Choi Jung Kang Yoon Tanaka Suzuki Watanabe Yamamoto
Nakamura Kobayashi Santos Reyes Bautista Villanueva Aquino Mercado Okonkwo Adeyemi Okafor Nwosu Eze
Obi Adebayo Balogun Mensah Asante Owusu Boateng Osei Warsame Abdi Hassan Farah Tesfaye Bekele Haile
Gebremedhin Ngata Parata Tuhiwai Tuilagi Faleolo Tupou Vaipulu Yılmaz Kaya Demir Şahin Çelik Ivanov
Petrov Volkova Smirnova Kovalenko Shevchenko Bondarenko van-der-Berg de-Vries Bakker Visser Jansen
Sørensen Lindqvist Andersson Johansson Nilsson Kovács Nagy Szabó Horváth Goldberg Rosenthal Katz
Friedman Kahale Akana Kealoha Washington Jefferson Robinson Jackson Coleman Freeman Booker Whitfield
Ashworth Pemberton Fairweather Thistlethwaite Blackwood Hargreaves Greenhalgh Featherstone Postlethwaite
Cavendish Whitlock Blythe Kerrigan Doherty Gallagher Brennan Sheehan Mulcahy Tierney Ruiz-Zafón
Saint-Pierre Leblanc-Roy Smith-Jones Harding-Wells Al-Amin Ben-David da-Silva dos-Santos de-la-Cruz
dela-Rosa Van-Buren Le-Roux Mac-Giolla""".split()


def fix_surname(s):
    # multi-word surnames written with '-' in the pool where they contain a space
    spaced = {"Ní-Bhriain": "Ní Bhriain", "Ó-Súilleabháin": "Ó Súilleabháin", "De-Luca": "De Luca",
              "van-der-Berg": "van der Berg", "de-Vries": "de Vries", "da-Silva": "da Silva",
              "dos-Santos": "dos Santos", "de-la-Cruz": "de la Cruz", "dela-Rosa": "dela Rosa",
              "Van-Buren": "Van Buren", "Le-Roux": "Le Roux", "Mac-Giolla": "Mac Giolla",
              "ap-Rhys": "ap Rhys"}
    return spaced.get(s, s)


SURNAMES = [fix_surname(s) for s in SURNAMES]

NICK = {"William": "Bill", "Thomas": "Tom", "James": "Jim", "Margaret": "Peggy", "Elizabeth": "Liz",
        "Robert": "Bob", "Alejandro": "Alex", "Katarzyna": "Kasia", "Oluwaseun": "Seun",
        "Chukwuemeka": "Emeka", "Bartholomew": "Bart", "Dimitrios": "Jimmy", "Krzysztof": "Chris",
        "Wojciech": "Wojtek", "Francesca": "Frankie", "Matilda": "Tilly", "Alexei": "Lyosha",
        "Dwayne": "D", "Nikolaos": "Nick", "Gwendolyn": "Gwen", "Josée": "Jojo", "Harold": "Hal",
        "Babatunde": "Tunde", "Funmilayo": "Funmi", "Lachlan": "Lachie", "Jacinta": "Jac",
        "Charlotte": "Charlie", "Alistair": "Ali", "Imogen": "Immy", "Beatrix": "Trixie"}

# ---------------------------------------------------------------- places (invented towns)
TOWNS = {
    "US": [("Millbrook Falls", "New York", "NY"), ("Cedar Hollow", "Ohio", "OH"), ("Port Avalon", "Oregon", "OR"),
           ("Ashgrove", "Pennsylvania", "PA"), ("Fenwick Springs", "Texas", "TX"), ("Marlow Junction", "Iowa", "IA"),
           ("Bellhaven", "Massachusetts", "MA"), ("Quarry Ridge", "Vermont", "VT"), ("Sable Point", "Michigan", "MI"),
           ("Dunmore Heights", "Illinois", "IL"), ("Tillson Creek", "Georgia", "GA"), ("Ravenna Bluff", "Kentucky", "KY"),
           ("Oak Cassel", "Wisconsin", "WI"), ("Larkspur Valley", "Colorado", "CO"), ("New Calloway", "North Carolina", "NC"),
           ("Hartwell Lake", "Minnesota", "MN"), ("Pembrook", "Maine", "ME"), ("Silverton Mills", "Washington", "WA"),
           ("Esterline", "Arizona", "AZ"), ("Brackenridge", "Tennessee", "TN"), ("Calder City", "Nevada", "NV"),
           ("Wexley", "Connecticut", "CT"), ("Gainsford", "Alabama", "AL"), ("Halloway", "Missouri", "MO"),
           ("Kittering", "Indiana", "IN"), ("Lower Amesbury", "New Hampshire", "NH"), ("Mesa Colorada", "New Mexico", "NM"),
           ("Pinecrest Landing", "Florida", "FL"), ("Rookfield", "Virginia", "VA"), ("Saltmarsh", "South Carolina", "SC"),
           ("Thornbury Park", "New Jersey", "NJ"), ("Wyndham Flats", "Kansas", "KS"), ("Kealoha Bay", "Hawaii", "HI"),
           ("Glenrock Pass", "Montana", "MT"), ("Orchard Grove", "California", "CA"), ("Belmont Shoals", "Maryland", "MD")],
    "GB": [("Harrowgate Wells", "", ""), ("Little Chedbury", "", ""), ("Kingsbridge-on-Tame", "", ""),
           ("Marsh Aldwick", "", ""), ("Pennock", "", ""), ("Stourleigh", "", ""), ("Upper Wentbridge", "", ""),
           ("Thornwick", "", ""), ("Castlebrae", "", ""), ("Llanfeiriog", "", ""), ("Ballymorran", "", ""),
           ("Eastholme", "", ""), ("Ravensby", "", ""), ("Saltfleet Magna", "", ""), ("Whitcombe", "", ""),
           ("Cranmoor", "", ""), ("Dunraddie", "", ""), ("Abermawr", "", ""), ("Fellbeck", "", ""),
           ("Oakhanger Cross", "", ""), ("Brindlecote", "", ""), ("Shepton Vale", "", ""), ("Gildersby", "", ""),
           ("Kirkhallam", "", ""), ("Norbury St Giles", "", "")],
    "CA": [("Rivière-aux-Pins", "Quebec", "QC"), ("Maple Narrows", "Ontario", "ON"), ("Kestrel Lake", "Manitoba", "MB"),
           ("Port Albrecht", "Nova Scotia", "NS"), ("Saint-Élzéar-de-Bellemare", "Quebec", "QC"),
           ("Cranberry Portage North", "Manitoba", "MB"), ("Ashcombe", "Ontario", "ON"), ("Fraserhaven", "British Columbia", "BC"),
           ("Coldwater Flats", "Alberta", "AB"), ("Prairie Rose", "Saskatchewan", "SK"), ("Tidewater Cove", "Newfoundland and Labrador", "NL"),
           ("Beaumont-sur-Lac", "New Brunswick", "NB"), ("Elkhorn Ridge", "Alberta", "AB"), ("Greyfield", "Ontario", "ON"),
           ("Sointula Bay", "British Columbia", "BC"), ("Charlevale", "Prince Edward Island", "PE"), ("Northmere", "Ontario", "ON"),
           ("Lac-Désiré", "Quebec", "QC"), ("Yellowpine", "Yukon", "YT")],
    "AU": [("Wattle Creek", "New South Wales", "NSW"), ("Bunyip Flat", "Victoria", "VIC"), ("Koorawatha Heights", "New South Wales", "NSW"),
           ("Mallee Springs", "Victoria", "VIC"), ("Port Carrington", "Queensland", "QLD"), ("Ironbark Downs", "Queensland", "QLD"),
           ("Gidgee Well", "Western Australia", "WA"), ("Saltbush Point", "South Australia", "SA"), ("Tarrawong", "Tasmania", "TAS"),
           ("Yarraby", "Victoria", "VIC"), ("Emu Plains North", "New South Wales", "NSW"), ("Coolamine", "Australian Capital Territory", "ACT"),
           ("Jindabyne Vale", "New South Wales", "NSW"), ("Pelican Reach", "Western Australia", "WA"), ("Barramundi Bay", "Northern Territory", "NT"),
           ("Kurrajong East", "New South Wales", "NSW"), ("Mount Wyalla", "South Australia", "SA"), ("Redgum Hill", "Queensland", "QLD")],
}
GB_COUNTIES = ["Wessex Vale", "North Ambridgeshire", "Mercia Downs", "East Tamarshire", "Glen Corrach", "Dyfed Uchaf"]

STREET_NAMES = """Elm Oak Maple Cedar Willow Birch Hawthorn Juniper Larch Rowan Alder Sycamore Linden Magnolia
Chestnut Poplar Aspen Beacon Harbour Harbor Quarry Mill Church Station Bridge Victoria Albert Wellington
Kingfisher Heron Curlew Lapwing Ferncliff Ridgeview Lakeshore Riverbend Foxglove Bluebell Primrose Thistle
Saltire Tamarind Banksia Wattle Jacaranda Kookaburra Ironwood Bottlebrush Spinifex Coolabah Rue-des-Érables
Laurier Champlain Frontenac Dufferin Cartier Brunswick Pemberton Ashby Carrow Dunstan Halloran Oyelaran
Nakamura Delacroix Esperanza Santa-Rosa Ashworth Greenhalgh Ballantyne Kilbride Glenview Mulberry Orchard
Paddock Canal Tannery Ropewalk Cooper Weaver Farrier Chandler Fletcher Marigold""".split()
STREET_TYPES_US = ["Street", "Avenue", "Road", "Lane", "Drive", "Court", "Boulevard", "Way", "Place", "Terrace", "Circle", "Trail", "Pike"]
STREET_TYPES_GB = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Grove", "Mews", "Terrace", "Way", "Rise", "Row", "Walk"]
STREET_TYPES_AU = ["Street", "Road", "Avenue", "Parade", "Crescent", "Place", "Highway", "Esplanade", "Drive", "Court", "Circuit", "Close"]
STREET_TYPES_CA = ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Line", "Concession Road", "Sideroad", "Way"]

COUNTRIES = ["Portugal", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Philippines", "Vietnam", "Mexico",
             "Guatemala", "Brazil", "Colombia", "Poland", "Ukraine", "Romania", "Greece", "Italy", "Spain", "France",
             "Germany", "Ireland", "Scotland", "Somalia", "Ethiopia", "Eritrea", "Kenya", "Tanzania", "Lebanon",
             "Syria", "Iran", "Iraq", "Afghanistan", "China", "South Korea", "Japan", "Thailand", "Indonesia",
             "New Zealand", "Samoa", "Tonga", "Fiji", "Jamaica", "Haiti", "Trinidad and Tobago", "Peru", "Chile",
             "Turkey", "Egypt", "Morocco", "South Africa", "Zimbabwe", "Sri Lanka", "Nepal", "Cambodia", "Canada",
             "Australia", "United States", "England", "Wales", "Dominican Republic", "Cuba", "Bali"]

# ---------------------------------------------------------------- hospitals and organisations
HOSP_STEMS = """Lakeside Riverside Northvale Southbridge Westmere Eastleigh Harrowgate Kingsmead Queensway Beaconsfield
Bellhaven Cedar-Hollow Fenwick Millbrook Ashgrove Larkspur Tidewater Kestrel Ravensby Thornwick Marlow Pembrook
Silverton Wattle-Creek Ironbark Mallee Yarraby Coolamine Maple-Narrows Fraserhaven Greyfield Northmere
Saltmarsh Glenrock Orchard-Grove Brindlecote Whitcombe Cranmoor Fellbeck Eastholme Stourleigh Bunyip Tarrawong""".split()
SAINTS = ["St. Aldric's", "St. Brigid's", "St. Columba's", "St. Ethelreda's", "St. Jude's", "St Wilfrid's",
          "Our Lady of the Pines", "St. Kateri", "Sainte-Agathe", "St. Ignatius", "Mercy", "Holy Cross",
          "St Anselm's", "Good Shepherd", "St. Barnabas", "St. Veronica's"]
HOSP_KINDS_US = ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital",
                 "Memorial Hospital", "Health System", "University Hospital", "Hospital Center"]
HOSP_KINDS_GB = ["General Hospital", "Royal Infirmary", "District General Hospital", "Community Hospital",
                 "University Hospital", "Royal Hospital", "Cottage Hospital"]
HOSP_KINDS_CA = ["General Hospital", "Health Centre", "Regional Health Centre", "Hôpital", "District Hospital",
                 "Memorial Hospital"]
HOSP_KINDS_AU = ["Base Hospital", "District Hospital", "Health Service", "Private Hospital", "General Hospital",
                 "Memorial Hospital"]
CLINIC_KINDS = {"US": ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Family Health Clinic", "Community Health Center"],
                "GB": ["Surgery", "Medical Practice", "Health Centre", "Group Practice"],
                "CA": ["Family Health Team", "Medical Clinic", "CLSC", "Community Health Centre"],
                "AU": ["Medical Centre", "Family Practice", "GP Super Clinic", "Health Hub"]}
PHARM_KINDS = {"US": ["Pharmacy", "Drug", "Apothecary", "Community Pharmacy"],
               "GB": ["Pharmacy", "Chemist", "Pharmacy Ltd"],
               "CA": ["Pharmacy", "Pharmacie", "Drug Mart"],
               "AU": ["Pharmacy", "Chemist", "Discount Chemist", "Pharmacy & Gifts"]}
PHARM_STEMS = ["Greenleaf", "Corner", "Bluebird", "Harbourside", "Mortar & Pestle", "Village", "Kettle Street",
               "Wellspring", "Apex", "Parkway", "Rosewood", "Sunnyside", "Crossroads", "Cherrytree", "Lantern",
               "Oakleaf", "Riverstone", "Tallowood", "Beacon Hill", "Golden Wattle", "Nordvik", "Pomeroy"]
HOSPICE = ["Wren House Hospice", "St. Brigid's Hospice", "Lighthouse Hospice", "Quiet Harbour Palliative Care",
           "Evening Star Hospice", "Cedar Haven Hospice", "Kowhai House", "Maison Soleil Palliative", "Bluegum Hospice",
           "Heatherbank Hospice"]
HOMEHEALTH = ["BrightPath Home Health", "Hearthside Home Care", "CareLink Visiting Nurses", "Evergreen Home Health Services",
              "Homeward Community Nursing", "Silver Fern Home Nursing", "NorthStar Visiting Nurse Association",
              "Bridgewater District Nursing", "Waratah Home Care", "Les Soins Lumière", "Kindred Oak Home Health"]
WARDS = ["Nightingale Ward", "Seacole Ward", "Florence Ward", "Jasmine Unit", "Osprey Ward", "Rowan Ward",
         "Lister Ward", "Kingfisher Unit", "Magnolia Ward", "Banksia Ward", "Harbour View Unit", "Aspen Unit"]

EMPLOYERS = ["Halvorsen Freight", "Brightwater Dairy Co-op", "Tallis & Reed Solicitors", "Meridian Logistics",
             "Copperleaf Construction", "Northgate Precision Castings", "Bluewater Seafoods", "Kessler Auto Body",
             "Arden Valley Council", "Pinnacle Roofing", "Sundown Mining Pty Ltd", "Maple Leaf Poultry Processing",
             "Redgum Vineyards", "Okoro & Daughters Catering", "Hartigan Steelworks", "Clearwell Plastics",
             "Larkspur Elementary School", "Granite State Paving", "Ironbark Timber Mills", "Brackenridge Textiles",
             "Saltfleet Fisheries", "Quarry Ridge Stone Co", "Westmere Distribution Centre", "Kingsmead Bakery",
             "Bonaventure Cleaning Services", "Tidewater Shipyards", "Fenwick Data Solutions", "Calder Casino & Resort",
             "Ashgrove Animal Hospital", "Prairie Rose Grain Terminal", "Glenrock Ski Patrol", "Silverton Aerospace",
             "Harbourline Ferries", "Castlebrae Distillery", "Wattle Creek Childcare", "Pemberton Print Works",
             "Lindqvist Electrical", "Mesa Colorada Solar", "Kittering Meatpacking", "Thornbury Call Centre"]
SCHOOLS = ["Westfield Middle School", "Carrow Valley College", "Bellhaven High School", "St. Columba's Primary School",
           "Maple Narrows Secondary School", "Koorawatha Public School", "Ravensby Academy", "Port Avalon Community College",
           "Fraserhaven University", "Quarry Ridge Elementary", "Kestrel Lake Collegiate", "Whitcombe Grammar School",
           "École secondaire Lac-Désiré", "Dunmore Heights High School", "Yarraby Secondary College",
           "Northmere Polytechnic", "University of Eastholme", "Tidewater Regional High", "Gildersby Sixth Form College",
           "Mallee Springs Primary School", "Oak Cassel Technical Institute", "Larkspur State University"]
INSURERS = {"US": ["Keystone Mutual Health", "BlueRiver Health Plan", "Cardinal Care HMO", "Summit Assurance PPO",
                   "Heartland Medicaid Partners", "Evergreen Benefit Administrators"],
            "GB": ["Albion Private Health", "Thistle Medical Insurance"],
            "CA": ["Laurentian Benefits", "Northern Lights Group Insurance", "Prairie Mutual Extended Health"],
            "AU": ["Southern Reef Health Fund", "Coral Coast Health Insurance", "Wattle Mutual Health Fund"]}
SPONSORS = ["Veltrix Therapeutics", "Aurelian Biosciences", "Nordhavn Pharma", "Kairos Bio Inc", "Halcyon Oncology",
            "Meridia Clinical Research", "Tessellate Biologics", "BlueHeron CRO", "Quillon Pharmaceuticals"]
REFLABS = ["Northgate Reference Laboratories", "Westgate Regional Pathology", "Beacon Diagnostics",
           "Sentinel Molecular Pathology", "Harbourline Reference Lab", "Laboratoires Boréal"]
CHURCHES = ["Grace Baptist Church", "St. Anselm's Parish", "Mount Zion AME", "Bethel Korean Church",
            "Gurdwara Sahib Linden Road", "Holy Trinity Greek Orthodox"]

PROFESSIONS = ["welder", "teacher", "retired teacher", "plumber", "electrician", "truck driver", "HGV driver",
               "bus driver", "nurse", "pharmacy technician", "accountant", "cashier", "farmer", "dairy farmer",
               "fisherman", "carpenter", "roofer", "software developer", "chef", "line cook", "barista", "hairdresser",
               "mechanic", "diesel mechanic", "forklift operator", "warehouse worker", "security guard",
               "police officer", "firefighter", "paramedic", "solicitor", "lawyer", "librarian", "postal worker",
               "miner", "stonemason", "bricklayer", "painter and decorator", "landscaper", "shearer", "jackaroo",
               "bookkeeper", "dental hygienist", "veterinarian", "vet nurse", "cleaner", "housekeeper",
               "childcare worker", "early childhood educator", "social worker", "journalist", "architect",
               "civil engineer", "lab technician", "machinist", "seamstress", "tailor", "baker", "butcher",
               "retired coal miner", "retired nurse", "retired bus driver", "pastor", "imam", "musician",
               "graphic designer", "real estate agent", "insurance broker", "factory worker", "meatpacker",
               "crane operator", "long-haul trucker", "airline pilot", "flight attendant", "taxi driver",
               "Uber driver", "delivery driver", "university lecturer", "student nurse", "care assistant",
               "personal support worker", "home care aide", "crossing guard", "janitor", "custodian",
               "cook", "dishwasher", "tradie", "boilermaker", "sheet metal worker", "pipefitter", "glazier"]
