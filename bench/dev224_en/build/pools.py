"""Invented pools for dev224_en (names, places, care sites, organisations).

Every care site, practice, employer and street here is made up by author 224.
Town and county names are real places used only as generic geography.
"""

FIRST_M_IE = ["Seán", "Pádraig", "Ciarán", "Declan", "Eoin", "Tadhg", "Colm", "Oisín",
              "Noel", "Patrick", "Brendan", "Gerard", "Liam", "Dermot", "Fergal", "Donal",
              "Cathal", "Éamonn", "Micheál", "Tomás", "Kieran", "Joe", "Martin", "Denis",
              "Finbarr", "Aidan", "Ronan", "Shane", "Conor", "Diarmuid", "Peadar", "Jimmy",
              "Christy", "Mattie", "Fintan", "Malachy", "Killian", "Barry", "Jarlath"]
FIRST_F_IE = ["Siobhán", "Aoife", "Niamh", "Gráinne", "Bríd", "Dervla", "Fionnuala",
              "Máire", "Mary", "Kathleen", "Bridget", "Eileen", "Margaret", "Nuala",
              "Deirdre", "Róisín", "Orla", "Sinéad", "Caitríona", "Noreen", "Peggy",
              "Geraldine", "Úna", "Clodagh", "Sorcha", "Treasa", "Ailbhe", "Philomena",
              "Attracta", "Breda", "Marian", "Josephine", "Carmel", "Majella", "Eimear"]
FIRST_M_UK = ["Gareth", "Rhys", "Dylan", "Iain", "Fraser", "Hamish", "Euan", "Graham",
              "Derek", "Keith", "Wayne", "Stuart", "Alan", "Barry", "Colin", "Trevor",
              "Nigel", "Malcolm", "Clive", "Dafydd", "Gwilym", "Callum", "Ross", "Neil",
              "Amir", "Yusuf", "Imran", "Tomasz", "Piotr", "Chidi", "Oluwaseun", "Dev",
              "Harold", "Reginald", "Desmond", "Ian", "Geoffrey", "Kenneth", "Lewis",
              "Jamie", "Craig", "Sanjay", "Ravi", "Winston", "Errol", "Stanley"]
FIRST_F_UK = ["Bethan", "Angharad", "Morag", "Kirsty", "Ailsa", "Shona", "Jean",
              "Pauline", "Sandra", "Tracey", "Jennifer", "Priya", "Ayesha", "Agnieszka",
              "Mei", "Rhian", "Ffion", "Catriona", "Isla", "Fiona", "Lorraine", "Gillian",
              "Hazel", "Wendy", "Beverley", "Doreen", "Glenys", "Sheila", "Yvonne",
              "Nasreen", "Farida", "Joanne", "Lesley", "Elspeth", "Heather", "Marjorie",
              "Grace", "Comfort", "Hilary", "Rosalind", "Jasmine", "Kerry", "Dawn"]

LAST_IE = ["Ó Briain", "O'Brien", "Mac Giolla Phádraig", "McGrath", "Fitzgerald",
           "Kavanagh", "Nolan", "Brennan", "Doherty", "Gallagher", "Tierney", "Devlin",
           "Quinlan", "Hegarty", "Ní Bhriain", "Ó Súilleabháin", "Moloney", "Carey",
           "Dunphy", "Geraghty", "Kinsella", "Mulcahy", "Scanlon", "Lenihan", "Costigan",
           "Hanrahan", "Tobin", "Walsh", "Mannion", "Faherty", "Keogh", "Lyons",
           "Naughton", "Rafferty", "Ó Conaill", "Mac Cárthaigh", "Delaney", "Phelan",
           "Gilmartin", "Coffey", "Cunniffe", "Egan", "Treacy", "Halpin", "Shanahan",
           "Mulligan", "Corrigan", "Fahy", "Hynes", "Cusack", "Dwane", "Glynn"]
LAST_UK = ["Pritchard", "Llewellyn", "Jenkins", "Thomson", "MacLeod", "Ferguson",
           "Henderson", "Baxter", "Whitlock", "Ashworth", "Pemberton", "Okonkwo",
           "Chaudhry", "Khan", "Patel", "Nowak", "Kowalski", "Begum", "Hargreaves",
           "Sutcliffe", "Brierley", "Cartwright", "Entwistle", "Winterbottom", "Bevan",
           "Prosser", "Vaughan", "Gowans", "Drummond", "McKinnon", "Sinclair", "Lindsay",
           "Craig", "Mawhinney", "McCracken", "Gillespie", "Adeyemi", "Mensah", "Osei",
           "Hussain", "Iqbal", "Rahman", "Sharma", "Chen", "Wong", "Fairbairn",
           "Shepherd", "Mason", "Baker", "Walker", "Fisher", "Gardner", "Bishop",
           "Parkinson", "Glass", "Ward", "Hall", "Mould", "Attwood", "Redfern"]

