"""Invented pools for dev302_en.  Every town, street, organisation, hospital,
station and service below was made up for this set; real states, provinces,
counties and countries are used only as regions."""

MALE = (
    "Aaron Adeel Aidan Alfie Amir Andrzej Arjun Ashley Bartosz Ben Bilal Blake "
    "Bradley Brendan Callum Cathal Ciaran Colm Connor Craig Dale Damien Daniel "
    "Darragh Dean Declan Dmitri Duc Dylan Eoin Ethan Faisal Finn Gareth Grant "
    "Hamza Harvey Hassan Ibrahim Isaac Jack Jake Jamal Jamie Jarrah Jason Jayden "
    "Jordan Joseph Kai Kamil Karl Keanu Kieran Kofi Kyle Lachlan Liam Luca "
    "Lukasz Malik Marcus Mason Mateusz Michael Minh Mohammed Nathan Niall Oisin "
    "Omar Owen Patrick Paul Rafael Reece Rhys Riley Robert Ross Ryan Sami Sean "
    "Shane Tariq Terrence Thanh Tyler Tyrone Wayne Xavier Yusuf Zane Gavin "
    "Lewis Cormac Stuart Desmond Winston Levi Elliot Hugo"
).split()

FEMALE = (
    "Abbie Aisling Aleksandra Amara Amber Amina Aoife Ashleigh Bridget Brooke "
    "Caitlin Chantelle Chloe Ciara Courtney Danielle Destiny Ebony Eleanor Emma "
    "Erin Fatima Gemma Grace Hannah Imani Jade Jasmine Jessica Kayla Keeley "
    "Kezia Lauren Leah Linh Lucy Maeve Magdalena Mai Maria Megan Mia Molly "
    "Naomi Niamh Nicole Olivia Orla Paige Priya Rachel Rebecca Roisin Ruby "
    "Saoirse Shannon Shauna Siobhan Sophie Stacey Tamika Tegan Tia Toni Tyra "
    "Vanessa Zainab Zoe Harriet Yvonne Marguerite Bronwyn Deirdre Kirsty Janelle"
).split()

MIDDLE_M = "James John Paul Thomas Lee Michael Anthony Joseph David Edward Ali Kwame Sean Patrick Raymond".split()
MIDDLE_F = "Marie Louise Anne Jane Elizabeth Rose May Grace Kathleen Nicole Jo Aroha".split()

SURNAMES = (
    "Achterberg Adeyemi Ahearne Akhtar Aldous Ashdown Bakowski Balogun Banerjee "
    "Barraclough Beaumont Bellamy Birtwistle Blackwood Boateng Bourke Brannigan "
    "Brennock Broadhurst Calloway Carmody Castellano Chaudhry Cheung Clerkin "
    "Coughlan Cresswell Cullinane Dabrowski Dalgleish Danforth Delaney Devereux "
    "Dhillon Doherty Donnachie Drummond Duggan Dunleavy Eastwood Ekwueme Ellery "
    "Farrelly Fennimore Fitzgerald Flanagan Fogarty Fontaine Gallagher Garrity "
    "Gaskell Gillespie Gormley Greenhalgh Gutierrez Hallinan Hargreaves Hartigan "
    "Haverford Heffernan Hennessy Holloway Horvath Hussain Ibekwe Iqbal "
    "Jankowski Jarvie Kavanagh Keogh Kettleby Khan Kilbride Kowalczyk Laidlaw "
    "Lanigan Larkin Lavelle Lennox Liddell Lindqvist Lockhart Loughnane MacAulay "
    "Madigan Mahony Malinowski Marchetti McAlinden McCaffrey McGettigan McIlroy "
    "McKinstry Mendoza Merriweather Moloney Mulcahy Murtagh Nakamura Naylor "
    "Nguyen Nkemelu Noonan Nowak O'Callaghan O'Dwyer O'Halloran O'Keeffe "
    "Okonkwo Oyelaran Padmore Pemberton Penhaligon Petrakis Pickersgill "
    "Prendergast Quigley Quinlan Rafferty Rahman Ravenscroft Redmond Rowntree "
    "Santoro Scanlon Sheehy Shorrock Sidhu Silvestri Sinnott Sokolov Stanhope "
    "Sutcliffe Szymanski Tallon Tennant Thistlewood Tierney Tomlinson Tran "
    "Treadwell Truong Twomey Underhill Vasquez Vickery Wadsworth Walcott "
    "Wanjiru Whelan Whitlock Wisniewski Woodhouse Yeboah Yilmaz Zielinski "
    "Ashcroft Bramall Corrigan Dunphy Egan Fairweather Grogan Hollins Ingham "
    "Joyce Kinsella Lowther Mwangi Ndlovu Oduya Pullinger Roche Strachan "
    "Tuohy Voss Wynne Yates Abara Benavides Costigan Delacroix Eberhardt "
    "Featherstone Goldsworthy Hinchcliffe Ismail Jablonski Kaur Lucero"
).split()

