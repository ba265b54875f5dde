"""Invented value pools for dev130_en. Everything here is made up for this set.

Place names are produced from invented syllables; real names appear only for
states/provinces/regions and countries, and only as those types.
"""

COUNTRIES = ["UK", "IE", "CA", "KE", "GH"]
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "CA": "Canada", "KE": "Kenya", "GH": "Ghana"}

# ---------------------------------------------------------------- given names
GIVEN = {
    "kenyan_f": ["Wanjiru", "Wambui", "Njeri", "Akinyi", "Atieno", "Achieng", "Awino", "Chebet", "Jepkosgei",
                 "Jeptoo", "Kemunto", "Moraa", "Nafula", "Nekesa", "Mumbua", "Mwende", "Kanini", "Wairimu",
                 "Nyambura", "Kerubo", "Wangari", "Nyokabi", "Auma", "Adhiambo", "Jelagat", "Chepkoech",
                 "Naliaka", "Makena", "Kawira", "Zawadi", "Imani", "Neema", "Purity", "Faith", "Mercy"],
    "kenyan_m": ["Kiprono", "Kipchumba", "Kibet", "Cheruiyot", "Otieno", "Odhiambo", "Ochieng", "Omondi",
                 "Mutua", "Musyoka", "Kamau", "Mwangi", "Njoroge", "Kariuki", "Onyango", "Wekesa", "Barasa",
                 "Wafula", "Kiplagat", "Mutiso", "Kiprotich", "Okello", "Juma", "Baraka", "Wanyama", "Simiyu",
                 "Collins", "Dennis", "Brian", "Felix", "Kennedy", "Amos", "Gideon"],
    "ghana_f": ["Ama", "Akosua", "Adwoa", "Abena", "Akua", "Yaa", "Afua", "Efua", "Esi", "Araba", "Adjoa",
                "Comfort", "Patience", "Gifty", "Blessing", "Priscilla", "Gladys", "Doris", "Mabel", "Dzifa",
                "Sena", "Delali", "Elikem", "Selorm", "Nhyira", "Abla", "Akweley", "Naa", "Dede", "Mansa",
                "Grace", "Joy", "Precious", "Hope", "Sefakor", "Fati", "Memuna"],
    "ghana_m": ["Kwame", "Kwaku", "Kofi", "Kwabena", "Kwasi", "Yaw", "Kojo", "Kwadwo", "Kobina", "Ekow",
                "Fiifi", "Selasi", "Mawuli", "Edem", "Nii", "Nana", "Prosper", "Godwin", "Evans", "Justice",
                "Bright", "Ebenezer", "Richmond", "Emmanuel", "Francis", "Kwesi", "Fuseini", "Abdul-Rahman",
                "Sulemana", "Mensah", "Kekeli", "Osei"],
    "irish_f": ["Aoife", "Siobhán", "Niamh", "Caoimhe", "Saoirse", "Orla", "Róisín", "Gráinne", "Sinéad",
                "Deirdre", "Eimear", "Clodagh", "Aisling", "Bríd", "Nuala", "Máire", "Éabha", "Mairéad",
                "Úna", "Ailbhe", "Fionnuala", "Treasa", "Noreen", "Bernadette", "Kathleen", "Peig"],
    "irish_m": ["Seán", "Cian", "Oisín", "Ciarán", "Dónal", "Pádraig", "Eoin", "Colm", "Darragh", "Fionn",
                "Conor", "Liam", "Tadhg", "Diarmuid", "Ruairí", "Cathal", "Declan", "Fergal", "Senan",
                "Micheál", "Séamus", "Donncha", "Lorcan", "Cormac", "Eamon", "Tomás"],
    "anglo_f": ["Charlotte", "Emily", "Sophie", "Jessica", "Hannah", "Lucy", "Amelia", "Margaret", "Dorothy",
                "Elsie", "Doreen", "Gwen", "Morag", "Ailsa", "Beryl", "Maureen", "Pauline", "Tracey",
                "Kirsty", "Shona", "Rhiannon", "Bethan", "Ivy", "April", "June", "Holly", "Poppy", "Daisy",
                "Rose", "Faith", "Amber", "Heather", "Olive", "Hazel", "Ruby", "Dawn", "Joy", "Robin"],
    "anglo_m": ["Oliver", "Harry", "George", "Jack", "Thomas", "William", "Edward", "Alfie", "Brian",
                "Keith", "Derek", "Trevor", "Rhys", "Dafydd", "Hamish", "Iain", "Graham", "Neville", "Clive",
                "Stuart", "Callum", "Fraser", "Gareth", "Reginald", "Stanley", "Dean", "Wayne", "Guy", "Rex",
                "Miles", "Frank", "Cliff", "Forrest", "Bill", "Will", "Pat", "Sonny", "Chase"],
    "french_f": ["Marie-Ève", "Geneviève", "Nathalie", "Isabelle", "Mélanie", "Josée", "Hélène", "Chantal",
                 "Sylvie", "Annick", "Élodie", "Maude", "Véronique", "Ginette", "Francine", "Lise",
                 "Anne-Marie", "Solange", "Brigitte", "Rosalie", "Océane", "Noémie"],
    "french_m": ["Jean-François", "Mathieu", "Étienne", "Sébastien", "Luc", "Guillaume", "Benoît", "Réjean",
                 "Gaétan", "Ghislain", "Maxime", "Olivier", "Pierre-Luc", "Yannick", "Jacques", "Denis",
                 "Marc-André", "Rémi", "Félix", "Gilles", "Normand", "Alexandre"],
    "asian_f": ["Mei", "Xiu Ying", "Li Na", "Priya", "Harpreet", "Simran", "Ananya", "Aisha", "Fatima",
                "Nasrin", "Ayesha", "Rukhsana", "Maricel", "Jocelyn", "Analyn", "Thi Lan", "Hoa", "Yuki"],
    "asian_m": ["Wei", "Jun", "Hao", "Arjun", "Gurpreet", "Rajinder", "Vikram", "Imran", "Tariq", "Bilal",
                "Shahid", "Rafiq", "Rodel", "Jomar", "Minh", "Duc", "Kenji", "Hiroshi", "Sanjay"],
    "euro_f": ["Agnieszka", "Katarzyna", "Małgorzata", "Oksana", "Olena", "Ioana", "Andreea", "Rūta",
               "Jurgita", "Ana", "Beatriz", "Giulia", "Svetlana", "Zofia"],
    "euro_m": ["Paweł", "Tomasz", "Krzysztof", "Andriy", "Bohdan", "Mihai", "Vasile", "Darius", "Tomas",
               "João", "Rui", "Luca", "Dmitri", "Piotr"],
    "west_af_f": ["Ngozi", "Chiamaka", "Funmilayo", "Adaeze", "Yetunde", "Folake", "Amaka", "Hauwa",
                  "Fatou", "Aminata", "Halima", "Hodan", "Ifrah", "Sagal"],
    "west_af_m": ["Chinedu", "Emeka", "Oluwaseun", "Tunde", "Babatunde", "Ikenna", "Musa", "Abdi", "Mohamed",
                  "Liban", "Mamadou", "Ousmane", "Ibrahim"],
}

