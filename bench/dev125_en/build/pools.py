"""Invented value pools for dev125_en. Every PHI value here is made up for this set.

Real state, province and country names appear only as such.
"""


def _w(s):
    return [x.replace("_", " ") for x in s.split()]


GIVEN_F = _w("""
Abena Adaeze Aigerim Aiko Aisha Alejandra Amara Ana Anahit Anjali Annika Aoife Ariana Astrid Ayesha
Beatriz Bich Bongani Brigid Camila Carmen Catalina Chiamaka Chloe Chiara Dalia Danielle Darya Deepa Delphine
Dilnoza Eun-ji Efua Eleni Elif Esi Fatima Farah Fiona Folake Francesca Genevieve Giulia Gwen Halima Hana
Haruka Hiba Hye-jin Imani Ingrid Isabela Jamila Jia Joanna Josée Kalinda Kamala Karin Katarzyna
Keisha Khadija Kiri Lakshmi Lan Latoya Leilani Leticia Lina Linnea Lucía Luz Magdalena Mai Malia Mareike
Marisol Maryam Mei Mirela Monique Nadia Naledi Nasrin Ngozi Nia Noor Nuala Oksana Olga Oluwaseun Paloma
Parisa Priya Rachida Ramona Rania Renée Rivka Roksana Rukhsana Saanvi Sakura Salma Samira Sanaa Saoirse
Seo-yeon Shanice Shirin Siobhan Sione Soledad Sunita Svetlana Tamar Tanvi Teodora Thandiwe Thi Tova
Tuyet Ulla Valentina Wanjiru Xiomara Yara Yasmin Yetunde Yolanda Yuki Zainab Zanele Zofia Zuzana
Hope Faith Joy Grace Rose Summer Autumn Dawn April June Holly Ivy Pearl Ruby Penny Iris Star Honey
Bliss Sunny Merry Misty Charity Patience Blossom Hazel Sky Willow Brook Ember Harmony
Margaret Linda Deborah Patricia Susan Karen Barbara Nancy Sharon Cheryl Brenda Gail Tammy Crystal Heather
""")

GIVEN_M = _w("""
Abdi Abdullah Adebayo Ahmed Aleksander Alejandro Amir Anand Andrei Arjun Arturo Babajide Bao Bartosz
Bilal Bogdan Carlos Cheng Chidi Chinedu Ciaran Dae-jung Darius Davit Dmitri Duc Emeka Emre Enrique Eoin
Farid Feng Finnegan Gaurav Giorgos Gustavo Haruto Hassan Hamza Hiroshi Hyun-woo Ibrahim Ifeanyi Igor
Imran Ismail Jae-won Jamal Javier Jiang Jorge José Kaito Kareem Kazuki Kenji Kofi Kwame Lars Lukasz
Luca Mahmoud Malik Manuel Marek Mateo Matthias Mehmet Minh Mohammed Mustafa Nikolai Nnamdi Obinna Olumide
Omar Oskar Pablo Paolo Pawel Pedro Quang Rafael Rahul Rajesh Ramon Ravi Reza Rohan Ruslan Saeed Samir
Sanjay Santiago Sebastian Sergei Shlomo Siddharth Soren Stavros Sung-min Tadesse Takumi Tariq Teodor
Tomasz Tuan Uchenna Vikram Vladimir Wei Xavier Yaw Yonatan Yusuf Zoltan Zoran Tevita Kahurangi Wiremu
Will Mark Bill Frank Grant Hunter Rusty Chance Sterling Rich Guy Art Royal Dusty Forrest Clay Reed
Cash Gene Norm Duke Ace Skip Buck Chip Sonny Sandy Jimmy Earl Dale Wayne Curtis Dwayne Travis Cody
Gordon Douglas Harold Raymond Leonard Stanley Lloyd Walter Everett Clarence Randall Brent Kurt
""")

