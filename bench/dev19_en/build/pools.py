"""Invented name, place and organisation pools for dev19_en (all fictional)."""


def _split(s):
    return [w.strip() for w in s.replace("\n", " ").split("|") if w.strip()]


GIVEN_F = _split("""
Emily|Sarah|Jessica|Hannah|Abigail|Olivia|Charlotte|Amelia|Grace|Lucy|Eleanor|Harriet|Margaret|Dorothy|
Evelyn|Judith|Brenda|Carol|Deborah|Pamela|Wendy|Heather|Kimberly|Melissa|Rebecca|Lauren|Megan|Chloe|Phoebe|Imogen|
Aoife|Siobhan|Niamh|Ciara|Orla|Saoirse|Roisin|Grainne|Caoimhe|Eimear|Maeve|Aisling|
Maria|Guadalupe|Lucia|Carmen|Ximena|Valentina|Camila|Isabel|Rosa|Marisol|Yesenia|Paloma|Esperanza|Dolores|Alejandra|
Adaeze|Chiamaka|Ngozi|Folake|Yetunde|Abena|Akosua|Efua|Adwoa|Funmilayo|Nkechi|Aminata|Fatoumata|Mariama|
Priya|Ananya|Lakshmi|Deepa|Kavita|Sunita|Meera|Aishwarya|Nandini|Shreya|Pooja|Farzana|Nasreen|Harpreet|Simran|Rukhsana|
Mei|Xiu|Yan|Hui|Yuki|Haruka|Sakura|Aiko|Emiko|Ji-woo|Seo-yeon|Min-ji|Hana|Thuy|Lan|Linh|Ngoc|
Fatima|Aisha|Layla|Noor|Mariam|Yasmin|Huda|Rania|Salma|Zainab|Amira|Leila|Samira|
Katarzyna|Agnieszka|Magdalena|Olga|Svetlana|Irina|Natalia|Milena|Zuzana|Petra|Ivana|Jelena|Oksana|Anastasia|Dorota|
Mele|Losana|Sina|Leilani|Malia|Teuila|Moana|Kalena|Mere|Aroha|Ngaire|Anahera|Losaline|
Ingrid|Astrid|Sigrid|Freya|Annika|Chiara|Giulia|Francesca|Sofia|Beatriz|Ines|Greta|Liesel|Mireille|Amelie|Elodie|
Nadia|Zara|Tamara|Esther|Miriam|Ruth|Naomi|Shoshana|Ayesha|Keiko|Akua|Thandiwe|Nomvula|Zodwa|Wanjiru|Achieng|Nyambura|
Beulah|Marguerite|Odette|Philippa|Rosalind|Verity|Winifred|Constance
""")

GIVEN_M = _split("""
James|William|Thomas|George|Henry|Edward|Robert|Richard|Michael|David|Andrew|Stephen|Timothy|Gregory|Kenneth|
Raymond|Harold|Walter|Frederick|Arthur|Nathan|Tyler|Cody|Brandon|Derek|Gordon|Clive|Nigel|Graham|Rupert|
Cian|Oisin|Padraig|Seamus|Eoin|Diarmuid|Ronan|Colm|Donal|Fergal|Cathal|Tadhg|
Jose|Luis|Carlos|Alejandro|Miguel|Javier|Rafael|Santiago|Mateo|Diego|Emilio|Ignacio|Ernesto|Arturo|Joaquin|
Chukwuemeka|Obinna|Emeka|Oluwafemi|Kwame|Kofi|Kwabena|Yaw|Kojo|Babatunde|Tunde|Ifeanyi|Mamadou|Ousmane|Ibrahima|Seydou|
Rajesh|Arjun|Vikram|Sanjay|Anil|Suresh|Rahul|Karthik|Venkatesh|Imran|Faisal|Gurdeep|Harjit|Manpreet|Aditya|Rohan|
Wei|Jian|Hao|Jun|Hiroshi|Takeshi|Kenji|Daisuke|Haruto|Min-jun|Seo-jun|Ji-hoon|Minh|Tuan|Quang|Duc|
Mohammed|Ahmed|Omar|Khalid|Youssef|Tariq|Karim|Hassan|Hussein|Bilal|Samir|Nabil|Walid|
Piotr|Tomasz|Krzysztof|Pawel|Dmitri|Sergei|Alexei|Mikhail|Vladimir|Andrei|Bogdan|Milos|Dragan|Jakub|Ondrej|Vaclav|
Sione|Tevita|Viliami|Semisi|Manu|Tane|Wiremu|Rawiri|Keanu|Kealoha|Iosefa|Filipo|
Lars|Nils|Soren|Anders|Matteo|Giovanni|Luca|Marco|Joao|Tiago|Pieter|Johannes|Dieter|Klaus|Etienne|Lucien|
Yosef|Avi|Thabo|Sipho|Kagiso|Otieno|Kamau|Jomo|Alistair|Barnaby|Cedric|Ambrose|Lionel|Percival|Reginald|Wilfred
""")

