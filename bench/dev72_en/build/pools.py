"""Invented value pools for the dev72_en set. Every value here was written for this set."""

FIRST_F = [
    "Maria", "Aisha", "Priya", "Mei", "Olga", "Fatima", "Chloe", "Siobhan", "Ngozi", "Yuki", "Lucia",
    "Hannah", "Tamsin", "Ingrid", "Leilani", "Rosa", "Amara", "Keziah", "Dolores", "Marisol", "Anouk",
    "Beatriz", "Greta", "Nadia", "Thandiwe", "Kalani", "Bronwyn", "Sunita", "Ewa", "Mariam", "Colleen",
    "Hope", "Rose", "Faith", "Grace", "April", "June", "Summer", "Dawn", "Joy", "Ivy", "Pearl", "Iris",
    "Jacinta", "Kiri", "Oksana", "Lakshmi", "Carmen", "Delphine", "Roisin", "Tupou", "Esther", "Wren",
]
FIRST_M = [
    "James", "Rahul", "Wei", "Tomasz", "Kwame", "Diego", "Liam", "Oluwaseun", "Hamid", "Kenji", "Mateo",
    "Callum", "Dmitri", "Anders", "Rangi", "Samuel", "Ibrahim", "Tariq", "Declan", "Arjun", "Finn",
    "Nikolai", "Hemi", "Joaquin", "Bongani", "Eamon", "Lachlan", "Vikram", "Stanislav", "Cyrus", "Otis",
    "Will", "Bill", "Jack", "Mark", "Frank", "Pat", "Dale", "Rusty", "Sonny", "Chase", "Hunter", "Gray",
    "Desmond", "Ayodele", "Hoang", "Matiu", "Ruben", "Emeka", "Florin", "Bruno", "Ezra", "Reuben",
]
NICK = {
    "James": "Jim", "Samuel": "Sam", "William": "Billy", "Nikolai": "Kolya", "Dmitri": "Dima",
    "Oluwaseun": "Seun", "Lachlan": "Lachie", "Callum": "Cal", "Desmond": "Des", "Joaquin": "Quino",
    "Maria": "Mia", "Margaret": "Peggy", "Beatriz": "Bea", "Jacinta": "Cinta", "Siobhan": "Shiv",
    "Hannah": "Nan", "Dolores": "Lola", "Oksana": "Ksyusha", "Colleen": "Col", "Bronwyn": "Bron",
    "Stanislav": "Stan", "Reuben": "Ruby", "Emeka": "Meks", "Ezra": "Ez", "Ayodele": "Ayo",
}
LAST = [
    "Okafor", "Lindqvist", "Nakamura", "Abernathy", "Castellanos", "Haddad", "Kowalczyk", "Mbeki",
    "O'Shaughnessy", "Patel", "Nguyen", "Fitzgerald", "Van der Berg", "Rahimi", "Tanaka", "Osei",
    "Delacroix", "Brannigan", "Szabo", "Achterberg", "Mendoza", "Iyer", "Whitcombe", "Papadakis",
    "Ferreira", "Gallagher", "Huang", "Oyelaran", "Kaur", "Moreau", "Petrovic", "Te Rangi", "Quispe",
    "Bishop", "Ward", "Long", "Best", "Young", "Rice", "Baker", "Cook", "Mason", "Hunter", "Bell",
    "Moss", "Frost", "Stone", "Fox", "Wood", "Hill", "Banks", "Shepherd", "Church", "Price", "Little",
    "Sharp", "Strong", "Brown", "Green", "White", "Noble", "Golding", "Wilson", "Graves", "Addison",
    "McAllister", "Ng", "Li", "Hakimi", "Dube", "Salonen", "Ruiz-Tagle", "Kealoha", "Mukherjee",
    "Brennan", "Aldana", "Oduya", "Pereira", "Sandoval", "Vaughan", "Whitlock", "Yilmaz", "Zielinski",
]
MIDDLE = list("ABCDEFGHJKLMNPRSTVW")