NICK = {"Patrick": "Paddy", "Pádraig": "Páidí", "James": "Jim", "Christy": "Christy",
        "Margaret": "Peggy", "Bridget": "Bridie", "Kathleen": "Kay", "Denis": "Dinny",
        "Gerard": "Gerry", "Geraldine": "Gerry", "Kenneth": "Ken", "Reginald": "Reg",
        "Jennifer": "Jen", "Josephine": "Josie", "Malachy": "Mal", "Finbarr": "Barry",
        "Derek": "Del", "Harold": "Harry", "Desmond": "Des", "Micheál": "Mick",
        "Philomena": "Phil", "Seán": "Johnny", "Elspeth": "Beth", "Sandra": "Sandy"}

# towns: (town, county/area, postcode prefix list)
TOWNS = {
    "IE": [("Athlone", "Co. Westmeath", ["N37"]), ("Tullamore", "Co. Offaly", ["R35"]),
           ("Ennis", "Co. Clare", ["V95"]), ("Castlebar", "Co. Mayo", ["F23"]),
           ("Letterkenny", "Co. Donegal", ["F92"]), ("Mallow", "Co. Cork", ["P51"]),
           ("Clonmel", "Co. Tipperary", ["E91"]), ("Navan", "Co. Meath", ["C15"]),
           ("Dundalk", "Co. Louth", ["A91"]), ("Carlow", "Co. Carlow", ["R93"]),
           ("Kilkenny", "Co. Kilkenny", ["R95"]), ("Tralee", "Co. Kerry", ["V92"]),
           ("Gorey", "Co. Wexford", ["Y25"]), ("Mullingar", "Co. Westmeath", ["N91"]),
           ("Ballina", "Co. Mayo", ["F26"]), ("Birr", "Co. Offaly", ["R42"]),
           ("Nenagh", "Co. Tipperary", ["E45"]), ("Naas", "Co. Kildare", ["W91"]),
           ("Bray", "Co. Wicklow", ["A98"]), ("Dublin", "Co. Dublin", ["D07", "D09", "D15", "D24"]),
           ("Cork", "Co. Cork", ["T12", "T23"]), ("Galway", "Co. Galway", ["H91"]),
           ("Limerick", "Co. Limerick", ["V94"]), ("Waterford", "Co. Waterford", ["X91"]),
           ("Tuam", "Co. Galway", ["H54"]), ("Roscommon", "Co. Roscommon", ["F42"]),
           ("Cavan", "Co. Cavan", ["H12"]), ("Sligo", "Co. Sligo", ["F91"])],
    "ENG": [("Wigan", "Greater Manchester", ["WN3", "WN5"]), ("Stockport", "Greater Manchester", ["SK2", "SK4"]),
            ("Rotherham", "South Yorkshire", ["S60", "S65"]), ("Doncaster", "South Yorkshire", ["DN4"]),
            ("Lincoln", "Lincolnshire", ["LN2", "LN6"]), ("Shrewsbury", "Shropshire", ["SY1", "SY3"]),
            ("Kendal", "Cumbria", ["LA9"]), ("Carlisle", "Cumbria", ["CA1", "CA2"]),
            ("Hereford", "Herefordshire", ["HR1", "HR4"]), ("Taunton", "Somerset", ["TA1", "TA2"]),
            ("Exeter", "Devon", ["EX2", "EX4"]), ("Norwich", "Norfolk", ["NR3", "NR5"]),
            ("Ipswich", "Suffolk", ["IP1", "IP4"]), ("Luton", "Bedfordshire", ["LU2", "LU4"]),
            ("Reading", "Berkshire", ["RG1", "RG30"]), ("Leeds", "West Yorkshire", ["LS6", "LS11"]),
            ("Bolton", "Greater Manchester", ["BL1", "BL3"]), ("Preston", "Lancashire", ["PR1", "PR2"]),
            ("Blackburn", "Lancashire", ["BB1", "BB2"]), ("Derby", "Derbyshire", ["DE22", "DE23"]),
            ("Worcester", "Worcestershire", ["WR4", "WR5"]), ("Barnsley", "South Yorkshire", ["S70", "S71"])],
    "SCO": [("Dundee", "Angus", ["DD3", "DD4"]), ("Perth", "Perth and Kinross", ["PH1", "PH2"]),
            ("Stirling", "Stirlingshire", ["FK7", "FK8"]), ("Paisley", "Renfrewshire", ["PA1", "PA3"]),
            ("Inverness", "Highland", ["IV2", "IV3"]), ("Kirkcaldy", "Fife", ["KY1", "KY2"]),
            ("Ayr", "Ayrshire", ["KA7", "KA8"]), ("Dumfries", "Dumfriesshire", ["DG1", "DG2"]),
            ("Aberdeen", "Aberdeenshire", ["AB15", "AB24"]), ("Glasgow", "Lanarkshire", ["G31", "G42"]),
            ("Falkirk", "Stirlingshire", ["FK1", "FK2"]), ("Elgin", "Moray", ["IV30"])],
    "WAL": [("Swansea", "West Glamorgan", ["SA1", "SA5"]), ("Wrexham", "Clwyd", ["LL11", "LL13"]),
            ("Bangor", "Gwynedd", ["LL57"]), ("Newport", "Gwent", ["NP19", "NP20"]),
            ("Merthyr Tydfil", "Mid Glamorgan", ["CF47"]), ("Aberystwyth", "Ceredigion", ["SY23"]),
            ("Llanelli", "Carmarthenshire", ["SA14", "SA15"]), ("Carmarthen", "Carmarthenshire", ["SA31"]),
            ("Bridgend", "Mid Glamorgan", ["CF31"]), ("Pontypridd", "Rhondda Cynon Taf", ["CF37"])],
    "NI": [("Belfast", "Co. Antrim", ["BT5", "BT9", "BT14"]), ("Newry", "Co. Down", ["BT34", "BT35"]),
           ("Enniskillen", "Co. Fermanagh", ["BT74"]), ("Ballymena", "Co. Antrim", ["BT42", "BT43"]),
           ("Omagh", "Co. Tyrone", ["BT78", "BT79"]), ("Armagh", "Co. Armagh", ["BT60", "BT61"]),
           ("Coleraine", "Co. Londonderry", ["BT51", "BT52"]), ("Lisburn", "Co. Antrim", ["BT27", "BT28"]),
           ("Derry", "Co. Londonderry", ["BT47", "BT48"]), ("Dungannon", "Co. Tyrone", ["BT70", "BT71"])],
}

