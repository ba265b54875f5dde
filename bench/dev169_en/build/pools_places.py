"""Invented places, care sites, organisations and occupations for dev169_en."""

TOWNS = {
    "UK": ["Ashbury", "Millbrook", "Thornleigh", "Kettlewick", "Bramhope Vale", "Harwick",
           "Coldmarsh", "Stanwell Green", "Ingleby Cross", "Redbarrow", "Fenstead", "Hartwell",
           "Langmere", "Elsworth", "Halbridge", "Ottercombe", "Penmarrow", "Trefeglwys Uchaf",
           "Marlhampton", "Wickbourne", "Holmfirth Edge", "Cragside Bank", "Blackwater Mill",
           "Eastholme", "Sandleigh-on-Sea", "Kirkbrae", "Glenmorrow", "Aberdovan", "Llanfair Isaf",
           "Castlerigg", "Birchover", "Netherby", "Oakhurst", "Summerfold", "Whinmoor Park",
           "Brackenfield", "Westhope", "Cauldwell", "Thrushcross", "Pendleford", "Saltmarsh",
           "Kingsmere", "Stoneyhurst", "Dunhallow", "Copperfield", "Lowther Bridge",
           "Greyfriars End", "Appleby Magna Vale", "Wrexley", "Barrowdale"],
    "IE": ["Ballinacree", "Kilcarrow", "Rathmoyle", "Carrigbeg", "Drumcliffe Bridge",
           "Castlecoote", "Ballyfeeney", "Kilmoran", "Clonbrack", "Templenoe Cross", "Glenaskeagh",
           "Inchicore Upper", "Mullaghmore East", "Ardnacrusha Bridge", "Knocknagree",
           "Ballymacoda West", "Rosscarbery Quay", "Tullyallen", "Lisnagry", "Cloughjordan Park",
           "Annacotty Heights", "Carrickmore", "Ballintubber", "Dromkeen", "Kilbrittain North",
           "Bawnmore", "Ennisbeg", "Shanbally", "Portlaw Mills", "Athnacross"],
    "US": ["Maple Falls", "Cedar Bluff", "Port Anselm", "New Harlow", "Bridgewater Springs",
           "Fort Calloway", "Willow Creek", "Lake Marion", "Granite City Heights", "Oak Hollow",
           "Pinecrest", "Riverton Junction", "East Fairmont", "Mesa Verde Ranch", "Sycamore Hill",
           "Silver Lake", "Harbor Point", "Elk Grove Village", "Dayton Ridge", "Canyon Park",
           "Brookhaven", "Westfield Center", "Magnolia Springs", "Cold Spring Landing", "Redmond Flats",
           "Shelbyville Cross", "Bayou Vista", "Prairie View", "Stillwater Bend", "Cotton Valley",
           "North Haddon", "Sunset Ridge", "Glen Ellis", "Clearbrook", "Pine Bluff Station",
           "Laurel Heights", "Hollister Grove", "Fairhaven", "Copper Canyon", "Spring Valley"],
}

# Counties (CITY type per guideline) for UK and Ireland.
COUNTIES = {
    "UK": ["West Yorkshire", "Lancashire", "Greater Manchester", "Merseyside", "Kent", "Devon",
           "Cornwall", "Norfolk", "Suffolk", "Cumbria", "Northumberland", "Derbyshire",
           "Staffordshire", "Gwynedd", "Powys", "Fife", "Aberdeenshire", "County Durham",
           "Hampshire", "Essex", "Somerset", "Shropshire", "Lincolnshire", "Co. Antrim",
           "Co. Down"],
    "IE": ["Co. Cork", "Co. Kerry", "Co. Limerick", "Co. Galway", "Co. Mayo", "Co. Clare",
           "Co. Tipperary", "Co. Waterford", "Co. Wexford", "Co. Kildare", "Co. Meath",
           "Co. Louth", "Co. Donegal", "Co. Sligo", "Co. Wicklow", "Co. Offaly", "Co. Roscommon",
           "Co. Dublin"],
}

US_STATES = [("Massachusetts", "MA"), ("Ohio", "OH"), ("Texas", "TX"), ("California", "CA"),
             ("Georgia", "GA"), ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Michigan", "MI"),
             ("North Carolina", "NC"), ("Washington", "WA"), ("Arizona", "AZ"),
             ("Tennessee", "TN"), ("Minnesota", "MN"), ("Colorado", "CO"), ("Oregon", "OR"),
             ("Louisiana", "LA"), ("Kentucky", "KY"), ("New York", "NY"), ("Virginia", "VA"),
             ("Wisconsin", "WI"), ("Missouri", "MO"), ("Alabama", "AL"), ("New Mexico", "NM"),
             ("Iowa", "IA"), ("Maryland", "MD")]