PROFESSIONS = [
    "welder", "secondary school teacher", "bus driver", "long-haul truck driver", "pharmacist",
    "electrician", "accountant", "dairy farmer", "software engineer", "hairdresser", "nurse",
    "carpenter", "chef", "forklift operator", "dental hygienist", "roofer", "bookkeeper", "barista",
    "paramedic", "graphic designer", "librarian", "plumber", "police officer", "firefighter",
    "warehouse picker", "university lecturer", "retail manager", "commercial pilot", "miner",
    "house painter", "civil engineer", "childcare worker", "aged-care worker", "lawyer", "taxi driver",
    "fisherman", "landscaper", "sheep shearer", "call-centre operator", "architect", "postal worker",
    "machinist", "cleaner", "jeweller", "data analyst", "brewer", "veterinary nurse", "stonemason",
]

US_TOWNS = [
    "Harlow Springs", "Cedar Hollow", "Millbrook Falls", "Port Avery", "Eastvale", "Granton",
    "Wexford Heights", "Bellmont", "North Carrick", "Sutter Ridge", "Lake Onawa", "Pinecrest Junction",
    "Dunmore Flats", "Marlow City", "Quarry Hill", "Redfern Landing", "Ashby Creek", "New Tolland",
    "Hollister Bay", "Kingsgate", "Oriel", "West Faraday", "Brockton Mills", "Silverlake Township",
]
US_STATES = [
    ("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Texas", "TX"), ("Michigan", "MI"),
    ("Georgia", "GA"), ("Iowa", "IA"), ("New Mexico", "NM"), ("Maine", "ME"), ("Colorado", "CO"),
    ("Minnesota", "MN"), ("Kentucky", "KY"), ("Arizona", "AZ"), ("Wisconsin", "WI"),
    ("Pennsylvania", "PA"), ("North Carolina", "NC"), ("Washington", "WA"), ("Nebraska", "NE"),
]
US_COUNTIES = ["Tolland County", "Carrick County", "Avery County", "Marlow County", "Onawa County"]
UK_TOWNS = [
    "Ashcombe", "Little Brenford", "Kirkby Marsh", "Hollinsford", "Wrexley", "Stanmere", "Otterbridge",
    "Castle Dunholm", "Pelham St Giles", "Marden Cross", "Thornaby Vale", "Upper Gilsby", "Calderbrook",
]
UK_COUNTIES = ["Westmere", "North Dunshire", "Hallamshire", "Calder", "East Fenland", "Brenfordshire"]
AU_TOWNS = [
    "Bellbird Park", "Carrow Heights", "Wattle Grove East", "Kurrajong Flat", "Port Kellaway",
    "Mount Tallis", "Yarrabee", "Coorinda", "Emu Springs", "Banksia Vale", "Tindall Creek", "Gundaroo West",
]
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
             ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")]
COUNTRIES = ["Portugal", "Nigeria", "Malaysia", "Vietnam", "Poland", "Mexico", "India", "Ghana",
             "Ireland", "New Zealand", "Samoa", "Peru", "Ukraine", "Somalia", "Brazil", "Kenya",
             "Sri Lanka", "Greece", "Lebanon", "Fiji", "Colombia", "Romania", "Zimbabwe", "Tonga"]
STREET_NAMES = ["Elmwood", "Quarry", "Larkspur", "Tannery", "Maple Ridge", "Foundry", "Heron", "Beacon",
                "Orchard", "Millrace", "Ridgeback", "Cobblestone", "Pelican", "Sorrel", "Juniper",
                "Kingfisher", "Saddler", "Hawthorn", "Linden", "Copperfield", "Ironbark", "Wattle",
                "Bramble", "Gannet", "Chandler", "Whitby", "Ferncliff", "Ashdown"]
US_ST = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Lane", "Drive", "Dr", "Court", "Ct", "Blvd", "Way"]
UK_ST = ["Road", "Lane", "Close", "Crescent", "Street", "Gardens", "Way", "Mews", "Terrace"]
AU_ST = ["Street", "St", "Road", "Parade", "Crescent", "Avenue", "Court", "Place"]

