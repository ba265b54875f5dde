"""Place and organisation pools, invented for dev285 (towns are made up;
states, provinces, counties and countries are real administrative names)."""

TOWNS = {
    "UK": """Ashcombe Kelderton Brackenford Thornwick Lowmoor Haverleigh Skelby
Wrexley Holmbury Stennet Craybridge Oldcastle-on-Wyre Pennock Marlow Heath
Dunsley Farrowby Ellerdine Guisthorpe Hapton Moss Ickleford Vale Jessop's Cross
Kirkbeck Lanthwaite Maddersfield Netherlow Ousby Bridge Pelham Rise Quenby
Rothley Mill Saltcote Tansby Upper Wrayton Verlow Whinfell Yarnley Brigham
Castlegrove Drumfearn Glenmorrow Kilbrecht Aberfenny Llanfechan Pontywern
Cwmdyrys Bryn Teg Hallowfield Merebrook Stainsacre Tollerby Blackmere""",
    "US": """Millbrook Falls|Cedar Hollow|Port Haskell|Greeley Junction|Maple Ridge
|Fort Calder|Sweetwater Bend|Harlan Springs|New Belmont|Oak Prairie|Riverton Heights
|Laurel Gap|Pine Bluff Crossing|East Varnum|Sutter Creek Valley|Cobb City|Hartwell
|Ellison Park|Granite Falls Station|Bayard|Winslow Flats|Claremont Township|Dunmore Lake
|Copper Basin|Red Mesa|Silver Lake Village|Goshen Mills|Wexford Point|Lindale|Marrow Bay""",
    "AU": """Mundarra|Kooranga Heights|Bellbird Flat|Yarrawong|Tindara|Coolabah Springs
|Merriwa Point|Birrigai|Wattle Grove East|Ironbark Creek|Narrabeen Vale|Kurrawang Bay
|Gindalee|Toowinda|Mallee Plains|Bungaree North|Jarrahdale Heights|Kalinga Park
|Wirrina|Emu Downs|Barrengarry|Mount Tarrin|Lilyvale|Carrabin""",
    "CA": """Riviere-aux-Saules|Pine Lake Crossing|Ste-Odile|Maple Bend|Kinmount Falls
|Fort Ashby|Grand Marais Nord|Baie-des-Loups|Elkhorn Ridge|Moosewood|Cartier Mills
|North Teslin|Cape Dorrin|Saint-Aubin-du-Lac|Lac-Vermeil|Harrow Bay|Willowdale Flats
|Port Camden|Spruce Hollow|Tamarack|Bois-Franc|Antler Creek""",
    "IE": """Ballykeeran|Carrigmore|Kilbrannagh|Drumlish Cross|Ardnagreagh|Castletubber
|Ennisdrum|Glenbrack|Rathcullen|Knockanure Bridge|Moyvalley|Tullaghbeg|Clonmore
|Inishcorrib|Lisnagarvey|Ballinkeel|Athcarne|Dunaveen|Cloghroe Upper|Kilmacrennan""",
}

REGIONS = {
    # (name, abbreviation or None, type): counties are CITY per guideline
    "UK": [("Lancashire", None, "CITY"), ("Cumbria", None, "CITY"),
           ("Norfolk", None, "CITY"), ("Devon", None, "CITY"),
           ("Kent", None, "CITY"), ("County Durham", None, "CITY"),
           ("Shropshire", None, "CITY"), ("Gwynedd", None, "CITY"),
           ("Fife", None, "CITY"), ("North Yorkshire", None, "CITY"),
           ("Staffordshire", None, "CITY"), ("Cornwall", None, "CITY"),
           ("Lincolnshire", None, "CITY"), ("Powys", None, "CITY")],
    "US": [("Ohio", "OH", "STATE"), ("Pennsylvania", "PA", "STATE"),
           ("Kentucky", "KY", "STATE"), ("West Virginia", "WV", "STATE"),
           ("Arizona", "AZ", "STATE"), ("Colorado", "CO", "STATE"),
           ("Michigan", "MI", "STATE"), ("Tennessee", "TN", "STATE"),
           ("Oregon", "OR", "STATE"), ("Texas", "TX", "STATE"),
           ("Florida", "FL", "STATE"), ("Montana", "MT", "STATE"),
           ("Wisconsin", "WI", "STATE"), ("North Carolina", "NC", "STATE"),
           ("Maine", "ME", "STATE"), ("New Mexico", "NM", "STATE")],
    "AU": [("New South Wales", "NSW", "STATE"), ("Victoria", "VIC", "STATE"),
           ("Queensland", "QLD", "STATE"), ("South Australia", "SA", "STATE"),
           ("Western Australia", "WA", "STATE"), ("Tasmania", "TAS", "STATE")],
    "CA": [("Ontario", "ON", "STATE"), ("Quebec", "QC", "STATE"),
           ("British Columbia", "BC", "STATE"), ("Alberta", "AB", "STATE"),
           ("Manitoba", "MB", "STATE"), ("Saskatchewan", "SK", "STATE"),
           ("Nova Scotia", "NS", "STATE"), ("New Brunswick", "NB", "STATE"),
           ("Newfoundland and Labrador", "NL", "STATE")],
    "IE": [("Mayo", None, "CITY"), ("Galway", None, "CITY"), ("Cork", None, "CITY"),
           ("Kerry", None, "CITY"), ("Clare", None, "CITY"), ("Donegal", None, "CITY"),
           ("Sligo", None, "CITY"), ("Tipperary", None, "CITY"),
           ("Wexford", None, "CITY"), ("Kilkenny", None, "CITY"),
           ("Meath", None, "CITY"), ("Limerick", None, "CITY"),
           ("Offaly", None, "CITY"), ("Roscommon", None, "CITY")],
}

