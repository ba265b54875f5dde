"""Name, place and vocabulary pools for dev152_en (all invented / generic)."""

# given names and surnames by broad origin; (given_f, given_m, surnames)
ORIGINS = {
    "english": (
        "Margaret Eleanor Harriet Joan Deborah Lucy Abigail Rosalind Gwen Philippa Tessa Hazel Imogen Wendy Judith".split(),
        "Geoffrey Nigel Alistair Martin Howard Toby Rupert Clive Dennis Malcolm Oliver Stanley Graham Reginald Colin".split(),
        "Ashworth Pembridge Hollis Fairclough Thornbury Radcliffe Whitlock Barrowman Ellery Cotterill Penhale Marlow Stebbings Hatherley Godwin Pilkington".split(),
    ),
    "irish": (
        "Siobhan Aoife Niamh Roisin Orla Grainne Maeve Ciara Deirdre Sinead".split(),
        "Cormac Padraig Declan Eamon Fergal Ronan Cathal Donal Oisin Colm".split(),
        "O'Donoghue McGillicuddy Fitzgerald Keane Brennan O'Sullivan Mulcahy Kavanagh Dunleavy Hennessy Lynch Tierney".split(),
    ),
    "scottish": (
        "Isla Morag Kirsty Fiona Ailsa Catriona Elspeth Mhairi".split(),
        "Angus Hamish Callum Fraser Lachlan Ewan Murdo Struan".split(),
        "MacLeod Drummond Buchanan Munro Urquhart MacKinnon Lindsay Ferguson Guthrie Sinclair".split(),
    ),
    "hispanic": (
        "Guadalupe Ximena Rosario Marisol Yesenia Carmen Leticia Paloma Itzel Araceli Dolores Beatriz".split(),
        "Joaquin Rodrigo Esteban Alejandro Mauricio Ignacio Fernando Ramiro Humberto Santiago Julio Tomas".split(),
        "Villarreal Castaneda Quintero Arellano Benavides Ochoa Zamora Maldonado Cisneros Valdivia Espinoza Bermudez Salcedo Rosales".split(),
    ),
    "west_african": (
        "Adaeze Chiamaka Folake Abena Akosua Ngozi Yetunde Efua Aminata Fatoumata Ifeoma Funmilayo".split(),
        "Oluwaseun Chukwuemeka Kwabena Kofi Tunde Babajide Ikenna Yaw Mamadou Olumide Emeka Sekou".split(),
        "Adeyemi Okonkwo Mensah Boateng Nwosu Oyelaran Asante Diallo Olawale Eze Owusu Adebayo Ogunleye Traore".split(),
    ),
    "south_asian": (
        "Priyanka Lakshmi Ananya Harpreet Nandini Sunita Kavitha Farzana Meenakshi Deepa Rukhsana Jaspreet".split(),
        "Rajesh Venkatesh Gurpreet Arjun Sanjay Imran Harish Karthik Mohinder Siddharth Anil Faisal".split(),
        "Ramaswamy Chatterjee Sandhu Iyer Deshpande Grewal Bhattacharya Naidu Siddiqui Kulkarni Dhaliwal Menon Rahman Choudhury".split(),
    ),
    "east_asian": (
        "Mei Yuki Haruka Jia Eun-ji Xiaoling Min-seo Akiko Thi Lan Hua Sora".split(),
        "Wei Hiroshi Jun-ho Takeshi Zhiwei Minh Kenji Hyun-woo Bao Jian Daisuke Tuan".split(),
        "Nakamura Zhou Park Tanaka Nguyen Huang Kobayashi Choi Liang Tran Yamamoto Lim Wong Sato".split(),
    ),
    "eastern_european": (
        "Katarzyna Oksana Zuzana Ludmila Agnieszka Milena Jelena Halyna Svetlana Dorota".split(),
        "Wojciech Dmytro Bogdan Miroslav Tomasz Radek Oleksandr Vaclav Grzegorz Nikolai".split(),
        "Kowalczyk Shevchenko Novotny Wisniewski Petrovic Horvath Zielinski Bondarenko Dvorak Lewandowski Kovalenko Popescu".split(),
    ),
    "arabic": (
        "Layla Rania Yasmin Noor Samira Huda Amal Dalia Fatima Mariam".split(),
        "Khalid Omar Tariq Youssef Karim Hassan Bilal Nabil Walid Samir".split(),
        "Haddad Al-Masri Khoury Nasser Mansour Saleh Hamdan Abboud Qasim El-Sayed Darwish Farouk".split(),
    ),
    "pacific": (
        "Leilani Malia Sina Moana Talia Losana Ana Mele".split(),
        "Sione Tavita Manaia Keoni Iosefa Tevita Kaimana Viliami".split(),
        "Tuilagi Fonoti Kahananui Taufa Leota Fifita Kealoha Vaifale Mahoe Tupou".split(),
    ),
    "indigenous": (
        "Winona Tala Kateri Aiyana Nizhoni Shania Dakota Chenoa".split(),
        "Tecumseh Ahanu Wapun Koda Chayton Nakoma Hototo Tyee".split(),
        "Yellowhorse Bearchild Manyfeathers Cardinal Sinclair-Moose Littlewolf Runningwater Crowshoe Whitecloud Bighorn Okimaw Tsosie".split(),
    ),
    "american": (
        "Brittany Tamika Kayla Shirley Darlene Heather Crystal Latoya Paige Brenda Courtney Alyssa".split(),
        "Dwayne Tyler Randall Cody Marcus Travis Jerome Kenneth Dustin Curtis Darnell Wesley".split(),
        "Kowalski Jefferson Whitaker Dobbins Holloway Pruitt McAllister Gaines Tillman Hargrove Blevins Stroud Wadsworth Pettigrew".split(),
    ),
    "french_canadian": (
        "Genevieve Josee Mireille Chantal Isabelle Sylvie Manon Nathalie".split(),
        "Jean-Guy Mathieu Rejean Sebastien Luc Benoit Normand Yannick".split(),
        "Tremblay Gagnon Bouchard Lapointe Gauthier Pelletier Thibodeau Bergeron Cote Lavoie".split(),
    ),
}

