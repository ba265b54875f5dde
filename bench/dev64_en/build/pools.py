"""Invented value pools for dev64_en.  Persons, towns, streets and
institutions are fictional combinations; states, provinces, counties and
countries are real place names that identify no one on their own.
Names that double as clinical or everyday words (Brown, Walker, Rose, June,
Frank, Sue, Pat ...) are left out so that every occurrence of a value in a
note is PHI."""

FIRST_M = """James Robert John Michael William David Richard Joseph Thomas Charles Christopher
Daniel Matthew Anthony Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Edward
Ronald Timothy Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin
Scott Brandon Benjamin Gregory Samuel Patrick Alexander Dennis Jerry Tyler Aaron Henry
Nathan Douglas Zachary Peter Kyle Walter Ethan Jeremy Harold Keith Christian Roger Noah
Gerald Carl Terry Sean Arthur Lawrence Jesse Dylan Bryan Bruce Albert Willie Gabriel Logan
Alan Juan Wayne Ralph Randy Eugene Vincent Russell Elijah Louis Philip Johnny Mohammed Rajesh
Wei Hiroshi Oluwaseun Chidi Kwame Omar Ahmed Santiago Mateo Diego Minh Declan Cormac Dmitri
Piotr Sven Anders Kofi Arjun Anil Hamid Tariq Jin Rhys Gethin Callum Fergus Tomasz Gustavo
Emeka Yusuf Ibrahim Mustafa Ravi Sanjay Vikram Hamza Bilal Luca Marco Stefan Lukas Mikael
Tobias Desmond Winston Clement Ignatius Thaddeus Lionel Cedric Everett Malcolm Reginald
Percival Hollis Emmett Silas Jasper Ezra Rocco Nikolai Andrzej Matthias Alistair Hamish""".split()

FIRST_F = """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Margaret
Lisa Betty Dorothy Sandra Ashley Kimberly Donna Emily Michelle Carol Amanda Melissa Deborah
Stephanie Rebecca Laura Sharon Cynthia Kathleen Helen Amy Shirley Angela Anna Brenda Pamela
Nicole Katherine Catherine Christine Samantha Debra Janet Rachel Carolyn Emma Maria Heather
Diane Julie Joyce Evelyn Joan Kelly Christina Lauren Frances Martha Judith Cheryl Megan
Andrea Olivia Ann Jean Alice Jacqueline Hannah Doris Kathryn Gloria Teresa Sara Janice Marie
Julia Judy Theresa Beverly Denise Marilyn Danielle Abigail Brittany Diana Natalie Sophia
Alexis Lori Kayla Jane Isabella Lois Aisha Priya Mei Yuki Ngozi Fatima Leila Camila Valentina
Lucia Thanh Linh Siobhan Niamh Aoife Olena Katarzyna Ingrid Amara Zainab Deepa Sunita Yasmin
Nadia Eun-ji Bronwen Isla Morag Agnieszka Renata Adaeze Folasade Halima Rukhsana Shabnam
Anjali Kavitha Meera Xiaoling Ying Naomi Esther Miriam Beatrice Eleanor Harriet Philippa
Imogen Rosalind Winifred Mildred Edna Agnes Bernadette Colleen Maureen Geraldine Ottilie
Marguerite Genevieve Solange Annika Freya Astrid Greta Marisol Graciela Paloma Ximena""".split()

NICK = {"Robert": "Bobby", "William": "Liam", "Elizabeth": "Liz", "Margaret": "Peggy",
        "Katherine": "Kate", "James": "Jim", "Jennifer": "Jen", "Michael": "Mike",
        "Thomas": "Tom", "Joseph": "Joe", "Dorothy": "Dot", "Charles": "Chuck",
        "Anthony": "Tony", "Alexander": "Sasha", "Deborah": "Debbie", "Edward": "Eddie",
        "Donald": "Donnie", "Christopher": "Chris", "Nicholas": "Nick", "Kimberly": "Kim",
        "Rebecca": "Becky", "Jacqueline": "Jackie", "Samantha": "Sam", "Timothy": "Tim",
        "Benjamin": "Ben", "Theresa": "Tess", "Beatrice": "Bea", "Eleanor": "Nell",
        "Matthew": "Matt", "Winifred": "Winnie", "Mildred": "Millie", "Harriet": "Hattie",
        "Philippa": "Pippa", "Kathleen": "Kathy", "Catherine": "Cathy", "Lawrence": "Larry",
        "Gregory": "Greg", "Douglas": "Doug", "Zachary": "Zach", "Daniel": "Danny",
        "Oluwaseun": "Seun", "Adaeze": "Ada", "Folasade": "Sade", "Reginald": "Reggie",
        "Cynthia": "Cindy", "Susan": "Suzy", "Patricia": "Trish", "Barbara": "Barb",
        "Stephanie": "Steph", "Valentina": "Vale", "Marguerite": "Margo", "Johnny": "Johnny",
        "Gustavo": "Gus", "Andrzej": "Andy", "Mohammed": "Mo", "Emmett": "Em"}

