"""Invented pools for dev229_en (author 229). Everything here is fictional."""

US_BOYS = """Liam Noah Mateo Elijah Jackson Aiden Caleb Josiah Brayden Ezra Isaiah Dominic
Jaxon Santiago Malik Tyrell Owen Declan Kai Rowan Hudson Micah Adrian Xavier Emmett Cole Gavin
Tristan Luca Amir Omar Yusuf Ethan Carter Julian Andre DeShawn Wyatt Levi Austin Jordan Dakota
Bryce Kendrick Tobias Ignacio Rafael Beckett Landon Colt Miles Jonah Ezekiel Marcus Trey""".split()
US_GIRLS = """Olivia Ava Sofia Isabella Harper Aaliyah Zoe Camila Penelope Nora Maya Layla Avery
Brielle Kinsley Valentina Ximena Imani Jasmine Riley Hazel Aurora Savannah Gianna Mackenzie
Paisley Leilani Nevaeh Priya Anika Mei Fatima Esperanza Georgia Madison Brooklyn Sydney Kaylee
Destiny Jayla Lucia Adeline Quinn Rosalie Skylar Amara Yaretzi Journee Delilah Marisol""".split()
AU_BOYS = """Oliver Jack William Lachlan Harrison Cooper Archie Hamish Angus Fletcher Darcy Lincoln
Riley Xavier Flynn Hunter Koby Jayden Tane Mitchell Hugo Banjo Ned Mason Jarrah Isaac Leo Kobe
Bailey Zac Toby Heath Marley Ryder Elijah Finn Arlo Sami Tariq Duc Minh Rangi Sione Nikolas""".split()
AU_GIRLS = """Charlotte Matilda Isla Ruby Chloe Mia Grace Evie Sienna Willow Scarlett Ivy Tahlia
Jorja Indi Frankie Georgie Mackenzie Amelia Lily Zara Sydney Harper Ella Poppy Maddison Kiara
Anh Linh Mele Ana Talia Layla Aisha Eloise Piper Sadie Bonnie Daisy Holly Alinta Jasmin""".split()
NICK = {"William": "Will", "Nikolas": "Niko", "Alexander": "Alex", "Matilda": "Tilly",
        "Elizabeth": "Lizzie", "Isabella": "Bella", "Zachary": "Zac", "Jackson": "Jax",
        "Valentina": "Vali", "Penelope": "Penny", "Harrison": "Harry", "Georgia": "Gigi",
        "Charlotte": "Charlie", "Lachlan": "Lochie", "Mackenzie": "Kenzie", "Gianna": "Gigi",
        "Ezekiel": "Zeke", "Tobias": "Toby", "Rafael": "Rafa", "Jonah": "Joe", "Adeline": "Addie",
        "Hamish": "Mish", "Fletcher": "Fletch", "Cooper": "Coop", "Maddison": "Maddie",
        "Madison": "Maddie", "Ignacio": "Nacho", "Santiago": "Santi", "Dominic": "Dom",
        "Savannah": "Savvy", "Ximena": "Xime", "Aurora": "Rory", "Rosalie": "Rosie"}
