"""Name, place and organisation pools for dev204_en (author 204's own invention).

All lists are plain lists so that iteration order never depends on hashing.
Place names are real towns used only as fictional addresses; every hospital,
practice, company and school name here is invented.
"""

MALE_UK = [
    "David", "Peter", "Michael", "John", "Stephen", "Graham", "Alan", "Keith",
    "Brian", "Derek", "Colin", "Trevor", "Gareth", "Ian", "Neil", "Stuart",
    "Malcolm", "Raymond", "Dennis", "Terence", "Barry", "Kevin", "Darren",
    "Liam", "Callum", "Rhys", "Owen", "Imran", "Tariq", "Mohammed", "Rajesh",
    "Sanjay", "Tomasz", "Piotr", "Kwame", "Desmond", "Winston", "Fergus",
    "Angus", "Hamish", "Declan", "Seamus", "Harold", "Albert", "Frank",
    "George", "Geoffrey", "Nigel", "Clive", "Roy",
]
FEMALE_UK = [
    "Margaret", "Susan", "Patricia", "Jean", "Christine", "Linda", "Sandra",
    "Brenda", "Janet", "Pauline", "Maureen", "Elaine", "Gillian", "Carol",
    "Shirley", "Doreen", "Irene", "Sheila", "Joan", "Valerie", "Karen",
    "Joanne", "Nicola", "Kerry", "Gemma", "Siobhan", "Aileen", "Morag",
    "Bethan", "Cerys", "Nasreen", "Shazia", "Farzana", "Priya", "Anita",
    "Agnieszka", "Marta", "Abena", "Grace", "Hyacinth", "Eileen", "Hilda",
    "Winifred", "Dorothy", "Rita", "Lesley", "Fiona", "Alison", "Tracey",
    "Mandy",
]
MALE_US = [
    "James", "Robert", "William", "Richard", "Thomas", "Charles", "Daniel",
    "Joseph", "Donald", "Gary", "Larry", "Dale", "Wayne", "Randy", "Curtis",
    "Earl", "Dwayne", "Tyrone", "Marcus", "Jerome", "Luis", "Carlos", "Jose",
    "Miguel", "Hector", "Juan", "Minh", "Huy", "Vikram", "Arjun", "Kenji",
    "Wei", "Hyun", "Dmitri", "Ahmed", "Omar", "Travis", "Cody", "Brandon",
    "Kyle", "Eugene", "Floyd", "Vernon", "Leroy", "Walter", "Harvey",
    "Stanley", "Lloyd", "Russell", "Bruce",
]
FEMALE_US = [
    "Mary", "Linda", "Barbara", "Deborah", "Donna", "Sharon", "Cynthia",
    "Kathleen", "Pamela", "Debra", "Tammy", "Brenda", "Teresa", "Gloria",
    "Loretta", "Bernice", "Lucille", "Shirley", "Yolanda", "Latoya",
    "Keisha", "Tanisha", "Rosa", "Maria", "Guadalupe", "Carmen", "Lupe",
    "Thuy", "Linh", "Mei", "Sunita", "Deepa", "Aiko", "Svetlana", "Fatima",
    "Amira", "Heather", "Crystal", "Amber", "Brittany", "Dolores", "Marjorie",
    "Peggy", "Darlene", "Wanda", "Connie", "Judy", "Rhonda", "Becky", "Trudy",
]
SURNAME_UK = [
    "Holloway", "Whitfield", "Barraclough", "Ackroyd", "Hepworth", "Sutcliffe",
    "Pickering", "Threlfall", "Ormerod", "Entwistle", "Kershaw", "Haworth",
    "Brennan", "Gallagher", "McAllister", "Fraser", "Drummond", "Urquhart",
    "MacLeod", "Baird", "Pritchard", "Llewellyn", "Prosser", "Vaughan",
    "Hughes", "Jenkins", "Cartwright", "Fairclough", "Marsden", "Pennington",
    "Ashworth", "Rowbotham", "Hardcastle", "Nuttall", "Booth", "Clegg",
    "Dobson", "Tattersall", "Greenhalgh", "Wainwright", "Akhtar", "Hussain",
    "Mahmood", "Chaudhry", "Patel", "Mistry", "Chauhan", "Nowak", "Kowalczyk",
    "Mensah", "Asante", "Okonkwo", "Campbell", "Grant", "Bellamy", "Fenwick",
    "Lister", "Blackwood", "Saunders", "Whittaker", "Cole", "Duffy",
    "Heseltine", "Stainton", "Wragg", "Oldroyd", "Crabtree", "Foulds",
]
SURNAME_US = [
    "Kowalski", "Novak", "Schneider", "Hoffmann", "Lindqvist", "Johansson",
    "Olson", "Bergstrom", "McAllister", "Callahan", "Donnelly", "Fitzgerald",
    "Washington", "Jefferson", "Freeman", "Dupree", "Boudreaux", "Thibodeaux",
    "Hernandez", "Gutierrez", "Castillo", "Villanueva", "Delgado", "Ramirez",
    "Nguyen", "Tran", "Pham", "Kim", "Park", "Chen", "Huang", "Tanaka",
    "Yamamoto", "Reddy", "Iyer", "Shah", "Haddad", "Nasser", "Petrov",
    "Volkov", "Abernathy", "Whitaker", "Pruitt", "Tolliver", "Hatfield",
    "Blankenship", "Sizemore", "Caudill", "Yoder", "Stoltzfus", "Greer",
    "Mabry", "Puckett", "Holcomb", "Barlow", "Springer", "Weatherby",
    "Castellano", "Marchetti", "Romano", "Okafor", "Adeyemi", "Mbeki",
    "Goldberg", "Feldman", "Rosen", "Kaplan", "Brandt",
]
NICKNAMES = [
    ["Margaret", "Peggy"], ["Margaret", "Maggie"], ["William", "Bill"],
    ["William", "Billy"], ["Robert", "Bob"], ["Robert", "Bobby"],
    ["Richard", "Dick"], ["Richard", "Rick"], ["James", "Jim"],
    ["James", "Jimmy"], ["Thomas", "Tom"], ["Charles", "Chuck"],
    ["Daniel", "Danny"], ["Joseph", "Joe"], ["Michael", "Mick"],
    ["Terence", "Terry"], ["Raymond", "Ray"], ["Dorothy", "Dot"],
    ["Patricia", "Pat"], ["Patricia", "Trish"], ["Deborah", "Debbie"],
    ["Kathleen", "Kathy"], ["Susan", "Sue"], ["Christine", "Chris"],
    ["Valerie", "Val"], ["Winifred", "Winnie"], ["Gillian", "Jill"],
    ["Donald", "Don"], ["Lawrence", "Larry"], ["Stanley", "Stan"],
    ["Frank", "Frankie"], ["Albert", "Bert"], ["Harold", "Harry"],
    ["Geoffrey", "Geoff"], ["Stephen", "Steve"], ["David", "Dave"],
    ["Peter", "Pete"], ["Eugene", "Gene"], ["Russell", "Russ"],
    ["Pamela", "Pam"], ["Rebecca", "Becky"], ["Guadalupe", "Lupe"],
    ["Dolores", "Lola"], ["Cynthia", "Cindy"], ["Barbara", "Barb"],
]
MIDDLE_INITIALS = list("ABCDEFGHJKLMNPRSTW")