NICKS = "Gaz Shaz Macca Robbo Spud Tommo Deano Jonno Kez Bazza Fitzy Mo Dazza Jojo Sully Tink".split()

# ---- places -------------------------------------------------------------
TOWNS = {
    "UK": ("Harrowmere Kestleby Thornwick Brackenshaw Mardle Cross Wynstow "
           "Fennickham Larkholt Rookhallow Culvercombe Ellerbrook Pennigate "
           "Saltmarsh Fold Ravensholt Dunmarket Coldharbour Vale Hobbsley "
           "Mirefield Grenstow Quarrington Lanthorpe Ashwell Cross").split(" "),
    "IE": ("Ballycarrow Kilmoran Dunnamore Carrigvale Rathcullen Glenmullagh "
           "Tullybrack Knockanree Inishdara Castlebrennan Clonaveagh Lisnacree "
           "Ardmullen Drumcarrig Ballinvoher").split(" "),
    "AU": ("Karrawong|Bindaree Point|Murrawa|Ironbark Ridge|Jarrah Vale|"
           "Coolabah Springs|Yarrandale|Tindal Bay|Wirrinya Heights|Banksia Flat|"
           "Gidgee Creek|Moonbah Park|Kurrajong East|Saltbush Plains|Wattlemere").split("|"),
    "CA": ("Port Ellery|Maplecroft|Cedar Narrows|Fort Kessell|Pine Hollow|"
           "North Tamsworth|Riverbend Flats|Saint-Aubin-des-Pins|Lac-Vermeil|"
           "Birch Harbour|Greyhaven|Tillsford|Moosehide Crossing|Ashbury Mills|Kettle Rapids").split("|"),
    "US": ("Harlow Springs|Delmont Ridge|East Corwin|Pellston Lake|Grangerville|"
           "Wrenfield|Stonebury|Ludlow Crossing|Ashby Flats|Bellwater|Cottonwood Bend|"
           "Marlow Heights|Quarry Falls|Dunmore Junction|Salter Creek").split("|"),
}
# Multi-word town lists above for UK use a single split; fix the two-word ones.
TOWNS["UK"] = ["Harrowmere", "Kestleby", "Thornwick", "Brackenshaw", "Mardle Cross",
               "Wynstow", "Fennickham", "Larkholt", "Rookhallow", "Culvercombe",
               "Ellerbrook", "Pennigate", "Saltmarsh Fold", "Ravensholt", "Dunmarket",
               "Coldharbour Vale", "Hobbsley", "Mirefield", "Grenstow", "Quarrington",
               "Lanthorpe", "Ashwell Cross"]

