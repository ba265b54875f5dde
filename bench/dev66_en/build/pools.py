"""Invented value pools for dev66_en. All names, towns, institutions are made up
(combinations of ordinary words and common given/family names); none is taken
from any de-identification corpus."""

FEMALE = """Abigail Adaeze Aisha Alana Alejandra Amara Anika Annette Beatriz Bernadette
Brianna Camille Carmen Celeste Chantal Colleen Dalia Deborah Delphine Desiree Dolores
Eileen Elena Esperanza Farah Fatima Gloria Gwen Hana Imelda Ingrid Isabel Jolene
Josephine Kalani Keisha Laila Leticia Lorraine Lucia Mabel Maeve Marisol Meredith
Mirela Nadia Naomi Noor Odette Paloma Priya Renata Rosalind Sabine Selma Siobhan Sunita
Tamsin Theresa Tova Valeria Wanda Xiomara Yasmin Yolanda Zainab Zofia Mei Thuy Ngozi
Amaya Rhea Linnea Marguerite Genevieve Nathalie Sylvie Maryse Bettina Corinne Darlene
Francine Hollis Jocelyn Lorna Mavis Pauline Roberta Shirin Tatiana Ursula Vera""".split()

MALE = """Abdul Adrian Ahmed Alonzo Anders Arturo Benedict Bogdan Caleb Casimir Cedric
Corbin Darnell Desmond Dmitri Emeka Emil Ernesto Fabian Felix Gareth Gustavo Hamza
Hector Ignatius Imran Jarvis Jerome Joaquin Kwame Lachlan Lamar Leopold Lucien Malcolm
Marcus Mateo Milos Nikhil Obinna Osvaldo Pascal Percy Quentin Rafael Reginald Rohan
Santiago Silas Soren Tariq Thaddeus Tobias Ulysses Vikram Wendell Xavier Yusuf Zoltan
Duc Hiroshi Kenji Raphael Etienne Mathieu Gaetan Brent Travis Dwayne Cody Kyle Lyle
Murray Norbert Otis Rupert Stanislav Terrence Vaughn Warren Delroy Harlan""".split()

# given names that are also ordinary English words
WORD_F = "Hope Faith Grace Rose Joy Dawn Iris Ruby June Summer Autumn Sky Sunny Honey Star Ivy".split()
WORD_M = "Will Bill Rich Mark Frank Ray Drew Chase Hunter Wade Miles Art Gene Pat Rocky Bud Lane Cliff Rusty Sonny".split()

KID_F = "Kaylee Nevaeh Paisley Harper Ellie Mila Ava Zoe Nora Aubree Maisie Lyra Posy Wren Hazel Juniper".split()
KID_M = "Aiden Brayden Jaxon Oakley Rowan Liam Noah Kai Theo Ezra Luca Milo Bodhi Finn Asher Declan".split()

SURNAMES = """Abernathy Achebe Albrecht Alvarado Amundsen Arceneaux Ashworth Babineaux Bancroft
Barrientos Beaulieu Bergstrom Blackwood Boateng Bouchard Brennan Caldwell Castellanos
Chaudhry Cormier Dabrowski Delacroix Desrosiers Dlamini Dunleavy Eckhardt Ellsworth
Esposito Fairbanks Farouk Fenwick Fitzgerald Gallagher Garnier Gutierrez Halvorsen Haddad
Hargrove Holloway Ibarra Iwasaki Jankowski Kaczmarek Kamau Kavanagh Kowalczyk Lachance
Lindqvist Lombardi Mahoney Makinde Marchetti McAllister Mendoza Moreau Nakamura Nwosu
Oyelaran Pelletier Petrakis Quintero Rasmussen Okonkwo Rourke Santangelo Shevchenko
Sorensen Tremblay Trujillo Underhill Vasquez Villeneuve Wojcik Yamamoto Zielinski Nguyen
Tran Patel Singh Kaur Sharma Gill Dhaliwal Ahmadi Rahimi Kim Park Wong Chan Liu Osei
Mensah Adeyemi Diallo Fontaine Gagnon Lavoie Girard Bergeron Leblanc Ouellet MacDonald
MacLeod McNeil O'Brien O'Connell D'Amico D'Souza St-Onge Ortega-Ruiz Hollingsworth
Kowalski Novak Horvath Szabo Popescu Ivanova Demir Yilmaz Haas Brandt Lund Ferreira
Carvalho Quiroga Salazar Medina Ruelas Pham Vo Truong Kaplan Rosenthal Feldman""".split()

