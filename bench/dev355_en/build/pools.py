"""Invented pools for dev355_en: names, places, organisations, professions.

Every hospital, practice, organisation and street name here is invented for this set.
First names and surnames are combined at random, so no entry describes a real person.
"""

FIRST_F = [
    "Margaret", "Helen", "Siobhan", "Aoife", "Niamh", "Grainne", "Catriona", "Morag", "Eilidh", "Rhiannon",
    "Ffion", "Bethan", "Priya", "Anjali", "Sunita", "Deepa", "Harpreet", "Farzana", "Nusrat", "Ayesha",
    "Fatima", "Leila", "Yasmin", "Noor", "Mei", "Xiu Ying", "Hana", "Yuki", "Min-ji", "Thi Lan",
    "Ngoc Anh", "Maricel", "Rowena", "Chiamaka", "Ngozi", "Adaeze", "Abena", "Amara", "Folake", "Wanjiru",
    "Aroha", "Ngaio", "Mere", "Losa", "Mele", "Lupe", "Sofia", "Lucia", "Marisol", "Guadalupe",
    "Ines", "Beatriz", "Agnieszka", "Katarzyna", "Zofia", "Olena", "Irina", "Eleni", "Despina", "Giulia",
    "Chiara", "Francesca", "Ingrid", "Sigrid", "Astrid", "Jennifer", "Karen", "Deborah", "Tamsin", "Philippa",
    "Gwen", "Maureen", "Bridget", "Kathleen", "Shauna", "Tegan", "Kylie", "Brooke", "Chelsea", "Ashley",
    "Latoya", "Shanice", "Imani", "Dolores", "Rosalind", "Harriet", "Imogen", "Winifred", "Pearl", "Jacqueline",
    "Zoe", "Naomi", "Rebekah", "Miriam", "Tova", "Esther", "Paulette", "Yvonne", "Celeste", "Genevieve",
]
FIRST_M = [
    "David", "Robert", "Gareth", "Dylan", "Rhys", "Eoin", "Cian", "Padraig", "Declan", "Fergus",
    "Hamish", "Callum", "Alasdair", "Rajesh", "Sanjay", "Arjun", "Vikram", "Gurpreet", "Imran", "Tariq",
    "Bilal", "Omar", "Yusuf", "Karim", "Hassan", "Wei", "Jun", "Hiroshi", "Kenji", "Min-ho",
    "Duc", "Quang", "Jose", "Ramon", "Emeka", "Chinedu", "Oluwaseun", "Kwame", "Kofi", "Tendai",
    "Wiremu", "Tane", "Rawiri", "Sione", "Tevita", "Viliami", "Mateo", "Santiago", "Diego", "Joao",
    "Tomasz", "Piotr", "Pawel", "Oleksandr", "Dmitri", "Nikos", "Giorgos", "Marco", "Luca", "Stefano",
    "Lars", "Henrik", "Anders", "Michael", "Kevin", "Brian", "Darren", "Wayne", "Craig", "Shane",
    "Travis", "Dwayne", "Tyrone", "Marcus", "Jerome", "Clifford", "Leonard", "Gerald", "Bernard", "Desmond",
    "Alistair", "Rupert", "Barnaby", "Ezra", "Isaac", "Levi", "Ari", "Noel", "Cormac", "Ruairi",
]
SURNAMES = [
    "Abernethy", "Ashworth", "Blackwood", "Brennan", "Calloway", "Carmody", "Dempsey", "Doherty", "Featherstone", "Fitzgerald",
    "Gallagher", "Greaves", "Hargreaves", "Holloway", "Kavanagh", "Kilbride", "Lockhart", "MacAulay", "McGillivray", "McTeague",
    "Ni Bhriain", "O'Callaghan", "O'Driscoll", "O'Halloran", "Penhaligon", "Pritchard", "Quigley", "Rattray", "Sutcliffe", "Thistlewood",
    "Trelawney", "Vaughan-Lewis", "Winterbottom", "Yardley", "Ap Gwilym", "Llewellyn", "Prothero", "Bhattacharya", "Chaudhry", "Deshpande",
    "Ganguly", "Iyer", "Kulkarni", "Malhotra", "Natarajan", "Raghunathan", "Sandhu", "Grewal", "Siddiqui", "Qureshi",
    "Rahman", "Hossain", "Al-Mansouri", "Haddad", "Khoury", "Nasser", "Farouk", "Zhang", "Liang", "Huang",
    "Tan", "Lim", "Nakamura", "Takahashi", "Watanabe", "Park", "Choi", "Nguyen", "Tran", "Pham",
    "Dela Cruz", "Villanueva", "Bautista", "Okonkwo", "Adeyemi", "Obi", "Mensah", "Asante", "Mwangi", "Moyo",
    "Ngata", "Parata", "Te Huia", "Tupou", "Fifita", "Faleolo", "Hernandez", "Gutierrez", "Alvarado", "Pereira",
    "Carvalho", "Kowalczyk", "Wisniewski", "Nowicki", "Shevchenko", "Bondarenko", "Papadopoulos", "Georgiou", "Rossi", "Esposito",
    "Bianchi", "Lindqvist", "Andersen", "Halvorsen", "Whitlock", "Cartwright", "Fairweather", "Ogilvie", "Hutchins", "Pennington",
    "Beaumont", "Delacroix", "Fontaine", "Goldberg", "Rosenthal", "Weissman", "Kowalski", "Jablonski", "Washington", "Jefferson",
    "Okafor", "Boateng", "Harcourt", "Ellery", "Marchetti", "Brannigan", "Threlfall", "Standish", "Cuthbertson", "Ridley",
    "Tremayne", "Sweeney", "Lyttle", "Morrissey", "Ferreira", "Santos", "Ibrahim", "Yilmaz", "Demir", "Kaur",
]
NICK = {"Margaret": "Maggie", "Robert": "Bob", "David": "Dave", "Jennifer": "Jen", "Michael": "Mick", "Katarzyna": "Kasia",
        "Alistair": "Ali", "Bernard": "Bernie", "Deborah": "Debbie", "Kathleen": "Kath", "Leonard": "Len", "Gerald": "Gerry",
        "Oluwaseun": "Seun", "Oleksandr": "Sasha", "Jacqueline": "Jackie", "Winifred": "Winnie", "Francesca": "Frankie"}