REGIONS = {  # real regions (type in brackets in phi.py)
    "UK": ["West Yorkshire", "Lancashire", "Kent", "Devon", "Staffordshire", "Cheshire",
           "Norfolk", "Cumbria", "Somerset", "Northumberland", "Lincolnshire", "Essex"],
    "IE": ["Kildare", "Meath", "Cork", "Galway", "Mayo", "Wexford", "Tipperary",
           "Donegal", "Louth", "Clare", "Offaly", "Sligo"],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS"),
           ("Northern Territory", "NT"), ("Australian Capital Territory", "ACT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Manitoba", "MB"), ("Nova Scotia", "NS"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL")],
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Oregon", "OR"),
           ("Georgia", "GA"), ("Arizona", "AZ"), ("Wisconsin", "WI"), ("Texas", "TX"),
           ("Kentucky", "KY"), ("Minnesota", "MN"), ("Colorado", "CO"), ("Missouri", "MO")],
}
US_COUNTIES = ["Tallis", "Marrow", "Keel", "Brandywell", "Oster", "Calder", "Whitlow", "Penrose"]

STREET_NAMES = ("Linden Cobble Orchard Quarry Rowan Heron Mill Tanner Chapel Beacon Fern "
                "Willow Granary Foundry Kiln Lark Sexton Cooper Ropewalk Saddler Brewhouse "
                "Alder Juniper Hazel Poplar Garnet Slate Weaver Drover Pinfold Ferry Lantern "
                "Harbour Gull Osprey Wattle Banksia Redgum Spruce Tamarack Sumac Buckeye "
                "Magnolia Prairie Sycamore Aspen Hawthorn Bramble Thistle").split()
STREET_SUFFIX = {
    "UK": ["Street", "Road", "Lane", "Close", "Terrace", "Avenue", "Crescent", "Way", "Gardens", "Walk"],
    "IE": ["Street", "Road", "Park", "Avenue", "Lawns", "Grove", "Heights", "Drive", "Court", "Close"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Drive", "Place", "Esplanade", "St"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Way", "Court", "St", "Ave"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "St", "Ave", "Rd"],
}
ESTATES = ["Heronsgate Estate", "Millbrook Court", "Kilnfield Flats", "St Aldric's Court",
           "Foundry House", "Lantern Row Flats", "Cobblers Yard"]

# ---- organisations and care sites ------------------------------------------
HOSP_PAT = {
    "UK": ["{t} General Hospital", "{t} Royal Infirmary", "{t} District Hospital",
           "St Aldric's Hospital", "Queen Edith Hospital", "{t} University Hospital"],
    "IE": ["{t} University Hospital", "{t} Regional Hospital", "St Fionnán's Hospital",
           "Mercy Bridge Hospital", "{t} General Hospital"],
    "AU": ["{t} Base Hospital", "{t} Hospital", "Royal {t} Hospital", "St Oswin's Hospital",
           "{t} Health Service"],
    "CA": ["{t} General Hospital", "{t} Health Centre", "Hôpital Sainte-Viviane",
           "{t} Regional Health Centre", "Tamarack Valley Memorial Hospital"],
    "US": ["{t} Medical Center", "{t} Memorial Hospital", "Mercy Ridge Medical Center",
           "St. Anselm Regional Hospital", "{t} Community Hospital"],
}
GP_PAT = {
    "UK": ["{s} Surgery", "{t} Medical Centre", "{s} Health Centre", "The {s} Practice"],
    "IE": ["{t} Medical Centre", "{s} Family Practice", "{s} Street Surgery"],
    "AU": ["{t} Medical Centre", "{s} Family Practice", "{t} Aboriginal Health Service"],
    "CA": ["{t} Family Health Team", "{s} Medical Clinic", "{t} Community Health Centre"],
    "US": ["{t} Family Medicine", "{s} Primary Care", "{t} Community Health Clinic"],
}
PHARM_PAT = ["{s} Pharmacy", "{t} Pharmacy", "{n}'s Chemist", "{s} Lane Pharmacy", "Care-Plus Pharmacy {t}"]
DRUG_SERVICE = {
    "UK": ["{t} Recovery Service", "Pathways Drug and Alcohol Service", "{t} Community Alcohol Team"],
    "IE": ["{t} Addiction Service", "{t} Methadone Clinic", "Harbour Road Drug Treatment Centre"],
    "AU": ["{t} Opioid Treatment Program", "{t} Alcohol and Drug Service", "Saltbush Recovery Clinic"],
    "CA": ["{t} Opioid Agonist Therapy Clinic", "{t} Addiction Services", "{t} Rapid Access Addiction Clinic"],
    "US": ["{t} Recovery Center", "{t} Opioid Treatment Program", "Kestrel MAT Clinic"],
}
MH_TEAM = {
    "UK": ["{t} CMHT", "{t} Early Intervention Team", "Willowbank Crisis Team", "{t} Home Treatment Team"],
    "IE": ["{t} Community Mental Health Team", "{t} Mental Health Services", "Lisnacree Day Hospital"],
    "AU": ["{t} Community Mental Health", "{t} Acute Care Team", "Gidgee Mental Health Unit"],
    "CA": ["{t} Assertive Community Treatment Team", "{t} Mental Health Clinic", "Birchwood Crisis Centre"],
    "US": ["{t} Behavioral Health", "{t} Crisis Stabilization Unit", "Pellwater Counseling Center"],
}
WARDS = ["Rowan Ward", "Ward 7B", "Kestrel Unit", "Ash Ward", "Acute Medical Unit", "Heron Ward",
         "Clinical Decision Unit", "Ward 12", "Larch Ward", "Psychiatric Decision Unit"]
