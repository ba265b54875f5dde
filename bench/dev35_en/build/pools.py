"""Invented name, place and institution pools for the dev35-en generator.

Everything here was written for this set. Given names and surnames are real
names of many origins (as any name list must be); the people built from them
are invented. Towns, streets, institutions and organisations are invented
(a few may coincide with real names by chance). States, provinces, counties,
regions and countries are real, as are the foreign cities used as travel
destinations.
"""

GIVEN_M = """
James Oliver Liam Noah Ethan Mason Lucas Aiden Caleb Owen Declan Cian Oisín Ruairí Seán Padraig
Cormac Fionn Eoin Darragh Tadhg Callum Euan Angus Hamish Alasdair Rhys Dafydd Gareth Iwan Tomasz
Piotr Krzysztof Mateusz Andrzej Dmitri Sergei Oleksandr Taras Bogdan Luca Matteo Giovanni Marco
Alessandro Joaquín Diego Mateo Alejandro Carlos Javier Rafael João Tiago Rui Pedro Lars Henrik Sven
Anders Jens Mikkel Pieter Joost Bram Thijs Klaus Jürgen Matthias Florian Tobias Étienne Mathieu
Guillaume Olivier Rémi Benoît Yusuf Omar Tariq Khalid Hamza Bilal Imran Faisal Karim Samir Arjun
Rohan Vikram Sanjay Rajesh Anil Pranav Aarav Kiran Deepak Manpreet Jaspal Wei Jun Hao Minh Duc
Quang Hiroshi Kenji Takeshi Haruto Min-jun Ji-ho Seung-woo Chidi Emeka Obinna Tunde Kwame Kofi
Yaw Tendai Tafadzwa Sipho Thabo Jabari Abebe Dawit Tamati Wiremu Hemi Rawiri Nikau Tāne Sione
Viliami Tevita Ioane Malakai Semisi Jarrah Brody Cooper Lachlan Hudson Harvey Archie Alfie Freddie
Reggie Theo Elliot Jasper Felix Rupert Barnaby Toby Dominic Marcus Desmond Clarence Leroy Darnell
DeShawn Tyrone Jamal Malik Andre Terrence Cedric Reginald Harold Walter Eugene Herbert Stanley
Leonard Kevin Brian Gary Dennis Keith Trevor Nigel Graham Clive Derek Colin Martin Simon Adrian
Geoffrey Malcolm Neil Ian Stuart Craig Ryan Tyler Brandon Dylan Connor Kyle Travis Cody Dustin
Wyatt Garrett Jesse Ezra Isaac Eli Levi Moshe Avi Yosef Ariel Nikolaos Dimitrios Yiannis Mehmet
Emre Burak Reza Dariusz Arash Farhad Rodrigo Emilio Santiago Ignacio Paolo Enzo Kai Mauricio
""".split()

GIVEN_F = """
Olivia Emma Charlotte Amelia Sophia Isla Ava Mia Chloe Zoe Ella Harper Aoife Niamh Siobhán Saoirse
Róisín Caoimhe Orla Clodagh Gráinne Eimear Ciara Sinéad Mairead Fiona Morag Catriona Eilidh Kirsty
Rhiannon Cerys Seren Bethan Ffion Agnieszka Katarzyna Magdalena Małgorzata Zofia Olena Iryna
Natalia Svetlana Giulia Francesca Chiara Valentina Lucía Carmen Pilar Ximena Guadalupe Marisol
Beatriz Inês Mariana Ingrid Astrid Freya Sigrid Annelies Femke Greta Heike Anneliese Margaux Céline
Élodie Amélie Geneviève Aisha Fatima Layla Yasmin Noor Mariam Zainab Huda Amira Samira Priya
Ananya Kavya Deepika Sunita Lakshmi Meera Pooja Neha Anjali Simran Harleen Jaspreet Mei Xiu Ling
Ngoc Huong Yuki Akiko Sakura Haruka Ji-woo Seo-yeon Min-seo Ngozi Chiamaka Adaeze Folake Yetunde
Abena Akosua Nyasha Rudo Thandiwe Zanele Lindiwe Amara Makena Wanjiru Hiwot Selam Aroha Mere Huia
Anahera Kiri Mele Losana Salote Talia Kaia Matilda Poppy Imogen Harriet Beatrice Phoebe Jemima
Tabitha Rosalind Philippa Gemma Kerry Leanne Tracey Donna Sharon Karen Debbie Julie Deborah Margaret
Dorothy Mildred Edith Gladys Doris Irene Shirley Beverly Ethel Agnes Bridget Maureen Kathleen
Eileen Nora Tanisha Keisha Shanice Latoya Imani Aaliyah Brianna Kayla Madison Brittany Ashley
Courtney Jessica Megan Lauren Kimberly Rachel Hannah Leah Miriam Esther Rivka Tova Shira Eleni
Despina Katerina Elif Zeynep Ayşe Shirin Parisa Leila Camila Valeria Renata Paola Sofía Anika
Maren Tamsin Wilhelmina Ottilie Cressida Henrietta Marguerite Rosalie Jolene Dolores Yolanda
""".split()

