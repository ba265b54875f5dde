"""Invented pools for dev207_en (author 207). All organisations, hospitals and streets are fictional."""

MALE = """James Robert Michael William David Richard Joseph Thomas Charles Daniel Matthew Anthony Mark
Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan
Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Benjamin Samuel Gregory Frank Raymond Patrick
Dennis Jerry Aaron Adam Nathan Henry Douglas Peter Walter Harold Keith Roger Gerald Carl Terry Sean
Arthur Lawrence Bruce Albert Alan Wayne Roy Ralph Eugene Vincent Russell Louis Philip Hamish Lachlan
Angus Callum Darcy Trent Mitchell Brendan Declan Rhys Wiremu Minh Arjun Rajesh Wei Jun Hiroshi Kwame
Tariq Omar Mehmet Giorgos Stavros Luca Marco Dmitri Tomasz Mateo Diego Carlos Luis DeShawn Malik
Jamal Tyrone Graeme Neville Clive Barry Desmond Colin Ignatius Emeka Tuan Sione""".split()

FEMALE = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty
Margaret Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie
Rebecca Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha
Katherine Christine Rachel Carolyn Janet Catherine Maria Heather Diane Ruth Julie Olivia Joyce
Virginia Victoria Kelly Lauren Joan Evelyn Judith Megan Andrea Cheryl Hannah Martha Gloria Teresa
Frances Janice Alice Sophia Grace Denise Doris Marilyn Beverly Natalie Charlotte Tegan Kylie Bronwyn
Shannon Narelle Leanne Kirsty Mei Priya Aroha Fatima Yasmin Leila Ngoc Anh Sofia Elena Giulia Ioanna
Agnieszka Keisha Latoya Imani Guadalupe Rosa Maeve Siobhan Ingrid Noor Ayesha Chloe Jacinta""".split()

SURNAMES = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark
Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams
Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Phillips Evans Turner Parker Collins Edwards
Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed Bailey Bell Kelly Howard Ward Cox
Richardson Wood Watson Brooks Bennett Gray James Hughes Price Sanders Myers Long Ross Foster
OBrien McAllister Fitzgerald Donnelly Kowalski Nowak Papadopoulos Costa Rossi Bianchi Esposito
Tran Pham Le Vu Chen Wang Liu Zhang Huang Singh Patel Sharma Gupta Iyer Khan Hussain Ahmed Haddad
Nakamura Tanaka Sato Kim Park Choi Okafor Mensah Adeyemi Tupou Ngata Walsh Doyle Byrne Keane Lyons
Henderson Fraser MacKenzie Sutherland Gallagher Abernethy Whitlock Pemberton Ashworth Kingsley
Thornton Blackwood Hargreaves Delaney Ostrowski Lindqvist Johansson Van-der-Berg Dubois Moreau
Schneider Becker Vogel Alvarez Castillo Mendoza Romero Herrera Medina Aguilar Reyes Cruz""".split()
SURNAMES = [("O'Brien" if s == "OBrien" else s) for s in SURNAMES]

