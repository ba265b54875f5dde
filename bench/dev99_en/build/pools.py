"""Invented value pools for dev99_en. Every name, street, town, hospital,
organisation and identifier format here was made up for this set."""

GIVEN_F = """Aoife Siobhan Niamh Grainne Orla Saoirse Ciara Maeve Eimear Roisin
Margaret Eleanor Charlotte Harriet Imogen Philippa Gwen Bethan Morag Isla Kirsty Fiona
Jennifer Ashley Brittany Kayla Destiny Latoya Shonda Tamika Megan Courtney Lindsey
Adaeze Chiamaka Ngozi Folake Yetunde Abena Akosua Efua Ama Wanjiru Amina Halima Fadumo Hodan
Priya Ananya Kavitha Lakshmi Deepa Harpreet Simran Gurleen Nusrat Farzana Ayesha Sana
Mei Xiuying Yan Ling Huong Thuy Linh Ji-woo Seo-yeon Min-ji Yuki Haruka Aiko
Maricel Rowena Jocelyn Analyn Leilani
Fatima Layla Noor Rania Yasmin Mariam Zeynep Elif Shirin Parisa Golnaz
Agnieszka Katarzyna Malgorzata Oksana Olena Iryna Svetlana Natalia
Ines Joana Beatriz Lucia Carmen Guadalupe Ximena Valentina Giulia Francesca Chiara
Eleni Despina Katerina Marguerite Genevieve Josee Sylvie Nathalie Chantal
Tanisha Shanice Keisha Marcia Paulette
Wren Skye Tallulah Poppy Mabel Edie Florence Nell""".split()

GIVEN_M = """Cathal Padraig Eoin Oisin Ciaran Darragh Fionn Cormac Tadhg Ruairi
Alistair Hamish Rhodri Gareth Dafydd Callum Fraser Angus Rupert Giles Nigel Clive
Tyrone Jamal DeShawn Brandon Tyler Cody Dustin Travis Garrett Wyatt
Chukwuemeka Obinna Oluwaseun Babatunde Kwame Kofi Yaw Kwabena Tendai Farai Abdirahman Mohamed
Rajesh Vikram Arjun Sandeep Harjit Gurpreet Imran Tariq Bilal Faisal Zubair
Wei Jian Hao Zhiwei Minh Duc Quang Min-jun Ji-hoon Hiroshi Kenji Takumi
Rodel Jomar Arnel Efren
Omar Khalid Yousef Hamza Karim Emre Mehmet Dariush Reza Kamran
Piotr Tomasz Grzegorz Wojciech Bohdan Taras Andriy Dmitri
Joao Tiago Rui Alejandro Mateo Santiago Luca Matteo Giorgos Nikos Stavros
Jean-Luc Etienne Mathieu Benoit Yannick
Delroy Winston Desmond Leroy
Ezra Jasper Otis Rufus Silas Arlo""".split()

# first names that are also ordinary English words (used unannotated elsewhere)
WORD_GIVEN_F = "Grace Hope Joy Rose Faith Ivy Dawn Summer Holly Sandy Iris Ruby".split()
WORD_GIVEN_M = "Will Bill Frank Mark Hunter Pat Rich Sonny Chase Miles Art".split()

SURNAMES = """O'Sullivan Mac Giolla Phadraig Ni Bhriain Kavanagh Flanagan Geraghty Moynihan Cullinane Brosnan
McAllister MacLeod Ferguson Drummond Urquhart Pryce Llewellyn Bevan Thorncroft Ashdown Pemberton
Whitlock Harrowell Kettering Castellano Delacroix Tremblay Gagnon Bouchard Lapointe Ouellette
Okonkwo Adeyemi Oyelaran Nwachukwu Eze Mensah Boateng Asante Owusu Ndlovu Moyo Mwangi Odhiambo Warsame Abdullahi
Raghunathan Venkatesan Iyer Chaudhary Sandhu Grewal Dhillon Siddiqui Qureshi Malik Chowdhury Rahman
Zhang Liu Huang Zhou Nguyen Tran Pham Hoang Kim Park Choi Yamamoto Takahashi Watanabe
Dela Cruz Santos Villanueva Bautista Macaraeg
Haddad Khoury Nasser Al-Amin Yilmaz Demir Karimi Hosseini Tehrani
Kowalczyk Wisniewski Nowakowska Shevchenko Kovalenko Bondarenko Petrov
Ferreira Carvalho Pereira Gutierrez Ramirez Morales Esposito Romano Bianchi Papadopoulos Georgiou
Campbell-Reid Lindqvist Halvorsen Vasquez-Ortega Oyelowo Achterberg Szabo Horvath Novak""".split()
SURNAMES = [s for s in SURNAMES if s not in ("Mac", "Giolla", "Phadraig", "Ni", "Bhriain", "Dela", "Cruz")]
SURNAMES += ["Mac Giolla Phadraig", "Ni Bhriain", "Dela Cruz", "van der Berg", "de Souza", "St. Pierre"]