SURNAMES = """
Thompson Whitfield Harrington Pemberton Ashworth Blackwood Caldwell Fairbanks Hargreaves Kettering
Lockwood Merriweather Northcott Oakley Pickering Radcliffe Sutcliffe Thornton Underwood Wainwright
Yardley Aldridge Beckett Cartwright Dunmore Ellison Fenwick Holloway Ingram Jennings Kendrick
Lambert Mansfield Norwood Osborne Prescott Rutherford Tennant Vickers Whitmore Winslow Abernethy
Crowther Dempsey Fairclough Gilchrist Hawkesworth Kingsley Loxley Marchbank Pennington Rowntree
Stainton Tattersall Warburton O'Brien O'Sullivan McCarthy Nolan Byrne Doyle Kavanagh Fitzgerald
Brennan Cullinane Dunne Fahy Geraghty Hennessy Keane Lynch Moloney Naughton Phelan Quigley Regan
Sheehan Tierney Walsh Whelan Gallagher Quinlan Mac Giolla Phádraig Ó Súilleabháin
MacLeod McKenzie Fraser Buchanan Drummond Ferguson Galbraith Munro Sinclair Pritchard Llewellyn
Bevan Prosser Howells Griffiths Vaughan Powell Kowalski Nowak Wiśniewski Wójcik Kamiński Lewandowski
Zieliński Szymański Dąbrowski Kozłowski Shevchenko Kovalenko Bondarenko Tkachenko Petrov Sokolov
Volkov Rossi Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini
García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores Rivera Gómez
Díaz Morales Ortiz Gutiérrez Chávez Ramos Vargas Castillo Mendoza Guerrero Aguilar Navarro Silva
Santos Oliveira Pereira Costa Ferreira Carvalho Almeida Müller Schneider Fischer Weber Becker
Hoffmann Schäfer Koch van der Berg de Vries Jansen Bakker Visser Meijer de Jong Andersen Nielsen
Johansson Lindqvist Eriksson Halvorsen Solberg Dubois Lefebvre Moreau Laurent Girard Roux Fournier
Tremblay Gagnon Bouchard Côté Pelletier Lavoie Bélanger Leblanc Haddad Khoury Nasser Al-Farsi Saleh
Mansour Rahman Hussain Qureshi Siddiqui Chaudhry Malik Sheikh Abbasi Farouk El-Amin Hamdan Awad
Darwish Patel Shah Mehta Desai Iyer Nair Menon Reddy Rao Krishnan Subramanian Gupta Sharma Verma
Agarwal Chatterjee Banerjee Mukherjee Bose Sandhu Gill Dhillon Grewal Sidhu Singh Perera Fernando
Jayasuriya Wickramasinghe Chowdhury Begum Chen Wang Zhang Liu Huang Zhao Zhou Xu Lin Tan Lim Ng Goh
Wong Leung Chan Cheung Lau Nguyen Tran Le Pham Hoang Vu Dang Bui Tanaka Suzuki Watanabe Yamamoto
Nakamura Kobayashi Sato Kim Choi Jung Kang Yoon Okafor Okonkwo Adeyemi Oyelaran Babatunde Mensah
Owusu Boateng Asante Osei Mwangi Kamau Otieno Wanjiku Ndlovu Dlamini Nkosi Moyo Chikwanha Mutasa
Tesfaye Haile Bekele Abdi Farah Warsame Diallo Traoré Keita Ngata Tipene Parata Te Whare Rangihuna
Tautahi Waaka Horomona Herewini Tuilagi Faleolo Taufa Fifita Vaipulu Leota Sapolu Tauiliili Havili
Latu Mahe Goldberg Rosenthal Katz Friedman Levy Cohen Shapiro Weinstein Papadopoulos Nikolaidis
Georgiou Konstantinou Karalis Yılmaz Demir Şahin Çelik Aydın Öztürk Hosseini Rahimi Karimi Moradi
Reyes Cruz Bautista Dela Cruz Villanueva Mercado Aquino Washington Jefferson Robinson Jackson
Coleman Henderson Simmons Patterson Hughes Foster Bryant Russell Griffin Hayes Myers Ellis Sullivan
Harper Fleming Stewart Morrison Henderson Duffy Rooney Carroll Boyle Kearney Devlin
""".split()