IE_PROVINCES = ["Munster", "Connacht", "Leinster", "Ulster"]
UK_REGIONS = ["Yorkshire and the Humber", "East Midlands", "North West", "South West",
              "West Midlands", "North East", "East Anglia"]

STREET_NAMES = ["Kiln", "Mercer", "Chapel", "Sycamore", "Orchard", "Station", "Mill", "Church",
                "Victoria", "Albert", "Ashgrove", "Hawthorn", "Bracken", "Foundry", "Tannery",
                "Ropewalk", "Quarry", "Beech", "Larch", "Willow", "Cherry Tree", "Primrose",
                "Heather", "Meadow", "Brookside", "Riverside", "Wellington", "Nelson", "Cromwell",
                "Saxon", "Abbey", "Priory", "Castle", "Market", "Bridge", "Canal", "Harbour",
                "Dock", "Cooper", "Weaver", "Tinker", "Fuller", "Glebe", "Parsonage", "Lime Kiln",
                "Juniper", "Maple", "Cedar", "Magnolia", "Dogwood", "Pecan", "Hickory",
                "Cottonwood", "Lakeshore", "Ridge", "Summit", "Prairie", "Bluebonnet",
                "Knockmore", "Ardmore", "Glenview", "Sallybrook", "Lisheen", "Carrig", "Cnoc"]

STREET_TYPES = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Terrace",
           "Grove", "Gardens", "Court", "Place", "Rd", "St", "Ln", "Walk", "Row", "Mews"],
    "IE": ["Road", "Street", "Avenue", "Drive", "Park", "Lawn", "Grove", "Heights", "Close",
           "Court", "Rd", "View", "Crescent"],
    "US": ["Street", "Avenue", "Boulevard", "Drive", "Lane", "Road", "Court", "Way", "Place",
           "St", "Ave", "Blvd", "Dr", "Ln", "Rd", "Ct", "Pkwy", "Circle", "Trail"],
}

BUILDINGS = ["Ashworth House", "Mercer Court", "Harbour View", "Kingfisher Point", "The Maltings",
             "Quayside Lofts", "Beacon Tower", "Alder House", "St Clare's Court", "Weavers Yard",
             "Dock Mill", "Lansdowne Place", "Granary Wharf", "Copper Beech House"]

SAINTS = ["Brendan", "Columba", "Hilda", "Aidan", "Bride", "Ita", "Kevin", "Finbarr", "Margaret",
          "Luke", "Agnes", "Monica", "Elizabeth", "Bernadette", "Anne", "Cuthbert", "Winifred",
          "Oswald", "Catherine", "Joseph", "Jude", "Francis", "Vincent", "Teresa"]

HOSP_PATTERNS = {
    "UK": ["{T} General Hospital", "Royal {T} Infirmary", "{T} Women's Hospital",
           "St {S}'s Hospital", "{T} District General", "{T} University Hospital",
           "{T} and District Hospital", "Queen Adelaide Hospital", "{T} Maternity Unit",
           "{T} Community Hospital"],
    "IE": ["{T} University Maternity Hospital", "Our Lady of {S2} Hospital", "{T} General Hospital",
           "St {S}'s Maternity Hospital", "{T} Regional Hospital", "University Hospital {T}",
           "Coombe View Women's Hospital", "{T} Community Nursing Unit"],
    "US": ["{T} Regional Medical Center", "Saint {S} Women's & Infants Hospital",
           "{T} Memorial Hospital", "Mercy {T} Hospital", "{T} Community Hospital",
           "{T} University Medical Center", "Providence {S} Medical Center",
           "{T} Birthing Center", "Good Shepherd Hospital of {T}"],
}
S2 = ["Lourdes", "Mercy", "the Valley", "Good Counsel", "Perpetual Succour", "the Rosary"]