LD_SERVICE = {
    "UK": "{r} Liaison and Diversion Service",
    "IE": "{t} Prison In-reach and Court Liaison Service",
    "AU": "{t} Court Liaison Service",
    "CA": "{t} Mental Health Court Diversion Program",
    "US": "{t} Jail Diversion Program",
}
FORCES = {
    "UK": ["Wyvernshire Constabulary", "Northmarch Police", "Severnvale Police", "Calderbrook Constabulary"],
    "IE": [],
    "AU": [],
    "CA": ["{t} Police Service", "{t} Regional Police"],
    "US": ["{t} Police Department", "{c} County Sheriff's Office"],
}
STATIONS = {
    "UK": ["{t} Police Station", "{t} Custody Suite", "Castlegate Custody Suite", "Brookside Police Station"],
    "IE": ["{t} Garda Station"],
    "AU": ["{t} Police Station", "{t} Watch-house", "{t} Police Cells"],
    "CA": ["{t} RCMP Detachment", "{t} Police Service Cellblock", "{t} Central Holding Facility"],
    "US": ["{c} County Jail", "{c} County Detention Center", "{t} City Jail", "{t} Police Department Holding Facility"],
}
PROVIDERS = ["Medisure Custody Health", "Keystane Forensic Healthcare", "Arden Detention Medical Services",
             "Clearwater Custodial Care Ltd", "Northgate Forensic Medical Group", "Bluestone Justice Health",
             "Tamworth-Kerr Health Partners", "Sentinel Ridge Correctional Health"]
SOLICITOR_FIRMS = ["Kearney & Doyle Solicitors", "Pullinger Whitby LLP", "Oduya Legal", "Ferncliff Law",
                   "Brannigan Associates", "Cotter Lowe Defence", "Hartigan & Voss", "Mayfield Legal Aid Clinic"]
EMPLOYERS = ["Brennock Haulage", "Quarrystone Builders", "Greenleaf Catering", "Tanner Row Motors",
             "Kiln Yard Scaffolding", "Harbourside Fish Co", "Lanthorpe Logistics", "Bramall Roofing",
             "Sunny Day Cleaning Services", "Red Kite Couriers", "Foundry Street Bakery", "Marlow Steelworks",
             "Copperbeech Care Agency", "Osprey Security Ltd", "Northline Rail Maintenance", "Wattle Landscaping"]