SURNAMES = {
    "kenyan": ["Kamau", "Mwangi", "Otieno", "Odhiambo", "Ochieng", "Wanjiku", "Njoroge", "Kariuki", "Mutua",
               "Kiplagat", "Cheruiyot", "Korir", "Rotich", "Langat", "Wekesa", "Barasa", "Wafula", "Nyaga",
               "Muriuki", "Gitau", "Macharia", "Owino", "Okoth", "Onyango", "Ndirangu", "Kimani", "Chege",
               "Mbugua", "Kipkemboi", "Ngugi", "Omollo", "Achieng", "Nyamweya", "Ongeri", "Makori", "Mogaka",
               "Masinde", "Wanyonyi", "Lagat", "Too", "Bett", "Keter", "Mwendwa", "Kioko", "Musembi"],
    "ghana": ["Mensah", "Boateng", "Owusu", "Asante", "Osei", "Agyeman", "Appiah", "Amoah", "Ofori", "Danso",
              "Badu", "Acheampong", "Adjei", "Frimpong", "Antwi", "Sarpong", "Boakye", "Nkansah", "Amponsah",
              "Darko", "Quaye", "Tetteh", "Lamptey", "Addo", "Quartey", "Nortey", "Ankrah", "Dzivenu",
              "Agbeko", "Kpodo", "Ablorh", "Fosu", "Gyamfi", "Yeboah", "Opoku", "Bonsu", "Amankwah", "Awuah",
              "Abdulai", "Issah", "Alhassan", "Iddrisu", "Seidu", "Atta-Mensah", "Kuffour", "Ocansey"],
    "irish": ["Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill",
              "O'Reilly", "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch", "Quinn",
              "McLoughlin", "Carroll", "Connolly", "Daly", "Brennan", "Fitzgerald", "Ní Bhriain",
              "Mac Giolla Phádraig", "Ó Súilleabháin", "Nic Amhlaoibh", "Dunne", "Keane", "Hegarty",
              "Flanagan", "Coughlan", "Moriarty", "Tierney", "Cullinane", "Ó Floinn", "Mac an tSaoir",
              "Twomey", "Foley", "Hickey", "Scanlon", "Costello"],
    "anglo": ["Baker", "Cook", "Bishop", "Wood", "Hill", "Marsh", "Field", "Stone", "Rice", "Moss", "Bell",
              "Frost", "Swift", "Young", "Short", "Strong", "Love", "Lamb", "Fox", "Hunter", "Fisher",
              "Mason", "Turner", "Parsons", "Sharp", "Wise", "Read", "Hardy", "Brook", "Lane", "Summers",
              "Winter", "Day", "Knight", "Bird", "Gold", "Glass", "Green", "White", "Black", "King",
              "Whitaker", "Ashworth", "Pemberton", "Hargreaves", "Entwistle", "Featherstone", "Prendergast",
              "Thompson", "Fraser-Lowe", "Oakes", "Pickering", "Llewellyn", "MacLeod", "Drummond",
              "Sutherland", "Campbell", "Clarke", "Francis", "Grant", "Morgan", "Price", "Cotton", "Snow",
              "Moon", "Best", "Good", "Small", "Hope", "Bacon", "Salt", "Nurse", "Doctor", "Ward"],
    "french": ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin",
               "Gagné", "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc", "Paquette",
               "Girard", "Simard", "Boucher", "Caron", "Beaulieu", "Cloutier", "Dubé", "Poirier",
               "Thibodeau", "Arsenault", "Desjardins", "Laflamme", "St-Pierre", "Larivière", "Bouchard-Roy"],
    "asian": ["Wong", "Chan", "Lam", "Ng", "Li", "Chen", "Liu", "Singh", "Kaur", "Sandhu", "Gill", "Sidhu",
              "Grewal", "Patel", "Shah", "Sharma", "Hussain", "Begum", "Rahman", "Iqbal", "Akhtar",
              "Chowdhury", "Khan", "Ahmed", "Santos", "Reyes", "dela Cruz", "Bautista", "Mendoza", "Nguyen",
              "Tran", "Tanaka", "Kapoor", "Mirza"],
    "euro": ["Kowalski", "Nowak", "Wiśniewska", "Zieliński", "Kowalchuk", "Melnyk", "Bondarenko", "Popescu",
             "Ionescu", "Kazlauskas", "Oliveira", "Souza", "Rossi", "Petrov", "Hnatyshyn", "Dąbrowski"],
    "west_af": ["Adeyemi", "Okonkwo", "Chukwu", "Balogun", "Oyelaran", "Eze", "Nwosu", "Abdi", "Farah",
                "Warsame", "Hassan", "Mohamed", "Diallo", "Bah", "Sesay", "Okafor", "Adebayo"],
}

