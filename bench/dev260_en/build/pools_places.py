"""Invented place and organisation pools for dev260_en (author 260).

City/region pairs mix real large cities with invented towns; streets,
clinics, laboratories, employers and agencies are invented.
"""

STATE_NAMES_US = {
    "TX": "Texas", "CA": "California", "NY": "New York", "FL": "Florida", "IL": "Illinois", "WA": "Washington",
    "MN": "Minnesota", "GA": "Georgia", "NJ": "New Jersey", "AZ": "Arizona", "OH": "Ohio", "MA": "Massachusetts",
    "MI": "Michigan", "VA": "Virginia", "NC": "North Carolina", "CO": "Colorado", "OR": "Oregon", "PA": "Pennsylvania",
}

DEST = {
    "US": dict(
        cities=[("Houston", "TX"), ("Pasadena", "TX"), ("Fairbrook", "OH"), ("Columbus", "OH"), ("Jersey City", "NJ"),
                ("Paterson", "NJ"), ("Queens", "NY"), ("Yonkers", "NY"), ("Hialeah", "FL"), ("Orlando", "FL"),
                ("Skokie", "IL"), ("Aurora", "IL"), ("Kent", "WA"), ("Renton", "WA"), ("St. Paul", "MN"),
                ("Rochester", "MN"), ("Clarkston", "GA"), ("Duluth", "GA"), ("Tempe", "AZ"), ("Glendale", "AZ"),
                ("Lowell", "MA"), ("Quincy", "MA"), ("Dearborn", "MI"), ("Hamtramck", "MI"), ("Fairfax", "VA"),
                ("Annandale", "VA"), ("Greensboro", "NC"), ("Aurora", "CO"), ("Beaverton", "OR"), ("Allentown", "PA"),
                ("San Leandro", "CA"), ("Fresno", "CA"), ("Westbury Falls", "NY"), ("Millbrook Heights", "TX")],
        counties=["Harlow County", "Brazos Bend County", "Keller County", "Marsh County", "Lenape County", "Ashgrove County"],
        street_suf=["St", "Street", "Ave", "Avenue", "Blvd", "Rd", "Road", "Dr", "Lane", "Pkwy", "Way", "Ct"],
        unit=["Apt {n}", "Apt. {n}{l}", "Unit {n}", "#{n}", "Suite {n}"],
    ),
    "CA": dict(
        cities=[("Brampton", "ON"), ("Mississauga", "ON"), ("Scarborough", "ON"), ("Hamilton", "ON"), ("Ottawa", "ON"),
                ("Surrey", "BC"), ("Burnaby", "BC"), ("Richmond", "BC"), ("Calgary", "AB"), ("Edmonton", "AB"),
                ("Winnipeg", "MB"), ("Saskatoon", "SK"), ("Halifax", "NS"), ("Laval", "QC"), ("Moncton", "NB"),
                ("Kelowna", "BC"), ("Pinecrest Landing", "ON"), ("Red Willow", "AB")],
        street_suf=["St", "Street", "Ave", "Rd", "Drive", "Crescent", "Blvd", "Way", "Court", "Trail"],
        unit=["Unit {n}", "Apt {n}", "Suite {n}", "{n}-"],
    ),
    "AU": dict(
        cities=[("Parramatta", "NSW"), ("Blacktown", "NSW"), ("Liverpool", "NSW"), ("Auburn", "NSW"), ("Dandenong", "VIC"),
                ("Footscray", "VIC"), ("Sunshine", "VIC"), ("Box Hill", "VIC"), ("Logan Central", "QLD"), ("Sunnybank", "QLD"),
                ("Toowoomba", "QLD"), ("Mirrabooka", "WA"), ("Cannington", "WA"), ("Elizabeth", "SA"), ("Salisbury", "SA"),
                ("Belconnen", "ACT"), ("Glenorchy", "TAS"), ("Casuarina", "NT"), ("Wattle Creek", "VIC"), ("Kurrawong", "NSW")],
        street_suf=["St", "Street", "Rd", "Road", "Ave", "Pde", "Parade", "Cres", "Hwy", "Tce", "Close"],
        unit=["Unit {n}/", "{n}/", "Level {n}, ", "Suite {n}, "],
    ),
    "UK": dict(
        cities=[("Leicester", "Leicestershire"), ("Bradford", "West Yorkshire"), ("Luton", "Bedfordshire"),
                ("Slough", "Berkshire"), ("Croydon", "Surrey"), ("Wolverhampton", "West Midlands"), ("Coventry", "West Midlands"),
                ("Cardiff", "South Glamorgan"), ("Glasgow", "Lanarkshire"), ("Peterborough", "Cambridgeshire"),
                ("Oldham", "Greater Manchester"), ("Middlesbrough", "North Yorkshire"), ("Hounslow", "Middlesex"),
                ("Ashcombe", "Kent"), ("Thornbury Vale", "Gloucestershire")],
        street_suf=["Road", "Street", "Lane", "Avenue", "Close", "Gardens", "Terrace", "Way", "Crescent", "Grove"],
        unit=["Flat {n}, ", "Flat {n}{l}, ", "{n}a ", "Unit {n}, "],
    ),
    "NZ": dict(
        cities=[("Manukau", "Auckland"), ("Henderson", "Auckland"), ("Papatoetoe", "Auckland"), ("Hamilton", "Waikato"),
                ("Lower Hutt", "Wellington"), ("Porirua", "Wellington"), ("Christchurch", "Canterbury"), ("Tauranga", "Bay of Plenty"),
                ("Palmerston North", "Manawatu-Whanganui"), ("Dunedin", "Otago"), ("Kaipuke", "Northland")],
        street_suf=["Street", "Road", "Avenue", "Place", "Terrace", "Crescent", "Drive", "Lane"],
        unit=["Flat {n}, ", "{n}/", "Unit {n}, "],
    ),
}