# multi-word surnames written with spaces above get split; fix them here
_JOIN = ["Mac Giolla Phádraig", "Ó Súilleabháin", "De Luca", "van der Berg", "de Vries",
         "de Jong", "Te Whare", "Dela Cruz"]


def _fix_surnames(words):
    out = []
    i = 0
    while i < len(words):
        matched = False
        for j in _JOIN:
            parts = j.split()
            if words[i:i + len(parts)] == parts:
                out.append(j)
                i += len(parts)
                matched = True
                break
        if not matched:
            out.append(words[i])
            i += 1
    seen = []
    for w in out:
        if w not in seen:
            seen.append(w)
    return seen


SURNAMES = _fix_surnames(SURNAMES)
GIVEN_M = list(dict.fromkeys(GIVEN_M))
GIVEN_F = list(dict.fromkeys(GIVEN_F))

NICKNAMES = {
    "James": "Jim", "Oliver": "Ollie", "Alessandro": "Sandro", "Alexander": "Alex", "Frederick": "Fred",
    "Reginald": "Reg", "Leonard": "Len", "Harold": "Harry", "Stanley": "Stan", "Geoffrey": "Geoff",
    "Terrence": "Terry", "Dominic": "Dom", "Barnaby": "Barney", "Margaret": "Peggy", "Deborah": "Deb",
    "Kimberly": "Kim", "Jessica": "Jess", "Rosalind": "Ros", "Philippa": "Pip", "Dorothy": "Dot",
    "Katarzyna": "Kasia", "Małgorzata": "Gosia", "Wilhelmina": "Mina", "Henrietta": "Etta",
    "Natalia": "Tasha", "Elizabeth": "Liz", "Matthias": "Matti", "Nikolaos": "Nikos",
    "Alasdair": "Ali", "Kathleen": "Kath", "Tabitha": "Tabby", "Bridget": "Bridie", "Beatrice": "Bea",
    "Imogen": "Immy", "Oleksandr": "Sasha", "Dimitrios": "Jimmy", "Valentina": "Vale",
}

MIDDLE_INITIALS = "ABCDEFGHJKLMNPRSTW"

