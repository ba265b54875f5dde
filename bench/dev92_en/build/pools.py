"""Value pools for dev92_en. Every entry was invented for this folder.

Place, facility, street and organisation names are made up; person names mix
many origins and include names that are also ordinary English words.
"""

FIRST_F = """
Maria Ana Beth Aisha Ama Adaeze Ngozi Folake Yaa Efua Mei Xiu Lan Thuy Linh Hoa Ji-woo Soo-ah Priya Lakshmi
Ananya Farah Noor Leila Yasmin Fatima Carmen Lucia Rosa Guadalupe Ximena Ines Joana Agnieszka Zofia Olga Irina
Svetlana Eleni Despina Giulia Chiara Sakura Yuki Hana Aylin Elif Hodan Ayaan Selam Meron Liesel Ingrid Astrid
Maile Leilani Rivka Miriam Siobhan Niamh Bridget Tamsin Gwen Harriet Edith Mildred Dolores Shanice Keisha
Tanisha Latoya Hope May Grace Rose Joy Faith Dawn June Summer Autumn Iris Ivy Lily Penny Mercy Sunny Sue Pat
Charity Honor Ruby Pearl Holly Robin Star Brooke Marigold Daisy Wren
""".split()

FIRST_M = """
John James Robert Thomas Will Frank Bill Drew Mark Miles Ray Rich Rob Wade Art Jack Jay Glen Dale Cliff Chase
Guy Rusty Skip Hunter Sterling Chidi Emeka Obinna Kwame Kofi Yaw Kwesi Tunde Wei Jun Hao Minh Tuan Duc Min-jun
Seo-jun Rajesh Arjun Vikram Sanjay Imran Bilal Omar Yusuf Karim Tariq Diego Mateo Alejandro Joaquim Tiago
Piotr Tomasz Dmitri Sergei Nikos Yiannis Giorgos Luca Matteo Kenji Hiroshi Takumi Emre Mehmet Abdi Mahad
Dawit Tesfaye Lars Sven Anders Keoni Kai Eitan Moshe Declan Padraig Eamon Rhys Gareth Tobias Barnaby Cornelius
Darnell DeShawn Tyrone Malik Reggie Booker Clay Forrest Heath Lane Major Royal Sonny Doc Buddy
""".split()

SURNAMES = """
Smith Okafor Adeyemi Mensah Boateng Owusu Nwosu Eze Chen Li Wang Zhou Nguyen Tran Pham Le Park Kim Choi Patel
Iyer Raghavan Krishnamurthy Sharma Qureshi Siddiqui Haddad Nasser Khoury Mansour Ruiz Delgado Castillo Herrera
Moreno Fonseca Carvalho Kowalczyk Wisniewski Nowak Ivanova Petrov Sokolov Papadopoulos Georgiou Rossi Esposito
Bianchi Tanaka Watanabe Yamamoto Yilmaz Demir Warsame Farah Tesfaye Haile Lindqvist Johansson Bakker Kealoha
Akana Cohen Levy Friedman O'Brien Gallagher Murphy MacLeod Fitzgerald Llewellyn Pryce Dela_Cruz Bautista
Reyes Abernathy Whitfield Pennington Thornbury Ashworth Baker Bell Black Brown Church Cook Cross Fox Frost Green
Hall Hill House King Knight Lamb Long Love Marsh Mason Moody Parks Price Rice Rivers Stone Storm Summers Swift
Waters Wise Wood Young Banks Mann Golden Sharp Strong Little Best Bright Power Hope Field Lane Ward Street
Chambers Barber Porter Fisher Hunter Carpenter Gardner Fairweather Goodnight Merriweather Christmas Day Friday
Winter Spring Snow Bishop Dean Sexton Chaplin Nurse Doctor English French Welsh Castle Rock Pike Moss Reed
Ferreira Van_der_Berg De_Souza Al-Rashid Ben-David Okonkwo-Bell Hughes-Ortiz
""".split()
SURNAMES = [s.replace("_", " ") for s in SURNAMES]

NICKNAMES = {"Robert": "Bobby", "William": "Billy", "Thomas": "Tommy", "James": "Jimmy",
             "Margaret": "Peggy", "Elizabeth": "Betsy", "Richard": "Dick", "Dolores": "Lola",
             "Patricia": "Trish", "Obinna": "Obi", "Giorgos": "George", "Rajesh": "Raj"}