LAST = """Smith Johnson Williams Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Perez Thompson Harris Sanchez
Clark Ramirez Lewis Robinson Allen Wright Scott Torres Nguyen Flores Adams Nelson Rivera
Campbell Mitchell Carter Roberts Okafor Adeyemi Mensah Osei Patel Shah Singh Kaur Chowdhury
Rahman Khan Hussain Iqbal Malik Nakamura Tanaka Sato Kim Choi Chen Wang Zhang Liu Huang Tran
Pham Kowalski Nowak Wisniewski Novak Petrov Ivanova Horvath Schmidt Muller Fischer Weber
Becker Hoffmann Larsen Johansson Lindqvist O'Brien O'Neill McCarthy Murphy Doyle Byrne
Gallagher Kavanagh MacLeod MacDonald Fraser Stewart Murray Sinclair Fitzgerald Brennan Dubois
Tremblay Gagnon Bouchard Gauthier Morin Lavoie Fortin Pelletier Belanger Ouellet Cote Leblanc
Okonkwo Abubakar Bello Diallo Traore Haddad Khoury Saleh Nasser Farouk Costa Silva Santos
Ferreira Oliveira Pereira Rossi Russo Esposito Bianchi Romano Papadopoulos Georgiou Yilmaz
Demir Kaya Sorensen Hansen Eriksen Whitfield Ashworth Pemberton Hargreaves Thornton Blackwood
Fairbanks Kingsley Holloway Winslow Prescott Calloway Dempsey Mahoney Quigley Radcliffe
Sutcliffe Tennant Underwood Vance Whitaker Yates Zimmerman Ortiz-Blake Harper-Singh Lowe Ruiz
Alvarez Castillo Mendoza Vargas Herrera Medina Aguilar Morales Delgado Guerrero Achterberg
Van der Berg Nwosu Eke Obi Asante Boateng Owusu Acheampong Kamara Sesay Mwangi Otieno Kariuki
Wojcik Kaminski Lewandowski Zielinski Szabo Nagy Popescu Ionescu Dimitrov Kovac Novotny
Rasmussen Nieminen Virtanen Halvorsen Gunnarsson McAllister Drummond Kirkpatrick Ferguson
Abernathy Beaumont Carmichael Delacroix Ellsworth Galloway Hathaway Ingram Jarvis Kendrick
Lockhart Merriweather Northcott Oakes Pennington Rutherford Stanhope Thackeray Upton Wexler
Yardley Ashford Bramwell Cartwright Devereux Easton Fenwick Gilchrist Hollister Isherwood""".split()
# "Van der Berg" was split above; rebuild multi-word surnames explicitly
LAST = [x for x in LAST if x not in ("Van", "der", "Berg")] + ["van der Berg", "de la Cruz", "St. Clair"]

TITLES_M = ["Mr"]
TITLES_F = ["Mrs", "Ms", "Miss"]

US_STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"),
    ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"),
    ("Florida", "FL"), ("Georgia", "GA"), ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"),
    ("Indiana", "IN"), ("Iowa", "IA"), ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"),
    ("Maine", "ME"), ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"),
    ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"), ("Montana", "MT"),
    ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"), ("New Jersey", "NJ"),
    ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"), ("North Dakota", "ND"),
    ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
    ("Rhode Island", "RI"), ("South Carolina", "SC"), ("South Dakota", "SD"), ("Tennessee", "TN"),
    ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
    ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY")]

CA_PROV = [("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"), ("Alberta", "AB"),
    ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"),
    ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")]
CA_POST_FIRST = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R", "SK": "S",
                 "NS": "B", "NB": "E", "NL": "A", "PE": "C"}

