"""Invented value pools for dev139_en. Every name, place and organisation here is made up.

Several names are also ordinary English words (Hope, Grace, Will, Bill, Stone, Price, Page ...)
so the same words occur both as PHI and as plain vocabulary in the notes.
"""

FEMALE = """Hope Faith Grace Joy Rose Iris Ivy Dawn Amber Hazel June May April Summer Penny Patience
Destiny Charity Autumn Ruby Pearl Ginger Olive Violet Harmony Crystal Sandy
Maria Lucia Carmen Guadalupe Ximena Rosalba Yesenia Marisol Araceli Beatriz Josefina Paloma
Adaeze Ngozi Chiamaka Folake Yetunde Abena Akosua Efua Wanjiru Amara Zainab Halima Fatoumata
Aaliyah Layla Noor Samira Yasmin Rania Leila Shirin Parisa Mahnaz
Priya Ananya Deepika Lakshmi Kavitha Sunita Meenakshi Harpreet Simran Nusrat Farzana
Mei Xiulan Lihua Yan Jia Hyejin Soyeon Minji Yuki Haruka Akiko Thuy Lan Ngoc Hoa Maricel Rowena Jocelyn
Olga Svetlana Katarzyna Agnieszka Milena Ivana Dragana Eleni Despina Chiara Giulia Francesca Siobhan
Aoife Niamh Maeve Ingrid Solveig Astrid Freja Rivka Tova Miriam Leilani Malia Mireille Nadege Guerline
Fernanda Thais Juliana Brenda Tamika Keisha Latoya Shanice Ebony Kimberly Jennifer Patricia Linda
Barbara Susan Deborah Heather Megan Ashley Brittany Courtney Kayla Madison Brooke Lindsey Tara Gwen
Agnes Mildred Doris Loretta Bernadette Colleen Marjorie Eunice Opal Winifred""".split()

MALE = """Will Bill Mark Frank Grant Chase Miles Skip Robin Jay Dean Sonny Rich Guy Cash Forest Rusty
Buck Hunter Colt Drew Lance Art Gene Ray Sterling Clay Wade Glen Cliff Dale Rocky
Jose Luis Miguel Alejandro Jesus Rafael Joaquin Ernesto Rogelio Efrain Heriberto Tomas Santiago
Chinedu Emeka Obinna Oluwaseun Babatunde Kwame Kofi Yaw Kwabena Tendai Jabari Amadou Moussa Ibrahima
Mohammed Ahmed Omar Khalid Tariq Yusuf Hassan Karim Reza Dariush Arash Kamran
Rajesh Arjun Vikram Sanjay Suresh Karthik Venkat Gurpreet Harjit Imran Tanvir
Wei Jun Hao Zhiwei Minho Jisung Hyunwoo Takeshi Kenji Hiroshi Duc Minh Quang Tuan Rodel Jomar Ferdinand
Dmitri Sergei Oleksandr Piotr Tomasz Marek Bogdan Nikos Stavros Giorgos Matteo Giuseppe Lorenzo
Padraig Cormac Declan Lars Anders Bjorn Sven Eitan Moshe Yosef Kekoa Makoa Jean-Baptiste Wilner Fritz
Thiago Caio Joao DeShawn Tyrone Marquis Jamal Darnell Terrence Michael Robert James David Richard
Joseph Thomas Charles Daniel Matthew Anthony Kevin Brian Travis Dustin Cody Kyle Austin Logan
Harold Walter Eugene Clarence Virgil Homer Lyle Orville Floyd Delbert""".split()