ADULT_F = """Jennifer Melissa Tanya Rachel Keisha Maria Guadalupe Ngoc Lan Aisha Bronwyn Kylie
Leanne Shari Priyanka Natalie Fiona Megan Carmen Sinead Hannah Rebecca Latoya Hoa Mele Talia
Rosa Yolanda Deanna Crystal Amber Brooke Renee Simone Kirsten Jodie Narelle Tamsin Lucy Ebony
Farah Noor Minh Thi Sunita Deepa Ifeoma Abena Lena Olga Kasey Dawn Tracey Colleen""".split()
ADULT_M = """Michael Jason Brendan Darren Craig Luis Carlos Dwayne Marcus Tuan Rajesh Ahmed Shane
Troy Glenn Kevin Andrew Scott Tevita Hemi Paolo Dimitri Wei Jamal Terrence Ricardo Hector Brett
Nathan Damien Wayne Rhys Tyson Kane Sunil Vikram Emeka Kwame Ivan Bao Quang Felipe Grant Dale
Corey Jarrod Lindsay Murray Hamid Sami Faisal Rory Colm Pete""".split()
CLIN_FIRST = """Anjali Rebecca Thomas Helen Marcus Priscilla David Nkechi Siobhan Graham Yuki
Emily Benjamin Chiara Farid Lauren Patrick Margaret Kenji Samantha Oluwaseun Claire Rohan Ingrid
Victor Naomi Hugh Beatrice Tomasz Leah Carlos Fatima Declan Wendy Stuart Harriet Imogen Rahul
Gemma Felix Eleanor Jonathan Aroha Mireille Desmond Ashleigh Kieran Jocelyn Teresa Ravi Lisette
Bridget Callum Esther Moana Dominique Gareth Vivian Shauna Nadia Elliot Joy""".split()
SURNAMES = """Okafor Nakamura Delgado Fitzgerald Hollis Brannigan Castellanos Whitlock
Papadopoulos Nguyen Tran Pham Kowalczyk Abernethy McAllister O'Driscoll Singh Raman Venkatesh
Hoang Fonoti Tuilagi Watene Harrington Pemberton Galloway Ashby Lindqvist Moreau Delacroix Esposito
Romano Iacobelli Haddad Nasser Bui Castillo Villanueva Okonkwo Adeyemi Mensah Boateng Kim Park Cho
Lim Tan Wong Chen Zhao Liu Osei Brennan Kavanagh Sutherland Mackenzie Thornton Whitaker Blackwood
Greenhalgh Hargreaves Rutherford Prescott Lowell Carrington Dunmore Eastwood Fairbairn Gillespie
Holloway Ingram Jardine Kettering Larkin Merriweather Norcross Oakley Pritchard Quinlan Radcliffe
Stanhope Tolliver Underwood Vance Wakefield Yardley Zimmerman Baptiste Jean-Louis Washington
Jackson Brooks Parkinson Downs Reyes Alvarado Gutierrez Ochoa Ibarra Espinoza Mejia Salazar
Dimitriou Karalis Petrakis Ramadan Khoury Aziz Rahimi Sandhu Grewal Chaudhry Patil Iyer Menon
Achterberg Vandermeer Hohaia Taufa Havili Faleolo Tamihana Cooper Lister Mabry Stroud Fenwick
Bellamy Crowther Dalgleish Everard Foxworth Gunderson Halvorsen Ishikawa Jovanovic Kaczmarek
Lombardi Marchetti Nowak Ostrowski Pacheco Quintero Rosales Szabo Takahashi Urquhart Voss
Winslow Xiong Yamamoto Zielinski Al-Rashid Ben-David MacGregor O'Rourke Van Dyke Le Doan Vu Ly""".split()
MID = "A B C D E F G H J K L M N P R S T W".split()