WORD_SURNAMES = """Brown Young Hill Price Banks Ward Long Stone Fox Page Cook Bishop Church Wells
Baker Mason Little Strong Love King Marsh Rivers Glass House Bell Hale Lamb Fields Small
Moody Frost Snow Winter Sterling Gray White Green Black Cross Lane Woods Sparks Best Wise
Swift Noble Hart Parks Rush""".split()

NICK = {"Robert": "Bobby", "Reginald": "Reg", "Thaddeus": "Tad", "Benedict": "Ben",
        "Josephine": "Jo", "Deborah": "Deb", "Bernadette": "Bernie", "Theresa": "Tess",
        "Leopold": "Leo", "Ignatius": "Iggy", "Quentin": "Q", "Marguerite": "Maggie",
        "Alejandra": "Ale", "Genevieve": "Gen", "Tobias": "Toby", "Nathalie": "Nat",
        "Rosalind": "Roz", "Dolores": "Lola", "Francine": "Frankie", "Terrence": "Terry",
        "Stanislav": "Stan", "Norbert": "Norb", "Roberta": "Bobbie", "Pauline": "Polly",
        "Santiago": "Santi", "Malcolm": "Mal", "Casimir": "Cas", "Gustavo": "Gus"}

US_STATES = [("AL", "Alabama"), ("AZ", "Arizona"), ("CA", "California"), ("CO", "Colorado"),
             ("CT", "Connecticut"), ("GA", "Georgia"), ("IA", "Iowa"), ("ID", "Idaho"),
             ("IL", "Illinois"), ("IN", "Indiana"), ("KS", "Kansas"), ("KY", "Kentucky"),
             ("MA", "Massachusetts"), ("ME", "Maine"), ("MI", "Michigan"), ("MN", "Minnesota"),
             ("MO", "Missouri"), ("MT", "Montana"), ("NC", "North Carolina"), ("NE", "Nebraska"),
             ("NH", "New Hampshire"), ("NM", "New Mexico"), ("NY", "New York"), ("OH", "Ohio"),
             ("OK", "Oklahoma"), ("OR", "Oregon"), ("PA", "Pennsylvania"), ("SC", "South Carolina"),
             ("TN", "Tennessee"), ("TX", "Texas"), ("VA", "Virginia"), ("VT", "Vermont"),
             ("WA", "Washington"), ("WI", "Wisconsin"), ("WV", "West Virginia"), ("WY", "Wyoming")]
US_AREA = "207 218 231 269 304 319 320 406 417 423 479 505 507 540 563 573 605 608 620 641 660 701 712 715 802 814 828 856 906 920 937 970".split()

CA_PROVS = [("ON", "Ontario", "KLMNP"), ("BC", "British Columbia", "V"), ("AB", "Alberta", "T"),
            ("MB", "Manitoba", "R"), ("SK", "Saskatchewan", "S"), ("NS", "Nova Scotia", "B"),
            ("NB", "New Brunswick", "E"), ("QC", "Quebec", "GHJ"), ("NL", "Newfoundland and Labrador", "A"),
            ("PE", "Prince Edward Island", "C")]
CA_AREA = {"ON": ["613", "705", "519", "807", "249"], "BC": ["250", "778"], "AB": ["403", "780"],
           "MB": ["204", "431"], "SK": ["306", "639"], "NS": ["902"], "NB": ["506"],
           "QC": ["418", "819", "450"], "NL": ["709"], "PE": ["902"]}

TOWNS = """Alder Crossing|Ashgrove Junction|Bellamy Falls|Birchard|Blackmere|Bramwell Springs|Briarton
|Calder Bend|Carrow Mills|Cobbleford|Corliss|Dunmoor|Eastlyn|Fallowmere|Fenwick Hollow|Garnet Bay
|Glenlowe|Grayridge|Halloway|Harrowgate Falls|Hollis Creek|Inverly|Juniper Flats|Kestrel Point
|Kettering Mills|Larkhaven|Lindenmoor|Lowell Bend|Marlow Springs|Merriton|Millhaven|Northcote Falls
|Oakhollow|Orrinton|Ravensbrook|Redhollow|Rook Harbor|Saltmarsh|Stannard|Tamsworth|Verloch|Wexley
|Whitlow|Willowmere|Wrenfield|Quillan|Marrowby|Dovecote|Pellham Cross|Sorrel Valley|Thistlewick
|Brindle Lake|Cask Harbor|Emberly|Foxhallow|Gannet Cove|Hembury|Ivel|Jessop Mills|Kelderton|Lorrimer""".replace("\n", "").split("|")

