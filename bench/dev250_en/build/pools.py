"""Invented pools for dev250_en (author 250). Lists only; order is fixed."""

ORIGINS = [
    ("english", "Oliver Harriet Graham Philippa Duncan Rosalind Toby Imogen Clive Marjorie Reginald Beatrice Nigel Felicity Trevor Gwendolyn", "Ashcombe Pettigrew Hollins Whitlock Brayfield Cotterill Fenwick Ravensworth Dunmore Tillotson Chadwick Lumley Oakes Penhallow Sedgwick Yardley"),
    ("irish_scots", "Aoife Ciaran Niamh Declan Siobhan Fergus Orla Ruairi Mairead Lachlan Eilidh Callum Grainne Padraig Isla Torcall", "Mulcahy Geraghty Donnellan Fitzmaurice McIlroy Kinsella Breheny Macaulay Drummond Lennox Gilchrist Moynihan Carmody Rafferty Tierney Urquhart"),
    ("hispanic", "Ximena Rodrigo Luz Esteban Marisol Joaquin Paloma Alejandro Itzel Mateo Yesenia Osvaldo Guadalupe Ramiro Anahi Fidel", "Villalobos Echeverria Quintanilla Barrientos Zamudio Arellano Cervantes Ledesma Montoya Galindo Sepulveda Urrutia Benavides Carrizales Olivares Tamayo"),
    ("portuguese_italian", "Joao Ines Tiago Beatriz Rui Graziella Ottavio Lucrezia Sandro Fiorella Nuno Carlota Massimo Rosaria Duarte Serafina", "Figueiredo Magalhaes Cardoso Teixeira Brandao Lombardi Castellano Bellucci Marchetti Zanetti Pellegrini Rinaldi Carvalhal Saraiva Montanari Esposti"),
    ("west_african", "Chidinma Oluwaseun Adaeze Babatunde Ngozi Kwabena Efua Yaw Abimbola Chukwuemeka Adwoa Kofi Folasade Ikenna Akosua Tunde", "Okonkwo Adeyemi Nwachukwu Oyelaran Eze Mensah Asante Owusu Boateng Adebayo Obi Nnamdi Ogunleye Agyeman Danquah Okafor"),
    ("east_african", "Hodan Abdirahman Faduma Liban Sagal Mekdes Tesfaye Selamawit Dawit Wanjiru Kamau Achieng Otieno Nafula Amani Zawadi", "Warsame Hirsi Jama Farah Gebremedhin Tadesse Haile Wolde Mwangi Njoroge Odhiambo Wekesa Kiprono Barasa Abdi Yusuf"),
    ("arabic_persian", "Yasmin Tariq Layla Karim Nour Samir Rania Bashir Dalia Farid Shirin Dariush Parisa Kaveh Soraya Omid", "Haddad Khalil Mansour Nasser Saleh Darwish Khoury Rahimi Tehrani Farahani Ghorbani Moradi Sadeghi Bakr Hijazi Qasim"),
    ("south_asian", "Priyanka Arjun Deepika Rohan Harpreet Gurvinder Lakshmi Senthil Tanvir Nusrat Farhan Ayesha Vikram Meenakshi Sunil Rupinder", "Raghunathan Chaudhary Sandhu Gill Venkataraman Krishnamurthy Chowdhury Rahman Siddiqui Malhotra Bhattacharya Pillai Dhaliwal Qureshi Subramaniam Iyer"),
    ("east_asian", "Wei Mei-Ling Jian Xiaoyu Haruto Yuki Minji Seo-yeon Jae-won Hiroshi Xiulan Tomoko Kenji Ji-ho Hana", "Zhang Liu Huang Zhao Watanabe Takahashi Nakamura Park Choi Jeong Kang Yoon Matsuda Lin Tsai Guo"),
    ("se_asian", "Thanh Minh Linh Quang Maricel Jericho Rowena Danilo Siriporn Anong Kiet Phuong Ligaya Arnel Somchai Nga", "Nguyen Tran Pham Hoang Vu Dimaculangan Bautista Villanueva Macaraeg Soriano Wongsawat Chaiyaporn Dang Bui Lacson Ocampo"),
    ("slavic_greek", "Katarzyna Bartosz Agnieszka Tomasz Oksana Mykola Svitlana Dmytro Irina Pavel Eleni Stavros Despina Nikos Milena Bogdan", "Wisniewski Kowalczyk Zielinska Grabowski Shevchenko Kovalenko Bondarenko Petrenko Volkova Sokolov Papadopoulos Georgiou Karagiannis Dimitriou Novak Horvat"),
    ("caribbean_french", "Marie-Claude Jean-Francois Genevieve Etienne Solange Yannick Mireille Dieudonne Fabiola Wesner Shernette Desmond Marcia Delroy Kemoy Ainsley", "Tremblay Gagnon Bouchard Lavoie Pelletier Desrosiers Jean-Baptiste Pierre-Louis Toussaint Celestin Campbell Grant Clarke Thompson Brissett Morrison"),
    ("indigenous_nordic", "Tanis Kiona Nakoma Aputi Sedna Ingrid Sven Astrid Leif Freya Bjorn Solveig Eskil Maren Tove Halvard", "Okemow Cardinal Kakekayash Ittinuar Bearskin Moosomin Lindqvist Haugen Sandberg Nyberg Eriksdottir Bergstrom Solheim Dahl Halvorsen Fjeld"),
]
GIVEN = []
SURN = []
for _o, _g, _s in ORIGINS:
    GIVEN.append(_g.split())
    SURN.append(_s.split())

