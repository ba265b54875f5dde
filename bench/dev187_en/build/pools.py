"""Name, place and organisation pools for dev187_en (author 187). All invented or generic."""

# ---------------------------------------------------------------- given names / surnames
IRISH_M = ["Patrick", "Seán", "Michael", "John", "Declan", "Ciarán", "Pádraig", "Eoin", "Donal", "Tadhg",
           "Liam", "Brendan", "Colm", "Fergal", "Kieran", "Niall", "Dermot", "Gerard", "Seamus", "Cathal",
           "Diarmuid", "Conor", "Eamon", "Noel", "Thomas", "James", "Jeremiah", "Cornelius", "Denis",
           "Timothy", "Martin", "Finbarr", "Oisín", "Ronan"]
IRISH_F = ["Mary", "Bridget", "Siobhán", "Aoife", "Niamh", "Gráinne", "Máire", "Eileen", "Nora", "Kathleen",
           "Deirdre", "Sinéad", "Orla", "Róisín", "Ciara", "Catherine", "Margaret", "Bernadette",
           "Philomena", "Úna", "Teresa", "Josephine", "Noreen", "Aisling", "Clodagh", "Maeve"]
IRISH_SUR = ["O'Sullivan", "Murphy", "Kelly", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill",
             "McCarthy", "Doyle", "Lynch", "Fitzgerald", "Kavanagh", "Nolan", "Quinlan", "Keane", "Moloney",
             "Daly", "Brennan", "Hegarty", "Tierney", "Cullinane", "Dineen", "Furlong", "Geraghty",
             "Hennessy", "Mac Mahon", "Ó Briain", "Ó Súilleabháin", "de Búrca", "Costigan", "Ahern",
             "Buckley", "Lenihan", "Scanlon", "Mulcahy", "Twomey", "Coughlan", "Ní Riain", "Mac Craith",
             "Flanagan", "Guerin", "Kiely", "Prendergast", "Hurley"]
ENG_M = ["Harold", "Arthur", "George", "David", "Peter", "Stephen", "Keith", "Barry", "Graham", "Derek",
         "Colin", "Trevor", "Roger", "Malcolm", "Neil", "Anthony", "Richard", "William", "Robert", "Edward",
         "Gary", "Darren", "Lee", "Ian", "Geoffrey", "Raymond", "Clive", "Stuart"]
ENG_F = ["Margaret", "Joan", "Susan", "Janet", "Pauline", "Hazel", "Beverley", "Tracey", "Karen", "Sheila",
         "Brenda", "Christine", "Elizabeth", "Valerie", "Doreen", "Gillian", "Lorraine", "Wendy", "Deborah",
         "Angela", "Carol", "Jacqueline", "Maureen", "Lesley"]
ENG_SUR = ["Thompson", "Hargreaves", "Whitworth", "Ashworth", "Barraclough", "Pemberton", "Crossley",
           "Entwistle", "Haworth", "Fairbairn", "Stroud", "Holroyd", "Sutcliffe", "Pickering", "Lumb",
           "Ackroyd", "Butterworth", "Dobson", "Fenwick", "Greenhalgh", "Rowbotham", "Tattersall", "Wragg",
           "Aldridge", "Bellamy", "Cotterill", "Dunstan", "Eastwood", "Penhaligon", "Trelawny", "Kershaw",
           "Marsden", "Oldroyd", "Whittaker", "Charlton", "Armstrong"]
SCOT_M = ["Iain", "Hamish", "Callum", "Alistair", "Angus", "Duncan", "Fraser", "Gordon", "Euan", "Murdo",
          "Ruaridh", "Douglas", "Robert", "Alexander", "Kenneth", "Lachlan"]
SCOT_F = ["Eilidh", "Morag", "Fiona", "Isla", "Kirsty", "Catriona", "Shona", "Mhairi", "Agnes", "Elspeth",
          "Rhona", "Ishbel", "Jean", "Moira"]
SCOT_SUR = ["MacLeod", "Fraser", "Campbell", "Robertson", "Henderson", "MacKenzie", "Sinclair", "Drummond",
            "McIntyre", "Buchanan", "Gillespie", "MacDonald", "Munro", "Urquhart", "Lennox", "Baird",
            "Cairns", "McLaren", "Ross", "Guthrie", "Kinnear", "Moffat"]
