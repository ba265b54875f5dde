"""Invented value pools for the dev189_en generator (author 189).

All people, places, organisations and numbers produced from these pools are
fictional. Lists only (never sets) so that output does not depend on hash order.
"""

FEMALE_FIRST = [
    "Jessica", "Amara", "Priya", "Chloe", "Mei", "Fatima", "Olivia", "Siobhan",
    "Tahlia", "Rosalind", "Keisha", "Yasmin", "Ngoc", "Bronwyn", "Lucia",
    "Hannah", "Aaliyah", "Ingrid", "Marisol", "Zainab", "Kirra", "Emma",
    "Jasmine", "Hoa", "Tayla", "Gabriela", "Leilani", "Maddison", "Svetlana",
    "Adaeze", "Rebecca", "Anjali", "Courtney", "Thi Lan", "Francesca", "Noor",
    "Brianna", "Catalina", "Shanice", "Elif", "Harriet", "Yuki", "Ruth",
    "Destiny", "Aroha", "Paloma", "Imogen", "Kayla", "Soo-jin", "Megan",
    "Latoya", "Esperanza", "Georgia", "Ayesha", "Mackenzie", "Ifeoma", "Talia",
    "Danielle", "Roisin", "Sakura", "Beatriz", "Jade", "Lakshmi", "Nicole",
    "Tegan", "Xiomara", "Alana", "Vanessa", "Huong", "Felicity", "Monique",
    "Samira", "Caitlin", "Ebony", "Rania", "Kimberly", "Ana Paula", "Lorena",
    "Whitney", "Ngaire", "Dimitra", "Sunita", "Charlotte", "Maryam", "Bethany",
    "Keziah", "Rhiannon", "Tatiana", "Ximena", "Claudia", "Amelia", "Jodie",
]

NICKNAMES = {
    "Jessica": "Jess", "Rebecca": "Bec", "Olivia": "Liv", "Rosalind": "Ros",
    "Bronwyn": "Bron", "Hannah": "Han", "Gabriela": "Gabi", "Maddison": "Maddy",
    "Svetlana": "Lana", "Kimberly": "Kim", "Danielle": "Dani", "Elizabeth": "Lizzie",
    "Francesca": "Frankie", "Georgia": "Georgie", "Mackenzie": "Kenzie",
    "Felicity": "Flick", "Charlotte": "Charlie", "Bethany": "Beth",
    "Catalina": "Cata", "Samira": "Sami", "Caitlin": "Cait", "Vanessa": "Nessa",
    "Imogen": "Immy", "Courtney": "Court", "Anjali": "Anju", "Jasmine": "Jaz",
    "Amelia": "Millie", "Harriet": "Hattie", "Nicole": "Nic", "Talia": "Tali",
}

MALE_FIRST = [
    "Daniel", "Marcus", "Tuan", "Liam", "Rahul", "Oluwaseun", "Jake", "Mateo",
    "Hamish", "Kwame", "Connor", "Ibrahim", "Wei", "Brendan", "Diego", "Tariq",
    "Jarrah", "Nathan", "Luca", "Sione", "Andre", "Patrick", "Hiroshi", "Jamal",
    "Callum", "Emeka", "Santiago", "Dmitri", "Aaron", "Mitchell", "Quang",
    "Rhys", "Thomas", "Vikram", "Tyrone", "Benjamin", "Khalid", "Ethan",
    "Jordan", "Finn", "Mohammed", "Christopher", "Anh", "Isaac", "Ravi",
]

