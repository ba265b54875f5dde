"""Invented value pools for dev137_en. All names, places and organisations are
made up or drawn from common given names and surnames; combinations are random."""

# ---------------------------------------------------------------- given names
FIRST_F = """Maria Ana Sofia Lucia Guadalupe Yesenia Marisol Carmen Xiomara Dulce
Aisha Fatima Amina Halima Nour Yasmin Layla Samira Hodan Ayan Fadumo
Mei Ling Xiu Jing Hana Yuki Aiko Minji Seo-yeon Ji-woo Thuy Linh Ngoc Phuong
Priya Anjali Deepa Harpreet Simran Gurleen Kavya Lakshmi Nisha
Chiamaka Adaeze Ngozi Folake Abena Akosua Efua Makeda Tigist Selam
Oksana Olena Katarzyna Agnieszka Zofia Irina Svetlana Milena
Siobhan Niamh Aoife Brigid Maeve
Jennifer Jessica Ashley Amanda Brittany Tiffany Crystal Kayla Heather Megan
Shanice Latoya Keisha Tamika Ebony Imani Aaliyah Destiny
Genevieve Josee Manon Chantal Isabelle Nathalie
Tala Winona Kateri
Hope Faith Grace Joy Patience Rose Daisy Dawn Summer April June Ivy Sunny
Angel Honor Charity Autumn Misty Crystal Amber Star""".split()

FIRST_M = """Jose Luis Carlos Miguel Juan Jesus Alejandro Rafael Ernesto Hector
Mohamed Ahmed Omar Yusuf Khalid Abdi Hassan Tariq Karim Samir
Wei Jun Hao Ming Kenji Hiroshi Min-jun Ji-ho Minh Tuan Quang Duc
Rajesh Arjun Vikram Sanjay Harjit Gurpreet Manpreet Amit Rohan
Chukwuemeka Obinna Emeka Kwame Kofi Yaw Tesfaye Dawit Abebe
Dmytro Andriy Piotr Tomasz Krzysztof Sergei Nikolai Bogdan
Liam Declan Cormac Padraig Seamus
Michael Christopher Joshua Matthew Tyler Brandon Cody Dustin Travis Kyle
DeShawn Tyrone Jamal Darnell Marquis Terrell Andre Malik
Jean-Luc Mathieu Etienne Guillaume Sebastien Luc
Wade Colton Dakota
Will Mark Bill Frank Rich Chance Major Sterling Rusty Buck Hunter
Miles Wade Grant Price Dale Clay Reed Sonny""".split()

SURNAMES = """Garcia Hernandez Martinez Lopez Gonzalez Ramirez Torres Flores Rivera Morales
Ortiz Castillo Delgado Vargas Mendoza Guerrero Salazar Estrada Cardenas Villanueva
Abdullahi Mohamed Hassan Warsame Farah Osman Haddad Khoury Nasser Aziz Saleh
Chen Wang Li Zhang Liu Huang Nakamura Tanaka Sato Kim Park Choi Nguyen Tran Pham Le
Patel Shah Singh Sandhu Gill Dhillon Grewal Reddy Iyer Krishnan Chowdhury
Okafor Okonkwo Adeyemi Mensah Boateng Asante Tesfaye Bekele Haile Girma
Kowalski Nowak Wisniewski Kovalenko Shevchenko Bondarenko Ivanova Petrov
O'Brien Gallagher Byrne Kavanagh McCarthy Sullivan Doherty
Johnson Williams Jones Davis Miller Wilson Anderson Thompson Jackson Harris
Robinson Washington Jefferson Coleman Jenkins Simmons Freeman
Tremblay Gagnon Bouchard Cote Gauthier Lavoie Pelletier Beaulieu Morin
Cardinal Sinclair Whitehorse Bearchild Littlechief Ironstar
Young Long Brown Green White Black Stone Wood Hill Fields Price Cash Baker
Cook Mason Hunter Porter Walker Bishop King Bell Rivers Moody Sharp Love
Banks Lane Ward Cross Day Hart Frost Knight Wise Strong Best Noble Bright""".split()

NICK = {"Michael": "Mike", "Christopher": "Chris", "Joshua": "Josh", "Matthew": "Matt",
        "Jennifer": "Jen", "Jessica": "Jess", "Katarzyna": "Kasia", "Alejandro": "Alex",
        "Guadalupe": "Lupe", "Jose": "Pepe", "Rafael": "Rafa", "Abdi": "Abdi",
        "Mohamed": "Mo", "Nikolai": "Kolya", "Dmytro": "Dima", "Elizabeth": "Liz",
        "Tyrone": "Ty", "DeShawn": "Shawn", "Sebastien": "Seb", "Oksana": "Ksenia",
        "William": "Billy", "Richard": "Rick", "Siobhan": "Shiv", "Brittany": "Britt"}

