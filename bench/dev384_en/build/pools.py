"""Invented pools for the dev384_en set: names, places, employers, care sites.

Every hospital, practice, clinic, organisation and employer name here is
made up.  Towns are ordinary place names used as fillers.
"""

# ---------------------------------------------------------------- names
# origin group -> (female first names, male first names, surnames)
NAMES = {
    "anglo": (
        "Olivia Amelia Isla Ava Grace Freya Lily Sophie Emily Charlotte Poppy Evie Ruby Harriet "
        "Chloe Jessica Lauren Hannah Rebecca Gemma Leanne Stacey Danielle Jodie Kayleigh Bethany "
        "Abigail Summer Hope Faith Rose Willow Daisy Holly Ivy Maisie Matilda Paige Courtney Amber",
        "Oliver George Harry Jack Noah Leo Arthur Freddie Alfie Charlie Theo Oscar Archie Henry "
        "Thomas James Daniel Ryan Liam Jamie Craig Dean Lee Wayne Kieran Reece Tyler Mason Hunter "
        "Carter Jordan Luke Nathan Ben",
        "Smith Jones Taylor Brown Wilson Johnson Robinson Wright Thompson Walker White Roberts "
        "Green Hall Wood Jackson Clarke Baker Cook Bishop King Bell Hill May Winter Rich Brookes "
        "Mason Hope Fletcher Turner Parker Marsh Shaw Holmes Lamb Pickering Sutcliffe Ashworth "
        "Barraclough Whitworth Hargreaves Atkinson Dawson Harper",
    ),
    "irish": (
        "Aoife Siobhan Niamh Caoimhe Roisin Saoirse Orla Ciara Sinead Grainne Clodagh Aisling "
        "Siobh\u00e1n Eabha Mairead Nuala Deirdre Ailbhe",
        "Cian Oisin Darragh Padraig Eoin Ronan Cathal Seamus Tadhg Fionn Colm Donal Conor Senan "
        "Cillian Diarmuid",
        "Murphy Kelly O'Sullivan O'Brien Byrne Ryan Walsh O'Connor McCarthy Doherty Gallagher "
        "Quinn Fitzgerald O'Neill Brennan Dunne Kavanagh Nolan Lynch Moloney Ni Bhriain "
        "Mac Giolla Phadraig Cullinane Hegarty",
    ),
    "scot": (
        "Morag Eilidh Catriona Kirsty Isla Iona Shona Fiona Ailsa Mhairi Skye Rhona",
        "Euan Hamish Ruaridh Angus Fraser Callum Lachlan Calum Finlay Struan Ewan Alasdair",
        "MacDonald McLeod Campbell Stewart Fraser Henderson Morrison Buchanan Ross MacKenzie "
        "Paterson Sinclair McIntyre Ferguson Munro Drummond Baird Gilchrist",
    ),
    "welsh": (
        "Rhiannon Cerys Ffion Seren Bronwen Carys Megan Nia Angharad Lowri Elin Gwen Sioned",
        "Rhys Dafydd Gethin Iwan Owain Emyr Aled Steffan Huw Tomos Ioan Cai",
        "Jones Davies Evans Hughes Lloyd Price Pritchard Bowen Llewellyn Griffiths Morgan "
        "Powell Rees Prosser Vaughan ap Gwilym",
    ),
    "sasian": (
        "Aisha Fatima Zainab Priya Ananya Harpreet Simran Nusrat Shabana Ayesha Maryam Sana "
        "Rukhsana Kavya Deepika Jaspreet Farzana Noor Hafsa Anjali Sadia Tahmina Rabia Ishani",
        "Mohammed Muhammad Ibrahim Yusuf Ayaan Arjun Rohan Harjit Gurpreet Imran Bilal Hamza "
        "Zain Rahul Vikram Sanjay Aarav Kabir Shahid Tanvir Rizwan Aadil",
        "Patel Khan Ahmed Ali Hussain Begum Shah Singh Kaur Sharma Gill Sandhu Chaudhry Rahman "
        "Islam Miah Uddin Iqbal Mahmood Bhatti Desai Joshi Nair Pillai Choudhury Akhtar",
    ),
    "eeuro": (
        "Zofia Agnieszka Katarzyna Magdalena Oliwia Ewa Joanna Alina Ioana Andreea Oksana Yulia "
        "Daria Milena Lenka Justyna Gabriela Roxana",
        "Jakub Szymon Piotr Tomasz Mateusz Andrei Mihai Bogdan Dmytro Oleksandr Vasile Marek "
        "Lukasz Florin Adrian Taras",
        "Nowak Kowalski Wisniewska Lewandowski Zielinski Popescu Ionescu Dumitru Kovalenko "
        "Shevchenko Wozniak Kaminska Dabrowski Stan Moldovan Bondarenko Petrauskas Kazlauskas",
    ),
    "wafr": (
        "Adaeze Chiamaka Ngozi Amara Abena Akosua Folake Temitope Blessing Precious Mercy "
        "Funmilayo Ifeoma Yetunde Efua Adwoa",
        "Chukwuemeka Obinna Tunde Kwame Kofi Yaw Femi Emeka Samuel Emmanuel Godfrey Olumide "
        "Kelechi Kwabena Chidi Babatunde",
        "Okafor Adeyemi Okonkwo Mensah Owusu Boateng Asante Adebayo Eze Nwosu Oyelaran Agyeman "
        "Ogunleye Danso Appiah Obi",
    ),
    "eafr": (
        "Hodan Faduma Ayan Ifrah Sahra Hibo Amina Nasra Selam Mebrat Ruth Luwam Zawadi",
        "Abdi Mohamed Abdirahman Tariq Yonas Dawit Samson Bashir Hassan Ahmed Abdullahi Filmon",
        "Abdi Warsame Farah Mohamud Haile Tesfaye Osman Jama Hersi Gebremedhin Tekle Yusuf",
    ),
    "arab": (
        "Layla Yasmin Huda Rania Mariam Salma Leila Nour Dilan Zeynep Elif Hanan Rasha",
        "Omar Ahmed Khalid Youssef Karim Hassan Mustafa Emre Baran Serkan Ali Rami Sami",
        "Al-Hashimi Haddad Khoury Mansour Nasser Saleh Yilmaz Demir Kaya Aziz Hamdan Darwish",
    ),
    "easia": (
        "Mei Xin Yan Li Na Ji-woo Hana Yuki Xiaoling Min-ji Qing Aiko",
        "Wei Jun Hao Hiroshi Kenji Min-jun Zhiwei Haruto Jae-won Yong",
        "Chen Wang Li Zhang Liu Wong Kim Park Lee Tanaka Huang Zhou Lam Cheung",
    ),
    "seasia": (
        "Hoa Linh Thao Mai Maricel Jovelyn Rosalind Marites Lan Ngoc Angelica Kristine",
        "Minh Tuan Duc Jericho Paolo Rodel Quang Bao Jomar Ramil",
        "Nguyen Tran Pham Le Hoang Vu Santos Reyes Cruz Bautista Dela Cruz Villanueva Aquino",
    ),
    "maori": (
        "Aroha Mere Anahera Kahurangi Moana Ngaire Huia Tui Atawhai Manaia Kiri",
        "Tane Wiremu Nikau Rawiri Manaia Hemi Tama Ari Kauri Rangi",
        "Ngata Parata Tipene Walker Te Awa Tamihana Herewini Rapana Horomona Paki",
    ),
    "pacific": (
        "Mele Sina Losa Ana Talia Salote Leilani Malia Seini Fetu",
        "Sione Tevita Iosefa Ropata Viliami Sefo Lote Pita",
        "Tuilagi Faleolo Taufa Fonua Tupou Leota Vaifale Fifita Sapolu",
    ),
    "hisp": (
        "Sofia Lucia Camila Valentina Ines Beatriz Mariana Giulia Chiara Eleni Despina Ximena "
        "Guadalupe Rosa Daniela",
        "Mateo Diego Santiago Carlos Luis Joao Tiago Marco Luca Nikos Alejandro Javier Rafael",
        "Santos Garcia Mendoza Ferreira Silva Costa Rossi Russo Esposito Papadopoulos Georgiou "
        "Rodriguez Hernandez Martinez Lopez de Souza D'Souza Gonzalez Ramirez",
    ),
    "namer": (
        "Madison Brooklyn Kaylee Jasmine Destiny Tiana Avery Peyton Makayla Aaliyah Harper "
        "Skylar Brianna Kendra Shaniqua",
        "Brayden Jaxon Colton Ethan Logan Dylan Wyatt Jayden Malik Darnell Tyrone Cody Travis",
        "Washington Johnson Williams Anderson Miller Davis Moore Thompson Jackson Harris "
        "Robinson Lewis Young Tremblay Gagnon Roy Bouchard Cote Leblanc MacNeil",
    ),
}


