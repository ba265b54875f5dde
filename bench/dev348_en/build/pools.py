"""Static, invented pools for the dev348_en generator (no randomness here).

All person names are assembled at random from first-name and surname pools of
many origins; hospitals, practices, organisations, towns and streets are
invented.  States, provinces, regions and counties are real administrative
areas (they are not identifying on their own).
"""

# origin -> (male first names, female first names, surnames)
NAMES = {
    "anglo": (
        ["Oliver", "Callum", "Gareth", "Neil", "Graham", "Stuart", "Dominic", "Alfie",
         "Jonty", "Barnaby", "Lewis", "Reece", "Warren", "Clive"],
        ["Amelia", "Gemma", "Joanne", "Rebecca", "Lauren", "Bethany", "Kirsty", "Mabel",
         "Imogen", "Tamsin", "Harriet", "Leanne", "Poppy", "Wendy"],
        ["Ashworth", "Pennington", "Thwaite", "Haworth", "Fairclough", "Bramley", "Cotterill",
         "Hebblethwaite", "Ormerod", "Pickles", "Sutcliffe", "Stansfield", "Whitlock",
         "Brereton", "Cartwright", "Dewhurst", "Midgley", "Tolland", "Scarisbrick", "Oddie"]),
    "irish": (
        ["Cian", "Oisin", "Darragh", "Eoin", "Padraig", "Ronan", "Colm", "Fiachra", "Seamus",
         "Donal", "Tadhg", "Cathal"],
        ["Aoife", "Siobhan", "Niamh", "Saoirse", "Clodagh", "Grainne", "Orla", "Roisin",
         "Aisling", "Mairead", "Caoimhe", "Sorcha"],
        ["O'Sullivan", "McGrath", "Fitzgerald", "Donnelly", "Breathnach", "Kavanagh",
         "Mulcahy", "O'Driscoll", "Heffernan", "Geraghty", "Lenihan", "Cullinane",
         "Mac Giolla", "Tierney", "Nolan-Hayes"]),
    "celtic": (
        ["Hamish", "Struan", "Dafydd", "Owain", "Emyr", "Ruaridh", "Fraser", "Iwan"],
        ["Eilidh", "Morag", "Iona", "Cerys", "Sioned", "Gwen", "Catriona", "Ffion"],
        ["MacLeod", "Drummond", "Urquhart", "Lamont", "Pryce", "Llewellyn", "Gruffydd",
         "Bevan", "Menzies", "Strachan", "Ap Rhys", "Cadwaladr"]),
    "southasian": (
        ["Arjun", "Rohan", "Imran", "Faisal", "Vikram", "Sandeep", "Tariq", "Anish", "Kabir",
         "Gurpreet", "Nikhil", "Zubair"],
        ["Priya", "Anjali", "Nasreen", "Farah", "Simran", "Deepika", "Ayesha", "Meera",
         "Kavita", "Shreya", "Rukhsana", "Lakshmi"],
        ["Chaudhry", "Ramaswamy", "Bhattacharya", "Siddiqui", "Venkataraman", "Dhaliwal",
         "Qureshi", "Ganguly", "Mistry", "Parekh", "Sandhu", "Raghunathan", "Bhatti",
         "Karunaratne", "Hossain"]),
    "eastasian": (
        ["Wei", "Hiroshi", "Jun-ho", "Minh", "Kenji", "Tao", "Hyun-woo", "Jian", "Duc"],
        ["Mei", "Yuki", "Ji-woo", "Lan", "Xiaoling", "Haruka", "Thuy", "Seo-yeon", "Qing"],
        ["Nakamura", "Zhou", "Pham", "Takahashi", "Kwon", "Lim", "Tran", "Huang", "Yamada",
         "Cho", "Nguyen-Vo", "Tsang", "Fujiwara"]),
    "african": (
        ["Chukwuemeka", "Kwame", "Tendai", "Oluwaseun", "Babajide", "Kofi", "Sipho",
         "Tafadzwa", "Yaw", "Emeka"],
        ["Adaeze", "Ngozi", "Amara", "Thandiwe", "Abena", "Folasade", "Nomvula", "Wanjiru",
         "Chiamaka", "Efua"],
        ["Okonkwo", "Adeyemi", "Mensah", "Chikwanha", "Nwachukwu", "Osei", "Dlamini",
         "Mutasa", "Kamau", "Abiodun", "Asante-Boateng", "Ogunleye"]),
    "mideast": (
        ["Omar", "Yousef", "Karim", "Samir", "Hamza", "Nabil", "Rami"],
        ["Layla", "Yasmin", "Rania", "Noor", "Dalia", "Hala", "Maysa"],
        ["Haddad", "Khoury", "Al-Mansour", "Nasser", "Saleh", "Farouk", "Darwish",
         "Hamdan", "El-Sayed", "Tabbara"]),
    "hispanic": (
        ["Mateo", "Diego", "Alejandro", "Luis", "Javier", "Emilio", "Joaquin"],
        ["Lucia", "Valentina", "Camila", "Marisol", "Ximena", "Paloma", "Itzel"],
        ["Castellanos", "Villarreal", "Ibarra", "Quintero", "Echeverria", "Salazar",
         "Montoya", "Arroyo", "de la Fuente", "Barragan"]),
    "easteuro": (
        ["Piotr", "Tomasz", "Andrzej", "Mihai", "Dragan", "Lukas", "Bogdan"],
        ["Agnieszka", "Katarzyna", "Ioana", "Milena", "Zuzana", "Oksana", "Dorota"],
        ["Wisniewski", "Kowalczyk", "Popescu", "Novak", "Horvath", "Petrenko",
         "Dabrowska", "Jankowski", "Vasilescu", "Kovacic"]),
    "pacific": (
        ["Tane", "Wiremu", "Rawiri", "Sione", "Tevita", "Manaia", "Hemi"],
        ["Aroha", "Mere", "Anahera", "Losa", "Moana", "Kahurangi", "Ana-Lisa"],
        ["Ngata", "Te Rangi", "Parata", "Tipene", "Falaniko", "Taufa", "Leota",
         "Ruatapu", "Havili"]),
    "mediterranean": (
        ["Giorgos", "Nikos", "Marco", "Stefano", "Paolo", "Christos"],
        ["Eleni", "Despina", "Giulia", "Chiara", "Rosaria", "Athena"],
        ["Papadakis", "Konstantinou", "Bellandi", "Ferraro", "Lombardi", "Galanis",
         "Tsakiris", "Di Stefano"]),
    "northam": (
        ["Tyler", "Brandon", "Cody", "Travis", "Logan", "Dustin", "Etienne", "Mathieu"],
        ["Brittany", "Kayla", "Madison", "Shelby", "Courtney", "Genevieve", "Marie-Eve"],
        ["Pruitt", "Whitaker", "Hargrove", "Delacroix", "Tremblay", "Gagnon", "Bouchard",
         "Lindqvist", "Van der Berg", "Sorensen", "Pelletier", "Kowalski-Reed"]),
}
ORIGINS = sorted(NAMES)

