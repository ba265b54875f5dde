"""Invented value pools and hard-negative vocabulary for dev128_en.

Every person, place, organisation and identifier is composed from these pools
at build time; nothing is copied from any record.  Real US state names and
real country names are used only as states and countries.
"""

def _w(s):
    return s.split()

# ---------------------------------------------------------------- given names
GIVEN_F = _w("""
Mary Linda Susan Karen Deborah Carol Janet Brenda Denise Tammy Kimberly Heather
Amanda Brittany Kayla Madison Emily Olivia Chloe Abigail Harper Avery Brooke
Hope Faith Grace Joy Rose Iris Ivy Dawn April May June Summer Autumn Sky Penny
Amber Crystal Ruby Pearl Precious Harmony Destiny Sunny Honey Holly Robin Jewel
Maria Guadalupe Lucia Ximena Yesenia Marisol Esperanza Graciela Rocio Itzel
Adaeze Chiamaka Ngozi Folake Abena Akosua Efua Nneka Temitope Zainab Amara
Mei Xiuying Lan Jing Yan Hui Ying Minji Seo-yeon Jiwoo Haeun Thuy Linh Ngoc
Hoa Yuki Haruka Aiko Sakura Priya Ananya Deepika Lakshmi Sunita Kavya Meera
Fatima Aisha Layla Noor Yasmin Rania Samira Leila Svetlana Olga Natalia Irina
Katarzyna Agnieszka Milena Zofia Siobhan Niamh Aoife Bridget Giulia Francesca
Chiara Rosaria Eleni Sofia Despina Kalani Leilani Maile Rosalind Marguerite
Imani Keisha Tanisha Ebony Shanice Aaliyah Nia Marisa Bethany Corinne Wilhelmina
Ingrid Astrid Freya Sigrid Hana Marta Beatriz Conceicao Tigist Meron Hodan
Fadumo Ayaan Nadege Mirlande Rosemene Guerline Dorothea Agnes Edna Mildred
Gladys Hazel Opal Theodora Luz Paz Consuelo Esther Miriam Shoshana Talia
""")

GIVEN_M = _w("""
James Robert Michael William David Richard Thomas Charles Daniel Matthew Donald
Kenneth Steven Brian Kevin Jason Tyler Brandon Austin Logan Caleb Wyatt Colton
Mark Will Bill Art Guy Rich Frank Cliff Dale Glen Wade Chase Miles Hunter Earnest
Sterling Rocky Major Chance Lance Rusty Buck Drew Gene Forrest Heath Reed
Jose Juan Luis Carlos Jesus Alejandro Miguel Francisco Rigoberto Ezequiel Santiago
Chukwuemeka Oluwaseun Kwame Kofi Yaw Emeka Babatunde Ikenna Tunde Adebayo
Wei Jun Hao Zhiwei Minho Jae-won Seung-hoon Dong-hyun Minh Tuan Quang Huy
Hiroshi Takeshi Kenji Rajesh Arjun Vikram Sanjay Rohan Anil Ramesh Imran Tariq
Mohammed Ahmed Omar Khalid Yusuf Hassan Karim Dmitri Sergei Vladimir Aleksandr
Piotr Tomasz Grzegorz Ciaran Padraig Declan Eamon Giuseppe Salvatore Vincenzo
Dimitrios Nikos Konstantinos Keoni Makoa Kaipo Darnell DeShawn Tyrone Jamal
Marquis Terrell Lars Bjorn Henrik Joao Tiago Rui Dawit Tesfaye Abdirahman Abdi
Jean-Baptiste Wilner Fritz Reginald Cornelius Augustus Horace Thaddeus Ezra
Moshe Yosef Elio Rafael Ignacio Amadou Moussa Cheikh Boris Goran Milos
""")