SURNAMES = _w("""
Abernathy Achebe Adeyemi Agarwal Aguilar Ahn Akhtar Alvarado Amundsen Andrade Antonelli Arsenault
Asante Babatunde Bachmann Balogun Banerjee Barbosa Baptiste Beaulieu Bednarek Begum Belanger Bergström
Bhatt Bianchi Birkeland Blanchette Bondarenko Borowski Boucher Brennan Bui Cardenas Castellanos Castillo
Cavanagh Chakraborty Chaudhry Chen Chowdhury Cieslak Coelho Constantinou Cruz Dabrowski Dang Delacroix
Desjardins Diallo Dimitriou Do Dubois Duong Eze Fagerlund Farahani Fernandes Ferreira Fitzgerald Fofana
Fong Fujimoto Gallagher Gauthier Ghosh Gonzaga Gorski Guerrero Gutierrez Haddad Hakimi Halvorsen Hamid
Hashemi Hernandez Ho Hosseini Huang Ibekwe Ikeda Iqbal Ivanova Jablonski Jaramillo Jovanovic Kaczmarek
Kamau Kapoor Karimi Kaur Kawasaki Khalil Khan Kiplagat Kirkpatrick Kovac Kowalczyk Krishnan Kuznetsov
Lachance Lafleur Lalonde Lam Lapointe Larsen Lavoie Le Leblanc Lindqvist Lopes Lozano MacLeod Madsen
Mahlangu Majewski Malhotra Mansour Marchetti Markovic Mbeki Medina Mehta Mensah Mishra Moreau Mukherjee
Murakami Nakamura Nascimento Nair Ndlovu Nguyen Nikolaidis Njoroge Novak Nowak Nwosu Obi Ochoa Odhiambo
Okafor Okonkwo Oliveira Onyango Osei Ouellet Owusu Ozturk Papadopoulos Paquette Park Patel Pelletier
Petrenko Pham Phiri Piotrowski Popescu Quintero Rahman Ramanathan Rasmussen Reyes Rezaei Rossi Rousseau
Sahin Salazar Santos Sato Schreiber Sekhon Shapiro Sharma Sheikh Shevchenko Sidhu Silva Sokolov Suzuki
Szabo Takahashi Tanaka Tesfaye Thibodeau Tran Tremblay Trinh Truong Tshabalala Uddin Valdez Van_der_Berg
Vasquez Vu Wojcik Xu Yadav Yamamoto Yilmaz Yoon Zamora Zhang Zielinski Zuniga O'Donnell O'Sullivan
MacDonald McAllister Ní_Bhriain St-Pierre D'Amico Al-Sayed Ben-David
Baker Hill Young Brown Black White Green Fox Wolf Frost Stone Little Long Short Hope Love Moody Bird
Bush Church Hall King Marsh Mills Parks Pike Reed Rice Swift Walker Wells Woods Sharp Strong Hardy
Banks Bell Cross Day Field Gross Hale Lamb Noble Page Price Nurse Bones Heart Gay Story Good Small
Rich Cook Hunter Fisher Mason Carpenter Porter Slaughter Coffin Payne Sickles Lively Goodbody Freeman
""")

NICKNAMES = _w("Bud Sonny Junior Peaches Tink Boo Smitty Red Lefty Cookie Bear Mags Bibi Nana Skip Tito Lulu Chico")

# invented places ---------------------------------------------------------
CITY_ROOTS = _w("""
Alder Ashgrove Bramble Brackwater Calder Cinderford Corvale Dunmere Elkhorn Emberly Fallowmere Fenwick
Glenarrow Gorseburn Halloway Harrowgate Hazelmoor Kestrel Larkspur Lindenvale Marrowfield Mistral
Northvale Oakhaven Pellham Quarryton Ravensholm Redwillow Saltmarsh Silverbend Stonecrop Tamarack
Thistledown Umberly Vantmoor Wexley Willowmere Wrenfield Yarrowby Zephyr Cobbleton Drummondale
Eastwick_Ferry Frostvale Grayhaven Holloway_Bend Ironbridge Juniper_Flats Kingsferry Lowenbrook
""")
CITY_SUFFIX = ["", "", "", " Falls", " Springs", " Harbour", " Crossing", " Junction", " Heights", " Landing", " Creek", " Ridge", " Mills", "ville", "ton"]
CITY_PREFIX = ["", "", "", "", "Port ", "Fort ", "Lake ", "Mount ", "East ", "West ", "North ", "New "]

