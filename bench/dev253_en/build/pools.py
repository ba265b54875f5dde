"""Invented pools for dev253_en (author 253). All names, places and organisations are made up."""

GIVEN_M = """Aidan Abdul Adebayo Ahmad Alastair Alejandro Amrit Anselm Arjun Augustin Baptiste Barnaby
Bartholomew Benedikt Bilal Bogdan Brendan Caoimhin Casimir Cathal Chidi Christophe Colm Cormac Dariusz
Declan Desmond Dmitri Donnacha Dumisani Eamon Emeka Enrique Eoghan Ezekiel Fergal Fiachra Florian
Gaspard Gideon Goran Gurpreet Hamza Haruto Hector Hiroshi Horace Ignatius Imran Isidore Jaroslav Jean-Luc
Joaquin Jolyon Kazimierz Kenji Kofi Kwame Lachlan Laszlo Leandro Lorcan Lucien Malachy Marek Mateo
Mehmet Milos Minh Mortimer Naveen Nnamdi Obinna Odhran Olusegun Oisin Pasquale Percival Piotr Quang
Rafferty Rajesh Ravindra Reginald Ruairi Rustam Santiago Seamus Sebastien Siddharth Silvio Sunil
Tadhg Tariq Teodor Thaddeus Tomasz Tuan Ulrich Vikram Vincenzo Wendell Wojciech Xavier Yusuf Zoltan
Ambrose Cyprian Delroy Elias Fitzgerald Gunnar Hollis Ingvar Jethro Kieran Leopold Marcus Nikolai
Otis Phineas Roderick Stellan Thierry Umberto Virgil Winston Yannick Zachariah Hung Jin-ho Dae-jung
Tenzin Ramon Efrain Aurelio Lamar Tyrone Darnell Jerome Clayton Buford Elmer Harlan Lyle Merle""".split()

GIVEN_F = """Adaeze Agnieszka Aibhlinn Aisling Alejandra Amara Anneliese Annunziata Aoife Bernadette Bronagh
Candelaria Caoimhe Chiamaka Clodagh Concepta Dervla Dolores Dymphna Eilis Elzbieta Esperanza Fionnuala
Francine Genevieve Ginevra Grainne Gwendolyn Harriet Hyacinth Ifeoma Ines Isolde Jadwiga Jocelyne
Josephine Kalinda Katarzyna Keiko Lakshmi Leocadia Lourdes Lucinda Mairead Marguerite Marisol Meabh
Mei-ling Mireille Niamh Nkechi Noirin Nuala Octavia Olamide Oonagh Parveen Philomena Priyanka Rosalind
Roisin Sadhbh Saoirse Solange Svetlana Tamsin Thandiwe Thuy Ursula Valentina Vasanti Wilhelmina
Ximena Yolanda Yuki Zainab Zofia Beatrix Cordelia Delphine Edwina Florentyna Gertrude Hildegard
Imelda Juniper Kateryna Liesel Mathilde Nadezhda Ottilie Perpetua Querida Rosalba Sieglinde Theodora
Una Verity Winifred Yasmin Zuleika Hae-won Ji-yeon Lan Ngoc Anjali Deepika Farah Huda Layla Maribel
Loretta Earline Mavis Opal Bertha Lorraine Darlene Rhonda Shanice Latoya Tameka Ethel Myrtle""".split()