# ---------------------------------------------------------------- surnames
SURNAMES = _w("""
Smith Johnson Williams Miller Davis Wilson Anderson Taylor Moore Jackson Martin
Thompson Harris Clark Lewis Robinson Walker Allen Wright Scott Adams Nelson
Baker Hunter Rose Bush Brown White Young Green Wolf Strong Hope Grant Page Hall
Bell Rich Price Stone Little Fox Gray Love King Cross Frost Snow Short Lamb Field
Wood Rivers Banks Hill Moody Sharp Swift Best Mason Cook Carpenter Potter Fisher
Bishop Knight Shepherd Marsh Rice Waters Castle Sterling Winter Summers Day Noble
Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres
Flores Rivera Gomez Diaz Reyes Morales Ortiz Gutierrez Chavez Ramos Ruiz Mendoza
Castillo Jimenez Vasquez Alvarado Salazar Ochoa Villanueva Espinoza Quintero
Okafor Adeyemi Okonkwo Nwosu Eze Balogun Mensah Asante Owusu Boateng Adebayo
Chukwu Oyelaran Danjuma Achebe Diallo Traore Ndiaye Keita Kamara Toure
Chen Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Lin Guo Tang Kim Park Lee
Choi Jung Kang Cho Yoon Jang Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do Ngo
Tanaka Suzuki Watanabe Yamamoto Nakamura Kobayashi Sato Ito Patel Shah Sharma
Gupta Singh Reddy Iyer Nair Rao Desai Mehta Chatterjee Banerjee Krishnan Pillai
Haddad Khoury Nasser Mansour Hamdan Saleh Farah Aziz Rahman Hussain Qureshi
Ivanov Petrov Smirnov Volkov Kuznetsov Popescu Nowak Kowalski Wisniewski Zielinski
Murphy Kelly Sullivan Byrne Ryan Gallagher Doyle Quinn Brennan Donnelly Fitzgerald
Russo Esposito Romano Colombo Ricci Marino Greco Bruno Gallo Conti Papadopoulos
Nikolaidis Georgiou Kalani Kahale Akana Mahoe Washington Jefferson Freeman
Booker Hairston Pettaway Larsen Johansson Lindqvist Berg Nilsson Haugen Dahl
Silva Santos Oliveira Pereira Costa Ferreira Almeida Tesfaye Haile Girma Bekele
Abdi Warsame Farah Jean-Louis Pierre Toussaint Baptiste Desrosiers Cohen Levy
Friedman Katz Goldberg Schneider Fischer Weber Hoffmann Becker Kowalczyk
O'Brien O'Neill McCarthy MacDonald McKenzie DeLuca Van-Dyke St-Pierre
Whitfield Ashworth Pemberton Kingsley Hargrove Thornton Blackwood Ellery
""")

MID_INITIALS = list("ABCDEFGHJKLMNPRSTW")

NICK = {"William": "Bill", "Robert": "Bob", "Richard": "Rick", "James": "Jim",
        "Thomas": "Tom", "Michael": "Mike", "Margaret": "Peggy", "Elizabeth": "Liz",
        "Deborah": "Debbie", "Kimberly": "Kim", "Daniel": "Danny", "Matthew": "Matt",
        "Kenneth": "Ken", "Alejandro": "Alex", "Francisco": "Paco", "Jose": "Pepe",
        "Katarzyna": "Kasia", "Aleksandr": "Sasha", "Giuseppe": "Joe", "Susan": "Sue",
        "Dimitrios": "Jimmy", "Wilhelmina": "Billie", "Theodora": "Teddy",
        "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Babatunde": "Tunde"}

