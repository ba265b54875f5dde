"""Invented pools for dev172_en (names, places, organisations, clinical filler)."""


def _uniq(seq):
    return list(dict.fromkeys(seq))


def _split(block):
    return _uniq([x.strip() for x in block.split("|") if x.strip()])


FEMALE = _split("""
Margaret|Dorothy|Evelyn|Joan|Shirley|Beverly|Linda|Patricia|Barbara|Carol|Susan|Deborah|Karen|
Donna|Sandra|Brenda|Diane|Janet|Heather|Wendy|Colleen|Maureen|Siobhan|Aoife|Fiona|Isla|Morag|
Marie-Claude|Geneviève|Josée|Lucie|Nathalie|Sylvie|Chantal|Manon|Élise|Giulia|Rosa|Carmela|Lucia|
Francesca|Maria|Ana|Conceição|Fátima|Inês|Lourdes|Guadalupe|Carmen|Marisol|Yolanda|Ximena|
Valentina|Mei|Xiu Ying|Li Na|Hui|Jia|Thi Lan|Ngoc Anh|Huong|Mai|Ji-yeon|Min-seo|Soo-jin|Yuki|
Haruka|Keiko|Maricel|Rosalinda|Jocelyn|Divina|Priya|Harpreet|Gurpreet|Simran|Manjit|Lakshmi|
Kavitha|Meena|Anjali|Fatima|Aisha|Layla|Noor|Zahra|Maryam|Shirin|Parisa|Hodan|Faadumo|Amina|
Ngozi|Chioma|Adaeze|Folake|Yetunde|Abena|Akosua|Tigist|Meseret|Agnieszka|Katarzyna|Halyna|
Oksana|Olga|Svetlana|Eleni|Despina|Anke|Ingrid|Astrid|Sigrid|Willow|Tanis|Cheyenne|Shania|
Marlene|Hope|Grace|Rose|Joy|Faith|Ruby|Pearl|June|April|Dawn|Esther|Miriam|Rivka|Shoshana|Ayşe|
Elif|Zsuzsanna|Nadège|Fabienne|Marjorie|Keisha|Tamika|Latoya|Imani|Jasmine|Brittany|Ashley|
Kayla|Madison|Chloé|Léa|Kaitlyn|Amber|Gwen|Bernadette|Agnes|Irene|Lorraine|Vivian|Edna|Mildred|
Gladys|Phyllis|Thelma|Lois|Noreen|Rhoda|Tova|Sunita|Rekha|Bao|Lan|Yasmin|Habiba|Nkechi|Efua
""")

MALE = _split("""
Robert|William|James|Donald|Gerald|Kenneth|Ronald|Gary|Dennis|Wayne|Murray|Gordon|Douglas|
Stuart|Angus|Ewan|Declan|Seamus|Padraig|Cormac|Jean-Guy|Réjean|Gilles|Yves|Marcel|Luc|Benoît|
Mathieu|Giuseppe|Salvatore|Vincenzo|Enzo|Marco|João|Manuel|Rui|Duarte|José|Luis|Alejandro|
Juan Carlos|Mateo|Santiago|Wei|Jian|Hao|Zhi Qiang|Ming|Minh|Tuan|Quang|Duc|Jae-won|Min-ho|
Sung-min|Hiroshi|Kenji|Takeshi|Rodel|Ramon|Arnel|Rajesh|Sanjay|Gurinder|Harjit|Baljit|Karthik|
Arjun|Vikram|Imran|Tariq|Omar|Yusuf|Karim|Hassan|Reza|Dariush|Abdi|Abdirahman|Mohamed|
Chukwuemeka|Obinna|Oluwaseun|Babatunde|Kwame|Kofi|Yaw|Tesfaye|Dawit|Tomasz|Krzysztof|Piotr|
Mykola|Taras|Dmitri|Sergei|Nikos|Giorgos|Dimitrios|Pieter|Jan|Lars|Henrik|Magnus|Dakota|Cody|
Tyler|Travis|Dustin|Shane|Brent|Darnell|Marcus|Terrence|Andre|DeShawn|Malik|Reggie|Jamal|Ezra|
Moshe|Avi|Mehmet|Emre|Ferenc|László|Jean-Baptiste|Wilner|Fritz|Colin|Trevor|Kyle|Logan|Ethan|
Noah|Liam|Owen|Hunter|Austin|Bradley|Clayton|Dale|Earl|Floyd|Herb|Lloyd|Merle|Norm|Ray|Stan|
Walter|Elmer|Irwin|Milton|Bernard|Cecil|Clarence|Harold|Leonard|Vernon|Wendell|Rolf|Sven|
Tadeusz|Bogdan|Aziz|Farid|Nnamdi|Emeka|Kwabena|Hamid|Ignatius|Florian|Alvaro|Rosario
""")