SURNAMES = """Abernethy Achebe Adeyemi Agostini Ahern Alvarado Amundsen Anand Appiah Arbuthnot Archambault
Ardagh Aslam Baines Balasubramanian Ballantyne Banerjee Barrantes Beaudoin Bellefeuille Benavides
Bergeron Bhattacharya Blaszczyk Bouchard Brannigan Breathnach Brodeur Buckley Cabrera Callaghan
Carmody Castellanos Chakraborty Charbonneau Chaudhry Chowdhury Cioffi Clancy Coakley Colquhoun
Cordero Costigan Cronin Cuthbertson Dabrowski Dalgleish Delacroix Desrosiers Dhillon Dimitriou
Dolan Donnellan Drummond Duchesne Dunleavy Eberhardt Egan Ekwueme Escobar Esposito Fairweather
Farrelly Fitzmaurice Flanagan Fogarty Fonseca Gagnon Galbraith Gallagher Garibaldi Geraghty Ghosh
Giordano Gorman Grzybowski Guerin Gunawardena Haddad Halloran Hartigan Hennessy Hernandez Higgins
Holmquist Hurley Ibarra Idowu Iwasaki Jablonski Jankowski Joubert Kavanagh Kaczmarek Keohane Khalil
Khoury Kinsella Kowalczyk Krishnamurthy Lachance Lafferty Lalonde Larkin Lavigne Leclerc Lindqvist
Lombardi Lonergan Lucero MacAulay MacDonnell Madigan Magnusson Mahoney Malhotra Marchetti Marquez
Mbeki McAleese McCafferty McGillicuddy McNamara Mendoza Moriarty Moynihan Mukherjee Mulcahy Murtagh
Nakamura Nascimento Ndiaye Nguyen Noonan Nwachukwu Obi O'Dowd Ogunleye O'Halloran Okonkwo Oladipo
O'Loughlin O'Riordan Ostrowski Ouellette Pacheco Paquette Patel Pelletier Phelan Pimentel Plunkett
Pomeroy Quigley Quintero Rafferty Raghunathan Rahman Rasmussen Reddy Regan Rinaldi Rousseau Ryan
Saavedra Sandoval Santorelli Scanlon Schreiber Sheehan Shevchenko Siddiqui Sinnott Skowronski
Slattery Soto Stavros Sweeney Szymanski Takahashi Tanaka Thibodeau Tierney Tobin Tremblay Trujillo
Twomey Uchenna Upadhyay Valdez Vaillancourt Varghese Vasquez Villeneuve Wahlberg Walsh Whelan
Wisniewski Xiong Yamamoto Yeboah Zaman Zielinski Zubiri Amadi Baptiste Castonguay Delaney Fennelly
Gauthier Hogan Iyer Jovanovic Kerrigan Lynch Mathers Nolan Okafor Pretorius Quinlan Roche Sauvageau
Toussaint Underwood Voskuijlen Wojcik Yilmaz Zamora Bjornsson Cárdenas Dufresne Eriksson Forsythe
Grenier Huang Ishikawa Jaramillo Kim Lapointe Morrissey Nakashima O'Keeffe Park Rourke Sutherland
Tran Vo Wong Le Pham Chen Singh Sandhu Grewal Mahmoud Farouk Bakshi Lam Ho Yoon Choi Oyelaran""".split()

NICK = {"Bartholomew": "Bart", "Reginald": "Reggie", "Josephine": "Josie", "Wilhelmina": "Mina",
        "Thaddeus": "Tad", "Gwendolyn": "Gwen", "Cordelia": "Delia", "Zachariah": "Zach",
        "Philomena": "Mena", "Bernadette": "Bernie", "Roderick": "Rod", "Winifred": "Winnie"}