REGION = {"IE": ["Connacht", "Munster", "Leinster", "Ulster", "the Midlands", "the South East"],
          "ENG": ["the North West", "Yorkshire and the Humber", "the East Midlands", "the West Midlands",
                  "the South West", "East Anglia", "the North East"],
          "SCO": ["the Highlands", "the Borders", "Tayside", "Grampian", "Lothian"],
          "WAL": ["South Wales", "North Wales", "Mid Wales", "West Wales"],
          "NI": ["Ulster", "Mid Ulster", "the North West"]}

ABROAD = [("Boston", "Massachusetts", "USA"), ("Toronto", "Ontario", "Canada"),
          ("Perth", "Western Australia", "Australia"), ("Sydney", "New South Wales", "Australia"),
          ("Chicago", "Illinois", "USA"), ("Brisbane", "Queensland", "Australia"),
          ("Vancouver", "British Columbia", "Canada"), ("Auckland", "Auckland Region", "New Zealand"),
          ("Kraków", "Lesser Poland", "Poland"), ("Lagos", "Lagos State", "Nigeria"),
          ("Malaga", "Andalusia", "Spain"), ("San Diego", "California", "USA")]

COUNTRY_WORDS = {"IE": ["Ireland", "Éire", "the Republic of Ireland"],
                 "ENG": ["England", "UK", "United Kingdom"],
                 "SCO": ["Scotland", "UK"], "WAL": ["Wales", "UK"],
                 "NI": ["Northern Ireland", "UK"]}

STREET_W = ["Main Street", "Church Road", "Mill Lane", "Bridge Street", "Chapel Hill",
            "Abbey Road", "Harbour View", "Station Road", "Greenfield Park", "Castle Avenue",
            "Orchard Close", "Meadow Way", "Pearse Street", "Connolly Terrace", "O'Connell Street",
            "Fair Green", "Ashbrook Drive", "Lakeview Crescent", "Willow Grove", "Cherry Row",
            "Rectory Lane", "Fountain Place", "Kiln Road", "Quarry Street", "Beechwood Avenue",
            "Heol y Nant", "Ffordd Glyndwr", "Burnside Place", "Glebe Street", "Brae View",
            "Wynd Court", "Loanhead Road", "Drumcree Gardens", "Shore Road", "Sandy Row Mews",
            "Ballyhaise Road", "Cnoc na Gréine", "Bóthar na Trá", "Tanyard Lane", "Ropewalk"]
