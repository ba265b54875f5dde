"""Invented value pools for dev86_en. Every entry here was written for this folder.

Names mix many origins found in US community and rural care, plus many names that are
ordinary English words (June, Hope, Hunter, Ward, Frost ...). Places, facilities, employers and
insurers are invented (US state and country names are real, as they must be).
"""

GIVEN_F = """Ana Maria Guadalupe Xochitl Leticia Yesenia Marisol Mai Yer Nou Kia Amina Hodan Fadumo Hibaq
Priya Harpreet Simran Manpreet Ngozi Adaeze Chiamaka Oksana Halyna Iryna Ingrid Solveig Astrid Siobhan
Bridget Mei Lan Thuy Linh Hoa Rosalind Dolores Bernadette Wanda Tammy Brandi Kayleigh Shawna LaToya
Keisha Esther Miriam Ruth Naomi Leah Fatima Layla Noor Aiyana Winona Nizhoni Shandiin June April Dawn
Hope Faith Grace Joy Ivy Hazel Olive Pearl Ruby Amber Crystal Summer Autumn Wren Rose Daisy Holly
Liberty Sunny Marigold Clementine Lorna Mavis Opal Velma Edna Gladys Birdie Precious Destiny Charity
Patience Harmony Annelise Katarzyna Agnieszka Zofia Marjorie Loretta Rhonda Darlene Trudy Imelda
Luzviminda Maricel Rosario Jocelyn Salma Yasmin Rania Aroha Leilani Kalani Tiva Sadie Mattie Ellie""".split()

GIVEN_M = """Jose Juan Alejandro Jesus Rigoberto Efrain Tuan Minh Duc Chue Tou Kou Abdirahman Mohamed Hassan
Abdullahi Gurpreet Rajesh Arjun Baljit Chinedu Emeka Oluwaseun Taras Mykola Bogdan Lars Nils Sven
Cormac Declan Padraig Wei Jun Hamza Omar Yusuf Ezekiel Amos Eli Levi Jonas Menno Jakob Delbert Earl
Virgil Otis Clyde Wendell Darnell Tyrone DeShawn Marcus Cody Dustin Travis Wyatt Colt Gunner Ranger
Hunter Chase Clay Dale Glen Reed Forrest Heath Rusty Buck Major King Deacon Bishop Will Rich Frank
Bill Sonny Lane Cash Ford Brooks Mason Cooper Tucker Dallas Austin Shelby Merle Elmer Homer Lyle
Arvid Thorvald Kazimierz Tadeusz Dariusz Rolando Ferdinand Bayani Tariq Karim Nasser Hiroshi Kenji
Ahanu Hosteen Kai Keoni Jimmie Royce Luther Amon Abner Titus""".split()

NICK = {"William": "Billy", "Robert": "Bobby", "Margaret": "Peggy", "Elizabeth": "Betsy",
        "Theodore": "Teddy", "Katherine": "Kit", "Dorothy": "Dot", "Richard": "Dick",
        "Rusty": "Rus", "Gunner": "Gun", "Destiny": "Dessa", "Precious": "Pree"}
GIVEN_FORMAL = {"F": ["Margaret", "Elizabeth", "Katherine", "Dorothy"], "M": ["William", "Robert", "Theodore", "Richard"]}