# ---------------------------------------------------------------- places
STREET_CORE = _w("""
Elm Birch Cedar Harbor Willow Quarry Millbrook Juniper Foxglove Larkspur Tamarack
Alder Sassafras Hawthorn Bramble Kestrel Osprey Heron Marigold Thistle Chestnut
Sycamore Magnolia Dogwood Laurel Briar Clover Meadowlark Cobblestone Ironwood
Redfern Silverbell Copperleaf Stonegate Ridgeview Brookside Kettle Lantern Orchard
Beacon Granary Tannery Ferry Cooper Wheelwright Pennant Saddle Bayberry Halcyon
Wexford Ashbury Dunmore Carraway Pellham Winslow Hadley Corliss Tolliver Ainsley
Prescott Whitcombe Lowell Everly Rourke Galloway Fenwick Holloway Merriweather
Seneca Tecumseh Cherokee Arbor Greenleaf Oakhurst Pinecrest Maplewood Lindenwood
""")
STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Ln",
                 "Drive", "Dr", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place",
                 "Terrace", "Circle", "Parkway", "Trail", "Pike", "Row"]
STREET_DIR = ["", "", "", "", "N ", "S ", "E ", "W ", "North ", "West "]
UNIT_FORMS = ["Apt {n}", "Apt {n}{l}", "Unit {n}", "#{n}", "Suite {n}", "Apt. {n}",
              "Lot {n}", "Fl {n}"]

CITY_A = _w("""
Ash Bright Cold Elder Fair Glen Hart Iron Kings Lang Marl Nor Oak Pell Quin Red
Sand Thorn Wester Wil Black Brook Clear Dun Fern Gran Hazel Lin Mill Ridge Stan
Win Cal Bel Hol Mor Rox Tal Ver Whit Cran Dor Ely Gal Har Kel Lor Mad Nas Orr
""")
CITY_B = _w("""
ford ton field ville burg wood dale mont haven port bridge water creek ridge
stead mouth land view brook shire crest gate well worth bury ham by ley stone
""")
CITY_TWO = ["Port Alder", "Lake Corrin", "North Haverly", "East Tamsin", "Fort Renard",
            "Glen Arbor Falls", "Saint Ambrose", "Mount Calloway", "Cedar Bluffs",
            "Twin Forks", "Red Mesa", "Pine Hollow", "Silver Spur", "Crescent Bay",
            "New Lisbon Heights", "Dover Crossing", "Bald Knob Springs", "Round Prairie",
            "Three Oaks Landing", "Eagle Gap", "Willow Bend", "Maple Junction"]
COUNTY_SUFFIX = ["County", "Parish"]

STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"),
          ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"),
          ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"), ("Hawaii", "HI"),
          ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
          ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"),
          ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"),
          ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
          ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"),
          ("New Hampshire", "NH"), ("New Jersey", "NJ"), ("New Mexico", "NM"),
          ("New York", "NY"), ("North Carolina", "NC"), ("North Dakota", "ND"),
          ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
          ("Rhode Island", "RI"), ("South Carolina", "SC"), ("South Dakota", "SD"),
          ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
          ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"),
          ("Wisconsin", "WI"), ("Wyoming", "WY")]

COUNTRIES = ["Mexico", "Guatemala", "El Salvador", "Honduras", "Haiti", "Dominican Republic",
             "Nigeria", "Ghana", "Senegal", "Ethiopia", "Somalia", "Kenya", "India",
             "Pakistan", "Bangladesh", "Vietnam", "China", "South Korea", "Japan",
             "Philippines", "Poland", "Ukraine", "Russia", "Ireland", "Italy", "Greece",
             "Portugal", "Brazil", "Colombia", "Peru", "Cuba", "Jamaica", "Lebanon",
             "Egypt", "Iraq", "Syria", "Germany", "Norway", "Canada", "Thailand",
             "Nepal", "Cape Verde", "Liberia", "Sierra Leone", "Ecuador"]

