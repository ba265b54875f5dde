"""Invented pools of names, places and organisations for dev226_en (US and South Africa)."""

US_GIVEN_M = """James Marcus DeShawn Luis Carlos Tyrone Kevin Brandon Jose Miguel Andre Darnell Cody Travis
Hunter Dustin Jamal Terrell Malik Juan Jorge Ricardo Anthony Michael Christopher Jeremiah Isaiah Xavier
Trevon Devonte Cameron Austin Kyle Ethan Nathan Omar Hector Javier Raymond Leon Curtis Wesley Dale Roy
Earl Vincent Duc Minh Tuan Wei Rashad Quentin Reggie Alonzo Emmanuel Kwame Tomas Rafael Elijah Gabriel""".split()
US_GIVEN_F = """Maria Jasmine Tamika Ashley Brittany Latoya Keisha Jennifer Amanda Vanessa Guadalupe Rosa Alejandra
Destiny Aaliyah Shaniqua Crystal Heather Kayla Megan Tiffany Monique Yolanda Patricia Linda Barbara Carmen
Yesenia Esperanza Ebony Imani Nia Kiara Mei Linh Hoa Priya Fatima Leticia Dolores Ruth Gloria Shirley Tanya
Courtney Danielle Brianna Savannah Chloe Naomi Renee Evelyn""".split()
US_SURNAMES = """Johnson Williams Brown Jones Garcia Martinez Rodriguez Hernandez Lopez Gonzalez Washington Jefferson
Jackson Harris Robinson Walker Young Allen King Wright Scott Torres Nguyen Tran Pham Hill Flores Green Adams
Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Phillips Evans Turner Diaz Parker Cruz Edwards
Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed
Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood Bennett Gray Mendoza Ruiz Hughes Price
Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Okafor Mensah Boateng Delacroix Thibodeaux
Broussard Fontenot Kowalski Novak Lindqvist Haugen Whitfield Pruitt Tolliver Blackwell Merriweather
Castellanos Villanueva Espinoza Salazar Truong Vo Haddad Khoury Abernathy Stroud Greer McBride Dunleavy""".split()

ZA_GIVEN_M = """Sipho Thabo Mandla Lwazi Siyabonga Themba Bongani Lungile Xolani Mzwandile Lindani Sibusiso Kagiso
Tshepo Lerato Mpho Tebogo Kabelo Neo Luvuyo Sizwe Andile Ayanda Zolani Vuyo Mthunzi Sandile Phumlani Musa
Jabulani Bheki Nkosinathi Wandile Loyiso Asanda Johan Pieter Hendrik Ruan Francois Gerhard Riaan Werner
Shaun Ashwin Clint Marlon Ebrahim Yusuf Riyaad Waleed Faizel Kreshen Nivesh Pravin Rajesh Tendai Tatenda
Farai Blessing Chipo Tinashe Kudakwashe""".split()
ZA_GIVEN_F = """Nomvula Thandeka Zanele Lindiwe Nokuthula Ntombi Busisiwe Nosipho Ayanda Zodwa Palesa Dineo Refilwe
Kgomotso Mpho Lerato Naledi Boitumelo Nandi Sinethemba Nomsa Thembeka Noluthando Siphokazi Anele Zintle
Yonela Babalwa Unathi Ziyanda Anneke Marike Elmarie Chantelle Bronwyn Charmaine Natasha Shireen Fatima
Zaheera Nazeema Priya Kavitha Shanthi Rutendo Nyasha Tariro Precious Gugu""".split()
ZA_SURNAMES = """Dlamini Nkosi Ndlovu Khumalo Mthembu Zulu Mokoena Mahlangu Sithole Ngcobo Mkhize Cele Shabalala
Buthelezi Radebe Molefe Mabaso Hadebe Zwane Mazibuko Nxumalo Ntuli Maseko Tshabalala Mbatha Gumede Majola
Ngubane Mbeki Qwabe Mlambo Sibiya Nene Makhanya Xaba Mdletshe Jali Mqadi Ntshangase Mthethwa Gqola
Mabuza Mokwena Sebola Modise Tau Letsoalo Motaung Phiri Sefolo Masilela Mlungwana Ntsele Jafta Mgxaji Dyantyi
Mbulawa Qamata Nqakula Sogoni Ndzuzo Matyila Makhaya Tshangela Booi Jacobs Adams Petersen Abrahams
Hendricks Isaacs Daniels Fortuin Williams Arendse Februarie Jansen Davids Solomons Booysen Van der Merwe
Botha Pretorius Venter Steyn Nel Coetzee Fourie Du Plessis Kruger Oosthuizen Swanepoel Naidoo Pillay Govender
Moodley Reddy Chetty Padayachee Maharaj Singh Moosa Ebrahim Cassim Patel Moyo Ncube Chikwanha Banda Mutasa""".split()
# multiword surnames restored
ZA_SURNAMES = [s for s in ZA_SURNAMES if s not in ("Van", "der", "Du", "Plessis", "Merwe")] + [
    "van der Merwe", "du Plessis", "van Wyk", "de Villiers", "le Roux", "van Rooyen"]

