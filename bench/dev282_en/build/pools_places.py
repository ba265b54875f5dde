"""Invented place and organisation pools per country (author 282).

Towns, hospitals, compounding units and companies are made up; states,
provinces and counties are real administrative areas.  Any match with a real
site or company is unintended.
"""

UK_TOWNS = [
    ("Brackenhurst", "Lancashire"), ("Wexcombe", "Somerset"), ("Oldmere", "Cheshire"),
    ("Tallow Cross", "Devon"), ("Kingsbridge Parva", "Norfolk"), ("Hollinsway", "West Yorkshire"),
    ("Marlowfield", "Kent"), ("Saltcote", "Essex"), ("Dunmorrow", "Fife"),
    ("Abergarth", "Gwynedd"), ("Pentre Cwm", "Powys"), ("Rookhaven", "Cumbria"),
    ("Easterleigh", "Hampshire"), ("Fellbeck", "North Yorkshire"), ("Garrowby Vale", "Durham"),
    ("Ashcombe St Mary", "Dorset"), ("Thornwick", "Lincolnshire"), ("Kilbarrow", "Ayrshire"),
    ("Glenmoraig", "Highland"), ("Stanbury Heath", "Staffordshire"), ("Wyvern Bridge", "Worcestershire"),
    ("Caddington Magna", "Bedfordshire"), ("Lowestead", "Suffolk"), ("Penhallow", "Cornwall"),
    ("Millbrook Green", "Shropshire"), ("Harrowden", "Northamptonshire"), ("Coldharbour", "Surrey"),
    ("Redmarsh", "Nottinghamshire"), ("Tynecastle Moor", "Northumberland"), ("Ballygarvey", "County Antrim"),
]
UK_POST_AREAS = ["BK", "WX", "OM", "TX", "KP", "HW", "MF", "SC", "DM", "AG", "PC", "RH", "EL",
                 "FB", "GV", "LS", "TW", "KB", "GM", "SH", "WB", "CM", "LW", "PN", "MG", "HD", "CH", "RM", "TM", "BT"]

US_CITIES = [
    ("Cedar Hollow", "OH", "Ohio"), ("Marlin Bay", "FL", "Florida"), ("Pine Ridge Falls", "MN", "Minnesota"),
    ("Harlan Springs", "KY", "Kentucky"), ("West Calloway", "TX", "Texas"), ("Bramble Creek", "OR", "Oregon"),
    ("New Easton", "PA", "Pennsylvania"), ("Fort Wexley", "IN", "Indiana"), ("Silver Mesa", "AZ", "Arizona"),
    ("Lake Tamsin", "WI", "Wisconsin"), ("Shawnee Point", "KS", "Kansas"), ("Port Ellery", "ME", "Maine"),
    ("Granger Heights", "MI", "Michigan"), ("Coral Gables North", "FL", "Florida"), ("Brookhaven Mills", "NY", "New York"),
    ("Willow Bend", "IL", "Illinois"), ("Red Butte", "UT", "Utah"), ("Abbott Crossing", "GA", "Georgia"),
    ("Calder City", "CO", "Colorado"), ("Mount Verity", "NC", "North Carolina"), ("Juniper Flats", "NM", "New Mexico"),
    ("Ostrander", "WA", "Washington"), ("Bellmont Ridge", "TN", "Tennessee"), ("Sandy Forks", "VA", "Virginia"),
    ("Kettleby", "MA", "Massachusetts"), ("Hawthorne Landing", "CA", "California"), ("Eagle Pass Junction", "NV", "Nevada"),
    ("Tillman", "MO", "Missouri"), ("Dunmore Valley", "IA", "Iowa"), ("Cypress Key", "LA", "Louisiana"),
]
US_ZIP_PREFIX = {"OH": "43", "FL": "33", "MN": "55", "KY": "40", "TX": "75", "OR": "97", "PA": "15",
                 "IN": "46", "AZ": "85", "WI": "53", "KS": "66", "ME": "04", "MI": "48", "NY": "12",
                 "IL": "60", "UT": "84", "GA": "30", "CO": "80", "NC": "27", "NM": "87", "WA": "98",
                 "TN": "37", "VA": "22", "MA": "01", "CA": "93", "NV": "89", "MO": "63", "IA": "50", "LA": "70"}

