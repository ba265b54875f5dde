"""Invented value pools for dev110_en. Every name, street, facility and organisation
here was made up for this set; combinations are drawn at random, so no pairing
describes a real person or place."""

FEMALE = """Maria Ana Beth Grace Hope Faith Joy Rose June Iris Ngozi Adaeze Mei Xiu Yuki Aiko Priya
Anjali Fatima Aisha Leila Sofia Lucia Carmen Guadalupe Marisol Olga Irina Svetlana Ingrid Astrid
Sigrid Siobhan Maeve Bridget Keisha Latoya Tamika Dolores Mildred Eleanor Doris Gladys Harriet Agnes
Bernadette Colleen Ruth Esther Miriam Leah Thuy Linh Hana Min-ji Amara Zainab Yasmin Nadia Elif Ayse
Paulette Ginette Marguerite Noor Leilani Winona Talia Rosalind Opal Pearl Ivy Summer April May Dawn
Constance Imelda Perpetua Wanjiru Oksana Teodora Ximena Luz Amparo Dagny""".split()

MALE = """John Will Mark Frank Bill Sonny Carl Earl Walter Harold Eugene Chester Virgil Otis Amos Jose
Luis Jesus Miguel Ramon Hector Chidi Emeka Kwame Kofi Tunde Wei Jun Hiroshi Kenji Raj Arjun Vikram Omar
Tariq Yusuf Mehmet Dmitri Sergei Pavel Lars Sven Nils Sean Declan Padraig Tyrone DeShawn Marcus
Reginald Abraham Isaac Moshe Minh Duc Tuan Jae-won Sung-ho Kai Keoni Dakota Aurelio Giuseppe Pierre
Jean-Luc Rocco Lorenzo Chance Royal Sterling Rusty Buck Glen Dale Clay Forrest Bo Thaddeus Ignatius
Anselm Olufemi Bartholomew Casimir""".split()

SURNAMES = """Baker King Cook Mason Marsh Hill Brooks Fields Short Young Strong Page Hunt Bell Waters
Rivers Price Miles Love Wise Rich Best Hale Stone Wood Small Moody Fairweather Okafor Adeyemi Nwosu
Mensah Boateng Achebe Chen Li Wang Nakamura Tanaka Sato Kim Park Choi Nguyen Tran Pham Patel Shah Iyer
Reddy Khan Haddad Nassar Yilmaz Demir Kowalski Nowak Petrov Ivanova Volkov Lindqvist Johansson Haugen
O'Brien McCarthy Gallagher Murphy Fitzgerald Garcia Hernandez Morales Castillo Delgado Rosario
Washington Jefferson Freeman Goldberg Rosen Katz Schwartz Lowe Abernathy Thibodeaux Broussard Kealoha
Begay Yazzie Tsosie Ruiz-Tamez Oyelaran Szabo Horvath Papadakis Costa Ferreira Moreau
Dubois Fontaine Kaur Singh Grewal Baptiste Pierre-Louis Mbeki Dlamini Okonkwo Aldana Quintero Vasquez
Holloway Pennington Whitlock Ashby Crane Sparrow Gentry Lark Winter Frost Day Knight Sharp Swift""".split()
SURNAMES = SURNAMES + ["Van der Berg", "De la Cruz"]

NICK = {"William": "Bill", "Will": "Willie", "John": "Jack", "Harold": "Hal", "Eugene": "Gene",
        "Margaret": "Peggy", "Eleanor": "Ellie", "Dolores": "Lola", "Walter": "Walt",
        "Reginald": "Reggie", "Thaddeus": "Tad", "Bartholomew": "Bart", "Constance": "Connie",
        "Mildred": "Millie", "Harriet": "Hattie", "Bernadette": "Bernie", "Abraham": "Abe",
        "Isaac": "Ike", "Chester": "Chet", "Forrest": "Woody", "Rosalind": "Roz"}