NICKNAMES = ["Tee", "Jay", "Boo", "Mo", "Sticks", "Lulu", "Bra T", "Skinny", "Doc", "Pap", "Sonny", "Nono",
             "Kid", "Bibi", "Dee", "Shorty"]

US_PLACES = [
    # city, state full, state abbr, zip prefix, county
    ("Houston", "Texas", "TX", "770", "Harris County"),
    ("Pasadena", "Texas", "TX", "775", "Harris County"),
    ("Dallas", "Texas", "TX", "752", "Dallas County"),
    ("Atlanta", "Georgia", "GA", "303", "Fulton County"),
    ("Decatur", "Georgia", "GA", "300", "DeKalb County"),
    ("Chicago", "Illinois", "IL", "606", "Cook County"),
    ("Cicero", "Illinois", "IL", "608", "Cook County"),
    ("Memphis", "Tennessee", "TN", "381", "Shelby County"),
    ("Baltimore", "Maryland", "MD", "212", "Baltimore County"),
    ("Detroit", "Michigan", "MI", "482", "Wayne County"),
    ("St. Louis", "Missouri", "MO", "631", "St. Louis County"),
    ("New Orleans", "Louisiana", "LA", "701", "Orleans Parish"),
    ("Birmingham", "Alabama", "AL", "352", "Jefferson County"),
    ("Jackson", "Mississippi", "MS", "392", "Hinds County"),
    ("Phoenix", "Arizona", "AZ", "850", "Maricopa County"),
    ("Oakland", "California", "CA", "946", "Alameda County"),
    ("Fresno", "California", "CA", "937", "Fresno County"),
    ("Philadelphia", "Pennsylvania", "PA", "191", "Philadelphia County"),
    ("Newark", "New Jersey", "NJ", "071", "Essex County"),
    ("Milwaukee", "Wisconsin", "WI", "532", "Milwaukee County"),
    ("Cleveland", "Ohio", "OH", "441", "Cuyahoga County"),
    ("Tulsa", "Oklahoma", "OK", "741", "Tulsa County"),
    ("Gary", "Indiana", "IN", "464", "Lake County"),
    ("Shreveport", "Louisiana", "LA", "711", "Caddo Parish"),
    ("Albuquerque", "New Mexico", "NM", "871", "Bernalillo County"),
    ("Little Rock", "Arkansas", "AR", "722", "Pulaski County"),
]

