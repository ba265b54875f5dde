"""Invented vocabulary pools for the dev171_en set (community / intermediate care, UK and Ireland).

Every list is a plain Python list so that iteration order is fixed.
"""

# ---------------------------------------------------------------- first names
F_OLD_BRIT = [
    "Margaret", "Joan", "Patricia", "Dorothy", "Jean", "Eileen", "Maureen", "Sheila", "Brenda",
    "Doreen", "Irene", "Kathleen", "Sylvia", "Audrey", "Barbara", "Betty", "Vera", "Hilda", "Edna",
    "Mavis", "Pauline", "Sandra", "Carol", "Christine", "Valerie", "Marjorie", "Elsie", "Ivy",
    "Olive", "Freda", "Beryl", "June", "Shirley", "Hazel", "Lorna", "Winifred", "Lilian", "Gladys",
    "Muriel", "Rosemary", "Janet", "Gillian", "Wendy", "Anne", "Elizabeth", "Evelyn", "Phyllis",
]
F_IRISH = [
    "Bridget", "Mary", "Nora", "Peggy", "Teresa", "Philomena", "Josephine", "Nuala", "Sinéad",
    "Siobhán", "Áine", "Orla", "Gráinne", "Deirdre", "Marian", "Rosaleen", "Una", "Breda", "Noreen",
    "Kathleen", "Maeve", "Bríd", "Eithne", "Caitríona", "Fionnuala", "Sheelagh", "Ita", "Attracta",
    "Dympna", "Concepta", "Majella", "Niamh", "Aoife", "Clodagh",
]
F_SCOT_WELSH = [
    "Morag", "Isla", "Agnes", "Elspeth", "Catriona", "Moira", "Ishbel", "Kirsty", "Fiona", "Ailsa",
    "Gwen", "Glenys", "Rhiannon", "Siân", "Bronwen", "Megan", "Eirlys", "Ceridwen", "Nia", "Carys",
]
M_OLD_BRIT = [
    "John", "William", "George", "Kenneth", "Ronald", "Derek", "Dennis", "Brian", "Peter", "Arthur",
    "Albert", "Harold", "Stanley", "Leslie", "Cyril", "Frank", "Eric", "Roy", "Trevor", "Malcolm",
    "Keith", "Colin", "Graham", "Norman", "Terence", "Raymond", "Alan", "Bernard", "Geoffrey",
    "Dennis", "Clifford", "Wilfred", "Reginald", "Douglas", "Gordon", "Roger", "Barry", "Stuart",
    "Maurice", "Ernest", "Walter", "Sidney", "Neville", "Howard", "Edward", "Richard",
]
M_IRISH = [
    "Patrick", "Seamus", "Seán", "Liam", "Declan", "Eamon", "Pádraig", "Tadhg", "Cormac", "Donal",
    "Brendan", "Kevin", "Gerard", "Noel", "Christy", "Jimmy", "Joe", "Michael", "Dermot", "Fergal",
    "Ciarán", "Colm", "Diarmuid", "Eoin", "Finbarr", "Jarlath", "Malachy", "Micheál", "Oliver",
    "Phelim", "Ruairí", "Tomás", "Fintan", "Kieran", "Pat", "Mossie",
]
M_SCOT_WELSH = [
    "Hugh", "Angus", "Hamish", "Alasdair", "Duncan", "Callum", "Fraser", "Murdo", "Euan", "Lachlan",
    "Gareth", "Dafydd", "Emrys", "Rhys", "Idris", "Gwilym", "Iwan", "Huw", "Aled", "Geraint",
]
F_YOUNG = [
    "Chloe", "Emma", "Sophie", "Hannah", "Laura", "Rachel", "Gemma", "Leanne", "Kerry", "Jodie",
    "Ciara", "Aisling", "Róisín", "Saoirse", "Grace", "Ellie", "Holly", "Megan", "Zara", "Naomi",
    "Becky", "Jess", "Amy", "Lucy", "Katie", "Shauna", "Sorcha", "Caoimhe", "Tanya", "Danielle",
]
M_YOUNG = [
    "James", "Daniel", "Ryan", "Craig", "Darren", "Lee", "Jamie", "Conor", "Cian", "Oisín", "Shane",
    "Aaron", "Luke", "Adam", "Tom", "Ben", "Sam", "Matt", "Dean", "Niall", "Rory", "Owen", "Kyle",
    "Jack", "Josh", "Callum", "Dylan", "Rhodri", "Marcus", "Nathan",
]

