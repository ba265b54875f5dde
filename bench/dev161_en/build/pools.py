"""Invented pools for the dev161_en perioperative set (names, places, organisations, clinical content).

Every name, place and organisation here is made up for this set or used only as a fictional pairing.
"""


def _w(s):
    return [x.replace('_', ' ') for x in s.split()]


FEMALE = _w("""
Olivia Amara Priya Mei Sofia Guadalupe Fatima Aaliyah Ngozi Chloé Geneviève Marie-Ève Siobhan Ingrid Aiko Yuna
Min-ji Lan Hoa Linh Zainab Leila Yasmin Noor Esperanza Rosa Lucia Marisol Camila Valentina Agnieszka Katarzyna
Oksana Halyna Svetlana Dorota Eleni Despina Maeve Niamh Bridget Shirley Dolores Gladys Beverly Judith Margaret
Patricia Linda Barbara Deborah Karen Tamika Latoya Keisha Ebony Imani Abena Akosua Chiamaka Folasade Adaeze Hiwot
Selam Hodan Ayan Farhiya Anjali Deepa Lakshmi Harpreet Gurpreet Simran Ayesha Sana Rabia Farah Shirin Parisa Elif
Zeynep Ana Beatriz Inês Joana Margarida Heather Crystal Brittany Ashley Megan Kayla Jessica Hannah Emma Ava Grace
Ruth Esther Miriam Rivka Shoshana Nkechi Wanjiru Achieng Mai Huong Xiu Jing Yan Hui Seo-yeon Ji-woo Haruka Sakura
Keiko Rosalind Winifred Florence Mathilde Solange Nadège Fabienne Roseline Marguerite Jacqueline Ginette Francine
Lorraine Colleen Kerry-Ann Shanice Tanisha Destiny Jasmine Luz Yesenia Itzel Ximena Paloma Kiona Winona Tala Noelani
Leilani Ophelia Thandiwe Nomvula Bao Thuy Kalinda Aroha Dagny Solveig Birgit Annika Rosalia Concetta Graziella
Teresa Nadia Irina Lyudmila Tatiana Vesna Mirela Anca Ioana Roxana Dana Tova Hadassah Bernadette Philomena Theresa
""")

MALE = _w("""
James Robert Michael William David Richard Thomas Charles Daniel Matthew Anthony Mark Donald Steven Paul Kevin Brian
George Edward Ronald Timothy Jason Jeffrey Ryan Gary Jacob Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon
Frank Gregory Raymond Samuel Patrick Dennis Jerry Tyler Aaron Jose Juan Luis Carlos Miguel Jesús Alejandro Ricardo
Fernando Raúl Héctor Mateo Santiago Joaquín Wei Jun Hao Ming Tuan Minh Quang Duc Hiroshi Takeshi Kenji Min-jun
Seung-ho Jae-won Arjun Rohan Vikram Rajesh Sanjay Amit Harjit Gurdeep Manpreet Baljit Imran Bilal Tariq Omar Yusuf
Hassan Ahmed Khalid Karim Mehdi Reza Dariush Emre Mehmet Chukwuemeka Obinna Emeka Oluwaseun Tunde Kwame Kofi Yaw
Tesfaye Dawit Abdi Mohamed Jean-Luc Pierre Étienne Mathieu François Benoît Luc Gilles Réjean Marc-André Piotr Tomasz
Krzysztof Andriy Taras Dmitri Nikolai Giorgos Nikos Giuseppe Marco Luca João Tiago Rui Sean Declan Cormac Lars Sven
Henrik Jan Pieter Dirk Levi Moshe Avi Eli Darnell DeShawn Tyrone Marcus Andre Jamal Malik Winston Desmond Clive
Lennox Rupert Nolan Cody Dakota Tavita Sione Keoni Kai Anders Bjorn Ilya Goran Zoran Radu Mihai Florin Aleksandar
Silas Ezra Amos Caleb Wendell Harold Walter Eugene Leonard Clarence Vernon Alphonse Gaétan Rosaire Yvon Normand
""")

