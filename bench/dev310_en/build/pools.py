"""Invented pools. Every person, street, town, organisation and care-site
name here is made up for this set; real countries, states, provinces and
counties are used as-is."""

FIRST_M = [
    "Alan", "Brendan", "Colin", "Declan", "Eamon", "Fergus", "Gareth", "Hamish",
    "Ian", "Jarrod", "Keith", "Lachlan", "Malcolm", "Neville", "Oisin", "Padraig",
    "Quentin", "Rhys", "Stuart", "Trevor", "Vernon", "Wallace", "Yusuf", "Arjun",
    "Bogdan", "Chidi", "Dmitri", "Emeka", "Farhan", "Graham", "Howard", "Ivor",
    "Jerome", "Kwame", "Leon", "Marek", "Nathan", "Owen", "Percy", "Raymond",
    "Sanjay", "Tobias", "Ulrich", "Victor", "Warren", "Desmond", "Clifford",
    "Rodney", "Darren", "Glen", "Bruce", "Murray", "Curtis", "Dwayne", "Marcus",
    "Travis", "Wendell", "Lionel", "Hugh", "Cormac", "Ciaran", "Tadhg", "Hiroshi",
    "Wei", "Rajesh", "Tomasz", "Piotr", "Andre", "Luc", "Mathieu", "Dale",
]
FIRST_F = [
    "Aileen", "Bernadette", "Carys", "Deirdre", "Eileen", "Fiona", "Gwen",
    "Hazel", "Imelda", "Janice", "Kerry", "Lorna", "Maureen", "Nuala", "Olwen",
    "Pauline", "Rosalind", "Siobhan", "Tamsin", "Una", "Valerie", "Wendy",
    "Yvonne", "Zainab", "Adaeze", "Beata", "Chloe", "Dolores", "Elspeth",
    "Freya", "Gail", "Heather", "Ingrid", "Joanne", "Katrina", "Leanne",
    "Marguerite", "Noreen", "Priya", "Rhona", "Sinead", "Tessa", "Vivienne",
    "Winifred", "Agnieszka", "Mei", "Anjali", "Folasade", "Shirley", "Brenda",
    "Colleen", "Donna", "Estelle", "Glenda", "Jolene", "Raelene", "Sharon",
    "Tracey", "Aoife", "Grainne", "Niamh", "Orla", "Roisin", "Yuki", "Ling",
    "Sunita", "Halina", "Genevieve", "Solange", "Marisol", "Bronwyn", "Kylie",
]
SURNAMES = [
    "Hallworth", "Ashdown", "Brackley", "Carrow", "Dunleavy", "Eskdale", "Fennimore",
    "Garside", "Holroyd", "Ingleby", "Jessop", "Kilbride", "Lazenby", "Marwood",
    "Nettleship", "Oakes", "Pendlebury", "Quarrie", "Rothwell", "Scarisbrick",
    "Thwaite", "Underhill", "Varley", "Wragg", "Yeadon", "O'Dea", "McGarrity",
    "Fitzmaurice", "Brannigan", "Culleton", "Dolan", "Geraghty", "Hennessy",
    "Kinsella", "Lenihan", "Mulcahy", "Nagle", "O'Farrell", "Prendergast",
    "Ruane", "Scanlon", "Tierney", "Whelan", "Anand", "Bhattacharya", "Chaudhry",
    "Desai", "Iyer", "Kapoor", "Menon", "Okafor", "Adeyemi", "Mensah", "Nwosu",
    "Owusu", "Kowalczyk", "Nowicki", "Wisniewski", "Zielinski", "Tanaka",
    "Nakamura", "Zhou", "Lam", "Huang", "Nguyen", "Tran", "Pham", "Delacroix",
    "Beaulieu", "Gagnon", "Tremblay", "Lavoie", "Thibodeaux", "Castellano",
    "Ferreira", "Oliveira", "Moreno", "Galloway", "Blackwood", "Cartwright",
    "Drummond", "Elphick", "Fairweather", "Gillespie", "Hartigan", "Kershaw",
    "Lockhart", "Mortlake", "Northcott", "Penhaligon", "Redfern", "Stallard",
    "Trelawney", "Vance", "Winterbottom", "Abernethy", "Birtwistle", "Coldwell",
    "Dewhurst", "Etherington", "Gorringe", "Haverstock", "Inchbald", "Juniper",
    "Kettlewell", "Longstaff", "Merriweather", "Ockenden", "Pilkington", "Radcliffe",
    "Sowerby", "Tolland", "Umpleby", "Westhorpe", "Yardley", "Okonkwo", "Achebe",
    "Sandoval", "Villanueva", "Kaczmarek", "Petrovic", "Lindqvist", "Haugen",
]
NICK = {
    "Alan": "Al", "Brendan": "Bren", "Colin": "Col", "Declan": "Dec", "Gareth": "Gaz",
    "Keith": "Keef", "Lachlan": "Lachie", "Malcolm": "Mal", "Neville": "Nev",
    "Padraig": "Paddy", "Raymond": "Ray", "Stuart": "Stu", "Trevor": "Trev",
    "Wallace": "Wally", "Rodney": "Rod", "Marcus": "Marc", "Desmond": "Des",
    "Clifford": "Cliff", "Graham": "Gray", "Howard": "Howie", "Tobias": "Toby",
    "Bernadette": "Bernie", "Deirdre": "Dee", "Maureen": "Mo", "Pauline": "Polly",
    "Rosalind": "Ros", "Valerie": "Val", "Winifred": "Winnie", "Katrina": "Kat",
    "Marguerite": "Maggie", "Vivienne": "Viv", "Elspeth": "Elsie", "Dolores": "Lola",
    "Genevieve": "Gen", "Bronwyn": "Bron", "Heather": "Hev", "Janice": "Jan",
}