HOSP_CORE = ["Harlow Springs", "St. Brennan's", "Lakemont", "Riverside", "Carrick Valley", "Mercy Ridge",
             "Sutter", "Onawa", "Kingsgate", "Wexford", "St. Ottilie's", "Granton", "Bellmont", "Faraday"]
HOSP_KIND_US = ["Memorial Hospital", "Medical Center", "University Hospital", "Regional Medical Center",
                "Community Hospital", "Health System"]
HOSP_CORE_UK = ["Ashcombe", "Hollinsford", "Kirkby", "Stanmere", "Otterbridge", "Calderbrook", "Wrexley",
                "Royal Dunholm", "Marden"]
HOSP_KIND_UK = ["General Hospital", "Royal Infirmary", "District Hospital", "University Hospital"]
HOSP_CORE_AU = ["Carrow", "Port Kellaway", "Mount Tallis", "Yarrabee", "Banksia", "Coorinda"]
HOSP_KIND_AU = ["Base Hospital", "Hospital", "Health Service", "Private Hospital"]
WARDS = ["Heron Ward", "Kestrel Ward", "Willow Unit", "Larch Ward", "Osprey Unit", "Bluebell Ward",
         "Ironbark Ward", "Cedar Pavilion", "Magpie Ward", "North Tower 6"]
BUILDINGS = ["Harwood Pavilion", "Abernethy Building", "Linden Wing", "Tower B", "Quarry Annex",
             "Sorrel Building", "Pavilion C"]
GP_PRACTICES = ["Kestrel Lane Surgery", "Elm Park Medical Practice", "Marden Cross Health Centre",
                "Riverbank Family Practice", "Bellbird Park Medical Centre", "Quarry Hill Family Medicine",
                "Otterbridge Group Practice", "Wattle Grove GP Clinic", "Saddler Street Surgery",
                "Northside Primary Care", "Coorinda Medical Group"]
PHARMACIES = ["Greenway Pharmacy", "Corner Chemist Yarrabee", "Pillbox Drugs", "Ashcombe Pharmacy",
              "Lakemont Apothecary", "HealthFirst Chemist"]
CARE_HOMES = ["Rosewood Care Home", "Sunnyhill Nursing Centre", "Pine Lodge Aged Care", "Maplewood Manor"]
EMPLOYERS = ["Acorn Freight", "Tolland Paper Mill", "Brightline Logistics", "Carrick Dairy Co-op",
             "Hollinsford Borough Council", "Northwind Telecom", "Kellaway Mining", "Sutter Steelworks",
             "Quarry Hill Foods", "Pelican Airways", "Bluegate Bank", "Marlow Print Works", "Granton Glass",
             "Ironbark Constructions", "Redfern Haulage", "Lakemont School District"]
SCHOOLS = ["Bellmont Elementary", "Ashcombe Primary School", "Yarrabee State School", "Sutter Ridge High",
           "St. Aidan's College", "Carrow Heights Public School", "Kingsgate Middle School",
           "Wrexley Academy", "Banksia Vale Secondary College"]
CHURCHES_ORGS = ["Grace Fellowship Church", "St. Columba's Parish", "Lakemont Rotary Club",
                 "Harlow Springs YMCA", "Carrow Men's Shed", "Quarry Hill Food Bank",
                 "Hollinsford Rugby Club", "Tolland Kidney Support Group", "Northgate Mosque"]
INSURERS_US = ["BlueRiver Health Plan", "Keystone Mutual", "Pinnacle Care Alliance", "Lakeshore HMO",
               "TriState Benefit Partners", "Summit Health Cooperative"]
INSURERS_AU = ["Southcoast Mutual Health", "Wattle Health Fund", "Harbourline Health"]
INSURERS_UK = ["Albion Private Health", "Meridian Medical Insurance"]