# country -> origin weights (rough, for plausibility only)
ORIGIN_WEIGHTS = {
    "UK": {"anglo": 5, "celtic": 2, "irish": 1, "southasian": 3, "african": 2, "eastasian": 1,
           "mideast": 1, "easteuro": 2, "mediterranean": 1, "hispanic": 1},
    "IE": {"irish": 7, "anglo": 1, "easteuro": 2, "african": 1, "southasian": 1, "eastasian": 1,
           "hispanic": 1},
    "US": {"northam": 4, "anglo": 2, "hispanic": 3, "african": 2, "eastasian": 2, "southasian": 2,
           "mideast": 1, "irish": 1, "mediterranean": 1, "easteuro": 1},
    "CA": {"northam": 5, "anglo": 2, "southasian": 2, "eastasian": 2, "mideast": 1, "irish": 1,
           "easteuro": 1, "african": 1},
    "AU": {"anglo": 4, "eastasian": 2, "mediterranean": 2, "southasian": 2, "pacific": 1,
           "irish": 1, "celtic": 1, "mideast": 1},
    "NZ": {"anglo": 3, "pacific": 4, "celtic": 1, "eastasian": 2, "southasian": 1, "irish": 1},
}

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "USA", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand"}

# invented towns paired with real counties / states / provinces / regions
TOWNS = {
    "UK": [("Ashcombe", "Devon"), ("Brindlecote", "Staffordshire"), ("Caddington Vale", "Kent"),
           ("Dunmere", "Cornwall"), ("Elsworth Bridge", "Cambridgeshire"),
           ("Farleigh Moor", "West Yorkshire"), ("Gorsley Heath", "Cheshire"),
           ("Hallowby", "Lincolnshire"), ("Ivybridge End", "Somerset"),
           ("Kelbrook Cross", "Lancashire"), ("Lowther Green", "Cumbria"),
           ("Marram Bay", "Northumberland"), ("Nethercott", "Oxfordshire"),
           ("Pellingham", "Norfolk"), ("Ravensby", "North Yorkshire"),
           ("Saltmarsh St Giles", "Essex"), ("Thornwick", "Derbyshire"),
           ("Upper Wendle", "Gloucestershire"), ("Wexcombe", "Wiltshire"),
           ("Ystrad Ddu", "Gwynedd"), ("Kilbrennan", "Fife"), ("Glenmorrow", "Perthshire")],
    "IE": [("Kilmurragh", "Kildare"), ("Ballyfenna", "Cork"), ("Carrigdrum", "Kerry"),
           ("Rathcullen", "Wicklow"), ("Templeard", "Tipperary"), ("Castlecoyne", "Mayo"),
           ("Drumaveel", "Donegal"), ("Ardnaglass", "Galway"), ("Moyvalla", "Meath"),
           ("Clonbrack", "Limerick"), ("Lisnafarna", "Louth"), ("Kilcarrig", "Waterford"),
           ("Ballinteer Cross", "Dublin")],
    "US": [("Cedar Hollow", "OH", "Ohio"), ("Marlow Springs", "PA", "Pennsylvania"),
           ("East Brannock", "MA", "Massachusetts"), ("Willet Falls", "NY", "New York"),
           ("Pine Ridge Park", "MN", "Minnesota"), ("Harlan Crossing", "TX", "Texas"),
           ("Sorrel Bay", "FL", "Florida"), ("Maddox City", "GA", "Georgia"),
           ("Tamsin Valley", "CA", "California"), ("North Greeley", "CO", "Colorado"),
           ("Halvorsen", "WI", "Wisconsin"), ("Quarry Bend", "IN", "Indiana"),
           ("Lockport Mills", "MI", "Michigan"), ("Bramble Heights", "NC", "North Carolina"),
           ("Redfern Lake", "WA", "Washington"), ("Ossining Grove", "NJ", "New Jersey")],
    "CA": [("Port Alderney", "NS", "Nova Scotia"), ("Kettle Creek", "ON", "Ontario"),
           ("Maplewood Station", "ON", "Ontario"), ("Bellerive", "QC", "Quebec"),
           ("Sable Point", "BC", "British Columbia"), ("Cold Lake Junction", "AB", "Alberta"),
           ("Red Willow", "MB", "Manitoba"), ("Greyhaven", "NB", "New Brunswick"),
           ("Lac-aux-Pins", "QC", "Quebec"), ("Fraserdale", "BC", "British Columbia"),
           ("Prairie Rose", "SK", "Saskatchewan"), ("St. Ambrose Harbour", "NL",
                                                    "Newfoundland and Labrador")],
    "AU": [("Banksia Heights", "NSW", "New South Wales"), ("Wattle Creek", "VIC", "Victoria"),
           ("Coral Reach", "QLD", "Queensland"), ("Kookaburra Flats", "WA", "Western Australia"),
           ("Port Morrow", "SA", "South Australia"), ("Huon Bridge", "TAS", "Tasmania"),
           ("Jarrahdale North", "WA", "Western Australia"), ("Ironbark", "NSW", "New South Wales"),
           ("Mallee Springs", "VIC", "Victoria"), ("Cassowary Point", "QLD", "Queensland"),
           ("Gungellan", "NSW", "New South Wales"), ("Belconnen Ridge", "ACT",
                                                     "Australian Capital Territory")],
    "NZ": [("Te Awaroa", "Waikato"), ("Kowhai Bay", "Bay of Plenty"), ("Rimuhaven", "Canterbury"),
           ("Matariki Heights", "Auckland"), ("Port Tawhai", "Otago"), ("Ngaio Downs", "Wellington"),
           ("Karaka Flat", "Northland"), ("Pukeroa", "Manawatu-Whanganui"),
           ("Totara Springs", "Hawke's Bay"), ("Whitestone Bay", "Southland"),
           ("Miro Valley", "Taranaki")],
}