def _split(s):
    # names are space separated; a few two-word ones are joined with '+'
    return s.split()


# Two-word entries that _split would break; added explicitly.
EXTRA_SURNAMES = {
    "irish": ["Ni Bhriain", "Mac Giolla Phadraig"],
    "seasia": ["Dela Cruz"],
    "maori": ["Te Awa"],
    "hisp": ["de Souza"],
    "welsh": ["ap Gwilym"],
    "easia": [],
}
EXTRA_FIRST_F = {"easia": ["Li Na"]}
BROKEN = set(["Ni", "Bhriain", "Mac", "Giolla", "Phadraig", "Dela", "Cruz", "Te", "Awa",
              "de", "Souza", "ap", "Gwilym", "Na"])


def name_pool(group):
    fem, mal, sur = NAMES[group]
    fem = [x for x in _split(fem) if x not in BROKEN] + EXTRA_FIRST_F.get(group, [])
    if group == "easia":
        fem = [x for x in fem if x != "Li"] + ["Li"]
    mal = [x for x in _split(mal) if x not in BROKEN]
    sur = [x for x in _split(sur) if x not in BROKEN] + EXTRA_SURNAMES.get(group, [])
    if group == "hisp":
        sur.append("Cruz")
    return fem, mal, sur


# country key -> list of (group, weight)
ORIGIN_WEIGHTS = {
    "ENG": [("anglo", 40), ("sasian", 16), ("eeuro", 10), ("wafr", 8), ("eafr", 5),
            ("arab", 5), ("irish", 4), ("easia", 3), ("seasia", 3), ("hisp", 3), ("scot", 3)],
    "SCO": [("scot", 45), ("anglo", 20), ("eeuro", 10), ("sasian", 10), ("irish", 5),
            ("arab", 5), ("wafr", 5)],
    "WAL": [("welsh", 45), ("anglo", 30), ("eeuro", 8), ("sasian", 7), ("arab", 5), ("wafr", 5)],
    "NIR": [("irish", 45), ("anglo", 25), ("scot", 15), ("eeuro", 10), ("seasia", 5)],
    "IE": [("irish", 60), ("eeuro", 12), ("anglo", 6), ("wafr", 8), ("sasian", 6),
           ("hisp", 4), ("seasia", 4)],
    "AU": [("anglo", 40), ("easia", 10), ("seasia", 10), ("sasian", 10), ("hisp", 6),
           ("arab", 6), ("pacific", 6), ("irish", 6), ("eafr", 6)],
    "NZ": [("anglo", 35), ("maori", 25), ("pacific", 15), ("easia", 8), ("sasian", 8),
           ("seasia", 5), ("scot", 4)],
    "CA": [("namer", 35), ("anglo", 15), ("sasian", 12), ("easia", 10), ("seasia", 8),
           ("arab", 6), ("eafr", 5), ("hisp", 5), ("irish", 4)],
    "US": [("namer", 45), ("hisp", 25), ("anglo", 8), ("wafr", 6), ("seasia", 6),
           ("easia", 5), ("arab", 5)],
}

