"""Invented pools for dev290_en. Every person, street, town, organisation and
care-site name below was made up for this set; real countries, states,
provinces and regions are used as they are."""

FIRST_F = """Amelia Aoife Siobhan Priya Mei Chloe Hannah Grace Olivia Zara Fatima Nkechi
Amara Ingrid Freya Isla Niamh Roisin Saoirse Ciara Emily Jessica Madison Brianna Keisha
Yasmin Leila Anjali Deepa Sunita Harpreet Kiran Aiko Yuki Linh Maria Lucia Sofia Camila
Valentina Ana Tamsin Bethan Rhiannon Heather Morag Kirsty Alison Joanne Deborah Karen
Susan Margaret Denise Wendy Charlotte Sophie Lily Ruby Matilda Harriet Imogen Philippa
Naomi Esther Miriam Adaeze Abena Wanjiru Thandiwe Aroha Kaia Tahlia Jasmine Leah
Madeleine Genevieve Marguerite Nadia Elif Petra Hana Sinead Orla Una Catriona Beatrix""".split()

FIRST_M = """Oliver Jack Harry George Callum Ewan Fraser Rhys Dylan Cian Oisin Padraig Declan
Ronan Eoin Liam Connor Tyler Brandon Marcus Darnell Andre Malik Omar Yusuf Tariq Imran
Rajesh Arjun Vikram Sanjay Hiroshi Kenji Wei Jun Minh Duc Carlos Mateo Diego Javier Luis
Emeka Chinedu Kwame Kofi Tendai Sipho Tane Nikau Lachlan Angus Hamish Bruce Graham Nigel
Trevor Kevin Gary Stephen Michael David Peter Thomas William James Samuel Benjamin Nathan
Ethan Noah Mathieu Etienne Gabriel Henrik Lars Piotr Tomasz Andrei Dmitri Felix Rupert
Alistair Desmond Cormac Fergal Aidan Joel Isaac Ravi Anand""".split()

LAST = """Ashworth Blackwood Brannigan Castellano Chadwick Dunmore Featherstone Okonkwo Adeyemi
Mensah Boateng Kariuki Mwangi Nakamura Takahashi Nguyen Tran Pham Kaur Sandhu Gill Patel
Sharma Iyer Krishnan Banerjee Rahman Chowdhury Hussain Qureshi Malik O'Sullivan O'Donoghue
McCarthy Mulcahy Brennan Donnelly Gallagher Kavanagh McAllister MacLeod Drummond Lindqvist
Novak Kowalczyk Petrenko Ivanova Moreau Tremblay Gagnon Bouchard Lefebvre Cote Whitfield
Harrowgate Pennington Radcliffe Thornbury Wexley Yardley Pemberton Holloway Kingsley
Marchetti Romano Esposito Ferreira Oliveira Santos Mendoza Gutierrez Ramirez Castillo Reyes
Delgado Ortega Kim Park Choi Wong Chan Leung Lim Tan Goh Walker Turner Parker Collins
Hughes Edwards Price Lloyd Morgan Rees Jenkins Powell Bishop Fletcher Foster Gardner
Hayward Lambert Marsh Nash Osborne Palmer Quinn Rowe Sutton Tucker Vaughan Webb Yates
Abbott Barlow Carver Dalton Ellison Fairbanks Garland Hargreaves Ingram Jolliffe Keane
Lockhart Mallory Norcott Ormsby Prendergast Ravenscroft Seddon Trelawney Underhill Villiers
Wainwright Ashdown Brightwell Coldstream Dewhurst Achterberg Balogun Cheung Dhillon Eze
Fonseca Grabowski Haddad Ilunga Jovanovic Kowalski Lindgren Mahlangu Nwosu Obi Pereira
Rasmussen Sato Szabo Tshabalala Umeh Vasquez Whitcombe Zielinski Ahn Brereton Corcoran
Devlin Egan Furlong Hegarty Lenihan Moriarty Nolan Phelan Redmond Sheehan Tierney""".split()