# country -> list of (city, state abbrev, state full, postcode seed)
PLACES = {
    "US": [("Millbrook Falls", "OH", "Ohio", "44"), ("Carverton", "PA", "Pennsylvania", "18"),
           ("Dunmore Heights", "NY", "New York", "12"), ("Pellston Ridge", "MI", "Michigan", "49"),
           ("Ashgrove", "MN", "Minnesota", "55"), ("Larkspur Junction", "CO", "Colorado", "80"),
           ("Tillamore", "OR", "Oregon", "97"), ("Beckettsville", "KY", "Kentucky", "40"),
           ("Quarry Hollow", "VT", "Vermont", "05"), ("Sandoval Springs", "NM", "New Mexico", "87"),
           ("Harrowgate", "MA", "Massachusetts", "02"), ("Cottonwood Bend", "TX", "Texas", "76"),
           ("Pinecrest Landing", "GA", "Georgia", "30"), ("Wexley", "WI", "Wisconsin", "53"),
           ("Oakhurst Mills", "NC", "North Carolina", "27"), ("Bramblewood", "IA", "Iowa", "50"),
           ("East Cordova", "AZ", "Arizona", "85"), ("Fenwick Station", "IL", "Illinois", "61")],
    "CA": [("Tamarack Bay", "ON", "Ontario", "P"), ("Rivière-aux-Saules", "QC", "Quebec", "J"),
           ("Kettle Lake", "MB", "Manitoba", "R"), ("Sable Point", "NS", "Nova Scotia", "B"),
           ("Cranberry Flats", "SK", "Saskatchewan", "S"), ("Aspen Coulee", "AB", "Alberta", "T"),
           ("Fraserdale", "BC", "British Columbia", "V"), ("Maplehurst", "ON", "Ontario", "N"),
           ("Saint-Edmond-du-Lac", "QC", "Quebec", "G"), ("Brackenridge", "NB", "New Brunswick", "E"),
           ("Hollin Harbour", "NL", "Newfoundland and Labrador", "A"), ("Westcott", "ON", "Ontario", "K")],
    "IE": [("Ballykeeran", "Co. Westmeath", "Leinster", "N37"), ("Kilbrennan", "Co. Kerry", "Munster", "V93"),
           ("Drumcollogher", "Co. Limerick", "Munster", "V42"), ("Carrigmore", "Co. Cork", "Munster", "P72"),
           ("Ardnagreevagh", "Co. Galway", "Connacht", "H91"), ("Rathmoylan", "Co. Meath", "Leinster", "C15"),
           ("Tullyvin", "Co. Cavan", "Ulster", "H12"), ("Castlecoote", "Co. Roscommon", "Connacht", "F42"),
           ("Glenbrohane", "Co. Tipperary", "Munster", "E34"), ("Kilmacanogue West", "Co. Wicklow", "Leinster", "A98"),
           ("Dunlavin Cross", "Co. Kildare", "Leinster", "W91"), ("Ballinacourty", "Co. Waterford", "Munster", "X35")],
}

STREETS = """Alder Birchwood Calloway Dunmore Elmstead Fernhill Glenview Hawthorn Ivydale Juniper Kestrel
Larchmont Millrace Northgate Orchard Primrose Quarry Rowan Sycamore Thistle Upland Vesper Willowbrook
Yarrow Ashby Blackthorn Cedarcrest Drumlin Eskerview Foxglove Greystone Heatherlea Inchicore Kinvara
Lismore Meadowsweet Nettlefield Oakapple Poplar Riverbank Sallyglen Tanager Valleymount Whitethorn""".split()
ST_KINDS = {"US": ["Street", "St", "Avenue", "Ave", "Road", "Drive", "Dr.", "Lane", "Court", "Blvd"],
            "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Rue"],
            "IE": ["Road", "Lane", "Park", "Grove", "Terrace", "Avenue", "Close", "Drive"]}

HOSP_A = """Harbourview Lakehead Cedar Ridge Millbrook Tamarack St. Brigid's St. Aloysius' Mercy Vale
Granite Falls Ashgrove Sable Point Bellwood Kilbrennan Our Lady of Lourdes Pinecrest Northfield
Riverside Mount Carmel Greystone St. Columba's Westcott Fenwick Valley Three Rivers Hollin Bay
Bramblewood St. Finbarr's Sacred Heart Blue Heron Aspen Coulee Oakhurst""".split("\n")
HOSP_PREFIX = ["Harbourview", "Lakehead", "Cedar Ridge", "Millbrook", "Tamarack", "St. Brigid's",
               "St. Aloysius'", "Mercy Vale", "Granite Falls", "Ashgrove", "Bellwood", "Our Lady of Knock",
               "Pinecrest", "Northfield", "Mount Carmel", "Greystone", "St. Columba's", "Westcott",
               "Fenwick Valley", "Three Rivers", "Hollin Bay", "Bramblewood", "St. Finbarr's",
               "Sacred Heart", "Blue Heron", "Oakhurst", "Larkspur", "Kettle Lake", "St. Dymphna's",
               "Quarry Hollow", "Sandhill", "Corrib Valley"]
