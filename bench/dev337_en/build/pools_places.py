"""Invented places and care sites for dev337_en (towns, streets, hospitals, practices, units).

Towns, streets, hospitals, practices and units are made up for this set. States, provinces,
counties and countries are real regions and are used only as address parts or travel/origin.
"""

TOWNS = {
    "UK": ["Hatherwick", "Colbrenton", "Stanmere", "Ellingthorpe", "Brackenhurst", "Thornleigh Bridge",
           "Oxendale", "Kettleby Moor", "Ashcombe Regis", "Lowther Cross", "Saltmarsh End", "Carrowby",
           "Penhallow", "Llanrhyddog", "Cwmgarwen", "Kilbrachan", "Inverlochtie", "Strathmorrow",
           "Auchterbrae", "Glenfarrach", "Drumcairn", "Wendlebury Vale", "Mossbeck", "Harrowgate Mills"],
    "IE": ["Ballyconree", "Kilbrennan", "Carrickdara", "Dunmorrow", "Clonbeggan", "Rathcullen",
           "Ardnagreagh", "Templeshane", "Castlekeeran", "Drumshallon", "Tullyvane", "Ballinacorr",
           "Knockaderry Cross", "Glenmullan", "Inishcorrib", "Monasterbeg", "Lisdrumkeel", "Ennisbrack"],
    "US": ["Cedar Hollow", "Marlow Springs", "Pinecrest Falls", "Harlan Ridge", "Bayard City",
           "Wickham Heights", "Fort Addley", "Lake Tamsin", "North Corvell", "Briar Glen",
           "Stonebridge Crossing", "Ellery Junction", "Port Calloway", "Silas Creek", "New Hadley",
           "Quarry Bend", "Oakum Falls", "Mercer Valley"],
    "CA": ["Maple Narrows", "Port Alderley", "Saint-Évariste-des-Monts", "Rivière-Blanchette",
           "Kestrel Bay", "Lac-Moreau", "New Dunstaffe", "Birchcliff Landing", "Hollis Harbour",
           "Fort McKeel", "Aspen Coulee", "Tamarack Falls", "Loon Narrows", "Grand-Sault-Ouest"],
    "AU": ["Yarrandale", "Koorabyn", "Wirralong", "Karrawinya", "Tallowmere", "Port Kenmore",
           "Emu Ridge Heights", "Gidgee Crossing", "Banksia Vale", "Coolabinda", "Mallee Springs",
           "Bellarwin", "Dunmarra Park", "Quandong Flat"],
    "NZ": ["Waikorua", "Te Ahuroa", "Rangimoana", "Otarewa", "Kaiwhenua", "Pukemahoe",
           "Ashgrove Bay", "Lindisvale", "Matariki Heights", "Port Hennessey", "Tōtara Downs",
           "Whetūkura"],
    "ZA": ["Kwazenzele", "Bosveldrand", "Kleinrivier-Oos", "Silverfontein", "Umzimvelo",
           "Hartebeesdal", "Port Ellerby", "Rietvallei Park", "Mooiwater", "Sandkloof"],
}

REGIONS = {
    "UK": ["Lancashire", "Devon", "Norfolk", "Cumbria", "Shropshire", "Fife", "Perthshire", "Gwynedd",
           "Kent", "Derbyshire", "North Yorkshire", "Cornwall", "Powys", "Aberdeenshire"],
    "IE": ["Kildare", "Westmeath", "Galway", "Cork", "Mayo", "Donegal", "Tipperary", "Wexford", "Kerry",
           "Limerick", "Louth", "Sligo", "Roscommon", "Clare"],
    "US": [("Massachusetts", "MA"), ("Ohio", "OH"), ("Minnesota", "MN"), ("Pennsylvania", "PA"),
           ("Washington", "WA"), ("Oregon", "OR"), ("Iowa", "IA"), ("Wisconsin", "WI"), ("Vermont", "VT"),
           ("Maine", "ME"), ("Michigan", "MI"), ("North Carolina", "NC"), ("Colorado", "CO"),
           ("Montana", "MT")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Nova Scotia", "NS"),
           ("New Brunswick", "NB"), ("Manitoba", "MB"), ("Saskatchewan", "SK"),
           ("Newfoundland and Labrador", "NL"), ("Quebec", "QC"), ("Prince Edward Island", "PE")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("South Australia", "SA"),
           ("Western Australia", "WA"), ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT"),
           ("Northern Territory", "NT")],
    "NZ": ["Waikato", "Canterbury", "Otago", "Northland", "Hawke's Bay", "Southland", "Taranaki",
           "Manawatū-Whanganui"],
    "ZA": ["Gauteng", "Western Cape", "KwaZulu-Natal", "Eastern Cape", "Free State", "Limpopo"],
}

STREET_ROOTS = [
    "Larchfield", "Wren", "Fenwick", "Collingwood", "Ashdown", "Quarry", "Mill", "Harbour", "Ferndale",
    "Kittiwake", "Rowan", "Blackthorn", "Tannery", "Sorrel", "Heron", "Bramble", "Glebe", "Abbeyfield",
    "Ropewalk", "Kingfisher", "Hawthorn", "Orchard", "Chapel", "Station", "Meadowsweet", "Dunmore",
    "Pinewood", "Juniper", "Lantern", "Marlowe", "Tolland", "Beech", "Gorse", "Lough View", "Seaview",
    "Wattle", "Kōwhai", "Tōtara", "Manuka", "Banksia", "Jacaranda", "Protea", "Mopane", "Curlew",
    "Saddler", "Cooper's", "Tinker", "Foundry", "Weaver", "Bellfield", "Ravensbourne", "Clover",
    "Sycamore", "Osier", "Carraig", "Bóthar Mór", "Whinfell", "Cairnbrook", "Ironstone", "Redwing",
]

