"""Invented/compiled place, organisation and occupation pools for dev248 (author 248)."""


def _rows(x):
    return [tuple(r.split("|")) for r in x.strip().split(";")]


# city | abbr | state/province/territory name | postal prefix
US_CITIES = _rows(
    "Springfield|IL|Illinois|627;Dayton|OH|Ohio|454;Tulsa|OK|Oklahoma|741;Boise|ID|Idaho|837;"
    "Fresno|CA|California|937;Eugene|OR|Oregon|974;Gresham|OR|Oregon|970;Lubbock|TX|Texas|794;"
    "Macon|GA|Georgia|312;Asheville|NC|North Carolina|288;Duluth|MN|Minnesota|558;"
    "Scranton|PA|Pennsylvania|185;Provo|UT|Utah|846;Reno|NV|Nevada|895;Billings|MT|Montana|591;"
    "Bangor|ME|Maine|044;Burlington|VT|Vermont|054;Cedar Rapids|IA|Iowa|524;Topeka|KS|Kansas|666;"
    "Mobile|AL|Alabama|366;Biloxi|MS|Mississippi|395;Pueblo|CO|Colorado|810;"
    "Grand Junction|CO|Colorado|815;Yuma|AZ|Arizona|853;Flagstaff|AZ|Arizona|860;"
    "Las Cruces|NM|New Mexico|880;Gallup|NM|New Mexico|873;Spokane|WA|Washington|992;"
    "Yakima|WA|Washington|989;Fargo|ND|North Dakota|581;Rapid City|SD|South Dakota|577;"
    "Lincoln|NE|Nebraska|685;Joplin|MO|Missouri|648;Paducah|KY|Kentucky|420;"
    "Knoxville|TN|Tennessee|379;Shreveport|LA|Louisiana|711;Little Rock|AR|Arkansas|722;"
    "Wheeling|WV|West Virginia|260;Roanoke|VA|Virginia|240;Frederick|MD|Maryland|217;"
    "Hagerstown|MD|Maryland|217;Dover|DE|Delaware|199;Trenton|NJ|New Jersey|086;"
    "Albany|NY|New York|122;Utica|NY|New York|135;Hartford|CT|Connecticut|061;"
    "Worcester|MA|Massachusetts|016;Manchester|NH|New Hampshire|031;Kalamazoo|MI|Michigan|490;"
    "Saginaw|MI|Michigan|486;Gary|IN|Indiana|464;Muncie|IN|Indiana|473;Green Bay|WI|Wisconsin|543;"
    "Eau Claire|WI|Wisconsin|547;Anchorage|AK|Alaska|995;Hilo|HI|Hawaii|967;Casper|WY|Wyoming|826;"
    "Charleston|SC|South Carolina|294;Tallahassee|FL|Florida|323;Ocala|FL|Florida|344;"
    "Odessa|TX|Texas|797;Waco|TX|Texas|767;Bakersfield|CA|California|933;"
    "Redding|CA|California|960;Pawtucket|RI|Rhode Island|028;Cheyenne|WY|Wyoming|820;"
    "Millbrook|AL|Alabama|360;Harlan|KY|Kentucky|408;Athens|GA|Georgia|306;Ames|IA|Iowa|500;"
    "Salina|KS|Kansas|674;Bozeman|MT|Montana|597;Missoula|MT|Montana|598")