CITIES = """
Marrowgate|Port_Calloway|East_Fenwick|Silvermere|Hollins_Ford|Bramblewood|Cedar_Bluff|Larkhaven|Quarry_Hill|
Osterby|New_Tillbury|Wrenfield|Galloway_Springs|Pinecrest_Junction|Ashby_Falls|Redmarsh|Kettle_Creek|
Halvern|Lowry_Point|Brightwater|Dunmore|Harrow_Lake|Millbrook_Station|Saltash_Bay|Fort_Elwin|Tamsworth|
Greyhollow|Covington_Flats|Merrit_Valley|Stonebridge_Mills|Ivel|Northcote|Sablewood|Juniper_Gap|Orrin|
Bellhaven|Fairmount_Heights|Cold_Harbor_Pines|Westerley|Cinder_Ridge
""".replace("\n", "").split("|")
CITIES = [c.replace("_", " ") for c in CITIES if c]

COUNTIES = ["Dunmore County", "Pell County", "Ashgrove County", "Tallis County", "Larch County",
            "Winslow County", "Brack County", "Oriel Parish"]

STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Texas", "TX"), ("Georgia", "GA"), ("Oregon", "OR"),
          ("Maine", "ME"), ("Indiana", "IN"), ("Michigan", "MI"), ("Arizona", "AZ"), ("Kentucky", "KY"),
          ("Virginia", "VA"), ("Minnesota", "MN"), ("Colorado", "CO"), ("Alabama", "AL"), ("Nevada", "NV"),
          ("Pennsylvania", "PA"), ("New York", "NY"), ("North Carolina", "NC"), ("Washington", "WA"),
          ("Missouri", "MO"), ("Iowa", "IA"), ("Vermont", "VT"), ("New Mexico", "NM"), ("Hawaii", "HI")]

COUNTRIES = ["Nigeria", "Ghana", "Vietnam", "Guatemala", "Honduras", "India", "Pakistan", "Somalia",
             "Ethiopia", "Philippines", "Mexico", "Peru", "Brazil", "Poland", "Ukraine", "Greece", "Italy",
             "Japan", "Turkey", "Haiti", "Dominican Republic", "Kenya", "Thailand", "Cambodia", "Egypt",
             "Portugal", "Ireland", "Canada", "Bangladesh", "Nepal", "El Salvador", "Liberia", "South Africa"]

STREET_NAMES = ["Alder", "Quince", "Harrowgate", "Millrace", "Tanager", "Bellweather", "Copperleaf",
                "Wickham", "Osprey", "Larkin", "Juniper", "Fennimore", "Saltmarsh", "Brackett", "Hollyhock",
                "Ridgeback", "Penwood", "Cask", "Delacroix", "Thistle", "Orchard", "Kestrel", "Lantern",
                "Marlowe", "Sumac", "Tinker", "Vesper", "Wainwright", "Yarrow", "Zephyr", "Garnet",
                "Cobblestone", "Sexton", "Prospect", "Ferry", "Canal", "Old Mill", "Two Rivers", "Hope"]
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln", "Drive", "Dr", "Court", "Ct",
                 "Boulevard", "Blvd", "Way", "Place", "Terrace", "Circle", "Pike", "Highway"]
UNITS = ["Apt 3", "Apt. 12B", "Unit 4", "#207", "Apt 1F", "Suite 310", "Lot 22", "Trlr 9", "Apt 5C"]

HOSP_PLACE = ["Marrowgate", "Calloway", "Fenwick", "Silvermere", "Hollins", "Bramblewood", "Larkhaven",
              "Osterby", "Wrenfield", "Galloway", "Ashby", "Redmarsh", "Halvern", "Brightwater", "Harrow Lake",
              "Saltash", "Tamsworth", "Greyhollow", "Merrit Valley", "Juniper Gap", "Bellhaven", "Westerley",
              "Cinder Ridge", "Lowry Point", "Northcote", "Kettle Creek"]
HOSP_KIND = ["General Hospital", "Medical Center", "Regional Medical Center", "Community Hospital",
             "Memorial Hospital", "University Hospital", "Health System", "Rehabilitation Hospital",
             "Heart Institute", "Cancer Center"]