STREET_ROOTS = _w("""
Quillfeather Birchbark Copperleaf Dunlin Elmstead Fernhollow Gullwing Heathcote Inkberry Juneberry
Kittering Lamplighter Meadowlark Nettlebed Orchard_Hill Pebblestone Quayside Rushmere Sandpiper
Tanglewood Upland Verbena Whistler Yellowbrick Ashcombe Bellwether Cloverdale Driftwood Eaglecrest
Foxglove Granary Hollyhock Ironwood Juniper Kingfisher Larchmont Millrace Northcote Oxbow Pinecone
Rookery Saddleback Thornbury Vinegar_Hill Wheelwright Wicklow Baymouth Cedarbrook Dovecote Glenholme
Harrier Mapleridge Osprey Partridge Rivermist Stillwater Timberline Wildrose Sparrowhawk Lantern
""")
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Court", "Ct",
                "Crescent", "Cres", "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle", "Trail", "Parkway"]
UNIT_FORMS = ["Apt {n}", "Apt. {n}", "Unit {n}", "Suite {n}", "#{n}", "Apt {n}{l}", "Basement Unit", "Lot {n}"]

COUNTIES = _w("Harlow Dunmore Pembrook Carrow Vessey Tillman Greystone Ashby Marlin Brookhollow Wendell Fairlight")

US_STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Texas", "TX"), ("Oregon", "OR"), ("Georgia", "GA"),
             ("Michigan", "MI"), ("Pennsylvania", "PA"), ("Arizona", "AZ"), ("Minnesota", "MN"),
             ("North Carolina", "NC"), ("Washington", "WA"), ("Colorado", "CO"), ("Tennessee", "TN"),
             ("Massachusetts", "MA"), ("New York", "NY"), ("Wisconsin", "WI"), ("Kentucky", "KY"),
             ("Nevada", "NV"), ("New Mexico", "NM"), ("Vermont", "VT"), ("Maine", "ME"), ("Iowa", "IA"),
             ("Missouri", "MO"), ("Virginia", "VA"), ("Florida", "FL"), ("Montana", "MT"), ("Alaska", "AK")]
CA_PROVS = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
            ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Quebec", "QC"),
            ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE"), ("Yukon", "YT"),
            ("Northwest Territories", "NT"), ("Nunavut", "NU")]
OTHER_COUNTRIES = _w("""Portugal Mexico Guatemala Honduras Haiti Jamaica Philippines Vietnam India Pakistan
Bangladesh Nigeria Ghana Ethiopia Somalia Kenya Eritrea Syria Lebanon Iraq Iran Afghanistan Ukraine Poland
Romania China South_Korea Japan Brazil Colombia Peru Chile Ecuador El_Salvador Cuba Dominican_Republic
Ireland Scotland Germany Italy Greece Turkey Egypt Morocco Sudan Nepal Sri_Lanka Thailand Cambodia
Trinidad_and_Tobago Guyana Fiji Tonga New_Zealand Australia Sweden Norway France Spain Netherlands""")
US_COUNTRY_FORMS = ["United States", "USA", "US", "United States of America", "U.S.A"]
CA_COUNTRY_FORMS = ["Canada"]

HOSP_ROOTS = CITY_ROOTS + _w("Saint_Brigid Saint_Anselm St._Columba St._Oswin Holy_Redeemer Mercy_Crest Good_Shepherd Providence_Hill Sisters_of_Hope")
HOSP_SUFFIX = ["General Hospital", "Regional Medical Center", "Memorial Hospital", "Community Hospital",
               "Health Centre", "Regional Health Centre", "Medical Center", "District Hospital",
               "University Hospital", "Hospital", "General", "Memorial", "Infirmary",
               "Health Sciences Centre", "Valley Hospital", "Mercy Hospital"]
UC_SUFFIX = ["Urgent Care", "Walk-In Clinic", "Express Care", "Urgent Care Centre", "After-Hours Clinic",
             "Family Practice", "Medical Clinic", "Health Clinic", "Community Health Centre"]