STREET_NAMES = ["Rowan", "Beech", "Harcourt", "Wellesley", "Kingfisher", "Marlowe", "Tamarind",
                "Jacaranda", "Kowhai", "Rimu", "Maple", "Birchwood", "Sycamore", "Cedar", "Laurel",
                "Hawthorn", "Orchard", "Mill", "Station", "Church", "Chapel", "Quarry",
                "Riverside", "Foxglove", "Larkhill", "Pendle", "Blackthorn", "Sorrel", "Heron",
                "Wagtail", "Tannery", "Ropewalk", "Gasworks", "Ferncliffe", "Kestrel", "Aspen",
                "Juniper", "Ironbark", "Banksia", "Pohutukawa", "Totara", "Lindley", "Ashby",
                "Carrick", "Glebe", "Malthouse", "Cobbler's", "Weaver", "Linnet", "Peregrine"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Grove", "Terrace",
           "Way", "Gardens", "Mews", "Rise", "Walk"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Court", "Drive", "Heights",
           "View", "Crescent"],
    "US": ["Street", "St", "Avenue", "Ave", "Boulevard", "Blvd", "Drive", "Dr", "Lane", "Ln",
           "Court", "Ct", "Road", "Rd", "Way", "Place"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Court", "Way", "Trail"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Parade", "Crescent", "Court",
           "Place", "Close", "Terrace", "Highway"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Lane", "Rise"],
}
BUILDING_NAMES = ["Rowan Court", "Harbour View", "Kingsley House", "The Maltings", "Foxley Lodge",
                  "Orchard Mews", "Cedar Point", "Lister Buildings", "Seaforth Apartments",
                  "Wharfside"]