SAINTS = ["St. Brigid's Hospital", "St Anselm Medical Center", "Saint Odile Memorial", "St. Cuthbert's Hospital",
          "Our Lady of the Fields Hospital", "Good Shepherd Infirmary", "St. Elspeth Regional",
          "Holy Rood Hospital", "Mercy Vale Hospital", "Providence Heights Medical Center"]
CLINICS = ["Tanager Family Practice", "Ridgeback Internal Medicine", "Penwood Pediatrics and Family Care",
           "Northcote Endocrine Associates", "Larkin Street Clinic", "Harbor Light Free Clinic",
           "Cask Valley Cardiology Group", "Yarrow Physical Therapy", "Kestrel Sports and Spine Rehab",
           "Lantern Hill Primary Care", "Sumac Health Partners", "Brightwater Infectious Disease Clinic",
           "Wainwright Surgical Associates", "Vesper Hospice and Palliative Care", "Orchard Grove Nursing Home",
           "Copperleaf Assisted Living", "Thistle Court Skilled Nursing", "Quince Road Dialysis Center",
           "Osprey Urgent Care", "Fennimore Wound Clinic", "Garnet Hill Rehab", "Two Rivers Home Health",
           "Marlowe Community Health Center", "Delacroix Heart and Vascular"]
PHARMACIES = ["Corner Drug of Halvern", "Penwood Apothecary", "Alder Street Pharmacy", "Kettle Creek Drug",
              "Marlowe Family Pharmacy", "Brightwater Rx"]
UNIT_NAMES = ["Larch Ward", "Birchwood Unit", "Heron Pavilion", "Kingfisher Unit", "Aspen Tower",
              "Maple Step-Down Unit", "Willow Ward", "Foxglove Unit"]
BUILDINGS = ["Pell Tower", "Garnet Pavilion", "the Whitcombe Building", "Harlan Annex", "Ostrander Wing"]

EMPLOYERS = ["Tidewater Freight", "Ostrander Millworks", "Bellhaven Unified School District",
             "Grace Covenant Church", "Quillfeather Bakery", "Halvern Poultry Processing", "Kestrel Logistics",
             "Marrowgate Public Library", "Copperline Electric Co-op", "Sablewood Casino", "Brackett & Sons Roofing",
             "Redmarsh Cannery", "Penwood Auto Body", "Saltash Bay Fisheries", "Vantor Data Systems",
             "Juniper Gap Ski Area", "First Lantern Credit Union", "Harrow Lake Water District",
             "Cinder Ridge Mine", "Orrin Township Fire Department", "Silvermere Grocers", "Lowry Point Marina",
             "Northcote Community College", "Temple Beth Shalom of Osterby", "Wrenfield Amazonas Imports",
             "Two Rivers Diner", "Galloway Springs Country Club", "Tinker Toy Works", "Ironvale Steel",
             "Mt. Zion AME Church"]
INSURERS = ["Bluefin Health Plan", "Keystone Mutual Health", "Harborline Medicare Advantage",
            "Cardinal Community Care Plan", "Everstead Insurance"]
SCHOOLS = ["Fenwick Middle School", "Ashby Falls High School", "Larkhaven Elementary", "Tamsworth State University"]

PROFESSIONS = ["welder", "schoolteacher", "long-haul truck driver", "electrician", "bookkeeper", "line cook",
               "nurse's aide", "hairdresser", "machinist", "roofer", "bus driver", "software developer",
               "accountant", "farmer", "fisherman", "librarian", "janitor", "pastor", "retired mail carrier",
               "dental hygienist", "warehouse worker", "security guard", "plumber", "cashier", "real estate agent",
               "pharmacist's assistant", "coal miner", "firefighter", "landscaper", "seamstress",
               "day-care worker", "barber", "carpenter", "baker", "lawyer", "taxi driver", "nail technician",
               "home health aide", "mechanic", "social studies teacher", "poultry plant worker", "chef",
               "retired police officer", "graduate student", "veterinarian", "house painter"]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew", "mother",
             "father", "partner", "granddaughter", "grandson", "friend", "neighbor", "roommate", "fiancee",
             "stepson", "aunt", "cousin"]

HOLIDAYS = ["Christmas", "Thanksgiving", "Easter", "Labor Day", "Memorial Day", "New Year's Day",
            "Fourth of July", "Halloween", "Christmas Eve", "Ramadan", "Diwali", "Passover"]

