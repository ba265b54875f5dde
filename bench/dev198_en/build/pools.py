"""Invented pools of names, places and organisations (author 198)."""

US_MALE = [
    "James", "Michael", "Robert", "David", "Carlos", "Jamal", "Kevin", "Brian",
    "Luis", "DeShawn", "Tyrone", "Andre", "Marcus", "Ethan", "Nathan", "Juan",
    "Miguel", "Hector", "Raymond", "Dennis", "Terrence", "Darnell", "Wei",
    "Hung", "Anthony", "Gregory", "Patrick", "Samuel", "Omar", "Tobias",
    "Cody", "Dustin", "Travis", "Reginald", "Malik", "Jorge", "Victor",
    "Daniel", "Elijah", "Curtis", "Rashad", "Javier", "Brandon", "Leon",
]
US_FEMALE = [
    "Mary", "Jennifer", "Lisa", "Keisha", "Tamika", "Maria", "Rosa", "Ashley",
    "Brittany", "Megan", "Latoya", "Angela", "Yolanda", "Grace", "Mei", "Linh",
    "Fatima", "Aaliyah", "Destiny", "Crystal", "Heather", "Amanda", "Sofia",
    "Gabriela", "Priya", "Denise", "Monique", "Shanice", "Hannah", "Olivia",
    "Carmen", "Lucia", "Renee", "Tiffany", "Ebony", "Kimberly", "Naomi",
    "Ruth", "Esther", "Janelle", "Deborah", "Marisol",
]
US_SURNAMES = [
    "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis",
    "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson",
    "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee",
    "Perez", "Thompson", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis",
    "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott",
    "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker",
    "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Okafor",
    "Washington", "Kowalski", "O'Brien", "McAllister", "Delacroix",
    "Fitzgerald", "Castillo", "Tran", "Patel", "Huang", "Begay", "Yazzie",
    "Abernathy", "Pruitt", "Gutierrez", "Dubois", "Haddad", "Rosenberg",
    "Novak", "Oyelaran", "Bautista", "Holloway", "Whitfield", "Szymanski",
    "Lindqvist", "Chaudhry", "Esposito", "Mbeki-Carter", "Vo", "Park",
]
SA_MALE = [
    "Sipho", "Bongani", "Thabo", "Mandla", "Lwazi", "Siyabonga", "Themba",
    "Kagiso", "Tshepo", "Lebogang", "Mpho", "Sibusiso", "Xolani", "Vusumuzi",
    "Andile", "Luvuyo", "Ayanda", "Lungelo", "Musa", "Pieter", "Johan",
    "Riaan", "Willem", "Ashwin", "Yusuf", "Deon", "Tumelo", "Kabelo", "Zola",
    "Mzwandile", "Nkosinathi", "Khaya", "Sello", "Tebogo", "Vuyani",
    "Sizwe", "Jabulani", "Mthunzi", "Ruan", "Kevin",
]
SA_FEMALE = [
    "Nomvula", "Thandeka", "Lerato", "Zanele", "Nokuthula", "Palesa", "Nomsa",
    "Busisiwe", "Precious", "Nosipho", "Ntombi", "Refilwe", "Karabo",
    "Lindiwe", "Zodwa", "Khanyisile", "Naledi", "Boitumelo", "Anele",
    "Sinethemba", "Mbali", "Amahle", "Yolanda", "Annelie", "Marietjie",
    "Charlene", "Fatima", "Shireen", "Priyanka", "Nandi", "Dineo",
    "Onthatile", "Unathi", "Phumzile", "Noluthando", "Ayesha", "Elsabe",
]
SA_SURNAMES = [
    "Dlamini", "Nkosi", "Ndlovu", "Khumalo", "Mthembu", "Zulu", "Mokoena",
    "Molefe", "Sithole", "Mahlangu", "Ngcobo", "Mkhize", "Cele", "Shabalala",
    "Mabaso", "Mbatha", "Radebe", "Xaba", "Zwane", "Gumede", "Mabuza",
    "Tshabalala", "Nxumalo", "Maseko", "Hlongwane", "van der Merwe", "Botha",
    "Pretorius", "Nel", "Venter", "Jacobs", "Petersen", "Hendricks", "Naidoo",
    "Pillay", "Govender", "Moodley", "Maharaj", "Letsoalo", "Baloyi",
    "Mashaba", "Makhubela", "Qwabe", "Mabandla", "Ntshona", "Jaftha", "Mjoli",
    "Sotashe", "Mgxaji", "Fortuin", "Daniels", "Kekana", "Matlala",
]
NICKNAMES = {
    "Michael": "Mike", "Robert": "Bobby", "Anthony": "Tony", "James": "Jimmy",
    "Jennifer": "Jen", "Kimberly": "Kim", "Samuel": "Sam", "Daniel": "Danny",
    "Gabriela": "Gabi", "Sibusiso": "Sbu", "Nkosinathi": "Nathi",
    "Siyabonga": "Siya", "Nokuthula": "Thuli", "Lindiwe": "Lindi",
    "Boitumelo": "Tumi", "Lebogang": "Lebo", "Vusumuzi": "Vusi",
    "Thandeka": "Thandi", "Reginald": "Reggie", "Terrence": "Terry",
    "Gregory": "Greg", "Deborah": "Debbie", "Jabulani": "Jabu",
    "Mzwandile": "Mzwa", "Elijah": "Eli", "Raymond": "Ray", "Brandon": "B",
    "Khanyisile": "Khanyi", "Noluthando": "Lulu", "Tobias": "Toby",
    "Marietjie": "Mariet", "Patrick": "Pat", "Dustin": "Dusty",
}