SURNAMES = """Baker Bell Wilson Murphy Graves Hunter Price Hall Wood Stone Banks Brown Lane Young Page King
Long Little Wells Cook Strong Best Moody Love Hardy Mason Rivers Fields Frost Summers Snow Glass Bishop
Parsons Sharp Hope Major Rich Story Day Friend Joy Noble Savage Street Pickens Temple
Garcia Rodriguez Hernandez Lopez Martinez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera
Gutierrez Castillo Mendoza Villanueva Ochoa Zavala Arredondo Quintero Bustamante Echeverria
Okafor Adeyemi Okonkwo Nwosu Oyelaran Balogun Mensah Asante Owusu Boateng Kamau Otieno Mwangi Diallo
Toure Keita Haile Tesfaye Abebe Kebede
Haddad Khoury Nasser Saleh Mansour Rahimi Tehrani Karimi Farahani Sadeghi
Patel Shah Desai Iyer Raghavan Subramanian Venkataraman Reddy Chaudhry Malhotra Sandhu Grewal
Gill Chowdhury Rahman Hossain Siddiqui
Chen Wang Zhang Liu Huang Zhao Lin Kim Park Lee Choi Jung Tanaka Sato Nakamura Yamamoto Watanabe
Nguyen Tran Pham Le Hoang Vu Dang Bui Santos Reyes Delacruz Bautista Mendoza Aquino Macaraeg
Ivanova Petrov Sokolov Kowalski Nowak Wisniewski Kovacs Horvath Novak Popescu Papadopoulos Georgiou
Rossi Russo Esposito Bianchi Ferraro O'Brien O'Connell Gallagher Fitzgerald Kavanagh McLaughlin
Larsen Johansson Lindqvist Andersen Haugen Cohen Levy Friedman Goldberg Katz Kahale Kealoha Palakiko
Jean-Louis Pierre Toussaint Baptiste Dorvil Oliveira Pereira Carvalho Souza Washington Jefferson
Jackson Robinson Harris Thompson Walker Johnson Williams Davis Miller Anderson Taylor Moore
Campbell Mitchell Carter Reed Holmes Sullivan Hoffman Schultz Becker Weber Brennan Doyle Fletcher
Whitfield Ashby Pruitt Crandall Thibodeaux Boudreaux Landry Broussard Yazzie Begay Tsosie""".split()

TOWNS = """Marlow Springs|Cedar Hollow|East Brantley|Port Elsin|Ashgrove|Brindlewood|Orrin Falls|Tessaly
Quarrytown|Wexmoor|Halden Park|Larkin City|New Ardmore|Sallow Creek|Pemberton Bluff|Fairhaven Mills
Kettering Cross|Dunmore Heights|Velden|Blue Heron Bay|Castleton Ford|Millbrook Station|Oakridge Landing
North Tamsin|Greywater|Elkhorn Junction|Roseland Prairie|Stonebridge|Thornbury|Wickliffe Lake
Hollins Corner|Juniper Flats|Bramwell|Cobalt Ridge|Lindell|Merriweather|Saxon Valley|Prospect Glen
Redfern|Ivory Hill|Calder Springs|Westmere|Tolliver|Amberly|Harrowgate|Sable Point|Crestline Park
Vinton Forge|Alder Bend|Lowry Mills""".replace("\n", "|").split("|")

COUNTIES = """Wexmoor County|Calder County|Pell County|Brantley County|Sallow County|Juniper County
Tolliver Parish|Halden County|Merriweather County""".replace("\n", "|").split("|")

STREET_NAMES = """Elm|Larkspur|Juniper|Cottonwood|Sycamore|Wren|Hawthorne|Briar|Tamarack|Quail Run|Fox Hollow
Mill Pond|Cider Press|Orchard|Lantern|Sparrow|Mossy Oak|Harbor View|Kestrel|Bellflower|Old Ferry
Ridgeback|Copper Kettle|Stillwater|Pinecrest|Magnolia|Alder|Buckeye|Heron|Summit|Wagon Wheel|Clover
Cranberry|Tanglewood|Pelham|Marston|Whitcomb|Garrison|Abernathy|Delacroix|Kingfisher|Poplar|Dogwood
Riverbend|Ironwood|Sandpiper|Prairie Wind|Blackberry|Lilac|Chestnut|Meadowlark|Saddle Creek""".replace("\n", "|").split("|")

STREET_SUFFIX = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Drive", "Dr", "Lane",
                 "Ln", "Court", "Ct", "Way", "Boulevard", "Blvd", "Place", "Pl", "Circle", "Terrace",
                 "Trail", "Pike", "Parkway"]

STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
          ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
          ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
          ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
          ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"),
          ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"),
          ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
          ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"),
          ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
          ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
          ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"),
          ("Wyoming", "WY")]

COUNTRIES = ["Mexico", "Guatemala", "El Salvador", "Honduras", "Haiti", "Dominican Republic", "Jamaica",
             "Brazil", "Peru", "Colombia", "Nigeria", "Ghana", "Kenya", "Ethiopia", "Senegal", "India",
             "Pakistan", "Bangladesh", "Nepal", "Vietnam", "Philippines", "China", "South Korea", "Japan",
             "Thailand", "Poland", "Ukraine", "Greece", "Italy", "Ireland", "Portugal", "Germany", "Egypt",
             "Morocco", "Iran", "Lebanon", "Canada", "Costa Rica", "Tanzania", "Cambodia"]

