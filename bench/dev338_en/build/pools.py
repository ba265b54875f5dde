"""Invented name, place and organisation pools for dev338_en.

Everything here was typed by hand for this set; no library name lists are used.
Towns, streets, hospitals and organisations are built from invented stems so that
combinations are fictional.  Real state / province / region and country names are
used only where the guideline needs them (STATE, COUNTRY).
"""

FEMALE = """
Aoife Siobhan Niamh Orla Grainne Ciara Saoirse Maeve Eilis Roisin Margaret Patricia
Linda Barbara Susan Dorothy Joan Eileen Maureen Brenda Sandra Karen Deborah Sharon
Tracey Kerry Leanne Danielle Jessica Ashley Brittany Tiffany Keisha Latoya Shanice
Imani Aaliyah Priya Anjali Sunita Kavya Lakshmi Deepa Harpreet Gurleen Fatima Aisha
Zainab Maryam Noor Leila Yasmin Samira Mei Ling Xiu Yuki Haruka Ji-woo Min-seo
Seo-yeon Mai Nguyet Thuy Maria Lucia Carmen Rosa Guadalupe Ximena Valentina Camila
Ana Beatriz Ines Joana Agnieszka Katarzyna Magdalena Zofia Ewa Olena Iryna Svetlana
Anastasia Ingrid Astrid Sigrid Freya Elin Annika Chiara Giulia Francesca Elena Sofia
Despina Eleni Katerina Ngozi Chiamaka Adaeze Folasade Amara Thandiwe Nomvula Lerato
Zanele Precious Busisiwe Annelie Marlize Elsabe Riana Aroha Mere Huia Ngaire Kiri
Moana Losa Sina Mele Ofa Tui Kylie Shannon Bronwyn Jodie Tegan Rhiannon Carys Nia
Ffion Isla Morag Kirsty Fiona Ailsa Chloe Grace Hannah Emily Olivia Amelia Evelyn
Harriet Beatrice Winifred Gladys Mavis Edna Irene Hazel Pauline Janet Heather Gwen
Marguerite Josee Genevieve Sylvie Manon Nathalie Chantal Lise Delphine Noemi Rukhsana
Shabnam Nasrin Parveen Tahmina Farida Hoda Rania Dalia Yetunde Abena Akosua Wanjiru
Njeri Tendai Rutendo Chipo Malia Leilani Kalena Teuila Ioana Bianca Raluca Daiva
Ruta Jurgita Hiba Dina Tamar Shoshana Rivka Bernadette Philomena Concepta Assumpta
""".split()

MALE = """
Padraig Ciaran Eoin Cathal Declan Fergal Seamus Donal Ronan Cian Tadhg Oisin John
Robert Michael William David Richard Thomas Charles Kenneth Gary Wayne Dean Craig
Darren Lee Stuart Graham Alistair Hamish Angus Callum Fraser Gareth Rhys Dafydd
Owain Emyr Marcus Tyrone DeShawn Jamal Darnell Terrence Raj Arjun Vikram Sanjay
Rohit Amit Harjit Gurpreet Manpreet Mohammed Ahmed Omar Yusuf Ibrahim Tariq Karim
Bilal Hamza Wei Jun Hao Jian Takeshi Hiroshi Kenji Min-jun Seung-ho Dong-hyun Minh
Duc Quang Thanh Jose Luis Carlos Javier Miguel Alejandro Diego Joao Tiago Rui
Tomasz Piotr Krzysztof Marek Pawel Andriy Dmytro Sergei Nikolai Lars Erik Magnus
Henrik Anders Giuseppe Marco Luca Giovanni Stavros Nikos Yiannis Chukwuemeka Obinna
Emeka Olumide Kwame Kofi Sipho Thabo Themba Mandla Bongani Pieter Johan Hendrik
Willem Gerhard Wiremu Tane Rawiri Hemi Manaia Sione Tevita Viliami Semisi Lachlan
Bryce Shane Brett Mitchell Jarrod Ross Brendan Noel Cyril Arthur Albert Harold
Stanley Leonard Clifford Dennis Norman Trevor Desmond Jean-Luc Mathieu Etienne
Francois Gilles Rene Benoit Aurelio Bartosz Grzegorz Radu Florin Mihai Vytautas
Darius Ilan Avi Menachem Eamon Fintan Lorcan Colm Mehmet Emre Selim Kaveh Dariush
Babak Farhan Imran Nadeem Junaid Kelechi Babajide Tunde Kagiso Lwazi Sandile
""".split()