# ---------------------------------------------------------------- organisations
HOSP_PLACE = _w("""
Lakeside Riverbend Harborview Northgate Pinecrest Westbrook Fairhaven Stonebridge
Ridgemont Brightwater Millcreek Cedarcrest Oakmont Highland Bayshore Meadowbrook
Silverlake Greystone Kingsbury Ashford Thornfield Wexley Copperhill Falconridge
Marlowe Tamsin Corrinwood Bellhaven Halstead Quarrytown Larkfield Holloway
""")
SAINTS = ["St. Brendan", "St. Agatha", "Saint Columba", "St. Hedwig", "Saint Isidore",
          "St. Perpetua", "Saint Casimir", "St. Bartholomew", "St. Ursula",
          "Holy Redeemer", "Our Lady of Mercy", "Sacred Heart", "Good Shepherd",
          "St. Mary's", "St. Jude's", "St. Vincent de Paul"]
HOSP_FORMS = ["{p} General Hospital", "{p} General", "{p} Medical Center",
              "{p} Regional Medical Center", "{p} Memorial Hospital", "{p} Memorial",
              "{p} Community Hospital", "{p} Children's Hospital", "{s} Hospital",
              "{s} Medical Center", "{s} Regional", "{p} University Hospital",
              "{p} Valley Hospital", "{p} Health System", "{p} Baptist Hospital",
              "{p} Methodist Medical Center", "{p} Veterans Affairs Medical Center"]
CLINIC_FORMS = ["{p} Family Medicine", "{p} Health Center", "{p} Primary Care",
                "{p} Internal Medicine Associates", "{c} Community Clinic",
                "{p} Cardiology Associates", "{n} Family Practice", "{p} Urgent Care",
                "{p} Pediatrics", "{p} Women's Health", "{n} & {n2} Orthopedics",
                "{p} Dialysis Center", "{p} Free Clinic", "{p} Oncology Partners",
                "{c} Federally Qualified Health Center", "{p} Sleep Center",
                "{p} Behavioral Health", "{p} Wound Care Center", "{p} Imaging Center"]
FACILITY_FORMS = ["{p} Rehabilitation and Nursing", "{n} Gardens Assisted Living",
                  "{p} Manor", "{p} Skilled Nursing Facility", "{p} Hospice House",
                  "{p} Care Center", "{p} Senior Living"]
PHARM_FORMS = ["{p} Pharmacy", "{n} Drug", "{p} Apothecary", "{c} Discount Pharmacy",
               "{n}'s Pharmacy"]
UNIT_NAMES = ["{n} {k}", "{n} {k} North", "{n} {k} West", "{n} Pavilion {k}",
              "{n} Tower {k}", "{n} {k}", "{n} Wing {k}"]
BUILDINGS = ["{n} Pavilion", "{n} Building", "{n} Tower", "{n} Hall", "{n} Annex",
             "{n} Outpatient Center Building B"]

EMP_WORD = _w("""
Acme Summit Keystone Pioneer Frontier Beacon Sterling Anchor Compass Liberty
Cascade Granite Evergreen Horizon Ironclad Bluewater Redtail Prairie Harvest Crown
Allied Patriot Northstar Tri-County Valley Coastal Heartland Lone-Pine Triad
""")
EMP_KIND = ["Freight", "Logistics", "Roofing", "Plumbing", "Construction", "Foods",
            "Manufacturing", "Auto Body", "Staffing", "Landscaping", "Poultry",
            "Steel", "Packaging", "Transit", "Dairy", "Lumber", "Printing",
            "Security Services", "Janitorial", "Warehouse", "Paper Mill",
            "Electric Cooperative", "Credit Union", "Insurance Group", "Software",
            "Furniture", "Trucking", "Cannery", "Tire & Service", "Bakery"]
EMP_FORMS = ["{w} {k}", "{w} {k} Inc.", "{w} {k} LLC", "{n} & Sons {k}", "{c} {k} Co.",
             "{n} Brothers {k}", "{w} {k} Company"]
SCHOOL_FORMS = ["{c} High School", "{c} Community College", "{c} Elementary School",
                "{c} Middle School", "{p} State University", "{c} Unified School District",
                "{n} Academy", "{c} Technical Institute"]