ORIGIN_MIX = {
    "UK": [("anglo", 50), ("irish", 6), ("asian", 16), ("euro", 10), ("west_af", 8), ("ghana", 4), ("kenyan", 3), ("french", 1)],
    "IE": [("irish", 58), ("anglo", 10), ("euro", 14), ("west_af", 6), ("asian", 8), ("french", 2), ("kenyan", 1), ("ghana", 1)],
    "CA": [("french", 34), ("anglo", 26), ("asian", 18), ("euro", 8), ("west_af", 6), ("irish", 4), ("ghana", 2), ("kenyan", 2)],
    "KE": [("kenyan", 84), ("asian", 6), ("anglo", 4), ("west_af", 4), ("ghana", 1), ("euro", 1)],
    "GH": [("ghana", 84), ("west_af", 8), ("anglo", 3), ("asian", 2), ("kenyan", 2), ("euro", 1)],
}

# ---------------------------------------------------------------- places (invented)
TOWN_PARTS = {
    "UK": (["Ash", "Brad", "Cold", "Hal", "Lang", "Marl", "Nether", "Thorn", "Wend", "Whit", "Fern", "Hart",
            "Brack", "Cran", "Dunn", "Elder", "Gill", "Hask", "Kimble", "Lox", "Mord", "Pen", "Quen", "Ross",
            "Scar", "Tew", "Ux", "Wark", "Yarn", "Bly", "Caw", "Dray", "Frog", "Gres", "Holl", "Ick"],
           ["bury", "combe", "ford", "ham", "ley", "stow", "wick", "by", "thorpe", "field", "mouth", "den",
            "worth", "well", "hurst", "minster", "sett", "ing", "low", "mere", "gate", "borough"]),
    "IE": (["Bally", "Kil", "Carrick", "Dun", "Clon", "Ard", "Rath", "Inis", "Knock", "Lis", "Drum", "Tully",
            "Cloon", "Gort", "Kille", "Mullagh", "Ros", "Tempo", "Derry", "Shan", "Glen", "Ath"],
           ["nacurra", "dreelin", "nafinna", "skeagh", "garvan", "lusk", "namona", "corrig", "breedy",
            "fada", "teenan", "moylan", "quirke", "nagleragh", "crohane", "bawn", "villa", "ferrin",
            "gowla", "naheeny", "shanvally"]),
    "CA": (["Saint-Aurèle", "Lac-", "Port ", "New ", "Fort ", "Pointe-", "Rivière-", "Mont-", "Cap-",
            "East ", "North ", "Sainte-Odile", "Grand-", "Petit-"],
           ["Brume", "Albury", "Kelden", "Merrin", "Quillon", "Tessier", "Harrow", "Vallin", "Corbeau",
            "Ashgrove", "Loutre", "Haldane", "Bérard", "Whitmoor", "Castor", "Moreau", "Pinèdes", "Tarrow"]),
    "KE": (["Ki", "Ma", "Nya", "Mu", "Ka", "Olo", "Ena", "Chep", "Kip", "Lo", "Ga", "Mwa", "Ndu", "Sia",
            "Tu", "Wa", "Bu", "Ru"],
           ["kariti", "ngoroi", "sabwe", "tulele", "mbogoni", "resia", "kiboko", "wamuti", "tiriki",
            "lolwe", "ngutu", "surungai", "kibwezi", "rongwa", "tambach", "chaminda", "saloli", "kwanza"]),
    "GH": (["A", "Akwa", "So", "Nkwan", "Ofo", "Dor", "Ado", "Ama", "Kwa", "Abo", "Ntro", "Ekum", "Boa",
            "Adu", "Asa", "Yeji", "Tema", "Wa"],
           ["kromase", "dumasi", "fokrom", "nsuaso", "bretu", "kwanta", "manso", "seidu", "poase", "tiase",
            "bokrom", "pomase", "mpaso", "nyankye", "dwenase", "kosua", "boadi", "yaase"]),
}
REAL_TOWN_BLOCK = {"Ashford", "Bradford", "Ashby", "Whitby", "Thornbury", "Crawley", "Hartley", "Ashley",
                   "Penworth", "Whitley", "Whitfield", "Thornley", "Bradley", "Lisbawn", "Port Albury",
                   "Ashbury", "Coldham", "Holloway", "Rossington", "Penfield", "Gillingham", "Haslemere",
                   "Ickford", "Kilbawn", "Scarborough", "Thornaby", "Marlow", "Langley", "Fernhurst", "Ashwell",
                   "Hartwell", "Dunnington", "Elderfield", "Ambokrom"}

