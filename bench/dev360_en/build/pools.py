"""Invented pools for the dev360_en set: names, places, sites, organisations.

Every hospital, practice, pharmacy, hospice, company and town here is invented.
States, provinces, counties and countries are real administrative names.
All strings are ASCII so that str.lower() never changes a length.
"""

MALE = [
    "James", "Robert", "David", "Peter", "Graham", "Alan", "Kevin", "Colin", "Trevor",
    "Desmond", "Brendan", "Seamus", "Declan", "Padraig", "Eamon", "Callum", "Angus", "Hamish",
    "Gareth", "Rhys", "Dafydd", "Emyr", "Rajesh", "Sanjay", "Arjun", "Gurdeep", "Imran",
    "Tariq", "Faisal", "Omar", "Yusuf", "Chinedu", "Emeka", "Kwame", "Kofi", "Oluwaseun",
    "Tunde", "Wei", "Jun", "Hiroshi", "Kenji", "Minh", "Tuan", "Jose", "Luis", "Mateo", "Joao",
    "Piotr", "Tomasz", "Krzysztof", "Giovanni", "Marco", "Stavros", "Nikos", "Lars", "Anders",
    "Pieter", "Willem", "Henare", "Wiremu", "Tane", "Sione", "Viliami", "Malakai", "Andre",
    "Luc", "Mathieu", "Jacques", "Ezra", "Avi", "Reuben", "Dmitri", "Bogdan", "Hamza",
    "Darnell", "Earl", "Clifford", "Bernard", "Norman", "Raymond", "Stanley", "Leonard",
    "Francis", "Ambrose", "Cyril", "Dennis", "Gordon", "Kenneth", "Malcolm", "Neville",
    "Roderick", "Terence", "Wilfred", "Ibrahim", "Karim", "Baljit", "Vikram", "Ashok",
    "Daniel", "Owen", "Ciaran", "Fergus", "Ewan", "Lachlan", "Bruce", "Warren", "Craig",
]

FEMALE = [
    "Margaret", "Patricia", "Susan", "Janet", "Linda", "Barbara", "Elaine", "Glenys",
    "Bronwen", "Siobhan", "Niamh", "Aoife", "Brigid", "Maeve", "Fiona", "Morag", "Isla",
    "Catriona", "Priya", "Anjali", "Sunita", "Harjit", "Parveen", "Ayesha", "Fatima", "Layla",
    "Noor", "Ngozi", "Chiamaka", "Abena", "Ama", "Folake", "Mei", "Ling", "Yuki", "Keiko",
    "Thao", "Lan", "Maria", "Carmen", "Lucia", "Ines", "Agnieszka", "Katarzyna", "Giulia",
    "Francesca", "Eleni", "Sofia", "Ingrid", "Astrid", "Marieke", "Anneke", "Aroha", "Mere",
    "Losana", "Mele", "Simone", "Genevieve", "Chantal", "Miriam", "Rivka", "Olga",
    "Svetlana", "Dorothy", "Edith", "Irene", "Joan", "Beryl", "Maureen", "Shirley", "Gwen",
    "Rosemary", "Pauline", "Yvonne", "Lorraine", "Denise", "Tamika", "Keisha", "Loretta",
    "Hilary", "Judith", "Valerie", "Sheila", "Moira", "Noreen", "Philippa", "Rachel",
    "Harriet", "Nadia", "Zainab", "Rukhsana", "Deepa", "Kavita", "Hana", "Soo-jin", "Leilani",
    "Teuila", "Colleen", "Deirdre", "Ailsa", "Kirsty", "Bethan", "Cerys", "Megan", "Tegan",
]