AU_STATE_DIGIT = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}
CA_POST_LETTER = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R",
                  "SK": "S", "NS": "B", "NB": "E", "NL": "A"}
UK_POST_AREAS = ["LS", "BD", "HX", "OL", "BB", "LA", "CA", "NR", "EX", "TQ", "CT",
                 "ME", "DH", "SY", "LL", "KY", "YO", "ST", "TR", "LN", "LD", "WN",
                 "PR", "DL", "TS", "HU", "SA", "NP"]
IE_ROUTING = ["F23", "F28", "H91", "H54", "T12", "T23", "V94", "V92", "A82",
              "F91", "E41", "Y35", "R95", "C15", "N39", "F42", "V93", "H65"]

STREET_WORDS = """Elm Oak Mill Church Station Victoria Albert Queen King Park Hill
Moor Brook Chapel Bridge Meadow Orchard Willow Beech Rowan Hawthorn Heather Bracken
Granville Tennyson Wordsworth Coronation Jubilee Carlton Lansdowne Belmont Clifton
Ferndale Greenacre Larkspur Kestrel Curlew Heron Plover Lapwing Swallow Linnet
Jacaranda Banksia Wattle Kurrajong Grevillea Bottlebrush Cypress Magnolia Sycamore
Poplar Juniper Cedar Spruce Tamarack Birch Aspen Laurier Champlain Cartier Dufferin
Saint-Denis Riverside Lakeview Harbour Quarry Foundry Tannery Colliery Weavers
Pinecrest Sunnyside Fairview Hillcrest Glenview Ridgeway Prospect Highfield""".split()

STREET_SUFFIX = {
    "UK": ["Road", "Lane", "Street", "Close", "Avenue", "Crescent", "Terrace",
           "Grove", "Drive", "Way", "Gardens", "Walk", "Court", "Rise", "View"],
    "US": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane",
           "Ln", "Court", "Ct", "Boulevard", "Blvd", "Way", "Pike", "Trail", "Circle"],
    "AU": ["Street", "St", "Road", "Rd", "Avenue", "Ave", "Crescent", "Cres",
           "Parade", "Place", "Pl", "Close", "Drive", "Terrace", "Court"],
    "CA": ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Crescent",
           "Boulevard", "Court", "Line", "Concession Rd", "Place"],
    "IE": ["Road", "Street", "Lane", "Avenue", "Park", "Grove", "Drive",
           "Terrace", "Close", "Heights", "Lawn", "View"],
}

HOUSE_NAMES = ["Rose Cottage", "The Laurels", "Hillview", "Ivy Cottage",
               "Woodside", "Fernlea", "The Old Forge", "Glenside", "Tigh na Mara",
               "Cnoc Ard", "Brook House", "Sunnyhurst"]

PLACE_WORDS = """Oakfield Willowbank Heatherlea Brookside Ashgrove Fernhill Larchmont
Greystones Kingsmead Southgate Northgate Eastbrook Westfield Hollybank Riverside
Parkview Beechwood Millbrae Thornbury Lindenhall Ravenscroft Stonebridge Fairhaven
Highcroft Meadowbank Glenhaven Cedarwood Pinehurst Clearwater Silverdale
Redcliffe Harbourside Seaview Bayside Lakeside Kingfisher Elmhurst Marlbrook""".split()

SAINTS = ["Luke", "Bride", "Columba", "Brendan", "Aidan", "Mungo", "Cuthbert",
          "Hilda", "Oswald", "Jude", "Anne", "Agnes", "Benedict", "Vincent",
          "Catherine", "Raphael", "Joseph", "Brigid", "Finbarr", "Kieran", "Ita"]