COUNTY_PARTS = {
    "UK": ["Wendshire", "North Ashdale", "Kestrelshire", "West Morland Vale", "Braxmoor", "Fallowshire",
           "East Tarnley", "Greymere", "Holtshire", "South Quenbury"],
    "IE": ["Rathnagar", "Ballinmona", "Cloonbeg", "Inisfada", "Kilcorrig", "Dungarvagh", "Ardnacrusha Vale",
           "Lisnaskeagh", "Tullyferrin"],
    "KE": ["Nyasabwe", "Kiboko-Lolwe", "Mwangutu", "Chepresia", "Marusungai", "Olotulele", "Kaniwamuti",
           "Siatambach"],
    "GH": ["Akwaboadi", "Nkwantiase", "Asamanso", "Ofobretu", "Dorkwanta", "Adupomase"],
    "CA": ["Comté de Vallin", "Haldane County", "MRC des Pinèdes", "Tarrow District"],
}

REGIONS = {  # real names, used only as STATE
    "UK": ["East Midlands", "North West", "South West", "West Midlands", "Yorkshire and the Humber", "North East"],
    "IE": ["Munster", "Leinster", "Connacht", "Ulster"],
    "CA": [("Ontario", "ON"), ("Quebec", "QC"), ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
           ("Alberta", "AB"), ("British Columbia", "BC"), ("Saskatchewan", "SK"), ("Newfoundland and Labrador", "NL"),
           ("Prince Edward Island", "PE")],
    "KE": ["Rift Valley", "Nyanza", "Coast", "Central", "Eastern", "North Eastern"],
    "GH": ["Ashanti", "Greater Accra", "Volta", "Upper East", "Upper West", "Bono East", "Ahafo", "Oti",
           "Savannah", "Northern", "Western North"],
}
US_STATES = [("Texas", "TX"), ("Florida", "FL"), ("Massachusetts", "MA"), ("Minnesota", "MN"), ("Georgia", "GA"),
             ("Ohio", "OH"), ("New York", "NY"), ("Arizona", "AZ")]
