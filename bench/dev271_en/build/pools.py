"""Invented pools: personal names of varied origins, place-name parts,
street parts, organisation parts, professions. Combined at random so that
no full name, town or organisation is copied from anywhere."""

FEMALE_FIRST = """
Abigail Adaeze Adeola Afua Agnieszka Aiko Aisling Akosua Alejandra Alessia Aliyah
Alma Amaal Amara Amina Anahera Ananya Anneliese Annika Aoife Arabella Aroha Asha
Astrid Aurelie Ayesha Babajide Beatriz Bernadette Bethan Bisola Blessing Bronagh
Bronwyn Camille Caoimhe Carmel Catalina Celestine Ceridwen Charmaine Chiamaka
Chidinma Chloe Ciara Claudette Concetta Constance Dagny Dalia Danuta Deirdre Delphine
Dervla Desiree Dimitra Dolores Dorota Eilidh Eleni Elif Elspeth Emeka Esi Esperanza
Eszter Eunice Farah Fatima Fenella Fiadh Fionnuala Folasade Francesca Gabriela Gráinne
Gulnara Halima Hana Harriet Hatice Heloise Henrietta Hiroko Honora Ifeoma Ilse Imogen
Ines Ingrid Isadora Itzel Jacinta Jadwiga Jasmeet Jemima Jolanta Josefina Joyce Juno
Kalinda Kamala Karin Katarzyna Kaveri Keziah Kiri Kirsty Ksenia Lakshmi Laoise Latoya
Leilani Leticia Liesel Linnea Lowri Lucinda Ludmila Mairead Malak Malgorzata Mamta
Marisol Marjolein Maryam Matilda Meera Mei Meredith Mireille Miriam Moana Morwenna
Nadia Naledi Nandini Naomi Nasreen Ngozi Niamh Nilufar Noor Nuala Nkechi Oksana
Olamide Olwen Oonagh Padma Paloma Parveen Perpetua Philippa Pilar Precious Priyanka
Qiu Radhika Rafaela Rangi Rashida Renata Rhiannon Rosalind Roisin Rukhsana Ruth Saoirse
Sabitha Sadia Sakura Salma Sanjukta Saskia Seren Shabnam Shauna Shirin Siobhan Siew
Simone Sinead Siân Sofia Solveig Sunita Svetlana Tahlia Takara Tamsin Temperance Thandiwe
Theodora Tova Ulrike Una Valentina Veronique Vesna Wairimu Wanjiru Wilhelmina Xiomara
Yasmin Yetunde Ying Yolanda Yuki Zainab Zanele Zofia Zuleika Beverley Denise Gillian
Jacqueline Lorraine Maureen Pauline Sharon Tracey Wendy Yvonne Karen Nicola Joanne
Dawn Melanie Kerry Lynette Colleen Tammy Darlene Rochelle Krystal Shelley Brenda
""".split()

MALE_FIRST = """
Abdi Adebayo Ahmed Aidan Alasdair Aleksander Amit Anders Andile Angus Arjun Ayodele
Baptiste Barnaby Bartosz Bilal Brendan Callum Caoimhín Chinedu Ciarán Conor Cosimo
Dariusz Declan Dmitri Eamon Emre Enrique Eoin Ezra Farhan Fergal Fintan Florin
Gareth Gideon Gonzalo Gustav Hamish Haruto Hemi Hussein Idris Ignatius Ikenna Imran
Jabari Jarrah Jerzy Joaquin Jovan Kaito Kamal Karan Kelechi Kofi Kwame Lachlan Leif
Lorcan Luca Macaulay Malik Manoj Marek Mateo Mehmet Mikael Mustafa Nikhil Niall Obinna
Oisín Olumide Orlando Oskar Padraig Pieter Quentin Rahul Rangi Rashid Reuben Rhodri
Ruairí Santiago Seamus Sebastián Shay Siddharth Tadhg Tariq Tavita Thabo Tiernan Tobias
Tomasz Ugo Umar Vikram Wiremu Xavier Yannick Yusuf Zoltan Zubair Barry Clive Darren
Graham Keith Neville Trevor Wayne Dwayne Kirk Shane Troy Brett Glenn Warren
""".split()