CHARITIES = ["Harbourlight Housing Trust", "St Aldric's Night Shelter", "Tallowgate Outreach",
             "Lantern Youth Project", "Ferngate Women's Refuge", "Kiln Street Mentoring"]
SCHOOLS = ["Ellerbrook Academy", "St Columba's College", "Riverbend Secondary School",
           "Westmoor Further Education College", "Grangerville High School", "Birch Harbour Institute of Technology"]
LANDMARKS = ["Corn Exchange", "Old Tannery car park", "Wellgate Shopping Centre", "Victoria Jubilee Fountain",
             "Riverside Skate Park", "Lantern Quay", "Market Cross", "Railway Arches", "Kingfisher Retail Park",
             "Harbour Steps", "Memorial Gardens bandstand", "Bus Interchange"]

PROFESSIONS = ["scaffolder", "labourer", "chef", "delivery driver", "plasterer", "care assistant",
               "electrician", "forklift driver", "barista", "roofer", "warehouse operative",
               "taxi driver", "bricklayer", "hairdresser", "security guard", "kitchen porter",
               "mechanic", "nursing student", "bar manager", "landscaper", "fisherman", "painter and decorator",
               "retail assistant", "carpenter", "bus driver", "call centre agent", "tiler", "farm hand",
               "welder", "cleaner", "truck driver", "dental nurse", "plumber", "postal worker",
               "apprentice joiner", "personal trainer", "software tester", "shelf stacker"]
FAM_PROFESSIONS = ["teacher", "nurse", "accountant", "bus driver", "shop manager", "cleaner",
                   "social care worker", "retired miner", "hairdresser", "pharmacist", "firefighter"]

COUNTRIES_OTHER = ["Poland", "Romania", "Lithuania", "Portugal", "Nigeria", "Somalia", "Vietnam",
                   "Albania", "India", "Pakistan", "New Zealand", "Brazil", "Latvia", "Eritrea",
                   "Sudan", "Philippines", "Jamaica", "Iraq", "Slovakia", "Ghana", "Mexico", "Syria"]
LANGUAGES = {"Poland": "Polish", "Romania": "Romanian", "Lithuania": "Lithuanian", "Portugal": "Portuguese",
             "Nigeria": "Yoruba", "Somalia": "Somali", "Vietnam": "Vietnamese", "Albania": "Albanian",
             "India": "Punjabi", "Pakistan": "Urdu", "New Zealand": "English", "Brazil": "Portuguese",
             "Latvia": "Latvian", "Eritrea": "Tigrinya", "Sudan": "Arabic", "Philippines": "Tagalog",
             "Jamaica": "English", "Iraq": "Kurdish Sorani", "Slovakia": "Slovak", "Ghana": "Twi",
             "Mexico": "Spanish", "Syria": "Arabic"}

HOME_COUNTRY = {"UK": ["United Kingdom", "UK", "England"], "IE": ["Ireland"],
                "AU": ["Australia"], "CA": ["Canada"], "US": ["USA", "United States"]}

SAINTS_DAYS = {"UK": ["Christmas Day", "Boxing Day", "New Year's Eve", "Bonfire Night", "Easter Monday"],
               "IE": ["St Patrick's Day", "Christmas Eve", "Stephen's Day", "New Year's Day", "Halloween"],
               "AU": ["Australia Day", "Anzac Day", "Christmas Day", "New Year's Eve", "Boxing Day"],
               "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas Eve", "New Year's Day"],
               "US": ["Thanksgiving", "Independence Day", "Labor Day", "Christmas Eve", "Halloween"]}

USERNAME_PAT = ["{f}{l}{d}", "{f}.{last}", "{last}{f}{d}", "hcp.{last}", "{first}.{last}{d}", "{f}{last}"]