# invented place-words used to build hospital, practice and organisation names
HOSP_PLACE = ["Northvale Lea", "Larkmoor", "Quenby Vale", "Ellismere", "Thistlecombe", "Corrowdale",
              "Wyndlow", "Pellacombe", "Brackenhurst Vale", "Ostlea", "Tamberly", "Kilvarra", "Ardfennan",
              "Glenharrow", "Dunmarra", "Carrowmeen", "Fennick Bay", "Sallowfield", "Rookhaven",
              "Merriwether Park", "Ironwood Bay", "Calloway Reach", "Harlowe Fields", "Bexmoor",
              "Stannerley", "Thornavon", "Elmsbridge Vale", "Quarrington Heath", "Marrowby", "Ravensgill",
              "Oxlease", "Wickerham", "Pennistow", "Coverleigh", "Yarrowmere", "Hollinsdale", "Ambleworth",
              "Kestrelmouth", "Tallowmere", "Brightwell Cross"]
HOSP_KINDS = {
    "UK": ["General Hospital", "Royal Infirmary", "University Hospital", "District General Hospital",
           "Community Hospital"],
    "IE": ["University Hospital", "Regional Hospital", "General Hospital"],
    "US": ["Medical Center", "Memorial Hospital", "Regional Medical Center", "University Hospital",
           "Community Hospital"],
    "CA": ["Health Sciences Centre", "General Hospital", "Regional Health Centre", "Hospital"],
    "AU": ["Hospital", "Base Hospital", "Private Hospital", "University Hospital"],
    "NZ": ["Hospital", "Base Hospital", "Regional Hospital"],
}
TRUST_KINDS = {
    "UK": ["Hospitals NHS Foundation Trust", "Teaching Hospitals NHS Trust", "University Health Board"],
    "IE": ["Hospital Group"],
    "US": ["Health System", "Health", "Healthcare"],
    "CA": ["Health Authority", "Health Network"],
    "AU": ["Health Service", "Local Health District"],
    "NZ": ["District Health"],
}
UNIT_NAMES = ["Rowan", "Heron", "Bluebell", "Ash", "Kestrel", "Willow", "Harbour", "Linden",
              "Sapphire", "Juniper", "Kingfisher", "Larch", "Kowhai", "Wattle", "Cedar"]