ESTATE = ["Ard na Gréine", "Clonbrook", "Hazelwood", "Riverside", "Kilcloon Heights",
          "Oakfield", "Maple Court", "The Paddocks", "Glenview", "Fernhill"]
TOWNLAND = ["Knockaun", "Derrylahan", "Cloonfad", "Ballyglass", "Gortnahoo", "Carrowkeel",
            "Drumshanbo Upper", "Lisheen", "Rathcoole East", "Tullyvin"]

# acute hospitals (invented) per country, with a stroke ward and a rehab site
HOSP = {
    "IE": ["St Fintan's University Hospital", "Shannonside University Hospital",
           "Corrib Valley Hospital", "Our Lady of the Rosary Hospital",
           "St Ultan's General Hospital", "Slieve Bloom Regional Hospital",
           "Mercy Bay Hospital", "Barrowside General Hospital"],
    "ENG": ["Royal Pennine Infirmary", "Northgate General Hospital", "Severnvale Hospital",
            "Queen Adelaide Hospital", "Fenland District Hospital", "Moorside General Hospital",
            "Wolds Royal Hospital"],
    "SCO": ["Lochview General Hospital", "Westburn Royal Infirmary", "Strathmore Royal Hospital",
            "Clydebank Western Hospital", "Forthside General"],
    "WAL": ["Ysbyty Bryn Celyn", "Ysbyty Glan Teifi", "Morfa General Hospital",
            "Cwm Taf Valley Hospital"],
    "NI": ["Glenshane General Hospital", "Antrim Coast Hospital", "Mourne Area Hospital",
           "Lough Erne Acute Hospital"],
}
NEURO_CENTRE = {"IE": ["Liffey Neurosciences Centre", "Lee Regional Neurosciences Unit"],
                "ENG": ["Pennine Neuroscience Centre", "Wessex Neurosciences Institute"],
                "SCO": ["Institute of Clinical Neurosciences, Westburn", "Tay Neurosciences Unit"],
                "WAL": ["Cambrian Neurosciences Centre"], "NI": ["Lagan Neurosciences Unit"]}
REHAB = {"IE": ["Cnoc Mhuire Rehabilitation Centre", "Slievebawn Rehabilitation Unit",
                "Ardmore Community Hospital", "St Canice's Rehabilitation Unit",
                "National Brain Injury Rehabilitation Service at Dunmore House"],
         "ENG": ["Riverside Neuro-Rehabilitation Centre", "Hollybank Rehabilitation Unit",
                 "Pendle Community Hospital", "Larchfield Neurorehab Unit"],
         "SCO": ["Kinloch Rehabilitation Unit", "Birkwood Brain Injury Unit", "Craigard Community Hospital"],
         "WAL": ["Uned Adsefydlu Tŷ Gwyn", "Penrhos Neurorehabilitation Unit"],
         "NI": ["Musgrave Lodge Rehabilitation Unit", "Slemish Community Hospital"]}
WARDS = ["Rowan Ward", "St Brigid's Ward", "Ward 7B", "Ash Ward", "Heron Unit", "Ward 4 South",
         "Kingfisher Ward", "St Joseph's Ward", "Ward 21", "Cedar Stroke Unit", "Lark Ward",
         "St Attracta's Ward", "Ward 3A", "Bluebell Ward", "Ward C2", "Ward 12",
         "Ward Dewi", "Ward Teifi", "Bramble Ward", "St Enda's Ward"]

GP_PRAC = ["Ballyowen Medical Centre", "Castle Street Surgery", "The Quays Family Practice",
           "Brookfield Health Centre", "Riverbank Medical Practice", "Abbey Surgery",
           "Fairgreen Family Doctors", "Hillcrest Medical Group", "Marketgate Health Centre",
           "Canal View Surgery", "Meddygfa Tal-y-bont", "Ivybridge Road Practice",
           "Glenmore Medical Centre", "Parkside Group Practice", "St Mel's Medical Centre",
           "Kirkgate Surgery", "Lismore Road Health Centre", "Carrigeen Family Practice"]
PHARM = ["Hanlon's Pharmacy", "McCabe's Chemist", "Bridge Pharmacy", "Kelly's Late Night Pharmacy",
         "Cross Street Chemist", "Fferyllfa'r Dref", "Greenhill Pharmacy"]