OTHER_COUNTRIES = ["Nigeria", "Uganda", "Tanzania", "Poland", "India", "Pakistan", "Philippines", "Zimbabwe",
                   "Jamaica", "France", "Lebanon", "Haiti", "Somalia", "Romania", "Lithuania", "Brazil",
                   "Portugal", "Spain", "Sierra Leone", "Côte d'Ivoire", "Togo", "Burkina Faso", "Ethiopia",
                   "South Sudan", "Rwanda", "China", "Vietnam", "Bangladesh", "Ukraine", "Morocco", "Senegal",
                   "Dubai", "Saudi Arabia", "Qatar", "Thailand", "Malawi", "Zambia", "Egypt"]
OTHER_COUNTRIES.remove("Dubai")

STREET_BASE = ["Acacia", "Beechwood", "Kestrel", "Millbrook", "Tannery", "Chapel", "Orchard", "Rope Walk",
               "Weavers", "Quarry", "Lark", "Heron", "Copper Beech", "Foundry", "Sandpiper", "Cobbler",
               "Juniper", "Marram", "Saltings", "Flax", "Linnet", "Wagtail", "Tinker", "Pottery", "Glebe",
               "Rookery", "Dovecote", "Sheepwash", "Bramble", "Nettlebed", "Old Mill", "Lime Kiln",
               "Ferryman", "Cordwainer", "Hopfield", "Cressbrook", "Pewter", "Thistle", "Ivy Bank"]
STREET_SUFFIX = ["Road", "Street", "Avenue", "Lane", "Close", "Crescent", "Drive", "Way", "Terrace", "Grove",
                 "Court", "Place", "Gardens", "Rise", "Row", "Walk", "Mews"]
KE_STREET = ["Mugumo Lane", "Kiwanja Road", "Mvule Close", "Jacaranda Avenue", "Mnazi Street", "Muthaiga Ridge Road",
             "Ngong'ombe Drive", "Mukuyu Way", "Tausi Lane", "Simba Court", "Mbuyu Crescent", "Kifaru Road",
             "Mwembe Tayari Lane", "Nyayo Estate Road"]