# care sites: clinics, practices, hospitals, pharmacies, urgent cares, care homes
CLINIC_STEMS = ["Cedar Hollow", "Brightwater", "Larkin Valley", "Halden Park", "Riverside Commons",
                "Orrin Falls", "Tessaly", "Blue Heron", "Pemberton", "Wexmoor", "Stonebridge", "Juniper Flats",
                "Northgate", "Saxon Valley", "Fairhaven", "Greywater", "Calder Springs", "Alder Bend"]
CLINIC_KINDS = ["Family Medicine", "Primary Care", "Internal Medicine Associates", "Family Health Center",
                "Community Health Center", "Medical Group", "Family Practice", "Health Partners",
                "Primary Care Clinic"]
HOSPITALS = ["St. Aldric's Medical Center", "Mercy Vale Hospital", "Larkin Valley Regional Medical Center",
             "Greywater General Hospital", "Our Lady of the Fields Hospital", "Pemberton Memorial Hospital",
             "Halden Park Medical Center", "Saxon Valley Regional", "Blue Heron Bay Hospital",
             "Wickliffe Lake Community Hospital", "Thornbury University Hospital", "St. Osric Health Center"]
SPECIALTY_SITES = ["Harrowgate Cardiology Associates", "Calder Springs Orthopedics", "Northgate Sleep Center",
                   "Brindlewood Endocrine Clinic", "Redfern Dermatology", "Tolliver Eye Institute",
                   "Westmere Behavioral Health", "Ivory Hill Imaging Center", "Sable Point GI Associates",
                   "Amberly Physical Therapy", "Lindell Allergy & Asthma", "Crestline Pulmonary Clinic",
                   "Merriweather Women's Health", "Vinton Forge Urology", "Cobalt Ridge Podiatry"]
SPEC_OF = [("Harrowgate Cardiology Associates", "Cardiology"), ("Calder Springs Orthopedics", "Orthopedics"),
           ("Northgate Sleep Center", "Sleep medicine"), ("Brindlewood Endocrine Clinic", "Endocrinology"),
           ("Redfern Dermatology", "Dermatology"), ("Tolliver Eye Institute", "Ophthalmology"),
           ("Westmere Behavioral Health", "Psychiatry"), ("Sable Point GI Associates", "GI"),
           ("Lindell Allergy & Asthma", "Allergy"), ("Crestline Pulmonary Clinic", "Pulmonology"),
           ("Vinton Forge Urology", "Urology"), ("Cobalt Ridge Podiatry", "Podiatry")]
URGENT = ["QuickCare Urgent Care of Marlow Springs", "Elkhorn Junction Urgent Care", "FirstStop Walk-In Clinic",
          "Dunmore Heights Urgent Care"]
PHARMACIES = ["Hollins Corner Pharmacy", "Brindlewood Apothecary", "Greenleaf Drug", "Castleton Ford Pharmacy",
              "MainStreet Rx", "Velden Family Pharmacy", "Sallow Creek Drug & Gift", "ScriptRight Pharmacy",
              "Medicine Shoppe of Lindell", "Bramwell Community Pharmacy", "CareFirst Mail Pharmacy"]
CARE_HOMES = ["Willow Glen Assisted Living", "Maple Terrace Nursing & Rehab", "Sunset Ridge Senior Living",
              "The Meadows at Saxon Valley", "Harborview Memory Care"]
UNITS = ["4 West", "Tower B", "Pavilion 3", "the Birch Unit", "5 North"]

EMPLOYERS = ["Tri-County Freight", "Halvorsen Plastics", "Marlow Unified School District", "Kestrel Logistics",
             "Brantley Poultry Processing", "Pinecrest Credit Union", "Lantern Hill Construction",
             "Oakridge Landing Marina", "Velden Tool & Die", "Copper Kettle Diner", "Sable Point Casino",
             "Greywater Water Authority", "Stonebridge Call Solutions", "Fairhaven Mills Textiles",
             "Juniper Home Health", "Redfern Auto Body", "Bluefin Seafood Co.", "Ashgrove Public Library",
             "Cobalt Ridge Mining", "Millbrook Station Warehouse", "Northgate Data Systems",
             "Harrowgate Landscaping", "Thornbury College", "Elkhorn Feed & Supply", "Brightline Staffing",
             "Quarrytown Concrete", "Wexmoor County Sheriff's Office", "Saxon Valley Hotel & Suites",
             "Tessaly Dental Lab", "Amberly Bakery"]