COUNTRY_NAME = {
    "ENG": "United Kingdom", "SCO": "United Kingdom", "WAL": "United Kingdom",
    "NIR": "United Kingdom", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand",
    "CA": "Canada", "US": "United States",
}

# ---------------------------------------------------------------- places
# UK/IE: (town, county, postcode / eircode prefix)
TOWNS = {
    "ENG": [
        ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
        ("Rotherham", "South Yorkshire", "S"), ("Stockport", "Cheshire", "SK"),
        ("Oldham", "Lancashire", "OL"), ("Bolton", "Lancashire", "BL"), ("Wigan", "Lancashire", "WN"),
        ("Luton", "Bedfordshire", "LU"), ("Slough", "Berkshire", "SL"), ("Reading", "Berkshire", "RG"),
        ("Swindon", "Wiltshire", "SN"), ("Gloucester", "Gloucestershire", "GL"),
        ("Plymouth", "Devon", "PL"), ("Exeter", "Devon", "EX"), ("Norwich", "Norfolk", "NR"),
        ("Ipswich", "Suffolk", "IP"), ("Peterborough", "Cambridgeshire", "PE"),
        ("Leicester", "Leicestershire", "LE"), ("Derby", "Derbyshire", "DE"),
        ("Mansfield", "Nottinghamshire", "NG"), ("Lincoln", "Lincolnshire", "LN"),
        ("Hull", "East Yorkshire", "HU"), ("Scarborough", "North Yorkshire", "YO"),
        ("Middlesbrough", "Teesside", "TS"), ("Sunderland", "Tyne and Wear", "SR"),
        ("Gateshead", "Tyne and Wear", "NE"), ("Carlisle", "Cumbria", "CA"),
        ("Lancaster", "Lancashire", "LA"), ("Preston", "Lancashire", "PR"),
        ("Blackburn", "Lancashire", "BB"), ("Burnley", "Lancashire", "BB"),
        ("Coventry", "West Midlands", "CV"), ("Walsall", "West Midlands", "WS"),
        ("Wolverhampton", "West Midlands", "WV"), ("Dudley", "West Midlands", "DY"),
        ("Telford", "Shropshire", "TF"), ("Hereford", "Herefordshire", "HR"),
        ("Worcester", "Worcestershire", "WR"), ("Bedford", "Bedfordshire", "MK"),
        ("Crawley", "West Sussex", "RH"), ("Hastings", "East Sussex", "TN"), ("Margate", "Kent", "CT"),
        ("Southend-on-Sea", "Essex", "SS"), ("Chelmsford", "Essex", "CM"),
        ("Colchester", "Essex", "CO"), ("Stevenage", "Hertfordshire", "SG"),
        ("Watford", "Hertfordshire", "WD"), ("Croydon", "Surrey", "CR"),
    ],
    "SCO": [
        ("Dundee", "Angus", "DD"), ("Aberdeen", "Aberdeenshire", "AB"), ("Glasgow", "Lanarkshire", "G"),
        ("Paisley", "Renfrewshire", "PA"), ("Kilmarnock", "Ayrshire", "KA"), ("Falkirk", "Stirlingshire", "FK"),
        ("Stirling", "Stirlingshire", "FK"), ("Perth", "Perthshire", "PH"), ("Inverness", "Highland", "IV"),
        ("Livingston", "West Lothian", "EH"), ("Kirkcaldy", "Fife", "KY"), ("Dunfermline", "Fife", "KY"),
        ("Motherwell", "Lanarkshire", "ML"), ("Ayr", "Ayrshire", "KA"), ("Edinburgh", "Midlothian", "EH"),
    ],
    "WAL": [
        ("Cardiff", "Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"), ("Newport", "Gwent", "NP"),
        ("Wrexham", "Clwyd", "LL"), ("Bridgend", "Glamorgan", "CF"), ("Merthyr Tydfil", "Glamorgan", "CF"),
        ("Llanelli", "Carmarthenshire", "SA"), ("Caerphilly", "Gwent", "CF"),
        ("Pontypridd", "Rhondda Cynon Taf", "CF"), ("Barry", "Vale of Glamorgan", "CF"),
        ("Rhyl", "Denbighshire", "LL"), ("Bangor", "Gwynedd", "LL"), ("Aberystwyth", "Ceredigion", "SY"),
    ],
    "NIR": [
        ("Belfast", "Antrim", "BT"), ("Derry", "Londonderry", "BT"), ("Lisburn", "Antrim", "BT"),
        ("Newry", "Down", "BT"), ("Armagh", "Armagh", "BT"), ("Craigavon", "Armagh", "BT"),
        ("Omagh", "Tyrone", "BT"), ("Enniskillen", "Fermanagh", "BT"), ("Ballymena", "Antrim", "BT"),
        ("Coleraine", "Londonderry", "BT"),
    ],
    "IE": [
        ("Dublin", "Dublin", "D"), ("Cork", "Cork", "T12"), ("Galway", "Galway", "H91"),
        ("Limerick", "Limerick", "V94"), ("Waterford", "Waterford", "X91"), ("Kilkenny", "Kilkenny", "R95"),
        ("Sligo", "Sligo", "F91"), ("Athlone", "Westmeath", "N37"), ("Drogheda", "Louth", "A92"),
        ("Dundalk", "Louth", "A91"), ("Navan", "Meath", "C15"), ("Tralee", "Kerry", "V92"),
        ("Ennis", "Clare", "V95"), ("Letterkenny", "Donegal", "F92"), ("Mullingar", "Westmeath", "N91"),
        ("Portlaoise", "Laois", "R32"), ("Carlow", "Carlow", "R93"), ("Wexford", "Wexford", "Y35"),
        ("Clonmel", "Tipperary", "E91"), ("Castlebar", "Mayo", "F23"),
    ],
}