# UK towns: town, county, postcode area, dialling code
UK_TOWNS = [
    ["Sheffield", "South Yorkshire", "S", "0114"],
    ["Rotherham", "South Yorkshire", "S", "01709"],
    ["Barnsley", "South Yorkshire", "S", "01226"],
    ["Doncaster", "South Yorkshire", "DN", "01302"],
    ["Leeds", "West Yorkshire", "LS", "0113"],
    ["Wakefield", "West Yorkshire", "WF", "01924"],
    ["Halifax", "West Yorkshire", "HX", "01422"],
    ["Huddersfield", "West Yorkshire", "HD", "01484"],
    ["Manchester", "Greater Manchester", "M", "0161"],
    ["Stockport", "Greater Manchester", "SK", "0161"],
    ["Oldham", "Greater Manchester", "OL", "0161"],
    ["Bolton", "Greater Manchester", "BL", "01204"],
    ["Wigan", "Greater Manchester", "WN", "01942"],
    ["Liverpool", "Merseyside", "L", "0151"],
    ["Birkenhead", "Merseyside", "CH", "0151"],
    ["Preston", "Lancashire", "PR", "01772"],
    ["Blackburn", "Lancashire", "BB", "01254"],
    ["Burnley", "Lancashire", "BB", "01282"],
    ["Newcastle upon Tyne", "Tyne and Wear", "NE", "0191"],
    ["Sunderland", "Tyne and Wear", "SR", "0191"],
    ["Durham", "County Durham", "DH", "0191"],
    ["Middlesbrough", "North Yorkshire", "TS", "01642"],
    ["York", "North Yorkshire", "YO", "01904"],
    ["Hull", "East Riding of Yorkshire", "HU", "01482"],
    ["Lincoln", "Lincolnshire", "LN", "01522"],
    ["Nottingham", "Nottinghamshire", "NG", "0115"],
    ["Mansfield", "Nottinghamshire", "NG", "01623"],
    ["Derby", "Derbyshire", "DE", "01332"],
    ["Chesterfield", "Derbyshire", "S", "01246"],
    ["Leicester", "Leicestershire", "LE", "0116"],
    ["Stoke-on-Trent", "Staffordshire", "ST", "01782"],
    ["Birmingham", "West Midlands", "B", "0121"],
    ["Wolverhampton", "West Midlands", "WV", "01902"],
    ["Coventry", "West Midlands", "CV", "024"],
    ["Norwich", "Norfolk", "NR", "01603"],
    ["Ipswich", "Suffolk", "IP", "01473"],
    ["Cambridge", "Cambridgeshire", "CB", "01223"],
    ["Oxford", "Oxfordshire", "OX", "01865"],
    ["Reading", "Berkshire", "RG", "0118"],
    ["Southampton", "Hampshire", "SO", "023"],
    ["Brighton", "East Sussex", "BN", "01273"],
    ["Canterbury", "Kent", "CT", "01227"],
    ["Exeter", "Devon", "EX", "01392"],
    ["Plymouth", "Devon", "PL", "01752"],
    ["Truro", "Cornwall", "TR", "01872"],
    ["Gloucester", "Gloucestershire", "GL", "01452"],
    ["Cardiff", "South Glamorgan", "CF", "029"],
    ["Swansea", "West Glamorgan", "SA", "01792"],
    ["Wrexham", "Clwyd", "LL", "01978"],
    ["Glasgow", "Lanarkshire", "G", "0141"],
    ["Edinburgh", "Midlothian", "EH", "0131"],
    ["Aberdeen", "Aberdeenshire", "AB", "01224"],
    ["Dundee", "Angus", "DD", "01382"],
    ["Carlisle", "Cumbria", "CA", "01228"],
    ["Barrow-in-Furness", "Cumbria", "LA", "01229"],
]
# US cities: city, state abbreviation, state name, zip prefix, area code
US_CITIES = [
    ["Boston", "MA", "Massachusetts", "021", "617"],
    ["Worcester", "MA", "Massachusetts", "016", "508"],
    ["Providence", "RI", "Rhode Island", "029", "401"],
    ["Hartford", "CT", "Connecticut", "061", "860"],
    ["New Haven", "CT", "Connecticut", "065", "203"],
    ["Albany", "NY", "New York", "122", "518"],
    ["Buffalo", "NY", "New York", "142", "716"],
    ["Rochester", "NY", "New York", "146", "585"],
    ["Pittsburgh", "PA", "Pennsylvania", "152", "412"],
    ["Scranton", "PA", "Pennsylvania", "185", "570"],
    ["Baltimore", "MD", "Maryland", "212", "410"],
    ["Richmond", "VA", "Virginia", "232", "804"],
    ["Roanoke", "VA", "Virginia", "240", "540"],
    ["Charleston", "WV", "West Virginia", "253", "304"],
    ["Charlotte", "NC", "North Carolina", "282", "704"],
    ["Raleigh", "NC", "North Carolina", "276", "919"],
    ["Atlanta", "GA", "Georgia", "303", "404"],
    ["Nashville", "TN", "Tennessee", "372", "615"],
    ["Knoxville", "TN", "Tennessee", "379", "865"],
    ["Louisville", "KY", "Kentucky", "402", "502"],
    ["Hazard", "KY", "Kentucky", "417", "606"],
    ["Columbus", "OH", "Ohio", "432", "614"],
    ["Cleveland", "OH", "Ohio", "441", "216"],
    ["Cincinnati", "OH", "Ohio", "452", "513"],
    ["Detroit", "MI", "Michigan", "482", "313"],
    ["Grand Rapids", "MI", "Michigan", "495", "616"],
    ["Indianapolis", "IN", "Indiana", "462", "317"],
    ["Chicago", "IL", "Illinois", "606", "312"],
    ["Peoria", "IL", "Illinois", "616", "309"],
    ["Milwaukee", "WI", "Wisconsin", "532", "414"],
    ["Minneapolis", "MN", "Minnesota", "554", "612"],
    ["Duluth", "MN", "Minnesota", "558", "218"],
    ["St. Louis", "MO", "Missouri", "631", "314"],
    ["Kansas City", "MO", "Missouri", "641", "816"],
    ["Omaha", "NE", "Nebraska", "681", "402"],
    ["Des Moines", "IA", "Iowa", "503", "515"],
    ["Denver", "CO", "Colorado", "802", "303"],
    ["Pueblo", "CO", "Colorado", "810", "719"],
    ["Salt Lake City", "UT", "Utah", "841", "801"],
    ["Phoenix", "AZ", "Arizona", "850", "602"],
    ["Tucson", "AZ", "Arizona", "857", "520"],
    ["Albuquerque", "NM", "New Mexico", "871", "505"],
    ["Dallas", "TX", "Texas", "752", "214"],
    ["Houston", "TX", "Texas", "770", "713"],
    ["San Antonio", "TX", "Texas", "782", "210"],
    ["El Paso", "TX", "Texas", "799", "915"],
    ["New Orleans", "LA", "Louisiana", "701", "504"],
    ["Baton Rouge", "LA", "Louisiana", "708", "225"],
    ["Birmingham", "AL", "Alabama", "352", "205"],
    ["Memphis", "TN", "Tennessee", "381", "901"],
    ["Tampa", "FL", "Florida", "336", "813"],
    ["Orlando", "FL", "Florida", "328", "407"],
    ["Jacksonville", "FL", "Florida", "322", "904"],
    ["Seattle", "WA", "Washington", "981", "206"],
    ["Spokane", "WA", "Washington", "992", "509"],
    ["Portland", "OR", "Oregon", "972", "503"],
    ["Sacramento", "CA", "California", "958", "916"],
    ["Fresno", "CA", "California", "937", "559"],
    ["San Diego", "CA", "California", "921", "619"],
    ["Bakersfield", "CA", "California", "933", "661"],
    ["Las Vegas", "NV", "Nevada", "891", "702"],
    ["Boise", "ID", "Idaho", "837", "208"],
    ["Burlington", "VT", "Vermont", "054", "802"],
    ["Bangor", "ME", "Maine", "044", "207"],
    ["Little Rock", "AR", "Arkansas", "722", "501"],
    ["Oklahoma City", "OK", "Oklahoma", "731", "405"],
    ["Tulsa", "OK", "Oklahoma", "741", "918"],
]
US_COUNTIES = [
    "Cuyahoga County", "Allegheny County", "Jefferson County", "Hamilton County",
    "Wayne County", "Marion County", "Cook County", "Polk County",
    "Pulaski County", "Harris County", "Maricopa County", "King County",
    "Perry County", "Letcher County", "Orange County", "Washoe County",
]
UK_STREETS = [
    "Mill Lane", "Church Road", "Station Road", "Victoria Street", "Highfield Avenue",
    "Fernbank Close", "Orchard Way", "Beech Grove", "The Crescent", "Moor Lane",
    "Albert Terrace", "Chapel Street", "Cemetery Road", "Heather Drive", "Coronation Street",
    "Hawthorn Road", "Kingsway", "Park View", "Quarry Hill", "Shaw Lane",
    "Rydal Mount", "Windermere Road", "Derwent Close", "Sycamore Court", "Prospect Place",
    "Brunswick Street", "Carr Lane", "Green Lane", "Manor Farm Road", "Lime Tree Walk",
    "Tannery Row", "Wharf Street", "Bank Top", "Spring Gardens", "Cross Street",
    "Meadow Rise", "Ashfield Road", "Bridge End", "Low Fold", "Nab Lane",
]
US_STREETS = [
    "Elm Street", "Maple Avenue", "Oak Ridge Drive", "Commonwealth Ave", "Lincoln Blvd",
    "Sycamore Lane", "Cherry Hill Road", "Pine Street", "Ridgeview Court", "Lakeshore Drive",
    "Hickory Lane", "Cottonwood Trail", "Main Street", "2nd Avenue", "Jefferson Pike",
    "Magnolia Way", "Birch Hollow Rd", "Prairie Wind Dr", "Mesa Verde Ln", "Canal Street",
    "Riverside Drive", "Pecan Grove Ct", "Willow Bend", "Old Mill Road", "Harbor View Terrace",
    "Dogwood Circle", "W 47th Street", "Bluebonnet Ln", "Aspen Way", "Cedar Creek Pkwy",
    "Chestnut St", "Poplar Ave", "N Broadway", "S Washington St", "Greenbriar Dr",
]
UK_HOSPITALS = [
    "Kingsmere Hospital", "St Aldhelm's Hospital", "Northgate General Hospital",
    "Royal Calder Infirmary", "Whitmoor Chest Hospital", "Harrowdale University Hospital",
    "Castleton Royal Infirmary", "Lyndhurst Heart and Lung Centre", "Moorview Hospital",
    "St Bride's Hospital", "Ashbourne General Hospital", "Pennine Vale Hospital",
    "Riverside Royal Hospital", "Brackenfield District General", "Holmewood Hospital",
    "Queen Adelaide Hospital", "Tollgate Infirmary", "Saltmarsh General Hospital",
]
UK_COMMUNITY = [
    "Fenwick Community Hospital", "Hadley Lane Health Centre", "Greystones Intermediate Care Unit",
    "Marigold Hospice", "St Oswin's Hospice", "Willowbank Care Home", "Oakleigh Nursing Home",
    "Laurel House Care Home",
]
UK_GP = [
    "Brookfield Medical Practice", "Elm Park Surgery", "Riverside Health Centre",
    "The Old Forge Surgery", "Hillcrest Family Practice", "Parkgate Surgery",
    "Canal Side Medical Centre", "Meadowbank Surgery", "St Luke's Health Centre",
    "Norton Lees Surgery", "Kirkgate Medical Group", "Abbey Fields Practice",
    "Woodhouse Street Surgery", "Greenacres Medical Centre", "Valley Road Surgery",
    "Tudor Lodge Practice",
]
UK_WARDS = [
    "Cedar Ward", "Heron Ward", "Kestrel Ward", "Rowan Ward", "Osprey Ward",
    "Bramble Ward", "Lapwing Ward", "Curlew Ward", "Alder Respiratory Unit", "Fern Ward",
]
US_HOSPITALS = [
    "Harborside Medical Center", "Mercy Ridge Hospital", "St. Columba Regional Medical Center",
    "Lakeshore University Hospital", "Summit Valley Hospital", "Cedar Bluff Medical Center",
    "Riverbend Community Hospital", "Good Shepherd Memorial Hospital", "Piedmont Crest Medical Center",
    "Green Hollow VA Medical Center", "Sagebrush Regional Hospital", "Bayou Oaks Medical Center",
    "Tri-Lakes Baptist Hospital", "Ironwood General Hospital", "Northshore Presbyterian Hospital",
    "Saint Gerard's Hospital",
]
US_CLINICS = [
    "Bayview Pulmonary & Sleep Associates", "Prairie View Sleep Disorders Center",
    "Allegheny Chest Consultants", "Copper Creek Primary Care", "Ridgeline Family Practice",
    "Westside Family Medicine", "Northfield Internal Medicine", "Cumberland Lung Clinic",
    "Mesa Sleep & Breathing Center", "Lakeside Pulmonary Rehab Center", "Autumn Glen Skilled Nursing",
    "Magnolia Gardens Assisted Living", "Hilltop Community Health Center", "Blue Spruce Urgent Care",
]
US_PCP = [
    "Copper Creek Primary Care", "Ridgeline Family Practice", "Westside Family Medicine",
    "Northfield Internal Medicine", "Hilltop Community Health Center", "Oak Hollow Medical Group",
    "Sunrise Family Physicians", "Tidewater Internal Medicine",
]
PHARMACIES_UK = [
    "Fairway Pharmacy", "Castle Street Pharmacy", "Bridgegate Chemists", "Moss Side Pharmacy",
]
PHARMACIES_US = [
    "Corner Drug of Elmwood", "Valley Apothecary", "Main Street Pharmacy", "Redbud Drug Co.",
]
O2_SUPPLIERS_UK = [
    "Pennant Oxygen Services", "Airwell Homecare Ltd", "Northstar Respiratory Supplies",
]
DME_US = [
    "Keystone Home Medical", "Bluegate Respiratory Supply", "Apex Homecare Medical",
    "Frontier DME Services", "Great Plains Oxygen Co.",
]
INSURERS_US = [
    "BlueHarbor Health Plan", "Meridian Mutual Health", "Cardinal Care HMO",
    "Lone Pine Health Alliance", "Keystone Union Health Fund", "Pioneer Medicaid Managed Care",
]
INSURERS_UK = [
    "Albion Private Health", "Thistle Medical Assurance",
]
EMPLOYERS_UK = [
    "Hallam Steel Fabrications", "Calder Freight Ltd", "Greenway Bakery", "Brightwater Logistics",
    "Cole & Marsh Builders", "Ferrous Works Ltd", "Harlow Textiles", "Midland Quarry Products",
    "Tynebank Shipyard", "Pennine Poultry Ltd", "Westgate Academy", "St Anne's Primary School",
    "Moorside Stone Ltd", "Redbrick Haulage", "Castle Foundry", "Humber Chemicals plc",
]
EMPLOYERS_US = [
    "Tri-County Transit", "Meridian Poultry", "Pioneer Grain Co-op", "Lakeside Auto Body",
    "Ridgeway Coal Company", "Blue Ox Trucking", "Sunbelt Drywall Inc.", "Great Lakes Foundry",
    "Cypress Creek ISD", "Holloway Farms", "Gateway Rail Services", "Apex Roofing LLC",
    "Riverside Elementary School", "Summit Insulation Co.", "Delta Shipyard Services",
    "Cornerstone Bakery",
]
PROFESSIONS = [
    "HGV driver", "bus driver", "taxi driver", "coal miner", "stonemason", "baker",
    "welder", "farmer", "hairdresser", "teacher", "carpenter", "warehouse operative",
    "airline pilot", "long-haul truck driver", "firefighter", "shipyard worker",
    "plasterer", "office cleaner", "accountant", "software developer", "chef",
    "painter and decorator", "forklift operator", "electrician", "dental nurse",
    "care assistant", "postman", "police officer", "sheet metal worker", "boilermaker",
    "insulation installer", "quarry worker", "foundry worker", "retail assistant",
    "call centre agent", "mechanic", "plumber", "lorry driver", "crane operator",
    "railway engineer", "florist", "school cook", "roofer", "poultry farmer",
    "pigeon breeder", "textile worker", "auto body painter", "drywall installer",
    "librarian", "security guard", "delivery driver", "nurse",
]
COUNTRIES = [
    "Pakistan", "India", "Nigeria", "Poland", "Portugal", "Jamaica", "Ireland",
    "Philippines", "Somalia", "Romania", "Ghana", "Bangladesh", "Mexico", "Vietnam",
    "Guatemala", "Spain", "Turkey", "Thailand", "Kenya", "Brazil", "Italy", "Canada",
    "Egypt", "Ukraine", "Peru", "South Africa", "Zimbabwe", "Haiti", "El Salvador",
    "Lithuania", "Morocco", "Nepal",
]
RELATIONS = [
    ["wife", "F"], ["husband", "M"], ["daughter", "F"], ["son", "M"], ["partner", "X"],
    ["sister", "F"], ["brother", "M"], ["neighbour", "X"], ["niece", "F"], ["granddaughter", "F"],
    ["grandson", "M"], ["friend", "X"],
]
BUILDINGS = [
    "Foxglove Tower", "Brindley House", "Kestrel Court", "Wickham Building",
    "Larkspur Mansions", "Jubilee Heights", "Ferrier Block", "Calloway Apartments",
]