# ---------------------------------------------------------------- places
# real states / provinces; invented towns keyed to them
US_STATES = [  # name, abbr, zip prefixes, area codes
    ("California", "CA", ["90", "91", "93", "95", "96"], ["530", "707", "916", "559"]),
    ("Florida", "FL", ["32", "33", "34"], ["352", "386", "727", "850"]),
    ("Massachusetts", "MA", ["010", "013", "015", "021", "024"], ["413", "508", "978"]),
    ("New York", "NY", ["12", "13", "14"], ["315", "518", "585", "607"]),
    ("Washington", "WA", ["98", "99"], ["360", "509", "253"]),
    ("Oregon", "OR", ["97"], ["503", "541", "971"]),
    ("Pennsylvania", "PA", ["15", "16", "17", "18"], ["570", "717", "814"]),
    ("Texas", "TX", ["75", "76", "78", "79"], ["254", "325", "432", "903"]),
    ("Virginia", "VA", ["22", "23", "24"], ["276", "434", "540"]),
    ("Ohio", "OH", ["43", "44", "45"], ["330", "419", "740"]),
    ("Minnesota", "MN", ["55", "56"], ["218", "320", "507"]),
    ("Michigan", "MI", ["48", "49"], ["231", "906", "989"]),
    ("Arizona", "AZ", ["85", "86"], ["520", "928"]),
    ("Colorado", "CO", ["80", "81"], ["719", "970"]),
    ("North Carolina", "NC", ["27", "28"], ["252", "336", "828"]),
    ("Vermont", "VT", ["05"], ["802"]),
]
CA_PROVINCES = [  # name, abbr, postal first letters, area codes
    ("Ontario", "ON", "KLNP", ["705", "807", "613", "519"]),
    ("British Columbia", "BC", "V", ["250", "778"]),
    ("Alberta", "AB", "T", ["403", "780"]),
    ("Manitoba", "MB", "R", ["204", "431"]),
    ("Nova Scotia", "NS", "B", ["902"]),
    ("Saskatchewan", "SK", "S", ["306", "639"]),
    ("New Brunswick", "NB", "E", ["506"]),
]

TOWN_A = """Harlow Marlow Kessler Brantwood Ellery Dunmore Calloway Pemberton Ashgrove
Whitlock Farrow Cardell Linwood Bramble Oakhurst Tillman Corwin Halstead Renfrew
Maplecreek Stonebury Larkspur Quillan Dorrance Vessey Hollister Grayling Birchmont
Eastmere Fenwick Greywater Ostrander Penwick Saltmarsh Thornbury Wexley Yarrow
Caddo Elkhorn Foxley Garnet Iverly Juniper Kettering Lowell Mossley Norrow""".split()
TOWN_B = ["", "", "", " Falls", " Springs", " Junction", " Bend", " Crossing", " Hollow",
          " Ridge", " Harbor", " Creek", " Landing", " Mills", " Heights"]

STREET_N = """Elm Maple Oak Cedar Birch Willow Aspen Hawthorne Sycamore Juniper
Linden Chestnut Poplar Spruce Laurel Magnolia Cypress Alder Hemlock Tamarack
Railroad Depot Mill Canal Quarry Orchard Meadow Prospect Garrison Foundry
Lakeview Ridgeline Harbor Bayside Summit Pleasant Union Liberty Commerce Franklin
Kessler Dunmore Pemberton Calloway Whitlock Corwin Renfrew Thornbury Ostrander""".split()
STREET_S = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
            "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace", "Crescent"]
UNIT = ["Apt {n}", "Apt. {n}", "Unit {n}", "#{n}", "Suite {n}", "Apt {n}{l}", "Lot {n}", "Rm {n}"]

COUNTRIES = ["Mexico", "Guatemala", "El Salvador", "Honduras", "Somalia", "Ethiopia",
             "Eritrea", "Nigeria", "Ghana", "Vietnam", "Philippines", "India", "Pakistan",
             "Ukraine", "Poland", "Syria", "Iraq", "Afghanistan", "Haiti", "Jamaica",
             "Colombia", "Venezuela", "China", "South Korea", "Portugal", "Ireland", "Kenya",
             "Democratic Republic of the Congo", "Sudan", "Cuba", "Dominican Republic"]