# (city, state abbreviation, state name, [zip codes])
US_PLACES = [
    ("Atlanta", "GA", "Georgia", ["30310", "30318", "30314"]),
    ("Decatur", "GA", "Georgia", ["30030", "30032"]),
    ("Birmingham", "AL", "Alabama", ["35205", "35211"]),
    ("Jackson", "MS", "Mississippi", ["39203", "39209"]),
    ("New Orleans", "LA", "Louisiana", ["70119", "70117"]),
    ("Baton Rouge", "LA", "Louisiana", ["70802", "70805"]),
    ("Memphis", "TN", "Tennessee", ["38104", "38106"]),
    ("Nashville", "TN", "Tennessee", ["37208", "37207"]),
    ("Houston", "TX", "Texas", ["77004", "77021"]),
    ("San Antonio", "TX", "Texas", ["78207", "78237"]),
    ("El Paso", "TX", "Texas", ["79905", "79901"]),
    ("Miami", "FL", "Florida", ["33127", "33142"]),
    ("Fort Lauderdale", "FL", "Florida", ["33311", "33312"]),
    ("Orlando", "FL", "Florida", ["32805", "32811"]),
    ("Jacksonville", "FL", "Florida", ["32209", "32206"]),
    ("Baltimore", "MD", "Maryland", ["21217", "21223"]),
    ("Washington", "DC", "District of Columbia", ["20001", "20020"]),
    ("Philadelphia", "PA", "Pennsylvania", ["19121", "19134"]),
    ("Pittsburgh", "PA", "Pennsylvania", ["15206", "15208"]),
    ("Newark", "NJ", "New Jersey", ["07103", "07108"]),
    ("Bronx", "NY", "New York", ["10456", "10453"]),
    ("Brooklyn", "NY", "New York", ["11212", "11233"]),
    ("Rochester", "NY", "New York", ["14605", "14621"]),
    ("Boston", "MA", "Massachusetts", ["02119", "02121"]),
    ("Worcester", "MA", "Massachusetts", ["01610", "01604"]),
    ("Hartford", "CT", "Connecticut", ["06112", "06106"]),
    ("Providence", "RI", "Rhode Island", ["02907", "02909"]),
    ("Chicago", "IL", "Illinois", ["60623", "60644"]),
    ("Detroit", "MI", "Michigan", ["48204", "48213"]),
    ("Cleveland", "OH", "Ohio", ["44105", "44108"]),
    ("Columbus", "OH", "Ohio", ["43205", "43211"]),
    ("Indianapolis", "IN", "Indiana", ["46218", "46201"]),
    ("St. Louis", "MO", "Missouri", ["63106", "63113"]),
    ("Kansas City", "MO", "Missouri", ["64130", "64127"]),
    ("Denver", "CO", "Colorado", ["80205", "80219"]),
    ("Phoenix", "AZ", "Arizona", ["85008", "85009"]),
    ("Tucson", "AZ", "Arizona", ["85713", "85705"]),
    ("Albuquerque", "NM", "New Mexico", ["87108", "87105"]),
    ("Gallup", "NM", "New Mexico", ["87301"]),
    ("Las Vegas", "NV", "Nevada", ["89101", "89030"]),
    ("Oakland", "CA", "California", ["94601", "94621"]),
    ("Los Angeles", "CA", "California", ["90011", "90003"]),
    ("Fresno", "CA", "California", ["93701", "93706"]),
    ("San Diego", "CA", "California", ["92113", "92105"]),
    ("Seattle", "WA", "Washington", ["98118", "98108"]),
    ("Portland", "OR", "Oregon", ["97211", "97266"]),
    ("Charlotte", "NC", "North Carolina", ["28205", "28208"]),
    ("Durham", "NC", "North Carolina", ["27701", "27707"]),
    ("Columbia", "SC", "South Carolina", ["29203", "29204"]),
    ("Richmond", "VA", "Virginia", ["23223", "23224"]),
    ("Louisville", "KY", "Kentucky", ["40203", "40211"]),
    ("Little Rock", "AR", "Arkansas", ["72204", "72206"]),
    ("Oklahoma City", "OK", "Oklahoma", ["73111", "73108"]),
    ("Minneapolis", "MN", "Minnesota", ["55411", "55407"]),
    ("Milwaukee", "WI", "Wisconsin", ["53206", "53210"]),
]
US_COUNTIES = ["Fulton County", "Shelby County", "Cook County", "Harris County",
               "DeKalb County", "Orleans Parish", "Wayne County",
               "Maricopa County", "Bexar County", "Hinds County"]