TOWNS = {
    "US": ["Millbrook", "Cedar Hollow", "Harlan Springs", "Westover", "Pine Ridge Falls", "Ashford Mills",
           "Brookhaven Ridge", "Clearwater Junction", "Dunmore Heights", "Elkhart Crossing", "Fairhaven",
           "Glenwood Station", "Hollister Bend", "Ironwood", "Juniper Flats", "Kettle Creek", "Lakemont",
           "New Carlow", "Oak Terrace", "Prairie View", "Quarry Hill", "Redfield", "Silver Lake Village",
           "Timberline", "Union Mills", "Vale Forge", "Willow Bend", "Yorkton Falls", "Zephyr Glen",
           "Bramwell", "Copper Basin", "Easton Ferry", "Granger Point", "Hadley Corners", "Marlow Springs"],
    "UK": ["Ashby Wold", "Thornbury Vale", "Little Hadstock", "Marlow Cross", "Pennington Fell", "Wexley",
           "Saltmarsh Green", "Hollinsbridge", "Bramcote End", "Castlebrook", "Dunsford Magna",
           "Eastleigh Moor", "Fenwick St Giles", "Glossop Edge", "Harrowgate Parva", "Inglesby",
           "Kirkby Holme", "Longridge Fold", "Midhurst Cross", "Netherwell", "Oakhampton Wells", "Pilsbury",
           "Redmarsh", "Stoneleigh Abbas", "Tadwick", "Upper Brampton", "Westcombe", "Whitcliffe", "Yarnley",
           "Cawthorne Bridge", "Elmsworth", "Hadleigh Parva", "Sandbeck", "Burnmoor", "Kelbrook Down"],
    "IE": ["Ballycarrow", "Kilmurran", "Drumcashel", "Carrigmore", "Rathbrennan", "Castlederry",
           "Knockanore Bridge", "Ballinagore", "Clonmoyle", "Inchabeg", "Lisnagarvan", "Mullaghmore Cross",
           "Templederry Upper", "Glenbawn", "Ardnacrea", "Kilbrack", "Rossdarra", "Shanaglish", "Tullaghbeg",
           "Ballyvourane", "Carrowkeel Cross", "Dromahane", "Kilcorrig", "Moneygall Bridge", "Rathcoole East"],
    "AU": ["Tarrawong", "Banksia Heights", "Wattle Creek", "Coolabah Flats", "Mirrawee Springs",
           "Kurrajong Vale", "Bellbird Ridge", "Gidgee Point", "Yarrabin", "Wombat Hollow", "Brolga Bay",
           "Currawong Heights", "Ironbark Crossing", "Illawong Downs", "Nareen Creek", "Koorinda",
           "Wirraminna", "Marlee Junction", "Pelican Waters North", "Tallowood", "Emu Plains West",
           "Boobialla", "Quandong Flat", "Saltbush Ridge", "Mulga Springs"],
    "NZ": ["Te Awa Ridge", "Kōwhai Bay", "Pūriri Heights", "Mānuka Flat", "Tōtara Glen", "Rimu Valley",
           "Harakeke Point", "Kahikatea Downs", "Waiotara", "Pōhutu Bay", "Matai Springs", "Kererū Hill",
           "Tuatara Point", "Wharekai", "Ōtaniwha", "Kaiwhata", "Raupō Flats", "Tawa Ridge", "Korimako Bay",
           "Awahou Junction", "Pāteke Downs", "Ngaio Heights"],
    "CA": ["Cedarbrook", "Port Haldane", "Glenmore Falls", "Lac-Sainte-Élise", "Maplewood Station",
           "Birch Harbour", "Pinecrest Landing", "Rivière-aux-Saules", "Stoneybrook", "Northfield Junction",
           "Spruce Lake", "Tamarack Bend", "Granite Bay", "Kestrel Ridge", "Aspen Heights", "Beaverton Mills",
           "Saint-Rémi-du-Lac", "Loon Lake Crossing", "Caribou Flats", "Hemlock Cove", "Larchmont Bay"],
}

UK_COUNTIES = ["Kent", "Surrey", "Essex", "Devon", "Cornwall", "Norfolk", "Suffolk", "Cumbria", "Lancashire",
               "North Yorkshire", "Derbyshire", "Shropshire", "Dorset", "Somerset", "Wiltshire",
               "Gloucestershire", "Northumberland", "Lincolnshire", "Hampshire", "Herefordshire", "Cheshire",
               "West Yorkshire", "Staffordshire", "Worcestershire", "Leicestershire"]
UK_POST_AREAS = ["LS", "BD", "HX", "YO", "DL", "NE", "CA", "LA", "PR", "BB", "SK", "ST", "DE", "NG", "LN", "PE",
                 "NR", "IP", "CO", "CM", "ME", "CT", "TN", "RH", "GU", "SO", "BH", "DT", "TA", "EX", "PL", "TR",
                 "GL", "HR", "SY", "WR", "LE", "CV", "OX", "SN", "BA"]

IE_COUNTIES = ["Cork", "Kerry", "Galway", "Mayo", "Sligo", "Donegal", "Wexford", "Waterford", "Kilkenny",
               "Tipperary", "Limerick", "Clare", "Meath", "Kildare", "Wicklow", "Louth", "Offaly", "Laois",
               "Westmeath", "Roscommon", "Leitrim", "Cavan", "Monaghan", "Longford", "Carlow"]
IE_ROUTING = ["T12", "T23", "P31", "P36", "P43", "H91", "H54", "F91", "F94", "Y35", "X91", "R95", "E41",
              "V94", "V92", "W23", "W91", "A67", "A91", "C15", "R32", "N37", "H12", "A82", "R93"]

