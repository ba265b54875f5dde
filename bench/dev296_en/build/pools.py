"""Invented pools for dev296_en (author 296).

Every person name, town, street, hospital and organisation below was made up for
this set; any resemblance to a real person or body is unintended.  Real countries,
states, provinces and Irish counties are used as regions.
"""

FIRST_F = """Amara Sophie Niamh Priya Chloe Aoife Grace Olivia Hannah Fatima Mei Isabel Rachel
Emily Zainab Ananya Lucy Charlotte Siobhan Katarzyna Ioana Elena Maria Sarah Ruth Deborah
Ngozi Adaeze Yetunde Jasmine Leah Harriet Imogen Eleanor Georgia Freya Rosa Camille Nadia
Leila Sana Ayesha Divya Kavitha Meera Tamsin Bronwyn Kirra Matilda Jessica Ashley Brittany
Kayla Madison Dana Marisol Lucia Gabriela Ximena Hyejin Yuki Linh Ciara Sinead Roisin Orla
Maeve Eilis Joanne Karen Tracey Wendy Beverley Shauna Chantal Genevieve Aisling Philippa
Beatrix Rukhsana Folake Esi Tanvi Shreya Marguerite Annika Ingrid Pooja Noor Hiba""".split()

FIRST_M = """James Oliver Conor Cian Oisin Darragh Rohan Arjun Vikram Sanjay Kwame Chinedu Emeka
Tunde Olumide Mohammed Omar Yusuf Hamza Tariq Bilal Wei Jun Hiroshi Minh Tomasz Piotr Andrei
Mihai Luca Matteo Diego Carlos Mateo Thomas William Henry George Edward Harry Jack Liam Noah
Ethan Lachlan Cooper Angus Hamish Callum Fraser Rhys Gareth Dylan Owen Marcus Tyrone Jamal
Kevin Brian Declan Padraig Seamus Eoin Ronan Niall Luc Mathieu Raj Aditya Karthik Samuel
Daniel Benjamin Nathan Aaron Isaac Kofi Dmitri Florin Stefan Anders Malik Desmond Alistair
Rupert Fergal Tadhg Ciaran Kieran Hugo Felix Idris Zubair Imran""".split()

SURNAMES = """Okafor Adeyemi Nwosu Mensah Asante Boateng Patel Sharma Iyer Krishnan Raghavan Chaudhry
Malik Qureshi Siddiqui Rahman Hussain Khan Byrne Brennan Fitzgerald O'Sullivan McCarthy Lynch
Kavanagh Doyle Whelan O'Connell Dunne Moriarty Tierney Ashworth Pemberton Whitfield Holloway
Marsden Thornton Fairbairn Blackwood Carrick Lindqvist Delgado Romero Nguyen Tran Kowalski
Jablonski Castellanos Reyes Alvarez Goldberg Feinstein Kaplan Abernathy Whitaker Holcomb Pruitt
McAllister Papadakis Konstantinou Rossi Walsh Harrington Macpherson Tremblay Gagnon Bouchard
Pelletier Fournier Leblanc Singh Gill Dhillon Sandhu Grewal Chan Wong Leung Cheng Kim Park Choi
Lee Adebayo Ogunleye Eze Achebe Danquah Owusu Venkatesan Subramaniam Nair Menon Bhattacharya
Ghosh Mukherjee Desai Joshi Kulkarni Farouk Haddad Khalil Nasser Mansour Yilmaz Demir Novak
Horvat Popescu Ionescu Dumitru Nowak Wisniewski Zielinski Moreau Lefebvre Garnier Costa Ferreira
Oliveira Santos Mendes Haines Pickering Royle Sutcliffe Battersby Greenhalgh Entwistle Ormerod
Crabtree Lockwood Hebden Cartwright Kendrick Blakemore Ellery Winslow Prescott Hargreaves
Tennant Rudd Dawkins Kerrigan Mulcahy Flanagan Geraghty Hennessy Cullinane Nolan Costello
Rafferty Quinlan Ahern Mahony Corcoran Sheehan Treacy Foley Galvin Breslin Devlin Fenwick
Underhill Ashdown Loxley Pennington Stroud Varga Szabo Takahashi Yamamoto Suzuki Matsuda Tanaka
Huang Zhou Lim Tan Ong Goh Chua Abubakar Bello Ibrahim Musa Okoro Uche Nnamdi Obi Kariuki
Mwangi Otieno Chikwanha Moyo Ndlovu Dlamini Van der Berg Botha Pretorius""".split("\n")
SURNAMES = [s for line in SURNAMES for s in line.split(" ")]
SURNAMES = [s for s in SURNAMES if s and s not in ("Van", "der", "Berg")] + ["Van der Berg", "Ni Bhriain", "Mac Giolla"]