GH_STREET = ["Odum Street", "Nim Tree Avenue", "Kyenkyen Close", "Ofram Lane", "Mahogany Link", "Sapele Road",
             "Wawa Street", "Kokoti Crescent", "Emire Avenue", "Dadieso Lane", "Akonnedi Street", "Otumfuo Close"]
CA_STREET = ["rue des Érables", "rue Saint-Aurèle", "chemin du Lac-Brume", "boulevard Tessier", "rang Sainte-Odile",
             "avenue des Pinèdes", "Birchmount Crescent", "Tamarack Drive", "Muskrat Road", "Loon Bay Road",
             "Spruce Hollow Lane", "Quillon Street", "Harrowgate Avenue", "Cedar Ridge Way"]
ESTATES_KE = ["Kiwanja Estate", "Tausi Gardens", "Mwangaza Estate", "Riverbank Phase 2", "Baraka Court"]
ESTATES_GH = ["Adupomase Estates", "Sunrise Gardens", "Nkwanta New Site", "Akwa Heights"]

# ---------------------------------------------------------------- care sites (invented)
SAINTS = ["Ita", "Declan", "Mel", "Senan", "Gobnait", "Canice", "Attracta", "Fachtna", "Laserian", "Munchin",
          "Flannan", "Carthage", "Brendan", "Dympna", "Kevin", "Cuthbert", "Aidan", "Oswin", "Hild", "Etheldreda",
          "Swithun", "Wilfrid", "Bernadette", "Jude", "Monica", "Anselm", "Agnes", "Boniface", "Theresa",
          "Benedict", "Columba", "Clement"]
WARD_NAMES = ["Rowan", "Kingfisher", "Larch", "Osprey", "Seacole", "Lister", "Hawthorn", "Bluebell", "Curlew",
              "Maple", "Birch", "Heron", "Willow", "Jasmine", "Cedar", "Poplar", "Sycamore", "Aspen", "Lavender",
              "Primrose", "Merlin", "Puffin", "Tern", "Fulmar", "Daffodil", "Sorrel", "Juniper", "Thrush",
              "Acorn", "Cavell", "Fleming", "Harvey", "Jenner", "Simpson", "Kariuki", "Mawenzi", "Baobab",
              "Mvule", "Odum", "Sapele", "Nightjar", "Bittern", "Gannet", "Skylark", "Whinchat", "Peregrine",
              "Sainte-Thérèse", "Saint-Laurent", "Marguerite", "Érable", "Pinède", "Loon", "Tamarack"]
UNIT_NAMES = ["Phoenix Unit", "Beacon Unit", "Horizon Unit", "Sunflower Unit", "Lighthouse Unit", "Compass Unit",
              "Orchid Suite", "Meadow Unit", "Harbour Unit", "Summit Unit", "Aurora Unit", "Tamarind Unit",
              "Nyota Unit", "Faraja Unit", "Nkabom Unit", "Pavillon Laurier", "Unité Bérard"]
COMPANY_WORDS = ["Kestrel", "Harbourline", "Meridian", "Sentinel", "Tamarind", "Baobab", "Northgate",
                 "Cobalt", "Redwing", "Lantern", "Ironbridge", "Silverbirch", "Granite", "Copperleaf", "Saltmarsh",
                 "Blackthorn", "Amberline", "Greenhaven", "Kilnworth", "Pinecrest", "Riverbend", "Sunbird",
                 "Tusker Ridge", "Golden Stool", "Nkulenu", "Kivuli", "Uhuru Heights", "Faraja", "Osagyefo",
                 "Loutre", "Castor", "Brume"]
COMPANY_KIND = ["Freight Ltd", "Haulage", "Dairies", "Logistics", "Construction", "Engineering Ltd",
                "Foods", "Textiles", "Security Services", "Cleaning Co", "Motors", "Builders Merchants",
                "Fisheries", "Cement Works", "Printing Press", "Hardware", "Transport Sacco", "Bakery",
                "Plastics", "Furniture Works", "Packaging", "Call Centre"]
ORG_KE = ["{t} Tea Estate", "{c} Flower Farm", "{t} Dairy Cooperative", "{c} Matatu Sacco", "{t} Sugar Company",
          "{c} Boda Boda Association", "{t} Secondary School", "{t} Catholic Parish", "{t} Water Company"]