US_STATES = [
    ("Ohio", "OH", ["43", "44", "45"], ["614", "216", "513", "330"]),
    ("Oregon", "OR", ["97"], ["503", "541"]),
    ("Pennsylvania", "PA", ["15", "16", "17", "18", "19"], ["215", "412", "717", "610"]),
    ("Michigan", "MI", ["48", "49"], ["313", "616", "517", "906"]),
    ("Minnesota", "MN", ["55", "56"], ["612", "651", "218", "507"]),
    ("Wisconsin", "WI", ["53", "54"], ["414", "608", "920", "715"]),
    ("Illinois", "IL", ["60", "61", "62"], ["312", "217", "309", "618"]),
    ("Texas", "TX", ["75", "76", "77", "78", "79"], ["214", "512", "713", "806", "915"]),
    ("Colorado", "CO", ["80", "81"], ["303", "719", "970"]),
    ("Georgia", "GA", ["30", "31"], ["404", "706", "912"]),
    ("North Carolina", "NC", ["27", "28"], ["919", "704", "828", "252"]),
    ("Virginia", "VA", ["22", "23", "24"], ["804", "540", "757", "434"]),
    ("Washington", "WA", ["98", "99"], ["206", "509", "360", "425"]),
    ("Arizona", "AZ", ["85", "86"], ["602", "520", "928"]),
    ("New York", "NY", ["10", "12", "13", "14"], ["518", "315", "716", "607"]),
    ("Massachusetts", "MA", ["01", "02"], ["617", "413", "508", "978"]),
    ("Maryland", "MD", ["20", "21"], ["410", "301", "443"]),
    ("Indiana", "IN", ["46", "47"], ["317", "812", "260", "574"]),
    ("Maine", "ME", ["04"], ["207"]),
    ("Iowa", "IA", ["50", "51", "52"], ["515", "319", "563", "712"]),
    ("Kentucky", "KY", ["40", "41", "42"], ["502", "859", "270", "606"]),
    ("Tennessee", "TN", ["37", "38"], ["615", "865", "901", "423"]),
    ("Missouri", "MO", ["63", "64", "65"], ["314", "816", "417", "573"]),
    ("Florida", "FL", ["32", "33", "34"], ["305", "407", "813", "850", "904"]),
    ("California", "CA", ["90", "91", "93", "95", "96"], ["213", "415", "559", "916", "707"]),
    ("New Mexico", "NM", ["87", "88"], ["505", "575"]),
    ("Vermont", "VT", ["05"], ["802"]),
    ("Nebraska", "NE", ["68", "69"], ["402", "308"]),
    ("Utah", "UT", ["84"], ["801", "435"]),
    ("Kansas", "KS", ["66", "67"], ["316", "785", "913"]),
    ("Connecticut", "CT", ["06"], ["203", "860"]),
]

CA_PROVINCES = [
    ("Ontario", "ON", "KLMNP", ["416", "613", "519", "705", "905", "807"]),
    ("British Columbia", "BC", "V", ["604", "250", "778"]),
    ("Alberta", "AB", "T", ["403", "780", "587"]),
    ("Quebec", "QC", "GHJ", ["514", "418", "450", "819"]),
    ("Manitoba", "MB", "R", ["204"]),
    ("Saskatchewan", "SK", "S", ["306"]),
    ("Nova Scotia", "NS", "B", ["902"]),
    ("New Brunswick", "NB", "E", ["506"]),
    ("Newfoundland and Labrador", "NL", "A", ["709"]),
    ("Prince Edward Island", "PE", "C", ["902"]),
]

AU_STATES = [
    ("New South Wales", "NSW", [(2000, 2599), (2619, 2899)], "02"),
    ("Victoria", "VIC", [(3000, 3999)], "03"),
    ("Queensland", "QLD", [(4000, 4999)], "07"),
    ("Western Australia", "WA", [(6000, 6797)], "08"),
    ("South Australia", "SA", [(5000, 5799)], "08"),
    ("Tasmania", "TAS", [(7000, 7799)], "03"),
    ("Australian Capital Territory", "ACT", [(2600, 2618)], "02"),
    ("Northern Territory", "NT", [(800, 899)], "08"),
]

NZ_REGIONS = [("Canterbury", "03"), ("Waikato", "07"), ("Otago", "03"), ("Southland", "03"),
              ("Bay of Plenty", "07"), ("Hawke's Bay", "06"), ("Taranaki", "06"), ("Northland", "09"),
              ("Manawatū-Whanganui", "06"), ("Tasman", "03"), ("Marlborough", "03"), ("Gisborne", "06"),
              ("West Coast", "03")]

