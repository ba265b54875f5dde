"""Invented place and organisation pools for dev288_en.

Towns, streets and organisations are invented.  Counties, states, provinces and
regions are the real administrative units (there is no sensible way to invent
them), used only as address parts.
"""

# country -> list of (town, region) ; region is a county for UK/IE (CITY type)
# and a state/province/region for AU/NZ/CA (STATE type)
TOWNS = {
    "UK": [
        ("Kettleburn", "Cumbria"), ("Hollinwick", "Lancashire"), ("Brackenford", "Devon"),
        ("Thornleigh Moor", "North Yorkshire"), ("Dunsmere", "Norfolk"), ("Wexcombe", "Wiltshire"),
        ("Stavely Cross", "Derbyshire"), ("Market Harlow", "Shropshire"), ("Penrose Bay", "Cornwall"),
        ("Caerwen", "Powys"), ("Llanfechan", "Gwynedd"), ("Glenrothmore", "Fife"),
        ("Kirkbrae", "Angus"), ("Inverallan", "Highland"), ("Strathcorran", "Perthshire"),
        ("Ballymoyle", "Antrim"), ("Ashby Marlow", "Leicestershire"), ("Saltwick", "Northumberland"),
        ("Cheddleton Parva", "Somerset"), ("Fordingbridge Vale", "Hampshire"),
    ],
    "IE": [
        ("Kilbarran", "Cork"), ("Ballycarra", "Mayo"), ("Rathmoyle", "Tipperary"),
        ("Clonderry", "Offaly"), ("Knockmullen", "Kerry"), ("Dromanagh", "Clare"),
        ("Castlekeel", "Galway"), ("Templemoy", "Donegal"), ("Ardnacross", "Wexford"),
        ("Lisdrum", "Sligo"), ("Carrigbawn", "Waterford"), ("Inchavore", "Kilkenny"),
        ("Mullaghbeg", "Roscommon"), ("Ballinacree", "Westmeath"), ("Glenfarrig", "Leitrim"),
    ],
    "AU": [
        ("Wattle Creek", "NSW"), ("Yarrabool", "VIC"), ("Bungaroo", "QLD"),
        ("Mount Kellet", "NSW"), ("Coolabah Flats", "QLD"), ("Narrawong Heads", "VIC"),
        ("Kurrajong Vale", "NSW"), ("Murrindal Springs", "VIC"), ("Gundabar", "SA"),
        ("Ironbark Ridge", "QLD"), ("Port Wyndell", "WA"), ("Tarrabeen", "TAS"),
        ("Birrigai Park", "ACT"), ("Mindarra", "NT"), ("Quandong Hill", "SA"),
    ],
    "NZ": [
        ("Te Awanui", "Bay of Plenty"), ("Waiporoa", "Waikato"), ("Kowhai Bay", "Northland"),
        ("Tarakohe Downs", "Canterbury"), ("Ngaruawai", "Waikato"), ("Port Haweru", "Taranaki"),
        ("Whareroa Flat", "Manawatu-Whanganui"), ("Kaitoke Junction", "Wellington"),
        ("Oturoa", "Hawke's Bay"), ("Rimuvale", "Otago"), ("Matai Springs", "Southland"),
        ("Pukekaro", "Auckland"), ("Totara Heights", "Nelson"), ("Manuka Point", "Gisborne"),
    ],
    "CA": [
        ("Pine Hollow", "ON"), ("Thunder Narrows", "ON"), ("Caribou Flats", "AB"),
        ("Spruce Landing", "BC"), ("Port Elmsdale", "NS"), ("Riviere-aux-Cedres", "NB"),
        ("Maple Ridge Falls", "ON"), ("Kessock Harbour", "NL"), ("Wolverine Lake", "SK"),
        ("Birchmount Crossing", "MB"), ("Saint-Odile-des-Monts", "NB"), ("Tamarack Bay", "ON"),
        ("Loon Portage", "MB"), ("Cedar Sound", "BC"), ("Whitecap Harbour", "PE"),
    ],
}

REGION_LONG = {
    "NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland", "SA": "South Australia",
    "WA": "Western Australia", "TAS": "Tasmania", "ACT": "Australian Capital Territory",
    "NT": "Northern Territory", "ON": "Ontario", "AB": "Alberta", "BC": "British Columbia",
    "NS": "Nova Scotia", "NB": "New Brunswick", "NL": "Newfoundland and Labrador",
    "SK": "Saskatchewan", "MB": "Manitoba", "PE": "Prince Edward Island",
}

COUNTRY_NAME = {
    "UK": ["United Kingdom", "UK"], "IE": ["Ireland", "Republic of Ireland"],
    "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa New Zealand"], "CA": ["Canada"],
}

# countries mentioned in travel / family history
ABROAD = [
    "Portugal", "Spain", "Poland", "India", "Pakistan", "Nigeria", "Ghana", "Kenya", "Somalia",
    "the Philippines", "Vietnam", "China", "Lebanon", "Turkey", "Greece", "Italy", "Zimbabwe",
    "South Africa", "Samoa", "Tonga", "Fiji", "Thailand", "Bali", "Dubai", "the United States",
    "France", "Germany", "Ukraine", "Brazil", "Sri Lanka", "Bangladesh", "Egypt", "Morocco",
    "Jamaica", "Scotland", "Wales", "England", "Northern Ireland",
]