CA_TOWNS = """Beaverbank Falls|Lac-aux-Herons|Port Hallett|Saint-Isidore-de-Vaux|Fort Kessel|Moose Brook
|Pinewater|Ridgeleigh|Tamarack Lake|Westerloo|Norbrook|Saltcove|Harbour Vane|Caribou Narrows
|Grand Anse-Noire|Kinsale Bay|Loon Rapids|Mirabel-des-Pins|Otter Portage|Petit-Rocher-Sud
|Queensmere|Rideau Bend|Spruce Landing|Trout Hollow|Uxley|Vimy Crossing|Wabash Falls|Yellowpine""".replace("\n", "").split("|")

COUNTIES = ["Whitlock County", "Carrow County", "Fennimore County", "Halvard County",
            "Brisco County", "Tallis County", "Orrin County", "Marsden County"]

STREET_WORDS = """Larkspur Tamarack Juniper Quarry Foundry Orchard Meadowlark Wicklow Beacon Hawthorn
Cobalt Sumac Spruce Heron Ridgeview Cranberry Hollyhock Lilac Bayberry Ferncliff Kettle
Millrace Schoolhouse Sawmill Canal Depot Garnet Pioneer Thimble Bramble Gristmill Lantern
Pebble Creekbed Wren Partridge Chickadee Bittern Plover Alderbrook Fiddlehead""".split()
STREET_SUFFIX = "Lane Rd Road St Street Ave Avenue Dr Drive Ct Court Cres Crescent Way Blvd Terrace Pl Circle Trail".split()

# re-join two-word institution stems
INST_STEMS = ["Northgate", "Lakeshore", "Riverbend", "Cedar Hollow", "Harbourview", "Maple Ridge",
              "Stonebridge", "Pinecrest", "Willowbrook", "Bayside", "Hillcrest", "Meadowvale",
              "Brookside", "Eastlake", "Fairhaven", "Kingsway", "Ironwood", "Greystone", "Silver Birch",
              "Falcon Ridge", "Copper Creek", "Thistledown", "Larchmont", "Ravenwood", "Oakmere",
              "Juniper Hills", "Prairie Rose", "Tamarack", "Heron Bay", "Foxglove", "Mapleton",
              "Quarry Hill", "Bramblewood", "Kestrel Valley", "Lanternfield", "Driftwood",
              "Bluewater", "Harvest Moon", "Cobalt Ridge", "Wildrose", "Starling", "Gristmill",
              "Two Rivers", "Sandpiper", "Old Orchard", "Lantern Bay", "Cloverleaf", "Ember Lake"]
SAINTS = ["Bartholomew", "Brigid", "Columba", "Ignatius", "Perpetua", "Casimir", "Hilda", "Fintan",
          "Wilfrid", "Agatha", "Brendan", "Monica", "Jude", "Elzear"]

INSURERS = [("Keystone Mutual Health", "KMH"), ("Cascade Care Alliance", "CCA"),
            ("Pinnacle Health Plan", "PHP"), ("Heartland Mutual Health", "HMH"),
            ("Prairie Life & Health", "PLH"), ("Tri-State Community Health Plan", "TCHP"),
            ("Silverline Health Partners", "SHP"), ("Harborview Health Plan", "HHP"),
            ("Lakeland Medicaid Partners", "LMP"), ("Bluestem Health Cooperative", "BHC"),
            ("Ridgeway Assurance Group", "RAG"), ("Kinfolk Benefit Trust", "KBT")]
CA_INSURERS = [("Great Northern Benefits", "GNB"), ("Maple Shield Insurance", "MSI"),
               ("Laurentian Mutual", "LM"), ("Evergreen Employee Benefits", "EEB"),
               ("Aurora Group Benefits", "AGB"), ("Tidewater Assurance", "TWA")]