SURNAMES = _w("""
Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson White
Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts
Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed
Bailey Bell Howard Ward Cox Wood Watson Brooks Gray Hughes Price Sanders Myers Long Ross Foster Powell Jenkins Perry
Russell Sullivan Fisher Henderson Coleman Simmons Patterson Jordan Reynolds Hamilton Graham Wallace Woods Cole West
Owens Marshall Ellis Harrison Gibson McDonald MacLeod McKenzie O'Brien O'Connor Fitzgerald Gallagher Doherty
Kavanagh Byrne Quinlan Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera
Gomez Diaz Reyes Cruz Morales Ortiz Gutierrez Chavez Ramos Ruiz Mendoza Alvarez Castillo Jimenez Vasquez Romero
Herrera Medina Aguilar Vega Delgado Castro Guzman Soto Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Ngo Duong Chen
Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin Ho Wong Chan Leung Cheung Lau Kim Lee Park Choi
Jung Kang Cho Yoon Jang Lim Tanaka Suzuki Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Sato Patel Shah Singh
Kumar Sharma Gupta Mehta Desai Reddy Rao Iyer Nair Menon Pillai Chaudhry Malik Qureshi Siddiqui Hussain Khan Ahmed
Rahman Chowdhury Haque Sandhu Gill Dhillon Grewal Sidhu Brar Bains Haddad Khoury Nasser Saleh Mansour Aziz Hamdan
Farouk Abdullah Karimi Hosseini Moradi Tehrani Yilmaz Kaya Demir Okafor Okonkwo Adeyemi Oyelaran Nwosu Eze Obi
Balogun Mensah Asante Owusu Boateng Bekele Haile Girma Abebe Warsame Farah Abdi Hirsi Mwangi Otieno Kamau Wanjiku
Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger Lévesque Bergeron
Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dubé Poirier Thibodeau Kowalski Nowak Wiśniewski
Wójcik Kaminski Lewandowski Zielinski Shevchenko Kovalenko Bondarenko Tkachenko Melnyk Ivanov Petrov Volkov Sokolov
Papadopoulos Georgiou Nikolaidis Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco DeLuca
Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Almeida Sousa Carvalho Schmidt Schneider Fischer Weber Meyer
Wagner Becker Hoffmann Schulz Koch de_Vries van_Dijk Jansen Bakker Visser Smit Johansson Lindqvist Andersen Nilsen
Hansen Cohen Levy Goldberg Friedman Katz Rosen Shapiro Weiss Abramowitz Baptiste Jean-Baptiste Pierre-Louis Joseph
Dorvil Henry Francis Grant Whyte Bighetty Cardinal Courchene Sinclair Monias Okemasis Halfe Ballantyne Thunderchild
Mahe Tuilagi Faleolo Kealoha Akana Mahoe Dragomir Popescu Ionescu Horvath Novak Kovač Petrović Jovanović Dimitrov
Quispe Mamani Huaman Villanueva Bautista Dela_Cruz Mendoza-Ruiz Santiago Aquino Manalo Macapagal Yusupov Abenov
Trudel Marchand Desrosiers Lachance Vaillancourt Brisebois Hébert Arsenault Cormier Landry Doucet Gallant
Ashworth Pemberton Whitlock Blackwood Fairweather Holloway Lockridge Thorne Ambrose Kingsley Stroud Merriman
""")

# Cities are invented; they are paired at random with real states and provinces.
US_CITIES = _w("""
Millbrook Harlan_Springs East_Caldwell Port_Ellery Ashford_Falls Greyhaven Brookfield_Hollow Cinder_Bluff Wexford
Larkspur Meadowvale Oak_Harbor_Junction Stillwater_Crossing Pine_Hollow Fort_Amberly Redfield Quarry_Glen Dunmore
North_Tillman Savoy_Creek Belton_Ridge Marlow Copper_Springs Easton_Mills Halcyon Westbury_Heights Glen_Arbor
Lanesborough Tamsin Cobalt_City Fairhaven_Point Sutter_Lake Hollis_Bend Kingsmere Ravensport Lowell_Flats Orchard_Park_East
Prairie_Rose Bellhaven Cold_Spring_Run Maple_Shade_North Hartwell Dorrance Jasper_Bay Rockmoor Winfield_Grove
""")