UK_COUNTIES = ["Cumbria", "Devon", "Norfolk", "Suffolk", "Lancashire", "Kent", "Dorset",
    "Shropshire", "Somerset", "Lincolnshire", "Northumberland", "Wiltshire", "Herefordshire",
    "Cheshire", "Derbyshire", "Staffordshire", "Essex", "Hampshire", "North Yorkshire",
    "West Sussex", "Warwickshire", "Cornwall", "Leicestershire", "Oxfordshire"]

US_TOWNS = """Marlow Springs|East Harlan|Cedar Bluff|Pine Hollow|Brookhaven Falls|Ashcroft|
Millbury Junction|Fairhaven Heights|Stillwater Bend|Red Oak Valley|Greyson|Alder Creek|
Port Tamsin|Kellerton|Dunmore Ridge|Whitcomb|Hazelton Park|Lindell|Oakmont Crossing|
Bramble Hill|Coldwater Gap|Sutter Mills|New Calloway|Wrenfield|Bellhaven|Tolliver|
Larkspur Flats|Eastbrook|Harmony Grove|Caddo Point|Silver Lick|Quarry Hill|Maple Shade Heights|
Renwick|Otterburn|Glenrock Station|Vashon Ridge|Prairie View Center|Three Forks Landing|Elkmont""".replace("\n", "").split("|")

CA_TOWNS = """Kingsford|Port Albany|Riverton Mills|Saint-Aubin-des-Pins|Lac-Beaumont|Cedar Narrows|
Thornhill Bay|Wolfe Harbour|North Emberly|Grand Marais Falls|Pembrook|Bellevue Station|
Orillon|Sainte-Colette|Fort Danvers|Maple Ridge Crossing|Lakehurst|Northgate Sound|
Kestrel Lake|Pine Portage|Alder Bay|Middleton Corners|Stoney Point Harbour|Glenavon""".replace("\n", "").split("|")

UK_TOWNS = """Thornbury Vale|Little Medlow|Kettlebridge|Stowmere|Aldwick Cross|Harrowden|
Birchley Green|Cransford|Easterleigh|Farnhope|Gilsworth|Hatherby|Ivybridge Moor|Kelsham|
Langmere|Marchbury|Netherwold|Oakhanger Wells|Pelham Stoke|Rushcombe|Saltmarsh End|
Tidworth Magna|Upper Wickham|Wendlebury St Giles|Yarrowfield""".replace("\n", "").split("|")

STREET_WORDS = """Elm Oak Maple Cedar Birch Willow Chestnut Hawthorn Juniper Linden Magnolia Sycamore
Alder Aspen Laurel Spruce Poplar Beech Hickory Mulberry Orchard Meadow Ridge Valley Harbor
Summit Prospect Highland Lakeshore Mill Church Station Kingsway Brook Fairview Glen Heathfield
Foxglove Tanner Cooper Ashdown Bellamy Carrington Dorset Evergreen Fernhill Greenbriar Hollybush
Ironwood Kestrel Lindsey Marigold Northfield Oxbow Pendle Quarry Riverbend Saddleback Thistle
Upland Vinewood Westbury Yew Zephyr Larchmont Coventry Abbey Millpond Sparrow Wren Bramble""".split()
US_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court",
             "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pike", "Trail"]
CA_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent", "Cres",
             "Boulevard", "Way", "Court", "Place", "Line", "Concession Rd", "Trail"]
UK_SUFFIX = ["Road", "Lane", "Street", "Close", "Gardens", "Grove", "Mews", "Avenue", "Way",
             "Crescent", "Drive", "Terrace", "Walk", "Row", "Square"]

COUNTRIES = ["Portugal", "Philippines", "Jamaica", "Nigeria", "Ghana", "India", "Pakistan",
    "Vietnam", "Mexico", "Guatemala", "Poland", "Ukraine", "Ireland", "Italy", "Greece",
    "Brazil", "Colombia", "Haiti", "Somalia", "Ethiopia", "Kenya", "China", "South Korea",
    "Japan", "Lebanon", "Syria", "Turkey", "Romania", "Trinidad and Tobago", "Sri Lanka",
    "Bangladesh", "Australia", "New Zealand", "Germany", "Spain", "France", "Egypt", "Peru",
    "El Salvador", "Honduras", "Iran", "Iraq", "Morocco", "Nepal", "Cambodia"]