# surnames that are also ordinary English words or eponym parts
WORD_SURNAMES = """Baker King Cook Page Bishop Marsh Fox Young Long Little Rich Hall Green White
Wood Stone Hill Mills Park Fisher Short Sharp Best Church Bell Hope Parsons Brown Murphy Walker""".split()

# words that may legitimately appear unannotated even when the same string is a name in the note
ORDINARY_WORDS = set(w.lower() for w in WORD_GIVEN_F + WORD_GIVEN_M + WORD_SURNAMES) | {
    "may", "will", "park", "kim", "long", "young", "best", "page", "church"}

NICK = {"Margaret": "Maggie", "Eleanor": "Ellie", "Charlotte": "Lottie", "Philippa": "Pippa",
        "Jennifer": "Jen", "Katarzyna": "Kasia", "Malgorzata": "Gosia", "Alejandro": "Alex",
        "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Babatunde": "Tunde", "Padraig": "Paddy",
        "Alistair": "Ali", "Rupert": "Rupe", "Gareth": "Gaz", "Will": "Willie", "Frank": "Frankie",
        "Florence": "Flo", "Mohamed": "Mo", "Christopher": "Chris", "Dmitri": "Dima"}

CLIN_ROLES = [("Dr", "physician"), ("Dr", "physician"), ("Dr", "physician"), ("", "RN"), ("", "RN"),
              ("", "NP"), ("", "PA-C"), ("", "pharmacist"), ("", "physio"), ("", "OT"), ("", "scribe"),
              ("", "clerk"), ("", "MA"), ("", "RPN"), ("", "HCA"), ("", "midwife")]

CREDENTIALS = {"physician": ["MD", "MD", "DO", "MBBS", "MB BCh BAO", "MRCGP", "FRCPC", "MD, FRCPC", "MRCP"],
               "RN": ["RN", "RN, BSN", "RGN", "RN"], "NP": ["NP", "FNP-C", "NP-PHC"], "PA-C": ["PA-C"],
               "pharmacist": ["PharmD", "RPh", "MPSI", "MRPharmS"], "physio": ["PT", "DPT", "MCSP"],
               "OT": ["OTR/L", "OT"], "scribe": [""], "clerk": [""], "MA": ["CMA"], "RPN": ["RPN"],
               "HCA": [""], "midwife": ["RM", "RM"]}

CITIES = {
    "US": "Maple Falls|Cedarport|Linwood Springs|East Harlow|Granite Bend|Parrish Ford|Willow Crossing|Bracken Hollow|New Lisbon Heights|Fort Calder|Sutter Mills|Oak Glen|Lamarque|Pine Ridge Junction|Harlan Ferry|Blue Hollow|Redmond Flats|Quarry Hill".split("|"),
    "CA": "Port Ashcombe|Kettle Lake|Birchmount|Saint-Adelard|Lac-Sauvage|Fraser Narrows|Wapiti Falls|New Tarbert|Riviere-aux-Saules|Cold Spring Harbour|Moose Flats|Larchfield|Kingsclear Mills|Ashgrove".split("|"),
    "UK": "Wetherby Cross|Ashby Marsh|Colnbrook Vale|Thornleigh|Market Hadley|Kirkby Fold|Llanfair Isaf|Pentrebach|Stonehaven Mill|Little Audley|Bramcote Heath|Denholme Bridge|Upper Pollard|Sallowfield".split("|"),
    "IE": "Ballinmore|Kilcarra|Dromline|Carrigbrack|Lisnafeen|Ardnacrusha Beg|Clonmore Bridge|Rathkeel|Tullyglass|Ballyvourney Upper|Inishcorr|Knocknagree West".split("|"),
}
COUNTIES = {"UK": "Haddonshire|West Pollardshire|Mersham Vale".split("|"),
            "IE": "Co. Dromline|Co. Kilcarra|Co. Rathkeel".split("|")}
STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("Georgia", "GA"), ("Michigan", "MI"), ("Oregon", "OR"),
           ("Maryland", "MD"), ("Pennsylvania", "PA"), ("Minnesota", "MN"), ("Arizona", "AZ"),
           ("New Mexico", "NM"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Wisconsin", "WI"),
           ("North Carolina", "NC"), ("Massachusetts", "MA"), ("Nebraska", "NE"), ("Washington", "WA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Quebec", "QC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Saskatchewan", "SK"),
           ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")],
}
COUNTRIES = """Portugal Nigeria Philippines India Pakistan Jamaica Poland Ukraine Mexico Vietnam Ghana Somalia
Kenya Brazil Italy Greece Turkey Iran Lebanon Spain Thailand Morocco Australia Germany
France Egypt Peru Colombia Bangladesh Sri Lanka""".split()
COUNTRIES = [c for c in COUNTRIES if c not in ("Sri", "Lanka")] + ["Sri Lanka", "New Zealand", "South Korea"]
HOME_COUNTRY_NAMES = {"US": ["the US", "USA", "United States"], "CA": ["Canada"], "UK": ["UK", "England", "Wales", "Scotland"], "IE": ["Ireland"]}

STREET_W = """Sycamore Larkspur Hawthorn Rowan Juniper Alder Kestrel Heron Fennel Bramble Mulberry Wren Orchard
Quarry Tanner Cooper Lamplighter Foundry Ferry Chapel Mill Abbey Glebe Pound Vicarage Canal Station
Sheridan Connolly Montague Fairweather Ashcombe Pelham Marlow Carrick Dunmore Balfour Kinsale Larchmont
Redwing Partridge Thistle Clover Tamarack Spruce Birch Maplewood Greystone Cobble Fieldgate""".split()
STREET_S = {"US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Place", "Pl", "Terrace"],
            "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Crescent", "Cres", "Drive", "Dr", "Boulevard", "Way", "Court", "Rue"],
            "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Gardens", "Terrace", "Mews", "Way", "Drive", "Grove", "Row"],
            "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawns", "Heights", "Close", "Terrace", "View", "Court"]}
UNITS = {"US": ["Apt {n}", "Apt. {n}{l}", "Unit {n}", "#{n}", "Suite {n}0"],
         "CA": ["Apt {n}", "Unit {n}", "Suite {n}0", "{n}-"],
         "UK": ["Flat {n}", "Flat {n}{l}"],
         "IE": ["Apt {n}", "No. {n}"]}
HOUSE_NAMES = ["Rose Cottage", "Ivy House", "The Old Forge", "Glenview", "Ard na Greine", "Hillcrest", "The Laurels"]

HOSP = {
    "US": ["Cedarport General Hospital", "Linwood Springs Medical Center", "St. Agatha's Regional Medical Center",
           "Harlan Ferry Memorial Hospital", "Granite Bend Community Hospital", "Blue Hollow Children's Hospital",
           "Mercy Tamarack Hospital", "Sutter Mills Family Health Center", "Oak Glen Urgent Care",
           "Pine Ridge Behavioral Health", "Quarry Hill Rehabilitation Center", "Northfork Valley Clinic"],
    "CA": ["Port Ashcombe General Hospital", "Kettle Lake District Hospital", "Birchmount Health Centre",
           "Hopital Saint-Adelard", "Fraser Narrows Regional Hospital", "Wapiti Falls Community Health Centre",
           "Larchfield Family Health Team", "Ashgrove Walk-In Clinic", "St. Brendan's Continuing Care Centre",
           "Moose Flats Nursing Station", "Kingsclear Memorial Hospital"],
    "UK": ["Thornleigh General Hospital", "Market Hadley Community Hospital", "Royal Sallowfield Infirmary",
           "Kirkby Fold Medical Centre", "Elmstead Park Surgery", "Colnbrook Vale Health Centre",
           "St. Aldhelm's Hospice", "Denholme Bridge Minor Injuries Unit", "Bramcote Heath Practice",
           "Upper Pollard Surgery", "Little Audley Children's Centre"],
    "IE": ["Ballinmore University Hospital", "Kilcarra General Hospital", "St. Brigid's Community Hospital",
           "Dromline Regional Hospital", "Carrigbrack Medical Centre", "Rathkeel Family Practice",
           "Tullyglass Primary Care Centre", "Our Lady of Clonmore Hospital", "Lisnafeen Nursing Home"],
}
WARDS = ["Rowan Ward", "Kestrel Ward", "Heron Unit", "Larkspur Ward", "Juniper Ward", "Foxglove Ward",
         "Willow Unit", "St. Enda's Ward", "Bluebell Ward", "Osprey Unit", "Maple 4 West", "Cedar 3 North"]