# (city, state abbr, state full, postcode prefix)
US_PLACES = [
    ("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"), ("Nashville", "TN", "Tennessee", "372"),
    ("Memphis", "TN", "Tennessee", "381"), ("Aurora", "CO", "Colorado", "800"), ("Pueblo", "CO", "Colorado", "810"),
    ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"), ("Boise", "ID", "Idaho", "837"),
    ("Albuquerque", "NM", "New Mexico", "871"), ("El Paso", "TX", "Texas", "799"), ("Lubbock", "TX", "Texas", "794"),
    ("San Antonio", "TX", "Texas", "782"), ("Fresno", "CA", "California", "937"), ("Bakersfield", "CA", "California", "933"),
    ("Sacramento", "CA", "California", "958"), ("Tucson", "AZ", "Arizona", "857"), ("Omaha", "NE", "Nebraska", "681"),
    ("Des Moines", "IA", "Iowa", "503"), ("Madison", "WI", "Wisconsin", "537"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Ann Arbor", "MI", "Michigan", "481"), ("Grand Rapids", "MI", "Michigan", "495"), ("Erie", "PA", "Pennsylvania", "165"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Allentown", "PA", "Pennsylvania", "181"), ("Rochester", "NY", "New York", "146"),
    ("Syracuse", "NY", "New York", "132"), ("Burlington", "VT", "Vermont", "054"), ("Portland", "ME", "Maine", "041"),
    ("Hartford", "CT", "Connecticut", "061"), ("Providence", "RI", "Rhode Island", "029"), ("Richmond", "VA", "Virginia", "232"),
    ("Norfolk", "VA", "Virginia", "235"), ("Charleston", "SC", "South Carolina", "294"), ("Savannah", "GA", "Georgia", "314"),
    ("Macon", "GA", "Georgia", "312"), ("Birmingham", "AL", "Alabama", "352"), ("Jackson", "MS", "Mississippi", "392"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Little Rock", "AR", "Arkansas", "722"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Wichita", "KS", "Kansas", "672"), ("Springfield", "MO", "Missouri", "658"), ("Louisville", "KY", "Kentucky", "402"),
    ("Lexington", "KY", "Kentucky", "405"), ("Fort Wayne", "IN", "Indiana", "468"), ("Peoria", "IL", "Illinois", "616"),
    ("Joliet", "IL", "Illinois", "604"), ("Duluth", "MN", "Minnesota", "558"), ("Fargo", "ND", "North Dakota", "581"),
    ("Billings", "MT", "Montana", "591"), ("Reno", "NV", "Nevada", "895"), ("Provo", "UT", "Utah", "846"),
    ("Anchorage", "AK", "Alaska", "995"), ("Hilo", "HI", "Hawaii", "967"), ("Durham", "NC", "North Carolina", "277"),
    ("Asheville", "NC", "North Carolina", "288"), ("Gainesville", "FL", "Florida", "326"), ("Tampa", "FL", "Florida", "336"),
    ("Cheyenne", "WY", "Wyoming", "820"), ("Wilmington", "DE", "Delaware", "198"), ("Morgantown", "WV", "West Virginia", "265"),
    ("Bismarck", "ND", "North Dakota", "585"), ("Yakima", "WA", "Washington", "989"), ("Lafayette", "LA", "Louisiana", "705"),
]
AU_PLACES = [
    ("Parramatta", "NSW", "New South Wales", "2150"), ("Blacktown", "NSW", "New South Wales", "2148"),
    ("Penrith", "NSW", "New South Wales", "2750"), ("Wollongong", "NSW", "New South Wales", "2500"),
    ("Newcastle", "NSW", "New South Wales", "2300"), ("Dubbo", "NSW", "New South Wales", "2830"),
    ("Wagga Wagga", "NSW", "New South Wales", "2650"), ("Orange", "NSW", "New South Wales", "2800"),
    ("Tamworth", "NSW", "New South Wales", "2340"), ("Lismore", "NSW", "New South Wales", "2480"),
    ("Campbelltown", "NSW", "New South Wales", "2560"), ("Liverpool", "NSW", "New South Wales", "2170"),
    ("Gosford", "NSW", "New South Wales", "2250"), ("Geelong", "Vic", "Victoria", "3220"),
    ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "VIC", "Victoria", "3550"), ("Frankston", "VIC", "Victoria", "3199"),
    ("Dandenong", "VIC", "Victoria", "3175"), ("Werribee", "VIC", "Victoria", "3030"), ("Shepparton", "VIC", "Victoria", "3630"),
    ("Mildura", "VIC", "Victoria", "3500"), ("Traralgon", "VIC", "Victoria", "3844"), ("Toowoomba", "QLD", "Queensland", "4350"),
    ("Cairns", "QLD", "Queensland", "4870"), ("Townsville", "QLD", "Queensland", "4810"), ("Ipswich", "QLD", "Queensland", "4305"),
    ("Logan Central", "QLD", "Queensland", "4114"), ("Rockhampton", "Qld", "Queensland", "4700"),
    ("Mackay", "QLD", "Queensland", "4740"), ("Bundaberg", "QLD", "Queensland", "4670"), ("Southport", "QLD", "Queensland", "4215"),
    ("Joondalup", "WA", "Western Australia", "6027"), ("Rockingham", "WA", "Western Australia", "6168"),
    ("Bunbury", "WA", "Western Australia", "6230"), ("Geraldton", "WA", "Western Australia", "6530"),
    ("Kalgoorlie", "WA", "Western Australia", "6430"), ("Mandurah", "WA", "Western Australia", "6210"),
    ("Elizabeth", "SA", "South Australia", "5112"), ("Mount Gambier", "SA", "South Australia", "5290"),
    ("Whyalla", "SA", "South Australia", "5600"), ("Murray Bridge", "SA", "South Australia", "5253"),
    ("Launceston", "TAS", "Tasmania", "7250"), ("Devonport", "Tas", "Tasmania", "7310"), ("Burnie", "TAS", "Tasmania", "7320"),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617"), ("Tuggeranong", "ACT", "Australian Capital Territory", "2900"),
    ("Palmerston", "NT", "Northern Territory", "0830"), ("Alice Springs", "NT", "Northern Territory", "0870"),
    ("Katherine", "NT", "Northern Territory", "0850"),
]
STREET_NAMES = """Elm Maple Oak Cedar Willow Juniper Sycamore Chestnut Magnolia Hawthorn Linden
Birchwood Ridgeview Lakeshore Prairie Mesa Canyon Orchard Meadowlark Kingfisher Harbor Bluebell
Foxglove Tanager Whitman Garfield Monroe Lafayette Grant Sheridan Beaumont Carlisle Ashgrove
Banksia Wattle Jacaranda Bottlebrush Coolabah Ironbark Waratah Boronia Kurrajong Grevillea
Melaleuca Tallowwood Paperbark Currawong Bellbird Wombat Echidna Bluegum Hakea Corella""".split()
US_ST = ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Road", "Rd",
         "Boulevard", "Blvd", "Way", "Place", "Pl", "Circle", "Trail", "Pkwy"]