PHARM_SUFFIX = ["Pharmacy", "Drug Mart", "Apothecary", "Family Pharmacy", "Drugs"]
CAREHOME_SUFFIX = ["Lodge", "Manor", "Care Home", "Assisted Living", "Retirement Residence", "Nursing Home", "Gardens"]
WARD_NAMES = ["4 West", "5 North", "6 South", "7 East", "3 Larkin", "Larkin 6", "Tamsin Ward", "Birchwood Unit",
              "Cormorant Ward", "Heron Unit", "Fulbright 4", "Ashby Pavilion", "Maple Unit", "Osprey Ward",
              "Calder Wing", "Pemberton 3", "Juniper Pod"]

ORG_ROOTS = _w("""Harrowgate Pemberton Blue_Heron Crestline Ironclad Northstar Silverline Redfern Tallow Quarry_Point
Copperhead Greenleaf Ridgeback Stonebridge Kettle Lakeshore Bristlecone Falconer Summit_Ridge Oakum
Brightwater Lodestar Tidewater Cinder Granite_Hill Wolverine Meridian Cobalt Juniper Sable""")
ORG_SUFFIX = ["Logistics", "Steel", "Roofing", "Freight", "Construction", "Foods", "Diner", "Auto Body",
              "Plumbing", "Trucking", "Landscaping", "Manufacturing", "Poultry", "Grain Co-op", "Packaging",
              "Electric", "Warehousing", "Moving", "Mining", "Lumber", "Dairy", "Security", "Tire & Lube",
              "Cleaning Services", "Call Centre", "Distribution"]
SCHOOL_SUFFIX = ["High School", "Secondary School", "Elementary", "Middle School", "Community College",
                 "Collegiate", "Public School", "Technical Institute", "Academy"]
CHURCH_FORMS = ["St. {r} Parish", "{r} Baptist Church", "{r} Mosque", "{r} Gurdwara", "Temple Beth {r}",
                "{r} Community Church", "{r} Kingdom Hall"]
INSURERS = ["Bluestem Health Plan", "Cordell Mutual", "Pinecrest Assurance", "Sunvale Health", "Keystone Harbor Life",
            "Granite Shield Insurance", "Prairie Crown Benefits", "Tamarack Life", "Northgate Health Partners",
            "Evergold Benefits", "Riverbend Mutual", "Meridian Cross", "Lakehead Assurance", "Silverpine Health"]
EMS_ORG = ["{c} County EMS", "{c} Fire Rescue", "{c} Ambulance Service", "{c} Paramedic Services", "{c} Fire Department",
           "{c} Regional EMS", "{c} Volunteer Rescue Squad"]
POLICE_ORG = ["{c} Police Department", "{c} Police Service", "{c} County Sheriff's Office", "{c} Police"]
POISON_ORG = ["{r} Poison Center", "{r} Poison and Drug Information Centre", "{r} Regional Poison Control Center",
              "{r} Poison Centre"]
LANDMARKS = ["{r} Park", "{r} Mall", "{r} Plaza", "{r} Arena", "the {r} Bridge", "{r} Tower", "{r} Transit Station",
             "{r} Community Centre", "{r} Trailhead", "{r} Marina", "the {r} Overpass", "{r} Beach", "{r} Motel",
             "{r} Stadium", "{r} Library"]

PROFESSIONS = _w("""welder roofer teacher electrician long-haul_trucker line_cook bartender carpenter plumber
dental_hygienist nurse accountant cashier barista warehouse_associate forklift_operator farmer rancher
lineman firefighter police_officer correctional_officer mail_carrier bus_driver taxi_driver rideshare_driver
software_developer graphic_designer librarian pastor imam rabbi hairdresser nail_technician mechanic
machinist ironworker drywaller painter landscaper arborist fisherman deckhand miner oil_rig_worker
security_guard janitor custodian housekeeper home_health_aide daycare_worker school_bus_driver
professor graduate_student paralegal lawyer real_estate_agent insurance_adjuster bank_teller chef
baker butcher dishwasher server delivery_driver courier pilot flight_attendant air_traffic_controller
veterinarian veterinary_technician pharmacist_technician_trainee social_worker journalist photographer
musician actor tattoo_artist personal_trainer lifeguard ski_instructor hunting_guide trapper
commercial_diver crane_operator heavy_equipment_operator sheet_metal_worker glazier bricklayer
stonemason sawmill_worker meat_packer poultry_processor seamstress tailor upholsterer dry_cleaner
cosmetologist massage_therapist dog_groomer zookeeper park_ranger wildland_firefighter longshoreman
shipping_clerk retail_manager store_clerk engineer surveyor architect web_designer data_analyst
soldier marine sailor reservist truck_dispatcher paramedic_student nursing_student EMT_trainee
""")
PROFESSION_PHRASES = ["works as a {p}", "is a {p}", "employed as a {p}", "retired {p}", "former {p}",
                      "Occupation: {p}", "occupation {p}", "works as {art} {p}", "{P} by trade", "semi-retired {p}"]