TOWNS = {
    "UK": [("Ashcombe", "Devon"), ("Brindlemoor", "Lancashire"), ("Carrowfield", "Cumbria"),
           ("Dunmere Cross", "Cornwall"), ("Eastwick Vale", "Kent"), ("Fallowbridge", "Norfolk"),
           ("Greyhithe", "Essex"), ("Hartwell Green", "Surrey"), ("Inglesby", "North Yorkshire"),
           ("Kettleby Marsh", "Lincolnshire"), ("Longmere", "Shropshire"),
           ("Marwood Heath", "Hampshire"), ("Netherford", "Somerset"),
           ("Oakhampstead", "Hertfordshire"), ("Pendlecombe", "Dorset"),
           ("Ravensholme", "West Yorkshire"), ("Saltmarsh Bay", "Northumberland"),
           ("Thornleigh", "Cheshire"), ("Upper Wyndham", "Wiltshire"),
           ("Westerfold", "Gloucestershire"), ("Yarrowby", "Durham"),
           ("Kilbrachan", "Fife"), ("Llanfedw", "Powys"), ("Cowdenbrae", "Midlothian")],
    "US": [("Cedar Hollow", "OH"), ("Port Alden", "ME"), ("Hollis Creek", "TN"),
           ("Marlow Springs", "CO"), ("Bramblewood", "NC"), ("Silver Fork", "UT"),
           ("East Larkin", "MA"), ("Willow Bend", "TX"), ("Ashby Crossing", "VA"),
           ("Lakeshire", "MN"), ("Copper Hollow", "AZ"), ("Greyridge", "OR"),
           ("Pine Harbor", "WA"), ("Stoneleigh", "IL"), ("Maple Crossing", "WI"),
           ("Harlan Bluff", "KY"), ("Delmont Shores", "FL"), ("New Castleford", "CT"),
           ("Orchard Grove", "CA"), ("Elk Prairie", "MT"), ("Tallow Creek", "GA"),
           ("Westbury Heights", "MI"), ("Juniper Flats", "NM"), ("Bayard Point", "NJ")],
    "AU": [("Wattle Bay", "NSW"), ("Yarrabin", "NSW"), ("Coolamundra", "QLD"),
           ("Banksia Heights", "WA"), ("Kookaburra Creek", "QLD"), ("Tallowood", "VIC"),
           ("Mallee Flats", "VIC"), ("Brindabella Vale", "ACT"), ("Port Ellery", "SA"),
           ("Corella Point", "NT"), ("Marri Downs", "WA"), ("Huon Ridge", "TAS"),
           ("Gumleaf Springs", "QLD"), ("Eastbrook", "VIC"), ("Warrigal Park", "NSW"),
           ("Bellbird Hill", "NSW"), ("Saltbush Plains", "SA"), ("Karri Cove", "WA")],
    "CA": [("Port Edgemont", "ON"), ("Maple Narrows", "ON"), ("St. Aubert-du-Lac", "QC"),
           ("Cedar Landing", "BC"), ("Pinecrest Harbour", "NS"), ("Fort Lassiter", "AB"),
           ("Willowmere", "MB"), ("Kestrel Bay", "BC"), ("Riverton Falls", "NB"),
           ("Granite Cove", "NL"), ("Prairie Rose", "SK"), ("North Alder", "ON"),
           ("Lac-Bellefeuille", "QC"), ("Tamarack Crossing", "ON"), ("Elkhorn Ridge", "AB"),
           ("Sable Point", "NS"), ("Hollowbrook", "ON"), ("Caribou Flats", "BC")],
    "IE": [("Kilbrannagh", "Galway"), ("Drumcorrin", "Cavan"), ("Ballinmoyle", "Mayo"),
           ("Carrigdowne", "Cork"), ("Rathfenny", "Meath"), ("Glenashane", "Kerry"),
           ("Templemoyle", "Donegal"), ("Clonmoragh", "Offaly"), ("Ardcullen", "Wexford"),
           ("Lisnagreeve", "Monaghan"), ("Castlebrack", "Tipperary"), ("Kilmacrea", "Wicklow"),
           ("Ballyvorneen", "Limerick"), ("Corravaun", "Sligo"), ("Mountbrennan", "Kildare"),
           ("Newtownlacey", "Louth"), ("Dromkeale", "Clare"), ("Ennisbawn", "Waterford")],
}