STREET_BASE = ["Elm", "Maple", "Oak", "Birch", "Cedar", "Willow", "Chestnut", "Sycamore", "Hawthorn", "Rowan",
               "Larch", "Alder", "Holly", "Juniper", "Laurel", "Magnolia", "Poplar", "Hazel", "Ashgrove",
               "Kingfisher", "Heron", "Lark", "Wren", "Swallow", "Falcon", "Curlew", "Plover", "Mill",
               "Station", "Quarry", "Bridge", "Orchard", "Meadow", "Victoria", "Albert", "Foxglove",
               "Bramble", "Primrose", "Thistle", "Highfield", "Brookside", "Riverside", "Hillcrest",
               "Fernlea", "Glebe", "Tanners", "Coopers", "Weavers", "Ropewalk", "Seaview", "Harbour",
               "Beacon", "Windmill", "Granary", "Cherry Tree", "Honeysuckle", "Larkspur", "Sandpiper"]
STREET_BASE_LOCAL = {
    "US": ["Lincoln", "Jefferson", "Franklin", "Madison", "Pleasant", "Prospect", "Walnut", "Hickory",
           "Dogwood", "Cottonwood", "Mesquite", "Sassafras", "Pecan", "Bluebonnet", "Pioneer", "Homestead"],
    "UK": ["Vicarage", "Rectory", "Chapel", "Manor", "Abbey", "Castle", "Grange", "Priory", "Coronation",
           "Jubilee", "Moorland", "Fellside", "Beckside", "Kiln", "Tithe Barn"],
    "IE": ["Seafield", "Ard Na Gréine", "Cnoc Mhuire", "Abbeyview", "Castleview", "Slievemore", "Bóthar Buí",
           "Fairgreen", "Convent", "Friary", "Distillery"],
    "AU": ["Banksia", "Waratah", "Jacaranda", "Wattle", "Boronia", "Grevillea", "Kookaburra", "Bottlebrush",
           "Melaleuca", "Lorikeet", "Billabong", "Coolibah", "Flame Tree", "Brushbox"],
    "NZ": ["Kōwhai", "Pōhutukawa", "Rimu", "Tōtara", "Mataī", "Tūī", "Kererū", "Harakeke", "Kauri",
           "Nīkau", "Kahikatea", "Miro", "Whero", "Moana"],
    "CA": ["Tamarack", "Spruce", "Beaver", "Laurentian", "Champlain", "Trillium", "Maple Leaf", "Hemlock",
           "Muskoka", "Caribou", "Balsam", "Loon"],
}
STREET_SUFFIX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct",
           "Boulevard", "Blvd", "Way", "Place", "Circle", "Terrace", "Parkway"],
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens", "Grove", "Way",
           "Terrace", "Mews", "Rise", "Walk", "Place", "Row"],
    "IE": ["Road", "Avenue", "Park", "Lawn", "Grove", "Heights", "Close", "Drive", "Court", "View",
           "Crescent", "Street", "Terrace"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade", "Pde", "Court",
           "Drive", "Place", "Close", "Way", "Circuit"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane", "Way", "Grove"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Crescent", "Cres", "Boulevard",
           "Blvd", "Court", "Way", "Trail"],
}

SAINTS = ["Brendan", "Columba", "Aidan", "Brigid", "Luke", "Jude", "Vincent", "Clare", "Agnes", "Mary",
          "Joseph", "Anne", "Michael", "Catherine", "Raphael", "Benedict", "Francis", "Patrick", "Hilda",
          "Cuthbert", "Oswald", "Margaret", "Elizabeth", "Finbarr", "Kevin", "Ita", "Gabriel", "Monica"]
TREES_BIRDS = ["Rowan", "Kestrel", "Heron", "Willow", "Beech", "Linden", "Osprey", "Curlew", "Juniper",
               "Larch", "Hawthorn", "Kingfisher", "Magnolia", "Cedar", "Sandpiper", "Wren", "Aspen", "Holly"]
NZ_WARDS = ["Kōwhai", "Tōtara", "Rimu", "Pōhutukawa", "Mānuka", "Harakeke", "Kererū", "Tūī"]

BRANDS = ["QuickMed", "CareNow", "Summit", "BrightPath", "Evergreen", "Keystone", "Northstar", "Harborview",
          "Pinnacle", "TrueNorth", "Lighthouse", "Bluestone", "Redwood", "Silverline", "Cornerstone",
          "Meridian", "Clearview", "Ridgeline", "Wayfarer", "Compass", "Beacon Point", "Tidewater"]