AU_ST = ["Street", "St", "Road", "Rd", "Crescent", "Cres", "Parade", "Pde", "Terrace", "Tce",
         "Circuit", "Cct", "Avenue", "Ave", "Close", "Drive", "Court", "Way", "Grove", "Place"]

US_HOSP = ["Mercy Lakes Children's Medical Center", "Great Plains Children's Hospital",
           "Riverside Children's Hospital", "St. Brigid's Children's Hospital",
           "Cumberland Valley Children's Hospital", "Sierra Vista Children's Medical Center",
           "Lakeview University Children's Hospital", "Bayou Children's Hospital",
           "Northgate Children's Health", "Red Rock Children's Hospital",
           "Prairie Rose Children's Hospital", "Magnolia Children's Medical Center"]
US_HOSP_SHORT = {"Mercy Lakes Children's Medical Center": "Mercy Lakes",
                 "Great Plains Children's Hospital": "GPCH", "Riverside Children's Hospital": "Riverside Children's",
                 "St. Brigid's Children's Hospital": "St. Brigid's", "Cumberland Valley Children's Hospital": "CVCH",
                 "Sierra Vista Children's Medical Center": "Sierra Vista", "Lakeview University Children's Hospital": "LUCH",
                 "Bayou Children's Hospital": "Bayou Children's", "Northgate Children's Health": "Northgate",
                 "Red Rock Children's Hospital": "Red Rock Children's", "Prairie Rose Children's Hospital": "Prairie Rose",
                 "Magnolia Children's Medical Center": "MCMC"}
AU_HOSP = ["Banksia Children's Hospital", "Southern Cross Children's Hospital", "Jacaranda Children's Hospital",
           "Queen Adelaide Children's Hospital", "Wattle Park Children's Hospital", "Harbourview Children's Hospital",
           "Red Gum Children's Hospital", "Princess Beatrix Hospital for Children", "Coral Sea Children's Hospital",
           "Lady Emmeline Children's Hospital"]