CA_CITIES = _rows(
    "Kamloops|BC|British Columbia|V2C;Nanaimo|BC|British Columbia|V9R;"
    "Prince George|BC|British Columbia|V2L;Kelowna|BC|British Columbia|V1Y;"
    "Chilliwack|BC|British Columbia|V2P;Red Deer|AB|Alberta|T4N;Lethbridge|AB|Alberta|T1J;"
    "Medicine Hat|AB|Alberta|T1A;Grande Prairie|AB|Alberta|T8V;Saskatoon|SK|Saskatchewan|S7K;"
    "Moose Jaw|SK|Saskatchewan|S6H;Prince Albert|SK|Saskatchewan|S6V;Brandon|MB|Manitoba|R7A;"
    "Thompson|MB|Manitoba|R8N;Steinbach|MB|Manitoba|R5G;Thunder Bay|ON|Ontario|P7B;"
    "Sudbury|ON|Ontario|P3A;Kingston|ON|Ontario|K7L;Barrie|ON|Ontario|L4M;Guelph|ON|Ontario|N1H;"
    "Windsor|ON|Ontario|N9A;Peterborough|ON|Ontario|K9J;Oshawa|ON|Ontario|L1H;"
    "Sault Ste. Marie|ON|Ontario|P6A;Timmins|ON|Ontario|P4N;Sherbrooke|QC|Quebec|J1H;"
    "Trois-Rivières|QC|Quebec|G9A;Gatineau|QC|Quebec|J8T;Rimouski|QC|Quebec|G5L;"
    "Moncton|NB|New Brunswick|E1C;Fredericton|NB|New Brunswick|E3B;Truro|NS|Nova Scotia|B2N;"
    "Sydney|NS|Nova Scotia|B1P;Kentville|NS|Nova Scotia|B4N;Charlottetown|PE|Prince Edward Island|C1A;"
    "Summerside|PE|Prince Edward Island|C1N;Corner Brook|NL|Newfoundland and Labrador|A2H;"
    "Gander|NL|Newfoundland and Labrador|A1V;Whitehorse|YT|Yukon|Y1A;"
    "Yellowknife|NT|Northwest Territories|X1A;Iqaluit|NU|Nunavut|X0A")

AU_CITIES = _rows(
    "Parramatta|NSW|New South Wales|2150;Penrith|NSW|New South Wales|2750;"
    "Wollongong|NSW|New South Wales|2500;Dubbo|NSW|New South Wales|2830;"
    "Tamworth|NSW|New South Wales|2340;Lismore|NSW|New South Wales|2480;"
    "Wagga Wagga|NSW|New South Wales|2650;Blacktown|NSW|New South Wales|2148;"
    "Maitland|NSW|New South Wales|2320;Orange|NSW|New South Wales|2800;Geelong|VIC|Victoria|3220;"
    "Ballarat|VIC|Victoria|3350;Bendigo|VIC|Victoria|3550;Frankston|VIC|Victoria|3199;"
    "Shepparton|VIC|Victoria|3630;Mildura|VIC|Victoria|3500;Traralgon|VIC|Victoria|3844;"
    "Toowoomba|QLD|Queensland|4350;Townsville|QLD|Queensland|4810;Cairns|QLD|Queensland|4870;"
    "Mackay|QLD|Queensland|4740;Ipswich|QLD|Queensland|4305;Caboolture|QLD|Queensland|4510;"
    "Bundaberg|QLD|Queensland|4670;Rockhampton|QLD|Queensland|4700;Toowong|QLD|Queensland|4066;"
    "Elizabeth|SA|South Australia|5112;Mount Gambier|SA|South Australia|5290;"
    "Whyalla|SA|South Australia|5600;Murray Bridge|SA|South Australia|5253;"
    "Bunbury|WA|Western Australia|6230;Geraldton|WA|Western Australia|6530;"
    "Kalgoorlie|WA|Western Australia|6430;Joondalup|WA|Western Australia|6027;"
    "Karratha|WA|Western Australia|6714;Launceston|TAS|Tasmania|7250;Devonport|TAS|Tasmania|7310;"
    "Glenorchy|TAS|Tasmania|7010;Palmerston|NT|Northern Territory|0830;"
    "Alice Springs|NT|Northern Territory|0870;Katherine|NT|Northern Territory|0850;"
    "Belconnen|ACT|Australian Capital Territory|2617;Tuggeranong|ACT|Australian Capital Territory|2900")

CITIES = {"US": US_CITIES, "CA": CA_CITIES, "AU": AU_CITIES}

COUNTY_STEMS = ["Ashby", "Tolliver", "Greer", "Marlow", "Cass", "Pickett", "Harlan", "Delmar",
                "Whitfield", "Brannock", "Osage Hills", "Keller", "Lassiter", "Morrow", "Pruitt"]

