"""Invented pools for dev210_en (author 210).  All organisations, hospitals and
streets are made up; towns and states are ordinary place names."""

FIRST_F = [
    "Abigail", "Adaeze", "Aisha", "Alannah", "Amara", "Amelia", "Anjali", "Annika", "Beatrix",
    "Bethany", "Bronwen", "Caitlin", "Carmen", "Chidinma", "Chloe", "Claudette", "Dolores",
    "Eilidh", "Elena", "Ffion", "Gemma", "Georgina", "Grainne", "Harriet", "Imogen", "Ingrid",
    "Jasmine", "Joanna", "Kezia", "Lakshmi", "Leanne", "Lucinda", "Maeve", "Marisol", "Megan",
    "Mirela", "Nadia", "Naomi", "Niamh", "Olufunke", "Paloma", "Priya", "Rhiannon", "Rosalind",
    "Saoirse", "Shanice", "Siobhan", "Tamsin", "Tatiana", "Tegan", "Valentina", "Wendy",
    "Yasmin", "Zainab", "Keisha", "Latoya", "Brianna", "Dakota", "Guadalupe", "Hye-jin",
    "Mei", "Thu", "Noor", "Farah", "Esther", "Ruth", "Dorothy", "Agnes", "Margaret", "Patricia",
]
FIRST_M = [
    "Aaron", "Abdul", "Adebayo", "Aidan", "Alistair", "Amir", "Angus", "Arjun", "Barnaby",
    "Bartosz", "Callum", "Cedric", "Ciaran", "Cormac", "Darnell", "Declan", "Desmond", "Dmitri",
    "Eamon", "Emeka", "Ewan", "Fergus", "Gareth", "Gideon", "Hamish", "Hassan", "Ifan", "Imran",
    "Jared", "Jerome", "Joaquin", "Kwame", "Lachlan", "Leighton", "Malcolm", "Marcus", "Mateusz",
    "Niall", "Obinna", "Oisin", "Percival", "Rajesh", "Reuben", "Rhys", "Rory", "Santiago",
    "Seamus", "Tariq", "Theodore", "Tobias", "Tomasz", "Vikram", "Wesley", "Xavier", "Yusuf",
    "Zachary", "DeShawn", "Tyrone", "Cody", "Dustin", "Hector", "Jamal", "Minh", "Kenji",
    "Rahul", "Stanley", "Harold", "Walter", "Clifford", "Elijah",
]
NICK = {
    "Abigail": "Abby", "Amelia": "Millie", "Bethany": "Beth", "Georgina": "Georgie",
    "Harriet": "Hattie", "Joanna": "Jo", "Lucinda": "Lucy", "Margaret": "Peggy",
    "Patricia": "Trish", "Rosalind": "Ros", "Valentina": "Val", "Dorothy": "Dot",
    "Alistair": "Ali", "Barnaby": "Barney", "Callum": "Cal", "Cedric": "Ced", "Declan": "Dec",
    "Desmond": "Des", "Dmitri": "Dima", "Fergus": "Gus", "Gideon": "Gid", "Jared": "Jay",
    "Malcolm": "Mal", "Percival": "Percy", "Theodore": "Teddy", "Tobias": "Toby",
    "Zachary": "Zach", "Stanley": "Stan", "Harold": "Hal", "Walter": "Wally",
    "Clifford": "Cliff", "Wesley": "Wes", "Tomasz": "Tomek", "Mateusz": "Mati",
}
SURNAMES = [
    "Abernethy", "Achterberg", "Adeyemi", "Ahluwalia", "Ainsworth", "Alvarado", "Ashdown",
    "Babatunde", "Balogun", "Bannerman", "Barraclough", "Beaumont", "Bhattacharya", "Blackwood",
    "Brannigan", "Brightwell", "Calloway", "Carrick", "Castellanos", "Chaudhry", "Chen",
    "Cheung", "Cromarty", "Cunningham", "Dalgleish", "Delacroix", "Desai", "Dimitriou",
    "Donoghue", "Drummond", "Duarte", "Eckersley", "Edozie", "Fairbairn", "Farquharson",
    "Featherstone", "Fitzgerald", "Fonseca", "Gallagher", "Garrido", "Gillespie", "Goldberg",
    "Greenhalgh", "Gunawardena", "Haddad", "Halloran", "Hargreaves", "Hawthorne", "Holloway",
    "Ibekwe", "Iqbal", "Jablonski", "Jedrzejewski", "Kaczmarek", "Kavanagh", "Kowalczyk",
    "Kumaran", "Lachance", "Lindqvist", "Llewellyn", "MacAskill", "McCready", "Mahoney",
    "Marchetti", "Mbeki", "Montgomery", "Mukherjee", "Nakamura", "Nwachukwu", "Oduya",
    "Okonkwo", "O'Driscoll", "O'Sullivan", "Ostrowski", "Pemberton", "Pennington", "Petrakis",
    "Quartermaine", "Quigley", "Rasmussen", "Ravindran", "Rourke", "Sandoval", "Sarkissian",
    "Sheridan", "Sinclair", "Szymanski", "Thistlewood", "Throckmorton", "Trevelyan", "Tran",
    "Underhill", "Valderrama", "Van der Berg", "Venkataraman", "Wainwright", "Washington",
    "Whitfield", "Winterbottom", "Xiong", "Yardley", "Yilmaz", "Zielinski", "Zubiri",
    "Nguyen", "Pham", "Rodriguez-Vega", "Harrington-Cole", "St. Clair", "De Souza",
    "Mbatha", "Osei", "Boateng", "Kowalski", "Novak", "Jorgensen", "Park", "Kim", "Singh",
    "Patel", "Begum", "Rahman", "Evans", "Price", "Hughes", "Morgan", "Jenkins", "Booker",
]