STATE_NAMES = {
    "OH": "Ohio", "ME": "Maine", "TN": "Tennessee", "CO": "Colorado", "NC": "North Carolina",
    "UT": "Utah", "MA": "Massachusetts", "TX": "Texas", "VA": "Virginia", "MN": "Minnesota",
    "AZ": "Arizona", "OR": "Oregon", "WA": "Washington", "IL": "Illinois", "WI": "Wisconsin",
    "KY": "Kentucky", "FL": "Florida", "CT": "Connecticut", "CA": "California",
    "MT": "Montana", "GA": "Georgia", "MI": "Michigan", "NM": "New Mexico", "NJ": "New Jersey",
    "ON": "Ontario", "QC": "Quebec", "BC": "British Columbia", "NS": "Nova Scotia",
    "AB": "Alberta", "MB": "Manitoba", "NB": "New Brunswick", "NL": "Newfoundland and Labrador",
    "SK": "Saskatchewan",
    "NSW": "New South Wales", "QLD": "Queensland", "WA_AU": "Western Australia",
    "VIC": "Victoria", "ACT": "Australian Capital Territory", "SA": "South Australia",
    "NT": "Northern Territory", "TAS": "Tasmania",
}

HOME_COUNTRY = {"UK": ["United Kingdom", "UK", "England"], "US": ["USA", "United States"],
                "AU": ["Australia"], "CA": ["Canada"], "IE": ["Ireland"]}

STREET_STEMS = """Alder Birchwood Chandler Dovecote Elmsleigh Foxglove Gorse Hawthorn Ivybank
Juniper Kestrel Larkspur Meadowsweet Nettlebed Orchard Pennyroyal Quayside Rowan Sorrel
Thistle Umberleigh Vetchfield Willowherb Yarrow Ashgrove Bramley Coppice Dunlin Fernhill
Glebe Heron Kingfisher Lapwing Millrace Netherby Oldfield Plover Sandpiper Tanners Upland
Wren Wharf Beacon Cobble Drovers Ferrier Granary Harbour Lantern Mariner Paddock Saddler
Tollgate Weaver Linden Marram Bracken Heathfield Saltings Copperbeech""".split()

STREET_SUF = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens",
           "Terrace", "Way", "Mews", "Place"],
    "US": ["Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way", "Place",
           "Parkway", "Trail", "St", "Ave", "Rd", "Dr", "Blvd"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Close", "Court", "Place",
           "Drive", "St", "Rd", "Ave"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Lane", "Court"],
    "IE": ["Road", "Street", "Avenue", "Park", "Grove", "Lawn", "View", "Heights", "Court",
           "Drive"],
}

HOSP_STEMS = """Aldmoor Bellhaven Calderbrook Dunholme Elderfield Fairhaven Glenmarra
Harrowdene Ivybridge Kilmarden Lanrick Merrowdale Northcote Oakenfold Penhallow
Queensmere Ravenswood Stanbury Tolworth Underwood Vellacott Westbourne Yewdale
Ashlar Bramblecote Corriemoor Drumhallow Eastmere Foxdale Galloway Hollinsend""".split()

SAINTS = """Aldhelm Brannock Cuthwin Elphin Fintan Gervase Hilda Ita Kessog Lughaidh Marnock
Odhran Petroc Ronan Senan Teilo Wulfran Adomnan""".split()

TRAVEL_CLINIC_PAT = ["{s} Travel Health Centre", "{s} Travel Clinic", "{s} Travel Medicine Service",
                     "{s} Vaccination and Travel Clinic", "{s} Travellers' Health Clinic",
                     "{s} Immunisation Centre", "{s} Yellow Fever Centre"]
TRAVEL_CLINIC_PAT_US = ["{s} Travel Health Center", "{s} Travel Medicine Clinic",
                        "{s} International Travel Clinic", "{s} Passport Health Clinic",
                        "{s} Travelers' Clinic", "{s} Immunization Center"]
HOSP_PAT = ["{s} General Hospital", "{s} University Hospital", "{s} Royal Infirmary",
            "St {saint}'s Hospital", "{s} District Hospital", "{s} Regional Medical Centre",
            "{s} Memorial Hospital", "St {saint}'s University Hospital"]
HOSP_PAT_US = ["{s} Medical Center", "{s} Memorial Hospital", "{s} Regional Medical Center",
               "St. {saint}'s Medical Center", "{s} University Hospital", "{s} Health System"]