STREET_NAMES = ["Elm", "Birchwood", "Banksia", "Wattle", "Jacaranda", "Maple", "Tamarack", "Cedar",
                "Riverside", "Mill", "Church", "King", "Queen", "Victoria", "Station", "Railway",
                "Bridge", "High", "Ridge", "Orchard", "Sunset", "Lakeview", "Prairie", "Cottonwood",
                "Pinecrest", "Bayview", "Harbour", "Cumberland", "Tecumseh", "Dufferin", "Simcoe",
                "Magnolia", "Dogwood", "Sycamore", "Willow Creek", "Aspen", "Juniper", "Ironbark",
                "Bottlebrush", "Grevillea", "Currawong", "Kookaburra", "Lorikeet", "Mulga", "Spinifex",
                "Saltbush", "Coolabah", "Yarra", "Darling", "Murray", "Lachlan", "Hawthorn",
                "Chestnut", "Hickory", "Pecan", "Mesquite", "Sagebrush", "Bluebonnet", "Peachtree",
                "Laurier", "Champlain", "Frontenac", "Portage", "Assiniboine", "Muskoka", "Algonquin",
                "Rideau", "Seigneurie", "Mountainview", "Glenview", "Hillcrest", "Parkside",
                "Fairview", "Meadowlark", "Kingfisher", "Heron", "Osprey", "Falcon", "Copper",
                "Quarry", "Foundry", "Tannery", "Canal", "Wharf", "Pioneer", "Homestead", "Ranch",
                "Windmill", "Saddle", "Buckboard", "Harvest", "Granary", "Silo", "Grange"]

STREET_SUFFIX = {
    "US": ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Drive", "Ln", "Lane", "Ct", "Blvd",
           "Way", "Pl", "Cir", "Trl", "Pkwy"],
    "CA": ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Dr", "Cres", "Crescent", "Crt", "Blvd",
           "Way", "Pl", "Terr", "Line", "Sideroad", "Gate"],
    "AU": ["St", "Street", "Ave", "Rd", "Road", "Dr", "Cres", "Crescent", "Ct", "Pde", "Parade",
           "Tce", "Terrace", "Cl", "Close", "Hwy", "Way", "Pl", "Gr", "Grove", "Lane"],
}

NAMED_STEMS = ["Mercy Ridge", "Lakeshore", "Northgate", "Valley View", "Prairie Rose", "Cedar Hills",
               "Bayside", "Riverbend", "Sunnybank", "Highfield", "Westbrook", "Eastlake", "Pine Hollow",
               "Granite Falls", "Silver Creek", "Kingsgate", "Wattle Grove", "Bluegum", "Redgum",
               "Southport", "Harbourview", "Ironwood", "Thornbury", "Glenhaven", "Meadowvale",
               "Stonebridge", "Clearwater", "Maple Crest", "Aspen Park", "Fairhaven", "Oakridge",
               "Brightwater", "Kestrel Point", "Wyndham Vale", "Juniper Flats", "Copper Basin",
               "Saltwater Creek", "Bellbird", "Tallowwood", "Emu Plains", "Coral Coast",
               "Big Sky", "High Plains", "Tri-Rivers", "Twin Lakes", "Three Forks", "North Shore",
               "Hollins", "Marchmont", "Wexley", "Dunmore", "Calder", "Ravensworth", "Linwood"]

SAINTS = ["St. Brigid's", "St. Jude's", "St Catherine's", "St. Aloysius", "St Columba's",
          "St. Vincent de Paul", "Our Lady of Peace", "St. Hedwig's", "St Agnes'", "Holy Cross",
          "Good Samaritan", "St. Anselm's", "Sacred Heart"]

HOSP_SUFFIX = {
    "US": ["Medical Center", "Regional Medical Center", "Community Hospital", "General Hospital",
           "Memorial Hospital", "Children's Hospital", "Health Center", "Hospital"],
    "CA": ["General Hospital", "Regional Hospital", "Health Centre", "Hospital",
           "District Hospital", "Memorial Hospital", "Health Sciences Centre", "Children's Hospital"],
    "AU": ["Hospital", "Base Hospital", "District Hospital", "Health Service", "Private Hospital",
           "Children's Hospital", "Memorial Hospital", "Regional Hospital"],
}

CLINIC_SUFFIX = {
    "US": ["Family Practice", "Pediatrics", "Family Medicine", "Medical Clinic", "Urgent Care",
           "Internal Medicine Associates", "Community Health Center", "Primary Care"],
    "CA": ["Family Health Team", "Medical Clinic", "Family Practice", "Walk-In Clinic",
           "Community Health Centre", "Paediatric Clinic", "Medical Centre"],
    "AU": ["Medical Centre", "Family Practice", "General Practice", "Medical Clinic",
           "Aboriginal Medical Service", "Health Clinic", "Doctors"],
}

