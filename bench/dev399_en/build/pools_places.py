"""Place, organisation and occupation pools. Every care site and organisation is invented."""

# towns and cities per country; (town, state/region or "" , postcode prefix hint)
TOWNS = {
    "UK": [("Leeds", "West Yorkshire", "LS"), ("Wigan", "Greater Manchester", "WN"),
           ("Stockport", "Cheshire", "SK"), ("Halifax", "West Yorkshire", "HX"),
           ("Doncaster", "South Yorkshire", "DN"), ("Carlisle", "Cumbria", "CA"),
           ("Exeter", "Devon", "EX"), ("Truro", "Cornwall", "TR"), ("Norwich", "Norfolk", "NR"),
           ("Ipswich", "Suffolk", "IP"), ("Swansea", "West Glamorgan", "SA"),
           ("Wrexham", "Clwyd", "LL"), ("Dundee", "Angus", "DD"), ("Paisley", "Renfrewshire", "PA"),
           ("Inverness", "Highland", "IV"), ("Lincoln", "Lincolnshire", "LN"),
           ("Gloucester", "Gloucestershire", "GL"), ("Reading", "Berkshire", "RG"),
           ("Bolton", "Lancashire", "BL"), ("Sunderland", "Tyne and Wear", "SR"),
           ("Derby", "Derbyshire", "DE"), ("Luton", "Bedfordshire", "LU"),
           ("Coventry", "West Midlands", "CV"), ("Hereford", "Herefordshire", "HR")],
    "US": [("Springfield", "IL", ""), ("Dayton", "OH", ""), ("Toledo", "OH", ""),
           ("Fresno", "CA", ""), ("Tucson", "AZ", ""), ("Albany", "NY", ""),
           ("Worcester", "MA", ""), ("Lowell", "MA", ""), ("Savannah", "GA", ""),
           ("Knoxville", "TN", ""), ("Boise", "ID", ""), ("Spokane", "WA", ""),
           ("Eugene", "OR", ""), ("Madison", "WI", ""), ("Duluth", "MN", ""),
           ("Lubbock", "TX", ""), ("El Paso", "TX", ""), ("Reno", "NV", ""),
           ("Scranton", "PA", ""), ("Hartford", "CT", ""), ("Mobile", "AL", ""),
           ("Charleston", "SC", ""), ("Omaha", "NE", ""), ("Tulsa", "OK", "")],
    "AU": [("Ballarat", "VIC", "3350"), ("Bendigo", "VIC", "3550"), ("Geelong", "VIC", "3220"),
           ("Wollongong", "NSW", "2500"), ("Newcastle", "NSW", "2300"), ("Dubbo", "NSW", "2830"),
           ("Toowoomba", "QLD", "4350"), ("Cairns", "QLD", "4870"), ("Mackay", "QLD", "4740"),
           ("Bunbury", "WA", "6230"), ("Geraldton", "WA", "6530"), ("Launceston", "TAS", "7250"),
           ("Mount Gambier", "SA", "5290"), ("Whyalla", "SA", "5600"), ("Darwin", "NT", "0800"),
           ("Queanbeyan", "NSW", "2620"), ("Orange", "NSW", "2800"), ("Mildura", "VIC", "3500")],
    "IE": [("Galway", "Co. Galway", "H91"), ("Limerick", "Co. Limerick", "V94"),
           ("Waterford", "Co. Waterford", "X91"), ("Sligo", "Co. Sligo", "F91"),
           ("Tralee", "Co. Kerry", "V92"), ("Athlone", "Co. Westmeath", "N37"),
           ("Drogheda", "Co. Louth", "A92"), ("Dundalk", "Co. Louth", "A91"),
           ("Kilkenny", "Co. Kilkenny", "R95"), ("Ennis", "Co. Clare", "V95"),
           ("Letterkenny", "Co. Donegal", "F92"), ("Navan", "Co. Meath", "C15"),
           ("Mullingar", "Co. Westmeath", "N91"), ("Castlebar", "Co. Mayo", "F23"),
           ("Tullamore", "Co. Offaly", "R35"), ("Clonmel", "Co. Tipperary", "E91")],
    "CA": [("Hamilton", "ON", "L8"), ("Kingston", "ON", "K7"), ("Sudbury", "ON", "P3"),
           ("London", "ON", "N6"), ("Thunder Bay", "ON", "P7"), ("Moncton", "NB", "E1"),
           ("Halifax", "NS", "B3"), ("Saskatoon", "SK", "S7"), ("Regina", "SK", "S4"),
           ("Red Deer", "AB", "T4"), ("Lethbridge", "AB", "T1"), ("Kamloops", "BC", "V2"),
           ("Nanaimo", "BC", "V9"), ("Brandon", "MB", "R7"), ("Charlottetown", "PE", "C1"),
           ("Sherbrooke", "QC", "J1")],
    "NZ": [("Hamilton", "Waikato", "3204"), ("Tauranga", "Bay of Plenty", "3110"),
           ("Rotorua", "Bay of Plenty", "3010"), ("Whangarei", "Northland", "0110"),
           ("Napier", "Hawke's Bay", "4110"), ("Palmerston North", "Manawatu-Whanganui", "4410"),
           ("Nelson", "Nelson", "7010"), ("Invercargill", "Southland", "9810"),
           ("Dunedin", "Otago", "9016"), ("Timaru", "Canterbury", "7910"),
           ("Gisborne", "Gisborne", "4010"), ("Whanganui", "Manawatu-Whanganui", "4500"),
           ("New Plymouth", "Taranaki", "4310"), ("Blenheim", "Marlborough", "7201")],
}