COUNTRIES = ["UK", "IE", "AU", "CA", "US"]
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                "CA": "Canada", "US": "United States"}
ABROAD = ["Spain", "New Zealand", "Poland", "Portugal", "India", "Nigeria",
          "South Africa", "Germany", "Canada", "France", "Australia",
          "Italy", "Malta", "Greece", "Jamaica", "Vietnam", "Norway",
          "Cyprus", "Kenya", "Lithuania", "Brazil"]

TOWNS = {
    "UK": ["Harrowfield", "Kelmarsh Bridge", "Stonebury", "Wexcombe", "Ambleworth",
           "Thornley Edge", "Marlow Heath", "Bradmoor", "Eskholme", "Ravensdyke",
           "Cawthorne Vale", "Fellbeck", "Wickham Ford", "Oldcastle Moor",
           "Brindlecote", "Sallowby", "Hebbleton", "Tarnside", "Cresswold",
           "Mirefield Green", "Kingsworth Abbas", "Langthwaite Cross"],
    "IE": ["Ballykeeran", "Carrigmore", "Kilbrannagh", "Drumcashel", "Lisdarragh",
           "Rathmoyle", "Cloonfadda", "Ardnagreeve", "Tullyvin Bridge", "Knockanure",
           "Glenmullan", "Castlederry", "Inishgarr", "Ballinclare"],
    "AU": ["Wattle Creek", "Coolabah Heights", "Marrinup", "Bellarine Vale",
           "Yarrandale", "Gumbooya", "Kookaburra Flat", "Tarrawong", "Minnamurra Park",
           "Banksia Ridge", "Cudgewa North", "Warrigal Downs", "Ironbark Hill",
           "Jindalee East"],
    "CA": ["Port Tallis", "Birchmount", "Kestrel Falls", "Lac-Sainte-Oriane",
           "Maplebrook", "New Harwick", "Saint-Aubert-du-Lac", "Cedar Narrows",
           "Fort Ambrose", "Riverbend Landing", "Granite Bay", "Tamarack Hills",
           "Lyall Harbour", "Pinecrest Junction"],
    "US": ["Millbrook Falls", "Cedar Hollow", "Port Ellery", "Brantford Springs",
           "Oakridge Bend", "Hollister Ferry", "Mason Crossing", "Sawyer Flats",
           "Lindell", "Greyhaven", "Fairmount Ridge", "Bluewater Junction",
           "Ashby Corners", "Wrenfield", "Calder Heights", "Dunmore Creek"],
}
COUNTIES = {
    "UK": ["Lancashire", "Derbyshire", "Norfolk", "Somerset", "Cumbria",
           "North Yorkshire", "Shropshire", "Devon", "Kent", "Lincolnshire"],
    "IE": ["Co. Kerry", "Co. Galway", "Co. Mayo", "Co. Cork", "Co. Donegal",
           "Co. Tipperary", "Co. Wexford", "Co. Clare", "Co. Meath", "Co. Sligo",
           "County Limerick", "County Offaly"],
}
STATES = {
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Alberta", "AB"), ("New Brunswick", "NB"),
           ("Saskatchewan", "SK")],
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Vermont", "VT"),
           ("Minnesota", "MN"), ("Kentucky", "KY"), ("Iowa", "IA"), ("Maine", "ME"),
           ("Wisconsin", "WI"), ("Colorado", "CO"), ("Tennessee", "TN")],
    "UK": [("England", "England"), ("Wales", "Wales"), ("Scotland", "Scotland"),
           ("Northern Ireland", "Northern Ireland")],
    "IE": [("Munster", "Munster"), ("Connacht", "Connacht"), ("Leinster", "Leinster"),
           ("Ulster", "Ulster")],
}
STREET_STEMS = [
    "Millbrook", "Kestrel", "Ashgrove", "Fennel", "Larkspur", "Coppice", "Hawthorn",
    "Sandpiper", "Rowan", "Wheatsheaf", "Tanner", "Cobbler", "Harebell", "Quarry",
    "Orchard", "Foundry", "Mallard", "Chestnut", "Bramble", "Juniper", "Weaver",
    "Heron", "Thistle", "Lantern", "Saddler", "Meadowsweet", "Wattle", "Banksia",
    "Tamarack", "Birchwood", "Cedarvale", "Ironwood", "Bluebell", "Marigold",
]
STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Close", "Crescent", "Avenue", "Street", "Gardens",
           "Way", "Drive", "Terrace", "Mews", "Rise"],
    "IE": ["Road", "Avenue", "Park", "Grove", "Heights", "Lawn", "View", "Court",
           "Drive", "Crescent"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Close", "Court", "Crescent",
           "Place", "Drive", "Way"],
    "CA": ["Street", "Avenue", "Drive", "Road", "Crescent", "Boulevard", "Court",
           "Way", "Lane", "Trail"],
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Court", "Boulevard",
           "Way", "Circle", "Place", "Terrace"],
}
HOSP_STEMS = [
    "Harrowfield", "Kelmarsh", "Ambleworth", "Stonebury", "Wexcombe", "Bradmoor",
    "Eskholme", "Ravensdyke", "Fellbeck", "Brindlecote", "Carrigmore", "Rathmoyle",
    "Castlederry", "Wattle Creek", "Tarrawong", "Banksia Ridge", "Port Tallis",
    "Maplebrook", "Cedar Narrows", "Millbrook Falls", "Port Ellery", "Greyhaven",
    "Wrenfield", "Calder", "Hollister", "Northgate", "Larchmont", "Whitcombe",
]
SAINTS = ["St Elwen's", "St Brannoc's", "St Oswin's", "St Ninnoc's", "St Aidric's",
          "St Cedd's", "St Fintan's", "St Moling's", "St Ita's", "St Piran's",
          "St Columb's", "St Dymphna's", "St Lucan's", "St Gerard's"]