HOSP_SUFFIX = {"US": ["Medical Center", "Regional Medical Center", "Heart Institute", "General Hospital",
                      "Community Hospital", "Heart & Vascular Center", "Health System"],
               "CA": ["Health Centre", "Regional Hospital", "General Hospital", "Heart Institute",
                      "Health Sciences Centre", "Hôpital"],
               "IE": ["University Hospital", "General Hospital", "Regional Hospital", "Hospital",
                      "Private Clinic", "Community Nursing Unit"]}
CLINIC_SUFFIX = ["Heart Rhythm Clinic", "Arrhythmia Service", "Device Clinic", "Pacing Clinic",
                 "Cardiology Associates", "EP & Device Centre"]
GP_PRACTICE = ["Medical Centre", "Family Practice", "Family Health Team", "Primary Care", "Surgery",
               "Health Clinic", "Medical Group"]
CARE_HOMES = ["Rosemount Nursing Home", "Willowbrook Manor", "St. Joseph's Care Centre", "Ferncliff Lodge",
              "Heatherlea House", "Maple Terrace Long-Term Care", "Ardmore Residence", "Cedar Lodge Hospice",
              "Áras Bríde Nursing Home", "Sunnyvale Assisted Living", "Lakeview Hospice", "Tír na nÓg Care Home"]
PHARMACIES = ["Corrigan's Pharmacy", "Mapleleaf Drug Mart", "Hillcrest Apothecary", "Main Street Rx",
              "Nolan's Chemist", "Fenwick Family Pharmacy", "Lakeshore Pharmacy"]

EMPLOYERS = ["Brannock Freight Lines", "Kestrel Quarry Products", "Tamarack Hydro", "Millrace Dairy Co-op",
             "Dunmore Steelworks", "Lough Derg Ferries", "Sable Point Fisheries", "Harrowgate Transit Authority",
             "Northgate Electrical Contractors", "Pinecrest School District", "Carverton Auto Body",
             "Greystone Lumber", "Ashgrove Grain Elevator", "St. Kieran's National School", "Bellwood Haulage",
             "Quarry Hollow Ski Resort", "Corrib Bus Éireann Depot", "Fenwick Machine & Tool",
             "Larkspur Mining Co.", "Orchard Valley Packers", "Westcott Power Station", "Blue Heron Marina"]
INSURERS = ["Bluemeadow Health Plan", "Keystone Mutual Health", "Laurentian Life", "Ard Health Insurance",
            "Prairie Shield Benefits", "Great Lakes Medicare Advantage", "VHI-style Plan Ireland (Carrick Health)",
            "Northern Star Benefits", "Cascade Care Insurance", "Harbour Mutual"]
INSURERS = [x for x in INSURERS if "(" not in x] + ["Carrick Health Insurance"]
CHURCHES = ["St. Patrick's Parish", "Grace Lutheran Church", "Holy Trinity Church", "Beth Shalom Congregation",
            "Masjid al-Noor", "Gurdwara Sahib Tamarack", "First Baptist of Carverton"]
REGISTRIES = ["Pacemaker Registry Consortium", "National Device Outcomes Registry", "North Atlantic ICD Registry"]

PROFESSIONS = ["long-haul truck driver", "school bus driver", "arc welder", "electrician", "farmer",
               "retired teacher", "carpenter", "bus driver", "fisherman", "nurse's aide", "accountant",
               "retired postman", "forklift operator", "hairdresser", "software developer", "plumber",
               "dairy farmer", "retired garda", "taxi driver", "pilot", "lineman", "crane operator",
               "retired nurse", "librarian", "machinist", "sheet-metal worker", "chef", "security guard",
               "retired civil servant", "barber", "paramedic", "firefighter", "mechanic", "bricklayer",
               "cleaner", "shop assistant", "railway signalman", "publican", "retired miner", "tiler"]