CA_CITIES = _w("""
Port_Arden Saint-Léonard-des-Pins Kestrel_Bay New_Brackley Lac-Vermillon Thornbury_Mills Cedarvale Fort_Garrick
Riviere-aux-Saules Northam Glenholme Pembridge Tamarack_Falls Lunenford Sainte-Odile Moose_Lake_Crossing Birchcliff_Harbour
Aldergrove_East Westmount_Ridge Harrowby Kinloch Marten_River_Bend Stonehaven Fairbank_Station Wapiti_Flats
Coldwater_Narrows Lachine-sur-Lac Ashcroft_Landing Tobermoray_Point Drumheath
""")

US_STATES = [("Ohio", "OH"), ("Michigan", "MI"), ("Pennsylvania", "PA"), ("New York", "NY"), ("Texas", "TX"),
             ("California", "CA"), ("Illinois", "IL"), ("Georgia", "GA"), ("North Carolina", "NC"),
             ("Virginia", "VA"), ("Washington", "WA"), ("Oregon", "OR"), ("Minnesota", "MN"), ("Wisconsin", "WI"),
             ("Massachusetts", "MA"), ("New Jersey", "NJ"), ("Tennessee", "TN"), ("Kentucky", "KY"),
             ("Colorado", "CO"), ("Arizona", "AZ"), ("Missouri", "MO"), ("Iowa", "IA"), ("Maryland", "MD"),
             ("Florida", "FL"), ("Indiana", "IN"), ("Louisiana", "LA"), ("Maine", "ME"), ("Vermont", "VT"),
             ("New Mexico", "NM"), ("Nebraska", "NE")]

CA_PROVS = [("Ontario", "ON", "KLMNP"), ("British Columbia", "BC", "V"), ("Alberta", "AB", "T"),
            ("Quebec", "QC", "GHJ"), ("Nova Scotia", "NS", "B"), ("Manitoba", "MB", "R"),
            ("Saskatchewan", "SK", "S"), ("New Brunswick", "NB", "E"), ("Newfoundland and Labrador", "NL", "A"),
            ("Prince Edward Island", "PE", "C")]

STREET_NAMES = _w("""
Elm Oak Maple Cedar Birch Willow Chestnut Sycamore Walnut Hawthorn Juniper Larch Aspen Alder Linden Poplar Spruce
Harbour Lakeview Ridgeway Fairmont Kingsway Cartwright Bellamy Thornton Ashgrove Millstone Quarry Foundry Granary
Beacon Orchard Meadowlark Kestrel Heron Sparrow Wren Falcon Osprey Tamarack Dunmore Halstead Pemberton Whitfield
Carrington Ellsworth Hollister Gladstone Rutherford Sumner Prescott Delancey Montclair Riverside Brookside Hillcrest
Canal Mill Church Market Station Bridge Pleasant Prospect Summit Valley Highland Union Franklin Jefferson Madison
Laurier Champlain Dufferin Cartier Papineau Frontenac Brock Tecumseh Selkirk Saint-Denis Sherbrooke
""")
STREET_SUFFIX = ["Street", "St", "St.", "Avenue", "Ave", "Ave.", "Road", "Rd", "Drive", "Dr", "Lane", "Ln",
                 "Court", "Ct", "Boulevard", "Blvd", "Way", "Crescent", "Cres", "Place", "Pl", "Terrace", "Circle"]

US_HOSPITALS = [
    ("St. Brendan's Regional Medical Center", "SBRMC"), ("Lakemont General Hospital", "LGH"),
    ("Harlan Springs Memorial Hospital", "HSMH"), ("Mercy Vale Medical Center", "MVMC"),
    ("Riverbend University Hospital", "RUH"), ("Cobalt Ridge Surgical Hospital", "CRSH"),
    ("Ashford Falls Community Hospital", "AFCH"), ("Greyhaven Ambulatory Surgery Center", "GASC"),
    ("Holloway Orthopedic & Spine Institute", "HOSI"), ("Wexford County Medical Center", "WCMC"),
    ("Port Ellery Baptist Hospital", "PEBH"), ("Our Lady of the Pines Hospital", "OLPH"),
    ("Dunmore Valley Surgery Center", "DVSC"), ("Savoy Creek Medical Center", "SCMC"),
]
CA_HOSPITALS = [
    ("Kestrel Bay General Hospital", "KBGH"), ("Hôpital Sainte-Odile", "HSO"), ("Port Arden Health Centre", "PAHC"),
    ("Thornbury District Hospital", "TDH"), ("St. Columba's Hospital", "SCH"),
    ("Northern Lakes Regional Health Centre", "NLRHC"), ("Cedarvale Surgical Centre", "CSC"),
    ("Queen Adelaide Memorial Hospital", "QAMH"), ("Glenholme & District Hospital", "GDH"),
    ("Pembridge Health Sciences Centre", "PHSC"), ("Tamarack Falls Hospital", "TFH"),
]
CLINICS = ["Lakeside Orthopaedic Associates", "Brookfield Surgical Group", "Riverside Family Practice",
           "Northgate Medical Clinic", "Harbourview Women's Health", "Cinder Bluff Urology Associates",
           "Meadowvale Family Health Team", "Summit Spine & Pain Clinic", "Fairbank Medical Centre",
           "Kingsmere ENT Associates", "Elm Park Family Medicine", "Copper Springs Internal Medicine",
           "Westbury Heart & Vascular", "Tamsin Community Clinic", "Glen Arbor Eye Institute",
           "Maple Shade Pediatrics", "Stonehaven Medical Arts Clinic", "Redfield Primary Care"]