PHARMACY_SUFFIX = {"US": ["Pharmacy", "Drug", "Apothecary"], "CA": ["Pharmacy", "Pharmasave Plus"],
                   "AU": ["Pharmacy", "Chemist", "Discount Chemist"]}

CARE_HOME_SUFFIX = {"US": ["Manor", "Assisted Living", "Care Center", "Nursing & Rehab"],
                    "CA": ["Lodge", "Long-Term Care", "Retirement Residence", "Manor"],
                    "AU": ["Aged Care", "Lodge", "Gardens Aged Care", "Nursing Home"]}

WARDS = ["Ward 4B", "Ward 7", "5 West", "3 North", "Rainbow Ward", "Koala Ward", "Ward 2C",
         "6 South", "Jacaranda Ward", "Banksia Unit", "Maple Unit", "Pod C", "Ward 12", "4 East"]

PCC_NAMES = {
    "US": ["Tri-Rivers Poison Center", "Heartland Regional Poison Center", "Gulf Plains Poison Center",
           "Big Sky Poison & Drug Information Center", "Cascadia Poison Center",
           "Great Lakes Basin Poison Center", "Piedmont Regional Poison Center",
           "Desert Southwest Poison Center", "Appalachian Poison Center"],
    "CA": ["Prairie Provinces Poison Centre", "Coastal Drug & Poison Information Centre",
           "Northern Ontario Poison Centre", "Atlantic Regional Poison Centre",
           "Centre antipoison de l'Estrie"],
    "AU": ["Southern Cross Poisons Information Centre", "Coral Coast Poisons Information Centre",
           "Western Plains Poisons Information Centre", "Bass Strait Poisons Information Centre"],
}

NURSE_LINES = {
    "US": ["CareLine 24 Nurse Advice", "NurseNow Advice Line", "HealthConnect Nurse Line",
           "Prairie Health Nurse Line", "AskANurse Direct"],
    "CA": ["Bluewater Health Advice Line", "CareLink Telehealth", "Northern Nurse Advice Line",
           "HealthBridge Nurse Line"],
    "AU": ["HealthCall Nurse Line", "Bush Nurse Advice Line", "CareDirect Nurse Line",
           "After Hours Nurse Connect"],
}

DISPATCH = {
    "US": ["Tri-County Emergency Communications", "Ashby County 911", "Metro North ECC",
           "Riverlands Regional Dispatch", "Pickett County Communications",
           "Keller Valley 911 Authority"],
    "CA": ["Central Ambulance Communications Centre North", "Prairie West Dispatch",
           "Lakehead Emergency Communications", "Fundy Regional Dispatch"],
    "AU": ["Northern Ambulance Communications", "Coral Coast Emergency Operations Centre",
           "Riverina Ambulance Communications", "Top End Emergency Communications"],
}

EMS = {
    "US": ["Ashby County EMS", "Tri-County Ambulance", "Keller Valley Fire Rescue",
           "Lifeline Medical Transport", "Pruitt County EMS"],
    "CA": ["Prairie West EMS", "Lakehead Paramedic Service", "Fundy Paramedics",
           "Northshore Paramedic Services"],
    "AU": ["Coral Coast Ambulance Service", "Riverina Ambulance", "Top End Ambulance",
           "Bass Strait Ambulance"],
}

ORG_STEMS = ["Kellan", "Hartwell", "Northstar", "Blue Gum", "Ironbark", "Redgum", "Prairie Sky",
             "Tidewater", "Summit Ridge", "Granite State", "Coldspring", "Pellham", "Brockway",
             "Yarrow", "Dunlevy", "Osprey Bay", "Tarrant", "Whitmore", "Castlereagh", "Mulgrave",
             "Kinross", "Barrowfield", "Quillan", "Fennimore", "Stirling Flats", "Acheron"]