# (city/town/township, province, province abbreviation, [postal codes])
SA_PLACES = [
    ("Khayelitsha", "Western Cape", "WC", ["7784"]),
    ("Mitchells Plain", "Western Cape", "WC", ["7785"]),
    ("Cape Town", "Western Cape", "WC", ["8001", "7925"]),
    ("Gugulethu", "Western Cape", "WC", ["7750"]),
    ("Bellville", "Western Cape", "WC", ["7530"]),
    ("Paarl", "Western Cape", "WC", ["7646"]),
    ("George", "Western Cape", "WC", ["6529"]),
    ("Johannesburg", "Gauteng", "GP", ["2001", "2094"]),
    ("Soweto", "Gauteng", "GP", ["1804", "1818"]),
    ("Alexandra", "Gauteng", "GP", ["2090"]),
    ("Tembisa", "Gauteng", "GP", ["1632"]),
    ("Pretoria", "Gauteng", "GP", ["0002", "0083"]),
    ("Mamelodi", "Gauteng", "GP", ["0122"]),
    ("Durban", "KwaZulu-Natal", "KZN", ["4001", "4091"]),
    ("Umlazi", "KwaZulu-Natal", "KZN", ["4031", "4066"]),
    ("KwaMashu", "KwaZulu-Natal", "KZN", ["4359"]),
    ("Pietermaritzburg", "KwaZulu-Natal", "KZN", ["3201"]),
    ("Richards Bay", "KwaZulu-Natal", "KZN", ["3900"]),
    ("Ladysmith", "KwaZulu-Natal", "KZN", ["3370"]),
    ("Gqeberha", "Eastern Cape", "EC", ["6001", "6020"]),
    ("East London", "Eastern Cape", "EC", ["5201"]),
    ("Mthatha", "Eastern Cape", "EC", ["5099", "5100"]),
    ("Mdantsane", "Eastern Cape", "EC", ["5219"]),
    ("Polokwane", "Limpopo", "LP", ["0700"]),
    ("Thohoyandou", "Limpopo", "LP", ["0950"]),
    ("Mbombela", "Mpumalanga", "MP", ["1200"]),
    ("eMalahleni", "Mpumalanga", "MP", ["1035"]),
    ("Bloemfontein", "Free State", "FS", ["9301"]),
    ("Welkom", "Free State", "FS", ["9459"]),
    ("Rustenburg", "North West", "NW", ["0299"]),
    ("Mahikeng", "North West", "NW", ["2745"]),
    ("Kimberley", "Northern Cape", "NC", ["8301"]),
    ("Upington", "Northern Cape", "NC", ["8801"]),
]