# ---------------------------------------------------------------- facilities
HOSP_PAT = ["{t} General Hospital", "{t} Regional Medical Center", "St. {s} Hospital",
            "{t} Behavioral Health Center", "{t} Memorial Hospital", "{t} Community Hospital",
            "Mercy {t} Hospital", "{t} Psychiatric Hospital", "{t} Health Sciences Centre",
            "{t} & District Hospital", "{t} Valley Medical Center"]
SAINTS = ["Brigid's", "Jude's", "Anselm's", "Columba's", "Agnes'", "Clare's", "Damien's",
          "Vincent's", "Raphael's", "Monica's", "Adalbert's", "Kateri's"]
CLINIC_PAT = ["{t} Counseling Associates", "{t} Recovery Center", "{t} Treatment Services",
              "{t} Opioid Treatment Program", "{t} Methadone Clinic", "{t} Community Mental Health",
              "{w} Psychiatric Associates", "{w} Behavioral Health", "{w} Family Health Team",
              "{w} Wellness Clinic", "{t} Counseling Center", "{w} Community Health Centre"]
RESI_PAT = ["{w} House Detox", "{t} Crisis Stabilization Unit", "{w} Recovery Residence",
            "{w} Residential Treatment Center", "{w} Care Home", "{w} Sober Living", "{w} Group Home",
            "{t} Withdrawal Management Centre", "{w} Adult Residential Facility"]
OTP_PAT = ["{w} Opioid Treatment Program", "{t} Methadone Clinic", "{w} Comprehensive Treatment Center",
           "{t} OTP", "{w} Recovery Services", "{t} Addiction Medicine Clinic", "{w} RAAM Clinic"]
CLINIC_W = ["Bridgewater", "Northstar", "Clearwater", "Lantern", "New Horizons", "Harborview",
            "Pinecrest", "Sunrise", "Evergreen", "Keystone", "Turning Point", "Riverstone",
            "Stillwater", "Bluebird", "Cornerstone", "Lighthouse", "Hearthside", "Tamarack"]
UNITS = ["Cedar Unit", "Birch Unit", "4 West", "5 North", "Unit 3B", "Willow Ward",
         "Adolescent Unit 2", "Maple Unit", "Acute Care Unit A", "Aspen House",
         "Rowan Ward", "Harbor Unit", "7 East"]
PHARM_PAT = ["{w} Pharmacy", "{t} Drug", "{st} Street Pharmacy", "Corner Apothecary of {t}",
             "{w} Rx #{n}", "{t} Family Pharmacy"]

EMPLOYER = ["Brightline Logistics", "Kessler Poultry Processing", "Tri-Valley Transit",
            "Halstead Lumber Co.", "Greywater Call Center", "Norrow Auto Body", "Pemberton Foods",
            "Saltmarsh Seafood", "Quillan Roofing LLC", "Dunmore Casino", "Oakhurst Building Supply",
            "Bramble & Finch Catering", "Foxley Freight Lines", "Yarrow Valley Farms",
            "Corwin Steel Fabricators", "Iverly Cleaning Services", "Mossley Distribution Center",
            "Tillman Electric", "Calloway Gas & Go", "Renfrew Nursing Agency", "Larkspur Diner",
            "Stonebury Warehouse Partners", "Grayling Pallet Co.", "Ashgrove Landscaping"]
SCHOOL = ["{t} High School", "{t} Community College", "{t} Middle School", "{t} Elementary",
          "University of {t}", "{t} Technical Institute", "{t} Collegiate Institute"]
AGENCY = ["{t} Housing Authority", "{w} Shelter", "{t} Rescue Mission", "{t} Food Bank",
          "{w} Supportive Housing", "{t} Legal Aid Society", "{w} Community Services",
          "{t} Unitarian Church", "St. {s} Parish", "{w} Family Services", "{t} YMCA",
          "{w} Housing Coalition", "{t} Tenants Union", "{w} Workforce Center",
          "{t} Public Defender's Office", "{w} Insurance Group", "{w} Health Plan"]
INSURER = ["Blue Harbor Health Plan", "Evergreen Mutual", "Keystone Family Care Plan",
           "Northstar Community Health Plan", "Cardell Assurance", "Tamarack Benefits",
           "Clearwater Health Alliance", "Lantern Life & Health"]
LANDMARK = ["the {t} bus terminal", "the {st} Street overpass", "the {t} bus depot",
            "Riverside Park", "the pavilion at {w} Park", "the old {t} rail yard",
            "the {w} Mall parking garage", "the boat launch on {t} Lake", "Memorial Bridge",
            "the {t} public library"]