SURNAMES = """Yoder Stoltzfus Hochstetler Schwartz Troyer Begay Yazzie Tsosie Benally Nez Vang Xiong Lor Yang
Thao Her Moua Mohamed Abdi Warsame Farah Hussein Gill Sandhu Dhaliwal Grewal Okafor Adeyemi Nwosu Eze
Kovalenko Shevchenko Bondarenko Lindqvist Halvorsen Johansen Nygaard Haugen O'Rourke McAllister
Fitzgerald Kavanagh Nguyen Tran Pham Castillo Ochoa Villanueva Ibarra Zamora Espinoza Dela-Rosa Bautista
Reyes Haddad Khoury Nassar Zhou Liang Huang Kowalczyk Szymanski Wozniak Baker Rose Hunter Wolf Fox Gold
Stone Hill Woods Bell Brown Frost Moody Strong Wise Sweet Love Winter Summers Christmas Sparrow Banks
Parsons Cook Mason Fisher Shepherd Carpenter Marsh Field Ward Page Post Crane Swan Drake Lamb Little
Long Short Young Black White Green Noble Pope King Knight Castle Friend Goodnight Hope Joy Day
Weekes Tuesday Monday Stamper Redbird Whitehorse Eagleheart Plenty Bearpaw Oyelaran Achterberg
Vandersloot Kapaona Fonoti Tuilagi Makoa Delacroix Thibodeaux Boudreaux Fontenot Kessler Raskob""".split()

DOC_SURNAMES = """Okonkwo Patel Lindgren Alvarez Takahashi Mbeki Rasmussen Oduya Chaudhry Feinberg Quiroga
Ostrowski Kimura Abernathy Ferreira Hollis Mbatha Sorensen Varga Iyer Kaplan Whitfield Mensah
Delgado Brandt Sato Novak Ahmadi Beaulieu Calloway Dunmore Eriksen Gallagher Hakimi Ingram Jaramillo
Kovac Lyle Mwangi Nakamura Oyelowo Prescott Quintero Rahman Sandoval Thorne Ueda Villareal Wilder
Yamamoto Zeller Birch Mercer Sloane Hart Rivers Meadows Temple Pike Barley Honey Sterling""".split()

DOC_GIVEN = """Adaora Benedikt Catalina Devika Eamon Farida Gideon Hollis Ilse Jaspreet Kwame Lucinda Marco
Nadia Obinna Parveen Quinn Renata Soren Tamsin Uriel Vesna Wilhelmina Xavier Yolanda Zeke Carmen
Thaddeus Ebony Paloma Anil Bronwyn Cyrus Delphine Esperanza Fenton Greta Hamid Inez Jerome Kirsten
Lonnie Marguerite Nestor Orla Pilar Rafferty Sunita Tobias Ursula Vikram Winifred""".split()

# invented towns, counties and landmarks
CITIES = """Harlan Ferry|Coldwater Flats|Pine Hollow|Brennock|Tallow Creek|Mossburg|Quillan|Dunmore Springs|
East Calder|Ketterly|Wren Hollow|Saltlick|Prairie Rest|Orvin|Marrow Falls|Bellhaven|Fenwick Crossing|Gilder|
Hatchet Lake|Iverton|Juniper Gap|Kessel|Lark City|Norrow|Oxbend|Pellston Mills|Quarry Bend|Redfield Junction|
Sable Ridge|Thistle|Upper Vance|Vellum|Wickersham|Yarrow|Zebulon Flats|Antler|Bitterroot Bend|Cask|
Dorrance Gap|Elkhorn Station|Fairweather|Goshen Prairie|Hope Springs|Mayfield Cross|Will Creek""".replace("\n", "").split("|")

COUNTIES = """Tallow|Ransome|Cutbank|Oxbow|Harrow|Bluestem|Keel|Pawnee Fork|Sandhill|Vance|Gideon|Marrow|Elkhorn|
Thistle|Copper|Larkin""".replace("\n", "").split("|")

STATES = [("Montana", "MT"), ("Wyoming", "WY"), ("North Dakota", "ND"), ("South Dakota", "SD"),
          ("Nebraska", "NE"), ("Kansas", "KS"), ("Iowa", "IA"), ("Minnesota", "MN"), ("Wisconsin", "WI"),
          ("Missouri", "MO"), ("Kentucky", "KY"), ("Tennessee", "TN"), ("West Virginia", "WV"),
          ("New Mexico", "NM"), ("Arizona", "AZ"), ("Utah", "UT"), ("Nevada", "NV"), ("Washington", "WA"),
          ("Vermont", "VT"), ("New Hampshire", "NH"), ("Michigan", "MI"), ("Ohio", "OH"), ("Illinois", "IL"),
          ("Alaska", "AK"), ("Texas", "TX"), ("Idaho", None), ("Oregon", None), ("Maine", None),
          ("Alabama", "AL"), ("Florida", "FL")]