SURNAMES = _split("""
Smith|MacDonald|MacLeod|Campbell|Fraser|McKenzie|O'Brien|O'Sullivan|Fitzgerald|Doyle|Gallagher|
Kavanagh|Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Pelletier|Bélanger|Lévesque|
Bergeron|Leblanc|Thibodeau|Cormier|Arsenault|Rossi|Bianchi|Ferrari|Esposito|Romano|De Luca|
Colombo|Santoro|Ricci|Silva|Pereira|Ferreira|Costa|Rodrigues|Sousa|Medeiros|Garcia|Hernández|
López|Martínez|González|Ramírez|Torres|Flores|Vargas|Castillo|Mendoza|Ortega|Wong|Chan|Li|
Zhang|Wang|Liu|Chen|Huang|Lau|Leung|Ng|Tran|Nguyen|Pham|Le|Vo|Dang|Kim|Park|Lee|Choi|Jung|
Tanaka|Suzuki|Nakamura|Watanabe|Santos|Reyes|Cruz|Bautista|Dela Cruz|Villanueva|Aquino|Singh|
Kaur|Sandhu|Gill|Dhillon|Grewal|Sidhu|Patel|Shah|Mehta|Desai|Iyer|Krishnan|Subramanian|Raman|
Rao|Reddy|Chaudhry|Khan|Qureshi|Malik|Siddiqui|Rahman|Hossain|Ahmed|Haddad|Khoury|Nasser|Saleh|
Hamdan|Karimi|Hosseini|Rahimi|Tehrani|Farah|Warsame|Hussein|Abdullahi|Okafor|Okonkwo|Eze|
Adeyemi|Adebayo|Ogunleye|Mensah|Boateng|Owusu|Asante|Bekele|Haile|Kowalski|Nowak|Wiśniewski|
Zielinski|Kovalenko|Shevchenko|Bondarenko|Melnyk|Ivanov|Petrov|Sokolov|Papadopoulos|Georgiou|
Nikolaidis|Van der Berg|De Vries|Jansen|Bakker|Müller|Schmidt|Schneider|Fischer|Weber|Hansen|
Johansson|Lindqvist|Nilsson|Olsen|Cardinal|Bellegarde|Sinclair|Littlechild|Ermineskin|Bearskin|
Johnson|Williams|Brown|Jones|Miller|Davis|Wilson|Anderson|Thomas|Taylor|Moore|Jackson|Martin|
Thompson|White|Harris|Clark|Lewis|Robinson|Walker|Young|Allen|King|Wright|Scott|Green|Baker|
Adams|Nelson|Hill|Mitchell|Roberts|Carter|Phillips|Evans|Turner|Parker|Collins|Edwards|Stewart|
Morris|Murphy|Cook|Rogers|Morgan|Cooper|Peterson|Reed|Bailey|Bell|Kelly|Howard|Ward|Cox|
Richardson|Wood|Watson|Brooks|Bennett|Gray|James|Hughes|Price|Sanders|Myers|Long|Ross|Foster|
Powell|Jenkins|Perry|Russell|Sullivan|Fisher|Hayes|Graham|Wallace|Woods|Cole|West|Jordan|Owens|
Reynolds|Ellis|Harrison|Gibson|Marshall|Banks|Hope|Stone|Pierce|Black|Lamb|Crane|Goldberg|
Cohen|Levy|Friedman|Katz|Rosen|Yilmaz|Demir|Kaya|Nagy|Horváth|Kovács|Joseph|Pierre|
Jean-Louis|Toussaint|Celestin|Baptiste|Grant|Clarke|Francis|Kennedy|Burke|Boyle|Quinn|Dunne|
Chowdhury|Banerjee|Mukherjee|Nair|Pillai|Fernandes|D'Souza|Gomes|Lobo|Tam|Yeung|Ho|Cheung|
Kwan|Mak|Oyelaran|Achebe|Nwosu|Kamau|Otieno|Wanjiru|Mwangi|Abebe|Girma|Svensson|Halvorsen|
Lindgren|Moreau|Fournier|Girard|Dubois|Lambert|Fontaine|Caron|Paquette|Beaulieu|Poirier|
Brennan|Callaghan|Donnelly|Hegarty|McGrath|Byrne|Stroud|Whitfield|Ashby|Pennington|Radcliffe|
Holloway|Kirkwood|Dempsey|Easton|Yardley|Okoro|Abara|Zamora|Quintero|Salazar|Navarro|Ibarra
""")