TOWNS = {
    "UK": """Kelverton|Ashcombe|Marlbury|Thornhithe|Brackenford|Wexley Cross|Harrowby|Stanmoor|Fellbridge|
Oakhurst Green|Colneham|Ravensholt|Dunmere|Larchmouth|Whitlow Bay|Saltingham|Copperfold|Hallam Edge|
Northmoor|Cresswold|Bramblecote|Tidford Magna|Eastleigh Moss|Wendlebury Vale""",
    "US": """Marlow Springs|Cedar Hollow|Pine Ridge Falls|East Harmon|Bellwether|Greywater|Ashford Landing|
Hollis Bend|New Tamsworth|Red Oak Crossing|Sutter's Ferry|Wyndham Heights|Lakeview Terrace|Fort Calloway|
Millbrook Station|Carrow Point|Hawthorne Valley|Port Ellery|Brayton|Quarry Gap|Osgood Flats|Larkin City""",
    "AU": """Ironbark Ridge|Currawong Park|Lyrebird Hills|Tallowood|Murrindal Springs|Wallaby Gap|Koorunga|
Marrabel Downs|Jindalee Vale|Bunyip Crossing|Wollundra|Barramundi Bay|Tarrawonga|Coolabah Heights|
Kenmare Point|Saltbush Plains|Yarrabin|Gidgee Creek|Mallee Bend|Bottlebrush Bay""",
    "CA": """Port Rainier|Lac-Sainte-Odile|Beaumont Falls|Kestrel Harbour|Norbridge|Pine Lake Junction|
Saint-Remi-des-Bois|Fort Kinloch|Grand Muskeg|Harwick Landing|Cedarvale Crossing|Birchmount Flats|
Ptarmigan Bay|Loon Lake Mills|Aspenwood|Ste-Marthe-du-Lac|Caribou Narrows|Westerly Cove""",
    "IE": """Drumcarragh|Ballintrae|Kilmoran Bridge|Rathvarna|Glenmullan|Castlebrennan|Ardnacurra|
Tobermoyle|Kilbrannagh|Ballyconneel|Lisnacree|Carrigdown|Knocknagree Cross|Ballyfarnagh|Inishmaan Quay|
Clonmoragh|Derrylossary Bridge|Muckanagh""",
}
TOWNS = {k: [t.strip() for t in v.replace("\n", "").split("|")] for k, v in TOWNS.items()}

# (name, abbreviation)
STATES = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Minnesota", "MN"), ("Virginia", "VA"), ("Texas", "TX"),
           ("Georgia", "GA"), ("Wisconsin", "WI"), ("Michigan", "MI"), ("Colorado", "CO"), ("Arizona", "AZ"),
           ("North Carolina", "NC"), ("Pennsylvania", "PA"), ("Kentucky", "KY"), ("Iowa", "IA"),
           ("New Mexico", "NM"), ("Maine", "ME"), ("Tennessee", "TN"), ("Washington", "WA"),
           ("Nebraska", "NE"), ("Vermont", "VT"), ("Montana", "MT"), ("Idaho", "ID")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
           ("Nova Scotia", "NS"), ("Saskatchewan", "SK"), ("New Brunswick", "NB"), ("Quebec", "QC"),
           ("Newfoundland and Labrador", "NL"), ("Prince Edward Island", "PE")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
           ("South Australia", "SA"), ("Tasmania", "TAS"), ("Northern Territory", "NT")],
    "IE": [("Kerry", ""), ("Cork", ""), ("Galway", ""), ("Mayo", ""), ("Donegal", ""), ("Tipperary", ""),
           ("Wexford", ""), ("Clare", ""), ("Sligo", ""), ("Kilkenny", ""), ("Offaly", ""), ("Leitrim", "")],
    "UK": [],
}