SURNAMES = _split("""
Ashworth|Blackwood|Bramley|Caldwell|Carrington|Cartwright|Chadwick|Dawson|Eldridge|Fairbanks|Fletcher|Gilmore|Hadley|
Hartley|Holloway|Kendrick|Langford|Lockwood|Marsden|Middleton|Northcott|Pemberton|Prescott|Radcliffe|Rowntree|Sherwood|
Stapleton|Thornbury|Underwood|Wakefield|Whitmore|Winslow|Yardley|Harrington|Brewster|Talbot|Pickering|Hollis|Mercer|Barlow|
O'Sullivan|O'Donnell|McCarthy|Brennan|Gallagher|Donnelly|Kavanagh|Fitzgerald|Moriarty|Quinlan|Cullinane|Mulcahy|Keane|
Flanagan|Hennessy|Dunphy|Tierney|Costello|Lynch|Rafferty|McGuinness|Ní Bhriain|Ó Ceallaigh|
Hernandez|Gutierrez|Ramirez|Castillo|Vargas|Mendoza|Ortega|Delgado|Navarro|Salazar|Cabrera|Espinoza|Villanueva|Quintero|
Aguilar|Fuentes|Soto|Pacheco|Benitez|Zamora|Ibarra|Montoya|Orozco|Cervantes|Rosales|de la Cruz|
Okafor|Okonkwo|Adeyemi|Oyelaran|Nwosu|Eze|Chukwu|Afolabi|Ogunleye|Balogun|Mensah|Asante|Boateng|Owusu|Osei|Appiah|
Agyeman|Diallo|Traore|Keita|Coulibaly|Ndiaye|Bangura|Kamara|Sesay|Conteh|
Patel|Sharma|Iyer|Reddy|Nair|Menon|Pillai|Chatterjee|Banerjee|Mukherjee|Gupta|Agarwal|Deshpande|Kulkarni|Joshi|Bhatt|
Chaudhry|Qureshi|Siddiqui|Malik|Rahman|Hossain|Chowdhury|Sandhu|Dhillon|Grewal|Krishnan|Subramanian|Venkataraman|Rajan|
Zhang|Wang|Liu|Huang|Zhao|Zhou|Xu|Sun|Guo|Lin|Tan|Lim|Ng|Wong|Chan|Leung|Tanaka|Suzuki|Takahashi|Watanabe|Yamamoto|
Nakamura|Kobayashi|Sato|Kim|Park|Choi|Jung|Kang|Nguyen|Tran|Pham|Vo|Dang|Bui|
Haddad|Khalil|Nasser|Mansour|Saleh|Farouk|Abdullah|Al-Hashimi|Al-Rashid|Bakr|Darwish|Hamdan|Jaber|Kassem|Mahmoud|
Qasim|Rahim|Shaheen|Yousef|Zaki|
Kowalski|Nowak|Wisniewski|Wojcik|Kaminski|Lewandowski|Zielinski|Szymanski|Petrov|Ivanov|Volkov|Sokolov|Popescu|Ionescu|
Horvath|Novak|Dvorak|Kovacs|Nagy|Jovanovic|Petrovic|Markovic|Shevchenko|Kovalenko|Bondarenko|
Tuilagi|Faleolo|Taufa|Fifita|Vaipulu|Havili|Leota|Sapolu|Fonoti|Kahananui|Kealamakia|Te Rangi|Ngata|Parata|
Tamihana|Pomare|
Lindqvist|Johansson|Eriksen|Halvorsen|Rossi|Bianchi|Ferraro|Esposito|Romano|Oliveira|Pereira|Carvalho|Moreau|Lefebvre|
Dubois|Girard|Schneider|Hoffmann|Becker|Weber|van der Berg|De Vries|Jansen|Cohen|Levi|Friedman|Katz|Dlamini|Nkosi|
Mokoena|Ndlovu|Mwangi|Wanjiku|Kiprono|Tesfaye|Haile|Bekele|Girma|Papadopoulos|Georgiou|Demir|Yilmaz|Kaya|Celik|Sahin|
Okoro|Adjei|Ferreira|Castellanos|Nakagawa|Hwang|Srinivasan|Bhattacharya|Al-Amin|Radu|Lungu|Mataafa|Whitlock|Crompton|Ogilvie|
Abernathy|Quigley|Trevithick|Penhaligon|Mountjoy|Featherstone|Oyelowo|Achterberg|Villalobos|Szabo|Kuznetsova|Baptiste
""")

MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# ---------------------------------------------------------------- places
# Each locale: towns (with region code/name) and postcodes are generated by common.py
US_PLACES = [
    ("Maple Hollow", "OH", "Ohio"), ("Brookfield Junction", "PA", "Pennsylvania"), ("Ashford Falls", "NY", "New York"),
    ("Cedar Bluff", "TX", "Texas"), ("Port Halvern", "WA", "Washington"), ("Glenmere", "MA", "Massachusetts"),
    ("Red Willow", "NE", "Nebraska"), ("Sawyer's Crossing", "VT", "Vermont"), ("Lake Tamsin", "MN", "Minnesota"),
    ("Dunmore Springs", "GA", "Georgia"), ("East Varney", "IL", "Illinois"), ("Copper Mesa", "AZ", "Arizona"),
    ("Fallbrook Ridge", "CA", "California"), ("Halverson", "WI", "Wisconsin"), ("Kettle Run", "VA", "Virginia"),
    ("New Albright", "NJ", "New Jersey"), ("Ossory", "MI", "Michigan"), ("Pelham Shoals", "AL", "Alabama"),
    ("Quarry Heights", "CO", "Colorado"), ("Stillwater Bend", "OK", "Oklahoma"), ("Tobin Lake", "OR", "Oregon"),
    ("West Corliss", "NC", "North Carolina"), ("Yarrow Point", "FL", "Florida"), ("Bellhaven", "MD", "Maryland"),
    ("Marlow Creek", "TN", "Tennessee"), ("Pine Lattice", "ME", "Maine"), ("San Ardo Vista", "NM", "New Mexico"),
]
UK_PLACES = [
    ("Ashbury", "West Yorkshire"), ("Kingsmere", "Hampshire"), ("Farrowdale", "Cumbria"), ("Northwold", "Norfolk"),
    ("Brackley Fen", "Cambridgeshire"), ("Little Hadham Cross", "Hertfordshire"), ("Thornfield", "Lancashire"),
    ("Oakenshaw", "West Yorkshire"), ("Pellworth", "Devon"), ("Redmarsh", "Essex"), ("Stowbridge", "Suffolk"),
    ("Wendlebury Mill", "Oxfordshire"), ("Carrow Head", "Northumberland"), ("Haverleigh", "Kent"),
    ("Glenrannoch", "Perthshire"), ("Llanfelin", "Powys"),
]
CA_PLACES = [
    ("Rideauview", "ON", "Ontario"), ("Port Callan", "NS", "Nova Scotia"), ("Birch Narrows", "SK", "Saskatchewan"),
    ("Lac-Sainte-Odile", "QC", "Quebec"), ("Fraserholm", "BC", "British Columbia"), ("Red Deer Crossing", "AB", "Alberta"),
    ("Kestrel Bay", "NL", "Newfoundland and Labrador"), ("Millbrook Station", "ON", "Ontario"),
    ("Assiniboia Flats", "MB", "Manitoba"), ("Tantramar Ridge", "NB", "New Brunswick"),
]
AU_PLACES = [
    ("Wattle Creek", "NSW", "New South Wales"), ("Coral Bay Heights", "QLD", "Queensland"),
    ("Eastbrook", "VIC", "Victoria"), ("Banksia Ridge", "WA", "Western Australia"), ("Kurrajong Flat", "NSW", "New South Wales"),
    ("Mallee Springs", "SA", "South Australia"), ("Tarrawonga", "VIC", "Victoria"), ("Gidgee Point", "QLD", "Queensland"),
    ("Huon Vale", "TAS", "Tasmania"), ("Bindaroo", "NT", "Northern Territory"),
]
IE_PLACES = [
    ("Ballykerrin", "Cork"), ("Clonmore", "Tipperary"), ("Drumlish", "Longford"), ("Kilcarrig", "Kerry"),
    ("Rathmoylan", "Meath"), ("Carrowkeel", "Sligo"), ("Inishbarra", "Galway"), ("Mullaghbeg", "Donegal"),
    ("Castledrum", "Kildare"), ("Ardnacrusha Bridge", "Clare"),
]
IN_PLACES = [
    ("Hosakere", "Karnataka"), ("Tirunandal", "Tamil Nadu"), ("Rampur Kalan", "Uttar Pradesh"), ("Navagaon", "Maharashtra"),
    ("Kottaparambu", "Kerala"), ("Suryapeth", "Telangana"), ("Bhavanipur", "West Bengal"), ("Sundargarh Nagar", "Odisha"),
    ("Anandpur Vihar", "Punjab"), ("Devgadh", "Gujarat"),
]