PROFESSIONS = ["welder", "teacher", "schoolteacher", "truck driver", "forklift operator",
    "electrician", "carpenter", "accountant", "hairdresser", "bus driver", "farmer",
    "machinist", "plumber", "warehouse associate", "line cook", "cashier", "software developer",
    "paralegal", "security guard", "postal carrier", "roofer", "auto mechanic", "librarian",
    "firefighter", "police officer", "pastor", "chef", "barista", "nanny", "janitor",
    "landscaper", "architect", "civil engineer", "bookkeeper", "dairy farmer", "fisherman",
    "coal miner", "steelworker", "seamstress", "bank teller", "real estate agent",
    "letter carrier", "long-haul trucker", "crane operator", "bricklayer", "painter and decorator",
    "taxi driver", "delivery driver", "shop assistant", "care worker", "school bus driver",
    "lab technician", "hotel housekeeper", "graphic designer", "insurance broker",
    "HVAC technician", "dental receptionist", "lorry driver", "joiner", "sheet metal worker",
    "commercial fisherman", "lineman", "pipefitter", "data analyst", "veterinary assistant"]

LANDMARKS = ["Pinecrest Plaza", "Riverside Mall", "Harmon Tower", "Lakeview Park",
    "Millbrook Rest Area", "Fairgrounds Arena", "Old Mill Bridge", "Copperfield Shopping Centre",
    "Baxter Street Bus Depot", "Westgate Retail Park", "Sunnyside Trailer Park",
    "Grandview Apartments", "Elm Court Towers", "Kellerman Building", "Ridgeview Bowling Lanes",
    "Northside Community Centre", "Harbor Point Marina", "St. Agatha's Parish Hall",
    "Cobblestone Square", "Sawmill Creek Trailhead", "Oakridge Ice Rink", "Quarry Lake Beach",
    "Foxhall Leisure Centre", "Bellweather Market Hall", "Tanner Field", "Granite Falls Overlook"]

FLOWERS = ["Bluebell", "Primrose", "Foxglove", "Larkspur", "Snowdrop", "Lavender", "Heather",
           "Juniper", "Rowan", "Hazel", "Magnolia", "Cedar", "Willow", "Aspen", "Linden"]

SAINTS = ["St. Brendan's", "St. Agnes", "St. Columba's", "St. Jude's", "Our Lady of Mercy",
          "St. Hilda's", "St. Benedict", "Holy Cross", "St. Ignatius", "Sacred Heart",
          "St. Raphael's", "St. Wilfrid's", "Mercy", "Good Samaritan", "St. Aidan's"]

ADJ = ["Lakeside", "Riverbend", "Northfield", "Summit", "Valley", "Bayview", "Westbrook",
       "Cedar Ridge", "Pinecrest", "Highland", "Meadowlark", "Crescent", "Harborview",
       "Silver Birch", "Greystone", "Ashgrove", "Brightwater", "Foxhollow", "Oak Hill",
       "Stonebridge", "Clearwater", "Evergreen", "Sunrise", "Heritage", "Woodland", "Kingsmere"]

BIZ = ["Freight", "Logistics", "Foods", "Manufacturing", "Builders", "Plastics", "Auto Body",
       "Roofing", "Distribution", "Dairy Co-op", "Printing", "Packaging", "Steel", "Timber",
       "Landscaping", "Electric", "Hardware", "Fabrication", "Poultry", "Transit", "Couriers",
       "Textiles", "Cabinetry", "Paving", "Marine Supply", "Feed & Seed"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

HOLIDAYS = {"US": ["Christmas", "Thanksgiving", "Christmas Eve", "New Year's Day",
                   "Labor Day", "Memorial Day", "the Fourth of July", "Easter"],
            "CA": ["Christmas", "Canada Day", "Thanksgiving", "Boxing Day", "Victoria Day",
                   "New Year's Eve", "Easter Monday"],
            "UK": ["Christmas", "Boxing Day", "New Year's Day", "Easter Monday",
                   "Christmas Eve", "Bonfire Night", "the August bank holiday"]}

RELATIONS = {"M": ["husband", "son", "brother", "grandson", "nephew", "partner", "father",
                   "son-in-law", "neighbour", "friend"],
             "F": ["wife", "daughter", "sister", "granddaughter", "niece", "partner", "mother",
                   "daughter-in-law", "neighbour", "friend"]}