AU_TOWNS = [
    ("Wattle Flat", "NSW", "New South Wales"), ("Kurrajong Heights", "NSW", "New South Wales"),
    ("Bilgola Vale", "NSW", "New South Wales"), ("Mallee Springs", "VIC", "Victoria"),
    ("Port Carrow", "VIC", "Victoria"), ("Yarrabend", "VIC", "Victoria"), ("Coral Downs", "QLD", "Queensland"),
    ("Tallowood", "QLD", "Queensland"), ("Emu Crossing", "QLD", "Queensland"), ("Saltbush Plains", "SA", "South Australia"),
    ("Marrinup", "WA", "Western Australia"), ("Karri Glen", "WA", "Western Australia"),
    ("Derwent Bridge North", "TAS", "Tasmania"), ("Banksia Point", "NSW", "New South Wales"),
    ("Gidgee Creek", "NT", "Northern Territory"), ("Molonglo Rise", "ACT", "Australian Capital Territory"),
    ("Bellbird Park East", "QLD", "Queensland"), ("Wirrina Cove", "SA", "South Australia"),
]
AU_POST_FIRST = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08", "ACT": "26"}

CA_CITIES = [
    ("Port Alderly", "ON", "Ontario"), ("Kingsmere", "ON", "Ontario"), ("Bracebridge Falls", "ON", "Ontario"),
    ("Saint-Aurele", "QC", "Quebec"), ("Riviere-Tranquille", "QC", "Quebec"), ("Fraserdale", "BC", "British Columbia"),
    ("Cedar Inlet", "BC", "British Columbia"), ("Prairie Rose", "AB", "Alberta"), ("Coulee Springs", "AB", "Alberta"),
    ("Wheatland Crossing", "SK", "Saskatchewan"), ("Red River Landing", "MB", "Manitoba"),
    ("Lunenport", "NS", "Nova Scotia"), ("Miramichi Bend", "NB", "New Brunswick"), ("Gander Cove", "NL", "Newfoundland and Labrador"),
    ("Algonquin Ridge", "ON", "Ontario"), ("Thunder Narrows", "ON", "Ontario"),
]
CA_POST_FIRST = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "SK": "S", "MB": "R", "NS": "B", "NB": "E", "NL": "A"}

IE_TOWNS = [
    ("Ballykerrin", "Cork", "P31"), ("Kilmoran", "Galway", "H91"), ("Dunmallow", "Limerick", "V94"),
    ("Carrigbeg", "Waterford", "X91"), ("Rathcoole Bridge", "Dublin", "D24"), ("Clonderry", "Kildare", "W91"),
    ("Ardnagh", "Mayo", "F23"), ("Inchmore", "Kerry", "V92"), ("Tullyglass", "Donegal", "F92"),
    ("Ballinagore", "Westmeath", "N37"), ("Castlecorran", "Tipperary", "E41"), ("Drumshanbo East", "Leitrim", "N41"),
    ("Glenbawn", "Wexford", "Y35"), ("Kilcarra", "Wicklow", "A67"), ("Moyvalley", "Meath", "C15"),
]

COUNTRY_NAMES = {
    "UK": ["United Kingdom", "UK", "England", "Scotland", "Wales", "Northern Ireland"],
    "US": ["USA", "United States", "U.S.A."],
    "AU": ["Australia"],
    "CA": ["Canada"],
    "IE": ["Ireland", "Republic of Ireland"],
}
FOREIGN_COUNTRIES = ["Portugal", "Spain", "Poland", "Nigeria", "India", "Pakistan", "the Philippines",
                     "Greece", "Romania", "Italy", "Kenya", "New Zealand", "Vietnam", "Lebanon",
                     "Jamaica", "Ghana", "Turkey", "Brazil", "Sri Lanka", "Fiji", "Samoa", "Germany",
                     "France", "Mexico", "South Africa", "Croatia", "Iran", "Somalia", "Ukraine", "Thailand"]