WARDS = ["Juniper Ward", "Bluebell Midwife-Led Unit", "Lotus Birth Centre", "Starlight Neonatal Unit",
         "Robin Ward", "Rowan Ward", "Maple Mother & Baby Unit", "Wren Ward", "Kingfisher Ward",
         "Snowdrop Suite", "Orchid Delivery Suite", "Hazel Antenatal Ward", "Cedar Transitional Care",
         "Daisy Ward", "Honeysuckle Birth Centre", "Puffin SCBU", "Sunflower Ward", "Swan Ward",
         "Aurora Postnatal Ward", "Seahorse NNU", "Primrose Ward", "Meadow Birth Centre",
         "Larkspur Ward", "Willow Suite", "St Gerard's Ward", "Nightingale Unit", "Heron Ward",
         "Tern Ward", "Poppy Ward", "Cygnet Neonatal Unit"]

GP_PATTERNS = {
    "UK": ["{N} Surgery", "{N} Medical Practice", "{N} Health Centre", "{T} Family Practice",
           "The {N} Practice", "{N} Medical Centre", "{T} Group Practice"],
    "IE": ["{N} Medical Centre", "{T} Family Practice", "{N} Health Centre", "{N} Clinic",
           "{T} Primary Care Centre", "Dr {L}'s Surgery"],
    "US": ["{N} OB/GYN Associates", "{T} Women's Health", "{N} Family Medicine",
           "{N} Pediatrics", "{T} Community Health Center", "{N} Midwifery Group",
           "{T} Prenatal Clinic"],
}
GP_NAMES = ["Elm Park", "Riverside", "Castlegate", "Hillcrest", "Brookfield", "Oakwood",
            "Stonebridge", "Abbeyfield", "Westgate", "Northcote", "Parkview", "Lakeside",
            "Highfield", "Meadowbank", "Greenway", "Chapelfield", "Harbourside", "Fairview",
            "Larkhill", "Windmill", "Orchard Vale", "Kingsgate", "Bayside", "Summit Ridge",
            "Cypress", "Magnolia", "Blue Ridge", "Laurelwood"]
PHARMACY = ["{N} Pharmacy", "{T} Chemist", "{N} Drug Store", "{N} Late-Night Pharmacy"]

ORGS = ["Halden Logistics", "Brightwater Foods Ltd", "Northgate Primary School", "Kingsway Academy",
        "Redline Couriers", "Greenfields Day Nursery", "Calder Valley Bus Company",
        "Mercer & Lowe Solicitors", "Holy Trinity Church", "Fairprice Supermarkets",
        "Oakline Contact Centre", "Sunrise Home Care Agency", "Maplewood Elementary School",
        "Bayview Community Church", "Lone Pine Freight", "St Columba's National School",
        "Scoil Bhríde", "Carrigbeg Community College", "Ardmore Credit Union",
        "Tannery Lane Food Bank", "Kestrel Engineering", "Harbour Point Seafoods",
        "Quarry Road Garage", "Blue Heron Cafe", "Westhope Leisure Centre", "Pinnacle Call Solutions",
        "Cedar Bluff Unified School District", "Granite State Insurance Brokers",
        "Redbarrow Academy Trust", "Oak Hollow Head Start", "Riverside Baptist Church",
        "Al-Noor Islamic Centre", "Gurdwara Sahib Ashbury", "Kilcarrow GAA Club",
        "Millbrook Textiles", "Stonebridge Distribution Centre", "Summit Ridge Dental Group",
        "Pendleford Town Football Club", "Lakeshore Packaging Inc", "Prairie View Poultry",
        "Copperfield Nurseries", "Little Acorns Preschool", "Tiny Steps Childminding",
        "Hawthorn Housing Association", "Beacon Women's Refuge", "Harmony Doula Collective",
        "Netherby Bakery", "Wickbourne Cleaning Services", "Magnolia Springs High School",
        "Elsworth College", "Thornleigh Sixth Form", "Bridgewater Credit Union"]

PROFESSIONS = ["nursery nurse", "teaching assistant", "care assistant", "hairdresser", "barista",
               "retail assistant", "software developer", "accountant", "bus driver", "HGV driver",
               "electrician", "plumber", "chef", "primary school teacher", "solicitor",
               "pharmacist", "police officer", "civil servant", "warehouse operative",
               "delivery driver", "cleaner", "receptionist", "dental nurse", "paramedic",
               "soldier", "dairy farmer", "nail technician", "beautician", "civil engineer",
               "architect", "university lecturer", "research scientist", "call centre agent",
               "bank clerk", "payroll officer", "factory worker", "taxi driver", "kitchen porter",
               "bar manager", "graphic designer", "IT support technician", "staff nurse",
               "midwife", "healthcare assistant", "carpenter", "bricklayer", "scaffolder",
               "postwoman", "postman", "shop manager", "estate agent", "veterinary nurse",
               "optician", "lab technician", "CNA", "server", "cashier", "correctional officer",
               "rideshare driver", "dental hygienist", "real estate agent", "truck driver",
               "line cook", "pastor", "machinist", "welder", "home health aide", "childminder",
               "fisherman", "social care worker", "journalist", "photographer", "pilot",
               "flight attendant", "mechanic", "personal trainer", "student nurse",
               "medical secretary", "librarian", "data analyst", "sous chef", "security guard"]