HOSP_PATTERNS = {
    "UK": ["{T} General Hospital", "{T} Royal Infirmary", "St {S}'s Hospital",
           "{T} Community Hospital", "{T} District General Hospital",
           "{P} Hospital", "Royal {T} Hospital", "{T} Chest Clinic"],
    "US": ["{T} Regional Medical Center", "Mercy {T} Hospital",
           "{P} Memorial Hospital", "St. {S}'s Medical Center",
           "{T} Community Hospital", "{P} Health Pulmonary Clinic",
           "University Hospital of {T}"],
    "AU": ["{T} Base Hospital", "{T} District Hospital", "{T} Hospital",
           "St {S}'s Private Hospital", "{P} Respiratory Clinic",
           "{T} Health Service"],
    "CA": ["{T} General Hospital", "{T} Health Centre", "Hopital {T}",
           "St. {S}'s Hospital", "{P} Regional Health Centre",
           "{T} Memorial Hospital"],
    "IE": ["University Hospital {T}", "{T} Regional Hospital",
           "St. {S}'s Hospital", "{T} General Hospital",
           "{T} Community Nursing Unit", "{P} Respiratory Integrated Care Hub"],
}

PRACTICE_PATTERNS = {
    "UK": ["{P} Surgery", "{P} Medical Practice", "{P} Health Centre",
           "{T} Medical Group", "The {P} Practice"],
    "US": ["{P} Family Medicine", "{P} Primary Care", "{T} Internal Medicine",
           "{P} Family Health Clinic"],
    "AU": ["{P} Medical Centre", "{T} Family Practice", "{P} General Practice"],
    "CA": ["{P} Family Health Team", "{T} Medical Clinic", "{P} Family Practice",
           "Clinique {P}"],
    "IE": ["{P} Medical Centre", "{T} Family Practice", "{P} Surgery",
           "{T} Primary Care Centre"],
}

CARE_HOMES = ["{P} House Nursing Home", "{P} Lodge", "{P} Manor Care Home",
              "{P} Residential Care", "{P} Gardens Aged Care", "{P} Court"]

WARDS = ["Rowan Ward", "Beech Ward", "Ward 7B Kingfisher", "Heron Unit",
         "Curlew Ward", "Larch Ward", "Ward 32 (Bracken)", "Osprey Ward",
         "Cedar Unit", "Laurel Ward", "Ward 4 North", "Skylark Ward"]

SUPPLIERS = {
    "UK": ["Airwell Homecare Ltd", "Northvale Oxygen Services", "Breathe Direct UK",
           "Halcyon Medical Gases", "Meridian Home Respiratory Ltd"],
    "US": ["Summit Home Respiratory", "BlueRiver DME", "Cardinal Crest Medical Supply",
           "Prairie Oxygen & Rehab", "Keystone HomeCare Oxygen"],
    "AU": ["Southern Air Homecare", "OxyLink Australia", "Gumleaf Medical Gases",
           "Coastline Respiratory Pty Ltd"],
    "CA": ["Maplewood Respiratory Services", "NorthernAir Home Oxygen",
           "Inhalo-Ste-Foy Inc.", "Prairie Breath Medical"],
    "IE": ["Emerald HomeCare Gases", "Atlantic Oxygen Services",
           "Shannonside Medical Ltd", "CuraAir Ireland"],
}

SUPPLIER_SLUG = {
    "Airwell Homecare Ltd": "airwell", "Northvale Oxygen Services": "northvale",
    "Breathe Direct UK": "breathedirect", "Halcyon Medical Gases": "halcyon",
    "Meridian Home Respiratory Ltd": "meridianhr",
    "Summit Home Respiratory": "summithr", "BlueRiver DME": "blueriver",
    "Cardinal Crest Medical Supply": "cardinalcrest",
    "Prairie Oxygen & Rehab": "prairieo2", "Keystone HomeCare Oxygen": "keystoneo2",
    "Southern Air Homecare": "southernair", "OxyLink Australia": "oxylink",
    "Gumleaf Medical Gases": "gumleaf", "Coastline Respiratory Pty Ltd": "coastline",
    "Maplewood Respiratory Services": "maplewood", "NorthernAir Home Oxygen": "northernair",
    "Inhalo-Ste-Foy Inc.": "inhalo", "Prairie Breath Medical": "prairiebreath",
    "Emerald HomeCare Gases": "emeraldhc", "Atlantic Oxygen Services": "atlantico2",
    "Shannonside Medical Ltd": "shannonside", "CuraAir Ireland": "curaair",
}