AREA = ["406", "307", "701", "605", "308", "785", "563", "218", "715", "573", "270", "423", "304", "505",
        "928", "435", "775", "509", "802", "603", "906", "740", "618", "907", "325", "208", "541", "207"]

COUNTRIES = ["Mexico", "Guatemala", "Honduras", "El Salvador", "Somalia", "Laos", "Thailand", "Vietnam",
             "the Philippines", "Ukraine", "Canada", "Germany", "India", "Nigeria", "the Marshall Islands",
             "Bosnia", "Ethiopia", "Myanmar", "Haiti", "Ireland", "Norway", "Poland", "Samoa", "Kenya"]

STREET_WORDS = """Tamarack|Elm|Sweetgrass|Cottonwood|Quarry|Depot|Railroad|Prairie|Juniper|Aspen|Mill|Church|
Schoolhouse|Granary|Coyote|Badger|Sunflower|Lilac|Kestrel|Orchard|Pioneer|Bluebird|Tenmile|Willow|Cedar|
Ridgeline|Homestead|Stagecoach|Buffalo|Sage""".replace("\n", "").split("|")
STREET_KINDS = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Ln", "Drive", "Dr", "Trail",
                "Court", "Way", "Loop", "Highway"]

LANDMARKS = ["the Turnbull Bridge", "Kessel Reservoir boat ramp", "the old Harlan grain elevator",
             "Sandhill Fairgrounds", "Oxbend rodeo arena", "Antler Pass trailhead", "the Quillan water tower",
             "Wickersham Mall", "Fenwick Rest Area", "Norrow Community Hall", "the Pike Building",
             "Redfield Truck Stop lot", "Lark City Senior Center", "Thistle Flats gravel pit"]
# (the landmark pool is LOCATION_OTHER; truck stop/mall here are named places, not employers)

FAC_WORDS = """Bluestem|Cedar Ridge|Prairie View|Sandhill|Juniper|Ironwood|Cottonwood|Blackhawk|Riverbend|
Timberline|Sweetgrass|Red Mesa|Buffalo Run|Antelope Flats|Willow Creek|Lone Pine|Harvest|Homestead|
Meadowlark|Thistledown|Copper Hill|Stillwater|Sagebrush|Pinecrest|High Plains|Kingfisher""".replace("\n", "").split("|")
SAINTS = ["Brigid", "Casimir", "Olaf", "Anselm", "Hedwig", "Columba", "Agatha", "Benedict", "Clare", "Vincent"]

HOSPITAL_PATTERNS = ["{T} Community Hospital", "{T} Regional Medical Center", "Saint {S} Hospital",
                     "St. {S} Medical Center", "{W} Memorial Hospital", "{C} County Hospital",
                     "{T} Critical Access Hospital", "{W} Health Center"]
CLINIC_PATTERNS = ["{T} Rural Health Clinic", "{W} Family Medicine", "{L} Family Practice",
                   "{W} Valley Clinic", "{T} Medical Clinic", "{C} County Health Clinic",
                   "{W} Community Health Center"]
SNF_PATTERNS = ["{W} Care Center", "{T} Nursing and Rehabilitation", "{W} Manor", "{W} Living Center",
                "Good Shepherd Home of {T}", "{W} Skilled Nursing"]
UC_PATTERNS = ["{W} Urgent Care", "{T} Walk-In Clinic", "{W} QuickCare", "{T} Express Care"]
DENTAL_PATTERNS = ["{W} Family Dental", "{L} Dental Group", "{T} Oral Surgery", "{L} Oral and Maxillofacial Surgery",
                   "{W} Smiles Dentistry", "{T} Community Dental Clinic"]