# AU/NZ/CA/US: (town, state/region abbreviation, full name, postcode seed)
REGIONAL = {
    "AU": [
        ("Penrith", "NSW", "New South Wales", 2750), ("Blacktown", "NSW", "New South Wales", 2148),
        ("Liverpool", "NSW", "New South Wales", 2170), ("Campbelltown", "NSW", "New South Wales", 2560),
        ("Wollongong", "NSW", "New South Wales", 2500), ("Gosford", "NSW", "New South Wales", 2250),
        ("Dubbo", "NSW", "New South Wales", 2830), ("Wagga Wagga", "NSW", "New South Wales", 2650),
        ("Geelong", "VIC", "Victoria", 3220), ("Ballarat", "VIC", "Victoria", 3350),
        ("Bendigo", "VIC", "Victoria", 3550), ("Frankston", "VIC", "Victoria", 3199),
        ("Dandenong", "VIC", "Victoria", 3175), ("Werribee", "VIC", "Victoria", 3030),
        ("Logan", "QLD", "Queensland", 4114), ("Toowoomba", "QLD", "Queensland", 4350),
        ("Townsville", "QLD", "Queensland", 4810), ("Cairns", "QLD", "Queensland", 4870),
        ("Mackay", "QLD", "Queensland", 4740), ("Joondalup", "WA", "Western Australia", 6027),
        ("Rockingham", "WA", "Western Australia", 6168), ("Mandurah", "WA", "Western Australia", 6210),
        ("Bunbury", "WA", "Western Australia", 6230), ("Elizabeth", "SA", "South Australia", 5112),
        ("Salisbury", "SA", "South Australia", 5108), ("Mount Gambier", "SA", "South Australia", 5290),
        ("Launceston", "TAS", "Tasmania", 7250), ("Devonport", "TAS", "Tasmania", 7310),
        ("Palmerston", "NT", "Northern Territory", 830), ("Belconnen", "ACT", "Australian Capital Territory", 2617),
    ],
    "NZ": [
        ("Manukau", "AKL", "Auckland", 2104), ("Otahuhu", "AKL", "Auckland", 1062),
        ("Papakura", "AKL", "Auckland", 2110), ("Hamilton", "WKO", "Waikato", 3204),
        ("Tauranga", "BOP", "Bay of Plenty", 3110), ("Rotorua", "BOP", "Bay of Plenty", 3010),
        ("Whangarei", "NTL", "Northland", 110), ("Gisborne", "GIS", "Tairawhiti", 4010),
        ("Napier", "HKB", "Hawke's Bay", 4110), ("Hastings", "HKB", "Hawke's Bay", 4120),
        ("Palmerston North", "MWT", "Manawatu-Whanganui", 4410), ("Whanganui", "MWT", "Manawatu-Whanganui", 4500),
        ("New Plymouth", "TKI", "Taranaki", 4310), ("Porirua", "WGN", "Wellington", 5022),
        ("Lower Hutt", "WGN", "Wellington", 5010), ("Nelson", "NSN", "Nelson", 7010),
        ("Christchurch", "CAN", "Canterbury", 8011), ("Timaru", "CAN", "Canterbury", 7910),
        ("Dunedin", "OTA", "Otago", 9016), ("Invercargill", "STL", "Southland", 9810),
    ],
    "CA": [
        ("Brampton", "ON", "Ontario", "L"), ("Mississauga", "ON", "Ontario", "L"),
        ("Oshawa", "ON", "Ontario", "L"), ("Sudbury", "ON", "Ontario", "P"),
        ("Thunder Bay", "ON", "Ontario", "P"), ("Kingston", "ON", "Ontario", "K"),
        ("Windsor", "ON", "Ontario", "N"), ("London", "ON", "Ontario", "N"),
        ("Hamilton", "ON", "Ontario", "L"), ("Surrey", "BC", "British Columbia", "V"),
        ("Burnaby", "BC", "British Columbia", "V"), ("Kelowna", "BC", "British Columbia", "V"),
        ("Prince George", "BC", "British Columbia", "V"), ("Red Deer", "AB", "Alberta", "T"),
        ("Lethbridge", "AB", "Alberta", "T"), ("Medicine Hat", "AB", "Alberta", "T"),
        ("Brandon", "MB", "Manitoba", "R"), ("Saskatoon", "SK", "Saskatchewan", "S"),
        ("Regina", "SK", "Saskatchewan", "S"), ("Halifax", "NS", "Nova Scotia", "B"),
        ("Truro", "NS", "Nova Scotia", "B"), ("Moncton", "NB", "New Brunswick", "E"),
        ("Fredericton", "NB", "New Brunswick", "E"), ("St. John's", "NL", "Newfoundland and Labrador", "A"),
        ("Charlottetown", "PE", "Prince Edward Island", "C"),
    ],
    "US": [
        ("Dayton", "OH", "Ohio", 454), ("Toledo", "OH", "Ohio", 436), ("Flint", "MI", "Michigan", 485),
        ("Lansing", "MI", "Michigan", 489), ("Fort Wayne", "IN", "Indiana", 468),
        ("Rockford", "IL", "Illinois", 611), ("Peoria", "IL", "Illinois", 616),
        ("Cedar Rapids", "IA", "Iowa", 524), ("Tulsa", "OK", "Oklahoma", 741),
        ("Wichita", "KS", "Kansas", 672), ("Lubbock", "TX", "Texas", 794), ("Laredo", "TX", "Texas", 780),
        ("El Paso", "TX", "Texas", 799), ("Yakima", "WA", "Washington", 989),
        ("Spokane", "WA", "Washington", 992), ("Salem", "OR", "Oregon", 973),
        ("Fresno", "CA", "California", 937), ("Modesto", "CA", "California", 953),
        ("Bakersfield", "CA", "California", 933), ("Albuquerque", "NM", "New Mexico", 871),
        ("Tucson", "AZ", "Arizona", 857), ("Macon", "GA", "Georgia", 312),
        ("Savannah", "GA", "Georgia", 314), ("Mobile", "AL", "Alabama", 366),
        ("Jackson", "MS", "Mississippi", 392), ("Knoxville", "TN", "Tennessee", 379),
        ("Lexington", "KY", "Kentucky", 405), ("Asheville", "NC", "North Carolina", 288),
        ("Scranton", "PA", "Pennsylvania", 185), ("Syracuse", "NY", "New York", 132),
        ("Springfield", "MA", "Massachusetts", 111), ("Hartford", "CT", "Connecticut", 61),
    ],
}
US_COUNTIES = ["Montgomery County", "Lucas County", "Genesee County", "Allen County",
               "Winnebago County", "Linn County", "Sedgwick County", "Hidalgo County",
               "Fresno County", "Pima County", "Bibb County", "Knox County"]