ZA_PLACES = [
    # suburb/town, province full, province abbr, postal code, metro/city
    ("Khayelitsha", "Western Cape", "WC", "7784", "Cape Town"),
    ("Mitchells Plain", "Western Cape", "WC", "7785", "Cape Town"),
    ("Gugulethu", "Western Cape", "WC", "7750", "Cape Town"),
    ("Nyanga", "Western Cape", "WC", "7755", "Cape Town"),
    ("Delft", "Western Cape", "WC", "7100", "Cape Town"),
    ("Manenberg", "Western Cape", "WC", "7764", "Cape Town"),
    ("Philippi", "Western Cape", "WC", "7781", "Cape Town"),
    ("Elsies River", "Western Cape", "WC", "7490", "Cape Town"),
    ("Bellville", "Western Cape", "WC", "7530", "Cape Town"),
    ("Paarl", "Western Cape", "WC", "7646", "Paarl"),
    ("Worcester", "Western Cape", "WC", "6850", "Worcester"),
    ("Soweto", "Gauteng", "GP", "1804", "Johannesburg"),
    ("Alexandra", "Gauteng", "GP", "2090", "Johannesburg"),
    ("Hillbrow", "Gauteng", "GP", "2001", "Johannesburg"),
    ("Diepsloot", "Gauteng", "GP", "2189", "Johannesburg"),
    ("Tembisa", "Gauteng", "GP", "1632", "Ekurhuleni"),
    ("Mamelodi", "Gauteng", "GP", "0122", "Pretoria"),
    ("Soshanguve", "Gauteng", "GP", "0152", "Pretoria"),
    ("Umlazi", "KwaZulu-Natal", "KZN", "4031", "Durban"),
    ("KwaMashu", "KwaZulu-Natal", "KZN", "4360", "Durban"),
    ("Inanda", "KwaZulu-Natal", "KZN", "4310", "Durban"),
    ("Chatsworth", "KwaZulu-Natal", "KZN", "4092", "Durban"),
    ("Phoenix", "KwaZulu-Natal", "KZN", "4068", "Durban"),
    ("Pietermaritzburg", "KwaZulu-Natal", "KZN", "3201", "Pietermaritzburg"),
    ("Mthatha", "Eastern Cape", "EC", "5099", "Mthatha"),
    ("Motherwell", "Eastern Cape", "EC", "6211", "Gqeberha"),
    ("Mdantsane", "Eastern Cape", "EC", "5219", "East London"),
    ("Kwazakhele", "Eastern Cape", "EC", "6205", "Gqeberha"),
    ("Polokwane", "Limpopo", "LP", "0699", "Polokwane"),
    ("Botshabelo", "Free State", "FS", "9781", "Bloemfontein"),
    ("Rustenburg", "North West", "NW", "0299", "Rustenburg"),
]

US_STREETS = ["W Polk St", "Elm Ave", "N 23rd St", "Martin Luther King Jr Blvd", "Cypress Creek Pkwy",
              "Bellfort Ave", "S Kedzie Ave", "Old Spanish Trail", "Magnolia Dr", "Pecan Grove Ln",
              "E Cherry St", "Riverside Dr", "Hollis Ave", "Greenbriar Ct", "Lincoln Way", "Grand River Ave",
              "Chef Menteur Hwy", "Carrollton Ave", "Pinecrest Rd", "Ashland Ter", "Walnut Hill Ln",
              "Dorchester Ave", "Orchard St", "Fairview Blvd", "Hazelwood Cir", "Ridgecrest Dr", "Peachtree Ct"]
ZA_STREETS = ["NY 112", "Mew Way", "Spine Rd", "Ntlazane St", "Vilakazi St", "Sisulu Ave", "Lansdowne Rd",
              "Kosovo Cres", "Protea St", "Jakaranda Ave", "Mthembu Rd", "Sixth Ave", "Voortrekker Rd",
              "Klipfontein Rd", "Steve Biko Dr", "Bontebok St", "Msenge Cres", "Zwelitsha St", "Bluegum Rd",
              "Umgeni Close", "Mangrove Rd", "Marigold St", "Kraai St", "Duiker Way", "Tambo Rd", "Aloe Ave"]
ZA_SECTIONS = ["Site C", "Section 3", "Ext 4", "Zone 7", "Block B", "Phase 2", "Unit 11", "Site B", "Ext 12"]

US_TRAUMA_CENTERS = ["Riverbend Regional Medical Center", "Lakeshore University Hospital",
                     "St. Bartholomew Mercy Hospital", "Memorial Hermosa Trauma Center",
                     "Cedar Valley Medical Center", "Southgate Health Medical Center", "Mercy Crossing Hospital",
                     "Bayou Charity Hospital", "Granite Point Regional", "Pemberton County Medical Center"]
US_SHORT = {"Riverbend Regional Medical Center": "Riverbend", "Lakeshore University Hospital": "LUH",
            "St. Bartholomew Mercy Hospital": "St. Bart's", "Memorial Hermosa Trauma Center": "Memorial Hermosa",
            "Cedar Valley Medical Center": "CVMC", "Southgate Health Medical Center": "Southgate",
            "Mercy Crossing Hospital": "Mercy Crossing", "Bayou Charity Hospital": "Bayou Charity",
            "Granite Point Regional": "Granite Point", "Pemberton County Medical Center": "PCMC"}
US_OUTSIDE = ["Harlan Creek Community Hospital", "Westfield Urgent Care", "Sabine Valley Hospital",
              "North Prairie Critical Access Hospital", "Oak Hollow Family Clinic", "Coastal Bend Medical Clinic",
              "Crescent Rehab Institute", "Willowbrook Skilled Nursing", "Greenway Community Health Center",
              "Piney Woods Hospital", "Eastgate Pharmacy", "Cornerstone Outpatient Surgery",
              "Bayside Family Pharmacy", "Medley Discount Pharmacy", "Hillcrest Pharmacy #212"]