AU_HOSP_SHORT = {"Banksia Children's Hospital": "BCH", "Southern Cross Children's Hospital": "SCCH",
                 "Jacaranda Children's Hospital": "Jacaranda", "Queen Adelaide Children's Hospital": "QACH",
                 "Wattle Park Children's Hospital": "Wattle Park", "Harbourview Children's Hospital": "Harbourview",
                 "Red Gum Children's Hospital": "Red Gum", "Princess Beatrix Hospital for Children": "PBHC",
                 "Coral Sea Children's Hospital": "CSCH", "Lady Emmeline Children's Hospital": "Lady Emmeline"}
US_LOCAL = ["Tri-County Medical Center", "St. Anselm Community Hospital", "Valley Regional Hospital",
            "Pinecrest Memorial Hospital", "Holy Cross Regional Medical Center", "Fairhaven General Hospital",
            "Copper Basin Regional", "Good Shepherd Hospital", "Lakeland Community Hospital"]
AU_LOCAL = ["Western Plains Base Hospital", "Riverina Regional Hospital", "Gippsland District Hospital",
            "Darling Downs Base Hospital", "Northern Rivers Hospital", "Limestone Coast Health Service",
            "Goldfields Regional Hospital", "Mid North Coast Health Campus", "Capricorn Base Hospital"]
US_CLINIC = ["Tri-County Pediatrics", "Bluebonnet Pediatric Associates", "Sunnyside Family Medicine",
             "Little Acorns Pediatrics", "Heartland Kids Clinic", "Cornerstone Family Health"]
AU_CLINIC = ["Wattle Grove Medical Centre", "Harbourside Family Practice", "Kookaburra Medical Centre",
             "Riverbank GP Clinic", "Seaview Family Doctors", "Gum Tree Medical Practice"]
US_PHARM = ["Hillcrest Pharmacy", "Main Street Drug", "Cornerstone Apothecary", "Valley Rx"]
AU_PHARM = ["Jetty Road Pharmacy", "Parkside Chemist", "Blue Wren Pharmacy", "Coastal Discount Chemist"]
US_WARD = ["7 North", "4 West", "Hem/Onc 6 East", "Butterfly Unit", "5 South", "Starfish Unit"]
AU_WARD = ["Koala Ward", "Platypus Ward", "Ward 6B", "Kookaburra Ward", "Banksia Ward", "Ward 4 North", "Lorikeet Ward"]
US_DAYUNIT = ["Sunflower Clinic", "Hem/Onc Infusion Center", "Lighthouse Clinic", "3 East Infusion"]
AU_DAYUNIT = ["Seahorse Day Unit", "Day Oncology Unit", "Wombat Day Unit", "Lilypad Day Unit"]
US_SCHOOL = ["Lincoln Elementary School", "Roosevelt Middle School", "Cedar Ridge High School",
             "St. Anne's Catholic School", "Maple Grove Elementary", "Westview Middle School",
             "Jefferson High School", "Little Sprouts Preschool", "Brookside Academy", "Eagle Creek Elementary"]
AU_SCHOOL = ["St Columba's Primary School", "Banksia Park Public School", "Mount Carmel College",
             "Riverside Secondary College", "Kingswood State School", "Gumtree Creek Primary School",
             "Lakes Grammar", "Bayside Christian College", "Tallowwood Early Learning Centre", "Hillview High School"]
US_EMPLOYER = ["Hargreaves Freight", "Tri-State Logistics", "Delmont Construction", "Pinecrest Dental",
               "Fieldgate Dairy", "Kestrel Electrical", "Summit Ridge Bank", "Northline Rail", "Crescent Foods"]
AU_EMPLOYER = ["Sunridge Mining", "Brightwater Aged Care", "Costa Fresh Produce", "Kestrel Electrical",
               "Blue Gum Childcare", "Southern Ports Authority", "Outback Haulage", "Reef Marine Services"]