STREET_STEMS = (
    "Elm Beech Cedar Willow Station Mill Church Victoria Albert Chapel Park Meadow Orchard "
    "Hawthorn Rowan Larch Heather Bracken Foxglove Kestrel Lapwing Curlew Harbour Quarry Tannery "
    "Foundry Colliery Weaver Cooper Fletcher Mercer Ashgrove Glenview Kirkwood Burnside Dunmore "
    "Maple Birch Spruce Sycamore Magnolia Hickory Alder Linden Thornfield Primrose Bluebell "
    "Clover Highfield Greenacre Moorside Brookfield Fairfield Sandpiper Heron Juniper Poplar "
    "Chestnut Hollybush Ivydene Lavender Marigold Oakwood Pinewood Redwood Saxon Tudor Windsor "
    "Coronation Jubilee Railway Canal Bridge Market Wharf Riverside Castle Abbey Priory"
).split()
STREET_STEMS_LOCAL = {
    "SCO": ["Burnbrae", "Craigie", "Glebe", "Kirkhill", "Lochend", "Braehead", "Wellmeadow"],
    "WAL": ["Heol y Felin", "Maes y Coed", "Bryn Teg", "Cae Glas", "Ffordd Celyn"],
    "IE": ["Ard na Gréine", "Cluain Mhuire", "Kilbrack", "Ballinmore", "Rathgar", "Carrig"],
    "AU": ["Wattle", "Banksia", "Jacaranda", "Bottlebrush", "Grevillea", "Kookaburra", "Waratah"],
    "NZ": ["Pohutukawa", "Kowhai", "Totara", "Rimu", "Matai", "Tui", "Kereru"],
    "CA": ["Tamarack", "Spruce Ridge", "Sumac", "Aspen", "Caribou", "Lakeshore"],
    "US": ["Dogwood", "Magnolia", "Pecan", "Cottonwood", "Mesquite", "Live Oak"],
}
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Grove",
           "Gardens", "Terrace", "Court", "Walk", "Mews", "Place", "Rise", "View"],
    "SCO": ["Road", "Street", "Wynd", "Brae", "Gardens", "Crescent", "Drive", "Place", "Terrace"],
    "IE": ["Park", "Lawns", "Heights", "Grove", "Road", "Avenue", "Drive", "Close", "View"],
    "AU": ["Street", "Road", "Avenue", "Crescent", "Court", "Parade", "Circuit", "Place", "Close"],
    "NZ": ["Street", "Road", "Place", "Crescent", "Terrace", "Drive", "Avenue"],
    "NA": ["Street", "Avenue", "Drive", "Boulevard", "Court", "Lane", "Road", "Way", "Trail", "Circle"],
}
US_ABBR = {"Street": "St", "Avenue": "Ave", "Drive": "Dr", "Boulevard": "Blvd", "Court": "Ct",
           "Lane": "Ln", "Road": "Rd", "Circle": "Cir"}