# ------------------------------------------------------------------- surnames
S_BRIT = [
    "Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Roberts",
    "Johnson", "Lewis", "Walker", "Robinson", "Wood", "Thompson", "White", "Watson", "Jackson",
    "Wright", "Green", "Harris", "Cooper", "King", "Martin", "Clarke", "James", "Morgan", "Hughes",
    "Edwards", "Hill", "Moore", "Harrison", "Scott", "Young", "Morris", "Hall", "Ward", "Turner",
    "Carter", "Phillips", "Mitchell", "Adams", "Allen", "Cook", "Bailey", "Parker", "Shaw", "Holmes",
    "Lister", "Ackroyd", "Hargreaves", "Sutcliffe", "Pickering", "Dobson", "Barraclough", "Fenwick",
    "Heseltine", "Marsden", "Ollerenshaw", "Tattersall", "Whitworth", "Crabtree", "Greenhalgh",
    "Entwistle", "Nuttall", "Rowbotham", "Cartwright", "Postlethwaite", "Bramley", "Oddie",
]
S_IRISH = [
    "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill",
    "O'Reilly", "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch", "Murray", "Quinn",
    "McLoughlin", "Carroll", "Connolly", "Daly", "O'Connell", "Dunne", "Brennan", "Burke", "Collins",
    "Farrell", "Fitzgerald", "Maguire", "Nolan", "Flynn", "Callaghan", "O'Donnell", "Duffy", "Mahony",
    "Boyle", "Healy", "O'Shea", "Sweeney", "Hayes", "Kavanagh", "Power", "McGrath", "Moran", "Brady",
    "Casey", "Foley", "Fitzpatrick", "O'Leary", "McDonnell", "Donnelly", "Donovan", "Flanagan",
    "Mullan", "Barry", "Cunningham", "Griffin", "Kenny", "Sheehan", "Whelan", "Lyons", "Higgins",
    "Cullen", "Keane", "Maher", "McKenna", "Hogan", "O'Keeffe", "Magee", "McNamara", "McDermott",
    "Molloy", "O'Rourke", "Buckley", "O'Dwyer", "Ní Bhriain", "Mac Giolla", "Ó Súilleabháin",
    "Tierney", "Geraghty", "Hennessy", "Costello", "Prendergast",
]
S_SCOT_WELSH = [
    "MacDonald", "Stewart", "Robertson", "Fraser", "MacLeod", "Mackenzie", "Ross", "Sinclair", "Munro",
    "Cameron", "Grant", "Ferguson", "Henderson", "Paterson", "Buchanan", "Drummond", "Urquhart",
    "MacKinnon", "Pritchard", "Llewellyn", "Bowen", "Powell", "Price", "Howells", "Jenkins", "Rees",
    "Griffiths", "Prosser", "Vaughan", "Gwynne", "Parry", "Pugh", "ap Rhys", "Morgan-Jones",
]
# origin-coherent pools for names outside the British / Irish sets: origin -> (female, male, surnames)
DIVERSE = {
    "south_asian": (
        ["Nasreen", "Shabana", "Parveen", "Rukhsana", "Gurpreet", "Harjit", "Balwinder", "Manjit", "Jaswinder",
         "Priya", "Anjali", "Deepa", "Lakshmi", "Meera", "Sunita", "Kamala", "Nadia", "Farzana", "Shazia"],
        ["Mohammed", "Abdul", "Imran", "Tariq", "Rashid", "Bashir", "Rajesh", "Sunil", "Ravi", "Vikram", "Arjun",
         "Kuldip", "Harbhajan", "Arun", "Sanjay", "Jaswant", "Gurdev", "Naveed", "Zahid"],
        ["Patel", "Shah", "Khan", "Hussain", "Ahmed", "Akhtar", "Iqbal", "Chaudhry", "Malik", "Singh", "Sandhu",
         "Gill", "Dhillon", "Bains", "Sharma", "Gupta", "Nair", "Menon", "Pillai", "Reddy", "Chowdhury", "Rahman",
         "Uddin", "Mistry", "Thakrar", "Bhatti"]),
    "west_african": (
        ["Ngozi", "Adaeze", "Folasade", "Ama", "Abena", "Chiamaka", "Bola", "Yetunde", "Efua", "Funmilayo", "Akosua"],
        ["Chinedu", "Oluwaseun", "Kwame", "Kofi", "Yaw", "Emeka", "Tunde", "Obinna", "Kojo", "Samuel", "Babajide"],
        ["Okafor", "Adeyemi", "Okonkwo", "Mensah", "Boateng", "Asante", "Owusu", "Nwosu", "Eze", "Adebayo",
         "Afolabi", "Okoro", "Abubakar", "Oduya", "Acheampong", "Ogunleye"]),
    "east_asian": (
        ["Mei", "Xiaoling", "Hui", "Ying", "Lan", "Siew Ling"],
        ["Wei", "Jun", "Hao", "Ming", "Kai", "Boon Keat"],
        ["Wang", "Chen", "Liu", "Zhang", "Huang", "Lim", "Tan", "Wong", "Ng", "Lau"]),
    "filipino": (
        ["Rosario", "Jocelyn", "Marites", "Rowena", "Cherry", "Ligaya", "Maricel", "Analyn"],
        ["Jerome", "Rodel", "Ramil", "Arnel", "Jomar", "Reynaldo"],
        ["Santos", "Reyes", "Cruz", "Bautista", "Dela Cruz", "Mendoza", "Villanueva", "Garcia", "Manalo"]),
    "central_east_eu": (
        ["Katarzyna", "Agnieszka", "Magdalena", "Jolanta", "Dagmara", "Rasa", "Jurgita", "Ioana", "Elena",
         "Cristina", "Svetlana", "Oksana", "Ewa", "Irena"],
        ["Piotr", "Tomasz", "Krzysztof", "Marek", "Zbigniew", "Dariusz", "Andrius", "Vytautas", "Andrei", "Mihai",
         "Bogdan", "Pawel", "Janusz"],
        ["Nowak", "Wójcik", "Kaczmarek", "Mazur", "Krawczyk", "Zając", "Sikora", "Kołodziej", "Popescu",
         "Ionescu", "Constantin", "Dumitru", "Novak", "Horvath", "Moldovan"]),
    "southern_eu": (
        ["Ana", "Beatriz", "Giovanna", "Carmela", "Maria", "Lucia", "Rosa"],
        ["João", "Thiago", "Giuseppe", "Salvatore", "Paolo", "Manuel", "Luís"],
        ["Silva", "Pereira", "Costa", "Oliveira", "Ferreira", "Rossi", "Esposito", "Romano", "Bianchi",
         "De Luca", "Rodrigues"]),
    "somali_arabic": (
        ["Amina", "Hodan", "Layla", "Zainab", "Samira", "Leila", "Fatima", "Asha"],
        ["Abdirahman", "Faisal", "Omar", "Hassan", "Yusuf", "Ahmed", "Khalid", "Mahad"],
        ["Warsame", "Mohamed", "Abdi", "Farah", "Osman", "Ibrahim", "Ali", "Jama", "Aden"]),
    "caribbean": (
        ["Marcia", "Beverley", "Claudette", "Hyacinth", "Pearline", "Yvonne"],
        ["Delroy", "Winston", "Errol", "Lloyd", "Desmond", "Clifton", "Everton"],
        ["Francis", "Samuels", "Bennett", "Campbell", "Grant", "Thomas", "McKenzie", "Forbes", "Blake"]),
}
DIVERSE_KEYS = ["south_asian", "west_african", "east_asian", "filipino", "central_east_eu", "southern_eu",
                "somali_arabic", "caribbean"]