US_STREETS = [
    "Maple Street", "Oak Avenue", "Peachtree Road", "Elm Street",
    "Cedar Avenue", "Bayou Road", "Lincoln Avenue", "Pine Street",
    "Magnolia Drive", "Washington Blvd", "Church Street", "Highland Ave",
    "Riverside Drive", "Jefferson St", "Walnut Lane", "Sycamore Court",
    "Dogwood Trail", "Lakeview Terrace", "Grand Avenue", "Pleasant Street",
    "W 63rd Street", "E Fayette St", "Kedzie Avenue", "Mission Street",
    "Central Ave SE", "N Broad Street", "Poplar Avenue", "Canal Street",
]
US_UNITS = ["Apt 4B", "Apt 12", "Unit 3", "#207", "Apt 1C", "Suite 5", "Lot 18",
            "Apt 310", "Unit B"]
SA_STREETS = [
    "Ntlazane Street", "Mew Way", "Lansdowne Road", "Voortrekker Road",
    "Vilakazi Street", "Ngwenya Street", "Sisulu Crescent", "Church Street",
    "Florida Road", "Govan Mbeki Avenue", "Lwandle Street", "Bhunga Avenue",
    "Protea Road", "Jacaranda Street", "Mangaliso Crescent", "Msenge Close",
    "Ikhwezi Street", "Umzimvubu Road", "Mooi River Drive", "Kerk Street",
]
SA_SECTIONS = ["Section C", "Zone 6", "Site B", "Extension 4", "Phase 2",
               "Unit 9", "Block K"]

US_HOSPITALS = [
    "Riverbend Medical Center", "St. Brendan's Hospital",
    "Mercy Plains Regional", "Harbor Crest General Hospital",
    "Lakeshore University Hospital", "Magnolia Regional Medical Center",
    "Piedmont Valley Hospital", "Sequoia Community Hospital",
    "Cumberland Memorial Hospital", "Bayou Mercy Hospital",
    "Desert Sage Medical Center", "Northgate Veterans Medical Center",
    "Fairmount Community Hospital", "Holloway-Grant University Medical Center",
    "Prairie Rose Hospital", "Tidewater General",
]
US_CLINICS = [
    "Larkspur ID Clinic", "Eastside Infectious Disease Clinic",
    "Union Square Health Center", "Fairmount Community Clinic",
    "Beacon Street Wellness Center", "Bluestem PrEP Clinic",
    "Crescent City Positive Care Clinic", "Harbor Crest Travel Clinic",
    "Sunrise Ryland Health Center", "Mission Park Sexual Health Clinic",
    "Greenway Employee Health", "Oakridge Family Practice",
]
US_PHARMACIES = [
    "Cornerstone Specialty Pharmacy", "Bluebird Infusion Pharmacy",
    "Corner Drug #114", "Lakeshore Outpatient Pharmacy",
    "Apex Home Infusion Pharmacy", "Greenfield Community Pharmacy",
]
SA_HOSPITALS = [
    "Ikhwezi District Hospital", "Lwandle Regional Hospital",
    "Umthombo Provincial Hospital", "Kloofzicht Hospital",
    "Protea Heights Hospital", "Silverleaf Private Hospital",
    "Bosveld Regional Hospital", "Amandla TB Hospital",
    "Ntsikana Academic Hospital", "Mzimvubu District Hospital",
    "Rietvlei Hospital", "St. Columba's Mission Hospital",
]
SA_CLINICS = [
    "Sinethemba Community Health Centre", "Ubuntu Valley CHC",
    "Zamokuhle Clinic", "Kwa-Thandeka Clinic", "Nompumelelo Day Hospital",
    "Hlanganani Clinic", "Suurbrak Day Hospital", "Masizakhe Clinic",
    "Ithemba Youth Zone", "Siyakhula Wellness Clinic", "Thuthuka CHC",
    "Kopanong Clinic",
]
SA_PHARMACIES = ["Masizakhe Pharmacy", "Khanya Pharmacy",
                 "Protea Heights Hospital Pharmacy", "Ubuntu Valley Dispensary"]