PHARMACIES = ["Corner Drug Mart Marlow", "Hollis Bend Pharmacy", "Brightwell Pharmacy #212", "Kinloch Apothecary"]
UNITS = ["5 North", "6 West", "4 East Surgical", "Ortho 7B", "Tower 3 Surgical", "Birch Unit", "Cedar Ward",
         "Willow 2", "Surgical Stepdown 4C", "8 South", "Maple Unit", "3 Harrington", "Wexler 9", "Unit 62",
         "Ward 4B", "Aspen Short Stay Unit", "2 Thornton"]
BUILDINGS = ["Harrington Pavilion", "Wexler Tower", "Kessler Building", "Thornton Wing", "Ambrose Pavilion",
             "Lockridge Tower", "Fairweather Building", "McKenzie Wing", "Blackwood Pavilion"]

EMPLOYERS = ["Harlow Electric", "Tri-County Transit", "Bellweather Foods", "Northgate Logistics",
             "Crestline Roofing", "Pinecrest School District", "Riverside Community College", "St. Anselm Parish",
             "Quill & Ink Printing", "Ardent Steelworks", "Coastal Fisheries Co-op", "Kettle Creek Dairy",
             "Brightwater Call Centre", "Lakeshore Auto Body", "Vantage Data Systems", "Granite Hill Paving",
             "Dunmore Public Library", "Marlow Township Fire Dept", "Sutter Lake Casino", "Halcyon Home Care",
             "Copperline Mining Ltd", "Westbury Grocers", "Pemberton & Lowe LLP", "Orchard Gate Nursery",
             "Tamarack Lumber Co.", "Bayview Seafood Processing", "Kingsway Freight Lines", "Greystone Bakery"]
INSURERS = ["Keystone Mutual Health", "Summitra Health", "Bluewater Mutual", "Cardinal Crest Insurance",
            "Tidewater Benefit Plan", "Aspenleaf Health Co-op", "Provident Lakes Insurance",
            "Granary Life & Health", "Orchard Point Assurance", "Sunridge Group Benefits",
            "Ironwood Employee Health Trust", "Pinnacle Care Assurance"]
CA_EXT_INSURERS = ["Sunridge Group Benefits", "Maplecrest Life", "Northern Shield Benefits", "Laurentide Assurance"]
INTERP_COS = ["Polyglot Interpreting Services", "VoiceBridge Language Access", "Lingua Link Inc.",
              "ClearSpeak Interpreters"]
TRANSPORT_COS = ["Metro Medi-Van", "Care-Ride Transport", "Northstar Patient Transfer", "Bluebird Accessible Cabs"]

PROFESSIONS = ["teacher", "welder", "electrician", "truck driver", "accountant", "farmer", "chef", "line cook",
               "carpenter", "software developer", "dental hygienist", "firefighter", "police officer",
               "mail carrier", "janitor", "pharmacist", "lawyer", "bus driver", "hairdresser", "cashier",
               "machinist", "plumber", "mechanic", "engineer", "nurse", "paramedic", "roofer", "librarian",
               "bank teller", "social worker", "longshoreman", "miner", "commercial fisherman", "data analyst",
               "real estate agent", "security guard", "warehouse worker", "daycare worker", "professor",
               "flight attendant", "pastor", "construction worker", "landscaper", "barber", "graphic designer",
               "veterinary technician", "court reporter", "seamstress", "taxi driver", "dairy farmer"]