STREET_STEMS = ["Kestrel", "Larch", "Quarry", "Mill", "Chapel", "Tannery", "Saltmarsh", "Rookery",
                "Foundry", "Orchard", "Heron", "Wren", "Beacon", "Copper", "Ferry", "Bellfield",
                "Glebe", "Harrow", "Juniper", "Lantern", "Maple", "Nettle", "Osprey", "Pelham",
                "Quince", "Rowan", "Sorrel", "Teasel", "Upton", "Vicarage", "Wharf", "Yew Tree",
                "Albemarle", "Bramley", "Cobbler", "Drover", "Elderberry", "Falconer", "Gannet",
                "Hawthorn", "Ironstone", "Jacaranda", "Kookaburra", "Lilly Pilly", "Magpie",
                "Coolabah", "Tamarack", "Birchwood", "Sycamore", "Prospect", "Cornmarket", "Spindle",
                "Tidewater", "Weaver", "Cinder", "Bluebell", "Hollybush", "Paddock", "Brigid", "Claddagh"]
STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Drive", "Gardens", "Terrace", "Way", "Grove", "Mews", "Rd"],
    "US": ["St", "Ave", "Blvd", "Dr", "Rd", "Ln", "Ct", "Pkwy", "Way", "Street", "Avenue", "Drive"],
    "AU": ["St", "Rd", "Pde", "Cres", "Ave", "Ct", "Tce", "Street", "Road", "Close", "Parade"],
    "CA": ["Street", "Avenue", "Rd", "Boulevard", "Crescent", "Drive", "Ave", "St", "Way"],
    "IE": ["Road", "Park", "Avenue", "Terrace", "Lawns", "Grove", "Heights", "Court", "Street", "Close"],
}
UNITS = {
    "UK": ["Flat {n}, ", "Flat {n}{l}, ", "Flat {n}, ", "Apartment {n}, "],
    "US": ["Apt {n}{l}, ", "Unit {n}, ", "#{n} ", "Suite {n}, "],
    "AU": ["Unit {n}, ", "{n}/", "Unit {n}/"],
    "CA": ["Apt {n}, ", "Unit {n}-", "Suite {n}, "],
    "IE": ["Apartment {n}, ", "Flat {n}, ", "Apt {n}, "],
}

PLACE_STEMS = ["Brackenhurst", "Wexcombe", "Oldmere", "Hollinsway", "Marlowfield", "Saltcote",
               "Rookhaven", "Easterleigh", "Fellbeck", "Thornwick", "Stanbury", "Lowestead",
               "Penhallow", "Harrowden", "Redmarsh", "Cedar Hollow", "Pine Ridge", "Harlan",
               "Bramble Creek", "New Easton", "Silver Mesa", "Port Ellery", "Granger", "Willow Bend",
               "Calder", "Mount Verity", "Kettleby", "Tillman", "Wattle Flat", "Kurrajong",
               "Mallee", "Port Carrow", "Yarrabend", "Tallowood", "Marrinup", "Karri Glen",
               "Port Alderly", "Kingsmere", "Fraserdale", "Prairie Rose", "Lunenport", "Red River",
               "Ballykerrin", "Kilmoran", "Dunmallow", "Carrigbeg", "Clonderry", "Inchmore",
               "Ardmore Vale", "Highgate Fields", "Larkfield", "Crossmead", "Eastbrook", "Westwold"]
SAINTS = ["St Brendan's", "St Aldhelm's", "St Columba's", "St Ita's", "St Fiacre's", "St Petroc's",
          "St Wilfrid's", "St Cuthbert's", "St Dymphna's", "St Eanswythe's", "St Gerard's", "St Ninian's",
          "St. Hedwig", "St. Ambrose", "St. Benedicta", "St Kevin's", "St Fursey's", "Our Lady of Mercy",
          "Sacred Heart", "St. Clement's", "St Oswin's", "St Mel's"]