COUNTRIES = ["Poland", "Romania", "Lithuania", "Latvia", "Nigeria", "Ghana", "Somalia",
             "Pakistan", "India", "Bangladesh", "China", "Vietnam", "Philippines", "Mexico",
             "Guatemala", "El Salvador", "Brazil", "Portugal", "Italy", "Greece", "Turkey",
             "Ukraine", "Eritrea", "Ethiopia", "Jamaica", "Syria", "Iran", "Iraq", "Afghanistan",
             "Sudan", "Zimbabwe", "South Africa", "Kenya", "Sri Lanka", "Nepal", "Spain",
             "France", "Germany", "Canada", "Australia", "New Zealand", "Honduras", "Colombia",
             "Venezuela", "Egypt", "Morocco", "Albania", "Moldova", "Ireland", "Scotland",
             "Wales", "England", "Northern Ireland", "United States", "USA", "UK"]

COUNTRY_FOR_ORIGIN = {
    "polish": ["Poland"], "romanian": ["Romania", "Moldova"], "baltic": ["Lithuania", "Latvia"],
    "nigerian": ["Nigeria"], "ghanaian": ["Ghana"], "somali": ["Somalia", "Kenya"],
    "south_asian": ["Pakistan", "India", "Bangladesh", "Sri Lanka", "Nepal"],
    "east_asian": ["China", "South Korea", "Japan", "Taiwan"],
    "southeast_asian": ["Vietnam", "Philippines"],
    "hispanic": ["Mexico", "Guatemala", "El Salvador", "Honduras", "Colombia", "Venezuela"],
    "lusophone": ["Brazil", "Portugal", "Angola"], "mediterranean": ["Italy", "Greece", "Turkey",
    "Syria", "Iran", "Iraq", "Egypt", "Morocco"], "east_european": ["Ukraine", "Moldova"],
    "east_african": ["Eritrea", "Ethiopia", "Sudan"], "caribbean": ["Jamaica", "Trinidad",
    "Barbados"],
}

LANGUAGES = ["Polish", "Romanian", "Lithuanian", "Somali", "Urdu", "Punjabi", "Bengali",
             "Mandarin", "Cantonese", "Vietnamese", "Tagalog", "Spanish", "Portuguese", "Arabic",
             "Tigrinya", "Amharic", "Ukrainian", "Turkish", "Farsi", "Kurdish Sorani", "Yoruba",
             "Irish", "Welsh"]

LANDMARKS = ["the Clock Tower", "Riverside Park", "Kelly's Corner", "the Old Mill roundabout",
             "Jubilee Fountain", "the Market Cross", "Ferry Steps", "Lookout Point",
             "the Grain Silos", "Victoria Bandstand", "Mercer Bridge", "the Water Tower"]

INSURERS = {
    "US": ["BlueHarbor Health Plan", "Keystone Family Health", "Medicaid", "TriStar Mutual",
           "Prairie Shield PPO", "Sunline HMO", "CHIP", "Evergreen Care Plan"],
    "IE": ["Laurel Health Cover", "Ardent Health Insurance", "Medical card (GMS)",
           "Claddagh Care Plan"],
    "UK": ["Albion Private Health", "Thistle Medical Cover", "Severn Healthcare Plan"],
}

NNU_TEAMS = ["Neonatal transport team", "NTS", "CoCCoN", "Embrace", "ANTS", "NICU transport"]
AMB_SERVICES = {"UK": "ambulance service", "IE": "National Ambulance Service", "US": "EMS"}