HOSP_SUFFIX = {
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital",
           "District Hospital", "Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital"],
    "AU": ["Base Hospital", "Hospital", "Health Service", "Private Hospital",
           "Memorial Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre",
           "Hospital"],
    "US": ["Medical Center", "Memorial Hospital", "Regional Medical Center",
           "University Hospital", "Community Hospital"],
}
GP_SUFFIX = {
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "Surgery"],
    "AU": ["Medical Centre", "Family Medical Practice", "Medical Clinic", "General Practice"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates"],
}
HOSPICE_STEMS = ["Larkspur", "Kestrel Vale", "Saint Ebba", "Meadowsweet", "Harebell",
                 "Lantern House", "Willowmere", "Heronsgate", "Skylark", "Juniper Lodge",
                 "Rowan Tree", "Brightwater", "Silverbirch", "Thornfield"]
HOSPICE_SUFFIX = ["Hospice", "House", "Palliative Care Unit", "Hospice Centre"]
WARDS = ["Kestrel Ward", "Heron Ward", "Ash Ward", "Lapwing Ward", "Osprey Ward",
         "Bramble Ward", "Curlew Ward", "Fern Ward", "Linnet Ward", "Rowan Ward",
         "Teal Unit", "Marigold Ward", "Larch Ward"]
PHARMACY = ["{stem} Pharmacy", "{stem} Chemist", "{stem} Discount Drug Store",
            "{stem} Apothecary"]
BUILDINGS = ["Ashcombe Building", "Penrose Wing", "Calloway Pavilion", "Tennant Block",
             "Hartley Wing", "Mercer Building", "Lister Annexe", "Beacon House",
             "Garner Pavilion", "Ridley Wing"]