GP_PAT = ["{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "{s} Family Practice",
          "The {s} Practice", "{s} Medical Centre"]
GP_PAT_US = ["{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine Associates",
             "{s} Family Health Center"]
PHARM_PAT = ["{s} Pharmacy", "{s} Chemist", "{s} Community Pharmacy", "{s} Late Night Pharmacy"]
LAB_PAT = ["{s} Pathology", "{s} Reference Parasitology Laboratory", "{s} Microbiology Laboratory",
           "{s} Imported Fever Laboratory"]
WARDS = """Kestrel Heron Tamar Wensum Avocet Linnet Osprey Merlin Bittern Curlew Fulmar
Sanderling""".split()

ABROAD_CLINICS = ["Mwanga Medical Centre", "Bayview International Clinic", "Sunrise Polyclinic",
                  "Clinica Santa Lucinda", "Hopital Bon Secours de Kivala", "Hillcrest Mission Hospital",
                  "Lotus International Hospital", "Tamarind Medical Clinic", "Clinica del Valle Verde",
                  "Jacaranda Family Clinic", "Riverbend Mission Dispensary", "Coral Reef Medical Centre"]

ORGS_EMPLOYER = ["Halloran Geotechnical Ltd", "Brightwater Engineering", "Corrigan Mining Services",
                 "Northwind Energy Partners", "Silverline Consulting", "Tidewell Logistics",
                 "Kestrel Aviation Services", "Bluestone Telecoms", "Pemberton and Vance LLP",
                 "Meridian Water Solutions", "Ironbark Drilling", "Saltire Offshore Services",
                 "Larchmont Agritech", "Calloway Broadcasting", "Greenfield Seeds Cooperative",
                 "Harbourgate Shipping", "Orrin Biotech", "Quillon Software", "Redmarsh Construction",
                 "Tessaly Hotels Group"]
ORGS_NGO = ["Wellspring Relief International", "Open Hands Medical Aid", "Safe Harbour Refugee Trust",
            "Clearwater WASH Alliance", "Bridges for Schools", "Lantern Health Partners",
            "Frontline Nutrition Collective", "Harvest Hope Foundation", "Common Ground Mission",
            "Kindred Water Project", "Beacon Maternal Health Trust", "Lifeline Surgical Teams"]
ORGS_SCHOOL = ["Greyfield Academy", "Westerfold Grammar School", "Northgate College",
               "St Columba's Secondary School", "Lakeshire Community College",
               "Kilmarden Institute of Technology", "Bellhaven University", "Calderbrook High School"]
ORGS_TOUR = ["Compass Trails Adventures", "Summit and Savannah Expeditions", "Blue Horizon Tours",
             "Wildtrack Overland", "Footloose Gap Year Company", "Pilgrim Paths Travel"]
ORGS_INSURER = ["Sentinel Travel Insurance", "Harbourline Health", "Pinnacle Mutual",
                "Wayfarer Assure", "Northstar Benefit Plans", "Keystone Health Cover"]
ORGS_CHURCH = ["Grace Fellowship Church", "St Ita's Parish", "New Dawn Baptist Church",
               "Cornerstone Community Church"]

PROFESSIONS = ["civil engineer", "geologist", "logistics coordinator", "water and sanitation engineer",
               "primary school teacher", "veterinary nurse", "wildlife biologist", "midwife",
               "journalist", "photographer", "mining surveyor", "flight attendant",
               "software developer", "accountant", "medical student", "missionary", "chef",
               "plumber", "electrician", "commercial pilot", "programme manager",
               "field epidemiologist", "agronomist", "solicitor", "secondary school teacher",
               "nurse", "paramedic", "dentist", "architect", "sales director", "film producer",
               "marine biologist", "dive instructor", "tour guide", "construction manager",
               "oil rig technician", "university lecturer", "social worker", "pharmacist",
               "veterinarian", "police officer", "firefighter", "retired teacher",
               "retired banker", "student", "graphic designer", "research scientist",
               "humanitarian logistician", "surgeon", "physiotherapist", "hydrogeologist",
               "mechanic", "carpenter", "data analyst", "shipping broker", "aid worker",
               "cave surveyor", "documentary maker", "IT consultant", "farmer"]

