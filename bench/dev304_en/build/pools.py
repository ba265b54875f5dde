"""Invented pools: people, places, organisations.  Any match with a real
person, street, town or organisation is unintended.  Real states, provinces,
regions, counties and countries are used as such."""

FEMALE = {
    "common": ["Amelia", "Hannah", "Chloe", "Sophie", "Grace", "Lucy", "Emma", "Olivia", "Rachel",
               "Claire", "Joanne", "Helen", "Karen", "Louise", "Natalie", "Fiona", "Gemma", "Abigail",
               "Rebecca", "Victoria", "Jessica", "Megan", "Alison", "Beverley", "Dawn", "Pauline",
               "Margaret", "Janet", "Yvonne", "Priya", "Aisha", "Mei", "Leah", "Zoe", "Harriet", "Imogen",
               "Maureen", "Sandra", "Nadia", "Tessa"],
    "IE": ["Aoife", "Siobhan", "Niamh", "Ciara", "Orla", "Sinead", "Roisin", "Grainne", "Aisling",
           "Deirdre", "Clodagh", "Eimear", "Maeve", "Una", "Brid", "Saoirse"],
    "AU": ["Kylie", "Tahlia", "Jacinta", "Brooke", "Shannon", "Skye", "Narelle", "Bronwyn", "Kirra",
           "Leanne", "Jodie", "Mikaela"],
    "NZ": ["Aroha", "Mereana", "Anahera", "Kiri", "Hine", "Moana", "Ngaire", "Tui", "Ana", "Leilani",
           "Sione", "Paris"],
    "CA": ["Genevieve", "Isabelle", "Chantal", "Madison", "Brianna", "Sylvie", "Nathalie", "Kayla",
           "Avneet", "Harpreet", "Josee", "Marie-Claude"],
}
MALE = {
    "common": ["James", "Oliver", "Thomas", "Daniel", "Matthew", "Andrew", "Christopher", "Mark",
               "Paul", "Stephen", "Richard", "David", "Peter", "Michael", "Simon", "Gareth", "Neil",
               "Graham", "Colin", "Trevor", "Keith", "Adrian", "Martin", "Philip", "Robert", "Samuel",
               "Harry", "Jack", "Ethan", "Nathan", "Rajesh", "Imran", "Wei", "Tomasz", "Ahmed", "Felix",
               "Rory", "Callum", "Lewis", "Hugo"],
    "IE": ["Padraig", "Cian", "Eoin", "Ciaran", "Donal", "Fergal", "Oisin", "Seamus", "Tadhg",
           "Diarmuid", "Colm", "Ronan", "Darragh", "Niall", "Aidan", "Brendan"],
    "AU": ["Bradley", "Shane", "Lachlan", "Jarrod", "Brett", "Darren", "Mitchell", "Travis", "Kane",
           "Wayne", "Corey", "Damien"],
    "NZ": ["Wiremu", "Tane", "Rawiri", "Hemi", "Mikaere", "Manaia", "Tama", "Nikau", "Sefo", "Viliami",
           "Blair", "Grant"],
    "CA": ["Etienne", "Mathieu", "Jean-Luc", "Marc-Andre", "Gurpreet", "Brayden", "Tyler", "Logan",
           "Francois", "Yannick", "Dylan", "Connor"],
}
SURNAMES = {
    "common": ["Ashworth", "Bellamy", "Birtwistle", "Blackmore", "Bramhall", "Catterall", "Coldwell",
               "Daventry", "Dimmock", "Eastham", "Fairbrother", "Fenwick", "Gadsby", "Garside",
               "Greenhalgh", "Hambleton", "Hargreaves", "Heseltine", "Holroyd", "Ingleby", "Kettleborough",
               "Lamprey", "Lazenby", "Mottram", "Netherwood", "Oldroyd", "Pickersgill", "Quarmby",
               "Rushworth", "Scarisbrick", "Sowerby", "Thackeray", "Trelawney", "Underhill", "Verity",
               "Wadsworth", "Whitlock", "Yardley", "Okafor", "Adeyemi", "Mensah", "Chaudhry", "Rahman",
               "Patel-Hurst", "Nakamura", "Kowalczyk", "Lindqvist", "Castellano", "Tran", "Osei",
               "Abernethy", "Carmody", "Delacourt", "Ellerby", "Fothergill", "Gillibrand", "Hebden",
               "Illingworth", "Jessop", "Kirkbride", "Loxley", "Merriweather", "Nuttall", "Ormerod",
               "Penhallow", "Rawcliffe", "Sidebottom", "Tunstall", "Varga", "Winstanley"],
    "IE": ["O'Donovan", "McGettigan", "Ni Bhriain", "Mac Giolla", "O'Halloran", "Brennock", "Culhane",
           "Dineen", "Fahy", "Geraghty", "Hennessy-Rourke", "Kinsella", "Loughnane", "Mulcahy",
           "Nagle", "O'Riordan", "Phelan", "Quinlivan", "Scanlon", "Twomey", "Whelehan", "Breathnach",
           "Cosgrave", "Dunphy", "Enright"],
    "AU": ["Brannigan", "Coutts", "Dunstan", "Everingham", "Fitzallen", "Gillard-Marsh", "Hazelwood",
           "Inglis", "Jolliffe", "Kennerley", "Lockyer", "McAlister", "Nankervis", "Penberthy",
           "Quilty", "Rosewarne", "Stathopoulos", "Tregenza", "Vukovic", "Wanganeen-Hart", "Nguyen-Bui",
           "Papadakis", "Treloar", "Yeoman"],
    "NZ": ["Ngata-Ruru", "Te Wheoro", "Parata", "Tuhiwai", "Rangihuna", "Fonoti", "Tupou", "Aumua",
           "McKinlay", "Shadbolt", "Greenslade", "Haggitt", "Inverarity", "Kerslake", "Lusk",
           "Munro-Pike", "Pomare", "Riwaka", "Tawhiri", "Waititi-Rowe", "Falaniko", "Hohaia",
           "Strachan", "Tamihana"],
    "CA": ["Tremblay-Roy", "Gagnon", "Bouchard", "Lachance", "Pelletier", "Desrochers", "Bergeron",
           "Thibodeau", "Lafleur", "Ouellette", "Sandhu", "Grewal", "Dhillon", "MacIsaac", "Chiasson",
           "Fraser-Lowe", "Kowalchuk", "Wiebe", "Friesen", "Harnois", "Leblanc-Hart", "Szabo",
           "Nakashima", "Okonkwo"],
}

