"""Invented pools for the dev170_en set: names, places, organisations, occupations.

Everything here was made up for this set.  Lists are plain lists (ordered) so
that random choices are reproducible.
"""

MALE_FIRST = """
James Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew
Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward
Gary Gregory Frank Raymond Patrick Dennis Walter Harold Douglas Carl Arthur Roger Wayne Leroy
Earl Clarence Otis Dwayne Tyrone Darnell Marcus Jamal Andre Reginald Cedric Lamont Terrence
Jose Luis Carlos Juan Miguel Jorge Alejandro Rafael Ernesto Guillermo Hector Ramon Esteban
Joaquin Aurelio Rolando Wei Jian Hao Ming Jun Takeshi Hiroshi Kenji Haruto Min-jun Ji-ho
Sung-min Minh Thanh Duc Tuan Rajesh Sanjay Arjun Vikram Anil Suresh Imran Farhan Tariq Omar
Ahmed Khalid Youssef Hassan Mustafa Karim Chukwuemeka Oluwaseun Kwame Kofi Babajide Tunde Emeka
Abdi Mohamed Tesfaye Dawit Jean-Baptiste Pierre Rodrigue Wilner Stanislaw Piotr Dmitri Sergei
Andrei Bogdan Nikolai Giuseppe Salvatore Vincenzo Dimitrios Konstantinos Lars Sven Henrik Klaus
Dieter Seamus Declan Padraig Eamon Ferdinand Isaiah Elijah Ezekiel Malachi Tobias Everett Lowell
Virgil Cletus Amos Shlomo Avi Moshe Yosef Arash Dariush Kamran Mehmet Emre Hamza Bilal Nasir
Thaddeus Cornelius Alonzo Booker Ezra Rupert Lucian Ignacio Benedikt Obinna Kelechi Makana
""".split()

FEMALE_FIRST = """
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty
Margaret Sandra Ashley Dorothy Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah
Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Shirley Angela Helen Anna Brenda Pamela
Nicole Ruth Katherine Virginia Judith Gloria Evelyn Jean Cheryl Mildred Doris Gladys Bernice
Loretta Latoya Shanice Keisha Tamika Ebony Yolanda Precious Imani Maria Guadalupe Rosa Carmen
Ana Lucia Yesenia Marisol Esperanza Consuelo Graciela Beatriz Xiomara Mei Xiuying Yuki Keiko
Haruka Ji-woo Seo-yeon Min-ji Lan Huong Thuy Ngoc Priya Anjali Sunita Lakshmi Deepa Kavya Fatima
Aisha Layla Noor Samira Yasmin Zainab Ngozi Adaeze Chiamaka Folake Abena Ama Hodan Fadumo Tigist
Selam Marie-Claude Nadege Guerline Mirlande Agnieszka Katarzyna Olga Svetlana Irina Natalia
Giovanna Rosaria Francesca Eleni Despina Ingrid Astrid Sigrid Greta Siobhan Niamh Aoife Maeve
Maricel Rowena Jocelyn Leilani Malia Winona Opal Pearl Hazel Mabel Ida Esther Ruthanne Bettye
Hadassah Miriam Rivka Sakura Parisa Shirin Elif Zeynep Odessa Philomena Henrietta Wilhelmina
Concepcion Dolores Alma Iris Junie Marguerite Lorraine Constance Tallulah Oksana Bronwyn
""".split()