UK_PLACES = [
    # town, county, postcode outward prefixes
    ("Leeds", "West Yorkshire", ["LS6", "LS8", "LS11", "LS17"]),
    ("Wakefield", "West Yorkshire", ["WF1", "WF2"]),
    ("Bradford", "West Yorkshire", ["BD3", "BD9"]),
    ("Sheffield", "South Yorkshire", ["S2", "S10", "S35"]),
    ("Rotherham", "South Yorkshire", ["S60", "S65"]),
    ("Salford", "Greater Manchester", ["M6", "M7"]),
    ("Wigan", "Greater Manchester", ["WN1", "WN5"]),
    ("Stockport", "Greater Manchester", ["SK2", "SK4"]),
    ("Chorley", "Lancashire", ["PR6", "PR7"]),
    ("Preston", "Lancashire", ["PR1", "PR2"]),
    ("Bristol", "Avon", ["BS3", "BS7", "BS16"]),
    ("Bath", "Somerset", ["BA1", "BA2"]),
    ("Taunton", "Somerset", ["TA1", "TA2"]),
    ("Exeter", "Devon", ["EX2", "EX4"]),
    ("Truro", "Cornwall", ["TR1", "TR4"]),
    ("Swansea", "West Glamorgan", ["SA1", "SA2"]),
    ("Cardiff", "South Glamorgan", ["CF5", "CF14"]),
    ("Norwich", "Norfolk", ["NR2", "NR3"]),
    ("Ipswich", "Suffolk", ["IP1", "IP4"]),
    ("Chelmsford", "Essex", ["CM1", "CM2"]),
    ("Colchester", "Essex", ["CO3", "CO4"]),
    ("Guildford", "Surrey", ["GU1", "GU2"]),
    ("Crawley", "West Sussex", ["RH10", "RH11"]),
    ("East Grinstead", "West Sussex", ["RH19"]),
    ("Maidstone", "Kent", ["ME14", "ME15"]),
    ("Nottingham", "Nottinghamshire", ["NG5", "NG7"]),
    ("Mansfield", "Nottinghamshire", ["NG18", "NG19"]),
    ("Derby", "Derbyshire", ["DE1", "DE22"]),
    ("Leicester", "Leicestershire", ["LE2", "LE4"]),
    ("Coventry", "West Midlands", ["CV2", "CV6"]),
    ("Wolverhampton", "West Midlands", ["WV3", "WV10"]),
    ("Stoke-on-Trent", "Staffordshire", ["ST4", "ST6"]),
    ("Newcastle upon Tyne", "Tyne and Wear", ["NE4", "NE6"]),
    ("Sunderland", "Tyne and Wear", ["SR2", "SR4"]),
    ("Middlesbrough", "North Yorkshire", ["TS1", "TS5"]),
    ("Carlisle", "Cumbria", ["CA1", "CA2"]),
    ("Lincoln", "Lincolnshire", ["LN1", "LN6"]),
    ("Oxford", "Oxfordshire", ["OX3", "OX4"]),
    ("Reading", "Berkshire", ["RG1", "RG30"]),
    ("Southampton", "Hampshire", ["SO15", "SO17"]),
    ("Glasgow", "Lanarkshire", ["G12", "G31"]),
    ("Paisley", "Renfrewshire", ["PA1", "PA3"]),
    ("Dundee", "Angus", ["DD2", "DD4"]),
    ("Belfast", "County Antrim", ["BT7", "BT9"]),
    ("Lisburn", "County Antrim", ["BT27", "BT28"]),
    ("Hackney", "Greater London", ["E8", "E9"]),
    ("Croydon", "Greater London", ["CR0", "CR2"]),
    ("Lewisham", "Greater London", ["SE13", "SE6"]),
]
UK_AREA = {"Leeds": "0113", "Sheffield": "0114", "Salford": "0161", "Stockport": "0161",
           "Wigan": "01942", "Bristol": "0117", "Exeter": "01392", "Swansea": "01792",
           "Cardiff": "029", "Norwich": "01603", "Nottingham": "0115", "Leicester": "0116",
           "Coventry": "024", "Newcastle upon Tyne": "0191", "Sunderland": "0191",
           "Oxford": "01865", "Southampton": "023", "Glasgow": "0141", "Belfast": "028",
           "Hackney": "020", "Croydon": "020", "Lewisham": "020", "Derby": "01332",
           "Preston": "01772", "Bath": "01225", "Truro": "01872", "Reading": "0118"}