NICKNAMES = "Bud Dolly Sonny Tiny Peaches Red Skip Junior Bunny Chip Lulu Boo".split()

US_PLACES = [
    # (city, state abbr, state name, zip prefix)
    ("Millbrook", "OH", "Ohio", "43"), ("Cedar Falls", "IA", "Iowa", "50"), ("Harrow Springs", "MI", "Michigan", "48"),
    ("Dunmore Heights", "PA", "Pennsylvania", "18"), ("Red Willow", "NE", "Nebraska", "68"), ("Port Saltash", "ME", "Maine", "04"),
    ("Calloway", "KY", "Kentucky", "40"), ("San Benito Hills", "CA", "California", "93"), ("Greer Station", "SC", "South Carolina", "29"),
    ("Eastlake", "MN", "Minnesota", "55"), ("Fort Alder", "TX", "Texas", "76"), ("Marbury", "MD", "Maryland", "21"),
    ("Okanee", "WI", "Wisconsin", "53"), ("Quarry Bend", "VT", "Vermont", "05"), ("Sable Point", "NC", "North Carolina", "28"),
    ("Juniper Flats", "AZ", "Arizona", "85"), ("Westhollow", "IL", "Illinois", "61"), ("Pinecrest Valley", "OR", "Oregon", "97"),
    ("Bramwell", "WV", "West Virginia", "24"), ("Lake Tamsin", "FL", "Florida", "33"), ("New Carthage", "NY", "New York", "13"),
    ("Hollis Ferry", "GA", "Georgia", "31"), ("Kessler Township", "NJ", "New Jersey", "08"), ("Mesa Roja", "NM", "New Mexico", "87"),
]
CA_PLACES = [
    # (city, province abbr, province name, FSA letter)
    ("Brantview", "ON", "Ontario", "N"), ("Kingsmere", "ON", "Ontario", "K"), ("Lac-Sauvage", "QC", "Quebec", "J"),
    ("Riverbend", "MB", "Manitoba", "R"), ("Coldwater Crossing", "SK", "Saskatchewan", "S"), ("Aspen Ridge", "AB", "Alberta", "T"),
    ("Port Kinnear", "BC", "British Columbia", "V"), ("Tidewater", "NS", "Nova Scotia", "B"), ("Miramont", "NB", "New Brunswick", "E"),
    ("Gander Bay South", "NL", "Newfoundland and Labrador", "A"), ("Thornhaven", "ON", "Ontario", "L"), ("Elk Prairie", "AB", "Alberta", "T"),
]
COUNTIES = ["Tillman County", "Harlan County", "Wyeth County", "Brule County", "Oxbow County", "Region of Halvorsen"]

STREET_NAMES = ("Elm Maple Juniper Larkspur Quarry Tannery Orchard Millrace Beacon Heron Kestrel Foundry Chestnut Wren Alder "
                "Sycamore Prospect Bluebell Granary Ferris Cobble Willowbrook Hawthorn Saddle Ridgeback Cinder").split()