SURNAMES = [
    "Nguyen", "Okonkwo", "Patel", "Whitfield", "Tran", "Haddad", "O'Sullivan",
    "Castellanos", "McAllister", "Kowalczyk", "Fernando", "Brennan", "Yamamoto",
    "Abernathy", "Delacroix", "Mbeki", "Sorensen", "Ramirez", "Papadopoulos",
    "Gallagher", "Chowdhury", "Lindqvist", "Thompson", "Alvarez", "Kaur",
    "Singh", "Morrison", "Le", "Fitzgerald", "Oyelaran", "Rossi", "Wharton",
    "Tuilagi", "Hernandez", "Novak", "Achterberg", "Baptiste", "Quinlan",
    "Iwasaki", "Dlamini", "Harcourt", "Vasquez", "Nakamura", "Pham",
    "Ellsworth", "Mahmoud", "Kelleher", "Bergstrom", "Osei", "Jankowski",
    "Park", "Dubois", "Henare", "Ashworth", "Coleman", "Moreno", "Petrovic",
    "Sutherland", "Lim", "Barros", "Okafor", "Greenaway", "Halvorsen",
    "Stavros", "Mwangi", "Kingsley", "Rahman", "Delgado", "Pemberton", "Cho",
    "Whitaker", "Ferreira", "Buchanan", "Ndlovu", "Marchetti", "Hollis",
    "Zhou", "Lachance", "Abubakar", "Redmond", "Stojanovic", "Takahashi",
    "Carmody", "Fonoti", "Vu", "Galloway", "Ibarra", "Lennox", "Shapiro",
    "Wainwright", "Demir", "Castillo", "Murphy-Reid", "van der Berg", "Obi",
    "Kerrigan", "Sato", "Montgomery", "Azizi", "Blackwood", "Trinh",
]

CLIN_FIRST = [
    "Helen", "Rajesh", "Samantha", "Oliver", "Grace", "Andrew", "Nadia",
    "Peter", "Lauren", "Kenji", "Miriam", "Stuart", "Adwoa", "Fiona", "Victor",
    "Deborah", "Alistair", "Renee", "Joseph", "Eun-ji", "Marguerite", "Tomasz",
    "Leanne", "Gareth", "Precious", "Simon", "Annika", "Hugh", "Carmen",
    "Bilal", "Janet", "Elena", "Wendell", "Sinead", "Kavita", "Matthew",
    "Ophelia", "Raymond", "Tamsin", "Felix",
]

CLIN_LAST = [
    "Ashby", "Venkataraman", "Holloway", "Mensah", "Fairbairn", "Kuznetsova",
    "Prendergast", "Ogunleye", "Thorne", "Matsuda", "Ellery", "Castellano",
    "Drummond", "Bhattacharya", "Lowther", "Achebe", "Carrington", "Soto",
    "Whyte", "Lundgren", "Maguire", "Sharma", "Beaumont", "Kiriakou",
    "Hartigan", "Adeyemi", "Nolan", "Pillai", "Strickland", "Yeoh", "Devlin",
    "Forsyth", "Gutierrez", "Hawthorne", "Iqbal", "Jovanovic", "Keane",
    "Ledger", "Moloney", "Rutherford", "Quaye", "Tanaka", "Usher", "Varga",
    "Winterbottom", "Zeller", "Cheung", "Okoro", "Ridgeway", "Sandoval",
]