AIRLINES = ["Skylark Airways", "Atlantica Air", "Coral Sea Airlines",
            "Maplewing Air", "Emerald Wings", "Sunbird Charter",
            "Meridian Sky", "Northern Lights Air", "Azure Coast Airlines",
            "Kestrel Jet"]

CRUISE = ["MV Aurora Belle", "Ocean Sapphire", "Coral Princess Line"]

HOTELS = ["Harbourview Hotel", "Casa del Faro", "Hotel Miramar Sol",
          "Lakeshore Lodge", "The Seacliff Inn", "Pension Azul",
          "Villa Limoncello", "Bayside Suites", "Hotel Kalimera"]

DESTINATIONS = [
    ("Spain", ["Malaga", "Alicante", "Benidorm", "Valencia"]),
    ("Portugal", ["Faro", "Lisbon", "Albufeira"]),
    ("Italy", ["Bari", "Naples", "Palermo"]),
    ("Greece", ["Thessaloniki", "Heraklion"]),
    ("Poland", ["Krakow", "Gdansk", "Rzeszow"]),
    ("India", ["Amritsar", "Chennai", "Kochi"]),
    ("Pakistan", ["Lahore", "Mirpur"]),
    ("Philippines", ["Cebu", "Iloilo"]),
    ("Vietnam", ["Da Nang", "Hue"]),
    ("Nigeria", ["Lagos", "Enugu"]),
    ("Jamaica", ["Kingston", "Montego Bay"]),
    ("New Zealand", ["Christchurch", "Napier"]),
    ("Canada", ["Halifax", "Winnipeg"]),
    ("United States", ["Phoenix", "Orlando"]),
    ("Ireland", ["Shannon", "Knock"]),
    ("Australia", ["Perth", "Cairns"]),
    ("Cyprus", ["Paphos", "Larnaca"]),
    ("Malta", ["Valletta"]),
]

HOME_COUNTRY = {"UK": ["UK", "United Kingdom", "England"],
                "US": ["USA", "United States"],
                "AU": ["Australia", "AUS"], "CA": ["Canada"],
                "IE": ["Ireland", "Republic of Ireland"]}

EMPLOYERS = ["Kelder Steelworks", "Northvale Colliery", "Brightwater Mills",
             "Acorn Logistics", "Tri-County Rail", "Hollis Bakery",
             "Granger Quarries", "Fenwick Shipbuilders", "Redmoor Textiles",
             "Pemberton Foundry", "Copper Basin Mining Co.", "Lakeland Paper",
             "Westbrook Brickworks", "Harbour Board Stevedores",
             "Sunnyvale Poultry", "Coastal Fisheries Co-op", "Moyvalley Creamery",
             "Bellbird Shire Council", "Maple Bend School Board",
             "Atlas Asbestos Products", "Riverton Glassworks"]

PROFESSIONS = """coal miner|welder|bus driver|school teacher|nurse|farmer
|shipyard worker|hairdresser|postman|office cleaner|lorry driver|truck driver
|electrician|plasterer|stonemason|bricklayer|carpenter|joiner|accountant
|librarian|machinist|seamstress|fisherman|dock worker|taxi driver|chef|barber
|police officer|firefighter|painter and decorator|quarry worker|textile worker
|foundry worker|boilermaker|engineer|legal secretary|shop assistant|publican
|care assistant|school cook|sheet metal worker|asbestos lagger|potter|plumber
|mechanic|roofer|sandblaster|farm labourer|dairy farmer|shearer|logger
|railway signalman|tailor|civil servant|bank clerk|forklift operator|printer
|baker|butcher|cabinet maker|grain handler|glassblower|van driver|bookkeeper
|dental receptionist|crane operator|gardener|caretaker|cook|teaching assistant
|insurance broker|pipefitter|auto body painter|coal trimmer|warehouse supervisor""".replace("\n", "").split("|")

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "niece", "nephew",
             "neighbour", "friend", "carer", "granddaughter", "grandson",
             "sister", "brother", "son-in-law", "daughter-in-law"]


def towns(country):
    raw = TOWNS[country]
    if "|" in raw:
        return [t.strip() for t in raw.replace("\n", "").split("|") if t.strip()]
    # UK block: multi-word towns are joined with the following word when the
    # word is one of a few known suffixes
    toks = raw.split()
    out = []
    join_next = {"Marlow": 1, "Hapton": 1, "Ickleford": 1, "Jessop's": 1,
                 "Ousby": 1, "Pelham": 1, "Rothley": 1, "Upper": 1, "Bryn": 1}
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in join_next and i + 1 < len(toks):
            out.append(t + " " + toks[i + 1])
            i += 2
            continue
        out.append(t)
        i += 1
    return out