CARE_HOME = ["Ashgrove Nursing Home", "Sycamore Lodge Care Home", "Oaklands Residential Home",
             "St Clare's Nursing Home", "Bryn Haul Care Home", "Thornbank House",
             "Millbrook Nursing Home", "Cuan Mhuire Lodge"]

EMPLOYERS = ["Kerrigan Haulage", "Midland Dairies Co-op", "Corrib Precision Engineering",
             "Pennine Freight Ltd", "Brannock Foods", "Harcourt & Vance Solicitors",
             "Lough Ree Credit Union", "Severn Meadow Homes", "Tayview Distillery",
             "Glas Energy Services", "Kilbride National School", "St Colman's Community College",
             "Dunmanway Mart", "Ardfinn Construction", "Quayside Logistics",
             "Brightwater Call Centre", "Halloran Motors", "Castleknock Print Works",
             "Clydeside Bus Company", "Bryn Mawr Quarries", "Lagan Meats",
             "Ferndale Primary School", "Northern Light Software", "McAteer Plumbing & Heating",
             "Orchard Vale Garden Centre", "The Anchor Bar", "Millstream Hotel",
             "Ashford Engineering Works", "Coastline Fisheries", "Greenway Taxis"]
CLUBS = ["St Kevin's GAA Club", "Rovers Bowls Club", "Kilcormac Men's Shed",
         "Holy Family Parish", "St Aidan's Church", "Capel Bethesda", "Riverside Golf Club",
         "Tuesday Stroke Club at Brannock Hall", "the Legion Club", "Dunmore Active Retirement Group"]
INSURER = ["Clarion Health", "Meridian Health Insurance", "Haven Medical Cover",
           "Lifeline Assure", "Cardinal Health Plans"]
SOLICITOR = ["Harcourt & Vance Solicitors", "O'Leary Marsh LLP", "Pryce Gwynne & Co",
             "McBride Boyle Solicitors"]

LANDMARK = ["the old creamery", "opposite the Garda station", "beside the chemist", "behind the parish hall",
            "next to the community centre", "at the end of the boreen", "past the handball alley",
            "opposite the Co-op", "beside the post office", "above the bookies",
            "behind the chippy", "opposite the leisure centre"]
LANDMARK_NAMES = ["Harbour Mill", "the Corn Exchange", "Tower Court flats", "Glebe House",
                  "Fisher's Quay", "Kilbeg Crossroads", "Millennium Park", "Railway Cottages",
                  "Cathedral Close", "Brannock Hall"]

PROFESSIONS = [("farmer", "M"), ("dairy farmer", "M"), ("bus driver", "A"), ("HGV driver", "A"),
               ("primary school teacher", "A"), ("secondary school teacher", "A"), ("solicitor", "A"),
               ("carpenter", "M"), ("electrician", "A"), ("postman", "M"), ("publican", "A"),
               ("accountant", "A"), ("taxi driver", "A"), ("civil servant", "A"),
               ("software developer", "A"), ("chef", "A"), ("hairdresser", "F"), ("care assistant", "A"),
               ("shop assistant", "A"), ("plasterer", "M"), ("forklift operator", "A"), ("lecturer", "A"),
               ("garda", "A"), ("police officer", "A"), ("fisherman", "M"), ("mechanic", "A"),
               ("staff nurse", "A"), ("bank official", "A"), ("bricklayer", "M"), ("plumber", "A"),
               ("warehouse operative", "A"), ("receptionist", "A"), ("cleaner", "A"),
               ("nursing home manager", "A"), ("architect", "A"), ("engineer", "A"),
               ("sheep farmer", "M"), ("butcher", "A"), ("joiner", "M"), ("scaffolder", "M"),
               ("civil engineer", "A"), ("pharmacist", "A"), ("dentist", "A"), ("postwoman", "F"),
               ("school secretary", "F"), ("childminder", "F"), ("barber", "M"), ("miner", "M"),
               ("steelworker", "M"), ("roofer", "M"), ("delivery driver", "A"), ("bar manager", "A"),
               ("retail manager", "A"), ("IT consultant", "A"), ("van driver", "A")]
RETIRED_OK = ["teacher", "nurse", "garda", "farmer", "postman", "bus driver", "civil servant",
              "bank manager", "miner", "steelworker", "shopkeeper", "headmistress", "docker",
              "seamstress", "ambulance driver", "prison officer", "publican", "police sergeant"]

SLOGIN_HOST = ["stroke", "rehab", "esd", "neuro", "ward", "therapy"]

# Insurer names and employers above are ORGANIZATION; GP practices, pharmacies, care homes,
# hospitals, wards and rehab units are HOSPITAL.