WARDS_US = ["4 North", "5 West", "7 East", "MICU Pod B", "Ward 6C",
            "Tower 3 ID Unit", "Step-Down 2"]
WARDS_SA = ["Ward C2", "Ward 21", "Ward F4", "Medical Ward B", "Ward 7",
            "MDR-TB Ward 3", "Ward E5"]

US_EMPLOYERS = [
    "Tri-County Logistics", "Sunbelt Poultry Processing", "Harmon Construction",
    "Metro Transit Authority", "Greenleaf Elementary School",
    "Pinecrest Community College", "Lone Star Meatpacking",
    "Coastal Shipyard Services", "BrightSmile Dental Group",
    "Redline Auto Body", "Copperfield Casino", "Northstar Security",
    "Bayside Seafood Company", "Valley Fresh Farms", "Cobalt Data Systems",
    "Four Rivers Correctional Facility", "Gulf Breeze Hotel",
]
SA_EMPLOYERS = [
    "Rooiberg Platinum Mine", "Umhlanga Sugar Mill", "Khanya Security Services",
    "Mzansi Taxi Association", "Ikageng Primary School", "Two Oceans Fishing Company",
    "Thusong Retail", "Gold Reef Deep Mine", "Karoo Citrus Packers",
    "Siyaphambili Construction", "Bokamoso High School", "Harbourview Hotel",
    "Msunduzi Textiles", "Blue Crane Farms",
]
CHURCHES = ["Bethel Assembly Church", "St. Cyprian's Anglican Church",
            "New Hope Baptist Church", "Grace Tabernacle",
            "Holy Trinity Parish"]
US_INSURERS = ["Keystone Community Health Plan", "Evergreen Health Alliance",
               "Prairie Mutual Health", "Gulfside Medicaid Managed Care",
               "Summit Employee Benefits Trust"]
SA_INSURERS = ["Umoya Medical Scheme", "Ikhaya Health Fund",
               "Pinnacle Med Scheme"]
HOME_AGENCIES = ["CarePoint Home Infusion", "Lighthouse Home Health",
                 "Willow Creek Visiting Nurses", "Apex Home Infusion Services"]
REF_LABS = ["Keystone Reference Laboratory", "Meridian Pathology",
            "Sable Diagnostics", "Ampath-Valley Laboratories"]
HOSPITALS_SISTERS = ["St. Agnes Nursing Home", "Willowbrook Care Center",
                     "Sunset Manor Skilled Nursing", "Rosewood Rehabilitation"]