COUNTRIES = ["Portugal", "Philippines", "India", "Mexico", "Vietnam", "Nigeria", "Syria", "Ukraine", "Jamaica",
             "Haiti", "Poland", "Brazil", "Somalia", "Ethiopia", "Iran", "China", "South Korea", "Guatemala",
             "El Salvador", "Italy", "Germany", "Dominican Republic", "Pakistan", "Eritrea", "Colombia",
             "Lebanon", "Trinidad and Tobago", "Ireland", "Greece", "Kenya"]
LANGUAGES = ["Spanish", "Portuguese", "Tagalog", "Vietnamese", "Mandarin", "Cantonese", "Punjabi", "Arabic",
             "Somali", "Amharic", "Ukrainian", "Polish", "Haitian Creole", "Korean", "Farsi", "Tigrinya",
             "French", "Cree", "ASL", "Russian"]
FAM_REL = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "partner", "niece",
           "nephew", "friend", "neighbour", "grandson", "granddaughter", "aunt", "son-in-law", "daughter-in-law"]

# (procedure, CPT, service, dx, ICD-10, usual anaesthesia, minutes, implant kind, specimen, tray set)
PROCEDURES = [
    ("Laparoscopic cholecystectomy", "47562", "General", "symptomatic cholelithiasis", "K80.20", "GA", 75,
     None, "gallbladder", "Lap Chole Tray"),
    ("Total knee arthroplasty, right", "27447", "Ortho", "primary osteoarthritis, right knee", "M17.11", "Spinal",
     110, "tka", None, "Total Knee Instrument Set"),
    ("Total knee arthroplasty, left", "27447", "Ortho", "primary osteoarthritis, left knee", "M17.12", "GA", 115,
     "tka", None, "Total Knee Instrument Set"),
    ("Total hip arthroplasty, left", "27130", "Ortho", "osteoarthritis, left hip", "M16.12", "Spinal", 120, "tha",
     None, "Hip Basic Set"),
    ("Laparoscopic appendectomy", "44970", "General", "acute appendicitis", "K35.80", "GA", 55, None, "appendix",
     "Lap General Tray"),
    ("Open inguinal hernia repair with mesh, right", "49505", "General", "right inguinal hernia", "K40.90", "MAC",
     70, "mesh", "hernia sac", "Hernia Tray"),
    ("Carpal tunnel release, left", "64721", "Plastics", "carpal tunnel syndrome, left", "G56.02", "MAC", 30, None,
     None, "Hand Tray"),
    ("ORIF distal radius fracture, right", "25607", "Ortho", "closed fracture distal radius, right", "S52.501A",
     "GA", 95, "orif", None, "Small Fragment Set"),
    ("ACL reconstruction, left knee", "29888", "Ortho", "ACL tear, left knee", "S83.512A", "GA", 120, "acl", None,
     "Arthroscopy Tray"),
    ("Phacoemulsification with IOL, right eye", "66984", "Ophtho", "age-related cataract, right eye", "H25.11",
     "MAC", 25, "iol", None, "Cataract Tray"),
    ("Transurethral resection of prostate", "52601", "Urology", "benign prostatic hyperplasia with LUTS", "N40.1",
     "Spinal", 80, None, "prostate chips", "Cysto/TUR Tray"),
    ("Cystoscopy with left ureteral stent placement", "52332", "Urology", "left ureteral calculus", "N20.1", "GA",
     35, "stent", None, "Cysto/TUR Tray"),
    ("Total laparoscopic hysterectomy with BSO", "58571", "Gyn", "symptomatic uterine fibroids", "D25.9", "GA", 150,
     None, "uterus, cervix, bilateral tubes and ovaries", "Major Gyn Lap Tray"),
    ("Tonsillectomy and adenoidectomy", "42820", "ENT", "obstructive sleep-disordered breathing", "G47.33", "GA",
     40, None, "tonsils and adenoids", "T&A Tray"),
    ("Total thyroidectomy", "60240", "ENT", "multinodular goitre", "E04.2", "GA", 140, None, "thyroid",
     "Thyroid Tray"),
    ("Lumbar laminectomy L4-L5", "63047", "Neuro", "lumbar spinal stenosis with neurogenic claudication", "M48.062",
     "GA", 150, None, None, "Spine Basic Set"),
    ("Anterior cervical discectomy and fusion C5-C6", "22551", "Neuro", "cervical radiculopathy C6", "M50.121",
     "GA", 160, "acdf", None, "ACDF Instrument Set"),
    ("Dual-chamber pacemaker insertion", "33208", "Cardiac", "symptomatic sick sinus syndrome", "I49.5", "MAC",
     75, "pacer", None, "Pacemaker Tray"),
    ("Left breast lumpectomy with sentinel lymph node biopsy", "19301", "General", "invasive ductal carcinoma, left breast",
     "C50.912", "GA", 95, None, "left breast lumpectomy; sentinel nodes x2", "Breast Tray"),
    ("Laparoscopic right hemicolectomy", "44205", "General", "adenocarcinoma of ascending colon", "C18.2", "GA",
     180, None, "right colon and terminal ileum", "Major Lap Tray"),
    ("Arthroscopic rotator cuff repair, right shoulder", "29827", "Ortho", "full-thickness rotator cuff tear, right",
     "M75.121", "GA", 130, "rcr", None, "Shoulder Arthroscopy Tray"),
    ("Hemiarthroplasty, left hip", "27125", "Ortho", "displaced femoral neck fracture, left", "S72.002A",
     "Spinal", 100, "hemi", "femoral head", "Hip Basic Set"),
    ("Port-a-cath insertion, right IJ", "36561", "General", "need for long-term chemotherapy access", "Z45.2", "MAC",
     45, "port", None, "Minor Tray"),
    ("Septoplasty with bilateral inferior turbinate reduction", "30520", "ENT", "deviated nasal septum", "J34.2",
     "GA", 60, None, "septal cartilage", "Nasal Tray"),
    ("Dilation and curettage with hysteroscopy", "58558", "Gyn", "postmenopausal bleeding", "N95.0", "GA", 30,
     None, "endometrial curettings", "D&C Tray"),
    ("Ureteroscopy with holmium laser lithotripsy, right", "52356", "Urology", "right renal pelvis calculus",
     "N20.0", "GA", 65, "stent", "stone fragments", "Ureteroscopy Tray"),
    ("Laparoscopic ventral hernia repair with mesh", "49593", "General", "ventral incisional hernia", "K43.2", "GA",
     100, "mesh", None, "Lap General Tray"),
    ("Right frontal craniotomy for tumour resection", "61510", "Neuro", "right frontal mass, suspected meningioma",
     "D32.0", "GA", 240, None, "right frontal mass", "Craniotomy Tray"),
    ("Coronary artery bypass grafting x3", "33533", "Cardiac", "three-vessel coronary artery disease", "I25.10",
     "GA", 300, None, None, "Open Heart Basic Set"),
    ("Excision of sebaceous cyst, back", "11403", "Plastics", "epidermoid cyst of back", "L72.0", "Local", 25, None,
     "cyst", "Minor Tray"),
]