ORG_SUFFIX = {
    "US": ["Fabrication Inc", "Pool & Spa", "Pest Solutions", "Poultry Processing", "Plating Co",
           "Cold Storage", "Ag Supply", "Auto Body", "Janitorial Services", "Water Treatment LLC",
           "Metalworks", "Logistics", "Landscaping", "Dairy", "Chemical Co", "Nail Studio"],
    "CA": ["Fabrication Ltd", "Pool Supplies", "Pest Control", "Poultry Ltd", "Cold Storage",
           "Agri-Services", "Collision", "Cleaning Services", "Mining Ltd", "Sawmill",
           "Greenhouses", "Metal Finishing", "Transport Ltd"],
    "AU": ["Engineering Pty Ltd", "Pool Services", "Pest Control", "Poultry Pty Ltd", "Mining Pty Ltd",
           "Rural Supplies", "Smash Repairs", "Cleaning Pty Ltd", "Water Services", "Cotton Gin",
           "Vineyards", "Abattoir", "Electrical", "Hydroponics"],
}

SCHOOL_SUFFIX = {
    "US": ["Elementary School", "Middle School", "High School", "Montessori", "Head Start",
           "Kids Academy Daycare"],
    "CA": ["Public School", "Elementary School", "Secondary School", "Child Care Centre",
           "École élémentaire", "Daycare"],
    "AU": ["Primary School", "State School", "High School", "Early Learning Centre",
           "Childcare Centre", "Kindergarten"],
}

CHURCH = ["Grace Fellowship Church", "St. Olaf Lutheran Church", "Hope Valley Baptist Church",
          "Living Waters Assembly", "Holy Trinity Parish", "Masjid Al-Noor", "Beth Shalom Synagogue",
          "Gurdwara Sahib Dasmesh", "Riverside Uniting Church", "New Life Pentecostal"]

LANDMARKS = ["Westgate Mall food court", "Lake Tamsin boat ramp", "Bluegum Creek walking track",
             "Riverside Park", "Heron Point campground", "Kingsgate Plaza", "Granary Lofts",
             "Copper Basin rest area", "Pioneer Square", "Saltwater Creek caravan park",
             "Eastlake Aquatic Centre", "Fairhaven Marina", "Three Forks trailhead",
             "Ravensworth Tower", "Calder Street bus interchange", "Millpond Reserve",
             "Twin Lakes Motel", "Oakridge Community Hall", "Stonebridge Arena",
             "Wexley Showgrounds", "Camp Wanakee", "Big Sky Fairgrounds", "Kestrel Point lookout"]

PROFESSIONS = ["welder", "pipefitter", "farmhand", "hairdresser", "pool technician",
               "pest control technician", "electrician", "teacher", "truck driver", "landscaper",
               "cleaner", "lab technician", "veterinary nurse", "painter", "miner",
               "line cook", "nail technician", "plumber", "carpenter", "apprentice mechanic",
               "panel beater", "greenkeeper", "orchard worker", "dairy farmer", "cattle station hand",
               "warehouse worker", "forklift operator", "school bus driver", "accountant",
               "software developer", "barista", "retail assistant", "security guard",
               "childcare worker", "ICU nurse", "pharmacist", "paramedic", "dental assistant",
               "firefighter", "police officer", "chef", "baker", "roofer", "bricklayer",
               "boilermaker", "fitter and turner", "crop duster pilot", "beekeeper", "fisherman",
               "deckhand", "lineman", "HVAC technician", "dry cleaner", "photographer",
               "jeweller", "glassblower", "potter", "housekeeper", "care aide", "student",
               "university student", "apprentice electrician", "homemaker", "cashier", "janitor", "car detailer", "exterminator",
               "groundskeeper", "sanitation worker", "swimming pool attendant", "tattoo artist"]

RELATIONS = {
    "F": ["mother", "mom", "mum", "grandmother", "aunt", "sister", "wife", "daughter", "neighbour",
          "babysitter", "stepmother", "foster mother", "friend", "partner", "nanny", "granddaughter"],
    "M": ["father", "dad", "grandfather", "uncle", "brother", "husband", "son", "neighbour",
          "stepfather", "foster father", "friend", "partner", "roommate", "grandson"],
}

PETS = ["Bella", "Max", "Biscuit", "Rocky", "Luna", "Milo", "Daisy", "Bruno", "Coco", "Duke",
        "Pepper", "Ziggy"]

EMAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "tox.example.org",
                 "health.example.net"]
