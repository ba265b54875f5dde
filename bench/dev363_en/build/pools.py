"""Invented pools for dev363_en: names, places, care sites, organisations.

First names and surnames of many origins are combined at random; towns,
streets, hospitals, practices and organisations are invented.
"""

FEMALE = """Aisha Siobhan Priya Mei Ngozi Olivia Charlotte Fatima Zofia Aroha Leilani
Carmen Ingrid Yuki Amara Roisin Niamh Kirsty Shona Hannah Grace Chloe Deborah
Margaret Beverley Tanisha Keisha Lucia Ana Marisol Anjali Harpreet Sunita Farah
Layla Noor Hina Thandiwe Chidinma Adaeze Ewa Agnieszka Katarzyna Olena Svetlana
Mereana Moana Sina Talia Mia Ruby Isla Freya Eilidh Morag Bronwyn Cerys Ffion
Gwen Linh Thu Hoa Jia Xiu Min-ji Ji-woo Sakura Keiko Dolores Paola Beatriz Ines
Joana Yasmin Zainab Amina Hodan Ayan Ebony Shantelle Renee Tania Kylie Leanne
Tamsin Petra Greta Annelise Maeve Aoife Orla Saoirse Gráinne Denise Pauline
Janet Sandra Wendy Lorraine Josephine Mariam Rukhsana Parveen Nasreen Lakshmi
Deepa Kavya Meera Esi Abena Folake Yetunde Comfort Precious Tiana Jolene Darlene
Marnie Skye Tayla Jessamy Hine Kiri Ngaire Losa Mele Vaiana Aleksandra Irina
Dagmar Hilde Elodie Camille Rosalind Philippa Verity Imogen Harriet Zoë Renée"""

MALE = """Oluwaseun Tomasz Rajesh Arjun Wei Hiroshi Tane Wiremu Sione Mateo Diego
Liam Ciaran Darragh Eoin Callum Hamish Angus Rhys Dafydd Gareth Owen Dylan Jamal
DeShawn Marcus Tyrone Kwame Kofi Emeka Chinedu Yusuf Omar Bilal Imran Hamza Ahmed
Mohammed Ravi Sanjay Vikram Gurpreet Manpreet Pavel Dmitri Bogdan Marek Lukas
Jakob Hans Pieter Joost Minh Duc Quang Jun Hyun-woo Takeshi Kenji Paulo Joao
Rafael Luis Carlos Stuart Graham Trevor Keith Barry Wayne Craig Shane Brendan
Declan Padraig Finn Nathan Ethan Noah Jack Harry George Alfie Bruce Cameron
Lachlan Kieran Brett Tama Rangi Manaia Tevita Viliami Sefo Cormac Tadhg Ruairí
Fergus Alasdair Iwan Emrys Desmond Clive Nigel Malcolm Derek Roy Dwayne Tremaine
Andre Jerome Luca Matteo Stefano Nikos Yannis Karim Tariq Samir Faisal Hassan
Abdi Mahad Kayode Tunde Segun Babajide Arnav Rohan Siddharth Deepak Huy Tuan
Bao Zhiwei Haoran Jin-ho Ryota Sebastien Mathieu Olivier Bjorn Anders Eero"""

SURNAMES = """Thornbury Ashworth Pemberton Hargreaves Whitcombe Blackwood Fairweather
Kettleby Marchbank Ollerton Pennock Rudd Sturgess Tolley Varley Wetherall Yeadon
O'Donoghue Fitzgerald Cullinane Moynihan Brosnan Daly Keogh Nolan MacLeod
McAllister Drummond Buchanan Pritchard Llewellyn Chaudhry Ramaswamy Sandhu Gill
Bhatt Patel Iyer Venkatesan Qureshi Siddiqui Rahman Hussain Nguyen Tran Pham
Zhang Liu Huang Tanaka Watanabe Kim Park Choi Adeyemi Okonkwo Mensah Boateng
Nwosu Abdi Mohamed Osei Dlamini Ndlovu Kowalczyk Nowak Petrenko Horvat Novak
Popescu Hernandez Ramirez Castillo Delgado Ortega Fuentes Morales Ngata Tipene
Parata Faleolo Tupou Fonoti Leota Taufa Haddad Khalil Nasser Al-Amin Mansour
de Vries Becker Schneider Rossi Bianchi Esposito Ferraro Papadopoulos Georgiou
Baker Mason Fisher Carpenter Gardner Hunter Bishop Cooke Lister Paget Colles
Ashby-Nolan Greenhalgh Sowerby Tregear Penhaligon Trelawny Kilbride Garvey
Mulcahy Ruane Scanlon McGettigan Quigley Abernethy Cairncross Fotheringham
Menzies Ogilvie Strachan Lovell Marwood Ibbotson Oyelaran Adebayo Achterberg
Lindqvist Halvorsen Nakamura Okonjo Waititi Horomona Tuilagi Saelua Vaipulu
Brannigan Delacroix Fontaine Beaulieu Lachance Tremblay Gagnon Sorensen
Whitlock Kavanagh Dunphy Caffrey Harkin Rasmussen Varga Szabo Molnar Jovanovic
Petrovic Okoye Eze Anand Malhotra Kapoor Banerjee Mukherjee Ghosh Chowdhury
van der Berg Lowther Pennington Ravenscroft Cheung Wong Lam Yamamoto Sato"""