SURNAME = """
Abernethy Achebe Adeyemi Agarwal Ahlberg Akhtar Alcántara Aldous Amadi Ambrose Amoako
Andersson Appiah Arbuthnot Arkwright Asante Ashdown Atherton Aziz Bachmann Bairstow
Ballantyne Banerjee Baptiste Barraclough Beaumont Bellweather Benedetti Bhattacharya
Birtwistle Blackwood Bogdan Bonneville Bradshaw Brannigan Brennan Brightwater Broadhurst
Buchanan Burkhardt Cadwallader Caffrey Calloway Carmody Castellano Cavanagh Chakraborty
Chaudhry Chidozie Cho Chukwu Cienfuegos Clancy Coakley Colquhoun Conneely Cortázar
Cottingham Cruickshank Cunliffe Dabrowski Dalgleish Darlington Dasgupta Delacroix
Desai Devereux Dhillon Dimitriou Donnellan Doukas Drummond Duquesne Dziedzic Eastwood
Ebrahim Ekwueme Eldridge Ellingham Elmore Esposito Etxeberria Fairclough Falconer
Farrelly Featherstone Ferreira Fitzmaurice Flanagan Fontaine Forsythe Fotheringham
Gallagher Garnier Gatward Ghosh Giordano Goldberg Gonçalves Greenhalgh Gruber Gunasekara
Habibi Hadjipanayi Halloran Hammarberg Hargreaves Hartigan Hawksworth Heffernan Herrera
Hirano Holloway Hosseini Houlihan Huxtable Ibekwe Ibrahim Idowu Inglesby Iqbal Iwasaki
Jablonski Jagger Jameson Janowski Jayasuriya Jenkinson Joshi Kaczmarek Kapoor Karamanlis
Kavanagh Kealey Keneally Kettering Khumalo Kinsella Kowalczyk Krishnamurthy Kruger
Lachance Laird Lambourne Larkspur Latimer Leclerc Lennox Lindqvist Llewellyn Lockhart
Lombardi Lowther Lundgren MacAskill MacLennan Madaki Mahlangu Malhotra Mancini Marchetti
Masterson Mbeki Mbatha McCallister McGillycuddy McGonagle McIlroy Mehta Merriweather
Mistry Moloney Montague Morrissey Mukherjee Mulcahy Murtagh Nakagawa Nakamura Nandakumar
Ndlovu Nguyen Niemczyk Nolan Novak Nwachukwu Nyambura Oduya Ogunleye Okafor Okonkwo
O'Driscoll O'Flaherty Oladipo O'Mahony Onyekachi Osei Ostrowski Otieno Pacheco
Palmieri Papadakis Parekh Pemberton Pennington Perera Petrakis Pickering Pillai
Podolski Prendergast Pugh Quartey Quigley Radcliffe Rafferty Raghunathan Ramaswamy
Rasmussen Ravensworth Reddy Rinaldi Rocha Rosenthal Rowntree Rutkowski Sandoval
Santangelo Saxena Scully Sebastiani Sekhon Shackleton Sheridan Siddiqui Silvestri
Skelton Słowacki Sokolov Soyinka Spellman Stavropoulos Strachan Sutcliffe Szabo
Takahashi Tanaka Tennant Thistlewood Thorburn Tiernan Tolland Trevelyan Trinh Tuilagi
Tshabalala Uchenna Underhill Urquhart Vaillancourt Valdés Vasquez Venkataraman Vickery
Villeneuve Wakefield Walcott Wardlaw Warrender Whitcombe Whittaker Wickramasinghe
Winterbourne Wojcik Wrigley Xu Yamamoto Yeboah Yildirim Youngblood Zamora Zielinski
Zubiri Ó'Ceallaigh Te Whare Hohaia Waititi Ngata Paewai Tupou Fonoti Leota Mendoza
Bautista Villanueva Dela Cruz Santos Reyes Magbanua Lim Tan Goh Ong Wong Chua
""".split()

# a few compound surnames are written with a space in the pool above only as two words;
# these are the ones kept together on purpose
COMPOUND_SURNAME = ["Te Whare", "Dela Cruz", "Ní Bhriain", "Mac Giolla", "van der Merwe",
                    "de Souza", "Lloyd-Harrington", "Ashby-Coker", "Nwosu-Hart", "García-Lomas"]