NICKS = {"Christopher": "Chris", "Matthew": "Matt", "Andrew": "Andy", "Robert": "Rob", "Samuel": "Sam",
         "Michael": "Mike", "Daniel": "Dan", "Rebecca": "Becky", "Victoria": "Vicky", "Jessica": "Jess",
         "Margaret": "Maggie", "Abigail": "Abby", "Alison": "Ali", "Natalie": "Nat", "Nathan": "Nate",
         "Thomas": "Tom", "Stephen": "Steve", "Philip": "Phil", "Richard": "Rick", "Bradley": "Brad",
         "Lachlan": "Lachie", "Elizabeth": "Liz", "Patrick": "Paddy", "Padraig": "Paudie"}

# Invented towns with their (real) region and a postcode seed.
TOWNS = {
    "GB": [("Brackwell", "Berkshire", "RG"), ("Edenmoor", "Cumbria", "CA"), ("Hartleigh", "Kent", "TN"),
           ("Lowerby", "North Yorkshire", "YO"), ("Marston Quay", "Devon", "EX"),
           ("Norbridge", "Norfolk", "NR"), ("Pellingham", "Surrey", "GU"), ("Ravensholt", "Lancashire", "PR"),
           ("Saltmere", "Essex", "CM"), ("Thistlecombe", "Somerset", "TA"), ("Upwick", "Hampshire", "SO"),
           ("Kelderby", "West Yorkshire", "LS"), ("Ashcombe Vale", "Gloucestershire", "GL"),
           ("Fennick", "Cheshire", "CW"), ("Glenarden", "Fife", "KY"), ("Caerwyn", "Powys", "LD"),
           ("Stowbury", "Warwickshire", "CV"), ("Wrenfield", "Hertfordshire", "AL"),
           ("Harlow Cross", "Greater Manchester", "M"), ("Dunmallard", "Aberdeenshire", "AB")],
    "IE": [("Kilmurragh", "Co. Cork", "P"), ("Ballycronan", "Co. Galway", "H"), ("Ardnagloss", "Co. Kerry", "V"),
           ("Rathcullen", "Co. Kildare", "W"), ("Dunbeggan", "Co. Wicklow", "A"), ("Carrigmore", "Co. Cork", "T"),
           ("Templeshane", "Co. Tipperary", "E"), ("Lisnavarra", "Co. Limerick", "V"),
           ("Castlederry", "Co. Donegal", "F"), ("Clonbracken", "Co. Meath", "C"), ("Ballinteer Cross", "Co. Dublin", "D"),
           ("Drumkeeran Bridge", "Co. Leitrim", "N"), ("Moyvalley West", "Co. Westmeath", "N"),
           ("Inishcarra", "Co. Mayo", "F"), ("Gortnahoe", "Co. Waterford", "X")],
    "AU": [("Wattle Creek", "NSW", "2"), ("Bellbrae Heights", "VIC", "3"), ("Coral Flats", "QLD", "4"),
           ("Myrtle Downs", "SA", "5"), ("Jarrah Ridge", "WA", "6"), ("Huon Point", "TAS", "7"),
           ("Gidgee Springs", "NT", "0"), ("Kurrajong Vale", "ACT", "2"), ("Banksia Bay", "NSW", "2"),
           ("Stringybark", "VIC", "3"), ("Mulgara", "QLD", "4"), ("Port Correa", "SA", "5"),
           ("Karri Hill", "WA", "6"), ("Tallowood", "NSW", "2"), ("Ironbark Plains", "QLD", "4")],
    "NZ": [("Port Kereru", "Bay of Plenty", "31"), ("Rimuvale", "Waikato", "32"), ("Totara Heights", "Auckland", "06"),
           ("Matai Bay", "Northland", "04"), ("Kowhai Downs", "Canterbury", "76"), ("Te Awaroa", "Hawke's Bay", "41"),
           ("Pukeroa", "Manawatu-Whanganui", "44"), ("Glenfiddock", "Otago", "93"), ("Harakeke", "Wellington", "50"),
           ("Ngaio Flats", "Southland", "98"), ("Tarawera Springs", "Bay of Plenty", "30"),
           ("Kaiwaka Ridge", "Taranaki", "43"), ("Silverstream Vale", "Nelson", "70")],
    "CA": [("Maple Bend", "ON", "K"), ("Cedarholm", "ON", "L"), ("Port Alder", "BC", "V"), ("Spruce Hollow", "AB", "T"),
           ("Riviere-Clair", "QC", "G"), ("Saint-Aubier", "QC", "J"), ("Prairie Sound", "SK", "S"),
           ("Birchmount Falls", "MB", "R"), ("Cove Harbour", "NS", "B"), ("Tamarack Ridge", "ON", "P"),
           ("Kettle Rapids", "BC", "V"), ("Granite Shore", "NB", "E"), ("Larchfield", "AB", "T"),
           ("Fernwood Landing", "ON", "M")],
}
STATE_LONG = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "SA": "South Australia",
              "WA": "Western Australia", "TAS": "Tasmania", "NT": "Northern Territory",
              "ACT": "Australian Capital Territory", "ON": "Ontario", "BC": "British Columbia",
              "AB": "Alberta", "QC": "Quebec", "SK": "Saskatchewan", "MB": "Manitoba", "NS": "Nova Scotia",
              "NB": "New Brunswick"}
