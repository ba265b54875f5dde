"""Invented name, place and organisation pools (author 202). ASCII only."""

FIRST_F = [
    "Abigail", "Adaeze", "Agnes", "Aisha", "Alice", "Amara", "Anastasia", "Angela",
    "Annika", "Beatriz", "Bernadette", "Bethany", "Bronwen", "Camille", "Carmen",
    "Catriona", "Chloe", "Constance", "Dahlia", "Deirdre", "Delphine", "Dolores",
    "Eilidh", "Elaine", "Eleanor", "Esperanza", "Fatima", "Fiona", "Florence",
    "Gwendolyn", "Hannah", "Harriet", "Imogen", "Ingrid", "Isla", "Jacqueline",
    "Jasmine", "Joanne", "Kavya", "Keisha", "Lakshmi", "Laverne", "Leticia",
    "Lorraine", "Lucinda", "Mairead", "Marguerite", "Marisol", "Maureen", "Mei",
    "Mildred", "Nadia", "Naomi", "Niamh", "Noreen", "Olusola", "Pamela", "Perpetua",
    "Philippa", "Priya", "Rosalind", "Roxanne", "Ruth", "Saoirse", "Shanice",
    "Siobhan", "Sunita", "Tabitha", "Tamsin", "Theodora", "Valentina", "Wendy",
    "Yasmin", "Yolanda", "Zainab", "Zofia",
]

FIRST_M = [
    "Abdul", "Alasdair", "Ambrose", "Anselm", "Arjun", "Barnaby", "Benedikt",
    "Bartholomew", "Callum", "Cedric", "Chidi", "Clarence", "Cornelius", "Dario",
    "Declan", "Desmond", "Dmitri", "Eamon", "Efosa", "Elliot", "Emeka", "Ernesto",
    "Fergus", "Florian", "Gareth", "Gideon", "Gordon", "Hamish", "Hector", "Horace",
    "Ignatius", "Imran", "Jerome", "Joaquin", "Kwame", "Lachlan", "Leopold",
    "Lionel", "Malcolm", "Marcus", "Mateo", "Mohammed", "Nikhil", "Norman", "Obinna",
    "Osvaldo", "Percival", "Rafferty", "Raymond", "Reginald", "Rhys", "Rupert",
    "Santiago", "Seamus", "Stanislaw", "Tariq", "Thaddeus", "Tobias", "Trevor",
    "Ulrich", "Vernon", "Wilbur", "Xavier", "Yusuf", "Zachary",
]

NICK = {
    "Abigail": "Abby", "Alasdair": "Ally", "Barnaby": "Barney", "Bartholomew": "Bart",
    "Bernadette": "Bernie", "Bethany": "Beth", "Cornelius": "Neil", "Deirdre": "Dee",
    "Dolores": "Lola", "Eleanor": "Nell", "Florence": "Flo", "Gwendolyn": "Gwen",
    "Harriet": "Hattie", "Jacqueline": "Jackie", "Leopold": "Leo", "Lucinda": "Cindy",
    "Marguerite": "Maggie", "Mildred": "Millie", "Percival": "Percy", "Philippa": "Pippa",
    "Raymond": "Ray", "Reginald": "Reg", "Rosalind": "Roz", "Stanislaw": "Stan",
    "Thaddeus": "Tad", "Theodora": "Teddie", "Wilbur": "Will", "Zachary": "Zack",
    "Gordon": "Gordie", "Trevor": "Trev", "Valentina": "Val", "Pamela": "Pam",
    "Tobias": "Toby", "Ignatius": "Iggy", "Cedric": "Ced", "Constance": "Connie",
}