STREET_STEMS = [
    "Rowan", "Hawthorn", "Kingfisher", "Millbrook", "Tannery", "Chapel", "Quarry", "Orchard",
    "Weavers", "Ropewalk", "Bellfield", "Cairnhill", "Glebe", "Forge", "Mariners", "Coronation",
    "Jubilee", "Larkspur", "Heron", "Foxglove", "Lime Kiln", "Brewery", "Station", "Church",
    "Mill", "Pound", "Smithy", "Bakehouse", "Saltings", "Cooper", "Lantern", "Sandpiper",
    "Ashgrove", "Elderberry", "Fernhill", "Greenway", "Harbour", "Ivybridge", "Juniper", "Kestrel",
    "Lapwing", "Meadowsweet", "Nettlebed", "Oakapple", "Plover", "Quayside", "Reedmace", "Sorrel",
    "Tamarisk", "Upland", "Vicarage", "Willowherb", "Yewtree", "Wattle", "Banksia", "Jacaranda",
    "Ironbark", "Kauri", "Totara", "Pohutukawa", "Rimu", "Kowhai", "Tamarack", "Birchwood",
    "Beaver", "Portage", "Seigneurie", "Loyalist", "Concession", "Tamworth", "Bluegum", "Grevillea",
    "Saint Brigid's", "Saint Columba's", "Fairgreen", "Bothar Glas", "Mountain View", "Lighthouse",
]

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Crescent", "Avenue", "Drive", "Gardens", "Terrace",
           "Way", "Mews", "Court", "Brae", "Wynd", "Rise", "Row"],
    "IE": ["Road", "Street", "Park", "Avenue", "Lawn", "Grove", "Heights", "Terrace", "Cross",
           "Drive", "Court", "View"],
    "AU": ["Street", "Road", "Avenue", "Parade", "Crescent", "Court", "Place", "Drive", "Close",
           "Highway", "Esplanade", "Circuit"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Terrace", "Place", "Drive", "Rise", "Grove",
           "Lane"],
    "CA": ["Street", "Avenue", "Road", "Crescent", "Drive", "Boulevard", "Line", "Trail", "Court",
           "Way"],
}

SUFFIX_ABBR = {"Road": "Rd", "Street": "St", "Avenue": "Ave", "Crescent": "Cres", "Drive": "Dr",
               "Court": "Ct", "Place": "Pl", "Terrace": "Tce", "Parade": "Pde", "Boulevard": "Blvd",
               "Highway": "Hwy", "Close": "Cl", "Lane": "Ln", "Gardens": "Gdns"}

SAINTS = ["Brigid", "Columba", "Aidan", "Ninian", "Oswald", "Kentigern", "Finbarr", "Brendan",
          "Ita", "Hilda", "Cuthbert", "Dymphna", "Kevin", "Monica", "Jude", "Anne", "Teresa",
          "Vincent", "Luke", "Clare", "Bede", "Petroc"]

ORG_STEMS = ["Riverside", "Hillcrest", "Oakfield", "Brookvale", "Larchwood", "Seaview", "Meadowbank",
             "Heatherlea", "Glenview", "Ashdene", "Fernlea", "Willowbank", "Harbourside", "Moorside",
             "Greystones", "Southfield", "Northgate", "Eastbrook", "Westholme", "Kingsmead",
             "Bramblewood", "Cloverdale", "Silverbirch", "Tidewater", "Stonebridge", "Highfield",
             "Lakeshore", "Pinecrest", "Redgum", "Saltbush", "Kanuka", "Aspenwood", "Driftwood"]