CITY_A = "Ash Bran Cedar Elm Fair Glen Hollis Kings Lynd Maple North Oak Pine Red Stan West Wil Bel Cal Dun Hart Kel Marl Thorn Whit Brack Corr Pem Rox Selk".split()
CITY_B = "ford brook ton field ridge wood dale bury port mouth ville haven stead wick by ham leigh more cliff worth".split()

US_STATES = [("Massachusetts", "MA"), ("Ohio", "OH"), ("Oregon", "OR"), ("Georgia", "GA"), ("Minnesota", "MN"),
             ("Texas", "TX"), ("New Jersey", "NJ"), ("Michigan", "MI"), ("Arizona", "AZ"), ("Wisconsin", "WI"),
             ("Virginia", "VA"), ("Colorado", "CO"), ("Maryland", "MD"), ("Illinois", "IL"), ("Tennessee", "TN")]
CA_PROV = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"), ("Nova Scotia", "NS"),
           ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC")]
UK_PC = "LS BD HX WF NE SR DH TS YO HU DN CH CW ST WV DY NN LE PE IP CO CM SS RM".split()

STREET_N = "Alder Birchwood Carrow Dovecote Elmhurst Foxglove Greyfriars Hawthorn Ivybridge Juniper Kestrel Larkspur Millbank Nettlefold Orchard Poplar Quarry Rowan Sorrel Tannery Underhill Vicarage Wharf Yew Chestnut Linden Heron Mulberry Bramble Cobden".split()
STREET_S = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Drive", "Dr", "Crescent", "Close", "Court", "Way", "Boulevard", "Terrace"]
UNITS = ["Apt {n}", "Apt {n}B", "Unit {n}", "Flat {n}", "Suite {n}", "#{n}"]

HOSP_ROOT = "Larkfield Brightwater Holloway Ansley Eastmere Calder Valley Riverbend Harrowgate Kingsmere Thornbury Willowdale Pinecrest Stonebridge Wrenfield Blackwater Ambrose Fairhaven Greenhollow Millcross Ashworth".split()
HOSP_PAT = ["{r} General Hospital", "{r} Memorial Medical Center", "St. {s}'s Hospital", "{r} Community Hospital",
            "{r} Regional Health Centre", "{r} University Hospital", "{c} General", "St {s}'s Infirmary", "{r} Medical Center"]
SAINTS = "Brigid Aidan Columba Oswald Hilda Cuthbert Agnes Jude Winifred Benedict Clare Dunstan".split()
CARE_PAT = ["{r} House Care Home", "{r} Lodge Nursing Home", "{r} Manor Long-Term Care", "{r} Gardens Assisted Living",
            "{r} Family Practice", "{r} Medical Centre", "{r} Surgery", "{r} Pharmacy", "{r} Dialysis Unit", "{r} Rehabilitation Centre"]
WARD_BIRDS = "Kestrel Heron Curlew Skylark Merlin Osprey Kingfisher Plover Wren Linnet Avocet Dunlin".split()
WARD_TREES = "Ash Birch Larch Rowan Hazel Holly Juniper Aspen Willow Cedar".split()

ORG_PAT = ["{r} Logistics", "{r} Foods Ltd", "{r} Primary School", "{r} Academy", "St. {s} Parish Church", "{r} Daycare",
           "{r} Meat Packing Co.", "{r} Distribution Centre", "{r} Construction", "{r} Poultry Farm", "{r} Secondary School",
           "{r} Community Church", "{r} Textiles", "{r} Cleaning Services", "{r} Transit"]