WELSH_M = ["Gareth", "Rhys", "Dafydd", "Ieuan", "Gwyn", "Emyr", "Huw", "Owain", "Aled", "Bryn", "Dylan",
           "Geraint", "Rhodri", "Iwan"]
WELSH_F = ["Gwen", "Ffion", "Carys", "Nia", "Eleri", "Sian", "Rhiannon", "Bethan", "Angharad", "Megan",
           "Delyth", "Mair", "Gwenllian", "Eirlys"]
WELSH_SUR = ["Jones", "Evans", "Morgan", "Pritchard", "Llewellyn", "Prosser", "Griffiths", "Pugh", "Vaughan",
             "Bowen", "Rees", "Howells", "Parry", "Lloyd", "Jenkins", "Powell", "ap Rhys", "Probert"]
# diaspora pools: (male firsts, female firsts, surnames)
OTHER = [
    (["Rajesh", "Anil", "Sanjay", "Vikram", "Harjit", "Gurdeep"], ["Sunita", "Priya", "Gurpreet", "Anjali", "Kamaljit"],
     ["Patel", "Sharma", "Chaudhry", "Singh Sandhu", "Mehta", "Gill", "Bhattacharya", "Nair"]),
    (["Mohammed", "Imran", "Tariq", "Asif", "Zubair"], ["Farhana", "Nasreen", "Ayesha", "Shabana", "Rukhsana"],
     ["Iqbal", "Hussain", "Akhtar", "Begum", "Rahman", "Malik", "Qureshi", "Chowdhury"]),
    (["Krzysztof", "Tomasz", "Piotr", "Marek", "Paweł"], ["Agnieszka", "Katarzyna", "Małgorzata", "Ewa", "Joanna"],
     ["Nowak", "Kowalczyk", "Wiśniewski", "Zieliński", "Lewandowski", "Kamiński"]),
    (["Oluwaseun", "Chidi", "Emeka", "Kwame", "Tunde", "Kofi"], ["Ngozi", "Abena", "Folake", "Chiamaka", "Adaeze"],
     ["Adeyemi", "Okonkwo", "Eze", "Mensah", "Owusu", "Adebayo", "Nwosu", "Boateng"]),
    (["Wei", "Jun", "Ming", "Kenneth"], ["Mei Ling", "Xiu", "Li Na", "Hui"], ["Zhang", "Chan", "Wong", "Liu", "Cheung"]),
    (["Jose", "Rodel", "Marvin"], ["Maricel", "Rowena", "Jocelyn", "Analyn"], ["Santos", "Reyes", "dela Cruz", "Bautista", "Villanueva"]),
    (["Andrius", "Tadas", "Ionut", "Bogdan"], ["Rasa", "Ioana", "Simona", "Elena"], ["Kazlauskas", "Petrauskas", "Popescu", "Ionescu", "Stan"]),
    (["Rafael", "Thiago"], ["Mariana", "Juliana"], ["da Silva", "Oliveira", "Ferreira", "Costa"]),
]
NICK = {"Patrick": ["Paddy", "Pat"], "Michael": ["Mick", "Mikey"], "Margaret": ["Peggy", "Maggie"],
        "Bridget": ["Bridie", "Biddy"], "John": ["Jack", "Johnny"], "Thomas": ["Tom", "Tommy"],
        "William": ["Billy", "Bill"], "Elizabeth": ["Betty", "Liz"], "Kathleen": ["Kitty", "Kathy"],
        "James": ["Jim", "Jimmy"], "Robert": ["Bob", "Rab"], "Seán": ["Seánie"], "Catherine": ["Kate", "Cathy"],
        "Jeremiah": ["Jerry"], "Cornelius": ["Con", "Connie"], "Denis": ["Dinny"], "Edward": ["Ted", "Eddie"],
        "Timothy": ["Timmy", "Tim"], "Josephine": ["Josie"], "Philomena": ["Phil", "Mena"],
        "Alexander": ["Sandy", "Alex"], "Kenneth": ["Kenny"], "Gerard": ["Ger", "Gerry"], "Anthony": ["Tony"],
        "Teresa": ["Tess"], "Christine": ["Chris"], "Richard": ["Dickie", "Rich"], "Finbarr": ["Barry"],
        "Deborah": ["Debbie"], "Susan": ["Sue"], "Geoffrey": ["Geoff"], "Raymond": ["Ray"],
        "Doreen": ["Dot"], "Valerie": ["Val"], "Bernadette": ["Bernie"], "Eileen": ["Eily"]}