PRACTICE_T = {
    "UK": ["{town} Medical Practice", "{stem} Surgery", "{stem} Health Centre", "The {stem} Practice",
           "{town} Group Practice", "{stem} Medical Group"],
    "IE": ["{town} Family Practice", "{stem} Medical Centre", "{town} Health Centre",
           "{stem} Surgery", "The {stem} Clinic"],
    "AU": ["{stem} Medical Centre", "{town} Family Medical Practice", "{stem} General Practice",
           "{town} Medical Clinic"],
    "NZ": ["{stem} Medical Centre", "{town} Health Centre", "{stem} Family Doctors",
           "{town} Medical Centre"],
    "CA": ["{town} Family Health Team", "{stem} Medical Clinic", "{town} Community Health Centre",
           "{stem} Family Practice"],
}
CAREHOME_T = {
    "UK": ["{stem} House Care Home", "{stem} Lodge Nursing Home", "St {saint}'s Nursing Home",
           "{stem} Court Residential Home", "The {stem} Care Centre"],
    "IE": ["St {saint}'s Nursing Home", "{stem} Nursing Home", "{town} Community Nursing Unit",
           "{stem} House"],
    "AU": ["{stem} Gardens Aged Care", "{stem} Residential Aged Care Facility", "{stem} Lodge",
           "St {saint}'s Aged Care"],
    "NZ": ["{stem} Rest Home", "{stem} Lifecare", "{stem} Hospital and Rest Home", "{stem} Manor"],
    "CA": ["{stem} Manor Long-Term Care", "{stem} Lodge LTC", "{town} Seniors Residence",
           "St {saint}'s Villa"],
}
PHARMACY_T = {
    "UK": ["{sur}'s Pharmacy", "{town} Pharmacy", "{stem} Chemist", "{stem} Late Pharmacy"],
    "IE": ["{sur}'s Pharmacy", "{town} Pharmacy", "{stem} Late Night Pharmacy", "{sur} Chemists"],
    "AU": ["{stem} Discount Chemist", "{town} Pharmacy", "{sur}'s Chemist", "{stem} Night Pharmacy"],
    "NZ": ["{stem} Pharmacy", "{town} Community Pharmacy", "{town} Urgent Pharmacy", "{sur} Chemist"],
    "CA": ["{stem} Apothecary", "{town} Pharmacy", "{sur} Drugs", "{stem} Dispensary"],
}
HOSPITAL_T = {
    "UK": ["{town} General Hospital", "{town} Community Hospital", "Royal {town} Infirmary",
           "{town} District General"],
    "IE": ["University Hospital {town}", "{town} General Hospital", "St {saint}'s Hospital",
           "{town} Regional Hospital"],
    "AU": ["{town} Base Hospital", "{town} District Hospital", "{town} Hospital", "St {saint}'s Hospital"],
    "NZ": ["{town} Hospital", "{town} Base Hospital", "{town} Regional Hospital"],
    "CA": ["{town} General Hospital", "{town} District Health Centre", "St {saint}'s Hospital",
           "{town} Regional Health Centre"],
}
WARD_T = ["Ward {n}", "{stem} Ward", "AMU", "{saint} Ward", "Medical Assessment Unit"]
HOSPICE_T = ["St {saint}'s Hospice", "{stem} Hospice", "{town} Hospice"]
BASE_T = {
    "UK": ["{town} Urgent Treatment Centre", "{town} Out of Hours Centre", "{town} OOH Base",
           "{town} Primary Care Centre"],
    "IE": ["{town} Treatment Centre", "{town} Primary Care Centre", "{town} Out of Hours Centre"],
    "AU": ["{town} After Hours GP Clinic", "{town} After Hours Medical Centre", "{town} Urgent Care"],
    "NZ": ["{town} Accident & Medical", "{town} Urgent Care", "{town} After Hours"],
    "CA": ["{town} After-Hours Clinic", "{town} Urgent Care Clinic", "{town} Walk-in & After Hours"],
}
OOH_ORG = {
    "UK": ["{stem} Doctors on Call", "{stem} Urgent Care CIC", "{stem} GP Co-operative",
           "{stem} Primary Care Services Ltd"],
    "IE": ["{stem}Doc", "{stem} GP Co-op", "{stem}Care Doctors"],
    "AU": ["{stem} Home Doctor Service", "{stem} Medical Deputising", "After Dark {stem} Doctors"],
    "NZ": ["{stem} After Hours Ltd", "{stem} Locum Services", "{stem} Rural Doctors on Call"],
    "CA": ["{stem} Housecall Physicians", "{stem} Locum Group", "{stem} After-Hours Physicians"],
}
EMPLOYER_T = ["{sur} & Sons Haulage", "{stem} Dairies", "{town} Council", "{stem} Engineering Ltd",
              "{sur} Builders", "{stem} Meats", "{stem} Logistics", "{town} Co-operative Mart",
              "{stem} Fisheries", "{sur} Motors", "{stem} Timber Co", "{stem} Mining",
              "{town} Golf Club", "{stem} Foods", "{sur} and Daughters Bakery", "{stem} Hotel"]
SCHOOL_T = ["{stem} Primary School", "St {saint}'s National School", "{town} High School",
            "{stem} College", "{town} Grammar", "{stem} Kindergarten", "{stem} Public School"]
CHURCH_T = ["St {saint}'s Parish", "{town} Baptist Church", "{stem} Gospel Hall", "{town} Mosque",
            "{town} Gurdwara", "{stem} Uniting Church", "{town} Kingdom Hall"]
FUNERAL_T = ["{sur} Funeral Directors", "{sur} & Daughters Funeral Services", "{stem} Funeral Home",
             "{sur} Undertakers"]
HOMECARE_T = ["{stem} Homecare", "{town} Care at Home", "Kind Hands {town}", "{stem} Support Services",
              "{stem} Community Care"]

# named buildings / landmarks used as LOCATION_OTHER
LANDMARK_T = ["{stem} Flats", "{stem} Tower", "{stem} Caravan Park", "{stem} Marina",
              "{stem} Holiday Park", "{stem} Sheltered Housing", "Block {letter} {stem} Court",
              "{stem} Retirement Village"]