STREET_NAMES = _split("""
Elm|Maple|Oak|Birch|Chestnut|Larkspur|Harrow|Mill|Quarry|Orchard|Foxglove|Kingfisher|Station|Church|Bridge|Pemberton|
Willowbrook|Heron|Alder|Juniper|Sycamore|Hawthorn|Linden|Meadowsweet|Cobbler|Tanner|Granary|Canal|Ferry|Lighthouse|
Beacon|Sandpiper|Wattle|Banksia|Jacaranda|Ironbark|Cedar|Poplar|Rowan|Bracken|Thistle|Cranberry|Prospect|Victoria|
Albert|Gandhi|Nehru|Tagore|MG|Ashoka|Lotus|Temple
""")
STREET_SUFFIX_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct", "Boulevard", "Way", "Place"]
STREET_SUFFIX_UK = ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Way", "Avenue", "Grove", "Mews"]
STREET_SUFFIX_AU = ["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Court", "Place", "Drive"]
STREET_SUFFIX_IN = ["Road", "Marg", "Cross Road", "Main Road", "Street", "Layout", "Nagar"]

HOSPITALS = {
    "US": ["Hollister Memorial Hospital", "St. Benedict's Medical Center", "Cedar Falls Regional Medical Center",
           "Mercy Ridge Hospital", "Bayview General Hospital", "Harlan County Community Hospital",
           "Northgate University Hospital", "Whitfield Heart Institute", "Pinecrest Rehabilitation Center",
           "Greystone Cancer Center", "Oakmont Skilled Nursing Facility", "Lakeshore Family Practice",
           "Copperfield Urgent Care", "Riverbend Kidney Center", "Sutter's Mill Community Clinic",
           "St. Agatha's Regional Hospital", "Brightwater Medical Center"],
    "UK": ["Royal Ashbury Infirmary", "St Aldhelm's Hospital", "Kingsmere General Hospital",
           "Farrowdale Community Hospital", "Brackley Road Surgery", "Thornfield Medical Practice",
           "Northwold Renal Unit", "Harrowgate Lane Hospice", "Pellworth District General Hospital",
           "Oakenshaw Health Centre", "Queen Adelaide Cancer Centre"],
    "CA": ["Rideauview General Hospital", "St. Brendan's Health Centre", "Maplewood Community Hospital",
           "Northshore Dialysis Clinic", "Fraserholm Regional Hospital", "Tantramar Valley Health Centre",
           "Lakeview Family Health Team"],
    "AU": ["Wattle Creek Base Hospital", "St Columba's Private Hospital", "Eastbrook Hospital",
           "Coral Bay Health Service", "Banksia Ridge Medical Centre", "Tarrawonga District Hospital",
           "Mallee Springs Renal Unit"],
    "IE": ["St Fionnan's University Hospital", "Ballykerrin General Hospital", "Clonmore Regional Hospital",
           "Drumlish Community Nursing Unit", "Kilcarrig Medical Practice", "Our Lady of Knockree Hospital"],
    "IN": ["Sri Ramanuja Multispeciality Hospital", "Lotus Heart Institute", "Ganga Valley Medical College Hospital",
           "Shanti Nursing Home", "Apex Kidney Care Centre", "Navagaon Civil Hospital", "Amrita Sanjeevani Cancer Centre"],
}
PHARMACIES = {
    "US": ["Walgrove Pharmacy", "Corner Apothecary", "MedExpress Drug"], "UK": ["Boxley Chemist", "Hadham Pharmacy"],
    "CA": ["Rideau Pharmasave Plus", "Northshore Drug Mart"], "AU": ["Wattle Creek Chemist", "Eastbrook Amcal Plus"],
    "IE": ["Kilcarrig Pharmacy", "Mulcahy's Chemist"], "IN": ["Sai Medicals", "Jan Aushadhi Kendra Hosakere"],
}
WARDS = ["Heron Ward", "Kestrel Unit", "Linden Ward", "Aspen Unit", "Juniper Ward", "Osprey Ward", "Willow Ward",
         "Magnolia Unit", "Bluebell Ward", "Cedar Unit", "Larch Ward", "Tamarind Ward", "Kowhai Unit", "Rosewood Ward"]