PRACTICE_KINDS = {
    "UK": ["Surgery", "Medical Centre", "Health Centre", "Medical Practice", "Group Practice"],
    "IE": ["Medical Centre", "Family Practice", "Health Centre", "GP Clinic"],
    "US": ["Primary Care", "Family Medicine", "Internal Medicine Associates", "Community Health"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic"],
    "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
}
PHARMACY = ["Fairwynd Pharmacy", "Quaymoor Chemist", "Greenlea Vale Pharmacy", "Harbourlea Chemist",
            "Lindenmoor Pharmacy", "Ambleworth Corner Drug Store", "Meadowcrake Pharmacy",
            "Coldwendy Chemists", "Sunridgeway Specialty Pharmacy", "Brightwell Compounding Pharmacy"]

# invented organisations
EMPLOYERS = ["Brightmarrow Logistics", "Harrow & Finchley-Dunne Solicitors", "Kestrelway Freight",
             "Northgate Academy", "Marlowe Primary School", "Copperwick Software",
             "Tallowood Dairy Co-op", "Ravensby Town Council", "Quayside Fisheries",
             "Pellingham Precision Engineering", "Silverholme Leisure Centre",
             "Ironbark Mining Services", "Greystowe Building Society", "Lumenara Call Solutions",
             "Westbrake Garden Centre", "Eastmere Grammar School", "Bluefenn Seafoods",
             "Carrowmeen Golf Club", "Sandowne Bus Company", "Ambleworth College",
             "Fernlow Veterinary Group", "Oakhallow Primary School", "Ridgewend Roofing Ltd",
             "Coldharrow Brewing Co"]
INSURERS = {
    "UK": ["Albionvale Medical Assurance", "Crestmoor Health Insurance"],
    "IE": ["Celtic Shieldwell Health", "Lifegrove Assurance DAC"],
    "US": ["Keystonia Mutual Health", "Bluewater Vale Health Plan", "Summitstar Assurance",
           "Prairieshield Benefits", "Greatlake Carewell Alliance"],
    "CA": ["Maplecrest Vantage Life", "Trilliant North Benefits", "Laurentine Mutual"],
    "AU": ["Coralline Health Fund", "Southwend Members Fund", "Goldfinch Members Health"],
    "NZ": ["Kiwicover Mutual Society", "Aoteal Health Society"],
}
PAYERS = {
    "UK": ["NHS Northvale Lea Integrated Care Board", "NHS Larkmoor and Quenby ICB",
           "Kilbrennan Health Board Pharmacy Panel"],
    "IE": ["Primary Care Reimbursement Unit (South) office Ballyfenna"],
    "US": ["Keystonia Mutual Health", "Bluewater Vale Health Plan", "Summitstar Assurance"],
    "CA": ["Maplecrest Vantage Life", "Trilliant North Benefits"],
    "AU": ["Coralline Health Fund"],
    "NZ": ["Kiwicover Mutual Society"],
}
HOMECARE = ["Medivance Homecare", "Polarbridge Home Healthcare", "CareRoute Homecare Services",
            "Evergrove Clinical Homecare", "Harbourline Home Infusion", "Coolpath Patient Services"]
SUPPORT_PROGRAMS = ["BioBridgeway Patient Support Programme", "Infusara Assist", "GutWise Companion",
                    "Clearwend Access Program", "StepAhead Nurse Service"]
LABS = ["Meridale Specialist Laboratories", "Castlegate Pathology", "Lindqvist Reference Laboratory",
        "Northern Therapeutic Monitoring Service Ltd", "Kauriwood Diagnostics", "Pacifica Ridge Pathology"]
COURIERS = ["Swiftcold Logistics", "Chillwick Couriers", "Frostlane Express"]
CHARITIES = ["Ambleworth Bowel Support Group", "Harbourside Ostomy Friends",
             "Northvale Lea IBD Patient Panel"]

PROFESSIONS = ["primary school teacher", "welder", "bus driver", "software developer",
               "accountant", "electrician", "chef", "dairy farmer", "paramedic", "hairdresser",
               "HGV driver", "plumber", "pharmacist", "call-centre agent", "shop assistant",
               "mechanic", "civil engineer", "postal worker", "staff nurse", "solicitor",
               "barista", "warehouse operative", "carpenter", "police officer", "firefighter",
               "veterinary nurse", "sheep farmer", "fisherman", "mine worker",
               "dental hygienist", "graphic designer", "care assistant", "cleaner",
               "bricklayer", "taxi driver", "social worker", "librarian", "flight attendant",
               "laboratory technician", "landscape gardener", "university lecturer",
               "retail manager", "security guard", "roofer", "childminder", "stonemason",
               "truck driver", "real estate agent", "dental nurse", "tattoo artist",
               "boilermaker", "physiotherapy student", "law student", "apprentice joiner"]

RELATIONS = ["wife", "husband", "partner", "mother", "father", "daughter", "son", "sister",
             "brother", "friend", "flatmate", "grandmother", "aunt", "neighbour", "carer"]

TRAVEL_COUNTRIES = ["Morocco", "India", "Pakistan", "Thailand", "Peru", "Nigeria", "Egypt",
                    "Vietnam", "Mexico", "Kenya", "Turkey", "Indonesia", "Philippines",
                    "Bangladesh", "Ghana", "Brazil", "Nepal", "Sri Lanka", "Cambodia",
                    "South Africa", "Portugal", "Greece", "Romania", "Poland", "Zimbabwe"]

HOLIDAYS = ["Christmas", "Christmas Eve", "Boxing Day", "New Year's Day", "Easter", "Easter Monday",
            "St Patrick's Day", "Thanksgiving", "Labor Day", "Canada Day", "Anzac Day",
            "Waitangi Day", "Diwali", "Eid", "Hogmanay", "the August bank holiday"]

# hard negatives: drugs, devices, scores, assays, codes
BIOLOGICS = [
    # (generic, brands, route, usual dosing text)
    ("infliximab", ["Remicade", "Remsima", "Inflectra", "Flixabi", "Zessly"], "IV",
     "5 mg/kg at weeks 0, 2, 6 then 8-weekly"),
    ("infliximab SC", ["Remsima SC"], "SC", "120 mg every 2 weeks"),
    ("vedolizumab", ["Entyvio"], "IV", "300 mg at weeks 0, 2, 6 then 8-weekly"),
    ("ustekinumab", ["Stelara", "Wezenla", "Pyzchiva"], "IV", "~6 mg/kg IV induction then 90 mg SC 8-weekly"),
    ("adalimumab", ["Humira", "Amgevita", "Hyrimoz", "Imraldi", "Idacio", "Yuflyma"], "SC",
     "160/80 mg induction then 40 mg every other week"),
    ("risankizumab", ["Skyrizi"], "IV", "600 mg IV at weeks 0, 4, 8 then 360 mg SC 8-weekly"),
    ("mirikizumab", ["Omvoh"], "IV", "300 mg IV 4-weekly x3 then 200 mg SC 4-weekly"),
    ("guselkumab", ["Tremfya"], "IV", "200 mg IV at weeks 0, 4, 8"),
]
SMALL_MOLECULES = ["tofacitinib (Xeljanz)", "upadacitinib (Rinvoq) 45 mg OD", "filgotinib (Jyseleca)",
                   "ozanimod (Zeposia)", "etrasimod (Velsipity)"]
CONVENTIONAL = ["azathioprine 2.5 mg/kg", "mercaptopurine 1 mg/kg", "methotrexate 25 mg weekly SC",
                "mesalazine (Octasa) 4.8 g/day", "Pentasa 4 g OD", "Asacol 800 mg TDS",
                "budesonide MMX (Cortiment) 9 mg", "Entocort CR 9 mg", "prednisolone 40 mg reducing",
                "allopurinol 100 mg + low-dose azathioprine", "Salofalk granules 3 g OD"]
STOP_REASONS = ["pancreatitis", "deranged LFTs", "secondary loss of response",
                "primary non-response", "infusion reaction", "anti-drug antibodies",
                "psoriasiform rash", "recurrent chest infections", "nausea", "leucopenia",
                "patient preference", "drug-induced lupus"]
PUMPS = ["Alaris GP", "Alaris GW", "B. Braun Infusomat Space", "Baxter Sigma Spectrum",
         "Volumat Agilia", "CME BodyGuard 323"]
CANNULAE = ["22G BD Venflon", "20G Introcan Safety", "22G Nexiva", "24G Jelco"]
EPONYM_PHRASES = [
    "Harvey-Bradshaw Index", "partial Mayo score", "Truelove and Witts criteria",
    "Oxford day-3 criteria", "Montreal classification", "Paris classification",
    "Bristol stool chart", "Boston Bowel Preparation Scale", "Rutgeerts score",
    "Lichtiger index", "Travis criteria", "Simple Endoscopic Score for Crohn's Disease",
    "Hartmann's procedure", "Kock pouch", "Seton", "Hickman line", "Manchester Triage System",
    "Crohn's Perianal Disease Activity Index", "Van Assche MRI index", "Geboes score",
    "Nancy histological index", "Robarts Histopathology Index", "Glasgow-Blatchford score",
]
ASSAYS = ["drug-tolerant ELISA", "Promonitor ELISA", "LISA-TRACKER", "IDKmonitor ELISA",
          "homogeneous mobility shift assay", "rapid lateral-flow (Quantum Blue)"]
ICD_CD = ["K50.0", "K50.1", "K50.8", "K50.9", "K50.80", "K50.112"]
ICD_UC = ["K51.0", "K51.2", "K51.3", "K51.5", "K51.9", "K51.011"]