ANES_TYPES = ["GA", "GA/ETT", "GA/LMA", "MAC", "Spinal", "Regional + MAC", "Local", "Epidural + GA"]
ASA = ["ASA 1", "ASA 2", "ASA 2", "ASA 3", "ASA 3", "ASA 3E", "ASA 4", "ASA 2E"]
ALLERGIES = ["NKDA", "NKDA", "NKA", "penicillin (rash)", "sulfa (hives)", "latex", "codeine (nausea)",
             "cefazolin (anaphylaxis 2 yrs ago)", "morphine (itching)", "iodine contrast", "adhesive tape",
             "ondansetron", "vancomycin (red man)", "NSAIDs (angioedema)"]
PMH = ["HTN", "T2DM on metformin", "OSA on CPAP", "CAD s/p PCI", "COPD", "CKD stage 3", "AFib on apixaban",
       "hypothyroidism", "GERD", "asthma", "obesity (BMI 41)", "PONV history", "anxiety", "DVT on warfarin",
       "CHF EF 35%", "Parkinson's disease", "rheumatoid arthritis", "sickle cell trait", "prior MI", "BPH"]
INSTRUMENTS = ["Kocher", "Allis", "Babcock", "Metzenbaum scissors", "Mayo scissors", "DeBakey forceps",
               "Adson forceps", "Kelly clamp", "Deaver retractor", "Richardson retractor", "Weitlaner",
               "Gelpi retractor", "Hohmann retractor", "Army-Navy", "Senn retractor", "Balfour", "Bookwalter",
               "Cobb elevator", "Penfield dissector", "Kerrison rongeur", "Mayo-Hegar needle driver",
               "Crile clamp", "Ochsner clamp", "Harrington retractor"]