BH_PATTERNS = ["{W} Behavioral Health", "{T} Counseling Center", "{C} County Mental Health",
               "{W} Recovery Services Clinic", "{W} Psychiatric Associates"]
PHARM_PATTERNS = ["{T} Pharmacy", "{L} Drug", "{W} Apothecary", "{T} Family Pharmacy"]
UNIT_NAMES = ["3 North", "2 West", "Pine Unit", "Birch Ward", "Aspen Hall", "Meadow Wing", "East Wing",
              "Station 2", "Cedar Hall", "4 South"]
HH_PATTERNS = ["{W} Home Health", "{C} County Home Care", "{T} Visiting Nurse Association",
               "{W} Home Health and Hospice"]
EMS_PATTERNS = ["{C} County Ambulance District", "{T} Volunteer Fire and Rescue", "{W} EMS",
                "{T} Ambulance Service", "{C} County EMS"]

EMPLOYER_PATTERNS = ["{T} Grain Cooperative", "{L} Trucking", "{W} Poultry", "{T} Sawmill",
                     "{W} Wind Services", "{L} and Sons Construction", "{C} County Road Department",
                     "{W} Dairy", "{T} Public Schools", "{W} Meat Processing", "{L} Farms", "{W} Rural Electric Cooperative",
                     "{W} Casino", "{T} Feed and Seed", "{W} Oilfield Services", "{W} Distribution Center",
                     "{L} Lumber Yard", "{T} Hardware", "{W} Gravel and Sand", "{L} Roofing"]
CHURCH_PATTERNS = ["{W} Baptist Church", "Saint {S} Catholic Church", "{T} Mennonite Fellowship",
                   "First Lutheran Church of {T}", "{W} Assembly of God"]
SCHOOL_PATTERNS = ["{T} High School", "{W} Community College", "{T} Elementary", "{C} County Middle School"]
INSURER_PATTERNS = ["{W} Mutual Health", "{W} Health Plan", "{W} Casualty Insurance", "{W} Benefit Administrators",
                    "High Plains Health Alliance", "{W} Employers Mutual", "Frontier {W} Insurance"]

PROFESSIONS = ["welder", "farmer", "rancher", "long-haul trucker", "school bus driver", "teacher",
               "feedlot hand", "poultry line worker", "lineman", "oilfield roustabout", "server", "cashier",
               "CNA", "hairdresser", "diesel mechanic", "carpenter", "electrician", "meatpacker", "dairy hand",
               "logger", "coal miner", "homemaker", "postal carrier", "pastor", "furniture maker",
               "correctional officer", "daycare worker", "farmworker", "wind turbine technician",
               "grain elevator operator", "custodian", "roofer", "veterinary technician", "bookkeeper",
               "bartender", "sheep shearer", "hunting guide", "bank teller", "pipefitter", "school librarian"]
WC_JOBS = ["welder", "lineman", "meatpacker", "roofer", "forklift operator", "poultry line worker",
           "diesel mechanic", "oilfield roustabout", "carpenter", "warehouse picker", "grain elevator operator",
           "logger", "feedlot hand", "pipefitter", "custodian", "delivery driver", "sawyer", "dairy hand"]

FEMALE_REL = {"wife", "daughter", "sister", "mother", "niece", "granddaughter", "aunt", "grandmother",
              "foster mother", "stepdaughter"}
MALE_REL = {"husband", "son", "brother", "father", "nephew", "grandson", "stepson", "stepfather", "uncle"}
RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "mother", "father", "niece",
             "nephew", "granddaughter", "grandson", "neighbor", "friend", "partner", "aunt", "stepson",
             "caregiver", "roommate", "pastor"]

USER_SUFFIX = ["", "2", "3", "_rn", "01", "7", "_np", "x"]