# (country, [regions], profile) ; profile keys: yf (0 none, 1 risk, 2 cert required),
# mal (0 none, 1 low, 2 high), je, rab, chol, men, alt, schis, deng
DEST = [
    ("Kenya", ["Rift Valley", "Turkana", "Kilifi County"], dict(yf=1, mal=2, rab=1, schis=1, deng=1)),
    ("Tanzania", ["Zanzibar", "Mara Region", "Kigoma Region"], dict(yf=1, mal=2, rab=1, schis=1, deng=1)),
    ("Uganda", ["West Nile", "Karamoja"], dict(yf=2, mal=2, rab=1, schis=1, men=1)),
    ("Ghana", ["Ashanti Region", "Volta Region", "Northern Region"], dict(yf=2, mal=2, rab=1, men=1, schis=1)),
    ("Nigeria", ["Ogun State", "Cross River State", "Plateau State"], dict(yf=2, mal=2, rab=1, men=1, chol=1)),
    ("Democratic Republic of the Congo", ["North Kivu", "South Kivu", "Ituri"], dict(yf=2, mal=2, rab=1, chol=1)),
    ("Sierra Leone", ["Eastern Province", "Northern Province"], dict(yf=2, mal=2, rab=1, men=1)),
    ("Ethiopia", ["Tigray", "Amhara", "Afar", "Oromia"], dict(yf=1, mal=1, rab=1, alt=1, men=1)),
    ("South Sudan", ["Upper Nile", "Unity State"], dict(yf=2, mal=2, rab=1, chol=1, men=1)),
    ("Mozambique", ["Cabo Delgado", "Sofala"], dict(mal=2, rab=1, chol=1, schis=1)),
    ("Malawi", ["Southern Region", "Central Region"], dict(mal=2, rab=1, schis=1)),
    ("Madagascar", ["Atsimo-Andrefana", "Analamanga"], dict(mal=2, rab=1)),
    ("Senegal", ["Casamance", "Kedougou Region"], dict(yf=1, mal=2, men=1)),
    ("Cameroon", ["Adamawa Region", "Far North Region"], dict(yf=2, mal=2, men=1, rab=1)),
    ("India", ["Kerala", "Rajasthan", "Goa", "Himachal Pradesh", "Assam"], dict(mal=1, je=1, rab=1, deng=1)),
    ("Nepal", ["Khumbu", "Mustang", "Solukhumbu"], dict(mal=1, je=1, rab=1, alt=1)),
    ("Bangladesh", ["Chittagong Hill Tracts"], dict(mal=1, rab=1, chol=1, deng=1)),
    ("Pakistan", ["Sindh", "Punjab", "Khyber Pakhtunkhwa"], dict(mal=1, rab=1, deng=1)),
    ("Vietnam", ["Mekong Delta", "Central Highlands"], dict(mal=1, je=1, rab=1, deng=1)),
    ("Cambodia", [], dict(mal=1, je=1, rab=1, deng=1)),
    ("Laos", [], dict(mal=1, je=1, rab=1, deng=1)),
    ("Thailand", [], dict(mal=1, je=1, rab=1, deng=1)),
    ("Indonesia", ["Bali", "Papua", "Lombok", "Sumatra"], dict(mal=1, je=1, rab=1, deng=1)),
    ("Philippines", ["Palawan", "Mindanao"], dict(mal=1, je=1, rab=1, deng=1)),
    ("Peru", ["Loreto", "Madre de Dios", "Puno"], dict(yf=1, mal=1, rab=1, alt=1, deng=1)),
    ("Brazil", ["Amazonas", "Bahia", "Minas Gerais", "Para"], dict(yf=1, mal=1, rab=1, deng=1)),
    ("Colombia", ["Antioquia", "Choco", "Amazonas"], dict(yf=1, mal=1, rab=1, deng=1)),
    ("Bolivia", ["Beni", "Pando"], dict(yf=1, mal=1, alt=1, rab=1)),
    ("Ecuador", ["Napo", "Orellana"], dict(yf=1, mal=1, alt=1, deng=1)),
    ("Mexico", ["Yucatan", "Chiapas"], dict(mal=1, rab=1, deng=1)),
    ("Guatemala", ["Peten"], dict(mal=1, rab=1, deng=1)),
    ("Haiti", ["Artibonite", "Nord-Ouest"], dict(mal=1, chol=1, rab=1, deng=1)),
    ("Saudi Arabia", ["Makkah Province"], dict(men=2)),
    ("Sri Lanka", ["Central Province", "Southern Province"], dict(rab=1, je=1, deng=1)),
    ("Papua New Guinea", ["Western Province", "Highlands Region"], dict(mal=2, je=1, rab=1)),
    ("Solomon Islands", ["Guadalcanal"], dict(mal=2, deng=1)),
    ("Gambia", ["Central River Region"], dict(yf=2, mal=2, men=1)),
]