SURNAMES = [
    "Ashworth", "Pemberton", "Haworth", "Thwaite", "Brennan", "Fitzgerald", "O'Sullivan",
    "McAllister", "MacLeod", "Fraser", "Buchanan", "Pryce", "Llewellyn", "Vaughan",
    "Morgan-Hughes", "Patel", "Sharma", "Chaudhry", "Sandhu", "Gill", "Bhatt", "Iyer", "Raman",
    "Qureshi", "Malik", "Hussain", "Rahman", "Haddad", "Khoury", "Nasser", "Okafor", "Adeyemi",
    "Okonkwo", "Mensah", "Asante", "Boateng", "Nwosu", "Balogun", "Chen", "Wong", "Liu",
    "Zhang", "Tanaka", "Sato", "Nakamura", "Nguyen", "Tran", "Pham", "Garcia", "Rodrigues",
    "Fernandes", "Morales", "Castillo", "Kowalski", "Nowak", "Wisniewski", "Zielinski",
    "Romano", "Esposito", "Ricci", "Papadopoulos", "Georgiou", "Lindqvist", "Johansson",
    "van der Berg", "de Vries", "Bakker", "Ngata", "Kereama", "Te Rangi", "Tupou", "Fifita",
    "Leota", "Faleolo", "Tremblay", "Gagnon", "Bouchard", "Lavoie", "Cohen", "Levy",
    "Friedman", "Goldberg", "Petrov", "Kuznetsov", "Horvath", "Novak", "Holloway",
    "Whitcombe", "Greenhalgh", "Ollerenshaw", "Duckworth", "Battersby", "Cartwright",
    "Fairclough", "Kendrick", "Marsden", "Pickering", "Redfern", "Sowerby", "Tindall",
    "Uttley", "Wainwright", "Yeadon", "Abernethy", "Drummond", "Kinnear", "Lennox",
    "Galbraith", "Rafferty", "Quinlan", "Mulcahy", "Hennessy", "Doherty", "Gallagher",
    "Kavanagh", "Considine", "Byrne", "Dunphy", "Costigan", "Prendergast", "Ferrier",
    "Mbeki-Carr", "Achterberg", "Szabo", "Varga", "Ozturk", "Yilmaz", "Demir", "Karimi",
    "Hosseini", "Farouk", "Salazar", "Alvarez", "Dominguez", "Bautista", "Santos", "Reyes",
    "Villanueva", "Kaur", "Dhillon", "Grewal", "Menon", "Pillai", "Subramaniam", "Koh", "Tan",
    "Lim", "Ong", "Park", "Choi", "Kim", "Yamada", "Hayashi", "Abara", "Eze", "Obi",
    "Addo", "Owusu", "Darko", "Kamau", "Otieno", "Wanjiru", "Haile", "Tesfaye", "Bekele",
    "Strand", "Nyberg", "Halvorsen", "Moretti", "Conti", "Marchetti", "Dubois", "Lefebvre",
    "Girard", "Kerrigan", "Whelan", "Tierney", "McKenna", "Blackwood", "Fenwick", "Hargreaves",
    "Lockwood", "Ravenscroft", "Stubbs", "Trelawney", "Penrose", "Tregenza", "Chiu", "Lau",
]

COUNTRIES = ["GB", "US", "CA", "AU", "NZ", "IE"]
COUNTRY_NAMES = {
    "GB": ["United Kingdom", "UK"], "US": ["USA", "United States"], "CA": ["Canada"],
    "AU": ["Australia"], "NZ": ["New Zealand"], "IE": ["Ireland", "Republic of Ireland"],
}
# countries of birth, work or travel mentioned in histories
ELSEWHERE = [
    "Poland", "India", "Pakistan", "Nigeria", "Ghana", "Jamaica", "the Philippines",
    "Vietnam", "Hong Kong", "Italy", "Greece", "Portugal", "Spain", "Saudi Arabia",
    "Kuwait", "South Africa", "Zimbabwe", "Scotland", "Samoa", "Tonga", "Fiji", "Malaysia",
    "Sri Lanka", "Kenya", "Ethiopia", "Turkey", "Iran", "Chile", "the Netherlands",
    "Germany", "Qatar", "Oman", "Cyprus", "Malta",
]