SURNAMES = """
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin
Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Hill Scott
Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards
Collins Stewart Morris Rogers Reed Cook Morgan Bell Murphy Bailey Cooper Richardson Howard Ward
Peterson Gray Watson Brooks Kelly Sanders Price Bennett Barnes Henderson Coleman Jenkins Perry
Powell Patterson Hughes Washington Butler Simmons Foster Bryant Griffin Hayes Myers Hamilton
Graham Sullivan Wallace Reynolds Fisher Ellis Gibson McDonald Marshall Freeman Wells Webb
Tucker Porter Hunter Hicks Crawford Boyd Mason Kennedy Dixon Burns Gordon Holmes Robertson
Whitfield Pruitt Calloway Dunleavy Ashworth Vance Lockhart Merriweather Hollins Strickland
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera
Castillo Mendoza Vasquez Delgado Aguilar Salazar Villanueva Escobar Quintero Ibarra Zamora
Cervantes Figueroa Montalvo Urquidi Nguyen Tran Pham Le Hoang Vo Dang Bui Chen Wang Li Zhang
Liu Huang Zhao Wu Zhou Lin Kim Park Lee Choi Jung Kang Yoon Tanaka Suzuki Watanabe Yamamoto
Nakamura Kobayashi Sato Patel Shah Mehta Desai Reddy Rao Iyer Nair Gupta Sharma Singh Kapoor
Banerjee Chatterjee Krishnan Qureshi Siddiqui Khan Hussain Malik Chaudhry Haddad Nasser Khalil
Mansour Saleh Farah Hamdan Aziz Okafor Okonkwo Adeyemi Adebayo Oyelaran Nwosu Eze Mensah
Asante Boateng Owusu Diallo Traore Kamara Abdullahi Warsame Ali Tadesse Bekele Haile Desta
Pierre-Louis Jean-Charles Baptiste Dorvil Toussaint Etienne Kowalski Nowak Wisniewski
Zielinski Petrov Ivanov Volkov Sokolova Romano Esposito Russo Bianchi Ferrari DeLuca
Papadopoulos Georgiou Karras Andersen Lindqvist Johansson Halvorsen Bergstrom Schmidt
Hoffmann Becker Weber O'Brien O'Connor Gallagher Byrne Fitzgerald Donnelly McCarthy Santos
Bautista Villareal Cohen Levy Friedman Goldberg Katz Rosen Yilmaz Demir Kaya Tehrani Rahimi
Karimi Begay Yazzie Tsosie Whitehorse Kealoha Akana Mahoe Oduya Ferreira Magalhaes Szabo
Horvath Novak Dvorak Lindgren Okoro Achebe Umeh Quach Truong Duarte Leclerc Thibodeaux Broussard
Fontenot Guidry Hebert Landry Arceneaux Pelletier Gauthier Ouellette
""".split()

NICK = {
    "Robert": "Bob", "William": "Bill", "James": "Jim", "Michael": "Mike", "Thomas": "Tom",
    "David": "Dave", "Richard": "Rick", "Joseph": "Joe", "Charles": "Chuck", "Anthony": "Tony",
    "Kenneth": "Ken", "Gregory": "Greg", "Raymond": "Ray", "Patrick": "Pat", "Elizabeth": "Liz",
    "Margaret": "Peggy", "Katherine": "Kate", "Deborah": "Debbie", "Patricia": "Patty",
    "Dorothy": "Dot", "Rebecca": "Becky", "Kimberly": "Kim", "Cynthia": "Cindy", "Donald": "Don",
    "Jose": "Pepe", "Guadalupe": "Lupe", "Francisco": "Paco", "Konstantinos": "Gus",
    "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Alejandro": "Alex", "Timothy": "Tim",
    "Wilhelmina": "Willa", "Henrietta": "Etta", "Virginia": "Ginny", "Stanislaw": "Stan",
}

CITIES = """
Marlow Springs|East Callender|Pinecrest Falls|Harwick|Dunmore Heights|Bellhaven|Oakridge Junction|
Fairmont Glen|Kessler City|Ashby|Tillman|Greystone|Cold Brook|Port Ansel|Lyle Crossing|Brannock|
New Tilbury|Copper Hollow|Wexford Mills|Sayerville|North Lenox|Halstead|Quarry Point|Rook Valley|
Sutter Bend|Larkfield|Maple Vale|Corliss|Stonebridge|West Avalon|Graniteville|Orchard Park East|
Redmond Flats|Cheval|Three Rivers Crossing|Easton Ferry|Millbrook Station|Cassidy|Pembrook|
Hartsel|Vail Creek|Lowden|Danforth|Bristow Hill|Carrow|Ellery|Fenwick Harbor|Gansett|Hollis Park|
Ironwood|Juniper Flats|Kilbride|Lomax|Merritt Landing|Norland|Osgood|Prairie Rest|Ravenna Falls|
Saltash|Tamsin|Upton Green|Varick|Whitlow|Yarrow|Zell|Bexley Point|Dorrance|Ely Springs
""".replace("\n", "").split("|")