TRAVEL = [
    ("Nigeria", ["Lagos", "Abuja", "Ibadan"]),
    ("Ghana", ["Accra", "Kumasi", "Tamale"]),
    ("Kenya", ["Nairobi", "Mombasa", "Kisumu"]),
    ("Uganda", ["Kampala", "Gulu", "Entebbe"]),
    ("Tanzania", ["Dar es Salaam", "Arusha", "Stone Town"]),
    ("Mozambique", ["Maputo", "Beira", "Inhambane"]),
    ("Malawi", ["Lilongwe", "Blantyre", "Mangochi"]),
    ("Zimbabwe", ["Harare", "Bulawayo", "Mutare"]),
    ("Democratic Republic of the Congo", ["Kinshasa", "Lubumbashi"]),
    ("India", ["Mumbai", "Delhi", "Chennai"]),
    ("Thailand", ["Bangkok", "Chiang Mai", "Krabi"]),
    ("Vietnam", ["Hanoi", "Ho Chi Minh City", "Hoi An"]),
    ("Indonesia", ["Denpasar", "Jakarta", "Yogyakarta"]),
    ("Brazil", ["Manaus", "Recife", "Salvador"]),
    ("Peru", ["Lima", "Iquitos", "Cusco"]),
    ("Haiti", ["Port-au-Prince", "Cap-Haitien"]),
    ("Guatemala", ["Guatemala City", "Antigua"]),
    ("Mexico", ["Oaxaca", "Cancun", "Guadalajara"]),
    ("Philippines", ["Manila", "Cebu"]),
    ("Cameroon", ["Douala", "Yaounde"]),
    ("Sierra Leone", ["Freetown", "Bo"]),
    ("Zambia", ["Lusaka", "Livingstone"]),
    ("Botswana", ["Gaborone", "Maun", "Kasane"]),
    ("Eswatini", ["Mbabane", "Manzini"]),
    ("Lesotho", ["Maseru"]),
    ("Madagascar", ["Antananarivo", "Toamasina"]),
    ("Cambodia", ["Phnom Penh", "Siem Reap"]),
    ("Ethiopia", ["Addis Ababa", "Bahir Dar"]),
    ("Dominican Republic", ["Santo Domingo", "Punta Cana"]),
]
# (article, landmark)
LANDMARKS = [("", "Kruger National Park"), ("", "Lake Malawi"),
             ("", "Victoria Falls"), ("the ", "Okavango Delta"),
             ("the ", "Masai Mara"), ("", "Mount Kilimanjaro"),
             ("", "Lake Victoria"), ("the ", "Serengeti"),
             ("", "Machu Picchu"), ("", "Hluhluwe-iMfolozi Park"),
             ("", "Angkor Wat"), ("", "Table Mountain")]

US_PROFESSIONS = [
    "welder", "truck driver", "school teacher", "line cook", "bartender",
    "hairdresser", "security guard", "construction worker", "landscaper",
    "poultry processor", "software engineer", "veterinarian", "mechanic",
    "cashier", "accountant", "pastor", "correctional officer", "plumber",
    "electrician", "sales representative", "flight attendant", "fisherman",
    "rideshare driver", "home health aide", "warehouse worker", "barber",
    "dental hygienist", "tattoo artist", "roofer", "social worker",
]
SA_PROFESSIONS = [
    "gold miner", "taxi driver", "domestic worker", "farm worker",
    "security guard", "teacher", "hairdresser", "community health worker",
    "bus driver", "street vendor", "fisherman", "mechanic", "cleaner",
    "petrol attendant", "bricklayer", "panel beater", "shop assistant",
    "sugar cane cutter", "cook", "traditional healer", "sex worker",
    "police officer", "machine operator", "tavern owner", "seamstress",
]
HEALTH_PROFESSIONS = [
    "phlebotomist", "staff nurse", "surgical technologist",
    "environmental services worker", "respiratory therapist",
    "laboratory technologist", "paramedic", "dental assistant",
    "operating theatre nurse", "medical student", "housekeeper",
    "patient care technician", "dialysis technician", "midwife",
]
