"""Invented value pools for dev74_en. Every value here was written by hand for this set."""

FIRST_M = [
    "James", "Robert", "Harold", "Dennis", "Keith", "Graham", "Colin", "Nigel", "Walter", "Eugene",
    "Jose", "Luis", "Ramon", "Joaquin", "Mateo", "Alejandro", "Chukwuemeka", "Kwame", "Oluwaseun",
    "Babajide", "Kofi", "Emeka", "Rajesh", "Arjun", "Vikram", "Imran", "Sanjeev", "Harpreet", "Wei",
    "Hiroshi", "Minjun", "Jianyu", "Duc", "Tuan", "Dmitri", "Piotr", "Bogdan", "Miroslav", "Tariq",
    "Yousef", "Khalid", "Omar", "Padraig", "Cormac", "Eoin", "Ruairi", "Thaddeon", "Corvyn", "Idrel",
    "Vasko", "Brannoc", "Will", "Bishop", "Hunter", "Mason", "Chase", "Rowan", "Sione", "Tevita",
    "Anselm", "Osvaldo", "Yerlan", "Bekzat", "Ilario", "Fenwick", "Lachlan", "Gideon", "Cyrus",
]
FIRST_F = [
    "Mary", "Patricia", "Doreen", "Brenda", "Gillian", "Maureen", "Edith", "Lorraine", "Guadalupe",
    "Ximena", "Rosario", "Marisol", "Ngozi", "Adaeze", "Abena", "Folasade", "Priya", "Sunita",
    "Ananya", "Farzana", "Mei", "Yuki", "Jiwoo", "Thuy", "Agnieszka", "Olena", "Svetlana", "Fatima",
    "Layla", "Amira", "Siobhan", "Aoife", "Niamh", "Zelphine", "Marisska", "Quenna", "Oriel",
    "Hope", "Rose", "Faith", "Grace", "Joy", "Iris", "Ivy", "Summer", "Dawn", "Merry", "Pearl",
    "Tamsin", "Hester", "Ebele", "Yetunde", "Lalita", "Noor", "Kalani", "Ilse", "Britta", "Oyelade",
    "Wrenna", "Soraya", "Delphine", "Mirela", "Tuyet", "Kiri", "Anahera",
]
LAST = [
    "Smith", "Whitfield", "Harrow", "Pemberton", "Okafor", "Adeyemi", "Mensah", "Nwosu", "Garcia",
    "Hernandez", "Villanueva", "Quispe", "Patel", "Nair", "Chaudhry", "Raghunathan", "Nguyen",
    "Tanaka", "Zhou", "Park", "Kowalczyk", "Petrenko", "Novak", "Haddad", "Al-Rashid", "Mansour",
    "O'Sullivan", "McGrath", "Fitzgerald", "Vantreece", "Quillfeather", "Osmundsen-Dray",
    "Zabrokowicz", "Threlkeld", "Merrindale", "Okonkwo-Bailey", "Drelinsky", "Yavari-Holm",
    "Bishop", "Ward", "Long", "Best", "Young", "King", "Cook", "Baker", "Price", "Church", "Small",
    "Hope", "Rose", "Page", "Marsh", "Hill", "Stone", "Wood", "Bell", "Moody", "Sharp", "Read",
    "Faleolo", "Tupou", "Abenov", "Kuznetsova", "Ferreira-Lobo", "Castellanos", "Ikwuemesi",
    "Szczepanik", "Thibodeaux", "Vuong", "Bhattacharjee", "Oyelaran", "Grzelak", "Mbeki-Ross",
    "Lindqvist", "Achterberg", "Dunleavy", "Harkness", "Penhaligon", "Trevethan", "Brackwater",
]
NICK = {"Robert": "Bobby", "James": "Jim", "Patricia": "Patty", "Margaret": "Peggy", "Walter": "Walt",
        "Guadalupe": "Lupe", "Jose": "Pepe", "Eugene": "Gene", "Dennis": "Denny", "Rajesh": "Raj",
        "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Aoife": "Eefa", "Dmitri": "Dima",
        "Svetlana": "Sveta", "Gillian": "Jill", "Edith": "Edie", "Lorraine": "Lori", "Alejandro": "Alex",
        "Harold": "Hal", "Babajide": "Jide", "Folasade": "Sade", "Thaddeon": "Tad"}
GENERIC_NICK = ["Sonny", "Red", "Bud", "Tiny", "Sunny", "Dolly", "Skip", "Birdie", "Chip", "Boots"]

US_TOWNS = ["Cedar Hollow", "Port Averill", "Greyhaven", "Wexcombe", "North Tallis", "Brindle Creek",
            "Oakmere", "Castellan", "Fenwick Springs", "Lowry Junction", "Marrow Bay", "East Quarry",
            "Halvorsen", "Tarrington", "Sable Point", "Kettle Ridge", "Dunmore", "Pellham Forge",
            "Vesper Lake", "Amberly Crossing", "Quintana Flats", "Hollis Mill"]
US_COUNTIES = ["Dunmore County", "Ashby County", "Sorrel County", "Kinnear County"]
UK_TOWNS = ["Thornbury Vale", "Kettlewick", "Ashcombe-on-Sea", "Wrexley", "Market Danby",
            "Holloway Cross", "Pendlebury St Anne", "Crowmarsh Green", "Fallowfield Norton",
            "Little Brampton", "Sedgeholme", "Upper Wyck", "Burnside Tolley"]