FIRST_F = FEMALE.split()
FIRST_M = MALE.split()
_s = SURNAMES.replace("de Vries", "de_Vries").replace("van der Berg", "van_der_Berg")
LAST = [x.replace("_", " ") for x in _s.split()]

NICK = {"Margaret": "Maggie", "Josephine": "Jo", "Deborah": "Debs",
        "Alexandra": "Alex", "Thomas": "Tom", "Oluwaseun": "Seun",
        "Babajide": "Jide", "Katarzyna": "Kasia", "Aleksandra": "Ola",
        "Philippa": "Pip", "Callum": "Cal", "Nathan": "Nate",
        "Hyun-woo": "Hyun", "Padraig": "Paddy", "Gareth": "Gaz",
        "Christopher": "Chris", "Bronwyn": "Bron", "Lachlan": "Lachie"}

TITLES = {"F": ["Mrs", "Ms", "Miss", "Ms"], "M": ["Mr", "Mr"]}

# --- places -------------------------------------------------------------
STREET_STEMS = """Elmcroft Ashgrove Larch Hawthorn Mill Church Station Quarry Kiln
Beacon Orchard Willow Chestnut Rowan Tannery Foundry Granary Brook Marsh Heath
Foxglove Meadowsweet Linden Juniper Alder Buttercross Coldharbour Priory Abbey
Saddler Cooper Weaver Bramble Thistle Kingfisher Heron Otter Badger Falcon Lark
Sycamore Poplar Cedar Magnolia Wattle Banksia Kauri Totara Rimu Kowhai Matai
Harbour Ferry Wharf Dockside Ridge Summit Valley Fern Clover Primrose Laurel
Bluebell Cranberry Maple Birch Hazel Spruce Aspen Tamarack Cottonwood Sagebrush""".split()

SUFFIX = {
    "GB": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way",
           "Terrace", "Grove", "Gardens", "Mews", "Rise", "View"],
    "IE": ["Road", "Street", "Lane", "Avenue", "Park", "Drive", "Heights", "Grove",
           "Court", "Lawns", "Manor"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Ct", "Ln",
           "Road", "Rd", "Pkwy", "Trail", "Way", "Pl"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent",
           "Court", "Boulevard", "Trail", "Lane", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Parade", "Pde", "Crescent", "Cres",
           "Court", "Ct", "Avenue", "Ave", "Place", "Close", "Esplanade"],
    "NZ": ["Road", "Street", "Terrace", "Place", "Avenue", "Drive", "Crescent",
           "Lane", "Rise", "Grove", "Way"],
}