TRAYS = ["Major Ortho Basic", "Total Knee Instrument Set", "Hip Basic Set", "Small Fragment Set",
         "Lap Chole Tray", "Major Laparotomy Tray", "Hernia Tray", "Cysto/TUR Tray", "T&A Tray", "Cataract Tray",
         "Spine Basic Set", "Craniotomy Tray", "D&C Tray", "Major Gyn Lap Tray", "Pacemaker Tray",
         "Open Heart Basic Set", "Minor Tray", "Hand Tray", "Arthroscopy Tray", "Shoulder Arthroscopy Tray",
         "Thyroid Tray", "Breast Tray", "Nasal Tray", "Ureteroscopy Tray", "Major Lap Tray", "ACDF Instrument Set",
         "Lap General Tray", "Vascular Peripheral Tray", "Basic Laparotomy Tray", "Kerrison Set"]
STERILIZERS = ["Steam 1 (Amsco Century)", "Steam 2", "Steam 3 (prevac)", "V-PRO low-temp", "STERRAD 100NX",
               "EO sterilizer", "Flash/IUSS unit OR core"]
CANCEL_REASONS = [
    ("PT-NPO", "patient ate breakfast at 0630"), ("PT-NPO", "drank coffee with cream at 0700"),
    ("MED-BP", "BP 204/112 in holding, not controlled"), ("MED-K", "K 6.1 on repeat"),
    ("MED-URI", "active URI, T 38.4"), ("MED-AC", "apixaban not held, last dose this AM"),
    ("MED-INR", "INR 2.4 on day of surgery"), ("MED-CARD", "new ST changes, cardiology consult requested"),
    ("MED-GLU", "glucose 26.1 mmol/L"), ("MED-GLU", "BG 412 mg/dL in holding"),
    ("PT-NS", "no show, no call"), ("PT-DEC", "patient declined surgery after discussion"),
    ("PT-RIDE", "no responsible adult escort for discharge"), ("OR-TIME", "ran out of OR time, prior case long"),
    ("OR-EQUIP", "implant set not available / loaner delayed"), ("OR-EQUIP", "scope failed leak test"),
    ("SURG", "surgeon called to emergency case"), ("SURG", "surgeon ill"),
    ("ADMIN", "insurance prior authorization not received"), ("ADMIN", "consent incomplete, no SDM available"),
    ("BED", "no ICU bed post-op"), ("BED", "no inpatient surgical bed"), ("SPD", "tray flagged wet pack"),
    ("SPD", "BI positive on load, recall initiated"), ("ANES", "difficult airway cart not available"),
]

COUNTRY_LANG = [("Portugal", "Portuguese"), ("Brazil", "Portuguese"), ("Philippines", "Tagalog"), ("Vietnam", "Vietnamese"),
                ("China", "Mandarin"), ("Mexico", "Spanish"), ("Guatemala", "Spanish"), ("El Salvador", "Spanish"),
                ("Colombia", "Spanish"), ("Dominican Republic", "Spanish"), ("Syria", "Arabic"), ("Lebanon", "Arabic"),
                ("Somalia", "Somali"), ("Ethiopia", "Amharic"), ("Eritrea", "Tigrinya"), ("Ukraine", "Ukrainian"),
                ("Poland", "Polish"), ("Haiti", "Haitian Creole"), ("South Korea", "Korean"), ("Iran", "Farsi"),
                ("India", "Punjabi"), ("Pakistan", "Urdu"), ("Italy", "Italian"), ("Greece", "Greek"),
                ("Afghanistan", "Dari"), ("Russia", "Russian")]
PRIMARY_CLINICS = [c for c in CLINICS if any(k in c for k in ('Family', 'Medical Clinic', 'Primary', 'Internal',
                                                               'Medical Centre', 'Community', 'Medical Arts'))]