COUNTRY_NAME = {"GB": ["United Kingdom", "UK", "England"], "IE": ["Ireland", "Republic of Ireland"],
                "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa New Zealand"], "CA": ["Canada"]}
ABROAD = ["Spain", "Portugal", "France", "Greece", "Thailand", "Indonesia", "Mexico", "Italy",
          "Fiji", "Croatia", "Cyprus", "Vietnam", "Japan", "Turkey", "Singapore", "United States"]

STREET_NAMES = ["Larkspur", "Quenby", "Hollowell", "Tansley", "Marram", "Foxglove", "Copperbeech",
                "Wexcombe", "Alderney", "Briarwood", "Cloverhill", "Dunlin", "Eskdale", "Fieldfare",
                "Goldcrest", "Hawthorn Bank", "Juniper", "Kingfisher", "Lapwing", "Meadowsweet",
                "Nettlebed", "Orchard Rise", "Pennyroyal", "Quillet", "Redshank", "Sandpiper", "Teasel",
                "Underwood", "Vetchfield", "Wagtail", "Yarrow", "Bramblecote", "Chaffinch", "Drovers",
                "Elderflower", "Flaxmill", "Gorsey", "Heronsgate", "Ivybridge", "Kestrel Hill"]
STREET_SFX = {
    "GB": ["Road", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Gardens", "Street", "Mews"],
    "IE": ["Road", "Lane", "Avenue", "Park", "Grove", "Drive", "Court", "Heights", "Lawn", "Street"],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Court", "Drive", "Place", "Terrace", "Circuit"],
    "NZ": ["Street", "Road", "Terrace", "Avenue", "Crescent", "Place", "Drive", "Grove", "Lane", "Rise"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Court", "Way", "Trail", "Lane"],
}

HOSPITALS = {
    "GB": ["The Ashcombe Hospital", "Saltmere Private Hospital", "Brackwell Clinic", "Hartleigh Park Hospital",
           "The Pellingham Independent Hospital", "Norbridge Grange Hospital", "Kelderby Cloister Clinic",
           "Wrenfield Manor Hospital", "The Thistlecombe Suite", "Lowerby Spa Hospital",
           "Fennick Private Patients Unit", "Glenarden Independent Clinic"],
    "IE": ["Kilmurragh Private Hospital", "Ardnagloss Clinic", "St. Fionnan's Hospital",
           "Rathcullen Clinic", "The Carrigmore Private Hospital", "Lisnavarra Medical Centre",
           "Dunbeggan Specialist Clinic", "St. Ita's Private Wing", "Castlederry Day Hospital",
           "Ballycronan Hospital Clinic"],
    "AU": ["Wattle Creek Private Hospital", "Bellbrae Day Surgery", "Coral Flats Private", "Jarrah Ridge Hospital",
           "St Brigid's Private Hospital Myrtle Downs", "Banksia Bay Specialist Centre",
           "Kurrajong Vale Private", "Huon Point Day Procedure Centre", "Tallowood Private Hospital",
           "Mulgara Eye Surgery"],
    "NZ": ["Kereru Surgical Hospital", "Rimuvale Private Hospital", "Totara Heights Surgical",
           "Kowhai Downs Day Surgery", "Te Awaroa Private", "Harakeke Surgical Centre",
           "Glenfiddock Specialist Hospital", "Matai Bay Clinic", "Pukeroa Private Hospital"],
    "CA": ["Maple Bend Surgical Centre", "Cedarholm Imaging Clinic", "Port Alder Sleep Clinic",
           "Spruce Hollow Physiotherapy", "Clinique Riviere-Clair", "Birchmount Falls Health Centre",
           "Tamarack Ridge Rehabilitation", "Granite Shore Infusion Clinic", "Larchfield MRI",
           "Fernwood Landing Medical Clinic"],
}
OVERSEAS_HOSP = ["Clinica Santa Aurelia", "Hospital Costa Brava Sur", "Bayview Community Hospital",
                 "Samui Bayside International Hospital", "Ospedale Villa Serena", "Klinik Adria Lux",
                 "Hospital do Algarve Norte"]
WARDS = ["Linnet Ward", "Rowan Ward", "Kowhai Ward", "Heron Ward", "Jarrah Ward", "Alder Ward",
         "Curlew Unit", "Wren Suite", "Birch Ward", "Osprey Ward"]
BUILDINGS = ["Alder Wing", "Chancery House", "Beacon Tower", "Quayside Pavilion", "Marlowe Building",
             "Kingsgate Suite", "Oakwell Chambers", "Harbour View House"]
PRACTICE_FMT = {
    "GB": ["{t} Health Centre", "{s} Road Surgery", "The {t} Practice", "{t} Medical Group"],
    "IE": ["{t} Medical Centre", "{t} Family Practice", "{s} Surgery", "{t} Primary Care Centre"],
    "AU": ["{t} Medical Centre", "{t} Family Practice", "{s} Street Clinic", "{t} GP Super Clinic"],
    "NZ": ["{t} Medical Centre", "{t} Health", "{s} Road Medical", "{t} Family Doctors"],
    "CA": ["{t} Family Health Team", "{t} Medical Clinic", "{s} Walk-In Clinic", "{t} Community Health Centre"],
}
PHARMACY_FMT = ["{t} Pharmacy", "{s} Chemist", "{t} Late-Night Pharmacy"]
PHYSIO_FMT = ["{t} Physiotherapy", "{s} Sports Physio", "{t} Rehab & Movement"]

# Insurers: name, short name, e-mail / web host (all under example.* domains)
INSURERS = {
    "GB": [("Kestrel Health Assurance", "Kestrel Health", "kestrelhealth.example.com"),
           ("Albion Crest Healthcare", "Albion Crest", "albioncrest.example.com"),
           ("Meridian Vale Health", "Meridian Vale", "meridianvale.example.org"),
           ("Thameside Mutual Medical", "Thameside Mutual", "thamesidemutual.example.net")],
    "IE": [("Corrib Medical Assurance DAC", "Corrib Medical", "corribmedical.example.com"),
           ("Slaney Health Insurance DAC", "Slaney Health", "slaneyhealth.example.org"),
           ("Lirwood Health", "Lirwood", "lirwood.example.net")],
    "AU": [("Wattlebird Mutual Health", "Wattlebird", "wattlebird.example.com"),
           ("Southern Reef Health Fund", "Southern Reef", "southernreef.example.org"),
           ("Coralbay Members Health", "Coralbay", "coralbay.example.net"),
           ("Banksia Health Society", "Banksia Health", "banksiahealth.example.com")],
    "NZ": [("Kauri Shield Health", "Kauri Shield", "kaurishield.example.org"),
           ("Tasman Peak Health Insurance", "Tasman Peak", "tasmanpeak.example.org"),
           ("Aorangi Health Cover", "Aorangi", "aorangi.example.net")],
    "CA": [("Maplecrest Life & Health", "Maplecrest", "maplecrest.example.com"),
           ("Northstead Benefits", "Northstead", "northstead.example.org"),
           ("Laurentide Mutual Assurance", "Laurentide", "laurentide.example.net"),
           ("Caribou Group Benefits", "Caribou", "caribou.example.com")],
}

EMPLOYERS = {
    "GB": ["Brackenfield Logistics Ltd", "Orrin & Pike Solicitors", "Tidewater Foods plc", "Kelsey Marr Architects",
           "Halcyon Software Ltd", "Stonegate Civil Engineering", "Redwing Retail Group", "Ashby Fenwick LLP",
           "Northlight Media Ltd", "Cobalt Ridge Energy"],
    "IE": ["Shannonside Components DAC", "Ballyglass Dairies", "Corrigan & Lowry Solicitors",
           "Emerald Quay Fintech Ltd", "Slievebawn Construction", "Tullagh Pharma Services"],
    "AU": ["Red Gum Mining Services Pty Ltd", "Coastline Freight Pty Ltd", "Brolga Constructions",
           "Saltbush Analytics", "Lyrebird Education Group", "Sunstone Solar Pty Ltd"],
    "NZ": ["Kea Logistics Limited", "Pohutukawa Dairy Co-operative", "Harbourside Law",
           "Tui Street Software Limited", "Southern Alps Forestry", "Kahikatea Engineering"],
    "CA": ["Boreal Timber Products", "Northwind Transit Services", "Lakehead Precision Machining",
           "Prairie Crest Grain Co", "Caribou Creek Software", "Fundy Shore Seafoods"],
}

PROFESSIONS = ["primary school teacher", "electrician", "HGV driver", "accountant", "software developer",
               "staff nurse", "paramedic", "retail manager", "chef", "plumber", "civil engineer",
               "solicitor", "dental hygienist", "farmer", "bus driver", "warehouse operative",
               "police officer", "carpenter", "hairdresser", "pharmacist", "marketing consultant",
               "airline pilot", "firefighter", "university lecturer", "architect", "care assistant",
               "scaffolder", "dairy farmer", "forklift operator", "graphic designer", "barrister",
               "physiotherapist", "sales representative", "mechanic", "office administrator",
               "secondary school teacher", "lorry driver", "landscape gardener", "quantity surveyor",
               "retired teacher", "retired engineer", "mining engineer", "truck driver", "tradie",
               "early childhood educator", "long-haul trucker", "welder", "daycare worker"]

RELATIONS_SPOUSE = ["wife", "husband", "partner"]
RELATIONS_CHILD = ["daughter", "son"]
RELATIONS_PARENT = ["mother", "father"]

# Non-PHI organisations and public bodies used as hard negatives.
OMBUDSMAN = {"GB": "Financial Ombudsman Service", "IE": "Financial Services and Pensions Ombudsman",
             "AU": "Private Health Insurance Ombudsman (Commonwealth Ombudsman)",
             "NZ": "Insurance & Financial Services Ombudsman Scheme",
             "CA": "OmbudService for Life & Health Insurance (OLHI)"}
REGULATOR = {"GB": "Financial Conduct Authority", "IE": "Central Bank of Ireland",
             "AU": "Australian Prudential Regulation Authority", "NZ": "Reserve Bank of New Zealand",
             "CA": "Canadian Life and Health Insurance Association guidelines"}
LICENCE_BODY = {"GB": "GMC", "IE": "IMC", "AU": "AHPRA", "NZ": "MCNZ", "CA": "CPSO"}