STREET_TYPES = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Drive", "Dr", "Court", "Way", "Boulevard", "Crescent", "Terrace", "Pl"]

HOSPITALS_US = ["Lakeside General Hospital", "St. Brendan's Medical Center", "Millbrook Regional Medical Center",
                "Mercy Hollow Hospital", "Cedar Valley Community Hospital", "Harrow Springs Memorial", "Northfield University Hospital",
                "Good Shepherd Medical Center", "Sable Point Baptist Hospital", "Eastlake Methodist Hospital", "Red Willow County Hospital",
                "Our Lady of the Pines Hospital", "Bramwell Valley Health Center", "Port Saltash Medical Center"]
HOSPITALS_CA = ["Brantview General Hospital", "Kingsmere Health Sciences Centre", "St. Anselm's Hospital", "Riverbend Regional Health Centre",
                "Aspen Ridge Hospital", "Port Kinnear General", "Tidewater Memorial Hospital", "Hopital du Lac-Sauvage",
                "Thornhaven Health Centre", "Coldwater Union Hospital"]
SNFS = ["Willow Creek Care Center", "Maple Grove Rehabilitation", "Heritage Oaks Skilled Nursing", "Bayview Manor",
        "Sunnyside Long-Term Care Home", "Cardinal Ridge Transitional Care", "Pinehaven Lodge", "Evergreen Terrace Retirement Residence",
        "Greystone Subacute", "Rosewood Hospice House"]
PHARMACIES = ["Harbor Street Pharmacy", "CareFirst Drugs #2214", "Main & Ferris Apothecary", "Wellbridge Pharmacy",
              "Northgate Rexall", "Outpatient Pharmacy - Tower A"]
CLINICS = ["Elm Park Family Practice", "Riverside Community Health Clinic", "Juniper Internal Medicine Associates",
           "Westhollow Cardiology Group", "Beacon Street Medical Clinic", "Okimaw Health Centre"]

# unit (ward) names: named units are HOSPITAL; generic levels of care are not PHI
UNIT_NAMES = ["4 West", "5 North", "6 East", "3 South", "7 West", "Tower 6", "Birch Unit", "Cedar Pavilion 2", "8 North CVSD",
              "5 East Med-Surg", "Magnolia Unit", "Ortho-Neuro 4", "2 Bridgeview", "Harbour Wing 3", "9 Central", "Oak Ward"]
BUILDINGS = ["Tower B", "Hartwell Pavilion", "North Annex", "Lister Building", "Founders Wing", "Bayside Tower"]

ORGS_EMPLOYER = ["Acme Freight", "Tri-County School District", "Hollis Ferry Mill", "Bluewater Casino", "Kessler Auto Body",
                 "Dunmore Steel Fabricators", "Great Plains Grain Co-op", "Maritime Fisheries Ltd", "Sunrise Bakery",
                 "Northway Logistics", "City of Millbrook Public Works", "Pinecrest Lumber", "Quarry Bend Dairy", "Saddleback Roofing"]
ORGS_TRANSPORT = ["Northway Medical Transport", "Lifeline Ambulance Services", "Tri-State Wheelchair Van", "Keystone EMS",
                  "Prairie Air Ambulance", "Harbourline Patient Transfer"]
ORGS_AGENCY = ["ShiftBridge Nursing Agency", "Crosswind Travel Nurses", "CarePath Staffing", "Nightingale Relief Services",
               "Summit Sitter Services"]
ORGS_INSURER = ["Bluestem Health Plan", "Keystone Mutual", "Prairie Health Alliance", "Harborview Insurance Company",
                "Sunbelt Medicaid Partners", "Great Lakes Benefit Trust"]
ORGS_CHURCH = ["St. Columba Parish", "First Baptist Church of Calloway", "Beth Shalom Congregation", "Masjid Al-Noor",
               "Gurdwara Sahib Brantview", "Lakeside Vineyard Fellowship"]

PROFESSIONS = ["welder", "retired teacher", "long-haul truck driver", "electrician", "school bus driver", "accountant",
               "farmer", "fisherman", "line cook", "retired firefighter", "hair stylist", "pharmacist", "carpenter",
               "software developer", "retired nurse", "mail carrier", "security guard", "university professor",
               "construction worker", "dental hygienist", "bartender", "crane operator", "librarian", "plumber",
               "retired coal miner", "warehouse associate", "real estate agent", "pastor", "bus mechanic", "seamstress"]