HOSP_PATTERNS = {
    "UK": ["{p} General Hospital", "{p} Royal Infirmary", "Royal {p} Hospital", "{s} Hospital",
           "{p} University Hospital", "{p} Cancer Centre", "{p} Community Hospital", "{p} District General"],
    "US": ["{p} Medical Center", "{p} Regional Medical Center", "{s} Medical Center", "{p} Cancer Institute",
           "{p} Memorial Hospital", "{p} Community Hospital", "{s} Hospital", "{p} University Hospital"],
    "AU": ["{p} Base Hospital", "{p} Hospital", "{p} Cancer Care Centre", "{p} District Hospital",
           "{s} Private Hospital", "{p} Health Campus"],
    "CA": ["{p} Health Sciences Centre", "{p} General Hospital", "{p} Regional Cancer Centre",
           "{s} Hospital", "{p} Memorial Hospital", "{p} District Health Centre"],
    "IE": ["{s} University Hospital", "{p} University Hospital", "{p} Regional Hospital", "{s} Hospital",
           "{p} General Hospital", "Mercy {p} Hospital"],
}
SYSTEM_PATTERNS = {
    "UK": ["{p} Teaching Hospitals NHS Trust", "{p} and {q} NHS Foundation Trust", "{p} Hospitals NHS Trust",
           "NHS {p}"],
    "US": ["{p} Health", "{p} Health System", "{p} Healthcare", "{p} Medical Group"],
    "AU": ["{p} Local Health District", "{p} Health Service", "{p} Hospital and Health Service"],
    "CA": ["{p} Health Authority", "{p} Health Network", "{p} Regional Health"],
    "IE": ["{p} Hospital Group", "{p} Healthcare Group", "{p} Health Partners"],
}
WARD_PATTERNS = {
    "UK": ["{t} Ward", "Ward {n}{l}", "{t} Unit", "{t} Day Unit"],
    "US": ["{n} {d}", "{n}{d1}", "{t} Pavilion", "{t} Infusion Suite"],
    "AU": ["Ward {n}{l}", "{t} Ward", "{t} Day Unit"],
    "CA": ["Unit {n}{l}", "{t} Unit", "{n}{d1}"],
    "IE": ["{t} Ward", "{t} Ward", "{t} Day Ward", "Ward {n}{l}"],
}
WARD_STEMS = ["Rowan", "Kingfisher", "Heron", "Larch", "Nightingale", "Osprey", "Cedar", "Willow",
              "Bluebell", "Banksia", "Waratah", "Jacaranda", "Acacia", "Mulberry", "Magnolia",
              "Primrose", "Lavender", "Seacole", "Curlew", "Sandpiper", "Harebell", "Juniper",
              "Lilac", "Aspen", "Walnut", "Hazel", "Foxglove", "Poppy", "Marigold", "Tern",
              "Ibis", "Lyrebird", "Fennel", "Clover", "Cavell", "Fleming", "Brigid", "Joseph"]

COMPOUNDERS = {
    "UK": ["Northgate Aseptics", "Pennine Specials Ltd", "Calderbrook Compounding", "Meridian Aseptic Services",
           "Severnside Pharma Manufacturing", "Wealdgate Sterile Services", "Solent Aseptic Partnership"],
    "US": ["Bluewater Outsourcing Pharmacy", "Keystone Sterile Compounding", "Prairie 503B Solutions",
           "Granitefield Admixtures", "Lakeshore Compounding Center", "Sunbelt Sterile Pharmacy"],
    "AU": ["Southern Cross Compounding", "Coral Sea Aseptics", "Bass Strait Sterile Pharmacy",
           "Red Centre Compounding", "Harbourside Aseptic Services"],
    "CA": ["Laurentian Sterile Compounding", "Fraser Valley Admixture Services", "Maritime Aseptic Pharmacy",
           "Prairie Sky Compounding"],
    "IE": ["Liffeyside Aseptics", "Shannon Compounding Services", "Atlantic Aseptic Pharmacy",
           "Boyne Valley Sterile Services"],
}
COURIERS = ["Swiftline Medical Couriers", "Redkite Logistics", "Coldpath Transport", "Polar Route Couriers",
            "Kookaburra Express", "Bluebird Pharma Logistics", "Nightjar Couriers", "Meridian Same-Day",
            "Tern Medical Transport", "Caribou Courier Co.", "Shamrock Express Medical", "Eastway Cold Chain"]