STATE_FULL = {
    "IL": "Illinois", "OH": "Ohio", "CA": "California", "AZ": "Arizona", "NY": "New York",
    "MA": "Massachusetts", "GA": "Georgia", "TN": "Tennessee", "ID": "Idaho",
    "WA": "Washington", "OR": "Oregon", "WI": "Wisconsin", "MN": "Minnesota", "TX": "Texas",
    "NV": "Nevada", "PA": "Pennsylvania", "CT": "Connecticut", "AL": "Alabama",
    "SC": "South Carolina", "NE": "Nebraska", "OK": "Oklahoma",
    "VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "TAS": "Tasmania",
    "NT": "Northern Territory", "ON": "Ontario", "NB": "New Brunswick", "NS": "Nova Scotia",
    "SK": "Saskatchewan", "AB": "Alberta", "BC": "British Columbia", "MB": "Manitoba",
    "PE": "Prince Edward Island", "QC": "Quebec",
}

STREET_NAMES = """
Elm Oak Birch Willow Chestnut Hawthorn Juniper Maple Cedar Alder Rowan Laurel Poplar
Station Church Mill Market Bridge Quarry Orchard Meadow Brook Fern Heather Kingfisher
Wren Lark Heron Victoria Albert Regent Clarence Windsor Stanley Nelson Gladstone Carlton
Beaconsfield Pembroke Dunmore Ashgrove Glenview Riverside Harbour Seaview Hillcrest
Parkside Greenhill Westfield Northcote Southgate Eastwood Moorland Highfield Kirkstall
Tannery Foundry Ropewalk Canal Wharf Lighthouse Paddock Shearer Wattle Kowhai Totara
Rimu Matai Karaka Tui Pohutukawa Jacaranda Banksia Bottlebrush Coolibah Magnolia
"""
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Terrace", "Way", "Grove"],
    "US": ["Street", "Avenue", "Drive", "Road", "Lane", "Boulevard", "Court", "Way", "Place"],
    "AU": ["Street", "Road", "Avenue", "Crescent", "Parade", "Court", "Drive", "Terrace"],
    "IE": ["Road", "Street", "Avenue", "Park", "Lawn", "Grove", "Heights", "Terrace"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Place", "Terrace", "Drive"],
}
STREET_NAME_LIST = sorted(set(STREET_NAMES.split()))

# stems for invented care-site / organisation names
STEM_A = ["Ash", "Brack", "Cald", "Dun", "Elder", "Farr", "Glen", "Hask", "Ivel", "Kest",
          "Lark", "Marl", "Nether", "Oxen", "Pell", "Quarn", "Raven", "Sedge", "Thorn",
          "Wyc", "Yarn", "Bram", "Corr", "Fen", "Gorse", "Holl", "Lynd", "Merr", "Tarn"]
STEM_B = ["combe", "enford", "erbrook", "mere", "sworth", "owdale", "hallow", "moor",
          "stead", "holme", "gate", "ridge", "haven", "bury", "thwaite", "water", "dene",
          "cliffe", "wood", "ford", "leigh", "vale"]
SAINTS = ["Brigid", "Columba", "Aidan", "Hilda", "Cuthbert", "Finbarr", "Ita", "Kentigern",
          "Winifred", "Petroc", "Declan", "Brendan", "Mungo", "Oswald", "Frideswide", "Chad"]