# Panel-physician sites abroad: city, region, postcode pattern, phone prefix.
ABROAD = {
    "Philippines": dict(cities=[("Makati City", "Metro Manila"), ("Quezon City", "Metro Manila"), ("Cebu City", "Cebu"),
                                ("Davao City", "Davao del Sur"), ("Iloilo City", "Iloilo"), ("Angeles City", "Pampanga")],
                        zip="####", tel="+63 2 8555 ####", code="PH"),
    "India": dict(cities=[("Mumbai", "Maharashtra"), ("New Delhi", "Delhi"), ("Chennai", "Tamil Nadu"), ("Kochi", "Kerala"),
                          ("Jalandhar", "Punjab"), ("Hyderabad", "Telangana"), ("Ahmedabad", "Gujarat")],
                  zip="### ###", tel="+91 22 5550 ####", code="IN"),
    "China": dict(cities=[("Guangzhou", "Guangdong"), ("Shanghai", "Shanghai"), ("Chengdu", "Sichuan"), ("Xiamen", "Fujian")],
                  zip="######", tel="+86 20 5550 ####", code="CN"),
    "Vietnam": dict(cities=[("Ho Chi Minh City", "Ho Chi Minh"), ("Hanoi", "Hanoi"), ("Da Nang", "Da Nang")],
                    zip="######", tel="+84 28 5550 ####", code="VN"),
    "Nigeria": dict(cities=[("Lagos", "Lagos State"), ("Abuja", "FCT"), ("Ibadan", "Oyo State"), ("Enugu", "Enugu State")],
                    zip="######", tel="+234 1 555 ####", code="NG"),
    "Pakistan": dict(cities=[("Karachi", "Sindh"), ("Lahore", "Punjab"), ("Islamabad", "ICT"), ("Mirpur", "AJK")],
                     zip="#####", tel="+92 42 3555 ####", code="PK"),
    "Nepal": dict(cities=[("Kathmandu", "Bagmati"), ("Pokhara", "Gandaki"), ("Biratnagar", "Koshi")],
                  zip="#####", tel="+977 1 555 ####", code="NP"),
    "Ethiopia": dict(cities=[("Addis Ababa", "Addis Ababa"), ("Dire Dawa", "Dire Dawa")],
                     zip="####", tel="+251 11 555 ####", code="ET"),
    "Kenya": dict(cities=[("Nairobi", "Nairobi County"), ("Mombasa", "Mombasa County"), ("Kakuma", "Turkana")],
                  zip="#####", tel="+254 20 555 ####", code="KE"),
    "Mexico": dict(cities=[("Ciudad Juárez", "Chihuahua"), ("Monterrey", "Nuevo León"), ("Guadalajara", "Jalisco")],
                   zip="#####", tel="+52 656 555 ####", code="MX"),
    "Bangladesh": dict(cities=[("Dhaka", "Dhaka Division"), ("Sylhet", "Sylhet Division"), ("Chattogram", "Chattogram Division")],
                       zip="####", tel="+880 2 5550 ####", code="BD"),
    "Ukraine": dict(cities=[("Kyiv", "Kyiv Oblast"), ("Lviv", "Lviv Oblast"), ("Chernivtsi", "Chernivtsi Oblast")],
                    zip="#####", tel="+380 44 555 ####", code="UA"),
    "Colombia": dict(cities=[("Bogotá", "Cundinamarca"), ("Medellín", "Antioquia"), ("Cali", "Valle del Cauca")],
                     zip="######", tel="+57 1 555 ####", code="CO"),
    "Jordan": dict(cities=[("Amman", "Amman Governorate"), ("Irbid", "Irbid Governorate")],
                   zip="#####", tel="+962 6 555 ####", code="JO"),
    "Sri Lanka": dict(cities=[("Colombo", "Western Province"), ("Kandy", "Central Province")],
                      zip="#####", tel="+94 11 555 ####", code="LK"),
}
ABROAD_KEYS = sorted(ABROAD)