CITIES = ["Fairbrook", "Millbank", "Harlow Springs", "Caddo Flats", "Wrenfield", "Port Aldous",
          "East Tarrin", "Bellmere", "Oxley", "Granger Falls", "Cold Brook", "Saint Orin", "Marlow",
          "Pinecrest Hollow", "Dunmore Ridge", "Vassar Point", "Quillon", "Tebbetts Crossing", "Ardenvale",
          "Loxley Mills", "North Amberley", "Shadrach", "Kettering Bluff", "Ozanne", "Hollis Ferry",
          "Wick County", "Barrow County", "Calloway Station", "New Bristow", "Tamsin Lake", "Elkhorn Gap",
          "Seabright Cove"]

STATES = [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Indiana", "IN"),
          ("Kentucky", "KY"), ("Tennessee", "TN"), ("Georgia", "GA"), ("Texas", "TX"),
          ("Oregon", "OR"), ("Minnesota", "MN"), ("Iowa", "IA"), ("Missouri", "MO"),
          ("Louisiana", "LA"), ("New Mexico", "NM"), ("Arizona", "AZ"), ("Maine", "ME"),
          ("Vermont", "VT"), ("Wisconsin", "WI"), ("Alabama", "AL"), ("Nebraska", "NE"),
          ("Hawaii", "HI"), ("Montana", "MT"), ("North Carolina", "NC"), ("Virginia", "VA")]

STREET_NAMES = """Orchard Elm Juniper Tallow Quarry Beacon Hemlock Larkspur Sumac Cobble Millrace Osage
Wicker Tanager Pewter Foxglove Chandler Harrow Kestrel Brambling Alder Sorrel Ironwood Gristmill
Bellflower Copperleaf Dovetail Hatchet Lantern Marigold Nettle Pumphouse Ridgeback Saltbox""".split()
STREET_SUF = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Ln", "Drive", "Dr", "Court",
              "Ct", "Way", "Pike", "Terrace", "Circle", "Boulevard", "Blvd"]

FAC_A = """Cedar Hollow|Marlow Ridge|Juniper Glen|Willow Bend|Stonegate|Aspen Terrace|Harbor Crest
Brookhaven Manor|Larkfield|Heron Pointe|Maple Arbor|Oakmere|Quail Run|Sycamore Hills|Tamarack
Whitby Grove|Clover Meadow|Ashford Court|Bramblewood|Kingsley Park""".replace("\n", "|").split("|")
FAC_B = ["Rehabilitation and Nursing", "Care Center", "Health and Rehabilitation", "Nursing Home",
         "Skilled Nursing Facility", "Healthcare Center", "Transitional Care", "Senior Living"]
HOSP_A = ["St. Brigid's", "Mercy Vale", "Oxley Memorial", "Harlow Springs Regional", "Good Shepherd",
          "Dunmore Valley", "Lakeshore Baptist", "Tri-River", "Saint Anselm", "Caddo County",
          "Wrenfield Community", "Holy Rood", "Bellmere General", "Ardenvale University"]
HOSP_B = ["Medical Center", "Hospital", "Regional Medical Center", "Health System", "General Hospital"]
UNITS = ["Magnolia Unit", "Bluebird Hall", "Rose Wing", "Cardinal Unit", "Hawthorn Hall",
         "Sunrise Memory Care", "Evergreen Wing", "Lakeview Unit", "North Rehab Unit", "Dogwood Court"]
PHARM = ["Kessler Pharmacy", "Brightway Apothecary", "Corner Drug of Millbank", "Pillbox Long-Term Care Pharmacy",
         "Tarrin Valley Pharmacy", "Medwell LTC Pharmacy", "Orin Street Drug"]
CLINIC = ["Wrenfield Family Practice", "Lakeside Wound Clinic", "Hollis Ferry Internal Medicine",
          "Bellmere Cardiology Associates", "Granger Falls Orthopedics", "Quillon Podiatry Group",
          "Ozanne Memory Clinic", "Tamsin Lake Dialysis Center"]
HHA = ["Hearthstone Home Health", "Blue Heron Home Care", "Kindred Path Home Health",
       "Three Rivers Visiting Nurses", "Porchlight Home Health Services", "Amberley Home Care"]