ORG_GH = ["{t} Cocoa Cooperative", "{c} Gold Fields", "{t} Senior High School", "{t} Methodist Church",
          "{c} Cocoa Processing", "{t} Rural Bank", "{c} Timber Company", "{t} Presbyterian Church",
          "{t} Fishmongers Association", "{c} Shea Collective"]
ORG_UK = ["{t} Primary School", "{t} Academy", "{c} Distribution Centre", "{t} Borough Council",
          "{t} Bowls Club", "St {s}'s Parish Church", "{c} Call Centre", "{t} Football Club", "{t} Royal Mail Depot"]
ORG_IE = ["{t} Co-op Creamery", "{t} GAA Club", "Coláiste {s}", "{t} Meats", "{c} Pharmaceuticals",
          "{t} Credit Union", "{t} National School", "{c} Data Centre"]
ORG_CA = ["Scierie {c}", "{c} Mining Corp", "{t} School Division", "Caisse populaire de {t}", "{c} Fisheries Co-op",
          "{t} Curling Club", "Commission scolaire {t}", "{c} Hydro Contractors", "{t} Public Library"]
INSURERS = ["Harbourline Health Insurance", "Meridian Mutual", "Sentinel Assurance", "Tamarind Health",
            "Baobab Medical Cover", "Northgate Life", "Kestrel Cover", "Amberline Assurance", "Faraja Medical Fund",
            "Nkabom Health Plan", "Assurance Loutre", "Pinecrest Benefits", "Silverbirch Healthcare",
            "Sunbird Health", "Copperleaf Mutual"]

PROFESSIONS = {
    "any": ["welder", "teacher", "secondary school teacher", "bus driver", "plumber", "electrician", "accountant",
            "software developer", "cleaner", "care assistant", "bricklayer", "taxi driver", "hairdresser",
            "shopkeeper", "security guard", "nurse", "pharmacist", "chef", "mechanic", "civil servant",
            "pastor", "carpenter", "tailor", "seamstress", "police officer", "bank clerk", "farmer",
            "fisherman", "lorry driver", "solicitor", "librarian", "architect", "dentist", "postman",
            "painter and decorator", "butcher", "baker", "dressmaker", "midwife", "journalist", "social worker",
            "warehouse operative", "forklift driver", "laboratory technician", "firefighter", "roofer"],
    "UK": ["HGV driver", "scaffolder", "dinner lady", "publican", "builder", "retail assistant", "postwoman",
           "miner", "docker", "stonemason", "groundskeeper"],
    "IE": ["dairy farmer", "publican", "garda", "hurley maker", "creamery worker", "sheep farmer",
           "Bord na Móna fitter", "trawlerman"],
    "CA": ["lumberjack", "snow plough operator", "fishing boat deckhand", "trucker", "oil rig worker",
           "maple syrup producer", "hydro lineman", "fur trapper", "miner", "bush pilot"],
    "KE": ["boda boda rider", "matatu driver", "tea picker", "mama mboga", "jua kali artisan", "herdsman",
           "flower farm worker", "conductor", "casual labourer", "fishmonger"],
    "GH": ["cocoa farmer", "kente weaver", "trotro driver", "market trader", "galamsey miner", "fishmonger",
           "kayayo", "seamstress", "okada rider", "chop bar operator", "shea butter processor"],
}

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "partner",
             "niece", "nephew", "granddaughter", "grandson", "aunt", "uncle", "neighbour", "friend", "carer",
             "cousin", "son-in-law", "daughter-in-law", "landlady", "pastor"]
RELATION_SEX = {"wife": "f", "husband": "m", "daughter": "f", "son": "m", "mother": "f", "father": "m",
                "sister": "f", "brother": "m", "niece": "f", "nephew": "m", "granddaughter": "f",
                "grandson": "m", "aunt": "f", "uncle": "m", "son-in-law": "m", "daughter-in-law": "f",
                "landlady": "f"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_word(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])
    if n < 200:
        r = n - 100
        return "one hundred" + ("" if r == 0 else " and " + num_word(r))
    return str(n)