PHARMACIES = {"US": ["Tanner Drug", "Cobble Street Pharmacy", "Redwing Rx", "Glenbrook Apothecary", "FieldCare Pharmacy"],
              "CA": ["Ashgrove Pharmasave Plus", "Larch & Main Pharmacy", "Birchmount Dispensary", "Pharmacie Lapointe"],
              "UK": ["Hadley Chemist", "Pollard Pharmacy", "Greenmoor Chemists", "Abbey Road Pharmacy"],
              "IE": ["Geraghty's Pharmacy", "Kilcarra Late Night Pharmacy", "Moynihan's Chemist", "Carrigbrack Pharmacy"]}
CARE_HOMES = ["Meadowcroft Care Home", "Sunnyhill Lodge", "The Beeches Residential Home", "Glenview Manor",
              "Harbourlight Assisted Living", "Oakridge Retirement Residence"]

EMPLOYERS = ["Larchmont Freight", "Brightwater Logistics", "Kestrel Building Supplies", "Tamarack Timber Co",
             "Heron Bay Seafoods", "Pelham Print & Pack", "Quarryside Concrete", "Northfork Credit Union",
             "Blue Hollow Dairy", "Ashcombe Call Centre", "Fennel & Thyme Bistro", "Canal Street Garage",
             "Greystone Security", "Marlow Home Care Agency", "Halvorsen Fisheries", "Cobble Lane Bakery",
             "Sheridan Motors", "Pinecrest Warehouse", "Dunmore Meats", "Glebe Farm Nurseries",
             "Harrow & Finch Solicitors", "Redwing Transit Authority", "Orchard Vale Council"]
SCHOOLS = ["Sycamore Ridge Elementary", "St. Columba's Primary School", "Larkspur Middle School",
           "Harlan Ferry High School", "Ecole Sainte-Adele", "Scoil Bhride Ballinmore", "Thornleigh Academy",
           "Market Hadley Sixth Form College", "Kettle Lake Secondary School", "Wapiti Falls Collegiate",
           "Granite Bend Community College", "Bramcote Heath Infant School", "Colaiste Naomh Eoin"]
CHURCHES = ["St. Finbarr's Parish", "Grace Tabernacle Fellowship", "Holy Trinity Ukrainian Church",
            "Masjid al-Noor Cedarport", "Kettle Lake United Church"]
INSURERS = {"US": ["Northstar Mutual Health", "Keystone Allied Benefits", "Blue Hollow Health Plan", "Pelham Life & Health", "Sequoia CarePartners"],
            "CA": ["Maplecrest Group Benefits", "Laurentide Assurance", "Prairie Shield Benefits", "Atlantic Harbour Life"],
            "UK": ["Aldwych Private Health", "Sovereign Shield Healthcare", "Pennant Medical Assurance"],
            "IE": ["Corrib Health Insurance", "Slaney Medical Cover", "Inish Health"]}
AGENCIES = ["Riverside Home Support", "CareLink Homecare", "Bridgewater Community Nursing", "Shamrock Carers"]

PROFESSIONS = [
    "welder", "teacher", "bus driver", "electrician", "plumber", "hairdresser", "carpenter", "farmer",
    "fisherman", "accountant", "cleaner", "chef", "barista", "software developer", "lorry driver",
    "truck driver", "postman", "mail carrier", "cashier", "care assistant", "roofer", "bricklayer",
    "forklift operator", "firefighter", "police officer", "social worker", "librarian", "solicitor",
    "lawyer", "landscaper", "mechanic", "security guard", "taxi driver", "nanny", "childminder",
    "seamstress", "shop assistant", "warehouse worker", "butcher", "machinist", "painter and decorator",
    "architect", "civil engineer", "teaching assistant", "dairy farmer", "miner", "court clerk",
    "bank teller", "chemistry teacher", "music teacher", "delivery driver", "scaffolder", "midwife",
    "long-haul trucker", "school bus driver", "kitchen porter", "veterinary nurse", "tiler",
    "crane operator", "estate agent", "pastry chef", "shepherd", "lifeguard", "fitness instructor"]