ORG_ROOT = "Northgate Bellweather Copperline Harlan Meadowvale Tidewater Sunbury Oakhurst Granite Peak Ironbridge Silverline Cobalt Fernhill Redmarsh Lockwood Hawkridge".split()
LAB_ORG = ["Northgate Reference Laboratories", "Cobalt Diagnostics", "Meridale Genomics", "Tidewater Clinical Labs", "Harlan Pathology Services"]
AMB_ORG = ["Swiftcare Ambulance", "MedLink Patient Transport", "Bluewater EMS", "Crestline Medical Transport", "Northstar Ambulance Service"]
AGENCY = ["Brightstaff Nursing Agency", "CareBridge Staffing", "Pinnacle Locums", "Evergreen Healthcare Staffing"]

PROFESSIONS = ["welder", "school teacher", "bus driver", "hairdresser", "meat packer", "warehouse operative", "chef",
               "long-haul truck driver", "farm labourer", "dental hygienist", "accountant", "electrician", "cleaner",
               "childminder", "retail cashier", "software developer", "plumber", "taxi driver", "carpenter",
               "poultry worker", "university student", "veterinary technician", "postal worker", "security guard",
               "construction labourer", "fisherman", "barista", "care worker", "librarian", "pastor", "baker",
               "nail technician", "mechanic", "factory worker", "daycare assistant", "lawyer", "pharmacy cashier",
               "airline cabin crew", "butcher", "sanitation worker"]
COUNTRIES = ["Pakistan", "India", "Nigeria", "Ghana", "Philippines", "Vietnam", "Mexico", "Guatemala", "Egypt", "Turkey",
             "Greece", "Portugal", "Romania", "Ukraine", "Somalia", "Kenya", "Bangladesh", "Thailand", "Dominican Republic",
             "Haiti", "Brazil", "Peru", "Morocco", "Iraq", "Jamaica", "China", "South Korea", "Poland", "Ethiopia", "Sri Lanka"]
RELATIONS = ["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "partner", "niece", "grandson",
             "granddaughter", "neighbour", "friend", "carer", "son-in-law", "daughter-in-law", "aunt"]

ORGANISMS = ["MRSA", "VRE (E. faecium)", "C. difficile", "CPE (KPC)", "ESBL E. coli", "Candida auris", "norovirus GII",
             "influenza A (H3)", "SARS-CoV-2", "RSV", "CRE (NDM)", "MDR Pseudomonas aeruginosa", "Acinetobacter baumannii (CRAB)",
             "Group A Streptococcus", "scabies", "measles", "varicella", "TB (M. tuberculosis complex)"]
PRECAUTIONS = ["Contact", "Contact Plus (enteric)", "Droplet", "Airborne", "Contact + Droplet", "Enhanced barrier", "Strict isolation"]
ABX = ["vancomycin 1.25 g IV q12h", "piperacillin-tazobactam 4.5 g IV q6h", "meropenem 1 g IV q8h", "ceftriaxone 2 g IV daily",
       "cefazolin 2 g IV q8h", "fidaxomicin 200 mg PO BID", "oral vancomycin 125 mg QID", "daptomycin 8 mg/kg IV q24h",
       "linezolid 600 mg PO BID", "ertapenem 1 g IV daily", "nitrofurantoin 100 mg PO BID", "co-amoxiclav 1.2 g IV TDS",
       "fluconazole 400 mg PO daily", "micafungin 100 mg IV daily", "ciprofloxacin 500 mg PO BID", "gentamicin 5 mg/kg IV once",
       "metronidazole 500 mg IV q8h", "TMP-SMX 1 DS tab PO BID", "cefepime 2 g IV q8h", "ceftazidime-avibactam 2.5 g IV q8h"]
STAFF_CRED = ["RN", "MD", "CIC", "PharmD", "DO", "NP", "RGN", "MBBS", "FRCPath", "BScN", "MPH", "PA-C", "RPh", "LPN"]
STAFF_ROLE = ["IPC nurse specialist", "Infection Control Officer", "Director of Infection Prevention", "ward manager",
              "charge nurse", "consultant microbiologist", "hospital epidemiologist", "matron", "ID pharmacist",
              "occupational health nurse", "environmental services supervisor", "bed manager", "clinical nurse educator",
              "unit manager", "ID physician", "estates lead", "patient flow coordinator", "public health liaison"]