NICK = {
    "Robert": ["Bob", "Rob", "Bobby"], "William": ["Bill", "Will"], "Richard": ["Rick", "Rich"],
    "James": ["Jim", "Jimmy"], "Michael": ["Mike", "Mick"], "Thomas": ["Tom", "Tommy"],
    "Joseph": ["Joe"], "Charles": ["Charlie", "Chuck"], "Daniel": ["Dan", "Danny"],
    "Anthony": ["Tony"], "Edward": ["Ed", "Eddie"], "Kenneth": ["Ken"], "Donald": ["Don"],
    "Ronald": ["Ron"], "Timothy": ["Tim"], "Gregory": ["Greg"], "Stephen": ["Steve"],
    "Steven": ["Steve"], "Douglas": ["Doug"], "Lawrence": ["Larry", "Laurie"], "Patrick": ["Pat", "Paddy"],
    "Raymond": ["Ray"], "Gerald": ["Gerry"], "Albert": ["Al", "Bert"], "Andrew": ["Andy"],
    "Peter": ["Pete"], "Benjamin": ["Ben"], "Samuel": ["Sam"], "Matthew": ["Matt"],
    "Nicholas": ["Nick"], "Jonathan": ["Jon"], "Lachlan": ["Lachie"], "Margaret": ["Peggy", "Maggie"],
    "Elizabeth": ["Liz", "Beth"], "Patricia": ["Trish", "Pat"], "Katherine": ["Kate", "Kathy"],
    "Jennifer": ["Jen"], "Deborah": ["Deb"], "Susan": ["Sue"], "Barbara": ["Barb"],
    "Rebecca": ["Becky"], "Christine": ["Chris"], "Victoria": ["Vicky"], "Dorothy": ["Dot"],
    "Kimberly": ["Kim"], "Pamela": ["Pam"], "Judith": ["Judy"], "Frances": ["Fran"],
    "Virginia": ["Ginny"], "Cynthia": ["Cindy"], "Teresa": ["Tess"], "Philip": ["Phil"],
    "Russell": ["Russ"], "Vincent": ["Vince"], "Harold": ["Harry"], "Walter": ["Wally"],
    "Graeme": ["Gray"], "Desmond": ["Des"], "Neville": ["Nev"], "Barry": ["Baz"],
}