SCHOOLS = ["Marlow Springs Elementary", "Cedar Hollow Middle School", "East Brantley High School",
           "Port Elsin Academy", "Sallow Creek Elementary", "Pemberton Bluff High School",
           "St. Brendan's Catholic School", "Little Sprouts Learning Center", "Juniper Flats Montessori",
           "Thornbury College", "Wickliffe Lake Community College", "Halden Park Charter School",
           "Bright Acorns Daycare of Velden", "Redfern Christian Academy"]
CHURCHES = ["Grace Fellowship Church", "St. Columba Parish", "New Hope Baptist Church",
            "Temple Beth Shalom of Lindell", "Masjid al-Noor of Westmere"]
INSURERS = ["Bluestem Health Plan", "Keystone Mutual Health", "Great Plains Benefit Co.", "Cardinal Care Alliance",
            "Tidewater Health Partners", "Summit Shield Insurance", "Heartland Family Health Plan",
            "Lakeshore Community Care Plan", "Pioneer Benefit Trust", "Evergreen Medicare Advantage Plan"]
PBMS = ["ScriptLine Rx Services", "OptiPath Pharmacy Benefits", "RxBridge Solutions"]
DME_CO = ["HomeAir Respiratory Supply", "Mobility Plus Medical", "Keller Home Medical", "Brightway DME"]
AGENCIES = ["Velden Home Health & Hospice", "Sunrise Visiting Nurses", "Meals on Wheels of Calder County",
            "Wexmoor County Area Agency on Aging", "Harbor Lights Recovery Services", "Lindell Legal Aid"]
RIDES = ["Calder County Transit Connect", "Wexmoor County Area Agency on Aging", "GoodMiles Volunteer Drivers",
         "Saxon Valley Dial-a-Ride"]
LAW_FIRMS = ["Pruitt & Ashby LLP", "Crandall Law Group", "Whitfield Injury Attorneys", "Dorsey Bain & Kell"]
ANSWERING = ["AfterHours MedLine", "CallBridge Answering Service", "NightWatch Medical Answering"]
TELE_VENDORS = ["VisitNow", "CareLink Video", "DocSpan"]
LANDMARKS = ["the Harbor Mall", "Ashgrove Public Library", "Velden Community Center", "Lakeside Park pavilion",
             "the Greywater Civic Arena", "Kestrel Plaza", "Orrin Falls Senior Center", "Building C",
             "the Cobalt Ridge trailhead", "Millbrook Station depot"]

PROFESSIONS = ["welder", "long-haul truck driver", "school bus driver", "elementary school teacher", "cashier",
               "line cook", "warehouse associate", "forklift operator", "electrician", "plumber", "carpenter",
               "roofer", "home health aide", "certified nursing assistant", "dental hygienist", "accountant",
               "software developer", "hair stylist", "barber", "janitor", "custodian", "landscaper",
               "police officer", "firefighter", "paramedic", "mail carrier", "farmer", "dairy farmer",
               "poultry plant worker", "construction laborer", "auto mechanic", "bank teller", "pastor",
               "librarian", "paralegal", "real estate agent", "security guard", "rideshare driver",
               "delivery driver", "machinist", "seamstress", "nanny", "housekeeper", "college student",
               "graduate student", "retired teacher", "retired machinist", "retired nurse", "homemaker",
               "bartender", "waitress", "pharmacy technician", "call center representative", "chef",
               "commercial fisherman", "coal miner", "lineman", "air traffic controller", "pilot",
               "corrections officer", "daycare worker", "veterinary technician", "graphic designer"]
REL = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "granddaughter",
       "grandson", "partner", "niece", "nephew", "aunt", "neighbor", "friend", "caregiver", "fiance",
       "stepdaughter", "son-in-law", "daughter-in-law"]
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M",
           "sister": "F", "brother": "M", "granddaughter": "F", "grandson": "M", "niece": "F", "nephew": "M",
           "aunt": "F", "stepdaughter": "F", "son-in-law": "M", "daughter-in-law": "F"}
HOLIDAYS = ["Christmas", "Christmas Eve", "Thanksgiving", "New Year's Day", "Easter", "Labor Day",
            "Memorial Day", "the Fourth of July", "Halloween", "Mother's Day"]
AREA_CODES = ["208", "216", "231", "262", "304", "317", "319", "334", "352", "402", "405", "414", "417",
              "479", "502", "505", "507", "515", "541", "563", "573", "605", "608", "612", "614", "615",
              "636", "701", "712", "715", "763", "802", "804", "812", "816", "828", "843", "865", "901",
              "906", "919", "937", "971", "989"]
EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]