NICKNAMES = {
    "Robert": "Bob", "William": "Bill", "James": "Jim", "Donald": "Don", "Gerald": "Gerry",
    "Kenneth": "Ken", "Ronald": "Ron", "Margaret": "Peggy", "Dorothy": "Dot", "Patricia": "Pat",
    "Barbara": "Barb", "Deborah": "Deb", "Douglas": "Doug", "Gordon": "Gord", "Leonard": "Len",
    "Harold": "Hal", "Bernard": "Bernie", "Elizabeth": "Liz", "Walter": "Walt",
    "Giuseppe": "Joe", "Salvatore": "Sal", "Vincenzo": "Vince", "Zhi Qiang": "Johnny",
    "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Abdirahman": "Abdi", "Mykola": "Nick",
}

# Canada: code, name, postal first letters, area codes
CA_REGIONS = [
    ("ON", "Ontario", "KLMNP", ["416", "647", "905", "613", "519", "705", "807"]),
    ("BC", "British Columbia", "V", ["604", "778", "250"]),
    ("AB", "Alberta", "T", ["403", "780", "587"]),
    ("MB", "Manitoba", "R", ["204", "431"]),
    ("SK", "Saskatchewan", "S", ["306", "639"]),
    ("NS", "Nova Scotia", "B", ["902"]),
    ("NB", "New Brunswick", "E", ["506"]),
    ("QC", "Quebec", "GHJ", ["514", "418", "819", "450"]),
    ("NL", "Newfoundland and Labrador", "A", ["709"]),
    ("PE", "Prince Edward Island", "C", ["902"]),
]
CA_WEIGHTS = [34, 14, 12, 6, 5, 6, 4, 12, 3, 2]

US_REGIONS = [
    ("MA", "Massachusetts", (10, 27), ["617", "508", "781"]),
    ("NY", "New York", (100, 149), ["212", "518", "716", "585"]),
    ("PA", "Pennsylvania", (150, 196), ["215", "412", "717"]),
    ("OH", "Ohio", (430, 458), ["216", "614", "513"]),
    ("MI", "Michigan", (480, 499), ["313", "616", "517"]),
    ("IL", "Illinois", (600, 629), ["312", "217", "309"]),
    ("MN", "Minnesota", (550, 567), ["612", "507", "218"]),
    ("WI", "Wisconsin", (530, 549), ["414", "608", "715"]),
    ("WA", "Washington", (980, 994), ["206", "509", "360"]),
    ("OR", "Oregon", (970, 979), ["503", "541"]),
    ("CA", "California", (900, 961), ["415", "916", "619", "559"]),
    ("TX", "Texas", (750, 799), ["512", "214", "713", "806"]),
    ("CO", "Colorado", (800, 816), ["303", "719", "970"]),
    ("NC", "North Carolina", (270, 289), ["919", "704", "336"]),
    ("GA", "Georgia", (300, 319), ["404", "912", "706"]),
    ("VT", "Vermont", (50, 59), ["802"]),
    ("ME", "Maine", (39, 49), ["207"]),
    ("AZ", "Arizona", (850, 865), ["602", "520", "928"]),
    ("UT", "Utah", (840, 847), ["801", "435"]),
    ("FL", "Florida", (320, 349), ["305", "813", "407"]),
]