ORGS = _split("""
Ridgeway Logistics|Holloway Metalworks|Bluewater Fisheries|Tri-County Unified School District|Grace Fellowship Church|
Sunnyvale Elementary School|Halvern Paper Mill|Copper Mesa Mining Co.|Prairie Star Cooperative|Northgate University|
Kingsmere Borough Council|Ashbury Grammar School|Pellworth Bus Company|St Aldhelm's Parish|Wattle Creek Shire Council|
Eastbrook Primary School|Coral Bay Marine Services|Ballykerrin Creamery|Clonmore GAA Club|Rideauview Transit|
Fraserholm Timber Ltd|Hosakere Textiles Pvt Ltd|Sri Lakshmi Granite Works|Apex Softech Solutions|Maple Hollow Fire Department|
Dunmore Springs Poultry Plant|Lake Tamsin Credit Union|Yarrow Point Marina|Kettle Run Vineyards|Harbourside Freight
""")

PROFESSIONS = _split("""
welder|teacher|bus driver|accountant|electrician|farmer|carpenter|software engineer|warehouse supervisor|hairdresser|
lorry driver|plumber|chef|office cleaner|security guard|truck driver|postal worker|librarian|mechanic|paralegal|
dental hygienist|firefighter|fisherman|taxi driver|construction labourer|retail assistant|civil engineer|tailor|
homemaker|bricklayer|roofer|bank teller|barista|dairy farmer|school bus driver|machinist|police officer|
graphic designer|journalist|pastor|forklift operator|seamstress|landscaper|sheet metal worker|coal miner|
shipping clerk|real estate agent|veterinarian|auto body repairer|painter and decorator|tea estate worker|
auto-rickshaw driver|garment factory worker|call centre agent|schoolteacher|childcare worker|meat packer
""")

COUNTRIES = _split("""
Portugal|Nigeria|Ghana|Poland|India|Pakistan|Philippines|Vietnam|Mexico|Guatemala|Brazil|Ukraine|Romania|Kenya|
Somalia|Ethiopia|Tonga|Samoa|Fiji|China|Japan|South Korea|Egypt|Lebanon|Iraq|Syria|Morocco|Thailand|Indonesia|
Peru|Haiti|Jamaica|Sierra Leone|Senegal|Italy|Greece|Turkey|Bangladesh|Sri Lanka|Nepal|Ireland|Scotland|Canada|
Australia|New Zealand|South Africa|Zimbabwe|Dominican Republic|Cambodia|Malaysia
""")

EMAIL_DOMAINS = ["mailbox.example", "example.net", "post.example.org", "inbox.example.com", "webmail.example"]