# ----------------------------------------------------------------- geography
# invented towns: (town, county, region/state, nation) -- county names are real, towns invented
UK_TOWNS = [
    ("Westmere", "Cumbria", "North West", "England"),
    ("Ashby Fold", "Lancashire", "North West", "England"),
    ("Carrow Bridge", "Norfolk", "East of England", "England"),
    ("Hollinsby", "North Yorkshire", "Yorkshire and the Humber", "England"),
    ("Thornwick", "West Yorkshire", "Yorkshire and the Humber", "England"),
    ("Saltmarsh", "Lincolnshire", "East Midlands", "England"),
    ("Brackenhurst", "Derbyshire", "East Midlands", "England"),
    ("Kingsmoor", "Shropshire", "West Midlands", "England"),
    ("Lydford Cross", "Devon", "South West", "England"),
    ("Polwenna", "Cornwall", "South West", "England"),
    ("Stourleigh", "Somerset", "South West", "England"),
    ("Fernhurst Magna", "Wiltshire", "South West", "England"),
    ("Cheddleton Vale", "Staffordshire", "West Midlands", "England"),
    ("Ravensworth", "County Durham", "North East", "England"),
    ("Alnmouth Hythe", "Northumberland", "North East", "England"),
    ("Marlow Heath", "Kent", "South East", "England"),
    ("Eastry Down", "East Sussex", "South East", "England"),
    ("Wickham Stour", "Suffolk", "East of England", "England"),
    ("Oakley Bassett", "Oxfordshire", "South East", "England"),
    ("Millbrook Green", "Cheshire", "North West", "England"),
    ("Kirkbrae", "Fife", "Central Belt", "Scotland"),
    ("Inverallan", "Highland", "Highlands and Islands", "Scotland"),
    ("Balgowrie", "Aberdeenshire", "North East Scotland", "Scotland"),
    ("Lochardie", "Argyll and Bute", "Highlands and Islands", "Scotland"),
    ("Strathmuir", "Perth and Kinross", "Tayside", "Scotland"),
    ("Llanfedw", "Powys", "Mid Wales", "Wales"),
    ("Penrhos Isaf", "Gwynedd", "North Wales", "Wales"),
    ("Abercarreg", "Carmarthenshire", "South West Wales", "Wales"),
    ("Cwmderwen", "Rhondda Cynon Taf", "South Wales Valleys", "Wales"),
    ("Ballymorran", "County Antrim", "Ulster", "Northern Ireland"),
    ("Drumcaran", "County Tyrone", "Ulster", "Northern Ireland"),
    ("Castlederg Mills", "County Down", "Ulster", "Northern Ireland"),
]
IE_TOWNS = [
    ("Kilbarrow", "Co. Kerry", "Munster"),
    ("Ballinacorr", "Co. Cork", "Munster"),
    ("Rathmoyle", "Co. Tipperary", "Munster"),
    ("Carrigmore", "Co. Waterford", "Munster"),
    ("Dunmallow", "Co. Limerick", "Munster"),
    ("Glenarden", "Co. Clare", "Munster"),
    ("Kilcashel", "Co. Galway", "Connacht"),
    ("Annaghbeg", "Co. Mayo", "Connacht"),
    ("Tobercurry East", "Co. Sligo", "Connacht"),
    ("Mountfinn", "Co. Roscommon", "Connacht"),
    ("Ballyduff Upper", "Co. Kilkenny", "Leinster"),
    ("Castlereagh Bridge", "Co. Wexford", "Leinster"),
    ("Clonbrack", "Co. Offaly", "Leinster"),
    ("Rathcoole West", "Co. Kildare", "Leinster"),
    ("Moyvalley Cross", "Co. Meath", "Leinster"),
    ("Ardnagashel", "Co. Wicklow", "Leinster"),
    ("Drumlish Bridge", "Co. Longford", "Leinster"),
    ("Carrickduff", "Co. Donegal", "Ulster"),
    ("Lisnamore", "Co. Monaghan", "Ulster"),
    ("Ballyconnor", "Co. Cavan", "Ulster"),
]
IE_ROUTING = ["V92", "P12", "E41", "X91", "V35", "V95", "H91", "F23", "F91", "F45", "R95", "Y35",
              "R35", "W23", "C15", "A67", "N39", "F92", "H18", "H12", "T12", "A92", "D15", "D24"]