STREET_NAMES = """Alder|Birchwood|Chapel|Quarry|Mill|Station|Foxglove|Juniper|Kestrel|Linnet|Meadowsweet|
Orchard|Pelham|Rowan|Sorrel|Tannery|Wren|Yew Tree|Harcourt|Blenheim|Coronation|Larkhill|Fennel|Holly Bank|
Cobden|Granary|Ropewalk|Saddler|Weaver|Thistle|Bracken|Heather|Lindale|Mossley|Otterburn|Pennant|
Quayside|Redcliffe|Shepherd|Tollgate|Vicarage|Wharf|Ashgrove|Beacon|Clover|Dovecote|Elmstead""".replace("\n", "").split("|")

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Way", "Grove", "Terrace", "Gardens"],
    "US": ["Street", "Avenue", "Blvd", "Drive", "Lane", "Court", "Road", "Way", "Pkwy", "St.", "Ave."],
    "AU": ["Street", "Road", "Parade", "Avenue", "Crescent", "Circuit", "Close", "Place", "Esplanade"],
    "CA": ["Street", "Avenue", "Road", "Boulevard", "Crescent", "Drive", "Place", "Trail"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Terrace", "Lane", "Heights", "Court"],
}

HOSPITALS = {
    "UK": ["Kelverton General Hospital", "Ashcombe Royal Infirmary", "St Aldric's Hospital",
           "Marlbury District Hospital", "Thornhithe Community Hospital", "Brackenford University Hospital",
           "Harrowby Park Hospital", "Stanmoor Royal Hospital", "Fellbridge Hospital",
           "Larchmouth Memorial Hospital", "Whitlow Bay Hospital", "Saltingham Infirmary",
           "Colneham Women's Hospital", "Ravensholt Children's Hospital"],
    "US": ["Marlow Springs Medical Center", "Cedar Hollow Regional Hospital", "St. Brendan's Medical Center",
           "Greywater Memorial Hospital", "Hollis Bend Community Hospital", "Port Ellery University Hospital",
           "Bellwether Children's Hospital", "Wyndham Heights Medical Center", "Quarry Gap General Hospital",
           "Osgood Flats Critical Access Hospital", "Larkin City Medical Center", "Sutter's Ferry Hospital"],
    "AU": ["Ironbark Ridge Hospital", "Currawong Park Base Hospital", "Tallowood Private Hospital",
           "Lyrebird Hills Hospital", "Wollundra Regional Hospital", "Koorunga District Hospital",
           "Marrabel Downs Hospital", "Jindalee Vale Hospital", "Barramundi Bay Hospital",
           "Gidgee Creek Multipurpose Service", "Tarrawonga Base Hospital"],
    "CA": ["Kestrel Harbour General Hospital", "Norbridge Regional Health Centre", "Beaumont Falls Memorial Hospital",
           "Hopital Sainte-Odile", "Fort Kinloch Health Centre", "Harwick Landing Hospital",
           "Grand Muskeg Community Hospital", "Ptarmigan Bay District Hospital", "Aspenwood General Hospital",
           "Westerly Cove Health Centre"],
    "IE": ["Glenmullan University Hospital", "Castlebrennan General Hospital", "Ardnacurra Regional Hospital",
           "Rathvarna Maternity Hospital", "Lisnacree Orthopaedic Hospital", "Ballintrae District Hospital",
           "Kilbrannagh University Hospital", "Carrigdown Community Hospital", "Drumcarragh General Hospital",
           "Tobermoyle Community Nursing Unit"],
}