NICKNAME = {"Bernadette": "Bernie", "Philippa": "Pip", "Henrietta": "Hettie",
            "Katarzyna": "Kasia", "Jacqueline": "Jackie", "Wilhelmina": "Mina",
            "Francesca": "Frankie", "Temperance": "Tempe", "Rosalind": "Ros",
            "Theodora": "Teddy", "Josefina": "Fina", "Malgorzata": "Gosia",
            "Constance": "Connie", "Lucinda": "Lucy", "Gabriela": "Gabi",
            "Deirdre": "Dee", "Beverley": "Bev", "Gillian": "Gill", "Maureen": "Mo",
            "Elspeth": "Elsie", "Dimitra": "Mimi", "Alejandra": "Ale"}

# --- place-name parts (combined to make invented towns) ---
TOWN_PRE = {
    "UK": ["Ash", "Bram", "Carr", "Dun", "Elder", "Fern", "Hal", "Lark", "Mar", "Nor",
           "Oak", "Pen", "Ros", "Stan", "Thorn", "Wey", "Wil", "Brack", "Cold", "Grey",
           "Hather", "Kings", "Lyd", "Mickle", "Otter", "Quen", "Sandle", "Tarn", "Wold",
           "Ember", "Fal", "Garn", "Holm", "Ivy", "Kettle", "Lang", "Moss", "Pell"],
    "US": ["Ash", "Beacon", "Cedar", "Dover", "Elk", "Fox", "Glen", "Harmon", "Iron",
           "Juniper", "Kings", "Laurel", "Maple", "Nor", "Oak", "Pine", "Quarry", "Red",
           "Silver", "Timber", "Union", "Willow", "Briar", "Cotton", "Hickory", "Mill"],
    "AU": ["Wir", "Bun", "Mool", "Gool", "Kar", "Nar", "Tal", "Bin", "Coo", "Yan",
           "Wal", "Mur", "Tor", "Ben", "Kur", "Gil", "Jar", "Dar", "Bel", "Kil"],
    "CA": ["Ash", "Beaver", "Birch", "Cran", "Elm", "Fraser", "Hazel", "Kings", "Lake",
           "Maple", "North", "Pine", "Spruce", "Stony", "Tamarack", "Willow", "Iron", "Loon"],
    "IE": ["Bally", "Kil", "Carrig", "Drum", "Clon", "Ard", "Rath", "Inis", "Glen", "Lis",
           "Tully", "Knock", "Derry", "Cappa", "Dun", "Moy", "Tober", "Ennis", "Bawn"],
}
TOWN_SUF = {
    "UK": ["ford", "bury", "ton", "field", "wick", "dale", "more", "bridge", "ham",
           "leigh", "stead", "cross", "haven", "worth", "by", "minster", "ridge", "thorpe",
           "combe", "hurst", "mouth", "well", "cott", "gate"],
    "US": ["ville", "ton", " Springs", " Falls", "field", " Ridge", " Grove", "port",
           " Heights", "wood", " Crossing", "burg", " Hollow", " Junction", "dale", " Bluff"],
    "AU": ["ralla", "dinga", "oona", "abah", "gong", "bine", "ngarra", "warra", "alee",
           "indi", "umbah", "aroo", "yup", "ella", "bool", "erang"],
    "CA": ["ville", "ton", " Falls", " Harbour", " Landing", "field", " Creek", "brook",
           " Bay", " Mills", " Lake", " Point"],
    "IE": ["more", "beg", "nagh", "keel", "owen", "carra", "doon", "lough", "cahill",
           "kenny", "garvan", "brack", "nure", "tallagh", "ross"],
}
LOCALITY = ["Moorside", "Upper Fenwick", "Hollins Green", "Sandy Lane End", "Kirkbrae",
            "West Ferris", "Old Mallow Park", "Brookhollow", "Priory Fields", "Lowther Bank",
            "St Ebba's", "Nettlebed Cross", "Harefield Rise", "Copperbeech"]