CHURCH_FORMS = ["{s} Catholic Church", "{c} First Baptist Church",
                "{c} United Methodist Church", "Grace Fellowship of {c}",
                "{c} Lutheran Church", "{c} AME Church", "Temple Beth {n}",
                "{c} Islamic Center", "{c} Kingdom Hall"]
INSURERS = ["Keystone Mutual Health", "BrightPath Health Plan", "Pinecrest Assurance",
            "Harborline Health", "Evercare Mutual", "TrueNorth Health Partners",
            "Cardinal Shield", "Meridian Crest Health", "Blue Heron Health Plan",
            "Summit Ridge Insurance", "Lanternway Health", "Granite State Mutual",
            "Osprey Health Alliance", "Prairie Benefit Trust", "Silverline Health Co-op",
            "Coastal Bend Health Plan", "Redwood Union Health", "Tidewater Care Plan"]
INSURER_SHORT = ["Medicare", "Medicaid", "Medicare Part B", "TRICARE", "self-pay"]

PROFESSIONS = ["welder", "teacher", "electrician", "truck driver", "accountant",
               "cashier", "farmer", "carpenter", "software engineer", "mail carrier",
               "firefighter", "police officer", "barista", "hairdresser", "machinist",
               "plumber", "bus driver", "nursing assistant", "pharmacist", "librarian",
               "dental hygienist", "roofer", "landscaper", "chef", "line cook",
               "warehouse worker", "forklift operator", "janitor", "security guard",
               "paralegal", "attorney", "real estate agent", "bank teller", "coal miner",
               "fisherman", "pastor", "social worker", "daycare worker", "home health aide",
               "construction worker", "graphic designer", "retail manager", "mechanic",
               "auto mechanic", "veterinarian", "architect", "civil engineer",
               "dairy farmer", "seamstress", "house painter", "dry cleaner", "barber",
               "pilot", "flight attendant", "longshoreman", "lineman", "court reporter",
               "elementary school teacher", "college professor", "insurance adjuster",
               "stocker", "server", "bartender", "nurse", "physical therapist",
               "correctional officer", "dispatcher", "tattoo artist", "musician",
               "Uber driver", "delivery driver", "hvac technician", "meat packer"]

RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister",
             "brother", "partner", "niece", "nephew", "granddaughter", "grandson",
             "neighbor", "friend", "caregiver", "aunt", "uncle", "fiancee",
             "roommate", "stepson", "daughter-in-law", "son-in-law", "guardian"]

HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "the Fourth of July",
            "Memorial Day", "Labor Day", "Christmas Eve", "New Year's Eve",
            "Halloween", "Valentine's Day", "Mother's Day", "Father's Day"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ABBR = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
            "Nov", "Dec"]

NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
             "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
             "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety"]