# ---------------------------------------------------------------- places
# (city/town, county, region, [postcode or Eircode routing keys], phone area code)
PLACES = {
    "England": [
        ("Manchester", "Greater Manchester", "North West", ["M14", "M20", "M8", "M40"], "0161"),
        ("Leeds", "West Yorkshire", "Yorkshire and the Humber", ["LS6", "LS11", "LS17"], "0113"),
        ("Sheffield", "South Yorkshire", "Yorkshire and the Humber", ["S6", "S10", "S35"], "0114"),
        ("Bristol", "Avon", "South West", ["BS3", "BS7", "BS16"], "0117"),
        ("Norwich", "Norfolk", "East of England", ["NR2", "NR5", "NR7"], "01603"),
        ("Newcastle upon Tyne", "Tyne and Wear", "North East", ["NE4", "NE6", "NE15"], "0191"),
        ("Leicester", "Leicestershire", "East Midlands", ["LE2", "LE4", "LE5"], "0116"),
        ("Exeter", "Devon", "South West", ["EX1", "EX2", "EX4"], "01392"),
        ("Liverpool", "Merseyside", "North West", ["L8", "L13", "L25"], "0151"),
        ("Nottingham", "Nottinghamshire", "East Midlands", ["NG5", "NG7", "NG9"], "0115"),
        ("York", "North Yorkshire", "Yorkshire and the Humber", ["YO10", "YO24", "YO31"], "01904"),
        ("Carlisle", "Cumbria", "North West", ["CA1", "CA2", "CA3"], "01228"),
        ("Stoke-on-Trent", "Staffordshire", "West Midlands", ["ST3", "ST4", "ST6"], "01782"),
        ("Truro", "Cornwall", "South West", ["TR1", "TR2"], "01872"),
        ("Kingston upon Hull", "East Riding of Yorkshire", "Yorkshire and the Humber", ["HU3", "HU5", "HU8"], "01482"),
        ("Derby", "Derbyshire", "East Midlands", ["DE1", "DE22", "DE24"], "01332"),
        ("Plymouth", "Devon", "South West", ["PL2", "PL4", "PL6"], "01752"),
        ("Ipswich", "Suffolk", "East of England", ["IP1", "IP3", "IP4"], "01473"),
        ("Preston", "Lancashire", "North West", ["PR1", "PR2", "PR5"], "01772"),
        ("Wolverhampton", "Staffordshire", "West Midlands", ["WV3", "WV6", "WV10"], "01902"),
        ("Southampton", "Hampshire", "South East", ["SO15", "SO16", "SO19"], "023"),
        ("Blackburn", "Lancashire", "North West", ["BB1", "BB2"], "01254"),
        ("Durham", "Durham", "North East", ["DH1", "DH7"], "0191"),
        ("Lincoln", "Lincolnshire", "East Midlands", ["LN1", "LN2", "LN6"], "01522"),
    ],
    "Scotland": [
        ("Glasgow", "Lanarkshire", "Strathclyde", ["G12", "G31", "G42", "G51"], "0141"),
        ("Edinburgh", "Midlothian", "Lothian", ["EH6", "EH11", "EH16"], "0131"),
        ("Aberdeen", "Aberdeenshire", "Grampian", ["AB10", "AB15", "AB24"], "01224"),
        ("Dundee", "Angus", "Tayside", ["DD2", "DD3", "DD4"], "01382"),
        ("Inverness", "Inverness-shire", "the Highlands", ["IV2", "IV3"], "01463"),
        ("Paisley", "Renfrewshire", "Strathclyde", ["PA1", "PA2", "PA3"], "0141"),
        ("Kilmarnock", "Ayrshire", "Strathclyde", ["KA1", "KA3"], "01563"),
        ("Stirling", "Stirlingshire", "Forth Valley", ["FK7", "FK8", "FK9"], "01786"),
        ("Perth", "Perthshire", "Tayside", ["PH1", "PH2"], "01738"),
        ("Fort William", "Inverness-shire", "the Highlands", ["PH33"], "01397"),
    ],
    "Wales": [
        ("Cardiff", "South Glamorgan", "South Wales", ["CF5", "CF14", "CF23"], "029"),
        ("Swansea", "West Glamorgan", "South Wales", ["SA1", "SA2", "SA5"], "01792"),
        ("Newport", "Gwent", "South Wales", ["NP19", "NP20"], "01633"),
        ("Wrexham", "Clwyd", "North Wales", ["LL11", "LL12", "LL13"], "01978"),
        ("Bangor", "Gwynedd", "North Wales", ["LL57"], "01248"),
        ("Aberystwyth", "Ceredigion", "Mid Wales", ["SY23"], "01970"),
        ("Llanelli", "Carmarthenshire", "South Wales", ["SA14", "SA15"], "01554"),
        ("Merthyr Tydfil", "Mid Glamorgan", "South Wales", ["CF47", "CF48"], "01685"),
    ],
    "Northern Ireland": [
        ("Belfast", "Antrim", "Ulster", ["BT5", "BT9", "BT14", "BT15"], "028"),
        ("Derry", "Londonderry", "Ulster", ["BT47", "BT48"], "028"),
        ("Newry", "Down", "Ulster", ["BT34", "BT35"], "028"),
        ("Ballymena", "Antrim", "Ulster", ["BT42", "BT43"], "028"),
        ("Enniskillen", "Fermanagh", "Ulster", ["BT74"], "028"),
        ("Coleraine", "Londonderry", "Ulster", ["BT51", "BT52"], "028"),
        ("Omagh", "Tyrone", "Ulster", ["BT78", "BT79"], "028"),
        ("Lisburn", "Antrim", "Ulster", ["BT27", "BT28"], "028"),
    ],
    "Ireland": [
        ("Cork", "Cork", "Munster", ["T12", "T23"], "021"),
        ("Galway", "Galway", "Connacht", ["H91"], "091"),
        ("Limerick", "Limerick", "Munster", ["V94"], "061"),
        ("Waterford", "Waterford", "Munster", ["X91"], "051"),
        ("Sligo", "Sligo", "Connacht", ["F91"], "071"),
        ("Letterkenny", "Donegal", "Ulster", ["F92"], "074"),
        ("Tralee", "Kerry", "Munster", ["V92"], "066"),
        ("Kilkenny", "Kilkenny", "Leinster", ["R95"], "056"),
        ("Athlone", "Westmeath", "Leinster", ["N37"], "090"),
        ("Drogheda", "Louth", "Leinster", ["A92"], "041"),
        ("Dundalk", "Louth", "Leinster", ["A91"], "042"),
        ("Ennis", "Clare", "Munster", ["V95"], "065"),
        ("Castlebar", "Mayo", "Connacht", ["F23"], "094"),
        ("Mullingar", "Westmeath", "Leinster", ["N91"], "044"),
        ("Wexford", "Wexford", "Leinster", ["Y35"], "053"),
        ("Clonmel", "Tipperary", "Munster", ["E91"], "052"),
        ("Portlaoise", "Laois", "Leinster", ["R32"], "057"),
        ("Navan", "Meath", "Leinster", ["C15"], "046"),
        ("Tullamore", "Offaly", "Leinster", ["R35"], "057"),
        ("Killarney", "Kerry", "Munster", ["V93"], "064"),
        ("Cavan", "Cavan", "Ulster", ["H12"], "049"),
        ("Dublin", "Dublin", "Leinster", ["D04", "D06", "D08", "D12", "D15", "D24"], "01"),
        ("Mallow", "Cork", "Munster", ["P51"], "022"),
        ("Ballina", "Mayo", "Connacht", ["F26"], "096"),
    ],
}
TOWNLANDS = ["Knocknagree", "Ballyclogh", "Derrymore", "Cloonfad", "Gortnahoe", "Lisnagry", "Carrowkeel",
             "Tullyvin", "Drumlish", "Rathcormac", "Ardfinnan", "Kilmurry", "Coolaney", "Ballinlough",
             "Glenbrohane", "Annagh", "Clashmore", "Inchigeelagh"]