BLOCKS = ["Kestrel Court", "Ashby House", "Tennyson Tower", "Priory Heights", "Marlowe House",
          "Wren Court", "Beacon View", "Canal Wharf", "Orchid House", "Falcon Point"]

ABROAD = ["Poland", "Romania", "Pakistan", "India", "Bangladesh", "Nigeria", "Ghana", "Somalia",
          "Eritrea", "Syria", "Afghanistan", "Ukraine", "the Philippines", "Vietnam", "China",
          "Brazil", "Portugal", "Lithuania", "Latvia", "Zimbabwe", "South Africa", "Jamaica",
          "Sri Lanka", "Nepal", "Iraq", "Sudan", "Samoa", "Tonga", "Fiji", "Mexico", "Guatemala",
          "Hong Kong", "Kenya", "Italy", "Spain", "Turkey", "Lebanon", "Ethiopia"]
HOME_COUNTRY = {"ENG": "England", "SCO": "Scotland", "WAL": "Wales", "NIR": "Northern Ireland",
                "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand", "CA": "Canada",
                "US": "USA"}

# ---------------------------------------------------------------- sites
SITE_STEMS = (
    "Ashdown Brackenfield Carrowvale Denholm Elmbridge Fairhaven Greystone Hallowmere Kingsmead "
    "Larkhill Marlowe Northbrook Oakhurst Pennington Queensgate Ravensworth Sandgate Thornbury "
    "Westmoor Whitecliff Wyvern Harrowfield Glenmore Tallowbridge Rosehill Birchwood Lakeview "
    "Fernleigh Hollowbrook Stonebridge Millbrook Eastfield Coldharbour Kilbrack Ballinmore "
    "Pinecrest Bayside Copper Creek Prairie View Mount Alder Coral Bay Kauri Point"
).split()
SITE_STEMS = [s for s in SITE_STEMS if s not in ("Creek", "View", "Alder", "Bay", "Point", "Copper",
                                                 "Prairie", "Mount", "Coral", "Kauri")]