# ---------------------------------------------------------------- hard negatives
DRUGS = [("metoprolol tartrate", "25 mg", "PO BID"), ("metoprolol succinate", "50 mg", "PO daily"),
         ("lisinopril", "10 mg", "PO daily"), ("amlodipine", "5 mg", "PO daily"),
         ("atorvastatin", "40 mg", "PO nightly"), ("rosuvastatin", "20 mg", "PO daily"),
         ("metformin", "1000 mg", "PO BID"), ("insulin glargine", "22 units", "SC at bedtime"),
         ("insulin lispro", "4 units", "SC with meals"), ("apixaban", "5 mg", "PO BID"),
         ("warfarin", "5 mg", "PO daily"), ("heparin", "5000 units", "SC q8h"),
         ("enoxaparin", "40 mg", "SC daily"), ("aspirin", "81 mg", "PO daily"),
         ("clopidogrel", "75 mg", "PO daily"), ("furosemide", "40 mg", "IV BID"),
         ("hydrochlorothiazide", "25 mg", "PO daily"), ("spironolactone", "25 mg", "PO daily"),
         ("pantoprazole", "40 mg", "PO daily"), ("omeprazole", "20 mg", "PO daily"),
         ("ondansetron", "4 mg", "IV q6h PRN nausea"), ("acetaminophen", "650 mg", "PO q6h PRN"),
         ("oxycodone", "5 mg", "PO q4h PRN pain"), ("hydromorphone", "0.5 mg", "IV q3h PRN"),
         ("morphine", "2 mg", "IV q4h PRN"), ("ketorolac", "15 mg", "IV q6h"),
         ("gabapentin", "300 mg", "PO TID"), ("sertraline", "50 mg", "PO daily"),
         ("escitalopram", "10 mg", "PO daily"), ("trazodone", "50 mg", "PO qHS PRN"),
         ("levothyroxine", "75 mcg", "PO daily"), ("prednisone", "40 mg", "PO daily"),
         ("methylprednisolone", "125 mg", "IV once"), ("albuterol", "2.5 mg", "neb q4h PRN"),
         ("tiotropium", "18 mcg", "inhaled daily"), ("ceftriaxone", "1 g", "IV q24h"),
         ("vancomycin", "1250 mg", "IV q12h"), ("piperacillin-tazobactam", "4.5 g", "IV q8h"),
         ("azithromycin", "500 mg", "PO daily"), ("doxycycline", "100 mg", "PO BID"),
         ("cephalexin", "500 mg", "PO QID"), ("nitrofurantoin", "100 mg", "PO BID"),
         ("levetiracetam", "500 mg", "PO BID"), ("tamsulosin", "0.4 mg", "PO daily"),
         ("docusate", "100 mg", "PO BID"), ("senna", "8.6 mg", "PO qHS"),
         ("polyethylene glycol", "17 g", "PO daily"), ("potassium chloride", "20 mEq", "PO once"),
         ("magnesium sulfate", "2 g", "IV once"), ("lorazepam", "0.5 mg", "IV q6h PRN"),
         ("haloperidol", "2 mg", "IM once"), ("quetiapine", "25 mg", "PO qHS"),
         ("famotidine", "20 mg", "PO BID"), ("carvedilol", "6.25 mg", "PO BID"),
         ("diltiazem", "30 mg", "PO q6h"), ("amiodarone", "200 mg", "PO daily"),
         ("digoxin", "0.125 mg", "PO daily"), ("allopurinol", "100 mg", "PO daily"),
         ("colchicine", "0.6 mg", "PO daily"), ("cefazolin", "2 g", "IV"),
         ("propofol", "150 mg", "IV"), ("fentanyl", "100 mcg", "IV"),
         ("rocuronium", "50 mg", "IV"), ("dexamethasone", "8 mg", "IV"),
         ("lidocaine 1%", "10 mL", "local"), ("bupivacaine 0.25%", "20 mL", "local"),
         ("empagliflozin", "10 mg", "PO daily"), ("semaglutide", "0.5 mg", "SC weekly"),
         ("montelukast", "10 mg", "PO nightly"), ("fluticasone", "50 mcg", "2 sprays daily"),
         ("nicotine patch", "21 mg", "daily"), ("thiamine", "100 mg", "PO daily"),
         ("folic acid", "1 mg", "PO daily"), ("ferrous sulfate", "325 mg", "PO daily"),
         ("sumatriptan", "50 mg", "PO PRN"), ("buprenorphine-naloxone", "8 mg", "SL daily")]
DRUG_NAMES = [d[0] for d in DRUGS]

EPONYM_EXAM = ["Babinski downgoing bilaterally", "Murphy sign negative",
               "no McBurney point tenderness", "Homans sign negative", "Romberg negative",
               "Kernig and Brudzinski signs absent", "Tinel sign positive at the wrist",
               "Phalen test positive", "Lachman test negative", "McMurray test equivocal",
               "Kussmaul respirations absent", "Cheyne-Stokes breathing absent",
               "Virchow node not palpable", "Osler nodes absent", "Janeway lesions absent",
               "Allen test normal", "Dix-Hallpike negative", "Weber midline",
               "Rinne positive bilaterally", "Rovsing sign negative", "Trousseau sign negative",
               "Chvostek sign absent", "Hoffmann sign negative", "Spurling test negative",
               "Foley catheter in place", "Glasgow Coma Scale 15", "Mallampati class II"]