# Where an applicant of each birth country is likely examined abroad.
EXAM_SITE_FOR = {
    "Philippines": "Philippines", "India": "India", "China": "China", "Vietnam": "Vietnam", "Nigeria": "Nigeria",
    "Mexico": "Mexico", "Colombia": "Colombia", "Ukraine": "Ukraine", "Syria": "Jordan", "Afghanistan": "Pakistan",
    "Ethiopia": "Ethiopia", "Eritrea": "Ethiopia", "Somalia": "Kenya", "Nepal": "Nepal", "Bangladesh": "Bangladesh",
    "Pakistan": "Pakistan", "South Korea": "China", "Brazil": "Colombia", "Haiti": "Colombia", "Iran": "Jordan",
    "Myanmar": "Sri Lanka", "Democratic Republic of the Congo": "Kenya", "Kenya": "Kenya", "Sri Lanka": "Sri Lanka",
    "Jamaica": "Colombia", "Poland": "Ukraine",
}

STREET_WORDS = [
    "Elm", "Juniper", "Kestrel", "Marigold", "Harbour View", "Saltmarsh", "Quarry", "Linden", "Wexford", "Ironbark",
    "Copperleaf", "Fenwick", "Gallows Hill", "Halberd", "Ivywood", "Jacaranda", "Kingfisher", "Larkspur", "Moorfield",
    "Netherby", "Orchard", "Pemberly", "Quenby", "Rookwood", "Sandpiper", "Tamarind", "Upland", "Verbena", "Willowmere",
    "Yarrow", "Ashby", "Bramble", "Cinder", "Dunmore", "Eastgate", "Foxglove", "Greenhithe", "Holloway", "Inverleigh",
    "Blackwattle", "Carrington", "Dovecote", "Ellery", "Fairlight", "Gumtree", "Hawthorne", "Kinross", "Lomond",
    "Mulberry", "Nightingale", "Oakhurst", "Pohutukawa", "Riverbend", "Stonebridge", "Tuckerman", "Wattlebird",
]
ABROAD_STREETS = ["Airport", "Market", "Station", "Ring", "Liberation", "Independence", "Unity", "Mall", "Lake", "Temple"]
ABROAD_STREETS_BY = {
    "Philippines": ["Rizal", "Mabini", "Bonifacio", "Kalayaan", "Sampaguita", "Narra"],
    "India": ["Gandhi", "Station", "Temple", "Gurudwara", "Civil Lines", "MG"],
    "China": ["Zhongshan", "Huanshi", "Dongfeng", "Jiefang", "Renmin"],
    "Vietnam": ["Tran Hung Dao", "Le Loi", "Hai Ba Trung", "Nguyen Trai", "Pasteur"],
    "Nigeria": ["Allen", "Adeola Odeku", "Herbert Macaulay", "Awolowo", "Ogui"],
    "Pakistan": ["Jinnah", "Mall", "Canal Bank", "Ferozepur", "Jail"],
    "Nepal": ["Durbar", "Lakeside", "Putali Sadak", "Baluwatar"],
    "Ethiopia": ["Bole", "Churchill", "Africa", "Haile Gebreselassie"],
    "Kenya": ["Moi", "Ngong", "Kenyatta", "Haile Selassie", "Nyerere"],
    "Mexico": ["Juárez", "Hidalgo", "Reforma", "Insurgentes", "Morelos"],
    "Bangladesh": ["Gulshan", "Mirpur", "Dhanmondi", "Zindabazar"],
    "Ukraine": ["Shevchenko", "Khreshchatyk", "Franka", "Sichovykh Striltsiv"],
    "Colombia": ["Bolívar", "Carrera 7", "Calle 50", "Santander"],
    "Jordan": ["Mecca", "Zahran", "Wasfi Al-Tal", "University"],
    "Sri Lanka": ["Galle", "Kandy", "Duplication", "Havelock"],
}
ABROAD_STREET_SUF = ["Street", "Road", "Avenue", "St.", "Rd", "Boulevard", "Ave."]