THERAPY_BRANDS = ["MoveWell", "Kinetic", "Active Motion", "Balance", "Restore", "Stride", "Core Motion",
                  "Peak Form", "Align", "Motus", "Back in Motion", "Fulcrum", "Keel", "Spring"]

EMPLOYER_STEM = ["Harwood", "Brightwater", "Kestrel", "Ashcombe", "Northgate", "Ironbridge", "Bluewater",
                 "Silverdale", "Oakfield", "Redcliffe", "Greystone", "Copperfield", "Thornfield", "Westbrook",
                 "Larkhill", "Meadowbank", "Stonehaven", "Fairweather", "Hollybush", "Elmstead", "Crossway",
                 "Pellham", "Quayside", "Rathmore", "Tallis", "Wexcombe", "Yarrow", "Zenith", "Arden",
                 "Bellweather", "Calloway", "Dunmore", "Endeavour", "Foxley", "Gantry", "Halberd"]
EMPLOYER_KIND = ["Logistics", "Foods", "Construction Ltd", "Engineering", "Freight", "Plumbing & Heating",
                 "Dairy Co-op", "Electrical", "Joinery", "Meats", "Packaging", "Timber", "Motors",
                 "Haulage", "Roofing", "Landscapes", "Software", "Accounting", "Bakery", "Builders",
                 "Distribution", "Printing", "Precast Concrete", "Recycling", "Security Services",
                 "Cleaning Services", "Care Agency", "Brewing Co", "Steel Fabrication", "Aviation Services"]
SCHOOL_KIND = ["Primary School", "High School", "Elementary School", "Middle School", "College",
               "Community College", "Grammar School", "Secondary School", "National School", "Academy"]
CLUB_KIND = ["Rugby Club", "Football Club", "Netball Club", "Hockey Club", "Cricket Club", "Rowing Club",
             "Harriers", "Cycling Club", "Boxing Club", "Hurling Club", "GAA Club", "Surf Life Saving Club",
             "CrossFit", "Climbing Centre", "Dance Academy", "Jiu-Jitsu Academy"]
CHURCH_KIND = ["Baptist Church", "Methodist Church", "Community Church", "Gospel Hall", "Parish"]
INSURERS = {
    "US": ["Northstar Health Plan", "BlueRidge Mutual", "Aegis Health Insurance", "Keystone Care Partners",
           "Harbor Health Alliance", "Pioneer Benefit Trust", "Summit Mutual Health"],
    "UK": ["Albion Private Health", "Chiltern Medical Assurance", "Pennine Health Cover"],
    "IE": ["Emerald Health Insurance", "Shannon Health Cover", "Liffey Mutual Health"],
    "AU": ["Coastline Health Fund", "Southern Cross Mutual Fund", "Goldfields Health", "Murray Health Fund"],
    "NZ": ["Kōwhai Health Insurance", "Tasman Mutual Health", "Aotea Health Cover"],
    "CA": ["Maple Shield Benefits", "Laurentian Life & Health", "Prairie Benefit Group"],
}

PROFESSIONS = [
    "welder", "electrician", "plumber", "carpenter", "bricklayer", "roofer", "scaffolder", "HGV driver",
    "truck driver", "bus driver", "taxi driver", "courier", "warehouse operative", "forklift operator",
    "dairy farmer", "sheep farmer", "shearer", "fisherman", "chef", "line cook", "barista", "waitress",
    "bartender", "hairdresser", "beautician", "primary school teacher", "secondary school teacher",
    "teaching assistant", "university lecturer", "accountant", "software developer", "IT technician",
    "data analyst", "solicitor", "paralegal", "civil engineer", "mechanical engineer", "mechanic",
    "panel beater", "painter and decorator", "landscaper", "gardener", "cleaner", "office manager",
    "receptionist", "retail assistant", "cashier", "store manager", "police officer", "firefighter",
    "soldier", "security guard", "postal worker", "librarian", "journalist", "graphic designer",
    "architect", "airline pilot", "flight attendant", "care worker", "childminder", "nanny", "social worker",
    "real estate agent", "insurance broker", "bank teller", "miner", "oil rig worker", "construction labourer",
    "call centre agent", "musician", "personal trainer", "jockey", "dancer", "yoga instructor",
    "veterinary nurse", "dental hygienist", "zookeeper", "baker", "butcher", "tattoo artist",
    "window cleaner", "locksmith", "tiler", "plasterer", "stonemason", "crane operator", "pharmacy technician",
    "lab technician", "sous chef", "kitchen porter", "delivery driver", "train driver", "bus mechanic",
    "veterinarian", "translator", "quantity surveyor", "site foreman", "lorry driver", "machinist",
    "seamstress", "upholsterer", "shelf stacker", "barber", "massage therapist", "lifeguard", "ski instructor",
    "stable hand", "arborist", "boat builder", "sign writer", "pastry chef", "school caretaker",
]
PROFESSIONS_RETIRED = ["teacher", "nurse", "police officer", "postman", "coal miner", "farmer", "bank manager",
                       "engineer", "secretary", "shopkeeper", "bus driver", "publican", "carpenter",
                       "firefighter", "accountant", "headteacher", "merchant seaman", "printer",
                       "civil servant", "dressmaker", "dock worker", "plumber", "electrician", "machinist"]