SURNAMES = """
O'Sullivan Fitzgerald McCarthy Dunleavy Breathnach Mulcahy Kinsella Hegarty Scanlon
Daly Kavanagh Mac Giolla Coughlan Ni Bhriain Tierney Gallagher Brosnan Moriarty
Whitcombe Ashdown Pemberton Hargreaves Ollerenshaw Fairbairn Thistlewood Kettleby
Rowntree Brackley Chadwick Winstanley Holroyd Ainsworth Cartwright Fenwick Gledhill
Hebblethwaite Ibbotson Lister Marsden Nutall Pickersgill Ramsbottom Sutcliffe
Tattersall Uttley Wainwright Yeadon Cruickshank Drummond Farquhar McAlpine Lennox
Urquhart Mackintosh Buchan Galbraith Pritchard Llewellyn Vaughan-Jones Prothero
Bevan Gwilliam Hughes-Morgan Okonkwo Adeyemi Nwachukwu Ogunleye Eze Okafor-Bell
Balogun Mensah Asante Owusu Boateng Kariuki Mwangi Otieno Nkosi Dlamini Mokoena
Khumalo Ndlovu Zulu-Mahlangu Mthembu Botha Van der Merwe Pretorius Du Plessis
Steyn Coetzee Venter Joubert Kruger Nel Patel Sharma Gupta Iyer Reddy Nair Menon
Choudhury Banerjee Chatterjee Sandhu Gill Dhillon Grewal Bains Malik Qureshi Siddiqui
Chaudhry Hussain Rahman Ahmed-Khan Haddad Khoury Nassar Saleh Mansour Farouk Zhang
Li Wang Chen Liu Huang Zhou Xu Tan Lim Ong Goh Wong Leung Cheung Nakamura Tanaka
Watanabe Sato Kobayashi Kim Park Choi Jung Kang Nguyen Tran Pham Le Hoang Vu Dang
Bui Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres
Flores Rivera Morales Ortiz Castillo Mendoza Silva Pereira Costa Ferreira Almeida
Carvalho Rocha Nowak Kowalski Wisniewski Wojcik Kaminski Lewandowski Zielinski
Szymanski Dabrowski Kozlowski Shevchenko Kovalenko Bondarenko Tkachenko Ivanov
Petrov Sokolov Lindqvist Bergstrom Johansson Nyberg Halvorsen Solberg Rossi Russo
Ferrari Esposito Bianchi Romano Colombo Ricci Papadopoulos Georgiou Nikolaidis
Christodoulou Dimitriou Tuhiwai Ngata Parata Horomona Te Whare Rangihau Tupou
Fifita Taufa Faleolo Leota Tuilagi Aumua Makoa Ellington-Price Abernathy Blackwood
Castellano Delacroix Beaulieu Tremblay Gagnon Bouchard Lavoie Pelletier Thibodeau
Gauthier Arsenault Belanger Kowalczyk Washington Jefferson Coleman Brooks Jenkins
Perry Powell Sullivan Russell Griffin Hayes Myers Ford Hamilton Graham Wallace West
Cole Stone Hawkins Dunn Perkins Hudson Spencer Gardner Stephens Payne Pierce Berry
Matthews Arnold Wagner Willis Ray Watkins Olson Carroll Duncan Snyder Hart Cunningham
Bradley Lane Andrews Ruiz Harper Fox Riley Armstrong Carpenter Weaver Greene Lawrence
Elliott Chavez Sims Austin Peters Kelley Franklin Lawson Fields Ryan Schmidt Carr
Vasquez Castro Wheeler Chapman Oliver Montgomery Richards Williamson Johnston Banks
Meyer Bishop McCoy Howell Alvarez Morrison Hansen Fernandez Harvey Little Burton
Stanley-Cox Dixon Pena Warren Dawson Barrett Thistlethwaite Quarmby Gorringe Amberley
Huxtable Rendell Penhaligon Trelawney Polglase Chenoweth Kitto Jago Hosking Vosper
""".split()