US_PLACES = [
    # city, state abbr, state name, zip prefix, area codes
    ("Worcester", "MA", "Massachusetts", "016", ["508", "774"]),
    ("Brockton", "MA", "Massachusetts", "023", ["508"]),
    ("Cambridge", "MA", "Massachusetts", "021", ["617"]),
    ("Providence", "RI", "Rhode Island", "029", ["401"]),
    ("Hartford", "CT", "Connecticut", "061", ["860"]),
    ("Albany", "NY", "New York", "122", ["518"]),
    ("Syracuse", "NY", "New York", "132", ["315"]),
    ("Yonkers", "NY", "New York", "107", ["914"]),
    ("Newark", "NJ", "New Jersey", "071", ["973"]),
    ("Camden", "NJ", "New Jersey", "081", ["856"]),
    ("Allentown", "PA", "Pennsylvania", "181", ["610"]),
    ("Pittsburgh", "PA", "Pennsylvania", "152", ["412"]),
    ("Baltimore", "MD", "Maryland", "212", ["410", "443"]),
    ("Richmond", "VA", "Virginia", "232", ["804"]),
    ("Durham", "NC", "North Carolina", "277", ["919"]),
    ("Charleston", "SC", "South Carolina", "294", ["843"]),
    ("Savannah", "GA", "Georgia", "314", ["912"]),
    ("Macon", "GA", "Georgia", "312", ["478"]),
    ("Tampa", "FL", "Florida", "336", ["813"]),
    ("Gainesville", "FL", "Florida", "326", ["352"]),
    ("Birmingham", "AL", "Alabama", "352", ["205"]),
    ("Jackson", "MS", "Mississippi", "392", ["601"]),
    ("Memphis", "TN", "Tennessee", "381", ["901"]),
    ("Knoxville", "TN", "Tennessee", "379", ["865"]),
    ("Louisville", "KY", "Kentucky", "402", ["502"]),
    ("Columbus", "OH", "Ohio", "432", ["614"]),
    ("Toledo", "OH", "Ohio", "436", ["419"]),
    ("Dayton", "OH", "Ohio", "454", ["937"]),
    ("Gary", "IN", "Indiana", "464", ["219"]),
    ("Fort Wayne", "IN", "Indiana", "468", ["260"]),
    ("Flint", "MI", "Michigan", "485", ["810"]),
    ("Grand Rapids", "MI", "Michigan", "495", ["616"]),
    ("Milwaukee", "WI", "Wisconsin", "532", ["414"]),
    ("Peoria", "IL", "Illinois", "616", ["309"]),
    ("Joliet", "IL", "Illinois", "604", ["815"]),
    ("Des Moines", "IA", "Iowa", "503", ["515"]),
    ("Omaha", "NE", "Nebraska", "681", ["402"]),
    ("Wichita", "KS", "Kansas", "672", ["316"]),
    ("Tulsa", "OK", "Oklahoma", "741", ["918"]),
    ("Lubbock", "TX", "Texas", "794", ["806"]),
    ("San Antonio", "TX", "Texas", "782", ["210"]),
    ("El Paso", "TX", "Texas", "799", ["915"]),
    ("Albuquerque", "NM", "New Mexico", "871", ["505"]),
    ("Tucson", "AZ", "Arizona", "857", ["520"]),
    ("Reno", "NV", "Nevada", "895", ["775"]),
    ("Boise", "ID", "Idaho", "837", ["208"]),
    ("Spokane", "WA", "Washington", "992", ["509"]),
    ("Tacoma", "WA", "Washington", "984", ["253"]),
    ("Eugene", "OR", "Oregon", "974", ["541"]),
    ("Fresno", "CA", "California", "937", ["559"]),
    ("Bakersfield", "CA", "California", "933", ["661"]),
    ("Oakland", "CA", "California", "946", ["510"]),
    ("Salt Lake City", "UT", "Utah", "841", ["801"]),
    ("Anchorage", "AK", "Alaska", "995", ["907"]),
]