COUNTRIES = ["Guatemala", "India", "Nigeria", "the Philippines", "Ukraine", "Mexico", "Pakistan", "Somalia", "Vietnam",
             "Haiti", "Brazil", "Egypt", "Ghana", "Peru", "Bangladesh", "Portugal", "Kenya", "Honduras", "Syria", "Tonga"]

RELATIONS = ["wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew", "partner", "mother", "father",
             "grandson", "granddaughter", "friend", "neighbour", "POA", "guardian", "son-in-law", "daughter-in-law"]

# ---- non-PHI look-alikes ----
DIAGNOSES = ["CHF exacerbation", "NSTEMI", "COPD exacerbation", "sepsis, urinary source", "community-acquired pneumonia",
             "DKA", "GI bleed", "cellulitis LLE", "s/p L TKA POD 1", "s/p lap chole", "acute pancreatitis", "AKI on CKD 3b",
             "new-onset AFib RVR", "syncope", "alcohol withdrawal", "hip fracture s/p ORIF", "SBO, NG to LIWS", "PE on heparin gtt",
             "hyponatremia", "delirium", "stroke, L MCA", "UTI/AMS", "diverticulitis", "C. diff colitis", "Guillain-Barre syndrome",
             "Parkinson's disease, falls", "COVID-19 pneumonia", "hypertensive urgency", "s/p CABG x3", "pyelonephritis"]
DRUGS = ["heparin gtt per protocol", "metoprolol 25 mg PO BID", "furosemide 40 mg IV BID", "lorazepam 1 mg IV q4h PRN",
         "insulin glargine 20 units qHS", "vancomycin 1.25 g IV q12h", "piperacillin-tazobactam 3.375 g IV q8h",
         "enoxaparin 40 mg SC daily", "haloperidol 2 mg IM x1", "norepinephrine 0.05 mcg/kg/min", "KCl 40 mEq PO x2",
         "apixaban 5 mg BID", "ondansetron 4 mg IV q6h PRN", "acetaminophen 650 mg q6h", "dexmedetomidine 0.4 mcg/kg/h",
         "pantoprazole 40 mg IV daily", "quetiapine 25 mg qHS", "ceftriaxone 1 g IV daily", "oxycodone 5 mg q4h PRN"]
LABS = ["K 3.1", "Na 128", "Hgb 7.1", "lactate 3.8", "WBC 17.4", "Cr 2.3 (baseline 1.1)", "trop 0.42", "BNP 1840",
        "glucose 412", "INR 3.6", "Mg 1.4", "plt 62", "procalcitonin 4.1", "pH 7.21", "HbA1c 11.2%", "BUN 58", "ammonia 88"]
VITALS = ["HR 128", "BP 84/50", "RR 28", "SpO2 86% on 4L NC", "T 39.2 C", "MAP 58", "BP 188/104", "HR 44", "SpO2 91% RA",
          "RR 8", "T 35.4 C", "GCS 11", "EWS 7", "MEWS 5", "NEWS2 8", "FSBG 46"]
SCORES = ["Morse 65", "Braden 13", "CIWA 18", "RASS -3", "CAM-ICU positive", "Morse 45", "Braden 11", "CIWA 9",
          "RASS +2", "BPS 6", "PHQ-9 22", "Hendrich II 7", "STRATIFY 3", "Glasgow 13"]
LINES = ["Foley", "PICC R basilic", "NG tube", "Swan-Ganz", "JP drain x2", "A-line L radial", "peripheral IV x2", "chest tube",
         "Hickman line", "PEG", "rectal tube", "midline"]
ISOLATION = [("Contact", "MRSA"), ("Contact Plus", "C. difficile"), ("Contact", "VRE"), ("Droplet", "influenza A"),
             ("Airborne", "r/o pulmonary TB"), ("Contact/Droplet", "RSV"), ("Contact", "CPE (KPC)"), ("Airborne/Contact", "varicella"),
             ("Droplet", "pertussis"), ("Enhanced Contact", "Candida auris"), ("Contact", "ESBL E. coli"), ("Droplet/Contact", "COVID-19")]
CREDS = ["RN", "RN, BSN", "LPN", "RPN", "CNA", "PCA", "MD", "DO", "NP", "PA-C", "RT", "RRT", "PT", "OT", "CNS", "PharmD", "MSW"]
LEVELS = ["med-surg", "tele", "step-down", "ICU", "PCU", "obs", "IMC"]

WORKING = [x for x in PROFESSIONS if not x.startswith("retired")]