# multi-word surnames were written with spaces; rejoin the known pairs
_JOIN = {("Mac", "Giolla"), ("Ni", "Bhriain"), ("Van", "der"), ("Du", "Plessis"), ("Te", "Whare")}


def _rejoin(words):
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        if i + 1 < len(words) and (w, words[i + 1]) in _JOIN:
            if w == "Van":
                out.append("Van der " + words[i + 2])
                i += 3
                continue
            out.append(w + " " + words[i + 1])
            i += 2
            continue
        out.append(w)
        i += 1
    return out


SURNAMES = _rejoin(SURNAMES)

# --- town stems per country (combinations are invented) -----------------------
TOWN_PARTS = {
    "US": (["Spring", "Maple", "Cedar", "Harlan", "Fair", "Glen", "Brook", "Mill", "Clay",
            "Stone", "Pine", "Oak", "Elk", "Bramble", "Copper", "Hollis", "Marlin", "Quincey",
            "Tallow", "Whit", "Bexar", "Coldwater", "Dunmore", "Everly", "Garnet"],
           [" Falls", "ville", "ton", " Ridge", "port", " Heights", " City", "wood", "dale",
            " Junction", " Springs", "burg", " Bluff", "field", " Grove"]),
    "UK": (["Ash", "Brack", "Cal", "Dun", "Ell", "Fen", "Gold", "Hal", "Ick", "Kel", "Lark",
            "Mor", "Nether", "Oak", "Pen", "Quen", "Rad", "Sel", "Thorn", "Ulver", "Wex",
            "Yarn", "Brid", "Cors", "Hamble"],
           ["combe", "bury", "ford", "ley", "ton", "wick", "field", "ham", "stead", "by",
            "mouth", "worth", "bridge", "thorpe", "minster"]),
    "IE": (["Bally", "Kil", "Carrig", "Dun", "Clon", "Ard", "Knock", "Rath", "Lis", "Drum",
            "Tully", "Glen", "Inish", "Mullagh", "Bawn"],
           ["more", "beg", "keel", "dara", "nagh", "owen", "fin", "cashel", "garry", "murry",
            "lough", "cullen", "derrig", "anane", "corra"]),
    "CA": (["Beaver", "Maple", "Pine", "Lac", "Saint-Aur", "Birch", "Moose", "Cariboo",
            "Grand", "Red", "Silver", "Bruly", "Kettle", "Osprey", "Tamar"],
           [" Falls", " Bay", "ton", " Lake", " River", "ville", " Crossing", "dale",
            " Harbour", "brook", " Landing", "mount", " Narrows"]),
    "AU": (["Bellar", "Koon", "Mirra", "Wallan", "Tarra", "Yenda", "Curl", "Bunda", "Murra",
            "Kirra", "Wattle", "Gidgee", "Coola", "Barra", "Yallo"],
           ["bool", "ong", "gatta", "dale", " Creek", " Heads", "ville", "wa", " Plains",
            "bin", "ringa", " Flat", " Downs", "gong"]),
    "NZ": (["Wai", "Roto", "Kai", "Ara", "Mata", "Tawa", "Hau", "Pae", "Ohi", "Manu", "Kowhai",
            "Rimu", "Totara", "Kereru"],
           ["kere", "nui", "roa", "puna", "tahi", "whenua", "iti", "rangi", " Bay", " Valley",
            "hapa", "moana"]),
    "ZA": (["Kloof", "Berg", "Mooi", "Rivier", "Fontein", "Umzi", "Protea", "Vaal", "Kwa",
            "Soet", "Blou", "Rooi", "Doring", "Groot"],
           ["dal", "stad", "ville", "kop", "hoek", "spruit", "rand", "bosch", "nek", "vlei",
            "drift", "kuil"]),
}