HOSPITAL_FORMS = {
    "UK": ["{s} General Hospital", "{s} Royal Infirmary", "{s} University Hospital",
           "St {saint}'s Hospital", "{s} District General Hospital", "Royal {s} Hospital"],
    "US": ["{s} Medical Center", "{s} Regional Hospital", "{s} Memorial Hospital",
           "St. {saint}'s Medical Center", "{s} University Medical Center", "{s} Community Hospital"],
    "AU": ["{s} Base Hospital", "{s} Health Service", "{s} Private Hospital",
           "St {saint}'s Hospital", "{s} Hospital", "Royal {s} Hospital"],
    "IE": ["{s} University Hospital", "St {saint}'s Hospital", "{s} Regional Hospital",
           "Mater {s} Hospital", "{s} General Hospital", "Bon Secours {s}"],
    "CA": ["{s} Health Sciences Centre", "{s} General Hospital", "St. {saint}'s Hospital",
           "{s} Regional Health Centre", "{s} Memorial Hospital"],
    "NZ": ["{s} Hospital", "{s} Base Hospital", "{s} Private Hospital", "Te Whare {s} Hospital",
           "{s} Surgical Centre"],
}
PRACTICE_FORMS = {
    "UK": ["{s} Surgery", "{s} Medical Centre", "{s} Health Centre", "{s} Medical Practice"],
    "US": ["{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine Associates"],
    "AU": ["{s} Medical Centre", "{s} Family Practice", "{s} General Practice"],
    "IE": ["{s} Medical Centre", "{s} Family Practice", "{s} Health Centre"],
    "CA": ["{s} Family Health Team", "{s} Medical Clinic", "{s} Family Practice"],
    "NZ": ["{s} Medical Centre", "{s} Health", "{s} Family Doctors"],
}
WARD_TREES = ["Rowan", "Beech", "Hazel", "Linden", "Aspen", "Sycamore", "Juniper", "Larch",
              "Cedar", "Holly", "Kowhai", "Wattle", "Heron", "Kingfisher", "Osprey", "Curlew",
              "Sandpiper", "Puffin", "Tern", "Fulmar"]
BUILDINGS = ["{s} Wing", "{s} Pavilion", "{s} Building", "{s} Block", "{s} Tower"]

EMPLOYER_FORMS = ["{s} Logistics", "{s} Building Supplies", "{s} Dairies", "{s} Engineering",
                  "{s} Borough Council", "{s} Freight", "{s} Foods", "{s} Motors", "{s} Timber",
                  "{s} Grammar School", "{s} Primary School", "{s} Haulage", "{s} Bakery",
                  "{s} Credit Union", "{s} Mining", "{s} Fisheries", "{s} Print Works",
                  "{s} Quarries", "{s} Textiles", "{s} Construction", "{s} Garden Centre",
                  "{s} Leisure Centre", "{s} Golf Club", "{s} Hotel"]
INSURER_FORMS = ["{s} Health Fund", "{s} Mutual Health", "{s} Health Plan", "{s} Shield Insurance",
                 "{s} Medical Aid", "{s} Care Assurance"]
CHARITY_FORMS = ["{s} Pancreatic Cancer Support Group", "{s} Liver Patients' Trust",
                 "{s} Hospice", "{s} Community Transport Scheme", "{s} Carers' Network"]
CHURCH_FORMS = ["St {saint}'s Parish Church", "{s} Baptist Church", "{s} Mosque",
                "{s} Gurdwara", "{s} Synagogue", "{s} Methodist Chapel"]

PROFESSIONS = """
welder|bus driver|primary school teacher|secondary school teacher|accountant|dairy farmer|
electrician|plumber|hairdresser|chef|nurse|care assistant|taxi driver|lorry driver|
truck driver|postal worker|police officer|firefighter|solicitor|paralegal|bank clerk|
software developer|civil engineer|architect|pharmacist|dental hygienist|roofer|
bricklayer|carpenter|joiner|painter and decorator|shop assistant|supermarket cashier|
warehouse operative|forklift driver|fisherman|sheep farmer|shearer|miner|mechanic|
panel beater|librarian|university lecturer|social worker|journalist|graphic designer|
barista|bar manager|publican|cleaner|school caretaker|security guard|prison officer|
soldier|merchant seaman|airline pilot|flight attendant|train driver|chartered surveyor|
estate agent|real estate agent|insurance broker|call centre operator|receptionist|
childminder|early childhood educator|veterinary nurse|landscape gardener|butcher|baker|
tiler|scaffolder|crane operator|machinist|seamstress|tailor|optician|physiotherapist|
church minister|imam|retail manager|courier|IT technician|laboratory technician|
dock worker|orchardist|viticulturist|stonemason|glazier|locksmith|tattoo artist|
music teacher|piano tuner|boat builder|sign writer
"""
PROFESSION_LIST = sorted(set(x.strip() for x in PROFESSIONS.replace("\n", "").split("|") if x.strip()))

# countries that are not the note's country (travel, birth, origin)
ABROAD = ["Portugal", "Spain", "Poland", "India", "Pakistan", "Bangladesh", "Nigeria", "Ghana",
          "Kenya", "Zimbabwe", "South Africa", "the Philippines", "Vietnam", "China",
          "Hong Kong", "Malaysia", "Sri Lanka", "Greece", "Italy", "Lebanon", "Iraq", "Somalia",
          "Romania", "Lithuania", "Ukraine", "Brazil", "Mexico", "Jamaica", "Samoa", "Tonga",
          "Fiji", "Thailand", "Egypt", "Turkey", "Cyprus", "Jordan", "Chile", "Peru"]

COUNTRY_NAME = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                "US": ["USA", "United States"], "AU": ["Australia"], "IE": ["Ireland"],
                "CA": ["Canada"], "NZ": ["New Zealand", "Aotearoa New Zealand"]}


def stem(rng):
    return rng.choice(STEM_A) + rng.choice(STEM_B)