# usernames and initials use patterns, built in phi.py

# clinical negatives ---------------------------------------------------------
DRUGS = ["acetaminophen", "ibuprofen", "ketorolac", "morphine", "hydromorphone", "fentanyl", "ondansetron",
         "metoclopramide", "prochlorperazine", "diphenhydramine", "lorazepam", "midazolam", "haloperidol",
         "olanzapine", "ketamine", "propofol", "etomidate", "rocuronium", "succinylcholine", "naloxone",
         "flumazenil", "N-acetylcysteine", "activated charcoal", "sodium bicarbonate", "calcium gluconate",
         "insulin", "dextrose", "potassium chloride", "magnesium sulfate", "ceftriaxone", "vancomycin",
         "piperacillin-tazobactam", "azithromycin", "amoxicillin-clavulanate", "cephalexin", "doxycycline",
         "nitrofurantoin", "metronidazole", "tetanus toxoid", "Tdap", "aspirin", "clopidogrel", "heparin",
         "enoxaparin", "alteplase", "tenecteplase", "nitroglycerin", "metoprolol", "diltiazem", "amiodarone",
         "adenosine", "epinephrine", "norepinephrine", "albuterol", "ipratropium", "methylprednisolone",
         "prednisone", "dexamethasone", "famotidine", "pantoprazole", "lidocaine", "bupivacaine",
         "tranexamic acid", "fomepizole", "atropine", "pralidoxime", "glucagon", "octreotide", "cyproheptadine",
         "physostigmine", "levetiracetam", "fosphenytoin", "phenobarbital", "thiamine", "folic acid",
         "apixaban", "rivaroxaban", "warfarin", "metformin", "lisinopril", "amlodipine", "atorvastatin",
         "sertraline", "fluoxetine", "quetiapine", "lithium", "bupropion", "trazodone", "buprenorphine-naloxone",
         "methadone", "gabapentin", "oxycodone", "levothyroxine", "furosemide", "hydrochlorothiazide"]
DOSE_FORMS = ["{d} {n} mg IV", "{d} {n} mg PO", "{d} {n} mg IM", "{d} {n} mg PO q6h PRN", "{d} {n} mg daily",
              "{d} {n} mg BID", "{d} {n} mcg IV", "{d} {n} mg SL", "{d} {n} mg IV once", "{d} {n} mg PO TID"]
LABS = [("Na", "mmol/L", 128, 146, 0), ("K", "mmol/L", 2.9, 6.1, 1), ("Cl", "mmol/L", 94, 112, 0),
        ("HCO3", "mmol/L", 12, 30, 0), ("BUN", "mg/dL", 6, 48, 0), ("Cr", "mg/dL", 0.5, 3.4, 2),
        ("glucose", "mg/dL", 62, 480, 0), ("WBC", "x10^9/L", 3.1, 22.4, 1), ("Hgb", "g/dL", 7.1, 16.8, 1),
        ("Plt", "x10^9/L", 88, 455, 0), ("lactate", "mmol/L", 0.8, 7.9, 1), ("troponin I", "ng/L", 2, 980, 0),
        ("hs-troponin T", "ng/L", 3, 410, 0), ("lipase", "U/L", 12, 1400, 0), ("AST", "U/L", 14, 620, 0),
        ("ALT", "U/L", 11, 710, 0), ("INR", "", 0.9, 4.8, 1), ("CK", "U/L", 60, 18000, 0),
        ("ethanol", "mg/dL", 0, 412, 0), ("serum osm", "mOsm/kg", 272, 338, 0), ("pH", "", 6.92, 7.49, 2),
        ("pCO2", "mmHg", 22, 78, 0), ("anion gap", "", 6, 31, 0), ("acetaminophen level", "mcg/mL", 4, 310, 0),
        ("salicylate level", "mg/dL", 3, 61, 0), ("TSH", "mIU/L", 0.1, 9.4, 2), ("BNP", "pg/mL", 22, 2600, 0),
        ("D-dimer", "ng/mL FEU", 180, 4200, 0), ("beta-hCG", "mIU/mL", 0, 4800, 0), ("HbA1c", "%", 5.1, 12.8, 1),
        ("Mg", "mg/dL", 1.2, 2.8, 1), ("phosphate", "mmol/L", 0.6, 1.9, 2), ("CRP", "mg/L", 1, 240, 0),
        ("ammonia", "umol/L", 11, 140, 0), ("digoxin level", "ng/mL", 0.4, 4.2, 1), ("lithium level", "mmol/L", 0.3, 3.9, 1)]