STREET_STEMS = """
Elmcroft Bramley Kingfisher Larchmont Ashgrove Whitlow Pennington Harrowby Glebe Mulberry
Tannery Ropewalk Saddler Foxhollow Wickham Orchard Chandos Belvoir Carrow Dovecote
Hazeldene Juniper Kestrel Lindale Marchmont Nettlebed Osier Pollard Quarry Redwing
Sandpiper Tamarind Upcott Verney Willowbank Yardley Acacia Blackthorn Coppice Drayman
Eskdale Fallowfield Gorse Heathfield Ivydene Jessamine Kilnworth Linnet Millrace
Northcote Oxbow Primrose Ravensworth Seacliff Thackeray Undercliff Vicarage Wharfedale
Alder Birchwood Cobham Dunstan Ferncliff Goldcrest Hillbrow Inchcape Jubilee Keswick
Lantern Merlin Nightingale Paddock Rookery Sorrel Teasel Wren Cormorant Galah Kookaburra
Pohutukawa Kauri Manuka Jacaranda Protea Marula Baobab Tamarisk Wisteria Magnolia
""".split()

STREET_SUFFIX = {
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Place", "Way",
           "Terrace", "Circle", "Parkway"],
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens",
           "Terrace", "Way", "Grove", "Mews", "Row"],
    "IE": ["Road", "Street", "Avenue", "Park", "Drive", "Lawn", "Grove", "Terrace", "Heights",
           "Court", "View"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way",
           "Trail", "Place"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Close", "Drive",
           "Terrace", "Way", "Highway", "Esplanade"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Drive", "Terrace", "Place", "Lane",
           "Grove", "Way"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane", "Close", "Way", "Rylaan",
           "Straat"],
}

STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Michigan", "MI"),
           ("Georgia", "GA"), ("Minnesota", "MN"), ("Arizona", "AZ"), ("Maine", "ME"),
           ("Virginia", "VA"), ("Illinois", "IL"), ("Colorado", "CO"), ("Tennessee", "TN"),
           ("Wisconsin", "WI"), ("Kentucky", "KY"), ("New Mexico", "NM"), ("Iowa", "IA"),
           ("Vermont", "VT"), ("Nebraska", "NE"), ("Missouri", "MO"), ("Utah", "UT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "NZ": [("Waikato", "Waikato"), ("Canterbury", "Canterbury"), ("Otago", "Otago"),
           ("Northland", "Northland"), ("Manawatu-Whanganui", "Manawatu-Whanganui"),
           ("Hawke's Bay", "Hawke's Bay"), ("Southland", "Southland"),
           ("Bay of Plenty", "Bay of Plenty")],
    "ZA": [("Western Cape", "WC"), ("Gauteng", "GP"), ("KwaZulu-Natal", "KZN"),
           ("Eastern Cape", "EC"), ("Free State", "FS"), ("Limpopo", "LP")],
}

# invented counties (UK / Ireland) -> typed CITY per guideline ("town, city, county")
COUNTIES = {
    "UK": ["Wexshire", "Hallamshire Vale", "North Brackley", "Westmarch", "Calder Downs",
           "Ulverdale", "Fenland Moor", "East Thornmere"],
    "IE": ["Ardcashel", "Kilmurry", "Carrigmore", "Inishowen Rock", "Tullynagh",
           "Drumkeel", "Lisdara"],
}

COUNTRY_NAME = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa"}

OTHER_COUNTRIES = """Poland|Portugal|India|Philippines|Nigeria|Zimbabwe|Italy|Greece|Vietnam|
China|Lebanon|Samoa|Tonga|Fiji|South Korea|Brazil|Jamaica|Pakistan|Sri Lanka|Romania|
Lithuania|Netherlands|Germany|Spain|Kenya|Ghana|Malaysia|Ukraine|Iran|Turkey|Chile|Egypt|
Bangladesh|Cyprus|Malta|Scotland|Wales|Japan|Hungary|Croatia""".replace("\n", "").split("|")