HOUSE_NAMES = ["Rose Cottage", "Hillcrest", "Ard na Gréine", "The Old Forge", "Tigh na Mara", "Hawthorn Lodge",
               "Meadowbank", "Brookside", "Cnoc Álainn", "The Haven"]
STREET_NAMES = ["Elm", "Beech", "Harrow", "Mill", "Church", "Station", "Chapel", "Victoria", "Albert", "Castle",
                "Bridge", "Meadow", "Orchard", "Willow", "Hawthorn", "Ashgrove", "Cedar", "Foxglove", "Heather",
                "Ridgeway", "Brookfield", "Glenview", "Rathmore", "Woodlands", "Dunmore", "Lisheen", "Carrigmore",
                "Fernhill", "Kilbride", "Larkspur", "Sycamore", "Marlborough", "Greenfield", "Primrose", "Moorland",
                "Tannery", "Quarry", "Abbey", "Friary", "Hollybank", "Seaview", "Riverside", "Priory", "Kingfisher"]
STREET_TYPES_UK = ["Road", "Street", "Avenue", "Lane", "Close", "Crescent", "Drive", "Terrace", "Gardens", "Way",
                   "Grove", "Place", "Row", "Court", "View", "Mews", "Walk"]
STREET_TYPES_IE = ["Road", "Street", "Avenue", "Park", "Grove", "Heights", "Lawn", "Close", "Drive", "Crescent",
                   "Terrace", "Court", "View", "Rise", "Downs", "Meadows"]