CITIES = _split("""
Alderbrook|Port Hessel|Kingsmere|Falconridge|Millhaven Falls|Cedar Crossing|Brackenford|
Lowell Bay|North Tamsin|St. Aurel|Ste-Odile-du-Lac|Rivière-Blanche|Tollington|Ashgrove|
Barrow Point|Dunmore Flats|Elkhorn Springs|Fenwick Harbour|Glenmorrow|Hallett|Iverton|
Juniper Hills|Kettle Creek|Larkspur|Merritton Station|New Ardee|Oakhurst|Pelham Corners|
Quarry Bend|Rathmore|Sable River|Thornbury Mills|Upper Kinross|Vale of Avon|Wexley|
Yarrow Bay|Zephyr Lake|Birchmount|Coldwater Junction|Deer Lodge Crossing|Eastbrook|
Fort Caldwell|Granite Falls|Harrow Ridge|Inglewood Park|Jessop|Kilbride|Lac-aux-Sables-Nord|
Maple Bluff|Norwood Heights|Orchard Valley|Pine Hollow|Redcliff Landing|Silverton Bay|
Tamarack Lake|Union Mills|Victoria Cove|Westhaven|Bramble Creek|Chisholm|Dalhousie Junction|
Edgewater|Foxborough Hill|Greyling|Havelock North|Ironwood|Kelso Ridge|Lindenfield|
Marston Cove|Newcastle Flats|Osprey Point|Prescott Valley Jct|Rosedale Springs|Saltcoats Bay|
Trout Lake Village|Verdun-sur-Rive|Whitmore|Ashby Falls|Bellhaven|Cranbrook Mills|Durant
""")

COUNTRIES = ["Portugal", "Philippines", "India", "Jamaica", "Italy", "Vietnam", "China",
             "Poland", "Ukraine", "Somalia", "Nigeria", "Ghana", "Ethiopia", "Haiti", "Mexico",
             "Guatemala", "Iran", "Lebanon", "Syria", "Pakistan", "Sri Lanka", "Greece",
             "Netherlands", "Scotland", "Ireland", "South Korea", "Japan", "Trinidad and Tobago",
             "El Salvador", "Hungary", "Turkey", "Germany", "Brazil", "Eritrea", "Afghanistan"]

HOSPITALS = _split("""
Lakeshore Rehabilitation Centre|Bayfield Rehabilitation Hospital|St. Brigid's Hospital|
St. Columba General Hospital|Holy Cross Health Centre|Northgate Regional Hospital|
Kestrel Valley Hospital|Marlow Memorial Hospital|Westbrook Rehabilitation Institute|
Cedar Hollow Care Centre|Trillium Hills Rehab|Prairie Ridge Health Centre|
Glenarm Community Hospital|Harrowgate General|Sunnybank Rehabilitation Hospital|
Mercy Ridge Medical Center|Riverside Acute Rehab|Fairhaven Medical Center|
Belleview Orthopaedic Hospital|Queen Adelaide Hospital|Mount Hebron Hospital|
Good Shepherd Rehabilitation Hospital|Ironwood Valley Medical Center|Saint Aurel Hospital|
Pinecrest Regional Health Centre|Elk Valley General|Osprey Bay Hospital|Copper Ridge Medical Center
""")

CLINICS = _split("""
Northgate Physiotherapy Clinic|Elmview Physio & Sports Injury|Redbank Outpatient Therapy Centre|
Willowdale Hand Therapy|Kelso Ridge Physical Therapy|Maple Bluff Community Health Centre|
Ashgrove Spine & Joint|Lindenfield Neuro Outpatient Clinic|Wexley Pediatric & Adult Therapy|
Falconridge Work Rehab Centre|Upper Kinross Physiotherapy|Tollington Aquatic & Rehab
""")

FAMILY_PRACTICES = _split("""
Copperfield Family Health Team|Harbour Street Medical Clinic|Pinecrest Family Practice|
Stonebridge Medical Arts Clinic|Bramble Creek Family Medicine|Glenmorrow Medical Associates|
Oakhurst Primary Care|Yarrow Bay Family Health Centre|Hallett Community Clinic
""")

CARE_HOMES = _split("""
Maplewood Lodge|Evergreen Manor|Birch Haven Retirement Residence|Rosemount Long-Term Care|
Sunset Terrace Care Home|Heritage Villa|Orchard Grove Assisted Living|Cranberry Place|
St. Anne's Nursing Home|Willow Brook Skilled Nursing
""")

