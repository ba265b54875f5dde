"""Invented place and organisation pools for dev278_en (author 278).

Towns, streets, hospitals, practices and organisations are assembled from
invented stems.  States/provinces and Irish counties are real regions (they
are coarse) but every town, street and care site is made up.
"""

COUNTRIES = ("UK", "US", "AU", "CA", "IE")

STATES = {
    "US": (("Ohio", "OH"), ("Oregon", "OR"), ("Michigan", "MI"), ("Vermont", "VT"),
           ("Kentucky", "KY"), ("Iowa", "IA"), ("New Mexico", "NM"), ("Maine", "ME"),
           ("Wisconsin", "WI"), ("Nebraska", "NE"), ("Georgia", "GA"), ("Texas", "TX"),
           ("Minnesota", "MN"), ("Idaho", "ID"), ("Delaware", "DE"), ("Arizona", "AZ"),
           ("North Carolina", "NC"), ("Missouri", "MO"), ("Colorado", "CO")),
    "AU": (("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS"),
           ("Australian Capital Territory", "ACT"), ("Northern Territory", "NT")),
    "CA": (("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Saskatchewan", "SK"), ("Alberta", "AB"),
           ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
           ("Quebec", "QC")),
}

# UK counties and Irish counties are typed CITY (guideline: town, city, county)
UK_COUNTIES = ("Northshire", "West Marlowshire", "Dunholm", "Cardenshire",
               "East Ravensdale", "Lowther Vale", "Glen Arrin", "Penmarrow")
IE_COUNTIES = ("Cork", "Kerry", "Galway", "Mayo", "Donegal", "Wexford", "Tipperary",
               "Limerick", "Sligo", "Kilkenny", "Louth", "Clare", "Offaly", "Westmeath")

TOWN_PARTS = {
    "UK": (("Ash", "Brack", "Cold", "Dun", "Elm", "Fen", "Gar", "Hal", "Kel", "Lang",
            "Mar", "Nor", "Ox", "Pen", "Ray", "Sand", "Thorn", "Wil", "Yar", "Crag",
            "Bram", "Chud", "Whin", "Holl"),
           ("ford", "bury", "ton", "ham", "wick", "ley", "by", "thorpe", "field",
            "mouth", "combe", "stead", " Magna", "borough", "minster")),
    "US": (("Cedar", "Maple", "Harlan", "Bristow", "Copper", "Fallow", "Granger",
            "Hollis", "Juniper", "Lockridge", "Mercer", "Oakes", "Prairie", "Quarry",
            "Redbank", "Sutter", "Tallow", "Wexler", "Dunmore", "Elkhorn"),
           ("ville", "port", " Falls", " City", " Springs", "ton", " Junction",
            " Crossing", "burg", " Heights", " Bluff", "field")),
    "AU": (("Wattle", "Banksia", "Coral", "Dingo", "Emu", "Ironbark", "Kooka",
            "Mallee", "Red Gum", "Saltbush", "Tarra", "Yarra", "Bottle", "Jarrah",
            "Gidgee", "Brolga"),
           (" Creek", " Downs", " Vale", " Heads", " Flat", " Point", " Springs",
            " Plains", " Gully", " Ridge", "ton", " Bay")),
    "CA": (("Lac-", "Saint-", "Pointe-", "Fort ", "Port ", "New ", "Mount ", ""),
           ("Beaumont", "Carleton", "Dorval", "Esquimont", "Frontenac", "Gaspereau",
            "Hartigan", "Kinross", "Lanark", "Maskinonge", "Norquay", "Orillon",
            "Pembrook", "Riviere", "Sable", "Tamarack", "Wolfden")),
    "IE": (("Bally", "Kil", "Carrick", "Drum", "Clon", "Knock", "Rath", "Inis",
            "Glen", "Tulla", "Dun", "Ard"),
           ("more", "beg", "nagh", "keel", "derry", "mona", "corrig", "managh",
            "cullen", "lea", "fin", "owen")),
}

STREET_STEMS = ("Alder", "Beacon", "Birchwood", "Bramble", "Canal", "Chestnut", "Clover",
                "Copse", "Dairy", "Dovecote", "Ember", "Falcon", "Fernhill", "Foundry",
                "Garnet", "Gorse", "Harbour", "Hawthorn", "Heron", "Kiln", "Larch",
                "Linnet", "Lockkeeper", "Marram", "Meadowsweet", "Millrace", "Nettle",
                "Orchard", "Osprey", "Pinfold", "Quarry", "Rookery", "Rushmere",
                "Saddler", "Sorrel", "Tanner", "Teasel", "Tinker", "Wagtail", "Weaver",
                "Willowherb", "Wren", "Yarrow", "Juniper", "Cobalt", "Drover")