US_STATES = [("Ohio", "OH"), ("Oregon", "OR"), ("Georgia", "GA"), ("Texas", "TX"), ("Michigan", "MI"),
             ("Virginia", "VA"), ("Arizona", "AZ"), ("Wisconsin", "WI"), ("Kentucky", "KY"),
             ("New Mexico", "NM"), ("Maine", "ME"), ("Iowa", "IA"), ("Nebraska", "NE"),
             ("Vermont", "VT"), ("Illinois", "IL"), ("Tennessee", "TN"), ("Washington", "WA")]
UK_REGIONS = ["Kent", "Cheshire", "West Yorkshire", "Lancashire", "Devon", "Norfolk", "Cumbria",
              "Shropshire", "Somerset", "Northumberland", "Fife", "Powys"]
COUNTRIES = ["Nigeria", "Guatemala", "Poland", "Vietnam", "India", "Philippines", "Ireland",
             "Jamaica", "Ukraine", "Somalia", "Portugal", "El Salvador", "Ghana", "Pakistan", "Mexico",
             "Haiti", "Tonga", "Kazakhstan", "Romania", "Eritrea", "Sri Lanka", "Peru"]
STREET_NAMES = ["Larchmere", "Quenby", "Ashgrove", "Pellinore", "Tamarack", "Wickersham", "Bracken",
                "Orchard Hill", "Juniper", "Saltmarsh", "Dovecote", "Hartwell", "Elmira", "Kestrel",
                "Foxglove", "Millrace", "Copperleaf", "Beacon", "Halyard", "Wrenfield", "Thistle"]
US_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Ln", "Drive", "Court", "Way", "Blvd"]
UK_SUFFIX = ["Road", "Lane", "Close", "Crescent", "Terrace", "Street", "Gardens", "Way", "Mews"]

HOSP_STEMS = ["Harbor Crest", "Wexcombe", "Pinebrook", "Tallis Valley", "Brindlewood", "Sable Point",
              "Greyhaven", "Northgate", "Calloway", "Marrow Bay", "Kettle Ridge", "Vesper Lake"]
UK_HOSP_STEMS = ["Thornbury", "Kettlewick", "Wrexley", "Sedgeholme", "Ashcombe", "Danby", "Tolley"]
SAINTS = ["Brendan", "Oswin", "Ursula", "Cuthbert", "Adelaide", "Finnian", "Hilda"]
US_UNITS = ["Magnolia Unit", "Sterling Pavilion", "Birchwood Unit", "Founders 6", "Larkin Tower 4",
            "Cedar Unit", "Hawthorne Pavilion"]
UK_WARDS = ["Juniper Ward", "Kingfisher Ward", "Rowan Ward", "Heron Ward", "Bluebell Ward",
            "Marigold Ward", "Curlew Ward", "Hazel Ward"]
SNF = ["Willow Glen Rehabilitation Center", "Brookhaven Nursing & Rehab", "Meadowcroft Care Home",
       "Silverbirch Manor", "Lantern Hill Skilled Nursing", "Orchard Rest Assisted Living",
       "The Laurels Care Home", "Riverside Gardens SNF"]
CLINICS_US = ["Eastside Family Practice", "Tallis Valley Internal Medicine", "Greyhaven Community Clinic",
              "Northgate Heart Associates", "Copperleaf Dialysis Center", "Sable Point Urgent Care"]
CLINICS_UK = ["Ashgrove Surgery", "Millrace Medical Centre", "Elm Close Practice",
              "Danby Road Health Centre", "Wrexley Renal Unit"]
PHARMACIES = ["Kessler Pharmacy", "Fairway Pharmacy", "Beacon Street Drug", "Halyard Chemist",
              "Cornerstone Apothecary"]
EMPLOYERS = ["Tri-County Freight", "Halvorsen Tool & Die", "Quenby Foods", "Brightline Logistics",
             "Pellinore Insurance Group", "Ashcombe Borough Council", "Marrow Bay Shipyard",
             "Vesper Lake Poultry", "Castellan Steelworks", "Kettlewick Bus Company",
             "Greenmantle Landscaping", "Orrin & Daughters Bakery", "Sorrel County Transit"]
SCHOOLS = ["Tarrington Middle School", "Greyhaven Community College", "St Oswin's Primary",
           "Oakmere High School", "Wrexley Sixth Form College", "Lowry Junction Elementary"]
OTHER_ORGS = ["Grace Fellowship Church", "Oakmere Meals on Wheels", "Sable Point Senior Center",
              "Kettlewick Mosque", "Holy Trinity Parish", "Marrow Bay Veterans Post",
              "Dunmore Food Pantry", "Brindle Creek Baptist Church"]

PROFESSIONS = ["machinist", "school bus driver", "welder", "HVAC technician", "accountant",
               "hairdresser", "long-haul trucker", "dairy farmer", "roofer", "dental hygienist",
               "librarian", "postal worker", "line cook", "software engineer", "taxi driver",
               "electrician", "plumber", "care assistant", "barrister", "landscaper",
               "warehouse picker", "nanny", "pastor", "estate agent", "bartender", "coal miner",
               "seamstress", "carpenter", "security guard", "lorry driver", "office cleaner",
               "shop assistant", "bricklayer", "dockworker", "veterinary nurse", "bookkeeper",
               "crossing guard", "fisherman", "piano teacher", "forklift operator"]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew",
             "partner", "friend", "neighbour", "granddaughter", "grandson", "mother", "father"]
RELATION_ABBR = {"wife": "wife", "husband": "husb", "daughter": "dtr", "son": "son", "sister": "sis",
                 "brother": "bro", "niece": "niece", "nephew": "nephew", "partner": "partner",
                 "friend": "friend", "neighbour": "neighbor", "granddaughter": "gd", "grandson": "gs",
                 "mother": "mom", "father": "dad"}