# ---- hard negatives (never annotated) ----
LABS = [("Na", "mmol/L", (128, 148, 0), "135-145"), ("K", "mmol/L", (3.0, 6.2, 1), "3.5-5.1"),
        ("Cl", "mmol/L", (95, 110, 0), "98-107"), ("HCO3", "mmol/L", (18, 30, 0), "22-29"),
        ("BUN", "mg/dL", (6, 48, 0), "7-20"), ("Urea", "mmol/L", (2.5, 18, 1), "2.5-7.8"),
        ("Cr", "umol/L", (48, 220, 0), "45-90"), ("Creat", "mg/dL", (0.6, 2.4, 1), "0.6-1.2"),
        ("eGFR", "mL/min/1.73m2", (18, 95, 0), ">60"), ("Glucose", "mmol/L", (3.9, 19.5, 1), "3.9-7.8"),
        ("Hgb", "g/dL", (7.1, 16.2, 1), "12.0-15.5"), ("Hb", "g/L", (71, 162, 0), "120-160"),
        ("WBC", "x10^9/L", (2.1, 19.8, 1), "4.0-11.0"), ("Plt", "x10^9/L", (45, 480, 0), "150-400"),
        ("INR", "", (0.9, 4.8, 1), "0.8-1.2"), ("CRP", "mg/L", (1, 210, 0), "<5"),
        ("ALT", "U/L", (9, 180, 0), "7-56"), ("AST", "U/L", (10, 160, 0), "10-40"),
        ("Alk phos", "U/L", (40, 310, 0), "44-147"), ("Bili", "umol/L", (4, 60, 0), "<21"),
        ("TSH", "mIU/L", (0.1, 9.8, 2), "0.4-4.0"), ("HbA1c", "%", (5.1, 11.9, 1), "<6.5"),
        ("Mg", "mmol/L", (0.5, 1.2, 2), "0.7-1.0"), ("Lactate", "mmol/L", (0.6, 5.4, 1), "<2.0"),
        ("Trop I", "ng/L", (2, 480, 0), "<34"), ("Ferritin", "ug/L", (6, 650, 0), "15-150"),
        ("LDL", "mmol/L", (1.2, 5.6, 1), "<3.0"), ("PSA", "ng/mL", (0.2, 12.0, 1), "<4.0")]
VITALS = ["HR {hr}", "HR {hr} bpm", "P {hr}", "pulse {hr}", "RR {rr}", "BP {sys}/{dia}", "BP {sys}/{dia} mmHg",
          "SpO2 {spo}%", "SpO2 {spo}% RA", "sats {spo}% on RA", "T {temp}", "Temp {temp} C", "temp {tempf}F",
          "Wt {wt} kg", "BMI {bmi}", "pain {pain}/10", "CBG {cbg} mmol/L", "BG {bgmg} mg/dL"]