STREET_NAME = ["Elm", "Hawthorn", "Kestrel", "Rowan", "Alder", "Birchwood", "Chantry",
               "Dovecote", "Ferndale", "Gorse", "Heron", "Juniper", "Kingfisher", "Laburnum",
               "Meadowsweet", "Nightingale", "Orchard", "Primrose", "Quarry", "Rookery",
               "Sycamore", "Tannery", "Upland", "Vicarage", "Wren", "Yarrow", "Beacon",
               "Cobbler's", "Mill Race", "Old Forge", "Station", "Chapel", "Waterloo",
               "Magnolia", "Jacaranda", "Banksia", "Wattle", "Ironbark", "Cedar", "Spruce",
               "Tamarack", "Larch", "Saint-Urbain", "Lakeshore", "Prospect", "Harbour View",
               "Fuchsia", "Bluebell", "Foxglove", "Linnet", "Pewter", "Salter", "Weaver",
               "Cooper", "Glover", "Fletcher", "Marsh", "Curlew", "Plover", "Sandpiper"]
STREET_TYPE = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Way",
           "Terrace", "Gardens", "Grove", "Mews", "Court", "Rise", "Walk"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Place",
           "Way", "Terrace", "St", "Ave", "Dr", "Rd", "Blvd"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Close", "Place", "Drive",
           "Terrace", "Court", "St", "Rd", "Pde", "Cct", "Cres"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court",
           "Trail", "Way", "St", "Ave", "Dr", "Cres"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawn", "Drive", "Close",
           "Terrace", "Heights", "Court", "Way", "View"],
}
HOUSE_NAME = ["Rose Cottage", "The Old Bakery", "Fernlea", "Hillcrest", "Tigh na Mara",
              "Bramble House", "Kilnside", "The Laurels", "Greystones Farm"]

SAINT = ["Aldric", "Brigid", "Columba", "Ebba", "Finnian", "Hilda", "Ives", "Kenelm",
         "Ninian", "Oswin", "Petroc", "Winifred", "Cuthbert", "Aidan", "Wilfrid", "Non",
         "Ita", "Kevin", "Dymphna", "Jude"]

HOSP_SUFFIX = ["General Hospital", "Community Hospital", "University Hospital",
               "District Hospital", "Memorial Hospital", "Infirmary", "Women's Hospital",
               "Medical Center", "Regional Hospital", "Base Hospital", "Health Campus"]
CLINIC_SUFFIX = ["Women's Health Centre", "Menopause Centre", "Midlife Health Clinic",
                 "Women's Wellness Clinic", "Specialist Menopause Service",
                 "Bone Health Centre", "Gynaecology Centre", "Health & Hormone Clinic"]
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
    "US": ["Family Medicine", "Primary Care", "Family Practice", "Internal Medicine Associates",
           "Community Health Center"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic",
           "Health Hub"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Community Health Centre",
           "Medical Centre"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Surgery", "Medical Practice"],
}
PHARMACY_SUFFIX = {
    "UK": ["Pharmacy", "Chemist", "Pharmacy Ltd"],
    "US": ["Pharmacy", "Drug", "Apothecary", "Rx"],
    "AU": ["Pharmacy", "Chemist", "Discount Chemist"],
    "CA": ["Pharmacy", "Drug Mart", "Apothecary"],
    "IE": ["Pharmacy", "Chemist", "Medical Hall"],
}
WARD_NAME = ["Rowan Ward", "Marlowe Suite", "Kingfisher Unit", "Larch Ward", "Bluebell Suite",
             "Ash Wing Day Unit", "Heron Suite", "Willow Unit"]
BUILDING = ["Harrow Wing", "Outpatients Building B", "Level 2, Ferrand Block",
            "Bramwell Pavilion", "the Treacy Building", "East Annexe", "Podium Level 3",
            "Ground Floor, Mercer Wing", "Linacre House", "Block C"]

COMPANY_A = ["Tallowmere", "Brightwell", "Corvane", "Duskfield", "Everholt", "Fairlough",
             "Greythorn", "Hallamby", "Ironvale", "Juneberry", "Kessock", "Lanthorn",
             "Mossgiel", "Northwold", "Orrinshaw", "Pellucid", "Quillon", "Redmarsh",
             "Saltcote", "Threlkeld", "Umberleigh", "Vantor", "Westmarch", "Yewbank",
             "Zephyrine", "Arlow", "Brindle", "Cinder", "Halcyon", "Marrowby"]