EPONYM_HX = ["history of Parkinson's disease", "Hodgkin lymphoma in remission",
             "Cushing syndrome ruled out", "Graves disease on methimazole",
             "Crohn's disease, ileocolonic", "Bell's palsy, resolved",
             "Addison disease on hydrocortisone", "Hashimoto thyroiditis",
             "Barrett esophagus on surveillance", "Raynaud phenomenon",
             "remote Guillain-Barre syndrome", "Alzheimer dementia, moderate",
             "Down syndrome", "no Wolff-Parkinson-White pattern",
             "prior Whipple procedure", "prior Nissen fundoplication",
             "prior Roux-en-Y gastric bypass", "Meniere disease",
             "Sjogren syndrome", "Paget disease of bone", "Wilson disease excluded"]
EPONYM_PROC = ["Seldinger technique was used", "a Mayo stand was positioned",
               "a Jackson-Pratt drain was placed", "Bovie electrocautery was used for hemostasis",
               "a Kocher maneuver was performed", "Lugol solution was applied",
               "a Pfannenstiel incision was made", "Trendelenburg position was used",
               "the Swan-Ganz catheter was removed", "a Hartmann pouch was created",
               "a Foley catheter was placed", "Gram stain was sent"]
EPONYM_PHRASES = EPONYM_EXAM + EPONYM_HX
LAB_TEMPLATES = ["Na {na}", "K {k}", "Cl {cl}", "HCO3 {co2}", "BUN {bun}", "Cr {cr}",
                 "glucose {glu}", "WBC {wbc}", "Hgb {hgb}", "Hct {hct}", "Plt {plt}",
                 "INR {inr}", "lactate {lac}", "troponin {trop}", "BNP {bnp}",
                 "HbA1c {a1c}%", "TSH {tsh}", "AST {ast}", "ALT {alt}", "T bili {tb}",
                 "albumin {alb}", "Mg {mg}", "phos {ph}", "CRP {crp}", "ESR {esr}",
                 "lipase {lip}", "procalcitonin {pct}", "LDL {ldl}", "eGFR {egfr}"]
SCORES = ["CHA2DS2-VASc {a}", "HAS-BLED {b}", "PHQ-9 score {c}", "GAD-7 score {b}",
          "NIHSS {b}", "Braden score {d}", "Morse fall score {e}", "Wells score {b}",
          "CURB-65 {b}", "MELD {f}", "Child-Pugh class B", "ASA class {g}",
          "pain {h}/10", "RASS {r}", "CIWA {i}", "COWS {i}", "MMSE {j}/30", "MoCA {j}/30",
          "ECOG {g}", "Karnofsky {k}%", "TIMI {b}", "HEART score {b}", "APGAR {h}"]
ICD = [("I10", "essential hypertension"), ("E11.9", "type 2 diabetes mellitus"),
       ("J44.1", "COPD with acute exacerbation"), ("N17.9", "acute kidney injury"),
       ("I50.23", "acute on chronic systolic heart failure"), ("J18.9", "pneumonia"),
       ("K35.80", "acute appendicitis"), ("I48.91", "atrial fibrillation"),
       ("E78.5", "hyperlipidemia"), ("F32.9", "major depressive disorder"),
       ("M17.11", "primary osteoarthritis, right knee"), ("N39.0", "urinary tract infection"),
       ("R07.9", "chest pain, unspecified"), ("G47.33", "obstructive sleep apnea"),
       ("K80.20", "cholelithiasis"), ("S72.001A", "fracture of right femoral neck"),
       ("C50.911", "malignant neoplasm of right breast"), ("A41.9", "sepsis"),
       ("I63.9", "cerebral infarction"), ("E87.1", "hyponatremia"),
       ("F10.20", "alcohol use disorder"), ("Z79.01", "long-term anticoagulant use"),
       ("R55", "syncope"), ("L03.115", "cellulitis of right lower limb")]