ZA_TRAUMA_CENTERS = ["Kloofnek Academic Hospital", "Vukuzenzele Regional Hospital",
                     "Nompumelelo Provincial Hospital", "Sinethemba Regional Hospital", "Mzansi Ridge Hospital",
                     "Umzimvubu General Hospital", "Goodhope Private Hospital", "Bosveld Tertiary Hospital"]
ZA_SHORT = {"Kloofnek Academic Hospital": "KAH", "Vukuzenzele Regional Hospital": "Vukuzenzele",
            "Nompumelelo Provincial Hospital": "NPH", "Sinethemba Regional Hospital": "Sinethemba",
            "Mzansi Ridge Hospital": "Mzansi Ridge", "Umzimvubu General Hospital": "Umzimvubu",
            "Goodhope Private Hospital": "Goodhope", "Bosveld Tertiary Hospital": "Bosveld"}
ZA_OUTSIDE = ["Rietvallei Day Hospital", "Lwazi Community Health Centre", "Protea Valley Clinic",
              "Ikhaya Lethu Clinic", "Masiphumelele CHC", "Dunoon Day Hospital", "Thembalethu District Hospital",
              "Emthonjeni Clinic", "Blouberg Step-Down Facility", "Khanyisa Rehabilitation Centre",
              "Ubuntu Pharmacy", "Zamani District Hospital", "Khula Pharmacy",
              "Sunrise Pharmacy", "Lwandle Family Pharmacy"]

US_WARDS = ["7 North", "Ward 5B", "4 West SICU", "Surgical Step-Down 6C", "Tower 9", "Ward 8E", "Trauma Stepdown 3A"]
ZA_WARDS = ["Ward C7", "Ward E15", "Ward G4", "Protea Ward", "Ward A2", "Ward D9", "Acacia Ward", "Ward J1",
            "Ward 18"]

US_PROFESSIONS = ["construction worker", "line cook", "forklift operator", "rideshare driver", "roofer",
                  "security guard", "home health aide", "warehouse associate", "auto mechanic", "barber",
                  "electrician", "landscaper", "city bus driver", "welder", "plumber", "cashier",
                  "correctional officer", "long-haul truck driver", "dental hygienist", "middle school teacher",
                  "pastor", "delivery driver", "oil field worker", "tattoo artist", "bartender", "HVAC technician"]
ZA_PROFESSIONS = ["minibus taxi driver", "security guard", "spaza shop owner", "domestic worker", "mineworker",
                  "petrol attendant", "car guard", "street vendor", "bricklayer", "farm worker", "panel beater",
                  "hairdresser", "primary school teacher", "municipal cleaner", "tow-truck driver", "fisherman",
                  "boilermaker", "general worker", "shop assistant", "electrician", "taxi marshal", "chef",
                  "plasterer", "welder", "truck driver", "nurse assistant"]

US_EMPLOYERS = ["Brightline Logistics", "Gulf Coast Roofing", "Keystone Steel Fabricators", "Lone Star Paving",
                "Magnolia Home Health", "Sunbelt Distribution Center", "Big Muddy Auto Works", "Crescent City Diner",
                "Prairie Wind Energy", "Harbor Freightways", "Oakmont Landscaping", "Tri-County Transit"]
ZA_EMPLOYERS = ["Amanzi Security Services", "Siyaphambili Construction", "Mzansi Freight", "Blue Crane Transport",
                "Ikhwezi Mining", "Kapstadt Fisheries", "Sunvalley Farms", "Thusong Cleaning Services",
                "Rooikrans Panelbeaters", "Umoya Taxi Association", "Boland Bricks", "Zenzele Catering"]
US_SCHOOLS = ["Lincoln Heights High School", "Westbury High School", "Eastside Community College",
              "Frederick Douglass Academy", "Pine Ridge High School"]
ZA_SCHOOLS = ["Sivuyile Secondary School", "Thandokhulu High School", "Zwelihle Primary School",
              "Bonteheuwel High School", "Masibambane Secondary School"]
US_INSURERS = ["Pinnacle Health Plan", "BlueRiver Health", "Sunbelt Care Advantage", "Heartland Mutual",
               "Keystone Family Health"]