ABROAD = ["Spain", "Portugal", "Poland", "Nigeria", "India", "Pakistan", "Lithuania", "Romania", "Australia",
          "Canada", "the United States", "France", "Ghana", "the Philippines", "Germany", "Brazil"]
ABROAD_HOLIDAY = [("Spain", "COUNTRY"), ("Portugal", "COUNTRY"), ("France", "COUNTRY"), ("Italy", "COUNTRY"),
                  ("Greece", "COUNTRY"), ("Cyprus", "COUNTRY"), ("Florida", "STATE"), ("Turkey", "COUNTRY"),
                  ("Croatia", "COUNTRY"), ("Malta", "COUNTRY"), ("the Algarve", "STATE"), ("Canada", "COUNTRY"),
                  ("Benidorm", "CITY"), ("Boston", "CITY"), ("Australia", "COUNTRY"), ("Andalusia", "STATE")]
COUNTRY_OF_POOL = {2: "Poland", 3: "Nigeria", 4: "China", 5: "the Philippines", 6: "Lithuania", 7: "Brazil",
                   0: "India", 1: "Pakistan"}
LANDMARKS = ["Phoenix Park", "Eyre Square", "the Titanic Quarter", "Albert Dock", "Salthill Promenade",
             "the Peace Bridge", "Victoria Park", "the Shambles", "Roath Park", "Kelvingrove Park",
             "Fitzgerald Park", "the Spanish Arch", "Heaton Park", "the Mumbles pier", "Botanic Gardens",
             "Castle Market", "the Quayside", "Lahinch golf links", "Tralee Bay Wetlands", "the Milk Market"]
BUILDINGS = ["Wolfson Building", "Bramwell Wing", "Lister Block", "Hartley Pavilion", "Corrigan Wing",
             "Abbey Wing", "Harvey Building", "Larkin Centre", "Beaufort Wing", "Mercer Block"]

# ---------------------------------------------------------------- care sites
SAINTS = ["Aidan", "Cuthbert", "Bede", "Oswald", "Luke", "Columba", "Teilo", "Finbarr", "Brendan", "Kevin",
          "Enda", "Brigid", "Ita", "Ultan", "Mel", "Fiacre", "Declan", "Munchin", "Kieran", "Colman", "Dyfrig",
          "Non", "Ninian", "Mungo", "Hilda", "Chad", "Wilfrid", "Attracta", "Canice", "Senan"]
ROYALS = ["Alexandra", "Adelaide", "Charlotte", "Victoria", "Albert", "Elizabeth", "Mary", "Caroline"]
HOSP_PATTERNS_UK = ["{city} Royal Infirmary", "{city} General Hospital", "St {saint}'s Hospital",
                    "{city} University Hospital", "Queen {royal} Hospital", "Royal {royal} Hospital",
                    "{city} District General Hospital", "St {saint}'s Infirmary", "{city} Heart and Chest Hospital"]
HOSP_PATTERNS_IE = ["St {saint}'s University Hospital", "{city} University Hospital", "Regional Hospital {city}",
                    "St {saint}'s General Hospital", "{city} General Hospital", "Our Lady of {lady} Hospital",
                    "St {saint}'s Hospital"]
LADIES = ["Mercy Vale", "Good Counsel", "the Rosary", "Knock", "Consolation", "the Angels"]
TERTIARY_PATTERNS = ["{city} Heart Centre", "{city} Cardiothoracic Centre", "{city} Heart Institute",
                     "St {saint}'s Cardiothoracic Unit", "{city} Regional Cardiac Centre"]
PRACTICE_PATTERNS = ["{x} Surgery", "{x} Medical Centre", "{x} Health Centre", "{x} Family Practice",
                     "The {x} Practice", "{x} Medical Practice", "{x} Primary Care Centre", "{x} GP Clinic"]