STREET_TYPES = {
    "UK": ("Road", "Lane", "Close", "Street", "Avenue", "Crescent", "Gardens", "Way",
           "Terrace", "Mews", "Grove", "Drive"),
    "US": ("Street", "Avenue", "Road", "Drive", "Lane", "Court", "Boulevard", "Way",
           "Place", "Trail", "Pike", "Circle"),
    "AU": ("Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Place", "Drive",
           "Terrace", "Highway", "Close"),
    "CA": ("Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Lane", "Court",
           "Place", "Way"),
    "IE": ("Road", "Street", "Lane", "Avenue", "Park", "Grove", "Terrace", "Heights",
           "Court", "Close"),
}
STREET_ABBR = {"Street": "St", "Avenue": "Ave", "Road": "Rd", "Drive": "Dr",
               "Lane": "Ln", "Court": "Ct", "Boulevard": "Blvd", "Crescent": "Cres",
               "Place": "Pl", "Parade": "Pde", "Terrace": "Tce", "Highway": "Hwy"}
UNIT_WORDS = {
    "UK": ("Flat", "Apartment"), "US": ("Apt", "Unit", "#"), "AU": ("Unit",),
    "CA": ("Apt", "Unit", "Suite"), "IE": ("Apt", "Apartment"),
}
HOUSE_NAMES = ("Rose Cottage", "The Old Forge", "Larkspur House", "Tigh na Mara",
               "Glenview", "Hillcrest Farm", "The Laurels", "Fuchsia Lodge")

HOSP_STEMS = ("Kestrel Bay", "Harrowgate Vale", "Northmoor", "Linfield", "Greywater",
              "Calder Heath", "Mossgiel", "Portavon", "Brightmere", "Wyndham Cross",
              "Corrib Valley", "Silverlake", "Tamarind Coast", "Ironbridge",
              "Redfern Park", "Ashcombe", "Lough Arrow", "Cairnbeck", "Waterlily Bay",
              "Fernleigh", "Granite Falls", "Blue Heron", "Summit Ridge", "Hollowell",
              "Marlow Downs", "Rosslare Point", "Stonechat", "Elderbank")
SAINTS = ("Brigid", "Columba", "Aidan", "Ninian", "Winifred", "Finbarr", "Luke",
          "Cuthbert", "Dymphna", "Raphael", "Hilda", "Vincent", "Anselm", "Kevin")
CANCER_CENTRE = {
    "UK": ("{s} Cancer Centre", "{s} Oncology Centre", "{s} Radiotherapy Unit",
           "{s} Cancer Institute", "St {saint}'s Cancer Centre"),
    "US": ("{s} Cancer Center", "{s} Radiation Oncology Center", "{s} Regional Cancer Institute",
           "St. {saint} Cancer Center", "{s} Medical Center"),
    "AU": ("{s} Cancer Centre", "{s} Radiation Oncology Centre", "{s} Health Cancer Care",
           "St {saint}'s Cancer Centre"),
    "CA": ("{s} Regional Cancer Centre", "{s} Cancer Program", "{s} Health Sciences Centre",
           "St. {saint}'s Cancer Clinic"),
    "IE": ("{s} University Hospital", "St {saint}'s Hospital", "{s} Cancer Centre",
           "{s} Regional Hospital"),
}
GEN_HOSP = {
    "UK": ("{s} General Hospital", "{s} Royal Infirmary", "{s} District Hospital",
           "St {saint}'s Hospital", "{s} Community Hospital"),
    "US": ("{s} General Hospital", "{s} Memorial Hospital", "{s} Community Hospital",
           "St. {saint} Medical Center", "{s} Valley Hospital"),
    "AU": ("{s} Base Hospital", "{s} District Hospital", "{s} Hospital",
           "St {saint}'s Private Hospital"),
    "CA": ("{s} General Hospital", "{s} Health Centre", "{s} Memorial Hospital",
           "Hopital Saint-{saint}"),
    "IE": ("{s} General Hospital", "{s} Community Hospital", "St {saint}'s Hospital",
           "{s} Mercy Hospital"),
}
PRACTICE = {
    "UK": ("{s} Surgery", "{s} Medical Practice", "{s} Health Centre", "The {s} Practice"),
    "US": ("{s} Family Medicine", "{s} Primary Care", "{s} Internal Medicine Associates"),
    "AU": ("{s} Medical Centre", "{s} Family Practice", "{s} GP Clinic"),
    "CA": ("{s} Family Health Team", "{s} Medical Clinic", "{s} Family Practice"),
    "IE": ("{s} Medical Centre", "{s} Family Practice", "{s} Health Centre"),
}
PRACTICE_STEMS = ("Elm Park", "Riverside", "Tollgate", "Quayside", "Brookfield",
                  "Mill Lane", "Castlegate", "Larkhill", "Hazelmere", "Orchard Row",
                  "Pennyroyal", "Westgate", "Kingfisher", "Foxglove", "Bridgend Road",
                  "Harbourview", "Cloverdale", "Meadowbank")
WARDS = ("Rowan Ward", "Oakfield Ward", "Heather Ward", "Lennox Day Unit",
         "Ward 7B", "Sycamore Unit", "Bluebell Ward", "Osprey Ward", "Ward C4",
         "Hawthorn Suite", "Marram Ward", "Kingfisher Unit")