# employing bodies that run care sites (labelled HOSPITAL by convention)
HEALTH_BODIES = {
    "UK": ["Northmoor Valley NHS Foundation Trust", "Kelverton and Ashcombe Hospitals NHS Trust",
           "Wexley Cross University Hospitals NHS Foundation Trust", "Saltingham Health Board",
           "Dunmere University Health Board", "Brackenford Teaching Hospitals NHS Trust"],
    "US": ["Brayton Health System", "Port Ellery Health", "Great Marsh Physicians Group",
           "Cedar Hollow Health Partners", "Tri-Rivers Medical Group"],
    "AU": ["Murrindal Local Health District", "Barramundi Bay Hospital and Health Service",
           "Saltbush Plains Health Network", "Coolabah Health Service"],
    "CA": ["Grand Muskeg Health Authority", "Kestrel Harbour Health Network", "Northern Aspen Health Region"],
    "IE": ["Western Seaboard Hospitals Group", "Midlands Lakes Hospital Group", "Southern Estuary Hospitals Group"],
}

GP_PRACTICES = {
    "UK": ["Foxglove Lane Surgery", "Orchard House Medical Centre", "The Willows Practice",
           "Station Road Surgery", "Bramblecote Health Centre", "Quayside Medical Practice"],
    "US": ["Lakeview Terrace Family Practice", "Red Oak Primary Care", "Hawthorne Valley Internal Medicine",
           "Brayton Employee Health Clinic"],
    "AU": ["Coolabah Heights Medical Centre", "Bottlebrush Bay Family Practice", "Mallee Bend Medical Clinic"],
    "CA": ["Birchmount Flats Family Health Team", "Clinique Medicale Sainte-Marthe", "Loon Lake Medical Clinic"],
    "IE": ["Clonmoragh Medical Centre", "Ballyfarnagh Family Practice", "Muckanagh Health Centre"],
}

WARDS = ["Larkspur Ward", "Bluebell Ward", "Kingfisher Ward", "Heron Unit", "Ward 7B", "Ward 12", "Ward 4C",
         "Rowan Ward", "Elm Ward", "Maple Unit", "Osprey Ward", "Curlew Ward", "Tamarisk Ward", "Ward 21",
         "Harebell Ward", "Sandpiper Unit", "Ward 9A", "Nightingale Ward", "Cedar Ward", "Puffin Ward"]
WARDS_US = ["5 North", "6 West", "4 East", "7 South", "Tower 3", "Pavilion B", "3 Central", "8 North"]

BUILDINGS = ["Harrowby Wing", "Tallis Block", "Brunswick Building", "Jubilee Wing", "Calder Education Centre",
             "Fenwick Pavilion", "North Tower", "Pemberton House", "Aldridge Building", "Carrick Centre",
             "Linfield Annexe", "Mercer Postgraduate Centre", "Oakes Learning Hub", "Ridley Block"]

AGENCIES = {
    "UK": ["Meridian Locums Ltd", "Kestrel Clinical Resourcing", "Thistle Medical Agency",
           "Pinnacle Doctors Direct", "Anchorpoint Healthcare Staffing"],
    "US": ["BlueRidge Locum Tenens", "Lakeshore Locums Inc.", "Summitview Physician Partners",
           "Harborline Medical Staffing", "Copperleaf Anesthesia Staffing"],
    "AU": ["Coral Coast Locums", "Tasman Medical Recruitment", "Redgum Doctors Pty Ltd", "Outback Cover Medical"],
    "CA": ["Northstar Physician Staffing", "Maple Leaf Locums Inc.", "Prairie Cover Medical Services"],
    "IE": ["Emerald Locum Partners", "Shannonside Medical Recruitment", "Atlantic Doctors Agency"],
}