CLINIC_PAT_DEST = [
    "{w} Immigration Medical Centre", "{w} Family Medicine", "{w} Civil Surgeon Clinic", "{w} Travel & Immigration Health",
    "{w} Medical Group", "{w} Health Clinic", "{s} & {s2} Medical Practice", "{w} Occupational Health",
    "{w} Migrant Health Service", "{w} Medical Centre", "{w} Primary Care", "{w} Surgery",
]
CLINIC_PAT_ABROAD = [
    "{w} Panel Medical Services", "{w} Diagnostic & Medical Centre", "{w} Migration Health Clinic",
    "St. {saint} Medical Clinic", "{w} Visa Medicals", "{w} Health Assessment Centre", "{w} Polyclinic",
]
SAINTS = ["Brigid", "Luke", "Anselm", "Catherine", "Raphael", "Agnes", "Columba", "Jude", "Monica", "Benedict"]
CLINIC_WORDS = [
    "Harbourside", "Northgate", "Lakeshore", "Meridian", "Crossroads", "Bayview", "Summit", "Gateway", "Riverside",
    "Eastbrook", "Westmoor", "Pinnacle", "Cedar Grove", "Unity", "Beacon", "Compass", "Horizon", "Kingsway",
    "Southbank", "Greenfield", "Clearwater", "Redhill", "Highbury", "Silverleaf", "Evergreen", "Oakridge",
    "Fairhaven", "Larkhill", "Windmill", "Starling", "Marlowe", "Ardmore",
]
RADIOLOGY_PAT = ["{w} Imaging", "{w} Radiology", "{w} Diagnostic Imaging", "{w} X-Ray & Ultrasound"]
LAB_PAT = ["{w} Pathology", "{w} Reference Laboratory", "{w} Clinical Labs", "{w} Diagnostics"]
TB_CLINIC_PAT = {
    "US": ["{county} TB Clinic", "{county} Health Department Tuberculosis Program", "{w} Chest Clinic"],
    "CA": ["{w} TB Prevention & Control", "{w} Public Health TB Clinic", "{w} Respiratory Clinic"],
    "AU": ["{w} Chest Clinic", "{w} TB Service", "{w} Respiratory & TB Clinic"],
    "UK": ["{w} TB Service", "{w} Chest Clinic", "{w} Respiratory Centre"],
    "NZ": ["{w} Respiratory Service", "{w} Public Health TB Team", "{w} Chest Clinic"],
}
HOSPITAL_PAT = ["{w} General Hospital", "{w} Regional Hospital", "St. {saint} Hospital", "{w} Memorial Hospital", "{w} Infirmary"]

EMPLOYERS = [
    "Bluewater Logistics", "Kestrel Aged Care", "Northmark Software", "Halden University", "Crestview College",
    "Tidewell Foods", "Granite Peak Mining", "Sunridge Poultry", "Coral Bay Resorts", "Ironbridge Construction",
    "Maple Leaf Greenhouses", "Wattle Grove Nursing Home", "Palisade Health Staffing", "Orbiton Data Systems",
    "Harrow & Finch Engineering", "Southern Cross Meatworks", "Lantern House Childcare", "Blue Heron Hotels",
    "Pacific Rim Fisheries", "Evermore Home Care", "Quillon Textiles", "Stellan Marine Services", "Fernleaf Dairies",
    "Kowhai Orchards", "Redgum Transport", "Aldergrove Manufacturing", "Brightwater Hospitality Group",
    "Cobalt Ridge Engineering", "Greenline Warehousing", "Saffron Table Restaurants", "Milestone Academy",
]
LAW_FIRMS = [
    "Ortega & Pham Immigration Law", "Castellan Migration Lawyers", "Brookfield Visa Advisers",
    "Mensah Legal Services", "Northstar Immigration Consultants", "Whitaker Lane Solicitors",
    "Harbour Migration Agents", "Rahman & Lee LLP", "Keystone Visa Partners",
]
AGENCIES = [
    "Harbourlight Resettlement Services", "New Roots Refugee Network", "Open Door Migrant Centre",
    "Wayfarer Family Services", "St Anselm Parish Outreach", "Bridgeway Newcomer Hub", "Compass Settlement Society",
]
INTERP_AGENCIES = ["Polyglot Health Interpreting", "Voicebridge Language Services", "ClearSpeak Interpreters", "Tongues Ltd"]

CAMPS = ["Kakuma", "Nyarugusu", "Zaatari", "Mae La", "Dadaab", "Kutupalong", "Shagarab", "Nakivale", "Azraq"]

TRANSIT_COUNTRIES = ["Türkiye", "Malaysia", "Thailand", "Jordan", "Lebanon", "Uganda", "Sudan", "Egypt",
                     "United Arab Emirates", "Qatar", "Saudi Arabia", "Singapore", "Italy", "Greece"]
DEST_COUNTRY_NAME = {"US": "United States", "CA": "Canada", "AU": "Australia", "UK": "United Kingdom", "NZ": "New Zealand"}