# (city, state abbreviation, state full name, zip prefix)
US_CITIES = [
    ("Springfield", "IL", "Illinois", "627"), ("Dayton", "OH", "Ohio", "454"),
    ("Tucson", "AZ", "Arizona", "857"), ("Boise", "ID", "Idaho", "837"),
    ("Albany", "NY", "New York", "122"), ("Eugene", "OR", "Oregon", "974"),
    ("Tacoma", "WA", "Washington", "984"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Raleigh", "NC", "North Carolina", "276"),
    ("Savannah", "GA", "Georgia", "314"), ("Madison", "WI", "Wisconsin", "537"),
    ("Omaha", "NE", "Nebraska", "681"), ("Lubbock", "TX", "Texas", "794"),
    ("Fresno", "CA", "California", "937"), ("Duluth", "MN", "Minnesota", "558"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Reno", "NV", "Nevada", "895"),
    ("Provo", "UT", "Utah", "846"), ("Mobile", "AL", "Alabama", "366"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Scranton", "PA", "Pennsylvania", "185"),
    ("Portland", "ME", "Maine", "041"), ("Burlington", "VT", "Vermont", "054"),
    ("Wichita", "KS", "Kansas", "672"), ("Des Moines", "IA", "Iowa", "503"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Cheyenne", "WY", "Wyoming", "820"), ("Billings", "MT", "Montana", "591"),
    ("Annapolis", "MD", "Maryland", "214"), ("Toledo", "OH", "Ohio", "436"),
    ("Sarasota", "FL", "Florida", "342"), ("Pueblo", "CO", "Colorado", "810"),
]
US_COUNTIES = ["Marion County", "Washoe County", "Lancaster County", "Polk County",
               "Hamilton County", "Cumberland County", "Pima County", "Dane County"]

AU_CITIES = [
    ("Parramatta", "NSW", "New South Wales", "2150"), ("Wollongong", "NSW", "New South Wales", "2500"),
    ("Newcastle", "NSW", "New South Wales", "2300"), ("Penrith", "NSW", "New South Wales", "2750"),
    ("Dubbo", "NSW", "New South Wales", "2830"), ("Queanbeyan", "NSW", "New South Wales", "2620"),
    ("Geelong", "VIC", "Victoria", "3220"), ("Ballarat", "VIC", "Victoria", "3350"),
    ("Bendigo", "VIC", "Victoria", "3550"), ("Frankston", "VIC", "Victoria", "3199"),
    ("Mildura", "VIC", "Victoria", "3500"), ("Toowoomba", "QLD", "Queensland", "4350"),
    ("Townsville", "QLD", "Queensland", "4810"), ("Cairns", "QLD", "Queensland", "4870"),
    ("Ipswich", "QLD", "Queensland", "4305"), ("Mackay", "QLD", "Queensland", "4740"),
    ("Fremantle", "WA", "Western Australia", "6160"), ("Bunbury", "WA", "Western Australia", "6230"),
    ("Joondalup", "WA", "Western Australia", "6027"), ("Launceston", "TAS", "Tasmania", "7250"),
    ("Hobart", "TAS", "Tasmania", "7000"), ("Glenelg", "SA", "South Australia", "5045"),
    ("Mount Gambier", "SA", "South Australia", "5290"), ("Darwin", "NT", "Northern Territory", "0800"),
    ("Alice Springs", "NT", "Northern Territory", "0870"), ("Belconnen", "ACT", "Australian Capital Territory", "2617"),
]

STREET_NAMES = """Elm Oak Maple Cedar Willow Birch Pine Chestnut Hawthorn Magnolia Juniper Sycamore Laurel
Walnut Poplar Ash Aspen Hickory Linden Banksia Wattle Waratah Acacia Jacaranda Grevillea Kurrajong
Ironbark Bottlebrush Lilly-Pilly Harbour Ridge Lake River Meadow Orchard Prospect Highland Valley
Sunset Canyon Mill Station Church Victoria Albert Regent Kingfisher Heron Lyrebird Kestrel Quarry
Fenwick Garnet Beacon Clifton Ashby Holloway Marlow Rutherford Tennyson Wentworth Cromwell""".split()
US_STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
                   "Boulevard", "Blvd", "Court", "Ct", "Place", "Way", "Terrace", "Circle"]
AU_STREET_TYPES = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres", "Parade",
                   "Place", "Pl", "Close", "Court", "Drive", "Dr", "Grove", "Highway", "Terrace"]

US_HOSPITALS = [
    "Lakeshore Regional Medical Center", "St. Brendan's Hospital", "Mercy Ridge Medical Center",
    "Prairie View Hospital", "Northfield Community Hospital", "Good Shepherd Medical Center",
    "Blue Mesa Health", "Riverbend Surgical Center", "Granite Peak Medical Center",
    "Holloway Memorial Hospital", "Sequoia Valley Hospital", "St. Agatha's Medical Center",
    "Brightwater University Hospital", "Cottonwood General Hospital",
]
US_CLINICS = [
    "Cedar Vale Urology Associates", "Tri-County Urology Group", "Pinecrest Men's Health Clinic",
    "Summit Continence Center", "Lakeshore Urology & Stone Clinic", "Meadowbrook Urology",
    "Willow Creek Family Practice", "Oak Hollow Family Medicine", "Harbor Point Internal Medicine",
    "Red Rock Primary Care", "Maple Grove Family Physicians", "Eastgate Ambulatory Surgery Center",
]
US_LABS = ["Bayfront Pathology Laboratories", "Keystone Diagnostic Pathology",
           "Northstar Reference Laboratory", "Granite Peak Anatomic Pathology",
           "Clearwater Andrology Laboratory", "Heartland Fertility & Andrology Lab"]
US_PHARM = ["Main Street Pharmacy", "Corner Drug Pharmacy", "Lakeside Apothecary",
            "Hilltop Community Pharmacy"]
US_CARE_HOMES = ["Sunset Pines Nursing Home", "Evergreen Manor Skilled Nursing",
                 "Magnolia Court Assisted Living", "Heritage Oaks Care Center"]

AU_HOSPITALS = [
    "Royal Banksia Hospital", "Wattle Grove Private Hospital", "St Columba's Hospital",
    "Coral Coast Base Hospital", "Riverina District Hospital", "Harbourside Private Hospital",
    "Southern Highlands General", "Mount Kiera Day Surgery", "Lyrebird Valley Hospital",
    "Port Curtis Community Hospital", "Ironbark Regional Health", "St Finbar's Private",
]
AU_CLINICS = [
    "Southern Bay Urology", "Bayside Men's Health", "Coastal Urology Partners",
    "Bluewater Medical Centre", "Jacaranda Family Practice", "Ironbark GP Clinic",
    "Kingfisher Medical Group", "Heron Street Surgery", "Northside Continence Clinic",
    "Waratah Urology Rooms", "Tasman Street Medical",
]
AU_LABS = ["Gumtree Pathology", "Seaview Pathology", "Southern Cross Andrology Laboratory",
           "Bluegum Diagnostic Pathology", "Kookaburra Clinical Laboratories"]
AU_PHARM = ["Wattle Street Pharmacy", "Beachside Chemist", "Ridgeway Pharmacy", "Heron Point Chemist"]
AU_CARE_HOMES = ["Banksia Gardens Aged Care", "Seaholme Lodge", "Grevillea House Residential Care",
                 "Mallee Court Aged Care"]
AU_WARDS = ["Banksia Ward", "Waratah Ward", "Kookaburra Ward", "Grevillea Ward", "Wattle Ward",
            "Bottlebrush Ward"]
US_WARDS = ["Harbor Unit", "Maple Unit", "Cedar Pavilion Unit", "Bradley Short Stay Unit"]
BUILDINGS = ["Kessler Building", "Harbour Wing", "Lister Pavilion", "Whitmore Tower",
             "Galloway Wing", "Sutton Annex", "Rowan Building", "Pemberton House"]

EMPLOYERS = [
    "Redgum Logistics", "Prairie Steel Works", "Northgate Mining Co.", "Silverline Transit",
    "Harlow & Finch Accountants", "Kestrel Aviation", "Blue Gum Vineyards", "Tristate Rubber Company",
    "Coastal Dye & Finishing", "Summit Roofing", "Meridian Software", "Quarry Hill School",
    "Ironbark Constructions", "Great Plains Grain Co-op", "Lakeside Unified School District",
    "Pacific Rim Freight", "Crescent Moon Bakery", "Dunmore Meatworks", "Orion Electrical Services",
    "Whitfield Marine", "Golden Wattle Childcare", "Bridgewater Council",
]
CHURCHES = ["St. Anselm's Parish", "Grace Community Church", "Holy Trinity Uniting Church"]
US_INSURERS = ["BlueHarbor Health Plan", "Keystone Mutual", "Pinecrest Health Insurance",
               "Unity Care HMO", "Great Lakes Benefit Trust"]
AU_FUNDS = ["Eucalypt Health Fund", "Coastal Members Health", "Tasman Mutual Health",
            "Greenfield Health Cover"]

PROFESSIONS = [
    "truck driver", "long-haul truck driver", "farmer", "plumber", "electrician", "accountant",
    "high school teacher", "police officer", "firefighter", "painter and decorator", "hairdresser",
    "rubber factory worker", "dye-house worker", "chef", "airline pilot", "carpenter", "coal miner",
    "mechanic", "sales manager", "software engineer", "bus driver", "warehouse supervisor",
    "real estate agent", "dentist", "lawyer", "landscaper", "fisherman", "cabinet maker",
    "boilermaker", "shearer", "publican", "concreter", "forklift operator", "bricklayer", "cleaner",
    "librarian", "postal worker", "welder", "taxi driver", "security guard", "bank teller",
    "civil engineer", "pharmacy assistant", "primary school teacher", "cattle station manager",
    "sheet metal worker", "printer", "railway signaller", "panel beater", "IT consultant",
]
FAM_PROFESSIONS = ["nurse", "teacher", "bookkeeper", "retail assistant", "midwife", "social worker",
                   "office manager", "hairdresser", "accountant", "paramedic", "child care worker"]

BIRTH_COUNTRIES = ["Vietnam", "Greece", "Italy", "Philippines", "India", "Lebanon", "Poland",
                   "Mexico", "Ireland", "Scotland", "New Zealand", "China", "South Korea",
                   "Nigeria", "Ghana", "Tonga", "Samoa", "Croatia", "Malta", "Chile", "Sri Lanka"]
LANGUAGES = {"Vietnam": "Vietnamese", "Greece": "Greek", "Italy": "Italian", "Philippines": "Tagalog",
             "India": "Hindi", "Lebanon": "Arabic", "Poland": "Polish", "Mexico": "Spanish",
             "China": "Mandarin", "South Korea": "Korean", "Tonga": "Tongan", "Samoa": "Samoan",
             "Croatia": "Croatian", "Chile": "Spanish", "Malta": "Maltese"}