SURNAMES = [
    "Abernethy", "Achterberg", "Adeyemi", "Alcott", "Aldana", "Ashworth", "Bakshi",
    "Balogun", "Bannerman", "Barraclough", "Beaumont", "Blackwood", "Bramwell",
    "Brennan", "Calloway", "Carrow", "Castellano", "Chaudhry", "Chukwu", "Coughlan",
    "Crabtree", "Dalgleish", "Danforth", "Delacroix", "Dimitriou", "Drummond",
    "Eccleston", "Ekwueme", "Fairweather", "Farquhar", "Fenwick", "Fitzgerald",
    "Galbraith", "Gallagher", "Garside", "Gonzaga", "Greenhalgh", "Haldane",
    "Halloran", "Hargreaves", "Hartigan", "Hollister", "Horvath", "Iqbal", "Ishikawa",
    "Jablonski", "Jagger", "Kaczmarek", "Kapoor", "Keighley", "Kowalczyk", "Lachance",
    "Lindqvist", "Llewellyn", "Lockhart", "Lonsdale", "MacAulay", "Maddox", "Mahoney",
    "Marchetti", "Mbeki", "McCreadie", "McGillivray", "Menzies", "Moreno-Vidal",
    "Mukherjee", "Nakamura", "Nwachukwu", "Oakes", "Obuya", "O'Callaghan", "Okonjo",
    "Ormsby", "Ortega", "Pemberton", "Penhaligon", "Petrakis", "Pilkington", "Quarshie",
    "Quinlan", "Radcliffe", "Rahman", "Ravensworth", "Rourke", "Sadowski", "Saltonstall",
    "Santangelo", "Sheridan", "Sinclair", "Somerville", "Stanhope", "Strathearn",
    "Sutcliffe", "Tanaka", "Thistlethwaite", "Trevelyan", "Underhill", "Vasquez",
    "Venkataraman", "Wainwright", "Warburton", "Whitlock", "Winterbottom", "Wojcik",
    "Yeboah", "Zielinski", "Zubiri", "Hutchence", "Kilbride", "Ferreira", "Lutterworth",
    "Mwangi", "Nyberg", "Petrovic", "Ramaswamy", "Strickland", "Treadwell", "Voss",
    "Abiodun", "Brackenridge", "Cavendish", "Duquesne", "Eriksen", "Ferraby", "Gutierrez",
    "Hennessey", "Ibrahim", "Jorgensen", "Kettering", "Lazenby", "Montague", "Nkemelu",
]