COUNTIES = """Harlan County|Bexar Hollow County|Tillman County|Osage Bend County|Merritt County|
Calloway County|Pike Ridge County|Larkin County|Sumner Vale County|Dunmore County""".replace("\n", "").split("|")

STATES = [
    ("Alabama", "AL"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
    ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"),
    ("Georgia", "GA"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
    ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"),
    ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"),
    ("Mississippi", "MS"), ("Missouri", "MO"), ("Nebraska", "NE"), ("Nevada", "NV"),
    ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
    ("North Carolina", "NC"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"),
    ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
    ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"),
    ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY"),
]

AREA_CODES = ["212", "312", "404", "414", "502", "512", "601", "614", "617", "702", "708",
              "713", "717", "731", "802", "804", "812", "816", "843", "860", "901", "919",
              "937", "952", "970", "978", "985"]

STREET_NAMES = """Elm|Oak|Maple|Cedar|Pine|Birch|Walnut|Chestnut|Hawthorne|Sycamore|Linden|Willow|
Juniper|Magnolia|Dogwood|Laurel|Spruce|Hickory|Aspen|Poplar|Harbor|Lake|River|Ridge|Hillcrest|
Meadow|Orchard|Prospect|Summit|Valley|Brookside|Fairview|Kingsley|Ashland|Beacon|Carver|Dalton|
Everly|Fulton|Garfield|Hampton|Irving|Jefferson|Kensington|Lombard|Monroe|Newbury|Ogden|Pearson|
Quincy|Rutledge|Sheridan|Thornton|Underhill|Vernon|Whitaker|Yorktown|Old Mill|Quarry|Cranberry|
Foxglove|Bramble|Tanager|Cardinal|Heron|Kestrel|Partridge|Sparrow|Wren|Lantern|Millrace|Tollgate""".replace("\n", "").split("|")

STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Court",
                 "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Circle", "Pike",
                 "Parkway", "Trail"]

STREET_UNIT = ["Apt {n}", "Apt. {n}B", "Unit {n}", "#{n}", "Lot {n}", "Apt {n}C", "Suite {n}",
               "Trlr {n}", "Fl {n}"]

HOSPITALS = """St. Adelaide Medical Center|Mercy Ridge Hospital|Calloway Regional Medical Center|
Lakeshore Heart Institute|Holloway Memorial Hospital|Bellhaven General Hospital|
Our Lady of the Valley Hospital|Fenwick Harbor Medical Center|Ashby County Hospital|
Pinecrest Baptist Medical Center|North Lenox Community Hospital|Greystone University Hospital|
Whitlow Presbyterian Hospital|Rook Valley Regional|Harwick Methodist Hospital|
Sutter Bend Medical Center|Kessler City VA Medical Center|Marlow Springs General|
St. Brendan's Hospital|Good Shepherd Regional Medical Center|Copper Hollow Hospital|
Dunmore Heights Medical Center|Tamsin Memorial Hospital|Prairie Rest Critical Access Hospital|
Ravenna Falls Regional Hospital|Merritt Landing Medical Center|Osgood-Carrow Heart Hospital|
Larkfield University Medical Center|Varick Community Hospital|Stonebridge Adventist Hospital""".replace("\n", "").split("|")

HOSP_SHORT = {
    "St. Adelaide Medical Center": "St. Adelaide", "Mercy Ridge Hospital": "Mercy Ridge",
    "Calloway Regional Medical Center": "CRMC", "Lakeshore Heart Institute": "LHI",
    "Holloway Memorial Hospital": "Holloway Memorial", "Greystone University Hospital": "GUH",
    "Fenwick Harbor Medical Center": "FHMC", "Bellhaven General Hospital": "Bellhaven General",
    "Sutter Bend Medical Center": "SBMC", "Larkfield University Medical Center": "LUMC",
    "Harwick Methodist Hospital": "Harwick Methodist", "Rook Valley Regional": "RVR Hospital",
}

CLINICS = """Brookfield Cardiology Associates|Harbor Point Heart & Vascular|Lomax Family Medicine|
Ellery Internal Medicine Group|Cheval Primary Care|Quarry Point Cardiology|Danforth Heart Clinic|
Sayerville Medical Group|Westside Community Health Center|Kilbride Internal Medicine|
Tillman Rural Health Clinic|Northgate Cardiovascular Consultants|Maple Vale Family Practice|
Greystone Heart Failure Clinic|Hollis Park Medical Associates|Bexley Point Urgent Care""".replace("\n", "").split("|")

PHARMACIES = """Dunmore Pharmacy|Corliss Drug|Hollis Park Apothecary|Quik-Rx Pharmacy #212|
Larkfield Community Pharmacy|Bristow Hill Rx|Varick Family Pharmacy|Main Street Drug of Lowden|
Pembrook Discount Pharmacy|Greenleaf Pharmacy""".replace("\n", "").split("|")

CARE_HOMES = """Willow Bend Care Center|Autumn Ridge Skilled Nursing|Heritage Oaks Assisted Living|
The Pines at Norland|Sunnyfield Rehabilitation and Nursing|Covenant Gardens|Lakeside Manor SNF|
Meadowlark Senior Living""".replace("\n", "").split("|")

REHAB_SITES = """Harbor Point Cardiac Rehab|Stonebridge Heart & Lung Rehab|Wellspring Cardiac Rehabilitation|
Fairmont Glen Cardiopulmonary Rehab|Calloway Cardiac Rehab Center|Kessler City Heart Fitness""".replace("\n", "").split("|")

UNIT_BLDG = ["Kimball", "Fenwick", "Alder", "Hartwell", "Whitcomb", "Sayre", "Prentice",
             "Loomis", "Ashcroft", "Bradbury", "Thorne", "Ellison", "Marsh", "Cabot"]
UNIT_TAIL = ["{f} West", "{f} East", "{f} North", "{f} South", "{f}", "{f}W", "{f}E"]

EMPLOYERS = """Harlan Freightways|Pemberton Steel|Brightwater Textiles|Calder & Sons Roofing|
Northfield Grain Cooperative|Tri-Rivers Power & Light|Gansett Shipyard|Ironwood Mining Co.|
Copperline Logistics|Bellweather Insurance Group|Dunmore Public Schools|Kessler City Transit|
Maple Vale Dairy|Osgood Aerospace|Quarry Point Stone Works|Redmond Flats Poultry|Sutter Bend Bottling|
Varick County Sheriff's Office|Whitlow Brewing Company|Lomax Auto Body|Stonebridge Lumber|
Halstead Data Systems|Greystone University|Carrow Casino & Resort|Fenwick Harbor Marina|
Larkfield Elevator Co.|Norland Paper Mill|Juniper Flats Water District|Ely Springs Golf Club|
Marlow Springs Fire Department|Bexley Point Fisheries|Hollis Park Bakery|Zell Precision Tool""".replace("\n", "").split("|")

CHURCHES = """Greater Hope Baptist Church|St. Casimir Parish|Grace Fellowship Church|
Iglesia Pentecostal Monte Sinai|Temple Beth Shalom of Varick|First Korean Presbyterian Church|
Masjid Al-Noor of Kessler City|Holy Trinity Greek Orthodox Church|New Jerusalem AME Church|
Mount Zion Missionary Baptist""".replace("\n", "").split("|")

INSURERS = """Keystone Mutual Health|Evergreen Health Plan|Pinnacle Care Alliance|Riverbend HMO|
Summit Crest Insurance|Liberty Shield Health|Tri-State Benefit Trust|Harborview Health Partners|
Cardinal Care Medicaid Plan|Meridian Senior Advantage|Ironworkers Local 414 Health Fund|
Bluestem Health Cooperative""".replace("\n", "").split("|")

TRANSPORT = """Ace Medical Transport|Lifeline Ambulance Service|Tri-County EMS|
Careflight Air Medical|Swift Wheelchair Van Co.""".replace("\n", "").split("|")

PROFESSIONS = """welder|school bus driver|accountant|machinist|electrician|farmer|long-haul truck driver|
software engineer|pastor|hairdresser|line cook|mail carrier|firefighter|police officer|
high school teacher|kindergarten teacher|nurse's aide|registered nurse|pharmacist|plumber|carpenter|
roofer|coal miner|dock worker|bank teller|real estate agent|attorney|paralegal|librarian|
janitor|custodian|warehouse worker|forklift operator|bus mechanic|auto mechanic|dental hygienist|
home health aide|security guard|taxi driver|rideshare driver|construction worker|landscaper|
chef|barber|seamstress|tailor|professor|graduate student|college student|pilot|flight attendant|
commercial fisherman|rancher|insurance adjuster|retail manager|cashier|civil engineer|
social worker|daycare worker|crossing guard|tow truck driver|lineman|HVAC technician|
diesel mechanic|court reporter|postmaster|minister|rabbi|bartender|waitress|housekeeper""".replace("\n", "").split("|")

COUNTRIES = """Haiti|Vietnam|Nigeria|Ghana|Mexico|Guatemala|El Salvador|Honduras|Dominican Republic|
Puerto Rico|India|Pakistan|Bangladesh|Philippines|China|South Korea|Japan|Poland|Ukraine|Russia|
Italy|Greece|Ireland|Portugal|Brazil|Somalia|Ethiopia|Eritrea|Iran|Iraq|Syria|Lebanon|Turkey|
Jamaica|Cuba|Colombia|Peru|Canada|Germany|Sweden|Kenya|Liberia""".replace("\n", "").split("|")

LANDMARKS = """Riverside Mall|Granite Ridge Golf Course|Founders Hall|Carver Park|Haskell Community Center|
Lakeview Bowling Lanes|Pemberton Field|Marlow Springs Feed & Supply|Union Station|Bristow Hill Library|
Copper Hollow Casino|Greystone Arena|Millbrook Senior Center|Osgood Fairgrounds|Sutter Bend Marina|
Kilbride Recreation Center|Dorrance Memorial Stadium|Ellery Farmers Market""".replace("\n", "").split("|")

SCHOOLS = """Dunmore High School|Greystone University|Kessler City Community College|Varick Middle School|
St. Casimir Academy|Ashby Technical Institute""".replace("\n", "").split("|")

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "New Year's Eve", "Easter",
            "Fourth of July", "Labor Day", "Memorial Day", "Christmas Eve", "Halloween",
            "Mother's Day", "Father's Day", "Veterans Day"]

CREDS_MD = ["MD", "DO", "MD, FACC", "MD, PhD", "DO, FACC", "MD, FSCAI", "MD, MPH"]
CREDS_RN = ["RN", "RN, BSN", "BSN, RN", "RN, CCRN", "RN, PCCN", "MSN, RN"]
CREDS_NP = ["NP", "ACNP-BC", "FNP-C", "AGACNP-BC", "NP-C", "DNP, APRN"]
CREDS_PA = ["PA-C", "PA"]
CREDS_TECH = ["RCIS", "RCES", "CVT", "RT(R)", "RCIS, RCES"]
CREDS_SONO = ["RDCS", "RDCS, RVT", "RCS", "ACS, RDCS"]
CREDS_EP = ["CCDS", "CEPS", "RN, CCDS", "CCDS, IBHRE"]
CREDS_EX = ["MS, ACSM-CEP", "CEP", "BS, EP-C", "RCEP"]
CREDS_PHARM = ["PharmD", "PharmD, BCPS", "RPh", "PharmD, CACP"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]