US_PLACES = [
    ("Columbus", "OH", "Ohio", "432"), ("Cleveland", "OH", "Ohio", "441"),
    ("Austin", "TX", "Texas", "787"), ("El Paso", "TX", "Texas", "799"),
    ("Plano", "TX", "Texas", "750"), ("Sacramento", "CA", "California", "958"),
    ("Fresno", "CA", "California", "937"), ("Oakland", "CA", "California", "946"),
    ("Tucson", "AZ", "Arizona", "857"), ("Mesa", "AZ", "Arizona", "852"),
    ("Raleigh", "NC", "North Carolina", "276"), ("Durham", "NC", "North Carolina", "277"),
    ("Richmond", "VA", "Virginia", "232"), ("Norfolk", "VA", "Virginia", "235"),
    ("Worcester", "MA", "Massachusetts", "016"), ("Springfield", "MA", "Massachusetts", "011"),
    ("Madison", "WI", "Wisconsin", "537"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Boise", "ID", "Idaho", "837"), ("Spokane", "WA", "Washington", "992"),
    ("Tacoma", "WA", "Washington", "984"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("Omaha", "NE", "Nebraska", "681"), ("Des Moines", "IA", "Iowa", "503"),
    ("Savannah", "GA", "Georgia", "314"), ("Macon", "GA", "Georgia", "312"),
    ("Knoxville", "TN", "Tennessee", "379"), ("Memphis", "TN", "Tennessee", "381"),
    ("Baton Rouge", "LA", "Louisiana", "708"), ("Tulsa", "OK", "Oklahoma", "741"),
    ("Dayton", "OH", "Ohio", "454"), ("Rochester", "NY", "New York", "146"),
    ("Syracuse", "NY", "New York", "132"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Erie", "PA", "Pennsylvania", "165"), ("Grand Rapids", "MI", "Michigan", "495"),
    ("Lansing", "MI", "Michigan", "489"), ("Provo", "UT", "Utah", "846"),
    ("Fort Collins", "CO", "Colorado", "805"), ("Lexington", "KY", "Kentucky", "405"),
]

US_AREA = {
    "OH": ["614", "216", "937"], "TX": ["512", "915", "972"], "CA": ["916", "559", "510"],
    "AZ": ["520", "480"], "NC": ["919", "984"], "VA": ["804", "757"], "MA": ["508", "413"],
    "WI": ["608", "920"], "ID": ["208"], "WA": ["509", "253"], "NM": ["505"],
    "NE": ["402"], "IA": ["515"], "GA": ["912", "478"], "TN": ["865", "901"],
    "LA": ["225"], "OK": ["918"], "NY": ["585", "315"], "PA": ["610", "814"],
    "MI": ["616", "517"], "UT": ["801"], "CO": ["970"], "KY": ["859"],
}

AU_PLACES = [
    ("Parramatta", "NSW", "New South Wales", "2150"), ("Randwick", "NSW", "New South Wales", "2031"),
    ("Penrith", "NSW", "New South Wales", "2750"), ("Wollongong", "NSW", "New South Wales", "2500"),
    ("Newcastle", "NSW", "New South Wales", "2300"), ("Dubbo", "NSW", "New South Wales", "2830"),
    ("Blacktown", "NSW", "New South Wales", "2148"), ("Campbelltown", "NSW", "New South Wales", "2560"),
    ("Footscray", "VIC", "Victoria", "3011"), ("Dandenong", "VIC", "Victoria", "3175"),
    ("Geelong", "VIC", "Victoria", "3220"), ("Ballarat", "VIC", "Victoria", "3350"),
    ("Bendigo", "VIC", "Victoria", "3550"), ("Frankston", "VIC", "Victoria", "3199"),
    ("Brunswick", "VIC", "Victoria", "3056"), ("Logan Central", "QLD", "Queensland", "4114"),
    ("Toowoomba", "QLD", "Queensland", "4350"), ("Cairns", "QLD", "Queensland", "4870"),
    ("Townsville", "QLD", "Queensland", "4810"), ("Ipswich", "QLD", "Queensland", "4305"),
    ("Southport", "QLD", "Queensland", "4215"), ("Fremantle", "WA", "Western Australia", "6160"),
    ("Joondalup", "WA", "Western Australia", "6027"), ("Bunbury", "WA", "Western Australia", "6230"),
    ("Elizabeth", "SA", "South Australia", "5112"), ("Glenelg", "SA", "South Australia", "5045"),
    ("Mount Gambier", "SA", "South Australia", "5290"), ("Launceston", "TAS", "Tasmania", "7250"),
    ("Hobart", "TAS", "Tasmania", "7000"), ("Belconnen", "ACT", "Australian Capital Territory", "2617"),
    ("Palmerston", "NT", "Northern Territory", "0830"), ("Darwin", "NT", "Northern Territory", "0800"),
]

AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07",
           "SA": "08", "WA": "08", "NT": "08"}

STREET_NAMES = [
    "Elm", "Jacaranda", "Waratah", "Maple", "Riverside", "Hillcrest", "Banksia",
    "Kookaburra", "Lincoln", "Magnolia", "Oakwood", "Sycamore", "Wattle",
    "Brighton", "Ironbark", "Chestnut", "Harbour View", "Prospect", "Bellbird",
    "Cedar Ridge", "Willow", "Mulberry", "Sunset", "Lakeview", "Grevillea",
    "Fairway", "Pinecrest", "Boronia", "Station", "Church", "Bridge", "Orchard",
    "Highland", "Coolabah", "Meadowbrook", "Bottlebrush", "Heritage", "Poplar",
]
US_STREET_SUFFIX = ["Street", "St", "Avenue", "Ave", "Drive", "Dr", "Lane", "Ln",
                    "Court", "Ct", "Boulevard", "Blvd", "Road", "Rd", "Way", "Place"]
AU_STREET_SUFFIX = ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
                    "Parade", "Pde", "Close", "Place", "Pl", "Court", "Ct", "Drive",
                    "Terrace", "Tce", "Way", "Grove"]

US_HOSPITALS = [
    "Lakeshore Women's Hospital", "St. Brigid Medical Center", "Cedar Valley Regional Hospital",
    "Mercy Harbor Hospital", "Prairie View Medical Center", "Riverbend Women & Infants",
    "Summit Ridge Hospital", "Northgate Community Hospital", "Bayside Birth Center",
    "Holy Cross Women's Pavilion", "Magnolia Regional Medical Center",
    "Clearwater General Hospital", "St. Agnes Perinatal Center",
]
AU_HOSPITALS = [
    "Royal Wattle Women's Hospital", "Banksia Private Hospital", "Southern Cross Maternity",
    "St Columba's Hospital", "Coastal District Hospital", "Eucalypt Valley Base Hospital",
    "Harbourside Women's and Children's", "Mater Riverside Private",
    "Northern Plains Health Service", "Bellbird Private Maternity",
    "Greenwattle Hospital", "Kingfisher Bay Hospital",
]
US_CLINICS = [
    "Willow Creek OB/GYN", "Lakeshore Maternal-Fetal Medicine", "Bright Horizons Fertility",
    "Aspen Women's Health Associates", "Heartland Reproductive Medicine",
    "Cornerstone Family Practice", "Midtown Women's Clinic", "Evergreen Perinatal Imaging",
    "New Leaf Fertility Center", "Harborview Lactation Services",
]
AU_CLINICS = [
    "Bloom Fertility Centre", "Harbour IVF", "Jacaranda Women's Clinic",
    "Southside Obstetric Imaging", "Wattle Grove Medical Centre", "Seabreeze Family Practice",
    "Koala Creek Medical Practice", "Ironbark Reproductive Health",
    "Riverside Obstetrics & Gynaecology", "Blue Gum Ultrasound for Women",
]
US_WARDS = ["Rosewood Mother-Baby Unit", "Bluebell Postpartum Unit", "Sunrise Mother-Baby Unit",
            "Maple Wing", "Cypress Postpartum Unit"]
AU_WARDS = ["Banksia Ward", "Waratah Ward", "Grevillea Postnatal Ward", "Boronia Birth Suite",
            "Coral Fern Ward", "Lilly Pilly Ward"]
PHARMACIES = {
    "US": ["Corner Drug Pharmacy", "Main Street Apothecary", "Northside Pharmacy"],
    "AU": ["Riverside Chemist", "Harbourtown Pharmacy", "Wattle Grove Pharmacy"],
}

EMPLOYERS = {
    "US": ["Acme Freight", "Brightwater Elementary School", "Pinnacle Logistics",
           "Redwood Credit Union", "Summit Insurance Group", "Lone Pine Middle School",
           "Crescent Dental Group", "Northstar Software", "Blue Heron Cafe",
           "Grace Fellowship Church", "Keystone Manufacturing", "Harmon & Hale LLP"],
    "AU": ["Coastline Freight", "Wattle Park Primary School", "Southern Rail Services",
           "Ironbark Mining Co", "Greenfields Childcare", "Harbour City Council",
           "Bluewren Accounting", "Kookaburra Bakery", "St Jude's Parish",
           "Outback Solar Pty Ltd", "Tasman Builders", "Riverstone Secondary College"],
}
INSURERS = {
    "US": ["Bluewater Health Plan", "Keystone Mutual Health", "Cardinal Care HMO",
           "Prairie Shield PPO", "Evergreen Family Health Plan"],
    "AU": ["Coral Health Fund", "Eucalypt Health Insurance", "Southern Star Health",
           "Bluegum Members Health"],
}
LABS = {
    "US": ["Meridian Genomics", "ClearPath Laboratories", "Helix Prenatal Diagnostics"],
    "AU": ["Southern Pathology Partners", "Gumtree Genetics", "Coastal Diagnostic Pathology"],
}

PROFESSIONS = [
    "primary school teacher", "accountant", "barista", "software engineer",
    "electrician", "dental hygienist", "truck driver", "pharmacist", "paralegal",
    "chef", "hairdresser", "police officer", "retail manager", "graphic designer",
    "veterinarian", "physiotherapist", "registered nurse", "early childhood educator",
    "civil engineer", "plumber", "real estate agent", "bank teller", "personal trainer",
    "social worker", "flight attendant", "warehouse supervisor", "architect",
    "payroll officer", "lawyer", "farmer", "mechanic", "university lecturer",
    "dental assistant", "carpenter", "librarian", "IT support technician",
    "childcare worker", "nail technician", "data analyst", "firefighter",
    "paramedic", "cleaner", "sales representative", "FIFO mine worker", "radiographer",
]

COUNTRIES = [
    "Vietnam", "India", "the Philippines", "Nigeria", "Ireland", "Mexico",
    "Lebanon", "China", "Sri Lanka", "New Zealand", "Brazil", "Samoa",
    "South Africa", "Afghanistan", "Colombia", "England", "Kenya", "Iran",
    "South Korea", "Fiji", "Poland", "Ethiopia", "Japan", "Guatemala",
]
LANGUAGES = {
    "Vietnam": "Vietnamese", "India": "Hindi", "the Philippines": "Tagalog",
    "Nigeria": "Yoruba", "Mexico": "Spanish", "Lebanon": "Arabic", "China": "Mandarin",
    "Sri Lanka": "Sinhala", "Brazil": "Portuguese", "Samoa": "Samoan",
    "Afghanistan": "Dari", "Colombia": "Spanish", "Iran": "Farsi",
    "South Korea": "Korean", "Poland": "Polish", "Ethiopia": "Amharic",
    "Japan": "Japanese", "Guatemala": "Spanish",
}

HOLIDAYS = {
    "US": ["Christmas", "Thanksgiving", "New Year's Day", "the Fourth of July",
           "Labor Day", "Easter", "Memorial Day"],
    "AU": ["Christmas", "Boxing Day", "Easter", "Australia Day", "Anzac Day",
           "the Queen's Birthday", "New Year's Eve"],
}

CREDS_DOC = {"US": ["MD", "DO", "MD, FACOG", "MD, PhD"],
             "AU": ["MBBS", "FRANZCOG", "MBBS FRANZCOG", "MBBS (Hons), FRANZCOG"]}
CREDS_JUNIOR = {"US": ["MD", "DO", "MD"], "AU": ["MBBS", "MD", "MBBS"]}
CREDS_MIDWIFE = {"US": ["CNM", "RN", "RNC-OB", "RN, BSN"], "AU": ["RM", "RN RM", "CMW"]}
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

FERT_CLINICS = {"US": ["Bright Horizons Fertility", "Heartland Reproductive Medicine", "New Leaf Fertility Center",
                       "Sunstone Fertility Institute"],
                "AU": ["Bloom Fertility Centre", "Harbour IVF", "Ironbark Reproductive Health", "Seedpod Fertility"]}
IMAGING = {"US": ["Evergreen Perinatal Imaging", "Lakeshore Maternal-Fetal Medicine", "Clearview Women's Imaging"],
           "AU": ["Southside Obstetric Imaging", "Blue Gum Ultrasound for Women", "Tidewater Radiology"]}
OBGYN = {"US": ["Willow Creek OB/GYN", "Aspen Women's Health Associates", "Midtown Women's Clinic"],
         "AU": ["Jacaranda Women's Clinic", "Riverside Obstetrics & Gynaecology", "Saltbush Women's Health"]}
GPS = {"US": ["Cornerstone Family Practice", "Maplewood Primary Care", "Oak Hill Family Medicine",
              "Prairie Rose Family Medicine"],
       "AU": ["Wattle Grove Medical Centre", "Seabreeze Family Practice", "Koala Creek Medical Practice",
              "Bellbird Family Medical"]}
LACT = {"US": ["Harborview Lactation Services", "Milk & Honey Lactation Care"],
        "AU": ["Little Latch Lactation Clinic", "Mumma Milk Lactation Service"]}