SAINTS = ["Oswin", "Petroc", "Ninian", "Cuthbert", "Hilda", "Ita", "Colman", "Fursey",
          "Kilian", "Deiniol", "Teilo", "Brannoc", "Ebba", "Guthlac", "Aldhelm", "Eanswythe",
          "Bega", "Fiacre", "Senan", "Declan", "Kieran", "Gobnait", "Moling", "Crispin"]

WARD_NAMES = ["Kestrel", "Heron", "Rowan", "Curlew", "Larch", "Osprey", "Willow", "Merlin",
              "Bittern", "Sorrel", "Linnet", "Hawthorn", "Plover", "Aspen", "Skylark",
              "Tern", "Alder", "Juniper", "Fulmar", "Harrier", "Kowhai", "Tui", "Waratah",
              "Banksia", "Protea", "Acacia", "Cedar", "Maple", "Spruce", "Tamarack"]

ORG_STEMS = ["Meridale", "Corvan", "Blue Heron", "Aldgate", "Tamsin", "Kowhai", "Harborline",
             "Northgate", "Evergreen", "Kingfisher", "Silverbirch", "Pinnacle", "Arden",
             "Carraway", "Larkspur", "Halcyon", "Ironbark", "Westmoor", "Bellbird", "Quayside",
             "Greystone", "Fernleaf", "Riverbend", "Tidewater", "Summit", "Lyrebird"]

SUPPLIER_FORMS = ["{s} Medical Supplies", "{s} Homecare Ltd", "{s} Respiratory Services",
                  "{s} HomeCare Direct", "{s} Healthcare Logistics", "{s} Surgical Pty Ltd",
                  "{s} Clinical Deliveries", "{s} Airway Products Inc"]

INSURER_FORMS = ["{s} Mutual Health", "{s} Health Plan", "{s} Health Partners",
                 "{s} Health Fund", "{s} Medical Scheme", "{s} Care Insurance"]

EMPLOYER_FORMS = ["{n} & Sons Builders", "{s} Freight", "{s} Joinery", "{s} Fisheries",
                  "{s} Engineering", "{s} Quarries", "{s} Print Works", "{s} Dairy Co-op",
                  "{s} Motors", "{s} Bakery", "{s} Logistics", "{s} Textiles", "{s} Shipyard",
                  "{n} Plumbing", "{s} Community College", "{s} Grammar School",
                  "{s} Shire Council", "{s} Timber Mill"]

CLUB_FORMS = ["{t} Laryngectomee Club", "{t} Neck Breathers Group", "{s} Voices Support Group",
              "{t} Head and Neck Cancer Support", "Open Airways {t}"]

TRANSPORT_FORMS = ["{s} Medical Transport", "{s} Patient Transfers", "{s} Ambulance Services",
                   "{s} Non-Emergency Transport"]

PROFESSIONS = """welder|plasterer|bus driver|lorry driver|electrician|primary school teacher|
dairy farmer|fisherman|chef|publican|shop assistant|accountant|mechanic|carpenter|roofer|
coal miner|boilermaker|shipwright|dock worker|painter and decorator|hairdresser|cleaner|
postman|taxi driver|solicitor|civil engineer|bricklayer|stonemason|forklift operator|
sheep shearer|vineyard worker|truck driver|firefighter|police officer|security guard|
software developer|librarian|care assistant|factory worker|baker|butcher|printer|
plumber|boat builder|quarry worker|choir director|radio presenter|call-centre operator|
auctioneer|ferry engineer|scaffolder|landscape gardener|bar manager|insurance broker|
sales representative|receptionist|warehouse supervisor|panel beater|chimney sweep|
tiler|glazier|court stenographer|tour guide|barista|music teacher|lecturer|
shearer|orchardist|crane operator|retail manager|real estate agent|pastor|cabinet maker""".replace("\n", "").split("|")

# occupations that are also clinicians' titles are deliberately absent above.

REL_F = ["wife", "daughter", "sister", "mother", "partner", "niece", "granddaughter",
         "daughter-in-law", "friend", "neighbour"]
REL_M = ["husband", "son", "brother", "father", "partner", "nephew", "grandson",
         "son-in-law", "friend", "neighbour"]