PURPOSES = ["holiday", "backpacking", "volunteering", "business", "visiting friends and relatives",
            "medical elective", "research fieldwork", "humanitarian deployment", "honeymoon",
            "school expedition", "pilgrimage", "safari", "overland trip", "trekking"]

LODGES = ["Kiboko Lodge", "Mango Tree Guesthouse", "Riverside Bandas", "Blue Lagoon Bungalows",
          "Acacia Ridge Camp", "Sunbird Eco Lodge", "Twin Palms Hostel", "Hornbill Treehouses",
          "Old Fort Homestay", "Cloudforest Research Station", "Lakeview Mission Compound",
          "Baobab Transit Camp", "Coral Sands Resort", "Tea Estate Bungalow", "Jaguar Creek Lodge"]

LANDMARKS = ["Ndovu Crater", "Lake Mbaleni", "Kalanga Falls", "the Tembo Caves", "Sabaki Hot Springs",
             "the Old Fort", "Monkey Temple at Wat Sila", "Lake Karimu", "Mount Kalanga",
             "the Kivuli Game Reserve", "Pelican Island", "the Golden Stupa at Ban Nong"]

BUILDINGS = ["Marlow House", "Cavendish Building", "Harbour View Tower", "Orchard Pavilion",
             "Lister Annexe", "Wexford House", "Beacon Court", "The Granary Building"]

VACCINES = [
    # key, display, brands, route, dose
    ("YF", "Yellow fever", ["Stamaril", "YF-VAX"], "SC", "0.5 mL"),
    ("HAV", "Hepatitis A", ["Havrix 1440", "Avaxim", "Vaqta"], "IM", "1 mL"),
    ("TYP", "Typhoid Vi", ["Typhim Vi", "Typherix"], "IM", "0.5 mL"),
    ("HAVTY", "Hep A/typhoid combined", ["ViATIM", "Vivaxim", "Hepatyrix"], "IM", "1 mL"),
    ("HBV", "Hepatitis B", ["Engerix-B", "HBVaxPro 10", "Heplisav-B"], "IM", "1 mL"),
    ("HAB", "Hep A/B combined", ["Twinrix Adult"], "IM", "1 mL"),
    ("RAB", "Rabies (pre-exposure)", ["Rabipur", "Verorab", "Imovax Rabies"], "IM", "1 mL"),
    ("JE", "Japanese encephalitis", ["Ixiaro"], "IM", "0.5 mL"),
    ("MEN", "Meningococcal ACWY", ["Nimenrix", "Menveo", "MenQuadfi"], "IM", "0.5 mL"),
    ("CHOL", "Cholera (oral)", ["Dukoral", "Vaxchora"], "PO", "1 dose"),
    ("TD", "Diphtheria/tetanus/polio", ["Revaxis", "Boostrix-IPV", "Adacel-Polio"], "IM", "0.5 mL"),
    ("MMR", "MMR", ["Priorix", "M-M-R II"], "SC", "0.5 mL"),
    ("DENG", "Dengue", ["Qdenga"], "SC", "0.5 mL"),
    ("TBE", "Tick-borne encephalitis", ["TicoVac"], "IM", "0.5 mL"),
    ("CHIK", "Chikungunya", ["Ixchiq"], "IM", "0.5 mL"),
]