TOWNS = {
    "GB": ["Ashby Marsh", "Kellerton", "Brackwater", "Thornleigh", "Hartsmoor",
           "Oakhurst Vale", "Lower Wendle", "Castlebridge", "Fellbrook",
           "Northcombe", "Stanmere", "Wickham Cross", "Pellingham", "Rudstone",
           "Marlow Heath", "Eastbury Fen", "Calderholme", "Sandwick Bay",
           "Tarrant Ferris", "Glenbervie Mains", "Llanfechan", "Pontyrhyd",
           "Dunmallow", "Kirkhallam", "Aldersby", "Holmebridge", "Skelby",
           "Whitmoor", "Crossgate", "Brinsworth Green"],
    "IE": ["Ballymorrin", "Kilcarragh", "Carrigbeg", "Dunmoran", "Rathcoole Cross",
           "Clonbrennan", "Knockanree", "Inchbeg", "Templederry Bridge",
           "Castlefarran", "Ardnagh", "Lisnacree", "Mullaghmore East",
           "Tullyvarra", "Glenconnor"],
    "US": ["Millbrook", "Harlow Springs", "Pine Hollow", "Cedar Bluff",
           "East Marston", "Fairhaven Park", "Granite Falls Junction",
           "Riverton Heights", "Willow Creek", "Brookside", "Lakemont",
           "Oak Glen", "Sutter Point", "Maple Grove Center", "Hadley Ridge",
           "Carver City", "North Ellison", "Bramblewood", "Stony Ford",
           "Westbrook Valley"],
    "CA": ["Port Ellery", "Maple Crossing", "Lac-Bellerive", "Fort Aldous",
           "Cedar Narrows", "New Harrowby", "Kettle Bend", "Stonecairn",
           "Whistler Flats", "Peterlake", "Red Birch", "Saint-Anselme-du-Lac",
           "Georgetown Mills", "Elk Hollow", "Mossbank Landing"],
    "AU": ["Wattle Creek", "Bellbird Flat", "Yarrabee", "Koonawarra Heights",
           "Mount Carrow", "Gidgee Springs", "Bundaleer", "Port Tennant",
           "Wirrabilla", "Cassowary Bay", "Myall Downs", "Ironbark Ridge",
           "Lake Corrigan", "Tallowood", "Emu Plains North", "Quandong"],
    "NZ": ["Kowhai Bay", "Rata Valley", "Te Mahoe", "Pukeroa", "Waimarie",
           "Glenalvon", "Port Kereru", "Tauwhare Heights", "Manuka Flat",
           "Otawhiti", "Ruapehu Downs", "Kaiwaka East", "Hokianui",
           "St Albury", "Mangere Bridge West"],
}

COUNTIES = {
    "GB": ["Wendleshire", "West Marland", "North Calderdale", "Hallamshire",
           "Tarrantshire", "East Fenland", "Glenmorven", "Powys Uchaf"],
    "IE": ["Co. Cork", "Co. Galway", "Co. Kerry", "Co. Mayo", "Co. Tipperary",
           "Co. Wexford", "Co. Donegal", "Co. Kildare", "Co. Clare",
           "Co. Limerick", "Co. Meath", "Co. Sligo"],
    "US": ["Harlan County", "Ellison County", "Marston County", "Sutter County"],
}

STATES = {
    "US": [("OH", "Ohio"), ("PA", "Pennsylvania"), ("MN", "Minnesota"),
           ("OR", "Oregon"), ("NC", "North Carolina"), ("GA", "Georgia"),
           ("MA", "Massachusetts"), ("CO", "Colorado"), ("WI", "Wisconsin"),
           ("TX", "Texas"), ("MI", "Michigan"), ("WA", "Washington"),
           ("VT", "Vermont"), ("IA", "Iowa"), ("NM", "New Mexico")],
    "CA": [("ON", "Ontario"), ("BC", "British Columbia"), ("AB", "Alberta"),
           ("NS", "Nova Scotia"), ("MB", "Manitoba"), ("SK", "Saskatchewan"),
           ("NB", "New Brunswick")],
    "AU": [("NSW", "New South Wales"), ("VIC", "Victoria"), ("QLD", "Queensland"),
           ("WA", "Western Australia"), ("SA", "South Australia"),
           ("TAS", "Tasmania"), ("ACT", "Australian Capital Territory")],
    "NZ": [("Canterbury", "Canterbury"), ("Waikato", "Waikato"),
           ("Otago", "Otago"), ("Wellington", "Wellington"),
           ("Bay of Plenty", "Bay of Plenty"), ("Northland", "Northland"),
           ("Hawke's Bay", "Hawke's Bay"), ("Taranaki", "Taranaki")],
}

COUNTRY_NAME = {"GB": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "IE": ["Ireland", "Republic of Ireland"],
                "US": ["USA", "United States"],
                "CA": ["Canada"], "AU": ["Australia"], "NZ": ["New Zealand"]}

ABROAD = ["Portugal", "Poland", "Nigeria", "India", "Pakistan", "the Philippines",
          "Spain", "Greece", "Samoa", "Tonga", "Vietnam", "South Africa",
          "Jamaica", "Romania", "Lithuania", "Somalia", "Ghana", "Brazil",
          "Italy", "Thailand", "Fiji", "Cyprus", "Malta", "Turkey", "Kenya",
          "Sri Lanka", "Bangladesh", "Mexico", "Croatia", "Iceland"]