# town, county/region (CITY for UK/IE, STATE otherwise), state abbreviation
TOWNS = {
    "US": [
        ("Dayton", "Ohio", "OH"), ("Akron", "Ohio", "OH"), ("Toledo", "Ohio", "OH"), ("Peoria", "Illinois", "IL"),
        ("Springfield", "Illinois", "IL"), ("Madison", "Wisconsin", "WI"), ("Green Bay", "Wisconsin", "WI"),
        ("Tucson", "Arizona", "AZ"), ("Mesa", "Arizona", "AZ"), ("Boise", "Idaho", "ID"), ("Spokane", "Washington", "WA"),
        ("Tacoma", "Washington", "WA"), ("Eugene", "Oregon", "OR"), ("Fresno", "California", "CA"),
        ("Sacramento", "California", "CA"), ("Syracuse", "New York", "NY"), ("Albany", "New York", "NY"),
        ("Worcester", "Massachusetts", "MA"), ("Lowell", "Massachusetts", "MA"), ("Hartford", "Connecticut", "CT"),
        ("Providence", "Rhode Island", "RI"), ("Richmond", "Virginia", "VA"), ("Norfolk", "Virginia", "VA"),
        ("Raleigh", "North Carolina", "NC"), ("Durham", "North Carolina", "NC"), ("Savannah", "Georgia", "GA"),
        ("Macon", "Georgia", "GA"), ("Knoxville", "Tennessee", "TN"), ("Memphis", "Tennessee", "TN"),
        ("Lexington", "Kentucky", "KY"), ("Omaha", "Nebraska", "NE"), ("Wichita", "Kansas", "KS"), ("Tulsa", "Oklahoma", "OK"),
        ("El Paso", "Texas", "TX"), ("Lubbock", "Texas", "TX"), ("Albuquerque", "New Mexico", "NM"), ("Reno", "Nevada", "NV"),
        ("Fort Collins", "Colorado", "CO"), ("Des Moines", "Iowa", "IA"), ("Duluth", "Minnesota", "MN"),
        ("Rochester", "Minnesota", "MN"), ("Ann Arbor", "Michigan", "MI"), ("Lansing", "Michigan", "MI"),
        ("Allentown", "Pennsylvania", "PA"), ("Erie", "Pennsylvania", "PA"), ("Trenton", "New Jersey", "NJ"),
        ("Baltimore", "Maryland", "MD"), ("Burlington", "Vermont", "VT"), ("Bangor", "Maine", "ME"),
        ("Baton Rouge", "Louisiana", "LA"), ("Jackson", "Mississippi", "MS"), ("Little Rock", "Arkansas", "AR"),
    ],
    "GB": [
        ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"), ("Sheffield", "South Yorkshire", "S"),
        ("York", "North Yorkshire", "YO"), ("Hull", "East Riding of Yorkshire", "HU"), ("Lincoln", "Lincolnshire", "LN"),
        ("Norwich", "Norfolk", "NR"), ("Ipswich", "Suffolk", "IP"), ("Reading", "Berkshire", "RG"), ("Oxford", "Oxfordshire", "OX"),
        ("Bath", "Somerset", "BA"), ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
        ("Cardiff", "South Glamorgan", "CF"), ("Swansea", "West Glamorgan", "SA"), ("Dundee", "Angus", "DD"),
        ("Aberdeen", "Aberdeenshire", "AB"), ("Inverness", "Highland", "IV"), ("Sunderland", "Tyne and Wear", "SR"),
        ("Durham", "County Durham", "DH"), ("Carlisle", "Cumbria", "CA"), ("Preston", "Lancashire", "PR"),
        ("Blackpool", "Lancashire", "FY"), ("Bolton", "Greater Manchester", "BL"), ("Stockport", "Greater Manchester", "SK"),
        ("Derby", "Derbyshire", "DE"), ("Nottingham", "Nottinghamshire", "NG"), ("Leicester", "Leicestershire", "LE"),
        ("Coventry", "West Midlands", "CV"), ("Hereford", "Herefordshire", "HR"), ("Shrewsbury", "Shropshire", "SY"),
        ("Stoke-on-Trent", "Staffordshire", "ST"), ("Chester", "Cheshire", "CH"), ("Maidstone", "Kent", "ME"),
        ("Canterbury", "Kent", "CT"), ("Brighton", "East Sussex", "BN"), ("Guildford", "Surrey", "GU"),
        ("Luton", "Bedfordshire", "LU"), ("Northampton", "Northamptonshire", "NN"), ("Peterborough", "Cambridgeshire", "PE"),
        ("Wakefield", "West Yorkshire", "WF"), ("Harrogate", "North Yorkshire", "HG"), ("Taunton", "Somerset", "TA"),
    ],
    "CA": [
        ("Ottawa", "Ontario", "ON"), ("Kingston", "Ontario", "ON"), ("London", "Ontario", "ON"), ("Hamilton", "Ontario", "ON"),
        ("Sudbury", "Ontario", "ON"), ("Thunder Bay", "Ontario", "ON"), ("Mississauga", "Ontario", "ON"), ("Barrie", "Ontario", "ON"),
        ("Winnipeg", "Manitoba", "MB"), ("Brandon", "Manitoba", "MB"), ("Regina", "Saskatchewan", "SK"),
        ("Saskatoon", "Saskatchewan", "SK"), ("Calgary", "Alberta", "AB"), ("Edmonton", "Alberta", "AB"),
        ("Red Deer", "Alberta", "AB"), ("Kelowna", "British Columbia", "BC"), ("Victoria", "British Columbia", "BC"),
        ("Kamloops", "British Columbia", "BC"), ("Nanaimo", "British Columbia", "BC"), ("Halifax", "Nova Scotia", "NS"),
        ("Moncton", "New Brunswick", "NB"), ("Fredericton", "New Brunswick", "NB"), ("Charlottetown", "Prince Edward Island", "PE"),
        ("St. John's", "Newfoundland and Labrador", "NL"), ("Sherbrooke", "Quebec", "QC"), ("Gatineau", "Quebec", "QC"),
    ],
    "AU": [
        ("Parramatta", "New South Wales", "NSW"), ("Newcastle", "New South Wales", "NSW"), ("Wollongong", "New South Wales", "NSW"),
        ("Dubbo", "New South Wales", "NSW"), ("Wagga Wagga", "New South Wales", "NSW"), ("Penrith", "New South Wales", "NSW"),
        ("Geelong", "Victoria", "VIC"), ("Ballarat", "Victoria", "VIC"), ("Bendigo", "Victoria", "VIC"), ("Fitzroy", "Victoria", "VIC"),
        ("Toowong", "Queensland", "QLD"), ("Townsville", "Queensland", "QLD"), ("Cairns", "Queensland", "QLD"),
        ("Toowoomba", "Queensland", "QLD"), ("Elizabeth", "South Australia", "SA"), ("Mount Gambier", "South Australia", "SA"),
        ("Fremantle", "Western Australia", "WA"), ("Bunbury", "Western Australia", "WA"), ("Launceston", "Tasmania", "TAS"),
        ("Hobart", "Tasmania", "TAS"), ("Palmerston", "Northern Territory", "NT"), ("Belconnen", "Australian Capital Territory", "ACT"),
    ],
    "IE": [
        ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Navan", "Meath", "C15"), ("Athlone", "Westmeath", "N37"),
        ("Mullingar", "Westmeath", "N91"), ("Tullamore", "Offaly", "R35"), ("Portlaoise", "Laois", "R32"), ("Ennis", "Clare", "V95"),
        ("Tralee", "Kerry", "V92"), ("Letterkenny", "Donegal", "F92"), ("Castlebar", "Mayo", "F23"), ("Sligo", "Sligo", "F91"),
        ("Kilkenny", "Kilkenny", "R95"), ("Carlow", "Carlow", "R93"), ("Wexford", "Wexford", "Y35"), ("Clonmel", "Tipperary", "E91"),
        ("Galway", "Galway", "H91"), ("Limerick", "Limerick", "V94"), ("Swords", "Dublin", "K67"), ("Bray", "Wicklow", "A98"),
    ],
    "NZ": [
        ("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"), ("Rotorua", "Bay of Plenty", "3010"),
        ("Napier", "Hawke's Bay", "4110"), ("Hastings", "Hawke's Bay", "4122"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
        ("Whanganui", "Manawatu-Whanganui", "4500"), ("Nelson", "Nelson", "7010"), ("Timaru", "Canterbury", "7910"),
        ("Ashburton", "Canterbury", "7700"), ("Dunedin", "Otago", "9016"), ("Invercargill", "Southland", "9810"),
        ("Whangarei", "Northland", "0110"), ("New Plymouth", "Taranaki", "4310"), ("Gisborne", "Gisborne", "4010"),
        ("Porirua", "Wellington", "5022"), ("Lower Hutt", "Wellington", "5010"), ("Manukau", "Auckland", "2104"),
    ],
}

STREET_NAMES = [
    "Kestrel", "Alder", "Marlowe", "Juniper", "Harrow", "Wattle", "Kowhai", "Birchwood", "Quarry", "Millbrook",
    "Canal", "Orchard", "Larkspur", "Foxglove", "Tamarind", "Ironbark", "Heathfield", "Copperbeech", "Cobble", "Ferndale",
    "Saltmarsh", "Gorse", "Lindenhurst", "Tannery", "Windmill", "Beacon", "Chapel", "Rookery", "Pippin", "Glebe",
    "Brackenridge", "Sycamore", "Thornfield", "Wren", "Otterburn", "Cedar Hollow", "Magpie", "Bellbird", "Tuatara", "Rimu",
    "Kauri", "Banksia", "Jacaranda", "Silverleaf", "Poplar", "Hawthorn", "Blackthorn", "Mulberry", "Lantern", "Weavers",
    "Ropewalk", "Old Mill", "Ferry", "Prospect", "Greenhill", "Ashcombe", "Dunmore", "Carrig", "Ballinacurra", "Maple Ridge",
]
STREET_SFX = {
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl"],
    "GB": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Grove", "Terrace", "Way", "Gardens", "Drive", "Mews"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "Way", "Trail", "Place"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade", "Place", "Court", "Drive", "Close"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawns", "Drive", "Grove", "Heights", "Close", "Terrace"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Drive", "Terrace", "Grove", "Way"],
}
ESTATES = ["Ashgrove", "Willow Park", "Rathmore", "Cluain Ard", "Meadowvale", "Beechwood", "Oakleigh", "Fernhill"]