# Device models: NOT PHI (guideline: device model names). Each: (desc, kind, serial prefix)
DEVICES = [
    ("Medtronic Azure XT DR MRI SureScan", "PPM", "RNB"), ("Medtronic Azure S SR MRI", "PPM", "RNC"),
    ("Abbott Assurity MRI PM2272", "PPM", "AS"), ("Boston Scientific Accolade MRI DR", "PPM", "BS"),
    ("Biotronik Edora 8 DR-T", "PPM", "BIO"), ("Biotronik Enitra 8 DR-T", "PPM", "BIO"),
    ("Medtronic Micra AV2", "leadless PPM", "MAV"), ("Abbott Aveir VR", "leadless PPM", "AVR"),
    ("Medtronic Cobalt XT DR ICD", "ICD", "BLR"), ("Medtronic Visia AF MRI VR", "ICD", "PVR"),
    ("Boston Scientific Dynagen EL ICD", "ICD", "BSD"), ("Abbott Gallant DR", "ICD", "GDR"),
    ("Boston Scientific Emblem MRI S-ICD", "S-ICD", "EMB"), ("Biotronik Acticor 7 VR-T", "ICD", "BIA"),
    ("Medtronic Claria MRI Quad CRT-D", "CRT-D", "DTM"), ("Abbott Gallant HF CRT-D", "CRT-D", "GHF"),
    ("Boston Scientific Resonate X4 CRT-D", "CRT-D", "BRX"), ("Medtronic Percepta Quad CRT-P", "CRT-P", "PTN"),
    ("Medtronic LINQ II", "ILR", "RLB"), ("Abbott Jot Dx", "ILR", "JDX"), ("Boston Scientific LUX-Dx", "ILR", "LDX"),
    ("Biotronik BIOMONITOR IIIm", "ILR", "BM3"),
]
LEADS = ["Medtronic CapSureFix Novus 5076-52 cm", "Medtronic 3830 SelectSecure 69 cm", "Abbott Tendril STS 2088TC-58",
         "Boston Scientific Ingevity+ 7841", "Medtronic Sprint Quattro Secure 6947M-65", "Abbott UltiPace 1231-52",
         "Biotronik Solia S 60", "Boston Scientific Reliance 4-Front 0693", "Medtronic Attain Performa 4298-88",
         "Abbott Quartet 1458Q-86", "Biotronik Protego ProMRI S 65"]
PLATFORMS = ["CareLink", "Merlin.net", "LATITUDE NXT", "Home Monitoring", "MyCareLink Smart app",
             "myMerlinPulse app", "LATITUDE Consult", "CardioMessenger Smart"]
DRUGS = ["bisoprolol 2.5 mg OD", "metoprolol succinate 50 mg daily", "amiodarone 200 mg daily",
         "apixaban 5 mg BID", "rivaroxaban 20 mg daily", "sotalol 80 mg BID", "sacubitril/valsartan 49/51 mg BID",
         "furosemide 40 mg mane", "spironolactone 25 mg", "dapagliflozin 10 mg", "digoxin 62.5 mcg",
         "mexiletine 200 mg TID", "warfarin (INR 2.4)", "edoxaban 60 mg", "atorvastatin 40 mg nocte",
         "ramipril 5 mg", "carvedilol 12.5 mg BID", "flecainide 100 mg BID", "ivabradine 5 mg BID"]
INDICATIONS = ["complete heart block", "sick sinus syndrome", "Mobitz II AV block", "tachy-brady syndrome",
               "ischaemic cardiomyopathy, LVEF 25%", "non-ischaemic DCM, LVEF 30%, LBBB", "HCM with family history of SCD",
               "secondary prevention post VF arrest", "Brugada syndrome type 1", "cardiac sarcoidosis",
               "unexplained syncope", "cryptogenic stroke - AF surveillance", "long QT syndrome type 2",
               "ARVC", "post-TAVI CHB", "trifascicular block with syncope", "palpitations, Holter non-diagnostic"]