SCHOOLS = {
    "UK": ["University of Kelverton Medical School", "Brackenford School of Medicine",
           "Saltingham University Medical School"],
    "US": ["Port Ellery University College of Medicine", "Hollis Bend State University School of Medicine",
           "Greywater Osteopathic College"],
    "AU": ["Ironbark University School of Medicine", "Tallowood College of Health Sciences"],
    "CA": ["Kestrel Harbour University Faculty of Medicine", "Universite de Lac-Sainte-Odile"],
    "IE": ["Glenmullan University School of Medicine", "Kilbrannagh College of Medicine"],
}
FOREIGN_SCHOOLS = [("Veluvan Institute of Medical Sciences", "India"),
                   ("Okwara State University College of Medicine", "Nigeria"),
                   ("Tamra Valley Medical College", "Pakistan"), ("Santa Irene School of Medicine", "Philippines"),
                   ("Karoo Ridge University Faculty of Health Sciences", "South Africa"),
                   ("Vistula Medical University", "Poland"), ("Carpathia University of Medicine", "Romania"),
                   ("Nile Crescent Faculty of Medicine", "Egypt"), ("Serendib Medical Faculty", "Sri Lanka"),
                   ("Jamuna Medical College", "Bangladesh"), ("Ashanti Hills School of Medicine", "Ghana"),
                   ("Tigris Valley College of Medicine", "Iraq"), ("Cedar Coast University", "Lebanon"),
                   ("Aegean Medical School", "Greece"), ("Ligurian University of Medicine", "Italy"),
                   ("Zambezi Medical School", "Zimbabwe"), ("Rift Highlands University", "Kenya"),
                   ("Kinabalu Medical Institute", "Malaysia"), ("Southern Alps School of Medicine", "New Zealand")]

TRAINING_BODIES = {
    "UK": ["Northmoor Postgraduate Deanery", "Wexley School of Anaesthesia", "Saltingham Foundation School"],
    "US": ["Coastal Plains Residency Consortium", "Port Ellery Graduate Medical Education Office"],
    "AU": ["Murrindal Prevocational Training Network", "Saltbush Rural Generalist Pathway"],
    "CA": ["Kestrel Harbour Postgraduate Medical Education Office", "Prairie Residency Network"],
    "IE": ["Western Seaboard Intern Training Network", "Ardnacurra Basic Specialist Training Scheme"],
}

INDEMNITY = {
    "UK": ["Northgate Medical Protection", "Harbourguard Medical Defence", "Sentinel Medical Indemnity"],
    "US": ["Beacon Physicians Mutual", "Lakeshore Physicians Insurance Co.", "Keystone Professional Liability"],
    "AU": ["Tasman Medical Indemnity", "Southern Shield Medical Defence"],
    "CA": ["Northern Physicians Protective Society"],
    "IE": ["Harbourguard Medical Defence", "Sentinel Medical Indemnity"],
}

HEALTH_INSURERS = {
    "US": ["Great Plains Health Plan", "Summit BlueCare", "Ridgeway Employee Benefits PPO", "Keystone Health Alliance"],
    "AU": ["Wattle Health Fund", "Coastal Members Health"],
    "IE": ["Lakeside Health Insurance DAC"],
    "CA": ["Prairie Blue Extended Health", "Northern Benefits Group Plan"],
    "UK": ["Hawthorn Private Healthcare"],
}

REL_EMPLOYERS = ["Harland Freight", "Copperfold Building Supplies", "Greywater Feed & Seed", "Marlbury Borough Council",
                 "Wattle Creek Primary School", "Kilbrannagh Credit Union", "Beaumont Falls Paper Mill",
                 "Saltingham Fisheries", "Redgum Mining Services", "Pelham Logistics", "Ashcombe Motors",
                 "Tidewater Packaging", "Osgood Grain Co-op", "Lakeview Terrace School District",
                 "Northmoor Bus Company", "Castlebrennan Co-op Creamery", "Fort Kinloch Lumber"]

PROFESSIONS = ["welder", "bus driver", "primary school teacher", "dairy farmer", "retired miner", "electrician",
               "carpenter", "accountant", "hairdresser", "lorry driver", "truck driver", "software developer",
               "postman", "fisherman", "chef", "plumber", "barista", "cleaner", "security guard", "solicitor",
               "firefighter", "warehouse operative", "retail assistant", "taxi driver", "roofer", "bricklayer",
               "civil engineer", "librarian", "mechanic", "journalist", "architect", "stonemason",
               "forklift driver", "delivery driver", "shop owner", "sheep farmer", "labourer", "baker",
               "painter and decorator", "nanny", "construction worker", "retired teacher", "university student",
               "bar manager", "quarry worker", "crane operator", "retired bank manager", "call centre agent",
               "landscape gardener", "retired fisherman", "school caretaker", "veterinary nurse", "actuary"]