FERTILITY = ("{s} Fertility Clinic", "{s} Reproductive Medicine Unit",
             "{s} IVF Centre", "{s} Andrology Service")
BUILDINGS = ("Holloway Building", "Maple Wing", "Tower B", "Lister Block",
             "East Pavilion", "Garden Wing", "Beacon House", "Link Building",
             "North Podium", "Chaplin Wing")

ORG_STEMS = ("Northgate", "Blue Anchor", "Tidewater", "Copperline", "Harlow & Finch",
             "Greenvale", "Redkite", "Summit", "Thornbury", "Lakeshore", "Ironwood",
             "Pelican", "Bellweather", "Goldcrest", "Sandpiper", "Keystone",
             "Fieldhouse", "Riverbend", "Oakmoor", "Silverfern")
EMPLOYER = ("{s} Freight", "{s} Logistics", "{s} Building Supplies", "{s} Dairy Co-op",
            "{s} Engineering Ltd", "{s} Council", "{s} Primary School", "{s} Community College",
            "{s} Credit Union", "{s} Print Works", "{s} Timber Mill", "{s} Bus Company",
            "{s} Foods", "{s} Mining", "{s} Fisheries", "{s} Hotel", "{s} Veterinary Group",
            "{s} Garden Centre", "{s} Marine", "{s} Accountants")
INSURER = {
    "US": ("{s} Mutual Health", "{s} Health Plan", "{s} Care Alliance", "{s} Benefit Trust"),
    "AU": ("{s} Health Fund", "{s} Members Health"),
    "CA": ("{s} Life", "{s} Benefits Group"),
    "UK": ("{s} Healthcare", "{s} Medical Assurance"),
    "IE": ("{s} Health Insurance", "{s} Healthcare"),
}
TRANSPORT = ("{s} Patient Transport", "{s} Community Cars", "{s} Volunteer Drivers",
             "{s} Ambulance Service", "{s} Taxis")
CHARITY = ("{s} Cancer Support", "{s} Cancer Society Lodge", "{s} Hospice",
           "{s} Carers Network", "{s} Wig Service", "{s} Cancer Care Trust")
LODGES = ("Wattle House Lodge", "Hope Lodge", "Cedar Cottage Accommodation",
          "The Lighthouse Lodge", "Inverbrae House", "Tamarack Lodge")

PROFESSIONS = (
    "bus driver", "plasterer", "primary school teacher", "secondary teacher",
    "farmer", "dairy farmer", "sheep farmer", "welder", "electrician", "plumber",
    "hairdresser", "accountant", "solicitor", "lawyer", "software developer",
    "chef", "taxi driver", "lorry driver", "truck driver", "fisherman", "nurse",
    "care assistant", "pharmacist", "civil engineer", "architect", "carpenter",
    "joiner", "postman", "mail carrier", "police officer", "firefighter",
    "retail assistant", "cashier", "librarian", "lecturer", "florist", "baker",
    "butcher", "mechanic", "panel beater", "miner", "boilermaker", "landscaper",
    "cleaner", "security guard", "bar manager", "publican", "veterinary nurse",
    "dental hygienist", "social worker", "shop owner", "warehouse operative",
    "forklift driver", "crane operator", "airline pilot", "flight attendant",
    "journalist", "graphic designer", "musician", "dairy hand", "shearer",
    "long-haul trucker", "bookkeeper", "receptionist", "clergyman", "midwife",
    "paramedic", "quantity surveyor", "roofer", "painter and decorator",
    "translator", "seamstress", "carer", "barista", "real estate agent",
    "insurance broker", "bank clerk", "court stenographer", "tiler",
)
RETIRED_PREFIX = ("retired ", "semi-retired ", "former ", "ex-")

BIRTH_COUNTRIES = ("Poland", "Nigeria", "India", "Pakistan", "Samoa",
                   "Portugal", "Italy", "Greece", "Vietnam", "Somalia", "Jamaica",
                   "Lebanon", "Iran", "Kenya", "Ghana", "Romania", "Brazil", "Chile",
                   "Malaysia", "South Africa", "Scotland", "Wales", "New Zealand",
                   "Sri Lanka", "Zimbabwe", "China", "Lithuania", "Mexico")
HOLIDAY_COUNTRIES = ("Spain", "Portugal", "Greece", "Croatia", "Thailand", "Malta",
                     "France", "Italy", "Canada", "Morocco", "Cyprus", "Fiji",
                     "Mexico", "Turkey", "Iceland")
COUNTRY_NAMES = {"UK": ("United Kingdom", "UK", "England", "Scotland", "Wales",
                        "Northern Ireland"),
                 "US": ("USA", "United States"), "AU": ("Australia",),
                 "CA": ("Canada",), "IE": ("Ireland", "Republic of Ireland")}

# landmarks: the article "the" is written outside the span
LANDMARKS = ("Jubilee Fountain", "Millennium Bridge car park", "Harbour Lighthouse",
             "Cenotaph roundabout", "Market Cross", "Old Customs House", "Gasworks Wharf")