PRACTICE_X = ["Elm Park", "Riverside", "The Quays", "Abbeyfield", "Ballymore", "Castle Street", "Harbourview",
              "Millbrook", "Orchard House", "Westgate", "Glenside", "Northgate", "Kingsmead", "Fairhill",
              "Priory Lane", "Seapoint", "Bridgewater", "Oakwood", "Hillside", "Crossroads", "Woodbrook",
              "Market Square", "Brookvale", "Ashfield", "Tower Hill", "Canal Bank", "Stonebridge"]
PHARMACY_X = ["Kilbride", "Hollybank", "Main Street", "Quayside", "Meadowlands", "Cross", "Greenfield", "Parkside"]
WARDS = ["Lister Ward", "Harvey Ward", "Osler Ward", "Laennec Ward", "Nightingale Ward", "St Brendan's Ward",
         "Cavell Ward", "Einthoven Ward", "St Joseph's Ward", "Mulberry Ward", "Larch Ward", "Heather Ward",
         "Fleming Ward", "St Ita's Ward", "Beech Ward", "Jenner Ward"]
UNITS = ["Mulberry Unit", "Rowan Day Unit", "Kestrel Unit", "Willow Suite", "Hazel Day Ward", "Oak Unit"]
CARE_HOMES = ["Ashlea Nursing Home", "Brookfield Care Home", "St Anne's Nursing Home", "Larchfield House",
              "Glenmore Residential Home", "Seaview Lodge Nursing Home"]

# ---------------------------------------------------------------- organisations
EMPLOYERS = ["Northway Logistics", "Glenview Dairies", "Atlantic Seafoods Ltd", "Brennan's Hardware",
             "Kilcullen Credit Union", "Pennine Textiles", "Tynebridge Engineering", "Clydeside Freight",
             "Afon Valley Water", "Severnside Bus Company", "Drumlin Farm Co-op", "Harbour Marine Services",
             "Castlegate Motors", "Moorside Quarry Ltd", "Westlink Haulage", "Corrib Construction",
             "Lough Ree Meats", "Mourne Mineral Water", "Shannonside Insurance Brokers", "Calder Valley Bakery",
             "Gwynedd Slate Works", "Foyle Print & Pack", "Medway Cabs", "Iona Hotel Group"]
SCHOOLS = ["St Kevin's National School", "Marchmont Primary School", "Scoil Mhuire", "Holy Cross College",
           "Brookfield Academy", "Ysgol y Castell", "Kelvinside High School", "Ardscoil Rís Nua"]
CLUBS = ["Knockmore Gaels GAA Club", "Carrick Rugby Club", "Harbour Road Methodist Church", "Holy Family Parish",
         "St Oswald's Church", "Riverside Bowls Club", "Ballyhale Rovers", "Castle Golf Club",
         "Kilbride Men's Shed", "Cwm Male Voice Choir", "Thornbury Running Club", "Lisheen Active Retirement Group"]
INSURERS = ["Harbour Health Insurance", "Shamrock Medical Cover", "Albion Health Assurance", "Celtic Care Insurance",
            "Beacon Health Plans", "Lighthouse Medical Insurance"]

# ---------------------------------------------------------------- occupations (of patients / relatives)
PROFESSIONS = ["dairy farmer", "sheep farmer", "HGV driver", "bus driver", "taxi driver", "secondary school teacher",
               "primary school teacher", "publican", "electrician", "plumber", "carpenter", "civil servant",
               "postman", "accountant", "solicitor", "nurse", "care assistant", "fisherman", "software engineer",
               "shopkeeper", "hairdresser", "security guard", "forklift driver", "chef", "miner", "bricklayer",
               "welder", "farm labourer", "garda", "police officer", "firefighter", "airline pilot", "lecturer",
               "pharmacist", "bank clerk", "van driver", "cleaner", "mechanic", "joiner", "librarian",
               "social worker", "engineer", "factory worker", "butcher", "barman", "painter and decorator",
               "scaffolder", "train driver", "postwoman", "dental nurse", "cook", "journalist"]
RETIRABLE = ["dairy farmer", "secondary school teacher", "primary school teacher", "nurse", "miner", "postman",
             "civil servant", "bus driver", "garda", "police officer", "engineer", "bank clerk", "publican",
             "electrician", "fisherman", "train driver", "factory worker", "librarian", "butcher", "joiner"]