SAINTS = ["St Brannoc's", "St Aldric's", "St Winifred's", "St Cuthwin's",
          "St Elowen's", "St Fiacre's", "St Oswin's", "St Morwenna's",
          "St Jude's", "St Declan's", "St Brigid's", "Mercy", "Holy Cross",
          "Sacred Heart", "Good Samaritan", "St Ita's"]

HOSP_SUFFIX = {
    "GB": ["General Hospital", "Royal Infirmary", "Community Hospital",
           "District General Hospital", "Treatment Centre", "University Hospital"],
    "IE": ["University Hospital", "General Hospital", "Regional Hospital",
           "Community Hospital", "Orthopaedic Hospital"],
    "US": ["Medical Center", "Regional Medical Center", "Memorial Hospital",
           "Community Hospital", "Orthopedic & Spine Center"],
    "CA": ["General Hospital", "Health Centre", "Regional Health Centre",
           "Memorial Hospital", "District Hospital"],
    "AU": ["Base Hospital", "District Hospital", "Public Hospital",
           "Private Hospital", "Health Service"],
    "NZ": ["Hospital", "Base Hospital", "Surgical Centre", "Health Centre"],
}

PRACTICE_FMT = {
    "GB": ["{s} Surgery", "{t} Medical Practice", "{t} Health Centre",
           "The {s} Practice", "{s} Lane Surgery", "{s} House Surgery"],
    "IE": ["{t} Medical Centre", "{s} Family Practice", "{t} Health Centre",
           "{s} Medical Clinic"],
    "US": ["{t} Family Medicine", "{s} Primary Care", "{s} Internal Medicine",
           "{t} Community Health Clinic"],
    "CA": ["{t} Family Health Team", "{s} Medical Clinic", "{t} Walk-in Clinic",
           "{s} Family Practice"],
    "AU": ["{t} Medical Clinic", "{s} Family Practice", "{s} Medical Centre",
           "{t} GP Super Clinic"],
    "NZ": ["{t} Health Centre", "{s} Medical Centre", "{t} Family Doctors",
           "{s} Road Medical"],
}

CLINIC_FMT = ["{t} MSK Hub", "{s} Physiotherapy", "{t} Physio & Sports Injury Clinic",
              "Active {s} Physio", "{s} Spine & Joint Clinic", "{t} Community MSK Service",
              "{s} Health & Rehab", "{t} Sports Medicine Centre", "Move Well {t}",
              "{s} Orthopaedic & Physio Clinic", "{t} Hand Therapy Unit"]

WARDS = ["Rowan Ward", "Kestrel Ward", "Ward 12", "Ward 7B", "Heron Unit",
         "Linden Day Unit", "Juniper Suite", "Bracken Ward", "Orchard Unit"]

ROOMS = ["Room 4", "Room 12", "Clinic Room 3", "Gym 2", "Bay 3", "Cubicle 5",
         "Treatment Room B", "Room 1.14", "Room G07", "Consult 6",
         "Pool Hall 1", "Suite 210", "Room 2"]

BUILDINGS = ["Haldane Wing", "Brunel Building", "Kestrel House",
             "Outpatients Block C", "Marlow Pavilion", "Ferris Annexe",
             "Arkwright Centre", "Tower B", "Gatehouse Building"]

LANDMARKS = ["Kingsgate Shopping Centre", "Riverside Park", "Castlebridge Leisure Centre",
             "Millbrook Reservoir", "Harbour Walk", "the Old Corn Exchange",
             "Fellbrook Golf Club car park", "Westgate Retail Park",
             "Ironbark Ridge Lookout", "Lakemont Mall", "Port Kereru Wharf",
             "Stanmere Recreation Ground", "Cedar Bluff Trailhead",
             "Tallowood Aquatic Centre", "Ballymorrin GAA grounds"]

# --- organisations ------------------------------------------------------
EMPLOYERS = ["Hallam Freight Ltd", "Brightwater Logistics", "Copperleaf Bakery",
             "Northgate Scaffolding", "Kestrel Roofing", "Marlow & Finch Builders",
             "Greyfield Distribution", "Pennine Plastering Co", "Tarrant Dairies",
             "Bluegate Software", "Harbourline Ferries", "Oakridge Timber",
             "Calder Valley Bus Company", "Silverbirch Academy Trust",
             "Quantock Poultry", "Redfern Motors", "Thistle Security Services",
             "Westmere Council Depot", "Ridgeway Warehousing", "Fenwick & Doyle Plumbing",
             "Ironbark Mining Services", "Gumtree Landscaping", "Southern Cross Shearing Co",
             "Kauri Coast Kiwifruit", "Maple Leaf Haulage", "Lakehead Paper Mill",
             "Cedar Point Manufacturing", "Prairie Sky Grain Co-op", "Mercer Retail Group",
             "Atlas Parcel Express", "Brookfield Meats", "Sundown Hospitality Group",
             "Glenconnor Creamery", "Shannonside Hauliers", "Ardnagh Stud Farm"]