EMPLOYERS = ["Harlow Logistics", "Pinecrest Lumber", "Quarry Hill Foods", "Tidewater Packaging",
             "Northline Transit", "Brightwater Plastics", "Ferris & Dunn Roofing", "Copperleaf Casino",
             "Ironhorse Rail Services", "Bluejay Grocers", "Meridian Call Centre", "Kestrel Aerospace",
             "Ridgeback Mining", "Sandpiper Hotels", "Thornfield Dairy", "Red Fern Landscaping",
             "Westmark Auto Body", "Lumen Softworks", "Gannet Seafoods", "Oxbow Poultry",
             "Halcyon Home Care", "Cobblestone Bakery", "Stannard Steelworks", "Wexley Public Works",
             "Bramwell Cold Storage", "Orchard Gate Winery", "Blackmere Brewing Co", "Foxtail Freight"]
EMPLOYER_ACR = [("Northline Transit Authority", "NTA"), ("Kestrel Aerospace Systems", "KAS"),
                ("Ridgeback Mining Corp", "RMC"), ("Gannet Bay Fisheries", "GBF"),
                ("Tamsworth Unified School District", "TUSD")]

PROFESSIONS = ["welder", "line cook", "long-haul trucker", "truck driver", "elementary school teacher",
               "electrician", "roofer", "hairdresser", "cashier", "warehouse picker", "dental hygienist",
               "accountant", "paralegal", "dairy farmer", "commercial fisherman", "letter carrier",
               "bus driver", "software developer", "personal support worker", "home health aide",
               "firefighter", "police officer", "correctional officer", "pastor", "janitor",
               "daycare worker", "barista", "landscaper", "carpenter", "plumber", "miner",
               "lineman", "mechanic", "auto body tech", "security guard", "realtor",
               "insurance adjuster", "pharmacy technician", "vet tech", "forklift operator",
               "machinist", "seamstress", "bartender", "hotel housekeeper", "school bus driver",
               "crossing guard", "grocery clerk", "chef", "sous chef", "nurse", "paramedic",
               "social worker", "librarian", "court reporter", "drywaller", "tile setter",
               "call centre agent", "mail carrier", "night watchman", "logger", "oil rig worker"]
RETIRED = ["teacher", "machinist", "postal worker", "nurse", "farmer", "bookkeeper", "pipefitter",
           "secretary", "railroad conductor", "minister", "electrician", "steelworker"]

COUNTRIES = ["Guatemala", "Philippines", "Vietnam", "India", "Nigeria", "Ghana", "Poland", "Ukraine",
             "Mexico", "Haiti", "Jamaica", "Portugal", "Somalia", "Syria", "Eritrea", "Brazil",
             "Honduras", "El Salvador", "Peru", "China", "South Korea", "Lebanon", "Iran",
             "Pakistan", "Bangladesh", "Kenya", "Ireland", "Italy", "Germany", "Dominican Republic",
             "Cuba", "Colombia", "Ecuador", "Thailand", "Cambodia", "Egypt", "Morocco", "Ethiopia",
             "Afghanistan", "Nepal", "Trinidad and Tobago", "Sri Lanka", "Romania", "Greece"]

DAYCARES = ["Little Acorns Daycare", "Sunflower Early Learning Centre", "Tiny Steps Child Care",
            "Busy Beavers Daycare", "Rainbow Kids Learning Center", "Puddle Jumpers Preschool",
            "Kinder Cottage", "Bumblebee Family Daycare", "Treetop Tots", "Giggles & Grins Child Care"]

DEVICE_KINDS = [
    ("pacemaker", "SN"), ("ICD", "serial"), ("loop recorder", "SN"), ("insulin pump", "SN"),
    ("CGM transmitter", "ID"), ("CPAP", "serial #"), ("O2 concentrator", "serial"),
    ("hearing aid (L)", "SN"), ("glucometer", "serial"), ("INR meter", "SN"),
    ("home BP cuff", "SN"), ("neb machine", "serial"), ("cochlear implant processor", "SN"),
    ("wheelchair", "serial"), ("feeding pump", "SN"), ("spinal cord stimulator", "SN")]
DEVICE_MODELS = {"pacemaker": ["Medtronic Azure", "Boston Sci Accolade"], "ICD": ["Medtronic Cobalt XT"],
                 "insulin pump": ["Tandem t:slim X2", "Omnipod 5"], "CGM transmitter": ["Dexcom G6"],
                 "CPAP": ["ResMed AirSense 11", "DreamStation 2"], "loop recorder": ["Reveal LINQ"],
                 "O2 concentrator": ["Inogen One G5"], "glucometer": ["Contour Next"],
                 "INR meter": ["CoaguChek XS"]}