SCORES = ["GCS {g}", "GCS {g} (E{e}V{v}M{m})", "NIHSS {n}", "HEART score {s}", "PERC negative", "Wells score {s}",
          "qSOFA {q}", "CIWA-Ar {c}", "COWS {c}", "Canadian CT Head Rule negative", "PECARN low risk",
          "Ottawa ankle rules negative", "NEXUS criteria negative", "CURB-65 {q}", "TIMI {q}", "HAS-BLED {q}",
          "pain {p}/10", "strength {st}/5", "RASS {r}", "Columbia suicide screen positive", "C-SSRS moderate risk",
          "PHQ-9 {c}", "AUDIT-C {q}", "Apgar {q}", "Revised Trauma Score {q}", "shock index {si}"]
EPONYMS = ["Foley catheter", "Babinski sign", "Murphy's sign", "McBurney's point tenderness", "Kernig sign",
           "Brudzinski sign", "Battle sign", "Cullen's sign", "Grey Turner sign", "Homans sign", "Kussmaul respirations",
           "Cheyne-Stokes breathing", "Trendelenburg position", "Bell's palsy", "Colles fracture", "boxer's fracture",
           "Jones fracture", "Salter-Harris II fracture", "Le Fort I fracture", "Mallory-Weiss tear", "Brugada pattern",
           "Wolff-Parkinson-White", "Tinel sign", "Phalen test", "Lachman test", "McMurray test", "Thompson test",
           "Romberg", "Dix-Hallpike", "Epley maneuver", "Rovsing sign", "psoas sign", "Beck's triad",
           "Cushing's triad", "Broselow tape", "Parkland formula", "Wernicke encephalopathy", "Korsakoff syndrome",
           "Parkinson's disease", "Graves disease", "Addison's disease", "Crohn's disease", "Hodgkin lymphoma",
           "Sellick maneuver", "Heimlich", "Chvostek sign", "Trousseau sign", "Levine sign", "Monteggia fracture",
           "Guillain-Barre", "Stevens-Johnson syndrome", "Tourette syndrome", "Alzheimer's dementia", "Down syndrome",
           "Osborn waves", "Kehr sign", "Waddell signs", "Glasgow Coma Scale", "Rule of Nines", "Barlow maneuver"]
ICD = ["R07.9", "R10.9", "S06.0X0A", "T39.1X1A", "T40.2X1A", "T51.0X1A", "F32.9", "F10.129", "R55", "I21.4",
       "J18.9", "N39.0", "S52.501A", "S82.201A", "R51.9", "T78.40XA", "R45.851", "F43.10", "K35.80", "I63.9",
       "G40.909", "E11.65", "T43.621A", "S09.90XA", "R42", "L03.113", "J45.901", "O20.9", "W19.XXXA", "V43.52XA"]
NAMELIKE_NEG = ["will", "mark", "bill", "grant", "hope", "joy", "rose", "young", "brown", "black", "white", "green",
                "long", "short", "stone", "frost", "hill", "wells", "reed", "bell", "cross", "field", "page", "price",
                "fisher", "hunter", "mason", "cook", "baker", "walker", "dawn", "summer", "may", "frank", "rich",
                "little", "strong", "sharp", "love", "bird", "king", "gay", "day", "hardy", "noble", "swift",
                "banks", "parks", "marsh", "church", "grace", "faith", "sunny", "pearl"]