SITE_STEMS += ["Copper Creek", "Prairie View", "Mount Alder", "Coral Bay", "Kauri Point"]
SAINTS = ["St Brigid's", "St Columba's", "St Aidan's", "St Hilda's", "St Cuthbert's", "St Luke's",
          "St Ita's", "St Kevin's", "Our Lady's", "St Oswald's", "St Non's", "St Dympna's"]
HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "Maternity Unit",
           "Community Hospital", "Women's Unit", "Birth Centre", "District General Hospital"],
    "IE": ["University Hospital", "Regional Hospital", "Maternity Hospital", "General Hospital"],
    "AU": ["Hospital", "Base Hospital", "Women's and Children's Hospital", "Health Service"],
    "NZ": ["Hospital", "Birthing Centre", "Women's Health Unit"],
    "CA": ["General Hospital", "Health Centre", "Regional Health Centre"],
    "US": ["Medical Center", "Regional Medical Center", "Women's Hospital", "Children's Hospital"],
}
PRACTICE_SUFFIX = {
    "UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
    "IE": ["Primary Care Centre", "Medical Centre", "Family Practice", "Health Centre"],
    "AU": ["Medical Centre", "Family Practice", "GP Clinic", "Medical Group"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
    "CA": ["Family Health Team", "Medical Clinic", "Community Health Centre"],
    "US": ["Pediatrics", "Family Medicine", "Community Health Clinic", "Health Center"],
}
WARDS = ["Kingfisher Ward", "Rainbow Ward", "Puffin Ward", "Robin Ward", "Wren Ward", "Larch Ward",
         "Bluebird Ward", "Starlight Neonatal Unit", "Seahorse Unit", "Nightingale Ward",
         "Riverside Birth Suite", "Ward 7B", "Acorn Ward", "Maple Ward"]
PHARMACY_SUFFIX = ["Pharmacy", "Chemist", "Pharmacy & Wellbeing"]
VENUE_SUFFIX = ["Children's Centre", "Family Hub", "Community Centre", "Library", "Parish Hall",
                "Early Years Centre", "Community Hall", "Leisure Centre", "Youth Centre"]
PERINATAL = ["Orchard Perinatal Mental Health Service", "Willowbank Mother and Baby Unit",
             "Sunrise Perinatal Team", "Harbour Perinatal Wellbeing Service",
             "Lantern Parent-Infant Service"]

# ---------------------------------------------------------------- orgs
EMPLOYERS = [
    "Hartwell Logistics", "Brightwater Foods", "Castlegate Engineering", "Kestrel Security Services",
    "Pennine Bakery", "Albion Builders Merchants", "Greenway Supermarkets", "Meridian Call Solutions",
    "Tidewater Fisheries", "Redgum Mining Co", "Kauri Timber Ltd", "Maple Ridge Transit",
    "Silverline Couriers", "Apex Distribution", "Harbourside Hotel Group", "Bluebell Cleaning Co",
    "Oakline Joinery", "Quayside Motors", "Summit Software Ltd", "Larkspur Nail Studio",
    "Copperleaf Cafe", "Northstar Warehousing", "Fenwick & Dyer Solicitors", "Lowther Dairies",
    "Prairie Gold Grain", "Sunbelt Packaging", "Ironbridge Scaffolding", "Cobalt Contact Centre",
    "Tallow Lane Garage", "Morrow & Finch Accountants", "Kinross Salmon Farms", "Seaview Care Agency",
]
NURSERIES = [
    "Little Acorns Day Nursery", "Rainbow Tots Nursery", "Honeypot Pre-school", "Sunflower Childcare",
    "Tiny Steps Nursery", "Ladybird Playgroup", "Bright Horizons Playgroup", "Wigwam Nursery",
    "Puddle Ducks Pre-school", "Treetops Early Learning",
]
NURSERIES_LOCAL = {
    "WAL": ["Cylch Meithrin Bryn Glas", "Meithrinfa Seren Fach"],
    "IE": ["Naionra Ceol na Mara", "Cois Farraige Creche", "Little Harvesters Montessori"],
    "NZ": ["Kowhai Kindy", "Te Puna Reo o Nikau", "Kereru Early Learning Centre"],
    "AU": ["Banksia Early Learning Centre", "Wattle Tree Long Day Care", "Gumnut Kindergarten"],
    "CA": ["Maple Leaf Early Learning Centre", "Northern Lights Child Care"],
    "US": ["Sunshine Kids Child Care", "Little Sprouts Learning Center", "Bright Start Preschool"],
    "SCO": ["Thistle Nursery", "Wee Wonders Nursery"],
    "NIR": ["Shamrock Playgroup", "Little Stars Sure Start Playgroup"],
}
SCHOOLS = ["Hillcrest Primary School", "Oakfield Infant School", "Moorside Community Primary",
           "Whinmoor Primary Academy", "Brookside Academy", "St Joseph's RC Primary School"]
SCHOOLS_LOCAL = {
    "WAL": ["Ysgol Bryn Glas", "Ysgol Gymraeg Tan-y-Castell"],
    "IE": ["Scoil Naomh Padraig", "St Ita's National School", "Gaelscoil na Cille"],
    "NZ": ["Kauri Park School", "Totara Grove School", "Te Kura o Rangiatea"],
    "AU": ["Bayview State School", "Wattle Grove Primary School", "Mount Alder Public School"],
    "CA": ["Sunnyvale Public School", "Larchwood Elementary School", "Ecole Sainte-Marie"],
    "US": ["Larchwood Elementary School", "Riverbend Elementary", "Cesar Chavez Elementary"],
    "SCO": ["Greenlaw Primary School", "Kirkhill Primary", "Braehead Primary School"],
    "NIR": ["St Columba's Primary School", "Ballyhenry Primary School"],
}
LANGUAGE = {"Poland": "Polish", "Romania": "Romanian", "Pakistan": "Urdu", "India": "Punjabi",
            "Bangladesh": "Bengali", "Nigeria": "Yoruba", "Ghana": "Twi", "Somalia": "Somali",
            "Eritrea": "Tigrinya", "Syria": "Arabic", "Afghanistan": "Dari", "Ukraine": "Ukrainian",
            "the Philippines": "Tagalog", "Vietnam": "Vietnamese", "China": "Mandarin",
            "Brazil": "Portuguese", "Portugal": "Portuguese", "Lithuania": "Lithuanian",
            "Latvia": "Latvian", "Zimbabwe": "Shona", "South Africa": "Afrikaans",
            "Jamaica": "English", "Sri Lanka": "Tamil", "Nepal": "Nepali", "Iraq": "Kurdish Sorani",
            "Sudan": "Arabic", "Samoa": "Samoan", "Tonga": "Tongan", "Fiji": "Fijian",
            "Mexico": "Spanish", "Guatemala": "Spanish", "Hong Kong": "Cantonese", "Kenya": "Swahili",
            "Italy": "Italian", "Spain": "Spanish", "Turkey": "Turkish", "Lebanon": "Arabic",
            "Ethiopia": "Amharic"}
FAITH = ["Masjid Al-Falah", "St Anne's Parish", "Grace Community Church", "Guru Nanak Gurdwara Eastfield",
         "Elim Pentecostal Church Harrowfield", "Bethel Assembly"]
HOUSING = ["Beacon Housing Association", "Harbour Housing Trust", "Keystone Homes",
           "Moorland Housing Group", "Haven Women's Refuge", "Safe Harbour Refuge"]
GROUPS = ["Bosom Buddies Peer Support", "Milk Matters Group", "Latch & Learn Peer Supporters",
          "Babes in Arms Sling Library", "Dads Together Network"]

PROFESSIONS = [
    "teacher", "teaching assistant", "nurse", "midwife", "care assistant", "bus driver",
    "delivery driver", "warehouse operative", "electrician", "plumber", "joiner", "bricklayer",
    "hairdresser", "beautician", "barista", "chef", "shop assistant", "retail manager",
    "accountant", "software developer", "civil engineer", "solicitor", "police officer",
    "paramedic", "pharmacist", "dental nurse", "soldier", "HGV driver", "taxi driver",
    "dairy farmer", "mechanic", "security guard", "cleaner", "receptionist",
    "call centre advisor", "estate agent", "postman", "nail technician", "welder",
    "scaffolder", "forklift driver", "social worker", "student nurse", "lecturer",
    "architect", "veterinary nurse", "childminder", "sheep shearer", "FIFO miner",
    "truck driver", "line cook", "nursing assistant", "home health aide", "cashier",
    "lorry driver", "fisherman", "roofer", "graphic designer", "bank clerk",
]

VEHICLES = ["silver hatchback", "black Ford Focus", "white Transit van", "grey Vauxhall Corsa",
            "blue Toyota Hilux", "red Nissan Micra", "black Dodge Ram pickup", "green Subaru Outback"]