UK_POST_AREAS = ["CA", "LA", "NR", "HG", "BD", "LN", "DE", "SY", "EX", "TR", "TA", "SN", "ST", "DL",
                 "NE", "CT", "TN", "IP", "OX", "CW", "KY", "IV", "AB", "PA", "PH", "LD", "LL", "SA",
                 "CF", "BT"]

STREET_NAMES = [
    "Larkspur Close", "Mill Lane", "Church Street", "Quay Road", "Station Road", "Orchard Way",
    "Bramble Drive", "Heather Bank", "Mount Pleasant", "Victoria Terrace", "Albert Street",
    "Chapel Row", "Rectory Lane", "Oakfield Avenue", "Willow Crescent", "Beech Grove", "High Street",
    "Market Place", "Bridge End", "Riverside Walk", "The Paddocks", "Cedar Court", "Hawthorn Rise",
    "Fairview Park", "Lower Green", "Castle Hill", "School Lane", "Well Street", "Pit Row",
    "Foundry Lane", "Harbour View", "Abbey Road", "Glebe Close", "Cooperage Lane", "Weavers Row",
    "Sunnyside", "Meadow Bank", "Ash Grove", "Kiln Lane", "Tannery Yard", "Ferry Road",
]
STREET_IE = ["Ard na Gréine", "Bóthar an Phiarsaigh", "Main Street", "Chapel Hill", "Fair Green", "Mart Road",
             "Greenfields", "Cnoc na Gaoithe", "The Crescent", "Sráid an Mhuilinn", "Lios na Mara",
             "Church Road", "Convent Road", "Pearse Street", "O'Connell Street", "Bridge Street", "The Square",
             "Ashgrove Park", "Meadowvale", "Cluain Álainn"]