SPONSORS = ["Veridian Oncology Ltd", "Halcyon Therapeutics", "Aurelia Biopharma", "Castellan Pharma",
            "Lumora Biosciences", "Tessaract Oncology", "Borealis Bio Inc.", "Kinvara Therapeutics",
            "Obsidian Immuno", "Peregrine Biologics"]
CROS = ["Northstar Clinical Research", "Quillfeather CRO", "Helix Trial Services", "Palisade Clinical",
        "Arbor Research Partners", "Kestrel Clinical Operations"]
INSURERS = {
    "US": ["Bluepoint Health Plans", "Cascadia Mutual", "Summit Shield Insurance", "Heartland Care Plan",
           "Lone Pine Health", "Evergreen Benefit Trust"],
    "AU": ["Southern Star Health Fund", "Coastline Health Cover", "Wattle Mutual Health"],
    "UK": ["Albion Private Health", "Harrowgate Medical Assurance"],
    "CA": ["Maple Crest Benefits", "Northern Lights Group Insurance"],
    "IE": ["Emerald Health Insurance", "Celtic Care Cover"],
}
HOMECARE = ["HomeFirst Infusion", "CareBridge Homecare", "Hearthside Home Infusion", "Lantern Homecare Services",
            "Greenway Home Nutrition", "Tidewell Homecare"]
WHOLESALERS = ["Crestline Pharma Distribution", "Harbour Medical Supplies", "Ironbark Wholesale Pharmacy",
               "Beacon Healthcare Supply"]
EMPLOYERS = ["Tannery Lane Motors", "Brightwater Foods", "Harlow & Finch Solicitors", "Midlands Freight Ltd",
             "Ridgeway Academy", "Blue Gum Primary School", "Kestrel Haulage", "Orchard Valley Dairy",
             "Copperleaf Bakery", "Saltmarsh Fisheries Co-op", "Northfield Steelworks", "Granite Ridge Quarry",
             "Lakeside Retail Park", "Meadowbank Council", "Wexcombe Borough Council", "Pinecrest Logistics",
             "St Oswin's Primary School", "Hilltop Roofing", "Sunnyside Childcare", "Ironbark Mining",
             "Coastal Rail Services", "Maplewood Printing", "Redfern Builders", "Tamarack Timber"]

BUILDINGS = ["Jubilee Building", "Cavendish Wing", "Linacre Centre", "Block C", "Podium Level 2",
             "North Tower", "East Wing", "Link Corridor", "Tower B", "Ashworth Building",
             "Pharmacy Annexe", "Level 3 Clinical Services Block", "Gatehouse Block", "Oncology Wing"]
LANDMARKS = ["the loading bay", "Goods-In Dock 2", "the main atrium", "the staff car park",
             "the East Entrance", "the service lift lobby", "the pneumatic tube station"]

GP_PATTERNS = {
    "UK": ["{p} Surgery", "{p} Medical Practice", "{p} Health Centre"],
    "US": ["{p} Family Practice", "{p} Primary Care"],
    "AU": ["{p} Family Medical Centre", "{p} Medical Clinic"],
    "CA": ["{p} Family Health Team", "{p} Medical Clinic"],
    "IE": ["{p} Medical Centre", "{p} Family Practice"],
}
CAREHOME_PATTERNS = ["{p} House Care Home", "{p} Lodge Nursing Home", "{p} Court Residential Home",
                     "{p} Gardens Aged Care", "The {p} Care Centre"]
COMMUNITY_PHARMACY = ["{p} Pharmacy", "{p} Chemist", "{p} Community Pharmacy", "{p} Drug Mart"]