STREET_TYPES = {
    "UK": ["Road", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Terrace", "Way", "Street", "Mews"],
    "IE": ["Road", "Park", "Heights", "Grove", "Lawns", "Avenue", "Street", "Court", "Drive", "View"],
    "US": ["Street", "Avenue", "Blvd", "Drive", "Court", "Road", "Lane", "Way", "Pike", "Trail"],
    "CA": ["Street", "Avenue", "Drive", "Crescent", "Road", "Way", "Boulevard", "Place"],
    "AU": ["Street", "Road", "Parade", "Crescent", "Court", "Avenue", "Close", "Terrace", "Highway"],
    "NZ": ["Road", "Street", "Avenue", "Crescent", "Place", "Terrace", "Drive", "Grove"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane"],
}

HOSPITAL_FORMS = {
    "UK": ["{t} General Hospital", "Royal {t} Infirmary", "{t} District General Hospital",
           "{t} Community Hospital", "{t} University Hospital"],
    "IE": ["{t} University Hospital", "{t} Regional Hospital", "St. {s}'s Hospital",
           "{t} General Hospital", "Mercy {t} Hospital"],
    "US": ["{t} Medical Center", "{t} Memorial Hospital", "St. {s} Regional Medical Center",
           "{t} Community Hospital", "{t} Clinic"],
    "CA": ["{t} General Hospital", "{t} Health Centre", "Hôpital {t}", "{t} Regional Health Centre"],
    "AU": ["{t} Base Hospital", "{t} Hospital", "{t} Health Service", "St {s}'s Private Hospital"],
    "NZ": ["{t} Hospital", "{t} Base Hospital", "{t} Public Hospital"],
    "ZA": ["{t} Provincial Hospital", "{t} District Hospital", "{t} Mediclinic", "{t} Academic Hospital"],
}

SAINTS = ["Brendan", "Ita", "Colmcille", "Declan", "Finbarr", "Oda", "Cuthbert", "Aidan", "Winifred",
          "Hilda", "Ninian", "Adomnán", "Kevin", "Brigid", "Mel", "Kieran", "Attracta", "Fursey"]

UNIT_NAMES = ["Rowan", "Heather", "Willow", "Kestrel", "Osprey", "Lark", "Bluebell", "Fuchsia",
              "Kōwhai", "Wattle", "Saffron", "Linnet", "Alder", "Curlew", "Protea", "Tui", "Hazel",
              "Cedar", "Aspen", "Marigold", "Skylark", "Juniper", "Puriri", "Bottlebrush"]

UNIT_FORMS = ["{u} Day Unit", "{u} Ward", "{u} Ambulatory Unit", "{u} Suite", "{u} Day Ward",
              "{u} Treatment Centre"]

PRACTICE_FORMS = {
    "UK": ["{r} Surgery", "{t} Medical Practice", "{r} Health Centre", "The {r} Practice"],
    "IE": ["{r} Medical Centre", "{t} Family Practice", "{r} Surgery", "{t} Primary Care Centre"],
    "US": ["{t} Primary Care", "{r} Family Medicine", "{t} Internal Medicine Associates",
           "{r} Community Health Clinic"],
    "CA": ["{t} Family Health Team", "{r} Medical Clinic", "{t} Community Health Centre"],
    "AU": ["{r} Medical Centre", "{t} Family Practice", "{r} Street Clinic", "{t} GP Super Clinic"],
    "NZ": ["{r} Medical Centre", "{t} Health", "{t} Family Doctors", "{r} Hauora"],
    "ZA": ["{r} Medical Centre", "{t} Family Practice", "{t} Clinic"],
}

LAB_FORMS = ["{t} Pathology", "{t} Laboratory Medicine", "{t} Haematology Laboratory",
             "{t} Pathology Partnership", "{t} Clinical Laboratories"]

GENLAB_FORMS = ["{t} Regional Genetics Laboratory", "{t} Molecular Diagnostics", "{t} Genomic Laboratory Hub",
                "{t} Clinical Genetics Service", "{t} Centre for Medical Genetics"]

DONOR_FORMS = ["{t} Donor Centre", "{r} Blood Donor Clinic", "{t} Blood Donation Centre",
               "{t} Plasma & Blood Centre"]

BUILDINGS = ["Linden Wing", "Kestrel Building", "Ardmore Block", "Tower B", "Orchard Pavilion",
             "Harcourt House", "Whitlock Building", "Riverside Annexe", "Eastgate Block",
             "Founders' Wing", "Old Nurses' Home", "Cairn Building"]

# real countries used for birth, ancestry and travel mentions
COUNTRIES = ["Portugal", "Poland", "Brazil", "India", "Nigeria", "Vietnam", "Spain", "Greece",
             "Thailand", "Kenya", "Italy", "Germany", "the Philippines", "Mexico", "Norway",
             "France", "Peru", "Zimbabwe", "Malaysia", "Lithuania", "Romania", "Egypt", "Sri Lanka",
             "Canada", "Australia", "Ireland", "New Zealand", "South Africa", "the United States",
             "Iceland", "Denmark", "Sweden", "Tanzania", "Chile", "Cambodia", "Fiji", "Samoa", "Tonga"]

COUNTRY_NAMES = {"US": ["USA", "United States"], "UK": ["United Kingdom", "UK"],
                 "IE": ["Ireland"], "CA": ["Canada"], "AU": ["Australia"], "NZ": ["New Zealand"],
                 "ZA": ["South Africa"]}