ZA_SCHEMES = ["Ubuntu Medical Scheme", "Karoo Health Medical Aid", "Umoya Health Fund", "Fynbos Medical Scheme"]
US_CHURCHES = ["Greater Hope Baptist Church", "New Zion Missionary Church", "St. Columba Parish",
               "Living Waters Fellowship"]
ZA_CHURCHES = ["Bethesda Apostolic Church", "St. Monica's Parish", "Living Word Tabernacle",
               "Siloam Methodist Church"]
US_EMS = ["Lone Star EMS", "Metroplex Ambulance Service", "Crescent Ambulance", "Bluegrass Air Medical",
          "Tri-County EMS", "LifeWing Air"]
ZA_EMS = ["Rescue Link Ambulance", "Amandla Air Mercy", "Ikhwezi Paramedics", "Siyanqoba Ambulance"]
US_VIP = ["Safe Streets Collaborative", "Cure-Street Coalition", "Second Chance Violence Intervention Program",
          "Healing Hurt Alliance"]
ZA_VIP = ["Ukuphila Violence Prevention Programme", "Safe Ubuntu Project", "Hope for Kasi Youth Trust",
          "Siyakhana Peace Network"]

US_LANDMARKS = ["the Eastfield Mall parking garage", "the 7th Street bridge", "the Gulf Star gas station on Bellfort",
                "Greenway Park basketball courts", "the Riverwalk apartments", "the Dollar Mart on Kedzie",
                "the Piney Point bus depot", "the Marigold Motel"]
US_LANDMARKS_SHORT = ["Eastfield Mall", "Greenway Park", "Marigold Motel", "Piney Point Bus Depot",
                      "Riverwalk Apartments", "Bayside Liquor"]
ZA_LANDMARKS = ["Mama Thandi's Tavern", "the Lwandle taxi rank", "the Sizakele shebeen", "Enkanini informal settlement",
                "the Mew Way bridge", "Ikhwezi Mall", "the Kwa-Mzi butchery", "the Site C soccer field"]
ZA_LANDMARKS_SHORT = ["Mama Thandi's Tavern", "Lwandle taxi rank", "Sizakele shebeen", "Ikhwezi Mall",
                      "Kwa-Mzi butchery", "Enkanini"]

MIGRANT_COUNTRIES_ZA = ["Zimbabwe", "Mozambique", "Malawi", "Lesotho", "Somalia", "Ethiopia", "DRC", "Nigeria",
                        "Eswatini"]
MIGRANT_COUNTRIES_US = ["Mexico", "Honduras", "Guatemala", "El Salvador", "Haiti", "Vietnam", "Nigeria", "Cuba",
                        "Venezuela"]

US_RELATIONS = ["mother", "father", "wife", "husband", "girlfriend", "boyfriend", "sister", "brother", "aunt",
                "grandmother", "cousin", "son", "daughter", "uncle", "fiancee", "roommate"]
ZA_RELATIONS = ["mother", "father", "wife", "husband", "girlfriend", "sister", "brother", "aunt", "gogo",
                "grandmother", "cousin", "son", "daughter", "uncle", "malume", "neighbour"]

US_AREA = {"Houston": "713", "Pasadena": "281", "Dallas": "214", "Atlanta": "404", "Decatur": "470", "Chicago": "312",
           "Cicero": "708", "Memphis": "901", "Baltimore": "410", "Detroit": "313", "St. Louis": "314",
           "New Orleans": "504", "Birmingham": "205", "Jackson": "601", "Phoenix": "602", "Oakland": "510",
           "Fresno": "559", "Philadelphia": "215", "Newark": "973", "Milwaukee": "414", "Cleveland": "216",
           "Tulsa": "918", "Gary": "219", "Shreveport": "318", "Albuquerque": "505", "Little Rock": "501"}
ZA_AREA = {"Cape Town": "021", "Paarl": "021", "Worcester": "023", "Johannesburg": "011", "Ekurhuleni": "011",
           "Pretoria": "012", "Durban": "031", "Pietermaritzburg": "033", "Mthatha": "047", "Gqeberha": "041",
           "East London": "043", "Polokwane": "015", "Bloemfontein": "051", "Rustenburg": "014"}
US_POLICE_FMT = ["{city} Police Department", "{county} Sheriff's Office", "{city} PD {d} District",
                 "{city} Police - {dir} Precinct"]