HOSPICE = ["Evening Star Hospice", "Stillwater Hospice", "Lantern House Hospice",
           "Harborlight Hospice and Palliative Care", "Morning Dove Hospice"]

EMPLOYERS = ["Brannock Steel", "Tri-County Freight", "Ostrander Mills", "Dellwood Unified School District",
             "Calloway Rail Yard", "Pemberton Glassworks", "Harlow Springs Post Office", "Vantage Tool and Die",
             "Redfern Poultry", "Kittredge Lumber", "Seabright Cannery", "Amberley Textile Co.",
             "Shadrach County Highway Department", "Loxley Paper Company", "Quillon Dairy Co-op",
             "Marston Bus Lines", "Tebbetts Hardware", "Hollis Ferry Shipyard"]
CHURCHES = ["Grace Lutheran Church", "First Baptist Church of Millbank", "St. Casimir Parish",
            "Temple Beth Orin", "Hope Community Church", "Mount Zion AME Church", "Holy Trinity Greek Orthodox Church",
            "Ardenvale Islamic Center", "Kingdom Hall of Bellmere", "New Covenant Fellowship"]
DME = ["Halvorsen Medical Supply", "Apex Home Medical", "CareQuip Rentals", "Northway DME"]
AMBUL = ["Redline Ambulance Service", "Tri-County EMS", "Medi-Trans Ambulance", "Oxley Fire and Rescue"]
INSURERS = ["Bluewater Health Plan", "Keystone Mutual", "Prairie Shield Insurance", "Harbor Senior Advantage",
            "Evergreen Medicaid Plan"]
FUNERAL = ["Whitcomb Funeral Home", "Delacroix and Sons Funeral Chapel", "Peaceful Valley Mortuary",
           "Ashgrove Funeral Home"]
SCHOOLS = ["Marlow High School", "Saint Orin Academy", "Wrenfield Community College", "Bellmere Elementary"]
ORG_MISC = ["VFW Post 4471", "Oxley Senior Center", "Meals on Wheels of Barrow County", "Elks Lodge 882",
            "Knights of Columbus Council 3310", "Granger Falls Garden Club", "American Legion Post 19"]
LANDMARKS = [("the ", "Riverside Mall"), ("", "Lake Carrow"), ("", "Tolliver Park"), ("the ", "Granger Mill"),
             ("", "Fenwick Plaza"), ("the ", "Bixby Building"), ("the ", "Pilot Knob Overlook"),
             ("the ", "Dunmore Water Tower"), ("", "Harlan Bridge"), ("the ", "Quillon Fairgrounds"),
             ("", "Sawyer Marina"), ("the ", "Odell Grain Elevator")]

PROFESSIONS = ["machinist", "welder", "schoolteacher", "bus driver", "dairy farmer", "seamstress",
               "accountant", "postal carrier", "coal miner", "truck driver", "homemaker", "carpenter",
               "electrician", "librarian", "longshoreman", "hairdresser", "auto mechanic", "pastor",
               "civil engineer", "firefighter", "police officer", "line cook", "bookkeeper", "tailor",
               "railroad conductor", "pharmacist", "registered nurse", "dental hygienist", "plumber",
               "school principal", "bank teller", "insurance agent", "housekeeper", "chemist",
               "realtor", "barber", "court stenographer", "veterinarian", "factory worker", "baker"]
COUNTRIES = ["Philippines", "Vietnam", "Mexico", "Nigeria", "Ghana", "Poland", "Ireland", "Italy",
             "Korea", "India", "Haiti", "Guatemala", "Lebanon", "Ukraine", "Jamaica", "Germany",
             "Greece", "Cuba", "El Salvador", "Laos", "Somalia", "Portugal", "Japan", "Hungary"]

RELS = ["daughter", "son", "wife", "husband", "niece", "nephew", "granddaughter", "grandson", "sister",
        "brother", "neighbor", "friend", "daughter-in-law", "son-in-law", "partner", "cousin", "stepdaughter"]