PMQ_COUNTRIES = ["India", "Pakistan", "Nigeria", "Egypt", "Sudan", "Sri Lanka", "Bangladesh", "Ghana",
                 "Zimbabwe", "South Africa", "Philippines", "Malaysia", "Poland", "Romania", "Greece", "Italy",
                 "Spain", "Portugal", "Brazil", "Iraq", "Jordan", "Lebanon", "New Zealand", "Kenya", "Uganda",
                 "Nepal", "Singapore", "Germany", "Netherlands"]
HOME_COUNTRY = {"UK": "United Kingdom", "US": "United States", "AU": "Australia", "CA": "Canada", "IE": "Ireland"}
HOME_COUNTRY_ALT = {"UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"], "US": ["USA", "United States"],
                    "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland", "Republic of Ireland"]}

SPECIALTIES = ["General Medicine", "Acute Medicine", "Cardiology", "Respiratory Medicine", "Gastroenterology",
               "General Surgery", "Trauma & Orthopaedics", "Emergency Medicine", "Anaesthetics", "Intensive Care",
               "Paediatrics", "Obstetrics & Gynaecology", "Psychiatry", "Geriatric Medicine", "Urology",
               "Renal Medicine", "Neurology", "Haematology", "Oncology", "Radiology", "ENT", "Ophthalmology"]
SPECIALTIES_US = ["Internal Medicine", "Hospital Medicine", "Emergency Medicine", "Anesthesiology",
                  "General Surgery", "Family Medicine", "Pediatrics", "OB/GYN", "Psychiatry", "Critical Care",
                  "Cardiology", "Orthopedic Surgery", "Radiology", "Neurology", "Pulmonology", "Nephrology"]

GRADES = {
    "UK": ["FY1", "FY2", "CT1", "CT2", "IMT2", "ST3", "ST4", "ST6", "StR", "Specialty Doctor",
           "Clinical Fellow", "Locum Consultant", "Consultant", "Band 5 Staff Nurse", "Band 6 Charge Nurse",
           "Advanced Nurse Practitioner", "Physician Associate"],
    "US": ["PGY-1", "PGY-2", "PGY-3", "PGY-4", "Chief Resident", "Fellow", "Attending", "Hospitalist", "NP",
           "PA-C", "CRNA", "RN"],
    "AU": ["Intern", "RMO", "SRMO", "PHO", "Registrar", "Senior Registrar", "Staff Specialist", "VMO",
           "Career Medical Officer", "RN", "Clinical Nurse Specialist"],
    "CA": ["PGY-1", "PGY-2", "PGY-3", "PGY-4", "Clinical Fellow", "Staff Physician", "Hospitalist", "RN",
           "NP", "Locum Physician"],
    "IE": ["Intern", "SHO", "Registrar", "Specialist Registrar", "Consultant", "NCHD", "Staff Nurse",
           "CNM2", "ANP", "Locum Consultant"],
}

WORKFORCE_ROLES = ["Medical Staffing Officer", "Medical Workforce Coordinator", "Rota Coordinator",
                   "HR Business Partner", "Credentialing Specialist", "Recruitment Officer",
                   "Revalidation Support Officer", "Guardian of Safe Working Hours", "Medical Staffing Manager",
                   "Medical Administration Officer", "Occupational Health Nurse Adviser", "IT Service Desk Analyst"]

EMAIL_DOMAINS = {
    "UK": ["northmoor-nhs.example.org", "kelverton.example.org", "wexleycross-hospitals.example.org",
           "example.org", "mail.example.com"],
    "US": ["braytonhealth.example.com", "portelleryhealth.example.org", "example.com", "mail.example.net"],
    "AU": ["murrindal-lhd.example.org", "health.example.net", "example.com"],
    "CA": ["grandmuskeg-ha.example.org", "kestrelharbour.example.net", "example.ca.example.com"],
    "IE": ["westernseaboard.example.org", "example.ie.example.net", "example.com"],
}
PERSONAL_DOMAINS = ["example.com", "example.net", "mailbox.example.com", "inbox.example.net"]