STREET_CY = ["Heol y Bryn", "Ffordd y Capel", "Stryd Fawr", "Heol Las", "Maes y Llan", "Bryn Derw",
             "Ffordd yr Orsaf", "Lôn Gwyn"]
STREET_SCOT = ["Brae Road", "Kirk Wynd", "Burnside", "Links Road", "Craigie Terrace", "Shore Street",
               "Manse Brae", "Glebe Street", "Wellpark Crescent", "Castle Vennel"]
BUILDINGS = [
    "Mercer House", "Ashcroft Court", "Lavender Lodge", "Tolbrook Court", "St Anne's Court",
    "Heron Point", "Marina Heights", "Orchard House", "Foundry Mews", "Bishop's Walk",
    "Caisleán Court", "Tŷ Gwyn", "Glenview Apartments", "Quayside Mews", "Holly Lodge",
]
LANDMARKS = [
    "the old Carnegie library", "Trinity Park", "the Fisherman's Memorial", "Kilbarrow pier",
    "the Millennium Clock", "St Mungo's Well", "the Round Tower car park", "Jubilee Gardens",
    "the Westmere Viaduct", "the old creamery site", "Harbour Green", "the Corn Exchange",
]
COUNTRIES_ABROAD = [
    "Poland", "Nigeria", "India", "Pakistan", "Jamaica", "the Philippines", "Lithuania", "Romania",
    "Portugal", "Spain", "Canada", "Australia", "the United States", "Kenya", "Ghana", "Italy",
    "Cyprus", "Somalia", "Bangladesh", "Zimbabwe", "Brazil", "Latvia", "Germany", "France",
    "New Zealand", "South Africa", "Malta", "Sri Lanka",
]

# ------------------------------------------------------------- care settings
WARD_NAMES = [
    "Bluebell", "Heron", "Foxglove", "Kingfisher", "Larch", "Rowan", "Willow", "Primrose", "Curlew",
    "Puffin", "Lapwing", "Hawthorn", "Juniper", "Maple", "Beech", "Cedar", "Poppy", "Snowdrop",
    "Iris", "Lavender", "Marigold", "Sycamore", "Alder", "Osprey", "Skylark", "Wren", "Kestrel",
    "Aspen", "Hazel", "Cypress", "Heather", "Thistle", "Daffodil", "Fuchsia", "Clover", "Linnet",
]
SAINT_WARDS = ["St Brigid's", "St Kevin's", "St Columba's", "St David's", "St Aidan's", "St Ita's",
               "St Ninian's", "St Cuthbert's", "St Teilo's", "St Finbarr's", "St Oran's"]