ORGS_BY_COUNTRY = {
    "UK": ["Halden Logistics", "Brightwater Foods Ltd", "Kingsway Academy", "Redline Couriers",
           "Greenfields Day Nursery", "Calder Valley Bus Company", "Mercer & Lowe Solicitors", "Fairprice Supermarkets",
           "Oakline Contact Centre", "Sunrise Home Care Agency", "Kestrel Engineering", "Quarry Road Garage",
           "Westhope Leisure Centre", "Redbarrow Academy Trust", "Al-Noor Islamic Centre", "Gurdwara Sahib Ashbury",
           "Millbrook Textiles", "Stonebridge Distribution Centre", "Pendleford Town Football Club",
           "Copperfield Nurseries", "Hawthorn Housing Association", "Netherby Bakery", "Wickbourne Cleaning Services",
           "Elsworth College", "Thornleigh Sixth Form", "Holy Trinity Church", "Blue Heron Cafe"],
    "IE": ["Carrigbeg Community College", "Ardmore Credit Union", "Kilcarrow GAA Club", "Harbour Point Seafoods",
           "Shanbally Meats Ltd", "Rathmoyle Dairy Co-op", "Ballinacree Hardware", "Clonbrack Pharma Services",
           "Athnacross Call Centre", "Lisnagry Hotel & Spa", "Knocknagree Creamery", "Tannery Lane Food Bank",
           "Holy Trinity Church", "Blue Heron Cafe", "Sunrise Home Care Agency", "Halden Logistics"],
    "US": ["Lone Pine Freight", "Bayview Community Church", "Cedar Bluff Unified School District",
           "Granite State Insurance Brokers", "Riverside Baptist Church", "Summit Ridge Dental Group",
           "Lakeshore Packaging Inc", "Prairie View Poultry", "Harmony Doula Collective", "Bridgewater Credit Union",
           "Magnolia Springs Diner", "Pinnacle Call Solutions", "Maple Falls Auto Body", "Redmond Flats Distribution",
           "Copper Canyon Casino", "Blue Heron Cafe", "Harbor Point Seafoods", "Sunrise Home Care Agency"],
}

SCHOOLS = {
    "UK": ["Northgate Primary School", "St Hilda's C of E Primary", "Redbarrow Academy", "Little Acorns Preschool",
           "Ashbury Infant School", "Kingsway Academy", "Tiny Steps Childminding", "Greenfields Day Nursery",
           "Ysgol Gynradd Llanfair", "Castlerigg Junior School"],
    "IE": ["St Columba's National School", "Scoil Bhríde", "Gaelscoil Chnoc na Gréine", "Little Acorns Creche",
           "Rathmoyle Community Playschool", "Carrigbeg Community College", "Presentation Primary Kilmoran"],
    "US": ["Maplewood Elementary School", "Oak Hollow Head Start", "Magnolia Springs High School",
           "Sunset Ridge Middle School", "Bright Beginnings Daycare", "Pinecrest Montessori", "Lincoln Park Elementary"],
}

WARDS_KIND = {
    "UKIE": {
        "lw": ["Orchid Delivery Suite", "Lotus Birth Centre", "Honeysuckle Birth Centre", "Meadow Birth Centre",
               "Bluebell Midwife-Led Unit", "Snowdrop Suite", "Willow Suite", "Nightingale Unit"],
        "pn": ["Juniper Ward", "Robin Ward", "Rowan Ward", "Maple Mother & Baby Unit", "Wren Ward", "Kingfisher Ward",
               "Cedar Transitional Care", "Daisy Ward", "Sunflower Ward", "Swan Ward", "Aurora Postnatal Ward",
               "Primrose Ward", "St Gerard's Ward", "Tern Ward", "Poppy Ward"],
        "an": ["Hazel Antenatal Ward", "Kingfisher Ward", "Larkspur Ward", "St Gerard's Ward", "Heron Ward",
               "Primrose Ward"],
        "neo": ["Starlight Neonatal Unit", "Puffin SCBU", "Seahorse NNU", "Cygnet Neonatal Unit", "Rainbow Neonatal Unit",
                "Little Stars SCBU"],
    },
    "US": {
        "lw": ["Family Birth Place", "Magnolia Birthing Suites", "Riverside Family Birth Center", "Sunrise Birthing Suites",
               "Hope Labor & Delivery Center"],
        "pn": ["Rose Mother-Baby Unit", "Willow Postpartum Unit", "Bluebonnet Mother-Baby Unit", "Cardinal Postpartum Unit",
               "Dogwood Women's Unit"],
        "an": ["Azalea Antepartum Unit", "Bluebonnet Antepartum Unit", "Dogwood Women's Unit"],
        "neo": ["Starlight NICU", "Cardinal NICU", "Tiny Miracles NICU", "Hummingbird Special Care Nursery",
                "Little Lambs Nursery"],
    },
}