# --- Hard-negative material ------------------------------------------------
DRUGS = [("metoprolol tartrate", "25 mg PO BID"), ("lisinopril", "10 mg daily"), ("apixaban", "5 mg BID"),
         ("atorvastatin", "40 mg qHS"), ("furosemide", "40 mg IV BID"), ("insulin glargine", "22 units qHS"),
         ("insulin lispro", "per sliding scale AC"), ("metformin", "1000 mg BID"), ("levothyroxine", "88 mcg daily"),
         ("vancomycin", "1250 mg IV q12h"), ("cefepime", "2 g IV q8h"), ("piperacillin-tazobactam", "4.5 g IV q6h"),
         ("ceftriaxone", "2 g IV daily"), ("acetaminophen", "650 mg PO q6h PRN"), ("oxycodone", "5 mg PO q4h PRN"),
         ("morphine", "2 mg IV q2h PRN"), ("hydromorphone", "0.5 mg IV q3h PRN"), ("ondansetron", "4 mg IV q6h PRN"),
         ("pantoprazole", "40 mg daily"), ("enoxaparin", "40 mg SC daily"), ("heparin", "5000 units SC q8h"),
         ("amiodarone", "200 mg daily"), ("sacubitril-valsartan", "24/26 mg BID"), ("spironolactone", "25 mg daily"),
         ("semaglutide", "0.5 mg SC weekly"), ("empagliflozin", "10 mg daily"), ("methimazole", "10 mg daily"),
         ("hydrocortisone", "20 mg AM / 10 mg PM"), ("senna", "8.6 mg qHS"), ("polyethylene glycol", "17 g daily"),
         ("lorazepam", "0.5 mg SL q4h PRN"), ("haloperidol", "0.5 mg PO q6h PRN"), ("gabapentin", "300 mg TID"),
         ("tamsulosin", "0.4 mg qHS"), ("warfarin", "5 mg daily, goal INR 2-3"), ("clopidogrel", "75 mg daily"),
         ("aspirin", "81 mg daily"), ("meloxicam", "7.5 mg daily"), ("cyclobenzaprine", "5 mg TID PRN"),
         ("dexamethasone", "4 mg BID"), ("fluconazole", "400 mg daily"), ("rifampin", "600 mg daily"),
         ("bictegravir/emtricitabine/tenofovir alafenamide", "1 tab daily"), ("nitroglycerin", "0.4 mg SL q5min x3 PRN")]
EPONYM_PHRASES = ["Parkinson's disease", "Crohn's disease", "Foley catheter", "Babinski sign", "Homans sign",
                  "Murphy's sign", "Graves' disease", "Hashimoto thyroiditis", "Cushing syndrome",
                  "Addison's disease", "Bell's palsy", "Alzheimer dementia", "Barrett esophagus",
                  "Virchow's triad", "Kussmaul respirations", "Trendelenburg gait", "Lachman test",
                  "McMurray test", "Hoffmann sign", "Romberg", "Hodgkin lymphoma", "Wolff-Parkinson-White",
                  "Mallory-Weiss tear", "Roux-en-Y", "Whipple procedure", "Nissen fundoplication",
                  "Pfannenstiel incision", "Kocher incision", "Swan-Ganz catheter", "Jackson-Pratt drain",
                  "Glasgow Coma Scale", "Karnofsky", "Hartmann's procedure", "Guillain-Barre syndrome"]
ICD = [("I50.22", "chronic systolic heart failure"), ("E11.65", "type 2 DM with hyperglycemia"),
       ("N17.9", "acute kidney injury"), ("J18.9", "pneumonia, unspecified organism"),
       ("I48.91", "atrial fibrillation"), ("E05.00", "thyrotoxicosis"), ("K35.80", "acute appendicitis"),
       ("L03.115", "cellulitis of right lower limb"), ("C34.90", "malignant neoplasm of lung"),
       ("M54.50", "low back pain"), ("S72.001A", "fracture of right femoral neck"), ("A41.9", "sepsis"),
       ("Z51.5", "encounter for palliative care"), ("I21.4", "NSTEMI"), ("E10.10", "type 1 DM with DKA"),
       ("K80.20", "cholelithiasis"), ("M17.11", "primary OA right knee"), ("B20", "HIV disease"),
       ("A15.0", "tuberculosis of lung"), ("E27.1", "primary adrenocortical insufficiency")]