COMMUNITY_HOSP_PATTERNS = [
    "{t} Community Hospital", "{t} War Memorial Hospital", "{t} Cottage Hospital",
    "{t} Community Nursing Unit", "{t} District Hospital", "{t} Intermediate Care Centre",
    "{t} Health and Care Centre", "{t} Memorial Hospital",
]
ACUTE_PATTERNS = [
    "{t} General Hospital", "Royal {t} Infirmary", "University Hospital {t}", "{t} Regional Hospital",
    "{t} University Hospital", "{t} Royal Hospital",
]
SAINT_HOSP = ["St Oran's Community Hospital", "St Cuthbert's Hospital", "Our Lady of Lourdes Community Unit",
              "St Teilo's Community Hospital", "St Enda's Rehabilitation Unit", "Sacred Heart District Hospital"]
GP_PATTERNS = [
    "{t} Medical Centre", "{t} Health Centre", "{t} Family Practice", "{t} Surgery",
    "The {t} Practice",
]
GP_NAMED = ["Riverside Surgery", "The Old Mill Practice", "Fairview Medical Practice", "Castlegate Surgery",
            "Bridge Street Surgery", "Harbourside Family Practice", "Greenway Medical Group",
            "Abbeyfield Surgery", "Meadowbank Health Centre", "Quayside Medical Practice"]
CARE_HOMES = [
    "Lindenbrook Care Home", "Ashgrove Nursing Home", "The Cedars Residential Home", "Oakmoor Lodge",
    "Sunnyhill House", "Glenmore Nursing Home", "Beaumont Court Care Home", "Rosedene Residential Home",
    "Hillcrest Manor", "Áras Mhuire Nursing Home", "Cois Abhann Nursing Home", "Tŷ Hafan Care Home",
    "Kinloch House Care Home", "Heatherbrae Care Home", "Willowdene Nursing Home", "St Joseph's Nursing Home",
]
PHARMACIES = ["Cleary's Pharmacy", "Hollins Chemist", "Quayside Pharmacy", "Ashby Late Night Pharmacy",
              "Fernside Pharmacy", "Kilbarrow Pharmacy", "Market Cross Chemists", "Bridge End Pharmacy",
              "Brennan's Pharmacy", "Fferyllfa'r Bont"]
HOSPICES = ["St Aidan's Hospice", "Westmere Hospice", "Marymount Hospice", "Hollins Hospice",
            "St Oran's Hospice", "Tŷ Gobaith Hospice"]

ORGS_CARE_AGENCY = ["Harbourlight Homecare", "Evergreen Care at Home", "Willowbank Care Agency",
                    "Tidewell Home Support Ltd", "Hearth & Home Care Ltd", "Kindred Home Support",
                    "Bluecoat Domiciliary Services", "Carrow Care Partners", "Silverline Homecare",
                    "Comhar Home Care", "Cartrefi Cymorth Ltd"]
ORGS_EMPLOYER = ["Harland & Finch Shipbuilders", "Carrow Mills", "Dunmallow Creamery", "Pennant Steelworks",
                 "Northway Buses", "Thornwick Woollen Mill", "Kilbarrow Co-operative Mart",
                 "Saltmarsh Potato Growers", "Brackenhurst Colliery", "Ravensworth Brewery",
                 "Lydford Quarries", "Atlantic Seafoods", "Westmere Borough Council",
                 "Glenarden Post Office", "Marlow Heath Grammar School", "St Joseph's National School"]
ORGS_TRUST = {
    "England": ["Westmere and Carrow Community Health NHS Trust", "North Fells Integrated Care Partnership",
                "Hollinsby Community Services NHS Trust", "Severn Vale Community Health NHS Trust",
                "Wessex Downs Integrated Care Board"],
    "Scotland": ["Kirkbrae Health and Social Care Partnership", "NHS Strathmuir and Fife Coast",
                 "Inverallan Health and Social Care Partnership"],
    "Wales": ["Powys Uplands Health Board", "Bae Teifi University Health Board"],
    "Northern Ireland": ["Ballymorran Health and Social Care Trust", "Mid-Ulster Community Care Trust"],
    "Ireland": ["South Kerry Community Healthcare", "Midlands Rural Community Services",
                "West Coast Community Healthcare Organisation", "Shannon Basin Integrated Care Network"],
}
ORGS_OTHER = ["Carebridge Community Equipment", "Westmere Carers' Centre", "Good Neighbours Kilbarrow",
              "Tolbrook Housing Association", "Ashby Fold Methodist Church", "St Brigid's Parish",
              "Hollinsby Men's Shed", "Kilcashel Active Retirement Group", "Lifeline Response Kerry",
              "Ravensworth Telecare Service", "Millbrook Age Concern Friends", "Saltmarsh Lunch Club"]