PHARMACIES = _split("Kingsway Pharmacy|Parkdale Apothecary|Union Mills Pharmacy|Harrow Ridge Drugs|Bellhaven Pharmacy")

UNITS = _split("""
Birchwood Unit|Tamarack Ward|Juniper Unit|Osprey Ward|Heron Unit|Spruce Unit|Larch Ward|
Willow Unit|Cedar Ward|Aspen Unit|Kingfisher Ward|Sandpiper Unit
""")

EMPLOYERS = _split("""
Kestrel Freight Lines|Northern Lumber Co.|Bayside Auto Body|Ridgemont Secondary School|
Fairview Elementary School|Holy Trinity Parish|Grace Fellowship Church|Harbourfront Hotel|
Allenby Steel Works|Pinnacle Roofing Ltd.|Brightway Cleaning Services|Tri-County Transit|
Greenleaf Grocers|Metro Plastics Inc.|Caldwell & Roy LLP|Dunmore Construction|
Silverline Call Centre|Lakeview Golf Club|Copper Kettle Diner|Ironwood Mining Corp.|
Prairie Gold Co-op|Hallett Poultry Farms|Osprey Bay Fisheries|Redline Courier Inc.|
Summit Home Builders|Clearwater Bottling|Ashgrove Public Library|Falconridge Dental Group
""")

VENDORS = _split("""
Northline Medical Supply|AbleCare Home Health Equipment|Mobility Plus Rentals|
Prairie Home Medical|Coastal Seating & Mobility|Keystone Rehab Supply|Harbour Health Equipment
""")

AGENCIES = _split("""
Pinecrest Home Care|BrightPath Home Health|CareWest Community Services|Helping Hands Nursing Agency|
Lakeside Community Care Access|Homeward Support Services
""")

INSURERS = _split("""
Maple Shield Mutual|Great Plains Benefit Co.|Northstar Life & Health|Keystone Health Plan|
Blue Harbor Insurance|Cascadia Health Alliance|Evergreen Assurance Group|Summit Auto Insurance
""")

BUILDINGS = _split("""
Harbourview Towers|Riverbend Co-op|Chelsea Court|Tamarind Plaza|Copperfield Mall|Old Mill Bridge|
Moxley Arena|Kingsmere Legion Hall|Parkview Apartments|Lakeside Seniors' Residence Tower B|
Stonegate Condominiums|Fairgrounds Pavilion|Union Station Plaza|Elm Court Townhomes
""")

PROFESSIONS = _split("""
welder|teacher|long-haul truck driver|farmer|electrician|accountant|hairdresser|bus driver|
letter carrier|registered nurse|carpenter|cashier|chef|civil engineer|dental hygienist|machinist|
pipefitter|paramedic|bookkeeper|librarian|firefighter|police officer|warehouse supervisor|
forklift operator|plumber|real estate agent|pastor|history professor|software developer|
retail manager|daycare worker|seamstress|fisherman|miner|lineman|court reporter|pharmacist|
auto mechanic|roofer|janitor|personal support worker|school bus driver|drywaller|
heavy equipment operator|bank teller|insurance broker|graphic designer|dairy farmer|
millwright|crane operator|veterinary technician|piano teacher|tailor|taxi driver|
sheet metal worker|office administrator|lawyer|journalist|line cook|landscaper
""")

STREET_NAMES = _split("""
Elm|Maple|Birch|Kestrel|Lakeshore|Concession|Hawthorn|Orchard|Sycamore|Juniper|Mill|Church|
Victoria|Wellington|Albert|Dufferin|Cartier|Champlain|Laurier|Queen|King|Water|Front|Bridge|
Pleasant|Ridgeview|Heron|Osprey|Cardinal|Prairie|Granite|Foxglove|Primrose|Thistle|Bayview|
Harbour|Meadowlark|Willow|Poplar|Aspen|Larch|Tamarack|Cedar|Spruce|Hillcrest|Sunnyside|
Riverside|Fairway|Greenwood|Oakridge|Windermere|Dunbar|Ashford|Kensington|Pembroke|Algonquin
""")