US_CHARITY = ["Little Lanterns Foundation", "Camp Brightwings", "Sibling Circle Inc.", "Grace Fellowship Church",
              "Hope Harbor Foundation"]
AU_CHARITY = ["Little Lanterns Foundation", "Camp Quokka", "Sibling Circle Inc.", "St Brendan's Parish",
              "Starfish Family Support"]
US_PLAN = ["BlueHarbor Health Plan", "Prairie Children's Health Plan", "Sunstate Family Care", "Keystone Kids CHIP",
           "Meridian Mutual"]
AU_PLAN = ["Banksia Health Fund", "Coastline Health Insurance", "Teachers Mutual Health Fund", "Wattle Health"]
US_LAB = ["Genomix Reference Laboratories", "Beacon Molecular Diagnostics", "Tri-State Cytogenetics Lab"]
AU_LAB = ["Austral Genomics", "Southern Pathology Partners", "Harbour Molecular Laboratory"]
US_BUILDINGS = ["Kirby Pavilion", "Hollister Tower", "Founders Building", "Bright Star Garage"]
AU_BUILDINGS = ["Kirby Pavilion", "Wattle Building", "Level 3 Gowrie Wing", "Lomond Wing"]
FAMILY_HOUSE = {"US": ["Hope Harbor Family House", "Lakeside Family Lodge"],
                "AU": ["Kinship Cottage", "Harbour House family accommodation"]}

PROFESSIONS = ["electrician", "truck driver", "nurse", "teacher", "accountant", "chef", "barista", "plumber",
               "disability support worker", "real estate agent", "cleaner", "dairy farmer", "software developer",
               "police officer", "paramedic", "firefighter", "hairdresser", "bus driver", "pharmacist",
               "welder", "mechanic", "childcare worker", "warehouse supervisor", "bank teller", "carpenter",
               "graphic designer", "social worker", "forklift operator", "retail manager", "civil engineer",
               "dental assistant", "crop farmer", "fly-in fly-out miner", "army medic", "security guard",
               "librarian", "aged care worker", "train driver", "lawyer", "hospitality worker"]
TEEN_JOBS = ["barista", "lifeguard", "cashier", "kitchen hand", "dog walker", "tutor", "swim instructor"]
COUNTRIES = ["Vietnam", "Philippines", "Samoa", "Tonga", "Fiji", "New Zealand", "India", "Lebanon", "Mexico",
             "Guatemala", "El Salvador", "Nigeria", "Somalia", "Sudan", "China", "South Korea", "Iraq",
             "Afghanistan", "Ireland", "Scotland", "Greece", "Italy", "Bhutan", "Myanmar", "Ghana",
             "Honduras", "Brazil", "Sri Lanka", "Pakistan", "Ethiopia"]
LANGS = {"Vietnam": "Vietnamese", "Samoa": "Samoan", "Tonga": "Tongan", "Mexico": "Spanish", "Guatemala": "Spanish",
         "El Salvador": "Spanish", "Honduras": "Spanish", "Lebanon": "Arabic", "Iraq": "Arabic", "Sudan": "Arabic",
         "Somalia": "Somali", "Afghanistan": "Dari", "China": "Mandarin", "South Korea": "Korean", "Greece": "Greek",
         "Italy": "Italian", "Bhutan": "Nepali", "Myanmar": "Karen", "Brazil": "Portuguese", "Ethiopia": "Amharic",
         "Pakistan": "Urdu", "Sri Lanka": "Tamil"}
HOLIDAYS = {"US": ["Christmas", "Thanksgiving", "New Year's Day", "the Fourth of July", "Labor Day", "Easter",
                   "Halloween", "Memorial Day", "Christmas Eve"],
            "AU": ["Christmas", "Easter", "Anzac Day", "Australia Day", "Boxing Day", "New Year's Eve",
                   "Good Friday", "King's Birthday", "Christmas Eve"]}
DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "kids-onc.example.org",
           "family.test", "school.example.edu.test", "inbox.test"]