# ---------------------------------------------------------------- professions
PROFESSIONS = [
    "postman", "dairy farmer", "farmer", "bus driver", "primary school teacher", "teacher", "coal miner",
    "shipyard welder", "fisherman", "publican", "shopkeeper", "solicitor", "civil servant", "seamstress",
    "machinist", "hairdresser", "lorry driver", "carpenter", "joiner", "plumber", "electrician",
    "accountant", "bank clerk", "school cook", "cleaner", "factory worker", "mill worker", "taxi driver",
    "secretary", "engineer", "bricklayer", "postmistress", "midwife", "chef", "barber", "butcher",
    "baker", "vet", "police officer", "garda", "firefighter", "docker", "printer", "optician",
    "sheep farmer", "gamekeeper", "lecturer", "librarian", "Methodist minister", "parish priest",
    "nurse", "ward sister", "pharmacist", "care worker", "GP receptionist", "quarryman",
    "steelworker", "tailor", "upholsterer", "dental nurse", "lollipop man", "insurance broker",
    "forklift driver", "warehouse manager", "software developer", "retail manager", "site foreman",
]

# --------------------------------------------------------------- misc clinical
PROBLEMS = [
    "fall with #NOF, DHS in situ", "community-acquired pneumonia", "UTI with delirium",
    "decompensated heart failure", "infective exacerbation of COPD", "cellulitis L leg",
    "AKI on CKD 3b", "reduced mobility after fall", "hyponatraemia", "stroke (L MCA) - rehab",
    "frailty, recurrent falls", "#pubic rami (conservative)", "post-op R TKR, slow progress",
    "hypoactive delirium", "poorly controlled T2DM", "constipation / overflow", "pressure ulcer cat 3 sacrum",
    "end of life care - metastatic prostate ca", "Parkinson's disease, off-period falls",
    "Alzheimer's dementia with BPSD", "#humerus (L), sling", "anaemia - for transfusion",
    "PE on apixaban", "C. difficile - resolved", "post-COVID deconditioning", "vertebral wedge #",
]
MEDS = [
    "apixaban 2.5mg BD", "furosemide 40mg OD", "bisoprolol 2.5mg OD", "ramipril 2.5mg OD",
    "paracetamol 1g QDS", "Oramorph 2.5-5mg PRN", "Lantus 14 units ON", "metformin 500mg BD",
    "co-careldopa 25/100 TDS", "donepezil 10mg ON", "sertraline 50mg OD", "amoxicillin 500mg TDS",
    "doxycycline 100mg OD", "nitrofurantoin 100mg BD", "levetiracetam 500mg BD", "lactulose 10ml BD",
    "senna 15mg ON", "enoxaparin 40mg SC OD", "ceftriaxone 2g IV OD", "adcal-D3 1 tab BD",
    "alendronic acid 70mg weekly", "omeprazole 20mg OD", "amlodipine 5mg OD", "atorvastatin 40mg ON",
    "midazolam 2.5mg SC PRN", "levomepromazine 6.25mg SC PRN", "glycopyrronium 200mcg SC PRN",
    "gentamicin IV (level due)", "Fortisip 1 bottle BD", "Movicol 1 sachet OD",
]
EQUIPMENT = [
    "Zimmer frame", "4-wheeled rollator", "perching stool", "raised toilet seat", "commode",
    "Sara Stedy", "profiling bed", "hybrid air mattress", "ROHO cushion", "Oxford hoist + slings",
    "bath board", "grab rails x2", "key safe", "pendant alarm", "over-bed table", "wheelchair (attendant)",
    "slide sheets", "stairlift (private)", "kitchen trolley", "helping hand reacher",
]