STREET_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Cres",
                 "Crescent", "Crt", "Court", "Blvd", "Lane", "Way", "Pl", "Terrace", "Line"]

STAFF_CREDS_CA = {
    "PT": ["PT", "MScPT", "BScPT", "PT Reg. (Ont.)", "Registered Physiotherapist"],
    "PTA": ["PTA", "OTA/PTA", "Rehab Asst"],
    "OT": ["OT Reg. (Ont.)", "OT", "MScOT", "OT(C)"],
    "COTA": ["OTA", "OTA/PTA"],
    "SLP": ["S-LP(C)", "M.Sc., S-LP(C)", "SLP", "Reg. CASLPO"],
    "MD": ["MD", "MD, FRCPC", "MD, CCFP"],
    "RN": ["RN", "RPN", "RN, BScN"],
    "SW": ["MSW, RSW", "MSW", "BSW, RSW"],
    "RT": ["CTRS", "TRS", "Recreation Therapist"],
    "KIN": ["R.Kin", "CEP"],
    "CM": ["RN, Care Coordinator", "Care Coordinator"],
    "DRIVER": ["OT Reg. (Ont.), CDRS", "OT, CDRS", "OT(C), CDRS"],
    "CLERK": ["Unit Clerk", "Scheduler", "Admin"],
}

STAFF_CREDS_US = {
    "PT": ["PT", "PT, DPT", "DPT", "MPT"],
    "PTA": ["PTA", "LPTA"],
    "OT": ["OTR/L", "OT", "MS, OTR/L", "OTD, OTR/L"],
    "COTA": ["COTA", "COTA/L"],
    "SLP": ["CCC-SLP", "MA, CCC-SLP", "MS, CCC-SLP", "SLP"],
    "MD": ["MD", "DO", "MD, PM&R"],
    "RN": ["RN", "LPN", "RN, BSN", "CRRN"],
    "SW": ["LCSW", "MSW", "LICSW"],
    "RT": ["CTRS", "TRS"],
    "KIN": ["CEP", "ATC", "CSCS"],
    "CM": ["RN, CCM", "Case Manager"],
    "DRIVER": ["OTR/L, CDRS", "CDRS", "OTR/L, SCDCM"],
    "CLERK": ["Unit Clerk", "Scheduler", "Admin"],
}

DX = [
    ("L MCA ischemic stroke, R hemiparesis", "01.2", "Stroke"),
    ("R MCA stroke, L hemiparesis, L neglect", "01.1", "Stroke"),
    ("Brainstem CVA, dysphagia", "01.4", "Stroke"),
    ("R TKA, POD 4", "08.51", "Ortho - knee"),
    ("L THA posterior approach", "08.52", "Ortho - hip"),
    ("R hip fracture s/p ORIF", "08.11", "Ortho - hip fx"),
    ("L hip fx s/p hemiarthroplasty", "08.11", "Ortho - hip fx"),
    ("T10 SCI, AIS C, traumatic", "04.2", "SCI"),
    ("C5 incomplete tetraplegia, AIS D", "04.1", "SCI"),
    ("TBI, Rancho VI, post-MVC", "02.1", "Brain injury"),
    ("Parkinson's disease, falls", "03.5", "Neuro"),
    ("Guillain-Barré syndrome", "03.4", "Neuro"),
    ("MS exacerbation", "03.1", "Neuro"),
    ("L BKA, PVD/DM2", "05.4", "Amputation"),
    ("R AKA, pre-prosthetic", "05.3", "Amputation"),
    ("Debility post COVID-19 ICU stay", "16", "Debility"),
    ("Deconditioning post sepsis", "16", "Debility"),
    ("Multiple trauma, pelvic fx", "14.1", "Trauma"),
    ("Lumbar spinal stenosis s/p L3-L5 decompression", "08.9", "Ortho - spine"),
    ("CHF exacerbation, deconditioning", "09", "Cardiac"),
    ("COPD, pulmonary rehab", "10.1", "Pulmonary"),
    ("Anoxic brain injury", "02.2", "Brain injury"),
    ("Bilateral TKA", "08.61", "Ortho - knee"),
    ("Ischemic stroke L PCA, R homonymous hemianopia", "01.3", "Stroke"),
]