CPT = ["99213", "99214", "99223", "99232", "99238", "93000", "71046", "74177",
       "47562", "27447", "44970", "36556", "99285", "88305", "88307", "70450"]
ORDINARY_NAMEWORDS = ["Frank hematuria denied.", "Stool brown, guaiac negative.",
                      "White count trending down.", "Sputum now green.",
                      "Temperature rose to 101.2 F overnight.", "Will follow up.",
                      "Will mark the site in pre-op.", "Hopes to return to baseline.",
                      "Diet rich in protein encouraged.", "Sleeps in a king-size bed at home.",
                      "Grace period for refills explained.", "Reports little joy in eating.",
                      "Stone burden unchanged.", "Bill was discussed with financial counselor.",
                      "Summer heat worsens symptoms.", "Frost injury excluded.",
                      "Little improvement so far.", "Field cut on confrontation testing.",
                      "Price of inhalers is a barrier.", "Short of breath on exertion.",
                      "Sharp pain with deep breaths.", "Swift recovery expected.",
                      "Acting in the patient's best interest.", "Cross-cover aware.",
                      "Gray matter changes noted previously.", "Page the on-call with questions.",
                      "Wood splinter removed last year.", "May consider a taper.",
                      "Will recheck in the morning.", "Rose to sitting without help.",
                      "Major bleeding risk reviewed.", "Mark improvement in gait.",
                      "Faith-based support declined.", "Young adult sibling helps.",
                      "Hunter's diet high in game meat.", "Wade through options next visit.", "Chase results in the morning."]
SPECIALTIES = ["Cardiology", "Nephrology", "Oncology", "General Surgery", "Orthopedics",
               "Neurology", "GI", "Pulmonology", "Infectious Disease", "Endocrinology",
               "Urology", "Rheumatology", "Hematology", "Psychiatry", "Palliative Care"]
DEPARTMENTS = ["Cardiology", "ICU", "ED", "MICU", "SICU", "PACU", "Nephrology",
               "Oncology", "General Surgery", "Orthopedics", "Neurology",
               "Interventional Radiology", "Physical Therapy", "Social Work",
               "Case Management", "Pharmacy", "Palliative Care", "GI", "Pulmonology",
               "Infectious Disease", "Endocrinology", "Urology", "OB/GYN", "Psychiatry"]
MD_CREDS = ["MD", "DO", "MD", "NP", "PA-C", "MD"]
CREDS = ["MD", "DO", "RN", "NP", "PA-C", "PharmD", "RRT", "LPN", "CNA", "MSW",
         "DPT", "CRNA", "BSN, RN", "APRN", "LCSW", "RD"]
STAFF_ROLES = ["Attending", "Resident", "Intern", "Fellow", "Charge RN", "Primary RN",
               "Case Manager", "Social Worker", "Pharmacist", "Respiratory Therapist",
               "Physical Therapist", "Scribe", "Unit Clerk", "Dietitian", "Chaplain",
               "Transcriptionist", "Interpreter", "Nurse Practitioner", "Surgeon",
               "Anesthesiologist", "Radiologist", "Pathologist", "Hospitalist"]
DEVICE_MODELS = ["Corvanta DR dual-chamber pacemaker", "Stellix VR ICD",
                 "Omnipod-style patch pump", "AeroFlow S10 CPAP", "GlucoTrack CGM",
                 "Vireo insulin pump", "Kestrel LVAD", "Arclight spinal cord stimulator",
                 "Halden cochlear implant", "Ridgeback total knee system",
                 "Tessera hip stem", "LifeTrace loop recorder", "Holter monitor",
                 "wearable defibrillator vest"]