LANDMARKS = ["Millgate Shopping Centre", "Ferrier Park", "Old Corn Exchange",
             "Saltmarsh Leisure Centre", "Copperfield Retail Park", "Hollis Memorial Park",
             "Quayside Market", "Tannery Arts Centre"]

CHARITIES = ["Lantern MND Trust", "Northern Motor Neurone Fund", "Harbourside MND Support",
             "Circle of Strength ALS Society", "Neuron Hope Foundation",
             "Kestrel Neuromuscular Charity", "Voices Forward Trust",
             "Breathe Easy at Home Network", "Wildflower Carers Alliance"]
CARE_AGENCIES = ["Heartwood Home Care", "Bluebell Care Services", "Careway Homecare Ltd",
                 "Oakleaf Community Care", "Silverline Support Services",
                 "Kindred Home Health", "Riverside Nursing Agency", "TrueNorth Home Support"]
SUPPLIERS = ["Ablewell Equipment Services", "Caremobility Supplies Ltd",
             "Northstar Rehab Solutions", "Brightpath Assistive Technology",
             "Orbis Mobility Ltd", "Summit Seating Co", "Clearvoice AAC Ltd",
             "Meridian Respiratory Homecare"]
SOLICITORS = ["Bramley & Cole Solicitors", "Fairlie Ogden LLP", "Quill & Mercer Law",
              "Hathaway Dunne Solicitors", "Ridgeway Legal"]
EMPLOYERS = ["Harland Steel Fabrication", "Corran Bus Company", "Northgate Dairies",
             "Fenwick Freight Lines", "Brightmoor Primary School", "Saltash Mills",
             "Pennant Insurance Group", "Ashcroft Joinery", "Calder Valley Council",
             "Marwick Engineering", "Tidewater Logistics", "Greystone Quarries",
             "Lindell Public Schools", "Orchard Lane Garden Centre", "Kestrel Print Works",
             "Bluewater Credit Union", "Holloway Construction", "Fairmount Tool & Die"]
CHURCHES = ["St Brannoc's parish", "Grace Fellowship Church", "Holy Cross Parish",
            "Riverside Baptist Church", "Calder Road Methodist Church"]
FUNDS = {"AU": ["Bluegum Health Fund", "Coastline Health Insurance"],
         "US": ["Keystone Mutual Health Plan", "Lakeshore Health Partners",
                "Evergreen Medicare Advantage"],
         "CA": ["Northern Shield Group Benefits"], "IE": ["Clover Health Insurance"],
         "UK": ["Harbourline Private Health"]}

PROFESSIONS_M = ["joiner", "electrician", "bus driver", "secondary school teacher",
                 "farmer", "civil engineer", "accountant", "plasterer", "HGV driver",
                 "postman", "police officer", "quantity surveyor", "butcher",
                 "mechanic", "firefighter", "software developer", "welder",
                 "carpenter", "dairy farmer", "long-haul truck driver", "plumber",
                 "bank manager", "fisherman", "stonemason", "pharmacist", "architect"]
PROFESSIONS_F = ["primary school teacher", "hairdresser", "dental nurse", "librarian",
                 "bookkeeper", "care assistant", "solicitor", "social worker",
                 "florist", "physiotherapist", "office manager", "nursery nurse",
                 "shop manager", "civil servant", "midwife", "graphic designer",
                 "school secretary", "veterinary nurse", "accountant", "dairy farmer",
                 "music teacher", "bank clerk", "pharmacist", "chef"]

DEVICE_MODELS = {
    "niv": ["Kairo ST 150", "Veltra 30 ST-A", "AeroNova S/T 25", "Brevis VAPS 40",
            "Nuvolo Home 22", "Tidal ST-200"],
    "cough": ["Exsuffla 70", "Tussis MI-E Plus", "ClearAir CoughPro 2"],
    "aac": ["Gazelle EyeTalk 13", "Lumio Speak Pro 12", "VoxTab 10 Eye",
            "Parley Glance 15", "Claro SpeakPad 8"],
    "mask": ["Arla FullFace", "Nimbus Nasal", "Quietus Pillows", "Arla Oronasal",
             "Veltra Total Face"],
    "chair": ["Orbis Tilt 3", "Strider Q500", "Kineta Rise", "Velour Tilt-in-Space"],
    "ecu": ["HomeLink EC-4", "Switchwise Hub 2"],
}