HOSP_STEMS = [
    "Northvale", "Kingsmere", "Harbourlea", "Calderbrook", "Wexcombe", "Mount Arlen", "Blackwater Vale", "Glenmire",
    "Tarrant Valley", "Silverbirch", "Hollinmoor", "Fenwick Vale", "Ashbarrow", "Carrickmoyle", "Lakemere", "Pinelow",
    "Redwick Park", "Westmarrow", "Thornwhistle", "Eastholme", "Marrowdale", "Stonecarrow", "Castlemoyle Vale", "Kilbrannan",
    "Rosmoran", "Highgate Vale", "Bellhaven", "Strathmairn", "Oakhallow", "Ironside", "Whitcleeve", "Tidemere",
    "Kowhai Bay", "Riverlowe", "Greymere Vale", "Brookharrow", "Coldwater Vale", "Haverleigh", "Millbeck", "Dunmara",
]
SAINTS = ["St Elowen's", "St Oswin's", "St Fursey's", "St Morwenna's", "St Ailbhe's", "St Ternan's", "St Madron's",
          "St Gwinear's", "St Ebba's", "St Wenna's", "St Credan's", "St Tudno's"]
HOSP_SFX = {
    "US": ["Medical Center", "Regional Medical Center", "University Hospital", "Memorial Hospital", "Health System", "Community Hospital"],
    "GB": ["General Hospital", "Royal Infirmary", "University Hospital", "District General Hospital", "Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service", "Private Hospital", "Medical Centre"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Health Campus"],
}
PRACTICE_SFX = {
    "US": ["Family Medicine", "Primary Care Associates", "Internal Medicine Group", "Family Practice"],
    "GB": ["Surgery", "Medical Practice", "Health Centre", "Medical Group"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice"],
    "IE": ["Medical Centre", "Family Practice", "Surgery"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
}
PRACTICE_STEMS = ["Elmcroft Park", "Quayside", "Holly Bank", "Ferncliff", "Castle Mead", "Brookfield", "Parkgate", "Lindens",
                  "Marram", "Bridgewater", "Old Forge", "Kilnfield", "Riverbank", "Wattle Grove", "Harbour View", "Tui Street",
                  "Abbeyfield", "Cornmarket", "Seaview", "Greenlanes", "Sandpiper", "Windrush", "Highfield", "Croftside"]
WARDS = ["Rowan Ward", "Nightingale Ward", "Kestrel Ward", "Ward 7B", "Ward 31", "Ward 4C", "Osprey Ward", "Ward H3",
         "Larch Ward", "Ward 22", "Heron Ward", "Kingfisher Unit", "Ward 5 North", "Bluebell Ward", "Puriri Ward",
         "Ward 10A", "Jubilee Day Unit", "Sapphire Ward", "Ward 6 West", "Cedar Day Unit", "Ward 12", "Harbour Ward"]
NAMED_UNITS = ["Jubilee Day Unit", "Cedar Day Unit", "Aspen Therapy Suite", "Linden Apheresis Suite", "Halcyon Day Unit",
               "Fairlight Infusion Centre", "Tamar Day Unit", "Wellspring Suite"]

EMPLOYERS = ["Carrow Logistics", "Pellinor Software", "Tamsin & Hale Solicitors", "Greywater Brewing Co", "Harlow Freight",
             "Brightwell Foods", "Kinsale Marine Services", "Ironbark Mining", "Tui Valley Dairy Co-op", "Quenby Engineering",
             "Aldermoor Council Depot", "Fenlow Bakeries", "Marsh & Petrie Accountants", "Orrin Textiles", "Skelwith Quarries",
             "Copperline Telecom", "Bramhope Garden Centre", "Waverly Print Works", "Northgate Bus Company", "Halden Steel Fabrication",
             "Corbel Architects", "Lindqvist Timber", "Pukeko Vineyards", "Stannard Motors", "Kelby Cold Storage"]
SCHOOLS = ["Oakridge Primary School", "St Kentigern's College", "Brackenfield High School", "Marlpit Academy",
           "Hillcrest Community College", "Te Awa Primary", "Glenmore Grammar", "Riverway Middle School"]
CHURCHES = ["Grace Fellowship Church", "St Fintan's Parish", "Bethany Gospel Hall", "Harvest Vineyard Church", "Al-Noor Community Mosque"]
COURIERS = ["Corvane Couriers", "Haldmere Bio-Transport", "Kitely Express Medical", "Swiftmere Clinical Logistics", "Bluepoint Medical Courier"]
INSURERS = {
    "US": ["Keystone Shield Health", "Bluewater Health Mutual", "Prairie Union Health Plan", "Allmere Health Insurance", "Summitview Medicaid Plan"],
    "GB": ["Harbourline Health Fund", "Allmere Private Health"],
    "CA": ["Northway Benefits Group", "Maplecrest Life & Health"],
    "AU": ["Tasman Care Health Fund", "Harbourline Health Fund", "Coral Coast Health"],
    "IE": ["Emerald Isle Health Cover", "Allmere Private Health"],
    "NZ": ["Southern Cross Way Health", "Kaitiaki Health Cover"],
}
REGISTRIES = ["Meridian Marrow Registry", "Lumen Donor Network", "Polaris Stem Cell Registry", "Harmonia Donor Registry"]
BLOOD_SERVICES = {"US": "Great Lakes Regional Blood Center", "GB": "Northern Blood & Tissue Service",
                  "CA": "Prairie Blood Services", "AU": "Southern Cross Blood Service", "IE": "Midland Transfusion Service",
                  "NZ": "Aotearoa Plasma & Blood Service"}

PROFESSIONS = ["welder", "primary school teacher", "bus driver", "accountant", "electrician", "dairy farmer", "sheep farmer",
               "software developer", "chef", "plumber", "postal worker", "lorry driver", "truck driver", "hairdresser",
               "solicitor", "paralegal", "carpenter", "florist", "librarian", "barista", "bricklayer", "dental hygienist",
               "secondary school teacher", "warehouse operative", "forklift driver", "social worker", "police officer",
               "firefighter", "mechanic", "care assistant", "shop assistant", "civil engineer", "architect", "graphic designer",
               "pharmacist", "radiographer", "veterinary nurse", "fisherman", "taxi driver", "cleaner", "receptionist",
               "bank clerk", "insurance broker", "roofer", "painter and decorator", "sous chef", "machinist", "lab technician",
               "journalist", "publican", "landscape gardener", "nurse", "midwife", "miner", "security guard", "call centre agent",
               "university lecturer", "baker", "butcher", "scaffolder", "tour guide", "airline pilot", "pastor", "minister"]
COUNTRIES = ["Portugal", "Poland", "Nigeria", "Ghana", "India", "Pakistan", "Bangladesh", "Philippines", "Vietnam",
             "China", "Jamaica", "Somalia", "Zimbabwe", "Kenya", "Samoa", "Tonga", "Fiji", "Italy", "Greece", "Ukraine",
             "Romania", "Brazil", "Mexico", "Lebanon", "Iraq", "South Africa", "Thailand", "Indonesia", "Sri Lanka", "Germany"]
TRAVEL = ["Thailand", "Kenya", "Spain", "Portugal", "Mexico", "Vietnam", "India", "Nigeria", "Ghana", "Greece", "Fiji",
          "Japan", "Morocco", "Italy", "Peru"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Labor Day", "Memorial Day", "New Year's Day", "Independence Day"],
            "GB": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "August bank holiday"],
            "CA": ["Thanksgiving", "Christmas", "Boxing Day", "Canada Day", "Victoria Day"],
            "AU": ["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Easter Monday"],
            "IE": ["Christmas", "St Stephen's Day", "Easter Monday", "St Patrick's Day", "New Year's Day"],
            "NZ": ["Christmas", "Boxing Day", "Waitangi Day", "Anzac Day", "Matariki"]}
RELATIONS = ["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother", "niece", "nephew",
             "neighbour", "friend", "carer", "son-in-law", "daughter-in-law", "granddaughter", "grandson", "aunt", "flatmate"]