TOWNS = {
    "GB": ["Ashcombe", "Millbridge", "Kelderby", "Thornwick", "Brackenfield", "Wexcombe",
           "Penhallow", "Calderbrook", "Northmoor Green", "Glenarrow", "Aberclyde",
           "Llanfeth", "Harrowfield", "Oakhurst Magna", "Stowmere", "Hollinsby",
           "Sedgecote", "Marlowe End", "Carrick Fell", "Tansley Cross"],
    "US": ["Harlan Ridge", "Bellwether", "Prairie Crest", "Copperline", "Marston Falls",
           "Cedar Hollow", "Lake Ossory", "New Tamsin", "Greyrock", "Fallon Springs",
           "Westbury Flats", "Quarry Bend", "Sutter Point", "Maple Hollow", "East Kildeer"],
    "CA": ["Rideau Crossing", "Fraserbank", "Tamarack Valley", "Port Aldous", "St. Evariste",
           "Birch Harbour", "Kettle Lake", "North Carrow", "Spruce Landing", "Lac-Bellemare"],
    "AU": ["Wattle Creek", "Kooringal Heights", "Marrindale", "Banksia Heights", "Tarrang",
           "Yallambee Point", "Coolabah Springs", "Mount Tarrang", "Ironbark Flat",
           "Warrigal Bay"],
    "NZ": ["Ruamata", "Pounamu Bay", "Te Ahu", "Waireka Springs", "Port Hallam",
           "Totara Flat", "Kahikatea", "Rimu Downs", "Awatere Heads"],
    "IE": ["Inishcorr", "Kilbarrow", "Carrowmore Bridge", "Ballykern", "Shannonmore",
           "Knockderry", "Rathcullen", "Drumaness Cross", "Clonbrack"],
}
# second-level areas: UK and Irish counties (CITY per guideline), states/provinces/regions
COUNTIES = {
    "GB": ["West Yorkshire", "Lancashire", "Cornwall", "Kent", "Norfolk", "Derbyshire",
           "Fife", "Gwynedd", "Cumbria", "Somerset", "Lincolnshire", "Durham"],
    "IE": ["Cork", "Galway", "Mayo", "Kerry", "Donegal", "Wexford", "Tipperary", "Clare",
           "Sligo", "Kilkenny"],
}
STATES = {
    "US": [("Ohio", "OH"), ("Pennsylvania", "PA"), ("Michigan", "MI"), ("Colorado", "CO"),
           ("Oregon", "OR"), ("Texas", "TX"), ("North Carolina", "NC"), ("Minnesota", "MN"),
           ("Wisconsin", "WI"), ("Arizona", "AZ"), ("Massachusetts", "MA"), ("Tennessee", "TN"),
           ("Virginia", "VA"), ("Utah", "UT"), ("Iowa", "IA")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"),
           ("Nova Scotia", "NS"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("Western Australia", "WA"), ("South Australia", "SA"), ("Tasmania", "TAS")],
    "NZ": [("Canterbury", "Canterbury"), ("Otago", "Otago"), ("Waikato", "Waikato"),
           ("Southland", "Southland"), ("Taranaki", "Taranaki"), ("Northland", "Northland"),
           ("Manawatu-Whanganui", "Manawatu-Whanganui")],
}

STREET_STEMS = [
    "Tarnside", "Kestrel", "Alder", "Holloway", "Wattlebird", "Kowhai", "Juniper", "Quarry",
    "Mill", "Orchard", "Larch", "Heron", "Bramble", "Copper Beech", "Fenwick", "Hawthorn",
    "Saltmarsh", "Ridgeway", "Pinnacle", "Cairn", "Rowan", "Thistle", "Sandpiper", "Magpie",
    "Ironbark", "Tamarack", "Birchwood", "Foxglove", "Meadowsweet", "Glebe", "Chapel",
    "Weavers", "Foundry", "Lambert", "Coldharbour", "Blackthorn", "Ferrier", "Sorrel",
    "Cormorant", "Bellbird", "Rata", "Totara", "Carrig", "Knockmore", "Drumlin", "Aspen",
]
STREET_SUFFIX = {
    "GB": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Way", "Grove", "Terrace",
           "Drive", "Court", "Gardens", "Rise"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Court",
           "Boulevard", "Blvd", "Way", "Circle"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Court", "Boulevard", "Way"],
    "AU": ["Street", "St", "Road", "Rd", "Crescent", "Cres", "Avenue", "Parade", "Court",
           "Place", "Drive"],
    "NZ": ["Street", "Road", "Terrace", "Place", "Crescent", "Avenue", "Drive", "Grove"],
    "IE": ["Road", "Park", "Avenue", "Lawn", "Grove", "Heights", "Court", "Drive", "View"],
}

HOSPITALS = {
    "GB": ["Calderbrook General Hospital", "Northmoor Royal Infirmary",
           "Penhallow University Hospital", "St Aldric's Hospital", "Wexcombe District Hospital",
           "Harrowfield Chest Hospital", "Queen Adelind Hospital", "Glenarrow Royal Hospital",
           "Ysbyty Cwm Teifion", "Stowmere Community Hospital", "Kelderby Royal Hospital"],
    "US": ["Lakemont Medical Center", "Harlan Ridge University Hospital",
           "St. Casimir Medical Center", "Bellwether Regional Medical Center",
           "Prairie Crest Hospital", "Mount Ossory Medical Center",
           "Greyrock Veterans Hospital", "Sutter Point Health Pavilion",
           "Fallon Springs Memorial Hospital"],
    "CA": ["Rideau Crossing General Hospital", "Fraserbank Regional Hospital",
           "Lakehead Ridge Health Sciences Centre", "Tamarack Valley Hospital",
           "St. Odile Health Centre", "Port Aldous Memorial Hospital"],
    "AU": ["Wattle Creek Hospital", "Royal Kooringal Hospital",
           "St Corentin's Private Hospital", "Banksia Heights Health Service",
           "Marrindale Base Hospital", "Mount Tarrang Hospital", "Warrigal Bay District Hospital"],
    "NZ": ["Ruamata Hospital", "Pounamu Coast Hospital", "Harbourside Southern Hospital",
           "Te Ahu Base Hospital", "Waireka Springs Hospital"],
    "IE": ["Kilbarrow University Hospital", "Mercy Inishcorr Hospital",
           "Our Lady of Carrowmore Hospital", "Shannonmore Regional Hospital",
           "St. Ultan's Chest Hospital"],
}
TRANSPLANT = {
    "GB": ["Harrowfield Chest Hospital", "Penhallow University Hospital"],
    "US": ["Ridgeview University Transplant Institute", "Harlan Ridge University Hospital"],
    "CA": ["Lakehead Ridge Health Sciences Centre", "Fraserbank Regional Hospital"],
    "AU": ["Royal Kooringal Hospital", "St Corentin's Private Hospital"],
    "NZ": ["Harbourside Southern Hospital"],
    "IE": ["Kilbarrow University Hospital"],
}
PRACTICES = {
    "GB": ["Tarnside Medical Practice", "Ferncombe Surgery", "Old Mill Health Centre",
           "Kestrel Lane Surgery", "Holloway Brook Medical Centre", "Sedgecote Group Practice",
           "Marlowe End Surgery", "Chapel Yard Medical Centre"],
    "US": ["Cedar Hollow Family Medicine", "Quarry Bend Primary Care",
           "Westbury Flats Internal Medicine", "Copperline Family Physicians",
           "Maple Hollow Health Associates"],
    "CA": ["Kettle Lake Family Health Team", "Birch Harbour Medical Clinic",
           "Spruce Landing Community Health Centre", "North Carrow Family Practice"],
    "AU": ["Wattle Creek Family Practice", "Yallambee Point Medical Centre",
           "Coolabah Springs General Practice", "Ironbark Flat Medical Clinic"],
    "NZ": ["Totara Flat Medical Centre", "Rimu Downs Health", "Kahikatea Family Doctors",
           "Awatere Heads Medical"],
    "IE": ["Knockderry Medical Centre", "Rathcullen Family Practice", "Clonbrack Surgery",
           "Ballykern Health Centre"],
}
PHARMACIES = {
    "GB": ["Hollins Pharmacy", "Brookvale Chemist", "Sedgecote Pharmacy"],
    "US": ["Crestline Specialty Pharmacy", "Bluejay Specialty Pharmacy", "Corner Drug of Greyrock"],
    "CA": ["Kettle Lake Pharmacy", "Birch Harbour Specialty Pharmacy"],
    "AU": ["Bottlebrush Pharmacy", "Banksia Compounding Chemist"],
    "NZ": ["Kahikatea Pharmacy", "Rimu Downs Chemist"],
    "IE": ["Rathcullen Pharmacy", "Dunphy's Pharmacy"],
}
HOSPICES = {
    "GB": ["St Ebba's Hospice", "Larkrise Hospice", "Wexcombe Vale Hospice"],
    "US": ["Willowmere Hospice", "Cedar Hollow Hospice House"],
    "CA": ["Tamarack Valley Hospice", "Maison Bellemare Hospice"],
    "AU": ["Wattle Creek Palliative Care Unit", "Banksia House Hospice"],
    "NZ": ["Ruamata Hospice", "Te Ahu Hospice"],
    "IE": ["St. Brecan's Hospice", "Shannonmore Hospice"],
}
CARE_HOMES = ["Beechgrove Nursing Home", "Larkfield Care Home", "Rosewood Lodge",
              "Heatherbank Residential Care", "Seaview Court Nursing Home"]
WARDS = ["Rowan Ward", "Kestrel Unit", "Curlew Ward", "Beech Ward", "Harebell Ward",
         "Osprey Ward", "Lomond Ward", "Kauri Ward", "Wattle Ward", "Shannon Ward"]

INSURERS = {
    "US": ["Cobalt Shield Health", "Meridian Mutual Health", "Keystone Prairie Health Plan",
           "Summit Valley Medicare Advantage", "Lakeshore Union Health Fund"],
    "CA": ["Northern Maple Life", "Laurentide Benefits Group"],
    "AU": ["Wattlecare Health Fund", "Southerly Members Health"],
    "NZ": ["Kea Health Insurance"],
    "IE": ["Corrib Health Insurance", "Emerald Mutual Health"],
    "GB": ["Thistlewood Private Healthcare"],
}
HOMECARE = {
    "GB": ["Alder Homecare Ltd", "Meadowline Healthcare Services", "Pinefield Medicines at Home"],
    "US": ["CareRoute Specialty Delivery", "Bluejay Home Infusion & Delivery"],
    "CA": ["Laurentide Home Pharmacy Services", "Northern Route Patient Support"],
    "AU": ["Lattice Homecare Pty Ltd", "Southerly Medicines at Home"],
    "NZ": ["Kereru Home Medicines"], "IE": ["Corrib Homecare Ltd", "Emerald Patient Homecare"],
}
SUPPORT_T = ["{} Pulmonary Fibrosis Support Group", "Breathe Easy {}", "{} Lung Support Circle",
             "{} PF Friends", "{} Fibrosis Fellowship"]
CHURCH_T = ["{} Parish of St Wilfrid", "Grace Fellowship of {}", "{} Baptist Church", "{} Methodist Church",
            "{} Masjid Community Centre", "Gurdwara Sahib {}", "{} Uniting Church", "Holy Trinity Parish {}"]
VENUE_T = ["{} Leisure Centre", "{} Community Hall", "{} Sports Hub", "{} Recreation Centre", "{} Memorial Hall",
           "{} Parish Centre"]
OXYGEN_CO = ["Oxyvale Home Services", "Pinecrest Respiratory Supply", "Northway Oxygen Services",
             "Bluefell Medical Gases", "Southwind Home Respiratory"]
COMMISSIONERS = {
    "GB": ["Calder Vale Integrated Care Board", "North Moorlands ICB", "Glenarrow Health Board"],
}
BUILDINGS = ["Harrowgate Wing", "Lister Pavilion", "Blackwood Building", "Tamarind House",
             "Outpatient Block C", "Kauri Building", "Jubilee Annexe"]

# occupations with the exposure they bring
OCCUPATIONS = [
    ("boilermaker", "asbestos", "{} Engineering"), ("shipyard welder", "asbestos and metal fume", "{} Shipbuilders"),
    ("stonemason", "silica", "{} Stoneworks"), ("quarry worker", "silica", "{} Quarries"),
    ("farmer", "hay and grain dust", "{} Farms"), ("hairdresser", "hair sprays", "{} Hair Studio"),
    ("carpenter", "hardwood dust", "{} Joinery"), ("coal miner", "coal dust", "{} Colliery"),
    ("dental technician", "silica and metal dust", "{} Dental Laboratory"),
    ("foundry worker", "metal dust", "{} Foundry"), ("textile machinist", "cotton dust", "{} Textiles"),
    ("poultry farmer", "avian proteins", "{} Poultry"), ("baker", "flour dust", "{} Bakery"),
    ("electrician", "asbestos lagging", "{} Electrical"), ("plumber", "asbestos", "{} Plumbing & Heating"),
    ("schoolteacher", "nil significant", "{} High School"), ("accountant", "nil significant", "{} & Partners"),
    ("bus driver", "nil significant", "{} Coaches"), ("nurse", "nil significant", "{} Nursing Agency"),
    ("benchtop fabricator", "engineered stone silica", "{} Stone & Benchtops"),
    ("sawmill hand", "wood dust", "{} Sawmills"), ("brake fitter", "asbestos", "{} Brake & Clutch"),
    ("potter", "silica", "{} Pottery"), ("gardener", "mould and compost", "{} Garden Centre"),
    ("office manager", "nil significant", "{} Logistics"), ("courier", "nil significant", "{} Couriers"),
    ("civil engineer", "nil significant", "{} Civil Engineering"), ("shop assistant", "nil significant", "{} Stores"),
    ("mechanic", "brake dust", "{} Motors"), ("sheet metal worker", "metal fume", "{} Metalworks"),
    ("painter and decorator", "solvents", "{} Decorators"), ("chef", "nil significant", "{} Hotel"),
    ("bookkeeper", "nil significant", "{} Accounting"), ("taxi driver", "nil significant", "{} Cabs"),
]
EMPLOYER_STEMS = ["Hallam", "Tennant & Rowe", "Cobb Valley", "Marlow", "Northway", "Keelside", "Stannard",
                  "Dunmore", "Greyfield", "Ashby", "Brightwater", "Kinsella", "Pardoe", "Ellery", "Quayside",
                  "Wolverton", "Harcastle", "Redlake", "Morland", "Tamblyn", "Corriedale", "Brennock"]
FAMILY_JOBS = ["retired teacher", "nurse", "accountant", "shop owner", "firefighter",
               "pharmacist", "IT consultant", "care worker", "solicitor", "lorry driver",
               "paramedic", "farmer", "social worker", "librarian"]

USER_STEMS = ["ilduser", "resp", "cns", "pharm", "radrep", "mdtco", "hcadmin", "pft"]