DRUGS = [("metoprolol", ["25 mg PO BID", "50 mg BID", "12.5mg bd"]), ("amlodipine", ["5 mg daily", "10mg OD"]),
         ("lisinopril", ["10 mg daily", "20 mg PO qAM"]), ("ramipril", ["2.5 mg OD", "5mg once daily"]),
         ("atorvastatin", ["40 mg qHS", "20mg nocte"]), ("metformin", ["500 mg BID with meals", "1 g bd"]),
         ("insulin glargine", ["18 units SC qHS", "22 units at night"]), ("apixaban", ["5 mg BID", "2.5mg bd"]),
         ("warfarin", ["3 mg daily as per INR", "5mg Mon/Wed/Fri"]), ("levothyroxine", ["75 mcg daily", "100 micrograms OD"]),
         ("amoxicillin", ["500 mg TID x 7 days", "250mg/5mL 5 mL tds"]), ("nitrofurantoin", ["100 mg BID x 5 days"]),
         ("salbutamol", ["100 mcg 2 puffs PRN", "inhaler 2 puffs q4h prn"]), ("albuterol", ["90 mcg 2 puffs q4-6h PRN"]),
         ("sertraline", ["50 mg daily", "100mg OD"]), ("omeprazole", ["20 mg daily", "40mg OD"]),
         ("paracetamol", ["1 g QDS PRN", "500mg 2 tabs qds prn"]), ("acetaminophen", ["650 mg q6h PRN", "500 mg q6h prn"]),
         ("ibuprofen", ["400 mg TID with food", "200mg prn"]), ("prednisone", ["40 mg daily x 5 days"]),
         ("furosemide", ["40 mg PO daily", "20mg mane"]), ("gabapentin", ["300 mg TID", "100mg nocte"]),
         ("montelukast", ["10 mg qHS"]), ("cetirizine", ["10 mg daily"]), ("methylphenidate", ["18 mg ER qAM"]),
         ("budesonide/formoterol", ["200/6 2 puffs BID"]), ("ondansetron", ["4 mg q8h PRN nausea"]),
         ("fluoxetine", ["20 mg daily"]), ("enoxaparin", ["40 mg SC daily"]), ("morphine", ["2.5 mg SC q4h PRN"])]
SCORES = ["GCS 15", "GCS 14 (E4V4M6)", "NEWS2 {n5}", "NEWS2 score {n5}", "Wells score {n3}", "APGAR {a1}/{a2}",
          "PHQ-9 {p9}", "GAD-7 {g7}", "CURB-65 {n3}", "MMSE {mm}/30", "MoCA {mc}/30", "CHA2DS2-VASc {n5}",
          "HAS-BLED {n3}", "Centor {n3}", "qSOFA {n3}", "Braden {br}", "Waterlow {wl}", "PEWS {n3}", "FRAX 12%"]
EPONYMS = ["Parkinson's disease", "Babinski sign", "Foley catheter", "Crohn's disease", "Hashimoto's thyroiditis",
           "Bell's palsy", "Murphy's sign", "Down syndrome", "Alzheimer's disease", "Raynaud's", "Graves' disease",
           "Addison's disease", "Cushing's syndrome", "Kernig's sign", "Homans' sign", "Guillain-Barre syndrome",
           "Hodgkin lymphoma", "Wilms tumour", "Kawasaki disease", "Osgood-Schlatter", "Meniere's disease",
           "Colles fracture", "Baker's cyst", "Tourette syndrome", "Asperger's", "Barrett's oesophagus",
           "Dupuytren's contracture", "Sjogren's syndrome", "Paget's disease", "Hickman line", "Swan-Ganz catheter",
           "Glasgow Coma Scale", "Apley's test", "Lachman test", "McMurray test", "Trendelenburg gait"]
ICD10 = [("I10", "essential hypertension"), ("E11.9", "type 2 diabetes"), ("J45.909", "asthma, unspecified"),
         ("M54.5", "low back pain"), ("N39.0", "UTI"), ("F41.1", "generalised anxiety"), ("J06.9", "URTI"),
         ("K21.9", "GORD"), ("E03.9", "hypothyroidism"), ("I48.91", "atrial fibrillation"), ("R51", "headache"),
         ("S93.401A", "ankle sprain"), ("F32.1", "depressive episode"), ("J18.9", "pneumonia"), ("L03.115", "cellulitis"),
         ("R10.9", "abdominal pain"), ("G43.909", "migraine"), ("Z00.00", "routine exam"), ("O24.419", "GDM"),
         ("F90.0", "ADHD"), ("H66.90", "otitis media"), ("E78.5", "hyperlipidaemia"), ("I50.9", "heart failure")]
CPT = ["99213", "99214", "93000", "80053", "85025", "36415", "71046", "90471"]
DEVICE_MODELS = ["Medtronic Azure", "Dexcom G7", "FreeStyle Libre 3", "Omnipod 5", "Tandem t:slim X2",
                 "Boston Scientific Accolade", "Abbott Assurity", "ResMed AirSense 11", "Philips DreamStation",
                 "Zoll LifeVest"]
PUBLIC_BODIES = ["FDA", "CDC", "NICE", "HSE", "Health Canada", "NHS 111", "CMS", "UKHSA", "PHAC", "HIQA"]