PHYSIATRY_TERMS = ["Physiatry", "PM&R", "Neuro", "Ortho", "Geriatrics", "Internal Med", "Hospitalist"]

EQUIPMENT = [
    ("4-wheeled walker (4WW)", "E0149", "WK"),
    ("Front-wheeled walker (FWW)", "E0143", "WK"),
    ("Standard wheelchair 18in", "K0001", "WC"),
    ("Lightweight wheelchair 16in", "K0003", "WC"),
    ("Tilt-in-space wheelchair", "E1161", "WC"),
    ("Tub transfer bench", "E0247", "BTH"),
    ("Raised toilet seat w/ arms", "E0244", "BTH"),
    ("Bedside commode", "E0165", "BTH"),
    ("Hospital bed, semi-electric", "E0260", "BED"),
    ("Mechanical lift (Hoyer)", "E0630", "LFT"),
    ("TENS unit", "E0730", "TEN"),
    ("Quad cane", "E0105", "CN"),
    ("Forearm crutches (pr)", "E0110", "CR"),
    ("Shower chair w/ back", "E0240", "BTH"),
    ("Pressure-relief cushion", "E2603", "CSH"),
    ("Reacher / sock aid kit", "A9270", "ADL"),
    ("Knee scooter", "E0118", "SC"),
    ("Portable ramp 6ft", "E1399", "RMP"),
    ("CPM machine, knee", "E0935", "CPM"),
    ("Speech-generating device (tablet)", "E2510", "AAC"),
]

EQUIP_MODELS = ["Strider 4", "AeroGlide TS", "Nimbus 18", "Featherlite 16", "CloudRest",
                "ComfortStep", "TerraRoll", "ProLift 450", "Halo Bench", "Flexi-Rise"]

OUTCOMES = [
    "Berg {b}/56", "TUG {t} s", "10MWT {g} m/s", "6MWT {m} m", "MoCA {mo}/30", "FIM motor {fm}/91",
    "Barthel {ba}/100", "ABC {abc}%", "FGA {fga}/30", "30s STS x{sts}", "DGI {dgi}/24",
]

CPT = ["97110", "97112", "97116", "97530", "97535", "92526", "92507", "97140", "97161",
       "97162", "97165", "97166", "92610", "97542", "97750"]

SESSION_TYPES = {
    "PT": ["Gait training", "Transfer training", "Balance/ther ex", "Stair training",
           "W/C skills", "Pre-gait / standing frame", "Aquatic PT"],
    "OT": ["ADL retraining - dressing", "Bathroom transfers", "UE ther ex", "Kitchen assessment",
           "Cognitive-perceptual tx", "Seating & positioning", "Fine motor / hand"],
    "SLP": ["Dysphagia tx", "Aphasia tx", "Cognitive-communication", "Voice tx (LSVT LOUD)",
            "Motor speech", "AAC trial", "Bedside swallow reassessment"],
    "RT": ["Leisure group", "Community outing prep", "Adaptive gardening group"],
    "KIN": ["Conditioning circuit", "Arm ergometer / NuStep", "Falls prevention group"],
}

ROOMS_NONPHI = ["Main gym", "Gym A", "Gym B", "ADL kitchen", "ADL suite", "Therapy pool",
                "Quiet room", "Outpatient gym", "Group room", "Mat area"]

HOLIDAYS_CA = ["Thanksgiving", "Canada Day", "Victoria Day", "Christmas", "Boxing Day", "Easter",
               "Family Day", "Labour Day", "Christmas Eve", "New Year's Day"]
HOLIDAYS_US = ["Thanksgiving", "Fourth of July", "Memorial Day", "Christmas", "Easter", "Labor Day",
               "New Year's Day", "Christmas Eve", "Independence Day"]

SPECIAL_TESTS = ["Romberg positive with eyes closed", "Thomas test positive R", "Ober's test negative",
                 "Lachman negative", "Trendelenburg sign positive L", "Brunnstrom stage 3 UE / 4 LE",
                 "Babinski upgoing R", "Homans' not tested (on anticoagulation)", "clonus 3 beats R ankle",
                 "Hoffmann's negative", "Slump test negative", "SLR negative bilat"]