COUNTRIES_TRAVEL = [
    ("Nepal", ["Kathmandu", "Pokhara"]), ("Peru", ["Lima", "Cusco"]), ("Kenya", ["Nairobi", "Mombasa"]),
    ("Tanzania", ["Arusha", "Zanzibar City"]), ("Uganda", ["Kampala", "Entebbe"]),
    ("Ghana", ["Accra", "Kumasi"]), ("Nigeria", ["Lagos", "Abuja"]), ("India", ["Delhi", "Goa", "Jaipur"]),
    ("Vietnam", ["Hanoi", "Hoi An"]), ("Cambodia", ["Siem Reap", "Phnom Penh"]),
    ("Thailand", ["Bangkok", "Chiang Mai"]), ("Indonesia", ["Bali", "Yogyakarta"]),
    ("Brazil", ["Manaus", "Salvador"]), ("Colombia", ["Cartagena", "Medellín"]),
    ("Bolivia", ["La Paz", "Sucre"]), ("Ethiopia", ["Addis Ababa", "Lalibela"]),
    ("Papua New Guinea", ["Port Moresby", "Lae"]), ("Philippines", ["Manila", "Cebu"]),
    ("Morocco", ["Marrakesh", "Fes"]), ("Egypt", ["Cairo", "Luxor"]), ("Sri Lanka", ["Colombo", "Kandy"]),
    ("Bangladesh", ["Dhaka", "Sylhet"]), ("Pakistan", ["Lahore", "Karachi"]), ("Mexico", ["Oaxaca", "Mérida"]),
    ("Madagascar", ["Antananarivo", "Toliara"]), ("Zambia", ["Lusaka", "Livingstone"]),
    ("Malawi", ["Lilongwe", "Blantyre"]), ("Senegal", ["Dakar", "Saint-Louis"]),
    ("Laos", ["Luang Prabang", "Vientiane"]), ("Myanmar", ["Yangon", "Mandalay"]),
    ("Ecuador", ["Quito", "Guayaquil"]), ("Guatemala", ["Antigua Guatemala", "Flores"]),
    ("Mozambique", ["Maputo", "Inhambane"]), ("Rwanda", ["Kigali", "Musanze"]),
    ("Saudi Arabia", ["Mecca", "Medina"]), ("Fiji", ["Suva", "Nadi"]), ("Samoa", ["Apia"]),
    ("Tonga", ["Nukuʻalofa"]),
]
BIRTH_COUNTRIES = ["Poland", "Nigeria", "India", "Pakistan", "Philippines", "Ireland", "Portugal", "Brazil",
                   "Vietnam", "China", "Somalia", "Ukraine", "Romania", "Lithuania", "Sri Lanka", "Ghana",
                   "Zimbabwe", "South Africa", "Samoa", "Tonga", "Fiji", "Mexico", "Guatemala", "Syria",
                   "Afghanistan", "Iran", "Eritrea", "Kenya", "Jamaica", "Italy", "Greece", "Turkey",
                   "Lebanon", "Bangladesh", "Nepal", "Malaysia", "South Korea", "Japan", "Chile", "Colombia"]
COUNTRY_NAME = {"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand",
                "CA": "Canada"}

LANDMARK_KIND = ["Shopping Centre", "Bus Station", "Leisure Centre", "Skate Park", "Recreation Ground",
                 "Retail Park", "Memorial Hall", "Community Centre", "Sports Ground", "Boat Ramp", "Reserve",
                 "Domain", "Pier", "Footbridge", "Underpass", "Railway Station", "Marina", "Lookout"]
BUILDING_KIND = ["House", "Court", "Towers", "Apartments", "Lodge", "Mansions", "Heights"]