SCHOOLS = ["St Anselm's Primary School", "Brackwater Academy", "Kellerton High School",
           "Fellbrook College", "Harlow Springs Middle School", "Wattle Creek State School",
           "Port Ellery Secondary", "Te Mahoe Kura", "Scoil Bhride Kilcarragh",
           "Northcombe Sixth Form College"]

CLUBS = ["Fellbrook Harriers", "Castlebridge RFC", "Kellerton Netball Club",
         "Millbrook Striders", "Wattle Creek Cricket Club", "Port Kereru Rowing Club",
         "Ballymorrin GAA Club", "Cedar Bluff CrossFit", "Stanmere Dance Academy",
         "Yarrabee Football Club", "Lakemont Pickleball League"]

INSURERS = ["Meridian Health", "Larchfield Mutual", "Bluegum Health Fund",
            "Kowhai Health Insurance", "Northstar Assurance", "Granitepeak Health Plan",
            "Laurel Health Ireland", "Cardinal Benefit Plans", "Harbourview Insurance",
            "Summit Casualty Co", "Pinecrest Auto Insurance", "Boreal Life & Health"]

INSURERS_BY = {
    "GB": ["Meridian Health", "Larchfield Mutual", "Northstar Assurance", "Harbourview Insurance"],
    "IE": ["Laurel Health Ireland", "Larchfield Mutual", "Shamrock Care Insurance"],
    "US": ["Granitepeak Health Plan", "Cardinal Benefit Plans", "Summit Casualty Co", "Pinecrest Auto Insurance",
           "Lakeshore Mutual Health"],
    "CA": ["Boreal Life & Health", "Northstar Assurance", "Maplecrest Benefits"],
    "AU": ["Bluegum Health Fund", "Southern Wattle Insurance", "Harbourview Insurance"],
    "NZ": ["Kowhai Health Insurance", "Tui Mutual", "Harbourview Insurance"],
}

SOLICITORS = ["Ashworth Pemberton LLP", "Keogh & Dunphy Solicitors",
              "Marchbank Injury Lawyers", "Varley Strachan Claims",
              "Cullinane Law", "Fotheringham & Lowe Lawyers",
              "Tipene Parata Legal", "Harkin Injury Law PC"]

# --- occupations (patients and relatives) --------------------------------
PROFESSIONS = ["scaffolder", "plasterer", "bus driver", "staff nurse", "primary school teacher",
               "warehouse operative", "HGV driver", "chef", "hairdresser", "electrician",
               "plumber", "software developer", "accountant", "dairy farmer", "shearer",
               "forklift driver", "retail assistant", "care worker", "cleaner", "barista",
               "postal worker", "carpenter", "bricklayer", "dental hygienist",
               "physiotherapist", "receptionist", "police officer", "firefighter",
               "paramedic", "mechanic", "welder", "roofer", "landscape gardener",
               "dancer", "personal trainer", "childminder", "pharmacist", "lorry driver",
               "kitchen porter", "solicitor", "civil engineer", "bank clerk",
               "delivery driver", "midwife", "occupational therapist", "tiler",
               "machine operator", "shelf stacker", "seamstress", "farm labourer",
               "crane operator", "call centre advisor", "teaching assistant",
               "hospital porter", "carpet fitter", "violinist", "tattoo artist",
               "nursery nurse", "stonemason", "packer", "fitness instructor",
               "sheet metal worker", "registered nurse", "truck driver",
               "line cook", "mail carrier", "construction laborer", "nurse aide",
               "orchard worker", "fisherman", "veterinary nurse", "chiropodist"]

RELATIONS = ["wife", "husband", "partner", "daughter", "son", "mother", "father",
             "sister", "brother", "carer", "neighbour", "friend", "granddaughter",
             "grandson", "niece", "son-in-law", "daughter-in-law", "flatmate"]

STAFF_ROLES = ["MSK physiotherapist", "Advanced Practice Physiotherapist",
               "Extended Scope Practitioner", "Band 6 Physiotherapist",
               "Clinical Specialist Physiotherapist", "Physiotherapy Assistant",
               "MSK Triage Coordinator", "Sports Physician", "Hand Therapist"]