STREET_NAMES = [
    "Larkspur", "Hawthorn", "Saxon", "Cedarwood", "Mill", "Quarry", "Brook", "Foundry",
    "Kingfisher", "Wellington", "Station", "Church", "Orchard", "Beechcroft", "Tannery",
    "Ropewalk", "Bluebell", "Moorside", "Primrose", "Rowan", "Juniper", "Harbour", "Canal",
    "Clover", "Alder", "Sycamore", "Chestnut", "Heather", "Fenwick", "Gladstone",
]
UK_SUFFIX = ["Road", "Street", "Close", "Lane", "Avenue", "Crescent", "Drive", "Grove",
             "Terrace", "Way", "Gardens", "Rise", "Mews"]
US_STREET_NAMES = [
    "Maple", "Oak", "Elm", "Pine", "Sycamore", "Walnut", "Magnolia", "Dogwood", "Cypress",
    "Lincoln", "Jefferson", "Franklin", "Madison", "Washington", "Jackson", "Prairie",
    "Ridge", "Lakeview", "Hillcrest", "Sunset", "Meadowbrook", "Cottonwood", "Pecan",
    "Bluff", "River", "Harbor", "Timber", "Orchard", "Creekside", "Willow",
]
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Ln",
             "Ct", "Way", "Pkwy", "Terrace", "Pl"]

UK_HOSPITALS = [
    "Whitmore General Hospital", "St. Aldhelm's Hospital", "Queen Adelaide Infirmary",
    "Pennine Vale Hospital", "Harcourt Royal Infirmary", "Severnside General Hospital",
    "Moorgate District Hospital", "St. Brannoc's Hospital", "Linden Park Hospital",
    "Royal Calder Hospital", "Northgate University Hospital", "Kingsmere Hospital",
    "Thornbury Community Hospital", "Alder Heath Vale Hospital", "Estuary General Hospital",
]
UK_BURNS = [
    "Regional Burns Centre at Whitmore", "Pennine Vale Burns Unit", "Harcourt Burns Centre",
    "Severnside Burns Facility", "Queen Adelaide Plastics and Burns Unit",
]
UK_WARDS = ["Lister Ward", "McIndoe Ward", "Gillies Ward", "Nightingale Ward", "Fleming Ward",
            "Seacole Ward", "Cavell Ward", "Hunter Ward", "Jenner Ward", "Kilner Ward"]