PROFESSIONS = ["line cook", "welder", "roofer", "truck driver", "long-haul trucker",
               "cashier", "home health aide", "nursing assistant", "electrician", "plumber",
               "carpenter", "forklift operator", "warehouse associate", "call center agent",
               "bartender", "server", "dishwasher", "landscaper", "mechanic", "paralegal",
               "bookkeeper", "teacher", "substitute teacher", "school bus driver", "janitor",
               "security guard", "hairstylist", "barber", "nail technician", "commercial fisherman",
               "oil rig worker", "miner", "farmhand", "drywall installer", "painter", "mason",
               "software developer", "graphic designer", "real estate agent", "accountant",
               "pharmacy technician", "veterinary technician", "dental hygienist", "firefighter",
               "correctional officer", "machinist", "pipefitter", "delivery driver",
               "rideshare driver", "sex worker", "musician", "tattoo artist", "daycare worker",
               "retail manager", "sous chef", "lineman", "ironworker", "grocery stocker",
               "registered nurse", "paramedic", "social worker", "lawyer", "engineer"]
RELATIONS_F = ["mother", "sister", "wife", "girlfriend", "daughter", "aunt", "grandmother",
               "partner", "ex-wife", "cousin", "niece", "stepmother", "roommate", "friend"]
RELATIONS_M = ["father", "brother", "husband", "boyfriend", "son", "uncle", "grandfather",
               "partner", "ex-husband", "cousin", "nephew", "stepfather", "roommate", "friend"]
OTHER_ROLES = ["landlord", "probation officer", "parole officer", "public defender",
               "sponsor", "neighbor", "employer", "pastor", "guardian ad litem", "attorney",
               "supervisor", "case worker at DSS"]

# ---------------------------------------------------------------- staff
CREDS = {
    "psychiatrist": ["MD", "DO", "MD", "MD, PhD"],
    "np": ["PMHNP-BC", "NP", "APRN, PMHNP-BC", "FNP-C"],
    "therapist": ["LCSW", "LICSW", "LPC", "LMFT", "LMHC", "PhD", "PsyD", "LCSW-C", "LPCC"],
    "counselor": ["LADC", "CADC-II", "LCADC", "CASAC", "LAC", "CCS"],
    "nurse": ["RN", "RN, BSN", "LPN", "RN, CARN"],
    "cm": ["BSW", "CM", "QMHP", "MSW", "CPRS"],
    "peer": ["CPRS", "CRPS", "PRSS", "CPS"],
}

CREDS_CA = {
    "psychiatrist": ["MD, FRCPC", "MD", "MD, FRCPC", "MD, CCFP(AM)"],
    "np": ["NP-PHC", "NP", "RN(EC)", "NP-Adult"],
    "therapist": ["RSW", "MSW, RSW", "PhD, C.Psych", "RP", "CCC", "MSW, RSW"],
    "counselor": ["CCAC", "ICADC", "RP", "CCAC, CCS"],
    "nurse": ["RN", "RPN", "RN, BScN"],
    "cm": ["BSW", "CM", "MSW", "BSW, RSW"],
    "peer": ["CPSS", "Peer Support Worker", "CPS"],
}

# ---------------------------------------------------------------- legal frame by region
LEGAL = {
    "CA": ("5150", "72-hour hold", "5250 certification", "Welfare and Institutions Code"),
    "FL": ("Baker Act", "involuntary examination", "Marchman Act petition", "Chapter 394"),
    "MA": ("Section 12", "emergency restraint", "Section 35 petition", "M.G.L. c.123"),
    "NY": ("9.39", "emergency admission", "Kendra's Law AOT petition", "Mental Hygiene Law"),
    "WA": ("ITA", "initial detention", "90-day LRA petition", "RCW 71.05"),
    "OR": ("NMI", "director's custody hold", "civil commitment hearing", "ORS 426"),
    "PA": ("302", "involuntary emergency examination", "303 extended treatment", "MHPA"),
    "TX": ("EDO", "emergency detention", "OPC application", "Health and Safety Code 573"),
    "VA": ("ECO", "emergency custody order", "TDO", "Va. Code 37.2-808"),
    "ON": ("Form 1", "application for psychiatric assessment", "Form 3 certificate", "Mental Health Act"),
    "BC": ("Form 4", "medical certificate", "Form 6 second certificate", "Mental Health Act"),
    "AB": ("Form 1", "admission certificate", "Form 2 certificate", "Mental Health Act"),
}
LEGAL_DEFAULT = ("emergency hold", "emergency evaluation", "commitment petition", "state mental health code")

DOMAINS = ["example.com", "example.org", "example.net"]