# US: (city, state abbrev, state name, zip3)
US_CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Dayton", "OH", "Ohio", "454"),
    ("Toledo", "OH", "Ohio", "436"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Albany", "NY", "New York", "122"),
    ("Rochester", "NY", "New York", "146"), ("Scranton", "PA", "Pennsylvania", "185"),
    ("Allentown", "PA", "Pennsylvania", "181"), ("Fresno", "CA", "California", "937"),
    ("Bakersfield", "CA", "California", "933"), ("Eugene", "OR", "Oregon", "974"),
    ("Spokane", "WA", "Washington", "992"), ("Boise", "ID", "Idaho", "837"),
    ("Tucson", "AZ", "Arizona", "857"), ("Flagstaff", "AZ", "Arizona", "860"),
    ("Amarillo", "TX", "Texas", "791"), ("Lubbock", "TX", "Texas", "794"),
    ("Waco", "TX", "Texas", "767"), ("Shreveport", "LA", "Louisiana", "711"),
    ("Macon", "GA", "Georgia", "312"), ("Savannah", "GA", "Georgia", "314"),
    ("Pensacola", "FL", "Florida", "325"), ("Gainesville", "FL", "Florida", "326"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Chattanooga", "TN", "Tennessee", "374"),
    ("Lexington", "KY", "Kentucky", "405"), ("Fort Wayne", "IN", "Indiana", "468"),
    ("Kalamazoo", "MI", "Michigan", "490"), ("Grand Rapids", "MI", "Michigan", "495"),
    ("Duluth", "MN", "Minnesota", "558"), ("Rochester", "MN", "Minnesota", "559"),
    ("Madison", "WI", "Wisconsin", "537"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Cedar Rapids", "IA", "Iowa", "524"), ("Topeka", "KS", "Kansas", "666"),
    ("Omaha", "NE", "Nebraska", "681"), ("Billings", "MT", "Montana", "591"),
    ("Cheyenne", "WY", "Wyoming", "820"), ("Burlington", "VT", "Vermont", "054"),
    ("Portland", "ME", "Maine", "041"), ("Manchester", "NH", "New Hampshire", "031"),
    ("Hartford", "CT", "Connecticut", "061"), ("Wilmington", "DE", "Delaware", "198"),
    ("Roanoke", "VA", "Virginia", "240"), ("Asheville", "NC", "North Carolina", "288"),
    ("Charleston", "WV", "West Virginia", "253"), ("Little Rock", "AR", "Arkansas", "722"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Albuquerque", "NM", "New Mexico", "871"),
]

US_COUNTIES = ["Marion County", "Franklin County", "Jefferson County", "Lake County",
               "Washington County", "Clay County", "Monroe County", "Union County"]

# UK: (town, county, postcode area)
UK_TOWNS = [
    ("Harrogate", "North Yorkshire", "HG"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Wakefield", "West Yorkshire", "WF"), ("Doncaster", "South Yorkshire", "DN"),
    ("Lancaster", "Lancashire", "LA"), ("Blackburn", "Lancashire", "BB"),
    ("Stockport", "Greater Manchester", "SK"), ("Wigan", "Greater Manchester", "WN"),
    ("Chester", "Cheshire", "CH"), ("Crewe", "Cheshire", "CW"),
    ("Shrewsbury", "Shropshire", "SY"), ("Telford", "Shropshire", "TF"),
    ("Worcester", "Worcestershire", "WR"), ("Hereford", "Herefordshire", "HR"),
    ("Gloucester", "Gloucestershire", "GL"), ("Cheltenham", "Gloucestershire", "GL"),
    ("Swindon", "Wiltshire", "SN"), ("Salisbury", "Wiltshire", "SP"),
    ("Taunton", "Somerset", "TA"), ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"),
    ("Dorchester", "Dorset", "DT"), ("Guildford", "Surrey", "GU"),
    ("Maidstone", "Kent", "ME"), ("Canterbury", "Kent", "CT"),
    ("Chelmsford", "Essex", "CM"), ("Colchester", "Essex", "CO"),
    ("Ipswich", "Suffolk", "IP"), ("Norwich", "Norfolk", "NR"),
    ("Peterborough", "Cambridgeshire", "PE"), ("Lincoln", "Lincolnshire", "LN"),
    ("Derby", "Derbyshire", "DE"), ("Mansfield", "Nottinghamshire", "NG"),
    ("Leicester", "Leicestershire", "LE"), ("Northampton", "Northamptonshire", "NN"),
    ("Durham", "County Durham", "DH"), ("Carlisle", "Cumbria", "CA"),
    ("Darlington", "County Durham", "DL"), ("Swansea", "West Glamorgan", "SA"),
    ("Wrexham", "Clwyd", "LL"), ("Dundee", "Angus", "DD"), ("Perth", "Perthshire", "PH"),
    ("Inverness", "Highland", "IV"), ("Paisley", "Renfrewshire", "PA"),
    ("Stirling", "Stirlingshire", "FK"), ("Ayr", "Ayrshire", "KA"),
]

STREET_NAMES = [
    "Elm", "Maple", "Cedar", "Juniper", "Larkspur", "Willow", "Hawthorn", "Chestnut",
    "Sycamore", "Birchwood", "Orchard", "Mill", "Church", "Station", "Victoria",
    "Albert", "Queen's", "King Edward", "Granby", "Beechcroft", "Ashgrove", "Fernhill",
    "Marlborough", "Wellington", "Kingfisher", "Heron", "Larch", "Harcourt", "Primrose",
    "Rosemary", "Thornbury", "Whitmore", "Pinecrest", "Riverside", "Lakeview",
    "Meadowbrook", "Fox Hollow", "Quarry", "Foundry", "Tannery", "Cobblestone",
    "Bellflower", "Prospect", "Summit", "Garfield", "Jefferson", "Lincoln", "Madison",
]
US_STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr",
                    "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place"]
UK_STREET_SUFFIX = ["Street", "Road", "Lane", "Close", "Crescent", "Avenue", "Gardens",
                    "Terrace", "Grove", "Drive", "Mews", "Way", "Row", "Walk"]
US_UNITS = ["Apt 3", "Apt 2B", "Unit 14", "Apt 407", "#12", "Suite 210", "Apt C"]
UK_UNITS = ["Flat 2", "Flat 4B", "Flat 11", "Apartment 7"]
UK_HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Millstone House", "Brook Farm",
                  "Ivy Lodge", "Hill View"]

US_HOSPITALS = [
    "Lakeside General Hospital", "St. Brendan's Medical Center", "Mercy Ridge Hospital",
    "Cedar Valley Regional Medical Center", "Northgate Memorial Hospital",
    "Providence Hollow Hospital", "St. Agatha's Hospital", "Riverbend Health Center",
    "Bluestone University Hospital", "Harmon County Hospital", "Pine Crest Medical Center",
    "Good Shepherd Regional Hospital", "Ashford Valley Hospital",
    "Fairhaven Community Hospital", "Meadowlark Medical Center",
    "Sister Clare Memorial Hospital", "Westbrook Veterans Hospital",
    "Granite Peak Regional Hospital", "Oak Hollow Rehabilitation Hospital",
]
US_IMAGING_CENTERS = [
    "Summit Imaging Associates", "Clearview Open MRI", "Tri-County Diagnostic Imaging",
    "Beacon Breast Imaging Center", "Horizon Outpatient Imaging",
    "Northside Radiology Partners", "Keystone Vascular and Interventional Center",
    "Parkway Women's Imaging",
]
US_CLINICS = [
    "Maple Grove Family Practice", "Riverside Internal Medicine", "Eastside Urgent Care",
    "Hillcrest Orthopedics", "Sunrise Pulmonary Associates", "Valley Oncology Group",
    "Crossroads Primary Care", "Willow Creek Pediatrics", "Tallgrass Urology Clinic",
    "Baytown Gastroenterology", "Lakeshore Women's Health", "Frontier Spine Center",
]
US_UNITS_WARDS = ["4 North", "5 West", "6 East Telemetry", "Pavilion 3", "7 South",
                  "Stepdown B", "2 West Ortho", "Gold Pod", "9 Tower"]
US_NURSING_HOMES = ["Sunny Acres Care Center", "Heritage Oaks Nursing Home",
                    "Brookdale Manor Skilled Nursing", "Pleasant View Assisted Living"]

UK_HOSPITALS = [
    "St Aldhelm's Hospital", "Royal Wexcombe Infirmary", "Northbridge General Hospital",
    "Queen Adelaide Hospital", "Kingsmere District General Hospital",
    "St Cuthbert's Community Hospital", "Royal Harwood Hospital",
    "Moorfield Park Hospital", "Princess Beatrice Hospital", "Fallowfield Royal Infirmary",
    "Castlegate Hospital", "Brackley Vale Hospital", "Eastholme University Hospital",
    "Thornaby Cross Hospital", "Glenmoray Royal Infirmary", "Abbeyfields Hospital",
]
UK_TRUSTS = [
    "Northbridge Teaching Hospitals NHS Foundation Trust",
    "Wexcombe and District NHS Trust", "Eastholme University Hospitals NHS Trust",
    "Pennine Vale Healthcare NHS Foundation Trust", "Glenmoray Health Board",
    "Severnside Hospitals NHS Trust",
]
UK_SURGERIES = [
    "Elm Park Surgery", "The Ridgeway Medical Centre", "Castle Street Surgery",
    "Holly Tree Practice", "Riverside Health Centre", "Millbrook Medical Practice",
    "Abbey Lane Surgery", "Oakwood Group Practice", "Bridgefoot Surgery",
    "St Luke's Medical Centre", "Westgate Family Practice", "Marsh Lane Surgery",
]
UK_WARDS = ["Beech Ward", "Nightingale Ward", "Rowan Ward", "Ward 22", "Hazel Ward",
            "Cavell Ward", "Juniper Ward", "Lister Ward", "Ward 7B", "Kestrel Ward",
            "Oak Ward", "Seacole Ward", "Fleming Ward"]
UK_CARE_HOMES = ["Meadowbank Care Home", "The Laurels Nursing Home",
                 "Hollybrook Residential Home", "St Winifred's Care Home"]
UK_IMAGING_CENTRES = ["Northbridge Community Diagnostic Centre",
                      "Wexcombe Breast Screening Unit", "Kingsmere Imaging Centre",
                      "Eastholme Breast Screening Service", "Moorfield Mobile Screening Unit"]

BUILDINGS = ["Harlow Pavilion", "Kessler Tower", "Brunel Wing", "Whitfield Building",
             "Jubilee Wing", "Orchard House", "Lister Building", "Pemberton Annex",
             "Hadley Pavilion", "Centenary Block"]
LANDMARKS = ["Millbrook Park", "the Riverside Mall", "Hollins Reservoir", "Kettle Point Marina",
             "Castle Hill car park", "the Glenfield Leisure Centre", "Fox Run Golf Course",
             "Westgate Shopping Centre", "Bramley Lake", "Union Station"]

EMPLOYERS_US = ["Acme Freight", "Keystone Steel Fabricators", "Blue Ridge Poultry",
                "Tri-State Roofing", "Harbor Logistics", "Granger Lumber Co.",
                "Midwest Grain Cooperative", "Summit Power & Light", "Redline Auto Body",
                "Pioneer Mining Company", "Lakeside School District", "Cobalt Data Systems"]
EMPLOYERS_UK = ["Pennine Haulage Ltd", "Northbridge Borough Council", "Castle Joinery",
                "Severn Valley Foundry", "Thornbury Building Supplies", "Greyfriars Academy",
                "Redwing Rail Services", "Brackley Engineering", "Harrow & Sons Dairy",
                "Moorland Quarry Products"]
INSURERS_US = ["Blue Harbor Health", "Keystone Mutual Health Plan", "Prairie Shield Insurance",
               "Evergreen Care Plan", "Liberty Crest Health", "Union Medical Benefit Trust"]
INSURERS_UK = ["Harbourline Health", "Albion Private Medical", "Thistle Health Insurance",
               "Crown Mutual Healthcare"]
TELERAD = ["Meridian Teleradiology Group", "NightOwl Imaging Reads LLC",
           "Atlantic Radiology Reporting Ltd", "Overwatch Teleradiology"]
SCHOOLS = ["Westfield High School", "St Anne's Primary School", "Northbridge College",
           "Ridgeview Middle School", "Kingsmere Grammar School"]
CHURCHES = ["St Columba's Church", "Grace Fellowship Church", "Bethel Baptist Church"]

PROFESSIONS = [
    ("shipyard welder", "asbestos"), ("welder", "metal"), ("sheet metal worker", "metal"),
    ("machinist", "metal"), ("grinder operator", "metal"), ("coal miner", "dust"),
    ("stonemason", "dust"), ("quarry worker", "dust"), ("farmer", "dust"),
    ("plumber", "asbestos"), ("electrician", "asbestos"), ("roofer", "fall"),
    ("scaffolder", "fall"), ("window cleaner", "fall"), ("lorry driver", "mvc"),
    ("truck driver", "mvc"), ("bus driver", "mvc"), ("delivery driver", "mvc"),
    ("airline pilot", "none"), ("schoolteacher", "none"), ("primary school teacher", "none"),
    ("nurse", "none"), ("accountant", "none"), ("hairdresser", "none"), ("chef", "none"),
    ("software engineer", "none"), ("postal worker", "none"), ("professional footballer", "sport"),
    ("rugby coach", "sport"), ("dancer", "sport"), ("warehouse operative", "fall"),
    ("carpenter", "metal"), ("firefighter", "none"), ("police officer", "none"),
    ("retired boilermaker", "asbestos"), ("retired teacher", "none"), ("retired miner", "dust"),
    ("retired railway engineer", "asbestos"), ("retired nurse", "none"),
    ("cleaner", "none"), ("bricklayer", "fall"), ("dental hygienist", "none"),
]

COUNTRIES = ["Portugal", "Nigeria", "India", "Pakistan", "Poland", "Romania", "Ghana",
             "Philippines", "Mexico", "Guatemala", "Vietnam", "Kenya", "Brazil", "Ireland",
             "Jamaica", "Turkey", "Spain", "Thailand", "Egypt", "Somalia", "Ukraine",
             "Canada", "Australia", "Germany", "Italy", "Bangladesh", "Sri Lanka"]

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother",
             "mother", "father", "niece", "nephew", "neighbour", "friend", "carer",
             "granddaughter", "grandson", "son-in-law", "daughter-in-law"]

DR_CREDS_US = ["MD", "DO", "MD, PhD", "MD, FACR", "MBBS", "MD, MPH"]
DR_CREDS_UK = ["FRCR", "MBBS FRCR", "MB ChB FRCR", "MRCP FRCR", "BM BCh FRCR", "MBChB"]
TX_INITIALS = ["jk", "mlt", "rb", "sp", "kdw", "ah", "tm", "cv", "lr", "gn", "bw", "df"]