UK_GP = ["Elm Park Surgery", "Beckside Medical Practice", "The Ropewalk Health Centre",
         "Millbrook Family Practice", "Castlegate Surgery", "Oakhill Medical Centre",
         "Riverside Group Practice", "Kingsway Surgery", "Heatherdene Medical Practice",
         "Saltmarsh Lane Surgery", "Fernhill Health Centre", "Abbeyfield Surgery"]
UK_PHARM = ["Hollins Pharmacy", "Bridgewater Chemist", "Greenacre Pharmacy", "Mallard Pharmacy"]
US_HOSPITALS = [
    "Lakeshore Regional Medical Center", "Mercy Saint Ambrose Hospital",
    "Cedar Ridge Medical Center", "Providence Hollow Hospital", "Bayview General Hospital",
    "St. Kilian Medical Center", "Westbrook University Hospital", "Sutter Creek Community Hospital",
    "Harborview Point Medical Center", "Meridian Valley Hospital", "Tri-County Memorial Hospital",
    "Good Shepherd Regional Hospital", "Blue Ridge Memorial Hospital",
]
US_BURNS = [
    "Lakeshore Regional Burn Center", "Westbrook Burn and Wound Center",
    "Mercy Saint Ambrose Burn Unit", "Cedar Ridge Burn and Reconstructive Center",
    "Harborview Point Burn ICU",
]
US_CLINICS = ["Oakmont Family Medicine", "Riverside Primary Care", "Northside Community Clinic",
              "Pine Hollow Health Center", "Fairview Internal Medicine", "Bridgeport Pediatrics",
              "Sunnyslope Urgent Care", "Magnolia Hand Therapy Center", "Eastgate Physical Therapy",
              "Summit Occupational Health"]
US_PHARM = ["Corner Drug Pharmacy", "Valley Rx", "Main Street Apothecary", "MedPlus Pharmacy #214"]
SNF = ["Rosewood Care Home", "Brambles Nursing Home", "Autumn Oaks Skilled Nursing",
       "Willowmere Rehabilitation Center", "Heathfield House Care Home"]

EMPLOYERS = [
    "Acme Freight", "Harrow & Blythe Engineering", "Northway Foundries", "Gable Roofing Ltd",
    "Kestrel Catering", "Brightline Logistics", "Dunmore Chemicals", "Castlebrook Bakery",
    "Tallis Electrical Services", "Ironbridge Metalworks", "Sunrise Diner", "Pioneer Asphalt",
    "Redwood Poultry Processing", "Blue Heron Restaurant Group", "Cobalt Welding Co.",
    "Greystone Quarries", "Halcyon Steel", "Meadowvale Farms", "Vantage Plastics Inc.",
    "Crescent Dry Cleaners", "Orion Glassworks", "Tidewater Marine Services",
    "Fenwick Power Solutions", "Copperfield Hotel", "Keel & Anchor Pub", "Lakeside Car Wash",
]
SCHOOLS = ["Hillside Primary School", "St. Bede's Academy", "Fairfield High School",
           "Westmoor College", "Lincoln Middle School", "Oakridge Elementary",
           "Riverbend Community College", "Kingsmead Comprehensive"]
US_INSURERS = ["Keystone Mutual Health", "Bluewater Health Plan", "Pinnacle Care Assurance",
               "Heartland Benefit Trust", "Coastal Shield Insurance", "Granite State Health"]
UK_INSURERS = ["Albion Health Assurance", "Thistle Medical Cover", "Beacon Private Health"]
CHARITIES = ["Ember Trust", "Phoenix Burn Survivors Network", "Scar Free Together",
             "Burn Camp Alliance"]