COMPANY_B = ["Logistics", "Building Society", "Insurance Group", "Foods", "Engineering",
             "Financial Services", "Freight", "Software", "Retail Group", "Energy",
             "Print & Packaging", "Housing Association", "Credit Union", "Media",
             "Textiles", "Analytics", "Call Solutions", "Hospitality", "Construction",
             "Pharmaceuticals", "Airways", "Law LLP", "Accountants", "Dairies"]
SCHOOL_B = ["Primary School", "Academy", "High School", "Community College",
            "Grammar School", "Secondary School", "Elementary School", "Public School",
            "College of Further Education", "University"]
INSURER_A = ["Bluecrest", "Keystone", "Wattlebrook", "Laune", "Harbourline", "Northstar",
             "Meridale", "Sunward", "Larchmont", "Crestfield", "Ironbridge", "Tidewater"]
INSURER_B = ["Mutual", "Health Partners", "Health Fund", "Health Insurance", "Care Plan",
             "Benefit Society", "Assurance", "Health"]

PROFESSION = [
    "primary school teacher", "secondary school teacher", "teacher", "teaching assistant",
    "police officer", "paramedic", "accountant", "solicitor", "lawyer", "software developer",
    "bus driver", "hairdresser", "retail manager", "care assistant", "cleaner", "chef",
    "farmer", "civil servant", "university lecturer", "journalist", "firefighter",
    "HGV driver", "dental hygienist", "architect", "civil engineer", "midwife",
    "social worker", "barista", "receptionist", "call centre advisor", "librarian",
    "physiotherapist", "veterinary surgeon", "flight attendant", "warehouse operative",
    "bank clerk", "estate agent", "graphic designer", "musician", "HR manager",
    "project manager", "pharmacist", "staff nurse", "ward sister", "GP", "dentist",
    "hospital porter", "school cook", "nursery nurse", "beauty therapist", "postwoman",
    "prison officer", "lab technician", "courier", "data analyst", "office manager",
    "childminder", "carer", "shop assistant", "factory operative", "army officer",
    "speech and language therapist", "optician", "pub landlady", "bookkeeper",
    "marketing executive", "management consultant", "fitness instructor", "yoga teacher",
    "dog groomer", "florist", "tour guide", "air traffic controller", "nail technician",
    "real estate agent", "registered nurse", "personal support worker", "dental assistant",
    "school principal", "crossing guard", "youth worker", "insurance broker", "seamstress",
]
PARTNER_PROFESSION = ["electrician", "lorry driver", "plumber", "joiner", "mechanic",
                      "firefighter", "farmer", "engineer", "accountant", "taxi driver",
                      "shift supervisor", "sales rep", "merchant seaman", "roofer",
                      "IT consultant", "teacher", "pilot", "security guard", "chef",
                      "fisherman", "miner", "labourer", "police sergeant"]

BIRTH_COUNTRY = ["Portugal", "Nigeria", "Poland", "India", "Pakistan", "the Philippines",
                 "Ghana", "Jamaica", "Romania", "Somalia", "Iran", "Vietnam", "Brazil",
                 "Kenya", "Zimbabwe", "Sri Lanka", "Lithuania", "South Africa", "Scotland",
                 "New Zealand", "Malaysia", "Hong Kong", "Lebanon", "Iraq", "Colombia",
                 "Italy", "Greece", "Turkey", "Ukraine", "Bangladesh", "Egypt", "Mexico",
                 "Samoa", "Tonga", "Fiji", "China", "Japan", "Germany", "Chile", "Peru"]
TRAVEL_COUNTRY = ["Spain", "Portugal", "France", "Greece", "Thailand", "India", "Canada",
                  "the USA", "Australia", "New Zealand", "Italy", "Croatia", "Mexico",
                  "Morocco", "Ireland", "Scotland", "Japan", "Vietnam", "Kenya", "Egypt"]

RELATION = ["husband", "wife", "partner", "daughter", "son", "sister", "mother", "friend",
            "niece", "neighbour", "brother", "carer", "stepdaughter", "daughter-in-law"]