PMH = [("asthma", "salbutamol 100 mcg inhaler PRN, Clenil 100 mcg 2 puffs BD"),
       ("type 2 diabetes", "metformin 500 mg BD; last HbA1c 52 mmol/mol"),
       ("hypertension", "amlodipine 5 mg OD; BP 134/82 today"),
       ("hypothyroidism", "levothyroxine 75 mcg OD"),
       ("Crohn's disease", "azathioprine 100 mg OD (immunosuppressed - live vaccines C/I)"),
       ("rheumatoid arthritis", "methotrexate 15 mg weekly, folic acid 5 mg weekly"),
       ("epilepsy", "levetiracetam 500 mg BD (mefloquine contraindicated)"),
       ("depression", "sertraline 50 mg OD (avoid mefloquine)"),
       ("migraine", "sumatriptan 50 mg PRN"),
       ("type 1 diabetes", "insulin pump, basal-bolus; HbA1c 58 mmol/mol"),
       ("atrial fibrillation", "apixaban 5 mg BD, bisoprolol 2.5 mg OD"),
       ("HIV", "Biktarvy 1 tab OD, CD4 640, VL undetectable"),
       ("psoriasis", "adalimumab 40 mg SC fortnightly"),
       ("obstructive sleep apnoea", "CPAP nightly, AHI 31 at diagnosis"),
       ("previous DVT", "no current anticoagulation; advised flight stockings"),
       ("myasthenia gravis", "pyridostigmine 60 mg TDS"),
       ("G6PD deficiency", "no regular meds; avoid primaquine"),
       ("no significant history", "no regular medication")]

ALLERGIES = ["NKDA", "No known drug allergies", "penicillin (rash)", "egg allergy (mild)",
             "latex", "sulfonamides (urticaria)", "neomycin", "gelatin (anaphylaxis)",
             "codeine (vomiting)", "NKDA", "NKDA"]

RELATIONS = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister",
             "brother", "friend", "colleague", "fiance", "fiancee", "aunt", "uncle",
             "grandmother", "neighbour", "cousin"]

FAMILY_PROFS = ["teacher", "civil servant", "bus driver", "retired nurse", "pastor", "lawyer",
                "shopkeeper", "software engineer", "fisherman", "GP receptionist", "farmer",
                "soldier", "hairdresser", "builder"]

# invented villages/towns abroad, by broad area
AFRICA = {"Kenya", "Tanzania", "Uganda", "Ghana", "Nigeria", "Democratic Republic of the Congo", "Sierra Leone",
          "Ethiopia", "South Sudan", "Mozambique", "Malawi", "Madagascar", "Senegal", "Cameroon", "Gambia"}
LATAM = {"Peru", "Brazil", "Colombia", "Bolivia", "Ecuador", "Mexico", "Guatemala", "Haiti"}
FOREIGN_TOWNS = {
    "africa": ["Mbaleni", "Kivala", "Nyamasi", "Odoroko", "Kasembwe", "Tindoma", "Ololua"],
    "latam": ["San Rafael de Loma", "Villa Esperanza del Rio", "Santa Rosalia de Montes", "Puerto Amaranto",
              "Aguas Claras del Norte"],
    "asia": ["Ban Khlong Mai Lam", "Pokharel Bazaar", "Thanh Lam", "Kampung Sari Rejo", "Chandrapur Khurd",
             "Barangay Malinaw"],
}


def foreign_town(r, country):
    if country in AFRICA:
        return r.choice(FOREIGN_TOWNS["africa"])
    if country in LATAM:
        return r.choice(FOREIGN_TOWNS["latam"])
    return r.choice(FOREIGN_TOWNS["asia"])


FRESHWATER = {"africa": ["Lake Mbaleni", "Lake Karimu", "Kalanga Falls", "Lake Ngororo"],
              "latam": ["Laguna Verdeluz", "Cascada La Paloma", "Lago Azulejo"],
              "asia": ["Nam Sai reservoir", "Tasik Biru", "Lake Rimbun"]}


def fresh_water(r, country):
    if country in AFRICA:
        return r.choice(FRESHWATER["africa"])
    if country in LATAM:
        return r.choice(FRESHWATER["latam"])
    return r.choice(FRESHWATER["asia"])


NGO_PROFS = ["water and sanitation engineer", "midwife", "field epidemiologist", "humanitarian logistician",
             "aid worker", "programme manager", "logistics coordinator", "nurse", "surgeon", "medical student",
             "missionary", "agronomist", "hydrogeologist", "primary school teacher", "research scientist"]