PROFESSIONS = [
    "welder", "chef", "line cook", "electrician", "roofer", "firefighter", "baker",
    "mechanic", "scaffolder", "plumber", "teacher", "nurse", "lorry driver", "truck driver",
    "farmer", "carpenter", "foundry worker", "lineman", "painter and decorator", "cleaner",
    "warehouse operative", "landscaper", "student", "accountant", "hairdresser",
    "software developer", "kitchen porter", "glassblower", "refinery operator",
    "retired engineer", "retired teacher", "care assistant", "postal worker", "barista",
    "machinist", "forklift driver", "chemistry technician", "bus driver", "joiner",
    "security guard", "pipefitter", "delivery driver", "hospitality manager", "blacksmith",
]
COUNTRIES = ["Portugal", "Spain", "Greece", "Poland", "Nigeria", "India", "Pakistan",
             "Mexico", "Turkey", "Thailand", "Ireland", "Jamaica", "Romania", "Vietnam",
             "Ghana", "Canada", "Philippines", "Morocco", "Cyprus", "Egypt"]
LANDMARKS_UK = ["Victoria Park", "Roundhay Park", "Clifton Downs", "the Pier Head",
                "Heaton Park", "Castle Meadows", "the Market Hall", "Wharfside Quay"]
LANDMARKS_US = ["Riverside Park", "Heritage Square", "the County Fairgrounds", "Lake Marion",
                "Cedar Point Marina", "Jefferson Mall", "Founders Green", "Pier 9"]
HOLIDAYS_UK = ["Bonfire Night", "Christmas Day", "Boxing Day", "New Year's Eve", "Diwali",
               "Easter Sunday"]
HOLIDAYS_US = ["Fourth of July", "Thanksgiving", "Christmas Eve", "New Year's Eve",
               "Memorial Day", "Labor Day"]

MECHANISMS = [
    ("scald", "hot water from kettle", "scald"),
    ("scald", "hot oil from a deep-fat fryer", "scald"),
    ("scald", "hot tea", "scald"),
    ("flame", "petrol ignition while lighting a bonfire", "flame"),
    ("flame", "clothing ignition from gas hob", "flame"),
    ("flame", "barbecue flare-up with accelerant", "flame"),
    ("flash", "gas cylinder flash", "flash"),
    ("contact", "contact with exhaust pipe", "contact"),
    ("contact", "contact with hot iron", "contact"),
    ("chemical", "sodium hydroxide drain cleaner", "chemical"),
    ("chemical", "hydrofluoric acid splash", "chemical"),
    ("electrical", "low-voltage domestic socket", "electrical"),
    ("electrical", "high-voltage (11 kV) contact", "electrical"),
    ("friction", "road traffic collision friction", "friction"),
]
REGIONS = ["head", "neck", "anterior trunk", "posterior trunk", "right buttock",
           "left buttock", "genitalia", "right upper arm", "left upper arm", "right forearm",
           "left forearm", "right hand", "left hand", "right thigh", "left thigh",
           "right leg", "left leg", "right foot", "left foot"]
REGION_MAX = {"head": 7.0, "neck": 2.0, "anterior trunk": 13.0, "posterior trunk": 13.0,
              "right buttock": 2.5, "left buttock": 2.5, "genitalia": 1.0,
              "right upper arm": 4.0, "left upper arm": 4.0, "right forearm": 3.0,
              "left forearm": 3.0, "right hand": 2.5, "left hand": 2.5,
              "right thigh": 9.5, "left thigh": 9.5, "right leg": 7.0, "left leg": 7.0,
              "right foot": 3.5, "left foot": 3.5}
DRESSINGS = ["Mepitel One", "Acticoat Flex 3", "Jelonet", "Aquacel Ag", "Mepilex Ag",
             "Biobrane", "Flamazine", "Urgotul", "Kaltostat", "Inadine", "Atrauman",
             "Xeroform", "Bactigras", "Mepilex Border", "Suprathel", "bacitracin + Adaptic"]
FLAPS = ["DIEP", "ALT", "free radial forearm", "fibula", "latissimus dorsi", "gracilis",
         "SIEA", "medial sural artery perforator", "scapular", "TUG"]
DEVICE_MODELS = ["V.A.C. Ultra", "PICO 7", "Renasys Touch", "Zimmer air dermatome",
                 "Padgett dermatome", "Cook-Swartz Doppler", "Synovis Flow Coupler",
                 "Moor VMS-LDF", "ViOptix T.Ox", "Integra bilayer template"]
